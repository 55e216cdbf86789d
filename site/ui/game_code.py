"""Each game's code and stylesheet, fetched when a child first opens that game.

The home page and the kit are the only Python every page loads; a game's
rules, computer players, page and data come in one bundle (build.py writes
games/<id>/code.zip.gz), unpacked beside the others into Python's working
directory, and its stylesheet (scoped under body.game-<id>) is added to the
page once. The service worker keeps both for offline play, like every file;
a game whose files the worker keeps apart for their size (build.py's
KEPT_APART: Méli Cado's code) has them kept whole once it is opened. A game
that reads words (Méli Cado) has each language's in a bundle of its own
(games/<id>/words/<lang>.zip.gz), fetched and kept when a game in that
language is opened, and the speech synthesizer that reads them aloud kept
too, on a tablet with no voice of its own for their language. Offline,
such a game never kept is not fetched at all (a request the worker can
only fail shows as an error in the console): it raises GameNotKept, and
the home page says why (see missing_game).
"""

import asyncio
import importlib
import importlib.machinery
import sys

import js
from pyodide.ffi import create_once_callable

from .kit.dom import document
from .kit.offline import is_kept, is_words, keep_offline, offline_status, synthesizer_needed

_fetched = set()


class GameNotKept(OSError):
    """Offline, and the worker does not keep this game's code (or words): it cannot open until the Wi-Fi is back."""


def code_group(game_id: str) -> str:
    """The worker's group of a game kept apart (build.py's KEPT_APART names it after the game's folder)."""
    return f"games/{game_id}/"


def not_kept(status: dict | None, game_id: str, words=()) -> bool:
    """Whether this game, or its words in these languages, is kept apart by the worker and not (wholly) kept yet."""
    return any(away(status, group) for group in groups_of(game_id, words))


def away(status: dict | None, group: str) -> bool:
    """Whether the worker keeps this group apart and has not (wholly) kept it yet."""
    return group in ((status or {}).get("groups") or {}) and not is_kept(status, group)


def words_group(game_id: str, lang: str) -> str:
    """The worker's group of a game's words in one language (build.py's KEPT_APART names it after the bundle)."""
    return f"games/{game_id}/words/{lang}/"


def groups_of(game_id: str, words=()) -> list:
    """The groups the worker keeps apart for a game: its code's, those of the words it reads (tile.words), and
    the speech synthesizer that reads them aloud where the tablet has no voice of its own for their language."""
    return [code_group(game_id), *(words_group(game_id, lang) for lang in words), *synthesizer_needed(words)]


async def game_page_class(game_id: str, words=()):
    """The page class of a registered game (its module's PAGE), its code and stylesheet, and the words bundles of
    these languages (its tile's words in the site's language), fetched first if need be."""
    missing = [group for group in groups_of(game_id, words) if group not in _fetched]
    if missing:
        if not js.navigator.onLine and not_kept(await offline_status(), game_id, words):
            raise GameNotKept(f"{game_id} is not kept on this tablet, and it is offline")
        code = code_group(game_id)
        fetches = [_unpack_code(game_id), _add_stylesheet(game_id)] if code in missing else []
        # The words are data the lexicon reads by path (importlib.resources): no finder needs to see them.
        # (The synthesizer is only kept: its page fetches it when a word is first read.)
        fetches += [js.unpackZip(group.rstrip("/") + ".zip.gz") for group in missing if is_words(group)]
        await asyncio.gather(*fetches)
        _fetched.update(missing)
        asyncio.ensure_future(keep_offline(*missing))
    return importlib.import_module(f"games.{game_id}.page").PAGE


async def _unpack_code(game_id: str) -> None:
    """Fetch the game's bundle and write its files into the working directory, as the page's own bundles
    were (interpreter.mjs's unpackZip: the browser inflates them, not Python's zipfile)."""
    await js.unpackZip(f"games/{game_id}/code.zip.gz")
    _see_new_files()


def _see_new_files() -> None:
    """Let imports find the files just written: each folder's finder lists it afresh.

    Not importlib.invalidate_caches(), which also imports importlib.metadata (and email) and
    rereads the standard library's zip, a cost a first opening would pay (docs/performance.md).
    """
    for finder in sys.path_importer_cache.values():
        if isinstance(finder, importlib.machinery.FileFinder):
            finder.invalidate_caches()


async def _add_stylesheet(game_id: str) -> None:
    """Add the game's stylesheet and wait until it applies, so the page never shows unstyled."""
    href = f"games/{game_id}/style.css"
    if document.querySelector(f'link[href="{href}"]'):
        return
    loaded = asyncio.get_event_loop().create_future()

    def settle(event) -> None:
        if not loaded.done():
            loaded.set_result(event.type)

    link = document.createElement("link")
    link.rel = "stylesheet"
    link.href = href
    link.addEventListener("load", create_once_callable(settle))
    link.addEventListener("error", create_once_callable(settle))
    document.head.append(link)
    if await loaded == "error":
        js.console.warn(f"{href} did not load")
