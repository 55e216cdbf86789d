"""La Guerre des Moutons, rule by rule. Each test quotes the rule text it checks.

The engine is made here from the rules, as the registry makes it, so that
these tests do not depend on the game being listed on the site.
"""

import collections
import re
import sys
from pathlib import Path

import pytest

from pygame_rules import Game, IllegalAction, Rng
from pygame_rules.moutons import RULES
from pygame_rules.moutons.board import Regions, board_of
from pygame_rules.moutons.bots import Reading, ShepherdBot
from pygame_rules.moutons.rules import BONUSES, HAND_SIZE
from sitebuild.rules_pages import RULES_LANGUAGES, rules_page_text
from pygame_rules.moutons.tiles import (
    CENTRE, COLOURS, DESIGNS, FOREST, LANDSCAPES, ORIENTATIONS, SHEPHERD_SHEEP, SPECIALS, TILES, VILLAGE, shepherd,
    turned,
)
from tools import moutons_games

GAME = Game(RULES)
V, F = VILLAGE, FOREST
IN_PYODIDE = sys.platform == "emscripten"
ROOT = Path(__file__).resolve().parents[2]


def find(sides, colour=None, avoid=()):
    """A landscape tile (of `colour`, if given), a face and a rotation that show `sides` (N, E, S, W)."""
    for tile in LANDSCAPES:
        if tile in avoid or (colour and TILES[tile].colour != colour):
            continue
        for face, rotation, shown in ORIENTATIONS[tile]:
            if shown == tuple(sides):
                return tile, face, rotation
    raise LookupError(f"no tile shows {sides}")


def sheep_of(tile, face, rotation):
    return sum(area.sheep for area in turned(tile, face, rotation).areas)


def table(players=2, board=(), hands=None, specials=None, colours=("red", "blue", "yellow", "black"),
          current=0, hands_option="hidden", bag=None):
    """A game with these tiles on the board ((x, y, tile, face, rotation)), hands, wolves and hunters, colours.

    Every other tile waits in the bag, in the order of a seeded deal (only the first `bag` of them, if given:
    the rest goes to the last seat's hand and wolves and hunters); the result must load as a save.
    """
    state = GAME.new(players=players, seed=3, hands=hands_option)
    used = [cell[2] for cell in board] + [t for hand in (hands or {}).values() for t in hand] + \
           [t for held in (specials or {}).values() for t in held]
    pool = state["bag"] + [t for hand in state["hands"] for t in hand] + [t for held in state["specials"] for t in held]
    rest = [tile for tile in pool if tile not in used]
    state["bag"], kept = rest[:bag], rest[len(rest) if bag is None else bag:]
    state["board"] += [{"x": x, "y": y, "tile": tile, "face": face, "rotation": rotation, "hunter": None}
                       for x, y, tile, face, rotation in board]
    state["hands"] = [list((hands or {}).get(seat, [])) for seat in range(players)]
    state["specials"] = [list((specials or {}).get(seat, [])) for seat in range(players)]
    state["hands"][-1] += [tile for tile in kept if tile not in SPECIALS]
    state["specials"][-1] += [tile for tile in kept if tile in SPECIALS]
    state["colours"] = list(colours[:players])
    state["box"] = [colour for colour in COLOURS if colour not in state["colours"]]
    state["current"] = current
    return GAME.loads(GAME.dumps(state))


def play(state, player, **action):
    return GAME.apply(state, player, action)


def kinds(state, since=0):
    return [event["kind"] for event in state["events"][since:]]


# Two red caps facing each other above the centre make a closed enclosure:
# the lower one shows village toward the centre, the upper one forest around
# (and no red on its other face, so that it can only close the enclosure).
LOWER = find(("red", V, V, V), colour="red")
UPPER = find((F, F, "red", F), avoid=[LOWER[0]] + [t for t in LANDSCAPES if "red" in TILES[t].faces[0].sides
                                                    and "red" in TILES[t].faces[1].sides])
ENCLOSURE = [(0, -1, *LOWER), (0, -2, *UPPER)]


# -- the tiles ---------------------------------------------------------------

