"""Which forest card a tap turns, from the engine's legal actions, without the page.

Plain Python (no browser), so it is tested in CPython. Every action of Im
Märchenwald names one card's place (turn it up, or pick it for the
witch's swap): a card may be tapped when an action names it, and a tap
plays the first action that does.
"""


def live_places(actions: list) -> set:
    """The places of the cards a tap may turn now."""
    return {action["place"] for action in actions}


def action_at(actions: list, place: int) -> dict | None:
    """What a tap on the card at `place` does, or None: that card may not be tapped now."""
    return next((action for action in actions if action["place"] == place), None)
