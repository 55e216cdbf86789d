#!/usr/bin/env python3
"""Screenshots of every page at every tablet and phone size, and the layout checks they share with the tests.

    .venv/bin/python tools/screens.py [--no-build] [--only PAGE ...] [--size WxH ...] [--out FOLDER] [--lang LANG]

Builds dist/ (unless --no-build), serves it on 127.0.0.1, opens it in
Debian's chromium at each size of SIZES (one touch browser context per size,
`?fast=1`), walks through every screen a child or a teacher sees (see
`Tour`) and writes docs/screens/<screen>-<w>x<h>.png (or into --out) at device-pixel-ratio 1,
made smaller with pngquant when Debian's pngquant is installed; --lang shows the
site in another of its languages (French by default), to see longer words fit. It prints,
for each screen and size, the smallest target (button) and what the layout
checks of tests/e2e/test_layouts.py find wrong, if anything.

`Tour` (how to reach each screen by taps, or from a save made here with the
engine) and `layout_problems` (what a screen must satisfy) are imported by
tests/e2e/test_layouts.py, so the pictures show what the tests check.
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import pygame_rules  # noqa: E402
from pygame_rules import Rng  # noqa: E402
from sitebuild.assemble import run_build  # noqa: E402
from sitebuild.paths import DIST, SITE  # noqa: E402
from sitebuild.server import SiteHandler, serving_in_thread  # noqa: E402

if str(SITE) not in sys.path:
    sys.path.insert(0, str(SITE))
from ui.kit.i18n import LANGUAGES  # noqa: E402 - the site's own list

SCREENS = ROOT / "docs" / "screens"


@dataclass(frozen=True)
class Size:
    width: int
    height: int
    phone: bool = False

    @property
    def name(self) -> str:
        return f"{self.width}x{self.height}"

    @property
    def min_target(self) -> int:
        """The smallest a target may be, in CSS px: 64 on a tablet, 48 on a phone (the pre-readers' rule in docs/classroom.md)."""
        return 48 if self.phone else 64


#: Landscape and portrait tablets, then a phone held both ways.
SIZES = (
    Size(1024, 768), Size(768, 1024), Size(1280, 800), Size(800, 1280), Size(1366, 1024),
    Size(390, 844, phone=True), Size(844, 390, phone=True),
)

READY_TIMEOUT_MS = 60_000
TIMEOUT_MS = 20_000
SETTINGS_KEY = "pygame-rules/settings"
#: Set before the site's first load in a context: French (unless --lang), no voice (nothing waits for a clip), computers play well.
SETTINGS = {"lang": "fr", "voice": False, "level": "normal", "options": {}}
CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
    "--proxy-server=http://127.0.0.1:9",  # nothing may leave the site (the loopback is never proxied)
]


def context_options(size: Size, base_url: str) -> dict:
    """A touch screen of that size, in French; no service worker (it would precache all of dist/ meanwhile)."""
    return {
        "base_url": base_url,
        "viewport": {"width": size.width, "height": size.height},
        "device_scale_factor": 1,
        "has_touch": True,
        "is_mobile": size.phone,
        "locale": "fr-FR",
        "service_workers": "block",
    }


def prepare_context(context, lang: str = SETTINGS["lang"]) -> None:
    """The settings above in `lang`, written before the page's first script unless a page of this context changed them.

    Not in the blank page a new tab opens with: it has no storage, and reading it there is a page error.
    """
    settings = json.dumps({**SETTINGS, "lang": lang})
    context.add_init_script(
        f"if (location.protocol.startsWith('http') && !localStorage.getItem({json.dumps(SETTINGS_KEY)})) "
        f"localStorage.setItem({json.dumps(SETTINGS_KEY)}, {json.dumps(settings)});"
    )


# -- saves made with the engine, for the end scenes --------------------------------------------------


def save_record(game_id: str, seats: list, seed: int, state: dict) -> str:
    """What the page keeps in localStorage for a game in progress (see site/ui/kit/saves.py)."""
    game = pygame_rules.load(game_id)
    return json.dumps({"version": 1, "setup": {"seats": seats, "seed": seed}, "state": game.dumps(state)})


def marchenwald_before_the_castle(seed: int = 21) -> tuple[str, int]:
    """A solo hunt whose seven objects are found: (the save, the place of the castle to tap)."""
    game = pygame_rules.load("marchenwald")
    state = game.new(players=1, seed=seed, variant="solo")

    def place_of(wanted: str) -> int:
        return next(place for place, spot in enumerate(state["forest"]) if spot["status"] == "hidden"
                    and (spot["card"]["kind"] == wanted if wanted == "castle" else spot["card"].get("object") == wanted))

    while state["seeking"] != "castle":
        kind = game.legal_actions(state, 0)[0]["type"]
        state = game.apply(state, 0, {"type": kind, "place": place_of(state["seeking"])})
    seats = [{"animal": "fox", "computer": False}]
    return save_record("marchenwald", seats, seed, state), place_of("castle")


def mechanlou_fox_facing(wanted, seed: int, what: str) -> tuple[str, object]:
    """The fox (a child) against the bear (a computer), open hands, both played by the normal computer player
    until the fox must act and `wanted(state, legal)` finds something: (the save, what it found)."""
    game = pygame_rules.load("mechanlou")
    bot = game.bot("normal")
    seats = [{"animal": "fox", "computer": False}, {"animal": "bear", "computer": True}]
    for attempt in range(seed, seed + 200):
        state = game.new(players=2, seed=attempt, hands="open")
        moves = 0
        while game.outcome(state) is None:
            player = game.to_move(state)[0]
            found = wanted(state, game.legal_actions(state, player)) if player == 0 else None
            if found is not None:
                return save_record("mechanlou", seats, attempt, state), found
            state = game.apply(state, player, bot.choose(game, state, player, Rng(attempt * 1000 + moves)))
            moves += 1
    raise RuntimeError(f"no game found where {what}")