def test_the_box_holds_77_tiles():
    """77 tiles: the village centre, 4 shepherd tiles, 4 colour-reminder tiles (never played, so not in the
    engine), 68 tiles printed on both faces among which 4 wolves and 4 hunters."""
    kinds_count = collections.Counter(tile.kind for tile in TILES.values())
    assert kinds_count == {"centre": 1, "shepherd": 4, "landscape": 60, "wolf": 4, "hunter": 4}
    assert len(TILES) + len(COLOURS) == 77
    assert all(len(TILES[tile].faces) == 2 for tile in LANDSCAPES)


def test_the_designed_table_gives_every_colour_the_same_tiles():
    """The landscape tiles come in 15 designs, each made once in each of the four colours."""
    assert len(DESIGNS) * len(COLOURS) == len(LANDSCAPES) == 60
    sheep = collections.Counter()
    sides = collections.Counter()
    for tile in LANDSCAPES:
        for face in TILES[tile].faces:
            for area in face.areas:
                sheep[area.kind] += area.sheep
            sides.update(face.sides)
    assert len({sheep[colour] for colour in COLOURS}) == 1
    assert len({sides[colour] for colour in COLOURS}) == 1


def test_a_face_never_shows_both_village_and_forest_and_its_areas_share_out_its_sides():
    """Each side is village, forest or a meadow of one colour; no face shows both village and forest."""
    for tile in TILES.values():
        for face in tile.faces:
            assert not {V, F} <= set(face.sides), tile.id
            held = sorted(side for area in face.areas for side in area.sides)
            assert held == [0, 1, 2, 3], tile.id
            for area in face.areas:
                assert all(face.sides[side] == area.kind for side in area.sides)
                assert area.sheep == 0 or area.kind in COLOURS


def test_a_shepherd_is_a_meadow_of_its_colour_with_four_sheep():
    """The shepherd tile (four sheep of that colour) is placed like a tile."""
    for colour in COLOURS:
        face = TILES[shepherd(colour)].faces[0]
        assert face.sides == (colour,) * 4 and [area.sheep for area in face.areas] == [SHEPHERD_SHEEP]


def test_a_turned_face_shows_its_north_side_to_the_east():
    tile, face, _ = find(("red", V, V, V), colour="red")
    assert turned(tile, face, 1).sides == (V, "red", V, V)
    assert turned(tile, face, 1).areas[0].sides == (1,)


# -- setup -------------------------------------------------------------------

@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_deals_a_hidden_colour_and_four_tiles_each(players):
    """Setup: each player draws a hidden colour and 4 tiles; the centre is on the table."""
    state = GAME.new(players=players, seed=8)
    assert state["board"] == [{"x": 0, "y": 0, "tile": CENTRE, "face": 0, "rotation": 0, "hunter": None}]
    assert len(set(state["colours"])) == players and sorted(state["colours"] + state["box"]) == sorted(COLOURS)
    for seat in range(players):
        assert len(state["hands"][seat]) + len(state["specials"][seat]) == HAND_SIZE
    assert len(state["bag"]) == 68 - HAND_SIZE * players
    views = [GAME.view(state, seat) for seat in range(players)]
    for seat, view in enumerate(views):
        assert view["colours"] == [state["colours"][seat] if other == seat else None for other in range(players)]
    assert GAME.view(state, None)["colours"] == [None] * players


def test_views_hide_hands_unless_open_and_always_hide_colours():
    """Hidden hands and colours only in the views that may see them; wolves and hunters lie face up."""
    state = table(hands={0: [LOWER[0]], 1: [UPPER[0]]}, specials={1: ["wolf-1"]})
    view = GAME.view(state, 0)
    assert [hand and [t["tile"] for t in hand] for hand in view["hands"]] == [[LOWER[0]], None]
    assert view["hand_sizes"] == [1, 1] and view["specials"][1] == {"wolves": 1, "hunters": 0}
    opened = table(hands={0: [LOWER[0]], 1: [UPPER[0]]}, hands_option="open")
    view = GAME.view(opened, 0)
    assert [[t["tile"] for t in hand] for hand in view["hands"]] == [[LOWER[0]], [UPPER[0]]]
    assert view["colours"] == ["red", None]


# -- placing and drawing -----------------------------------------------------

def test_the_first_tile_joins_the_centre_by_a_village_side():
    """The first tile joins the centre by a village side."""
    state = GAME.new(players=2, seed=21)
    places = [a for a in GAME.legal_actions(state, 0) if a["type"] == "place"]
    assert places
    for action in places:
        side = {(0, -1): 2, (1, 0): 3, (0, 1): 0, (-1, 0): 1}[action["x"], action["y"]]
        assert turned(action["tile"], action["face"], action["rotation"]).sides[side] == V


