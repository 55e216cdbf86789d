// What the page does before Python starts (a file, not inline code: the page's
// Content-Security-Policy allows no inline script or handler).
//
// 1. The app's stylesheets (<link media="print" data-later>) load without holding
//    back the picture scene, and apply as soon as each has loaded.
// 2. The service worker is registered at once. The first one takes over this page
//    at once and keeps what the page asks for as it passes, so each file is sent
//    once and even a first visit cut short leaves what it fetched. Once this page
//    has started (<html data-ready>, or 15 s), it asks the worker to keep the rest
//    of the site and the runtime ({warm: group}), and tells a new version's
//    installing worker that it may download now ({started: true}): Python's start
//    has the processor and the network to itself. <html data-kept> lists every
//    group the worker says it keeps whole ("runtime/ site speech/fr/"): those two
//    and the voice the app asks for.
// 3. When a new version's worker takes over (see the rules at the top of sw.js),
//    this page reloads into it, unless a game has been shown in it: a child is
//    never interrupted (the page goes on with the files it started with), and a
//    page that has not started yet never mixes two versions.
// 4. Python starts once the picture scene has been painted: PyScript (core.js) and the
//    runtime's modules (listed by build.py in <meta name="runtime-modules">) are asked for
//    after the first frame, so no script of the runtime holds that frame back (their
//    files, preloaded as fetches, download meanwhile). A slow tablet painted later without.

const root = document.documentElement;

for (const link of document.querySelectorAll('link[rel="stylesheet"][data-later]')) {
  if (link.sheet) link.media = "all";
  else link.addEventListener("load", () => { link.media = "all"; }, {once: true});
}

const workers = navigator.serviceWorker;  // none in an old browser or a page not served over https/localhost

if (workers) {
  const kept = new Set();
  workers.addEventListener("message", (event) => {
    const warmed = event.data && event.data.warmed;
    if (typeof warmed !== "string") return;
    kept.add(warmed);
    root.dataset.kept = [...kept].sort().join(" ");
  });
  workers.startMessages();

  // Once a game has been shown in this page, it is never reloaded into a new version.
  let gameShown = false;
  const notePage = () => {
    const page = root.dataset.page;
    if (page && page !== "home") gameShown = true;
  };
  new MutationObserver(notePage).observe(root, {attributes: true, attributeFilter: ["data-page"]});

  // The very first worker claims this page (no version before it): nothing to reload.
  const hadWorker = Boolean(workers.controller);
  workers.addEventListener("controllerchange", () => {
    notePage();
    if (hadWorker && !gameShown) {
      root.dataset.update = "reloading";
      location.reload();
    }
  });

  // This page has started (Python is ready), or STARTING ms have passed.
  const STARTING = 15000;
  const pageStarted = new Promise((resolve) => {
    if (root.dataset.ready === "true") return resolve();
    setTimeout(resolve, STARTING);
    new MutationObserver(() => { if (root.dataset.ready === "true") resolve(); })
      .observe(root, {attributes: true, attributeFilter: ["data-ready"]});
  });

  // The new worker asks to take over as soon as it has kept everything, but Chromium may
  // hold it back while the old one serves this page, until a page of the site navigates.
  // A page in which no game has been shown reloads itself then (once a minute at most).
  const reloadIfHeldBack = (worker) => {
    if (!worker || !hadWorker) return;
    setTimeout(() => {
      notePage();
      if (worker.state !== "installed" || gameShown) return;
      try {
        if (Date.now() - Number(sessionStorage.getItem("petits-jeux:held-back") || 0) < 60000) return;
        sessionStorage.setItem("petits-jeux:held-back", String(Date.now()));
      } catch {
        return;  // no session storage (a locked-down browser): no reload that could repeat
      }
      root.dataset.update = "reloading";
      location.reload();
    }, 3000);
  };

  (async () => {
    const registration = await workers.register("./sw.js");
    reloadIfHeldBack(registration.waiting);
    registration.addEventListener("updatefound", () => {
      const worker = registration.installing;
      if (worker) worker.addEventListener("statechange", () => { if (worker.state === "installed") reloadIfHeldBack(worker); });
    });
    // A new version's installing worker waits for a page that has started.
    const tellStarted = () => {
      if (registration.installing && root.dataset.ready === "true") registration.installing.postMessage({started: true});
    };
    new MutationObserver(tellStarted).observe(root, {attributes: true, attributeFilter: ["data-ready"]});
    registration.addEventListener("updatefound", tellStarted);
    tellStarted();
    await pageStarted;
    const ready = await workers.ready;
    ready.active.postMessage({warm: "site"});
    ready.active.postMessage({warm: "runtime/"});
  })().catch((error) => console.warn("service worker:", error));
}

function startPython() {
  const modules = document.querySelector('meta[name="runtime-modules"]');
  for (const href of modules ? modules.content.split(" ") : []) {
    document.head.append(Object.assign(document.createElement("link"), {rel: "modulepreload", href}));
  }
  document.head.append(Object.assign(document.createElement("script"), {type: "module", src: "./runtime/pyscript/core.js"}));
}

// After the first frame: requestAnimationFrame runs just before it is drawn, a timeout just after.
// A page opened in a background tab draws no frame until it is shown: it starts at once.
if (document.visibilityState === "hidden") startPython();
else requestAnimationFrame(() => setTimeout(startPython));
