"""What happened on the Moutons board, shown and said: tiles laid, fields counted, wolves and hunters, the end.

Closed fields light up and their sheep are counted aloud; a wolf howls in
its forest; a hunter chases it. At the end every player's best field is
lit and counted, one after the other.
"""

from ui.kit.avatar import avatar, crowned, player_name
from ui.kit.dom import el, picture
from ui.kit.i18n import words
from ui.kit.motion import box, fly
from .counting import counted_field, counted_sheep
from .pictures import SECRET, SHEEP, TILE
from .words import count_prompt, end_prompt, event_prompt, intro_prompt, turn_prompt

# Seconds at the normal pace (?fast=1 shortens them all, see kit.motion).
SETTLE = 0.6  # a tile drops onto its square
DRAW = 0.35  # a tile flies from the bag to a corner
LIT = 1.6  # a closed field glows while its sheep are counted
HOWL = 1.4
CHASE = 1.2
SAID = 6.0  # at most, for the words being said to end before the count goes on: no count is dropped for waiting


class MoutonsShow:
    """The board's prompts, animations and ending (mixed into MoutonsBoard, whose field and corners it moves)."""

    def intro_prompt(self, view: dict) -> list:
        return intro_prompt(view, self.lone_child())

    def lone_child(self) -> int | None:
        """The only child at the table (the others are computers): their colour may be said aloud."""
        children = [seat for seat, computer in enumerate(self.computers) if not computer]
        return children[0] if len(children) == 1 else None

    def turn_prompt(self, view: dict) -> list:
        return turn_prompt(view, self.animals, self.computers)

    def event_prompt(self, event: dict, previous: dict | None) -> list:
        return event_prompt(event, self.lone_child(), self.animals)

    async def lay(self, x: int, y: int, start) -> None:
        """A tile flies from a corner to its square and settles there."""
        view = self.view()
        self.field.keep_in_view([(x, y)])
        self.field.show_cells(view["board"], self.lit_squares(view), self.filled_squares(view))
        node = self.field.cell_node(x, y)
        if node is None:
            return
        node.classList.add("is-landing")
        await fly(TILE, box(start), box(node), self.app.pace, SETTLE)
        node.classList.remove("is-landing")
        node.classList.add("is-new")
        self.app.sounds.success()
        await self.app.pace.wait(SETTLE / 2)
        node.classList.remove("is-new")

    def corner_node(self, player: int):
        return self.corners[player].node

    async def animate_placed(self, event: dict, previous: dict | None) -> None:
        await self.lay(event["x"], event["y"], self.corner_node(event["player"]))

    async def animate_revealed(self, event: dict, previous: dict | None) -> None:
        self.corners[event["player"]].show(self.view(), event["player"] == self.bottom, self.colour_seen())
        await self.lay(event["x"], event["y"], self.corner_node(event["player"]))

    async def animate_drew(self, event: dict, previous: dict | None) -> None:
        target = self.corner_node(event["player"])
        for _ in range(event["count"]):
            self.app.sounds.flip()
            await fly(TILE, box(self.bag), box(target), self.app.pace, DRAW)
        self.corners[event["player"]].show(self.view(), event["player"] == self.bottom, self.colour_seen())

    async def animate_closed(self, event: dict, previous: dict | None) -> None:
        """The closed field lights up while its sheep are counted aloud (a field a wolf spoils stays grey)."""
        nodes = [self.field.cell_node(x, y) for x, y in event["cells"]]
        nodes = [node for node in nodes if node is not None]
        self.field.keep_in_view([tuple(cell) for cell in event["cells"]])
        for node in nodes:
            node.classList.add("is-counted")
        if not event["voided"]:
            self.app.sounds.fanfare()
        await self.app.pace.wait(LIT)
        for node in nodes:
            node.classList.remove("is-counted")

    async def animate_wolf(self, event: dict, previous: dict | None) -> None:
        await self.lay(event["x"], event["y"], self.corner_node(event["player"]))
        self.app.sounds.howl()
        nodes = [self.field.cell_node(x, y) for x, y in event["forest"]]
        for node in nodes:
            if node is not None:
                node.classList.add("is-howling")
        await self.app.pace.wait(HOWL)
        for node in nodes:
            if node is not None:
                node.classList.remove("is-howling")

    async def animate_hunter(self, event: dict, previous: dict | None) -> None:
        await self.lay(event["x"], event["y"], self.corner_node(event["player"]))
        self.app.sounds.bang()
        node = self.field.cell_node(event["x"], event["y"])
        if node is not None:
            node.classList.add("is-chased")
            await self.app.pace.wait(CHASE)
            node.classList.remove("is-chased")

    async def animate_stopped(self, event: dict, previous: dict | None) -> None:
        self.corners[event["player"]].show(self.view(), event["player"] == self.bottom, self.colour_seen())
        self.app.sounds.chime(660)
        await self.app.pace.wait(SETTLE)

    async def animate_over(self, event: dict, previous: dict | None) -> None:
        """The final count: every player's colour shows, then each one's best field lights up and is counted aloud."""
        view = self.view()
        for player, corner in enumerate(self.corners):
            corner.show(view, player == self.bottom)
        self.field.show_cells(view["board"], {}, {})
        app = self.app
        await app.voice.idle(app.pace.seconds(SAID))  # the last move's words first
        app.voice.say("moutons.counting")
        await app.voice.idle(app.pace.seconds(SAID))
        for player in range(len(self.seats)):
            best = counted_field(view, player)
            sheep = best["sheep"] if best else 0
            cells = [tuple(cell) for cell in best["cells"]] if best else []
            nodes = [node for node in (self.field.cell_node(x, y) for x, y in cells) if node is not None]
            self.field.keep_in_view(cells)
            corner = self.corners[player].node
            corner.classList.add("is-counted")
            for node in nodes:
                node.classList.add("is-counted")
            app.voice.say(*count_prompt(self.animals[player], sheep, view["bonuses"][player]))
            await app.voice.idle(app.pace.seconds(SAID))
            await app.pace.wait(LIT)
            corner.classList.remove("is-counted")
            for node in nodes:
                node.classList.remove("is-counted")
        self.node.dataset.counted = "true"  # the final count was shown

    # -- the end ----------------------------------------------------------------

    def ending(self, view: dict) -> tuple:
        outcome = view["outcome"]
        winners = outcome["winners"]
        self.node.dataset.winner = ",".join(str(winner) for winner in winners)
        winners_row = el("div", "end-row", [crowned(self.seats[w]) for w in winners])
        scores = el("div", "end-row mt-end-scores", [
            el("div", "mt-end-score", [
                avatar(seat.animal, seat.computer, "s", decorative=True),
                picture(SHEEP[view["colours"][player]] if view["colours"][player] else SECRET, "mt-end-sheep"),
                el("b", text=str(outcome["scores"][player])),
            ], attrs={"role": "img", "data-player": player, "aria-label": words(
                "moutons.score", animal=player_name(seat.animal, seat.computer),
                count=counted_sheep(view, player), number=outcome["scores"][player] - counted_sheep(view, player),
                total=outcome["scores"][player])})
            for player, seat in enumerate(self.seats)])
        return [winners_row, scores], end_prompt(outcome, self.animals)

