"""La Guerre des Moutons played to the end by taps on the built site: a child (the fox) against the bear.

The bear is a computer player that also acts out of turn, at its own pace,
so the order of moves is the page's: after every move the test reads the
game the page saved, decides the fox's next move from it (a hunter, the
shepherd and a tile the normal computer player would lay), makes it by taps
as a child would (a tile, then the turn and flip buttons, then a glowing
place, where the tile shows, then that tile again, which lays it; a wolf or hunter button, then a glowing forest), and checks that the
page shows what the engine says. The seed gives the fox a wolf and a hunter
from the start: the wolf is played during the bear's turn, at the normal
pace (the bear thinks for a second), then the page is reloaded with
`?fast=1` and the game goes on to the final count. A shorter whole game is
played at the normal pace with the voice on, to measure that the voice keeps
up with it (tests/e2e/voice_log.py).
"""

import json
import re
import time

from playwright.sync_api import expect

import pygame_rules
from pygame_rules import Rng
from pygame_rules.moutons import tiles as engine_tiles
from pygame_rules.moutons.tiles import FOREST, LANDSCAPES, ORIENTATIONS, VILLAGE
from tests.e2e.voice_log import VOICE_ON, VoiceLog
from tools.screens import moutons_before_the_last_stop, save_record, seat_to

GAME = pygame_rules.load("moutons")
TIMEOUT_MS = 20_000
SAVE = "pygame-rules/save/moutons"
#: The fox's first tiles hold a wolf and a hunter; the bear's none.
SEED = 6
FOX, BEAR = 0, 1


def game_in(save: str) -> dict:
    """The game state in the text of a page's save."""
    return GAME.loads(json.loads(save)["state"])


