// The tablet's memory snapshot with the site's own modules in it (site/snapshot-worker.mjs), made
// and restored under Node.js, where there is no page: what must hold for the worker to make it.
//
//   node tests/pyodide/snapshot_with_site_code.mjs RUNTIME ZIP...
//
// RUNTIME is the built site's Pyodide (dist/runtime/pyodide/): its standard library holds only
// what the site imports, as on the tablet.
// 1. A Pyodide made to be snapshotted unpacks the code zips and imports every module in them (a
//    module that touches the page as it imports fails here: Node.js has no document, window or
//    location); its memory is snapshotted (a JavaScript object kept by a module fails here too).
// 2. A second Pyodide starts from that snapshot with no file unpacked: the modules are there.
// The last line printed is `snapshot: {"imported": [...], "restored": [...], "fileThere": ..., "languages": [...]}`.

import { readFile } from "node:fs/promises";
import { loadPyodide } from "pyodide";
import { unzipped } from "../../site/bundles.mjs";

const [runtime, ...zips] = process.argv.slice(2);
if (!zips.length) {
  console.error("usage: node snapshot_with_site_code.mjs RUNTIME ZIP...");
  process.exit(2);
}
const indexURL = runtime.endsWith("/") ? runtime : `${runtime}/`;

// The modules loaded from Python's working directory (where the zips are unpacked), sorted.
const SITE_MODULES = `import json, os, sys
home = os.getcwd() + "/"
json.dumps(sorted(name for name, module in list(sys.modules.items())
                  if (getattr(module, "__file__", None) or "").startswith(home)))`;

const maker = await loadPyodide({indexURL, _makeSnapshot: true});
for (const bundle of zips) maker.unpackArchive(new Uint8Array(await unzipped(await readFile(bundle))), "zip");
maker.runPython(`import importlib, os
home = os.getcwd()
for folder, _, files in os.walk(home):
    for file in files:
        if file.endswith(".pyc") and os.path.basename(folder) != "__pycache__":
            parts = os.path.relpath(os.path.join(folder, file), home).removesuffix(".pyc").split(os.sep)
            importlib.import_module(".".join(parts[:-1] if parts[-1] == "__init__" else parts))`);
const imported = JSON.parse(maker.runPython(SITE_MODULES));
const snapshot = maker.makeMemorySnapshot();

const restored = await loadPyodide({indexURL, _loadSnapshot: snapshot});
const names = JSON.parse(restored.runPython(SITE_MODULES));
// The restored modules answer, though their files are not there: they came with the memory.
const [fileThere, languages] = restored.runPython(`import os, sys
from ui.kit.i18n import LANGUAGES
[os.path.exists(sys.modules["ui.app"].__file__), list(LANGUAGES)]`).toJs();
console.log(`snapshot: ${JSON.stringify({imported, restored: names, fileThere, languages})}`);
