"""Sorcière au pain d'épices, rule by rule. Each test quotes the rule text it checks (pygame_rules/sorciere/rules.py).

The collapse model's round lengths are measured here too: over 1,000 seeded
rounds per steadiness, the safest card pulled each time (pytest -s prints
the figures).
"""

import math
import statistics
import sys

import pytest

import pygame_rules
from pygame_rules import IllegalAction, Rng
from pygame_rules.sorciere import roof
from pygame_rules.sorciere.bots import safest_pull
from pygame_rules.sorciere.rules import CANDIES, SUGARS, TREATS, next_starter, round_winner, treat_cards

GAME = pygame_rules.load("sorciere")
IN_PYODIDE = sys.platform == "emscripten"


def card(treat: str, sugars: int = 1) -> dict:
    return {"treat": treat, "sugars": sugars}


def table(players=2, piles=None, roof_cards=None, current=0):
    """A game in its first round: the piles given, the cards under `roof_cards`' places ({place: card}) set.

    The cards in the piles came off just under the top card (places 34, 33...), so the roof still stands.
    """
    piles, roof_cards = piles or {}, roof_cards or {}
    state = GAME.new(players=players, seed=3)
    cards = treat_cards()
    for taken in [*[c for pile in piles.values() for c in pile], *roof_cards.values()]:
        cards.remove(taken)
    pulled = sum(len(pile) for pile in piles.values())
    places = [place for place in range(36) if not 35 - pulled <= place < 35]
    state["roof"] = [{"place": place, "card": roof_cards.get(place) or cards.pop(0)} for place in places]
    state["piles"] = [list(piles.get(seat, [])) for seat in range(players)]
    state["current"] = current
    GAME.check_state(state)
    return state


def pull(state, player, place, steadiness=1.0):
    return GAME.apply(state, player, {"type": "pull", "place": place, "steadiness": steadiness})


def rigged(state, place, steadiness=1.0, falls=False):
    """The state with its generator set so that the next pull, at `place`, holds (or brings the roof down)."""
    chance = roof.collapse_chance([entry["place"] for entry in state["roof"]], place, steadiness)
    seed = next(seed for seed in range(1000) if (Rng(seed).random() < chance) == falls)
    return {**state, "rng": seed}


def last_events(before, after):
    return after["events"][len(before["events"]):]


# -- the box ------------------------------------------------------------------


def test_36_cards_of_4_treats_each_with_1_to_3_barley_sugars_and_5_candies():
    """"36 roof cards (4 treats, 9 each; every card shows 1 to 3 barley sugars for the tie-break), 5 candies"."""
    cards = treat_cards()
    assert len(cards) == 36 and len(TREATS) == 4
    for treat in TREATS:
        assert sorted(c["sugars"] for c in cards if c["treat"] == treat) == sorted(SUGARS)
    assert len(SUGARS) == 9 and set(SUGARS) == {1, 2, 3}
    state = GAME.new(players=3, seed=1)
    assert len(state["roof"]) == 36 and state["reserve"] == CANDIES == 5 and state["candies"] == [0, 0, 0]


def test_the_roof_is_built_corners_first_then_edges_then_overlapping_toward_the_middle():
    """"Poser d'abord une carte sur chaque coin. Puis répartir les autres cartes sur les bords... vers le milieu"."""
    assert roof.PLACE_COUNT == 36
    for place in roof.CORNERS:
        left, top, right, bottom = roof.rectangle(place)
        assert (left <= 0 or right >= roof.WIDTH) and (top <= 0 or bottom >= roof.DEPTH)
    assert all(place in roof.ON_WALL for place in (*roof.CORNERS, *roof.EDGES))
    assert not roof.ON_WALL - set(roof.CORNERS) - set(roof.EDGES), "only the corners and edges lie on the walls"
    order = list(range(36))
    under = roof.supports(order)
    assert all(under[place] for place in range(16, 36)), "each middle card rests on cards laid before it"
    assert roof.well_built(order)
    state = GAME.new(players=2, seed=9)
    assert [entry["place"] for entry in state["roof"]] == order


