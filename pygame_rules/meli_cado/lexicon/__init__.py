"""Méli Cado's lexicon: which rows of card letters are words of a language (fr, en, de, es, it, id), and what they are.

    from pygame_rules.meli_cado.lexicon import Lexicon
    french = Lexicon.load("fr")
    french.is_word("MANGEONS"), french.lemmas("MANGEONS")   # True, frozenset({'manger'})

Letters are the cards' A to Z, upper case, no accents: a row is a word when
some dictionary form, accents taken off, is spelled so. The data, built by
tools/lexicon.py from Debian's hunspell dictionaries, is a sorted,
front-coded word list with a line of readings per word (see `store`): every
query is a bisection and decodes one block, nothing is indexed at load, which
keeps the load fast in Pyodide. German adds the parts its compounds are made
of (see `compounds`): Zeitpunkt is a word because Zeit and Punkt are parts.
Indonesian's affixed forms of its listed words are words too (see `affixes`).
"""

from collections import defaultdict
from functools import cache
from importlib import resources
import bz2
import lzma

from .affixes import affixed_root
from .compounds import Compounds
from .phonetic import phonetic_key, silent_letters
from .spelling import card_letters, is_card_letters
from .store import Entry, Lines, SortedKeys, decode_entries, encode_readings, front_code, in_blocks, is_common

__all__ = ["AFFIXING_LANGUAGES", "DECOMPRESSORS", "FONETIK_LANGUAGES", "LANGUAGES", "PARTS", "Entry", "Lexicon",
           "card_letters", "forget_loaded", "load_part", "loading", "made_from", "phonetic_key", "sound_lines"]

LANGUAGES = ("fr", "en", "de", "es", "it", "id")
#: The languages whose spelling rules phonetic.py reads (FONETIK); the others' sounds part is empty.
FONETIK_LANGUAGES = ("fr", "en")
#: The languages whose affixed forms are found when a row is checked (see `affixes`).
AFFIXING_LANGUAGES = ("id",)
ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
#: How a part's file is compressed, by its suffix: tools/lexicon.py keeps whichever of the two is smaller
#: (bzip2 for the sorted words, xz for most of the rest: about 0.7 of gzip's bytes, a first visit's largest files).
DECOMPRESSORS = {".xz": lzma.LZMADecompressor, ".bz2": bz2.BZ2Decompressor}
#: Bytes of text a step of a part's load decompresses (see loading).
STEP = 1 << 18


