"""Méli Cado for children who read: lay letter cards on the row so that it stays a word, everyone at once.

The row lies in the middle, in big letter cards of three colours, each
with a second cue (red has square corners and a lock: it cannot be
covered; green a double arrow: it goes at an end; blue round corners).
Each child's hand lies at an edge of the tablet, turned toward its owner:
one child at the bottom against computer players, or up to four children
around a tablet lying flat, all tapping at once. A child taps a card of
their hand, then one of the places that light up (on a card, before,
after, between, down); a joker then asks for its letter. Méli, Cado,
exchange and blocking are big buttons beside the hand; the starter of a
sequence also has the base, special-card and "I can't" buttons.

The word is read aloud when it changes (reader.py). A fault shows the
word crossed out with its reason, and the two penalty cards flying to the
hand. The page draws only what the engine's views show, asks the engine
what is legal, and stamps each child's move with the table's clock (the
engine judges two plays within half a second of each other).

The game's rooms: this page (the setup, a new game's options), board.py
(the table's layout, drawing from the views, taps to moves), pieces.py
(the cards, hands, badges and row it draws), choices.py (what a tap may
choose, from the legal actions), show.py (prompts, each event's move, the
ending), timings.py (how long each move and pause lasts), reader.py (the
word read aloud), words.py and pictures.py.
"""

from ui.kit.dom import picture
from ui.kit.game_page import GamePage
from .board import MeliCadoBoard
from .pictures import LETTERS

GAME_ID = "meli_cado"


class MeliCadoPage(GamePage):
    game_id = GAME_ID
    default_modes = {"fox": "human", "bear": "computer"}

    setup_class = "mc-setup"

    def setup_bar(self) -> list:
        return [picture(LETTERS, "bar-picture mc-bar-letters")]

    def setup_options(self, seats: list) -> dict:
        """The cards and the words are those of the site's language."""
        return {"language": self.app.settings.lang}

    def new_board(self, table):
        return MeliCadoBoard(table)


#: The page the app opens for this game (see ui.game_code).
PAGE = MeliCadoPage
