"""The teacher's corner: voice, computer players' level, each game's own choices, printable rules.

Grown-ups read, so this panel has words; it opens from the gear on the home
page. The choices a game offers the teacher come from the catalogue (its
engine's declared options, labelled in its game.toml): no word here names
one game's option.
"""

import asyncio

from .kit.dom import button, el, picture, set_inert, set_pressed, toggle
from .kit.i18n import LANGUAGES, words
from .game_code import words_group
from .kit.offline import (PRINTED_RULES, is_kept, is_ready, keep, lesson_groups, offline_status, synthesizer_needed,
                          voice_group)
from .kit.settings import LEVELS
from .site_words import FLAGS

SITE_CHOICES = (
    ("lang", LANGUAGES, {lang: f"lang.{lang}" for lang in LANGUAGES}, "home.language"),
    ("voice", (True, False), {True: "teacher.voice_on", False: "teacher.voice_off"}, "teacher.voice"),
    ("level", LEVELS, {level: f"teacher.level_{level}" for level in LEVELS}, "teacher.level"),
)

#: A line under a site choice's row, for what its labels cannot say in a few words.
SITE_HELP = {"level": "teacher.level_help"}

#: Pictures before a site choice's label: each language's flag.
SITE_PICTURES = {"lang": FLAGS}

#: The mark on a voice's choice for where it stands on this tablet (data-voice), beside the flag.
VOICE_MARKS = {"kept": "icons/check-mark-button.svg", "missing": "icons/down-arrow.svg",
               "keeping": "icons/hourglass-not-done.svg", "failed": "icons/cross-mark.svg"}


