"""The teacher's corner: voice, computer players' level, open or hidden hands, printable rules.

Grown-ups read, so this panel has words; it opens from the gear on the home page.
"""

from .catalogue import game_name
from .kit.dom import button, el, picture, set_inert, set_pressed, toggle
from .kit.i18n import words
from .kit.settings import HANDS, LEVELS

CHOICES = (
    ("voice", (True, False), {True: "teacher.voice_on", False: "teacher.voice_off"}, "teacher.voice"),
    ("level", LEVELS, {level: f"teacher.level_{level}" for level in LEVELS}, "teacher.level"),
    ("hands", HANDS, {hands: f"teacher.hands_{hands}" for hands in HANDS}, "teacher.hands"),
)


class TeacherCorner:
    def __init__(self, app):
        self.app = app
        self.panel = None
        self.behind = None  # the page under the panel, out of reach while it is open

    def open(self) -> None:
        if self.panel is not None:
            return
        app = self.app
        rows = [self.choice_row(*choice) for choice in CHOICES]
        links = [el("a", "rules-link", text=game_name(game, app.settings.lang), attrs={"href": f"rules/{game}.html", "target": "_blank"})
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

    def choice_row(self, setting: str, values, labels: dict, title: str):
        buttons = []

        def choose(value):
            setattr(self.app.settings, setting, value)
            self.app.save_settings()
            for other, node in zip(values, buttons):
                set_pressed(node, other == value)

        for value in values:
            current = getattr(self.app.settings, setting) == value
            buttons.append(toggle(words(labels[value]), current, lambda value=value: choose(value), "choice", [
                el("span", text=words(labels[value]))]))
        return el("div", "choice-row", [el("span", "choice-title", text=words(title)), el("div", "choices", buttons)],
                  attrs={"role": "group", "aria-label": words(title)})

    def close(self) -> None:
        set_inert(self.behind, False)
        self.panel.remove()
        self.panel = None
