"""The plain-Python parts of the browser UI kit: words, settings, saves, players, computer players.

These modules run in the page (Pyodide) but import nothing from the browser,
so they are tested here; `storage` stands in for window.localStorage.
"""

import importlib
import json
import re
from pathlib import Path

import pytest

import pygame_rules
from sitebuild.bundles import catalogue
from sitebuild.paths import PACKAGE
from pygame_rules import Rng

from ui.kit.i18n import LANGUAGES, Words, words
from fake_browser import Storage
from ui.catalogue import tiles
from ui.kit.turns import computer_has_turn, computer_seed, driver_for
from ui.kit.players import ANIMALS, Lineup, Seat, seats_from_json, seats_to_json
from ui.kit.saves import SAVE_VERSION, Saves, save_key
from ui.kit.settings import Settings, scope_keys, settings_key

SITE = Path(__file__).resolve().parents[2] / "site"


# -- words ---------------------------------------------------------------------


def test_words_speak_the_current_language_and_fill_in_values():
    table = Words()
    table.add({"hello": {"fr": "Bonjour {name}", "en": "Hello {name}"}})
    assert table("hello", name="Renard") == "Bonjour Renard"
    table.set_language("en")
    assert table("hello", name="Fox") == "Hello Fox"


def test_words_refuse_an_entry_without_french_a_second_meaning_and_an_unknown_language():
    table = Words()
    with pytest.raises(ValueError, match="lack"):
        table.add({"half": {"en": "half"}})
    table.add({"same": {"fr": "a", "en": "b"}})
    with pytest.raises(ValueError, match="twice"):
        table.add({"same": {"fr": "a", "en": "c"}})
    with pytest.raises(ValueError):
        table.set_language("nl")


def ui_sources():
    """The site's Python: the home page and kit (ui/), and every game's page (games/)."""
    return sorted((SITE / "ui").rglob("*.py")) + sorted((SITE / "games").rglob("*.py"))


def test_every_literal_word_key_in_the_ui_exists_in_every_language():
    import ui.site_words  # noqa: F401 - registers the home page's words

    for game_id in [*pygame_rules.list_games(), pygame_rules.TEMPLATE]:  # every folder ui_sources() reads
        importlib.import_module(f"games.{game_id}.words")  # registers that game's words

    used = set()
    for path in ui_sources():
        used |= set(re.findall(r"""\bwords\(\s*"([a-z_.]+)\"""", path.read_text(encoding="utf-8")))
    assert used, "the scan found no words() call"
    missing = sorted(key for key in used if key not in words)
    assert missing == []
    for key in words.keys():
        for lang in LANGUAGES:
            words.set_language(lang)
            assert words(key, animal="x", game="x", choice="x", number=1, face="x", object="x", mirror="x", count=1, total=7,
                         parts="x", lang="x", age=7)
    words.set_language("fr")


def test_icons_are_always_written_out_in_full_so_the_build_finds_them():
    for path in ui_sources():
        text = path.read_text(encoding="utf-8")
        assert not re.search(r"""f["']icons/""", text), f"{path}: an icon path built from pieces"


# -- settings ------------------------------------------------------------------


def test_settings_default_to_french_voice_on_easy_and_each_game_s_own_defaults():
    settings = Settings.load(Storage())
    assert settings == Settings(lang="fr", voice=True, level="easy", options={})
    assert settings.option("mechanlou", "hands", ("hidden", "open"), "open") == "open"


def test_settings_round_trip_through_storage():
    storage = Storage()
    settings = Settings(lang="en", voice=False, level="normal")
    settings.choose("mechanlou", "hands", "hidden")
    settings.save(storage)
    assert json.loads(storage.items[settings_key()])["lang"] == "en"
    assert Settings.load(storage) == settings
    assert Settings.load(storage).option("mechanlou", "hands", ("hidden", "open"), "open") == "hidden"


def test_the_teacher_reads_the_computer_levels_with_meli_cado_s_own_waits():
    """The corner's help line quotes Méli Cado's paces (its timings.py): easy about 30 s, normal about 4 s."""
    import ui.site_words  # noqa: F401 - registers the corner's words
    from games.meli_cado.timings import COMPUTER_PACE

    table = Words()
    table.add({"teacher.level_help": ui.site_words.SITE_WORDS["teacher.level_help"]})
    for lang, unit in (("fr", "secondes"), ("en", "seconds")):
        table.set_language(lang)
        help_line = table("teacher.level_help")
        easy, normal = (f"{COMPUTER_PACE[level]:g} {unit}" for level in ("easy", "normal"))
        assert help_line.index(easy) < help_line.index(normal), help_line


