#!/usr/bin/env python3
"""Ship a built site's Python as bytecode compiled by Pyodide's own Python (issue 13, item 3: an experiment).

    .venv/bin/python tools/bytecode.py FOLDER

Rewrites FOLDER (a built dist/): python_stdlib.zip holds x.pyc instead of each x.py
(zipimport loads a .pyc without its source); py/*.zip and games/*/code.zip keep each
x.py and gain __pycache__/x.cpython-<version>.pyc beside it (unchecked hash-based, so
the import trusts it whatever the unpacked file's date), then sw.js is written again.
Compiled under Node.js by tools/bytecode.mjs with the npm pyodide package. Prints the
bytes before and after, raw and gzip-compressed.
"""

from __future__ import annotations

import gzip
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import build  # noqa: E402

CACHE_TAG = "cpython-314"


def compiled(entries: dict) -> dict:
    """{name.py: bytecode} for every .py of {name: bytes}, compiled by Pyodide."""
    with tempfile.TemporaryDirectory(prefix="bytecode-") as folder:
        for name, data in entries.items():
            if name.endswith(".py"):
                (Path(folder) / name).parent.mkdir(parents=True, exist_ok=True)
                (Path(folder) / name).write_bytes(data)
        subprocess.run(["node", str(ROOT / "tools" / "bytecode.mjs"), folder], cwd=ROOT, check=True)
        return {name: (Path(folder) / f"{name}c").read_bytes() for name in entries if name.endswith(".py")}


def rewrite(path: Path, sourceless: bool) -> None:
    with zipfile.ZipFile(path) as archive:
        entries = {name: archive.read(name) for name in archive.namelist() if not name.endswith("/")}
    code = compiled(entries)
    if sourceless:
        entries = {(f"{name}c" if name in code else name): code.get(name, data) for name, data in entries.items()}
    else:
        for name, data in code.items():
            folder, _, module = name.rpartition("/")
            entries[f"{folder + '/' if folder else ''}__pycache__/{module.removesuffix('.py')}.{CACHE_TAG}.pyc"] = data
    build.write_zip(path, entries)


def sizes(paths) -> tuple:
    data = [path.read_bytes() for path in paths]
    return sum(map(len, data)), sum(len(gzip.compress(item, 6)) for item in data)


def main(argv: list[str]) -> int:
    out = Path(argv[0]).resolve()
    stdlib = out / "runtime" / "pyodide" / build.STDLIB
    ours = sorted([*(out / "py").glob("*.zip"), *(out / "games").glob("*/code.zip")])
    before = sizes([stdlib]), sizes(ours)
    rewrite(stdlib, sourceless=True)
    for path in ours:
        rewrite(path, sourceless=False)
    build.write_service_worker(out)
    after = sizes([stdlib]), sizes(ours)
    for what, (raw, packed), (raw_after, packed_after) in zip(("python_stdlib.zip", "our zips"), before, after):
        print(f"{what}: {raw:,} -> {raw_after:,} bytes, gzip {packed:,} -> {packed_after:,}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
