"""Python started from a memory snapshot (site/interpreter.mjs): made on the tablet, used at the next opening, never a trap.

The first start is fresh; once the page has sat ready a moment, a worker
makes the snapshot, the site's own modules imported in it, and those of the
games opened (a game opened later has a new snapshot made with it). The next
openings start from it, with those modules already there, each with its own
random numbers (a tab's claim token, a new game's seed). A snapshot that
does not load, or whose start did not reach a ready page, is deleted and
Python starts afresh, with no error on the page. Where storage fails, no
snapshot is made at all.
"""

import pytest
from playwright.sync_api import expect

from sitebuild.page import CODE_ZIPS
from sitebuild.paths import DIST
from tests.e2e.conftest import READY_TIMEOUT_MS
from tests.e2e.test_storage import BLOCKED, FULL
from tests.pyodide.test_snapshot_with_site_code import modules_in

SNAPSHOT_MADE_MS = 90_000
MAKE_AFTER_MS = 4000  # site/interpreter.mjs: how long a page sits ready before its snapshot worker starts
ROOT = "html"


def start_kind(page) -> str:
    return page.locator(ROOT).get_attribute("data-start")


def wait_for_snapshot(page) -> None:
    expect(page.locator(ROOT)).to_have_attribute("data-snapshot", "kept", timeout=SNAPSHOT_MADE_MS)


def claim_token(page, game: str) -> str:
    """The token the page that opened `game` wrote under "open/<game>" (kit/saves.py)."""
    return page.evaluate("""game => {
        const key = Object.keys(localStorage).find(key => key.endsWith(`open/${game}`));
        return key && localStorage.getItem(key);
    }""", game)


def kept_snapshots(page) -> list:
    return page.evaluate("""async () => {
        const names = (await caches.keys()).filter(name => name.startsWith("petits-jeux-snapshot:"));
        const entries = [];
        for (const name of names) entries.push(...(await (await caches.open(name)).keys()).map(request => request.url));
        return entries;
    }""")


def test_the_next_opening_starts_from_the_snapshot_and_plays(open_ready, page, wait_ready):
    open_ready("index.html")
    assert start_kind(page) == "fresh"
    wait_for_snapshot(page)
    assert len(kept_snapshots(page)) == 1

    page.goto("index.html#mechanlou")  # the same document: a new address only
    site_modules = sum(len(modules_in(DIST / zip_name)) for zip_name in CODE_ZIPS)
    tokens = []
    for _ in range(2):
        page.reload()
        wait_ready()
        assert start_kind(page) == "snapshot"
        assert page.locator(ROOT).get_attribute("data-snapshot-modules") == str(site_modules)
        expect(page.locator(ROOT)).to_have_attribute("data-page", "mechanlou")
        tokens.append(claim_token(page, "mechanlou"))
    assert tokens[0] and tokens[0] != tokens[1], "two starts from one snapshot drew the same random numbers"

    # The restored Python plays: home, then a game opened by a tap, then a move.
    page.goto("index.html")
    wait_ready()
    page.get_by_role("button", name="Im Märchenwald").tap()
    expect(page.locator(ROOT)).to_have_attribute("data-page", "marchenwald", timeout=READY_TIMEOUT_MS)


def test_a_game_opened_joins_the_snapshot_so_the_next_start_has_its_modules(open_ready, page, wait_ready):
    site_modules = set().union(*(modules_in(DIST / zip_name) for zip_name in CODE_ZIPS))
    moutons, mechanlou = (modules_in(DIST / "games" / game / "code.zip.gz") for game in ("moutons", "mechanlou"))
    open_ready("index.html#moutons")
    assert start_kind(page) == "fresh"
    wait_for_snapshot(page)
    page.reload()
    wait_ready()
    assert start_kind(page) == "snapshot"
    assert page.locator(ROOT).get_attribute("data-snapshot-modules") == str(len(site_modules | moutons))
    expect(page.locator(ROOT)).to_have_attribute("data-page", "moutons")
    expect(page.locator(ROOT)).not_to_have_attribute("data-snapshot", "kept")  # it held the game: none made

    # Another game, opened from a start whose snapshot lacks it: a new snapshot holds both.
    page.goto("index.html")
    wait_ready()
    page.get_by_role("button", name="Méchanlou").tap()
    expect(page.locator(ROOT)).to_have_attribute("data-page", "mechanlou", timeout=READY_TIMEOUT_MS)
    wait_for_snapshot(page)
    assert len(kept_snapshots(page)) == 1
    page.reload()
    wait_ready()
    assert start_kind(page) == "snapshot"
    assert page.locator(ROOT).get_attribute("data-snapshot-modules") == str(len(site_modules | moutons | mechanlou))
    expect(page.locator(ROOT)).to_have_attribute("data-page", "mechanlou")


def test_a_snapshot_that_does_not_load_is_deleted_and_python_starts_afresh(open_ready, page, wait_ready):
    open_ready("index.html")
    wait_for_snapshot(page)
    [address] = kept_snapshots(page)
    page.evaluate("""address => caches.keys()
        .then(names => names.find(name => name.startsWith("petits-jeux-snapshot:")))
        .then(name => caches.open(name))
        .then(cache => cache.put(address, new Response(new Uint8Array(1000))))""", address)
    page.reload()
    wait_ready()
    assert start_kind(page) == "fresh"
    wait_for_snapshot(page)  # made anew
    page.reload()
    wait_ready()
    assert start_kind(page) == "snapshot"


def test_a_snapshot_start_that_never_got_ready_is_not_tried_again(open_ready, page, wait_ready):
    open_ready("index.html")
    wait_for_snapshot(page)
    # What a start that never reached a ready page leaves behind: its mark.
    page.evaluate("""() => {
        const scope = new URL("./", location.href).pathname;
        localStorage.setItem(`petits-jeux-snapshot-trying:${scope}`, "a version");
    }""")
    page.reload()
    wait_ready()
    assert start_kind(page) == "fresh"
    assert kept_snapshots(page) == []  # deleted (a new one is made only once this page has sat ready)


@pytest.mark.parametrize("storage", [BLOCKED, FULL], ids=["blocked", "full"])
def test_where_storage_fails_no_snapshot_is_made_since_nothing_could_guard_its_start(context, open_ready, page, storage):
    context.add_init_script(storage)
    workers = []
    page.on("worker", lambda worker: workers.append(worker.url))
    open_ready("index.html")
    assert start_kind(page) == "fresh"
    page.wait_for_timeout(MAKE_AFTER_MS + 2000)
    assert [url for url in workers if "snapshot-worker" in url] == []
    assert kept_snapshots(page) == []