def test_a_teacher_choice_a_game_does_not_offer_gives_that_game_s_default():
    settings = Settings(options={"mechanlou": {"hands": "upside-down"}})
    assert settings.option("mechanlou", "hands", ("hidden", "open"), "open") == "open"


@pytest.mark.parametrize("stored", ["not json", "[1, 2]", '"text"'])
def test_broken_settings_fall_back_to_the_defaults(stored):
    assert Settings.load(Storage({settings_key(): stored})) == Settings()


def test_each_unknown_setting_falls_back_alone():
    stored = json.dumps({"lang": "nl", "voice": "yes", "level": "normal", "options": {"mechanlou": 3, "x": {"a": 1}}})
    assert Settings.load(Storage({settings_key(): stored})) == Settings(level="normal", options={"x": {}})


# -- saves ---------------------------------------------------------------------

GAME = pygame_rules.load("marchenwald")
SETUP = {"seats": [{"animal": "fox", "computer": False}, {"animal": "bear", "computer": True}], "seed": 5}


def played_state():
    state = GAME.new(players=2, seed=5)
    return GAME.apply(state, 0, GAME.legal_actions(state, 0)[0])


def test_a_saved_game_comes_back_exactly():
    storage = Storage()
    saves = Saves(storage)
    state = played_state()
    saves.write(GAME, SETUP, state)
    record = json.loads(storage.items[save_key("marchenwald")])
    assert record["version"] == SAVE_VERSION == 1
    restored = saves.read(GAME)
    assert (restored.setup, restored.state, restored.dropped) == (SETUP, state, False)


def test_after_a_move_a_game_in_progress_is_kept_and_a_finished_one_forgotten():
    storage = Storage()
    saves = Saves(storage)
    state = played_state()
    saves.keep(GAME, SETUP, state)
    assert saves.read(GAME).state == state
    finished = dict(state, winners=[0], end_reason="castle")
    assert GAME.outcome(finished) is not None
    saves.keep(GAME, SETUP, finished)
    assert save_key("marchenwald") not in storage.items


def test_no_save_is_no_game_and_no_notice():
    restored = Saves(Storage()).read(GAME)
    assert (restored.state, restored.dropped) == (None, False)


@pytest.mark.parametrize("record", [
    "{broken",
    json.dumps({"version": 0, "setup": SETUP, "state": "{}"}),
    json.dumps({"version": 2, "setup": SETUP, "state": "{}"}),
    json.dumps({"version": 1, "setup": SETUP, "state": '{"game": "mechanlou"}'}),
    json.dumps({"version": 1, "setup": "fox", "state": "{}"}),
    json.dumps([1]),
])
def test_an_old_or_broken_save_is_dropped_with_a_notice(record):
    storage = Storage({save_key("marchenwald"): record})
    restored = Saves(storage).read(GAME)
    assert (restored.state, restored.dropped) == (None, True)
    assert save_key("marchenwald") not in storage.items


def test_a_save_whose_setup_the_page_refuses_is_dropped():
    storage = Storage()
    saves = Saves(storage)
    saves.write(GAME, SETUP, played_state())

    def refuse(setup, state):
        raise ValueError("three players expected")

    assert saves.read(GAME, refuse).dropped
    assert storage.items == {}


def test_a_finished_game_is_forgotten_quietly():
    state = GAME.new(players=1, seed=1)
    rng = pygame_rules.Rng(1)
    for _ in range(2000):
        if GAME.outcome(state) is not None:
            break
        state = GAME.apply(state, 0, rng.choice(GAME.legal_actions(state, 0)))
    assert GAME.outcome(state) is not None
    storage = Storage()
    Saves(storage).write(GAME, SETUP, state)
    restored = Saves(storage).read(GAME)
    assert (restored.state, restored.dropped, storage.items) == (None, False, {})


# -- players -------------------------------------------------------------------


def test_eight_animals_each_with_its_own_colour_pattern_and_picture():
    assert [animal.id for animal in ANIMALS] == ["fox", "bear", "rabbit", "frog", "owl", "pig", "cat", "dog"]
    for field in ("colour", "pattern", "picture"):
        assert len({getattr(animal, field) for animal in ANIMALS}) == 8
    assert all(re.fullmatch(r"icons/[a-z-]+\.svg", animal.picture) for animal in ANIMALS)


