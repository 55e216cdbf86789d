"""The voice never lags the game: prompts that waited too long are dropped, a cut drops all that waits."""

from ui.kit.speech_queue import MAX_LAG, SpeechQueue


class Clock:
    def __init__(self):
        self.now = 100.0

    def __call__(self):
        return self.now


def test_prompts_are_said_in_the_order_they_came_one_sentence_at_a_time():
    queue = SpeechQueue(Clock())
    queue.add(["player.fox", "marchenwald.seek.rose"])
    queue.add(["marchenwald.found"])
    assert queue.next().keys == ("player.fox", "marchenwald.seek.rose")
    assert queue.next().keys == ("marchenwald.found",)
    assert queue.next() is None and not queue


def test_a_prompt_that_waited_too_long_behind_others_is_dropped_not_said_late():
    clock = Clock()
    queue = SpeechQueue(clock)
    queue.add(["marchenwald.found"])
    queue.add(["marchenwald.crow_stole"])
    assert queue.next().keys == ("marchenwald.found",)
    clock.now += MAX_LAG + 0.5  # "found" took that long to say
    assert queue.next() is None, "the crow is out of date by now"


def test_what_a_child_needs_before_acting_is_never_dropped_for_waiting():
    clock = Clock()
    queue = SpeechQueue(clock)
    queue.add(["marchenwald.intro"])
    queue.add(["player.fox", "marchenwald.seek.rose"], needed=True)
    queue.next()
    clock.now += 5
    assert queue.next().keys == ("player.fox", "marchenwald.seek.rose")


def test_a_cut_drops_everything_waiting_even_what_is_needed():
    queue = SpeechQueue(Clock())
    queue.add(["marchenwald.found"])
    queue.add(["player.bear"], needed=True)
    queue.cut()
    assert queue.next() is None
    queue.add([])
    assert not queue, "an empty prompt is nothing to say"
