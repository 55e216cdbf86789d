"""Never stuck, nothing lost: new versions, two copies on one origin, and a tablet made ready for a lesson.

Each test builds the site into its own folder and serves it from a thread
the way GitHub Pages does (`Cache-Control: max-age=600`), then "deploys" a
new version into the same folder: a changed picture (icons/gear.svg, shown
on the home page) and the service worker and page version build.py writes
for it. The rules under test are the ones written at the top of sw.js: a new
version keeps everything the old one kept before it takes over, one page
load never mixes two versions, and a copy of the site only ever touches its
own caches and stored keys.
"""

import json
import re
import shutil
import time

import pytest
from playwright.sync_api import expect

import pygame_rules
from sitebuild import assemble
from sitebuild.offline import KEPT_APART, SERVICE_WORKER, SITE_VERSION, write_service_worker
from sitebuild.page import PAGE
from sitebuild.server import SiteHandler, serving_in_thread

READY = "html[data-ready=true]"
READY_MS = 60_000
CHANGED = "icons/gear.svg"
MARK = "<!-- v2 -->"
GAME = pygame_rules.load("marchenwald")
SEED = 11


class GitHubPagesHandler(SiteHandler):
    """build.py's handler with GitHub Pages' caching; it logs (path, status) and can refuse paths (503)."""

    cache_control = "max-age=600"
    log = None  # set per server: a list of (path, status)
    refused = None  # set per server: a set of paths answered 503

    def do_GET(self):
        if self.path.split("?")[0] in self.refused:
            self.send_error(503, "refused by the test")
            return
        super().do_GET()

    def log_request(self, code="-", size="-"):
        self.log.append((self.path.split("?")[0], int(getattr(code, "value", code))))

    def log_message(self, format, *args):
        pass


@pytest.fixture
def pages_server():
    """serve(folder) -> (base URL ending in /, request log, refused paths) for a folder served like GitHub Pages."""
    servers = []

    def serve(folder):
        handler = type("Handler", (GitHubPagesHandler,), {"log": [], "refused": set()})
        server = serving_in_thread(folder, handler)
        servers.append(server)
        address = server.__enter__().server_address
        return f"http://127.0.0.1:{address[1]}/", handler.log, handler.refused

    yield serve
    for server in servers:
        server.__exit__(None, None, None)


@pytest.fixture
def tablet(browser, browser_context_args):
    """tablet() -> a fresh browser context (its own service workers and storage); fails on any page error."""
    contexts, errors = [], []

    def watch(page):
        page.on("console", lambda message: message.type == "error" and errors.append(f"console: {message.text}"))
        page.on("pageerror", lambda error: errors.append(f"page: {error}"))

    def new_tablet():
        context = browser.new_context(**{**browser_context_args, "base_url": None})
        context.on("page", watch)
        contexts.append(context)
        return context

    yield new_tablet
    for context in contexts:
        context.close()
    unexpected = [error for error in errors if not offline_noise(error)]
    assert not unexpected, "errors in the page:\n" + "\n".join(unexpected)


def offline_noise(error: str) -> bool:
    """What Chromium itself logs while the network is off (a failed update check of the worker), not the site."""
    return "ERR_INTERNET_DISCONNECTED" in error or "Failed to update a ServiceWorker" in error


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    """The site built once for this module; each test copies it (a deploy of version 1)."""
    return assemble.build(out=tmp_path_factory.mktemp("v1") / "dist")


def deploy_v1(built, folder):
    shutil.copytree(built, folder)
    return version_of(folder)


def deploy_v2(folder):
    """A new version: one changed picture, and the page version and worker build.py writes for it."""
    picture = folder / CHANGED
    picture.write_text(picture.read_text(encoding="utf-8") + MARK + "\n", encoding="utf-8")
    write_service_worker(folder)
    return version_of(folder)


def version_of(folder) -> str:
    return SITE_VERSION.search((folder / PAGE).read_text(encoding="utf-8")).group(0).split('content="')[1][:-2]


def open_site(page, url):
    page.goto(url)
    page.wait_for_selector(READY, state="attached", timeout=READY_MS)
    return page


def wait_kept(page, *groups):
    """Until the worker controls the page and says it has kept these groups whole."""
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=READY_MS)
    selector = "html" + "".join(f'[data-kept~="{group}"]' for group in groups)
    page.wait_for_selector(selector, state="attached", timeout=READY_MS)


