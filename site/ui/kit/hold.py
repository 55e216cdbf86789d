"""A grown-up's button: it acts only when held about two seconds, while a ring fills around it.

Children tap; a teacher presses and holds. The teacher's corner (voice,
language, computer players, hidden hands) hides behind one, so a child's
tap there only shakes it and says to ask a grown-up. Holding works with a
finger, a mouse, or a key (Enter or Space held down), for screen-reader users.
"""

import asyncio


from .dom import button, el, let_go, listen

HOLD_SECONDS = 2.0
KEYS = ("Enter", " ")


class HoldButton:
    """`on_hold()` once the button was held HOLD_SECONDS; a shorter press calls `on_short()`."""

    def __init__(self, label: str, on_hold, on_short, cls: str = "", children=()):
        self.on_hold = on_hold
        self.on_short = on_short
        self.ring = el("span", "hold-ring", attrs={"aria-hidden": "true"})
        self.node = button(label, self._clicked, f"hold-button {cls}".strip(), [*children, self.ring])
        self.node.style.setProperty("--hold", f"{HOLD_SECONDS}s")
        self._waiting = None  # the hold being timed
        self._held = False  # the hold just opened: the click that ends it is not a short press
        self._listeners = listen(self.node, {
            "pointerdown": lambda event: self._start(),
            "keydown": self._key_down,
            **{kind: lambda event: self._cancel() for kind in ("pointerup", "pointerleave", "pointercancel", "keyup")},
        })

    def stop(self) -> None:
        """The page goes: no hold is timed any more, and the listeners are let go."""
        self._cancel()
        self._listeners = let_go(self.node, self._listeners)

    def _key_down(self, event) -> None:
        if event.key in KEYS and not event.repeat:
            event.preventDefault()  # no click from the key: the hold decides
            self._start()

    def _start(self) -> None:
        self._cancel()
        self._held = False
        self.node.classList.add("is-holding")
        self._waiting = asyncio.ensure_future(self._wait())

    async def _wait(self) -> None:
        await asyncio.sleep(HOLD_SECONDS)
        self._held = True
        self.node.classList.remove("is-holding")
        self._waiting = None
        self.on_hold()

    def _cancel(self) -> None:
        if self._waiting is not None and not self._waiting.done():
            self._waiting.cancel()
        self._waiting = None
        self.node.classList.remove("is-holding")

    def _clicked(self) -> None:
        if self._held:
            self._held = False
            return
        self.on_short()