def mechanlou_before_the_last_card(seed: int = 3) -> tuple[str, int]:
    """One card from a full row, the fox may lay it: (the save, the card to lay)."""
    def last_card(state, legal):
        lays = [action["number"] for action in legal if action["type"] == "lay"]
        return lays[0] if lays and len(state["rows"][0]) == 5 else None

    return mechanlou_fox_facing(last_card, seed, "the fox lays its last card")


def mechanlou_under_attack(seed: int = 1) -> str:
    """The bear has just sent a wolf on a card of the fox, who must pick a bush: the save."""
    def attacked(state, legal):
        return True if state["attack"] and state["attack"]["defender"] == 0 else None

    return mechanlou_fox_facing(attacked, seed, "the bear attacks the fox")[0]


def sorciere_fox_facing(wanted, seed: int, what: str) -> tuple[str, object]:
    """The fox (a child) against the bear (a computer), both played by the normal computer player until the fox
    must act and `wanted(game, state)` finds something: (the save, what it found)."""
    game = pygame_rules.load("sorciere")
    bot = game.bot("normal")
    seats = [{"animal": "fox", "computer": False}, {"animal": "bear", "computer": True}]
    for attempt in range(seed, seed + 200):
        state = game.new(players=2, seed=attempt)
        moves = 0
        while game.outcome(state) is None:
            player = game.to_move(state)[0]
            found = wanted(game, state) if player == 0 else None
            if found:
                return save_record("sorciere", seats, attempt, state), found
            state = game.apply(state, player, bot.choose(game, state, player, Rng(attempt * 1000 + moves)))
            moves += 1
    raise RuntimeError(f"no game found where {what}")


def sorciere_before_the_fall(seed: int = 1) -> tuple[str, list]:
    """The bear holds one candy; the fox's next pull brings the roof down even at its steadiest, and the bear wins:
    (the save, the places whose pull ends the game)."""
    def fall(game, state):
        if state["holding"] is not None or max(state["candies"]) != 1:
            return None
        return [place for place in sorted(entry["place"] for entry in state["roof"])
                if game.outcome(game.apply(state, 0, {"type": "pull", "place": place, "steadiness": 1.0}))]

    return sorciere_fox_facing(fall, seed, "the fox's pull ends the game")


def sorciere_before_a_comparison(seed: int = 1) -> tuple[str, list]:
    """The fox has a pile, and a pull of any steadiness at these places turns a card to compare with its top:
    (the save, the places)."""
    def compared(game, state):
        if state["holding"] is not None or not state["piles"][0]:
            return None
        return [place for place in sorted(entry["place"] for entry in state["roof"])
                if all(game.apply(state, 0, {"type": "pull", "place": place, "steadiness": steadiness})["events"][-1]["kind"]
                       in ("kept", "same") for steadiness in (0.5, 0.75, 1.0))]

    return sorciere_fox_facing(compared, seed, "the fox's pull turns a card to compare")


def sorciere_card_to_put_back(seed: int = 1) -> str:
    """The fox turned a card of the treat on top of its pile: it waits to go back, the free places call. The save."""
    return sorciere_fox_facing(lambda game, state: state["holding"] is not None, seed, "the fox holds a card")[0]


def moutons_under_way(players: int, seed: int = 3, moves: int = 24) -> str:
    """The fox (a child) and computers, played by the normal computer player's tiles until the fox's turn: the save."""
    game = pygame_rules.load("moutons")
    bot = game.bot("normal")
    seats = [{"animal": animal, "computer": animal != "fox"} for animal in ("fox", "bear", "rabbit", "frog")[:players]]
    state = game.new(players=players, seed=seed, hands="hidden")
    played = 0
    while played < moves or game.to_move(state)[0] != 0:
        player = game.to_move(state)[0]
        action = bot.choose(game, state, player, Rng(seed * 1000 + played))
        if action is None or action["type"] == "stop":
            action = next(a for a in game.legal_actions(state, player) if a["type"] in ("place", "pass"))
        state = game.apply(state, player, action)
        played += 1
    return save_record("moutons", seats, seed, state)


def moutons_before_the_last_stop(seed: int = 4, moves: int = 20) -> str:
    """The bear (a computer) has stopped, the fox (a child) plays on alone; its own stop ends the game: the save."""
    game = pygame_rules.load("moutons")
    seats = [{"animal": "fox", "computer": False}, {"animal": "bear", "computer": True}]
    state = game.loads(json.loads(moutons_under_way(2, seed, moves))["state"])
    state = game.apply(state, 0, next(a for a in game.legal_actions(state, 0) if a["type"] in ("place", "pass")))
    state = game.apply(state, 1, {"type": "stop"})
    assert game.to_move(state) == [0] and game.outcome(game.apply(state, 0, {"type": "stop"})) is not None
    return save_record("moutons", seats, seed, state)


