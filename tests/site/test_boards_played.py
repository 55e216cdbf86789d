"""Every game's own board, played to the end by computer players on the kit's real Table, in CPython.

The stand-in DOM of fake_browser takes the place of the page: each board
draws every view, shows and says every event (its `animate_<kind>` hooks
and prompts) and draws its ending, as it does in Chromium, but in a second
and without a browser. A bug in a page's drawing or showing makes the
table log "a move failed" and go back to the last save: the game would
never end, so these tests fail. The end-to-end tests play the same boards
by taps in Chromium.
"""

import asyncio

import pygame_rules
import pytest

from fake_app import JS, new_table, until

from ui.kit.players import Seat  # noqa: E402
from ui.kit.turns import TableState  # noqa: E402
from games.marchenwald.board import MarchenwaldBoard  # noqa: E402
from games.mechanlou.board import MechanlouBoard  # noqa: E402
from games.moutons.board import MoutonsBoard  # noqa: E402
from games.sorciere.board import SorciereBoard  # noqa: E402

COMPUTERS = [Seat("fox", True), Seat("bear", True), Seat("frog", True)]


def moutons_drawn(board, view) -> None:
    assert board.node.dataset.cells == str(len(view["board"])), "every tile laid is on the field"
    assert set(board.field.cells) == {(cell["x"], cell["y"]) for cell in view["board"]}
    assert board.node.dataset.counted == "true", "the final count was shown"


def mechanlou_drawn(board, view) -> None:
    for player, panel in enumerate(board.panels):
        filled = {number for number, slot in panel.slots.items() if slot.dataset.filled == "true"}
        assert filled == set(view["rows"][player]), "each row shows the cards the engine has in it"


def sorciere_drawn(board, view) -> None:
    for player, panel in enumerate(board.panels):
        assert panel.candies.dataset.count == str(view["candies"][player])
        assert panel.pile.dataset.count == str(len(view["piles"][player]))
    assert board.roof.dataset.cards == str(len(view["roof"]))


def marchenwald_drawn(board, view) -> None:
    assert board.found_row.dataset.count == str(len(view["found"]))
    assert board.dwarf_row.dataset.count == str(view["dwarfs"])
    assert board.mirror.dataset.seeking == view["seeking"]


GAMES = {
    "moutons": (MoutonsBoard, {"hands": "open"}, moutons_drawn),
    "mechanlou": (MechanlouBoard, {"hands": "open"}, mechanlou_drawn),
    "sorciere": (SorciereBoard, {}, sorciere_drawn),
    "marchenwald": (MarchenwaldBoard, {"variant": "competitive"}, marchenwald_drawn),
}


@pytest.mark.parametrize("game_id", sorted(GAMES))
@pytest.mark.parametrize("players", [2, 3])
def test_computer_players_play_a_whole_game_on_the_game_s_own_board(game_id, players):
    board_class, options, drawn = GAMES[game_id]
    game = pygame_rules.load(game_id)

    async def scenario():
        errors = len(JS.console.errors)
        table = new_table(game, board_class, COMPUTERS[:players], seed=11 + players, pace=0.0, **options)
        table.begin(fresh=True)
        await until(lambda: table.phase is TableState.ENDED or len(JS.console.errors) > errors, limit=2_000_000)
        assert JS.console.errors[errors:] == [], "no move failed to be drawn or shown"
        view = table.view()
        assert view["outcome"] is not None and table.shown_seq == view["events"][-1]["seq"], "every event was shown"
        assert not any(table.may_act(seat) for seat in range(players)), "no child may tap at a table of computers"
        drawn(table.board, view)
        winners = view["outcome"]["winners"]
        if game_id != "marchenwald":  # the others name their winners on the board, for the end-to-end tests
            assert table.node.dataset.winner == ",".join(str(winner) for winner in winners)
        scene = table.page.root.querySelector(".end-scene")
        assert scene is not None and scene.getAttribute("data-outcome") == "lost", "the ending of a table of computers"
        table.stop()

    asyncio.run(scenario())
