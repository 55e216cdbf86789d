"""The rules of five children's board and card games, for CPython and Pyodide.

    import pygame_rules
    game = pygame_rules.load("marchenwald")
    state = game.new(players=3, seed=42)
    state = game.apply(state, 0, game.legal_actions(state, 0)[0])

Pure Python, no dependency, nothing from the browser: the same code is
tested here and runs in the page.
"""

from importlib import import_module

from .core import (
    BOT_LEVELS,
    ONE_AT_A_TIME,
    REACTIONS,
    REAL_TIME,
    TURN_MODELS,
    Game,
    GameInfo,
    IllegalAction,
    Option,
    Rng,
    Rules,
    same_json,
    valid_measure,
)

__all__ = [
    "BOT_LEVELS",
    "GAMES",
    "ONE_AT_A_TIME",
    "REACTIONS",
    "REAL_TIME",
    "TEMPLATE",
    "TURN_MODELS",
    "Game",
    "GameInfo",
    "IllegalAction",
    "Option",
    "Rng",
    "Rules",
    "list_games",
    "load",
    "same_json",
    "valid_measure",
]

#: The registry of games, in the site's order: each id names a subpackage
#: (rules, computer players, data) that exposes RULES, a Rules instance. The
#: site, the build, the speech script and the tests all take their list from
#: here.
GAMES = (
    "marchenwald",
    "mechanlou",
    "sorciere",
    "moutons",
    "meli_cado",
)

#: The example game a new game starts from (`python3 build.py new-game`): a whole
#: game, tested like the others, that the site does not show.
TEMPLATE = "_template"

_loaded: dict = {}


def list_games() -> list:
    """The ids of the games this version can play, in the site's order."""
    return list(GAMES)


def load(game_id: str) -> Game:
    """The engine for one game (or the template); KeyError names the games there are."""
    if game_id not in GAMES and game_id != TEMPLATE:
        raise KeyError(f"no game {game_id!r}; there are {list_games()}")
    if game_id not in _loaded:
        _loaded[game_id] = Game(import_module(f".{game_id}", __name__).RULES)
    return _loaded[game_id]
