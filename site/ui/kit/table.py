"""One table for every game: the loop that plays a game in progress on the page.

The table owns the game: its state, its one task, whose turn opens, the
pass-the-tablet cover, the computer players, saving and the ending. A
game's page gives it a board (see `Board`): how the table is drawn, which
tap makes which action, what each event says and how it moves, how the
game ends. Every move, a child's or a computer's, goes the same way:
apply -> save -> replay the new events (prompt, then animation) -> redraw
from the view. A failure inside a move never freezes the table: the child
sees a notice and the table is drawn again from the last saved state.
"""

import asyncio
import time

import js
from pygame_rules import IllegalAction, Rng

from .avatar import look_at_turn
from .celebration import consoled, end_scene
from .dom import set_inert
from .i18n import words
from .notice import notice
from .pass_screen import PassCover
from .players import seats_from_json
from .seating import must_pass, tablet_seat, viewer
from .turns import (INTRO_WAIT, PROMPT_WAIT, QUIET_WAIT, TableState, computer_has_turn, computer_seed, driver_for,
                    next_computer)


class Board:
    """What a game's page fills in. The table calls these; the page never runs turns itself.

    `self.table` is the kit's Table; `self.node` the element the page shows.
    """

    #: The kit's TurnBanner, on a board that takes turns: `animate_turn` shows its player.
    banner = None

    #: Every child's hand shows at once at its own edge of a tablet lying flat (real time): each may tap
    #: whenever the turn model lets them, not only the child whose side the tablet shows.
    every_child_at_once = False

    def __init__(self, table):
        self.table = table
        self.node = None

    # The table's seats, and who holds the tablet (kit.seating decides): what every board draws from.

    @property
    def seats(self) -> list:
        return self.table.seats

    @property
    def animals(self) -> list:
        return self.table.animals

    @property
    def computers(self) -> list:
        return self.table.computers

    @property
    def bottom(self) -> int:
        return self.table.seat

    def view(self) -> dict:
        return self.table.view()

    def draw(self, view: dict) -> None:
        """Make everything match the view; only what `table.may_act(seat)` allows is tappable."""
        raise NotImplementedError

    def intro_prompt(self, view: dict) -> list:
        """Said once when a new game starts."""
        return []

    def turn_prompt(self, view: dict) -> list:
        """Who must act and what to do; the first part names the player (said once per turn)."""
        return []

    def event_prompt(self, event: dict, previous: dict | None) -> list:
        """What to say about one event (nothing: the pictures say enough)."""
        return []

    async def animate(self, event: dict, previous: dict | None) -> None:
        """Show one event; by default the board's `animate_<kind>(event, previous)`, if it has one."""
        animation = getattr(self, f"animate_{event['kind']}", None)
        if animation is not None:
            await animation(event, previous)

    async def animate_turn(self, event: dict, previous: dict | None) -> None:
        if self.banner is not None:
            self.banner.show(self.seats[event["player"]], event["player"])

    async def before_turn(self, view: dict) -> None:
        """Something everyone watches before anyone may act (a song); may be called twice per turn."""

    async def show_choice(self, seat: int, action: dict) -> None:
        """A computer player's move is about to be played: let children see what it goes for."""

    def show_whose_turn(self) -> None:
        """A child tapped while a computer player has the turn: the kit's turn banner on the board bounces."""
        look_at_turn(self.node)

    def moved(self) -> None:
        """A move has been shown: forget what was picked for it."""

    def children_watch(self, view: dict) -> bool:
        """Whether every child has left the game (a child who stopped in Moutons) and only computers play on."""
        return False

    def ending(self, view: dict) -> tuple:
        """(pictures of what happened, prompt keys); the kit adds the children who did not win, hugged."""
        raise NotImplementedError

    def stop(self) -> None:
        """Let go of what the board holds outside its node (listeners, covers)."""


