// PyScript's interpreter (pyscript.json "interpreter"): the vendored Pyodide, started from a
// memory snapshot of a Python that has already started, when this tablet keeps one made for
// this very build; else started afresh.
//
// - A start from a snapshot skips Python's own start and the imports made before the snapshot
//   (Pyodide's _loadSnapshot, experimental): on a slow tablet, seconds at every opening.
// - The snapshot is made on the tablet, never downloaded: once a page has started and sat ready
//   for a moment, snapshot-worker.mjs starts a second Pyodide in a worker, imports what every
//   page imports, the site's own modules of the code zips included, and keeps its memory in
//   Cache Storage under the site's version (<meta name="site-version">) and Pyodide's. A new
//   version of the site makes a new one. A game opened that the snapshot lacks has a new one
//   made with it too, so the game's own modules come with the next start.
// - The memory is kept without its pages of zeros (12 to 14 of its 31 MB are kept): fewer bytes to read
//   at every start.
// - Never stuck on it: a snapshot that fails to load is deleted and Python starts afresh, and
//   so is one whose page did not get ready last time (a mark in localStorage from the start
//   until <html data-ready="true">). Where localStorage is blocked or full, nothing can mark a
//   start: no snapshot is made or used.
// - A restored Python has the random state of the one that made the snapshot: it is reseeded.
// <html data-start> says how Python started ("snapshot" or "fresh"), <html data-snapshot-modules>
// how many of the site's modules a snapshot start found imported; <html data-snapshot="kept">
// that a snapshot for the next start has just been kept, "not made" that making it failed (why: a
// console warning).
//
// Either way, the site's Python comes next: the bundles every page loads (<meta name="code-zips">,
// preloaded with the page; bundles.mjs) are fetched and inflated by the browser (DecompressionStream)
// as soon as this module runs, while Python starts, and their files are written into Python's working
// directory before main.py runs (a game's own bundle likewise, when it is first opened; at once
// for the game the page opens on), but the bytecode of those the snapshot Python started from
// holds: their modules came with it.
// pyscript.json names no "files": PyScript would first download its own zip reader (72 kB gzip),
// one more round trip before a child can tap. A browser that cannot inflate gzip (Safari before
// 16.4) has Python do it, with the zlib and zipfile modules (slower: it goes through a file and
// Python's own loop).
import { loadPyodide as startPyodide, version } from "./runtime/pyodide/pyodide.mjs";
import { INFLATES, unzipped, zipFiles } from "./bundles.mjs";

export { version };

// Pyodide runs Python on a stack of its own when the browser offers WebAssembly stack switching
// (JSPI: WebAssembly.Suspending and WebAssembly.promising, in Chromium since 137), and Chromium's
// renderer crashed now and then as a page started, its main thread off its own stack (README,
// "Renderer crashes"; pyodide/pyodide#5702 and #6106 report crashes with JSPI). The site needs none
// of it (Pyodide starts without it wherever a browser lacks it): Pyodide, which looks for it when
// it loads (in loadPyodide), is not shown it, here and in snapshot-worker.mjs, and its
// run_until_complete keeps the behaviour it has without it.
delete WebAssembly.Suspending;
delete WebAssembly.promising;

const root = document.documentElement;
// A path of the site (./py/ui.zip.gz) as the address fetches, caches and the snapshot's list name it by.
const addressOf = (path) => new URL(path, import.meta.url).href;
const INDEX_URL = addressOf("./runtime/pyodide/");
const SCOPE = new URL("./", import.meta.url).pathname;
const siteVersion = document.querySelector('meta[name="site-version"]')?.content || "";
// Where the snapshot is kept: its own cache (the service worker's caches are its files only),
// at an address no file of the site can have.
const CACHE = `petits-jeux-snapshot:${SCOPE}`;
const SNAPSHOT = addressOf(`./.snapshot/${siteVersion}/${version}`);
const TRYING = `petits-jeux-snapshot-trying:${SCOPE}`;
// The header of the kept snapshot that lists the code zips whose modules it holds (snapshot-worker.mjs).
const HELD_ZIPS = "X-Code-Zips";
// How long a page sits ready before its snapshot is made: a child's first taps come first.
const MAKE_AFTER_MS = 4000;

const listedIn = (text) => (text || "").split(" ").filter(Boolean);

function storageWorks() {
  const probe = `${TRYING}:probe`;
  try {
    localStorage.setItem(probe, "1");
    localStorage.removeItem(probe);
    return true;
  } catch {
    return false;
  }
}

// (The worker inflates the bundles it imports: where the browser cannot, none is made.)
const usable = Boolean(siteVersion && self.caches && self.Worker && INFLATES) && storageWorks();

const snapshotLookup = lookUp();
// Pyodide's own script, evaluated now (loadPyodide imports it from the same address and finds it evaluated).
import(`${INDEX_URL}pyodide.asm.mjs`).catch(() => {});  // a failure is told where loadPyodide imports it

