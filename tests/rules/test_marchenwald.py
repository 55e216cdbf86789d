"""Im Märchenwald, rule by rule. Each test quotes the rule text it checks."""

import itertools

import pytest

import pygame_rules
from pygame_rules import IllegalAction, Rng
from pygame_rules.marchenwald.rules import (
    FILLER_TREES,
    MAGIC_MIRRORS,
    OBJECTS,
    OBJECTS_TO_FIND,
    forest_cards,
    object_cards,
)
from pygame_rules.marchenwald.bots import remembered_forest

GAME = pygame_rules.load("marchenwald")

WITCH = {"kind": "witch"}
CROW = {"kind": "crow"}
DWARF = {"kind": "dwarf"}
CASTLE = {"kind": "castle"}
TREE = {"kind": "tree"}


def card(obj, mirror):
    return {"kind": "object", "object": obj, "mirror": mirror}


def table(players=2, variant=None, seeking="red-apple", cards=(), found=()):
    """A new game whose first places hold `cards` (the rest keeps the deal), seeking `seeking`."""
    options = {"variant": variant} if variant else {}
    state = GAME.new(players=players, seed=5, **options)
    for place, placed in enumerate(cards):
        other = next(i for i, spot in enumerate(state["forest"]) if spot["card"] == placed and i >= place)
        forest = state["forest"]
        forest[place]["card"], forest[other]["card"] = forest[other]["card"], forest[place]["card"]
    for found_card in found:
        place = next(i for i, spot in enumerate(state["forest"]) if spot["card"] == found_card)
        state["forest"][place]["card"] = dict(TREE)
        state["fillers_left"] -= 1
        state["found"].append(found_card)
        state["found_by"].append(0)
    state["seeking"] = seeking
    return state


def reveal(state, place, player=None):
    player = state["current"] if player is None else player
    return GAME.apply(state, player, {"type": "reveal", "place": place})


def kinds(state):
    return [event["kind"] for event in state["events"]]


# -- the cards ---------------------------------------------------------------


def test_the_forest_is_seven_by_seven_of_the_boxed_cards():
    """'36 fairy-tale object cards (12 different objects) 2 crows 3 witches 1 castle 7 dwarfs', in a 7x7 grid."""
    cards = forest_cards()
    assert len(cards) == 49
    assert sum(c["kind"] == "object" for c in cards) == 36
    assert [sum(c["kind"] == k for c in cards) for k in ("witch", "crow", "castle", "dwarf")] == [3, 2, 1, 7]
    state = GAME.new(players=3, seed=1)
    assert len(state["forest"]) == 49
    assert all(spot["status"] == "hidden" for spot in state["forest"])
    assert state["fillers_left"] == FILLER_TREES == 10


def test_each_object_lies_three_times_at_a_trees_foot_with_another_object_in_its_mirror():
    cards = object_cards()
    assert len(OBJECTS) == 12
    for obj in OBJECTS:
        mine = [c for c in cards if c["object"] == obj]
        assert len(mine) == 3
        assert len({c["mirror"] for c in mine}) == 3
        assert all(c["mirror"] != obj for c in mine)
        assert sum(c["mirror"] == obj for c in cards) == 3


def every_hunt(start, finds, cards=None):
    """Every sequence of found cards (as indexes) a hunt can produce from `start`.

    A hunt stops early, shorter than `finds`, when the sought object has no card left.
    """
    cards = cards or object_cards()

    def extend(seeking, used):
        if len(used) == finds:
            yield used
            return
        choices = [i for i, found in enumerate(cards) if found["object"] == seeking and i not in used]
        if not choices:
            yield used
        for index in choices:
            yield from extend(cards[index]["mirror"], used + [index])

    return extend(start, [])


@pytest.mark.parametrize("start", MAGIC_MIRRORS)
def test_the_hunt_can_always_go_on_from_every_starting_mirror(start):
    """Decision: whatever cards are found, the sought object always has a card left.

    Seven objects must lie by the mirror and both crows may steal one each,
    so a hunt may need nine finds: every possible hunt reaches nine.
    """
    hunts = list(every_hunt(start, OBJECTS_TO_FIND + 2))
    assert len(hunts) > 3 ** 6
    assert all(len(hunt) == OBJECTS_TO_FIND + 2 for hunt in hunts)


