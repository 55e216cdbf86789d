"""Méli Cado, rule by rule and special card by special card. Each test quotes the rule text it checks.

The words come from small lists (`Lexicon.from_entries`), so each test says
which words exist; the computer players' match is measured on the real
French lexicon.
"""

from collections import Counter

import pytest

from pygame_rules import Game, IllegalAction, Rng
from pygame_rules.meli_cado import cards
from pygame_rules.meli_cado.bots import EasyPlayer, NormalPlayer
from pygame_rules.meli_cado.cards import SPECIALS, letter_cards, letter_table
from pygame_rules.meli_cado.lexicon import LANGUAGES, PARTS, Entry, Lexicon, load_part
from pygame_rules.meli_cado.row import cards_on, spelling, stack_of, words_on
from pygame_rules.meli_cado.rules import FAULTS, HAND_SIZE, WINDOW_MS, MeliCado


def entry(spelling, lemma=None, pos="noun", plural=False, conjugated=False):
    return Entry(spelling, lemma or spelling, pos, plural, conjugated)


#: The French words of these tests, with what the specials need to know of them.
FRENCH = [
    entry("le", pos="other"), entry("la", pos="other"), entry("les", "le", "other", plural=True),
    entry("sel"), entry("set"), entry("lest"), entry("lea"), entry("las", "las", "adj"),
    entry("mais", pos="other"), entry("mai"), entry("amis", "ami", plural=True), entry("ami"),
    entry("comme", pos="adv"), entry("manger", pos="verb"), entry("mangez", "manger", "verb", conjugated=True),
    entry("et", pos="other"), entry("se", pos="other"), entry("lit"), entry("lits", "lit", plural=True),
]
ENGLISH = [entry("cat"), entry("cats", "cat", plural=True), entry("to", pos="other")]
GERMAN = [entry("da", pos="other"), entry("das", pos="other"), entry("dach")]


def new_game(french=FRENCH, common=None):
    return Game(MeliCado({"fr": Lexicon.from_entries("fr", french, common), "en": Lexicon.from_entries("en", ENGLISH),
                          "de": Lexicon.from_entries("de", GERMAN)}))


GAME = new_game()


def table(hands, row, players=2, special=None, opening=False, game=GAME, seed=5, **options):
    """A game in play with these hands and this row (cards, or stacks); every other card lies in the pile."""
    state = game.new(players=players, seed=seed, **options)
    pool = state["deck"] + [card for hand in state["hands"] for card in hand] + cards_on(state["row"])
    stacks = [stack if isinstance(stack, dict) else stack_of(stack) for stack in row]

    def take(card):
        pool.remove(card[:2])
        return card

    state["row"] = [{"cards": [take(c) for c in s["cards"]], "down": [take(c) for c in s["down"]]} for s in stacks]
    state["hands"] = [[take(card) for card in hands.get(seat, ["bU", "bU", "gU"])] for seat in range(players)]
    state["deck"] = pool
    if special:
        state["specials"].remove(special)
    state.update(special=special, opening=opening, seen=words_on(state["row"]), votes=[], last_play=None,
                 streak=None, held=[[] for _ in range(players)], starter=0)
    game.check_state(state)
    return state


def place(card, how, index, letter=None):
    return {"card": card, "letter": letter or card[1], "how": how, "index": index}


def play(state, player, *plays, at=0, game=GAME):
    return game.apply(state, player, {"type": "place", "plays": list(plays), "at_ms": at})


def act(state, player, kind, game=GAME, at=0, **fields):
    return game.apply(state, player, {"type": kind, **fields, "at_ms": at})


def last(state, kind):
    found = [event for event in state["events"] if event["kind"] == kind]
    assert all(event["reason"] in FAULTS for event in found if kind == "fault")
    return found[-1]


def placements(state, player, game=GAME):
    return [action["plays"] for action in game.legal_actions(state, player) if action["type"] == "place"]


# -- the cards and the deal ------------------------------------------------------------


@pytest.mark.parametrize("language", ["fr", "en"])
def test_the_deck_is_100_letter_cards_in_three_colours_and_4_jokers_that_keep_their_colour(language):
    """'About 100 letter cards after French letter frequencies in blue, red and green, 4 jokers that keep their
    colour' (and English letter cards with English frequencies for the English option)."""
    deck = letter_cards(language)
    letters = [card for card in deck if card[1] != "*"]
    assert len(letters) == 100 and len(deck) == 104
    share = {colour: sum(card[0] == colour for card in letters) for colour in "brg"}
    assert 55 <= share["b"] <= 65 and 15 <= share["r"] <= 25 and 15 <= share["g"] <= 25
    assert sorted(card for card in deck if card[1] == "*") == ["b*", "b*", "g*", "r*"]
    most = max(letter_table(language)[:-1], key=lambda row: sum(row[1:]))
    assert most[0] == "E"  # the most frequent letter in both languages
    assert sum(sum(row[1:]) for row in letter_table(language)) == 104


