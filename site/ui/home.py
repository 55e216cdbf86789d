"""The home page: the five games as big pictures, the language flags and the teacher's corner."""

from . import site_words  # noqa: F401 - registers the home page's words
from .kit.dom import button, el, picture, toggle
from .kit.i18n import LANGUAGES, words
from .teacher import TeacherCorner

FLAGS = {"fr": "art/flag-fr.svg", "en": "art/flag-gb.svg"}


class HomePage:
    def __init__(self, app):
        self.app = app

    def show(self, root) -> None:
        app = self.app
        flags = [
            toggle(words(f"lang.{lang}"), lang == app.settings.lang, lambda lang=lang: self.choose_language(lang),
                   "flag-button", [picture(FLAGS[lang])])
            for lang in LANGUAGES
        ]
        corner = TeacherCorner(app)
        gear = button(words("teacher.open"), corner.open, "gear-button", [picture("icons/gear.svg")])
        tiles = [self.tile(game, game.playable) for game in app.tiles.values()]
        root.append(
            el("div", "home", [
                el("header", "home-bar", [el("div", "flags", flags, attrs={"role": "group", "aria-label": words("home.language")}), gear]),
                el("section", "game-tiles", tiles, attrs={"aria-label": words("home.games")}),
                el("div", "home-meadow", [picture("icons/herb.svg"), picture("icons/tulip.svg"), picture("icons/mushroom.svg"),
                                          picture("icons/snail.svg"), picture("icons/blossom.svg"), picture("icons/herb.svg")],
                   attrs={"aria-hidden": "true"}),
            ])
        )
        app.voice.say("home.welcome")

    def tile(self, game, playable: bool):
        name = game.names[self.app.settings.lang]
        main, *beside = game.pictures
        art = el("span", "tile-art", [picture(beside[0], "tile-side tile-left"), picture(main, "tile-main"),
                                      picture(beside[1], "tile-side tile-right")])
        label = el("span", "tile-name", text=name)
        if playable:
            return button(words("home.play", game=name), lambda: self.app.go(game.id), "game-tile",
                          [art, label], attrs={"data-game": game.id})
        soon = picture("icons/hourglass-not-done.svg", "tile-soon")
        return button(words("home.coming", game=name), lambda: None, "game-tile is-coming", [art, label, soon],
                      disabled=True, attrs={"data-game": game.id})

    def choose_language(self, lang: str) -> None:
        self.app.settings.lang = lang
        self.app.save_settings()
        self.app.go("")

    def leave(self) -> None:
        """Nothing runs in the background of the home page."""
