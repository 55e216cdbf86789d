"""The built site in WebKit: the home page, every game page ready, a few taps, a reload that resumes from a snapshot.

A smoke test, not the whole end-to-end suite (that runs in Chromium,
tests/e2e): it proves that what iPads run starts the runtime, draws every
page, takes taps (WebDriver clicks on the kit's buttons) and resumes a game
after a reload that starts Python from its memory snapshot. Any error,
unhandled rejection, console.error or PyScript error box fails the test.
The seeded games are followed on an engine copy, as in tests/e2e.
"""

import json

import pytest
from selenium.common.exceptions import TimeoutException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.wait import WebDriverWait

import pygame_rules

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


def test_marchenwald_played_by_taps_resumes_after_a_reload(tablet):
    tablet.open("index.html?seed=14&fast=1#marchenwald")
    tablet.tap_button("Jouer")
    state = MARCHENWALD.new(players=1, seed=14, variant="solo")
    for _ in range(3):
        state = find(tablet, state)
    assert tablet.saved_state(MARCHENWALD) == state

    # The next opening starts Python from the snapshot this page has made (site/interpreter.mjs).
    tablet.until("return document.documentElement.dataset.snapshot !== undefined", READY_SECONDS, "a snapshot made")
    assert tablet.attribute("html", "data-snapshot") == "kept", tablet.js("return window.__warnings")
    tablet.reload()
    assert tablet.attribute("html", "data-start") == "snapshot"
    tablet.expect_attribute(".found-row", "data-count", "3")
    tablet.expect_attribute(".mirror", "data-seeking", state["seeking"])
    find(tablet, state)


def test_mechanlou_played_by_taps_resumes_after_a_reload(tablet):
    """Open hands (the teacher's default), the fox a child, the bear the computer: the fox lays its 1."""
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
