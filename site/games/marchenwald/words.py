"""What the Märchenwald page says: names for screen readers and tests, prompts for the ears.

Prompt keys are those of site/speech/prompts.toml.
"""

from ui.kit.i18n import words

OBJECT_NAMES = {
    "red-apple": {
        "fr": "la pomme", "en": "the apple", "de": "der Apfel", "es": "la manzana", "it": "la mela", "id": "apel",
    },
    "womans-hat": {
        "fr": "le chapeau de fée", "en": "the fairy's hat", "de": "der Feenhut", "es": "el sombrero de hada",
        "it": "il cappello della fata", "id": "topi peri",
    },
    "spindle": {
        "fr": "le fuseau", "en": "the spindle", "de": "die Spindel", "es": "el huso", "it": "il fuso",
        "id": "alat pemintal",
    },
    "basket": {
        "fr": "le panier", "en": "the basket", "de": "der Korb", "es": "la cesta", "it": "il cestino",
        "id": "keranjang",
    },
    "golden-ball": {
        "fr": "la boule d'or", "en": "the golden ball", "de": "die goldene Kugel", "es": "la pelota de oro",
        "it": "la palla d'oro", "id": "bola emas",
    },
    "scissors": {
        "fr": "les ciseaux", "en": "the scissors", "de": "die Schere", "es": "las tijeras", "it": "le forbici",
        "id": "gunting",
    },
    "rose": {"fr": "la rose", "en": "the rose", "de": "die Rose", "es": "la rosa", "it": "la rosa", "id": "mawar"},
    "glass-slipper": {
        "fr": "la pantoufle de verre", "en": "the glass slipper", "de": "der gläserne Schuh",
        "es": "el zapato de cristal", "it": "la scarpetta di cristallo", "id": "sepatu kaca",
    },
    "cudgel": {
        "fr": "le gourdin", "en": "the wooden club", "de": "der Knüppel", "es": "el garrote", "it": "il randello",
        "id": "pentungan",
    },
    "cookie": {
        "fr": "le pain d'épices", "en": "the gingerbread", "de": "der Lebkuchen", "es": "el pan de jengibre",
        "it": "il pan di zenzero", "id": "kue jahe",
    },
    "coin": {
        "fr": "les pièces d'or", "en": "the gold coins", "de": "die Goldtaler", "es": "las monedas de oro",
        "it": "le monete d'oro", "id": "koin emas",
    },
    "womans-boot": {
        "fr": "la botte rouge", "en": "the red boot", "de": "der rote Stiefel", "es": "la bota roja",
        "it": "lo stivale rosso", "id": "sepatu bot merah",
    },
    "castle": {
        "fr": "le château", "en": "the castle", "de": "das Schloss", "es": "el castillo", "it": "il castello",
        "id": "istana",
    },
}

