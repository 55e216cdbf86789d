"""The spoken prompts: every key in every language, every clip there, real speech, up to date.

These checks read the committed clips byte by byte and need neither
espeak-ng nor sox, so they run anywhere; `python3 tools/speech.py` is what
renders the clips again when a prompt changes.
"""

import json
import tomllib

import pytest

from pygame_rules import TEMPLATE
from pygame_rules.marchenwald.rules import OBJECTS
from tools import speech
from ui.kit.clips import clip_url
from ui.kit.i18n import LANGUAGES
from ui.kit.players import ANIMALS

ROOT = speech.ROOT
PROMPTS = speech.load_prompts()


def player_animals() -> list:
    """The UI's eight player animals."""
    return [animal.id for animal in ANIMALS]


#: Keys the pages play by name, beyond those made per animal or per object.
NAMED_KEYS = [
    "home.welcome", "home.teacher", "setup.who", "setup.start", "computer.thinking",
    "setup.seat_human", "setup.seat_computer", "setup.seat_off",
    "marchenwald.intro", "marchenwald.seek.castle", "marchenwald.found", "marchenwald.wrong",
    "marchenwald.witch", "marchenwald.swap_second", "marchenwald.crow_stole", "marchenwald.crow_hid",
    "marchenwald.dwarf", "marchenwald.tree", "marchenwald.tree_solo", "marchenwald.skipped",
    "marchenwald.castle_too_early", "marchenwald.won", "marchenwald.won_by", "marchenwald.lost",
    "marchenwald.again",
    "mechanlou.intro", "mechanlou.turn", "mechanlou.wolf_picked", "mechanlou.wolf_steal", "mechanlou.wolf_alone",
    "mechanlou.already", "mechanlou.six_last", "mechanlou.drew", "mechanlou.defend", "mechanlou.defend_computer",
    "mechanlou.pick_bush", "mechanlou.saved", "mechanlou.taken", "mechanlou.reshuffled", "mechanlou.six",
    "mechanlou.not_six", "mechanlou.won_by",
]


#: Prompts written the same in two languages: the game's own calls, and the frog, "la rana" in Spanish and Italian.
SAID_ALIKE = {"meli_cado.meli", "meli_cado.cado", "name.frog"}


def test_the_prompts_are_spoken_in_the_six_languages_and_in_every_language_the_site_offers():
    assert speech.LANGS == ("fr", "en", "de", "es", "it", "id")
    assert set(LANGUAGES) <= set(speech.LANGS), "a language of the site has no voice"


@pytest.mark.parametrize("folder", list(speech.speech_folders().values()), ids=str)
def test_every_prompt_has_a_text_in_every_language(folder):
    with open(folder / speech.PROMPTS, "rb") as file:
        table = tomllib.load(file)
    assert table, f"{folder} has no prompt"
    prefix = next(prefix for prefix, path in speech.speech_folders().items() if path == folder)
    for key, texts in table.items():
        assert set(texts) == set(speech.LANGS), key
        assert all(isinstance(text, str) and text.strip() for text in texts.values()), key
        if prefix + key not in SAID_ALIKE:
            copied = [(a, b) for a in speech.LANGS for b in speech.LANGS if a < b and texts[a] == texts[b]]
            assert copied == [], f"{key}: the same text in {copied}"


def test_the_pages_find_every_prompt_they_play():
    animals = player_animals()
    assert len(animals) == 8
    wanted = NAMED_KEYS + [f"marchenwald.seek.{name}" for name in OBJECTS]
    wanted += [f"{family}.{animal}" for family in ("player", "pass", "winner", "skipped") for animal in animals]
    assert sorted(set(wanted) - set(PROMPTS)) == []


def test_a_prompt_without_english_is_refused(tmp_path):
    broken = tmp_path / "prompts.toml"
    broken.write_text('["home.welcome"]\nfr = "Choisis un jeu !"\n', encoding="utf-8")
    with pytest.raises(ValueError, match="no en text"):
        speech.load_prompt_file(broken)


