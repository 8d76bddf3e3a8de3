"""Fresh QA61 MEDIUM-1 (g2/run2): minus twice right after an answer took back the answer;
its "Carol is now Insane." line, shown but not yet said, was dropped with it, while the
tracker keeps a "now Insane" line said once per card (:func:`companion.tracker.flow.
insane_said_stays`): given again, the answer did not say it, and the player never heard
it (key 8 later told Carol Insane). An undo drops unsaid only the lines it takes back: a
"now Insane" line not heard whose fact stays is said after the undo's own line."""
from companion.tracker import observations as o
from tests.companion.app.test_session import press
from tests.companion.app.test_undo_unheard import _heard_session


def _insane(ear, name="Ann"):
    return [a.brief for a in ear.said].count(f"{name} is now Insane.")


def test_an_unheard_insane_line_of_an_undone_answer_is_said():
    s, ear = _heard_session()
    s.observe(o.card_seen(0, "deep_one"))
    s.observe(o.card_seen(1, "the_fed"))  # "was that Bob's hand?"
    ear.hear_all()
    press(s, "+2")  # no: Ann's Deep One is over, "Ann is now Insane." (not heard yet)
    assert _insane(ear) == 1, [a.brief for a in ear.said]
    n = len(ear.said)
    press(s, "--")
    ear.hear_all()
    assert s.tracker.question is not None  # the question is open again
    briefs = [a.brief for a in ear.said[n:]]  # after the undo's own line
    assert briefs[:2] == ["Undone: the last answer.", "Ann is now Insane."], briefs
    press(s, "+2")
    ear.hear_all()
    assert _insane(ear) == 2, [a.brief for a in ear.said]


def test_a_heard_insane_line_is_not_said_again_after_the_undo():
    s, ear = _heard_session()
    s.observe(o.card_seen(0, "deep_one"))
    s.observe(o.card_seen(1, "the_fed"))
    ear.hear_all()
    press(s, "+2")
    ear.hear_all()  # "Ann is now Insane." heard
    press(s, "--")
    press(s, "+2")
    ear.hear_all()
    assert _insane(ear) == 1, [a.brief for a in ear.said]
