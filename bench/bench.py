"""How fast the site starts, how much it downloads, how fast a tap answers.

    python3 bench/bench.py [--runs N] [--profile both|localhost|classroom] [--latency MS] [--cpu RATE]
                           [--also FOLDER]
    python3 bench/bench.py --languages

Builds dist/ and measures a copy of it in Debian's chromium, in one run,
against a yardstick: a bare page with only PyScript loading the same
vendored Pyodide, with its whole standard library as Pyodide ships it
(the start budgets in docs/performance.md are relative to it). Two profiles, one after the
other: localhost as it is, and a classroom tablet (Chromium's CPU slowed
--cpu times, 4 by default, and every request behind a --latency ms round
trip, 80 by default, at 24 Mbit/s). In each, for the yardstick, the home
page and each game page (index.html#<id>), and the same pages of --also's
built site if given (to compare two builds in alternating runs):
- ready: time from navigation to html[data-ready=true], cold (a fresh
  profile on disk, as a tablet's browser has, empty caches), warm (same
  profile, second load, once the page has made the memory snapshot the
  next openings start from) and third load (each load in a new tab, the
  one before closed), medians, and each page's ratio to the bare page of
  the same run (runs alternate the pages), median and spread. Chromium
  writes its code cache on the second load of a script and reads it from
  the third on (a service worker's cached scripts get theirs when cached),
  so the third load is a returning child's day;
- picture scene: first-contentful-paint of those loads;
Then, once per run of the tool (bytes do not depend on the profile), the
first visits on localhost: everything the server sent, gzip-compressed,
from a fresh profile's first load of the home page until the site could play
offline (the page and its service worker together), then the same followed
by each game opened from the home page (Méli Cado's also on a tablet with
French and English voices of its own, which needs no speech synthesizer);
and how many times each file was sent. Then what the service worker keeps for offline play and, in each
profile, once it has, the time from a tap on Im Märchenwald's picture at home
to its ready page and from a tap on a forest card to the first change of the
page. Prints a markdown report and writes it to bench/latest.md. A benchmark,
not a test: it reports the budgets, and fails (exit status 1) only when a file
was sent twice during a first visit, which no load of the machine can excuse.

--languages measures only the first visit, home then Im Märchenwald, once per
language the site speaks, on a device set to it: the bytes sent and the voice
kept (bench/latest.md is left as it is).
"""

import argparse
import contextlib
import datetime
import functools
import gzip
import os
import platform
import shutil
import statistics
import sys
import tempfile
from collections import Counter, deque
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import unquote, urlsplit

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "site")]

import pygame_rules  # noqa: E402
from sitebuild import assemble, testing  # noqa: E402
from sitebuild.offline import KEPT_APART, SYNTHESIZER  # noqa: E402
from sitebuild.paths import DIST, NODE_MODULES  # noqa: E402
from sitebuild.runtime import STDLIB  # noqa: E402
from sitebuild.server import SiteHandler, serving_in_thread  # noqa: E402
import games.marchenwald.words  # noqa: E402,F401 - registers the words of the Märchenwald page
import ui.site_words  # noqa: E402,F401 - registers the words of the home page
from ui.kit.i18n import LANGUAGES, words  # noqa: E402

LATEST = Path(__file__).with_name("latest.md")
# The last console messages of the pages, told when a page never gets ready.
CONSOLE = deque(maxlen=40)
TIMEOUT_MS = 120_000
LAUNCH_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"]
# The classroom tablet of the end-to-end tests.
CONTEXT = {
    "viewport": {"width": 1024, "height": 768},
    "has_touch": True,
    "is_mobile": False,
    "locale": "fr-FR",
    "service_workers": "allow",
}
VISITS = ("cold", "warm", "third")
# The start budgets (docs/performance.md).
START_RATIO = 0.85
SCENE_MS = {"localhost": 300, "classroom": 500}
WARM_MS = 1500  # a warm start in the classroom profile, home and game pages
COLD_RATIO = {"classroom": 0.35}  # a cold start in the classroom profile, to the bare page's
FIRST_VISIT_BYTES = 6_500_000  # home then one game but the one that reads words, all the server sent
WORDS_GAME = "meli_cado"  # the game that reads words aloud: its first visit has a budget of its own
WORDS_GAME_BYTES = 7_500_000  # home then Méli Cado, on a tablet with voices of its own for its words
OWN_VOICES_SAID = "French and English voices of its own"
TAP_MS = 100
OPEN_MS = 1000
# The emulated network's throughput: 24 Mbit/s down.
EMULATED_BYTES_PER_S = 3_000_000

