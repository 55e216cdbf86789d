"""Offline, the voice of the language in use is not on this tablet: say so with a picture, and offer to keep it.

Children would hear nothing and nothing on screen would tell why. In the home
page's bar, beside the gear: a muted loudspeaker over the language's flag, a
line for the teacher, and a button that keeps that voice on the tablet. The
button waits for the network (it is disabled while the tablet is offline and
comes alive with the browser's `online` event); a bar fills as the clips are
kept; once the voice is whole the banner goes and `on_kept()` is called.
Online with the voice not kept yet, nothing shows: the clips come from the
network meanwhile, and the app already asked the worker to keep them.

A KeepBanner (see keep_banner): <div class="keep-banner missing-voice">.
"""

import js

from .keep_banner import KeepBanner
from .kit.i18n import words
from .kit.offline import is_kept, offline_status, voice_group
from .site_words import FLAGS


class MissingVoice(KeepBanner):
    WHY = {"missing": "voice.missing_why", "failed": "keep.failed"}

    def __init__(self, app, on_kept):
        super().__init__("missing-voice")
        self.app = app
        self.on_kept = on_kept
        self.check()

    async def refresh(self) -> None:
        settings = self.app.settings
        if not settings.voice or self.keeping or not self.following:
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
        self.draw(state, ["icons/muted-speaker.svg", FLAGS[lang]], words("voice.missing", lang=name),
                  words("voice.keep", lang=name), words("voice.progress"), words(self.WHY[state]) if state in self.WHY else "")

    async def keep(self) -> None:
        """Keep the voice of the language in use, the bar filling as its clips are kept."""
        lang = self.app.settings.lang
        if await self.keep_groups([voice_group(lang)]):
            self.hide("kept")
            self.on_kept()
        else:
            self.show(lang, "failed")
