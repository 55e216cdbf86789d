"""The site's JavaScript passes ESLint's recommended rules (eslint.config.mjs), each file as what it runs as.

The service worker is linted as the build fills it too (test_build.py), and a
mistake ESLint must catch is shown to fail, so that a lint that checks nothing
cannot pass for one that does.
"""

import subprocess

from sitebuild.paths import NODE_MODULES, ROOT, SITE

ESLINT = NODE_MODULES / "eslint" / "bin" / "eslint.js"
SCRIPTS = sorted([*SITE.glob("*.js"), *SITE.glob("*.mjs"), *(ROOT / "tests" / "pyodide").glob("*.mjs")])


def eslint(*paths, source: str | None = None, named: str = "site/sw.js") -> subprocess.CompletedProcess:
    """ESLint on these files, or on `source` read as the file `named` (its rules: those of that file)."""
    command = ["node", str(ESLINT), "--max-warnings", "0", "--no-warn-ignored"]
    command += ["--stdin", "--stdin-filename", named] if source is not None else [str(path) for path in paths]
    return subprocess.run(command, cwd=ROOT, input=source, capture_output=True, text=True)


def test_every_script_of_the_site_passes_eslint():
    assert {path.name for path in SCRIPTS} >= {"sw.js", "start.js", "interpreter.mjs", "bundles.mjs", "snapshot-worker.mjs",
                                               "run_pytest.mjs"}
    linted = eslint(*SCRIPTS)
    assert linted.returncode == 0, linted.stdout + linted.stderr


def test_every_script_is_linted_as_what_it_runs_as():
    """A file the config does not place would be linted with no globals of its own, or skipped."""
    config = (ROOT / "eslint.config.mjs").read_text()
    for path in SCRIPTS:
        folder = path.parent.relative_to(ROOT).as_posix()
        assert f'"{folder}/{path.name}"' in config or f'"{folder}/*{path.suffix}"' in config, path


def test_a_mistake_in_the_worker_fails_the_lint():
    worker = (SITE / "sw.js").read_text()
    assert eslint(source=worker).returncode == 0
    broken = eslint(source=worker + "\nself.addEventListener('push', () => notDefinedAnywhere());\n")
    assert broken.returncode == 1 and "no-undef" in broken.stdout
    # A worker has no window: what only a page has is an error in the worker.
    assert "no-undef" in eslint(source=worker + "\nwindow.alert('x');\n").stdout
