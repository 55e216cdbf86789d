"""The teacher's corner on the kit's stand-in DOM, with a stand-in service worker: which voices this tablet
keeps for offline play, each shown with its flag and a mark, and whether it is ready for a lesson without Wi-Fi.

The worker here answers as site/sw.js does ({status}, then {group, kept, of}
as files are kept and {warmed} or {failed}); the end-to-end test
(tests/e2e/test_offline.py) checks the same in Chromium with the real one.
"""

import asyncio
import json
from pathlib import Path
from types import SimpleNamespace

import pytest

import fake_app  # noqa: F401 - installs the browser stand-ins first
from fake_app import JS, Voice, tap, until
from fake_browser import Storage

import ui.kit.offline as offline
from sitebuild.offline import KEPT_APART, PRINTED_RULES, SYNTHESIZER
from ui.kit.i18n import LANGUAGES, words
from ui.kit.settings import Settings, settings_key
from ui.site_words import FLAGS, OWN_NAMES
from ui.teacher import VOICE_MARKS, TeacherCorner

SITE = Path(__file__).resolve().parents[2] / "site"

#: Files per group on the stand-in tablet: the site, the runtime, a game kept apart, the speech synthesizer,
#: the printed rules and six voices (this stand-in tablet has no voice of its own to read Méli Cado's words).
#: Each voice in both formats: this stand-in browser plays MP3 only, so a tablet keeps "speech/<lang>/mp3".
WORDS = {f"games/meli_cado/words/{lang}/": 3 for lang in LANGUAGES}
FILES = {"site": 5, "runtime/": 3, "games/meli_cado/": 2, "runtime/espeak-ng/": 2, "rules/": 2,
         **{f"speech/{lang}/{fmt}": 4 for lang in LANGUAGES for fmt in ("opus", "mp3")}, **WORDS}


class Message:
    def __init__(self, data: dict):
        self.data = self
        self._data = data

    def to_py(self):
        return self._data


class Worker:
    """What the page sees of the service worker: it keeps groups when asked, file by file, unless offline."""

    def __init__(self, kept: dict):
        self.counts = {group: [kept.get(group, 0), of] for group, of in FILES.items()}
        self.listeners = []
        self.online = True
        self.asked = []  # every group a page asked it to keep, in order

    # navigator.serviceWorker
    @property
    def ready(self):
        async def registration():
            return self
        return registration()

    @property
    def active(self):
        return self

    def addEventListener(self, kind, listener):
        self.listeners.append(listener)

    # the active worker
    def postMessage(self, data: dict) -> None:
        if data.get("status"):
            self.tell({"status": {"version": "v", "scope": "/", "groups": {g: list(c) for g, c in self.counts.items()}}})
        elif "warm" in data:
            self.asked.append(data["warm"])
            asyncio.ensure_future(self.warm(data["warm"]))

    async def warm(self, group: str) -> None:
        await asyncio.sleep(0)
        count = self.counts[group]
        while count[0] < count[1]:
            if not self.online:
                self.tell({"failed": group, "error": "offline"})
                return
            count[0] += 1
            self.tell({"group": group, "kept": count[0], "of": count[1]})
            await asyncio.sleep(0)
        self.tell({"warmed": group})

    def tell(self, message: dict) -> None:
        asyncio.get_event_loop().call_soon(lambda: [listener(Message(message)) for listener in self.listeners])

    def keeps(self, group: str) -> bool:
        kept, of = self.counts[group]
        return kept == of


class App:
    """What the corner asks of the app: settings saved in storage (and, as the app does, the worker asked for
    the voices they keep), the voice, the page under the panel."""

    def __init__(self, settings: Settings):
        self.settings = settings
        self.storage = Storage()
        self.voice = Voice()
        self.root = JS.document.createElement("main")
        self.root.append(JS.document.createElement("div"))
        # The tiles' words, as the catalogue gives them: Méli Cado in each language reads its own words and the
        # ones the ENGLISH card adds (English; French in an English game).
        self.tiles = {"meli_cado": SimpleNamespace(words={lang: [lang, "fr" if lang == "en" else "en"]
                                                           for lang in LANGUAGES})}

    def playable(self) -> list:
        return []

    def save_settings(self) -> None:
        self.settings.save(self.storage)
        asyncio.ensure_future(offline.keep_offline(*map(offline.voice_group, self.settings.kept_voices())))

    def go(self, route: str) -> None:
        pass


