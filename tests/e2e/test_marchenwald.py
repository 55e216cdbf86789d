"""Im Märchenwald played to the end by taps, as a child would, on the built site.

The page is opened with `?seed=N`, so the engine here deals the same forest
as the page: the test knows where every card lies, taps the places a
perfect (or unlucky) player would, and checks after each tap that the page
shows what the engine says (the sought object, the rows, whose turn). The
same actions are applied here, so page and engine are compared all along.
`?fast=1` shortens animations so a whole game takes seconds.
"""

import json
import re

import pytest
from playwright.sync_api import expect

import pygame_rules
from tests.e2e.voice_log import LISTEN_SOUNDS, VOICE_ON, VoiceLog

GAME = pygame_rules.load("marchenwald")
TIMEOUT_MS = 15_000


class SeededTable:
    """The engine's copy of the game the page plays, and taps that keep both in step."""

    def __init__(self, page, players: int, seed: int, variant: str):
        self.page = page
        self.state = GAME.new(players=players, seed=seed, variant=variant)

    def place_of(self, wanted) -> int:
        """The first hidden place whose card satisfies `wanted(card)`."""
        return next(
            place for place, spot in enumerate(self.state["forest"])
            if spot["status"] == "hidden" and wanted(spot["card"])
        )

    def tap(self, place: int) -> None:
        card = self.page.locator(f'.forest [data-place="{place}"]')
        expect(card).to_be_enabled(timeout=TIMEOUT_MS)
        card.tap()
        player = self.state["current"]
        self.state = GAME.apply(self.state, player, {"type": GAME.legal_actions(self.state, player)[0]["type"], "place": place})
        self.expect_page_matches()

    def expect_page_matches(self) -> None:
        view = GAME.view(self.state, None)
        page = self.page
        expect(page.locator(".found-row")).to_have_attribute("data-count", str(len(view["found"])), timeout=TIMEOUT_MS)
        expect(page.locator(".dwarf-row")).to_have_attribute("data-count", str(view["dwarfs"]), timeout=TIMEOUT_MS)
        if view["outcome"] is None:
            expect(page.locator(".mirror")).to_have_attribute("data-seeking", view["seeking"], timeout=TIMEOUT_MS)
            expect(page.locator(".forest")).to_have_attribute("data-current-player", str(view["current"]), timeout=TIMEOUT_MS)


def start(open_ready, seed: int, extra_animals=()):
    """Open Märchenwald with a seed, choose the players (the fox plays by default), start."""
    page = open_ready(f"index.html?seed={seed}&fast=1#marchenwald")
    for animal in extra_animals:
        page.locator(f'.seat[data-animal="{animal}"]').tap()
    page.get_by_role("button", name="Jouer", exact=True).tap()
    expect(page.locator(".forest [data-place]")).to_have_count(49, timeout=TIMEOUT_MS)
    return page


def is_sought(state):
    seeking = state["seeking"]
    return lambda card: card["kind"] == seeking if seeking == "castle" else card.get("object") == seeking


def test_a_whole_game_won_by_taps(open_ready):
    """Solo: the fox finds the seven objects one after another, then the castle: the celebration."""
    page = start(open_ready, seed=11)
    table = SeededTable(page, players=1, seed=11, variant="solo")
    table.expect_page_matches()
    for _ in range(7):
        table.tap(table.place_of(is_sought(table.state)))
    expect(page.locator(".mirror")).to_have_attribute("data-seeking", "castle")
    table.tap(table.place_of(is_sought(table.state)))
    assert GAME.outcome(table.state)["winners"] == [0]
    scene = page.locator('.end-scene[data-outcome="won"]')
    expect(scene).to_be_visible(timeout=TIMEOUT_MS)
    expect(scene.get_by_role("button", name="Rejouer")).to_be_visible()
    assert page.evaluate("localStorage.getItem('pygame-rules/save/marchenwald')") is None


def test_a_whole_game_lost_to_the_dwarfs(open_ready):
    """Two children in turn bring out all seven dwarfs: the gentle ending, and a new game from it."""
    page = start(open_ready, seed=12, extra_animals=["bear"])
    table = SeededTable(page, players=2, seed=12, variant="coop")
    for _ in range(7):
        table.tap(table.place_of(lambda card: card["kind"] == "dwarf"))
    assert GAME.outcome(table.state)["reason"] == "dwarfs"
    scene = page.locator('.end-scene[data-outcome="lost"]')
    expect(scene).to_be_visible(timeout=TIMEOUT_MS)
    expect(page.locator(".dwarf-slot.is-filled")).to_have_count(7)
    scene.get_by_role("button", name="Rejouer").tap()
    expect(page.locator(".found-row")).to_have_attribute("data-count", "0", timeout=TIMEOUT_MS)
    expect(page.locator(".dwarf-row")).to_have_attribute("data-count", "0")


