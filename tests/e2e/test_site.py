"""The site as a class uses it: the home page, the language, offline play, printed rules.

Driven by taps on a 1024x768 touch screen, found by accessible roles and
names (what a screen reader hears), in French unless the test switches.
"""

import json
import re
import sys
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import expect

import pygame_rules
from sitebuild.offline import KEPT_APART
from sitebuild.paths import DIST, SITE
from sitebuild.server import SiteHandler, serving_in_thread

sys.path.insert(0, str(SITE))
from ui.kit.saves import SAVE_VERSION, save_key  # noqa: E402
from ui.kit.settings import scope_keys, settings_key  # noqa: E402 - the site's own naming of stored keys
from tests.e2e.conftest import READY, READY_TIMEOUT_MS  # noqa: E402
from tests.e2e.voice_log import LISTEN_SOUNDS, VOICE_ON, VoiceLog  # noqa: E402


GAMES_ON_HOME = 5
WASM = "runtime/pyodide/pyodide.asm.wasm"


def playable_names(lang: str) -> list:
    return [pygame_rules.load(game_id).info["names"][lang] for game_id in pygame_rules.list_games()]


def test_home_shows_every_game_ready_to_play(open_ready):
    page = open_ready()
    games = page.get_by_role("region", name="Les jeux")
    expect(games.get_by_role("button")).to_have_count(GAMES_ON_HOME)
    for name in playable_names("fr"):
        expect(games.get_by_role("button", name=f"Jouer à {name}", exact=True)).to_be_enabled()
    expect(games.get_by_role("link")).to_have_count(0)
    # The one game for children who read shows it: an open book and its age, and says it to a screen reader.
    meli_cado = pygame_rules.load("meli_cado").info
    meli = games.get_by_role("button", name=f"Jouer à {meli_cado['names']['fr']}", exact=True)
    youngest = meli_cado["ages"][0]
    expect(meli).to_have_accessible_description(f"Pour les enfants qui lisent, dès {youngest} ans")
    expect(meli.locator(".tile-readers img")).to_have_attribute("src", "icons/open-book.svg")
    expect(meli.locator(".tile-readers")).to_have_text(f"{youngest}+")
    expect(meli.locator(".tile-readers")).to_be_visible()
    expect(games.locator(".tile-readers")).to_have_count(1)


def test_python_is_asked_for_after_the_first_frame(page, open_ready):
    """No script of the runtime holds the picture scene's first frame back (start.js asks for PyScript after it)."""
    page.add_init_script("requestAnimationFrame(() => { window.firstFrame = performance.now(); })")
    open_ready()
    timing = page.evaluate("""() => ({
      frame: window.firstFrame,
      runtime: performance.getEntriesByType("resource")
        .filter((entry) => /\\/runtime\\/(pyscript|pyodide)\\/[^/]+\\.m?js$/.test(entry.name))
        .map((entry) => [entry.name, entry.startTime]),
    })""")
    assert timing["frame"] is not None
    assert len(timing["runtime"]) >= 4, timing  # core.js, its chunk, pyodide.mjs, pyodide.asm.mjs
    assert all(start >= timing["frame"] for _, start in timing["runtime"]), timing


def test_pyodide_starts_without_webassembly_stack_switching(page, open_ready):
    """interpreter.mjs hides stack switching (JSPI) from Pyodide, on which Chromium's renderer crashed now and then:
    the page starts and Pyodide never reaches for it (it would have, in this Chromium, had it seen it)."""
    page.add_init_script("""{
      window.stackSwitchingUsed = [];
      for (const name of ["Suspending", "promising"]) {
        if (!(name in WebAssembly)) continue;
        const record = () => window.stackSwitchingUsed.push(name);
        WebAssembly[name] = new Proxy(WebAssembly[name], {
          construct(target, args) { record(); return Reflect.construct(target, args); },
          apply(target, self, args) { record(); return Reflect.apply(target, self, args); },
        });
      }
    }""")
    open_ready()
    assert page.evaluate('"Suspending" in WebAssembly || "promising" in WebAssembly') is False
    assert page.evaluate("window.stackSwitchingUsed") == []


