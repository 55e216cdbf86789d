"""Sorcière au pain d'épices for pre-readers: drag biscuits off the witch's roof, gently, before it falls.

The gingerbread house stands in the middle, the witch asleep behind its
window; its roof of 36 biscuits lies on top, each card drawn where the
engine's roof model puts it, higher cards over lower ones with a deeper
shadow, so a child sees which cards lie on others. The players sit beside
it: each one's animal, the candies won, the pile of treats kept.

A child drags a card off the roof with a finger or a mouse. The drag is
measured (site/games/sorciere/pull.py) into the steadiness the engine gets
with the pull; while it goes, the roof trembles more as the pull gets
rougher and as the roof weakens (the engine's own collapse chance). A tap
instead of a drag shows how: a hand drags the card a little way, and the
voice says it. A kept card flips to show its treat and flies to the pile; a
card of the same treat flips, then waits beside the roof while the child
taps the place where it goes back. A collapse tumbles the cards and wakes
the witch. The page draws only the engine's views and animates their new
events; every move is saved at once.
"""

import random
import time

from pyodide.ffi import create_proxy

from pygame_rules.sorciere.roof import DEPTH, PLACES, PLACE_COUNT, WIDTH, rectangle, supports
from pygame_rules.sorciere.rules import pull_chance
from ui.kit.avatar import TurnBanner, avatar, player_name
from ui.kit.dom import button, el, picture, set_label
from ui.kit.game_page import GamePage
from ui.kit.i18n import words
from ui.kit.motion import box, fly
from ui.kit.players import ANIMALS_BY_ID
from ui.kit.table import Board
from ui.kit.top_bar import top_bar
from ui.kit.turns import QUIET_WAIT
from .pictures import (
    BARLEY_SUGAR, BISCUIT, CANDY, CLAP, CRASH, CROWN, DANCER, HAND, HOUSE, HOUSE_TILE, NEW_GAME, SLEEP,
    TREAT_PICTURES, WITCH_ASLEEP, WITCH_AWAKE)
from .pull import PullMeter
from .words import end_prompt, event_prompt, face_name, turn_prompt

GAME_ID = "sorciere"
CANDIES_TO_WIN = 2

# Seconds at the normal pace (?fast=1 shortens them all, see kit.motion).
FLY = 0.7
FLIP = 0.6
HOLD = 1.0  # a turned card stays this long, so every child sees its treat
SUSPENSE = 0.5  # the roof shakes this long after a pull, before it holds or falls
TUMBLE = 1.8  # the roof falls, the witch wakes
LIFT = 1.4  # a computer's card slides off this slowly, so children see what it pulls
BUILD = 1.0
HINT = 1.8  # the hand showing how to drag
TAP_AFTER_DRAG = 0.5  # seconds during which the click that ends a drag is not a tap
#: Trembling of the roof while a card is dragged: px at no risk, and px more at a certain collapse.
TREMBLE_BASE, TREMBLE_RISK = 0.4, 9.0


def place_style(place: int) -> str:
    """Where the card at `place` lies on the roof, as CSS percentages of the roof's box."""
    left, top, right, bottom = rectangle(place)
    return (f"left:{100 * left / WIDTH:.3f}%;top:{100 * top / DEPTH:.3f}%;"
            f"width:{100 * (right - left) / WIDTH:.3f}%;height:{100 * (bottom - top) / DEPTH:.3f}%")


def spot_style(place: int) -> str:
    """The centre of `place`, where its put-back button shows."""
    left, top, right, bottom = rectangle(place)
    return f"left:{50 * (left + right) / WIDTH:.3f}%;top:{50 * (top + bottom) / DEPTH:.3f}%"


def levels(roof: list) -> dict:
    """How high each card lies: 0 on the walls, one more than the highest card it rests on."""
    under = supports(roof)
    height = []
    for index in range(len(roof)):
        height.append(1 + max((height[low] for low in under[index]), default=-1))
    return dict(zip(roof, height))


