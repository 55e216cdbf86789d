"""Méchanlou played to the end by taps on the built site: two children, hidden hands.

The page is opened with `?seed=N`, so the engine here deals the same cards
as the page. The test decides each child's move with the normal computer
player's judgement (from the engine's copy), makes it by taps as a child
would (a story card flies to the row, a wolf then the card it attacks, a
card then the draw pile, a wolf then a hand to take a card from, a bush
after the song), and after each move checks that the page shows what the
engine says. `?fast=1` shortens the song and the animations.

One game is played at the normal pace with the voice on, the fox a child
who taps as soon as a card or a bush can be tapped, the bear a computer
player: every prompt must start within a second of the moment the page asks
for it, never after a newer one (tests/e2e/voice_log.py). It is played in
French and in German (set by the teacher: stored settings), each with every
clip, button, banner and ending word in its language (tests/e2e/page_language.py).
"""

import json
import re

import pytest
from playwright.sync_api import expect

import pygame_rules
from pygame_rules import Rng
from tests.e2e.page_language import PageLanguage
from tests.e2e.voice_log import LISTEN_SOUNDS, VOICE_ON, VoiceLog, voice_on
from tools.screens import mechanlou_fox_facing, seat_to

GAME = pygame_rules.load("mechanlou")
TIMEOUT_MS = 20_000
SAVE = "pygame-rules/save/mechanlou"
#: A seed whose game, played this way, has a lay, a return, two wolf attacks and a stolen 6 (found by search).
SEED = 33


def card_name(card: dict) -> str:
    return "wolf" if card["kind"] == "wolf" else f"story-{card['number']}"


def tap_move(page, action: dict) -> None:
    """Make the move at the bottom of the screen by taps, as a child would."""
    kind = action["type"]
    hand = page.locator(".ml-hand")
    if kind == "search":
        bush = page.locator(f'.ml-bush[data-spot="{action["spot"]}"]')
        expect(bush).to_be_enabled(timeout=TIMEOUT_MS)
        bush.tap()
        return
    card = {"lay": {"kind": "story", "number": action.get("number")}, "return": action.get("card")}.get(
        kind, {"kind": "wolf"})
    hand.locator(f'.ml-card[data-card="{card_name(card)}"]').first.tap()
    if kind != "lay":
        expect(hand.locator('.ml-card[data-selected="true"]')).to_have_count(1)
        target = {
            "return": ".ml-pile",
            "attack": f'.ml-row[data-player="{action.get("defender")}"] .ml-slot[data-number="{action.get("number")}"]',
            "steal": f'.ml-steal[data-player="{action.get("opponent")}"]',
        }[kind]
        expect(page.locator(target)).to_be_enabled(timeout=TIMEOUT_MS)
        page.locator(target).tap()


class SeededGame:
    """The engine's copy of the page's game, the moves the children make, and the taps that make them."""

    def __init__(self, page, seed: int):
        self.page = page
        self.seed = seed
        self.state = GAME.new(players=2, seed=seed, hands="hidden")
        self.moves = 0
        self.searches = []  # what each defence turned over
        self.handovers = 0
        self.child = None  # who holds the tablet

    @property
    def table(self):
        return self.page.locator(".ml-table")

    def next_action(self) -> dict:
        player = GAME.to_move(self.state)[0]
        action = GAME.bot("normal").choose(GAME, self.state, player, Rng(self.seed * 1000 + self.moves))
        if action["type"] == "search":  # the first defence finds a hunter, the next ones a wolf
            wanted = "hunter" if not self.searches else "wolf"
            action = {"type": "search", "spot": self.state["circle"].index(wanted)}
        return action

    def take_the_tablet(self, player: int) -> None:
        """When another child must play, the pass screen shows their animal; they tap it."""
        if self.child is not None and self.child != player:
            cover = self.page.locator(".pass-cover")
            expect(cover).to_be_visible(timeout=TIMEOUT_MS)
            expect(cover).to_have_attribute("data-animal", ["fox", "bear"][player])
            cover.locator(".pass-go").tap()
            expect(cover).to_have_count(0, timeout=TIMEOUT_MS)
            self.handovers += 1
        self.child = player

    def play(self, action: dict) -> None:
        player = GAME.to_move(self.state)[0]
        self.take_the_tablet(player)
        expect(self.table).to_have_attribute("data-busy", "false", timeout=TIMEOUT_MS)
        tap_move(self.page, action)
        self.state = GAME.apply(self.state, player, action)
        self.moves += 1
        if action["type"] == "search":
            searched = next(e for e in reversed(self.state["events"]) if e["kind"] == "searched")
            self.searches.append(searched["forest"])
        self.expect_page_matches()

    def expect_page_matches(self) -> None:
        view = GAME.view(self.state, None)
        page = self.page
        for player, row in enumerate(view["rows"]):
            filled = page.locator(f'.ml-row[data-player="{player}"] .ml-slot[data-filled="true"]')
            expect(filled).to_have_count(len(row), timeout=TIMEOUT_MS)
            assert sorted(int(n) for n in filled.evaluate_all("nodes => nodes.map(n => n.dataset.number)")) == row
        if view["outcome"] is None:
            expect(self.table).to_have_attribute("data-current-player", str(view["current"]), timeout=TIMEOUT_MS)
            expect(self.table).to_have_attribute("data-phase", view["phase"])
            expect(page.locator(".ml-pile")).to_have_attribute("data-count", str(view["deck"]))


