"""The home page: the five games as big pictures, and the teacher's corner behind a gear a grown-up holds.

Offline, if the voice of the language in use is not on the tablet, the bar
says so beside the gear and offers to keep it (see missing_voice); so for a
game kept apart that the tablet never kept, whose tile shows a cloud and says
why instead of opening (see missing_game).
"""

from . import site_words  # noqa: F401 - registers the home page's words
from .kit.dom import button, el, picture
from .kit.hold import HoldButton
from .kit.i18n import words
from .missing_game import MissingGames
from .missing_voice import MissingVoice
from .teacher import TeacherCorner


def readers_badge(game):
    """A game for children who read: an open book and its youngest age ("7+") in a corner of its tile.

    Children see a book; the teacher reads the age. The tile's button is
    described by the badge's words, for screen readers.
    """
    youngest = game.ages[0]
    return el("span", "tile-readers", [picture("icons/open-book.svg", "tile-readers-book"),
                                       el("span", "tile-readers-age", text=f"{youngest}+")],
              attrs={"id": f"tile-readers-{game.id}", "role": "img",
                     "aria-label": words("home.readers", age=youngest)})


class HomePage:
    def __init__(self, app):
        self.app = app
        self.gear = None
        self.missing_voice = None
        self.missing_games = None

    def show(self, root) -> None:
        app = self.app
        corner = TeacherCorner(app)
        self.gear = HoldButton(words("teacher.open"), corner.open, self.ask_a_grown_up, "gear-button",
                               [picture("icons/gear.svg")])
        self.missing_voice = MissingVoice(app, lambda: app.voice.say("home.welcome"))
        tiles = [self.tile(game) for game in app.tiles.values()]
        self.missing_games = MissingGames(app, {tile.dataset.game: tile for tile in tiles})
        root.append(
            el("div", "home", [
                el("header", "home-bar", [self.gear.node, self.missing_voice.node, self.missing_games.node]),
                el("section", "game-tiles", tiles, attrs={"aria-label": words("home.games")}),
                el("div", "home-meadow", [picture("icons/herb.svg"), picture("icons/tulip.svg"), picture("icons/mushroom.svg"),
                                          picture("icons/snail.svg"), picture("icons/blossom.svg"), picture("icons/herb.svg")],
                   attrs={"aria-hidden": "true"}),
            ])
        )
        app.voice.say("home.welcome")

    def tile(self, game):
        name = game.names[self.app.settings.lang]
        main, *beside = game.pictures
        art = el("span", "tile-art", [picture(beside[0], "tile-side tile-left"), picture(main, "tile-main"),
                                      picture(beside[1], "tile-side tile-right")])
        label = el("span", "tile-name", text=name)
        children, attrs = [art, label], {"data-game": game.id}
        if game.readers:
            badge = readers_badge(game)
            children.append(badge)
            attrs["aria-describedby"] = badge.id
        return button(words("home.play", game=name), lambda: self.open_game(game.id), "game-tile", children,
                      attrs=attrs)

    def open_game(self, game_id: str) -> None:
        if not self.missing_games.stops(game_id):
            self.app.go(game_id)

    def ask_a_grown_up(self) -> None:
        """A tap on the gear: the corner is the teacher's; it opens when held."""
        self.app.sounds.nope()
        self.app.voice.say_now("home.ask_grown_up")

    def refused_tap(self) -> None:
        """A tap on a disabled button here: the app's "no" says enough."""

    def leave(self) -> None:
        """Nothing runs in the background of the home page once the gear lets go and the network is not followed."""
        if self.gear is not None:
            self.gear.stop()
        if self.missing_voice is not None:
            self.missing_voice.stop()
        if self.missing_games is not None:
            self.missing_games.stop()