def until(page, expression: str, seconds: float = 60) -> None:
    """Until a JavaScript expression (a promise is awaited, unlike wait_for_function's) is truthy."""
    deadline = time.monotonic() + seconds
    while not page.evaluate(expression):
        assert time.monotonic() < deadline, f"still false after {seconds} s: {expression}"
        page.wait_for_timeout(100)


def page_version(page) -> str:
    return page.locator('meta[name="site-version"]').get_attribute("content")


def cache_names(page) -> list:
    """The service worker's caches (interpreter.mjs keeps Python's snapshot in a cache of its own)."""
    return sorted(name for name in page.evaluate("caches.keys()") if name.startswith("petits-jeux:"))


def until_caches_are(page, *names: str, seconds: float = 20) -> None:
    """Until the service worker's caches are these: an old version's goes once no page uses it, soon after
    the new version's page is ready (sooner now that Python starts faster), not before."""
    until(page, "caches.keys().then(names => names.filter(name => name.startsWith('petits-jeux:')).sort().join(' ')"
                f" === {' '.join(sorted(names))!r})", seconds=seconds)


def cached_paths(page, cache_name: str, scope: str) -> set:
    urls = page.evaluate("name => caches.open(name).then(cache => cache.keys()).then(keys => keys.map(key => key.url))",
                         cache_name)
    return {url.split(scope, 1)[1] for url in urls}


def picture_text(page) -> str:
    """The changed picture as this page gets it (through the worker that serves the page)."""
    return page.evaluate(f"fetch('{CHANGED}').then(response => response.text())")


def play_a_card(page, url):
    """Open Märchenwald with a seed, start, tap the card the fox seeks: it is found."""
    open_site(page, f"{url}index.html?seed={SEED}&fast=1#marchenwald")
    page.get_by_role("button", name="Jouer", exact=True).tap()
    expect(page.locator(".forest [data-place]")).to_have_count(49, timeout=15_000)
    state = GAME.new(players=1, seed=SEED, variant="solo")
    place = next(place for place, spot in enumerate(state["forest"])
                 if spot["status"] == "hidden" and spot["card"].get("object") == state["seeking"])
    page.locator(f'.forest [data-place="{place}"]').tap()
    expect(page.locator(".found-row")).to_have_attribute("data-count", "1", timeout=15_000)


def kept_apart(path: str) -> bool:
    """A file the worker keeps apart until its game is opened (sitebuild/offline.py, KEPT_WITH_GAME)."""
    return any(path.startswith(prefix) for prefix, _ in KEPT_APART)


def runtime_and_voice(folder) -> set:
    """The files the old version kept in this test beyond the site: the runtime and the French voice (in Opus)."""
    return {path.relative_to(folder).as_posix() for path in folder.rglob("*") if path.is_file()
            and not kept_apart(path.relative_to(folder).as_posix())
            and (path.relative_to(folder).parts[0] == "runtime"
                 or re.search(r"(^|/)speech/fr/[^/]+\.opus$", path.relative_to(folder).as_posix()))}


