"""How long Méli Cado's computer players take to decide, in Pyodide in Chromium (the page's own runtime).

    python3 bench/bots.py [--seeds N] [--players P]   # needs a built dist/ (PETITS_JEUX_DIST is followed)

A decision runs on the page's main thread, as every tap does: one that takes
more than about 100 ms freezes the children's taps. For each level, rounds
of seeds 1..N are played between two computer players of that level, as the
page's table asks them (each seat in turn; a seat with nothing to do answers
None and waits), and every call of `bot.choose` is timed with
time.perf_counter, then made twice more: on this shared machine a single
call can be stretched by other processes, the best of the three is the
decision's own cost. Then, as random rounds seldom reach them, each level
decides once (timed the same way) on constructed worst cases: 2 PAR 2, where
the pairs of placements grow with the hand and the row, with hands of 10
and 16 cards on a 9-letter row. The same Python runs in CPython for
comparison. Each level starts in a fresh interpreter.

In the browser: dist/ served on localhost, a blank page of the site's origin
loads the site's Pyodide (runtime/pyodide), unpacks the site's py/rules.zip.gz,
games/meli_cado/code.zip.gz and its French and English words as the page does, then plays the
rounds. The page loads the lexicons when its table opens, a part at a
time with a pause between them (a tap is answered between two parts), so
the bench loads them so before the first round and times each part; with
--cold a decision loads them when it first needs them, as before.
"""

import argparse
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import time
from datetime import datetime, timezone
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from sitebuild.paths import DIST, NODE_MODULES  # noqa: E402
from sitebuild.server import SiteHandler, serving_in_thread  # noqa: E402

#: The rounds, as Python source run unchanged in CPython and in Pyodide: rounds(seeds) -> {level: [ms...]}.
ROUNDS = '''
import time
import pygame_rules
from pygame_rules import Rng

REPEATS = 3


def one_round(level, seed, players):
    """Every decision's times (ms) over one seeded round of computer players of this level: [once, best of 3]."""
    game = pygame_rules.load("meli_cado")
    bot = game.bot(level)
    state = game.new(players=players, seed=seed, language="fr", end="rounds_1")
    times = []
    for step in range(600):
        if game.outcome(state) is not None:
            return times
        seats = game.to_move(state)
        seat = seats[step % len(seats)]
        tries = []
        for _ in range(REPEATS):  # the same decision again (same seed): its own cost, without the machine's noise
            start = time.perf_counter()
            move = bot.choose(game, state, seat, Rng(seed * 1000 + step))
            tries.append((time.perf_counter() - start) * 1000)
        times.append([tries[0], min(tries)])
        if move is not None:
            state = game.apply(state, seat, move)
    raise AssertionError(f"seed {seed}: the round never ended")


#: The constructed worst cases: under 2 PAR 2 every pair of placements is a candidate, and their number grows
#: with the hand and the row: hands of 10 and 16 blue cards of different letters on a 9-letter row.
WORST_ROW = "CHANTERAI"
WORST_HANDS = (10, 16)
WORST_LETTERS = "ESTLUODPMBVFGQXYZJKW"


def two_by_two_table(hand_size):
    """A round under 2 PAR 2: WORST_ROW in blue cards, seat 0 holding `hand_size` blue cards, all different."""
    from pygame_rules.meli_cado.cards import TWO_BY_TWO
    from pygame_rules.meli_cado.row import cards_on, words_on
    game = pygame_rules.load("meli_cado")
    state = game.new(players=2, seed=1, language="fr", end="rounds_1")
    pool = state["deck"] + [card for hand in state["hands"] for card in hand] + cards_on(state["row"])

    def take(card):
        pool.remove(card)
        return card

    row = [{"cards": [take("b" + letter)], "down": []} for letter in WORST_ROW]
    hand = [take("b" + letter) for letter in [letter for letter in WORST_LETTERS if "b" + letter in pool][:hand_size]]
    other = [take(card) for card in list(pool[:3])]
    state["specials"].remove(TWO_BY_TWO)
    state.update(row=row, deck=pool, hands=[hand, other], special=TWO_BY_TWO, opening=False, seen=words_on(row),
                 votes=[], last_play=None, streak=None, held=[[], []], starter=0)
    game.check_state(state)
    return game, state


def worst_cases(level):
    """[[hand size, ms once, ms best of 3]...]: one decision of seat 0 on each constructed worst case."""
    bot = pygame_rules.load("meli_cado").bot(level)
    timed = []
    for size in WORST_HANDS:
        game, state = two_by_two_table(size)
        tries = []
        for _ in range(REPEATS):
            start = time.perf_counter()
            bot.choose(game, state, 0, Rng(size))
            tries.append((time.perf_counter() - start) * 1000)
        timed.append([size, tries[0], min(tries)])
    return timed


def rounds(level, seeds, players, loaded):
    """{"load": ms of each part of the lexicons' load (None: left to the decisions), "rounds": [[[ms, ms]...]...]}."""
    load = None
    if loaded:  # as the page does when its table opens (site/games/meli_cado/page.py), a part at a time
        from pygame_rules.meli_cado.lexicon import PARTS, load_part
        load = []
        for language in ("fr", "en"):
            for part in PARTS:
                start = time.perf_counter()
                load_part(language, part)
                load.append((time.perf_counter() - start) * 1000)
    played = [one_round(level, seed, players) for seed in range(1, seeds + 1)]
    return {"load": load, "rounds": played, "worst": worst_cases(level)}
'''

