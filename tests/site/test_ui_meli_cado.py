"""What the Méli Cado page shows, says and sends, checked against the engine, the speech catalogue and the build."""

import gzip
import json
import re
import subprocess
from pathlib import Path

import pygame_rules
from sitebuild.assets import load_icon_set
from sitebuild.bundles import GAME_DATA_SUFFIXES, catalogue, write_code_zips
from sitebuild.espeak import ESPEAK_DATA, ESPEAK_FILES, espeak_unused, write_espeak
from sitebuild.paths import NODE_MODULES, PACKAGE, ROOT
from sitebuild.rules_pages import RULES_LANGUAGES, rules_page_text
from sitebuild.zips import read_bundle
from pygame_rules.meli_cado import rules
from pygame_rules.meli_cado.cards import REMOVED_LETTERS, SPECIAL_NAMES, SPECIALS, letter_cards, letter_table, specials_of
from pygame_rules.meli_cado.lexicon import LANGUAGES as LEXICON_LANGUAGES, PARTS, data_file
from pygame_rules.meli_cado.row import spot
from tools import speech
from ui.catalogue import tiles
from ui.kit.i18n import LANGUAGES, words

from games.meli_cado import choices, pictures
from games.meli_cado.words import (
    EVENT_PROMPTS, FAULT_PROMPTS, MELI_CADO_WORDS, card_name, end_prompt, event_prompt, reminder_prompt, turn_prompt)

SITE = Path(__file__).resolve().parents[2] / "site"
FOLDER = SITE / "games" / "meli_cado"
#: The page's Python that draws, shows and says (words.py names things; pictures.py is read on its own).
UI_FILES = ("page.py", "board.py", "pieces.py", "show.py")
PROMPTS = speech.load_prompts()
TILES = {game.id: game for game in tiles(json.loads(catalogue(SITE, PACKAGE, pygame_rules.list_games())))}
GAME = pygame_rules.load("meli_cado")
ICONS = load_icon_set()


def opened(seed: int = 1, **options) -> dict:
    """A fresh game where everyone may play: the starter has laid a card the normal player chose."""
    state = GAME.new(players=2, seed=seed, language="fr", **options)
    for step in range(10):
        action = GAME.bot("normal").choose(GAME, state, state["starter"], pygame_rules.Rng(step))
        if action["type"] != "special":
            state = GAME.apply(state, state["starter"], action)
        if not state["opening"]:
            return state
    raise AssertionError("the starter never opened the sequence")


def exists(path: str) -> bool:
    if path.startswith("icons/"):
        return path[len("icons/"):-len(".svg")] in ICONS["icons"].keys() | ICONS.get("aliases", {}).keys()
    return (SITE / path).is_file()


def test_every_special_card_of_the_engine_has_a_picture_and_a_name_in_both_languages():
    assert set(pictures.SPECIAL_PICTURES) == set(SPECIALS)
    for special in SPECIALS:
        for lang in LANGUAGES:
            assert exists(pictures.special_picture(special, lang))
    assert pictures.special_picture("english", "en") == pictures.FRENCH  # the English game's card reads FRANÇAIS
    try:
        for lang in LANGUAGES:
            words.set_language(lang)
            names = [words(f"meli_cado.special_name.{special}") for special in SPECIALS]
            assert len(set(names)) == len(SPECIALS)
        words.set_language("fr")
        assert words("meli_cado.special_name.reversed") == "SREVNE'L A"
    finally:
        words.set_language("fr")


def test_every_picture_the_page_writes_exists_and_the_tile_shows_letter_cards():
    pattern = re.compile(r"""["']((?:games/meli_cado/art|art|icons)/[a-z0-9-]+\.svg)["']""")
    paths = set()
    for name in (*UI_FILES, "pictures.py"):
        paths |= set(pattern.findall((FOLDER / name).read_text(encoding="utf-8")))
    paths |= set(TILES["meli_cado"].pictures)
    assert len(paths) > 20
    assert [path for path in paths if not exists(path)] == []
    assert TILES["meli_cado"].pictures[0] == "games/meli_cado/art/letters.svg"
    assert set(pictures.COLOUR_BADGES) == {"r", "g"}, "red and green carry a second cue besides their colour"
    assert set(pictures.FAULT_PICTURES) == set(rules.FAULTS), "every fault shows why"
    assert all(exists(path) for path in pictures.FAULT_PICTURES.values())


