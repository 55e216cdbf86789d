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
    """A game's name for each of the site's languages: its French, as its box prints it, where none other is given."""
    return {lang: texts.get(lang, texts[DEFAULT_LANGUAGE]) for lang in LANGUAGES}


def written_in_every_language(texts: dict, what: str) -> dict:
    """A teacher's option text, written in each of the site's languages: one that lacks a language is refused.

    The teacher reads the corner in the site's language, so no option falls
    back to French (the build refuses such a game.toml; this refuses a
    catalogue written without that check).
    """
    unwritten = [lang for lang in LANGUAGES if lang not in texts]
    if unwritten:
        raise ValueError(f"{what} lacks {', '.join(unwritten)}")
    return {lang: texts[lang] for lang in LANGUAGES}


def teacher_option(game_id: str, option: dict) -> TeacherOption:
    where = f"{game_id} [teacher.{option['name']}]"
    return TeacherOption(option["name"], written_in_every_language(option["title"], f"{where} title"),
                         tuple(option["choices"]),
                         {value: written_in_every_language(label, f"{where} {value}")
                          for value, label in option["labels"].items()},
                         option["default"])


def tile(entry: dict) -> GameTile:
    options = tuple(teacher_option(entry["id"], option) for option in entry["teacher_options"])
    return GameTile(entry["id"], every_language(entry["names"]), tuple(entry["pictures"]), options,
                    tuple(entry["ages"]), entry["readers"], {lang: tuple(read) for lang, read in entry["words"].items()})


def load_tiles(path: Path = CATALOGUE) -> tuple:
    """Every game's tile in the site's order, from the catalogue the build wrote."""
    return tiles(json.loads(path.read_text(encoding="utf-8")))


def tiles(entries: list) -> tuple:
    """The registered games' tiles from their catalogue entries."""
    return tuple(tile(entry) for entry in entries)
