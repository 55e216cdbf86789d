"""A game made by `python3 build.py new-game` plays to its end by taps in Chromium.

A copy of the checkout gets a new game from the template (tests/template_copy.py)
and its dist/ is built and served here, the site these tests open. On its
home page the new game's tile opens it; a child (the fox) plays the
computer (the bear) by taps on the picking buttons until the end scene. Each
of the fox's picks is the normal computer player's choice from the page's
own save, read back through the template's engine (the same rules under
another id); the tree on the page shows the cherries the save has left. A
console or page error fails the test (tests/e2e/conftest.py).
"""

import json

import pytest
from playwright.sync_api import expect

import pygame_rules
from pygame_rules import Rng
from sitebuild.new_game import style_prefix
from sitebuild.server import serving_in_thread
from tests.e2e.conftest import only_requests_to
from tests.served_site import QuietSiteHandler
from tests.template_copy import NEW_ID, NEW_NAME, make_copy

TEMPLATE = pygame_rules.load(pygame_rules.TEMPLATE)
PREFIX = style_prefix(NEW_ID)
SAVE = f"pygame-rules/save/{NEW_ID}"
SEED = 5
TIMEOUT_MS = 20_000
FOX_MAY_TAP = (f"document.querySelector('.end-scene') || document.querySelector("
               f"'.{PREFIX}table[data-table=\"open\"] .{PREFIX}pick:not(:disabled)')")


@pytest.fixture(scope="session")
def copy_url(tmp_path_factory):
    """The copy's dist/, with the new game in it, served in a thread."""
    house = make_copy(tmp_path_factory.mktemp("new-game-e2e"))
    dist = house.build()
    with serving_in_thread(dist, QuietSiteHandler) as server:
        yield f"http://127.0.0.1:{server.server_address[1]}/"


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args, copy_url):
    """The other browser tests' tablet, on the copy's site."""
    return {**browser_context_args, "base_url": copy_url}


@pytest.fixture(autouse=True)
def requests_log(context, copy_url):
    """As for every browser test (conftest.py), with the copy's site as the one origin: no request leaves it."""
    with only_requests_to(context, copy_url) as log:
        yield log


def saved_state(page) -> dict:
    """The page's save of the game in progress, read by the template's engine (which checks all of it)."""
    state = json.loads(json.loads(page.evaluate(f"localStorage.getItem('{SAVE}')"))["state"])
    assert state["game"] == NEW_ID
    return TEMPLATE.loads(json.dumps({**state, "game": pygame_rules.TEMPLATE}))


def test_the_new_game_opens_from_its_tile_and_plays_to_its_end_by_taps(open_ready, page):
    open_ready("index.html")
    page.evaluate("""() => localStorage.setItem('pygame-rules/settings',
        JSON.stringify({lang: 'fr', voice: false, level: 'normal'}))""")
    open_ready(f"index.html?seed={SEED}&fast=1")
    tile = page.locator(f'.game-tile[data-game="{NEW_ID}"]')
    expect(tile).to_contain_text(NEW_NAME)
    tile.tap()
    expect(page.locator('.seat[data-animal="fox"]')).to_have_attribute("data-mode", "human", timeout=TIMEOUT_MS)
    expect(page.locator('.seat[data-animal="bear"]')).to_have_attribute("data-mode", "computer")
    page.get_by_role("button", name="Jouer", exact=True).tap()
    table = page.locator(f".{PREFIX}table")
    expect(table).to_be_visible(timeout=TIMEOUT_MS)
    picks = []
    while True:
        page.wait_for_function(FOX_MAY_TAP, timeout=TIMEOUT_MS)
        if page.locator(".end-scene").count():
            break
        state = saved_state(page)
        expect(page.locator(f".{PREFIX}tree")).to_have_attribute("data-count", str(state["tree"]))
        action = TEMPLATE.bot("normal").choose(TEMPLATE, state, 0, Rng(len(picks)))
        page.locator(f'.{PREFIX}pick[data-count="{action["count"]}"]').tap()
        picks.append(action["count"])
        # The move is in once the tree shows fewer cherries (with ?fast=1 the bear may answer before a poll
        # sees the table busy, so "not open" can be missed).
        page.wait_for_function(f"before => document.querySelector('.end-scene') || "
                               f"document.querySelector('.{PREFIX}tree').dataset.count !== before",
                               arg=str(state["tree"]), timeout=TIMEOUT_MS)
    expect(page.locator(".end-scene")).to_be_visible()
    expect(table).to_have_attribute("data-winner", "0")  # from 10 cherries, the trick wins for whoever starts
    assert len(picks) >= 3, picks
    baskets = page.locator(f".{PREFIX}basket")
    counts = [int(count) for count in baskets.evaluate_all("nodes => nodes.map(node => node.dataset.count)")]
    assert sum(counts) == 10 and counts[0] == sum(picks), (counts, picks)
    expect(page.locator(".end-scene").get_by_role("button", name="Rejouer")).to_be_visible()
