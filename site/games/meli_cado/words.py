"""What the Méli Cado page says: names for screen readers and tests, prompts for the ears.

Prompt keys are those of speech/prompts.toml, played as "meli_cado.<key>".
The words the row spells are not prompts: `reader` reads them aloud.
"""

from pygame_rules.meli_cado.cards import SPECIAL_NAMES
from ui.kit.i18n import words

COLOUR_NAMES = {"b": ("bleue", "blue"), "r": ("rouge", "red"), "g": ("verte", "green")}

MELI_CADO_WORDS = {
    **{f"meli_cado.colour.{initial}": {"fr": fr, "en": en} for initial, (fr, en) in COLOUR_NAMES.items()},
    "meli_cado.card": {"fr": "Lettre {face}, carte {choice}", "en": "Letter {face}, {choice} card"},
    "meli_cado.joker": {"fr": "Joker, carte {choice}", "en": "Joker, {choice} card"},
    "meli_cado.hand": {"fr": "Les lettres de {animal}", "en": "{animal}'s letters"},
    "meli_cado.row": {"fr": "Le mot : {object}", "en": "The word: {object}"},
    "meli_cado.stack": {"fr": "{object}, place {number}", "en": "{object}, place {number}"},
    "meli_cado.cover": {"fr": "Poser sur {object}", "en": "Lay it on {object}"},
    "meli_cado.front": {"fr": "Poser devant le mot", "en": "Lay it before the word"},
    "meli_cado.back": {"fr": "Poser derrière le mot", "en": "Lay it after the word"},
    "meli_cado.between": {"fr": "Poser entre la place {number} et la place {total}",
                          "en": "Lay it between place {number} and place {total}"},
    "meli_cado.down": {"fr": "Poser sous la lettre {number}, en descendant", "en": "Lay it down from letter {number}"},
    "meli_cado.meli_pick": {"fr": "Méli : prendre {object}", "en": "Méli: take {object}"},
    "meli_cado.cado_pick": {"fr": "Cado : enlever {object}", "en": "Cado: take away {object}"},
    "meli_cado.letter": {"fr": "Le joker sera un {face}", "en": "The joker will be {face}"},
    "meli_cado.button.meli": {"fr": "Méli : changer l'ordre des lettres", "en": "Méli: change the order of the letters"},
    "meli_cado.button.cado": {"fr": "Cado : enlever une lettre et la donner", "en": "Cado: take a letter away and give it"},
    "meli_cado.button.exchange": {"fr": "Échanger la carte choisie contre trois", "en": "Swap the chosen card for three"},
    "meli_cado.button.block": {"fr": "C'est bloqué", "en": "It is blocked"},
    "meli_cado.button.turn_base": {"fr": "Retourner la base", "en": "Turn the base round"},
    "meli_cado.button.special": {"fr": "Retourner une carte spéciale", "en": "Turn over a special card"},
    "meli_cado.button.new_base": {"fr": "Nouvelle base (une carte de pénalité)", "en": "New base (one penalty card)"},
    "meli_cado.button.open": {"fr": "Je ne peux pas : tout le monde joue", "en": "I can't: everyone plays"},
    "meli_cado.button.cancel": {"fr": "Annuler", "en": "Cancel"},
    "meli_cado.give_to": {"fr": "Donner la carte à {animal}", "en": "Give the card to {animal}"},
    "meli_cado.cards_left": {"fr": "{animal} : {count} cartes, {total} points",
                             "en": "{animal}: {count} cards, {total} points"},
    "meli_cado.pile": {"fr": "Pioche : {count} cartes", "en": "Draw pile: {count} cards"},
    "meli_cado.round": {"fr": "Manche {number}", "en": "Round {number}"},
    "meli_cado.no_special": {"fr": "Pas de carte spéciale", "en": "No special card"},
    "meli_cado.fault": {"fr": "Faute : {object}", "en": "Fault: {object}"},
    "meli_cado.scores": {"fr": "Les points", "en": "The points"},
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
