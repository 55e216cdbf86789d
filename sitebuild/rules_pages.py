"""Each game's printed rules, site/games/<id>/rules.html, as the site serves them at rules/<id>.html.

A game's rule page is its one source: one <section class="rules-page" lang="..."> per language of
RULES_LANGUAGES, side by side, so that a rule changed in one language is seen beside the others, and the
tests compare every language's numbers, pictures and tables with the rules modules.

What the rules modules hold as data is drawn from them here rather than written in the page: Méli Cado's
decks, one per language, from `cards`. A page asks for a letter table with an empty
<table class="deck" data-table="letters-<lang>" data-colours="B R V"></table> (the colours' initials in that
language), for a deck's number of letter cards or of specials with an empty
<b data-count="letters" data-deck="<lang>"></b> (or "specials"), and for the letters an extension takes out
of the French deck with an empty <span data-removed="<lang>"></span>.
"""

from __future__ import annotations

import html
import re
from pathlib import Path

from pygame_rules.meli_cado.cards import REMOVED_LETTERS, letter_cards, letter_table, specials_of

#: The languages every rule page is written in, in the order of the pages and of the language buttons.
RULES_LANGUAGES = ("fr", "en", "de", "es", "it", "id")

LETTER_TABLE_ASKED = re.compile(
    r'<table class="deck" data-table="letters-([a-z]+)" data-colours="([^"]+)"></table>')
DECK_COUNT_ASKED = re.compile(r'<b data-count="(letters|specials)" data-deck="([a-z]+)"></b>')
REMOVED_ASKED = re.compile(r'<span data-removed="([a-z]+)"></span>')
CARD_COLOURS = ("blue", "red", "green")


def deck_count(what: str, lang: str) -> int:
    """How many letter cards (jokers aside) or purple specials a game in `lang` deals."""
    if what == "letters":
        return sum(not card.endswith("*") for card in letter_cards(lang))
    return len(specials_of(lang))


def letter_table_html(lang: str, initials: list) -> str:
    """Méli Cado's table of a language's deck: a column per letter (then the joker), a row per colour."""
    rows = letter_table(lang)
    head = "<tr><th></th>" + "".join(f"<th>{html.escape(row[0])}</th>" for row in rows) + "</tr>"
    lines = [
        f'<tr><th class="{colour}">{html.escape(initial)}</th>'
        + "".join(f"<td>{row[1 + index] or ''}</td>" for row in rows) + "</tr>"
        for index, (colour, initial) in enumerate(zip(CARD_COLOURS, initials))
    ]
    return f'<table class="deck" data-table="letters-{lang}">{head}{"".join(lines)}</table>'


def fill_letter_table(asked: re.Match) -> str:
    lang, colours = asked.group(1), asked.group(2).split()
    if len(colours) != len(CARD_COLOURS):
        raise ValueError(f"letters-{lang}: data-colours names {len(colours)} colours, not {len(CARD_COLOURS)}")
    return letter_table_html(lang, colours)


def fill_deck_count(asked: re.Match) -> str:
    what, lang = asked.groups()
    return f'<b data-count="{what}" data-deck="{lang}">{deck_count(what, lang)}</b>'


def fill_removed(asked: re.Match) -> str:
    lang = asked.group(1)
    return f'<span data-removed="{lang}">{", ".join(REMOVED_LETTERS[lang])}</span>'


def render_rules_page(text: str) -> str:
    """A rule page's text as served: the tables, counts and letters asked for filled from the rules modules."""
    text = LETTER_TABLE_ASKED.sub(fill_letter_table, text)
    text = DECK_COUNT_ASKED.sub(fill_deck_count, text)
    return REMOVED_ASKED.sub(fill_removed, text)


def rules_page_text(page: Path) -> str:
    """A game's rule page (site/games/<id>/rules.html), read and rendered."""
    return render_rules_page(page.read_text(encoding="utf-8"))
