"""What Méli Cado looks like: the purple special cards' pictures, our own drawings, a few Fluent Emoji glyphs.

Paths are written out in full because the build copies only the icons it
finds written.
"""

#: The picture on each purple special card (the engine's names, cards.SPECIALS).
SPECIAL_PICTURES = {
    "fonetik": "icons/ear.svg",  # a spelling that sounds like a word
    "reversed": "icons/right-arrow-curving-left.svg",  # read right to left
    "singular": "icons/keycap-1.svg",  # no plurals
    "no_conjugation": "icons/prohibited.svg",  # no conjugated verbs
    "two_by_two": "icons/keycap-2.svg",  # two cards at once
    "vertical": "icons/down-arrow.svg",  # a word down from a letter
    "colour_swap": "icons/shuffle-tracks-button.svg",  # red rules as green, green as red
    "insertion": "icons/backhand-index-pointing-down.svg",  # between two letters
    "english": "art/flag-gb.svg",  # the other language's words count too
}
#: The ENGLISH card of an English game reads FRANÇAIS.
FRENCH = "art/flag-fr.svg"
SPECIAL_BACK = "games/meli_cado/art/special-back.svg"
CARD_BACK = "games/meli_cado/art/card-back.svg"
LETTERS = "games/meli_cado/art/letters.svg"

#: The second cue of each colour, besides the colour: red cannot be covered (a lock), green goes at an end.
COLOUR_BADGES = {"r": "icons/locked.svg", "g": "icons/left-right-arrow.svg"}

MELI = "icons/shuffle-tracks-button.svg"
CADO = "icons/wrapped-gift.svg"
EXCHANGE = "icons/handshake.svg"
BLOCK = "icons/stop-sign.svg"
TURN_BASE = "icons/repeat-button.svg"
OPEN = "icons/raised-hand.svg"
NEW_BASE = "icons/cyclone.svg"
CANCEL = "icons/cross-mark.svg"
#: Why a play was a fault, shown beside the crossed-out word.
FAULT_PICTURES = {
    "not_a_word": "icons/cross-mark.svg",
    "seen": "icons/repeat-button.svg",  # that word was already made
    "red_covered": "icons/locked.svg",  # the red card's own cue
    "green_middle": "icons/left-right-arrow.svg",  # the green card's own cue
    "no_meli": "icons/shuffle-tracks-button.svg",
    "no_cado": "icons/wrapped-gift.svg",
}
CROWN = "icons/crown.svg"
NEW_GAME = "icons/counterclockwise-arrows-button.svg"


def special_picture(special: str, language: str) -> str:
    """A special card's picture; the language card shows the other language's flag."""
    return FRENCH if special == "english" and language == "en" else SPECIAL_PICTURES[special]
