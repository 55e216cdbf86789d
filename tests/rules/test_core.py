"""The shared protocol: registry, generator, engine checks, strict actions, measured values,
options, turn models, outcomes, saves, event visibility."""

import json
import math

import pytest

import pygame_rules
from pygame_rules import ONE_AT_A_TIME, REAL_TIME, GameInfo, IllegalAction, Option, Rng, Rules, valid_measure
from pygame_rules.core import Game, check_fields, emit, is_int, is_list, require, same_json


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

    info = GameInfo(
        id="countdown",
        names={"fr": "Compte", "en": "Countdown"},
        min_players=2,
        max_players=2,
        ages=(4, None),
        options=(Option("pile", ("small", "big"), default="small"),),
        outcome_reasons=("last_taken",),
    )

    def setup(self, state, rng, options):
        smallest = 5 if options["pile"] == "small" else 10
        state.update(pile=smallest + rng.below(3), current=0, winner=None)

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
        return {"winners": [state["winner"]], "scores": [0, 0], "reason": "last_taken"}

    def components(self, state):
        return []

    def check_state(self, state):
        check_fields(state, ("pile", "current", "winner"))
        require(is_int(state["pile"], 0, 12) and is_int(state["current"], 0, 1), "pile, current")
        require(state["winner"] is None if state["pile"] else is_int(state["winner"], 0, 1), "winner")


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


def test_options_are_checked_against_the_declaration_and_get_their_defaults():
    assert COUNTDOWN.new(players=2, seed=0)["options"] == {"pile": "small"}
    assert COUNTDOWN.new(players=2, seed=0, pile="big")["options"] == {"pile": "big"}
    assert COUNTDOWN.new(players=2, seed=0, pile="big")["pile"] >= 10
    for wrong in ({"colour": "blue"}, {"pile": "huge"}, {"pile": None}, {"pile": True}, {"pile": ["big"]}):
        with pytest.raises(ValueError):
            COUNTDOWN.new(players=2, seed=0, **wrong)
    for players in (3, True, 2.0, "2"):
        with pytest.raises(ValueError):
            COUNTDOWN.new(players=players, seed=0)


def test_options_are_declared_for_setup_screens():
    assert COUNTDOWN.info["options"] == [{"name": "pile", "choices": ["small", "big"], "default": "small"}]
    assert pygame_rules.load("marchenwald").info["options"] == [
        {"name": "variant", "choices": ["coop", "solo", "competitive"], "default": "coop"}
    ]
    assert pygame_rules.load("mechanlou").info["options"] == [
        {"name": "hands", "choices": ["hidden", "open"], "default": "hidden"}
    ]
    with pytest.raises(ValueError):
        Option("hands", ("hidden", "open"), default="glass")


def test_games_keep_their_own_option_rules_on_top_of_the_declared_ones():
    marchenwald = pygame_rules.load("marchenwald")
    assert marchenwald.new(players=1, seed=0)["options"] == {"variant": "solo"}
    assert marchenwald.new(players=3, seed=0)["options"] == {"variant": "coop"}
    with pytest.raises(ValueError):
        marchenwald.new(players=3, seed=0, variant="solo")
    mechanlou = pygame_rules.load("mechanlou")
    assert mechanlou.new(players=2, seed=0)["options"] == {"hands": "hidden"}
    with pytest.raises(ValueError):
        mechanlou.new(players=2, seed=0, variant="standard")


def test_every_game_declares_its_turn_model_and_its_outcome_reasons():
    assert COUNTDOWN.info["turns"] == ONE_AT_A_TIME  # the default
    assert pygame_rules.load("marchenwald").info["turns"] == ONE_AT_A_TIME
    assert pygame_rules.load("mechanlou").info["turns"] == ONE_AT_A_TIME
    assert pygame_rules.load("marchenwald").info["outcome_reasons"] == ["castle", "dwarfs"]
    assert pygame_rules.load("mechanlou").info["outcome_reasons"] == ["story"]
    assert GameInfo("x", {}, 2, 4, (4, None), turns=REAL_TIME).turns == REAL_TIME
    with pytest.raises(ValueError):
        GameInfo("x", {}, 2, 4, (4, None), turns="whenever")


def test_recorded_events_do_not_share_data_with_the_state():
    state = COUNTDOWN.new(players=2, seed=0)
    card = {"kind": "x"}
    event = emit(state, "seen", card=card)
    card["kind"] = "changed"
    assert event["card"] == {"kind": "x"}


def test_unknown_bot_levels_are_refused():
    with pytest.raises(ValueError):
        pygame_rules.load("marchenwald").bot("genius")


# -- strict actions --------------------------------------------------------------

#: An int too long to print (Python refuses to): an error message must still be written.
HUGE = 10**5000

