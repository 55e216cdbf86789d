#!/usr/bin/env python3
"""Build the static site into dist/, serve it, or run the tests.

    python3 build.py                       # site/ + pygame_rules/ + vendored runtime -> dist/
    python3 build.py serve [--port N] [--no-build]
    python3 build.py test [pytest args]
    python3 build.py new-game ID "Name"    # a new game, copied from the template (README: Adding a game)

The command line only: the build itself is the package sitebuild/, one module per step
(sitebuild/assemble.py runs them in order), and the test runner is sitebuild/testing.py.
"""

from __future__ import annotations

import argparse
import sys

from sitebuild.assemble import run_build
from sitebuild.errors import BuildError
from sitebuild.new_game import new_game, next_steps
from sitebuild.paths import DIST
from sitebuild.server import serve
from sitebuild.testing import run_tests


def main(argv: list[str] | None = None) -> int:
    """Command line: build (default), serve, test (whose arguments all go to pytest), new-game."""
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["test"]:
        return run_tests(argv[1:])
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command")
    commands.add_parser("build", help="build dist/ (the default)")
    serving = commands.add_parser("serve", help="build, then serve dist/ on 127.0.0.1")
    serving.add_argument("--port", type=int, default=8000)
    serving.add_argument("--no-build", action="store_true", help="serve dist/ as it is")
    commands.add_parser("test", help="install what the tests need and run them (pytest arguments follow)")
    starting = commands.add_parser("new-game", help="a new game copied from the template, registered")
    starting.add_argument("game_id", metavar="ID", help="lower-case letters, digits and _ (e.g. cerises)")
    starting.add_argument("name", help="the game's name, as the home page shows it")
    args = parser.parse_args(argv)
    if args.command == "new-game":
        try:
            print(next_steps(new_game(args.game_id, args.name)), end="")
        except BuildError as error:
            print(f"new-game failed: {error}", file=sys.stderr)
            return 1
        return 0
    if args.command == "serve":
        if not args.no_build and run_build():
            return 1
        serve(DIST, args.port)
        return 0
    return run_build()


if __name__ == "__main__":
    sys.exit(main())
