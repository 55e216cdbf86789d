"""A checkout's copy in which `python3 build.py new-game` has made a new game: what the template tests share.

The copy holds what the command, the build and the tests read (build.py, sitebuild/, pygame_rules/,
site/, tools/, tests/, the README and the npm lock file), not what is big and only read: node_modules/
is a link to this checkout's, and so is .cache/bytecode, so the copy's build compiles only the new
game's modules. Every file is fingerprinted before and after the command, so a test sees exactly
what it wrote and changed.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

from sitebuild.bytecode import BYTECODE_CACHE
from sitebuild.paths import NODE_MODULES, ROOT

#: The new game every template test makes: an id with an underscore, a name with an accent and a space.
NEW_ID = "cerises_test"
NEW_NAME = "Les cerises"
COPIED = ("build.py", "README.md", "package.json", "package-lock.json", "pyproject.toml",
          "sitebuild", "pygame_rules", "site", "tools", "tests")
LEFT_OUT = shutil.ignore_patterns("__pycache__", "*.pyc", ".pytest_cache")


@dataclass
class NewGameCopy:
    root: Path
    output: str  # what the command printed
    created: set  # paths (str, from the root) the command wrote
    changed: set  # paths whose bytes it changed

    def run(self, *args: str, timeout: int = 900, **env: str) -> subprocess.CompletedProcess:
        """A command run in the copy (its own dist/, `env` added to the environment), its output kept."""
        return subprocess.run([*args], cwd=self.root, capture_output=True, text=True, timeout=timeout,
                              env={**os.environ, "PYTHONDONTWRITEBYTECODE": "1", "PETITS_JEUX_DIST": str(self.dist), **env})

    @property
    def dist(self) -> Path:
        return self.root / "dist"

    def build(self) -> Path:
        """Build the copy's dist/ (the new game in it); fails the caller with the build's own words."""
        done = self.run(sys.executable, "build.py")
        assert done.returncode == 0, done.stdout + done.stderr
        return self.dist


def fingerprints(root: Path) -> dict:
    """{path from root: hash of its bytes} of every file the copy holds (its links to big folders aside)."""
    found = {}
    for path in root.rglob("*"):
        if path.is_file() and not path.is_symlink() and "node_modules" not in path.parts and ".cache" not in path.parts:
            found[path.relative_to(root).as_posix()] = hashlib.sha256(path.read_bytes()).hexdigest()
    return found


def make_copy(where: Path) -> NewGameCopy:
    """Copy the checkout into `where`, link its big folders, run new-game there; fails if the command fails."""
    root = where / "checkout"
    root.mkdir()
    for name in COPIED:
        source = ROOT / name
        if source.is_dir():
            shutil.copytree(source, root / name, ignore=LEFT_OUT)
        else:
            shutil.copy2(source, root / name)
    (root / "node_modules").symlink_to(NODE_MODULES.resolve())
    BYTECODE_CACHE.mkdir(parents=True, exist_ok=True)
    (root / ".cache").mkdir()
    (root / ".cache" / "bytecode").symlink_to(BYTECODE_CACHE.resolve())
    before = fingerprints(root)
    done = subprocess.run([sys.executable, "build.py", "new-game", NEW_ID, NEW_NAME], cwd=root,
                          capture_output=True, text=True, timeout=120, env={**os.environ, "PYTHONDONTWRITEBYTECODE": "1"})
    assert done.returncode == 0, done.stdout + done.stderr
    after = fingerprints(root)
    return NewGameCopy(
        root=root,
        output=done.stdout,
        created=set(after) - set(before),
        changed={path for path in before if path in after and after[path] != before[path]},
    )