MARCHENWALD_WORDS = {
    **{f"marchenwald.object.{name}": texts for name, texts in OBJECT_NAMES.items()},
    "marchenwald.card": {
        "fr": "Carte {number}", "en": "Card {number}", "de": "Karte {number}", "es": "Carta {number}",
        "it": "Carta {number}", "id": "Kartu {number}",
    },
    "marchenwald.card_up": {
        "fr": "Carte {number} : {face}", "en": "Card {number}: {face}", "de": "Karte {number}: {face}",
        "es": "Carta {number}: {face}", "it": "Carta {number}: {face}", "id": "Kartu {number}: {face}",
    },
    # German puts both objects after a colon, in the nominative their names are written in.
    "marchenwald.face.object": {
        "fr": "{object}, le miroir montre {mirror}", "en": "{object}, the mirror shows {mirror}",
        "de": "{object}, im Spiegel: {mirror}", "es": "{object}, el espejo muestra {mirror}",
        "it": "{object}, lo specchio mostra {mirror}", "id": "{object}, cermin menunjukkan {mirror}",
    },
    "marchenwald.face.witch": {
        "fr": "la sorcière", "en": "the witch", "de": "die Hexe", "es": "la bruja", "it": "la strega",
        "id": "penyihir",
    },
    "marchenwald.face.crow": {
        "fr": "le corbeau", "en": "the crow", "de": "der Rabe", "es": "el cuervo", "it": "il corvo",
        "id": "burung gagak",
    },
    "marchenwald.face.dwarf": {
        "fr": "un nain", "en": "a dwarf", "de": "ein Zwerg", "es": "un enanito", "it": "un nano", "id": "kurcaci",
    },
    "marchenwald.face.castle": {
        "fr": "le château", "en": "the castle", "de": "das Schloss", "es": "el castillo", "it": "il castello",
        "id": "istana",
    },
    "marchenwald.face.tree": {
        "fr": "un arbre sans objet", "en": "a tree without an object", "de": "ein Baum ohne Gegenstand",
        "es": "un árbol sin objeto", "it": "un albero senza oggetto", "id": "pohon tanpa benda",
    },
    "marchenwald.forest": {
        "fr": "La forêt enchantée", "en": "The enchanted forest", "de": "Der Zauberwald", "es": "El bosque encantado",
        "it": "Il bosco incantato", "id": "Hutan ajaib",
    },
    "marchenwald.seeking": {
        "fr": "On cherche : {object}", "en": "Looking for: {object}", "de": "Gesucht: {object}",
        "es": "Buscamos: {object}", "it": "Cerchiamo: {object}", "id": "Yang dicari: {object}",
    },
    "marchenwald.found_row": {
        "fr": "Objets trouvés : {count} sur {total}", "en": "Objects found: {count} of {total}",
        "de": "Gefundene Gegenstände: {count} von {total}", "es": "Objetos encontrados: {count} de {total}",
        "it": "Oggetti trovati: {count} su {total}", "id": "Benda ditemukan: {count} dari {total}",
    },
    "marchenwald.dwarf_row": {
        "fr": "Nains sortis : {count} sur 7", "en": "Dwarfs out: {count} of 7",
        "de": "Aufgetauchte Zwerge: {count} von 7", "es": "Enanitos fuera: {count} de 7",
        "it": "Nani usciti: {count} su 7", "id": "Kurcaci keluar: {count} dari 7",
    },
    "marchenwald.variants": {
        "fr": "Comment jouer", "en": "How to play", "de": "Spielweise", "es": "Cómo jugar", "it": "Come giocare",
        "id": "Cara bermain",
    },
    "marchenwald.together": {
        "fr": "Tous ensemble", "en": "All together", "de": "Alle zusammen", "es": "Todos juntos",
        "it": "Tutti insieme", "id": "Semua bersama",
    },
    "marchenwald.alone": {
        "fr": "Sans aide : chacun pour soi", "en": "Without help: each for themselves",
        "de": "Ohne Hilfe: jeder für sich", "es": "Sin ayuda: cada uno por su cuenta",
        "it": "Senza aiuto: ognuno per sé", "id": "Tanpa bantuan: main sendiri-sendiri",
    },
}

words.add(MARCHENWALD_WORDS)


def object_name(name: str) -> str:
    return words(f"marchenwald.object.{name}")


def face_name(card: dict) -> str:
    """How a face-up card is named: its object and mirror, or what it is."""
    if card["kind"] == "object":
        return words("marchenwald.face.object", object=object_name(card["object"]), mirror=object_name(card["mirror"]))
    return words(f"marchenwald.face.{card['kind']}")


def seek_prompt(seeking: str) -> str:
    return f"marchenwald.seek.{seeking}"


def turn_prompt(view: dict, animals: list) -> list:
    """What the speaker button says while a player must act: who, and what to do."""
    if view["phase"] == "swap":
        return ["marchenwald.swap_second" if view["swap_first"] is not None else "marchenwald.witch"]
    who = [] if view["options"]["variant"] == "solo" else [f"player.{animals[view['current']]}"]
    return who + [seek_prompt(view["seeking"])]


EVENT_PROMPTS = {
    "found": "marchenwald.found",
    "crow_stole": "marchenwald.crow_stole",
    "crow_hid": "marchenwald.crow_hid",
    "dwarf": "marchenwald.dwarf",
    "castle_too_early": "marchenwald.castle_too_early",
}


def missed(previous: dict | None) -> bool:
    """A card turned back down after `previous` was an object that was not the one sought."""
    return bool(previous) and previous["kind"] == "revealed" and previous["card"]["kind"] == "object"


def event_prompt(event: dict, previous: dict | None, animals: list) -> str | None:
    """The sentence that tells children what a card just did (None: the pictures say enough)."""
    kind = event["kind"]
    if kind == "hidden_again":
        return "marchenwald.wrong" if missed(previous) else None  # the show says it once
    if kind == "tree":
        return "marchenwald.tree" if event["misses_turn"] else "marchenwald.tree_solo"
    if kind == "skipped":
        return f"skipped.{animals[event['player']]}"
    return EVENT_PROMPTS.get(kind)


def end_prompt(outcome: dict, animals: list, variant: str) -> list:
    if outcome["reason"] == "dwarfs":
        return ["marchenwald.lost", "marchenwald.again"]
    if variant == "competitive":
        return ["marchenwald.won_by", f"winner.{animals[outcome['winners'][0]]}"]
    return ["marchenwald.won"]
