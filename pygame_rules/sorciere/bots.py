"""Computer players for Sorcière au pain d'épices.

Both see what every child sees: which places of the roof hold a card and
how they lie on one another (never the treats underneath). Both pull the
card whose pull is least likely to bring the roof down; what sets them
apart is the hand: the easy one is shaky, the normal one careful.
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


def safest_pull(view: dict, hand: tuple, rng: Rng) -> dict:
    """The pull of the card least likely to bring the roof down (one of them, if several are as safe)."""
    steady = steadiness(hand, rng)
    chances = collapse_chances(view["roof"], steady)
    lowest = min(chances.values())
    safest = sorted(place for place, chance in chances.items() if chance <= lowest + 1e-9)
    return {"type": "pull", "place": rng.choice(safest), "steadiness": steady}


class ShakyBot:
    """The easy computer player: it picks the safest card, but its pull is shaky; it puts a card back anywhere."""

    def choose(self, game, state: dict, player: int, rng: Rng) -> dict:
        view = game.view(state, player)
        if view["phase"] == "put_back":
            return {"type": "put_back", "place": rng.choice(view["free"])}
        return safest_pull(view, EASY_HAND, rng)


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
        return safest_pull(view, NORMAL_HAND, rng)
