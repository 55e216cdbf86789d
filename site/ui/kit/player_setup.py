"""Choosing who plays: one big button per animal, each tap cycles not playing, a child, the computer.

Each tap answers with a sound and says what the animal became (a child, the
computer, nobody), for a child who cannot read the badge.

The order of play shows beside the start button: the first animal is the
youngest child's (a baby beside it), as the boxes of these games say.
"""

from .avatar import avatar, player_name
from .dom import button, el, picture, refuse_with, set_label
from .i18n import words
from .players import ANIMALS, Lineup

MODE_BADGES = {"human": "icons/child.svg", "computer": "icons/robot.svg"}
#: What a tap on an animal says it became.
MODE_PROMPTS = {"off": "setup.seat_off", "human": "setup.seat_human", "computer": "setup.seat_computer"}


class PlayerSetup:
    """The animals' buttons; `on_change(lineup)` after every tap."""

    def __init__(self, lineup: Lineup, on_change, sounds, voice=None):
        self.lineup = lineup
        self.on_change = on_change
        self.sounds = sounds
        self.voice = voice
        self.buttons = {}
        for animal in ANIMALS:
            badge = el("span", "seat-badge", attrs={"aria-hidden": "true"})
            self.buttons[animal.id] = button("", lambda animal=animal.id: self.tap(animal), "seat",
                                             [avatar(animal.id, size="l", decorative=True), badge],
                                             attrs={"data-animal": animal.id})
        self.node = el("div", "seat-grid", list(self.buttons.values()))
        self.refresh()

    def tap(self, animal: str) -> None:
        mode = self.lineup.tap(animal)
        if mode == "human":
            self.sounds.success()
        else:
            self.sounds.flip()
        if self.voice is not None:
            self.voice.say_now(MODE_PROMPTS[mode])  # the last tap's answer, not a queue of them
        self.refresh()
        self.on_change(self.lineup)

    def refresh(self) -> None:
        for animal, node in self.buttons.items():
            mode = self.lineup.modes[animal]
            node.dataset.mode = mode
            node.disabled = not self.lineup.can_join(animal)
            refuse_with(node, "setup.full" if node.disabled else None)  # a full table says so when tapped
            set_label(node, words(f"seat.{mode}", animal=words(f"animal.{animal}")))
            badge = node.querySelector(".seat-badge")
            badge.replaceChildren(*([picture(MODE_BADGES[mode])] if mode in MODE_BADGES else []))


class PlayOrder:
    """The seats in the order they play; the first, for the youngest child, with a baby beside it."""

    def __init__(self):
        self.node = el("div", "play-order", attrs={"role": "img"})

    def show(self, seats: list) -> None:
        if not seats:
            self.node.replaceChildren()
            self.node.removeAttribute("aria-label")
            return
        first, *others = seats
        self.node.replaceChildren(
            el("span", "play-order-first", [picture("icons/baby.svg", "play-order-baby"),
                                            avatar(first.animal, first.computer, "m", decorative=True)]),
            *[avatar(seat.animal, seat.computer, "s", decorative=True) for seat in others],
        )
        set_label(self.node, words("setup.order", animal=player_name(first.animal, first.computer)))