def moutons_when_stopping_pays(seed: int = 1) -> str:
    """The fox (a child) against the bear (a computer), both played by the normal computer player until the fox's
    turn at which that player would stop in its place, and not in the bear's (else the bear may stop first, and
    the picture would change with the machine's speed): the stop sign calls. The save."""
    from pygame_rules.moutons.bots import good_time_to_stop

    game = pygame_rules.load("moutons")
    bot = game.bot("normal")
    seats = [{"animal": "fox", "computer": False}, {"animal": "bear", "computer": True}]
    state, played = game.new(players=2, seed=seed, hands="hidden"), 0
    while not (state["current"] == 0 and state["free"] is None and good_time_to_stop(game.view(state, 0), 0)
               and not good_time_to_stop(game.view(state, 1), 1)):
        assert game.outcome(state) is None, "the fox never had a good time to stop"
        player = game.to_move(state)[0]
        action = bot.choose(game, state, player, Rng(seed * 1000 + played))
        if action is None or action["type"] == "stop":
            action = next(a for a in game.legal_actions(state, player) if a["type"] in ("place", "pass", "draw"))
        state = game.apply(state, player, action)
        played += 1
    return save_record("moutons", seats, seed, state)


def meli_cado_before_the_last_card(seed: int = 1) -> tuple[str, dict]:
    """The fox and the bear, two children, played by the normal computer player in turn until the fox's placement
    empties its hand and ends the game (one round, French): (the save, that placement)."""
    from pygame_rules.meli_cado.cards import is_joker

    game = pygame_rules.load("meli_cado")
    bot = game.bot("normal")
    seats = [{"animal": "fox", "computer": False}, {"animal": "bear", "computer": False}]
    for attempt in range(seed, seed + 50):
        state = game.new(players=2, seed=attempt, language="fr", end="rounds_1", first_insertion="no")
        for step in range(400):
            player = step % 2
            move = bot.choose(game, state, player, Rng(attempt * 1000 + step))
            if move is None:
                continue
            move = {**move, "at_ms": state["clock"] + 1000}
            after = game.apply(state, player, move)
            if game.outcome(after) is not None:
                if player == 0 and move["type"] == "place" and not any(is_joker(play["card"]) for play in move["plays"]):
                    return save_record("meli_cado", seats, attempt, state), move
                break
            state = after
    raise RuntimeError("no game found where the fox's last card ends it")


#: A point of a target where a tap reaches it (not under another), or null: on a grid of its box, middle first.
VISIBLE_POINT = """node => {
  const b = node.getBoundingClientRect();
  for (const fy of [0.5, 0.3, 0.7, 0.15, 0.85]) {
    for (const fx of [0.5, 0.3, 0.7, 0.15, 0.85]) {
      const x = b.left + b.width * fx, y = b.top + b.height * fy;
      const hit = document.elementFromPoint(x, y);
      if (hit && node.contains(hit)) return {x, y};
    }
  }
  return null;
}"""


#: No card is moved by the hand that shows the gesture (it comes back while a child waits).
HAND_AT_REST = ("document.getAnimations().every(animation => animation.playState === 'finished' || "
                "!animation.effect.target.matches('.sw-card.is-hinted'))")


def resting_point(card):
    """Where a finger lands on the card, taken once no hand is moving a card, in the same moment.

    Waiting for rest then looking for the point would leave a gap in which the
    hand may start again, and the finger land on the card the moved one uncovers.
    """
    return card.page.wait_for_function(f"([node]) => ({HAND_AT_REST}) && ({VISIBLE_POINT})(node)",
                                       arg=[card.element_handle()]).json_value()


# -- reaching each screen ------------------------------------------------------------------------


def seat_to(page, animal: str, mode: str) -> None:
    """On a setup screen, tap an animal's seat until it is `mode` ("human", "computer" or "out": a tap cycles them)."""
    seat = page.locator(f'.seat[data-animal="{animal}"]')
    for _ in range(3):
        if seat.get_attribute("data-mode") == mode:
            return
        seat.tap()
    raise AssertionError(f"the {animal} could not be made {mode}")

