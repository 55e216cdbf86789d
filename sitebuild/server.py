"""A local server for a built site, as a static host serves it (the right MIME types, no HTTP caching: the
service worker caches): `build.py serve`, and a background server for the tests, tools and benchmark."""

from __future__ import annotations

import contextlib
import functools
import http.server
import sys
import threading
from pathlib import Path

from sitebuild.paths import DIST

MIME_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json; charset=utf-8",
    ".webmanifest": "application/manifest+json; charset=utf-8",
    ".wasm": "application/wasm",
    ".zip": "application/zip",
    ".gz": "application/gzip",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".mp3": "audio/mpeg",
    ".opus": "audio/ogg",
    ".txt": "text/plain; charset=utf-8",
    ".py": "text/plain; charset=utf-8",
    ".toml": "text/plain; charset=utf-8",
}


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
