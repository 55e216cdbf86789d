"""What the Märchenwald page says: names for screen readers and tests, prompts for the ears.

Prompt keys are those of site/speech/prompts.toml.
"""

from ui.kit.i18n import words

OBJECT_NAMES = {
    "red-apple": ("la pomme", "the apple"),
    "womans-hat": ("le chapeau de fée", "the fairy's hat"),
    "spindle": ("le fuseau", "the spindle"),
    "basket": ("le panier", "the basket"),
    "golden-ball": ("la boule d'or", "the golden ball"),
    "scissors": ("les ciseaux", "the scissors"),
    "rose": ("la rose", "the rose"),
    "glass-slipper": ("la pantoufle de verre", "the glass slipper"),
    "cudgel": ("le gourdin", "the wooden club"),
    "cookie": ("le pain d'épices", "the gingerbread"),
    "coin": ("les pièces d'or", "the gold coins"),
    "womans-boot": ("la botte rouge", "the red boot"),
    "castle": ("le château", "the castle"),
}

MARCHENWALD_WORDS = {
    **{f"marchenwald.object.{name}": {"fr": fr, "en": en} for name, (fr, en) in OBJECT_NAMES.items()},
    "marchenwald.card": {"fr": "Carte {number}", "en": "Card {number}"},
    "marchenwald.card_up": {"fr": "Carte {number} : {face}", "en": "Card {number}: {face}"},
    "marchenwald.face.object": {"fr": "{object}, le miroir montre {mirror}", "en": "{object}, the mirror shows {mirror}"},
    "marchenwald.face.witch": {"fr": "la sorcière", "en": "the witch"},
    "marchenwald.face.crow": {"fr": "le corbeau", "en": "the crow"},
    "marchenwald.face.dwarf": {"fr": "un nain", "en": "a dwarf"},
    "marchenwald.face.castle": {"fr": "le château", "en": "the castle"},
    "marchenwald.face.tree": {"fr": "un arbre sans objet", "en": "a tree without an object"},
    "marchenwald.forest": {"fr": "La forêt enchantée", "en": "The enchanted forest"},
    "marchenwald.seeking": {"fr": "On cherche : {object}", "en": "Looking for: {object}"},
    "marchenwald.found_row": {"fr": "Objets trouvés : {count} sur {total}", "en": "Objects found: {count} of {total}"},
    "marchenwald.dwarf_row": {"fr": "Nains sortis : {count} sur 7", "en": "Dwarfs out: {count} of 7"},
    "marchenwald.variants": {"fr": "Comment jouer", "en": "How to play"},
    "marchenwald.together": {"fr": "Tous ensemble", "en": "All together"},
    "marchenwald.alone": {"fr": "Sans aide : chacun pour soi", "en": "Without help: each for themselves"},
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
