"""What makes the site an installable app that plays offline: the web app manifest, and the service worker
(site/sw.js) filled with every file of dist/ and its content hash, and the site's version."""

from __future__ import annotations

import base64
import hashlib
import json
import re
from pathlib import Path

from sitebuild.bundles import WORDS_BY_LANGUAGE
from sitebuild.errors import BuildError
from sitebuild.page import PAGE
from sitebuild.paths import SITE, dist_files
from sitebuild.zips import BUNDLE

MANIFEST = {
    "name": "Jeux de société des petits",
    "short_name": "Petits jeux",
    "description": "Cinq jeux de société pour les enfants de 4 à 8 ans, sans lire, même hors ligne.",
    "lang": "fr",
    "start_url": "./",
    "scope": "./",
    "display": "standalone",
    "orientation": "landscape",
    "background_color": "#fff6e0",
    "theme_color": "#2f7d32",
    "icons": [
        {"src": "app-icons/icon-192.png", "sizes": "192x192", "type": "image/png", "purpose": "any"},
        {"src": "app-icons/icon-512.png", "sizes": "512x512", "type": "image/png", "purpose": "any"},
        # The drawing fills its square and keeps what matters in the central circle.
        {"src": "app-icons/icon-512.png", "sizes": "512x512", "type": "image/png", "purpose": "maskable"},
    ],
}


def write_manifest(out: Path) -> None:
    """The web app manifest that makes the site installable; its icons must have been copied."""
    for icon in MANIFEST["icons"]:
        if not (out / icon["src"]).is_file():
            raise BuildError(f"manifest.webmanifest: missing {icon['src']} (from site/{icon['src']})")
    text = json.dumps(MANIFEST, indent=2, ensure_ascii=False) + "\n"
    (out / "manifest.webmanifest").write_text(text, encoding="utf-8")


# The service worker: cache-first, every file of dist/ known by its content hash. Its rules are
# written at the top of site/sw.js and checked by tests/e2e/test_offline.py. Groups of files: "site"
# (pages, pictures, styles, every game's code), the runtime ("runtime/") and each language's voice in each
# format ("speech/<lang>/opus", "speech/<lang>/mp3": the site's own clips and every game's; a tablet keeps
# the one it plays). The first version of a scope takes over at
# once and keeps the page's own requests as they pass (each file sent once), then the site and the
# runtime when the page has started and asks ({warm: group}); a new version keeps them at install, once
# a page has started (never slowing Python's start). A voice is kept when a page asks: the app for its
# language, the teacher's "keep everything" button for all.
SERVICE_WORKER = "sw.js"
# The build fills site/sw.js's lines `const VERSION = "";`, `const FILES = [];` and `const APART = [];`
# (a comment may follow each): the worker stays a JavaScript file of the site, checked as one.
WORKER_SLOT = re.compile(r'^const (VERSION|FILES|APART) = (?:""|\[\]);.*$', re.M)

# Files the service worker keeps apart from the rest, {game: prefixes of their paths in dist/}, kept
# when that game is first opened (or by "keep everything"): Méli Cado's code only its page loads would
# break a first visit's budget for every tablet. A game's words in one language
# (bundles.WORDS_BY_LANGUAGE: Méli Cado's lexicon of that language, 0.3 to 0.7 MB) are a group of their
# own, kept when a game in that language is first opened.
KEPT_WITH_GAME = {"meli_cado": (f"games/meli_cado/code{BUNDLE}",)}
# The speech synthesizer that reads a game's words aloud where the tablet has no voice of its own for
# their language (eSpeak NG, 0.7 MB gzip): a group of its own, kept only on such a tablet, when a game
# that reads words is first opened (ui/kit/offline.py, SYNTHESIZER).
SYNTHESIZER = "runtime/espeak-ng/"
# The printed rules (every game's page in six languages and the book of them all, 0.1 MB gzip): a
# group of their own, kept when the teacher's corner is first opened (ui/kit/offline.py, PRINTED_RULES):
# a child's tablet never shows them.
PRINTED_RULES = "rules/"
# The same as the worker reads it, [path prefix, group]: a game's group is named after its folder, a
# language's words after their bundle.
KEPT_APART = [[prefix, f"games/{game}/"] for game, prefixes in KEPT_WITH_GAME.items() for prefix in prefixes] + [
    [SYNTHESIZER, SYNTHESIZER], [PRINTED_RULES, PRINTED_RULES]] + [
    [f"games/{game}/words/{lang}{BUNDLE}", f"games/{game}/words/{lang}/"]
    for game, langs in WORDS_BY_LANGUAGE.items() for lang in langs]

# Where the build writes the site's version into index.html (the same as sw.js's VERSION):
# a page, a test or a teacher can tell which version a tablet shows.
SITE_VERSION = re.compile(r'(<meta name="site-version" content=")[^"]*(">)')


def content_hash(path: Path) -> str:
    """A file's content hash as the worker computes it (site/sw.js, hashOf): the first 96 bits of its SHA-256 in
    base64. Enough to tell two versions of a file apart or catch a broken download, and the worker's list of
    every file, which a first visit gets whole, is a third the size it was with full SHA-384 strings."""
    return base64.b64encode(hashlib.sha256(path.read_bytes()).digest()[:12]).decode("ascii")


def site_version(out: Path) -> str:
    """The version of a built site: a hash of every file but sw.js, index.html counted without its version mark."""
    files = [[path.as_posix(), content_hash(out / path)] for path in dist_files(out)
             if path.as_posix() not in (SERVICE_WORKER, PAGE)]
    page = out / PAGE
    unmarked = SITE_VERSION.sub(r"\1\2", page.read_text(encoding="utf-8")) if page.is_file() else ""
    return hashlib.sha256((json.dumps(files) + "\n" + unmarked).encode("utf-8")).hexdigest()[:16]


def write_service_worker(out: Path, template: Path = SITE / SERVICE_WORKER) -> list[list[str]]:
    """Write the site's version into index.html and out/sw.js, the worker `template` precaching every other
    file with its content hash; returns that list."""
    version = site_version(out)
    page = out / PAGE
    if page.is_file() and SITE_VERSION.search(page.read_text(encoding="utf-8")):
        page.write_text(SITE_VERSION.sub(rf"\g<1>{version}\2", page.read_text(encoding="utf-8")), encoding="utf-8")
    files = [[path.as_posix(), content_hash(out / path)] for path in dist_files(out) if path.as_posix() != SERVICE_WORKER]
    unmatched = [prefix for prefix, _ in KEPT_APART if not any(path.startswith(prefix) for path, _ in files)]
    if unmatched:
        raise BuildError(f"KEPT_APART keeps apart {', '.join(unmatched)}, which no file of the site starts with")
    values = {"VERSION": json.dumps(version), "FILES": json.dumps(files, indent=0), "APART": json.dumps(KEPT_APART)}
    source = template.read_text(encoding="utf-8")
    slots = WORKER_SLOT.findall(source)
    if sorted(slots) != sorted(values):
        raise BuildError(f"{template}: expected the lines const VERSION, FILES and APART once each, to fill; found {slots}")
    source = WORKER_SLOT.sub(lambda slot: f"const {slot.group(1)} = {values[slot.group(1)]};", source)
    (out / SERVICE_WORKER).write_text(source, encoding="utf-8")
    return files
