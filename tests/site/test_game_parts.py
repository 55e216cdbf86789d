"""Every registered game has all its parts: adding a game is its folders and one line in the registry.

The registry is pygame_rules.GAMES. For each game it lists, this checks the
rules subpackage, the site folder (page, start-up description, stylesheet,
printed rules in French and English, spoken prompts with their clips in
both languages, pictures) and its tests; and that no folder is left over
for a game the registry does not list. The template a new game is copied
from (pygame_rules.TEMPLATE, folders named "_template") has every part but
the registry line and the tests named after it.
"""

import inspect
import re
import tomllib

import pytest

import pygame_rules
from sitebuild.assets import load_icon_set
from sitebuild.paths import PACKAGE, ROOT, SITE
from tools import speech

import fake_browser

fake_browser.install()  # a game's page module draws with the kit, which imports `js`

from ui.kit.game_page import GamePage  # noqa: E402
from ui.kit.i18n import LANGUAGES  # noqa: E402
from ui.kit.table import Board  # noqa: E402

GAMES = pygame_rules.list_games()
#: Every game with its folders: the registered ones and the template.
WITH_PARTS = [*GAMES, pygame_rules.TEMPLATE]
PICTURE = re.compile(r"""["']((?:games/[a-z_]+/art|art|icons)/[a-z0-9-]+\.svg)["']""")


def test_the_registry_and_the_folders_agree():
    folders = {path.name for path in (SITE / "games").iterdir() if path.is_dir() and path.name != "__pycache__"}
    packages = {path.name for path in PACKAGE.iterdir() if (path / "__init__.py").is_file()}
    assert folders == set(WITH_PARTS)
    assert packages == set(WITH_PARTS)
    assert pygame_rules.TEMPLATE.startswith("_"), "the build leaves out game folders named _..."


@pytest.mark.parametrize("game_id", WITH_PARTS)
def test_the_rules_subpackage_declares_the_game_and_its_computer_players(game_id):
    game = pygame_rules.load(game_id)
    assert game.info["id"] == game_id
    assert set(game.rules.bots) == set(pygame_rules.BOT_LEVELS)
    assert (PACKAGE / game_id / "rules.py").is_file()


@pytest.mark.parametrize("game_id", WITH_PARTS)
def test_the_page_module_names_its_page(game_id):
    module = __import__(f"games.{game_id}.page", fromlist=["PAGE"])
    assert issubclass(module.PAGE, GamePage) and module.PAGE.game_id == game_id


@pytest.mark.parametrize("game_id", WITH_PARTS)
def test_every_animation_of_its_board_takes_the_one_hook_signature(game_id):
    """The table calls animate_<kind>(event, previous) for every game; a board that differs fails every move."""
    module = __import__(f"games.{game_id}.board", fromlist=["*"])
    boards = [value for value in vars(module).values() if isinstance(value, type) and issubclass(value, Board)
              and value.__module__ == module.__name__]
    assert len(boards) == 1
    # Its own or from the show it is built of (show.py), not only its own class body.
    animations = {name: getattr(boards[0], name) for name in dir(boards[0]) if name.startswith("animate_")}
    assert animations
    for name, method in animations.items():
        assert list(inspect.signature(method).parameters) == ["self", "event", "previous"], name


@pytest.mark.parametrize("game_id", WITH_PARTS)
def test_the_folder_holds_its_start_up_description_stylesheet_and_printed_rules(game_id):
    folder = SITE / "games" / game_id
    description = tomllib.loads((folder / "game.toml").read_text(encoding="utf-8"))
    assert len(description["pictures"]) == 3
    assert (folder / "style.css").read_text(encoding="utf-8").count(f".game-{game_id}") > 0
    rules = (folder / "rules.html").read_text(encoding="utf-8")
    assert f'id="{game_id}"' in rules
    for lang in LANGUAGES:
        assert f'<section class="rules-page" lang="{lang}">' in rules, f"no {lang} page in the printed rules"


@pytest.mark.parametrize("game_id", WITH_PARTS)
def test_its_prompts_are_spoken_in_every_language(game_id):
    prompts = speech.load_prompt_file(SITE / "games" / game_id / "speech" / speech.PROMPTS)
    assert prompts, "a game says something"
    for key in prompts:
        for lang in speech.LANGS:
            assert speech.clip_path(lang, f"{game_id}.{key}").is_file(), f"{lang}/{key}.mp3"


@pytest.mark.parametrize("game_id", WITH_PARTS)
def test_every_picture_it_names_exists(game_id):
    folder = SITE / "games" / game_id
    texts = [path.read_text(encoding="utf-8") for path in folder.glob("*.py")] + [(folder / "game.toml").read_text()]
    pictures = {path for text in texts for path in PICTURE.findall(text)}
    assert pictures
    icons = load_icon_set()
    known = icons["icons"].keys() | icons.get("aliases", {}).keys()
    for path in pictures:
        if path.startswith("icons/"):
            assert path[len("icons/"):-len(".svg")] in known, path
        else:
            assert (SITE / path).is_file(), path


@pytest.mark.parametrize("game_id", GAMES)
def test_it_has_its_rule_tests_page_tests_and_an_end_to_end_game(game_id):
    for path in (f"tests/rules/test_{game_id}.py", f"tests/site/test_ui_{game_id}.py", f"tests/e2e/test_{game_id}.py"):
        assert (ROOT / path).is_file(), path
