"""Méli Cado's board played on the kit's real Table in CPython, over fake_browser's small stand-in DOM.

Méli Cado is played in real time: each computer player acts when its wait
on the table's clock ends (kit.turns: 3.5 s apart at the normal level),
and every animation waits its time at the page's pace. The games here run
on an event loop whose clock jumps to its next timer whenever nothing else
is ready, with the kit's table and the board reading that clock: minutes
of play at the children's real pace pass in a moment, in the same order.

Whole games of computer players only check what the board draws against
the engine's view after every drawing, and that every event is shown and
the ending drawn; a child against a computer checks that a card tapped
lights the places the engine lists, and a place tapped plays there.
"""

import asyncio
import selectors
import types

import pygame_rules
import pytest

import fake_app
from fake_app import JS, tap

from ui.kit import table as table_module  # noqa: E402
from ui.kit.i18n import words  # noqa: E402
from ui.kit.motion import Pace  # noqa: E402
from ui.kit.players import Seat  # noqa: E402
from ui.kit.table import Table  # noqa: E402
from ui.kit.turns import OUT_OF_TURN_PACE, TableState  # noqa: E402
from games.meli_cado import board as board_module  # noqa: E402
from games.meli_cado import pace as pace_module  # noqa: E402
from games.meli_cado.board import MeliCadoBoard  # noqa: E402
from games.meli_cado.choices import colour_fault, spots_for  # noqa: E402
from games.meli_cado.timings import BEHIND_SLOWER, COMPUTER_PACE, QUIET_NUDGE  # noqa: E402
from games.meli_cado.pieces import COLOURS  # noqa: E402
from pygame_rules.meli_cado.cards import COLOUR_SWAP, is_joker  # noqa: E402
from pygame_rules.meli_cado.judge import Judge  # noqa: E402

GAME = pygame_rules.load("meli_cado")
LEVEL = "normal"
#: The events whose move shows the row's new word (show.py's show_word).
WORD_SHOWN = {"placed", "meli", "cado", "base", "base_turned", "clash"}


class JumpingSelector(selectors.DefaultSelector):
    """Waits for nothing: when the loop would sleep until its next timer, the clock jumps there."""

    def __init__(self):
        super().__init__()
        self.now = 0.0

    def select(self, timeout=None):
        ready = super().select(0)
        if ready or timeout == 0:
            return ready
        if timeout is None:
            raise RuntimeError("every task waits for something no timer will bring: the table is stuck")
        self.now += timeout
        return []


class TableTime(asyncio.SelectorEventLoop):
    """An event loop on a clock of its own, which only moves when nothing is left to do before its next timer."""

    def __init__(self):
        self.selector = JumpingSelector()
        super().__init__(self.selector)

    def time(self) -> float:
        return self.selector.now


@pytest.fixture
def loop(monkeypatch):
    """The jumping loop, whose clock the kit's table (computer players' waits) and the board (moves' stamps) read."""
    loop = TableTime()
    clock = types.SimpleNamespace(monotonic=loop.time)
    monkeypatch.setattr(table_module, "time", clock)
    monkeypatch.setattr(board_module, "time", clock)
    monkeypatch.setattr(pace_module, "time", clock)
    yield loop
    loop.close()


class TimedVoice(fake_app.Voice):
    """Keeps the keys of every prompt asked for, in order, on the table's clock."""

    def say(self, *keys, again=None, needed=False):
        now = asyncio.get_event_loop().time()
        self.said += [(now, key) for key in keys]

    def say_now(self, *keys):
        self.say(*keys)

    def cut(self):
        pass

    def hush(self):
        pass


class WatchedBoard(MeliCadoBoard):
    """The page's board, checked against the view after every drawing, and keeping what it showed and when."""

    def __init__(self, table):
        self.drawings = 0
        self.shown = []  # the kinds of the events animated, in order
        self.computer_moves = []  # (the table's clock, seat) as each computer's move is about to be played
        super().__init__(table)

    def draw(self, view: dict) -> None:
        super().draw(view)
        check_drawn(self, view)
        self.drawings += 1

    async def animate(self, event: dict, previous: dict | None) -> None:
        self.shown.append(event["kind"])
        await super().animate(event, previous)

    async def show_choice(self, seat: int, action: dict) -> None:
        self.computer_moves.append((asyncio.get_event_loop().time(), seat))
        await super().show_choice(seat, action)


