"""What the Méli Cado page says: names for screen readers and tests, prompts for the ears.

Prompt keys are those of speech/prompts.toml, played as "meli_cado.<key>".
The words the row spells are not prompts: `reader` reads them aloud.
"""

from pygame_rules.meli_cado.cards import SPECIAL_NAMES
from ui.kit.i18n import words

#: Each colour's name as a card's label says it ("Lettre A, carte bleue").
COLOUR_NAMES = {
    "b": {"fr": "bleue", "en": "blue", "de": "blau", "es": "azul", "it": "blu", "id": "biru"},
    "r": {"fr": "rouge", "en": "red", "de": "rot", "es": "roja", "it": "rossa", "id": "merah"},
    "g": {"fr": "verte", "en": "green", "de": "grün", "es": "verde", "it": "verde", "id": "hijau"},
}


def in_six(fr, en, de, es, it, id_):
    """One text in the six languages, in the order of ui.kit.i18n.LANGUAGES."""
    return {"fr": fr, "en": en, "de": de, "es": es, "it": it, "id": id_}


MELI_CADO_WORDS = {
    **{f"meli_cado.colour.{initial}": names for initial, names in COLOUR_NAMES.items()},
    "meli_cado.card": in_six("Lettre {face}, carte {choice}", "Letter {face}, {choice} card", "Buchstabe {face}, Karte {choice}",
                          "Letra {face}, carta {choice}", "Lettera {face}, carta {choice}", "Huruf {face}, kartu {choice}"),
    "meli_cado.joker": in_six("Joker, carte {choice}", "Joker, {choice} card", "Joker, Karte {choice}",
                           "Comodín, carta {choice}", "Jolly, carta {choice}", "Joker, kartu {choice}"),
    "meli_cado.hand": in_six("Les lettres de {animal}", "{animal}'s letters", "Die Buchstaben von {animal}",
                          "Las letras de {animal}", "Le lettere di {animal}", "Huruf-huruf {animal}"),
    "meli_cado.row": in_six("Le mot : {object}", "The word: {object}", "Das Wort: {object}", "La palabra: {object}",
                         "La parola: {object}", "Kata: {object}"),
    "meli_cado.stack": in_six("{object}, place {number}", "{object}, place {number}", "{object}, Platz {number}",
                           "{object}, sitio {number}", "{object}, posto {number}", "{object}, tempat {number}"),
    "meli_cado.cover": in_six("Poser sur {object}", "Lay it on {object}", "Auf {object} legen", "Poner sobre {object}",
                           "Mettere su {object}", "Taruh di atas {object}"),
    "meli_cado.front": in_six("Poser devant le mot", "Lay it before the word", "Vor das Wort legen",
                           "Poner delante de la palabra", "Mettere davanti alla parola", "Taruh di depan kata"),
    "meli_cado.back": in_six("Poser derrière le mot", "Lay it after the word", "Hinter das Wort legen",
                          "Poner detrás de la palabra", "Mettere dietro la parola", "Taruh di belakang kata"),
    "meli_cado.between": in_six("Poser entre la place {number} et la place {total}",
                             "Lay it between place {number} and place {total}",
                             "Zwischen Platz {number} und Platz {total} legen",
                             "Poner entre el sitio {number} y el sitio {total}",
                             "Mettere tra il posto {number} e il posto {total}",
                             "Taruh di antara tempat {number} dan tempat {total}"),
    "meli_cado.down": in_six("Poser sous la lettre {number}, en descendant", "Lay it down from letter {number}",
                          "Unter Buchstabe {number} legen, nach unten", "Poner debajo de la letra {number}, hacia abajo",
                          "Mettere sotto la lettera {number}, verso il basso", "Taruh di bawah huruf {number}, ke bawah"),
    "meli_cado.meli_pick": in_six("Méli : prendre {object}", "Méli: take {object}", "Méli: {object} nehmen",
                               "Méli: coger {object}", "Méli: prendere {object}", "Méli: ambil {object}"),
    "meli_cado.cado_pick": in_six("Cado : enlever {object}", "Cado: take away {object}", "Cado: {object} wegnehmen",
                               "Cado: quitar {object}", "Cado: togliere {object}", "Cado: ambil {object} dari kata"),
    "meli_cado.letter": in_six("Le joker sera un {face}", "The joker will be {face}", "Der Joker wird ein {face}",
                            "El comodín será una {face}", "Il jolly sarà una {face}", "Joker menjadi {face}"),
    "meli_cado.button.meli": in_six("Méli : changer l'ordre des lettres", "Méli: change the order of the letters",
                                 "Méli: die Reihenfolge der Buchstaben ändern", "Méli: cambiar el orden de las letras",
                                 "Méli: cambiare l'ordine delle lettere", "Méli: ubah urutan huruf"),
    "meli_cado.button.cado": in_six("Cado : enlever une lettre et la donner", "Cado: take a letter away and give it",
                                 "Cado: einen Buchstaben wegnehmen und verschenken", "Cado: quitar una letra y regalarla",
                                 "Cado: togliere una lettera e regalarla", "Cado: ambil satu huruf dan berikan"),
    "meli_cado.button.exchange": in_six("Échanger la carte choisie contre trois", "Swap the chosen card for three",
                                     "Die gewählte Karte gegen drei tauschen", "Cambiar la carta elegida por tres",
                                     "Scambiare la carta scelta con tre", "Tukar kartu yang dipilih dengan tiga"),
    "meli_cado.button.block": in_six("C'est bloqué", "It is blocked", "Es geht nicht weiter", "Está bloqueado",
                                  "È bloccato", "Buntu"),
    "meli_cado.button.turn_base": in_six("Retourner la base", "Turn the base round", "Die Basis umdrehen",
                                      "Dar la vuelta a la base", "Girare la base", "Balik dasar"),
    "meli_cado.button.special": in_six("Retourner une carte spéciale", "Turn over a special card",
                                    "Eine Sonderkarte aufdecken", "Dar la vuelta a una carta especial",
                                    "Girare una carta speciale", "Balik satu kartu spesial"),
    "meli_cado.button.new_base": in_six("Nouvelle base (une carte de pénalité)", "New base (one penalty card)",
                                     "Neue Basis (eine Strafkarte)", "Nueva base (una carta de castigo)",
                                     "Nuova base (una carta di penalità)", "Dasar baru (satu kartu hukuman)"),
    "meli_cado.button.open": in_six("Je ne peux pas : tout le monde joue", "I can't: everyone plays",
                                 "Ich kann nicht: Alle spielen", "No puedo: juegan todos", "Non posso: giocano tutti",
                                 "Aku tidak bisa: semua bermain"),
    "meli_cado.button.cancel": in_six("Annuler", "Cancel", "Abbrechen", "Cancelar", "Annulla", "Batal"),
    "meli_cado.give_to": in_six("Donner la carte à {animal}", "Give the card to {animal}", "Die Karte {animal} geben",
                             "Dar la carta a {animal}", "Dare la carta a {animal}", "Berikan kartu kepada {animal}"),
    "meli_cado.cards_left": in_six("{animal} : {count} cartes, {total} points", "{animal}: {count} cards, {total} points",
                                "{animal}: {count} Karten, {total} Punkte", "{animal}: {count} cartas, {total} puntos",
                                "{animal}: {count} carte, {total} punti", "{animal}: {count} kartu, {total} poin"),
    "meli_cado.pile": in_six("Pioche : {count} cartes", "Draw pile: {count} cards", "Stapel: {count} Karten",
                          "Mazo: {count} cartas", "Mazzo: {count} carte", "Tumpukan: {count} kartu"),
    "meli_cado.round": in_six("Manche {number}", "Round {number}", "Runde {number}", "Ronda {number}",
                           "Mano {number}", "Babak {number}"),
    "meli_cado.no_special": in_six("Pas de carte spéciale", "No special card", "Keine Sonderkarte", "Sin carta especial",
                                "Nessuna carta speciale", "Tanpa kartu spesial"),
    "meli_cado.fault": in_six("Faute : {object}", "Fault: {object}", "Fehler: {object}", "Fallo: {object}",
                           "Errore: {object}", "Kesalahan: {object}"),
    "meli_cado.scores": in_six("Les points", "The points", "Die Punkte", "Los puntos", "I punti", "Poin"),
    **{f"meli_cado.special_name.{special}": dict(names) for special, names in SPECIAL_NAMES.items()},
}

