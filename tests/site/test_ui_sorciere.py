"""What the Sorcière au pain d'épices page measures, shows and says, checked against the engine and the speech catalogue."""

import json
import random
import re
from pathlib import Path

import pytest

import pygame_rules
from sitebuild.bundles import catalogue
from sitebuild.paths import PACKAGE
from pygame_rules.sorciere import roof, rules

from tools import speech
from ui.catalogue import tiles
from games.sorciere import pictures
from games.sorciere.choices import pullable, put_back_places
from games.sorciere.pull import PULL_DISTANCE, SHORTEST_PULL, PullMeter, pull_distance
from games.sorciere.words import CAREFUL, end_prompt, event_prompt, face_name, round_prompt, treat_name, turn_prompt
from ui.kit.i18n import LANGUAGES, words
from ui.kit.players import ANIMALS

import fake_browser

fake_browser.install()  # the page module draws with the kit, which imports `js`

from games.sorciere.pieces import levels, place_style, spot_style  # noqa: E402
from ui.kit.drag import DRAG_START, is_drag  # noqa: E402
from test_rules_pages import A4_POINTS, assert_numbers_printed, built_site, print_pages  # noqa: E402,F401 - a fixture

SITE = Path(__file__).resolve().parents[2] / "site"
PROMPTS = speech.load_prompts()
TILES = {game.id: game for game in tiles(json.loads(catalogue(SITE, PACKAGE, pygame_rules.list_games())))}
ANIMAL_IDS = [animal.id for animal in ANIMALS]
GAME = pygame_rules.load("sorciere")


def drag(points) -> PullMeter:
    """A pull measured from (ms, x, y) samples, as the page feeds pointer events."""
    meter = PullMeter(*points[0])
    for point in points[1:]:
        meter.add(*point)
    return meter


def test_a_slow_even_pull_is_steady_even_when_events_come_unevenly():
    even = drag([(16 * step, 200, 400 - 2 * step) for step in range(61)])
    assert even.is_pulled() and even.steadiness() == 1.0
    uneven_times = [0, 9, 31, 40, 70, 79, 102, 130, 139, 170, 190, 215, 231, 262, 280, 301, 330, 345, 377, 390, 420,
                    441, 462, 480, 509, 520, 551, 570, 590, 612, 640, 655, 680, 702, 725, 750, 770, 790, 815, 833,
                    860, 880, 900, 921, 945, 960, 990, 1010, 1030, 1050, 1075, 1090, 1120, 1140, 1160, 1180]
    jittery = drag([(time, 200, 400 - 0.1 * time) for time in uneven_times])
    assert jittery.steadiness() >= 0.9
    assert type(jittery.steadiness()) is float


def test_a_flick_or_a_yank_is_rough():
    flick = drag([(0, 200, 400), (16, 200, 320), (32, 200, 240)])
    assert flick.is_pulled() and flick.steadiness() == 0.0
    slow_machine_flick = drag([(0, 200, 400), (60, 240, 300), (120, 280, 200)])
    assert slow_machine_flick.steadiness() <= 0.3
    yank = drag([(16 * step, 200, 400 - (1 if step < 20 else 20)) for step in range(1, 26)]
                + [(16 * step, 200, 380 - 18 * (step - 25)) for step in range(26, 31)])
    assert yank.steadiness() < 0.5
    gentle = drag([(16 * step, 200, 400 - 2 * step) for step in range(61)])
    assert 0.0 <= yank.steadiness() < gentle.steadiness() <= 1.0


def test_a_yank_of_an_eighth_of_a_second_is_never_careful_and_a_slow_second_long_pull_is():
    """A flick at the release and a hold-then-yank are read at their fastest moment, not averaged away."""
    yank = drag([(8 * step, 200, 400 - 1.0 * 8 * step) for step in range(16)])  # 120 px in 0.12 s
    assert yank.is_pulled() and yank.steadiness() < CAREFUL
    hold_then_yank = drag([(16 * step, 200, 400) for step in range(60)] + [(960 + 8 * step, 200, 400 - 15 * step)
                                                                          for step in range(1, 9)])
    assert hold_then_yank.is_pulled() and hold_then_yank.steadiness() < CAREFUL
    release_flick = drag([(16 * step, 200, 400 - step) for step in range(60)] + [(960 + 10, 200, 240)])
    assert release_flick.steadiness() < CAREFUL
    hold_with_no_events = drag([(0, 200, 400), (40, 200, 398), (1000, 200, 350), (1020, 200, 250)])
    assert hold_with_no_events.is_pulled() and hold_with_no_events.steadiness() < CAREFUL
    slow = drag([(16 * step, 200, 400 - 0.1 * 16 * step) for step in range(64)])  # 100 px in 1 s
    assert slow.is_pulled() and slow.steadiness() >= CAREFUL


