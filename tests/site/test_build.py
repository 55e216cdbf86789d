"""build.py turns site/ and pygame_rules/ into the dist/ that is served as it is.

Most tests build a small sample site (every kind of file site/ holds) into a
temporary folder, so what they expect is known exactly; one builds the real
site/ to prove it passes every check of the build.
"""

import ast
import base64
import functools
import gzip
import hashlib
import io
import json
import os
import re
import shutil
import struct
import subprocess
import sys
import urllib.request
import xml.etree.ElementTree as ElementTree
import zipfile
from pathlib import Path

import pytest

import pygame_rules
from sitebuild import assemble, bytecode
from sitebuild.assets import ICON_SET, glyph_svg, load_icon_set
from sitebuild.bundles import PACKAGE_SUFFIXES, PYSCRIPT_PACKAGE, describe_game, pyscript_bytecode, pyscript_sources, write_code_zips
from sitebuild.bytecode import STDLIB_MOUNT, without_docs
from sitebuild.errors import BuildError
from sitebuild.offline import KEPT_APART, write_service_worker
from sitebuild.bundles import WORDS_BY_LANGUAGE
from pygame_rules.meli_cado.lexicon import LANGUAGES as LEXICON_LANGUAGES
from sitebuild.paths import NODE_MODULES, PACKAGE, SITE
from sitebuild.policy import INLINE_STYLE, POLICY_META, foreign_urls, style_hash
from sitebuild.rules_book import RULES_MARKER
from sitebuild.runtime import PYSCRIPT_UNUSED, STDLIB, STDLIB_LAZY, STDLIB_RECORDED, listed_modules, pyscript_family, stdlib_entries
from sitebuild.server import serving_in_thread
from sitebuild.zips import BUNDLE, read_bundle, zip_bytes
from ui.kit.i18n import DEFAULT_LANGUAGE, LANGUAGES as SITE_LANGUAGES
from tests.served_site import QuietSiteHandler
from test_scripts import eslint

SVG = "{http://www.w3.org/2000/svg}svg"
SAMPLE_GLYPHS = {"red-apple", "rose", "evergreen-tree", "backhand-index-pointing-right"}


def write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


def rule_page(game: str) -> str:
    return (
        f'<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>{game}</title></head>'
        f'<body><nav>retour</nav><article class="rules" id="{game}"><h1>{game}</h1></article></body></html>\n'
    )


def make_sample_site(site: Path) -> Path:
    """A site/ with a page, the Python entry and UI, styles, art, sounds and rule pages."""
    write(site / "index.html", (
        '<!doctype html><html lang="fr"><head><meta charset="utf-8">'
        '<link rel="manifest" href="./manifest.webmanifest">'
        '<script type="module" src="./runtime/pyscript/core.js"></script></head>'
        '<body><img src="./icons/red-apple.svg" alt="">'
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><circle r="2"/></svg>'
        '<script type="py" src="./main.py" config="./pyscript.json"></script></body></html>\n'
    ))
    write(site / "main.py", "import ui\n\nui.start()\n")
    write(site / "ui" / "__init__.py", (
        '"""Sample UI: the pictures it shows and a floor division (not a URL)."""\n'
        'PICTURES = ["icons/rose.svg", "icons/backhand-index-pointing-right.svg"]\n'
        "HALF = 7 // 2\n"
        'SVG_NAMESPACE = "http://www.w3.org/2000/svg"\n'
    ))
    write(site / "ui" / "texts.json", '{"hello": "bonjour"}\n')
    write(site / "ui" / "notes.md", "not shipped: only code and data go into the zip\n")
    write(site / "ui" / "__pycache__" / "texts.cpython-311.pyc", "stale")
    write(site / "style" / "site.css", "body { background: url(../art/app-icon.svg); }\n")
    write(site / "speech" / "prompts.toml", '["home.welcome"]\nfr = "Choisis un jeu !"\nen = "Pick a game!"\n')
    (site / "speech" / "fr").mkdir(parents=True)
    (site / "speech" / "fr" / "home.welcome.mp3").write_bytes(b"\xff\xfb\x90\x00" + bytes(range(256)) * 4)
    # app-icons/...svg is not a glyph reference: the pattern starts at "icons/".
    write(site / "art" / "scene.svg", (
        '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 8 8">'
        '<image href="../icons/evergreen-tree.svg" width="8" height="8"/></svg>\n<!-- app-icons/not-a-glyph.svg -->\n'
    ))
    shutil.copy2(SITE / "art" / "app-icon.svg", site / "art" / "app-icon.svg")
    for starter in ("interpreter.mjs", "bundles.mjs", "snapshot-worker.mjs"):
        shutil.copy2(SITE / starter, site / starter)
    shutil.copy2(SITE / "sw.js", site / "sw.js")  # the service worker, filled in by the build
    shutil.copytree(SITE / "app-icons", site / "app-icons")
    write(site / "games" / "__init__.py", '"""The pages of the games."""\n')
    for game in pygame_rules.list_games():
        folder = site / "games" / game
        write(folder / "__init__.py", "")
        write(folder / "page.py", f"GAME = {game!r}\n")
        write(folder / "game.toml", 'pictures = ["icons/rose.svg", "icons/red-apple.svg", "art/app-icon.svg"]\n')
        write(folder / "rules.html", rule_page(game))
        write(folder / "style.css", f".game-{game} .x {{ color: red; }}\n")
        write(folder / "speech" / "prompts.toml", '["turn"]\nfr = "À toi !"\nen = "Your turn!"\n')
        (folder / "speech" / "fr").mkdir(parents=True)
        (folder / "speech" / "fr" / "turn.mp3").write_bytes(b"\xff\xfb\x90\x00" + bytes(range(256)))
    write(site / "rules" / "all.template.html",
          '<!doctype html><html><head><meta charset="utf-8"></head><body>\n<!-- ARTICLES -->\n</body></html>\n')
    return site


@pytest.fixture(scope="module")
def sample_site(tmp_path_factory) -> Path:
    return make_sample_site(tmp_path_factory.mktemp("sample") / "site")