class SeatedGame:
    """The page's game as it saved it, and the taps that make the fox's moves."""

    def __init__(self, page):
        self.page = page
        self.played = []  # the kinds of the fox's moves, in order

    @property
    def table(self):
        return self.page.locator(".mt-table")

    def saved(self) -> dict:
        """The game as the page last saved it (a finished game's save is forgotten: the one before its end)."""
        return game_in(self.page.evaluate("window.lastMoutonsSave"))

    def saved_wolf(self) -> tuple:
        """Once the page has saved a wolf: its event, and whose turn it was when it was played."""
        self.page.wait_for_function(f"""() => {{
            const save = JSON.parse(localStorage.getItem('{SAVE}')); if (!save) return false;
            return JSON.parse(save.state).events.some(e => e.kind === 'wolf'); }}""", timeout=TIMEOUT_MS)
        events = self.saved()["events"]
        wolf = next(e for e in events if e["kind"] == "wolf")
        turns = [e for e in events if e["kind"] == "turn" and e["seq"] < wolf["seq"]]
        return wolf, turns[-1]["player"]

    def settle(self) -> dict:
        """Wait until anyone may tap again (or the game is over); the game as the page saved it then.

        The save is read in the same turn of the page's event loop as the table: read later, it could hold a
        move the bear made meanwhile, while the table shows it.
        """
        save = self.page.wait_for_function(
            "() => { const t = document.querySelector('.mt-table');"
            " const settled = !t || t.dataset.busy === 'false' || document.querySelector('.end-scene');"
            " return settled && window.lastMoutonsSave; }",
            timeout=TIMEOUT_MS).json_value()
        return game_in(save)

    def bring_into_view(self, x: int, y: int) -> None:
        """Drag the board (with a mouse: pointer events, as a finger) until square (x, y) shows in it."""
        page = self.page
        field = page.locator(".mt-field").bounding_box()
        for _ in range(6):
            spot = page.locator(f'.mt-spot[data-x="{x}"][data-y="{y}"]:not([hidden])').bounding_box()
            if spot is None:
                return
            dx = (field["x"] + field["width"] / 2) - (spot["x"] + spot["width"] / 2)
            dy = (field["y"] + field["height"] / 2) - (spot["y"] + spot["height"] / 2)
            inside = (field["x"] <= spot["x"] and spot["x"] + spot["width"] <= field["x"] + field["width"]
                      and field["y"] <= spot["y"] and spot["y"] + spot["height"] <= field["y"] + field["height"])
            if inside:
                return
            start_x, start_y = field["x"] + field["width"] / 2, field["y"] + field["height"] / 2
            page.mouse.move(start_x, start_y)
            page.mouse.down()
            page.mouse.move(start_x + dx / 2, start_y + dy / 2, steps=4)
            page.mouse.move(start_x + dx, start_y + dy, steps=4)
            page.mouse.up()
            page.wait_for_timeout(500)  # the click that ends a drag taps nothing

    def tap_spot(self, x: int, y: int, strong: bool = True) -> None:
        spot = self.page.locator(f'.mt-spot[data-x="{x}"][data-y="{y}"]:not([hidden])')
        expect(spot).to_have_attribute("data-strong", "true" if strong else "false", timeout=TIMEOUT_MS)
        self.bring_into_view(x, y)
        spot.tap()

    def place(self, action: dict, turn_by_tapping_a_faint_place: bool = False) -> None:
        page = self.page
        tile = page.locator(f'.mt-tile[data-tile="{action["tile"]}"]')
        expect(tile).to_be_enabled(timeout=TIMEOUT_MS)
        tile.tap()
        expect(tile).to_have_attribute("data-chosen", "true")
        shown_as_chosen = action["face"] == 0 and action["rotation"] == 0
        if turn_by_tapping_a_faint_place and not shown_as_chosen:
            spot = page.locator(f'.mt-spot[data-x="{action["x"]}"][data-y="{action["y"]}"]:not([hidden])')
            if spot.get_attribute("data-strong") == "false":  # the tile shows there, turned to fit
                self.tap_spot(action["x"], action["y"], strong=False)
                self.lay(action)
                return
        if action["face"]:
            page.locator(".mt-flip").tap()
        for _ in range(action["rotation"]):
            page.locator(".mt-rotate").tap()
        self.tap_spot(action["x"], action["y"])
        self.lay(action)

    def lay(self, action: dict) -> None:
        """The tile shown on its place, fitting: a second tap there lays it."""
        ghost = self.page.locator(f'.mt-ghost[data-x="{action["x"]}"][data-y="{action["y"]}"]:not([hidden])')
        expect(ghost).to_have_attribute("data-fits", "true", timeout=TIMEOUT_MS)
        ghost.tap()

    def special(self, action: dict) -> None:
        """A wolf, a hunter or the shepherd: its button, then the glowing place."""
        kind = action["type"]
        self.page.locator(f".mt-{kind}").tap()
        expect(self.table).to_have_attribute("data-mode", kind)
        self.tap_spot(action["x"], action["y"])

    def wolf_while_the_bear_thinks(self, action: dict) -> bool:
        """The wolf button, then its place, while the bear still thinks (it thinks a second at the normal pace).

        If the bear has begun its move meanwhile, or its think is too far gone, the wolf goes back (a second tap
        on its button): a wolf tapped then could wait for the end of the bear's move, and be played in the fox's
        turn; the fox tries again at the bear's next turn.
        """
        page, table = self.page, self.table
        page.locator(".mt-wolf").tap()
        spot = page.locator(f'.mt-spot[data-x="{action["x"]}"][data-y="{action["y"]}"]:not([hidden])')
        spot.wait_for(state="attached", timeout=TIMEOUT_MS)
        self.bring_into_view(action["x"], action["y"])
        still_thinking = page.evaluate("""early => {
            const t = document.querySelector('.mt-table');
            return t.dataset.busy === 'false' && t.dataset.currentPlayer === '1' && t.dataset.mode === 'wolf'
                && performance.now() - window.bearThinksSince < early; }""", EARLY_IN_THE_THINK_MS)
        if not still_thinking:
            if table.get_attribute("data-mode") == "wolf":
                page.locator(".mt-wolf").tap()
            return False
        spot.tap(force=True)  # at once: the checks a tap waits for would eat into the bear's think
        self.played.append("wolf")
        return True

    def stop(self) -> None:
        """Stopping is for good: the sign asks with pictures, and yes stops."""
        self.page.locator(".mt-stop").tap()
        self.page.locator(".confirm .confirm-yes").tap()

    def play(self, action: dict, **how) -> None:
        kind = action["type"]
        if kind == "place":
            self.place(action, **how)
        elif kind in ("wolf", "hunter", "reveal"):
            self.special(action)
        elif kind == "stop":
            self.stop()
        else:
            self.page.locator(".mt-pass").tap()
        self.played.append(kind)

    def expect_page_matches_the_save(self, state: dict) -> dict:
        """expect_page_matches, made again on a newer save if the bear acted out of turn while the page was being
        checked (at the fast pace it may, a fifth of a second after the fox's turn opens); the save matched."""
        for _ in range(5):
            try:
                self.expect_page_matches(state)
                return state
            except AssertionError:
                newer = self.settle()
                if newer["events"] == state["events"]:
                    raise
                state = newer
        raise AssertionError("the bear kept acting while the page was checked")

    def expect_page_matches(self, state: dict) -> None:
        """The board, the bag, the fox's tiles and every corner's counts, as the engine has them."""
        view = GAME.view(state, FOX)
        page = self.page
        expect(self.table).to_have_attribute("data-cells", str(len(view["board"])), timeout=TIMEOUT_MS)
        expect(page.locator(".mt-cell")).to_have_count(len(view["board"]))
        for cell in view["board"]:
            expect(page.locator(f'.mt-cell[data-x="{cell["x"]}"][data-y="{cell["y"]}"]')).to_have_attribute(
                "data-tile", cell["tile"])
        expect(page.locator(".mt-bag b")).to_have_text(str(view["bag"]))
        tiles = page.locator(".mt-tiles .mt-tile")
        expect(tiles).to_have_count(len(view["hands"][FOX]))
        assert sorted(tiles.evaluate_all("nodes => nodes.map(n => n.dataset.tile)")) == sorted(
            entry["tile"] for entry in view["hands"][FOX])
        for player in (FOX, BEAR):
            corner = page.locator(f'.mt-corner[data-player="{player}"]')
            expect(corner.locator(".mt-count-tiles b")).to_have_text(str(view["hand_sizes"][player]))
            expect(corner.locator(".mt-count-wolves b")).to_have_text(str(view["specials"][player]["wolves"]))
            colour = view["colours"][player] or "secret"
            expect(corner.locator(".mt-colour")).to_have_attribute("data-colour", colour)


