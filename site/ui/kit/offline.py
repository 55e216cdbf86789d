"""Register the service worker and ask it to keep what the next offline visit needs.

It is registered once Python runs, not while the page loads: its install
then does not compete with the runtime for the network, and the runtime it
keeps is revalidated from the browser's cache rather than downloaded again.

The worker keeps the page and pictures at install, but the runtime and the
voices only when asked (so a first visit does not download them twice): the
page asks for the runtime and for the voice of the language it speaks. When
the worker answers that a group is kept, <html data-kept> lists it (e.g.
data-kept="runtime/ speech/fr/"), so a test knows when offline play is safe.
"""

import js
from pyodide.ffi import create_proxy, to_js

_kept = set()
_listener = None  # the one proxy that hears the worker's answers


def _heard(event) -> None:
    warmed = getattr(event.data, "warmed", None) if event.data else None
    if isinstance(warmed, str):
        _kept.add(warmed)
        js.document.documentElement.dataset.kept = " ".join(sorted(_kept))


async def keep_offline(*prefixes: str) -> None:
    workers = getattr(js.navigator, "serviceWorker", None)
    if workers is None:  # no service worker here (an old browser, a private window)
        return
    global _listener
    if _listener is None:
        _listener = create_proxy(_heard)
        workers.addEventListener("message", _listener)
    await workers.register("./sw.js")
    registration = await workers.ready
    for prefix in prefixes:
        registration.active.postMessage(to_js({"warm": prefix}, dict_converter=js.Object.fromEntries))