// A bundle whose modules a kept snapshot holds (snapshot-worker.mjs imported them all) needs only its other
// files written: data such as games/catalogue.json, and PyScript's package's bytecode (under __pycache__,
// read as PyScript imports its package): its modules' bytecode is not written.
const module = (name) => name.endsWith(".pyc") && !name.includes("__pycache__/");
const compiledIn = (bundle, held) => held.has(bundle.address) ? module : () => false;

// A bundle fetched: its address, and where the browser inflates, its files, inflated at once, while Python
// starts.
async function download(path) {
  const address = addressOf(path);
  const response = await fetch(address);
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  const buffer = await response.arrayBuffer();
  return INFLATES ? {address, files: zipFiles(await unzipped(buffer))} : {address, buffer};
}

// Where the browser cannot inflate a bundle, Python does.
const UNPACK_IN_PYTHON = `import io, pathlib, zipfile, zlib
zipfile.ZipFile(io.BytesIO(zlib.decompress(pathlib.Path("/tmp/bundle").read_bytes(), 31))).extractall()`;

// Writes a bundle's files into Python's working directory (where main.py imports from), but the bytecode of
// one whose modules Python already holds (`held`: the bundles of the snapshot it started from).
function unpack(pyodide, bundle, held) {
  if (!bundle.files) {
    pyodide.FS.writeFile("/tmp/bundle", new Uint8Array(bundle.buffer));
    pyodide.runPython(UNPACK_IN_PYTHON);
    pyodide.FS.unlink("/tmp/bundle");
    return;
  }
  const home = pyodide.FS.cwd();
  const skipped = compiledIn(bundle, held);
  for (const {name, data} of bundle.files) {
    if (skipped(name)) continue;
    const path = `${home}/${name}`;
    pyodide.FS.mkdirTree(path.slice(0, path.lastIndexOf("/")));
    pyodide.FS.writeFile(path, data);
  }
}

const listed = (name) => listedIn(document.querySelector(`meta[name="${name}"]`)?.content);
const codeZips = listed("code-zips");
const downloads = codeZips.map(download);
downloads.forEach((zip) => zip.catch(() => {}));  // a failure is told where it is awaited, not twice

// The game this page opens on (index.html#moutons): its code zip, and the words it reads in the site's
// language (<meta name="game-words">: a German Méli Cado reads German's and English's), fetched and inflated
// now, while Python starts, and its stylesheet preloaded; unpackZip takes them when the app opens the game.
// Online only: offline, a game the worker never kept is not asked for (ui/game_code.py says why instead).
const early = new Map();
const game = decodeURIComponent(location.hash.slice(1));
const opening = `./games/${game}/code.zip.gz`;
if (navigator.onLine && listed("game-zips").includes(opening)) {
  const lang = siteLanguage();
  const read = listed("game-words").find((entry) => entry.startsWith(`${game}/${lang}=`));
  const words = read ? read.split("=")[1].split(",").map((each) => `./games/${game}/words/${each}.zip.gz`) : [];
  for (const path of [opening, ...words]) {
    const zip = download(path);
    zip.catch(() => {});
    early.set(addressOf(path), zip);
  }
  const style = addressOf(opening.replace(/code\.zip\.gz$/, "style.css"));
  document.head.append(Object.assign(document.createElement("link"), {rel: "preload", as: "style", href: style}));
}

// The site's language as ui/kit/settings.py finds it: the teacher's choice kept under the site's folder
// (ui/app.py's site_scope), else, with nothing kept, the first of the device's languages the site speaks,
// else the one it falls back to (the first of <meta name="site-languages">). Null where the tablet's
// storage cannot be read: the app finds the words it needs itself.
function siteLanguage() {
  const spoken = listed("site-languages");
  const fallback = spoken[0];
  const scope = location.pathname.slice(0, location.pathname.lastIndexOf("/") + 1) || "/";
  let text;
  try {
    text = localStorage.getItem(scope === "/" ? "pygame-rules/settings" : `pygame-rules@${scope}settings`);
  } catch {
    return null;
  }
  if (!text) {
    const device = (navigator.languages || []).map((tag) => String(tag).split("-")[0].toLowerCase());
    return device.find((lang) => spoken.includes(lang)) || fallback;
  }
  try {
    const lang = JSON.parse(text)?.lang;
    return spoken.includes(lang) ? lang : fallback;
  } catch {
    return fallback;
  }
}

function mark(on) {
  try {
    if (on) localStorage.setItem(TRYING, siteVersion);
    else localStorage.removeItem(TRYING);
    return true;
  } catch {
    return false;  // storage full since the page started: no guard, so no snapshot start
  }
}

function lastTryFailed() {
  try { return localStorage.getItem(TRYING) !== null; } catch { return true; }
}

// The kept snapshot's answer, or null.
async function kept() {
  try {
    return (await (await caches.open(CACHE)).match(SNAPSHOT)) || null;
  } catch {
    return null;
  }
}

