#!/usr/bin/env python3
"""Build the static site into dist/, serve it, or run the tests.

    python3 build.py                       # site/ + pygame_rules/ + vendored runtime -> dist/
    python3 build.py serve [--port N] [--no-build]
    python3 build.py test [pytest args]

dist/ is what GitHub Pages (or any static server) serves as it is: every URL
in it is relative, nothing is fetched from another host, and a generated
service worker precaches all of it so the games play offline.
"""

from __future__ import annotations

import argparse
import ast
import base64
import contextlib
import functools
import hashlib
import http.server
import importlib
import io
import json
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import threading
import tokenize
import tomllib
import zipfile
from html.parser import HTMLParser
from pathlib import Path

ROOT = Path(__file__).resolve().parent
SITE = ROOT / "site"
PACKAGE = ROOT / "pygame_rules"
# Where the site is built; PETITS_JEUX_DIST names another folder (two builds side by side).
DIST = Path(os.environ.get("PETITS_JEUX_DIST", ROOT / "dist")).resolve()
NODE_MODULES = ROOT / "node_modules"

PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "pyodide-lock.json")
# Pyodide's standard library, trimmed to the modules the site imports: those recorded in every page and in
# the unit tests run inside Pyodide (tools/stdlib_imports.py writes the list), and those imported lazily,
# on paths the recording may miss (a commented list). node_modules keeps the whole one for the tests.
STDLIB = "python_stdlib.zip"
STDLIB_RECORDED = ROOT / "tools" / "stdlib_modules.txt"
STDLIB_LAZY = ROOT / "tools" / "stdlib_lazy.txt"
# ... and shipped as bytecode, like our own zips, compiled by the vendored Pyodide's own Python under
# Node.js: a cold start compiles no module (Pyodide's start, PyScript's and ours import about a hundred of
# the library's), which halves it (README, Performance). Compiled files are kept in BYTECODE_CACHE by content.
BYTECODE_COMPILER = ROOT / "tools" / "bytecode.mjs"
BYTECODE_CACHE = ROOT / ".cache" / "bytecode"
# Where the modules lie in the browser, the paths tracebacks name: Pyodide mounts its standard library
# zip at STDLIB_MOUNT, and our zips are unpacked into Python's working folder, HOME.
STDLIB_MOUNT = "/lib/python314.zip"
HOME = "/home/pyodide"
# eSpeak NG compiled to WebAssembly (npm espeak-ng, GPL-3.0-or-later): Méli Cado's page reads its words aloud
# with it on a device that has no local voice (site/games/meli_cado/synth.js imports it, no other page does).
# Beside it, its licence and the package's README (how it was compiled from upstream's source; see README.md).
ESPEAK_FILES = {"dist/espeak-ng.js": "espeak-ng.js", "dist/espeak-ng.wasm": "espeak-ng.wasm", "LICENSE": "LICENSE",
                "README.md": "README.md"}
# The package's wasm holds espeak-ng-data for every language (18 MB, 17 of it dictionaries); the site reads
# words in the languages of Méli Cado's lexicon only, so the other dictionaries are left out (empty files).
ESPEAK_LANGUAGES = ("fr", "en")
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

# @pyscript/core files fetched only for features the site does not use. Each
# name is a chunk family (the file name without its "-<hash>.js" suffix).
# core.js always imports its py-editor, py-terminal, py-game and donkey
# plugins (naming them "!py-editor"... in the config's "plugins" did not stop
# those requests in Chromium), but the plugins load the editor (CodeMirror),
# the terminal (xterm, py, mpy) and its stylesheet only for a
# <script type="py-editor"> or a script with a terminal attribute, which the
# site never has. pyodide_graph serves only the "packages" setting, which
# needs a CDN and is not used; storage.js and service-worker.js are separate
# entry points of the npm package that core.js does not import. zip (zip.js,
# 72 kB gzip) unpacks the config's "files", which the site does not use: its
# zips are unpacked by interpreter.mjs (see CODE_ZIPS).
PYSCRIPT_UNUSED = frozenset({
    "codemirror", "codemirror_commands", "codemirror_lang-python", "codemirror_language",
    "codemirror_state", "codemirror_view", "index",
    "xterm", "xterm-readline", "xterm_addon-fit", "xterm_addon-web-links", "xterm.css", "py", "mpy",
    "pyodide_graph", "storage", "service-worker", "zip",
})

# What goes into a Python zip: code and the data files it reads.
PACKAGE_SUFFIXES = {".py", ".toml", ".json"}
# A game's data files, only in that game's code.zip (Méli Cado's lexicon).
GAME_DATA_SUFFIXES = {".gz", ".txt"}
# 1980-01-01, the earliest zip date: a fixed time keeps the zip bytes, and so
# the service worker's hashes, identical from build to build.
ZIP_DATE = (1980, 1, 1, 0, 0, 0)

ICON_SET = NODE_MODULES / "@iconify-json" / "fluent-emoji-flat" / "icons.json"
# icons/<iconify name>.svg written literally anywhere in site/ (not app-icons/...).
GLYPH_REFERENCE = re.compile(r"(?<![\w-])icons/([a-z0-9]+(?:-[a-z0-9]+)*)\.svg")
GLYPH_LICENCE = """\
Fluent Emoji Flat, by Microsoft Corporation (Microsoft Fluent Emoji),
taken from the npm package @iconify-json/fluent-emoji-flat {version}
(the icon data of microsoft/fluentui-emoji). Licence: MIT.

MIT License

Copyright (c) Microsoft Corporation.

Permission is hereby granted, free of charge, to any person obtaining a copy
of this software and associated documentation files (the "Software"), to deal
in the Software without restriction, including without limitation the rights
to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all
copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
SOFTWARE.
"""

# The page's picture scene shows before anything else loads: build.py writes
# each <img ... data-inline> picture into the page as inline SVG (one <symbol>
# per picture at the top of <body>, an <svg><use> where it shows), so the scene
# paints with the page's own HTML and CSS and leaves the connections to the
# runtime. No picture is decoded on its way: a data: URI in an <img> was, and
# made the first paint wait on a slow tablet.
PAGE = "index.html"
INLINE_PICTURE = re.compile(r'<img\b[^>]*?\bdata-inline\b[^>]*>')
PICTURE_CLASS = re.compile(r'\sclass="([^"]*)"')
SVG_PICTURE = re.compile(r"<svg\b([^>]*)>(.*)</svg>", re.S)
VIEW_BOX = re.compile(r'\sviewBox="([^"]+)"')
# In the page, a picture's ids would clash with another's, and its links would point from the page's address.
PICTURE_REFERENCES = re.compile(r'\s(?:id|href|xlink:href)="')
BODY_START = re.compile(r"<body\b[^>]*>")
# Its stylesheet too (<link rel="stylesheet" href="./<path>.css" data-inline>): one round trip less before it paints.
INLINE_STYLESHEET = re.compile(r'<link rel="stylesheet" href="\./([^"]+\.css)" data-inline>')
PICTURE_SOURCE = re.compile(r'\ssrc="\./([^"]+\.svg)"')
# Where build.py lists the runtime's files: PyScript asks for them one after the
# other (core.js, its chunk, the config, Pyodide, then Pyodide's own files, then
# the config's files and main.py). The files fetched are preloaded: they all start
# downloading with the page. The modules are listed in <meta name="runtime-modules">
# for start.js, which preloads them with core.js after the page's first frame
# (a module preloaded with the page is compiled, or its code cache read, before it).
# All but pyodide.asm.wasm: Pyodide compiles it as it downloads (instantiateStreaming), and with a
# preloaded answer the starts were slower: in the benchmark's classroom profile the home page was
# ready in a median of 7.8 s cold and 3.2 s warm with it preloaded, 4.2 s and 2.1 s without; on
# localhost, warm and third loads 0.1 to 0.2 s slower, cold ones alike (alternating loads; README).
PRELOAD_MARKER = "<!-- RUNTIME PRELOADS -->"
PYODIDE_MODULES = ("pyodide.mjs", "pyodide.asm.mjs")
PYODIDE_FETCHES = ("python_stdlib.zip", "pyodide-lock.json")
STATIC_IMPORT = re.compile(r'\bfrom\s*"\./([\w-]+\.js)"')

