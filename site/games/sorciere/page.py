"""Sorcière au pain d'épices for pre-readers: drag biscuits off the witch's roof, gently, before it falls.

The page is the game's setup and its board (board.py): the roof's cards,
the players and a card dragged off the roof (pieces.py), how steady a pull
was (pull.py), what happened shown and said (show.py).
"""

from pygame_rules.sorciere.rules import next_starter
from ui.kit.dom import picture
from ui.kit.game_page import GamePage
from .board import SorciereBoard
from .pictures import CANDY, HOUSE_TILE

GAME_ID = "sorciere"


class SorcierePage(GamePage):
    game_id = GAME_ID
    default_modes = {"fox": "human", "bear": "computer"}

    setup_class = "sw-setup"
    #: Who starts the next game: the youngest after the setup screen, the next to the left when playing again.
    starter = "0"

    def setup_bar(self) -> list:
        return [picture(HOUSE_TILE, "bar-picture"), picture(CANDY, "bar-picture")]

    def choose_players(self) -> None:
        self.starter = "0"  # a table's first game: the youngest starts
        super().choose_players()

    def setup_options(self, seats: list) -> dict:
        return {"starter": self.starter if int(self.starter) < len(seats) else "0"}

    def play_again(self) -> None:
        self.starter = next_starter(self.table.state["options"], len(self.table.seats))
        super().play_again()

    def new_board(self, table):
        return SorciereBoard(table)


#: The page the app opens for this game (see ui.game_code).
PAGE = SorcierePage