def test_a_touch_that_barely_moves_is_a_tap_and_a_short_drag_pulls_nothing():
    tap = drag([(0, 100, 100), (30, 103, 102)])
    assert not is_drag(*tap.offset) and tap.distance < DRAG_START
    short = drag([(16 * step, 100, 100 - 3 * step) for step in range(11)])
    assert is_drag(*short.offset) and not short.is_pulled() and short.distance < PULL_DISTANCE


def test_every_card_is_drawn_where_the_roof_model_puts_it():
    for place in range(roof.PLACE_COUNT):
        numbers = [float(n) for n in re.findall(r"(-?[\d.]+)%", place_style(place))]
        left, top, width, height = numbers
        assert 0 <= left and 0 <= top and left + width <= 100.001 and top + height <= 100.001
        x, y = (float(n) for n in re.findall(r"(-?[\d.]+)%", spot_style(place)))
        assert abs(x - (left + width / 2)) < 0.01 and abs(y - (top + height / 2)) < 0.01
    height = levels(list(range(36)))
    assert all(height[place] == 0 for place in roof.ON_WALL if not roof.supports(list(range(36)))[place])
    assert height[35] > height[28] > height[16] >= 1, "the middle lies on cards that lie on the rim"
    styled = {int(level) for level in re.findall(r'\.sw-card\[data-level="(\d+)"\]', (SITE / "games" / "sorciere" / "style.css").read_text())}
    assert set(height.values()) - {0} <= styled, "every card above the walls shows how high it lies"


def test_every_treat_has_a_picture_and_a_name_in_both_languages():
    assert set(pictures.TREAT_PICTURES) == set(rules.TREATS)
    try:
        for lang in LANGUAGES:
            words.set_language(lang)
            names = [treat_name(treat) for treat in rules.TREATS]
            assert len(set(names)) == len(names) and all(names)
        words.set_language("fr")
        assert face_name({"treat": "lollipop", "sugars": 2}) == "sucette, 2 sucre(s) d'orge"
    finally:
        words.set_language("fr")


def test_every_picture_the_page_names_exists_and_the_home_tile_shows_the_house():
    pattern = re.compile(r"""["']((?:games/sorciere/art|art|icons)/[a-z0-9-]+\.svg)["']""")
    paths = set()
    for name in ("page.py", "pictures.py"):
        paths |= set(pattern.findall((SITE / "games" / "sorciere" / name).read_text(encoding="utf-8")))
    assert len(paths) >= 15
    for path in paths:
        assert path.startswith("icons/") or (SITE / path).is_file(), path
    assert TILES["sorciere"].pictures == (pictures.HOUSE_TILE, pictures.CANDY, "icons/lollipop.svg")


def test_every_prompt_the_page_can_say_is_in_the_speech_catalogue_and_every_one_is_said():
    state = GAME.new(players=2, seed=1)
    view = GAME.view(state, 0)
    keys = set(turn_prompt(view, ["fox", "bear"], [False, True]))
    keys |= set(turn_prompt({**view, "phase": "put_back"}, ["fox", "bear"], [False, True]))
    keys |= {"sorciere.intro", "sorciere.how_to_pull", "sorciere.pull_further"}  # the board says the last two
    events = [{"kind": "pulled", "player": 0, "steadiness": 0.95}, {"kind": "collapsed"}, {"kind": "kept"},
              {"kind": "same"}, {"kind": "roof_built"}, {"kind": "put_back"}, {"kind": "turn", "player": 1}]
    events += [{"kind": "round_over", "why": why, "winner": winner}
               for why, winner in (("cards", 0), ("sugars", 1), ("tie", None), ("empty", None))]
    for event in events:
        keys |= set(event_prompt(event, ANIMAL_IDS, [False, False]))
    keys |= set(end_prompt({"winners": [1], "reason": "candies"}, ANIMAL_IDS))
    keys |= {f"{group}.{animal}" for group in ("player", "name", "winner") for animal in ANIMAL_IDS}
    assert sorted(keys - set(PROMPTS)) == []
    said = {key for key in PROMPTS if key.startswith("sorciere.")}
    assert said <= keys, "a prompt in the catalogue that the page never says"


