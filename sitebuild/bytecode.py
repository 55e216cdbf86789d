"""Python shipped as bytecode: the standard library and the site's own zips, compiled by the vendored
Pyodide's own Python under Node.js, without docstrings or comments, so a cold start compiles no module."""

from __future__ import annotations

import ast
import hashlib
import io
import json
import shutil
import subprocess
import tempfile
import tokenize
from pathlib import Path

from sitebuild.errors import BuildError
from sitebuild.paths import NODE_MODULES, ROOT

# Pyodide's start, PyScript's and ours import about a hundred modules of the standard library: compiled
# ahead, a cold start compiles none, which halves it (README, Performance). Compiled files are kept in
# BYTECODE_CACHE by content.
BYTECODE_COMPILER = Path(__file__).with_name("bytecode.mjs")
BYTECODE_CACHE = ROOT / ".cache" / "bytecode"

# Where the modules lie in the browser, the paths tracebacks name: Pyodide mounts its standard library
# zip at STDLIB_MOUNT, and our zips are unpacked into Python's working folder, HOME.
STDLIB_MOUNT = "/lib/python314.zip"
HOME = "/home/pyodide"


def _docstring_lines(tree: ast.AST, lines: list[str]) -> dict[int, str]:
    """{line index: what replaces it} for every docstring that has its lines to itself: blank lines, or
    `pass` where the docstring is all the body holds."""
    replaced = {}
    for node in ast.walk(tree):
        if not isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) or not node.body:
            continue
        first = node.body[0]
        if not (isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant)
                and isinstance(first.value.value, str)):
            continue
        start, end = first.lineno - 1, first.end_lineno - 1
        indent = lines[start][:first.col_offset]  # ast counts columns in UTF-8 bytes: the indent is ASCII
        after = lines[end].encode()[first.end_col_offset:].decode().strip()
        if indent.strip() or (after and not after.startswith("#")):
            continue  # shares a line with code: left as it is
        alone = len(node.body) == 1
        replaced.update({index: "\n" for index in range(start, end + 1)})
        if alone:
            replaced[start] = indent + "pass\n"
    return replaced


def without_docs(source: str) -> str:
    """Python source without its docstrings and comments, every statement on its line (tracebacks still
    point right); the source unchanged where this Python cannot parse it (newer syntax).

    As under `python -OO` (which CPython's own tests run), every __doc__ is None: the standard library
    does not depend on them. About a third of the trimmed library's bytes are docstrings and comments.
    """
    try:
        tree = ast.parse(source)
        comments = {token.start[0] - 1: token.start[1]
                    for token in tokenize.generate_tokens(io.StringIO(source).readline)
                    if token.type == tokenize.COMMENT}
    except (SyntaxError, tokenize.TokenError):
        return source
    lines = source.splitlines(keepends=True)
    replaced = _docstring_lines(tree, lines)
    for index, column in comments.items():
        lines[index] = lines[index][:column].rstrip() + "\n"
    for index, line in replaced.items():
        lines[index] = line
    return "".join(lines)


def bytecode(sources: dict[str, bytes], where: str, node_modules: Path = NODE_MODULES) -> dict[str, bytes]:
    """{name.py: its .pyc} for {name.py: source} that lie under the folder `where` in the browser, compiled
    without docstrings or comments by node_modules' Pyodide (sitebuild/bytecode.mjs) in one run; each kept in
    BYTECODE_CACHE under a hash of Pyodide's version, how it is made, the path and the source, so a build
    that finds them all neither strips nor compiles."""
    version = json.loads((node_modules / "pyodide" / "package.json").read_text(encoding="utf-8"))["version"]
    compiler = BYTECODE_COMPILER.read_bytes() + Path(__file__).read_bytes()  # the compiler, and the stripping here

    def cached(name: str) -> Path:
        key = hashlib.sha256(f"{version}\0{where}/{name}\0".encode() + compiler + sources[name]).hexdigest()
        return BYTECODE_CACHE / f"{key}.pyc"

    missing = [name for name in sources if not cached(name).exists()]
    if missing:
        BYTECODE_CACHE.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryDirectory(prefix="bytecode-") as folder:
            for name in missing:
                (Path(folder) / name).parent.mkdir(parents=True, exist_ok=True)
                (Path(folder) / name).write_text(without_docs(sources[name].decode("utf-8")), encoding="utf-8")
            subprocess.run(["node", str(BYTECODE_COMPILER), str(node_modules / "pyodide"), folder, where],
                           check=True, stdout=subprocess.DEVNULL)
            for name in missing:
                shutil.copy2(Path(folder) / f"{name}c", cached(name))
    return {name: cached(name).read_bytes() for name in sources}


def as_bytecode(zips: dict[Path, dict], where: str, node_modules: Path = NODE_MODULES) -> dict[Path, dict]:
    """The same zips' entries with each .py as its .pyc only (see `bytecode`): compiled in one run."""
    sources = {name: data for entries in zips.values() for name, data in entries.items() if name.endswith(".py")}
    if len(sources) < sum(name.endswith(".py") for entries in zips.values() for name in entries):
        raise BuildError("two zips hold a module of the same name")
    compiled = bytecode(sources, where, node_modules)
    return {target: {(f"{name}c" if name in sources else name): compiled.get(name, data) for name, data in entries.items()}
            for target, entries in zips.items()}
