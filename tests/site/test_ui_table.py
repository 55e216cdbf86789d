"""The kit's table, the one loop every game page runs on, played in CPython on real engines.

A small DOM stands in for the page (fake_browser), and a test board taps
as a child would: through `table.act`. These check what the end-to-end
tests cannot reach on demand: a double tap, a failing move, stopping in
the middle of a computer's move, and the drivers of every turn model.
"""

import asyncio

import pytest

import pygame_rules
from pygame_rules import Rng

import fake_app
from fake_app import JS, tap, until

from tests.conformance.example_games import EXAMPLE_GAMES  # noqa: E402
from ui.kit.players import Seat  # noqa: E402
from ui.kit.motion import HURRY_FACTOR, Pace  # noqa: E402
from ui.kit.table import Board, Table  # noqa: E402
from ui.kit.turns import DRIVERS, Opening, TableState, driver_for, next_computer  # noqa: E402


EXAMPLES = {game.id: game for game in EXAMPLE_GAMES}


class TappingBoard(Board):
    """Draws nothing but remembers what it was asked; says every event's kind."""

    def __init__(self, table):
        super().__init__(table)
        self.node = JS.document.createElement("div")
        self.draws = 0
        self.shown = []

    def draw(self, view):
        self.draws += 1

    def event_prompt(self, event, previous):
        return [f"event.{event['kind']}"]

    async def animate(self, event, previous):
        self.shown.append(event["seq"])
        await asyncio.sleep(0)

    def ending(self, view):
        return [], ["end"]


def new_table(game_id: str, seats: list, board=TappingBoard, seed: int = 3, **options) -> Table:
    """A table of a registered game (by id) or of an example game of the conformance suite (by name)."""
    game = EXAMPLES[game_id] if game_id in EXAMPLES else pygame_rules.load(game_id)
    return fake_app.new_table(game, board, seats, seed, **options)


def child_move(table: Table, seat: int) -> dict:
    return table.game.bot("normal").choose(table.game, table.state, seat, Rng(len(table.state["events"])))


def test_every_turn_model_of_the_engine_has_a_driver():
    assert set(DRIVERS) == set(pygame_rules.TURN_MODELS)
    for game_id in pygame_rules.list_games():
        assert driver_for(pygame_rules.load(game_id).info).name == pygame_rules.load(game_id).info["turns"]


def test_one_at_a_time_a_child_plays_by_taps_and_a_double_tap_counts_once():
    async def scenario():
        table = new_table("marchenwald", [Seat("fox", False)])
        table.begin(fresh=True)
        await until(lambda: table.phase is TableState.OPEN)
        assert table.may_act(0) and table.node.dataset.busy == "false"
        action = child_move(table, 0)
        events = len(table.state["events"])
        assert table.act(0, action)
        assert not table.act(0, action), "a second tap before the first is played must not count"
        assert table.phase is TableState.PLAYING and table.node.dataset.busy == "true"
        await until(lambda: len(table.state["events"]) > events and table.phase is not TableState.PLAYING)
        assert table.board.shown[-1] == table.state["events"][-1]["seq"], "every new event was shown"
        saved = table.app.saves.read(table.game)
        assert saved.state == table.state or table.game.outcome(table.state) is not None
        table.stop()
        await asyncio.sleep(0)
        assert table.phase is TableState.STOPPED and table.task.done()

    asyncio.run(scenario())


def test_a_tap_for_another_seat_or_while_nobody_may_tap_is_dropped():
    async def scenario():
        table = new_table("mechanlou", [Seat("fox", False), Seat("bear", True)], hands="open")
        assert not table.act(0, {"type": "anything"}), "the table has not started"
        table.begin(fresh=True)
        await until(lambda: table.phase is TableState.OPEN)
        assert not table.act(1, child_move(table, 0)), "the computer's seat is not a child's"
        table.stop()

    asyncio.run(scenario())


