"""A rules referee's measurements of Méli Cado, La Guerre des Moutons and Sorcière, rerun on the engine as it is.

    .venv/bin/python bench/referee.py [--quick]

Prints one table (Markdown): each figure, the rule it checks, its value.
docs/referee.md explains the figures and keeps the last full run.

- FONETIK: rows of 4, 5 and 6 letters drawn from the deck's letter cards
  (seeded); of those that are no word, the share FONETIK counts, judged as
  the rules judge a row under the card (French and English games).
- Méli Cado: seeded rounds of four `normal` computer players, the round
  opened under each special in turn (and once as dealt, where the starter
  turns a special or not): placements per round, the largest and the 99th
  percentile, and any round that never ends.
- Moutons: seeded games of `normal` players (2, 3, 4 in turn) at the
  table's pace: the passes made while the bag still holds tiles.
- Sorcière: seeded four-player games of `easy` and of `normal` players:
  the rounds that end on their first pull, pulls per round, and the share
  of games each seat wins.
- 2 PAR 2: bench/bots.py's constructed worst cases (hands of 10 and 16
  cards on a 9-letter row), one decision each, the best of 3, in CPython
  and in Pyodide under Node.js (bench/in_pyodide.mjs), the lexicons loaded
  first as the page loads them when its table opens.

The games run on 2 processes at most, niced; the timings run after them,
alone.
"""

import argparse
import collections
import json
import multiprocessing
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import datetime, timezone
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import pygame_rules  # noqa: E402
from bots import ROUNDS  # noqa: E402  (bench/bots.py, beside this script)
from pygame_rules import Rng  # noqa: E402
from pygame_rules.meli_cado import cards  # noqa: E402
from pygame_rules.meli_cado.judge import Judge  # noqa: E402
from pygame_rules.meli_cado.lexicon import Lexicon  # noqa: E402
from tools import moutons_games  # noqa: E402

WORKERS = 2
#: How many of each, in a full run and with --quick.
FULL = {"fonetik_rows": 4000, "meli_rounds": 1000, "moutons_games": 1000, "sorciere_games": 1000}
QUICK = {"fonetik_rows": 1000, "meli_rounds": 60, "moutons_games": 60, "sorciere_games": 200}
CHUNK = 50
FONETIK_LENGTHS = (4, 5, 6)
#: "No round over 150 placements" (Méli Cado under every special).
MAX_PLACEMENTS = 150
#: Decisions asked of the table before a round is called endless.
MELI_STEPS = 5000
AS_DEALT = "as dealt"
SORCIERE_LEVELS = ("easy", "normal")
SORCIERE_PLAYERS = 4
BOT_LEVELS = ("easy", "normal")
RESULT_PREFIX = "pyodide-result: "


# -- the measurements, each a task a worker runs -------------------------------------------------


def fonetik_share(language: str, length: int, rows: int) -> tuple:
    """(rows that are no word, of them the rows FONETIK counts) over seeded random rows of the deck's letters."""
    import random
    deck = "".join(letter * sum(counts) for letter, counts in cards.LETTER_TABLES[language].items())
    rng = random.Random(2026 + length)
    plain, fonetik = Judge(Lexicon.load, language, None), Judge(Lexicon.load, language, cards.FONETIK)
    sample = ["".join(rng.choice(deck) for _ in range(length)) for _ in range(rows)]
    non_words = [row for row in sample if not plain.is_word(row)]
    return len(non_words), sum(fonetik.is_word(row) for row in non_words)


def meli_round(special: str, seed: int) -> int | None:
    """Placements in one seeded round of four normal players opened under `special` (None: it never ended)."""
    game = pygame_rules.load("meli_cado")
    bot = game.bot("normal")
    state = game.new(players=4, seed=seed, language="fr", end="rounds_1")
    if special != AS_DEALT:
        state["specials"].remove(special)
        state["special"] = special
    for step in range(MELI_STEPS):
        if game.outcome(state) is not None:
            return sum(event["kind"] == "placed" for event in state["events"])
        seats = game.to_move(state)
        seat = seats[step % len(seats)]
        move = bot.choose(game, state, seat, Rng(seed * 10007 + step))
        if move is not None:
            state = game.apply(state, seat, move)
    return None


def meli_rounds(special: str, seeds: range) -> list:
    return [meli_round(special, seed) for seed in seeds]


def moutons_passes(seeds: range) -> tuple:
    """(games, passes made while the bag holds tiles by a player who is not the last one in, the seeds)."""
    locked = []

    def watch(state, seat, action):
        still_in = [player for player in range(state["players"]) if player not in state["stopped"]]
        if action["type"] == "pass" and state["free"] is None and state["bag"] and len(still_in) > 1:
            locked.append(state["seed"])

    for seed in seeds:
        moutons_games.play_game(["normal"] * (2 + seed % 3), seed, watch)
    return len(seeds), len(locked), sorted(set(locked))


