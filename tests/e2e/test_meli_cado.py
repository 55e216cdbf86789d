"""Méli Cado on the built site: a seeded round against a computer player by taps, the word read aloud, the print.

The page is opened with `?seed=N`, so the engine here deals the same cards
as the page. The computer player plays in real time at its own pace, so
the test cannot know its moves in advance: before each of the child's moves
it reads the game the page saved, decides with the engine from the child's
view (the special card first, one fault on purpose, a Méli or a Cado when
there is one, else the normal computer player's judgement), makes that
move by taps as a child would, and checks that the page shows what the
engine says (the word, the hand). The round ends with the child's hand
empty. The teacher's choice ends the game after one round. The round is
played with the voice on: every clip starts within a second of the moment
the page asks for it, never after a newer one (tests/e2e/voice_log.py; the
words of the row are read by a synthesizer, not clips: not measured).
Every screen at every size (one child or four, a card chosen, the ending)
is checked by tests/e2e/test_layouts.py.
"""

import json
import re
import time

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from playwright.sync_api import expect

import pygame_rules
from pygame_rules import Rng
from pygame_rules.meli_cado.bots import NormalPlayer
from pygame_rules.meli_cado.cards import COLOUR_SWAP, SPECIALS, is_joker, letter_table, specials_of
from pygame_rules.meli_cado.judge import Judge
from tests.e2e.voice_log import VoiceLog
from tools.screens import save_record, seat_to

GAME = pygame_rules.load("meli_cado")
JUDGEMENT = NormalPlayer()
TIMEOUT_MS = 20_000
#: At most, for the easy computer player's next move: its pace after a change, longer for a child behind (timings.py).
EASY_WAIT_MS = 90_000
#: Seconds a move by taps may take to show in the saved game (a computer's move may come first).
ANSWER_SECONDS = 8
#: Moves by taps that may be lost because the computer changed the row between the decision and the taps.
STALE_MOVES = 20
SAVE = "pygame-rules/save/meli_cado"
SETTINGS_KEY = "pygame-rules/settings"
#: A seed whose round, played this way against the easy player, turns over SINGULIER and has a Cado (found by search).
SEED = 1
#: Kinds of the child's events the test waits for after its taps.
ANSWERS = {"special": {"special"}, "place": {"placed", "fault", "clash"}, "meli": {"meli", "fault"},
           "cado": {"cado", "fault"}, "block": {"vote", "blocked"}, "new_base": {"new_base"}, "open": {"opened"},
           "turn_base": {"base_turned"}, "exchange": {"exchanged"}}


def settings(voice: bool, end: str = "rounds_1", lang: str = "fr") -> str:
    """An init script: French (or `lang`), the easy computer player, the game's end as the teacher chose it."""
    value = {"lang": lang, "voice": voice, "level": "easy", "options": {"meli_cado": {"end": end}}}
    return f"localStorage.setItem({json.dumps(SETTINGS_KEY)}, {json.dumps(json.dumps(value))});" + KEEP_LAST_SAVE


#: An init script: the page forgets its save when the game ends; the test keeps the last one it wrote.
KEEP_LAST_SAVE = f"""
const keep = Storage.prototype.setItem;
Storage.prototype.setItem = function (key, value) {{
  if (key === {json.dumps(SAVE)}) window.lastSave = value;
  return keep.call(this, key, value);
}};
"""


def saved_state(page) -> dict:
    """The game as the page saved it last (kept by KEEP_LAST_SAVE after the page forgets it at the end)."""
    record = page.evaluate(f"localStorage.getItem({json.dumps(SAVE)}) || window.lastSave || null")
    return GAME.loads(json.loads(record)["state"])


def deliberate_fault(state: dict, seat: int) -> dict | None:
    """A placement that makes no word (the judge says so): the fault a child makes."""
    view = GAME.view(state, seat)
    judge = Judge(GAME.rules.lexicon, view["options"]["language"], view["special"])
    for action in GAME.legal_actions(state, seat):
        if action["type"] == "place" and not any(is_joker(play["card"]) for play in action["plays"]):
            verdict = judge.plays(view["row"], action["plays"], view["seen"], view["special"] == COLOUR_SWAP)
            if verdict.fault == "not_a_word":
                return {"type": "place", "plays": action["plays"]}
    return None