RULES_TEMPLATE = "all.template.html"
RULES_MARKER = "<!-- ARTICLES -->"
RULES_ARTICLE = re.compile(r'<article\s+class="rules"[^>]*>.*?</article>', re.S)

MANIFEST = {
    "name": "Jeux de société des petits",
    "short_name": "Petits jeux",
    "description": "Cinq jeux de société pour les enfants de 4 à 8 ans, sans lire, même hors ligne.",
    "lang": "fr",
    "start_url": "./",
    "scope": "./",
    "display": "standalone",
    "orientation": "landscape",
    "background_color": "#fff6e0",
    "theme_color": "#2f7d32",
    "icons": [
        {"src": "app-icons/icon-192.png", "sizes": "192x192", "type": "image/png", "purpose": "any"},
        {"src": "app-icons/icon-512.png", "sizes": "512x512", "type": "image/png", "purpose": "any"},
        # The drawing fills its square and keeps what matters in the central circle.
        {"src": "app-icons/icon-512.png", "sizes": "512x512", "type": "image/png", "purpose": "maskable"},
    ],
}

# Files of dist/ the host check reads (the runtime is exempt: pyscript.json
# overrides its CDN defaults and the browser tests prove no request leaves).
CHECKED_SUFFIXES = {".html", ".css", ".js", ".mjs", ".json", ".webmanifest", ".py", ".svg", ".toml"}
FOREIGN_URL = re.compile(r"""\b(?:https?|wss?|ftp)://[^\s"'<>()\\]+|(?<=["'(])//[a-z0-9-]+(?:\.[a-z0-9-]+)+""", re.I)
# Names, not addresses: browsers never fetch XML namespace URIs.
XML_NAMESPACES = {
    "http://www.w3.org/2000/svg",
    "http://www.w3.org/1999/xlink",
    "http://www.w3.org/1999/xhtml",
    "http://www.w3.org/XML/1998/namespace",
}

