"""How fast the site starts, how much it downloads, how fast a tap answers.

    python3 bench/bench.py [--runs N] [--latency MS]

Builds dist/ and measures a copy of it in Debian's chromium, in one run,
against a yardstick: a bare page with only PyScript loading the same
vendored Pyodide (DESIGN.md's start budget is relative to it). For the
yardstick, the home page and each game page (index.html#<id>):
- ready: time from navigation to html[data-ready=true], cold (a fresh
  profile on disk, as a tablet's browser has, empty caches), warm (same
  profile, second load) and third load,
  medians. Chromium writes its code cache on the second load of a script
  and reads it from the third on (a service worker's cached scripts get
  theirs when cached), so the third load is a returning child's day;
- picture scene: first-contentful-paint of those loads;
- bytes, gzip-compressed: every response the page received on its cold
  load, and everything the server sent during that first visit until the
  site could play offline (the page and its service worker together).
Then what the service worker keeps for offline play and, once it has, the
time from a tap on Im Märchenwald's picture at home to its ready page and
from a tap on a forest card to the first change of the page. Prints a
markdown report and writes it to bench/latest.md. A benchmark, not a
test: it reports the budgets, and fails (exit status 1) only when a file was
sent twice during a first visit, which no load of the machine can excuse.
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
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import unquote, urlsplit

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "site")]

import build  # noqa: E402
import pygame_rules  # noqa: E402
import games.marchenwald.words  # noqa: E402,F401 - registers the words of the Märchenwald page
import ui.site_words  # noqa: E402,F401 - registers the words of the home page
from tools import testing  # noqa: E402
from ui.kit.i18n import words  # noqa: E402

LATEST = Path(__file__).with_name("latest.md")
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
# The budgets of DESIGN.md.
START_RATIO = 1.15
SCENE_MS = 300
SITE_BYTES = 1_500_000
TAP_MS = 100
OPEN_MS = 1000
# --latency's throughput: 24 Mbit/s down.
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

# Installed before any script of the page: notes when <html> gets data-ready="true".
READY_PROBE = """
new MutationObserver(() => {
  if (window.__readyAt === undefined && document.documentElement.dataset.ready === "true") {
    window.__readyAt = performance.now();
  }
}).observe(document, {subtree: true, attributes: true, attributeFilter: ["data-ready"]});
"""
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
# The worker keeps the runtime and the voice of the page's language when the page
# asks, once ready; <html data-kept> lists what it already kept.
OFFLINE_KEPT = 'html[data-kept~="runtime/"][data-kept~="speech/fr/"]'
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
    loads: list = field(default_factory=list)  # {visit: {"ready": ms, "scene": ms}} per run, visit in VISITS
    page_bytes: dict = field(default_factory=dict)  # {"runtime": n, "site": n}, first cold load
    network_bytes: dict = field(default_factory=dict)
    sent_twice: list = field(default_factory=list)  # paths the server sent more than once on that first visit

    def median(self, visit: str, measure: str):
        values = [load[visit][measure] for load in self.loads if load[visit][measure] is not None]
        return statistics.median(values) if values else None


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="visits of each page, each cold then warm twice (default 5)")
    parser.add_argument("--latency", type=int, default=0,
                        help="emulate a network: this round trip in ms at 24 Mbit/s, like a classroom's link to "
                             "GitHub Pages (default 0: localhost as it is)")
    args = parser.parse_args(argv)
    if Path(sys.prefix).resolve() != testing.VENV.resolve():
        testing.step("chromium", testing.ensure_chromium)
        testing.step("virtualenv .venv", testing.ensure_venv)
        os.execv(testing.VENV_PYTHON, [str(testing.VENV_PYTHON), __file__, *sys.argv[1:]])
    print(build.summary(build.build()))
    report, sent_twice = measure(args.runs, args.latency)
    LATEST.write_text(report, encoding="utf-8")
    print(report)
    return 1 if sent_twice else 0


def measure(runs: int, latency: int = 0) -> tuple:
    """The report, and the paths any page's first visit got twice from the server."""
    from playwright.sync_api import sync_playwright  # in .venv only, hence not at the top

    with contextlib.ExitStack() as stack:
        # Copies: a build of dist/ during the run must not change what is measured.
        folder = Path(stack.enter_context(tempfile.TemporaryDirectory(prefix="bench-")))
        shutil.copytree(build.DIST, folder / "site")
        write_yardstick(folder / "site", folder / "bare")
        bare = stack.enter_context(serving(folder / "bare"))
        site = stack.enter_context(serving(folder / "site"))
        pages = [Page("bare PyScript + Pyodide", bare, bare.url + "index.html"), Page("home", site, site.url + "index.html")]
        pages += [Page(f"game {game_id}", site, f"{site.url}index.html#{game_id}") for game_id in pygame_rules.list_games()]

        playwright = stack.enter_context(sync_playwright())
        browser = playwright.chromium.launch(executable_path=shutil.which("chromium"), args=LAUNCH_ARGS)
        stack.callback(browser.close)
        kept = None
        # Runs interleave the pages, so a slow moment of the machine hits them all alike.
        for run in range(runs):
            for page in pages:
                print(f"run {run + 1}/{runs}: {page.name}", file=sys.stderr, flush=True)
                urls = visit(playwright, page, latency)
                if kept is None and urls:
                    kept = gzip_bytes(site.folder, urls)
        report = render(pages, kept, taps(browser, site.url + "index.html", runs), browser.version, runs, latency)
        return report, sorted({path for page in pages for path in page.sent_twice})


