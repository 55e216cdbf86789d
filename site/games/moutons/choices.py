"""Where the chosen tile of a hand may go, sorted from the engine's moves, without the page.

Plain Python (no browser), so it is tested in CPython. The engine's view
lists, for each tile of the hand, every (face, rotation, square) that is
legal (`view["moves"]["place"]`), one per distinct look. The child turns and
flips the chosen tile; the squares where it fits as it is shown glow, and
those where it would fit turned another way glow faintly: tapping one turns
the tile to fit there. The page never decides a rule itself.
"""

from dataclasses import dataclass, field

from .faces import same_look, turn


@dataclass
class Chosen:
    """The tile a child picked from their hand, and how it is turned."""

    tile: str
    faces: list  # the tile's faces, unturned, from the view's hand
    face: int = 0
    rotation: int = 0

    def shown(self) -> dict:
        return turn(self.faces[self.face], self.rotation)

    def rotate(self) -> None:
        self.rotation = (self.rotation + 1) % 4

    def flip(self) -> None:
        self.face = (self.face + 1) % len(self.faces)


@dataclass
class Places:
    """The squares a chosen tile may go to: as it is shown now, or turned another way."""

    fits: dict = field(default_factory=dict)  # (x, y) -> the engine's place action
    turned: dict = field(default_factory=dict)  # (x, y) -> (face, rotation) that fits there

    def all(self) -> set:
        return set(self.fits) | set(self.turned)


def places_for(moves: dict | None, chosen: Chosen | None) -> Places:
    """Sort the engine's placements of the chosen tile by whether it fits as shown."""
    places = Places()
    if not moves or chosen is None:
        return places
    shown = chosen.shown()
    spots = moves["place"].get(chosen.tile, [])
    # The current face first: turning the tile is less surprising than flipping it.
    for spot in sorted(spots, key=lambda spot: spot["face"] != chosen.face):
        square = (spot["x"], spot["y"])
        if same_look(turn(chosen.faces[spot["face"]], spot["rotation"]), shown):
            places.fits[square] = {"type": "place", "tile": chosen.tile, **spot}
        elif square not in places.turned:
            places.turned[square] = (spot["face"], spot["rotation"])
    for square in places.fits:
        places.turned.pop(square, None)
    return places


def playable_tiles(moves: dict | None) -> set:
    """The tiles of the hand that go somewhere now."""
    return {tile for tile, spots in (moves or {}).get("place", {}).items() if spots}