SERVICE_WORKER = "sw.js"
# Files the service worker keeps apart, as [path prefix, group]: Méli Cado's code (its 1.3 MB
# lexicon) and the speech synthesizer only its page loads (0.7 MB) would break a first visit's
# budget for every tablet; they are kept when Méli Cado is first opened, or by "keep everything".
KEPT_APART = [["games/meli_cado/code.zip", "games/meli_cado/"], ["runtime/espeak-ng/", "games/meli_cado/"]]
# The service worker: cache-first, every file of dist/ known by its content hash. Its
# rules are written at the top of SERVICE_WORKER_SOURCE (and so of sw.js), and checked
# by tests/e2e/test_offline.py. Groups of files: "site" (pages, pictures, styles, every
# game's code), the runtime ("runtime/") and each language's voice ("speech/<lang>/": the
# site's own clips and every game's). The first version of a scope takes over at once and
# keeps the page's own requests as they pass (each file sent once), then the site and the
# runtime when the page has started and asks ({warm: group}); a new version keeps them at
# install, once a page has started (never slowing Python's start). A voice is kept when a
# page asks: the app for its language, the teacher's "keep everything" button for all.
SERVICE_WORKER_SOURCE = """\
// Generated by build.py: cache-first, every file of the site known by its content hash.
//
// How a new version takes over:
// 1. Nothing is lost. Before it may take over, a new version's worker keeps everything
//    the next offline visit needs (install): the site's files, the runtime, and each
//    language's voice that the version in use had kept whole. A file
//    whose hash did not change is copied from the old cache (each cache holds its
//    version's list of hashes), any other is downloaded and checked against its hash.
//    A failed download fails the install: the old version stays whole and in charge,
//    and the next visit tries again (what was already kept is not fetched twice).
// 2. Never mixed. Once everything is kept, the new worker takes over (skipWaiting), but
//    a page that was open before answers from the cache it started with until it
//    closes: that cache is kept meanwhile. start.js reloads a page into the new version
//    when the worker changes (or when Chromium holds the new worker back while the old
//    one serves it), unless a game has been shown in it: a child is never interrupted,
//    and no page load mixes two versions.
// 3. Only its own. Caches are named "petits-jeux:<scope path>:<version>", and a worker
//    deletes only caches of its own scope: a second copy of the site on the same origin
//    (a fork, a test copy under /repo2/) keeps its own.
// The first worker of a scope claims the page that registered it (no other serves it).
const VERSION = "%(version)s";
// [path relative to the scope, subresource integrity of its content]
const FILES = %(files)s;
const INTEGRITY = new Map(FILES);
const SCOPE_URL = new URL(self.registration.scope);
const SCOPE = SCOPE_URL.pathname;
const PREFIX = `petits-jeux:${SCOPE}:`;
const CACHE = PREFIX + VERSION;
// The caches of the workers that named them "petits-jeux-<version>", whatever their scope.
const LEGACY = /^petits-jeux-[0-9a-f]+$/;
// Kept in each cache, at dot-file addresses no file of the site can have (build.py copies
// none): its version's files and hashes and when it took over; in the cache in use, the
// pages it inherited from the version before and that version's cache.
const MANIFEST = new URL(".petits-jeux-files.json", SCOPE_URL).href;
const HANDOVER = new URL(".petits-jeux-handover.json", SCOPE_URL).href;
const url = (path) => new URL(path, SCOPE_URL).href;

// Files kept apart from the rest for their size, under their own group: kept when their page
// first asks for them (online) or by the teacher's "keep everything". [path prefix, group]
const APART = %(apart)s;
// One of APART's groups, "runtime/", one language's voice "speech/<lang>/" (wherever its
// clips lie), or "site".
const groupOf = (path) => {
  const apart = APART.find(([prefix]) => path.startsWith(prefix));
  if (apart) return apart[1];
  if (path.startsWith("runtime/")) return "runtime/";
  const voice = /(?:^|\\/)speech\\/([a-z]+)\\/[^/]+\\.mp3$/.exec(path);
  return voice ? `speech/${voice[1]}/` : "site";
};
const GROUPS = [...new Set(FILES.map(([path]) => groupOf(path)))];

const asJson = (data) => new Response(JSON.stringify(data), {headers: {"Content-Type": "application/json"}});

async function readJson(cache, address) {
  const response = await cache.match(address);
  return response ? response.json() : null;
}

async function kept(cache) {
  return new Set((await cache.keys()).map((request) => request.url));
}

// Runs work(item) for every item, at most `lanes` at a time; fails with the first failure.
async function eachOf(items, lanes, work) {
  let next = 0;
  await Promise.all(Array.from({length: Math.min(lanes, items.length)}, async () => {
    while (next < items.length) await work(items[next++]);
  }));
}

// Downloads one file of a version into its cache, once at a time whoever asks (an install,
// a warm, a page). "no-cache": a file the page has just loaded is revalidated (304), not
// downloaded twice; the integrity check refuses a stale or broken answer; low priority:
// the worker's own downloads come after the page's (which ask for "auto").
const downloading = new Map();
function keepDownloaded(cache, name, path, integrity = INTEGRITY.get(path), priority = "low") {
  const key = `${name} ${path}`;
  if (!downloading.has(key)) {
    const job = (async () => {
      const response = await fetch(new Request(url(path), {cache: "no-cache", integrity, priority}));
      if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
      await cache.put(url(path), response);
    })();
    downloading.set(key, job);
    job.then(() => downloading.delete(key), () => downloading.delete(key));
  }
  return downloading.get(key);
}

async function isOurs(name) {
  if (name.startsWith(PREFIX)) return true;
  return LEGACY.test(name) && Boolean(await (await caches.open(name)).match(url("index.html")));
}

async function hashOf(response) {
  const digest = await crypto.subtle.digest("SHA-384", await response.arrayBuffer());
  return "sha384-" + btoa(String.fromCharCode(...new Uint8Array(digest)));
}

// The other caches of this scope: what each holds, the hashes of its version, the groups it holds whole.
async function oldCaches() {
  const olds = [];
  for (const name of await caches.keys()) {
    if (name === CACHE || !(await isOurs(name))) continue;
    const cache = await caches.open(name);
    const holds = await kept(cache);
    const manifest = await readJson(cache, MANIFEST);
    let files;
    if (manifest) {
      files = new Map(manifest.files);
    } else {  // a cache from before the manifest: hash what it holds
      files = new Map();
      for (const [path] of FILES) {
        const response = holds.has(url(path)) && await cache.match(url(path));
        if (response) files.set(path, await hashOf(response));
      }
    }
    const whole = new Set();
    for (const group of GROUPS) {
      const paths = [...files.keys()].filter((path) => groupOf(path) === group);
      if (paths.length && paths.every((path) => holds.has(url(path)))) whole.add(group);
    }
    olds.push({name, cache, files, holds, whole, activated: manifest && manifest.activated});
  }
  return olds;
}

// The same file (same path, same hash) from an old cache, or null.
async function unchanged(path, olds) {
  for (const old of olds) {
    if (old.files.get(path) === INTEGRITY.get(path) && old.holds.has(url(path))) {
      const response = await old.cache.match(url(path));
      if (response) return response;
    }
  }
  return null;
}

// A page that is starting has the processor to itself: a new version's install waits until
// a page of the site says it has started ({started: true}, from start.js), or STARTING ms.
const STARTING = 15000;
let started;
const pageStarted = new Promise((resolve) => { started = resolve; });

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    await cache.put(MANIFEST, asJson({version: VERSION, scope: SCOPE, files: FILES}));
    const olds = await oldCaches();
    // The first version of a scope has nothing to lose: it takes over at once and keeps the
    // page's own requests as they pass (each file is sent once), then the rest of the site and
    // the runtime when the page asks ({warm: group} from start.js, once the page has started).
    if (olds.length) {
      await Promise.race([pageStarted, new Promise((resolve) => setTimeout(resolve, STARTING))]);
      const wanted = new Set(["site", "runtime/", ...olds.flatMap((old) => [...old.whole])]);
      const holds = await kept(cache);
      await eachOf(FILES.filter(([path]) => !holds.has(url(path))), 6, async ([path]) => {
        const same = await unchanged(path, olds);
        if (same) await cache.put(url(path), same);
        else if (wanted.has(groupOf(path))) await keepDownloaded(cache, CACHE, path);
      });
    }
    await self.skipWaiting();
  })());
});

// The pages this worker inherited, opened under the version before: {cache, files, clients}, or null.
let handover;
async function inherited() {
  if (handover === undefined) handover = await readJson(await caches.open(CACHE), HANDOVER);
  return handover;
}

// The pages switched to this worker as it activates wait until it knows which pages it
// inherits (Chromium hands them their requests while the worker is still "activating").
let activated;
const activation = new Promise((resolve) => { activated = resolve; });
const settled = async () => {
  const worker = self.serviceWorker || self.registration.active;
  if (worker && worker.state === "activating") await activation;
};

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    const olds = await oldCaches();
    // The version in use until now: the one that took over last.
    const previous = olds.filter((old) => old.activated).sort((a, b) => b.activated - a.activated)[0];
    const open = !previous ? [] : (await self.clients.matchAll({type: "window", includeUncontrolled: true}))
      .filter((client) => client.url.startsWith(SCOPE_URL.href)).map((client) => client.id);
    for (const old of olds) {
      if (!(open.length && old === previous)) await caches.delete(old.name);
    }
    handover = open.length ? {cache: previous.name, files: [...previous.files], clients: open} : null;
    if (handover) await cache.put(HANDOVER, asJson(handover));
    await cache.put(MANIFEST, asJson({version: VERSION, scope: SCOPE, files: FILES, activated: Date.now()}));
    if (!olds.length) await self.clients.claim();
  })().finally(activated));
});

// Once no inherited page is open, their cache goes (looked at as requests and messages come).
let lastLook = 0;
async function letGo() {
  await settled();
  const old = await inherited();
  if (!old || Date.now() - lastLook < 500) return;
  lastLook = Date.now();
  for (const id of old.clients) {
    if (await self.clients.get(id)) return;
  }
  handover = null;
  await (await caches.open(CACHE)).delete(HANDOVER);
  await caches.delete(old.cache);
}

// {warm: group}: keep a group, telling the page {group, kept, of} as files are kept, then
// {warmed: group} (or {failed: group}). {status: true}: answer {status: {version, scope,
// groups: {group: [kept, of]}}}. {started: true}: a page has started (see the install).
async function warm(group, client) {
  const tell = (message) => client && client.postMessage(message);
  const paths = FILES.map(([path]) => path).filter((path) => groupOf(path) === group);
  if (!paths.length) return;
  const cache = await caches.open(CACHE);
  const holds = await kept(cache);
  const missing = paths.filter((path) => !holds.has(url(path)));
  let done = paths.length - missing.length;
  tell({group, kept: done, of: paths.length});
  try {
    await eachOf(missing, 4, async (path) => {
      await keepDownloaded(cache, CACHE, path);
      tell({group, kept: ++done, of: paths.length});
    });
  } catch (error) {
    tell({failed: group, error: String(error)});
    return;
  }
  tell({warmed: group});
}

async function status(client) {
  const holds = await kept(await caches.open(CACHE));
  const groups = {};
  for (const [path] of FILES) {
    const count = groups[groupOf(path)] || (groups[groupOf(path)] = [0, 0]);
    count[1] += 1;
    if (holds.has(url(path))) count[0] += 1;
  }
  client.postMessage({status: {version: VERSION, scope: SCOPE, groups}});
}

self.addEventListener("message", (event) => {
  const data = event.data || {};
  if (data.started === true) started();
  if (typeof data.warm === "string") event.waitUntil(warm(data.warm, event.source));
  else if (data.status === true && event.source) event.waitUntil(status(event.source));
  event.waitUntil(letGo());
});

// Audio elements ask for byte ranges; Safari plays only a 206 answer.
async function partial(request, response) {
  const match = /^bytes=(\\d*)-(\\d*)$/.exec(request.headers.get("range"));
  if (!match) return response;
  const body = await response.blob();
  const start = match[1] === "" ? Math.max(0, body.size - Number(match[2])) : Number(match[1]);
  const end = match[1] !== "" && match[2] !== "" ? Math.min(Number(match[2]) + 1, body.size) : body.size;
  return new Response(body.slice(start, end), {
    status: 206,
    headers: {
      "Content-Type": response.headers.get("Content-Type") || "",
      "Content-Range": `bytes ${start}-${end - 1}/${body.size}`,
      "Content-Length": String(end - start),
    },
  });
}

async function answer(event) {
  const request = event.request;
  await settled();
  // A page opened under the version before is answered from that version's cache, to its end;
  // a navigation, even one such a page starts (a reload), opens a page of this version.
  const old = await inherited();
  const theirs = request.mode !== "navigate" && old && old.clients.includes(event.clientId)
    && (await caches.has(old.cache));
  const name = theirs ? old.cache : CACHE;
  const hashes = theirs ? new Map(old.files) : INTEGRITY;
  const cache = await caches.open(name);
  // Queries (index.html?seed=7) and hash routes share the one cached page: the address is looked
  // up without them. Not with {ignoreSearch: true}, which Chromium answers by reading every entry
  // of the cache (crbug.com/682677): 30 to 250 ms a request with the site's 400 files, measured.
  const address = new URL(request.url);
  address.search = address.hash = "";
  let response = await cache.match(address.href);
  const path = decodeURIComponent(address.pathname).slice(SCOPE.length);
  if (!response && request.mode === "navigate" && (path === "" || path.endsWith("/"))) {
    response = await cache.match(url("index.html"));
  }
  if (!response && hashes.has(path)) {
    // A file of that version not kept yet: fetch it whole, keep it (a first visit's own
    // requests are how the runtime is kept without a second download). Offline, or changed
    // on the server by a newer version: an error, never another version's file.
    await keepDownloaded(cache, name, path, hashes.get(path), "auto").catch(() => null);
    response = await cache.match(url(path));
    if (!response) return Response.error();
  }
  if (!response) return fetch(request);
  return request.headers.has("range") ? partial(request, response) : response;
}

self.addEventListener("fetch", (event) => {
  const address = new URL(event.request.url);
  if (event.request.method !== "GET" || address.origin !== self.location.origin) return;
  event.respondWith(answer(event));
  event.waitUntil(letGo());
});
"""

