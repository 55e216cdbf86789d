#!/usr/bin/env python3
"""Screenshots of every page at every tablet and phone size, and the layout checks they share with the tests.

    .venv/bin/python tools/screens.py [--no-build] [--only PAGE ...] [--size WxH ...] [--out FOLDER]

Builds dist/ (unless --no-build), serves it on 127.0.0.1, opens it in
Debian's chromium at each size of SIZES (one touch browser context per size,
`?fast=1`), walks through every screen a child or a teacher sees (see
`Tour`) and writes docs/screens/<screen>-<w>x<h>.png (or into --out) at device-pixel-ratio 1,
made smaller with pngquant when Debian's pngquant is installed. It prints,
for each screen and size, the smallest target (button) and what the layout
checks of tests/e2e/test_layouts.py find wrong, if anything.

`Tour` (how to reach each screen by taps, or from a save made here with the
engine) and `layout_problems` (what a screen must satisfy) are imported by
tests/e2e/test_layouts.py, so the pictures show what the tests check.
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import pygame_rules  # noqa: E402
from pygame_rules import Rng  # noqa: E402

SCREENS = ROOT / "docs" / "screens"


@dataclass(frozen=True)
class Size:
    width: int
    height: int
    phone: bool = False

    @property
    def name(self) -> str:
        return f"{self.width}x{self.height}"

    @property
    def min_target(self) -> int:
        """The smallest a target may be, in CSS px: 64 on a tablet, 48 on a phone (DESIGN.md, Pre-readers)."""
        return 48 if self.phone else 64


#: Landscape and portrait tablets, then a phone held both ways.
SIZES = (
    Size(1024, 768), Size(768, 1024), Size(1280, 800), Size(800, 1280), Size(1366, 1024),
    Size(390, 844, phone=True), Size(844, 390, phone=True),
)

READY_TIMEOUT_MS = 60_000
TIMEOUT_MS = 20_000
SETTINGS_KEY = "pygame-rules/settings"
#: Set before the site's first load in a context: French, no voice (nothing waits for a clip), computers play well.
SETTINGS = {"lang": "fr", "voice": False, "level": "normal", "options": {}}
CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
    "--proxy-server=http://127.0.0.1:9",  # nothing may leave the site (the loopback is never proxied)
]


def context_options(size: Size, base_url: str) -> dict:
    """A touch screen of that size, in French; no service worker (it would precache all of dist/ meanwhile)."""
    return {
        "base_url": base_url,
        "viewport": {"width": size.width, "height": size.height},
        "device_scale_factor": 1,
        "has_touch": True,
        "is_mobile": size.phone,
        "locale": "fr-FR",
        "service_workers": "block",
    }


def prepare_context(context) -> None:
    """The settings above, written before the page's first script unless a page of this context changed them."""
    context.add_init_script(
        f"if (!localStorage.getItem({json.dumps(SETTINGS_KEY)})) "
        f"localStorage.setItem({json.dumps(SETTINGS_KEY)}, {json.dumps(json.dumps(SETTINGS))});"
    )


# -- saves made with the engine, for the end scenes --------------------------------------------------


def save_record(game_id: str, seats: list, seed: int, state: dict) -> str:
    """What the page keeps in localStorage for a game in progress (see site/ui/kit/saves.py)."""
    game = pygame_rules.load(game_id)
    return json.dumps({"version": 1, "setup": {"seats": seats, "seed": seed}, "state": game.dumps(state)})


def marchenwald_before_the_castle(seed: int = 21) -> tuple[str, int]:
    """A solo hunt whose seven objects are found: (the save, the place of the castle to tap)."""
    game = pygame_rules.load("marchenwald")
    state = game.new(players=1, seed=seed, variant="solo")

    def place_of(wanted: str) -> int:
        return next(place for place, spot in enumerate(state["forest"]) if spot["status"] == "hidden"
                    and (spot["card"]["kind"] == wanted if wanted == "castle" else spot["card"].get("object") == wanted))

    while state["seeking"] != "castle":
        kind = game.legal_actions(state, 0)[0]["type"]
        state = game.apply(state, 0, {"type": kind, "place": place_of(state["seeking"])})
    seats = [{"animal": "fox", "computer": False}]
    return save_record("marchenwald", seats, seed, state), place_of("castle")