def test_a_new_version_keeps_what_the_old_kept_leaves_the_child_s_page_alone_then_plays_offline(
        built, tmp_path, pages_server, tablet):
    folder = tmp_path / "site"
    v1 = deploy_v1(built, folder)
    url, log, _ = pages_server(folder)
    page = open_site(tablet().new_page(), url + "index.html")
    wait_kept(page, "runtime/", "speech/fr/opus")
    assert cache_names(page) == [f"petits-jeux:/:{v1}"]

    # Mid-visit: a child has opened a game when the new version is deployed and found.
    page.get_by_role("button", name=re.compile("^Jouer à ")).first.tap()
    expect(page.locator("html")).not_to_have_attribute("data-page", "home")
    game = page.locator("html").get_attribute("data-page")
    v2 = deploy_v2(folder)
    assert v2 != v1
    del log[:]
    started = time.monotonic()
    page.evaluate("navigator.serviceWorker.getRegistration().then(registration => registration.update())")
    # Installed, then active: a reload in between would still be answered by the old version.
    until(page, "navigator.serviceWorker.getRegistration().then(registration => !registration.installing"
                " && !registration.waiting && registration.active.state === 'activated')")
    installed = time.monotonic() - started
    # Before taking over, the new version kept the runtime and the voice the old one had kept: copied, not downloaded.
    new_cache = f"petits-jeux:/:{v2}"
    kept = cached_paths(page, new_cache, url)
    assert runtime_and_voice(folder) <= kept
    assert {path for path, _ in build_listing(folder)} <= kept
    downloaded = sorted({path for path, status in log if status == 200})
    assert downloaded == ["/" + CHANGED, "/index.html", "/sw.js"], downloaded
    # The child's page goes on with its own version: its files, its cache, no reload.
    assert MARK not in picture_text(page)
    assert page_version(page) == v1
    assert page.locator("html").get_attribute("data-page") == game
    assert cache_names(page) == sorted([f"petits-jeux:/:{v1}", new_cache])

    # The next load is the new version, whole; the old cache goes once no page uses it.
    page.reload()
    expect(page.locator('meta[name="site-version"]')).to_have_attribute("content", v2, timeout=READY_MS)
    page.wait_for_selector(READY, state="attached", timeout=READY_MS)
    switched = time.monotonic() - started
    assert MARK in picture_text(page)
    assert page.evaluate("""new Promise(resolve => {
        navigator.serviceWorker.addEventListener("message", event => event.data.status && resolve(event.data.status.version));
        navigator.serviceWorker.controller.postMessage({status: true});
    })""") == v2
    until_caches_are(page, new_cache)

    # Without the network: the new version starts and plays.
    page.context.set_offline(True)
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=READY_MS)
    assert page_version(page) == v2
    play_a_card(page, url)
    print(f"\nupdate: downloaded {downloaded}, {len(kept)} entries in the new cache {installed:.1f} s after"
          f" the update was found; the reloaded page was the new version {switched:.1f} s after it")


def test_an_update_from_a_version_that_listed_its_files_with_sha384_still_copies_what_did_not_change(
        built, tmp_path, pages_server, tablet):
    """A tablet that kept the site when the worker's list held SHA-384 strings (before the short hashes of
    sitebuild/offline.py, content_hash): the new version hashes what that cache holds, and copies every file
    that did not change instead of downloading it again."""
    folder = tmp_path / "site"
    v1 = deploy_v1(built, folder)
    url, log, _ = pages_server(folder)
    page = open_site(tablet().new_page(), url + "index.html")
    wait_kept(page, "runtime/", "speech/fr/opus")
    page.evaluate("""async (name) => {
        const cache = await caches.open(name);
        const address = new URL(".petits-jeux-files.json", location.href).href;
        const manifest = await (await cache.match(address)).json();
        manifest.files = manifest.files.map(([path, hash]) => [path, "sha384-" + hash]);
        await cache.put(address, new Response(JSON.stringify(manifest), {headers: {"Content-Type": "application/json"}}));
    }""", f"petits-jeux:/:{v1}")
    v2 = deploy_v2(folder)
    del log[:]
    page.evaluate("navigator.serviceWorker.getRegistration().then(registration => registration.update())")
    # The install hashes every file the old cache holds (the 9.6 MB wasm among them): slower on a loaded machine.
    until(page, "navigator.serviceWorker.getRegistration().then(registration => !registration.installing"
                " && !registration.waiting && registration.active.state === 'activated')", seconds=240)
    kept = cached_paths(page, f"petits-jeux:/:{v2}", url)
    assert runtime_and_voice(folder) <= kept
    assert {path for path, _ in build_listing(folder)} <= kept
    downloaded = sorted({path for path, status in log if status == 200})
    assert downloaded == ["/" + CHANGED, "/index.html", "/sw.js"], downloaded


def build_listing(folder) -> list:
    """The site group of the worker's list (every file but the runtime, the voices and what is kept apart)."""
    source = (folder / SERVICE_WORKER).read_text(encoding="utf-8")
    files = re.search(r"const FILES = (\[.*?\]);\n", source, re.S).group(1)
    return [entry for entry in json.loads(files)
            if not entry[0].startswith("runtime/") and not kept_apart(entry[0]) and not re.search(r"(^|/)speech/[a-z]+/[^/]+\.(mp3|opus)$", entry[0])]


