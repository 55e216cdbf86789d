"""The template a new game starts from, and `python3 build.py new-game`, which copies it.

In a copy of the checkout (tests/template_copy.py) the command makes a new
game; then the files it wrote and changed are compared with the paths the
README's "Adding a game" section names, the new game goes through the
conformance suite and the checks of a game's parts and style, its voice is
up to date, and the copy builds with it. Here, the template itself: it is
no game of the site, its stylesheet keeps to its page, its printed rules
print the numbers its rules module plays.
"""

import json
import re
import sys

import pytest

import pygame_rules
from pygame_rules._template import rules as template_rules
from sitebuild.errors import BuildError
from sitebuild.new_game import class_word, new_game, style_prefix
from sitebuild.paths import ROOT, SITE
from sitebuild.rules_pages import RULES_LANGUAGES
from sitebuild.zips import read_bundle
from tests.template_copy import NEW_ID, NEW_NAME, make_copy

from test_game_styles import read_kit, scoping_problems
from test_rules_pages import assert_numbers_printed, sections

TEMPLATE = pygame_rules.TEMPLATE
#: The tests tests/site/test_game_parts.py requires of every registered game, the README's "tests to write".
TESTS_TO_WRITE = {"tests/rules/test_<id>.py", "tests/site/test_ui_<id>.py", "tests/e2e/test_<id>.py"}
#: Random games the conformance suite plays with the new game: the same rules as the template's, which
#: the suite plays in full in this checkout under its own id.
RANDOM_GAMES_OF_THE_COPY = 50
#: What the README's paths start with: the checkout's folders a game lives in.
PATH = re.compile(r"`((?:pygame_rules|site|tests)/[^`\s]*)`")


@pytest.fixture(scope="module")
def house(tmp_path_factory):
    return make_copy(tmp_path_factory.mktemp("new-game"))