def check_drawn(board, view: dict) -> None:
    """The row, the badges, the pile, the special and the round as the view has them; only a child's targets live."""
    row = view["row"]
    columns = board.row.node.querySelectorAll(".mc-column")
    assert len(columns) == len(row)
    for column, stack in zip(columns, row):
        stack_button, *down, foot = column.children
        face = stack_button.children[0]
        top = stack["cards"][-1]
        assert face.children[0].textContent == ("★" if top[-1] == "*" else top[-1])
        assert face.classList.contains(f"mc-{COLOURS[top[0]]}")
        covered = stack_button.querySelector(".mc-pile-count")
        assert (covered.textContent if covered else "+0") == f"+{len(stack['cards']) - 1}"
        assert [node.children[0].textContent for node in down] == [card[-1] for card in stack["down"]]
        assert foot.classList.contains("mc-down")
    assert board.row.node.dataset.word == board.node.dataset.word == view["word"]
    for badge in board.opponents:
        assert badge.count.textContent == str(view["hand_sizes"][badge.seat])
        assert badge.points.textContent == str(view["scores"][badge.seat])
    assert board.pile.dataset.count == str(view["deck"])
    assert board.special.dataset.special == (view["special"] or "")
    assert board.round.textContent == words("meli_cado.round", number=view["round"])
    if not board.panels:  # no child at the table: nothing on the row may be tapped
        targets = [node for node in board.row.node.walk() if node.tagName == "BUTTON"]
        assert targets and all(node.disabled for node in targets)


def new_table(seats: list, seed: int, end: str = "rounds_1", level: str = LEVEL, state: dict | None = None) -> Table:
    """Every move and pause at the children's pace, on the loop's clock."""
    return fake_app.new_table(GAME, WatchedBoard, seats, seed, pace=Pace(fast=False), level=level, state=state,
                              voice=TimedVoice(), language="fr", end=end)


async def until(condition, seconds: float = 600.0, step: float = 0.05) -> None:
    """Wait on the table's clock (at most `seconds` of it) until `condition()` holds."""
    for _ in range(int(seconds / step)):
        if condition():
            return
        await asyncio.sleep(step)
    raise AssertionError("the table never got there")


@pytest.mark.parametrize("players", [2, 4])
def test_a_game_of_computer_players_is_drawn_shown_and_ended_as_the_engine_plays_it(loop, players):
    seats = [Seat(animal, True) for animal in ("bear", "rabbit", "frog", "owl")[:players]]
    flyers = len(JS.document.body.querySelectorAll(".flyer"))  # any other test's table left in mid-flight

    async def game():
        table = new_table(seats, seed=players)  # on the running loop, where the board loads the lexicon
        dealt = len(table.state["events"])
        table.begin(fresh=True)
        await table.task
        ended = table.phase
        table.stop()
        await asyncio.sleep(0)  # what the board let go of ends
        return table, dealt, ended

    table, dealt, ended = loop.run_until_complete(game())
    board = table.board
    state = table.state
    outcome = GAME.outcome(state)
    assert outcome is not None and ended is TableState.ENDED
    assert table.page.root.querySelector(".end-scene") is not None
    assert board.node.dataset.winner == str(outcome["winners"][0])
    events = state["events"]
    assert board.shown == [event["kind"] for event in events[dealt:]]  # every event after the deal, in order
    assert {"placed", "round_over"} <= set(board.shown)
    assert board.node.dataset.words == str(sum(kind in WORD_SHOWN for kind in board.shown))
    assert board.drawings > len(events)
    assert len(JS.document.body.querySelectorAll(".flyer")) == flyers  # every card that flew has landed
    assert not any(node.classList.contains("is-shown") for node in (board.fault, board.reveal, board.scores))
    pace = OUT_OF_TURN_PACE[LEVEL]
    for seat in range(players):  # from the start, each computer player acts at its pace on the table's clock
        times = [0.0] + [when for when, mover in board.computer_moves if mover == seat]
        assert len(times) > 1 and all(later - earlier >= pace for earlier, later in zip(times, times[1:]))