def child_choice(state: dict, seat: int, done: set, step: int) -> dict:
    """The special card first, one fault, a Méli or a Cado when there is one, else the normal player's move."""
    view = GAME.view(state, seat)
    legal = GAME.legal_actions(state, seat)
    if any(action["type"] == "special" for action in legal) and "special" not in done:
        return {"type": "special"}
    if not view["opening"]:
        if "fault" not in done and (fault := deliberate_fault(state, seat)):
            return fault
        if not {"meli", "cado"} & done:
            judge = Judge(GAME.rules.lexicon, view["options"]["language"], view["special"])
            found = JUDGEMENT._cado(judge, view, seat, legal) or JUDGEMENT._meli(judge, view)
            if found:
                return found
    action = JUDGEMENT.choose(GAME, state, seat, Rng(SEED * 1000 + step))
    if action is None:  # nothing to do yet: the child waits for the row to change
        return {"type": "wait"}
    return {key: value for key, value in action.items() if key != "at_ms"}


def placement(state: dict, seat: int) -> dict:
    """A card the normal computer player would lay for this seat now."""
    choices = (JUDGEMENT.choose(GAME, state, seat, Rng(seed)) for seed in range(50))
    return next(action for action in choices if action is not None and action["type"] == "place")


class Child:
    """A child at their edge of the page (the first at the bottom): taps a move, checks the page shows the game."""

    def __init__(self, page, seat: int = 0):
        self.page = page
        self.seat = seat
        self.table = page.locator(".mc-table")
        self.panel = page.locator(f'.mc-panel[data-player="{seat}"]')

    def tap(self, locator) -> None:
        locator.tap(timeout=3_000)

    def card(self, card: str):
        return self.panel.locator(f'.mc-hand-card[data-card="{card}"][data-selected="false"]').first

    def button(self, kind: str):
        return self.panel.locator(f'.mc-action[data-action="{kind}"]')

    def place(self, plays: list) -> None:
        for play in plays:
            self.tap(self.card(play["card"]))
            target = {"cover": ".mc-stack", "insert": ".mc-gap", "down": ".mc-down"}[play["how"]]
            self.tap(self.page.locator(f'{target}[data-index="{play["index"]}"]'))
            if is_joker(play["card"]):
                self.tap(self.panel.locator(f'.mc-letter-choice[data-letter="{play["letter"]}"]'))

    def make(self, action: dict) -> None:
        kind = action["type"]
        if kind == "place":
            self.place(action["plays"])
        elif kind == "meli":
            self.tap(self.button("meli"))
            for index in action["order"]:
                self.tap(self.page.locator(f'.mc-stack[data-index="{index}"]'))
            self.tap(self.panel.locator(f'.mc-hand-card[data-card="{action["discard"]}"]').first)
        elif kind == "cado":
            self.tap(self.button("cado"))
            self.tap(self.page.locator(f'.mc-stack[data-index="{action["stack"]}"]'))
        elif kind == "exchange":
            self.tap(self.card(action["card"]))
            self.tap(self.button("exchange"))
        else:
            self.tap(self.button(kind))

    def shows(self, state: dict) -> None:
        """The page shows the engine's word and the child's hand."""
        view = GAME.view(state, self.seat)
        expect(self.table).to_have_attribute("data-word", view["word"], timeout=TIMEOUT_MS)
        cards = self.panel.locator(".mc-hand-card")
        assert sorted(cards.evaluate_all("nodes => nodes.map(n => n.dataset.card)")) == sorted(view["hand"])


def wait_for_answer(page, seen: int, kinds: set, started: float) -> list | None:
    """The events since `seen` once the child's move is among them; None if it never came (a tap lost to a computer's move)."""
    while time.monotonic() - started < ANSWER_SECONDS:
        state = saved_state(page)
        mine = [event for event in state["events"][seen:] if event.get("player") == 0 and event["kind"] in kinds]
        if mine:
            return state["events"][seen:]
        page.wait_for_timeout(100)
    return None


