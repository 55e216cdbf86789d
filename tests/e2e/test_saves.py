"""Saves that cannot lock a game: every corrupt or hostile save the issue lists, in every game it applies to.

Each case writes a save into the tablet's storage, then opens the game as a
child would (from the home page, without restarting Python): the page must
show the notice that the old game could not go on, the setup screen of a
fresh game that plays (tapping "Jouer" deals a board with targets to tap),
and the bad save must be gone, so it can never lock the game again. Any
console or page error fails the test (conftest's page_errors), and so does
Pyodide's own fatal error, which a 50,000-deep nesting once caused.
"""

import json

import pytest
from playwright.sync_api import expect

import pygame_rules

TIMEOUT_MS = 20_000
DEEP = "[" * 50_000 + "]" * 50_000
#: What a fresh game shows once "Jouer" is tapped: somewhere a child may tap (elsewhere: the kit's table).
BOARD = {"marchenwald": ".forest [data-place]:enabled", "mechanlou": ".ml-hand .ml-card:enabled"}
TABLE = "[data-table]"


def real_state(game_id: str) -> dict:
    """A state of a two-player game a few moves in, as the page would have saved it."""
    game = pygame_rules.load(game_id)
    state = game.new(players=2, seed=3)
    for _ in range(3):
        player = game.to_move(state)[0]
        state = game.apply(state, player, game.legal_actions(state, player)[0])
    return state


def record(state_text: str) -> str:
    """A save as the page writes it (kit.saves), around a state's text."""
    setup = {"seats": [{"animal": "fox", "computer": False}, {"animal": "bear", "computer": False}], "seed": 3}
    return json.dumps({"version": 1, "setup": setup, "state": state_text})


def spoiled(game_id: str, change) -> str:
    state = real_state(game_id)
    change(state)
    return record(json.dumps(state))


def hand_of_strings(state: dict) -> None:
    state["hands"][0] = ["wolf", "story-3"]


def holds_cards_as_dicts(state: dict) -> bool:
    hands = state.get("hands")
    return isinstance(hands, list) and any(isinstance(card, dict) for hand in hands for card in hand)


def hostile_saves(game_id: str) -> dict:
    """name -> the text found in that game's save slot: the issue's shapes, each where the game's state has that part."""
    state = real_state(game_id)
    cases = {
        "non-JSON text": "{not json",
        "a save nested 50,000 deep": DEEP,
        "a state nested 50,000 deep": record(DEEP),
        "a state that is not JSON": record("{not json"),
        "the wrong shape: only game, format and players": spoiled(
            game_id, lambda state: [state.pop(key) for key in list(state) if key not in ("game", "format", "players")]),
    }
    if "current" in state:
        cases['current: "0"'] = spoiled(game_id, lambda state: state.update(current="0"))
        cases["current: 5"] = spoiled(game_id, lambda state: state.update(current=5))
    if "seeking" in state:
        cases["an unknown seeking"] = spoiled(game_id, lambda state: state.update(seeking="dragon"))
    if "winners" in state:
        cases["winners: 5"] = spoiled(game_id, lambda state: state.update(winners=5))
    if holds_cards_as_dicts(state):
        cases["a hand holding strings"] = spoiled(game_id, hand_of_strings)
    if "attack" in state:
        cases["attack: {defender: 7}"] = spoiled(game_id, lambda state: state.update(
            attack={"attacker": 0, "defender": 7, "number": 3}))
    return cases


def test_every_listed_shape_applies_to_a_registered_game():
    """No case of the issue is silently skipped: each is tried in at least one game, and the games' saves are real."""
    names = set().union(*(hostile_saves(game_id) for game_id in pygame_rules.list_games()))
    assert {"an unknown seeking", "winners: 5", "a hand holding strings", "attack: {defender: 7}"} <= names
    for game_id in pygame_rules.list_games():
        game = pygame_rules.load(game_id)
        assert game.loads(json.loads(record(json.dumps(real_state(game_id))))["state"]) == real_state(game_id)


@pytest.mark.parametrize("game_id", pygame_rules.list_games())
def test_a_hostile_save_shows_a_notice_and_a_fresh_game_and_is_put_aside(open_ready, page, game_id):
    key = f"pygame-rules/save/{game_id}"
    page = open_ready("index.html?fast=1")
    page.evaluate("localStorage.setItem('pygame-rules/settings', JSON.stringify({voice: false}))")
    for name, text in hostile_saves(game_id).items():
        page.evaluate("([key, text]) => localStorage.setItem(key, text)", [key, text])
        page.evaluate(f"location.hash = '{game_id}'")
        html = page.locator("html")
        expect(html, name).to_have_attribute("data-page", game_id, timeout=TIMEOUT_MS)
        expect(html, name).to_have_attribute("data-ready", "true", timeout=TIMEOUT_MS)
        notice = page.locator('.notice[data-prompt="notice.save_dropped"]')
        expect(notice, name).to_be_visible()
        # Closed at once: the notice goes by itself after 6 s, sooner than a busy machine starts a game.
        notice.get_by_role("button", name="Fermer").tap()
        expect(notice).to_have_count(0)
        assert page.evaluate("key => localStorage.getItem(key)", key) is None, f"{name}: the save was kept"
        page.get_by_role("button", name="Jouer", exact=True).tap()
        expect(page.locator(BOARD.get(game_id, TABLE)).first, name).to_be_visible(timeout=TIMEOUT_MS)
        page.evaluate("location.hash = ''")
        expect(html).to_have_attribute("data-page", "home", timeout=TIMEOUT_MS)