def fox_move(state: dict, moves: int) -> dict:
    """What the fox does in its turn: a hunter, its shepherd once, else the tile the normal player would lay."""
    legal = GAME.legal_actions(state, FOX)
    kinds = {action["type"] for action in legal}
    for kind in ("hunter", "reveal"):
        if kind in kinds:
            return next(action for action in legal if action["type"] == kind)
    if GAME.view(state, FOX)["alone"]:
        return {"type": "stop"}
    choice = GAME.bot("normal").choose(GAME, state, FOX, Rng(SEED * 1000 + moves))
    if choice["type"] == "place":
        return choice
    places = [action for action in legal if action["type"] == "place"]
    return places[0] if places else {"type": "pass"}


#: Keeps the last save the page writes, also when a finished game's save is then forgotten.
LAST_SAVE_SPY = f"""
const setItem = Storage.prototype.setItem;
Storage.prototype.setItem = function (key, value) {{
  if (key === '{SAVE}') window.lastMoutonsSave = value;
  return setItem.call(this, key, value);
}};
window.lastMoutonsSave = localStorage.getItem('{SAVE}');
// Since when the bear (seat 1) has been thinking: its turn open, nothing moving (undefined otherwise).
new MutationObserver(() => {{
  const table = document.querySelector('.mt-table');
  const thinking = table && table.dataset.busy === 'false' && table.dataset.currentPlayer === '1';
  if (!thinking) window.bearThinksSince = undefined;
  else if (window.bearThinksSince === undefined) window.bearThinksSince = performance.now();
}}).observe(document, {{attributes: true, subtree: true, attributeFilter: ['data-busy', 'data-current-player']}});
"""
#: A wolf is tapped only this early in the bear's one-second think, so that its place is tapped before the think
#: ends even on a busy machine.
EARLY_IN_THE_THINK_MS = 500


def seated(open_ready, page, bear: str, hands: str = "hidden", fast: bool = True, voice: VoiceLog | None = None
           ) -> SeatedGame:
    """The fox (a child) and the bear ("computer" or "human"), the computers playing well, the game begun.

    The voice is off, unless a VoiceLog is given to hear it.
    """
    page.context.add_init_script(LAST_SAVE_SPY)
    open_ready("index.html")
    page.evaluate("""([hands, voice]) => localStorage.setItem('pygame-rules/settings',
        JSON.stringify({lang: 'fr', voice, level: 'normal', options: {moutons: {hands}}}))""",
                  [hands, voice is not None])
    if voice is not None:
        voice.end_of_load()
    open_ready(f"index.html?seed={SEED}{'&fast=1' if fast else ''}#moutons")
    expect(page.locator('.seat[data-animal="fox"]')).to_have_attribute("data-mode", "human")
    seat_to(page, "bear", bear)
    page.get_by_role("button", name="Jouer", exact=True).tap()
    return SeatedGame(page)


def start(open_ready, page, fast: bool, voice: VoiceLog | None = None) -> SeatedGame:
    """The fox (a child) and the bear (a computer), hidden hands: the first tile is the centre."""
    game = seated(open_ready, page, "computer", fast=fast, voice=voice)
    expect(page.locator(".mt-cell")).to_have_count(1, timeout=TIMEOUT_MS)
    return game