def test_tapping_an_animal_cycles_not_playing_child_computer():
    lineup = Lineup(1, 8)
    assert [lineup.tap("owl") for _ in range(4)] == ["human", "computer", "off", "human"]


def test_seats_follow_the_animals_order_and_say_who_is_a_computer():
    lineup = Lineup(1, 8)
    lineup.tap("dog")
    lineup.tap("fox")
    lineup.tap("fox")
    assert lineup.seats() == [Seat("fox", True), Seat("dog", False)]


def test_a_full_table_takes_no_more_animals_and_ready_means_within_the_game_limits():
    lineup = Lineup(2, 3)
    assert not lineup.is_ready()
    for animal in ("fox", "bear", "rabbit"):
        lineup.tap(animal)
    assert lineup.is_ready() and lineup.is_full()
    assert lineup.tap("frog") == "off" and not lineup.can_join("frog")
    assert lineup.can_join("fox")


def test_seats_survive_a_save_and_bad_seats_are_refused():
    seats = [Seat("cat", False), Seat("pig", True)]
    assert seats_from_json(json.loads(json.dumps(seats_to_json(seats)))) == seats
    for bad in ([], [{"animal": "unicorn", "computer": False}], [{"animal": "cat", "computer": False}] * 2):
        with pytest.raises(ValueError):
            seats_from_json(bad)


# -- computer players -------------------------------------------------------------


def test_the_same_game_gives_the_computer_the_same_seed_and_so_the_same_move():
    state = GAME.new(players=2, seed=11)
    seed = computer_seed(11, len(state["events"]))
    assert seed == computer_seed(11, len(state["events"])) != computer_seed(12, len(state["events"]))
    first = GAME.bot("normal").choose(GAME, state, 0, Rng(seed))
    assert first in GAME.legal_actions(state, 0)
    assert first == GAME.bot("normal").choose(GAME, state, 0, Rng(seed))


# -- the home page's games ---------------------------------------------------------


def test_the_home_page_lists_five_games_with_pictures_and_both_languages():
    entries = json.loads(catalogue(SITE, PACKAGE, pygame_rules.list_games()))
    games = tiles(entries)
    assert [game.id for game in games] == ["marchenwald", "mechanlou", "sorciere", "moutons", "meli_cado"]
    for game in games:
        assert game.names["fr"] and game.names["en"]
        assert len(game.pictures) == 3
        for path in game.pictures:
            assert path.startswith("icons/") or (SITE / path).is_file(), path


def test_a_tap_refused_during_a_computer_s_turn_shows_whose_turn_only_when_a_computer_has_it():
    """kit.table bounces the turn banner on a refused tap when this says a computer player has the turn."""
    game = pygame_rules.load("marchenwald")
    view = game.view(game.new(players=2, seed=5), None)
    driver = driver_for(game.info)
    assert computer_has_turn(driver, view, [True, False])
    assert not computer_has_turn(driver, view, [False, True])
    meli_cado = pygame_rules.load("meli_cado")
    everyone = meli_cado.view(meli_cado.new(players=2, seed=5), None)
    assert not computer_has_turn(driver_for(meli_cado.info), everyone, [False, True]), "all at once: nobody's turn"


def test_the_catalogue_carries_each_game_s_ages_and_marks_the_one_for_readers():
    games = tiles(json.loads(catalogue(SITE, PACKAGE, pygame_rules.list_games())))
    for game in games:
        assert game.ages == tuple(pygame_rules.load(game.id).info["ages"])
    assert [game.id for game in games if game.readers] == ["meli_cado"]


def test_two_copies_of_the_site_on_one_origin_keep_their_own_settings_and_saves():
    try:
        assert settings_key() == "pygame-rules/settings" and save_key("mechanlou") == "pygame-rules/save/mechanlou"
        scope_keys("/repo2/")
        assert settings_key() == "pygame-rules@/repo2/settings"
        assert save_key("mechanlou") == "pygame-rules@/repo2/save/mechanlou"
        storage = Storage({"pygame-rules/settings": json.dumps({"lang": "en"})})
        assert Settings.load(storage).lang == "fr", "the copy at the root keeps its settings to itself"
    finally:
        scope_keys("/")
