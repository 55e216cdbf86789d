"""Sound: spoken prompts from recorded clips, and small effects made on the spot.

Prompts are clips (see clips.clip_url; rendered by tools/speech.py, so they
work offline and sound the same everywhere; offline, a language whose voice
the tablet has not kept stays silent rather than fail), in Opus where the
browser plays it and in MP3 elsewhere (clip_format). They play one after
another, never on top of each other and never late (see speech_queue), and
the speaker button repeats the last one.
Effects (tap, flip, success, oops, fanfare, the hunter's bang, the wolf's
howl, music-box chimes) are synthesized with the Web Audio API: no file to
load, and they answer a tap at once.
"""

import asyncio
import random
import time

import js
from pyodide.ffi import create_proxy, to_js

from .clips import clip_url
from .speech_queue import Prompt, SpeechQueue

#: The formats tools/speech.py renders every clip in, best first, with the type a browser is asked about.
CLIP_TYPES = (("opus", 'audio/ogg; codecs="opus"'), ("mp3", "audio/mpeg"))


def clip_format() -> str:
    """The format of the clips this browser plays: Opus, a third smaller, where it answers "probably"; else MP3.

    The service worker keeps this format's clips only (offline.voice_group).
    """
    probe = js.Audio.new()
    return next((fmt for fmt, kind in CLIP_TYPES if probe.canPlayType(kind) == "probably"), "mp3")


class Voice:
    """Spoken prompts, in the settings' language, unless the teacher turned the voice off.

    Prompts wait in a SpeechQueue: one out of date is dropped, never said
    late. Each clip that starts is announced to the page as a "voice" event
    ({key, lag: milliseconds since its prompt was asked for, prompt: the
    prompt's number}), so a test can measure that the voice keeps up with
    the game and never says an older prompt after a newer one.
    """

    def __init__(self, settings):
        self.settings = settings
        self.last = []  # the last prompt's clip keys: what the speaker button says again
        self._queue = SpeechQueue()
        self._clip = None
        self._done = None  # resolved when the playing clip ends, fails or is stopped
        self._player = None  # the task working through the queue
        self._cuts = 0  # how many times the queue was cut: a sentence being said stops after its clip
        self._waiting_for_tap = False  # the browser refuses sound before the first tap: prompts wait for it
        self._on_end = create_proxy(lambda event: self._finish())

    def say(self, *keys: str, again: list | None = None, needed: bool = False) -> None:
        """Say a prompt (clips in a row, one sentence) after whatever is being said, if it is still current then.

        The speaker button will say `again` (default: this prompt), e.g. the
        whole instruction when only its new part was just said. `needed`: a
        child needs it before acting; it is not dropped for waiting.
        """
        self.last = list(again or keys)
        if not self.settings.voice or not keys:
            return
        self._queue.add(keys, needed)
        self._start()

    def first_tap(self) -> None:
        """A tap happened: a browser that refused sound until now allows it; what waited is said."""
        if self._waiting_for_tap:
            self._waiting_for_tap = False
            self._start()

    def _start(self) -> None:
        if not self._waiting_for_tap and (self._player is None or self._player.done()):
            self._player = asyncio.ensure_future(self._play_queue())

    def say_now(self, *keys: str) -> None:
        """Stop what is being said and say this instead."""
        self.hush()
        self.say(*keys)

    def repeat(self) -> None:
        self.say_now(*self.last)

    def cut(self) -> None:
        """Drop what is queued: it belongs to a turn, a game or a page that is over; the clip being said ends."""
        self._queue.cut()
        self._cuts += 1

    def hush(self) -> None:
        """Silence at once: nothing queued, and the clip being said stops."""
        self.cut()
        if self._clip is not None:
            self._clip.pause()
        self._finish()

    def is_speaking(self) -> bool:
        return bool(self._queue) or self._clip is not None

    async def idle(self, limit: float) -> None:
        """Wait until everything queued was said, at most `limit` seconds by the clock (timers fire late when busy)."""
        deadline = time.monotonic() + limit
        while self.is_speaking() and time.monotonic() < deadline:
            await asyncio.sleep(0.05)

    async def _play_queue(self) -> None:
        while (prompt := self._queue.next()) is not None:
            lag = round((time.monotonic() - prompt.said_at) * 1000)
            cuts = self._cuts
            for index, key in enumerate(prompt.keys):
                if not await self._play(key, lag, prompt.number, cuts):  # no sound before the first tap
                    self._waiting_for_tap = True
                    self._queue.put_back(Prompt(prompt.keys[index:], time.monotonic(), True, prompt.number))
                    return
                if self._cuts != cuts:
                    break

    async def _play(self, key: str, lag: int, number: int, cuts: int) -> bool:
        """Say one clip to its end; False if the browser refused to play before a tap (autoplay).

        A cut or the voice turned off while the clip was being looked for: it is not said.
        """
        url = clip_url(self.settings.lang, key, clip_format())
        if not await can_load(url):
            return True  # offline, a voice not kept: silence, which the home page explains (ui.missing_voice)
        if self._cuts != cuts or not self.settings.voice:
            return True
        clip = js.Audio.new(url)
        self._clip = clip
        self._done = asyncio.get_event_loop().create_future()
        clip.addEventListener("ended", self._on_end)
        clip.addEventListener("error", self._on_end)
        try:
            await clip.play()
            detail = to_js({"key": key, "lag": lag, "prompt": number}, dict_converter=js.Object.fromEntries)
            js.window.dispatchEvent(js.CustomEvent.new("voice", to_js({"detail": detail},
                                                                       dict_converter=js.Object.fromEntries)))
        except Exception as error:  # noqa: BLE001 - refused before the first tap, or no such clip: say the next
            self._finish()
            if getattr(error, "name", "") == "NotAllowedError":
                self._clip = None
                return False
        await self._done
        self._clip = None
        return True

    def _finish(self) -> None:
        if self._done is not None and not self._done.done():
            self._done.set_result(None)


