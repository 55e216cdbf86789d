"""Indonesian's affixed forms, found when a row is checked (lexicon/affixes.py), on a small lexicon of roots.

"Extensions ... en Indonésien": Indonesian builds its words with affixes (imbuhan) on a root,
so MENULIS, TULISAN and TULISANNYA are words because TULIS is one; TANPA IMBUHAN ("no affix",
the card for CONJUGAISON INTERDITE) refuses them.
"""

import pytest

from pygame_rules.meli_cado.lexicon import Entry, Lexicon
from pygame_rules.meli_cado.lexicon.affixes import affixed_root

ROOTS = ["tulis", "pukul", "kirim", "sapu", "buku", "baca", "main", "makan", "rumah", "ajar"]


@pytest.fixture(scope="module")
def indonesian():
    return Lexicon.from_entries("id", [Entry(root, root, "other", False, False) for root in ROOTS])


@pytest.mark.parametrize("row, root", [
    ("MENULIS", "TULIS"),      # meN- before t: the t goes
    ("MEMUKUL", "PUKUL"),      # before p: the p goes
    ("MENGIRIM", "KIRIM"),     # before k
    ("MENYAPU", "SAPU"),       # before s
    ("MEMBACA", "BACA"),       # before b: nothing goes
    ("BUKUNYA", "BUKU"),       # a clitic
    ("KIRIMKAN", "KIRIM"),     # a suffix
    ("TULISANNYA", "TULIS"),   # a suffix, then a clitic
    ("DIKIRIMKAN", "KIRIM"),   # a prefix and a suffix
    ("BERMAIN", "MAIN"),
])
def test_an_affixed_row_has_its_root_as_lemma_and_tanpa_imbuhan_refuses_it(indonesian, row, root):
    assert indonesian.is_word(row)
    (entry,) = indonesian.entries(row)
    assert (entry.spelling, entry.lemma, entry.conjugated) == (row.lower(), root.lower(), True)
    assert not indonesian.is_conjugated(root)


def test_a_root_alone_is_its_own_word_not_an_affixed_one(indonesian):
    assert affixed_root("TULIS", indonesian.is_word) is None
    (entry,) = indonesian.entries("TULIS")
    assert not entry.conjugated


@pytest.mark.parametrize("row", ["MENULISS", "KUNYA", "MEXYZ", "DIAB", "TULISX", "NYA", "RUMAHH", "PELAJARAN"])
def test_rows_no_affix_makes_from_a_listed_word_are_refused(indonesian, row):
    """A root of fewer than 3 letters never counts (KUNYA is no -nya on KU), nor letters left over; nor the rarer
    allomorphs (pel- of pelajaran, bel- of belajar): the committed lexicon lists those words itself."""
    assert not indonesian.is_word(row)


def test_other_languages_take_no_affixes_off():
    french = Lexicon.from_entries("fr", [Entry("tulis", "tulis", "other", False, False)])
    assert not french.is_word("MENULIS")
