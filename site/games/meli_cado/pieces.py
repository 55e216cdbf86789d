"""Méli Cado's pieces on the table: letter cards, a child's edge, a computer's badge, the row.

Each piece is drawn from a view and a child's choice in progress; its
buttons call the board's taps, which alone turn them into moves.
"""

from pygame_rules.meli_cado.cards import ALPHABET, is_joker

from ui.kit.avatar import avatar, player_name
from ui.kit.dom import button, el, picture, set_label
from ui.kit.i18n import words
from ui.kit.players import ANIMALS_BY_ID
from .choices import cado_receivers, cado_stacks, exchangeable, may_block, meli_discards, opening_moves
from .pictures import (
    BLOCK, CADO, CANCEL, CARD_BACK, COLOUR_BADGES, EXCHANGE, MELI, NEW_BASE, OPEN, SPECIAL_BACK, TURN_BASE)
from .words import card_name

COLOURS = {"b": "blue", "r": "red", "g": "green"}


def letter_face(card: str, cls: str = ""):
    """A letter card's face: its letter big, its colour and its second cue (a joker shows its star or its letter)."""
    letter = "★" if card[-1] == "*" else card[-1]
    badge = [picture(COLOUR_BADGES[card[0]], "mc-badge")] if card[0] in COLOUR_BADGES else []
    joker = [picture("icons/joker.svg", "mc-joker")] if is_joker(card) else []
    return el("span", f"mc-card mc-{COLOURS[card[0]]} {cls}".strip(), [
        el("span", "mc-letter", text=letter), *badge, *joker,
    ], attrs={"aria-hidden": "true"})


def stack_card_name(stack: dict) -> str:
    return card_name(stack["cards"][-1])


class Aim:
    """What one child is choosing: a card of the hand, the placements already chosen, Méli or Cado."""

    def __init__(self):
        self.clear()

    def clear(self) -> None:
        self.selected = None  # index in the hand
        self.pending = []  # placements chosen, waiting for the second card (2 PAR 2)
        self.joker = None  # a joker's placement, waiting for its letter
        self.mode = None  # "meli" or "cado"
        self.order = []  # Méli: the stacks in their new order
        self.stack = None  # Cado: the stack taken away, waiting for whom it goes to

    @property
    def busy(self) -> bool:
        return self.selected is not None or bool(self.pending) or self.joker is not None or self.mode is not None


