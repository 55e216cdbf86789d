"""Every game must pass these, in the spirit of OpenSpiel's random simulation test.

Many seeded games are played with random legal actions by random players
among those who may act (and some with the computer players). Along the way:
each game ends, `to_move` fits the game's declared turn model, every player
who may act has a legal action, every state round-trips through JSON and is
read back by `loads` (whose checks must never refuse a state play made),
`apply` leaves the old state unchanged, illegal and malformed actions raise
and change nothing, views hide what they must hide and are copies that a
caller may change, no card or tile appears or vanishes, and the outcome has
the one shape every game shares.

The games are the registered ones, the template, and the two small examples
of example_games.py (reactions out of turn, real time).

PYGAME_RULES_RANDOM_GAMES sets how many random games per game (default
200; set it higher for a deeper run); the run inside Pyodide uses fewer.
"""

import json
import math
import os
import pickle
import random

import pytest

import pygame_rules
from pygame_rules import ONE_AT_A_TIME, REAL_TIME, TURN_MODELS, IllegalAction, Rng, same_json
from pygame_rules.core import is_player
from tests.engine_games import GAMES, tables
from tests.vandal import vandalise

RANDOM_GAMES = int(os.environ.get("PYGAME_RULES_RANDOM_GAMES", "200"))
#: Every this many random games, each state also goes through the costly checks.
DEEP_CHECK_EVERY = 25
#: In those games, every this many moves, views are changed to see that they are copies.
VIEW_COPY_EVERY = 10
MAX_ACTIONS = 5000


#: Too big to print: an error message must still be written without it.
HUGE = 10**5000
#: Players that are no seat: a bool, a float, a string, out of range, junk.
NOT_PLAYERS = (True, False, 1.0, "0", None, -1, HUGE, [0])


def player_counts(game):
    return range(game.info["min_players"], game.info["max_players"] + 1)


def settings(game, seed):
    """A varied but reproducible table for `seed`: a player count and options."""
    rng = random.Random(seed)
    players = rng.choice(list(player_counts(game)))
    players, options = rng.choice([table for table in tables(game.id) if table[0] == players])
    return players, dict(options)


def json_roundtrip(data):
    return json.loads(json.dumps(data))


def check_turn_model(game, state, movers, earlier_movers):
    """`to_move` names distinct seats, as many as the declared turn model allows."""
    assert movers, "nobody may act, yet the game is not over"
    assert all(is_player(state, player) for player in movers), f"to_move names no seat: {movers}"
    assert len(set(movers)) == len(movers), f"to_move repeats a player: {movers}"
    turns = game.info["turns"]
    if turns == ONE_AT_A_TIME:
        assert len(movers) == 1, f"one player at a time, yet {movers} may act"
    if turns == REAL_TIME:
        in_play = range(state["players"]) if earlier_movers is None else earlier_movers
        assert set(movers) <= set(in_play), f"{movers} may act, but only {list(in_play)} are still in play"
        if earlier_movers is None:
            assert sorted(movers) == list(range(state["players"])), "in real time, everyone may act from the start"


def check_saved(game, state, deep):
    """A state play made passes the check of saved games: `loads` never refuses a real save.

    Every state goes through the game's own check (`Rules.check_state`, its
    fields and invariants); on the deep-checked games, and at every game's
    end (whose events are all the game's), the whole `loads(dumps(state))`,
    which must round-trip exactly.
    """
    try:
        if deep:
            assert game.loads(game.dumps(state)) == state, "dumps/loads must round-trip exactly"
        else:
            game.rules.check_state(state)
    except ValueError as error:
        pytest.fail(f"a saved game that play made is refused: {error}")


def check_views_are_copies(game, state):
    """Changing a view, its events included, changes neither the state nor a later view."""
    before = game.dumps(state)
    for player in [None, *range(state["players"])]:
        expected = json_roundtrip(game.view(state, player))
        view = game.view(state, player)
        vandalise(view)
        assert game.dumps(state) == before, f"changing player {player}'s view changed the state"
        assert game.view(state, player) == expected, f"changing player {player}'s view changed a later view"


def check_state(game, state, rng):
    """The costly checks on one state."""
    assert json_roundtrip(state) == state, "a state holds JSON data only"
    players = range(state["players"])
    for player in [None, *players]:
        view = game.view(state, player)
        assert json_roundtrip(view) == view, "a view holds JSON data only"
        shuffled = json_roundtrip(state)
        game.rules.shuffle_hidden(shuffled, player, Rng(rng.getrandbits(64)))
        assert game.view(shuffled, player) == view, (
            f"player {player}'s view changed when only what they cannot see was rearranged"
        )
    for player in players:
        if player not in game.to_move(state):
            assert game.legal_actions(state, player) == []