# Where build.py writes the site's version into index.html (the same as sw.js's VERSION):
# a page, a test or a teacher can tell which version a tablet shows.
SITE_VERSION = re.compile(r'(<meta name="site-version" content=")[^"]*(">)')

# The Content-Security-Policy build.py writes into every page of dist/, as a <meta> (GitHub
# Pages sets no headers): the pages run only the site's own files, from its own origin.
# No inline script or event handler (the build refuses a page with one), no style
# attribute; each inline <style> of a page is allowed by its hash, computed here.
CONTENT_SECURITY_POLICY = {
    "default-src": "'self'",
    "script-src": "'self'",
    # Covers style attributes too: the kit sets styles through the CSSOM (kit/dom.py's el), which no policy blocks.
    "style-src": "'self'",
    "img-src": "'self'",
    "worker-src": "'self'",
    "connect-src": "'self'",
    "media-src": "'self'",
    "object-src": "'none'",
    "base-uri": "'none'",
    "form-action": "'none'",
}
# What only the app's page (index.html) runs besides: 'wasm-unsafe-eval' lets Pyodide compile
# its WebAssembly; 'unsafe-eval' is for PyScript 0.7.31, which builds its worker hooks with
# Function() as it starts, even for a script on the main thread (without it the page never
# starts: "Evaluating a string as JavaScript violates..." in core.js; Pyodide alone starts
# without 'unsafe-eval', measured with a bare page in Chromium).
APP_SCRIPT_SOURCES = "'wasm-unsafe-eval' 'unsafe-eval'"
POLICY_META = re.compile(r'\s*<meta http-equiv="Content-Security-Policy"[^>]*>', re.I)
CHARSET_META = re.compile(r"<meta\s+charset=[^>]*>", re.I)
PAGE_START = re.compile(r"<head\b[^>]*>|\A(?:\s*<!doctype[^>]*>)?(?:\s*<html\b[^>]*>)?", re.I)
INLINE_STYLE = re.compile(r"<style\b[^>]*>(.*?)</style>", re.S | re.I)


MIME_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json; charset=utf-8",
    ".webmanifest": "application/manifest+json; charset=utf-8",
    ".wasm": "application/wasm",
    ".zip": "application/zip",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".mp3": "audio/mpeg",
    ".txt": "text/plain; charset=utf-8",
    ".py": "text/plain; charset=utf-8",
    ".toml": "text/plain; charset=utf-8",
}


class BuildError(Exception):
    """A problem in site/ or the package that would ship a broken site."""


def ensure_node_modules(root: Path = ROOT) -> None:
    """Install the pinned npm packages when node_modules/ is missing or older than the lock file."""
    lock = root / "package-lock.json"
    installed = root / "node_modules" / ".package-lock.json"
    if installed.exists() and installed.stat().st_mtime >= lock.stat().st_mtime:
        return
    print("npm ci (node_modules/ is missing or older than package-lock.json)")
    subprocess.run(["npm", "ci", "--no-audit", "--no-fund"], cwd=root, check=True)


def pyscript_family(name: str) -> str:
    """The chunk family of a @pyscript/core dist file: 'xterm-Bdboj2r8.js' -> 'xterm'."""
    return re.sub(r"-[\w-]{8}\.js$", "", name).removesuffix(".js")


def listed_modules(*lists: Path) -> set[str]:
    """The module names of module lists: one a line, '#' starts a comment."""
    return {name for path in lists for line in path.read_text(encoding="utf-8").splitlines()
            if (name := line.split("#", 1)[0].strip())}


def stdlib_entries(archive: zipfile.ZipFile, modules: set[str]) -> dict:
    """{name: bytes} of the files of a standard library zip that hold the modules and their packages' __init__.py.

    Raises BuildError for a module the zip does not hold (a Pyodide upgrade that moved it).
    """
    names = set(archive.namelist())
    kept, missing = set(), []
    for module in modules:
        parts = module.split(".")
        found = [name for name in ("/".join(parts) + ".py", "/".join(parts) + "/__init__.py") if name in names]
        if not found:
            missing.append(module)
        kept.update(found)
        kept.update(name for depth in range(1, len(parts)) if (name := "/".join(parts[:depth]) + "/__init__.py") in names)
    if missing:
        raise BuildError(f"{STDLIB} holds no {', '.join(sorted(missing))}: run tools/stdlib_imports.py again")
    return {name: archive.read(name) for name in kept}


def _docstring_lines(tree: ast.AST, lines: list[str]) -> dict[int, str]:
    """{line index: what replaces it} for every docstring that has its lines to itself: blank lines, or
    `pass` where the docstring is all the body holds."""
    replaced = {}
    for node in ast.walk(tree):
        if not isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) or not node.body:
            continue
        first = node.body[0]
        if not (isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant)
                and isinstance(first.value.value, str)):
            continue
        start, end = first.lineno - 1, first.end_lineno - 1
        indent = lines[start][:first.col_offset]  # ast counts columns in UTF-8 bytes: the indent is ASCII
        after = lines[end].encode()[first.end_col_offset:].decode().strip()
        if indent.strip() or (after and not after.startswith("#")):
            continue  # shares a line with code: left as it is
        alone = len(node.body) == 1
        replaced.update({index: "\n" for index in range(start, end + 1)})
        if alone:
            replaced[start] = indent + "pass\n"
    return replaced


def without_docs(source: str) -> str:
    """Python source without its docstrings and comments, every statement on its line (tracebacks still
    point right); the source unchanged where this Python cannot parse it (newer syntax).

    As under `python -OO` (which CPython's own tests run), every __doc__ is None: the standard library
    does not depend on them. About a third of the trimmed library's bytes are docstrings and comments.
    """
    try:
        tree = ast.parse(source)
        comments = {token.start[0] - 1: token.start[1]
                    for token in tokenize.generate_tokens(io.StringIO(source).readline)
                    if token.type == tokenize.COMMENT}
    except (SyntaxError, tokenize.TokenError):
        return source
    lines = source.splitlines(keepends=True)
    replaced = _docstring_lines(tree, lines)
    for index, column in comments.items():
        lines[index] = lines[index][:column].rstrip() + "\n"
    for index, line in replaced.items():
        lines[index] = line
    return "".join(lines)