class Tour:
    """One page of one browser context, taken from screen to screen by taps; Python starts once.

    Each method leaves the page on one screen, ready to be checked or
    photographed; `SCREENS_IN_ORDER` lists them in an order that needs no reload.
    """

    def __init__(self, page):
        self.page = page

    def wait_ready(self, name: str) -> None:
        self.page.wait_for_selector(f'html[data-ready="true"][data-page="{name}"]', state="attached",
                                    timeout=READY_TIMEOUT_MS)

    def open(self) -> None:
        self.page.goto("index.html?seed=5&fast=1")
        self.wait_ready("home")

    def go(self, route: str, forget: bool = True) -> None:
        """Open a page by its address (home for ""), always through the home page; a game's save is forgotten first.

        It is forgotten once the home page shows: a game page still open saves every move, and a computer
        player may move at any moment (out of turn in La Guerre des Moutons), writing the save again.
        """
        page = self.page
        if page.evaluate("location.hash.replace('#', '')") != "" or not route:
            page.evaluate("location.hash = ''")
            self.wait_ready("home")
        if route:
            if forget:
                page.evaluate("id => localStorage.removeItem('pygame-rules/save/' + id)", route)
            page.evaluate("route => { location.hash = route }", route)
            self.wait_ready(route)

    def tap(self, selector: str) -> None:
        node = self.page.locator(selector)
        node.wait_for(state="visible", timeout=TIMEOUT_MS)
        node.tap()

    def wait(self, selector: str) -> None:
        self.page.locator(selector).first.wait_for(state="visible", timeout=TIMEOUT_MS)

    # The screens.

    def home(self) -> None:
        self.go("")
        self.wait(".game-tile")

    def teacher(self) -> None:
        """The gear opens the teacher's corner when a grown-up holds it (a child's tap only shakes it)."""
        self.home()
        self.page.evaluate("document.querySelectorAll('.notice').forEach(note => note.remove())")  # one may lie over the gear
        gear = self.page.locator(".gear-button")
        gear.wait_for(state="visible")
        box = gear.bounding_box()
        self.page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        self.page.mouse.down()
        try:
            self.wait(".teacher-panel")
        finally:
            self.page.mouse.up()

    def close_teacher(self) -> None:
        if self.page.locator(".teacher-panel").count():
            self.tap(".panel-close")

    def choose_hands(self, hands: str) -> None:
        """The teacher's choice of open or hidden hands in Méchanlou (in French, the tour's language), corner open."""
        label = {"open": "Visibles", "hidden": "Cachées"}[hands]
        self.tap(f'.choice-row:has-text("Cartes en main") .choice:has-text("{label}")')

    def setup(self, game_id: str) -> None:
        self.close_teacher()
        self.go(game_id)
        self.wait(".start-button")

    def seat_to(self, animal: str, mode: str) -> None:
        seat_to(self.page, animal, mode)

    def start(self) -> None:
        self.tap(".start-button")

    def marchenwald_setup(self, players: int = 1) -> None:
        """The fox, and other children up to eight (the variants and the order of play show from two)."""
        if self.page.locator(".confirm-no").count():
            self.tap(".confirm-no")
        self.setup("marchenwald")
        for animal in ("bear", "rabbit", "frog", "owl", "pig", "cat", "dog")[:players - 1]:
            self.seat_to(animal, "human")

    def marchenwald_table(self) -> None:
        """Play from the setup shown: the forest waits for the first child's tap."""
        self.start()
        self.wait('.forest[data-busy="false"]')

    def mechanlou_setup(self, players: int = 2) -> None:
        """The fox (a child) against computers: the bear (by default), the rabbit, the frog."""
        self.setup("mechanlou")
        for animal in ("bear", "rabbit", "frog")[:players - 1]:
            self.seat_to(animal, "computer")

    def mechanlou_table(self, players: int | None = None) -> None:
        """Play (from the setup shown, or a new one for that many players), open hands, until the fox's turn."""
        if players is not None:
            self.mechanlou_setup(players)
        self.start()
        self.wait('.ml-table[data-busy="false"] .ml-hand .ml-card:enabled')

    def mechanlou_chosen_card(self) -> None:
        """A card of the fox's hand chosen and lifted: a wolf (its targets call) or one to give back (the pile calls).

        A card that fits the row would be laid at once by the tap: it is left alone.
        """
        hand = self.page.locator(".ml-hand .ml-card:enabled")
        wolves = hand.locator('xpath=self::*[@data-card="wolf"]')
        choice = wolves if wolves.count() else hand.locator("xpath=self::*[not(contains(@class, 'can-play'))]")
        if choice.count():
            choice.first.tap()
            self.wait('.ml-hand .ml-card[data-selected="true"]')

    def pass_cover(self) -> None:
        """Hidden hands, the fox and the bear both children: a game found in a save asks for its child first."""
        if not self.page.locator(".teacher-panel").count():
            self.teacher()
        self.choose_hands("hidden")
        self.setup("mechanlou")
        self.seat_to("bear", "human")
        self.start()
        self.wait(".ml-table .ml-hand")
        self.go("", forget=False)
        self.go("mechanlou", forget=False)
        self.wait(".pass-cover .pass-go")

    def ask_new_game(self) -> None:
        """The question a new game asks first (the bar's new-game button on a table)."""
        self.tap('.top-bar .bar-button:has(img[src*="counterclockwise"])')
        self.wait(".confirm-no")

    def resume(self, game_id: str, save: str) -> None:
        """Open a game from a save made with the engine: home, the save written, then the game, which resumes it."""
        self.go("")
        self.page.evaluate("([id, save]) => localStorage.setItem('pygame-rules/save/' + id, save)", [game_id, save])
        self.go(game_id, forget=False)

    def marchenwald_end(self) -> None:
        save, castle = marchenwald_before_the_castle()
        self.resume("marchenwald", save)
        self.tap(f'.forest [data-place="{castle}"]:enabled')
        self.wait('.end-scene .end-again')

    def mechanlou_defence(self) -> None:
        """A wolf on the fox's card: the fox comes forward, everyone sings, then the bushes call."""
        self.resume("mechanlou", mechanlou_under_attack())
        self.wait('.ml-table[data-phase="defend"] .ml-bush:enabled')

    def mechanlou_end(self) -> None:
        save, number = mechanlou_before_the_last_card()
        self.resume("mechanlou", save)
        self.tap(f'.ml-hand .ml-card[data-card="story-{number}"]:enabled')
        self.wait('.end-scene .end-again')

    def seats_to(self, animals: tuple, mode: str) -> None:
        for animal in animals:
            self.seat_to(animal, mode)

    def sorciere_setup(self, players: int = 2) -> None:
        """The fox and the bear (a computer) as the page offers them; for many, the bear, rabbit and frog children."""
        self.setup("sorciere")
        if players > 2:
            self.seats_to(("bear", "rabbit", "frog")[:players - 1], "human")

    def sorciere_table(self) -> None:
        """Play from the setup shown: the roof waits for the first child's drag, once the hand that shows the pull
        (a second after the turn begins) has moved its card and put it back, so no card is caught mid-way."""
        self.start()
        self.wait('.sw-table[data-busy="false"]:not([data-unasked-hints="0"]) .sw-card:enabled')
        self.page.wait_for_function("""() => !document.querySelector('.sw-table').getAnimations({subtree: true})
            .some(animation => animation.playState === 'running' && animation.effect.getTiming().iterations !== Infinity)""",
                                    timeout=TIMEOUT_MS)

    def sorciere_holding(self) -> None:
        """A card of the same treat as the fox's pile waits beside the roof; the free places call."""
        self.resume("sorciere", sorciere_card_to_put_back())
        self.wait('.sw-table[data-busy="false"] .sw-spot:enabled')

    def sorciere_end(self) -> None:
        """The fox drags a card (with a mouse: pointer events, as a finger) and the roof falls: the bear wins."""
        save, places = sorciere_before_the_fall()
        self.resume("sorciere", save)
        self.pull_one_of(places)
        self.wait(".end-scene .end-again")

    def sorciere_compare(self) -> None:
        """At the table's own pace (the comparison stays up for HOLD, 1.2 s): the fox pulls a card, and the treat it
        turned shows big beside the top of its pile. Last on the tour: the pages after it would be as slow."""
        save, places = sorciere_before_a_comparison()
        self.page.goto("index.html?seed=5")
        self.wait_ready("home")
        self.resume("sorciere", save)
        self.pull_one_of(places)
        self.wait(".sw-compare.is-shown .sw-compare-sign")

    def pull_one_of(self, places: list) -> None:
        """The fox drags the first of these cards that shows, slowly toward the middle (with a mouse: pointer
        events, as a finger), once no hand shows the gesture."""
        self.wait('.sw-table[data-busy="false"] .sw-card:enabled')
        point = None
        for place in places:
            card = self.page.locator(f'.sw-card[data-place="{place}"]')
            if card.evaluate(VISIBLE_POINT):
                point = resting_point(card)
                break
        assert point, f"none of the cards {places} shows"
        mouse = self.page.mouse
        mouse.move(point["x"], point["y"])
        mouse.down()
        up = -1 if point["y"] > self.page.viewport_size["height"] / 2 else 1  # toward the middle of the window
        for step in range(1, 41):
            self.page.wait_for_timeout(16)
            mouse.move(point["x"], point["y"] + up * 3 * step)
        mouse.up()

    def moutons_setup(self, players: int = 2) -> None:
        """The fox and the bear (a computer) as the page offers them; for many, the rabbit and the frog too."""
        self.setup("moutons")
        self.seats_to(("bear", "rabbit", "frog")[:players - 1], "computer")

    def moutons_table(self, players: int | None = None) -> None:
        """Play from the setup shown (or from a save of a game well under way for that many players) until the fox's turn."""
        if players is None:
            self.start()
        else:
            self.resume("moutons", moutons_under_way(players))
        self.wait('.mt-table[data-busy="false"] .mt-tile.can-play')

    def moutons_chosen(self) -> None:
        """A tile of the fox's hand chosen: the places where it fits glow."""
        self.tap(".mt-tile.can-play >> nth=0")
        self.wait('.mt-tile[data-chosen="true"]')
        self.wait(".mt-spot[data-strong]:not([hidden]):not(.is-away)")

    def moutons_pass(self) -> None:
        """The fox and the bear both children, hidden hands: a game found in a save asks for its child first."""
        self.setup("moutons")
        self.seat_to("bear", "human")
        self.start()
        self.wait(".mt-table .mt-tiles")
        self.go("", forget=False)
        self.go("moutons", forget=False)
        self.wait(".pass-cover .pass-go")

    def moutons_end(self) -> None:
        """The bear has stopped; the fox stops too (the sign asks with pictures, yes or no) and the game is counted."""
        self.moutons_stop_asked()
        self.tap(".confirm .confirm-yes")
        self.wait(".end-scene .end-again")

    def moutons_stop_calls(self) -> None:
        """The bag runs low and the fox's closed enclosure is ahead: its stop sign calls, as its tiles do."""
        self.resume("moutons", moutons_when_stopping_pays())
        self.wait('.mt-table[data-busy="false"] .mt-stop.is-target:enabled')

    def moutons_stop_asked(self) -> None:
        """The bear has stopped; the fox taps the stop sign: stop for good, yes or no?"""
        self.resume("moutons", moutons_before_the_last_stop())
        self.wait('.mt-table[data-busy="false"] .mt-stop:enabled')
        self.tap(".mt-stop")
        self.wait(".confirm .confirm-yes")

    def moutons_shown(self) -> None:
        """The chosen tile (moutons_chosen) tapped onto a place: it shows there, see-through, turned to fit."""
        self.tap(".mt-spot[data-strong]:not([hidden]):not(.is-away) >> nth=0")
        self.wait('.mt-ghost[data-fits="true"]:not([hidden])')

    def meli_cado_setup(self, players: int = 2) -> None:
        """The fox against the bear (a computer) as the page offers them; for many, four children around the tablet."""
        self.setup("meli_cado")
        if players > 2:
            self.seats_to(("bear", "cat", "dog")[:players - 1], "human")

    def meli_cado_table(self) -> None:
        self.start()
        self.wait('.mc-table[data-busy="false"] .mc-panel[data-player="0"] .mc-hand-card:enabled')

    def meli_cado_chosen(self) -> None:
        """A card of the fox's hand chosen: the places where it may go light up."""
        self.tap('.mc-panel[data-player="0"] .mc-hand-card:enabled >> nth=0')
        self.wait('.mc-panel[data-player="0"] .mc-hand-card[data-selected="true"]')

    def meli_cado_end(self) -> None:
        """The fox lays its last card: a card, then its lit place."""
        save, move = meli_cado_before_the_last_card()
        self.resume("meli_cado", save)
        self.wait('.mc-table[data-busy="false"]')
        target = {"cover": ".mc-stack", "insert": ".mc-gap", "down": ".mc-down"}
        for play in move["plays"]:
            self.tap(f'.mc-panel[data-player="0"] .mc-hand-card[data-card="{play["card"]}"][data-selected="false"] >> nth=0')
            self.tap(f'{target[play["how"]]}[data-index="{play["index"]}"]')
        self.wait(".end-scene .end-again")