def words_to_play(state: dict, seat: int) -> list:
    """The single placements of a letter (no joker) that make a word now: what a child who reads would lay."""
    view = GAME.view(state, seat)
    judge = Judge(GAME.rules.lexicon, view["options"]["language"], view["special"])
    return [action["plays"][0] for action in GAME.legal_actions(state, seat)
            if action["type"] == "place" and len(action["plays"]) == 1 and not is_joker(action["plays"][0]["card"])
            and judge.plays(view["row"], action["plays"], view["seen"], view["special"] == COLOUR_SWAP).fault is None]


def test_a_child_s_card_lights_the_engine_s_places_and_a_tap_there_plays_it(loop):
    async def play():
        table = new_table([Seat("fox", False), Seat("bear", True)], seed=3)
        board = table.board
        panel = board.panels[0]
        table.begin(fresh=True)
        await until(lambda: table.phase is TableState.OPEN and table.may_act(0) and words_to_play(table.state, 0))
        play = words_to_play(table.state, 0)[0]
        card, spot = play["card"], (play["how"], play["index"])
        index = GAME.view(table.state, 0)["hand"].index(card)
        tap(panel.cards[index])
        assert panel.aim.selected == index and panel.cards[index].dataset.selected == "true"
        lit = {("cover", int(node.dataset.index)) for node in board.row.stacks if not node.disabled}
        lit |= {("insert", int(node.dataset.index)) for node in board.row.gaps if not node.hidden}
        lit |= {("down", int(node.dataset.index)) for node in board.row.downs if not node.hidden}
        assert lit == set(spots_for(GAME.legal_actions(table.state, 0), card)) and spot in lit
        places = {"cover": board.row.stacks, "insert": board.row.gaps, "down": board.row.downs}[spot[0]]
        seen = len(table.state["events"])
        tap(places[spot[1]])
        assert table.phase is TableState.PLAYING, "the move is taken at once: a second tap would not count"
        await until(lambda: any(event["kind"] == "placed" for event in table.state["events"][seen:]))
        placed = next(event for event in table.state["events"][seen:] if event["kind"] == "placed")
        assert placed["player"] == 0 and placed["plays"] == [{**play, "letter": card[1]}]
        await until(lambda: table.phase is TableState.OPEN)
        assert panel.aim.selected is None and board.node.dataset.word == placed["word"] == table.view()["word"]
        table.stop()
        await asyncio.sleep(0)

    loop.run_until_complete(play())


CHILD_AND_BEAR = [Seat("fox", False), Seat("bear", True)]


def now() -> float:
    return asyncio.get_event_loop().time()


def waits_for_child(table) -> bool:
    """The bear has said the row is blocked (it waits for the child to say so too), or the game is over."""
    return GAME.outcome(table.state) is not None or 1 in table.state["votes"]


def lit_places(board) -> set:
    """The places the row lights for the chosen card: (how, index)."""
    lit = {("cover", int(node.dataset.index)) for node in board.row.stacks if node.classList.contains("is-target")}
    lit |= {("insert", int(node.dataset.index)) for node in board.row.gaps if not node.hidden}
    return lit | {("down", int(node.dataset.index)) for node in board.row.downs if not node.hidden}


def place_node(board, spot: tuple):
    return {"cover": board.row.stacks, "insert": board.row.gaps, "down": board.row.downs}[spot[0]][spot[1]]


def childs(events: list, kinds: set) -> list:
    return [event for event in events if event.get("player") == 0 and event["kind"] in kinds]