def test_clips_json_records_the_current_text_of_every_clip():
    """A prompt changed without rendering its clip again fails here."""
    manifest = speech.load_manifest()
    assert sorted(manifest) == sorted(PROMPTS)
    stale = [
        f"{lang}/{key}.{fmt}"
        for key, texts in PROMPTS.items()
        for lang in speech.LANGS
        for fmt in speech.FORMATS
        if manifest[key].get(lang, {}).get(fmt) != speech.clip_hash(lang, texts[lang], fmt)
    ]
    assert stale == [], "run: python3 tools/speech.py"


def test_the_recorded_hash_changes_with_the_text_the_voice_and_the_format():
    text = PROMPTS["home.welcome"]["fr"]
    assert speech.clip_hash("fr", text, "opus") == speech.clip_hash("fr", text, "opus")
    assert speech.clip_hash("fr", text, "opus") != speech.clip_hash("fr", text + " ", "opus")
    assert speech.clip_hash("fr", text, "opus") != speech.clip_hash("en", text, "opus")
    assert speech.clip_hash("fr", text, "opus") != speech.clip_hash("fr", text, "mp3")


def test_a_new_encoder_setting_makes_only_its_format_stale(monkeypatch):
    manifest = speech.load_manifest()
    monkeypatch.setitem(speech.ENCODERS, "opus", [*speech.OPUS_ARGS, "--comp", "9"])
    stale = speech.stale_clips(PROMPTS, manifest)
    assert {fmt for _, _, fmt in stale} == {"opus"}
    assert len(stale) == len(PROMPTS) * len(speech.LANGS)


@pytest.mark.parametrize("fmt", speech.FORMATS)
def test_no_clip_is_left_from_a_removed_prompt(fmt):
    clips = {path for folder in speech.speech_folders().values() for path in folder.glob(f"*/*.{fmt}")}
    assert clips == {speech.clip_path(lang, key, fmt) for key in PROMPTS for lang in speech.LANGS}
    assert speech.orphan_clips(PROMPTS) == []


@pytest.mark.parametrize("fmt", speech.FORMATS)
@pytest.mark.parametrize("lang", speech.LANGS)
def test_the_page_plays_each_clip_from_where_the_speech_script_writes_it(lang, fmt):
    played = [key for key in PROMPTS if not key.startswith(f"{TEMPLATE}.")]  # the site never opens the template
    for key in played:
        assert ROOT / "site" / clip_url(lang, key, fmt) == speech.clip_path(lang, key, fmt), key


def test_a_game_key_is_played_from_that_game_s_folder():
    assert speech.clip_path("fr", "mechanlou.turn") == ROOT / "site/games/mechanlou/speech/fr/turn.mp3"
    assert speech.clip_path("en", "player.fox") == ROOT / "site/speech/en/player.fox.mp3"


# -- reading MP3 frames (MPEG-2 Layer III, what lame writes at 22.05 kHz) -----

#: MPEG-2 Layer III bit rates in kbit/s by header index (0 = free, 15 = bad).
MPEG2_L3_KBPS = (None, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160, None)
SAMPLES_PER_FRAME = 576
SAMPLE_RATE = 22050
#: lame spends the lowest bit rate on frames with nothing to hear.
SILENT_KBPS = 8


