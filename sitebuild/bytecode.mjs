// Compiles every .py under a folder to bytecode with the vendored Pyodide's own Python (build.py runs it
// for the trimmed standard library and our own zips).
//
//   node sitebuild/bytecode.mjs PYODIDE FOLDER PREFIX
//
// PYODIDE is the folder of the npm pyodide package whose Python compiles.
// Writes x.pyc beside each x.py: unchecked hash-based (PEP 552), so that no source or timestamp is
// needed to trust it; tracebacks name it PREFIX/<its path in FOLDER>. Compiled without column ranges
// (PYTHONNODEBUGRANGES): a quarter fewer bytes, and tracebacks still give every line.

import { join } from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideFolder, folder, prefix] = process.argv.slice(2);
if (!pyodideFolder || !folder || !prefix) {
  console.error("usage: node bytecode.mjs PYODIDE FOLDER PREFIX");
  process.exit(2);
}
const { loadPyodide } = await import(pathToFileURL(join(pyodideFolder, "pyodide.mjs")).href);
const py = await loadPyodide({env: {PYTHONNODEBUGRANGES: "1"}});
py.mountNodeFS("/in", folder);
py.globals.set("prefix", prefix);
const count = py.runPython(`
import pathlib, py_compile

done = 0
for path in sorted(pathlib.Path("/in").rglob("*.py")):
    py_compile.compile(str(path), cfile=f"{path}c", dfile=f"{prefix}/{path.relative_to('/in')}", doraise=True,
                       invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
    done += 1
done
`);
console.log(`bytecode: ${count} files compiled by Python ${py.runPython("import sys; sys.version.split()[0]")}`);
