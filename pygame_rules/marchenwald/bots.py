"""Computer players for Im Märchenwald.

Both decide from the public view alone, like a child at the table: what was
revealed where, where filler trees went in, which cards the witches swapped.
The difference is memory: the forgetful player keeps only the last few
reveals in mind, the remembering one all of them.
"""

from __future__ import annotations

from ..core import Rng

#: How many of the latest reveals the forgetful player still has in mind.
SHORT_MEMORY = 3


def remembered_forest(view: dict, memory: int | None) -> dict:
    """place -> card believed to lie there, from the events a player has seen.

    `memory` bounds how many reveals are kept (None: all); swaps and fillers
    are public moves, so they carry knowledge along.
    """
    known: dict = {}
    reveals: list = []  # places in the order they were revealed, most recent last
    for event in view["events"]:
        kind = event["kind"]
        if kind == "revealed":
            known[event["place"]] = event["card"]
            reveals.append(event["place"])
        elif kind == "filled":
            known[event["place"]] = {"kind": "tree"}
            reveals.append(event["place"])
        elif kind == "cleared":
            known.pop(event["place"], None)
        elif kind == "swapped":
            a, b = event["places"]
            card_a, card_b = known.pop(a, None), known.pop(b, None)
            if card_a is not None:
                known[b] = card_a
            if card_b is not None:
                known[a] = card_b
            reveals = [b if p == a else a if p == b else p for p in reveals]
    if memory is not None:
        kept = set(reveals[-memory:])
        known = {place: card for place, card in known.items() if place in kept}
    hidden = {spot["place"] for spot in view["forest"] if spot["status"] == "hidden"}
    return {place: card for place, card in known.items() if place in hidden}


def _wanted(card: dict, view: dict) -> bool:
    if view["seeking"] == "castle":
        return card["kind"] == "castle"
    return card["kind"] == "object" and card["object"] == view["seeking"]


#: How much a known card is worth revealing again when nothing better is known:
#: harmless first, then the ones that cost something, the dwarfs never.
_HARMLESS = {"object": 0, "castle": 0, "witch": 1, "crow": 1, "tree": 2, "dwarf": 3}


class MemoryBot:
    memory: int | None = None

    def choose(self, game, state: dict, player: int, rng: Rng) -> dict:
        view = game.view(state, player)
        known = remembered_forest(view, self.memory)
        hidden = [spot["place"] for spot in view["forest"] if spot["status"] == "hidden"]
        if view["phase"] == "swap":
            choices = [p for p in hidden if p != view["swap_first"]]
            unknown = [p for p in choices if p not in known]
            return {"type": "swap", "place": rng.choice(unknown or choices)}
        for place in hidden:
            if place in known and _wanted(known[place], view):
                return {"type": "reveal", "place": place}
        unknown = [p for p in hidden if p not in known]
        if unknown:
            return {"type": "reveal", "place": rng.choice(unknown)}
        safest = min(_HARMLESS[known[p]["kind"]] for p in hidden)
        return {"type": "reveal", "place": rng.choice([p for p in hidden if _HARMLESS[known[p]["kind"]] == safest])}


class ForgetfulBot(MemoryBot):
    """The easy computer player: it forgets all but the last few cards it saw."""

    memory = SHORT_MEMORY


class RememberingBot(MemoryBot):
    """The normal computer player: it remembers every card it saw."""

    memory = None
