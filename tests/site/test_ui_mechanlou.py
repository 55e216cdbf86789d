"""What the Méchanlou page shows and says, checked against the engine and the speech catalogue."""

import asyncio
import json
import re
from pathlib import Path

import pygame_rules
from sitebuild.bundles import catalogue
from sitebuild.paths import PACKAGE
from pygame_rules.mechanlou import rules

from tools import speech
from ui.catalogue import tiles
from games.mechanlou import pictures
from games.mechanlou.choices import card_key, card_options, only_giving_back
from games.mechanlou.words import (
    card_name, choice_prompt, defence_prompt, end_prompt, event_prompt, story_title, turn_prompt)
from ui.kit.i18n import LANGUAGES, words
from ui.kit.players import ANIMALS
from ui.kit.seating import must_pass, tablet_seat, viewer

from fake_app import Voice, new_table, tap, until
from games.mechanlou.board import MechanlouBoard  # noqa: E402
from ui.kit.players import Seat  # noqa: E402
from ui.kit.turns import TableState  # noqa: E402

SITE = Path(__file__).resolve().parents[2] / "site"
PROMPTS = speech.load_prompts()
TILES = {game.id: game for game in tiles(json.loads(catalogue(SITE, PACKAGE, pygame_rules.list_games())))}
ANIMAL_IDS = [animal.id for animal in ANIMALS]
GAME = pygame_rules.load("mechanlou")
WOLF = {"kind": "wolf"}


def story(number: int) -> dict:
    return {"kind": "story", "number": number}


def written_pictures() -> set:
    """Every picture path the page's modules write out."""
    pattern = re.compile(r"""["']((?:games/mechanlou/art|art|icons)/[a-z0-9-]+\.svg)["']""")
    paths = set()
    for name in ("page.py", "pictures.py"):
        paths |= set(pattern.findall((SITE / "games" / "mechanlou" / name).read_text(encoding="utf-8")))
    paths |= set(TILES["mechanlou"].pictures)
    return paths


def test_every_card_of_the_engine_has_a_picture_that_exists():
    assert sorted(pictures.STORY_PICTURES) == list(rules.STORY_NUMBERS)
    assert set(pictures.FOREST_PICTURES) == set(rules.forest_cards())
    for card in rules.draw_pile_cards():
        assert (SITE / pictures.card_picture(card)).is_file()
    paths = written_pictures()
    assert len(paths) > 15
    for path in paths:
        assert path.startswith("icons/") or (SITE / path).is_file(), path


def test_the_home_tile_shows_little_red_riding_hood_with_the_wolf_and_the_basket():
    assert TILES["mechanlou"].pictures == ("games/mechanlou/art/red-hood.svg", "icons/wolf.svg", "icons/basket.svg")


def test_cards_are_named_in_both_languages():
    try:
        for lang in LANGUAGES:
            words.set_language(lang)
            names = [card_name(story(n)) for n in rules.STORY_NUMBERS] + [card_name(WOLF), card_name(None)]
            assert len(set(names)) == len(names) and all(names)
        words.set_language("fr")
        assert card_name(story(3)) == "Carte 3 : elle cueille des fleurs"
        words.set_language("en")
        assert story_title(5) == "what big ears you have"
    finally:
        words.set_language("fr")


