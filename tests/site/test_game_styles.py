"""Each game's stylesheet keeps to its own page: nothing in it can reach another game or the kit.

A game's page shows `<body class="game-<id>">` and loads only its own
site/games/<id>/style.css. So every selector of that stylesheet starts with
`.game-<id>` (or `body.game-<id>`), every @keyframes name and every custom
property it defines starts with the game's prefix, declared on the
stylesheet's first line as `/* prefix: ml- */`. The only custom properties
a game may set besides its own are those kit.css reads, which it sets on
purpose for the kit's components (--card, --size, --player...); it may read
the kit's colours (--gold...) and play the kit's @keyframes (pass-bounce...).
No two games share a prefix or a @keyframes name. And every animation of the
site that plays forever (an idle call to tap, a glow) changes only what the
compositor moves by itself, so a waiting page never paints again each frame:
a cheap tablet's battery and its other work pay nothing for it.

The stylesheets are read by the small CSS reader below (plain Python):
comments stripped, blocks walked (@media and the like included),
@keyframes bodies skipped.
"""

import re
from dataclasses import dataclass, field
from pathlib import Path

import pytest

import pygame_rules

ROOT = Path(__file__).resolve().parents[2]
SITE = ROOT / "site"
KIT_SHEET = SITE / "style" / "kit.css"
SHARED_SHEETS = [SITE / "style" / name for name in ("kit.css", "home.css", "loading.css")]

#: The first line of a game's stylesheet: its prefix for keyframes and custom properties.
PREFIX_LINE = re.compile(r"/\*\s*prefix:\s*(?P<prefix>[a-z][a-z0-9]*-)\s*\*/")
#: At-rules holding rules, walked like the top level.
GROUPING_AT_RULES = {"media", "supports", "container", "layer"}
KEYFRAMES_AT_RULES = {"keyframes", "-webkit-keyframes"}
#: What a browser's compositor animates on its own, frame after frame, without painting the page again.
COMPOSITED = {"transform", "translate", "rotate", "scale", "opacity", "filter"}
#: What a keyframe may say that is not an animated property.
KEYFRAME_SETTINGS = {"animation-timing-function", "animation-composition"}
CUSTOM_PROPERTY_USE = re.compile(r"var\(\s*(--[A-Za-z0-9_-]+)")
#: The words of an `animation` value that are not a keyframes name.
ANIMATION_KEYWORDS = {
    "none", "infinite", "normal", "reverse", "alternate", "alternate-reverse", "forwards", "backwards", "both",
    "running", "paused", "linear", "ease", "ease-in", "ease-out", "ease-in-out", "step-start", "step-end",
    "initial", "inherit", "unset", "revert",
}


# -- a small CSS reader -----------------------------------------------------------------------------------------------


@dataclass
class StyleRule:
    selectors: list  # split on top-level commas, stripped
    declarations: list  # (name, value) pairs
    at_rules: tuple = ()  # the preludes of the enclosing @media / @supports...


@dataclass
class Sheet:
    rules: list = field(default_factory=list)
    keyframes: list = field(default_factory=list)  # names of the @keyframes
    animated: dict = field(default_factory=dict)  # @keyframes name: the properties its frames set
    problems: list = field(default_factory=list)  # what the reader cannot vouch for (nesting, @import, @font-face...)

    @property
    def defined_properties(self) -> set:
        return {name for rule in self.rules for name, _ in rule.declarations if name.startswith("--")}

    @property
    def used_properties(self) -> set:
        return {used for rule in self.rules for _, value in rule.declarations
                for used in CUSTOM_PROPERTY_USE.findall(value)}


def strip_comments(css: str) -> str:
    """The stylesheet without its /* comments */ (strings kept as they are)."""
    out, i = [], 0
    while i < len(css):
        if css.startswith("/*", i):
            end = css.find("*/", i + 2)
            i = len(css) if end < 0 else end + 2
            out.append(" ")
        elif css[i] in "\"'":
            end = _string_end(css, i)
            out.append(css[i:end])
            i = end
        else:
            out.append(css[i])
            i += 1
    return "".join(out)


def _string_end(css: str, start: int) -> int:
    """The index just after the string opening at start."""
    quote, i = css[start], start + 1
    while i < len(css) and css[i] != quote:
        i += 2 if css[i] == "\\" else 1
    return i + 1


def _scan(css: str, start: int, stops: str) -> int:
    """The index of the first character of stops at top level (outside strings, (), []) from start, or len(css)."""
    depth, i = 0, start
    while i < len(css):
        c = css[i]
        if c in "\"'":
            i = _string_end(css, i)
            continue
        if c in "([":
            depth += 1
        elif c in ")]":
            depth -= 1
        elif depth == 0 and c in stops:
            return i
        i += 1
    return len(css)