@pytest.mark.parametrize("inflater", ["the browser's", "Python's"])
def test_the_site_s_python_is_unpacked_and_a_game_plays(page, open_ready, inflater):
    """interpreter.mjs inflates the bundles (every page's, then a game's as it opens) with DecompressionStream;
    where a browser cannot inflate gzip (Safari before 16.4) Python does: either way the home page and a game's
    first moves work."""
    if inflater == "Python's":
        page.add_init_script("""{
          const Native = DecompressionStream;
          window.DecompressionStream = function (format) {
            if (format === "gzip") throw new TypeError("unsupported format");
            return new Native(format);
          };
        }""")
    page = open_ready("index.html?seed=3&fast=1")
    name = playable_names("fr")[0]
    page.get_by_role("button", name=f"Jouer à {name}", exact=True).tap()
    expect(page.locator("html")).to_have_attribute("data-page", pygame_rules.list_games()[0])
    page.get_by_role("button", name="Jouer", exact=True).tap()
    expect(page.locator("[data-table]")).to_have_count(1)


def test_a_game_opens_from_its_picture(open_ready):
    page = open_ready()
    name = playable_names("fr")[0]
    page.get_by_role("button", name=f"Jouer à {name}", exact=True).tap()
    expect(page.locator("html")).to_have_attribute("data-page", pygame_rules.list_games()[0])
    expect(page.get_by_role("button", name="Accueil", exact=True)).to_be_visible()


def hold(page, target, seconds: float) -> None:
    """A grown-up's press: down on the target, held, then up."""
    box = target.bounding_box()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.mouse.down()
    page.wait_for_timeout(seconds * 1000)
    page.mouse.up()


def open_teacher_corner(page, name="Coin de la maîtresse (appuyer longtemps)"):
    hold(page, page.get_by_role("button", name=name, exact=True), 2.4)
    corner = page.get_by_role("dialog")
    expect(corner).to_be_visible()
    return corner


def test_the_teacher_corner_opens_only_when_held_and_a_child_s_tap_shakes_the_gear(open_ready):
    page = open_ready()
    gear = page.get_by_role("button", name="Coin de la maîtresse (appuyer longtemps)", exact=True)
    gear.tap()
    expect(gear).not_to_have_class(re.compile("is-holding"))
    expect(page.get_by_role("dialog")).to_have_count(0)
    hold(page, gear, 0.8)  # let go too soon
    expect(page.get_by_role("dialog")).to_have_count(0)
    corner = open_teacher_corner(page)
    expect(corner.get_by_role("group", name="Voix", exact=True)).to_be_visible()
    expect(corner.get_by_role("group", name="Langue")).to_be_visible()


def test_english_is_chosen_in_the_teacher_corner_and_stays_chosen(open_ready, wait_ready):
    """The corner's words follow the language, the line that says what each computer level does among them."""
    page = open_ready()
    corner = open_teacher_corner(page)
    level = corner.get_by_role("group", name="Joueurs ordinateur")
    expect(level.locator(".choice-help")).to_be_visible()
    expect(level).to_have_accessible_description(re.compile(
        r"^Facile : dans Méli Cado, l'ordinateur attend environ 30 secondes .* joue comme un débutant\. "
        r"Normal : il joue bien et, dans Méli Cado, il fait la course \(environ 4 secondes\)\.$"))
    corner.get_by_role("group", name="Langue").get_by_role("button", name="English", exact=True).tap()
    expect(page.locator("html")).to_have_attribute("lang", "en")
    games = page.get_by_role("region", name="The games")
    expect(games.get_by_role("button")).to_have_count(GAMES_ON_HOME)
    for name in playable_names("en"):
        expect(games.get_by_role("button", name=f"Play {name}", exact=True)).to_be_visible()

    page.reload()
    wait_ready()
    expect(page.locator("html")).to_have_attribute("lang", "en")
    corner = open_teacher_corner(page, name="Teacher's corner (press and hold)")
    english = corner.get_by_role("group", name="Language").get_by_role("button", name="English", exact=True)
    expect(english).to_have_attribute("aria-pressed", "true")
    expect(corner.get_by_role("group", name="Computer players")).to_have_accessible_description(re.compile(
        r"^Easy: in Méli Cado the computer waits about 30 seconds .* plays like a beginner\. Normal: it plays well"))