def test_a_careful_pull_by_a_child_is_praised_and_a_computer_says_nothing_of_its_own():
    child = {"kind": "pulled", "player": 0, "steadiness": CAREFUL}
    assert event_prompt(child, ANIMAL_IDS, [False, True]) == ["sorciere.careful"]
    assert event_prompt({**child, "steadiness": CAREFUL - 0.01}, ANIMAL_IDS, [False, True]) == []
    assert event_prompt({**child, "player": 1}, ANIMAL_IDS, [False, True]) == []


def test_the_round_prompt_names_who_wins_the_candy():
    assert round_prompt({"why": "cards", "winner": 2}, ["fox", "bear", "owl"]) == ["sorciere.candy_cards", "name.owl"]
    assert round_prompt({"why": "tie", "winner": None}, ["fox", "bear"]) == ["sorciere.no_candy_tie"]


def test_the_turn_prompt_tells_a_child_to_pull_or_to_put_back():
    state = GAME.new(players=2, seed=4)
    view = GAME.view(state, None)
    assert turn_prompt(view, ["cat", "dog"], [False, True]) == ["player.cat", "sorciere.turn"]
    assert turn_prompt({**view, "phase": "put_back"}, ["cat", "dog"], [False, True]) == ["player.cat", "sorciere.put_back"]
    assert turn_prompt(view, ["cat", "dog"], [True, False]) == ["player.cat"]


def test_the_numbers_printed_in_the_rules_are_those_of_the_game():
    info = GAME.info
    cards = rules.treat_cards()
    expected = {
        "min-players": info["min_players"], "max-players": info["max_players"], "min-age": info["ages"][0],
        "cards": len(cards), "treats": len(rules.TREATS), "per-treat": len(cards) // len(rules.TREATS),
        "ones": rules.SUGARS.count(1), "twos": rules.SUGARS.count(2), "threes": rules.SUGARS.count(3),
        "candies": rules.CANDIES, "to-win": rules.CANDIES_TO_WIN,
        "corners": len(roof.CORNERS), "edges": len(roof.EDGES),
    }
    assert all(sum(c["treat"] == treat for c in cards) == expected["per-treat"] for treat in rules.TREATS)
    assert_numbers_printed("sorciere", expected)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_each_language_of_the_rules_prints_on_one_a4_sheet(built_site, tmp_path, lang):
    printed = print_pages((built_site / "rules" / "sorciere.html").as_uri() + f"?lang={lang}", tmp_path / "rules.pdf")
    assert printed == (1, {A4_POINTS})


def test_the_targets_a_child_may_tap_are_the_engine_s_pulls_or_put_backs():
    """« Tu dois remettre la carte, face “petit beurre” visible, à n'importe quel endroit sur le toit. »
    While a card waits to go back, only the free places take it; else every card of the roof may be pulled."""
    state = GAME.new(players=2, seed=5)
    assert pullable(GAME.legal_actions(state, 0)) == set(GAME.view(state, None)["roof"])
    assert put_back_places(GAME.legal_actions(state, 0)) == set()
    rng = random.Random(5)
    while GAME.view(state, None)["holding"] is None:
        player = GAME.to_move(state)[0]
        state = GAME.apply(state, player, {**rng.choice(GAME.legal_actions(state, player)), "steadiness": 1.0})
    player = GAME.to_move(state)[0]
    view = GAME.view(state, None)
    assert put_back_places(GAME.legal_actions(state, player)) == set(view["free"]) != set()
    assert pullable(GAME.legal_actions(state, player)) == set()


def test_a_card_comes_off_the_roof_once_it_has_travelled_its_own_length():
    """In any direction, as far as the card is long: a small phone's card needs less, never a screen's width."""
    assert pull_distance(70, 45) == 70
    assert pull_distance(45, 70) == 70
    assert pull_distance(20, 12) == SHORTEST_PULL
    assert pull_distance(160, 100) == PULL_DISTANCE
    meter = PullMeter(0, 100, 100, needed=pull_distance(60, 40))
    meter.add(500, 100 - 59, 100)  # leftward, one px short
    assert not meter.is_pulled()
    meter.add(520, 100 - 45, 100 - 45)  # up and left: 64 px away
    assert meter.is_pulled()
