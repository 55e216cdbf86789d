"""Méchanlou (Djeco, 2011): lay the story of Little Red Riding Hood before the wolf takes it.

The complete rules as played here:

- The draw pile is 34 cards: the story cards 1 to 6 four times each (24)
  and 10 wolf cards, shuffled; each player gets 3. The 16 forest cards
  (8 hunters, 8 wolves) are shuffled apart: 8 lie face down in a circle,
  8 wait in a pile in its middle. The youngest player starts.
- On their turn a player does one of three things:
  - lay a story card in their row: each number once, 1 to 5 in any order,
    the 6 only when 1 to 5 are all there;
  - put one of their cards under the draw pile;
  - play a wolf on a story card of another player's row, one their own
    row lacks. The defender sings "Promenons-nous dans les bois", then
    turns over one of the face-down forest cards of their choice. A wolf in
    the forest: the story card moves to the attacker's row. A hunter
    ("Bang!"): it stays. The wolf card goes under the draw pile either way;
    the forest card leaves the circle and the next one from the pile takes
    its place, face down.
- The last card (NB3): with 1 to 5 in their row, a player may play a wolf
  to take one card blindly from another player's hand. A 6 joins their row;
  anything else goes under the draw pile with the wolf, and the robbed
  player draws back to 3 at once.
- After every turn the player draws back to 3 cards. The first player with
  the six story cards in their row wins.

Decisions the printed rules leave open, made here:
- A wolf attacks only a number the attacker's row lacks (else the card
  could not join their row); a story card a player cannot use may always
  be put under the draw pile.
- When the forest pile is empty, the turned forest cards are shuffled into
  a new pile.
- The blind card of NB3 is drawn at random from the robbed player's hand:
  no seat knows the order of another's hand, so a pick is a random one.
- The draw pile never runs dry: before anyone wins, a row holds at most
  one card of each number 1 to 5, so with 4 players at most 20 cards lie in
  rows and 12 in hands, and 2 of the 34 are still in the pile. Drawing
  still stops politely on an empty pile.
- Hands are hidden (each view shows its own) or open (every view shows
  all of them), as the teacher chooses: option `hands`.
"""

from __future__ import annotations

from ..core import GameInfo, Option, Rng, Rules, check_fields, emit, is_int, is_list, is_player, require
from .bots import RandomBot, SensibleBot

STORY_NUMBERS = (1, 2, 3, 4, 5, 6)
LAST_NUMBER = STORY_NUMBERS[-1]
COPIES_PER_NUMBER = 4
WOLF_CARDS = 10
HAND_SIZE = 3
FOREST_HUNTERS = 8
FOREST_WOLVES = 8
CIRCLE_SIZE = 8
HANDS = ("hidden", "open")

WOLF = {"kind": "wolf"}


def story(number: int) -> dict:
    return {"kind": "story", "number": number}


def draw_pile_cards() -> list:
    """The 34 cards shuffled into the draw pile."""
    stories = [story(n) for n in STORY_NUMBERS for _ in range(COPIES_PER_NUMBER)]
    return stories + [dict(WOLF) for _ in range(WOLF_CARDS)]


def forest_cards() -> list:
    return ["hunter"] * FOREST_HUNTERS + ["wolf"] * FOREST_WOLVES


FOREST_NAMES = ("hunter", "wolf")
FIELDS = ("deck", "hands", "rows", "circle", "forest_pile", "forest_used", "current", "attack", "winner")


def is_card(card) -> bool:
    """Whether `card` is a wolf or a story card, exactly as the game writes them."""
    if type(card) is not dict:
        return False
    if set(card) == {"kind"}:
        return card["kind"] == "wolf"
    return set(card) == {"kind", "number"} and card["kind"] == "story" and is_int(card["number"], 1, LAST_NUMBER)


def is_row(row) -> bool:
    """Story numbers, each once, in order, the 6 only after 1 to 5."""
    return (
        is_list(row, lambda number: is_int(number, 1, LAST_NUMBER))
        and all(a < b for a, b in zip(row, row[1:]))
        and (LAST_NUMBER not in row or len(row) == LAST_NUMBER)
    )


