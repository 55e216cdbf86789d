"""La Guerre des Moutons (Lui-Même, 2002): build the largest closed enclosure of sheep of your secret colour.

The complete rules as played here:

- The tiles (see `tiles`): the village centre lies on the table. Each player
  draws a shepherd tile in secret: its colour (black, yellow, red or blue)
  is theirs, hidden from the others until they reveal it. The 60 landscape
  tiles, 4 wolves and 4 hunters are shuffled into the bag; each player draws
  4. The youngest player starts, then play goes round the table.
- Placing: on their turn a player puts one landscape tile from their hand
  on an empty square beside the board, on either face, turned any way, so
  that every side it touches shows the same landscape as the tile there
  (village to village, forest to forest, a meadow to a meadow of its
  colour). The first tile therefore touches the centre by a village side.
  They then draw one tile per tile it touches (1 to 4): the multi-draw.
  A player none of whose landscape tiles fits anywhere draws one tile from
  the bag instead, which ends their turn; with the bag empty (or alone in
  the game) they pass.
- Wolves and hunters are played by their holder at any time, also during
  someone else's turn, on an empty square whose every neighbour shows
  forest on that side (they are forest all round and join those forests):
  - a wolf makes its forest dangerous: every enclosure touching that forest
    is void, unless a hunter stands on that wolf;
  - a hunter on a wolf's square cancels that wolf only: another wolf of the
    same forest still voids what it touches. A hunter in a forest without a
    wolf guards it: no wolf may be played in a forest that holds a hunter.
- Revealing: at any time, also out of turn, a player may turn their shepherd
  over and place it like a landscape tile (a meadow of their colour on its
  four sides, with 4 sheep); they draw as for a tile, then have one free
  placement from their hand, at once (or let it go).
- Stopping: at any time a player may stop for good. The first to stop gets
  +6, the second +3, the third +1; the last player still in the game gets
  nothing, plays on alone and may place all the tiles left in their hand,
  drawing no more.
- The game ends when every player has stopped, or when nobody can play: each
  player still in the game has passed in turn since the last tile was laid
  or drawn (so only once the bag is empty, or by the last player still in).
- Counting: an enclosure is a meadow of one colour joined across tiles,
  closed when none of its sides is open. Each player scores the sheep of
  their largest closed enclosure of their colour that touches no dangerous
  forest, plus their stopping bonus ("plus l'éventuel bonus d'abandon"),
  with or without such an enclosure. The highest total wins; a tie is
  shared.

Decisions the printed rules leave open, made here:
- Wolves and hunters drawn are laid face up before their holder: on one
  tablet their buttons stay live during the others' turns, so everyone sees
  them anyway. The landscape tiles in hand are hidden or open (option
  `hands`); colours are always hidden until revealed (or the game ends).
- Wolves and hunters draw nothing and do not end a turn.
- A player with no landscape tile that fits (often a hand of wolves and
  hunters only: they are laid before the player and do not refill the hand)
  draws one tile in place of laying one, as a table would, rather than
  passing turn after turn while the bag still holds tiles. A draw counts as
  play: nobody passes while the bag holds tiles, except the last player
  still in, who draws no more.
- The free placement after revealing is a placement like any other (it
  draws), or is let go (a pass). During it the revealer places; the others
  may still play their wolves and hunters ("n'importe quand"), but not
  reveal (one free placement at a time) nor stop, which waits for it.
- Stopping is possible at any time, as are wolves, hunters and revealing: so
  every player still in the game may act at any moment (`to_move` lists
  them all, the player whose turn it is first). During a free placement it
  lists the revealer first, then only those with a wolf or hunter to play.
- A hunter guarding a forest forbids wolves to be played there; it does not
  kill a wolf whose forest tiles join to its own later: only a hunter played
  on a wolf cancels it.
- The stopping bonus is always added, as the rule text says. Computer
  players still stop only with a closed enclosure of their own.

The table is tuned so that a child's game usually gives everyone a closed
enclosure and `normal` beats `easy` (more caps per colour in `tiles`;
`normal` stops only once the bag runs low): tools/moutons_games.py
measures it, and docs/tuning.md keeps the figures, before and after.

Actions (JSON dicts):
- {"type": "place", "tile": id, "face": 0|1, "rotation": 0-3, "x": int, "y": int}
  (rotation in quarter turns clockwise; x grows east, y south; the centre is 0, 0)
- {"type": "reveal", "x": int, "y": int}      the shepherd on that square
- {"type": "wolf", "x": int, "y": int}        a wolf on an empty square
- {"type": "hunter", "x": int, "y": int}      on an empty square, or on a wolf's square
- {"type": "draw"}                            nothing fits: one tile from the bag, the turn ends
- {"type": "pass"}                            nothing fits and the bag is empty (or the free placement is let go)
- {"type": "stop"}
"""

