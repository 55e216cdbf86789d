"""Where the clip of a spoken prompt lies: the site's own in speech/, a game's in its folder.

A game's prompts are played as "<id>.<key>" (e.g. "mechanlou.turn") and lie
in games/<id>/speech/<lang>/<key>.<format>, beside the rest of that game; the
others (the home page, the kit) in speech/<lang>/<key>.<format>. tools/speech.py
renders them to the same places, each in every format ("opus", "mp3").
"""

import pygame_rules


def clip_url(lang: str, key: str, fmt: str = "mp3") -> str:
    game, _, rest = key.partition(".")
    if rest and game in pygame_rules.list_games():
        return f"games/{game}/speech/{lang}/{rest}.{fmt}"
    return f"speech/{lang}/{key}.{fmt}"
