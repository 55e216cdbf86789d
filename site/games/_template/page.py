"""The cherry tree for pre-readers: pick one or two cherries in turn; the last cherry wins.

The page is the game's setup and its board (board.py): the tree, the two
picking buttons and the baskets (pieces.py), what happened shown and said
(show.py), which button makes which legal action (choices.py).
"""

from ui.kit.dom import picture
from ui.kit.game_page import GamePage
from .board import TemplateBoard
from .pictures import CHERRY, TREE

GAME_ID = "_template"


class TemplatePage(GamePage):
    game_id = GAME_ID
    default_modes = {"fox": "human", "bear": "computer"}

    setup_class = "tpl-setup"

    def setup_bar(self) -> list:
        return [picture(TREE, "bar-picture"), picture(CHERRY, "bar-picture")]

    def new_board(self, table):
        return TemplateBoard(table)


#: The page the app opens for this game (see ui.game_code).
PAGE = TemplatePage
