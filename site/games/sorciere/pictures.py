"""What the Sorcière au pain d'épices page looks like: our own drawings of the house, and Fluent Emoji treats.

Paths are written out in full because the build copies only the icons it
finds written.
"""

#: The four treats on the cards' other side (chocolate is a bar, as in the box).
TREAT_PICTURES = {
    "chocolate": "icons/chocolate-bar.svg",
    "lollipop": "icons/lollipop.svg",
    "doughnut": "icons/doughnut.svg",
    "cupcake": "icons/cupcake.svg",
}
BISCUIT = "games/sorciere/art/biscuit.svg"  # the biscuit side, up on the roof
BARLEY_SUGAR = "games/sorciere/art/barley-sugar.svg"
HOUSE = "games/sorciere/art/house.svg"
HOUSE_TILE = "games/sorciere/art/gingerbread-house.svg"
WITCH_ASLEEP = "games/sorciere/art/witch-asleep.svg"
WITCH_AWAKE = "games/sorciere/art/witch-awake.svg"

CANDY = "icons/candy.svg"  # the reward of a round
SLEEP = "icons/zzz.svg"
CRASH = "icons/collision.svg"
HAND = "icons/backhand-index-pointing-up.svg"  # shows how to drag a card
DANCER = "icons/woman-dancing.svg"
CLAP = "icons/clapping-hands.svg"
NEW_GAME = "icons/counterclockwise-arrows-button.svg"