def test_a_round_against_the_computer_ends_with_the_childs_hand_empty_and_the_voice_keeps_up(page, site_url):
    """At the normal pace with the voice on: every clip starts within a second, never after a newer one."""
    voice = VoiceLog(page)
    page.add_init_script(settings(voice=True))
    page.goto(f"index.html?seed={SEED}#meli_cado")
    page.wait_for_selector("html[data-ready=true]", state="attached", timeout=60_000)
    page.locator(".start-button").tap()
    child = Child(page)
    expect(child.table).to_be_visible(timeout=TIMEOUT_MS)
    done, kinds_seen, step, retries = set(), [], 0, 0
    while not page.locator(".end-scene").count():
        try:
            expect(child.table).to_have_attribute("data-busy", "false", timeout=TIMEOUT_MS)
        except AssertionError:
            if page.locator(".end-scene").count():
                break
            raise
        state = saved_state(page)
        if GAME.outcome(state) is not None:
            break
        child.shows(state)
        action = child_choice(state, 0, done, step)
        if action["type"] == "wait":
            page.wait_for_timeout(300)
            continue
        seen, started = len(state["events"]), time.monotonic()
        try:
            child.make(action)
            events = wait_for_answer(page, seen, ANSWERS[action["type"]], started)
        except PlaywrightTimeout:  # a place the child meant to tap went away
            events = None
        if events is None:  # the computer played between the decision and the taps: cancel, look again
            retries += 1
            assert retries < STALE_MOVES, "the child's moves keep going stale"
            child.panel.locator('.mc-action[data-action="cancel"]:not([hidden])').evaluate_all(
                "nodes => nodes.forEach(n => n.click())")
            continue
        for event in events:
            if event.get("player") == 0 and event["kind"] in ("special", "fault", "meli", "cado"):
                done.add(event["kind"])
            kinds_seen.append(event["kind"])
        step += 1
        assert step < 120, "the round never ended"
    # The page forgets a finished game: its last save is the game before the child's last card, which ends it.
    last = saved_state(page)
    ended = GAME.apply(last, 0, {**action, "at_ms": last["clock"]})
    (round_over,) = [event for event in ended["events"] if event["kind"] == "round_over"]
    assert round_over["winner"] == 0 and round_over["points"][0] == 0 and not ended["hands"][0]
    assert GAME.outcome(ended)["winners"] == [0]
    expect(page.locator(".end-scene")).to_be_visible(timeout=TIMEOUT_MS)
    assert child.table.get_attribute("data-winner") == "0"
    expect(child.panel.locator(".mc-hand-card")).to_have_count(0)
    assert {"special", "fault"} <= done and {"meli", "cado"} & done, done
    fault = next(index for index, event in enumerate(ended["events"]) if event["kind"] == "fault")
    penalty = ended["events"][fault + 1]
    assert (penalty["kind"], penalty["why"], penalty["count"]) == ("drew", "penalty", 2)
    assert int(child.table.get_attribute("data-faults")) >= 1  # the crossed-out word was shown
    print(f"{step} moves by taps ({retries} gone stale); events: {sorted(set(kinds_seen))}; done: {sorted(done)}")
    ending = ("winner.fox", "end.next_time")
    voice.wait_for_last(ending, TIMEOUT_MS)  # the ending's words are said
    special = next(event["special"] for event in ended["events"] if event["kind"] == "special")
    voice.assert_in_step({"meli_cado.intro", "meli_cado.you_start", f"meli_cado.special.{special}",
                          "meli_cado.fault.not_a_word", "meli_cado.round_over"}
                         | ({"meli_cado.meli"} if "meli" in done else {"meli_cado.cado"}),
                         last=ending)