def look_alikes(value):
    """What a careless or hostile caller might send for `value`: equal or close to it, but of another type or shape."""
    if type(value) is dict:
        alikes = [{**value, "extra": None}, list(value.items())]
        for key, inner in value.items():
            alikes.append({other: item for other, item in value.items() if other != key})
            alikes += [{**value, key: alike} for alike in look_alikes(inner)]
        return alikes
    if type(value) is list:
        return [tuple(value), [*value, None]]
    if type(value) is bool:
        return [int(value), float(value), str(value)]
    if type(value) is int:
        return [float(value), bool(value), str(value), HUGE]
    if type(value) is float:
        return [int(value), bool(value), str(value), math.nan, math.inf]
    if type(value) is str:
        return [value.encode(), [value], None]
    return []


def malformed(action):
    """Actions that must all be refused: look-alikes of a legal one, and junk."""
    junk = [None, True, 0, 1.5, math.nan, HUGE, "type", b"type", [], [action], {}, {1, 2}, object(), {1: action}]
    return look_alikes(action) + junk


def refusal(game, state, player, action, what):
    """The code of the IllegalAction that `apply` raises; the test fails if it takes the action."""
    try:
        game.apply(state, player, action)
    except IllegalAction as error:
        assert str(error), "an IllegalAction says in words what went wrong"
        return error.code
    pytest.fail(f"{what} was taken")


def check_illegal(game, state, player, action):
    """Illegal and malformed actions, and players who may not act, raise and change nothing."""
    before = game.dumps(state)
    legal = game.legal_actions(state, player)
    for number, wrong in enumerate([{"type": "no-such-action"}, *malformed(action)]):
        if not any(same_json(wrong, candidate) for candidate in legal):
            what = f"malformed action #{number} (a {type(wrong).__name__})"
            assert refusal(game, state, player, wrong, what) == "not_legal", what
    outsiders = [p for p in range(state["players"]) if p not in game.to_move(state)]
    if outsiders:
        assert refusal(game, state, outsiders[0], action, "an action out of turn") == "not_your_turn"
    for number, not_a_player in enumerate(NOT_PLAYERS + (state["players"],)):
        what = f"an action by non-player #{number} (a {type(not_a_player).__name__})"
        assert game.legal_actions(state, not_a_player) == [], what
        assert refusal(game, state, not_a_player, action, what) == "unknown_player", what
    assert game.dumps(state) == before


def check_outcome(game, state):
    """The outcome every game shares: winners, one int score per player, a declared reason."""
    outcome = game.outcome(state)
    assert json_roundtrip(outcome) == outcome
    assert sorted(outcome) == ["reason", "scores", "winners"], f"outcome keys: {sorted(outcome)}"
    winners, scores = outcome["winners"], outcome["scores"]
    assert type(winners) is list and all(is_player(state, player) for player in winners), winners
    assert len(set(winners)) == len(winners), winners
    assert type(scores) is list and len(scores) == state["players"], scores
    assert all(type(score) is int for score in scores), scores
    assert outcome["reason"] in game.info["outcome_reasons"], f"undeclared reason {outcome['reason']!r}"
    assert game.view(state, None)["outcome"] == outcome


def play_random_game(game, seed, deep):
    """A random game: a random player among those who may act plays a random legal action.

    Returns the table (players, options), the moves as (player, action) and the final state.
    """
    players, options = settings(game, seed)
    rng = random.Random(seed)
    state = game.new(players=players, seed=seed, **options)
    components = game.rules.components(state)
    moves = []
    earlier_movers = None
    check_saved(game, state, deep)
    while game.outcome(state) is None:
        movers = game.to_move(state)
        check_turn_model(game, state, movers, earlier_movers)
        legal = {mover: game.legal_actions(state, mover) for mover in movers}
        assert all(legal.values()), f"a player who may act has no legal action: {legal}"
        player = rng.choice(movers)
        action = rng.choice(legal[player])
        if deep:
            check_state(game, state, rng)
            check_illegal(game, state, player, action)
            if len(moves) % VIEW_COPY_EVERY == 0:
                check_views_are_copies(game, state)
        before = pickle.dumps(state)
        state_after = game.apply(state, player, action)
        assert pickle.dumps(state) == before, "apply must leave the old state unchanged"
        state = state_after
        check_saved(game, state, deep)
        moves.append((player, action))
        earlier_movers = movers
        if deep:
            assert game.rules.components(state) == components, "cards appeared or vanished"
        assert len(moves) < MAX_ACTIONS, "the game does not end"
    assert game.rules.components(state) == components, "cards appeared or vanished"
    check_saved(game, state, deep=True)
    assert game.to_move(state) == []
    check_outcome(game, state)
    with pytest.raises(IllegalAction) as raised:
        game.apply(state, 0, {"type": "anything"})
    assert raised.value.code == "game_over"
    return (players, options), moves, state