def test_a_place_tapped_while_the_computer_changes_the_word_puts_the_card_back_softly_never_a_fault(loop):
    """The child chooses a card, the computer's move lifts its badge, the child taps a place lit for the old word.

    Rules: "a fault costs the player two cards" (a row that is no word...): a move judged
    against a row the child never saw would cost them two cards for a computer's speed.
    """
    cases = {"changed": 0, "same": 0}

    async def play(seed: int):
        table = new_table(CHILD_AND_BEAR, seed=seed, level="normal", state=opened(seed))
        board, voice = table.board, table.app.voice
        table.begin(fresh=True)
        for _ in range(12):
            await until(lambda: table.phase is TableState.OPEN and (words_to_play(table.state, 0) or waits_for_child(table)))
            if waits_for_child(table) or table.state["opening"]:
                break
            play = words_to_play(table.state, 0)[0]
            tap(board.panels[0].cards[GAME.view(table.state, 0)["hand"].index(play["card"])])
            spot = (play["how"], play["index"])
            assert spot in lit_places(board)
            moves = len(board.computer_moves)
            await until(lambda: len(board.computer_moves) > moves)  # the bear's badge lifts: its move comes
            seen = len(table.state["events"])
            assert table.phase is TableState.PLAYING and table.may_act(0)
            tap(place_node(board, spot))  # the place the child saw lit, tapped while the bear's move is shown
            await until(lambda: len(table.state["events"]) > seen and table.phase in (TableState.OPEN, TableState.ENDED))
            if table.phase is TableState.ENDED:  # the bear's move ended the round (the pile ran low)
                break
            bear = table.state["events"][seen:]
            changed = any(event["kind"] in WORD_SHOWN for event in bear if event.get("player") == 1)
            if changed:
                cases["changed"] += 1
                await until(lambda: table.phase is TableState.OPEN, seconds=2)
                assert not childs(table.state["events"][seen:], {"placed", "fault", "clash"}), "judged on a row never seen"
                assert board.panels[0].aim.selected is None and not board.waiting
                assert "meli_cado.word_changed" in [key for _, key in voice.said]
                voice.said.clear()
            else:  # the bear's move left the word as it was: the child's move is played there
                cases["same"] += 1
                await until(lambda: childs(table.state["events"][seen:], {"placed", "fault", "clash"}), seconds=10)
        table.stop()
        await asyncio.sleep(0)

    for seed in (3, 4, 5):
        loop.run_until_complete(play(seed))
    assert cases["changed"] >= 3, cases


def test_a_card_chosen_before_the_word_changes_is_put_back_with_a_word(loop):
    async def play():
        table = new_table(CHILD_AND_BEAR, seed=3, level="normal", state=opened(3))
        board, voice = table.board, table.app.voice
        table.begin(fresh=True)
        await until(lambda: table.phase is TableState.OPEN and table.may_act(0))
        tap(board.panels[0].cards[0])
        word = table.view()["word"]
        await until(lambda: table.view()["word"] != word and table.phase is TableState.OPEN)
        assert board.panels[0].aim.selected is None and board.panels[0].cards[0].dataset.selected == "false"
        assert lit_places(board) == set(), "no place is lit for a card no longer chosen"
        assert [key for _, key in voice.said].count("meli_cado.word_changed") == 1
        table.stop()
        await asyncio.sleep(0)

    loop.run_until_complete(play())


def test_at_the_easy_level_the_computer_waits_its_pace_after_every_change_and_longer_for_a_child_behind(loop):
    async def play(seed: int):
        table = new_table(CHILD_AND_BEAR, seed=seed, level="easy", state=opened(seed))
        board = table.board
        table.begin(fresh=True)
        changes = []  # when each of the bear's moves was about to be played
        for _ in range(6):
            moves = len(board.computer_moves)
            await until(lambda: len(board.computer_moves) > moves or waits_for_child(table))
            if len(board.computer_moves) == moves:
                break
            changes.append(board.computer_moves[-1][0])
        table.stop()
        await asyncio.sleep(0)
        return changes

    pace = COMPUTER_PACE["easy"]
    gaps = []
    for seed in (3, 4, 5):
        times = [0.0] + loop.run_until_complete(play(seed))  # from the table's start
        gaps += [later - earlier for earlier, later in zip(times, times[1:])]
    # The child never plays: each of the bear's moves comes at least its pace after the change before (its own).
    assert len(gaps) >= 4 and min(gaps) >= pace - 0.01, gaps


def test_a_computer_player_waits_longer_for_each_card_the_child_holds_more(loop):
    async def play():
        state = opened(3)
        bear = state["hands"][1]
        state["deck"] += bear[:3]  # the bear gives three cards back: two fewer than the child
        state["hands"][1] = bear[3:]
        behind = len(state["hands"][0]) - len(state["hands"][1])
        table = new_table(CHILD_AND_BEAR, seed=3, level="easy", state=state)
        start = now()
        assert table.ready_at[1] - start == pytest.approx(COMPUTER_PACE["easy"] * (1 + BEHIND_SLOWER * behind))
        assert behind == 2 and table.ready_at[1] - start > COMPUTER_PACE["easy"] * 1.4
        table.stop()
        await asyncio.sleep(0)

    loop.run_until_complete(play())


