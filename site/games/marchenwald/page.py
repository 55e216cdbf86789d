"""Im Märchenwald for pre-readers: choose the animals, then hunt through the 7 x 7 forest.

The page draws only what the engine's view says, and animates the view's
events it has not shown yet (those with a greater seq): a card flips up and
stays long enough for everyone to see it, a found object flies beside the
mirror, a dwarf walks to its row, the crow flies off with the first object.
Every action is saved at once, so a reload goes on where the game was.
"""

import asyncio

from ..kit.avatar import PlayerStrip, TurnBanner, avatar
from ..kit.cards import Card
from ..kit.celebration import end_scene
from ..kit.computer import computer_turn
from ..kit.dom import button, el, picture, set_inert, set_label, set_pressed, toggle
from ..kit.game_page import GamePage
from ..kit.i18n import words
from ..kit.motion import above_the_screen, box, fly, swap_places
from ..kit.player_setup import PlayerSetup
from ..kit.players import seats_from_json
from ..kit.top_bar import top_bar
from .marchenwald_pictures import CARD_PICTURES, DWARF, OBJECT_PICTURES, OBJECT_TREE
from .marchenwald_words import end_prompt, event_prompt, face_name, object_name, turn_prompt

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
        self.start_button = button(words("setup.start"), self.start, "start-button", [picture("icons/play-button.svg")])
        screen = el("div", "game-setup mw-setup", [
            top_bar(app, [picture("icons/castle.svg", "bar-picture")]),
            setup.node,
            el("div", "setup-foot", [el("div", "variants", [self.together, self.alone],
                                            attrs={"role": "group", "aria-label": words("marchenwald.variants")}),
                                     self.start_button]),
        ])
        self.refresh_setup()
        return screen

    def refresh_setup(self) -> None:
        several = len(self.lineup.seats()) > 1
        for node in (self.together, self.alone):
            node.disabled = not several
        self.start_button.disabled = not self.lineup.is_ready()

    def choose_variant(self, competitive: bool) -> None:
        self.competitive = competitive
        set_pressed(self.together, not competitive)
        set_pressed(self.alone, competitive)

    def options(self, seats: list) -> dict:
        if len(seats) == 1:
            return {"variant": "solo"}
        return {"variant": "competitive" if self.competitive else "coop"}

    # -- the game -------------------------------------------------------------

    def new_table(self, setup: dict, state: dict, fresh: bool):
        return Table(self, setup, state)

    def play_again(self) -> None:
        self.competitive = self.table.view()["options"]["variant"] == "competitive"
        super().play_again()


