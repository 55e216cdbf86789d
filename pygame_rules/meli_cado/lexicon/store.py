"""The lexicon's compact text format, and the sorted word list that a lookup bisects.

A language's lexicon is four compressed text files (xz or bzip2), one item per line:

- words: the rows of card letters (A-Z) that are words, sorted and front-coded
  in blocks of BLOCK lines, a blank line between blocks: each line is one
  character for how many leading letters it shares with the line before
  (chr(48 + n)), then the rest; the first line of a block shares none, so a
  lookup bisects the blocks' first words and decodes one block only.
- readings: line i tells what word i is (in blocks like the words): `*` first when it is a common word
  (the easy computer player knows it), then its dictionary forms, `;` between
  them, each written

      <pos><flags><cut><tail>[,<accents>|=<spelling>]

  pos is one letter (n noun, a adj, v verb, d adverb, o other); flags one digit,
  1 for a plural plus 2 for a conjugated verb form; the lemma is the spelling
  with its last <cut> characters replaced by <tail> (both left out when the
  lemma is the spelling). The spelling is the word in lower case unless
  `,` lists its accented letters (chr(65 + position) then the letter: "ETE"
  with ",AéCé" is "été") or `=` gives it whole (œ, æ change its length).
- sounds: one line per sound, front-coded like the words: the phonetic key,
  a tab, then the words (card letters, a space between them) that read so,
  among the words players know (see tools/lexicon.py).
- compounds: the parts German makes its compounds of, front-coded like the
  words (see compounds.py); empty in the other languages.

Splitting all of it into lines at load would cost most of a second in
Pyodide: a load only splits the text into blocks, and a query decodes the one
block it needs (kept for the next query).
"""

from bisect import bisect_left
from typing import NamedTuple

BLOCK = 32
POS_CODES = {"noun": "n", "adj": "a", "verb": "v", "adv": "d", "other": "o"}
POS_NAMES = {code: name for name, code in POS_CODES.items()}
PLURAL, CONJUGATED = 1, 2
COMMON = "*"
_SHARED = 48  # chr(48 + n): n leading letters shared with the word before
_POSITION = 65  # chr(65 + n): the letter at position n is accented


class Entry(NamedTuple):
    """One dictionary form: its spelling and lemma with accents, its part of speech, number and conjugation."""

    spelling: str
    lemma: str
    pos: str
    plural: bool
    conjugated: bool


def in_blocks(lines) -> str:
    """The text of a part: its lines, BLOCK at a time, a blank line between blocks."""
    return "\n\n".join("\n".join(lines[at:at + BLOCK]) for at in range(0, len(lines), BLOCK))


def front_code(keys) -> str:
    """The text of sorted keys, front-coded in blocks (see the module doc)."""
    lines, before = [], ""
    for at, key in enumerate(keys):
        shared = 0
        if at % BLOCK:
            limit = min(len(key), len(before))
            while shared < limit and key[shared] == before[shared]:
                shared += 1
        lines.append(chr(_SHARED + shared) + key[shared:])
        before = key
    return in_blocks(lines)