def test_a_whole_game_by_taps_with_a_wolf_out_of_turn_a_hunter_a_reveal_a_reload_and_the_final_count(
        open_ready, page, wait_ready):
    game = start(open_ready, page, fast=False)
    state = game.settle()
    assert state["bag"] == GAME.new(players=2, seed=SEED, hands="hidden")["bag"]
    game.expect_page_matches(state)
    # At the normal pace, until the fox's wolf goes into a forest during the bear's turn: tiles only till then.
    for moves in range(40):
        state = game.settle()
        view = GAME.view(state, FOX)
        wolves = [a for a in GAME.legal_actions(state, FOX) if a["type"] == "wolf"]
        if view["current"] == BEAR and wolves and game.wolf_while_the_bear_thinks(wolves[0]):
            break
        if view["current"] == FOX:
            action = fox_move(state, moves)
            if action["type"] != "place":
                action = next((a for a in GAME.legal_actions(state, FOX) if a["type"] == "place"), {"type": "pass"})
            game.play(action, turn_by_tapping_a_faint_place=moves == 0)
        whose = FOX if view["current"] == BEAR else BEAR
        page.wait_for_function(f"() => document.querySelector('.mt-table').dataset.currentPlayer === '{whose}'",
                               timeout=TIMEOUT_MS)
    else:
        raise AssertionError("the fox never had a forest for its wolf during the bear's turn")
    wolf, turn = game.saved_wolf()
    assert wolf["player"] == FOX and turn == BEAR, "the wolf was played during the bear's turn"
    expect(page.locator(".mt-cell[data-kind=wolf]")).to_have_count(1, timeout=TIMEOUT_MS)

    # A reload resumes the game where it was, now quickly.
    state = game.settle()
    page.goto("index.html?fast=1#moutons")
    wait_ready()
    resumed = game.settle()
    assert resumed["events"][:len(state["events"])] == state["events"]
    game.expect_page_matches_the_save(resumed)  # the bear may act at once after the reload

    deadline = time.monotonic() + 300
    moves = 0
    while time.monotonic() < deadline:
        state = game.settle()
        if page.locator(".end-scene").count():
            break
        view = GAME.view(state, FOX)
        if FOX not in (view["current"], view["free"]) or FOX not in GAME.to_move(state):
            page.wait_for_timeout(100)
            continue
        if game.expect_page_matches_the_save(state) is not state:
            continue  # the bear acted meanwhile: the fox decides again from the newer save
        before = page.evaluate(f"localStorage.getItem('{SAVE}')")
        game.play(fox_move(state, moves))
        moves += 1
        page.wait_for_function(f"before => localStorage.getItem('{SAVE}') !== before", arg=before, timeout=TIMEOUT_MS)
    else:
        raise AssertionError("the game did not end")
    assert {"wolf", "hunter", "reveal", "place"} <= set(game.played), game.played

    # The last save is one move before the end: the outcome shown is that of one of the moves left then.
    before_end = game.saved()
    endings = {json.dumps(GAME.outcome(GAME.apply(before_end, seat, action)))
               for seat in GAME.to_move(before_end) for action in GAME.legal_actions(before_end, seat)
               if GAME.outcome(GAME.apply(before_end, seat, action)) is not None}
    expect(game.table).to_have_attribute("data-counted", "true", timeout=TIMEOUT_MS)
    scene = page.locator(".end-scene")
    expect(scene).to_be_visible(timeout=TIMEOUT_MS)
    shown = [int(text) for text in scene.locator(".mt-end-score b").all_inner_texts()]
    winners = [int(w) for w in game.table.get_attribute("data-winner").split(",")]
    assert any(json.loads(ending)["scores"] == shown and json.loads(ending)["winners"] == winners for ending in endings)
    assert page.evaluate(f"localStorage.getItem('{SAVE}')") is None


def shepherd_then_stop(state: dict, moves: int) -> dict:
    """A short whole game: tiles until the fox's shepherd fits, the shepherd and its free tile, then stop for good."""
    legal = GAME.legal_actions(state, FOX)
    reveal = [action for action in legal if action["type"] == "reveal"]
    if reveal:
        return reveal[0]
    revealed = any(event["kind"] == "revealed" and event["player"] == FOX for event in state["events"])
    if (revealed or moves >= 3) and GAME.view(state, FOX)["free"] is None and {"type": "stop"} in legal:
        return {"type": "stop"}
    return next((action for action in legal if action["type"] == "place"), {"type": "pass"})


def test_the_voice_keeps_up_with_a_whole_game_at_the_normal_pace(open_ready, page):
    """The fox taps as soon as its turn opens, shows its shepherd, stops; the bear plays on alone, the count, the end.

    Every clip starts within a second of the moment the page asks for it, never after a newer one, and the
    prompts the fox needs are said before its turn opens (tests/e2e/voice_log.py measures it).
    """
    voice = VoiceLog(page)
    game = start(open_ready, page, fast=False, voice=voice)
    moves = 0
    while True:
        state = game.settle()
        if page.locator(".end-scene").count():
            break
        view = GAME.view(state, FOX)
        if FOX not in (view["current"], view["free"]) or FOX not in GAME.to_move(state):
            page.wait_for_timeout(100)
            continue
        before = page.evaluate(f"localStorage.getItem('{SAVE}')")
        game.play(shepherd_then_stop(state, moves))
        moves += 1
        assert moves < 10, "the game never ended"
        page.wait_for_function(f"before => localStorage.getItem('{SAVE}') !== before", arg=before, timeout=TIMEOUT_MS)
    expect(game.table).to_have_attribute("data-counted", "true")
    ending = ("winner.fox", "end.next_time")
    voice.wait_for_last(ending, TIMEOUT_MS)  # the ending's words are said
    assert {"reveal", "place", "stop"} <= set(game.played), game.played
    keys = voice.assert_in_step({"moutons.intro", "moutons.your_colour", "player.fox", "moutons.turn",
                                 "moutons.chosen", "moutons.baa", "player.bear", "moutons.pick_reveal",
                                 "moutons.revealed", "moutons.free", "moutons.stop_sure", "moutons.stops",
                                 "moutons.counting", "moutons.won_by"}, last=ending)
    # A sentence about a player names them ("le renard montre sa couleur"), not "Au tour du renard !".
    named = [keys[index - 1] for index, key in enumerate(keys) if key in ("moutons.revealed", "moutons.stops")]
    named += [key for before, key in zip(keys, keys[1:]) if before == "moutons.counting"]
    assert named and all(key.startswith("name.") for key in named), keys