from __future__ import annotations

from ..core import GameInfo, Option, REACTIONS, Rng, Rules, check_fields, emit, is_int, is_list, is_player, require
from .board import Regions, board_of, fits, free_squares, needs, neighbour, score_of, touched
from .bots import RandomBot, ShepherdBot
from .tiles import CENTRE, COLOURS, FOREST, LANDSCAPES, ORIENTATIONS, SPECIALS, TILES, shepherd, turned

HAND_SIZE = 4
#: The stopping bonus of the first, second and third to stop; the last player still in gets 0.
BONUSES = (6, 3, 1)
HANDS = ("hidden", "open")
#: No board reaches this far: 73 tiles in a line from the centre.
REACH = 80
FIELDS = ("board", "bag", "hands", "specials", "colours", "box", "current", "stopped", "passes", "free", "over")
REASONS = ("stopped", "blocked")


def bonus_for(rank: int, players: int) -> int:
    """The bonus of the `rank`-th player to stop (0 first): +6, +3, +1, and nothing for the last one."""
    return BONUSES[rank] if rank < min(len(BONUSES), players - 1) else 0


def cell_dict(x: int, y: int, tile: str, face: int = 0, rotation: int = 0) -> dict:
    return {"x": x, "y": y, "tile": tile, "face": face, "rotation": rotation, "hunter": None}


def revealed(state: dict) -> list:
    """For each player, whether their shepherd lies on the board."""
    on_board = {cell["tile"] for cell in state["board"]}
    return [shepherd(colour) in on_board for colour in state["colours"]]


def active(state: dict) -> list:
    """The players who have not stopped, in seat order."""
    return [seat for seat in range(state["players"]) if seat not in state["stopped"]]


def acting(state: dict) -> int:
    """Who places now: the revealer during their free placement, else the player whose turn it is."""
    return state["current"] if state["free"] is None else state["free"]


def may_draw(state: dict) -> bool:
    """Whether a player who cannot lay draws instead: the bag holds tiles and they are not the last one in."""
    return bool(state["bag"]) and len(active(state)) > 1


def placements(board: dict, tiles: list) -> list:
    """Every way to put one of `tiles` on the board: (tile, face, rotation, x, y), square by square."""
    found = []
    for square in free_squares(board):
        wanted = [(side, want) for side, want in enumerate(needs(board, square)) if want is not None]
        for tile in tiles:
            for face, rotation, sides in ORIENTATIONS[tile]:
                if all(sides[side] == want for side, want in wanted):
                    found.append((tile, face, rotation) + square)
    return found


def forest_squares(board: dict, regions: Regions) -> list:
    """Empty squares whose every neighbour shows forest, with the forests they would join."""
    found = []
    for square in free_squares(board):
        wanted = needs(board, square)
        if all(want in (None, FOREST) for want in wanted):
            x, y = square
            joined = [
                regions.forest_at(*neighbour(x, y, side), (side + 2) % 4)
                for side, want in enumerate(wanted) if want is not None
            ]
            found.append((square, joined))
    return found