def test_a_tile_must_match_every_side_it_touches():
    """A tile (either face, any rotation) touches the board and matches every side it touches."""
    state = table(board=ENCLOSURE[:1], hands={0: [UPPER[0]]})
    tile, face, rotation = UPPER
    assert play(state, 0, type="place", tile=tile, face=face, rotation=rotation, x=0, y=-2)
    wrong = (rotation + 1) % 4  # the red side then faces west: the red below meets forest
    with pytest.raises(IllegalAction):
        play(state, 0, type="place", tile=tile, face=face, rotation=wrong, x=0, y=-2)
    with pytest.raises(IllegalAction):  # a square that touches nothing
        play(state, 0, type="place", tile=tile, face=face, rotation=rotation, x=0, y=-4)


def test_a_player_draws_one_tile_per_tile_touched():
    """Draw one tile per tile touched (1 to 4)."""
    corner = find(("red", "red", V, V), colour="red")
    first = find((V, V, V, V), avoid=(corner[0],))
    board = [(1, 0, *first), (1, -1, *find((V, V, V, V), avoid=(corner[0], first[0])))]
    # (0, -1) touches the centre below it and the village tile to its east.
    filler = find(("red", V, V, "red"), avoid=(corner[0], board[0][2], board[1][2]))
    state = table(board=board, hands={0: [filler[0], corner[0]]})
    bag = len(state["bag"])
    after = play(state, 0, type="place", tile=filler[0], face=filler[1], rotation=filler[2], x=0, y=-1)
    assert len(after["bag"]) == bag - 2
    drew = [e for e in after["events"] if e["kind"] == "drew"][-1]
    assert drew["count"] == 2 and "tiles" not in drew  # what was drawn is secret
    assert len(GAME.view(after, 0)["events"][-2]["tiles"]) + len(drew["specials"]) == 2


def test_a_player_with_no_fitting_tile_draws_one_instead_while_the_bag_holds_tiles():
    """"Chaque joueur procède de la même façon: pose d'un pion contre un pion déjà posé, puis pioche d'un pion":
    a player none of whose tiles fits draws one tile in place of laying one (the table's decision), and the
    turn ends; with the bag empty, they pass without drawing."""
    forest_only = find((F, F, F, F))
    state = table(hands={0: [forest_only[0]]})
    types = [a["type"] for a in GAME.legal_actions(state, 0)]
    assert "place" not in types and "pass" not in types and types[0] == "draw" and types[-1] == "stop"
    assert GAME.view(state, 0)["moves"]["draw"] is True
    bag = len(state["bag"])
    after = play(state, 0, type="draw")
    assert len(after["bag"]) == bag - 1 and after["current"] == 1 and "passed" not in kinds(after)
    assert len(after["hands"][0]) + len(after["specials"][0]) == 2
    empty = table(hands={0: [forest_only[0]]}, bag=0)
    assert [a["type"] for a in GAME.legal_actions(empty, 0)] == ["pass", "stop"]
    passed = play(empty, 0, type="pass")
    assert passed["current"] == 1 and "passed" in kinds(passed)
    fits = table(hands={0: [LOWER[0]]})
    assert not {"draw", "pass"} & {a["type"] for a in GAME.legal_actions(fits, 0)}


def test_a_hand_of_wolves_and_hunters_only_draws_a_tile_instead_of_passing():
    """"Si un joueur a un pion loup ou chasseur, il peut le jouer n'importe quand": wolves and hunters lie before
    their holder and never fill the hand of tiles to lay, so with nothing else they draw until a tile comes."""
    state = table(specials={0: ["wolf-1", "hunter-1"]})
    assert state["hands"][0] == [] and {"type": "draw"} in GAME.legal_actions(state, 0)
    assert {"type": "pass"} not in GAME.legal_actions(state, 0)


