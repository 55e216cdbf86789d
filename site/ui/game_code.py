"""Each game's code and stylesheet, fetched when a child first opens that game.

The home page and the kit are the only Python every page loads; a game's
rules, computer players, page and data come in one zip (build.py writes
games/<id>/code.zip), unpacked beside the others into Python's working
directory, and its stylesheet (scoped under body.game-<id>) is added to the
page once. The service worker keeps both for offline play, like every file;
a game whose files the worker keeps apart for their size (build.py's
KEPT_APART: Méli Cado's lexicon and speech synthesizer) has them kept whole
once it is opened. Offline, such a game never kept is not fetched at all (a
request the worker can only fail shows as an error in the console): it
raises GameNotKept, and the home page says why (see missing_game).
"""

import asyncio
import importlib
import importlib.machinery
import sys

import js
from pyodide.ffi import create_once_callable

from .kit.dom import document
from .kit.offline import is_kept, keep_offline, offline_status

_fetched = set()


class GameNotKept(OSError):
    """Offline, and the worker does not keep this game's code: it cannot open until the Wi-Fi is back."""


def code_group(game_id: str) -> str:
    """The worker's group of a game kept apart (build.py's KEPT_APART names it after the game's folder)."""
    return f"games/{game_id}/"


def not_kept(status: dict | None, game_id: str) -> bool:
    """Whether this game is kept apart by the worker and not (wholly) kept yet."""
    group = code_group(game_id)
    return group in ((status or {}).get("groups") or {}) and not is_kept(status, group)


async def game_page_class(game_id: str):
    """The page class of a registered game (its module's PAGE), its code and stylesheet fetched first if need be."""
    if game_id not in _fetched:
        if not js.navigator.onLine and not_kept(await offline_status(), game_id):
            raise GameNotKept(f"{game_id} is not kept on this tablet, and it is offline")
        await asyncio.gather(_unpack_code(game_id), _add_stylesheet(game_id))
        _fetched.add(game_id)
        asyncio.ensure_future(keep_offline(code_group(game_id)))
    return importlib.import_module(f"games.{game_id}.page").PAGE


async def _unpack_code(game_id: str) -> None:
    """Fetch the game's zip and write its files into the working directory, as the page's own zips
    were (interpreter.mjs's unpackZip: the browser inflates them, not Python's zipfile)."""
    await js.unpackZip(f"games/{game_id}/code.zip")
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
