"""The one-page app: one Python runtime for the whole visit, pages chosen by the address's #.

`#` (or nothing) is the home page, `#marchenwald` a game. Moving between them
redraws the page but never restarts Python. Test hooks in the address:
`?seed=N` makes the next new game use seed N, `?fast=1` shortens every
pause and animation to about a twentieth (see kit.motion).
"""

import asyncio
import random
from importlib import import_module

import js
import pygame_rules
from pyodide.ffi import create_proxy

from .home import HomePage
from .kit.audio import Sounds, Voice
from .kit.dom import clear, document, taps
from .kit.i18n import words
from .kit.motion import Pace
from .kit.offline import keep_offline
from .kit.saves import Saves
from .kit.settings import Settings

#: game id -> (module, class) of its page; a game the engine plays but the site has no
#: page for yet shows as coming. Pages are imported when first needed, so the home page
#: shows without waiting for every game's code.
GAME_PAGES = {
    "marchenwald": ("ui.games.marchenwald", "MarchenwaldPage"),
    "mechanlou": ("ui.games.mechanlou", "MechanlouPage"),
}
#: Seconds after the home page shows before the games' code is imported in the background.
WARM_UP_DELAY = 0.3


def game_page(game_id: str):
    module, name = GAME_PAGES[game_id]
    return getattr(import_module(module), name)


class App:
    def __init__(self):
        window = js.window
        self.storage = window.localStorage
        self.settings = Settings.load(self.storage)
        self.apply_language()
        query = js.URLSearchParams.new(window.location.search)
        seed = query.get("seed")
        self._seed = int(seed) if seed and seed.isdigit() else None
        self.pace = Pace(query.get("fast") == "1")
        self.voice = Voice(self.settings)
        self.sounds = Sounds()
        self.saves = Saves(self.storage)
        self.root = document.getElementById("app")
        self.page = None
        taps.on_press = self.sounds.tap
        window.addEventListener("hashchange", create_proxy(lambda event: self.route()))

    def playable(self) -> list:
        return [game for game in pygame_rules.list_games() if game in GAME_PAGES]

    def new_seed(self) -> int:
        """The address's seed for the first new game, then a random one."""
        seed, self._seed = self._seed, None
        return seed if seed is not None else random.randrange(1, 2**31)

    def apply_language(self) -> None:
        words.set_language(self.settings.lang)
        document.documentElement.lang = self.settings.lang
        asyncio.ensure_future(keep_offline(f"speech/{self.settings.lang}/"))

    def save_settings(self) -> None:
        self.settings.save(self.storage)
        self.apply_language()

    def go(self, route: str) -> None:
        """Open a page: "" for home, a game id for a game."""
        if js.window.location.hash.lstrip("#") == route:
            self.route()
        else:
            js.window.location.hash = route

    def route(self) -> None:
        name = js.window.location.hash.lstrip("#")
        page = game_page(name) if name in self.playable() else HomePage
        html = document.documentElement
        html.dataset.ready = "false"
        if self.page is not None:
            self.page.leave()
        taps.forget_all()
        self.voice.hush()
        clear(self.root)
        self.page = page(self)
        self.page.show(self.root)
        html.dataset.page = name if page is not HomePage else "home"
        html.dataset.ready = "true"


async def warm_up(games: list) -> None:
    """Import the games' pages (and their engines) while the child looks at the home page."""
    await asyncio.sleep(WARM_UP_DELAY)
    for game_id in games:
        game_page(game_id)
        pygame_rules.load(game_id)
        await asyncio.sleep(0)


def start() -> App:
    app = App()
    app.route()
    asyncio.ensure_future(keep_offline("runtime/"))
    asyncio.ensure_future(warm_up(app.playable()))
    return app
