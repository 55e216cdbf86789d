"""Every registered game must pass these, in the spirit of OpenSpiel's random simulation test.

Many seeded games are played with random legal actions (and some with the
computer players). Along the way: each game ends, a player who must act
always has a legal action, every state round-trips through JSON, `apply`
leaves the old state unchanged, illegal actions raise and change nothing,
views hide what they must hide, and no card or tile appears or vanishes.

PYGAME_RULES_RANDOM_GAMES sets how many random games per game (default
1000); the run inside Pyodide uses fewer.
"""

import json
import os
import pickle
import random

import pytest

import pygame_rules
from pygame_rules import IllegalAction, Rng

RANDOM_GAMES = int(os.environ.get("PYGAME_RULES_RANDOM_GAMES", "1000"))
#: Every this many random games, each state also goes through the costly checks.
DEEP_CHECK_EVERY = 25
MAX_ACTIONS = 5000

GAMES = pygame_rules.list_games()


def player_counts(game):
    return range(game.info["min_players"], game.info["max_players"] + 1)


def settings(game, seed):
    """A varied but reproducible table for `seed`: player count and variant."""
    rng = random.Random(seed)
    players = rng.choice(list(player_counts(game)))
    variants = []
    for variant in game.info["variants"]:
        try:
            game.new(players=players, seed=seed, variant=variant)
        except ValueError:
            continue
        variants.append(variant)
    return players, rng.choice(variants)


def json_roundtrip(data):
    return json.loads(json.dumps(data))


def check_state(game, state, rng):
    """The costly checks on one state."""
    text = game.dumps(state)
    assert game.loads(text) == state, "dumps/loads must round-trip exactly"
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
        if player in game.to_move(state):
            assert game.legal_actions(state, player), f"player {player} must act but has no legal action"
        else:
            assert game.legal_actions(state, player) == []


def check_illegal(game, state, player):
    """An action nobody may take, and a player who may not act, raise and change nothing."""
    before = game.dumps(state)
    with pytest.raises(IllegalAction) as raised:
        game.apply(state, player, {"type": "no-such-action"})
    assert raised.value.code == "not_legal"
    outsiders = [p for p in range(state["players"]) if p not in game.to_move(state)]
    if outsiders:
        with pytest.raises(IllegalAction) as raised:
            game.apply(state, outsiders[0], game.legal_actions(state, player)[0])
        assert raised.value.code == "not_your_turn"
    assert game.dumps(state) == before


def play_random_game(game, seed, deep):
    players, variant = settings(game, seed)
    rng = random.Random(seed)
    state = game.new(players=players, seed=seed, variant=variant)
    components = game.rules.components(state)
    actions = 0
    while game.outcome(state) is None:
        movers = game.to_move(state)
        assert movers, "nobody may act, yet the game is not over"
        player = rng.choice(movers)
        legal = game.legal_actions(state, player)
        assert legal, f"player {player} must act but has no legal action"
        if deep:
            check_state(game, state, rng)
            check_illegal(game, state, player)
        before = pickle.dumps(state)
        state_after = game.apply(state, player, rng.choice(legal))
        assert pickle.dumps(state) == before, "apply must leave the old state unchanged"
        state = state_after
        if deep:
            assert game.rules.components(state) == components, "cards appeared or vanished"
        actions += 1
        assert actions < MAX_ACTIONS, "the game does not end"
    assert game.rules.components(state) == components, "cards appeared or vanished"
    assert game.to_move(state) == []
    outcome = game.outcome(state)
    assert json_roundtrip(outcome) == outcome
    assert set(outcome["winners"]) <= set(range(players))
    with pytest.raises(IllegalAction) as raised:
        game.apply(state, 0, {"type": "anything"})
    assert raised.value.code == "game_over"
    return state


#: Random games run in batches so that a parallel test run can share them out.
BATCH = 100


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("first_seed", range(0, RANDOM_GAMES, BATCH))
def test_random_games_end_and_keep_every_invariant(game_id, first_seed):
    game = pygame_rules.load(game_id)
    for seed in range(first_seed, min(first_seed + BATCH, RANDOM_GAMES)):
        play_random_game(game, seed, deep=seed % DEEP_CHECK_EVERY == 0)


@pytest.mark.parametrize("game_id", GAMES)
def test_same_seed_and_actions_give_the_same_game(game_id):
    game = pygame_rules.load(game_id)
    for seed in (1, 2, 3):
        assert game.dumps(play_random_game(game, seed, deep=False)) == game.dumps(
            play_random_game(game, seed, deep=False)
        )


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("level", pygame_rules.BOT_LEVELS)
def test_computer_players_finish_games_from_their_view_alone(game_id, level):
    """A computer player picks legal actions, and decides the same whatever it cannot see."""
    game = pygame_rules.load(game_id)
    bot = game.bot(level)
    for seed in range(max(5, RANDOM_GAMES // 50)):
        players, variant = settings(game, seed)
        state = game.new(players=players, seed=seed, variant=variant)
        actions = 0
        while game.outcome(state) is None:
            player = game.to_move(state)[0]
            action = bot.choose(game, state, player, Rng(seed * 7919 + actions))
            assert action in game.legal_actions(state, player)
            shuffled = json_roundtrip(state)
            game.rules.shuffle_hidden(shuffled, player, Rng(actions))
            assert bot.choose(game, shuffled, player, Rng(seed * 7919 + actions)) == action, (
                "the computer player peeked at what its seat cannot see"
            )
            state = game.apply(state, player, action)
            actions += 1
            assert actions < MAX_ACTIONS


@pytest.mark.parametrize("game_id", GAMES)
def test_info_declares_the_game(game_id):
    info = pygame_rules.load(game_id).info
    assert info["id"] == game_id
    assert set(info["names"]) >= {"fr", "en"}
    assert 1 <= info["min_players"] <= info["max_players"]
    assert info["default_variant"] in info["variants"]
    assert json_roundtrip(info) == info


@pytest.mark.parametrize("game_id", GAMES)
def test_player_counts_outside_the_box_are_refused(game_id):
    game = pygame_rules.load(game_id)
    for players in (game.info["min_players"] - 1, game.info["max_players"] + 1):
        with pytest.raises(ValueError):
            game.new(players=players, seed=0)