def treat_face(card: dict, cls: str = "sw-face"):
    """A turned card: its treat, big, and its barley sugars in a row."""
    return el("span", f"{cls} sw-treat-{card['treat']}", [
        picture(TREAT_PICTURES[card["treat"]], "sw-treat"),
        el("span", "sw-sugars", [picture(BARLEY_SUGAR, "sw-sugar") for _ in range(card["sugars"])]),
    ], attrs={"data-treat": card["treat"], "data-sugars": card["sugars"]})


class SorcierePage(GamePage):
    game_id = GAME_ID
    default_modes = {"fox": "human", "bear": "computer"}

    setup_class = "sw-setup"

    def setup_bar(self) -> list:
        return [picture(HOUSE_TILE, "bar-picture"), picture(CANDY, "bar-picture")]

    def new_board(self, table):
        return SorciereBoard(table)


#: The page the app opens for this game (see ui.game_code).
PAGE = SorcierePage


class SeatPanel:
    """One player beside the house: their animal, their candies (two to win), the pile of treats they kept."""

    def __init__(self, seat, player: int):
        self.name = player_name(seat.animal, seat.computer)
        self.candies = el("span", "sw-candies", [el("span", "sw-candy-slot") for _ in range(CANDIES_TO_WIN)],
                          attrs={"role": "img"})
        self.pile = el("span", "sw-pile", attrs={"role": "img", "data-count": 0})
        self.node = el("div", "sw-seat", [avatar(seat.animal, seat.computer, "s"), self.candies, self.pile],
                       attrs={"data-player": player, "data-animal": seat.animal,
                              "style": f"--player: {ANIMALS_BY_ID[seat.animal].colour}"})

    def show(self, pile: list, candies: int, current: bool) -> None:
        self.node.classList.toggle("is-current", current)
        for slot, node in enumerate(self.candies.children):
            won = slot < candies
            if node.classList.contains("is-won") != won:
                node.replaceChildren(*([picture(CANDY)] if won else []))
                node.classList.toggle("is-won", won)
        self.candies.dataset.count = str(candies)
        set_label(self.candies, words("sorciere.candies", animal=self.name, count=candies))
        count = str(len(pile))
        if self.pile.dataset.count != count or (pile and self.pile.dataset.top != pile[-1]["treat"]):
            self.pile.replaceChildren(*([treat_face(pile[-1], "sw-pile-top")] if pile else []),
                                      el("span", "sw-count", text=count))
            self.pile.dataset.count = count
            self.pile.dataset.top = pile[-1]["treat"] if pile else ""
        set_label(self.pile, words("sorciere.pile", animal=self.name, count=len(pile)))


class PullDrag:
    """A card dragged off the roof by a finger or a mouse: it follows the pointer, the roof trembles, the pull is measured."""

    def __init__(self, board):
        self.board = board
        self.node = None
        self.place = None
        self.meter = None
        self.ended_at = -1.0
        self.listeners = {
            "pointerdown": create_proxy(self.down),
            "pointermove": create_proxy(self.move),
            "pointerup": create_proxy(self.up),
            "pointercancel": create_proxy(self.cancel),
        }
        for name, proxy in self.listeners.items():
            board.roof.addEventListener(name, proxy)

    def stop(self) -> None:
        for name, proxy in self.listeners.items():
            self.board.roof.removeEventListener(name, proxy)
            proxy.destroy()
        self.listeners = {}

    def just_dropped(self) -> bool:
        """The click that ends a drag is not a tap."""
        return time.monotonic() - self.ended_at < TAP_AFTER_DRAG

    def down(self, event) -> None:
        node = event.target.closest("button.sw-card")
        if not node or node.disabled or self.node is not None:
            return
        self.node, self.place = node, int(node.dataset.place)
        self.meter = PullMeter(event.timeStamp, event.clientX, event.clientY)
        node.setPointerCapture(event.pointerId)
        event.preventDefault()

    def move(self, event) -> None:
        if self.node is None:
            return
        samples = event.getCoalescedEvents() if hasattr(event, "getCoalescedEvents") else None
        for sample in (samples if samples and samples.length else [event]):
            self.meter.add(sample.timeStamp, sample.clientX, sample.clientY)
        if not self.meter.is_drag():
            return
        dx, dy = self.meter.offset
        self.node.classList.add("is-dragged")
        self.node.style.transform = f"translate({dx}px, {dy}px) rotate({max(-8, min(8, dx / 20)):.1f}deg)"
        self.board.tremble(self.place, self.meter.steadiness())

    def up(self, event) -> None:
        node, meter, self.node = self.node, self.meter, None
        if node is None or not meter.is_drag():
            return
        self.ended_at = time.monotonic()
        self.board.calm()
        if meter.is_pulled():
            self.board.pull(self.place, meter.steadiness())
        else:
            self.slide_back(node)

    def cancel(self, event) -> None:
        if self.node is not None:
            self.slide_back(self.node)
        self.node = None
        self.board.calm()

    def slide_back(self, node) -> None:
        node.classList.remove("is-dragged")
        node.style.transform = ""


