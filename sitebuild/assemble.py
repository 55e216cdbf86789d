"""The whole build: every step in its order, from site/, pygame_rules/ and node_modules/ to dist/.

Each step is a module of this package. dist/ is what GitHub Pages (or any static server) serves as it is:
every URL in it is relative, nothing is fetched from another host, and the service worker precaches all
of it so the games play offline."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

from sitebuild.assets import ICON_SET, copy_site, write_glyphs
from sitebuild.bundles import game_order, write_code_zips
from sitebuild.errors import BuildError
from sitebuild.offline import SERVICE_WORKER, write_manifest, write_service_worker
from sitebuild.page import write_page, write_pyscript_config
from sitebuild.paths import DIST, NODE_MODULES, PACKAGE, SITE, dist_files
from sitebuild.policy import check_hosts, write_security_policies
from sitebuild.rules_book import write_rules_book
from sitebuild.runtime import STDLIB_LAZY, STDLIB_RECORDED, copy_runtime, ensure_node_modules, listed_modules


def summary(out: Path) -> str:
    """One line: how many files and bytes dist/ holds, and how many of them are not the runtime."""
    files = dist_files(out)
    sizes = {path: (out / path).stat().st_size for path in files}
    own = sum(size for path, size in sizes.items() if path.parts[0] != "runtime")
    return f"{out}: {len(files)} files, {sum(sizes.values()):,} bytes ({own:,} bytes without runtime/)"


def build(out: Path = DIST, site: Path = SITE, package: Path = PACKAGE, node_modules: Path = NODE_MODULES,
          whole_stdlib: bool = False) -> Path:
    """Build the whole static site into out/ (emptied first) and return out; `whole_stdlib` keeps Pyodide's
    standard library untrimmed (tools/stdlib_imports.py records what a page imports from it)."""
    if node_modules == NODE_MODULES:
        ensure_node_modules()
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    games = game_order(package)
    copy_runtime(out, node_modules, None if whole_stdlib else listed_modules(STDLIB_RECORDED, STDLIB_LAZY))
    copy_site(site, out, games)
    zipped = write_code_zips(site, package, out, games, node_modules)
    write_pyscript_config(out)
    write_glyphs(site, out, node_modules / ICON_SET.relative_to(NODE_MODULES))
    write_rules_book(site, out, games)
    write_page(out)
    write_manifest(out)
    write_security_policies(out)
    write_service_worker(out, site / SERVICE_WORKER)
    check_hosts(out, zipped)
    return out


def run_build() -> int:
    """Build dist/ and print what it holds, or print why it failed."""
    try:
        print(summary(build()))
    except BuildError as error:
        print(f"build failed: {error}", file=sys.stderr)
        return 1
    return 0
