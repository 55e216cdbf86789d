"""Whether a row of letters counts as a word now, and whether a play, a Méli or a Cado is right.

One special card at most rules a sequence, and it changes what counts:
FONETIK takes a spelling that sounds like a word (and reads it as the
words it sounds like); SREVNE'L A reads every word right to left;
SINGULIER refuses a word whose every reading is a plural, CONJUGAISON
INTERDITE one whose every reading is a conjugated verb form (or the noun of a
participle that a child does not know: PARTICIPLES_TO_A_CHILD); ENGLISH takes
English words too (French ones in an English game). A Cado needs a word of another root: no
lemma shared, and the row read as a word of a family the new word is not
of. A word is at least two letters, like the base. The same judge serves the rules and the computer
players, which know only the public table.
"""

from __future__ import annotations

from collections import Counter
from typing import NamedTuple

from .cards import ENGLISH, FONETIK, NO_CONJUGATION, REVERSED, SINGULAR
from .lexicon import made_from
from .row import copy_row, greens_at_the_ends, place, rearranged, spelling, words_on

SHORTEST_WORD = 2
#: CONJUGAISON INTERDITE's decision on the French past participles that the dictionary also gives as nouns: a noun a
#: 7-year-old says (un fait, un écrit, la marche, la sortie) is a word of its own and stays; the nouns of these, met
#: only in adult writing and set phrases (un dit, au vu et au su de, vu que), are the verb's forms to a child, so DIT,
#: VU and SU (and their plurals) are refused like MANGE.
PARTICIPLES_TO_A_CHILD = frozenset({"dit", "vu", "su"})


def other_language(language: str) -> str:
    """The language the ENGLISH card adds: English, or French in an English game (the card reads FRANÇAIS)."""
    return "fr" if language == "en" else "en"


class Verdict(NamedTuple):
    """What a move makes: the new row, the fault (None when right), the word at fault, the new words."""

    row: list
    fault: str | None
    word: str
    words: tuple


class Judge:
    """The words of one sequence: a language, its lexicons (loaded when first asked), the special card."""

    def __init__(self, lexicon_of, language: str, special: str | None):
        """`lexicon_of(language)` gives a Lexicon."""
        self.lexicon_of = lexicon_of
        self.language = language
        self.special = special

    def lexicons(self) -> list:
        languages = [self.language] + ([other_language(self.language)] if self.special == ENGLISH else [])
        return [self.lexicon_of(language) for language in languages]

    def reading(self, letters: str) -> str:
        """The letters as the dictionary is asked: right to left under SREVNE'L A."""
        return letters[::-1] if self.special == REVERSED else letters

    def readings(self, letters: str) -> list:
        """The dictionary forms these letters may be read as, under the sequence's special."""
        found = []
        for lexicon in self.lexicons():
            reading = self.reading(letters)
            if self.special == NO_CONJUGATION:
                found += [entry for entry in lexicon.free_readings(reading)
                          if not (lexicon.language == "fr" and entry.lemma in PARTICIPLES_TO_A_CHILD)]
            else:
                found += lexicon.entries(reading)
        if self.special == SINGULAR:
            return [entry for entry in found if not entry.plural]
        return found

    def sound_alikes(self, letters: str) -> list:
        """FONETIK: (lexicon, word) for each known word the letters sound like (none under another special)."""
        if self.special != FONETIK:
            return []
        return [(lexicon, word) for lexicon in self.lexicons() for word in lexicon.sound_alikes(self.reading(letters))]

    def is_word(self, letters: str) -> bool:
        if len(letters) < SHORTEST_WORD:
            return False
        if self.special in (SINGULAR, NO_CONJUGATION):
            if self.readings(letters):
                return True
        elif any(lexicon.is_word(self.reading(letters)) for lexicon in self.lexicons()):
            return True
        return bool(self.sound_alikes(letters))

    def lemmas_and_families(self, letters: str) -> tuple:
        """(lemmas, families) of the word's readings, or of the words it only sounds like; each family as
        (language, family, whether it is a verb's stem)."""
        reading = self.reading(letters)
        own = [(lexicon, reading) for lexicon in self.lexicons() if lexicon.is_word(reading)]
        lemmas, families = set(), set()
        for lexicon, word in own or self.sound_alikes(letters):
            lemmas |= lexicon.lemmas(word)
            stems = lexicon.verb_stems(word)
            families |= {(lexicon.language, family, family in stems) for family in lexicon.families(word)}
        return lemmas, families

    def other_root(self, before: str, after: str) -> bool:
        """Cado's "nouveau mot de racine différente": no lemma shared, and some reading of the row is of a
        family the new word is not of (LOUPE, the noun, then LOUP; not CHANTE then CHANT, nor BLEUTE, of
        bleuter, made from bleu, then BLEUE: see `made_from`)."""
        lemmas_before, families_before = self.lemmas_and_families(before)
        lemmas_after, families_after = self.lemmas_and_families(after)
        return not lemmas_before & lemmas_after and any(
            not any(language == language_after
                    and (family == other or stem and not other_stem and made_from(family, other, language))
                    for language_after, other, other_stem in families_after)
            for language, family, stem in families_before
        )

    def new_words(self, before: list, after: list, seen: list) -> tuple:
        """(fault, word, words): the words `after` shows that `before` did not, each a word never seen this round."""
        fresh = tuple(Counter(words_on(after)) - Counter(words_on(before)))
        if not fresh:  # a letter covered by the same letter: the word is made a second time
            return "seen", spelling(after), fresh
        for word in fresh:
            if not self.is_word(word):
                return "not_a_word", word, fresh
            if word in seen:
                return "seen", word, fresh
        return None, "", fresh

    def plays(self, row: list, plays: list, seen: list, swapped: bool) -> Verdict:
        """Lay the placements one after the other on a copy of `row` and judge the result."""
        after = copy_row(row)
        for play in plays:
            fault = place(after, play, swapped)
            if fault:
                return Verdict(after, fault, spelling(after), ())
        fault, word, words = self.new_words(row, after, seen)
        return Verdict(after, fault, word, words)

    def meli(self, row: list, order: list, seen: list, swapped: bool) -> Verdict:
        """The stacks in a new order: another word, never seen this round, every green card showing at an end."""
        after = rearranged(row, order)
        word = spelling(after)
        if word == spelling(row) or not self.is_word(word):
            return Verdict(after, "no_meli", word, ())
        if word in seen:
            return Verdict(after, "seen", word, ())
        if not greens_at_the_ends(after, swapped):
            return Verdict(after, "green_middle", word, ())
        return Verdict(after, None, word, (word,))

    def cado(self, row: list, index: int, seen: list) -> Verdict:
        """One stack taken away: the rest is a word of another root than the row's, never seen this round."""
        after = row[:index] + row[index + 1:]
        before, word = spelling(row), spelling(after)
        if not self.is_word(before) or not self.is_word(word) or not self.other_root(before, word):
            return Verdict(after, "no_cado", word, ())
        if word in seen:
            return Verdict(after, "seen", word, ())
        return Verdict(after, None, word, (word,))
