"""The protocol every game follows, and the one engine that runs them all.

A game is declared as a `Rules` subclass (setup, turn order, legal actions,
how an action changes the table, what each seat may see, the outcome, its
computer players). `Game` interprets any `Rules`: it copies states so that
`apply` never changes the state it was given, checks every action against
the legal ones, keeps the random generator inside the state, and records
events so a UI can animate and speak them.

States are plain JSON-able dicts (str, int, bool, None, list, dict): they
round-trip exactly through `dumps`/`loads`, cross the Python/JavaScript
border as they are, and are saved in a browser's localStorage.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field

#: Bumped when the shape of saved states changes, so old saves are dropped.
STATE_FORMAT = 1

BOT_LEVELS = ("easy", "normal")


class IllegalAction(Exception):
    """An action the rules do not allow; the state it was tried on is unchanged.

    `code` is machine-readable ("not_your_turn", "not_legal", "game_over",
    "unknown_player"); the message says in words what went wrong.
    """

    def __init__(self, code: str, message: str):
        super().__init__(message)
        self.code = code


class Rng:
    """A small seeded generator (SplitMix64) whose whole state is one int.

    Written out rather than taken from `random` so that the same seed gives
    the same game on every Python version (CPython here, Pyodide in the
    browser), and so that its state fits in a JSON game state.
    """

    _MASK = (1 << 64) - 1

    def __init__(self, state: int):
        self.state = state & self._MASK

    def next64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & self._MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & self._MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & self._MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform int in [0, n), without modulo bias."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            value = self.next64()
            if value < limit:
                return value % n

    def random(self) -> float:
        """A float in [0, 1)."""
        return (self.next64() >> 11) / float(1 << 53)

    def choice(self, items):
        return items[self.below(len(items))]

    def shuffle(self, items: list) -> None:
        """Fisher-Yates, in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]


@dataclass(frozen=True)
class GameInfo:
    """What a game says about itself before any state exists."""

    id: str
    names: dict  # language -> name
    min_players: int
    max_players: int
    ages: tuple  # (from, to); to is None when there is no upper bound
    variants: tuple = ("standard",)
    default_variant: str = "standard"
    open_hands_matter: bool = False  # whether the teacher's open/hidden hands choice applies
    publisher: str = ""

    def as_dict(self) -> dict:
        return {
            "id": self.id,
            "names": dict(self.names),
            "min_players": self.min_players,
            "max_players": self.max_players,
            "ages": list(self.ages),
            "variants": list(self.variants),
            "default_variant": self.default_variant,
            "open_hands_matter": self.open_hands_matter,
            "publisher": self.publisher,
        }


def _deep_copy(data):
    """An exact deep copy of JSON-able data.

    As fast as a pickle round trip here, and it spares the page importing
    pickle, which costs a tenth of a second of start time in Pyodide.
    """
    if type(data) is dict:
        return {key: _deep_copy(value) for key, value in data.items()}
    if type(data) is list:
        return [_deep_copy(value) for value in data]
    return data


def copy_state(state: dict) -> dict:
    """A copy that `apply` may change without touching `state`.

    Events are never changed once recorded (`emit` copies what it records),
    so the history is shared, not copied: a long game stays cheap to play.
    """
    copy = _deep_copy({key: value for key, value in state.items() if key != "events"})
    copy["events"] = list(state["events"])
    return copy


def emit(state: dict, kind: str, *, secret_for: int | None = None, secret: dict | None = None, **data) -> dict:
    """Record an event in the state's history.

    Every seat sees that it happened; its `secret` part (e.g. the faces of
    the cards a player drew) only in the view of player `secret_for`.
    """
    event = {"seq": len(state["events"]), "kind": kind, **_deep_copy(data)}
    if secret:
        event["secret"] = {"for": secret_for, **_deep_copy(secret)}
    state["events"].append(event)
    return event


def seen_by(event: dict, player: int | None) -> dict:
    """The event as `player` sees it: with its secret part if it is theirs, else without."""
    if "secret" not in event:
        return event
    secret = dict(event["secret"])
    public = {key: value for key, value in event.items() if key != "secret"}
    return {**public, **secret} if secret.pop("for") == player else public