# The yardstick: PyScript and Pyodide doing nothing but saying they are ready.
BARE_PAGE = """\
<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Bare PyScript + Pyodide</title>
<script type="module" src="./runtime/pyscript/core.js"></script>
</head>
<body>
<script type="py" config="./pyscript.json">from pyscript import document; document.documentElement.dataset.ready = "true"</script>
</body>
</html>
"""
BARE_CONFIG = '{"interpreter": "./runtime/pyodide/pyodide.mjs"}\n'


@dataclass(frozen=True)
class Profile:
    """Where the pages load: localhost as it is, or a classroom tablet (a slower processor behind Wi-Fi and the Internet)."""

    name: str
    latency: int = 0  # round trip in ms at 24 Mbit/s; 0: the network is left as it is
    cpu: float = 1  # Chromium's CPU throttling rate; 1: none

    def describe(self) -> str:
        if not self.latency and self.cpu == 1:
            return "the machine and its loopback as they are"
        return f"CPU slowed {self.cpu:g}x, {self.latency} ms round trip at 24 Mbit/s"

# Installed before any script of the page: notes when <html> gets data-ready="true", and says so on the
# console. load() waits for that message rather than polling the page: a poll (wait_for_function) first
# has Playwright evaluate its own script in the page, which on a slowed processor ran before the picture
# scene's first paint and held it back (about 120 ms, cold, in the classroom profile); a tablet runs none.
READY_MESSAGE = "bench: ready"
READY_PROBE = """
new MutationObserver(() => {
  if (window.__readyAt === undefined && document.documentElement.dataset.ready === "true") {
    window.__readyAt = performance.now();
    console.debug("%s");
  }
}).observe(document, {subtree: true, attributes: true, attributeFilter: ["data-ready"]});
""" % READY_MESSAGE
LOAD_TIMES = """() => ({
  ready: window.__readyAt,
  scene: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
})"""
# Resolves once the page's service worker (if it has one) is active, its install done.
SERVICE_WORKER_READY = """async () => {
  if (!(await navigator.serviceWorker.getRegistration())) return false;
  await navigator.serviceWorker.ready;
  return true;
}"""
# The worker keeps the runtime and the voice of the page's language, in the one
# format the browser plays (Chromium: Opus), when the page asks, once ready;
# <html data-kept> lists what it already kept.
OFFLINE_KEPT = 'html[data-kept~="runtime/"][data-kept~="speech/{language}/opus"]'
CACHED_URLS = """async () => {
  const urls = [];
  for (const name of await caches.keys()) {
    for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
  }
  return urls;
}"""
# Installed just before a tap: the first touch (pointerdown comes before
# touchstart), the first change of the page after it, and the moment another
# page (data-page) is ready.
TAP_PROBE = """() => {
  const html = document.documentElement;
  const page = html.dataset.page;
  const tap = window.__tap = {touch: null, change: null, opened: null};
  const touched = (event) => { if (tap.touch === null) tap.touch = event.timeStamp; };
  addEventListener("pointerdown", touched, {capture: true});
  addEventListener("touchstart", touched, {capture: true});
  new MutationObserver(() => {
    if (tap.touch === null) return;
    const now = performance.now();
    if (tap.change === null) tap.change = now;
    if (tap.opened === null && html.dataset.ready === "true" && html.dataset.page !== page) tap.opened = now;
  }).observe(html, {subtree: true, childList: true, attributes: true, characterData: true});
}"""
# The page speaks French in this context: its names come from the page's own catalogue.
LANGUAGE = "fr"
# Every load of the tap context starts a new game instead of resuming one.
NEW_GAME = 'localStorage.removeItem("pygame-rules/save/marchenwald");'


@dataclass
class Served:
    """A folder served on 127.0.0.1, and the path of every file it sent (200, not 304)."""

    folder: Path
    url: str
    paths: list = field(default_factory=list)


