// Makes the memory snapshot interpreter.mjs starts from (see there): a Pyodide started in this
// worker that has imported the standard library modules every page imports and every module of
// the code zips it is given (the site's own: the engine, the kit, the home page, the teacher's
// corner; and those of the games opened on this tablet), kept in Cache Storage, with the list of
// those zips. They import without touching the page (there is none here: ui/kit/dom.py finds the
// document when it is used), so the page that restores the snapshot runs main.py at once, and
// opens such a game without importing it. Answers "kept", or what went wrong.
import { loadPyodide } from "./runtime/pyodide/pyodide.mjs";
import { unzipped } from "./bundles.mjs";

// As in interpreter.mjs: no stack switching shown to Pyodide, so the snapshot is made by the same
// Python setup that restores it.
delete WebAssembly.Suspending;
delete WebAssembly.promising;

// What every page imports from the standard library before it shows anything: PyScript's start
// (pathlib writes its package, which imports base64) and the site's.
const IMPORTS = "asyncio, base64, dataclasses, functools, itertools, json, math, pathlib, random, re, string, typing";

// Every module of the code bundles unpacked in Python's working directory (ui/kit/dom.pyc is
// ui.kit.dom; what lies in __pycache__ is the bytecode of a source written later, PyScript's),
// imported; one that fails to import fails the snapshot (and says why), never the page. (The
// site's standard library holds only what the site imports: no pkgutil.)
const IMPORT_SITE_CODE = `
import importlib, os
home = os.getcwd()
for folder, _, files in sorted(os.walk(home)):
    for file in sorted(files):
        if file.endswith(".pyc") and os.path.basename(folder) != "__pycache__":
            parts = os.path.relpath(os.path.join(folder, file), home).removesuffix(".pyc").split(os.sep)
            importlib.import_module(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
`;

// The memory as it is kept: most of Python's 31 MB are free pages of zeros, so only the others are kept (about
// 12 to 14 MB), behind a header that says where each goes: "PJS1", the memory's length, how many pages are kept
// and their numbers (32-bit words), then those pages. interpreter.mjs (`whole`) makes it whole again.
const PAGE = 65536;  // WebAssembly's page
const MAGIC = 0x3153_4a50;  // "PJS1"
function sparse(memory) {
  const pages = [];
  for (let at = 0; at < memory.length; at += PAGE) {
    if (memory.subarray(at, at + PAGE).some((byte) => byte !== 0)) pages.push(at / PAGE);
  }
  const header = new Uint32Array([MAGIC, memory.length, pages.length, ...pages]);
  return new Blob([header, ...pages.map((page) => memory.subarray(page * PAGE, (page + 1) * PAGE))]);
}

// A download of the runtime that fails while another is awaited (the page closing, the network
// gone) would be an unhandled rejection: it means no snapshot, said to the page as any failure is.
self.addEventListener("unhandledrejection", (event) => {
  event.preventDefault();
  self.postMessage(String(event.reason));
});

self.addEventListener("message", async (event) => {
  const {indexURL, cache, snapshot, codeZips} = event.data;
  try {
    const zips = codeZips.map(async (address) => {
      const response = await fetch(address);
      if (!response.ok) throw new Error(`${address}: HTTP ${response.status}`);
      return unzipped(await response.arrayBuffer());
    });
    const pyodide = await loadPyodide({indexURL, enableRunUntilComplete: false, _makeSnapshot: true});
    pyodide.runPython(`import ${IMPORTS}`);
    for (const zip of zips) pyodide.unpackArchive(await zip, "zip");
    pyodide.runPython(IMPORT_SITE_CODE);
    const memory = sparse(pyodide.makeMemorySnapshot());
    const kept = await caches.open(cache);
    // The zips whose modules it holds, so that a page started from it writes none of their bytecode.
    const headers = {"Content-Type": "application/octet-stream", "X-Code-Zips": codeZips.join(" ")};
    await kept.put(snapshot, new Response(memory, {headers}));  // in place of the one before, if any
    for (const request of await kept.keys()) if (request.url !== snapshot) await kept.delete(request);  // another version's
    self.postMessage("kept");
  } catch (error) {
    self.postMessage(String(error));
  }
});
