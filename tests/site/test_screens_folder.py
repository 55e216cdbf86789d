"""docs/screens/ is the tour's picture book: every photographed screen at every size, and nothing stale.

A screen added to the tour but left out of PHOTOGRAPHED is checked by the
layout tests yet never shown to a reader (the new Moutons screens were, once),
and a screen renamed leaves old pictures behind.
"""

import sys

from sitebuild.paths import ROOT

sys.path.insert(0, str(ROOT / "tools"))
import screens  # noqa: E402

TOURED = [screen for screen, _reach, _panels in screens.SCREENS_IN_ORDER]


def test_every_photographed_screen_is_on_the_tour():
    assert [screen for screen in screens.PHOTOGRAPHED if screen not in TOURED] == []


#: Toured but not photographed: each is shown by a fuller sibling (a setup of four, a table with a choice made).
SHOWN_BY_A_SIBLING = {"marchenwald-setup", "mechanlou-setup", "mechanlou-chosen", "sorciere-setup",
                      "moutons-setup", "moutons-table", "moutons-table-4",
                      "meli_cado-setup", "meli_cado-table", "meli_cado-table-4"}


def test_a_new_screen_on_the_tour_is_photographed_or_said_not_to_be():
    left_out = {screen for screen in TOURED if screen not in screens.PHOTOGRAPHED}
    assert left_out == SHOWN_BY_A_SIBLING


def test_the_folder_holds_every_photographed_screen_at_every_size_and_nothing_else():
    expected = {f"{screen}-{size.name}.png" for screen in screens.PHOTOGRAPHED for size in screens.SIZES}
    present = {path.name for path in screens.SCREENS.glob("*.png")}
    assert sorted(expected - present) == [], "missing: run .venv/bin/python tools/screens.py"
    assert sorted(present - expected) == [], "stale pictures: remove them"
