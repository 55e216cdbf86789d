"""Where the clip of a spoken prompt lies: the site's own in speech/, a game's in its folder.

A game's prompts are played as "<id>.<key>" (e.g. "mechanlou.turn") and lie
in games/<id>/speech/<lang>/<key>.mp3, beside the rest of that game; the
others (the home page, the kit) in speech/<lang>/<key>.mp3. tools/speech.py
renders them to the same places.
"""

import pygame_rules


def clip_url(lang: str, key: str) -> str:
    game, _, rest = key.partition(".")
    if rest and game in pygame_rules.list_games():
        return f"games/{game}/speech/{lang}/{rest}.mp3"
    return f"speech/{lang}/{key}.mp3"
