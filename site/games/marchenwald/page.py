"""Im Märchenwald for pre-readers: choose the animals, then hunt through the 7 x 7 forest.

The page draws only what the engine's view says, and animates the view's
events it has not shown yet (those with a greater seq): a card flips up and
stays long enough for everyone to see it, a found object flies beside the
mirror, a dwarf walks to its row, the crow flies off with the first object.
Every action is saved at once, so a reload goes on where the game was.
"""

import asyncio

from ui.kit.avatar import PlayerStrip, TurnBanner, avatar
from ui.kit.cards import Card
from ui.kit.dom import button, el, picture, set_label, set_pressed, toggle
from ui.kit.game_page import GamePage
from ui.kit.i18n import words
from ui.kit.motion import above_the_screen, box, fly, swap_places
from ui.kit.player_setup import PlayerSetup, PlayOrder
from ui.kit.table import Board
from ui.kit.top_bar import top_bar
from .pictures import CARD_PICTURES, DWARF, OBJECT_PICTURES, OBJECT_TREE
from .words import end_prompt, event_prompt, face_name, object_name, turn_prompt

GAME_ID = "marchenwald"
DWARFS = 7
# Attributes that describe a face-up card; they go as soon as it turns down.
FACE_ATTRS = ("data-kind", "data-object", "data-mirror")

# Seconds at the normal pace (?fast=1 shortens them all, see kit.motion).
FLIP = 0.5
HOLD = 1.2  # a revealed card stays up this long, so every child sees it
FLY = 0.7
SWAP = 0.8


def card_face(card: dict):
    """The face of a forest card: an object at the foot of its tree with the next one in a small mirror."""
    kind = card["kind"]
    if kind != "object":
        return el("span", f"face face-{kind}", [picture(CARD_PICTURES[kind], "face-main")])
    return el("span", "face face-object", [
        picture(OBJECT_TREE, "face-tree"),
        picture(OBJECT_PICTURES[card["object"]], f"face-main object-{card['object']}"),
        el("span", "face-mirror", [picture(OBJECT_PICTURES[card["mirror"]], f"object-{card['mirror']}")]),
    ])


def face_attrs(card: dict) -> dict:
    attrs = {"data-kind": card["kind"]}
    if card["kind"] == "object":
        attrs.update({"data-object": card["object"], "data-mirror": card["mirror"]})
    return attrs


class MarchenwaldPage(GamePage):
    game_id = GAME_ID
    default_modes = {"fox": "human"}

    def __init__(self, app):
        super().__init__(app)
        self.competitive = False

    # -- who plays ----------------------------------------------------------

    def setup_screen(self):
        app = self.app
        setup = PlayerSetup(self.lineup, lambda lineup: self.refresh_setup(), app.sounds)
        self.together = toggle(words("marchenwald.together"), not self.competitive, lambda: self.choose_variant(False),
                               "variant", [picture("icons/handshake.svg")])
        self.alone = toggle(words("marchenwald.alone"), self.competitive, lambda: self.choose_variant(True),
                            "variant", [picture("icons/trophy.svg")])
        self.order = PlayOrder()
        self.start_button = button(words("setup.start"), self.start, "start-button", [picture("icons/play-button.svg")])
        screen = el("div", "game-setup mw-setup", [
            top_bar(app, [picture("icons/castle.svg", "bar-picture")]),
            setup.node,
            el("div", "setup-foot", [el("div", "variants", [self.together, self.alone],
                                            attrs={"role": "group", "aria-label": words("marchenwald.variants")}),
                                     self.order.node, self.start_button]),
        ])
        self.refresh_setup()
        return screen

    def refresh_setup(self) -> None:
        seats = self.lineup.seats()
        several = len(seats) > 1
        for node in (self.together, self.alone):
            node.disabled = not several
        self.start_button.disabled = not self.lineup.is_ready()
        self.order.show(seats if several else [])  # who starts matters once there are two

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


