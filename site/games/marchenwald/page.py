"""Im Märchenwald for pre-readers: choose the animals, together or alone, then hunt through the 7 x 7 forest.

The page is the game's setup (the kit's, with the choice of playing
together or each for themselves) and its board (board.py): the forest's
cards (pieces.py), what happened shown and said (show.py), which card a
tap turns (choices.py).
"""

from ui.kit.dom import el, picture, set_pressed, toggle
from ui.kit.game_page import GamePage
from ui.kit.i18n import words
from .board import MarchenwaldBoard

GAME_ID = "marchenwald"


class MarchenwaldPage(GamePage):
    game_id = GAME_ID
    default_modes = {"fox": "human"}

    setup_class = "mw-setup"
    order_from = 2  # who starts matters once there are two

    def __init__(self, app):
        super().__init__(app)
        self.competitive = False

    # -- who plays ----------------------------------------------------------

    def setup_bar(self) -> list:
        return [picture("icons/castle.svg", "bar-picture")]

    def setup_choices(self) -> list:
        """Together against the crow and the dwarfs, or each for themselves (for two players or more)."""
        self.together = toggle(words("marchenwald.together"), not self.competitive, lambda: self.choose_variant(False),
                               "variant", [picture("icons/handshake.svg")])
        self.alone = toggle(words("marchenwald.alone"), self.competitive, lambda: self.choose_variant(True),
                            "variant", [picture("icons/trophy.svg")])
        return [el("div", "variants", [self.together, self.alone],
                   attrs={"role": "group", "aria-label": words("marchenwald.variants")})]

    def refresh_choices(self, seats: list) -> None:
        for node in (self.together, self.alone):
            node.disabled = len(seats) < 2

    def choose_variant(self, competitive: bool) -> None:
        self.competitive = competitive
        set_pressed(self.together, not competitive)
        set_pressed(self.alone, competitive)

    def setup_options(self, seats: list) -> dict:
        if len(seats) == 1:
            return {"variant": "solo"}
        return {"variant": "competitive" if self.competitive else "coop"}

    # -- the game -------------------------------------------------------------

    def new_board(self, table):
        return MarchenwaldBoard(table)

    def play_again(self) -> None:
        self.competitive = self.table.state["options"]["variant"] == "competitive"
        super().play_again()


#: The page the app opens for this game (see ui.game_code).
PAGE = MarchenwaldPage
