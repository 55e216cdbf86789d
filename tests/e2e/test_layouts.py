"""Every screen at every tablet and phone size: the whole game shows, nothing scrolls, every target is big enough.

One touch browser context per size (tablets landscape and upright, a phone
both ways), reused for every screen of that size: Python starts once, and
`tools.screens.Tour` takes the page from screen to screen by taps, as far
as each needs and no further (`?fast=1`): the home page, the teacher's
corner, and for every registered game its setup with one player and with
many, its table during play (with a card or tile chosen where the game has
one), its pass-the-tablet cover where it has one, and its ending, reached
from a save made with the engine one move before the end. Im Märchenwald's
new-game question and Méchanlou's defence, Sorcière's card waiting to go
back are checked too. A game registered in pygame_rules with no setup,
table or ending in the tour fails. The printed rules are exempt.

On each screen, `tools.screens.layout_problems` fails on: a page wider or
taller than the window (nothing may scroll but the teacher's panel, inside
itself); a target (every visible button or link of the screen shown) under
64 CSS px on a tablet or 48 on a phone, outside the window, covered by
something else at its centre, or overlapping another; a game panel hidden or
of no size; anything of the screen cut off by the window's edges. Sorcière's
roof cards lie on one another by the rules (each must show a part a finger
can take), and Moutons's board is dragged to bring in what lies outside its
window. A console error, a page error or a PyScript error box on the way
fails too, as in conftest.py's own pages.
tools/screens.py photographs the same screens into docs/screens/.
"""

import pytest

import pygame_rules
from tools.screens import SCREENS_IN_ORDER, SIZES, Tour, context_options, layout_problems, prepare_context

#: What every game shows and the tour must reach: the names of its screens begin with `<game>-` and one of these.
EVERY_GAME_SHOWS = ("setup", "table", "end")


@pytest.mark.parametrize("game_id", pygame_rules.list_games())
def test_every_registered_game_is_in_the_tour(game_id):
    screens = [screen for screen, _, _ in SCREENS_IN_ORDER]
    missing = [kind for kind in EVERY_GAME_SHOWS if not any(screen.startswith(f"{game_id}-{kind}") for screen in screens)]
    assert not missing, f"{game_id} has no {', '.join(missing)} screen in tools/screens.py's SCREENS_IN_ORDER"


@pytest.mark.parametrize("size", SIZES, ids=lambda size: size.name)
def test_every_screen_fits_the_screen(browser, site_url, requests_log, page_errors, size):
    context = browser.new_context(**context_options(size, site_url))
    context.on("request", requests_log.record)  # nothing may leave the site at any size either
    context.on("page", lambda page: (page.on("console", page_errors.console), page.on("pageerror", page_errors.page_error)))
    prepare_context(context)
    failures, smallest = [], {}
    try:
        page = context.new_page()
        page.set_default_timeout(20_000)
        tour = Tour(page)
        tour.open()
        for screen, reach, panels in SCREENS_IN_ORDER:
            try:
                reach(tour)
            except Exception as error:  # noqa: BLE001 - say which screen could not be reached, check the others
                failures.append(f"{screen}: not reached: {what_failed(error)}")
                tour.open()
                continue
            found = layout_problems(page, size, panels)
            smallest[screen] = found["smallest"]["side"] if found["smallest"] else None
            failures += [f"{screen}: {problem}" for problem in found["problems"]]
            if page.locator(".py-error").count():
                failures.append(f"{screen}: PyScript error box: {page.locator('.py-error').first.inner_text()[:300]}")
    finally:
        context.close()
    print(f"{size.name}: smallest target per screen (CSS px): {smallest}")
    assert not failures, f"{size.name} (targets at least {size.min_target} px):\n" + "\n".join(failures)


def what_failed(error: Exception) -> str:
    """The error's first line and, for a wait that timed out, what it waited for (Playwright's call log)."""
    lines = str(error).splitlines()
    waited = next((line.strip() for line in lines if line.strip().startswith("- waiting for")), None)
    return " ".join(filter(None, [lines[0] if lines else repr(error), waited]))