def test_the_two_tables_follow_their_language():
    """French has more U and fewer H than English; English has more T, H and W."""
    french, english = cards.FRENCH_LETTERS, cards.ENGLISH_LETTERS
    assert sum(french["U"]) > sum(english["U"]) and sum(french["H"]) < sum(english["H"])
    assert sum(english["W"]) > sum(french["W"]) and sum(english["T"]) > sum(french["T"])


@pytest.mark.parametrize("language", sorted(cards.REMOVED_LETTERS))
def test_an_extension_plays_the_french_deck_less_the_letters_its_language_removes(language):
    """'Une carte récapitulative indique les lettres à enlever de la version française.'"""
    removed = cards.REMOVED_LETTERS[language]
    deck = Counter(letter_cards(language))
    french = Counter(letter_cards("fr"))
    assert deck == Counter({card: count for card, count in french.items() if card[1] not in removed})
    assert all(any(card[1] == letter for card in french) for letter in removed), "each removed letter is in the French deck"
    assert sum(deck.values()) == 104 - sum(sum(cards.FRENCH_LETTERS[letter]) for letter in removed)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_language_deals_its_specials_and_names_each_on_its_card(language):
    state = GAME.new(players=2, seed=1, language=language)
    dealt = cards.specials_of(language)
    assert sorted(state["specials"]) == sorted(dealt)
    assert set(SPECIALS) - set(dealt) == set(cards.LEFT_OUT_SPECIALS.get(language, {}))
    assert all(cards.SPECIAL_NAMES[special][language] for special in SPECIALS)


def test_an_indonesian_game_deals_no_singular_card_and_a_save_holding_one_is_refused():
    """Indonesian words do not change for the plural: TUNGGAL would refuse nothing, so it is not dealt."""
    state = GAME.new(players=2, seed=1, language="id")
    assert cards.SINGULAR not in state["specials"]
    state["special"] = cards.SINGULAR
    with pytest.raises(ValueError, match="special"):
        GAME.check_state(state)


def test_the_nine_purple_specials_are_apart_from_the_letter_cards():
    """'Séparer les cartes violettes des autres cartes du paquet.'"""
    state = GAME.new(players=2, seed=1)
    assert sorted(state["specials"]) == sorted(SPECIALS) and len(SPECIALS) == 9
    assert state["special"] is None


@pytest.mark.parametrize("players", [2, 3, 4])
def test_seven_cards_each_and_a_base_of_two_cards_from_the_pile(players):
    """'Distribuer 7 cartes par joueur ... retourne les 2 premières cartes de la pioche ... la base de départ.'"""
    state = GAME.new(players=players, seed=3)
    assert [len(hand) for hand in state["hands"]] == [HAND_SIZE] * players
    assert len(state["row"]) == 2 and all(len(stack["cards"]) == 1 for stack in state["row"])
    assert len(state["deck"]) == 104 - 7 * players - 2
    assert state["opening"] and state["starter"] == 0


def test_everyone_may_act_at_any_moment():
    """Real time: 'n'importe qui peut poser une carte', 'à tout moment': every player may act, always."""
    state = GAME.new(players=3, seed=2)
    assert GAME.to_move(state) == [0, 1, 2]
    assert GAME.info["turns"] == "real_time"


# -- the first player ----------------------------------------------------------------


def test_only_the_starter_lays_the_first_card():
    """'C'est à ce joueur de commencer à jouer ... Une fois que le premier a joué, n'importe qui peut poser.'"""
    state = table({0: ["bS", "bK"], 1: ["bT"]}, ["bL", "bE"], opening=True)
    assert placements(state, 0) and not placements(state, 1)
    assert {action["type"] for action in GAME.legal_actions(state, 1)} == {"exchange"}
    state = play(state, 0, place("bS", "insert", 2))
    assert not state["opening"] and placements(state, 1)


def test_the_starter_places_the_base_in_the_order_they_wish():
    """'Il les place dans l'ordre qu'il souhaite.'"""
    state = table({0: ["bS"]}, ["bE", "bL"], opening=True)
    state = act(state, 0, "turn_base")
    assert spelling(state["row"]) == "LE" and state["opening"]


def test_the_starter_may_turn_over_a_special_card_before_playing():
    """'Le premier joueur décide d'en retourner une (ou pas) avant de commencer à jouer.'"""
    state = table({0: ["bS"]}, ["bL", "bE"], opening=True)
    top = state["specials"][0]
    state = act(state, 0, "special")
    assert state["special"] == top and last(state, "special")["special"] == top
    assert "special" not in {action["type"] for action in GAME.legal_actions(state, 0)}


