"""The rules of five children's board and card games, for CPython and Pyodide.

    import pygame_rules
    game = pygame_rules.load("marchenwald")
    state = game.new(players=3, seed=42)
    state = game.apply(state, 0, game.legal_actions(state, 0)[0])

Pure Python, no dependency, nothing from the browser: the same code is
tested here and runs in the page.
"""

from importlib import import_module

from .core import BOT_LEVELS, Game, GameInfo, IllegalAction, Rng, Rules

__all__ = ["BOT_LEVELS", "Game", "GameInfo", "IllegalAction", "Rng", "Rules", "list_games", "load"]

# id -> module; each module exposes RULES, a Rules instance. Games not yet
# written are absent, and the site shows them as coming.
_MODULES = {
    "marchenwald": ".marchenwald",
    "mechanlou": ".mechanlou",
}

_loaded: dict = {}


def list_games() -> list:
    """The ids of the games this version can play, in the site's order."""
    return list(_MODULES)


def load(game_id: str) -> Game:
    """The engine for one game; KeyError names the games there are."""
    if game_id not in _MODULES:
        raise KeyError(f"no game {game_id!r}; there are {list_games()}")
    if game_id not in _loaded:
        _loaded[game_id] = Game(import_module(_MODULES[game_id], __name__).RULES)
    return _loaded[game_id]
