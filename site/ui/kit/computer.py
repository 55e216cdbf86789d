"""Computer players: the engine's bot decides, after a pause a child can follow.

The pause is an `asyncio.sleep`, so the page keeps animating and answering
taps while the computer "thinks".
"""

import asyncio

from pygame_rules import Rng

# Seconds at the normal pace (?fast=1 shortens them, see kit.motion).
PROMPT_WAIT = 3.5  # at most, for the voice to finish its prompt before play goes on
COMPUTER_PAUSE = 1.0  # the computer "thinks" this long, so children see whose turn it is


def computer_seed(game_seed: int, events_seen: int) -> int:
    """A seed for one decision: the same game replays the same computer moves."""
    return game_seed * 1_000_003 + events_seen


async def computer_move(game, state: dict, player: int, level: str, pause: float, seed: int) -> dict:
    """The action the computer chooses for `player`, after `pause` seconds."""
    await asyncio.sleep(pause)
    return game.bot(level).choose(game, state, player, Rng(seed))


async def computer_turn(app, game, state: dict, player: int, game_seed: int) -> dict:
    """The computer's action for `player`, once the voice has said its prompt, after a pause."""
    await app.voice.idle(app.pace.seconds(PROMPT_WAIT))
    seed = computer_seed(game_seed, len(state["events"]))
    return await computer_move(game, state, player, app.settings.level, app.pace.seconds(COMPUTER_PAUSE), seed)
