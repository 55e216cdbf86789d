"""Méchanlou for pre-readers: lay the six pictures of Little Red Riding Hood before the wolf takes them.

The child holding the tablet sits at the bottom: their row of six places
and their hand, big. The other players sit at the top with their rows and
hands; the forest of eight bushes and the draw pile lie in the middle. A
story card that fits is laid with one tap; a wolf is tapped, then the card
(or, rule NB3, the hand) it goes for; a card to give back is tapped, then
the draw pile (or dragged onto it). What can act now glows: the cards that
can be laid, a wolf that has a target, the pile when giving back is the
only move. A wolf's attack brings the defender forward, everyone sings
"Promenons-nous dans les bois", and only then may the defender pick a bush.

The page draws only what the engine's view shows the child at the bottom,
and animates the view's events it has not shown yet (those with a greater
seq). With hidden hands, a cover asks to pass the tablet whenever another
child's hand would show. Every action is saved at once.
"""

import math
import time

from pyodide.ffi import create_proxy

from ui.kit.avatar import TurnBanner, avatar, player_name
from ui.kit.cards import Card
from ui.kit.dom import button, el, picture, set_label
from ui.kit.game_page import GamePage
from ui.kit.i18n import words
from ui.kit.motion import box, fly
from ui.kit.players import ANIMALS_BY_ID
from ui.kit.song import sing_forest_song
from ui.kit.table import Board
from ui.kit.top_bar import top_bar
from ui.kit.turns import PROMPT_WAIT
from .pictures import (
    BANG, BUSH, CARD_BACK, CROWN, FOREST_PICTURES, HUNTER, NEW_GAME, RED_HOOD, SINGING_HAND, SONG,
    STORY_PICTURES, WOLF_CARD, card_picture)
from .turns import CardOptions, card_key, card_options, only_giving_back
from .words import (
    card_name, choice_prompt, defence_prompt, end_prompt, event_prompt, story_title, turn_prompt)

GAME_ID = "mechanlou"
NUMBERS = (1, 2, 3, 4, 5, 6)
SPOTS = 8

# Seconds at the normal pace (?fast=1 shortens them all, see kit.motion).
FLY = 0.7
FLIP = 0.5
LIFT = 1.0  # a computer's card rises this long before it goes, so children see what it plays
HOLD = 1.2  # a turned forest card, a taken card: long enough for everyone to see
BANG_HOLD = 1.6
REVEAL = 1.6  # the card the wolf took from a hand (NB3), shown big
DEFENDER_STEP = 0.9  # the defender comes forward before the song
DRAG_START = 14  # CSS px a finger moves before a tap becomes a drag
TAP_AFTER_DRAG = 0.5  # seconds during which the click that ends a drag is not a tap


def bush_place(spot: int) -> str:
    """Where a bush lies on the forest circle (the first at the top, clockwise), as CSS."""
    angle = math.radians(-90 + spot * 360 / SPOTS)
    return f"left:{50 + 39 * math.cos(angle):.2f}%;top:{50 + 39 * math.sin(angle):.2f}%"


def story_face(number: int):
    return picture(STORY_PICTURES[number], "ml-face")


class MechanlouPage(GamePage):
    game_id = GAME_ID
    default_modes = {"fox": "human", "bear": "computer"}

    # -- who plays ----------------------------------------------------------

    setup_class = "ml-setup"

    def setup_bar(self) -> list:
        return [picture(RED_HOOD, "bar-picture ml-bar-hood"), picture("icons/wolf.svg", "bar-picture")]

    # -- the game -------------------------------------------------------------

    def new_board(self, table):
        return MechanlouBoard(table)


#: The page the app opens for this game (see ui.game_code).
PAGE = MechanlouPage


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
        """The hand; while it may be played, the cards that go somewhere now (a row, a wolf's target) glow."""
        set_label(self.node, words("mechanlou.hand", animal=seat_name))
        if cards is None:
            self.node.replaceChildren(*[el("span", "ml-card-back", [picture(CARD_BACK, "ml-face")]) for _ in range(count)])
            return
        nodes = []
        for index, card in enumerate(cards):
            node = self.button_at(index)
            node.firstElementChild.src = card_picture(card)
            node.dataset.card = card_key(card)
            node.dataset.selected = "true" if index == selected else "false"
            node.style.visibility = ""
            node.classList.remove("is-lifted")
            node.disabled = not tappable
            options = card_options(legal, card)
            node.classList.toggle("can-play", tappable and bool(options.lay or options.attacks or options.steals))
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


