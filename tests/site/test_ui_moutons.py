"""What the Moutons page draws, says and lets a child tap, checked against the engine and the speech catalogue.

The plain parts (tiles drawn from the view, the places of a chosen tile,
the camera over the board) are checked directly; the board itself runs on
the kit's real Table in CPython over the small stand-in DOM of
fake_browser, a child (the fox) against a computer (the bear): a tile
chosen, turned and laid by taps, and a wolf played during the bear's turn.
"""

import asyncio
import json
import re
from pathlib import Path

import pygame_rules
from sitebuild.bundles import catalogue
from sitebuild.paths import PACKAGE
from sitebuild.rules_pages import RULES_LANGUAGES
import pytest
from pygame_rules.moutons import tiles as engine_tiles
from pygame_rules.moutons.bots import good_time_to_stop
from pygame_rules.moutons.rules import BONUSES, HAND_SIZE

from fake_app import new_table, tap, until

from test_rules_pages import A4_POINTS, built_site, print_pages  # noqa: E402,F401 - a fixture
from tools import moutons_games, speech  # noqa: E402
from ui.catalogue import tiles  # noqa: E402
from ui.kit.i18n import LANGUAGES, words  # noqa: E402
from ui.kit.players import ANIMALS, Seat  # noqa: E402
from ui.kit.turns import TableState  # noqa: E402
from games.moutons import pictures  # noqa: E402
from games.moutons.camera import Camera  # noqa: E402
from games.moutons.choices import Chosen, places_for, playable_tiles  # noqa: E402
from games.moutons.counting import counted_field  # noqa: E402
from games.moutons.faces import SHEEP_SIZE, area_points, face_svg, fences, flock, same_look, turn  # noqa: E402
from games.moutons.board import MoutonsBoard  # noqa: E402
from games.moutons.words import (  # noqa: E402
    MOST_SHEEP_SAID, count_prompt, end_prompt, event_prompt, intro_prompt, tile_name, turn_prompt)

SITE = Path(__file__).resolve().parents[2] / "site"
FOLDER = SITE / "games" / "moutons"
PROMPTS = speech.load_prompts()
TILES = {game.id: game for game in tiles(json.loads(catalogue(SITE, PACKAGE, pygame_rules.list_games())))}
ANIMAL_IDS = [animal.id for animal in ANIMALS]
GAME = pygame_rules.load("moutons")


def face_of(tile: str, face: int = 0, rotation: int = 0) -> dict:
    return engine_tiles.turned(tile, face, rotation).as_dict()


# -- the tiles drawn ---------------------------------------------------------------------


def test_a_face_turned_by_the_page_lies_as_the_engine_turns_it():
    for tile in engine_tiles.LANDSCAPES[:20]:
        for face in (0, 1):
            for rotation in range(4):
                assert same_look(turn(face_of(tile, face), rotation), face_of(tile, face, rotation))


def test_every_area_is_painted_from_its_sides_and_every_sheep_stands_on_the_tile():
    for tile in engine_tiles.TILES.values():
        for face in tile.faces:
            drawn = face.as_dict()
            svg = face_svg(drawn, tile.kind)
            for area in drawn["areas"]:
                points = area_points(area["sides"])
                assert all(0 <= x <= 100 and 0 <= y <= 100 for x, y in points)
                for x, y in flock(area["sheep"], area["sides"]):
                    assert 0 <= x <= 100 - SHEEP_SIZE and 0 <= y <= 100 - SHEEP_SIZE
            if tile.kind == "landscape":
                sheep = sum(area["sheep"] for area in drawn["areas"])
                assert svg.count("art/sheep-") == sheep, tile.id
                assert svg.count("<polygon") == len(drawn["areas"])


def test_a_fence_parts_two_meadows_of_two_areas_and_nothing_else():
    two_colours = face_of("black-7")  # ccdd: black on north and east, yellow on south and west
    assert two_colours["sides"] == ["black", "black", "yellow", "yellow"]
    assert fences(two_colours) == [(50, 50, 100, 100), (50, 50, 0, 0)]
    assert fences(face_of("black-1")) == []  # one meadow, forest all round it
    band = face_of("red-3")  # a meadow strip across the tile between two forests
    strip = next(area for area in band["areas"] if area["kind"] == "red")
    assert strip["sides"] == [0, 2] and area_points(strip["sides"]) == [(32, 0), (68, 0), (68, 100), (32, 100)]