def opened(seed: int) -> dict:
    """A two-player game whose starter (the child) has laid a card: everyone may play."""
    state = GAME.new(players=2, seed=seed, language="fr", end="rounds_1")
    for step in range(10):
        action = GAME.bot("normal").choose(GAME, state, 0, pygame_rules.Rng(step))
        if action["type"] != "special":
            state = GAME.apply(state, 0, action)
        if not state["opening"]:
            return state
    raise AssertionError("the starter never opened the sequence")


def test_a_quiet_table_says_again_that_the_child_starts_and_that_the_computer_finds_the_row_blocked(loop):
    async def play(state: dict, expected: str):
        table = new_table(CHILD_AND_BEAR, seed=3, level="easy", state=state)
        board, voice = table.board, table.app.voice
        table.ready_at[1] = 10**9  # the bear waits: only the child could move
        table.begin(fresh=True)
        await until(lambda: table.phase is TableState.OPEN)
        opened_at = now()
        await until(lambda: [key for when, key in voice.said if when > opened_at].count(expected) >= 2, seconds=200)
        times = [when for when, key in voice.said if key == expected and when > opened_at]
        assert times[0] - opened_at >= QUIET_NUDGE - 1 and times[1] - times[0] >= QUIET_NUDGE - 1, times
        glowing = board.panels[0].buttons["block"].classList.contains("is-glowing")
        table.stop()
        await asyncio.sleep(0)
        return glowing

    fresh = GAME.new(players=2, seed=3, language="fr", end="rounds_1")
    assert not loop.run_until_complete(play(fresh, "meli_cado.you_start"))
    stuck = opened(3)
    stuck = GAME.apply(stuck, 1, {"type": "block", "at_ms": stuck["clock"]})  # the bear finds nothing more
    assert loop.run_until_complete(play(stuck, "meli_cado.stuck")), "the blocking button glows"


def red_row_state() -> tuple:
    """An opened game whose row shows a red card, and a card of the child's hand: (state, red stack index, card)."""
    for seed in range(1, 60):
        state = opened(seed)
        reds = [index for index, stack in enumerate(state["row"]) if stack["cards"][-1][0] == "r"]
        if reds:
            return state, reds[0], next(card for card in state["hands"][0] if card[1] != "*")
    raise AssertionError("no seed opens on a red card")


def test_a_red_card_is_never_offered_and_a_tap_on_it_is_refused_with_a_word_never_a_fault(loop):
    """Rules: "red cards cannot be covered"; the page offers only the places where the colours allow the card."""
    async def play():
        state, red, card = red_row_state()
        table = new_table(CHILD_AND_BEAR, seed=3, level="easy", state=state)
        board, voice = table.board, table.app.voice
        table.ready_at[1] = 10**9
        table.begin(fresh=True)
        await until(lambda: table.phase is TableState.OPEN and table.may_act(0))
        hand = GAME.view(table.state, 0)["hand"]
        tap(board.panels[0].cards[hand.index(card)])
        lit = lit_places(board)
        listed = set(spots_for(GAME.legal_actions(table.state, 0), card))
        assert ("cover", red) in listed and ("cover", red) not in lit  # the engine lists it; the page does not offer it
        row = table.view()["row"]
        assert lit == {spot for spot in listed
                       if colour_fault(row, [{"card": card, "letter": card[1], "how": spot[0], "index": spot[1]}], False) is None}
        node = board.row.stacks[red]
        assert node.getAttribute("aria-disabled") == "true" and not node.classList.contains("is-target")
        seen = len(table.state["events"])
        tap(node)
        await asyncio.sleep(1)
        assert table.state["events"][seen:] == [] and table.phase is TableState.OPEN, "nothing was played"
        assert [key for _, key in voice.said][-1] == "meli_cado.red_locked"
        assert board.panels[0].aim.selected == hand.index(card), "the card stays chosen: a place that shines is next"
        table.stop()
        await asyncio.sleep(0)

    loop.run_until_complete(play())
