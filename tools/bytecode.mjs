// Compiles every .py under a folder to bytecode with the vendored Pyodide's own Python (used by tools/bytecode.py).
//
//   node tools/bytecode.mjs FOLDER
//
// Writes x.pyc beside each x.py: unchecked hash-based (PEP 552), so that no source or timestamp is
// needed to trust it, named in tracebacks by the path the .py had in FOLDER.

import { loadPyodide } from "pyodide";

const [folder] = process.argv.slice(2);
if (!folder) {
  console.error("usage: node bytecode.mjs FOLDER");
  process.exit(2);
}
const py = await loadPyodide();
py.mountNodeFS("/in", folder);
const count = py.runPython(`
import pathlib, py_compile, sys

done = 0
for path in sorted(pathlib.Path("/in").rglob("*.py")):
    py_compile.compile(str(path), cfile=f"{path}c", dfile=str(path.relative_to("/in")), doraise=True,
                       invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
    done += 1
done
`);
console.log(`bytecode: ${count} files compiled by Python ${py.runPython("import sys; sys.version.split()[0]")}`);