#: Seats that do not exist: a bool (False == 0 and True == 1 for ==), a float, a string, junk, out of range.
NOT_PLAYERS = (False, True, 0.0, 1.0, "0", None, [0], -1, 2, HUGE)


def marchenwald_table():
    """A new Märchenwald game, player 0 to reveal; place 1 is a legal reveal."""
    game = pygame_rules.load("marchenwald")
    state = game.new(players=2, seed=1)
    assert {"type": "reveal", "place": 1} in game.legal_actions(state, 0)
    return game, state, {"type": "reveal", "place": 1}


def mechanlou_table():
    """A new Méchanlou game, player 0 holding a 1, a 3 and a wolf; laying the 3 is legal."""
    game = pygame_rules.load("mechanlou")
    state = game.new(players=2, seed=1)
    pool = state["hands"][0] + state["deck"]
    wanted = [{"kind": "story", "number": 1}, {"kind": "story", "number": 3}, {"kind": "wolf"}]
    for card in wanted:
        pool.remove(card)
    state["hands"][0], state["deck"] = wanted, pool
    assert {"type": "lay", "number": 3} in game.legal_actions(state, 0)
    return game, state, {"type": "lay", "number": 3}


def look_alikes(action):
    """Actions == to a legal one, or nearly, that strict checking must refuse."""
    key = next(key for key, value in action.items() if type(value) is int)
    number = action[key]
    return [
        {**action, key: float(number)},  # 3.0 for 3: it would go into a row as a float
        {**action, key: True},  # True == 1
        {**action, key: False},  # False == 0
        {**action, key: str(number)},
        {**action, key: [number]},
        {**action, key: HUGE},
        {**action, key: math.nan},
        {**action, key: None},
        {**action, "extra": None},  # an extra key is not ignored
        {k: v for k, v in action.items() if k != key},  # nor a missing one
        {**action, "type": [action["type"]]},
        {**action, "type": {action["type"]: {"deep": [1, {2: 3}]}}},  # nested junk
        {1: action},
        list(action.items()),
        tuple(action.values()),
        json.dumps(action),
        action["type"],
        None,
        number,
        math.nan,
        HUGE,
        [],
        {},
        {1, 2},  # unhashable, not JSON
        object(),
    ]


TABLES = {"marchenwald": marchenwald_table, "mechanlou": mechanlou_table}


@pytest.mark.parametrize("game_id", TABLES)
def test_an_action_is_legal_only_with_the_same_json_types_and_keys(game_id):
    game, state, legal = TABLES[game_id]()
    before = game.dumps(state)
    for number, wrong in enumerate(look_alikes(legal)):
        with pytest.raises(IllegalAction) as raised:
            game.apply(state, 0, wrong)
        assert raised.value.code == "not_legal", number
        assert str(raised.value)
        assert game.dumps(state) == before, f"look-alike #{number} changed the state"
    game.apply(state, 0, legal)  # the action itself is taken


def test_a_card_inside_an_action_is_compared_strictly_too():
    game, state, _ = mechanlou_table()
    before = game.dumps(state)
    returned = {"type": "return", "card": {"kind": "story", "number": 3}}
    assert returned in game.legal_actions(state, 0)
    for card in ({"kind": "story", "number": 3.0}, {"kind": "story", "number": 3, "x": 0}, {"kind": "story"},
                 {"kind": "story", "number": True}, ["story", 3]):
        with pytest.raises(IllegalAction) as raised:
            game.apply(state, 0, {"type": "return", "card": card})
        assert raised.value.code == "not_legal"
    assert game.dumps(state) == before


@pytest.mark.parametrize("game_id", TABLES)
def test_the_state_records_the_legal_action_not_the_one_sent(game_id):
    game, state, legal = TABLES[game_id]()
    sent = json.loads(json.dumps(legal))
    assert game.check_action(state, 0, sent) == legal
    assert game.check_action(state, 0, sent) is not sent
    after = game.apply(state, 0, sent)
    sent["type"] = "changed"
    assert "changed" not in game.dumps(after)


def test_a_nested_part_of_the_action_sent_never_enters_the_state():
    game, state, _ = mechanlou_table()
    card = {"kind": "story", "number": 3}
    after = game.apply(state, 0, {"type": "return", "card": card})
    card["number"] = 99
    assert 99 not in [c.get("number") for c in after["deck"]]
    assert all(event.get("card", {}).get("number") != 99 for event in after["events"])


@pytest.mark.parametrize("game_id", TABLES)
def test_a_player_is_a_plain_int_seat(game_id):
    """player=False must not pass for player 0, nor True for player 1."""
    game, state, legal = TABLES[game_id]()
    before = game.dumps(state)
    for not_a_player in NOT_PLAYERS:
        assert game.legal_actions(state, not_a_player) == []
        with pytest.raises(IllegalAction) as raised:
            game.apply(state, not_a_player, legal)
        assert raised.value.code == "unknown_player"
        assert str(raised.value)
    assert game.dumps(state) == before
    assert game.legal_actions(state, 0)


