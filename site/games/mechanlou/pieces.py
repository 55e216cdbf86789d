"""The Méchanlou board's pieces: each player's row and hand, the big hand, the forest, a card dragged to the pile.

The board (board.py) makes them and draws them from the engine's view;
they hand every tap back to it.
"""

import math

from ui.kit.avatar import avatar, player_name
from ui.kit.cards import Card
from ui.kit.dom import button, el, picture, set_label
from ui.kit.drag import Drag
from ui.kit.i18n import words
from ui.kit.motion import FLIP, box
from ui.kit.players import ANIMALS_BY_ID
from .choices import CardOptions, card_key, card_options, only_giving_back
from .pictures import BUSH, CARD_BACK, FOREST_PICTURES, SINGING_HAND, SONG, STORY_PICTURES, WOLF_CARD, card_picture
from .words import card_name, story_title

NUMBERS = (1, 2, 3, 4, 5, 6)
SPOTS = 8


def bush_place(spot: int) -> str:
    """Where a bush lies on the forest circle (the first at the top, clockwise), as CSS."""
    angle = math.radians(-90 + spot * 360 / SPOTS)
    return f"left:{50 + 39 * math.cos(angle):.2f}%;top:{50 + 39 * math.sin(angle):.2f}%"


def story_face(number: int):
    return picture(STORY_PICTURES[number], "ml-face")


class SeatPanel:
    """One player's side of the table: their animal, their hand seen from afar, their row of six places."""

    def __init__(self, table, player: int):
        self.table = table
        self.player = player
        seat = table.seats[player]
        self.name = player_name(seat.animal, seat.computer)
        self.avatar = avatar(seat.animal, seat.computer, "m")
        self.minis = el("span", "ml-minis")
        self.steal = button("", lambda: table.tap_steal(player), "ml-steal", [self.minis],
                            attrs={"data-player": player})
        self.slots = {}
        for number in NUMBERS:
            dots = el("span", "ml-dots", [el("i") for _ in range(number)])
            self.slots[number] = button("", lambda number=number: table.tap_slot(player, number), "ml-slot", [
                el("span", "ml-slot-empty", [el("span", "ml-digit", text=str(number)), dots]),
                story_face(number),
                picture(WOLF_CARD, "ml-slot-wolf"),
            ], attrs={"data-number": number, "data-filled": "false"})
        self.row = el("div", "ml-row", list(self.slots.values()),
                      attrs={"data-player": player, "role": "group", "aria-label": words("mechanlou.row", animal=self.name)})
        self.who = el("div", "ml-who", [self.avatar, self.steal])
        self.node = el("div", "ml-seat", [self.who, self.row],
                       attrs={"data-player": player, "data-animal": seat.animal,
                              "style": f"--player: {ANIMALS_BY_ID[seat.animal].colour}"})

    def sit(self, at_bottom: bool) -> None:
        """At the bottom the hand is the big one below; at the top it is this small one, a steal target."""
        if at_bottom:
            self.steal.remove()
        elif not self.steal.isConnected:
            self.who.append(self.steal)

    def fill(self, number: int, filled: bool) -> None:
        slot = self.slots[number]
        slot.dataset.filled = "true" if filled else "false"
        if filled:
            slot.classList.remove("is-new")
            slot.offsetWidth  # restart the arrival animation
            slot.classList.add("is-new")

    def show_row(self, row: list, attackable: CardOptions) -> None:
        for number, slot in self.slots.items():
            filled = number in row
            if slot.dataset.filled != ("true" if filled else "false"):
                slot.dataset.filled = "true" if filled else "false"
            target = attackable.attack_on(self.player, number) is not None
            slot.disabled = not target
            slot.classList.toggle("is-target", target)
            if target:
                set_label(slot, words("mechanlou.slot.attack", number=number, animal=self.name))
            elif filled:
                set_label(slot, words("mechanlou.slot.filled", animal=self.name, number=number, face=story_title(number)))
            else:
                set_label(slot, words("mechanlou.slot.empty", animal=self.name, number=number))

    def show_hand(self, cards: list | None, count: int, stealable: bool) -> None:
        """Face up with open hands, else backs; the whole hand is the wolf's target under rule NB3."""
        faces = cards if cards is not None else [None] * count
        self.minis.replaceChildren(*[
            el("span", "ml-mini", [picture(card_picture(card) if card else CARD_BACK)],
               attrs={"data-card": card_key(card)} if card else {})
            for card in faces
        ])
        self.steal.disabled = not stealable
        self.steal.classList.toggle("is-target", stealable)
        self.steal.classList.remove("is-aimed")
        key = "mechanlou.steal.go" if stealable else "mechanlou.steal.count"
        set_label(self.steal, words(key, animal=self.name, count=count))

    def card_node(self, card: dict | None):
        """A small card of this hand to fly from: the matching face if it shows, else the first."""
        minis = list(self.minis.children)
        if card is not None:
            for mini in minis:
                if mini.getAttribute("data-card") == card_key(card):
                    return mini
        return minis[0] if minis else self.steal


