"""Saved games read back, hostile input, views as copies: the cases of the issue "Never stuck, nothing lost".

A save is read back with `Game.loads`; one that parses but has the wrong
shape must never reach the page, where it would fail later, far from its
cause. These run inside Pyodide too (tests/pyodide), where a deep nesting
once crashed the interpreter itself; the property-based fuzzing of the same
doors is tests/fuzz (CPython only).
"""

import json
import time

import pytest

import pygame_rules
from pygame_rules import IllegalAction
from pygame_rules.core import MAX_NESTING, MAX_SAVE_CHARS, parse_json
from tests.vandal import vandalise

MARCHENWALD = pygame_rules.load("marchenwald")
MECHANLOU = pygame_rules.load("mechanlou")
WOLF = {"kind": "wolf"}


def played(game, players, seed, moves, **options):
    """A state after `moves` first legal actions of a seeded game (always the same), still in play."""
    state = game.new(players=players, seed=seed, **options)
    for _ in range(moves):
        assert game.outcome(state) is None
        player = game.to_move(state)[0]
        state = game.apply(state, player, game.legal_actions(state, player)[0])
    return state


def spoiled(game, state, change):
    """The save of `state` after `change(copy)`: the original is untouched."""
    copy = json.loads(game.dumps(state))
    change(copy)
    return game.dumps(copy)


def all_refused(game, state, changes: dict) -> None:
    """Each change (name -> change) of a save of `state` is refused with ValueError."""
    for name, change in changes.items():
        try:
            game.loads(spoiled(game, state, change))
        except ValueError:
            continue
        pytest.fail(f"a save with {name} was accepted")


def refused(game, text, seconds=2.0):
    """loads(text) raises ValueError, and quickly; returns the message."""
    started = time.monotonic()
    with pytest.raises(ValueError) as raised:
        game.loads(text)
    assert time.monotonic() - started < seconds, "refusing a save must not take long"
    return str(raised.value)


def test_real_saves_are_read_back_exactly():
    for game, state in ((MARCHENWALD, played(MARCHENWALD, 3, 1, 30)), (MECHANLOU, played(MECHANLOU, 3, 1, 10))):
        assert game.loads(game.dumps(state)) == state


# -- the text itself ----------------------------------------------------------------


def test_a_text_of_100000_open_brackets_is_refused_not_a_recursion_error():
    """Issue: loads("[" * 100000) raised RecursionError."""
    for text in ("[" * 100_000, "{" * 100_000, '{"a":' * 50_000, "[" * 100_000 + "]" * 100_000):
        assert "nested" in refused(MARCHENWALD, text)


def test_a_state_nested_50000_deep_is_refused_before_it_is_parsed():
    """Issue: a 50,000-deep nested state crashed Pyodide ("fatal error"): it never reaches json.loads now."""
    text = MARCHENWALD.dumps(MARCHENWALD.new(players=2, seed=1))
    deep = text.replace('"mirror":', '"deep":' + "[" * 50_000 + "]" * 50_000 + ',"mirror":', 1)
    assert "nested" in refused(MARCHENWALD, deep)
    in_an_event = spoiled(MECHANLOU, MECHANLOU.new(players=2, seed=1), lambda s: s["events"][0].update(x="@"))
    assert "nested" in refused(MECHANLOU, in_an_event.replace('"@"', "[" * 50_000 + "]" * 50_000))


def test_the_nesting_bound_counts_structure_not_brackets_inside_strings():
    state = MECHANLOU.new(players=2, seed=1)
    shallow = spoiled(MECHANLOU, state, lambda s: s["events"][0].update(x="@"))
    within = shallow.replace('"@"', "[" * (MAX_NESTING - 3) + "]" * (MAX_NESTING - 3))
    assert MECHANLOU.loads(within)["events"][0]["x"]  # events hold any JSON, this deep still
    too_deep = shallow.replace('"@"', "[" * MAX_NESTING + "]" * MAX_NESTING)
    refused(MECHANLOU, too_deep)
    for text in ("[" * 1000, '\\"' + "[" * 1000, "\\\\" + "[{" * 500, '"]'):
        loaded = MECHANLOU.loads(spoiled(MECHANLOU, state, lambda s: s["events"][0].update(x=text)))
        assert loaded["events"][0]["x"] == text