def test_no_player_passes_while_the_bag_holds_tiles():
    """Nobody is locked out: over seeded games of two `normal` players at the table's pace (seed 35 left
    seat 1 passing turn after turn with a hand of wolves and hunters), every pass comes with an empty bag,
    or from the last player still in, who draws no more."""
    passes_with_tiles = []

    def watch(state, player, action):
        still_in = [seat for seat in range(state["players"]) if seat not in state["stopped"]]
        if action["type"] == "pass" and state["free"] is None and state["bag"] and len(still_in) > 1:
            passes_with_tiles.append((state["seed"], player, len(state["bag"])))

    for seed in (35,) if IN_PYODIDE else (35, 1, 2, 3, 4, 5):
        moutons_games.play_game(["normal", "normal"], seed, watch)
    assert passes_with_tiles == []


def test_placing_ends_the_turn_and_play_goes_round():
    state = table(players=3, hands={0: [LOWER[0]]})
    after = play(state, 0, type="place", tile=LOWER[0], face=LOWER[1], rotation=LOWER[2], x=0, y=-1)
    assert after["current"] == 1 and GAME.to_move(after)[0] == 1


# -- enclosures ----------------------------------------------------------------

def test_an_enclosure_closes_when_no_side_is_open_and_counts_its_sheep():
    """Closed means no open side; the score is the sheep of one's largest closed enclosure of one's colour."""
    state = table(board=ENCLOSURE[:1], hands={0: [UPPER[0]]})
    view = GAME.view(state, 0)
    assert [(e["colour"], e["closed"], e["open"]) for e in view["enclosures"]] == [("red", False, 1)]
    after = play(state, 0, type="place", tile=UPPER[0], face=UPPER[1], rotation=UPPER[2], x=0, y=-2)
    sheep = sheep_of(*LOWER) + sheep_of(*UPPER)
    closed = [e for e in after["events"] if e["kind"] == "closed"]
    assert [(e["colour"], e["sheep"], e["cells"]) for e in closed] == [("red", sheep, [[0, -2], [0, -1]])]
    view = GAME.view(after, 0)
    assert [(e["colour"], e["sheep"], e["closed"], e["open"]) for e in view["enclosures"]] == [("red", sheep, True, 0)]
    assert view["scores"] == [sheep, None]  # blue's score is as secret as blue


def test_only_the_largest_closed_enclosure_of_ones_colour_counts():
    """The sheep of one's largest closed enclosure of one's colour."""
    small = [(0, -1, *LOWER), (0, -2, *UPPER)]
    lower2 = find(("red", V, V, V), colour="red", avoid=(LOWER[0], UPPER[0]))
    upper2 = find((F, F, "red", F), avoid=(LOWER[0], UPPER[0], lower2[0]))
    other = [(0, 1, *rotate_cap(lower2)), (0, 2, *rotate_cap(upper2))]
    state = table(board=small + other)
    regions = Regions(board_of(state["board"]))
    sizes = sorted(e["sheep"] for e in regions.enclosures if e["closed"])
    assert len(sizes) == 2
    assert GAME.view(state, 0)["scores"][0] == sizes[-1]


def rotate_cap(found):
    """The same tile and face turned half round: the cap below the centre instead of above it."""
    tile, face, rotation = found
    return tile, face, (rotation + 2) % 4


# -- wolves and hunters --------------------------------------------------------

def test_a_wolf_beside_a_forest_voids_every_enclosure_touching_it_even_out_of_turn():
    """A wolf beside a forest voids every enclosure touching that forest; played at any time, also out of
    someone else's turn."""
    state = table(board=ENCLOSURE, specials={1: ["wolf-1"]})
    assert GAME.to_move(state) == [0, 1]
    wolves = [a for a in GAME.legal_actions(state, 1) if a["type"] == "wolf"]
    assert {"type": "wolf", "x": 0, "y": -3} in wolves
    after = play(state, 1, type="wolf", x=0, y=-3)
    assert after["current"] == 0 and after["specials"][1] == []  # a wolf does not end anyone's turn
    view = GAME.view(after, 0)
    assert [(e["closed"], e["voided"]) for e in view["enclosures"]] == [(True, True)]
    assert view["scores"][0] == 0
    event = after["events"][-1]
    assert event["kind"] == "wolf" and event["enclosures"][0]["colour"] == "red"


def test_a_wolf_goes_only_where_every_neighbour_shows_forest():
    state = table(board=ENCLOSURE, specials={1: ["wolf-1"]})
    squares = [(a["x"], a["y"]) for a in GAME.legal_actions(state, 1) if a["type"] == "wolf"]
    board = board_of(state["board"])
    for x, y in squares:
        for side, (dx, dy) in enumerate(((0, -1), (1, 0), (0, 1), (-1, 0))):
            other = board.get((x + dx, y + dy))
            assert other is None or other.shown.sides[(side + 2) % 4] == F
    with pytest.raises(IllegalAction):  # beside the village centre
        play(state, 1, type="wolf", x=1, y=0)


