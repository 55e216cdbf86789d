"""From a dictionary spelling to the letters on Méli Cado's cards: A to Z, no accents.

A row of cards spells a word when some dictionary form, its accents and
ligatures taken off (é -> E, ç -> C, œ -> OE), is those letters.
"""

import unicodedata

_LIGATURES = {"Œ": "OE", "Æ": "AE", "ß": "SS"}


def card_letters(spelling: str):
    """The card letters that spell `spelling` ("Noël" -> "NOEL"), or None when cards cannot (hyphen, digit, apostrophe)."""
    upper = spelling.upper()
    for ligature, letters in _LIGATURES.items():
        upper = upper.replace(ligature, letters)
    bare = "".join(c for c in unicodedata.normalize("NFD", upper) if not unicodedata.combining(c))
    if bare and all("A" <= c <= "Z" for c in bare):
        return bare
    return None


def is_card_letters(letters: str) -> bool:
    """Whether `letters` is a row of cards: one or more of A to Z, upper case."""
    return isinstance(letters, str) and bool(letters) and all("A" <= c <= "Z" for c in letters)
