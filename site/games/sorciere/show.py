"""What happened at the witch's house, shown and said: pulls, treats, collapses, candies, a new roof, the end.

A computer's card slides off the roof as smoothly or shakily as its hand
is. A kept card flips to show its treat and flies to the pile; a card of
the same treat flips, then waits beside the roof while the child taps the
place where it goes back. A collapse tumbles the cards and wakes the witch.
The page animates the view's events it has not shown yet.
"""

import random

from ui.kit.avatar import crowned
from ui.kit.dom import el, picture
from ui.kit.motion import FLIP, FLY, HOLD, box, fly
from ui.kit.turns import QUIET_WAIT
from .pictures import BISCUIT, CANDY, CLAP, DANCER, HOUSE_TILE, TREAT_PICTURES
from .pieces import CANDIES_TO_WIN, treat_face
from .words import end_prompt, event_prompt, turn_prompt

# Seconds at the normal pace (?fast=1 shortens them all, see kit.motion). A pulled biscuit turns over
# (FLIP, style.css's sw-turn) and stays up (HOLD), and flies (FLY), as the kit's cards do; these are the house's own.
SUSPENSE = 0.5  # the roof shakes this long after a pull, before it holds or falls
TUMBLE = 1.8  # the roof falls, the witch wakes
SLIDE = 1.4  # a computer's card slides off this slowly, so children see what it pulls
BUILD = 1.0