@pytest.fixture(scope="module")
def dist(sample_site, tmp_path_factory) -> Path:
    return assemble.build(out=tmp_path_factory.mktemp("sample-dist") / "dist", site=sample_site)


def files_of(folder: Path) -> set:
    return {path.relative_to(folder).as_posix() for path in folder.rglob("*") if path.is_file()}


def test_layout_follows_the_shared_interface(dist):
    files = files_of(dist)
    expected = {
        "index.html", "main.py", "pyscript.json", "manifest.webmanifest", "sw.js",
        "runtime/pyodide/pyodide.mjs", "runtime/pyodide/pyodide.asm.mjs", "runtime/pyodide/pyodide.asm.wasm",
        "runtime/pyodide/python_stdlib.zip", "runtime/pyodide/pyodide-lock.json",
        "runtime/pyscript/core.js", "runtime/pyscript/core.css",
        "py/rules.zip.gz", "py/ui.zip.gz", "icons/LICENSE.txt",
        "art/app-icon.svg", "art/scene.svg", "style/site.css", "speech/prompts.toml", "speech/fr/home.welcome.mp3",
        "app-icons/icon-192.png", "app-icons/icon-512.png", "rules/all.html",
        *(f"rules/{game}.html" for game in pygame_rules.list_games()),
        *(f"games/{game}/{name}" for game in pygame_rules.list_games()
          for name in ("code.zip.gz", "style.css", "speech/fr/turn.mp3")),
    }
    assert expected <= files
    assert not [name for name in files if name.startswith("ui/") or name.endswith((".map", ".pyc", ".py"))
                and name != "main.py"]
    assert not [name for name in files if name.endswith(("game.toml", "games/mechanlou/rules.html"))]
    assert "rules/all.template.html" not in files


def test_site_files_are_copied_unchanged(dist, sample_site):
    for name in ("main.py", "style/site.css", "art/scene.svg", "speech/fr/home.welcome.mp3"):
        assert (dist / name).read_bytes() == (sample_site / name).read_bytes(), name
    # A page gains only its Content-Security-Policy.
    page = POLICY_META.sub("", (dist / "index.html").read_text())
    assert page == (sample_site / "index.html").read_text()


def test_pyscript_config_points_at_the_vendored_runtime_which_unpacks_the_zips(dist):
    config = json.loads((dist / "pyscript.json").read_text())
    assert config == {"interpreter": "./interpreter.mjs"}  # which starts the vendored Pyodide, then unpacks the zips
    assert (dist / config["interpreter"]).is_file()
    assert not list((dist / "runtime" / "pyscript").glob("zip-*.js")), "PyScript's zip reader is never asked for"


def test_the_lock_file_lists_no_package_as_the_site_ships_none(dist):
    pyodide = dist / "runtime" / "pyodide"
    lock = json.loads((pyodide / "pyodide-lock.json").read_text())
    assert lock["packages"] == {} and lock["info"]["python"].startswith("3.")
    assert not list(pyodide.glob("*.whl"))


def test_runtime_keeps_every_module_its_kept_files_import(dist):
    """A PyScript upgrade that renames a chunk must not leave a kept file importing a missing one."""
    pyscript = dist / "runtime" / "pyscript"
    for script in pyscript.glob("*.js"):
        for name in re.findall(r'(?:from|import\()\s*"\./([^"]+)"', script.read_text(encoding="utf-8")):
            assert (pyscript / name).is_file() or pyscript_family(name) in PYSCRIPT_UNUSED, (script.name, name)


def test_every_unused_pyscript_family_names_a_real_file():
    shipped = {pyscript_family(path.name) for path in (NODE_MODULES / "@pyscript/core/dist").iterdir()}
    assert PYSCRIPT_UNUSED <= shipped


def unpack_bundle(bundle: Path, folder: Path) -> None:
    """Writes a bundle's files into a folder, as interpreter.mjs writes them into Python's working directory."""
    for name, data in read_bundle(bundle).items():
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_bytes(data)


def test_zips_hold_only_bytecode_and_data_under_the_package_folder(dist):
    pyscript = sorted(pyscript_bytecode())
    assert list(read_bundle(dist / "py" / "ui.zip.gz")) == [
        "games/__init__.pyc", "games/catalogue.json", *pyscript, "ui/__init__.pyc", "ui/texts.json"]
    assert "pyscript/__pycache__/context.cpython-314.pyc" in pyscript
    names = list(read_bundle(dist / "py" / "rules.zip.gz"))
    assert names == sorted(names)
    assert "pygame_rules/__init__.pyc" in names and "pygame_rules/core.pyc" in names
    assert all(name.startswith("pygame_rules/") and Path(name).suffix in PACKAGE_SUFFIXES - {".py"} | {".pyc"}
               for name in names)


def test_every_page_loads_the_engine_without_any_game_and_each_game_comes_in_its_own_zip(dist):
    """The home page loads no game's rules; a game's zip holds its rules subpackage and its page, no other game's."""
    games = pygame_rules.list_games()
    assert not [name for name in read_bundle(dist / "py" / "rules.zip.gz") if name.split("/")[1] in games]
    for game in games:
        names = list(read_bundle(dist / "games" / game / "code.zip.gz"))
        assert f"pygame_rules/{game}/__init__.pyc" in names and f"games/{game}/page.pyc" in names
        assert {name.split("/")[1] for name in names} == {game}


def test_the_catalogue_describes_each_registered_game_from_its_engine_and_its_folder(dist):
    entries = json.loads(read_bundle(dist / "py" / "ui.zip.gz")["games/catalogue.json"])
    assert [entry["id"] for entry in entries] == pygame_rules.list_games()
    for entry in entries:
        assert entry["names"] == pygame_rules.load(entry["id"]).info["names"]
        assert entry["pictures"] == ["icons/rose.svg", "icons/red-apple.svg", "art/app-icon.svg"]


def test_a_game_folder_without_its_game_toml_fails_the_build(sample_site, tmp_path):
    site = tmp_path / "site"
    shutil.copytree(sample_site, site)
    game = pygame_rules.list_games()[-1]
    (site / "games" / game / "game.toml").unlink()
    with pytest.raises(BuildError, match=f"no game.toml for {game}"):
        assemble.build(out=tmp_path / "dist", site=site)