def test_when_the_roof_is_built_no_gap_shows():
    """"Quand toutes les cartes sont réparties, il ne doit plus y avoir d'espace entre les cartes"."""
    rectangles = [roof.rectangle(place) for place in range(36)]
    steps = 60
    for i in range(1, steps):
        for j in range(1, steps):
            x, y = roof.WIDTH * (i + 0.5) / steps, roof.DEPTH * (j + 0.5) / steps
            assert any(left <= x <= right and top <= y <= bottom for left, top, right, bottom in rectangles), (x, y)


def test_the_youngest_plays_first():
    """"The youngest plays first": seat 0 is the youngest child, as on every page."""
    state = GAME.new(players=4, seed=2)
    assert GAME.to_move(state) == [0]
    assert state["events"][-1] == {"seq": len(state["events"]) - 1, "kind": "turn", "player": 0}


def test_the_next_game_at_the_same_table_starts_with_the_next_player_to_the_left():
    """"Celui qui a mangé des bonbons en dernier a le droit de commencer", and the rules' decision: the start passes
    to the left from one game to the next, so that over many games every seat starts as often (the youngest starts
    a table's first game)."""
    options = {"starter": "0"}
    for expected in ("1", "2", "0", "1"):
        options = {"starter": next_starter(options, 3)}
        assert options["starter"] == expected
        state = GAME.new(players=3, seed=5, **options)
        assert GAME.to_move(state) == [int(expected)]
        assert state["events"][-1]["kind"] == "turn" and state["events"][-1]["player"] == int(expected)


def test_a_game_s_rounds_pass_to_the_left_from_its_own_starter():
    """The first round is the starter's, the next one the seat to its left: seat 2 of 3, then seat 0."""
    state = GAME.new(players=3, seed=8, starter="2")
    assert GAME.to_move(state) == [2]
    after = pull(rigged(state, 35, 0.0, falls=True), 2, 35, 0.0)
    assert after["round"] == 2 and GAME.to_move(after) == [0]


def test_the_starter_is_one_of_the_players():
    """A starter beyond the table is refused when the game is dealt, and a save that claims one is not read."""
    with pytest.raises(ValueError, match="starter"):
        GAME.new(players=2, seed=1, starter="2")
    state = GAME.new(players=2, seed=1, starter="1")
    with pytest.raises(ValueError):
        GAME.check_state({**state, "options": {"starter": "3"}})


def test_nobody_sees_the_treats_on_the_roof():
    """"La face qui représente un petit beurre doit toujours être visible"."""
    state = GAME.new(players=2, seed=4)
    view = GAME.view(state, 0)
    assert view["roof"] == list(range(36))
    assert "chocolate" not in GAME.dumps(view) and "cupcake" not in GAME.dumps(view)


# -- the pull -------------------------------------------------------------------


def test_a_card_of_another_treat_is_kept_treat_up_on_the_pile():
    """"Est-ce une autre friandise ? Tu gardes la carte et la poses sur la pile, face friandise visible"."""
    state = rigged(table(piles={0: [card("chocolate")]}, roof_cards={35: card("lollipop", 3)}), 35)
    after = pull(state, 0, 35)
    assert after["piles"][0] == [card("chocolate"), card("lollipop", 3)]
    assert 35 not in [entry["place"] for entry in after["roof"]]
    assert [e["kind"] for e in last_events(state, after)] == ["pulled", "kept", "turn"]
    assert GAME.to_move(after) == [1]


def test_the_first_card_of_a_pile_is_always_kept():
    state = rigged(table(roof_cards={35: card("doughnut")}), 35)
    assert pull(state, 0, 35)["piles"][0] == [card("doughnut")]


def test_a_card_of_the_same_treat_goes_back_on_the_roof_where_the_player_chooses():
    """"Est-ce la même friandise ? Tu dois remettre la carte, face petit beurre visible, à n'importe quel endroit"."""
    state = rigged(table(piles={0: [card("cupcake", 2)]}, roof_cards={35: card("cupcake", 1)}), 35)
    after = pull(state, 0, 35)
    assert after["piles"][0] == [card("cupcake", 2)] and after["holding"] == card("cupcake", 1)
    assert GAME.to_move(after) == [0]
    view = GAME.view(after, 1)
    assert view["phase"] == "put_back" and view["holding"] == card("cupcake", 1)
    free = view["free"]
    assert 35 in free and free == roof.free_places(view["roof"])
    assert GAME.legal_actions(after, 0) == [{"type": "put_back", "place": place} for place in free]
    back = GAME.apply(after, 0, {"type": "put_back", "place": 35})
    assert back["roof"][-1] == {"place": 35, "card": card("cupcake", 1), "shown": True}, "it goes on top of the roof"
    assert back["holding"] is None and GAME.to_move(back) == [1]
    assert GAME.view(back, 1)["roof"][-1] == 35