def start(open_ready, page, seed: int):
    """Hidden hands (the teacher's choice), then the fox and the bear, both children."""
    open_ready("index.html")
    page.evaluate("""() => localStorage.setItem('pygame-rules/settings',
        JSON.stringify({lang: 'fr', voice: false, level: 'normal', options: {mechanlou: {hands: 'hidden'}}}))""")
    open_ready(f"index.html?seed={seed}&fast=1#mechanlou")
    for animal in ("fox", "bear"):
        seat_to(page, animal, "human")
    for seat in page.locator('.seat[data-mode="computer"]').all():
        seat.tap()  # a computer player seated by default leaves
    expect(page.locator('.seat[data-mode="computer"]')).to_have_count(0)
    page.get_by_role("button", name="Jouer", exact=True).tap()
    expect(page.locator(".ml-bush")).to_have_count(8, timeout=TIMEOUT_MS)
    return SeededGame(page, seed)


def test_a_whole_game_won_by_taps_with_the_song_a_hunter_a_wolf_and_a_handover(open_ready, page):
    game = start(open_ready, page, SEED)
    game.expect_page_matches()
    kinds = []
    while GAME.outcome(game.state) is None:
        action = game.next_action()
        if action["type"] == "search":
            # The defender may not pick a bush before the song has been sung.
            expect(game.table).to_have_attribute("data-phase", "defend", timeout=TIMEOUT_MS)
            expect(game.table).to_have_attribute("data-songs", str(len(game.searches) + 1), timeout=TIMEOUT_MS)
        game.play(action)
        kinds.append(action["type"])
    assert {"lay", "return", "attack", "search", "steal"} <= set(kinds), kinds
    assert game.searches[:2] == ["hunter", "wolf"]
    assert game.handovers >= 2
    winner = GAME.outcome(game.state)["winners"][0]
    expect(game.table).to_have_attribute("data-winner", str(winner), timeout=TIMEOUT_MS)
    scene = page.locator(".end-scene")
    expect(scene).to_be_visible(timeout=TIMEOUT_MS)
    expect(scene.get_by_role("button", name="Rejouer")).to_be_visible()
    assert page.evaluate(f"localStorage.getItem('{SAVE}')") is None


#: The voice test's game, found by playing seeds with the engine: 12 moves; the bear's wolf attacks the fox,
#: who finds the hunter after the song, lays the 6 and wins.
VOICE_SEED = 472
#: At most between two openings of the fox's turn at the normal pace: the bear's move, then the song, the hunter.
TURN_MS = 45_000
FOX_MAY_TAP = ("document.querySelector('.end-scene') || document.querySelector("
               "'.ml-table[data-busy=\"false\"] :is(.ml-hand .ml-card, .ml-bush):not(:disabled)')")
PLAYING_OR_OVER = "document.querySelector('.end-scene') || document.querySelector('.ml-table[data-busy=\"true\"]')"