def test_tiles_are_named_for_screen_readers_in_both_languages():
    try:
        for lang in LANGUAGES:
            words.set_language(lang)
            names = {tile_name(face_of(tile)) for tile in engine_tiles.LANDSCAPES}
            assert len(names) > 30 and all(names)
        words.set_language("fr")
        assert tile_name(face_of("red-2")) == "Tuile : pré rouge, marque cœur, 1 moutons, village"
        assert tile_name(face_of("centre"), "centre") == "Le centre du village"
        words.set_language("en")
        assert tile_name(face_of("wolf-1"), "wolf", hunter=True) == "A wolf chased off by the hunter"
    finally:
        words.set_language("fr")


# -- the places of a chosen tile -------------------------------------------------------------


def test_the_places_that_glow_are_the_engine_s_and_turning_the_tile_moves_them():
    state = GAME.new(players=2, seed=4)
    view = GAME.view(state, 0)
    moves = view["moves"]
    legal = GAME.legal_actions(state, 0)
    assert playable_tiles(moves) == {a["tile"] for a in legal if a["type"] == "place"}
    entry = next(entry for entry in view["hands"][0] if entry["tile"] in playable_tiles(moves))
    chosen = Chosen(entry["tile"], entry["faces"])
    every_square = {(a["x"], a["y"]) for a in legal if a["type"] == "place" and a["tile"] == chosen.tile}
    seen_fitting = set()
    for face in range(2):
        for rotation in range(4):
            chosen.face, chosen.rotation = face, rotation
            places = places_for(moves, chosen)
            assert places.all() == every_square
            for action in places.fits.values():
                assert action in legal
                assert same_look(face_of(action["tile"], action["face"], action["rotation"]), chosen.shown())
            assert not set(places.fits) & set(places.turned)
            seen_fitting |= set(places.fits)
    assert seen_fitting == every_square, "each place fits the tile turned some way"
    assert places_for(None, chosen).all() == set()


# -- the camera over the board ------------------------------------------------------------------


def test_zooming_keeps_the_middle_and_never_goes_under_the_smallest_target():
    camera = Camera()
    camera.centre_on(2, 3, 800, 600)
    middle = ((400 - camera.left) / camera.cell, (300 - camera.top) / camera.cell)
    while camera.zoom(-1, 800, 600):
        assert ((400 - camera.left) / camera.cell, (300 - camera.top) / camera.cell) == middle
    assert camera.cell == 64 and not camera.can_zoom(-1)


def test_the_latest_tiles_are_brought_into_view_with_the_least_move():
    camera = Camera()
    camera.centre_on(0, 0, 800, 600)
    assert not camera.keep_in_view([(0, 0), (1, 0)], 800, 600)
    assert camera.keep_in_view([(9, 0)], 800, 600)
    assert camera.shows(9, 0, 800, 600) and camera.square_box(9, 0)[2] <= 800
    assert camera.show_all([(-20, 0), (20, 0)], 800, 600)  # too wide even far away: centred, as far as it zooms
    assert camera.cell == 64


def test_where_a_tile_fits_is_on_the_screen_even_when_every_place_cannot_be():
    """Two places the tile fits, too far apart for one window: centring between them would show neither; the
    window shows the one nearest its middle, whole."""
    camera = Camera(level=0)
    camera.centre_on(0, 0, 800, 600)
    fits = [(-20, 0), (14, 3)]
    camera.keep_in_view(fits, 800, 600)
    assert not any(camera.shows(x, y, 800, 600) for x, y in fits)  # what the least move alone would do
    camera.centre_on(0, 0, 800, 600)
    assert camera.keep_some_in_view(fits, 800, 600)
    assert camera.shows(14, 3, 800, 600) and not camera.shows(-20, 0, 800, 600)
    assert not camera.keep_some_in_view(fits, 800, 600), "once one shows, the window stays"