def test_a_child_who_did_not_win_is_hugged_and_told_next_time():
    async def scenario():
        table = new_table("mechanlou", [Seat("fox", False), Seat("bear", True)], hands="open", seed=2)
        table.begin(fresh=True)
        while table.phase is not TableState.ENDED:  # the fox only ever gives a card back: the bear wins
            await until(lambda: table.may_act(0) or table.phase is TableState.ENDED, limit=200000)
            if table.phase is not TableState.ENDED:
                table.act(0, next(a for a in table.legal(0) if a["type"] in ("return", "search")))
                await asyncio.sleep(0)
        assert table.game.outcome(table.state)["winners"] == [1]
        scene = table.page.root.querySelector(".end-scene")
        assert scene.dataset.outcome == "lost", "the robot's win is no celebration for the child"
        hugged = scene.querySelector(".end-consoled")
        assert hugged is not None and hugged.querySelector(".avatar").getAttribute("data-animal") == "fox"
        assert table.app.voice.said[-1] == ("end", "end.next_time")

    asyncio.run(scenario())


def test_computer_players_finish_a_game_alone_and_the_ending_is_shown():
    async def scenario():
        table = new_table("mechanlou", [Seat("fox", True), Seat("bear", True)], hands="hidden")
        table.begin(fresh=True)
        await until(lambda: table.phase is TableState.ENDED, limit=200000)
        assert table.game.outcome(table.state) is not None
        assert table.page.root.querySelector(".end-scene") is not None
        assert table.node.inert
        assert table.app.saves.read(table.game).state is None, "a finished game is not kept"

    asyncio.run(scenario())


class BrokenBoard(TappingBoard):
    """Its animation of a laid card fails once, as a bug in a page might."""

    broken = True

    async def animate(self, event, previous):
        if event["kind"] == "laid" and BrokenBoard.broken:
            BrokenBoard.broken = False
            raise RuntimeError("a drawing went wrong")
        await super().animate(event, previous)


def test_a_failure_inside_a_move_shows_a_notice_and_the_table_goes_on_from_the_saved_state():
    async def scenario():
        table = new_table("mechanlou", [Seat("fox", False), Seat("bear", True)], board=BrokenBoard, hands="open",
                          seed=5)
        BrokenBoard.broken = True
        table.begin(fresh=True)
        while BrokenBoard.broken:
            await until(lambda: table.phase in (TableState.OPEN, TableState.ENDED))
            lays = [action for action in table.legal(0) if action["type"] == "lay"]
            table.act(0, lays[0] if lays else child_move(table, 0))
            await until(lambda: table.phase is not TableState.PLAYING)
        assert any("a drawing went wrong" in error for error in JS.console.errors)
        assert JS.document.body.querySelector(".notice") is not None
        assert any(event["kind"] == "laid" for event in table.state["events"]), "the saved move is kept"
        await until(lambda: table.phase is TableState.OPEN and table.may_act(0))  # the bear played, the fox's turn
        assert table.state == table.app.saves.read(table.game).state
        table.stop()

    asyncio.run(scenario())


def test_stop_during_a_computer_s_move_ends_the_one_task_and_nothing_plays_after():
    async def scenario():
        table = new_table("mechanlou", [Seat("fox", True), Seat("bear", True)], hands="open")
        table.begin(fresh=True)
        await until(lambda: len(table.state["events"]) > 3)
        table.stop()
        events = len(table.state["events"])
        for _ in range(200):
            await asyncio.sleep(0)
        assert table.task.done()
        assert len(table.state["events"]) == events
        assert table.phase is TableState.STOPPED

    asyncio.run(scenario())


def test_with_hidden_hands_the_tablet_is_covered_between_two_children():
    async def scenario():
        table = new_table("mechanlou", [Seat("fox", False), Seat("bear", False)], hands="hidden")
        table.begin(fresh=True)
        await until(lambda: table.phase is TableState.OPEN)
        assert table.viewer == 0
        table.act(0, next(a for a in table.legal(0) if a["type"] in ("lay", "return")))
        await until(lambda: table.phase is TableState.PASSING)
        assert table.viewer is None, "no hand shows while the tablet is passed"
        cover = JS.document.body.querySelector(".pass-cover")
        assert cover.getAttribute("data-animal") == "bear"
        tap(cover.querySelector(".pass-go"))
        await until(lambda: table.phase is TableState.OPEN)
        assert table.viewer == 1 and table.may_act(1) and not table.may_act(0)
        table.stop()

    asyncio.run(scenario())


# -- the turn models where several may act, on the conformance suite's small examples ---


