"""The forest song: "Promenons-nous dans les bois" (traditional), played like a music box.

When the wolf attacks, the defending child "sings" it while the forest
wiggles, as children sing it while the wolf is not there. The tune is data
that reads like a score; the page plays it with the kit's Sounds, so it
shares their one audio context. Nothing here touches the browser itself,
so the score and the pitches are tested in plain Python.
"""

TEMPO = 132  # quarter notes a minute: a brisk walk in the woods
BAR = 2  # beats in a bar (2/4)

FOREST_SONG = (  # (note, beats), one note a syllable, in C
    ("C5", 0.5),  # Pro-
    ("C5", 0.5),  # me-
    ("C5", 0.5),  # nons-
    ("D5", 0.5),  # nous
    ("E5", 0.5),  # dans
    ("C5", 0.5),  # les
    ("D5", 1),  # bois,
    ("D5", 0.5),  # pen-
    ("D5", 0.5),  # dant
    ("D5", 0.25),  # que
    ("D5", 0.25),  # le
    ("E5", 0.5),  # loup
    ("C5", 0.5),  # n'y
    ("C5", 0.5),  # est
    ("C5", 1),  # pas ;
)
VERSES = 2  # sung twice through, the way children go on walking

BASS = ("C3", "G2", "G2", "C3")  # one soft low note a bar, under each verse

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
    return VERSES * verse_beats() * 60 / TEMPO


async def sing_forest_song(sounds, pace) -> None:
    """Play the song on `sounds` (the kit's Sounds) and return when it is over.

    Under ?fast=1 the notes are left out: squeezed twenty times they would
    only click, and nobody listens to the end-to-end tests.
    """
    if pace.seconds(1.0) == 1.0:
        beat = 60 / TEMPO
        start = 0.0
        for _ in range(VERSES):
            for bar, note in enumerate(BASS):
                sounds.bass(frequency(note), start + bar * BAR * beat, BAR * beat * 0.95)
            for note, beats in FOREST_SONG:
                sounds.chime(frequency(note), start, max(beats * beat, 0.3))
                start += beats * beat
    await pace.wait(song_seconds())
