"""Sorcière au pain d'épices for pre-readers: drag biscuits off the witch's roof, gently, before it falls.

The page is the game's setup and its board (board.py): the roof's cards,
the players and a card dragged off the roof (pieces.py), how steady a pull
was (pull.py), what happened shown and said (show.py).
"""

from ui.kit.dom import picture
from ui.kit.game_page import GamePage
from .board import SorciereBoard
from .pictures import CANDY, HOUSE_TILE

GAME_ID = "sorciere"


class SorcierePage(GamePage):
    game_id = GAME_ID
    default_modes = {"fox": "human", "bear": "computer"}

    setup_class = "sw-setup"

    def setup_bar(self) -> list:
        return [picture(HOUSE_TILE, "bar-picture"), picture(CANDY, "bar-picture")]

    def new_board(self, table):
        return SorciereBoard(table)


#: The page the app opens for this game (see ui.game_code).
PAGE = SorcierePage
