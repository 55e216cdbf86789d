"""What happened on the Méchanlou table, shown, sung and said: cards laid and taken, wolves, the forest, the end.

A computer's card rises before it goes; a wolf's attack brings the
defender forward, everyone sings "Promenons-nous dans les bois", and only
then may the defender pick a bush. The page animates the view's events it
has not shown yet (those with a greater seq).
"""

from ui.kit.avatar import crowned
from ui.kit.dom import el, picture
from ui.kit.motion import FLIP, FLY, HOLD, LIFT, box, fly
from ui.kit.song import sing_forest_song
from ui.kit.turns import PROMPT_WAIT
from .pictures import CARD_BACK, HUNTER, RED_HOOD, STORY_PICTURES, WOLF_CARD, card_picture
from .pieces import NUMBERS
from .words import childs_wolf, defence_prompt, end_prompt, event_prompt, turn_prompt

# Seconds at the normal pace (?fast=1 shortens them all, see kit.motion).
BANG_HOLD = 1.6
REVEAL = 1.6  # the card the wolf took from a hand (NB3), shown big
DEFENDER_STEP = 0.9  # the defender comes forward before the song


class MechanlouShow:
    """The board's prompts, song, animations and ending (mixed into MechanlouBoard, whose rows and hands it moves)."""

    def intro_prompt(self, view: dict) -> list:
        return ["mechanlou.intro"]

    def attack_seq(self, view: dict) -> int | None:
        attacks = [event["seq"] for event in view["events"] if event["kind"] == "attacked"]
        return attacks[-1] if attacks else None

    async def before_turn(self, view: dict) -> None:
        """Everyone sings "Promenons-nous dans les bois" while the forest sways; no bush may be picked before the end.

        Once per attack: nothing happens outside a defence or once it was sung.
        """
        if view["phase"] != "defend" or self.sung == self.attack_seq(view):
            return
        app = self.app
        defender = view["attack"]["defender"]
        self.singing = True
        self.table.hide_hands()  # the attacker's hand hides: the tablet goes to the defender after the song
        view = self.view()
        self.draw(view)
        app.voice.say(defence_prompt(self.computers[defender]), needed=True)
        await app.voice.idle(app.pace.seconds(PROMPT_WAIT))
        await sing_forest_song(app.sounds, app.pace)
        self.singing = False
        self.sung = self.attack_seq(view)
        self.songs += 1
        self.node.dataset.songs = str(self.songs)

    async def show_choice(self, player: int, action: dict) -> None:
        """A computer's card rises and what it goes for glows a moment, so children follow its move."""
        kind = action["type"]
        if kind == "search":
            self.forest.bushes[action["spot"]].button.classList.add("is-aimed")
        else:
            card = ({"kind": "story", "number": action["number"]} if kind == "lay"
                    else action["card"] if kind == "return" else {"kind": "wolf"})
            self.playing = self.card_node(player, card)
            self.playing.classList.add("is-lifted")
            if kind == "attack":
                self.panels[action["defender"]].slots[action["number"]].classList.add("is-aimed")
            elif kind == "steal":
                self.panels[action["opponent"]].steal.classList.add("is-aimed")
            elif kind == "return":
                self.pile.classList.add("is-aimed")
        self.app.sounds.flip()
        await self.app.pace.wait(LIFT)

    def turn_prompt(self, view: dict) -> list:
        return turn_prompt(view, self.animals, self.computers)

    def event_prompt(self, event: dict, previous: dict | None) -> list:
        child = None if self.computers[self.bottom] else self.bottom
        prompt = event_prompt(event, child, self.computers)
        return [prompt] if prompt else []

    def source(self, player: int, card: dict | None):
        """The card node an action of `player` starts from: the card tapped or lifted, else one of their hand."""
        node, self.playing = self.playing, None
        return node if node is not None else self.card_node(player, card)

    async def fly_from(self, node, path: str, target, seconds: float = FLY) -> None:
        """A picture flies from a card of a hand (which empties at once) to its place."""
        start = box(node)
        if node.matches(".ml-card, .ml-card-back, .ml-mini"):
            node.style.visibility = "hidden"
        node.classList.remove("is-lifted")
        await fly(path, start, box(target), self.app.pace, seconds)

    async def animate_laid(self, event: dict, previous: dict | None) -> None:
        number = event["number"]
        panel = self.panels[event["player"]]
        if self.reveal.classList.contains("is-shown"):  # the 6 the wolf took from a hand (NB3)
            start = box(self.reveal.firstElementChild)
            self.reveal.classList.remove("is-shown")
            await fly(STORY_PICTURES[number], start, box(panel.slots[number]), self.app.pace, FLY)
        else:
            await self.fly_from(self.source(event["player"], {"kind": "story", "number": number}),
                                STORY_PICTURES[number], panel.slots[number])
        panel.fill(number, True)
        self.app.sounds.success()

    async def animate_returned(self, event: dict, previous: dict | None) -> None:
        card = event.get("card")
        path = card_picture(card) if card and event["player"] == self.bottom else CARD_BACK
        self.app.sounds.whoosh()
        await self.fly_from(self.source(event["player"], card), path, self.pile)

    async def animate_drew(self, event: dict, previous: dict | None) -> None:
        player = event["player"]
        target = self.hand.node if player == self.bottom else self.panels[player].steal
        for _ in range(event["count"]):
            self.app.sounds.flip()
            await fly(CARD_BACK, box(self.pile), box(target), self.app.pace, FLY * 0.6)

    async def animate_attacked(self, event: dict, previous: dict | None) -> None:
        slot = self.panels[event["defender"]].slots[event["number"]]
        self.app.sounds.whoosh()
        await self.fly_from(self.source(event["attacker"], {"kind": "wolf"}), WOLF_CARD, slot)
        slot.classList.add("is-attacked")
        view = self.view()
        self.show_stage(view)
        self.panels[event["defender"]].node.classList.add("is-defending")
        self.node.dataset.phase = "defend"
        await self.app.pace.wait(DEFENDER_STEP)

    async def animate_searched(self, event: dict, previous: dict | None) -> None:
        self.forest.turn_up(event["spot"], event["forest"])
        self.app.sounds.flip()
        await self.app.pace.wait(FLIP)

    async def animate_saved(self, event: dict, previous: dict | None) -> None:
        self.app.sounds.bang()
        self.bang.classList.add("is-shown")
        await self.app.pace.wait(BANG_HOLD)
        self.bang.classList.remove("is-shown")
        if childs_wolf(event.get("attacker"), event["player"], self.computers):
            self.app.sounds.sigh()

    async def animate_taken(self, event: dict, previous: dict | None) -> None:
        number = event["number"]
        self.app.sounds.howl()
        await self.app.pace.wait(HOLD / 2)
        slot = self.panels[event["defender"]].slots[number]
        start = box(slot)
        self.panels[event["defender"]].fill(number, False)  # the wolf stays on the empty place until it goes
        await fly(STORY_PICTURES[number], start, box(self.panels[event["attacker"]].slots[number]), self.app.pace,
                  FLY * 1.4, "ml-flyer-taken")
        self.panels[event["attacker"]].fill(number, True)
        if childs_wolf(event["attacker"], event["defender"], self.computers):
            self.app.sounds.success()

    async def animate_stole(self, event: dict, previous: dict | None) -> None:
        """The wolf goes into the opponent's hand and brings one card back, shown big for everyone."""
        self.robbed = self.panels[event["opponent"]].steal if event["opponent"] != self.bottom else self.hand.node
        self.app.sounds.whoosh()
        await self.fly_from(self.source(event["player"], {"kind": "wolf"}), WOLF_CARD, self.robbed)
        self.reveal.replaceChildren(picture(card_picture(event["card"]), "ml-reveal-card"))
        self.reveal.classList.add("is-shown")
        self.app.sounds.flip()
        await self.app.pace.wait(REVEAL)

    async def animate_under_pile(self, event: dict, previous: dict | None) -> None:
        """The wolf (and a card taken in vain) go under the draw pile."""
        attacked = self.node.querySelector(".ml-slot.is-attacked")  # JavaScript's null when none is
        for card in event["cards"]:
            if card["kind"] == "wolf" and attacked:
                attacked.classList.remove("is-attacked")
                await fly(WOLF_CARD, box(attacked), box(self.pile), self.app.pace, FLY)
            elif card["kind"] == "story" and self.reveal.classList.contains("is-shown"):
                await fly(card_picture(card), box(self.reveal.firstElementChild), box(self.pile), self.app.pace, FLY)
                self.reveal.classList.remove("is-shown")
            elif card["kind"] == "wolf":
                await fly(WOLF_CARD, box(self.robbed), box(self.pile), self.app.pace, FLY * 0.7)

    async def animate_forest_refilled(self, event: dict, previous: dict | None) -> None:
        await self.app.pace.wait(HOLD / 2)
        await self.forest.grow(event["spot"], self.app.pace)

    async def animate_forest_reshuffled(self, event: dict, previous: dict | None) -> None:
        self.app.sounds.whoosh()
        self.forest.pile.classList.add("is-shuffled")
        await self.app.pace.wait(HOLD)
        self.forest.pile.classList.remove("is-shuffled")

    # -- the end ---------------------------------------------------------------------

    def ending(self, view: dict) -> tuple:
        outcome = view["outcome"]
        winner = outcome["winners"][0]
        seat = self.seats[winner]
        self.node.dataset.winner = str(winner)
        winner_face = crowned(seat)
        story = el("div", "end-row ml-end-story", [picture(STORY_PICTURES[number], "ml-end-card") for number in NUMBERS])
        pictures = [el("div", "end-row", [picture(RED_HOOD, "ml-end-hood"), winner_face, picture(HUNTER, "ml-end-hunter")]), story]
        return pictures, end_prompt(outcome, self.animals)