def test_everyone_saw_the_treat_of_a_card_put_back_and_only_that_one():
    """Decision: the card goes back biscuit up, but every player saw its treat; the rest of the roof stays hidden."""
    state = rigged(table(piles={0: [card("cupcake", 2)]}, roof_cards={35: card("cupcake", 1)}), 35)
    back = GAME.apply(pull(state, 0, 35), 0, {"type": "put_back", "place": 35})
    dealt = GAME.loads(GAME.dumps(back))
    GAME.rules.shuffle_hidden(dealt, 1, Rng(5))
    assert dealt["roof"][-1] == back["roof"][-1] and dealt["roof"] != back["roof"], "only the hidden cards are dealt anew"
    for seat in (0, 1, None):
        assert GAME.view(back, seat)["shown"] == [{"place": 35, "treat": "cupcake"}]
        assert GAME.view(dealt, seat) == GAME.view(back, seat), "the hidden cards show nowhere"


def test_a_save_from_before_shown_cards_still_loads():
    state = table()
    assert all(set(entry) == {"place", "card"} for entry in state["roof"])
    GAME.check_state(state)
    state["roof"][0]["shown"] = False
    with pytest.raises(ValueError, match="roof"):
        GAME.check_state(state)


def test_a_card_goes_back_only_where_it_rests_on_something():
    """Decision: a place over the open middle, touching no card, would drop the card into the house."""
    places = [place for place in range(36) if place not in (16, 24, 26, 28, 31, 34)]
    free = roof.free_places(places)
    assert all(place in roof.ON_WALL or roof.TOUCHING[place] & set(places) for place in free)
    middle_alone = [p for p in range(16, 36) if not roof.TOUCHING[p] & {0, 1, 2, 3, 35}]
    assert not set(middle_alone) & set(roof.free_places([0, 1, 2, 3, 35]))


def test_the_pull_is_a_measured_float_in_0_1():
    """A pull carries the steadiness the page measured: any float in [0, 1], nothing else."""
    state = rigged(table(roof_cards={35: card("doughnut")}), 35, 0.8125)
    assert GAME.legal_actions(state, 0)[0] == {"type": "pull", "place": 0, "steadiness": 0.5}
    after = pull(state, 0, 35, 0.8125)
    assert next(e for e in after["events"] if e["kind"] == "pulled")["steadiness"] == 0.8125
    for wrong in (1, 0, True, 1.5, -0.1, math.nan, "0.5", None):
        with pytest.raises(IllegalAction):
            GAME.apply(state, 0, {"type": "pull", "place": 35, "steadiness": wrong})
    with pytest.raises(IllegalAction):
        GAME.apply(state, 0, {"type": "put_back", "place": 35})


# -- the collapse model ------------------------------------------------------------


def test_a_rougher_pull_a_heavier_card_and_a_weaker_roof_are_all_riskier():
    """"Pulling a card risks a collapse that depends on what rests on it and what still holds the roof, and on the
    steadiness of the pull"."""
    full = list(range(36))
    chances = [roof.collapse_chance(full, 28, s) for s in (1.0, 0.8, 0.5, 0.2, 0.0)]
    assert chances == sorted(chances) and chances[0] < chances[-1]
    weights = roof.weights(full)
    assert weights[35] == 1.0 and weights[4] > weights[28] > 1.0, "the top card carries nothing, the rim a lot"
    assert roof.collapse_chance(full, 35, 0.9) < roof.collapse_chance(full, 28, 0.9) < roof.collapse_chance(full, 4, 0.9)
    weaker = [place for place in full if place not in (0, 1, 2, 3, 12, 13, 14, 15, 24, 25, 26, 27)]
    assert roof.collapse_chance(weaker, 35, 0.9) > roof.collapse_chance(full, 35, 0.9)
    assert 0.0 <= roof.collapse_chance(full, 35, 1.0) < 0.01