def in_pyodide(program: str, folder: Path | None = None) -> str:
    """What a Python program prints in the vendored Pyodide under Node.js, run in `folder` (mounted) if given."""
    script = (f"const {{loadPyodide}} = await import({json.dumps((NODE_MODULES / 'pyodide/pyodide.mjs').as_uri())});"
              "const py = await loadPyodide(); const out = [];"
              "py.setStdout({batched: (line) => out.push(line)});"
              + (f"py.FS.mkdirTree('/work'); py.mountNodeFS('/work', {json.dumps(str(folder))}); py.FS.chdir('/work');"
                 if folder else "")
              + f"py.runPython({json.dumps(program)}); console.log(out.join('\\n'));")
    run = subprocess.run(["node", "--input-type=module", "-e", script], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    return run.stdout


def test_pyscripts_package_is_read_from_its_bytecode_beside_the_sources_pyscript_writes(dist, tmp_path):
    """At every start PyScript writes its package's sources into Python's working folder and imports them: Python
    reads the bytecode ui.zip.gz holds beside them and compiles none (compile() raises an audit event)."""
    unpack_bundle(dist / "py" / "ui.zip.gz", tmp_path)
    for name, source in pyscript_sources().items():
        (tmp_path / name).write_bytes(source)
    out = in_pyodide("""
import importlib.machinery, pathlib, sys
compiled = []
sys.addaudithook(lambda event, args: event == "compile" and compiled.append(args[1]))
for path in sorted(pathlib.Path("pyscript").glob("*.py")):
    code = importlib.machinery.SourceFileLoader(path.stem, str(path.resolve())).get_code(path.stem)
    print("read", path.name, type(code).__name__)
print("compiled", len(compiled))
""", tmp_path)
    read = [line.split()[1:] for line in out.splitlines() if line.startswith("read ")]
    assert sorted(name for name, _ in read) == sorted(Path(name).name for name in pyscript_sources())
    assert {kind for _, kind in read} == {"code"}
    assert "compiled 0" in out.splitlines()


def test_pyscripts_package_is_taken_only_as_pyscripts_bundle_writes_it(tmp_path):
    """Bytecode of another text than the one PyScript writes would run in its place: the build refuses it."""
    modules = tmp_path / "node_modules"
    shutil.copytree(NODE_MODULES / "@pyscript", modules / "@pyscript")
    artifact = modules / PYSCRIPT_PACKAGE
    artifact.write_text(artifact.read_text(encoding="utf-8").replace("RUNNING_IN_WORKER", "RUNNING_ELSEWHERE", 1),
                        encoding="utf-8")
    with pytest.raises(BuildError, match="__init__.py"):
        pyscript_sources(modules)


def test_zips_import_in_a_fresh_pyodide(dist, tmp_path):
    """Unpacked into one folder as the page does (no work tree), the engine, the UI and a game from its own zip
    import, as bytecode only, in the browser's Python."""
    game = pygame_rules.list_games()[0]
    for bundle in (dist / "py" / "rules.zip.gz", dist / "py" / "ui.zip.gz", dist / "games" / game / "code.zip.gz"):
        unpack_bundle(bundle, tmp_path)
    assert not list(tmp_path.rglob("*.py"))
    program = (
        "import sys; sys.path.insert(0, '/work')\n"
        "import pygame_rules, ui, games\n"
        "assert all(module.__file__.startswith('/work/') for module in (pygame_rules, ui, games))\n"
        "game = pygame_rules.load(pygame_rules.list_games()[0])\n"
        "page = __import__(f'games.{game.id}.page', fromlist=['GAME'])\n"
        "print(game.info['id'], ui.HALF, page.GAME)\n"
    )
    assert in_pyodide(program, tmp_path).split() == [game, "3", game]


@pytest.mark.parametrize("toml, problem", [
    ('pictures = ["a", "b"]\n', "three pictures"),
    ('pictures = ["a", "b", "c"]\n[teacher.colour]\ntitle = {fr = "x", en = "x"}\n', "no option 'colour'"),
    ('pictures = ["a", "b", "c"]\n[teacher.hands]\ntitle = {fr = "x", en = "x"}\nopen = {fr = "o", en = "o"}\n',
     "lacks \\['hidden'\\]"),
    ('pictures = ["a", "b", "c"]\n[teacher.hands]\ndefault = "shut"\ntitle = {fr = "x", en = "x"}\n'
     'open = {fr = "o", en = "o"}\nhidden = {fr = "h", en = "h"}\n', "default 'shut'"),
    ('pictures = ["a", "b", "c"]\n[teacher.hands]\ntitle = {fr = "x", en = "x", de = "x", es = "x", it = "x", id = "x"}\n'
     'open = {fr = "o", en = "o"}\nhidden = {fr = "h", en = "h", de = "h", es = "h", it = "h", id = "h"}\n',
     "open lacks de, es, it, id"),
])
def test_a_game_toml_that_does_not_match_its_engine_fails_the_build(tmp_path, toml, problem):
    write(tmp_path / "mechanlou" / "game.toml", toml)
    with pytest.raises(BuildError, match=problem):
        describe_game(pygame_rules.load("mechanlou").info, tmp_path / "mechanlou")


def test_zips_are_byte_identical_from_build_to_build(tmp_path):
    games = pygame_rules.list_games()
    write_code_zips(SITE, PACKAGE, tmp_path / "first", games)
    package = tmp_path / "pygame_rules"
    shutil.copytree(PACKAGE, package)
    for path in package.rglob("*.py"):
        os.utime(path, (1_900_000_000, 1_900_000_000))  # the same code, edited at another time
    write_code_zips(SITE, package, tmp_path / "second", games)
    zips = sorted(path.relative_to(tmp_path / "first") for path in (tmp_path / "first").rglob("*.zip.gz"))
    words = [f"{lang}.zip.gz" for langs in WORDS_BY_LANGUAGE.values() for lang in langs]
    assert len(zips) == 2 + len(games) + len(words)
    for path in zips:
        assert (tmp_path / "first" / path).read_bytes() == (tmp_path / "second" / path).read_bytes(), path


def test_the_sites_python_and_data_come_in_bundles_compressed_whole(dist):
    """Each bundle is a zip of stored files, gzip-compressed whole (sitebuild/zips.py): what every page loads
    takes a fifth fewer bytes than the same files deflated one by one, as a zip keeps them."""
    bundles = sorted(dist.rglob(f"*{BUNDLE}"))
    assert len(bundles) == 2 + len(pygame_rules.list_games()) + len(LEXICON_LANGUAGES)
    assert [path.name for path in dist.rglob("*.zip")] == [STDLIB]  # Pyodide mounts its zip as it is
    for bundle in bundles:
        with zipfile.ZipFile(io.BytesIO(gzip.decompress(bundle.read_bytes()))) as archive:
            assert {entry.compress_type for entry in archive.infolist()} == {zipfile.ZIP_STORED}, bundle
    every_page = [dist / "py" / f"rules{BUNDLE}", dist / "py" / f"ui{BUNDLE}"]
    deflated = sum(len(zip_bytes(read_bundle(bundle), zipfile.ZIP_DEFLATED)) for bundle in every_page)
    assert sum(bundle.stat().st_size for bundle in every_page) < 0.85 * deflated


def test_only_the_referenced_glyphs_are_written_each_a_valid_svg(dist):
    glyphs = {path.stem for path in (dist / "icons").glob("*.svg")}
    assert glyphs == SAMPLE_GLYPHS
    for name in glyphs:
        root = ElementTree.parse(dist / "icons" / f"{name}.svg").getroot()
        assert root.tag == SVG
        assert root.get("viewBox") == "0 0 32 32"
        assert len(root) > 0, f"{name}.svg draws nothing"


def test_an_alias_glyph_is_its_parent_mirrored():
    icon_set = load_icon_set()
    alias = glyph_svg(icon_set, "backhand-index-pointing-right")
    parent = icon_set["icons"]["backhand-index-pointing-left"]["body"]
    assert f'<g transform="translate(32 0) scale(-1 1)">{parent}</g>' in alias


def test_glyph_licence_names_fluent_emoji_and_mit(dist):
    licence = (dist / "icons" / "LICENSE.txt").read_text()
    assert "Microsoft Fluent Emoji" in licence and "MIT License" in licence
    version = json.loads((ICON_SET.parent / "package.json").read_text())["version"]
    assert f"@iconify-json/fluent-emoji-flat {version}" in licence


def test_an_unknown_glyph_fails_the_build_naming_it_and_its_file(sample_site, tmp_path):
    site = tmp_path / "site"
    shutil.copytree(sample_site, site)
    write(site / "ui" / "board.py", 'CASTLE = "icons/no-such-castle.svg"\n')
    with pytest.raises(BuildError, match=r"icons/no-such-castle\.svg \(in .*board\.py\)"):
        assemble.build(out=tmp_path / "dist", site=site)


@pytest.mark.parametrize("path, text, url", [
    ("style/site.css", "body { font-family: x; }\n@import url(https://example.org/font.css);\n",
     "https://example.org/font.css"),
    ("ui/net.py", 'PING = "http://example.org/ping"\n', "http://example.org/ping"),
    ("rules/extra.html", '<script src="//cdn.example.org/x.js"></script>\n', "//cdn.example.org"),
])
def test_the_host_check_fails_on_a_planted_foreign_url(sample_site, tmp_path, path, text, url):
    site = tmp_path / "site"
    shutil.copytree(sample_site, site)
    write(site / path, text)
    with pytest.raises(BuildError, match="another host") as failure:
        assemble.build(out=tmp_path / "dist", site=site)
    assert url in str(failure.value)
    assert Path(path).name in str(failure.value)


def test_the_host_check_lets_namespaces_and_floor_division_pass():
    assert foreign_urls('<svg xmlns="http://www.w3.org/2000/svg"> half = a // b; "//" + path') == []
    assert foreign_urls('<a href="https://example.org">') == ["https://example.org"]


SCENE_PAGE = (
    '<!doctype html><html><head><meta name="site-version" content=""><link rel="stylesheet" href="./style/site.css" data-inline>'
    '<script type="module" src="./runtime/pyscript/core.js"></script>\n'
    '  <!-- RUNTIME PRELOADS -->\n</head>'
    '<body><img class="sun" src="./icons/rose.svg" alt="" data-inline><img src="./icons/rose.svg" data-inline alt="">'
    '<img src="./icons/red-apple.svg" alt=""></body></html>\n'
)


@pytest.fixture(scope="module")
def scene_dist(sample_site, tmp_path_factory) -> Path:
    """The sample site whose page marks two pictures data-inline and asks for the runtime's preloads."""
    site = tmp_path_factory.mktemp("scene") / "site"
    shutil.copytree(sample_site, site)
    write(site / "index.html", SCENE_PAGE)
    return assemble.build(out=site.parent / "dist", site=site)


def test_marked_pictures_are_drawn_once_in_the_page_and_used_where_they_were(scene_dist):
    page = (scene_dist / "index.html").read_text()
    rose = (scene_dist / "icons" / "rose.svg").read_text()
    drawings = re.findall(r'<symbol id="([^"]+)" viewBox="([^"]+)">(.*?)</symbol>', page, re.S)
    assert [(name, view_box) for name, view_box, _ in drawings] == [
        ("picture-icons-rose", re.search(r'viewBox="([^"]+)"', rose).group(1))]
    assert drawings[0][2] in rose
    uses = re.findall(r'<svg( class="[^"]*")? aria-hidden="true"><use href="#([^"]+)"/></svg>', page)
    assert uses == [(' class="sun"', "picture-icons-rose"), ("", "picture-icons-rose")]
    assert re.findall(r'<img\b[^>]*\ssrc="([^"]*)"', page) == ["./icons/red-apple.svg"]
    assert "data-inline" not in page and "data:" not in page
    # The drawings open the body, whole: one svg element holding the symbols.
    body = page[page.index("<body>") + len("<body>"):]
    drawing = re.match(r'\s*(<svg class="inline-pictures" aria-hidden="true">.*?</svg>)<svg class="sun"', body, re.S)
    whole = drawing.group(1).replace("<svg ", '<svg xmlns="http://www.w3.org/2000/svg" ', 1)
    assert ElementTree.fromstring(whole).tag == SVG


def test_the_marked_stylesheet_is_written_into_the_page(scene_dist):
    page = (scene_dist / "index.html").read_text()
    css = (scene_dist / "style" / "site.css").read_text().strip()
    assert f"<style>\n{css}\n</style>" in page
    assert 'href="./style/site.css"' not in page


def test_the_page_preloads_what_the_runtime_fetches_as_it_fetches_it(scene_dist):
    page = (scene_dist / "index.html").read_text()
    assert "RUNTIME PRELOADS" not in page
    assert "modulepreload" not in page, "start.js preloads the modules after the first frame"
    (listed,) = re.findall(r'<meta name="runtime-modules" content="([^"]+)">', page)
    modules = [url.removeprefix("./") for url in listed.split(" ")]
    fetches = re.findall(r'<link rel="preload" href="\./([^"]+)" as="fetch" crossorigin>', page)
    chunk = re.search(r'from"\./(core-[\w-]+\.js)"', (scene_dist / "runtime/pyscript/core.js").read_text()).group(1)
    assert modules == [f"runtime/pyscript/{chunk}", "interpreter.mjs", "bundles.mjs", "runtime/pyodide/pyodide.mjs",
                       "runtime/pyodide/pyodide.asm.mjs"]
    (zips,) = re.findall(r'<meta name="code-zips" content="([^"]+)">', page)
    assert zips.split(" ") == ["./py/rules.zip.gz", "./py/ui.zip.gz"]
    (games,) = re.findall(r'<meta name="game-zips" content="([^"]*)">', page)
    assert games.split() == [f"./games/{path.parent.name}/code.zip.gz" for path in sorted(scene_dist.glob("games/*/code.zip.gz"))]
    assert games, "the sample site has games"
    # A page opened on a game asks for the words it reads in the site's language while Python starts (the
    # site's languages, its fallback first, as ui/kit/settings.py picks one).
    (words,) = re.findall(r'<meta name="game-words" content="([^"]*)">', page)
    assert {"meli_cado/de=de,en", "meli_cado/en=en,fr", "meli_cado/fr=fr,en"} <= set(words.split())
    assert all(entry.startswith("meli_cado/") for entry in words.split())
    (languages,) = re.findall(r'<meta name="site-languages" content="([^"]*)">', page)
    assert languages.split()[0] == DEFAULT_LANGUAGE and sorted(languages.split()) == sorted(SITE_LANGUAGES)
    # Not pyodide.asm.wasm: Pyodide compiles it as it downloads, which a preloaded answer made slower (build.py).
    assert fetches == [
        "pyscript.json", "runtime/pyodide/python_stdlib.zip", "runtime/pyodide/pyodide-lock.json",
        "py/rules.zip.gz", "py/ui.zip.gz", "main.py",
    ]
    assert all((scene_dist / url).is_file() for url in modules + fetches)


def test_a_page_without_the_marker_gets_no_preloads(dist):
    assert "preload" not in (dist / "index.html").read_text()


@pytest.mark.parametrize("tag", ['<img src="./art/no-such.svg" data-inline>', '<img src="./app-icons/icon-192.png" data-inline>',
                                 '<img src="./art/scene.svg" data-inline>'])
def test_an_inline_picture_that_is_not_a_plain_svg_of_the_site_fails_the_build(sample_site, tmp_path, tag):
    site = tmp_path / "site"
    shutil.copytree(sample_site, site)
    write(site / "index.html", f"<!doctype html><html><body>{tag}</body></html>\n")
    with pytest.raises(BuildError, match="data-inline"):
        assemble.build(out=tmp_path / "dist", site=site)


def precache_list(dist: Path) -> list:
    source = (dist / "sw.js").read_text()
    return json.loads(re.search(r"const FILES = (\[.*?\]);\n", source, re.S).group(1))


def test_the_service_worker_precaches_every_file_with_its_hash(dist):
    files = precache_list(dist)
    assert {path for path, _ in files} == files_of(dist) - {"sw.js"}
    for path, content_hash in files:
        digest = base64.b64encode(hashlib.sha256((dist / path).read_bytes()).digest()).decode()
        assert content_hash == digest[:16], path


# The lines of site/sw.js the build fills (a comment follows each in site/sw.js).
FILLED = re.compile(r"^const (VERSION|FILES|APART) = .*?;(?:  //[^\n]*)?\n", re.M | re.S)


def test_the_service_worker_is_javascript_before_and_after_the_build(dist):
    """site/sw.js is a real script the build fills in: its version, its files and the files kept apart."""
    source = (dist / "sw.js").read_text()
    linted = eslint(source=source)  # as site/sw.js is, by test_scripts.py
    assert linted.returncode == 0, linted.stdout + linted.stderr
    apart = re.search(r"^const APART = (.*);$", source, re.M).group(1)
    assert json.loads(apart) == KEPT_APART == [["games/meli_cado/code.zip.gz", "games/meli_cado/"],
                                               ["runtime/espeak-ng/", "runtime/espeak-ng/"], ["rules/", "rules/"]] + [
        [f"games/meli_cado/words/{lang}.zip.gz", f"games/meli_cado/words/{lang}/"] for lang in LEXICON_LANGUAGES]
    template = (SITE / "sw.js").read_text()
    assert FILLED.findall(template) == FILLED.findall(source) == ["VERSION", "FILES", "APART"]
    assert FILLED.sub("", source) == FILLED.sub("", template), "the rest of the worker is site/sw.js as it is"


def test_a_worker_without_its_lines_to_fill_fails_the_build(dist, tmp_path):
    copy = tmp_path / "dist"
    shutil.copytree(dist, copy)
    template = tmp_path / "sw.js"
    template.write_text((SITE / "sw.js").read_text().replace("const APART = [];", "const APART = [[]];"))
    with pytest.raises(BuildError, match="APART"):
        write_service_worker(copy, template)


def test_files_kept_apart_must_be_files_of_the_site(dist, tmp_path, monkeypatch):
    """A game's table of files kept apart that names no file (a renamed folder) fails instead of keeping nothing."""
    copy = tmp_path / "dist"
    shutil.copytree(dist, copy)
    monkeypatch.setattr("sitebuild.offline.KEPT_APART", [*KEPT_APART, ["runtime/no-such-thing/", "games/meli_cado/"]])
    with pytest.raises(BuildError, match="runtime/no-such-thing/"):
        write_service_worker(copy)


SW_VERSION = re.compile(r'const VERSION = "([0-9a-f]{16})";')


def test_a_changed_file_changes_the_version(dist, tmp_path):
    copy = tmp_path / "dist"
    shutil.copytree(dist, copy)
    before = SW_VERSION.search((copy / "sw.js").read_text()).group(1)
    write_service_worker(copy)
    assert SW_VERSION.search((copy / "sw.js").read_text()).group(1) == before
    (copy / "style" / "site.css").write_text("body { color: green; }\n")
    write_service_worker(copy)
    assert SW_VERSION.search((copy / "sw.js").read_text()).group(1) != before


def test_the_page_carries_the_version_of_its_worker_and_the_mark_does_not_change_it(scene_dist, tmp_path):
    copy = tmp_path / "dist"
    shutil.copytree(scene_dist, copy)
    version = SW_VERSION.search((copy / "sw.js").read_text()).group(1)
    assert f'<meta name="site-version" content="{version}">' in (copy / "index.html").read_text()
    write_service_worker(copy)  # written again over its own mark: the same version
    assert SW_VERSION.search((copy / "sw.js").read_text()).group(1) == version
    assert f'<meta name="site-version" content="{version}">' in (copy / "index.html").read_text()
    assert [path for path, _ in precache_list(copy)] == [path for path, _ in precache_list(scene_dist)]


def test_caches_are_named_by_scope_and_a_worker_deletes_only_its_scope_s(dist):
    """Two copies of the site on one origin (/a/ and /b/) never delete each other's caches."""
    source = (dist / "sw.js").read_text()
    assert "const PREFIX = `petits-jeux:${SCOPE}:`;" in source and "const CACHE = PREFIX + VERSION;" in source
    deletions = re.findall(r"caches\.delete\(([^)]*)\)", source)
    assert deletions == ["old.name", "old.cache"]  # each an old cache found by isOurs(): our scope only
    assert "if (name.startsWith(PREFIX)) return true;" in source


def test_the_worker_s_own_records_cannot_be_files_of_the_site(dist):
    """Its manifest and handover records live at dot-file addresses; build.py never copies a dot file."""
    source = (dist / "sw.js").read_text()
    records = re.findall(r'new URL\("(\.[\w.-]+)", SCOPE_URL\)', source)
    assert records == [".petits-jeux-files.json", ".petits-jeux-handover.json"]
    assert not [path for path in files_of(dist) if any(part.startswith(".") for part in path.split("/"))]


def test_a_new_version_takes_over_only_once_everything_is_kept(dist):
    """skipWaiting() comes last in the install, after every file is copied or downloaded: a failure stops it."""
    source = (dist / "sw.js").read_text()
    install = re.search(r'addEventListener\("install".*?\n}\);\n', source, re.S).group(0)
    assert install.endswith("await self.skipWaiting();\n  })());\n});\n")
    assert install.index("await eachOf(") < install.index("self.skipWaiting()")
    # ...and downloads nothing until a page has started (or STARTING ms): Python's start comes first.
    assert install.index("await Promise.race([pageStarted,") < install.index("await eachOf(")
    # The first version of a scope has nothing to keep from before: it takes over at once, and keeps
    # the page's own requests as they pass (see answer()) and the rest when the page asks.
    assert install.index("if (olds.length) {") < install.index("await Promise.race([pageStarted,")
    assert 'keepDownloaded(cache, name, path, hashes.get(path), "auto")' in source
    assert 'const wanted = new Set(["site", "runtime/", ' in install
    assert "clients.claim()" in source.split('addEventListener("activate"')[1].split("letGo")[0]
    assert "if (!olds.length) await self.clients.claim();" in source  # only the first worker of a scope claims


def test_every_page_gets_a_strict_policy_with_the_hash_of_each_inline_style(scene_dist):
    pages = sorted(path for path in files_of(scene_dist) if path.endswith(".html") and not path.startswith("runtime/"))
    assert "index.html" in pages and "rules/all.html" in pages
    for path in pages:
        text = (scene_dist / path).read_text()
        metas = re.findall(r'<meta http-equiv="Content-Security-Policy" content="([^"]+)">', text)
        assert len(metas) == 1, path
        policy = dict(directive.split(" ", 1) for directive in metas[0].split("; "))
        assert policy["default-src"] == "'self'" and policy["object-src"] == "'none'"
        assert policy["base-uri"] == "'none'" and policy["form-action"] == "'none'"
        assert policy["img-src"] == "'self'"
        assert "'unsafe-inline'" not in policy["style-src"] and "'unsafe-inline'" not in policy["script-src"]
        expected = ["'self'", *(style_hash(style) for style in INLINE_STYLE.findall(text))]
        assert policy["style-src"].split() == expected, path
        app = "'wasm-unsafe-eval' 'unsafe-eval'"
        assert policy["script-src"] == ("'self' " + app if path == "index.html" else "'self'"), path
        assert text.index("Content-Security-Policy") < text.find("<style>") or "<style>" not in text
    page = (scene_dist / "index.html").read_text()
    css = (scene_dist / "style" / "site.css").read_text().strip()
    digest = base64.b64encode(hashlib.sha256(f"\n{css}\n".encode()).digest()).decode()
    assert f"'sha256-{digest}'" in page


@pytest.mark.parametrize("markup, problem", [
    ('<script>alert(1)</script>', "<script> without src"),
    ('<link rel="stylesheet" href="./style/site.css" media="print" onload="this.media=\'all\'">', "onload"),
    ('<p style="color: red">x</p>', "style attribute"),
    ('<a href="javascript:void(0)">x</a>', "javascript:"),
])
def test_what_the_policy_would_block_fails_the_build(sample_site, tmp_path, markup, problem):
    site = tmp_path / "site"
    shutil.copytree(sample_site, site)
    write(site / "index.html", f'<!doctype html><html><head><meta charset="utf-8"></head><body>{markup}</body></html>\n')
    with pytest.raises(BuildError, match=re.escape(problem)):
        assemble.build(out=tmp_path / "dist", site=site)


def test_a_page_s_own_policy_is_replaced_by_the_site_s(sample_site, tmp_path):
    site = tmp_path / "site"
    shutil.copytree(sample_site, site)
    game = pygame_rules.list_games()[0]
    own = '<meta http-equiv="Content-Security-Policy" content="default-src *">'
    write(site / "games" / game / "rules.html", rule_page(game).replace('<meta charset="utf-8">', f'<meta charset="utf-8">{own}'))
    out = assemble.build(out=tmp_path / "dist", site=site)
    text = (out / "rules" / f"{game}.html").read_text()
    assert "default-src *" not in text and text.count("Content-Security-Policy") == 1


def png_size(path: Path) -> tuple:
    header = path.read_bytes()[:24]
    assert header[:8] == b"\x89PNG\r\n\x1a\n" and header[12:16] == b"IHDR"
    return struct.unpack(">II", header[16:24])


def test_manifest_icons_exist_with_their_pixel_sizes(dist):
    manifest = json.loads((dist / "manifest.webmanifest").read_text())
    assert manifest["start_url"] == "./" and manifest["display"] == "standalone"
    assert {icon["sizes"] for icon in manifest["icons"]} == {"192x192", "512x512"}
    for icon in manifest["icons"]:
        width, height = png_size(dist / icon["src"])
        assert f"{width}x{height}" == icon["sizes"], icon["src"]


def test_the_rules_book_holds_every_game_in_site_order(dist):
    book = (dist / "rules" / "all.html").read_text()
    assert RULES_MARKER not in book
    ids = re.findall(r'<article class="rules" id="([^"]+)">', book)
    assert ids == pygame_rules.list_games()
    assert "<nav>" not in book


def test_a_rule_page_without_its_article_fails_the_build(sample_site, tmp_path):
    site = tmp_path / "site"
    shutil.copytree(sample_site, site)
    game = pygame_rules.list_games()[0]
    write(site / "games" / game / "rules.html", "<!doctype html><p>nothing</p>\n")
    with pytest.raises(BuildError, match=rf"{game}/rules\.html: expected exactly one"):
        assemble.build(out=tmp_path / "dist", site=site)


def test_a_handler_can_send_github_pages_caching(dist):
    class PagesHandler(QuietSiteHandler):
        cache_control = "max-age=600"

    with serving_in_thread(dist, PagesHandler) as server:
        with urllib.request.urlopen(f"http://127.0.0.1:{server.server_address[1]}/index.html") as response:
            assert response.headers["Cache-Control"] == "max-age=600"


def test_served_files_have_their_mime_types_and_no_http_cache(dist):
    with serving_in_thread(dist, QuietSiteHandler) as server:
        base = f"http://127.0.0.1:{server.server_address[1]}/"
        for path, mime in [
            ("runtime/pyodide/pyodide.mjs", "text/javascript"), ("sw.js", "text/javascript"),
            ("runtime/pyodide/pyodide.asm.wasm", "application/wasm"),
            ("manifest.webmanifest", "application/manifest+json"), ("speech/fr/home.welcome.mp3", "audio/mpeg"),
            ("icons/rose.svg", "image/svg+xml"), ("index.html", "text/html"),
        ]:
            with urllib.request.urlopen(base + path) as response:
                assert response.headers["Content-Type"].split(";")[0] == mime, path
                assert response.headers["Cache-Control"] == "no-cache", path


@pytest.mark.parametrize("error, reported", [(BrokenPipeError(), False), (ConnectionResetError(), False), (ValueError(), True)])
def test_a_dropped_connection_is_not_reported_as_a_server_error(dist, capsys, error, reported):
    with serving_in_thread(dist, QuietSiteHandler) as server:
        try:
            raise error
        except Exception:
            server.handle_error(None, ("127.0.0.1", 1))
    assert ("Traceback" in capsys.readouterr().err) is reported


def test_the_real_site_builds(tmp_path):
    out = assemble.build(out=tmp_path / "dist")
    assert {path for path, _ in precache_list(out)} == files_of(out) - {"sw.js"}
    assert not list(out.rglob("clips.json")), "the record of each clip's text stays out of the site: no page reads it"
    assert (out / "favicon.ico").read_bytes()[:4] == b"\0\0\1\0", "browsers ask for /favicon.ico: it is there"
    assert f"{len(files_of(out))} files" in assemble.summary(out)


# -- the trimmed standard library -------------------------------------------------------------------


def zip_modules(archive: zipfile.ZipFile) -> set:
    """The module names of a standard library zip's .py or .pyc files ('json/__init__.pyc' -> 'json')."""
    return {re.sub(r"\.pyc?$", "", name).removesuffix("/__init__").replace("/", ".")
            for name in archive.namelist() if name.endswith((".py", ".pyc"))}


def test_the_standard_library_holds_the_listed_modules_and_no_other(dist):
    listed = listed_modules(STDLIB_RECORDED, STDLIB_LAZY)
    packages = {".".join(name.split(".")[:depth]) for name in listed for depth in range(1, name.count(".") + 1)}
    with zipfile.ZipFile(dist / "runtime/pyodide/python_stdlib.zip") as trimmed, \
            zipfile.ZipFile(NODE_MODULES / "pyodide" / STDLIB) as whole:
        shipped = zip_modules(trimmed)
        assert shipped == listed | (packages & shipped)
        assert len(shipped) < len(zip_modules(whole)) / 2, "most of the library is left out"
    assert not {"unittest", "tkinter", "sqlite3", "pydoc", "doctest", "xml"} & shipped


class WithoutDocstrings(ast.NodeTransformer):
    """A syntax tree as `python -OO` compiles it: no docstring (a body that held only one holds `pass`)."""

    def generic_visit(self, node):
        super().generic_visit(node)
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) and isinstance(first.value.value, str):
                node.body = node.body[1:] or [ast.Pass()]
        return node