# -- the final count ----------------------------------------------------------------------------------


def finished_games(count: int):
    """Whole games between the engine's normal players (every seat may stop, so totals with and without bonus)."""
    for seed in range(1, count + 1):
        state = GAME.new(players=2 + seed % 3, seed=seed)
        moves = 0
        while GAME.outcome(state) is None:
            player = GAME.to_move(state)[0]
            action = GAME.bot("normal").choose(GAME, state, player, pygame_rules.Rng(seed * 1000 + moves))
            state = GAME.apply(state, player, action or {"type": "pass"})
            moves += 1
        yield state


def test_the_field_lit_for_each_player_at_the_end_is_the_one_the_engine_counted():
    found = 0
    for state in finished_games(5):
        view = GAME.view(state, None)
        for player, total in enumerate(view["scores"]):
            field = counted_field(view, player)
            bonus = view["bonuses"][player] or 0
            if field is None:
                assert total == 0
                continue
            found += 1
            assert field["colour"] == view["colours"][player] and field["closed"] and not field["voided"]
            assert total in (field["sheep"], field["sheep"] + bonus)
            assert field["sheep"] == max(f["sheep"] for f in view["enclosures"]
                                         if f["colour"] == field["colour"] and f["closed"] and not f["voided"])
    assert found >= 4


# -- what is said ----------------------------------------------------------------------------------


def test_every_prompt_the_page_can_say_is_in_the_speech_catalogue_and_every_one_is_said():
    keys = {"moutons.chosen", "moutons.lay_sure", "moutons.pick_wolf", "moutons.pick_hunter", "moutons.pick_reveal",
            "moutons.stop_sure", "moutons.counting"}
    state = GAME.new(players=2, seed=1)
    view = GAME.view(state, 0)
    keys |= set(turn_prompt(view, ["fox", "bear"], [False, True]))
    keys |= set(turn_prompt(view | {"moves": {"place": {}}}, ["fox", "bear"], [False, True]))
    keys |= set(turn_prompt(view | {"moves": {"place": {}, "draw": True}}, ["fox", "bear"], [False, True]))
    keys |= set(turn_prompt(view | {"alone": True}, ["fox", "bear"], [False, True]))
    keys |= set(turn_prompt(view | {"free": 0}, ["fox", "bear"], [False, True]))
    animals = ["fox", "bear"]
    events = [{"kind": "closed", "voided": False, "sheep": sheep} for sheep in range(MOST_SHEEP_SAID + 2)]
    events += [{"kind": "placed"}, {"kind": "wolf", "on_wolf": False}, {"kind": "hunter", "on_wolf": True},
               {"kind": "hunter", "on_wolf": False}, {"kind": "passed", "player": 0, "free": False},
               {"kind": "drew_instead", "player": 0}]
    events += [{"kind": "revealed", "player": 1, "colour": colour} for colour in engine_tiles.COLOURS]
    events += [{"kind": "stopped", "player": 0, "bonus": bonus} for bonus in (*BONUSES, 0)]
    for event in events:
        keys |= set(event_prompt(event, 0, animals))
    for colour in engine_tiles.COLOURS:
        keys |= set(intro_prompt(view | {"colours": [colour, None]}, 0))
    for sheep, bonus in ((0, None), (0, 6), (4, 6), (4, 3), (4, 1), (4, 0)):
        keys |= set(count_prompt("fox", sheep, bonus))
    keys |= set(end_prompt({"winners": [1]}, animals))
    keys |= {f"{group}.{animal}" for group in ("player", "pass", "winner") for animal in ANIMAL_IDS}
    assert sorted(keys - set(PROMPTS)) == []
    moutons_prompts = {key for key in PROMPTS if key.startswith("moutons.")}
    assert moutons_prompts <= keys, "a prompt in the catalogue that the page never says"


