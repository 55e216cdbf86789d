"""The built site in WebKit: the home page, every game page ready, and whole games played by taps, resumed
after a reload that starts Python from its memory snapshot.

Not the whole end-to-end suite (that runs in Chromium, tests/e2e): it
proves that what iPads run starts the runtime, draws every page, takes taps
(WebDriver clicks on the kit's buttons), plays Im Märchenwald won and lost
and Méchanlou against the computer to their ending scenes, as the Chromium
tests do, and resumes a game after a reload that starts Python from its
memory snapshot, with the site's own modules in it. Any error, unhandled
rejection, console.error or PyScript error box fails the test. The seeded
games are followed on an engine copy, as in tests/e2e; the computer's moves
are read from the game the page saves.
"""

import json

import pytest
from selenium.common.exceptions import TimeoutException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.wait import WebDriverWait

import pygame_rules
from pygame_rules import Rng

#: Pyodide boots slower in WebKit (about 1.6x Chromium), and this machine's 2 cores are shared.
READY_SECONDS = 180
STEP_SECONDS = 30
RECORD_ERRORS = """
if (!window.__errors) {
  window.__errors = [];
  window.addEventListener("error", (event) => window.__errors.push(`error: ${event.message} at ${event.filename}:${event.lineno}`));
  window.addEventListener("unhandledrejection", (event) => window.__errors.push(`rejection: ${event.reason}`));
  const error = console.error.bind(console);
  console.error = (...parts) => { window.__errors.push(`console: ${parts.join(" ")}`); error(...parts); };
  window.__warnings = [];
  const warn = console.warn.bind(console);
  console.warn = (...parts) => { window.__warnings.push(parts.join(" ")); warn(...parts); };
}
"""
MARCHENWALD = pygame_rules.load("marchenwald")
MECHANLOU = pygame_rules.load("mechanlou")
#: More than any game of these seeds takes (Méchanlou: the fox's moves and the computer's).
MAX_MOVES = 200


class Tablet:
    """The WebKit page, with the few things a smoke test does: open, wait, tap, read."""

    def __init__(self, driver, site_url: str):
        self.driver = driver
        self.site_url = site_url

    def js(self, script: str, *args):
        return self.driver.execute_script(script, *args)

    def open(self, path: str) -> None:
        self.driver.get(self.site_url + path)
        self.js(RECORD_ERRORS)
        self.wait_ready()

    def reload(self) -> None:
        self.driver.refresh()
        self.js(RECORD_ERRORS)
        self.wait_ready()

    def wait_ready(self) -> None:
        self.until("return document.documentElement.dataset.ready === 'true'", READY_SECONDS, "the page to be ready")

    def until(self, script: str, seconds: float = STEP_SECONDS, what: str = "", *args) -> None:
        try:
            WebDriverWait(self.driver, seconds, poll_frequency=0.2).until(lambda driver: driver.execute_script(script, *args))
        except TimeoutException:
            pytest.fail(f"WebKit: waited {seconds} s for {what or script}; errors: {self.errors()}")

    def tap(self, selector: str) -> None:
        """A click on the enabled element the selector names, once there is one."""
        self.until("const node = document.querySelector(arguments[0]); return node !== null && !node.disabled",
                   STEP_SECONDS, f"{selector} to be enabled", selector)
        self.driver.find_element(By.CSS_SELECTOR, selector).click()

    def tap_button(self, name: str) -> None:
        self.tap(f'button[aria-label="{name}"]')

    def attribute(self, selector: str, name: str):
        return self.js("const node = document.querySelector(arguments[0]); return node && node.getAttribute(arguments[1])",
                       selector, name)

    def expect_attribute(self, selector: str, name: str, value: str) -> None:
        self.until("const node = document.querySelector(arguments[0]); return node !== null && "
                   "node.getAttribute(arguments[1]) === arguments[2]", STEP_SECONDS,
                   f"{selector} [{name}={value}]", selector, name, value)

    def errors(self) -> list:
        return self.js("return [...(window.__errors || []), "
                       "...[...document.querySelectorAll('.py-error')].map((box) => 'PyScript: ' + box.innerText)]")

    def saved_state(self, game):
        text = self.js("return localStorage.getItem(arguments[0])", f"pygame-rules/save/{game.id}")
        return game.loads(json.loads(text)["state"]) if text else None


@pytest.fixture
def tablet(webkit, site_url):
    """A fresh start: the site's storage cleared, the voice off (WebKit refuses sound before a tap anyway)."""
    tablet = Tablet(webkit, site_url)
    webkit.get(site_url + "rules/all.html")  # any page of the origin, without starting Python
    tablet.js("localStorage.clear(); localStorage.setItem('pygame-rules/settings', JSON.stringify({voice: false}))")
    yield tablet
    errors = tablet.errors()
    # A game page left open keeps drawing its animations (in software, under Xvfb) for the rest of the run.
    webkit.get("about:blank")
    assert errors == [], f"errors in WebKit: {errors}"


