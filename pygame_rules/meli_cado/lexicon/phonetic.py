"""Phonetic keys for FONETIK ("on peu écryr kom on parl"): two spellings that sound alike get one key.

Both keys read card letters (A-Z, no accents: the row never has any, and the
dictionary's words are keyed from their card letters too, so a word and the
child's spelling of it go through the same rules).

French: the letters read aloud by French spelling rules, a grapheme at a
time, into the sounds a child hears: a e i o, ou, u, eu, the nasal vowels
an on in, the semivowels y and w, and the consonants (ch, j and gn apart).
-er -ez -et at the end sound é, a final -s -t -d -x -z -p after a vowel is
silent, as is a final mute e and an h; c g s x qu ph th ill and the vowel
groups (au eau ou oi ai ei eu) read as they are said; a nasal vowel wants no
vowel (nor n) after it, and a final m is said (KOM is "kom"). Doubled
consonants sound once; vowels each sound ("EE" is two). So "KOM" and "COMME"
are "kom", "ECRYR" and "ECRIRE" "ekrir", "MWA" and "MOI" "mwa", but "GNT"
is "Nt", no word's sound. `french_reading` also tells whether some letter was
silent: FONETIK writes what it hears, so such a row is no sound-alike.

English: a Metaphone-like key that keeps one vowel mark per vowel group (so
"KAT" is "cat" but "KT" is no word): silent initial kn gn pn wr, ph -> f,
sh/ch/tio/sio -> x, th -> 0, c k q ck -> k, soft c and g, dg -> j, a final silent
e, gh before a consonant or at the end, v -> f, z -> s, doubled sounds once;
sch -> sk ("SKOOL" is "school"), qu -> kw, g soft before e and y only ("GURL"
is "girl").
"""

import re


def _rewrites(rules):
    return tuple((re.compile(pattern), replacement) for pattern, replacement in rules)


# French: (pattern, sound, needs a vowel before) tried in this order at each letter; the first that
# matches at that letter gives its sound and its letters are read (an empty sound: silent letters).
# Sounds: a e i o u (ou) y (u) 2 (eu) A (an) O (on) I (in) j w, consonants as their letter, S (ch) Z (j) N (gn).
_FRENCH = tuple((re.compile(pattern), sound, after_vowel) for pattern, sound, after_vowel in [
    (r"ER$", "e", True),
    (r"E[TZ]$", "e", True),
    (r"ES?$", "", True),
    (r"(?:(?<=[AEIOUY])|(?<=[AEIOUY][NMR]))(?:[DPT]S|[DPSTXZ])$", "", False),
    (r"EAU", "o", False),
    (r"AILL|AIL$", "aj", False),
    (r"EILL|EIL$", "ej", False),
    (r"(?:OEU|EU|UE)ILL|(?:OEU|EU|UE)IL$", "2j", False),
    (r"OUILL|OUIL$", "uj", False),
    (r"^ILL|(?<=[VM])ILL", "il", False),
    (r"ILL", "ij", False),
    (r"AU", "o", False),
    (r"OEU|OE", "2", False),
    (r"OU(?=[AEIOUY])", "w", False),
    (r"OU", "u", False),
    (r"OIN(?![AEIOUYNH])", "wI", False),
    (r"OY(?=[AEIOU])", "waj", False),
    (r"OI", "wa", False),
    (r"IEN(?![AEIOUYNH])", "jI", False),
    (r"[AE]I[NM](?![AEIOUYNMH])", "I", False),
    (r"AY(?=[AEIOU])", "ej", False),
    (r"AI|EI|EY", "e", False),
    (r"EU", "2", False),
    (r"[AE]N(?![AEIOUYNH])|[AE]M(?=[^AEIOUYNMH])", "A", False),
    (r"ON(?![AEIOUYNH])|OM(?=[^AEIOUYNMH])", "O", False),
    (r"[IYU]N(?![AEIOUYNH])|[IYU]M(?=[^AEIOUYNMH])", "I", False),
    (r"Y(?=[AEIOU])|I(?=[AOU]|E(?!S?$))", "j", False),
    (r"[IY]", "i", False),
    (r"U", "y", False),
    (r"SCH|SH|CH", "S", False),
    (r"PH", "f", False),
    (r"TH", "t", False),
    (r"GN", "N", False),
    (r"QU|Q|CK|K", "k", False),
    (r"GU(?=[EIY])", "g", False),
    (r"GE(?=[AOU])|G(?=[EIY])|J", "Z", False),
    (r"CC(?=[EIY])", "ks", False),
    (r"C(?=[EIY])", "s", False),
    (r"C", "k", False),
    (r"(?<!S)T(?=ION)", "s", False),
    (r"(?<=[AEIOUY])S(?=[AEIOUY])", "z", False),
    (r"X", "ks", False),
    (r"H", "", False),
])
_FRENCH_VOWELS = frozenset("AEIOUY")
_DOUBLED_CONSONANT = re.compile(r"([^aeiouy2AOIjw])\1+")


def french_reading(letters: str) -> tuple:
    """(sounds, silent): the sounds of card letters read by French spelling rules, and whether some letter is
    silent (a mute final e, a final consonant not said, an h): FONETIK writes only what it hears."""
    sounds, at, silent = [], 0, False
    while at < len(letters):
        for pattern, sound, after_vowel in _FRENCH:
            if after_vowel and not _FRENCH_VOWELS.intersection(letters[:at]):
                continue
            found = pattern.match(letters, at)
            if found and found.end() > at:
                sounds.append(sound)
                silent = silent or not sound
                at = found.end()
                break
        else:
            sounds.append(letters[at].lower())
            at += 1
    return _DOUBLED_CONSONANT.sub(r"\1", "".join(sounds)), silent


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

_DOUBLED = re.compile(r"(.)\1+")


def silent_letters(letters: str) -> bool:
    """Whether French spelling rules leave some of these card letters unsaid (a mute e, a final s, an h)."""
    return french_reading(letters.upper())[1]


def phonetic_key(letters: str, language: str) -> str:
    """The sound of a row of card letters in `language` ("fr" or "en"), as a key to compare with words' keys."""
    text = letters.upper()
    if language == "fr":
        return french_reading(text)[0] or "?" + text
    for pattern, replacement in _ENGLISH:
        text = pattern.sub(replacement, text)
    return _DOUBLED.sub(r"\1", text.upper()) or "?" + letters.upper()
