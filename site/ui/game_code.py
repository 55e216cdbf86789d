"""Each game's code and stylesheet, fetched when a child first opens that game.

The home page and the kit are the only Python every page loads; a game's
rules, computer players, page and data come in one zip (build.py writes
games/<id>/code.zip), unpacked beside the others into Python's working
directory, and its stylesheet (scoped under body.game-<id>) is added to the
page once. The service worker keeps both for offline play, like every file;
a game whose files the worker keeps apart for their size (build.py's
KEPT_APART: Méli Cado's lexicon and speech synthesizer) has them kept whole
once it is opened.
"""

import asyncio
import importlib

import js
from pyodide.ffi import create_once_callable
from pyodide.http import pyfetch

from .kit.dom import document
from .kit.offline import keep_offline

_fetched = set()


async def game_page_class(game_id: str):
    """The page class of a registered game (its module's PAGE), its code and stylesheet fetched first if need be."""
    if game_id not in _fetched:
        await asyncio.gather(_unpack_code(game_id), _add_stylesheet(game_id))
        _fetched.add(game_id)
        asyncio.ensure_future(keep_offline(f"games/{game_id}/"))
    return importlib.import_module(f"games.{game_id}.page").PAGE


async def _unpack_code(game_id: str) -> None:
    response = await pyfetch(f"games/{game_id}/code.zip")
    if not response.ok:
        raise OSError(f"games/{game_id}/code.zip: HTTP {response.status}")
    await response.unpack_archive(extract_dir=".", format="zip")
    importlib.invalidate_caches()


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