def test_every_card_is_named_by_its_letter_and_colour_in_both_languages():
    cards = sorted(set(letter_cards("fr") + letter_cards("en")))
    try:
        for lang in LANGUAGES:
            words.set_language(lang)
            names = [card_name(card) for card in cards]
            assert len(set(names)) == len(cards)
        words.set_language("fr")
        assert card_name("rS") == "Lettre S, carte rouge"
        assert card_name("g*") == "Joker, carte verte"
        assert card_name("b*E") == "Lettre E, carte bleue"  # a joker on the row shows its letter
        words.set_language("en")
        assert card_name("gT") == "Letter T, green card"
    finally:
        words.set_language("fr")


def test_every_prompt_the_page_can_say_is_in_the_speech_catalogue_and_every_one_is_said():
    page = "".join((FOLDER / name).read_text(encoding="utf-8") for name in UI_FILES)
    literals = set(re.findall(r'"(meli_cado\.[a-z_.]+)"', page))
    keys = {key for key in literals if not key.startswith(tuple(MELI_CADO_WORDS))}  # screen-reader words aside
    keys |= {f"meli_cado.{kind}_start" for kind in ("meli", "cado")}  # said when their button is tapped
    keys |= set(FAULT_PROMPTS.values()) | set(EVENT_PROMPTS.values())
    keys |= {event_prompt({"kind": "special", "special": special}, [0]) for special in SPECIALS}
    keys |= {event_prompt({"kind": "vote", "player": player, "votes": [player]}, [0]) for player in (0, 1)}
    keys.add("meli_cado.you_start")
    keys |= set(end_prompt({"winners": [1]}, ["fox", "bear"]))
    # Offline, the home page says that a game kept apart was never kept (ui/missing_game.py).
    if 'f"{game_id}.away"' in (SITE / "ui" / "missing_game.py").read_text(encoding="utf-8"):
        keys.add("meli_cado.away")
    assert sorted(key for key in keys if key not in PROMPTS) == []
    assert set(FAULT_PROMPTS) == set(rules.FAULTS), "every fault the engine names is said"
    said = {key for key in keys if key.startswith("meli_cado.")}
    catalogue = {key for key in PROMPTS if key.startswith("meli_cado.")}
    assert catalogue <= said, f"prompts the page never says: {sorted(catalogue - said)}"
    assert len(catalogue) == 40


def test_only_what_matters_is_said():
    assert event_prompt({"kind": "placed", "player": 1}, [0]) is None  # the word itself is read aloud
    assert event_prompt({"kind": "vote", "player": 1, "votes": [1]}, []) is None  # computers alone: nobody to tell
    assert event_prompt({"kind": "exchanged", "player": 1}, [0]) is None
    assert event_prompt({"kind": "exchanged", "player": 0}, [0]) == "meli_cado.exchanged"
    assert event_prompt({"kind": "fault", "reason": "red_covered", "player": 1}, [0]) == "meli_cado.fault.red_covered"


def test_a_computer_player_that_finds_the_row_blocked_says_so_and_the_children_are_reminded_while_they_have_not():
    """Blocking: "when every player has said that the row is blocked (since it last changed) ... two new cards make the base"."""
    assert event_prompt({"kind": "vote", "player": 1, "votes": [1]}, [0]) == "meli_cado.stuck"
    assert event_prompt({"kind": "vote", "player": 2, "votes": [0, 2]}, [0]) is None  # the child said it already
    view = GAME.view(opened(), None)
    computers = [False, True]
    assert reminder_prompt({**view, "votes": [1]}, [0], computers) == ["meli_cado.stuck"]
    assert reminder_prompt({**view, "votes": [0, 1]}, [0], computers) == []  # the child said it too
    assert reminder_prompt({**view, "votes": []}, [0], computers) == []  # nobody is stuck: the row is theirs
    fresh = GAME.view(GAME.new(players=2, seed=1, language="fr"), None)
    assert reminder_prompt(fresh, [0], computers) == ["meli_cado.you_start"]  # a child's sequence to start


def test_the_starting_child_is_told_what_to_do_and_then_everyone_plays():
    state = GAME.new(players=2, seed=1, language="fr")
    view = GAME.view(state, None)
    assert turn_prompt(view, [0]) == ["meli_cado.you_start"]
    assert turn_prompt(view, [1]) == []  # the computer starts: nothing for the child to do yet
    assert turn_prompt(GAME.view(opened(), None), [0]) == []


