"""dist/ served on 127.0.0.1 for the browser tests, Chromium's and WebKit's alike.

Import `site_url` into a conftest to give its tests the fixture.
"""

import pytest

from sitebuild.paths import DIST
from sitebuild.server import SiteHandler, serving_in_thread


class QuietSiteHandler(SiteHandler):
    """The build's handler (same MIME types and headers as `build.py serve`), without a log line per request."""

    def log_message(self, format, *args):
        pass


@pytest.fixture(scope="session")
def site_url():
    """Base URL (ending in /) of dist/ served in a thread on a free local port."""
    assert (DIST / "index.html").is_file(), "dist/ is not built: run `python3 build.py`"
    with serving_in_thread(DIST, QuietSiteHandler) as server:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