def test_the_printed_rules_show_every_tile_kind(page):
    """The page a teacher prints (its page count is checked with the other rule pages): every drawing loads."""
    page.goto("rules/moutons.html")
    page.emulate_media(media="print")
    pictures = page.locator("article.rules img")
    assert pictures.count() >= 16
    for picture in pictures.all():
        assert picture.evaluate("img => img.complete && img.naturalWidth > 0"), picture.get_attribute("src")
    designs = page.locator('.rules-page[lang="fr"] .tiles li')
    expect(designs).to_have_count(15)


def test_two_children_pass_the_tablet_and_each_sees_only_their_own_colour(open_ready, page):
    """Hidden hands: a cover between the two children; each one's colour and tiles show only to them."""
    game = seated(open_ready, page, "human")
    state = game.settle()
    colours = state["colours"]
    me, other = page.locator(".mt-me .mt-corner"), page.locator(".mt-others .mt-corner")
    expect(me).to_have_attribute("data-player", str(FOX))
    expect(me.locator(".mt-colour")).to_have_attribute("data-colour", colours[FOX])
    expect(other.locator(".mt-colour")).to_have_attribute("data-colour", "secret")
    game.play(next(a for a in GAME.legal_actions(state, FOX) if a["type"] == "place"))
    cover = page.locator(".pass-cover")
    expect(cover).to_have_attribute("data-animal", "bear", timeout=TIMEOUT_MS)
    expect(page.locator(".mt-tiles .mt-tile[data-tile]")).to_have_count(0)  # no hand shows under the cover
    cover.locator(".pass-go").tap()
    expect(me).to_have_attribute("data-player", str(BEAR), timeout=TIMEOUT_MS)
    expect(me.locator(".mt-colour")).to_have_attribute("data-colour", colours[BEAR])
    expect(other.locator(".mt-colour")).to_have_attribute("data-colour", "secret")
    bear_tiles = sorted(page.locator(".mt-tiles .mt-tile").evaluate_all("nodes => nodes.map(n => n.dataset.tile)"))
    assert bear_tiles == sorted(game.saved()["hands"][BEAR])


def test_the_board_is_dragged_to_look_around_and_zoomed_with_the_buttons(open_ready, page):
    """No pinch: a drag moves the board (and lays nothing, even when it starts on a glowing place); + and - zoom."""
    game = start(open_ready, page, fast=True)
    game.settle()
    cell = page.locator('.mt-cell[data-place="0,0"]')
    page.locator(".mt-tile.can-play").first.tap()
    spot = page.locator(".mt-spot:not([hidden])").first
    chosen = page.locator('.mt-tile[data-chosen="true"]')
    look = chosen.get_attribute("data-look")
    before, spot_box = cell.bounding_box(), spot.bounding_box()
    start_x, start_y = spot_box["x"] + spot_box["width"] / 2, spot_box["y"] + spot_box["height"] / 2
    page.mouse.move(start_x, start_y)
    page.mouse.down()
    page.mouse.move(start_x - 60, start_y + 40, steps=6)
    page.mouse.up()
    page.wait_for_timeout(600)
    after = cell.bounding_box()
    assert (round(after["x"] - before["x"]), round(after["y"] - before["y"])) == (-60, 40)
    expect(page.locator(".mt-cell")).to_have_count(1)  # the drag laid no tile, nor turned the chosen one
    assert chosen.get_attribute("data-look") == look
    size = before["width"]
    page.locator(".mt-zoom-in").tap()
    page.wait_for_timeout(400)
    assert cell.bounding_box()["width"] > size
    for _ in range(5):
        if page.locator(".mt-zoom-out").is_enabled():
            page.locator(".mt-zoom-out").tap()
    expect(page.locator(".mt-zoom-out")).to_be_disabled()
    page.wait_for_timeout(400)
    assert cell.bounding_box()["width"] == 64, "never smaller than a target a child can tap"


IN_VIEW = '.mt-spot:not([hidden]):not(.is-away)'
FITS_IN_VIEW = '.mt-spot[data-strong="true"]:not([hidden]):not(.is-away)'


