"""Opening a game guarded as a whole, storage that fails, two tabs: the kit's parts in CPython on a small DOM.

The end-to-end tests (tests/e2e/test_saves.py, test_storage.py,
test_tabs.py) show the same from a child's side; here are the cases a
browser cannot be made to produce on demand: a page whose board fails on a
restored state, or whose first turn fails to open.
"""

import asyncio
import json

import pygame_rules

from fake_app import JS, App
from fake_browser import Storage

from ui.kit.game_page import GamePage  # noqa: E402
from ui.kit.players import Seat, seats_to_json  # noqa: E402
from ui.kit.saves import Saves, claim_key, save_key  # noqa: E402
from ui.kit.storage import TabletStorage  # noqa: E402
from ui.kit.table import Board  # noqa: E402

GAME = pygame_rules.load("marchenwald")
SETUP = {"seats": seats_to_json([Seat("fox", False)]), "seed": 7}


class Full(Storage):
    """A storage that reads and removes, but refuses every write (QuotaExceededError)."""

    def setItem(self, key, value):
        raise OSError("QuotaExceededError")


def blocked():
    raise PermissionError("SecurityError: the operation is insecure")


# -- storage that fails -------------------------------------------------------

def test_blocked_storage_keeps_everything_in_memory_and_tells_each_failed_write():
    failures = []
    storage = TabletStorage(blocked, failures.append)
    assert storage.getItem("a") is None
    storage.setItem("a", "1")
    assert storage.getItem("a") == "1" and len(failures) == 1 and not storage.keeps
    storage.removeItem("a")
    assert storage.getItem("a") is None


def test_full_storage_keeps_the_new_value_in_memory_and_drops_the_stale_copy():
    failures = []
    full = Full({"save": "old game"})
    storage = TabletStorage(lambda: full, failures.append)
    assert storage.getItem("save") == "old game" and storage.keeps
    storage.setItem("save", "new game")
    assert storage.getItem("save") == "new game", "this page reads what it played"
    assert "save" not in full.items, "a reload never resumes the older game"
    assert len(failures) == 1 and not storage.keeps


def test_a_storage_that_works_again_keeps_again():
    class Flaky(Storage):
        full = True

        def setItem(self, key, value):
            if self.full:
                raise OSError("QuotaExceededError")
            super().setItem(key, value)

    flaky = Flaky()
    storage = TabletStorage(lambda: flaky)
    storage.setItem("save", "1")
    flaky.full = False
    storage.setItem("save", "2")
    assert storage.keeps and flaky.items == {"save": "2"} and storage.getItem("save") == "2"


def test_a_game_is_saved_and_read_back_in_memory_when_storage_is_blocked():
    saves = Saves(TabletStorage(blocked))
    state = GAME.new(players=1, seed=7)
    saves.claim(GAME.id)
    assert saves.write(GAME, SETUP, state)
    assert saves.read(GAME).state == state


# -- hostile saves ------------------------------------------------------------

def test_a_save_nested_50000_deep_is_dropped_without_a_recursion():
    storage = Storage({save_key(GAME.id): "[" * 50_000 + "]" * 50_000})
    restored = Saves(storage).read(GAME)
    assert restored.dropped and save_key(GAME.id) not in storage.items


# -- two tabs -----------------------------------------------------------------

def test_the_older_tab_writes_nothing_once_a_newer_one_has_opened_the_game():
    storage = Storage()
    taken = []
    older, newer = Saves(storage, taken.append), Saves(storage)
    state = GAME.new(players=1, seed=7)
    older.claim(GAME.id)
    assert older.write(GAME, SETUP, state)
    newer.claim(GAME.id)
    newer_save = storage.items[save_key(GAME.id)]
    moved = GAME.apply(state, 0, GAME.legal_actions(state, 0)[0])
    assert not older.write(GAME, SETUP, moved) and taken == [GAME.id]
    assert not older.forget(GAME.id) and taken == [GAME.id, GAME.id]
    assert storage.items[save_key(GAME.id)] == newer_save
    assert newer.write(GAME, SETUP, moved) and newer.holds(GAME.id)


def test_a_storage_event_names_the_game_another_tab_opened():
    older, newer = Saves(Storage()), Saves(Storage())
    assert older.taken_by_another(claim_key("mechanlou"), newer.tab) == "mechanlou"
    assert older.taken_by_another(claim_key("mechanlou"), older.tab) is None
    assert older.taken_by_another(save_key("mechanlou"), "{}") is None
    assert older.taken_by_another(None, None) is None  # localStorage.clear() in another tab


# -- opening a game guarded as a whole ----------------------------------------

class BrokenBoard(Board):
    """A board that fails where it is told to: drawing, or opening the first turn."""

    fails_in = "draw"

    def __init__(self, table):
        super().__init__(table)
        self.node = JS.document.createElement("div")

    def draw(self, view):
        if self.fails_in == "draw":
            raise KeyError("a page's own bug")

    async def before_turn(self, view):
        if self.fails_in == "turn":
            raise TypeError("a page's own bug")

    def ending(self, view):
        return [], []


class Page(GamePage):
    game_id = "marchenwald"
    default_modes = {"fox": "human"}

    def setup_screen(self):
        screen = JS.document.createElement("section")
        screen.className = "setup"
        return screen

    def new_board(self, table):
        return BrokenBoard(table)


def opened_with_a_save(fails_in: str) -> Page:
    BrokenBoard.fails_in = fails_in
    page = Page(App())
    state = GAME.apply(GAME.new(players=1, seed=7), 0, GAME.legal_actions(GAME.new(players=1, seed=7), 0)[0])
    page.app.saves.storage.setItem(save_key(GAME.id), json.dumps({"version": 1, "setup": SETUP,
                                                                    "state": GAME.dumps(state)}))
    page.show(JS.document.createElement("main"))
    return page


def expect_a_fresh_game(page: Page) -> None:
    assert save_key(GAME.id) not in page.app.saves.storage.items, "the save that failed is put aside"
    assert page.table is None and page.root.querySelector(".setup") is not None, "the setup screen of a new game"
    assert ("notice.save_dropped",) in page.app.voice.said
    assert any("could not be shown" in error for error in JS.console.errors), "a page's bug is logged as one"


def test_a_save_the_page_cannot_draw_gives_a_notice_and_a_fresh_game():
    async def scenario():
        page = opened_with_a_save("draw")
        expect_a_fresh_game(page)

    asyncio.run(scenario())


def test_a_save_whose_first_turn_the_page_cannot_open_gives_a_notice_and_a_fresh_game():
    async def scenario():
        page = opened_with_a_save("turn")
        assert page.table is not None, "the saved game was drawn"
        table = page.table
        for _ in range(100):
            await asyncio.sleep(0)
        assert table.task.done() and not table.alive
        expect_a_fresh_game(page)

    asyncio.run(scenario())