@dataclass
class Page:
    name: str
    site: Served
    url: str
    bare: "Page | None" = None  # the yardstick of the same runs (None: this is it)
    loads: list = field(default_factory=list)  # {visit: {"ready": ms, "scene": ms}} per run, visit in VISITS; None: failed
    failures: list = field(default_factory=list)  # what a page that never got ready showed
    sent_twice: list = field(default_factory=list)  # paths the server sent more than once on that first visit

    def median(self, visit: str, measure: str):
        values = [load[visit][measure] for load in self.loads if load and load[visit][measure] is not None]
        return statistics.median(values) if values else None

    def ratios(self, visit: str) -> list:
        """Ready time over the bare page's, run by run (the runs alternate the pages)."""
        bare = self.bare or self
        return [mine[visit]["ready"] / its[visit]["ready"] for mine, its in zip(self.loads, bare.loads) if mine and its]


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="visits of each page, each cold then warm twice (default 5)")
    parser.add_argument("--profile", choices=("both", "localhost", "classroom"), default="both",
                        help="localhost as it is, the classroom tablet, or both (default)")
    parser.add_argument("--latency", type=int, default=80,
                        help="the classroom's round trip in ms at 24 Mbit/s, as to GitHub Pages (default 80)")
    parser.add_argument("--cpu", type=float, default=4, help="the classroom tablet's CPU slowdown (default 4)")
    parser.add_argument("--also", type=Path, help="another built site whose pages are measured alongside")
    parser.add_argument("--languages", action="store_true",
                        help="only the first visit, home then one game, in each language the site speaks")
    args = parser.parse_args(argv)
    if Path(sys.prefix).resolve() != testing.VENV.resolve():
        testing.step("chromium", testing.ensure_chromium)
        testing.step("virtualenv .venv", testing.ensure_venv)
        os.execv(testing.VENV_PYTHON, [str(testing.VENV_PYTHON), __file__, *sys.argv[1:]])
    profiles = [profile for profile in (Profile("localhost"), Profile("classroom", args.latency, args.cpu))
                if args.profile in ("both", profile.name)]
    print(assemble.summary(assemble.build()))
    if args.languages:
        from playwright.sync_api import sync_playwright  # in .venv only
        with sync_playwright() as playwright, serving(DIST) as site:
            print(render_languages(first_visits_by_language(playwright, site)))
        return 0
    report, sent_twice = measure(args.runs, profiles, args.also, " ".join(sys.argv[1:]))
    LATEST.write_text(report, encoding="utf-8")
    print(report)
    return 1 if sent_twice else 0


def measure(runs: int, profiles: list, also: Path | None = None, options: str = "") -> tuple:
    """The report, and the paths any first visit got twice from the server."""
    from playwright.sync_api import sync_playwright  # in .venv only, hence not at the top

    with contextlib.ExitStack() as stack:
        # Copies: a build of dist/ during the run must not change what is measured.
        folder = Path(stack.enter_context(tempfile.TemporaryDirectory(prefix="bench-")))
        shutil.copytree(DIST, folder / "site")
        write_yardstick(folder / "site", folder / "bare")
        bare = stack.enter_context(serving(folder / "bare"))
        site = stack.enter_context(serving(folder / "site"))
        other = None
        if also:
            shutil.copytree(also, folder / "also")
            other = stack.enter_context(serving(folder / "also"))

        playwright = stack.enter_context(sync_playwright())
        browser = playwright.chromium.launch(executable_path=shutil.which("chromium"), args=LAUNCH_ARGS)
        stack.callback(browser.close)
        print("first visits", file=sys.stderr, flush=True)
        visits = first_visits(playwright, bare, site)
        kept, sections, twice = None, [], set()
        for profile in profiles:
            pages = [Page("bare PyScript + Pyodide", bare, bare.url + "index.html"), Page("home", site, site.url + "index.html")]
            pages += [Page(f"game {game_id}", site, f"{site.url}index.html#{game_id}") for game_id in pygame_rules.list_games()]
            if other:
                pages.append(Page(f"home of {also.name}", other, other.url + "index.html"))
                pages += [Page(f"game {game_id} of {also.name}", other, f"{other.url}index.html#{game_id}")
                          for game_id in pygame_rules.list_games()]
            for page in pages[1:]:
                page.bare = pages[0]
            # Runs interleave the pages, so a slow moment of the machine hits them all alike.
            for run in range(runs):
                for page in pages:
                    print(f"{profile.name} run {run + 1}/{runs}: {page.name}", file=sys.stderr, flush=True)
                    urls = visit(playwright, page, profile)
                    if kept is None and urls:
                        kept = gzip_bytes(site.folder, urls)
            twice.update(path for page in pages for path in page.sent_twice)
            sections.append(render_profile(profile, pages, taps(browser, site.url + "index.html", runs, profile)))
        twice.update(path for _, sent in visits.values() for path, count in sent.items() if count > 1)
        header = (f"{datetime.datetime.now().astimezone():%Y-%m-%d %H:%M %Z} · {cpu_model()} · {os.cpu_count()} cores · "
                  f"Chromium {browser.version} headless · medians of {runs} runs · `python3 bench/bench.py {options}`")
        report = render(header, sections, visits, kept)
        return report, sorted(twice)


