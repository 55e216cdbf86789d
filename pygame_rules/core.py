"""The protocol every game follows, and the one engine that runs them all.

A game is declared as a `Rules` subclass (setup, turn order, legal actions,
how an action changes the table, what each seat may see, the outcome, its
computer players). `Game` interprets any `Rules`: it copies states so that
`apply` never changes the state it was given, checks every action against
the legal ones, keeps the random generator inside the state, and records
events so a UI can animate and speak them.

States are plain JSON-able dicts (str, int, float, bool, None, list, dict):
they round-trip exactly through `dumps`/`loads`, cross the Python/JavaScript
border as they are, and are saved in a browser's localStorage.

Turn models. Each game declares in `GameInfo.turns` how its players take
turns, so a UI knows whom to wait for and the conformance suite what to check:
- ONE_AT_A_TIME: `to_move` lists at most one player.
- REACTIONS: one player has the turn, and others may act out of it (a wolf
  played during someone else's turn): `to_move` lists all who may act now.
- REAL_TIME: everyone plays at once (a word race): `to_move` lists every
  player still in play.
Whatever the model, the engine applies actions one by one in the order they
arrive, so the same seed and the same (player, action) sequence give the
same game.

Strict actions. An action is accepted only if it is one of the legal actions
with the same JSON types and the same keys, all the way down (`same_json`):
True is not 1, 3.0 is not 3, an extra key is not ignored. The state records
the legal action's own values, never the caller's look-alike. A player is a
plain int seat number. Anything else raises `IllegalAction` and changes
nothing, whatever a page or a saved game sends; `legal_actions` for a seat
that does not exist is [], as for any player who may not act now.

Measured values. Some actions carry a number the UI measured (how steadily a
card was pulled off a roof). `legal_actions` lists them with one
representative value, so computer players and tests can play, and the game's
`Rules.accept` takes any value in range (see `valid_measure`).

Options. A game declares its options (`Option`: a name, its choices, a
default) in `GameInfo.options`, so a setup screen and the teacher's corner
can be drawn from the declaration, and `Rules.check_options` checks them.

Outcome. `outcome(state)` is None while playing, then always
{"winners": [player, ...], "scores": [one int per player], "reason": r},
with r one of the game's `GameInfo.outcome_reasons`, so one end screen
serves every game.

Hostile input. A page passes on whatever a child taps, a URL holds or
localStorage kept, so every call answers junk with one of two exceptions,
quickly, without deep recursion:
- `new` raises ValueError for players, a seed or options it does not take.
- `loads` raises ValueError for any text that `dumps` could not have written
  of a state that `new` and `apply` could have made: wrong type, too long,
  nested too deep, not JSON, or JSON of the wrong shape (`Game.check_state`).
- `apply` and `check_action` raise IllegalAction for any player and any
  action that is not legal now; `legal_actions` is [] for any such player;
  `view` raises ValueError for a viewer that is neither None nor a seat;
  `bot` raises ValueError for an unknown level.
The other calls take a state from `new`, `apply` or `loads` only, and trust
it: a state built or changed by hand is not checked again (`loads` is the
door through which outside states come in).

Views are copies: a caller may change a view, its events included, without
changing the state or any later view.
"""

from __future__ import annotations

import json
import math
import re
import reprlib
from dataclasses import dataclass, field

#: Bumped when the shape of saved states changes, so old saves are dropped.
STATE_FORMAT = 1

BOT_LEVELS = ("easy", "normal")

#: The fields every state has, whatever the game.
COMMON_FIELDS = ("format", "game", "players", "options", "seed", "rng", "events")

#: A seed, and the generator's state, is a plain int in [0, SEED_LIMIT): what SplitMix64 keeps.
SEED_LIMIT = 1 << 64

# Bounds on a saved text, checked before json.loads reads it. The largest
# real save of a whole game is about 60 KB, nested 6 deep; past these bounds
# a text is refused, not parsed: a deep nesting makes json.loads recurse
# (a RecursionError in CPython, a fatal stack overflow in Pyodide), and a
# number of thousands of digits costs seconds to convert.
MAX_SAVE_CHARS = 4_000_000
MAX_NESTING = 64
MAX_DIGITS = 24