class Lexicon:
    """The words of one language, keyed by card letters; letters that are not A-Z are never a word."""

    def __init__(self, language: str, words: SortedKeys, readings: Lines, sounds: SortedKeys,
                 compounds: Compounds | None = None):
        """`words`: the sorted card letters of the words; `readings`: word i's readings line; `sounds`: "key\tWORD WORD"
        lines, the phonetic keys of the words players know and those words; `compounds`: the parts the language's
        compounds are made of (none but in German)."""
        if language not in LANGUAGES:
            raise ValueError(f"no lexicon for {language!r}; there are {LANGUAGES}")
        if len(words) != len(readings):
            raise ValueError(f"{len(words)} words but {len(readings)} readings lines")
        self.language = language
        self._words = words
        self._readings = readings
        self._sounds = sounds
        self._compounds = compounds if compounds is not None else Compounds(SortedKeys(""))

    @classmethod
    def load(cls, language: str) -> "Lexicon":
        """The committed lexicon of `language` (one of LANGUAGES), read once and kept."""
        if language not in LANGUAGES:
            raise ValueError(f"no lexicon for {language!r}; there are {LANGUAGES}")
        return _load(language)

    @classmethod
    def from_entries(cls, language: str, entries, common=None, compounds: Compounds | None = None) -> "Lexicon":
        """A lexicon of these Entry values only (for tests and small lists), and of these compounds if any.

        `common`: the card letters of the words the easy computer player knows;
        None makes every word common. Every word is known for FONETIK. Forms
        that cards cannot spell (a hyphen, an apostrophe) are left out, as in
        the committed data.
        """
        found = defaultdict(list)
        for entry in entries:
            letters = card_letters(entry.spelling)
            if letters:
                found[letters].append(Entry(*entry))
        keys = sorted(found)
        known = set(keys) if common is None else set(common)
        readings = in_blocks([encode_readings(key, found[key], key in known) for key in keys])
        return cls(language, SortedKeys(front_code(keys)), Lines(readings), SortedKeys(front_code(sound_lines(keys, language))),
                   compounds)

    def __len__(self) -> int:
        """How many different rows of letters are listed words (compounds aside)."""
        return len(self._words)

    def __iter__(self):
        """Every word (row of card letters), in alphabetical order: for tests and tools, slow for a query."""
        return iter(self._words)

    def __repr__(self) -> str:
        return f"<Lexicon {self.language}: {len(self)} words>"

    def _readings_of(self, letters: str):
        """The readings line of these letters, or None when they are no word."""
        if not is_card_letters(letters):
            return None
        at = self._words.index(letters)
        return self._readings[at] if at >= 0 else None

    def is_word(self, letters: str) -> bool:
        """Whether some dictionary form is spelled with these letters, or a compound of its parts, or (in
        Indonesian) an affixed form of a listed word."""
        return is_card_letters(letters) and (self._words.index(letters) >= 0 or self._made_lemma(letters) is not None)

    def _made_lemma(self, letters: str):
        """The lemma of the compound or affixed form these letters spell (they are no listed word), or None."""
        if self.language in AFFIXING_LANGUAGES:
            return affixed_root(letters, lambda root: self._words.index(root) >= 0)
        return self._compounds.lemma(letters)

    def entries(self, letters: str) -> tuple:
        """Every dictionary form spelled with these letters (accents and all), or () for no word. A compound
        has one, spelled and lemmatised in card letters (its accents are not known), neither plural nor
        conjugated: German's SINGULIER and CONJUGAISON INTERDITE are not dealt. So has an Indonesian affixed form,
        its root the lemma, conjugated: TANPA IMBUHAN refuses it."""
        readings = self._readings_of(letters)
        if readings:
            return decode_entries(letters, readings)
        lemma = self._made_lemma(letters) if is_card_letters(letters) else None
        affixed = self.language in AFFIXING_LANGUAGES
        return (Entry(letters.lower(), lemma.lower(), "other", False, affixed),) if lemma else ()

    def is_plural(self, letters: str) -> bool:
        """Whether every reading of these letters is a plural (SINGULIER refuses them)."""
        found = self.entries(letters)
        return bool(found) and all(entry.plural for entry in found)

    def is_conjugated(self, letters: str) -> bool:
        """Whether every reading is a verb form other than the infinitive (CONJUGAISON INTERDITE refuses them).

        A participle that the dictionary also calls an adjective or a noun
        (mangé, of manger) is still the verb's form; a noun or adjective with
        a lemma of its own (la marche, un écrit) is not.
        """
        found = self.entries(letters)
        return bool(found) and not any(is_free_of_conjugation(entry, found, self.language) for entry in found)

    def free_readings(self, letters: str) -> tuple:
        """The readings that are no conjugated verb form (what CONJUGAISON INTERDITE leaves)."""
        found = self.entries(letters)
        return tuple(entry for entry in found if is_free_of_conjugation(entry, found, self.language))

    def lemmas(self, letters: str) -> frozenset:
        """The lemmas of every reading (Cado needs a word of another lemma)."""
        return frozenset(entry.lemma for entry in self.entries(letters))

    def families(self, letters: str) -> frozenset:
        """The word family of each reading (see `word_family`): Cado wants "une racine différente"."""
        found = self.entries(letters)
        return frozenset(word_family(entry, found, self.language) for entry in found)

    def verb_stems(self, letters: str) -> frozenset:
        """The families that are a verb's stem, its infinitive's ending cut (see `word_family`, `made_from`)."""
        found = self.entries(letters)
        families = ((entry, word_family(entry, found, self.language)) for entry in found)
        return frozenset(family for entry, family in families if family != entry.lemma)

    def common(self, letters: str) -> bool:
        """Whether the word is among the common ones the `easy` computer player knows."""
        readings = self._readings_of(letters)
        return readings is not None and is_common(readings)

    def sound_alikes(self, letters: str) -> tuple:
        """FONETIK: the known words these letters sound like, read aloud by the language's spelling rules.

        Every letter must be heard (no mute final e, no silent final consonant,
        no h; see `silent_letters`): "on peu écryr kom on parl" writes what it hears.
        """
        if not is_card_letters(letters) or silent_letters(letters, self.language):
            return ()
        line = self._sounds.first_starting(phonetic_key(letters, self.language) + "\t")
        return tuple(line.partition("\t")[2].split(" ")) if line else ()

    def sounds_like_a_word(self, letters: str) -> bool:
        """FONETIK: whether these letters sound like some known word (see `sound_alikes`)."""
        return bool(self.sound_alikes(letters))

    def anagrams(self, letters: str) -> tuple:
        """The words that use exactly these letters, in any order (this row itself too, if it is a word), sorted."""
        if not is_card_letters(letters):
            return ()
        found = []
        self._spell(sorted(letters), "", found)
        return tuple(found)

    def _spell(self, left: list, prefix: str, found: list) -> None:
        """Extend `prefix` with the letters `left`, following only prefixes some word has."""
        if not left:
            if self._words.index(prefix) >= 0:
                found.append(prefix)
            return
        for at, letter in enumerate(left):
            if at and left[at - 1] == letter:
                continue
            longer = prefix + letter
            if self._words.has_prefix(longer):
                self._spell(left[:at] + left[at + 1:], longer, found)

    def one_letter_more(self, letters: str) -> tuple:
        """(position, letter, word) for every word made by inserting one letter at a position 0..len."""
        if not is_card_letters(letters):
            return ()
        return tuple(
            (at, letter, word)
            for at in range(len(letters) + 1)
            for letter in ALPHABET
            if self.is_word(word := letters[:at] + letter + letters[at:])
        )

    def one_letter_changed(self, letters: str) -> tuple:
        """(position, letter, word) for every word made by replacing the letter at a position by another."""
        if not is_card_letters(letters):
            return ()
        return tuple(
            (at, letter, word)
            for at in range(len(letters))
            for letter in ALPHABET
            if letter != letters[at] and self.is_word(word := letters[:at] + letter + letters[at + 1:])
        )

    def one_letter_less(self, letters: str) -> tuple:
        """(position removed, word) for every word made by taking one letter away."""
        if not is_card_letters(letters):
            return ()
        return tuple(
            (at, word)
            for at in range(len(letters))
            if self.is_word(word := letters[:at] + letters[at + 1:])
        )


