"""Méli Cado's computer players under 2 PAR 2: a decision stays bounded however big the hand and long the row.

Each test quotes the rule or the design requirement it checks.
"""

from pygame_rules import Game, Rng
from pygame_rules.meli_cado import cards, judge
from pygame_rules.meli_cado.bots import FIRSTS_TRIED, PAIRS_TRIED, NormalPlayer
from pygame_rules.meli_cado.lexicon import Entry, Lexicon
from pygame_rules.meli_cado.row import cards_on, spelling, words_on
from pygame_rules.meli_cado.rules import MeliCado

WORDS = ["chanterai", "chanterais", "amis", "ami", "le", "la"]
GAME = Game(MeliCado({
    "fr": Lexicon.from_entries("fr", [Entry(word, word, "noun", False, False) for word in WORDS]),
    "en": Lexicon.from_entries("en", [Entry("cat", "cat", "noun", False, False)]),
}))


def two_by_two(row: str, hand: list):
    """A round under 2 PAR 2: `row` in blue cards, seat 0 holding `hand`; every other card in the pile."""
    state = GAME.new(players=2, seed=5)
    pool = state["deck"] + [card for held in state["hands"] for card in held] + cards_on(state["row"])

    def take(card):
        pool.remove(card)
        return card

    stacks = [{"cards": [take("b" + letter)], "down": []} for letter in row]
    mine = [take(card) for card in hand]
    other = [take(card) for card in list(pool[:3])]
    state["specials"].remove(cards.TWO_BY_TWO)
    state.update(row=stacks, deck=pool, hands=[mine, other], special=cards.TWO_BY_TWO, opening=False,
                 seen=words_on(stacks), votes=[], last_play=None, streak=None, held=[[], []], starter=0)
    GAME.check_state(state)
    return state


def pairs_judged(state, monkeypatch) -> tuple:
    """(the move, how many placements the judge was asked about) for one decision of seat 0."""
    asked = []
    plays = judge.Judge.plays

    def counted(self, row, placed, seen, swapped):
        asked.append(placed)
        return plays(self, row, placed, seen, swapped)

    monkeypatch.setattr(judge.Judge, "plays", counted)
    move = NormalPlayer().choose(GAME, state, 0, Rng(1))
    return move, asked


def test_under_2_par_2_a_decision_judges_a_bounded_number_of_pairs(monkeypatch):
    """"2 PAR 2 : il faut obligatoirement poser 2 cartes à la fois", and the budget "a computer player's decision
    under 100 ms in the browser, worst case included": with 16 cards on a 9-letter row (tens of thousands of
    pairs), a decision judges at most PAIRS_TRIED pairs, first placements drawn among every one listed."""
    hand = ["b" + letter for letter in "ESTLUODPMBVFGQJK"]
    state = two_by_two("CHANTERAI", hand)
    move, asked = pairs_judged(state, monkeypatch)
    assert all(len(placed) == 2 for placed in asked)
    assert 0 < len(asked) <= PAIRS_TRIED
    assert len({repr(placed[0]) for placed in asked}) <= FIRSTS_TRIED
    assert len({placed[0]["card"] for placed in asked}) > 1, "first placements drawn among the hand, not one card's"
    assert move is not None


def test_under_2_par_2_a_small_hand_is_searched_in_full(monkeypatch):
    """"Les 2 cartes doivent prendre place dans le nouveau mot": with few pairs, every one is tried, so the pair
    that makes AMIS out of AM is found."""
    state = two_by_two("AM", ["bI", "bS", "bT"])
    move, asked = pairs_judged(state, monkeypatch)
    assert move["type"] == "place" and len(move["plays"]) == 2
    after = GAME.apply(state, 0, move)
    assert spelling(after["row"]) == "AMIS"
