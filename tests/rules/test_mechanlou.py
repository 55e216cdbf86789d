"""Méchanlou, rule by rule. Each test quotes the rule text it checks."""

import random

import pytest

import pygame_rules
from pygame_rules import IllegalAction, Rng
from pygame_rules.mechanlou.rules import (
    CIRCLE_SIZE,
    COPIES_PER_NUMBER,
    FOREST_HUNTERS,
    FOREST_WOLVES,
    HAND_SIZE,
    STORY_NUMBERS,
    WOLF_CARDS,
    draw_pile_cards,
    story,
)

GAME = pygame_rules.load("mechanlou")
WOLF = {"kind": "wolf"}


def table(players=2, hands=None, rows=None, circle=None, deck_top=(), hands_option="hidden", current=0):
    """A new game with the given hands and rows; the cards they need come out of the draw pile."""
    state = GAME.new(players=players, seed=11, hands=hands_option)
    deck = state["deck"] + [card for hand in state["hands"] for card in hand]
    state["hands"] = [[] for _ in range(players)]

    def take(card):
        deck.remove(card)
        return dict(card)

    for seat, cards in (hands or {}).items():
        state["hands"][seat] = [take(card) for card in cards]
    for seat, numbers in (rows or {}).items():
        state["rows"][seat] = [take(story(n))["number"] for n in numbers]
    top = [take(card) for card in deck_top]
    state["deck"] = top + deck
    for seat in range(players):
        while len(state["hands"][seat]) < HAND_SIZE:
            state["hands"][seat].append(state["deck"].pop())
    if circle is not None:
        forest = state["circle"] + state["forest_pile"]
        for name in circle:
            forest.remove(name)
        state["circle"], state["forest_pile"] = list(circle), forest
    state["current"] = current
    return state


def play(state, action, player=None):
    player = GAME.to_move(state)[0] if player is None else player
    return GAME.apply(state, player, action)


def kinds(state, since=0):
    return [event["kind"] for event in state["events"][since:]]


# -- the cards and the deal ----------------------------------------------------


def test_the_draw_pile_is_the_24_story_cards_and_10_wolves():
    """'Shuffle the 34 "story" and "wolf" cards': 24 story cards, four of each number, and 10 wolves."""
    cards = draw_pile_cards()
    assert len(cards) == 34
    assert sum(card == WOLF for card in cards) == WOLF_CARDS == 10
    for number in STORY_NUMBERS:
        assert cards.count(story(number)) == COPIES_PER_NUMBER == 4
    assert STORY_NUMBERS == (1, 2, 3, 4, 5, 6)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_three_cards_are_dealt_to_each_player_and_the_rest_is_the_draw_pile(players):
    """'deal 3 to each player; the remaining cards form the draw pile.'"""
    state = GAME.new(players=players, seed=3)
    assert [len(hand) for hand in state["hands"]] == [HAND_SIZE] * players
    assert len(state["deck"]) == 34 - 3 * players
    assert state["rows"] == [[]] * players


def test_eight_forest_cards_lie_in_a_circle_and_eight_in_a_pile():
    """'Place any 8 "forest" cards face down in a circle ... the remaining 8 ... in a pile in the middle.'"""
    state = GAME.new(players=2, seed=4)
    assert len(state["circle"]) == CIRCLE_SIZE == 8
    assert len(state["forest_pile"]) == 8
    forest = state["circle"] + state["forest_pile"]
    assert forest.count("hunter") == FOREST_HUNTERS == 8
    assert forest.count("wolf") == FOREST_WOLVES == 8


def test_the_deal_depends_on_the_seed_alone():
    assert GAME.new(players=3, seed=9) == GAME.new(players=3, seed=9)
    assert GAME.new(players=3, seed=9)["deck"] != GAME.new(players=3, seed=10)["deck"]


def test_the_first_player_starts():
    """'The youngest player starts': the site seats the youngest first."""
    state = GAME.new(players=3, seed=1)
    assert GAME.to_move(state) == [0]


