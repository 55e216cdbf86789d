"""The Méchanlou board: every player's row and hand, the forest of bushes and the draw pile; a child's taps.

The child holding the tablet sits at the bottom: their row of six places
and their hand, big. The other players sit at the top with their rows and
hands; the forest of eight bushes and the draw pile lie in the middle. A
story card that fits is laid with one tap; a wolf is tapped, then the card
(or, rule NB3, the hand) it goes for; a card to give back is tapped, then
the draw pile (or dragged onto it). What can act now glows: the cards that
can be laid, a wolf that has a target, the pile when giving back is the
only move.

The page draws only what the engine's view shows the child at the bottom.
With hidden hands, a cover asks to pass the tablet whenever another
child's hand would show. Every action is saved at once.
"""

from ui.kit.avatar import TurnBanner, avatar, player_name
from ui.kit.dom import button, el, picture, set_label
from ui.kit.i18n import words
from ui.kit.table import Board
from ui.kit.top_bar import top_bar
from .choices import CardOptions, card_options, only_giving_back
from .pictures import BANG, CARD_BACK, HUNTER, NEW_GAME, WOLF_CARD
from .pieces import BigHand, CardDrag, Forest, SeatPanel, story_face
from .show import MechanlouShow
from .words import choice_prompt


class MechanlouBoard(MechanlouShow, Board):
    """The rows, the hands, the forest and the draw pile; the seat holding the tablet sits at the bottom."""

    def __init__(self, table):
        super().__init__(table)
        self.app = table.app
        self.singing = False
        self.sung = None  # seq of the attack the song was sung for
        self.songs = 0  # songs sung on this page, for tests to follow
        self.selected = None  # index in the big hand of the card picked to play
        self.told = None  # (moment of the game, prompt) of the last choice said: a card picked again is not retold
        self.playing = None  # the card node the action being played flies from
        self.robbed = None  # the hand a wolf went into under rule NB3
        self.arranged = None  # the seat at the bottom as last arranged
        self.hands_option = table.state["options"]["hands"]
        view = table.view()
        self.panels = [SeatPanel(self, player) for player in range(len(self.seats))]
        self.hand = BigHand(self)
        self.forest = Forest(self)
        self.pile_stack = el("span", "ml-pile-stack", [picture(CARD_BACK) for _ in range(4)])
        self.pile = button("", self.tap_pile, "ml-pile", [self.pile_stack])
        self.banner = TurnBanner()
        self.spotlight = el("div", "ml-spotlight", attrs={"role": "status"})
        self.reveal = el("div", "ml-reveal", attrs={"aria-hidden": "true"})
        self.bang = el("div", "ml-bang", [picture(HUNTER, "ml-bang-hunter"), picture(BANG, "ml-bang-burst"),
                                          el("span", "ml-bang-word", text=words("mechanlou.bang"))],
                       attrs={"aria-hidden": "true"})
        self.opponents = el("div", "ml-opponents")
        self.me = el("div", "ml-me")
        new_game = button(words("game.new"), table.page.ask_new_game, "bar-button ml-new-game", [picture(NEW_GAME)])
        self.node = el("div", "ml-table", [
            top_bar(self.app, [self.opponents], [new_game]),
            el("div", "ml-middle", [el("div", "ml-stage", [self.banner.node, self.spotlight]), self.forest.node,
                                    el("div", "ml-pile-place", [self.pile])]),
            el("div", "ml-bottom", [self.me, self.hand.node]),
            self.reveal, self.bang,
        ], attrs={"data-phase": view["phase"], "data-current-player": view["current"], "data-busy": "true",
                  "data-singing": "false", "data-songs": 0, "data-players": len(self.seats), "data-hands": self.hands_option})
        self.drag = CardDrag(self)

    def stop(self) -> None:
        self.drag.stop()
    # -- drawing from the view ------------------------------------------------

    def arrange(self) -> None:
        """The bottom seat below, the others above in the order of play after it."""
        count = len(self.seats)
        others = [(self.bottom + step) % count for step in range(1, count)]
        for player, panel in enumerate(self.panels):
            panel.sit(player == self.bottom)
        self.opponents.replaceChildren(*[self.panels[player].node for player in others])
        self.opponents.dataset.count = str(len(others))
        self.me.replaceChildren(self.panels[self.bottom].node)
        self.node.dataset.bottom = str(self.bottom)
        self.arranged = self.bottom

    def options(self, view: dict) -> CardOptions:
        """What the selected card of a child's hand may do now (nothing while nobody may tap)."""
        hand = view["hands"][self.bottom]
        if not self.may_tap(view) or view["phase"] != "turn" or self.selected is None or hand is None \
                or self.selected >= len(hand):
            return CardOptions()
        return card_options(self.table.legal(self.bottom), hand[self.selected])

    def may_tap(self, view: dict) -> bool:
        """The child at the bottom may act now."""
        return self.table.may_act(self.bottom)

    def draw(self, view: dict) -> None:
        """Make the rows, the hands, the forest, the pile and the players match the view."""
        if self.arranged != self.bottom:
            self.selected = None
            self.arrange()
        tappable = self.may_tap(view)
        options = self.options(view)
        for player, panel in enumerate(self.panels):
            panel.show_row(view["rows"][player], options)
            panel.node.classList.toggle("is-current", player == view["current"])
            attack = view["attack"]
            panel.node.classList.toggle("is-defending", bool(attack) and attack["defender"] == player)
            if player != self.bottom:
                panel.show_hand(view["hands"][player], view["hand_sizes"][player], options.steal_from(player) is not None)
        attack = view["attack"]
        for player, panel in enumerate(self.panels):
            for number, slot in panel.slots.items():
                slot.classList.toggle("is-attacked", bool(attack) and attack["defender"] == player and attack["number"] == number)
                slot.classList.remove("is-aimed")
        in_turn = tappable and view["phase"] == "turn"
        legal = self.table.legal(self.bottom) if in_turn else []
        self.hand.show(view["hands"][self.bottom], view["hand_sizes"][self.bottom], self.panels[self.bottom].name,
                       in_turn, self.selected, legal)
        self.forest.show(view, tappable and view["phase"] == "defend")
        self.show_pile(view["deck"], options.give_back is not None or only_giving_back(legal), options.give_back is not None)
        self.show_stage(view)
        node = self.node
        node.dataset.phase = view["phase"]
        node.dataset.currentPlayer = str(view["current"])
        node.dataset.singing = "true" if self.singing else "false"
        node.classList.toggle("has-choice", self.selected is not None)

    def show_pile(self, count: int, give_back: bool, chosen: bool) -> None:
        """The draw pile takes a card when giving back is a move, and glows once the card to give is chosen.

        Before that the cards glow (Hand.show): a child follows the glow, and a glowing pile that answers "which
        card?" kept a child tapping it for a whole game."""
        self.pile.dataset.count = str(count)
        self.pile.disabled = not give_back
        self.pile.classList.toggle("is-target", give_back and chosen)
        self.pile.classList.remove("is-aimed")
        self.pile_stack.dataset.size = "big" if count > 16 else "small" if count > 4 else "tiny"
        set_label(self.pile, words("mechanlou.pile.give_back") if give_back else words("mechanlou.pile", count=count))

    def show_stage(self, view: dict) -> None:
        """Whose turn it is, big; while a wolf attacks, the defender comes forward with the attacked card."""
        attack = view["attack"]
        if attack is None:
            self.spotlight.replaceChildren()
            self.spotlight.removeAttribute("data-player")
            self.banner.show(self.seats[view["current"]], view["current"])
            return
        defender = attack["defender"]
        key = f"{defender}:{attack['number']}"
        if self.spotlight.getAttribute("data-attack") == key:
            return
        seat = self.seats[defender]
        self.spotlight.dataset.attack = key
        self.spotlight.dataset.player = str(defender)
        self.spotlight.replaceChildren(
            avatar(seat.animal, seat.computer, "l", decorative=True),
            el("span", "ml-spot-card", [story_face(attack["number"]), picture(WOLF_CARD, "ml-spot-wolf")]),
        )
        set_label(self.spotlight, words("mechanlou.defends", animal=player_name(seat.animal, seat.computer),
                                        number=attack["number"]))

    # -- a child's taps -------------------------------------------------------------

    def tap_card(self, index: int):
        view = self.view()
        if self.drag.just_dragged() or not self.may_tap(view) or view["phase"] != "turn":
            return None
        hand = view["hands"][self.bottom]
        if index == self.selected:  # tapped again: the card goes back into the hand
            self.selected = None
            self.draw(view)
            self.app.voice.say(*self.turn_prompt(view))
            return None
        card = hand[index]
        options = card_options(self.table.legal(self.bottom), card)
        if options.lay:
            self.selected = index
            return self.act(options.lay)
        self.selected = index
        self.draw(view)
        self.app.sounds.flip()
        told = (len(self.table.state["events"]), choice_prompt(card, options, view["rows"][self.bottom]))
        if told != self.told:  # the same card picked again in the same turn: the flip is enough
            self.told = told
            self.app.voice.say_now(told[1])
        return None

    def tap_slot(self, player: int, number: int):
        return self.act(self.options(self.view()).attack_on(player, number))

    def tap_steal(self, opponent: int):
        return self.act(self.options(self.view()).steal_from(opponent))

    def tap_pile(self):
        give_back = self.options(self.view()).give_back
        if give_back is None:  # giving back is the only move, and no card is chosen yet: the hand calls
            self.hand.call()
            self.app.voice.say_now("mechanlou.give_which")
            return None
        return self.act(give_back)

    def drop_on_pile(self, index: int) -> None:
        view = self.view()
        if not self.may_tap(view) or view["phase"] != "turn":
            return
        self.selected = index
        self.act(self.options(view).give_back)

    def tap_bush(self, spot: int):
        view = self.view()
        if not self.may_tap(view) or view["phase"] != "defend":
            return None
        return self.act({"type": "search", "spot": spot})

    def act(self, action: dict | None) -> None:
        """Hand the tapped move to the table; the card it flies from is the one picked."""
        playing = self.hand.card_node(None, self.selected) if self.selected is not None else None
        if not self.table.act(self.bottom, action):
            return
        for node in self.node.querySelectorAll(".is-target"):  # nothing calls for a tap any more
            node.classList.remove("is-target")
        self.playing = playing

    def moved(self) -> None:
        self.selected = None
        self.playing = None
    def card_node(self, player: int, card: dict | None):
        """Where a card of this player's hand shows: in the big hand at the bottom, or the small one above."""
        if player == self.bottom:
            return self.hand.card_node(card)
        return self.panels[player].card_node(card)
