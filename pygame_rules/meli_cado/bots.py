"""Computer players for Méli Cado: real-time opponents with a pace and a vocabulary.

Each decides from its own view (the row, the words seen, the special, its
hand) and asks the same judge as the rules, so it never makes a fault; what
it does not know is a word it does not play; with nothing to play, it
says the row is blocked, then waits (None). Both lay their hardest
letters first and look for a Cado, then a Méli, among the words they know.
The `easy` player knows only the common words and plays every 6 seconds;
the `normal` one knows every word of the lexicon and plays every 3.5
seconds: never faster than a child can follow (the kit's
table paces them the same way). Its `at_ms` is the table's clock plus its
pace, which is the time a simulated table (the tests' race) plays it at; a
page stamps it with its own clock, as it does every tap.

A decision runs on the page's main thread, between the children's taps,
so it must stay short (under 100 ms in the browser, bench/bots.py measures
it): Méli is looked for on short rows only, and under 2 PAR 2, where every
pair of placements is a candidate (thousands for a big hand on a long
row), a player tries a bounded number of pairs drawn at random, as a child
sees some pairs and not all.
"""

from __future__ import annotations

from ..core import Rng
from .cards import ALPHABET, COLOUR_SWAP, FRENCH_LETTERS, TWO_BY_TWO, is_joker
from .judge import Judge
from .row import spelling

#: The chance that a starting computer player turns over a special card first.
SPECIAL_CHANCE = 1 / 3
#: Méli is looked for on rows this short: anagrams of longer rows cost too much time in the browser.
LONGEST_MELI = 7
#: Under 2 PAR 2, the pairs a player judges in one decision, at most: first placements drawn at random, and for
#: each a share of the second placements that may follow it, drawn at random too.
FIRSTS_TRIED = 8
PAIRS_TRIED = 80
#: Letters in the order a player would rather keep them: the most frequent first.
KEEP_ORDER = sorted(ALPHABET, key=lambda letter: -sum(FRENCH_LETTERS[letter]))


def rarity(card: str) -> int:
    """How hard a card is to place: rare letters high, jokers lowest (they fit anywhere)."""
    return -1 if is_joker(card) else KEEP_ORDER.index(card[1])


def drawn(items: list, count: int, rng: Rng) -> list:
    """`count` of `items` drawn at random, in their listed order (all of them if there are no more)."""
    if len(items) <= count:
        return items
    chosen = list(range(len(items)))
    for position in range(count):  # the first `count` steps of a shuffle
        other = position + rng.below(len(items) - position)
        chosen[position], chosen[other] = chosen[other], chosen[position]
    return [items[index] for index in sorted(chosen[:count])]


