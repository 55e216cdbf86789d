"""The tiles of La Guerre des Moutons: the designed table, and each tile face turned on the board.

77 square tiles, as in the box:
- the village centre (village on its four sides), on the table from the start;
- 4 shepherd tiles, one per colour: a question mark on the back, on the front
  a meadow of that colour on all four sides with 4 sheep and their shepherd;
- 4 colour-reminder tiles, one per colour, which only show each colour's sheep
  and mark beside the board (they are not played, so the engine keeps none);
- 68 tiles printed on both faces: 4 wolves, 4 hunters (the same picture on
  both faces, forest on every side) and the 60 landscape tiles designed here.

A face has four sides, north, east, south, west (0 to 3); each side is
village, forest or a meadow of one colour. A face is cut into areas: each
area is one landscape holding one or more sides, and a meadow area holds
sheep of its colour. Meadows of two colours on one face are parted by a
fence. No face shows both village and forest.

The landscape tiles come in 15 designs, each made once in each of the four
colours (`c` is the tile's colour, `d` and `e` the next ones in COLOURS), so
that no colour is luckier than another. A design is written as its two faces;
a face as its four sides (c, d, e: meadows; F: forest; V: village) and the sheep of its
meadow areas, in the order of their first side. Sides of one letter that
follow each other round the tile are one area; a face marked `band` joins its
two opposite meadow sides into one strip across the tile.

Tuned so that a child's game usually gives everyone a closed enclosure:
meadows are small, and a meadow of one side (a "cap": village, forest or a
fence on the three others) closes another meadow's open side. The first
table (faces cccF:4, cccV:3, cddd:1,3, cccc:4, ccFF:2 and cccV:2 in designs
5, 6, 8, 9, 10 and 15) had 12 caps per colour and left far more players
without a closed enclosure; this one has 18 (and 68 sheep per colour instead
of 69). Figures before and after, how and when measured: docs/tuning.md.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

COLOURS = ("black", "yellow", "red", "blue")
VILLAGE = "village"
FOREST = "forest"

#: A step on the board toward each side, north, east, south, west: x grows to the east, y to the south.
STEPS = ((0, -1), (1, 0), (0, 1), (-1, 0))

CENTRE = "centre"
SHEPHERD_SHEEP = 4
WOLVES = 4
HUNTERS = 4

#: The 15 designs: (face A, face B), each face (sides N E S W, sheep per meadow area[, "band"]).
DESIGNS = (
    (("cFFF", (2,)), ("ccVV", (3,))),
    (("cVVV", (1,)), ("ccFF", (3,))),
    (("cFcF", (3,), "band"), ("cVVV", (2,))),
    (("ccFF", (3,)), ("dVVV", (1,))),
    (("ccFF", (3,)), ("cVVV", (2,))),
    (("cVVV", (3,)), ("cFFF", (2,))),
    (("ccdd", (2, 2)), ("cFFF", (1,))),
    (("cdVV", (1, 3)), ("ccVV", (2,))),
    (("cFFF", (4,)), ("FFFF", ())),
    (("VVVV", ()), ("cFFF", (2,))),
    (("cVcV", (2,), "band"), ("dFFF", (2,))),
    (("ccVV", (3,)), ("dFdF", (3,), "band")),
    (("ceFF", (1, 1)), ("cVVV", (2,))),
    (("ccFF", (4,)), ("VVVV", ())),
    (("cFFF", (3,)), ("cVVV", (2,))),
)


@dataclass(frozen=True)
class Area:
    """One landscape of a face: its kind (village, forest or a colour), its sides, its sheep."""

    kind: str
    sides: tuple
    sheep: int = 0

    @property
    def meadow(self) -> bool:
        return self.kind in COLOURS


@dataclass(frozen=True)
class Face:
    """One face of a tile as it lies on the board: what each side shows, and its areas."""

    sides: tuple  # four side kinds, N E S W
    areas: tuple  # of Area

    def area_at(self, side: int) -> int:
        """The index of the area that holds `side`."""
        for index, area in enumerate(self.areas):
            if side in area.sides:
                return index
        raise ValueError(f"no area holds side {side}")

    def touching(self) -> tuple:
        """Pairs of areas (i, j), i < j, that share a border: they hold sides next to each other round the tile."""
        return _touching(self)

    def _pairs(self) -> tuple:
        pairs = []
        for i, a in enumerate(self.areas):
            for j in range(i + 1, len(self.areas)):
                b = self.areas[j]
                if any((s + 1) % 4 in b.sides or (s - 1) % 4 in b.sides for s in a.sides):
                    pairs.append((i, j))
        return tuple(pairs)

    def turned(self, rotation: int) -> "Face":
        """This face turned `rotation` quarter turns clockwise: what showed north shows east after one."""
        sides = tuple(self.sides[(side - rotation) % 4] for side in range(4))
        areas = tuple(
            Area(area.kind, tuple(sorted((side + rotation) % 4 for side in area.sides)), area.sheep)
            for area in self.areas
        )
        return Face(sides, areas)

    def as_dict(self) -> dict:
        return {
            "sides": list(self.sides),
            "areas": [{"kind": a.kind, "sides": list(a.sides), "sheep": a.sheep} for a in self.areas],
        }


@functools.lru_cache(maxsize=None)
def _touching(face: Face) -> tuple:
    return face._pairs()


@dataclass(frozen=True)
class Tile:
    """A tile: its id, its kind (centre, shepherd, landscape, wolf, hunter), its faces (one when both are alike)."""

    id: str
    kind: str
    faces: tuple
    colour: str | None = None  # a landscape tile's colour in the table, or a shepherd's


def parse_face(spec: tuple, c: str, d: str, e: str) -> Face:
    """A face from its written form (see the module docstring), with `c`, `d` and `e` standing for three colours."""
    letters, sheep = spec[0], list(spec[1])
    band = "band" in spec[2:]
    kinds = [{"c": c, "d": d, "e": e, "F": FOREST, "V": VILLAGE}[letter] for letter in letters]
    groups = []  # runs of one kind round the tile
    for side in range(4):
        if groups and kinds[groups[-1][-1]] == kinds[side]:
            groups[-1].append(side)
        else:
            groups.append([side])
    if len(groups) > 1 and kinds[groups[0][0]] == kinds[groups[-1][-1]]:
        groups[0] = groups.pop() + groups[0]
    if band:
        strip = [group for group in groups if kinds[group[0]] in COLOURS]
        if len(strip) != 2:
            raise ValueError(f"a band joins two meadow sides: {letters}")
        groups = [group for group in groups if group not in strip] + [strip[0] + strip[1]]
    groups.sort(key=min)
    areas = []
    for group in groups:
        kind = kinds[group[0]]
        areas.append(Area(kind, tuple(sorted(group)), sheep.pop(0) if kind in COLOURS else 0))
    if sheep:
        raise ValueError(f"more sheep than meadows: {spec}")
    return Face(tuple(kinds), tuple(areas))


def all_sides(kind: str, sheep: int = 0) -> Face:
    return Face((kind,) * 4, (Area(kind, (0, 1, 2, 3), sheep),))


def _landscape_tiles() -> list:
    tiles = []
    for number, design in enumerate(DESIGNS, start=1):
        for index, colour in enumerate(COLOURS):
            second, third = (COLOURS[(index + step) % len(COLOURS)] for step in (1, 2))
            faces = tuple(parse_face(spec, colour, second, third) for spec in design)
            tiles.append(Tile(f"{colour}-{number}", "landscape", faces, colour))
    return tiles


def _table() -> dict:
    tiles = [Tile(CENTRE, "centre", (all_sides(VILLAGE),))]
    tiles += [Tile(f"shepherd-{colour}", "shepherd", (all_sides(colour, SHEPHERD_SHEEP),), colour) for colour in COLOURS]
    tiles += _landscape_tiles()
    tiles += [Tile(f"wolf-{n}", "wolf", (all_sides(FOREST),)) for n in range(1, WOLVES + 1)]
    tiles += [Tile(f"hunter-{n}", "hunter", (all_sides(FOREST),)) for n in range(1, HUNTERS + 1)]
    return {tile.id: tile for tile in tiles}


#: Every tile the engine plays with, by id.
TILES = _table()
LANDSCAPES = tuple(tile_id for tile_id, tile in TILES.items() if tile.kind == "landscape")
SPECIALS = tuple(tile_id for tile_id, tile in TILES.items() if tile.kind in ("wolf", "hunter"))


def shepherd(colour: str) -> str:
    return f"shepherd-{colour}"


_TURNED = {
    (tile.id, face, rotation): tile.faces[face].turned(rotation)
    for tile in TILES.values()
    for face in range(len(tile.faces))
    for rotation in range(4)
}


def turned(tile_id: str, face: int, rotation: int) -> Face:
    """A tile's face as it lies on the board (computed once for every tile, face and rotation)."""
    return _TURNED[tile_id, face, rotation]


def _orientations() -> dict:
    """For each tile, its distinct (face, rotation, sides shown) ways: turning an all-red face changes nothing."""
    distinct = {}
    for tile in TILES.values():
        seen, kept = set(), []
        for face in range(len(tile.faces)):
            for rotation in range(4):
                key = turned(tile.id, face, rotation)
                if key not in seen:
                    seen.add(key)
                    kept.append((face, rotation, key.sides))
        distinct[tile.id] = tuple(kept)
    return distinct


#: Each tile's distinct ways of lying on the board: (face, rotation, the four sides it then shows).
ORIENTATIONS = _orientations()

