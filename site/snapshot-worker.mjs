// Makes the memory snapshot interpreter.mjs starts from (see there): a Pyodide started in this
// worker, with the standard library modules every page imports already imported, kept in
// Cache Storage. Answers "kept", or what went wrong.
import { loadPyodide } from "./runtime/pyodide/pyodide.mjs";

// As in interpreter.mjs: no stack switching shown to Pyodide, so the snapshot is made by the same
// Python setup that restores it.
delete WebAssembly.Suspending;
delete WebAssembly.promising;

// What every page imports from the standard library before it shows anything.
const IMPORTS = "asyncio, dataclasses, functools, itertools, json, math, random, re, string, typing";

// A download of the runtime that fails while another is awaited (the page closing, the network
// gone) would be an unhandled rejection: it means no snapshot, said to the page as any failure is.
self.addEventListener("unhandledrejection", (event) => {
  event.preventDefault();
  self.postMessage(String(event.reason));
});

self.addEventListener("message", async (event) => {
  const {indexURL, cache, snapshot} = event.data;
  try {
    const pyodide = await loadPyodide({indexURL, enableRunUntilComplete: false, _makeSnapshot: true});
    pyodide.runPython(`import ${IMPORTS}`);
    const memory = pyodide.makeMemorySnapshot();
    const kept = await caches.open(cache);
    for (const request of await kept.keys()) await kept.delete(request);
    await kept.put(snapshot, new Response(memory, {headers: {"Content-Type": "application/octet-stream"}}));
    self.postMessage("kept");
  } catch (error) {
    self.postMessage(String(error));
  }
});
