"""Méli Cado (Cartaping): get rid of your letter cards by making words, all at once, in real time.

The complete rules as played here:

- The deck: 100 letter cards (blue, red, green) after the letter
  frequencies of the game's language (French, English; the German,
  Spanish, Italian and Indonesian extensions play the French deck less the
  letters their language removes) and 4 jokers; the purple specials the
  language plays (nine, eight in Indonesian) are shuffled apart (`cards`).
  Each player gets 7 letter cards, hidden.
- A sequence: the two top cards of the draw pile make the base of the row,
  face up. Its starter (seat 0 in the first round) may turn the base round,
  may turn over the top special card (it rules the whole sequence), and
  must lay the first card. A starter who cannot (their own call) lays the
  base under the pile, takes two new cards as the base and one penalty
  card; still stuck, they say so, and everyone may play. With the option
  `first_insertion`, the starter's first card may also go between the two
  base cards.
- Then anyone, at any moment, lays a card of their hand on a stack of the
  row (covering it), before it or after it, so that the row is a word.
  Blue cards go anywhere and may be covered; red cards cannot be covered;
  green cards only at an end of the row; a joker is any letter (chosen as
  it is laid) and keeps its colour. Nobody lays three cards in a row at
  the same spot. A word cannot appear twice in a round.
- The specials: FONETIK, a spelling that sounds like a word counts (its
  letters, read aloud by the language's spelling rules, every one heard,
  sound like a word players know: KOM is comme);
  SREVNE'L A, words are read right to left; SINGULIER, no plurals;
  CONJUGAISON INTERDITE, no conjugated verb forms (a participle read as
  an adjective is one; a noun of its own, la marche, is not); 2 PAR 2, two cards at
  once, both showing in the new word; VERTICALE, a word may also be written
  down from any letter of the row (and grows at its foot); INVERSION DES
  COULEURS, red cards rule as green and green as red; INSERTION, cards may
  also go between two stacks; ENGLISH, English words count too (in an
  English game, the card reads FRANÇAIS and French words count).
- Méli: put the stacks of the row in another order so that they make
  another word, every green card showing at an end; the player discards
  one card of their choice under the pile. Cado: take one stack away so
  that the rest is a word of another root (no lemma shared, and the row
  read as a word of another family: LOUPE then LOUP, not CHANTE then
  CHANT); the stack goes to the hand of
  another player of the caller's choice.
- Exchange: at any moment, one card of the hand goes under the pile for
  the three top cards.
- Blocking: when every player has said that the row is blocked (since it
  last changed), its cards go under the pile, the special goes back under
  the purple pile, two new cards make the base and the next player starts.
- A fault costs the player two cards from the pile: a row that is no word,
  a word seen before in the round, a red card covered, a green card in the
  middle, a failed Méli or Cado. The cards played go back to the hand.
- Simultaneous plays: every action carries the table's clock in
  milliseconds (`at_ms`), a measured value like a pull's steadiness: the
  page stamps every action, the computer players' too, with one clock that
  goes on from the saved state's `clock` after a reload. The engine keeps
  the largest clock it was sent (an earlier stamp counts as that clock:
  actions are applied in the order they arrive), so the same actions give
  the same game. A play that arrives within half a second of another
  player's play, and is wrong only because that play came first, sends
  both back: the first play is undone, both cards return to
  their hands with no penalty, and neither may lay that card again until
  the row changes.
- A round ends when a player has no card left, or when the draw pile holds
  fewer than three letter cards, jokers aside (nothing left for a new base
  and its penalty card). Each card left in a hand is a point. The game
  ends after the chosen number of rounds, or when a player reaches the
  chosen score; the fewest points win.

Decisions the printed rules leave open, made here:
- A fault is judged at once (the table never misses one), and its cards
  go back to the hand.
- "The same spot": covering the same stack, the front, the back, the same
  gap; "three in a row": the last two plays on the row were this
  player's, at that spot.
- Every spelling shown on the table in a round, bases included, counts as
  seen; a play makes new words only.
- Cado needs a row of three stacks or more (words are two letters or
  more); a stack with a word down cannot be taken.
- The round's first starter moves one seat on each round; a blocking's
  next starter is the seat after the last starter.
- A joker turned up for a base goes under the pile: the next card is taken.
- Everyone always has something to do: the pile never holds fewer than
  three cards during a round, so a card may always be exchanged.
"""