def test_a_colour_is_said_aloud_only_to_a_child_alone_with_computers():
    view = GAME.view(GAME.new(players=2, seed=1), 0)
    colour = view["colours"][0]
    assert intro_prompt(view, 0) == ["moutons.intro", "moutons.your_colour", f"moutons.sheep_of.{colour}"]
    assert intro_prompt(view, None) == ["moutons.intro"]  # several children: each colour stays a secret
    assert event_prompt({"kind": "closed", "voided": True, "sheep": 4}, 0, ["fox", "bear"]) == []


# -- pictures, home tile, printed rules -----------------------------------------------------------------


def test_every_picture_exists_and_each_sheep_has_its_own_mark():
    pattern = re.compile(r"""["']((?:games/moutons/art|art|icons)/[a-z0-9-]+\.svg)["']""")
    paths = set(TILES["moutons"].pictures)
    for name in ("page.py", "pictures.py", "faces.py"):
        paths |= set(pattern.findall((FOLDER / name).read_text(encoding="utf-8")))
    assert set(pictures.SHEEP) == set(engine_tiles.COLOURS)
    for path in paths:
        assert path.startswith("icons/") or (SITE / path).is_file(), path
    marks = {colour: re.search(r"<!-- A \w+ sheep; its (\w+) mark", (SITE / path).read_text()).group(1)
             for colour, path in pictures.SHEEP.items()}
    assert len(set(marks.values())) == 4, marks


def test_the_printed_rules_give_the_numbers_and_the_tile_table_of_the_engine():
    """Served at rules/moutons.html: each language prints the engine's numbers and its 15 designs."""
    def written(spec):
        return f"{spec[0]}:{','.join(map(str, spec[1]))}" + (":band" if "band" in spec[2:] else "")

    info = GAME.info
    expected = {
        "min-players": info["min_players"], "max-players": info["max_players"], "min-age": info["ages"][0],
        "tiles": len(engine_tiles.TILES) + len(engine_tiles.COLOURS), "shepherds": len(engine_tiles.COLOURS),
        "shepherd-sheep": engine_tiles.SHEPHERD_SHEEP, "reminders": len(engine_tiles.COLOURS),
        "landscapes": len(engine_tiles.LANDSCAPES), "wolves": engine_tiles.WOLVES, "hunters": engine_tiles.HUNTERS,
        "hand": HAND_SIZE, "bonus-1": BONUSES[0], "bonus-2": BONUSES[1], "bonus-3": BONUSES[2],
        "designs": len(engine_tiles.DESIGNS), "colours": len(engine_tiles.COLOURS),
    }
    designs = ["|".join(written(face) for face in design) for design in engine_tiles.DESIGNS]
    text = (FOLDER / "rules.html").read_text(encoding="utf-8")
    sections = text.split('<section class="rules-page"')[1:]
    assert len(sections) == len(RULES_LANGUAGES)
    for section in sections:
        printed = re.findall(r'data-count="([^"]+)">(\d+)<', section)
        assert {name for name, _ in printed} == set(expected)
        assert all(int(number) == expected[name] for name, number in printed), printed
        assert re.findall(r'data-design="([^"]+)"', section) == designs
        assert "art/sheep-" in section, "the colour reminders show each colour's sheep with its mark"


# -- the board on the kit's table, in CPython -----------------------------------------------------------


def fox_and_bear(seed: int):
    """A child (the fox) against a computer (the bear), whose thinking takes a tenth of its time: a child may act meanwhile."""
    return new_table(GAME, MoutonsBoard, [Seat("fox", False), Seat("bear", True)], seed=seed, pace=0.1, hands="hidden")


def shown_spots(board) -> list:
    return [node for node in board.field.spots if not node.hidden]


