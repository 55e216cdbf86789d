"""Computer players for Sorcière au pain d'épices.

Both see what every child sees: which places of the roof hold a card and
how they lie on one another, and the treats of the cards they saw go back
(never the others). Both pull the card whose pull is least likely to bring
the roof down, leaving a card they saw go back with the treat on top of
their own pile (it would only go back again); what sets them apart is the
hand: the easy one is shaky, the normal one careful.
"""

from __future__ import annotations

from ..core import Rng
from .roof import ON_WALL, TOUCHING, collapse_chances

#: The steadiness of each computer player's pull: low + spread * a random number in [0, 1).
EASY_HAND = (0.3, 0.35)
NORMAL_HAND = (0.82, 0.15)


def steadiness(hand: tuple, rng: Rng) -> float:
    low, spread = hand
    return round(low + spread * rng.random(), 3)


def safest_pull(view: dict, player: int, hand: tuple, rng: Rng) -> dict:
    """The pull of the card least likely to bring the roof down (one of them, if several are as safe)."""
    steady = steadiness(hand, rng)
    chances = collapse_chances(view["roof"], steady)
    pile = view["piles"][player]
    same = {seen["place"] for seen in view["shown"] if pile and seen["treat"] == pile[-1]["treat"]}
    if len(view["roof"]) > 1 and len(same) < len(chances):  # the last card is kept whatever its treat
        chances = {place: chance for place, chance in chances.items() if place not in same}
    lowest = min(chances.values())
    safest = sorted(place for place, chance in chances.items() if chance <= lowest + 1e-9)
    return {"type": "pull", "place": rng.choice(safest), "steadiness": steady}


class ShakyBot:
    """The easy computer player: it picks the safest card, but its pull is shaky; it puts a card back anywhere."""

    def choose(self, game, state: dict, player: int, rng: Rng) -> dict:
        view = game.view(state, player)
        if view["phase"] == "put_back":
            return {"type": "put_back", "place": rng.choice(view["free"])}
        return safest_pull(view, player, EASY_HAND, rng)


class CarefulBot:
    """The normal computer player: the safest card, pulled slowly; a card put back where it rests on most."""

    def choose(self, game, state: dict, player: int, rng: Rng) -> dict:
        view = game.view(state, player)
        if view["phase"] == "put_back":
            taken = set(view["roof"])

            def holds(place: int) -> int:
                return len(TOUCHING[place] & taken) + (place in ON_WALL)

            most = max(holds(place) for place in view["free"])
            return {"type": "put_back", "place": rng.choice([place for place in view["free"] if holds(place) == most])}
        return safest_pull(view, player, NORMAL_HAND, rng)
