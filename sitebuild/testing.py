"""Everything `python3 build.py test` does: install what the tests need, then run them.

A fresh Debian machine (CI runs as root in a fresh clone) has only python3,
pip, node and npm. This installs Debian's chromium, Debian's WebKit driver
and Xvfb (for the WebKit smoke test, tests/webkit), a virtualenv at .venv
with tests/requirements.txt, node_modules, the built dist/ and the wheels
that pytest needs inside Pyodide, then runs pytest with the venv's Python.
Each install step is skipped while the hash of its inputs is unchanged, so
a second run goes straight to the tests.
"""

import hashlib
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

from sitebuild.paths import ROOT

VENV = ROOT / ".venv"
VENV_PYTHON = VENV / "bin" / "python"
REQUIREMENTS = ROOT / "tests" / "requirements.txt"
PYODIDE_WHEELS = ROOT / ".cache" / "pyodide-wheels"
# pytest and what it imports, as pure-Python wheels for Pyodide's Python;
# their versions are the ones pinned in tests/requirements.txt.
PYODIDE_WHEEL_NAMES = ("pytest", "pluggy", "iniconfig", "packaging", "pygments")
PYODIDE_PYTHON = "3.14"
CHROMIUM = Path("/usr/bin/chromium")
# WebKit (the engine of every iPad) through WebKitGTK's MiniBrowser, driven by its WebDriver on an Xvfb display.
# (webkit2gtk-driver brings the MiniBrowser with its library, libwebkit2gtk-4.1-0.)
WEBKIT_FILES = (Path("/usr/bin/WebKitWebDriver"), Path("/usr/bin/Xvfb"), Path("/usr/bin/xauth"))
WEBKIT_PACKAGES = ("webkit2gtk-driver", "xvfb", "xauth")
PYTEST_NO_TESTS = 5
# One pytest worker per core: the browser tests mostly wait for Pyodide and the
# random games keep a core busy, so two workers beat one on a 2-core machine.
# worksteal: a few long tests (conformance, Pyodide) must not queue behind each other.
PARALLEL = ["-n", "auto", "--dist", "worksteal"]
# A test stuck in a loop fails after this many seconds instead of using up CI's
# time, well above the slowest test (the conformance suite inside Pyodide).
# A --timeout in the arguments wins, being later on the command line.
TEST_TIMEOUT = ["--timeout", "600"]
# The slowest tests, listed at the end of every run: where CI's minutes go.
DURATIONS = ["--durations", "25"]


class SetupError(Exception):
    """A step could not install what the tests need; the message says what to do."""


def run_tests(argv) -> int:
    """Install what is missing, build dist/, run pytest with argv; pytest's exit code."""
    try:
        step("chromium", ensure_chromium)
        step("WebKit driver and Xvfb", ensure_webkit)
        step("virtualenv .venv", ensure_venv)
        step("node_modules", _ensure_node_modules)
        step("build dist/", _build_site)
        step("Pyodide wheels", _ensure_pyodide_wheels)
    except SetupError as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    args = _pytest_args(argv)
    print(f"pytest {' '.join(args)}", flush=True)
    code = subprocess.call([str(VENV_PYTHON), "-m", "pytest", *args], cwd=ROOT)
    if code == PYTEST_NO_TESTS:
        print("error: pytest collected no tests", file=sys.stderr)
        return 1
    return code


def _pytest_args(argv) -> list:
    """argv after the defaults: a time limit per test, the slowest tests listed, and every core unless argv chooses the workers (-n 0: one process)."""
    chooses = any(arg.startswith(("-n", "--numprocesses", "--dist")) or arg == "no:xdist" for arg in argv)
    return [*TEST_TIMEOUT, *DURATIONS, *([] if chooses else PARALLEL), *argv]


def step(title, action):
    """Run one step, printing one line: what it did and how long it took."""
    print(f"{title} ...", end=" ", flush=True)
    started = time.monotonic()
    try:
        note = action()
    except SetupError:
        print("failed", flush=True)
        raise
    print(f"{note} ({time.monotonic() - started:.1f} s)", flush=True)


def _run(command, **kwargs):
    """Run a command quietly; on failure its output goes into the SetupError."""
    result = subprocess.run(
        [str(part) for part in command], cwd=ROOT, capture_output=True, text=True, **kwargs
    )
    if result.returncode != 0:
        output = (result.stdout + result.stderr).strip()
        raise SetupError(f"{' '.join(map(str, command))} exited {result.returncode}\n{output}")
    return result


