"""The built dist/ served on 127.0.0.1 and driven by Debian's chromium on a touch tablet.

Every end-to-end test gets a 1024x768 touch context in French, a server
thread for dist/, and a guard that fails the test when the page asks
anything of another host: the site must work offline in a classroom.
"""

import shutil
from contextlib import contextmanager
from urllib.parse import urlsplit

import pytest

from tests.served_site import site_url  # noqa: F401 - the fixture

READY = "html[data-ready=true]"
# Python starts in the page: give a cold Pyodide on a busy 2-core machine time.
READY_TIMEOUT_MS = 60_000
# Schemes that never reach a network.
LOCAL_SCHEMES = {"data", "blob", "about"}



@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    chromium = shutil.which("chromium")
    assert chromium, "Debian's chromium is missing: run `python3 build.py test`, which installs it"
    return {
        **browser_type_launch_args,
        "executable_path": chromium,
        "args": [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            # A tap is a user gesture, but the welcome is said before the first one.
            "--autoplay-policy=no-user-gesture-required",
            # Chromium never proxies the loopback, so the site loads; anything
            # else goes to a closed port and fails at once, reported below.
            "--proxy-server=http://127.0.0.1:9",
        ],
    }


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args, site_url):
    return {
        **browser_context_args,
        "base_url": site_url,
        "viewport": {"width": 1024, "height": 768},
        "has_touch": True,
        "is_mobile": False,
        "locale": "fr-FR",
        "service_workers": "allow",
    }


class RequestLog:
    """The URLs a browser context asked for, in order, and which of them left the site."""

    def __init__(self, site_url: str):
        self.site = urlsplit(site_url).netloc
        self.urls = []

    def record(self, request) -> None:
        self.urls.append(request.url)

    def foreign(self) -> list:
        return sorted({url for url in self.urls if not self._is_local(url)})

    def _is_local(self, url: str) -> bool:
        parts = urlsplit(url)
        return parts.scheme in LOCAL_SCHEMES or parts.netloc == self.site


@contextmanager
def only_requests_to(context, site_url: str):
    """The RequestLog of what the context asks for meanwhile; fails the test if any request went to another host."""
    log = RequestLog(site_url)
    context.on("request", log.record)
    yield log
    if log.foreign():
        pytest.fail(f"requests to another host: {log.foreign()}")


@pytest.fixture(autouse=True)
def requests_log(context, site_url):
    """What the page, its workers and its service worker asked for; fails the test if any went to another host."""
    with only_requests_to(context, site_url) as log:
        yield log


class PageErrors:
    """Console errors, uncaught page errors and PyScript's error boxes: each is a bug, never noise."""

    def __init__(self):
        self.seen = []

    def console(self, message) -> None:
        if message.type == "error":
            # The failed resource's address, else the page's: "Failed to load resource" names neither.
            where = message.location.get("url") or (message.page.url if message.page else "?")
            self.seen.append(f"console: {message.text} ({where})")

    def page_error(self, error) -> None:
        # The stack says where: a rejection's message alone ("The user aborted a request.") names no file.
        self.seen.append(f"page: {error}\n{error.stack or ''}".rstrip())


@pytest.fixture(autouse=True)
def page_errors(context):
    """Fails the test on any console error or page error in any page of the context, or an error box left on screen."""
    errors = PageErrors()

    def watch(page):
        page.on("console", errors.console)
        page.on("pageerror", errors.page_error)

    context.on("page", watch)
    for page in context.pages:
        watch(page)
    yield errors
    for page in context.pages:
        if not page.is_closed() and page.locator(".py-error").count():
            errors.seen.append(f"PyScript error box: {page.locator('.py-error').first.inner_text()[:500]}")
    if errors.seen:
        pytest.fail("errors in the page:\n" + "\n".join(errors.seen))


@pytest.fixture
def wait_ready(page):
    """wait_ready() returns the page once Python has rendered it (after a reload, a tap that changes page...)."""

    def wait_ready():
        page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
        return page

    return wait_ready


@pytest.fixture
def open_ready(page, wait_ready):
    """open_ready(path) loads path (relative to dist/, e.g. "index.html?seed=3#marchenwald") and returns the ready page."""

    def open_ready(path="index.html"):
        page.goto(path)
        return wait_ready()

    return open_ready
