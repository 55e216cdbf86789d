"""Builds Méli Cado's lexicons: pygame_rules/meli_cado/lexicon/<lang>.{words,readings,sounds,compounds}.{xz,bz2}.

    apt-get install hunspell hunspell-fr hunspell-en-us wamerican wordnet-base \
        hunspell-de-de hunspell-es hunspell-it hunspell-id
    python3 -m venv /tmp/lexvenv && /tmp/lexvenv/bin/pip install wordfreq==3.1.1
    /tmp/lexvenv/bin/pip install --no-deps nlp-id==0.1.23.0    # Indonesian's roots and corpus (only its data is read)
    /tmp/lexvenv/bin/python tools/lexicon.py          # every language; or some: fr en de es it id

The extensions (German, Spanish, Italian, Indonesian): every stem of the
language's hunspell dictionary expanded with its affix rules as its .aff
chains them, each form checked by the hunspell program; their dictionaries
carry no tags, so a form's lemma is its stem (see extension_readings, and
the lexicon's README for what that leaves out of those games). Indonesian
adds the roots of the KBBI (Kamus Besar Bahasa Indonesia) that nlp-id lists
and the common words of nlp-id's tagged news corpus (indonesian_additions):
hunspell-id lacks many everyday words (dulu, ponsel, sarapan); the affixed
forms of every listed word are found when a row is checked (the lexicon's
affixes module). German's
compounds part lists the parts hunspell-de makes its compounds of
(german_compound_parts), and the build has hunspell check a sample of them.

French: every stem of Debian's hunspell-fr (`fr.dic`) is expanded with the
affix rules of `fr.aff`, each form keeping the stem's and the rule's tags
(`po:` part of speech and verb tense, `is:` number, `st:` lemma). English:
hunspell-en-us expanded the same way, plus the words of Debian's wamerican
that the expansion misses; its affix flags cannot tag them (the dictionary
was compressed by `munch`, so "thing" is "the" + -ing), so parts of speech,
lemmas, plurals and verb forms come from Debian's WordNet (wordnet-base), its
morphy rules and its counts of tagged senses. In both, a form that the
`hunspell` program itself rejects is dropped, and so is any form the cards
cannot spell (hyphen, apostrophe, digit) or that names someone or somewhere
(a capital letter): the seed leaves proper nouns to the players, and a
classroom game goes without. Dropped too: a row with no vowel (A E I O U Y),
symbols and abbreviations (cm, kg, blvd) and a few interjections (pff, hmm),
and hunspell-fr's symbols and units (its NOSUGGEST flag), its prefixes and
suffixes on their own, the misspellings it lists and the words that live only
in a locution (tagged `loc.` alone: ab, ad, id, etc); one-letter spellings (œ,
æ); the abbreviations neither dictionary marks (FRENCH_ABBREVIATIONS,
ENGLISH_ABBREVIATIONS, with Roman numerals); and rude words and slurs: those
hunspell-en-us flags NOSUGGEST and those of RUDE_ENGLISH, and the French lemmas of RUDE_FRENCH (a
classroom's agreement on the words that count, which the seed leaves to the
players; hunspell-fr marks none).

"Common" words (the easy computer player's): a row is common when one of its
spellings is frequent in wordfreq 3.1.1's counts (Zipf >= COMMON_ZIPF, about
three times in a million words of running text, from subtitles, books,
Wikipedia and the web) and so is its lemma, and it has 2 to COMMON_LENGTH
letters: short words a 7-year-old meets in print. wordfreq's French counts
hold English from the web ("let", "put", "no") and bits of text in both ("li",
"op", "na"), its English counts French: a spelling at least FOREIGN_MARGIN
more frequent in the other language is not common (unless it is at Zipf >=
EVERYDAY_ZIPF, as "me" is in both), and a two-letter word needs Zipf >=
TWO_LETTER_ZIPF (tu, ou, lu, vu; not li, op). Those counts come largely from
Wikipedia, news and the web, where adult registers are frequent: the words of
ADULT_FRENCH and ADULT_ENGLISH (administration, law and money: fiscal,
requis; the body as medicine and sex name it: artère; an abbreviation read
as a word: usa), by lemma or spelling, are not common. wordfreq counts words
without their case, so a word that is also a frequent name ("pascal") counts
as common too. "Known" words, those FONETIK's spellings may sound like: any
length, a spelling at Zipf >= KNOWN_ZIPF (about once in three million words);
the sounds file lists each phonetic key with its known words. wordfreq's data
ships in its PyPI package: nothing is fetched.

The output is deterministic (sorted lines; neither xz nor bzip2 holds a time stamp).
"""

import bz2
import importlib.util
import lzma
import re
import shutil
import subprocess
import sys
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pygame_rules.meli_cado.lexicon import Entry, card_letters, sound_lines  # noqa: E402
from pygame_rules.meli_cado.lexicon.store import encode_readings, front_code, in_blocks  # noqa: E402
from pygame_rules.meli_cado.lexicon.compounds import compound_lines  # noqa: E402
from pygame_rules.meli_cado.lexicon.affixes import affixed_root  # noqa: E402

HUNSPELL = Path("/usr/share/hunspell")
WAMERICAN = Path("/usr/share/dict/american-english")
WORDNET = Path("/usr/share/wordnet")
OUT = ROOT / "pygame_rules" / "meli_cado" / "lexicon"
COMMON_ZIPF = 3.5
EVERYDAY_ZIPF = 6.0
TWO_LETTER_ZIPF = 4.5
FOREIGN_MARGIN = 1.0
KNOWN_ZIPF = 2.5
OTHER_LANGUAGE = {"fr": "en", "en": "fr", "de": "en", "es": "en", "it": "en", "id": "en"}
COMMON_LENGTH = 6
PARTS = ("words", "readings", "sounds", "compounds")
VOWELS = set("AEIOUY")

