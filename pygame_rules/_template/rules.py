"""The cherry tree: pick the last cherry of the tree to win.

The complete rules as played here:

- One cherry tree for everyone: 10 cherries on the small tree, 15 on the
  big one (option `tree`, the teacher's choice). Each player has an empty
  basket. The youngest player starts, then play goes round the table.
- On their turn a player picks 1 or 2 cherries from the tree and puts them
  in their basket (only 1 when one cherry is left).
- Whoever picks the last cherry wins, however many cherries their basket holds.

Nothing is hidden and nothing is left to chance: every seat sees the whole
table, and the seed changes nothing.
"""

from __future__ import annotations

from ..core import GameInfo, Option, Rng, Rules, check_fields, emit, is_int, is_list, is_player, require
from .bots import CarefulBot, RandomBot

#: Cherries on the tree at the start, for each choice of the option `tree`.
TREE_SIZES = {"small": 10, "big": 15}
#: The most cherries a player may pick at once.
MOST_PICKED = 2

FIELDS = ("tree", "baskets", "current", "winner")


class TemplateRules(Rules):
    info = GameInfo(
        id="_template",
        names={"fr": "Le cerisier", "en": "The cherry tree"},
        min_players=2,
        max_players=4,
        ages=(3, None),
        options=(Option("tree", tuple(TREE_SIZES), default="small"),),
        outcome_reasons=("last_cherry",),
    )
    bots = {"easy": RandomBot, "normal": CarefulBot}

    def setup(self, state: dict, rng: Rng, options: dict) -> None:
        state.update(
            tree=TREE_SIZES[options["tree"]],
            baskets=[0] * state["players"],
            current=0,
            winner=None,
        )
        emit(state, "turn", player=0)

    # -- whose turn, what may be done ---------------------------------------

    def to_move(self, state: dict) -> list:
        return [state["current"]]

    def legal_actions(self, state: dict, player: int) -> list:
        return [{"type": "pick", "count": count} for count in range(1, min(MOST_PICKED, state["tree"]) + 1)]

    # -- what an action does --------------------------------------------------

    def play(self, state: dict, player: int, action: dict, rng: Rng) -> None:
        count = action["count"]
        state["tree"] -= count
        state["baskets"][player] += count
        emit(state, "picked", player=player, count=count, left=state["tree"])
        if state["tree"] == 0:
            state["winner"] = player
            emit(state, "over", winners=[player], reason="last_cherry")
            return
        state["current"] = (player + 1) % state["players"]
        emit(state, "turn", player=state["current"])

    # -- what is seen, how it ends -------------------------------------------

    def view(self, state: dict, player: int | None) -> dict:
        return {
            "current": state["current"],
            "tree": state["tree"],
            "baskets": list(state["baskets"]),
            "most_picked": MOST_PICKED,
        }

    def outcome(self, state: dict) -> dict | None:
        if state["winner"] is None:
            return None
        return {"winners": [state["winner"]], "scores": list(state["baskets"]), "reason": "last_cherry"}

    # -- saved games ------------------------------------------------------------

    def check_state(self, state: dict) -> None:
        """Every field as play leaves it; the cherries themselves are counted by the engine after this."""
        check_fields(state, FIELDS)
        total = TREE_SIZES[state["options"]["tree"]]
        tree, baskets, winner = state["tree"], state["baskets"], state["winner"]
        require(is_int(tree, 0, total), "tree: the cherries still on it")
        require(is_list(baskets, lambda basket: is_int(basket, 0, total), state["players"]),
                "baskets: the cherries each player picked")
        require(is_player(state, state["current"]), "current: a seat")
        if tree == 0:
            require(is_player(state, winner) and winner == state["current"], "the last cherry's picker wins")
        else:
            require(winner is None, "nobody wins while cherries are left")

    # -- for the conformance suite -------------------------------------------

    def shuffle_hidden(self, state: dict, player: int | None, rng: Rng) -> None:
        """Nothing is hidden: there is nothing to rearrange."""

    def components(self, state: dict) -> list:
        """Every cherry, on the tree or in a basket."""
        return ["cherry"] * (state["tree"] + sum(state["baskets"]))


RULES = TemplateRules()
