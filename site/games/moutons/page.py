"""La Guerre des Moutons for children: lay tiles, close the biggest field of sheep of your secret colour.

The board fills the screen and grows in every direction: the child drags it
to look around and zooms with two big buttons; after every move the latest
tile is brought into view. The child holding the tablet has a corner (at
the right, or at the bottom when the tablet stands upright): their secret
colour, their tiles, and buttons for a wolf, a hunter, their shepherd,
passing and stopping. The other players' corners sit in the top bar.

A tile is tapped in the hand; it turns and flips with big buttons; the
places where it fits as shown glow, those where it would fit turned another
way glow faintly (a tap turns it to fit). Wolves, hunters and the shepherd
work the same way: tap the button, then a glowing place. The turn model is
REACTIONS: a child's wolf, hunter, shepherd and stop stay live during the
others' turns, and the engine lists what is legal (`view["moves"]`); the
page never decides a rule.

Closed fields light up and their sheep are counted aloud; a wolf howls in
its forest; a hunter chases it. At the end every player's best field is
lit and counted, one after the other.
"""

import time

import js
from pyodide.ffi import create_proxy

from ui.kit.avatar import TurnBanner, avatar, player_name
from ui.kit.dom import button, el, picture, set_label
from ui.kit.game_page import GamePage
from ui.kit.i18n import words
from ui.kit.motion import box, fly
from ui.kit.players import ANIMALS_BY_ID
from ui.kit.table import Board
from ui.kit.top_bar import top_bar
from .camera import PHONE_ZOOMS, ZOOMS, Camera
from .choices import Chosen, places_for, playable_tiles
from .counting import counted_field, counted_sheep
from .faces import face_svg, patterns_svg
from .pictures import (
    BAG, CROWN, FIND, FLIP, HUNTER, NEW_GAME, PASS, PEEK_EYES, ROTATE, SECRET, SHEEP, SHEPHERD, STOP, TILE, WOLF, ZOOM_IN,
    ZOOM_OUT)
from .words import (
    choice_prompt, colour_name, count_prompt, end_prompt, event_prompt, intro_prompt, square_name, tile_name,
    turn_prompt)

GAME_ID = "moutons"

# Seconds at the normal pace (?fast=1 shortens them all, see kit.motion).
SETTLE = 0.6  # a tile drops onto its square
DRAW = 0.35  # a tile flies from the bag to a corner
LIT = 1.6  # a closed field glows while its sheep are counted
HOWL = 1.4
CHASE = 1.2
SAID = 6.0  # at most, for the words being said to end before the count goes on: no count is dropped for waiting
PEEK = 2.5  # a child's own colour shows this long when they peek
DRAG_START = 12  # CSS px a finger moves before a tap becomes a drag
TAP_AFTER_DRAG = 0.4  # seconds during which a click that ends a drag is not a tap


class MoutonsPage(GamePage):
    game_id = GAME_ID
    default_modes = {"fox": "human", "bear": "computer"}

    setup_class = "mt-setup"

    def setup_bar(self) -> list:
        return [picture(TILE, "bar-picture"), picture(SHEEP["red"], "bar-picture"),
                          picture(WOLF, "bar-picture")]

    def new_board(self, table):
        return MoutonsBoard(table)


#: The page the app opens for this game (see ui.game_code).
PAGE = MoutonsPage


