"""Words made of words, as German makes them: Zeit + Punkt is Zeitpunkt, Kranken + Haus is Krankenhaus.

hunspell-de lists few compounds: it makes them at check time from parts its
dictionary marks (COMPOUNDBEGIN, COMPOUNDMIDDLE, COMPOUNDEND in de_DE.aff), and
a lexicon of every compound would never end. So a language's compounds part
lists those parts, in card letters, and a row is a compound when it is a first
part, any middle parts, then a last part, each of COMPOUNDMIN letters or more,
as hunspell checks it. The part is a sorted key list (store.SortedKeys), one
line per part:

    B ZEIT        a first part
    M HAUS        a middle part
    E PUNKT       a last part that is a stem
    E PUNKTE\t1   a last part that is a form, then its stem: how many letters to cut and what to add
    E HAUSER\t2   (HAUS: the card letters have no umlaut)

A compound's lemma is its first parts and its last part's stem (ZEITPUNKTE is
of ZEITPUNKT), so Cado sees one word family. The languages whose dictionaries
list their compounds have an empty part.
"""

from .store import SortedKeys

FIRST, MIDDLE, LAST = "B ", "M ", "E "
#: de_DE.aff's COMPOUNDMIN: no part is shorter.
COMPOUNDMIN = 2


def compound_lines(firsts, middles, lasts) -> list:
    """The sorted lines of a compounds part: `lasts` maps a last part to its stem (see the module doc)."""
    lines = [FIRST + key for key in firsts] + [MIDDLE + key for key in middles]
    lines += [LAST + key + ("" if stem == key else "\t" + _cut(key, stem)) for key, stem in lasts.items()]
    return sorted(set(lines))


def _cut(key: str, stem: str) -> str:
    """How to make `stem` from `key`: the number of letters to cut from its end, then the letters to add."""
    shared = 0
    while shared < min(len(key), len(stem)) and key[shared] == stem[shared]:
        shared += 1
    return f"{len(key) - shared}{stem[shared:]}"


class Compounds:
    """The compound parts of one language: whether a row splits into them, and where."""

    def __init__(self, keys: SortedKeys):
        self._keys = keys

    def __len__(self) -> int:
        return len(self._keys)

    def _is(self, kind: str, letters: str) -> bool:
        return self._keys.index(kind + letters) >= 0

    def _last_stem(self, letters: str):
        """The stem of a last part spelled `letters`, or None when no last part is."""
        if self._is(LAST, letters):
            return letters
        line = self._keys.first_starting(LAST + letters + "\t")
        if line is None:
            return None
        cut = line.partition("\t")[2]
        digits = len(cut) - len(cut.lstrip("0123456789"))
        return letters[:len(letters) - int(cut[:digits])] + cut[digits:]

    def lemma(self, letters: str):
        """The lemma of the compound these letters spell (first parts and the last part's stem), or None when they
        spell none. The split with the shortest last part is taken: a longer one would be a compound itself."""
        if not self._keys or len(letters) < 2 * COMPOUNDMIN:
            return None
        reached = {at for at in range(COMPOUNDMIN, len(letters) - COMPOUNDMIN + 1) if self._is(FIRST, letters[:at])}
        starts = sorted(reached)
        while starts:
            start = starts.pop(0)
            for end in range(start + COMPOUNDMIN, len(letters) - COMPOUNDMIN + 1):
                if end not in reached and self._is(MIDDLE, letters[start:end]):
                    reached.add(end)
                    starts.append(end)
                    starts.sort()
        for start in sorted(reached, reverse=True):
            stem = self._last_stem(letters[start:])
            if stem is not None:
                return letters[:start] + stem
        return None