def test_a_stuck_starter_takes_a_new_base_and_a_penalty_card_then_may_let_everyone_play():
    """'S'il ne peut pas, il prend 2 cartes de la pioche comme nouvelle base de départ et en prend une de pénalité
    dans son jeu. S'il ne peut toujours pas il l'annonce donnant ainsi le départ de la partie.'"""
    state = table({0: ["bK"]}, ["bL", "bE"], opening=True)
    kinds = {action["type"] for action in GAME.legal_actions(state, 0)}
    assert "new_base" in kinds and "open" not in kinds
    top = state["deck"][:3]
    state = act(state, 0, "new_base")
    assert [stack["cards"][0] for stack in state["row"]] == top[:2] and state["hands"][0] == ["bK", top[2]]
    assert "bL" in state["deck"][-2:] and "bE" in state["deck"][-2:]
    kinds = {action["type"] for action in GAME.legal_actions(state, 0)}
    assert "open" in kinds and "new_base" not in kinds
    state = act(state, 0, "open")
    assert not state["opening"] and placements(state, 1)


def test_the_first_player_alone_may_insert_between_the_two_base_cards_with_the_option():
    """'On pourra éventuellement autoriser le premier joueur et uniquement celui-ci, à insérer une carte entre les
    2 cartes de départ.'"""
    between = [place("bE", "insert", 1)]
    state = table({0: ["bE"]}, ["bL", "bS"], opening=True)
    assert between not in placements(state, 0)
    state = table({0: ["bE", "bT"], 1: ["bE"]}, ["bL", "bS"], opening=True, first_insertion="yes")
    assert between in placements(state, 0)
    state = play(state, 0, *between)
    assert spelling(state["row"]) == "LES"
    assert [place("bE", "insert", 1)] not in placements(state, 1)


# -- placing -------------------------------------------------------------------------


def test_a_card_goes_on_before_or_after_the_row_when_the_result_is_a_word():
    """'Poser une carte de son jeu, dessus, devant ou derrière une carte de la base pour former un mot correct.'"""
    state = table({0: ["bS", "bT"], 1: ["bA", "bU"]}, ["bL", "bE"])
    spots = {(plays[0]["how"], plays[0]["index"]) for plays in placements(state, 0)}
    assert spots == {("cover", 0), ("cover", 1), ("insert", 0), ("insert", 2)}
    state = play(state, 0, place("bS", "insert", 2))
    assert spelling(state["row"]) == "LES" and state["hands"][0] == ["bT"]
    state = play(state, 1, place("bA", "cover", 1))
    assert spelling(state["row"]) == "LAS" and state["row"][1]["cards"] == ["bE", "bA"]
    assert last(state, "placed")["word"] == "LAS"


def test_a_row_that_is_no_word_is_a_fault_that_costs_two_cards():
    """'A toute faute de jeu (mot incorrect ...), le responsable de la faute de jeu reprend 2 nouvelles cartes.'"""
    state = table({0: ["bS", "bT"]}, ["bL", "bE"])
    top = state["deck"][:2]
    state = play(state, 0, place("bS", "insert", 0))
    assert spelling(state["row"]) == "LE"
    assert state["hands"][0] == ["bS", "bT", *top]
    fault = last(state, "fault")
    assert fault["reason"] == "not_a_word" and fault["word"] == "SLE"


def test_red_cards_cannot_be_covered():
    """'Les cartes rouges ne peuvent être recouvertes.' (SE is a word: only the colour is wrong.)"""
    state = table({0: ["bS"]}, ["rL", "bE"])
    state = play(state, 0, place("bS", "cover", 0))
    assert last(state, "fault")["reason"] == "red_covered" and len(state["hands"][0]) == 3


def test_green_cards_go_only_at_an_end_of_the_word():
    """'Les cartes vertes doivent être posées à une extrémité du mot (soit au début, soit à la fin).'"""
    state = table({0: ["gA", "gA"]}, ["bL", "bE", "bS"])
    faulty = play(state, 0, place("gA", "cover", 1))  # LAS is a word, but A lands in the middle
    assert last(faulty, "fault")["reason"] == "green_middle"
    state = play(state, 0, place("gA", "cover", 2))
    assert spelling(state["row"]) == "LEA"


def test_blue_cards_go_anywhere_and_may_be_covered():
    """'Les cartes bleues peuvent être posées devant, derrière et peuvent être recouvertes.'"""
    state = table({0: ["bA", "bS"]}, ["bL", "bE", "bS"])
    state = play(state, 0, place("bA", "cover", 1))
    assert spelling(state["row"]) == "LAS" and "fault" not in [event["kind"] for event in state["events"]]


