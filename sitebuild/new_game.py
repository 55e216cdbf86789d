"""A new game started from the template (`python3 build.py new-game <id> "<Name>"`): the cherry tree's two
folders copied under the new id, renamed where a name says which game it is, and the id added to the registry.

The copy is a whole game that builds, passes the conformance suite and plays to its end, so a newcomer
changes one working game into theirs, step by step, rather than starting from nothing. What is renamed:
the id (`_template`: the packages, the page's GAME_ID, the prompt and word keys, the `.game-_template`
scope of the stylesheet, the picture paths, the printed rules' article), the class names (`Template...`)
and the stylesheet's prefix (`tpl-`, for its classes, keyframes and custom properties). The clips are
copied as they are: their keys and texts do not change, so they stay up to date until the prompts do.
"""

from __future__ import annotations

import json
import keyword
import re
import shutil
from dataclasses import dataclass, field
from pathlib import Path

from sitebuild.errors import BuildError
from sitebuild.paths import ROOT

TEMPLATE_ID = "_template"
TEMPLATE_CLASS = "Template"
TEMPLATE_PREFIX = "tpl-"
TEMPLATE_NAMES = 'names={"fr": "Le cerisier", "en": "The cherry tree"}'

#: A game id: a Python package name, a CSS class's end, a prompt key's first part.
GAME_ID = re.compile(r"[a-z][a-z0-9_]*\Z")
#: The registry's tuple in pygame_rules/__init__.py, up to its closing parenthesis.
REGISTRY = re.compile(r"^GAMES = \(\n(?P<ids>(?:    \"[a-z0-9_]+\",\n)*)\)", re.MULTILINE)
#: Files whose text is renamed; the others (the clips) are copied as they are.
TEXT_SUFFIXES = {".py", ".toml", ".json", ".css", ".html", ".svg"}
FIRST_LINE_PREFIX = re.compile(r"/\*\s*prefix:\s*([a-z][a-z0-9]*-)\s*\*/")


@dataclass
class NewGame:
    """What `new_game` did: the files it wrote and the file it changed, relative to the checkout."""

    game_id: str
    created: list = field(default_factory=list)
    changed: list = field(default_factory=list)


def class_word(game_id: str) -> str:
    """The word class names start with: "mon_jeu" -> "MonJeu"."""
    return "".join(part.capitalize() for part in game_id.split("_"))


def style_prefix(game_id: str) -> str:
    """The stylesheet's prefix: the id's letters and digits and a dash ("mon_jeu" -> "monjeu-")."""
    return re.sub(r"[^a-z0-9]", "", game_id) + "-"


def folders(root: Path, game_id: str) -> tuple:
    """A game's two folders: its rules package and its page."""
    return root / "pygame_rules" / game_id, root / "site" / "games" / game_id


def check_new_id(root: Path, game_id: str, name: str) -> None:
    """BuildError unless `game_id` is a fresh, usable id and `name` says something."""
    if not GAME_ID.match(game_id) or keyword.iskeyword(game_id):
        raise BuildError(f"{game_id!r}: a game id is lower-case letters, digits and _, starting with a letter")
    taken = [path for path in folders(root, game_id) if path.exists()]
    if taken:
        raise BuildError(f"{game_id!r} is taken: {', '.join(str(path.relative_to(root)) for path in taken)}")
    if not name.strip():
        raise BuildError("a game needs a name, in quotes if it has spaces")
    prefix = style_prefix(game_id)
    for sheet in sorted((root / "site" / "games").glob("*/style.css")):
        match = FIRST_LINE_PREFIX.match(sheet.read_text(encoding="utf-8"))
        if match and match.group(1) == prefix and sheet.parent.name != TEMPLATE_ID:
            raise BuildError(f"{sheet.relative_to(root)} already uses the stylesheet prefix {prefix}")


def renamed(text: str, game_id: str, name: str) -> str:
    """A template file's text for the new game: its id, class names, stylesheet prefix and names."""
    text = text.replace(TEMPLATE_NAMES, f'names={{"fr": {json.dumps(name, ensure_ascii=False)}, '
                                        f'"en": {json.dumps(name, ensure_ascii=False)}}}')
    text = text.replace(TEMPLATE_ID, game_id)
    text = text.replace(TEMPLATE_CLASS, class_word(game_id))
    return text.replace(TEMPLATE_PREFIX, style_prefix(game_id))


def copy_folder(source: Path, target: Path, game_id: str, name: str) -> list:
    """Copy one template folder to `target`, renaming the text files; returns the files written."""
    written = []
    for path in sorted(source.rglob("*")):
        if not path.is_file() or "__pycache__" in path.parts or path.suffix == ".pyc":
            continue
        copy = target / path.relative_to(source)
        copy.parent.mkdir(parents=True, exist_ok=True)
        if path.suffix in TEXT_SUFFIXES:
            copy.write_text(renamed(path.read_text(encoding="utf-8"), game_id, name), encoding="utf-8")
        else:
            shutil.copyfile(path, copy)
        written.append(copy)
    return written


def register(registry: Path, game_id: str) -> None:
    """Add the id at the end of pygame_rules.GAMES, the site's order of games."""
    text = registry.read_text(encoding="utf-8")
    match = REGISTRY.search(text)
    if match is None:
        raise BuildError(f"{registry}: no GAMES = (...) tuple, one id a line, to add {game_id!r} to")
    end = match.end("ids")
    registry.write_text(f'{text[:end]}    "{game_id}",\n{text[end:]}', encoding="utf-8")


def new_game(game_id: str, name: str, root: Path = ROOT) -> NewGame:
    """Copy the template's two folders to the new id's, renamed, and register the id; BuildError if it cannot."""
    check_new_id(root, game_id, name)
    done = NewGame(game_id)
    for source, target in zip(folders(root, TEMPLATE_ID), folders(root, game_id)):
        done.created += [path.relative_to(root) for path in copy_folder(source, target, game_id, name)]
    registry = root / "pygame_rules" / "__init__.py"
    register(registry, game_id)
    done.changed.append(registry.relative_to(root))
    return done


def next_steps(done: NewGame) -> str:
    """What the command prints: what it did, and what is left to the newcomer, in order."""
    game_id = done.game_id
    return f"""\
{game_id}: {len(done.created)} files written in pygame_rules/{game_id}/ and site/games/{game_id}/, \
"{game_id}" added to GAMES in pygame_rules/__init__.py.
It is a copy of the cherry tree: it builds and plays as it is (python3 build.py serve, then #{game_id}).
Now make it your game (README.md, "Adding a game", says what goes in each file):
  1. pygame_rules/{game_id}/rules.py: your rules, complete, in its docstring, then in code; bots.py: easy and normal.
  2. site/games/{game_id}/: the board (board.py, pieces.py, show.py, choices.py), words.py, pictures.py and art/,
     style.css, rules.html (French and English), game.toml (the home tile, the teacher's options).
  3. site/games/{game_id}/speech/prompts.toml, then: python3 tools/speech.py
  4. tests/rules/test_{game_id}.py (each rule quoted), tests/site/test_ui_{game_id}.py (the board played on the
     stand-in DOM), tests/e2e/test_{game_id}.py (a whole game by taps).
  5. .venv/bin/python -m pytest tests/site/test_game_parts.py tests/site/test_game_styles.py tests/conformance -k {game_id}
"""
