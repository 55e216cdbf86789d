"""Two tiny games, one per turn model where players act out of turn, small enough to fail clearly.

Moutons (REACTIONS) and Méli Cado (REAL_TIME) use these models too, but a
broken driver shows first here, in a game of a few lines.

- `UpToTen` (REACTIONS): players take turns adding a card to a counter, and
  any other player may block the one whose turn it is, out of turn.
- `EmptyHands` (REAL_TIME): everyone lays cards on one pile at once; the
  first with an empty hand wins.

Each is a complete `Rules`, short enough to read as an example of the
protocol: hidden hands with their secret events, views, an outcome of the
shared shape, two computer players, what the conformance suite needs
(`shuffle_hidden`, `components`) and the check of a saved state
(`check_state`).
"""

from pygame_rules import REACTIONS, REAL_TIME, Game, GameInfo, Rules
from pygame_rules.core import check_fields, emit, is_int, is_list, is_player, require


class RandomBot:
    """The easy computer player: any legal action."""

    def choose(self, game, state: dict, player: int, rng) -> dict:
        return rng.choice(game.legal_actions(state, player))


def deal(state: dict, deck: list, hand_size: int) -> None:
    """Each player gets `hand_size` cards from the top of `deck`; each sees only their own."""
    for player in range(state["players"]):
        cards = [deck.pop(0) for _ in range(hand_size)]
        state["hands"][player] += cards
        emit(state, "drew", player=player, count=len(cards), secret_for=player, secret={"cards": cards})


def redeal_hidden(state: dict, pile: str, player: int | None, rng) -> None:
    """Deal anew the face-down `pile` and the hands `player` cannot see (all of them for the table)."""
    others = [seat for seat in range(state["players"]) if seat != player]
    pool = state[pile] + [card for seat in others for card in state["hands"][seat]]
    rng.shuffle(pool)
    for seat in others:
        size = len(state["hands"][seat])
        state["hands"][seat], pool = pool[:size], pool[size:]
    state[pile] = pool


class HighestCardBot:
    """The normal computer player of Up to ten: its highest card on its turn, to get there first.

    Asked out of turn, it blocks: when to ask it is the table's choice (a UI
    paces computer players that may act out of turn).
    """

    def choose(self, game, state, player, rng):
        view = game.view(state, player)
        if view["current"] != player:
            return {"type": "block"}
        return {"type": "add", "number": max(view["hand"])}


class UpToTen(Rules):
    """REACTIONS: turns to add a card to a counter, and blocks played out of turn.

    - 18 number cards (1, 2 and 3, six of each) are shuffled; each player
      gets 2, hidden.
    - On their turn a player lays a card: the counter goes up by its number,
      and they draw a card. Whoever brings the counter to 10 or more wins.
      The game ends within 10 cards laid, so the deck never runs out.
    - Each player has one block token, face up. At any moment of another
      player's turn, they may use it: that player loses the turn, the next
      one goes. The tokens are public, so `to_move` (the player whose turn
      it is and everyone else with a token) gives nothing hidden away.
    """

    info = GameInfo(
        id="up_to_ten",
        names={"fr": "Jusqu'à dix", "en": "Up to ten"},
        min_players=2,
        max_players=4,
        ages=(4, None),
        turns=REACTIONS,
        outcome_reasons=("target",),
    )
    bots = {"easy": RandomBot, "normal": HighestCardBot}
    target = 10

    def setup(self, state, rng, options):
        deck = [number for number in (1, 2, 3) for _ in range(6)]
        rng.shuffle(deck)
        players = state["players"]
        state.update(
            deck=deck, hands=[[] for _ in range(players)], laid=[], points=[0] * players,
            counter=0, tokens=[1] * players, current=0, winner=None,
        )
        deal(state, deck, 2)

    def to_move(self, state):
        return [p for p in range(state["players"]) if p == state["current"] or state["tokens"][p]]

    def legal_actions(self, state, player):
        if player != state["current"]:
            return [{"type": "block"}]
        return [{"type": "add", "number": number} for number in sorted(set(state["hands"][player]))]

    def play(self, state, player, action, rng):
        if action["type"] == "block":
            state["tokens"][player] -= 1
            emit(state, "blocked", player=player, blocked=state["current"])
        else:
            number = action["number"]
            state["hands"][player].remove(number)
            state["laid"].append(number)
            state["points"][player] += number
            state["counter"] += number
            emit(state, "added", player=player, number=number, counter=state["counter"])
            if state["counter"] >= self.target:
                state["winner"] = player
                emit(state, "over", winners=[player], reason="target")
                return
            card = state["deck"].pop(0)
            state["hands"][player].append(card)
            emit(state, "drew", player=player, count=1, secret_for=player, secret={"cards": [card]})
        state["current"] = (state["current"] + 1) % state["players"]
        emit(state, "turn", player=state["current"])

    def view(self, state, player):
        return {
            "current": state["current"],
            "counter": state["counter"],
            "target": self.target,
            "tokens": list(state["tokens"]),
            "hand": None if player is None else list(state["hands"][player]),
            "hand_sizes": [len(hand) for hand in state["hands"]],
            "deck": len(state["deck"]),
            "laid": list(state["laid"]),
        }

    def outcome(self, state):
        if state["winner"] is None:
            return None
        return {"winners": [state["winner"]], "scores": list(state["points"]), "reason": "target"}

    def check_state(self, state):
        check_fields(state, ("deck", "hands", "laid", "points", "counter", "tokens", "current", "winner"))
        players = state["players"]

        def is_card(card):
            return is_int(card, 1, 3)

        require(is_list(state["deck"], is_card) and is_list(state["laid"], is_card), "deck, laid: cards 1 to 3")
        require(is_list(state["hands"], lambda hand: is_list(hand, is_card), players), "hands: one per player")
        require(is_list(state["points"], lambda points: is_int(points, 0, self.target + 2), players), "points")
        require(is_list(state["tokens"], lambda tokens: is_int(tokens, 0, 1), players), "tokens: 0 or 1 each")
        require(is_player(state, state["current"]), "current: a seat")
        counter, winner = state["counter"], state["winner"]
        require(type(counter) is int and counter == sum(state["laid"]) == sum(state["points"]), "counter: the sum laid")
        if winner is None:
            require(counter < self.target, "the target ends the game")
        else:
            require(is_player(state, winner) and winner == state["current"] and counter >= self.target,
                    "the winner reached the target on their turn")
        for seat, hand in enumerate(state["hands"]):
            require(len(hand) == 2 - (seat == winner), "every hand holds 2 cards, the winner's 1 at the end")

    def shuffle_hidden(self, state, player, rng):
        redeal_hidden(state, "deck", player, rng)

    def components(self, state):
        return sorted(state["deck"] + state["laid"] + [card for hand in state["hands"] for card in hand])