def test_a_joker_is_any_letter_and_keeps_its_colour():
    """'Les cartes joker remplacent n'importe quelle lettre mais conservent les caractéristiques de leurs couleurs.'"""
    state = table({0: ["r*", "bT"], 1: ["bT"]}, ["bL", "bE"])
    listed = [plays for plays in placements(state, 0) if plays[0]["card"] == "r*"]
    assert [place("r*", "insert", 2, "A")] in listed  # listed with one letter; any other is taken
    state = play(state, 0, place("r*", "insert", 2, "S"))
    assert spelling(state["row"]) == "LES" and state["row"][2]["cards"] == ["r*S"]
    state = play(state, 1, place("bT", "cover", 2))  # LET is no word, and the joker is red anyway
    assert last(state, "fault")["reason"] == "red_covered"
    with pytest.raises(IllegalAction):
        play(state, 0, place("bT", "insert", 0, "É"))


def test_nobody_places_three_cards_in_a_row_at_the_same_spot():
    """'Un même joueur ne peut pas poser 3 cartes de suite au même endroit.'"""
    state = table({0: ["bA", "bE", "bI", "bS"], 1: ["bA"]}, ["bL", "bE"])
    state = play(state, 0, place("bA", "cover", 1))  # LA
    state = play(state, 0, place("bE", "cover", 1))  # back to LE? already seen: a fault, no streak
    assert last(state, "fault")["reason"] == "seen"
    state = play(state, 0, place("bS", "insert", 2))  # LAS
    state["seen"].remove("LE")
    assert state["streak"] == {"player": 0, "spot": "back", "count": 1}
    state = table({0: ["bI", "bS", "bT", "bA"], 1: ["bS"]}, ["bL", "bE"])
    state = play(state, 0, place("bS", "insert", 2))  # LES
    state = play(state, 0, place("bT", "insert", 3))  # LEST
    assert state["streak"] == {"player": 0, "spot": "back", "count": 2}
    assert all(plays[0]["how"] != "insert" or plays[0]["index"] != 4 for plays in placements(state, 0))
    assert any(plays[0]["how"] == "insert" and plays[0]["index"] == 4 for plays in placements(state, 1))
    assert any(plays[0]["how"] == "insert" and plays[0]["index"] == 0 for plays in placements(state, 0))


def test_a_word_cannot_appear_twice_in_a_round():
    """'Le même mot ne peut apparaître deux fois dans la même manche.'"""
    state = table({0: ["bA", "bU"], 1: ["bE", "bU"]}, ["bL", "bE"])
    state = play(state, 0, place("bA", "cover", 1))
    state = play(state, 1, place("bE", "cover", 1))
    assert spelling(state["row"]) == "LA" and last(state, "fault") == {
        **last(state, "fault"), "reason": "seen", "word": "LE"}


# -- two plays at once -------------------------------------------------------------------


def test_two_plays_within_half_a_second_that_clash_both_go_back_without_penalty():
    """'Si 2 joueurs posent en même temps une carte rendant le mot formé incorrect, les deux joueurs reprennent leur
    carte et ne peuvent la rejouer immédiatement.' (LA was right before LES; LAS is no word in this list.)"""
    words = [e for e in FRENCH if e.spelling != "las"]
    game = new_game(words)
    state = table({0: ["bS", "bT"], 1: ["bA", "bI"]}, ["bL", "bE"], game=game)
    state = play(state, 0, place("bS", "insert", 2), at=10_000, game=game)
    clash = play(state, 1, place("bA", "cover", 1), at=10_000 + WINDOW_MS, game=game)
    assert spelling(clash["row"]) == "LE" and "LES" not in clash["seen"]
    assert sorted(clash["hands"][0]) == ["bS", "bT"] and sorted(clash["hands"][1]) == ["bA", "bI"]
    assert last(clash, "clash")["players"] == [0, 1] and clash["held"] == [["bS"], ["bA"]]
    assert all(plays[0]["card"] != "bS" for plays in placements(clash, 0))
    assert all(plays[0]["card"] != "bA" for plays in placements(clash, 1))
    late = play(state, 1, place("bA", "cover", 1), at=10_001 + WINDOW_MS, game=game)
    assert last(late, "fault")["word"] == "LAS" and len(late["hands"][1]) == 4


def test_cards_held_back_after_a_clash_may_be_played_once_the_row_changes():
    game = new_game([e for e in FRENCH if e.spelling != "las"])
    state = table({0: ["bS", "bT"], 1: ["bA", "bI"], 2: ["bS", "bU"]}, ["bL", "bE"], players=3, game=game)
    state = play(state, 0, place("bS", "insert", 2), at=1000, game=game)
    state = play(state, 1, place("bA", "cover", 1), at=1200, game=game)
    state = play(state, 2, place("bS", "insert", 2), at=5000, game=game)
    assert state["held"] == [[], [], []] and spelling(state["row"]) == "LES"