def test_a_hunter_on_a_wolf_cancels_it():
    """A hunter on a wolf cancels it."""
    state = table(board=ENCLOSURE, specials={0: ["hunter-1"], 1: ["wolf-1"]})
    wolfed = play(state, 1, type="wolf", x=0, y=-3)
    assert {"type": "hunter", "x": 0, "y": -3} in GAME.legal_actions(wolfed, 0)
    saved = play(wolfed, 0, type="hunter", x=0, y=-3)
    view = GAME.view(saved, 1)
    assert [(e["closed"], e["voided"]) for e in view["enclosures"]] == [(True, False)]
    assert [cell["hunter"] for cell in view["board"] if cell["kind"] == "wolf"] == [True]
    assert saved["events"][-1]["on_wolf"] is True


def test_a_hunter_cancels_the_wolf_it_is_played_on_and_no_other():
    """"Un pion chasseur peut se jouer sur un loup, annulant l'effet de ce dernier": the wolf it is played on.
    A second wolf in the same forest still voids the enclosures it touches ("Un loup annule tous les enclos
    qui touchent sa forêt... Sauf si un chasseur tue le loup")."""
    state = table(board=ENCLOSURE, specials={0: ["hunter-1", "hunter-2"], 1: ["wolf-1", "wolf-2"]})
    state = play(state, 1, type="wolf", x=0, y=-3)
    state = play(state, 1, type="wolf", x=1, y=-2)
    regions = Regions(board_of(state["board"]))
    assert regions.forest_at(0, -3, 0) is regions.forest_at(1, -2, 0)  # one forest, two wolves
    hunted = play(state, 0, type="hunter", x=0, y=-3)
    view = GAME.view(hunted, None)
    assert [(e["closed"], e["voided"]) for e in view["enclosures"]] == [(True, True)]
    assert [f["dangerous"] for f in view["forests"] if f["wolves"]] == [True]
    both = play(hunted, 0, type="hunter", x=1, y=-2)
    assert [(e["closed"], e["voided"]) for e in GAME.view(both, None)["enclosures"]] == [(True, False)]

    """A hunter in a forest without a wolf forbids wolves there."""
    state = table(board=ENCLOSURE, specials={0: ["hunter-1"], 1: ["wolf-1"]})
    guarded = play(state, 0, type="hunter", x=0, y=-3)
    wolves = [a for a in GAME.legal_actions(guarded, 1) if a["type"] == "wolf"]
    board = board_of(guarded["board"])
    regions = Regions(board)
    for action in wolves:  # none of them touches the guarded forest
        for dx, dy, side in ((0, -1, 2), (1, 0, 3), (0, 1, 0), (-1, 0, 1)):
            square = (action["x"] + dx, action["y"] + dy)
            if square in board:
                assert not regions.forest_at(*square, side)["hunters"]
    with pytest.raises(IllegalAction):
        play(guarded, 1, type="wolf", x=1, y=-2)
    wolfed = play(state, 1, type="wolf", x=0, y=-3)
    assert not [a for a in GAME.legal_actions(wolfed, 0) if a["type"] == "hunter" and (a["x"], a["y"]) == (1, -2)]


# -- revealing ---------------------------------------------------------------

def test_revealing_places_the_shepherd_draws_and_gives_a_free_placement_even_out_of_turn():
    """Revealing one's colour at any time: the shepherd tile (four sheep of that colour) is placed like a
    tile, draws like one, and gives one extra free placement."""
    corner = find(("blue", V, V, "blue"), colour="blue")
    state = table(board=[(0, -1, *corner)], hands={1: [LOWER[0]]}, current=0)
    reveal = {"type": "reveal", "x": -1, "y": -1}
    assert reveal in GAME.legal_actions(state, 1)  # blue's shepherd fits beside the blue corner
    bag = len(state["bag"])
    after = GAME.apply(state, 1, reveal)
    assert after["board"][-1]["tile"] == shepherd("blue") and len(after["bag"]) == bag - 1
    assert GAME.view(after, None)["colours"] == [None, "blue"]
    assert GAME.to_move(after) == [1] and after["free"] == 1  # the free placement, at once (0 holds no wolf)
    free = [a for a in GAME.legal_actions(after, 1) if a["type"] == "place"]
    assert free and {"type": "pass"} in GAME.legal_actions(after, 1)
    placed = GAME.apply(after, 1, free[0])
    assert placed["free"] is None and placed["current"] == 0  # player 0's turn goes on
    assert [e["free"] for e in placed["events"] if e["kind"] == "placed"] == [True]
    let_go = GAME.apply(after, 1, {"type": "pass"})
    assert let_go["free"] is None and let_go["current"] == 0 and let_go["hands"] == after["hands"]