FRENCH_POS = {"nom": "noun", "adj": "adj", "adv": "adv"}
# Names of people, places and brands (left to the players by the seed; they have a capital
# letter anyway), prefixes and suffixes on their own, and the misspellings hunspell-fr lists to
# flag them. Not `titr`: it marks nouns that can be titles too (papa, docteur).
FRENCH_LEFT_OUT = {"npr", "prn", "patr", "pfx", "sfx", "err"}
FRENCH_PLURAL_PERSONS = {"1pl", "2pl", "3pl", "3pl!"}
# Abbreviations hunspell-fr does not mark (it marks unit symbols NOSUGGEST, and Latin words of a locution
# `loc.`): a child reads them as no word. Found among its short invariable stems.
FRENCH_ABBREVIATIONS = {
    "av", "avr", "bibl", "chap", "circ", "coll", "cos", "cosh", "cotan", "déc", "div", "dpi", "env", "éd", "étym",
    "févr", "fig", "janv", "juil", "lat", "ln", "nov", "oct", "réf", "rel", "sicav", "sin", "sinh", "suppl", "tanh",
    "tél",
}
# English abbreviations, hunspell-en-us and wamerican spelling them without their full stop (no flag marks them),
# and Roman numerals: found among the short words wordfreq counts as frequent.
ENGLISH_ABBREVIATIONS = {
    "acc", "aka", "alt", "amp", "asap", "assn", "atm", "aug", "av", "ave", "capt", "cf", "co", "comp", "corp", "dec",
    "def", "del", "dept", "dir", "ed", "eds", "enc", "eng", "esp", "est", "etc", "exp", "feb", "gov", "govt", "inc",
    "ind", "ins", "int", "jan", "jun", "jul", "mfg", "oct", "org", "pres", "rec", "reg", "rep", "res", "rev", "sci",
    "sec", "sept", "yr", "yrs",
    "ii", "iii", "iv", "vi", "vii", "viii", "ix", "xii", "xiii", "xiv", "xv", "xvi", "xvii", "xviii", "xix", "xx",
}
# Rude words and slurs, which hunspell-fr does not mark (hunspell-en-us marks its own NOSUGGEST):
# the classroom's agreement on which words count, as the seed leaves it to the players.
RUDE_FRENCH = {
    "bite", "biter", "bordel", "bougnoule", "branler", "chiant", "chier", "con", "connard", "connasse", "conne",
    "couille", "couillon", "cul", "emmerder", "emmerdeur", "enculer", "enculé", "foutre", "gouine", "merde", "merder",
    "merdique", "nègre", "négro", "niquer", "pédé", "pute", "putain", "salaud", "salope", "youpin",
    "garce", "nazi", "nichon", "nique", "pisse", "pisser", "porno", "pouffiasse", "sexe", "sexy", "viol", "violer",
    "zizi", "zob",
}
# Rude, sexual and violent words hunspell-en-us does not flag NOSUGGEST, which its frequent words would
# otherwise put in a child's ear (the easy computer player lays the frequent ones, and every row is read aloud).
RUDE_ENGLISH = {
    "arse", "ass", "bastard", "bitch", "boob", "boobs", "crap", "damn", "dick", "dildo", "hooker", "horny", "nazi",
    "nude", "pimp", "piss", "pissed", "porn", "porno", "prick", "rape", "raped", "rapist", "sex", "sexy", "slut",
    "tit", "tits", "turd", "twat", "wank", "whore",
}
# Words of adult registers that wordfreq's Wikipedia, news and web text make frequent, left out of the common words
# (they stay words): the easy computer player plays what a 7-year-old knows. By lemma or spelling, per register.
ADULT_FRENCH = {
    # administration, law and money
    "alinéa", "audit", "cégep", "décret", "égide", "fisc", "fiscal", "impôt", "instar", "litige", "mandat", "pénal",
    "préfet", "requis", "sursis", "syndic",
    # the body as medicine and sex name it
    "artère", "pénis", "sexuel", "sperme", "utérus", "vagin",
    # an abbreviation read as a word: "usa", user's passé simple, is frequent as USA
    "usa",
}
ADULT_ENGLISH = {
    # administration, law and money
    "audit", "decree", "fiscal",
    # the body as medicine and sex name it
    "artery", "penis", "sexual", "sperm", "vagina",
}


class Affix:
    """One affix rule: strip `strip`, add `add` where `condition` matches; `flags` the rule's continuation flags."""

    def __init__(self, kind, strip, add, condition, morph):
        self.kind = kind
        self.strip = "" if strip == "0" else strip
        add, _, flags = add.partition("/")
        self.add = "" if add == "0" else add
        self.flags = flags
        self.morph = morph
        pattern = _condition_regex(condition)
        self.condition = re.compile(pattern + "$" if kind == "SFX" else "^" + pattern)

    def apply(self, word):
        """The word with this affix, or None where the rule does not apply."""
        if not self.condition.search(word):
            return None
        if self.kind == "SFX":
            if not word.endswith(self.strip):
                return None
            return word[:len(word) - len(self.strip)] + self.add
        if not word.startswith(self.strip):
            return None
        return self.add + word[len(self.strip):]


def _encoding(aff):
    """The encoding an .aff file names on its SET line (id_ID's is ISO8859-1), as Python spells it."""
    found = re.search(rb"^SET\s+(\S+)", aff.read_bytes(), re.M)
    return {"ISO8859-1": "latin-1"}.get(found.group(1).decode("ascii"), found.group(1).decode("ascii")) if found else "utf-8"