def same_code(source: str, other: str) -> bool:
    """Both sources compile to the same code, each part starting where it did, docstrings aside."""
    def code(text):
        tree = WithoutDocstrings().visit(ast.parse(text))
        starts = [(type(node).__name__, node.lineno, node.col_offset) for node in ast.walk(tree)
                  if hasattr(node, "lineno") and not isinstance(node, ast.Pass)]
        return ast.dump(tree), starts
    return code(source) == code(other)


@functools.cache
def pyodide_magic() -> bytes:
    """The magic number that opens a .pyc of the vendored Pyodide's Python."""
    return bytes.fromhex(in_pyodide("import importlib.util; print(importlib.util.MAGIC_NUMBER.hex())").split()[-1])


def test_the_standard_library_ships_as_bytecode_of_pyodides_python_trusted_without_its_source(dist):
    with zipfile.ZipFile(dist / "runtime/pyodide/python_stdlib.zip") as trimmed:
        names = trimmed.namelist()
        headers = {trimmed.read(name)[:8] for name in names}
    assert names and all(name.endswith(".pyc") for name in names), "no source: bytecode only"
    magic = pyodide_magic()
    # PEP 552: the magic number, then flags 0b01 (hash-based, not checked against a source: there is none).
    assert headers == {magic + (1).to_bytes(4, "little")}