def test_every_tap_on_an_animal_says_what_it_became(open_ready, page):
    """A child who cannot read the badge hears it: a child, the computer, nobody."""
    voice = VoiceLog(page)
    page.add_init_script(VOICE_ON)
    page = open_ready("index.html#marchenwald")
    bear = page.locator('.seat[data-animal="bear"]')
    for label, clip in (("Ours : joue", "setup.seat_human"), ("Ours : l'ordinateur joue", "setup.seat_computer"),
                        ("Ours : ne joue pas", "setup.seat_off")):
        bear.tap()
        expect(bear).to_have_accessible_name(label)
        voice.wait_for_last((clip,), 5_000)


def test_a_tap_during_the_computer_s_turn_answers_with_a_sound_and_whose_turn_it_is(open_ready, page):
    """The bear, a computer, has the turn in a saved game: the fox's tap on the forest is refused, softly, and the
    bear's banner jumps."""
    game = pygame_rules.load("marchenwald")
    record = {"version": SAVE_VERSION, "state": game.dumps(game.new(players=2, seed=5)),
              "setup": {"seats": [{"animal": "bear", "computer": True}, {"animal": "fox", "computer": False}], "seed": 5}}
    page.add_init_script(VOICE_ON + LISTEN_SOUNDS
                         + f"localStorage.setItem({json.dumps(save_key('marchenwald'))}, {json.dumps(json.dumps(record))});")
    page = open_ready("index.html#marchenwald")
    banner = page.locator('.turn-banner[data-animal="bear"]')
    expect(banner).to_be_visible()
    card = page.locator(".forest .card[data-place]").first
    expect(card).to_be_disabled()
    card.tap(force=True)  # the bear thinks (the turn's words are said first): the fox taps anyway
    expect(banner).to_have_class(re.compile(r"\bturn-look\b"))
    assert "nope" in page.evaluate("window.__sounds")


def test_with_the_voice_turned_off_the_speaker_shows_it_is_off_and_nothing_is_said(open_ready, page):
    page.add_init_script("window.__voice = []; addEventListener('voice', (event) => window.__voice.push(event.detail.key));")
    page = open_ready()
    open_teacher_corner(page).get_by_role("group", name="Voix", exact=True).get_by_role("button", name="Non", exact=True).tap()
    page.get_by_role("button", name="Fermer", exact=True).tap()
    page.evaluate("window.__voice = []")
    name = playable_names("fr")[0]
    page.get_by_role("button", name=f"Jouer à {name}", exact=True).tap()
    speaker = page.get_by_role("button", name="La voix est coupée", exact=True)
    expect(speaker).to_be_visible()
    expect(speaker).to_be_disabled()
    expect(speaker.locator("img")).to_have_attribute("src", "icons/muted-speaker.svg")
    speaker.tap(force=True)  # a child taps it anyway: it shakes, it has nothing to say
    expect(speaker).to_have_class(re.compile(r"\bis-refused\b"))
    expect(page.get_by_role("button", name="Répéter", exact=True)).to_have_count(0)
    page.wait_for_timeout(1000)
    assert page.evaluate("window.__voice") == []