def test_the_home_page_and_every_game_page_open_by_taps(tablet):
    tablet.open("index.html?fast=1")
    assert tablet.js("return document.querySelectorAll('.game-tiles button').length") == 5
    tablet.until("return navigator.serviceWorker.getRegistration().then((found) => Boolean(found))",
                 STEP_SECONDS, "the service worker to be registered")
    for game_id in pygame_rules.list_games():
        name = pygame_rules.load(game_id).info["names"]["fr"]
        tablet.tap_button(f"Jouer à {name}")
        tablet.expect_attribute("html", "data-page", game_id)
        tablet.expect_attribute("html", "data-ready", "true")
        tablet.tap_button("Jouer")
        tablet.until("return document.querySelector('[data-table]') !== null", STEP_SECONDS, f"{game_id}'s table")
        tablet.tap_button("Accueil")
        tablet.expect_attribute("html", "data-page", "home")


def sought_place(state: dict) -> int:
    seeking = state["seeking"]
    return next(place for place, spot in enumerate(state["forest"]) if spot["status"] == "hidden" and (
        spot["card"]["kind"] == seeking if seeking == "castle" else spot["card"].get("object") == seeking))


def find(tablet, state: dict) -> dict:
    place = sought_place(state)
    tablet.expect_attribute(".forest", "data-busy", "false")
    tablet.tap(f'.forest [data-place="{place}"]')
    state = MARCHENWALD.apply(state, 0, {"type": MARCHENWALD.legal_actions(state, 0)[0]["type"], "place": place})
    tablet.expect_attribute(".found-row", "data-count", str(len(state["found"])))
    return state


def expect_the_end(tablet, game, outcome: str | None = None) -> None:
    """The ending scene (won or lost, when told), its Rejouer button, and the finished game's save forgotten."""
    scene = ".end-scene" + (f'[data-outcome="{outcome}"]' if outcome else "")
    tablet.until(f"const scene = document.querySelector('{scene}'); return scene !== null && scene.getClientRects().length > 0 "
                 "&& getComputedStyle(scene).visibility === 'visible'",
                 STEP_SECONDS, f"the ending scene {scene}")
    tablet.until(f"return document.querySelector('{scene} button[aria-label=\"Rejouer\"]') !== null",
                 STEP_SECONDS, "its Rejouer button")
    tablet.until("return localStorage.getItem(arguments[0]) === null", STEP_SECONDS, "the save forgotten",
                 f"pygame-rules/save/{game.id}")


def restart_from_the_snapshot(tablet) -> None:
    """The next opening starts Python from the snapshot this page has made (site/interpreter.mjs), the site's
    own modules already imported in it."""
    tablet.until("return document.documentElement.dataset.snapshot !== undefined", READY_SECONDS, "a snapshot made")
    assert tablet.attribute("html", "data-snapshot") == "kept", tablet.js("return window.__warnings")
    tablet.reload()
    assert tablet.attribute("html", "data-start") == "snapshot"
    assert int(tablet.attribute("html", "data-snapshot-modules")) > 30


def test_marchenwald_won_by_taps_resumed_from_the_snapshot_after_a_reload(tablet):
    """Solo: the fox finds three objects, the page reloads from the snapshot, then the rest and the castle."""
    tablet.open("index.html?seed=14&fast=1#marchenwald")
    tablet.tap_button("Jouer")
    state = MARCHENWALD.new(players=1, seed=14, variant="solo")
    for _ in range(3):
        state = find(tablet, state)
    assert tablet.saved_state(MARCHENWALD) == state

    restart_from_the_snapshot(tablet)
    tablet.expect_attribute(".found-row", "data-count", "3")
    tablet.expect_attribute(".mirror", "data-seeking", state["seeking"])
    while MARCHENWALD.outcome(state) is None:
        state = find(tablet, state)
    assert MARCHENWALD.outcome(state)["winners"] == [0]
    expect_the_end(tablet, MARCHENWALD, "won")


def test_marchenwald_lost_to_the_dwarfs_by_two_children(tablet):
    """The fox and the bear in turn bring out all seven dwarfs: the gentle ending."""
    tablet.open("index.html?seed=12&fast=1#marchenwald")
    tablet.tap('.seat[data-animal="bear"]')
    tablet.tap_button("Jouer")
    state = MARCHENWALD.new(players=2, seed=12, variant="coop")
    for found in range(1, 8):
        place = next(place for place, spot in enumerate(state["forest"])
                     if spot["status"] == "hidden" and spot["card"]["kind"] == "dwarf")
        tablet.expect_attribute(".forest", "data-current-player", str(state["current"]))
        tablet.expect_attribute(".forest", "data-busy", "false")
        tablet.tap(f'.forest [data-place="{place}"]')
        player = state["current"]
        state = MARCHENWALD.apply(state, player, {"type": MARCHENWALD.legal_actions(state, player)[0]["type"], "place": place})
        tablet.expect_attribute(".dwarf-row", "data-count", str(found))
    assert MARCHENWALD.outcome(state)["reason"] == "dwarfs"
    expect_the_end(tablet, MARCHENWALD, "lost")


