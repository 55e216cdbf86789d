"""A friendly note that slides in and goes away by itself (or with a tap).

Children do not read: a notice that matters to them is said too (`voice`
and the prompt key of its sentence, in site/speech/prompts.toml).

A note outlives the page under it (a new game clears every handler of the
kit's `taps`), so its close button has a listener of its own, let go when
the note goes away.
"""

import asyncio

from pyodide.ffi import create_proxy

from .dom import document, el, picture
from .i18n import words


def notice(text: str, picture_path: str, voice=None, prompt: str | None = None, seconds: float = 6.0) -> None:
    note = el("div", "notice", [picture(picture_path, "notice-picture"), el("span", "notice-text", text=text)],
              attrs={"role": "status"})
    if prompt:
        note.dataset.prompt = prompt
    close = el("button", "notice-close", [picture("icons/cross-mark.svg")],
               attrs={"type": "button", "aria-label": words("notice.close")})
    closed = create_proxy(lambda event: note.remove())
    close.addEventListener("click", closed)
    note.append(close)
    document.body.append(note)
    if voice is not None and prompt:
        voice.say_now(prompt)

    async def fade_away():
        await asyncio.sleep(seconds)
        note.remove()
        close.removeEventListener("click", closed)
        closed.destroy()

    asyncio.ensure_future(fade_away())