def bytecode(sources: dict[str, bytes], where: str, node_modules: Path = NODE_MODULES) -> dict[str, bytes]:
    """{name.py: its .pyc} for {name.py: source} that lie under the folder `where` in the browser, compiled
    without docstrings or comments by node_modules' Pyodide (tools/bytecode.mjs) in one run; each kept in
    BYTECODE_CACHE under a hash of Pyodide's version, how it is made, the path and the source, so a build
    that finds them all neither strips nor compiles."""
    version = json.loads((node_modules / "pyodide" / "package.json").read_text(encoding="utf-8"))["version"]
    compiler = BYTECODE_COMPILER.read_bytes() + Path(__file__).read_bytes()  # the compiler, and the stripping

    def cached(name: str) -> Path:
        key = hashlib.sha256(f"{version}\0{where}/{name}\0".encode() + compiler + sources[name]).hexdigest()
        return BYTECODE_CACHE / f"{key}.pyc"

    missing = [name for name in sources if not cached(name).exists()]
    if missing:
        BYTECODE_CACHE.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryDirectory(prefix="bytecode-") as folder:
            for name in missing:
                (Path(folder) / name).parent.mkdir(parents=True, exist_ok=True)
                (Path(folder) / name).write_text(without_docs(sources[name].decode("utf-8")), encoding="utf-8")
            subprocess.run(["node", str(BYTECODE_COMPILER), str(node_modules / "pyodide"), folder, where],
                           check=True, stdout=subprocess.DEVNULL)
            for name in missing:
                shutil.copy2(Path(folder) / f"{name}c", cached(name))
    return {name: cached(name).read_bytes() for name in sources}


def as_bytecode(zips: dict[Path, dict], where: str, node_modules: Path = NODE_MODULES) -> dict[Path, dict]:
    """The same zips' entries with each .py as its .pyc only (see `bytecode`): compiled in one run."""
    sources = {name: data for entries in zips.values() for name, data in entries.items() if name.endswith(".py")}
    if len(sources) < sum(name.endswith(".py") for entries in zips.values() for name in entries):
        raise BuildError("two zips hold a module of the same name")
    compiled = bytecode(sources, where, node_modules)
    return {target: {(f"{name}c" if name in sources else name): compiled.get(name, data) for name, data in entries.items()}
            for target, entries in zips.items()}


def write_stdlib(source: Path, target: Path, modules: set[str] | None, node_modules: Path = NODE_MODULES) -> None:
    """Pyodide's standard library zip, trimmed to `modules`, as bytecode compiled without docstrings or
    comments (None: copied whole, as it is)."""
    if modules is None:
        shutil.copy2(source, target)
        return
    with zipfile.ZipFile(source) as archive:
        entries = stdlib_entries(archive, modules)
    write_zip(target, as_bytecode({target: entries}, STDLIB_MOUNT, node_modules)[target])


def copy_runtime(out: Path, node_modules: Path = NODE_MODULES, stdlib: set[str] | None = None) -> None:
    """Vendor Pyodide (its standard library trimmed to `stdlib`, whole if None), PyScript and eSpeak NG
    into out/runtime/ (no source maps, no unused chunks, no unused dictionaries)."""
    pyodide = out / "runtime" / "pyodide"
    pyodide.mkdir(parents=True)
    for name in PYODIDE_FILES:
        shutil.copy2(node_modules / "pyodide" / name, pyodide / name)
    write_stdlib(node_modules / "pyodide" / STDLIB, pyodide / STDLIB, stdlib, node_modules)
    pyscript = out / "runtime" / "pyscript"
    pyscript.mkdir(parents=True)
    for source in sorted((node_modules / "@pyscript" / "core" / "dist").iterdir()):
        if source.suffix == ".map" or pyscript_family(source.name) in PYSCRIPT_UNUSED:
            continue
        shutil.copy2(source, pyscript / source.name)
    write_espeak(out / "runtime" / "espeak-ng", node_modules)


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


def package_files(folder: Path, suffixes=PACKAGE_SUFFIXES, skip=()) -> list[Path]:
    """The code and data files under a folder, sorted; `skip` names subfolders left out."""
    return sorted(
        path for path in folder.rglob("*")
        if path.is_file() and path.suffix in suffixes and "__pycache__" not in path.parts
        and path.relative_to(folder).parts[0] not in skip
    )


def write_zip(target: Path, entries: dict) -> None:
    """A zip of {name in the zip: bytes}, sorted, with fixed dates: the same files give the same bytes."""
    if not entries:
        raise BuildError(f"{target}: nothing to zip")
    target.parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        for name in sorted(entries):
            entry = zipfile.ZipInfo(name, ZIP_DATE)
            entry.external_attr = 0o644 << 16
            entry.compress_type = zipfile.ZIP_DEFLATED
            archive.writestr(entry, entries[name], compresslevel=9)


def package_entries(folder: Path, root: Path, suffixes=PACKAGE_SUFFIXES, skip=()) -> dict:
    """{name in a zip: bytes} of a package's files, named from `root` (pygame_rules/mechanlou/rules.py)."""
    return {path.relative_to(root).as_posix(): path.read_bytes() for path in package_files(folder, suffixes, skip)}


def write_code_zips(site: Path, package: Path, out: Path, games: list[str],
                    node_modules: Path = NODE_MODULES) -> dict[str, str]:
    """What every page loads (py/rules.zip, py/ui.zip) and, apart, each game's own code (games/<id>/code.zip),
    as bytecode. Returns the text of each module and data file zipped, {"py/ui.zip:ui/app.py": text}, for the host
    check (data such as the lexicon aside).

    The core zip holds the engine without the games; ui.zip the home page,
    the kit, the games' package and their catalogue; a game's zip its rules
    subpackage and its page's Python, fetched when a child opens that game.
    """
    # Every subpackage is a game, on the site or still to come: none goes into the core zip.
    subpackages = [path.name for path in package.iterdir() if (path / "__init__.py").is_file()]
    zips = {out / "py" / "rules.zip": package_entries(package, package.parent, skip=subpackages)}
    ui = package_entries(site / "ui", site)
    ui["games/__init__.py"] = (site / "games" / "__init__.py").read_bytes()
    ui["games/catalogue.json"] = catalogue(site, package, games).encode("utf-8")
    zips[out / "py" / "ui.zip"] = ui
    for game in games:
        code = package_entries(package / game, package.parent, PACKAGE_SUFFIXES | GAME_DATA_SUFFIXES)
        code.update(package_entries(site / "games" / game, site, suffixes={".py"}))
        zips[out / "games" / game / "code.zip"] = code
    for target, entries in as_bytecode(zips, HOME, node_modules).items():
        write_zip(target, entries)
    return {f"{target.relative_to(out).as_posix()}:{name}": data.decode("utf-8")
            for target, entries in zips.items() for name, data in entries.items() if Path(name).suffix in PACKAGE_SUFFIXES}


def catalogue(site: Path, package: Path, games: list[str]) -> str:
    """games/catalogue.json: each registered game's GameInfo with its tile and teacher options (read by site/ui/catalogue.py)."""
    missing = [game for game in games if not (site / "games" / game / "game.toml").is_file()]
    if missing:
        raise BuildError(f"{site / 'games'}: no game.toml for {', '.join(missing)}")
    sys.path.insert(0, str(package.parent))
    try:
        rules = importlib.import_module(package.name)
        entries = [describe_game(rules.load(game).info, site / "games" / game) for game in games]
    finally:
        sys.path.remove(str(package.parent))
    return json.dumps(entries, indent=1, ensure_ascii=False, sort_keys=True) + "\n"