def mechanlou_fox_facing(wanted, seed: int, what: str) -> tuple[str, object]:
    """The fox (a child) against the bear (a computer), open hands, both played by the normal computer player
    until the fox must act and `wanted(state, legal)` finds something: (the save, what it found)."""
    game = pygame_rules.load("mechanlou")
    bot = game.bot("normal")
    seats = [{"animal": "fox", "computer": False}, {"animal": "bear", "computer": True}]
    for attempt in range(seed, seed + 200):
        state = game.new(players=2, seed=attempt, hands="open")
        moves = 0
        while game.outcome(state) is None:
            player = game.to_move(state)[0]
            found = wanted(state, game.legal_actions(state, player)) if player == 0 else None
            if found is not None:
                return save_record("mechanlou", seats, attempt, state), found
            state = game.apply(state, player, bot.choose(game, state, player, Rng(attempt * 1000 + moves)))
            moves += 1
    raise RuntimeError(f"no game found where {what}")


def mechanlou_before_the_last_card(seed: int = 3) -> tuple[str, int]:
    """One card from a full row, the fox may lay it: (the save, the card to lay)."""
    def last_card(state, legal):
        lays = [action["number"] for action in legal if action["type"] == "lay"]
        return lays[0] if lays and len(state["rows"][0]) == 5 else None

    return mechanlou_fox_facing(last_card, seed, "the fox lays its last card")


def mechanlou_under_attack(seed: int = 1) -> str:
    """The bear has just sent a wolf on a card of the fox, who must pick a bush: the save."""
    def attacked(state, legal):
        return True if state["attack"] and state["attack"]["defender"] == 0 else None

    return mechanlou_fox_facing(attacked, seed, "the bear attacks the fox")[0]


# -- reaching each screen ------------------------------------------------------------------------


