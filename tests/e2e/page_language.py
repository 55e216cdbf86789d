"""What a game page shows and says in one language, checked against the site's own words tables.

A teacher sets the language in the corner (stored settings) or the tablet's
language picks it on a first visit. Then every clip the page plays must come
from that language's speech folder and exist (a French clip, or a prompt
without its clip, is a bug), <html lang> is that language, and no words the
page shows or names are the French of a table entry whose own words differ.
Expected words come from the tables (ui.kit.i18n, ui.site_words, each game's
words.py), never written here.
"""

import importlib
import re
import sys
from urllib.parse import urlsplit

from playwright.sync_api import expect

import pygame_rules
from sitebuild.paths import SITE

if str(SITE) not in sys.path:
    sys.path.insert(0, str(SITE))
from ui.kit.clips import clip_url  # noqa: E402 - where the page finds each clip
from ui.kit.i18n import DEFAULT_LANGUAGE, words  # noqa: E402 - the site's own tables
import ui.site_words  # noqa: E402,F401 - registers the home page's words

for _game_id in pygame_rules.list_games():
    importlib.import_module(f"games.{_game_id}.words")

#: Every string the page shows or gives as a name: text, aria-label, title and alt, of every element.
SHOWN_STRINGS = """() => {
  const found = new Set();
  for (const node of document.body.querySelectorAll('*')) {
    for (const child of node.childNodes) {
      if (child.nodeType === Node.TEXT_NODE && child.textContent.trim()) found.add(child.textContent.trim());
    }
    for (const name of ['aria-label', 'title', 'alt']) {
      const value = node.getAttribute(name);
      if (value && value.trim()) found.add(value.trim());
    }
  }
  return [...found];
}"""


def said(key: str, lang: str, **values) -> str:
    """An entry's words in `lang` (French when it lacks the language, as the page does)."""
    texts = words.languages(key)
    return texts.get(lang, texts[DEFAULT_LANGUAGE]).format(**values)


def player_name(animal: str, lang: str, computer: bool = False) -> str:
    """As ui.kit.avatar.player_name names a player, in `lang`."""
    name = said(f"animal.{animal}", lang)
    return said("player.computer", lang, animal=name) if computer else name


def _pattern(text: str) -> re.Pattern:
    """An entry's text with each blank ({animal}) matching any words."""
    parts = re.split(r"\{[a-z_]+\}", text)
    return re.compile(".+".join(re.escape(part) for part in parts), re.DOTALL)


def french_shown(strings: list, lang: str) -> list:
    """The strings that are the French of an entry whose words in `lang` differ, or that lacks `lang`."""
    found = []
    for key in words.keys():
        texts = words.languages(key)
        french, own = texts[DEFAULT_LANGUAGE], texts.get(lang)
        if own == french or len(re.sub(r"\{[a-z_]+\}", "", french).strip()) < 3:
            continue  # the same in both, or too short to tell (a number, a sign)
        french_pattern = _pattern(french)
        own_pattern = _pattern(own) if own is not None else None
        found += [f"{key}: {text!r}" for text in strings
                  if french_pattern.fullmatch(text) and not (own_pattern and own_pattern.fullmatch(text))]
    return found


class PageLanguage:
    """One page's clips and words, watched from its first load, expected in `lang`."""

    def __init__(self, page, lang: str):
        self.page = page
        self.lang = lang
        self.clips = []  # (path, status) of every clip the page fetched
        page.on("response", self._record)

    def _record(self, response) -> None:
        path = urlsplit(response.url).path
        if path.endswith((".opus", ".mp3")):
            self.clips.append((path, response.status))

    def forget(self) -> None:
        """The clips fetched so far were said before the language was set (a page opened to store it)."""
        self.clips.clear()

    def word(self, key: str, **values) -> str:
        return said(key, self.lang, **values)

    def expect_page(self) -> None:
        """<html lang> is the language, and nothing the page shows or names is French."""
        expect(self.page.locator("html")).to_have_attribute("lang", self.lang)
        assert french_shown(self.page.evaluate(SHOWN_STRINGS), self.lang) == []

    def expect_turn_banner(self, animal: str, computer: bool = False) -> None:
        """The board's banner names the player whose turn it is, in the language."""
        name = self.word("turn.banner", animal=player_name(animal, self.lang, computer))
        expect(self.page.locator(".turn-banner")).to_have_text(name)

    def expect_ending(self) -> None:
        """The ending says who won or lost and offers to play again or go home, in the language; nothing French."""
        scene = self.page.locator(".end-scene")
        expect(scene).to_be_visible()
        titles = {"won": self.word("end.won"), "lost": self.word("end.lost")}
        expect(scene).to_have_attribute("aria-label", titles[scene.get_attribute("data-outcome")])
        for key in ("end.again", "nav.home"):
            expect(scene.get_by_role("button", name=self.word(key), exact=True)).to_be_visible()
        self.expect_page()

    def assert_said_in_language(self, keys: list) -> None:
        """Every clip the page fetched is the language's and exists; each of `keys` (the clips heard) was fetched."""
        assert self.clips, "no clip was fetched"
        foreign = [path for path, _ in self.clips if f"/speech/{self.lang}/" not in path]
        assert foreign == [], f"clips not in speech/{self.lang}/: {foreign}"
        missing = [path for path, status in self.clips if status >= 400]
        assert missing == [], f"prompts without a clip: {missing}"
        fetched = {path for path, _ in self.clips}
        unfetched = {key for key in keys if f"/{clip_url(self.lang, key, 'opus')}" not in fetched}
        assert unfetched == set(), f"heard but never fetched from speech/{self.lang}/: {unfetched}"