def write_yardstick(site: Path, folder: Path) -> None:
    """The bare page in folder, with the runtime of the built site but Pyodide's standard library whole, as shipped."""
    shutil.copytree(site / "runtime", folder / "runtime")
    shutil.copy2(NODE_MODULES / "pyodide" / STDLIB, folder / "runtime" / "pyodide" / STDLIB)
    (folder / "pyscript.json").write_text(BARE_CONFIG, encoding="utf-8")
    (folder / "index.html").write_text(BARE_PAGE, encoding="utf-8")


class CountingHandler(SiteHandler):
    """build.py's handler (the MIME types and headers of `build.py serve`) that notes what it sends, silently."""

    def log_request(self, code="-", size="-"):
        if code == 200:  # a 304 (revalidated, not sent again) carries no body
            self.server.served.paths.append(self.path)

    def log_message(self, format, *args):
        pass


@contextlib.contextmanager
def serving(folder: Path):
    """Serve folder on a free port of 127.0.0.1 in a thread."""
    with serving_in_thread(folder, CountingHandler) as server:
        server.served = Served(folder, f"http://127.0.0.1:{server.server_address[1]}/")
        yield server.served


def emulate(tab, profile: Profile) -> None:
    """Slow the tab down to the profile's network (round trip, throughput) and processor (nothing on localhost)."""
    if not profile.latency and profile.cpu == 1:
        return
    cdp = tab.context.new_cdp_session(tab)
    if profile.latency:
        cdp.send("Network.enable")
        cdp.send("Network.emulateNetworkConditions", {
            "offline": False, "latency": profile.latency, "downloadThroughput": EMULATED_BYTES_PER_S,
            "uploadThroughput": EMULATED_BYTES_PER_S // 3,
        })
    if profile.cpu != 1:
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": profile.cpu})


@contextlib.contextmanager
def fresh_profile(playwright, locale: str = CONTEXT["locale"]):
    """A browser context in a new profile on disk, as a tablet browser's is: its HTTP cache holds the runtime
    (a private window's cache lives in memory, where the 9 MB pyodide.asm.wasm does not fit)."""
    profile = tempfile.TemporaryDirectory(prefix="bench-profile-")
    context = playwright.chromium.launch_persistent_context(
        profile.name, executable_path=shutil.which("chromium"), args=LAUNCH_ARGS, **{**CONTEXT, "locale": locale})
    try:
        context.add_init_script(READY_PROBE)
        context.on("console", lambda message: CONSOLE.append(f"{message.type}: {message.text[:300]}"))
        yield context
    finally:
        context.close()
        profile.cleanup()


def visit(playwright, page: Page, profile: Profile) -> list:
    """A first load in a fresh profile, then two more in the same profile once its service worker and snapshot are ready.

    Returns the URLs the service worker keeps for offline play (none without one). A page that never
    gets ready is noted, and the run goes on: the report tells it.
    """
    try:
        return visit_in_a_fresh_profile(playwright, page, profile)
    except NotReady as failure:
        print(failure, file=sys.stderr, flush=True)
        page.loads.append(None)
        page.failures.append(f"run {len(page.loads)}: " + str(failure).replace("\n", " · "))
        return []