class Field:
    """The board: every tile laid, in a plane the child drags and zooms; the places a move may go glow."""

    def __init__(self, board):
        self.board = board
        phone = js_window_is_small()
        self.camera = Camera(zooms=PHONE_ZOOMS if phone else ZOOMS)
        self.cells = {}  # (x, y) -> (element, what it shows)
        self.spots = []  # the glowing buttons
        self.plane = el("div", "mt-plane")
        self.node = el("div", "mt-field", [self.plane],
                       attrs={"role": "group", "aria-label": words("moutons.board")})
        self.placed = False  # the camera has been put on the centre once the field has a size
        self.start = None
        self.moved = False
        self.ended_at = -1.0
        self.listeners = {
            "pointerdown": create_proxy(self.down),
            "pointermove": create_proxy(self.move),
            "pointerup": create_proxy(self.up),
            "pointercancel": create_proxy(self.up),
        }
        for name, proxy in self.listeners.items():
            self.node.addEventListener(name, proxy)

    def stop(self) -> None:
        for name, proxy in self.listeners.items():
            self.node.removeEventListener(name, proxy)
            proxy.destroy()
        self.listeners = {}

    def size(self) -> tuple:
        _, _, width, height = box(self.node)
        return width, height

    def place_plane(self, latest: tuple = (0, 0)) -> None:
        """Move the plane where the camera says; the first time the window has a size, onto the latest tile."""
        camera = self.camera
        if not self.placed:
            width, height = self.size()
            if width > 0:
                camera.centre_on(*latest, width, height)
                self.placed = True
        self.plane.style.setProperty("--mt-cell", f"{camera.cell}px")
        self.plane.style.transform = f"translate({camera.left:.1f}px, {camera.top:.1f}px)"
        self.mark_away()

    def mark_away(self) -> None:
        """Glowing places not wholly inside the window are not offered (the board is dragged to reach them)."""
        width, height = self.size()
        for node in self.spots:
            x, y = int(node.dataset.x or 0), int(node.dataset.y or 0)
            node.classList.toggle("is-away", not self.camera.shows(x, y, width, height))

    def square(self, node, x: int, y: int) -> None:
        node.style.setProperty("--mt-x", str(x))
        node.style.setProperty("--mt-y", str(y))

    def show_cells(self, cells: list, lit: dict) -> list:
        """Every tile of the view on its square; returns the squares drawn anew."""
        new = []
        for cell in cells:
            where = (cell["x"], cell["y"])
            look = (cell["tile"], cell["face"], cell["rotation"], cell["hunter"])
            known = self.cells.get(where)
            if known is None or known[1] != look:
                node = known[0] if known else el("div", "mt-cell", attrs={
                    "role": "img", "data-x": cell["x"], "data-y": cell["y"], "data-place": f"{cell['x']},{cell['y']}"})
                node.innerHTML = face_svg(cell, cell["kind"], cell["hunter"])
                node.dataset.tile = cell["tile"]
                node.dataset.kind = cell["kind"]
                set_label(node, tile_name(cell, cell["kind"], cell["hunter"]))
                self.square(node, *where)
                if known is None:
                    self.plane.append(node)
                    new.append(where)
                self.cells[where] = (node, look)
            node = self.cells[where][0]
            state = lit.get(where, "")
            if node.getAttribute("data-lit") != state:
                node.dataset.lit = state
        return new

    def show_spots(self, spots: list) -> None:
        """The glowing places, (x, y, label, strong): buttons kept from draw to draw, the n-th taps `tap_spot(n)`."""
        while len(self.spots) < len(spots):
            index = len(self.spots)
            node = button("", lambda index=index: self.board.tap_spot(index), "mt-spot")
            self.plane.append(node)
            self.spots.append(node)
        for index, node in enumerate(self.spots):
            if index >= len(spots):
                node.hidden = True
                node.disabled = True
                continue
            x, y, label, strong = spots[index]
            node.hidden = False
            node.disabled = False
            node.dataset.x = str(x)
            node.dataset.y = str(y)
            node.dataset.strong = "true" if strong else "false"
            node.classList.toggle("is-faint", not strong)
            set_label(node, label)
            self.square(node, x, y)
        self.mark_away()

    def keep_in_view(self, squares: list) -> None:
        width, height = self.size()
        if width and self.camera.keep_in_view(squares, width, height):
            self.place_plane()

    def show_all(self, squares: list) -> None:
        width, height = self.size()
        if width and self.camera.show_all(squares, width, height):
            self.place_plane()

    def zoom(self, step: int) -> None:
        width, height = self.size()
        if self.camera.zoom(step, width, height):
            self.place_plane()

    def cell_node(self, x: int, y: int):
        known = self.cells.get((x, y))
        return known[0] if known else None

    # Dragging the board to look around; a short touch stays a tap.

    def just_dragged(self) -> bool:
        return time.monotonic() - self.ended_at < TAP_AFTER_DRAG

    def down(self, event) -> None:
        if event.button not in (0, -1) and event.pointerType == "mouse":
            return
        self.start = (event.clientX, event.clientY, event.pointerId)
        self.moved = False

    def move(self, event) -> None:
        if self.start is None or event.pointerId != self.start[2]:
            return
        dx, dy = event.clientX - self.start[0], event.clientY - self.start[1]
        if not self.moved:
            if abs(dx) + abs(dy) < DRAG_START:
                return
            self.moved = True
            self.node.setPointerCapture(event.pointerId)  # the click that ends the drag taps no place
            self.node.classList.add("is-dragged")
        self.camera.drag(dx, dy)
        self.start = (event.clientX, event.clientY, event.pointerId)
        self.place_plane()

    def up(self, event) -> None:
        if self.start is not None and self.moved:
            self.ended_at = time.monotonic()
            self.node.classList.remove("is-dragged")
        self.start = None
        self.moved = False