def _condition_regex(condition):
    """A hunspell condition ('[^aeiou]y', '.') as a Python regex."""
    out, inside = [], False
    for c in condition:
        if c == "[":
            inside = True
            out.append(c)
        elif c == "]":
            inside = False
            out.append(c)
        elif c == "^" and inside and out[-1] == "[":
            out.append(c)
        elif c == "." and not inside:
            out.append(c)
        else:
            out.append(re.escape(c))
    return "".join(out)


class Dictionary:
    """A hunspell .aff/.dic pair: its affix classes and its stems."""

    def __init__(self, name):
        self.name = name
        self.long_flags = False
        self.needaffix = self.forbiddenword = self.circumfix = self.nosuggest = self.onlyincompound = None
        self.affixes = {}  # flag -> (kind, cross product, [Affix])
        self.encoding = _encoding(HUNSPELL / f"{name}.aff")
        self._read_aff(HUNSPELL / f"{name}.aff")

    def _read_aff(self, path):
        for line in path.read_text(encoding=self.encoding).splitlines():
            fields = line.split()
            if not fields or fields[0].startswith("#"):
                continue
            comment = next((at for at, field in enumerate(fields) if field.startswith("#")), None)
            fields = fields[:comment]  # id_ID ends its lines with a comment
            head = fields[0]
            if head == "FLAG":
                self.long_flags = fields[1] == "long"
            elif head in ("NEEDAFFIX", "FORBIDDENWORD", "CIRCUMFIX", "NOSUGGEST", "ONLYINCOMPOUND"):
                setattr(self, head.lower(), fields[1])
            elif head in ("SFX", "PFX") and len(fields) == 4 and fields[1] not in self.affixes:
                self.affixes[fields[1]] = (head, fields[2] == "Y", [])
            elif head in ("SFX", "PFX") and len(fields) >= 4:  # id_ID leaves out a condition that is "."
                condition = fields[4] if len(fields) > 4 else "."
                self.affixes[fields[1]][2].append(Affix(head, fields[2], fields[3], condition, fields[5:]))

    def flags(self, text):
        """The flags of a flag string, one or two characters each."""
        if self.long_flags:
            return [text[i:i + 2] for i in range(0, len(text), 2)]
        return list(text)

    def stems(self):
        """(stem, flags, morph fields) for each line of the .dic."""
        lines = (HUNSPELL / f"{self.name}.dic").read_text(encoding=self.encoding).splitlines()
        for line in lines[1:]:
            fields = line.split()
            if not fields or line[0].isspace() or line[0] in "#/":  # de_DE's and it_IT's comment lines
                continue
            word, _, flags = fields[0].partition("/")
            yield word, self.flags(flags), fields[1:]

    def forms(self, stem, flags, morph):
        """Every form of a stem with its morph fields, (form, fields), its affixes applied as hunspell does.

        One prefix and one suffix at most (both must allow the cross product, or
        the prefix must name the suffix among its continuation flags); forms
        whose affixes carry elisions (l', qu') are left out: cards have no apostrophe.
        """
        flags = set(flags)
        if self.forbiddenword in flags or self.onlyincompound in flags:
            return
        if self.needaffix not in flags:
            yield stem, morph
        suffixed = list(self._apply(stem, flags, "SFX"))
        for word, affix, cross in suffixed:
            if self.needaffix not in self.flags(affix.flags) and self.circumfix not in self.flags(affix.flags):
                yield word, morph + affix.morph
        for prefix_flag in sorted(flags):
            kind, prefix_cross, rules = self.affixes.get(prefix_flag, ("", False, ()))
            if kind != "PFX":
                continue
            for prefix in rules:
                if "'" in prefix.add or "’" in prefix.add or (prefixed := prefix.apply(stem)) is None:
                    continue
                prefix_flags = self.flags(prefix.flags)
                if self.needaffix not in prefix_flags:
                    yield prefixed, morph + prefix.morph
                combined = [(word, affix) for word, affix, cross in suffixed if cross and prefix_cross]
                combined += [(word, affix) for word, affix, _ in self._apply(stem, set(prefix_flags), "SFX")]
                for word, affix in combined:
                    if (made := prefix.apply(word)) is not None:
                        yield made, morph + prefix.morph + affix.morph

    def candidates(self, stem, flags):
        """More forms than the stem has: a suffix, a second suffix its continuation flags allow (id_ID's -kan
        then -nya), and a prefix the stem or the suffix allows (me- of the circumfix me-i), every
        combination, with no regard for NEEDAFFIX or CIRCUMFIX: the hunspell program then keeps only the
        right ones (rejected_by_hunspell). For the extensions' dictionaries, whose rules chain affixes."""
        flags = set(flags)
        if self.forbiddenword in flags or self.onlyincompound in flags:
            return set()
        made = {(stem, frozenset(flags))}
        for word, affix, _ in list(self._apply(stem, flags, "SFX")):
            after = set(self.flags(affix.flags))
            made.add((word, frozenset(after)))
            made |= {(twice, frozenset(after | set(self.flags(second.flags))))
                     for twice, second, _ in self._apply(word, after, "SFX")}
        forms = {word for word, _ in made}
        for word, allowed in made:
            for prefixed, prefix, _ in self._apply(word, flags | allowed, "PFX"):
                forms.add(prefixed)
                forms |= {twice for twice, _, _ in self._apply(prefixed, set(self.flags(prefix.flags)), "PFX")}
        return forms

    def _apply(self, word, flags, kind):
        for flag in sorted(flags):
            found_kind, cross, rules = self.affixes.get(flag, ("", False, ()))
            if found_kind != kind:
                continue
            for affix in rules:
                made = affix.apply(word)
                if made is not None:
                    yield made, affix, cross