def test_reactions_a_child_blocks_out_of_turn_while_the_computers_play_their_turns():
    async def scenario():
        table = new_table("up_to_ten", [Seat("fox", False), Seat("bear", True), Seat("owl", True)])
        table.begin(fresh=True)
        # a computer's turn, open for the child's token
        await until(lambda: table.state["current"] != 0 and table.may_act(0) and table.phase is TableState.OPEN)
        assert table.act(0, {"type": "block"})
        await until(lambda: any(event["kind"] == "blocked" and event["player"] == 0 for event in table.state["events"]))
        assert table.state["tokens"][0] == 0
        await until(lambda: table.phase is TableState.OPEN)
        assert table.may_act(0) == (table.state["current"] == 0), "a spent token leaves only the child's own turn"
        table.stop()

    asyncio.run(scenario())


class AnnouncingBoard(TappingBoard):
    """Names whose turn it is, so the table waits for the voice before it opens each turn."""

    def turn_prompt(self, view):
        return [f"player.{self.table.animals[view['current']]}"]


def test_reactions_a_tap_made_while_the_next_turn_is_announced_waits_for_it_and_is_played():
    """The wolf button the last move left live answers during the next turn's prompt too, never dropping a tap."""
    async def scenario():
        table = new_table("up_to_ten", [Seat("fox", False), Seat("bear", True), Seat("owl", True)],
                          board=AnnouncingBoard)
        voice = table.app.voice
        speaking = asyncio.Event()
        speaking.set()

        async def idle(limit):
            await speaking.wait()

        voice.idle = idle
        table.begin(fresh=True)
        await until(lambda: table.phase is TableState.OPEN)
        assert table.act(0, {"type": "add", "number": table.legal(0)[0]["number"]})
        await until(lambda: table.state["current"] == 1 and table.phase is TableState.OPEN)
        speaking.clear()  # the bear's move, then the prompt of the owl's turn, which goes on
        await until(lambda: table.phase is TableState.PREPARING and table.state["current"] == 2)
        assert table.may_act(0)
        assert table.act(0, {"type": "block"})
        assert not table.may_act(0), "one waiting move per child"
        speaking.set()
        await until(lambda: any(event["kind"] == "blocked" and event["player"] == 0 for event in table.state["events"]))
        table.stop()

    asyncio.run(scenario())


def test_reactions_a_tap_made_while_a_move_is_shown_is_played_after_it_in_the_order_it_came():
    async def scenario():
        table = new_table("up_to_ten", [Seat("fox", False), Seat("bear", False)])
        table.begin(fresh=True)
        await until(lambda: table.phase is TableState.OPEN)
        number = table.legal(0)[0]["number"]
        assert table.act(0, {"type": "add", "number": number})
        assert table.phase is TableState.PLAYING
        assert not table.may_act(1), "the seat at the tablet is the fox's: the bear waits for the tablet"
        await until(lambda: table.phase is TableState.OPEN and table.may_act(0))
        table.stop()

    asyncio.run(scenario())


def test_real_time_the_child_and_the_computer_play_at_once_until_a_hand_is_empty():
    async def scenario():
        table = new_table("empty_hands", [Seat("fox", False), Seat("bear", True)])
        table.begin(fresh=True)

        def laid(player):
            return [event for event in table.state["events"] if event["kind"] == "laid" and event["player"] == player]

        while table.phase is not TableState.ENDED:
            await until(lambda: table.may_act(0) or table.phase is TableState.ENDED, limit=200000)
            if table.phase is TableState.ENDED:
                break
            if len(table.state["hands"][0]) == 1 and not laid(1):  # the last card waits for the bear's own move
                await until(lambda: laid(1) or table.phase is TableState.ENDED, limit=200000)
                continue
            assert table.act(0, table.legal(0)[0])
            assert not table.may_act(0) or table.phase is TableState.OPEN, "one waiting move per child"
            await asyncio.sleep(0)
        assert laid(0) and laid(1), "both laid cards: the computer plays at its own pace, not after the child"
        assert table.game.outcome(table.state)["reason"] == "empty_hand"

    asyncio.run(scenario())


class GatedBoard(TappingBoard):
    """Shows each move until the test opens the gate: taps can be made while a move is on screen."""

    def __init__(self, table):
        super().__init__(table)
        self.showing = False
        self.gate = asyncio.Event()

    async def animate(self, event, previous):
        self.showing = True
        await self.gate.wait()
        await super().animate(event, previous)