#: Random games run in batches so that a parallel test run can share them out.
BATCH = 100


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("first_seed", range(0, RANDOM_GAMES, BATCH))
def test_random_games_end_and_keep_every_invariant(game_id, first_seed):
    game = GAMES[game_id]
    for seed in range(first_seed, min(first_seed + BATCH, RANDOM_GAMES)):
        play_random_game(game, seed, deep=seed % DEEP_CHECK_EVERY == 0)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_same_seed_and_moves_give_the_same_game(game_id):
    """Whoever acts and in whatever order, the game replays exactly from its seed and its moves."""
    game = GAMES[game_id]
    for seed in (1, 2, 3):
        (players, options), moves, state = play_random_game(game, seed, deep=False)
        replayed = game.new(players=players, seed=seed, **options)
        for player, action in moves:
            replayed = game.apply(replayed, player, action)
        assert game.dumps(replayed) == game.dumps(state)


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("level", pygame_rules.BOT_LEVELS)
def test_computer_players_finish_games_from_their_view_alone(game_id, level):
    """A computer player picks legal actions, and decides the same whatever it cannot see."""
    game = GAMES[game_id]
    bot = game.bot(level)
    for seed in range(max(5, RANDOM_GAMES // 50)):
        players, options = settings(game, seed)
        state = game.new(players=players, seed=seed, **options)
        pick = random.Random(seed)
        actions = 0
        while game.outcome(state) is None:
            player = pick.choice(game.to_move(state))
            action = bot.choose(game, state, player, Rng(seed * 7919 + actions))
            shuffled = json_roundtrip(state)
            game.rules.shuffle_hidden(shuffled, player, Rng(actions))
            assert same_json(bot.choose(game, shuffled, player, Rng(seed * 7919 + actions)), action), (
                "the computer player peeked at what its seat cannot see"
            )
            actions += 1
            assert actions < MAX_ACTIONS
            if action is None:  # out of its turn a computer player may wait: the table asks it again later
                assert game.info["turns"] != ONE_AT_A_TIME and player != game.view(state, player).get("current")
                continue
            game.check_action(state, player, action)
            state = game.apply(state, player, action)


@pytest.mark.parametrize("game_id", GAMES)
def test_info_declares_the_game(game_id):
    info = GAMES[game_id].info
    assert info["id"] == game_id
    assert set(info["names"]) >= {"fr", "en"}
    assert 1 <= info["min_players"] <= info["max_players"]
    assert info["turns"] in TURN_MODELS
    assert info["outcome_reasons"] and all(type(reason) is str for reason in info["outcome_reasons"])
    names = [option["name"] for option in info["options"]]
    assert len(set(names)) == len(names)
    for option in info["options"]:
        assert sorted(option) == ["choices", "default", "name"]
        assert option["choices"] and option["default"] in option["choices"]
    assert json_roundtrip(info) == info


@pytest.mark.parametrize("game_id", GAMES)
def test_options_are_declared_checked_and_filled_in(game_id):
    """Every declared option gets one of its choices; anything undeclared is refused."""
    game = GAMES[game_id]
    players = game.info["max_players"]
    options = game.new(players=players, seed=0)["options"]
    assert sorted(options) == sorted(option["name"] for option in game.info["options"])
    for option in game.info["options"]:
        assert options[option["name"]] in option["choices"]
        for wrong in ("no-such-choice", True, None, 1, [option["default"]]):
            with pytest.raises(ValueError):
                game.new(players=players, seed=0, **{option["name"]: wrong})
    with pytest.raises(ValueError):
        game.new(players=players, seed=0, no_such_option="x")


@pytest.mark.parametrize("game_id", GAMES)
def test_player_counts_outside_the_box_are_refused(game_id):
    game = GAMES[game_id]
    for players in (game.info["min_players"] - 1, game.info["max_players"] + 1, True, float(game.info["min_players"])):
        with pytest.raises(ValueError):
            game.new(players=players, seed=0)