def split_top_level(text: str, separator: str) -> list:
    """text cut at each separator outside strings and brackets, pieces stripped, empty ones dropped."""
    pieces, start = [], 0
    while start <= len(text):
        end = _scan(text, start, separator)
        pieces.append(text[start:end].strip())
        start = end + 1
    return [piece for piece in pieces if piece]


def _block_end(css: str, open_brace: int) -> int:
    """The index of the } closing the { at open_brace."""
    depth, i = 0, open_brace
    while i < len(css):
        i = _scan(css, i, "{}")
        if i == len(css):
            break
        depth += 1 if css[i] == "{" else -1
        if depth == 0:
            return i
        i += 1
    raise ValueError("unclosed {")


def read_css(css: str) -> Sheet:
    """The rules, @keyframes names and unsupported constructs of a stylesheet."""
    sheet = Sheet()
    _read_block(strip_comments(css), sheet, ())
    return sheet


def _read_block(css: str, sheet: Sheet, at_rules: tuple) -> None:
    i = 0
    while True:
        while i < len(css) and css[i].isspace():
            i += 1
        if i >= len(css):
            return
        stop = _scan(css, i, "{};")
        prelude = css[i:stop].strip()
        if stop == len(css) or css[stop] == "}":
            raise ValueError(f"unexpected end of rule after {prelude!r}")
        if css[stop] == ";":  # a statement at-rule (@import, @charset...) or stray text
            sheet.problems.append(f"statement {prelude!r}")
            i = stop + 1
            continue
        end = _block_end(css, stop)
        body = css[stop + 1:end]
        if prelude.startswith("@"):
            keyword = re.match(r"@([\w-]+)", prelude).group(1).lower()
            if keyword in KEYFRAMES_AT_RULES:
                name = prelude.split(None, 1)[1].strip() if " " in prelude else ""
                frames = Sheet()
                _read_block(body, frames, ())
                sheet.keyframes.append(name)
                sheet.animated[name] = {prop for rule in frames.rules for prop, _ in rule.declarations} - KEYFRAME_SETTINGS
            elif keyword in GROUPING_AT_RULES:
                _read_block(body, sheet, at_rules + (prelude,))
            else:
                sheet.problems.append(f"at-rule {prelude!r}")
        elif _scan(body, 0, "{") < len(body):
            sheet.problems.append(f"nested rules in {prelude!r} (CSS nesting: old iPad Safari lacks it)")
        else:
            declarations = []
            for declaration in split_top_level(body, ";"):
                name, colon, value = declaration.partition(":")
                if not colon:
                    sheet.problems.append(f"declaration {declaration!r} in {prelude!r}")
                    continue
                declarations.append((name.strip(), value.strip()))
            sheet.rules.append(StyleRule(split_top_level(prelude, ","), declarations, at_rules))
        i = end + 1


# -- what a game's stylesheet must keep to ----------------------------------------------------------------------------


@dataclass
class Kit:
    """What a game's stylesheet may use of kit.css."""

    settable: set  # the custom properties kit.css reads: a game sets them for the kit's components (--card, --size...)
    readable: set  # those kit.css defines or reads (--gold, --pace...)
    keyframes: set  # its @keyframes (pass-bounce, shake...)


def read_kit() -> Kit:
    kit = read_css(KIT_SHEET.read_text(encoding="utf-8"))
    return Kit(kit.used_properties, kit.defined_properties | kit.used_properties, set(kit.keyframes))


def animation_names(value: str) -> list:
    """The keyframes names an `animation` or `animation-name` value plays."""
    names = []
    for layer in split_top_level(re.sub(r"[\w-]+\([^()]*(\([^()]*\)[^()]*)*\)", " ", value), ","):
        names += [word for word in layer.split()
                  if re.fullmatch(r"-?[A-Za-z_][\w-]*", word) and word.lower() not in ANIMATION_KEYWORDS]
    return names


def endless_animations(sheet: Sheet) -> set:
    """The keyframes names the sheet's rules play forever (`infinite` in the animation, or its iteration count)."""
    names = set()
    for rule in sheet.rules:
        values = dict(rule.declarations)
        forever = "infinite" in values.get("animation-iteration-count", "")
        for prop, value in rule.declarations:
            if prop == "animation-name" and forever:
                names.update(animation_names(value))
            elif prop == "animation":
                for layer in split_top_level(value, ","):
                    if forever or "infinite" in layer.split():
                        names.update(animation_names(layer))
    return names


