"""eSpeak NG, the speech synthesizer Méli Cado's page falls back on, vendored into runtime/espeak-ng/ with
its WebAssembly cut down to the dictionaries of the languages the site reads aloud."""

from __future__ import annotations

import re
import shutil
import struct
from pathlib import Path

from pygame_rules.meli_cado.lexicon import LANGUAGES as LEXICON_LANGUAGES
from sitebuild.errors import BuildError
from sitebuild.paths import NODE_MODULES

# eSpeak NG compiled to WebAssembly (npm espeak-ng, GPL-3.0-or-later): Méli Cado's page reads its words aloud
# with it on a device that has no local voice (site/games/meli_cado/synth.js imports it, no other page does).
# Beside it, its licence and the package's README (how it was compiled from upstream's source; see README.md).
ESPEAK_FILES = {"dist/espeak-ng.js": "espeak-ng.js", "dist/espeak-ng.wasm": "espeak-ng.wasm", "LICENSE": "LICENSE",
                "README.md": "README.md"}

# The package's wasm holds espeak-ng-data for every language (18 MB, 17 of it dictionaries); the site reads
# words in the languages of Méli Cado's lexicons only (its six), so the other dictionaries are left out (empty files).
ESPEAK_LANGUAGES = LEXICON_LANGUAGES
ESPEAK_DATA = "/usr/local/share/espeak-ng-data/"

# Where espeak-ng.js finds the table of files embedded in the wasm's memory (emcc --embed-file).
ESPEAK_FILE_TABLE = re.compile(r"___emscripten_embedded_file_data'\] = (\d+);")

# The GPL asks a modified work to say so, and when: shipped beside it as MODIFIED.txt.
ESPEAK_MODIFIED = """\
espeak-ng.wasm here is the one of the npm package espeak-ng (see README.md), modified
since 2026-12-01 by the build of Petits jeux (build.py, without_embedded_files): the
dictionaries of languages other than {languages} are left out of its embedded
espeak-ng-data (empty files). Its code and every other file are unchanged.
"""


def write_espeak(target: Path, node_modules: Path = NODE_MODULES) -> None:
    """Vendor eSpeak NG into `target`, its wasm without the dictionaries of languages never read aloud."""
    target.mkdir(parents=True)
    for source, name in ESPEAK_FILES.items():
        shutil.copy2(node_modules / "espeak-ng" / source, target / name)
    table = ESPEAK_FILE_TABLE.search((target / "espeak-ng.js").read_text(encoding="utf-8"))
    if not table:
        raise BuildError("espeak-ng.js names no table of embedded files: has the package changed?")
    wasm = target / "espeak-ng.wasm"
    wasm.write_bytes(without_embedded_files(wasm.read_bytes(), int(table.group(1)), espeak_unused))
    (target / "MODIFIED.txt").write_text(ESPEAK_MODIFIED.format(languages=", ".join(ESPEAK_LANGUAGES)), encoding="utf-8")


def espeak_unused(name: str) -> bool:
    """A dictionary of a language the site never reads aloud."""
    dictionary = name.removeprefix(ESPEAK_DATA)
    return dictionary.endswith("_dict") and "/" not in dictionary and dictionary[:-5] not in ESPEAK_LANGUAGES


def _uleb(data: bytes, at: int) -> tuple[int, int]:
    value = shift = 0
    while True:
        byte = data[at]
        at += 1
        value |= (byte & 0x7F) << shift
        shift += 7
        if not byte & 0x80:
            return value, at


def _sleb(data: bytes, at: int) -> tuple[int, int]:
    start = at
    value, at = _uleb(data, at)
    bits = 7 * (at - start)
    return (value - (1 << bits) if data[at - 1] & 0x40 else value), at


def _leb(value: int) -> bytes:
    """LEB128 of 0 to 2**31 - 1 that reads the same as signed (an i32.const) and as unsigned (a length)."""
    out = bytearray()
    while True:
        byte = value & 0x7F
        value >>= 7
        if value == 0 and not byte & 0x40:
            return bytes(out + bytes([byte]))
        out.append(byte | 0x80)


def without_embedded_files(wasm: bytes, table: int, unused) -> bytes:
    """An Emscripten module whose files named `unused(name)` are embedded empty.

    The files lie in the wasm's active data segments, listed in memory at `table` as {name, length,
    address} (what espeak-ng.js's _emscripten_fs_load_embedded_files reads at start). Each unused file's
    length is set to 0 and its bytes are cut out of the segment that held them: memory starts zeroed,
    so the module is the same but for those files."""
    at = 8
    while True:
        section = wasm[at]
        size, body = _uleb(wasm, at + 1)
        if section == 11:
            break
        if section == 12:
            raise BuildError("a DataCount section: the segments could not be split")
        at = body + size
    count, cursor = _uleb(wasm, body)
    memory: dict[int, bytearray] = {}
    for _ in range(count):
        if wasm[cursor] != 0 or wasm[cursor + 1] != 0x41:
            raise BuildError("only active segments at a constant address are expected")
        address, cursor = _sleb(wasm, cursor + 2)
        length, cursor = _uleb(wasm, cursor + 1)
        memory[address] = bytearray(wasm[cursor:cursor + length])
        cursor += length

    def view(address: int) -> tuple[bytearray, int]:
        start = max(start for start in memory if start <= address)
        return memory[start], address - start

    cuts = []
    while True:
        segment, offset = view(table)
        # Past its segment's end, memory is zeros (where this table's end mark lies).
        name_at, length, content = struct.unpack("<III", bytes(segment[offset:offset + 12]).ljust(12, b"\0"))
        if not name_at:
            break
        names, name_offset = view(name_at)
        if unused(names[name_offset:names.index(0, name_offset)].decode()):
            struct.pack_into("<I", segment, offset + 4, 0)
            cuts.append((content, content + length))
        table += 12
    kept = []
    for start, data in sorted(memory.items()):
        for cut_start, cut_end in sorted(cuts):
            if start <= cut_start < start + len(data):
                kept.append((start, data[:cut_start - start]))
                data, start = data[cut_end - start:], cut_end
        kept.append((start, data))
    segments = b"".join(b"\0\x41" + _leb(start) + b"\x0b" + _leb(len(data)) + bytes(data)
                        for start, data in kept if data)
    section = _leb(sum(1 for _, data in kept if data)) + segments
    return wasm[:at] + b"\x0b" + _leb(len(section)) + section + wasm[body + size:]
