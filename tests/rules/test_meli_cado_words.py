"""Méli Cado's word judgements on the real French and English lexicons, as the box's rule text asks.

Each test quotes the rule text it checks (the seed's, or the project's decisions
written in the engine). The judge is asked the way the rules ask it: a row of card letters
under one special card at most.
"""

import random
import re
from pathlib import Path

import pytest

from pygame_rules import Game
from pygame_rules.meli_cado import cards
from pygame_rules.meli_cado import rules as meli_cado_rules
from pygame_rules.meli_cado.cards import LETTER_TABLES
from pygame_rules.meli_cado.judge import Judge
from pygame_rules.meli_cado.lexicon import Lexicon
from pygame_rules.meli_cado.row import stack_of
from pygame_rules.meli_cado.rules import MeliCado
from sitebuild.rules_pages import RULES_LANGUAGES

RULES_PAGE = Path(__file__).resolve().parents[2] / "site" / "games" / "meli_cado" / "rules.html"
#: "Random non-word strings of 4 to 6 letters must count at most a few percent of the time", at each length.
RANDOM_SHARE = 0.05


def judge(special=None, language="fr"):
    return Judge(Lexicon.load, language, special)


def row_of(letters):
    return [stack_of("b" + letter) for letter in letters]


def cado_fault(special, before, index):
    """The fault of taking stack `index` from the row `before` (None when the Cado is right)."""
    return judge(special).cado(row_of(before), index, [before]).fault


# -- FONETIK : on peu écryr kom on parl ----------------------------------------------------------


@pytest.mark.parametrize("letters", ["ON", "PEU", "ECRYR", "KOM", "PARL"])
def test_fonetik_the_cards_own_words_sound_like_words(letters):
    """'FONETIK : on peu écryr kom on parl' — each of its words counts under the card."""
    assert judge(cards.FONETIK).is_word(letters)


@pytest.mark.parametrize("letters", ["GNT", "IIINNGNBPTT", "KWZ", "PTRK"])
def test_fonetik_letters_that_sound_like_no_word_do_not_count(letters):
    """'FONETIK : on peu écryr kom on parl' — letters read aloud by French spelling rules must sound like a word."""
    assert not judge(cards.FONETIK).is_word(letters)


@pytest.mark.parametrize("letters", ["KAT", "NITE", "FONE", "SKOOL", "GURL"])
def test_fonetik_english_spellings_of_what_is_heard_count(letters):
    """'FONETIK : on peu écryr kom on parl', in English: a final e that makes the vowel long is heard."""
    assert judge(cards.FONETIK, "en").is_word(letters)


@pytest.mark.parametrize("letters", ["WTEE", "AHSE", "GHSI", "WREE", "TTAD", "HOAE"])
def test_fonetik_english_rows_with_letters_not_heard_do_not_count(letters):
    """'FONETIK : on peu écryr kom on parl' — the card writes what it hears: a silent w, h or gh, a final e after
    a vowel, a doubled consonant after no vowel are no phonetic spelling (TEA, AS, SI, REE, TAD, HOE)."""
    assert not judge(cards.FONETIK, "en").is_word(letters)


@pytest.mark.parametrize("length", [4, 5, 6])
@pytest.mark.parametrize("language", ["fr", "en"])
def test_fonetik_random_letters_rarely_sound_like_a_word(language, length):
    """'FONETIK : on peu écryr kom on parl' — what a child hears: random rows of the deck's letters (seeded, 1500
    of each length, each length on its own so that the short rows, which sound like a word most often, are not
    averaged away by the long ones) almost never sound like a word."""
    deck = "".join(letter * sum(counts) for letter, counts in LETTER_TABLES[language].items())
    rng = random.Random(2026 + length)
    plain, fonetik = judge(language=language), judge(cards.FONETIK, language)
    rows = ["".join(rng.choice(deck) for _ in range(length)) for _ in range(1500)]
    non_words = [row for row in rows if not plain.is_word(row)]
    counted = [row for row in non_words if fonetik.is_word(row)]
    assert len(non_words) > 1400
    assert len(counted) <= RANDOM_SHARE * len(non_words), counted[:20]


def test_fonetik_a_cado_on_a_sound_only_row_needs_another_family():
    """'Cado : ... former un nouveau mot de racine différente' — CHATT only sounds like CHATTE: CHAT is its root."""
    assert judge(cards.FONETIK).is_word("CHATT")
    assert cado_fault(cards.FONETIK, "CHATT", 4) == "no_cado"


# -- Se mettre d'accord sur les mots acceptés ou non (sigles, noms propres…) ---------------------


@pytest.mark.parametrize("letters", ["OE", "AE", "AV", "ED", "AC", "AD", "AB", "ID", "ETC", "AVR", "DEC", "REF"])
def test_abbreviations_symbols_and_ligatures_are_no_french_words(letters):
    """'Se mettre d'accord sur les mots acceptés ou non (sigles, noms propres…)' — no abbreviation, symbol,
    unit or ligature-only form is a word (the project's decision)."""
    french = Lexicon.load("fr")
    assert not french.is_word(letters) and not french.common(letters)


@pytest.mark.parametrize("letters", ["ETC", "ED", "AKA", "ATM", "IV", "VII"])
def test_abbreviations_and_numerals_are_no_english_words(letters):
    """'Se mettre d'accord sur les mots acceptés ou non (sigles, noms propres…)', in English too."""
    assert not Lexicon.load("en").is_word(letters)