def repainting_animations(sheets: list) -> list:
    """Each endless animation of these sheets that sets a property the compositor cannot move alone, one line each."""
    animated = {name: props for sheet in sheets for name, props in sheet.animated.items()}
    endless = set().union(*(endless_animations(sheet) for sheet in sheets))
    return [f"{name} plays forever and sets {', '.join(sorted(animated[name] - COMPOSITED))}"
            for name in sorted(endless) if animated.get(name, set()) - COMPOSITED]


def stylesheet_prefix(css: str) -> str | None:
    """The prefix a stylesheet declares on its first line (`/* prefix: ml- */`), or None."""
    first_line = css.lstrip("\ufeff").split("\n", 1)[0].strip()
    match = PREFIX_LINE.fullmatch(first_line)
    return match.group("prefix") if match else None


def scoping_problems(css: str, game_id: str, kit: Kit) -> list:
    """Everything in a game's stylesheet that could reach beyond the game's page, one line each."""
    prefix = stylesheet_prefix(css)
    if prefix is None:
        return ["the first line does not declare the prefix, e.g. /* prefix: ml- */"]
    sheet = read_css(css)
    problems = list(sheet.problems)
    scope = re.compile(rf"(body)?\.game-{re.escape(game_id)}(?![\w-])")
    for rule in sheet.rules:
        for selector in rule.selectors:
            if not scope.match(selector):
                problems.append(f"selector {selector!r} is not under .game-{game_id}")
    for name in sheet.keyframes:
        if not name.startswith(prefix):
            problems.append(f"@keyframes {name!r} does not start with {prefix}")
    played = [name for rule in sheet.rules for prop, value in rule.declarations
              if prop in ("animation", "animation-name") for name in animation_names(value)]
    for name in played:
        if name not in sheet.keyframes and name not in kit.keyframes:
            problems.append(f"animation {name!r} is neither this stylesheet's @keyframes nor the kit's")
    own = f"--{prefix}"
    for name in sorted(sheet.defined_properties):
        if not name.startswith(own) and name not in kit.settable:
            problems.append(f"custom property {name} set is neither {own}... nor one the kit reads")
    for name in sorted(sheet.used_properties):
        if name.startswith(own):
            if name not in sheet.defined_properties:
                problems.append(f"custom property {name} is read but never set")
        elif name not in kit.readable:
            problems.append(f"custom property {name} read is neither {own}... nor the kit's")
    return problems


def game_sheet(game_id: str) -> Path:
    return SITE / "games" / game_id / "style.css"


GAMES = pygame_rules.list_games()


# -- the tests --------------------------------------------------------------------------------------------------------


def test_every_game_has_a_stylesheet():
    assert GAMES
    for game_id in GAMES:
        assert game_sheet(game_id).is_file(), f"{game_id}: no {game_sheet(game_id).relative_to(ROOT)}"


def test_what_the_games_may_use_is_read_from_kit_css():
    kit = read_kit()
    # Set by the games (or the pages) for the kit's components, read by kit.css.
    assert {"--pace", "--player", "--card", "--size", "--ring"} <= kit.settable
    # The kit's own colours: a game reads them, never sets them (--forest is a colour, not a width).
    assert {"--gold", "--ink", "--forest"} <= kit.readable
    assert "--forest" not in kit.settable
    assert {"pass-bounce", "shake"} <= kit.keyframes


@pytest.mark.parametrize("game_id", GAMES)
def test_a_game_stylesheet_keeps_to_its_page(game_id):
    css = game_sheet(game_id).read_text(encoding="utf-8")
    assert read_css(css).rules, f"{game_id}: no rule read"
    assert scoping_problems(css, game_id, read_kit()) == []


def test_games_have_their_own_prefixes_and_keyframes():
    prefixes, owners = {}, {}
    for name in (name for path in SHARED_SHEETS for name in read_css(path.read_text(encoding="utf-8")).keyframes):
        owners[name] = "the shared stylesheets"
    for game_id in GAMES:
        css = game_sheet(game_id).read_text(encoding="utf-8")
        prefix = stylesheet_prefix(css)
        assert prefix, f"{game_id}: the first line of its stylesheet does not declare its prefix"
        assert prefix not in prefixes, f"{game_id} and {prefixes.get(prefix)} share the prefix {prefix}"
        prefixes[prefix] = game_id
        for name in read_css(css).keyframes:
            assert name not in owners, f"@keyframes {name} is defined by {game_id} and {owners[name]}"
            owners[name] = game_id