def test_wolves_and_hunters_may_still_be_played_during_a_free_placement():
    """"Si un joueur a un pion loup ou chasseur, il peut le jouer n'importe quand, même en dehors de son tour":
    also while another player places the free tile their shepherd gave them; the others may not reveal or
    stop then (one free placement at a time, and stopping waits for it)."""
    corner = find((V, "blue", "blue", V), colour="blue", avoid=(LOWER[0], UPPER[0]))
    state = table(board=ENCLOSURE + [(0, 1, *corner)], hands={1: [find((V, V, V, V))[0]]},
                  specials={0: ["wolf-1", "hunter-1"]}, colours=("yellow", "blue"))
    after = GAME.apply(state, 1, {"type": "reveal", "x": 1, "y": 1})
    assert after["free"] == 1 and GAME.to_move(after) == [1, 0]
    others = GAME.legal_actions(after, 0)
    assert {"type": "wolf", "x": 0, "y": -3} in others and {"type": "hunter", "x": 0, "y": -3} in others
    assert {a["type"] for a in others} == {"wolf", "hunter"}
    assert GAME.view(after, 0)["moves"]["wolf"] and GAME.view(after, 0)["moves"]["stop"] is False
    wolfed = GAME.apply(after, 0, {"type": "wolf", "x": 0, "y": -3})
    assert wolfed["free"] == 1 and wolfed["current"] == 0 and GAME.to_move(wolfed) == [1, 0]
    assert [e["voided"] for e in GAME.view(wolfed, None)["enclosures"] if e["colour"] == "red"] == [True]


def test_a_shepherd_fits_only_where_its_colour_does():
    state = table(board=[(0, -1, *LOWER)])  # red cap: only a red meadow may meet it
    assert [a for a in GAME.legal_actions(state, 0) if a["type"] == "reveal"] == [{"type": "reveal", "x": 0, "y": -2}]
    assert not [a for a in GAME.legal_actions(state, 1) if a["type"] == "reveal"]


# -- stopping, the end, the count ---------------------------------------------

def test_stopping_gives_six_then_three_then_one_then_nothing():
    """The first to stop gets +6, then +3, +1, 0."""
    state = table(players=4, board=ENCLOSURE)
    for seat in (2, 0, 3):
        state = play(state, seat, type="stop")
    assert state["over"] is None and GAME.view(state, 1)["bonuses"] == [3, None, 6, 1]
    assert GAME.view(state, 1)["alone"] is True
    state = play(state, 1, type="stop")
    assert GAME.outcome(state)["reason"] == "stopped"
    assert GAME.view(state, 1)["bonuses"] == [3, 0, 6, 1]


def test_the_bonus_is_added_with_or_without_a_closed_enclosure():
    """"On compte 1 point par mouton de cet enclos le plus grand, plus l'éventuel bonus d'abandon": the bonus
    is always added, also to a player with no closed enclosure."""
    state = table(players=2, board=ENCLOSURE)
    state = play(state, 0, type="stop")
    state = play(state, 1, type="stop")
    sheep = sheep_of(*LOWER) + sheep_of(*UPPER)
    assert GAME.outcome(state) == {"winners": [0], "scores": [sheep + BONUSES[0], 0], "reason": "stopped"}
    assert state["events"][-1]["kind"] == "over" and state["events"][-1]["colours"] == ["red", "blue"]
    three = table(players=3, board=ENCLOSURE)
    for seat in (1, 2, 0):
        three = play(three, seat, type="stop")
    assert GAME.outcome(three)["scores"] == [sheep, BONUSES[0], BONUSES[1]]


