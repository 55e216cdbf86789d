#!/usr/bin/env python3
"""Render site/art/app-icon.svg to the PNG icons of the web app manifest.

    python3 tools/app_icons.py

Writes site/app-icons/icon-192.png and icon-512.png, and site/favicon.ico
(a 48 px PNG in an icon file, for the browsers and pages that ask for
/favicon.ico whatever the page declares), which are committed: the build
copies them and never needs a browser. Chromium draws the SVG
exactly as the tablets will (headless --screenshot of a page that shows only
the icon at the wanted size).
"""

from __future__ import annotations

import shutil
import struct
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "site" / "art" / "app-icon.svg"
TARGET = ROOT / "site" / "app-icons"
SIZES = (192, 512)
FAVICON = ROOT / "site" / "favicon.ico"
FAVICON_SIZE = 48
CHROMIUM_ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
    "--disable-background-networking", "--disable-component-update",
]
PAGE = '<!doctype html><body style="margin:0"><img src="{svg}" width="{size}" height="{size}" style="display:block">'


def render(svg: Path, size: int, target: Path, chromium: str) -> None:
    """Screenshot a page holding only the picture at size x size pixels."""
    with tempfile.TemporaryDirectory() as folder:
        page = Path(folder) / "icon.html"
        page.write_text(PAGE.format(svg=svg.as_uri(), size=size), encoding="utf-8")
        subprocess.run(
            [chromium, *CHROMIUM_ARGS, f"--window-size={size},{size}", f"--screenshot={target}", page.as_uri()],
            check=True, capture_output=True,
        )


def ico(png: bytes, size: int) -> bytes:
    """An .ico file holding one PNG image (the form every current browser reads)."""
    header = struct.pack("<HHH", 0, 1, 1)
    entry = struct.pack("<BBBBHHII", size % 256, size % 256, 0, 0, 1, 32, len(png), 6 + 16)
    return header + entry + png


def main() -> int:
    """Render every manifest size; say which chromium is missing if there is none."""
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    if not chromium:
        print("chromium is needed to render the icons (apt-get install chromium)", file=sys.stderr)
        return 1
    TARGET.mkdir(parents=True, exist_ok=True)
    for size in SIZES:
        target = TARGET / f"icon-{size}.png"
        render(SOURCE, size, target, chromium)
        print(f"{target.relative_to(ROOT)}: {target.stat().st_size:,} bytes")
    with tempfile.TemporaryDirectory() as folder:
        png = Path(folder) / "favicon.png"
        render(SOURCE, FAVICON_SIZE, png, chromium)
        FAVICON.write_bytes(ico(png.read_bytes(), FAVICON_SIZE))
    print(f"{FAVICON.relative_to(ROOT)}: {FAVICON.stat().st_size:,} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
