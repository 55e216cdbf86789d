// Runs Python source in Pyodide under Node.js (the npm pyodide package the site ships: the browser's Python),
// the work tree mounted at /work and read from there, never written (no __pycache__).
//
//   node bench/in_pyodide.mjs FILE
//
// FILE holds Python source whose last line is an expression giving a string; that string is printed on the
// last line as `pyodide-result: STRING`, for the caller to read.

import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadPyodide } from "pyodide";

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const MOUNT = "/work";

const [sourceFile] = process.argv.slice(2);
if (!sourceFile) {
  console.error("usage: node in_pyodide.mjs FILE");
  process.exit(2);
}
const source = await readFile(sourceFile, "utf-8");
const py = await loadPyodide();
py.mountNodeFS(MOUNT, REPO_ROOT);
py.runPython(`
import os, sys
sys.dont_write_bytecode = True
os.chdir(${JSON.stringify(MOUNT)})
sys.path.insert(0, ${JSON.stringify(MOUNT)})
`);
const result = py.runPython(source);
console.log(`pyodide-result: ${result}`);
