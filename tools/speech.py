"""Render the spoken prompts of the site and of every game to small clips, each in Opus and in MP3.

The children playing cannot read, so every prompt is heard. Clips are made
here, once, rather than by the tablet's own speech engine, so that the site
works offline and sounds the same on every tablet.

    python3 tools/speech.py            render new and changed prompts, delete clips of removed ones
    python3 tools/speech.py --check    list stale or missing clips and exit 1 (needs no espeak-ng)
    python3 tools/speech.py --measure  duration and loudness of every clip, sizes per language (sox)
    python3 tools/speech.py --hiss     how much of the hiss of "s" and "ch" the Opus clips keep, against the MP3s

Chain: espeak-ng (Debian) -> sox (trim the silence around the words, bring
the voice to one level, a short pause before and after) -> opusenc (mono Opus in
Ogg at 12 kbit/s, wideband) and lame (mono VBR MP3 at 22.05 kHz, about 33 kbit/s). A
browser that plays Opus gets the Opus clip, half the size; any other the MP3
(site/ui/kit/audio.py asks the browser).

Prompts live in speech folders: site/speech/ for the home page and the kit,
site/games/<id>/speech/ for each registered game and the template a new
game starts from (its keys are played as "<id>.<key>"). Each folder holds prompts.toml, its clips in
one folder per language (fr/, en/, de/, es/, it/, id/), and clips.json, which
records for every key, language and format a hash of the text and of every
setting below that makes that file, so only what changed is rendered again (a
new Opus setting leaves the MP3s alone) and a test can tell when a clip is out
of date. The site never reads clips.json (the build leaves it out).
"""

from __future__ import annotations

import argparse
import array
import hashlib
import json
import math
import re
import shutil
import subprocess
import sys
import tomllib
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import pygame_rules  # noqa: E402 - the registry of games, from this checkout

SITE = ROOT / "site"
SPEECH_DIR = SITE / "speech"
PROMPTS = "prompts.toml"
MANIFEST = "clips.json"

#: espeak-ng settings per language, one voice for each language the site
#: speaks. "fr", "en", "de", "es", "it" and "id" are the voice files of French
#: (France), British English, German, Spanish (Spain), Italian and Indonesian:
#: a "+variant" only applies to file names, not to "fr-fr". f2 is one of
#: espeak-ng's female variants, the same in every language so that the site
#: keeps one voice; 140 words a minute and 20 ms between words are slower than
#: the default 175 so that a five-year-old follows; the pitch is a little
#: above the default 50.
VOICES = {
    "fr": {"voice": "fr+f2", "speed": 140, "pitch": 58, "word_gap": 2},
    "en": {"voice": "en+f2", "speed": 145, "pitch": 58, "word_gap": 2},
    "de": {"voice": "de+f2", "speed": 140, "pitch": 58, "word_gap": 2},
    "es": {"voice": "es+f2", "speed": 140, "pitch": 58, "word_gap": 2},
    "it": {"voice": "it+f2", "speed": 140, "pitch": 58, "word_gap": 2},
    "id": {"voice": "id+f2", "speed": 140, "pitch": 58, "word_gap": 2},
}
#: Every prompt has a text and a clip in each of these languages.
LANGS = tuple(VOICES)

#: sox effects before measuring: cut the silence around the words, then
#: compress gently so that quiet and loud syllables come closer.
SHAPE = "silence 1 0.02 -50d reverse silence 1 0.02 -50d reverse compand 0.01,0.15 -70,-70,-40,-25,-20,-12,0,-6 -4"

#: Every clip is brought to the same speech level (the mean power of the
#: 20 ms windows where someone speaks, in dBFS), so that no prompt sounds
#: louder than another; sox's limiter keeps the peaks from clipping. Then
#: 80 ms of silence before the words and 150 ms after (players cut edges).
SPEECH_LEVEL = -15.0
SPEAKING = -45.0
FINISH = "gain -l {gain:.2f} pad 0.08 0.15"

RATE = 22050
RAW = ["-t", "raw", "-e", "signed", "-b", "16", "-c", "1", "-r", str(RATE)]