def test_a_full_roof_is_at_its_sturdiest_and_weakens_as_cards_leave():
    """"Mais plus ils en prennent, plus la maison devient instable", and (the project's decision) "A full roof is at its
    sturdiest: the risk of a collapse grows as support goes": even a shaky first pull almost never brings it down."""
    full = list(range(36))
    for steadiness in (0.0, 0.3, 0.5, 0.8):
        assert min(roof.collapse_chances(full, steadiness).values()) < 0.025
        chances = []
        stack = list(full)
        for taken in (34, 33, 32, 31, 30, 29, 28, 27, 26):  # the top rings, one card after another
            stack.remove(taken)
            chances.append(roof.collapse_chance(stack, 35, steadiness))
        assert chances == sorted(chances) and chances[-1] > 3 * chances[0]


def test_a_shaky_first_pull_almost_never_brings_the_roof_down():
    """"Plus ils en prennent, plus la maison devient instable": over 1,000 seeded games, the easy (shaky)
    computer player's first pull on the full roof brings it down at most 2% of the time."""
    games = 200 if IN_PYODIDE else 1000
    falls = 0
    for seed in range(games):
        state = GAME.new(players=4, seed=seed)
        after = GAME.apply(state, 0, GAME.bot("easy").choose(GAME, state, 0, Rng(seed)))
        falls += any(event["kind"] == "collapsed" for event in last_events(state, after))
    assert falls <= 0.02 * games, f"{falls} of {games}"


def test_a_card_resting_on_the_pulled_card_alone_brings_the_roof_down():
    """Decision in roof.py: a card left resting on nothing makes the roof fall, however careful the pull."""
    stack = [place for place in range(36) if place not in (17, 24)]
    lone = next(index for index, under in enumerate(roof.supports(stack))
                if len(under) == 1 and stack[index] not in roof.ON_WALL)
    base = stack[roof.supports(stack)[lone][0]]
    assert roof.collapse_chance(stack, base, 1.0) == 1.0


def test_the_same_seed_and_the_same_pulls_give_the_same_collapses():
    """"The engine decides with the seeded generator: same seed and same pulls, same collapse"."""
    def play(seed):
        state = GAME.new(players=3, seed=seed)
        for place, steadiness in zip((35, 34, 33, 32, 31, 30, 29, 28), (0.9, 0.2) * 4):
            if GAME.outcome(state) is not None:
                break
            player = GAME.to_move(state)[0]
            if state["holding"] is not None:
                state = GAME.apply(state, player, GAME.legal_actions(state, player)[0])
            if place in [entry["place"] for entry in state["roof"]]:
                state = pull(state, GAME.to_move(state)[0], place, steadiness)
        return GAME.dumps(state)

    for seed in range(20):
        assert play(seed) == play(seed)
    assert len({play(seed) for seed in range(20)}) > 1


def test_the_collapse_comes_when_the_generator_draws_below_the_chance():
    state = table(roof_cards={4: card("doughnut")})
    chance = roof.collapse_chance(list(range(36)), 4, 0.3)
    for seed in range(40):
        draws = Rng(seed).random()
        after = pull({**state, "rng": seed}, 0, 4, 0.3)
        kinds = [e["kind"] for e in last_events(state, after)]
        assert ("collapsed" in kinds) == (draws < chance)


def round_lengths(steadiness: float, rounds: int) -> list:
    """Pulls in the first round of `rounds` seeded two-player games: the safest card pulled at this steadiness,
    a card put back at a random free place."""
    lengths = []
    hand = (steadiness, 0.0)
    for seed in range(rounds):
        state = GAME.new(players=2, seed=seed)
        rng = Rng(seed + 1)
        while state["round"] == 1 and GAME.outcome(state) is None:
            player = state["current"]
            view = GAME.view(state, player)
            if view["phase"] == "put_back":
                action = {"type": "put_back", "place": rng.choice(view["free"])}
            else:
                action = safest_pull(view, player, hand, rng)
            state = GAME.apply(state, player, action)
        lengths.append(sum(event["kind"] == "pulled" for event in state["events"]))
    return lengths