class SorciereBoard(Board):
    """The house, its roof of biscuits, the players beside it; the seat whose turn it is holds the tablet."""

    def __init__(self, table):
        super().__init__(table)
        self.app = table.app
        self.playing = None  # the card node a pull being played comes from (dragged, or lifted by a computer)
        self.hints = 0  # hands shown, for tests to follow
        self.cards = {}
        self.spots = {}
        for place in range(PLACE_COUNT):
            self.cards[place] = button(words("sorciere.card", number=place + 1), lambda place=place: self.tap_card(place),
                                       "sw-card", [picture(BISCUIT, "sw-biscuit")],
                                       attrs={"data-place": place, "data-turned": str(PLACES[place][2]).lower(),
                                              "style": place_style(place)})
            self.spots[place] = button(words("sorciere.spot", number=place + 1), lambda place=place: self.tap_spot(place),
                                       "sw-spot", [picture(BISCUIT, "sw-spot-biscuit")],
                                       attrs={"data-place": place, "style": spot_style(place)})
        self.hand = picture(HAND, "sw-hint-hand")
        self.roof = el("div", "sw-roof", [*self.cards.values(), *self.spots.values(), self.hand],
                       attrs={"role": "group", "aria-label": words("sorciere.roof")})
        self.witch = picture(WITCH_ASLEEP, "sw-witch-face")
        self.witch_box = el("div", "sw-witch", [self.witch, picture(SLEEP, "sw-zzz")], attrs={"role": "img"})
        self.crash = picture(CRASH, "sw-crash")
        self.house = el("div", "sw-house", [picture(HOUSE, "sw-walls"), self.witch_box, self.crash])
        self.reserve = el("div", "sw-reserve", attrs={"role": "img"})
        self.holding = el("div", "sw-holding", attrs={"role": "img", "aria-hidden": "true"})
        self.banner = TurnBanner()
        self.panels = [SeatPanel(seat, player) for player, seat in enumerate(self.seats)]
        new_game = button(words("game.new"), table.page.ask_new_game, "bar-button sw-new-game", [picture(NEW_GAME)])
        view = table.view()
        self.node = el("div", "sw-table", [
            top_bar(self.app, [picture(HOUSE_TILE, "bar-picture")], [new_game]),
            el("div", "sw-main", [
                el("div", "sw-scene", [el("div", "sw-building", [self.roof, self.house])]),
                el("div", "sw-side", [self.banner.node, el("div", "sw-seats", [panel.node for panel in self.panels]),
                                      self.holding, self.reserve]),
            ]),
        ], attrs={"data-phase": view["phase"], "data-current-player": view["current"], "data-busy": "true",
                  "data-round": view["round"], "data-players": len(self.seats), "data-hints": 0})
        self.drag = PullDrag(self)

    def stop(self) -> None:
        self.drag.stop()

    def intro_prompt(self, view: dict) -> list:
        return ["sorciere.intro"]

    def turn_prompt(self, view: dict) -> list:
        return turn_prompt(view, self.animals, self.computers)

    # -- drawing from the view ------------------------------------------------

    def may_tap(self) -> bool:
        return self.table.may_act(self.bottom)

    def draw(self, view: dict) -> None:
        """Make the roof, the witch, the players, the card going back and the reserve match the view."""
        tappable = self.may_tap()
        phase = view["phase"]
        height = levels(view["roof"])
        for place, node in self.cards.items():
            on_roof = place in height
            node.hidden = not on_roof
            if not on_roof:
                continue
            if node is not self.playing:
                node.classList.remove("is-dragged", "is-lifted", "is-up", "is-shaky", "is-sliding")
                node.classList.toggle("is-falling", view["ruined"])  # a game ended by a collapse lies in ruins
                node.style.transform = ""
                if node.firstElementChild.className != "sw-biscuit":
                    node.replaceChildren(picture(BISCUIT, "sw-biscuit"))
            node.style.zIndex = str(view["roof"].index(place) + 1)
            node.dataset.level = str(height[place])
            node.disabled = not (tappable and phase == "pull")
        free = set(view["free"])
        for place, spot in self.spots.items():
            spot.hidden = place not in free
            spot.disabled = not (tappable and place in free)
            spot.classList.remove("is-aimed")
        for player, panel in enumerate(self.panels):
            panel.show(view["piles"][player], view["candies"][player], player == view["current"])
        self.show_holding(view["holding"])
        self.show_reserve(view["reserve"])
        if view["outcome"] is None:
            self.banner.show(self.seats[view["current"]], view["current"])
        self.wake(view["ruined"])
        node = self.node
        node.dataset.phase = phase
        node.dataset.currentPlayer = str(view["current"])
        node.dataset.round = str(view["round"])
        self.roof.dataset.cards = str(len(view["roof"]))

    def show_holding(self, card: dict | None) -> None:
        """The card of the same treat, face up beside the roof until it goes back."""
        if card is None:
            self.holding.replaceChildren()
            self.holding.removeAttribute("data-treat")
            self.holding.setAttribute("aria-hidden", "true")
            return
        if self.holding.getAttribute("data-treat") != card["treat"]:
            self.holding.replaceChildren(treat_face(card))
        self.holding.dataset.treat = card["treat"]
        self.holding.removeAttribute("aria-hidden")
        set_label(self.holding, words("sorciere.holding", face=face_name(card)))

    def show_reserve(self, count: int) -> None:
        if self.reserve.childElementCount != count:
            self.reserve.replaceChildren(*[picture(CANDY, "sw-reserve-candy") for _ in range(count)])
        self.reserve.dataset.count = str(count)
        set_label(self.reserve, words("sorciere.reserve", count=count))

    def wake(self, awake: bool) -> None:
        self.witch.src = WITCH_AWAKE if awake else WITCH_ASLEEP
        self.house.classList.toggle("is-awake", awake)
        set_label(self.witch_box, words("sorciere.witch.awake" if awake else "sorciere.witch.asleep"))

    # -- the pull, as it goes --------------------------------------------------

    def tremble(self, place: int, steadiness: float) -> None:
        """The roof trembles with the risk of this pull: rougher, and on a weaker roof, it shakes more."""
        chance = pull_chance(self.view(), place, steadiness)
        self.roof.style.setProperty("--sw-tremble", f"{TREMBLE_BASE + TREMBLE_RISK * chance:.2f}px")
        self.roof.classList.add("is-trembling")

    def calm(self) -> None:
        self.roof.classList.remove("is-trembling")

    # -- a child's taps and drags ------------------------------------------------

    def tap_card(self, place: int) -> None:
        """A tap on a card pulls nothing: a hand shows how to drag it, and the voice says so."""
        if self.drag.just_dropped() or not self.may_tap():
            return
        card = self.cards[place]
        left, top, width, height = box(card)
        roof_left, roof_top, _, _ = box(self.roof)
        self.hand.style.cssText = f"left:{left - roof_left + width / 2:.0f}px;top:{top - roof_top + height / 2:.0f}px"
        for node in (card, self.hand):
            node.classList.remove("is-hinted")
            node.offsetWidth  # restart the animation
            node.classList.add("is-hinted")
        self.hints += 1
        self.node.dataset.hints = str(self.hints)
        self.app.voice.say_now("sorciere.how_to_pull")

    def pull(self, place: int, steadiness: float) -> None:
        """The card came off the roof: hand the pull, with its measured steadiness, to the table."""
        node = self.cards[place]  # the board's own handle (another proxy of the same card is not `is` it)
        self.playing = node  # before the table redraws: the card stays where the finger left it
        node.classList.add("is-lifted")
        if not self.table.act(self.bottom, {"type": "pull", "place": place, "steadiness": steadiness}):
            self.playing = None
            node.classList.remove("is-lifted")
            self.drag.slide_back(node)

    def tap_spot(self, place: int) -> None:
        self.table.act(self.bottom, {"type": "put_back", "place": place})

    def moved(self) -> None:
        self.playing = None

    async def show_choice(self, player: int, action: dict) -> None:
        """A computer's card slides off the roof, smoothly or shakily as its hand is; a card going back aims at its place."""
        if action["type"] == "put_back":
            self.spots[action["place"]].classList.add("is-aimed")
            await self.app.pace.wait(LIFT / 2)
            return
        node = self.cards[action["place"]]
        self.playing = node
        node.classList.toggle("is-shaky", action["steadiness"] < 0.7)
        node.classList.add("is-lifted", "is-sliding")
        self.tremble(action["place"], action["steadiness"])
        await self.app.pace.wait(LIFT)
        self.calm()

    # -- what happened, shown ----------------------------------------------------

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
        self.roof.style.setProperty("--sw-tremble", f"{TREMBLE_BASE + TREMBLE_RISK * event['chance']:.2f}px")
        self.roof.classList.add("is-trembling")
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

    async def animate_kept(self, event: dict, previous: dict | None) -> None:
        node = await self.flip(event)
        start = box(node)
        node.hidden = True
        await fly(TREAT_PICTURES[event["card"]["treat"]], start, box(self.panels[event["player"]].pile), self.app.pace, FLY)
        self.app.sounds.success()

    async def animate_same(self, event: dict, previous: dict | None) -> None:
        """Same treat as the top of the pile: both glow, then the card waits beside the roof to go back."""
        pile = self.panels[event["player"]].pile
        pile.classList.add("is-same")
        node = await self.flip(event)
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

    async def animate_turn(self, event: dict, previous: dict | None) -> None:
        self.banner.show(self.seats[event["player"]], event["player"])

    # -- the end ---------------------------------------------------------------------

    def ending(self, view: dict) -> tuple:
        """The winner dances around the gingerbread house with the two candies."""
        winner = view["outcome"]["winners"][0]
        seat = self.seats[winner]
        self.node.dataset.winner = str(winner)
        dancer = el("div", "end-winner sw-dance", [picture(CROWN, "end-crown"), avatar(seat.animal, seat.computer, "l")])
        candies = el("div", "end-row sw-end-candies", [picture(CANDY, "sw-end-candy") for _ in range(CANDIES_TO_WIN)])
        pictures = [el("div", "end-row sw-end-dance", [picture(DANCER, "sw-end-dancer"), dancer,
                                                       picture(HOUSE_TILE, "sw-end-house"),
                                                       picture(CLAP, "sw-end-clap")]), candies]
        return pictures, end_prompt(view["outcome"], self.animals)
