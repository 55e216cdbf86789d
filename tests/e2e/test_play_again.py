""""Play again" leaves nothing behind: the node count stays flat over three new games, in every game.

Every seat is given to the computer, so each game plays itself to its end
(`?fast=1`); at each ending the test counts nodes, then taps "Rejouer". Two
counts: the elements in the document, and every node still alive in the
page, attached or not (Chromium's Memory.getDOMCounters after a garbage
collection): an old table that Python still holds is out of the document
but alive, and it once added about 850 live nodes per game. What a board
holds varies with the deal (cards found, tiles laid: in La Guerre des
Moutons from 250 to 730 elements), so what must hold is the trend: over the
four endings the counts may not grow by more than a third of the smallest
board per game (least squares), where a table kept at every game grows them
by a whole board or more.

The nodes alive follow the board on screen more than its elements: in La
Guerre des Moutons about 49 per tile laid (the pictures inside each tile's
drawing), from about 2,100 nodes for 7 tiles to 4,900 for 62 (measured on
30 Nov 2026, with one board alive in Python at every ending, and the same
nodes alive back on the setup screen after 1, 2, 4 or 6 games). A plain
trend of those counts is the luck of the random deals: it failed about one
run in three with nothing kept. So the nodes alive are weighed game after
game with the board on screen held fixed (least squares on the game and the
document's elements). A kept table still shows: it is out of the document,
so the board on screen does not explain it.
"""

import pytest
from playwright.sync_api import expect

import pygame_rules

GAMES = pygame_rules.list_games()
AGAIN = 3
#: The most the counts may grow per game, as a share of the smallest board's elements: a kept table adds one whole.
GROWTH = 1 / 3
GAME_TIMEOUT_MS = 120_000
COUNT = "document.getElementsByTagName('*').length"


def residuals(values: list, by: list) -> list:
    """What a least-squares line on `by` leaves of `values` (only the mean is taken when `by` never changes)."""
    mean_by, mean_value = sum(by) / len(by), sum(values) / len(values)
    spread = sum((x - mean_by) ** 2 for x in by)
    slope = sum((x - mean_by) * (v - mean_value) for x, v in zip(by, values)) / spread if spread else 0.0
    return [v - mean_value - slope * (x - mean_by) for x, v in zip(by, values)]


def growth_per_game(counts: list, board: list | None = None) -> float:
    """The least-squares slope of the counts, game after game; with `board`, the board on screen held fixed.

    Held fixed: the game's slope in a least-squares fit on both the game and
    the board, i.e. the slope between what the board leaves of each.
    """
    board = board or [0] * len(counts)
    games, counts = residuals(list(range(len(counts))), board), residuals(counts, board)
    return sum(game * count for game, count in zip(games, counts)) / sum(game ** 2 for game in games)


def live_nodes(context, page) -> int:
    """Every node alive in the page, in the document or not, once JavaScript's garbage is collected."""
    cdp = context.new_cdp_session(page)
    try:
        cdp.send("HeapProfiler.collectGarbage")
        return cdp.send("Memory.getDOMCounters")["nodes"]
    finally:
        cdp.detach()


def computers_only(page) -> None:
    """Every animal seated by default is handed to the computer (a child's seat, tapped once, becomes the computer's)."""
    for seat in page.locator('.seat[data-mode="human"]').all():
        seat.tap()
    expect(page.locator('.seat[data-mode="human"]')).to_have_count(0)
    expect(page.locator('.seat[data-mode="computer"]')).not_to_have_count(0)


@pytest.mark.parametrize("game_id", GAMES)
def test_three_play_agains_leave_the_node_count_flat(open_ready, context, page, game_id):
    open_ready("index.html")
    page.evaluate("localStorage.setItem('pygame-rules/settings', JSON.stringify({voice: false, level: 'normal'}))")
    open_ready(f"index.html?seed=4&fast=1#{game_id}")
    computers_only(page)
    page.get_by_role("button", name="Jouer", exact=True).tap()
    counts, alive = [], []
    for game in range(AGAIN + 1):
        scene = page.locator(".end-scene")
        expect(scene).to_have_count(1, timeout=GAME_TIMEOUT_MS)
        expect(scene.get_by_role("button", name="Rejouer")).to_be_visible()
        counts.append(page.evaluate(COUNT))
        alive.append(live_nodes(context, page))
        if game < AGAIN:
            scene.get_by_role("button", name="Rejouer").tap()
            expect(scene).to_have_count(0, timeout=GAME_TIMEOUT_MS)
            expect(page.locator("[data-table]")).to_have_count(1)
    print(f"{game_id}: at each ending, elements in the document {counts}, nodes alive {alive}")
    limit = GROWTH * min(counts)
    assert growth_per_game(counts) <= limit, f"the document grows by {growth_per_game(counts):.0f} elements a game"
    growth = growth_per_game(alive, counts)
    assert growth <= limit, f"{growth:.0f} more nodes alive at each game, the board on screen held fixed"
