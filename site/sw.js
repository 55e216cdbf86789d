// The service worker: cache-first, every file of the site known by its content hash.
// The build (sitebuild/offline.py) writes in VERSION, FILES and APART.
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
const VERSION = "";  // written by the build: the site's version
// [path relative to the scope, hash of its content (hashOf)]
const FILES = [];  // written by the build: every file but this one
const HASHES = new Map(FILES);
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
const APART = [];  // written by the build (sitebuild/offline.py, KEPT_APART)
// One of APART's groups, "runtime/", one language's voice in one format "speech/<lang>/<format>"
// (wherever its clips lie: a tablet keeps the format it plays, see ui/kit/audio.py), or "site".
const groupOf = (path) => {
  const apart = APART.find(([prefix]) => path.startsWith(prefix));
  if (apart) return apart[1];
  if (path.startsWith("runtime/")) return "runtime/";
  const voice = /(?:^|\/)speech\/([a-z]+)\/[^/]+\.(mp3|opus)$/.exec(path);
  return voice ? `speech/${voice[1]}/${voice[2]}` : "site";
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
// downloaded twice; the hash check refuses a stale or broken answer; low priority:
// the worker's own downloads come after the page's (which ask for "auto").
const downloading = new Map();
function keepDownloaded(cache, name, path, hash = HASHES.get(path), priority = "low") {
  const key = `${name} ${path}`;
  if (!downloading.has(key)) {
    const job = (async () => {
      const response = await fetch(new Request(url(path), {cache: "no-cache", priority}));
      if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
      const body = await response.arrayBuffer();
      if (await hashOf(body) !== hash) throw new Error(`${path}: not the file of version ${VERSION}`);
      // The body as it was decoded: the copy kept carries no Content-Encoding or Content-Length of its own.
      const headers = new Headers(response.headers);
      headers.delete("Content-Encoding");
      headers.delete("Content-Length");
      await cache.put(url(path), new Response(body, {status: response.status, headers}));
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

// A file's content hash, as the build writes it (sitebuild/offline.py, content_hash): the first 96 bits of
// its SHA-256, in base64.
const HASH_FORM = /^[A-Za-z0-9+/]{16}$/;
async function hashOf(body) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", body));
  return btoa(String.fromCharCode(...digest.subarray(0, 12)));
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
    if (manifest && manifest.files.every(([, hash]) => HASH_FORM.test(hash))) {
      files = new Map(manifest.files);
    } else {  // a cache from before the manifest, or from before these hashes: hash what it holds
      files = new Map();
      for (const [path] of FILES) {
        const response = holds.has(url(path)) && await cache.match(url(path));
        if (response) files.set(path, await hashOf(await response.arrayBuffer()));
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
    if (old.files.get(path) === HASHES.get(path) && old.holds.has(url(path))) {
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
  const match = /^bytes=(\d*)-(\d*)$/.exec(request.headers.get("range"));
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
  const hashes = theirs ? new Map(old.files) : HASHES;
  const cache = await caches.open(name);
  // Queries (index.html?seed=7) and hash routes share the one cached page: the address is looked
  // up without them. Not with {ignoreSearch: true}, which Chromium answers by reading every entry
  // of the cache (crbug.com/682677): slow with the site's hundreds of files (docs/performance.md).
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
