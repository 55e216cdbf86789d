// What the page does before Python starts (a file, not inline code: the page's
// Content-Security-Policy allows no inline script or handler).
//
// 1. The app's stylesheets (<link media="print" data-later>) load without holding
//    back the picture scene, and apply as soon as each has loaded.
// 2. The service worker is registered at once, so even a first visit cut short
//    while Python still loads leaves the site kept for offline play. Once the page
//    has loaded, the worker is asked to keep the runtime too (it then lies in the
//    browser's HTTP cache: kept without a second download). <html data-kept> lists
//    every group the worker has kept whole ("runtime/ speech/fr/").
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

  (async () => {
    await workers.register("./sw.js");
    await loaded;
    const ready = await workers.ready;
    ready.active.postMessage({warm: "runtime/"});
  })().catch((error) => console.warn("service worker:", error));
}
