"""The Märchenwald board's pieces: the face of a forest card, and what it tells a test or a screen reader.

The board (board.py) lays them on the kit's cards (kit.cards.Card).
"""

from ui.kit.dom import el, picture
from .pictures import CARD_PICTURES, OBJECT_PICTURES, OBJECT_TREE

DWARFS = 7  # on the board's row: the seventh ends the game

# Attributes that describe a face-up card; they go as soon as it turns down.
FACE_ATTRS = ("data-kind", "data-object", "data-mirror")


def card_face(card: dict):
    """The face of a forest card: an object at the foot of its tree with the next one in a small mirror."""
    kind = card["kind"]
    if kind != "object":
        return el("span", f"face face-{kind}", [picture(CARD_PICTURES[kind], "face-main")])
    return el("span", "face face-object", [
        picture(OBJECT_TREE, "face-tree"),
        picture(OBJECT_PICTURES[card["object"]], f"face-main object-{card['object']}"),
        el("span", "face-mirror", [picture(OBJECT_PICTURES[card["mirror"]], f"object-{card['mirror']}")]),
    ])


def face_attrs(card: dict) -> dict:
    attrs = {"data-kind": card["kind"]}
    if card["kind"] == "object":
        attrs.update({"data-object": card["object"], "data-mirror": card["mirror"]})
    return attrs