def describe_game(info: dict, folder: Path) -> dict:
    """One registered game as the catalogue holds it: its GameInfo, and its tile and teacher options from game.toml.

    Raises BuildError when game.toml names an option the engine does not declare, or lacks a label.
    """
    extra = tomllib.loads((folder / "game.toml").read_text(encoding="utf-8"))
    declared = {option["name"]: option for option in info["options"]}
    teacher = []
    for name, words in extra.get("teacher", {}).items():
        if name not in declared:
            raise BuildError(f"{folder.name}/game.toml: the engine declares no option {name!r}")
        option = declared[name]
        missing = [value for value in ["title", *option["choices"]] if value not in words]
        if missing:
            raise BuildError(f"{folder.name}/game.toml: [teacher.{name}] lacks {missing}")
        default = words.get("default", option["default"])  # a classroom may want another default than the box
        if default not in option["choices"]:
            raise BuildError(f"{folder.name}/game.toml: [teacher.{name}] default {default!r} is not a choice")
        teacher.append({"name": name, "title": words["title"], "choices": list(option["choices"]),
                        "labels": {value: words[value] for value in option["choices"]}, "default": default})
    pictures = extra.get("pictures", [])
    if len(pictures) != 3:
        raise BuildError(f"{folder.name}/game.toml: a tile needs three pictures")
    return {"id": info["id"], "names": info["names"], "pictures": pictures, "teacher_options": teacher}


PYSCRIPT_CONFIG = {
    # The vendored Pyodide, started from a snapshot when the tablet keeps one, with the site's zips
    # unpacked (site/interpreter.mjs).
    "interpreter": "./interpreter.mjs",
}
# The zips every page loads, listed in <meta name="code-zips">: interpreter.mjs fetches them (they
# are preloaded with the page), the browser inflates them while Python starts, and their files are
# written into Python's working directory before main.py runs. (PyScript's "files" would first
# download its own zip reader, one more round trip before a child can tap.)
CODE_ZIPS = ("./py/rules.zip", "./py/ui.zip")


def write_pyscript_config(out: Path) -> None:
    """The PyScript config: the vendored Pyodide, through interpreter.mjs."""
    (out / "pyscript.json").write_text(json.dumps(PYSCRIPT_CONFIG, indent=2) + "\n", encoding="utf-8")


#: What a game's folder holds that is not served from it as it is: its Python (zipped into
#: its code.zip), its game.toml (in the catalogue) and its printed rules (served at rules/<id>.html).
GAME_FOLDER_BUILT = {"game.toml", "rules.html"}


def is_site_file(path: Path, site: Path) -> bool:
    """Whether a file of site/ is copied as it is (Python is zipped, the rules pages are placed and filled in)."""
    parts = path.relative_to(site).parts
    in_game = parts[0] == "games"
    return not (
        parts[0] == "ui"
        or parts == ("rules", RULES_TEMPLATE)
        or (in_game and (path.suffix == ".py" or (len(parts) == 3 and parts[2] in GAME_FOLDER_BUILT)))
        or "__pycache__" in parts
        or path.suffix == ".pyc"
        or any(part.startswith(".") for part in parts)
    )


def copy_site(site: Path, out: Path, games: list[str]) -> None:
    """Copy the pages, styles, drawings, sounds of site/ into out/; each game's rule page goes to rules/<id>.html."""
    for source in sorted(site.rglob("*")):
        if source.is_file() and is_site_file(source, site):
            target = out / source.relative_to(site)
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target)
    for game in games:
        page = site / "games" / game / "rules.html"
        if not page.is_file():
            raise BuildError(f"{page.parent}: no rules.html, the printed rules of {game}")
        (out / "rules").mkdir(exist_ok=True)
        shutil.copy2(page, out / "rules" / f"{game}.html")


def read_text(path: Path) -> str | None:
    """The file's text, or None for a binary file (a sound, a picture)."""
    try:
        return path.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        return None


def referenced_glyphs(site: Path) -> dict[str, Path]:
    """Every icons/<name>.svg written in a text file of site/, with the first file naming it."""
    glyphs: dict[str, Path] = {}
    for path in sorted(site.rglob("*")):
        text = read_text(path) if path.is_file() and "__pycache__" not in path.parts else None
        for name in GLYPH_REFERENCE.findall(text or ""):
            glyphs.setdefault(name, path)
    return glyphs


@functools.lru_cache(maxsize=1)
def load_icon_set(path: Path = ICON_SET) -> dict:
    """The Iconify JSON of Fluent Emoji Flat (8.8 MB, read once)."""
    return json.loads(path.read_text(encoding="utf-8"))


def glyph_svg(icon_set: dict, name: str) -> str:
    """A standalone SVG document for one icon of an Iconify set, following aliases and flips."""
    flips = {"hFlip": False, "vFlip": False}
    while name in icon_set.get("aliases", {}):
        alias = icon_set["aliases"][name]
        if "rotate" in alias:
            raise BuildError(f"icons/{name}.svg: rotated aliases are not supported")
        for flip in flips:
            flips[flip] ^= bool(alias.get(flip, False))
        name = alias["parent"]
    icon = icon_set["icons"][name]
    left, top = icon.get("left", icon_set.get("left", 0)), icon.get("top", icon_set.get("top", 0))
    width, height = icon.get("width", icon_set.get("width", 16)), icon.get("height", icon_set.get("height", 16))
    body = icon["body"]
    if flips["hFlip"] or flips["vFlip"]:
        scale = f"scale({-1 if flips['hFlip'] else 1} {-1 if flips['vFlip'] else 1})"
        shift = f"translate({2 * left + width if flips['hFlip'] else 0} {2 * top + height if flips['vFlip'] else 0})"
        body = f'<g transform="{shift} {scale}">{body}</g>'
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'viewBox="{left} {top} {width} {height}">{body}</svg>\n'
    )


def write_glyphs(site: Path, out: Path, icon_set_path: Path = ICON_SET) -> list[str]:
    """Write out/icons/<name>.svg for every glyph site/ refers to, and the glyphs' licence."""
    icon_set = load_icon_set(icon_set_path)
    known = icon_set["icons"].keys() | icon_set.get("aliases", {}).keys()
    glyphs = referenced_glyphs(site)
    unknown = {name: path for name, path in glyphs.items() if name not in known}
    if unknown:
        raise BuildError("unknown Fluent Emoji Flat glyphs: " + ", ".join(
            f"icons/{name}.svg (in {path})" for name, path in sorted(unknown.items())))
    icons = out / "icons"
    icons.mkdir(parents=True, exist_ok=True)
    for name in sorted(glyphs):
        (icons / f"{name}.svg").write_text(glyph_svg(icon_set, name), encoding="utf-8")
    version = json.loads((icon_set_path.parent / "package.json").read_text(encoding="utf-8"))["version"]
    (icons / "LICENSE.txt").write_text(GLYPH_LICENCE.format(version=version), encoding="utf-8")
    return sorted(glyphs)


def game_order(package: Path) -> list[str]:
    """pygame_rules.list_games() of the package being built: the order of games on the site."""
    sys.path.insert(0, str(package.parent))
    try:
        return importlib.import_module(package.name).list_games()
    finally:
        sys.path.remove(str(package.parent))


def rules_article(page: Path) -> str:
    """The one <article class="rules"> of a game's printable rule page."""
    articles = RULES_ARTICLE.findall(page.read_text(encoding="utf-8"))
    if len(articles) != 1:
        raise BuildError(f'{page}: expected exactly one <article class="rules">, found {len(articles)}')
    return articles[0]


def write_rules_book(site: Path, out: Path, games: list[str]) -> None:
    """Fill rules/all.html, every game's rule summary in the site's order (skipped without a template)."""
    template = site / "rules" / RULES_TEMPLATE
    if not template.exists():
        return
    text = template.read_text(encoding="utf-8")
    if text.count(RULES_MARKER) != 1:
        raise BuildError(f"{template}: expected the marker {RULES_MARKER} once")
    articles = "\n".join(rules_article(site / "games" / game / "rules.html") for game in games)
    target = out / "rules" / "all.html"
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(text.replace(RULES_MARKER, articles), encoding="utf-8")


