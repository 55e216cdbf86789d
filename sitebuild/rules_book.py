"""The rules book, rules/all.html: every game's printed rules in the site's order, cut out of each game's
own rule page into one page a teacher prints at once."""

from __future__ import annotations

import re
from pathlib import Path

from sitebuild.errors import BuildError
from sitebuild.rules_pages import rules_page_text

RULES_TEMPLATE = "all.template.html"
RULES_MARKER = "<!-- ARTICLES -->"
RULES_ARTICLE = re.compile(r'<article\s+class="rules"[^>]*>.*?</article>', re.S)


def rules_article(page: Path) -> str:
    """The one <article class="rules"> of a game's printable rule page, as served."""
    articles = RULES_ARTICLE.findall(rules_page_text(page))
    if len(articles) != 1:
        raise BuildError(f'{page}: expected exactly one <article class="rules">, found {len(articles)}')
    return articles[0]


def write_rules_book(site: Path, out: Path, games: list[str]) -> None:
    """Fill rules/all.html, every game's rule summary in the site's order (skipped without a template)."""
    template = site / "rules" / RULES_TEMPLATE
    if not template.exists():
        return
    text = template.read_text(encoding="utf-8")
    if text.count(RULES_MARKER) != 1:
        raise BuildError(f"{template}: expected the marker {RULES_MARKER} once")
    articles = "\n".join(rules_article(site / "games" / game / "rules.html") for game in games)
    target = out / "rules" / "all.html"
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(text.replace(RULES_MARKER, articles), encoding="utf-8")
