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
vowel (nor n) after it, and a final m is said (KOM is "kom"); ou before a
vowel is w, but not before a final mute e (CLOUE is "klu"). Doubled
consonants sound once; vowels each sound ("EE" is two). So "KOM" and "COMME"
are "kom", "ECRYR" and "ECRIRE" "ekrir", "MWA" and "MOI" "mwa", but "GNT"
is "Nt", no word's sound.

English: the same reading by English spelling rules, vowels kept apart:
short a e i o u, and long ones where a final e makes them so (NITE, FONE)
or a vowel group spells them (ee ea, oa, oo, ai ay, igh), ou/ow, oi/oy,
er ir ur as one sound; the silent k g p of initial kn gn pn and w of wr,
silent gh, h after a vowel, w before no vowel, a final mute e; ph f, sh ch
tch x, th, soft c and g (g before e and y only: "GURL" is "girl"), sch sk
("SKOOL" is "school"), qu kw, ti si sh inside a word (-tion);
doubled consonants once.

`silent_letters` tells whether some letter of a row is not heard: FONETIK
writes what it hears, so such a row is no sound-alike, though the words'
keys read their silent letters as the rules say (COMME, NIGHT). Not heard:
the silent letters above, in either language (the final e that makes an
English vowel long is heard: it says the vowel), and a doubled consonant
that follows no vowel (TTAD, ARTT), which neither language writes: without
these, one random row of four of the deck's letters in twelve sounded like
an English word, one in twenty like a French one.
"""

import re


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
    (r"OU(?=[AEIOUY])(?!ES?$)", "w", False),
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
_VOWELS = frozenset("AEIOUY")
_DOUBLED_CONSONANT = re.compile(r"([^aeiouy2AOIjwEU3W])\1+")
#: The sound of a letter that only tells how another is said (English's final e after a vowel and a consonant, which
#: makes that vowel long: NITE, FONE); not a sound of its own, but not a silent letter either.
_MAGIC_E = "_"
#: A doubled consonant where neither language doubles one, after no vowel (TTAD, ARTT): its second letter is unheard.
_UNHEARD_DOUBLING = re.compile(r"(?:^|[^AEIOUY])([^AEIOUY])\1")


def _read(letters: str, rules) -> tuple:
    """(sounds, silent): the sounds of card letters read by these rules, and whether some letter was silent."""
    sounds, at, silent = [], 0, False
    while at < len(letters):
        for pattern, sound, after_vowel in rules:
            if after_vowel and not _VOWELS.intersection(letters[:at]):
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
    return _DOUBLED_CONSONANT.sub(r"\1", "".join(sounds).replace(_MAGIC_E, "")), silent


# English, the same way. Sounds: short a e i o u, long A E I O U (a final e makes the vowel before it long:
# NITE, FONE), W (ou, ow), Y (oi, oy), 3 (er ir ur), consonants as their letter, x (sh, ch), 0 (th).
_ENGLISH = tuple((re.compile(pattern), sound, after_vowel) for pattern, sound, after_vowel in [
    (r"^[KGP](?=N)|^W(?=R)", "", False),
    (r"(?<=[AEIOUY][^AEIOUY])E$", _MAGIC_E, True),
    (r"E$", "", True),
    (r"E$", "E", False),
    (r"EIGH", "A", False),
    (r"IGH", "I", False),
    (r"A(?=[^AEIOUY]E$)|AI|AY|EI", "A", False),
    (r"I(?=[^AEIOUY]E$)|Y$(?<=^..)", "I", False),
    (r"O(?=[^AEIOUY]E$)|OA|OE$|OW$", "O", False),
    (r"U(?=[^AEIOUY]E$)|OO|EW|UE$", "U", False),
    (r"E(?=[^AEIOUY]E$)|EE|EA|IE|EY|Y$", "E", False),
    (r"OU|OW", "W", False),
    (r"OI|OY", "Y", False),
    (r"AU|AW", "o", False),
    (r"[EIU]R(?![AEIOUYR])", "3", False),
    (r"^Y(?=[AEIOU])", "y", False),
    (r"[IY]", "i", False),
    (r"SCH", "sk", False),
    (r"TCH|SH|CH|(?<=.)[TS]I(?=[AO])", "x", False),
    (r"PH", "f", False),
    (r"TH", "0", False),
    (r"DG(?=[EIY])", "j", False),
    (r"QU", "kw", False),
    (r"CK|Q|C(?![EIY])", "k", False),
    (r"C", "s", False),
    (r"GH(?![AEIOUY])", "", False),
    (r"G(?=[EY])", "j", False),
    (r"WH", "w", False),
    (r"^X", "z", False),
    (r"X", "ks", False),
    (r"(?<=[AEIOU])H(?![AEIOU])", "", False),
    (r"W(?![AEIOUY])", "", False),
    (r"MB$", "m", False),
])


def silent_letters(letters: str, language: str) -> bool:
    """Whether the language's spelling rules leave some of these card letters unsaid: a mute e, a final s or an h
    in French; in English a silent k, w, h or gh, a final e that makes no vowel long; in both a doubled consonant
    where spelling does not double one."""
    text = letters.upper()
    return _read(text, _FRENCH if language == "fr" else _ENGLISH)[1] or bool(_UNHEARD_DOUBLING.search(text))


def phonetic_key(letters: str, language: str) -> str:
    """The sound of a row of card letters in `language` ("fr" or "en"), as a key to compare with words' keys."""
    text = letters.upper()
    return _read(text, _FRENCH if language == "fr" else _ENGLISH)[0] or "?" + text