def test_a_tile_is_chosen_turned_and_laid_by_taps_on_the_places_the_engine_allows():
    async def scenario():
        table = fox_and_bear(seed=4)
        board = table.board
        table.begin(fresh=True)
        await until(lambda: table.phase is TableState.OPEN and table.may_act(0))
        view = GAME.view(table.state, 0)
        assert board.node.dataset.cells == "1" and len(board.hand.buttons) == len(view["hands"][0])
        legal = GAME.legal_actions(table.state, 0)
        button = next(node for node in board.hand.buttons if not node.disabled)
        tile = button.dataset.tile
        tap(button)
        assert board.mode == "tile" and button.dataset.chosen == "true"
        # One thing calls at a time: the chosen tile's places, not the other tiles of the hand.
        assert [node for node in board.hand.buttons if node.classList.contains("can-play")] == []
        strong = {(int(node.dataset.x), int(node.dataset.y)) for node in shown_spots(board)
                  if node.dataset.strong == "true"}
        squares = {(int(node.dataset.x), int(node.dataset.y)) for node in shown_spots(board)}
        assert squares == {(a["x"], a["y"]) for a in legal if a["type"] == "place" and a["tile"] == tile}
        assert strong == set(places_for(view["moves"], Chosen(tile, board.chosen.faces)).fits)
        tap(board.hand.rotate)
        tap(board.hand.flip)
        assert (board.chosen.face, board.chosen.rotation) == (1, 1)
        turned = {(int(node.dataset.x), int(node.dataset.y)) for node in shown_spots(board)
                  if node.dataset.strong == "true"}
        assert turned == set(places_for(view["moves"], Chosen(tile, board.chosen.faces, 1, 1)).fits)
        assert {(int(node.dataset.x), int(node.dataset.y)) for node in shown_spots(board)} == squares
        ghost = board.field.ghost
        assert ghost.hidden, "no tile shows on the board before a place is tapped"
        faint = next((node for node in shown_spots(board) if node.dataset.strong == "false"), None)
        spot = faint or next(node for node in shown_spots(board) if node.dataset.strong == "true")
        where = (int(spot.dataset.x), int(spot.dataset.y))
        tap(spot)  # the tile shows there, turned to fit from a faint place; nothing is laid yet
        assert not ghost.hidden and (int(ghost.dataset.x), int(ghost.dataset.y)) == where
        assert ghost.dataset.fits == "true" and board.node.dataset.cells == "1"
        assert where not in {(int(node.dataset.x), int(node.dataset.y)) for node in shown_spots(board)}
        action = places_for(view["moves"], board.chosen).fits[where]
        assert action in legal
        tap(board.hand.rotate)  # turned on the spot: the engine says whether it still fits there
        fits = where in places_for(view["moves"], board.chosen).fits
        assert not ghost.hidden and ghost.dataset.fits == ("true" if fits else "false")
        # Shown where it fits only turned, turning calls; shown where it fits, the other places stop calling.
        assert board.hand.rotate.classList.contains("is-target") == (not fits)
        assert all(node.classList.contains("is-calm") == fits for node in shown_spots(board))
        if not fits:
            tap(ghost)  # a tile that does not fit as turned: the tap turns it to fit
            assert ghost.dataset.fits == "true" and board.node.dataset.cells == "1"
        action = places_for(view["moves"], board.chosen).fits[where]
        tap(ghost)
        await until(lambda: any(e["kind"] == "placed" for e in table.state["events"]))
        placed = next(e for e in table.state["events"] if e["kind"] == "placed")
        assert (placed["player"], placed["tile"], placed["x"], placed["y"]) == (0, tile, action["x"], action["y"])
        await until(lambda: board.node.dataset.cells == "2")
        assert (action["x"], action["y"]) in board.field.cells
        table.stop()

    asyncio.run(scenario())


