"""The games the engine tests play: every registered game, the template a new game starts from, the examples of other turn models, and every table each accepts."""

import functools
import itertools

import pygame_rules
from tests.conformance.example_games import EXAMPLE_GAMES

GAMES = {game_id: pygame_rules.load(game_id) for game_id in [*pygame_rules.list_games(), pygame_rules.TEMPLATE]}
GAMES.update((game.id, game) for game in EXAMPLE_GAMES)


@functools.cache
def tables(game_id: str) -> tuple:
    """Every (players, options) a game accepts: each player count with each combination of its declared options."""
    game = GAMES[game_id]
    declared = game.info["options"]
    accepted = []
    for players in range(game.info["min_players"], game.info["max_players"] + 1):
        for values in itertools.product(*(option["choices"] for option in declared)):
            options = {option["name"]: value for option, value in zip(declared, values)}
            try:
                game.new(players=players, seed=0, **options)
            except ValueError:
                continue
            accepted.append((players, options))
    return tuple(accepted)