class MarchenwaldBoard(Board):
    """The forest, the mirror and its rows, the players."""

    def __init__(self, table):
        super().__init__(table)
        self.app = table.app
        view = table.view()
        self.found = []  # objects by the mirror, as shown so far
        self.dwarfs = 0
        self.cards = [
            Card(words("marchenwald.card", number=place + 1), lambda place=place: self.tap(place),
                 attrs={"data-place": place})
            for place in range(len(view["forest"]))
        ]
        self.forest = el("div", "forest", [card.button for card in self.cards],
                         attrs={"role": "group", "aria-label": words("marchenwald.forest")})
        self.banner = TurnBanner()
        self.strip = PlayerStrip(table.seats)
        self.seeking = picture(OBJECT_PICTURES[view["seeking"]], "mirror-object")
        self.mirror = el("div", "mirror", [el("span", "mirror-glass", [self.seeking])], attrs={"role": "img"})
        self.found_slots = [el("span", "slot found-slot") for _ in range(view["objects_to_find"])]
        goal = el("span", "slot castle-goal", [picture(OBJECT_PICTURES["castle"])])  # where the seven objects go
        self.found_row = el("div", "found-row", [*self.found_slots, goal], attrs={"role": "img"})
        self.dwarf_slots = [el("span", "slot dwarf-slot") for _ in range(DWARFS)]
        self.dwarf_row = el("div", "dwarf-row", self.dwarf_slots, attrs={"role": "img"})
        new_game = button(words("game.new"), table.page.ask_new_game, "bar-button",
                          [picture("icons/counterclockwise-arrows-button.svg")])
        players = [self.banner.node] + ([self.strip.node] if len(table.seats) > 1 else [])
        self.node = el("div", "mw-table", [
            self.forest,
            el("aside", "mw-side", [
                top_bar(self.app, [], [new_game]),
                el("div", "mw-players", players),
                self.mirror,
                self.found_row,
                self.dwarf_row,
            ]),
        ], attrs={"data-variant": view["options"]["variant"]})
        self.show_rows(view)

    # -- drawing from the view ------------------------------------------------

    def draw(self, view: dict) -> None:
        """Make every card, the mirror and the players match the view."""
        table = self.table
        current = view["current"]
        tappable = {action["place"] for action in table.legal(current)} if table.may_act(current) else set()
        for spot, card in zip(view["forest"], self.cards):
            place, status = spot["place"], spot["status"]
            node = card.button
            if status == "shown":
                if not card.is_up:
                    card.turn_up(card_face(spot["card"]), attrs=face_attrs(spot["card"]))
                self.name_card(place, spot["card"])
            else:
                if card.is_up:
                    card.turn_down(FACE_ATTRS)
                self.name_card(place)
            node.classList.toggle("is-empty", status == "empty")
            node.classList.toggle("is-picked", place == view["swap_first"])
            node.disabled = place not in tappable
        self.forest.dataset.phase = view["phase"]
        self.forest.dataset.busy = "false" if tappable else "true"
        self.forest.dataset.currentPlayer = str(current)
        self.forest.classList.toggle("is-swapping", view["phase"] == "swap")
        self.show_seeking(view["seeking"])
        self.banner.show(table.seats[current], current)
        self.strip.show(current, view["missing_turn"])

    def moved(self) -> None:
        """The rows as the view has them, once a move's animations are over."""
        self.show_rows(self.table.view())

    def show_seeking(self, seeking: str) -> None:
        if self.mirror.getAttribute("data-seeking") == seeking:
            return
        self.mirror.dataset.seeking = seeking
        self.seeking.src = OBJECT_PICTURES[seeking]
        set_label(self.mirror, words("marchenwald.seeking", object=object_name(seeking)))
        self.mirror.classList.remove("mirror-new")
        self.mirror.offsetWidth  # restart the shine animation
        self.mirror.classList.add("mirror-new")

    def show_rows(self, view: dict | None = None) -> None:
        """The found objects beside the mirror and the dwarfs below; from the view, or as animated so far."""
        if view is not None:
            self.found = [card["object"] for card in view["found"]]
            self.dwarfs = view["dwarfs"]
        for index, slot in enumerate(self.found_slots):
            obj = self.found[index] if index < len(self.found) else None
            slot.replaceChildren(*([picture(OBJECT_PICTURES[obj], f"object-{obj}")] if obj else []))
            slot.classList.toggle("is-filled", obj is not None)
            if obj:
                slot.dataset.object = obj
            else:
                slot.removeAttribute("data-object")
        for index, slot in enumerate(self.dwarf_slots):
            slot.replaceChildren(*([picture(DWARF)] if index < self.dwarfs else []))
            slot.classList.toggle("is-filled", index < self.dwarfs)
        self.found_row.dataset.count = str(len(self.found))
        set_label(self.found_row, words("marchenwald.found_row", count=len(self.found), total=len(self.found_slots)))
        self.dwarf_row.dataset.count = str(self.dwarfs)
        set_label(self.dwarf_row, words("marchenwald.dwarf_row", count=self.dwarfs))

    # -- a child's taps, what is said -------------------------------------------

    def tap(self, place: int) -> None:
        table = self.table
        player = table.view()["current"]
        actions = [action for action in table.legal(player) if action["place"] == place]
        if actions and table.act(player, actions[0]) and actions[0]["type"] == "swap":
            self.app.sounds.flip()

    async def show_choice(self, seat: int, action: dict) -> None:
        if action["type"] == "swap":
            self.app.sounds.flip()

    def intro_prompt(self, view: dict) -> list:
        return [] if view["options"]["variant"] == "competitive" else ["marchenwald.intro"]

    def turn_prompt(self, view: dict) -> list:
        return turn_prompt(view, self.table.animals)

    def event_prompt(self, event: dict, previous: dict | None) -> list:
        prompt = event_prompt(event, previous, self.table.animals)
        return [prompt] if prompt else []

    # -- what happened, shown ----------------------------------------------------

    def name_card(self, place: int, face: dict | None = None) -> None:
        """The card's accessible name: its number, and what it shows while face up."""
        if face is None:
            set_label(self.cards[place].button, words("marchenwald.card", number=place + 1))
        else:
            set_label(self.cards[place].button, words("marchenwald.card_up", number=place + 1, face=face_name(face)))

    async def animate_revealed(self, event: dict, previous: dict | None) -> None:
        card = self.cards[event["place"]]
        card.turn_up(card_face(event["card"]), attrs=face_attrs(event["card"]))
        self.name_card(event["place"], event["card"])
        self.app.sounds.flip()
        await self.app.pace.wait(FLIP)

    async def animate_found(self, event: dict, previous: dict | None) -> None:
        card = self.cards[event["place"]]
        self.app.sounds.success()
        card.button.classList.add("is-glowing")
        await self.app.pace.wait(HOLD / 2)
        slot = self.found_slots[min(len(self.found), len(self.found_slots) - 1)]
        start = box(card.front)
        card.let_go()
        await fly(OBJECT_PICTURES[event["object"]], start, box(slot), self.app.pace, FLY)
        card.button.classList.remove("is-glowing")
        self.found.append(event["object"])
        self.show_rows()
        self.show_seeking(event["next"])

    async def animate_hidden_again(self, event: dict, previous: dict | None) -> None:
        """Everyone has seen the card (a witch that has done her work needs no more look): it turns down."""
        card = self.cards[event["place"]]
        await self.app.pace.wait(FLIP if previous and previous["kind"] == "swapped" else HOLD)
        card.turn_down(FACE_ATTRS)
        card.button.classList.remove("is-glowing")
        self.name_card(event["place"])
        await self.app.pace.wait(FLIP)
        card.forget_face()

    async def animate_witch(self, event: dict, previous: dict | None) -> None:
        self.app.sounds.whoosh()
        self.cards[event["place"]].button.classList.add("is-glowing")

    async def animate_swapped(self, event: dict, previous: dict | None) -> None:
        first, second = (self.cards[place] for place in event["places"])
        self.app.sounds.whoosh()
        await swap_places(first.button, second.button, self.app.pace, SWAP)
        first.button.classList.remove("is-picked")

    async def animate_crow_stole(self, event: dict, previous: dict | None) -> None:
        """The crow flies off with the first object found."""
        pace = self.app.pace
        self.app.sounds.oops()
        await pace.wait(HOLD)
        card = self.cards[event["place"]]
        crow, stolen = box(card.front), box(self.found_slots[0])
        card.let_go()
        self.found.pop(0)
        self.show_rows()
        await asyncio.gather(
            fly(CARD_PICTURES["crow"], crow, above_the_screen(), pace, FLY * 1.5, "flyer-crow"),
            fly(OBJECT_PICTURES[event["object"]], stolen, above_the_screen(), pace, FLY * 1.5),
        )

    async def animate_dwarf(self, event: dict, previous: dict | None) -> None:
        self.app.sounds.oops()
        await self.app.pace.wait(HOLD)
        slot = self.dwarf_slots[min(event["dwarfs"], DWARFS) - 1]
        card = self.cards[event["place"]]
        start = box(card.front)
        card.let_go()
        await fly(DWARF, start, box(slot), self.app.pace, FLY)
        self.dwarfs = event["dwarfs"]
        self.show_rows()

    async def animate_filled(self, event: dict, previous: dict | None) -> None:
        """A new face-down tree grows where a card left (or, with none left, the place stays empty)."""
        card = self.cards[event["place"]]
        node = card.button
        node.classList.add("no-flip")
        card.turn_down(FACE_ATTRS)
        card.forget_face()
        self.name_card(event["place"])
        node.offsetWidth  # lay out face down before the flip animation comes back
        node.classList.remove("no-flip")
        node.classList.toggle("is-empty", event["kind"] == "cleared")
        node.classList.add("is-new")
        await self.app.pace.wait(FLIP)
        node.classList.remove("is-new")

    animate_cleared = animate_filled

    async def animate_tree(self, event: dict, previous: dict | None) -> None:
        if event["misses_turn"]:
            self.app.sounds.oops()
            self.strip.mark_missing(event["player"], True)

    async def animate_castle(self, event: dict, previous: dict | None) -> None:
        self.cards[event["place"]].button.classList.add("is-glowing")
        self.app.sounds.success()
        await self.app.pace.wait(HOLD)

    async def animate_skipped(self, event: dict, previous: dict | None) -> None:
        item = self.strip.items[event["player"]]
        item.classList.add("is-skipped")
        await self.app.pace.wait(HOLD)
        item.classList.remove("is-skipped")
        self.strip.mark_missing(event["player"], False)

    async def animate_turn(self, event: dict, previous: dict | None) -> None:
        self.banner.show(self.table.seats[event["player"]], event["player"])
        self.strip.show(event["player"], self.table.view()["missing_turn"])

    # -- the end, and starting again ---------------------------------------------

    def ending(self, view: dict) -> tuple:
        outcome = view["outcome"]
        won = outcome["reason"] == "castle"
        seats = self.table.seats
        if won:
            winners = [avatar(seats[p].animal, seats[p].computer, "l") for p in outcome["winners"]]
            if view["options"]["variant"] == "competitive":  # one winner: crown them
                winners = [el("div", "end-winner", [picture("icons/crown.svg", "end-crown"), *winners])]
            found = [picture(OBJECT_PICTURES[obj], f"end-object object-{obj}") for obj in self.found]
            pictures = [el("div", "end-castle", [picture("icons/castle.svg")]), el("div", "end-row", found),
                        el("div", "end-row", winners)]
        else:
            pictures = [el("div", "end-row end-dwarfs", [picture(DWARF, "end-dwarf") for _ in range(DWARFS)])]
        return pictures, end_prompt(outcome, self.table.animals, view["options"]["variant"])