def test_the_child_plays_a_wolf_during_the_bear_s_turn_and_it_comes_before_the_bear_s_tile():
    async def scenario():
        table = fox_and_bear(seed=6)  # the fox's first tiles hold a wolf and a hunter
        board = table.board
        table.begin(fresh=True)
        for _ in range(30):
            await until(lambda: table.phase is TableState.OPEN)
            view = GAME.view(table.state, 0)
            if view["current"] == 1 and view["moves"]["wolf"]:
                break
            if view["current"] == 0:
                action = next(a for a in GAME.legal_actions(table.state, 0) if a["type"] in ("place", "pass"))
                table.act(0, action)
                await until(lambda: GAME.view(table.state, 0)["current"] == 1)
            else:
                await until(lambda: GAME.view(table.state, 0)["current"] == 0)
        else:
            raise AssertionError("no forest for the wolf during the bear's turn")
        assert not board.hand.wolf.disabled
        assert board.hand.wolves.textContent == str(view["specials"][0]["wolves"])
        assert board.hand.rotate.disabled, "no tile in the hand may be laid out of turn"
        assert all(node.disabled for node in board.hand.buttons[:len(view["hands"][0])])
        tap(board.hand.wolf)
        assert board.mode == "wolf"
        spots = shown_spots(board)
        assert {(int(n.dataset.x), int(n.dataset.y)) for n in spots} == {tuple(s) for s in view["moves"]["wolf"]}
        tap(spots[0])
        await until(lambda: any(e["kind"] == "wolf" for e in table.state["events"]))
        events = table.state["events"]
        wolf = next(e for e in events if e["kind"] == "wolf")
        turns = [e for e in events if e["kind"] == "turn" and e["seq"] < wolf["seq"]]
        assert wolf["player"] == 0 and turns[-1]["player"] == 1
        await until(lambda: any(e["kind"] == "placed" and e["player"] == 1 and e["seq"] > wolf["seq"]
                                for e in table.state["events"]))
        await until(lambda: table.phase is TableState.OPEN)
        kinds = [node.dataset.kind for node, _ in board.field.cells.values()]
        assert kinds.count("wolf") == 1
        table.stop()

    asyncio.run(scenario())


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_each_language_of_the_printed_rules_is_one_a4_sheet(built_site, tmp_path, lang):
    printed = print_pages((built_site / "rules" / "moutons.html").as_uri() + f"?lang={lang}", tmp_path / "rules.pdf")
    assert printed == (1, {A4_POINTS})


def test_the_final_count_says_the_bonus_is_always_added():
    """Spoken at the end: the bonus is added, with or without a closed enclosure."""
    assert count_prompt("fox", 5, 6) == ["name.fox", "moutons.sheep.5", "moutons.bonus.6"]
    assert count_prompt("fox", 0, 3) == ["name.fox", "moutons.sheep.0", "moutons.bonus.3"]
    assert count_prompt("fox", 5, 0) == count_prompt("fox", 5, None) == ["name.fox", "moutons.sheep.5"]


def test_the_printed_counting_says_the_bonus_is_always_added():
    """rules.py's decision, printed where each language counts the score, not only among the decisions."""
    sections = (FOLDER / "rules.html").read_text(encoding="utf-8").split('<section class="rules-page"')[1:]
    assert len(sections) == len(RULES_LANGUAGES)
    assert all(section.count('data-rule="bonus-always"') == 1 for section in sections)


def test_a_child_whose_tiles_fit_nowhere_draws_one_by_the_bag_button():
    """The table's decision, printed in the rules: "a player none of whose tiles fits draws one tile in place
    of laying one". The page offers it as one big button, the only move that glows, and it reaches the engine."""
    async def scenario():
        table = fox_and_bear(seed=4)  # only the village centre lies on the table
        state = table.state
        stray = next(tile for tile in state["bag"] if without_village(tile))
        state["bag"] = [tile for tile in state["bag"] if tile != stray] + state["hands"][0]
        state["hands"][0] = [stray]
        assert GAME.view(state, 0)["moves"]["draw"] is True
        held = 1 + len(state["specials"][0])
        board = table.board
        table.begin(fresh=True)
        await until(lambda: table.phase is TableState.OPEN and table.may_act(0))
        drawing = board.hand.drawing
        assert not drawing.hidden and drawing.classList.contains("is-target")
        assert board.hand.passing.disabled
        tap(drawing)
        await until(lambda: any(e["kind"] == "drew_instead" for e in table.state["events"]))
        assert len(table.state["hands"][0]) + len(table.state["specials"][0]) == held + 1
        table.stop()

    asyncio.run(scenario())


def without_village(tile: str) -> bool:
    """A landscape tile with no village side on either face: it cannot be the first laid by the village centre."""
    spec = engine_tiles.TILES[tile]
    return spec.kind == "landscape" and all("village" not in face.sides for face in spec.faces)


