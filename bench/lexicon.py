"""Méli Cado's lexicon against its budgets: bytes shipped, load time, query time, in CPython and in Pyodide.

    python3 bench/lexicon.py [--no-pyodide]

Issue 12's budgets: the lexicon ships in at most 1.5 MB gzip, loads in under
1 s in Pyodide on this machine, and answers a word query in under 5 ms.
- bytes: French's and English's committed files (xz or bzip2), as their words
  zips carry them.
- load: a fresh Lexicon.load (not the cached one), French then English, the
  best of 3 in CPython; in Pyodide (the npm package the site ships, under
  Node.js, started as tests/pyodide/run_pytest.mjs starts it) once each in a
  fresh interpreter, after the package's import, timed apart; wall time and
  the Node process's CPU time (user + system, which a busy machine does not
  inflate).
- queries: each query on 300 rows (real words of 2 to 9 letters and random
  letters, seeded), on a freshly loaded lexicon (cold: blocks decoded as
  asked) then again (warm); median, 95th percentile and maximum in ms.
- FONETIK: rows of 4, 5 and 6 letters drawn from the language's deck (its
  letter cards, seeded, FONETIK_ROWS of each length): the share that are
  words, and of the others the share FONETIK counts (they sound like a word).
A benchmark, not a test: it prints figures and which budgets hold; the
tests (tests/rules/test_lexicon.py) check the bytes and, with margins, the
load and word-query budgets.
"""

import argparse
import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from pygame_rules.meli_cado import lexicon  # noqa: E402
from pygame_rules.meli_cado.cards import LETTER_TABLES  # noqa: E402

SHIPPED_BYTES = 1_500_000
LOAD_SECONDS = 1.0
QUERY_MS = 5.0
LANGUAGES = ("fr", "en")
PARTS = ("words", "readings", "sounds")
WORD_QUERIES = ("is_word", "entries", "is_plural", "is_conjugated", "lemmas", "common", "sounds_like_a_word")
NEIGHBOUR_QUERIES = ("one_letter_more", "one_letter_changed", "one_letter_less", "anagrams")
SAMPLE = {
    "fr": ["LE", "ET", "CHAT", "LOUP", "CHATS", "ROUGE", "MAISON", "ECOLE", "PARLER", "MANGEONS", "CHEVAUX",
           "ORANGES", "POMME", "TABLE", "ARBRE", "SOLEIL", "JOUET", "FLEURS", "AMIS", "MARCHE"],
    "en": ["AN", "TO", "CAT", "DOG", "CATS", "HOUSE", "WALKED", "GREEN", "APPLE", "TABLE", "RUNNING", "MICE",
           "CHILDREN", "SCHOOL", "TREE", "STARS", "PLAYS", "HAPPY", "BIRDS", "ORANGE"],
}
ROWS = 300
FONETIK_ROWS = 4000
FONETIK_LENGTHS = (4, 5, 6)


def rows(language: str) -> list:
    """The rows the queries are asked about: the sample words and random letters, 2 to 9 of them."""
    rng = random.Random(12)
    letters = "AEIOUSRTNLCMDP" if language == "fr" else "AEIOUSRTNLHDCM"
    found = list(SAMPLE[language])
    while len(found) < ROWS:
        found.append("".join(rng.choice(letters) for _ in range(rng.randint(2, 9))))
    return found


def fresh(language: str) -> lexicon.Lexicon:
    """A lexicon read from its files now, not the one Lexicon.load keeps."""
    lexicon.forget_loaded()
    return lexicon.Lexicon.load(language)


