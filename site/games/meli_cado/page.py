"""Méli Cado for children who read: lay letter cards on the row so that it stays a word, everyone at once.

The row lies in the middle, in big letter cards of three colours, each
with a second cue (red has square corners and a lock: it cannot be
covered; green a double arrow: it goes at an end; blue round corners).
Each child's hand lies at an edge of the tablet, turned toward its owner:
one child at the bottom against computer players, or up to four children
around a tablet lying flat, all tapping at once. A child taps a card of
their hand, then one of the places that light up (on a card, before,
after, between, down); a joker then asks for its letter. Méli, Cado,
exchange and blocking are big buttons beside the hand; the starter of a
sequence also has the base, special-card and "I can't" buttons.

The word is read aloud when it changes (reader.py). A fault shows the
word crossed out with its reason, and the two penalty cards flying to the
hand. The page draws only what the engine's views show, asks the engine
what is legal, and stamps each child's move with the table's clock (the
engine judges two plays within half a second of each other).
"""

import asyncio
import time

from pygame_rules.meli_cado.cards import ALPHABET, is_joker
from pygame_rules.meli_cado.lexicon import LANGUAGES, PARTS, load_part
from pygame_rules.meli_cado.row import copy_row, place

from ui.kit.avatar import avatar, player_name
from ui.kit.dom import button, el, picture, set_label
from ui.kit.game_page import GamePage
from ui.kit.i18n import words
from ui.kit.motion import box, fly
from ui.kit.players import ANIMALS_BY_ID
from ui.kit.table import Board
from ui.kit.top_bar import top_bar
from .choices import (
    as_listed, cado_receivers, cado_stacks, complete, exchangeable, may_block, meli_discards, opening_moves, placement,
    spots_for)
from .pictures import (
    BLOCK, CADO, CANCEL, CARD_BACK, COLOUR_BADGES, CROWN, EXCHANGE, FAULT_PICTURES, LETTERS, MELI, NEW_BASE, NEW_GAME, OPEN,
    SPECIAL_BACK, TURN_BASE, special_picture)
from .reader import WordReader
from .words import card_name, end_prompt, event_prompt, turn_prompt

GAME_ID = "meli_cado"
#: Where each child's hand lies, in the order children sit down: the first at the bottom, the second
#: facing them at the top (turned round), then one more beside each (two children per long edge).
EDGES = ("bottom", "top", "bottom", "top")
COLOURS = {"b": "blue", "r": "red", "g": "green"}

# Seconds at the normal pace (?fast=1 shortens them all, see kit.motion).
FLY = 0.6
LIFT = 0.8  # a computer's card rises this long before it goes, so children see what it plays
WORD_HOLD = 0.8  # a new word stays still a moment
FAULT_HOLD = 1.8  # the crossed-out word
SPECIAL_HOLD = 2.0  # a special card turned over, big
SCORES_HOLD = 3.0  # the points of a round
#: Seconds between the lexicon's parts as the table opens: the load (0.1 to 0.5 s in Pyodide here, bench/bots.py)
#: comes in steps the children's taps pass between, never inside a tap or a computer player's decision.
LEXICON_PAUSE = 0.1


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


class TableClock:
    """The table's clock in ms: the state's clock, plus the real time since it last changed (across reloads too)."""

    def __init__(self):
        self.clock = None
        self.since = 0.0

    def now(self, clock: int) -> int:
        if clock != self.clock:
            self.clock, self.since = clock, time.monotonic()
        return clock + int((time.monotonic() - self.since) * 1000)


class MeliCadoPage(GamePage):
    game_id = GAME_ID
    default_modes = {"fox": "human", "bear": "computer"}

    setup_class = "mc-setup"

    def setup_bar(self) -> list:
        return [picture(LETTERS, "bar-picture mc-bar-letters")]

    def setup_options(self, seats: list) -> dict:
        """The cards and the words are those of the site's language."""
        return {"language": self.app.settings.lang}

    def new_board(self, table):
        return MeliCadoBoard(table)


#: The page the app opens for this game (see ui.game_code).
PAGE = MeliCadoPage


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
        if self.aim.selected is not None and self.aim.selected < self.hand.children.length:
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
        """The stacks as they lie; `targets`: {"cover"/"insert"/"down"/"stack": set of indexes} that may be tapped."""
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
            node.disabled = not live
            node.classList.toggle("is-target", live)
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
        return columns[min(index, columns.length - 1)] if columns.length else self.node


