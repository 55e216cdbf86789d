"""Storage that fails is told, not fatal: blocked storage (SecurityError) and full storage (QuotaExceededError).

An init script replaces the browser's Storage before any script of the page
runs, as a locked-down or full tablet behaves. The site must start, "Jouer"
must deal a game, every tap must be shown and play must go on (in memory),
and a picture notice, spoken too, must say that the game is not kept. Any
console or page error fails the test (conftest's page_errors).
"""

import pytest
from playwright.sync_api import expect

import pygame_rules

GAME = pygame_rules.load("marchenwald")
TIMEOUT_MS = 20_000
SEED = 14

BLOCKED = """
(() => {
  const refuse = () => { throw new DOMException("The operation is insecure.", "SecurityError"); };
  for (const name of ["getItem", "setItem", "removeItem", "clear", "key"]) Storage.prototype[name] = refuse;
  for (const name of ["localStorage", "sessionStorage"]) Object.defineProperty(window, name, {get: refuse});
})();
"""
FULL = """
Storage.prototype.setItem = function () {
  throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
};
"""
#: Every clip the voice starts (kit.audio dispatches a "voice" event for each).
RECORD_VOICE = """
window.__said = [];
window.addEventListener("voice", (event) => window.__said.push(event.detail.key));
"""


def sought_place(state: dict) -> int:
    """Where the card the solo player looks for lies, face down."""
    seeking = state["seeking"]
    return next(place for place, spot in enumerate(state["forest"]) if spot["status"] == "hidden" and (
        spot["card"]["kind"] == seeking if seeking == "castle" else spot["card"].get("object") == seeking))


@pytest.mark.parametrize("storage", [BLOCKED, FULL], ids=["blocked", "full"])
def test_a_game_plays_on_in_memory_and_the_children_hear_it_is_not_kept(context, page, open_ready, storage):
    context.add_init_script(storage)
    context.add_init_script(RECORD_VOICE)
    open_ready("index.html")
    expect(page.get_by_role("region", name="Les jeux").get_by_role("button").first).to_be_enabled()

    open_ready(f"index.html?seed={SEED}&fast=1#marchenwald")
    notice = page.locator('.notice[data-prompt="notice.not_kept"]')
    expect(notice).to_be_visible()
    expect(notice.locator("img.notice-picture")).to_have_attribute("src", "icons/floppy-disk.svg")
    page.wait_for_function("window.__said.includes('notice.not_kept')", timeout=TIMEOUT_MS)

    page.get_by_role("button", name="Jouer", exact=True).tap()
    expect(page.locator(".forest [data-place]")).to_have_count(49, timeout=TIMEOUT_MS)
    state = GAME.new(players=1, seed=SEED, variant="solo")
    for found in range(1, 5):  # each move is shown, and the next tap is taken
        place = sought_place(state)
        card = page.locator(f'.forest [data-place="{place}"]')
        expect(card).to_be_enabled(timeout=TIMEOUT_MS)
        card.tap()
        state = GAME.apply(state, 0, {"type": GAME.legal_actions(state, 0)[0]["type"], "place": place})
        expect(page.locator(".found-row")).to_have_attribute("data-count", str(found), timeout=TIMEOUT_MS)
        expect(page.locator(".mirror")).to_have_attribute("data-seeking", state["seeking"], timeout=TIMEOUT_MS)
    said = page.evaluate("window.__said")
    assert said.count("notice.not_kept") == 1, said  # told once, not at every move