LEVELS = ("easy", "normal")
PAGE = "bench-bots.html"


class QuietHandler(SiteHandler):
    def log_message(self, format, *args):
        pass

BLANK = "<!doctype html><meta charset=utf-8><title>bots</title>"
IN_PYODIDE = """async ([source, level, seeds, players, loaded]) => {
  const {loadPyodide} = await import("./runtime/pyodide/pyodide.mjs");
  const py = await loadPyodide({indexURL: new URL("./runtime/pyodide/", location.href).href});
  const {unzipped} = await import("./bundles.mjs");
  for (const bundle of ["py/rules", "games/meli_cado/code", "games/meli_cado/words/fr", "games/meli_cado/words/en"]) {
    const zip = await unzipped(await (await fetch(`${bundle}.zip.gz`)).arrayBuffer());
    py.unpackArchive(new Uint8Array(zip), "zip", {extractDir: "/home/pyodide"});
  }
  py.runPython("import sys; sys.path.insert(0, '/home/pyodide')");
  py.runPython(source);
  const call = `rounds("${level}", ${seeds}, ${players}, ${loaded ? "True" : "False"})`;
  return JSON.parse(py.runPython(`import json; json.dumps(${call})`));
}"""


def in_cpython(seeds: int, players: int, loaded: bool) -> dict:
    """Each level in a fresh interpreter (a subprocess), so each has its cold first decision."""
    results = {}
    for level in LEVELS:
        script = f"{ROUNDS}\nimport json\nprint(json.dumps(rounds({level!r}, {seeds}, {players}, {loaded})))"
        done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, check=True)
        results[level] = json.loads(done.stdout)
    return results


def in_chromium(seeds: int, players: int, loaded: bool) -> tuple[dict, str]:
    """Each level in a fresh page (a fresh Pyodide), so each has its cold first decision."""
    from playwright.sync_api import sync_playwright

    assert (DIST / "games" / "meli_cado" / "code.zip.gz").is_file(), f"{DIST} is not built"
    results = {}
    with serving_in_thread(DIST, QuietHandler) as server, sync_playwright() as playwright:
        base = f"http://127.0.0.1:{server.server_address[1]}/"
        browser = playwright.chromium.launch(executable_path=shutil.which("chromium"),
                                             args=["--no-sandbox", "--disable-gpu"])
        for level in LEVELS:
            page = browser.new_page()
            page.route(base + PAGE, lambda route: route.fulfill(body=BLANK, content_type="text/html"))
            page.goto(base + PAGE)
            results[level] = page.evaluate(IN_PYODIDE, [ROUNDS, level, seeds, players, loaded])
            page.close()
        version = browser.version
        browser.close()
    return results, version


def summary(result: dict) -> str:
    """The decisions timed once (as the page meets them, machine noise included) and each one's best of 3."""
    decisions = [times for one in result["rounds"] for times in one]
    once, best = [times[0] for times in decisions], [times[1] for times in decisions]
    load = ("left to the decisions" if result["load"] is None else "loaded before, fr then en, a part at a time: "
            + " + ".join(f"{ms:.0f}" for ms in result["load"]) + " ms")
    return (f"{len(decisions)} decisions: median {statistics.median(once):.1f} ms, 95th percentile "
            f"{statistics.quantiles(once, n=20)[-1]:.1f} ms, max {max(once):.1f} ms (the first {once[0]:.1f} ms);"
            f" best of 3: median {statistics.median(best):.1f}, max {max(best):.1f} ms; lexicon {load}\n"
            f"           2 PAR 2 worst cases, once (best of 3): "
            + ", ".join(f"{size} cards {once:.1f} ({best:.1f}) ms" for size, once, best in result["worst"]))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=20, help="rounds per level (seeds 1..N)")
    parser.add_argument("--players", type=int, default=2, help="computer players at the table (2 to 4)")
    parser.add_argument("--cold", action="store_true",
                        help="leave the lexicons' load to the decisions (as the page did before it loaded them"
                             " when its table opens)")
    args = parser.parse_args()
    seeds, players, loaded = args.seeds, args.players, not args.cold
    started = time.monotonic()
    browser, version = in_chromium(seeds, players, loaded)
    cpython = in_cpython(seeds, players, loaded)
    when = datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    print(f"{when} · {platform.processor() or platform.machine()} · Chromium {version} headless · Pyodide "
          f"{json.loads((NODE_MODULES / 'pyodide' / 'package.json').read_text())['version']} · "
          f"rounds of seeds 1..{seeds}, {players} players of the level, French · {time.monotonic() - started:.0f} s"
          f" · load average {os.getloadavg()[0]:.1f}")
    for level in ("easy", "normal"):
        print(f"  {level:6} Pyodide in Chromium: {summary(browser[level])}")
        print(f"  {level:6} CPython {platform.python_version()}: {summary(cpython[level])}")


if __name__ == "__main__":
    main()
