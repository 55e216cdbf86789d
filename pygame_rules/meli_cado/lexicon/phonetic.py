"""Phonetic keys for FONETIK ("on peut écrire comme on parle"): two spellings that sound alike get one key.

Both keys read card letters (A-Z, no accents: the row never has any, and the
dictionary's words are keyed from their card letters too, so a word and the
child's spelling of it go through the same rules). Each is an ordered list of
rewrites, deliberately lenient, as a child hears:

French: silent endings go (final -s -t -d -x -z -p, a final mute e), -er -ez
-et sound é; c/ç/k/qu/ch/ph/g/ge/gu/s between vowels/x as they are said;
nasal vowels (an en am em -> 1, on om -> 2, in ain ein un im -> 3) when no
vowel follows; au eau -> o, ou -> 8, oi (or oa) -> 8a, ai ei eu é è -> one e
sound, ill and a final eil -> y, w -> 8, h is silent, doubled sounds count once. "KOMME" and "COMME"
both give "KOM", "ECRYR" and "ECRIRE" "EKRIR", "OTO" and "AUTO" "OTO", "MWA"
and "MOI" "M8A".

English: a Metaphone-like key that keeps one vowel mark per vowel group (so
"KAT" is "cat" but "KT" is no word): silent initial kn gn pn wr, ph -> f,
sh/ch/tio/sio -> x, th -> 0, c k q ck -> k, soft c and g, dg -> j, a final silent
e, gh before a consonant or at the end, v -> f, z -> s, doubled sounds once;
sch -> sk ("SKOOL" is "school"), qu -> kw, g soft before e and y only ("GURL"
is "girl").
"""

import re

_VOWEL = "[AEIOUY]"


def _rewrites(rules):
    return tuple((re.compile(pattern), replacement) for pattern, replacement in rules)


# Lower-case letters and digits are sounds already decided: later rules leave them alone.
_FRENCH = _rewrites([
    (r"(?<=...)ER$", "é"),
    (r"(?<=.)E[TZ]$", "é"),
    (r"(?<=..)[DPSTXZ]+$", ""),
    (r"(?<=" + _VOWEL + r")S(?=" + _VOWEL + r")", "z"),
    (r"TION", "sion"),
    (r"SCH|SH|CH", "x"),
    (r"PH", "f"),
    (r"TH", "t"),
    (r"GN", "ni"),
    (r"QU|Q|CK|K", "k"),
    (r"C(?=[EIY])", "s"),
    (r"C", "k"),
    (r"GU(?=[EIY])", "g"),
    (r"GE(?=[AOU])", "j"),
    (r"G(?=[EIY])", "j"),
    (r"W", "8"),
    (r"X", "ks"),
    (r"H", ""),
    (r"EIL(?:LE)?$|EILL", "éy"),
    (r"([AEOU])ILL", r"\1y"),
    (r"(?<=.)ILL", "iy"),
    (r"AIL$", "ay"),
    (r"IEN(?![AEIOUYNé])", "i3"),
    (r"OIN(?![AEIOUYNé])", "83"),
    (r"[AE]I[NM](?![AEIOUYNMé])", "3"),
    (r"[AE][NM](?![AEIOUYNMé])", "1"),
    (r"O[NM](?![AEIOUYNMé])", "2"),
    (r"[IYU][NM](?![AEIOUYNMé])", "3"),
    (r"EAU|AU", "o"),
    (r"OU", "8"),
    (r"OI|OA", "8a"),
    (r"OEU|EU|AI|EI", "é"),
    (r"Y(?=[AEIOUé])", "y"),
    (r"Y", "i"),
    (r"(?<=.)E$", ""),
    (r"E", "é"),
])

_ENGLISH = _rewrites([
    (r"^(?:KN|GN|PN|WR)", lambda match: match.group(0)[1]),
    (r"^X", "s"),
    (r"^WH", "w"),
    (r"MB$", "m"),
    (r"(?<=[^AEIOU])E$", ""),
    (r"(?<=.)E$", "a"),
    (r"SCH", "sk"),
    (r"TCH|SH|CH|TI(?=[AO])|SI(?=[AO])", "x"),
    (r"PH", "f"),
    (r"TH", "0"),
    (r"DG(?=[EIY])", "j"),
    (r"QU", "kw"),
    (r"CK|Q|K", "k"),
    (r"C(?=[EIY])", "s"),
    (r"C", "k"),
    (r"GH(?![AEIOUY])", ""),
    (r"G(?=[EY])", "j"),
    (r"D", "t"),
    (r"V", "f"),
    (r"Z", "s"),
    (r"X", "ks"),
    (r"(?<=[AEIOU])H(?![AEIOU])", ""),
    (r"W(?![AEIOUY])", ""),
    (r"Y(?![AEIOU])", "a"),
    (r"[AEIOU]+", "a"),
])

_RULES = {"fr": _FRENCH, "en": _ENGLISH}
_DOUBLED = re.compile(r"(.)\1+")


def phonetic_key(letters: str, language: str) -> str:
    """The sound of a row of card letters in `language` ("fr" or "en"), as a key to compare with words' keys."""
    text = letters.upper()
    for pattern, replacement in _RULES[language]:
        text = pattern.sub(replacement, text)
    text = text.upper().replace("É", "E")
    return _DOUBLED.sub(r"\1", text) or letters.upper()