def test_only_the_two_hand_settings_are_known():
    assert GAME.new(players=2, seed=1)["options"]["hands"] == "hidden"
    assert GAME.new(players=2, seed=1, hands="open")["options"]["hands"] == "open"
    with pytest.raises(ValueError):
        GAME.new(players=2, seed=1, hands="glass")


# -- laying a story card ---------------------------------------------------------


def test_a_story_card_is_laid_in_ones_own_row_in_no_particular_order():
    """'Place any numbered "story" card face up in front of them in no particular order.'"""
    state = table(hands={0: [story(4), story(2), WOLF]})
    assert {"type": "lay", "number": 4} in GAME.legal_actions(state, 0)
    state = play(state, {"type": "lay", "number": 4})
    assert state["rows"][0] == [4]
    state = play(state, GAME.legal_actions(state, 1)[-1])
    state = play(state, {"type": "lay", "number": 2})
    assert state["rows"][0] == [2, 4]


def test_each_number_lies_once_in_a_row():
    """Decision: a row holds each number once, so a second 3 cannot be laid."""
    state = table(hands={0: [story(3), story(1), story(1)]}, rows={0: [3]})
    lays = [a for a in GAME.legal_actions(state, 0) if a["type"] == "lay"]
    assert lays == [{"type": "lay", "number": 1}]
    with pytest.raises(IllegalAction) as raised:
        play(state, {"type": "lay", "number": 3})
    assert raised.value.code == "not_legal"


def test_card_six_is_laid_last():
    """'(except for card number 6, which must be played last).'"""
    state = table(hands={0: [story(6), WOLF, WOLF]}, rows={0: [1, 2, 3, 4]})
    assert {"type": "lay", "number": 6} not in GAME.legal_actions(state, 0)
    state = table(hands={0: [story(6), WOLF, WOLF]}, rows={0: [1, 2, 3, 4, 5]})
    assert {"type": "lay", "number": 6} in GAME.legal_actions(state, 0)


def test_the_first_player_with_all_six_story_cards_wins():
    """'The winner is the first player to have all 6 "story" cards.'"""
    state = table(hands={0: [story(6), WOLF, WOLF]}, rows={0: [1, 2, 3, 4, 5]})
    state = play(state, {"type": "lay", "number": 6})
    assert state["rows"][0] == [1, 2, 3, 4, 5, 6]
    assert GAME.outcome(state) == {"winners": [0], "reason": "story", "scores": [6, 0]}
    assert GAME.to_move(state) == []
    assert kinds(state)[-1] == "over"


# -- returning a card -------------------------------------------------------------


def test_any_card_may_go_back_under_the_draw_pile():
    """'Return one of their 3 cards to the bottom of the draw pile.'"""
    state = table(hands={0: [story(2), WOLF, story(2)]})
    returns = [a for a in GAME.legal_actions(state, 0) if a["type"] == "return"]
    assert returns == [{"type": "return", "card": story(2)}, {"type": "return", "card": WOLF}]
    deck_before = list(state["deck"])
    state = play(state, {"type": "return", "card": WOLF})
    # The wolf went under the pile, and the player drew the top card back.
    assert state["deck"][-1] == WOLF
    assert state["deck"][:-1] == deck_before[1:]
    assert state["hands"][0] == [story(2), story(2), deck_before[0]]


def test_the_returned_card_is_seen_by_its_owner_only_when_hands_are_hidden():
    state = table(hands={0: [story(2), WOLF, story(5)]})
    state = play(state, {"type": "return", "card": story(5)})
    returned = [e for e in GAME.view(state, 0)["events"] if e["kind"] == "returned"]
    assert returned[-1]["card"] == story(5)
    for player in (1, None):
        returned = [e for e in GAME.view(state, player)["events"] if e["kind"] == "returned"]
        assert returned[-1] == {"seq": returned[-1]["seq"], "kind": "returned", "player": 0}


# -- drawing back to three, taking turns ---------------------------------------------------