class Tour:
    """One page of one browser context, taken from screen to screen by taps; Python starts once.

    Each method leaves the page on one screen, ready to be checked or
    photographed; `SCREENS_IN_ORDER` lists them in an order that needs no reload.
    """

    def __init__(self, page):
        self.page = page

    def wait_ready(self, name: str) -> None:
        self.page.wait_for_selector(f'html[data-ready="true"][data-page="{name}"]', state="attached",
                                    timeout=READY_TIMEOUT_MS)

    def open(self) -> None:
        self.page.goto("index.html?seed=5&fast=1")
        self.wait_ready("home")

    def go(self, route: str, forget: bool = True) -> None:
        """Open a page by its address (home for ""), always through the home page; a game's save is forgotten first."""
        page = self.page
        if route and forget:
            page.evaluate("id => localStorage.removeItem('pygame-rules/save/' + id)", route)
        if page.evaluate("location.hash.replace('#', '')") != "" or not route:
            page.evaluate("location.hash = ''")
            self.wait_ready("home")
        if route:
            page.evaluate("route => { location.hash = route }", route)
            self.wait_ready(route)

    def tap(self, selector: str) -> None:
        node = self.page.locator(selector)
        node.wait_for(state="visible", timeout=TIMEOUT_MS)
        node.tap()

    def wait(self, selector: str) -> None:
        self.page.locator(selector).first.wait_for(state="visible", timeout=TIMEOUT_MS)

    # The screens.

    def home(self) -> None:
        self.go("")
        self.wait(".game-tile")

    def teacher(self) -> None:
        """The gear opens the teacher's corner when a grown-up holds it (a child's tap only shakes it)."""
        self.home()
        self.page.evaluate("document.querySelectorAll('.notice').forEach(note => note.remove())")  # one may lie over the gear
        gear = self.page.locator(".gear-button")
        gear.wait_for(state="visible")
        box = gear.bounding_box()
        self.page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        self.page.mouse.down()
        try:
            self.wait(".teacher-panel")
        finally:
            self.page.mouse.up()

    def close_teacher(self) -> None:
        if self.page.locator(".teacher-panel").count():
            self.tap(".panel-close")

    def choose_hands(self, hands: str) -> None:
        """The teacher's choice of open or hidden hands in Méchanlou (in French, the tour's language), corner open."""
        label = {"open": "Visibles", "hidden": "Cachées"}[hands]
        self.tap(f'.choice-row:has-text("Cartes en main") .choice:has-text("{label}")')

    def setup(self, game_id: str) -> None:
        self.close_teacher()
        self.go(game_id)
        self.wait(".start-button")

    def seat_to(self, animal: str, mode: str) -> None:
        seat = self.page.locator(f'.seat[data-animal="{animal}"]')
        for _ in range(3):
            if seat.get_attribute("data-mode") == mode:
                return
            seat.tap()
        raise AssertionError(f"the {animal} could not be made {mode}")

    def start(self) -> None:
        self.tap(".start-button")

    def marchenwald_setup(self, players: int = 1) -> None:
        """The fox, and other children up to eight (the variants and the order of play show from two)."""
        if self.page.locator(".confirm-no").count():
            self.tap(".confirm-no")
        self.setup("marchenwald")
        for animal in ("bear", "rabbit", "frog", "owl", "pig", "cat", "dog")[:players - 1]:
            self.seat_to(animal, "human")

    def marchenwald_table(self) -> None:
        """Play from the setup shown: the forest waits for the first child's tap."""
        self.start()
        self.wait('.forest[data-busy="false"]')

    def mechanlou_setup(self, players: int = 2) -> None:
        """The fox (a child) against computers: the bear (by default), the rabbit, the frog."""
        self.setup("mechanlou")
        for animal in ("bear", "rabbit", "frog")[:players - 1]:
            self.seat_to(animal, "computer")

    def mechanlou_table(self, players: int | None = None) -> None:
        """Play (from the setup shown, or a new one for that many players), open hands, until the fox's turn."""
        if players is not None:
            self.mechanlou_setup(players)
        self.start()
        self.wait('.ml-table[data-busy="false"] .ml-hand .ml-card:enabled')

    def mechanlou_chosen_card(self) -> None:
        """A card of the fox's hand chosen and lifted: a wolf (its targets call) or one to give back (the pile calls).

        A card that fits the row would be laid at once by the tap: it is left alone.
        """
        hand = self.page.locator(".ml-hand .ml-card:enabled")
        wolves = hand.locator('xpath=self::*[@data-card="wolf"]')
        choice = wolves if wolves.count() else hand.locator("xpath=self::*[not(contains(@class, 'can-play'))]")
        if choice.count():
            choice.first.tap()
            self.wait('.ml-hand .ml-card[data-selected="true"]')

    def pass_cover(self) -> None:
        """Hidden hands, the fox and the bear both children: a game found in a save asks for its child first."""
        if not self.page.locator(".teacher-panel").count():
            self.teacher()
        self.choose_hands("hidden")
        self.setup("mechanlou")
        self.seat_to("bear", "human")
        self.start()
        self.wait(".ml-table .ml-hand")
        self.go("", forget=False)
        self.go("mechanlou", forget=False)
        self.wait(".pass-cover .pass-go")

    def ask_new_game(self) -> None:
        """The question a new game asks first (the bar's new-game button on a table)."""
        self.tap('.top-bar .bar-button:has(img[src*="counterclockwise"])')
        self.wait(".confirm-no")

    def resume(self, game_id: str, save: str) -> None:
        """Open a game from a save made with the engine: home, the save written, then the game, which resumes it."""
        self.go("")
        self.page.evaluate("([id, save]) => localStorage.setItem('pygame-rules/save/' + id, save)", [game_id, save])
        self.go(game_id, forget=False)

    def marchenwald_end(self) -> None:
        save, castle = marchenwald_before_the_castle()
        self.resume("marchenwald", save)
        self.tap(f'.forest [data-place="{castle}"]:enabled')
        self.wait('.end-scene .end-again')

    def mechanlou_defence(self) -> None:
        """A wolf on the fox's card: the fox comes forward, everyone sings, then the bushes call."""
        self.resume("mechanlou", mechanlou_under_attack())
        self.wait('.ml-table[data-phase="defend"] .ml-bush:enabled')

    def mechanlou_end(self) -> None:
        save, number = mechanlou_before_the_last_card()
        self.resume("mechanlou", save)
        self.tap(f'.ml-hand .ml-card[data-card="story-{number}"]:enabled')
        self.wait('.end-scene .end-again')