def test_the_witch_swaps_two_cards_chosen_by_taps(open_ready):
    page = start(open_ready, seed=13, extra_animals=["bear"])
    table = SeededTable(page, players=2, seed=13, variant="coop")
    table.tap(table.place_of(lambda card: card["kind"] == "witch"))
    expect(page.locator(".forest")).to_have_attribute("data-phase", "swap")
    first = table.place_of(lambda card: True)
    second = table.place_of(lambda card: card != table.state["forest"][first]["card"])
    table.tap(first)
    table.tap(second)
    expect(page.locator(".forest")).to_have_attribute("data-phase", "reveal")
    assert table.state["current"] == 1


def test_a_game_in_progress_survives_a_reload(open_ready):
    page = start(open_ready, seed=14)
    table = SeededTable(page, players=1, seed=14, variant="solo")
    for _ in range(3):
        table.tap(table.place_of(is_sought(table.state)))
    saved = json.loads(page.evaluate("localStorage.getItem('pygame-rules/save/marchenwald')"))
    assert saved["version"] == 1
    assert GAME.loads(saved["state"]) == table.state

    page.reload()
    page.wait_for_selector("html[data-ready=true]", state="attached")
    table.expect_page_matches()
    for _ in range(4):
        table.tap(table.place_of(is_sought(table.state)))
    table.tap(table.place_of(is_sought(table.state)))
    expect(page.locator('.end-scene[data-outcome="won"]')).to_be_visible(timeout=TIMEOUT_MS)


@pytest.mark.parametrize("save", ["{not json", json.dumps({"version": 1, "setup": {}, "state": "[]"})])
def test_a_corrupt_save_is_dropped_with_a_notice(open_ready, page, save):
    open_ready("index.html")
    page.evaluate("save => localStorage.setItem('pygame-rules/save/marchenwald', save)", save)
    open_ready("index.html?fast=1#marchenwald")
    expect(page.get_by_role("button", name="Jouer", exact=True)).to_be_visible(timeout=TIMEOUT_MS)
    expect(page.locator(".notice")).to_be_visible()
    assert page.evaluate("localStorage.getItem('pygame-rules/save/marchenwald')") is None


FACE_DOWN = ".forest .card[data-place]:not(.is-up):not(.is-empty)"
ALL_FACE_DOWN = f"[...document.querySelectorAll('{FACE_DOWN}')]"
BACK_FILTER = "node => getComputedStyle(node.querySelector('.card-back')).filter"


def test_after_a_wrong_card_nothing_looks_tappable_while_it_is_not(open_ready):
    """The wrong card stays up 4 s (normal pace): meanwhile every face-down card is disabled, looks it, and a tap there only shakes it."""
    page = open_ready("index.html?seed=15#marchenwald")
    page.get_by_role("button", name="Jouer", exact=True).tap()
    forest = page.locator(".forest")
    expect(forest).to_have_attribute("data-busy", "false", timeout=30_000)
    page.wait_for_function(f"{ALL_FACE_DOWN}.every(node => !node.disabled && ({BACK_FILTER})(node) === 'none')")

    table = SeededTable(page, players=1, seed=15, variant="solo")
    seeking = table.state["seeking"]
    wrong = table.place_of(lambda card: card["kind"] == "object" and card["object"] != seeking)
    page.locator(f'.forest [data-place="{wrong}"]').tap()
    expect(page.locator(f'.forest [data-place="{wrong}"]')).to_have_class(re.compile(r"\bis-up\b"))
    expect(forest).to_have_attribute("data-busy", "true")
    page.wait_for_function(f"{ALL_FACE_DOWN}.every(node => node.disabled && ({BACK_FILTER})(node).includes('saturate'))",
                           timeout=2_000)
    other = page.locator(f'.forest [data-place="{table.place_of(lambda card: True)}"]')
    other.tap(force=True)  # a child taps anyway: the card shakes and stays down
    expect(other).to_have_class(re.compile(r"\bis-refused\b"))
    expect(other).not_to_have_class(re.compile(r"\bis-up\b"))
    assert forest.get_attribute("data-busy") == "true", "the wrong card was not shown long enough to look at the forest"

    expect(forest).to_have_attribute("data-busy", "false", timeout=30_000)
    page.wait_for_function(f"{ALL_FACE_DOWN}.every(node => !node.disabled && ({BACK_FILTER})(node) === 'none')")
    table.state = GAME.apply(table.state, 0, {"type": GAME.legal_actions(table.state, 0)[0]["type"], "place": wrong})
    saved = json.loads(page.evaluate("localStorage.getItem('pygame-rules/save/marchenwald')"))
    assert GAME.loads(saved["state"]) == table.state  # the refused tap played nothing