# -- Méli, Cado, exchange, blocking ----------------------------------------------------------


def test_meli_rearranges_the_row_into_another_word_and_discards_a_card():
    """'Méli : lorsque les cartes (ou piles de cartes) posées sur la table peuvent être déplacées pour former un autre
    mot (un anagramme) ... Si ce méli est correct et respecte les couleurs de cartes, il peut se défausser d'une de
    ses cartes.'"""
    state = table({0: ["bK", "bT"]}, ["bL", "bE", "bS"])
    listed = [a for a in GAME.legal_actions(state, 1) if a["type"] == "meli"]
    assert listed and all(a["order"] == [2, 1, 0] for a in listed)
    done = act(state, 0, "meli", order=[2, 1, 0], discard="bK")
    assert spelling(done["row"]) == "SEL" and done["hands"][0] == ["bT"] and done["deck"][-1] == "bK"
    assert "SEL" in done["seen"]
    failed = act(state, 0, "meli", order=[1, 0, 2], discard="bK")  # ELS
    assert last(failed, "fault")["reason"] == "no_meli" and len(failed["hands"][0]) == 4


def test_a_meli_must_leave_every_green_card_at_an_end():
    state = table({0: ["bK"]}, ["gA", "bM", "bI", "bS"])  # AMIS -> MAIS would put the green A inside
    state = act(state, 0, "meli", order=[1, 0, 2, 3], discard="bK")
    assert last(state, "fault")["reason"] == "green_middle"


def test_cado_removes_one_stack_for_a_word_of_another_root_and_gives_it_away():
    """'Cado : lorsque les cartes posées sur la table forment un mot dont l'une des lettres peut être enlevée pour
    former un nouveau mot de racine différente ... le joueur enlève la pile de carte en question et la donne à un
    joueur de son choix.'"""
    state = table({0: ["bK"], 1: ["bW"], 2: ["bJ"]}, [{"cards": ["bM"], "down": []}, "bA", "bI",
                                                      {"cards": ["bT", "bS"], "down": []}], players=3)
    state = act(state, 0, "cado", stack=3, to=2)
    assert spelling(state["row"]) == "MAI" and sorted(state["hands"][2]) == ["bJ", "bS", "bT"]
    assert last(state, "cado")["cards"] == ["bT", "bS"] and state["hands"][0] == ["bK"]


def test_a_cado_to_a_word_of_the_same_root_is_a_fault():
    """'cado raté': AMIS less its S is AMI, the same lemma."""
    state = table({0: ["bK"]}, ["bA", "bM", "bI", "bS"])
    state = act(state, 0, "cado", stack=3, to=1)
    assert last(state, "fault")["reason"] == "no_cado" and len(state["hands"][0]) == 3


def test_an_exchange_gives_one_card_for_three():
    """'Echange : Un joueur peut à tout moment échanger une de ses cartes contre 3 nouvelles prises dans la pioche.'"""
    state = table({0: ["bK"]}, ["bL", "bE"], opening=True)
    top = state["deck"][:3]
    state = act(state, 1 - 1, "exchange", card="bK")
    assert state["hands"][0] == top and state["deck"][-1] == "bK"


def test_when_everyone_says_the_row_is_blocked_a_new_base_is_laid_for_the_next_starter():
    """'Blocage : Lorsqu'il n'est plus possible de jouer, qu'aucun joueur ne s'y oppose, on ramasse les cartes du mot
    pour les mettre dans la pioche et l'on replace 2 nouvelles cartes ... C'est au tour du joueur à gauche ...'"""
    state = table({0: ["bK"], 1: ["bW"]}, ["bL", "bE"], special=cards.SINGULAR)
    state = act(state, 0, "block")
    assert state["votes"] == [0] and "block" not in {a["type"] for a in GAME.legal_actions(state, 0)}
    top = state["deck"][:2]
    state = act(state, 1, "block")
    assert [stack["cards"][0] for stack in state["row"]] == top and state["deck"][-2:] == ["bL", "bE"]
    assert state["starter"] == 1 and state["opening"] and state["special"] is None
    assert state["specials"][-1] == cards.SINGULAR


def test_a_play_that_changes_the_row_takes_back_every_vote():
    state = table({0: ["bK"], 1: ["bS"]}, ["bL", "bE"])
    state = act(state, 0, "block")
    state = play(state, 1, place("bS", "insert", 2))
    assert state["votes"] == []


# -- the special cards ------------------------------------------------------------------------