#: (screen name, how to reach it, the panels that must show), in an order that needs no reload.
MARCHENWALD_TABLE = [".forest", ".mw-side", ".mirror", ".found-row", ".dwarf-row", ".turn-banner", ".top-bar"]
MECHANLOU_TABLE = [".ml-opponents", ".ml-forest", ".ml-pile", ".ml-me", ".ml-hand", ".turn-banner"]
SETUP = [".top-bar", ".seat-grid", ".setup-foot", ".start-button"]
END = [".end-pictures", ".end-buttons"]

SCREENS_IN_ORDER = (
    ("home", lambda tour: tour.home(), [".home-bar", ".game-tiles", ".gear-button"]),
    ("marchenwald-setup", lambda tour: tour.marchenwald_setup(1), SETUP),
    ("marchenwald-table", lambda tour: tour.marchenwald_table(), MARCHENWALD_TABLE),
    ("marchenwald-confirm", lambda tour: tour.ask_new_game(), [".confirm-yes", ".confirm-no"]),
    ("marchenwald-setup-8", lambda tour: tour.marchenwald_setup(8), SETUP + [".variants", ".play-order"]),
    ("marchenwald-table-8", lambda tour: tour.marchenwald_table(), MARCHENWALD_TABLE + [".player-strip"]),
    ("marchenwald-end", lambda tour: tour.marchenwald_end(), END),
    ("mechanlou-setup", lambda tour: tour.mechanlou_setup(2), SETUP),
    ("mechanlou-table-2", lambda tour: tour.mechanlou_table(), MECHANLOU_TABLE),
    ("mechanlou-table-3", lambda tour: tour.mechanlou_table(3), MECHANLOU_TABLE),
    ("mechanlou-setup-4", lambda tour: tour.mechanlou_setup(4), SETUP + [".play-order"]),
    ("mechanlou-table-4", lambda tour: tour.mechanlou_table(), MECHANLOU_TABLE),
    ("mechanlou-chosen", lambda tour: tour.mechanlou_chosen_card(), MECHANLOU_TABLE),
    ("mechanlou-defence", lambda tour: tour.mechanlou_defence(), MECHANLOU_TABLE[:-1] + [".ml-spotlight"]),
    ("mechanlou-end", lambda tour: tour.mechanlou_end(), END),
    ("teacher", lambda tour: tour.teacher(), [".teacher-panel", ".panel-close"]),
    ("mechanlou-pass", lambda tour: tour.pass_cover(), [".pass-go"]),
)

#: The screens written to docs/screens/ (the others are checked by the tests only).
PHOTOGRAPHED = ("home", "teacher", "marchenwald-setup-8", "marchenwald-table", "marchenwald-table-8", "marchenwald-end",
                "mechanlou-setup-4", "mechanlou-table-2", "mechanlou-table-3", "mechanlou-table-4", "mechanlou-defence",
                "mechanlou-end",
                "mechanlou-pass")


# -- what every screen must satisfy ----------------------------------------------------------------

