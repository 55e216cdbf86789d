"""What the Méchanlou page says: names for screen readers and tests, prompts for the ears.

Prompt keys are those of site/speech/prompts.toml.
"""

from ui.kit.i18n import words

STORY_TITLES = {
    1: {
        "fr": "maman lui donne le panier", "en": "her mother gives her the basket",
        "de": "die Mutter gibt ihr den Korb", "es": "su mamá le da la cesta", "it": "la mamma le dà il cestino",
        "id": "ibu memberinya keranjang",
    },
    2: {
        "fr": "le loup la guette dans la forêt", "en": "the wolf watches her in the forest",
        "de": "der Wolf lauert ihr im Wald auf", "es": "el lobo la acecha en el bosque",
        "it": "il lupo la spia nel bosco", "id": "serigala mengintainya di hutan",
    },
    3: {
        "fr": "elle cueille des fleurs", "en": "she picks flowers", "de": "sie pflückt Blumen", "es": "recoge flores",
        "it": "raccoglie dei fiori", "id": "ia memetik bunga",
    },
    4: {
        "fr": "le loup arrive chez Mère-Grand", "en": "the wolf reaches grandmother's house",
        "de": "der Wolf kommt zur Großmutter", "es": "el lobo llega a casa de la abuelita",
        "it": "il lupo arriva dalla nonna", "id": "serigala tiba di rumah nenek",
    },
    5: {
        "fr": "que tu as de grandes oreilles", "en": "what big ears you have", "de": "was hast du für große Ohren",
        "es": "qué orejas tan grandes tienes", "it": "che orecchie grandi che hai", "id": "besar sekali telingamu",
    },
    6: {
        "fr": "le chasseur les sauve", "en": "the hunter saves them", "de": "der Jäger rettet sie",
        "es": "el cazador las salva", "it": "il cacciatore le salva", "id": "pemburu menyelamatkan mereka",
    },
}

MECHANLOU_WORDS = {
    **{f"mechanlou.story.{n}": texts for n, texts in STORY_TITLES.items()},
    "mechanlou.card.story": {
        "fr": "Carte {number} : {face}", "en": "Card {number}: {face}", "de": "Karte {number}: {face}",
        "es": "Carta {number}: {face}", "it": "Carta {number}: {face}", "id": "Kartu {number}: {face}",
    },
    "mechanlou.card.wolf": {
        "fr": "Carte loup", "en": "Wolf card", "de": "Wolfskarte", "es": "Carta del lobo", "it": "Carta del lupo",
        "id": "Kartu serigala",
    },
    "mechanlou.card.hidden": {
        "fr": "Carte cachée", "en": "Hidden card", "de": "Verdeckte Karte", "es": "Carta oculta",
        "it": "Carta coperta", "id": "Kartu tertutup",
    },
    "mechanlou.hand": {
        "fr": "Les cartes de {animal}", "en": "{animal}'s cards", "de": "Die Karten von {animal}",
        "es": "Las cartas de {animal}", "it": "Le carte di {animal}", "id": "Kartu milik {animal}",
    },
    "mechanlou.row": {
        "fr": "L'histoire de {animal}", "en": "{animal}'s story", "de": "Die Geschichte von {animal}",
        "es": "La historia de {animal}", "it": "La storia di {animal}", "id": "Cerita milik {animal}",
    },
    "mechanlou.slot.empty": {
        "fr": "{animal} : place {number} vide", "en": "{animal}: place {number} empty",
        "de": "{animal}: Platz {number} leer", "es": "{animal}: lugar {number} vacío",
        "it": "{animal}: posto {number} vuoto", "id": "{animal}: tempat {number} kosong",
    },
    "mechanlou.slot.filled": {
        "fr": "{animal} : carte {number}, {face}", "en": "{animal}: card {number}, {face}",
        "de": "{animal}: Karte {number}, {face}", "es": "{animal}: carta {number}, {face}",
        "it": "{animal}: carta {number}, {face}", "id": "{animal}: kartu {number}, {face}",
    },
    "mechanlou.slot.attack": {
        "fr": "Le loup attaque la carte {number} de {animal}", "en": "The wolf attacks {animal}'s card {number}",
        "de": "Der Wolf greift Karte {number} von {animal} an", "es": "El lobo ataca la carta {number} de {animal}",
        "it": "Il lupo attacca la carta {number} di {animal}",
        "id": "Serigala menyerang kartu {number} milik {animal}",
    },
    "mechanlou.steal.count": {
        "fr": "Main de {animal} : {count} cartes", "en": "{animal}'s hand: {count} cards",
        "de": "Hand von {animal}: {count} Karten", "es": "Mano de {animal}: {count} cartas",
        "it": "Mano di {animal}: {count} carte", "id": "Kartu di tangan {animal}: {count}",
    },
    "mechanlou.steal.go": {
        "fr": "Le loup prend une carte dans la main de {animal}", "en": "The wolf takes a card from {animal}'s hand",
        "de": "Der Wolf nimmt eine Karte aus der Hand von {animal}",
        "es": "El lobo toma una carta de la mano de {animal}",
        "it": "Il lupo prende una carta dalla mano di {animal}",
        "id": "Serigala mengambil kartu dari tangan {animal}",
    },
    "mechanlou.pile": {
        "fr": "Pioche : {count} cartes", "en": "Draw pile: {count} cards", "de": "Stapel: {count} Karten",
        "es": "Mazo: {count} cartas", "it": "Mazzo: {count} carte", "id": "Tumpukan: {count} kartu",
    },
    "mechanlou.pile.give_back": {
        "fr": "Rendre la carte sous la pioche", "en": "Put the card under the draw pile",
        "de": "Die Karte unter den Stapel legen", "es": "Poner la carta debajo del mazo",
        "it": "Rimettere la carta sotto il mazzo", "id": "Taruh kartu di bawah tumpukan",
    },
    "mechanlou.forest": {
        "fr": "La forêt", "en": "The forest", "de": "Der Wald", "es": "El bosque", "it": "Il bosco", "id": "Hutan",
    },
    "mechanlou.forest_pile": {
        "fr": "Cartes de la forêt au milieu : {count}", "en": "Forest cards in the middle: {count}",
        "de": "Waldkarten in der Mitte: {count}", "es": "Cartas del bosque en el centro: {count}",
        "it": "Carte del bosco al centro: {count}", "id": "Kartu hutan di tengah: {count}",
    },
    "mechanlou.bush": {
        "fr": "Buisson {number}", "en": "Bush {number}", "de": "Busch {number}", "es": "Arbusto {number}",
        "it": "Cespuglio {number}", "id": "Semak {number}",
    },
    "mechanlou.bush.hunter": {
        "fr": "Buisson {number} : le chasseur", "en": "Bush {number}: the hunter", "de": "Busch {number}: der Jäger",
        "es": "Arbusto {number}: el cazador", "it": "Cespuglio {number}: il cacciatore",
        "id": "Semak {number}: pemburu",
    },
    "mechanlou.bush.wolf": {
        "fr": "Buisson {number} : le loup", "en": "Bush {number}: the wolf", "de": "Busch {number}: der Wolf",
        "es": "Arbusto {number}: el lobo", "it": "Cespuglio {number}: il lupo", "id": "Semak {number}: serigala",
    },
    "mechanlou.defends": {
        "fr": "{animal} défend sa carte {number}", "en": "{animal} defends card {number}",
        "de": "{animal} verteidigt Karte {number}", "es": "{animal} defiende su carta {number}",
        "it": "{animal} difende la sua carta {number}", "id": "{animal} mempertahankan kartu {number}",
    },
    # shown on the picture of the shot, in big letters: the sound, kept as short as the French
    "mechanlou.bang": {"fr": "Pan !", "en": "Bang!", "de": "Peng!", "es": "¡Pum!", "it": "Bang!", "id": "Dor!"},
}