from __future__ import annotations

from ..core import (
    REAL_TIME, GameInfo, Option, Rng, Rules, check_fields, emit, is_int, is_list, is_player, require, same_json,
)
from .bots import EasyPlayer, NormalPlayer
from .cards import (
    ALPHABET,
    COLOUR_SWAP,
    INSERTION,
    TWO_BY_TWO,
    VERTICAL,
    is_hand_card,
    is_joker,
    is_row_card,
    letter_cards,
    specials_of,
)
from .judge import Judge, other_language
from .lexicon import LANGUAGES, Lexicon
from .row import cards_on, copy_row, fits, spelling, spot, stack_of, words_on

HAND_SIZE = 7
BASE_SIZE = 2
PENALTY = 2
EXCHANGE = 3
#: The round ends when the draw pile holds fewer letter cards than this (jokers aside).
LOW_PILE = 3
#: Two plays this close (ms of the table's clock) that clash both go back.
WINDOW_MS = 500
#: The largest clock a table sends (about 30 years in ms): anything larger is not a measure.
MAX_CLOCK = 10**12
#: The letter a joker shows in the legal actions; `accept` takes any letter in its place.
JOKER_LETTER = "A"
#: The longest row or word down a state may hold: every card of the deck.
MAX_LENGTH = 104

ENDS = ("rounds_3", "rounds_1", "rounds_5", "points_20", "points_30", "points_50")
#: Every reason a "fault" event may give, for the page to show and say.
FAULTS = ("not_a_word", "seen", "red_covered", "green_middle", "no_meli", "no_cado")

FIELDS = (
    "deck", "hands", "row", "specials", "special", "starter", "round_starter", "opening", "new_base_taken",
    "seen", "votes", "held", "last_play", "streak", "clock", "rounds", "over",
)


def end_of(options: dict) -> tuple:
    """("rounds", n) or ("points", n): when the game ends."""
    kind, number = options["end"].split("_")
    return kind, int(number)


def without(cards: list, taken: list) -> list:
    """`cards` less one copy of each of `taken` (a multiset difference)."""
    left = list(cards)
    for card in taken:
        if card in left:
            left.remove(card)
    return left


def letters_left(deck: list) -> int:
    """The letter cards of the pile, jokers aside: what a base, a penalty or an exchange can still use."""
    return sum(not is_joker(card) for card in deck)


def listed_play(card: str, how: str, index: int) -> dict:
    """A placement as legal_actions lists it: a joker shows JOKER_LETTER, the player's letter goes in its place."""
    return {"card": card, "letter": JOKER_LETTER if is_joker(card) else card[1], "how": how, "index": index}


def is_permutation(order, length: int) -> bool:
    return is_list(order, lambda index: type(index) is int, length) and sorted(order) == list(range(length))


def is_letter(letter) -> bool:
    return type(letter) is str and len(letter) == 1 and letter in ALPHABET