def adding_a_game() -> str:
    """The README's "Adding a game" section."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("\n## Adding a game\n", 1)[1]
    return section.split("\n## ", 1)[0]


def named_paths(game_id: str) -> set:
    """Every path the section names, for the game `game_id`; a folder ends with /."""
    return {path.replace("<id>", game_id) for path in PATH.findall(adding_a_game())}


def test_the_readme_names_every_file_new_game_writes_or_changes_and_no_other(house):
    named = named_paths(NEW_ID)
    game_roots = {f"pygame_rules/{NEW_ID}/", f"site/games/{NEW_ID}/"}
    touched = house.created | house.changed
    assert house.changed == {"pygame_rules/__init__.py"}
    assert {path.split("/")[0] for path in house.created} == {"pygame_rules", "site"}

    def covered(path: str) -> bool:
        return path in named or any(path.startswith(folder) for folder in named
                                    if folder.endswith("/") and folder not in game_roots)

    assert sorted(path for path in touched if not covered(path)) == [], "files the README does not name"
    to_write = {path.replace("<id>", NEW_ID) for path in TESTS_TO_WRITE}
    assert to_write <= named, "the tests a game must have"
    for path in sorted(named - to_write):
        if path.startswith(tuple(game_roots)) or path == "pygame_rules/__init__.py":
            if path.endswith("/"):
                assert any(written.startswith(path) for written in house.created), f"{path} named, nothing written"
            else:
                assert path in touched, f"{path} named, not written by the command"
        else:
            assert (ROOT / path).exists(), f"the README names {path}, which does not exist"
    assert "python3 build.py new-game <id>" in adding_a_game()


def test_the_command_registers_the_game_and_says_what_is_left(house):
    registry = (house.root / "pygame_rules" / "__init__.py").read_text(encoding="utf-8")
    assert f'    "meli_cado",\n    "{NEW_ID}",\n)' in registry
    for step in (f"pygame_rules/{NEW_ID}/rules.py", "python3 tools/speech.py", f"tests/rules/test_{NEW_ID}.py",
                 f"tests/site/test_ui_{NEW_ID}.py", f"tests/e2e/test_{NEW_ID}.py"):
        assert step in house.output, step
    done = house.run(sys.executable, "-c", "import pygame_rules as p; g = p.load(p.GAMES[-1]); "
                     "print(p.GAMES[-1], g.info['names']['fr'], type(g.rules).__name__)")
    assert done.stdout.split() == [NEW_ID, *NEW_NAME.split(), f"{class_word(NEW_ID)}Rules"], done.stderr


def test_nothing_of_the_template_is_left_in_the_new_game(house):
    for path in sorted(house.created):
        if path.endswith((".py", ".css", ".html", ".toml")):
            text = (house.root / path).read_text(encoding="utf-8")
            assert TEMPLATE not in text and "Template" not in text and "tpl-" not in text, path
    css = (house.root / "site" / "games" / NEW_ID / "style.css").read_text(encoding="utf-8")
    assert css.startswith(f"/* prefix: {style_prefix(NEW_ID)} */") and f".game-{NEW_ID} " in css


def test_the_new_game_passes_the_conformance_suite_and_has_every_part(house):
    suites = ("tests/conformance/test_conformance.py", "tests/site/test_game_parts.py", "tests/site/test_game_styles.py")
    done = house.run(sys.executable, "-m", "pytest", "-p", "no:xdist", "-v", "-p", "no:cacheprovider", *suites,
                     "-k", f"{NEW_ID} and not test_it_has_its_rule_tests",
                     PYGAME_RULES_RANDOM_GAMES=str(RANDOM_GAMES_OF_THE_COPY))
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-2000:]
    for suite in suites:
        assert re.search(rf"^{re.escape(suite)}::\S*{NEW_ID}\S* PASSED", done.stdout, re.MULTILINE), suite
    missing = house.run(sys.executable, "-m", "pytest", "-p", "no:xdist", "-q", "-p", "no:cacheprovider",
                        "tests/site/test_game_parts.py", "-k", f"test_it_has_its_rule_tests and {NEW_ID}")
    assert missing.returncode == 1 and f"tests/rules/test_{NEW_ID}.py" in missing.stdout, "the tests to write"


def test_the_new_game_speaks_with_the_template_clips_played_from_its_folder(house):
    done = house.run(sys.executable, "tools/speech.py", "--check")
    assert done.returncode == 0, done.stdout + done.stderr
    played = house.run(sys.executable, "-m", "pytest", "-p", "no:xdist", "-q", "-p", "no:cacheprovider",
                       "tests/site/test_speech.py", "-k", "plays_each_clip or no_clip_is_left")
    assert played.returncode == 0, played.stdout[-3000:] + played.stderr[-2000:]


def test_the_copy_builds_with_the_new_game_and_without_the_template(house):
    dist = house.build()
    names = set(read_bundle(dist / "games" / NEW_ID / "code.zip.gz"))
    assert {f"pygame_rules/{NEW_ID}/rules.pyc", f"games/{NEW_ID}/board.pyc"} <= names
    catalogue = json.loads(read_bundle(dist / "py" / "ui.zip.gz")["games/catalogue.json"])
    assert [game["id"] for game in catalogue] == [*pygame_rules.list_games(), NEW_ID]
    assert (dist / "rules" / f"{NEW_ID}.html").is_file()
    assert (dist / "games" / NEW_ID / "speech" / "fr" / "turn.mp3").is_file()
    assert not (dist / "games" / TEMPLATE).exists()
    assert not any(TEMPLATE in path.name for path in (dist / "rules").iterdir())


@pytest.mark.parametrize("game_id", ["Cerises", "1cerise", "ce-rise", "_cerises", "class", "", "mechanlou", TEMPLATE])
def test_a_new_id_is_a_fresh_python_name(game_id, tmp_path):
    for taken in ("mechanlou", TEMPLATE):  # a checkout where these games are
        (tmp_path / "pygame_rules" / taken).mkdir(parents=True)
        (tmp_path / "site" / "games" / taken).mkdir(parents=True)
    with pytest.raises(BuildError):
        new_game(game_id, "Nom", root=tmp_path)
    assert sorted(path.name for path in (tmp_path / "pygame_rules").iterdir()) == sorted(["mechanlou", TEMPLATE])


def test_a_new_game_needs_a_name(tmp_path):
    with pytest.raises(BuildError):
        new_game("cerises", "  ", root=tmp_path)


def test_names_made_from_the_id():
    assert class_word("mon_jeu") == "MonJeu"
    assert style_prefix("mon_jeu") == "monjeu-"


def test_the_template_is_no_game_of_the_site():
    assert TEMPLATE not in pygame_rules.list_games() and TEMPLATE.startswith("_")
    assert pygame_rules.load(TEMPLATE).info["id"] == TEMPLATE


def test_the_template_stylesheet_keeps_to_its_page():
    css = (SITE / "games" / TEMPLATE / "style.css").read_text(encoding="utf-8")
    assert scoping_problems(css, TEMPLATE, read_kit()) == []


def test_the_template_printed_rules_print_the_numbers_it_plays():
    info = template_rules.RULES.info
    assert [section.attrs["lang"] for section in sections(TEMPLATE).values()] == list(RULES_LANGUAGES)
    assert_numbers_printed(TEMPLATE, {
        "min-players": info.min_players, "max-players": info.max_players, "min-age": info.ages[0],
        "small-tree": template_rules.TREE_SIZES["small"], "big-tree": template_rules.TREE_SIZES["big"],
        "fewest-picked": 1, "most-picked": template_rules.MOST_PICKED,
    })
