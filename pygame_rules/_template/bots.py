"""Computer players for the cherry tree; both decide from their own view.

The easy one picks 1 or 2 at random. The normal one knows the trick: a
player who leaves 3, 6 or 9 cherries to the next one can always answer their
pick so that 3 fewer are left, down to the last cherry. Against one
opponent that wins every game it can; with more players it still leaves the
next one the worst tree.
"""

from __future__ import annotations

from ..core import Rng


class RandomBot:
    """The easy computer player: 1 or 2 cherries, like a child trying things out."""

    def choose(self, game, state: dict, player: int, rng: Rng) -> dict:
        return rng.choice(game.legal_actions(state, player))


class CarefulBot:
    """The normal computer player: it leaves a multiple of 3 cherries whenever it can."""

    def choose(self, game, state: dict, player: int, rng: Rng) -> dict:
        view = game.view(state, player)
        legal = game.legal_actions(state, player)
        wanted = view["tree"] % (view["most_picked"] + 1)
        winning = [action for action in legal if action["count"] == wanted]
        return winning[0] if winning else rng.choice(legal)
