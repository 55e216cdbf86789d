"""The teacher's corner: voice, computer players' level, each game's own choices, printable rules.

Grown-ups read, so this panel has words; it opens from the gear on the home
page. The choices a game offers the teacher come from the catalogue (its
engine's declared options, labelled in its game.toml): no word here names
one game's option.
"""

from .kit.dom import button, el, picture, set_inert, set_pressed, toggle
from .kit.i18n import words
from .kit.settings import LEVELS

SITE_CHOICES = (
    ("voice", (True, False), {True: "teacher.voice_on", False: "teacher.voice_off"}, "teacher.voice"),
    ("level", LEVELS, {level: f"teacher.level_{level}" for level in LEVELS}, "teacher.level"),
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
        lang = app.settings.lang
        rows = [self.site_row(*choice) for choice in SITE_CHOICES]
        rows += [self.game_row(game, option) for game in app.playable() for option in app.tiles[game].teacher_options]
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

        current = getattr(self.app.settings, setting)
        return self.choice_row(words(title), [(value, words(labels[value])) for value in values], current, choose)

    def game_row(self, game: str, option):
        """One game's own choice (e.g. open or hidden hands), titled with the game's name."""
        lang = self.app.settings.lang
        settings = self.app.settings
        title = words("teacher.game_choice", game=self.app.tiles[game].names[lang], choice=option.title[lang])
        current = settings.option(game, option.name, option.choices, option.default)
        choices = [(value, option.labels[value][lang]) for value in option.choices]
        return self.choice_row(title, choices, current, lambda value: settings.choose(game, option.name, value))

    def choice_row(self, title: str, choices: list, current, choose):
        """A row of toggles, one pressed; `choose(value)` records a tap, then the settings are saved."""
        buttons = []

        def tapped(value):
            choose(value)
            self.app.save_settings()
            for (other, _), node in zip(choices, buttons):
                set_pressed(node, other == value)

        for value, label in choices:
            buttons.append(toggle(label, value == current, lambda value=value: tapped(value), "choice",
                                  [el("span", text=label)]))
        return el("div", "choice-row", [el("span", "choice-title", text=title), el("div", "choices", buttons)],
                  attrs={"role": "group", "aria-label": title})

    def close(self) -> None:
        set_inert(self.behind, False)
        self.panel.remove()
        self.panel = None
