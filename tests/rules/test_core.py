"""The shared protocol: registry, generator, engine checks, saves, event visibility."""

import json

import pytest

import pygame_rules
from pygame_rules import GameInfo, IllegalAction, Rng, Rules
from pygame_rules.core import Game, emit


def test_the_registry_lists_and_loads_games():
    assert "marchenwald" in pygame_rules.list_games()
    game = pygame_rules.load("marchenwald")
    assert game is pygame_rules.load("marchenwald")
    assert game.info["id"] == "marchenwald"
    with pytest.raises(KeyError, match="marchenwald"):
        pygame_rules.load("chess")


def test_the_generator_gives_the_same_numbers_on_every_python():
    """Pinned values: Pyodide runs this same test, so CPython and the browser agree."""
    rng = Rng(42)
    assert [rng.next64() for _ in range(3)] == [
        13679457532755275413,
        2949826092126892291,
        5139283748462763858,
    ]
    rng = Rng(7)
    items = list(range(10))
    rng.shuffle(items)
    assert items == [8, 1, 5, 9, 0, 4, 3, 2, 6, 7]


def test_the_generator_stays_in_bounds_and_covers_them():
    rng = Rng(1)
    values = [rng.below(6) for _ in range(600)]
    assert set(values) == set(range(6))
    assert all(0 <= rng.random() < 1 for _ in range(100))
    with pytest.raises(ValueError):
        rng.below(0)


def test_the_generator_state_is_one_int_that_resumes_exactly():
    rng = Rng(99)
    rng.next64()
    resumed = Rng(rng.state)
    assert [rng.below(1000) for _ in range(5)] == [resumed.below(1000) for _ in range(5)]


class Countdown(Rules):
    """A tiny game for the engine's own tests: players take 1 or 2 from a pile; whoever takes the last wins.

    The pile's size is hidden from player 1 (a stand-in for hidden cards).
    """

    info = GameInfo(id="countdown", names={"fr": "Compte", "en": "Countdown"}, min_players=2, max_players=2, ages=(4, None))

    def setup(self, state, rng, options):
        state.update(pile=5 + rng.below(3), current=0, winner=None)

    def to_move(self, state):
        return [state["current"]]

    def legal_actions(self, state, player):
        return [{"take": n} for n in (1, 2) if n <= state["pile"]]

    def play(self, state, player, action, rng):
        state["pile"] -= action["take"]
        emit(state, "took", player=player, take=action["take"])
        emit(state, "pile", secret_for=0, secret={"pile": state["pile"]})
        if state["pile"] == 0:
            state["winner"] = player
        state["current"] = 1 - player

    def view(self, state, player):
        return {"pile": state["pile"] if player == 0 else None}

    def outcome(self, state):
        if state["winner"] is None:
            return None
        return {"winners": [state["winner"]], "scores": [0, 0]}


COUNTDOWN = Game(Countdown())


def test_apply_returns_a_new_state_and_leaves_the_old_one_alone():
    state = COUNTDOWN.new(players=2, seed=3)
    before = json.dumps(state, sort_keys=True)
    after = COUNTDOWN.apply(state, 0, {"take": 2})
    assert json.dumps(state, sort_keys=True) == before
    assert after["pile"] == state["pile"] - 2
    assert after["events"][0]["kind"] == "took"


def test_illegal_actions_raise_with_a_code_and_change_nothing():
    state = COUNTDOWN.new(players=2, seed=3)
    cases = [
        (1, {"take": 1}, "not_your_turn"),
        (0, {"take": 3}, "not_legal"),
        (2, {"take": 1}, "unknown_player"),
        ("0", {"take": 1}, "unknown_player"),
    ]
    for player, action, code in cases:
        with pytest.raises(IllegalAction) as raised:
            COUNTDOWN.apply(state, player, action)
        assert raised.value.code == code
        assert str(raised.value)
    while COUNTDOWN.outcome(state) is None:
        player = COUNTDOWN.to_move(state)[0]
        state = COUNTDOWN.apply(state, player, COUNTDOWN.legal_actions(state, player)[0])
    assert COUNTDOWN.to_move(state) == []
    assert COUNTDOWN.legal_actions(state, 0) == []
    with pytest.raises(IllegalAction) as raised:
        COUNTDOWN.apply(state, 0, {"take": 1})
    assert raised.value.code == "game_over"


def test_every_seat_sees_an_event_and_only_its_owner_sees_its_secret_part():
    state = COUNTDOWN.apply(COUNTDOWN.new(players=2, seed=3), 0, {"take": 1})
    pile = state["pile"]
    assert [e["kind"] for e in COUNTDOWN.view(state, 0)["events"]] == ["took", "pile"]
    assert COUNTDOWN.view(state, 0)["events"][-1] == {"seq": 1, "kind": "pile", "pile": pile}
    for player in (1, None):
        assert COUNTDOWN.view(state, player)["events"][-1] == {"seq": 1, "kind": "pile"}


def test_the_view_carries_the_common_fields():
    state = COUNTDOWN.new(players=2, seed=3)
    view = COUNTDOWN.view(state, 1)
    assert view["game"] == "countdown"
    assert view["to_move"] == [0]
    assert view["outcome"] is None
    assert view["pile"] is None


def test_saves_round_trip_and_foreign_or_old_saves_are_refused():
    state = COUNTDOWN.apply(COUNTDOWN.new(players=2, seed=3), 0, {"take": 1})
    assert COUNTDOWN.loads(COUNTDOWN.dumps(state)) == state
    marchenwald = pygame_rules.load("marchenwald")
    with pytest.raises(ValueError):
        COUNTDOWN.loads(marchenwald.dumps(marchenwald.new(players=2, seed=1)))
    old = dict(state, format=0)
    with pytest.raises(ValueError):
        COUNTDOWN.loads(COUNTDOWN.dumps(old))
    for corrupt in ("", "{", "[]", "null"):
        with pytest.raises(ValueError):
            COUNTDOWN.loads(corrupt)


def test_options_are_checked():
    with pytest.raises(ValueError):
        COUNTDOWN.new(players=2, seed=0, colour="blue")
    with pytest.raises(ValueError):
        COUNTDOWN.new(players=3, seed=0)
    assert COUNTDOWN.new(players=2, seed=0)["options"] == {"variant": "standard"}


def test_recorded_events_do_not_share_data_with_the_state():
    state = COUNTDOWN.new(players=2, seed=0)
    card = {"kind": "x"}
    event = emit(state, "seen", card=card)
    card["kind"] = "changed"
    assert event["card"] == {"kind": "x"}


def test_unknown_bot_levels_are_refused():
    with pytest.raises(ValueError):
        pygame_rules.load("marchenwald").bot("genius")