@pytest.fixture
def tablet(monkeypatch):
    """tablet(kept groups {group: files kept}, settings) -> (corner, app, worker), the worker serving the page."""
    def make(kept: dict, settings: Settings):
        worker = Worker(kept)
        monkeypatch.setattr(JS.navigator, "serviceWorker", worker, raising=False)
        monkeypatch.setattr(offline, "_listener", None)
        words.set_language(settings.lang)
        app = App(settings)
        return TeacherCorner(app), app, worker

    yield make
    words.set_language("fr")


def rows(corner) -> dict:
    return {row.getAttribute("aria-label"): row for row in corner.panel.querySelectorAll(".choice-row")}


def voices(corner) -> dict:
    """{lang: its choice} in the voices row."""
    row = rows(corner)[words("teacher.voices")]
    return {node.dataset.lang: node for node in row.querySelectorAll("button.voice-choice")}


def marks(corner) -> dict:
    """{lang: (data-voice, its mark's picture, pressed)} of every voice's choice."""
    return {lang: (node.dataset.voice, node.lastElementChild.getAttribute("src"), node.getAttribute("aria-pressed"))
            for lang, node in voices(corner).items()}


SITE_AND_RUNTIME = {"site": 5, "runtime/": 3, "games/meli_cado/": 2, "runtime/espeak-ng/": 2, "rules/": 2}
#: The words a tablet kept when Méli Cado was opened in German, or in French: its own and English's.
GERMAN_WORDS = {"games/meli_cado/words/de/": 3, "games/meli_cado/words/en/": 3}
FRENCH_WORDS = {"games/meli_cado/words/fr/": 3, "games/meli_cado/words/en/": 3}


def test_a_german_tablet_is_ready_with_german_s_voice_alone_and_each_voice_shows_its_flag_and_mark(tablet):
    corner, app, worker = tablet({**SITE_AND_RUNTIME, **GERMAN_WORDS, "speech/de/mp3": 4}, Settings(lang="de"))

    async def scenario():
        corner.open()
        offline_row = rows(corner)[words("teacher.offline")]
        await until(lambda: offline_row.dataset.offline != "checking")
        await until(lambda: marks(corner)["de"][0] == "kept")
        assert offline_row.dataset.offline == "ready"
        assert offline_row.querySelector(".offline-keep").hidden  # nothing left to keep
        assert marks(corner) == {lang: ("kept", VOICE_MARKS["kept"], "true") if lang == "de"
                                 else ("missing", VOICE_MARKS["missing"], "false") for lang in LANGUAGES}
        for lang, node in voices(corner).items():
            flag, name, _ = node.children
            assert (flag.getAttribute("src"), name.textContent) == (FLAGS[lang], OWN_NAMES[lang])
        assert voices(corner)["es"].getAttribute("aria-label") == "Español: Stimme auf dem Tablet speichern"
        assert voices(corner)["de"].getAttribute("aria-label") == "Deutsch: Die Stimme ist auf dem Tablet"

    asyncio.run(scenario())
    assert worker.asked == ["rules/"]  # opening the corner keeps the printed rules, nothing more


def test_a_lesson_keeps_the_words_its_games_read_in_the_tablet_s_languages_not_all_six(tablet):
    """A German tablet's Méli Cado reads German and English words: those are kept, not Spanish's or Italian's,
    even with Spanish's voice kept too (the games are played in the site's language)."""
    corner, app, worker = tablet({**SITE_AND_RUNTIME, "speech/de/mp3": 4, "speech/es/mp3": 4},
                                 Settings(lang="de", voices=["es"]))
    lesson = {"site", "runtime/", "games/meli_cado/", "runtime/espeak-ng/", "rules/", "speech/de/mp3", "speech/es/mp3",
              "games/meli_cado/words/de/", "games/meli_cado/words/en/"}

    async def scenario():
        corner.open()
        row = rows(corner)[words("teacher.offline")]
        await until(lambda: row.dataset.offline != "checking")
        assert row.dataset.offline == "missing"
        tap(row.querySelector(".offline-keep"))
        await until(lambda: row.dataset.offline == "ready")

    asyncio.run(scenario())
    assert set(corner.lesson({"groups": {group: list(count) for group, count in worker.counts.items()}})) == lesson
    assert {group for group in worker.asked if group in WORDS} == {"games/meli_cado/words/de/", "games/meli_cado/words/en/"}
    assert all(worker.keeps(group) for group in lesson)
    assert not any(worker.keeps(group) for group in WORDS if group not in lesson)


