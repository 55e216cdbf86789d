#!/usr/bin/env python3
"""Record which modules of Pyodide's standard library the site imports, into tools/stdlib_modules.txt.

    .venv/bin/python tools/stdlib_imports.py

build.py ships a python_stdlib.zip holding only the modules listed there and in
tools/stdlib_lazy.txt (imported lazily, on paths a recording may miss). This tool
builds the site with the whole library into a temporary folder, then records:
- the pages: in Debian's chromium, the home page, the teacher's corner and each game
  played a little (tools/screens.py's tour), reading `sys.modules` at the end of each;
- the unit tests (tests/rules, tests/conformance) run inside Pyodide under Node.js,
  recording what is imported while code of pygame_rules/ or site/ runs
  (tools/stdlib_imports.mjs);
then imports all of them and the lazy list in a fresh Pyodide and writes every module it
then holds that python_stdlib.zip has a file for. The printed rules pages run no Python.
Run it again after adding an import of the standard library; the end-to-end tests run
against the trimmed build, so a module missing from the list fails them.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import pygame_rules  # noqa: E402
from sitebuild import assemble, testing  # noqa: E402
from sitebuild.paths import NODE_MODULES  # noqa: E402
from sitebuild.runtime import STDLIB, STDLIB_LAZY, STDLIB_RECORDED  # noqa: E402
from sitebuild.server import SiteHandler, serving_in_thread  # noqa: E402
from tools import screens  # noqa: E402

RESULT_PREFIX = "stdlib-imports: "
# Put before the page's main.py: the page's Python answers window.__modules() with sys.modules.
RECORDER = (
    "import sys as _sys, js as _js\n"
    "from pyodide.ffi import create_proxy as _create_proxy\n"
    "_js.window.__modules = _create_proxy(lambda: ' '.join(sorted(_sys.modules)))\n"
)
# How many enabled buttons of a game's table are tapped, one after the other, to play it a little.
TAPS = 6
HEADER = """\
# The modules of Pyodide's standard library the site imports, recorded by tools/stdlib_imports.py
# (every page, and the unit tests inside Pyodide): build.py's python_stdlib.zip holds only these and
# those of tools/stdlib_lazy.txt. Generated: run the tool again rather than editing.
"""


def play_a_little(tour: screens.Tour, game_id: str) -> None:
    """A new game from its setup, then a few taps on whatever the table offers (outside the top bar)."""
    page = tour.page
    tour.setup(game_id)
    tour.start()
    for _ in range(TAPS):
        page.wait_for_timeout(400)
        enabled = page.locator("#app button:enabled:not(.top-bar button):visible")
        if not enabled.count():
            break
        enabled.nth(min(2, enabled.count() - 1)).tap(timeout=screens.TIMEOUT_MS, force=True)


def page_modules(base_url: str) -> set[str]:
    """Every module in sys.modules at the end of each page of the tour."""
    from playwright.sync_api import sync_playwright

    modules = set()
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=shutil.which("chromium"), args=screens.CHROMIUM_ARGS)
        context = browser.new_context(**screens.context_options(screens.SIZES[0], base_url))
        screens.prepare_context(context)
        context.route("**/main.py", lambda route: route.fulfill(
            response=(response := route.fetch()), body=RECORDER + response.text()))
        page = context.new_page()
        page.set_default_timeout(screens.TIMEOUT_MS)
        tour = screens.Tour(page)
        tour.open()

        def note(what: str) -> None:
            found = set(page.evaluate("window.__modules()").split())
            print(f"{what}: {len(found)} modules, {len(found - modules)} new", flush=True)
            modules.update(found)

        note("home")
        tour.teacher()
        note("teacher's corner")
        tour.close_teacher()
        for screen, reach, _ in screens.SCREENS_IN_ORDER:
            reach(tour)
        note("Im Märchenwald and Méchanlou (tools/screens.py's tour)")
        for game_id in pygame_rules.list_games():
            try:
                play_a_little(tour, game_id)
            except Exception as error:  # noqa: BLE001 - what the game imported so far still counts
                print(f"{game_id}: played less than meant ({str(error).splitlines()[0]})", flush=True)
            note(game_id)
        browser.close()
    return modules


def closure(names: set[str], lazy: Path) -> list[str]:
    """The unit tests' imports recorded in Pyodide, and all modules a fresh Pyodide holds after importing them and `names`."""
    with tempfile.NamedTemporaryFile("w", suffix=".txt") as listed:
        listed.write("\n".join(sorted(names)) + "\n" + lazy.read_text(encoding="utf-8"))
        listed.flush()
        run = subprocess.run(
            ["node", str(ROOT / "tools" / "stdlib_imports.mjs"), str(testing.PYODIDE_WHEELS), listed.name,
             "tests/rules", "tests/conformance"],
            cwd=ROOT, capture_output=True, text=True, check=False)
    results = [line for line in run.stdout.splitlines() if line.startswith(RESULT_PREFIX)]
    if run.returncode or not results:
        sys.exit(f"the record in Pyodide failed (node exited {run.returncode}):\n{run.stdout[-3000:]}\n{run.stderr[-3000:]}")
    return json.loads(results[-1].removeprefix(RESULT_PREFIX))


def in_stdlib(modules, stdlib: Path) -> list[str]:
    """The modules python_stdlib.zip has a file for (built-in and frozen modules, and ours, are left out)."""
    with zipfile.ZipFile(stdlib) as archive:
        names = set(archive.namelist())
    return sorted(module for module in modules
                  if {f"{module.replace('.', '/')}.py", f"{module.replace('.', '/')}/__init__.py"} & names)


def main() -> int:
    with tempfile.TemporaryDirectory(prefix="stdlib-imports-") as folder:
        out = assemble.build(Path(folder) / "dist", whole_stdlib=True)
        with serving_in_thread(out, screens_handler()) as server:
            pages = page_modules(f"http://127.0.0.1:{server.server_address[1]}/")
    modules = in_stdlib(closure(pages, STDLIB_LAZY), NODE_MODULES / "pyodide" / STDLIB)
    STDLIB_RECORDED.write_text(HEADER + "\n".join(modules) + "\n", encoding="utf-8")
    print(f"{len(modules)} modules written to {STDLIB_RECORDED.relative_to(ROOT)}")
    return 0


def screens_handler() -> type:
    class Quiet(SiteHandler):
        def log_message(self, format, *args):
            pass
    return Quiet


if __name__ == "__main__":
    sys.exit(main())