def test_only_text_of_a_bounded_size_is_read():
    for not_text in (None, b"{}", {"game": "marchenwald"}, ["{}"], 1):
        assert "text" in refused(MARCHENWALD, not_text)
    assert "too long" in refused(MARCHENWALD, " " * (MAX_SAVE_CHARS + 1))
    for corrupt in ("", "{", "[]", "null", '"marchenwald"', "{}", "1", "NaN"):
        refused(MARCHENWALD, corrupt)


def test_text_with_half_a_character_is_refused():
    """A lone surrogate, raw or escaped, is no character: a page could not show it."""
    save = MECHANLOU.dumps(MECHANLOU.new(players=2, seed=1)).replace('"kind":"turn"', '"kind":"@"', 1)
    for lone in ("\ud800", "\udfff", "\\ud800", "\\uDC00", "\\ud83d\\ud83d", "\\ude00\\ud83d"):
        refused(MECHANLOU, save.replace("@", lone))
    for fine in ("\u00e9", "\ud7ff", "\U0001f600", "\\u00e9", "\\ud83d\\ude00"):  # raw, or JSON escapes
        assert MECHANLOU.loads(save.replace("@", fine))


def test_numbers_are_finite_and_of_a_few_digits():
    """A number of thousands of digits costs seconds to convert; NaN and Infinity are not JSON."""
    state = MECHANLOU.new(players=2, seed=1)
    save = spoiled(MECHANLOU, state, lambda s: s["events"][0].update(x="@"))
    for number in ("9" * 25, "9" * 5000, "-" + "9" * 30, "1e999", "-1e999", "NaN", "Infinity", "-Infinity"):
        refused(MECHANLOU, save.replace('"@"', number))
    for number in ("12345678901234567890", "0.5", "-1e-7"):
        MECHANLOU.loads(save.replace('"@"', number))
    assert parse_json('["[[[", {"a": "]]]"}]') == ["[[[", {"a": "]]]"}]


# -- the common part of every state ---------------------------------------------------


def test_a_state_of_only_game_format_and_players_is_refused():
    """Issue: {game, format, players} was accepted, and failed later with a KeyError."""
    refused(MARCHENWALD, json.dumps({"game": "marchenwald", "format": 1, "players": 2}))
    refused(MECHANLOU, json.dumps({"game": "mechanlou", "format": 1, "players": 2}))


@pytest.mark.parametrize("game", [MARCHENWALD, MECHANLOU], ids=lambda game: game.id)
def test_the_common_fields_are_checked(game):
    state = played(game, 2, 3, 5)
    changes = {
        "format True": lambda s: s.update(format=True),
        "format 2": lambda s: s.update(format=2),
        "players 10**12": lambda s: s.update(players=10**12),
        "players 2.0": lambda s: s.update(players=2.0),
        "seed True": lambda s: s.update(seed=True),
        "seed -1": lambda s: s.update(seed=-1),
        "rng 2**64": lambda s: s.update(rng=2**64),
        "rng '1'": lambda s: s.update(rng="1"),
        "options missing": lambda s: s.update(options={}),
        "options extra": lambda s: s["options"].update(x="y"),
        "events a dict": lambda s: s.update(events={}),
        "event seq": lambda s: s["events"][0].update(seq=1),
        "event seq True": lambda s: s["events"][1].update(seq=True),
        "event kind": lambda s: s["events"][0].pop("kind"),
        "event secret": lambda s: s["events"][0].update(secret={"for": 9}),
        "event secret list": lambda s: s["events"][0].update(secret=[]),
        "event secret kind": lambda s: s["events"][0].update(secret={"for": 0, "kind": "x"}),
        "junk field": lambda s: s.update(junk=1),
    }
    all_refused(game, state, changes)


def test_an_unknown_variant_is_refused():
    """Issue: an unknown variant was accepted silently."""
    state = MARCHENWALD.new(players=2, seed=1)
    refused(MARCHENWALD, spoiled(MARCHENWALD, state, lambda s: s["options"].update(variant="chaos")))
    refused(MARCHENWALD, spoiled(MARCHENWALD, state, lambda s: s["options"].update(variant="solo")))
    refused(MECHANLOU, spoiled(MECHANLOU, MECHANLOU.new(players=2, seed=1), lambda s: s["options"].update(hands=1)))


# -- Märchenwald ---------------------------------------------------------------------