def mp3_frames(data: bytes) -> list:
    """The bit rate of each audio frame; fails unless the file is MPEG-2 Layer III frames end to end."""
    rates, offset = [], 0
    while offset < len(data):
        header = int.from_bytes(data[offset:offset + 4], "big")
        assert header >> 21 == 0x7FF, f"no frame sync at byte {offset}"
        version, layer = (header >> 19) & 3, (header >> 17) & 3
        rate_index, sample_index = (header >> 12) & 15, (header >> 10) & 3
        mono = (header >> 6) & 3 == 3
        assert (version, layer, sample_index, mono) == (2, 1, 0, True), "not mono MPEG-2 Layer III at 22.05 kHz"
        kbps = MPEG2_L3_KBPS[rate_index]
        assert kbps, f"bad bit rate at byte {offset}"
        size = 72000 * kbps // SAMPLE_RATE + ((header >> 9) & 1)
        side_info_end = offset + 4 + 9
        if not (offset == 0 and data[side_info_end:side_info_end + 4] in (b"Xing", b"Info")):
            rates.append(kbps)  # the first frame may be lame's Xing/Info tag, which holds no sound
        offset += size
    assert offset == len(data), "the last frame is cut short"
    return rates


# -- reading Ogg Opus (RFC 7845: Ogg pages, an OpusHead, granules at 48 kHz) --

OPUS_GRANULE_RATE = 48000


def opus_seconds(data: bytes) -> float:
    """The clip's length; fails unless the file is one mono Opus stream in whole Ogg pages."""
    offset, pages, last_granule, serials = 0, [], 0, set()
    while offset < len(data):
        assert data[offset:offset + 4] == b"OggS", f"no Ogg page at byte {offset}"
        granule = int.from_bytes(data[offset + 6:offset + 14], "little", signed=True)
        serials.add(data[offset + 14:offset + 18])
        segments = data[offset + 26]
        lacing = data[offset + 27:offset + 27 + segments]
        body = offset + 27 + segments
        pages.append(data[body:body + sum(lacing)])
        if granule >= 0:
            last_granule = granule
        offset = body + sum(lacing)
    assert offset == len(data), "the last page is cut short"
    assert len(serials) == 1, "more than one stream"
    head = pages[0]
    assert head[:8] == b"OpusHead" and head[9] == 1, "not a mono Opus stream"
    assert pages[1][:8] == b"OpusTags", "no OpusTags after the head"
    pre_skip = int.from_bytes(head[10:12], "little")
    return (last_granule - pre_skip) / OPUS_GRANULE_RATE


def letters(text: str) -> int:
    return sum(char.isalpha() for char in text)


@pytest.mark.parametrize("lang", speech.LANGS)
@pytest.mark.parametrize("key", sorted(PROMPTS))
def test_every_clip_is_speech_of_a_length_that_fits_its_text(key, lang):
    path = speech.clip_path(lang, key)
    assert path.exists(), f"missing {path.relative_to(ROOT)}: run python3 tools/speech.py"
    rates = mp3_frames(path.read_bytes())
    seconds = len(rates) * SAMPLES_PER_FRAME / SAMPLE_RATE
    sounding = sum(rate > SILENT_KBPS for rate in rates)
    assert sounding >= len(rates) / 2, f"{path.name}: mostly silence ({sounding} of {len(rates)} frames sound)"
    # espeak-ng at 140-145 words a minute says about 12 letters a second,
    # and the clip has a quarter of a second of pauses around the words.
    count = letters(PROMPTS[key][lang])
    assert 0.3 + count * 0.04 <= seconds <= 1.0 + count * 0.15, f"{seconds:.2f} s for {count} letters"


@pytest.mark.parametrize("lang", speech.LANGS)
@pytest.mark.parametrize("key", sorted(PROMPTS))
def test_every_opus_clip_says_as_long_as_its_mp3(key, lang):
    """Both formats come from one rendering: the Opus clip lasts what the MP3 lasts, less lame's padding."""
    path = speech.clip_path(lang, key, "opus")
    assert path.exists(), f"missing {path.relative_to(ROOT)}: run python3 tools/speech.py"
    mp3_seconds = len(mp3_frames(speech.clip_path(lang, key).read_bytes())) * SAMPLES_PER_FRAME / SAMPLE_RATE
    assert -0.1 < opus_seconds(path.read_bytes()) - mp3_seconds <= 0
