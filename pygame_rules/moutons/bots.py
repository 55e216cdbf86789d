"""Computer players for La Guerre des Moutons.

Both decide from their own view: the board, their hand and colour, the
wolves and hunters everyone holds face up, the colours revealed. Out of
their turn they may answer None: nothing to do now (the table asks again
at its pace).
"""

from __future__ import annotations

from ..core import Rng
from .board import Regions, board_of, needs, neighbour, score_of
from .tiles import COLOURS, FOREST, LANDSCAPES, ORIENTATIONS, shepherd, turned

#: How much an open side takes off an enclosure's promise: it may never close.
OPEN_SIDE = 0.78
#: An enclosure touching a forest no hunter guards may be voided by a wolf.
WOLF_RISK = 0.8
#: How much another colour's gain counts against a move (its owner is a rival, or nobody).
RIVAL = 0.35
REVEALED_RIVAL = 0.7
#: A gain to an enclosure of mine that is not my best counts this much (it may become my score)...
SECONDARY = 0.5
#: ...and closing my first enclosure this much more: without one, no sheep count, only a bonus.
FIRST_CLOSED = 2.0
#: A tile drawn is worth this much: more tiles, more choices.
DRAW = 0.25
#: Reveal when the shepherd's square (with its 4 sheep) brings this much: the colour it gives away has a price.
REVEAL_GAIN = 5.0
#: Stop when ahead of every rival's hope by this margin, unless an open enclosure of mine promises
#: this much more than my closed one (then only when far ahead).
STOP_MARGIN = 3
GROWING = 2
FAR_AHEAD = 6
#: Never stop while the bag holds more tiles than this: stopping early leaves the last player alone with
#: four tiles and no draw, most often without a closed enclosure (two players: 44% without one, 6% with this).
STOP_BAG = 20
#: Play a wolf on a rival's enclosure of at least this many sheep.
WOLF_TARGET = 3


class RandomBot:
    """The easy computer player: any legal tile, wolf, hunter or shepherd when it places; it never stops.

    When another places (their turn, or their free placement) it waits (None), like a child watching the others.
    """

    def choose(self, game, state: dict, player: int, rng: Rng) -> dict | None:
        view = game.view(state, player)
        if player != (view["current"] if view["free"] is None else view["free"]):
            return None
        return rng.choice([action for action in game.legal_actions(state, player) if action["type"] != "stop"])


def promise(sheep: int, closing: float, risky: bool) -> float:
    """What an enclosure is worth to its colour now: its sheep, times the odds it closes, less near a wolf's forest."""
    return sheep * closing * (WOLF_RISK if risky else 1.0)


