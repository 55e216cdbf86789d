"""Property-based fuzzing of the engine's doors: saved games, actions, new games (Hypothesis).

For every registered game and both example games of tests/conformance:

- Saves spoiled as data: real states from seeded random play (the first,
  every 7th, every one mid-swap or mid-attack, the last) get 1 to 3 random
  changes (a key deleted; a value replaced by another JSON type, a number
  just out of range or a name of the game; a list cut or extended; a value
  nested up to 50,000 deep; two values swapped; one value copied over
  another, such as a card into another card's place; a junk key added).
  `loads(dumps(spoiled))` must raise ValueError, or return a state that
  plays: `to_move`, `legal_actions`, `view` and `outcome` raise nothing,
  every legal action is taken or refused with IllegalAction, and the states
  a few random moves make are accepted by `loads` too.
- Saves spoiled as text: cut short, a piece removed or doubled, a stray
  bracket, quote, backslash, long number or NaN: the same must hold.
- Actions built by Hypothesis (any JSON value, or a legal action with one
  value replaced), sent by any seat or non-seat: `apply` takes a legal one
  and raises IllegalAction for anything else, changing nothing.
- `new` with any players, seed and options: a state `loads` accepts, or ValueError.

Not run inside Pyodide (Hypothesis is not installed there): the issue's
concrete cases are plain unit tests in tests/rules/test_saves.py, which are.
Deterministic: derandomize=True and no example database, so every run and
CI try the same examples; the sizes below keep the folder to about 15 s on
one core.
"""

import collections
import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pygame_rules import IllegalAction, same_json
from tests.fuzz.hostile import GAMES, mutate, pick, play_on, real_states, spoil_text, to_text


def fuzz_settings(examples):
    return settings(
        max_examples=examples,
        derandomize=True,
        database=None,
        deadline=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    )


#: How many spoiled saves each game gets, as data and as text; and actions, and new games.
SPOILED_SAVES = 1000
SPOILED_TEXTS = 300
ACTIONS = 300
NEW_GAMES = 200

#: What the fuzzing did, per game: printed at the end of the module (pytest -s shows it).
TALLY = collections.Counter()


@pytest.fixture(scope="module", autouse=True)
def report_tally():
    yield
    for game_id in GAMES:
        tried, refused = TALLY[game_id, "tried"], TALLY[game_id, "refused"]
        print(f"\n{game_id}: {tried} spoiled saves tried, {refused} refused with ValueError, "
              f"{tried - refused} accepted and played")


class Chooser:
    """The choices of tests/fuzz/hostile.py, drawn by Hypothesis so that a failure shrinks."""

    def __init__(self, data):
        self.data = data

    def integer(self, low, high):
        return self.data.draw(st.integers(low, high))


def loaded_or_refused(game, text, data):
    """`loads(text)`: None when refused with ValueError (anything else fails the test), else the state."""
    TALLY[game.id, "tried"] += 1
    try:
        state = game.loads(text)
    except ValueError:
        TALLY[game.id, "refused"] += 1
        return None
    play_on(game, state, random.Random(data.draw(st.integers(0, 2**32), label="play seed")))
    return state


@pytest.mark.parametrize("game_id", GAMES)
@fuzz_settings(SPOILED_SAVES)
@given(data=st.data())
def test_a_spoiled_save_is_refused_or_plays(game_id, data):
    game = GAMES[game_id]
    chooser = Chooser(data)
    state = json.loads(pick(chooser, real_states(game_id)))
    mutate(chooser, state)
    loaded_or_refused(game, to_text(game, state), data)


@pytest.mark.parametrize("game_id", GAMES)
@fuzz_settings(SPOILED_TEXTS)
@given(data=st.data())
def test_a_save_spoiled_as_text_is_refused_or_plays(game_id, data):
    game = GAMES[game_id]
    chooser = Chooser(data)
    loaded_or_refused(game, spoil_text(chooser, pick(chooser, real_states(game_id))), data)


KEYS = st.sampled_from(["type", "place", "number", "card", "kind", "spot", "defender", "opponent", "take"]) | st.text(
    max_size=6)
JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(KEYS, inner, max_size=4),
    max_leaves=12,
)
PLAYERS = st.integers(-2, 5) | st.sampled_from([True, False, None, 0.0, "0", [0], 2**64])


def spoiled_action(data, legal):
    """Any JSON value, or a legal action with one value (or the value of one of its values) replaced."""
    if not legal or data.draw(st.booleans(), label="any JSON"):
        return data.draw(JSON, label="action")
    action = json.loads(json.dumps(data.draw(st.sampled_from(legal), label="legal action")))
    key = data.draw(st.sampled_from(sorted(action)), label="key")
    if type(action[key]) is dict and action[key] and data.draw(st.booleans()):
        action = action[key]
        key = data.draw(st.sampled_from(sorted(action)), label="inner key")
    action[key] = data.draw(JSON, label="value")
    return action


@pytest.mark.parametrize("game_id", GAMES)
@fuzz_settings(ACTIONS)
@given(data=st.data())
def test_any_action_is_taken_if_legal_else_refused_with_illegal_action(game_id, data):
    game = GAMES[game_id]
    state = game.loads(data.draw(st.sampled_from(real_states(game_id)), label="state"))
    movers = game.to_move(state)
    player = data.draw(st.sampled_from(movers) if movers and data.draw(st.booleans()) else PLAYERS, label="player")
    legal = game.legal_actions(state, player)
    action = spoiled_action(data, legal or game.legal_actions(state, movers[0]) if movers else [])
    before = game.dumps(state)
    try:
        game.apply(state, player, action)
    except IllegalAction as error:
        assert error.code in ("not_legal", "not_your_turn", "unknown_player", "game_over")
        assert not any(same_json(action, candidate) for candidate in legal)
    else:
        assert any(same_json(action, candidate) for candidate in legal) or game.rules.accept(
            state, player, action, legal) is not None
    assert game.dumps(state) == before, "apply changed the state it was given"


OPTION_NAMES = st.sampled_from(["variant", "hands", "pile", "x"]) | st.text(max_size=5)


@pytest.mark.parametrize("game_id", GAMES)
@fuzz_settings(NEW_GAMES)
@given(
    players=st.integers(-1, 9) | st.sampled_from([True, False, None, 2.0, "2", [2], 10**12]),
    seed=st.integers(-(2**65), 2**65) | st.sampled_from([0, 2**64 - 1, True, None, 1.5, "1"]),
    options=st.dictionaries(
        OPTION_NAMES,
        st.sampled_from(["coop", "solo", "competitive", "hidden", "open", "small", None, True, 1, ["open"]]),
        max_size=2,
    ),
)
def test_new_makes_a_game_that_loads_or_raises_value_error(game_id, players, seed, options):
    game = GAMES[game_id]
    try:
        state = game.new(players, seed, **options)
    except ValueError:
        assert not (type(players) is int and game.info["min_players"] <= players <= game.info["max_players"]
                    and type(seed) is int and 0 <= seed < 2**64 and not options)
        return
    assert game.loads(game.dumps(state)) == state
    play_on(game, state, random.Random(0), moves=2)
