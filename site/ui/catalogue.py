"""The five games as the home page and the teacher's corner show them, before any game's code is loaded.

A registered game (pygame_rules.GAMES) is described by its engine's GameInfo
and by its folder's game.toml (the tile's pictures, the options the teacher
chooses with their labels); build.py writes both into games/catalogue.json
(see build.describe_game), which the page reads.
"""

import json
from dataclasses import dataclass, field
from pathlib import Path

from .kit.i18n import DEFAULT_LANGUAGE, LANGUAGES

#: Written by build.py next to the games' package in the page's Python files.
CATALOGUE = Path(__file__).resolve().parent.parent / "games" / "catalogue.json"


@dataclass(frozen=True)
class TeacherOption:
    """An engine option the teacher chooses for every game of this kind."""

    name: str
    title: dict  # language -> words
    choices: tuple  # the engine's values, in its order
    labels: dict  # value -> {language -> words}
    default: str


@dataclass(frozen=True)
class GameTile:
    id: str
    names: dict  # language -> name
    pictures: tuple  # the big picture first, then two small ones beside it
    teacher_options: tuple = ()
    ages: tuple = (4, None)  # the engine's (from, to); to is None when there is no upper bound
    readers: bool = False  # the game asks children to read: its tile says so to the teacher
    words: dict = field(default_factory=dict)  # language -> the languages whose words zip a game in it fetches


def every_language(texts: dict) -> dict:
    """Texts for each of the site's languages: one a game's files do not give is its French.

    A game's name stays as its box prints it (the French). A teacher's option
    is written in every language (the build refuses a game.toml that lacks
    one): for it this only turns the catalogue's texts into one dict per language.
    """
    return {lang: texts.get(lang, texts[DEFAULT_LANGUAGE]) for lang in LANGUAGES}


def tile(entry: dict) -> GameTile:
    options = tuple(TeacherOption(option["name"], every_language(option["title"]), tuple(option["choices"]),
                                  {value: every_language(label) for value, label in option["labels"].items()},
                                  option["default"]) for option in entry["teacher_options"])
    return GameTile(entry["id"], every_language(entry["names"]), tuple(entry["pictures"]), options,
                    tuple(entry["ages"]), entry["readers"], {lang: tuple(read) for lang, read in entry["words"].items()})


def load_tiles(path: Path = CATALOGUE) -> tuple:
    """Every game's tile in the site's order, from the catalogue the build wrote."""
    return tiles(json.loads(path.read_text(encoding="utf-8")))


def tiles(entries: list) -> tuple:
    """The registered games' tiles from their catalogue entries."""
    return tuple(tile(entry) for entry in entries)