def js_window_is_small() -> bool:
    """A phone: the smallest side under 600 CSS px (the kit's phone layout, where targets may be 48 px)."""
    return min(js.window.innerWidth, js.window.innerHeight) < 600


class Corner:
    """One player's corner, seen by all: their animal, secret or shown colour, tiles, wolves and hunters, bonus."""

    def __init__(self, board, player: int):
        seat = board.seats[player]
        self.player = player
        self.name = player_name(seat.animal, seat.computer)
        self.colour = el("span", "mt-colour")
        self.tiles = el("span", "mt-count mt-count-tiles")
        self.wolves = el("span", "mt-count mt-count-wolves")
        self.hunters = el("span", "mt-count mt-count-hunters")
        self.bonus = el("span", "mt-bonus")
        # A child's face-up wolves and hunters, live during the others' turns (none for a computer player).
        self.moves = {} if seat.computer else {
            kind: button("", lambda kind=kind: board.tap_special(kind, player),
                         f"mt-move mt-corner-move mt-corner-{kind}", [picture(WOLF if kind == "wolf" else HUNTER)])
            for kind in ("wolf", "hunter")}
        self.node = el("div", "mt-corner", [
            avatar(seat.animal, seat.computer, "m"), self.colour,
            el("span", "mt-counts", [self.tiles, self.wolves, self.hunters]), self.bonus, *self.moves.values(),
        ], attrs={"data-player": player, "data-animal": seat.animal, "role": "group",
                  "style": f"--player: {ANIMALS_BY_ID[seat.animal].colour}"})

    def show(self, view: dict, mine: bool, private: bool = True) -> None:
        """`private`: the child at the tablet may see their own colour now (else it shows as a secret)."""
        player = self.player
        shown = view["revealed"][player] or view["outcome"] is not None
        colour = view["colours"][player] if shown or private or not mine else None
        self.colour.replaceChildren(picture(SHEEP[colour] if colour else SECRET))
        self.colour.dataset.colour = colour or "secret"
        label = ("moutons.colour.mine" if mine else "moutons.colour.shown") if colour else "moutons.colour.secret"
        set_label(self.colour, words(label, choice=colour_name(colour)) if colour else words(label))
        self.colour.setAttribute("role", "img")
        self.node.classList.toggle("is-revealed", shown)
        specials = view["specials"][player]
        count = view["hand_sizes"][player]
        self.tiles.replaceChildren(picture(BAG), el("b", text=str(count)))
        self.wolves.replaceChildren(picture(WOLF), el("b", text=str(specials["wolves"])))
        self.hunters.replaceChildren(picture(HUNTER), el("b", text=str(specials["hunters"])))
        self.wolves.dataset.count = str(specials["wolves"])
        self.hunters.dataset.count = str(specials["hunters"])
        bonus = view["bonuses"][player]
        self.bonus.textContent = "" if bonus is None else f"+{bonus}"
        self.node.classList.toggle("is-stopped", bonus is not None)
        self.node.classList.toggle("is-current", player == (view["free"] if view["free"] is not None else view["current"]))
        set_label(self.node, words("moutons.corner", animal=self.name, count=count, number=specials["wolves"],
                                   total=specials["hunters"]))

    def show_moves(self, live: dict, held: dict, mode: str | None, shown: bool) -> None:
        """The child's wolf and hunter buttons: shown while they hold one (`shown`: not at the tablet's own
        corner, whose hand has them), live when the engine lists a square for it (`live`: kind -> squares)."""
        for kind, node in self.moves.items():
            count = held["wolves" if kind == "wolf" else "hunters"]
            node.hidden = not shown or count == 0
            node.disabled = node.hidden or not live.get(kind)
            node.dataset.chosen = "true" if mode == kind else "false"
            set_label(node, words(f"moutons.{kind}.of", animal=self.name, count=count))