class CardDrag:
    """A card of the big hand dragged onto the draw pile is given back (tapping does it in two steps)."""

    def __init__(self, table):
        self.table = table
        self.node = None
        self.start = (0, 0)
        self.moved = False
        self.ended_at = -1.0
        self.listeners = {
            "pointerdown": create_proxy(self.down),
            "pointermove": create_proxy(self.move),
            "pointerup": create_proxy(self.up),
            "pointercancel": create_proxy(self.cancel),
        }
        for name, proxy in self.listeners.items():
            table.hand.node.addEventListener(name, proxy)

    def stop(self) -> None:
        for name, proxy in self.listeners.items():
            self.table.hand.node.removeEventListener(name, proxy)
            proxy.destroy()
        self.listeners = {}

    def just_dropped(self) -> bool:
        """The click that ends a drag is not a tap."""
        return time.monotonic() - self.ended_at < TAP_AFTER_DRAG

    def down(self, event) -> None:
        node = event.target.closest("button.ml-card")
        if not node or node.disabled:
            return
        self.node, self.start, self.moved = node, (event.clientX, event.clientY), False
        node.setPointerCapture(event.pointerId)

    def move(self, event) -> None:
        if self.node is None:
            return
        dx, dy = event.clientX - self.start[0], event.clientY - self.start[1]
        if not self.moved and math.hypot(dx, dy) < DRAG_START:
            return
        self.moved = True
        self.node.classList.add("is-dragged")
        self.node.style.transform = f"translate({dx}px, {dy}px) rotate(-4deg)"
        self.table.pile.classList.toggle("is-drop", self.over_pile(event))

    def up(self, event) -> None:
        node, self.node = self.node, None
        if node is None or not self.moved:
            return
        self.ended_at = time.monotonic()
        over = self.over_pile(event)
        node.classList.remove("is-dragged")
        node.style.transform = ""
        self.table.pile.classList.remove("is-drop")
        if over:
            self.table.drop_on_pile(list(self.table.hand.node.children).index(node))

    def cancel(self, event) -> None:
        if self.node is not None:
            self.node.classList.remove("is-dragged")
            self.node.style.transform = ""
        self.node = None
        self.table.pile.classList.remove("is-drop")

    def over_pile(self, event) -> bool:
        left, top, width, height = box(self.table.pile)
        return left <= event.clientX <= left + width and top <= event.clientY <= top + height


