"""The site's plain-Python UI modules import as `ui` and `games`, as they do in the page.

This folder is on the path too, for the browser stand-ins of fake_browser.
"""

import asyncio
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
SITE = HERE.parents[1] / "site"

for folder in (SITE, HERE):
    if str(folder) not in sys.path:
        sys.path.insert(0, str(folder))


@pytest.fixture(autouse=True)
def no_browser_loop():
    """Playwright's sync API, once a browser test of the same run has started it, leaves its event loop marked
    as running in this thread (playwright-pytest#167): asyncio.run in a test of the stand-ins would refuse to
    start. The mark is set aside for the test and put back after it, for the browser tests still to come."""
    running = asyncio._get_running_loop()
    asyncio._set_running_loop(None)
    yield
    asyncio._set_running_loop(running)
