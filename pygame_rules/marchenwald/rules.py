"""Im Märchenwald (Adlung-Spiele, 2000): a memory hunt for seven magic objects.

The complete rules as played here:

- The forest is 7 x 7 face-down cards: 36 object cards, 3 witches, 2 crows,
  1 castle and 7 dwarfs, shuffled. One of the 4 magic mirrors is drawn: its
  object is the first one to seek. 10 filler trees wait beside the forest.
- On their turn a player reveals one face-down card.
  - The sought object at the foot of the tree: found. The card joins the
    row beside the mirror, a filler tree takes its place, and the same player
    reveals again, now seeking the object in that card's small mirror.
  - Another object: turned face down again; the next player goes.
  - A witch: the player swaps two other face-down cards without looking, then
    the witch is turned face down again and the next player goes.
  - A crow: with two or more objects found it steals the first one found and
    both leave the game (a filler tree takes the crow's place); with fewer it
    hides again.
  - A dwarf: it joins the dwarf row and a filler tree takes its place. When
    the seventh dwarf comes out, the dwarfs win.
  - A filler tree: the player misses their next turn (no effect in solo).
  - The castle: once seven objects lie by the mirror, finding it wins;
    before that it hides again.
- Variants: "coop" (everyone helps, all win or lose together), "solo" (one
  player against the dwarfs), "competitive" (without help: whoever finds the
  castle after the seventh object wins; the dwarfs still win against all).
- When a crow leaves fewer than seven objects, the hunt goes on from the
  small mirror of the last object found.

Decisions the printed rules leave open, made here:
- The 36 object cards are designed, not dealt: object i of the circle below
  shows in its mirrors the objects i+1, i+2 and i+3. Any hunt returns to an
  object at the soonest 4 finds later, so no object is sought more often
  than its three cards allow before the game is decided: the hunt can
  always go on from every starting mirror (tests walk every possible hunt).
- When no filler tree is left, a gap stays empty and cannot be revealed.
- Filler trees go into the forest face down, like every card, so a child
  cannot tell them from the others: that is what makes them a penalty.
- With two or more players the turn passes to the left (player 0, 1, ...);
  a player who must miss a turn is skipped once.
"""

from __future__ import annotations

from ..core import GameInfo, Option, Rng, Rules, check_fields, emit, is_int, is_list, is_player, require
from .bots import ForgetfulBot, RememberingBot

#: The twelve objects in their circle: each object's cards show, in their
#: small mirrors, the next three objects of the circle. Names are those of
#: the pictures the site draws them with (Fluent Emoji glyphs, or our own
#: drawings for the golden ball, glass slipper, spindle and cudgel).
OBJECTS = (
    "red-apple",
    "womans-hat",
    "spindle",
    "basket",
    "golden-ball",
    "scissors",
    "rose",
    "glass-slipper",
    "cudgel",
    "cookie",
    "coin",
    "womans-boot",
)

#: The objects of the four magic mirrors, one per quarter of the circle.
MAGIC_MIRRORS = tuple(OBJECTS[i] for i in (0, 3, 6, 9))

MIRROR_STEPS = (1, 2, 3)
OBJECTS_TO_FIND = 7
SIZE = 7
DWARFS = 7
WITCHES = 3
CROWS = 2
FILLER_TREES = 10


def object_cards() -> list:
    """The 36 object cards: each object three times, each with a different mirror object."""
    count = len(OBJECTS)
    return [
        {"kind": "object", "object": OBJECTS[i], "mirror": OBJECTS[(i + step) % count]}
        for i in range(count)
        for step in MIRROR_STEPS
    ]


def forest_cards() -> list:
    """The 49 cards shuffled into the forest."""
    return (
        object_cards()
        + [{"kind": "witch"} for _ in range(WITCHES)]
        + [{"kind": "crow"} for _ in range(CROWS)]
        + [{"kind": "castle"}]
        + [{"kind": "dwarf"} for _ in range(DWARFS)]
    )


TREE = {"kind": "tree"}

#: Every card there is, as (kind, object, mirror) with None for the plain ones: what a saved card may be.
KNOWN_CARDS = frozenset(
    (card["kind"], card.get("object"), card.get("mirror"))
    for card in forest_cards() + [TREE]
)
PHASES = ("reveal", "swap")
STATUSES = ("hidden", "shown", "empty")
FIELDS = (
    "forest", "mirror", "seeking", "found", "found_by", "dwarfs", "out_of_game", "fillers_left",
    "current", "phase", "swap_first", "witch_place", "missing_turn", "winners",
)