def rejected_by_hunspell(words, dictionary):
    """The words among `words` that the hunspell program itself marks as misspelt."""
    run = subprocess.run(["hunspell", "-i", "utf-8", "-d", str(HUNSPELL / dictionary), "-l"],
                         input="\n".join(sorted(words)) + "\n", capture_output=True, text=True, check=True)
    return set(run.stdout.split())


def french_readings():
    """(form, Entry) for each reading of each form of hunspell-fr, before hunspell's own check."""
    dictionary = Dictionary("fr")
    for stem, flags, morph in dictionary.stems():
        if stem != stem.lower() or dictionary.nosuggest in flags:
            continue
        tags = {field[3:] for field in morph if field.startswith("po:")}
        if tags & FRENCH_LEFT_OUT or all(tag.startswith("loc.") for tag in tags):
            continue
        lemma = next((field[3:] for field in morph if field.startswith("st:")), stem)
        for form, fields in dictionary.forms(stem, flags, morph):
            if not card_letters(form) or form != form.lower() or len(form) < 2:
                continue
            yield from ((form, entry) for entry in _french_entries(form, lemma, fields))


def _french_entries(form, lemma, fields):
    """The readings of one French form from its tags: a verb form, and an adjective if the rule says so too."""
    tags = {field[3:] for field in fields if field.startswith("po:")}
    plural = "pl" in {field[3:] for field in fields if field.startswith("is:")} or bool(tags & FRENCH_PLURAL_PERSONS)
    verb = any(re.fullmatch(r"v\d.*", tag) for tag in tags)
    if verb:
        yield Entry(form, lemma, "verb", plural, "infi" not in tags)
    named = [FRENCH_POS[tag] for tag in sorted(tags) if tag in FRENCH_POS]
    for pos in named:
        yield Entry(form, lemma, pos, plural, False)
    if not verb and not named:
        yield Entry(form, lemma, "other", plural, False)


# WordNet's morphy rules: (ending, replacement) that turn an inflected form into its lemma.
MORPHY = {
    "noun": [("s", ""), ("ses", "s"), ("xes", "x"), ("zes", "z"), ("ches", "ch"), ("shes", "sh"),
             ("men", "man"), ("ies", "y")],
    "verb": [("s", ""), ("ies", "y"), ("es", "e"), ("es", ""), ("ed", "e"), ("ed", ""), ("ing", "e"), ("ing", "")],
    "adj": [("er", ""), ("est", ""), ("er", "e"), ("est", "e")],
}
WORDNET_POS = {"noun": "noun", "verb": "verb", "adj": "adj", "adv": "adv"}


class WordNet:
    """Debian's wordnet-base: each part of speech's lemmas, how often each was met, the irregular forms."""

    def __init__(self):
        self.lemmas, self.irregular = {}, {}
        for pos in WORDNET_POS:
            # lemma pos synset_cnt p_cnt [pointer]*p_cnt sense_cnt tagsense_cnt offsets...
            rows = [line.split() for line in (WORDNET / f"index.{pos}").read_text(encoding="utf-8").splitlines()
                    if not line.startswith(" ")]
            self.lemmas[pos] = {row[0]: int(row[5 + int(row[3])]) for row in rows}
            self.irregular[pos] = defaultdict(set)
            for line in (WORDNET / f"{pos}.exc").read_text(encoding="utf-8").splitlines():
                form, *bases = line.split()
                self.irregular[pos][form].update(bases)

    def readings(self, word):
        """The Entry values of an English word: each part of speech WordNet knows it as, with its lemma.

        A noun not a lemma is a plural, a verb form not a lemma is conjugated
        (-s, -ed, -ing, went). When some readings' lemmas were met in WordNet's
        tagged texts (SemCor) as that part of speech, only those are kept: "cats"
        is the plural of cat, not also a form of the rare verb "to cat". Words
        WordNet lacks (the, of, and) are one reading of their own, "other".
        """
        found = set()
        for pos in WORDNET_POS:
            if word in self.lemmas[pos]:
                found.add(Entry(word, word, pos, False, False))
            bases = set(self.irregular[pos].get(word, ()))
            for ending, replacement in MORPHY.get(pos, ()):
                if word.endswith(ending) and len(word) > len(ending):
                    bases.add(word[:len(word) - len(ending)] + replacement)
            for base in sorted((bases & self.lemmas[pos].keys()) - {word}):
                found.add(Entry(word, base, pos, pos == "noun", pos == "verb"))
        met = {entry for entry in found if self.lemmas[entry.pos][entry.lemma] > 0}
        return met or found or {Entry(word, word, "other", False, False)}


def english_rude_words():
    """The forms of the stems hunspell-en-us flags NOSUGGEST: its rude words and slurs."""
    dictionary = Dictionary("en_US")
    return {form for stem, flags, morph in dictionary.stems() if dictionary.nosuggest in flags
            for form, _ in dictionary.forms(stem, flags, morph)}


def english_words():
    """The lower-case, letters-only forms of hunspell-en-us expanded with its affixes."""
    dictionary = Dictionary("en_US")
    forms = {
        form
        for stem, flags, morph in dictionary.stems() if stem == stem.lower()
        for form, _ in dictionary.forms(stem, flags, morph)
        if form == form.lower() and card_letters(form)
    }
    return forms


