"""A whole game of each board game by a child who cannot read, at a child's pace, acting only on what the screen shows.

The child knows nothing of the rules: it looks at the screen for 3 to 8
seconds, then taps one of the things it may tap (an enabled button that is
not one of the top bar's own: home, new game, voice; the other players' rows
shown up there are play), a glowing one if any glows (a running animation or the page's
"you may play this" look), or drags it toward the middle of the window
where the game is about dexterity (Sorcière's roof cards), slowly, as a
careful child. While nothing may be tapped (but the view: zoom, find), it waits: the computer plays,
or the show goes on. The teacher's corner is left as it is, with the voice
on, in French; Im Märchenwald and Méchanlou are a child against the
computer, Sorcière and La Guerre des Moutons as their setup seats them.
(Méli Cado, for readers, has its own: test_meli_cado_reader.py.)

What is checked: the game reaches its ending within LONGEST_GAME_S (the box's
own length, longer for La Guerre des Moutons: "about 30 minutes"), with no
console or page error, and every clip starts in step (voice_log.py). What
is printed: who won, how long it took, the child's taps, the longest wait
between the child's turns (nothing it may tap), and every clip said, in
order.

It plays in real time (minutes a game), so it is left out of the default
run: `.venv/bin/python -m pytest tests/e2e/test_child_pace.py -m child_pace -s -p no:xdist`.
"""

import collections
import random
import time

import pytest
from playwright.sync_api import expect

from tests.e2e.voice_log import VoiceLog, VOICE_ON
from tools.screens import HAND_AT_REST, VISIBLE_POINT

LOOK = (3.0, 8.0)  # seconds the child looks before a move
#: Seconds a whole game may take at a child's pace: a Moutons bag of 60 tiles is the box's "about 30 minutes".
LONGEST_GAME_S = {"marchenwald": 1500, "mechanlou": 1500, "sorciere": 1500, "moutons": 2700}
POLL_MS = 250

pytestmark = [pytest.mark.child_pace, pytest.mark.timeout(max(LONGEST_GAME_S.values()) + 300)]

#: What the child may touch now: every enabled button on screen but the top bar's own (home, new game, voice), with
#: the middle of what shows of it, whether it glows, whether it is pulled rather than tapped, and whether it only
#: moves the view (Moutons' zoom and find, always live: they alone are no reason to stop waiting).
MAY_TOUCH = """() => {
  const lit = /\\b(can-play|is-target|is-glowing|is-hinted)\\b/;
  return [...document.querySelectorAll('button, [role=button]')]
    .filter(node => !node.disabled && node.getAttribute('aria-disabled') !== 'true' && !node.matches('.top-bar .bar-button'))
    .filter(node => { const box = node.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && box.right > 0 && box.bottom > 0
        && box.left < innerWidth && box.top < innerHeight && getComputedStyle(node).visibility !== 'hidden'; })
    .map(node => ({point: (VISIBLE_POINT)(node), pull: node.matches('.sw-card'), view: node.matches('.mt-view'),
                   name: node.getAttribute('aria-label') || node.textContent.trim().slice(0, 40),
                   lit: lit.test(node.className) || node.getAnimations({subtree: true}).some(a => a.playState === 'running')}))
    .filter(thing => thing.point);
}""".replace("VISIBLE_POINT", VISIBLE_POINT)
ENDED = ".end-scene"