def is_card(card, kind: str | None = None) -> bool:
    """Whether `card` is one of the game's cards (of `kind`, when given), exactly as the game writes it."""
    if type(card) is not dict or not all(type(value) is str for value in card.values()):
        return False
    if set(card) != ({"kind", "object", "mirror"} if card.get("kind") == "object" else {"kind"}):
        return False
    key = (card["kind"], card.get("object"), card.get("mirror"))
    return key in KNOWN_CARDS and (kind is None or card["kind"] == kind)


class Marchenwald(Rules):
    info = GameInfo(
        id="marchenwald",
        names={"fr": "Im Märchenwald", "en": "Im Märchenwald"},
        min_players=1,
        max_players=8,
        ages=(5, None),
        options=(Option("variant", ("coop", "solo", "competitive"), default="coop"),),
        outcome_reasons=("castle", "dwarfs"),
        publisher="Adlung-Spiele",
    )
    bots = {"easy": ForgetfulBot, "normal": RememberingBot}

    def check_options(self, players: int, options: dict) -> dict:
        if players == 1 and options.get("variant", "coop") == "coop":  # cooperating alone is the solo game
            options["variant"] = "solo"
        options = super().check_options(players, options)
        if options["variant"] == "solo" and players != 1:
            raise ValueError("the solo variant is for one player")
        if options["variant"] == "competitive" and players < 2:
            raise ValueError("the competitive variant needs two players or more")
        return options

    def setup(self, state: dict, rng: Rng, options: dict) -> None:
        cards = forest_cards()
        rng.shuffle(cards)
        mirror = rng.choice(MAGIC_MIRRORS)
        state.update(
            forest=[{"card": card, "status": "hidden"} for card in cards],
            mirror=mirror,
            seeking=mirror,
            found=[],
            found_by=[],
            dwarfs=[],
            out_of_game=[],
            fillers_left=FILLER_TREES,
            current=0,
            phase="reveal",
            swap_first=None,
            witch_place=None,
            missing_turn=[False] * state["players"],
            winners=None,
        )

    # -- whose turn, what may be done ---------------------------------------

    def to_move(self, state: dict) -> list:
        return [state["current"]]

    def legal_actions(self, state: dict, player: int) -> list:
        forest = state["forest"]
        if state["phase"] == "swap":
            return [
                {"type": "swap", "place": place}
                for place, spot in enumerate(forest)
                if spot["status"] == "hidden" and place != state["swap_first"]
            ]
        return [
            {"type": "reveal", "place": place}
            for place, spot in enumerate(forest)
            if spot["status"] == "hidden"
        ]

    # -- what an action does --------------------------------------------------

    def play(self, state: dict, player: int, action: dict, rng: Rng) -> None:
        if action["type"] == "swap":
            self._pick_for_swap(state, player, action["place"])
        else:
            self._reveal(state, player, action["place"])

    def _reveal(self, state: dict, player: int, place: int) -> None:
        spot = state["forest"][place]
        card = spot["card"]
        emit(state, "revealed", player=player, place=place, card=card)
        kind = card["kind"]
        if kind == "object":
            if card["object"] == state["seeking"]:
                self._find(state, player, place)
                return
            self._hide_again(state, place)
        elif kind == "witch":
            spot["status"] = "shown"
            state.update(phase="swap", witch_place=place, swap_first=None)
            emit(state, "witch", player=player, place=place)
            if len(self.legal_actions(state, player)) < 2:  # too few cards left to swap
                self._end_swap(state, place)
                self._next_player(state)
            return
        elif kind == "crow":
            if len(state["found"]) >= 2:
                stolen = state["found"].pop(0)
                state["found_by"].pop(0)
                state["out_of_game"] += [stolen, card]
                if len(state["found"]) < OBJECTS_TO_FIND:
                    state["seeking"] = state["found"][-1]["mirror"]
                emit(state, "crow_stole", place=place, object=stolen["object"], next=state["seeking"])
                self._fill(state, place)
            else:
                emit(state, "crow_hid", place=place)
                self._hide_again(state, place)
        elif kind == "dwarf":
            state["dwarfs"].append(card)
            emit(state, "dwarf", place=place, dwarfs=len(state["dwarfs"]))
            self._fill(state, place)
            if len(state["dwarfs"]) == DWARFS:
                self._end(state, winners=[], reason="dwarfs")
                return
        elif kind == "tree":
            misses = state["options"]["variant"] != "solo"
            state["missing_turn"][player] = misses
            emit(state, "tree", player=player, place=place, misses_turn=misses)
            self._hide_again(state, place)
        elif kind == "castle":
            if len(state["found"]) >= OBJECTS_TO_FIND:
                emit(state, "castle", player=player, place=place)
                spot["status"] = "shown"
                everyone = list(range(state["players"]))
                winners = [player] if state["options"]["variant"] == "competitive" else everyone
                self._end(state, winners=winners, reason="castle")
                return
            emit(state, "castle_too_early", place=place)
            self._hide_again(state, place)
        self._next_player(state)

    def _find(self, state: dict, player: int, place: int) -> None:
        card = state["forest"][place]["card"]
        state["found"].append(card)
        state["found_by"].append(player)
        state["seeking"] = "castle" if len(state["found"]) >= OBJECTS_TO_FIND else card["mirror"]
        emit(state, "found", player=player, place=place, object=card["object"], next=state["seeking"])
        self._fill(state, place)

    def _pick_for_swap(self, state: dict, player: int, place: int) -> None:
        if state["swap_first"] is None:
            state["swap_first"] = place
            return
        first = state["swap_first"]
        forest = state["forest"]
        forest[first]["card"], forest[place]["card"] = forest[place]["card"], forest[first]["card"]
        emit(state, "swapped", player=player, places=[first, place])
        self._end_swap(state, state["witch_place"])
        self._next_player(state)

    def _end_swap(self, state: dict, witch_place: int) -> None:
        state.update(phase="reveal", swap_first=None, witch_place=None)
        self._hide_again(state, witch_place)

    def _hide_again(self, state: dict, place: int) -> None:
        state["forest"][place]["status"] = "hidden"
        emit(state, "hidden_again", place=place)

    def _fill(self, state: dict, place: int) -> None:
        """A filler tree takes the place, face down; with none left the place stays empty."""
        spot = state["forest"][place]
        if state["fillers_left"]:
            state["fillers_left"] -= 1
            spot.update(card=dict(TREE), status="hidden")
            emit(state, "filled", place=place)
        else:
            spot.update(card=None, status="empty")
            emit(state, "cleared", place=place)

    def _next_player(self, state: dict) -> None:
        """The turn passes to the left, skipping once each player who must miss a turn."""
        players = state["players"]
        current = state["current"]
        while True:
            current = (current + 1) % players
            if players > 1 and state["missing_turn"][current]:
                state["missing_turn"][current] = False
                emit(state, "skipped", player=current)
                continue
            break
        state["current"] = current
        emit(state, "turn", player=current)

    def _end(self, state: dict, winners: list, reason: str) -> None:
        state["winners"] = winners
        state["end_reason"] = reason
        emit(state, "over", winners=winners, reason=reason)

    # -- what is seen, how it ends -------------------------------------------

    def view(self, state: dict, player: int | None) -> dict:
        forest = []
        for place, spot in enumerate(state["forest"]):
            shown = {"place": place, "status": spot["status"]}
            if spot["status"] == "shown":
                shown["card"] = dict(spot["card"])
            forest.append(shown)
        return {
            "forest": forest,
            "mirror": state["mirror"],
            "seeking": state["seeking"],
            "found": [dict(card) for card in state["found"]],
            "found_by": list(state["found_by"]),
            "dwarfs": len(state["dwarfs"]),
            "current": state["current"],
            "phase": state["phase"],
            "swap_first": state["swap_first"],
            "missing_turn": list(state["missing_turn"]),
            "fillers_left": state["fillers_left"],
            "objects_to_find": OBJECTS_TO_FIND,
        }

    def outcome(self, state: dict) -> dict | None:
        if state["winners"] is None:
            return None
        scores = [state["found_by"].count(p) for p in range(state["players"])]
        return {"winners": list(state["winners"]), "reason": state["end_reason"], "scores": scores}

    # -- saved games ------------------------------------------------------------

    def check_state(self, state: dict) -> None:
        """Every field as play leaves it; the cards themselves are counted by the engine after this."""
        over = state.get("winners") is not None
        check_fields(state, FIELDS + (("end_reason",) if over else ()))
        players = state["players"]
        forest = state["forest"]
        require(is_list(forest, length=SIZE * SIZE), "the forest is 7 x 7 spots")
        for spot in forest:
            require(type(spot) is dict and set(spot) == {"card", "status"}, "a spot is a card and its status")
            status, card = spot["status"], spot["card"]
            require(status in STATUSES, f"a spot is one of {STATUSES}")
            require(card is None if status == "empty" else is_card(card), "a spot holds a card, or is empty")
        require(state["mirror"] in MAGIC_MIRRORS, "the mirror is one of the four magic mirrors")
        found, found_by = state["found"], state["found_by"]
        require(is_list(found, lambda card: is_card(card, "object")) and len(found) <= OBJECTS_TO_FIND,
                "found: up to seven object cards")
        require(is_list(found_by, lambda player: is_player(state, player), len(found)), "found_by: who found each")
        require(all(a["mirror"] == b["object"] for a, b in zip(found, found[1:])), "found: each in the last one's mirror")
        out = state["out_of_game"]
        require(is_list(out, is_card) and len(out) % 2 == 0 and len(out) <= 2 * CROWS, "out_of_game: pairs")
        require(all(out[i]["kind"] == "object" and out[i + 1]["kind"] == "crow" for i in range(0, len(out), 2)),
                "out_of_game: an object card and the crow that stole it")
        if not out:
            require(found[:1] == [] or found[0]["object"] == state["mirror"], "the first find is the mirror's object")
        expected = state["mirror"] if not found else "castle" if len(found) == OBJECTS_TO_FIND else found[-1]["mirror"]
        require(state["seeking"] == expected, f"seeking: {expected}, as the mirrors and finds say")
        dwarfs = state["dwarfs"]
        require(is_list(dwarfs, lambda card: is_card(card, "dwarf")) and len(dwarfs) <= DWARFS, "dwarfs: up to 7")
        require(is_int(state["fillers_left"], 0, FILLER_TREES), "fillers_left: 0 to 10")
        statuses = [spot["status"] for spot in forest]
        require("empty" not in statuses or state["fillers_left"] == 0, "a gap stays only when no filler is left")
        require(is_player(state, state["current"]), "current: a seat")
        missing = state["missing_turn"]
        require(is_list(missing, lambda flag: type(flag) is bool, players), "missing_turn: one bool per player")
        require(not missing[state["current"]], "the current player does not miss this turn")
        require(state["options"]["variant"] != "solo" or not any(missing), "nobody misses a turn in solo")
        phase, witch, first = state["phase"], state["witch_place"], state["swap_first"]
        require(phase in PHASES, f"phase: one of {PHASES}")
        shown = [place for place, status in enumerate(statuses) if status == "shown"]
        if phase == "swap":
            require(not over, "a game over waits for no swap")
            require(is_int(witch, 0, len(forest) - 1) and shown == [witch]
                    and forest[witch]["card"]["kind"] == "witch", "swap: the witch shows at witch_place")
            require(first is None or is_int(first, 0, len(forest) - 1) and statuses[first] == "hidden",
                    "swap_first: None or a face-down card")
            require(statuses.count("hidden") >= 2, "a swap needs two face-down cards")
        else:
            require(witch is None and first is None, "no swap going on")
        if not over:
            require(len(dwarfs) < DWARFS, "the seventh dwarf ends the game")
            require(phase == "swap" or not shown, "cards show only during a witch's swap or at the end")
            require("hidden" in statuses, "a card is left to reveal")
            return
        winners, reason = state["winners"], state["end_reason"]
        require(is_list(winners, lambda player: is_player(state, player)) and len(set(winners)) == len(winners),
                "winners: players")
        if reason == "dwarfs":
            require(winners == [] and len(dwarfs) == DWARFS and not shown, "the dwarfs win against everyone")
            return
        require(reason == "castle", "end_reason: castle or dwarfs")
        require(len(found) == OBJECTS_TO_FIND, "the castle wins once seven objects are found")
        require(len(shown) == 1 and forest[shown[0]]["card"]["kind"] == "castle", "the castle shows at the end")
        if state["options"]["variant"] == "competitive":
            require(len(winners) == 1, "whoever found the castle wins")
        else:
            require(winners == list(range(players)), "everyone wins together")

    # -- for the conformance suite -------------------------------------------

    def shuffle_hidden(self, state: dict, player: int | None, rng: Rng) -> None:
        """Face-down cards are hidden from everyone: deal them anew among their places."""
        places = [i for i, spot in enumerate(state["forest"]) if spot["status"] == "hidden"]
        cards = [state["forest"][i]["card"] for i in places]
        rng.shuffle(cards)
        for place, card in zip(places, cards):
            state["forest"][place]["card"] = card

    def components(self, state: dict) -> list:
        """Every card: the forest's, the found ones, the dwarfs, the stolen ones, the spare trees."""
        cards = [spot["card"] for spot in state["forest"] if spot["card"] is not None]
        cards += state["found"] + state["dwarfs"] + state["out_of_game"]
        cards += [TREE] * state["fillers_left"]
        return sorted(tuple(sorted(card.items())) for card in cards)


RULES = Marchenwald()
