"""The printable rule summaries (site/games/<id>/rules.html, served at rules/<id>.html): what the build needs, what a teacher reads.

Numbers, Märchenwald's table of the 36 object cards and Méchanlou's six
story pictures are written by hand in the pages, so they are checked here
against the rules modules: a page can never print a deck the game does not
play.
"""

import re
import shutil
import subprocess
from html.parser import HTMLParser
from pathlib import Path

import pytest

from sitebuild import assemble
from sitebuild.assets import GLYPH_REFERENCE, load_icon_set
from sitebuild.paths import SITE
from sitebuild.rules_book import RULES_ARTICLE, RULES_MARKER, rules_article
from sitebuild.rules_pages import RULES_LANGUAGES, rules_page_text
import pygame_rules
from pygame_rules.marchenwald import rules as marchenwald
from pygame_rules.mechanlou import rules as mechanlou

RULES = SITE / "rules"


def rule_page(game: str) -> Path:
    """A game's printed rules, in its folder; the build serves it at rules/<id>.html, beside print.css."""
    return SITE / "games" / game / "rules.html"


def rule_pages() -> list:
    return [rule_page(game) for game in pygame_rules.list_games()]
LANGS = RULES_LANGUAGES
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}


class Element:
    def __init__(self, tag: str, attrs: dict):
        self.tag, self.attrs, self.children, self.text = tag, attrs, [], ""

    def all(self, tag: str = None, cls: str = None) -> list:
        """Every element below this one with that tag and class, in document order."""
        found = []
        for child in self.children:
            if (tag is None or child.tag == tag) and (cls is None or cls in child.attrs.get("class", "").split()):
                found.append(child)
            found += child.all(tag, cls)
        return found

    def pictures(self) -> list:
        return [img.attrs["src"] for img in self.all("img")]


class TreeBuilder(HTMLParser):
    """Just enough of a DOM for these checks: elements, attributes and text."""

    def __init__(self):
        super().__init__()
        self.root = Element("#document", {})
        self.open = [self.root]

    def handle_starttag(self, tag, attrs):
        element = Element(tag, {name: value or "" for name, value in attrs})
        self.open[-1].children.append(element)
        if tag not in VOID:
            self.open.append(element)

    def handle_endtag(self, tag):
        if tag not in VOID:
            assert self.open[-1].tag == tag, f"</{tag}> closes <{self.open[-1].tag}>"
            self.open.pop()

    def handle_data(self, data):
        for element in self.open:
            element.text += data


def parse(text: str) -> Element:
    builder = TreeBuilder()
    builder.feed(text)
    builder.close()
    assert builder.open == [builder.root], "unclosed elements"
    return builder.root


def article(game: str) -> Element:
    """The one rules article of a game's page, as the build cuts it out for rules/all.html."""
    (node,) = parse(rules_article(rule_page(game))).all("article")
    return node


def sections(game: str) -> dict:
    pages = article(game).all("section", "rules-page")
    assert [page.attrs.get("lang") for page in pages] == list(LANGS)
    return dict(zip(LANGS, pages))


def printed_numbers(page: Element, own_deck: bool = True) -> list:
    """(name, text) of every number the page marks with data-count, in reading order; `own_deck=False` leaves out
    those counted from the page's own language's deck (data-deck: Méli Cado's extensions deal fewer cards)."""
    return [(b.attrs["data-count"], b.text) for b in page.all("b")
            if "data-count" in b.attrs and (own_deck or "data-deck" not in b.attrs)]


def assert_numbers_printed(game: str, expected: dict) -> None:
    """Each language prints exactly these named numbers, each always with its value."""
    for page in sections(game).values():
        printed = [(name, int(text)) for name, text in printed_numbers(page)]
        assert {name for name, _ in printed} == set(expected)
        assert sorted(set(printed)) == sorted(expected.items())


def icon_name(src: str) -> str:
    """The picture's name: a glyph's, or one of Märchenwald's own drawings (objects no glyph shows)."""
    match = re.fullmatch(r"\.\./(?:icons|games/marchenwald/art)/([a-z0-9-]+)\.svg", src)
    assert match, f"{src} is not a glyph nor a Märchenwald drawing"
    return match.group(1)


