"""What each Märchenwald card looks like: Fluent Emoji glyphs and our own drawings.

The engine names objects after their glyphs, but paths are written out in
full here because the build copies only the icons it finds written.
"""

OBJECT_PICTURES = {
    "red-apple": "icons/red-apple.svg",
    "womans-hat": "icons/womans-hat.svg",
    "thread": "icons/thread.svg",
    "basket": "icons/basket.svg",
    "crystal-ball": "icons/crystal-ball.svg",
    "scissors": "icons/scissors.svg",
    "rose": "icons/rose.svg",
    "high-heeled-shoe": "icons/high-heeled-shoe.svg",
    "wood": "icons/wood.svg",
    "cookie": "icons/cookie.svg",
    "coin": "icons/coin.svg",
    "womans-boot": "icons/womans-boot.svg",
    "castle": "icons/castle.svg",  # sought once seven objects lie by the mirror
}

CARD_PICTURES = {
    "witch": "icons/woman-mage.svg",
    "crow": "icons/blackbird.svg",
    "dwarf": "art/dwarf.svg",
    "castle": "icons/castle.svg",
    "tree": "icons/evergreen-tree.svg",
}

#: The tree every object card shows its object at the foot of.
OBJECT_TREE = "icons/deciduous-tree.svg"
DWARF = CARD_PICTURES["dwarf"]
