"""Two tabs on one game: the older one notices the newer one and stops, never overwriting its save.

Two pages of one browser context share the tablet's storage, as two tabs
(or an installed app and a tab) do. A child plays Märchenwald in the first;
the game is opened in the second, which resumes it. The first must stop at
once with a notice (told by the `storage` event), or, when it missed that
event (a tab the browser had frozen), at its next move, before it saves:
the save stays the newer tab's.
"""

import json

from playwright.sync_api import expect

import pygame_rules

GAME = pygame_rules.load("marchenwald")
TIMEOUT_MS = 20_000
SEED = 14
SAVE = "pygame-rules/save/marchenwald"
READY = "html[data-ready=true]"
#: A tab the browser froze in the background hears nothing of the others: its storage events are lost.
DEAF = 'window.addEventListener("storage", (event) => event.stopImmediatePropagation(), {capture: true});'


def sought_place(state: dict) -> int:
    seeking = state["seeking"]
    return next(place for place, spot in enumerate(state["forest"]) if spot["status"] == "hidden" and (
        spot["card"]["kind"] == seeking if seeking == "castle" else spot["card"].get("object") == seeking))


def find(page, state: dict) -> dict:
    """The child taps the card sought; the page shows it found. Returns the engine's state after the move."""
    place = sought_place(state)
    card = page.locator(f'.forest [data-place="{place}"]')
    expect(card).to_be_enabled(timeout=TIMEOUT_MS)
    card.tap()
    state = GAME.apply(state, 0, {"type": GAME.legal_actions(state, 0)[0]["type"], "place": place})
    expect(page.locator(".found-row")).to_have_attribute("data-count", str(len(state["found"])), timeout=TIMEOUT_MS)
    return state


def saved_state(page) -> dict:
    return GAME.loads(json.loads(page.evaluate(f"localStorage.getItem('{SAVE}')"))["state"])


def first_tab_plays(page, open_ready) -> dict:
    open_ready(f"index.html?seed={SEED}&fast=1#marchenwald")
    page.evaluate("localStorage.setItem('pygame-rules/settings', JSON.stringify({voice: false}))")
    page.get_by_role("button", name="Jouer", exact=True).tap()
    expect(page.locator(".forest [data-place]")).to_have_count(49, timeout=TIMEOUT_MS)
    return find(page, GAME.new(players=1, seed=SEED, variant="solo"))


def second_tab_opens(context, state: dict):
    newer = context.new_page()
    newer.goto("index.html?fast=1#marchenwald")
    newer.wait_for_selector(READY, state="attached", timeout=TIMEOUT_MS * 3)
    expect(newer.locator(".found-row")).to_have_attribute("data-count", str(len(state["found"])), timeout=TIMEOUT_MS)
    return newer


def expect_stopped(older) -> None:
    expect(older.locator("html")).to_have_attribute("data-page", "home", timeout=TIMEOUT_MS)
    expect(older.locator('.notice[data-prompt="notice.open_elsewhere"]')).to_be_visible()
    expect(older.locator(".forest")).to_have_count(0)


def test_the_older_tab_stops_as_soon_as_the_newer_opens_the_game(context, page, open_ready):
    older = page
    state = first_tab_plays(older, open_ready)
    newer = second_tab_opens(context, state)
    expect_stopped(older)

    state = find(newer, state)
    assert saved_state(newer) == state
    older.wait_for_timeout(500)
    assert saved_state(older) == state  # nothing from the older tab came after


def test_an_older_tab_that_missed_the_news_stops_at_its_next_move_without_saving(context, page, open_ready):
    older = page
    older.add_init_script(DEAF)
    state = first_tab_plays(older, open_ready)
    newer = second_tab_opens(context, state)
    older.wait_for_timeout(500)
    expect(older.locator("html")).to_have_attribute("data-page", "marchenwald")  # it heard nothing

    place = sought_place(state)
    older.locator(f'.forest [data-place="{place}"]').tap()
    expect_stopped(older)
    assert saved_state(older) == state  # still the game the newer tab opened

    state = find(newer, state)
    assert saved_state(newer) == state
