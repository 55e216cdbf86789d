"""Méli Cado's cards: the letter table of each language, the jokers, the nine purple specials.

The box's composition was not found, so the project designed it (the project's decision):
100 letter cards after the language's letter frequencies (French, English),
about 60% blue, 20% red and 20% green, 4 jokers that keep their colour, one
card per special. The extensions play the French deck less some letters, as
the box's summary card does (REMOVED_LETTERS), and deal the specials their
language can play (`specials_of`). The printed rules publish `letter_table`.

A card is a short string, so that states stay small and cards compare as
plain values: its colour's initial then its letter, "bE" (a blue E), "rS",
"gT"; a joker has "*" for its letter ("b*"). On the row, a joker also shows
the letter its player chose: "b*E". `in_hand` turns a row card back into a
hand card.
"""

from __future__ import annotations

COLOURS = {"b": "blue", "r": "red", "g": "green"}
ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
JOKER = "*"

#: letter -> (blue, red, green): 100 cards after French letter frequencies (E about 14%, A, S, I, N, R, T about 7%).
FRENCH_LETTERS = {
    "A": (4, 2, 2), "B": (1, 1, 0), "C": (2, 0, 1), "D": (2, 1, 0), "E": (7, 3, 3), "F": (1, 0, 1),
    "G": (1, 1, 0), "H": (1, 0, 0), "I": (4, 2, 1), "J": (1, 0, 0), "K": (1, 0, 0), "L": (3, 1, 1),
    "M": (2, 0, 1), "N": (4, 1, 2), "O": (3, 1, 1), "P": (2, 1, 0), "Q": (1, 0, 0), "R": (4, 2, 1),
    "S": (4, 1, 2), "T": (4, 1, 2), "U": (4, 1, 1), "V": (1, 0, 1), "W": (1, 0, 0), "X": (0, 1, 0),
    "Y": (0, 0, 1), "Z": (0, 1, 0),
}

#: letter -> (blue, red, green): 100 cards after English letter frequencies (E 11%, T 9%, A and O 8%).
ENGLISH_LETTERS = {
    "A": (4, 2, 2), "B": (1, 1, 0), "C": (2, 0, 1), "D": (2, 1, 1), "E": (7, 2, 2), "F": (1, 0, 1),
    "G": (1, 1, 0), "H": (3, 1, 1), "I": (4, 1, 1), "J": (1, 0, 0), "K": (1, 0, 0), "L": (2, 1, 1),
    "M": (1, 1, 0), "N": (4, 1, 2), "O": (4, 2, 1), "P": (1, 0, 1), "Q": (1, 0, 0), "R": (4, 1, 1),
    "S": (4, 1, 2), "T": (5, 2, 2), "U": (2, 0, 1), "V": (1, 0, 0), "W": (1, 1, 0), "X": (0, 1, 0),
    "Y": (1, 0, 1), "Z": (0, 0, 1),
}

#: The extensions (German, Spanish, Italian, Indonesian) play the French deck less the cards of the letters that
#: language hardly writes (the box's summary card "les lettres à enlever de la version française"; the project
#: chose them): each makes under 1 in 500 of the letters of that language's text, weighted by wordfreq 3.1.1's
#: frequencies over its 30,000 most frequent words, accents taken off (de: Q 0.02%, X 0.05%, Y 0.10%; es: K and
#: W 0.04%, X 0.15%; it: J 0.02%, X 0.03%, K, Y 0.06%, W 0.05%; id: Q 0.01%, X 0.02%, Z 0.03%, V 0.13%).
REMOVED_LETTERS = {"de": "QXY", "es": "KWX", "it": "JKWXY", "id": "QVXZ"}

LETTER_TABLES = {
    "fr": FRENCH_LETTERS, "en": ENGLISH_LETTERS,
    **{language: {letter: counts for letter, counts in FRENCH_LETTERS.items() if letter not in removed}
       for language, removed in REMOVED_LETTERS.items()},
}

#: Jokers, one card each: two blue, one red, one green.
JOKERS = ("b*", "b*", "r*", "g*")

#: The nine purple specials, in the order the seed lists them; one of them rules a sequence.
FONETIK = "fonetik"
REVERSED = "reversed"
SINGULAR = "singular"
NO_CONJUGATION = "no_conjugation"
TWO_BY_TWO = "two_by_two"
VERTICAL = "vertical"
COLOUR_SWAP = "colour_swap"
INSERTION = "insertion"
ENGLISH = "english"
SPECIALS = (FONETIK, REVERSED, SINGULAR, NO_CONJUGATION, TWO_BY_TWO, VERTICAL, COLOUR_SWAP, INSERTION, ENGLISH)