class Lines:
    """The lines of a part kept in blocks: line i is split out of its block when first asked."""

    def __init__(self, text: str):
        self.blocks = text.split("\n\n") if text else []  # each block's lines, joined
        self._split = {}

    def __len__(self) -> int:
        if not self.blocks:
            return 0
        return (len(self.blocks) - 1) * BLOCK + self.blocks[-1].count("\n") + 1

    def block(self, number: int) -> list:
        lines = self._split.get(number)
        if lines is None:
            lines = self._split[number] = self.blocks[number].split("\n")
        return lines

    def __getitem__(self, at: int) -> str:
        return self.block(at // BLOCK)[at % BLOCK]


class SortedKeys:
    """Sorted keys kept front-coded in blocks: where a key is, whether some key starts with a prefix."""

    def __init__(self, text: str):
        self._lines = Lines(text)
        self._heads = [block.partition("\n")[0][1:] for block in self._lines.blocks]
        self._decoded = {}

    def __len__(self) -> int:
        return len(self._lines)

    def __iter__(self):
        """Every key, in order (decoding every block: for tests and tools, not for a query)."""
        for number in range(len(self._heads)):
            yield from self._block(number)

    def _block(self, number: int) -> list:
        keys = self._decoded.get(number)
        if keys is None:
            keys, before = [], ""
            for line in self._lines.block(number):
                before = before[:ord(line[0]) - _SHARED] + line[1:]
                keys.append(before)
            self._decoded[number] = keys
        return keys

    def _first_at_least(self, text: str):
        """(index, key) of the first key >= text, or (len, None)."""
        number = bisect_left(self._heads, text)
        if number < len(self._heads) and self._heads[number] == text:
            return number * BLOCK, text
        if number == 0:
            return (0, self._heads[0]) if self._heads else (0, None)
        keys = self._block(number - 1)
        at = bisect_left(keys, text)
        if at < len(keys):
            return (number - 1) * BLOCK + at, keys[at]
        if number < len(self._heads):
            return number * BLOCK, self._heads[number]
        return len(self), None

    def index(self, key: str) -> int:
        """The position of `key`, or -1."""
        at, found = self._first_at_least(key)
        return at if found == key else -1

    def first_starting(self, prefix: str):
        """The first key that starts with `prefix`, or None."""
        found = self._first_at_least(prefix)[1]
        return found if found is not None and found.startswith(prefix) else None

    def has_prefix(self, prefix: str) -> bool:
        """Whether some key starts with `prefix`."""
        return self.first_starting(prefix) is not None


def encode_readings(key: str, entries, common: bool) -> str:
    """The readings line of `key`: its common mark and its entries, each once, in a stable order."""
    encoded = sorted({_encode_entry(key, entry) for entry in entries})
    return (COMMON if common else "") + ";".join(encoded)


def decode_entries(key: str, readings: str) -> tuple:
    """The Entry values of one readings line."""
    return tuple(_decode_entry(key, text) for text in readings.lstrip(COMMON).split(";"))


def is_common(readings: str) -> bool:
    """Whether a readings line marks a common word."""
    return readings.startswith(COMMON)


def _encode_entry(key: str, entry: Entry) -> str:
    spelling, lemma = entry.spelling, entry.lemma
    for text in (spelling, lemma):
        if not text or any(c in ";,=*\t\n" or c.isdigit() for c in text):
            raise ValueError(f"{entry}: a spelling or lemma cannot be empty or hold ';,=*', a digit or a blank")
    shared = 0
    while shared < min(len(spelling), len(lemma)) and spelling[shared] == lemma[shared]:
        shared += 1
    cut, tail = len(spelling) - shared, lemma[shared:]
    flags = (PLURAL if entry.plural else 0) + (CONJUGATED if entry.conjugated else 0)
    head = f"{POS_CODES[entry.pos]}{flags}{cut if cut or tail else ''}{tail}"
    plain = key.lower()
    if spelling == plain:
        return head
    if len(spelling) == len(plain):
        return head + "," + "".join(
            chr(_POSITION + at) + letter for at, letter in enumerate(spelling) if letter != plain[at]
        )
    return f"{head}={spelling}"


def _decode_entry(key: str, text: str) -> Entry:
    if "=" in text:
        head, _, spelling = text.partition("=")
    else:
        head, _, accents = text.partition(",")
        letters = list(key.lower())
        for at in range(0, len(accents), 2):
            letters[ord(accents[at]) - _POSITION] = accents[at + 1]
        spelling = "".join(letters)
    flags = int(head[1])
    digits = 2
    while digits < len(head) and head[digits].isdigit():
        digits += 1
    cut = int(head[2:digits]) if digits > 2 else 0
    lemma = spelling[:len(spelling) - cut] + head[digits:]
    return Entry(spelling, lemma, POS_NAMES[head[0]], bool(flags & PLURAL), bool(flags & CONJUGATED))
