"""The voice keeps up with the game: each prompt starts within a second of the moment the page asks for it.

A whole Im Märchenwald game at the normal pace (no ?fast=1) with the voice
on: the fox is a child who taps as soon as a card can be tapped (the first
two times a wrong card, so the bear, a computer player, takes turns too).
tests/e2e/voice_log.py collects the clips the page starts and checks them.
The same game is played in English and in Indonesian, each set by the
tablet's language on a first visit: every clip, the buttons, the turn banner
and the ending are that language's (tests/e2e/page_language.py).
"""

import json

import pytest
from playwright.sync_api import expect

import pygame_rules
from tests.e2e.page_language import PageLanguage
from tests.e2e.voice_log import VoiceLog

GAME = pygame_rules.load("marchenwald")
SEED = 11
SAVE = "pygame-rules/save/marchenwald"
TURN_MS = 30_000  # at the normal pace a turn opens once the last move's words and the turn's prompt are said
OPEN_OR_OVER = "document.querySelector('.end-scene') || document.querySelector('.forest[data-busy=\"false\"]')"
PLAYING_OR_OVER = "document.querySelector('.end-scene') || document.querySelector('.forest[data-busy=\"true\"]')"


def fox_choice(state: dict, wrong_left: int) -> int:
    """The sought card where the fox knows it is, or (while `wrong_left`) another object."""
    hidden = [place for place, spot in enumerate(state["forest"]) if spot["status"] == "hidden"]
    card = lambda place: state["forest"][place]["card"]  # noqa: E731
    sought = [place for place in hidden if state["seeking"] in (card(place)["kind"], card(place).get("object"))]
    wrong = [place for place in hidden if card(place)["kind"] == "object" and card(place)["object"] != state["seeking"]]
    return wrong[0] if wrong_left and wrong else (sought or hidden)[0]


def in_the_device_s_language(lang: str, locale: str):
    """A first visit on a tablet whose language is `locale`: no stored settings, the voice on by default."""
    return pytest.param(lang, marks=pytest.mark.browser_context_args(locale=locale), id=lang)


@pytest.mark.parametrize("lang", [in_the_device_s_language("fr", "fr-FR"), in_the_device_s_language("en", "en-GB"),
                                  in_the_device_s_language("id", "id-ID")])
def test_every_prompt_of_a_whole_game_starts_within_a_second_and_never_after_a_newer_one(page, wait_ready, lang):
    voice = VoiceLog(page)
    language = PageLanguage(page, lang)
    page.goto(f"index.html?seed={SEED}#marchenwald")
    wait_ready()
    bear = page.locator('.seat[data-animal="bear"]')
    bear.tap()
    bear.tap()
    expect(bear).to_have_attribute("data-mode", "computer")
    language.expect_page()
    page.get_by_role("button", name=language.word("setup.start"), exact=True).tap()
    wrong_left = 2
    while True:
        page.wait_for_function(OPEN_OR_OVER, timeout=TURN_MS)
        if page.locator(".end-scene").count():
            break
        if wrong_left == 2:  # the fox's first turn
            language.expect_turn_banner("fox")
            language.expect_page()
        state = GAME.loads(json.loads(page.evaluate(f"localStorage.getItem('{SAVE}')"))["state"])
        place = fox_choice(state, wrong_left)
        wrong_left -= state["forest"][place]["card"].get("object") not in (None, state["seeking"])
        page.locator(f'.forest [data-place="{place}"]').tap()
        page.wait_for_function(PLAYING_OR_OVER, timeout=TURN_MS)
    ending = ("marchenwald.won", "marchenwald.lost", "marchenwald.again")
    voice.wait_for_last(ending, TURN_MS)  # the ending's words are said
    keys = voice.assert_in_step({"marchenwald.intro", "player.bear", "marchenwald.wrong", "marchenwald.found"},
                                last=ending)
    language.assert_said_in_language(keys)
    language.expect_ending()