class BigHand:
    """The hand of the child at the bottom, big: real buttons when it shows, backs when it is hidden."""

    def __init__(self, table):
        self.table = table
        self.node = el("div", "ml-hand", attrs={"role": "group"})
        self.buttons = []  # grown as needed, reused: a hand holds three cards, rarely fewer

    def button_at(self, index: int):
        while len(self.buttons) <= index:
            position = len(self.buttons)
            self.buttons.append(button("", lambda position=position: self.table.tap_card(position), "ml-card",
                                       [picture(CARD_BACK, "ml-face")]))
        return self.buttons[index]

    def show(self, cards: list | None, count: int, seat_name: str, tappable: bool, selected: int | None,
             legal: list = ()) -> None:
        """The hand; while it may be played, the cards that go somewhere now (a row, a wolf's target) glow.

        When giving a card back is the only move, every card glows until one is chosen: the pile glows next."""
        set_label(self.node, words("mechanlou.hand", animal=seat_name))
        if cards is None:
            self.node.replaceChildren(*[el("span", "ml-card-back", [picture(CARD_BACK, "ml-face")]) for _ in range(count)])
            return
        nodes = []
        giving_back = selected is None and only_giving_back(legal)
        for index, card in enumerate(cards):
            node = self.button_at(index)
            node.firstElementChild.src = card_picture(card)
            node.dataset.card = card_key(card)
            node.dataset.selected = "true" if index == selected else "false"
            node.style.visibility = ""
            node.classList.remove("is-lifted")
            node.disabled = not tappable
            options = card_options(legal, card)
            goes = options.lay or options.attacks or options.steals or (giving_back and options.give_back)
            node.classList.toggle("can-play", tappable and bool(goes))
            set_label(node, card_name(card))
            nodes.append(node)
        self.node.replaceChildren(*nodes)

    def call(self) -> None:
        """The cards hop once: choose one of us."""
        self.node.classList.remove("is-calling")
        self.node.offsetWidth  # restart the hop
        self.node.classList.add("is-calling")

    def card_node(self, card: dict | None, index: int | None = None):
        """The big card to fly from: the one played if known, else one that matches, else the hand."""
        shown = list(self.node.children)
        if index is not None and index < len(shown):
            return shown[index]
        for node in shown:
            if card is not None and node.getAttribute("data-card") == card_key(card):
                return node
        return shown[0] if shown else self.node


class Forest:
    """The circle of eight face-down forest cards (bushes), the forest pile in its middle."""

    def __init__(self, table):
        self.bushes = [
            Card(words("mechanlou.bush", number=spot + 1), lambda spot=spot: table.tap_bush(spot),
                 back="ml-bush-back", cls="ml-bush", attrs={"data-spot": spot, "style": bush_place(spot)})
            for spot in range(SPOTS)
        ]
        self.pile = el("div", "ml-forest-pile", [picture(BUSH) for _ in range(3)], attrs={"role": "img"})
        singing_hands = el("div", "ml-singing", [picture(SINGING_HAND, "ml-hand-left"), picture(SINGING_HAND, "ml-hand-right"),
                                             picture(SONG, "ml-notes")], attrs={"aria-hidden": "true"})
        self.node = el("div", "ml-forest", [self.pile, *[bush.button for bush in self.bushes], singing_hands],
                       attrs={"role": "group", "aria-label": words("mechanlou.forest")})

    def show(self, view: dict, searchable: bool) -> None:
        for spot, bush in enumerate(self.bushes):
            bush.button.disabled = not searchable or spot >= view["circle"]
            bush.button.classList.toggle("is-target", searchable)
            bush.button.classList.remove("is-aimed")
        self.pile.dataset.count = str(view["forest_pile"])
        set_label(self.pile, words("mechanlou.forest_pile", count=view["forest_pile"]))

    def turn_up(self, spot: int, forest: str) -> None:
        bush = self.bushes[spot]
        face = el("span", f"ml-forest-face ml-forest-{forest}", [picture(FOREST_PICTURES[forest], "face-main")])
        bush.turn_up(face, attrs={"data-forest": forest})
        set_label(bush.button, words(f"mechanlou.bush.{forest}", number=spot + 1))

    async def grow(self, spot: int, pace) -> None:
        """The turned card leaves; a new bush grows in its spot."""
        bush = self.bushes[spot]
        node = bush.button
        node.classList.add("no-flip")
        bush.turn_down(("data-forest",))
        bush.forget_face()
        set_label(node, words("mechanlou.bush", number=spot + 1))
        node.offsetWidth  # lay out face down before the flip animation comes back
        node.classList.remove("no-flip")
        node.classList.add("is-new")
        await pace.wait(FLIP)
        node.classList.remove("is-new")


class CardDrag(Drag):
    """A card of the big hand dragged onto the draw pile is given back (tapping does it in two steps)."""

    def __init__(self, board):
        super().__init__(board.hand.node)
        self.board = board

    def grab(self, event):
        node = event.target.closest("button.ml-card")
        if not node or node.disabled:
            return None
        node.setPointerCapture(event.pointerId)
        return node

    def follow(self, event, dx: float, dy: float) -> None:
        self.held.classList.add("is-dragged")
        self.held.style.transform = f"translate({dx}px, {dy}px) rotate(-4deg)"
        self.board.pile.classList.toggle("is-drop", self.over_pile(event))

    def drop(self, event) -> None:
        node, over = self.held, self.over_pile(event)
        self.put_back()
        if over:
            self.board.drop_on_pile(list(self.board.hand.node.children).index(node))

    def put_back(self) -> None:
        self.held.classList.remove("is-dragged")
        self.held.style.transform = ""
        self.board.pile.classList.remove("is-drop")

    def over_pile(self, event) -> bool:
        left, top, width, height = box(self.board.pile)
        return left <= event.clientX <= left + width and top <= event.clientY <= top + height