class MeliCadoBoard(Board):
    """The row, the special card and the pile in the middle; each child's hand at an edge, computers at the top."""

    every_child_at_once = True  # everyone plays at once: each child taps at their own edge

    def __init__(self, table):
        super().__init__(table)
        self.app = table.app
        self.game = table.game
        self.language = table.state["options"]["language"]
        self.children = [seat for seat, computer in enumerate(table.computers) if not computer]
        self.clock = TableClock()
        self.reader = WordReader(self.app)
        self.aiming = self.children[0] if self.children else None  # the child whose choice the row answers
        self.playing = None  # the hand card the move being played flies from
        self.row_key = None
        self.row = RowView(self)
        self.panels = {seat: ChildPanel(self, seat, edge) for seat, edge in zip(self.children, EDGES)}
        self.opponents = [OpponentBadge(self, seat) for seat, computer in enumerate(table.computers) if computer]
        self.special = el("div", "mc-special", attrs={"role": "img"})
        self.pile = el("div", "mc-pile", [picture(CARD_BACK)], attrs={"role": "img"})
        self.round = el("div", "mc-round")
        self.fault = el("div", "mc-fault", attrs={"role": "status"})
        self.reveal = el("div", "mc-reveal", attrs={"aria-hidden": "true"})
        self.scores = el("div", "mc-scores", attrs={"role": "status"})
        new_game = button(words("game.new"), table.page.ask_new_game, "bar-button mc-new-game", [picture(NEW_GAME)])
        middle = el("div", "mc-middle", [
            el("div", "mc-side", [self.special, self.round]), el("div", "mc-centre", [self.row.node, self.row.order]),
            el("div", "mc-side", [self.pile]),
        ])
        edges = {edge: el("div", f"mc-edge mc-edge-{edge}", [panel.node for panel in self.panels.values()
                                                              if panel.edge == edge]) for edge in ("top", "bottom")}
        self.node = el("div", "mc-table", [
            top_bar(self.app, [el("div", "mc-opponents", [badge.node for badge in self.opponents])], [new_game]),
            edges["top"], middle, edges["bottom"], self.fault, self.reveal, self.scores,
        ], attrs={"data-children": len(self.children), "data-players": len(table.seats), "data-busy": "true",
                  "data-faults": 0, "data-words": 0})
        self.faults = 0
        self.words_read = 0
        self.loading = asyncio.ensure_future(self.load_lexicons())

    async def load_lexicons(self) -> None:
        """The lexicon of the game's language, then the other one's (ENGLISH takes both), a part at a time."""
        for language in sorted(LANGUAGES, key=lambda language: language != self.language):
            for part in PARTS:
                await asyncio.sleep(LEXICON_PAUSE)
                load_part(language, part)

    def stop(self) -> None:
        self.loading.cancel()
        self.reader.stop()

    def intro_prompt(self, view: dict) -> list:
        return ["meli_cado.intro"]

    def turn_prompt(self, view: dict) -> list:
        return turn_prompt(view, self.children)

    # -- drawing from the views ---------------------------------------------------

    def draw(self, view: dict) -> None:
        state = self.table.state
        self.clock.now(state["clock"])
        key = (view["word"], len(view["row"]), view["special"])
        if key != self.row_key:  # the row changed: a half-made Méli, Cado or 2 PAR 2 no longer fits it
            self.row_key = key
            for panel in self.panels.values():
                keep = panel.aim.selected
                panel.aim.clear()
                panel.aim.selected = keep
        for seat, panel in self.panels.items():
            seen = self.game.view(state, seat)
            tappable = self.table.may_act(seat)
            legal = self.table.legal(seat) if tappable else []
            hand = seen["hand"]
            if panel.aim.selected is not None and panel.aim.selected >= len(hand):
                panel.aim.clear()
            panel.show(hand, legal, tappable, seen)
        for badge in self.opponents:
            badge.show(view)
        self.draw_row(view)
        self.show_special(view["special"])
        self.pile.dataset.count = str(view["deck"])
        set_label(self.pile, words("meli_cado.pile", count=view["deck"]))
        self.round.textContent = words("meli_cado.round", number=view["round"])
        self.node.dataset.opening = "true" if view["opening"] else "false"
        self.node.dataset.starter = str(view["starter"])
        self.node.dataset.word = view["word"]

    def draw_row(self, view: dict) -> None:
        """The row, with the places the aiming child's choice may go lit."""
        seat = self.aiming
        panel = self.panels.get(seat)
        row = view["row"]
        if panel is None or not self.table.may_act(seat):
            self.row.show(row, view["word"])
            self.row.show_order(row, [])
            return
        aim, legal = panel.aim, self.table.legal(seat)
        hand = self.game.view(self.table.state, seat)["hand"]
        targets = {}
        shown = row
        if aim.mode == "meli":
            targets = {"mode": "meli", "stack": {i for i in range(len(row)) if i not in aim.order}, "picked": set(aim.order)}
        elif aim.mode == "cado" and aim.stack is None:
            targets = {"mode": "cado", "stack": set(cado_stacks(legal))}
        elif aim.selected is not None and aim.joker is None:
            shown = self.preview(row, aim.pending)
            spots = spots_for(self.placements(seat, aim.pending), hand[aim.selected], aim.pending)
            for how in ("cover", "insert", "down"):
                targets[how] = {index for spot_how, index in spots if spot_how == how}
        self.row.show(shown, view["word"], targets)
        self.row.show_order(row, aim.order if aim.mode == "meli" else [])

    def preview(self, row: list, pending: list) -> list:
        """The row with the first card of 2 PAR 2 laid, as the engine's row lays it."""
        shown = copy_row(row)
        for play in pending:
            place(shown, play, False)
        return shown

    def show_special(self, special: str | None) -> None:
        if self.special.getAttribute("data-special") == (special or ""):
            return
        self.special.dataset.special = special or ""
        if special is None:
            self.special.replaceChildren(picture(SPECIAL_BACK, "mc-special-back"))
            set_label(self.special, words("meli_cado.no_special"))
            return
        name = words(f"meli_cado.special_name.{special}")
        self.special.replaceChildren(picture(special_picture(special, self.language), "mc-special-picture"),
                                     el("span", "mc-special-name", text=name))
        set_label(self.special, name)

    # -- a child's taps ---------------------------------------------------------------

    def hand_of(self, seat: int) -> list:
        return self.game.view(self.table.state, seat)["hand"]

    def tap_card(self, seat: int, index: int):
        panel = self.panels[seat]
        aim = panel.aim
        if not self.table.may_act(seat):
            return None
        hand = self.hand_of(seat)
        if index >= len(hand):
            return None
        legal = self.table.legal(seat)
        if aim.mode == "meli":
            if hand[index] in meli_discards(legal):
                return self.act(seat, {"type": "meli", "order": list(aim.order), "discard": hand[index]}, panel.hand.children[index])
            return None
        self.aiming = seat
        if aim.selected == index:  # tapped again: the card goes back into the hand
            aim.selected = None
        else:
            aim.selected = index
            self.app.sounds.flip()
            if spots_for(self.placements(seat, aim.pending), hand[index], aim.pending):
                self.app.voice.say_now("meli_cado.pick_spot")
        self.draw(self.view())
        return None

    def tap_gap(self, index: int):
        return self.tap_spot(("insert", index))

    def tap_down(self, index: int):
        return self.tap_spot(("down", index))

    def tap_stack(self, index: int):
        seat = self.aiming
        panel = self.panels.get(seat)
        if panel is None or not self.table.may_act(seat):
            return None
        aim = panel.aim
        if aim.mode == "meli":
            if index not in aim.order:
                aim.order.append(index)
                self.app.sounds.flip()
            if len(aim.order) == len(self.view()["row"]):
                self.app.voice.say_now("meli_cado.meli_discard")
            self.draw(self.view())
            return None
        if aim.mode == "cado":
            receivers = cado_receivers(self.table.legal(seat), index)
            if len(receivers) == 1:
                return self.act(seat, {"type": "cado", "stack": index, "to": receivers[0]})
            aim.stack = index
            self.app.voice.say_now("meli_cado.cado_to")
            self.draw(self.view())
            return None
        return self.tap_spot(("cover", index))

    def tap_spot(self, spot: tuple):
        seat = self.aiming
        panel = self.panels.get(seat)
        if panel is None or panel.aim.selected is None or not self.table.may_act(seat):
            return None
        aim = panel.aim
        card = self.hand_of(seat)[aim.selected]
        if spot not in spots_for(self.placements(seat, aim.pending), card, aim.pending):
            return None
        play = placement(card, spot, card[1])
        if is_joker(card):
            aim.joker = play
            self.app.voice.say_now("meli_cado.pick_letter")
            self.draw(self.view())
            return None
        return self.lay(seat, play)

    def tap_letter(self, seat: int, letter: str):
        aim = self.panels[seat].aim
        if aim.joker is None or not self.table.may_act(seat):
            return None
        play, aim.joker = {**aim.joker, "letter": letter}, None
        return self.lay(seat, play)

    def placements(self, seat: int, pending: list) -> list:
        """The legal moves and, once a first card is laid under 2 PAR 2, every second card the engine takes.

        The engine lists each first placement with one stand-in second (every pair would be thousands
        of actions); it names the real second placements when asked.
        """
        legal = self.table.legal(seat)
        if not pending:
            return legal
        first = pending[0]
        seconds = self.game.rules.second_plays(self.table.state, seat, first)
        return legal + [{"type": "place", "plays": [as_listed(first), second]} for second in seconds]

    def lay(self, seat: int, play: dict):
        """A placement chosen: the move, or (2 PAR 2) the first of two, shown laid while the second is chosen."""
        panel = self.panels[seat]
        aim = panel.aim
        plays = aim.pending + [play]
        if complete(self.placements(seat, aim.pending), plays):
            return self.act(seat, {"type": "place", "plays": plays}, panel.card_node())
        aim.pending, aim.selected = plays, None
        self.app.voice.say_now("meli_cado.pick_second")
        self.draw(self.view())
        return None

    def tap_receiver(self, seat: int, receiver: int):
        aim = self.panels[seat].aim
        if aim.stack is None:
            return None
        return self.act(seat, {"type": "cado", "stack": aim.stack, "to": receiver})

    def tap_button(self, seat: int, kind: str):
        panel = self.panels[seat]
        aim = panel.aim
        if not self.table.may_act(seat):
            return None
        if kind == "cancel":
            aim.clear()
            self.draw(self.view())
            return None
        if kind in ("meli", "cado"):
            aim.clear()
            aim.mode = kind
            self.aiming = seat
            self.app.voice.say_now(f"meli_cado.{kind}_start")
            self.draw(self.view())
            return None
        if kind == "exchange":
            card = self.hand_of(seat)[aim.selected]
            return self.act(seat, {"type": "exchange", "card": card}, panel.card_node())
        return self.act(seat, {"type": kind})

    def act(self, seat: int, action: dict, source=None):
        """Hand the move to the table, stamped with the table's clock; the choice is put down first (the table redraws)."""
        action = {**action, "at_ms": self.clock.now(self.table.state["clock"])}
        panel = self.panels[seat]
        chosen, panel.aim = panel.aim, Aim()
        if self.table.act(seat, action):
            self.playing = source
        else:
            panel.aim = chosen
        return None

    def moved(self) -> None:
        self.playing = None

    async def show_choice(self, seat: int, action: dict) -> None:
        """A computer's move is about to be played: its badge lifts a moment, so children see who plays."""
        for badge in self.opponents:
            badge.node.classList.toggle("is-lifted", badge.seat == seat)
        self.app.sounds.flip()
        await self.app.pace.wait(LIFT)
        for badge in self.opponents:
            badge.node.classList.remove("is-lifted")

    # -- what happened, shown --------------------------------------------------------

    def event_prompt(self, event: dict, previous: dict | None) -> list:
        prompt = event_prompt(event, self.children)
        return [prompt] if prompt else []

    def seat_node(self, seat: int):
        if seat in self.panels:
            return self.panels[seat].hand
        return next(badge.node for badge in self.opponents if badge.seat == seat)

    async def show_word(self, event: dict, new: tuple = ()) -> None:
        self.row.show(event["row"], event["word"], new=new)
        self.node.dataset.word = event["word"]
        self.reader.read(event["word"], self.language)
        self.words_read += 1
        self.node.dataset.words = str(self.words_read)
        await self.app.pace.wait(WORD_HOLD)

    async def animate_placed(self, event: dict, previous: dict | None) -> None:
        source, self.playing = self.playing, None
        start = box(source if source is not None and source.isConnected else self.seat_node(event["player"]))
        new = tuple(play["index"] for play in event["plays"])
        self.row.show(event["row"], event["word"], new=new)
        target = self.row.stack_node(new[0])
        await fly(CARD_BACK, start, box(target), self.app.pace, FLY)
        self.app.sounds.success()
        await self.show_word(event, new)

    async def animate_meli(self, event: dict, previous: dict | None) -> None:
        self.app.sounds.whoosh()
        await self.show_word(event)

    async def animate_cado(self, event: dict, previous: dict | None) -> None:
        self.app.sounds.whoosh()
        await self.show_word(event)
        await fly(CARD_BACK, box(self.row.node), box(self.seat_node(event["to"])), self.app.pace, FLY)

    async def animate_base(self, event: dict, previous: dict | None) -> None:
        await self.show_word(event)

    async def animate_base_turned(self, event: dict, previous: dict | None) -> None:
        self.app.sounds.flip()
        await self.show_word(event)

    async def animate_clash(self, event: dict, previous: dict | None) -> None:
        self.app.sounds.oops()
        await self.show_word(event)

    async def animate_fault(self, event: dict, previous: dict | None) -> None:
        """The word crossed out, big, with who made it and why; the penalty cards follow (a "drew" event)."""
        seat = self.table.seats[event["player"]]
        self.faults += 1
        self.node.dataset.faults = str(self.faults)
        self.fault.dataset.reason = event["reason"]
        self.fault.replaceChildren(
            avatar(seat.animal, seat.computer, "m", decorative=True),
            el("span", "mc-fault-word", text=event["word"]),
            picture(FAULT_PICTURES[event["reason"]], "mc-fault-cross"),
        )
        set_label(self.fault, words("meli_cado.fault", object=event["word"]))
        self.fault.classList.add("is-shown")
        self.app.sounds.oops()
        await self.app.pace.wait(FAULT_HOLD)
        self.fault.classList.remove("is-shown")

    async def animate_drew(self, event: dict, previous: dict | None) -> None:
        target = box(self.seat_node(event["player"]))
        flights = 1 if event["why"] == "dealt" else event["count"]
        for _ in range(flights):
            self.app.sounds.flip()
            await fly(CARD_BACK, box(self.pile), target, self.app.pace, FLY * 0.7,
                      "mc-penalty" if event["why"] == "penalty" else "")

    async def animate_exchanged(self, event: dict, previous: dict | None) -> None:
        self.app.sounds.whoosh()
        await fly(CARD_BACK, box(self.seat_node(event["player"])), box(self.pile), self.app.pace, FLY * 0.7)

    async def animate_special(self, event: dict, previous: dict | None) -> None:
        """The purple card turned over, big in the middle, then in its place for the sequence."""
        special = event["special"]
        self.reveal.replaceChildren(el("div", "mc-reveal-card", [
            picture(special_picture(special, self.language), "mc-special-picture"),
            el("span", "mc-special-name", text=words(f"meli_cado.special_name.{special}")),
        ]))
        self.reveal.classList.add("is-shown")
        self.app.sounds.flip()
        await self.app.pace.wait(SPECIAL_HOLD)
        self.reveal.classList.remove("is-shown")
        self.show_special(special)

    async def animate_blocked(self, event: dict, previous: dict | None) -> None:
        self.app.sounds.whoosh()
        self.show_special(None)
        await self.app.pace.wait(WORD_HOLD)

    async def animate_round_over(self, event: dict, previous: dict | None) -> None:
        """Each player's points for the round and in all, a while, for everyone to see."""
        self.show_scores(event["points"], event["scores"], event.get("winner"))
        self.scores.classList.add("is-shown")
        self.app.sounds.fanfare()
        await self.app.pace.wait(SCORES_HOLD)
        self.scores.classList.remove("is-shown")

    def show_scores(self, points: list, scores: list, winner: int | None) -> None:
        lines = []
        for seat, look in enumerate(self.table.seats):
            lines.append(el("div", "mc-score-line", [
                avatar(look.animal, look.computer, "s", decorative=True),
                el("span", "mc-score-round", text=f"+{points[seat]}"),
                el("span", "mc-score-total", text=str(scores[seat])),
                *([picture(CROWN, "mc-score-crown")] if seat == winner else []),
            ], attrs={"data-player": seat}))
        self.scores.replaceChildren(el("div", "mc-scores-title", text=words("meli_cado.scores")), *lines)

    # -- the end ------------------------------------------------------------------------

    def ending(self, view: dict) -> tuple:
        outcome = view["outcome"]
        winner = outcome["winners"][0]
        seat = self.table.seats[winner]
        self.node.dataset.winner = str(winner)
        crowned = el("div", "end-winner", [picture(CROWN, "end-crown"), avatar(seat.animal, seat.computer, "l")])
        self.show_scores([0] * len(outcome["scores"]), outcome["scores"], winner)
        board = el("div", "end-row mc-end-scores", [
            el("span", "mc-end-score", [avatar(look.animal, look.computer, "s", decorative=True),
                                        el("span", text=str(outcome["scores"][index]))])
            for index, look in enumerate(self.table.seats)
        ])
        pictures = [el("div", "end-row", [picture(LETTERS, "mc-end-letters"), crowned]), board]
        return pictures, end_prompt(outcome, self.table.animals)
