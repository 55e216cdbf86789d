"""Each game's printed rules, site/games/<id>/rules.html, as the site serves them at rules/<id>.html.

A game's rule page is its one source: one <section class="rules-page" lang="..."> per language of
RULES_LANGUAGES, side by side, so that a rule changed in one language is seen beside the others, and the
tests compare every language's numbers, pictures and tables with the rules modules.

What the rules modules hold as data is drawn from them here rather than written in the page: Méli Cado's
letter tables, one per language, from `LETTER_TABLES`. A page asks for one with an empty
<table class="deck" data-table="letters-<lang>" data-colours="B R V"></table> (the colours' initials in that
language); a language whose deck is not in the rules yet prints the box's, the French one.
"""

from __future__ import annotations

import html
import re
from pathlib import Path

from pygame_rules.meli_cado.cards import LETTER_TABLES, letter_table

#: The languages every rule page is written in, in the order of the pages and of the language buttons.
RULES_LANGUAGES = ("fr", "en", "de", "es", "it", "id")

#: The deck a language prints while the rules have none of its own: the box's.
BOX_DECK = "fr"

LETTER_TABLE_ASKED = re.compile(
    r'<table class="deck" data-table="letters-([a-z]+)" data-colours="([^"]+)"></table>')
CARD_COLOURS = ("blue", "red", "green")


def printed_deck(lang: str) -> str:
    """The language whose letter table the page in `lang` prints."""
    return lang if lang in LETTER_TABLES else BOX_DECK


def letter_table_html(lang: str, initials: list) -> str:
    """Méli Cado's table of a language's deck: a column per letter (then the joker), a row per colour."""
    rows = letter_table(printed_deck(lang))
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


def render_rules_page(text: str) -> str:
    """A rule page's text as served: the tables asked for filled from the rules modules."""
    return LETTER_TABLE_ASKED.sub(fill_letter_table, text)


def rules_page_text(page: Path) -> str:
    """A game's rule page (site/games/<id>/rules.html), read and rendered."""
    return render_rules_page(page.read_text(encoding="utf-8"))
