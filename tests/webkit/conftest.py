"""A second browser engine: WebKit (what every iPad runs), driven through Debian's WebKitWebDriver.

WebKitGTK's MiniBrowser is a stand-in for Safari, not a copy of it: the
same engine (WebCore, JavaScriptCore), another port. It draws on an X
display: each test session starts its own Xvfb, so it runs headless and
beside anything else. `python3 build.py test` installs the driver, Xvfb and
selenium (sitebuild/testing.py); only where it cannot (not root, and the driver
missing) are these tests skipped, with the reason. In CI they always run.

There is no console API and no BiDi in WebKitWebDriver: a script run right
after each page load records errors, unhandled rejections and
console.error calls; PyScript's error boxes are looked for on screen.
"""

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from tests.served_site import site_url  # noqa: F401 - the fixture

WEBDRIVER = Path("/usr/bin/WebKitWebDriver")
#: Debian's libwebkit2gtk-4.1-0 puts it under the machine's multiarch folder (x86_64-linux-gnu, aarch64-linux-gnu...).
MINIBROWSER = next(Path("/usr/lib").glob("*/webkit2gtk-4.1/MiniBrowser"),
                   Path("/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser"))
MISSING_HOW = "apt-get install -y --no-install-recommends webkit2gtk-driver xvfb xauth (as root)"
SCREEN = "1024x768x24"


def missing_tools() -> list:
    missing = [str(path) for path in (WEBDRIVER, MINIBROWSER) if not path.exists()]
    return missing + ([] if shutil.which("Xvfb") else ["Xvfb"])


def require_webkit() -> None:
    """Skip only where nothing can install WebKit (not root, the tools missing); fail where it should have been."""
    missing = missing_tools()
    if not missing:
        return
    if os.geteuid() != 0 and not os.environ.get("CI"):
        pytest.skip(f"WebKit cannot run here: {', '.join(missing)} missing and not root to install them "
                    f"({MISSING_HOW})")
    pytest.fail(f"{', '.join(missing)} missing: `python3 build.py test` installs them ({MISSING_HOW})")



@pytest.fixture(scope="session")
def display():
    """A display of its own (Xvfb picks a free number and writes it to a pipe)."""
    require_webkit()
    read, write = os.pipe()
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", SCREEN, "-nolisten", "tcp"],
                            pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    with os.fdopen(read) as pipe:
        number = pipe.readline().strip()
    if not number:
        xvfb.kill()
        pytest.fail("Xvfb did not start")
    yield f":{number}"
    xvfb.terminate()
    xvfb.wait(10)


@pytest.fixture(scope="session")
def webkit(display):
    """One MiniBrowser for the session (each start costs seconds); each test begins on a blank page."""
    from selenium import webdriver
    from selenium.webdriver.webkitgtk.service import Service

    options = webdriver.WebKitGTKOptions()
    options.binary_location = str(MINIBROWSER)
    options.add_argument("--automation")
    service = Service(executable_path=str(WEBDRIVER), env={**os.environ, "DISPLAY": display})
    driver = webdriver.WebKitGTK(options=options, service=service)
    driver.set_window_size(1024, 768)
    try:
        yield driver
    finally:
        driver.quit()
