"""The forest song's score and pitches, checked in plain Python (the page plays them with Web Audio)."""

import asyncio

import pytest

from ui.kit.song import BAR, BASS, FOREST_LINES, FOREST_SONG, TEMPO, frequency, sing_forest_song, song_seconds, verse_beats

# The tune children sing, line by line, in C: (syllables, notes, beats).
TRANSCRIPTION = (
    ("Prom' nons nous dans les bois".split(), "C5 C5 C5 D5 D5 G4".split(), [0.5, 0.5, 1, 0.5, 0.5, 1]),
    ("pen dant que le loup n'y-est pas".split(), "C5 C5 C5 C5 D5 D5 G4".split(), [0.5] * 6 + [1]),
    ("Si le loup y-é tait".split(), "C5 C5 C5 D5 E5".split(), [0.5, 0.5, 1, 1, 1]),
    ("il nous man ge rait".split(), "D5 C5 D5 G5 C5".split(), [0.5, 0.5, 1, 1, 1]),
    ("mais comm' il n'y-est pas".split(), "C5 C5 C5 D5 E5".split(), [0.5, 0.5, 1, 1, 1]),
    ("il nous mang' ra pas".split(), "D5 C5 D5 G5 C5".split(), [0.5, 0.5, 1, 1, 1]),
)


def test_note_names_give_equal_tempered_pitches():
    assert frequency("A4") == 440.0
    assert frequency("A5") == pytest.approx(880.0)
    assert frequency("C5") == pytest.approx(523.25, abs=0.01)
    assert frequency("C4") == pytest.approx(261.63, abs=0.01)
    assert frequency("G4") == pytest.approx(392.00, abs=0.01)
    assert frequency("G2") == pytest.approx(98.00, abs=0.01)
    assert frequency("F#4") == pytest.approx(369.99, abs=0.01)
    assert frequency("Bb3") == pytest.approx(233.08, abs=0.01)


def test_each_line_has_one_note_a_syllable_as_transcribed():
    assert len(FOREST_LINES) == len(TRANSCRIPTION) == 6
    for line, (syllables, notes, beats) in zip(FOREST_LINES, TRANSCRIPTION):
        assert len(line) == len(syllables)
        assert [note for note, _ in line] == notes, " ".join(syllables)
        assert [length for _, length in line] == beats, " ".join(syllables)


def test_the_song_is_the_verse_once_through():
    assert FOREST_SONG == tuple(note for line in FOREST_LINES for note in line)
    assert FOREST_LINES[4:6] == FOREST_LINES[2:4]  # "mais comme il n'y est pas..." repeats the music of "si le loup y était..."


def test_every_line_lasts_two_bars_and_no_note_straddles_a_bar_line():
    for line in FOREST_LINES:
        assert sum(beats for _, beats in line) == 2 * BAR == 4
    bars = notes_by_bar()  # fails on a note held over a bar line
    assert len(bars) == 12 and sum(len(bar) for bar in bars) == len(FOREST_SONG)


def test_the_tune_uses_low_sol_do_re_mi_and_high_sol_only():
    assert {note for note, _ in FOREST_SONG} == {"G4", "C5", "D5", "E5", "G5"}
    for note, beats in FOREST_SONG:
        assert frequency("C4") <= frequency(note) <= frequency("C6")
        assert beats > 0


def notes_by_bar():
    """The melody cut at its bar lines, each note whole inside one bar."""
    bars, start = [], 0.0
    for note, beats in FOREST_SONG:
        bar = int(start // BAR)
        assert (start + beats) <= (bar + 1) * BAR, f"{note} at beat {start} crosses a bar line"
        if bar == len(bars):
            bars.append([])
        bars[bar].append((note, beats))
        start += beats
    return bars


def test_the_bass_has_one_low_c_or_g_a_bar_following_the_harmony():
    assert len(BASS) == verse_beats() / BAR == len(notes_by_bar()) == 12
    for note in BASS:
        assert note in ("C3", "G2")
        assert frequency("C2") <= frequency(note) < frequency("C4")
    for bar, (bass, notes) in enumerate(zip(BASS, notes_by_bar())):
        on_the_fifth = sum(beats for note, beats in notes if note[0] in "DG")  # re and sol: chord V
        expected = "G2" if on_the_fifth > BAR / 2 and bar < len(BASS) - 1 else "C3"
        assert bass == expected, f"bar {bar + 1}: {notes}"


def test_the_verse_ends_on_do_over_a_c_in_the_bass():
    assert FOREST_SONG[-1][0] == "C5"
    assert BASS[-1] == "C3"


def test_the_song_lasts_about_ten_seconds():
    assert TEMPO == 132
    assert verse_beats() == 24
    assert 10 <= song_seconds() <= 12


class Recorder:
    """Sounds' interface, noting what would be played."""

    def __init__(self):
        self.chimes, self.basses = [], []

    def chime(self, frequency, start=0.0, length=0.4, volume=0.12):
        self.chimes.append((frequency, start, length))

    def bass(self, frequency, start=0.0, length=0.8):
        self.basses.append((frequency, start, length))


class Pace:
    """Pace's interface without the page: waits are counted, not slept."""

    def __init__(self, factor):
        self.factor = factor
        self.waited = 0.0

    def seconds(self, seconds):
        return seconds * self.factor

    async def wait(self, seconds):
        self.waited += self.seconds(seconds)


def test_singing_schedules_every_note_once_in_order_and_waits_for_the_end():
    sounds, pace = Recorder(), Pace(1.0)
    asyncio.run(sing_forest_song(sounds, pace))
    assert [f for f, _, _ in sounds.chimes] == [frequency(note) for note, _ in FOREST_SONG]
    starts = [start for _, start, _ in sounds.chimes]
    assert starts == sorted(starts) and starts[0] == 0.0
    bar_seconds = BAR * 60 / TEMPO
    assert [f for f, _, _ in sounds.basses] == [frequency(note) for note in BASS]
    assert [start for _, start, _ in sounds.basses] == pytest.approx([bar * bar_seconds for bar in range(len(BASS))])
    assert all(length < bar_seconds for _, _, length in sounds.basses)
    assert starts[-1] < pace.waited == pytest.approx(song_seconds())


def test_under_fast_pace_the_song_is_silent_and_short():
    sounds, pace = Recorder(), Pace(0.05)
    asyncio.run(sing_forest_song(sounds, pace))
    assert sounds.chimes == [] and sounds.basses == []
    assert pace.waited < 1
