"""What the cherry tree page says: names for screen readers and tests, prompts for the ears.

Prompt keys are those of speech/prompts.toml beside this file, played as "_template.<key>".
"""

from ui.kit.i18n import words

PAGE_WORDS = {
    "_template.tree": {
        "fr": "Le cerisier : {count} cerises", "en": "The cherry tree: {count} cherries",
        "de": "Der Kirschbaum: {count} Kirschen", "es": "El cerezo: {count} cerezas",
        "it": "Il ciliegio: {count} ciliegie", "id": "Pohon ceri: {count} ceri",
    },
    "_template.pick.1": {
        "fr": "Cueillir une cerise", "en": "Pick one cherry", "de": "Eine Kirsche pflücken",
        "es": "Recoger una cereza", "it": "Cogliere una ciliegia", "id": "Petik satu ceri",
    },
    "_template.pick.2": {
        "fr": "Cueillir deux cerises", "en": "Pick two cherries", "de": "Zwei Kirschen pflücken",
        "es": "Recoger dos cerezas", "it": "Cogliere due ciliegie", "id": "Petik dua ceri",
    },
    "_template.basket": {
        "fr": "Panier de {animal} : {count} cerises", "en": "{animal}'s basket: {count} cherries",
        "de": "Korb von {animal}: {count} Kirschen", "es": "Cesta de {animal}: {count} cerezas",
        "it": "Cestino di {animal}: {count} ciliegie", "id": "Keranjang {animal}: {count} ceri",
    },
}

words.add(PAGE_WORDS)


def tree_name(count: int) -> str:
    return words("_template.tree", count=count)


def pick_name(count: int) -> str:
    return words(f"_template.pick.{count}")


def basket_name(animal: str, count: int) -> str:
    return words("_template.basket", animal=animal, count=count)


def turn_prompt(view: dict, animals: list, computers: list) -> list:
    """Who picks now, and, for a child, what to do: one or two cherries, or the last one."""
    current = view["current"]
    if computers[current]:
        return [f"player.{animals[current]}"]
    return [f"player.{animals[current]}", "_template.last" if view["tree"] == 1 else "_template.turn"]


def event_prompt(event: dict) -> str | None:
    """The sentence that tells children what just happened (None: the pictures say enough)."""
    if event["kind"] == "picked" and event["left"] == 1:
        return "_template.one_left"
    return None


def end_prompt(outcome: dict, animals: list) -> list:
    return ["_template.won_by", f"winner.{animals[outcome['winners'][0]]}"]
