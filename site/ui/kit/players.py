"""The eight player animals and the choice of who plays.

A player is an animal, a colour and a pattern, never a name: children who do
not read recognise their animal, and the pattern keeps players apart for
colour-blind children. Seats follow the order of `ANIMALS`.
"""

from dataclasses import dataclass


@dataclass(frozen=True)
class Animal:
    id: str
    picture: str  # literal icon path: the build copies only icons it finds written out
    colour: str
    pattern: str  # a CSS class in kit.css: the cue that is not a colour


ANIMALS = (
    Animal("fox", "icons/fox.svg", "#f57c00", "stripes"),
    Animal("bear", "icons/bear.svg", "#8d5524", "dots"),
    Animal("rabbit", "icons/rabbit-face.svg", "#29b6f6", "checks"),
    Animal("frog", "icons/frog.svg", "#43a047", "columns"),
    Animal("owl", "icons/owl.svg", "#8e24aa", "rings"),
    Animal("pig", "icons/pig-face.svg", "#ec407a", "grid"),
    Animal("cat", "icons/cat-face.svg", "#fdd835", "zigzag"),
    Animal("dog", "icons/dog-face.svg", "#e53935", "bars"),
)

ANIMALS_BY_ID = {animal.id: animal for animal in ANIMALS}

#: What tapping an animal in the setup cycles through.
SEAT_MODES = ("off", "human", "computer")


@dataclass(frozen=True)
class Seat:
    animal: str
    computer: bool


class Lineup:
    """Who plays, chosen by tapping animals: off, then a child, then the computer."""

    def __init__(self, min_players: int, max_players: int, modes: dict | None = None):
        self.min_players = min_players
        self.max_players = min(max_players, len(ANIMALS))
        self.modes = {animal.id: "off" for animal in ANIMALS}
        for animal, mode in (modes or {}).items():
            if animal in self.modes and mode in SEAT_MODES:
                self.modes[animal] = mode

    def tap(self, animal: str) -> str:
        """The next mode of that animal; an animal cannot join a full table."""
        mode = SEAT_MODES[(SEAT_MODES.index(self.modes[animal]) + 1) % len(SEAT_MODES)]
        if mode == "human" and self.is_full():
            return self.modes[animal]
        self.modes[animal] = mode
        return mode

    def can_join(self, animal: str) -> bool:
        return self.modes[animal] != "off" or not self.is_full()

    def is_full(self) -> bool:
        return len(self.seats()) >= self.max_players

    def seats(self) -> list:
        return [
            Seat(animal.id, self.modes[animal.id] == "computer")
            for animal in ANIMALS
            if self.modes[animal.id] != "off"
        ]

    def is_ready(self) -> bool:
        return self.min_players <= len(self.seats()) <= self.max_players


def seats_to_json(seats: list) -> list:
    return [{"animal": seat.animal, "computer": seat.computer} for seat in seats]


def seats_from_json(data: list) -> list:
    """Seats from a save; raises ValueError on anything that is not a known animal, once."""
    seats = [Seat(str(item["animal"]), bool(item["computer"])) for item in data]
    animals = [seat.animal for seat in seats]
    if not seats or len(set(animals)) != len(animals) or not set(animals) <= set(ANIMALS_BY_ID):
        raise ValueError(f"not a list of player animals: {data!r}")
    return seats
