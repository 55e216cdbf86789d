"""The cherry tree (the template a new game starts from), rule by rule. Each test quotes the rule text it checks."""

import pytest

import pygame_rules
from pygame_rules import IllegalAction, Rng
from pygame_rules._template.rules import MOST_PICKED, TREE_SIZES

GAME = pygame_rules.load(pygame_rules.TEMPLATE)


def pick(state, count):
    return GAME.apply(state, GAME.to_move(state)[0], {"type": "pick", "count": count})


def test_one_tree_of_10_or_15_cherries_and_empty_baskets():
    """"One cherry tree for everyone: 10 cherries on the small tree, 15 on the big one (option `tree`,
    the teacher's choice). Each player has an empty basket.\""""
    assert TREE_SIZES == {"small": 10, "big": 15}
    small = GAME.view(GAME.new(players=3, seed=1), None)
    assert (small["tree"], small["baskets"]) == (10, [0, 0, 0])
    assert GAME.view(GAME.new(players=2, seed=1, tree="big"), None)["tree"] == 15
    assert GAME.info["options"] == [{"name": "tree", "choices": ["small", "big"], "default": "small"}]


def test_the_youngest_starts_then_play_goes_round_the_table():
    """"The youngest player starts, then play goes round the table.\""""
    state = GAME.new(players=3, seed=1)
    order = []
    for _ in range(4):
        order.append(GAME.to_move(state)[0])
        state = pick(state, 1)
    assert order == [0, 1, 2, 0]


def test_a_turn_picks_1_or_2_cherries_into_the_basket():
    """"On their turn a player picks 1 or 2 cherries from the tree and puts them in their basket.\""""
    state = GAME.new(players=2, seed=1)
    assert GAME.legal_actions(state, 0) == [{"type": "pick", "count": 1}, {"type": "pick", "count": 2}]
    assert MOST_PICKED == 2
    state = pick(state, 2)
    view = GAME.view(state, None)
    assert (view["tree"], view["baskets"]) == (8, [2, 0])
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(state, 1, {"type": "pick", "count": 3})
    assert refused.value.code == "not_legal"


def test_only_1_when_one_cherry_is_left():
    """"(only 1 when one cherry is left)\""""
    state = GAME.new(players=2, seed=1)
    for count in (2, 2, 2, 2, 1):
        state = pick(state, count)
    assert GAME.view(state, None)["tree"] == 1
    assert GAME.legal_actions(state, GAME.to_move(state)[0]) == [{"type": "pick", "count": 1}]


def test_whoever_picks_the_last_cherry_wins_however_many_they_hold():
    """"Whoever picks the last cherry wins, however many cherries their basket holds.\""""
    state = GAME.new(players=2, seed=1)
    for count in (2, 1, 2, 1, 2, 2):  # the first player picks 6, the second 4 with the last one
        state = pick(state, count)
    assert GAME.outcome(state) == {"winners": [1], "scores": [6, 4], "reason": "last_cherry"}
    assert GAME.to_move(state) == []


def test_nothing_is_hidden_and_the_seed_changes_nothing():
    """"Nothing is hidden and nothing is left to chance: every seat sees the whole table, and the seed changes nothing.\""""
    first, other = GAME.new(players=3, seed=1), GAME.new(players=3, seed=99)
    assert GAME.view(first, 0) == GAME.view(first, 1) == GAME.view(first, None)
    assert GAME.view(pick(first, 2), None) == GAME.view(pick(other, 2), None)


def test_the_normal_computer_player_leaves_a_multiple_of_3():
    bot = GAME.bot("normal")
    state = GAME.new(players=2, seed=1)  # 10 on the tree: it picks 1 and leaves 9
    assert bot.choose(GAME, state, 0, Rng(1)) == {"type": "pick", "count": 1}
    assert bot.choose(GAME, pick(state, 1), 1, Rng(1)) in GAME.legal_actions(pick(state, 1), 1)  # 9: no good pick