def query_times(language: str) -> dict:
    """{query: {"cold"|"warm": [median, p95, max] in ms}} over rows(language), on a fresh lexicon."""
    found = fresh(language)
    sample = rows(language)
    result = {}
    for name in WORD_QUERIES + NEIGHBOUR_QUERIES:
        query = getattr(found, name)
        asked = [row for row in sample if name != "anagrams" or len(row) <= 8]
        result[name] = {}
        for run in ("cold", "warm"):
            times = []
            for row in asked:
                start = time.perf_counter()
                query(row)
                times.append((time.perf_counter() - start) * 1000)
            times.sort()
            result[name][run] = [statistics.median(times), times[int(len(times) * 0.95)], times[-1]]
        found = fresh(language) if name != NEIGHBOUR_QUERIES[-1] else found
    return result


def fonetik_shares(language: str) -> dict:
    """{length: (share of words, share of the non-words FONETIK counts)} over random rows of the deck's letters."""
    found = lexicon.Lexicon.load(language)
    deck = "".join(letter * sum(counts) for letter, counts in LETTER_TABLES[language].items())
    rng = random.Random(69)
    shares = {}
    for length in FONETIK_LENGTHS:
        sample = ["".join(rng.choice(deck) for _ in range(length)) for _ in range(FONETIK_ROWS)]
        others = [row for row in sample if not found.is_word(row)]
        sounding = sum(found.sounds_like_a_word(row) for row in others)
        shares[length] = ((len(sample) - len(others)) / len(sample), sounding / len(others))
    return shares


def cpython_figures() -> dict:
    loads = {}
    for language in LANGUAGES:
        times = []
        for _ in range(3):
            start = time.perf_counter()
            fresh(language)
            times.append(time.perf_counter() - start)
        loads[language] = min(times)
    return {
        "python": sys.version.split()[0],
        "load": loads,
        "words": {language: len(lexicon.Lexicon.load(language)) for language in LANGUAGES},
        "queries": {language: query_times(language) for language in LANGUAGES},
        "fonetik": {language: fonetik_shares(language) for language in LANGUAGES},
    }


PYODIDE_SCRIPT = """
import { loadPyodide } from %(pyodide)s;
const py = await loadPyodide();
py.mountNodeFS("/work", %(root)s);
py.runPython("import sys; sys.dont_write_bytecode = True; sys.path.insert(0, '/work')");
const timed = (code) => {
  const cpu = process.cpuUsage(); const start = performance.now();
  py.runPython(code);
  const used = process.cpuUsage(cpu);
  return {wall: (performance.now() - start) / 1000, cpu: (used.user + used.system) / 1e6};
};
const figures = {
  import: timed("import pygame_rules.meli_cado.lexicon as lexicon"),
  load: {fr: timed("lexicon.Lexicon.load('fr')"), en: timed("lexicon.Lexicon.load('en')")},
};
const rest = py.runPython(`
import importlib.util, json, sys
spec = importlib.util.spec_from_file_location("lexicon_bench", "/work/bench/lexicon.py")
bench = importlib.util.module_from_spec(spec)
spec.loader.exec_module(bench)
json.dumps({"python": sys.version.split()[0],
            "queries": {language: bench.query_times(language) for language in bench.LANGUAGES}})
`);
console.log("lexicon-bench: " + JSON.stringify({...figures, ...JSON.parse(rest)}));
"""


def pyodide_figures() -> dict:
    """The same figures inside Pyodide under Node.js (the load timed from JavaScript, with CPU time)."""
    node = shutil.which("node")
    if not node:
        raise SystemExit("Node.js is not installed")
    pyodide = ROOT / "node_modules" / "pyodide" / "pyodide.mjs"
    script = PYODIDE_SCRIPT % {"pyodide": json.dumps(pyodide.as_uri()), "root": json.dumps(str(ROOT))}
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "bench.mjs"
        path.write_text(script, encoding="utf-8")
        run = subprocess.run([node, str(path)], capture_output=True, text=True, timeout=600)
    lines = [line for line in run.stdout.splitlines() if line.startswith("lexicon-bench: ")]
    if run.returncode or not lines:
        raise SystemExit(f"Pyodide run failed ({run.returncode}):\n{run.stdout}\n{run.stderr}")
    return json.loads(lines[-1].removeprefix("lexicon-bench: "))