def test_players_draw_back_to_three_after_their_turn_and_the_next_player_goes():
    """'Players must take a card from the draw pile each time they have finished their turn so that they
    always have 3 cards in their hand. Play then continues with the next player.'"""
    state = table(players=3, hands={0: [story(1), WOLF, WOLF]})
    top = state["deck"][0]
    state = play(state, {"type": "lay", "number": 1})
    assert state["hands"][0] == [WOLF, WOLF, top]
    assert GAME.to_move(state) == [1]
    drew = [e for e in GAME.view(state, 0)["events"] if e["kind"] == "drew"][-1]
    assert drew["cards"] == [top] and drew["count"] == 1
    drew = [e for e in GAME.view(state, 2)["events"] if e["kind"] == "drew"][-1]
    assert "cards" not in drew and drew["count"] == 1
    state = play(state, GAME.legal_actions(state, 1)[-1])
    state = play(state, GAME.legal_actions(state, 2)[-1])
    assert GAME.to_move(state) == [0]


def test_hands_are_hidden_from_the_other_seats_or_open_to_all():
    state = GAME.new(players=3, seed=2)
    view = GAME.view(state, 1)
    assert view["hands"][1] == state["hands"][1]
    assert view["hands"][0] is None and view["hands"][2] is None
    assert view["hand_sizes"] == [3, 3, 3]
    assert GAME.view(state, None)["hands"] == [None, None, None]
    state = GAME.new(players=3, seed=2, hands="open")
    assert GAME.view(state, 1)["hands"] == state["hands"]
    assert GAME.view(state, None)["hands"] == state["hands"]


# -- the wolf attack -------------------------------------------------------------


def attacked(forest):
    """Player 0 (row 1) plays a wolf on player 1's 3; the forest card at spot 5 is `forest`."""
    circle = ["hunter", "wolf", "hunter", "wolf", "hunter", forest, "wolf", "hunter"]
    state = table(hands={0: [WOLF, story(2), story(2)]}, rows={0: [1], 1: [3, 4]}, circle=circle)
    return play(state, {"type": "attack", "defender": 1, "number": 3})


def test_a_wolf_attacks_a_story_card_of_another_player_that_the_attacker_lacks():
    """'Try to "win" a "story" card played by one of the other players by placing a wolf card on top of it.'
    Decision: only a number the attacker's row lacks."""
    state = table(hands={0: [WOLF, story(2), story(2)]}, rows={0: [1, 4], 1: [1, 3, 4]})
    attacks = [a for a in GAME.legal_actions(state, 0) if a["type"] == "attack"]
    assert attacks == [{"type": "attack", "defender": 1, "number": 3}]
    state = table(hands={0: [story(2), story(2), story(5)]}, rows={1: [3]})
    assert not [a for a in GAME.legal_actions(state, 0) if a["type"] == "attack"], "no wolf, no attack"


def test_the_defender_chooses_the_forest_card():
    """'The other player tries to "protect" the card by turning over one of the "forest" cards.'
    The defender acts, and the choice of card is theirs: any of the eight."""
    state = attacked("hunter")
    assert GAME.to_move(state) == [1]
    assert GAME.legal_actions(state, 1) == [{"type": "search", "spot": spot} for spot in range(8)]
    assert GAME.legal_actions(state, 0) == []
    view = GAME.view(state, 1)
    assert view["phase"] == "defend"
    assert view["attack"] == {"attacker": 0, "defender": 1, "number": 3}
    with pytest.raises(IllegalAction) as raised:
        play(state, {"type": "search", "spot": 2}, player=0)
    assert raised.value.code == "not_your_turn"


def test_a_hunter_saves_the_card():
    """'If the card shows a hunter in the forest, the player shouts "Bang!" ... The player keeps the "story"
    card and the "wolf" card is returned to the bottom of the draw pile.'"""
    state = attacked("hunter")
    since = len(state["events"])
    state = play(state, {"type": "search", "spot": 5})
    assert state["rows"] == [[1], [3, 4]]
    assert state["deck"][-1] == WOLF
    assert kinds(state, since)[:4] == ["searched", "saved", "under_pile", "forest_refilled"]
    searched = next(e for e in state["events"] if e["kind"] == "searched")
    assert searched == {"seq": searched["seq"], "kind": "searched", "player": 1, "spot": 5, "forest": "hunter"}
    assert GAME.to_move(state) == [1], "the attacker's turn is over: the next player goes"


