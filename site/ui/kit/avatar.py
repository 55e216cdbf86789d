"""Showing players: an animal in a ring of its colour and pattern, whose turn it is, who waits.

The ring's pattern (stripes, dots, checks...) tells players apart without
relying on colour; a robot badge marks a computer player.
"""

from .dom import el, picture
from .i18n import words
from .players import ANIMALS_BY_ID


def player_name(animal: str, computer: bool) -> str:
    name = words(f"animal.{animal}")
    return words("player.computer", animal=name) if computer else name


def avatar(animal: str, computer: bool = False, size: str = "m", decorative: bool = False):
    """The animal's face in its ring. size: s, m, l, xl (see kit.css)."""
    look = ANIMALS_BY_ID[animal]
    attrs = {"data-animal": animal, "style": f"--player: {look.colour}"}
    if decorative:
        attrs["aria-hidden"] = "true"
    else:
        attrs.update(role="img", **{"aria-label": player_name(animal, computer)})
    children = [picture(look.picture, "avatar-face")]
    if computer:
        children.append(picture("icons/robot.svg", "avatar-robot"))
    return el("span", f"avatar avatar-{size} pattern-{look.pattern}", children, attrs=attrs)


def crowned(*seats, classes: str = ""):
    """A game's winner at its ending, big, with the crown (the kit's .end-winner)."""
    faces = [avatar(seat.animal, seat.computer, "l") for seat in seats]
    return el("div", f"end-winner {classes}".strip(), [picture("icons/crown.svg", "end-crown"), *faces])


def look_at_turn(board) -> None:
    """The turn banner on a board bounces again: a child tapped while a computer player has the turn."""
    banner = board.querySelector(".turn-banner") if board else None
    if not banner:  # a JsNull (falsy) when the board has no banner (a game played all at once)
        return
    banner.classList.remove("turn-look")
    banner.offsetWidth  # restart the bounce
    banner.classList.add("turn-look")


class TurnBanner:
    """The current player, big, glowing and bouncing in when the turn changes (see look_at_turn)."""

    def __init__(self):
        self.node = el("div", "turn-banner", attrs={"role": "status"})
        self.player = None

    def show(self, seat, player: int) -> None:
        if player == self.player:
            return
        self.player = player
        said = el("span", "sr-only", text=words("turn.banner", animal=player_name(seat.animal, seat.computer)))
        self.node.replaceChildren(avatar(seat.animal, seat.computer, "l", decorative=True), said)
        self.node.dataset.player = str(player)
        self.node.dataset.animal = seat.animal
        self.node.classList.remove("turn-new", "turn-look")
        self.node.offsetWidth  # restart the bounce animation
        self.node.classList.add("turn-new")



class PlayerStrip:
    """Every player in seat order: the current one glows, one who misses a turn shows a sleeping tree."""

    def __init__(self, seats: list):
        self.items = []
        for player, seat in enumerate(seats):
            mark = el("span", "miss-mark", [picture("icons/evergreen-tree.svg"), picture("icons/zzz.svg", "miss-zzz")])
            item = el("li", "strip-player", [avatar(seat.animal, seat.computer, "s", decorative=True), mark],
                      attrs={"data-player": player, "data-animal": seat.animal})
            self.items.append(item)
        self.node = el("ol", "player-strip", self.items, attrs={"aria-label": words("players.list")})
        self.seats = seats

    def show(self, current: int | None, missing_turn: list) -> None:
        for player, item in enumerate(self.items):
            item.classList.toggle("is-current", player == current)
            item.dataset.current = "true" if player == current else "false"
            self.mark_missing(player, missing_turn[player])

    def mark_missing(self, player: int, missing: bool) -> None:
        item = self.items[player]
        item.dataset.missesTurn = "true" if missing else "false"
        item.classList.toggle("misses-turn", missing)
        seat = self.seats[player]
        name = player_name(seat.animal, seat.computer)
        item.setAttribute("aria-label", words("player.misses_turn", animal=name) if missing else name)
