// The standard library modules the rules need, recorded in Pyodide under Node.js (used by tools/stdlib_imports.py).
//
//   node tools/stdlib_imports.mjs WHEEL_DIR NAMES_FILE [pytest args...]
//
// Runs pytest inside the npm pyodide package (as tests/pyodide/run_pytest.mjs does) and records every
// module imported while code of pygame_rules/ or site/ is running (pytest's own imports are not the
// site's), then, in a fresh Pyodide, imports those and the names of NAMES_FILE (one a line, what the
// pages imported, the lazily imported list) and prints every module the fresh interpreter then holds,
// the closure the standard library zip must keep: the last line is `stdlib-imports: [names...]`.

import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadPyodide } from "pyodide";

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const MOUNT = "/work";

const [wheelDir, namesFile, ...pytestArgs] = process.argv.slice(2);
if (!wheelDir || !namesFile) {
  console.error("usage: node stdlib_imports.mjs WHEEL_DIR NAMES_FILE [pytest args...]");
  process.exit(2);
}

const RECORDER = `
import builtins, importlib, sys

OURS = (${JSON.stringify(MOUNT + "/pygame_rules/")}, ${JSON.stringify(MOUNT + "/site/")})
recorded = set()


def called_from_ours(frame):
    while frame is not None:
        if frame.f_code.co_filename.startswith(OURS):
            return True
        frame = frame.f_back
    return False


def recording(importer):
    def recording_import(name, *args, **kwargs):
        fromlist = kwargs.get("fromlist", args[2] if len(args) > 2 else ()) or ()
        level = kwargs.get("level", args[3] if len(args) > 3 else 0)
        if level == 0 and not name.startswith(".") and called_from_ours(sys._getframe(1)):
            recorded.add(name)
            recorded.update(f"{name}.{item}" for item in fromlist if item != "*")
        return importer(name, *args, **kwargs)
    return recording_import


builtins.__import__ = recording(builtins.__import__)
importlib.import_module = recording(importlib.import_module)
`;

const py = await loadPyodide({ env: { PYGAME_RULES_RANDOM_GAMES: "20" } });
const sitePackages = py.runPython("import sysconfig; sysconfig.get_path('purelib')");
for (const name of (await readdir(wheelDir)).filter((name) => name.endsWith(".whl"))) {
  py.unpackArchive(new Uint8Array(await readFile(path.join(wheelDir, name))), "wheel", { extractDir: sitePackages });
}
py.mountNodeFS(MOUNT, REPO_ROOT);
py.runPython(RECORDER);
py.globals.set("pytest_args", py.toPy(pytestArgs));
const tested = py.runPython(`
import os, sys
sys.dont_write_bytecode = True
os.chdir(${JSON.stringify(MOUNT)})
sys.path.insert(0, ${JSON.stringify(MOUNT)})
import pytest
code = int(pytest.main(["-p", "no:cacheprovider", "-q", *pytest_args]))
[code, sorted(recorded)]
`).toJs();
const [exitCode, recorded] = tested;
if (exitCode !== 0) {
  console.error(`pytest exited ${exitCode} inside Pyodide: the record would be partial`);
  process.exit(1);
}

const named = (await readFile(namesFile, "utf-8")).split("\n").map((line) => line.split("#")[0].trim()).filter(Boolean);
const fresh = await loadPyodide();
fresh.globals.set("wanted", fresh.toPy([...recorded, ...named]));
const closure = fresh.runPython(`
import importlib, sys
for name in wanted:
    try:
        importlib.import_module(name)
    except Exception:  # one of ours, or a name from a fromlist that is no module
        pass
sorted(sys.modules)
`).toJs();
console.log("stdlib-imports: " + JSON.stringify(closure));