def wamerican_words():
    """The lower-case, letters-only words of Debian's wamerican."""
    words = WAMERICAN.read_text(encoding="utf-8").split()
    return {word for word in words if word == word.lower() and card_letters(word)}


#: The extensions' dictionaries in /usr/share/hunspell (Debian's hunspell-de-de, hunspell-es, hunspell-it, hunspell-id).
EXTENSIONS = {"de": "de_DE", "es": "es_ES", "it": "it_IT", "id": "id_ID"}
#: it_IT joins pronouns to a verb (mangiarglielo, ricompaginatiglisi): three million rows, 2.1 MB gzip, that a
#: child never lays. Left out: a form of more than 6 letters ending in a pair of pronouns (-glielo, -melo, -tene);
#: one pronoun stays (dimmi, mangiarlo), and so do words that only look so (mele, scene).
IT_PRONOUN_PAIR = re.compile(r"(ME|TE|CE|VE|SE|GLIE)(LO|LA|LI|LE|NE)$")


def chained_pronouns(letters):
    """Whether an Italian row ends in the pronouns left out above."""
    return len(letters) > 6 and bool(IT_PRONOUN_PAIR.search(letters))


EXTENSION_PACKAGES = {"de": "hunspell-de-de", "es": "hunspell-es", "it": "hunspell-it", "id": "hunspell-id"}

#: Rude words and slurs of the extensions, by lemma or spelling, as a classroom would agree (none of these
#: dictionaries marks them).
RUDE_EXTENSIONS = {
    "de": {"arsch", "arschloch", "ficken", "fick", "fotze", "hure", "kacke", "mist", "scheiße", "scheisse", "schlampe",
           "wichser", "wichsen", "schwuchtel", "nutte", "pisse", "pissen", "titte", "neger", "spast", "missgeburt",
           # among the words de_DE marks NOSUGGEST (see extension_readings); not vögeln, also the birds' (den Vögeln)
           "ficker", "gefickt", "abkacken", "gevögelt", "durchvögeln", "durchgevögelt", "pimmel", "pimpern",
           "gepimpert", "porno", "stricher", "domina", "negerlein", "mohrenkopf", "mohrenköpfe"},
    "es": {"mierda", "puta", "puto", "coño", "joder", "cabrón", "gilipollas", "polla", "culo", "follar", "hostia",
           "marica", "maricón", "pendejo", "zorra", "verga", "chingar", "cojón", "cojones", "negrata", "mamón"},
    "it": {"merda", "cazzo", "stronzo", "puttana", "vaffanculo", "coglione", "culo", "troia", "figa", "fica",
           "minchia", "frocio", "bastardo", "fottere", "negro", "mignotta", "zoccola"},
    "id": {"bangsat", "bajingan", "kontol", "memek", "ngentot", "tai", "tahi", "brengsek", "bego",
           "goblok", "kampret", "jancuk", "pelacur", "lonte", "perek", "bencong"},
}


#: de_DE's flags of a common noun's plural and case forms (Baum/STpmij, Fisch/EPSTMmij, Rose/Nm), which its
#: names (Berlin/Sm, Peter/SM, Anna/S, Hans) do not take: a stem hunspell-en-us also holds capitalised is a
#: name unless it takes one of these (Baum, Bach, Koch and Stein are German nouns, and English surnames).
GERMAN_NOUN_FLAGS = set("TPENij")


#: de_DE.aff's compounding as igerman98 flags it: a stem with j (SFX j 0 0/xoc: COMPOUNDBEGIN) is a first part as it
#: is (Zeit, Kranken), one with e (SFX e 0 0/yoc) or k (PFX k 0 0/coy: COMPOUNDMIDDLE) a middle part, and one with
#: COMPOUNDEND (z), the lower-case copies of the nouns (haus/Tpozm), a last part in every form its affixes make
#: (haus, hauses, häuser): ONLYINCOMPOUND (o) and NEEDAFFIX (h) keep those from being words alone.
GERMAN_FIRST, GERMAN_MIDDLE, GERMAN_LAST = set("j"), set("ek"), set("z")
#: How many compounds of each shape (first + last, first + middle + last) the build has hunspell check.
COMPOUND_SAMPLE = 2000


def german_compound_parts():
    """(firsts, middles, lasts) of de_DE, as {card letters: a spelling}; lasts as {card letters: (spelling, stem's
    card letters)}: the parts pygame_rules/meli_cado/lexicon/compounds.py makes compounds of. No part of a rude
    word (RUDE_EXTENSIONS), none that cards cannot spell, nor a form with a capital inside (LehrerIn)."""
    dictionary = Dictionary("de_DE")
    rude = RUDE_EXTENSIONS["de"]
    firsts, middles, lasts = {}, {}, {}
    for stem, flags, morph in dictionary.stems():
        key = card_letters(stem)
        if not key or dictionary.forbiddenword in flags or stem.lower() in rude or stem[1:] != stem[1:].lower():
            continue
        if GERMAN_FIRST & set(flags):
            firsts.setdefault(key, stem)
        if GERMAN_MIDDLE & set(flags):
            middles.setdefault(key, stem)
        if GERMAN_LAST & set(flags):
            alone = [flag for flag in flags if flag not in (dictionary.onlyincompound, dictionary.needaffix)]
            for form, _ in dictionary.forms(stem, alone, morph):
                form_key = card_letters(form)
                if form_key and form[1:] == form[1:].lower() and form.lower() not in rude:
                    lasts.setdefault(form_key, (form, key))
    return firsts, middles, lasts


