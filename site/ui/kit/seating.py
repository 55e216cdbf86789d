"""Who holds the tablet: whose side of the table is drawn, and when the tablet is passed.

Plain Python (no browser), so it is tested in CPython. One tablet serves
every child at the table: the page draws the view of the child who acts,
and when hands are hidden a cover asks to pass the tablet before another
child's hand shows.
"""


def children_of(computers: list) -> list:
    return [seat for seat, computer in enumerate(computers) if not computer]


def tablet_seat(view: dict, computers: list) -> int:
    """Whose side of the table the tablet shows (their hand, big, at the bottom).

    One child against computers keeps it all game. With several children it
    is a child who may act now, else the child whose turn it is (watching a
    computer answer their move), else the computer who acts.
    """
    children = children_of(computers)
    if len(children) == 1:
        return children[0]
    movers = view["to_move"]
    acting_children = [seat for seat in movers if not computers[seat]]
    if acting_children:
        return acting_children[0]
    current = view.get("current")
    if current is not None and not computers[current]:
        return current
    return movers[0] if movers else (current if current is not None else 0)


def viewer(seat: int, computers: list, hidden_hands: bool) -> int | None:
    """Whose view the page draws: that seat's, unless it would show a computer's hidden hand (then the table's)."""
    return seat if not hidden_hands or not computers[seat] else None


def must_pass(holder: int | None, seat: int, computers: list, hidden_hands: bool) -> bool:
    """Hidden hands change children: the tablet is covered until the next child takes it."""
    several = len(children_of(computers)) > 1
    return hidden_hands and several and not computers[seat] and seat != holder
