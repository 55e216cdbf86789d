"""Zips written the same way every time: the same files give the same bytes, and so the same hashes in the
service worker's list (a file that did not change is not downloaded again)."""

from __future__ import annotations

import zipfile
from pathlib import Path

from sitebuild.errors import BuildError

# 1980-01-01, the earliest zip date: a fixed time keeps the zip bytes, and so
# the service worker's hashes, identical from build to build.
ZIP_DATE = (1980, 1, 1, 0, 0, 0)


def write_zip(target: Path, entries: dict) -> None:
    """A zip of {name in the zip: bytes}, sorted, with fixed dates: the same files give the same bytes."""
    if not entries:
        raise BuildError(f"{target}: nothing to zip")
    target.parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        for name in sorted(entries):
            entry = zipfile.ZipInfo(name, ZIP_DATE)
            entry.external_attr = 0o644 << 16
            entry.compress_type = zipfile.ZIP_DEFLATED
            archive.writestr(entry, entries[name], compresslevel=9)
