"""What the Sorcière au pain d'épices page says: names for screen readers and tests, prompts for the ears.

Prompt keys are those of speech/prompts.toml (played as "sorciere.<key>").
"""

from ui.kit.i18n import words

TREAT_NAMES = {
    "chocolate": {
        "fr": "chocolat", "en": "chocolate", "de": "Schokolade", "es": "chocolate", "it": "cioccolato",
        "id": "cokelat",
    },
    "lollipop": {
        "fr": "sucette", "en": "lollipop", "de": "Lutscher", "es": "piruleta", "it": "lecca-lecca", "id": "lolipop",
    },
    "doughnut": {
        "fr": "beignet", "en": "doughnut", "de": "Donut", "es": "rosquilla", "it": "ciambella", "id": "donat",
    },
    "cupcake": {
        "fr": "petit gâteau", "en": "cupcake", "de": "Törtchen", "es": "pastelito", "it": "tortina",
        "id": "kue kecil",
    },
}

SORCIERE_WORDS = {
    **{f"sorciere.treat.{treat}": texts for treat, texts in TREAT_NAMES.items()},
    "sorciere.card": {
        "fr": "Biscuit du toit, place {number}", "en": "Roof biscuit, place {number}",
        "de": "Keks vom Dach, Platz {number}", "es": "Galleta del tejado, lugar {number}",
        "it": "Biscotto del tetto, posto {number}", "id": "Biskuit atap, tempat {number}",
    },
    # Italian puts the counts below after a colon, so that "1" is never followed by a plural.
    "sorciere.face": {
        "fr": "{face}, {count} sucre(s) d'orge", "en": "{face}, {count} barley sugar(s)",
        "de": "{face}, {count} Zuckerstange(n)", "es": "{face}, {count} bastoncito(s) de caramelo",
        "it": "{face}, bastoncini di zucchero: {count}", "id": "{face}, {count} permen tongkat",
    },
    "sorciere.spot": {
        "fr": "Remettre le biscuit ici, place {number}", "en": "Put the biscuit back here, place {number}",
        "de": "Den Keks hierhin zurücklegen, Platz {number}", "es": "Devolver la galleta aquí, lugar {number}",
        "it": "Rimettere il biscotto qui, posto {number}", "id": "Kembalikan biskuit ke sini, tempat {number}",
    },
    "sorciere.roof": {
        "fr": "Le toit de biscuits", "en": "The biscuit roof", "de": "Das Keksdach", "es": "El tejado de galletas",
        "it": "Il tetto di biscotti", "id": "Atap biskuit",
    },
    "sorciere.pile": {
        "fr": "Pile de {animal} : {count} cartes", "en": "{animal}'s pile: {count} cards",
        "de": "Stapel von {animal}: {count} Karten", "es": "Montón de {animal}: {count} cartas",
        "it": "Pila di {animal}: {count} carte", "id": "Tumpukan {animal}: {count} kartu",
    },
    "sorciere.candies": {
        "fr": "{animal} : {count} bonbon(s)", "en": "{animal}: {count} candy(ies)",
        "de": "{animal}: {count} Bonbon(s)", "es": "{animal}: {count} caramelo(s)",
        "it": "Caramelle di {animal}: {count}", "id": "{animal}: {count} permen",
    },
    "sorciere.reserve": {
        "fr": "Réserve : {count} bonbons", "en": "Reserve: {count} candies", "de": "Vorrat: {count} Bonbons",
        "es": "Reserva: {count} caramelos", "it": "Caramelle di riserva: {count}", "id": "Cadangan: {count} permen",
    },
    "sorciere.witch.asleep": {
        "fr": "La sorcière dort", "en": "The witch is asleep", "de": "Die Hexe schläft", "es": "La bruja duerme",
        "it": "La strega dorme", "id": "Penyihir sedang tidur",
    },
    "sorciere.witch.awake": {
        "fr": "La sorcière est réveillée !", "en": "The witch is awake!", "de": "Die Hexe ist wach!",
        "es": "¡La bruja está despierta!", "it": "La strega è sveglia!", "id": "Penyihir sudah bangun!",
    },
    "sorciere.holding": {
        "fr": "Le biscuit à remettre : {face}", "en": "The biscuit to put back: {face}",
        "de": "Der Keks zum Zurücklegen: {face}", "es": "La galleta que hay que devolver: {face}",
        "it": "Il biscotto da rimettere: {face}", "id": "Biskuit yang harus dikembalikan: {face}",
    },
}

words.add(SORCIERE_WORDS)


def treat_name(treat: str) -> str:
    return words(f"sorciere.treat.{treat}")


def face_name(card: dict) -> str:
    """A turned card: its treat and its barley sugars."""
    return words("sorciere.face", face=treat_name(card["treat"]), count=card["sugars"])


def turn_prompt(view: dict, animals: list, computers: list) -> list:
    """Who must act, and what to do: pull a biscuit, or put the same treat back."""
    current = view["current"]
    if computers[current]:
        return [f"player.{animals[current]}"]
    todo = "sorciere.put_back" if view["phase"] == "put_back" else "sorciere.turn"
    return [f"player.{animals[current]}", todo]


def event_prompt(event: dict, animals: list, computers: list) -> list:
    """What to say about what just happened ([]: the pictures say enough)."""
    kind = event["kind"]
    if kind == "pulled":
        careful = event["steadiness"] >= CAREFUL and not computers[event["player"]]
        return ["sorciere.careful"] if careful else []
    if kind == "round_over":
        return round_prompt(event, animals)
    return [EVENT_PROMPTS[kind]] if kind in EVENT_PROMPTS else []


#: A child's pull at least this steady is praised (a slow careful pull feels rewarded).
CAREFUL = 0.8

EVENT_PROMPTS = {
    "collapsed": "sorciere.collapsed",
    "kept": "sorciere.kept",
    "same": "sorciere.same",
    "roof_built": "sorciere.new_roof",
}

ROUND_PROMPTS = {
    "cards": "sorciere.candy_cards",
    "sugars": "sorciere.candy_sugars",
    "tie": "sorciere.no_candy_tie",
    "empty": "sorciere.no_candy_empty",
}


def round_prompt(event: dict, animals: list) -> list:
    """After a round: who wins the candy (their animal named), or why nobody does."""
    prompt = [ROUND_PROMPTS[event["why"]]]
    if event["winner"] is not None:
        prompt.append(f"name.{animals[event['winner']]}")  # "un bonbon pour" the animal, not "au tour de"
    return prompt


def end_prompt(outcome: dict, animals: list) -> list:
    return ["sorciere.won_by", f"winner.{animals[outcome['winners'][0]]}"]
