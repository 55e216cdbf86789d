"""Méli Cado's 2 PAR 2 on the built site: the child turns it over, then lays a pair by taps, its second card last.

The seed is one whose first special card is 2 PAR 2 with the child starting
(found with the engine, as is a pair of letter cards that makes a word). In
the opening only the starter may lay a card, so the computer cannot change
the row between the engine's decision and the taps. The test hears the
prompts the page says ("voice" events from kit.audio): the special card's,
and after the first card of the pair, the one asking for the second.
"""

import json

from playwright.sync_api import expect

import pygame_rules
from pygame_rules.meli_cado.cards import TWO_BY_TWO, is_joker
from pygame_rules.meli_cado.judge import Judge
from pygame_rules.meli_cado.row import copy_row, place, spelling
from tests.e2e.test_meli_cado import SAVE, TIMEOUT_MS, Child, saved_state, settings

GAME = pygame_rules.load("meli_cado")
LISTEN = "window.heard = []; addEventListener('voice', (event) => window.heard.push(event.detail.key));"


def a_pair(state: dict) -> list | None:
    """Two letter cards (no joker) the starter may lay under 2 PAR 2 that make a word, as the engine judges."""
    judge = Judge(GAME.rules.lexicon, "fr", TWO_BY_TWO)
    for action in GAME.legal_actions(state, 0):
        if action["type"] != "place" or is_joker(action["plays"][0]["card"]):
            continue
        first = action["plays"][0]
        for second in GAME.rules.second_plays(state, 0, first):
            verdict = judge.plays(state["row"], [first, second], state["seen"], False)
            if not is_joker(second["card"]) and verdict.fault is None:
                return [first, second]
    return None


def two_by_two_opening() -> tuple:
    """(seed, the state once the child turned 2 PAR 2 over, a pair to lay) for the first seed that has them."""
    for seed in range(1, 1000):
        state = GAME.new(players=2, seed=seed, language="fr", end="rounds_1")
        if state["specials"][0] == TWO_BY_TWO and state["starter"] == 0:
            turned = GAME.apply(state, 0, {"type": "special", "at_ms": state["clock"]})
            pair = a_pair(turned)
            if pair:
                return seed, turned, pair
    raise AssertionError("no seed opens with 2 PAR 2 and a pair to lay")


def row_letters(page) -> str:
    return "".join(page.locator(".mc-stack .mc-letter").all_inner_texts())


def test_two_by_two_the_second_card_of_the_pair_is_laid_by_taps_and_said(page):
    seed, turned, (first, second) = two_by_two_opening()
    page.add_init_script(settings(voice=True))
    page.add_init_script(LISTEN)
    page.goto(f"index.html?seed={seed}#meli_cado")  # the pace of play: the computer waits 6 s
    page.wait_for_selector("html[data-ready=true]", state="attached", timeout=60_000)
    page.locator(".start-button").tap()
    child = Child(page)
    expect(child.table).to_have_attribute("data-busy", "false", timeout=TIMEOUT_MS)
    dealt = saved_state(page)
    assert dealt["hands"] == GAME.new(players=2, seed=seed, language="fr", end="rounds_1")["hands"]

    child.tap(child.button("special"))
    page.wait_for_function("window.heard.includes('meli_cado.special.two_by_two')", timeout=TIMEOUT_MS)
    expect(child.table).to_have_attribute("data-busy", "false", timeout=TIMEOUT_MS)
    assert saved_state(page)["special"] == TWO_BY_TWO

    # The first card of the pair: not a move yet; the page asks for the second.
    child.place([first])
    page.wait_for_function("window.heard.includes('meli_cado.pick_second')", timeout=TIMEOUT_MS)
    assert saved_state(page)["row"] == turned["row"], "one card is not a move under 2 PAR 2"
    # The second card chosen: the row shows the first laid, and where the second may go.
    child.tap(child.card(second["card"]))
    with_first = copy_row(turned["row"])
    place(with_first, first, False)
    expect(page.locator(".mc-row")).to_have_attribute("data-word", spelling(turned["row"]))
    assert row_letters(page) == spelling(with_first)
    target = {"cover": ".mc-stack", "insert": ".mc-gap", "down": ".mc-down"}[second["how"]]
    child.tap(page.locator(f'{target}[data-index="{second["index"]}"]'))

    page.wait_for_function(
        f"JSON.parse(JSON.parse(localStorage.getItem({json.dumps(SAVE)})).state).events"
        f".some(e => e.player === 0 && ['placed', 'fault'].includes(e.kind))", timeout=TIMEOUT_MS)
    expected = GAME.apply(turned, 0, {"type": "place", "plays": [first, second], "at_ms": turned["clock"]})
    events = saved_state(page)["events"]
    (placed,) = [event for event in events if event.get("player") == 0 and event["kind"] == "placed"]
    assert placed["word"] == spelling(expected["row"])
    expect(child.table).to_have_attribute("data-word", placed["word"], timeout=TIMEOUT_MS)
    assert row_letters(page) == placed["word"]
    hand = child.panel.locator(".mc-hand-card")
    expect(hand).to_have_count(len(expected["hands"][0]), timeout=TIMEOUT_MS)  # the pair has left the hand
    assert sorted(hand.evaluate_all("nodes => nodes.map(n => n.dataset.card)")) == sorted(expected["hands"][0])
    print(f"seed {seed}: {spelling(turned['row'])} + {first['card']} then {second['card']} = {placed['word']}")
