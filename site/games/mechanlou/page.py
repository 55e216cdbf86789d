"""Méchanlou for pre-readers: lay the six pictures of Little Red Riding Hood before the wolf takes them.

The page is the game's setup and its board (board.py): the rows, hands,
forest and draw pile (pieces.py), what happened shown, sung and said
(show.py), what a card may do (choices.py).
"""

from ui.kit.dom import picture
from ui.kit.game_page import GamePage
from .board import MechanlouBoard
from .pictures import RED_HOOD

GAME_ID = "mechanlou"


class MechanlouPage(GamePage):
    game_id = GAME_ID
    default_modes = {"fox": "human", "bear": "computer"}

    # -- who plays ----------------------------------------------------------

    setup_class = "ml-setup"

    def setup_bar(self) -> list:
        return [picture(RED_HOOD, "bar-picture ml-bar-hood"), picture("icons/wolf.svg", "bar-picture")]

    # -- the game -------------------------------------------------------------

    def new_board(self, table):
        return MechanlouBoard(table)


#: The page the app opens for this game (see ui.game_code).
PAGE = MechanlouPage