def _fingerprint(*parts) -> str:
    """A hash of files' contents and plain strings: what an install depended on."""
    digest = hashlib.sha256()
    for part in parts:
        digest.update(part.read_bytes() if isinstance(part, Path) else str(part).encode())
        digest.update(b"\0")
    return digest.hexdigest()


def _is_current(stamp: Path, fingerprint: str) -> bool:
    return stamp.is_file() and stamp.read_text().strip() == fingerprint


def ensure_chromium():
    """Debian's chromium, which the browser tests and the benchmark drive."""
    if CHROMIUM.exists():
        return "present"
    if os.geteuid() != 0:
        raise SetupError(
            f"{CHROMIUM} is missing and installing it needs root: run "
            "`sudo apt-get update && sudo apt-get install -y chromium`, then try again"
        )
    apt_env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    _run(["apt-get", "update"], env=apt_env)
    _run(["apt-get", "install", "-y", "chromium"], env=apt_env)
    return "installed"


def ensure_webkit():
    """Debian's WebKitWebDriver, MiniBrowser and Xvfb; without root, tests/webkit skips and says why."""
    if all(path.exists() for path in WEBKIT_FILES):
        return "present"
    if os.geteuid() != 0:
        return ("missing, and installing it needs root: the WebKit tests will be skipped "
                f"(`sudo apt-get install -y --no-install-recommends {' '.join(WEBKIT_PACKAGES)}` to run them)")
    apt_env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    _run(["apt-get", "update"], env=apt_env)
    _run(["apt-get", "install", "-y", "--no-install-recommends", *WEBKIT_PACKAGES], env=apt_env)
    return "installed"


def ensure_venv():
    """.venv with tests/requirements.txt (pytest, Playwright), made anew when that file or the Python changes."""
    stamp = VENV / "requirements.sha256"
    fingerprint = _fingerprint(REQUIREMENTS, sys.executable, sys.version)
    if VENV_PYTHON.exists() and _is_current(stamp, fingerprint):
        return "up to date"
    _run([sys.executable, "-m", "venv", "--clear", VENV])
    _run([VENV_PYTHON, "-m", "pip", "install", "--quiet", "-r", REQUIREMENTS])
    stamp.write_text(fingerprint)
    return "installed"


def _ensure_node_modules():
    # The stamp lives inside node_modules/, so whatever replaces that folder
    # also drops the stamp and the next run installs from the lock file again.
    lock = ROOT / "package-lock.json"
    stamp = ROOT / "node_modules" / ".package-lock.sha256"
    fingerprint = _fingerprint(lock)
    if _is_current(stamp, fingerprint):
        return "up to date"
    _run(["npm", "ci", "--no-audit", "--no-fund"])
    stamp.write_text(fingerprint)
    return "installed"


def _build_site():
    _run([sys.executable, "build.py"])
    return "built"


def _ensure_pyodide_wheels():
    pins = _pinned_versions(REQUIREMENTS)
    missing = [name for name in PYODIDE_WHEEL_NAMES if name not in pins]
    if missing:
        raise SetupError(f"{REQUIREMENTS.relative_to(ROOT)} pins no version of {', '.join(missing)}")
    wanted = [f"{name}=={pins[name]}" for name in PYODIDE_WHEEL_NAMES]
    stamp = PYODIDE_WHEELS / "wheels.sha256"
    fingerprint = _fingerprint(PYODIDE_PYTHON, *wanted)
    if _is_current(stamp, fingerprint):
        return "up to date"
    shutil.rmtree(PYODIDE_WHEELS, ignore_errors=True)
    _run([
        VENV_PYTHON, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary=:all:",
        "--python-version", PYODIDE_PYTHON, "--implementation", "py", "--platform", "any",
        "--dest", PYODIDE_WHEELS, *wanted,
    ])
    stamp.write_text(fingerprint)
    return "downloaded"


def _pinned_versions(requirements: Path) -> dict:
    """{lower-case name: version} for every `name==version` line."""
    pins = {}
    for line in requirements.read_text().splitlines():
        name, separator, version = line.split("#", 1)[0].partition("==")
        if separator:
            pins[name.strip().lower()] = version.strip()
    return pins