class Rules:
    """One game's rules, declared for the engine. Subclasses fill in each hook.

    The hooks receive the engine's working copy of the state and may change
    it in place; the engine has already checked who acts and that the action
    is legal.
    """

    info: GameInfo
    bots: dict = {}

    def setup(self, state: dict, rng: Rng, options: dict) -> None:
        """Deal the game into `state` (it already holds players, options, events)."""
        raise NotImplementedError

    def check_options(self, players: int, options: dict) -> dict:
        """Validate and complete the options; return them (JSON-able)."""
        variant = options.pop("variant", None) or self.info.default_variant
        if variant not in self.info.variants:
            raise ValueError(f"{self.info.id}: unknown variant {variant!r}")
        if options:
            raise ValueError(f"{self.info.id}: unknown options {sorted(options)}")
        return {"variant": variant}

    def to_move(self, state: dict) -> list:
        raise NotImplementedError

    def legal_actions(self, state: dict, player: int) -> list:
        raise NotImplementedError

    def play(self, state: dict, player: int, action: dict, rng: Rng) -> None:
        raise NotImplementedError

    def view(self, state: dict, player: int | None) -> dict:
        raise NotImplementedError

    def outcome(self, state: dict) -> dict | None:
        raise NotImplementedError

    # For the conformance suite: what is hidden, and what is never created or lost.

    def shuffle_hidden(self, state: dict, player: int | None, rng: Rng) -> None:
        """Rearrange, in place, everything `player` cannot see (None: the table).

        A view that leaks nothing is the same before and after.
        """
        raise NotImplementedError

    def components(self, state: dict) -> list:
        """Every card or tile of the game, wherever it lies, as sortable keys."""
        raise NotImplementedError




@dataclass
class Game:
    """The generic engine: runs any `Rules` through the shared protocol."""

    rules: Rules
    info: dict = field(init=False)

    def __post_init__(self):
        self.info = self.rules.info.as_dict()

    @property
    def id(self) -> str:
        return self.rules.info.id

    def new(self, players: int, seed: int = 0, **options) -> dict:
        info = self.rules.info
        if not info.min_players <= players <= info.max_players:
            raise ValueError(
                f"{info.id} is for {info.min_players} to {info.max_players} players, not {players}"
            )
        options = self.rules.check_options(players, dict(options))
        rng = Rng(seed)
        state = {
            "format": STATE_FORMAT,
            "game": info.id,
            "players": players,
            "options": options,
            "seed": seed,
            "events": [],
        }
        self.rules.setup(state, rng, options)
        state["rng"] = rng.state
        return state

    def to_move(self, state: dict) -> list:
        if self.rules.outcome(state) is not None:
            return []
        return self.rules.to_move(state)

    def legal_actions(self, state: dict, player: int) -> list:
        if player not in self.to_move(state):
            return []
        return self.rules.legal_actions(state, player)

    def apply(self, state: dict, player: int, action: dict) -> dict:
        if not isinstance(player, int) or not 0 <= player < state["players"]:
            raise IllegalAction("unknown_player", f"there is no player {player!r} in this game")
        if self.rules.outcome(state) is not None:
            raise IllegalAction("game_over", "the game is over")
        if player not in self.rules.to_move(state):
            raise IllegalAction("not_your_turn", f"player {player} may not act now")
        if action not in self.rules.legal_actions(state, player):
            raise IllegalAction("not_legal", f"{action!r} is not a legal action for player {player} now")
        new_state = copy_state(state)
        rng = Rng(new_state["rng"])
        self.rules.play(new_state, player, action, rng)
        new_state["rng"] = rng.state
        return new_state

    def view(self, state: dict, player: int | None) -> dict:
        """What `player` may see (None: the table, what every seat sees)."""
        view = self.rules.view(state, player)
        view["game"] = self.id
        view["players"] = state["players"]
        view["options"] = dict(state["options"])
        view["to_move"] = self.to_move(state)
        view["outcome"] = self.rules.outcome(state)
        view["events"] = [seen_by(event, player) for event in state["events"]]
        return view

    def outcome(self, state: dict) -> dict | None:
        """None while playing, else {"winners": [...], "scores": {...}, ...}."""
        return self.rules.outcome(state)

    def dumps(self, state: dict) -> str:
        return json.dumps(state, ensure_ascii=False, sort_keys=True, separators=(",", ":"))

    def loads(self, text: str) -> dict:
        """Read a state written by `dumps`; ValueError if it is not one of this game's."""
        state = json.loads(text)
        if not isinstance(state, dict) or state.get("game") != self.id:
            raise ValueError(f"not a saved {self.id} game")
        if state.get("format") != STATE_FORMAT:
            raise ValueError(f"saved in format {state.get('format')!r}, this version reads {STATE_FORMAT}")
        return state

    def bot(self, level: str):
        """A computer player; `.choose(game, state, player, rng)` returns an action."""
        if level not in self.rules.bots:
            raise ValueError(f"{self.id} has no {level!r} computer player")
        return self.rules.bots[level]()
