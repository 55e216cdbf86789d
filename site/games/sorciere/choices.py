"""Which roof cards a child may pull and where a card may go back, from the engine's legal actions, without the page.

Plain Python (no browser), so it is tested in CPython. The engine lists a
pull for every card on the roof or, while a card of the same treat waits,
a put-back for every free place; the page enables only those targets.
"""


def pullable(actions: list) -> set:
    """The places of the roof cards a child may drag off now."""
    return {action["place"] for action in actions if action["type"] == "pull"}


def put_back_places(actions: list) -> set:
    """The places the waiting card may go back to now."""
    return {action["place"] for action in actions if action["type"] == "put_back"}
