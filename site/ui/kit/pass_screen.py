"""Pass the tablet: a full-screen cover between players when hands are hidden.

The next player's animal fills the screen and the voice says who takes the
tablet; nothing of the game shows until that child taps. The cover shows
the moment it is made (a page can put it up before it is first drawn); a
page that is left while the cover waits cancels the wait, and the cover
goes with it.
"""

import asyncio

from .avatar import avatar, player_name
from .dom import button, document, el
from .i18n import words


class PassCover:
    """The cover for the child playing `seat`, up at once; `await passed()` until that child taps."""

    def __init__(self, seat, voice):
        self._tapped = asyncio.get_event_loop().create_future()
        name = player_name(seat.animal, seat.computer)
        go = button(words("pass.continue", animal=name), self._go_on, "pass-go",
                    [avatar(seat.animal, seat.computer, "xl", decorative=True)])
        self.node = el("div", "pass-cover", [go], attrs={"role": "dialog", "aria-modal": "true", "data-animal": seat.animal})
        document.body.append(self.node)
        go.focus()
        voice.cut()  # nothing of the last child's turn is said to the next one
        voice.say(f"pass.{seat.animal}", needed=True)

    def _go_on(self) -> None:
        if not self._tapped.done():
            self._tapped.set_result(None)

    async def passed(self) -> None:
        try:
            await self._tapped
        finally:
            self.node.remove()
