"""The rule tests again, inside Pyodide under Node.js: the Python the browser runs.

CPython 3.11 passing is not enough: the page runs Pyodide's Python 3.14,
so each suite runs there too, with the npm pyodide package the site ships.
"""

import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest

from sitebuild.testing import PYODIDE_WHEELS

ROOT = Path(__file__).resolve().parents[2]
RUNNER = Path(__file__).with_name("run_pytest.mjs")
# Fewer random games than on CPython: Pyodide runs several times slower.
RANDOM_GAMES_IN_PYODIDE = "20"
RESULT_PREFIX = "pyodide-pytest: "


@pytest.mark.parametrize("suite", ["tests/rules", "tests/conformance"])
def test_suite_passes_in_pyodide(suite):
    assert (ROOT / suite).is_dir(), f"{suite} is missing"
    assert list(PYODIDE_WHEELS.glob("*.whl")), f"no wheels in {PYODIDE_WHEELS}: run `python3 build.py test`"
    node = shutil.which("node")
    assert node, "Node.js is not installed"
    env = {"PYGAME_RULES_RANDOM_GAMES": RANDOM_GAMES_IN_PYODIDE, **os.environ}
    run = subprocess.run(
        [node, RUNNER, PYODIDE_WHEELS, suite, "-q"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=540,
    )
    print(run.stdout, run.stderr, sep="\n")
    summary = [line for line in run.stdout.splitlines() if line.startswith(RESULT_PREFIX)]
    assert summary, f"pytest did not finish inside Pyodide (node exited {run.returncode})"
    result = json.loads(summary[-1].removeprefix(RESULT_PREFIX))
    assert result["python"].startswith("3.14"), result
    assert result["exit_code"] == 0, result
    assert result["passed"] > 0, result
    assert run.returncode == 0