class Child:
    """Looks, then taps or pulls one thing it may touch; counts its taps and how long it had nothing to do."""

    def __init__(self, page, rng: random.Random):
        self.page, self.rng = page, rng
        self.touch = page.context.new_cdp_session(page)
        self.taps = 0
        self.tapped = collections.Counter()  # what it tapped, by name, whether it glowed: where its time went
        self.waits = []  # seconds the child had nothing to touch, between two of its turns

    def may_touch(self) -> list:
        return self.page.evaluate(MAY_TOUCH)

    def wait_for_something(self) -> list:
        """What it may touch once there is something (or the ending); the time it waited is kept."""
        started = time.monotonic()
        while not self.page.locator(ENDED).count():
            found = self.may_touch()
            if any(not thing["view"] for thing in found):  # the board's zoom and find buttons are not play
                if time.monotonic() - started > 0.5:
                    self.waits.append(time.monotonic() - started)
                return found
            self.page.wait_for_timeout(POLL_MS)
        return []

    def move(self) -> None:
        if not self.wait_for_something():
            return
        self.page.wait_for_timeout(self.rng.uniform(*LOOK) * 1000)
        found = self.may_touch()  # what shows after looking: the screen may have moved on
        if not found or self.page.locator(ENDED).count():  # the game ended while it looked: its "again" is not play
            return
        glowing = [thing for thing in found if thing["lit"]]
        choice = self.rng.choice(glowing or found)
        if choice["pull"]:
            self.page.wait_for_function(HAND_AT_REST)
            self.pull(choice["point"])
        else:  # a finger on the screen, as a child taps: a thing that went off meanwhile gets a tap too
            self.page.touchscreen.tap(choice["point"]["x"], choice["point"]["y"])
        self.taps += 1
        self.tapped[(choice["name"], choice["lit"])] += 1

    def pull(self, point: dict) -> None:
        """A finger on the card where it shows, a slow even slide toward the middle, then up."""
        x, y = point["x"], point["y"]
        towards = -1 if y > self.page.viewport_size["height"] / 2 else 1
        self.send("touchStart", x, y)
        for step in range(1, 61):
            self.page.wait_for_timeout(16)
            self.send("touchMove", x, y + towards * 2 * step)
        self.touch.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})

    def send(self, kind: str, x: float, y: float) -> None:
        self.touch.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": [{"x": x, "y": y, "id": 1}]})


@pytest.mark.parametrize("game_id", list(LONGEST_GAME_S))
def test_a_child_who_cannot_read_plays_a_whole_game_alone(open_ready, page, game_id, tmp_path):
    voice = VoiceLog(page)
    page.add_init_script(VOICE_ON)
    open_ready(f"index.html#{game_id}")
    computer = page.locator('.seat[data-mode="computer"]')
    if game_id in ("marchenwald", "mechanlou") and not computer.count():
        bear = page.locator('.seat[data-animal="bear"]')
        for _ in range(3):  # a seat's modes go round: empty, a child, the computer
            if bear.get_attribute("data-mode") != "computer":
                bear.tap()
        expect(bear).to_have_attribute("data-mode", "computer")
    page.get_by_role("button", name="Jouer", exact=True).tap()
    started = time.monotonic()
    child = Child(page, random.Random(game_id))
    while not page.locator(ENDED).count():
        if time.monotonic() - started > LONGEST_GAME_S[game_id]:
            page.screenshot(path=str(tmp_path / "no-ending.png"))
            pytest.fail(f"no ending after {child.taps} taps; the screen ({tmp_path / 'no-ending.png'}) offers: "
                        f"{[(thing['name'], thing['lit']) for thing in child.may_touch()]}; the child tapped (name, "
                        f"glowing): {child.tapped.most_common(12)}")
        child.move()
    expect(page.locator(ENDED)).to_be_visible()
    took = time.monotonic() - started
    page.wait_for_timeout(8_000)  # the ending's words
    keys = voice.keys()
    winners = page.locator("[data-winner]")
    print(f"\n{game_id}: {took / 60:.1f} min, {child.taps} taps by the child, longest wait between its turns "
          f"{max(child.waits, default=0):.1f} s; winner seat: "
          f"{winners.first.get_attribute('data-winner') if winners.count() else 'none shown'}; last clip {keys[-1:]}; "
          f"tapped most (name, glowing): {child.tapped.most_common(8)}")
    voice.assert_in_step(set(), last=tuple(keys[-1:]))