@pytest.mark.parametrize("lang", ["fr", "de", "id"])
def test_the_word_is_read_aloud_when_it_changes(page, site_url, lang):
    """With no local voice in headless Chromium, the WebAssembly synthesizer says it (fetched by this page only),
    in the game's language; the page fetches that language's words and the ENGLISH card's, no other."""
    page.add_init_script(settings(voice=True, lang=lang))
    page.add_init_script("window.wordsRead = []; window.addEventListener('word', (e) => window.wordsRead.push(e.detail));")
    requests = []
    page.on("request", lambda request: requests.append(request.url))
    page.goto(f"index.html?seed={SEED}&fast=1")
    page.wait_for_selector("html[data-ready=true]", state="attached", timeout=60_000)
    assert not [url for url in requests if "espeak" in url or "meli_cado/code.zip.gz" in url], "only Méli Cado's page loads them"
    page.goto(f"index.html?seed={SEED}&fast=1#meli_cado")
    page.wait_for_selector("html[data-ready=true]", state="attached", timeout=60_000)
    page.locator(".start-button").tap()
    child = Child(page)
    expect(child.table).to_have_attribute("data-busy", "false", timeout=TIMEOUT_MS)
    state = saved_state(page)
    child.place(placement(state, 0)["plays"])
    page.wait_for_function("window.wordsRead.length > 0", timeout=60_000)
    read = page.evaluate("window.wordsRead")
    after = saved_state(page)
    placed = [event for event in after["events"] if event["kind"] in ("placed", "fault") and event["player"] == 0]
    assert placed and placed[0]["kind"] == "placed"
    # The computer plays at the same time: the first word read may be the row its move made.
    row_words = [event["word"] for event in after["events"] if "word" in event]
    assert read[0]["word"] in row_words and read[0]["lang"] == lang, (read, row_words)
    assert after["options"]["language"] == lang
    fetched = sorted(url.rsplit("/", 1)[1] for url in requests if "/games/meli_cado/words/" in url)
    assert fetched == sorted({f"{lang}.zip.gz", "en.zip.gz"}), fetched
    assert read[0]["how"] in ("device", "synthesizer")
    print(f"the word {read[0]['word']} was read by the {read[0]['how']}")
    if read[0]["how"] == "synthesizer":
        assert any(url.endswith("runtime/espeak-ng/espeak-ng.wasm") for url in requests)


SEATS = [{"animal": "fox", "computer": False}, {"animal": "bear", "computer": True}]


def engine_game(seed: int, end: str, stop) -> tuple:
    """A game played with the engine (the child's choices for the fox, the easy player's every third move).

    Returns the state and the fox's next move once `stop(state, move)` says so.
    """
    state = GAME.new(players=2, seed=seed, language="fr", end=end, first_insertion="no")
    done = set()
    for step in range(300):
        if step % 3 == 2:
            move = GAME.bot("easy").choose(GAME, state, 1, Rng(step))
            if move is not None:
                state = GAME.apply(state, 1, {**move, "at_ms": state["clock"] + 1000})
            continue
        action = child_choice(state, 0, done, step)
        if action["type"] == "wait":
            continue
        if stop(state, action):
            return state, action
        before = len(state["events"])
        state = GAME.apply(state, 0, {**action, "at_ms": state["clock"] + 1000})
        done |= {event["kind"] for event in state["events"][before:] if event.get("player") == 0}
    raise AssertionError("the game never reached what was wanted")


def test_a_reload_resumes_the_game_and_keeps_the_scores_of_the_rounds_played(page, site_url):
    page.add_init_script(settings(voice=False, end="rounds_3"))
    state, _ = engine_game(SEED, "rounds_3", lambda state, action: len(state["rounds"]) == 1)
    page.goto("index.html#meli_cado")
    page.wait_for_selector("html[data-ready=true]", state="attached", timeout=60_000)
    page.evaluate(f"localStorage.setItem({json.dumps(SAVE)}, {json.dumps(save_record('meli_cado', SEATS, SEED, state))})")
    child = Child(page)
    for load in range(2):  # the saved game, then the same after a reload
        page.reload()
        page.wait_for_selector("html[data-ready=true]", state="attached", timeout=60_000)
        expect(child.table).to_have_attribute("data-busy", "false", timeout=TIMEOUT_MS)
        now = saved_state(page)
        assert now["rounds"] == state["rounds"] and now["events"][:len(state["events"])] == state["events"]
        scores = GAME.view(now, 0)["scores"]
        assert scores[1] > 0, "the computer kept cards in the first round"
        expect(child.panel.locator(".mc-points")).to_have_text(str(scores[0]))
        expect(page.locator('.mc-opponent[data-player="1"] .mc-points')).to_have_text(str(scores[1]))
        expect(page.locator(".mc-round")).to_have_text("Manche 2")
        child.shows(now)
        if load == 0:  # the computer's next move is saved, and shown after the reload
            # At the easy level it leaves the child time to find a word first (longer when the child is behind).
            page.wait_for_function(f"JSON.parse(JSON.parse(localStorage.getItem({json.dumps(SAVE)})).state).events.length"
                                   f" > {len(now['events'])}", timeout=EASY_WAIT_MS)
            state = saved_state(page)


