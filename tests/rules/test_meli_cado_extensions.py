"""Méli Cado's extensions on their real lexicons: German, Spanish, Italian and Indonesian, from Debian's hunspell.

"Extensions en Anglais, en Espagnol, en Italien, en Allemand et en Indonésien": each
plays with its own words, the French deck less the letters its language removes, and
the specials it can judge (cards.LEFT_OUT_SPECIALS says why the others are not dealt).
"""

import random

import pytest

from pygame_rules.meli_cado import cards
from pygame_rules.meli_cado import lexicon as lexicon_module
from pygame_rules.meli_cado.judge import Judge
from pygame_rules.meli_cado.lexicon import FONETIK_LANGUAGES, PARTS, Lexicon, data_file, load_part

#: Everyday words a child of each language reads, accents taken off (niño is NINO, Schüler SCHULER, Fuß FUSS).
EVERYDAY = {
    "de": ["HAUS", "SCHULE", "KATZE", "MUTTER", "GEHEN", "SCHULER", "FUSS", "HUNDE", "SPIELEN", "BAUM"],
    "es": ["CASA", "PERRO", "COMER", "NINO", "GATOS", "ESCUELA", "COMEMOS", "ARBOL", "LECHE", "MADRE"],
    "it": ["CASA", "CANE", "MANGIARE", "GATTO", "GATTI", "SCUOLA", "MANGIAMO", "ALBERO", "DIMMI", "PERCHE"],
    "id": ["RUMAH", "KUCING", "MAKAN", "ANAK", "SEKOLAH", "MEMBACA", "BERMAIN", "MAKANAN", "BUKU", "SUSU",
           # that hunspell-id lacks: a KBBI root, a word of nlp-id's corpus, affixed forms found at check time
           "DULU", "PONSEL", "MENULIS", "TULISANNYA", "DIKIRIMKAN"],
}
#: Rows that are no word there (a name, an abbreviation, a spelling of another language, letters at random).
NO_WORDS = {
    "de": ["BERLIN", "PETER", "USW", "HOUSE", "KATZEX", "SCHULEE", "HAUSKATZEX", "ZEITPUNKTX"],
    "es": ["MADRID", "HOUSE", "PERROO", "CASAX", "ZZZ"],
    "it": ["ROMA", "MARIO", "HOUSE", "MANGIARGLIELO", "CASAA", "GATTTO"],
    "id": ["JAKARTA", "HOUSE", "RUMAHH", "KUCINGG", "MAISON", "XYZ", "POLRI", "JOKOWI", "MENULISS"],
}
EXTENSIONS = sorted(EVERYDAY)


@pytest.mark.parametrize("language", EXTENSIONS)
def test_everyday_words_are_words_and_names_foreign_or_broken_rows_are_not(language):
    lexicon = Lexicon.load(language)
    assert [word for word in EVERYDAY[language] if not lexicon.is_word(word)] == []
    assert [row for row in NO_WORDS[language] if lexicon.is_word(row)] == []


@pytest.mark.parametrize("language", EXTENSIONS)
def test_the_easy_computer_knows_the_short_common_words(language):
    lexicon = Lexicon.load(language)
    common = [word for word in EVERYDAY[language] if len(word) <= 6 and lexicon.common(word)]
    assert len(common) >= 4, common


@pytest.mark.parametrize("language", EXTENSIONS)
def test_random_rows_of_the_deck_s_letters_are_rarely_words(language):
    """A row of 4 to 6 random letters of the language's deck is a word under 5% of the time, at each length."""
    lexicon = Lexicon.load(language)
    letters = "".join(letter * sum(counts) for letter, counts in cards.LETTER_TABLES[language].items())
    rng = random.Random(69)
    for length in (4, 5, 6):
        rows = ["".join(rng.choice(letters) for _ in range(length)) for _ in range(2000)]
        assert sum(map(lexicon.is_word, rows)) / len(rows) < 0.05, length


def test_loading_one_language_reads_only_its_own_files(monkeypatch):
    read = []
    original = data_file

    def spy(language, part):
        read.append(language)
        return original(language, part)

    monkeypatch.setattr("pygame_rules.meli_cado.lexicon.data_file", spy)
    lexicon_module.forget_loaded()
    try:
        for part in PARTS:
            load_part("es", part)
    finally:
        lexicon_module.forget_loaded()
    assert set(read) == {"es"}


#: Compounds hunspell-de makes at check time, which its word list does not hold (a first part, then a last one).
GERMAN_COMPOUNDS = ["ZEITPUNKT", "KRANKENHAUS", "GEBURTSTAG", "WOCHENENDE", "KINDERGARTEN", "SCHULHOF", "HAUSTUREN",
                    "BAHNHOF", "SPIELPLATZ", "APFELBAUME"]


def test_german_takes_the_compounds_hunspell_makes_with_the_last_part_s_lemma():
    german = Lexicon.load("de")
    assert [word for word in GERMAN_COMPOUNDS if not german.is_word(word)] == []
    assert german.lemmas("APFELBAUME") == {"apfelbaum"} and german.lemmas("HAUSTUREN") == {"haustur"}
    assert not german.common("ZEITPUNKT")  # the easy computer player lays the short listed words


@pytest.mark.parametrize("language", sorted(set(EXTENSIONS) - {"de"}))
def test_the_other_extensions_list_their_compounds_and_have_no_parts(language):
    assert len(load_part(language, "compounds")) == 0


def test_german_leaves_out_the_rude_words_its_dictionary_only_keeps_from_suggestions():
    """de_DE marks some rude words NOSUGGEST among rare ones (frisch, Zuhause): the rare are words, the rude not."""
    german = Lexicon.load("de")
    assert german.is_word("FRISCH") and german.is_word("ZUHAUSE") and german.is_word("NOCHMAL")
    assert [row for row in ("PORNO", "FICKER", "PIMMEL", "GEVOGELT", "ARSCHLOCH") if german.is_word(row)] == []
    assert german.is_word("VOGELN")  # den Vögeln: the birds


def test_tanpa_imbuhan_refuses_a_word_made_with_an_affix_and_keeps_its_root():
    """Indonesian's card for CONJUGAISON INTERDITE: no affixed word (MEMBACA, MAKANAN; MENULIS, found at check
    time), the root (BACA, MAKAN, TULIS) counts."""
    judge = Judge(Lexicon.load, "id", cards.NO_CONJUGATION)
    assert judge.is_word("BACA") and judge.is_word("MAKAN")
    assert not judge.is_word("MEMBACA") and not judge.is_word("MAKANAN")
    assert judge.is_word("TULIS") and not judge.is_word("MENULIS") and not judge.is_word("TULISANNYA")
    assert Judge(Lexicon.load, "id", None).is_word("MEMBACA")


def test_a_cado_in_spanish_needs_another_stem():
    """PERROS less S is PERRO, the same word: no Cado; PASTA less T is PASA, another word: a Cado."""
    spanish = Lexicon.load("es")
    assert spanish.lemmas("PERROS") & spanish.lemmas("PERRO")
    assert not spanish.lemmas("PASTA") & spanish.lemmas("PASA")


@pytest.mark.parametrize("language", EXTENSIONS)
def test_a_language_without_reading_rules_has_no_sounds_and_deals_no_fonetik(language):
    assert language not in FONETIK_LANGUAGES
    assert cards.FONETIK not in cards.specials_of(language)
    assert len(load_part(language, "sounds")) == 0