def visit_in_a_fresh_profile(playwright, page: Page, profile: Profile) -> list:
    with fresh_profile(playwright) as context:
        tab = context.new_page()
        emulate(tab, profile)
        page.site.paths.clear()
        cold = load(tab, page.url, "cold")
        kept = tab.evaluate(CACHED_URLS) if ready_offline(tab) else []
        snapshot_made(tab)
        if not page.loads:
            page.sent_twice = sorted({path for path in page.site.paths if page.site.paths.count(path) > 1})
        tab.close()
        later = []
        for which in ("warm", "third"):
            # Each opening in a tab of its own, the one before closed, as a child closes the site and comes back:
            # a warm page left open would still be busy with its first moments while the third load starts.
            tab = context.new_page()
            emulate(tab, profile)
            later.append(load(tab, page.url, which))
            tab.close()
        page.loads.append({"cold": cold, "warm": later[0], "third": later[1]})
        return kept


def first_visits(playwright, bare: Served, site: Served) -> dict:
    """{visit: (folder served, Counter of the paths the server sent)}: the bare page, the home page until the site plays offline,
    and the same followed by each game opened from it (until the worker keeps what it keeps apart), on localhost."""
    visits = {}
    with fresh_profile(playwright) as context:
        bare.paths.clear()
        load(context.new_page(), bare.url + "index.html", "first visit")
        visits["bare PyScript + Pyodide"] = (bare.folder, Counter(bare.paths))
    for game_id in [None, *pygame_rules.list_games()]:
        visits[f"home then {game_id}" if game_id else "home"] = (site.folder, first_visit(playwright, site, game_id))
    # Headless Chromium has no voice of its own: Méli Cado's words need the speech synthesizer. A tablet with
    # French and English voices (its words and the ENGLISH card's) reads them itself.
    from tests.e2e.test_meli_cado_offline import OWN_VOICES  # with playwright, in .venv only
    visits[f"home then {WORDS_GAME}, {OWN_VOICES_SAID}"] = (site.folder, first_visit(playwright, site, WORDS_GAME, OWN_VOICES))
    return visits


def first_visit(playwright, site: Served, game_id: str | None, own_voices: str = "") -> Counter:
    """The paths the server sent: a fresh profile's home page until the site plays offline, then the game opened
    from it (if any) until the worker keeps what it keeps apart for it: with the speech synthesizer, unless
    `own_voices` (a script installing stand-in voices) gives the tablet voices of its own for the words."""
    with fresh_profile(playwright) as context:
        if own_voices:
            context.add_init_script(own_voices)
        site.paths.clear()
        tab = context.new_page()
        load(tab, site.url + "index.html", "first visit")
        ready_offline(tab)
        if game_id:
            tab.evaluate("id => { location.hash = id }", game_id)
            tab.wait_for_selector(f'html[data-ready="true"][data-page="{game_id}"]', state="attached", timeout=TIMEOUT_MS)
            # What the worker keeps apart for this game: its group, and the synthesizer where the page needs it.
            apart = [group for _, group in KEPT_APART if group == f"games/{game_id}/"]
            if apart and not own_voices:
                apart.append(SYNTHESIZER)
            for group in apart:
                tab.wait_for_selector(f'html[data-kept~="{group}"]', state="attached", timeout=TIMEOUT_MS)
        tab.wait_for_timeout(1000)  # the last answers of the worker's downloads
        return Counter(site.paths)


def snapshot_made(tab) -> None:
    """Waits until a page of the site has made the memory snapshot the next openings start from (site/interpreter.mjs).

    The bare page makes none: it says so at once (no <html data-start>).
    """
    if tab.evaluate("document.documentElement.dataset.start !== undefined"):
        tab.wait_for_selector('html[data-snapshot="kept"]', state="attached", timeout=TIMEOUT_MS)


def ready_offline(tab, language: str = "fr") -> bool:
    """Waits until the page's service worker keeps all that an offline visit needs; False without a worker."""
    if not tab.evaluate(SERVICE_WORKER_READY):
        return False
    tab.wait_for_selector(OFFLINE_KEPT.format(language=language), state="attached", timeout=TIMEOUT_MS)
    return True


