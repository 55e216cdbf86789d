"""The cherry tree's page (the template a new game starts from), played on the kit's real Table in CPython.

The board runs over the small stand-in DOM of fake_browser: a child (the
fox) against a computer (the bear) to the end of a game, each of the
child's picks a tap on a button the engine allows; what the page says is
in the speech catalogue; the buttons follow the engine's legal actions.
"""

import asyncio

import pygame_rules
from pygame_rules import Rng

from fake_app import new_table, tap, until
from games._template.board import TemplateBoard
from games._template.choices import BUTTON_COUNTS, pick_action
from games._template.words import basket_name, pick_name, tree_name, turn_prompt
from tools import speech
from ui.kit.i18n import LANGUAGES, words
from ui.kit.players import Seat
from ui.kit.turns import TableState

GAME = pygame_rules.load(pygame_rules.TEMPLATE)
PROMPTS = speech.load_prompts()


def fox_and_bear(seed: int = 3):
    return new_table(GAME, TemplateBoard, [Seat("fox", False), Seat("bear", True)], seed=seed)


def test_each_button_makes_the_legal_pick_of_its_count():
    state = GAME.new(players=2, seed=1)
    legal = GAME.legal_actions(state, 0)
    assert [pick_action(legal, count) for count in BUTTON_COUNTS] == legal
    assert pick_action([{"type": "pick", "count": 1}], 2) is None


def test_the_tree_buttons_and_baskets_are_named_in_both_languages():
    try:
        for lang in LANGUAGES:
            words.set_language(lang)
            names = [tree_name(3), pick_name(1), pick_name(2), basket_name("Renard", 2)]
            assert len(set(names)) == len(names) and all(names)
        words.set_language("en")
        assert pick_name(2) == "Pick two cherries"
    finally:
        words.set_language("fr")


def test_every_prompt_the_page_can_say_is_in_the_speech_catalogue():
    table = fox_and_bear()
    board = table.board
    view = GAME.view(GAME.new(players=2, seed=1), 0)
    keys = set(board.intro_prompt(view)) | set(turn_prompt(view, ["fox", "bear"], [False, True]))
    keys |= set(turn_prompt({**view, "tree": 1}, ["fox", "bear"], [False, True]))
    keys |= set(board.event_prompt({"kind": "picked", "player": 0, "count": 1, "left": 1}, None))
    ended = GAME.new(players=2, seed=1)
    while GAME.outcome(ended) is None:
        ended = GAME.apply(ended, GAME.to_move(ended)[0], {"type": "pick", "count": 1})
    keys |= set(board.ending(GAME.view(ended, 0))[1])
    assert {"_template.intro", "_template.turn", "_template.last", "_template.one_left", "_template.won_by"} <= keys
    assert keys <= set(PROMPTS)


def test_a_child_plays_against_a_computer_to_the_end_by_taps():
    async def scenario():
        table = fox_and_bear()
        board = table.board
        table.begin(fresh=True)
        picks = 0
        while GAME.outcome(table.state) is None:
            await until(lambda: GAME.outcome(table.state) is not None
                        or (table.phase is TableState.OPEN and table.may_act(0)))
            if GAME.outcome(table.state) is not None:
                break
            legal = GAME.legal_actions(table.state, 0)
            enabled = [count for count, pick in board.picks.items() if not pick.node.disabled]
            assert enabled == [action["count"] for action in legal]
            assert board.tree.node.dataset.count == str(GAME.view(table.state, 0)["tree"])
            action = GAME.bot("normal").choose(GAME, table.state, 0, Rng(picks))
            before = len(table.state["events"])
            tap(board.picks[action["count"]].node)
            await until(lambda: len(table.state["events"]) > before)
            picked = next(event for event in table.state["events"][before:] if event["kind"] == "picked")
            assert (picked["player"], picked["count"]) == (0, action["count"])
            picks += 1
        await until(lambda: table.phase is TableState.ENDED)
        outcome = GAME.outcome(table.state)
        assert outcome["winners"] == [0], "the fox plays the normal player's trick from 10 cherries"
        assert board.node.dataset.winner == "0" and picks >= 3
        baskets = [int(basket.node.dataset.count) for basket in board.baskets]
        assert baskets == outcome["scores"] and sum(baskets) == 10
        table.stop()

    asyncio.run(scenario())
