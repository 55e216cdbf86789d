"""Méli Cado on the built site for a child who is learning to read, against one computer player.

Each test opens a game the engine played up to a chosen moment (saved as
the page saves it), then acts as a child would, by taps, and hears the
prompts the page says ("voice" events from kit.audio, tests/e2e/voice_log.py):

- a card chosen on a word that the computer changes before the child taps
  a place is put back with a word, and the late tap is no fault;
- at the easy level the computer player leaves the child time to find a
  word after every change;
- a computer player that finds the row blocked says so, the blocking
  button glows, and the reminder comes back while nobody moves; after a
  new base, the child who starts hears again that it is their turn;
- on a tablet held upright (768x1024), a red card of the row is never
  offered as a place, and a tap on it is refused with a word, not a fault.
"""

import json
import re
import runpy
import time

import pygame_rules
import pytest
from playwright.sync_api import expect

from pygame_rules import Rng
from sitebuild.paths import ROOT
from tests.e2e.test_meli_cado import SAVE, SEATS, SETTINGS_KEY, TIMEOUT_MS, Child, KEEP_LAST_SAVE, saved_state
from tests.e2e.voice_log import VoiceLog
from tools.screens import save_record

GAME = pygame_rules.load("meli_cado")
#: The page's own timings (plain constants; the page's package is not importable here).
COMPUTER_PACE = runpy.run_path(str(ROOT / "site" / "games" / "meli_cado" / "timings.py"))["COMPUTER_PACE"]
#: opened(6): the row is ZIG, where the easy computer player finds no word it knows (found with the engine).
STUCK_SEED = 6
#: opened(2): the row is LI, both of its cards red (found with the engine).
RED_SEED = 2
#: opened(3): the computer player changes the word within a few seconds at the normal level.
RACE_SEED = 3
SHOTS = "test-results/meli_cado_child"


def opened(seed: int) -> dict:
    """A two-player game (the child is the fox, seat 0) whose starter, the child, has laid its first card."""
    state = GAME.new(players=2, seed=seed, language="fr", end="rounds_1")
    for step in range(10):
        action = GAME.bot("normal").choose(GAME, state, 0, Rng(step))
        if action["type"] != "special":
            state = GAME.apply(state, 0, action)
        if not state["opening"]:
            return state
    raise AssertionError("the starter never opened the sequence")


def settings(level: str) -> str:
    """An init script: French, the voice on, the computer players' level."""
    value = {"lang": "fr", "voice": True, "level": level, "options": {"meli_cado": {"end": "rounds_1"}}}
    return f"localStorage.setItem({json.dumps(SETTINGS_KEY)}, {json.dumps(json.dumps(value))});" + KEEP_LAST_SAVE


def open_game(page, seed: int, state: dict | None, level: str, fast: bool = False) -> tuple:
    """The page with this game in progress (or a new one when `state` is None): (the child, the voice heard)."""
    voice = VoiceLog(page)
    page.add_init_script(settings(level))
    query = f"?seed={seed}" + ("&fast=1" if fast else "")
    page.goto(f"index.html{query}#meli_cado")
    page.wait_for_selector("html[data-ready=true]", state="attached", timeout=60_000)
    if state is None:
        page.locator(".start-button").tap()
    else:
        page.evaluate(f"localStorage.setItem({json.dumps(SAVE)}, {json.dumps(save_record('meli_cado', SEATS, seed, state))})")
        page.reload()
        page.wait_for_selector("html[data-ready=true]", state="attached", timeout=60_000)
    child = Child(page)
    expect(child.table).to_have_attribute("data-busy", "false", timeout=TIMEOUT_MS)
    return child, voice


def _has(cls: str):
    """A class among an element's classes, for expect(...).to_have_class."""
    return re.compile(rf"(^|\s){cls}(\s|$)")


def childs_events(page, since: int, kinds: tuple) -> list:
    return [event for event in saved_state(page)["events"][since:] if event.get("player") == 0 and event["kind"] in kinds]


def test_a_card_chosen_on_a_word_the_computer_changes_is_put_back_with_a_word_and_a_late_tap_is_no_fault(page, site_url):
    child, voice = open_game(page, RACE_SEED, opened(RACE_SEED), "normal")
    page.wait_for_timeout(1000)
    hand = child.panel.locator(".mc-hand-card")
    word = child.table.get_attribute("data-word")
    child.tap(hand.first)
    lit = page.locator(".mc-stack.is-target, .mc-gap:not([hidden])")
    expect(lit.first).to_be_visible()
    place = lit.first
    selector = f'.{place.get_attribute("class").split()[0]}[data-index="{place.get_attribute("data-index")}"]'
    since = len(saved_state(page)["events"])
    expect(child.table).not_to_have_attribute("data-word", word, timeout=30_000)  # the computer was quicker
    voice.wait_for_last(("meli_cado.word_changed",), 10_000)
    expect(child.panel.locator('.mc-hand-card[data-selected="true"]')).to_have_count(0)
    expect(page.locator(".mc-stack.is-target, .mc-gap:not([hidden])")).to_have_count(0)
    page.locator(selector).dispatch_event("click")  # the finger lands where the place was lit, too late
    page.wait_for_timeout(2000)
    assert childs_events(page, since, ("placed", "fault", "clash")) == [], "judged on a word the child never saw"
    assert child.table.get_attribute("data-faults") == "0"
    assert "meli_cado.word_changed" in voice.keys()


