"""The site's Content-Security-Policy holds on every page, and odd addresses never stop the page.

Every page of dist/ carries a strict policy written by build.py (see
CONTENT_SECURITY_POLICY there). Here each page is opened, used a little, and
must raise no `securitypolicyviolation` event (an init script records them
before any script of the page runs) and no console error (conftest's
page_errors). Then addresses a child's tablet may be given by mistake: a
`?seed=` that is not 1 to 19 ASCII digits is ignored, and the page starts.
"""

import re

import pytest
from playwright.sync_api import expect

import pygame_rules

RECORD_VIOLATIONS = """
window.__violations = [];
document.addEventListener("securitypolicyviolation", (event) => window.__violations.push(
  `${event.violatedDirective} blocked ${event.blockedURI || "inline"} at ${event.sourceFile}:${event.lineNumber}`));
"""
APP_PAGE_SOURCES = {"'self'", "'wasm-unsafe-eval'", "'unsafe-eval'"}
GAMES = pygame_rules.list_games()
TIMEOUT_MS = 15_000


@pytest.fixture
def watched(context, page):
    """The page, with every Content-Security-Policy violation recorded from its first script on."""
    context.add_init_script(RECORD_VIOLATIONS)
    return page


def violations(page) -> list:
    return page.evaluate("window.__violations")


def policy_of(page) -> dict:
    content = page.locator('meta[http-equiv="Content-Security-Policy"]').get_attribute("content")
    return {directive.split()[0]: set(directive.split()[1:]) for directive in content.split(";") if directive.strip()}


def check_policy(policy: dict, app: bool) -> None:
    assert policy["default-src"] == {"'self'"}
    assert policy["script-src"] == (APP_PAGE_SOURCES if app else {"'self'"})
    assert {"'self'"} <= policy["style-src"] and "'unsafe-inline'" not in policy["style-src"]
    assert "style-src-attr" not in policy, "style-src covers style attributes: the kit styles through the CSSOM"
    assert all(source == "'self'" or source.startswith("'sha256-") for source in policy["style-src"])
    for directive, sources in {"img-src": {"'self'"}, "worker-src": {"'self'"}, "connect-src": {"'self'"},
                               "media-src": {"'self'"}, "object-src": {"'none'"}, "base-uri": {"'none'"},
                               "form-action": {"'none'"}}.items():
        assert policy[directive] == sources, directive


def test_the_home_page_runs_under_its_policy(watched, open_ready):
    page = open_ready("index.html")
    check_policy(policy_of(page), app=True)
    expect(page.get_by_role("region", name="Les jeux")).to_be_visible()
    page.wait_for_load_state("networkidle")
    assert violations(page) == []
    # The app's stylesheets were switched on without an inline handler.
    assert page.evaluate("[...document.querySelectorAll('link[data-later]')].map(link => link.media)") == ["all"] * 3


# What the kit and the pages style from Python (through the CSSOM), as the browser computes it: each
# avatar's ring colour, and where each of Méchanlou's bushes lies on its circle.
STYLED = """() => ({
  colours: [...document.querySelectorAll('.avatar[data-animal]')].map(node =>
    getComputedStyle(node).getPropertyValue('--player').trim()),
  bushes: [...document.querySelectorAll('.ml-bush')].map(node => node.style.left + ' ' + node.style.top),
})"""


@pytest.mark.parametrize("game", GAMES)
def test_each_game_page_runs_under_its_policy_from_setup_to_play(watched, open_ready, game):
    page = open_ready(f"index.html?seed=5&fast=1#{game}")
    check_policy(policy_of(page), app=True)
    page.get_by_role("button", name="Jouer", exact=True).tap()
    expect(page.locator("[data-table]")).to_be_visible(timeout=TIMEOUT_MS)  # the kit's table plays the game
    page.wait_for_timeout(500)
    assert violations(page) == []
    styled = page.evaluate(STYLED)
    assert styled["colours"] and all(colour.startswith("#") for colour in styled["colours"]), styled
    bushes = styled["bushes"]
    assert len(set(bushes)) == len(bushes) and all("%" in place for place in bushes), bushes


@pytest.mark.parametrize("path", [*(f"rules/{game}.html" for game in GAMES), "rules/all.html"])
def test_the_printed_rules_run_under_their_policy(watched, path):
    page = watched
    page.goto(path)
    page.wait_for_load_state("networkidle")
    check_policy(policy_of(page), app=False)
    expect(page.get_by_role("navigation")).to_be_visible()  # rules.js ran: it draws the controls
    page.get_by_role("button", name=re.compile("English")).click()
    assert violations(page) == []


@pytest.mark.parametrize("seed", ["²", "7" * 5000, "-3", "1e3", "", "12345678901234567890", "٣"])
def test_a_seed_that_is_not_1_to_19_ascii_digits_is_ignored_and_the_page_starts(open_ready, seed):
    game = GAMES[0]
    page = open_ready(f"index.html?seed={seed}&fast=1#{game}")
    expect(page.locator("html")).to_have_attribute("data-page", game)
    page.get_by_role("button", name="Jouer", exact=True).tap()
    expect(page.locator("[data-place], .ml-bush").first).to_be_visible(timeout=TIMEOUT_MS)


def test_a_19_digit_seed_is_the_seed_of_the_game(open_ready):
    """The longest seed the address takes still deals the game the engine deals from it."""
    seed = 9_999_999_999_999_999_999
    game = pygame_rules.load("marchenwald")
    state = game.new(players=1, seed=seed, variant="solo")
    page = open_ready(f"index.html?seed={seed}&fast=1#marchenwald")
    page.get_by_role("button", name="Jouer", exact=True).tap()
    expect(page.locator(".mirror")).to_have_attribute("data-seeking", state["seeking"], timeout=TIMEOUT_MS)
