"""Every registered game's `normal` computer player beats its `easy` one, and so does the template's.

Two computer players, one of each level, play seeded games at a table like
the page's (`play_at_the_table`), each level taking the first seat in half
of the games. `normal` must win at least NORMAL_WINS of them outright (a
shared win does not count). A cooperative game has no opponent to beat:
there a table of `normal` players must win together more often than a
table of `easy` players over the same seeds, by COOPERATIVE_MARGIN games.
"""

import sys

import pytest

import pygame_rules
from pygame_rules import ONE_AT_A_TIME, Rng

IN_PYODIDE = sys.platform == "emscripten"
GAMES = 10 if IN_PYODIDE else 20
#: The share of games `normal` must win outright against `easy`.
NORMAL_WINS = 0.7
#: Games where the players win or lose together, by default: a game declares none of this, so it is named here.
COOPERATIVE = {"marchenwald": 1}  # its solo table: one child (or computer player) against the dwarfs
COOPERATIVE_MARGIN = 0.15
#: The table's pace (site/ui/kit): the player whose turn it is acts after TURN_PAUSE_MS; a player who may act
#: out of turn is asked again every `pace_ms` of its computer player (or OUT_OF_TURN_MS), keeping its deadline.
TURN_PAUSE_MS = 1000
OUT_OF_TURN_MS = 3500
MAX_ASKED = 20000


def play_at_the_table(game, seed: int, levels: list) -> dict:
    """One seeded game, seat i played by a computer player of `levels[i]`, at the table's pace; its outcome.

    Time is counted, not waited: the next to act is the seat whose deadline
    comes first. An action that carries the table's clock (`at_ms`, a race)
    is stamped with that deadline, as the page stamps a tap with its clock.
    """
    bots = [game.bot(level) for level in levels]
    state = game.new(players=len(levels), seed=seed)
    clock, ready, asked = 0, {}, 0
    while game.outcome(state) is None:
        movers = game.to_move(state)
        ready = {seat: when for seat, when in ready.items() if seat in movers}
        for seat in movers:
            pace = getattr(bots[seat], "pace_ms", OUT_OF_TURN_MS)
            first = seat == movers[0] and game.info["turns"] != pygame_rules.REAL_TIME
            ready.setdefault(seat, clock + (TURN_PAUSE_MS if first else pace))
        seat = min(ready, key=lambda s: (ready[s], s))
        clock = ready[seat]
        action = bots[seat].choose(game, state, seat, Rng(seed * 7919 + asked))
        asked += 1
        assert asked < MAX_ASKED, f"seed {seed}: the game does not end"
        if action is None:
            assert game.info["turns"] != ONE_AT_A_TIME, "a computer player must act on its turn"
            ready[seat] = clock + getattr(bots[seat], "pace_ms", OUT_OF_TURN_MS)
            continue
        del ready[seat]
        if "at_ms" in action:
            action = {**action, "at_ms": clock}
        state = game.apply(state, seat, action)
    return game.outcome(state)


#: Every game the site plays and the template a new game is copied from: a new game is born with this check.
LEVELLED = [*pygame_rules.list_games(), pygame_rules.TEMPLATE]


@pytest.mark.parametrize("game_id", [game_id for game_id in LEVELLED if game_id not in COOPERATIVE])
def test_normal_beats_easy_head_to_head(game_id):
    game = pygame_rules.load(game_id)
    wins = 0
    for seed in range(GAMES):
        normal = seed % 2
        levels = ["easy", "easy"]
        levels[normal] = "normal"
        wins += play_at_the_table(game, seed, levels)["winners"] == [normal]
    print(f"{game_id}: normal won {wins} of {GAMES} games against easy")
    assert wins >= NORMAL_WINS * GAMES, f"{game_id}: normal won {wins} of {GAMES} games against easy"


@pytest.mark.parametrize("game_id", sorted(COOPERATIVE))
def test_normal_players_win_together_more_often_than_easy_ones(game_id):
    game = pygame_rules.load(game_id)
    players = COOPERATIVE[game_id]

    def team_wins(level: str) -> int:
        return sum(bool(play_at_the_table(game, seed, [level] * players)["winners"]) for seed in range(GAMES * 3))

    normal, easy = team_wins("normal"), team_wins("easy")
    print(f"{game_id}: over {GAMES * 3} games, a table of normal won {normal}, of easy {easy}")
    assert normal >= easy + COOPERATIVE_MARGIN * GAMES * 3, f"{game_id}: normal won {normal}, easy {easy}"
