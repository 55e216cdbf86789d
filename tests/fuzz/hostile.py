"""Hostile input for the engine, without Hypothesis: real states, ways to spoil them, and what must then hold.

`mutate` takes its choices from a `chooser` (`integer(low, high)`), so the
same mutations run under Hypothesis (test_fuzz.py, which shrinks a failure
to its smallest case) and from a plain seeded `random.Random` (a quick
count of what a version refuses, see `RandomChooser`).
"""

from __future__ import annotations

import functools
import itertools
import math
import random
import re

from pygame_rules import IllegalAction
from tests.engine_games import GAMES, tables


#: Values that stand in for any field: other JSON types, edges of every range, names the games use, cards.
JUNK = (
    None, True, False, 0, 1, -1, 2, 3, 5, 6, 7, 8, 9, 10, 12, 48, 49, 64, 2**63, 2**64, -(2**64), 10**12, 10**24,
    0.0, 0.5, 1.0, -0.0, 1e308, math.nan, math.inf, -math.inf,
    "", "0", "1", "x", "hidden", "shown", "empty", "reveal", "swap", "castle", "dwarfs", "object", "tree", "witch",
    "crow", "dwarf", "red-apple", "rose", "coop", "solo", "competitive", "open", "wolf", "hunter", "story", "lay",
    "marchenwald", "mechanlou", "\ud800", "é" * 3,
    [], [0], [None], [[]], [1, 2, 3, 4, 5], [1, 2, 3, 4, 5, 6], [0] * 50, {}, {"": None},
    {"kind": "wolf"}, {"kind": "story", "number": 6}, {"kind": "story", "number": 9}, {"kind": "castle"},
    {"kind": "object", "object": "rose", "mirror": "cookie"}, {"kind": "object", "object": "rose", "mirror": "rose"},
    {"card": None, "status": "empty"}, {"card": {"kind": "tree"}, "status": "shown"},
    {"attacker": 0, "defender": 1, "number": 1}, {"defender": 7}, {"seq": 0, "kind": "turn"},
    {"seq": 0, "kind": "drew", "secret": {"for": 9}}, {"seq": 0, "kind": "drew", "secret": []},
)

#: The text of a value nested `depth` deep, written in place of a marker string by `to_text`.
_NEST_MARKER = re.compile(r'"\\u0000nest:(\d+)\\u0000"')
NEST_DEPTHS = (2, 20, 63, 64, 65, 1000, 50_000)


class RandomChooser:
    """Choices from a seeded random.Random: the same mutations as under Hypothesis, many times faster."""

    def __init__(self, seed: int):
        self.rng = random.Random(seed)

    def integer(self, low: int, high: int) -> int:
        return self.rng.randint(low, high)


def pick(chooser, items):
    return items[chooser.integer(0, len(items) - 1)]


def junk(chooser):
    """One of JUNK, a copy of its own: no test may change the table of junk."""
    return _json_copy(pick(chooser, JUNK))


@functools.cache
def real_states(game_id: str, games: int = 6, every: int = 7) -> tuple:
    """States of seeded random games: the first, every `every`-th, the ones mid-swap or mid-attack, the last.

    Kept as JSON text, so that no test can change them for the next.
    """
    game = GAMES[game_id]
    settings = tables(game_id)
    texts = []
    for seed in range(games):
        players, options = settings[seed % len(settings)]
        rng = random.Random(seed)
        state = game.new(players=players, seed=seed, **options)
        for step in itertools.count():
            special = state.get("phase") == "swap" or state.get("attack") is not None
            if step % every == 0 or special:
                texts.append(game.dumps(state))
            if game.outcome(state) is not None:
                texts.append(game.dumps(state))
                break
            player = rng.choice(game.to_move(state))
            state = game.apply(state, player, rng.choice(game.legal_actions(state, player)))
    return tuple(texts)


def walk(chooser, state):
    """A path into `state` chosen level by level (a top-level field first, then deeper or not), so that
    the long event history does not draw every choice to itself. Never the root: a state has fields."""
    path, value = (), state
    while type(value) in (dict, list) and value:
        keys = list(value) if type(value) is dict else list(range(len(value)))
        if path and chooser.integer(0, 2) == 0:  # stop here, a third of the time
            break
        key = pick(chooser, keys)
        path, value = (*path, key), value[key]
    return path


def get(data, path):
    for key in path:
        data = data[key]
    return data


def nearby(value):
    """Numbers just out of range, and other types that look alike."""
    if type(value) is bool:
        return [int(value), not value, str(value).lower()]
    if type(value) is int:
        return [value - 1, value + 1, -value - 1, value * 10**12, 2**64 + value, float(value), str(value), value == 1]
    if type(value) is float:
        return [-value, value + 1, math.nan, int(value) if math.isfinite(value) else 0, str(value)]
    if type(value) is str:
        return [value.upper(), value + "x", value[:-1], [value], {"kind": value}, None]
    if type(value) is list:
        return [[value], {str(i): item for i, item in enumerate(value)}, value[::-1], value + value]
    if type(value) is dict:
        return [list(value.values()), list(value), {key: None for key in value}]
    return [None]


