"""Computer players for Méchanlou.

Both decide from their own view: their hand, every row, the counts of the
piles. Nobody can see the face-down forest cards, so both pick a bush at
random when a wolf attacks them.
"""

from __future__ import annotations

from ..core import Rng

#: A row this long keeps its last wolf for the 6 (rule NB3) rather than attacking.
KEEP_WOLF_FROM = 4
LAST_NUMBER = 6


class RandomBot:
    """The easy computer player: any legal action, like a child trying things out."""

    def choose(self, game, state: dict, player: int, rng: Rng) -> dict:
        return rng.choice(game.legal_actions(state, player))


class SensibleBot:
    """The normal computer player: it lays what it can, attacks the leader, keeps a wolf for the 6
    and gives back the cards it cannot use."""

    def choose(self, game, state: dict, player: int, rng: Rng) -> dict:
        view = game.view(state, player)
        legal = game.legal_actions(state, player)
        if view["phase"] == "defend":
            return rng.choice(legal)
        by_type: dict = {}
        for action in legal:
            by_type.setdefault(action["type"], []).append(action)
        lays = by_type.get("lay", [])
        if lays:
            return lays[-1] if lays[-1]["number"] == LAST_NUMBER else lays[0]
        if "steal" in by_type:
            return rng.choice(by_type["steal"])
        row = view["rows"][player]
        hand = view["hands"][player]
        wolves = sum(card["kind"] == "wolf" for card in hand)
        attacks = by_type.get("attack", [])
        if attacks and (wolves > 1 or len(row) < KEEP_WOLF_FROM):
            longest = max(len(view["rows"][a["defender"]]) for a in attacks)
            return rng.choice([a for a in attacks if len(view["rows"][a["defender"]]) == longest])
        return self._give_back(by_type["return"], row, hand)

    def _give_back(self, returns: list, row: list, hand: list) -> dict:
        """The least useful card: one already in the row, a double, an early 6, then a spare wolf."""

        def usefulness(action: dict) -> int:
            card = action["card"]
            if card["kind"] == "wolf":
                return 3 if sum(c["kind"] == "wolf" for c in hand) > 1 else 5
            number = card["number"]
            if number in row or hand.count(card) > 1:
                return 0
            if number == LAST_NUMBER:
                return 1 if len(row) < KEEP_WOLF_FROM else 6
            return 4

        return min(returns, key=usefulness)
