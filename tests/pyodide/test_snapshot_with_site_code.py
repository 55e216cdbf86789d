"""The site's own modules go into the tablet's memory snapshot (site/snapshot-worker.mjs), and each game's once opened.

For that, every module of the code zips every page loads, and of every
game's code zip, must import where there is no page (a worker) and keep no
JavaScript object that a snapshot cannot hold; the next start then finds
them imported. Checked under Node.js with the built site's own Pyodide and
standard library, on the built dist/.
"""

import json
import shutil
import subprocess
from pathlib import Path

import pygame_rules
from sitebuild.page import CODE_ZIPS
from sitebuild.paths import DIST
from sitebuild.zips import read_bundle

RUNNER = Path(__file__).with_name("snapshot_with_site_code.mjs")
RESULT_PREFIX = "snapshot: "


def modules_in(bundle: Path) -> set[str]:
    """The modules a bundle of compiled files holds: ui/kit/dom.pyc is ui.kit.dom, ui/__init__.pyc is ui (what lies in
    __pycache__ is bytecode for a source written later: PyScript's package)."""
    names = set()
    for name in read_bundle(bundle):
        if name.endswith(".pyc") and "__pycache__/" not in name:
            parts = name.removesuffix(".pyc").split("/")
            names.add(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    return names


def test_every_module_of_the_code_zips_imports_without_a_page_and_comes_back_from_the_snapshot():
    zips = [DIST / zip_name for zip_name in CODE_ZIPS]
    zips += [DIST / "games" / game_id / "code.zip.gz" for game_id in pygame_rules.list_games()]
    assert all(path.is_file() for path in zips), f"{zips}: run `python3 build.py` first"
    expected = set().union(*(modules_in(path) for path in zips))
    assert {"ui.app", "ui.home", "ui.teacher", "ui.kit.dom", "pygame_rules.core"} <= expected, expected
    assert {f"games.{game_id}.page" for game_id in pygame_rules.list_games()} <= expected, expected
    node = shutil.which("node")
    assert node, "Node.js is not installed"
    runtime = DIST / "runtime" / "pyodide"
    run = subprocess.run([node, RUNNER, str(runtime), *map(str, zips)], capture_output=True, text=True, timeout=300)
    print(run.stdout[-3000:], run.stderr[-3000:], sep="\n")
    assert run.returncode == 0
    [line] = [line for line in run.stdout.splitlines() if line.startswith(RESULT_PREFIX)]
    result = json.loads(line.removeprefix(RESULT_PREFIX))
    assert set(result["imported"]) == expected
    assert set(result["restored"]) == expected
    assert result["fileThere"] is False, "the restored Python read the module from a file, not from its memory"
    assert result["languages"] == ["fr", "en", "de", "es", "it", "id"]