def test_marchenwald_current_must_be_a_seat():
    """Issue: current "0" and current 5 were accepted (and nobody could play)."""
    state = MARCHENWALD.new(players=2, seed=1)
    for current in ("0", 5, 2, -1, True, None):
        refused(MARCHENWALD, spoiled(MARCHENWALD, state, lambda s: s.update(current=current)))


def test_marchenwald_seeks_what_the_mirrors_say():
    """Issue: an unknown object sought was accepted."""
    state = played(MARCHENWALD, 2, 1, 20)
    for seeking in ("dragon", "castle", 3, None):
        refused(MARCHENWALD, spoiled(MARCHENWALD, state, lambda s: s.update(seeking=seeking)))


def test_marchenwald_winners_are_a_list_of_players_of_a_game_over():
    """Issue: winners 5 was accepted, and outcome() raised TypeError."""
    state = MARCHENWALD.new(players=2, seed=1)
    refused(MARCHENWALD, spoiled(MARCHENWALD, state, lambda s: s.update(winners=5)))
    for winners, reason in ((5, "castle"), ([5], "dwarfs"), ([], "castle"), ([0, 1], "dwarfs"), ([], "wolf")):
        refused(MARCHENWALD, spoiled(MARCHENWALD, state, lambda s: s.update(winners=winners, end_reason=reason)))


def test_marchenwald_forest_is_49_known_cards():
    """Issue: a forest cut to 10 cards was accepted."""
    state = MARCHENWALD.new(players=2, seed=1)
    all_refused(MARCHENWALD, state, {
        "a forest of 10": lambda s: s.update(forest=s["forest"][:10]),
        "a forest of 50": lambda s: s["forest"].append({"card": {"kind": "tree"}, "status": "hidden"}),
        "an unknown status": lambda s: s["forest"][0].update(status="burnt"),
        "an empty spot holding a card": lambda s: s["forest"][0].update(status="empty"),
        "a card shown out of a swap": lambda s: s["forest"][0].update(status="shown"),
        "an unknown card": lambda s: s["forest"][0].update(card={"kind": "dragon"}),
        "an unknown object card": lambda s: s["forest"][0].update(
            card={"kind": "object", "object": "rose", "mirror": "rose"}),
        "a card with a junk key": lambda s: s["forest"][0]["card"].update(extra=1),
        "a card twice, another gone": lambda s: s["forest"][0].update(card=s["forest"][1]["card"]),
        "8 dwarfs": lambda s: s["dwarfs"].extend([{"kind": "dwarf"}] * 8),
        "11 fillers": lambda s: s.update(fillers_left=11),
        "missing_turn too short": lambda s: s.update(missing_turn=[False]),
        "missing_turn of ints": lambda s: s.update(missing_turn=[0, 0]),
        "a swap without a witch": lambda s: s.update(phase="swap"),
        "a swap_first out of a swap": lambda s: s.update(swap_first=3),
        "a mirror not sought": lambda s: s.update(mirror="rose" if s["mirror"] != "rose" else "cookie"),
        "an unknown mirror": lambda s: s.update(mirror="dragon", seeking="dragon"),
    })


# -- Méchanlou -------------------------------------------------------------------------


def test_mechanlou_hands_hold_cards():
    """Issue: a hand holding strings was accepted, and legal_actions raised TypeError."""
    state = MECHANLOU.new(players=2, seed=1)
    for hand in (["wolf", "story", "x"], [{"kind": "story", "number": 7}] * 3, [WOLF] * 4, "abc", None):
        refused(MECHANLOU, spoiled(MECHANLOU, state, lambda s: s["hands"].__setitem__(0, hand)))


def test_mechanlou_attack_is_well_formed():
    """Issue: attack {defender: 7} was accepted (and nobody could play)."""
    state = MECHANLOU.new(players=2, seed=1)
    for attack in ({"defender": 7}, {"attacker": 0, "defender": 0, "number": 1}, [], 1,
                   {"attacker": 0, "defender": 1, "number": 3}):  # the defender's row lacks the 3
        refused(MECHANLOU, spoiled(MECHANLOU, state, lambda s: s.update(attack=attack)))


def test_mechanlou_rows_hold_each_number_once_in_order_the_6_last():
    """Issue: a row holding 9 was accepted."""
    state = MECHANLOU.new(players=2, seed=1)
    for row in ([9], [0], [2, 2], [3, 1], [1, 6], ["1"], [1.0], [True], None):
        refused(MECHANLOU, spoiled(MECHANLOU, state, lambda s: s["rows"].__setitem__(0, row)))


