"""What Méli Cado's board shows and says of what happened: the prompts, each event's move, the ending.

The kit's table calls these hooks on the board (`animate_<kind>` for each
event, the prompts, `show_choice`, `ending`): `Show` is mixed into the
board, and draws on the board's row, pile, hands and overlays.
"""

from ui.kit.avatar import avatar, crowned
from ui.kit.dom import el, picture, set_label
from ui.kit.i18n import words
from ui.kit.motion import FLY, LIFT, box, fly
from .pictures import CARD_BACK, CROWN, FAULT_PICTURES, LETTERS, special_picture
from .timings import DRAW_FLY, FAULT_HOLD, SCORES_HOLD, SPECIAL_HOLD, WORD_HOLD
from .words import end_prompt, event_prompt, turn_prompt


class Show:
    """The board's prompts and moves for the children to hear and watch (MeliCadoBoard builds what they draw on)."""

    def intro_prompt(self, view: dict) -> list:
        return ["meli_cado.intro"]

    def turn_prompt(self, view: dict) -> list:
        return turn_prompt(view, self.children)

    async def show_choice(self, seat: int, action: dict) -> None:
        """A computer's move is about to be played: its badge lifts a moment, so children see who plays."""
        for badge in self.opponents:
            badge.node.classList.toggle("is-lifted", badge.seat == seat)
        self.app.sounds.flip()
        await self.app.pace.wait(LIFT)
        for badge in self.opponents:
            badge.node.classList.remove("is-lifted")

    # -- what happened, shown --------------------------------------------------------

    def event_prompt(self, event: dict, previous: dict | None) -> list:
        if event["kind"] == "vote" and len(event["votes"]) == len(self.table.seats):
            return []  # the last vote: the new base, said next, tells it all
        prompt = event_prompt(event, self.children)
        return [prompt] if prompt else []

    def seat_node(self, seat: int):
        if seat in self.panels:
            return self.panels[seat].hand
        return next(badge.node for badge in self.opponents if badge.seat == seat)

    async def show_word(self, event: dict, new: tuple = ()) -> None:
        self.row.show(event["row"], event["word"], new=new)
        self.node.dataset.word = event["word"]
        self.reader.read(event["word"], self.language)
        self.words_read += 1
        self.node.dataset.words = str(self.words_read)
        await self.app.pace.wait(WORD_HOLD)

    async def animate_placed(self, event: dict, previous: dict | None) -> None:
        source, self.playing = self.playing, None
        start = box(source if source is not None and source.isConnected else self.seat_node(event["player"]))
        new = tuple(play["index"] for play in event["plays"])
        self.row.show(event["row"], event["word"], new=new)
        target = self.row.stack_node(new[0])
        await fly(CARD_BACK, start, box(target), self.app.pace, FLY)
        self.app.sounds.success()
        await self.show_word(event, new)

    async def animate_meli(self, event: dict, previous: dict | None) -> None:
        self.app.sounds.whoosh()
        await self.show_word(event)

    async def animate_cado(self, event: dict, previous: dict | None) -> None:
        self.app.sounds.whoosh()
        await self.show_word(event)
        await fly(CARD_BACK, box(self.row.node), box(self.seat_node(event["to"])), self.app.pace, FLY)

    async def animate_base(self, event: dict, previous: dict | None) -> None:
        await self.show_word(event)

    async def animate_base_turned(self, event: dict, previous: dict | None) -> None:
        self.app.sounds.flip()
        await self.show_word(event)

    async def animate_clash(self, event: dict, previous: dict | None) -> None:
        self.app.sounds.oops()
        await self.show_word(event)

    async def animate_fault(self, event: dict, previous: dict | None) -> None:
        """The word crossed out, big, with who made it and why; the penalty cards follow (a "drew" event)."""
        seat = self.table.seats[event["player"]]
        self.faults += 1
        self.node.dataset.faults = str(self.faults)
        self.fault.dataset.reason = event["reason"]
        self.fault.replaceChildren(
            avatar(seat.animal, seat.computer, "m", decorative=True),
            el("span", "mc-fault-word", text=event["word"]),
            picture(FAULT_PICTURES[event["reason"]], "mc-fault-cross"),
        )
        set_label(self.fault, words("meli_cado.fault", object=event["word"]))
        self.fault.classList.add("is-shown")
        self.app.sounds.oops()
        await self.app.pace.wait(FAULT_HOLD)
        self.fault.classList.remove("is-shown")

    async def animate_drew(self, event: dict, previous: dict | None) -> None:
        target = box(self.seat_node(event["player"]))
        flights = 1 if event["why"] == "dealt" else event["count"]
        for _ in range(flights):
            self.app.sounds.flip()
            await fly(CARD_BACK, box(self.pile), target, self.app.pace, DRAW_FLY,
                      "mc-penalty" if event["why"] == "penalty" else "")

    async def animate_exchanged(self, event: dict, previous: dict | None) -> None:
        self.app.sounds.whoosh()
        await fly(CARD_BACK, box(self.seat_node(event["player"])), box(self.pile), self.app.pace, DRAW_FLY)

    async def animate_special(self, event: dict, previous: dict | None) -> None:
        """The purple card turned over, big in the middle, then in its place for the sequence."""
        special = event["special"]
        self.reveal.replaceChildren(el("div", "mc-reveal-card", [
            picture(special_picture(special, self.language), "mc-special-picture"),
            el("span", "mc-special-name", text=words(f"meli_cado.special_name.{special}")),
        ]))
        self.reveal.classList.add("is-shown")
        self.app.sounds.flip()
        await self.app.pace.wait(SPECIAL_HOLD)
        self.reveal.classList.remove("is-shown")
        self.show_special(special)

    async def animate_blocked(self, event: dict, previous: dict | None) -> None:
        self.app.sounds.whoosh()
        self.show_special(None)
        await self.app.pace.wait(WORD_HOLD)

    async def animate_round_over(self, event: dict, previous: dict | None) -> None:
        """Each player's points for the round and in all, a while, for everyone to see."""
        self.show_scores(event["points"], event["scores"], event.get("winner"))
        self.scores.classList.add("is-shown")
        self.app.sounds.fanfare()
        await self.app.pace.wait(SCORES_HOLD)
        self.scores.classList.remove("is-shown")

    def show_scores(self, points: list, scores: list, winner: int | None) -> None:
        lines = []
        for seat, look in enumerate(self.table.seats):
            lines.append(el("div", "mc-score-line", [
                avatar(look.animal, look.computer, "s", decorative=True),
                el("span", "mc-score-round", text=f"+{points[seat]}"),
                el("span", "mc-score-total", text=str(scores[seat])),
                *([picture(CROWN, "mc-score-crown")] if seat == winner else []),
            ], attrs={"data-player": seat}))
        self.scores.replaceChildren(el("div", "mc-scores-title", text=words("meli_cado.scores")), *lines)

    # -- the end ------------------------------------------------------------------------

    def ending(self, view: dict) -> tuple:
        outcome = view["outcome"]
        winner = outcome["winners"][0]
        seat = self.table.seats[winner]
        self.node.dataset.winner = str(winner)
        winner_face = crowned(seat)
        self.show_scores([0] * len(outcome["scores"]), outcome["scores"], winner)
        board = el("div", "end-row mc-end-scores", [
            el("span", "mc-end-score", [avatar(look.animal, look.computer, "s", decorative=True),
                                        el("span", text=str(outcome["scores"][index]))])
            for index, look in enumerate(self.table.seats)
        ])
        pictures = [el("div", "end-row", [picture(LETTERS, "mc-end-letters"), winner_face]), board]
        return pictures, end_prompt(outcome, self.table.animals)
