"""What happened under the cherry tree, shown and said: cherries flying into a basket, whose turn, the end.

A computer's button glows before its pick, so children follow its move. The
table replays the view's events it has not shown yet (those with a greater
seq): each is said (`event_prompt`), then moved (`animate_<kind>`).
"""

from ui.kit.avatar import crowned
from ui.kit.dom import el, picture
from ui.kit.motion import FLY, LIFT, box, fly
from .pictures import BASKET, CHERRY
from .words import end_prompt, event_prompt, turn_prompt


class TemplateShow:
    """The board's prompts, animations and ending (mixed into TemplateBoard, whose tree and baskets it moves)."""

    def intro_prompt(self, view: dict) -> list:
        return ["_template.intro"]

    def turn_prompt(self, view: dict) -> list:
        return turn_prompt(view, self.animals, self.computers)

    def event_prompt(self, event: dict, previous: dict | None) -> list:
        prompt = event_prompt(event)
        return [prompt] if prompt else []

    async def show_choice(self, player: int, action: dict) -> None:
        """A computer's button glows a moment before it picks."""
        self.picks[action["count"]].node.classList.add("is-aimed")
        self.app.sounds.flip()
        await self.app.pace.wait(LIFT)
        self.picks[action["count"]].node.classList.remove("is-aimed")

    async def animate_picked(self, event: dict, previous: dict | None) -> None:
        """The picked cherries leave the tree one by one and fly into the picker's basket."""
        basket = self.baskets[event["player"]]
        for _ in range(event["count"]):
            start = box(self.tree.pick())
            self.app.sounds.whoosh()
            await fly(CHERRY, start, box(basket.basket), self.app.pace, FLY)
            basket.show(int(basket.node.dataset.count) + 1, True)
        self.app.sounds.success()

    def ending(self, view: dict) -> tuple:
        outcome = view["outcome"]
        winner = outcome["winners"][0]
        seat = self.seats[winner]
        self.node.dataset.winner = str(winner)
        winner_face = crowned(seat)
        pictures = [el("div", "end-row", [picture(CHERRY, "tpl-end-cherry"), winner_face, picture(BASKET, "tpl-end-basket")])]
        return pictures, end_prompt(outcome, self.animals)