@pytest.mark.parametrize("lang", ["fr", "en", "it", "id"])
def test_the_printed_rules_show_the_deck_of_the_game_on_one_a4_page(page, site_url, lang):
    page.goto(f"rules/meli_cado.html?lang={lang}")
    section = page.locator(f'section.rules-page[lang="{lang}"]')
    expect(section).to_be_visible()
    rows = section.locator("table.deck tr")
    letters = rows.nth(0).locator("th").all_inner_texts()[1:]
    counts = [[int(text or 0) for text in rows.nth(line).locator("td").all_inner_texts()] for line in (1, 2, 3)]
    assert [tuple(row) for row in zip(letters, *counts)] == [tuple(row) for row in letter_table(lang)]
    specials = section.locator("ul.specials > li")
    assert specials.count() == 9
    left_out = section.locator("ul.specials > li.left-out [data-special]")
    assert left_out.evaluate_all("nodes => nodes.map(node => node.dataset.special)") == [
        special for special in SPECIALS if special not in specials_of(lang)]
    assert all(item.locator("img").count() >= 1 for item in specials.all()), "every special card with its picture"
    page.emulate_media(media="print")
    pdf = page.pdf(prefer_css_page_size=True, print_background=True)
    assert len(re.findall(rb"/Type\s*/Page(?![a-z])", pdf)) == 1, "one sheet per language"
    sizes = {tuple(round(float(side)) for side in box) for box in re.findall(rb"/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)", pdf)}
    assert sizes == {(595, 842)}, "A4"


def test_children_around_a_flat_tablet_play_at_once_each_from_their_own_edge(page, site_url):
    page.add_init_script(settings(voice=False))
    page.goto(f"index.html?seed={SEED}#meli_cado")
    page.wait_for_selector("html[data-ready=true]", state="attached", timeout=60_000)
    for animal in ("fox", "bear"):
        seat_to(page, animal, "human")
    page.locator(".start-button").tap()
    table = page.locator(".mc-table")
    expect(table).to_have_attribute("data-children", "2", timeout=TIMEOUT_MS)
    expect(page.locator('.mc-edge-top .mc-panel[data-player="1"]')).to_be_visible()  # facing the first child
    first, second = Child(page, 0), Child(page, 1)
    state = saved_state(page)
    first.tap(first.card(GAME.view(state, 0)["hand"][0]))
    second.tap(second.card(GAME.view(state, 1)["hand"][0]))  # while the first child has a card chosen
    expect(first.panel.locator('.mc-hand-card[data-selected="true"]')).to_have_count(1)
    expect(second.panel.locator('.mc-hand-card[data-selected="true"]')).to_have_count(1)
    first.tap(first.button("cancel"))
    for seat, child in ((0, first), (1, second)):  # the starter opens the sequence, then the other child plays
        expect(table).to_have_attribute("data-busy", "false", timeout=TIMEOUT_MS)
        state = saved_state(page)
        action = placement(state, seat)
        child.place(action["plays"])
        page.wait_for_function(
            f"JSON.parse(JSON.parse(localStorage.getItem({json.dumps(SAVE)})).state).events"
            f".some((e, i) => i >= {len(state['events'])} && e.player === {seat} && ['placed', 'fault'].includes(e.kind))",
            timeout=TIMEOUT_MS)
    expect(table).to_have_attribute("data-busy", "false", timeout=TIMEOUT_MS)
    first.shows(saved_state(page))
    second.shows(saved_state(page))