def test_a_careless_deck_would_fail_that_proof():
    """The walk finds dead ends where they exist: here mirrors lead straight back (steps 1, 6, 11)."""
    careless = [
        {"kind": "object", "object": OBJECTS[i], "mirror": OBJECTS[(i + step) % 12]}
        for i in range(12)
        for step in (1, 6, 11)
    ]
    assert any(len(hunt) < 9 for hunt in every_hunt(OBJECTS[0], 9, careless))


def test_a_magic_mirror_is_drawn_and_its_object_is_sought_first():
    """'From the 4 magic mirrors ... choose one at random ... the first magical object to be sought.'"""
    mirrors = {GAME.new(players=2, seed=seed)["mirror"] for seed in range(40)}
    assert mirrors == set(MAGIC_MIRRORS)
    state = GAME.new(players=2, seed=3)
    assert GAME.view(state, None)["seeking"] == state["mirror"]


# -- a turn -------------------------------------------------------------------


def test_finding_the_sought_object_lets_the_same_player_go_on_seeking_its_mirror_object():
    """'It is placed next to the mirror, and in its place a tree card ... The player may now turn over
    a new card. The object to be sought is now the one in the small mirror.'"""
    apple = card("red-apple", "spindle")
    state = reveal(table(cards=[apple]), 0)
    view = GAME.view(state, None)
    assert view["found"] == [apple]
    assert view["seeking"] == "spindle"
    assert view["current"] == 0
    assert view["fillers_left"] == FILLER_TREES - 1
    assert state["forest"][0]["card"] == TREE
    assert view["forest"][0]["status"] == "hidden"
    assert kinds(state) == ["revealed", "found", "filled"]


def test_another_object_is_turned_face_down_and_the_next_player_goes():
    """'If the object is not the same, the card is turned face down again and the next player ... continues.'"""
    hat = card("womans-hat", "spindle")
    state = reveal(table(players=3, cards=[hat]), 0)
    assert state["forest"][0] == {"card": hat, "status": "hidden"}
    assert state["current"] == 1
    assert kinds(state) == ["revealed", "hidden_again", "turn"]


def test_the_turn_goes_round_the_table():
    state = table(players=3, cards=[WITCH, CROW, CASTLE])
    for expected in (1, 2, 0):
        place = next(i for i, s in enumerate(state["forest"]) if s["card"]["kind"] == "object"
                     and s["card"]["object"] != state["seeking"])
        state = reveal(state, place)
        assert state["current"] == expected


def test_the_witch_makes_the_player_swap_two_face_down_cards():
    """'The player must swap two face-down cards of their choice without looking at them. After swapping
    the cards, the witch card is turned face down again and left in its place.'"""
    a, b = card("rose", "cookie"), card("coin", "red-apple")
    state = reveal(table(cards=[WITCH, a, b]), 0)
    view = GAME.view(state, None)
    assert view["phase"] == "swap"
    assert view["forest"][0] == {"place": 0, "status": "shown", "card": WITCH}
    assert {"type": "swap", "place": 0} not in GAME.legal_actions(state, 0), "the witch herself is face up"
    state = GAME.apply(state, 0, {"type": "swap", "place": 1})
    assert {"type": "swap", "place": 1} not in GAME.legal_actions(state, 0)
    state = GAME.apply(state, 0, {"type": "swap", "place": 2})
    assert state["forest"][1]["card"] == b and state["forest"][2]["card"] == a
    assert state["forest"][0] == {"card": WITCH, "status": "hidden"}
    assert state["phase"] == "reveal" and state["current"] == 1
    swapped = [e for e in state["events"] if e["kind"] == "swapped"]
    assert swapped[-1]["places"] == [1, 2]
    assert "card" not in GAME.view(state, 1)["forest"][1], "the swapped cards stay face down"


def test_a_crow_steals_the_first_object_found_once_two_are_found():
    """'If the players have found two or more objects, the crow immediately steals the first object found
    and disappears with it (remove both cards from the game and replace the crow with a tree card).'"""
    first, second = card("red-apple", "spindle"), card("spindle", "golden-ball")
    state = table(cards=[CROW], found=[first, second], seeking="golden-ball")
    fillers = state["fillers_left"]
    state = reveal(state, 0)
    assert state["found"] == [second]
    assert state["out_of_game"] == [first, CROW]
    assert state["forest"][0] == {"card": TREE, "status": "hidden"}
    assert state["fillers_left"] == fillers - 1
    assert state["seeking"] == "golden-ball"
    assert "crow_stole" in kinds(state)