class Reading:
    """The board as one computer player reads it: enclosures and forests, and the colours it plays against."""

    def __init__(self, view: dict, player: int):
        self.view = view
        self.player = player
        self.board = board_of(view["board"])
        self.regions = Regions(self.board)
        self.colour = view["colours"][player]
        shown = {colour for seat, colour in enumerate(view["colours"]) if colour and seat != player}
        # Any colour not mine may be a rival's; a revealed rival's counts more.
        self.weights = {c: (REVEALED_RIVAL if c in shown else RIVAL) for c in COLOURS if c != self.colour}
        self.wolves_out = any(held["wolves"] for seat, held in enumerate(view["specials"]) if seat != player) \
            or view["bag"] > 0
        self.unguarded = {forest["id"] for forest in self.regions.forests if not forest["hunters"]}
        self.dangerous = {forest["id"] for forest in self.regions.forests if forest["dangerous"]}
        self._needs = {}
        self._fits = {}
        on_board = {cell["tile"] for cell in view["board"]}
        self.unplaced = [tile for tile in LANDSCAPES if tile not in on_board]  # in hands or in the bag
        self._best = {colour: max((self.worth(e) for e in self.regions.enclosures if e["colour"] == colour),
                                  default=0.0) for colour in COLOURS}

    def needs(self, x: int, y: int) -> tuple:
        if (x, y) not in self._needs:
            self._needs[x, y] = needs(self.board, (x, y))
        return self._needs[x, y]

    def fillable(self, wanted: tuple) -> bool:
        """Whether some tile not yet on the board (in a hand or the bag) could fill a square needing `wanted`."""
        if wanted not in self._fits:
            needed = [(side, want) for side, want in enumerate(wanted) if want is not None]
            self._fits[wanted] = any(
                all(sides[side] == want for side, want in needed)
                for tile in self.unplaced for _, _, sides in ORIENTATIONS[tile]
            )
        return self._fits[wanted]

    def closing(self, open_sides, x: int | None = None, y: int | None = None, face=None) -> float:
        """The odds that every open side closes one day (after `face` on x, y, if given): none when a square
        fits no tile left, else a little less for every open side."""
        odds = 1.0
        for ox, oy, side in open_sides:
            square = neighbour(ox, oy, side)
            wanted = list(self.needs(*square))
            if face is not None:
                for toward in range(4):
                    if neighbour(*square, toward) == (x, y):
                        wanted[toward] = face.sides[(toward + 2) % 4]
                if square == (x, y):
                    continue
            if not self.fillable(tuple(wanted)):
                return 0.0
            odds *= OPEN_SIDE
        return odds

    def risky(self, forests) -> bool:
        return self.wolves_out and any(f in self.unguarded for f in forests)

    def worth(self, enclosure: dict) -> float:
        if any(f in self.dangerous for f in enclosure["forests"]):
            return 0.0
        return promise(enclosure["sheep"], self.closing(enclosure["open"]), self.risky(enclosure["forests"]))

    def best(self, colour: str) -> float:
        return self._best[colour]

    def gain(self, face, x: int, y: int) -> float:
        """What a face laid on (x, y) brings me, less what it brings the others' colours, plus its draws."""
        wanted = self.needs(x, y)
        groups = []  # (colour, sheep, open sides, forests, enclosures joined)
        for index, area in enumerate(face.areas):
            if not area.meadow:
                continue
            joined, open_sides, forests = {}, [], set()
            for side in area.sides:
                if wanted[side] is None:
                    open_sides.append([x, y, side])
                else:
                    nx, ny = neighbour(x, y, side)
                    enclosure = self.regions.enclosure_at(nx, ny, self.board[nx, ny].shown.area_at((side + 2) % 4))
                    joined[id(enclosure)] = enclosure
            for i, j in face.touching():
                if index in (i, j) and face.areas[j if i == index else i].kind == FOREST:
                    other = j if i == index else i
                    for side in face.areas[other].sides:
                        if wanted[side] is not None:
                            nx, ny = neighbour(x, y, side)
                            forests.add(self.regions.forest_at(nx, ny, (side + 2) % 4)["id"])
                        else:
                            forests.add(-1)  # a forest still to grow: guarded by nobody yet
            groups.append([area.kind, area.sheep, open_sides, forests, joined])
        merged = []
        for group in groups:  # two meadows of this tile joined through the same enclosure are one
            for other in merged:
                if other[0] == group[0] and set(other[4]) & set(group[4]):
                    other[1] += group[1]
                    other[2] += group[2]
                    other[3] |= group[3]
                    other[4].update(group[4])
                    break
            else:
                merged.append(group)
        total = DRAW * sum(want is not None for want in wanted)
        for colour, sheep, open_sides, forests, joined in merged:
            sheep += sum(e["sheep"] for e in joined.values())
            for enclosure in joined.values():
                forests |= set(enclosure["forests"])
                open_sides += [side for side in enclosure["open"] if neighbour(*side) != (x, y)]
            if any(f in self.dangerous for f in forests):
                after = 0.0
            else:
                risky = self.wolves_out and any(f in self.unguarded or f < 0 for f in forests)
                after = promise(sheep, self.closing(open_sides, x, y, face), risky)
            before = max((self.worth(e) for e in joined.values()), default=0.0)
            if colour == self.colour:
                if after > before:
                    total += max(after - self.best(colour), SECONDARY * (after - before))
                    if not open_sides and after and not self.score():
                        total += FIRST_CLOSED
                else:
                    total += after - before
            else:
                total -= self.weights[colour] * max(0.0, after - before)
        return total

    def score(self) -> int:
        return score_of(self.regions, self.colour)

    def hope(self, colour: str) -> float:
        """The best a colour may hope for: its largest closed enclosure, or an open one's promise."""
        return max(score_of(self.regions, colour), self.best(colour))

    def rival_score(self) -> float:
        """The best a rival may hope for now: a colour not mine at its promise, plus the largest bonus taken."""
        sheep = max((self.hope(colour) for colour in self.weights), default=0)
        bonuses = [b or 0 for seat, b in enumerate(self.view["bonuses"]) if seat != self.player]
        return sheep + max(bonuses, default=0)


def should_stop(reading: Reading, view: dict) -> bool:
    """Once the bag runs low, stop with a closed enclosure and its bonus ahead of every rival's hope,
    unless mine still grows: the normal player's judgement, also the hint a child's stop sign gives."""
    score = reading.score()
    if view["alone"] or not score or view["bag"] > STOP_BAG:
        return False
    total = score + view["next_bonus"]
    rival = reading.rival_score()
    growing = reading.best(reading.colour) > score + GROWING
    return total >= rival + STOP_MARGIN and (not growing or total >= rival + FAR_AHEAD)