def test_the_last_one_plays_the_tiles_left_in_hand_without_drawing():
    """The last one may play all their remaining tiles."""
    state = table(players=2, hands={1: [LOWER[0], UPPER[0]]})
    state = play(state, 0, type="stop")
    assert state["current"] == 1 and GAME.to_move(state) == [1]
    bag = len(state["bag"])
    state = play(state, 1, type="place", tile=LOWER[0], face=LOWER[1], rotation=LOWER[2], x=0, y=-1)
    assert len(state["bag"]) == bag and state["current"] == 1
    state = play(state, 1, type="place", tile=UPPER[0], face=UPPER[1], rotation=UPPER[2], x=0, y=-2)
    assert state["hands"][1] == [] and state["over"] is None
    state = play(state, 1, type="pass")
    assert GAME.outcome(state)["reason"] == "blocked"


def test_the_game_ends_when_nobody_can_play():
    """The game ends when all have stopped or nobody can play (the bag empty: while it holds tiles, a player
    who cannot lay draws one)."""
    state = table(players=4, bag=0)  # the tiles left over are in the hand of seat 3, who stops
    state = play(state, 3, type="stop")
    for seat in (0, 1):
        state = play(state, seat, type="pass")
        assert state["over"] is None
    state = play(state, 2, type="pass")
    assert GAME.outcome(state) == {"winners": [3], "scores": [0, 0, 0, BONUSES[0]], "reason": "blocked"}
    assert GAME.to_move(state) == []


def test_a_stopped_player_acts_no_more():
    state = table(players=3, specials={1: ["wolf-1"]}, board=ENCLOSURE)
    state = play(state, 1, type="stop")
    assert 1 not in GAME.to_move(state) and GAME.legal_actions(state, 1) == []


# -- the engine's promises -----------------------------------------------------

def test_the_same_seed_and_actions_give_the_same_game():
    """Same seed and actions give the same states."""
    games = []
    for _ in range(2):
        state = GAME.new(players=3, seed=99)
        for move in range(30):
            if GAME.outcome(state) is not None:
                break
            player = GAME.to_move(state)[0]
            actions = [a for a in GAME.legal_actions(state, player) if a["type"] != "stop"]
            state = GAME.apply(state, player, actions[move % len(actions)])
        games.append(GAME.dumps(state))
    assert games[0] == games[1]


def test_everyone_still_in_may_act_and_the_player_whose_turn_it_is_comes_first():
    state = table(players=4, current=2)
    assert GAME.to_move(state) == [2, 0, 1, 3]
    assert all(GAME.legal_actions(state, seat) for seat in range(4))
    assert GAME.view(state, 0)["moves"]["stop"] is True and GAME.view(state, 0)["moves"]["place"] == {}


# -- computer players ------------------------------------------------------------

def bot(level):
    return GAME.bot(level)


def test_the_normal_player_closes_its_enclosure():
    """`normal` grows and closes its own enclosures."""
    village = find((V, V, V, V), avoid=(LOWER[0], UPPER[0]))
    state = table(board=ENCLOSURE[:1], hands={0: [village[0], UPPER[0]]})
    action = bot("normal").choose(GAME, state, 0, Rng(1))
    assert action["tile"] == UPPER[0]
    assert [e["closed"] for e in GAME.view(play(state, 0, **action), 0)["enclosures"] if e["colour"] == "red"] == [True]


def test_the_normal_player_closes_its_first_enclosure_rather_than_grow_it():
    """`normal` closes its own enclosures: without a closed one nothing counts, so the first closes early."""
    corner = find(("red", "red", V, V), avoid=(LOWER[0], UPPER[0]))
    state = table(board=ENCLOSURE[:1], hands={0: [corner[0], UPPER[0]]})
    action = bot("normal").choose(GAME, state, 0, Rng(1))
    assert [e["closed"] for e in GAME.view(play(state, 0, **action), 0)["enclosures"] if e["colour"] == "red"] == [True]


