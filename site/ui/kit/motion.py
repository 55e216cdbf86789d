"""How long things take on screen, and the moves that cross the screen.

`?fast=1` in the address makes every pause and animation about 20 times
shorter, so end-to-end tests can play a whole game by taps. CSS reads the
same factor from the --pace custom property on <html>.
"""

import asyncio

from .dom import document, picture

FAST_FACTOR = 0.05

# How long the moves every game makes take, in seconds at the normal pace: the same move looks the same
# in every game. A game names its own only for what no other game does.
FLY = 0.7  # a card or a picture flies from one place to another
FLIP = 0.5  # a card turns over
HOLD = 1.2  # a card just turned stays up, so every child sees it
LIFT = 1.0  # a computer's chosen card rises before it goes, so children see what it plays


#: How much quicker a table goes while only computer players play on and the children watch (see `Pace.hurry`).
HURRY_FACTOR = 0.25


class Pace:
    def __init__(self, fast: bool):
        self.normal = FAST_FACTOR if fast else 1.0
        self.factor = self.normal
        document.documentElement.style.setProperty("--pace", str(self.factor))
        document.documentElement.dataset.fast = "true" if fast else "false"

    def hurry(self, on: bool) -> None:
        """Every child has left the game (stopped) and watches the computers finish: they need not wait long."""
        factor = self.normal * (HURRY_FACTOR if on else 1.0)
        if factor != self.factor:
            self.factor = factor
            document.documentElement.style.setProperty("--pace", str(factor))
            document.documentElement.dataset.hurried = "true" if on else "false"

    def seconds(self, seconds: float) -> float:
        return seconds * self.factor

    async def wait(self, seconds: float) -> None:
        await asyncio.sleep(self.seconds(seconds))


def box(node) -> tuple:
    """(left, top, width, height) of an element on screen."""
    rect = node.getBoundingClientRect()
    return rect.left, rect.top, rect.width, rect.height


def above_the_screen() -> tuple:
    """A box just above the window, for things that leave the game (the crow and its loot)."""
    width = document.documentElement.clientWidth
    return width * 0.7, -200, 120, 120


async def fly(path: str, start: tuple, end: tuple, pace: Pace, seconds: float = 0.6, cls: str = "") -> None:
    """A picture flies from one box to another (card to row, crow out of the window)."""
    left, top, width, height = start
    end_left, end_top, end_width, end_height = end
    node = picture(path, f"flyer {cls}".strip())
    node.style.cssText = f"left:{left}px;top:{top}px;width:{width}px;height:{height}px;"
    node.style.transitionDuration = f"{pace.seconds(seconds)}s"
    document.body.append(node)
    node.getBoundingClientRect()  # lay it out first, so the move below is animated
    dx = end_left + end_width / 2 - (left + width / 2)
    dy = end_top + end_height / 2 - (top + height / 2)
    node.style.transform = f"translate({dx}px, {dy}px) scale({end_width / width})"
    await pace.wait(seconds)
    node.remove()


async def swap_places(first, second, pace: Pace, seconds: float = 0.7) -> None:
    """Two elements visibly trade places, then snap back: the page redraws them in their new places."""
    a_left, a_top, _, _ = box(first)
    b_left, b_top, _, _ = box(second)
    for node, dx, dy in ((first, b_left - a_left, b_top - a_top), (second, a_left - b_left, a_top - b_top)):
        node.style.transition = f"transform {pace.seconds(seconds)}s ease-in-out"
        node.classList.add("moving")
        node.style.transform = f"translate({dx}px, {dy}px)"
    await pace.wait(seconds)
    for node in (first, second):
        node.style.transition = "none"
        node.style.transform = ""
        node.classList.remove("moving")
        node.getBoundingClientRect()  # settle without animating back
        node.style.transition = ""
