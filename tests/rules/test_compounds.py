"""Compounds as German makes them (lexicon/compounds.py), on a handful of parts written here."""

from pygame_rules.meli_cado.lexicon import Entry, Lexicon
from pygame_rules.meli_cado.lexicon.compounds import Compounds, compound_lines
from pygame_rules.meli_cado.lexicon.store import SortedKeys, front_code

FIRSTS = ["ZEIT", "KRANKEN", "HAUS", "WO"]
MIDDLES = ["HAUS", "TUR"]
LASTS = {"PUNKT": "PUNKT", "PUNKTE": "PUNKT", "HAUS": "HAUS", "HAUSER": "HAUS", "TUR": "TUR", "CHEN": "CHEN"}


def parts():
    return Compounds(SortedKeys(front_code(compound_lines(FIRSTS, MIDDLES, LASTS))))


def test_a_first_part_then_a_last_part_is_a_compound_and_its_lemma_takes_the_last_part_s_stem():
    compounds = parts()
    assert compounds.lemma("ZEITPUNKT") == "ZEITPUNKT"
    assert compounds.lemma("ZEITPUNKTE") == "ZEITPUNKT"
    assert compounds.lemma("KRANKENHAUSER") == "KRANKENHAUS"


def test_middle_parts_may_come_between_any_number_of_times():
    compounds = parts()
    assert compounds.lemma("KRANKENHAUSTUR") == "KRANKENHAUSTUR"
    assert compounds.lemma("KRANKENHAUSTURHAUSER") == "KRANKENHAUSTURHAUS"


def test_a_part_alone_a_part_in_the_wrong_place_or_a_part_too_short_is_no_compound():
    compounds = parts()
    assert compounds.lemma("PUNKT") is None  # a last part alone: the word list says whether it is a word
    assert compounds.lemma("PUNKTZEIT") is None  # PUNKT is no first part, ZEIT no last part
    assert compounds.lemma("ZEITTURPUNKTX") is None
    assert compounds.lemma("WOCHEN") == "WOCHEN"  # WO + CHEN: each part two letters at least
    assert compounds.lemma("ZEITN") is None
    assert compounds.lemma("") is None


def test_a_lexicon_takes_a_compound_as_a_word_of_one_reading_neither_plural_nor_conjugated():
    zeit = [Entry("zeit", "zeit", "noun", False, False)]
    assert not Lexicon.from_entries("de", zeit).is_word("ZEITPUNKT")  # no compounds part: none is made
    german = Lexicon.from_entries("de", zeit, compounds=parts())
    assert german.is_word("ZEIT") and german.is_word("ZEITPUNKTE") and not german.is_word("ZEITPUNKTX")
    assert german.entries("ZEITPUNKTE") == (Entry("zeitpunkte", "zeitpunkt", "other", False, False),)
    assert german.lemmas("ZEITPUNKTE") == german.lemmas("ZEITPUNKT")
    assert not german.is_plural("ZEITPUNKTE") and not german.is_conjugated("ZEITPUNKTE")
    assert not german.common("ZEITPUNKT")
    assert german.entries("zeitpunkt") == () and not german.is_word("ZEIT-PUNKT")