def is_forest(name) -> bool:
    return type(name) is str and name in FOREST_NAMES


def can_lay(row: list, number: int) -> bool:
    """Each number once in a row, and the 6 only after 1 to 5."""
    if number in row:
        return False
    return number != LAST_NUMBER or len(row) == LAST_NUMBER - 1


def ready_for_last(row: list) -> bool:
    """1 to 5 lie in the row: a wolf may now go for the 6 in a hand (NB3)."""
    return len(row) == LAST_NUMBER - 1 and LAST_NUMBER not in row


def _unique(cards: list) -> list:
    """The cards without repeats, in their first order: identical cards make one action."""
    seen = []
    for card in cards:
        if card not in seen:
            seen.append(card)
    return seen


class Mechanlou(Rules):
    info = GameInfo(
        id="mechanlou",
        names={"fr": "Méchanlou", "en": "Méchanlou"},
        min_players=2,
        max_players=4,
        ages=(4, 7),
        options=(Option("hands", HANDS, default="hidden"),),
        outcome_reasons=("story",),
        publisher="Djeco",
    )
    bots = {"easy": RandomBot, "normal": SensibleBot}

    def setup(self, state: dict, rng: Rng, options: dict) -> None:
        deck = draw_pile_cards()
        rng.shuffle(deck)
        forest = forest_cards()
        rng.shuffle(forest)
        players = state["players"]
        state.update(
            deck=deck,
            hands=[[] for _ in range(players)],
            rows=[[] for _ in range(players)],
            circle=forest[:CIRCLE_SIZE],
            forest_pile=forest[CIRCLE_SIZE:],
            forest_used=[],
            current=0,
            attack=None,
            winner=None,
        )
        for player in range(players):
            self._draw_back(state, player)
        emit(state, "turn", player=0)

    # -- whose turn, what may be done ---------------------------------------

    def to_move(self, state: dict) -> list:
        attack = state["attack"]
        return [attack["defender"]] if attack else [state["current"]]

    def legal_actions(self, state: dict, player: int) -> list:
        if state["attack"]:
            return [{"type": "search", "spot": spot} for spot in range(len(state["circle"]))]
        hand, rows = state["hands"][player], state["rows"]
        row = rows[player]
        numbers = sorted({card["number"] for card in hand if card["kind"] == "story"})
        actions = [{"type": "lay", "number": n} for n in numbers if can_lay(row, n)]
        if WOLF in hand:
            opponents = [p for p in range(state["players"]) if p != player]
            actions += [
                {"type": "attack", "defender": q, "number": n}
                for q in opponents
                for n in rows[q]
                if n not in row
            ]
            if ready_for_last(row):
                actions += [{"type": "steal", "opponent": q} for q in opponents if state["hands"][q]]
        actions += [{"type": "return", "card": dict(card)} for card in _unique(hand)]
        return actions

    # -- what an action does --------------------------------------------------

    def play(self, state: dict, player: int, action: dict, rng: Rng) -> None:
        kind = action["type"]
        if kind == "search":
            self._search(state, player, action["spot"], rng)
        elif kind == "attack":
            self._take_from_hand(state, player, WOLF)
            state["attack"] = {"attacker": player, "defender": action["defender"], "number": action["number"]}
            emit(state, "attacked", attacker=player, defender=action["defender"], number=action["number"])
        elif kind == "steal":
            self._steal(state, player, action["opponent"], rng)
        elif kind == "lay":
            self._take_from_hand(state, player, story(action["number"]))
            self._lay(state, player, action["number"])
            if state["winner"] is None:
                self._end_turn(state, player)
        else:
            card = action["card"]
            self._take_from_hand(state, player, card)
            state["deck"].append(dict(card))
            self._emit_private(state, "returned", player, {"card": dict(card)}, player=player)
            self._end_turn(state, player)

    def _take_from_hand(self, state: dict, player: int, card: dict) -> None:
        state["hands"][player].remove(card)

    def _lay(self, state: dict, player: int, number: int) -> None:
        row = state["rows"][player]
        row.append(number)
        row.sort()
        emit(state, "laid", player=player, number=number)
        if len(row) == len(STORY_NUMBERS):
            state["winner"] = player
            emit(state, "over", winners=[player], reason="story")

    def _search(self, state: dict, defender: int, spot: int, rng: Rng) -> None:
        """The defender turns over a forest card of their choice: it decides the attacked card's fate."""
        attack = state["attack"]
        attacker, number = attack["attacker"], attack["number"]
        forest = state["circle"][spot]
        emit(state, "searched", player=defender, spot=spot, forest=forest)
        if forest == "wolf":
            state["rows"][defender].remove(number)
            row = state["rows"][attacker]
            row.append(number)
            row.sort()
            emit(state, "taken", attacker=attacker, defender=defender, number=number)
        else:
            emit(state, "saved", player=defender, attacker=attacker, number=number)
        state["deck"].append(dict(WOLF))
        emit(state, "under_pile", player=attacker, cards=[dict(WOLF)])
        state["forest_used"].append(forest)
        self._refill_circle(state, spot, rng)
        state["attack"] = None
        self._end_turn(state, attacker)

    def _refill_circle(self, state: dict, spot: int, rng: Rng) -> None:
        if not state["forest_pile"]:
            pile = state["forest_used"]
            rng.shuffle(pile)
            state["forest_pile"], state["forest_used"] = pile, []
            emit(state, "forest_reshuffled", count=len(pile))
        state["circle"][spot] = state["forest_pile"].pop(0)
        emit(state, "forest_refilled", spot=spot)

    def _steal(self, state: dict, player: int, opponent: int, rng: Rng) -> None:
        self._take_from_hand(state, player, WOLF)
        hand = state["hands"][opponent]
        card = hand.pop(rng.below(len(hand)))
        emit(state, "stole", player=player, opponent=opponent, card=card)
        if card == story(LAST_NUMBER):
            state["deck"].append(dict(WOLF))
            emit(state, "under_pile", player=player, cards=[dict(WOLF)])
            self._lay(state, player, LAST_NUMBER)
            return
        state["deck"] += [dict(WOLF), card]
        emit(state, "under_pile", player=player, cards=[dict(WOLF), card])
        self._draw_back(state, opponent)
        self._end_turn(state, player)

    def _draw_back(self, state: dict, player: int) -> None:
        """Draw from the top of the pile until the hand holds 3 (or the pile is empty)."""
        hand, deck = state["hands"][player], state["deck"]
        drawn = []
        while len(hand) < HAND_SIZE and deck:
            card = deck.pop(0)
            hand.append(card)
            drawn.append(card)
        if drawn:
            self._emit_private(state, "drew", player, {"cards": drawn}, player=player, count=len(drawn))

    def _emit_private(self, state: dict, kind: str, owner: int, secret: dict, **public) -> None:
        """One event, its `secret` part seen by `owner` only (by all when hands are open)."""
        if state["options"]["hands"] == "open":
            emit(state, kind, **public, **secret)
        else:
            emit(state, kind, secret_for=owner, secret=secret, **public)

    def _end_turn(self, state: dict, player: int) -> None:
        self._draw_back(state, player)
        state["current"] = (player + 1) % state["players"]
        emit(state, "turn", player=state["current"])

    # -- what is seen, how it ends -------------------------------------------

    def view(self, state: dict, player: int | None) -> dict:
        open_hands = state["options"]["hands"] == "open"
        hands = [
            [dict(card) for card in hand] if open_hands or seat == player else None
            for seat, hand in enumerate(state["hands"])
        ]
        used = state["forest_used"]
        attack = state["attack"]
        return {
            "current": state["current"],
            "phase": "defend" if attack else "turn",
            "attack": dict(attack) if attack else None,
            "rows": [list(row) for row in state["rows"]],
            "hands": hands,
            "hand_sizes": [len(hand) for hand in state["hands"]],
            "deck": len(state["deck"]),
            "circle": len(state["circle"]),
            "forest_pile": len(state["forest_pile"]),
            "forest_used": {"hunter": used.count("hunter"), "wolf": used.count("wolf")},
            "row_goal": len(STORY_NUMBERS),
        }

    def outcome(self, state: dict) -> dict | None:
        if state["winner"] is None:
            return None
        return {
            "winners": [state["winner"]],
            "reason": "story",
            "scores": [len(row) for row in state["rows"]],
        }

    # -- saved games ------------------------------------------------------------

    def check_state(self, state: dict) -> None:
        """Every field as play leaves it; the cards themselves are counted by the engine after this."""
        check_fields(state, FIELDS)
        players = state["players"]
        require(is_list(state["deck"], is_card), "deck: cards")
        hands, rows = state["hands"], state["rows"]
        require(is_list(hands, lambda hand: is_list(hand, is_card) and len(hand) <= HAND_SIZE, players),
                "hands: up to 3 cards for each player")
        require(is_list(rows, is_row, players), "rows: each number once, in order, the 6 last")
        require(is_list(state["circle"], is_forest, CIRCLE_SIZE), "circle: 8 forest cards")
        require(is_list(state["forest_pile"], is_forest) and is_list(state["forest_used"], is_forest),
                "forest_pile, forest_used: forest cards")
        current, attack, winner = state["current"], state["attack"], state["winner"]
        require(is_player(state, current), "current: a seat")
        complete = [seat for seat, row in enumerate(rows) if len(row) == len(STORY_NUMBERS)]
        if winner is not None:
            require(is_player(state, winner) and complete == [winner], "the winner has the whole story")
            require(attack is None, "a game over waits for no defence")
            return
        require(not complete, "a whole story ends the game")
        if attack is not None:
            require(type(attack) is dict and set(attack) == {"attacker", "defender", "number"},
                    "attack: attacker, defender, number")
            attacker, defender, number = attack["attacker"], attack["defender"], attack["number"]
            require(attacker == current and is_player(state, attacker) and is_player(state, defender)
                    and attacker != defender, "attack: the current player against another")
            require(is_int(number, 1, LAST_NUMBER) and number in rows[defender] and number not in rows[attacker],
                    "attack: a number of the defender's row that the attacker's lacks")
        for seat, hand in enumerate(hands):
            short = attack is not None and seat == attack["attacker"]  # the wolf lies on the attacked card
            require(len(hand) == HAND_SIZE - short, "every hand is full between turns")

    # -- for the conformance suite -------------------------------------------

    def shuffle_hidden(self, state: dict, player: int | None, rng: Rng) -> None:
        """Deal anew what `player` cannot see: the draw pile, the other hands (if hidden), the forest."""
        hidden_hands = [] if state["options"]["hands"] == "open" else [
            seat for seat in range(state["players"]) if seat != player
        ]
        pool = state["deck"] + [card for seat in hidden_hands for card in state["hands"][seat]]
        rng.shuffle(pool)
        for seat in hidden_hands:
            size = len(state["hands"][seat])
            state["hands"][seat], pool = pool[:size], pool[size:]
        state["deck"] = pool
        forest = state["circle"] + state["forest_pile"]
        rng.shuffle(forest)
        state["circle"], state["forest_pile"] = forest[:CIRCLE_SIZE], forest[CIRCLE_SIZE:]

    def components(self, state: dict) -> list:
        """Every card: pile, hands, rows; and every forest card: circle, pile, used."""
        cards = [("card", card["kind"], card.get("number", 0)) for card in state["deck"]]
        cards += [("card", card["kind"], card.get("number", 0)) for hand in state["hands"] for card in hand]
        cards += [("card", "story", number) for row in state["rows"] for number in row]
        wolf = state["attack"] is not None  # the wolf card lies on the attacked card until the search
        cards += [("card", "wolf", 0)] * wolf
        forest = state["circle"] + state["forest_pile"] + state["forest_used"]
        return sorted(cards + [("forest", name, 0) for name in forest])


RULES = Mechanlou()
