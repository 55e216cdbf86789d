"""The one-page app: one Python runtime for the whole visit, pages chosen by the address's #.

`#` (or nothing) is the home page, `#marchenwald` a game. Moving between them
redraws the page but never restarts Python; a game's code is fetched the
first time it is opened (see game_code). Test hooks in the address:
`?seed=N` makes the next new game use seed N (1 to 19 ASCII digits; any other
value is ignored), `?fast=1` shortens every pause and animation to about a
twentieth (see kit.motion).

The service worker is registered by start.js before Python starts (see
kit.offline); the app asks it to keep the voice of the language it speaks.
What the site stores on the tablet is named after its folder on the origin
(`site_scope`), so two copies of the site on one origin never share it.

Nothing the tablet's storage does stops the site: blocked or full, play
goes on in memory and the children hear that the game is not kept (see
kit.storage). Two tabs on one game: the older one, told by a `storage`
event or by its claim found taken when it saves, stops and goes home with a
notice, never overwriting the newer one's save (see kit.saves). Opening a
page is guarded as a whole: whatever fails shows a notice, never a page
stuck on the loading forest.
"""

import asyncio
import random

import js
import pygame_rules
from pyodide.ffi import create_proxy

from .catalogue import load_tiles
from .game_code import game_page_class
from .home import HomePage
from .kit.audio import Sounds, Voice
from .kit.dom import clear, document, taps
from .kit.i18n import words
from .kit.motion import Pace
from .kit.offline import ask_for_voices, keep_offline, voice_group
from .kit.saves import Saves
from .kit.notice import notice
from .kit.settings import Settings, scope_keys
from .kit.storage import TabletStorage

#: The most digits a ?seed= may have: any 19-digit number is a seed the engine takes (below 2**64).
SEED_DIGITS = 19


def url_seed(text) -> int | None:
    """The address's ?seed=, if it is 1 to 19 ASCII digits ("²".isdigit() is true, so isascii() too), else None."""
    if isinstance(text, str) and 1 <= len(text) <= SEED_DIGITS and text.isascii() and text.isdigit():
        return int(text)
    return None


def site_scope(pathname: str) -> str:
    """The site's folder on its origin, from the page's path: "/" or "/repo2/" ("/repo2/index.html" -> "/repo2/")."""
    return pathname[:pathname.rfind("/") + 1] or "/"


