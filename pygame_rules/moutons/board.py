"""The board's geometry: where a tile fits, and the meadows, forests and enclosures the tiles make.

The board is a dict {(x, y): Cell}. Everything here is computed from it,
never stored in the state: the state keeps only which tile lies where, on
which face, turned how, and which wolf has a hunter on it.

- Two tiles side by side match: the sides that touch show the same
  landscape (village to village, forest to forest, a meadow to a meadow of
  its colour).
- Areas joined across matching sides make regions: an enclosure is a region
  of meadow (one colour), a forest a region of forest. Wolf and hunter tiles
  are forest on every side, so they join the forests they touch.
- An enclosure is closed when none of its sides faces an empty square.
- A forest is dangerous when a wolf lies in it with no hunter on that wolf:
  it voids every enclosure it touches (an enclosure touches a forest when one
  of its areas borders one of the forest's areas on a tile). A hunter cancels
  the wolf it is played on, not the other wolves of its forest.
"""

from __future__ import annotations

from dataclasses import dataclass

from .tiles import COLOURS, FOREST, STEPS, TILES, Face, turned


@dataclass(frozen=True)
class Cell:
    """What lies on one square: a tile, its face and rotation, and a hunter on it (wolf squares only)."""

    tile: str
    face: int = 0
    rotation: int = 0
    hunter: str | bool | None = None

    @property
    def kind(self) -> str:
        return TILES[self.tile].kind

    @property
    def shown(self) -> Face:
        return turned(self.tile, self.face, self.rotation)


def board_of(cells: list) -> dict:
    """The board of a state's list of cells (or a view's, whose `hunter` is True or False)."""
    return {
        (cell["x"], cell["y"]): Cell(cell["tile"], cell["face"], cell["rotation"], cell["hunter"] or None)
        for cell in cells
    }


def neighbour(x: int, y: int, side: int) -> tuple:
    dx, dy = STEPS[side]
    return x + dx, y + dy


def free_squares(board: dict) -> list:
    """The empty squares beside a tile, in a fixed order (row by row)."""
    squares = set()
    for x, y in board:
        for side in range(4):
            square = neighbour(x, y, side)
            if square not in board:
                squares.add(square)
    return sorted(squares, key=lambda square: (square[1], square[0]))


def needs(board: dict, square: tuple) -> tuple:
    """What each side of an empty square must show to match its neighbours (None: no neighbour)."""
    x, y = square
    wanted = []
    for side in range(4):
        other = board.get(neighbour(x, y, side))
        wanted.append(None if other is None else other.shown.sides[(side + 2) % 4])
    return tuple(wanted)


def fits(sides: tuple, wanted: tuple) -> bool:
    """Whether a face showing `sides` matches every neighbour of a square needing `wanted`."""
    return all(want is None or want == side for side, want in zip(sides, wanted))


def touched(wanted: tuple) -> int:
    """How many tiles a tile put on this square touches: how many it draws (1 to 4)."""
    return sum(want is not None for want in wanted)


class Regions:
    """The meadows and forests of a board: every area of every tile joined across matching sides.

    `enclosures` and `forests` are lists of dicts, in the order of their
    first tile (row by row); `enclosure_at` and `forest_at` find the one
    that holds an area.
    """

    def __init__(self, board: dict):
        self.board = board
        self.parent = {}
        for (x, y), cell in board.items():
            for index in range(len(cell.shown.areas)):
                self.parent[x, y, index] = (x, y, index)
        for (x, y), cell in board.items():
            shown = cell.shown
            for side in (1, 2):  # east and south: each pair of neighbours once
                nx, ny = neighbour(x, y, side)
                other = board.get((nx, ny))
                if other is not None:
                    self._join((x, y, shown.area_at(side)), (nx, ny, other.shown.area_at((side + 2) % 4)))
        self._enclosures, self._forests = {}, {}
        self._collect()
        self.enclosures = list(self._enclosures.values())
        self.forests = list(self._forests.values())

    def _find(self, node: tuple) -> tuple:
        while self.parent[node] != node:
            self.parent[node] = self.parent[self.parent[node]]
            node = self.parent[node]
        return node

    def _join(self, a: tuple, b: tuple) -> None:
        a, b = self._find(a), self._find(b)
        if a != b:
            self.parent[max(a, b)] = min(a, b)

    def _collect(self) -> None:
        touches = []  # (meadow root, forest root) bordering on one tile
        for (x, y), cell in sorted(self.board.items(), key=lambda item: (item[0][1], item[0][0])):
            shown = cell.shown
            for index, area in enumerate(shown.areas):
                root = self._find((x, y, index))
                if area.meadow:
                    enclosure = self._enclosures.setdefault(root, {
                        "colour": area.kind, "sheep": 0, "cells": [], "open": []})
                    enclosure["sheep"] += area.sheep
                    if [x, y] not in enclosure["cells"]:
                        enclosure["cells"].append([x, y])
                    enclosure["open"] += [[x, y, side] for side in area.sides
                                          if neighbour(x, y, side) not in self.board]
                elif area.kind == FOREST:
                    forest = self._forests.setdefault(root, {"cells": [], "wolves": [], "hunters": []})
                    forest["cells"].append([x, y])
                    if cell.kind == "wolf":
                        forest["wolves"].append([x, y])
                    if cell.kind == "hunter" or cell.hunter is not None:
                        forest["hunters"].append([x, y])
            for i, j in shown.touching():
                kinds = shown.areas[i].kind, shown.areas[j].kind
                if kinds[0] in COLOURS and kinds[1] == FOREST:
                    touches.append((self._find((x, y, i)), self._find((x, y, j))))
                elif kinds[1] in COLOURS and kinds[0] == FOREST:
                    touches.append((self._find((x, y, j)), self._find((x, y, i))))
        for number, forest in enumerate(self._forests.values()):
            forest["id"] = number
            forest["dangerous"] = any(wolf not in forest["hunters"] for wolf in forest["wolves"])
        for enclosure in self._enclosures.values():
            enclosure["forests"] = []
        for meadow, wood in touches:
            near = self._enclosures[meadow]["forests"]
            if self._forests[wood]["id"] not in near:
                near.append(self._forests[wood]["id"])
        dangerous = {forest["id"] for forest in self._forests.values() if forest["dangerous"]}
        for enclosure in self._enclosures.values():
            enclosure["forests"].sort()
            enclosure["closed"] = not enclosure["open"]
            enclosure["voided"] = any(number in dangerous for number in enclosure["forests"])

    def forest_at(self, x: int, y: int, side: int) -> dict:
        """The forest that holds `side` of the tile at (x, y)."""
        return self._forests[self._find((x, y, self.board[x, y].shown.area_at(side)))]

    def enclosure_at(self, x: int, y: int, index: int) -> dict:
        """The enclosure that holds area `index` of the tile at (x, y)."""
        return self._enclosures[self._find((x, y, index))]


def score_of(regions: Regions, colour: str) -> int:
    """The sheep of the largest closed enclosure of `colour` that no dangerous forest touches (0 if none)."""
    return max(
        (e["sheep"] for e in regions.enclosures if e["colour"] == colour and e["closed"] and not e["voided"]),
        default=0,
    )