def test_the_words_around_the_abbreviations_stay():
    """'... former des mots corrects' — the real words next to those left out are still words."""
    french = Lexicon.load("fr")
    for letters in ["OEUF", "COEUR", "AVEC", "AIDE", "EX", "OCTOBRE", "DECEMBRE"]:
        assert french.is_word(letters), letters


# -- CONJUGAISON INTERDITE : pas de conjugaison possible -----------------------------------------


@pytest.mark.parametrize("letters", ["MANGE", "PARLE", "CHANTE", "MANGEONS", "FINI", "VENU"])
def test_conjugaison_interdite_refuses_a_conjugated_form_read_as_a_participle_too(letters):
    """'CONJUGAISON INTERDITE : pas de conjugaison possible' — MANGE (mange, mangé) is only the verb's forms."""
    assert judge().is_word(letters)
    assert not judge(cards.NO_CONJUGATION).is_word(letters)


@pytest.mark.parametrize("letters", ["MARCHE", "DANSE", "ECRIT", "MANGER", "PORTE"])
def test_conjugaison_interdite_keeps_a_noun_or_adjective_of_its_own_and_the_infinitive(letters):
    """'CONJUGAISON INTERDITE : pas de conjugaison possible' — la marche, la danse, un écrit are nouns."""
    assert judge(cards.NO_CONJUGATION).is_word(letters)


@pytest.mark.parametrize("letters, counts", [
    ("DIT", False), ("VU", False), ("FAIT", True), ("MARCHE", True), ("DANSE", True), ("ECRIT", True),
    ("MANGE", False), ("PARLE", False), ("CHANTE", False),
])
def test_conjugaison_interdite_keeps_only_the_nouns_a_child_knows(letters, counts):
    """'CONJUGAISON INTERDITE : pas de conjugaison possible' — un fait, un écrit, la marche, la danse are nouns a
    child says; un dit and le vu are not (the judge's decision): DIT and VU are dire's and voir's forms, like MANGE."""
    assert judge().is_word(letters)
    assert judge(cards.NO_CONJUGATION).is_word(letters) is counts


# -- Cado : ... un nouveau mot de racine différente ------------------------------------------------


@pytest.mark.parametrize("before, index", [("BLEUTE", 4), ("BLEUTES", 4)])
def test_cado_refuses_a_verb_made_from_the_word_left(before, index):
    """'Cado : ... former un nouveau mot de racine différente' — bleuter is made from bleu (bleu-t-er): BLEUTE
    then BLEUE (BLEUTES then BLEUES) keeps the root."""
    assert cado_fault(None, before, index) == "no_cado"


@pytest.mark.parametrize("before, index", [("CHANTE", 5), ("FLEURI", 5), ("DANSER", 5), ("CHATS", 4)])
def test_cado_refuses_a_word_of_the_same_family(before, index):
    """'Cado : ... l'une des lettres peut être enlevée pour former un nouveau mot de racine différente'
    — CHANT is of the family of chanter, FLEUR of fleurir."""
    assert cado_fault(None, before, index) == "no_cado"


@pytest.mark.parametrize("before, index", [("LOUPE", 4), ("DANSE", 4), ("LIRE", 2), ("MONT", 3), ("PART", 3),
                                           ("POSTER", 3)])
def test_cado_takes_a_word_of_another_root(before, index):
    """'Cado : ... former un nouveau mot de racine différente' — LOUP from LOUPE, DANS from DANSE, LIE from LIRE;
    MON from MONT, PAR from PART, POSER from POSTER (a t that links no verb to the word left)."""
    assert cado_fault(None, before, index) is None


# -- Remarque 2 : the first player's insertion, printed ------------------------------------------


#: How each language's page says Remarque 2, in the setup item of the starter.
REMARQUE_2 = {
    "fr": "lui seul peut insérer sa carte entre les 2 cartes de départ",
    "en": "only they may insert their card between the 2 starting cards",
    "de": "darf nur er seine Karte zwischen die 2 Startkarten schieben",
    "es": "solo él puede meter su carta entre las 2 cartas de salida",
    "it": "solo lui può inserire la sua carta fra le 2 carte di partenza",
    "id": "hanya dia yang boleh menyisipkan kartunya di antara 2 kartu awal",
}


def test_the_printed_rules_say_remarque_2_in_every_language():
    """'Remarque 2 : On pourra éventuellement autoriser le premier joueur et uniquement celui-ci, à insérer une
    carte entre les 2 cartes de départ.' — an option of the game (`first_insertion`), so the engine's rules and
    each language's printed page say it, as a choice ("au choix", "if you like")."""
    assert "`first_insertion`, the starter's first card may also go between the two" in " ".join(
        meli_cado_rules.__doc__.split())
    assert "first_insertion" in {option["name"] for option in Game(MeliCado()).info["options"]}
    sections = dict(re.findall(r'<section class="rules-page" lang="(\w+)">(.*?)</section>',
                               RULES_PAGE.read_text(encoding="utf-8"), re.S))
    assert set(sections) == set(RULES_LANGUAGES) == set(REMARQUE_2)
    for lang, words in REMARQUE_2.items():
        assert words in " ".join(sections[lang].split()), lang
