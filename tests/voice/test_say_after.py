"""Speaker.say(after=…) (QA49 MEDIUM-1, session 49): a news line given in the place of an
earlier line (a question the cards closed before the voice began it) goes ahead of the
lines queued that were given after that one, behind those given before it and behind the
answers at the queue's head; several lines given in the same place keep their order; the
line whose place they take is still said unless its ``stale()`` drops it. Gated engine."""

from __future__ import annotations

from tests.voice.conftest import gate_until_idle
from tests.voice.test_speaker import wait_started
from voice.history import Entry


def _alice_said_then_queued(speaker, engine, closed):
    """"Alice: the Investigators." being said; queued behind it the question (its
    ``stale()`` is ``closed``), then Carol's play: returns the question's entry."""
    speaker.say("Alice: the Investigators.")
    wait_started(engine, 1)
    question = speaker.say("Was that Bob's hand?", stale=closed)
    speaker.say("Carol: the Investigators.")
    return question


def test_lines_given_in_a_closed_question_s_place_come_before_the_later_plays(gated):
    speaker, engine = gated
    question = _alice_said_then_queued(speaker, engine, lambda: True)
    speaker.say("Bob: The Entertainer.", after=question)
    speaker.say("Bob is now Insane.", after=question)
    speaker.say("Bob: the Cultists.")
    gate_until_idle(speaker, engine)
    assert engine.spoken == ["Alice: the Investigators.", "Bob: The Entertainer.",
                             "Bob is now Insane.", "Carol: the Investigators.",
                             "Bob: the Cultists."]


def test_the_line_whose_place_is_taken_is_still_said_when_not_stale(gated):
    speaker, engine = gated
    question = _alice_said_then_queued(speaker, engine, lambda: False)
    speaker.say("Bob: The Entertainer.", after=question)
    gate_until_idle(speaker, engine)
    assert engine.spoken == ["Alice: the Investigators.", "Was that Bob's hand?",
                             "Bob: The Entertainer.", "Carol: the Investigators."]


def test_a_place_already_said_puts_the_line_ahead_of_the_later_ones_still_queued(gated):
    speaker, engine = gated
    question = speaker.say("Was that Bob's hand?")
    wait_started(engine, 1)                  # being said: no longer queued
    speaker.say("Carol: the Investigators.")
    speaker.say("Key 5: it is Alice's turn.", hurry=True, news=False, press=1, cuts=False)
    speaker.say("Bob: The Entertainer.", after=question)
    gate_until_idle(speaker, engine)
    assert engine.spoken == ["Was that Bob's hand?", "Key 5: it is Alice's turn.",
                             "Bob: The Entertainer.", "Carol: the Investigators."]


def test_a_line_given_in_an_older_one_s_place_is_kept_there_in_the_history():
    """Review of unsaid49: keys 7 and 9 step through the lines in the order said."""
    from voice.history import History
    history = History(size=3)
    a, b, c, d = (Entry(t) for t in "abcd")
    for entry in (a, b, c):
        history.add(entry)
    history.hear(c)
    history.add(d, before=b)            # full: a drops out, d goes before b
    assert list(history) == [d, b, c] and history.current is c
    history.add(Entry("e"), before=Entry("gone"))  # not held: appended
    assert [e.text for e in history] == ["b", "c", "e"] and history.current is c
