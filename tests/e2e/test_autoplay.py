"""The first sound waits for the first tap where the browser blocks autoplay, and the welcome is not lost.

Tablets' Safari and Chrome refuse to play sound before the first tap. The
other end-to-end tests run Chromium with `--autoplay-policy=no-user-gesture-required`
(tests/e2e/conftest.py), so that the welcome is said at once; this module
launches its own Chromium with the same arguments but that one: Chromium's
own policy then refuses sound until the page has had a tap.

Playwright runs every script it evaluates in the page, and every locator's
lookup, as if the user had acted (it gives the page user activation), which
would let sound play. So until the tap, the test evaluates nothing: a script
added before the page's own reports to Python through exposed functions
(when the page is ready, whether a clip may play then, each clip that
starts: the "voice" events of kit/audio.py), and the tap is a plain touch
at a point of the screen where no button lies. conftest's guards still fail
the test on any page error or request to another host.
"""

import pytest

AUTOPLAY_FLAG = "--autoplay-policy"
REPORT = """
addEventListener("voice", (event) => window.heard(event.detail.key));
new MutationObserver(() => {
  if (document.documentElement.dataset.ready !== "true" || window.__told) return;
  window.__told = true;
  new Audio("speech/fr/home.welcome.mp3").play().then(
    (played) => window.ready("played"), (error) => window.ready(error.name));
}).observe(document, {attributes: true, subtree: true, attributeFilter: ["data-ready"]});
"""
READY_S = 60  # a cold Python start on the shared machine
QUIET_MS = 3000  # untouched after it is ready: the welcome would have started by then
WELCOME_MS = 5000  # from the first tap to the welcome's start, at the most
#: A point of the 1024 x 768 home page where no button lies: the middle of the bar, above the tiles.
EMPTY_SPOT = (512, 20)


@pytest.fixture(scope="module")
def browser(browser_type, browser_type_launch_args):
    """Chromium as conftest launches it, less the argument that lets sound play before a tap."""
    args = [arg for arg in browser_type_launch_args["args"] if not arg.startswith(AUTOPLAY_FLAG)]
    browser = browser_type.launch(**{**browser_type_launch_args, "args": args})
    yield browser
    browser.close()


def test_the_welcome_waits_for_the_first_tap_then_is_said(page):
    ready, heard = [], []
    page.expose_function("ready", lambda answer: ready.append(answer))
    page.expose_function("heard", lambda key: heard.append(key))
    page.add_init_script(REPORT)
    page.goto("index.html")
    for _ in range(READY_S * 10):
        if ready:
            break
        page.wait_for_timeout(100)
    assert ready == ["NotAllowedError"], "the browser let a clip play before any tap, or the page never got ready"
    page.wait_for_timeout(QUIET_MS)
    assert heard == [], "a clip started before the first tap"

    page.touchscreen.tap(*EMPTY_SPOT)
    for _ in range(WELCOME_MS // 100):
        if heard:
            break
        page.wait_for_timeout(100)
    assert heard[:1] == ["home.welcome"], heard
    assert page.locator("html").get_attribute("data-page") == "home"