class SorciereShow:
    """The board's prompts, animations and ending (mixed into SorciereBoard, whose roof and players it moves)."""

    def intro_prompt(self, view: dict) -> list:
        return ["sorciere.intro"]

    def turn_prompt(self, view: dict) -> list:
        return turn_prompt(view, self.animals, self.computers)

    async def show_choice(self, player: int, action: dict) -> None:
        """A computer's card slides off the roof, smoothly or shakily as its hand is; a card going back aims at its place."""
        if action["type"] == "put_back":
            self.spots[action["place"]].classList.add("is-aimed")
            await self.app.pace.wait(SLIDE / 2)
            return
        node = self.cards[action["place"]]
        self.playing = node
        node.classList.toggle("is-shaky", action["steadiness"] < 0.7)
        node.classList.add("is-lifted", "is-sliding")
        self.tremble(action["place"], action["steadiness"])
        await self.app.pace.wait(SLIDE)
        self.calm()

    def event_prompt(self, event: dict, previous: dict | None) -> list:
        """What to say about one event; a child's careful pull is praised with what it turns up, in one sentence.

        Said apart, the praise would still be playing when the card turns
        over, and what it shows would come too late to be said at all.
        """
        if event["kind"] == "pulled":
            return []
        prompt = event_prompt(event, self.animals, self.computers)
        if event["kind"] in ("kept", "same") and previous is not None and previous["kind"] == "pulled":
            return [*event_prompt(previous, self.animals, self.computers), *prompt]
        return prompt

    async def words_end(self) -> None:
        """What this event says ends before the next is shown and said (a while at most): it tells what happened."""
        await self.app.voice.idle(self.app.pace.seconds(QUIET_WAIT))

    async def animate_pulled(self, event: dict, previous: dict | None) -> None:
        """A moment of suspense: the roof shakes as much as the pull risked."""
        self.node.dataset.pull = str(event["steadiness"])  # how steady it was measured, for tests to follow
        self.shake(event["chance"])
        self.app.sounds.whoosh()
        await self.app.pace.wait(SUSPENSE)
        self.calm()

    async def animate_collapsed(self, event: dict, previous: dict | None) -> None:
        """The cards tumble down, the house shakes and the witch wakes up."""
        self.app.sounds.bang()
        for node in self.cards.values():
            if not node.hidden:
                node.style.setProperty("--sw-fall-x", f"{random.uniform(-160, 160):.0f}px")
                node.style.setProperty("--sw-fall-turn", f"{random.uniform(-120, 120):.0f}deg")
                node.style.setProperty("--sw-fall-delay", f"{random.uniform(0, 0.35):.2f}s")
                node.classList.add("is-falling")
        self.house.classList.add("is-crashing")
        self.wake(True)
        await self.app.pace.wait(TUMBLE)
        self.house.classList.remove("is-crashing")
        await self.words_end()  # then who wins the candy

    async def flip(self, event: dict):
        """The pulled card turns over to show its treat; returns its node."""
        node = self.playing if self.playing is not None else self.cards[event["place"]]
        self.playing = None
        node.replaceChildren(treat_face(event["card"]))
        node.classList.add("is-up")
        node.dataset.treat = event["card"]["treat"]
        self.app.sounds.flip()
        await self.app.pace.wait(FLIP + HOLD)
        return node

    async def compare(self, event: dict) -> None:
        """The treat just turned beside the top of the player's pile, big in the middle: the same, or not."""
        top = self.panels[event["player"]].pile.getAttribute("data-top")
        if not top:  # a first card: nothing to compare it with
            return
        same = event["kind"] == "same"
        self.comparison.replaceChildren(
            treat_face(event["card"], "sw-face sw-compare-card"),
            el("span", "sw-compare-sign", text="=" if same else "≠"),
            el("span", f"sw-face sw-compare-card sw-treat-{top}", [picture(TREAT_PICTURES[top], "sw-treat")],
               attrs={"data-treat": top}),
        )
        self.comparison.dataset.same = str(same).lower()
        self.comparison.classList.add("is-shown")
        await self.app.pace.wait(HOLD)
        self.comparison.classList.remove("is-shown")

    async def animate_kept(self, event: dict, previous: dict | None) -> None:
        node = await self.flip(event)
        await self.compare(event)
        start = box(node)
        node.hidden = True
        await fly(TREAT_PICTURES[event["card"]["treat"]], start, box(self.panels[event["player"]].pile), self.app.pace, FLY)
        self.app.sounds.success()

    async def animate_same(self, event: dict, previous: dict | None) -> None:
        """Same treat as the top of the pile: both glow, then the card waits beside the roof to go back."""
        pile = self.panels[event["player"]].pile
        pile.classList.add("is-same")
        node = await self.flip(event)
        await self.compare(event)
        start = box(node)
        node.hidden = True
        self.app.sounds.nope()
        await fly(TREAT_PICTURES[event["card"]["treat"]], start, box(self.holding), self.app.pace, FLY)
        pile.classList.remove("is-same")
        self.show_holding(event["card"])

    async def animate_put_back(self, event: dict, previous: dict | None) -> None:
        spot = self.spots[event["place"]]
        start = box(self.holding.firstElementChild) if self.holding.firstElementChild else box(self.holding)
        self.show_holding(None)
        self.app.sounds.whoosh()
        await fly(BISCUIT, start, box(spot), self.app.pace, FLY)

    async def animate_round_over(self, event: dict, previous: dict | None) -> None:
        """The candy flies from the reserve to the round's winner, or nobody gets one."""
        winner = event["winner"]
        if winner is None:
            self.app.sounds.sigh()
            await self.app.pace.wait(HOLD)
            await self.words_end()
            return
        start = box(self.reserve.lastElementChild) if self.reserve.lastElementChild else box(self.reserve)
        slot = self.panels[winner].candies.children[min(event["candies"][winner], CANDIES_TO_WIN) - 1]
        await self.app.pace.wait(HOLD / 2)
        await fly(CANDY, start, box(slot), self.app.pace, FLY * 1.3)
        self.app.sounds.success()
        self.panels[winner].show(self.view()["piles"][winner], event["candies"][winner], False)
        await self.words_end()  # then the new roof, or the ending

    async def animate_roof_built(self, event: dict, previous: dict | None) -> None:
        """The cards come back onto the roof, corners first; the witch goes back to sleep."""
        for node in self.cards.values():
            node.classList.remove("is-falling", "is-up", "is-lifted", "is-dragged", "is-shaky", "is-sliding")
            node.style.transform = ""
            node.replaceChildren(picture(BISCUIT, "sw-biscuit"))
            node.hidden = False
            node.classList.remove("is-building")
            node.offsetWidth  # restart the building animation
            node.classList.add("is-building")
        self.playing = None
        self.wake(False)
        self.app.sounds.flip()
        await self.app.pace.wait(BUILD)
        for node in self.cards.values():
            node.classList.remove("is-building")

    # -- the end ---------------------------------------------------------------------

    def ending(self, view: dict) -> tuple:
        """The winner dances around the gingerbread house with the two candies."""
        winner = view["outcome"]["winners"][0]
        seat = self.seats[winner]
        self.node.dataset.winner = str(winner)
        dancer = crowned(seat, classes="sw-dance")
        candies = el("div", "end-row sw-end-candies", [picture(CANDY, "sw-end-candy") for _ in range(CANDIES_TO_WIN)])
        pictures = [el("div", "end-row sw-end-dance", [picture(DANCER, "sw-end-dancer"), dancer,
                                                       picture(HOUSE_TILE, "sw-end-house"),
                                                       picture(CLAP, "sw-end-clap")]), candies]
        return pictures, end_prompt(view["outcome"], self.animals)