def test_bytecode_is_compiled_once_for_a_source(monkeypatch):
    sources = {"json/__init__.py": b"import sys\nDEFAULT = 1\n"}
    first = bytecode.bytecode(sources, STDLIB_MOUNT)
    assert first["json/__init__.py"][:4] == pyodide_magic()
    monkeypatch.setattr(bytecode.subprocess, "run", lambda *args, **kwargs: pytest.fail("compiled again"))
    assert bytecode.bytecode(sources, STDLIB_MOUNT) == first


def test_the_standard_library_is_compiled_from_its_source_without_docstrings_or_comments():
    """Every statement keeps its line (tracebacks point right), and the code is the same, docstrings aside."""
    modules = listed_modules(STDLIB_RECORDED, STDLIB_LAZY)
    with zipfile.ZipFile(NODE_MODULES / "pyodide" / STDLIB) as whole:
        sources = {name: data.decode() for name, data in stdlib_entries(whole, modules).items()}
    before = after = stripped = 0
    for name, source in sources.items():
        shipped = without_docs(source)
        before, after = before + len(source), after + len(shipped)
        if shipped == source:
            continue  # newer syntax than this Python parses: compiled as it is
        stripped += 1
        assert same_code(shipped, source), name
    assert stripped > 0.9 * len(sources)
    assert after < 0.7 * before, "about a third of the bytes are docstrings and comments"


