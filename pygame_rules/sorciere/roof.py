"""The biscuit roof of the gingerbread house: where its 36 places lie, what rests on what, when it falls.

The roof, seen from above, is a 13 x 9 rectangle resting on the house's
walls along its rim. A biscuit card is a 3 x 2 rectangle (2 x 3 when it is
turned, on the left and right rims). The 36 places are laid as the box says
to build the roof: the 4 corners first, then 12 edge cards along the rim,
then rings that overlap toward the middle (12, then 6, then the last 2 on
top) until no gap shows. `PLACES` lists them in that building order.

Support. The roof is a stack: `roof` is the list of places that hold a card,
bottom first. A card rests on the walls when it lies on the rim, and on every
card lower in the stack that its rectangle overlaps by at least
`OVERLAP_MIN`. Building in the order of `PLACES` gives every card at least
one support; a card put back on the roof goes on top of the stack, at a free
place that offers it a support (see `free_places`).

Weight. Each card weighs 1 and passes its own weight, with everything
resting on it, in equal shares to its supports (a wall takes its share
away): `weights` gives the load each card carries.

The collapse. Pulling the card at `place` with a steadiness s in [0, 1]
(1: slow and smooth; 0: a jerk) brings the roof down with the chance
`collapse_chance`: certain if a card rests on that card alone (it would lie
on nothing), else 1 - exp(-h) with the hazard

    h = (STURDY + FRAIL * gone) * (SHAKE * u**2 + LOAD * carried * (LOAD_FLOOR + u))
        + WEAK * gone**2 * (WEAK_FLOOR + u)

where u = 1 - s is the roughness of the pull, `carried` what rests on the
card (its weight less its own), and `gone` the share of the 36 places left
empty. A full roof is at its sturdiest: every card is held by its
neighbours, so a shake or a load hardly matters (STURDY), and the risk grows
as support goes, both through the shake and the load (FRAIL) and through
the roof's own weakness (WEAK). A careful pull lowers every term but never
removes the load and the weakness. The engine draws one number from
the game's seeded generator per pull: below the chance, the roof falls. The
constants are tuned so that a round lasts about 10 to 20 pulls when the
safest card is pulled carefully, and a first pull, however shaky, almost
never brings a full roof down (tests/rules/test_sorciere.py measures both).
"""

from __future__ import annotations

import math

WIDTH, DEPTH = 13.0, 9.0
CARD_LONG, CARD_SHORT = 3.0, 2.0
#: Two cards whose rectangles share at least this area (a twelfth of a card) touch: the upper rests on the lower.
OVERLAP_MIN = 0.5

SHAKE = 1.0
LOAD = 0.1
LOAD_FLOOR = 0.2
STURDY = 0.02
FRAIL = 4.0
WEAK = 4.0
WEAK_FLOOR = 0.15


def _evenly(first: float, last: float, count: int) -> list:
    return [round(first + (last - first) * i / (count - 1), 2) for i in range(count)]


def _building_order() -> tuple:
    """The 36 places (x, y, turned) in the order the box builds the roof: corners, edges, then inward."""
    w, d = WIDTH, DEPTH
    corners = [(1.5, 1.0, False), (w - 1.5, 1.0, False), (1.5, d - 1.0, False), (w - 1.5, d - 1.0, False)]
    edges = [(x, y, False) for y in (1.0, d - 1.0) for x in _evenly(4.4, w - 4.4, 4)]
    edges += [(x, y, True) for y in _evenly(3.4, d - 3.4, 2) for x in (1.0, w - 1.0)]
    ring = [(x, y, False) for y in (2.5, d - 2.5) for x in _evenly(3.4, w - 3.4, 4)]
    ring += [(x, y, True) for y in _evenly(3.8, d - 3.8, 2) for x in (2.4, w - 2.4)]
    inner = [(x, y, False) for y in (3.7, d - 3.7) for x in _evenly(4.5, w - 4.5, 3)]
    top = [(x, d / 2, False) for x in _evenly(5.4, w - 5.4, 2)]
    return tuple(corners + edges + ring + inner + top)


