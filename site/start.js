// What the page does before Python starts (a file, not inline code: the page's
// Content-Security-Policy allows no inline script or handler).
//
// 1. The app's stylesheets (<link media="print" data-later>) load without holding
//    back the picture scene, and apply as soon as each has loaded.
// 2. The service worker is registered at once, so even a first visit cut short
//    while Python still loads leaves the site and the runtime kept for offline play.
//    It waits to download until this page has started ({started: true} once <html
//    data-ready>, or 15 s), so that Python's start has the processor and the network
//    to itself, and the runtime is revalidated from the browser's HTTP cache rather
//    than downloaded again. <html data-kept> lists every group the worker says it
//    keeps whole ("runtime/ speech/fr/"): the runtime, which this page asks about
//    once loaded, and the voice the app asks for.
// 3. When a new version's worker takes over (see the rules at the top of sw.js),
//    this page reloads into it, unless a game has been shown in it: a child is
//    never interrupted (the page goes on with the files it started with), and a
//    page that has not started yet never mixes two versions.

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

  const loaded = new Promise((resolve) => {
    if (document.readyState === "complete") resolve();
    else window.addEventListener("load", resolve, {once: true});
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
      } catch (error) {
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
    // An installing worker (the first, or a new version's) waits for a page that has started.
    const tellStarted = () => {
      if (registration.installing && root.dataset.ready === "true") registration.installing.postMessage({started: true});
    };
    new MutationObserver(tellStarted).observe(root, {attributes: true, attributeFilter: ["data-ready"]});
    registration.addEventListener("updatefound", tellStarted);
    tellStarted();
    await loaded;
    const ready = await workers.ready;
    ready.active.postMessage({warm: "runtime/"});
  })().catch((error) => console.warn("service worker:", error));
}