def test_every_prompt_the_page_can_say_is_in_the_speech_catalogue():
    view = GAME.view(GAME.new(players=2, seed=1), 0)
    keys = set(turn_prompt(view, ["fox", "bear"], [False, True]))
    keys |= {defence_prompt(True), defence_prompt(False), "mechanlou.intro", "mechanlou.pick_bush", "mechanlou.give_which"}
    options = card_options([{"type": "return", "card": WOLF}], WOLF)
    keys |= {choice_prompt(story(2), options, [2]), choice_prompt(story(6), options, [1]), choice_prompt(WOLF, options, [])}
    options.attacks.append({"type": "attack", "defender": 1, "number": 2})
    keys.add(choice_prompt(WOLF, options, []))
    options.steals.append({"type": "steal", "opponent": 1})
    keys.add(choice_prompt(WOLF, options, [1, 2, 3, 4, 5]))
    for event in ({"kind": "forest_reshuffled"}, {"kind": "laid", "number": 6}, {"kind": "stole", "card": story(2)},
                  {"kind": "drew", "player": 0}, *ATTACKS_ENDED):
        keys.add(event_prompt(event, 0, [False, True]))
    keys.add(event_prompt(ATTACKS_ENDED[0], 0, [False, False]))  # between two children
    keys |= set(end_prompt({"winners": [1], "reason": "story"}, ANIMAL_IDS))
    keys |= {f"{group}.{animal}" for group in ("player", "pass", "winner") for animal in ANIMAL_IDS}
    assert None not in keys
    assert sorted(keys - set(PROMPTS)) == []
    assert len({key for key in keys if key.startswith("mechanlou.")}) == 21
    mechanlou_prompts = {key for key in PROMPTS if key.startswith("mechanlou.")}
    assert mechanlou_prompts <= keys, "a prompt in the catalogue that the page never says"


def test_only_what_matters_is_said():
    computers = [False, True]
    assert event_prompt({"kind": "laid", "number": 3}, 0, computers) is None
    assert event_prompt({"kind": "stole", "card": story(6)}, 0, computers) is None  # said as the 6 is laid
    assert event_prompt({"kind": "drew", "player": 1}, 0, computers) is None  # another player's drawing
    assert event_prompt({"kind": "drew", "player": 0}, None, computers) is None  # no child at the bottom
    assert event_prompt({"kind": "turn", "player": 1}, 0, computers) is None


#: A wolf's attack ended: the fox (seat 0) is a child, the bear (seat 1) the computer.
ATTACKS_ENDED = ({"kind": "taken", "attacker": 1, "defender": 0}, {"kind": "taken", "attacker": 0, "defender": 1},
                 {"kind": "saved", "attacker": 1, "player": 0}, {"kind": "saved", "attacker": 0, "player": 1})


def test_a_wolf_s_attack_is_told_from_the_child_s_side():
    """'Oh non !' when the computer's wolf takes the child's card, 'Bravo !' when the child's own wolf wins."""
    said = [event_prompt(event, 0, [False, True]) for event in ATTACKS_ENDED]
    assert said == ["mechanlou.taken", "mechanlou.taken_by_you", "mechanlou.saved", "mechanlou.wolf_chased"]
    # Two children, or two computers watched by a child: told as it is, nobody's side taken.
    assert event_prompt(ATTACKS_ENDED[1], 0, [False, False]) == "mechanlou.taken_told"
    assert event_prompt({"kind": "taken", "attacker": 1, "defender": 2}, 0, [False, True, True]) == "mechanlou.taken_told"
    # A game saved before the hunter's event named the attacker is still told.
    assert event_prompt({"kind": "saved", "player": 1}, 0, [False, True]) == "mechanlou.saved"


def test_the_turn_prompt_names_the_player_and_tells_a_child_what_to_do():
    state = GAME.new(players=2, seed=4)
    assert turn_prompt(GAME.view(state, 0), ["cat", "dog"], [False, True]) == ["player.cat", "mechanlou.turn"]
    assert turn_prompt(GAME.view(state, 0), ["cat", "dog"], [True, False]) == ["player.cat"]


def attack_state(seed: int = 4):
    """A game where player 0 holds a wolf and player 1 has laid a card it may attack."""
    for attempt in range(seed, seed + 200):
        state = GAME.new(players=2, seed=attempt)
        for _ in range(12):
            player = GAME.to_move(state)[0]
            attacks = [a for a in GAME.legal_actions(state, player) if a["type"] == "attack"]
            if player == 0 and attacks:
                return state, attacks[0]
            lays = [a for a in GAME.legal_actions(state, player) if a["type"] == "lay"]
            state = GAME.apply(state, player, (lays or GAME.legal_actions(state, player))[-1])
    raise AssertionError("no attack found")


