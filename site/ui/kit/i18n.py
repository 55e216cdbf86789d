"""Words for screen readers and accessible names, in French (default), English, German, Spanish, Italian, Indonesian.

Children do not read them: they hear prompts (see `audio`). These words name
every button for assistive technology and for the end-to-end tests, so each
key must exist in every language. Games add their own table with `add`.
"""

LANGUAGES = ("fr", "en", "de", "es", "it", "id")
DEFAULT_LANGUAGE = "fr"


class Words:
    """A catalogue of keyed words with one current language."""

    def __init__(self):
        self.lang = DEFAULT_LANGUAGE
        self._table = {}

    def add(self, table: dict) -> None:
        """Register words; every entry needs French, and a key is defined once.

        A language an entry lacks is said in French: a game that does not speak a
        language yet still opens in it (tests/site/test_languages.py lists which may lack one).
        """
        for key, texts in table.items():
            if DEFAULT_LANGUAGE not in texts:
                raise ValueError(f"words {key!r} lack {[DEFAULT_LANGUAGE]}")
            if key in self._table and self._table[key] != texts:
                raise ValueError(f"words {key!r} are defined twice")
            self._table[key] = dict(texts)

    def set_language(self, lang: str) -> None:
        if lang not in LANGUAGES:
            raise ValueError(f"no language {lang!r}; there are {LANGUAGES}")
        self.lang = lang

    def __call__(self, key: str, **values) -> str:
        texts = self._table[key]
        return texts.get(self.lang, texts[DEFAULT_LANGUAGE]).format(**values)

    def languages(self, key: str) -> dict:
        """An entry as written: language -> text, with its blanks ({animal}) unfilled."""
        return dict(self._table[key])

    def __contains__(self, key: str) -> bool:
        return key in self._table

    def keys(self) -> list:
        return sorted(self._table)