class ChildPanel:
    """One child's edge of the table: their animal and points, their hand, their big buttons, the joker's letters."""

    def __init__(self, board, seat: int, edge: str):
        self.board = board
        self.seat = seat
        self.edge = edge
        self.aim = Aim()
        self.shown = set()  # the big buttons shown
        look = board.table.seats[seat]
        self.name = player_name(look.animal, look.computer)
        self.points = el("span", "mc-points")
        self.cards = []  # the hand's buttons, grown as needed and reused
        self.hand = el("div", "mc-hand", attrs={"role": "group", "aria-label": words("meli_cado.hand", animal=self.name)})
        self.buttons = {
            kind: button(words(f"meli_cado.button.{kind}"), lambda kind=kind: board.tap_button(seat, kind),
                         "mc-action", [picture(path)], attrs={"data-action": kind})
            for kind, path in (("meli", MELI), ("cado", CADO), ("exchange", EXCHANGE), ("block", BLOCK),
                               ("turn_base", TURN_BASE), ("special", SPECIAL_BACK), ("new_base", NEW_BASE),
                               ("open", OPEN), ("cancel", CANCEL))
        }
        self.letters = el("div", "mc-letters", [
            button(words("meli_cado.letter", face=letter), lambda letter=letter: board.tap_letter(seat, letter),
                   "mc-letter-choice", [el("span", text=letter)], attrs={"data-letter": letter})
            for letter in ALPHABET
        ])
        self.receivers = el("div", "mc-receivers")
        self.node = el("div", "mc-panel", [
            el("div", "mc-who", [avatar(look.animal, look.computer, "m"), self.points]),
            self.hand,
            el("div", "mc-actions", list(self.buttons.values())),
            self.letters, self.receivers,
        ], attrs={"data-player": seat, "data-edge": edge, "style": f"--player: {ANIMALS_BY_ID[look.animal].colour}"})

    def card_button(self, index: int):
        while len(self.cards) <= index:
            position = len(self.cards)
            self.cards.append(button("", lambda position=position: self.board.tap_card(self.seat, position), "mc-hand-card"))
        return self.cards[index]

    def show(self, hand: list, legal: list, tappable: bool, view: dict) -> None:
        aim = self.aim
        discards = set(meli_discards(legal)) if aim.mode == "meli" and len(aim.order) == len(view["row"]) else set()
        nodes = []
        for index, card in enumerate(hand):
            node = self.card_button(index)
            node.replaceChildren(letter_face(card))
            node.dataset.card = card
            node.dataset.selected = "true" if index == aim.selected else "false"
            choosing = aim.mode is None and aim.joker is None
            node.disabled = not tappable or not (card in discards if aim.mode == "meli" else choosing)
            node.classList.toggle("can-play", card in discards)
            set_label(node, card_name(card))
            nodes.append(node)
        self.hand.replaceChildren(*nodes)
        scores = view["scores"][self.seat]
        self.points.textContent = str(scores)
        set_label(self.points, words("meli_cado.cards_left", animal=self.name, count=len(hand), total=scores))
        self.show_buttons(hand, legal, tappable)
        computers = self.board.table.computers
        stuck = any(computers[seat] for seat in view["votes"]) and self.seat not in view["votes"]
        self.buttons["block"].classList.toggle("is-glowing", stuck and "block" in self.shown)
        self.letters.classList.toggle("is-shown", aim.joker is not None)
        for node in self.letters.children:
            node.disabled = aim.joker is None
        self.show_receivers(legal if tappable and aim.stack is not None else [])

    def show_buttons(self, hand: list, legal: list, tappable: bool) -> None:
        """The buttons the engine allows now; while a move is shown, the same ones stay, greyed (no jumping about)."""
        aim = self.aim
        if tappable or aim.busy:
            selected = hand[aim.selected] if aim.selected is not None and aim.selected < len(hand) else None
            if aim.busy:
                wanted = {"cancel": True,
                          "exchange": not aim.pending and aim.mode is None and selected in exchangeable(legal)}
            else:
                wanted = {"meli": bool(meli_discards(legal)), "cado": bool(cado_stacks(legal)), "block": may_block(legal),
                          **{kind: True for kind in opening_moves(legal)}}
            self.shown = {kind for kind, live in wanted.items() if live}
        for kind, node in self.buttons.items():
            node.hidden = kind not in self.shown
            node.disabled = not tappable or kind not in self.shown

    def show_receivers(self, legal: list) -> None:
        if self.aim.stack is None or not legal:
            self.receivers.replaceChildren()
            return
        nodes = []
        for seat in cado_receivers(legal, self.aim.stack):
            look = self.board.table.seats[seat]
            nodes.append(button(words("meli_cado.give_to", animal=player_name(look.animal, look.computer)),
                                lambda seat=seat: self.board.tap_receiver(self.seat, seat), "mc-receiver",
                                [avatar(look.animal, look.computer, "m", decorative=True)], attrs={"data-player": seat}))
        self.receivers.replaceChildren(*nodes)

    def card_node(self, card: str | None = None):
        """Where a card of this hand shows (the one tapped if known), for cards to fly from and to."""
        if self.aim.selected is not None and self.aim.selected < len(self.hand.children):
            return self.hand.children[self.aim.selected]
        for node in self.hand.children:
            if card is not None and node.getAttribute("data-card") == card:
                return node
        return self.hand


class OpponentBadge:
    """A computer player at the top: its animal, how many cards it holds, its points."""

    def __init__(self, board, seat: int):
        look = board.table.seats[seat]
        self.seat = seat
        self.name = player_name(look.animal, look.computer)
        self.count = el("span", "mc-count")
        self.points = el("span", "mc-points")
        self.node = el("div", "mc-opponent", [
            avatar(look.animal, look.computer, "s", decorative=True),
            el("span", "mc-mini", [picture(CARD_BACK), self.count]), self.points,
        ], attrs={"data-player": seat, "role": "img"})

    def show(self, view: dict) -> None:
        count, points = view["hand_sizes"][self.seat], view["scores"][self.seat]
        self.count.textContent = str(count)
        self.points.textContent = str(points)
        set_label(self.node, words("meli_cado.cards_left", animal=self.name, count=count, total=points))