#: (screen name, how to reach it, the panels that must show), in an order that needs no reload.
MARCHENWALD_TABLE = [".forest", ".mw-side", ".mirror", ".found-row", ".dwarf-row", ".turn-banner", ".top-bar"]
MECHANLOU_TABLE = [".ml-opponents", ".ml-forest", ".ml-pile", ".ml-me", ".ml-hand", ".turn-banner"]
SETUP = [".top-bar", ".seat-grid", ".setup-foot", ".start-button"]
END = [".end-pictures", ".end-buttons"]
SORCIERE_TABLE = [".sw-roof", ".sw-house", ".sw-seats", ".turn-banner", ".top-bar"]
MOUTONS_TABLE = [".mt-field", ".mt-tiles", ".mt-corner", ".top-bar"]
MELI_CADO_TABLE = [".mc-row", ".mc-hand", ".top-bar"]

SCREENS_IN_ORDER = (
    ("home", lambda tour: tour.home(), [".home-bar", ".game-tiles", ".gear-button"]),
    ("marchenwald-setup", lambda tour: tour.marchenwald_setup(1), SETUP),
    ("marchenwald-table", lambda tour: tour.marchenwald_table(), MARCHENWALD_TABLE),
    ("marchenwald-confirm", lambda tour: tour.ask_new_game(), [".confirm-yes", ".confirm-no"]),
    ("marchenwald-setup-8", lambda tour: tour.marchenwald_setup(8), SETUP + [".variants", ".play-order"]),
    ("marchenwald-table-8", lambda tour: tour.marchenwald_table(), MARCHENWALD_TABLE + [".player-strip"]),
    ("marchenwald-end", lambda tour: tour.marchenwald_end(), END),
    ("mechanlou-setup", lambda tour: tour.mechanlou_setup(2), SETUP),
    ("mechanlou-table-2", lambda tour: tour.mechanlou_table(), MECHANLOU_TABLE),
    ("mechanlou-table-3", lambda tour: tour.mechanlou_table(3), MECHANLOU_TABLE),
    ("mechanlou-setup-4", lambda tour: tour.mechanlou_setup(4), SETUP + [".play-order"]),
    ("mechanlou-table-4", lambda tour: tour.mechanlou_table(), MECHANLOU_TABLE),
    ("mechanlou-chosen", lambda tour: tour.mechanlou_chosen_card(), MECHANLOU_TABLE),
    ("mechanlou-defence", lambda tour: tour.mechanlou_defence(), MECHANLOU_TABLE[:-1] + [".ml-spotlight"]),
    ("mechanlou-end", lambda tour: tour.mechanlou_end(), END),
    ("sorciere-setup", lambda tour: tour.sorciere_setup(2), SETUP),
    ("sorciere-table", lambda tour: tour.sorciere_table(), SORCIERE_TABLE),
    ("sorciere-setup-4", lambda tour: tour.sorciere_setup(4), SETUP),
    ("sorciere-table-4", lambda tour: tour.sorciere_table(), SORCIERE_TABLE),
    ("sorciere-holding", lambda tour: tour.sorciere_holding(), SORCIERE_TABLE + [".sw-holding", ".sw-spot:not([hidden])"]),
    ("sorciere-end", lambda tour: tour.sorciere_end(), END),
    ("moutons-setup", lambda tour: tour.moutons_setup(2), SETUP),
    ("moutons-table", lambda tour: tour.moutons_table(), MOUTONS_TABLE),
    ("moutons-chosen", lambda tour: tour.moutons_chosen(), MOUTONS_TABLE + [".mt-rotate", ".mt-flip"]),
    ("moutons-setup-4", lambda tour: tour.moutons_setup(4), SETUP),
    ("moutons-table-4", lambda tour: tour.moutons_table(4), MOUTONS_TABLE),
    ("moutons-chosen-4", lambda tour: tour.moutons_chosen(), MOUTONS_TABLE + [".mt-rotate", ".mt-flip"]),
    ("moutons-shown", lambda tour: tour.moutons_shown(), MOUTONS_TABLE + [".mt-rotate", ".mt-flip", ".mt-ghost"]),
    ("moutons-stop-calls", lambda tour: tour.moutons_stop_calls(), MOUTONS_TABLE + [".mt-stop"]),
    ("moutons-stop", lambda tour: tour.moutons_stop_asked(), [".confirm-yes", ".confirm-no"]),
    ("moutons-pass", lambda tour: tour.moutons_pass(), [".pass-go"]),
    ("moutons-end", lambda tour: tour.moutons_end(), END),
    ("meli_cado-setup", lambda tour: tour.meli_cado_setup(2), SETUP),
    ("meli_cado-table", lambda tour: tour.meli_cado_table(), MELI_CADO_TABLE + [".mc-actions"]),
    ("meli_cado-chosen", lambda tour: tour.meli_cado_chosen(), MELI_CADO_TABLE + [".mc-gap:not([hidden])"]),
    ("meli_cado-setup-4", lambda tour: tour.meli_cado_setup(4), SETUP),
    ("meli_cado-table-4", lambda tour: tour.meli_cado_table(), MELI_CADO_TABLE),
    ("meli_cado-chosen-4", lambda tour: tour.meli_cado_chosen(), MELI_CADO_TABLE + [".mc-gap:not([hidden])"]),
    ("meli_cado-end", lambda tour: tour.meli_cado_end(), END),
    ("teacher", lambda tour: tour.teacher(), [".teacher-panel", ".panel-close"]),
    ("mechanlou-pass", lambda tour: tour.pass_cover(), [".pass-go"]),
    ("sorciere-compare", lambda tour: tour.sorciere_compare(), SORCIERE_TABLE + [".sw-compare-card"]),
)