#: The specials an extension's deck leaves out, each with why: a card that would change nothing, or one its dictionary
#: cannot judge, is not dealt (the printed rules say so beside it).
LEFT_OUT_SPECIALS = {
    **{language: {
        FONETIK: "the project's reading rules (lexicon/phonetic.py) read French and English spelling only",
        SINGULAR: "the language's hunspell dictionary does not tell a plural from a singular",
        NO_CONJUGATION: "the language's hunspell dictionary does not tell a verb form from another word",
    } for language in ("de", "es", "it")},
    "id": {
        FONETIK: "the project's reading rules (lexicon/phonetic.py) read French and English spelling only",
        SINGULAR: "an Indonesian word does not change for the plural (anak-anak, with its hyphen, is no row of cards)",
    },
}


def specials_of(language: str) -> tuple:
    """The purple cards a game in `language` deals, in the seed's order."""
    left_out = LEFT_OUT_SPECIALS.get(language, {})
    return tuple(special for special in SPECIALS if special not in left_out)


#: What each special card reads in each language, as the printed rules name it. ENGLISH reads FRANÇAIS in an
#: English game (French words count then); in every other game it is ENGLISH.
SPECIAL_NAMES = {
    FONETIK: {"fr": "FONETIK", "en": "FONETIK", "de": "FONETIK", "es": "FONETIK", "it": "FONETIK", "id": "FONETIK"},
    REVERSED: {"fr": "SREVNE'L A", "en": "SDRAWKCAB", "de": "STRÄWKCÜR", "es": "SÉVER LA", "it": "OIRARTNOC LA",
               "id": "KILABRET"},
    SINGULAR: {"fr": "SINGULIER", "en": "SINGULAR", "de": "EINZAHL", "es": "SINGULAR", "it": "SINGOLARE",
               "id": "TUNGGAL"},
    NO_CONJUGATION: {"fr": "CONJUGAISON INTERDITE", "en": "NO CONJUGATION", "de": "KEINE KONJUGATION",
                     "es": "CONJUGACIÓN PROHIBIDA", "it": "CONIUGAZIONE VIETATA", "id": "TANPA IMBUHAN"},
    TWO_BY_TWO: {"fr": "2 PAR 2", "en": "2 BY 2", "de": "2 UND 2", "es": "DE 2 EN 2", "it": "2 A 2", "id": "2 DEMI 2"},
    VERTICAL: {"fr": "VERTICALE", "en": "VERTICAL", "de": "SENKRECHT", "es": "VERTICAL", "it": "VERTICALE",
               "id": "VERTIKAL"},
    COLOUR_SWAP: {"fr": "INVERSION DES COULEURS", "en": "COLOUR SWAP", "de": "FARBTAUSCH", "es": "CAMBIO DE COLORES",
                  "it": "SCAMBIO DEI COLORI", "id": "TUKAR WARNA"},
    INSERTION: {"fr": "INSERTION", "en": "INSERTION", "de": "EINSCHUB", "es": "INSERCIÓN", "it": "INSERIMENTO",
                "id": "SISIPAN"},
    ENGLISH: {"fr": "ENGLISH", "en": "FRANÇAIS", "de": "ENGLISH", "es": "ENGLISH", "it": "ENGLISH", "id": "ENGLISH"},
}


def letter_cards(language: str) -> list:
    """The letter cards (100; fewer in an extension) and 4 jokers of a language's deck, in table order."""
    cards = []
    for letter, counts in LETTER_TABLES[language].items():
        for initial, count in zip("brg", counts):
            cards += [initial + letter] * count
    return cards + list(JOKERS)


def letter_table(language: str) -> list:
    """(letter, blue, red, green) rows, then ("*", jokers by colour): the table the printed rules show."""
    rows = [(letter, *counts) for letter, counts in LETTER_TABLES[language].items()]
    return rows + [(JOKER, *(JOKERS.count(initial + JOKER) for initial in "brg"))]


def is_hand_card(card) -> bool:
    """A card as it lies in a hand or the pile: a colour initial, then a letter or the joker's star."""
    return type(card) is str and len(card) == 2 and card[0] in COLOURS and (card[1] in ALPHABET or card[1] == JOKER)


def is_row_card(card) -> bool:
    """A card as it lies on the row: a hand card, a joker followed by the letter it shows."""
    if type(card) is not str:
        return False
    if len(card) == 3:
        return card[0] in COLOURS and card[1] == JOKER and card[2] in ALPHABET
    return is_hand_card(card) and card[1] != JOKER


def is_joker(card: str) -> bool:
    return card[1] == JOKER


def shown(card: str, letter: str) -> str:
    """The card as it lies on the row once played: a joker keeps the letter it was played as."""
    return card + letter if is_joker(card) else card


def in_hand(card: str) -> str:
    """A row card back as a hand card (a joker forgets its letter)."""
    return card[:2]


def letter_of(card: str) -> str:
    """The letter a row card shows."""
    return card[-1]


def colour_of(card: str, swapped: bool = False) -> str:
    """The colour that rules a card: red and green trade places under INVERSION DES COULEURS."""
    colour = COLOURS[card[0]]
    if swapped and colour != "blue":
        return "green" if colour == "red" else "red"
    return colour
