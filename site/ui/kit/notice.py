"""A friendly note that slides in and goes away by itself (or with a tap)."""

import asyncio

from .dom import button, document, el, picture
from .i18n import words


def notice(text: str, picture_path: str, seconds: float = 6.0) -> None:
    note = el("div", "notice", [picture(picture_path, "notice-picture"), el("span", "notice-text", text=text)],
              attrs={"role": "status"})
    note.append(button(words("notice.close"), note.remove, "notice-close", [picture("icons/cross-mark.svg")]))
    document.body.append(note)

    async def fade_away():
        await asyncio.sleep(seconds)
        note.remove()

    asyncio.ensure_future(fade_away())