def picture_symbol(name: str, svg: str, path: str) -> str:
    """A picture as a <symbol> the page can <use>: its drawing and viewBox, nothing that points elsewhere."""
    picture = SVG_PICTURE.search(svg)
    view_box = VIEW_BOX.search(picture.group(1)) if picture else None
    if not view_box:
        raise BuildError(f"{PAGE}: the data-inline picture {path} needs an <svg viewBox=...>")
    if PICTURE_REFERENCES.search(picture.group(2)):
        raise BuildError(f"{PAGE}: the data-inline picture {path} has ids or links, which the page would mix up")
    return f'<symbol id="{name}" viewBox="{view_box.group(1)}">{picture.group(2).strip()}</symbol>'


def inline_pictures(html: str, out: Path) -> str:
    """Every <img ... data-inline> of a page as an inline <svg> using its ./<path>.svg (a file of out/), drawn once."""
    symbols = {}

    def inline(match: re.Match) -> str:
        tag = match.group(0)
        source = PICTURE_SOURCE.search(tag)
        if not source or not (out / source.group(1)).is_file():
            raise BuildError(f"{PAGE}: data-inline needs src=\"./<a picture of the site>.svg\": {tag}")
        name = "picture-" + re.sub(r"[^a-z0-9]+", "-", source.group(1).removesuffix(".svg").lower())
        if name not in symbols:
            svg = (out / source.group(1)).read_text(encoding="utf-8")
            symbols[name] = picture_symbol(name, svg, source.group(1))
        class_ = PICTURE_CLASS.search(tag)
        classes = f' class="{class_.group(1)}"' if class_ else ""
        return f'<svg{classes} aria-hidden="true"><use href="#{name}"/></svg>'

    html = INLINE_PICTURE.sub(inline, html)
    if not symbols:
        return html
    body = BODY_START.search(html)
    if not body:
        raise BuildError(f"{PAGE}: data-inline pictures need a <body> to hold their drawings")
    drawings = f'\n<svg class="inline-pictures" aria-hidden="true"><defs>{"".join(symbols.values())}</defs></svg>'
    return html[:body.end()] + drawings + html[body.end():]


def inline_stylesheets(html: str, out: Path) -> str:
    """Every <link rel="stylesheet" href="./<path>.css" data-inline> of a page replaced by a <style> with the file."""
    def inline(match: re.Match) -> str:
        sheet = out / match.group(1)
        if not sheet.is_file():
            raise BuildError(f"{PAGE}: no stylesheet {match.group(1)} to write into the page")
        return f"<style>\n{sheet.read_text(encoding='utf-8').strip()}\n</style>"
    return INLINE_STYLESHEET.sub(inline, html)


def runtime_preloads(out: Path) -> list[str]:
    """What PyScript and Pyodide fetch before main.py runs, in the order they ask: the modules in a
    <meta name="runtime-modules"> (start.js preloads them after the first frame), the rest as preloads
    but Pyodide's wasm (PYODIDE_FETCHES); and the site's zips in a <meta name="code-zips"> for interpreter.mjs.

    Each preload with the request mode its later request uses (a module; a
    fetch(), hence crossorigin), so the browser hands the preloaded answer
    over instead of downloading the file twice.
    """
    pyscript = out / "runtime" / "pyscript"
    chunks = STATIC_IMPORT.findall((pyscript / "core.js").read_text(encoding="utf-8"))
    modules = [f"./runtime/pyscript/{chunk}" for chunk in chunks]
    modules += [PYSCRIPT_CONFIG["interpreter"], *(f"./runtime/pyodide/{name}" for name in PYODIDE_MODULES)]
    fetches = ["./pyscript.json", *(f"./runtime/pyodide/{name}" for name in PYODIDE_FETCHES)]
    fetches += [*CODE_ZIPS, "./main.py"]
    missing = [url for url in modules + fetches if not (out / url).is_file()]
    if missing:
        raise BuildError(f"runtime preloads: missing {', '.join(missing)}")
    return [f'<meta name="runtime-modules" content="{" ".join(modules)}">',
            f'<meta name="code-zips" content="{" ".join(CODE_ZIPS)}">'] + [
        f'<link rel="preload" href="{url}" as="fetch" crossorigin>' for url in fetches
    ]


def write_page(out: Path) -> None:
    """out/index.html with its marked pictures and stylesheet inlined and, at its marker, the runtime's preloads."""
    page = out / PAGE
    html = page.read_text(encoding="utf-8")
    if html.count(PRELOAD_MARKER) > 1:
        raise BuildError(f"{PAGE}: expected the marker {PRELOAD_MARKER} at most once")
    if PRELOAD_MARKER in html:
        indent = html[:html.index(PRELOAD_MARKER)].rsplit("\n", 1)[-1]
        html = html.replace(PRELOAD_MARKER, f"\n{indent}".join(runtime_preloads(out)))
    page.write_text(inline_stylesheets(inline_pictures(html, out), out), encoding="utf-8")


class PageProblems(HTMLParser):
    """What a page holds that its Content-Security-Policy would block: inline scripts and handlers, style attributes."""

    def __init__(self):
        super().__init__()
        self.problems = []
        self._script = None  # the attributes of the <script> being read

    def handle_starttag(self, tag, attrs):
        named = dict(attrs)
        for name, value in attrs:
            if name.startswith("on"):
                self.problems.append(f"<{tag} {name}=...> (an inline event handler)")
            elif name == "style":
                self.problems.append(f"<{tag} style=...> (a style attribute)")
            elif (value or "").strip().lower().startswith("javascript:"):
                self.problems.append(f"<{tag} {name}=\"javascript:...\">")
        if tag == "script":
            self._script = named

    def handle_endtag(self, tag):
        if tag == "script":
            if self._script is not None and "src" not in self._script:
                self.problems.append("<script> without src (inline code)")
            self._script = None


def style_hash(text: str) -> str:
    """The CSP source that allows one inline <style> whose content is `text`."""
    return "'sha256-" + base64.b64encode(hashlib.sha256(text.encode("utf-8")).digest()).decode("ascii") + "'"


def security_policy(page: str, app: bool) -> str:
    """The Content-Security-Policy of one page: the site's policy, its inline styles' hashes, the app's runtime sources."""
    policy = dict(CONTENT_SECURITY_POLICY)
    hashes = [style_hash(text) for text in INLINE_STYLE.findall(page)]
    policy["style-src"] = " ".join([policy["style-src"], *dict.fromkeys(hashes)])
    if app:
        policy["script-src"] += " " + APP_SCRIPT_SOURCES
    return "; ".join(f"{name} {sources}" for name, sources in policy.items())


def write_security_policies(out: Path) -> None:
    """Write the Content-Security-Policy <meta> into every page of out/ (the runtime's aside), after its charset or <head>.

    A page's own policy <meta> is replaced: build.py is where the policy and the
    hashes are made. Raises BuildError for what the policy would block.
    """
    for path in dist_files(out):
        if path.suffix != ".html" or path.parts[0] == "runtime":
            continue
        text = POLICY_META.sub("", (out / path).read_text(encoding="utf-8"))
        checker = PageProblems()
        checker.feed(text)
        checker.close()
        if checker.problems:
            raise BuildError(f"{path.as_posix()}: the Content-Security-Policy would block "
                             + ", ".join(dict.fromkeys(checker.problems)) + "; move it to a file of the site")
        # After <meta charset> (kept within the first 1024 bytes), else the start of <head>, else
        # of the page: before any content, the parser puts the <meta> in the (implied) head.
        anchor = CHARSET_META.search(text) or PAGE_START.search(text)
        style = INLINE_STYLE.search(text)
        if style and style.start() < anchor.end():
            raise BuildError(f"{path.as_posix()}: a <style> comes before the Content-Security-Policy, out of its reach")
        policy = security_policy(text, app=path.as_posix() == PAGE)
        indent = re.match(r"[ \t]*", text[text.rfind("\n", 0, anchor.start()) + 1:]).group(0)
        meta = f'\n{indent}<meta http-equiv="Content-Security-Policy" content="{policy}">'
        (out / path).write_text(text[:anchor.end()] + meta + text[anchor.end():], encoding="utf-8")