def test_once_the_only_child_has_stopped_the_bear_finishes_the_game_briskly():
    """"Chacun peut choisir d'arrêter de jouer avant la fin de la partie": a child who stopped only watches the
    others play on, so the table hurries until the end (motion.Pace.hurry), and is at its own pace again after."""
    async def scenario():
        table = fox_and_bear(seed=4)
        pace = table.app.pace
        table.begin(fresh=True)
        await until(lambda: table.phase is TableState.OPEN and table.may_act(0))
        assert not pace.hurried
        assert table.act(0, {"type": "stop"})
        await until(lambda: pace.hurried)
        assert table.state["stopped"] == [0]
        table.stop()
        assert not pace.hurried

    asyncio.run(scenario())


def test_the_final_count_after_the_bear_finished_briskly_is_at_the_table_s_own_pace():
    """A hurried count said each player's total too soon after the last one's and the voice dropped it as stale
    (a child-paced game heard the fox's count and not the bear's): the count is said at the table's own pace."""
    async def scenario():
        table = fox_and_bear(seed=4)
        pace, voice = table.app.pace, table.app.voice
        hurried_when_said = []
        say = voice.say
        voice.say = lambda *keys, **kwargs: (hurried_when_said.append((keys, pace.hurried)), say(*keys, **kwargs))
        table.begin(fresh=True)
        await until(lambda: table.phase is TableState.OPEN and table.may_act(0))
        assert table.act(0, {"type": "stop"})
        await until(lambda: pace.hurried)
        # the bear lays the rest of its tiles alone, its thinking at a tenth of real time
        await until(lambda: table.board.node.dataset.counted == "true", limit=6000, step=0.01)
        said = [keys for keys, _ in hurried_when_said]
        count = hurried_when_said[said.index(("moutons.counting",)):][:3]
        assert [keys[0] for keys, _ in count] == ["moutons.counting", "name.fox", "name.bear"]
        assert not any(hurried for _, hurried in count)
        table.stop()

    asyncio.run(scenario())


def test_while_a_child_plays_on_the_table_never_hurries():
    board = fox_and_bear(seed=4).board
    view = GAME.view(GAME.new(players=2, seed=4), 0)
    assert not board.children_watch(view)
    assert not board.children_watch({**view, "stopped": [1]})  # the bear stopped, the fox plays on
    assert board.children_watch({**view, "stopped": [0]})


class Found(Exception):
    """Stops a game played by tools/moutons_games at the state looked for."""


def first_state_where(seed: int, wanted) -> dict:
    """The first state of a game of two normal computer players from `seed` for which wanted(state) holds."""
    def watch(state, seat, action):
        if wanted(state):
            raise Found(state)

    with pytest.raises(Found) as found:
        moutons_games.play_game(["normal", "normal"], seed, watch)
    return found.value.args[0]


def test_the_stop_sign_calls_once_the_normal_player_would_stop_in_the_child_s_place():
    """"Chacun peut choisir d'arrêter de jouer avant la fin de la partie", and the first to stop gets +6: a child who
    cannot count the bag or the rivals' hopes is shown when stopping pays (a closed enclosure ahead, the bag low),
    the sign calling as the tiles do; before, it stays small and plain."""
    async def scenario():
        early = fox_and_bear(seed=2)
        early.begin(fresh=True)
        await until(lambda: early.phase is TableState.OPEN and early.may_act(0))
        sign = early.board.hand.stop
        assert sign.classList.contains("is-quiet") and not sign.classList.contains("is-target")
        early.stop()

        state = first_state_where(2, lambda state: state["current"] == 0 and state["free"] is None
                                  and good_time_to_stop(GAME.view(state, 0), 0))
        table = new_table(GAME, MoutonsBoard, [Seat("fox", False), Seat("bear", True)], seed=2, pace=0.1, state=state)
        table.begin(fresh=False)
        await until(lambda: table.phase is TableState.OPEN and table.may_act(0))
        sign = table.board.hand.stop
        assert not sign.classList.contains("is-quiet") and sign.classList.contains("is-target")
        assert not sign.disabled
        table.stop()

    asyncio.run(scenario())