def is_free_of_conjugation(entry: Entry, readings, language: str) -> bool:
    """Whether a reading is no conjugated form: not a verb form but the infinitive, and not a French
    participle read as an adjective or noun (hunspell-fr gives it the verb's infinitive as its lemma; an
    English noun and its verb share a lemma, walk, and stay apart)."""
    if entry.conjugated:
        return False
    if language == "fr" and entry.pos in ("adj", "noun"):
        return not any(other.pos == "verb" and other.lemma == entry.lemma for other in readings)
    return True


#: French infinitive endings, longest first: what is left is the stem a verb shares with its family (chant-er, fleur-ir).
FRENCH_INFINITIVES = ("oir", "er", "ir", "re")
SHORTEST_STEM = 3


def word_family(entry: Entry, readings, language: str) -> str:
    """The family of a reading, for Cado's "racine différente": a French verb's (or its participle's) is its
    infinitive less the ending, so chanter, chanté and chant are one family, fleurir and fleur another; any
    other reading's is its lemma, so the noun loupe is not of the family of loup. A stem of fewer than three
    letters is not cut (lire and lier stay apart)."""
    lemma = entry.lemma
    verb = entry.pos == "verb" or any(other.pos == "verb" and other.lemma == lemma for other in readings)
    if language == "fr" and verb:
        for ending in FRENCH_INFINITIVES:
            if lemma.endswith(ending) and len(lemma) - len(ending) >= SHORTEST_STEM:
                return lemma[:-len(ending)]
    return lemma


