"""What the voice says next: prompts in the order they were said, never one that is out of date.

Plain Python (no browser), so it is tested in CPython. A child hears before
it reads, so a prompt must never lag the game: one that waited more than
MAX_LAG seconds behind others is dropped when its turn to be spoken comes,
and a new turn, a new game, leaving the page or an ending cut everything
queued. A prompt the child needs before acting (whose turn, what to look
for, give the tablet to...) is never dropped for lagging: the table waits
for it before the turn opens, so it never lags.
"""

import itertools
import time
from dataclasses import dataclass, field

MAX_LAG = 1.0  # seconds a prompt may wait behind others and still be said


@dataclass
class Prompt:
    keys: tuple  # clips said in a row, one sentence
    said_at: float  # when the page asked for it
    needed: bool = False  # a child needs it before acting: not dropped for lagging
    number: int = 0  # prompts are numbered in the order they were asked for


@dataclass
class SpeechQueue:
    clock: object = time.monotonic
    prompts: list = field(default_factory=list)
    numbers: object = field(default_factory=itertools.count)

    def add(self, keys, needed: bool = False) -> None:
        if keys:
            self.prompts.append(Prompt(tuple(keys), self.clock(), needed, next(self.numbers)))

    def next(self) -> Prompt | None:
        """The next prompt still worth saying, or None; late ones are dropped on the way."""
        while self.prompts:
            prompt = self.prompts.pop(0)
            if prompt.needed or self.clock() - prompt.said_at <= MAX_LAG:
                return prompt
        return None

    def put_back(self, prompt: Prompt) -> None:
        """A prompt the browser refused to play yet (no tap so far): first in line, kept until it can be said."""
        prompt.needed = True
        self.prompts.insert(0, prompt)

    def cut(self) -> None:
        """Nothing queued is said any more (a new turn, a new game, the page left, the ending)."""
        self.prompts.clear()

    def __bool__(self) -> bool:
        return bool(self.prompts)