def sorciere_games(level: str, seeds: range) -> dict:
    """Over seeded four-player games: games won per seat, rounds, rounds ended on their first pull, pulls per round.

    Game `seed` is the seed-th game of one table that plays again and again: its starter is the seat to the left of
    the last game's (seat 0, the youngest, starts game 1).
    """
    game = pygame_rules.load("sorciere")
    bot = game.bot(level)
    wins, rounds, first_pull, pulls = [0] * SORCIERE_PLAYERS, 0, 0, []
    for seed in seeds:
        state = game.new(players=SORCIERE_PLAYERS, seed=seed, starter=str((seed - 1) % SORCIERE_PLAYERS))
        step = 0
        while game.outcome(state) is None:
            seat = game.to_move(state)[0]
            state = game.apply(state, seat, bot.choose(game, state, seat, Rng(seed * 100003 + step)))
            step += 1
        for winner in game.outcome(state)["winners"]:
            wins[winner] += 1
        pulled = 0
        for event in state["events"]:
            if event["kind"] == "pulled":
                pulled += 1
            elif event["kind"] == "collapsed" and pulled == 1:
                first_pull += 1
            elif event["kind"] == "round_over":
                rounds += 1
                pulls.append(pulled)
                pulled = 0
    return {"games": len(seeds), "wins": wins, "rounds": rounds, "first_pull": first_pull, "pulls": pulls}


def run(task):
    name, *args = task
    return task, TASKS[name](*args)


TASKS = {"fonetik": fonetik_share, "meli": meli_rounds, "moutons": moutons_passes, "sorciere": sorciere_games}


def chunks(count: int):
    """Seeds 1..count, CHUNK at a time."""
    return [range(start, min(start + CHUNK, count + 1)) for start in range(1, count + 1, CHUNK)]


def tasks(sizes: dict) -> list:
    """The longest first, so that the two workers end together."""
    specials = [AS_DEALT, *cards.SPECIALS]
    return ([("meli", special, seeds) for seeds in chunks(sizes["meli_rounds"]) for special in specials]
            + [("moutons", seeds) for seeds in chunks(sizes["moutons_games"])]
            + [("sorciere", level, seeds) for level in SORCIERE_LEVELS for seeds in chunks(sizes["sorciere_games"])]
            + [("fonetik", language, length, sizes["fonetik_rows"])
               for language in ("fr", "en") for length in FONETIK_LENGTHS])


# -- 2 PAR 2's worst decisions -------------------------------------------------------------------

WORST_CASES = f'''
import json, sys
namespace = {{}}
exec({ROUNDS!r}, namespace)
from pygame_rules.meli_cado.lexicon import PARTS, load_part
for language in ("fr", "en"):
    for part in PARTS:
        load_part(language, part)
result = json.dumps({{"python": sys.version.split()[0],
                      "worst": {{level: namespace["worst_cases"](level) for level in {BOT_LEVELS!r}}}}})
result
'''


def worst_in_cpython() -> dict:
    """bench/bots.py's worst cases in a fresh CPython."""
    done = subprocess.run([sys.executable, "-c", WORST_CASES + "print(result)"], cwd=ROOT, capture_output=True,
                          text=True, check=True)
    return json.loads(done.stdout)


def worst_in_pyodide() -> dict | None:
    """The same in Pyodide under Node.js (None without Node.js)."""
    node = shutil.which("node")
    if node is None:
        return None
    with tempfile.NamedTemporaryFile("w", suffix=".py", encoding="utf-8") as source:
        source.write(WORST_CASES)
        source.flush()
        done = subprocess.run([node, ROOT / "bench" / "in_pyodide.mjs", source.name], cwd=ROOT,
                              capture_output=True, text=True, check=True)
    line = [line for line in done.stdout.splitlines() if line.startswith(RESULT_PREFIX)][-1]
    return json.loads(line.removeprefix(RESULT_PREFIX))


# -- the table -----------------------------------------------------------------------------------


def percentile_99(values: list) -> float:
    return statistics.quantiles(values, n=100, method="inclusive")[-1]