def test_a_failed_update_leaves_the_old_version_whole_for_offline_play(built, tmp_path, pages_server, tablet):
    folder = tmp_path / "site"
    v1 = deploy_v1(built, folder)
    url, log, refused = pages_server(folder)
    page = open_site(tablet().new_page(), url + "index.html")
    wait_kept(page, "runtime/", "speech/fr/opus")

    refused.add("/" + CHANGED)  # the Wi-Fi drops while the new version downloads
    v2 = deploy_v2(folder)
    page.evaluate("navigator.serviceWorker.getRegistration().then(registration => registration.update()).catch(() => null)")
    until(page, "navigator.serviceWorker.getRegistration().then(registration => !registration.installing)")
    assert page.evaluate("navigator.serviceWorker.getRegistration().then(r => r.waiting)") is None
    assert f"petits-jeux:/:{v1}" in cache_names(page)

    page.context.set_offline(True)
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=READY_MS)
    assert page_version(page) == v1
    play_a_card(page, url)

    # Back online, the next visit installs the new version (what the failed install had kept is not fetched again).
    refused.clear()
    page.context.set_offline(False)
    del log[:]
    page.goto(url + "index.html")
    expect(page.locator('meta[name="site-version"]')).to_have_attribute("content", v2, timeout=READY_MS)
    page.wait_for_selector(READY, state="attached", timeout=READY_MS)
    assert ("/" + CHANGED, 200) in log
    until_caches_are(page, f"petits-jeux:/:{v2}")


def test_two_copies_on_one_origin_keep_their_own_caches_and_settings(built, tmp_path, pages_server, tablet):
    root = tmp_path / "origin"
    v1 = deploy_v1(built, root / "a")
    deploy_v1(built, root / "b")
    url, _, _ = pages_server(root)
    context = tablet()
    page_a = open_site(context.new_page(), url + "a/index.html")
    wait_kept(page_a, "runtime/", "speech/fr/opus")
    page_b = open_site(context.new_page(), url + "b/")
    wait_kept(page_b, "runtime/", "speech/fr/opus")
    assert cache_names(page_a) == sorted([f"petits-jeux:/a/:{v1}", f"petits-jeux:/b/:{v1}"])

    v2 = deploy_v2(root / "b")
    page_b.reload()  # /a/'s page stays open: it is another copy, it does not hold /b/'s update back
    expect(page_b.locator('meta[name="site-version"]')).to_have_attribute("content", v2, timeout=READY_MS)
    page_b.wait_for_selector(READY, state="attached", timeout=READY_MS)
    until_caches_are(page_b, f"petits-jeux:/a/:{v1}", f"petits-jeux:/b/:{v2}")
    assert page_version(page_a) == v1 and MARK not in picture_text(page_a)

    # What each copy stores is its own (kit/settings.py names the keys after the site's folder).
    page_b.evaluate("localStorage.setItem('pygame-rules@/b/settings', JSON.stringify({lang: 'en'}))")
    page_b.reload()
    page_b.wait_for_selector(READY, state="attached", timeout=READY_MS)
    expect(page_b.locator("html")).to_have_attribute("lang", "en")

    context.set_offline(True)
    page_a.reload()
    page_a.wait_for_selector(READY, state="attached", timeout=READY_MS)
    assert page_version(page_a) == v1
    expect(page_a.locator("html")).to_have_attribute("lang", "fr")
    play_a_card(page_a, url + "a/")
    keys = page_a.evaluate("Object.keys(localStorage)")
    assert "pygame-rules@/a/save/marchenwald" in keys and "pygame-rules@/b/save/marchenwald" not in keys
    assert not [key for key in keys if key.startswith("pygame-rules/")]