def test_a_crow_hides_again_with_fewer_than_two_objects_found():
    """'If the players have found fewer than two objects, the crow stays in its place and is turned face down.'"""
    first = card("red-apple", "spindle")
    state = reveal(table(cards=[CROW], found=[first], seeking="spindle"), 0)
    assert state["found"] == [first]
    assert state["forest"][0] == {"card": CROW, "status": "hidden"}
    assert "crow_hid" in kinds(state)


def test_after_a_crow_takes_the_seventh_away_the_hunt_goes_on_from_the_last_mirror():
    """Decision: with fewer than seven objects left, the castle is no longer what is sought."""
    hunt = [object_cards()[i] for i in next(iter(every_hunt("red-apple", 7)))]
    state = table(cards=[CROW], found=hunt, seeking="castle")
    state = reveal(state, 0)
    assert len(state["found"]) == 6
    assert state["seeking"] == hunt[-1]["mirror"]


def test_a_dwarf_joins_the_dwarf_row_and_a_filler_tree_takes_its_place():
    """'Revealed dwarfs are immediately placed in a row beneath the enchanted objects found.'"""
    state = reveal(table(cards=[DWARF]), 0)
    assert GAME.view(state, None)["dwarfs"] == 1
    assert state["forest"][0] == {"card": TREE, "status": "hidden"}
    assert state["current"] == 1


def test_the_seventh_dwarf_wins_for_the_dwarfs():
    """'If all seven dwarfs are revealed before the 7 magical objects and the castle, the children lose.'"""
    state = table(players=2)
    for _ in range(7):
        place = next(i for i, s in enumerate(state["forest"]) if s["card"] == DWARF)
        state = reveal(state, place)
    assert GAME.outcome(state) == {"winners": [], "reason": "dwarfs", "scores": [0, 0]}
    assert GAME.to_move(state) == []
    with pytest.raises(IllegalAction) as raised:
        reveal(state, 0)
    assert raised.value.code == "game_over"


def test_a_filler_tree_makes_the_player_miss_their_next_turn():
    """'If a player reveals a tree card without an object that was previously placed to fill a gap,
    the player loses a turn.'"""
    apple = card("red-apple", "spindle")
    hat = card("womans-hat", "basket")
    state = reveal(table(players=3, cards=[apple, hat]), 0)  # player 0 finds the apple: a tree at 0
    state = reveal(state, 1)  # player 0 goes on, misses: player 1
    state = reveal(state, 0)  # player 1 reveals the filler tree
    assert state["missing_turn"] == [False, True, False]
    assert state["current"] == 2
    state = reveal(state, 1)  # player 2 misses: player 0
    state = reveal(state, 1)  # player 0 misses: player 1 is skipped, player 2 goes
    assert state["current"] == 2
    assert state["missing_turn"] == [False, False, False]
    assert {"kind": "skipped", "player": 1} == {k: v for k, v in state["events"][-2].items() if k != "seq"}


def test_a_filler_tree_has_no_effect_in_solo():
    """Solo: 'Revealing a tree card without an object has no effect.'"""
    apple = card("red-apple", "spindle")
    state = reveal(table(players=1, cards=[apple]), 0)
    assert state["options"]["variant"] == "solo"
    state = reveal(state, 0)
    assert state["missing_turn"] == [False]
    assert [e for e in state["events"] if e["kind"] == "tree"][-1]["misses_turn"] is False
    assert GAME.to_move(state) == [0]


def test_the_castle_before_seven_objects_hides_again():
    """'If the castle is found before the 7 objects, it remains hidden in the forest.'"""
    state = reveal(table(cards=[CASTLE]), 0)
    assert state["forest"][0] == {"card": CASTLE, "status": "hidden"}
    assert "castle_too_early" in kinds(state)
    assert GAME.outcome(state) is None


def seven_found(players, variant=None):
    hunt = [object_cards()[i] for i in next(iter(every_hunt("red-apple", 7)))]
    return table(players=players, variant=variant, cards=[CASTLE], found=hunt, seeking="castle")


def test_seven_objects_and_the_castle_win_for_everyone():
    """'As soon as there are 7 magical objects next to the magic mirror, they must be brought to the castle,
    revealing the castle card as well, and the children win.'"""
    state = seven_found(players=3)
    state["current"] = 1
    state = reveal(state, 0)
    assert GAME.outcome(state)["winners"] == [0, 1, 2]
    assert GAME.outcome(state)["reason"] == "castle"


