"""Sorcière au pain d'épices (HABA, "Knusperhexe", 2009): pull biscuits off the witch's roof before it falls.

The complete rules as played here:

- 36 biscuit cards show, on their other side, one of 4 treats (chocolate,
  lollipop, doughnut, cupcake), 9 cards each; every card also shows 1 to 3
  barley sugars: of each treat's 9 cards, 4 show 1, 3 show 2 and 2 show 3.
  5 candies wait in the reserve.
- The roof: the cards are shuffled and laid biscuit side up on the
  gingerbread house, corners first, then along the edges, then overlapping
  toward the middle until no gap shows (the places and what rests on what:
  see roof.py).
- The youngest player starts a table's first game; then each in turn, clockwise.
- On their turn a player pulls one card off the roof, as steadily as they
  can. The roof may collapse: the steadier the pull, the fewer cards on the
  one pulled and the fuller the roof, the less likely; a full roof is at its
  sturdiest, so a first pull almost never brings it down (roof.py). If it
  holds, the card is turned over:
  - a treat other than the one on top of the player's pile (or their first
    card): the player keeps it, treat up, on their pile;
  - the same treat: the card goes back on the roof, biscuit up, at a free
    place the player chooses.
  Then the next player goes.
- A round ends when the roof collapses, or when its last card is pulled.
  The player who brought it down cannot win the round and gets no card. Of
  the others, the one with the most cards takes a candy from the reserve; a
  tie goes to the most barley sugars among the tied, and a second tie to
  nobody. Then the roof is built again from all 36 cards, and the next
  player to the left of the one who started the round starts the next.
- The first player with two candies wins the game (and dances around the
  table).

Decisions the printed rules leave open, made here:
- The pull is measured: a pull carries a steadiness in [0, 1] that the page
  measures from the child's drag (a computer player has its own), and the
  engine decides the collapse with the game's seeded generator, so the same
  seed and the same pulls give the same collapses.
- A card put back lies on top of the roof, at an empty place where it rests
  on the rim's walls or on a card (a place over the open middle would drop
  it into the house). Everyone saw its treat: the roof remembers it
  ("shown"), and what a seat sees tells it.
- The last card of the roof ends the round and is kept whatever its treat:
  put back, it could bounce between players with the same treat on top
  for ever.
- A player needs at least one card to win a round's candy.
- Each round's start passes to the left: whoever starts a round is more
  likely to take its candy (they never hold fewer cards than the others),
  so the start goes round the table rather than to whoever follows the
  player who ended the round.
- The start also passes to the left from one game to the next at the same
  table ("Celui qui a mangé des bonbons en dernier a le droit de
  commencer", and the youngest when the table cannot agree): the option
  `starter` is the seat that starts a game's first round, the youngest (0)
  unless told, and playing again at the same table asks for the next seat.
  A game is often over in two or three rounds, so with the youngest
  starting every game the first seats would keep an edge and the last seat
  win least (docs/referee.md).
- With 4 players the reserve cannot run out: at most 4 candies are given
  before someone holds two.
"""

from __future__ import annotations

from ..core import GameInfo, Option, Rng, Rules, check_fields, emit, is_int, is_list, is_player, require, valid_measure
from .bots import CarefulBot, ShakyBot
from .roof import PLACE_COUNT, collapse_chance, free_places, well_built

TREATS = ("chocolate", "lollipop", "doughnut", "cupcake")
#: Barley sugars on the 9 cards of each treat: the tie-break.
SUGARS = (1, 1, 1, 1, 2, 2, 2, 3, 3)
CANDIES = 5
CANDIES_TO_WIN = 2
#: The seat that starts a game's first round: the youngest unless told (see the rules' decisions).
STARTERS = ("0", "1", "2", "3")
#: The steadiness legal_actions shows for a pull: any float in [0, 1] is accepted in its place.
REPRESENTATIVE_STEADINESS = 0.5