def test_fonetik_takes_a_spelling_that_sounds_like_a_word():
    """'FONETIK : on peu écryr kom on parl.'"""
    row = ["bK", "bO"]
    assert last(play(table({0: ["bM", "bU"]}, row), 0, place("bM", "insert", 2)), "fault")["word"] == "KOM"
    state = play(table({0: ["bM", "bU"]}, row, special=cards.FONETIK), 0, place("bM", "insert", 2))
    assert spelling(state["row"]) == "KOM"


def test_srevnel_a_reads_the_words_right_to_left():
    """'SREVNE'L A : on écrit les mots à l'envers de droite à gauche.'"""
    game = new_game([e for e in FRENCH if e.spelling != "sel"])
    row = ["bE", "bL"]
    assert last(play(table({0: ["bS", "bU"]}, row, game=game), 0, place("bS", "insert", 0), game=game), "fault")
    state = play(table({0: ["bS", "bU"]}, row, special=cards.REVERSED, game=game), 0, place("bS", "insert", 0),
                 game=game)
    assert spelling(state["row"]) == "SEL"  # read right to left: LES


def test_singulier_refuses_plurals():
    """'SINGULIER : pas de pluriels.'"""
    assert spelling(play(table({0: ["bS", "bU"]}, ["bL", "bE"]), 0, place("bS", "insert", 2))["row"]) == "LES"
    state = play(table({0: ["bS", "bU"]}, ["bL", "bE"], special=cards.SINGULAR), 0, place("bS", "insert", 2))
    assert last(state, "fault")["word"] == "LES"


def test_conjugaison_interdite_refuses_conjugated_verbs_but_not_the_infinitive():
    """'CONJUGAISON INTERDITE : pas de conjugaison possible.'"""
    row = ["bM", "bA", "bN", "rG", "bE"]
    state = table({0: ["rZ", "bR"]}, row, special=cards.NO_CONJUGATION)
    assert last(play(state, 0, place("rZ", "insert", 5)), "fault")["word"] == "MANGEZ"
    assert spelling(play(state, 0, place("bR", "insert", 5))["row"]) == "MANGER"


def test_2_par_2_lays_two_cards_at_once_both_in_the_new_word():
    """'2 PAR 2 : il faut obligatoirement poser 2 cartes à la fois (les 2 cartes doivent prendre place dans le
    nouveau mot).'"""
    state = table({0: ["bI", "bS", "bT"]}, ["bA", "bM"], special=cards.TWO_BY_TWO)
    listed = placements(state, 0)
    assert listed and all(len(plays) == 2 for plays in listed)
    with pytest.raises(IllegalAction):  # one card alone
        play(state, 0, place("bI", "insert", 2))
    with pytest.raises(IllegalAction):  # the S would hide the I
        play(state, 0, place("bI", "insert", 2), place("bS", "cover", 2))
    seconds = GAME.rules.second_plays(state, 0, place("bI", "insert", 2))
    assert place("bS", "insert", 3) in seconds and place("bS", "cover", 2) not in seconds
    assert {play["card"] for play in seconds} == {"bS", "bT"}
    state = play(state, 0, place("bI", "insert", 2), place("bS", "insert", 3))
    assert spelling(state["row"]) == "AMIS" and state["hands"][0] == ["bT"]


def test_under_2_par_2_a_joker_may_come_second_as_any_letter():
    state = table({0: ["bI", "b*", "bT"]}, ["bA", "bM"], special=cards.TWO_BY_TWO)
    state = play(state, 0, place("bI", "insert", 2), place("b*", "insert", 3, "S"))
    assert spelling(state["row"]) == "AMIS" and state["row"][3]["cards"] == ["b*S"]


def test_verticale_writes_a_second_word_down_from_a_letter_of_the_row():
    """'VERTICALE : permet de commencer des mots verticalement à partir de lettres choisies dans le mot
    horizontal.'"""
    down = [place("bT", "down", 1)]
    assert down not in placements(table({0: ["bT"]}, ["bL", "bE"]), 0)
    state = table({0: ["bT", "bK"]}, ["bL", "bE"], special=cards.VERTICAL)
    state = play(state, 0, *down)
    assert state["row"][1]["down"] == ["bT"] and words_on(state["row"]) == ["LE", "ET"]
    assert last(play(state, 0, place("bK", "down", 1)), "fault")["word"] == "ETK"
    cado = [a for a in GAME.legal_actions(state, 1) if a["type"] == "cado"]
    assert all(a["stack"] != 1 for a in cado)


def test_inversion_des_couleurs_makes_red_rule_as_green_and_green_as_red():
    """'INVERSION DES COULEURS : les cartes rouges doivent être considérées comme des vertes et vice versa.'"""
    state = table({0: ["bA"]}, ["bL", "gE"], special=cards.COLOUR_SWAP)
    assert last(play(state, 0, place("bA", "cover", 1)), "fault")["reason"] == "red_covered"
    state = table({0: ["bS", "bU"]}, ["rL", "bE"], special=cards.COLOUR_SWAP)
    assert spelling(play(state, 0, place("bS", "cover", 0))["row"]) == "SE"


