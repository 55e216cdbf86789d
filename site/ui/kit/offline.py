"""What the service worker keeps for offline play, and keeping more of it on demand.

start.js (a plain module the page loads before Python) registers the worker at
once; <html data-kept> lists every group the worker has kept whole (e.g.
data-kept="runtime/ speech/fr/opus"), so a test knows when offline play is safe.
The worker keeps the site's files (pages, pictures, every game's code) and the
runtime at install, once a page has started; each language's voice only when
asked. From here the page asks for the voices this tablet keeps (`keep_offline`:
the chosen language's and any the teacher added, Settings.kept_voices), the home
page whether the voice in use is kept (`is_kept`) and, when it is not, keeps it
(`keep`); the teacher's corner keeps the printed rules as it opens, asks whether
this tablet is ready for a lesson without Wi-Fi (`offline_status`, `is_ready`)
and keeps what is missing (`lesson_groups`): never all six voices, which a
pre-reader's class does not need, nor the words of all six languages (Méli
Cado's lexicons, 0.3 to 0.7 MB each).

The worker answers with messages: {group, kept, of} as files are kept,
{warmed: group} or {failed: group} at the end, {status: {...}} when asked.
"""

import asyncio
import time

import js
from pyodide.ffi import create_proxy, to_js

from .audio import clip_format

#: How long a silent worker is waited for before giving up (seconds).
PATIENCE = 60.0
#: The worker's group of the speech synthesizer (eSpeak NG, sitebuild/offline.py's SYNTHESIZER) that reads
#: aloud the words no clip holds (Méli Cado's), for a language the tablet has no voice of its own for.
SYNTHESIZER = "runtime/espeak-ng/"
#: The worker's group of the printed rules (sitebuild/offline.py's PRINTED_RULES): kept when the teacher's
#: corner is first opened, where they are printed from, and for a lesson without Wi-Fi.
PRINTED_RULES = "rules/"

_waiters = []  # functions that each hear every message the worker sends this page
_listener = None  # the one proxy that hears the worker


def _workers():
    """navigator.serviceWorker, or None where there is none (an old browser, a page not on https)."""
    return getattr(js.navigator, "serviceWorker", None)


def _heard(event) -> None:
    data = event.data
    message = data.to_py() if hasattr(data, "to_py") else None
    if isinstance(message, dict):
        for waiter in list(_waiters):
            waiter(message)


def _message(data: dict):
    return to_js(data, dict_converter=js.Object.fromEntries)


async def _active_worker():
    """The worker serving this copy of the site once it is active (start.js registered it), or None."""
    workers = _workers()
    if workers is None:
        return None
    global _listener
    if _listener is None:
        _listener = create_proxy(_heard)
        workers.addEventListener("message", _listener)
    registration = await workers.ready
    return registration.active


async def keep_offline(*groups: str) -> None:
    """Ask the worker to keep these groups ("runtime/", "speech/fr/opus"...); <html data-kept> tells when it has."""
    worker = await _active_worker()
    if worker is not None:
        for group in groups:
            worker.postMessage(_message({"warm": group}))


async def offline_status(timeout: float = 10.0) -> dict | None:
    """{"version", "scope", "groups": {group: [kept, of]}} of what the worker keeps, or None with no worker."""
    try:
        worker = await asyncio.wait_for(_active_worker(), timeout)
    except asyncio.TimeoutError:
        return None
    if worker is None:
        return None
    answer = asyncio.get_event_loop().create_future()

    def waiter(message: dict) -> None:
        if isinstance(message.get("status"), dict) and not answer.done():
            answer.set_result(message["status"])

    _waiters.append(waiter)
    try:
        worker.postMessage(_message({"status": True}))
        return await asyncio.wait_for(answer, timeout)
    except asyncio.TimeoutError:
        return None
    finally:
        _waiters.remove(waiter)


def voice_group(lang: str) -> str:
    """The group of one language's voice in the format this browser plays: the site's clips and every game's.

    The other format's clips are a group of their own that nothing asks for: a tablet keeps one.
    """
    return f"speech/{lang}/{clip_format()}"