def test_a_browser_that_cannot_play_opus_keeps_and_plays_the_mp3_voice_alone(page, open_ready):
    """Opus where the browser plays it, MP3 elsewhere (Safari before 17): canPlayType decides, the worker keeps one."""
    page.add_init_script("HTMLMediaElement.prototype.canPlayType = (kind) => /ogg|opus/.test(kind) ? '' : 'probably';")
    voice = VoiceLog(page)
    page.add_init_script(VOICE_ON)
    page = open_ready("index.html#marchenwald")
    page.wait_for_selector('html[data-kept~="runtime/"][data-kept~="speech/fr/mp3"]', state="attached", timeout=60_000)
    assert "speech/fr/opus" not in page.locator("html").get_attribute("data-kept").split()
    kept = page.evaluate("""async () => {
      const paths = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
      }
      return paths.filter((path) => path.includes("/speech/fr/"));
    }""")
    assert any(path.endswith("/speech/fr/home.welcome.mp3") for path in kept), kept
    assert [path for path in kept if path.endswith(".opus")] == []
    page.locator('.seat[data-animal="bear"]').tap()
    voice.wait_for_last(("setup.seat_human",), 5_000)
    heard = page.evaluate("performance.getEntriesByType('resource').map((entry) => entry.name)"
                          ".filter((name) => name.includes('/speech/fr/'))")
    assert any(name.endswith("/speech/fr/setup.seat_human.mp3") for name in heard), heard
    assert [name for name in heard if name.endswith(".opus")] == []


@pytest.mark.parametrize("lang, play", [("fr", "Jouer à {name}"), ("en", "Play {name}")])
def test_reload_and_play_offline_through_the_service_worker_with_that_language_s_voice(open_ready, wait_ready, context,
                                                                                      lang, play):
    page = open_ready()
    page.evaluate(f"localStorage.setItem('pygame-rules/settings', JSON.stringify({{lang: '{lang}'}}))")
    page.reload()
    wait_ready()
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    page.wait_for_function("navigator.serviceWorker.controller !== null")
    # The worker keeps the runtime and the voice when the page asks, once ready.
    page.wait_for_selector(f'html[data-kept~="runtime/"][data-kept~="speech/{lang}/opus"]', state="attached",
                           timeout=60_000)
    context.set_offline(True)

    page.goto("index.html?seed=3")  # a query shares the one page the worker keeps
    wait_ready()
    assert page.evaluate("navigator.onLine") is False
    # The last game that comes with the site (not one the worker keeps apart until it is opened).
    game_id = next(game for game in reversed(pygame_rules.list_games())
                   if not any(prefix.startswith(f"games/{game}/") for prefix, _ in KEPT_APART))
    name = pygame_rules.load(game_id).info["names"][lang]
    page.get_by_role("button", name=play.format(name=name), exact=True).tap()
    expect(page.locator("html")).to_have_attribute("data-page", game_id)
    expect(page.locator("html")).to_have_attribute("data-ready", "true")
    # The game's own voice is there offline, in that language, like its code.
    clip = f"games/{game_id}/speech/{lang}/intro.opus"  # Chromium plays Opus
    status = page.evaluate(f"fetch('{clip}').then(response => response.status)")
    assert status == 200, clip


def test_offline_a_language_whose_voice_is_not_kept_says_so_and_keeps_it_once_the_network_is_back(
        open_ready, wait_ready, context, page):
    page.add_init_script("window.__voice = []; addEventListener('voice', (event) => window.__voice.push(event.detail.key));")
    open_ready()
    page.wait_for_function("navigator.serviceWorker.controller !== null")
    page.wait_for_selector('html[data-kept~="runtime/"][data-kept~="speech/fr/opus"]', state="attached", timeout=60_000)
    banner = page.locator(".missing-voice")
    expect(banner).to_be_hidden()  # the French voice is kept
    assert "speech/en/" not in (page.locator("html").get_attribute("data-kept") or "")

    context.set_offline(True)
    open_teacher_corner(page).get_by_role("group", name="Langue").get_by_role("button", name="English", exact=True).tap()
    expect(page.locator("html")).to_have_attribute("lang", "en")
    expect(banner).to_be_visible(timeout=15_000)
    expect(banner).to_have_attribute("data-state", "missing")
    expect(banner.get_by_role("img", name="The voice (English) is not on this tablet")).to_be_visible()
    keep = banner.get_by_role("button", name="Keep the voice (English) on this tablet")
    expect(keep).to_be_disabled()  # nothing can be fetched offline

    context.set_offline(False)
    expect(banner).to_have_attribute("data-state", "fetchable", timeout=15_000)
    expect(keep).to_be_enabled()
    page.evaluate("window.__voice = []")
    keep.tap()
    expect(banner).to_be_hidden(timeout=60_000)
    expect(page.locator("html")).to_have_attribute("data-kept", re.compile(r"(^| )speech/en/opus( |$)"))
    page.wait_for_function("window.__voice.includes('home.welcome')")  # the voice is back, in English

    context.set_offline(True)
    page.reload()
    wait_ready()
    expect(page.locator("html")).to_have_attribute("lang", "en")
    page.wait_for_function("window.__voice.includes('home.welcome')")  # said offline, in English
    expect(banner).to_be_hidden()