ONE_AT_A_TIME = "one_at_a_time"
REACTIONS = "reactions"
REAL_TIME = "real_time"
TURN_MODELS = (ONE_AT_A_TIME, REACTIONS, REAL_TIME)


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
class Option:
    """One setup choice of a game: its name, the values it may take, the one it takes unless told."""

    name: str
    choices: tuple
    default: str

    def __post_init__(self):
        if self.default not in self.choices:
            raise ValueError(f"option {self.name}: the default {self.default!r} is not one of its choices")

    def as_dict(self) -> dict:
        return {"name": self.name, "choices": list(self.choices), "default": self.default}


@dataclass(frozen=True)
class GameInfo:
    """What a game says about itself before any state exists."""

    id: str
    names: dict  # language -> name
    min_players: int
    max_players: int
    ages: tuple  # (from, to); to is None when there is no upper bound
    options: tuple = ()  # of Option
    turns: str = ONE_AT_A_TIME  # one of TURN_MODELS
    outcome_reasons: tuple = ()  # every "reason" its outcome may give
    publisher: str = ""

    def __post_init__(self):
        if self.turns not in TURN_MODELS:
            raise ValueError(f"{self.id}: turns must be one of {TURN_MODELS}, not {self.turns!r}")

    def as_dict(self) -> dict:
        return {
            "id": self.id,
            "names": dict(self.names),
            "min_players": self.min_players,
            "max_players": self.max_players,
            "ages": list(self.ages),
            "options": [option.as_dict() for option in self.options],
            "turns": self.turns,
            "outcome_reasons": list(self.outcome_reasons),
            "publisher": self.publisher,
        }


def same_json(given, expected) -> bool:
    """Whether `given` is `expected` as JSON data, type for type and key for key.

    Stricter than ==, which takes True for 1 and 3.0 for 3: such a look-alike
    would slip into the state and break a rule later. Safe on any junk:
    `given` is only compared where its type is already the expected one.
    """
    if type(given) is not type(expected):
        return False
    if type(expected) is dict:
        return len(given) == len(expected) and all(
            type(key) is str and key in expected and same_json(value, expected[key])
            for key, value in given.items()
        )
    if type(expected) is list:
        return len(given) == len(expected) and all(map(same_json, given, expected))
    return given == expected


def valid_measure(value, low: float = 0.0, high: float = 1.0) -> bool:
    """Whether `value` is a measured number as a UI must send it: a float in [low, high].

    A bool or an int is a UI bug or a forged save, not a measure; NaN fails
    the range check (it compares false with everything) and never reaches a
    rule, where it would spoil every sum.
    """
    return type(value) is float and low <= value <= high


def is_player(state: dict, player) -> bool:
    """Whether `player` is a seat of this game: a plain int in range (True is not player 1)."""
    return type(player) is int and 0 <= player < state["players"]


def _describe(value) -> str:
    """A short repr for an error message; never fails, whatever a caller sent.

    reprlib stops a few levels down (a 50,000-deep list must not recurse to
    its bottom); a huge int has no repr at all.
    """
    try:
        text = reprlib.repr(value)
    except Exception:
        return f"<{type(value).__name__}>"
    return text if len(text) <= 80 else text[:77] + "..."


def require(condition: bool, message: str) -> None:
    """Raise ValueError(message) unless `condition`: the one way a state check refuses."""
    if not condition:
        raise ValueError(message)


def is_int(value, low: int, high: int) -> bool:
    """Whether `value` is a plain int (not a bool) in [low, high]."""
    return type(value) is int and low <= value <= high


def is_list(value, check=None, length: int | None = None) -> bool:
    """Whether `value` is a list (of `length` items, when given) whose items all pass `check`."""
    return (
        type(value) is list
        and (length is None or len(value) == length)
        and (check is None or all(map(check, value)))
    )


def check_fields(state: dict, names) -> None:
    """The state has the common fields and exactly the game's `names` beside them."""
    unexpected = sorted(set(state) - set(COMMON_FIELDS) - set(names))
    missing = sorted(set(names) - set(state))
    require(not unexpected and not missing, f"a saved game with fields {unexpected} too many, {missing} missing")


