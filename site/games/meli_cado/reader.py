"""The word on the row, read aloud when it changes, in the game's language.

The words are any of the lexicon's, so no clip can be rendered for them:
synth.js says them with the device's own local voice, or with the eSpeak NG
synthesizer compiled to WebAssembly when the device has none. The module is
imported the first time a word is read; nothing is read with the voice off.
"""

import asyncio

import js

from .timings import PROMPT_FIRST

SYNTH_MODULE = "games/meli_cado/synth.js"


class WordReader:
    def __init__(self, app):
        self.app = app
        self.module = None
        self.task = None

    def read(self, word: str, lang: str) -> None:
        """Read `word` once what the voice is saying ends (a newer word replaces one not read yet)."""
        if not self.app.settings.voice or not word:
            return
        if self.task is not None and not self.task.done():
            self.task.cancel()
        self.task = asyncio.ensure_future(self._read(word, lang))

    def stop(self) -> None:
        if self.task is not None and not self.task.done():
            self.task.cancel()

    async def _read(self, word: str, lang: str) -> None:
        await self.app.voice.idle(self.app.pace.seconds(PROMPT_FIRST))
        try:
            if self.module is None:
                from pyscript import js_import  # the browser's import(), only on this page

                url = js.URL.new(SYNTH_MODULE, js.document.baseURI).href
                (self.module,) = await js_import(url)
            await self.module.read(word, lang)
        except asyncio.CancelledError:
            raise
        except Exception as error:  # noqa: BLE001 - a word not read aloud still shows on the row
            js.console.warn(f"meli_cado: {word} was not read aloud: {error!r}")