#: Every place of the roof, in building order: (x, y) of its centre, and whether the card is turned (2 x 3).
PLACES = _building_order()
PLACE_COUNT = len(PLACES)
#: How the places are grouped as the box builds them (for the printed rules and the page).
CORNERS, EDGES = range(0, 4), range(4, 16)


def rectangle(place: int) -> tuple:
    """(left, top, right, bottom) of the card at `place`, in roof units."""
    x, y, turned = PLACES[place]
    w, h = (CARD_SHORT, CARD_LONG) if turned else (CARD_LONG, CARD_SHORT)
    return x - w / 2, y - h / 2, x + w / 2, y + h / 2


def _shared_area(a: int, b: int) -> float:
    (l1, t1, r1, b1), (l2, t2, r2, b2) = rectangle(a), rectangle(b)
    return max(0.0, min(r1, r2) - max(l1, l2)) * max(0.0, min(b1, b2) - max(t1, t2))


def _on_wall(place: int) -> bool:
    left, top, right, bottom = rectangle(place)
    return left <= 0.01 or top <= 0.01 or right >= WIDTH - 0.01 or bottom >= DEPTH - 0.01


#: For each place, the other places whose cards touch it (overlap enough to rest on one another).
TOUCHING = tuple(
    frozenset(other for other in range(PLACE_COUNT) if other != place and _shared_area(place, other) >= OVERLAP_MIN)
    for place in range(PLACE_COUNT)
)
#: The places that lie on the rim, over the walls.
ON_WALL = frozenset(place for place in range(PLACE_COUNT) if _on_wall(place))


def supports(roof: list) -> list:
    """For each card of the stack (`roof`, places bottom first), the stack indexes of the cards it rests on."""
    return [
        [low for low in range(index) if roof[low] in TOUCHING[place]]
        for index, place in enumerate(roof)
    ]


def _holds(index: int, place: int, under: list) -> int:
    """How many things hold the card: the cards under it, and the walls if it lies on the rim."""
    return len(under[index]) + (place in ON_WALL)


def weights(roof: list) -> list:
    """The load each card of the stack carries: itself, and its share of everything resting on it."""
    under = supports(roof)
    load = [1.0] * len(roof)
    for index in range(len(roof) - 1, -1, -1):  # from the top down: a card's load is complete before it is shared
        holds = _holds(index, roof[index], under)
        for low in under[index]:
            load[low] += load[index] / holds
    return load


def collapse_chances(roof: list, steadiness: float) -> dict:
    """For every place of the roof, the chance that pulling its card with this steadiness brings the roof down.

    See the module: certain when a card rests on that card alone, else 1 - exp(-hazard).
    """
    under = supports(roof)
    load = weights(roof)
    alone = {under[upper][0] for upper in range(len(roof)) if len(under[upper]) == 1 and roof[upper] not in ON_WALL}
    roughness = 1.0 - steadiness
    gone = 1.0 - len(roof) / PLACE_COUNT
    frailty = STURDY + FRAIL * gone
    weakness = WEAK * gone**2 * (WEAK_FLOOR + roughness)
    return {
        place: 1.0 if index in alone else 1.0 - math.exp(-(
            frailty * (SHAKE * roughness**2 + LOAD * (load[index] - 1.0) * (LOAD_FLOOR + roughness)) + weakness))
        for index, place in enumerate(roof)
    }


def collapse_chance(roof: list, place: int, steadiness: float) -> float:
    """The chance that pulling the card at `place` with this steadiness brings the roof down."""
    return collapse_chances(roof, steadiness)[place]


def free_places(roof: list) -> list:
    """The empty places where a card put back would rest on something: the rim's walls or a card it touches."""
    taken = set(roof)
    return [place for place in range(PLACE_COUNT)
            if place not in taken and (place in ON_WALL or TOUCHING[place] & taken)]


def well_built(roof: list) -> bool:
    """Every card of the stack rests on something (a wall or a card under it)."""
    under = supports(roof)
    return all(_holds(index, place, under) for index, place in enumerate(roof))
