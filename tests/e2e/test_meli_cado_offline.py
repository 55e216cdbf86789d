"""Offline, Méli Cado never kept on this tablet: its tile says so and never fails; kept once online, it plays offline.

The service worker keeps Méli Cado's code and lexicon apart (build.py
KEPT_APART) until the game is opened online, and the speech synthesizer
that reads its words only where the tablet has no voice of its own for
them (headless Chromium has none; a stand-in tablet with French and
English voices never fetches it). A tablet that only ever showed
the home page keeps the site, the runtime and the French voice, but not
that group: offline, a tap on Méli Cado must say why it cannot open (a
spoken picture notice, a cloud on its tile), and so must its address, never
failing in the console. Back
online, the banner's button keeps it; offline again, the game opens and a
move is played by taps. Any console error fails the test (conftest.py).
"""

import json
import time

from playwright.sync_api import expect

from tests.e2e.test_meli_cado import GAME, SAVE, TIMEOUT_MS, Child, placement, saved_state, settings

READY_MS = 60_000
GROUP = "games/meli_cado/"
SYNTHESIZER = "runtime/espeak-ng/"
#: A tablet with voices of its own for French and English: speechSynthesis lists them and takes what it is
#: asked to say (window.spoken).
OWN_VOICES = """(() => {
  const voices = [{name: "Amélie", lang: "fr-FR", localService: true, default: true, voiceURI: "Amélie"},
                  {name: "Samantha", lang: "en-US", localService: true, default: false, voiceURI: "Samantha"}];
  window.spoken = [];
  speechSynthesis.getVoices = () => voices;
  speechSynthesis.speak = (utterance) => { window.spoken.push(utterance.text); };
  window.SpeechSynthesisUtterance = class { constructor(text) { this.text = text; } };
})();"""
#: Every clip that starts, from the page's first script on (kit.audio's "voice" events).
LISTEN = "window.heard = []; addEventListener('voice', (event) => window.heard.push(event.detail.key));"


def wait_kept(page, *groups: str) -> None:
    """Until the worker controls the page and says (<html data-kept>) it keeps these groups whole."""
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=READY_MS)
    selector = "html" + "".join(f'[data-kept~="{group}"]' for group in groups)
    page.wait_for_selector(selector, state="attached", timeout=READY_MS)


