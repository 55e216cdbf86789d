"""The Märchenwald board: the forest of 49 cards, the magic mirror and its rows, the players.

The page draws only what the engine's view says; every action is saved at
once, so a reload goes on where the game was.
"""

from ui.kit.avatar import PlayerStrip, TurnBanner
from ui.kit.cards import Card
from ui.kit.dom import button, el, picture, set_label
from ui.kit.i18n import words
from ui.kit.table import Board
from ui.kit.top_bar import top_bar
from .choices import action_at, live_places
from .pictures import DWARF, OBJECT_PICTURES
from .pieces import DWARFS, FACE_ATTRS, card_face, face_attrs
from .show import MarchenwaldShow
from .words import object_name


class MarchenwaldBoard(MarchenwaldShow, Board):
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
        tappable = live_places(table.legal(current)) if table.may_act(current) else set()
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

    # -- a child's taps --------------------------------------------------------------

    def tap(self, place: int) -> None:
        table = self.table
        player = table.view()["current"]
        action = action_at(table.legal(player), place)
        if action is not None and table.act(player, action) and action["type"] == "swap":
            self.app.sounds.flip()

    async def show_choice(self, seat: int, action: dict) -> None:
        if action["type"] == "swap":
            self.app.sounds.flip()