def good_time_to_stop(view: dict, player: int) -> bool:
    """Whether the normal player, seeing what `player` sees, would stop now."""
    return bool(view["moves"] and view["moves"]["stop"]) and should_stop(Reading(view, player), view)


class ShepherdBot:
    """The normal computer player: it grows and closes enclosures of its colour, plays wolves against the
    leader and hunters to protect itself, reveals when its shepherd pays, and stops when ahead."""

    def choose(self, game, state: dict, player: int, rng: Rng) -> dict | None:
        view = game.view(state, player)
        moves = view["moves"]
        reading = Reading(view, player)
        if view["free"] == player:
            return self._place(reading, moves) or {"type": "pass"}
        action = self._hunter(reading, moves) or self._wolf(reading, moves) or self._reveal(reading, moves)
        if action is None and moves["stop"] and should_stop(reading, view):
            action = {"type": "stop"}
        if action is None and player == view["current"] and view["free"] is None:
            action = self._place(reading, moves) or {"type": "draw" if moves["draw"] else "pass"}
        return action

    def _place(self, reading: Reading, moves: dict) -> dict | None:
        best, chosen = None, None
        for tile, spots in moves["place"].items():
            for spot in spots:
                value = reading.gain(turned(tile, spot["face"], spot["rotation"]), spot["x"], spot["y"])
                if best is None or value > best:
                    best, chosen = value, {"type": "place", "tile": tile, **spot}
        if chosen is not None and reading.view["alone"] and best <= 0:
            return {"type": "stop"}  # alone, a tile that brings nothing only helps the others
        return chosen

    def _reveal(self, reading: Reading, moves: dict) -> dict | None:
        if not moves["reveal"]:
            return None
        face = turned(shepherd(reading.colour), 0, 0)
        value, x, y = max((reading.gain(face, x, y), x, y) for x, y in moves["reveal"])
        return {"type": "reveal", "x": x, "y": y} if value >= REVEAL_GAIN else None

    def _hunter(self, reading: Reading, moves: dict) -> dict | None:
        """A hunter on a wolf that voids my best enclosure, or guarding the forest my closed enclosure touches."""
        if not moves["hunter"]:
            return None
        own = [e for e in reading.regions.enclosures if e["colour"] == reading.colour]
        largest = max((e["sheep"] for e in own), default=0)
        mine = [e for e in own if 2 * e["sheep"] >= largest]  # the ones that may make my score
        threatened = {f for e in mine for f in e["forests"] if f in reading.dangerous}
        guard = {f for e in mine if e["closed"] for f in e["forests"] if f in reading.unguarded}
        rivals_hold_wolves = any(held["wolves"] for seat, held in enumerate(reading.view["specials"])
                                 if seat != reading.player)
        for x, y in moves["hunter"]:
            forests = self._forests_at(reading, x, y)
            if forests & threatened or (rivals_hold_wolves and forests & guard):
                return {"type": "hunter", "x": x, "y": y}
        return None

    def _wolf(self, reading: Reading, moves: dict) -> dict | None:
        """A wolf that voids a rival colour's enclosure bigger than mine, if it spares my own."""
        best_gain, chosen = 0, None
        for x, y in moves["wolf"]:
            forests = self._forests_at(reading, x, y)
            hit = [e for e in reading.regions.enclosures if set(e["forests"]) & forests and not e["voided"]]
            if any(e["colour"] == reading.colour and e["closed"] and e["sheep"] >= reading.score() for e in hit):
                continue
            for e in hit:
                if e["colour"] != reading.colour and e["closed"] and e["sheep"] >= max(WOLF_TARGET, reading.score()):
                    gain = e["sheep"] * reading.weights[e["colour"]]
                    if gain > best_gain:
                        best_gain, chosen = gain, {"type": "wolf", "x": x, "y": y}
        return chosen

    @staticmethod
    def _forests_at(reading: Reading, x: int, y: int) -> set:
        """The forests a wolf or hunter on (x, y) would stand in."""
        cell = reading.board.get((x, y))
        if cell is not None:
            return {reading.regions.forest_at(x, y, 0)["id"]}
        found = set()
        for side in range(4):
            nx, ny = neighbour(x, y, side)
            if (nx, ny) in reading.board:
                found.add(reading.regions.forest_at(nx, ny, (side + 2) % 4)["id"])
        return found
