"""The app's page, index.html, as it is served: its marked pictures and stylesheet written into it (it
paints before anything else loads) and the runtime's files preloaded in the order they are asked for;
and the PyScript config that starts the vendored Pyodide."""

from __future__ import annotations

import json
import re
from pathlib import Path

from sitebuild.bundles import CATALOGUE, SITE_LANGUAGES
from sitebuild.errors import BuildError
from sitebuild.zips import BUNDLE, read_bundle

# The page's picture scene shows before anything else loads: the build writes
# each <img ... data-inline> picture into the page as inline SVG (one <symbol>
# per picture at the top of <body>, an <svg><use> where it shows), so the scene
# paints with the page's own HTML and CSS and leaves the connections to the
# runtime. No picture is decoded on its way: a data: URI in an <img> was, and
# made the first paint wait on a slow tablet.
PAGE = "index.html"
INLINE_PICTURE = re.compile(r'<img\b[^>]*?\bdata-inline\b[^>]*>')
PICTURE_CLASS = re.compile(r'\sclass="([^"]*)"')
SVG_PICTURE = re.compile(r"<svg\b([^>]*)>(.*)</svg>", re.S)
VIEW_BOX = re.compile(r'\sviewBox="([^"]+)"')

# In the page, a picture's ids would clash with another's, and its links would point from the page's address.
PICTURE_REFERENCES = re.compile(r'\s(?:id|href|xlink:href)="')
BODY_START = re.compile(r"<body\b[^>]*>")

# Its stylesheet too (<link rel="stylesheet" href="./<path>.css" data-inline>): one round trip less before it paints.
INLINE_STYLESHEET = re.compile(r'<link rel="stylesheet" href="\./([^"]+\.css)" data-inline>')
PICTURE_SOURCE = re.compile(r'\ssrc="\./([^"]+\.svg)"')

# Where the build lists the runtime's files: PyScript asks for them one after the
# other (core.js, its chunk, the config, Pyodide, then Pyodide's own files, then
# the config's files and main.py). The files fetched are preloaded: they all start
# downloading with the page. The modules are listed in <meta name="runtime-modules">
# for start.js, which preloads them with core.js after the page's first frame
# (a module preloaded with the page is compiled, or its code cache read, before it).
# All but pyodide.asm.wasm: Pyodide compiles it as it downloads (instantiateStreaming), and with a
# preloaded answer the home page was ready later, cold and warm, in the benchmark's alternating loads
# (the figures: docs/performance.md).
PRELOAD_MARKER = "<!-- RUNTIME PRELOADS -->"
PYODIDE_MODULES = ("pyodide.mjs", "pyodide.asm.mjs")
# What interpreter.mjs imports of the site's own: its reader of the bundles.
INTERPRETER_IMPORTS = "./bundles.mjs"
PYODIDE_FETCHES = ("python_stdlib.zip", "pyodide-lock.json")
STATIC_IMPORT = re.compile(r'\bfrom\s*"\./([\w-]+\.js)"')

PYSCRIPT_CONFIG = {
    # The vendored Pyodide, started from a snapshot when the tablet keeps one, with the site's zips
    # unpacked (site/interpreter.mjs).
    "interpreter": "./interpreter.mjs",
}

# The zips every page loads, listed in <meta name="code-zips">: interpreter.mjs fetches them (they
# are preloaded with the page), the browser inflates them while Python starts, and their files are
# written into Python's working directory before main.py runs. (PyScript's "files" would first
# download its own zip reader, one more round trip before a child can tap.)
CODE_ZIPS = (f"./py/rules{BUNDLE}", f"./py/ui{BUNDLE}")


def write_pyscript_config(out: Path) -> None:
    """The PyScript config: the vendored Pyodide, through interpreter.mjs."""
    (out / "pyscript.json").write_text(json.dumps(PYSCRIPT_CONFIG, indent=2) + "\n", encoding="utf-8")


def picture_symbol(name: str, svg: str, path: str) -> str:
    """A picture as a <symbol> the page can <use>: its drawing and viewBox, nothing that points elsewhere."""
    picture = SVG_PICTURE.search(svg)
    view_box = VIEW_BOX.search(picture.group(1)) if picture else None
    if not view_box:
        raise BuildError(f"{PAGE}: the data-inline picture {path} needs an <svg viewBox=...>")
    if PICTURE_REFERENCES.search(picture.group(2)):
        raise BuildError(f"{PAGE}: the data-inline picture {path} has ids or links, which the page would mix up")
    return f'<symbol id="{name}" viewBox="{view_box.group(1)}">{picture.group(2).strip()}</symbol>'