class MeliCado(Rules):
    info = GameInfo(
        id="meli_cado",
        names={"fr": "Méli Cado", "en": "Méli Cado"},
        min_players=2,
        max_players=4,
        ages=(7, None),
        options=(
            Option("language", LANGUAGES, default="fr"),
            Option("end", ENDS, default="rounds_3"),
            Option("first_insertion", ("no", "yes"), default="no"),
        ),
        turns=REAL_TIME,
        outcome_reasons=("rounds", "points"),
        publisher="Cartaping",
    )
    bots = {"easy": EasyPlayer, "normal": NormalPlayer}

    def __init__(self, lexicons: dict | None = None):
        """`lexicons`: language -> Lexicon, for tests with small word lists; else each is loaded when first asked."""
        self.lexicons = dict(lexicons or {})

    def lexicon(self, language: str):
        if language not in self.lexicons:
            self.lexicons[language] = Lexicon.load(language)
        return self.lexicons[language]

    @staticmethod
    def lexicon_languages(language: str) -> tuple:
        """The lexicons a game in `language` may read: its own, and the one the ENGLISH card adds."""
        return language, other_language(language)

    def judge(self, state: dict) -> Judge:
        return Judge(self.lexicon, state["options"]["language"], state["special"])

    # -- dealing ---------------------------------------------------------------

    def setup(self, state: dict, rng: Rng, options: dict) -> None:
        players = state["players"]
        specials = list(specials_of(options["language"]))
        rng.shuffle(specials)
        state.update(
            deck=letter_cards(options["language"]), hands=[[] for _ in range(players)], row=[],
            specials=specials, special=None, starter=0, round_starter=0, opening=True, new_base_taken=False,
            seen=[], votes=[], held=[[] for _ in range(players)], last_play=None, streak=None, clock=0,
            rounds=[], over=False,
        )
        self._deal_round(state, rng)

    def _deal_round(self, state: dict, rng: Rng) -> None:
        """Every letter card back in the pile, shuffled; 7 to each player; a new base."""
        cards = sorted(state["deck"] + [card for hand in state["hands"] for card in hand] + cards_on(state["row"]))
        rng.shuffle(cards)
        state.update(deck=cards, row=[], seen=[])
        self._special_back(state)
        emit(state, "round", number=len(state["rounds"]) + 1, starter=state["starter"])
        for player in range(state["players"]):
            state["hands"][player] = []
            self._draw(state, player, HAND_SIZE, "dealt")
        self._new_sequence(state)

    def _new_sequence(self, state: dict) -> None:
        """Two cards from the pile make the base; its starter alone acts first."""
        self._lay_base(state)
        state.update(opening=True, new_base_taken=False, votes=[], last_play=None, streak=None)
        state["held"] = [[] for _ in range(state["players"])]

    def _lay_base(self, state: dict) -> None:
        """The two top letter cards: a joker turned up goes under the pile (it would show no letter)."""
        deck, base = state["deck"], []
        while len(base) < BASE_SIZE:
            card = deck.pop(0)
            if is_joker(card):
                deck.append(card)
            else:
                base.append(card)
        state["row"] = [stack_of(card) for card in base]
        self._saw(state, [spelling(state["row"])])
        emit(state, "base", starter=state["starter"], row=copy_row(state["row"]), word=spelling(state["row"]))

    def _special_back(self, state: dict) -> None:
        if state["special"] is not None:
            state["specials"].append(state["special"])
            state["special"] = None

    def _draw(self, state: dict, player: int, count: int, why: str) -> None:
        """Up to `count` cards from the top of the pile to a hand; only its owner sees which."""
        deck = state["deck"]
        cards, state["deck"] = deck[:count], deck[count:]
        state["hands"][player] += cards
        emit(state, "drew", player=player, count=len(cards), why=why, secret_for=player, secret={"cards": cards})

    @staticmethod
    def _saw(state: dict, words) -> None:
        state["seen"] += [word for word in dict.fromkeys(words) if word not in state["seen"]]

    # -- who may act, and what ---------------------------------------------------

    def to_move(self, state: dict) -> list:
        return list(range(state["players"]))

    def legal_actions(self, state: dict, player: int) -> list:
        clock = state["clock"]
        opening, starter = state["opening"], player == state["starter"]
        hand, row = state["hands"][player], state["row"]
        actions = []
        if not opening or starter:
            actions += self._placements(state, player)
        if opening and starter:
            actions.append({"type": "turn_base"})
            if state["special"] is None:
                actions.append({"type": "special"})
            actions.append({"type": "open"} if state["new_base_taken"] else {"type": "new_base"})
        if not opening:
            reverse = list(range(len(row)))[::-1]
            actions += [{"type": "meli", "order": reverse, "discard": card} for card in sorted(set(hand))]
            if len(row) > BASE_SIZE:
                others = [seat for seat in range(state["players"]) if seat != player]
                actions += [
                    {"type": "cado", "stack": index, "to": seat}
                    for index, stack in enumerate(row) if not stack["down"] for seat in others
                ]
            if player not in state["votes"]:
                actions.append({"type": "block"})
        actions += [{"type": "exchange", "card": card} for card in sorted(set(hand))]  # the pile holds 3 or more
        return [{**action, "at_ms": clock} for action in actions]

    def _spots(self, state: dict, length: int) -> list:
        """(how, index) for each place a card may go on a row of `length` stacks now."""
        special = state["special"]
        spots = [("cover", index) for index in range(length)] + [("insert", 0), ("insert", length)]
        first_insertion = state["opening"] and state["options"]["first_insertion"] == "yes"
        if special == INSERTION or first_insertion:
            spots += [("insert", index) for index in range(1, length)]
        if special == VERTICAL:
            spots += [("down", index) for index in range(length)]
        return spots

    def _placements(self, state: dict, player: int) -> list:
        """Every card of the hand (but one held back) at every place: a fault is the judge's to find."""
        available = without(state["hands"][player], state["held"][player])
        length = len(state["row"])
        streak = state["streak"]
        if state["special"] != TWO_BY_TWO:
            blocked = streak["spot"] if streak and streak["player"] == player and streak["count"] >= 2 else None
            return [
                {"type": "place", "plays": [listed_play(card, how, index)]}
                for card in sorted(set(available))
                for how, index in self._spots(state, length)
                if spot({"how": how, "index": index}, length) != blocked
            ]
        actions = []
        for first in sorted(set(available)):
            others = sorted(without(available, [first]))
            if others:  # the second card is listed once, as a stand-in: see `second_plays`
                second = listed_play(others[0], "insert", 0)
                actions += [
                    {"type": "place", "plays": [listed_play(first, how, index), second]}
                    for how, index in self._spots(state, length)
                ]
        return actions

    def second_plays(self, state: dict, player: int, first) -> list:
        """Under 2 PAR 2, every second placement that may follow `first`, as listed (a joker as JOKER_LETTER).

        Listing every pair would make thousands of actions for a big hand, so
        legal_actions lists each first placement with one stand-in second
        (another card, at the front) and `accept` takes any of these in its
        place; a page asks here which second cards and places to offer. Both
        cards must show: the second never covers the first.
        """
        if type(first) is not dict:
            return []
        available = without(without(state["hands"][player], state["held"][player]), [first.get("card")])
        length = len(state["row"]) + (first.get("how") == "insert")
        return [
            listed_play(card, how, index)
            for card in sorted(set(available))
            for how, index in self._spots(state, length)
            if not (how == "cover" and first.get("how") != "down" and index == first.get("index"))
        ]

    def accept(self, state: dict, player: int, action, legal: list) -> dict | None:
        """A legal action, with the caller's clock, jokers' letters and Méli order in place of the listed ones."""
        if type(action) is not dict or not is_int(action.get("at_ms"), 0, MAX_CLOCK):
            return None
        listed = {**action, "at_ms": state["clock"]}
        kind = action.get("type")
        if kind == "place" and type(action.get("plays")) is list:
            listed["plays"] = [self._as_listed(play) for play in action["plays"]]
            if state["special"] == TWO_BY_TWO and len(listed["plays"]) == 2:
                listed["plays"][1] = self._second_as_listed(state, player, *action["plays"])
        if kind == "meli" and is_permutation(action.get("order"), len(state["row"])):
            listed["order"] = list(range(len(state["row"])))[::-1]
        for candidate in legal:
            if same_json(listed, candidate):
                chosen = {**candidate, "at_ms": action["at_ms"]}
                if kind == "place":
                    first, *second = action["plays"]
                    chosen["plays"] = [{**candidate["plays"][0], "letter": first["letter"]}, *[dict(p) for p in second]]
                if kind == "meli":
                    chosen["order"] = list(action["order"])
                return chosen
        return None

    def _second_as_listed(self, state: dict, player: int, first, second):
        """Under 2 PAR 2, the stand-in second card when `second` is one of `second_plays` (else `second`, refused)."""
        listed = self._as_listed(second)
        if not any(same_json(listed, play) for play in self.second_plays(state, player, first)):
            return second
        others = sorted(without(without(state["hands"][player], state["held"][player]), [first.get("card")]))
        return listed_play(others[0], "insert", 0)

    @staticmethod
    def _as_listed(play):
        """A joker's placement as legal_actions lists it (any letter A-Z is the player's to choose)."""
        card = play.get("card") if type(play) is dict else None
        if is_hand_card(card) and is_joker(card) and is_letter(play.get("letter")):
            return {**play, "letter": JOKER_LETTER}
        return play

    # -- what an action does -----------------------------------------------------

    def play(self, state: dict, player: int, action: dict, rng: Rng) -> None:
        now = max(state["clock"], action["at_ms"])
        state["clock"] = now
        kind = action["type"]
        if kind == "place":
            self._place(state, player, action["plays"], now, rng)
        elif kind == "meli":
            self._meli(state, player, action["order"], action["discard"], rng)
        elif kind == "cado":
            self._cado(state, player, action["stack"], action["to"], rng)
        elif kind == "exchange":
            self._exchange(state, player, action["card"])
        elif kind == "block":
            self._vote(state, player)
        else:
            self._opening(state, player, kind)
        if not state["over"] and letters_left(state["deck"]) < LOW_PILE:
            emit(state, "pile_empty", left=len(state["deck"]))
            self._end_round(state, None, rng)

    def _place(self, state: dict, player: int, plays: list, now: int, rng: Rng) -> None:
        judge, row, seen = self.judge(state), state["row"], state["seen"]
        swapped = state["special"] == COLOUR_SWAP
        verdict = judge.plays(row, plays, seen, swapped)
        cards = [play["card"] for play in plays]
        if verdict.fault is None:
            hand = state["hands"][player]
            state["hands"][player] = without(hand, cards)
            state["last_play"] = {
                "player": player, "at_ms": now, "row": copy_row(row), "cards": cards, "words": list(verdict.words),
            }
            state["streak"] = self._streak(state, player, plays, len(row))
            state["row"] = verdict.row
            self._saw(state, verdict.words)
            self._row_changed(state)
            state.update(opening=False, new_base_taken=False)
            emit(state, "placed", player=player, plays=[dict(play) for play in plays], row=copy_row(state["row"]),
                 word=spelling(state["row"]), words=list(verdict.words))
            if not state["hands"][player]:
                self._end_round(state, player, rng)
            return
        if self._clashes(state, player, plays, now, judge, swapped):
            return
        self._fault(state, player, verdict.fault, verdict.word, plays=[dict(play) for play in plays])

    def _streak(self, state: dict, player: int, plays: list, length: int) -> dict | None:
        """Who laid the last cards at which spot, and how many in a row (2 PAR 2 counts no streak)."""
        if len(plays) != 1:
            return None
        where = spot(plays[0], length)
        streak = state["streak"]
        if streak and streak["player"] == player and streak["spot"] == where:
            return {"player": player, "spot": where, "count": streak["count"] + 1}
        return {"player": player, "spot": where, "count": 1}

    def _clashes(self, state: dict, player: int, plays: list, now: int, judge: Judge, swapped: bool) -> bool:
        """Two plays within half a second that are wrong only together: both go back, with no penalty."""
        last = state["last_play"]
        if last is None or last["player"] == player or now - last["at_ms"] > WINDOW_MS:
            return False
        before = last["row"]
        seen = [word for word in state["seen"] if word not in last["words"]]
        if not fits(before, plays) or judge.plays(before, plays, seen, swapped).fault is not None:
            return False
        first = last["player"]
        state["row"] = copy_row(before)
        state["seen"] = seen
        state["hands"][first] += last["cards"]
        state["held"][first] += last["cards"]
        state["held"][player] += [play["card"] for play in plays]
        state.update(last_play=None, streak=None, votes=[])
        emit(state, "clash", players=[first, player], cards=[list(last["cards"]), [play["card"] for play in plays]],
             row=copy_row(state["row"]), word=spelling(state["row"]))
        return True

    def _row_changed(self, state: dict) -> None:
        """The row changed: nobody has said it is blocked any more, and held cards may be played again."""
        state["votes"] = []
        state["held"] = [[] for _ in range(state["players"])]

    @staticmethod
    def _give_up(state: dict, player: int, card: str) -> None:
        """A card leaves the hand (exchanged, discarded): if it was held back, it no longer is."""
        hand, held = state["hands"][player], state["held"][player]
        hand.remove(card)
        if held.count(card) > hand.count(card):
            held.remove(card)

    def _fault(self, state: dict, player: int, reason: str, word: str, **details) -> None:
        emit(state, "fault", player=player, reason=reason, word=word, **details)
        self._draw(state, player, PENALTY, "penalty")

    def _meli(self, state: dict, player: int, order: list, discard: str, rng: Rng) -> None:
        verdict = self.judge(state).meli(state["row"], order, state["seen"], state["special"] == COLOUR_SWAP)
        if verdict.fault is not None:
            self._fault(state, player, verdict.fault, verdict.word, order=list(order))
            return
        state["row"] = verdict.row
        self._saw(state, verdict.words)
        self._give_up(state, player, discard)
        state["deck"].append(discard)
        state.update(last_play=None, streak=None)
        self._row_changed(state)
        emit(state, "meli", player=player, order=list(order), discard=discard, row=copy_row(state["row"]),
             word=verdict.word)
        if not state["hands"][player]:
            self._end_round(state, player, rng)

    def _cado(self, state: dict, player: int, index: int, receiver: int, rng: Rng) -> None:
        verdict = self.judge(state).cado(state["row"], index, state["seen"])
        if verdict.fault is not None:
            self._fault(state, player, verdict.fault, verdict.word, stack=index)
            return
        given = cards_on([state["row"][index]])
        state["row"] = verdict.row
        self._saw(state, verdict.words)
        state["hands"][receiver] += given
        state.update(last_play=None, streak=None)
        self._row_changed(state)
        emit(state, "cado", player=player, stack=index, to=receiver, cards=given, row=copy_row(state["row"]),
             word=verdict.word)

    def _exchange(self, state: dict, player: int, card: str) -> None:
        self._give_up(state, player, card)
        emit(state, "exchanged", player=player, secret_for=player, secret={"card": card})  # it goes under, face down
        self._draw(state, player, EXCHANGE, "exchange")
        state["deck"].append(card)

    def _vote(self, state: dict, player: int) -> None:
        state["votes"] = sorted(state["votes"] + [player])
        emit(state, "vote", player=player, votes=list(state["votes"]))
        if len(state["votes"]) < state["players"]:
            return
        state["deck"] += cards_on(state["row"])
        self._special_back(state)
        state["starter"] = (state["starter"] + 1) % state["players"]
        emit(state, "blocked", starter=state["starter"])
        self._new_sequence(state)

    def _opening(self, state: dict, player: int, kind: str) -> None:
        """The starter's choices before the first card: turn the base, a special, a new base, or let all play."""
        if kind == "turn_base":
            state["row"].reverse()
            self._saw(state, [spelling(state["row"])])
            emit(state, "base_turned", player=player, row=copy_row(state["row"]), word=spelling(state["row"]))
        elif kind == "special":
            state["special"] = state["specials"].pop(0)
            emit(state, "special", player=player, special=state["special"])
        elif kind == "new_base":
            state["deck"] += cards_on(state["row"])
            state["new_base_taken"] = True
            emit(state, "new_base", player=player)
            self._lay_base(state)
            self._draw(state, player, 1, "penalty")
        else:
            state.update(opening=False, new_base_taken=False)
            emit(state, "opened", player=player)

    def _end_round(self, state: dict, winner: int | None, rng: Rng) -> None:
        """Every card left in a hand is a point; then the game ends, or the next round is dealt."""
        points = [len(hand) for hand in state["hands"]]
        state["rounds"].append(points)
        scores = self._scores(state)
        emit(state, "round_over", winner=winner, points=points, scores=scores)
        kind = end_of(state["options"])[0]
        if self._ends(state["options"], state["rounds"]):
            state["over"] = True
            emit(state, "over", winners=self._winners(scores), reason=kind, scores=scores)
            return
        state["round_starter"] = (state["round_starter"] + 1) % state["players"]
        state["starter"] = state["round_starter"]
        self._deal_round(state, rng)

    @staticmethod
    def _ends(options: dict, rounds: list) -> bool:
        """Whether the game is over after these rounds: their number, or a total reaching the chosen score."""
        kind, number = end_of(options)
        if kind == "rounds":
            return len(rounds) >= number
        return any(sum(points) >= number for points in zip(*rounds))

    @staticmethod
    def _scores(state: dict) -> list:
        return [sum(points) for points in zip(*state["rounds"])] if state["rounds"] else [0] * state["players"]

    @staticmethod
    def _winners(scores: list) -> list:
        return [seat for seat, score in enumerate(scores) if score == min(scores)]

    # -- what is seen, how it ends -------------------------------------------------

    def view(self, state: dict, player: int | None) -> dict:
        last = state["last_play"]
        return {
            "row": copy_row(state["row"]),
            "word": spelling(state["row"]),
            "words": words_on(state["row"]),
            "hand": None if player is None else list(state["hands"][player]),
            "held": [] if player is None else list(state["held"][player]),
            "hand_sizes": [len(hand) for hand in state["hands"]],
            "deck": len(state["deck"]),
            "specials": len(state["specials"]),
            "special": state["special"],
            "starter": state["starter"],
            "opening": state["opening"],
            "new_base_taken": state["new_base_taken"],
            "seen": list(state["seen"]),
            "votes": list(state["votes"]),
            "streak": dict(state["streak"]) if state["streak"] else None,
            "last_play": None if last is None else {"player": last["player"], "at_ms": last["at_ms"]},
            "clock": state["clock"],
            "round": len(state["rounds"]) + (not state["over"]),
            "rounds": [list(points) for points in state["rounds"]],
            "scores": self._scores(state),
        }

    def outcome(self, state: dict) -> dict | None:
        if not state["over"]:
            return None
        scores = self._scores(state)
        return {"winners": self._winners(scores), "scores": scores, "reason": end_of(state["options"])[0]}

    # -- saved games -----------------------------------------------------------------

    def check_state(self, state: dict) -> None:
        """Every field as play leaves it; the engine counts the cards after this."""
        check_fields(state, FIELDS)
        players = state["players"]

        def is_hand(cards):
            return is_list(cards, is_hand_card)

        require(is_hand(state["deck"]), "deck: letter cards")
        require(is_list(state["hands"], is_hand, players), "hands: letter cards, one hand per player")
        require(is_list(state["held"], is_hand, players), "held: letter cards, one list per player")
        for hand, held in zip(state["hands"], state["held"]):
            require(len(without(hand, held)) == len(hand) - len(held), "held: cards of the hand")
        self._check_row(state["row"], state["special"] == VERTICAL)
        specials, special, dealt = state["specials"], state["special"], specials_of(state["options"]["language"])
        require(is_list(specials, lambda name: type(name) is str and name in dealt), "specials: the game's special cards")
        require(special is None or (type(special) is str and special in dealt), "special: None or a special of the game")
        for name in ("starter", "round_starter"):
            require(is_player(state, state[name]), f"{name}: a seat")
        for name in ("opening", "new_base_taken", "over"):
            require(type(state[name]) is bool, f"{name}: true or false")
        require(not state["new_base_taken"] or state["opening"], "a new base is taken in the opening only")
        seen = state["seen"]
        require(is_list(seen, lambda word: type(word) is str and 0 < len(word) <= MAX_LENGTH + 1
                        and all(c in ALPHABET for c in word)) and len(set(seen)) == len(seen),
                "seen: words, each once")
        require(all(word in seen for word in words_on(state["row"])), "seen: the words on the table")
        votes = state["votes"]
        require(is_list(votes, lambda seat: is_player(state, seat)) and votes == sorted(set(votes))
                and len(votes) < players and (not votes or not state["opening"]), "votes: seats, each once")
        require(is_int(state["clock"], 0, MAX_CLOCK), "clock: ms")
        self._check_streak(state)
        self._check_last_play(state)
        rounds = state["rounds"]
        require(is_list(rounds, lambda points: is_list(points, lambda n: is_int(n, 0, MAX_LENGTH), players)),
                "rounds: the points of each round")
        ends = [self._ends(state["options"], rounds[:count]) for count in range(len(rounds) + 1)]
        require(not any(ends[:-1]) and ends[-1] == state["over"], "over: when the chosen end is reached, not later")
        if not state["over"]:
            require(letters_left(state["deck"]) >= LOW_PILE and all(state["hands"]),
                    "a round goes on with a pile and no empty hand")
            require(len(state["row"]) >= BASE_SIZE, "row: a base at least")

    @staticmethod
    def _check_row(row, vertical: bool) -> None:
        def is_stack(stack):
            return (
                type(stack) is dict and set(stack) == {"cards", "down"}
                and is_list(stack["cards"], is_row_card) and 0 < len(stack["cards"]) <= MAX_LENGTH
                and is_list(stack["down"], is_row_card) and len(stack["down"]) <= MAX_LENGTH
                and (vertical or not stack["down"])
            )

        require(is_list(row, is_stack) and len(row) <= MAX_LENGTH, "row: stacks of row cards")

    def _check_streak(self, state: dict) -> None:
        streak = state["streak"]
        if streak is None:
            return
        require(type(streak) is dict and set(streak) == {"player", "spot", "count"}, "streak: player, spot, count")
        require(is_player(state, streak["player"]) and is_int(streak["count"], 1, 2), "streak: a seat, 1 or 2 plays")
        require(type(streak["spot"]) is str and len(streak["spot"]) <= 20, "streak: a spot")

    def _check_last_play(self, state: dict) -> None:
        last = state["last_play"]
        if last is None:
            return
        require(type(last) is dict and set(last) == {"player", "at_ms", "row", "cards", "words"},
                "last_play: player, at_ms, row, cards, words")
        require(is_player(state, last["player"]) and is_int(last["at_ms"], 0, state["clock"]),
                "last_play: a seat and a time not after the clock")
        self._check_row(last["row"], state["special"] == VERTICAL)
        require(is_list(last["cards"], is_hand_card) and 1 <= len(last["cards"]) <= 2, "last_play: one or two cards")
        require(is_list(last["words"], lambda word: type(word) is str and word in state["seen"]),
                "last_play: words seen")
        require(len(last["row"]) >= BASE_SIZE and sorted(cards_on(last["row"]) + last["cards"]) == sorted(
            cards_on(state["row"])), "last_play: the row before it, less its cards")

    # -- for the conformance suite ---------------------------------------------------

    def shuffle_hidden(self, state: dict, player: int | None, rng: Rng) -> None:
        """Deal anew what `player` cannot see: the pile, the other hands (but their held cards), the purple pile."""
        others = [seat for seat in range(state["players"]) if seat != player]
        free = {seat: without(state["hands"][seat], state["held"][seat]) for seat in others}
        pool = state["deck"] + [card for seat in others for card in free[seat]]
        rng.shuffle(pool)
        for seat in others:
            size = len(free[seat])
            state["hands"][seat], pool = state["held"][seat] + pool[:size], pool[size:]
        state["deck"] = pool
        rng.shuffle(state["specials"])

    def components(self, state: dict) -> list:
        """Every letter card (pile, hands, row) and every special card (purple pile, face up)."""
        letters = state["deck"] + [card for hand in state["hands"] for card in hand] + cards_on(state["row"])
        specials = state["specials"] + ([state["special"]] if state["special"] else [])
        return sorted(letters) + sorted(specials)


RULES = MeliCado()
