"""The runtime dist/ ships in runtime/: Pyodide with its standard library trimmed to what the site imports,
PyScript without the chunks the site never loads, and eSpeak NG (see sitebuild.espeak)."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import zipfile
from pathlib import Path

from sitebuild.bytecode import STDLIB_MOUNT, as_bytecode
from sitebuild.errors import BuildError
from sitebuild.espeak import write_espeak
from sitebuild.paths import NODE_MODULES, ROOT
from sitebuild.zips import write_zip

PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm")
# Pyodide's list of the packages it can load: it reads it as it starts, but the site ships no package (only
# the standard library), so its list says so; the whole one names 357 wheels that are not there.
LOCK_FILE = "pyodide-lock.json"

# Pyodide's standard library, trimmed to the modules the site imports: those recorded in every page and in
# the unit tests run inside Pyodide (tools/stdlib_imports.py writes the list), and those imported lazily,
# on paths the recording may miss (a commented list). node_modules keeps the whole one for the tests.
STDLIB = "python_stdlib.zip"
STDLIB_RECORDED = ROOT / "tools" / "stdlib_modules.txt"
STDLIB_LAZY = ROOT / "tools" / "stdlib_lazy.txt"

# @pyscript/core files fetched only for features the site does not use. Each
# name is a chunk family (the file name without its "-<hash>.js" suffix).
# core.js always imports its py-editor, py-terminal, py-game and donkey
# plugins (naming them "!py-editor"... in the config's "plugins" did not stop
# those requests in Chromium), but the plugins load the editor (CodeMirror),
# the terminal (xterm, py, mpy) and its stylesheet only for a
# <script type="py-editor"> or a script with a terminal attribute, which the
# site never has. pyodide_graph serves only the "packages" setting, which
# needs a CDN and is not used; storage.js and service-worker.js are separate
# entry points of the npm package that core.js does not import. zip (zip.js,
# 72 kB gzip) unpacks the config's "files", which the site does not use: its
# zips are unpacked by interpreter.mjs (see CODE_ZIPS).
PYSCRIPT_UNUSED = frozenset({
    "codemirror", "codemirror_commands", "codemirror_lang-python", "codemirror_language",
    "codemirror_state", "codemirror_view", "index",
    "xterm", "xterm-readline", "xterm_addon-fit", "xterm_addon-web-links", "xterm.css", "py", "mpy",
    "pyodide_graph", "storage", "service-worker", "zip",
})


def ensure_node_modules(root: Path = ROOT) -> None:
    """Install the pinned npm packages when node_modules/ is missing or older than the lock file."""
    lock = root / "package-lock.json"
    installed = root / "node_modules" / ".package-lock.json"
    if installed.exists() and installed.stat().st_mtime >= lock.stat().st_mtime:
        return
    print("npm ci (node_modules/ is missing or older than package-lock.json)")
    subprocess.run(["npm", "ci", "--no-audit", "--no-fund"], cwd=root, check=True)


def pyscript_family(name: str) -> str:
    """The chunk family of a @pyscript/core dist file: 'xterm-Bdboj2r8.js' -> 'xterm'."""
    return re.sub(r"-[\w-]{8}\.js$", "", name).removesuffix(".js")


def listed_modules(*lists: Path) -> set[str]:
    """The module names of module lists: one a line, '#' starts a comment."""
    return {name for path in lists for line in path.read_text(encoding="utf-8").splitlines()
            if (name := line.split("#", 1)[0].strip())}


def stdlib_entries(archive: zipfile.ZipFile, modules: set[str]) -> dict:
    """{name: bytes} of the files of a standard library zip that hold the modules and their packages' __init__.py.

    Raises BuildError for a module the zip does not hold (a Pyodide upgrade that moved it).
    """
    names = set(archive.namelist())
    kept, missing = set(), []
    for module in modules:
        parts = module.split(".")
        found = [name for name in ("/".join(parts) + ".py", "/".join(parts) + "/__init__.py") if name in names]
        if not found:
            missing.append(module)
        kept.update(found)
        kept.update(name for depth in range(1, len(parts)) if (name := "/".join(parts[:depth]) + "/__init__.py") in names)
    if missing:
        raise BuildError(f"{STDLIB} holds no {', '.join(sorted(missing))}: run tools/stdlib_imports.py again")
    return {name: archive.read(name) for name in kept}


def write_stdlib(source: Path, target: Path, modules: set[str] | None, node_modules: Path = NODE_MODULES) -> None:
    """Pyodide's standard library zip, trimmed to `modules`, as bytecode compiled without docstrings or
    comments (None: copied whole, as it is)."""
    if modules is None:
        shutil.copy2(source, target)
        return
    with zipfile.ZipFile(source) as archive:
        entries = stdlib_entries(archive, modules)
    write_zip(target, as_bytecode({target: entries}, STDLIB_MOUNT, node_modules)[target])


def write_lock_file(source: Path, target: Path) -> None:
    """Pyodide's lock file with its interpreter's description and no package."""
    lock = json.loads(source.read_text(encoding="utf-8"))
    target.write_text(json.dumps({**lock, "packages": {}}, indent=1) + "\n", encoding="utf-8")


def copy_runtime(out: Path, node_modules: Path = NODE_MODULES, stdlib: set[str] | None = None) -> None:
    """Vendor Pyodide (its standard library trimmed to `stdlib`, whole if None), PyScript and eSpeak NG
    into out/runtime/ (no source maps, no unused chunks, no unused dictionaries)."""
    pyodide = out / "runtime" / "pyodide"
    pyodide.mkdir(parents=True)
    for name in PYODIDE_FILES:
        shutil.copy2(node_modules / "pyodide" / name, pyodide / name)
    write_lock_file(node_modules / "pyodide" / LOCK_FILE, pyodide / LOCK_FILE)
    write_stdlib(node_modules / "pyodide" / STDLIB, pyodide / STDLIB, stdlib, node_modules)
    pyscript = out / "runtime" / "pyscript"
    pyscript.mkdir(parents=True)
    for source in sorted((node_modules / "@pyscript" / "core" / "dist").iterdir()):
        if source.suffix == ".map" or pyscript_family(source.name) in PYSCRIPT_UNUSED:
            continue
        shutil.copy2(source, pyscript / source.name)
    write_espeak(out / "runtime" / "espeak-ng", node_modules)