class App:
    def __init__(self):
        window = js.window
        scope_keys(site_scope(str(window.location.pathname)))  # before anything is read from the tablet
        self._routes = 0  # counts route changes: a game whose code arrives after the child left is not shown
        self._not_kept_told = None  # the route during which the children heard that the tablet keeps nothing
        self.storage = TabletStorage(lambda: window.localStorage, self.not_kept)
        self.settings = Settings.load(self.storage, list(getattr(js.navigator, "languages", None) or []))
        self.apply_language()
        query = js.URLSearchParams.new(window.location.search)
        self._seed = url_seed(query.get("seed"))
        self.pace = Pace(query.get("fast") == "1")
        self.voice = Voice(self.settings)
        self.sounds = Sounds()
        self.saves = Saves(self.storage, self.taken_elsewhere)
        self.root = document.getElementById("app")
        self.page = None
        self.shown = "home"  # the page on screen: "home" or a game id
        self.tiles = {tile.id: tile for tile in load_tiles()}
        taps.on_press = self.sounds.tap
        taps.on_refused = self.refused
        taps.listen()
        ask_for_voices()
        # Tablets refuse sound until the first tap: the voice waits for it, and nothing it had to say is lost.
        document.addEventListener("pointerdown", create_proxy(lambda event: self.voice.first_tap()))
        window.addEventListener("hashchange", create_proxy(lambda event: self.route()))
        window.addEventListener("storage", create_proxy(self.stored_elsewhere))

    def refused(self, reason: str | None) -> None:
        """A tap on something that cannot be tapped now: a soft "no", the reason when there is one, and on a
        game's table during a computer's turn, a look at whose turn it is."""
        self.sounds.nope()
        if reason:
            self.voice.say_now(reason)
        if self.page is not None:
            self.page.refused_tap()

    def not_kept(self, error) -> None:
        """The tablet could not keep what was written: play goes on in memory; say so once per page shown.

        Told once the move or the new game that failed to be kept is on the
        screen, so its notice is not hushed by the page that follows.
        """
        js.console.warn(f"the tablet keeps nothing now: {error!r}")
        if self._not_kept_told == self._routes:
            return
        self._not_kept_told = self._routes
        asyncio.get_event_loop().call_soon(
            lambda: notice(words("notice.not_kept"), "icons/floppy-disk.svg", self.voice, "notice.not_kept"))

    def stored_elsewhere(self, event) -> None:
        """Another tab of the site wrote to the tablet's storage: if it opened the game shown here, stop."""
        game_id = self.saves.taken_by_another(event.key, event.newValue)
        if game_id is not None and game_id == self.shown:
            self.taken_elsewhere(game_id)

    def taken_elsewhere(self, game_id: str) -> None:
        """A newer tab plays this game: this one stops at once, writes nothing more and goes home."""
        if self.shown != game_id:
            return
        self._routes += 1  # a game page still being fetched is not shown either
        location = js.window.location
        js.window.history.replaceState(None, "", f"{location.pathname}{location.search}")  # the address says home
        self.display(HomePage, "home")
        notice(words("notice.open_elsewhere"), "icons/window.svg", self.voice, "notice.open_elsewhere")

    def playable(self) -> list:
        return pygame_rules.list_games()

    def new_seed(self) -> int:
        """The address's seed for the first new game, then a random one."""
        seed, self._seed = self._seed, None
        return seed if seed is not None else random.randrange(1, 2**31)

    def apply_language(self) -> None:
        words.set_language(self.settings.lang)
        document.documentElement.lang = self.settings.lang
        asyncio.ensure_future(keep_offline(*map(voice_group, self.settings.kept_voices())))

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
        """Show the page the address names (a game's code may have to be fetched first)."""
        self._routes += 1
        asyncio.ensure_future(self.show(js.window.location.hash.lstrip("#"), self._routes))

    async def show(self, name: str, route: int) -> None:
        html = document.documentElement
        html.dataset.ready = "false"
        page = HomePage
        if name in self.playable():
            try:
                page = await game_page_class(name, self.tiles[name].words.get(self.settings.lang, ()))
            except Exception as error:  # noqa: BLE001 - offline before this game was kept, or a broken file
                js.console.warn(f"{name} could not be opened: {error!r}")
                notice(words("notice.game_missing"), "icons/hourglass-not-done.svg")
            if route != self._routes:
                return  # the child has gone elsewhere meanwhile
        self.display(page, "home" if page is HomePage else name)

    def display(self, page, name: str) -> None:
        """Leave the page shown, then draw this one."""
        if self.page is not None:
            self.page.leave()
        taps.forget_all()
        self.voice.hush()
        self.open(page, name)
        html = document.documentElement
        html.dataset.page = self.shown
        html.dataset.ready = "true"

    def open(self, page, name: str) -> None:
        """Draw a page; a game page that fails even to show its setup screen gives way to the home page."""
        clear(self.root)
        document.body.className = "" if page is HomePage else f"game-{name}"
        self.shown = name
        self.page = None
        try:
            self.page = page(self)
            self.page.show(self.root)
        except Exception as error:  # noqa: BLE001 - a page that cannot open must not leave the forest showing
            if page is HomePage:
                raise
            js.console.error(f"{name} could not be opened: {error!r}")  # a bug: the end-to-end tests fail on it
            self.saves.drop(name)
            if self.page is not None:
                self.page.leave()
            self.open(HomePage, "home")
            notice(words("notice.save_dropped"), "icons/sparkles.svg", self.voice, "notice.save_dropped")


def start() -> App:
    app = App()
    app.route()
    return app
