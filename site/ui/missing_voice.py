"""Offline, the voice of the language in use is not on this tablet: say so with a picture, and offer to keep it.

Children would hear nothing and nothing on screen would tell why. In the home
page's bar, beside the gear: a muted loudspeaker over the language's flag, a
line for the teacher, and a button that keeps that voice on the tablet. The
button waits for the network (it is disabled while the tablet is offline and
comes alive with the browser's `online` event); a bar fills as the clips are
kept; once the voice is whole the banner goes and `on_kept()` is called.
Online with the voice not kept yet, nothing shows: the clips come from the
network meanwhile, and the app already asked the worker to keep them.

<div class="missing-voice" data-voice>: missing (offline), fetchable (back
online), keeping, failed; the banner is hidden otherwise.
"""

import asyncio

import js
from pyodide.ffi import create_proxy

from .kit.dom import button, el, picture
from .kit.i18n import words
from .kit.offline import is_kept, keep, offline_status, voice_group

FLAGS = {"fr": "art/flag-fr.svg", "en": "art/flag-gb.svg"}
#: What the teacher reads after "the voice is not on this tablet", by the banner's state.
WHY = {"missing": "voice.missing_why", "failed": "voice.failed"}


class MissingVoice:
    def __init__(self, app, on_kept):
        self.app = app
        self.on_kept = on_kept
        self.node = el("div", "missing-voice", attrs={"role": "status", "data-voice": "checking"})
        self.node.hidden = True
        self.keeping = False
        self.bar = None
        self.keeper = None
        self._listeners = {kind: create_proxy(lambda event: self.check()) for kind in ("online", "offline")}
        for kind, listener in self._listeners.items():
            js.window.addEventListener(kind, listener)
        self.check()

    def stop(self) -> None:
        """The home page goes: the network's comings and goings are no longer followed."""
        for kind, listener in self._listeners.items():
            js.window.removeEventListener(kind, listener)
            listener.destroy()
        self._listeners = {}

    def check(self) -> None:
        asyncio.ensure_future(self._check())

    async def _check(self) -> None:
        settings = self.app.settings
        if not settings.voice or self.keeping or not self._listeners:
            return
        online = bool(js.navigator.onLine)
        if online and self.node.hidden:
            return
        status = await offline_status()
        if status is None or is_kept(status, voice_group(settings.lang)):
            self.node.hidden = True
            return
        self.show(settings.lang, "fetchable" if online else "missing")

    def show(self, lang: str, state: str) -> None:
        name = words(f"lang.{lang}")
        said = words("voice.missing", lang=name)
        why = [el("span", "missing-voice-why", text=f" {words(WHY[state])}")] if state in WHY else []
        self.keeper = button(words("voice.keep", lang=name), self.keep, "missing-voice-keep",
                             [picture("icons/inbox-tray.svg")], disabled=state == "missing")
        self.bar = el("progress", "missing-voice-progress", attrs={"max": "1", "value": "0",
                                                                    "aria-label": words("voice.progress")})
        self.bar.hidden = True
        self.node.replaceChildren(
            el("span", "missing-voice-picture", [picture("icons/muted-speaker.svg"), picture(FLAGS[lang], "missing-voice-flag")],
               attrs={"role": "img", "aria-label": said}),
            el("span", "missing-voice-text", [el("span", text=f"{said}."), *why]),
            self.keeper,
            self.bar,
        )
        self.node.dataset.voice = state
        self.node.hidden = False

    async def keep(self) -> None:
        """Keep the voice of the language in use, the bar filling as its clips are kept."""
        self.keeping = True
        self.keeper.disabled = True
        self.bar.hidden = False
        self.node.dataset.voice = "keeping"

        def progress(kept: int, of: int) -> None:
            self.bar.max = max(of, 1)
            self.bar.value = kept

        lang = self.app.settings.lang
        done = await keep([voice_group(lang)], progress)
        self.keeping = False
        if done:
            self.node.hidden = True
            self.node.dataset.voice = "kept"
            self.on_kept()
        else:
            self.show(lang, "failed")
