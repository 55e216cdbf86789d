"""The Moutons board: the field in the middle, every player's corner, the corner of the child holding the tablet.

The board fills the screen and grows in every direction: the child drags it
to look around and zooms with two big buttons; after every move the latest
tile is brought into view. The child holding the tablet has a corner (at
the right, or at the bottom when the tablet stands upright): their secret
colour, their tiles, and buttons for a wolf, a hunter, their shepherd,
passing and stopping (asked with pictures, yes or no; the stop sign stays small and plain until the child
is the last one in or can only pass, and calls once the normal computer player would stop in the child's
place). The other players' corners sit in the top bar.

A tile is tapped in the hand; the places where it fits as shown glow,
those where it would fit turned another way glow faintly. A tap on a place
shows the tile there, see-through (turned to fit, from a faint place): the
big buttons turn and flip it on the spot, its look says whether it fits,
and a second tap on it lays it (a tap on another place moves it; on a tile
that does not fit as turned, the tap turns it to fit). Wolves, hunters and the shepherd
work the same way: tap the button, then a glowing place. The turn model is
REACTIONS: a child's wolf, hunter, shepherd and stop stay live during the
others' turns, and the engine lists what is legal (`view["moves"]`); the
page never decides a rule.
"""

import time

from ui.kit.avatar import TurnBanner
from ui.kit.confirm import ask
from ui.kit.dom import button, el, picture, set_label
from ui.kit.i18n import words
from ui.kit.table import Board
from ui.kit.top_bar import top_bar
from .choices import Chosen, places_for, playable_tiles
from .faces import patterns_svg
from .pictures import BAG, FIND, NEW_GAME, STOP, ZOOM_IN, ZOOM_OUT
from .pieces import Corner, Field, Hand
from .show import MoutonsShow
from .words import choice_prompt, square_name

PEEK = 2.5  # seconds a child's own colour shows when they peek