def test_without_docs_leaves_strings_that_are_not_docstrings_and_lines_in_place():
    source = (
        '#!/usr/bin/env python3\n'
        '"""The module\'s docstring,\n\non three lines."""\n'
        'import sys  # why\n'
        'TEMPLATE = """\n'
        '   \n'
        '# not a comment\n'
        '"""\n'
        '\n'
        'class Empty(Exception):\n'
        '    """Only a docstring."""\n'
        '\n'
        'def f(x):\n'
        '    "Doc."  # and a comment\n'
        '    # a comment alone\n'
        '    return "#" + x\n'
        '\n'
        'def g(): "shares its line"; return 1\n'
    )
    shipped = without_docs(source)
    assert shipped == (
        '\n'
        '\n\n\n'
        'import sys\n'
        'TEMPLATE = """\n'
        '   \n'
        '# not a comment\n'
        '"""\n'
        '\n'
        'class Empty(Exception):\n'
        '    pass\n'
        '\n'
        'def f(x):\n'
        '\n'
        '\n'
        '    return "#" + x\n'
        '\n'
        'def g(): "shares its line"; return 1\n'
    )
    assert same_code(shipped, source)


def test_without_docs_leaves_source_it_cannot_parse_as_it_is():
    newer = 'type Pair[T] = tuple[T, T]  # a 3.12 alias\n' if sys.version_info < (3, 12) else 'def f(:\n  # broken\n'
    assert without_docs(newer) == newer


