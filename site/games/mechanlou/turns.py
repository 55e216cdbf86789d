"""Méchanlou's turns without the page: who holds the tablet, and what a card in the hand can do.

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


def acting_seat(view: dict) -> int:
    """Who must act now: the current player, or the defender during an attack."""
    return view["to_move"][0] if view["to_move"] else view["current"]


def bottom_seat(view: dict, computers: list) -> int:
    """Whose side of the table lies at the bottom of the screen (their row and their hand, big).

    One child against computers keeps the bottom all game. With several
    children it is the child who acts (the defender while a wolf attacks,
    the attacker while a computer defends), else the computer who acts.
    """
    children = [seat for seat, computer in enumerate(computers) if not computer]
    if len(children) == 1:
        return children[0]
    acting = acting_seat(view)
    if computers[acting] and view["phase"] == "defend" and not computers[view["current"]]:
        return view["current"]
    return acting


def viewer(bottom: int, computers: list, hands: str) -> int | None:
    """Whose view the page draws: the bottom seat's, unless that would show a computer's hidden hand."""
    return bottom if hands == "open" or not computers[bottom] else None


def must_pass(previous: int | None, bottom: int, computers: list, hands: str) -> bool:
    """Hidden hands change children: the tablet is covered until the next child takes it."""
    several = sum(not computer for computer in computers) > 1
    return hands == "hidden" and several and not computers[bottom] and bottom != previous
