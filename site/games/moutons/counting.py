"""The final count shown field by field: which of the board's fields each player's total counts.

Plain Python (no browser), so it is tested in CPython. The engine gives
each player's total (`view["scores"]`, their best closed field of their
colour that no wolf spoils, plus their stopping bonus, which always
counts) and every field of the board (`view["enclosures"]`); the page only
finds the field whose sheep make that total, to light it while it is
counted aloud. It never scores a game itself.
"""


def counted_field(view: dict, player: int) -> dict | None:
    """The field of `player`'s colour whose sheep the engine counted (None: no field counted)."""
    colour, total = view["colours"][player], view["scores"][player]
    bonus = view["bonuses"][player] or 0
    fields = [field for field in view["enclosures"]
              if field["colour"] == colour and field["closed"] and not field["voided"]]
    for sheep in (total - bonus, total):
        found = next((field for field in fields if field["sheep"] == sheep), None)
        if found is not None and sheep > 0:
            return found
    return None


def counted_sheep(view: dict, player: int) -> int:
    field = counted_field(view, player)
    return field["sheep"] if field else 0
