"""Every game's own board, played to the end by computer players on the kit's real Table, in CPython.

The stand-in DOM of fake_browser takes the place of the page: each board
draws every view, shows and says every event (its `animate_<kind>` hooks
and prompts) and draws its ending, as it does in Chromium, but in a second
and without a browser. A bug in a page's drawing or showing makes the
table log "a move failed" and go back to the last save: the game would
never end, so these tests fail. A child then plays a whole game against a
computer by tapping the board's own buttons (a pulled card of the witch's
roof is what the roof's drag hands over). The end-to-end tests play the
same boards by taps and drags in Chromium.
"""

import asyncio

import pygame_rules
import pytest

import fake_app
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


# -- a child's taps, on each board's own buttons --------------------------------------------------


def enabled(nodes) -> list:
    return [node for node in nodes if not node.disabled and not getattr(node, "hidden", False)]


def mechanlou_child(board) -> None:
    """A bush in a defence; else the first card that goes somewhere: laid at once, or then its first target."""
    view = board.view()
    if view["phase"] == "defend":
        fake_app.tap(enabled(bush.button for bush in board.forest.bushes)[0])
        return
    for node in enabled(board.hand.buttons[:len(view["hands"][board.bottom])]):
        fake_app.tap(node)
        if board.table.moves:
            return  # a story card that fits was laid with one tap
        others = [panel for panel in board.panels if panel.player != board.bottom]
        targets = enabled([*(slot for panel in board.panels for slot in panel.slots.values()),
                           *(panel.steal for panel in others), board.pile])
        if targets:
            fake_app.tap(targets[0])
            return
        fake_app.tap(node)  # it goes nowhere: back into the hand
    raise AssertionError("no card of the child's hand could be played")


def sorciere_child(board) -> None:
    """The waiting card onto the first free place; else the first card of the roof, pulled gently."""
    spots = enabled(board.spots.values())
    if spots:
        fake_app.tap(spots[0])
        return
    place = next(place for place, node in board.cards.items() if not node.disabled)
    board.pull(place, 1.0)  # what the roof's drag hands over when a card comes off (kit.drag decides it is a drag)


def marchenwald_child(board) -> None:
    fake_app.tap(enabled(card.button for card in board.cards)[0])


CHILDREN = {"mechanlou": mechanlou_child, "sorciere": sorciere_child, "marchenwald": marchenwald_child}


@pytest.mark.parametrize("game_id", sorted(CHILDREN))
def test_a_child_plays_a_whole_game_by_taps_on_the_board_against_a_computer(game_id):
    board_class, options, drawn = GAMES[game_id]
    game = pygame_rules.load(game_id)

    async def scenario():
        errors = len(JS.console.errors)
        table = new_table(game, board_class, [Seat("fox", False), Seat("bear", True)], seed=3, pace=0.0, **options)
        table.begin(fresh=True)
        moves = 0
        while True:
            await until(lambda: table.phase is TableState.ENDED or len(JS.console.errors) > errors
                        or (table.phase is TableState.OPEN and table.may_act(0)), limit=2_000_000)
            if table.phase is TableState.ENDED or len(JS.console.errors) > errors:
                break
            before = len(table.state["events"])
            CHILDREN[game_id](table.board)
            await until(lambda: len(table.state["events"]) > before or len(JS.console.errors) > errors, limit=2_000_000)
            moves += 1
        assert JS.console.errors[errors:] == [], "no move failed to be drawn or shown"
        assert moves >= 3 and game.outcome(table.state) is not None, "the child played the game to its end by taps"
        drawn(table.board, table.view())
        table.stop()

    asyncio.run(scenario())