class WordPlayer:
    """A computer player: its pace in ms, and whether it knows only the common words."""

    pace_ms = 3500
    common_only = False

    def choose(self, game, state: dict, player: int, rng: Rng) -> dict | None:
        """Its move, or None when it has nothing to do yet (the table asks again after its pace)."""
        view = game.rules.view(state, player)  # its seat's view, without the history that game.view copies
        legal = game.legal_actions(state, player)
        kinds = {action["type"] for action in legal}
        judge = Judge(game.rules.lexicon, state["options"]["language"], view["special"])

        def timed(action: dict) -> dict:
            return {**action, "at_ms": view["clock"] + self.pace_ms}

        if "special" in kinds and rng.random() < SPECIAL_CHANCE:
            return timed({"type": "special"})
        plays = self._plays(game, state, player, judge, view, legal, rng)
        if plays:
            return timed(self._pick(plays, rng))
        if not view["opening"]:
            found = self._cado(judge, view, player, legal) or self._meli(judge, view)
            if found:
                return timed(found)
        for kind in ("new_base", "open", "block"):
            if kind in kinds:
                return timed({"type": kind})
        return None

    def knows(self, judge: Judge, word: str) -> bool:
        """Whether this player would think of `word` (the judge has already said it counts)."""
        return not self.common_only or any(lexicon.common(judge.reading(word)) for lexicon in judge.lexicons())

    def _plays(self, game, state: dict, player: int, judge: Judge, view: dict, legal: list, rng: Rng) -> list:
        """The placements it knows to be right, trying each listed one as `_tries` says."""
        swapped = view["special"] == COLOUR_SWAP
        found = []
        listed = [action for action in legal if action["type"] == "place"]
        pairs = view["special"] == TWO_BY_TWO
        if pairs:
            listed = drawn(listed, FIRSTS_TRIED, rng)
        for action in listed:
            tries = self._tries(game, state, player, action["plays"], view)
            if pairs:
                tries = drawn(tries, PAIRS_TRIED // len(listed), rng)
            for plays in tries:
                verdict = judge.plays(view["row"], plays, view["seen"], swapped)
                if verdict.fault is None and all(self.knows(judge, word) for word in verdict.words):
                    found.append({"type": "place", "plays": plays})
        return found

    @staticmethod
    def _tries(game, state: dict, player: int, plays: list, view: dict) -> list:
        """The plays to try for one listed action: a joker as every letter; under 2 PAR 2, every second card the
        rules take after the first (`second_plays`: its own hand and the public row only)."""
        first = plays[0]
        if view["special"] == TWO_BY_TWO:
            return [[first, second] for second in game.rules.second_plays(state, player, first)]
        return [[{**first, "letter": letter}] for letter in ALPHABET] if is_joker(first["card"]) else [plays]

    def _pick(self, plays: list, rng: Rng) -> dict:
        """The hardest cards first, so the hand keeps the letters that fit anywhere."""
        hardest = max(sum(rarity(play["card"]) for play in action["plays"]) for action in plays)
        return rng.choice([action for action in plays if sum(rarity(p["card"]) for p in action["plays"]) == hardest])

    def _cado(self, judge: Judge, view: dict, player: int, legal: list) -> dict | None:
        """A stack whose removal leaves a word of another lemma, given to the player with the fewest cards."""
        cados = [action for action in legal if action["type"] == "cado"]
        if not cados:
            return None
        sizes = view["hand_sizes"]
        for index in sorted({action["stack"] for action in cados}):
            verdict = judge.cado(view["row"], index, view["seen"])
            if verdict.fault is None and self.knows(judge, verdict.word):
                receivers = [action["to"] for action in cados if action["stack"] == index]
                return {"type": "cado", "stack": index, "to": min(receivers, key=lambda seat: (sizes[seat], seat))}
        return None

    def _meli(self, judge: Judge, view: dict) -> dict | None:
        """Another order of the stacks that makes a word it knows; it discards its hardest card."""
        row = view["row"]
        if not 2 <= len(row) <= LONGEST_MELI or not view["hand"]:
            return None
        swapped = view["special"] == COLOUR_SWAP
        word = spelling(row)
        for lexicon in judge.lexicons():
            for reading in lexicon.anagrams(judge.reading(word)):
                target = judge.reading(reading)
                order = self._order(row, target)
                verdict = judge.meli(row, order, view["seen"], swapped)
                if verdict.fault is None and self.knows(judge, target):
                    discard = max(sorted(view["hand"]), key=rarity)
                    return {"type": "meli", "order": order, "discard": discard}
        return None

    @staticmethod
    def _order(row: list, target: str) -> list:
        """The stacks, taken left to right, that spell `target`."""
        letters = [stack["cards"][-1][-1] for stack in row]
        order = []
        for letter in target:
            index = next(i for i, mine in enumerate(letters) if mine == letter and i not in order)
            order.append(index)
        return order


class EasyPlayer(WordPlayer):
    """Common words only, one move every 6 seconds."""

    pace_ms = 6000
    common_only = True


class NormalPlayer(WordPlayer):
    """Every word of the lexicon, one move every 3.5 seconds."""

    pace_ms = 3500
    common_only = False
