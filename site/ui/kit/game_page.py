"""What every game's page does the same way: resume the saved game or choose who plays, start, play again.

A game's page says which game it is, who plays by default, what its setup
screen shows, which options a new game gets and how its board is drawn; the
kit's Table plays the game on that board.

Opening a game is guarded as a whole: a save the engine refuses, or one the
page fails to draw or to open a turn on, is put aside, and the children see
a notice and the setup screen of a fresh game, never a page stuck loading.
"""

import asyncio
import gc

import js
import pygame_rules

from .confirm import ask_new_game
from .dom import button, el, picture, taps
from .i18n import words
from .notice import notice
from .player_setup import PlayerSetup, PlayOrder
from .players import Lineup, seats_from_json, seats_to_json
from .table import Table
from .top_bar import top_bar

#: Seconds after a new game starts when the old table's cancelled tasks and timers have all run out,
#: and what they held is collected once more.
LET_GO = 2.0


def check_setup(setup: dict, state: dict) -> None:
    """A saved setup a page can use with its saved state (raises otherwise)."""
    if len(seats_from_json(setup["seats"])) != state["players"] or not isinstance(setup["seed"], int):
        raise ValueError("the save's players do not match its game")


class GamePage:
    game_id: str
    default_modes: dict  # animal -> "human" | "computer": who sits down before anyone taps

    def __init__(self, app):
        self.app = app
        self.game = pygame_rules.load(self.game_id)
        self.table = None
        self.root = None
        info = self.game.info
        self.lineup = Lineup(info["min_players"], info["max_players"], dict(self.default_modes))

    def show(self, root) -> None:
        self.root = root
        self.app.saves.claim(self.game_id)  # the newest page on this game: an older tab stops writing to it
        restored = self.app.saves.read(self.game, check_setup)
        if restored.state is None:
            self.choose_players()
            if restored.dropped:
                self.tell_save_dropped()
            return
        try:
            self.play(restored.setup, restored.state, fresh=False)
        except Exception as error:  # noqa: BLE001 - whatever the page cannot draw, the children get a new game
            self.failed(error)

    def failed(self, error: Exception) -> None:
        """The page could not show the game in progress: put its save aside, start afresh, say so."""
        js.console.error(f"{self.game_id}: the game in progress could not be shown: {error!r}")  # a bug
        self.app.saves.drop(self.game_id)
        self.choose_players()
        self.tell_save_dropped()

    def tell_save_dropped(self) -> None:
        notice(words("notice.save_dropped"), "icons/sparkles.svg", self.app.voice, "notice.save_dropped")

    def leave(self) -> None:
        if self.table is not None:
            self.table.stop()

    def refused_tap(self) -> None:
        """A tap on a disabled button (the app has said no): the table shows whose turn it is if it is a computer's."""
        if self.table is not None:
            self.table.refused_tap()

    def choose_players(self) -> None:
        """Stop any game and show the setup screen the page draws in `setup_screen()`."""
        self.clear()
        self.root.replaceChildren(self.setup_screen())
        self.app.voice.say("setup.who")

    def start(self, seats=None) -> None:
        """A new game for these seats (default: the lineup's), saved at once, then played."""
        seats = seats or self.lineup.seats()
        seed = self.app.new_seed()
        state = self.game.new(players=len(seats), seed=seed, **self.options(seats))
        setup = {"seats": seats_to_json(seats), "seed": seed}
        if self.app.saves.write(self.game, setup, state):  # else a newer tab has this game: this page stops
            self.play(setup, state, fresh=True)

    def clear(self) -> None:
        """Stop any game and let go of all it drew: nothing of the old table stays alive.

        Every button's handler holds its board, and the board all its nodes
        (their JavaScript side included); the table and its board also hold
        each other, a cycle Python's collector may leave for a long time.
        Kept, each "play again" kept a whole old table alive; one collection
        here, once per new game, is a price a child never notices. The old
        table's cancelled tasks (Méli Cado's reminder, its lexicon loading)
        still hold it until they and their timers have run out: a second
        collection comes LET_GO seconds later.
        """
        self.leave()
        self.table = None
        taps.forget_all()
        self.root.replaceChildren()
        gc.collect()
        asyncio.get_event_loop().call_later(LET_GO, gc.collect)

    def play(self, setup: dict, state: dict, fresh: bool) -> None:
        self.clear()
        self.app.voice.hush()  # what the setup screen said is over
        self.table = Table(self, setup, state, fresh)
        modes = {seat.animal: "computer" if seat.computer else "human" for seat in self.table.seats}
        self.lineup = Lineup(self.lineup.min_players, self.lineup.max_players, modes)  # for the next game
        self.root.append(self.table.node)
        self.table.begin(fresh)

    def play_again(self) -> None:
        self.start(self.table.seats)

    def ask_new_game(self) -> None:
        """A new game throws the one being played away: ask first; yes forgets it and goes back to the players."""
        def yes():
            if self.app.saves.forget(self.game_id):  # else a newer tab has this game: this page stops
                self.choose_players()

        ask_new_game(self.root, self.table.node, yes)

    # What each game's page fills in.

    #: The class of the setup screen, for the game's stylesheet ("ml-setup").
    setup_class = ""

    def setup_bar(self) -> list:
        """The pictures in the setup screen's top bar: the game's own art."""
        return []

    def setup_screen(self):
        """Who plays (the kit's PlayerSetup), the game's own choices, the order of play and the start button."""
        setup = PlayerSetup(self.lineup, lambda lineup: self.refresh_setup(), self.app.sounds, self.app.voice)
        self.order = PlayOrder()
        self.start_button = button(words("setup.start"), self.start, "start-button", [picture("icons/play-button.svg")])
        screen = el("div", f"game-setup {self.setup_class}", [
            top_bar(self.app, self.setup_bar()),
            setup.node,
            el("div", "setup-foot", [*self.setup_choices(), self.order.node, self.start_button]),
        ])
        self.refresh_setup()
        return screen

    def refresh_setup(self) -> None:
        """The start button, the game's own choices, and the order of play: the first animal is for the youngest child."""
        seats = self.lineup.seats()
        self.start_button.disabled = not self.lineup.is_ready()
        self.order.show(seats if len(seats) >= self.order_from else [])
        self.refresh_choices(seats)

    #: The fewest players for whom the order of play shows (alone, nobody goes first).
    order_from = 1

    def setup_choices(self) -> list:
        """The game's own choices on the setup screen, before the order of play (e.g. together or alone)."""
        return []

    def refresh_choices(self, seats: list) -> None:
        """The game's own choices follow who plays; called after every tap on an animal."""

    def options(self, seats: list) -> dict:
        """The engine options of a new game: the teacher's choices, then what the setup screen chose.

        A value the game cannot play yet (the site's language for a game without
        its lexicon) gives way to the game's default: the game opens in French.
        """
        tile = self.app.tiles[self.game_id]
        chosen = {option.name: self.app.settings.option(self.game_id, option.name, option.choices, option.default)
                  for option in tile.teacher_options}
        wanted = {**chosen, **self.setup_options(seats)}
        choices = {option["name"]: option["choices"] for option in self.game.info["options"]}
        return {name: value for name, value in wanted.items() if name not in choices or value in choices[name]}

    def setup_options(self, seats: list) -> dict:
        """The engine options the setup screen chose for these seats (the page's own choices)."""
        return {}

    def new_board(self, table):
        """The page's kit.table.Board for this table."""
        raise NotImplementedError

    def hidden_hands(self, options: dict) -> bool:
        """Whether a child's hand is hidden from the others (then the tablet is passed between children)."""
        return options.get("hands") == "hidden"