class Hand:
    """The tiles of the child at the tablet, big; the chosen one turns and flips; the moves they may make."""

    def __init__(self, board):
        self.board = board
        self.tiles = el("div", "mt-tiles", attrs={"role": "group"})
        self.buttons = []
        self.rotate = button(words("moutons.rotate"), board.tap_rotate, "mt-tool mt-rotate", [picture(ROTATE)])
        self.flip = button(words("moutons.flip"), board.tap_flip, "mt-tool mt-flip", [picture(FLIP)])
        self.wolves = el("b")
        self.hunters = el("b")
        self.bonus = el("b")
        self.wolf = button("", lambda: board.tap_special("wolf"), "mt-move mt-wolf", [picture(WOLF), self.wolves])
        self.hunter = button("", lambda: board.tap_special("hunter"), "mt-move mt-hunter", [picture(HUNTER), self.hunters])
        self.reveal = button(words("moutons.reveal"), lambda: board.tap_special("reveal"), "mt-move mt-reveal",
                             [picture(SHEPHERD)])
        self.passing = button(words("moutons.pass"), board.tap_pass, "mt-move mt-pass", [picture(PASS)])
        self.stop = button("", board.tap_stop, "mt-move mt-stop", [picture(STOP), self.bonus])
        self.peek = button(words("moutons.peek"), board.tap_peek, "mt-move mt-peek", [picture(PEEK_EYES)])
        self.node = el("div", "mt-hand", [
            self.tiles,
            el("div", "mt-tools", [self.rotate, self.flip]),
            el("div", "mt-moves", [self.peek, self.wolf, self.hunter, self.reveal, self.passing, self.stop]),
        ])

    def show(self, view: dict, seat_name: str, tappable: bool) -> None:
        board = self.board
        player = board.bottom
        moves = view["moves"] if tappable else None
        hand = view["hands"][player]
        set_label(self.tiles, words("moutons.hand", animal=seat_name) if hand is not None else
                  words("moutons.hand.hidden", animal=seat_name, count=view["hand_sizes"][player]))
        chosen = board.chosen
        playable = playable_tiles(moves)
        if hand is None:
            nodes = [el("span", "mt-tile mt-tile-back", [picture(SECRET)]) for _ in range(view["hand_sizes"][player])]
        else:
            nodes = []
            for index, entry in enumerate(hand):
                tile = entry["tile"]
                is_chosen = chosen is not None and chosen.tile == tile
                face = chosen.shown() if is_chosen else entry["faces"][0]
                look = f"{tile}:{chosen.face}:{chosen.rotation}" if is_chosen else tile
                node = self.button_at(index)
                if node.getAttribute("data-look") != look:  # drawn again only when it turned
                    node.innerHTML = face_svg(face)
                    node.dataset.look = look
                node.dataset.tile = tile
                node.dataset.chosen = "true" if is_chosen else "false"
                set_label(node, tile_name(face))
                node.disabled = tile not in playable
                node.classList.toggle("can-play", tile in playable)
                nodes.append(node)
        self.tiles.replaceChildren(*nodes)
        self.tiles.dataset.count = str(len(nodes))
        self.rotate.disabled = self.flip.disabled = chosen is None
        specials = view["specials"][player]
        self.show_move(self.wolf, bool(moves and moves["wolf"]), "wolf", words("moutons.wolf", count=specials["wolves"]))
        self.wolves.textContent = str(specials["wolves"])
        self.show_move(self.hunter, bool(moves and moves["hunter"]), "hunter",
                       words("moutons.hunter", count=specials["hunters"]))
        self.hunters.textContent = str(specials["hunters"])
        self.show_move(self.reveal, bool(moves and moves["reveal"]), "reveal", words("moutons.reveal"))
        self.reveal.hidden = view["revealed"][player]
        self.show_move(self.passing, bool(moves and moves["pass"]), "pass", words("moutons.pass"))
        self.passing.classList.toggle("is-target", bool(moves and moves["pass"] and not moves["place"]))
        self.show_move(self.stop, bool(moves and moves["stop"]), "stop", words("moutons.stop", number=view["next_bonus"]))
        self.bonus.textContent = f"+{view['next_bonus']}"
        self.stop.hidden = view["bonuses"][player] is not None

    def button_at(self, index: int):
        """The hand's n-th tile button, made once and reused (a hand grows and shrinks)."""
        while len(self.buttons) <= index:
            position = len(self.buttons)
            self.buttons.append(button("", lambda position=position: self.board.tap_tile(position), "mt-tile"))
        return self.buttons[index]

    def show_move(self, node, live: bool, mode: str, label: str) -> None:
        node.disabled = not live
        node.dataset.chosen = "true" if self.board.mode == mode else "false"
        set_label(node, label)