def test_a_place_where_the_chosen_tile_fits_comes_into_view_when_it_is_turned(open_ready, page):
    """The child chose a tile and dragged the board away from every place: a turn of the tile brings a place
    where it now fits back on the screen, whole (not a place cut at the board's edge)."""
    game = start(open_ready, page, fast=True)
    game.settle()
    page.locator(".mt-tile.can-play").first.tap()
    expect(page.locator(IN_VIEW).first).to_be_visible(timeout=TIMEOUT_MS)  # its places shown as it is chosen
    field = page.locator(".mt-field").bounding_box()
    start_x, start_y = field["x"] + field["width"] * 0.9, field["y"] + field["height"] / 2
    for _ in range(3):  # far to the left: every place off the screen
        page.mouse.move(start_x, start_y)
        page.mouse.down()
        page.mouse.move(start_x - field["width"] * 0.8, start_y, steps=6)
        page.mouse.up()
        page.wait_for_timeout(500)  # the click that ends a drag taps nothing
    expect(page.locator(IN_VIEW)).to_have_count(0)
    for turn in range(8):  # each way up, then the other face: until it fits somewhere as it is turned
        page.locator(".mt-flip" if turn == 4 else ".mt-rotate").tap()
        if page.locator('.mt-spot[data-strong="true"]:not([hidden])').count():
            break
    expect(page.locator(FITS_IN_VIEW).first).to_be_visible(timeout=TIMEOUT_MS)


def look(tile: str, face: int, rotation: int) -> tuple:
    """How a tile lies on the board, turned so: its sides and its areas."""
    shown = engine_tiles.turned(tile, face, rotation).as_dict()
    return tuple(shown["sides"]), tuple(sorted((a["kind"], tuple(sorted(a["sides"])), a["sheep"]) for a in shown["areas"]))


def test_a_tapped_place_shows_the_tile_there_turned_on_the_spot_and_a_second_tap_lays_it(open_ready, page):
    """The chosen tile shows, see-through, where the child tapped (nothing laid yet); the turn button turns it
    there, and its look says what the engine says: it fits there as turned, or not; a tap on another place moves
    it; a tap on it, fitting, lays it there."""
    game = start(open_ready, page, fast=True)
    state = game.settle()
    page.locator(".mt-tile.can-play").first.tap()
    chosen = page.locator('.mt-tile[data-chosen="true"]')
    tile = chosen.get_attribute("data-tile")
    ghost = page.locator(".mt-ghost")
    expect(ghost).to_be_hidden()
    spot = page.locator(IN_VIEW).first  # where it fits as chosen, or turned (the tap turns it to fit)
    expect(spot).to_be_visible(timeout=TIMEOUT_MS)
    x, y = int(spot.get_attribute("data-x")), int(spot.get_attribute("data-y"))
    spot_box = spot.bounding_box()
    spot.tap()
    expect(ghost).to_be_visible()
    expect(ghost).to_have_attribute("data-fits", "true")
    assert (ghost.get_attribute("data-x"), ghost.get_attribute("data-y")) == (str(x), str(y))
    assert ghost.evaluate("node => node.tagName") == "BUTTON" and ghost.get_attribute("aria-label")
    box = ghost.bounding_box()
    assert box["width"] >= 64 and box["height"] >= 64
    assert abs(box["x"] - spot_box["x"]) < 2 and abs(box["y"] - spot_box["y"]) < 2, "on the place tapped"
    expect(page.locator(".mt-cell")).to_have_count(1)  # nothing laid by the first tap
    legal = [action for action in GAME.legal_actions(state, FOX) if action["type"] == "place"
             and action["tile"] == tile and (action["x"], action["y"]) == (x, y)]
    fitting_looks = {look(tile, action["face"], action["rotation"]) for action in legal}
    seen = set()
    for _ in range(4):
        page.locator(".mt-rotate").tap()
        face, rotation = (int(part) for part in chosen.get_attribute("data-look").split(":")[1:])
        fits = look(tile, face, rotation) in fitting_looks
        expect(ghost).to_have_attribute("data-fits", "true" if fits else "false")
        assert (ghost.get_attribute("data-x"), ghost.get_attribute("data-y")) == (str(x), str(y)), "turned there"
        seen.add(fits)
    assert seen == {True, False}, "beside the village centre, a tile fits only by a village side"
    others = page.locator(f'{IN_VIEW}:not([data-x="{x}"][data-y="{y}"])')
    if others.count():
        other = others.first
        where = (other.get_attribute("data-x"), other.get_attribute("data-y"))
        other.tap()
        expect(ghost).to_have_attribute("data-x", where[0])
        expect(ghost).to_have_attribute("data-y", where[1])
        expect(ghost).to_have_attribute("data-fits", "true")  # turned to fit, from a faint place too
        expect(page.locator(f'.mt-spot[data-x="{x}"][data-y="{y}"]:not([hidden])')).to_have_count(1)
        x, y = int(where[0]), int(where[1])
    expect(page.locator(".mt-cell")).to_have_count(1)
    ghost.tap()
    expect(page.locator(f'.mt-cell[data-x="{x}"][data-y="{y}"]')).to_have_attribute("data-tile", tile,
                                                                                      timeout=TIMEOUT_MS)
    expect(ghost).to_be_hidden()