#: lame: mono, variable bit rate, cut above 7 kHz like wideband telephony (G.722):
#: all a voice needs to be understood, at about 33 kbit/s (4 KB a second).
LAME_ARGS = "--quiet -m m -V 9 --lowpass 7 --resample 22.05".split()
#: opusenc: mono at 12 kbit/s, tuned as music: its speech tuning loses a third of the
#: hiss of "s" and "ch" (the energy from 4 to 7 kHz, see --hiss and docs/performance.md),
#: the music tuning keeps it. Wideband at most (OPUS_SET_MAX_BANDWIDTH, 4004, to
#: OPUS_BANDWIDTH_WIDEBAND, 1103: up to 8 kHz, where the MP3 stops at 7): no bit is spent
#: above, which keeps more of the hiss for fewer bytes than 12 kbit/s on the whole band.
#: A fixed stream serial and no comments: the same clip every time.
OPUS_ARGS = ("--quiet --raw --raw-bits 16 --raw-chan 1 --raw-rate 22050 --bitrate 12 --music "
             "--set-ctl-int 4004=1103 --discard-comments --serial 1").split()
#: The file formats of every clip, by extension: the browser plays the first it can.
FORMATS = ("opus", "mp3")
#: What encodes each format, as it enters a clip's hash.
ENCODERS = {"opus": OPUS_ARGS, "mp3": LAME_ARGS}

_KEY = re.compile(r"^[a-z0-9_-]+(\.[a-z0-9_-]+)*$")


def speaking_games() -> list:
    """The games whose folders hold prompts: the registered ones and the template, which a new game copies."""
    return [*pygame_rules.list_games(), pygame_rules.TEMPLATE]


def speech_folders() -> dict:
    """{key prefix: folder}: "" for the site's own prompts, "<id>." for each game's."""
    games = {f"{game}.": SITE / "games" / game / "speech" for game in speaking_games()}
    return {"": SPEECH_DIR, **games}


def folder_of(key: str) -> tuple:
    """(speech folder, key within it) of a played key: "mechanlou.turn" lies in mechanlou's folder as "turn"."""
    game, _, rest = key.partition(".")
    if rest and game in speaking_games():
        return SITE / "games" / game / "speech", rest
    return SPEECH_DIR, key


def load_prompts() -> dict:
    """{played key: {lang: text}} of every speech folder."""
    prompts = {}
    for prefix, folder in speech_folders().items():
        prompts.update({prefix + key: texts for key, texts in load_prompt_file(folder / PROMPTS).items()})
    return prompts


def load_prompt_file(path: Path) -> dict:
    """{key: {lang: text}} of one prompts.toml, refusing a key that is not a safe file name or lacks a language."""
    with open(path, "rb") as file:
        table = tomllib.load(file)
    prompts = {}
    for key, texts in table.items():
        if not isinstance(texts, dict) or not _KEY.match(key):
            raise ValueError(f"{path.name}: {key!r} is not a prompt table with a plain key")
        for lang in LANGS:
            if not str(texts.get(lang, "")).strip():
                raise ValueError(f"{path.name}: [{key!r}] has no {lang} text")
        extra = set(texts) - set(LANGS)
        if extra:
            raise ValueError(f"{path.name}: [{key!r}] has unknown fields {sorted(extra)}")
        prompts[key] = {lang: texts[lang] for lang in LANGS}
    return prompts


def clip_hash(lang: str, text: str, fmt: str) -> str:
    """What a clip's file in one format is made from: its text and every setting of its chain."""
    recipe = {"text": text, "voice": VOICES[lang], "sox": [SHAPE, SPEECH_LEVEL, SPEAKING, FINISH],
              "encoder": [fmt, ENCODERS[fmt]]}
    return hashlib.sha256(json.dumps(recipe, sort_keys=True).encode()).hexdigest()


def clip_path(lang: str, key: str, fmt: str = "mp3") -> Path:
    folder, name = folder_of(key)
    return folder / lang / f"{name}.{fmt}"


def load_manifest() -> dict:
    """{played key: {lang: {format: hash}}} of every speech folder's clips.json."""
    manifest = {}
    for prefix, folder in speech_folders().items():
        path = folder / MANIFEST
        if path.exists():
            manifest.update({prefix + key: hashes for key, hashes in json.loads(path.read_text(encoding="utf-8")).items()})
    return manifest


