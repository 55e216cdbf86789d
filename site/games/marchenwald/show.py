"""What happened in the forest, shown and said: cards turned, objects found, the witch, the crow, the dwarfs, the end.

A card flips up and stays long enough for everyone to see it, a found
object flies beside the mirror, a dwarf walks to its row, the crow flies
off with the first object. The page animates the view's events it has not
shown yet (those with a greater seq).
"""

import asyncio

from ui.kit.avatar import avatar, crowned
from ui.kit.dom import el, picture, set_label
from ui.kit.i18n import words
from ui.kit.motion import FLIP, FLY, HOLD, above_the_screen, box, fly, swap_places
from .pictures import CARD_PICTURES, DWARF, OBJECT_PICTURES
from .pieces import DWARFS, FACE_ATTRS, card_face, face_attrs
from .words import end_prompt, event_prompt, face_name, missed, turn_prompt

# The pauses are the kit's (kit.motion): FLIP, HOLD, and FLY for two cards that swap places too, but for
# a computer's card, which stays up long enough for a child to remember where it lies.
COMPUTER_CARD_HOLD = 2.5


class MarchenwaldShow:
    """The board's prompts, animations and ending (mixed into MarchenwaldBoard, whose cards and rows it moves)."""

    #: A miss is said in full once a game ("Ce n'est pas ça..."); from then on its sound says it.
    told_miss = False

    def intro_prompt(self, view: dict) -> list:
        return [] if view["options"]["variant"] == "competitive" else ["marchenwald.intro"]

    def turn_prompt(self, view: dict) -> list:
        return turn_prompt(view, self.table.animals)

    def event_prompt(self, event: dict, previous: dict | None) -> list:
        prompt = event_prompt(event, previous, self.table.animals)
        if prompt == "marchenwald.wrong":
            if self.told_miss:
                return []
            self.told_miss = True
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
        if missed(previous):
            self.app.sounds.nope()
        if previous and previous["kind"] == "swapped":
            await self.app.pace.wait(FLIP)
        elif previous and previous["kind"] == "revealed" and self.computers[previous["player"]]:
            await self.app.pace.wait(COMPUTER_CARD_HOLD)
        else:
            await self.app.pace.wait(HOLD)
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
        await swap_places(first.button, second.button, self.app.pace, FLY)
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
        await super().animate_turn(event, previous)
        self.strip.show(event["player"], self.table.view()["missing_turn"])

    # -- the end ---------------------------------------------------------------------

    def ending(self, view: dict) -> tuple:
        outcome = view["outcome"]
        won = outcome["reason"] == "castle"
        seats = self.table.seats
        if won:
            winners = [seats[p] for p in outcome["winners"]]
            if view["options"]["variant"] == "competitive":  # one winner: crown them
                winners = [crowned(*winners)]
            else:
                winners = [avatar(seat.animal, seat.computer, "l") for seat in winners]
            found = [picture(OBJECT_PICTURES[obj], f"end-object object-{obj}") for obj in self.found]
            pictures = [el("div", "end-castle", [picture("icons/castle.svg")]), el("div", "end-row", found),
                        el("div", "end-row", winners)]
        else:
            pictures = [el("div", "end-row end-dwarfs", [picture(DWARF, "end-dwarf") for _ in range(DWARFS)])]
        return pictures, end_prompt(outcome, self.table.animals, view["options"]["variant"])