def is_voice(group: str) -> bool:
    return group.startswith("speech/")


def is_words(group: str) -> bool:
    """Whether a group is a game's words in one language (games/<game>/words/<lang>/, sitebuild/offline.py)."""
    return group.startswith("games/") and "/words/" in group


def _speech_synthesis():
    return getattr(js, "speechSynthesis", None)


def ask_for_voices() -> None:
    """Chromium lists the tablet's voices only after a first getVoices(), which answers none: asked as the app
    starts, they are known by the time a game that reads words is opened."""
    synthesis = _speech_synthesis()
    if synthesis is not None:
        synthesis.getVoices()


def own_voice(lang: str) -> bool:
    """Whether the tablet has a voice of its own (speechSynthesis, a local one) that reads `lang`: then words
    no clip holds are read by it, with no synthesizer (games/meli_cado/synth.js picks that same voice)."""
    synthesis = _speech_synthesis()
    voices = synthesis.getVoices() if synthesis is not None else []
    return any(voice.localService and str(voice.lang).lower().startswith(lang) for voice in voices)


def synthesizer_needed(read_in) -> list:
    """[SYNTHESIZER] when the tablet has no voice of its own for one of these languages (words read aloud), else []."""
    return [SYNTHESIZER] if any(not own_voice(lang) for lang in read_in) else []


def lesson_groups(status: dict | None, voices, words=(), synthesizer: bool = True) -> list:
    """The groups a lesson without Wi-Fi needs: the site, the runtime and the games kept apart; these languages'
    voices; the games' words groups among `words` (those the games read in these languages), no others; and
    the speech synthesizer if `synthesizer` (the tablet's own voices cannot read those words)."""
    groups = (status or {}).get("groups") or {}
    wanted = {voice_group(lang) for lang in voices} | set(words) | ({SYNTHESIZER} if synthesizer else set())
    return [group for group in groups
            if not (is_voice(group) or is_words(group) or group == SYNTHESIZER) or group in wanted]


def is_ready(status: dict | None, groups) -> bool:
    """Whether a lesson without Wi-Fi can start: every group it needs (`groups`, lesson_groups) is kept whole."""
    return bool(groups) and all(is_kept(status, group) for group in groups)


def is_kept(status: dict | None, group: str) -> bool:
    """Whether the worker keeps this group whole."""
    kept, of = ((status or {}).get("groups") or {}).get(group, (0, 1))
    return kept == of


async def keep(groups, on_progress=None) -> bool:
    """Ask the worker to keep these groups; on_progress(kept, of) as files are kept. True once kept.

    False when there is no worker, or a download failed (no network), or the
    worker fell silent for PATIENCE seconds.
    """
    status = await offline_status()
    if status is None:
        return False
    counts = {group: tuple(count) for group, count in status["groups"].items() if group in groups}
    if not counts:
        return False
    waiting = set(counts)
    finished = asyncio.get_event_loop().create_future()
    heard = [time.monotonic()]

    def tell() -> None:
        if on_progress is not None:
            on_progress(sum(kept for kept, _ in counts.values()), sum(of for _, of in counts.values()))

    def waiter(message: dict) -> None:
        heard[0] = time.monotonic()
        group = message.get("group")
        if group in counts and "kept" in message:
            counts[group] = (message["kept"], message["of"])
            tell()
        if message.get("failed") in waiting and not finished.done():
            finished.set_result(False)
        if message.get("warmed") in waiting:
            waiting.discard(message["warmed"])
            if not waiting and not finished.done():
                finished.set_result(True)

    worker = await _active_worker()
    _waiters.append(waiter)
    try:
        tell()
        for group in counts:
            worker.postMessage(_message({"warm": group}))
        while not finished.done():
            await asyncio.wait([finished], timeout=1.0)
            if not finished.done() and time.monotonic() - heard[0] > PATIENCE:
                return False
        status = await offline_status()
        return finished.result() and all(is_kept(status, group) for group in counts)
    finally:
        _waiters.remove(waiter)