def write_manifests(prompts: dict) -> None:
    """Each folder's clips.json, with the hashes of the current prompts."""
    for prefix, folder in speech_folders().items():
        mine = {key[len(prefix):]: texts for key, texts in prompts.items() if clip_path(LANGS[0], key).parent.parent == folder}
        manifest = {key: {lang: {fmt: clip_hash(lang, texts[lang], fmt) for fmt in FORMATS} for lang in LANGS}
                    for key, texts in sorted(mine.items())}
        (folder / MANIFEST).write_text(json.dumps(manifest, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


def stale_clips(prompts: dict, manifest: dict) -> list:
    """(lang, key, format) of every clip's file missing or made from another text or settings."""
    return [
        (lang, key, fmt)
        for key, texts in prompts.items()
        for lang in LANGS
        for fmt in FORMATS
        if manifest.get(key, {}).get(lang, {}).get(fmt) != clip_hash(lang, texts[lang], fmt)
        or not clip_path(lang, key, fmt).exists()
    ]


def orphan_clips(prompts: dict) -> list:
    """Clip files whose key is no longer in any catalogue."""
    wanted = {clip_path(lang, key, fmt) for key in prompts for lang in LANGS for fmt in FORMATS}
    return sorted(
        path
        for folder in speech_folders().values()
        for lang in LANGS
        for fmt in FORMATS
        for path in (folder / lang).glob(f"*.{fmt}")
        if path not in wanted
    )


def speech_level(samples: bytes) -> float:
    """Mean power in dBFS of the 20 ms windows louder than SPEAKING: how loud the voice is, pauses left out."""
    pcm = array.array("h", samples)
    window = RATE // 50
    powers = [
        sum(value * value for value in pcm[start:start + window]) / window / 32768.0**2
        for start in range(0, len(pcm) - window + 1, window)
    ]
    speaking = [power for power in powers if power > 10 ** (SPEAKING / 10)]
    if not speaking:
        raise ValueError("no speech in the clip")
    return 10 * math.log10(sum(speaking) / len(speaking))


def sox(samples: bytes, effects: str, source: list = RAW) -> bytes:
    return subprocess.run(["sox", *source, "-", *RAW, "-", *effects.split()],
                          input=samples, capture_output=True, check=True).stdout


def render(lang: str, text: str, key: str, formats=FORMATS) -> None:
    """One clip: espeak-ng speaks, sox shapes and levels it, lame and opusenc encode it (those of `formats`)."""
    voice = VOICES[lang]
    spoken = subprocess.run(
        ["espeak-ng", "-v", voice["voice"], "-s", str(voice["speed"]), "-p", str(voice["pitch"]),
         "-g", str(voice["word_gap"]), "--stdout", text],
        capture_output=True, check=True,
    ).stdout
    shaped = sox(spoken, SHAPE, source=["-t", "wav"])
    finished = sox(shaped, FINISH.format(gain=SPEECH_LEVEL - speech_level(shaped)))
    clip_path(lang, key).parent.mkdir(parents=True, exist_ok=True)
    encode = {"mp3": ["lame", "-r", "-s", "22.05", "--bitwidth", "16", "--signed", *LAME_ARGS],
              "opus": ["opusenc", *OPUS_ARGS]}
    for fmt in formats:
        subprocess.run([*encode[fmt], "-", str(clip_path(lang, key, fmt))], input=finished, capture_output=True, check=True)


def render_all() -> int:
    missing = [tool for tool in ("espeak-ng", "sox", "lame", "opusenc") if not shutil.which(tool)]
    if missing:
        print(f"needs {', '.join(missing)} (Debian: apt-get install espeak-ng sox lame opus-tools)", file=sys.stderr)
        return 2
    prompts = load_prompts()
    manifest = load_manifest()
    todo = stale_clips(prompts, manifest)
    formats = {}
    for lang, key, fmt in todo:
        formats.setdefault((lang, key), []).append(fmt)
    with ThreadPoolExecutor() as pool:
        list(pool.map(lambda item: render(item[0][0], prompts[item[0][1]][item[0][0]], item[0][1], item[1]), formats.items()))
    for path in orphan_clips(prompts):
        path.unlink()
        print(f"deleted {path.relative_to(SITE)}")
    write_manifests(prompts)
    print(f"rendered {len(todo)} files of {len(formats)} clips, {len(prompts) * len(LANGS)} clips in all")
    return 0


def check() -> int:
    prompts = load_prompts()
    manifest = load_manifest()
    problems = [f"stale or missing: {lang}/{key}.{fmt}" for lang, key, fmt in stale_clips(prompts, manifest)]
    problems += [f"no prompt for: {path.relative_to(SITE)}" for path in orphan_clips(prompts)]
    problems += [f"clips.json names a removed key: {key}" for key in sorted(set(manifest) - set(prompts))]
    for line in problems:
        print(line)
    if problems:
        print("run: python3 tools/speech.py", file=sys.stderr)
    return 1 if problems else 0


def heard(path: Path) -> bytes:
    """A clip decoded back to samples at RATE, as a player hears it (Debian's sox reads neither MP3 nor Opus)."""
    if path.suffix == ".opus":
        decoded = subprocess.run(["opusdec", "--quiet", "--force-wav", "--rate", str(RATE), str(path), "-"],
                                 capture_output=True, check=True).stdout
    else:
        decoded = subprocess.run(["lame", "--quiet", "--decode", str(path), "-"], capture_output=True, check=True).stdout
    return sox(decoded, "", source=["-t", "wav"])


def measure() -> int:
    """Listening by numbers: how long each clip lasts, how loud the voice and the peaks are, what each format weighs."""
    prompts = load_prompts()
    for lang in LANGS:
        total_seconds = 0.0
        sizes = dict.fromkeys(FORMATS, 0)
        levels = []
        for key in prompts:
            path = clip_path(lang, key)
            samples = heard(path)
            pcm = array.array("h", samples)
            seconds = len(pcm) / RATE
            peak = 20 * math.log10(max(1, max(pcm), -min(pcm)) / 32768)
            level = speech_level(samples)
            for fmt in FORMATS:
                sizes[fmt] += clip_path(lang, key, fmt).stat().st_size
            total_seconds += seconds
            levels.append(level)
            print(f"{lang} {key:36} {seconds:5.2f} s {path.stat().st_size / 1024:5.1f} KB  "
                  f"voice {level:6.1f} dB  peak {peak:5.1f} dB  {prompts[key][lang]}")
        weights = ", ".join(f"{fmt} {size / 1024:.0f} KB ({size * 8 / total_seconds / 1000:.1f} kbit/s)"
                            for fmt, size in sizes.items())
        print(f"== {lang}: {len(levels)} clips, {total_seconds:.0f} s of speech, {weights}, "
              f"voice {min(levels):.1f} to {max(levels):.1f} dB")
    return 0


#: The band of the hiss of "s" and "ch" that the clips keep (both formats are cut above 7 kHz).
HISS_BAND = "sinc 4000-7000"


def band_energy(samples: bytes) -> float:
    pcm = array.array("h", sox(samples, HISS_BAND))
    return float(sum(value * value for value in pcm))


def hiss() -> int:
    """How much of the MP3's hiss (energy from 4 to 7 kHz, summed over a language's clips) the Opus clips keep."""
    prompts = load_prompts()
    for lang in LANGS:
        energy = dict.fromkeys(FORMATS, 0.0)
        sizes = dict.fromkeys(FORMATS, 0)
        for key in prompts:
            for fmt in FORMATS:
                energy[fmt] += band_energy(heard(clip_path(lang, key, fmt)))
                sizes[fmt] += clip_path(lang, key, fmt).stat().st_size
        print(f"{lang}: Opus {sizes['opus'] / 1024:.0f} KB against MP3 {sizes['mp3'] / 1024:.0f} KB "
              f"({sizes['opus'] / sizes['mp3']:.2f}), hiss {energy['opus'] / energy['mp3']:.2f} of the MP3's")
    return 0


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--check", action="store_true", help="list stale or missing clips, exit 1 if any")
    mode.add_argument("--measure", action="store_true", help="duration, loudness and size of every clip")
    mode.add_argument("--hiss", action="store_true", help="the Opus clips' hiss against the MP3s', per language")
    args = parser.parse_args(argv)
    if args.check:
        return check()
    if args.measure:
        return measure()
    if args.hiss:
        return hiss()
    return render_all()


if __name__ == "__main__":
    sys.exit(main())