def test_a_miss_is_said_in_full_once_then_by_its_sound(open_ready, page):
    """The fox turns three objects that are not the one sought: "Ce n'est pas ça..." the first time only,
    the soft "no" every time (normal pace, the voice on)."""
    voice = VoiceLog(page)
    page.add_init_script(VOICE_ON + LISTEN_SOUNDS)
    page = open_ready("index.html?seed=15#marchenwald")
    page.get_by_role("button", name="Jouer", exact=True).tap()
    forest = page.locator(".forest")
    table = SeededTable(page, players=1, seed=15, variant="solo")
    for _ in range(3):
        expect(forest).to_have_attribute("data-busy", "false", timeout=30_000)
        seeking = table.state["seeking"]
        table.tap(table.place_of(lambda card: card["kind"] == "object" and card["object"] != seeking))
        expect(forest).to_have_attribute("data-busy", "true")
    expect(forest).to_have_attribute("data-busy", "false", timeout=30_000)
    voice.wait_for_last(("marchenwald.seek." + table.state["seeking"],), 30_000)
    keys = voice.assert_in_step({"marchenwald.wrong"}, last=("marchenwald.seek." + table.state["seeking"],))
    assert keys.count("marchenwald.wrong") == 1, keys
    assert page.evaluate("window.__sounds").count("nope") == 3


#: Each card's turns up and down, with the time, whose turn it was (the forest's data-current-player) and
#: whether it was a miss (an object that is not the one the mirror seeks).
WATCH_CARDS = """window.__cards = [];
new MutationObserver((changes) => changes.forEach(({target}) => {
  if (!target.matches('.forest .card[data-place]')) return;
  const up = target.classList.contains('is-up');
  const last = window.__cards.findLast(turn => turn.place === target.dataset.place);
  if (up === Boolean(last && last.up)) return;
  const sought = document.querySelector('.mirror').dataset.seeking;
  window.__cards.push({place: target.dataset.place, up, at: performance.now(),
                       player: target.closest('.forest').dataset.currentPlayer,
                       miss: target.dataset.kind === 'object' && target.dataset.object !== sought});
})).observe(document, {subtree: true, attributes: true, attributeFilter: ['class']});"""


def test_the_computer_s_card_stays_up_long_enough_to_remember(open_ready, page):
    """The fox, a child, against the bear, the computer (normal pace): each object the bear turns that is not
    the one sought stays up 2.5 s before it turns back down, the fox's own miss 1.2 s."""
    page = open_ready("index.html?seed=16#marchenwald")
    bear = page.locator('.seat[data-animal="bear"]')
    bear.tap()
    bear.tap()
    expect(bear).to_have_attribute("data-mode", "computer")
    page.get_by_role("button", name="Jouer", exact=True).tap()
    forest = page.locator(".forest")
    expect(forest).to_have_attribute("data-busy", "false", timeout=30_000)
    page.evaluate(WATCH_CARDS)
    variant = page.locator(".mw-table").get_attribute("data-variant")
    table = SeededTable(page, players=2, seed=16, variant=variant)
    for _ in range(2):  # the fox misses twice, so the bear plays twice in between
        expect(forest).to_have_attribute("data-current-player", "0", timeout=60_000)
        expect(forest).to_have_attribute("data-busy", "false", timeout=60_000)
        state = json.loads(page.evaluate("localStorage.getItem('pygame-rules/save/marchenwald')"))
        table.state = GAME.loads(state["state"])
        seeking = table.state["seeking"]
        place = table.place_of(lambda card: card["kind"] == "object" and card["object"] != seeking)
        page.locator(f'.forest [data-place="{place}"]').tap()
        expect(forest).to_have_attribute("data-current-player", "1", timeout=30_000)
    expect(forest).to_have_attribute("data-current-player", "0", timeout=60_000)
    turns = page.evaluate("window.__cards")
    held = {"0": [], "1": []}
    for up, down in zip(turns, turns[1:]):
        if up["up"] and up["miss"] and not down["up"] and up["place"] == down["place"]:
            held[up["player"]].append(down["at"] - up["at"])
    assert held["0"] and held["1"], turns
    assert all(1200 <= ms < 2500 for ms in held["0"]), held
    assert all(ms >= 2500 for ms in held["1"]), held