def test_insertion_lets_cards_go_between_two_stacks():
    """'INSERTION : permet d'insérer des cartes entre celles déjà posées.'"""
    between = [place("bE", "insert", 1)]
    assert between not in placements(table({0: ["bE"]}, ["bL", "bS"]), 0)
    state = table({0: ["bE", "bK"]}, ["bL", "bS"], special=cards.INSERTION)
    assert spelling(play(state, 0, *between)["row"]) == "LES"


def test_english_lets_english_words_count_too():
    """'English : possibilité d'utiliser des mots en anglais.'"""
    assert last(play(table({0: ["bT"]}, ["bC", "bA"]), 0, place("bT", "insert", 2)), "fault")["word"] == "CAT"
    state = table({0: ["bT", "bK"]}, ["bC", "bA"], special=cards.ENGLISH)
    assert spelling(play(state, 0, place("bT", "insert", 2))["row"]) == "CAT"


def test_in_a_german_game_german_words_count_and_the_english_card_adds_english_ones():
    assert spelling(play(table({0: ["bS", "bK"]}, ["bD", "bA"], language="de"), 0, place("bS", "insert", 2))["row"]) == "DAS"
    assert last(play(table({0: ["bT"]}, ["bC", "bA"], language="de"), 0, place("bT", "insert", 2)), "fault")["word"] == "CAT"
    state = table({0: ["bT", "bK"]}, ["bC", "bA"], language="de", special=cards.ENGLISH)
    assert spelling(play(state, 0, place("bT", "insert", 2))["row"]) == "CAT"


def test_in_an_english_game_the_english_card_lets_french_words_count():
    state = table({0: ["bE", "bK"]}, ["bL", "bT"], language="en", special=cards.ENGLISH)
    assert spelling(play(state, 0, place("bE", "cover", 1))["row"]) == "LE"


# -- end of a round, end of the game -----------------------------------------------------------


def test_a_round_ends_when_a_player_has_no_card_left_and_each_card_left_is_a_point():
    """'La manche prend fin lorsqu'un joueur a réussi à se débarrasser de toutes ses cartes ... Chaque carte restante
    vaut un point de pénalité. Puis si la partie n'est pas terminée on recommence une nouvelle manche.'"""
    state = table({0: ["bS"], 1: ["bK", "bW", "bJ"]}, ["bL", "bE"])
    state = play(state, 0, place("bS", "insert", 2))
    over = last(state, "round_over")
    assert over["winner"] == 0 and over["points"] == [0, 3] and state["rounds"] == [[0, 3]]
    assert [len(hand) for hand in state["hands"]] == [7, 7] and state["starter"] == 1 and state["opening"]
    assert GAME.outcome(state) is None and GAME.view(state, 0)["round"] == 2


def test_the_game_ends_after_the_chosen_number_of_rounds_and_the_fewest_points_win():
    """'Le vainqueur est le joueur qui a le moins de points à l'issu d'un certain nombre de manches.'"""
    state = table({0: ["bS"], 1: ["bK", "bW", "bJ"]}, ["bL", "bE"], end="rounds_1")
    state = play(state, 0, place("bS", "insert", 2))
    assert GAME.outcome(state) == {"winners": [0], "scores": [0, 3], "reason": "rounds"}
    assert GAME.to_move(state) == []


def test_the_game_ends_when_a_player_reaches_the_chosen_score():
    """'... ou lorsqu'un des autres joueurs arrive à un score déterminé par avance (20, 30, 50...)'."""
    state = table({0: ["bS"], 1: ["bK", "bW", "bJ"]}, ["bL", "bE"], end="points_20")
    state["rounds"] = [[4, 17]]
    state = play(state, 0, place("bS", "insert", 2))
    assert GAME.outcome(state) == {"winners": [0], "scores": [4, 20], "reason": "points"}


def test_a_round_ends_when_the_pile_runs_out():
    """Decision: with fewer than three letter cards in the pile, no new base and penalty can be given."""
    state = table({0: ["bS", "bT"], 1: ["bK"]}, ["bL", "bE"])
    state["deck"] = [card for card in state["deck"] if card[1] != "*"]
    state["hands"][1] += state["deck"][4:] + ["b*", "b*", "r*", "g*"]
    state["deck"] = state["deck"][:4]
    GAME.check_state(state)
    held = len(state["hands"][1])
    state = play(state, 0, place("bS", "insert", 0))  # a fault: two of the four cards are drawn
    over = last(state, "round_over")
    assert over["points"] == [4, held] and over["winner"] is None and last(state, "pile_empty")["left"] == 2