def test_mechanlou_cards_are_conserved_and_the_circle_holds_8():
    state = played(MECHANLOU, 3, 2, 10)
    all_refused(MECHANLOU, state, {
        "a card gone": lambda s: s["deck"].pop(),
        "a wolf more": lambda s: s["deck"].append(WOLF),
        "a card changed": lambda s: s["deck"].__setitem__(0, {"kind": "story", "number": 6}),
        "a circle of 7": lambda s: s.update(circle=s["circle"][:7]),
        "a hunter more": lambda s: s["forest_pile"].append("hunter"),
        "a bear in the forest": lambda s: s["circle"].__setitem__(0, "bear"),
        "a winner without the story": lambda s: s.update(winner=0),
        "current 3 of 3": lambda s: s.update(current=3),
        "a hand short": lambda s: s["deck"].append(s["hands"][1].pop()),
    })


def test_mechanlou_for_10_to_the_12_players_is_refused_quickly():
    """Issue: players=10**12 made legal_actions hang; now new and loads refuse it at once."""
    with pytest.raises(ValueError):
        MECHANLOU.new(players=10**12, seed=1)
    state = MECHANLOU.new(players=2, seed=1)

    def many_players(s):
        s["hands"][0], s["deck"] = [WOLF] * 3, s["deck"] + s["hands"][0]
        s["players"] = 10**12

    refused(MECHANLOU, spoiled(MECHANLOU, state, many_players), seconds=1.0)


# -- new ----------------------------------------------------------------------------------


def test_new_takes_plain_int_players_and_seeds_only():
    """Issue: new(players=True, seed=True) was accepted; a seed is a plain int in [0, 2**64)."""
    for game in (MARCHENWALD, MECHANLOU):
        with pytest.raises(ValueError):
            game.new(players=True, seed=True)
        for seed in (True, False, -1, 2**64, 1.0, "1", None, [1]):
            with pytest.raises(ValueError):
                game.new(players=2, seed=seed)
        for seed in (0, 2**64 - 1):
            state = game.new(players=2, seed=seed)
            assert game.loads(game.dumps(state)) == state


# -- the other calls ---------------------------------------------------------------------


@pytest.mark.parametrize("game", [MARCHENWALD, MECHANLOU], ids=lambda game: game.id)
def test_a_view_for_no_seat_or_a_bot_of_no_level_is_a_value_error(game):
    state = game.new(players=2, seed=1)
    for viewer in (True, False, 2, -1, "0", 0.0, [0], 10**5000):
        with pytest.raises(ValueError):
            game.view(state, viewer)
    for level in ("genius", None, ["easy"], {"easy": 1}):
        with pytest.raises(ValueError):
            game.bot(level)


def test_a_deeply_nested_action_is_refused_without_recursing():
    state = MARCHENWALD.new(players=2, seed=1)
    action = []
    for _ in range(100_000):
        action = [action]
    try:
        with pytest.raises(IllegalAction) as raised:
            MARCHENWALD.apply(state, 0, action)
        assert raised.value.code == "not_legal" and len(str(raised.value)) < 200
    finally:
        # Taken apart level by level: freeing 100,000 levels at once overflows Pyodide's stack.
        while action:
            action = action.pop()


# -- views are copies ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "game, state",
    [(MARCHENWALD, played(MARCHENWALD, 2, 4, 25)), (MECHANLOU, played(MECHANLOU, 3, 4, 8)),
     (MECHANLOU, played(MECHANLOU, 2, 4, 8, hands="open"))],
    ids=["marchenwald", "mechanlou", "mechanlou-open-hands"],
)
def test_changing_a_view_changes_neither_the_state_nor_a_later_view(game, state):
    """Issue: view() handed out the state's own event dicts, so changing a view changed the game."""
    before = game.dumps(state)
    following = game.apply(state, game.to_move(state)[0], game.legal_actions(state, game.to_move(state)[0])[0])
    following_before = game.dumps(following)
    for viewer in [None, *range(state["players"])]:
        expected = game.view(state, viewer)
        view = game.view(state, viewer)
        assert view["events"] and any(type(value) in (dict, list) for e in view["events"] for value in e.values())
        vandalise(view)
        view["events"].clear()
        assert game.dumps(state) == before
        assert game.dumps(following) == following_before, "a later state shares the events"
        assert game.view(state, viewer) == expected