_ESCAPE = re.compile(r"\\.", re.DOTALL)
# Half a character: a surrogate in the text, or an escaped one that is not half of a pair.
_SURROGATE = re.compile(
    "[\ud800-\udfff]"
    r"|\\u[dD][89abAB][0-9a-fA-F]{2}(?!\\u[dD][c-fC-F])"
    r"|(?<!\\u[dD][89abAB][0-9a-fA-F]{2})\\u[dD][c-fC-F]"
)
_ONE_DIGIT = bytes.maketrans(b"0123456789", b"0" * 10)
_LONG_NUMBER = b"0" * (MAX_DIGITS + 1)
_NOT_BRACKETS = bytes(set(range(256)) - set(b"[]{}"))
_ONE_KIND = bytes.maketrans(b"{}", b"[]")


def _deeper_than(brackets: bytes, limit: int) -> bool:
    """Whether brackets (only [ and ]) nest deeper than `limit`, or do not pair up.

    Each pass removes every innermost pair ("[]"), so a balanced nesting of
    depth d is gone after d passes: at most `limit` passes of bytes.replace,
    never a recursion.
    """
    for _ in range(limit):
        if not brackets:
            return False
        shorter = brackets.replace(b"[]", b"")
        if len(shorter) == len(brackets):
            return True
        brackets = shorter
    return bool(brackets)


