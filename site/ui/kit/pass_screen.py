"""Pass the tablet: a full-screen cover between players when hands are hidden.

The next player's animal fills the screen and the voice says who takes the
tablet; nothing of the game shows until that child taps.
"""

import asyncio

from .avatar import avatar, player_name
from .dom import button, document, el
from .i18n import words


async def pass_tablet(seat, voice) -> None:
    """Cover the screen until the child playing `seat` taps to go on."""
    tapped = asyncio.get_event_loop().create_future()

    def go_on():
        if not tapped.done():
            tapped.set_result(None)

    name = player_name(seat.animal, seat.computer)
    go = button(words("pass.continue", animal=name), go_on, "pass-go", [avatar(seat.animal, seat.computer, "xl", decorative=True)])
    cover = el("div", "pass-cover", [go], attrs={"role": "dialog", "aria-modal": "true", "data-animal": seat.animal})
    document.body.append(cover)
    go.focus()
    voice.say(f"pass.{seat.animal}")
    await tapped
    cover.remove()