def test_the_places_a_card_may_go_are_the_engines_placements():
    state = opened()
    legal = GAME.legal_actions(state, 0)
    hand = GAME.view(state, 0)["hand"]
    for card in set(hand):
        listed = [(a["plays"][0]["how"], a["plays"][0]["index"]) for a in legal
                  if a["type"] == "place" and a["plays"][0]["card"] == card]
        assert choices.spots_for(legal, card) == list(dict.fromkeys(listed))
    card = hand[0]
    where = choices.spots_for(legal, card)[0]
    play = choices.placement(card, where, card[1])
    assert choices.complete(legal, [play])
    GAME.apply(state, 0, {"type": "place", "plays": [play], "at_ms": state["clock"] + 10})  # legal as sent


def test_a_joker_is_sent_with_the_letter_the_child_chose():
    for seed in range(1, 200):
        state = opened(seed)
        jokers = [card for card in GAME.view(state, 0)["hand"] if card[1] == "*"]
        if jokers:
            break
    legal = GAME.legal_actions(state, 0)
    where = choices.spots_for(legal, jokers[0])[0]
    play = choices.placement(jokers[0], where, "Z")
    assert choices.as_listed(play)["letter"] == rules.JOKER_LETTER
    assert choices.complete(legal, [play])
    after = GAME.apply(state, 0, {"type": "place", "plays": [play], "at_ms": state["clock"]})
    event = [event for event in after["events"] if event["kind"] in ("placed", "fault")][-1]
    assert event["plays"][0]["letter"] == "Z"


def test_two_by_two_asks_for_a_second_card_after_the_first():
    for seed in range(1, 300):
        state = GAME.new(players=2, seed=seed, language="fr")
        if state["specials"][0] == "two_by_two":
            break
    state = GAME.apply(state, 0, {"type": "special", "at_ms": 0})
    assert state["special"] == "two_by_two"
    legal = GAME.legal_actions(state, 0)
    hand = GAME.view(state, 0)["hand"]
    first = choices.placement(hand[0], choices.spots_for(legal, hand[0])[0], hand[0][1])
    assert not choices.complete(legal, [first]), "one card is not a move under 2 PAR 2"
    second_card = next(card for card in hand[1:] if choices.spots_for(legal, card, [first]))
    second = choices.placement(second_card, choices.spots_for(legal, second_card, [first])[0], second_card[1])
    assert choices.complete(legal, [first, second])
    assert spot(second, len(state["row"]) + (first["how"] == "insert"))  # a place of the row with the first card laid


def test_meli_cado_exchange_blocking_and_the_opening_come_from_the_legal_actions():
    state = GAME.new(players=2, seed=1, language="fr")
    starter = GAME.legal_actions(state, 0)
    assert choices.opening_moves(starter) == ["turn_base", "special", "new_base"]
    assert choices.opening_moves(GAME.legal_actions(state, 1)) == []
    assert not choices.meli_discards(starter) and not choices.may_block(starter)
    state = opened()
    legal = GAME.legal_actions(state, 1)
    assert sorted(choices.meli_discards(legal)) == sorted(set(GAME.view(state, 1)["hand"]))
    assert choices.may_block(legal)
    assert sorted(choices.exchangeable(legal)) == sorted(set(GAME.view(state, 1)["hand"]))
    for stack in choices.cado_stacks(legal):
        assert choices.cado_receivers(legal, stack) == [0]


def test_the_table_clock_goes_on_from_the_saved_clock(monkeypatch):
    import fake_browser

    fake_browser.install()
    from games.meli_cado import board

    now = [100.0]
    monkeypatch.setattr(board.time, "monotonic", lambda: now[0])
    clock = board.TableClock()
    assert clock.now(5000) == 5000  # a game found in a save: its clock, not the page's age
    now[0] += 1.25
    assert clock.now(5000) == 6250
    assert clock.now(9000) == 9000  # a computer's move set the clock ahead: the table follows it


def test_the_catalogue_tells_which_words_a_game_in_each_language_fetches():
    """A German game reads German words and, under the ENGLISH card, English ones; an English game French ones."""
    games = {game.id: game for game in tiles(json.loads(catalogue(SITE, PACKAGE, pygame_rules.list_games())))}
    assert games["meli_cado"].words == {lang: (lang, "fr" if lang == "en" else "en") for lang in LEXICON_LANGUAGES}
    assert all(game.words == {} for game_id, game in games.items() if game_id != "meli_cado")


