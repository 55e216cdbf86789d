"""A banner in the home page's bar for something this tablet does not keep for offline play: a picture, a line for the teacher, a button that keeps it.

The voice of a language and the games kept apart for their size (see
missing_voice and missing_game) each say so this way. The button waits for
the network (disabled while the tablet is offline, alive again with the
browser's `online` event); a bar fills as the files are kept.

<div class="keep-banner <kind>" data-state>: checking, missing (offline),
fetchable (back online), keeping, failed, kept; hidden when all is kept.
"""

import asyncio

import js

from .kit.dom import button, el, let_go, listen, picture
from .kit.offline import keep


class KeepBanner:
    """What each banner gives: `refresh()` (look again), `keep()` (the button), and the words of `draw()`."""

    #: What the teacher reads after the banner's line, by its state (word keys).
    WHY: dict = {}

    def __init__(self, kind: str):
        self.node = el("div", f"keep-banner {kind}", attrs={"role": "status", "data-state": "checking"})
        self.node.hidden = True
        self.keeping = False
        self.keeper = None
        self.bar = None
        self._listeners = listen(js.window, {event: lambda _: self.check() for event in ("online", "offline")})

    @property
    def following(self) -> bool:
        """Whether the home page is still shown (stop() has not been called)."""
        return bool(self._listeners)

    def stop(self) -> None:
        """The home page goes: the network's comings and goings are no longer followed."""
        self._listeners = let_go(js.window, self._listeners)

    def check(self) -> None:
        asyncio.ensure_future(self.refresh())

    async def refresh(self) -> None:
        raise NotImplementedError

    def draw(self, state: str, pictures: list, said: str, keep_label: str, progress_label: str, why: str) -> None:
        """Show the banner: the pictures (the second a badge over the first), the line, the keep button and its bar."""
        badge = [picture(pictures[1], "keep-banner-badge")] if len(pictures) > 1 else []
        reason = [el("span", "keep-banner-why", text=f" {why}")] if why else []
        self.keeper = button(keep_label, self.keep, "keep-banner-keep", [picture("icons/inbox-tray.svg")],
                             disabled=state == "missing")
        self.bar = el("progress", "keep-banner-progress", attrs={"max": "1", "value": "0", "aria-label": progress_label})
        self.bar.hidden = True
        self.node.replaceChildren(
            el("span", "keep-banner-picture", [picture(pictures[0]), *badge], attrs={"role": "img", "aria-label": said}),
            el("span", "keep-banner-text", [el("span", text=f"{said}."), *reason]),
            self.keeper,
            self.bar,
        )
        self.node.dataset.state = state
        self.node.hidden = False

    def hide(self, state: str) -> None:
        self.node.hidden = True
        self.node.dataset.state = state

    async def keep(self) -> None:
        raise NotImplementedError

    async def keep_groups(self, groups: list) -> bool:
        """Ask the worker to keep these groups, the bar filling as their files are kept; whether all were."""
        self.keeping = True
        self.keeper.disabled = True
        self.bar.hidden = False
        self.node.dataset.state = "keeping"

        def progress(kept: int, of: int) -> None:
            self.bar.max = max(of, 1)
            self.bar.value = kept

        try:
            return await keep(groups, progress)
        finally:
            self.keeping = False
