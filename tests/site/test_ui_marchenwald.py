"""What the Märchenwald page shows and says, checked against the engine and the speech catalogue."""

import random
import re
from pathlib import Path

import pygame_rules
from pygame_rules.marchenwald import rules

from tools import speech
from games.marchenwald.choices import action_at, live_places
from games.marchenwald.pictures import CARD_PICTURES, OBJECT_PICTURES
from games.marchenwald.words import (
    end_prompt, event_prompt, face_name, object_name, turn_prompt)
from ui.kit.i18n import words
from ui.kit.players import ANIMALS

SITE = Path(__file__).resolve().parents[2] / "site"

PROMPTS = speech.load_prompts()
ANIMAL_IDS = [animal.id for animal in ANIMALS]
GAME = pygame_rules.load("marchenwald")


def test_every_object_and_card_of_the_engine_has_a_picture_and_a_name():
    for obj in rules.OBJECTS + ("castle",):
        # a glyph of the object's name, or our own drawing of it where no glyph shows it
        assert OBJECT_PICTURES[obj] in (f"icons/{obj}.svg", f"games/marchenwald/art/{obj}.svg")
        assert OBJECT_PICTURES[obj].startswith("icons/") or (SITE / OBJECT_PICTURES[obj]).is_file()
        assert object_name(obj)
    kinds = {card["kind"] for card in rules.forest_cards()} | {"tree"}
    assert kinds - {"object"} == set(CARD_PICTURES)
    for path in CARD_PICTURES.values():
        assert path.startswith("icons/") or (SITE / path).is_file()


def test_a_face_up_card_is_named_with_its_object_and_mirror():
    words.set_language("fr")
    card = {"kind": "object", "object": "red-apple", "mirror": "rose"}
    assert face_name(card) == "la pomme, le miroir montre la rose"
    words.set_language("en")
    assert face_name({"kind": "witch"}) == "the witch"
    words.set_language("fr")


def test_every_prompt_the_page_can_say_is_in_the_speech_catalogue():
    keys = {f"marchenwald.seek.{obj}" for obj in rules.OBJECTS + ("castle",)}
    keys |= {f"{group}.{animal}" for group in ("player", "skipped", "winner", "pass") for animal in ANIMAL_IDS}
    keys |= {"marchenwald.intro", "marchenwald.witch", "marchenwald.swap_second", "home.welcome", "home.teacher",
             "setup.who", "marchenwald.again"}
    for event in ({"kind": kind} for kind in ("found", "crow_stole", "crow_hid", "dwarf", "castle_too_early")):
        keys.add(event_prompt(event, None, ANIMAL_IDS))
    keys.add(event_prompt({"kind": "tree", "misses_turn": True}, None, ANIMAL_IDS))
    keys.add(event_prompt({"kind": "tree", "misses_turn": False}, None, ANIMAL_IDS))
    keys.add(event_prompt({"kind": "hidden_again"}, {"kind": "revealed", "card": {"kind": "object"}}, ANIMAL_IDS))
    for outcome, variant in (({"reason": "dwarfs", "winners": []}, "coop"), ({"reason": "castle", "winners": [0]}, "coop"),
                             ({"reason": "castle", "winners": [1]}, "competitive")):
        keys |= set(end_prompt(outcome, ANIMAL_IDS, variant))
    missing = sorted(key for key in keys if key not in PROMPTS)
    assert missing == []
    for key in keys:
        assert PROMPTS[key]["fr"] and PROMPTS[key]["en"]


def test_the_prompts_written_in_the_ui_exist():
    written = set()
    for path in [*(SITE / "ui").rglob("*.py"), *(SITE / "games").rglob("*.py")]:
        written |= set(re.findall(r"""\.say(?:_now)?\(\s*"([a-z_.]+)\"""", path.read_text(encoding="utf-8")))
    assert written and sorted(written - set(PROMPTS)) == []


def test_a_wrong_object_is_said_but_a_witch_going_back_down_is_not():
    wrong = event_prompt({"kind": "hidden_again"}, {"kind": "revealed", "card": {"kind": "object"}}, ANIMAL_IDS)
    witch = event_prompt({"kind": "hidden_again"}, {"kind": "swapped"}, ANIMAL_IDS)
    assert (wrong, witch) == ("marchenwald.wrong", None)
    assert event_prompt({"kind": "skipped", "player": 1}, None, ["fox", "owl"]) == "skipped.owl"


def test_the_turn_prompt_names_the_player_except_alone_and_asks_for_the_sought_object():
    state = GAME.new(players=2, seed=3)
    view = GAME.view(state, None)
    assert turn_prompt(view, ["cat", "dog"]) == ["player.cat", f"marchenwald.seek.{view['seeking']}"]
    solo = GAME.view(GAME.new(players=1, seed=3), None)
    assert turn_prompt(solo, ["cat"]) == [f"marchenwald.seek.{solo['seeking']}"]


def test_the_witch_asks_for_two_cards_one_after_the_other():
    state = GAME.new(players=2, seed=3)
    witch = next(place for place, spot in enumerate(state["forest"]) if spot["card"]["kind"] == "witch")
    state = GAME.apply(state, 0, {"type": "reveal", "place": witch})
    assert turn_prompt(GAME.view(state, None), ["cat", "dog"]) == ["marchenwald.witch"]
    first = GAME.legal_actions(state, 0)[0]
    state = GAME.apply(state, 0, first)
    assert turn_prompt(GAME.view(state, None), ["cat", "dog"]) == ["marchenwald.swap_second"]


def test_a_tap_on_a_card_plays_the_engine_s_action_for_that_place_and_no_other():
    """« If this card is revealed, the player must swap two face-down cards of their choice »: after a witch, a tap
    picks a card to swap; otherwise it turns a card up. Either way the card is live only if the engine names it."""
    rng = random.Random(3)
    state = GAME.new(players=1, seed=3)
    swaps = 0
    for _ in range(500):
        if GAME.outcome(state) is not None or swaps >= 2:
            break
        actions = GAME.legal_actions(state, 0)
        live = live_places(actions)
        assert live == {action["place"] for action in actions} and live
        place = rng.choice(sorted(live))
        assert action_at(actions, place) in actions and action_at(actions, place)["place"] == place
        assert all(action_at(actions, other) is None for other in range(49) if other not in live)
        swaps += action_at(actions, place)["type"] == "swap"
        state = GAME.apply(state, 0, action_at(actions, place))
    assert swaps, "a witch's swap was tapped too"
