"""A game in progress survives a reload: one versioned save per game in localStorage.

A save is {"version": 1, "setup": {...}, "state": "<game.dumps(state)>"}.
A save from another version, or one that is broken or hostile (any text at
all), is dropped and reported so the page can say so kindly and start
afresh: it never stops the page.

Two tabs on one game: each page that opens a game claims it (its tab's
token under "open/<game>"); a page whose claim was taken by a newer one
writes nothing more to that game's save and is told (`on_taken`), so the
older tab never overwrites what the newer one plays.
"""

import json
import random
from dataclasses import dataclass

from pygame_rules.core import parse_json

from .settings import stored_key

SAVE_VERSION = 1


def save_key(game_id: str) -> str:
    return stored_key(f"save/{game_id}")


def claim_key(game_id: str) -> str:
    return stored_key(f"open/{game_id}")


@dataclass
class Restored:
    """What was found in a game's save slot."""

    setup: dict | None = None
    state: dict | None = None
    dropped: bool = False  # a save was there, could not be used, and is gone now


class Saves:
    """The save slots of every game, in `storage` (getItem/setItem/removeItem).

    `on_taken(game_id)` is called, instead of writing, when another tab has
    opened that game since this one did.
    """

    def __init__(self, storage, on_taken=None):
        self.storage = storage
        self.on_taken = on_taken
        self.tab = f"{random.randrange(1 << 62):x}"  # this page's token in the claims

    def claim(self, game_id: str) -> None:
        """This page opens that game: it is the newest, an older tab stops writing to it."""
        self.storage.setItem(claim_key(game_id), self.tab)

    def holds(self, game_id: str) -> bool:
        """Whether no other tab has opened this game since this page claimed it."""
        owner = self.storage.getItem(claim_key(game_id))
        return not owner or owner == self.tab

    def taken_by_another(self, key: str, value) -> str | None:
        """The game another tab has just opened, from a `storage` event's key and new value, or None."""
        prefix = claim_key("")
        if isinstance(key, str) and key.startswith(prefix) and value and value != self.tab:
            return key[len(prefix):]
        return None

    def _still_holds(self, game_id: str) -> bool:
        if self.holds(game_id):
            return True
        if self.on_taken is not None:
            self.on_taken(game_id)
        return False

    def write(self, game, setup: dict, state: dict) -> bool:
        """Save the game; False, and nothing written, when a newer tab has opened it."""
        if not self._still_holds(game.id):
            return False
        record = {"version": SAVE_VERSION, "setup": setup, "state": game.dumps(state)}
        self.storage.setItem(save_key(game.id), json.dumps(record))
        return True

    def keep(self, game, setup: dict, state: dict) -> None:
        """After every move: a game in progress is saved, a finished one forgotten."""
        if game.outcome(state) is None:
            self.write(game, setup, state)
        else:
            self.forget(game.id)

    def forget(self, game_id: str) -> bool:
        """Forget the game's save; False, and nothing removed, when a newer tab has opened it."""
        if not self._still_holds(game_id):
            return False
        self.storage.removeItem(save_key(game_id))
        return True

    def read(self, game, check_setup=None) -> Restored:
        """The saved game, or why there is none.

        `check_setup(setup, state)` may raise (any exception) when the page
        cannot use that setup: the save is then dropped like a broken one.
        The record is read like a state (`parse_json`): no text, however
        long or deep, makes Python recurse or hang here.
        """
        text = self.storage.getItem(save_key(game.id))
        if not text:  # None in Python; in the browser JavaScript's null, which is falsy too
            return Restored()
        try:
            record = parse_json(text)
            if not isinstance(record, dict) or record.get("version") != SAVE_VERSION \
                    or not isinstance(record.get("setup"), dict):
                raise ValueError("a save from another version")
            state = game.loads(record["state"])
            if check_setup is not None:
                check_setup(record["setup"], state)
        except Exception:  # noqa: BLE001 - whatever is wrong with a save, the answer is a new game
            self.drop(game.id)
            return Restored(dropped=True)
        if game.outcome(state) is not None:  # nothing left to resume
            self.drop(game.id)
            return Restored()
        return Restored(setup=record["setup"], state=state)

    def drop(self, game_id: str) -> None:
        """Put a save aside that cannot be played: the page that found it is opening that game."""
        self.storage.removeItem(save_key(game_id))
