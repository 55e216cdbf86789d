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

A decision runs on the page's main thread, between the children's taps.
Measured with `python3 bench/bots.py --seeds 30` (Pyodide 314.0.7 in
headless Chromium 156 on this 2-core Xeon at 2.8 GHz, shared with other
work; 30 seeded French rounds of two players of the level, each `choose`
timed with perf_counter, then run twice more, the best of three being the
decision's own cost), 2026-11-30: at a load average of 5 (20:41 UTC),
easy 851 decisions, median 0.4 ms, 95th percentile 3.8 ms, own cost at
most 14 ms; normal 790, median 0.5 ms, 95th percentile 3.6 ms, own cost at
most 7 ms. At a load of 14 (21:14 UTC): medians 0.5 and 0.6 ms, 95th
percentiles 9.6 and 10.3 ms, the costliest decisions 40 to 63 ms (a hand
with a joker, pairs tried under 2 PAR 2), single runs up to 200 ms (once
all three runs of one decision) while other processes held the processor,
which delays a tap as much. Before, the first
decision that needed the lexicon loaded it: 48 to 200 ms in Pyodide at a
load of 3 to 5. The page now loads both languages' lexicons as its table
opens, a part at a time with 0.1 s between parts (7 to 28 ms each at a load
of 7, up to 285 ms at 14), so no decision pays for it.
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
#: Letters in the order a player would rather keep them: the most frequent first.
KEEP_ORDER = sorted(ALPHABET, key=lambda letter: -sum(FRENCH_LETTERS[letter]))


def rarity(card: str) -> int:
    """How hard a card is to place: rare letters high, jokers lowest (they fit anywhere)."""
    return -1 if is_joker(card) else KEEP_ORDER.index(card[1])


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
        plays = self._plays(game, state, player, judge, view, legal)
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

    def _plays(self, game, state: dict, player: int, judge: Judge, view: dict, legal: list) -> list:
        """The placements it knows to be right, trying each listed one as `_tries` says."""
        swapped = view["special"] == COLOUR_SWAP
        found = []
        for action in legal:
            if action["type"] != "place":
                continue
            for plays in self._tries(game, state, player, action["plays"], view):
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