class MoutonsBoard(MoutonsShow, Board):
    """The board in the middle, the corners of all players, and the corner of the child holding the tablet."""

    #: Every child's face-up wolves and hunters are live in their corner during the others' turns (the project's decision).
    every_child_at_once = True

    def __init__(self, table):
        super().__init__(table)
        self.app = table.app
        self.mode = None  # "tile", "wolf", "hunter" or "reveal" while choosing
        self.actor = table.seat  # whose move is being chosen: the tablet's child, or a child tapping in their corner
        self.chosen = None  # the tile picked from the hand, turned and flipped
        self.aim = None  # the square where the chosen tile shows, see-through, before it is laid
        self.spot_taps = []  # what a tap on each glowing place does: an action, or the square to show the tile on
        self.arranged = None
        self.peek_until = 0.0
        self.field = Field(self)
        self.corners = [Corner(self, player) for player in range(len(self.seats))]
        self.hand = Hand(self)
        self.banner = TurnBanner()
        self.others = el("div", "mt-others")
        self.me = el("div", "mt-me")
        self.bag_count = el("b")
        self.bag = el("div", "mt-bag", [picture(BAG), self.bag_count], attrs={"role": "img"})
        new_game = button(words("game.new"), table.page.ask_new_game, "bar-button mt-new-game", [picture(NEW_GAME)])
        self.zoom_in = button(words("moutons.zoom_in"), lambda: self.tap_zoom(1), "mt-view mt-zoom-in",
                              [picture(ZOOM_IN)])
        self.zoom_out = button(words("moutons.zoom_out"), lambda: self.tap_zoom(-1), "mt-view mt-zoom-out",
                               [picture(ZOOM_OUT)])
        self.find = button(words("moutons.find"), self.tap_find, "mt-view mt-find", [picture(FIND)])
        patterns = el("div", "mt-defs")
        patterns.innerHTML = patterns_svg()
        view = table.view()
        self.node = el("div", "mt-table", [
            top_bar(self.app, [self.banner.node, self.others], [new_game]),
            el("div", "mt-middle", [
                el("div", "mt-views", [self.zoom_in, self.zoom_out, self.find, self.bag]),
                self.field.node,
                el("div", "mt-side", [self.me, self.hand.node]),
            ]),
            patterns,
        ], attrs={"data-current-player": view["current"], "data-busy": "true", "data-players": len(self.seats),
                  "data-hands": table.state["options"]["hands"], "data-mode": "", "data-counted": "false"})

    def stop(self) -> None:
        self.field.stop()

    # -- drawing from the view ------------------------------------------------

    def arrange(self) -> None:
        """The tablet's seat in its own corner beside the hand; the others in the bar, in the order of play after it."""
        count = len(self.seats)
        others = [(self.bottom + step) % count for step in range(1, count)]
        self.others.replaceChildren(*[self.corners[player].node for player in others])
        self.me.replaceChildren(self.corners[self.bottom].node)
        self.node.dataset.bottom = str(self.bottom)
        self.arranged = self.bottom

    def colour_seen(self) -> bool:
        """The child at the tablet may see their own secret colour now: alone with computers, behind
        the pass-the-tablet cover (hidden hands), or while they peek (open hands, several children)."""
        children = [seat for seat, computer in enumerate(self.computers) if not computer]
        return len(children) <= 1 or self.table.hidden_hands or time.monotonic() < self.peek_until

    async def tap_peek(self) -> None:
        """Open hands with several children: the colour shows a moment, the child's hand over the screen."""
        self.peek_until = time.monotonic() + self.app.pace.seconds(PEEK)
        self.redraw()
        await self.app.pace.wait(PEEK)
        if self.table.alive:
            self.redraw()

    def may_tap(self) -> bool:
        return self.table.may_act(self.bottom)

    def corner_moves(self, player: int) -> dict:
        """Where the child at `player` may play a wolf or a hunter now (the engine's list), from their corner."""
        if player == self.bottom or self.computers[player] or not self.table.may_act(player):
            return {}
        squares = {"wolf": [], "hunter": []}
        for action in self.table.legal(player):
            if action["type"] in squares:
                squares[action["type"]].append((action["x"], action["y"]))
        return squares

    def lit_squares(self, view: dict) -> dict:
        """Squares of closed fields: "closed", or "void" when a wolf's forest touches it; wolves' forests "wolf"."""
        lit = {}
        for enclosure in view["enclosures"]:
            if enclosure["closed"]:
                for x, y in enclosure["cells"]:
                    if lit.get((x, y)) != "closed":
                        lit[x, y] = "void" if enclosure["voided"] else "closed"
        for forest in view["forests"]:
            if forest["dangerous"]:
                for x, y in forest["cells"]:
                    lit.setdefault((x, y), "wolf")
        return lit

    def filled_squares(self, view: dict) -> dict:
        """The colours of the closed fields no wolf spoils, square by square: their meadows are filled."""
        filled = {}
        for enclosure in view["enclosures"]:
            if enclosure["closed"] and not enclosure["voided"]:
                for x, y in enclosure["cells"]:
                    filled.setdefault((x, y), set()).add(enclosure["colour"])
        return filled

    def draw(self, view: dict) -> None:
        """Make the board, the corners and the hand match the view."""
        if self.arranged != self.bottom:
            self.forget_choice()
            self.arrange()
        tappable = self.may_tap() and view["moves"] is not None
        corner_moves = {player: self.corner_moves(player) for player in range(len(self.seats))}
        if self.actor != self.bottom:  # a child chose a wolf or a hunter in their corner
            if not corner_moves[self.actor].get(self.mode):
                self.forget_choice()
        else:
            if not tappable and self.mode is not None:
                self.forget_choice()
            if self.chosen is not None and self.chosen.tile not in playable_tiles(view["moves"]):
                self.forget_choice()
            if self.mode in ("wolf", "hunter", "reveal") and not (view["moves"] or {}).get(self.mode):
                self.forget_choice()
        self.field.show_cells(view["board"], self.lit_squares(view), self.filled_squares(view))
        last = view["board"][-1]
        self.field.place_plane((last["x"], last["y"]))
        spots = self.spots(view, corner_moves[self.actor]) if tappable or self.actor != self.bottom else []
        self.spot_taps = [spot[4] for spot in spots]
        self.field.show_spots([spot[:4] for spot in spots])
        self.show_ghost(view["moves"] if tappable else None)
        private = self.colour_seen()
        for player, corner in enumerate(self.corners):
            corner.show(view, player == self.bottom, private)
            corner.show_moves(corner_moves[player], view["specials"][player],
                              self.mode if self.actor == player else None, player != self.bottom)
        self.hand.peek.hidden = private or view["revealed"][self.bottom] or view["outcome"] is not None
        self.hand.show(view, self.corners[self.bottom].name, tappable)
        self.bag_count.textContent = str(view["bag"])
        set_label(self.bag, words("moutons.bag", count=view["bag"]))
        self.zoom_in.disabled = not self.field.camera.can_zoom(1)
        self.zoom_out.disabled = not self.field.camera.can_zoom(-1)
        node = self.node
        node.dataset.currentPlayer = str(view["current"])
        node.dataset.free = "" if view["free"] is None else str(view["free"])
        node.dataset.mode = self.mode or ""
        node.dataset.cells = str(len(view["board"]))
        if view["outcome"] is None:
            mover = view["free"] if view["free"] is not None else view["current"]
            self.banner.show(self.seats[mover], mover)

    def children_watch(self, view: dict) -> bool:
        """A child who stopped is out for good: once every child has, the computers finish the game briskly."""
        still_in = [seat for seat in range(len(self.seats)) if seat not in view["stopped"]]
        return bool(still_in) and all(self.computers[seat] for seat in still_in)

    def spots(self, view: dict, corner_moves: dict) -> list:
        """The glowing places of the move being chosen, as (x, y, label, strong, what a tap does)."""
        moves = corner_moves if self.actor != self.bottom else view["moves"]
        if self.mode == "tile" and self.chosen is not None:
            places = places_for(moves, self.chosen)
            found = [(x, y, square_name("moutons.square.show", x, y), True, (x, y)) for x, y in places.fits]
            found += [(x, y, square_name("moutons.square.turned", x, y), False, (x, y)) for x, y in places.turned]
            return [spot for spot in found if spot[4] != self.aim]  # the tile itself shows there
        if self.mode in ("wolf", "hunter", "reveal"):
            kind = self.mode
            return [(x, y, square_name(f"moutons.square.{kind}", x, y), True, {"type": kind, "x": x, "y": y})
                    for x, y in moves[kind]]
        return []

    def show_ghost(self, moves: dict | None) -> None:
        """The chosen tile on the square the child tapped, as it is turned: whether it fits there, what a tap does."""
        places = places_for(moves, self.chosen) if self.mode == "tile" else None
        if places is None or self.aim not in places.all():
            self.aim = None
            self.field.hide_ghost()
            self.field.calm_spots(False)
            self.hand.call_turning(False)
            return
        fits = self.aim in places.fits
        label = square_name("moutons.square" if fits else "moutons.square.turned", *self.aim)
        self.field.show_ghost(self.aim, self.chosen.shown(), fits, label)
        self.field.calm_spots(fits)
        self.hand.call_turning(not fits)

    # -- a child's taps -------------------------------------------------------------

    def forget_choice(self) -> None:
        self.mode = None
        self.chosen = None
        self.aim = None
        self.actor = self.bottom

    def redraw(self) -> None:
        self.draw(self.view())

    def tap_tile(self, index: int) -> None:
        view = self.view()
        hand = view["hands"][self.bottom]
        if not self.may_tap() or hand is None or index >= len(hand):
            return
        entry = hand[index]
        if self.chosen is not None and self.chosen.tile == entry["tile"]:  # tapped again: put back
            self.forget_choice()
            self.redraw()
            return
        self.chosen = Chosen(entry["tile"], entry["faces"])
        self.aim = None
        self.mode = "tile"
        self.show_choice_places()
        self.app.sounds.flip()
        self.app.voice.say_now(choice_prompt("tile"))

    def show_choice_places(self) -> None:
        """Draw the places of what was just chosen, and bring them all into view."""
        self.redraw()
        self.field.show_all([(int(node.dataset.x), int(node.dataset.y)) for node in self.field.spots if not node.hidden])
        self.keep_fits_in_view()
        self.zoom_in.disabled = not self.field.camera.can_zoom(1)
        self.zoom_out.disabled = not self.field.camera.can_zoom(-1)

    def keep_fits_in_view(self) -> None:
        """The tile shown on the board stays in the window; else the places where the chosen tile fits as it is
        turned now are in it, whatever else is not."""
        if self.aim is not None:
            self.field.keep_in_view([self.aim])
            return
        self.field.keep_some_in_view([(int(node.dataset.x), int(node.dataset.y)) for node in self.field.spots
                                      if not node.hidden and node.dataset.strong == "true"])

    def tap_rotate(self) -> None:
        if self.chosen is not None:
            self.chosen.rotate()
            self.app.sounds.flip()
            self.redraw()
            self.keep_fits_in_view()

    def tap_flip(self) -> None:
        if self.chosen is not None:
            self.chosen.flip()
            self.app.sounds.flip()
            self.redraw()
            self.keep_fits_in_view()

    def tap_spot(self, index: int) -> None:
        """A glowing place: a wolf, a hunter or the shepherd goes there; the chosen tile shows there (turned to fit,
        from a faint place), to be laid by a second tap."""
        if self.field.just_dragged() or index >= len(self.spot_taps):
            return
        what = self.spot_taps[index]
        if isinstance(what, dict):
            self.act(what)
            return
        if self.chosen is None:
            return
        first = self.aim is None
        self.aim = what
        self.turn_to_fit()
        self.app.sounds.flip()
        self.redraw()
        if first:
            self.app.voice.say_now("moutons.lay_sure")

    def turn_to_fit(self) -> None:
        """The chosen tile turned (and flipped if it must) the way it fits on the square it shows on."""
        places = places_for(self.view()["moves"], self.chosen)
        if self.aim in places.turned:
            self.chosen.face, self.chosen.rotation = places.turned[self.aim]

    def tap_ghost(self) -> None:
        """The tile shown on the board: laid there if it fits as it is turned, else turned to fit."""
        if self.field.just_dragged() or self.chosen is None or self.aim is None:
            return
        place = places_for(self.view()["moves"], self.chosen).fits.get(self.aim)
        if place is not None:
            self.act(place)
            return
        self.turn_to_fit()
        self.app.sounds.flip()
        self.redraw()

    def tap_special(self, kind: str, player: int | None = None) -> None:
        """A wolf, a hunter or the shepherd (`player`: a wolf or hunter from another child's corner, during
        anyone's turn): its places glow (tapped again: put back)."""
        actor = self.bottom if player is None else player
        if not self.table.may_act(actor):
            return
        again = self.mode == kind and self.actor == actor
        self.forget_choice()
        self.actor = actor
        self.mode = None if again else kind
        self.show_choice_places()
        if self.mode:
            self.app.sounds.flip()
            self.app.voice.say_now(choice_prompt(kind))

    def tap_pass(self) -> None:
        self.act({"type": "pass"})

    def tap_draw(self) -> None:
        """No tile of the hand fits while the bag has tiles: one tile from the bag instead."""
        self.act({"type": "draw"})

    def tap_stop(self) -> None:
        """Stopping is for good: the sign asks with pictures (the sign and its bonus, yes or no); yes stops."""
        self.forget_choice()
        self.redraw()
        bonus = el("b", "mt-stop-bonus", text=f"+{self.view()['next_bonus']}")
        question = [el("span", "confirm-picture mt-stop-question", [picture(STOP), bonus])]
        ask(self.table.page.root, self.table.node, words("moutons.stop.ask"), question,
            (words("moutons.stop.yes"), words("moutons.stop.no")), lambda: self.act({"type": "stop"}))
        self.app.voice.say_now("moutons.stop_sure")

    def tap_zoom(self, step: int) -> None:
        self.field.zoom(step)
        self.zoom_in.disabled = not self.field.camera.can_zoom(1)
        self.zoom_out.disabled = not self.field.camera.can_zoom(-1)

    def tap_find(self) -> None:
        """Back to the latest tiles laid."""
        view = self.view()
        latest = [(cell["x"], cell["y"]) for cell in view["board"][-3:]]
        width, height = self.field.size()
        self.field.camera.centre_on(latest[-1][0], latest[-1][1], width, height)
        self.field.keep_in_view(latest)
        self.field.place_plane()

    def act(self, action: dict) -> None:
        """Hand the move to the table, for the child who chose it; what was chosen for it is done with."""
        if self.table.act(self.actor, action):
            self.forget_choice()
            self.spot_taps = []
            for spot in self.field.spots:
                spot.disabled = True
            self.field.hide_ghost()