def test_a_wolf_in_the_forest_takes_the_card_to_the_attackers_row():
    """'If the card shows a wolf in the forest, the player loses the "story" card to his opponent, who uses it
    to start or add to his own row ... The "wolf" card is returned to the bottom of the draw pile.'"""
    state = attacked("wolf")
    state = play(state, {"type": "search", "spot": 5})
    assert state["rows"] == [[1, 3], [4]]
    assert state["deck"][-1] == WOLF
    taken = next(e for e in state["events"] if e["kind"] == "taken")
    assert (taken["attacker"], taken["defender"], taken["number"]) == (0, 1, 3)


def test_the_turned_forest_card_leaves_the_circle_and_the_pile_replaces_it():
    """'Each time a forest card is turned over, it must be removed from the circle and replaced by the next
    forest card from the pile.'"""
    state = attacked("hunter")
    next_forest = state["forest_pile"][0]
    pile = len(state["forest_pile"])
    state = play(state, {"type": "search", "spot": 5})
    assert state["forest_used"] == ["hunter"]
    assert state["circle"][5] == next_forest
    assert len(state["forest_pile"]) == pile - 1
    assert GAME.view(state, None)["forest_used"] == {"hunter": 1, "wolf": 0}


def test_an_empty_forest_pile_is_made_again_from_the_used_cards():
    """Decision: when the pile is empty, the turned forest cards are shuffled into a new pile."""
    state = attacked("wolf")
    state["forest_used"] = state["forest_pile"][1:]
    state["forest_pile"] = state["forest_pile"][:0]
    used = len(state["forest_used"])
    state = play(state, {"type": "search", "spot": 5})
    reshuffled = next(e for e in state["events"] if e["kind"] == "forest_reshuffled")
    assert reshuffled["count"] == used + 1
    assert len(state["forest_pile"]) == used and state["forest_used"] == []


def test_the_forest_cards_stay_face_down_in_every_view():
    """Nobody sees a forest card before it is turned: another circle and pile give the same views."""
    state = attacked("wolf")
    other = GAME.loads(GAME.dumps(state))
    other["circle"], other["forest_pile"] = list(reversed(state["forest_pile"])), list(reversed(state["circle"]))
    assert other["circle"] != state["circle"]
    for player in (None, 0, 1):
        assert GAME.view(other, player) == GAME.view(state, player)


def test_the_attacker_draws_back_after_the_defence():
    state = attacked("hunter")
    assert len(state["hands"][0]) == 2
    state = play(state, {"type": "search", "spot": 0})
    assert len(state["hands"][0]) == 3


# -- the last card (NB3) ------------------------------------------------------------------


def test_with_one_to_five_laid_a_wolf_takes_a_blind_card_from_a_hand():
    """'A player who has lined up the first 5 "story" cards can use a "wolf" card to try to win the final story
    card (no. 6) by taking a card from another player.'"""
    state = table(players=3, hands={0: [WOLF, story(1), story(2)]}, rows={0: [1, 2, 3, 4, 5]})
    steals = [a for a in GAME.legal_actions(state, 0) if a["type"] == "steal"]
    assert steals == [{"type": "steal", "opponent": 1}, {"type": "steal", "opponent": 2}]
    state = table(players=3, hands={0: [WOLF, story(1), story(2)]}, rows={0: [1, 2, 3, 4]})
    assert not [a for a in GAME.legal_actions(state, 0) if a["type"] == "steal"]


def test_a_stolen_six_completes_the_row():
    state = table(hands={0: [WOLF, story(1), story(2)], 1: [story(6), story(6), story(6)]}, rows={0: [1, 2, 3, 4, 5]})
    state = play(state, {"type": "steal", "opponent": 1})
    assert state["rows"][0] == [1, 2, 3, 4, 5, 6]
    assert GAME.outcome(state)["winners"] == [0]
    assert len(state["hands"][1]) == 2