def test_the_teacher_sees_the_tablet_become_ready_for_a_lesson_without_wifi(built, tmp_path, pages_server, tablet):
    """A French tablet is ready with French's voice alone; the teacher then adds English's for one child."""
    folder = tmp_path / "site"
    deploy_v1(built, folder)
    url, _, _ = pages_server(folder)
    page = open_site(tablet().new_page(), url + "index.html")
    wait_kept(page, "runtime/", "speech/fr/opus")
    gear = page.get_by_role("button", name=re.compile("^Coin de la maîtresse"))
    box = gear.bounding_box()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.mouse.down()
    page.wait_for_timeout(2400)  # the corner opens when held (kit.hold)
    page.mouse.up()
    corner = page.get_by_role("dialog")
    wait_kept(page, "rules/")  # the printed rules are kept as the corner opens
    row = corner.get_by_role("group", name="Jouer sans Wi-Fi")
    expect(row).to_have_attribute("data-offline", "missing", timeout=15_000)
    expect(row).to_contain_text("des pages du site")
    expect(row).not_to_contain_text("la voix")  # French's is kept already; the other five are not asked for

    keep = row.get_by_role("button", name="Préparer la tablette")
    keep.tap()
    bar = row.locator("progress")
    expect(bar).to_be_visible()
    expect(row).to_have_attribute("data-offline", "ready", timeout=READY_MS)
    expect(row).to_contain_text("Prête")
    expect(keep).to_be_hidden()  # everything is kept: nothing is left to keep
    assert bar.evaluate("bar => bar.value === bar.max")
    kept = set(page.locator("html").get_attribute("data-kept").split())
    assert {"runtime/", "speech/fr/opus", "site"} <= kept  # Chromium plays Opus: the tablet keeps that format only
    assert not any(group.startswith("speech/en/") for group in kept) and "speech/fr/mp3" not in kept
    # Méli Cado in French reads French's words and English's (its ENGLISH card), not the four others'.
    assert {"games/meli_cado/words/fr/", "games/meli_cado/words/en/"} <= kept
    assert not any(f"games/meli_cado/words/{lang}/" in kept for lang in ("de", "es", "it", "id"))

    voices = corner.get_by_role("group", name="Voix gardées sur la tablette")
    expect(voices.locator("[data-lang=fr]")).to_have_attribute("data-voice", "kept")
    english = voices.locator("[data-lang=en]")
    expect(english).to_have_attribute("data-voice", "missing")
    english.tap()
    expect(english).to_have_attribute("data-voice", "kept", timeout=READY_MS)
    expect(english).to_have_attribute("aria-pressed", "true")
    expect(row).to_have_attribute("data-offline", "ready")
    expect(page.locator("html")).to_have_attribute("data-kept", re.compile(r"(^| )speech/en/opus( |$)"))
    assert voices.locator("[data-voice=kept]").count() == 2  # German, Spanish, Italian, Indonesian stay off

    # Without Wi-Fi, the teacher still prints the rules from the corner's links.
    page.context.set_offline(True)
    with page.expect_popup() as opened:
        corner.locator("a.rules-link[href='rules/marchenwald.html']").click()
    rules = opened.value
    rules.wait_for_load_state()
    expect(rules.locator("section.rules-page[lang=fr] h1")).to_be_visible()


@pytest.fixture
def tablet_profile(browser_type, browser_type_launch_args, browser_context_args, tmp_path):
    """A browser with its own profile on disk, as a tablet's: its HTTP cache can hold the runtime."""
    context = browser_type.launch_persistent_context(
        tmp_path / "profile", **browser_type_launch_args, **{**browser_context_args, "base_url": None})
    errors = []
    context.on("page", lambda page: page.on("pageerror", lambda error: errors.append(str(error))))
    yield context
    context.close()
    assert not errors, "errors in the page:\n" + "\n".join(errors)


def test_a_first_visit_sends_each_file_once_and_keeps_the_site_for_offline_play(built, tmp_path, pages_server,
                                                                               tablet_profile):
    """The first worker takes the page over at once and keeps what the page fetches as it passes; what the
    page fetched before that is revalidated from the browser's HTTP cache (a 304), never sent again.

    A private window keeps its HTTP cache in memory, where the 9 MB pyodide.asm.wasm does not fit: there
    that one file is still sent twice (the page's start comes first, before any worker can serve it).
    """
    folder = tmp_path / "site"
    deploy_v1(built, folder)
    url, log, _ = pages_server(folder)
    page = tablet_profile.pages[0] if tablet_profile.pages else tablet_profile.new_page()
    open_site(page, f"{url}index.html")
    wait_kept(page, "site", "runtime/", "speech/fr/opus")
    sent = [path for path, status in log if status == 200]
    assert not {path for path in sent if sent.count(path) > 1}, "sent twice"
    assert "/runtime/pyodide/pyodide.asm.wasm" in sent
    # Méli Cado's code and the speech synthesizer (2 MB) are kept apart: only once that game is opened (the
    # synthesizer only on a tablet with no voice of its own for the words, as headless Chromium is); the
    # printed rules once the teacher's corner is opened.
    apart = [path for path in sent if path.startswith(("/runtime/espeak-ng/", "/games/meli_cado/code.zip.gz", "/rules/"))]
    assert not apart, f"a first visit of the home page fetched {apart}"
    page.goto(f"{url}index.html#meli_cado")
    page.wait_for_selector(READY, state="attached", timeout=READY_MS)
    wait_kept(page, "games/meli_cado/", "runtime/espeak-ng/")
    # Everything the next visit needs is kept: offline, the site starts from the worker alone.
    tablet_profile.set_offline(True)
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=READY_MS)