def inline_pictures(html: str, out: Path) -> str:
    """Every <img ... data-inline> of a page as an inline <svg> using its ./<path>.svg (a file of out/), drawn once."""
    symbols = {}

    def inline(match: re.Match) -> str:
        tag = match.group(0)
        source = PICTURE_SOURCE.search(tag)
        if not source or not (out / source.group(1)).is_file():
            raise BuildError(f"{PAGE}: data-inline needs src=\"./<a picture of the site>.svg\": {tag}")
        name = "picture-" + re.sub(r"[^a-z0-9]+", "-", source.group(1).removesuffix(".svg").lower())
        if name not in symbols:
            svg = (out / source.group(1)).read_text(encoding="utf-8")
            symbols[name] = picture_symbol(name, svg, source.group(1))
        class_ = PICTURE_CLASS.search(tag)
        classes = f' class="{class_.group(1)}"' if class_ else ""
        return f'<svg{classes} aria-hidden="true"><use href="#{name}"/></svg>'

    html = INLINE_PICTURE.sub(inline, html)
    if not symbols:
        return html
    body = BODY_START.search(html)
    if not body:
        raise BuildError(f"{PAGE}: data-inline pictures need a <body> to hold their drawings")
    drawings = f'\n<svg class="inline-pictures" aria-hidden="true"><defs>{"".join(symbols.values())}</defs></svg>'
    return html[:body.end()] + drawings + html[body.end():]


def inline_stylesheets(html: str, out: Path) -> str:
    """Every <link rel="stylesheet" href="./<path>.css" data-inline> of a page replaced by a <style> with the file."""
    def inline(match: re.Match) -> str:
        sheet = out / match.group(1)
        if not sheet.is_file():
            raise BuildError(f"{PAGE}: no stylesheet {match.group(1)} to write into the page")
        return f"<style>\n{sheet.read_text(encoding='utf-8').strip()}\n</style>"
    return INLINE_STYLESHEET.sub(inline, html)


def runtime_preloads(out: Path) -> list[str]:
    """What PyScript and Pyodide fetch before main.py runs, in the order they ask: the modules in a
    <meta name="runtime-modules"> (start.js preloads them after the first frame), the rest as preloads
    but Pyodide's wasm (PYODIDE_FETCHES); and for interpreter.mjs, the site's zips in a <meta name="code-zips">
    and every game's in a <meta name="game-zips"> (a page opened on a game, index.html#moutons, has that
    game's zip fetched and inflated while Python starts, not once the app asks for it), with the words zips
    a game reads in each language in a <meta name="game-words"> ("meli_cado/de=de,en": a German Méli Cado
    reads German's and English's) and the site's languages, the one it falls back to first, in a
    <meta name="site-languages">.

    Each preload with the request mode its later request uses (a module; a
    fetch(), hence crossorigin), so the browser hands the preloaded answer
    over instead of downloading the file twice.
    """
    pyscript = out / "runtime" / "pyscript"
    chunks = STATIC_IMPORT.findall((pyscript / "core.js").read_text(encoding="utf-8"))
    modules = [f"./runtime/pyscript/{chunk}" for chunk in chunks]
    modules += [PYSCRIPT_CONFIG["interpreter"], INTERPRETER_IMPORTS, *(f"./runtime/pyodide/{name}" for name in PYODIDE_MODULES)]
    fetches = ["./pyscript.json", *(f"./runtime/pyodide/{name}" for name in PYODIDE_FETCHES)]
    fetches += [*CODE_ZIPS, "./main.py"]
    missing = [url for url in modules + fetches if not (out / url).is_file()]
    if missing:
        raise BuildError(f"runtime preloads: missing {', '.join(missing)}")
    games = [f"./{path.relative_to(out).as_posix()}" for path in sorted(out.glob(f"games/*/code{BUNDLE}"))]
    words = [f"{game['id']}/{lang}={','.join(read)}" for game in json.loads(read_bundle(out / "py" / f"ui{BUNDLE}")[CATALOGUE])
             for lang, read in sorted(game["words"].items())]
    return [f'<meta name="runtime-modules" content="{" ".join(modules)}">',
            f'<meta name="code-zips" content="{" ".join(CODE_ZIPS)}">',
            f'<meta name="game-zips" content="{" ".join(games)}">',
            f'<meta name="game-words" content="{" ".join(words)}">',
            f'<meta name="site-languages" content="{" ".join(SITE_LANGUAGES)}">'] + [
        f'<link rel="preload" href="{url}" as="fetch" crossorigin>' for url in fetches
    ]


def write_page(out: Path) -> None:
    """out/index.html with its marked pictures and stylesheet inlined and, at its marker, the runtime's preloads."""
    page = out / PAGE
    html = page.read_text(encoding="utf-8")
    if html.count(PRELOAD_MARKER) > 1:
        raise BuildError(f"{PAGE}: expected the marker {PRELOAD_MARKER} at most once")
    if PRELOAD_MARKER in html:
        indent = html[:html.index(PRELOAD_MARKER)].rsplit("\n", 1)[-1]
        html = html.replace(PRELOAD_MARKER, f"\n{indent}".join(runtime_preloads(out)))
    page.write_text(inline_stylesheets(inline_pictures(html, out), out), encoding="utf-8")