def write_manifest(out: Path) -> None:
    """The web app manifest that makes the site installable; its icons must have been copied."""
    for icon in MANIFEST["icons"]:
        if not (out / icon["src"]).is_file():
            raise BuildError(f"manifest.webmanifest: missing {icon['src']} (from site/{icon['src']})")
    text = json.dumps(MANIFEST, indent=2, ensure_ascii=False) + "\n"
    (out / "manifest.webmanifest").write_text(text, encoding="utf-8")


def dist_files(out: Path) -> list[Path]:
    """Every file of out/, as paths relative to it, sorted."""
    return sorted(path.relative_to(out) for path in out.rglob("*") if path.is_file())


def integrity(path: Path) -> str:
    """The subresource integrity string (sha384, base64) of a file's content."""
    return "sha384-" + base64.b64encode(hashlib.sha384(path.read_bytes()).digest()).decode("ascii")


def site_version(out: Path) -> str:
    """The version of a built site: a hash of every file but sw.js, index.html counted without its version mark."""
    files = [[path.as_posix(), integrity(out / path)] for path in dist_files(out)
             if path.as_posix() not in (SERVICE_WORKER, PAGE)]
    page = out / PAGE
    unmarked = SITE_VERSION.sub(r"\1\2", page.read_text(encoding="utf-8")) if page.is_file() else ""
    return hashlib.sha256((json.dumps(files) + "\n" + unmarked).encode("utf-8")).hexdigest()[:16]


def write_service_worker(out: Path) -> list[list[str]]:
    """Write the site's version into index.html and out/sw.js precaching every other file with its content hash; returns that list."""
    version = site_version(out)
    page = out / PAGE
    if page.is_file() and SITE_VERSION.search(page.read_text(encoding="utf-8")):
        page.write_text(SITE_VERSION.sub(rf"\g<1>{version}\2", page.read_text(encoding="utf-8")), encoding="utf-8")
    files = [[path.as_posix(), integrity(out / path)] for path in dist_files(out) if path.as_posix() != SERVICE_WORKER]
    listing = json.dumps(files, indent=0)
    source = SERVICE_WORKER_SOURCE % {"version": version, "files": listing, "apart": json.dumps(KEPT_APART)}
    (out / SERVICE_WORKER).write_text(source, encoding="utf-8")
    return files


def foreign_urls(text: str) -> list[str]:
    """The addresses on another host written in a text (XML namespace names are not addresses)."""
    return [url for url in FOREIGN_URL.findall(text) if url.rstrip(".,;") not in XML_NAMESPACES]


def checked_texts(out: Path):
    """(name, text) of every file of ours in out/ that the host check reads (the code in zips is read from source)."""
    for path in dist_files(out):
        if path.parts[0] != "runtime" and path.suffix in CHECKED_SUFFIXES:
            yield path.as_posix(), (out / path).read_text(encoding="utf-8")


def check_hosts(out: Path, zipped: dict[str, str]) -> None:
    """Fail when a file of ours, or the source of a module zipped ({name: text}), refers to another host: the
    site must work offline and leak nothing."""
    texts = [*checked_texts(out), *zipped.items()]
    problems = [f"{name}: {url}" for name, text in texts for url in foreign_urls(text)]
    if problems:
        raise BuildError("references to another host (the site must not leave its origin):\n  " + "\n  ".join(problems))


def summary(out: Path) -> str:
    """One line: how many files and bytes dist/ holds, and how many of them are not the runtime."""
    files = dist_files(out)
    sizes = {path: (out / path).stat().st_size for path in files}
    own = sum(size for path, size in sizes.items() if path.parts[0] != "runtime")
    return f"{out}: {len(files)} files, {sum(sizes.values()):,} bytes ({own:,} bytes without runtime/)"


def build(out: Path = DIST, site: Path = SITE, package: Path = PACKAGE, node_modules: Path = NODE_MODULES,
          whole_stdlib: bool = False) -> Path:
    """Build the whole static site into out/ (emptied first) and return out; `whole_stdlib` keeps Pyodide's
    standard library untrimmed (tools/stdlib_imports.py records what a page imports from it)."""
    if node_modules == NODE_MODULES:
        ensure_node_modules()
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    games = game_order(package)
    copy_runtime(out, node_modules, None if whole_stdlib else listed_modules(STDLIB_RECORDED, STDLIB_LAZY))
    copy_site(site, out, games)
    zipped = write_code_zips(site, package, out, games, node_modules)
    write_pyscript_config(out)
    write_glyphs(site, out, node_modules / ICON_SET.relative_to(NODE_MODULES))
    write_rules_book(site, out, games)
    write_page(out)
    write_manifest(out)
    write_security_policies(out)
    write_service_worker(out)
    check_hosts(out, zipped)
    return out


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """Serves dist/ with the right MIME types and no HTTP caching (the service worker does the caching).

    A subclass may set `cache_control`, e.g. "max-age=600" as GitHub Pages sends.
    """

    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}
    cache_control = "no-cache"

    def end_headers(self):
        self.send_header("Cache-Control", self.cache_control)
        super().end_headers()


class SiteServer(http.server.ThreadingHTTPServer):
    """A browser that drops a request (it left the page, a preload was not needed) is no error worth a traceback."""

    def handle_error(self, request, client_address):
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


@contextlib.contextmanager
def serving_in_thread(directory: Path, handler: type = SiteHandler):
    """Serve a folder on a free port of 127.0.0.1 from a background thread (tests, benchmark); yields the server."""
    server = SiteServer(("127.0.0.1", 0), functools.partial(handler, directory=str(directory)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield server
    finally:
        server.shutdown()
        server.server_close()


def serve(directory: Path = DIST, port: int = 8000) -> None:
    """Serve a built site on 127.0.0.1 until interrupted."""
    handler = functools.partial(SiteHandler, directory=str(directory))
    with SiteServer(("127.0.0.1", port), handler) as server:
        print(f"Open http://127.0.0.1:{server.server_address[1]}/ in a browser", flush=True)
        try:
            server.serve_forever()
        except KeyboardInterrupt:
            pass


def run_build() -> int:
    """Build dist/ and print what it holds, or print why it failed."""
    try:
        print(summary(build()))
    except BuildError as error:
        print(f"build failed: {error}", file=sys.stderr)
        return 1
    return 0


def main(argv: list[str] | None = None) -> int:
    """Command line: build (default), serve, test (whose arguments all go to pytest)."""
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["test"]:
        from tools.testing import run_tests
        return run_tests(argv[1:])
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command")
    commands.add_parser("build", help="build dist/ (the default)")
    serving = commands.add_parser("serve", help="build, then serve dist/ on 127.0.0.1")
    serving.add_argument("--port", type=int, default=8000)
    serving.add_argument("--no-build", action="store_true", help="serve dist/ as it is")
    commands.add_parser("test", help="install what the tests need and run them (pytest arguments follow)")
    args = parser.parse_args(argv)
    if args.command == "serve":
        if not args.no_build and run_build():
            return 1
        serve(DIST, args.port)
        return 0
    return run_build()


if __name__ == "__main__":
    sys.exit(main())