def test_the_build_ships_each_language_s_lexicon_and_licence_in_a_bundle_of_its_own(tmp_path):
    """A game in German fetches the German words (and the English the ENGLISH card adds), not the five others."""
    write_code_zips(SITE, PACKAGE, tmp_path, pygame_rules.list_games())
    lexicon = sorted(path.name for path in (PACKAGE / "meli_cado" / "lexicon").iterdir()
                     if path.suffix in GAME_DATA_SUFFIXES)
    assert {Path(name).suffix for name in lexicon} == {".xz", ".bz2", ".txt"}
    words = {tmp_path / "games" / "meli_cado" / "words" / f"{lang}.zip.gz": lang for lang in LEXICON_LANGUAGES}
    of_a_language = {name for lang in LEXICON_LANGUAGES
                     for name in (f"LICENCE-{lang}.txt", *(data_file(lang, part).name for part in PARTS))}
    zips = sorted(tmp_path.rglob("*.zip.gz"))
    assert set(words) <= set(zips)
    for archive in zips:
        names = list(read_bundle(archive))
        shipped = sorted(Path(name).name for name in names if Path(name).suffix in GAME_DATA_SUFFIXES)
        if archive in words:
            lang = words[archive]
            assert shipped == sorted([f"LICENCE-{lang}.txt", *(data_file(lang, part).name for part in PARTS)]), archive
        elif archive == tmp_path / "games" / "meli_cado" / "code.zip.gz":
            assert shipped == sorted(set(lexicon) - of_a_language) == ["LICENCE-common.txt"]
            assert "games/meli_cado/page.pyc" in names
        else:
            assert shipped == [], archive
    assert not (SITE / "games" / "meli_cado" / "synth.js").read_text(encoding="utf-8").count("http")


# Says each "lang:text" with the eSpeak NG of a folder, as synth.js does: one SHA-256 of the sound a line.
SAY = """
import {readFileSync} from "node:fs";
import {createHash} from "node:crypto";
const [folder, ...texts] = process.argv.slice(1);
const {default: ESpeakNg} = await import(folder + "/espeak-ng.js");
const module = await WebAssembly.compile(readFileSync(folder + "/espeak-ng.wasm"));
for (const [lang, text] of texts.map((each) => each.split(":"))) {
  const espeak = await ESpeakNg({
    arguments: ["-v", lang, "-s", "130", "-w", "/word.wav", text], print() {}, printErr() {},
    instantiateWasm(imports, done) {
      WebAssembly.instantiate(module, imports).then((instance) => done(instance, module));
      return {};
    },
  });
  console.log(createHash("sha256").update(espeak.FS.readFile("/word.wav")).digest("hex"));
}
"""


def sounds(folder: Path, texts: list[str]) -> list[str]:
    run = subprocess.run(["node", "--input-type=module", "-e", SAY, str(folder), *texts],
                         capture_output=True, text=True, check=True, timeout=120)
    return run.stdout.split()


def test_the_shipped_synthesizer_says_every_word_as_the_whole_package_does(tmp_path):
    """Only the lexicons' six languages' dictionaries are kept: the same sound, under a sixth of the bytes sent."""
    write_espeak(tmp_path / "espeak-ng")
    package = NODE_MODULES / "espeak-ng" / "dist"
    shipped = (tmp_path / "espeak-ng" / "espeak-ng.wasm").read_bytes()
    whole = (package / "espeak-ng.wasm").read_bytes()
    assert len(gzip.compress(shipped)) < len(gzip.compress(whole)) / 6
    notice = (tmp_path / "espeak-ng" / "MODIFIED.txt").read_text(encoding="utf-8")
    assert "modified" in notice and ", ".join(LEXICON_LANGUAGES) in notice  # the GPL's "prominent notice" of a change, with its date
    texts = ["fr:chapeau", "fr:éléphant", "fr:garçon", "fr:la maison du loup", "en:hat", "en:knight", "en:through the woods",
             "de:Schule", "de:Bäume", "es:niño", "es:escuela", "it:gatto", "it:perché", "id:sekolah", "id:kucing"]
    shipped_sounds = sounds(tmp_path / "espeak-ng", texts)
    assert len(set(shipped_sounds)) == len(texts)
    assert shipped_sounds == sounds(package, texts)


def test_only_dictionaries_of_other_languages_are_left_out():
    data = ESPEAK_DATA
    assert espeak_unused(data + "ru_dict") and espeak_unused(data + "cmn_dict")
    for kept in ("fr_dict", "en_dict", "phondata", "phontab", "lang/roa/fr", "lang/gmw/en", "voices/!v/f2"):
        assert not espeak_unused(data + kept), kept


