"""The row on the table: stacks of cards side by side, and where a card may go.

A row is a list of stacks, left to right; a stack is {"cards": [...],
"down": [...]}: the cards piled on one place (the top one shows its letter)
and, under VERTICALE, the cards of a word written down from it. These
functions only move cards; whether the result is a word is `judge`'s
business, whether it is allowed now the rules'.

A placement names a card of the hand, the letter it shows (a joker's is the
player's choice), how it goes and where:
    {"card": "bE", "letter": "E", "how": "cover", "index": 2}   on stack 2
    {"card": "b*", "letter": "S", "how": "insert", "index": 0}  a new stack before stack 0
    {"card": "gT", "letter": "T", "how": "down", "index": 1}    at the foot of the word down from stack 1
"""

from __future__ import annotations

from .cards import colour_of, in_hand, letter_of, shown


def stack_of(card: str) -> dict:
    return {"cards": [card], "down": []}


def spelling(row: list) -> str:
    """The word the row shows: the top letter of each stack, left to right."""
    return "".join(letter_of(stack["cards"][-1]) for stack in row)


def column_word(stack: dict) -> str:
    """The word down from a stack: its top letter, then the letters below it ("" when none hangs there)."""
    if not stack["down"]:
        return ""
    return letter_of(stack["cards"][-1]) + "".join(letter_of(card) for card in stack["down"])


def words_on(row: list) -> list:
    """Every word the table shows: the row, then each word down."""
    return [spelling(row)] + [word for word in map(column_word, row) if word]


def cards_on(row: list) -> list:
    """Every card of the row, stacks and words down, as hand cards."""
    return [in_hand(card) for stack in row for card in stack["cards"] + stack["down"]]


def copy_row(row: list) -> list:
    return [{"cards": list(stack["cards"]), "down": list(stack["down"])} for stack in row]


def spot(play: dict, length: int) -> str:
    """Where a placement goes, as "the same spot" means for the three-in-a-row rule."""
    how, index = play["how"], play["index"]
    if how == "insert":
        return "front" if index == 0 else "back" if index == length else f"insert {index}"
    return f"{how} {index}"


def fits(row: list, plays: list) -> bool:
    """Whether each placement, laid after the ones before it, names a place the row has."""
    length = len(row)
    for play in plays:
        how, index = play["how"], play["index"]
        if not 0 <= index <= length - (how != "insert"):
            return False
        length += how == "insert"
    return True


def place(row: list, play: dict, swapped: bool) -> str | None:
    """Lay one card on `row` (changed in place); the colour fault it makes, or None.

    Red cannot be covered; green goes only at an end of the row (the foot of
    a word down is its end). `swapped`: INVERSION DES COULEURS, red rules as
    green and green as red. The card is laid even when it makes a fault, so
    that the fault shows where it was made.
    """
    card = shown(play["card"], play["letter"])
    how, index, length = play["how"], play["index"], len(row)
    green = colour_of(card, swapped) == "green"
    if how == "down":
        row[index]["down"].append(card)
        return None
    if how == "insert":
        row.insert(index, stack_of(card))
        return "green_middle" if green and 0 < index < length else None
    cards = row[index]["cards"]
    covered = cards[-1]
    cards.append(card)
    if colour_of(covered, swapped) == "red":
        return "red_covered"
    return "green_middle" if green and 0 < index < length - 1 else None


def rearranged(row: list, order: list) -> list:
    """Méli: the stacks in a new order (each keeps its cards and its word down)."""
    return [row[index] for index in order]


def greens_at_the_ends(row: list, swapped: bool) -> bool:
    """A Méli respects colours when every green card showing is at an end of the new row."""
    last = len(row) - 1
    return all(
        index in (0, last) for index, stack in enumerate(row) if colour_of(stack["cards"][-1], swapped) == "green"
    )