#: What French puts between a word and the -er of a verb made from it: bleu-t-er (a t after a vowel only: part-ir is
#: not made from par), tap-ot-er, vol-et-er, saut-ill-er.
FRENCH_VERB_LINKS = ("t", "ot", "et", "ill")
VOWELS = "aeiouyéèêëàâîïôöûüù"


def made_from(verb_stem: str, word: str, language: str) -> bool:
    """Whether a French verb's stem (see `word_family`) is a noun's or adjective's lemma with a linking t, ot, et
    or ill: bleuter is made from bleu, so BLEUTE and BLEUE are one family. Only a verb's stem is cut so (the noun
    mont is not of mon's family), and the word must be three letters at least, as `word_family` cuts."""
    link = verb_stem[len(word):]
    return (language == "fr" and len(word) >= SHORTEST_STEM and verb_stem.startswith(word)
            and link in FRENCH_VERB_LINKS and (link != "t" or word[-1] in VOWELS))


def sound_lines(words, language: str) -> list:
    """The lines of a sounds part: each phonetic key of these words, a tab, the words that read so (none in a
    language whose spelling rules phonetic.py does not read)."""
    if language not in FONETIK_LANGUAGES:
        return []
    by_sound = defaultdict(list)
    for word in sorted(words):
        by_sound[phonetic_key(word, language)].append(word)
    return [f"{sound}\t{' '.join(found)}" for sound, found in sorted(by_sound.items())]


def data_file(language: str, part: str):
    """One committed file (a part of PARTS) of a language, found through the package (repo, zip or site)."""
    folder = resources.files(__name__)
    for suffix in DECOMPRESSORS:
        file = folder.joinpath(f"{language}.{part}{suffix}")
        if file.is_file():
            return file
    raise FileNotFoundError(f"no {language}.{part} file in {folder}")


def decompressed(file):
    """The text of a part's file in bytes, STEP at a time (a bzip2 block, 900 kB of text, is decoded whole)."""
    decompressor = DECOMPRESSORS["." + file.name.rsplit(".", 1)[1]]()
    data = file.read_bytes()
    while not decompressor.eof:
        if decompressor.needs_input and not data:
            raise EOFError(f"{file.name} ends before its compressed stream does")
        yield decompressor.decompress(data, STEP)
        data = b""


#: The committed files of a language, in the order Lexicon takes them, and how each is kept.
PARTS = {"words": SortedKeys, "readings": Lines, "sounds": SortedKeys,
         "compounds": lambda text: Compounds(SortedKeys(text))}
_parts = {}  # (language, part): the part, once loaded


def loading(language: str, part: str):
    """Loads one part of a language's lexicon a step at a time: a generator a page runs as the table opens,
    answering taps between its steps (a whole part decompressed at once would hold a child's tap past its
    100 ms on a classroom tablet; bench/bots.py times the load). Then load_part, and Lexicon.load, are free."""
    if (language, part) in _parts:
        return
    chunks = []
    for chunk in decompressed(data_file(language, part)):
        chunks.append(chunk)
        yield
    _parts[language, part] = PARTS[part](b"".join(chunks).decode("utf-8"))


def load_part(language: str, part: str):
    """One part of a language's lexicon, read once and kept (at once, where loading takes steps)."""
    for _ in loading(language, part):
        pass
    return _parts[language, part]


def forget_loaded() -> None:
    """Drops every part and lexicon loaded, for a test or a benchmark that loads afresh."""
    _parts.clear()
    _load.cache_clear()


@cache
def _load(language: str) -> Lexicon:
    return Lexicon(language, *(load_part(language, part) for part in PARTS))
