"""Seeded games of La Guerre des Moutons between computer players, and the figures the issue asks for.

    .venv/bin/python tools/moutons_games.py [--games 1000]

prints how often `normal` beats `easy` (two players, seats alternating) and,
over games between `normal` players, the winner's score, how often a player
ends with no closed enclosure of their colour, and how games end.

Computer players act at the pace the page's table gives them (see
`play_game`), so reactions out of turn come as often as on the tablet.
"""

from __future__ import annotations

import argparse
import collections
import concurrent.futures
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pygame_rules import Game, Rng  # noqa: E402
from pygame_rules.moutons import RULES  # noqa: E402
from pygame_rules.moutons.board import Regions, board_of, score_of  # noqa: E402

#: The engine of the game, made from its rules as the registry makes it (whether or not the site lists it).
GAME = Game(RULES)
MAX_MOVES = 2000
#: The table's pace, in seconds (site/ui/kit/turns.py): the player whose turn it is acts after
#: COMPUTER_PAUSE; the others are asked every OUT_OF_TURN_PACE of their level.
COMPUTER_PAUSE = 1.0
OUT_OF_TURN_PACE = {"easy": 6.0, "normal": 3.5}


def play_game(levels: list, seed: int, watch=None) -> dict:
    """One game, seat i played by a computer player of `levels[i]`, at the table's pace; its final state.

    As on the page (site/ui/kit/turns.py): the player whose turn it is acts
    COMPUTER_PAUSE after the turn opens; every other player still in is asked
    every OUT_OF_TURN_PACE of its level, keeping its deadline across the
    others' moves, and may answer None (nothing now). Time here is counted,
    not waited. `watch(state, seat, action)`, if given, sees each action
    before it is applied.
    """
    bots = [GAME.bot(level) for level in levels]
    state = GAME.new(players=len(levels), seed=seed)
    clock, ready, moves, asked = 0.0, {}, 0, 0
    while GAME.outcome(state) is None:
        movers = GAME.to_move(state)
        ready = {seat: when for seat, when in ready.items() if seat in movers}
        for seat in movers:
            ready.setdefault(seat, clock + (COMPUTER_PAUSE if seat == movers[0] else OUT_OF_TURN_PACE[levels[seat]]))
        seat = min(ready, key=lambda s: (ready[s], s))
        clock = ready[seat]
        action = bots[seat].choose(GAME, state, seat, Rng(seed * 7919 + asked))
        asked += 1
        if action is None:
            ready[seat] = clock + OUT_OF_TURN_PACE[levels[seat]]
            continue
        del ready[seat]
        if watch is not None:
            watch(state, seat, action)
        state = GAME.apply(state, seat, action)
        moves += 1
        if moves > MAX_MOVES:
            raise RuntimeError(f"seed {seed}: the game does not end")
    return state


def closed_sheep(state: dict) -> list:
    """Each player's largest closed enclosure of their colour not voided (0: none)."""
    regions = Regions(board_of(state["board"]))
    return [score_of(regions, colour) for colour in state["colours"]]


def played(table: list, workers: int) -> list:
    """The final states of games given as (levels, seed), played on `workers` processes."""
    if workers <= 1:
        return [play_game(levels, seed) for levels, seed in table]
    with concurrent.futures.ProcessPoolExecutor(workers) as pool:
        return list(pool.map(play_game, *zip(*table), chunksize=10))


def normal_against_easy(games: int, workers: int = 1) -> dict:
    """Two-player games, normal in seat 0 of even seeds and seat 1 of odd ones: normal's wins, shared wins."""
    wins = shared = 0
    table = [(["normal", "easy"] if seed % 2 == 0 else ["easy", "normal"], seed) for seed in range(games)]
    for seed, state in enumerate(played(table, workers)):
        normal = seed % 2
        winners = GAME.outcome(state)["winners"]
        wins += winners == [normal]
        shared += len(winners) > 1 and normal in winners
    return {"games": games, "wins": wins, "shared": shared}


def normal_games(games: int, workers: int = 1, players_cycle=(2, 3, 4)) -> dict:
    """Games between normal players, 2, 3 and 4 in turn: winner's scores, players without an enclosure, ends."""
    winner_scores, none, seats, reasons, tiles_left = [], 0, 0, collections.Counter(), []
    by_players = collections.defaultdict(list)
    table = [(["normal"] * players_cycle[seed % len(players_cycle)], seed) for seed in range(games)]
    for (levels, seed), state in zip(table, played(table, workers)):
        players = len(levels)
        outcome = GAME.outcome(state)
        best = max(outcome["scores"])
        winner_scores.append(best)
        by_players[players].append(best)
        sheep = closed_sheep(state)
        none += sum(s == 0 for s in sheep)
        seats += players
        reasons[outcome["reason"]] += 1
        tiles_left.append(len(state["bag"]))
    return {"games": games, "winner_scores": winner_scores, "by_players": dict(by_players),
            "no_enclosure": none, "seats": seats, "reasons": dict(reasons), "bag_left": tiles_left}


def distribution(scores: list) -> str:
    ordered = sorted(scores)
    quart = statistics.quantiles(ordered, n=4)
    return (f"min {ordered[0]}, quartiles {quart[0]:g} / {quart[1]:g} / {quart[2]:g}, max {ordered[-1]}, "
            f"mean {statistics.mean(ordered):.1f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--workers", type=int, default=2, help="processes playing games side by side")
    args = parser.parse_args()
    start = time.monotonic()
    duel = normal_against_easy(args.games, args.workers)
    print(f"normal against easy, {duel['games']} two-player games: normal wins {duel['wins']} "
          f"({100 * duel['wins'] / duel['games']:.1f}%), shares {duel['shared']} more "
          f"[{time.monotonic() - start:.0f} s]")
    start = time.monotonic()
    table = normal_games(args.games, args.workers)
    print(f"normal against normal, {table['games']} games (2, 3, 4 players in turn) "
          f"[{time.monotonic() - start:.0f} s]")
    print(f"  winner's score: {distribution(table['winner_scores'])}")
    for players, scores in sorted(table["by_players"].items()):
        print(f"    {players} players ({len(scores)} games): {distribution(scores)}")
    histogram = collections.Counter(min(score // 5 * 5, 40) for score in table["winner_scores"])
    print("  winner's score by 5s: " + ", ".join(
        f"{low}-{low + 4}: {histogram[low]}" if low < 40 else f"40+: {histogram[low]}" for low in sorted(histogram)))
    print(f"  players ending with no closed enclosure of their colour: {table['no_enclosure']} of {table['seats']} "
          f"({100 * table['no_enclosure'] / table['seats']:.1f}%)")
    print(f"  ends: {table['reasons']}; tiles left in the bag: {distribution(table['bag_left'])}")


if __name__ == "__main__":
    main()
