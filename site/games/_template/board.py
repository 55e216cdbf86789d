"""The cherry tree board: the tree in the middle, the two picking buttons, every player's basket; a child's taps.

The tree shows the cherries still on it; a child picks with one of two big
buttons (one cherry, two cherries), enabled only when the engine allows
that pick and the child may act. The baskets line up at the bottom, the
current player's glowing. Nothing is hidden, so the tablet is never passed
behind a cover.
"""

from ui.kit.avatar import TurnBanner
from ui.kit.dom import button, el, picture
from ui.kit.i18n import words
from ui.kit.table import Board
from ui.kit.top_bar import top_bar
from .choices import BUTTON_COUNTS, pick_action
from .pictures import NEW_GAME
from .pieces import Basket, PickButton, Tree
from .show import TemplateShow


class TemplateBoard(TemplateShow, Board):
    """The tree, the picking buttons and the baskets."""

    def __init__(self, table):
        super().__init__(table)
        self.app = table.app
        self.tree = Tree()
        self.picks = {count: PickButton(count, lambda count=count: self.tap_pick(count)) for count in BUTTON_COUNTS}
        self.baskets = [Basket(seat, player) for player, seat in enumerate(self.seats)]
        self.banner = TurnBanner()
        new_game = button(words("game.new"), table.page.ask_new_game, "bar-button", [picture(NEW_GAME)])
        self.node = el("div", "tpl-table", [
            top_bar(self.app, [self.banner.node], [new_game]),
            el("div", "tpl-middle", [self.tree.node,
                                     el("div", "tpl-picks", [pick.node for pick in self.picks.values()])]),
            el("ol", "tpl-baskets", [basket.node for basket in self.baskets]),
        ], attrs={"data-players": len(self.seats)})

    def draw(self, view: dict) -> None:
        """Make the tree, the buttons and the baskets match the view."""
        legal = self.table.legal(self.bottom) if self.table.may_act(self.bottom) else []
        self.tree.show(view["tree"])
        for count, pick in self.picks.items():
            pick.show(pick_action(legal, count) is not None)
        for player, basket in enumerate(self.baskets):
            basket.show(view["baskets"][player], player == view["current"])
        self.banner.show(self.seats[view["current"]], view["current"])
        self.node.dataset.currentPlayer = str(view["current"])

    def tap_pick(self, count: int) -> None:
        self.table.act(self.bottom, pick_action(self.table.legal(self.bottom), count))
