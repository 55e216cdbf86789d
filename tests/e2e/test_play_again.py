""""Play again" leaves nothing behind: the node count stays flat over five new games, in every game.

Every seat is given to the computer, so each game plays itself to its end
(`?fast=1`); at each ending the test counts nodes, then taps "Rejouer". Two
counts: the elements in the document, and every node still alive in the
page, attached or not (Chromium's Memory.getDOMCounters after a garbage
collection): an old table that Python still holds is out of the document
but alive, and it once added about 850 live nodes per game. What a board
holds varies with the deal (cards found, tiles laid: in La Guerre des
Moutons from 270 to 700 elements), so what must hold is the trend: over the
six endings the counts may not grow by more than a third of the smallest
board per game (least squares), where a table kept at every game grows them
by a whole board or more.
"""

import pytest
from playwright.sync_api import expect

import pygame_rules

GAMES = pygame_rules.list_games()
AGAIN = 5
#: The most the counts may grow per game, as a share of the smallest board's elements: a kept table adds one whole.
GROWTH = 1 / 3
GAME_TIMEOUT_MS = 120_000
COUNT = "document.getElementsByTagName('*').length"


def growth_per_game(counts: list) -> float:
    """The least-squares slope of the counts, game after game."""
    games = range(len(counts))
    mean_game, mean_count = sum(games) / len(counts), sum(counts) / len(counts)
    return (sum((game - mean_game) * (count - mean_count) for game, count in zip(games, counts))
            / sum((game - mean_game) ** 2 for game in games))


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
def test_five_play_agains_leave_the_node_count_flat(open_ready, context, page, game_id):
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
    assert growth_per_game(alive) <= limit, f"{growth_per_game(alive):.0f} more nodes alive at each game"
