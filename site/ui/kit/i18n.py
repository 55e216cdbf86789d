"""Words for screen readers and accessible names, in French (default) and English.

Children do not read them: they hear prompts (see `audio`). These words name
every button for assistive technology and for the end-to-end tests, so each
key must exist in every language. Games add their own table with `add`.
"""

LANGUAGES = ("fr", "en")
DEFAULT_LANGUAGE = "fr"


class Words:
    """A catalogue of keyed words with one current language."""

    def __init__(self):
        self.lang = DEFAULT_LANGUAGE
        self._table = {}

    def add(self, table: dict) -> None:
        """Register words; every entry needs every language, and a key is defined once."""
        for key, texts in table.items():
            missing = [lang for lang in LANGUAGES if lang not in texts]
            if missing:
                raise ValueError(f"words {key!r} lack {missing}")
            if key in self._table and self._table[key] != texts:
                raise ValueError(f"words {key!r} are defined twice")
            self._table[key] = dict(texts)

    def set_language(self, lang: str) -> None:
        if lang not in LANGUAGES:
            raise ValueError(f"no language {lang!r}; there are {LANGUAGES}")
        self.lang = lang

    def __call__(self, key: str, **values) -> str:
        return self._table[key][self.lang].format(**values)

    def __contains__(self, key: str) -> bool:
        return key in self._table

    def keys(self) -> list:
        return sorted(self._table)


KIT_WORDS = {
    # animals (players)
    "animal.fox": {"fr": "Renard", "en": "Fox"},
    "animal.bear": {"fr": "Ours", "en": "Bear"},
    "animal.rabbit": {"fr": "Lapin", "en": "Rabbit"},
    "animal.frog": {"fr": "Grenouille", "en": "Frog"},
    "animal.owl": {"fr": "Chouette", "en": "Owl"},
    "animal.pig": {"fr": "Cochon", "en": "Pig"},
    "animal.cat": {"fr": "Chat", "en": "Cat"},
    "animal.dog": {"fr": "Chien", "en": "Dog"},
    # player setup: one button per animal, its name says what tapping did
    "seat.off": {"fr": "{animal} : ne joue pas", "en": "{animal}: not playing"},
    "seat.human": {"fr": "{animal} : joue", "en": "{animal}: playing"},
    "seat.computer": {"fr": "{animal} : l'ordinateur joue", "en": "{animal}: the computer plays"},
    "setup.start": {"fr": "Jouer", "en": "Play"},
    "setup.order": {"fr": "Le plus jeune commence : {animal}", "en": "The youngest starts: {animal}"},
    # players during a game
    "player.computer": {"fr": "{animal} (ordinateur)", "en": "{animal} (computer)"},
    "player.misses_turn": {"fr": "{animal} passe son prochain tour", "en": "{animal} misses the next turn"},
    "turn.banner": {"fr": "Au tour de : {animal}", "en": "Turn: {animal}"},
    "players.list": {"fr": "Les joueurs", "en": "The players"},
    # everywhere
    "nav.home": {"fr": "Accueil", "en": "Home"},
    "speech.repeat": {"fr": "Répéter", "en": "Say it again"},
    "speech.off": {"fr": "La voix est coupée", "en": "The voice is off"},
    "pass.continue": {"fr": "Je suis {animal} : continuer", "en": "I am {animal}: continue"},
    "game.new": {"fr": "Nouvelle partie", "en": "New game"},
    "game.new_yes": {"fr": "Oui, une nouvelle partie", "en": "Yes, a new game"},
    "game.new_no": {"fr": "Non, on continue", "en": "No, go on playing"},
    "end.again": {"fr": "Rejouer", "en": "Play again"},
    "end.won": {"fr": "Gagné !", "en": "You won!"},
    "end.lost": {"fr": "Perdu, on réessaie ?", "en": "Lost, try again?"},
    "end.next_time": {"fr": "Un gros câlin : la prochaine fois, c'est peut-être toi !",
                      "en": "A big hug: next time it could be you!"},
    "notice.save_dropped": {
        "fr": "L'ancienne partie ne pouvait pas reprendre : on en commence une nouvelle.",
        "en": "The old game could not go on: let's start a new one.",
    },
    "notice.move_failed": {
        "fr": "Oups, ce coup n'a pas marché : on reprend où on en était.",
        "en": "Oops, that move did not work: we go on from where we were.",
    },
    "notice.game_missing": {
        "fr": "Ce jeu n'a pas pu s'ouvrir : il faut d'abord l'ouvrir une fois avec Internet.",
        "en": "This game could not open: open it once with the Internet first.",
    },
    "notice.not_kept": {
        "fr": "Cette tablette ne garde rien pour l'instant : on peut jouer, mais la partie ne sera pas gardée.",
        "en": "This tablet keeps nothing right now: you can play, but the game will not be kept.",
    },
    "notice.open_elsewhere": {
        "fr": "Ce jeu est ouvert dans une autre page : on continue là-bas.",
        "en": "This game is open on another page: go on playing there.",
    },
    "notice.close": {"fr": "Fermer", "en": "Close"},
}

#: The one catalogue of the page; games add their words to it when imported.
words = Words()
words.add(KIT_WORDS)