class Table:
    """A game in progress: the forest, the mirror and its rows, the players; it plays their turns."""

    def __init__(self, page: MarchenwaldPage, setup: dict, state: dict):
        self.page = page
        self.app = page.app
        self.game = page.game
        self.setup = setup
        self.state = state
        self.seats = seats_from_json(setup["seats"])
        self.animals = [seat.animal for seat in self.seats]
        self.alive = True
        self.busy = True
        self.found = []  # objects by the mirror, as shown so far
        self.dwarfs = 0
        view = self.view()
        self.shown_seq = view["events"][-1]["seq"] if view["events"] else -1
        self.announced_turn = None  # seq of the last "turn" event whose player was named

        self.cards = [
            Card(words("marchenwald.card", number=place + 1), lambda place=place: self.tap(place),
                 attrs={"data-place": place})
            for place in range(len(view["forest"]))
        ]
        self.forest = el("div", "forest", [card.button for card in self.cards],
                         attrs={"role": "group", "aria-label": words("marchenwald.forest")})
        self.banner = TurnBanner()
        self.strip = PlayerStrip(self.seats)
        self.seeking = picture(OBJECT_PICTURES[view["seeking"]], "mirror-object")
        self.mirror = el("div", "mirror", [el("span", "mirror-glass", [self.seeking])], attrs={"role": "img"})
        self.found_slots = [el("span", "slot found-slot") for _ in range(view["objects_to_find"])]
        goal = el("span", "slot castle-goal", [picture(OBJECT_PICTURES["castle"])])  # where the seven objects go
        self.found_row = el("div", "found-row", [*self.found_slots, goal], attrs={"role": "img"})
        self.dwarf_slots = [el("span", "slot dwarf-slot") for _ in range(DWARFS)]
        self.dwarf_row = el("div", "dwarf-row", self.dwarf_slots, attrs={"role": "img"})
        new_game = button(words("game.new"), page.ask_new_game, "bar-button",
                          [picture("icons/counterclockwise-arrows-button.svg")])
        players = [self.banner.node] + ([self.strip.node] if len(self.seats) > 1 else [])
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
        self.sync(view)

    def view(self) -> dict:
        """Every seat sees the same forest: the table's view."""
        return self.game.view(self.state, None)

    def stop(self) -> None:
        self.alive = False

    def begin(self, fresh: bool) -> None:
        if fresh and self.view()["options"]["variant"] != "competitive":
            self.app.voice.say("marchenwald.intro")
        asyncio.ensure_future(self.take_turns())

    # -- drawing from the view ------------------------------------------------

    def sync(self, view: dict) -> None:
        """Make every card, the mirror and the players match the view."""
        current = view["current"]
        seat = self.seats[current]
        human_turn = not self.busy and not view["outcome"] and not seat.computer
        tappable = {action["place"] for action in self.game.legal_actions(self.state, current)} if human_turn else set()
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
        self.forest.dataset.busy = "false" if human_turn else "true"
        self.forest.dataset.currentPlayer = str(current)
        self.forest.classList.toggle("is-swapping", view["phase"] == "swap")
        self.show_seeking(view["seeking"])
        self.banner.show(seat, current)
        self.strip.show(current, view["missing_turn"])

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

    # -- turns ------------------------------------------------------------------

    def tap(self, place: int):
        if self.busy:
            return None
        view = self.view()
        player = view["current"]
        actions = [action for action in self.game.legal_actions(self.state, player) if action["place"] == place]
        if not actions:
            return None
        self.busy = True  # at once: a second tap before the first is played must not count
        self.forest.dataset.busy = "true"
        return self.tapped(player, actions[0])

    async def tapped(self, player: int, action: dict) -> None:
        await self.perform(player, action)
        await self.take_turns()

    async def perform(self, player: int, action: dict) -> None:
        """Play one action, save the game, then show what it did."""
        self.busy = True
        if action["type"] == "swap":
            self.app.sounds.flip()
        self.state = self.game.apply(self.state, player, action)
        self.app.saves.keep(self.game, self.setup, self.state)
        view = self.view()
        await self.replay(view)
        if self.alive:
            self.show_rows(view)
            self.sync(view)

    async def take_turns(self) -> None:
        """Let whoever must act act: the computer plays on by itself, a child gets the cards to tap."""
        app = self.app
        while self.alive:
            view = self.view()
            if view["outcome"] is not None:
                self.show_end(view)
                return
            current = view["current"]
            self.say_turn(view)
            if not self.seats[current].computer:
                self.busy = False
                self.sync(view)
                return
            self.busy = True
            self.sync(view)
            action = await computer_turn(app, self.game, self.state, current, self.setup["seed"])
            if not self.alive:
                return
            await self.perform(current, action)

    def say_turn(self, view: dict) -> None:
        """Name the player when the turn has just come to them, then say what to look for."""
        prompt = turn_prompt(view, self.animals)
        turns = [event["seq"] for event in view["events"] if event["kind"] == "turn"]
        turn = turns[-1] if turns else -1
        if turn != self.announced_turn:
            self.announced_turn = turn
            self.app.voice.say(*prompt)
        else:
            self.app.voice.say(prompt[-1], again=prompt)

    # -- what happened, shown ----------------------------------------------------

    async def replay(self, view: dict) -> None:
        previous = None
        for event in view["events"]:
            if event["seq"] <= self.shown_seq:
                continue
            if not self.alive:
                return
            prompt = event_prompt(event, previous, self.animals)
            if prompt:
                self.app.voice.say(prompt)
            animate = getattr(self, f"animate_{event['kind']}", None)  # castle_too_early, crow_hid, over: only said
            if animate is not None:
                await animate(event, previous)
            self.shown_seq = event["seq"]
            previous = event

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
        self.banner.show(self.seats[event["player"]], event["player"])
        self.strip.show(event["player"], self.view()["missing_turn"])

    # -- the end, and starting again ---------------------------------------------

    def show_end(self, view: dict) -> None:
        outcome = view["outcome"]
        won = outcome["reason"] == "castle"
        app = self.app
        if won:
            winners = [avatar(self.seats[p].animal, self.seats[p].computer, "l") for p in outcome["winners"]]
            if view["options"]["variant"] == "competitive":  # one winner: crown them
                winners = [el("div", "end-winner", [picture("icons/crown.svg", "end-crown"), *winners])]
            found = [picture(OBJECT_PICTURES[obj], f"end-object object-{obj}") for obj in self.found]
            pictures = [el("div", "end-castle", [picture("icons/castle.svg")]), el("div", "end-row", found),
                        el("div", "end-row", winners)]
        else:
            pictures = [el("div", "end-row end-dwarfs", [picture(DWARF, "end-dwarf") for _ in range(DWARFS)])]
        prompt = end_prompt(outcome, self.animals, view["options"]["variant"])
        scene = end_scene(won, pictures, self.page.play_again, lambda: app.go(""), app.sounds, app.voice, prompt)
        set_inert(self.node, True)  # the ending's buttons are the only ones left
        self.page.root.append(scene)