class TeacherCorner:
    def __init__(self, app):
        self.app = app
        self.panel = None
        self.behind = None  # the page under the panel, out of reach while it is open
        # set by the open panel's rows: look again at what this tablet keeps, after the other row kept something
        self.check_offline = self.refresh_voices = lambda: None

    def open(self) -> None:
        if self.panel is not None:
            return
        app = self.app
        lang = app.settings.lang
        rows = [self.site_row(*choice) for choice in SITE_CHOICES]
        rows += [self.game_row(game, option) for game in app.playable() for option in app.tiles[game].teacher_options]
        rows += [self.offline_row(), self.voices_row()]
        links = [el("a", "rules-link", text=app.tiles[game].names[lang], attrs={"href": f"rules/{game}.html", "target": "_blank"})
                 for game in app.playable()]
        links.append(el("a", "rules-link", text=words("teacher.rules_all"), attrs={"href": "rules/all.html", "target": "_blank"}))
        close = button(words("teacher.close"), self.close, "panel-close", [picture("icons/cross-mark.svg")])
        self.panel = el("div", "teacher-cover", [
            el("div", "teacher-panel", [
                el("h2", "", [picture("icons/gear.svg", "title-picture"), el("span", text=words("teacher.title"))]),
                *rows,
                el("h3", "", [picture("icons/printer.svg", "title-picture"), el("span", text=words("teacher.rules"))]),
                el("div", "rules-links", links),
                close,
            ], attrs={"role": "dialog", "aria-modal": "true", "aria-label": words("teacher.title")}),
        ])
        self.behind = app.root.firstElementChild
        set_inert(self.behind, True)
        app.root.append(self.panel)
        app.voice.say("home.teacher")
        close.focus()

    def site_row(self, setting: str, values, labels: dict, title: str):
        """A choice for every game: the voice, the computer players' level."""
        def choose(value):
            setattr(self.app.settings, setting, value)
            if setting == "voice" and not value:
                self.app.voice.hush()  # the voice is off from this tap on, not after what was queued
            if setting == "lang":  # every word of the page changes: draw it again in that language
                self.close()
                self.app.go("")

        current = getattr(self.app.settings, setting)
        pictures = SITE_PICTURES.get(setting, {})
        row = self.choice_row(words(title), [(value, words(labels[value])) for value in values], current, choose, pictures)
        if setting in SITE_HELP:
            help_line = el("p", "choice-help", text=words(SITE_HELP[setting]), attrs={"id": f"help-{setting}"})
            row.append(help_line)
            row.setAttribute("aria-describedby", help_line.id)
        return row

    def game_row(self, game: str, option):
        """One game's own choice (e.g. open or hidden hands), titled with the game's name."""
        lang = self.app.settings.lang
        settings = self.app.settings
        title = words("teacher.game_choice", game=self.app.tiles[game].names[lang], choice=option.title[lang])
        current = settings.option(game, option.name, option.choices, option.default)
        choices = [(value, option.labels[value][lang]) for value in option.choices]
        return self.choice_row(title, choices, current, lambda value: settings.choose(game, option.name, value))

    def offline_row(self):
        """Whether this tablet is ready for a lesson without Wi-Fi, and a button that keeps what is missing (gone once ready).

        Ready: the service worker keeps the site (every game's code with it),
        the runtime, the printed rules (kept as the corner opens), the voices
        this tablet keeps (Settings.kept_voices: the chosen language's and the
        teacher's additions) and the words its games read in the chosen
        language (`lesson`), not every language's.
        The row's data-offline says where it stands: checking, ready, missing,
        keeping, failed, unavailable.
        """
        title = words("teacher.offline")
        state = el("span", "offline-state", text=words("teacher.offline_checking"))
        bar = el("progress", "offline-progress", attrs={"max": "1", "value": "0",
                                                         "aria-label": words("teacher.offline_progress")})
        bar.hidden = True
        row = el("div", "choice-row offline-row", [el("span", "choice-title", text=title), el("div", "choices", [state, bar])],
                 attrs={"role": "group", "aria-label": title, "data-offline": "checking"})

        def show(mark: str, status: dict | None = None) -> None:
            row.dataset.offline = mark
            keeper.hidden = mark == "ready"  # everything a lesson needs is kept: nothing left to keep
            if mark == "missing":
                missing = [group for group in self.lesson(status) if not is_kept(status, group)]
                state.textContent = words("teacher.offline_missing", parts=", ".join(map(offline_part, missing)))
            else:
                state.textContent = words(f"teacher.offline_{mark}")

        def progress(kept: int, of: int) -> None:
            bar.max = max(of, 1)
            bar.value = kept

        async def check() -> None:
            await keep([PRINTED_RULES])  # printed from this corner: kept as it opens, where there is a network
            status = await offline_status()
            show("unavailable" if status is None else "ready" if is_ready(status, self.lesson(status)) else "missing",
                 status)

        async def keep_lesson() -> None:
            keeper.disabled = True
            show("keeping")
            bar.hidden = False
            status = await offline_status()
            done = status is not None and await keep(self.lesson(status), progress)
            keeper.disabled = False
            if done:
                show("ready")
            else:
                status = await offline_status()
                show("unavailable" if status is None else "failed")
            self.refresh_voices()

        keeper = button(words("teacher.offline_keep"), keep_lesson, "choice offline-keep",
                        [el("span", text=words("teacher.offline_keep"))])
        keeper.hidden = True  # until the check says something is missing
        row.lastElementChild.append(keeper)
        self.check_offline = lambda: asyncio.ensure_future(check())
        self.check_offline()
        return row

    def lesson(self, status: dict | None) -> list:
        """The groups a lesson without Wi-Fi needs on this tablet (lesson_groups): the voices it keeps, the
        words each game reads in the site's language, the one games are played in (a tile's words: a German
        Méli Cado reads German's and English's), and the speech synthesizer if the tablet's own voices cannot
        read them all."""
        settings = self.app.settings
        read_in = {lang for tile in self.app.tiles.values() for lang in tile.words.get(settings.lang, ())}
        read = [words_group(game_id, lang) for game_id, tile in self.app.tiles.items()
                for lang in tile.words.get(settings.lang, ())]
        return lesson_groups(status, settings.kept_voices(), read, synthesizer=bool(synthesizer_needed(read_in)))

    def voices_row(self):
        """Which voices are on this tablet, each language's with its flag and a mark; a tap keeps one more.

        A pre-reader plays nothing without the voice: the chosen language's is
        always kept (its choice cannot be undone), and a teacher adds others for
        the class (a German and a Spanish child). A choice is pressed when the
        tablet keeps that voice; its data-voice (and mark) says where it stands:
        kept, missing, keeping or failed (no network: tap again on Wi-Fi).
        """
        settings = self.app.settings
        title = words("teacher.voices")
        bar = el("progress", "offline-progress", attrs={"max": "1", "value": "0", "aria-label": words("voice.progress")})
        bar.hidden = True
        choices = {}
        for lang in LANGUAGES:
            name = words(f"lang.{lang}")
            node = button(name, lambda lang=lang: keep_voice(lang), "choice voice-choice", [
                picture(FLAGS[lang], "flag"), el("span", text=name), picture(VOICE_MARKS["missing"], "voice-mark"),
            ], attrs={"data-lang": lang, "data-voice": "missing", "aria-pressed": "false"})
            choices[lang] = node
        row = el("div", "choice-row voices-row", [el("span", "choice-title", text=title),
                                                  el("div", "choices", [*choices.values(), bar])],
                 attrs={"role": "group", "aria-label": title})

        def mark(lang: str, where: str) -> None:
            node = choices[lang]
            node.dataset.voice = where
            node.lastElementChild.setAttribute("src", VOICE_MARKS[where])
            node.setAttribute("aria-label", words(f"teacher.voice_{where}", lang=words(f"lang.{lang}")))
            set_pressed(node, lang in settings.kept_voices())  # the chosen language's always: a tap only keeps

        async def refresh() -> None:
            status = await offline_status()
            for lang in LANGUAGES:
                if choices[lang].dataset.voice != "keeping":
                    mark(lang, "kept" if is_kept(status, voice_group(lang)) else "missing")

        def progress(kept: int, of: int) -> None:
            bar.max = max(of, 1)
            bar.value = kept

        async def keep_voice(lang: str) -> None:
            settings.keep_voice(lang)
            self.app.save_settings()  # asked again at every start, so a new version keeps it too
            mark(lang, "keeping")
            bar.hidden = False
            kept = await keep([voice_group(lang)], progress)
            bar.hidden = True
            mark(lang, "kept" if kept else "failed")
            self.check_offline()

        for lang in LANGUAGES:
            mark(lang, "missing")
        self.refresh_voices = lambda: asyncio.ensure_future(refresh())
        self.refresh_voices()
        return row

    def choice_row(self, title: str, choices: list, current, choose, pictures: dict | None = None):
        """A row of toggles, one pressed; `choose(value)` records a tap, then the settings are saved.

        `pictures` gives a choice a picture before its label (a language's flag).
        """
        buttons = []

        def tapped(value):
            choose(value)
            self.app.save_settings()
            for (other, _), node in zip(choices, buttons):
                set_pressed(node, other == value)

        for value, label in choices:
            drawn = [picture(pictures[value], "flag")] if pictures and value in pictures else []
            buttons.append(toggle(label, value == current, lambda value=value: tapped(value), "choice",
                                  [*drawn, el("span", text=label)]))
        return el("div", "choice-row", [el("span", "choice-title", text=title), el("div", "choices", buttons)],
                  attrs={"role": "group", "aria-label": title})

    def close(self) -> None:
        self.check_offline = self.refresh_voices = lambda: None
        set_inert(self.behind, False)
        self.panel.remove()
        self.panel = None


def offline_part(group: str) -> str:
    """What a group the worker keeps is, for the teacher: the site, Python, one language's voice, the rules."""
    if group.startswith("speech/"):
        return words("teacher.offline_voice", lang=words(f"lang.{group.split('/')[1]}"))
    if group == PRINTED_RULES:
        return words("teacher.offline_rules")
    return words("teacher.offline_runtime" if group == "runtime/" else "teacher.offline_site")
