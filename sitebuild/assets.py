"""The files of site/ served as they are (pages, styles, drawings, sounds, each game's printed rules), and
the glyphs the site names, icons/<name>.svg, drawn from the Fluent Emoji Flat set with its licence."""

from __future__ import annotations

import functools
import json
import re
import shutil
from pathlib import Path

from sitebuild.errors import BuildError
from sitebuild.offline import SERVICE_WORKER
from sitebuild.paths import NODE_MODULES
from sitebuild.rules_book import RULES_TEMPLATE
from sitebuild.rules_pages import rules_page_text

#: What a game's folder holds that is not served from it as it is: its Python (zipped into
#: its code.zip.gz), its game.toml (in the catalogue) and its printed rules (served at rules/<id>.html).
GAME_FOLDER_BUILT = {"game.toml", "rules.html"}
#: tools/speech.py's record of the text each clip was rendered from, beside the clips: the site never reads it.
CLIP_RECORD = "clips.json"


def in_unserved_game(parts: tuple) -> bool:
    """Whether a path of site/ (as parts) lies in a game folder whose name starts with "_": the template a new
    game is copied from, which the site never shows."""
    return len(parts) > 2 and parts[0] == "games" and parts[1].startswith("_")


def is_site_file(path: Path, site: Path) -> bool:
    """Whether a file of site/ is copied as it is (Python is zipped, the rules pages are placed and filled in,
    the service worker is filled in; the template game is left out)."""
    parts = path.relative_to(site).parts
    in_game = parts[0] == "games"
    return not (
        parts[0] == "ui"
        or in_unserved_game(parts)
        or parts == ("rules", RULES_TEMPLATE)
        or parts == (SERVICE_WORKER,)
        or parts[-2:] == ("speech", CLIP_RECORD)
        or (in_game and (path.suffix == ".py" or (len(parts) == 3 and parts[2] in GAME_FOLDER_BUILT)))
        or "__pycache__" in parts
        or path.suffix == ".pyc"
        or any(part.startswith(".") for part in parts)
    )


def copy_site(site: Path, out: Path, games: list[str]) -> None:
    """Copy the pages, styles, drawings, sounds of site/ into out/; each game's rule page, rendered, goes to
    rules/<id>.html."""
    for source in sorted(site.rglob("*")):
        if source.is_file() and is_site_file(source, site):
            target = out / source.relative_to(site)
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target)
    for game in games:
        page = site / "games" / game / "rules.html"
        if not page.is_file():
            raise BuildError(f"{page.parent}: no rules.html, the printed rules of {game}")
        (out / "rules").mkdir(exist_ok=True)
        (out / "rules" / f"{game}.html").write_text(rules_page_text(page), encoding="utf-8")


ICON_SET = NODE_MODULES / "@iconify-json" / "fluent-emoji-flat" / "icons.json"

# icons/<iconify name>.svg written literally anywhere in site/ (not app-icons/...).
GLYPH_REFERENCE = re.compile(r"(?<![\w-])icons/([a-z0-9]+(?:-[a-z0-9]+)*)\.svg")
GLYPH_LICENCE = """\
Fluent Emoji Flat, by Microsoft Corporation (Microsoft Fluent Emoji),
taken from the npm package @iconify-json/fluent-emoji-flat {version}
(the icon data of microsoft/fluentui-emoji). Licence: MIT.

MIT License

Copyright (c) Microsoft Corporation.

Permission is hereby granted, free of charge, to any person obtaining a copy
of this software and associated documentation files (the "Software"), to deal
in the Software without restriction, including without limitation the rights
to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all
copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
SOFTWARE.
"""


def read_text(path: Path) -> str | None:
    """The file's text, or None for a binary file (a sound, a picture)."""
    try:
        return path.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        return None


def referenced_glyphs(site: Path) -> dict[str, Path]:
    """Every icons/<name>.svg written in a text file of site/ (the template game aside), with the first file naming it."""
    glyphs: dict[str, Path] = {}
    for path in sorted(site.rglob("*")):
        served = "__pycache__" not in path.parts and not in_unserved_game(path.relative_to(site).parts)
        text = read_text(path) if path.is_file() and served else None
        for name in GLYPH_REFERENCE.findall(text or ""):
            glyphs.setdefault(name, path)
    return glyphs


@functools.lru_cache(maxsize=1)
def load_icon_set(path: Path = ICON_SET) -> dict:
    """The Iconify JSON of Fluent Emoji Flat (8.8 MB, read once)."""
    return json.loads(path.read_text(encoding="utf-8"))


def glyph_svg(icon_set: dict, name: str) -> str:
    """A standalone SVG document for one icon of an Iconify set, following aliases and flips."""
    flips = {"hFlip": False, "vFlip": False}
    while name in icon_set.get("aliases", {}):
        alias = icon_set["aliases"][name]
        if "rotate" in alias:
            raise BuildError(f"icons/{name}.svg: rotated aliases are not supported")
        for flip in flips:
            flips[flip] ^= bool(alias.get(flip, False))
        name = alias["parent"]
    icon = icon_set["icons"][name]
    left, top = icon.get("left", icon_set.get("left", 0)), icon.get("top", icon_set.get("top", 0))
    width, height = icon.get("width", icon_set.get("width", 16)), icon.get("height", icon_set.get("height", 16))
    body = icon["body"]
    if flips["hFlip"] or flips["vFlip"]:
        scale = f"scale({-1 if flips['hFlip'] else 1} {-1 if flips['vFlip'] else 1})"
        shift = f"translate({2 * left + width if flips['hFlip'] else 0} {2 * top + height if flips['vFlip'] else 0})"
        body = f'<g transform="{shift} {scale}">{body}</g>'
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'viewBox="{left} {top} {width} {height}">{body}</svg>\n'
    )


def write_glyphs(site: Path, out: Path, icon_set_path: Path = ICON_SET) -> list[str]:
    """Write out/icons/<name>.svg for every glyph site/ refers to, and the glyphs' licence."""
    icon_set = load_icon_set(icon_set_path)
    known = icon_set["icons"].keys() | icon_set.get("aliases", {}).keys()
    glyphs = referenced_glyphs(site)
    unknown = {name: path for name, path in glyphs.items() if name not in known}
    if unknown:
        raise BuildError("unknown Fluent Emoji Flat glyphs: " + ", ".join(
            f"icons/{name}.svg (in {path})" for name, path in sorted(unknown.items())))
    icons = out / "icons"
    icons.mkdir(parents=True, exist_ok=True)
    for name in sorted(glyphs):
        (icons / f"{name}.svg").write_text(glyph_svg(icon_set, name), encoding="utf-8")
    version = json.loads((icon_set_path.parent / "package.json").read_text(encoding="utf-8"))["version"]
    (icons / "LICENSE.txt").write_text(GLYPH_LICENCE.format(version=version), encoding="utf-8")
    return sorted(glyphs)
