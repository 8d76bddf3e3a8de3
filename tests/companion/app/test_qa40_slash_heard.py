"""QA40 L5: slash (correct the last card) picked a card whose line had not begun, not the
card the player had just heard. Carol's card, read while "was that Bob's hand?" waited,
is held for the answer and said nothing of; the answer's lines name it later ("The Fed in
Carol's discard zone: …"). Slash pressed while the answer's first line ("Alice is now
Insane.") was said named and corrected Carol's card: a later input's line begun counted
it heard. It is heard once a line naming it is begun."""
from companion.tracker import observations as o
from tests.companion.app.test_correct_heard import _bob_asked
from tests.companion.app.test_session import press
from tests.companion.app.test_speech_order import said_first, say_all

CAROL_ASKED = ("The Fed in Carol's discard zone: was that Carol's hand, so Carol is out? "
               "1 yes, 2 no, still in. Answer with plus and the number.")


def _answered():
    """Bob asked, Carol's card read (held), plus 2 typed: the answer's first line being
    said, the line naming Carol's card not begun: ``(session, speaker, engine)``."""
    s, speaker, engine = _bob_asked()
    s.observe(o.card_seen(2, "the_fed"))  # Carol's card: waits for the answer
    press(s, "+2")
    said_first(engine, "Alice is now Insane.")
    return s, speaker, engine


def test_slash_during_the_answer_names_the_card_heard_not_the_held_card_not_said_yet():
    s, speaker, engine = _answered()
    with s.answering():  # as the live table says a prefix key's cue
        s.correct_cue()
    engine.say_until("Correct ")
    assert engine.started[-1] == "Correct Bob's card, the Deep One: which rank?"
    press(s, "/1")  # rank 1: a list of two cards, each a correction of Bob's card
    spoken = say_all(speaker, engine)
    assert not any(t.startswith("Correct Carol's card") for t in engine.started), spoken
    assert [obs.back for _, obs in s.choice] == [1, 1], s.choice


def test_slash_once_the_line_naming_the_held_card_is_begun_corrects_that_card():
    s, speaker, engine = _answered()
    engine.say_until(CAROL_ASKED)
    with s.answering():
        s.correct_cue()
    spoken = say_all(speaker, engine)
    assert "Correct Carol's card, The Fed: which rank?" in spoken, spoken
