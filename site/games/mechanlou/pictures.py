"""What Méchanlou looks like: our own drawings of the tale, and a few Fluent Emoji glyphs.

Paths are written out in full because the build copies only the icons it
finds written.
"""

#: The six story cards, in the order of the tale (each drawing carries its digit and dots).
STORY_PICTURES = {
    1: "games/mechanlou/art/story-1.svg",  # her mother gives her the basket
    2: "games/mechanlou/art/story-2.svg",  # through the forest, the wolf behind a tree
    3: "games/mechanlou/art/story-3.svg",  # she picks flowers
    4: "games/mechanlou/art/story-4.svg",  # the wolf reaches grandmother's house
    5: "games/mechanlou/art/story-5.svg",  # "what big ears you have"
    6: "games/mechanlou/art/story-6.svg",  # the hunter saves them
}
WOLF_CARD = "games/mechanlou/art/wolf-card.svg"
CARD_BACK = "games/mechanlou/art/card-back.svg"

#: A face-down forest card is a bush; turned over it hides a hunter or a wolf.
BUSH = "games/mechanlou/art/forest-back.svg"
FOREST_PICTURES = {"hunter": "games/mechanlou/art/forest-hunter.svg", "wolf": "games/mechanlou/art/forest-wolf.svg"}

RED_HOOD = "games/mechanlou/art/red-hood.svg"
HUNTER = "games/mechanlou/art/hunter.svg"

BANG = "icons/collision.svg"
SONG = "icons/musical-notes.svg"
SINGING_HAND = "icons/hand-with-fingers-splayed.svg"
NEW_GAME = "icons/counterclockwise-arrows-button.svg"


def card_picture(card: dict) -> str:
    """The face of a draw-pile card: a story card's drawing or the wolf."""
    return STORY_PICTURES[card["number"]] if card["kind"] == "story" else WOLF_CARD
