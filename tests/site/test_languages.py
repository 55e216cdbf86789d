"""Every word of the site and of the games is written in each of the site's six languages, none left copied from another."""

import importlib
import itertools
import json
import re
import sys
from pathlib import Path

import pygame_rules
from pygame_rules.meli_cado.lexicon import LANGUAGES as MELI_CADO_LANGUAGES

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "site"))

import ui.site_words  # noqa: E402,F401 - registers the home page's and the teacher's corner's words
from ui.kit.i18n import LANGUAGES, words  # noqa: E402

for game_id in pygame_rules.list_games():
    importlib.import_module(f"games.{game_id}.words")

#: Names, the same in every language: each language by its own name, the runtime.
NAMES = {"Français", "English", "Deutsch", "Español", "Italiano", "Bahasa Indonesia", "Python"}

#: Words two of the languages spell alike, so a text made only of them may be the same in both.
#: Kept short: each is here because a table needs it, with the languages that share it.
SHARED_WORDS = {
    "carta", "la", "rosa", "rana", "no", "verde",  # es/it: card, the, rose, frog, no, green
    "computer", "bang",  # en/it (Italian says "computer" and "bang")
    "village", "place",  # fr/en
    "chocolate",  # en/es
    "normal",  # de/en/es
    "visibles", "grande",  # fr/es: open (cards in hand), big; es/it
}


def shared(text: str) -> bool:
    """A name, a number, a name printed on a card (capitals), or only words the languages share."""
    bare = re.sub(r"\{[a-z_]+\}", "", text)
    if text in NAMES or bare.isupper():
        return True
    return all(word in SHARED_WORDS for word in re.findall(r"[^\W\d_]+", bare.lower()))


def test_the_site_speaks_six_languages():
    assert LANGUAGES == ("fr", "en", "de", "es", "it", "id")


def test_every_key_has_every_language():
    assert MELI_CADO_LANGUAGES == LANGUAGES, "Méli Cado plays in every language of the site"
    for key in words.keys():
        missing = set(LANGUAGES) - set(words.languages(key))
        assert not missing, f"{key} lacks {sorted(missing)}"


def test_no_text_is_left_as_another_language_s_unless_the_languages_share_it():
    copied = []
    for key in words.keys():
        written = words.languages(key)
        for one, other in itertools.combinations(written, 2):
            if written[one] == written[other] and not shared(written[one]):
                copied.append((key, one, other, written[one]))
    assert copied == [], "\n".join(map(str, copied))


def test_every_teacher_option_is_written_in_every_language_of_the_site_each_in_its_own_words():
    """The teacher's corner reads in the teacher's language: no option falls back to French, none is a copy."""
    from sitebuild.bundles import SITE_LANGUAGES, catalogue
    from sitebuild.paths import PACKAGE, SITE
    from ui.catalogue import tiles

    assert SITE_LANGUAGES == LANGUAGES
    entries = json.loads(catalogue(SITE, PACKAGE, pygame_rules.list_games()))
    copied = []
    for entry in entries:
        for option in entry["teacher_options"]:
            for texts in [option["title"], *option["labels"].values()]:
                assert sorted(texts) == sorted(LANGUAGES), (entry["id"], texts)
                copied += [(entry["id"], one, other, texts[one]) for one, other in itertools.combinations(LANGUAGES, 2)
                           if texts[one] == texts[other] and not shared(texts[one])]
    assert copied == [], copied
    corner = {tile.id: tile for tile in tiles(entries)}["meli_cado"].teacher_options[0]
    assert corner.title["de"] == "Ende des Spiels" and corner.labels["rounds_3"]["id"] == "Setelah 3 babak"


