"""How long Méli Cado's moves and pauses last: seconds at the normal pace, which ?fast=1 shortens (see kit.motion).

One place for the game's timings: the children's pace is read and changed
here, not in the code that shows a move. A card flies (FLY) and a computer's
badge rises before its move (LIFT) as in every game: those are the kit's.
"""

DRAW_FLY = 0.42  # a card drawn from the pile, or exchanged into it, flies quicker than the kit's FLY: there may be several
WORD_HOLD = 0.8  # a new word stays still a moment
FAULT_HOLD = 1.8  # the crossed-out word
SPECIAL_HOLD = 2.0  # a special card turned over, big
SCORES_HOLD = 3.0  # the points of a round
#: At most, for the words of a prompt to end before the row's word is read aloud (the word comes after them).
PROMPT_FIRST = 1.5
#: Between the lexicon's parts as the table opens, in seconds of the clock (not paced): the load
#: (bench/bots.py times it) comes in steps the children's taps pass between, never inside a tap or a
#: computer player's decision.
LEXICON_PAUSE = 0.1
#: A computer player lays nothing for this long after the row last changed, by level: the time a child
#: needs to find a word there. The easy level is for a child who is learning to read: it waits about three
#: times what a child-like reader took between two moves (docs/tuning.md), since a real beginner is slower
#: than a script. The normal level is a race.
COMPUTER_PACE = {"easy": 30.0, "normal": 4.0}
#: For each card a child holds more than a computer player, that player waits this share of its pace longer
#: (counted up to BEHIND_MOST cards): a child who is behind gets more time, not a faster rival.
BEHIND_SLOWER = 0.25
BEHIND_MOST = 4
#: A computer player that starts a sequence (nobody else may lay a card yet) waits this long after a change,
#: so that what the change says ("a new base!") is heard before its move.
STARTER_WAIT = 4.0
#: With no move for this long while a child could act, the table says again what the child may do.
QUIET_NUDGE = 25.0
#: How often the table looks whether it has been quiet that long.
NUDGE_LOOK = 1.0