def test_same_json_tells_types_apart_all_the_way_down():
    assert same_json({"a": [1, {"b": 2.5}]}, {"a": [1, {"b": 2.5}]})
    assert not same_json({"a": [True]}, {"a": [1]})
    assert not same_json({"a": [1.0]}, {"a": [1]})
    assert not same_json({"a": [1, 2]}, {"a": [1]})
    assert not same_json({"a": 1, "b": 2}, {"a": 1})
    assert not same_json({1: 1}, {"1": 1})
    assert not same_json((1,), [1])


# -- measured values -------------------------------------------------------------


class Roof(Rules):
    """A tiny game whose action carries a measured value: pull a card off a roof, as steadily as you can.

    The UI measures how steady the pull was (a float in [0, 1]); legal_actions
    shows the representative 1.0 so that computer players and tests can play.
    """

    info = GameInfo(
        id="roof", names={"fr": "Toit", "en": "Roof"}, min_players=1, max_players=1, ages=(4, None),
        outcome_reasons=("roof_empty",),
    )

    def setup(self, state, rng, options):
        state.update(roof=[1, 2, 3], pulls=[])

    def to_move(self, state):
        return [0]

    def legal_actions(self, state, player):
        return [{"type": "pull", "card": card, "steadiness": 1.0} for card in state["roof"]]

    def accept(self, state, player, action, legal):
        if type(action) is not dict or not valid_measure(action.get("steadiness")):
            return None
        representative = super().accept(state, player, {**action, "steadiness": 1.0}, legal)
        if representative is None:
            return None
        return {**representative, "steadiness": action["steadiness"]}

    def play(self, state, player, action, rng):
        state["roof"].remove(action["card"])
        state["pulls"].append(action["steadiness"])

    def view(self, state, player):
        return {"roof": list(state["roof"]), "pulls": list(state["pulls"])}

    def outcome(self, state):
        if state["roof"]:
            return None
        return {"winners": [0], "scores": [round(10 * sum(state["pulls"]))], "reason": "roof_empty"}

    def components(self, state):
        return ["card"] * (len(state["roof"]) + len(state["pulls"]))

    def check_state(self, state):
        check_fields(state, ("roof", "pulls"))
        require(is_list(state["roof"], lambda card: is_int(card, 1, 3)), "roof: cards 1 to 3")
        require(is_list(state["pulls"], valid_measure), "pulls: measures")


ROOF = Game(Roof())


def test_a_measured_value_in_range_is_taken_as_measured():
    state = ROOF.new(players=1, seed=0)
    for card, steadiness in ((2, 0.37), (1, 0.0), (3, 1.0)):
        state = ROOF.apply(state, 0, {"type": "pull", "card": card, "steadiness": steadiness})
    assert state["pulls"] == [0.37, 0.0, 1.0]
    assert all(type(pull) is float for pull in state["pulls"])
    assert ROOF.loads(ROOF.dumps(state)) == state
    assert ROOF.outcome(state) == {"winners": [0], "scores": [14], "reason": "roof_empty"}


def test_a_measured_value_out_of_range_or_not_a_float_is_refused():
    state = ROOF.new(players=1, seed=0)
    before = ROOF.dumps(state)
    for steadiness in (1.5, -0.1, math.nan, math.inf, -math.inf, True, False, 1, 0, "0.5", None, [0.5], HUGE):
        with pytest.raises(IllegalAction) as raised:
            ROOF.apply(state, 0, {"type": "pull", "card": 1, "steadiness": steadiness})
        assert raised.value.code == "not_legal"
    for wrong in ({"type": "pull", "card": 9, "steadiness": 0.5}, {"type": "pull", "card": 1.0, "steadiness": 0.5},
                  {"type": "pull", "card": 1, "steadiness": 0.5, "extra": 0}, {"type": "pull", "card": 1},
                  {"type": "pull", "steadiness": 0.5}, [("steadiness", 0.5)], None, HUGE):
        with pytest.raises(IllegalAction) as raised:
            ROOF.apply(state, 0, wrong)
        assert raised.value.code == "not_legal"
    assert ROOF.dumps(state) == before


def test_valid_measure_takes_only_real_floats_in_range():
    assert valid_measure(0.0) and valid_measure(1.0) and valid_measure(0.5)
    assert valid_measure(2.5, low=1.0, high=3.0)
    for value in (-0.01, 1.01, math.nan, math.inf, True, 1, "0.5", None):
        assert not valid_measure(value)