def test_every_game_toml_and_the_template_s_write_each_teacher_text_in_the_six_languages_none_copied_from_french():
    """Each [teacher.<option>] title and label of site/games/*/game.toml, the template's too (new games start from
    it): exactly the site's languages, and none but a number or a name the same as the French (an untranslated copy)."""
    import tomllib

    folders = sorted((Path(__file__).resolve().parents[2] / "site" / "games").glob("*/game.toml"))
    assert "_template" in {toml.parent.name for toml in folders}
    problems = []
    for toml in folders:
        for name, option in tomllib.loads(toml.read_text(encoding="utf-8")).get("teacher", {}).items():
            for value, texts in option.items():
                if value == "default":
                    continue
                where = f"{toml.parent.name} [teacher.{name}] {value}"
                if set(texts) != set(LANGUAGES):
                    problems.append((where, "languages", tuple(texts)))
                problems += [(where, lang, text) for lang, text in texts.items()
                             if lang != "fr" and text == texts.get("fr") and not shared(text)]
    assert problems == [], "\n".join(map(str, problems))


def test_the_catalogue_refuses_a_teacher_option_that_lacks_a_language_and_names_a_game_as_its_box_does():
    import pytest

    from ui.catalogue import tile

    written = {lang: f"hands {lang}" for lang in LANGUAGES}
    entry = {"id": "mechanlou", "names": {"fr": "Méchanlou"}, "pictures": [], "ages": [4, None], "readers": False,
             "words": {}, "teacher_options": [{"name": "hands", "title": written, "choices": ["open"],
                                               "labels": {"open": {"fr": "Visibles", "en": "Open"}}, "default": "open"}]}
    with pytest.raises(ValueError, match=r"mechanlou \[teacher.hands\] open lacks de, es, it, id"):
        tile(entry)
    entry["teacher_options"][0]["labels"]["open"] = written
    game = tile(entry)
    assert game.names == {lang: "Méchanlou" for lang in LANGUAGES}
    assert game.teacher_options[0].labels["open"]["id"] == "hands id"


def test_a_language_a_game_lacks_is_said_in_french():
    words.add({"test.only_french": {"fr": "Bonjour"}})
    words.set_language("de")
    try:
        assert words("test.only_french") == "Bonjour"
    finally:
        words.set_language("fr")


def test_a_game_opens_in_its_default_when_it_cannot_play_the_site_s_language():
    from types import SimpleNamespace

    import fake_browser

    fake_browser.install()
    from ui.kit.game_page import GamePage
    from ui.kit.settings import Settings

    game = pygame_rules.load("meli_cado")
    page = SimpleNamespace(
        game_id="meli_cado", game=game,
        app=SimpleNamespace(tiles={"meli_cado": SimpleNamespace(teacher_options=[])}, settings=Settings(lang="de")),
        setup_options=lambda seats: {"language": "pt"},
    )
    options = GamePage.options(page, ["fox", "bear"])
    assert game.new(players=2, seed=1, **options)["options"]["language"] == "fr"
    page.setup_options = lambda seats: {"language": "de"}
    assert GamePage.options(page, ["fox", "bear"]) == {"language": "de"}


def test_a_first_visit_speaks_the_device_s_language_and_a_saved_choice_wins():
    from fake_browser import Storage
    from ui.kit.settings import Settings, settings_key

    assert Settings.load(Storage(), ["nl-NL", "de-AT", "en"]).lang == "de"
    assert Settings.load(Storage(), ["nl", "pt-BR"]).lang == "fr"
    assert Settings.load(Storage(), []).lang == "fr"
    assert Settings.load(Storage({settings_key(): '{"lang": "it"}'}), ["de"]).lang == "it"
    assert Settings.load(Storage({settings_key(): '{"voice": false}'}), ["de"]).lang == "fr"


def test_every_game_tile_names_itself_and_its_choices_in_every_language():
    import json

    from sitebuild.bundles import catalogue
    from sitebuild.paths import PACKAGE, SITE
    from ui.catalogue import tiles

    for tile in tiles(json.loads(catalogue(SITE, PACKAGE, pygame_rules.list_games()))):
        assert set(tile.names) == set(LANGUAGES)
        assert tile.names["de"] == tile.names["fr"]  # as the box prints it
        for option in tile.teacher_options:
            assert set(option.title) == set(LANGUAGES)
            assert all(set(label) == set(LANGUAGES) for label in option.labels.values())