#: The steadiness levels measured. Over 1,000 rounds each, pulls per round, median (10th-90th percentile):
#: 1.0: 20 (10-29), 0.8: 13 (6-20), 0.6: 9 (4-14), 0.4: 7 (3-11), 0.2: 5 (3-9).
STEADINESS_LEVELS = (1.0, 0.8, 0.6, 0.4, 0.2)


def test_a_round_lasts_about_10_to_20_pulls_when_pulled_carefully():
    """"Tune it so a round lasts about 10 to 20 pulls; a test measures the distribution over 1,000 seeded rounds"."""
    rounds = 100 if IN_PYODIDE else 1000
    medians = []
    for steadiness in STEADINESS_LEVELS:
        lengths = round_lengths(steadiness, rounds)
        deciles = statistics.quantiles(lengths, n=10)
        median = statistics.median(lengths)
        medians.append(median)
        print(f"steadiness {steadiness}: median {median} pulls, 10th-90th percentile {deciles[0]:g}-{deciles[-1]:g}"
              f" over {rounds} rounds")
    assert 10 <= medians[1] <= 20 and medians[0] <= 22, "careful pulls: about 10 to 20"
    assert medians == sorted(medians, reverse=True) and medians[-1] <= medians[1] / 2, "a rough pull shortens the round"


# -- the end of a round, the end of the game ----------------------------------------------


def test_the_one_who_collapsed_the_roof_cannot_win_the_round():
    """"Le joueur qui a fait effondrer ce toit ne peut pas gagner ce tour"."""
    assert round_winner([[card("chocolate")] * 5, [card("lollipop")]], spoiler=0) == (1, "cards")


def test_the_most_cards_wins_a_candy():
    """"Celui qui en a le plus prend un bonbon dans la réserve"."""
    assert round_winner([[card("chocolate")] * 2, [card("lollipop")] * 3, [card("cupcake")]], spoiler=None) == (1, "cards")


def test_a_tie_goes_to_the_most_barley_sugars_then_nobody():
    """"En cas d'égalité... le nombre de sucres d'orge... S'il y a de nouveau égalité, aucun joueur ne récupère de bonbon"."""
    piles = [[card("chocolate", 1), card("lollipop", 3)], [card("cupcake", 2), card("doughnut", 1)], [card("doughnut")]]
    assert round_winner(piles, spoiler=None) == (0, "sugars")
    piles[1][1] = card("doughnut", 2)
    assert round_winner(piles, spoiler=None) == (None, "tie")


def test_a_player_needs_a_card_to_win_a_candy():
    """Decision: with no card, nobody has "the most"."""
    assert round_winner([[], []], spoiler=0) == (None, "empty")


def test_a_collapse_ends_the_round_gives_the_candy_and_builds_the_roof_again():
    """"Un tour est fini dès que... le toit de la maison de pain d'épices s'effondre"."""
    state = table(players=3, piles={0: [card("chocolate")] * 3, 1: [card("lollipop")] * 2}, current=0)
    state = rigged(state, 4, 0.0, falls=True)
    after = pull(state, 0, 4, 0.0)
    kinds = [e["kind"] for e in last_events(state, after)]
    assert kinds == ["pulled", "collapsed", "round_over", "roof_built", "turn"]
    over = next(e for e in after["events"] if e["kind"] == "round_over")
    assert over["spoiler"] == 0 and over["winner"] == 1 and over["cards"] == [3, 2, 0]
    assert after["candies"] == [0, 1, 0] and after["reserve"] == 4
    assert len(after["roof"]) == 36 and after["piles"] == [[], [], []] and after["round"] == 2
    assert GAME.to_move(after) == [1], "round 2 starts with the player to the left of round 1's"


def test_each_round_starts_with_the_next_player_to_the_left():
    """"Jouer à tour de rôle dans le sens des aiguilles d'une montre", and the rules' decision "Each round's start
    passes to the left ... rather than to whoever follows the player who ended the round": whoever ended the last."""
    state = table(players=3, piles={0: [card("chocolate")] * 2, 1: [card("lollipop")] * 2}, current=2)
    state = rigged(state, 4, 0.0, falls=True)
    after = pull(state, 2, 4, 0.0)  # seat 2 brings round 1 down
    assert after["round"] == 2 and GAME.to_move(after) == [1]
    for round_number, starter in ((3, 2), (4, 0), (5, 1)):
        spoiler = (after["current"] + 1) % 3  # whoever ends the round, the next one starts to the left
        after = {**after, "current": spoiler}
        after = pull(rigged(after, 35, 0.0, falls=True), spoiler, 35, 0.0)
        assert after["round"] == round_number and GAME.to_move(after) == [starter]


