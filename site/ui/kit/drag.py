"""One way to drag on every page: a touch that moves far enough is a drag, a shorter one stays a tap.

A child's tap wanders a few pixels; DRAG_START tells it from a drag, the
same on every page (a card to the pile, a card off the roof, the board
looked around). The click the browser sends when a drag ends is not a tap:
for TAP_AFTER_DRAG seconds after a drag, `just_dragged()` says so, and the
page ignores that click.

A page subclasses `Drag` and fills in what a press takes hold of (`grab`)
and what the drag does (`begin`, `follow`, `drop`, `put_back`); the
listeners, the threshold and the window after a drag are the kit's.
"""

import math
import time

from .dom import let_go, listen

#: CSS px a finger moves before a touch is a drag rather than a tap.
DRAG_START = 12
#: Seconds after a drag during which a click is the one that ended it, not a tap.
TAP_AFTER_DRAG = 0.4


def is_drag(dx: float, dy: float) -> bool:
    """A finger that moved (dx, dy) CSS px from where it came down is dragging."""
    return math.hypot(dx, dy) >= DRAG_START


class Drag:
    """Pointer listeners on `node` (a container): a press on what `grab` takes becomes a drag past DRAG_START."""

    def __init__(self, node):
        self.node = node
        self.held = None  # what the finger holds (grab's answer), None between drags
        self.start = (0.0, 0.0)
        self.pointer = None
        self.moved = False  # the finger went past DRAG_START: a drag, not a tap
        self.ended_at = -1.0
        self.listeners = listen(node, {"pointerdown": self._down, "pointermove": self._move, "pointerup": self._up,
                                       "pointercancel": self._cancel})

    def stop(self) -> None:
        """The page goes: the listeners are let go."""
        self.listeners = let_go(self.node, self.listeners)

    def just_dragged(self) -> bool:
        """The click that ends a drag is not a tap."""
        return time.monotonic() - self.ended_at < TAP_AFTER_DRAG

    # What a page fills in.

    def grab(self, event):
        """What a press takes hold of (a card, the board), or None: that press is only ever a tap."""
        return None

    def sample(self, event) -> None:
        """Every move of the finger that holds something, before and after it is a drag (to measure it)."""

    def begin(self, event) -> None:
        """The touch just became a drag."""

    def follow(self, event, dx: float, dy: float) -> None:
        """The drag goes on; (dx, dy) from where the finger came down."""

    def drop(self, event) -> None:
        """The finger lets go after a drag."""

    def put_back(self) -> None:
        """The browser took the touch away (a gesture, a cover): what was dragged goes back."""

    # The listeners.

    def _down(self, event) -> None:
        if self.held is not None:
            return  # a second finger while one drags
        held = self.grab(event)
        if held is None:
            return
        self.held, self.start, self.pointer, self.moved = held, (event.clientX, event.clientY), event.pointerId, False

    def _move(self, event) -> None:
        if self.held is None or event.pointerId != self.pointer:
            return
        self.sample(event)
        dx, dy = event.clientX - self.start[0], event.clientY - self.start[1]
        if not self.moved:
            if not is_drag(dx, dy):
                return
            self.moved = True
            self.begin(event)
        self.follow(event, dx, dy)

    def _up(self, event) -> None:
        if self.held is None or event.pointerId != self.pointer:
            return
        try:
            if self.moved:
                self.ended_at = time.monotonic()
                self.drop(event)
        finally:
            self.held, self.moved = None, False

    def _cancel(self, event) -> None:
        if self.held is None or event.pointerId != self.pointer:
            return
        try:
            if self.moved:
                self.ended_at = time.monotonic()
            self.put_back()
        finally:
            self.held, self.moved = None, False