def test_no_request_leaves_the_site(open_ready, requests_log, site_url):
    page = open_ready()
    name = playable_names("fr")[0]
    page.get_by_role("button", name=f"Jouer à {name}", exact=True).tap()
    expect(page.locator("html")).to_have_attribute("data-page", pygame_rules.list_games()[0])
    page.wait_for_load_state("networkidle")

    assert site_url + WASM in requests_log.urls
    assert requests_log.foreign() == []


def test_printed_rules_show_no_controls(page):
    game_id = pygame_rules.list_games()[0]
    page.goto(f"rules/{game_id}.html")
    print_button = page.get_by_role("button", name=re.compile("Imprimer"))
    controls = page.get_by_role("navigation")
    expect(print_button).to_be_visible()
    expect(controls).to_be_visible()

    page.emulate_media(media="print")
    expect(print_button).to_be_hidden()
    expect(controls).to_be_hidden()
    expect(page.get_by_role("article")).to_be_visible()


def test_the_home_page_loads_no_game_s_code_and_a_game_fetches_only_its_own(open_ready, page, site_url):
    """Only the engine and the kit load with every page; a game's code and stylesheet come when it is opened."""
    asked = []
    page.on("request", lambda request: asked.append(request.url))
    open_ready()
    page.wait_for_load_state("networkidle")

    def game_files() -> set:
        return {url.removeprefix(site_url) for url in asked if re.search(r"games/[a-z_]+/(code\.zip\.gz|style\.css)$", url)}

    assert game_files() == set()
    game_id = pygame_rules.list_games()[-1]
    name = pygame_rules.load(game_id).info["names"]["fr"]
    page.get_by_role("button", name=f"Jouer à {name}", exact=True).tap()
    expect(page.locator("html")).to_have_attribute("data-page", game_id)
    expect(page.locator("body")).to_have_class(f"game-{game_id}")
    assert game_files() == {f"games/{game_id}/code.zip.gz", f"games/{game_id}/style.css"}
    page.get_by_role("button", name="Accueil", exact=True).first.tap()
    expect(page.locator("html")).to_have_attribute("data-page", "home")
    expect(page.locator("body")).not_to_have_class(f"game-{game_id}")


#: An init script: when Python has started (interpreter.mjs defines window.unpackZip as its loadPyodide ends).
PYTHON_STARTED = """Object.defineProperty(window, "unpackZip", {configurable: true, set(value) {
  Object.defineProperty(window, "unpackZip", {value, writable: true, configurable: true});
  window.pythonStartedAt = performance.now();
}});"""


@pytest.mark.parametrize("device_locale, chosen, read", [("de-DE", None, ["de", "en"]), ("de-DE", "es", ["es", "en"]),
                                                  ("en-GB", None, ["en", "fr"]), ("id-ID", "nl", ["fr", "en"])])