def compounds_rejected_by_hunspell(firsts, middles, lasts):
    """(checked, rejected): COMPOUND_SAMPLE compounds of each shape made of random parts (seeded), and those that
    the hunspell program rejects: the parts' flags read as hunspell reads them, or not."""
    import random

    rng = random.Random(COMPOUND_SAMPLE)
    first, middle, last = (sorted(spellings.values()) for spellings in (firsts, middles, lasts))
    last = [spelling for spelling, _ in last]
    made = {rng.choice(first) + rng.choice(last) for _ in range(COMPOUND_SAMPLE)}
    made |= {rng.choice(first) + rng.choice(middle).lower() + rng.choice(last) for _ in range(COMPOUND_SAMPLE)}
    return len(made), rejected_by_hunspell(made, "de_DE")


def english_names():
    """The capitalised stems of hunspell-en-us: names of people and places (Berlin, Peter, Paris)."""
    return {stem for stem, _, _ in Dictionary("en_US").stems() if stem[:1].isupper() and stem[1:] == stem[1:].lower()}


def extension_readings(language):
    """(form as the dictionary spells it, Entry) of each form of an extension's hunspell dictionary, before hunspell's
    own check. These dictionaries carry no part of speech, number or tense: a form's lemma is its stem, and no
    reading is marked plural or conjugated (SINGULIER and CONJUGAISON INTERDITE are not dealt in these games),
    but in Indonesian, whose words take affixes instead, a form made by an affix is marked conjugated (its
    card, TANPA IMBUHAN, "no affix", refuses it: MAKAN, not MEMAKAN).
    de_DE's NOSUGGEST stems are kept (its rude words are left out by RUDE_EXTENSIONS).
    A capital letter means a name, as in French, but for German, which capitalises every noun: there a
    capitalised stem is a noun unless hunspell-en-us holds it capitalised too and it takes no plural or case
    flag of a common noun (GERMAN_NOUN_FLAGS: a name, Berlin, Peter)."""
    dictionary = Dictionary(EXTENSIONS[language])
    names = english_names() if language == "de" else set()
    for stem, flags, morph in dictionary.stems():
        noun = (language == "de" and stem[:1].isupper() and stem[1:] == stem[1:].lower()
                and (stem not in names or bool(set(flags) & GERMAN_NOUN_FLAGS)))
        # de_DE's NOSUGGEST is "rare words, and typos of Flicken" (frisch, Zuhause, nochmal, Subjekt, and its
        # rude words, which RUDE_EXTENSIONS lists): kept, the rude ones left out by lemma.
        if (language != "de" and dictionary.nosuggest in flags) or not (stem == stem.lower() or noun):
            continue
        for form in sorted(dictionary.candidates(stem, flags)):
            if len(form) < 2 or not card_letters(form) or form[1:] != form[1:].lower() or form[:1].isupper() != noun:
                continue
            if language == "it" and form != stem and chained_pronouns(card_letters(form)):
                continue
            # Indonesian has no inflection, but affixes (imbuhan): a form made by one is TANPA IMBUHAN's "conjugated".
            yield form, Entry(form.lower(), stem.lower(), "other", False, language == "id" and form != stem)


#: nlp-id (PyPI, MIT, kumparan.com): its data files are read, the package is not imported (its import loads models
#: and needs packages the build does not).
NLP_ID = "nlp-id"
#: A word of nlp-id's corpus is added when seen at least CORPUS_SEEN times and tagged most often as none of
#: NOT_COMMON_WORDS: a name (NNP: yogyakarta, jokowi, polri), a foreign word (FW), a symbol.
CORPUS_SEEN = 2
NOT_COMMON_WORDS = {"NNP", "FW", "SYM"}


def nlp_id_file(name):
    """The path of one of nlp-id's data files, found without importing the package."""
    spec = importlib.util.find_spec("nlp_id")
    if spec is None:
        raise SystemExit("nlp-id is not installed: see this script's docstring")
    return Path(next(iter(spec.submodule_search_locations))) / "data" / name


def corpus_words():
    """Each lower-case word of nlp-id's tagged corpus (lines "token<TAB>TAG"): (times seen, its most frequent tag)."""
    tags = defaultdict(Counter)
    for line in nlp_id_file("dataset_postag.txt").read_text(encoding="utf-8").splitlines():
        token, _, tag = line.partition("\t")
        if tag:
            tags[token.lower()][tag.strip().upper()] += 1
    return {word: (counts.total(), counts.most_common(1)[0][0]) for word, counts in tags.items()}


def corpus_names():
    """The words nlp-id's corpus tags most often as a name (NNP): tools/lexicon_coverage.py's names too."""
    return {word for word, (_, tag) in corpus_words().items() if tag == "NNP"}


def indonesian_additions(listed):
    """(form, Entry) of the KBBI roots and the corpus's common words that `listed` (hunspell-id's rows) lacks.
    A corpus word that is no root but an affixed form of a listed word or root (tulisannya, dikirim) is marked
    conjugated, its root the lemma, as the expansion marks hunspell-id's own affixed forms."""
    roots = {word.strip().lower() for word in nlp_id_file("root-word.txt").read_text(encoding="utf-8").splitlines()}
    corpus = {word for word, (seen, tag) in corpus_words().items() if seen >= CORPUS_SEEN and tag not in NOT_COMMON_WORDS}
    words = {word for word in roots | corpus if len(word) >= 2 and card_letters(word)}
    known = set(listed) | {card_letters(word) for word in words & roots}
    for word in sorted(words):
        letters = card_letters(word)
        if letters in listed:
            continue
        root = None if word in roots else affixed_root(letters, known.__contains__)
        yield word, Entry(word, root.lower() if root else word, "other", False, root is not None)