class Table:
    """A game in progress on the page: built with the page's board, started once, stopped once."""

    def __init__(self, page, setup: dict, state: dict, fresh: bool):
        self.page = page
        self.app = page.app
        self.game = page.game
        self.setup = setup
        self.state = state
        self.seats = seats_from_json(setup["seats"])
        self.animals = [seat.animal for seat in self.seats]
        self.computers = [seat.computer for seat in self.seats]
        self.driver = driver_for(self.game.info)
        self.hidden_hands = page.hidden_hands(state["options"])
        self.phase = TableState.STARTING
        self.task = None
        self.opening = None  # who may act in the open turn
        self.moves = []  # (seat, action) tapped by children, waiting to be played in the order they came
        self.arrived = None  # set when a child's move is waiting
        self.ready_at = {}  # computer seat -> time.monotonic() when it acts
        self.announced_turn = None  # seq of the last "turn" event whose player was named
        events = state["events"]
        self.shown_seq = events[-1]["seq"] if events else -1
        table_view = self.game.view(state, None)
        self.seat = tablet_seat(table_view, self.computers)
        # The child who last saw their hand: a cover comes before another's. A new game starts in the
        # hands of the child who pressed play; a game found in a save asks for its child.
        self.holder = self.seat if fresh else None
        self.viewer = None if must_pass(self.holder, self.seat, self.computers, self.hidden_hands) else \
            viewer(self.seat, self.computers, self.hidden_hands)
        self.board = page.new_board(self)
        self.node = self.board.node
        self.node.dataset.table = self.phase.value
        self.cover = None
        if must_pass(self.holder, self.seat, self.computers, self.hidden_hands):
            self.cover = PassCover(self.seats[self.seat], self.app.voice)
        elif not self.computers[self.seat]:
            self.holder = self.seat
        self.board.draw(self.view())

    # -- the outside world: the page starts and stops the table, children tap ----

    def begin(self, fresh: bool) -> None:
        if fresh:
            self.app.voice.say(*self.board.intro_prompt(self.view()), needed=True)
        self.task = asyncio.ensure_future(self.play())

    def stop(self) -> None:
        """The page is left or a new game starts: the one task ends, nothing is left behind, nothing more is said."""
        self.set_phase(TableState.STOPPED)
        self.app.pace.hurry(False)
        self.app.voice.cut()
        if self.task is not None and not self.task.done():
            self.task.cancel()
        if self.cover is not None:
            self.cover.node.remove()
        self.board.stop()

    @property
    def alive(self) -> bool:
        return self.phase is not TableState.STOPPED

    def view(self) -> dict:
        """What the tablet shows: the view of the seat holding it, or the table's."""
        return self.game.view(self.state, self.viewer)

    def legal(self, seat: int) -> list:
        return self.game.legal_actions(self.state, seat)

    def may_act(self, seat: int) -> bool:
        """A child may tap for `seat` now (the board enables its targets from this)."""
        if self.opening is None or seat not in self.opening.children:
            return False
        if seat != self.viewer_seat() and not self.board.every_child_at_once:
            return False
        if self.game.outcome(self.state) is not None:
            return False
        if self.phase is TableState.OPEN:
            return not self.moves
        # Where everyone may act, a tap made while a move is shown or the next turn is announced waits its turn
        # (the buttons the last move left live stay live); one move a child waits with at most.
        waiting = any(waiting_seat == seat for waiting_seat, _ in self.moves)
        showing = self.phase in (TableState.PLAYING, TableState.PREPARING)
        return showing and self.driver.queues_taps and not waiting

    def viewer_seat(self) -> int | None:
        return self.seat if self.viewer == self.seat else None

    def hide_hands(self) -> None:
        """Everyone watches the table together (a song) before the tablet goes to the next child: no hand shows."""
        if must_pass(self.holder, tablet_seat(self.game.view(self.state, None), self.computers), self.computers,
                     self.hidden_hands):
            self.viewer = None

    def act(self, seat: int, action: dict | None) -> bool:
        """The guarded entry for a child's tap or drag: True if the move will be played.

        A move tapped twice, or while nobody may tap, is dropped; in the
        turn models where everyone may act, a move tapped while another is
        shown waits its turn (one per child).
        """
        if action is None or not self.may_act(seat):
            return False
        self.moves.append((seat, action))
        if self.phase is TableState.OPEN:
            self.set_phase(TableState.PLAYING)  # at once: a second tap must not count
            self.board.draw(self.view())
        if self.arrived is not None and not self.arrived.done():
            self.arrived.set_result(None)
        return True

    def refused_tap(self) -> None:
        """A child tapped something that cannot be tapped now: during a computer's turn, the board shows whose it is."""
        if self.alive and computer_has_turn(self.driver, self.game.view(self.state, None), self.computers):
            self.board.show_whose_turn()

    # -- the loop ------------------------------------------------------------

    def set_phase(self, phase: TableState) -> None:
        if self.phase is TableState.STOPPED:
            return
        self.phase = phase
        self.node.dataset.table = phase.value
        self.node.dataset.busy = "false" if phase is TableState.OPEN else "true"

    async def play(self) -> None:
        """Open turns until the game ends; every move goes through `perform`.

        A turn the page cannot open (or an ending it cannot draw) would come
        back on every reload: the page puts the game aside (`page.failed`).
        """
        try:
            await self.app.voice.idle(self.app.pace.seconds(INTRO_WAIT))  # the intro, not cut by the first turn
            while self.alive:
                view = self.view()
                self.app.pace.hurry(self.board.children_watch(view))
                if view["outcome"] is not None:
                    await self.app.voice.idle(self.app.pace.seconds(QUIET_WAIT))  # the last move's words end first
                    if self.alive:
                        self.show_end(view)
                    return
                await self.open_turn(view)
                if not self.alive:
                    return
                seat, action = await self.next_move()
                if not self.alive:
                    return
                await self.perform(seat, action)
        except asyncio.CancelledError:
            raise
        except Exception as error:  # noqa: BLE001 - never a stuck table: a fresh game instead
            if self.alive:
                self.page.failed(error)

    async def open_turn(self, view: dict) -> None:
        """Before anyone acts: what everyone watches, the right child at the tablet, the prompt."""
        if self.cover is None:
            self.set_phase(TableState.PREPARING)
            await self.board.before_turn(view)  # all together, before the tablet goes to the next child
        await self.hand_over(self.view())
        self.set_phase(TableState.PREPARING)
        await self.board.before_turn(self.view())  # a game found in a save in the middle of something
        view = self.view()
        self.opening = self.driver.opening(view, self.computers)
        await self.announce_turn(view)
        self.set_phase(TableState.PLAYING if self.moves else TableState.OPEN)
        self.board.draw(view)

    async def next_move(self) -> tuple:
        """The next (seat, action): a child's tap, or a computer player's choice when its wait ends first.

        Each computer player keeps its own deadline across other players'
        moves, so a quick child never holds the computers back in real time.
        """
        opening = self.opening
        self.ready_at = {seat: when for seat, when in self.ready_at.items() if seat in opening.computers}
        for seat in opening.computers:
            self.ready_at.setdefault(seat, time.monotonic() + self.computer_wait(seat))
        while self.alive:
            if self.moves:
                return self.moves.pop(0)
            seat = next_computer(opening, self.ready_at)
            loop = asyncio.get_event_loop()
            arrived = self.arrived = loop.create_future()
            # The computer's turn comes by a timer whose delay is never below 0: Pyodide's event loop refuses
            # a timer set in the past ("Can't schedule in the past"), as asyncio.wait_for's deadline can be by
            # the time it is set on a busy tablet. A wait already over still lets a child's tap come first.
            due = None if seat is None else loop.call_later(
                max(0.0, self.ready_at[seat] - time.monotonic()), lambda: arrived.done() or arrived.set_result(None))
            try:
                await arrived
            finally:
                if due is not None:
                    due.cancel()
            if self.moves:
                continue  # a child's move came first
            action = self.computer_choice(seat)
            if action is None:  # nothing to do yet: it looks again after its pace
                self.ready_at[seat] = time.monotonic() + self.computer_wait(seat)
                continue
            del self.ready_at[seat]
            self.set_phase(TableState.PLAYING)
            self.board.draw(self.view())
            await self.board.show_choice(seat, action)
            return seat, action
        return None, None

    def computer_wait(self, seat: int) -> float:
        """Seconds the computer player at `seat` waits before it acts, at the page's pace."""
        return self.app.pace.seconds(self.driver.computer_wait(seat, self.opening, self.app.settings.level))

    def computer_choice(self, seat: int) -> dict | None:
        """What the computer player at `seat` does now (None: nothing yet, out of its turn)."""
        bot = self.game.bot(self.app.settings.level)
        return bot.choose(self.game, self.state, seat, Rng(computer_seed(self.setup["seed"], len(self.state["events"]))))

    async def perform(self, seat: int, action: dict) -> None:
        """Play one move: apply, save, say and show what it did, draw the new view.

        The voice stops first: whatever asked for this move has been answered.
        """
        self.set_phase(TableState.PLAYING)
        self.app.voice.hush()
        try:
            self.state = self.game.apply(self.state, seat, action)
            self.app.saves.keep(self.game, self.setup, self.state)
            view = self.view()
            if view["outcome"] is not None:  # the final count and the ending are for everyone, at the table's pace
                self.app.pace.hurry(False)
            await self.replay(view)
        except IllegalAction:  # a move tapped during another's came too late: it is no longer allowed
            self.app.sounds.oops()
        except asyncio.CancelledError:
            raise
        except Exception as error:  # noqa: BLE001 - whatever broke, the child keeps a table to play on
            self.recover(error)
        if self.alive:
            self.board.moved()
            self.board.draw(self.view())

    def recover(self, error: Exception) -> None:
        """Tell the child something went wrong, and go on from the last saved state."""
        js.console.error(f"a move failed: {error!r}")  # a bug: the end-to-end tests fail on it
        restored = self.app.saves.read(self.game)
        if restored.state is not None:
            self.state = restored.state
        events = self.state["events"]
        self.shown_seq = events[-1]["seq"] if events else -1
        self.moves.clear()
        notice(words("notice.move_failed"), "icons/sparkles.svg")

    async def replay(self, view: dict) -> None:
        """Say and show, in order, every event the page has not shown yet."""
        previous = None
        for event in view["events"]:
            if event["seq"] <= self.shown_seq:
                previous = event
                continue
            if not self.alive:
                return
            prompt = self.board.event_prompt(event, previous)
            if prompt:
                self.app.voice.say(*prompt)
            await self.board.animate(event, previous)
            self.shown_seq = event["seq"]
            previous = event

    async def announce_turn(self, view: dict) -> None:
        """Name the player when the turn has just come to them, then say what to do, before anyone may act.

        What the last move still says is let to end first (a while at most),
        so the turn's words start on time; anything left then is out of date.
        """
        prompt = self.board.turn_prompt(view)
        if not prompt:
            return
        turns = [event["seq"] for event in view["events"] if event["kind"] == "turn"]
        turn = turns[-1] if turns else -1
        voice, pace = self.app.voice, self.app.pace
        said = prompt[-1:] if turn == self.announced_turn else prompt  # the same player goes on: only what to do now
        self.announced_turn = turn
        await voice.idle(pace.seconds(QUIET_WAIT))
        voice.cut()
        voice.say(*said, again=prompt, needed=True)
        await voice.idle(pace.seconds(PROMPT_WAIT))

    async def hand_over(self, view: dict) -> None:
        """Show the side of the seat that acts; with hidden hands, cover the screen between two children."""
        seat = tablet_seat(view, self.computers)
        if must_pass(self.holder, seat, self.computers, self.hidden_hands):
            self.seat, self.viewer = seat, None
            self.set_phase(TableState.PASSING)
            self.board.draw(self.view())
            cover, self.cover = self.cover or PassCover(self.seats[seat], self.app.voice), None
            await cover.passed()
        if not self.computers[seat]:
            self.holder = seat
        seen_by = viewer(seat, self.computers, self.hidden_hands)
        if (seat, seen_by) != (self.seat, self.viewer):
            self.seat, self.viewer = seat, seen_by
            self.board.draw(self.view())

    # -- the end -------------------------------------------------------------

    def show_end(self, view: dict) -> None:
        self.set_phase(TableState.ENDED)
        self.app.voice.cut()  # the ending's words come now, not after the last move's
        pictures, prompt = self.board.ending(view)
        winners = view["outcome"]["winners"]
        children = [seat for seat, computer in enumerate(self.computers) if not computer]
        won = any(seat in winners for seat in children)
        not_winning = [self.seats[seat] for seat in children if seat not in winners]
        if not_winning:
            pictures = [*pictures, consoled(not_winning)]
            if winners:  # someone else won: a word for those who did not
                prompt = [*prompt, "end.next_time"]
        app = self.app
        scene = end_scene(won, pictures, self.page.play_again, lambda: app.go(""), app.sounds, app.voice, prompt)
        set_inert(self.node, True)  # the ending's buttons are the only ones left
        self.page.root.append(scene)