def test_the_last_card_ends_the_round_and_is_kept_whatever_its_treat():
    """"Un tour est fini dès que la dernière carte de petit beurre a été retirée du toit" (decision: it is kept)."""
    state = GAME.new(players=2, seed=5)
    cards = treat_cards()
    last, top = cards.pop(0), cards.pop(0)
    assert last["treat"] == top["treat"] == "chocolate"
    state["roof"] = [{"place": 0, "card": last}]
    state["piles"] = [[top], cards]
    GAME.check_state(state)
    after = pull(rigged(state, 0), 0, 0)
    kinds = [e["kind"] for e in last_events(state, after)]
    assert kinds[:3] == ["pulled", "kept", "round_over"]
    over = next(e for e in after["events"] if e["kind"] == "round_over")
    assert over["cards"] == [2, 34] and over["spoiler"] is None and over["winner"] == 1
    assert len(after["roof"]) == 36 and after["round"] == 2


def test_the_first_to_two_candies_wins_the_game():
    """"La partie est terminée dès qu'un joueur a récupéré deux bonbons. Il gagne la partie"."""
    state = table(players=2, piles={1: [card("lollipop")]})
    state["candies"], state["reserve"] = [0, 1], 4
    after = pull(rigged(state, 4, 0.0, falls=True), 0, 4, 0.0)
    assert GAME.outcome(after) == {"winners": [1], "scores": [0, 2], "reason": "candies"}
    assert after["ruined"] and GAME.to_move(after) == []
    assert after["events"][-1]["kind"] == "over"


# -- computer players ------------------------------------------------------------------


def test_computer_players_pull_the_safest_card_easy_shaky_normal_careful():
    """"A computer player picks the safest card and pulls with a steadiness that depends on its level"."""
    state = GAME.new(players=2, seed=8)
    for level, low, high in (("easy", 0.3, 0.65), ("normal", 0.82, 0.97)):
        for seed in range(20):
            action = GAME.bot(level).choose(GAME, state, 0, Rng(seed))
            chances = roof.collapse_chances(list(range(36)), action["steadiness"])
            assert chances[action["place"]] == min(chances.values())
            assert low <= action["steadiness"] <= high and type(action["steadiness"]) is float


def test_computer_players_leave_a_card_they_saw_go_back_with_the_treat_on_top_of_their_pile():
    """Pulled again, it would only go back: two computer players with the same treat on top passed it to and fro."""
    state = rigged(table(piles={0: [card("cupcake", 2)]}, roof_cards={35: card("cupcake", 1)}), 35)
    back = GAME.apply(pull(state, 0, 35), 0, {"type": "put_back", "place": 35})  # on top again: the safest card
    chances = roof.collapse_chances([entry["place"] for entry in back["roof"]], 0.9)
    assert chances[35] == min(chances.values())
    back["current"] = 0
    for level in ("easy", "normal"):
        assert 35 not in {GAME.bot(level).choose(GAME, back, 0, Rng(seed))["place"] for seed in range(30)}
    back["piles"][0] = [card("lollipop")]  # another treat on top: a card sure to be kept
    assert 35 in {GAME.bot("normal").choose(GAME, back, 0, Rng(seed))["place"] for seed in range(30)}


def test_two_computer_players_end_every_round():
    """No card passed to and fro: over 300 seeded games of two normal players, no round lasts over 60 pulls."""
    longest = 0
    for seed in range(30 if IN_PYODIDE else 300):
        state = GAME.new(players=2, seed=seed)
        bot, moves = GAME.bot("normal"), 0
        while state["round"] == 1 and GAME.outcome(state) is None:
            player = GAME.to_move(state)[0]
            state = GAME.apply(state, player, bot.choose(GAME, state, player, Rng(seed * 1000 + moves)))
            moves += 1
        longest = max(longest, sum(event["kind"] == "pulled" for event in state["events"]))
    assert longest <= 60, longest
