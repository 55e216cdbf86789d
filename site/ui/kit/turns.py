"""How a table takes turns: its states, and one driver per turn model of the engine.

Plain Python (no browser), so it is tested in CPython. The engine says who
may act (`to_move`) and how its game takes turns (`info["turns"]`); a driver
says which children may tap now, which computer players act and after how
long, and whether a tap made while another move is being shown waits its
turn (reactions, real time) or is dropped (one at a time: it was a double tap).
"""

from dataclasses import dataclass
from enum import Enum

# Seconds at the normal pace (?fast=1 shortens them, see kit.motion).
QUIET_WAIT = 6.0  # at most, for the words of the last move to end before a new turn is named
INTRO_WAIT = 15.0  # at most, for a new game's intro (a child needs it, e.g. their secret colour) to be said in full
PROMPT_WAIT = 3.5  # at most, for the voice to finish a turn's prompt before anyone plays
COMPUTER_PAUSE = 1.0  # a computer whose turn it is "thinks" this long, so children see whose turn it is
#: A computer player acting out of turn or in real time waits this long between its moves:
#: never faster than a child can follow, slower at the easy level.
OUT_OF_TURN_PACE = {"easy": 6.0, "normal": 3.5}


class TableState(Enum):
    """What a table is doing; exactly one at a time."""

    STARTING = "starting"  # drawn, its first turn not open yet
    PASSING = "passing"  # the cover asks the next child to take the tablet
    PREPARING = "preparing"  # everyone watches something before anyone acts (a song)
    OPEN = "open"  # children may tap; computer players act at their pace
    PLAYING = "playing"  # a move is applied, saved and shown
    ENDED = "ended"  # the ending is shown
    STOPPED = "stopped"  # the page was left


@dataclass(frozen=True)
class Opening:
    """Who may act now: children tap, computer players act by themselves."""

    children: tuple
    computers: tuple
    current: int | None  # the one whose turn it is, if the game has turns


class OneAtATime:
    """One player acts at a time: a child taps, or a computer plays after the prompt and a pause."""

    name = "one_at_a_time"
    queues_taps = False

    def opening(self, view: dict, computers: list) -> Opening:
        movers = view["to_move"][:1]
        return Opening(
            children=tuple(seat for seat in movers if not computers[seat]),
            computers=tuple(seat for seat in movers if computers[seat]),
            current=movers[0] if movers else None,
        )

    def computer_wait(self, seat: int, opening: Opening, level: str) -> float:
        return COMPUTER_PAUSE


class Reactions(OneAtATime):
    """One player has the turn, others may react out of turn (a wolf played at any time).

    A child's reaction buttons stay live during everyone's turns; a computer
    player reacts at its level's pace; reactions are applied in the order
    they came.
    """

    name = "reactions"
    queues_taps = True

    def opening(self, view: dict, computers: list) -> Opening:
        movers = view["to_move"]
        current = view.get("current")
        return Opening(
            children=tuple(seat for seat in movers if not computers[seat]),
            computers=tuple(seat for seat in movers if computers[seat]),
            current=current if current in movers else None,
        )

    def computer_wait(self, seat: int, opening: Opening, level: str) -> float:
        return COMPUTER_PAUSE if seat == opening.current else OUT_OF_TURN_PACE[level]


class RealTime(Reactions):
    """Everyone plays at once: children tap whenever they like, computer players act at their level's pace."""

    name = "real_time"

    def opening(self, view: dict, computers: list) -> Opening:
        movers = view["to_move"]
        return Opening(
            children=tuple(seat for seat in movers if not computers[seat]),
            computers=tuple(seat for seat in movers if computers[seat]),
            current=None,
        )

    def computer_wait(self, seat: int, opening: Opening, level: str) -> float:
        return OUT_OF_TURN_PACE[level]


DRIVERS = {driver.name: driver() for driver in (OneAtATime, Reactions, RealTime)}


def driver_for(info: dict):
    """The driver of a game's declared turn model (one at a time when it declares none)."""
    return DRIVERS[info.get("turns", OneAtATime.name)]


def computer_has_turn(driver, view: dict, computers: list) -> bool:
    """A computer player has the turn in the game as the table's view shows it (in real time nobody has it)."""
    if view["outcome"] is not None:
        return False
    current = driver.opening(view, computers).current
    return current is not None and computers[current]


def computer_seed(game_seed: int, events_seen: int) -> int:
    """A seed for one decision: the same game replays the same computer moves."""
    return game_seed * 1_000_003 + events_seen


def next_computer(opening: Opening, waits: dict) -> int | None:
    """The computer player whose wait ends first (waits: seat -> when, or seconds left), or None."""
    ready = [seat for seat in opening.computers if seat in waits]
    return min(ready, key=lambda seat: (waits[seat], seat)) if ready else None
