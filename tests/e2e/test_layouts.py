"""Every screen at every tablet and phone size: the whole game shows, nothing scrolls, every target is big enough.

One touch browser context per size (tablets landscape and upright, a phone
both ways), reused for every screen of that size: Python starts once, and
`tools.screens.Tour` takes the page from screen to screen by taps, as far
as each needs and no further (`?fast=1`): the home page, the teacher's
corner, each game's setup with one player and with many, Im Märchenwald's
table alone and with eight children, its new-game question and its ending,
Méchanlou's table with 2, 3 and 4 players and a card chosen, its ending and
its pass-the-tablet cover. The ending loads a save made here with the
engine, one tap before the end. The printed rules are exempt.

On each screen, `tools.screens.layout_problems` fails on: a page wider or
taller than the window (nothing may scroll but the teacher's panel, inside
itself); a target (every visible button or link of the screen shown) under
64 CSS px on a tablet or 48 on a phone, outside the window, covered by
something else at its centre, or overlapping another; a game panel hidden or
of no size; anything of the screen cut off by the window's edges.
tools/screens.py photographs the same screens into docs/screens/.
"""

import pytest

from tools.screens import SCREENS_IN_ORDER, SIZES, Tour, context_options, layout_problems, prepare_context


@pytest.mark.parametrize("size", SIZES, ids=lambda size: size.name)
def test_every_screen_fits_the_screen(browser, site_url, requests_log, size):
    context = browser.new_context(**context_options(size, site_url))
    context.on("request", requests_log.record)  # nothing may leave the site at any size either
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
                failures.append(f"{screen}: not reached: {str(error).splitlines()[0]}")
                tour.open()
                continue
            found = layout_problems(page, size, panels)
            smallest[screen] = found["smallest"]["side"] if found["smallest"] else None
            failures += [f"{screen}: {problem}" for problem in found["problems"]]
    finally:
        context.close()
    print(f"{size.name}: smallest target per screen (CSS px): {smallest}")
    assert not failures, f"{size.name} (targets at least {size.min_target} px):\n" + "\n".join(failures)
