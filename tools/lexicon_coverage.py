"""How much of a language Méli Cado's lexicon knows, against a frequency list nobody here wrote.

    /tmp/lexvenv/bin/python tools/lexicon_coverage.py de es it id

For each language: of the COVERED most frequent words of wordfreq's list for
it that cards can spell (accents taken off, 2 letters or more, a vowel: a
row with none is never a word, the lexicon's rule) and that are not names
nor English, the share the lexicon accepts. wordfreq lists words in lower
case: a name is a word the language's hunspell rejects in lower case and
accepts capitalised, or one hunspell-en-us holds capitalised (John, Bali)
that the language's hunspell rejects in lower case (in German, whose nouns
are capitalised, only the latter); an English word is one wordfreq finds
more frequent in English (the, you, online: the web's English in every
language's counts). In Indonesian a name is also a word nlp-id's tagged
corpus tags most often as one (NNP: jokowi, polri, bekasi) that hunspell-id
rejects in lower case: hunspell-id holds few names, capitalised or not, so
its rule alone counts them as missed words. Then the share of
random rows of 4, 5 and 6 letters (uniform over the letters of that
language's deck, seed RANDOM_SEED, RANDOM_ROWS each) that it accepts. The
misses are listed, most frequent first, to see what kind of words they are.
"""

import random
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pygame_rules.meli_cado.cards import LETTER_TABLES  # noqa: E402
from pygame_rules.meli_cado.lexicon import Lexicon, card_letters  # noqa: E402
from tools.lexicon import EXTENSIONS, HUNSPELL  # noqa: E402

COVERED = 5000
RANDOM_SEED = 69
RANDOM_ROWS = 4000
DICTIONARIES = {"fr": "fr", "en": "en_US", **EXTENSIONS}


def misspelt(words, language):
    """The words hunspell marks as misspelt in that language's dictionary."""
    run = subprocess.run(["hunspell", "-i", "utf-8", "-d", str(HUNSPELL / DICTIONARIES[language]), "-l"],
                         input="\n".join(words) + "\n", capture_output=True, text=True, check=True)
    return set(run.stdout.split())


def frequent_words(language):
    """The COVERED most frequent words cards can spell that are not names, most frequent first."""
    from wordfreq import top_n_list

    from wordfreq import zipf_frequency

    from tools.lexicon import corpus_names, english_names

    candidates = [word for word in top_n_list(language, 60_000) if len(word) >= 2 and card_letters(word)
                  and set(card_letters(word)) & set("AEIOUY")]
    lower_wrong = misspelt(candidates, language)
    capital_wrong = misspelt([word.capitalize() for word in lower_wrong], language)
    names = {word for word in lower_wrong if word.capitalize() not in capital_wrong}
    # German writes its nouns with a capital: there a capitalised word is a noun, not a name, unless
    # hunspell-en-us holds it capitalised too (the lexicon's own rule, tools/lexicon.py).
    english = english_names()
    if language == "de":
        names = {word for word in names if word.capitalize() in english}
    else:
        names |= {word for word in candidates if word.capitalize() in english and word in lower_wrong}
    if language == "id":
        names |= corpus_names() & lower_wrong
    if language != "en":  # the English of the web in another language's counts: the, you, online
        names |= {word for word in candidates if zipf_frequency(word, "en") > zipf_frequency(word, language)}
    return [word for word in candidates if word not in names][:COVERED]


def coverage(language):
    lexicon = Lexicon.load(language)
    words = frequent_words(language)
    missed = [word for word in words if not lexicon.is_word(card_letters(word))]
    rng = random.Random(RANDOM_SEED)
    letters = "".join(letter * sum(counts) for letter, counts in LETTER_TABLES[language].items())
    shares = {}
    for length in (4, 5, 6):
        rows = ["".join(rng.choice(letters) for _ in range(length)) for _ in range(RANDOM_ROWS)]
        shares[length] = sum(lexicon.is_word(row) for row in rows) / RANDOM_ROWS
    return len(words), missed, shares


def main(languages):
    from importlib.metadata import version

    print(f"wordfreq {version('wordfreq')}")
    for language in languages:
        count, missed, shares = coverage(language)
        accepted = 1 - len(missed) / count
        randoms = " · ".join(f"{length}: {share:.1%}" for length, share in shares.items())
        print(f"{language}: {accepted:.1%} of the {count} most frequent words accepted; random rows {randoms}")
        print(f"  missed, most frequent first: {' '.join(missed[:60])}")


if __name__ == "__main__":
    main(sys.argv[1:] or list(EXTENSIONS))