FIELDS = ("roof", "piles", "holding", "candies", "reserve", "current", "round", "pulls", "ruined", "winner")


def treat_cards() -> list:
    """The 36 cards, in a fixed order: each treat with its barley sugars."""
    return [{"treat": treat, "sugars": sugars} for treat in TREATS for sugars in SUGARS]


def is_card(card) -> bool:
    return (type(card) is dict and set(card) == {"treat", "sugars"} and type(card["treat"]) is str
            and card["treat"] in TREATS and is_int(card["sugars"], 1, 3))


def is_roof_card(entry) -> bool:
    """{place, card}, and "shown": true for a card seen as it was put back (a save from before it may lack it)."""
    return type(entry) is dict and set(entry) - {"shown"} == {"place", "card"} \
        and entry.get("shown", True) is True and is_int(entry["place"], 0, PLACE_COUNT - 1) and is_card(entry["card"])


def roof_places(state: dict) -> list:
    """The places that hold a card, bottom of the stack first."""
    return [entry["place"] for entry in state["roof"]]


def round_starter(round_number: int, players: int, starter: int = 0) -> int:
    """Who starts a round: the game's starter the first round, then each round the next one to the left."""
    return (starter + round_number - 1) % players


def next_starter(options: dict, players: int) -> str:
    """The `starter` of the next game at the same table: the seat to the left of this game's."""
    return STARTERS[(int(options["starter"]) + 1) % players]


def round_winner(piles: list, spoiler: int | None) -> tuple:
    """(winner or None, why) of a round: most cards, then most barley sugars; the spoiler cannot win.

    `why` is "cards", "sugars", "tie" (a second tie) or "empty" (nobody holds a card).
    """
    contenders = [seat for seat, pile in enumerate(piles) if seat != spoiler and pile]
    if not contenders:
        return None, "empty"
    most = max(len(piles[seat]) for seat in contenders)
    tied = [seat for seat in contenders if len(piles[seat]) == most]
    if len(tied) == 1:
        return tied[0], "cards"
    sugars = {seat: sum(card["sugars"] for card in piles[seat]) for seat in tied}
    best = max(sugars.values())
    tied = [seat for seat in tied if sugars[seat] == best]
    return (tied[0], "sugars") if len(tied) == 1 else (None, "tie")