class TidyBot:
    """The normal computer player of Empty hands: it lays its cards from the highest down, like a sorted hand."""

    def choose(self, game, state, player, rng):
        return {"type": "lay", "number": max(game.view(state, player)["hand"])}


class EmptyHands(Rules):
    """REAL_TIME: everyone lays cards on one pile at once; the first with an empty hand wins.

    - 12 cards (1 to 6, twice) are shuffled; each player gets 3, hidden; the
      rest stay in the box, unseen.
    - Any player may lay any card of their hand on the pile, face up, at any
      moment: there are no turns, `to_move` lists everyone.
    - The first whose hand is empty wins; the scores are the cards each laid.
    """

    info = GameInfo(
        id="empty_hands",
        names={"fr": "Mains vides", "en": "Empty hands"},
        min_players=2,
        max_players=4,
        ages=(4, None),
        turns=REAL_TIME,
        outcome_reasons=("empty_hand",),
    )
    bots = {"easy": RandomBot, "normal": TidyBot}

    def setup(self, state, rng, options):
        box = [number for number in range(1, 7) for _ in range(2)]
        rng.shuffle(box)
        players = state["players"]
        state.update(box=box, hands=[[] for _ in range(players)], pile=[], laid=[0] * players, winner=None)
        deal(state, box, 3)

    def to_move(self, state):
        return list(range(state["players"]))

    def legal_actions(self, state, player):
        return [{"type": "lay", "number": number} for number in sorted(set(state["hands"][player]))]

    def play(self, state, player, action, rng):
        hand = state["hands"][player]
        hand.remove(action["number"])
        state["pile"].append(action["number"])
        state["laid"][player] += 1
        emit(state, "laid", player=player, number=action["number"])
        if not hand:
            state["winner"] = player
            emit(state, "over", winners=[player], reason="empty_hand")

    def view(self, state, player):
        return {
            "pile": list(state["pile"]),
            "hand": None if player is None else list(state["hands"][player]),
            "hand_sizes": [len(hand) for hand in state["hands"]],
            "laid": list(state["laid"]),
        }

    def outcome(self, state):
        if state["winner"] is None:
            return None
        return {"winners": [state["winner"]], "scores": list(state["laid"]), "reason": "empty_hand"}

    def check_state(self, state):
        check_fields(state, ("box", "hands", "pile", "laid", "winner"))
        players = state["players"]

        def is_card(card):
            return is_int(card, 1, 6)

        require(is_list(state["box"], is_card) and is_list(state["pile"], is_card), "box, pile: cards 1 to 6")
        require(is_list(state["hands"], lambda hand: is_list(hand, is_card), players), "hands: one per player")
        require(is_list(state["laid"], lambda laid: is_int(laid, 0, 3), players), "laid: 0 to 3 each")
        require(sum(state["laid"]) == len(state["pile"]), "the pile holds the cards laid")
        require(all(len(hand) == 3 - laid for hand, laid in zip(state["hands"], state["laid"])), "hands: 3 less laid")
        empty = [seat for seat, hand in enumerate(state["hands"]) if not hand]
        winner = state["winner"]
        require(winner is None or is_player(state, winner), "winner: None or a seat")
        require(empty == ([] if winner is None else [winner]), "the first empty hand wins and ends the game")

    def shuffle_hidden(self, state, player, rng):
        redeal_hidden(state, "box", player, rng)

    def components(self, state):
        return sorted(state["box"] + state["pile"] + [card for hand in state["hands"] for card in hand])


#: The example games, run by the conformance suite beside the registered ones.
EXAMPLE_GAMES = (Game(UpToTen()), Game(EmptyHands()))