KIT_WORDS = {
    # animals (players)
    "animal.fox": {"fr": "Renard", "en": "Fox", "de": "Fuchs", "es": "Zorro", "it": "Volpe", "id": "Rubah"},
    "animal.bear": {"fr": "Ours", "en": "Bear", "de": "Bär", "es": "Oso", "it": "Orso", "id": "Beruang"},
    "animal.rabbit": {"fr": "Lapin", "en": "Rabbit", "de": "Hase", "es": "Conejo", "it": "Coniglio", "id": "Kelinci"},
    "animal.frog": {"fr": "Grenouille", "en": "Frog", "de": "Frosch", "es": "Rana", "it": "Rana", "id": "Katak"},
    "animal.owl": {"fr": "Chouette", "en": "Owl", "de": "Eule", "es": "Búho", "it": "Gufo", "id": "Burung hantu"},
    "animal.pig": {"fr": "Cochon", "en": "Pig", "de": "Schwein", "es": "Cerdo", "it": "Maiale", "id": "Babi"},
    "animal.cat": {"fr": "Chat", "en": "Cat", "de": "Katze", "es": "Gato", "it": "Gatto", "id": "Kucing"},
    "animal.dog": {"fr": "Chien", "en": "Dog", "de": "Hund", "es": "Perro", "it": "Cane", "id": "Anjing"},
    # player setup: one button per animal, its name says what tapping did
    "seat.off": {"fr": "{animal} : ne joue pas", "en": "{animal}: not playing", "de": "{animal}: spielt nicht", "es": "{animal}: no juega", "it": "{animal}: non gioca", "id": "{animal}: tidak main"},
    "seat.human": {"fr": "{animal} : joue", "en": "{animal}: playing", "de": "{animal}: spielt mit", "es": "{animal}: juega", "it": "{animal}: gioca", "id": "{animal}: ikut main"},
    "seat.computer": {"fr": "{animal} : l'ordinateur joue", "en": "{animal}: the computer plays", "de": "{animal}: der Computer spielt", "es": "{animal}: juega el ordenador", "it": "{animal}: gioca il computer", "id": "{animal}: komputer yang main"},
    "setup.start": {"fr": "Jouer", "en": "Play", "de": "Spielen", "es": "Jugar", "it": "Gioca", "id": "Main"},
    "setup.order": {"fr": "Le plus jeune commence : {animal}", "en": "The youngest starts: {animal}", "de": "Das jüngste Kind fängt an: {animal}", "es": "Empieza el más pequeño: {animal}", "it": "Comincia il più piccolo: {animal}", "id": "Yang paling muda mulai: {animal}"},
    # players during a game
    "player.computer": {"fr": "{animal} (ordinateur)", "en": "{animal} (computer)", "de": "{animal} (Computer)", "es": "{animal} (ordenador)", "it": "{animal} (computer)", "id": "{animal} (komputer)"},
    "player.misses_turn": {"fr": "{animal} passe son prochain tour", "en": "{animal} misses the next turn", "de": "{animal} setzt einmal aus", "es": "{animal} pierde el próximo turno", "it": "{animal} salta il prossimo turno", "id": "{animal} tidak main satu giliran"},
    "turn.banner": {"fr": "Au tour de : {animal}", "en": "Turn: {animal}", "de": "Jetzt ist dran: {animal}", "es": "Le toca a: {animal}", "it": "Tocca a: {animal}", "id": "Giliran: {animal}"},
    "players.list": {"fr": "Les joueurs", "en": "The players", "de": "Die Spieler", "es": "Los jugadores", "it": "I giocatori", "id": "Para pemain"},
    # everywhere
    "nav.home": {"fr": "Accueil", "en": "Home", "de": "Start", "es": "Inicio", "it": "Inizio", "id": "Beranda"},
    "speech.repeat": {"fr": "Répéter", "en": "Say it again", "de": "Noch einmal sagen", "es": "Repetir", "it": "Ripeti", "id": "Ulangi"},
    "speech.off": {"fr": "La voix est coupée", "en": "The voice is off", "de": "Die Stimme ist aus", "es": "La voz está apagada", "it": "La voce è spenta", "id": "Suara mati"},
    "pass.continue": {"fr": "Je suis {animal} : continuer", "en": "I am {animal}: continue", "de": "Ich bin {animal}: weiter", "es": "Soy {animal}: seguir", "it": "Sono {animal}: continua", "id": "Aku {animal}: lanjut"},
    "game.new": {"fr": "Nouvelle partie", "en": "New game", "de": "Neues Spiel", "es": "Partida nueva", "it": "Nuova partita", "id": "Permainan baru"},
    "game.new_yes": {"fr": "Oui, une nouvelle partie", "en": "Yes, a new game", "de": "Ja, ein neues Spiel", "es": "Sí, una partida nueva", "it": "Sì, una nuova partita", "id": "Ya, permainan baru"},
    "game.new_no": {"fr": "Non, on continue", "en": "No, go on playing", "de": "Nein, wir spielen weiter", "es": "No, seguimos jugando", "it": "No, continuiamo", "id": "Tidak, kita lanjut"},
    "end.again": {"fr": "Rejouer", "en": "Play again", "de": "Noch einmal", "es": "Otra vez", "it": "Ancora", "id": "Main lagi"},
    "end.won": {"fr": "Gagné !", "en": "You won!", "de": "Gewonnen!", "es": "¡Has ganado!", "it": "Hai vinto!", "id": "Menang!"},
    "end.lost": {"fr": "Perdu, on réessaie ?", "en": "Lost, try again?", "de": "Verloren, noch einmal?", "es": "Perdiste, ¿otra vez?", "it": "Perso, riproviamo?", "id": "Kalah, coba lagi?"},
    "end.next_time": {"fr": "Un gros câlin : la prochaine fois, c'est peut-être toi !",
                      "en": "A big hug: next time it could be you!", "de": "Eine dicke Umarmung: Nächstes Mal gewinnst vielleicht du!", "es": "Un abrazo fuerte: ¡la próxima vez puedes ser tú!", "it": "Un grande abbraccio: la prossima volta magari tocca a te!", "id": "Peluk erat: lain kali mungkin kamu yang menang!"},
    "notice.save_dropped": {
        "fr": "L'ancienne partie ne pouvait pas reprendre : on en commence une nouvelle.",
        "en": "The old game could not go on: let's start a new one.", "de": "Das alte Spiel ging nicht weiter: Wir fangen ein neues an.", "es": "La partida anterior no podía seguir: empezamos una nueva.", "it": "La vecchia partita non poteva continuare: ne cominciamo una nuova.", "id": "Permainan lama tidak bisa dilanjutkan: kita mulai yang baru.",
    },
    "notice.move_failed": {
        "fr": "Oups, ce coup n'a pas marché : on reprend où on en était.",
        "en": "Oops, that move did not work: we go on from where we were.", "de": "Hoppla, der Zug hat nicht geklappt: Wir machen weiter, wo wir waren.", "es": "Uy, esa jugada no ha funcionado: seguimos donde estábamos.", "it": "Ops, questa mossa non è riuscita: riprendiamo da dove eravamo.", "id": "Ups, langkah itu tidak berhasil: kita lanjut dari tadi.",
    },
    "notice.game_missing": {
        "fr": "Ce jeu n'a pas pu s'ouvrir : il faut d'abord l'ouvrir une fois avec Internet.",
        "en": "This game could not open: open it once with the Internet first.", "de": "Dieses Spiel ging nicht auf: Öffne es zuerst einmal mit Internet.", "es": "Este juego no se ha podido abrir: ábrelo primero una vez con Internet.", "it": "Questo gioco non si è aperto: aprilo prima una volta con Internet.", "id": "Permainan ini tidak bisa dibuka: buka dulu sekali dengan internet.",
    },
    "notice.not_kept": {
        "fr": "Cette tablette ne garde rien pour l'instant : on peut jouer, mais la partie ne sera pas gardée.",
        "en": "This tablet keeps nothing right now: you can play, but the game will not be kept.", "de": "Dieses Tablet speichert gerade nichts: Ihr könnt spielen, aber das Spiel wird nicht gespeichert.", "es": "Esta tableta no guarda nada ahora: se puede jugar, pero la partida no se guardará.", "it": "Questo tablet ora non conserva niente: si può giocare, ma la partita non sarà salvata.", "id": "Tablet ini sedang tidak menyimpan apa pun: boleh main, tapi permainan tidak disimpan.",
    },
    "notice.open_elsewhere": {
        "fr": "Ce jeu est ouvert dans une autre page : on continue là-bas.",
        "en": "This game is open on another page: go on playing there.", "de": "Dieses Spiel ist auf einer anderen Seite offen: Dort geht es weiter.", "es": "Este juego está abierto en otra página: seguimos allí.", "it": "Questo gioco è aperto in un'altra pagina: continuiamo lì.", "id": "Permainan ini terbuka di halaman lain: lanjutkan di sana.",
    },
    "notice.close": {"fr": "Fermer", "en": "Close", "de": "Schließen", "es": "Cerrar", "it": "Chiudi", "id": "Tutup"},
}

#: The one catalogue of the page; games add their words to it when imported.
words = Words()
words.add(KIT_WORDS)
