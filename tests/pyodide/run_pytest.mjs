// Runs pytest inside Pyodide under Node.js, so the rules are tested on the
// same Python 3.14 that the browser runs, with the npm pyodide package the
// site vendors.
//
//   node tests/pyodide/run_pytest.mjs WHEEL_DIR [pytest args...]
//
// WHEEL_DIR holds pure-Python wheels of pytest and its dependencies (Pyodide
// would fetch them from a CDN otherwise). The work tree is mounted at /work,
// read from there, and never written: no .pytest_cache, no __pycache__.
// Environment variables named PYGAME_RULES_* reach Python's os.environ.
// The last line printed is `pyodide-pytest: {"exit_code": N, "passed": N, ...}`
// for the caller to check; the process exits with pytest's exit code.

import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadPyodide } from "pyodide";

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const MOUNT = "/work";

const [wheelDir, ...pytestArgs] = process.argv.slice(2);
if (!wheelDir) {
  console.error("usage: node run_pytest.mjs WHEEL_DIR [pytest args...]");
  process.exit(2);
}

const env = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => name.startsWith("PYGAME_RULES_")),
);
const unbuffered = (stream) => ({ write: (bytes) => { stream.write(bytes); return bytes.length; } });

const py = await loadPyodide({ env });
py.setStdout(unbuffered(process.stdout));
py.setStderr(unbuffered(process.stderr));

const sitePackages = py.runPython("import sysconfig; sysconfig.get_path('purelib')");
const wheels = (await readdir(wheelDir)).filter((name) => name.endsWith(".whl"));
if (wheels.length === 0) {
  console.error(`no wheels in ${wheelDir}`);
  process.exit(2);
}
for (const name of wheels) {
  const bytes = await readFile(path.join(wheelDir, name));
  py.unpackArchive(new Uint8Array(bytes), "wheel", { extractDir: sitePackages });
}

py.mountNodeFS(MOUNT, REPO_ROOT);
py.globals.set("pytest_args", py.toPy(pytestArgs));
const exitCode = py.runPython(`
import json, os, sys

sys.dont_write_bytecode = True
os.chdir(${JSON.stringify(MOUNT)})
sys.path.insert(0, ${JSON.stringify(MOUNT)})

import pytest


class Tally:
    """Counts outcomes, so the caller can tell 'all passed' from 'ran nothing'."""

    def __init__(self):
        self.counts = {"passed": 0, "failed": 0, "skipped": 0, "errors": 0}

    def pytest_runtest_logreport(self, report):
        if report.when == "call":
            self.counts[report.outcome] += 1
        elif report.skipped:
            self.counts["skipped"] += 1
        elif report.failed:
            self.counts["errors"] += 1


tally = Tally()
code = int(pytest.main(["-p", "no:cacheprovider", *pytest_args], plugins=[tally]))
sys.stdout.flush()
print("pyodide-pytest: " + json.dumps({"exit_code": code, "python": sys.version.split()[0], **tally.counts}))
sys.stdout.flush()
code
`);
process.exit(exitCode);