def build(language):
    """Write the language's four data files; return its figures: words (rows of letters), forms, rejected by hunspell, ..."""
    if language in EXTENSIONS:
        readings = list(extension_readings(language))
        rejected = rejected_by_hunspell({form for form, _ in readings}, EXTENSIONS[language])
        kept = [(form.lower(), entry) for form, entry in readings if form not in rejected]
        added = 0
        if language == "id":
            extra = list(indonesian_additions({card_letters(form) for form, _ in kept}))
            kept += extra
            added = len(extra)
    elif language == "fr":
        readings = list(french_readings())
        rejected = rejected_by_hunspell({form for form, _ in readings}, "fr")
        kept = [(form, entry) for form, entry in readings if form not in rejected]
        added = 0
    else:
        forms = english_words()
        rejected = rejected_by_hunspell(forms, "en_US")
        forms -= rejected
        extra = wamerican_words() - forms
        added = len(extra)
        wordnet = WordNet()
        kept = [(form, entry) for form in sorted(forms | extra) for entry in wordnet.readings(form)]
    if language in EXTENSIONS:
        left_out = RUDE_EXTENSIONS[language]
    elif language == "fr":
        left_out = RUDE_FRENCH | FRENCH_ABBREVIATIONS
    else:
        left_out = english_rude_words() | RUDE_ENGLISH | ENGLISH_ABBREVIATIONS
    kept = [(form, entry) for form, entry in kept
            if set(card_letters(form)) & VOWELS and form not in left_out and entry.lemma not in left_out]
    by_key = defaultdict(set)
    for form, entry in kept:
        by_key[card_letters(form)].add(entry)
    adult = {"fr": ADULT_FRENCH, "en": ADULT_ENGLISH}.get(language, frozenset())
    common = frequent_keys(language, by_key, COMMON_ZIPF, COMMON_LENGTH, lemma_too=True, left_out=adult)
    known = frequent_keys(language, by_key, KNOWN_ZIPF, None, lemma_too=False)
    keys = sorted(by_key)
    sounds = sound_lines(known, language)
    compounds, checked = [], {}
    if language == "de":
        firsts, middles, lasts = german_compound_parts()
        compounds = compound_lines(firsts, middles, {key: stem for key, (_, stem) in lasts.items()})
        made, wrong = compounds_rejected_by_hunspell(firsts, middles, lasts)
        checked = {"compound parts": len(compounds), "compounds checked": made, "rejected by hunspell": sorted(wrong)}
    write_part(language, "compounds", front_code(compounds))
    write_part(language, "words", front_code(keys))
    write_part(language, "readings", in_blocks([encode_readings(key, by_key[key], key in common) for key in keys]))
    write_part(language, "sounds", front_code(sounds))
    forms = len({form for form, _ in kept})
    return {"words": len(keys), "forms": forms, "rejected": len(rejected), "added": added,
            "common": len(common), "known": len(known), "sounds": len(sounds), **checked}


def frequent_keys(language, by_key, zipf_at_least, longest, lemma_too, left_out=frozenset()):
    """The rows of letters with some spelling at `zipf_at_least` or more in wordfreq (and its lemma too, if
    `lemma_too`, neither of them in `left_out`), of 2 to `longest` letters (any length if None): the common
    words the easy computer player knows, or the known words FONETIK's spellings may sound like (see the module
    doc). A common word of two letters needs TWO_LETTER_ZIPF, and its spelling may not be far more frequent in the other language
    (by FOREIGN_MARGIN) unless it is an everyday word in this one (EVERYDAY_ZIPF): wordfreq's French web
    text holds English (let, put, no) and bits of both (li, op, na), its English holds French."""
    from wordfreq import zipf_frequency

    other = OTHER_LANGUAGE[language]
    frequency = {}

    def zipf(word, in_language=language):
        if (word, in_language) not in frequency:
            frequency[word, in_language] = zipf_frequency(word, in_language)
        return frequency[word, in_language]

    def child_knows(key, entry):
        spelling = entry.spelling
        return (spelling not in left_out and entry.lemma not in left_out
                and zipf(spelling) >= (TWO_LETTER_ZIPF if len(key) == 2 else zipf_at_least)
                and zipf(entry.lemma) >= zipf_at_least
                and (zipf(spelling, other) - zipf(spelling) < FOREIGN_MARGIN or zipf(spelling) >= EVERYDAY_ZIPF))

    return {
        key for key, entries in by_key.items()
        if (longest is None or 2 <= len(key) <= longest)
        and any(child_knows(key, entry) if lemma_too else zipf(entry.spelling) >= zipf_at_least for entry in entries)
    }


#: The two ways a part may be compressed (the package's DECOMPRESSORS reads them): xz at its strongest, bzip2 at
#: its largest blocks. bzip2 wins on the sorted, front-coded words, xz on the readings and sounds.
COMPRESSORS = {".xz": lambda data: lzma.compress(data, preset=9 | lzma.PRESET_EXTREME),
               ".bz2": lambda data: bz2.compress(data, 9)}


def write_part(language, part, text):
    """A part's text, compressed both ways and the smaller kept (and any other file of that part removed)."""
    data = text.encode("utf-8")
    made = {suffix: compress(data) for suffix, compress in COMPRESSORS.items()}
    kept = min(made, key=lambda suffix: len(made[suffix]))
    for suffix in made:
        (OUT / f"{language}.{part}{suffix}").unlink(missing_ok=True)
    (OUT / f"{language}.{part}{kept}").write_bytes(made[kept])