def test_without_help_whoever_finds_the_castle_wins():
    """'After the seventh object has been found, whoever finds the castle wins.'"""
    state = seven_found(players=3, variant="competitive")
    state["current"] = 2
    state = reveal(state, 0)
    assert GAME.outcome(state)["winners"] == [2]


def test_the_seventh_find_turns_the_hunt_to_the_castle():
    hunt = [object_cards()[i] for i in next(iter(every_hunt("red-apple", 7)))]
    state = table(cards=[hunt[-1]], found=hunt[:-1], seeking=hunt[-1]["object"])
    state = reveal(state, 0)
    assert state["seeking"] == "castle"
    assert state["events"][-2]["next"] == "castle"


def test_without_filler_trees_left_a_gap_stays_empty_and_cannot_be_revealed():
    """Decision: with no filler tree left, the place is empty."""
    state = table(cards=[DWARF])
    state["fillers_left"] = 0
    state = reveal(state, 0)
    assert state["forest"][0] == {"card": None, "status": "empty"}
    assert {"type": "reveal", "place": 0} not in GAME.legal_actions(state, state["current"])
    assert GAME.view(state, None)["forest"][0] == {"place": 0, "status": "empty"}


# -- variants, players, protocol -----------------------------------------------


def test_variants_and_player_counts():
    assert GAME.new(players=1, seed=0)["options"] == {"variant": "solo"}
    assert GAME.new(players=8, seed=0)["options"] == {"variant": "coop"}
    for players, variant in ((2, "solo"), (1, "competitive")):
        with pytest.raises(ValueError):
            GAME.new(players=players, seed=0, variant=variant)
    with pytest.raises(ValueError):
        GAME.new(players=2, seed=0, variant="no-such-variant")


def test_only_the_current_player_acts_and_only_on_face_down_cards():
    state = table(players=2)
    with pytest.raises(IllegalAction) as raised:
        reveal(state, 0, player=1)
    assert raised.value.code == "not_your_turn"
    with pytest.raises(IllegalAction) as raised:
        GAME.apply(state, 0, {"type": "reveal", "place": 49})
    assert raised.value.code == "not_legal"


def test_face_down_cards_never_appear_in_a_view():
    state = GAME.new(players=2, seed=9)
    for spot in GAME.view(state, 0)["forest"]:
        assert "card" not in spot


# -- computer players ------------------------------------------------------------


def test_memory_follows_swaps_and_fillers():
    apple, hat = card("red-apple", "spindle"), card("womans-hat", "basket")
    state = reveal(table(cards=[WITCH, hat, apple]), 1)  # seeking the apple: the hat hides again
    view = GAME.view(state, 0)
    assert remembered_forest(view, None) == {1: hat}
    state = reveal(state, 0)  # player 1: the witch
    state = GAME.apply(state, 1, {"type": "swap", "place": 1})
    state = GAME.apply(state, 1, {"type": "swap", "place": 2})
    known = remembered_forest(GAME.view(state, 0), None)
    assert known == {2: hat, 0: WITCH}


def test_the_remembering_player_goes_straight_for_a_sought_object_it_has_seen():
    apple, hat = card("red-apple", "spindle"), card("womans-hat", "basket")
    state = table(players=2, cards=[apple, hat], seeking="womans-hat")
    state = reveal(state, 0, player=0)  # the apple is not sought: player 1's turn; the apple was seen
    state["seeking"] = "red-apple"
    bot = GAME.bot("normal")
    assert bot.choose(GAME, state, 1, Rng(1)) == {"type": "reveal", "place": 0}


def test_remembering_beats_forgetting():
    """Over many games the remembering computer player wins more often than the forgetful one."""

    def wins(level):
        won = 0
        for seed in range(60):
            state = GAME.new(players=1, seed=seed)
            bot, rng = GAME.bot(level), Rng(seed)
            while GAME.outcome(state) is None:
                state = GAME.apply(state, 0, bot.choose(GAME, state, 0, rng))
            won += GAME.outcome(state)["reason"] == "castle"
        return won

    assert wins("normal") > wins("easy") + 15


def test_every_pair_of_hidden_places_can_be_swapped():
    state = reveal(table(cards=[WITCH]), 0)
    firsts = {a["place"] for a in GAME.legal_actions(state, 0)}
    assert len(firsts) == 48
    for first, second in itertools.islice(itertools.permutations(sorted(firsts), 2), 5):
        after = GAME.apply(GAME.apply(state, 0, {"type": "swap", "place": first}), 0, {"type": "swap", "place": second})
        assert after["forest"][first]["card"] == state["forest"][second]["card"]
