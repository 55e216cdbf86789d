"""Where the build reads and writes: the checkout's folders, and the files of a built site."""

from __future__ import annotations

import os
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SITE = ROOT / "site"
PACKAGE = ROOT / "pygame_rules"
# Where the site is built; PETITS_JEUX_DIST names another folder (two builds side by side).
DIST = Path(os.environ.get("PETITS_JEUX_DIST", ROOT / "dist")).resolve()
NODE_MODULES = ROOT / "node_modules"


def dist_files(out: Path) -> list[Path]:
    """Every file of out/, as paths relative to it, sorted."""
    return sorted(path.relative_to(out) for path in out.rglob("*") if path.is_file())