def _mutate_once(chooser, state):
    """One spoiling change of `state`, in place; returns its name (for the statistics)."""
    path = walk(chooser, state)
    parent, key = get(state, path[:-1]), path[-1]
    value = parent[key]
    operation = pick(chooser, OPERATIONS + (LIST_OPERATIONS if type(value) is list else ())
                     + (DICT_OPERATIONS if type(value) is dict else ()))
    if operation == "delete":
        del parent[key]
    elif operation == "junk":
        parent[key] = junk(chooser)
    elif operation == "nearby":
        parent[key] = _json_copy(pick(chooser, nearby(value)))
    elif operation == "nest":
        parent[key] = f"\0nest:{pick(chooser, NEST_DEPTHS)}\0"
    elif operation == "cut":
        del value[chooser.integer(0, max(0, len(value) - 1)):]
    elif operation == "extend":
        extra = _json_copy(pick(chooser, value)) if value and chooser.integer(0, 1) else junk(chooser)
        value.insert(chooser.integer(0, len(value)), extra)
    elif operation == "junk key":
        value[pick(chooser, ("x", "seq", "kind", "card", "secret", "end_reason", "number", "for"))] = junk(chooser)
    elif operation in ("swap", "copy"):
        # another value of the state: a card into another card's place, a number into another field...
        other = walk(chooser, state)
        if not other or other[: len(path)] == path or path[: len(other)] == other:
            return "skipped"
        other_parent = get(state, other[:-1])
        if operation == "swap":
            parent[key], other_parent[other[-1]] = other_parent[other[-1]], value
        else:
            parent[key] = _json_copy(other_parent[other[-1]])
    return operation


OPERATIONS = ("delete", "junk", "nearby", "nest", "swap", "copy")
LIST_OPERATIONS = ("cut", "extend")
DICT_OPERATIONS = ("junk key",)


def _json_copy(data):
    if type(data) is dict:
        return {key: _json_copy(value) for key, value in data.items()}
    if type(data) is list:
        return [_json_copy(value) for value in data]
    return data


def mutate(chooser, state, changes: int | None = None):
    """1 to 3 spoiling changes of `state` (in place), or `changes` of them; returns what was done."""
    count = chooser.integer(1, 3) if changes is None else changes
    return [_mutate_once(chooser, state) for _ in range(count)]


def to_text(game, state) -> str:
    """The save of a mutated state, with the deep nestings written out (too deep for json.dumps itself)."""
    text = game.dumps(state)
    return _NEST_MARKER.sub(lambda found: "[" * int(found[1]) + "]" * int(found[1]), text)


def spoil_text(chooser, text: str) -> str:
    """A save changed as text: cut short, a piece doubled or removed, a stray character."""
    at = chooser.integer(0, len(text))
    to = min(len(text), at + chooser.integer(0, 40))
    kind = chooser.integer(0, 4)
    if kind == 0:
        return text[:at]
    if kind == 1:
        return text[:at] + text[to:]
    if kind == 2:
        return text[:to] + text[at:]
    stray = pick(chooser, ("[", "]", "{", "}", '"', "\\", ",", ":", "0", "-", "9" * 30, "NaN", "1e999", "\x00"))
    return text[:at] + stray + text[at + (kind == 3):]


def play_on(game, state, rng: random.Random, moves: int = 8) -> None:
    """What must hold for any state `loads` accepted: every call answers, and play goes on.

    The protocol's calls raise nothing; each legal action of the loaded state
    is taken or refused with IllegalAction only; a few random moves are
    played, and every state they make is again one `loads` accepts (a check that let a bad state in
    is likely to refuse what play makes of it).
    """
    for move in range(moves):
        movers = game.to_move(state)
        outcome = game.outcome(state)
        for player in [None, *range(state["players"])]:
            game.view(state, player)
        for player in range(state["players"]):
            if player not in movers:
                assert game.legal_actions(state, player) == []
        if outcome is not None:
            assert movers == []
            return
        legal = {player: game.legal_actions(state, player) for player in movers}
        assert movers and all(legal.values()), f"nobody can play: {legal}"
        for player, actions in legal.items() if move == 0 else ():  # every legal action of the loaded state
            for action in actions:
                try:
                    game.apply(state, player, action)
                except IllegalAction:
                    pass
        player = rng.choice(movers)
        state = game.apply(state, player, rng.choice(legal[player]))
        game.loads(game.dumps(state))
