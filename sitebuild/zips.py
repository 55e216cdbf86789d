"""Zips written the same way every time: the same files give the same bytes, and so the same hashes in the
service worker's list (a file that did not change is not downloaded again).

The site's own Python and data go out as bundles (py/ui.zip.gz, games/<id>/code.zip.gz, a game's words):
a zip of stored files, compressed whole by gzip. Deflated one by one, fifty small modules share nothing;
compressed whole, what they have in common (names, imports, the same calls) is sent once, a fifth fewer
bytes, and the browser inflates each bundle in one call (site/interpreter.mjs)."""

from __future__ import annotations

import gzip
import io
import zipfile
from pathlib import Path

from sitebuild.errors import BuildError

# 1980-01-01, the earliest zip date: a fixed time keeps the zip bytes, and so
# the service worker's hashes, identical from build to build.
ZIP_DATE = (1980, 1, 1, 0, 0, 0)
BUNDLE = ".zip.gz"


def zip_bytes(entries: dict, method: int) -> bytes:
    """A zip of {name in the zip: bytes}, sorted, with fixed dates, each file stored or deflated (`method`)."""
    buffer, level = io.BytesIO(), 9 if method == zipfile.ZIP_DEFLATED else None
    with zipfile.ZipFile(buffer, "w", method) as archive:
        for name in sorted(entries):
            entry = zipfile.ZipInfo(name, ZIP_DATE)
            entry.external_attr = 0o644 << 16
            entry.compress_type = method
            archive.writestr(entry, entries[name], compresslevel=level)
    return buffer.getvalue()


def write_zip(target: Path, entries: dict) -> None:
    """A zip of {name in the zip: bytes}, each file deflated: the same files give the same bytes."""
    if not entries:
        raise BuildError(f"{target}: nothing to zip")
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(zip_bytes(entries, zipfile.ZIP_DEFLATED))


def write_bundle(target: Path, entries: dict) -> None:
    """A bundle (target ends in BUNDLE) of {name: bytes}: their zip, files stored, gzip-compressed whole."""
    if not target.name.endswith(BUNDLE) or not entries:
        raise BuildError(f"{target}: not a bundle's name, or nothing to bundle")
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(gzip.compress(zip_bytes(entries, zipfile.ZIP_STORED), compresslevel=9, mtime=0))


def read_bundle(path: Path) -> dict[str, bytes]:
    """{name: bytes} of a bundle written by write_bundle."""
    with zipfile.ZipFile(io.BytesIO(gzip.decompress(path.read_bytes()))) as archive:
        return {name: archive.read(name) for name in archive.namelist()}