def table(results: dict, cpython: dict, pyodide: dict | None) -> list:
    """The rows of the Markdown table: figure, rule checked, value."""
    rows = []
    for language in ("fr", "en"):
        shares = []
        for length in FONETIK_LENGTHS:
            non_words, counted = results["fonetik"][(language, length)]
            shares.append(f"{length} letters {100 * counted / non_words:.1f}% ({counted} of {non_words})")
        rows.append((f"FONETIK, random rows counted ({language})", "at most a few percent of non-words count",
                     "; ".join(shares)))
    for special, lengths in results["meli"].items():
        ended = [length for length in lengths if length is not None]
        endless = len(lengths) - len(ended)
        over = sum(length > MAX_PLACEMENTS for length in ended)
        rows.append((f"Méli Cado placements a round, {special}", f"no round over {MAX_PLACEMENTS} placements",
                     f"max {max(ended)}, 99th percentile {percentile_99(ended):.0f}, over {MAX_PLACEMENTS}: {over}"
                     f", never ended: {endless} ({len(lengths)} rounds)"))
    games, passes, seeds = results["moutons"]
    rows.append(("Moutons passes while the bag holds tiles", "no player is locked out (must be 0)",
                 f"{passes} in {games} games" + (f" (seeds {seeds[:10]})" if seeds else "")))
    for level, figures in results["sorciere"].items():
        games = figures["games"]
        shares = ", ".join(f"seat {seat} {100 * won / games:.1f}%" for seat, won in enumerate(figures["wins"]))
        pulls = figures["pulls"]
        deciles = statistics.quantiles(pulls, n=10)
        rows.append((f"Sorcière rounds ended on their first pull ({level})",
                     "a first pull almost never brings it down",
                     f"{figures['first_pull']} of {figures['rounds']} rounds "
                     f"({100 * figures['first_pull'] / figures['rounds']:.1f}%)"))
        rows.append((f"Sorcière pulls a round ({level})",
                     "a steady hand's round lasts about 10 to 20 pulls (normal pulls carefully, easy shakily)",
                     f"median {statistics.median(pulls):g}, 10th-90th percentile {deciles[0]:g}-{deciles[-1]:g}"))
        rows.append((f"Sorcière games won per seat ({level})", "every seat wins about as often (25%)",
                     f"{shares} ({games} games)"))
    for name, figures in (("CPython", cpython), ("Pyodide", pyodide)):
        if figures is None:
            rows.append((f"2 PAR 2 worst decision, {name}", "under 100 ms in Pyodide", "not run: no Node.js"))
            continue
        value = "; ".join(f"{level} " + ", ".join(f"{size} cards {best:.1f} ms" for size, _, best in worst)
                          for level, worst in figures["worst"].items())
        rows.append((f"2 PAR 2 worst decision, {name} {figures['python']}", "under 100 ms in Pyodide",
                     value + " (best of 3)"))
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer rounds, games and rows, to try it out")
    args = parser.parse_args()
    sizes = QUICK if args.quick else FULL
    os.nice(10)
    started = time.monotonic()
    results = {"fonetik": {}, "meli": collections.defaultdict(list), "moutons": [0, 0, []],
               "sorciere": {}}
    with multiprocessing.Pool(WORKERS) as pool:
        for (name, *task), result in pool.imap_unordered(run, tasks(sizes)):
            if name == "fonetik":
                results["fonetik"][tuple(task[:2])] = result
            elif name == "meli":
                results["meli"][task[0]].extend(result)
            elif name == "moutons":
                totals = results["moutons"]
                results["moutons"] = [totals[0] + result[0], totals[1] + result[1], totals[2] + result[2]]
            else:
                level = task[0]
                before = results["sorciere"].setdefault(level, {"games": 0, "wins": [0] * SORCIERE_PLAYERS,
                                                                "rounds": 0, "first_pull": 0, "pulls": []})
                for key in ("games", "rounds", "first_pull"):
                    before[key] += result[key]
                before["wins"] = [a + b for a, b in zip(before["wins"], result["wins"])]
                before["pulls"] += result["pulls"]
    order = [AS_DEALT, *cards.SPECIALS]
    results["meli"] = {special: results["meli"][special] for special in order}
    games_seconds = time.monotonic() - started
    cpython, pyodide = worst_in_cpython(), worst_in_pyodide()
    when = datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    print(f"{when} · {platform.processor() or platform.machine()}, {os.cpu_count()} cores · "
          f"`.venv/bin/python bench/referee.py{' --quick' if args.quick else ''}` · games {games_seconds:.0f} s on "
          f"{WORKERS} processes, {time.monotonic() - started:.0f} s in all · load average {os.getloadavg()[0]:.1f}\n")
    print("| figure | rule checked | value |\n| --- | --- | --- |")
    for row in table(results, cpython, pyodide):
        print("| " + " | ".join(row) + " |")


if __name__ == "__main__":
    main()