#: The screens written to docs/screens/ (the others are checked by the tests only).
PHOTOGRAPHED = ("home", "teacher", "marchenwald-setup-8", "marchenwald-table", "marchenwald-confirm", "marchenwald-table-8",
                "marchenwald-end",
                "mechanlou-setup-4", "mechanlou-table-2", "mechanlou-table-3", "mechanlou-table-4", "mechanlou-defence",
                "mechanlou-end", "mechanlou-pass",
                "sorciere-setup-4", "sorciere-table", "sorciere-table-4", "sorciere-holding", "sorciere-end", "sorciere-compare",
                "moutons-setup-4", "moutons-chosen", "moutons-chosen-4", "moutons-shown", "moutons-stop-calls", "moutons-stop",
                "moutons-pass",
                "moutons-end",
                "meli_cado-setup-4", "meli_cado-chosen", "meli_cado-chosen-4", "meli_cado-end")


# -- what every screen must satisfy ----------------------------------------------------------------

LAYOUT_JS = """
([minTarget, panels]) => {
  const W = window.innerWidth, H = window.innerHeight, SLACK = 1;
  const problems = [];
  const root = document.documentElement;
  if (root.scrollWidth > W) problems.push(`the page is ${root.scrollWidth} px wide in a ${W} px window`);
  if (root.scrollHeight > H) problems.push(`the page is ${root.scrollHeight} px tall in a ${H} px window`);
  // The screen shown: the topmost cover (Sorcière's two treats compared hide the roof a moment), else the page.
  const layer = ['.end-scene', '.pass-cover', '.confirm-cover', '.teacher-cover', '.sw-compare.is-shown']
    .map(s => document.querySelector(s)).find(n => n) || document.getElementById('app');
  const shown = n => n.checkVisibility({visibilityProperty: true}) && n.getClientRects().length > 0;
  const name = n => {
    const label = n.getAttribute('aria-label') || (n.textContent || '').trim().slice(0, 30);
    const cls = typeof n.className === 'string' ? n.className.split(' ').filter(c => c).slice(0, 2).join('.') : '';
    const data = ['data-place', 'data-animal', 'data-number', 'data-card', 'data-spot', 'data-player', 'data-game']
      .filter(a => n.hasAttribute(a)).map(a => `[${a}=${n.getAttribute(a)}]`).join('');
    return `${n.tagName.toLowerCase()}.${cls}${data}${label ? ` "${label}"` : ''}`;
  };
  const r = b => `${Math.round(b.width)}x${Math.round(b.height)} at (${Math.round(b.left)}, ${Math.round(b.top)})`;
  // Inside a panel that scrolls (the teacher's, for grown-ups) things may lie below its fold.
  const scrolls = n => { for (let p = n.parentElement; p && p !== layer; p = p.parentElement) {
      const o = getComputedStyle(p).overflowY; if (o === 'auto' || o === 'scroll') return p; } return null; };
  // Decorations that fly, fall or sway across the edges on purpose.
  const DECOR = '.confetti, .home-meadow, .flyer, .ml-singing, .ml-reveal, .ml-bang, .sr-only, .notice';
  // Targets that lie on one another by the game's rules (Sorcière's roof, and the places where a card goes back):
  // each must show a part a finger can take, and may overlap its kind.
  const STACKED = '.sw-card, .sw-spot';
  // A board dragged to look around (Moutons): what lies on it outside its window is brought in by a drag.
  const PANNED = '.mt-plane';
  const visiblePoint = (%s);
  const outside = (b, ignoreY) => b.left < -SLACK || b.right > W + SLACK || (!ignoreY && (b.top < -SLACK || b.bottom > H + SLACK));
  const awayOnTheBoard = n => {
    const plane = n.closest(PANNED);
    if (!plane || n === plane) return false;
    let window = plane.parentElement;
    while (window && getComputedStyle(window).overflow === 'visible') window = window.parentElement;
    const b = n.getBoundingClientRect(), w = (window || root).getBoundingClientRect();
    return b.left < w.left - SLACK || b.top < w.top - SLACK || b.right > w.right + SLACK || b.bottom > w.bottom + SLACK;
  };

  for (const selector of panels) {
    const nodes = [...document.querySelectorAll(selector)];
    if (!nodes.length) { problems.push(`no ${selector}`); continue; }
    for (const node of nodes) {
      const b = node.getBoundingClientRect();
      if (!shown(node) || b.width < 24 || b.height < 24) problems.push(`${selector} is hidden or tiny: ${r(b)}`);
      else if (outside(b, false) && !awayOnTheBoard(node)) problems.push(`${selector} is cut by the window's edge: ${r(b)}`);
    }
  }
  const targets = [...layer.querySelectorAll('button, a[href]')].filter(n => shown(n) && !awayOnTheBoard(n));
  let smallest = null;
  for (const t of targets) {
    const b = t.getBoundingClientRect();
    const side = Math.min(b.width, b.height);
    if (!smallest || side < smallest.side) smallest = {side: Math.round(side * 10) / 10, name: name(t), width: b.width, height: b.height};
    if (b.width < minTarget - 0.5 || b.height < minTarget - 0.5) problems.push(`target under ${minTarget} px: ${name(t)} ${r(b)}`);
    const scroller = scrolls(t);
    if (outside(b, scroller !== null)) { problems.push(`target outside the window: ${name(t)} ${r(b)}`); continue; }
    const x = Math.min(Math.max(b.left + b.width / 2, 0), W - 1), y = Math.min(Math.max(b.top + b.height / 2, 0), H - 1);
    // Below the fold of a panel that scrolls (its bottom edge included: a point there is not inside it).
    if (scroller) { const s = scroller.getBoundingClientRect(); if (y < s.top || y >= s.bottom) continue; }
    if (t.matches(STACKED)) {
      if (!visiblePoint(t)) problems.push(`target covered all over: ${name(t)}`);
      continue;
    }
    const hit = document.elementFromPoint(x, y);
    if (hit && !t.contains(hit) && !hit.closest(DECOR)) problems.push(`target covered: ${name(t)} under ${name(hit)}`);
  }
  for (let i = 0; i < targets.length; i++) {
    for (let j = i + 1; j < targets.length; j++) {
      const a = targets[i], c = targets[j];
      if (a.contains(c) || c.contains(a) || (a.matches(STACKED) && c.matches(STACKED))) continue;
      const p = a.getBoundingClientRect(), q = c.getBoundingClientRect();
      const w = Math.min(p.right, q.right) - Math.max(p.left, q.left), h = Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top);
      if (w > 2 && h > 2) problems.push(`targets overlap: ${name(a)} and ${name(c)}`);
    }
  }
  const cut = [];  // the outermost elements cut off (what they hold is not listed again)
  for (const node of layer.querySelectorAll('*')) {
    if (node.closest(DECOR) || cut.some(c => c.contains(node)) || !shown(node) || awayOnTheBoard(node)) continue;
    const b = node.getBoundingClientRect();
    if (b.width === 0 || b.height === 0) continue;
    if (outside(b, scrolls(node) !== null)) {
      cut.push(node);
      problems.push(`cut off by the window: ${name(node)} ${r(b)}`);
    }
  }
  return {problems: [...new Set(problems)].slice(0, 40), targets: targets.length, smallest};
}
"""