@pytest.mark.parametrize("lang", ["fr", "de"])
def test_every_prompt_of_a_whole_game_against_the_computer_starts_within_a_second(open_ready, page, lang):
    """The fox (a child) against the bear (the computer), hidden hands as by default, the voice on, no ?fast=1."""
    voice = VoiceLog(page)
    language = PageLanguage(page, lang)
    page.add_init_script(voice_on(lang))
    open_ready(f"index.html?seed={VOICE_SEED}#mechanlou")
    expect(page.locator('.seat[data-animal="fox"]')).to_have_attribute("data-mode", "human")
    expect(page.locator('.seat[data-animal="bear"]')).to_have_attribute("data-mode", "computer")
    language.expect_page()
    page.get_by_role("button", name=language.word("setup.start"), exact=True).tap()
    moves = []
    while True:
        page.wait_for_function(FOX_MAY_TAP, timeout=TURN_MS)
        if page.locator(".end-scene").count():
            break
        if not moves:
            language.expect_turn_banner("fox")
            language.expect_page()
        state = GAME.loads(json.loads(page.evaluate(f"localStorage.getItem('{SAVE}')"))["state"])
        action = GAME.bot("normal").choose(GAME, state, 0, Rng(VOICE_SEED * 1000 + len(state["events"])))
        tap_move(page, action)
        moves.append(action["type"])
        page.wait_for_function(PLAYING_OR_OVER, timeout=TURN_MS)
    expect(page.locator(".ml-table")).to_have_attribute("data-winner", "0")
    assert "search" in moves, moves  # the fox defended after the song
    ending = ("winner.fox",)
    voice.wait_for_last(ending, TIMEOUT_MS)  # the ending's words are said
    keys = voice.assert_in_step({"mechanlou.intro", "player.fox", "mechanlou.turn", "player.bear", "mechanlou.defend",
                                 "mechanlou.pick_bush", "mechanlou.saved", "mechanlou.drew", "mechanlou.won_by"},
                                last=ending)
    language.assert_said_in_language(keys)
    language.expect_ending()


#: A seed whose game, the fox's moves chosen as below, has the fox's wolf take the bear's card in its 4th turn.
WOLF_WINS_SEED = 5


def test_the_child_s_own_wolf_winning_a_card_is_a_joy(open_ready, page):
    """The fox (a child) attacks the bear (the computer), whose bush hides a wolf: "Bravo ! Ton loup emporte la
    carte !" and the happy sound, never "Oh non !" (normal pace, the voice on)."""
    voice = VoiceLog(page)
    page.add_init_script(VOICE_ON + LISTEN_SOUNDS)
    open_ready(f"index.html?seed={WOLF_WINS_SEED}#mechanlou")
    expect(page.locator('.seat[data-animal="bear"]')).to_have_attribute("data-mode", "computer")
    page.get_by_role("button", name="Jouer", exact=True).tap()
    while True:
        page.wait_for_function(FOX_MAY_TAP, timeout=TURN_MS)
        state = GAME.loads(json.loads(page.evaluate(f"localStorage.getItem('{SAVE}')"))["state"])
        if any(event["kind"] == "taken" for event in state["events"]):
            break
        action = GAME.bot("normal").choose(GAME, state, 0, Rng(WOLF_WINS_SEED * 1000 + len(state["events"])))
        tap_move(page, action)
        page.wait_for_function(PLAYING_OR_OVER, timeout=TURN_MS)
    taken = next(event for event in state["events"] if event["kind"] == "taken")
    assert (taken["attacker"], taken["defender"]) == (0, 1)
    keys = voice.keys()
    assert "mechanlou.taken_by_you" in keys and "mechanlou.taken" not in keys, keys
    sounds = page.evaluate("window.__sounds")
    assert "success" in sounds[sounds.index("howl"):], sounds  # the wolf howls, then the card lands: a joy


def test_a_hunter_keeps_the_card_and_a_wolf_takes_it(open_ready, page):
    """The first defence turns a hunter: the card stays; the second a wolf: it moves to the attacker's row."""
    game = start(open_ready, page, SEED)
    while len(game.searches) < 2:
        game.play(game.next_action())
    bush = page.locator(".ml-bush[data-forest]")
    expect(page.locator(".ml-forest")).to_be_visible()
    taken = [e for e in game.state["events"] if e["kind"] == "taken"]
    assert len(taken) == 1 and [e["kind"] for e in game.state["events"]].count("saved") == 1
    game.expect_page_matches()
    expect(bush).to_have_count(0, timeout=TIMEOUT_MS)  # the turned card left; a new bush grew


def test_a_game_in_progress_survives_a_reload(open_ready, page, wait_ready):
    game = start(open_ready, page, SEED)
    for _ in range(4):
        game.play(game.next_action())
    saved = json.loads(page.evaluate(f"localStorage.getItem('{SAVE}')"))
    assert GAME.loads(saved["state"]) == game.state
    page.reload()
    wait_ready()
    game.child = None  # the reloaded page asks for the child whose turn it is, if it asks
    cover = page.locator(".pass-cover")
    if cover.count():
        cover.locator(".pass-go").tap()
    game.expect_page_matches()
    while GAME.outcome(game.state) is None:
        game.play(game.next_action())
    expect(page.locator(".end-scene")).to_be_visible(timeout=TIMEOUT_MS)


def test_the_printed_rules_show_every_card(page):
    """The page a teacher prints (its page count is checked with the other rule pages): every drawing loads."""
    page.goto("rules/mechanlou.html")
    page.emulate_media(media="print")
    pictures = page.locator("article.rules img")
    assert pictures.count() >= 10
    for picture in pictures.all():
        assert picture.evaluate("img => img.complete && img.naturalWidth > 0"), picture.get_attribute("src")