def first_visits_by_language(playwright, site: Served, game_id: str = "marchenwald") -> dict:
    """{language: (Counter of the paths the server sent, the page's language, the voices kept)}: a first visit of
    the home page on a device set to that language, until it plays offline, then the game opened from it."""
    visits = {}
    for language in LANGUAGES:
        with fresh_profile(playwright, locale=language) as context:
            site.paths.clear()
            tab = context.new_page()
            load(tab, site.url + "index.html", "first visit")
            spoken = tab.evaluate("document.documentElement.lang")
            ready_offline(tab, spoken)
            tab.evaluate("id => { location.hash = id }", game_id)
            tab.wait_for_selector(f'html[data-ready="true"][data-page="{game_id}"]', state="attached", timeout=TIMEOUT_MS)
            tab.wait_for_timeout(1000)  # the last answers of the worker's downloads
            voices = sorted({group[len("speech/"):] for group in tab.evaluate(
                "document.documentElement.dataset.kept || ''").split() if group.startswith("speech/")})
            visits[language] = (Counter(site.paths), spoken, voices)
    return visits


def render_languages(visits: dict) -> str:
    lines = ["| device language | page spoke | voices kept | files sent | gzip kB sent: runtime · site |",
             "|---|---|---|---:|---:|"]
    for language, (paths, spoken, voices) in visits.items():
        sizes = gzip_bytes(DIST, paths.elements())
        lines.append(f"| {language} | {spoken} | {' '.join(voices)} | {sum(paths.values())} "
                     f"| {(sizes['runtime'] + sizes['site']) / 1000:,.0f}: {sizes['runtime'] / 1000:,.0f} · "
                     f"{sizes['site'] / 1000:,.0f} |")
    return "\n".join(lines)


class NotReady(Exception):
    """A page that did not get ready within TIMEOUT_MS, or crashed: what <html> said, and the last console messages."""


def load(tab, url: str, which: str) -> dict:
    """Opens url in tab and waits until it is ready: its LOAD_TIMES; NotReady names which load of the visit failed."""
    from playwright.sync_api import Error as PlaywrightError
    CONSOLE.clear()
    try:
        with tab.expect_console_message(lambda message: message.text == READY_MESSAGE, timeout=TIMEOUT_MS):
            tab.goto(url, wait_until="commit")
    except PlaywrightError as error:  # not ready in time, or the page crashed
        try:
            state = tab.evaluate("JSON.stringify(document.documentElement.dataset)")
        except PlaywrightError:
            state = "(gone)"
        raise NotReady(f"{url}, {which} load: {str(error).splitlines()[0]}, <html> {state}; its console:\n"
                       + "\n".join(CONSOLE)) from None
    return tab.evaluate(LOAD_TIMES)


def gzip_bytes(folder: Path, urls) -> dict:
    """{"runtime": n, "site": n}: gzip sizes of the files behind urls (each time it appears), runtime/ apart."""
    sizes = {"runtime": 0, "site": 0}
    for url in urls:
        path = served_file(folder, url)
        if path.is_file():
            sizes["runtime" if path.relative_to(folder).parts[0] == "runtime" else "site"] += gzip_size(path)
    return sizes


@functools.cache
def gzip_size(path: Path) -> int:
    return len(gzip.compress(path.read_bytes(), compresslevel=6))


def served_file(folder: Path, url: str) -> Path:
    path = unquote(urlsplit(url).path).lstrip("/")
    return folder / (path + "index.html" if path == "" or path.endswith("/") else path)


def tap(tab, target, until: str) -> float:
    """Taps target; milliseconds from the touch to `until` ("change" or "opened", see TAP_PROBE)."""
    target.wait_for(timeout=TIMEOUT_MS)
    tab.evaluate(TAP_PROBE)
    target.tap()
    tab.wait_for_function(f"window.__tap.{until} !== null", timeout=TIMEOUT_MS)
    return tab.evaluate(f"window.__tap.{until} - window.__tap.touch")


