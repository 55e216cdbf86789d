"""The five games as the home page shows them: a name and a picture each.

Whether a game can be played is the engine's answer (pygame_rules.list_games)
and the site's (a page exists for it); the others show as coming soon.
"""

from dataclasses import dataclass


@dataclass(frozen=True)
class GameTile:
    id: str
    names: dict  # language -> name
    pictures: tuple  # the big picture first, then two small ones beside it


GAMES = (
    GameTile("marchenwald", {"fr": "Im Märchenwald", "en": "Im Märchenwald"},
             ("icons/castle.svg", "icons/evergreen-tree.svg", "art/dwarf.svg")),
    GameTile("mechanlou", {"fr": "Méchanlou", "en": "Méchanlou"},
             ("art/mechanlou-red-hood.svg", "icons/wolf.svg", "icons/basket.svg")),
    GameTile("sorciere", {"fr": "Sorcière au pain d'épices", "en": "Candy Witch"},
             ("icons/woman-mage.svg", "icons/candy.svg", "icons/lollipop.svg")),
    GameTile("moutons", {"fr": "La Guerre des Moutons", "en": "Wooly Bully"},
             ("icons/ewe.svg", "icons/herb.svg", "icons/wolf.svg")),
    GameTile("meli_cado", {"fr": "Méli Cado", "en": "Méli Cado"},
             ("icons/input-latin-uppercase.svg", "icons/wrapped-gift.svg", "icons/sparkles.svg")),
)

GAMES_BY_ID = {game.id: game for game in GAMES}


def game_name(game_id: str, lang: str) -> str:
    return GAMES_BY_ID[game_id].names[lang]
