"""How steady a child's pull was, measured from the pointer's path as the drag goes.

Plain Python (no browser), so it is tested in CPython. The page feeds every
pointer sample (time in ms, x, y in CSS px) as the browser delivers them, at
the screen's own rate; the steadiness is what the engine receives with the
pull, a float in [0, 1]:

- speed: a slow pull is steady; past CALM_SPEED each extra px/ms costs,
  and at WILD_SPEED the pull is as rough as it gets;
- jerk: a pull that keeps its pace is steady; a sudden change of speed
  between one moment and the next (a yank, a stop and go) costs too.

Both are read over the window of at least WINDOW_MS ending at every sample
(the last one too, so a flick at the release counts), so that the jitter of
single pointer events (a busy tablet delivers them unevenly) is not taken
for a shaky hand. The roughness is the larger of the two, so a fast smooth
flick and a slow jerky tug are both rough; a slow, even pull scores 1.
"""

import math

#: CSS px a card must travel to come off the roof, in any direction: its own length, so that it clears
#: its place, within these bounds (a small phone's cards are small, and the screen's edge is near).
PULL_DISTANCE = 90
SHORTEST_PULL = 40
#: px/ms: at or below, a pull is calm; at WILD_SPEED it is a jerk.
CALM_SPEED = 0.25
WILD_SPEED = 1.6
#: px/ms: a change of speed between two windows up to JERK_CALM is an even pull; JERK_WILD is a yank.
JERK_CALM = 0.2
JERK_WILD = 1.2
#: ms: the shortest stretch of the path whose speed is read.
WINDOW_MS = 50.0
#: Samples closer in time than this (ms) are merged: two events of one frame say nothing about speed.
MIN_STEP_MS = 4.0


def _scaled(value: float, calm: float, wild: float) -> float:
    return min(1.0, max(0.0, (value - calm) / (wild - calm)))


def pull_distance(width: float, height: float) -> float:
    """How far a card of this size (CSS px) must travel to come off the roof."""
    return min(PULL_DISTANCE, max(SHORTEST_PULL, width, height))


class PullMeter:
    """The path of one drag: where it started, how far it went (and must go), how steadily."""

    def __init__(self, time_ms: float, x: float, y: float, needed: float = PULL_DISTANCE):
        self.samples = [(time_ms, x, y)]
        self.needed = needed

    def add(self, time_ms: float, x: float, y: float) -> None:
        last_time = self.samples[-1][0]
        if time_ms - last_time < MIN_STEP_MS:
            if len(self.samples) > 1:
                self.samples[-1] = (self.samples[-1][0], x, y)  # the same moment, a little further
            return
        self.samples.append((time_ms, x, y))

    @property
    def offset(self) -> tuple:
        """(dx, dy) from where the finger came down."""
        _, x0, y0 = self.samples[0]
        _, x, y = self.samples[-1]
        return x - x0, y - y0

    @property
    def distance(self) -> float:
        return math.hypot(*self.offset)

    def is_pulled(self) -> bool:
        return self.distance >= self.needed

    def windows(self) -> list:
        """(first sample, mean speed) of the window of at least WINDOW_MS that ends at each sample after the first.

        Every sample closes a window, the last one too, so a flick at the
        release is read as fast as it was; a window never spans less than
        WINDOW_MS, so the jitter of single events is not taken for speed,
        and still time before a yank does not water it down. The peak is the
        pull's fastest moment.
        """
        windows = []
        for end in range(1, len(self.samples)):
            end_time = self.samples[end][0]
            start, travelled, fastest = end, 0.0, 0.0
            while start > 0 and (start == end or end_time - self.samples[start][0] < WINDOW_MS):
                (_, x0, y0), (_, x1, y1) = self.samples[start - 1], self.samples[start]
                travelled += math.hypot(x1 - x0, y1 - y0)
                start -= 1
                # never shorter than WINDOW_MS, but a long gap with no event does not water a quick move down
                fastest = max(fastest, travelled / max(WINDOW_MS, end_time - self.samples[start][0]))
            windows.append((start, fastest))
        return windows

    def steadiness(self) -> float:
        """1.0 for a slow, even pull; toward 0.0 for a fast or jerky one (see the module)."""
        windows = self.windows()
        if not windows:
            return 1.0
        speeds = [speed for _, speed in windows]
        # the change of pace between each window and the one just before it (ending where it starts)
        jerk = max((abs(speed - speeds[start - 1]) for start, speed in windows if start > 0), default=0.0)
        roughness = max(_scaled(max(speeds), CALM_SPEED, WILD_SPEED), _scaled(jerk, JERK_CALM, JERK_WILD))
        return float(round(1.0 - roughness, 3))
