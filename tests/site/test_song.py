"""The forest song's score and pitches, checked in plain Python (the page plays them with Web Audio)."""

import asyncio

import pytest

from ui.kit.song import BAR, BASS, FOREST_SONG, VERSES, frequency, sing_forest_song, song_seconds, verse_beats


def test_note_names_give_equal_tempered_pitches():
    assert frequency("A4") == 440.0
    assert frequency("A5") == pytest.approx(880.0)
    assert frequency("C5") == pytest.approx(523.25, abs=0.01)
    assert frequency("C4") == pytest.approx(261.63, abs=0.01)
    assert frequency("F#4") == pytest.approx(369.99, abs=0.01)
    assert frequency("Bb3") == pytest.approx(233.08, abs=0.01)


def test_the_song_opens_like_promenons_nous_dans_les_bois():
    assert [note for note, _ in FOREST_SONG[:6]] == ["C5", "C5", "C5", "D5", "E5", "C5"]  # Pro-me-nons-nous dans les
    assert FOREST_SONG[-1][0] == "C5"  # ... pas : home on the key note


def test_the_tune_stays_where_a_music_box_and_a_child_can_sing():
    for note, beats in FOREST_SONG:
        assert frequency("C4") <= frequency(note) <= frequency("C6")
        assert beats > 0
    for note in BASS:
        assert frequency("C2") <= frequency(note) < frequency("C4")


def test_the_song_lasts_a_few_seconds_in_whole_bars_with_one_bass_note_each():
    assert 5 <= song_seconds() <= 12
    assert verse_beats() == len(BASS) * BAR


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


def test_singing_schedules_every_note_in_order_and_waits_for_the_end():
    sounds, pace = Recorder(), Pace(1.0)
    asyncio.run(sing_forest_song(sounds, pace))
    assert [f for f, _, _ in sounds.chimes] == [frequency(note) for note, _ in FOREST_SONG] * VERSES
    starts = [start for _, start, _ in sounds.chimes]
    assert starts == sorted(starts) and starts[0] == 0.0
    assert len(sounds.basses) == len(BASS) * VERSES
    assert starts[-1] < pace.waited == pytest.approx(song_seconds())


def test_under_fast_pace_the_song_is_silent_and_short():
    sounds, pace = Recorder(), Pace(0.05)
    asyncio.run(sing_forest_song(sounds, pace))
    assert sounds.chimes == [] and sounds.basses == []
    assert pace.waited < 1
