"""The teacher's settings, kept in the browser's localStorage.

`storage` is anything with getItem/setItem (the page passes
`window.localStorage`), so the same code is tested in CPython.
"""

import json
from dataclasses import asdict, dataclass, field

from .i18n import DEFAULT_LANGUAGE, LANGUAGES

#: What the site stores on the tablet is named after the site's folder on its origin, so two
#: copies on one origin (a fork at /repo2/ beside /repo/) never read or drop each other's.
#: At the origin's root the names stay as they always were.
_prefix = "pygame-rules/"


def scope_keys(scope: str) -> None:
    """Name every stored key after the site's folder ("/" or "/repo2/"); the app calls it first."""
    global _prefix
    _prefix = "pygame-rules/" if scope == "/" else f"pygame-rules@{scope}"


def stored_key(name: str) -> str:
    """The localStorage key of one thing the site keeps ("settings", "save/marchenwald")."""
    return _prefix + name


def settings_key() -> str:
    return stored_key("settings")

LEVELS = ("easy", "normal")


@dataclass
class Settings:
    lang: str = DEFAULT_LANGUAGE
    voice: bool = True
    level: str = "easy"
    #: game id -> {engine option: value} the teacher chose (see ui.catalogue.TeacherOption);
    #: a value the game does not know is ignored by the game, which then uses its default.
    options: dict = field(default_factory=dict)
    #: the voices the teacher keeps on this tablet besides the chosen language's (a class with a German
    #: child): the app asks the worker for them at every start, so a new version keeps them too.
    voices: list = field(default_factory=list)

    def kept_voices(self) -> list:
        """The languages whose voice this tablet keeps for offline play: the chosen one first, then the teacher's."""
        return [self.lang, *(lang for lang in LANGUAGES if lang in self.voices and lang != self.lang)]

    def keep_voice(self, lang: str) -> None:
        if lang not in self.kept_voices():
            self.voices.append(lang)

    def option(self, game_id: str, name: str, choices, default: str) -> str:
        """The teacher's choice for one option of one game, or its default."""
        value = self.options.get(game_id, {}).get(name)
        return value if value in choices else default

    def choose(self, game_id: str, name: str, value: str) -> None:
        self.options.setdefault(game_id, {})[name] = value

    @classmethod
    def load(cls, storage, device_languages=()) -> "Settings":
        """The stored settings; a missing, broken or unknown value falls back to its default.

        With nothing stored (a first visit), the language is the first of the
        device's (navigator.languages, "de-AT" counts as "de") the site speaks.
        """
        settings = cls()
        text = storage.getItem(settings_key())
        if not text:  # JavaScript null or nothing
            settings.lang = device_language(device_languages)
        try:
            stored = json.loads(text or "{}")
        except ValueError:
            return settings
        if not isinstance(stored, dict):
            return settings
        if isinstance(stored.get("voice"), bool):
            settings.voice = stored["voice"]
        for name, choices in (("lang", LANGUAGES), ("level", LEVELS)):
            if stored.get(name) in choices:
                setattr(settings, name, stored[name])
        options = stored.get("options")
        if isinstance(options, dict):
            settings.options = {
                game: {name: value for name, value in chosen.items() if isinstance(value, str)}
                for game, chosen in options.items() if isinstance(chosen, dict)
            }
        voices = stored.get("voices")
        if isinstance(voices, list):
            settings.voices = [lang for lang in LANGUAGES if lang in voices]
        return settings

    def save(self, storage) -> None:
        storage.setItem(settings_key(), json.dumps(asdict(self)))


def device_language(tags) -> str:
    """The first of the device's language tags whose primary subtag the site speaks, else French."""
    for tag in tags:
        primary = str(tag).split("-")[0].lower()
        if primary in LANGUAGES:
            return primary
    return DEFAULT_LANGUAGE
