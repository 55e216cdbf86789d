"""A game in progress survives a reload: one versioned save per game in localStorage.

A save is {"version": 1, "setup": {...}, "state": "<game.dumps(state)>"}.
A save from another version, or one that is broken, is dropped and reported
so the page can say so kindly and start afresh: it never stops the page.
"""

import json
from dataclasses import dataclass

from .settings import stored_key

SAVE_VERSION = 1


def save_key(game_id: str) -> str:
    return stored_key(f"save/{game_id}")


@dataclass
class Restored:
    """What was found in a game's save slot."""

    setup: dict | None = None
    state: dict | None = None
    dropped: bool = False  # a save was there, could not be used, and is gone now


class Saves:
    """The save slots of every game, in `storage` (getItem/setItem/removeItem)."""

    def __init__(self, storage):
        self.storage = storage

    def write(self, game, setup: dict, state: dict) -> None:
        record = {"version": SAVE_VERSION, "setup": setup, "state": game.dumps(state)}
        self.storage.setItem(save_key(game.id), json.dumps(record))

    def keep(self, game, setup: dict, state: dict) -> None:
        """After every move: a game in progress is saved, a finished one forgotten."""
        if game.outcome(state) is None:
            self.write(game, setup, state)
        else:
            self.forget(game.id)

    def forget(self, game_id: str) -> None:
        self.storage.removeItem(save_key(game_id))

    def read(self, game, check_setup=None) -> Restored:
        """The saved game, or why there is none.

        `check_setup(setup, state)` may raise (any exception) when the page
        cannot use that setup: the save is then dropped like a broken one.
        """
        text = self.storage.getItem(save_key(game.id))
        if not text:  # None in Python; in the browser JavaScript's null, which is falsy too
            return Restored()
        try:
            record = json.loads(text)
            if record.get("version") != SAVE_VERSION or not isinstance(record.get("setup"), dict):
                raise ValueError("a save from another version")
            state = game.loads(record["state"])
            if check_setup is not None:
                check_setup(record["setup"], state)
        except Exception:  # noqa: BLE001 - whatever is wrong with a save, the answer is a new game
            self.forget(game.id)
            return Restored(dropped=True)
        if game.outcome(state) is not None:  # nothing left to resume
            self.forget(game.id)
            return Restored()
        return Restored(setup=record["setup"], state=state)