def test_at_the_easy_level_the_computer_gives_the_child_time_to_find_a_word_after_each_change(page, site_url):
    state = opened(RACE_SEED)
    child, voice = open_game(page, RACE_SEED, state, "easy")
    opened_at = time.monotonic()
    since = len(state["events"])
    page.wait_for_function(
        f"JSON.parse(JSON.parse(localStorage.getItem({json.dumps(SAVE)})).state).events.length > {since}",
        timeout=int(COMPUTER_PACE["easy"] * 2000))
    waited = time.monotonic() - opened_at
    (first, *_) = [event for event in saved_state(page)["events"][since:]]
    assert first["player"] == 1
    # Its wait starts as the table is drawn, a moment before the page says it is open.
    assert waited >= COMPUTER_PACE["easy"] - 3, f"the computer moved {waited:.1f} s after the table opened"
    print(f"the easy computer's first move came {waited:.1f} s after the table opened ({first['kind']})")


def test_a_computer_that_finds_the_row_blocked_says_so_the_button_glows_and_the_reminder_comes_back(page, site_url):
    child, voice = open_game(page, STUCK_SEED, opened(STUCK_SEED), "easy", fast=True)
    block = child.button("block")
    page.wait_for_function(f"JSON.parse(JSON.parse(localStorage.getItem({json.dumps(SAVE)})).state).votes.includes(1)",
                           timeout=TIMEOUT_MS)
    expect(block).to_have_class(_has("is-glowing"), timeout=TIMEOUT_MS)
    page.wait_for_function("window.__voice.filter(clip => clip.key === 'meli_cado.stuck').length >= 2", timeout=60_000)
    page.set_viewport_size({"width": 1024, "height": 768})
    page.screenshot(path=f"{SHOTS}/stuck-1024x768.png")
    since = len(saved_state(page)["events"])
    child.tap(block)
    page.wait_for_function(
        f"JSON.parse(JSON.parse(localStorage.getItem({json.dumps(SAVE)})).state).events.slice({since})"
        ".some(e => e.kind === 'blocked')", timeout=TIMEOUT_MS)
    expect(block).not_to_have_class(_has("is-glowing"), timeout=TIMEOUT_MS)
    keys = voice.keys()
    assert keys.count("meli_cado.stuck") >= 2 and "meli_cado.vote" not in keys, keys  # the new base says it all


def test_after_a_new_base_the_child_who_starts_hears_again_that_it_is_their_turn_if_nobody_moves(page, site_url):
    child, voice = open_game(page, RACE_SEED, None, "easy", fast=True)
    voice.wait_for_last(("meli_cado.you_start",), TIMEOUT_MS)
    child.tap(child.button("new_base"))
    page.wait_for_function("window.__voice.some(clip => clip.key === 'meli_cado.new_base')", timeout=TIMEOUT_MS)
    heard = len(voice.keys())
    page.wait_for_function(f"window.__voice.slice({heard}).filter(clip => clip.key === 'meli_cado.you_start').length >= 2",
                           timeout=60_000)
    assert saved_state(page)["opening"], "nobody moved: the child still starts"


@pytest.mark.parametrize("size", [(768, 1024)])
def test_a_red_card_is_not_offered_and_a_tap_on_it_is_refused_with_a_word_not_a_fault(page, site_url, size):
    state = opened(RED_SEED)
    page.set_viewport_size({"width": size[0], "height": size[1]})
    child, voice = open_game(page, RED_SEED, state, "easy")
    reds = [index for index, stack in enumerate(state["row"]) if stack["cards"][-1][0] == "r"]
    card = next(card for card in state["hands"][0] if card[1] != "*")
    child.tap(child.card(card))
    expect(child.panel.locator('.mc-hand-card[data-selected="true"]')).to_have_count(1)
    expect(page.locator(".mc-gap:not([hidden])").first).to_be_visible()  # the places the card may go shine
    page.screenshot(path=f"{SHOTS}/red-{size[0]}x{size[1]}.png")
    for index in reds:
        stack = page.locator(f'.mc-stack[data-index="{index}"]')
        expect(stack).not_to_have_class(_has("is-target"))
    since = len(saved_state(page)["events"])
    hand = child.panel.locator(".mc-hand-card").count()
    page.locator(f'.mc-stack[data-index="{reds[0]}"]').tap(force=True)  # a finger does not ask whether it may
    voice.wait_for_last(("meli_cado.red_locked",), TIMEOUT_MS)
    page.wait_for_timeout(1000)
    assert childs_events(page, since, ("placed", "fault", "drew")) == []
    assert child.panel.locator(".mc-hand-card").count() == hand and child.table.get_attribute("data-faults") == "0"