def test_the_sheep_on_the_board_are_big_enough_to_count_at_arm_s_length(open_ready, page):
    """At 1024x768, the board zoomed as far out as it goes (a tile 64 px wide): a sheep of a tile laid is at
    least 18 px wide (the sheep's drawing fills its picture)."""
    game = start(open_ready, page, fast=True)
    game.settle()
    with_sheep = page.locator('.mt-tile.can-play:has(image[href*="sheep-"])').first
    tile = with_sheep.get_attribute("data-tile")
    with_sheep.tap()
    spot = page.locator(IN_VIEW).first
    expect(spot).to_be_visible(timeout=TIMEOUT_MS)
    x, y = spot.get_attribute("data-x"), spot.get_attribute("data-y")
    spot.tap()
    page.locator('.mt-ghost[data-fits="true"]').tap()
    laid = page.locator(f'.mt-cell[data-x="{x}"][data-y="{y}"]')
    expect(laid).to_have_attribute("data-tile", tile, timeout=TIMEOUT_MS)
    game.settle()
    while page.locator(".mt-zoom-out").is_enabled():
        page.locator(".mt-zoom-out").tap()
    page.wait_for_timeout(400)
    assert laid.bounding_box()["width"] == 64
    widths = laid.locator('image[href*="sheep-"]').evaluate_all(
        "nodes => nodes.map(n => n.getBoundingClientRect().width)")
    assert widths and min(widths) >= 18, widths


def a_field_the_fox_closes(seed: int = 3) -> tuple:
    """The fox (a child) and the bear (a computer), played by the normal computer player until the fox, in its
    turn, can lay a tile that closes a field of two sheep or more that no wolf spoils: (the save, that tile's
    move, the field's "closed" event)."""
    bot = GAME.bot("normal")
    seats = [{"animal": "fox", "computer": False}, {"animal": "bear", "computer": True}]
    state = GAME.new(players=2, seed=seed, hands="hidden")
    for played in range(400):
        player = GAME.to_move(state)[0]
        if player == FOX and state["free"] is None:
            for action in GAME.legal_actions(state, FOX):
                if action["type"] != "place":
                    continue
                after = GAME.apply(state, FOX, action)
                closed = [event for event in after["events"][len(state["events"]):] if event["kind"] == "closed"
                          and not event["voided"] and event["sheep"] >= 2]
                if closed:
                    return save_record("moutons", seats, seed, state), action, closed[0]
        action = bot.choose(GAME, state, player, Rng(seed * 1000 + played))
        if action is None or action["type"] == "stop":
            action = next(a for a in GAME.legal_actions(state, player) if a["type"] in ("place", "pass"))
        state = GAME.apply(state, player, action)
    raise AssertionError("the fox never could close a field")


def test_a_closed_field_is_filled_and_its_sheep_counted_aloud(open_ready, page):
    """The fox lays the tile that closes a field: the field's meadows fill with a stronger colour (not only an
    outline), and the voice says it is closed, then its number of sheep ("Cinq moutons !")."""
    save, action, closed = a_field_the_fox_closes()
    voice = VoiceLog(page)
    page.context.add_init_script(LAST_SAVE_SPY)
    page.add_init_script(VOICE_ON)
    open_ready("index.html")
    page.evaluate("([key, save]) => localStorage.setItem(key, save)", [SAVE, save])
    voice.end_of_load()
    open_ready("index.html#moutons")  # the normal pace: every word of the move is said
    game = SeatedGame(page)
    game.settle()
    colour = closed["colour"]
    filled = page.locator(f'.mt-cell[data-filled~="{colour}"]')
    expect(filled).to_have_count(0)
    game.place(action)
    expect(filled).to_have_count(len(closed["cells"]), timeout=TIMEOUT_MS)
    for x, y in closed["cells"]:
        cell = page.locator(f'.mt-cell[data-x="{x}"][data-y="{y}"]')
        fills = cell.locator(f".mt-land-{colour}").evaluate_all("nodes => nodes.map(n => getComputedStyle(n).fill)")
        assert any(f"mt-closed-{colour}" in fill for fill in fills), fills
    page.wait_for_function("() => (window.__voice || []).some(clip => clip.key.startsWith('moutons.sheep.'))",
                           timeout=TIMEOUT_MS)
    keys = voice.keys()
    said = keys.index("moutons.closed")
    assert keys[said + 1] == f"moutons.sheep.{closed['sheep']}", keys


