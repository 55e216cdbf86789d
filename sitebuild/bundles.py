"""The site's Python as it is fetched: the zips every page loads (the engine, the home page and kit), each
game's own zip fetched when a child opens it, and the games' catalogue the home page reads before any."""

from __future__ import annotations

import contextlib
import importlib
import json
import sys
import tomllib
from pathlib import Path

from pygame_rules.meli_cado.lexicon import DECOMPRESSORS as LEXICON_SUFFIXES, LANGUAGES as LEXICON_LANGUAGES
from sitebuild.bytecode import HOME, STDLIB_MOUNT, as_bytecode, bytecode
from sitebuild.errors import BuildError
from sitebuild.paths import NODE_MODULES
from sitebuild.zips import BUNDLE, write_bundle

# What goes into a Python zip: code and the data files it reads.
PACKAGE_SUFFIXES = {".py", ".toml", ".json"}

# Where ui.zip.gz holds the games' catalogue (site/ui/catalogue.py reads it; so does the page's build, for
# the words each game reads).
CATALOGUE = "games/catalogue.json"

# The site's languages (ui/kit/i18n.py LANGUAGES, the one it falls back to first), in which a teacher's
# options must be written.
SITE_LANGUAGES = ("fr", "en", "de", "es", "it", "id")

# A game's data files, only in that game's zips (Méli Cado's lexicon).
GAME_DATA_SUFFIXES = {*LEXICON_SUFFIXES, ".txt"}

# PyScript's own Python package, which PyScript writes into Python's working folder (pyscript/*.py) and
# imports at every start, a snapshot's too (it cannot be in the snapshot: it holds the page's objects):
# its sources as @pyscript/core ships them (the bundle writes these very strings), and where ui.zip.gz holds
# their bytecode, beside them in __pycache__, unchecked (PEP 552), so Python reads it rather than
# compiling the package at every opening. A file under __pycache__ is no module of its own.
PYSCRIPT_PACKAGE = Path("@pyscript") / "core" / "src" / "stdlib" / "pyscript.js"
PYSCRIPT_BUNDLE = Path("@pyscript") / "core" / "dist"
PYSCRIPT_BYTECODE = "pyscript/__pycache__/{stem}.cpython-{version}.pyc"

# Games whose data is read in one language at a time, {game: languages}: a data file named for one of them
# (de.words.bz2, LICENCE-de.txt) goes into games/<game>/words/<lang>.zip.gz, fetched when a game in that language
# is opened (site/ui/game_code.py), not into code.zip.gz. Méli Cado's lexicons are 0.3 to 0.7 MB each.
WORDS_BY_LANGUAGE = {"meli_cado": LEXICON_LANGUAGES}


def words_language(game: str, name: str) -> str | None:
    """The language a game's data file is the words of (from its file name), or None for code and shared data."""
    stem = Path(name).name
    for lang in WORDS_BY_LANGUAGE.get(game, ()):
        if stem.startswith(f"{lang}.") and Path(stem).suffix in LEXICON_SUFFIXES or stem == f"LICENCE-{lang}.txt":
            return lang
    return None


def package_files(folder: Path, suffixes=PACKAGE_SUFFIXES, skip=()) -> list[Path]:
    """The code and data files under a folder, sorted; `skip` names subfolders left out."""
    return sorted(
        path for path in folder.rglob("*")
        if path.is_file() and path.suffix in suffixes and "__pycache__" not in path.parts
        and path.relative_to(folder).parts[0] not in skip
    )


def package_entries(folder: Path, root: Path, suffixes=PACKAGE_SUFFIXES, skip=()) -> dict:
    """{name in a zip: bytes} of a package's files, named from `root` (pygame_rules/mechanlou/rules.py)."""
    return {path.relative_to(root).as_posix(): path.read_bytes() for path in package_files(folder, suffixes, skip)}


def write_code_zips(site: Path, package: Path, out: Path, games: list[str],
                    node_modules: Path = NODE_MODULES) -> dict[str, str]:
    """What every page loads (py/rules.zip.gz, py/ui.zip.gz) and, apart, each game's own code (games/<id>/code.zip.gz)
    and words (games/<id>/words/<lang>.zip.gz), as bytecode, each a bundle (sitebuild/zips.py). Returns the text of each
    module and data file bundled, {"py/ui.zip.gz:ui/app.py": text}, for the host
    check (data such as the lexicon aside).

    The core zip holds the engine without the games; ui.zip.gz the home page,
    the kit, the games' package and their catalogue, and PyScript's package
    as bytecode (pyscript_bytecode); a game's zip its rules subpackage and
    its page's Python, fetched when a child opens that game.
    """
    # Every subpackage is a game, on the site or still to come: none goes into the core zip.
    subpackages = [path.name for path in package.iterdir() if (path / "__init__.py").is_file()]
    zips = {out / "py" / f"rules{BUNDLE}": package_entries(package, package.parent, skip=subpackages)}
    ui = package_entries(site / "ui", site)
    ui["games/__init__.py"] = (site / "games" / "__init__.py").read_bytes()
    ui[CATALOGUE] = catalogue(site, package, games).encode("utf-8")
    zips[out / "py" / f"ui{BUNDLE}"] = ui
    for game in games:
        code = package_entries(package / game, package.parent, PACKAGE_SUFFIXES | GAME_DATA_SUFFIXES)
        for name in sorted(code):
            lang = words_language(game, name)
            if lang:
                zips.setdefault(out / "games" / game / "words" / f"{lang}{BUNDLE}", {})[name] = code.pop(name)
        code.update(package_entries(site / "games" / game, site, suffixes={".py"}))
        zips[out / "games" / game / f"code{BUNDLE}"] = code
    compiled = as_bytecode(zips, HOME, node_modules)
    compiled[out / "py" / f"ui{BUNDLE}"].update(pyscript_bytecode(node_modules))
    for target, entries in compiled.items():
        write_bundle(target, entries)
    return {f"{target.relative_to(out).as_posix()}:{name}": data.decode("utf-8")
            for target, entries in zips.items() for name, data in entries.items() if Path(name).suffix in PACKAGE_SUFFIXES}


