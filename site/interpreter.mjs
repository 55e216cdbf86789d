// PyScript's interpreter (pyscript.json "interpreter"): the vendored Pyodide, started from a
// memory snapshot of a Python that has already started, when this tablet keeps one made for
// this very build; else started afresh.
//
// - A start from a snapshot skips Python's own start and the imports made before the snapshot
//   (Pyodide's _loadSnapshot, experimental): on a slow tablet, seconds at every opening.
// - The snapshot is made on the tablet, never downloaded: once a page has started and sat ready
//   for a moment, snapshot-worker.mjs starts a second Pyodide in a worker, imports what every
//   page imports, and keeps its memory in Cache Storage under the site's version (<meta
//   name="site-version">) and Pyodide's. A new version of the site makes a new one.
// - Never stuck on it: a snapshot that fails to load is deleted and Python starts afresh, and
//   so is one whose page did not get ready last time (a mark in localStorage from the start
//   until <html data-ready="true">). Where localStorage is blocked or full, nothing can mark a
//   start: no snapshot is made or used.
// - A restored Python has the random state of the one that made the snapshot: it is reseeded.
// <html data-start> says how Python started ("snapshot" or "fresh"); <html data-snapshot="kept">
// that a snapshot for the next start has just been kept.
//
// Either way, the site's Python comes next: the zips every page loads (<meta name="code-zips">,
// preloaded with the page) are fetched as soon as this module runs and unpacked into Python's
// working directory before main.py runs, by the zipfile module Pyodide imports as it starts.
// pyscript.json names no "files": PyScript would first download its own zip reader (72 kB gzip),
// one more round trip before a child can tap.
import { loadPyodide as startPyodide, version } from "./runtime/pyodide/pyodide.mjs";

export { version };

const root = document.documentElement;
const INDEX_URL = new URL("./runtime/pyodide/", import.meta.url).href;
const SCOPE = new URL("./", import.meta.url).pathname;
const siteVersion = document.querySelector('meta[name="site-version"]')?.content || "";
// Where the snapshot is kept: its own cache (the service worker's caches are its files only),
// at an address no file of the site can have.
const CACHE = `petits-jeux-snapshot:${SCOPE}`;
const SNAPSHOT = new URL(`./.snapshot/${siteVersion}/${version}`, import.meta.url).href;
const TRYING = `petits-jeux-snapshot-trying:${SCOPE}`;
// How long a page sits ready before its snapshot is made: a child's first taps come first.
const MAKE_AFTER_MS = 4000;

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

const usable = Boolean(siteVersion && self.caches && self.Worker) && storageWorks();

async function download(path) {
  const response = await fetch(new URL(path, import.meta.url));
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return response.arrayBuffer();
}

const codeZips = (document.querySelector('meta[name="code-zips"]')?.content || "").split(" ").filter(Boolean);
const downloads = codeZips.map(download);
downloads.forEach((zip) => zip.catch(() => {}));  // a failure is told where it is awaited, not twice

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

async function kept() {
  try {
    const response = await (await caches.open(CACHE)).match(SNAPSHOT);
    return response ? new Uint8Array(await response.arrayBuffer()) : null;
  } catch {
    return null;
  }
}

async function forget() {
  try { await caches.delete(CACHE); } catch { /* nothing kept */ }
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

function makeSnapshotLater() {
  whenReady(() => setTimeout(() => {
    const worker = new Worker(new URL("./snapshot-worker.mjs", import.meta.url), {type: "module"});
    worker.addEventListener("message", (event) => {
      if (event.data === "kept") root.dataset.snapshot = "kept";
      else console.warn("no snapshot made:", event.data);
      worker.terminate();
    });
    worker.postMessage({indexURL: INDEX_URL, cache: CACHE, snapshot: SNAPSHOT});
  }, MAKE_AFTER_MS));
}

export async function loadPyodide(options) {
  const pyodide = await startPython({...options, indexURL: INDEX_URL});
  for (const zip of await Promise.all(downloads)) pyodide.unpackArchive(zip, "zip");
  return pyodide;
}

async function startPython(options) {
  let snapshot = null;
  if (usable) {
    if (lastTryFailed()) {
      await forget();
      mark(false);
    }
    snapshot = await kept();
    if (snapshot && mark(true)) {
      try {
        const pyodide = await startPyodide({...options, _loadSnapshot: snapshot});
        pyodide.runPython("import random; random.seed()");
        root.dataset.start = "snapshot";
        whenReady(() => mark(false));
        return pyodide;
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
  return pyodide;
}
