"""The widgets the cherry tree board is made of: the tree, the picking buttons, the baskets."""

from ui.kit.avatar import avatar, player_name
from ui.kit.dom import button, el, picture, set_label
from .pictures import BASKET, CHERRY, TREE
from .words import basket_name, pick_name, tree_name


class Tree:
    """The tree and one cherry picture for each cherry still on it."""

    def __init__(self):
        self.cherries = el("div", "tpl-cherries")
        self.hanging = []  # the cherry pictures on the tree, the next one picked last
        self.node = el("div", "tpl-tree", [picture(TREE, "tpl-tree-picture"), self.cherries], attrs={"role": "img"})

    def show(self, count: int) -> None:
        del self.hanging[count:]
        self.hanging += [picture(CHERRY, "tpl-cherry") for _ in range(count - len(self.hanging))]
        self.cherries.replaceChildren(*self.hanging)  # a picked cherry's empty place goes too
        self.node.dataset.count = str(count)
        set_label(self.node, tree_name(count))

    def pick(self):
        """The cherry picked next, off the tree: it leaves a place where it hung (its picture flies from there)."""
        cherry = self.hanging.pop()
        cherry.style.visibility = "hidden"
        return cherry


class PickButton:
    """A big button that picks `count` cherries: as many cherry pictures as it picks."""

    def __init__(self, count: int, on_tap):
        self.count = count
        self.node = button(pick_name(count), on_tap, "tpl-pick", [picture(CHERRY) for _ in range(count)],
                           disabled=True, attrs={"data-count": count})

    def show(self, enabled: bool) -> None:
        self.node.disabled = not enabled
        self.node.classList.toggle("is-target", enabled)


class Basket:
    """One player's basket: their animal, the basket and the cherries in it."""

    def __init__(self, seat, player: int):
        self.name = player_name(seat.animal, seat.computer)
        self.count = el("span", "tpl-basket-count", text="0")
        self.basket = el("span", "tpl-basket-picture", [picture(BASKET), self.count])
        self.node = el("li", "tpl-basket", [avatar(seat.animal, seat.computer, "m", decorative=True), self.basket],
                       attrs={"data-player": player, "data-animal": seat.animal, "role": "img"})

    def show(self, count: int, current: bool) -> None:
        self.count.textContent = str(count)
        self.node.dataset.count = str(count)
        self.node.classList.toggle("is-current", current)
        set_label(self.node, basket_name(self.name, count))