BAD_SHEET = """/* prefix: zz- */
/* a game stylesheet with one of each mistake */
.game-zoo .zz-cage { --zz-size: 3px; width: var(--zz-size); }
.game-zoo .zz-lion,
.zz-tiger { animation: zz-roar 1s, shake calc(2s * var(--pace)) ease-in 3 alternate; }
.game-zoo .zz-wolf { animation: zz-howl 1s cubic-bezier(0.3, 1.6, 0.5, 1) infinite; }
.game-zookeeper .zz-keeper { color: red; }
@media (orientation: portrait) {
  .zz-cage { --size: 4px; }
  body.game-zoo .zz-bear { --bear: 2px; --forest: 1px; }
}
@keyframes roar { to { opacity: 0; } }
@keyframes zz-roar { to { opacity: 1; } }
.game-zoo .zz-seal { height: var(--depth); }
"""


def test_the_reader_catches_what_would_leak():
    kit = Kit(settable={"--size", "--pace"}, readable={"--size", "--pace", "--forest"}, keyframes={"shake"})
    problems = scoping_problems(BAD_SHEET, "zoo", kit)
    assert problems == [
        "selector '.zz-tiger' is not under .game-zoo",
        "selector '.game-zookeeper .zz-keeper' is not under .game-zoo",
        "selector '.zz-cage' is not under .game-zoo",
        "@keyframes 'roar' does not start with zz-",
        "animation 'zz-howl' is neither this stylesheet's @keyframes nor the kit's",
        "custom property --bear set is neither --zz-... nor one the kit reads",
        "custom property --forest set is neither --zz-... nor one the kit reads",
        "custom property --depth read is neither --zz-... nor the kit's",
    ]


def test_endless_animations_move_without_painting_again():
    sheets = [read_css(path.read_text(encoding="utf-8")) for path in sorted(SITE.rglob("*.css"))]
    assert len(sheets) >= len(SHARED_SHEETS) + len(GAMES)
    assert sum(len(endless_animations(sheet)) for sheet in sheets) > 10
    assert repainting_animations(sheets) == []


def test_the_reader_tells_a_repainting_endless_animation():
    game = read_css("""
        .a { animation: zz-glow 1s ease-in-out infinite alternate; }
        .b { animation: zz-pop 0.3s ease-out, zz-spin 2s linear infinite; }
        .c { animation-name: zz-fade; animation-iteration-count: infinite; }
        .d { animation: zz-flash 1s 3; }
        .e { animation: kit-pulse 1s infinite; }
        @keyframes zz-glow { from { box-shadow: none; filter: none; } to { box-shadow: 0 0 9px gold; } }
        @keyframes zz-pop { from { width: 0; } }
        @keyframes zz-spin { to { transform: rotate(1turn); animation-timing-function: ease-in; } }
        @keyframes zz-fade { 50% { background: red; opacity: 0.5; } }
        @keyframes zz-flash { to { color: red; } }
    """)
    kit = read_css("@keyframes kit-pulse { to { scale: 1.1; } }")
    assert game.animated["zz-spin"] == {"transform"}
    assert endless_animations(game) == {"zz-glow", "zz-spin", "zz-fade", "kit-pulse"}
    assert repainting_animations([game, kit]) == [
        "zz-fade plays forever and sets background",
        "zz-glow plays forever and sets box-shadow",
    ]


def test_the_reader_walks_media_skips_keyframes_and_strips_comments():
    sheet = read_css("""
        /* .not-a-rule { color: red; } */
        .a, .b:is(.c, .d) { background: url("x;y{z}.svg"); color: red }
        @media (min-width: 10px) { @supports (display: grid) { .e { display: grid; } } }
        @keyframes spin { from { transform: none; } 50% { --inside: 1; } }
    """)
    assert [rule.selectors for rule in sheet.rules] == [[".a", ".b:is(.c, .d)"], [".e"]]
    assert sheet.rules[0].declarations == [("background", 'url("x;y{z}.svg")'), ("color", "red")]
    assert sheet.rules[1].at_rules == ("@media (min-width: 10px)", "@supports (display: grid)")
    assert sheet.keyframes == ["spin"]
    assert sheet.defined_properties == set()
    assert sheet.problems == []


def test_the_reader_refuses_what_it_cannot_check():
    sheet = read_css("""
        @import url("other.css");
        @font-face { font-family: x; src: url(x.woff2); }
        .game-zoo { .zz-nested { color: red; } }
    """)
    assert len(sheet.problems) == 3
    assert scoping_problems("/* no prefix */\n.game-zoo .a {}", "zoo", Kit(set(), set(), set())) == [
        "the first line does not declare the prefix, e.g. /* prefix: ml- */"]