def test_the_teacher_adds_spanish_it_is_kept_remembered_and_still_part_of_a_lesson(tablet):
    corner, app, worker = tablet({**SITE_AND_RUNTIME, **GERMAN_WORDS, "speech/de/mp3": 4}, Settings(lang="de"))

    async def scenario():
        corner.open()
        await until(lambda: marks(corner)["de"][0] == "kept")
        tap(voices(corner)["es"])
        await until(lambda: marks(corner)["es"][0] != "missing")
        assert marks(corner)["es"] == ("keeping", VOICE_MARKS["keeping"], "true")
        bar = rows(corner)[words("teacher.voices")].querySelector("progress")
        assert not bar.hidden
        await until(lambda: marks(corner)["es"][0] == "kept")
        assert bar.hidden
        await until(lambda: rows(corner)[words("teacher.offline")].dataset.offline == "ready")

    asyncio.run(scenario())
    assert worker.keeps("speech/es/mp3") and not any(worker.keeps(f"speech/{lang}/mp3") for lang in ("fr", "en", "it", "id"))
    assert json.loads(app.storage.items[settings_key()])["voices"] == ["es"]
    stored = Settings.load(app.storage)
    assert stored.kept_voices() == ["de", "es"]  # what the app asks the worker for at its next start
    assert "speech/es/mp3" in worker.asked and "speech/it/mp3" not in worker.asked

    # The next day Spanish's files are gone (a new version with new clips): the lesson is not ready without them.
    corner.close()
    corner, _, _ = tablet({group: kept for group, (kept, _) in worker.counts.items()} | {"speech/es/mp3": 1}, stored)

    async def next_day():
        corner.open()
        row = rows(corner)[words("teacher.offline")]
        await until(lambda: row.dataset.offline != "checking")
        assert row.dataset.offline == "missing"
        assert words("teacher.offline_voice", lang="Español") in row.querySelector(".offline-state").textContent
        assert "Italiano" not in row.querySelector(".offline-state").textContent

    asyncio.run(next_day())


def test_the_keep_button_keeps_the_site_the_runtime_and_the_chosen_voice_not_all_six(tablet):
    corner, app, worker = tablet({}, Settings(lang="id"))

    async def scenario():
        corner.open()
        row = rows(corner)[words("teacher.offline")]
        await until(lambda: row.dataset.offline == "missing")
        state = row.querySelector(".offline-state").textContent
        assert words("teacher.offline_voice", lang="Bahasa Indonesia") in state and "Deutsch" not in state
        tap(row.querySelector(".offline-keep"))
        await until(lambda: row.dataset.offline == "ready")
        bar = row.querySelector("progress")
        assert bar.value == bar.max == sum(FILES[group] for group in lesson)
        await until(lambda: marks(corner)["id"][0] == "kept")

    lesson = ["site", "runtime/", "games/meli_cado/", "runtime/espeak-ng/", "rules/", "speech/id/mp3",
              "games/meli_cado/words/en/", "games/meli_cado/words/id/"]
    asyncio.run(scenario())
    assert [group for group in FILES if worker.keeps(group)] == lesson


class SpeechSynthesis:
    """A tablet's own voices, as speechSynthesis lists them."""

    def __init__(self, *langs: str):
        self.voices = [SimpleNamespace(lang=lang, localService=True) for lang in langs]

    def getVoices(self):
        return self.voices


def test_the_page_names_the_synthesizer_s_and_the_rules_groups_as_the_build_does():
    assert offline.SYNTHESIZER == SYNTHESIZER
    assert [SYNTHESIZER, SYNTHESIZER] in KEPT_APART
    assert offline.PRINTED_RULES == PRINTED_RULES
    assert [PRINTED_RULES, PRINTED_RULES] in KEPT_APART