def test_a_wolf_may_attack_only_the_cards_the_engine_allows():
    state, attack = attack_state()
    legal = GAME.legal_actions(state, 0)
    options = card_options(legal, WOLF)
    assert options.attack_on(attack["defender"], attack["number"]) == attack
    assert options.attack_on(0, attack["number"]) is None
    assert options.give_back == {"type": "return", "card": WOLF}
    assert options.lay is None
    hand = GAME.view(state, 0)["hands"][0]
    for card in hand:
        if card["kind"] == "story":
            assert card_options(legal, card).attacks == []
            assert card_options(legal, card).give_back == {"type": "return", "card": card}
            assert card_key(card) == f"story-{card['number']}"


def test_the_pile_calls_only_when_giving_a_card_back_is_the_only_move():
    state, attack = attack_state()
    legal = GAME.legal_actions(state, 0)
    assert not only_giving_back(legal)  # the wolf may attack
    returns = [action for action in legal if action["type"] == "return"]
    assert returns and only_giving_back(returns)
    assert not only_giving_back([])  # nobody may act: nothing calls


def test_the_defender_is_at_the_bottom_when_a_child_defends_and_the_prompt_asks_for_a_bush():
    state, attack = attack_state()
    state = GAME.apply(state, 0, attack)
    view = GAME.view(state, None)
    assert tablet_seat(view, [False, False]) == 1  # two children: the defender takes the tablet
    assert tablet_seat(view, [False, True]) == 0  # the only child keeps it while the computer defends
    assert tablet_seat(view, [True, False]) == 1
    assert turn_prompt(view, ["fox", "bear"], [False, False]) == ["mechanlou.pick_bush"]
    assert turn_prompt(view, ["fox", "bear"], [False, True]) == []


def test_with_several_children_a_computer_plays_from_the_bottom_without_showing_its_hidden_hand():
    computers = [False, False, True]
    view = {"to_move": [2], "current": 2, "phase": "turn"}
    assert tablet_seat(view, computers) == 2
    assert viewer(2, computers, True) is None
    assert viewer(2, computers, False) == 2
    assert viewer(0, computers, True) == 0


def test_the_tablet_is_passed_only_between_children_with_hidden_hands():
    two_children = [False, False, True]
    assert must_pass(0, 1, two_children, True)
    assert must_pass(None, 0, two_children, True)  # the game starts: the first child takes it
    assert not must_pass(1, 1, two_children, True)  # the same child goes on
    assert not must_pass(0, 2, two_children, True)  # a computer's turn shows no hand
    assert not must_pass(0, 1, two_children, False)
    assert not must_pass(None, 0, [False, True], True)  # one child: nobody else to hide from


def test_a_card_picked_again_in_the_same_turn_is_not_told_again():
    """Words that fit the moment: a child who taps its wolf, puts it back and taps it again hears where it may go
    once, then only the card's flip (the speaker button says it again on demand)."""
    async def scenario():
        voice = Voice()
        table = new_table(GAME, MechanlouBoard, [Seat("fox", False), Seat("bear", True)], seed=2, pace=0.1,
                          voice=voice, hands="open")  # the fox holds 1, 6 and a wolf, and starts
        table.begin(fresh=True)
        await until(lambda: table.phase is TableState.OPEN and table.may_act(0))
        board = table.board
        wolf = [card["kind"] for card in board.view()["hands"][0]].index("wolf")
        choice = choice_prompt(WOLF, card_options(table.legal(0), WOLF), board.view()["rows"][0])
        for _ in range(3):  # picked, put back, picked again
            tap(board.hand.buttons[wolf])
        assert board.selected == wolf
        assert voice.said.count((choice,)) == 1, voice.said
        table.stop()

    asyncio.run(scenario())
