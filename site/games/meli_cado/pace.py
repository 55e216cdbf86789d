"""Méli Cado's time for children: the table's clock, the computer players held back, a quiet table that speaks.

The board mixes ChildrensTime in: after every change of the row the computer
players wait their level's pace (longer for a child who is behind), and a
table where nothing has happened for a while says again what a child may do.
"""

import asyncio
import time

from ui.kit.turns import TableState
from .timings import BEHIND_MOST, BEHIND_SLOWER, COMPUTER_PACE, NUDGE_LOOK, QUIET_NUDGE, STARTER_WAIT
from .words import reminder_prompt


class TableClock:
    """The table's clock in ms: the state's clock, plus the real time since it last changed (across reloads too)."""

    def __init__(self):
        self.clock = None
        self.since = 0.0

    def now(self, clock: int) -> int:
        if clock != self.clock:
            self.clock, self.since = clock, time.monotonic()
        return clock + int((time.monotonic() - self.since) * 1000)


class ChildrensTime:
    """The board's pacing of the computer players and its reminders; it reads the board's table, app and children."""

    def hold_computers(self) -> None:
        """After every change, no computer player moves before its level's pace: the children look for a word first.

        Each card a child holds more than a computer player makes that player
        wait longer. While a computer player starts a sequence, nobody else
        may lay a card: it waits only for what the change says to be heard.
        """
        if not self.children:
            return
        view = self.view()
        level, sizes = self.app.settings.level, view["hand_sizes"]
        most = max(sizes[seat] for seat in self.children)
        now = time.monotonic()
        for seat, computer in enumerate(self.table.computers):
            if not computer:
                continue
            if view["opening"] and view["starter"] not in self.children:
                wait = self.app.pace.seconds(STARTER_WAIT)  # the children only watch: the words of the change first
            else:
                behind = min(BEHIND_MOST, max(0, most - sizes[seat]))
                wait = self.app.pace.seconds(COMPUTER_PACE[level] * (1 + BEHIND_SLOWER * behind))
            self.table.ready_at[seat] = max(self.table.ready_at.get(seat, now), now + wait)

    async def nudge(self) -> None:
        """When nothing has happened for a while and a child may act, say again what they may do."""
        while True:
            await asyncio.sleep(self.app.pace.seconds(NUDGE_LOOK))
            if self.table.phase is not TableState.OPEN:
                continue
            if self.app.voice.is_speaking():  # quiet means no voice either
                self.quiet_since = time.monotonic()
                continue
            if time.monotonic() - self.quiet_since < self.app.pace.seconds(QUIET_NUDGE):
                continue
            self.quiet_since = time.monotonic()
            children = [seat for seat in self.children if self.table.may_act(seat)]
            prompt = reminder_prompt(self.view(), children, self.table.computers)
            if prompt:
                self.app.voice.say(*prompt, needed=True)