LAYOUT_JS = """
([minTarget, panels]) => {
  const W = window.innerWidth, H = window.innerHeight, SLACK = 1;
  const problems = [];
  const root = document.documentElement;
  if (root.scrollWidth > W) problems.push(`the page is ${root.scrollWidth} px wide in a ${W} px window`);
  if (root.scrollHeight > H) problems.push(`the page is ${root.scrollHeight} px tall in a ${H} px window`);
  // The screen shown: the topmost cover, else the page.
  const layer = ['.end-scene', '.pass-cover', '.confirm-cover', '.teacher-cover']
    .map(s => document.querySelector(s)).find(n => n) || document.getElementById('app');
  const shown = n => n.checkVisibility({visibilityProperty: true}) && n.getClientRects().length > 0;
  const name = n => {
    const label = n.getAttribute('aria-label') || (n.textContent || '').trim().slice(0, 30);
    const cls = typeof n.className === 'string' ? n.className.split(' ').filter(c => c).slice(0, 2).join('.') : '';
    const data = ['data-place', 'data-animal', 'data-number', 'data-card', 'data-spot', 'data-player', 'data-game']
      .filter(a => n.hasAttribute(a)).map(a => `[${a}=${n.getAttribute(a)}]`).join('');
    return `${n.tagName.toLowerCase()}.${cls}${data}${label ? ` "${label}"` : ''}`;
  };
  const r = b => `${Math.round(b.width)}x${Math.round(b.height)} at (${Math.round(b.left)}, ${Math.round(b.top)})`;
  // Inside a panel that scrolls (the teacher's, for grown-ups) things may lie below its fold.
  const scrolls = n => { for (let p = n.parentElement; p && p !== layer; p = p.parentElement) {
      const o = getComputedStyle(p).overflowY; if (o === 'auto' || o === 'scroll') return p; } return null; };
  // Decorations that fly, fall or sway across the edges on purpose.
  const DECOR = '.confetti, .home-meadow, .flyer, .ml-singing, .ml-reveal, .ml-bang, .sr-only, .notice';
  const outside = (b, ignoreY) => b.left < -SLACK || b.right > W + SLACK || (!ignoreY && (b.top < -SLACK || b.bottom > H + SLACK));

  for (const selector of panels) {
    const nodes = [...document.querySelectorAll(selector)];
    if (!nodes.length) { problems.push(`no ${selector}`); continue; }
    for (const node of nodes) {
      const b = node.getBoundingClientRect();
      if (!shown(node) || b.width < 24 || b.height < 24) problems.push(`${selector} is hidden or tiny: ${r(b)}`);
    }
  }
  const targets = [...layer.querySelectorAll('button, a[href]')].filter(shown);
  let smallest = null;
  for (const t of targets) {
    const b = t.getBoundingClientRect();
    const side = Math.min(b.width, b.height);
    if (!smallest || side < smallest.side) smallest = {side: Math.round(side * 10) / 10, name: name(t), width: b.width, height: b.height};
    if (b.width < minTarget - 0.5 || b.height < minTarget - 0.5) problems.push(`target under ${minTarget} px: ${name(t)} ${r(b)}`);
    const scroller = scrolls(t);
    if (outside(b, scroller !== null)) { problems.push(`target outside the window: ${name(t)} ${r(b)}`); continue; }
    const x = Math.min(Math.max(b.left + b.width / 2, 0), W - 1), y = Math.min(Math.max(b.top + b.height / 2, 0), H - 1);
    // Below the fold of a panel that scrolls (its bottom edge included: a point there is not inside it).
    if (scroller) { const s = scroller.getBoundingClientRect(); if (y < s.top || y >= s.bottom) continue; }
    const hit = document.elementFromPoint(x, y);
    if (hit && !t.contains(hit) && !hit.closest(DECOR)) problems.push(`target covered: ${name(t)} under ${name(hit)}`);
  }
  for (let i = 0; i < targets.length; i++) {
    for (let j = i + 1; j < targets.length; j++) {
      const a = targets[i], c = targets[j];
      if (a.contains(c) || c.contains(a)) continue;
      const p = a.getBoundingClientRect(), q = c.getBoundingClientRect();
      const w = Math.min(p.right, q.right) - Math.max(p.left, q.left), h = Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top);
      if (w > 2 && h > 2) problems.push(`targets overlap: ${name(a)} and ${name(c)}`);
    }
  }
  const cut = [];  // the outermost elements cut off (what they hold is not listed again)
  for (const node of layer.querySelectorAll('*')) {
    if (node.closest(DECOR) || cut.some(c => c.contains(node)) || !shown(node)) continue;
    const b = node.getBoundingClientRect();
    if (b.width === 0 || b.height === 0) continue;
    if (outside(b, scrolls(node) !== null)) {
      cut.push(node);
      problems.push(`cut off by the window: ${name(node)} ${r(b)}`);
    }
  }
  return {problems: [...new Set(problems)].slice(0, 40), targets: targets.length, smallest};
}
"""