def pyscript_sources(node_modules: Path = NODE_MODULES) -> dict[str, bytes]:
    """{pyscript/name.py: source} of PyScript's package, each checked to be in PyScript's bundle as written there."""
    artifact = (node_modules / PYSCRIPT_PACKAGE).read_text(encoding="utf-8")
    package = json.loads(artifact[artifact.index("export default ") + len("export default "):].rstrip().rstrip(";"))
    bundle = "".join(path.read_text(encoding="utf-8") for path in sorted((node_modules / PYSCRIPT_BUNDLE).glob("core*.js")))
    sources = {f"pyscript/{name}": source for name, source in package["pyscript"].items()}
    differ = [name for name, source in sources.items() if json.dumps(source, ensure_ascii=False)[1:-1] not in bundle]
    if differ or not sources:
        raise BuildError(f"{node_modules / PYSCRIPT_PACKAGE}: not the package PyScript's bundle writes ({', '.join(differ) or 'empty'})")
    return {name: source.encode("utf-8") for name, source in sources.items()}


def pyscript_bytecode(node_modules: Path = NODE_MODULES) -> dict[str, bytes]:
    """{pyscript/__pycache__/name.cpython-3XY.pyc: bytecode} of PyScript's package, for ui.zip.gz (see PYSCRIPT_PACKAGE)."""
    version = STDLIB_MOUNT.removeprefix("/lib/python").removesuffix(".zip")
    return {PYSCRIPT_BYTECODE.format(stem=Path(name).stem, version=version): code
            for name, code in bytecode(pyscript_sources(node_modules), HOME, node_modules).items()}


def catalogue(site: Path, package: Path, games: list[str]) -> str:
    """games/catalogue.json: each registered game's GameInfo with its tile and teacher options (read by site/ui/catalogue.py)."""
    missing = [game for game in games if not (site / "games" / game / "game.toml").is_file()]
    if missing:
        raise BuildError(f"{site / 'games'}: no game.toml for {', '.join(missing)}")
    with rules_package(package) as rules:
        entries = [describe_game(rules.load(game).info, site / "games" / game, words_read(rules.load(game).rules, game))
                   for game in games]
    return json.dumps(entries, indent=1, ensure_ascii=False, sort_keys=True) + "\n"


def words_read(rules, game: str) -> dict:
    """{language of a game: the languages whose words zip it reads} (the rules' lexicon_languages), for the games
    of WORDS_BY_LANGUAGE; {} for the others."""
    return {lang: list(rules.lexicon_languages(lang)) for lang in WORDS_BY_LANGUAGE.get(game, ())}


def describe_game(info: dict, folder: Path, reads: dict | None = None) -> dict:
    """One registered game as the catalogue holds it: its GameInfo, and its tile and teacher options from game.toml.

    The engine's ages ([from, to], to None without a bound) and game.toml's
    `readers` (the game asks children to read words) go on the home tile, so
    a teacher sees which game is for children who read; `reads` (words_read)
    tells the page which words zips a game in each language fetches.
    Raises BuildError when game.toml names an option the engine does not declare, or lacks a label or a
    language of a label.
    """
    extra = tomllib.loads((folder / "game.toml").read_text(encoding="utf-8"))
    declared = {option["name"]: option for option in info["options"]}
    teacher = []
    for name, words in extra.get("teacher", {}).items():
        if name not in declared:
            raise BuildError(f"{folder.name}/game.toml: the engine declares no option {name!r}")
        option = declared[name]
        missing = [value for value in ["title", *option["choices"]] if value not in words]
        if missing:
            raise BuildError(f"{folder.name}/game.toml: [teacher.{name}] lacks {missing}")
        default = words.get("default", option["default"])  # a classroom may want another default than the box
        if default not in option["choices"]:
            raise BuildError(f"{folder.name}/game.toml: [teacher.{name}] default {default!r} is not a choice")
        for value in ["title", *option["choices"]]:
            unwritten = [lang for lang in SITE_LANGUAGES if lang not in words[value]]
            if unwritten:  # a teacher reads the corner in the site's language: none falls back to French
                raise BuildError(f"{folder.name}/game.toml: [teacher.{name}] {value} lacks {', '.join(unwritten)}")
        teacher.append({"name": name, "title": words["title"], "choices": list(option["choices"]),
                        "labels": {value: words[value] for value in option["choices"]}, "default": default})
    pictures = extra.get("pictures", [])
    if len(pictures) != 3:
        raise BuildError(f"{folder.name}/game.toml: a tile needs three pictures")
    readers = extra.get("readers", False)
    if not isinstance(readers, bool):
        raise BuildError(f"{folder.name}/game.toml: readers is true or false")
    return {"id": info["id"], "names": info["names"], "pictures": pictures, "teacher_options": teacher,
            "ages": list(info["ages"]), "readers": readers, "words": reads or {}}


@contextlib.contextmanager
def rules_package(package: Path):
    """The rules package being built, imported from its own folder (a test may build a copy)."""
    sys.path.insert(0, str(package.parent))
    try:
        yield importlib.import_module(package.name)
    finally:
        sys.path.remove(str(package.parent))


def game_order(package: Path) -> list[str]:
    """pygame_rules.list_games() of the package being built: the order of games on the site."""
    with rules_package(package) as rules:
        return rules.list_games()
