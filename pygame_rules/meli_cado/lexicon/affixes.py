"""Words made by Indonesian's affixes, found when a row is checked: TULIS is a word, so MENULIS and TULISANNYA are.

hunspell-id marks which affixes each of its stems takes, but the roots it
lacks (KBBI's root list) and the words of a tagged corpus that the lexicon
adds carry no marks (see tools/lexicon.py), and listing every affixed form of
every root would be millions of rows no one writes. So a row is also a word
when, taking off at most a clitic (-nya, -ku, -mu, -lah, -kah, -pun), then a
suffix (-kan, -an, -i), then a prefix (di-, ke-, se-, ter-, ber-, per-, me-,
pe-, with the sound changes of meN- and peN-: menulis is tulis, memukul is
pukul, mengirim is kirim, menyapu is sapu), leaves a listed word of
SHORTEST_ROOT letters or more. Its lemma is that word, and TANPA IMBUHAN ("no
affix") refuses it, as it refuses the affixed forms hunspell-id lists.
"""

CLITICS = ("NYA", "KU", "MU", "LAH", "KAH", "PUN")
SUFFIXES = ("KAN", "AN", "I")
#: A prefix, and the letter its sound change took off the root (meN- + tulis is menulis), if any.
PREFIXES = (("DI", ""), ("KE", ""), ("SE", ""), ("TER", ""), ("BER", ""), ("BE", ""), ("PER", ""),
            ("ME", ""), ("PE", ""), ("MEM", ""), ("MEM", "P"), ("PEM", ""), ("PEM", "P"),
            ("MEN", ""), ("MEN", "T"), ("PEN", ""), ("PEN", "T"), ("MENG", ""), ("MENG", "K"),
            ("PENG", ""), ("PENG", "K"), ("MENY", "S"), ("PENY", "S"))
SHORTEST_ROOT = 3


def _cut_ends(letters: str, ends) -> list:
    """`letters` itself, then what is left once each of `ends` it ends with is cut, SHORTEST_ROOT letters at least."""
    return [letters] + [letters[:-len(end)] for end in ends
                        if letters.endswith(end) and len(letters) - len(end) >= SHORTEST_ROOT]


def _cut_prefixes(letters: str) -> list:
    """`letters` itself, then each root a prefix (and its sound change) may have been put before."""
    roots = [letters]
    for prefix, lost in PREFIXES:
        if letters.startswith(prefix) and len(letters) - len(prefix) + len(lost) >= SHORTEST_ROOT:
            roots.append(lost + letters[len(prefix):])
    return roots


def affixed_root(letters: str, is_listed):
    """The listed word (card letters) that these letters make with affixes, or None when they make none;
    the row itself does not count (the word list says whether it is a word). `is_listed` says whether a row
    of letters is a listed word. The root with the fewest affixes taken off is the lemma."""
    for without_clitic in _cut_ends(letters, CLITICS):
        for without_suffix in _cut_ends(without_clitic, SUFFIXES):
            for root in _cut_prefixes(without_suffix):
                if root != letters and is_listed(root):
                    return root
    return None
