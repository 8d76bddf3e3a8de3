"""QA31's findings on the order of what the voice says (session 30, order31)."""
from tests.voice import test_speaker
from tests.voice.test_speaker import QUESTION, finish_all, wait_started
from tests.voice.conftest import wait_for
from voice import Priority
from voice.priority import Status

rig = test_speaker.rig  # the gated speaker fixture


def test_key_1_leaves_a_waiting_question_after_the_news_it_follows(rig):
    """QA31 #1: key 1, the tracker's question waiting right behind "Alice is now Insane.",
    cut that line, said the question, then the line again. The question is said in its
    place, after the news it follows (nothing cut), and ahead of the news newer than it;
    it is said once."""
    speaker, backend, _ = rig
    older = speaker.say("Alice is now Insane.")
    wait_started(backend, 1)
    waiting = speaker.say("Bob: the Deep One.")
    asked = speaker.say(QUESTION)
    newer = speaker.say("Carol.")
    again = speaker.say(QUESTION, hurry=True, news=False, press=1, again=True)
    finish_all(speaker, backend)
    assert backend.cancelled == []
    assert backend.spoken == ["Alice is now Insane.", "Bob: the Deep One.", QUESTION,
                              "Carol."]
    assert again is asked and asked.status is Status.SPOKEN
    assert all(e.status is Status.SPOKEN for e in (older, waiting, newer))


def test_key_1_brings_the_waiting_question_ahead_of_newer_news(rig):
    """The question asked again keeps its place among the news, as an answer: news
    given after key 1 goes after it (key 1 has an effect: nothing newer delays it)."""
    speaker, backend, _ = rig
    speaker.say("Bob: Investigators.", Priority.NOW)
    wait_started(backend, 1)
    speaker.say("Carol: The Fed.")
    speaker.say(QUESTION)
    speaker.say(QUESTION, hurry=True, news=False, press=1, again=True)
    speaker.say("Carol passes.", hurry=True, news=True)  # news a key made after it
    finish_all(speaker, backend)
    assert backend.spoken == ["Bob: Investigators.", "Carol: The Fed.", QUESTION,
                              "Carol passes."]


def _saying(backend, text):
    """Wait until the gated engine says ``text`` (a speech key's line, said at once)."""
    wait_for(lambda: backend.started and backend.started[-1] == text)


TABLE = "Table. Alice is in; Bob is in; Carol is in, Insane."


def test_an_answer_cut_by_7_is_said_again_once_not_after_each_7(rig):
    """QA31 #2: key 8's answer, cut by 7, was begun again after the line 7 said; 7 pressed
    again cut it again, and so on: begun 4 times, never said to its end. Said again once;
    cut again by a speech key, it is not said a third time (key 8 says it again)."""
    speaker, backend, _ = rig
    speaker.say("Carol discards the Stowaway.")
    speaker.say("Carol is now Insane.")
    finish_all(speaker, backend)
    backend.gate.clear()
    answer = speaker.say(TABLE, hurry=True, news=False, press=1, keep=False)
    _saying(backend, TABLE)
    speaker.back()  # 7: "Carol is now Insane.", then the answer again
    _saying(backend, "Carol is now Insane.")
    backend.say_until(TABLE)
    speaker.back()  # 7 again: "Carol discards the Stowaway."; the answer is not said again
    _saying(backend, "Carol discards the Stowaway.")
    speaker.forward()  # 9: "Carol is now Insane."
    finish_all(speaker, backend)
    assert backend.started.count(TABLE) == 2
    assert backend.spoken[-1] == "Carol is now Insane." and TABLE not in backend.spoken
    assert answer.status is Status.INTERRUPTED


def test_news_cut_by_7_again_and_again_is_still_said_to_its_end(rig):
    """News is never lost: however often 7 cuts it, it is said again after each line."""
    speaker, backend, _ = rig
    speaker.say("Carol discards the Stowaway.")
    finish_all(speaker, backend)
    backend.gate.clear()
    news = speaker.say("Bob: the Investigators.")
    _saying(backend, "Bob: the Investigators.")
    for cuts in range(1, 4):
        begun = len(backend.started)
        speaker.back()  # the line before, then the start of the history
        # its own line begun: say_until would else take the cut line for the one said
        wait_for(lambda: len(backend.cancelled) == cuts and len(backend.started) > begun)
        backend.say_until("Bob")
    finish_all(speaker, backend)
    assert backend.spoken[-1].endswith("the Investigators.")  # (from its clause cut)
    assert news.status is Status.SPOKEN
