"""The Sorcière board's pieces: where each card lies on the roof, a turned card, a player beside the house, a pull.

The board (board.py) makes them and draws them from the engine's view;
they hand every tap and pull back to it.
"""

from pygame_rules.sorciere.roof import DEPTH, WIDTH, rectangle, supports
from ui.kit.avatar import avatar, player_name
from ui.kit.dom import el, picture, set_label
from ui.kit.drag import Drag
from ui.kit.i18n import words
from ui.kit.motion import box
from ui.kit.players import ANIMALS_BY_ID
from .pictures import BARLEY_SUGAR, CANDY, TREAT_PICTURES
from .pull import PullMeter, pull_distance

CANDIES_TO_WIN = 2


def place_style(place: int) -> str:
    """Where the card at `place` lies on the roof, as CSS percentages of the roof's box."""
    left, top, right, bottom = rectangle(place)
    return (f"left:{100 * left / WIDTH:.3f}%;top:{100 * top / DEPTH:.3f}%;"
            f"width:{100 * (right - left) / WIDTH:.3f}%;height:{100 * (bottom - top) / DEPTH:.3f}%")


def spot_style(place: int) -> str:
    """The centre of `place`, where its put-back button shows."""
    left, top, right, bottom = rectangle(place)
    return f"left:{50 * (left + right) / WIDTH:.3f}%;top:{50 * (top + bottom) / DEPTH:.3f}%"


def levels(roof: list) -> dict:
    """How high each card lies: 0 on the walls, one more than the highest card it rests on."""
    under = supports(roof)
    height = []
    for index in range(len(roof)):
        height.append(1 + max((height[low] for low in under[index]), default=-1))
    return dict(zip(roof, height))


def treat_face(card: dict, cls: str = "sw-face"):
    """A turned card: its treat, big, and its barley sugars in a row."""
    return el("span", f"{cls} sw-treat-{card['treat']}", [
        picture(TREAT_PICTURES[card["treat"]], "sw-treat"),
        el("span", "sw-sugars", [picture(BARLEY_SUGAR, "sw-sugar") for _ in range(card["sugars"])]),
    ], attrs={"data-treat": card["treat"], "data-sugars": card["sugars"]})


class SeatPanel:
    """One player beside the house: their animal, their candies (two to win), the pile of treats they kept."""

    def __init__(self, seat, player: int):
        self.name = player_name(seat.animal, seat.computer)
        self.candies = el("span", "sw-candies", [el("span", "sw-candy-slot") for _ in range(CANDIES_TO_WIN)],
                          attrs={"role": "img"})
        self.pile = el("span", "sw-pile", attrs={"role": "img", "data-count": 0})
        self.node = el("div", "sw-seat", [avatar(seat.animal, seat.computer, "s"), self.candies, self.pile],
                       attrs={"data-player": player, "data-animal": seat.animal,
                              "style": f"--player: {ANIMALS_BY_ID[seat.animal].colour}"})

    def show(self, pile: list, candies: int, current: bool) -> None:
        self.node.classList.toggle("is-current", current)
        for slot, node in enumerate(self.candies.children):
            won = slot < candies
            if node.classList.contains("is-won") != won:
                node.replaceChildren(*([picture(CANDY)] if won else []))
                node.classList.toggle("is-won", won)
        self.candies.dataset.count = str(candies)
        set_label(self.candies, words("sorciere.candies", animal=self.name, count=candies))
        count = str(len(pile))
        if self.pile.dataset.count != count or (pile and self.pile.dataset.top != pile[-1]["treat"]):
            self.pile.replaceChildren(*([treat_face(pile[-1], "sw-pile-top")] if pile else []),
                                      el("span", "sw-count", text=count))
            self.pile.dataset.count = count
            self.pile.dataset.top = pile[-1]["treat"] if pile else ""
        set_label(self.pile, words("sorciere.pile", animal=self.name, count=len(pile)))


class PullDrag(Drag):
    """A card dragged off the roof by a finger or a mouse: it follows the pointer, the roof trembles, the pull is measured."""

    def __init__(self, board):
        super().__init__(board.roof)
        self.board = board
        self.meter = None

    def grab(self, event):
        node = event.target.closest("button.sw-card")
        if not node or node.disabled:
            return None
        _, _, width, height = box(node)
        self.meter = PullMeter(event.timeStamp, event.clientX, event.clientY, pull_distance(width, height))
        self.board.end_hint()  # the child found the gesture: no hand while it goes
        node.setPointerCapture(event.pointerId)
        event.preventDefault()
        return node

    def sample(self, event) -> None:
        samples = event.getCoalescedEvents() if hasattr(event, "getCoalescedEvents") else None
        for sample in (samples if samples and samples.length else [event]):
            self.meter.add(sample.timeStamp, sample.clientX, sample.clientY)

    def follow(self, event, dx: float, dy: float) -> None:
        node = self.held
        dx, dy = self.meter.offset
        node.classList.add("is-dragged")
        node.style.transform = f"translate({dx}px, {dy}px) rotate({max(-8, min(8, dx / 20)):.1f}deg)"
        self.board.tremble(int(node.dataset.place), self.meter.steadiness())

    def drop(self, event) -> None:
        self.board.calm()
        if self.meter.is_pulled():
            self.board.pull(int(self.held.dataset.place), self.meter.steadiness())
        else:
            slide_back(self.held)
            self.board.pull_further()

    def put_back(self) -> None:
        slide_back(self.held)
        self.board.calm()


def slide_back(node) -> None:
    """A card let go before it came off the roof goes back to its place."""
    node.classList.remove("is-dragged")
    node.style.transform = ""