def open_saved(open_ready, page, save: str):
    """The fox (a child) against the bear (a computer), resumed from a save made with the engine, voice off."""
    open_ready("index.html")
    page.evaluate("""save => {
        localStorage.setItem('pygame-rules/settings', JSON.stringify({lang: 'fr', voice: false}));
        localStorage.setItem('pygame-rules/save/mechanlou', save);
    }""", save)
    open_ready("index.html?fast=1#mechanlou")
    expect(page.locator(".ml-table")).to_have_attribute("data-busy", "false", timeout=TIMEOUT_MS)
    return GAME.loads(json.loads(save)["state"])


def hand_marks(page) -> list:
    return page.locator(".ml-hand .ml-card").evaluate_all(
        "nodes => nodes.map(node => [node.dataset.card, node.classList.contains('can-play')])")


def glows(locator) -> bool:
    return "is-target" in (locator.get_attribute("class") or "").split()


def test_the_cards_that_can_be_laid_and_a_wolf_that_can_attack_glow_and_nothing_else(open_ready, page):
    """A hand with a card that fits, a wolf with a target and a card that fits nowhere: the first two glow."""
    def mixed(state, legal):
        kinds = {action["type"] for action in legal}
        laid = {action["number"] for action in legal if action["type"] == "lay"}
        useless = [card for card in state["hands"][0] if card["kind"] == "story" and card["number"] not in laid]
        return True if {"lay", "attack"} <= kinds and useless else None

    state = open_saved(open_ready, page, mechanlou_fox_facing(mixed, 1, "the fox can lay, attack and give back")[0])
    legal = GAME.legal_actions(state, 0)
    laid = {action["number"] for action in legal if action["type"] == "lay"}
    expected = [[card_name(card), card["kind"] == "wolf" or card["number"] in laid] for card in state["hands"][0]]
    assert hand_marks(page) == expected
    pile = page.locator(".ml-pile")
    expect(pile).to_be_disabled()
    assert not glows(pile)

    page.locator('.ml-hand .ml-card[data-card="wolf"]').first.tap()  # the wolf: the cards it may attack glow
    targets = {(action["defender"], action["number"]) for action in legal if action["type"] == "attack"}
    expect(page.locator(".ml-slot.is-target")).to_have_count(len(targets))
    for defender, number in targets:
        expect(page.locator(f'.ml-row[data-player="{defender}"] .ml-slot[data-number="{number}"]')).to_be_enabled()


def test_when_giving_back_is_the_only_move_the_cards_glow_then_the_pile(open_ready, page):
    """No card fits and no wolf has a target: the cards glow, one at a time the pile; tapped first, it asks for a card.

    A child who follows the glow tapped a glowing pile that asked "which card?" for a whole game: the glow leads."""
    def stuck(state, legal):
        return True if state["attack"] is None and legal and all(action["type"] == "return" for action in legal) else None

    state = open_saved(open_ready, page, mechanlou_fox_facing(stuck, 1, "the fox can only give a card back")[0])
    pile = page.locator(".ml-pile")
    expect(pile).to_be_enabled()
    assert not glows(pile)
    assert [glowing for _, glowing in hand_marks(page)] == [True] * len(state["hands"][0])

    pile.tap()  # no card chosen yet: the cards hop, asking to be chosen; nothing is played
    expect(page.locator(".ml-hand")).to_have_class(re.compile(r"\bis-calling\b"))
    expect(page.locator(".ml-table")).to_have_attribute("data-busy", "false")
    assert not glows(pile)
    card = state["hands"][0][0]
    page.locator(f'.ml-hand .ml-card[data-card="{card_name(card)}"]').first.tap()
    expect(page.locator('.ml-hand .ml-card[data-selected="true"]')).to_have_count(1)
    expect(pile).to_have_class(re.compile(r"\bis-target\b"))  # the chosen card goes there
    assert [glowing for _, glowing in hand_marks(page)] == [False] * len(state["hands"][0])
    before = page.evaluate(f"localStorage.getItem('{SAVE}')")
    pile.tap()
    page.wait_for_function(f"before => localStorage.getItem('{SAVE}') !== before", arg=before, timeout=TIMEOUT_MS)
    after = GAME.apply(state, 0, {"type": "return", "card": card})
    saved = GAME.loads(json.loads(page.evaluate(f"localStorage.getItem('{SAVE}')"))["state"])
    assert saved["events"][:len(after["events"])] == after["events"]  # that card went back (the bear may have played since)