// The kept memory made whole (snapshot-worker.mjs keeps it sparse): its pages written into zeros.
const PAGE = 65536;
const MAGIC = 0x3153_4a50;  // "PJS1"
function whole(buffer) {
  const [magic, length, count] = new Uint32Array(buffer, 0, Math.min(3, buffer.byteLength >> 2));
  if (magic !== MAGIC) throw new Error("not a kept snapshot");
  const memory = new Uint8Array(length);
  let at = 12 + 4 * count;
  for (const page of new Uint32Array(buffer, 12, count)) {
    const size = Math.min(PAGE, length - page * PAGE);
    memory.set(new Uint8Array(buffer, at, size), page * PAGE);
    at += size;
  }
  return memory;
}

async function forget() {
  try { await caches.delete(CACHE); } catch { /* nothing kept */ }
}

// The kept snapshot (null: none kept): a promise of its memory, and the addresses of the code zips whose
// modules it holds (snapshot-worker.mjs lists them). Looked up and read as this module runs: its 12 to 14 MB
// are read while PyScript opens its storage and goes on to call loadPyodide, which awaits them before it
// compiles Pyodide's WebAssembly.
async function lookUp() {
  if (!usable) return null;
  if (lastTryFailed()) {
    await forget();
    mark(false);
  }
  const answer = await kept();
  if (!answer) return null;
  const memory = answer.arrayBuffer().then(whole);
  memory.catch(() => {});  // a failed read is told where Pyodide awaits it
  return {memory, zips: new Set(listedIn(answer.headers.get(HELD_ZIPS)))};
}

function whenReady(then) {
  const check = () => {
    if (root.dataset.ready !== "true") return false;
    observer.disconnect();
    then();
    return true;
  };
  const observer = new MutationObserver(check);
  observer.observe(root, {attributes: true, attributeFilter: ["data-ready"]});
  check();
}

// The code zips of the snapshot this page started from or has made (null: none yet), and the games' this page
// has opened: a game joins the snapshot once it has been opened, so that the next start has its modules too.
let snapshotZips = null;
const opened = new Set();
let making = false;

// Once the page has sat ready a moment, a snapshot is made, holding the site's code zips, those of the snapshot
// before and those of the games opened (read then: a game opened meanwhile is in it); one at a time, and again
// once it is kept if a game was opened that it does not hold.
function makeSnapshotLater() {
  if (making) return;
  making = true;
  whenReady(() => setTimeout(() => {
    const zips = [...new Set([...codeZips.map(addressOf), ...(snapshotZips || []), ...opened])];
    const worker = new Worker(new URL("./snapshot-worker.mjs", import.meta.url), {type: "module"});
    worker.addEventListener("message", (event) => {
      worker.terminate();
      making = false;
      if (event.data === "kept") {
        root.dataset.snapshot = "kept";
        snapshotZips = new Set(zips);
        if ([...opened].some((zip) => !snapshotZips.has(zip))) makeSnapshotLater();
      } else {
        root.dataset.snapshot = "not made";
        console.warn("no snapshot made:", event.data);
      }
    });
    worker.postMessage({indexURL: INDEX_URL, cache: CACHE, snapshot: SNAPSHOT, codeZips: zips});
  }, MAKE_AFTER_MS));
}

export async function loadPyodide(options) {
  const [pyodide, held] = await startPython({...options, enableRunUntilComplete: false, indexURL: INDEX_URL});
  for (const zip of await Promise.all(downloads)) unpack(pyodide, zip, held);
  // A game's code.zip.gz, fetched when it is first opened (ui/game_code.py), is unpacked the same
  // way: window.unpackZip(path) resolves once its files are written.
  globalThis.unpackZip = async (path) => {
    const address = addressOf(path);
    const zip = early.get(address) || download(path);
    early.delete(address);
    unpack(pyodide, await zip, held);
    if (path.endsWith("/code.zip.gz")) {
      opened.add(address);
      if (snapshotZips && !snapshotZips.has(address)) makeSnapshotLater();
    }
  };
  return pyodide;
}

async function startPython(options) {
  let snapshot = await snapshotLookup;
  if (snapshot) {
    if (mark(true)) {
      try {
        const pyodide = await startPyodide({...options, _loadSnapshot: snapshot.memory});
        pyodide.runPython("import random; random.seed()");
        root.dataset.start = "snapshot";
        // How many of the site's own modules came with it (those of the code zips): main.py imports none again.
        root.dataset.snapshotModules = pyodide.runPython(`import os, sys
home = os.getcwd() + "/"
str(sum((getattr(module, "__file__", None) or "").startswith(home) for module in list(sys.modules.values())))`);
        whenReady(() => mark(false));
        snapshotZips = snapshot.zips;
        return [pyodide, snapshot.zips];
      } catch (error) {
        console.warn("the kept snapshot did not start, Python starts afresh:", error);
        await forget();
        mark(false);
        snapshot = null;
      }
    }
  }
  const pyodide = await startPyodide(options);
  root.dataset.start = "fresh";
  // A kept snapshot left unused (its mark could not be written) is not made again at every opening.
  if (usable && !snapshot) makeSnapshotLater();
  return [pyodide, new Set()];
}