def layout_problems(page, size: Size, panels: list) -> dict:
    """{"problems": [...], "targets": count, "smallest": {"side", "name", ...}} for the screen shown now."""
    return page.evaluate(LAYOUT_JS, [size.min_target, panels])


# -- the script ------------------------------------------------------------------------------------


def optimise(paths: list) -> None:
    """pngquant (Debian's), if present, in place: a few times smaller, the same to the eye."""
    pngquant = shutil.which("pngquant")
    if pngquant and paths:
        subprocess.run([pngquant, "--force", "--skip-if-larger", "--strip", "--quality", "50-85", "--nofs", "--ext", ".png",
                        *map(str, paths)], check=False)


def photograph(base_url: str, sizes: list, only: list, out: Path) -> int:
    from playwright.sync_api import sync_playwright

    out.mkdir(parents=True, exist_ok=True)
    written, failures = [], 0
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=shutil.which("chromium"), args=CHROMIUM_ARGS)
        for size in sizes:
            context = browser.new_context(**context_options(size, base_url))
            prepare_context(context)
            page = context.new_page()
            page.set_default_timeout(TIMEOUT_MS)
            tour = Tour(page)
            tour.open()
            for screen, reach, panels in SCREENS_IN_ORDER:
                started = time.monotonic()
                try:
                    reach(tour)
                except Exception as error:  # noqa: BLE001 - a screen out of reach: say so, photograph it, go on
                    print(f"{size.name:>9} {screen:<20} NOT REACHED: {str(error).splitlines()[0]}", flush=True)
                    failures += 1
                    page.screenshot(path=str(out / f"{screen}-{size.name}.png"), animations="disabled")
                    tour.open()
                    continue
                if only and screen not in only:
                    continue
                page.wait_for_timeout(150)
                found = layout_problems(page, size, panels)
                smallest = found["smallest"] or {}
                status = "ok" if not found["problems"] else f"{len(found['problems'])} PROBLEMS"
                print(f"{size.name:>9} {screen:<20} smallest {smallest.get('side', '-'):>6} px  "
                      f"({smallest.get('name', '')[:60]})  {time.monotonic() - started:4.1f} s  {status}", flush=True)
                for problem in found["problems"]:
                    print(f"          - {problem}")
                failures += bool(found["problems"])
                if screen in PHOTOGRAPHED:
                    path = out / f"{screen}-{size.name}.png"
                    page.screenshot(path=str(path), animations="disabled", caret="hide")
                    written.append(path)
            context.close()
        browser.close()
    optimise(written)
    print(f"{len(written)} pictures in {out}/, {sum(p.stat().st_size for p in written):,} bytes")
    return failures


def main(argv: list | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-build", action="store_true", help="use dist/ as it is")
    parser.add_argument("--only", nargs="*", default=[], help="screens to check and write (default: all)")
    parser.add_argument("--size", nargs="*", default=[], help="sizes as WxH (default: all)")
    parser.add_argument("--out", type=Path, default=SCREENS, help="where the pictures go (default: docs/screens/)")
    args = parser.parse_args(argv)
    import build

    if not args.no_build and build.run_build():
        return 1
    sizes = [size for size in SIZES if not args.size or size.name in args.size]
    class Quiet(build.SiteHandler):
        def log_message(self, format, *args):
            pass

    with build.serving_in_thread(build.DIST, Quiet) as server:
        failures = photograph(f"http://127.0.0.1:{server.server_address[1]}/", sizes, args.only, args.out.resolve())
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