def write_yardstick(site: Path, folder: Path) -> None:
    """The bare page in folder, with the runtime of the built site."""
    shutil.copytree(site / "runtime", folder / "runtime")
    (folder / "pyscript.json").write_text(BARE_CONFIG, encoding="utf-8")
    (folder / "index.html").write_text(BARE_PAGE, encoding="utf-8")


class CountingHandler(build.SiteHandler):
    """build.py's handler (the MIME types and headers of `build.py serve`) that notes what it sends, silently."""

    def log_request(self, code="-", size="-"):
        if code == 200:  # a 304 (revalidated, not sent again) carries no body
            self.server.served.paths.append(self.path)

    def log_message(self, format, *args):
        pass


@contextlib.contextmanager
def serving(folder: Path):
    """Serve folder on a free port of 127.0.0.1 in a thread."""
    with build.serving_in_thread(folder, CountingHandler) as server:
        server.served = Served(folder, f"http://127.0.0.1:{server.server_address[1]}/")
        yield server.served


def emulate_network(tab, latency: int) -> None:
    """Slow the tab's requests down to a real network's round trip and throughput (0: leave localhost as it is)."""
    if latency:
        cdp = tab.context.new_cdp_session(tab)
        cdp.send("Network.enable")
        cdp.send("Network.emulateNetworkConditions", {
            "offline": False, "latency": latency, "downloadThroughput": EMULATED_BYTES_PER_S,
            "uploadThroughput": EMULATED_BYTES_PER_S // 3,
        })


def visit(playwright, page: Page, latency: int) -> list:
    """A first load in a fresh profile, then two more in the same profile once its service worker is ready.

    The profile lives on disk, as a tablet browser's does: its HTTP cache holds the runtime (a private
    window's cache lives in memory, where the 9 MB pyodide.asm.wasm does not fit). Returns the URLs the
    service worker keeps for offline play (none without one).
    """
    profile = tempfile.TemporaryDirectory(prefix="bench-profile-")
    context = playwright.chromium.launch_persistent_context(
        profile.name, executable_path=shutil.which("chromium"), args=LAUNCH_ARGS, **CONTEXT)
    try:
        context.add_init_script(READY_PROBE)
        tab = context.new_page()
        emulate_network(tab, latency)
        responses = []
        tab.on("response", lambda response: responses.append(response.url))
        page.site.paths.clear()
        cold = load(tab, page.url)
        kept = tab.evaluate(CACHED_URLS) if ready_offline(tab) else []
        if not page.loads:
            page.page_bytes = gzip_bytes(page.site.folder, responses)
            page.network_bytes = gzip_bytes(page.site.folder, page.site.paths)
            page.sent_twice = sorted({path for path in page.site.paths if page.site.paths.count(path) > 1})
        tab.close()
        later = []
        for _ in ("warm", "third"):
            tab = context.new_page()
            emulate_network(tab, latency)
            later.append(load(tab, page.url))
        page.loads.append({"cold": cold, "warm": later[0], "third": later[1]})
        return kept
    finally:
        context.close()
        profile.cleanup()


def ready_offline(tab) -> bool:
    """Waits until the page's service worker keeps all that an offline visit needs; False without a worker."""
    if not tab.evaluate(SERVICE_WORKER_READY):
        return False
    tab.wait_for_selector(OFFLINE_KEPT, state="attached", timeout=TIMEOUT_MS)
    return True


def load(tab, url: str) -> dict:
    tab.goto(url, wait_until="commit")
    tab.wait_for_function("window.__readyAt !== undefined", timeout=TIMEOUT_MS)
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