def test_the_synthesizer_ships_with_its_licence_and_the_readme_says_where_its_source_is():
    """eSpeak NG is GPL-3.0: its licence text beside the wasm, and docs/licences.md names the package, version and upstream."""
    shipped = {name: source for source, name in ESPEAK_FILES.items()}
    assert {"espeak-ng.wasm", "LICENSE", "README.md"} <= set(shipped)
    package = NODE_MODULES / "espeak-ng"
    licence = (package / shipped["LICENSE"]).read_text(encoding="utf-8")
    assert "GNU GENERAL PUBLIC LICENSE" in licence and "Version 3, 29 June 2007" in licence
    assert "espeak-ng/espeak-ng" in (package / shipped["README.md"]).read_text(encoding="utf-8")  # how it was built
    version = json.loads((ROOT / "package-lock.json").read_text(encoding="utf-8"))["packages"]["node_modules/espeak-ng"]
    readme = (ROOT / "docs" / "licences.md").read_text(encoding="utf-8")
    assert version["license"] == "GPL-3.0-or-later" and "GPL-3.0-or-later" in readme
    assert f"`espeak-ng` {version['version']}" in readme and "https://github.com/espeak-ng/espeak-ng" in readme
    for name in ("LICENCE-common.txt", *(f"LICENCE-{lang}.txt" for lang in LEXICON_LANGUAGES)):
        assert name in readme and (PACKAGE / "meli_cado" / "lexicon" / name).is_file()


def test_the_printed_rules_table_is_the_deck_of_the_game():
    page = rules_page_text(FOLDER / "rules.html")
    for lang in RULES_LANGUAGES:
        (table,) = re.findall(rf'<table class="deck" data-table="letters-{lang}">(.*?)</table>', page, re.S)
        lines = re.findall(r"<tr>(.*?)</tr>", table, re.S)
        letters = re.findall(r"<th>([A-Z*])</th>", lines[0])
        counts = [[int(cell or 0) for cell in re.findall(r"<td>(\d*)</td>", line)] for line in lines[1:]]
        assert [tuple(row) for row in zip(letters, *counts)] == [tuple(row) for row in letter_table(lang)]
    assert page.count('<img src="../') >= len(RULES_LANGUAGES) * len(SPECIALS), "the specials with their pictures"


def test_each_page_counts_its_own_deck_and_an_extension_names_the_letters_it_takes_out():
    """'Une carte récapitulative indique les lettres à enlever de la version française': the German, Spanish,
    Italian and Indonesian pages say which, and count their own deck's cards and specials."""
    page = rules_page_text(FOLDER / "rules.html")
    for lang in RULES_LANGUAGES:
        (section,) = re.findall(rf'<section class="rules-page" lang="{lang}">(.*?)</section>', page, re.S)
        counts = dict(re.findall(rf'<b data-count="(letters|specials)" data-deck="{lang}">(\d+)</b>', section))
        letters = [card for card in letter_cards(lang) if not card.endswith("*")]
        assert counts == {"letters": str(len(letters)), "specials": str(len(specials_of(lang)))}, lang
        removed = re.findall(rf'<span data-removed="{lang}">([^<]*)</span>', section)
        assert removed == ([", ".join(REMOVED_LETTERS[lang])] if lang in REMOVED_LETTERS else []), lang
        assert not re.search(r"data-(deck|removed)=\"(?!" + lang + r"\")", section), f"{lang} counts another deck"


def test_a_special_a_language_does_not_deal_is_printed_apart_with_its_reason():
    page = rules_page_text(FOLDER / "rules.html")
    for lang in RULES_LANGUAGES:
        (section,) = re.findall(rf'<section class="rules-page" lang="{lang}">(.*?)</section>', page, re.S)
        apart = re.findall(r'<li class="left-out">.*?data-special="(\w+)"', section)
        assert apart == [special for special in SPECIALS if special not in specials_of(lang)], lang


def test_the_printed_specials_bear_the_names_of_the_cards():
    """Each page names the nine purple cards in its language, as the game shows them where it names them."""
    page = rules_page_text(FOLDER / "rules.html")
    for lang in RULES_LANGUAGES:
        (section,) = re.findall(rf'<section class="rules-page" lang="{lang}">(.*?)</section>', page, re.S)
        printed = dict(re.findall(r'<b class="purple" data-special="(\w+)">([^<]+)</b>', section))
        assert list(printed) == list(SPECIALS), lang
        named = {special: names[lang] for special, names in SPECIAL_NAMES.items() if lang in names}
        assert {special: printed[special].replace("’", "'") for special in named} == named, lang
