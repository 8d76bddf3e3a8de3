"""An answer given by key long after its question (QA25 F1): with a real voice the
question "Sane or Insane effect?" is heard ~18 s after it is made, and an Insane Stowaway's
next card, and the next players' cards, are laid meanwhile. The answer still settles the
question, and an answer the rules refuse is said, never logged as if it counted."""
from companion.app.session import TableSession
from companion.tracker import observations as o
from companion.tracker.events import question
from tests.companion.app.test_session import press


def logged_session():
    """A 3-player session (Ann, Bob, Cy) whose log lines are kept: ``(session, said, log)``."""
    said, log = [], []
    s = TableSession(say=said.append, record=log.append)
    s.observe(o.start("arkham", ["Ann", "Bob", "Cy"], "en", 0))
    return s, said, log


def test_insane_answered_after_the_next_three_cards_settles_the_stowaway():
    """QA25 d_sw7: +2 said "That answer does not fit: waiting for Carol's play."."""
    s, said, log = logged_session()
    for seat, key in ((0, "the_urchin"), (1, "shoggoth"), (2, "the_entertainer"),
                      (0, "the_fed"), (1, "investigators"), (1, "stowaway"),
                      (1, "the_sailor"), (2, "the_musician"), (0, "the_boxer")):
        s.observe(o.card_seen(seat, key))
    assert s.tracker.question is not None
    del said[:]
    press(s, "+2")
    text = [a.brief for a in said]
    assert "Bob: Insane effect." in text and not any("does not fit" in t for t in text)
    # who took the Eggs is asked next (QA30 F2): Bob could choose Ann or Cy
    assert not s.tracker.ambiguous and s.tracker.question.value == "holder"
    assert "Bob: who took the Stowaway Eggs? 1 Ann, 2 Cy. Answer with plus and the number." \
        in text
    assert log[-1] == o.effect("insane", 1, "stowaway")


def test_a_refused_answer_is_said_and_never_logged():
    """A question whose answer the rules refuse (here one no play backs): the refusal is
    said, and neither the log nor the tracker's history keeps the answer (QA25 F1: the
    log kept it, and each resume reported a refused line)."""
    s, said, log = logged_session()
    s.observe(o.card_seen(0, "the_fed"))
    s.tracker.question = question("effect", 1, ("sane", "insane"), ("stowaway",))
    s.prompted("question")
    depth, lines = len(s.tracker.history), len(log)
    del said[:]
    press(s, "+2")
    assert any("does not fit" in a.brief for a in said), [a.brief for a in said]
    assert len(log) == lines and len(s.tracker.history) == depth
