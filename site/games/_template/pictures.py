"""What the cherry tree looks like: our own drawing of the tree, and Fluent Emoji glyphs.

Paths are written out in full because the build copies only the icons it
finds written.
"""

TREE = "games/_template/art/tree.svg"
CHERRY = "icons/cherries.svg"
BASKET = "icons/basket.svg"
NEW_GAME = "icons/counterclockwise-arrows-button.svg"