class MoutonsBoard(Board):
    """The board in the middle, the corners of all players, and the corner of the child holding the tablet."""

    #: Every child's face-up wolves and hunters are live in their corner during the others' turns (GAMES.md).
    every_child_at_once = True

    def __init__(self, table):
        super().__init__(table)
        self.app = table.app
        self.mode = None  # "tile", "wolf", "hunter", "reveal" or "stop" (asked once more) while choosing
        self.actor = table.seat  # whose move is being chosen: the tablet's child, or a child tapping in their corner
        self.chosen = None  # the tile picked from the hand, turned and flipped
        self.spot_taps = []  # what a tap on each glowing place does: an action, or a (face, rotation) to turn to
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

    def intro_prompt(self, view: dict) -> list:
        return intro_prompt(view, self.lone_child())

    def lone_child(self) -> int | None:
        """The only child at the table (the others are computers): their colour may be said aloud."""
        children = [seat for seat, computer in enumerate(self.computers) if not computer]
        return children[0] if len(children) == 1 else None

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
            if forest["wolves"] and not forest["hunters"]:
                for x, y in forest["cells"]:
                    lit.setdefault((x, y), "wolf")
        return lit

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
        self.field.show_cells(view["board"], self.lit_squares(view))
        last = view["board"][-1]
        self.field.place_plane((last["x"], last["y"]))
        spots = self.spots(view, corner_moves[self.actor]) if tappable or self.actor != self.bottom else []
        self.spot_taps = [spot[4] for spot in spots]
        self.field.show_spots([spot[:4] for spot in spots])
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

    def spots(self, view: dict, corner_moves: dict) -> list:
        """The glowing places of the move being chosen, as (x, y, label, strong, what a tap does)."""
        moves = corner_moves if self.actor != self.bottom else view["moves"]
        if self.mode == "tile" and self.chosen is not None:
            places = places_for(moves, self.chosen)
            found = [(x, y, square_name("moutons.square", x, y), True, action)
                     for (x, y), action in places.fits.items()]
            found += [(x, y, square_name("moutons.square.turned", x, y), False, turned)
                      for (x, y), turned in places.turned.items()]
            return found
        if self.mode in ("wolf", "hunter", "reveal"):
            kind = self.mode
            return [(x, y, square_name(f"moutons.square.{kind}", x, y), True, {"type": kind, "x": x, "y": y})
                    for x, y in moves[kind]]
        return []

    # -- a child's taps -------------------------------------------------------------

    def forget_choice(self) -> None:
        self.mode = None
        self.chosen = None
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
        self.mode = "tile"
        self.show_choice_places()
        self.app.sounds.flip()
        self.app.voice.say_now(choice_prompt("tile"))

    def show_choice_places(self) -> None:
        """Draw the places of what was just chosen, and bring them all into view."""
        self.redraw()
        self.field.show_all([(int(node.dataset.x), int(node.dataset.y)) for node in self.field.spots if not node.hidden])
        self.zoom_in.disabled = not self.field.camera.can_zoom(1)
        self.zoom_out.disabled = not self.field.camera.can_zoom(-1)

    def tap_rotate(self) -> None:
        if self.chosen is not None:
            self.chosen.rotate()
            self.app.sounds.flip()
            self.redraw()

    def tap_flip(self) -> None:
        if self.chosen is not None:
            self.chosen.flip()
            self.app.sounds.flip()
            self.redraw()

    def tap_spot(self, index: int) -> None:
        """A glowing place: the move goes there; a faint one turns the chosen tile to fit (a second tap lays it)."""
        if self.field.just_dragged() or index >= len(self.spot_taps):
            return
        what = self.spot_taps[index]
        if isinstance(what, dict):
            self.act(what)
        elif self.chosen is not None:
            self.chosen.face, self.chosen.rotation = what
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

    def tap_stop(self) -> None:
        """Stopping is for good: the first tap asks, the second stops."""
        if self.mode != "stop":
            self.forget_choice()
            self.mode = "stop"
            self.redraw()
            self.app.voice.say_now("moutons.stop_sure")
            return
        self.act({"type": "stop"})

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

    def turn_prompt(self, view: dict) -> list:
        return turn_prompt(view, self.animals, self.computers)

    # -- what happened, shown ----------------------------------------------------

    def event_prompt(self, event: dict, previous: dict | None) -> list:
        return event_prompt(event, self.lone_child(), self.animals)

    async def lay(self, x: int, y: int, start) -> None:
        """A tile flies from a corner to its square and settles there."""
        view = self.view()
        self.field.keep_in_view([(x, y)])
        self.field.show_cells(view["board"], self.lit_squares(view))
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

    async def animate_turn(self, event: dict, previous: dict | None) -> None:
        self.banner.show(self.seats[event["player"]], event["player"])

    async def animate_over(self, event: dict, previous: dict | None) -> None:
        """The final count: every player's colour shows, then each one's best field lights up and is counted aloud."""
        view = self.view()
        for player, corner in enumerate(self.corners):
            corner.show(view, player == self.bottom)
        self.field.show_cells(view["board"], {})
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
        crowned = el("div", "end-row", [
            el("div", "end-winner", [picture(CROWN, "end-crown"), avatar(self.seats[w].animal, self.seats[w].computer, "l")])
            for w in winners])
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
        return [crowned, scores], end_prompt(outcome, self.animals)