class Sorciere(Rules):
    info = GameInfo(
        id="sorciere",
        names={"fr": "Sorcière au pain d'épices", "en": "Candy Witch"},
        min_players=2,
        max_players=4,
        ages=(5, None),
        options=(Option("starter", STARTERS, default="0"),),
        outcome_reasons=("candies",),
        publisher="HABA",
    )
    bots = {"easy": ShakyBot, "normal": CarefulBot}

    def check_options(self, players: int, options: dict) -> dict:
        checked = super().check_options(players, options)
        if int(checked["starter"]) >= players:
            raise ValueError(f"sorciere: starter is a seat of the {players} players, not {checked['starter']}")
        return checked

    def setup(self, state: dict, rng: Rng, options: dict) -> None:
        players, starter = state["players"], int(options["starter"])
        state.update(
            roof=[], piles=[[] for _ in range(players)], holding=None, candies=[0] * players, reserve=CANDIES,
            current=starter, round=0, pulls=0, ruined=False, winner=None,
        )
        self._build_roof(state, rng, treat_cards())
        emit(state, "turn", player=starter)

    def _build_roof(self, state: dict, rng: Rng, cards: list) -> None:
        """Shuffle the cards and lay them, biscuit up, place by place in building order."""
        rng.shuffle(cards)
        state["roof"] = [{"place": place, "card": card} for place, card in enumerate(cards)]
        state["round"] += 1
        state["pulls"] = 0
        emit(state, "roof_built", round=state["round"], roof=roof_places(state))

    # -- whose turn, what may be done ---------------------------------------

    def to_move(self, state: dict) -> list:
        return [state["current"]]

    def legal_actions(self, state: dict, player: int) -> list:
        if state["holding"] is not None:
            return [{"type": "put_back", "place": place} for place in free_places(roof_places(state))]
        return [{"type": "pull", "place": place, "steadiness": REPRESENTATIVE_STEADINESS}
                for place in sorted(roof_places(state))]

    def accept(self, state: dict, player: int, action, legal: list) -> dict | None:
        """A pull is taken with the steadiness it was measured with: any float in [0, 1]."""
        if type(action) is dict and action.get("type") == "pull":
            steadiness = action.get("steadiness")
            if not valid_measure(steadiness):
                return None
            legal_one = super().accept(state, player, {**action, "steadiness": REPRESENTATIVE_STEADINESS}, legal)
            return None if legal_one is None else {**legal_one, "steadiness": steadiness}
        return super().accept(state, player, action, legal)

    # -- what an action does --------------------------------------------------

    def play(self, state: dict, player: int, action: dict, rng: Rng) -> None:
        if action["type"] == "put_back":
            self._put_back(state, player, action["place"])
        else:
            self._pull(state, player, action["place"], action["steadiness"], rng)

    def _pull(self, state: dict, player: int, place: int, steadiness: float, rng: Rng) -> None:
        places = roof_places(state)
        chance = collapse_chance(places, place, steadiness)
        state["pulls"] += 1
        emit(state, "pulled", player=player, place=place, steadiness=steadiness, chance=round(chance, 4))
        if rng.random() < chance:
            emit(state, "collapsed", player=player, place=place)
            self._end_round(state, spoiler=player, rng=rng)
            return
        entry = state["roof"].pop(places.index(place))
        card = entry["card"]
        pile = state["piles"][player]
        if not state["roof"] or not pile or pile[-1]["treat"] != card["treat"]:
            pile.append(card)
            emit(state, "kept", player=player, place=place, card=dict(card))
            if not state["roof"]:
                self._end_round(state, spoiler=None, rng=rng)
                return
            self._next_player(state, player)
        else:
            state["holding"] = card
            emit(state, "same", player=player, place=place, card=dict(card))

    def _put_back(self, state: dict, player: int, place: int) -> None:
        card, state["holding"] = state["holding"], None
        state["roof"].append({"place": place, "card": card, "shown": True})
        emit(state, "put_back", player=player, place=place, card=dict(card))
        self._next_player(state, player)

    def _next_player(self, state: dict, player: int) -> None:
        state["current"] = (player + 1) % state["players"]
        emit(state, "turn", player=state["current"])

    def _end_round(self, state: dict, spoiler: int | None, rng: Rng) -> None:
        """Count the piles, give the candy, then the game is won or the roof is built again."""
        piles = state["piles"]
        winner, why = round_winner(piles, spoiler)
        if winner is not None:
            state["candies"][winner] += 1
            state["reserve"] -= 1
        emit(state, "round_over", round=state["round"], spoiler=spoiler, winner=winner, why=why,
             cards=[len(pile) for pile in piles], sugars=[sum(card["sugars"] for card in pile) for pile in piles],
             candies=list(state["candies"]))
        if winner is not None and state["candies"][winner] >= CANDIES_TO_WIN:
            state["winner"] = winner
            state["ruined"] = spoiler is not None
            emit(state, "over", winners=[winner], reason="candies")
            return
        cards = [entry["card"] for entry in state["roof"]] + [card for pile in piles for card in pile]
        state["piles"] = [[] for _ in piles]
        self._build_roof(state, rng, sorted(cards, key=lambda card: (card["treat"], card["sugars"])))
        state["current"] = round_starter(state["round"], state["players"], int(state["options"]["starter"]))
        emit(state, "turn", player=state["current"])

    # -- what is seen, how it ends -------------------------------------------

    def view(self, state: dict, player: int | None) -> dict:
        """Everything but the treats of the cards on the roof (biscuit side up) that nobody saw go back."""
        return {
            "current": state["current"],
            "phase": "put_back" if state["holding"] is not None else "pull",
            "roof": roof_places(state),
            "shown": [{"place": entry["place"], "treat": entry["card"]["treat"]} for entry in state["roof"]
                      if entry.get("shown")],
            "holding": dict(state["holding"]) if state["holding"] is not None else None,
            "free": free_places(roof_places(state)) if state["holding"] is not None else [],
            "piles": [[dict(card) for card in pile] for pile in state["piles"]],
            "candies": list(state["candies"]),
            "reserve": state["reserve"],
            "round": state["round"],
            "pulls": state["pulls"],
            "ruined": state["ruined"],
        }

    def outcome(self, state: dict) -> dict | None:
        if state["winner"] is None:
            return None
        return {"winners": [state["winner"]], "scores": list(state["candies"]), "reason": "candies"}

    # -- saved games ------------------------------------------------------------

    def check_state(self, state: dict) -> None:
        """Every field as play leaves it; the cards themselves are counted by the engine after this."""
        check_fields(state, FIELDS)
        players = state["players"]
        roof, piles, holding = state["roof"], state["piles"], state["holding"]
        require(is_list(roof, is_roof_card) and len(roof) <= PLACE_COUNT, "roof: places holding cards")
        places = roof_places(state)
        require(len(set(places)) == len(places), "roof: one card per place")
        require(is_list(piles, lambda pile: is_list(pile, is_card), players), "piles: cards for each player")
        require(holding is None or is_card(holding), "holding: a card or nothing")
        candies, reserve = state["candies"], state["reserve"]
        require(is_list(candies, lambda count: is_int(count, 0, CANDIES_TO_WIN), players)
                and is_int(reserve, 0, CANDIES) and reserve + sum(candies) == CANDIES, "candies: 5 in all")
        require(is_player(state, state["current"]), "current: a seat")
        require(is_int(state["round"], 1, 10**6) and is_int(state["pulls"], 0, 10**6), "round, pulls: counts")
        require(type(state["ruined"]) is bool, "ruined: true or false")
        winner = state["winner"]
        winners = [seat for seat, count in enumerate(candies) if count >= CANDIES_TO_WIN]
        if winner is not None:
            require(is_player(state, winner) and winners == [winner], "the winner holds two candies, alone")
            require(holding is None, "a game over waits for no card")
        else:
            require(not winners and not state["ruined"], "two candies end the game, and only a game over lies in ruins")
            require(roof, "a round in play has cards on its roof")
        if not state["ruined"]:
            require(well_built(places), "every card of the roof rests on something")
        if holding is not None:
            pile = piles[state["current"]]
            require(pile and pile[-1]["treat"] == holding["treat"] and free_places(places),
                    "a card goes back for the same treat on top, to a free place")

    # -- for the conformance suite -------------------------------------------

    def shuffle_hidden(self, state: dict, player: int | None, rng: Rng) -> None:
        """Deal anew the treats of the cards on the roof that nobody saw go back."""
        hidden = [entry for entry in state["roof"] if not entry.get("shown")]
        cards = [entry["card"] for entry in hidden]
        rng.shuffle(cards)
        for entry, card in zip(hidden, cards):
            entry["card"] = card

    def components(self, state: dict) -> list:
        """Every card (roof, piles, the one going back) and every candy (reserve, players)."""
        cards = [entry["card"] for entry in state["roof"]] + [card for pile in state["piles"] for card in pile]
        if state["holding"] is not None:
            cards.append(state["holding"])
        parts = [("card", card["treat"], card["sugars"]) for card in cards]
        parts += [("candy", "", 0)] * (state["reserve"] + sum(state["candies"]))
        return sorted(parts)


def pull_chance(view: dict, place: int, steadiness: float) -> float:
    """The collapse chance of a pull, from what a seat sees (for computer players and the page's trembling)."""
    return collapse_chance(view["roof"], place, steadiness)


RULES = Sorciere()
