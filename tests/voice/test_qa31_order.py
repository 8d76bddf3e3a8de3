"""QA31's findings on the order of what the voice says (session 30, order31)."""
from tests.voice.test_speaker import QUESTION, finish_all, rig, wait_started  # noqa: F401
from voice import Priority
from voice.priority import Status


def test_key_1_leaves_a_waiting_question_after_the_news_it_follows(rig):  # noqa: F811
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


def test_key_1_brings_the_waiting_question_ahead_of_newer_news(rig):  # noqa: F811
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
