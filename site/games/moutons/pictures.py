"""What La Guerre des Moutons looks like: our own sheep, hunter and shepherd, and a few Fluent Emoji glyphs.

Paths are written out in full because the build copies only the icons it
finds written. Each colour's sheep carries its own mark (black a square,
yellow a star, red a heart, blue a diamond), for colour-blind children.
"""

SHEEP = {
    "black": "games/moutons/art/sheep-black.svg",
    "yellow": "games/moutons/art/sheep-yellow.svg",
    "red": "games/moutons/art/sheep-red.svg",
    "blue": "games/moutons/art/sheep-blue.svg",
}
HUNTER = "games/moutons/art/hunter.svg"
SHEPHERD = "games/moutons/art/shepherd.svg"
WOLF = "icons/wolf.svg"
VILLAGE = "icons/houses.svg"
TILE = "games/moutons/art/tile.svg"

#: The picture in the middle of a village or forest area of a tile.
AREA_PICTURES = {"village": "icons/house.svg", "forest": "icons/evergreen-tree.svg"}
#: The picture over a whole tile that is not a landscape.
TILE_PICTURES = {"centre": VILLAGE, "wolf": WOLF, "hunter": HUNTER, "shepherd": SHEPHERD}

SECRET = "icons/red-question-mark.svg"  # a colour nobody else has seen yet
FITS = "icons/check-mark-button.svg"  # the chosen tile shown on the board fits there
MISFIT = "icons/cross-mark.svg"  # ... or not, as it is turned
ROTATE = "icons/clockwise-vertical-arrows.svg"
FLIP = "icons/left-right-arrow.svg"
ZOOM_IN = "icons/plus.svg"
ZOOM_OUT = "icons/minus.svg"
FIND = "icons/magnifying-glass-tilted-left.svg"  # back to the latest tiles
STOP = "icons/stop-sign.svg"
PEEK_EYES = "icons/eyes.svg"  # open hands, several children: a look at one's own colour
PASS = "icons/next-track-button.svg"
BAG = "icons/shopping-bags.svg"
NEW_GAME = "icons/counterclockwise-arrows-button.svg"