def layout_problems(page, size: Size, panels: list) -> dict:
    """{"problems": [...], "targets": count, "smallest": {"side", "name", ...}} for the screen shown now."""
    return page.evaluate(LAYOUT_JS % VISIBLE_POINT, [size.min_target, panels])


# -- the script ------------------------------------------------------------------------------------


def optimise(paths: list) -> None:
    """pngquant (Debian's), if present, in place: a few times smaller, the same to the eye."""
    pngquant = shutil.which("pngquant")
    if pngquant and paths:
        subprocess.run([pngquant, "--force", "--skip-if-larger", "--strip", "--quality", "50-85", "--nofs", "--ext", ".png",
                        *map(str, paths)], check=False)


def photograph(base_url: str, sizes: list, only: list, out: Path, lang: str = SETTINGS["lang"]) -> int:
    from playwright.sync_api import sync_playwright

    out.mkdir(parents=True, exist_ok=True)
    written, failures = [], 0
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=shutil.which("chromium"), args=CHROMIUM_ARGS)
        for size in sizes:
            context = browser.new_context(**context_options(size, base_url))
            prepare_context(context, lang)
            page = context.new_page()
            page.set_default_timeout(TIMEOUT_MS)
            tour = Tour(page)
            tour.open()
            for screen, reach, panels in SCREENS_IN_ORDER:
                started = time.monotonic()
                try:
                    reach(tour)
                except Exception as error:  # noqa: BLE001 - a screen out of reach: say so, photograph it, go on
                    print(f"{size.name:>9} {screen:<20} NOT REACHED: {str(error).splitlines()[0]}", flush=True)
                    failures += 1
                    page.screenshot(path=str(out / f"{screen}-{size.name}.png"), animations="disabled")
                    tour.open()
                    continue
                if only and screen not in only:
                    continue
                page.wait_for_timeout(150)
                found = layout_problems(page, size, panels)
                smallest = found["smallest"] or {}
                status = "ok" if not found["problems"] else f"{len(found['problems'])} PROBLEMS"
                print(f"{size.name:>9} {screen:<20} smallest {smallest.get('side', '-'):>6} px  "
                      f"({smallest.get('name', '')[:60]})  {time.monotonic() - started:4.1f} s  {status}", flush=True)
                for problem in found["problems"]:
                    print(f"          - {problem}")
                failures += bool(found["problems"])
                if screen in PHOTOGRAPHED:
                    path = out / f"{screen}-{size.name}.png"
                    page.screenshot(path=str(path), animations="disabled", caret="hide")
                    written.append(path)
            context.close()
        browser.close()
    optimise(written)
    print(f"{len(written)} pictures in {out}/, {sum(p.stat().st_size for p in written):,} bytes")
    return failures


def main(argv: list | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-build", action="store_true", help="use dist/ as it is")
    parser.add_argument("--only", nargs="*", default=[], help="screens to check and write (default: all)")
    parser.add_argument("--size", nargs="*", default=[], help="sizes as WxH (default: all)")
    parser.add_argument("--out", type=Path, default=SCREENS, help="where the pictures go (default: docs/screens/)")
    parser.add_argument("--lang", default=SETTINGS["lang"], choices=LANGUAGES, help="the site's language (default: fr)")
    args = parser.parse_args(argv)
    if not args.no_build and run_build():
        return 1
    sizes = [size for size in SIZES if not args.size or size.name in args.size]
    class Quiet(SiteHandler):
        def log_message(self, format, *args):
            pass

    with serving_in_thread(DIST, Quiet) as server:
        failures = photograph(f"http://127.0.0.1:{server.server_address[1]}/", sizes, args.only, args.out.resolve(), args.lang)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