def test_the_whole_standard_library_on_request(sample_site, tmp_path):
    out = assemble.build(out=tmp_path / "dist", site=sample_site, whole_stdlib=True)
    whole = NODE_MODULES / "pyodide" / STDLIB
    assert (out / "runtime/pyodide/python_stdlib.zip").read_bytes() == whole.read_bytes()


def test_a_module_the_standard_library_lacks_fails_the_build():
    with zipfile.ZipFile(NODE_MODULES / "pyodide" / STDLIB) as archive:
        with pytest.raises(BuildError, match="no_such_module"):
            stdlib_entries(archive, {"json", "no_such_module"})
        kept = stdlib_entries(archive, {"email.headerregistry"})
    assert sorted(kept) == ["email/__init__.py", "email/headerregistry.py"], "a module's packages come with it"


def top_level_imports(folders) -> set:
    """The absolute imports at the top of every module under the folders."""
    names = set()
    for folder in folders:
        for path in folder.rglob("*.py"):
            for node in ast.parse(path.read_text(encoding="utf-8")).body:
                if isinstance(node, ast.Import):
                    names.update(alias.name for alias in node.names)
                elif isinstance(node, ast.ImportFrom) and node.level == 0:
                    names.add(node.module)
    return names


def test_every_module_our_code_imports_from_the_standard_library_is_kept():
    """A new import of the standard library in pygame_rules/ or site/ needs tools/stdlib_imports.py run again."""
    with zipfile.ZipFile(NODE_MODULES / "pyodide" / STDLIB) as archive:
        in_stdlib = zip_modules(archive)
    ours = top_level_imports([PACKAGE, SITE]) & in_stdlib
    assert {"json", "random", "asyncio"} <= ours
    assert ours <= listed_modules(STDLIB_RECORDED, STDLIB_LAZY)