def test_stopping_is_asked_with_pictures_and_the_sign_stays_plain_on_the_first_turn(open_ready, page):
    """The first turn: the engine lets the fox stop, a tile fits, so the sign is there but plain. Its tap asks,
    with the sign and its bonus, yes or no: no goes back to the game; yes stops."""
    game = start(open_ready, page, fast=True)
    state = game.settle()
    assert {"type": "stop"} in GAME.legal_actions(state, FOX)
    stop = page.locator(".mt-stop")
    expect(stop).to_be_enabled()
    expect(stop).to_have_class(re.compile(r"\bis-quiet\b"))
    stop.tap()
    question = page.get_by_role("dialog")
    expect(question).to_be_visible()
    expect(question.locator(".mt-stop-bonus")).to_have_text("+6")
    for answer in (".confirm-yes", ".confirm-no"):
        node = question.locator(answer)
        assert node.evaluate("n => n.tagName") == "BUTTON" and node.get_attribute("aria-label")
        box = node.bounding_box()
        assert box["width"] >= 64 and box["height"] >= 64
    expect(page.locator(".mt-corner.is-stopped")).to_have_count(0)  # the first tap only asks
    question.locator(".confirm-no").tap()
    expect(question).to_have_count(0)
    assert game.saved()["stopped"] == []
    stop.tap()
    page.get_by_role("dialog").locator(".confirm-yes").tap()
    expect(page.locator(f'.mt-corner[data-player="{FOX}"].is-stopped')).to_have_count(1, timeout=TIMEOUT_MS)
    expect(page.locator(f'.mt-corner[data-player="{FOX}"] .mt-bonus')).to_have_text("+6")


def test_the_stop_sign_stands_out_once_the_child_is_the_last_one_in(open_ready, page):
    """The bear has stopped: the fox plays on alone, and stopping is what ends the game; the sign is no longer plain."""
    page.context.add_init_script(LAST_SAVE_SPY)
    open_ready("index.html")
    page.evaluate("([key, save]) => localStorage.setItem(key, save)", [SAVE, moutons_before_the_last_stop()])
    open_ready("index.html?fast=1#moutons")
    state = SeatedGame(page).settle()
    assert GAME.view(state, FOX)["alone"]
    stop = page.locator(".mt-stop")
    expect(stop).to_be_enabled(timeout=TIMEOUT_MS)
    expect(stop).not_to_have_class(re.compile(r"\bis-quiet\b"))


def caps_to_a_forest() -> list:
    """Two red tiles north of the centre, (0, -1) village to the south and (0, -2) forest all round to the
    north: square (0, -3) touches forest only, a wolf may go there."""
    def showing(sides, avoid=()):
        return next((tile, face, rotation) for tile in LANDSCAPES if tile not in avoid
                    for face, rotation, shown in ORIENTATIONS[tile] if shown == sides)

    lower = showing(("red", "red", VILLAGE, VILLAGE))
    upper = showing((FOREST, FOREST, "red", FOREST), avoid=[lower[0]])
    return [{"x": 0, "y": -1, "tile": lower[0], "face": lower[1], "rotation": lower[2], "hunter": None},
            {"x": 0, "y": -2, "tile": upper[0], "face": upper[1], "rotation": upper[2], "hunter": None}]


def test_a_second_child_plays_a_wolf_from_their_corner_during_the_first_ones_turn(open_ready, page, wait_ready):
    """Two children on one tablet: during the fox's turn the bear's corner offers the bear's face-up wolf;
    the bear taps it, then the glowing forest, and the wolf is the bear's, played in the fox's turn."""
    game = seated(open_ready, page, "human", hands="open")
    game.settle()
    # The game as saved, with a forest north of the centre and the bear holding a wolf: the fox's turn.
    record = json.loads(page.evaluate(f"localStorage.getItem('{SAVE}')"))
    state = GAME.loads(record["state"])
    cells = caps_to_a_forest()
    laid = {cell["tile"] for cell in cells} | {"wolf-1"}
    state["bag"] = [tile for tile in state["bag"] if tile not in laid]
    state["hands"] = [[tile for tile in hand if tile not in laid] for hand in state["hands"]]
    state["specials"] = [[tile for tile in held if tile not in laid] for held in state["specials"]]
    state["specials"][BEAR].append("wolf-1")
    state["board"] += cells
    assert GAME.view(state, FOX)["current"] == FOX
    assert {"type": "wolf", "x": 0, "y": -3} in GAME.legal_actions(state, BEAR)
    record["state"] = GAME.dumps(state)
    page.evaluate("([key, value]) => localStorage.setItem(key, value)", [SAVE, json.dumps(record)])
    page.reload()
    wait_ready()
    game.settle()
    expect(page.locator(".mt-me .mt-corner")).to_have_attribute("data-player", str(FOX))
    corner = page.locator(f'.mt-others .mt-corner[data-player="{BEAR}"]')
    wolf = corner.locator(".mt-corner-wolf")
    expect(wolf).to_be_enabled(timeout=TIMEOUT_MS)
    expect(corner.locator(".mt-corner-hunter")).to_be_hidden()  # the bear holds no hunter
    wolf.tap()
    expect(game.table).to_have_attribute("data-mode", "wolf")
    game.tap_spot(0, -3)
    expect(page.locator(".mt-cell[data-kind=wolf]")).to_have_count(1, timeout=TIMEOUT_MS)
    played, turn = game.saved_wolf()
    assert played["player"] == BEAR and turn == FOX, "the bear's wolf, played in the fox's turn"
    expect(wolf).to_be_hidden()  # its only wolf is on the board
