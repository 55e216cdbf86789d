"""Computer players: the engine's bot decides, after a pause a child can follow.

The pause is an `asyncio.sleep`, so the page keeps animating and answering
taps while the computer "thinks".
"""

import asyncio

from pygame_rules import Rng


def computer_seed(game_seed: int, events_seen: int) -> int:
    """A seed for one decision: the same game replays the same computer moves."""
    return game_seed * 1_000_003 + events_seen


async def computer_move(game, state: dict, player: int, level: str, pause: float, seed: int) -> dict:
    """The action the computer chooses for `player`, after `pause` seconds."""
    await asyncio.sleep(pause)
    return game.bot(level).choose(game, state, player, Rng(seed))