def test_another_stolen_card_goes_under_the_pile_with_the_wolf_and_both_draw_back():
    """'If the card taken is not story card number 6, it goes to the bottom of the draw pile together with the
    wolf card, and the player and the opponent take a card from the draw pile.'"""
    state = table(hands={0: [WOLF, story(1), story(2)], 1: [story(4), story(4), story(4)]}, rows={0: [1, 2, 3, 4, 5]})
    top_two = state["deck"][:2]
    state = play(state, {"type": "steal", "opponent": 1})
    assert state["deck"][-2:] == [WOLF, story(4)]
    assert state["hands"][1] == [story(4), story(4), top_two[0]]
    assert state["hands"][0] == [story(1), story(2), top_two[1]]
    stole = next(e for e in GAME.view(state, 1)["events"] if e["kind"] == "stole")
    assert stole["card"] == story(4) and stole["opponent"] == 1
    assert GAME.to_move(state) == [1]


def test_the_blind_card_is_any_card_of_the_hand():
    """The blind pick depends on the seed: over many seeds every slot of the hand is taken sometimes."""
    taken = set()
    for seed in range(40):
        state = table(hands={0: [WOLF, story(1), story(2)], 1: [story(3), story(4), story(5)]},
                      rows={0: [1, 2, 3, 4, 5]})
        state["rng"] = seed
        state = play(state, {"type": "steal", "opponent": 1})
        taken.add(next(e for e in state["events"] if e["kind"] == "stole")["card"]["number"])
    assert taken == {3, 4, 5}


# -- computer players ---------------------------------------------------------------------


def test_the_normal_computer_player_lays_the_six_and_goes_for_it_with_a_wolf():
    bot = GAME.bot("normal")
    state = table(hands={0: [story(6), WOLF, story(2)]}, rows={0: [1, 2, 3, 4, 5]})
    assert bot.choose(GAME, state, 0, Rng(1)) == {"type": "lay", "number": 6}
    state = table(hands={0: [WOLF, story(2), story(3)]}, rows={0: [1, 2, 3, 4, 5]})
    assert bot.choose(GAME, state, 0, Rng(1)) == {"type": "steal", "opponent": 1}


def test_the_normal_computer_player_keeps_its_last_wolf_for_the_six_and_gives_back_a_double():
    bot = GAME.bot("normal")
    state = table(hands={0: [WOLF, story(2), story(6)]}, rows={0: [1, 2, 3, 4], 1: [5]})
    assert bot.choose(GAME, state, 0, Rng(1)) == {"type": "return", "card": story(2)}


def test_the_normal_computer_player_attacks_the_leader():
    bot = GAME.bot("normal")
    state = table(players=3, hands={0: [WOLF, story(1), story(1)]}, rows={0: [1], 1: [2], 2: [3, 4, 5]})
    assert bot.choose(GAME, state, 0, Rng(1))["defender"] == 2


def test_the_draw_pile_never_runs_dry():
    """Decision written in the module: before anyone wins, at least 2 cards stay in the draw pile."""
    for seed in range(150):
        rng = random.Random(seed)
        state = GAME.new(players=rng.choice([2, 3, 4]), seed=seed)
        while GAME.outcome(state) is None:
            player = GAME.to_move(state)[0]
            state = GAME.apply(state, player, rng.choice(GAME.legal_actions(state, player)))
            if GAME.outcome(state) is None:
                assert len(state["deck"]) >= 2
                assert all(len(hand) == HAND_SIZE for seat, hand in enumerate(state["hands"])
                           if not (state["attack"] and seat == state["attack"]["attacker"]))


def test_with_open_hands_only_the_piles_and_the_forest_are_hidden():
    """The conformance suite plays hidden hands; here open hands: rearranging what no seat sees keeps every view."""
    rng = random.Random(5)
    state = GAME.new(players=3, seed=5, hands="open")
    for _ in range(30):
        player = GAME.to_move(state)[0]
        state = GAME.apply(state, player, rng.choice(GAME.legal_actions(state, player)))
        for seat in (None, 0, 1, 2):
            shuffled = GAME.loads(GAME.dumps(state))
            GAME.rules.shuffle_hidden(shuffled, seat, Rng(rng.getrandbits(64)))
            assert shuffled["hands"] == state["hands"]
            assert GAME.view(shuffled, seat) == GAME.view(state, seat)