#: The fox may tap (its turn, the table still) or the game is over; the page is busy with a move or over.
FOX_MAY_TAP = ("return Boolean(document.querySelector('.end-scene') || document.querySelector("
               "'.ml-table[data-busy=\"false\"] :is(.ml-hand .ml-card, .ml-bush):not(:disabled)'))")
PLAYING_OR_OVER = ("return Boolean(document.querySelector('.end-scene') || "
                   "document.querySelector('.ml-table[data-busy=\"true\"]'))")
#: Between two openings of the fox's turn: the computer's move, the song, the hunter (?fast=1).
TURN_SECONDS = 60


def tap_mechanlou_move(tablet, action: dict) -> None:
    """A move by taps, as in tests/e2e/test_mechanlou.py: a bush; or a card, then the row, pile or hand it goes to."""
    kind = action["type"]
    if kind == "search":
        tablet.tap(f'.ml-bush[data-spot="{action["spot"]}"]')
        return
    card = {"lay": f"story-{action.get('number')}", "return": None}.get(kind, "wolf")
    if kind == "return":
        given = action["card"]
        card = "wolf" if given["kind"] == "wolf" else f"story-{given['number']}"
    tablet.tap(f'.ml-hand .ml-card[data-card="{card}"]')
    if kind != "lay":
        tablet.until("return document.querySelectorAll('.ml-hand .ml-card[data-selected=\"true\"]').length === 1",
                     STEP_SECONDS, "the card selected")
        tablet.tap({
            "return": ".ml-pile",
            "attack": f'.ml-row[data-player="{action.get("defender")}"] .ml-slot[data-number="{action.get("number")}"]',
            "steal": f'.ml-steal[data-player="{action.get("opponent")}"]',
        }[kind])


def test_mechanlou_played_to_the_end_against_the_computer_resumed_after_a_reload(tablet):
    """Open hands (the teacher's default), the fox a child, the bear the computer: the fox lays its 1, the page
    reloads, and the fox plays on (the normal computer's judgement) until the game ends."""
    tablet.open("index.html?seed=1&fast=1#mechanlou")
    tablet.tap_button("Jouer")
    state = MECHANLOU.new(players=2, seed=1, hands="open")
    assert {"type": "lay", "number": 1} in MECHANLOU.legal_actions(state, 0)
    tablet.expect_attribute(".ml-table", "data-busy", "false")
    tablet.tap('.ml-hand .ml-card[data-card="story-1"]')
    tablet.until("return document.querySelector('.ml-row[data-player=\"0\"] .ml-slot[data-number=\"1\"]')"
                 ".dataset.filled === 'true'", STEP_SECONDS, "the fox's 1 laid in its row")
    tablet.until("const text = localStorage.getItem('pygame-rules/save/mechanlou'); "
                 "return text !== null && JSON.parse(text).state.includes('\"rows\":[[1]')",
                 STEP_SECONDS, "the move to be saved")
    saved = tablet.saved_state(MECHANLOU)

    tablet.reload()
    for player, row in enumerate(saved["rows"]):
        tablet.until(f"return document.querySelectorAll('.ml-row[data-player=\"{player}\"] "
                     f".ml-slot[data-filled=\"true\"]').length >= {len(row)}", STEP_SECONDS, f"row {player} resumed")
    assert tablet.attribute('.ml-row[data-player="0"] .ml-slot[data-number="1"]', "data-filled") == "true"

    moves = ["lay"]
    while True:
        tablet.until(FOX_MAY_TAP, TURN_SECONDS, "the fox's turn or the end")
        if tablet.js("return document.querySelector('.end-scene') !== null"):
            break
        state = tablet.saved_state(MECHANLOU)
        action = MECHANLOU.bot("normal").choose(MECHANLOU, state, 0, Rng(1000 + len(state["events"])))
        tap_mechanlou_move(tablet, action)
        moves.append(action["type"])
        assert len(moves) < MAX_MOVES
        tablet.until(PLAYING_OR_OVER, TURN_SECONDS, "the move to be played")
    winner = tablet.attribute(".ml-table", "data-winner")
    assert winner in ("0", "1"), winner
    print(f"Méchanlou in WebKit: the fox's moves {moves}, won by player {winner}")
    expect_the_end(tablet, MECHANLOU)