# -- the engine's doors ------------------------------------------------------------------------


def test_every_action_carries_the_tables_clock_in_ms():
    state = table({0: ["bS", "b*"]}, ["bL", "bE"])
    legal = GAME.legal_actions(state, 0)
    assert all(action["at_ms"] == state["clock"] for action in legal)
    for clock in (1.5, True, -1, 10**13, "5", None):
        with pytest.raises(IllegalAction):
            play(state, 0, place("bS", "insert", 2), at=clock)
    later = play(state, 0, place("bS", "insert", 2), at=123_456)
    assert later["clock"] == 123_456
    assert act(later, 1, "block", at=5)["clock"] == 123_456  # the clock never goes back


def test_a_meli_may_name_any_order_of_the_stacks():
    state = table({0: ["bK", "bU"]}, ["bL", "bE", "bS"])
    for order in ([0, 1], [0, 0, 1], [0, 1, 3], [0, 1, 2.0], "012"):
        with pytest.raises(IllegalAction):
            act(state, 0, "meli", order=order, discard="bK")
    assert act(state, 0, "meli", order=[2, 1, 0], discard="bK")["events"][-1]["kind"] == "meli"


def test_a_view_hides_the_other_hands_the_pile_and_the_specials():
    state = table({0: ["bS"], 1: ["bT"]}, ["bL", "bE"])
    view = GAME.view(state, 0)
    assert view["hand"] == ["bS"] and view["hand_sizes"] == [1, 1] and view["deck"] == len(state["deck"])
    assert "bT" not in str({key: value for key, value in view.items() if key != "events"})
    assert GAME.view(state, None)["hand"] is None


def test_a_tampered_save_is_refused():
    state = table({0: ["bS"]}, ["bL", "bE"])
    assert GAME.loads(GAME.dumps(state)) == state
    for key, value in (("row", [{"cards": ["bL"], "down": ["bE"]}]), ("votes", [0, 1]), ("clock", -5),
                       ("seen", []), ("held", [["bT"], []]), ("special", "nothing")):
        spoiled = {**state, key: value}
        with pytest.raises(ValueError):
            GAME.loads(GAME.dumps(spoiled))


# -- the computer players -------------------------------------------------------------------------


def test_a_computer_player_plays_a_word_it_knows_at_its_pace():
    state = table({0: ["bU"], 1: ["bS", "bK"]}, ["bL", "bE"])
    action = GAME.bot("normal").choose(GAME, state, 1, Rng(1))
    assert action == {"type": "place", "plays": [place("bS", "insert", 2)], "at_ms": NormalPlayer.pace_ms}
    assert EasyPlayer.pace_ms > NormalPlayer.pace_ms >= 3000  # never faster than a child can follow


def test_the_easy_computer_player_knows_only_common_words():
    game = new_game(common={"LE", "LA"})
    state = table({0: ["bU"], 1: ["bS", "bK"]}, ["bL", "bE"], game=game)
    assert game.bot("easy").choose(game, state, 1, Rng(1))["type"] == "block"  # LES is not common
    assert game.bot("normal").choose(game, state, 1, Rng(1))["type"] == "place"


def test_a_computer_player_finds_a_meli_and_a_cado():
    state = table({0: ["bK", "bW"]}, ["bA", "bM", "bI", "bS"])  # AMIS: MAIS is a Méli away
    action = GAME.bot("normal").choose(GAME, state, 0, Rng(1))
    assert action["type"] == "meli" and spelling([state["row"][i] for i in action["order"]]) == "MAIS"
    state = table({0: ["bK", "bW"], 1: ["bJ"]}, ["bM", "bA", "bI", "bS"])  # MAIS: MAI is a Cado away
    assert GAME.bot("normal").choose(GAME, state, 0, Rng(1)) == {"type": "cado", "stack": 3, "to": 1, "at_ms": 3500}


def test_a_non_starter_computer_player_waits_during_the_opening():
    state = table({0: ["bK"], 1: ["bS"]}, ["bL", "bE"], opening=True)
    assert GAME.bot("normal").choose(GAME, state, 1, Rng(1)) is None


def test_a_page_may_load_the_lexicon_a_part_at_a_time_and_the_rules_then_use_those_parts():
    """Decision: the page loads each part between taps (bench/bots.py), so no computer decision pays for the load."""
    parts = [load_part("fr", part) for part in PARTS]
    french = Lexicon.load("fr")
    mine = [french._words, french._readings, french._sounds, french._compounds]
    assert len(mine) == len(parts) and all(own is kept for own, kept in zip(mine, parts))
    assert french.is_word("MANGEONS") and MeliCado().lexicon("fr") is french
