"""The app a game page runs in, without a browser: what the kit's table and a game's board ask of it.

Settings, a voice that writes down what it was asked to say, silent sounds,
a quick pace (or any other, such as the kit's own at the children's pace)
and saves in memory; a page that opens any game on any board;
and the two things a test does to a table: let it run until something
holds, and tap a button as a child does. fake_browser must be installed
first (the kit imports `js`).
"""

import asyncio
import inspect

import fake_browser
from fake_browser import Storage

JS = fake_browser.install()

from ui.kit.dom import taps  # noqa: E402
from ui.kit.players import seats_to_json  # noqa: E402
from ui.kit.saves import Saves  # noqa: E402
from ui.kit.table import Table  # noqa: E402


class Settings:
    def __init__(self, level: str = "normal"):
        self.level = level
        self.voice = False


class Voice:
    """Writes down every prompt asked for, and when what was being said is cut or hushed."""

    def __init__(self):
        self.said = []

    def say(self, *keys, again=None, needed=False):
        self.said.append(keys)

    def say_now(self, *keys):
        self.said.append(keys)

    def is_speaking(self):
        return False

    def repeat(self):
        pass

    async def idle(self, limit):
        pass

    def cut(self):
        self.said.append("cut")

    def hush(self):
        self.said.append("hush")


class Sounds:
    def __getattr__(self, name):
        return lambda *args, **kwargs: None


class Pace:
    """Animations take no time; a wait the table times (a computer's thinking) is `factor` of its real time."""

    def __init__(self, factor: float):
        self.factor = factor
        self.hurried = False  # every child watches the computers finish (motion.Pace.hurry)

    def hurry(self, on: bool) -> None:
        self.hurried = on

    def seconds(self, seconds):
        return seconds * self.factor

    async def wait(self, seconds):
        await asyncio.sleep(0)


class App:
    """`pace` is a factor of the real waits, or a pace object of its own; `voice` one that notes prompts its way."""

    def __init__(self, pace: float | object = 0.001, voice: Voice | None = None):
        self.settings = Settings()
        self.voice = voice or Voice()
        self.sounds = Sounds()
        self.pace = Pace(pace) if isinstance(pace, (int, float)) else pace
        self.saves = Saves(Storage())

    def go(self, route):
        pass


class Page:
    """The part of a GamePage the table and a board use."""

    def __init__(self, game, board_class, pace: float | object = 0.001, voice: Voice | None = None):
        self.app = App(pace, voice)
        self.game = game
        self.root = JS.document.createElement("main")
        self.board_class = board_class
        self.replays = 0

    def hidden_hands(self, options):
        return options.get("hands") == "hidden"

    def new_board(self, table):
        return self.board_class(table)

    def ask_new_game(self):
        pass

    def play_again(self):
        self.replays += 1


def new_table(game, board_class, seats: list, seed: int = 3, pace: float | object = 0.001, level: str = "normal",
              state: dict | None = None, voice: Voice | None = None, **options) -> Table:
    """A game of `game` for these seats on a real Table (a fresh one unless `state`), saved as a page saves it, not begun yet."""
    page = Page(game, board_class, pace, voice)
    page.app.settings.level = level
    state = state or game.new(players=len(seats), seed=seed, **options)
    setup = {"seats": seats_to_json(seats), "seed": seed}
    page.app.saves.write(game, setup, state)
    return Table(page, setup, state, fresh=True)


async def until(condition, limit: int = 200000, step: float = 0):
    """Let the table run until `condition()` holds (`step`: seconds of the clock between two looks)."""
    for _ in range(limit):
        if condition():
            return
        await asyncio.sleep(step)
    raise AssertionError("the table never got there")


def tap(node) -> None:
    """A child's tap on an enabled kit button: its handler (a coroutine runs on), as the page's one click listener calls it."""
    assert not node.disabled, node.getAttribute("aria-label")
    result = taps._handlers[node.dataset.tap]()
    if inspect.iscoroutine(result):
        asyncio.ensure_future(result)
