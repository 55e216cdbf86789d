"""What each Märchenwald card looks like: Fluent Emoji glyphs and our own drawings.

The engine names objects after their pictures: a Fluent Emoji glyph of that
name, or our own drawing in games/marchenwald/art/ where no glyph shows the
object of the tale (golden ball, glass slipper, spindle, cudgel). Paths are
written out in full here because the build copies only the icons it finds
written.
"""

OBJECT_PICTURES = {
    "red-apple": "icons/red-apple.svg",
    "womans-hat": "icons/womans-hat.svg",
    "spindle": "games/marchenwald/art/spindle.svg",
    "basket": "icons/basket.svg",
    "golden-ball": "games/marchenwald/art/golden-ball.svg",
    "scissors": "icons/scissors.svg",
    "rose": "icons/rose.svg",
    "glass-slipper": "games/marchenwald/art/glass-slipper.svg",
    "cudgel": "games/marchenwald/art/cudgel.svg",  # the cudgel in the sack
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