async def can_load(url: str) -> bool:
    """Whether a clip can load: online, or kept by the service worker. Offline, one not kept would only fail."""
    if js.navigator.onLine:
        return True
    caches = getattr(js, "caches", None)  # none on a page not served over https or localhost
    return caches is not None and bool(await caches.match(url))


def announced(effect):
    """An effect that tells the page it played: a "sound" event ({name}), as the voice's clips do, for tests."""
    def play(self, *args, **kwargs):
        detail = to_js({"name": effect.__name__}, dict_converter=js.Object.fromEntries)
        js.window.dispatchEvent(js.CustomEvent.new("sound", to_js({"detail": detail},
                                                                   dict_converter=js.Object.fromEntries)))
        return effect(self, *args, **kwargs)

    play.__name__, play.__doc__ = effect.__name__, effect.__doc__
    return play


class Sounds:
    """Little synthesized effects; the audio context starts at the first tap, as browsers require.

    Each effect a tap or a move makes is announced to the page as a "sound"
    event (see `announced`); a song's notes (chime, bass) are not.
    """

    def __init__(self):
        self._context = None
        self._noise = None  # a second of white noise, made once, for the hunter's shot

    def _audio(self):
        if self._context is None:
            self._context = js.AudioContext.new()
        if self._context.state == "suspended":
            self._context.resume()
        return self._context

    def _note(self, frequency, start, length, wave="sine", volume=0.15, glide_to=None):
        audio = self._audio()
        begin = audio.currentTime + start
        oscillator = audio.createOscillator()
        gain = audio.createGain()
        oscillator.type = wave
        oscillator.frequency.setValueAtTime(frequency, begin)
        if glide_to:
            oscillator.frequency.exponentialRampToValueAtTime(glide_to, begin + length)
        gain.gain.setValueAtTime(0.0001, begin)
        gain.gain.exponentialRampToValueAtTime(volume, begin + 0.015)
        gain.gain.exponentialRampToValueAtTime(0.0001, begin + length)
        oscillator.connect(gain)
        gain.connect(audio.destination)
        oscillator.start(begin)
        oscillator.stop(begin + length + 0.05)

    @announced
    def tap(self) -> None:
        self._note(740, 0, 0.07, "sine", 0.08)

    @announced
    def flip(self) -> None:
        self._note(320, 0, 0.16, "triangle", 0.12, glide_to=880)

    @announced
    def whoosh(self) -> None:
        self._note(900, 0, 0.3, "sine", 0.08, glide_to=220)

    @announced
    def success(self) -> None:
        for step, frequency in enumerate((523, 659, 784, 1047)):
            self._note(frequency, step * 0.09, 0.2, "triangle", 0.14)

    @announced
    def nope(self) -> None:
        """A tap that cannot do anything now: two soft low notes, quieter than a mistake."""
        self._note(330, 0, 0.09, "sine", 0.07)
        self._note(262, 0.1, 0.12, "sine", 0.07)

    @announced
    def oops(self) -> None:
        self._note(392, 0, 0.2, "sine", 0.12, glide_to=330)
        self._note(330, 0.22, 0.32, "sine", 0.12, glide_to=247)

    @announced
    def fanfare(self) -> None:
        for step, frequency in enumerate((523, 659, 784, 659, 784, 1047)):
            self._note(frequency, step * 0.13, 0.28 if step < 5 else 0.7, "triangle", 0.16)

    @announced
    def sigh(self) -> None:
        for step, frequency in enumerate((440, 392, 349, 330)):
            self._note(frequency, step * 0.25, 0.35, "sine", 0.1)

    def chime(self, frequency, start=0.0, length=0.4, volume=0.12) -> None:
        """A music-box note `start` seconds from now: a triangle and a quieter sine an octave up."""
        self._note(frequency, start, length, "triangle", volume)
        self._note(frequency * 2, start, length * 0.6, "sine", volume * 0.3)

    def bass(self, frequency, start=0.0, length=0.8) -> None:
        """A soft low note under a tune."""
        self._note(frequency, start, length, "sine", 0.06)

    @announced
    def bang(self) -> None:
        """The hunter's shot: a burst of noise over a low thump, then a bright ding of victory."""
        audio = self._audio()
        begin = audio.currentTime
        shot = audio.createBufferSource()
        shot.buffer = self._white_noise(audio)
        muffle = audio.createBiquadFilter()
        muffle.type = "lowpass"
        muffle.frequency.setValueAtTime(2400, begin)
        muffle.frequency.exponentialRampToValueAtTime(300, begin + 0.25)
        gain = audio.createGain()
        gain.gain.setValueAtTime(0.5, begin)
        gain.gain.exponentialRampToValueAtTime(0.0001, begin + 0.3)
        shot.connect(muffle)
        muffle.connect(gain)
        gain.connect(audio.destination)
        shot.start(begin)
        shot.stop(begin + 0.35)
        self._note(150, 0, 0.2, "sine", 0.3, glide_to=45)
        self.chime(1047, 0.35, 1.0, 0.1)
        self.chime(1568, 0.35, 1.0, 0.08)

    @announced
    def howl(self) -> None:
        """The wolf's "aouuu": a voice gliding up, holding with a little vibrato, then falling away."""
        audio = self._audio()
        begin = audio.currentTime
        voice = audio.createOscillator()
        voice.type = "triangle"
        voice.frequency.setValueAtTime(260, begin)
        voice.frequency.exponentialRampToValueAtTime(520, begin + 0.4)
        voice.frequency.setValueAtTime(520, begin + 0.75)
        voice.frequency.exponentialRampToValueAtTime(300, begin + 1.2)
        tremble = audio.createOscillator()
        tremble.frequency.value = 6
        depth = audio.createGain()
        depth.gain.value = 10  # Hz of vibrato
        tremble.connect(depth)
        depth.connect(voice.frequency)
        gain = audio.createGain()
        gain.gain.setValueAtTime(0.0001, begin)
        gain.gain.exponentialRampToValueAtTime(0.14, begin + 0.2)
        gain.gain.setValueAtTime(0.14, begin + 0.8)
        gain.gain.exponentialRampToValueAtTime(0.0001, begin + 1.2)
        voice.connect(gain)
        gain.connect(audio.destination)
        for oscillator in (voice, tremble):
            oscillator.start(begin)
            oscillator.stop(begin + 1.25)

    def _white_noise(self, audio):
        if self._noise is None:
            rate = int(audio.sampleRate)
            self._noise = audio.createBuffer(1, rate, rate)
            samples = js.Float32Array.new(to_js([random.uniform(-1, 1) for _ in range(rate)]))
            self._noise.copyToChannel(samples, 0)
        return self._noise