def test_without_network_the_corner_names_the_printed_rules_among_what_is_missing(tablet):
    never_opened = {group: files for group, files in SITE_AND_RUNTIME.items() if group != "rules/"}
    corner, app, worker = tablet({**never_opened, **GERMAN_WORDS, "speech/de/mp3": 4}, Settings(lang="de"))
    worker.online = False

    async def scenario():
        corner.open()
        row = rows(corner)[words("teacher.offline")]
        await until(lambda: row.dataset.offline == "missing")
        assert row.querySelector(".offline-state").textContent == words("teacher.offline_missing",
                                                                        parts=words("teacher.offline_rules"))

    asyncio.run(scenario())


@pytest.mark.parametrize("own_voices, synthesizer", [(("de-DE", "en-GB"), False), (("de-DE",), True),
                                                      (("DE-de", "en-US", "fr-FR"), False)])
def test_a_lesson_keeps_the_speech_synthesizer_only_where_the_tablet_cannot_read_the_words_itself(
        tablet, monkeypatch, own_voices, synthesizer):
    """A German Méli Cado reads German and English words: a tablet with its own voices for both needs no
    synthesizer; with German's alone, the English card's words need it."""
    monkeypatch.setattr(JS, "speechSynthesis", SpeechSynthesis(*own_voices), raising=False)
    corner, app, worker = tablet({**SITE_AND_RUNTIME, **GERMAN_WORDS, "speech/de/mp3": 4}, Settings(lang="de"))
    status = {"groups": {group: list(count) for group, count in worker.counts.items()}}
    assert ("runtime/espeak-ng/" in corner.lesson(status)) is synthesizer
    assert offline.is_ready(status, corner.lesson(status))  # all of it kept either way


def test_without_network_a_voice_fails_softly_and_a_tap_on_wi_fi_keeps_it(tablet):
    corner, app, worker = tablet({**SITE_AND_RUNTIME, **FRENCH_WORDS, "speech/fr/mp3": 4}, Settings())
    worker.online = False

    async def scenario():
        corner.open()
        await until(lambda: marks(corner)["fr"][0] == "kept")
        tap(voices(corner)["en"])
        await until(lambda: marks(corner)["en"][0] == "failed")
        assert marks(corner)["en"] == ("failed", VOICE_MARKS["failed"], "true")  # still wanted: kept when it can be
        assert voices(corner)["en"].getAttribute("aria-label") == "English : pas de réseau, réessayer avec le Wi-Fi"
        await until(lambda: rows(corner)[words("teacher.offline")].dataset.offline == "missing")
        worker.online = True
        tap(voices(corner)["en"])
        await until(lambda: marks(corner)["en"][0] == "kept")

    asyncio.run(scenario())
    assert worker.keeps("speech/en/mp3")


def test_each_choice_of_the_site_s_language_shows_its_flag_before_its_own_name(tablet):
    corner, _, _ = tablet({}, Settings(lang="en"))

    async def scenario():
        corner.open()
        row = rows(corner)[words("home.language")]
        drawn = [(node.children[0].getAttribute("src"), node.children[1].textContent) for node in row.querySelectorAll("button")]
        assert drawn == [(FLAGS[lang], OWN_NAMES[lang]) for lang in LANGUAGES]
        await until(lambda: rows(corner)[words("teacher.offline")].dataset.offline != "checking")

    asyncio.run(scenario())


def test_the_stored_voices_keep_only_languages_the_site_speaks_and_the_chosen_one_comes_first():
    storage = Storage({settings_key(): json.dumps({"lang": "de", "voices": ["nl", "es", "de", 3, "fr"]})})
    settings = Settings.load(storage)
    assert settings.voices == ["fr", "de", "es"]
    assert settings.kept_voices() == ["de", "fr", "es"]
    settings.keep_voice("de")
    settings.keep_voice("it")
    assert settings.kept_voices() == ["de", "fr", "es", "it"]
    assert Settings().kept_voices() == ["fr"]


def test_every_language_has_its_flag_drawn_in_the_site():
    for lang, path in FLAGS.items():
        drawing = (SITE / path).read_text(encoding="utf-8")
        assert drawing.startswith("<svg") and len(drawing) < 1000, path