LICENCES = {
    "LICENCE-fr.txt": (
        "fr.words.*, fr.readings.* and fr.sounds.* are made by tools/lexicon.py from Debian's\n"
        "hunspell-fr-classical {hunspell-fr-classical} (fr.aff, fr.dic: the Dicollecte / Grammalecte French\n"
        "dictionary), its stems expanded with its affix rules: a modified form of that dictionary,\n"
        "under the same licence, MPL-2.0. Its source: that Debian package and the script.\n",
        [Path("/usr/share/doc/hunspell-fr-classical/copyright"), Path("/usr/share/common-licenses/MPL-2.0")],
    ),
    "LICENCE-en.txt": (
        "en.words.*, en.readings.* and en.sounds.* are made by tools/lexicon.py from Debian's\n"
        "hunspell-en-us {hunspell-en-us} (en_US.aff, en_US.dic, from SCOWL) expanded with its affix rules,\n"
        "wamerican {wamerican} (also from SCOWL: same copyright below), and the parts of speech and\n"
        "lemmas of WordNet 3.0 (Debian's wordnet-base {wordnet-base}).\n",
        [Path("/usr/share/doc/hunspell-en-us/copyright"), Path("/usr/share/doc/wordnet-base/copyright")],
    ),
}


EXTENSION_LICENCES = {
    "de": "igerman98 (GPL-2+)", "es": "the RLA-ES Spanish dictionary (GPL-3+ or LGPL-3+ or MPL-1.1+)",
    "it": "the Italian Writing Aids dictionary (GPL-3+)", "id": "the Indonesian dictionary (LGPL-3)",
}
def extension_licence(language):
    """The intro and sources of an extension's licence file, as LICENCES holds them."""
    package, name = EXTENSION_PACKAGES[language], EXTENSIONS[language]
    return (
        f"{language}.words.*, {language}.readings.* and {language}.sounds.* are made by tools/lexicon.py from\n"
        f"Debian's {package} {{{package}}} ({name}.aff, {name}.dic: {EXTENSION_LICENCES[language]}),\n"
        "its stems expanded with its affix rules: a modified form of that dictionary, under its licence, which\n"
        "Debian's copyright file below gives. Its source: that Debian package and the script.\n",
        [Path(f"/usr/share/doc/{package}/copyright")],
    )


LICENCES |= {f"LICENCE-{language}.txt": extension_licence(language) for language in EXTENSION_LICENCES}


def write_licences(languages):
    """The licence files of these languages beside their data: what each file comes from, and those sources'
    own copyright texts; and wordfreq's, for the common-word marks of every language."""
    for language in languages:
        name = f"LICENCE-{language}.txt"
        intro, sources = LICENCES[name]
        packages = [EXTENSION_PACKAGES[language]] if language in EXTENSIONS else (
            ["hunspell-fr-classical"] if language == "fr" else ["hunspell-en-us", "wamerican", "wordnet-base"])
        parts = [intro.format(**{package: package_version(package) for package in packages})]
        parts += [f"\n==== {source} ====\n\n{source.read_text(encoding='utf-8')}" for source in sources]
        if language == "id":
            parts.append(nlp_id_licence())
        (OUT / name).write_text("".join(parts), encoding="utf-8")
    from importlib.metadata import distribution

    wordfreq = distribution("wordfreq")
    readme = wordfreq.metadata.get_payload()
    licence = readme[readme.index("## License"):readme.index("## Citing wordfreq")]
    (OUT / "LICENCE-common.txt").write_text(
        "The common-word marks (`*`) in the .readings.* files of every language are derived from the word\n"
        f"frequencies of wordfreq {wordfreq.version} by Robyn Speer (see tools/lexicon.py: a form and its\n"
        f"lemma at Zipf >= {COMMON_ZIPF}, {COMMON_LENGTH} letters at most). wordfreq's licence, as it states it:\n\n"
        + licence.strip() + "\n",
        encoding="utf-8",
    )


def nlp_id_licence():
    """What Indonesian's data takes from nlp-id, and nlp-id's licence as its wheel ships it."""
    from importlib.metadata import distribution

    nlp_id = distribution(NLP_ID)
    return (f"\nThey also hold the KBBI roots (data/root-word.txt) and the common words of the tagged corpus\n"
            f"(data/dataset_postag.txt) of nlp-id {nlp_id.version} by kumparan.com (PyPI), under its licence:\n"
            f"\n==== nlp-id {nlp_id.version}: LICENSE ====\n\n{nlp_id.read_text('licenses/LICENSE')}")


def package_version(package):
    """The installed version of a Debian package."""
    return subprocess.run(["dpkg-query", "-W", "-f", "${Version}", package],
                          capture_output=True, text=True, check=True).stdout


def main(argv):
    languages = argv or ["fr", "en", *EXTENSIONS]
    needed = {"fr": [HUNSPELL / "fr.dic"], "en": [HUNSPELL / "en_US.dic", WAMERICAN, WORDNET]}
    needed |= {language: [HUNSPELL / f"{name}.dic", HUNSPELL / "en_US.dic"] for language, name in EXTENSIONS.items()}
    missing = [path for language in languages for path in needed[language] if not path.exists()]
    if missing or not shutil.which("hunspell"):
        raise SystemExit(f"missing {missing or 'hunspell'}: see this script's docstring for what to install")
    if importlib.util.find_spec("wordfreq") is None:
        raise SystemExit("wordfreq is not installed: see this script's docstring")
    write_licences(languages)
    for language in languages:
        figures = build(language)
        sizes = {path.name: path.stat().st_size for part in PARTS for path in OUT.glob(f"{language}.{part}.*")}
        print(language, figures, "bytes:", sizes, flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
