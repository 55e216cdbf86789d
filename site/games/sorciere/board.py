"""The Sorcière board: the gingerbread house and its roof of 36 biscuits, the players beside it; a child's pulls.

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
voice says it. The hand shows the gesture unasked too: as a child's first
pull of the game is awaited, and again whenever the child has waited a while;
a drag let go too soon slides back with "Tire plus loin !". The page draws
only the engine's views; every move is saved at once.
"""

import asyncio

from pygame_rules.sorciere.roof import PLACES, PLACE_COUNT
from pygame_rules.sorciere.rules import pull_chance
from ui.kit.avatar import TurnBanner
from ui.kit.dom import button, el, picture, set_label
from ui.kit.i18n import words
from ui.kit.motion import box
from ui.kit.table import Board
from ui.kit.top_bar import top_bar
from .choices import pullable, put_back_places
from .pictures import BISCUIT, CANDY, CRASH, HAND, HOUSE, HOUSE_TILE, NEW_GAME, SLEEP, WITCH_ASLEEP, WITCH_AWAKE
from .pieces import PullDrag, SeatPanel, levels, place_style, slide_back, spot_style, treat_face
from .show import SorciereShow
from .words import face_name

#: Seconds, at the page's pace: the hand shows the gesture this soon as a child's first pull is awaited
#: (the turn's words have begun), and this long after a child last did anything.
FIRST_HINT = 1.0
IDLE_HINT = 8.0
#: Trembling of the roof while a card is dragged: px at no risk, and px more at a certain collapse.
TREMBLE_BASE, TREMBLE_RISK = 0.4, 9.0


class SorciereBoard(SorciereShow, Board):
    """The house, its roof of biscuits, the players beside it; the seat whose turn it is holds the tablet."""

    def __init__(self, table):
        super().__init__(table)
        self.app = table.app
        self.playing = None  # the card node a pull being played comes from (dragged, or lifted by a computer)
        self.hints = 0  # hands shown in answer to a tap, for tests to follow
        self.unasked_hints = 0  # and shown to a child who waits
        self.hint_task = None  # the hand that will show the gesture if the child waits
        self.pulled_once = False  # the child at the tablet has pulled a card in this game
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
        self.comparison = el("div", "sw-compare", attrs={"aria-hidden": "true"})  # the two treats, side by side
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
            self.comparison,
        ], attrs={"data-phase": view["phase"], "data-current-player": view["current"], "data-busy": "true",
                  "data-round": view["round"], "data-players": len(self.seats), "data-hints": 0,
                  "data-unasked-hints": 0})
        self.drag = PullDrag(self)

    def stop(self) -> None:
        self.end_hint()
        self.drag.stop()

    # -- drawing from the view ------------------------------------------------

    def may_tap(self) -> bool:
        return self.table.may_act(self.bottom)

    def draw(self, view: dict) -> None:
        """Make the roof, the witch, the players, the card going back and the reserve match the view."""
        legal = self.table.legal(self.bottom) if self.may_tap() else []
        pulls, put_backs = pullable(legal), put_back_places(legal)
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
            node.disabled = place not in pulls
        free = set(view["free"])
        for place, spot in self.spots.items():
            spot.hidden = place not in free
            spot.disabled = place not in put_backs
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
        self.hint_later(pulls if phase == "pull" else None)

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
        self.shake(pull_chance(self.view(), place, steadiness))

    def shake(self, chance: float) -> None:
        """The roof trembles as much as a pull risks its collapse (`chance`, the engine's)."""
        self.roof.style.setProperty("--sw-tremble", f"{TREMBLE_BASE + TREMBLE_RISK * chance:.2f}px")
        self.roof.classList.add("is-trembling")

    def calm(self) -> None:
        self.roof.classList.remove("is-trembling")

    # -- a child's taps and drags ------------------------------------------------

    def tap_card(self, place: int) -> None:
        """A tap on a card pulls nothing: a hand shows how to drag it, and the voice says so."""
        if self.drag.just_dragged() or not self.may_tap():
            return
        self.show_how(place)
        self.hints += 1
        self.node.dataset.hints = str(self.hints)
        self.app.voice.say_now("sorciere.how_to_pull")

    def hint_later(self, pulls: set | None) -> None:
        """Show the gesture on one of these cards if the child waits (None, or none: no hand is coming)."""
        self.end_hint()
        if pulls and self.drag.held is None:
            place = max(pulls, key=lambda place: int(self.cards[place].style.zIndex or 0))  # the topmost
            first = not self.pulled_once  # the turn's words ask for a pull: the hand shows it, silently
            self.hint_task = asyncio.ensure_future(self.hint_after(FIRST_HINT if first else IDLE_HINT, place, not first))

    def end_hint(self) -> None:
        """No hand is coming, and none is moving a card: a finger on the roof has it to itself."""
        if self.hint_task is not None:
            self.hint_task.cancel()
            self.hint_task = None
        for node in (*self.cards.values(), self.hand):
            node.classList.remove("is-hinted")

    async def hint_after(self, seconds: float, place: int, said: bool) -> None:
        """The hand after `seconds`, with the words if `said`; then again, with them, while the child waits."""
        await self.app.pace.wait(seconds)
        if not self.may_tap() or self.drag.held is not None:
            return
        self.show_how(place)
        self.unasked_hints += 1
        self.node.dataset.unaskedHints = str(self.unasked_hints)
        if said:
            self.app.voice.say_now("sorciere.how_to_pull")
        self.hint_task = asyncio.ensure_future(self.hint_after(IDLE_HINT, place, True))

    def show_how(self, place: int) -> None:
        """A hand drags the card a little way off the roof, and lets it slide back."""
        card = self.cards[place]
        left, top, width, height = box(card)
        roof_left, roof_top, _, _ = box(self.roof)
        self.hand.style.cssText = f"left:{left - roof_left + width / 2:.0f}px;top:{top - roof_top + height / 2:.0f}px"
        for node in (card, self.hand):
            node.classList.remove("is-hinted")
            node.offsetWidth  # restart the animation
            node.classList.add("is-hinted")

    def pull_further(self) -> None:
        """A card let go before it came off the roof has slid back: the child hears to pull further."""
        self.app.sounds.nope()
        self.app.voice.say_now("sorciere.pull_further")

    def pull(self, place: int, steadiness: float) -> None:
        """The card came off the roof: hand the pull, with its measured steadiness, to the table."""
        node = self.cards[place]  # the board's own handle (another proxy of the same card is not `is` it)
        self.pulled_once = True
        self.playing = node  # before the table redraws: the card stays where the finger left it
        node.classList.add("is-lifted")
        if not self.table.act(self.bottom, {"type": "pull", "place": place, "steadiness": steadiness}):
            self.playing = None
            node.classList.remove("is-lifted")
            slide_back(node)

    def tap_spot(self, place: int) -> None:
        self.table.act(self.bottom, {"type": "put_back", "place": place})

    def moved(self) -> None:
        self.playing = None

