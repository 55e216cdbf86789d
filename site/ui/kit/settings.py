"""The teacher's settings, kept in the browser's localStorage.

`storage` is anything with getItem/setItem (the page passes
`window.localStorage`), so the same code is tested in CPython.
"""

import json
from dataclasses import asdict, dataclass

from .i18n import DEFAULT_LANGUAGE, LANGUAGES

SETTINGS_KEY = "pygame-rules/settings"

LEVELS = ("easy", "normal")
HANDS = ("open", "hidden")


@dataclass
class Settings:
    lang: str = DEFAULT_LANGUAGE
    voice: bool = True
    level: str = "easy"
    hands: str = "open"

    @classmethod
    def load(cls, storage) -> "Settings":
        """The stored settings; a missing, broken or unknown value falls back to its default."""
        settings = cls()
        try:
            stored = json.loads(storage.getItem(SETTINGS_KEY) or "{}")
        except ValueError:
            return settings
        if not isinstance(stored, dict):
            return settings
        if isinstance(stored.get("voice"), bool):
            settings.voice = stored["voice"]
        for name, choices in (("lang", LANGUAGES), ("level", LEVELS), ("hands", HANDS)):
            if stored.get(name) in choices:
                setattr(settings, name, stored[name])
        return settings

    def save(self, storage) -> None:
        storage.setItem(SETTINGS_KEY, json.dumps(asdict(self)))