def taps(browser, home_url: str, runs: int, profile: Profile) -> dict:
    """Per new game: the tap on Im Märchenwald's picture at home to its ready page, then a forest card to the first change."""
    words.set_language(LANGUAGE)
    name = pygame_rules.load("marchenwald").info["names"][LANGUAGE]
    times = {"open": [], "feedback": []}
    context = browser.new_context(**CONTEXT)
    try:
        context.add_init_script(READY_PROBE + NEW_GAME)
        first = context.new_page()
        load(first, home_url, "first visit")
        ready_offline(first)
        first.close()
        for seed in range(1, runs + 1):
            tab = context.new_page()
            emulate(tab, profile)
            load(tab, f"{home_url}?seed={seed}", "tap run")
            times["open"].append(tap(tab, tab.get_by_role("button", name=words("home.play", game=name), exact=True), "opened"))
            tab.get_by_role("button", name=words("setup.start"), exact=True).tap()
            card = tab.get_by_role("group", name=words("marchenwald.forest")).locator("button:not([disabled])").first
            times["feedback"].append(tap(tab, card, "change"))
            tab.close()
    finally:
        context.close()
    return times


def render_profile(profile: Profile, pages: list, tapped: dict) -> dict:
    """{"lines": the profile's table, "budgets": its rows of the budget table}."""
    home = pages[1]
    lines = [
        f"### {profile.name}: {profile.describe()}",
        "",
        "| page | ready, ms: cold · warm · 3rd load | ratio to bare, median (spread): cold · warm · 3rd "
        "| picture scene, ms: cold · warm · 3rd |",
        "|---|---:|---:|---:|",
    ]
    for page in pages:
        ready = " · ".join(ms(page.median(visit, "ready")) for visit in VISITS)
        ratios = " · ".join(spread(page.ratios(visit)) for visit in VISITS)
        scenes = " · ".join(ms(page.median(visit, "scene")) for visit in VISITS)
        lines.append(f"| {page.name} | {ready} | {ratios} | {scenes} |")
    failures = [f"- {page.name}, {failure}" for page in pages for failure in page.failures]
    if failures:
        lines += ["", "Pages that never got ready or crashed (left out of the medians):", "", *failures]
    opening, feedback = statistics.median(tapped["open"]), statistics.median(tapped["feedback"])
    ours = [page for page in pages[1:] if page.site is home.site]
    worst_ratio = max(statistics.median(page.ratios(visit)) for page in ours for visit in VISITS)
    worst_scene = max(page.median(visit, "scene") or 0 for page in ours for visit in VISITS)
    lines += [
        "",
        f"Tap on Im Märchenwald's picture at home (cached site, Python running) to its ready page: median {opening:.0f} ms "
        f"(each: {each(tapped['open'])}); tap on a forest card to the first change of the page: median {feedback:.1f} ms "
        f"(each: {each(tapped['feedback'])}).",
        "",
    ]
    budgets = [
        f"| {profile.name}: every load of our pages ready (within {TIMEOUT_MS / 1000:g} s, no crash) "
        f"| {sum(len(page.failures) for page in ours)} never | {yes(not any(page.failures for page in ours))} |",
        f"| {profile.name}: our pages ready within {START_RATIO}x the bare page, every load (worst median) "
        f"| {worst_ratio:.2f}x | {yes(worst_ratio <= START_RATIO)} |",
        f"| {profile.name}: picture scene painted within {SCENE_MS[profile.name]} ms (worst median) "
        f"| {worst_scene:.0f} ms | {yes(worst_scene <= SCENE_MS[profile.name])} |",
        f"| {profile.name}: tap on a game at home to a playable game within {OPEN_MS} ms, site cached | {opening:.0f} ms "
        f"| {yes(opening <= OPEN_MS)} |",
        f"| {profile.name}: tap to visible feedback within {TAP_MS} ms | {feedback:.0f} ms | {yes(feedback <= TAP_MS)} |",
    ]
    if profile.name == "classroom":
        warm = max(page.median("warm", "ready") for page in ours)
        cold = max(statistics.median(page.ratios("cold")) for page in ours)
        budgets += [f"| classroom: a warm start ready within {WARM_MS / 1000:g} s, home and game pages (worst median) "
                    f"| {warm / 1000:.2f} s | {yes(warm <= WARM_MS)} |",
                    f"| classroom: a cold start ready within {COLD_RATIO['classroom']}x the bare page (worst median) "
                    f"| {cold:.2f}x | {yes(cold <= COLD_RATIO['classroom'])} |"]
    return {"lines": lines, "budgets": budgets}