def test_offline_a_game_never_kept_says_so_then_is_kept_once_online_and_plays_offline(page, context):
    page.add_init_script(settings(voice=True))
    page.add_init_script(LISTEN)
    page.goto("index.html?seed=1&fast=1")
    page.wait_for_selector("html[data-ready=true]", state="attached", timeout=READY_MS)
    wait_kept(page, "site", "runtime/", "speech/fr/opus")
    assert GROUP not in page.locator("html").get_attribute("data-kept").split()
    tile = page.locator('.game-tile[data-game="meli_cado"]')
    banner = page.locator(".missing-game")
    expect(tile).not_to_have_attribute("data-away", "true")  # online, the game would be fetched: nothing to say
    expect(banner).to_be_hidden()

    context.set_offline(True)
    expect(tile).to_have_attribute("data-away", "true", timeout=TIMEOUT_MS)
    expect(tile.locator("img.tile-away")).to_be_visible()
    expect(tile).to_have_accessible_name("Méli Cado : pas sur cette tablette, il faut le Wi-Fi")
    expect(banner).to_have_attribute("data-state", "missing")
    expect(banner).to_contain_text("Méli Cado : pas sur cette tablette")
    keeper = banner.get_by_role("button", name="Garder Méli Cado sur la tablette")
    expect(keeper).to_be_disabled()
    for other in ("marchenwald", "mechanlou"):  # kept with the site: they open as ever
        expect(page.locator(f'.game-tile[data-game="{other}"]')).not_to_have_attribute("data-away", "true")

    tile.tap()
    notice = page.locator('.notice[data-prompt="meli_cado.away"]')
    expect(notice).to_be_visible()
    expect(notice).to_contain_text("pas sur cette tablette")
    page.wait_for_function("window.heard.includes('meli_cado.away')", timeout=TIMEOUT_MS)
    page.wait_for_timeout(500)  # long enough for a fetch that should not be made to fail
    expect(page.locator("html")).to_have_attribute("data-page", "home")
    page.evaluate("location.hash = 'meli_cado'")  # its address (a bookmark): no fetch either, a notice, home
    expect(page.locator(".notice").filter(has_text="l'ouvrir une fois avec Internet")).to_be_visible()
    expect(page.locator("html")).to_have_attribute("data-page", "home")
    expect(tile).to_have_attribute("data-away", "true")

    context.set_offline(False)
    expect(banner).to_have_attribute("data-state", "fetchable", timeout=TIMEOUT_MS)
    expect(keeper).to_be_enabled()
    expect(tile).to_have_attribute("data-away", "false")
    keeper.tap()
    expect(banner).to_have_attribute("data-state", "kept", timeout=READY_MS)
    expect(banner).to_be_hidden()
    wait_kept(page, GROUP, SYNTHESIZER)

    context.set_offline(True)
    page.wait_for_function("!navigator.onLine")
    expect(tile).not_to_have_attribute("data-away", "true")
    tile.tap()
    expect(page.locator("html")).to_have_attribute("data-page", "meli_cado", timeout=READY_MS)
    page.wait_for_selector("html[data-ready=true]", state="attached", timeout=READY_MS)
    page.locator(".start-button").tap()
    child = Child(page)
    expect(child.table).to_have_attribute("data-busy", "false", timeout=TIMEOUT_MS)
    state = saved_state(page)
    move = placement(state, 0)
    child.place(move["plays"])
    page.wait_for_function(
        f"JSON.parse(JSON.parse(localStorage.getItem({json.dumps(SAVE)})).state).events"
        f".some((e, i) => i >= {len(state['events'])} && e.player === 0 && ['placed', 'fault'].includes(e.kind))",
        timeout=TIMEOUT_MS)
    after = saved_state(page)
    placed = [event for event in after["events"][len(state["events"]):] if event.get("player") == 0]
    assert placed[0]["kind"] == "placed", placed
    # The row shows the saved game's word: the child's, or a computer's laid after it (real time).
    deadline = time.monotonic() + TIMEOUT_MS / 1000
    while child.table.get_attribute("data-word") != GAME.view(saved_state(page), 0)["word"]:
        assert time.monotonic() < deadline, "the row never showed the saved game's word"
        page.wait_for_timeout(100)


def play_one_word(page) -> dict:
    """A new game, the child's first placement by taps; the first word read aloud ({word, lang, how})."""
    page.locator(".start-button").tap()
    child = Child(page)
    expect(child.table).to_have_attribute("data-busy", "false", timeout=TIMEOUT_MS)
    child.place(placement(saved_state(page), 0)["plays"])
    page.wait_for_function("window.wordsRead.length > 0", timeout=TIMEOUT_MS)
    return page.evaluate("window.wordsRead[0]")


def test_a_tablet_that_reads_french_and_english_itself_never_keeps_the_synthesizer_and_plays_offline(page, context):
    page.add_init_script(settings(voice=True))
    page.add_init_script(OWN_VOICES)
    page.add_init_script("window.wordsRead = []; addEventListener('word', (e) => window.wordsRead.push(e.detail));")
    requests = []
    page.on("request", lambda request: requests.append(request.url))
    page.goto("index.html?seed=1&fast=1")
    page.wait_for_selector("html[data-ready=true]", state="attached", timeout=READY_MS)
    page.locator('.game-tile[data-game="meli_cado"]').tap()
    expect(page.locator("html")).to_have_attribute("data-page", "meli_cado", timeout=READY_MS)
    wait_kept(page, "site", "runtime/", GROUP, f"{GROUP}words/fr/", f"{GROUP}words/en/")
    read = play_one_word(page)
    assert read["how"] == "device" and read["lang"] == "fr", read
    assert page.evaluate("window.spoken")[0] == read["word"].lower()

    context.set_offline(True)
    page.wait_for_function("!navigator.onLine")
    page.evaluate("key => localStorage.removeItem(key)", SAVE)  # a new game after the reload, not this one resumed
    page.reload()
    page.wait_for_selector('html[data-ready=true][data-page="meli_cado"]', state="attached", timeout=READY_MS)
    assert play_one_word(page)["how"] == "device"
    assert SYNTHESIZER not in page.locator("html").get_attribute("data-kept").split()
    assert not [url for url in requests if "/runtime/espeak-ng/" in url], "the synthesizer was fetched"
