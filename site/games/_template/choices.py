"""Which legal action each picking button makes, sorted from the engine's legal actions, without the page.

Plain Python (no browser), so it is tested in CPython. The page asks the
engine's legal actions and finds the one behind a button here; it never
decides a rule itself.
"""

#: The picking buttons, by the number of cherries each picks.
BUTTON_COUNTS = (1, 2)


def pick_action(actions: list, count: int) -> dict | None:
    """The legal action that picks `count` cherries, or None when it may not be picked now."""
    return next((action for action in actions if action["type"] == "pick" and action["count"] == count), None)