def _finite(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise ValueError(f"{text[:20]} is not a number a saved game holds")
    return value


def _not_json(name: str):
    raise ValueError(f"{name} is not JSON")


def parse_json(text) -> object:
    """JSON text as a saved game may be: short, shallow, finite numbers; else ValueError.

    The text is measured before json.loads sees it. Outside its strings
    (escapes removed first, so a quote inside a string ends nothing) every
    bracket is structure: their nesting is measured without recursion, and
    any run of more than MAX_DIGITS digits is a number too long. Where the
    text is broken, what json.loads would read before the break is measured
    exactly, so json.loads never recurses deeper than MAX_NESTING.
    """
    if not isinstance(text, str):
        raise ValueError(f"a saved game is text, not {type(text).__name__}")
    if len(text) > MAX_SAVE_CHARS:
        raise ValueError(f"a saved game of {len(text)} characters is too long")
    if _SURROGATE.search(text):  # half a character, which no page can show
        raise ValueError("a saved game holds Unicode characters only, no lone surrogates")
    unescaped = _ESCAPE.sub("", text) if "\\" in text else text
    bare = "".join(unescaped.split('"')[::2]).encode()  # what lies between the strings
    if _LONG_NUMBER in bare.translate(_ONE_DIGIT):
        raise ValueError(f"a saved game holds no number of more than {MAX_DIGITS} digits")
    brackets = bare.translate(_ONE_KIND, _NOT_BRACKETS)
    if _deeper_than(brackets, MAX_NESTING):
        raise ValueError(f"a saved game is nested at most {MAX_NESTING} deep, with its brackets paired")
    return json.loads(text, parse_float=_finite, parse_constant=_not_json)


def _deep_copy(data):
    """An exact deep copy of JSON-able data.

    As fast as a pickle round trip here, and it spares the page importing
    pickle, which costs a tenth of a second of start time in Pyodide.
    """
    if type(data) is dict:
        return {key: _deep_copy(value) if type(value) in _NESTED else value for key, value in data.items()}
    if type(data) is list:
        return [_deep_copy(value) if type(value) in _NESTED else value for value in data]
    return data


#: What _deep_copy copies: the rest (str, int, float, bool, None) cannot change, so it is shared.
_NESTED = (dict, list)


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
        """Check the options against `info.options`; return every declared one, defaults filled in.

        An undeclared name, or a value that is not one of its choices, is a
        ValueError. A game overrides this only for its own constraints (a
        variant for one player), and calls it.
        """
        declared = {option.name: option for option in self.info.options}
        unknown = sorted(set(options) - set(declared))
        if unknown:
            raise ValueError(f"{self.info.id}: unknown options {unknown}")
        checked = {}
        for option in self.info.options:
            value = options.get(option.name, option.default)
            choices = [choice for choice in option.choices if same_json(value, choice)]
            if not choices:
                raise ValueError(
                    f"{self.info.id}: {option.name} is one of {list(option.choices)}, not {_describe(value)}"
                )
            checked[option.name] = choices[0]
        return checked

    def to_move(self, state: dict) -> list:
        raise NotImplementedError

    def legal_actions(self, state: dict, player: int) -> list:
        raise NotImplementedError

    def accept(self, state: dict, player: int, action, legal: list) -> dict | None:
        """The action to play for `action` as a caller sent it, or None when it is not legal.

        `legal` is `legal_actions(state, player)`. By default the action must
        be one of them exactly (`same_json`), and the legal one is played. A
        game whose actions carry a measured value overrides this: its legal
        actions show a representative value, and it accepts any `valid_measure`
        in its place. `action` may be anything at all: check its type first.
        """
        for candidate in legal:
            if same_json(action, candidate):
                return candidate
        return None

    def play(self, state: dict, player: int, action: dict, rng: Rng) -> None:
        raise NotImplementedError

    def view(self, state: dict, player: int | None) -> dict:
        raise NotImplementedError

    def outcome(self, state: dict) -> dict | None:
        """None while playing, else {"winners": [...], "scores": [...], "reason": ...} (see Game.outcome)."""
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

    # For saved games.

    def check_state(self, state: dict) -> None:
        """ValueError unless the game's own part of `state` is one that play could have made.

        Called by `Game.check_state` once the common part is checked (format,
        game, players, options, seed, rng, events): every other field's type
        and range, and the game's invariants, checked types first so that
        junk raises nothing but ValueError. Cards conserved is checked after
        it (`components`), and every other call trusts what passed: nothing
        in the state may make them fail, loop or recurse.
        """
        raise NotImplementedError


@dataclass
class Game:
    """The generic engine: runs any `Rules` through the shared protocol."""

    rules: Rules
    info: dict = field(init=False)
    _fresh: dict = field(init=False, default_factory=dict, repr=False)

    def __post_init__(self):
        self.info = self.rules.info.as_dict()

    @property
    def id(self) -> str:
        return self.rules.info.id

    def new(self, players: int, seed: int = 0, **options) -> dict:
        """A game dealt from `seed`; ValueError for players, a seed or options it does not take.

        `seed` is a plain int in [0, 2**64): all the generator keeps (True is not a seed).
        """
        info = self.rules.info
        if not is_int(players, info.min_players, info.max_players):
            raise ValueError(
                f"{info.id} is for {info.min_players} to {info.max_players} players, not {_describe(players)}"
            )
        if not is_int(seed, 0, SEED_LIMIT - 1):
            raise ValueError(f"a seed is an int from 0 to 2**64 - 1, not {_describe(seed)}")
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
        """What `player` may do now, in a deterministic order.

        [] for anyone who may not act now, including a seat that does not
        exist (not a plain int, or out of range): asking is never an error.
        """
        if not is_player(state, player) or player not in self.to_move(state):
            return []
        return self.rules.legal_actions(state, player)

    def check_action(self, state: dict, player: int, action) -> dict:
        """The action `apply` would play (the legal one, not the caller's); else IllegalAction.

        Lets a UI ask whether a move would be taken without taking it.
        """
        if not is_player(state, player):
            raise IllegalAction("unknown_player", f"there is no player {_describe(player)} in this game")
        if self.rules.outcome(state) is not None:
            raise IllegalAction("game_over", "the game is over")
        if player not in self.rules.to_move(state):
            raise IllegalAction("not_your_turn", f"player {player} may not act now")
        accepted = self.rules.accept(state, player, action, self.rules.legal_actions(state, player))
        if accepted is None:
            raise IllegalAction("not_legal", f"{_describe(action)} is not a legal action for player {player} now")
        return _deep_copy(accepted)

    def apply(self, state: dict, player: int, action) -> dict:
        """The state after `player` plays `action`; `state` itself is unchanged, also on IllegalAction."""
        action = self.check_action(state, player, action)
        new_state = copy_state(state)
        rng = Rng(new_state["rng"])
        self.rules.play(new_state, player, action, rng)
        new_state["rng"] = rng.state
        return new_state

    def view(self, state: dict, player: int | None) -> dict:
        """What `player` may see (None: the table, what every seat sees); ValueError for anyone else.

        A copy all the way down: the events a state shares between its
        successors must not change because a page changed a view.
        """
        if player is not None and not is_player(state, player):
            raise ValueError(f"there is no player {_describe(player)} in this game")
        view = self.rules.view(state, player)
        view["game"] = self.id
        view["players"] = state["players"]
        view["options"] = state["options"]
        view["to_move"] = self.to_move(state)
        view["outcome"] = self.rules.outcome(state)
        view["events"] = [seen_by(event, player) for event in state["events"]]
        return _deep_copy(view)

    def outcome(self, state: dict) -> dict | None:
        """None while playing, else one shape for every game, so one end screen serves them all:

        {"winners": [players, possibly none], "scores": [one int per player],
         "reason": one of info["outcome_reasons"]}
        """
        return self.rules.outcome(state)

    def dumps(self, state: dict) -> str:
        return json.dumps(state, ensure_ascii=False, sort_keys=True, separators=(",", ":"))

    def loads(self, text: str) -> dict:
        """Read a state written by `dumps`; ValueError for anything else.

        Whatever the text (not a str, megabytes long, nested 50,000 deep, a
        state cut short or with one value changed), the answer is the state
        or a ValueError, never another exception, a deep recursion or a
        hang: a save that parses but has the wrong shape must not reach the
        page, where it would fail later, far from its cause.
        """
        state = parse_json(text)
        self.check_state(state)
        return state

    def check_state(self, state) -> None:
        """ValueError unless `state` is one that `new` and `apply` could have made.

        The common part here, then the game's `Rules.check_state`, then
        conservation: the same cards as a new game of the same table, which
        catches most tampering at once.
        """
        require(type(state) is dict and state.get("game") == self.id, f"not a saved {self.id} game")
        require(
            same_json(state.get("format"), STATE_FORMAT),
            f"saved in format {_describe(state.get('format'))}, this version reads {STATE_FORMAT}",
        )
        info = self.rules.info
        players, options = state.get("players"), state.get("options")
        require(is_int(players, info.min_players, info.max_players), f"players: {_describe(players)}")
        require(type(options) is dict, "options are a dict")
        require(same_json(self.rules.check_options(players, dict(options)), options), "options: not as new sets them")
        require(is_int(state.get("seed"), 0, SEED_LIMIT - 1), "seed: an int from 0 to 2**64 - 1")
        require(is_int(state.get("rng"), 0, SEED_LIMIT - 1), "rng: an int from 0 to 2**64 - 1")
        self._check_events(state)
        self.rules.check_state(state)
        require(self.rules.components(state) == self._components(players, options), "cards appeared or vanished")

    @staticmethod
    def _check_events(state: dict) -> None:
        """Events: dicts numbered 0, 1, 2... each of a kind, a secret part for a seat or None."""
        events = state.get("events")
        require(type(events) is list, "events are a list")
        for seq, event in enumerate(events):
            require(
                type(event) is dict and type(event.get("seq")) is int and event["seq"] == seq
                and type(event.get("kind")) is str,
                f"event {seq} is not a dict with its seq and a kind",
            )
            if "secret" in event:
                secret = event["secret"]
                require(
                    type(secret) is dict and "for" in secret and "seq" not in secret and "kind" not in secret
                    and (secret["for"] is None or is_player(state, secret["for"])),
                    f"event {seq}: a secret part is for a seat or None, and hides no seq or kind",
                )

    def _components(self, players: int, options: dict) -> list:
        """The components of a new game of this table (the same for every seed), kept once computed."""
        key = (players, json.dumps(options, sort_keys=True))
        if key not in self._fresh:
            self._fresh[key] = self.rules.components(self.new(players, 0, **options))
        return self._fresh[key]

    def bot(self, level: str):
        """A computer player; `.choose(game, state, player, rng)` returns an action. ValueError for other levels."""
        if type(level) is not str or level not in self.rules.bots:
            raise ValueError(f"{self.id} has no {_describe(level)} computer player")
        return self.rules.bots[level]()
