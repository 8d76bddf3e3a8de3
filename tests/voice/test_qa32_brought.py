"""QA32 L3 (session 32): a line cut to be said again goes back before the newer lines an
answer brought (:attr:`voice.speech_queue.Item.brought`), which never go ahead of it."""
from tests.voice import test_speaker
from tests.voice.conftest import wait_for
from tests.voice.test_speaker import finish_all, wait_started

rig = test_speaker.rig  # the gated speaker fixture

SHUFFLE = "Shuffle the other cards, set the top card aside face down, and deal one card."
ROUND = "Round 1. Alice starts."
NOT_USED = "The card typed during the set-up was not used: type it again after the set-up."
CUE = "Zone: which seat?"


def test_a_set_up_line_cut_after_an_answer_brought_the_next_one_keeps_its_place(rig):
    """QA32 L3: Enter and 4 typed during the set-up: its refusal brings the set-up's last
    line ("Round 1. Alice starts.") first; star then cut "Shuffle the other cards…",
    which was said after "Round 1", the set-up's steps out of order."""
    speaker, backend, _ = rig
    speaker.say(SHUFFLE, news=False)  # the set-up's steps: app lines, not the game's news
    wait_started(backend, 1)
    last = speaker.say(ROUND, news=False)
    speaker.say(NOT_USED, hurry=True, news=True, press=1, brings=[last])
    speaker.say(CUE, hurry=True, news=False, press=2, replaces=False)  # cuts "Shuffle"
    wait_for(lambda: backend.cancelled)  # before the gate opens: Shuffle said whole else
    finish_all(speaker, backend)
    assert backend.started[0] == SHUFFLE and backend.cancelled == [SHUFFLE]
    assert backend.spoken == [SHUFFLE, ROUND, NOT_USED, CUE]


def test_a_line_cut_goes_before_a_newer_line_key_1_asked_for_again(rig):
    """Key 1 asked for a waiting question again (it keeps its place, as an answer); a
    line older than it, cut by a key's answer, is said again before it."""
    speaker, backend, _ = rig
    speaker.say("I see the seat markers 1, 2, 3.", news=False)
    wait_started(backend, 1)
    speaker.say("Whose turn it is depends on the answer: was that Bob's hand?", news=False)
    speaker.say("Whose turn it is depends on the answer: was that Bob's hand?", hurry=True,
                news=False, press=1, again=True)
    speaker.say("It is Carol's turn.", hurry=True, news=False, press=2)  # cuts the first
    wait_for(lambda: backend.cancelled)  # before the gate opens
    finish_all(speaker, backend)
    assert backend.spoken[:2] == ["I see the seat markers 1, 2, 3.",
                                  "Whose turn it is depends on the answer: was that Bob's hand?"]


def test_a_second_answer_that_brings_a_line_already_brought_cuts_nothing(rig):
    """QA32 L3: Enter 4, then slash 3, typed during the set-up: both refusals bring the
    set-up's last line; the second, that line being brought already, cut the set-up's
    line being said ("Shuffle the other cards…"), never said to its end (a set-up step cut
    twice is not begun a third time)."""
    speaker, backend, _ = rig
    speaker.say(SHUFFLE, news=False)
    wait_started(backend, 1)
    last = speaker.say(ROUND, news=False)
    speaker.say(NOT_USED, hurry=True, news=True, press=1, brings=[last])
    speaker.say("The correction typed during the set-up was not used.", hurry=True,
                news=True, press=2, brings=[last])
    finish_all(speaker, backend)
    assert backend.cancelled == []
    assert backend.spoken == [SHUFFLE, ROUND, NOT_USED,
                              "The correction typed during the set-up was not used."]
