"""The tablet's storage, which may fail: play goes on in memory, and the page is told once it does.

A browser may block localStorage (a SecurityError as soon as it is touched:
private modes, locked-down tablets) or find it full (QuotaExceededError on
setItem). Neither may stop the site: what could not be kept stays in this
page's memory, where it is read back until the page is left, and
`on_failure(error)` lets the page tell the children that the game is not
kept. A stale copy is removed where possible, so a reload never resumes an
older game than the one shown.
"""

import js


class TabletStorage:
    """getItem/setItem/removeItem over `open_storage()` (window.localStorage), never raising."""

    def __init__(self, open_storage, on_failure=None):
        self.on_failure = on_failure
        self._memory = {}  # key -> value (None: removed) that the tablet could not keep
        try:
            self._storage = open_storage()
        except Exception as error:  # noqa: BLE001 - a SecurityError: nothing is kept, everything works
            js.console.warn(f"this tablet keeps nothing: {error!r}")
            self._storage = None

    @property
    def keeps(self) -> bool:
        """Whether the tablet keeps what this page writes (False once a write failed, until one succeeds)."""
        return self._storage is not None and not self._memory

    def getItem(self, key: str):
        if key in self._memory:
            return self._memory[key]
        if self._storage is None:
            return None
        try:
            return self._storage.getItem(key)
        except Exception as error:  # noqa: BLE001 - blocked after the page started
            js.console.warn(f"{key} could not be read: {error!r}")
            return None

    def setItem(self, key: str, value: str) -> None:
        try:
            if self._storage is None:
                raise PermissionError("localStorage is blocked")
            self._storage.setItem(key, value)
        except Exception as error:  # noqa: BLE001 - full or blocked: kept in memory instead
            self._memory[key] = value
            self._drop_stale(key)
            if self.on_failure is not None:
                self.on_failure(error)
            return
        self._memory.pop(key, None)

    def removeItem(self, key: str) -> None:
        if self._storage is None:
            self._memory[key] = None
            return
        try:
            self._storage.removeItem(key)
        except Exception:  # noqa: BLE001 - blocked after the page started: forgotten in memory at least
            self._memory[key] = None
            return
        self._memory.pop(key, None)

    def _drop_stale(self, key: str) -> None:
        if self._storage is not None:
            try:
                self._storage.removeItem(key)
            except Exception:  # noqa: BLE001 - nothing more can be done; memory wins in this page
                pass
