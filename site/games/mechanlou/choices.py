"""What a card in a Méchanlou hand can do, sorted from the engine's legal actions, without the page.

Plain Python (no browser), so it is tested in CPython. The page asks the
engine's legal actions and sorts them per card here; it never decides a
rule itself.
"""

from dataclasses import dataclass, field


def card_key(card: dict) -> str:
    """A card as the page names it in data-card: "story-3" or "wolf"."""
    return f"story-{card['number']}" if card["kind"] == "story" else "wolf"


@dataclass
class CardOptions:
    """What tapping one card of the hand may lead to, from the engine's legal actions."""

    lay: dict | None = None  # the story card goes straight into the row
    attacks: list = field(default_factory=list)  # a wolf: the story cards it may attack
    steals: list = field(default_factory=list)  # a wolf, rule NB3: the hands it may take from
    give_back: dict | None = None  # under the draw pile

    def attack_on(self, defender: int, number: int) -> dict | None:
        return next((a for a in self.attacks if a["defender"] == defender and a["number"] == number), None)

    def steal_from(self, opponent: int) -> dict | None:
        return next((a for a in self.steals if a["opponent"] == opponent), None)


def card_options(actions: list, card: dict) -> CardOptions:
    options = CardOptions()
    for action in actions:
        kind = action["type"]
        if kind == "lay" and card == {"kind": "story", "number": action["number"]}:
            options.lay = action
        elif kind == "attack" and card["kind"] == "wolf":
            options.attacks.append(action)
        elif kind == "steal" and card["kind"] == "wolf":
            options.steals.append(action)
        elif kind == "return" and action["card"] == card:
            options.give_back = action
    return options


def only_giving_back(actions: list) -> bool:
    """Whether the only moves are giving a card back: no card fits the row, no wolf has a target (the pile calls)."""
    return bool(actions) and all(action["type"] == "return" for action in actions)