def test_real_time_taps_made_during_another_move_are_kept_and_played_in_order():
    async def scenario():
        table = new_table("empty_hands", [Seat("fox", False), Seat("bear", False)], board=GatedBoard, seed=8)
        table.begin(fresh=True)
        await until(lambda: table.phase is TableState.OPEN)
        first, second = table.state["hands"][0][:2]
        assert table.act(0, {"type": "lay", "number": first})
        await until(lambda: table.board.showing)
        assert table.phase is TableState.PLAYING and table.may_act(0), "in real time a child taps while a move is shown"
        assert table.act(0, {"type": "lay", "number": second})
        assert not table.act(0, {"type": "lay", "number": second}), "one move waits per child"
        table.board.gate.set()
        await until(lambda: [event["number"] for event in table.state["events"]
                             if event["kind"] == "laid" and event["player"] == 0] == [first, second])
        table.stop()

    asyncio.run(scenario())


# -- the drivers, without a table ------------------------------------------------


def test_one_at_a_time_opens_the_first_mover_only():
    driver = DRIVERS["one_at_a_time"]
    opening = driver.opening({"to_move": [1]}, [False, True])
    assert opening == Opening(children=(), computers=(1,), current=1)
    assert not driver.queues_taps


def test_reactions_keep_every_child_s_buttons_live_and_computers_react_at_their_pace():
    driver = DRIVERS["reactions"]
    opening = driver.opening({"to_move": [0, 1, 2], "current": 1}, [False, True, True])
    assert opening == Opening(children=(0,), computers=(1, 2), current=1)
    assert driver.queues_taps
    assert driver.computer_wait(1, opening, "normal") < driver.computer_wait(2, opening, "normal")
    assert driver.computer_wait(2, opening, "easy") > driver.computer_wait(2, opening, "normal")


def test_real_time_lets_everyone_act_and_the_computer_whose_wait_ends_first_goes():
    driver = DRIVERS["real_time"]
    opening = driver.opening({"to_move": [0, 1, 2, 3]}, [False, False, True, True])
    assert opening.children == (0, 1) and opening.computers == (2, 3) and opening.current is None
    assert next_computer(opening, {2: 1.5, 3: 0.5}) == 3
    assert next_computer(opening, {}) is None


@pytest.mark.parametrize("model", ["reactions", "real_time"])
def test_a_tap_made_while_a_move_is_shown_waits_its_turn_in_the_models_where_everyone_may_act(model):
    assert DRIVERS[model].queues_taps


class SpeakingBoard(TappingBoard):
    """Says an intro, and whose turn it is."""

    def intro_prompt(self, view):
        return ["game.intro"]

    def turn_prompt(self, view):
        return [f"player.{self.table.animals[view['current']]}", "game.turn"]

    def event_prompt(self, event, previous):
        return []


def test_the_voice_keeps_the_intro_then_each_new_turn_cuts_what_the_last_one_left():
    async def scenario():
        table = new_table("mechanlou", [Seat("fox", False), Seat("bear", True)], board=SpeakingBoard, hands="open")
        said = table.app.voice.said
        table.begin(fresh=True)
        await until(lambda: table.phase is TableState.OPEN)
        assert said[0] == ("game.intro",) and said[-1] == ("player.fox", "game.turn"), "the intro, then the turn"
        table.act(0, next(action for action in table.legal(0) if action["type"] in ("lay", "return")))
        await until(lambda: ("player.bear", "game.turn") in said)
        assert said[said.index(("player.bear", "game.turn")) - 1] == "cut", "the bear's turn cut what was left"
        assert "hush" in said[2:], "the fox's move stopped the prompt that asked for it"
        table.stop()
        assert said[-1] == "cut", "a table that stops says nothing more"

    asyncio.run(scenario())


def test_a_hurried_pace_shortens_every_wait_and_every_animation_until_it_is_called_off():
    pace = Pace(fast=False)
    root = JS.document.documentElement
    pace.hurry(True)
    assert pace.seconds(2.0) == 2.0 * HURRY_FACTOR < 2.0
    assert getattr(root.style, "--pace") == str(HURRY_FACTOR) and root.dataset.hurried == "true"
    pace.hurry(False)
    assert pace.seconds(2.0) == 2.0 and getattr(root.style, "--pace") == "1.0"