words.add(MELI_CADO_WORDS)

#: What each fault says: the reason a play was wrong (the page also shows it).
FAULT_PROMPTS = {
    "not_a_word": "meli_cado.fault.not_a_word",
    "seen": "meli_cado.fault.seen",
    "red_covered": "meli_cado.fault.red_covered",
    "green_middle": "meli_cado.fault.green_middle",
    "no_meli": "meli_cado.fault.no_meli",
    "no_cado": "meli_cado.fault.no_cado",
}

#: What the table says when these happen (the word itself is read by `reader`).
EVENT_PROMPTS = {
    "clash": "meli_cado.clash",
    "meli": "meli_cado.meli",
    "cado": "meli_cado.cado",
    "exchanged": "meli_cado.exchanged",
    "blocked": "meli_cado.blocked",
    "new_base": "meli_cado.new_base",
    "opened": "meli_cado.go",
    "pile_empty": "meli_cado.pile_empty",
    "round_over": "meli_cado.round_over",
}


def card_name(card: str) -> str:
    """A letter card of a hand or of the row: its letter (a joker says so) and its colour, for screen readers."""
    colour = words(f"meli_cado.colour.{card[0]}")
    if card[1] == "*" and len(card) == 2:
        return words("meli_cado.joker", choice=colour)
    return words("meli_cado.card", face=card[-1], choice=colour)


def special_prompt(special: str) -> str:
    return f"meli_cado.special.{special}"


def event_prompt(event: dict, child_seats: list) -> str | None:
    """The sentence that tells children what just happened (None: the pictures and the word read say enough)."""
    kind = event["kind"]
    if kind == "fault":
        return FAULT_PROMPTS[event["reason"]]
    if kind == "special":
        return special_prompt(event["special"])
    if kind == "vote":  # a computer player says when it finds nothing more: the children may say so too
        if event["player"] in child_seats:
            return "meli_cado.vote"
        return "meli_cado.stuck" if any(seat not in event["votes"] for seat in child_seats) else None
    if kind == "exchanged":
        return EVENT_PROMPTS["exchanged"] if event["player"] in child_seats else None
    return EVENT_PROMPTS.get(kind)


def turn_prompt(view: dict, child_seats: list) -> list:
    """Said when the table opens: a child who starts a sequence is told what to do; then everyone plays at once."""
    if view["opening"] and view["starter"] in child_seats:
        return ["meli_cado.you_start"]
    return []


def reminder_prompt(view: dict, children: list, computers: list) -> list:
    """Said again when the table has been quiet a while: a child's sequence to start, or a row the computers find blocked."""
    if view["opening"]:
        return turn_prompt(view, children)
    voted = set(view["votes"])
    if any(computers[seat] for seat in voted) and any(seat not in voted for seat in children):
        return ["meli_cado.stuck"]
    return []


def end_prompt(outcome: dict, animals: list) -> list:
    return ["meli_cado.game_over", f"winner.{animals[outcome['winners'][0]]}"]