def wolf_squares(board: dict, regions: Regions) -> list:
    """Where a wolf may go: beside forest only, and no hunter in the forests it joins."""
    return [square for square, joined in forest_squares(board, regions)
            if not any(forest["hunters"] for forest in joined)]


def hunter_squares(board: dict, regions: Regions) -> list:
    """Where a hunter may go: on a wolf without one, or beside forest only where no wolf lies."""
    on_wolves = [(x, y) for (x, y), cell in board.items() if cell.kind == "wolf" and cell.hunter is None]
    in_forests = [square for square, joined in forest_squares(board, regions)
                  if not any(forest["wolves"] for forest in joined)]
    return sorted(on_wolves + in_forests, key=lambda square: (square[1], square[0]))


def wolves_and_hunters(state: dict, player: int, board: dict, regions: Regions) -> list:
    """The wolf and hunter actions `player` may take now, with what lies before them."""
    held = {TILES[tile].kind for tile in state["specials"][player]}
    actions = []
    if "wolf" in held:
        actions += [{"type": "wolf", "x": x, "y": y} for x, y in wolf_squares(board, regions)]
    if "hunter" in held:
        actions += [{"type": "hunter", "x": x, "y": y} for x, y in hunter_squares(board, regions)]
    return actions


class Moutons(Rules):
    info = GameInfo(
        id="moutons",
        names={"fr": "La Guerre des Moutons", "en": "Wooly Bully"},
        min_players=2,
        max_players=4,
        ages=(7, None),
        options=(Option("hands", HANDS, default="hidden"),),
        turns=REACTIONS,
        outcome_reasons=REASONS,
        publisher="Lui-Même",
    )
    bots = {"easy": RandomBot, "normal": ShepherdBot}

    def setup(self, state: dict, rng: Rng, options: dict) -> None:
        colours = list(COLOURS)
        rng.shuffle(colours)
        players = state["players"]
        bag = list(LANDSCAPES + SPECIALS)
        rng.shuffle(bag)
        state.update(
            board=[cell_dict(0, 0, CENTRE)],
            bag=bag,
            hands=[[] for _ in range(players)],
            specials=[[] for _ in range(players)],
            colours=colours[:players],
            box=colours[players:],
            current=0,
            stopped=[],
            passes=0,
            free=None,
            over=None,
        )
        for seat in range(players):
            emit(state, "shepherd", player=seat, secret_for=seat, secret={"colour": colours[seat]})
            self._draw(state, seat, HAND_SIZE)
        emit(state, "turn", player=0)

    # -- who may act, and what ------------------------------------------------

    def to_move(self, state: dict) -> list:
        if state["over"] is not None:
            return []
        first = acting(state)
        others = [seat for seat in active(state) if seat != first]
        if state["free"] is not None:  # while it is placed, only a wolf or a hunter may come in between
            board = board_of(state["board"])
            regions = Regions(board)
            others = [seat for seat in others if wolves_and_hunters(state, seat, board, regions)]
        return [first] + others

    def legal_actions(self, state: dict, player: int) -> list:
        board = board_of(state["board"])
        free = state["free"]
        actions = []
        if player == acting(state):
            actions = [
                {"type": "place", "tile": tile, "face": face, "rotation": rotation, "x": x, "y": y}
                for tile, face, rotation, x, y in placements(board, state["hands"][player])
            ]
            if free is not None:
                actions.append({"type": "pass"})
            elif not actions:
                actions.append({"type": "draw" if may_draw(state) else "pass"})
        if free is None and not revealed(state)[player]:
            own = shepherd(state["colours"][player])
            actions += [{"type": "reveal", "x": x, "y": y} for _, _, _, x, y in placements(board, [own])]
        if state["specials"][player]:
            actions += wolves_and_hunters(state, player, board, Regions(board))
        return actions + ([{"type": "stop"}] if free is None else [])

    # -- what an action does --------------------------------------------------

    def play(self, state: dict, player: int, action: dict, rng: Rng) -> None:
        kind = action["type"]
        if kind == "place":
            self._place(state, player, action)
        elif kind == "reveal":
            self._reveal(state, player, action["x"], action["y"])
        elif kind in ("wolf", "hunter"):
            self._special(state, player, kind, action["x"], action["y"])
        elif kind == "draw":
            self._draw_instead(state, player)
        elif kind == "pass":
            self._pass(state, player)
        else:
            self._stop(state, player)
        self._check_end(state)

    def _lay(self, state: dict, player: int, cell: dict) -> None:
        """A tile goes on the board: the tiles it touches are drawn, the enclosures it closes announced."""
        before = board_of(state["board"])
        wanted = needs(before, (cell["x"], cell["y"]))
        state["board"].append(cell)
        state["passes"] = 0
        if len(active(state)) > 1:
            self._draw(state, player, touched(wanted))
        regions = Regions(board_of(state["board"]))
        closed = []
        for index, area in enumerate(turned(cell["tile"], cell["face"], cell["rotation"]).areas):
            enclosure = regions.enclosure_at(cell["x"], cell["y"], index) if area.meadow else None
            if enclosure and enclosure["closed"] and enclosure not in closed:
                closed.append(enclosure)
                emit(state, "closed", colour=enclosure["colour"], sheep=enclosure["sheep"],
                     cells=enclosure["cells"], voided=enclosure["voided"])

    def _place(self, state: dict, player: int, action: dict) -> None:
        tile = action["tile"]
        state["hands"][player].remove(tile)
        free = state["free"] == player
        emit(state, "placed", player=player, tile=tile, face=action["face"], rotation=action["rotation"],
             x=action["x"], y=action["y"], free=free)
        self._lay(state, player, cell_dict(action["x"], action["y"], tile, action["face"], action["rotation"]))
        if free:
            state["free"] = None
        else:
            self._next_turn(state)

    def _reveal(self, state: dict, player: int, x: int, y: int) -> None:
        colour = state["colours"][player]
        emit(state, "revealed", player=player, colour=colour, x=x, y=y)
        self._lay(state, player, cell_dict(x, y, shepherd(colour)))
        state["free"] = player
        emit(state, "free", player=player)

    def _special(self, state: dict, player: int, kind: str, x: int, y: int) -> None:
        tile = next(t for t in state["specials"][player] if TILES[t].kind == kind)
        state["specials"][player].remove(tile)
        state["passes"] = 0
        board = board_of(state["board"])
        on_wolf = (x, y) in board
        if on_wolf:
            next(cell for cell in state["board"] if (cell["x"], cell["y"]) == (x, y))["hunter"] = tile
        else:
            state["board"].append(cell_dict(x, y, tile))
        regions = Regions(board_of(state["board"]))
        forest = regions.forest_at(x, y, 0)
        touching = [e for e in regions.enclosures if forest["id"] in e["forests"]]
        emit(state, kind, player=player, x=x, y=y, on_wolf=on_wolf, forest=forest["cells"],
             enclosures=[{"colour": e["colour"], "sheep": e["sheep"], "cells": e["cells"]} for e in touching])

    def _draw_instead(self, state: dict, player: int) -> None:
        """No tile fits: one tile from the bag in place of a tile laid, and the turn ends."""
        state["passes"] = 0
        emit(state, "drew_instead", player=player)
        self._draw(state, player, 1)
        self._next_turn(state)

    def _pass(self, state: dict, player: int) -> None:
        emit(state, "passed", player=player, free=state["free"] == player)
        if state["free"] == player:
            state["free"] = None
            return
        state["passes"] += 1
        self._next_turn(state)

    def _stop(self, state: dict, player: int) -> None:
        rank = len(state["stopped"])
        state["stopped"].append(player)
        state["passes"] = 0
        emit(state, "stopped", player=player, bonus=bonus_for(rank, state["players"]))
        if player == state["current"] and active(state):
            self._next_turn(state)

    def _next_turn(self, state: dict) -> None:
        still = active(state)
        if not still:
            return
        seat = state["current"]
        for _ in range(state["players"]):
            seat = (seat + 1) % state["players"]
            if seat in still:
                break
        state["current"] = seat
        emit(state, "turn", player=seat)

    def _check_end(self, state: dict) -> None:
        still = active(state)
        if still and state["passes"] < len(still):
            return
        state["over"] = "blocked" if still else "stopped"
        state["free"] = None
        outcome = self.outcome(state)
        emit(state, "over", winners=outcome["winners"], scores=outcome["scores"], reason=outcome["reason"],
             colours=list(state["colours"]))

    def _draw(self, state: dict, player: int, count: int) -> None:
        """Draw up to `count` tiles: landscapes into the hand, wolves and hunters face up before the player."""
        drawn = state["bag"][:count]
        del state["bag"][:count]
        tiles = [tile for tile in drawn if tile not in SPECIALS]
        specials = [tile for tile in drawn if tile in SPECIALS]
        state["hands"][player] += tiles
        state["specials"][player] += specials
        if not drawn:
            return
        public = {"player": player, "count": len(drawn), "specials": [TILES[t].kind for t in specials]}
        if state["options"]["hands"] == "open":
            emit(state, "drew", tiles=tiles, **public)
        else:
            emit(state, "drew", secret_for=player, secret={"tiles": tiles}, **public)

    # -- what is seen, how it ends ----------------------------------------------

    def scores(self, state: dict, regions: Regions) -> list:
        """Each player's total now: their best closed enclosure not void (0 if none), plus their stopping bonus."""
        bonus = self.bonuses(state)
        sheep = [score_of(regions, colour) for colour in state["colours"]]
        return [count + (bonus[seat] or 0) for seat, count in enumerate(sheep)]

    def bonuses(self, state: dict) -> list:
        """Each player's stopping bonus, None while they play on."""
        bonus = [None] * state["players"]
        for rank, seat in enumerate(state["stopped"]):
            bonus[seat] = bonus_for(rank, state["players"])
        return bonus

    def view(self, state: dict, player: int | None) -> dict:
        """What `player` sees (None: the table), everything a page draws from:

        - current, free (who owes a free placement, or None), alone (the last
          one plays on), stopped (in order), bonuses (None while playing on),
          next_bonus, passes, bag (a count);
        - board: cells {x, y, tile, kind, face, rotation, hunter (on a wolf),
          sides (N E S W), areas [{kind, sides, sheep}]}, as they lie;
        - enclosures [{colour, sheep, cells, open (sides), closed, voided,
          forests}], forests [{id, cells, wolves, hunters, dangerous}];
        - hands (the seat's own, or all when open; else None), hand_sizes,
          specials (wolves and hunters face up), revealed, colours and scores
          (for the seat itself, the revealed, and everyone once over);
        - moves: what the seat may do now (squares per tile in hand, reveal,
          wolf and hunter squares, draw, pass, stop), None when it may not act.
        """
        board = board_of(state["board"])
        regions = Regions(board)
        shown = revealed(state)
        over = state["over"] is not None
        sees = [over or shown[seat] or seat == player for seat in range(state["players"])]
        open_hands = state["options"]["hands"] == "open"
        scores = self.scores(state, regions)
        return {
            "current": state["current"],
            "free": state["free"],
            "alone": len(active(state)) == 1,
            "stopped": list(state["stopped"]),
            "bonuses": self.bonuses(state),
            "next_bonus": bonus_for(len(state["stopped"]), state["players"]),
            "passes": state["passes"],
            "bag": len(state["bag"]),
            "board": [self._cell_view(cell) for cell in state["board"]],
            "enclosures": [
                {key: e[key] for key in ("colour", "sheep", "cells", "closed", "voided", "forests")}
                | {"open": len(e["open"])}
                for e in regions.enclosures
            ],
            "forests": [dict(forest) for forest in regions.forests],
            "hands": [
                [{"tile": tile, "faces": [face.as_dict() for face in TILES[tile].faces]} for tile in hand]
                if open_hands or seat == player else None
                for seat, hand in enumerate(state["hands"])
            ],
            "hand_sizes": [len(hand) for hand in state["hands"]],
            "specials": [
                {"wolves": sum(TILES[t].kind == "wolf" for t in held), "hunters": sum(TILES[t].kind == "hunter" for t in held)}
                for held in state["specials"]
            ],
            "revealed": shown,
            "colours": [colour if sees[seat] else None for seat, colour in enumerate(state["colours"])],
            "scores": [score if sees[seat] else None for seat, score in enumerate(scores)],
            "moves": self._moves(state, player),
        }

    @staticmethod
    def _cell_view(cell: dict) -> dict:
        tile = TILES[cell["tile"]]
        return {
            "x": cell["x"], "y": cell["y"], "tile": cell["tile"], "kind": tile.kind,
            "face": cell["face"], "rotation": cell["rotation"], "hunter": cell["hunter"] is not None,
            **turned(cell["tile"], cell["face"], cell["rotation"]).as_dict(),
        }

    def _moves(self, state: dict, player: int | None) -> dict | None:
        """What the viewer may do now, grouped for a page: squares per tile in hand, and the other moves."""
        if player is None or state["over"] is not None or player not in self.to_move(state):
            return None
        moves = {"place": {}, "reveal": [], "wolf": [], "hunter": [], "draw": False, "pass": False, "stop": False}
        for action in self.legal_actions(state, player):
            kind = action["type"]
            if kind == "place":
                spot = {key: action[key] for key in ("face", "rotation", "x", "y")}
                moves["place"].setdefault(action["tile"], []).append(spot)
            elif kind in ("draw", "pass", "stop"):
                moves[kind] = True
            else:
                moves[kind].append([action["x"], action["y"]])
        return moves

    def outcome(self, state: dict) -> dict | None:
        if state["over"] is None:
            return None
        scores = self.scores(state, Regions(board_of(state["board"])))
        best = max(scores)
        return {"winners": [seat for seat, score in enumerate(scores) if score == best],
                "scores": scores, "reason": state["over"]}

    # -- saved games ------------------------------------------------------------

    def check_state(self, state: dict) -> None:
        """Every field as play leaves it; the tiles themselves are counted by the engine after this."""
        check_fields(state, FIELDS)
        players = state["players"]
        self._check_board(state["board"])
        require(is_list(state["bag"], lambda t: t in LANDSCAPES or t in SPECIALS), "bag: landscape, wolf, hunter tiles")
        require(is_list(state["hands"], lambda hand: is_list(hand, lambda t: t in LANDSCAPES), players),
                "hands: landscape tiles, one hand per player")
        require(is_list(state["specials"], lambda held: is_list(held, lambda t: t in SPECIALS), players),
                "specials: wolves and hunters, one row per player")
        colours, box = state["colours"], state["box"]
        require(is_list(colours, lambda c: c in COLOURS, players) and is_list(box, lambda c: c in COLOURS)
                and sorted(colours + box) == sorted(COLOURS), "colours, box: each colour once")
        stopped, current, free, over = state["stopped"], state["current"], state["free"], state["over"]
        require(is_list(stopped, lambda seat: is_player(state, seat)) and len(set(stopped)) == len(stopped),
                "stopped: seats, each once")
        still = active(state)
        require(is_player(state, current), "current: a seat")
        require(is_int(state["passes"], 0, players), "passes: 0 to the number of players")
        require(over is None or over in REASONS, "over: None or a reason")
        if over is None:
            require(still and current in still and state["passes"] < len(still),
                    "a game in play has its current player still in, and not everyone passed")
        else:
            require(over == ("blocked" if still else "stopped"), "over: why it ended")
            require(free is None, "a game over gives no free placement")
        require(free is None or (is_player(state, free) and free in still and revealed(state)[free]),
                "free: a player still in who revealed")

    @staticmethod
    def _check_board(cells) -> None:
        """Cells with a tile, face, rotation and hunter each; the centre first; every tile touches and matches."""
        require(is_list(cells) and 1 <= len(cells) <= len(TILES), "board: a list of cells")
        keys = {"x", "y", "tile", "face", "rotation", "hunter"}
        for cell in cells:
            require(type(cell) is dict and set(cell) == keys, "board: cells with x, y, tile, face, rotation, hunter")
            require(is_int(cell["x"], -REACH, REACH) and is_int(cell["y"], -REACH, REACH), "board: x, y near the centre")
            tile = TILES.get(cell["tile"]) if type(cell["tile"]) is str else None
            require(tile is not None and tile.kind in ("centre", "shepherd", "landscape", "wolf", "hunter"),
                    "board: a tile of the game")
            require(is_int(cell["face"], 0, len(tile.faces) - 1) and is_int(cell["rotation"], 0, 3)
                    and (tile.kind == "landscape" or cell["rotation"] == 0), "board: a face and a rotation")
            hunter = cell["hunter"]
            require(hunter is None or (tile.kind == "wolf" and type(hunter) is str and hunter in SPECIALS
                                       and TILES[hunter].kind == "hunter"), "board: a hunter only on a wolf")
        first = cells[0]
        require(first["tile"] == CENTRE and (first["x"], first["y"]) == (0, 0), "board: the centre first, at 0, 0")
        board = board_of(cells)
        require(len(board) == len(cells), "board: one tile per square")
        for (x, y), cell in board.items():
            wanted = needs(board, (x, y))
            require(fits(cell.shown.sides, wanted), "board: every tile matches its neighbours")
            require(cell.tile == CENTRE or touched(wanted), "board: every tile touches another")

    # -- for the conformance suite -------------------------------------------

    def shuffle_hidden(self, state: dict, player: int | None, rng: Rng) -> None:
        """Deal anew what `player` cannot see: the bag's order, the others' hidden hands, the secret colours."""
        hidden = [] if state["options"]["hands"] == "open" else [
            seat for seat in range(state["players"]) if seat != player]
        bag = state["bag"]
        spots = [index for index, tile in enumerate(bag) if tile not in SPECIALS]
        pool = [bag[index] for index in spots] + [tile for seat in hidden for tile in state["hands"][seat]]
        rng.shuffle(pool)
        for seat in hidden:
            size = len(state["hands"][seat])
            state["hands"][seat], pool = pool[:size], pool[size:]
        for index, tile in zip(spots, pool):
            bag[index] = tile
        if state["over"] is None:
            shown = revealed(state)
            secret = [seat for seat in range(state["players"]) if seat != player and not shown[seat]]
            colours = [state["colours"][seat] for seat in secret] + state["box"]
            rng.shuffle(colours)
            for seat in secret:
                state["colours"][seat] = colours.pop(0)
            state["box"] = colours

    def components(self, state: dict) -> list:
        """Every tile: on the board (hunters on wolves too), in the bag, in hands, before players, shepherds."""
        tiles = [cell["tile"] for cell in state["board"]] + [c["hunter"] for c in state["board"] if c["hunter"]]
        tiles += state["bag"] + [t for hand in state["hands"] for t in hand] + [t for held in state["specials"] for t in held]
        shown = revealed(state)
        tiles += [shepherd(colour) for seat, colour in enumerate(state["colours"]) if not shown[seat]]
        tiles += [shepherd(colour) for colour in state["box"]]
        return sorted(tiles)


RULES = Moutons()