def test_the_normal_player_grows_its_enclosure_once_it_has_one_closed():
    """`normal` grows its own enclosures: with a closed one below the centre, a corner with more sheep
    beats a cap that would close three above it."""
    lower2 = find(("red", V, V, V), colour="red", avoid=(LOWER[0], UPPER[0]))
    upper2 = find((F, F, "red", F), avoid=(LOWER[0], UPPER[0], lower2[0]))
    corner = find(("red", "red", V, V), avoid=(LOWER[0], UPPER[0], lower2[0], upper2[0]))
    below = [(0, 1, *rotate_cap(lower2)), (0, 2, *rotate_cap(upper2))]
    used = (LOWER[0], lower2[0], upper2[0], corner[0])
    big_caps = [tile for tile in LANDSCAPES if any(area.sheep > 2 for face in TILES[tile].faces for area in face.areas
                                                   if area.kind == "red" and len(area.sides) == 1)]
    small_cap = find((F, F, "red", F), avoid=used + tuple(big_caps))  # 2 sheep at most: it closes 3 at most
    state = table(board=ENCLOSURE[:1] + below, hands={0: [corner[0], small_cap[0]]})
    view = GAME.view(state, 0)
    assert view["scores"][0] > 0
    placed = ShepherdBot()._place(Reading(view, 0), view["moves"])  # its placement, were it not to stop first
    assert placed["tile"] == corner[0]  # growing, not closing


def test_the_normal_player_sends_a_hunter_to_a_wolf_that_voids_its_enclosure():
    """`normal` plays hunters to protect itself."""
    state = table(board=ENCLOSURE, specials={0: ["hunter-1"], 1: ["wolf-1"]}, current=1)
    wolfed = play(state, 1, type="wolf", x=0, y=-3)
    assert bot("normal").choose(GAME, wolfed, 0, Rng(1)) == {"type": "hunter", "x": 0, "y": -3}


def test_the_normal_player_sends_a_wolf_against_the_leader():
    """`normal` plays wolves against the leader."""
    state = table(board=ENCLOSURE, specials={1: ["wolf-1"]}, colours=("red", "blue"))
    action = bot("normal").choose(GAME, state, 1, Rng(1))
    assert action["type"] == "wolf"
    assert GAME.view(play(state, 1, **action), 1)["enclosures"][0]["voided"]


def test_the_easy_player_waits_out_of_its_turn_and_never_stops():
    corner = find(("red", "red", V, V), avoid=(LOWER[0], UPPER[0]))
    state = table(board=ENCLOSURE, hands={0: [corner[0]]}, specials={1: ["wolf-1"]})
    assert bot("easy").choose(GAME, state, 1, Rng(1)) is None
    for seed in range(20):
        assert bot("easy").choose(GAME, state, 0, Rng(seed))["type"] != "stop"


# -- the printed rules ---------------------------------------------------------

def printed_rules():
    """The printed page (site/games/moutons/rules.html), served at rules/moutons.html."""
    return rules_page_text(ROOT / "site" / "games" / "moutons" / "rules.html")


def test_the_printed_tile_table_is_the_table_of_the_game():
    """Design the landscape tiles and publish the table: each language prints the 15 designs of `tiles`."""

    def written(spec):
        return f"{spec[0]}:{','.join(map(str, spec[1]))}" + (":band" if "band" in spec[2:] else "")

    expected = ["|".join(written(face) for face in design) for design in DESIGNS]
    page = printed_rules()
    sections = page.split('<section class="rules-page"')[1:]
    assert len(sections) == len(RULES_LANGUAGES)
    for section in sections:
        assert re.findall(r'data-design="([^"]+)"', section) == expected


def test_the_printed_numbers_are_those_of_the_game():
    info = GAME.info
    expected = {
        "min-players": info["min_players"], "max-players": info["max_players"], "min-age": info["ages"][0],
        "tiles": len(TILES) + len(COLOURS), "shepherds": len(COLOURS), "shepherd-sheep": SHEPHERD_SHEEP,
        "reminders": len(COLOURS), "landscapes": len(LANDSCAPES), "hand": HAND_SIZE,
        "wolves": sum(TILES[t].kind == "wolf" for t in SPECIALS), "hunters": sum(TILES[t].kind == "hunter" for t in SPECIALS),
        "bonus-1": BONUSES[0], "bonus-2": BONUSES[1], "bonus-3": BONUSES[2],
        "designs": len(DESIGNS), "colours": len(COLOURS),
    }
    for section in printed_rules().split('<section class="rules-page"')[1:]:
        printed = re.findall(r'data-count="([^"]+)">(\d+)<', section)
        assert {name for name, _ in printed} == set(expected)
        assert all(int(number) == expected[name] for name, number in printed), printed
