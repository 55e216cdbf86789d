"""Méli Cado's table: where everything lies, drawn from the views, and a child's taps turned into moves.

The row lies in the middle with the special card and the pile; each
child's hand lies at an edge, turned toward its owner, computers' badges
at the top. A child taps a card of their hand, then one of the places that
light up (the engine's placements whose colours allow the card, read in
choices.py); a tap on another card of the row is refused with a word. A
joker then asks for its letter. Every move goes to the kit's table through
`act`, stamped with the table's clock (the engine judges two plays within
half a second of each other).

A child's move is judged against the word the child saw: when the row
changes between the tap on a card and the tap on a place (a computer
player was quicker), the choice is put back softly with a word, and a
move tapped while another is shown waits for it, to be dropped the same
way if that move changed the row. The computer players give the children
time to find a word after every change of the row (timings.COMPUTER_PACE,
longer for a child who is behind), and a quiet table says again what a
child may do (their turn to start, a row the computers find blocked).
"""

import asyncio
import time

from pygame_rules.meli_cado.cards import COLOUR_SWAP, is_joker
from pygame_rules.meli_cado.lexicon import PARTS, loading
from pygame_rules.meli_cado.row import copy_row, place

from ui.kit.dom import button, el, picture, set_label
from ui.kit.i18n import words
from ui.kit.table import Board
from ui.kit.top_bar import top_bar
from ui.kit.turns import TableState
from .choices import (
    as_listed, cado_receivers, cado_stacks, colour_fault, colours_allow, complete, meli_discards, placement, spots_for)
from .pictures import CARD_BACK, NEW_GAME, SPECIAL_BACK, special_picture
from .pieces import Aim, ChildPanel, OpponentBadge, RowView
from .reader import WordReader
from .pace import ChildrensTime, TableClock
from .show import Show
from .timings import LEXICON_PAUSE

#: The moves aimed at the row as the child saw it: they wait for a move being shown, and are dropped if it changed the row.
ROW_MOVES = ("place", "meli", "cado")

#: Where each child's hand lies, in the order children sit down: the first at the bottom, the second
#: facing them at the top (turned round), then one more beside each (two children per long edge).
EDGES = ("bottom", "top", "bottom", "top")


class MeliCadoBoard(Show, ChildrensTime, Board):
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
        self.waiting = {}  # seat -> (action, source): a child's move tapped while another move is shown
        self.quiet_since = time.monotonic()  # when the last move was shown, or a child last tapped
        self.hold_computers()
        self.loading = asyncio.ensure_future(self.load_lexicons())
        self.nudging = asyncio.ensure_future(self.nudge())

    async def load_lexicons(self) -> None:
        """The lexicon of the game's language, then the one the ENGLISH card adds, a part at a time, each in
        steps the children's taps pass between."""
        for language in self.game.rules.lexicon_languages(self.language):
            for part in PARTS:
                await asyncio.sleep(LEXICON_PAUSE)
                for _ in loading(language, part):
                    await asyncio.sleep(0)

    def stop(self) -> None:
        self.loading.cancel()
        self.nudging.cancel()
        self.reader.stop()

    def moved(self) -> None:
        self.playing = None
        self.quiet_since = time.monotonic()
        self.hold_computers()

    # -- drawing from the views ---------------------------------------------------

    def draw(self, view: dict) -> None:
        state = self.table.state
        self.clock.now(state["clock"])
        key = (view["word"], len(view["row"]), view["special"])
        if key != self.row_key:  # the row changed: a choice made on the row seen before no longer counts
            changed, self.row_key = self.row_key is not None, key
            cancelled = [seat for seat, panel in self.panels.items() if panel.aim.busy or seat in self.waiting]
            for seat in cancelled:
                self.panels[seat].aim.clear()
                self.waiting.pop(seat, None)
            if changed and cancelled:
                self.app.sounds.nope()
                self.app.voice.say("meli_cado.word_changed", needed=True)
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
        self.send_waiting()

    def send_waiting(self) -> None:
        """A move tapped while another was shown goes once the table is open again, the row as the child saw it."""
        if not self.waiting or self.table.phase is not TableState.OPEN:
            return
        seat = next(iter(self.waiting))
        action, source = self.waiting.pop(seat)
        self.send(seat, action, source)

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
            targets["refuse"] = set(range(len(shown))) - targets["cover"]  # tapped, they say why not
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
        self.quiet_since = time.monotonic()
        self.waiting.pop(seat, None)  # another card: the move that waited is given up
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
            return self.refuse(card, spot, aim.pending)
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

    def refuse(self, card: str, spot: tuple, pending: list):
        """A place the card may not go: a soft sound and why (a red card is never covered), never a fault."""
        view = self.view()
        plays = [as_listed(play) for play in pending] + [as_listed(placement(card, spot, card[1]))]
        red = colour_fault(view["row"], plays, view["special"] == COLOUR_SWAP) == "red_covered"
        self.app.sounds.nope()
        self.app.voice.say_now("meli_cado.red_locked" if red else "meli_cado.not_here")
        return None

    def placements(self, seat: int, pending: list) -> list:
        """The legal moves and, once a first card is laid under 2 PAR 2, every second card the engine takes,
        but for the places where the colours would make the card a fault.

        The engine lists each first placement with one stand-in second (every pair would be thousands
        of actions); it names the real second placements when asked.
        """
        legal = self.table.legal(seat)
        if pending:
            seconds = self.game.rules.second_plays(self.table.state, seat, pending[0])
            legal = legal + [{"type": "place", "plays": [as_listed(pending[0]), second]} for second in seconds]
        view = self.view()
        return colours_allow(legal, view["row"], len(pending), view["special"] == COLOUR_SWAP)

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
        """Hand the move to the table, or, while another move is shown, keep it until that move has changed the row or not."""
        if action["type"] in ROW_MOVES and self.table.phase is not TableState.OPEN:
            self.waiting[seat] = (action, source)
            return None
        return self.send(seat, action, source)

    def send(self, seat: int, action: dict, source=None):
        """Hand the move to the table, stamped with the table's clock; the choice is put down first (the table redraws)."""
        action = {**action, "at_ms": self.clock.now(self.table.state["clock"])}
        panel = self.panels[seat]
        chosen, panel.aim = panel.aim, Aim()
        if self.table.act(seat, action):
            self.playing = source
        else:
            panel.aim = chosen
        return None
