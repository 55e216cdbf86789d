"""The forest song: "Promenons-nous dans les bois" (traditional), played like a music box.

When the wolf attacks, the defending child "sings" it while the forest
wiggles, as children sing it while the wolf is not there. The tune is data
that reads like a score; the page plays it with the kit's Sounds, so it
shares their one audio context. Nothing here touches the browser itself,
so the score and the pitches are tested in plain Python.

The melody is the one children sing, from a LilyPond transcription in 2/4,
written here in C (do = C5). It uses only low sol, do, re, mi and high sol
(G4, C5, D5, E5, G5) over chords I and V. The children squeeze some
syllables to fit the tune ("Prom'nons", "n'y est" and "y é" on one note,
"mang'ra"). The verse is six lines of two bars each, and the last two lines
repeat the music of lines 3 and 4. It is played once and ends on do. The
tune stops before "Loup, y es-tu ?": the children speak that question and
the wolf's answer. They are not sung, so the score leaves them out.
"""

TEMPO = 132  # quarter notes a minute: a brisk walk in the woods
BAR = 2  # beats in a bar (2/4)

# The verse, one sung line a row, one (note, beats) a syllable. Every line
# is two bars (4 beats) as transcribed: no note had to be lengthened.
FOREST_LINES = (
    (  # Prom'-nons-nous dans les bois,
        ("C5", 0.5),  # Prom'-
        ("C5", 0.5),  # nons-
        ("C5", 1),  # nous
        ("D5", 0.5),  # dans
        ("D5", 0.5),  # les
        ("G4", 1),  # bois,
    ),
    (  # pen-dant que le loup n'y est pas.
        ("C5", 0.5),  # pen-
        ("C5", 0.5),  # dant
        ("C5", 0.5),  # que
        ("C5", 0.5),  # le
        ("D5", 0.5),  # loup
        ("D5", 0.5),  # n'y est
        ("G4", 1),  # pas.
    ),
    (  # Si le loup y é-tait,
        ("C5", 0.5),  # Si
        ("C5", 0.5),  # le
        ("C5", 1),  # loup
        ("D5", 1),  # y é-
        ("E5", 1),  # tait,
    ),
    (  # il nous man-ge-rait ;
        ("D5", 0.5),  # il
        ("C5", 0.5),  # nous
        ("D5", 1),  # man-
        ("G5", 1),  # ge-
        ("C5", 1),  # rait ;
    ),
    (  # mais comm' il n'y est pas,  (the music of "Si le loup y était")
        ("C5", 0.5),  # mais
        ("C5", 0.5),  # comm'
        ("C5", 1),  # il
        ("D5", 1),  # n'y est
        ("E5", 1),  # pas,
    ),
    (  # il nous mang'-ra pas.  (the music of "il nous mangerait", home on do)
        ("D5", 0.5),  # il
        ("C5", 0.5),  # nous
        ("D5", 1),  # mang'-
        ("G5", 1),  # ra
        ("C5", 1),  # pas.
    ),
)
FOREST_SONG = tuple(note for line in FOREST_LINES for note in line)  # the whole verse, played once

# One soft low note a bar of the verse: G (chord V) under bars that dwell on
# re and sol, C (chord I) under the others, and C under the last bar.
BASS = (
    "C3", "G2",  # Prom'-nons-nous | dans les bois,
    "C3", "G2",  # pen-dant que le | loup n'y est pas.
    "C3", "C3",  # Si le loup | y é-tait,
    "G2", "C3",  # il nous man- | -ge-rait ;
    "C3", "C3",  # mais comm' il | n'y est pas,
    "G2", "C3",  # il nous mang'- | -ra pas.
)

STEPS_FROM_A = {"C": -9, "D": -7, "E": -5, "F": -4, "G": -2, "A": 0, "B": 2}
ACCIDENTALS = {"": 0, "#": 1, "b": -1}


def frequency(note: str) -> float:
    """Equal-tempered pitch in Hz of a note name such as "A4", "F#5" or "Bb3" (A4 = 440 Hz)."""
    letter, accidental, octave = note[0], note[1:-1], int(note[-1])
    semitones = STEPS_FROM_A[letter] + ACCIDENTALS[accidental] + 12 * (octave - 4)
    return 440.0 * 2 ** (semitones / 12)


def verse_beats() -> float:
    return sum(beats for _, beats in FOREST_SONG)


def song_seconds() -> float:
    """How long the whole song lasts at its tempo, before any ?fast=1 shortening."""
    return verse_beats() * 60 / TEMPO


async def sing_forest_song(sounds, pace) -> None:
    """Play the song on `sounds` (the kit's Sounds) and return when it is over.

    Under ?fast=1 the notes are left out: squeezed twenty times they would
    only click, and nobody listens to the end-to-end tests.
    """
    if pace.seconds(1.0) == 1.0:
        beat = 60 / TEMPO
        for bar, note in enumerate(BASS):
            sounds.bass(frequency(note), bar * BAR * beat, BAR * beat * 0.95)
        start = 0.0
        for note, beats in FOREST_SONG:
            sounds.chime(frequency(note), start, max(beats * beat, 0.3))
            start += beats * beat
    await pace.wait(song_seconds())
