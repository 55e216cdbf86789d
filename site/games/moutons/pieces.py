"""The Moutons board's pieces: the field of tiles a child drags and zooms, each player's corner, the hand.

The board (board.py) makes them and draws them from the engine's view;
they hand every tap back to it.
"""

import js

from pygame_rules.moutons.bots import good_time_to_stop
from ui.kit.avatar import avatar, player_name
from ui.kit.dom import button, el, picture, set_label
from ui.kit.drag import Drag
from ui.kit.i18n import words
from ui.kit.motion import box
from ui.kit.players import ANIMALS_BY_ID
from .camera import PHONE_ZOOMS, ZOOMS, Camera
from .choices import playable_tiles
from .faces import face_svg
from .pictures import BAG, FITS, FLIP, HUNTER, MISFIT, PASS, PEEK_EYES, ROTATE, SECRET, SHEEP, SHEPHERD, STOP, WOLF
from .words import colour_name, tile_name


class Field:
    """The board: every tile laid, in a plane the child drags and zooms; the places a move may go glow; the
    chosen tile shows, see-through, on the place the child tapped (the ghost)."""

    def __init__(self, board):
        self.board = board
        phone = js_window_is_small()
        self.camera = Camera(zooms=PHONE_ZOOMS if phone else ZOOMS)
        self.cells = {}  # (x, y) -> (element, what it shows)
        self.spots = []  # the glowing buttons
        self.plane = el("div", "mt-plane")
        self.ghost = button("", board.tap_ghost, "mt-ghost")
        self.ghost.hidden = True
        self.plane.append(self.ghost)
        self.node = el("div", "mt-field", [self.plane],
                       attrs={"role": "group", "aria-label": words("moutons.board")})
        self.placed = False  # the camera has been put on the centre once the field has a size
        self.drag = FieldDrag(self)

    def stop(self) -> None:
        self.drag.stop()

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

    def show_cells(self, cells: list, lit: dict, filled: dict) -> list:
        """Every tile of the view on its square, the meadows of closed fields filled (`filled`: square -> their
        colours); returns the squares drawn anew."""
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
            colours = " ".join(sorted(filled.get(where, ())))
            if node.getAttribute("data-filled") != colours:
                node.dataset.filled = colours
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

    def show_ghost(self, square: tuple, face: dict, fits: bool, label: str) -> None:
        """The chosen tile on `square` as it is turned, with a check mark where it fits, a cross where it does not."""
        ghost = self.ghost
        look = f"{square}:{face}:{fits}"
        if ghost.getAttribute("data-look") != look:
            ghost.innerHTML = face_svg(face) + f'<img class="mt-ghost-mark" src="{FITS if fits else MISFIT}" alt="">'
            ghost.dataset.look = look
        ghost.hidden = False
        ghost.dataset.x, ghost.dataset.y = str(square[0]), str(square[1])
        ghost.dataset.fits = "true" if fits else "false"
        set_label(ghost, label)
        self.square(ghost, *square)

    def hide_ghost(self) -> None:
        self.ghost.hidden = True
        self.ghost.removeAttribute("data-look")

    def calm_spots(self, calm: bool) -> None:
        """The tile shows where it fits: only its check mark calls now, the other places stay lit but still."""
        for node in self.spots:
            node.classList.toggle("is-calm", calm)

    def keep_in_view(self, squares: list) -> None:
        width, height = self.size()
        if width and self.camera.keep_in_view(squares, width, height):
            self.place_plane()

    def keep_some_in_view(self, squares: list) -> None:
        width, height = self.size()
        if width and self.camera.keep_some_in_view(squares, width, height):
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

    def just_dragged(self) -> bool:
        """The click that ends a drag of the board taps no place."""
        return self.drag.just_dragged()


class FieldDrag(Drag):
    """The board dragged to look around: it follows the finger; a short touch stays a tap on a place."""

    def __init__(self, field):
        super().__init__(field.node)
        self.field = field
        self.followed = (0.0, 0.0)  # how far the board has moved with this drag

    def grab(self, event):
        if event.button not in (0, -1) and event.pointerType == "mouse":
            return None
        self.followed = (0.0, 0.0)
        return self.field

    def begin(self, event) -> None:
        self.node.setPointerCapture(event.pointerId)  # the click that ends the drag taps no place
        self.node.classList.add("is-dragged")

    def follow(self, event, dx: float, dy: float) -> None:
        self.field.camera.drag(dx - self.followed[0], dy - self.followed[1])
        self.followed = (dx, dy)
        self.field.place_plane()

    def drop(self, event) -> None:
        self.node.classList.remove("is-dragged")

    def put_back(self) -> None:
        self.node.classList.remove("is-dragged")


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
        self.drawing = button(words("moutons.draw"), board.tap_draw, "mt-move mt-draw", [picture(BAG)])
        self.stop = button("", board.tap_stop, "mt-move mt-stop", [picture(STOP), self.bonus])
        self.peek = button(words("moutons.peek"), board.tap_peek, "mt-move mt-peek", [picture(PEEK_EYES)])
        self.node = el("div", "mt-hand", [
            self.tiles,
            el("div", "mt-tools", [self.rotate, self.flip]),
            el("div", "mt-moves", [self.peek, self.wolf, self.hunter, self.reveal, self.drawing, self.passing, self.stop]),
        ])

    def call_turning(self, call: bool) -> None:
        """The tile shows where it fits only turned: the turn and flip buttons call."""
        for tool in (self.rotate, self.flip):
            tool.classList.toggle("is-target", call)

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
                # One thing calls at a time: once a tile is chosen, the board's places do, not the other tiles.
                node.classList.toggle("can-play", tile in playable and chosen is None)
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
        self.show_move(self.drawing, bool(moves and moves["draw"]), "draw", words("moutons.draw"))
        self.drawing.hidden = not (moves and moves["draw"])  # only when no tile fits and the bag has tiles
        self.drawing.classList.toggle("is-target", bool(moves and moves["draw"]))
        self.show_move(self.stop, bool(moves and moves["stop"]), "stop", words("moutons.stop", number=view["next_bonus"]))
        self.bonus.textContent = f"+{view['next_bonus']}"
        self.stop.hidden = view["bonuses"][player] is not None
        # The engine lets a child stop from the first turn: the sign stays small and plain, also during the others'
        # turns, until the child is the last one in or has nothing to lay but a pass, or until the normal computer
        # player would stop in the child's place (a closed enclosure ahead, the bag low): then it calls, as the
        # tiles do while none is chosen, so that a child who cannot count the bag still ends its game well.
        wise = bool(moves) and good_time_to_stop(view, player)
        self.stop.classList.toggle("is-quiet", not wise and not view["alone"] and not (moves and moves["pass"]))
        self.stop.classList.toggle("is-target", wise and chosen is None)

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