class MechanlouBoard(Board):
    """The rows, the hands, the forest and the draw pile; the seat holding the tablet sits at the bottom."""

    def __init__(self, table):
        super().__init__(table)
        self.app = table.app
        self.singing = False
        self.sung = None  # seq of the attack the song was sung for
        self.songs = 0  # songs sung on this page, for tests to follow
        self.selected = None  # index in the big hand of the card picked to play
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

    def intro_prompt(self, view: dict) -> list:
        return ["mechanlou.intro"]

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
        self.show_pile(view["deck"], options.give_back is not None or only_giving_back(legal))
        self.show_stage(view)
        node = self.node
        node.dataset.phase = view["phase"]
        node.dataset.currentPlayer = str(view["current"])
        node.dataset.singing = "true" if self.singing else "false"
        node.classList.toggle("has-choice", self.selected is not None)

    def show_pile(self, count: int, give_back: bool) -> None:
        """The draw pile calls when the chosen card may go under it, or when giving a card back is the only move."""
        self.pile.dataset.count = str(count)
        self.pile.disabled = not give_back
        self.pile.classList.toggle("is-target", give_back)
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
        if self.drag.just_dropped() or not self.may_tap(view) or view["phase"] != "turn":
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
        self.app.voice.say_now(choice_prompt(card, options, view["rows"][self.bottom]))
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

    def attack_seq(self, view: dict) -> int | None:
        attacks = [event["seq"] for event in view["events"] if event["kind"] == "attacked"]
        return attacks[-1] if attacks else None

    async def before_turn(self, view: dict) -> None:
        """Everyone sings "Promenons-nous dans les bois" while the forest sways; no bush may be picked before the end.

        Once per attack: nothing happens outside a defence or once it was sung.
        """
        if view["phase"] != "defend" or self.sung == self.attack_seq(view):
            return
        app = self.app
        defender = view["attack"]["defender"]
        self.singing = True
        self.table.hide_hands()  # the attacker's hand hides: the tablet goes to the defender after the song
        view = self.view()
        self.draw(view)
        app.voice.say(defence_prompt(self.computers[defender]), needed=True)
        await app.voice.idle(app.pace.seconds(PROMPT_WAIT))
        await sing_forest_song(app.sounds, app.pace)
        self.singing = False
        self.sung = self.attack_seq(view)
        self.songs += 1
        self.node.dataset.songs = str(self.songs)

    async def show_choice(self, player: int, action: dict) -> None:
        """A computer's card rises and what it goes for glows a moment, so children follow its move."""
        kind = action["type"]
        if kind == "search":
            self.forest.bushes[action["spot"]].button.classList.add("is-aimed")
        else:
            card = ({"kind": "story", "number": action["number"]} if kind == "lay"
                    else action["card"] if kind == "return" else {"kind": "wolf"})
            self.playing = self.card_node(player, card)
            self.playing.classList.add("is-lifted")
            if kind == "attack":
                self.panels[action["defender"]].slots[action["number"]].classList.add("is-aimed")
            elif kind == "steal":
                self.panels[action["opponent"]].steal.classList.add("is-aimed")
            elif kind == "return":
                self.pile.classList.add("is-aimed")
        self.app.sounds.flip()
        await self.app.pace.wait(LIFT)

    def card_node(self, player: int, card: dict | None):
        """Where a card of this player's hand shows: in the big hand at the bottom, or the small one above."""
        if player == self.bottom:
            return self.hand.card_node(card)
        return self.panels[player].card_node(card)

    def turn_prompt(self, view: dict) -> list:
        return turn_prompt(view, self.animals, self.computers)

    # -- what happened, shown ----------------------------------------------------

    def event_prompt(self, event: dict, previous: dict | None) -> list:
        child = None if self.computers[self.bottom] else self.bottom
        prompt = event_prompt(event, child)
        return [prompt] if prompt else []

    def source(self, player: int, card: dict | None):
        """The card node an action of `player` starts from: the card tapped or lifted, else one of their hand."""
        node, self.playing = self.playing, None
        return node if node is not None else self.card_node(player, card)

    async def fly_from(self, node, path: str, target, seconds: float = FLY) -> None:
        """A picture flies from a card of a hand (which empties at once) to its place."""
        start = box(node)
        if node.matches(".ml-card, .ml-card-back, .ml-mini"):
            node.style.visibility = "hidden"
        node.classList.remove("is-lifted")
        await fly(path, start, box(target), self.app.pace, seconds)

    async def animate_laid(self, event: dict, previous: dict | None) -> None:
        number = event["number"]
        panel = self.panels[event["player"]]
        if self.reveal.classList.contains("is-shown"):  # the 6 the wolf took from a hand (NB3)
            start = box(self.reveal.firstElementChild)
            self.reveal.classList.remove("is-shown")
            await fly(STORY_PICTURES[number], start, box(panel.slots[number]), self.app.pace, FLY)
        else:
            await self.fly_from(self.source(event["player"], {"kind": "story", "number": number}),
                                STORY_PICTURES[number], panel.slots[number])
        panel.fill(number, True)
        self.app.sounds.success()

    async def animate_returned(self, event: dict, previous: dict | None) -> None:
        card = event.get("card")
        path = card_picture(card) if card and event["player"] == self.bottom else CARD_BACK
        self.app.sounds.whoosh()
        await self.fly_from(self.source(event["player"], card), path, self.pile)

    async def animate_drew(self, event: dict, previous: dict | None) -> None:
        player = event["player"]
        target = self.hand.node if player == self.bottom else self.panels[player].steal
        for _ in range(event["count"]):
            self.app.sounds.flip()
            await fly(CARD_BACK, box(self.pile), box(target), self.app.pace, FLY * 0.6)

    async def animate_attacked(self, event: dict, previous: dict | None) -> None:
        slot = self.panels[event["defender"]].slots[event["number"]]
        self.app.sounds.whoosh()
        await self.fly_from(self.source(event["attacker"], {"kind": "wolf"}), WOLF_CARD, slot)
        slot.classList.add("is-attacked")
        view = self.view()
        self.show_stage(view)
        self.panels[event["defender"]].node.classList.add("is-defending")
        self.node.dataset.phase = "defend"
        await self.app.pace.wait(DEFENDER_STEP)

    async def animate_searched(self, event: dict, previous: dict | None) -> None:
        self.forest.turn_up(event["spot"], event["forest"])
        self.app.sounds.flip()
        await self.app.pace.wait(FLIP)

    async def animate_saved(self, event: dict, previous: dict | None) -> None:
        self.app.sounds.bang()
        self.bang.classList.add("is-shown")
        await self.app.pace.wait(BANG_HOLD)
        self.bang.classList.remove("is-shown")

    async def animate_taken(self, event: dict, previous: dict | None) -> None:
        number = event["number"]
        self.app.sounds.howl()
        await self.app.pace.wait(HOLD / 2)
        slot = self.panels[event["defender"]].slots[number]
        start = box(slot)
        self.panels[event["defender"]].fill(number, False)  # the wolf stays on the empty place until it goes
        await fly(STORY_PICTURES[number], start, box(self.panels[event["attacker"]].slots[number]), self.app.pace,
                  FLY * 1.4, "ml-flyer-taken")
        self.panels[event["attacker"]].fill(number, True)

    async def animate_stole(self, event: dict, previous: dict | None) -> None:
        """The wolf goes into the opponent's hand and brings one card back, shown big for everyone."""
        self.robbed = self.panels[event["opponent"]].steal if event["opponent"] != self.bottom else self.hand.node
        self.app.sounds.whoosh()
        await self.fly_from(self.source(event["player"], {"kind": "wolf"}), WOLF_CARD, self.robbed)
        self.reveal.replaceChildren(picture(card_picture(event["card"]), "ml-reveal-card"))
        self.reveal.classList.add("is-shown")
        self.app.sounds.flip()
        await self.app.pace.wait(REVEAL)

    async def animate_under_pile(self, event: dict, previous: dict | None) -> None:
        """The wolf (and a card taken in vain) go under the draw pile."""
        attacked = self.node.querySelector(".ml-slot.is-attacked")  # JavaScript's null when none is
        for card in event["cards"]:
            if card["kind"] == "wolf" and attacked:
                attacked.classList.remove("is-attacked")
                await fly(WOLF_CARD, box(attacked), box(self.pile), self.app.pace, FLY)
            elif card["kind"] == "story" and self.reveal.classList.contains("is-shown"):
                await fly(card_picture(card), box(self.reveal.firstElementChild), box(self.pile), self.app.pace, FLY)
                self.reveal.classList.remove("is-shown")
            elif card["kind"] == "wolf":
                await fly(WOLF_CARD, box(self.robbed), box(self.pile), self.app.pace, FLY * 0.7)

    async def animate_forest_refilled(self, event: dict, previous: dict | None) -> None:
        await self.app.pace.wait(HOLD / 2)
        await self.forest.grow(event["spot"], self.app.pace)

    async def animate_forest_reshuffled(self, event: dict, previous: dict | None) -> None:
        self.app.sounds.whoosh()
        self.forest.pile.classList.add("is-shuffled")
        await self.app.pace.wait(HOLD)
        self.forest.pile.classList.remove("is-shuffled")

    async def animate_turn(self, event: dict, previous: dict | None) -> None:
        self.banner.show(self.seats[event["player"]], event["player"])

    # -- the end, and starting again ---------------------------------------------

    def ending(self, view: dict) -> tuple:
        outcome = view["outcome"]
        winner = outcome["winners"][0]
        seat = self.seats[winner]
        self.node.dataset.winner = str(winner)
        crowned = el("div", "end-winner", [picture(CROWN, "end-crown"), avatar(seat.animal, seat.computer, "l")])
        story = el("div", "end-row ml-end-story", [picture(STORY_PICTURES[number], "ml-end-card") for number in NUMBERS])
        pictures = [el("div", "end-row", [picture(RED_HOOD, "ml-end-hood"), crowned, picture(HUNTER, "ml-end-hunter")]), story]
        return pictures, end_prompt(outcome, self.animals)