words.add(MECHANLOU_WORDS)


def card_name(card: dict | None) -> str:
    """A card of a hand: its number and picture, the wolf, or a hidden card (None)."""
    if card is None:
        return words("mechanlou.card.hidden")
    if card["kind"] == "wolf":
        return words("mechanlou.card.wolf")
    return words("mechanlou.card.story", number=card["number"], face=story_title(card["number"]))


def story_title(number: int) -> str:
    return words(f"mechanlou.story.{number}")


def turn_prompt(view: dict, animals: list, computers: list) -> list:
    """What the speaker button says while someone must act: who, and what they may do."""
    if view["phase"] == "defend":
        return [] if computers[view["attack"]["defender"]] else ["mechanlou.pick_bush"]
    current = view["current"]
    return [f"player.{animals[current]}"] + ([] if computers[current] else ["mechanlou.turn"])


def choice_prompt(card: dict, options, row: list) -> str:
    """Said when a child picks a card that does not go straight into their row: where it may go."""
    if card["kind"] == "wolf":
        if options.steals:
            return "mechanlou.wolf_steal"
        return "mechanlou.wolf_picked" if options.attacks else "mechanlou.wolf_alone"
    return "mechanlou.already" if card["number"] in row else "mechanlou.six_last"


def defence_prompt(defender_is_computer: bool) -> str:
    """Before the song: the child whose card is attacked sings along, or everyone sings for the computer."""
    return "mechanlou.defend_computer" if defender_is_computer else "mechanlou.defend"


def childs_wolf(attacker: int | None, defender: int, computers: list) -> bool:
    """A child's wolf attacked the computer's card: what follows is felt from the attacker's side."""
    return attacker is not None and not computers[attacker] and computers[defender]


def event_prompt(event: dict, child: int | None, computers: list) -> str | None:
    """The sentence that tells children what just happened (None: the pictures say enough).

    `child` is the child at the bottom of the screen: only their own drawing is said. A wolf's attack
    ends as the children at the table feel it: their own wolf's win is a joy, their own card saved a
    relief (between two children, or two computers, it is just told).
    """
    kind = event["kind"]
    if kind in ("taken", "saved"):
        attacker, defender = event.get("attacker"), event["defender" if kind == "taken" else "player"]
        child_attacks = childs_wolf(attacker, defender, computers)
        if kind == "taken":
            if child_attacks:
                return "mechanlou.taken_by_you"
            return "mechanlou.taken" if not computers[defender] and computers[attacker] else "mechanlou.taken_told"
        return "mechanlou.wolf_chased" if child_attacks else "mechanlou.saved"
    if kind == "laid":
        return "mechanlou.six" if event["number"] == 6 else None
    if kind == "stole":
        took_six = event["card"] == {"kind": "story", "number": 6}
        return None if took_six else "mechanlou.not_six"  # a 6 is said as it is laid
    if kind == "drew":
        return "mechanlou.drew" if event["player"] == child else None
    return EVENT_PROMPTS.get(kind)


EVENT_PROMPTS = {
    "forest_reshuffled": "mechanlou.reshuffled",
}


def end_prompt(outcome: dict, animals: list) -> list:
    return ["mechanlou.won_by", f"winner.{animals[outcome['winners'][0]]}"]
