"""What the Méchanlou page says: names for screen readers and tests, prompts for the ears.

Prompt keys are those of site/speech/prompts.toml.
"""

from ui.kit.i18n import words

STORY_TITLES = {
    1: ("maman lui donne le panier", "her mother gives her the basket"),
    2: ("le loup la guette dans la forêt", "the wolf watches her in the forest"),
    3: ("elle cueille des fleurs", "she picks flowers"),
    4: ("le loup arrive chez Mère-Grand", "the wolf reaches grandmother's house"),
    5: ("que tu as de grandes oreilles", "what big ears you have"),
    6: ("le chasseur les sauve", "the hunter saves them"),
}

MECHANLOU_WORDS = {
    **{f"mechanlou.story.{n}": {"fr": fr, "en": en} for n, (fr, en) in STORY_TITLES.items()},
    "mechanlou.card.story": {"fr": "Carte {number} : {face}", "en": "Card {number}: {face}"},
    "mechanlou.card.wolf": {"fr": "Carte loup", "en": "Wolf card"},
    "mechanlou.card.hidden": {"fr": "Carte cachée", "en": "Hidden card"},
    "mechanlou.hand": {"fr": "Les cartes de {animal}", "en": "{animal}'s cards"},
    "mechanlou.row": {"fr": "L'histoire de {animal}", "en": "{animal}'s story"},
    "mechanlou.slot.empty": {"fr": "{animal} : place {number} vide", "en": "{animal}: place {number} empty"},
    "mechanlou.slot.filled": {"fr": "{animal} : carte {number}, {face}", "en": "{animal}: card {number}, {face}"},
    "mechanlou.slot.attack": {"fr": "Le loup attaque la carte {number} de {animal}",
                              "en": "The wolf attacks {animal}'s card {number}"},
    "mechanlou.steal.count": {"fr": "Main de {animal} : {count} cartes", "en": "{animal}'s hand: {count} cards"},
    "mechanlou.steal.go": {"fr": "Le loup prend une carte dans la main de {animal}",
                           "en": "The wolf takes a card from {animal}'s hand"},
    "mechanlou.pile": {"fr": "Pioche : {count} cartes", "en": "Draw pile: {count} cards"},
    "mechanlou.pile.give_back": {"fr": "Rendre la carte sous la pioche", "en": "Put the card under the draw pile"},
    "mechanlou.forest": {"fr": "La forêt", "en": "The forest"},
    "mechanlou.forest_pile": {"fr": "Cartes de la forêt au milieu : {count}", "en": "Forest cards in the middle: {count}"},
    "mechanlou.bush": {"fr": "Buisson {number}", "en": "Bush {number}"},
    "mechanlou.bush.hunter": {"fr": "Buisson {number} : le chasseur", "en": "Bush {number}: the hunter"},
    "mechanlou.bush.wolf": {"fr": "Buisson {number} : le loup", "en": "Bush {number}: the wolf"},
    "mechanlou.defends": {"fr": "{animal} défend sa carte {number}", "en": "{animal} defends card {number}"},
    "mechanlou.bang": {"fr": "Pan !", "en": "Bang!"},
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