@pytest.mark.parametrize("game", pygame_rules.list_games())
def test_every_game_has_a_page_with_one_rules_article_for_it(game):
    text = rules_page_text(rule_page(game))
    assert len(RULES_ARTICLE.findall(text)) == 1
    node = article(game)
    assert node.attrs["data-game"] == game and node.attrs["id"] == game
    assert "<nav" not in rules_article(rule_page(game)), "the controls stay out of the rules book"


def test_the_rules_book_template_has_one_place_for_the_articles():
    assert (RULES / "all.template.html").read_text(encoding="utf-8").count(RULES_MARKER) == 1


def test_every_picture_is_a_known_glyph_or_one_of_our_drawings():
    icon_set = load_icon_set()
    known = icon_set["icons"].keys() | icon_set.get("aliases", {}).keys()
    pages = [path for path in sorted(RULES.iterdir()) if path.is_file()] + rule_pages()
    texts = [path.read_text(encoding="utf-8") for path in pages]
    glyphs = {name for text in texts for name in GLYPH_REFERENCE.findall(text)}
    drawings = {name for text in texts for name in re.findall(r"\.\./((?:games/[a-z_]+/)?art/[\w-]+\.svg)", text)}
    assert {"castle", "woman-mage", "blackbird", "deciduous-tree", "mirror", "printer"} <= glyphs
    assert sorted(glyphs - known) == []
    assert "art/dwarf.svg" in drawings
    assert sorted(name for name in drawings if not (SITE / name).exists()) == []
    for page in [*RULES.glob("*.html"), *rule_pages()]:
        for src in parse(page.read_text(encoding="utf-8")).pictures():
            assert src.startswith(("../icons/", "../art/", "../games/")), f"{page}: {src}"


def own_pictures(page: Element) -> list:
    """The page's pictures but the flags, which name the languages of the page's game."""
    return [src for src in page.pictures() if not src.startswith("../art/flag-")]


@pytest.mark.parametrize("game", pygame_rules.list_games())
def test_every_language_shows_the_same_pictures_numbers_and_rules_as_the_french(game):
    pages = sections(game)
    french = pages["fr"]
    for lang, page in pages.items():
        assert own_pictures(page) == own_pictures(french), lang
        assert printed_numbers(page, own_deck=False) == printed_numbers(french, own_deck=False), lang
        assert [name for name, _ in printed_numbers(page)] == [name for name, _ in printed_numbers(french)], lang
        assert len(page.all("h2")) == len(french.all("h2")) and len(page.all("li")) == len(french.all("li")), lang
        assert lang == "fr" or page.text != french.text, f"{lang} is written in its own words"


def test_the_numbers_printed_for_marchenwald_are_those_of_the_game():
    expected = {
        "forest": marchenwald.SIZE * marchenwald.SIZE,
        "objects": len(marchenwald.object_cards()),
        "witches": marchenwald.WITCHES,
        "crows": marchenwald.CROWS,
        "castle": sum(card["kind"] == "castle" for card in marchenwald.forest_cards()),
        "dwarfs": marchenwald.DWARFS,
        "mirrors": len(marchenwald.MAGIC_MIRRORS),
        "trees": marchenwald.FILLER_TREES,
        "to-find": marchenwald.OBJECTS_TO_FIND,
    }
    assert len(marchenwald.forest_cards()) == expected["forest"]
    assert_numbers_printed("marchenwald", expected)


def test_the_printed_deck_is_the_deck_of_the_rules_module():
    deck = sorted((card["object"], card["mirror"]) for card in marchenwald.object_cards())
    for page in sections("marchenwald").values():
        (table,) = page.all("ol", "deck")
        printed = []
        for row in table.all("li"):
            (shown,) = row.all("img", "object")
            (mirrors,) = row.all("span", "mirrors")
            printed += [(icon_name(shown.attrs["src"]), icon_name(src)) for src in mirrors.pictures()]
        assert sorted(printed) == deck
        assert [icon_name(row.all("img", "object")[0].attrs["src"]) for row in table.all("li")] == list(marchenwald.OBJECTS)


