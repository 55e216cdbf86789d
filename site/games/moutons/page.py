"""La Guerre des Moutons for children: lay tiles, close the biggest field of sheep of your secret colour.

The page is the game's setup and its board (board.py): the field of tiles,
the players' corners and the hand (pieces.py), what happened shown and said
(show.py), the places a tile may go (choices.py).
"""

from ui.kit.dom import picture
from ui.kit.game_page import GamePage
from .board import MoutonsBoard
from .pictures import SHEEP, TILE, WOLF

GAME_ID = "moutons"


class MoutonsPage(GamePage):
    game_id = GAME_ID
    default_modes = {"fox": "human", "bear": "computer"}

    setup_class = "mt-setup"

    def setup_bar(self) -> list:
        return [picture(TILE, "bar-picture"), picture(SHEEP["red"], "bar-picture"),
                picture(WOLF, "bar-picture")]

    def new_board(self, table):
        return MoutonsBoard(table)


#: The page the app opens for this game (see ui.game_code).
PAGE = MoutonsPage