class RowView:
    """The row in the middle: a button per stack (a card to cover, a stack for Méli or Cado), and the places between."""

    def __init__(self, board):
        self.board = board
        self.stacks = []  # reused buttons, one per stack
        self.gaps = []  # reused buttons, one per place before, between and after the stacks
        self.downs = []  # reused buttons, one per stack: a card at the foot of its word down
        self.node = el("div", "mc-row", attrs={"role": "group"})
        self.order = el("div", "mc-order", attrs={"aria-hidden": "true"})  # Méli: the new order as it is picked

    def _pooled(self, pool: list, index: int, on_tap, cls: str):
        while len(pool) <= index:
            position = len(pool)
            pool.append(button("", lambda position=position: on_tap(position), cls, attrs={"data-index": position}))
        return pool[index]

    def show(self, row: list, word: str, targets: dict | None = None, new: tuple = ()) -> None:
        """The stacks as they lie; `targets`: {"cover"/"insert"/"down"/"stack": set of indexes} that may be tapped,
        and "refuse": the stacks a chosen card may not cover, whose tap says why."""
        targets = targets or {}
        board, nodes = self.board, []
        for index in range(len(row) + 1):
            gap = self._pooled(self.gaps, index, board.tap_gap, "mc-gap")
            live = index in targets.get("insert", ())
            gap.hidden = not live
            gap.disabled = not live
            gap.replaceChildren(el("span", "mc-gap-mark", text="+"))
            if live:
                key = "meli_cado.front" if index == 0 else "meli_cado.back" if index == len(row) else "meli_cado.between"
                set_label(gap, words(key, number=index, total=index + 1))
            nodes.append(gap)
            if index == len(row):
                break
            stack = row[index]
            node = self._pooled(self.stacks, index, board.tap_stack, "mc-stack")
            covered = len(stack["cards"]) - 1
            down = [letter_face(card, "mc-down-card") for card in stack["down"]]
            node.replaceChildren(letter_face(stack["cards"][-1]), *([el("span", "mc-pile-count", text=f"+{covered}")]
                                                                     if covered else []))
            node.classList.toggle("is-new", index in new)
            live = index in targets.get("cover", ()) or index in targets.get("stack", ())
            refused = not live and index in targets.get("refuse", ())
            node.disabled = not live and not refused
            node.classList.toggle("is-target", live)
            if refused:  # a tap says why the card may not go there
                node.setAttribute("aria-disabled", "true")
            else:
                node.removeAttribute("aria-disabled")
            node.dataset.picked = "true" if index in targets.get("picked", ()) else "false"
            set_label(node, self.stack_label(stack, index, targets))
            foot = self._pooled(self.downs, index, board.tap_down, "mc-down")
            foot.hidden = index not in targets.get("down", ())
            foot.disabled = foot.hidden
            foot.replaceChildren(el("span", "mc-gap-mark", text="↓"))
            set_label(foot, words("meli_cado.down", number=index + 1))
            nodes.append(el("div", "mc-column", [node, *down, foot], attrs={"data-index": index}))
        self.node.replaceChildren(*nodes)
        self.node.dataset.word = word
        set_label(self.node, words("meli_cado.row", object=word))

    def stack_label(self, stack: dict, index: int, targets: dict) -> str:
        card = stack_card_name(stack)
        mode = targets.get("mode")
        if mode == "meli":
            return words("meli_cado.meli_pick", object=card)
        if mode == "cado":
            return words("meli_cado.cado_pick", object=card)
        if index in targets.get("cover", ()):
            return words("meli_cado.cover", object=card)
        return words("meli_cado.stack", object=card, number=index + 1)

    def show_order(self, row: list, order: list) -> None:
        self.order.replaceChildren(*[letter_face(row[index]["cards"][-1], "mc-order-card") for index in order])
        self.order.classList.toggle("is-shown", bool(order))

    def stack_node(self, index: int):
        columns = self.node.querySelectorAll(".mc-column")
        return columns[min(index, len(columns) - 1)] if len(columns) else self.node