def test_the_pictured_mirrors_and_object_card_are_those_of_the_game():
    cards = [(card["object"], card["mirror"]) for card in marchenwald.object_cards()]
    for page in sections("marchenwald").values():
        (mirrors,) = page.all("span", "magic-mirrors")
        assert [icon_name(src) for src in mirrors.pictures()] == list(marchenwald.MAGIC_MIRRORS)
        for example in page.all("span", "object-card"):
            (shown,) = example.all("img", "object")
            (mirror,) = example.all("span", "small-mirror")
            assert (icon_name(shown.attrs["src"]), icon_name(mirror.pictures()[0])) in cards


def test_the_numbers_printed_for_mechanlou_are_those_of_the_game():
    info = mechanlou.RULES.info
    draw_pile = mechanlou.draw_pile_cards()
    forest = mechanlou.forest_cards()
    expected = {
        "min-players": info.min_players,
        "max-players": info.max_players,
        "min-age": info.ages[0],
        "max-age": info.ages[1],
        "story-numbers": len(mechanlou.STORY_NUMBERS),
        "deck": len(draw_pile),
        "story": sum(card["kind"] == "story" for card in draw_pile),
        "copies": mechanlou.COPIES_PER_NUMBER,
        "wolves": sum(card["kind"] == "wolf" for card in draw_pile),
        "hand": mechanlou.HAND_SIZE,
        "forest": len(forest),
        "forest-hunters": forest.count("hunter"),
        "forest-wolves": forest.count("wolf"),
        "circle": mechanlou.CIRCLE_SIZE,
        "pile": len(forest) - mechanlou.CIRCLE_SIZE,
    }
    assert expected["story"] == len(mechanlou.STORY_NUMBERS) * mechanlou.COPIES_PER_NUMBER
    assert (expected["wolves"], expected["forest-hunters"], expected["forest-wolves"]) == (
        mechanlou.WOLF_CARDS, mechanlou.FOREST_HUNTERS, mechanlou.FOREST_WOLVES)
    assert_numbers_printed("mechanlou", expected)


def test_the_story_cards_are_pictured_in_the_order_of_the_story():
    for page in sections("mechanlou").values():
        (story,) = page.all("ol", "story")
        cards = story.all("li")
        assert [int(number.text) for card in cards for number in card.all("span", "story-number")] == list(
            mechanlou.STORY_NUMBERS)
        assert [card.pictures() for card in cards] == [
            [f"../games/mechanlou/art/story-{number}.svg"] for number in mechanlou.STORY_NUMBERS]
        assert all(img.attrs.get("alt") for img in story.all("img")), "every story picture says what it shows"


# -- printing: one A4 sheet per language -------------------------------------------

A4_POINTS = (595, 842)


@pytest.fixture(scope="module")
def built_site(tmp_path_factory) -> Path:
    """A build of the real site, so the pages print with their pictures."""
    return assemble.build(out=tmp_path_factory.mktemp("rules") / "dist")


def print_pages(url: str, pdf: Path) -> tuple:
    """Print a page with Chromium as a teacher would: how many sheets, and their sizes in points."""
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    if not chromium:
        pytest.skip("no chromium to print with")
    subprocess.run(
        [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
         "--disable-component-update", "--no-pdf-header-footer", f"--print-to-pdf={pdf}", url],
        capture_output=True, timeout=120, check=True,
    )
    data = pdf.read_bytes()
    sheets = len(re.findall(rb"/Type\s*/Page(?![a-z])", data))
    boxes = re.findall(rb"/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]", data)
    return sheets, {(round(float(width)), round(float(height))) for width, height in boxes}


@pytest.mark.parametrize("page_file, lang, sheets", [
    ("marchenwald.html", "fr", 1),
    ("mechanlou.html", "de", 1),
    ("meli_cado.html", "id", 1),
    *((f"{game}.html", "all", len(LANGS)) for game in pygame_rules.list_games()),
    ("all.html", "all", len(LANGS) * len(pygame_rules.list_games())),
])
def test_each_language_prints_on_one_a4_sheet(built_site, tmp_path, page_file, lang, sheets):
    printed = print_pages((built_site / "rules" / page_file).as_uri() + f"?lang={lang}", tmp_path / "rules.pdf")
    assert printed == (sheets, {A4_POINTS})