def taps(browser, home_url: str, runs: int) -> dict:
    """Per new game: the tap on Im Märchenwald's picture at home to its ready page, then a forest card to the first change."""
    words.set_language(LANGUAGE)
    name = pygame_rules.load("marchenwald").info["names"][LANGUAGE]
    times = {"open": [], "feedback": []}
    context = browser.new_context(**CONTEXT)
    try:
        context.add_init_script(READY_PROBE + NEW_GAME)
        first = context.new_page()
        load(first, home_url)
        ready_offline(first)
        first.close()
        for seed in range(1, runs + 1):
            tab = context.new_page()
            load(tab, f"{home_url}?seed={seed}")
            times["open"].append(tap(tab, tab.get_by_role("button", name=words("home.play", game=name), exact=True), "opened"))
            tab.get_by_role("button", name=words("setup.start"), exact=True).tap()
            card = tab.get_by_role("group", name=words("marchenwald.forest")).locator("button:not([disabled])").first
            times["feedback"].append(tap(tab, card, "change"))
            tab.close()
    finally:
        context.close()
    return times


def render(pages: list, kept: dict, tapped: dict, chromium_version: str, runs: int, latency: int) -> str:
    bare, home, *games = pages
    lines = [
        "# Benchmark",
        "",
        f"{datetime.datetime.now().astimezone():%Y-%m-%d %H:%M %Z} · {cpu_model()} · {os.cpu_count()} cores · "
        f"Chromium {chromium_version} headless · medians of {runs} runs · "
        f"`python3 bench/bench.py --runs {runs}{f' --latency {latency}' if latency else ''}` · "
        f"{f'network: {latency} ms round trip, 24 Mbit/s' if latency else 'localhost'} · "
        f"5-minute load average at the end: {os.getloadavg()[1]:.1f}",
        "",
        "Times in ms from navigation; bytes in kB, gzip-compressed, as runtime/ + the rest.",
        "",
        "| page | ready: cold · warm · 3rd load | ratio to bare: cold · warm · 3rd | picture scene: cold · warm · 3rd "
        "| cold load: responses to the page | first visit: all the server sent |",
        "|---|---:|---:|---:|---:|---:|",
    ]
    for page in pages:
        ready = " · ".join(ms(page.median(visit, "ready")) for visit in VISITS)
        ratios = " · ".join(f"{page.median(visit, 'ready') / bare.median(visit, 'ready'):.2f}" for visit in VISITS)
        scenes = " · ".join(ms(page.median(visit, "scene")) for visit in VISITS)
        lines.append(f"| {page.name} | {ready} | {ratios} | {scenes} | {kb_pair(page.page_bytes)} | {kb_pair(page.network_bytes)} |")
    opening, feedback = statistics.median(tapped["open"]), statistics.median(tapped["feedback"])
    worst_ratio = max(page.median(visit, "ready") / bare.median(visit, "ready") for page in games for visit in VISITS)
    worst_scene = max(page.median(visit, "scene") or 0 for page in [home, *games] for visit in VISITS)
    twice = ", ".join(sorted({path for page in pages for path in page.sent_twice}))
    lines += [
        "",
        f"The service worker keeps for offline play: {kb_pair(kept)} kB." if kept else "No service worker: nothing kept offline.",
        "",
        f"Tap on Im Märchenwald's picture at home (cached site, Python running) to its ready page: median {opening:.0f} ms "
        f"(each: {each(tapped['open'])}).",
        "",
        f"Tap on a forest card to the first change of the page: median {feedback:.1f} ms (each: {each(tapped['feedback'])}).",
        "",
        "| budget (DESIGN.md) | measured | within |",
        "|---|---:|---|",
        f"| a game page ready within {START_RATIO}x the bare page, every load | {worst_ratio:.2f}x "
        f"| {yes(worst_ratio <= START_RATIO)} |",
        f"| picture scene painted within {SCENE_MS} ms | {worst_scene:.0f} ms | {yes(worst_scene <= SCENE_MS)} |",
        f"| first visit: the runtime + at most {SITE_BYTES / 1e6} MB (home page, all the server sent, without runtime/) "
        f"| {home.network_bytes['site'] / 1e6:.2f} MB | {yes(home.network_bytes['site'] <= SITE_BYTES)} |",
        f"| tap on a game at home to a playable game within {OPEN_MS} ms, site cached | {opening:.0f} ms "
        f"| {yes(opening <= OPEN_MS)} |",
        f"| tap to visible feedback within {TAP_MS} ms | {feedback:.0f} ms | {yes(feedback <= TAP_MS)} |",
        f"| a first visit sends each file once (a revalidated file, 304, is not sent) | {twice or 'none twice'} "
        f"| {yes(not twice)} |",
        "",
    ]
    return "\n".join(lines)


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
