"""What a child's taps may choose now, read from the engine's legal actions (plain Python, tested in CPython).

The page never decides a rule: a card is playable at a place when the
engine lists that placement; Méli, Cado, exchange, blocking and the
starter's choices show when the engine lists them. A joker's placement is
listed with the engine's stand-in letter; the child's letter goes in the
action sent (the engine's `accept` takes any letter there).
"""

from pygame_rules.meli_cado.cards import is_joker
from pygame_rules.meli_cado.row import copy_row, fits, place
from pygame_rules.meli_cado.rules import JOKER_LETTER

OPENING = ("turn_base", "special", "new_base", "open")


def as_listed(play: dict) -> dict:
    """A placement as the engine lists it (a joker with the stand-in letter)."""
    return {**play, "letter": JOKER_LETTER} if is_joker(play["card"]) else play


def _placements(legal: list, pending: list) -> list:
    """The listed plays of every placement that begins with the placements already chosen (2 PAR 2)."""
    listed = [as_listed(play) for play in pending]
    return [action["plays"] for action in legal
            if action["type"] == "place" and len(action["plays"]) > len(listed) and action["plays"][:len(listed)] == listed]


def colour_fault(row: list, plays: list, swapped: bool) -> str | None:
    """The colour fault these placements would make, as the engine's row lays them (red covered, green in the middle).

    The engine lists every place and judges colours when a card is laid;
    the page offers only the places where the colours allow the card, and
    leaves whether the row makes a word to the child who reads it.
    """
    shown = copy_row(row)
    for play in plays:
        if not fits(shown, [play]):
            return None
        fault = place(shown, play, swapped)
        if fault is not None:
            return fault
    return None


def colours_allow(legal: list, row: list, step: int, swapped: bool) -> list:
    """The legal actions but the placements whose card at `step` (after those before it) breaks a colour's rule."""
    return [action for action in legal if action["type"] != "place" or len(action["plays"]) <= step
            or colour_fault(row, action["plays"][:step + 1], swapped) is None]


def spots_for(legal: list, card: str, pending: list = ()) -> list:
    """(how, index) of each place `card` may go now, in the engine's order."""
    step = len(pending)
    spots = []
    for plays in _placements(legal, list(pending)):
        play = plays[step]
        spot = (play["how"], play["index"])
        if play["card"] == card and spot not in spots:
            spots.append(spot)
    return spots


def placement(card: str, spot: tuple, letter: str) -> dict:
    how, index = spot
    return {"card": card, "letter": letter, "how": how, "index": index}


def complete(legal: list, plays: list) -> bool:
    """Whether these placements are a whole move (2 PAR 2 asks for a second card)."""
    listed = [as_listed(play) for play in plays]
    return any(action["type"] == "place" and action["plays"] == listed for action in legal)


def meli_discards(legal: list) -> list:
    """The cards a Méli may throw away (none: no Méli now)."""
    return [action["discard"] for action in legal if action["type"] == "meli"]


def cado_stacks(legal: list) -> list:
    """The places a Cado may take a card from."""
    return sorted({action["stack"] for action in legal if action["type"] == "cado"})


def cado_receivers(legal: list, stack: int) -> list:
    return [action["to"] for action in legal if action["type"] == "cado" and action["stack"] == stack]


def exchangeable(legal: list) -> list:
    return [action["card"] for action in legal if action["type"] == "exchange"]


def opening_moves(legal: list) -> list:
    """The starter's choices before the first card, in a fixed order."""
    kinds = {action["type"] for action in legal}
    return [kind for kind in OPENING if kind in kinds]


def may_block(legal: list) -> bool:
    return any(action["type"] == "block" for action in legal)