def render(header: str, sections: list, visits: dict, kept: dict | None) -> str:
    sizes = {name: gzip_bytes(folder, sent.elements()) for name, (folder, sent) in visits.items()}
    worst = max((name for name in visits if name.startswith("home then") and WORDS_GAME not in name),
                key=lambda name: sum(sizes[name].values()))
    twice = sorted({path for _, sent in visits.values() for path, count in sent.items() if count > 1})
    lines = [
        "# Benchmark",
        "",
        f"{header} · 5-minute load average at the end: {os.getloadavg()[1]:.1f}",
        "",
        "Times in ms from navigation; the ratio is each run's ready time over the bare page's in the same run "
        "(median, and lowest-highest in brackets).",
        "",
    ]
    for section in sections:
        lines += section["lines"]
    lines += [
        "### First visits (localhost)",
        "",
        "All the server sent from a fresh profile's first load until the site could play offline, in kB gzip-compressed, "
        "as runtime/ + the rest; then the same with a game opened from the home page.",
        "",
        "| first visit | files sent | kB sent | files sent twice |",
        "|---|---:|---:|---|",
    ]
    for name, (_, sent) in visits.items():
        again = ", ".join(f"{path} ({count}x)" for path, count in sorted(sent.items()) if count > 1) or "none"
        lines.append(f"| {name} | {len(sent)} | {kb_pair(sizes[name])} | {again} |")
    if kept:
        lines += ["", f"The service worker keeps for offline play: {kb_pair(kept)} kB."]
    lines += ["", "<details><summary>How many times each file was sent, per first visit</summary>", "",
              "| file | kB | " + " | ".join(visits) + " |", "|---|---:|" + "---:|" * len(visits)]
    for path in sorted({path for _, sent in visits.values() for path in sent}):
        folder = next(folder for folder, sent in visits.values() if path in sent)
        size = sum(gzip_bytes(folder, [path]).values()) / 1000
        lines.append(f"| {path} | {size:,.1f} | " + " | ".join(str(sent[path] or "") for _, sent in visits.values()) + " |")
    lines += ["", "</details>", "", "| budget | measured | within |", "|---|---:|---|"]
    for section in sections:
        lines += section["budgets"]
    worst_bytes = sum(sizes[worst].values())
    words_visit = f"home then {WORDS_GAME}, {OWN_VOICES_SAID}"
    words_bytes = sum(sizes[words_visit].values())
    lines += [
        f"| first visit of the home page then one game but {WORDS_GAME}: all the server sent within "
        f"{FIRST_VISIT_BYTES / 1e6:g} MB (worst: {worst}) | {worst_bytes / 1e6:.2f} MB | {yes(worst_bytes <= FIRST_VISIT_BYTES)} |",
        f"| first visit of the home page then {WORDS_GAME} on a tablet with {OWN_VOICES_SAID}: within "
        f"{WORDS_GAME_BYTES / 1e6:g} MB | {words_bytes / 1e6:.2f} MB | {yes(words_bytes <= WORDS_GAME_BYTES)} |",
        f"| a first visit sends each file once (a revalidated file, 304, is not sent) | {', '.join(twice) or 'none twice'} "
        f"| {yes(not twice)} |",
        "",
    ]
    return "\n".join(lines)


def spread(values) -> str:
    return f"{statistics.median(values):.2f} ({min(values):.2f}-{max(values):.2f})" if len(values) > 1 else f"{values[0]:.2f}"


def each(values) -> str:
    return ", ".join(f"{value:.1f}" for value in values)


def ms(value) -> str:
    return "-" if value is None else f"{value:.0f}"


def kb_pair(sizes: dict) -> str:
    return f"{sizes['runtime'] / 1000:,.0f} + {sizes['site'] / 1000:,.1f}"


def yes(within: bool) -> str:
    return "yes" if within else "**no**"


def cpu_model() -> str:
    with contextlib.suppress(OSError):
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    return platform.processor() or platform.machine()


if __name__ == "__main__":
    sys.exit(main())