def test_a_page_opened_on_a_game_that_reads_words_asks_for_them_while_python_starts(
        browser, browser_context_args, site_url, device_locale, chosen, read):
    """index.html#meli_cado: the words of the site's language, as the app finds it (the teacher's choice, else the
    device's on a first visit; a choice the site does not speak falls back to French), are asked for before
    Python has started, each once, and no other language's."""
    context = browser.new_context(**{**browser_context_args, "locale": device_locale})
    context.add_init_script(PYTHON_STARTED)
    if chosen:
        stored = json.dumps({"lang": chosen, "voice": False})
        context.add_init_script(f"localStorage.setItem({json.dumps(settings_key())}, {json.dumps(stored)})")
    errors, asked = [], []
    page = context.new_page()
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("console", lambda message: message.type == "error" and errors.append(message.text))
    page.on("request", lambda request: asked.append(request.url.removeprefix(site_url)))
    try:
        page.goto("index.html#meli_cado")
        page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
        expect(page.locator("html")).to_have_attribute("data-page", "meli_cado")
        expect(page.locator("html")).to_have_attribute("lang", read[0])
        words = [url for url in asked if "/words/" in url]
        assert sorted(words) == sorted(f"games/meli_cado/words/{lang}.zip.gz" for lang in read)
        started = page.evaluate("window.pythonStartedAt")
        for url in words:
            asked_at = page.evaluate("url => performance.getEntriesByName(url)[0].startTime", site_url + url)
            assert asked_at < started, (url, asked_at, started)
        assert errors == []
    finally:
        context.close()


def rules_shown(page, url: str) -> str:
    """The language a printed rules page shows first (rules.js sets <html data-show>)."""
    page.goto(url)
    expect(page.get_by_role("navigation")).to_be_visible()
    return page.locator("html").get_attribute("data-show")


def test_printed_rules_follow_the_language_chosen_in_their_own_copy_of_the_site(page, wait_ready, tmp_path, requests_log):
    """Two copies on one origin (the site at / and at /copy/): each rules page reads its own copy's settings."""
    origin = tmp_path / "origin"
    origin.mkdir()
    for entry in DIST.iterdir():
        (origin / entry.name).symlink_to(entry)
    (origin / "copy").symlink_to(DIST)
    game_id = pygame_rules.list_games()[0]
    with serving_in_thread(origin, SiteHandler) as server:
        url = f"http://127.0.0.1:{server.server_address[1]}/"
        requests_log.site = urlsplit(url).netloc  # this origin is the site: nothing may leave it
        page.goto(url + "copy/index.html")
        wait_ready()
        open_teacher_corner(page).get_by_role("group", name="Langue").get_by_role("button", name="English", exact=True).tap()
        expect(page.locator("html")).to_have_attribute("lang", "en")
        assert rules_shown(page, f"{url}copy/rules/{game_id}.html") == "en"
        assert rules_shown(page, f"{url}rules/{game_id}.html") == "fr"  # the copy at / chose nothing

        # The other way round, under the keys kit/settings.py names for each folder.
        for scope, lang in (("/", "en"), ("/copy/", "fr")):
            scope_keys(scope)
            page.evaluate("([key, lang]) => localStorage.setItem(key, JSON.stringify({lang}))", [settings_key(), lang])
        scope_keys("/")
        assert rules_shown(page, f"{url}rules/{game_id}.html") == "en"
        assert rules_shown(page, f"{url}copy/rules/{game_id}.html") == "fr"


@pytest.mark.parametrize("lang, games, play", [
    ("de", "Die Spiele", "{name} spielen"), ("es", "Los juegos", "Jugar a {name}"),
    ("it", "I giochi", "Gioca a {name}"), ("id", "Permainan", "Main {name}"),
])
def test_a_first_visit_opens_in_the_device_s_language_and_the_corner_names_each_in_its_own(
        browser, browser_context_args, lang, games, play):
    """No saved setting: the first of navigator.languages the site speaks; each language named in its own words."""
    context = browser.new_context(**{**browser_context_args, "locale": f"{lang}-{lang.upper()}"})
    errors = []
    page = context.new_page()
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("console", lambda message: message.type == "error" and errors.append(message.text))
    try:
        page.goto("index.html")
        page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
        expect(page.locator("html")).to_have_attribute("lang", lang)
        region = page.get_by_role("region", name=games)
        for name in playable_names("fr"):  # as the boxes print them
            expect(region.get_by_role("button", name=play.format(name=name), exact=True)).to_be_visible()
        assert errors == []
    finally:
        context.close()