def shipped() -> dict:
    files = [lexicon.data_file(language, part) for language in LANGUAGES for part in PARTS]
    return {file.name: len(file.read_bytes()) for file in files}


def report(sizes, cpython, pyodide) -> str:
    total = sum(sizes.values())
    out = [
        f"# Méli Cado's lexicon · {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())} · "
        f"{os.cpu_count()} cores · load average {os.getloadavg()[0]:.1f} · `python3 bench/lexicon.py`",
        "",
        "Words (different rows of card letters): " + ", ".join(f"{language} {count:,}"
                                                             for language, count in cpython["words"].items()),
        "",
        "| file | bytes |", "|---|---:|",
        *(f"| {name} | {size:,} |" for name, size in sizes.items()),
        f"| **total** | **{total:,}** |",
        "",
        f"Load, fresh, CPython {cpython['python']} (best of 3): "
        + ", ".join(f"{language} {seconds * 1000:.0f} ms" for language, seconds in cpython["load"].items()),
    ]
    if pyodide:
        out.append(
            f"Load in Pyodide (Python {pyodide['python']}, Node.js), wall / CPU: import of the package "
            f"{pyodide['import']['wall'] * 1000:.0f} / {pyodide['import']['cpu'] * 1000:.0f} ms, "
            + ", ".join(f"{language} {load['wall'] * 1000:.0f} / {load['cpu'] * 1000:.0f} ms"
                        for language, load in pyodide["load"].items())
        )
    out += ["", "Queries, ms per query over 300 rows: median · 95th percentile · max, cold (fresh lexicon) | warm", ""]
    runs = [("CPython", cpython)] + ([("Pyodide", pyodide)] if pyodide else [])
    out += ["| query | " + " | ".join(f"{name} {language}" for name, _ in runs for language in LANGUAGES) + " |",
            "|---|" + "---:|" * (len(runs) * len(LANGUAGES))]
    for query in WORD_QUERIES + NEIGHBOUR_QUERIES:
        cells = []
        for _, figures in runs:
            for language in LANGUAGES:
                timing = figures["queries"][language][query]
                cells.append(" · ".join(f"{value:.3f}" for value in timing["cold"])
                             + " \\| " + f"{timing['warm'][0]:.3f}")
        out.append(f"| {query} | " + " | ".join(cells) + " |")
    out += ["", f"FONETIK, {FONETIK_ROWS:,} random rows of each length from the deck's letters (seeded): "
            "words without the card · non-words the card counts", "",
            "| letters | " + " | ".join(LANGUAGES) + " |", "|---|" + "---:|" * len(LANGUAGES)]
    for length in FONETIK_LENGTHS:
        out.append(f"| {length} | " + " | ".join(
            "{:.1%} · {:.1%}".format(*cpython["fonetik"][language][length]) for language in LANGUAGES) + " |")
    worst_word = max(
        figures["queries"][language][query]["cold"][1]
        for _, figures in runs for language in LANGUAGES for query in WORD_QUERIES
    )
    worst_load = max(load["wall"] for load in pyodide["load"].values()) if pyodide else None
    out += [
        "",
        "| budget | measured | within |", "|---|---:|---|",
        f"| at most 1.5 MB | {total:,} bytes | {'yes' if total <= SHIPPED_BYTES else '**no**'} |",
    ]
    if worst_load is not None:
        out.append(f"| loads in under 1 s in Pyodide (each language, wall) | {worst_load * 1000:.0f} ms | "
                   f"{'yes' if worst_load < LOAD_SECONDS else '**no**'} |")
    out.append(f"| a word query under 5 ms (worst 95th percentile, cold) | {worst_word:.3f} ms | "
               f"{'yes' if worst_word < QUERY_MS else '**no**'} |")
    return "\n".join(out) + "\n"


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-pyodide", action="store_true", help="CPython only")
    args = parser.parse_args(argv)
    print(report(shipped(), cpython_figures(), None if args.no_pyodide else pyodide_figures()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
