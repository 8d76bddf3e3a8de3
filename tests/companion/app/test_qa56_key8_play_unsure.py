"""Fresh QA56 HIGH-1 (run A, 4 players, tilted): key 8 said "Dan played the Investigators:
it may have put a player out" while the open question asked whether that Investigators was
Dan's hand, laid because Carol's Boxer put him out (the truth there). The play whose effect
is not known yet is said as fact only when every account the tracker keeps resolves that play, else
with "if"."""
from companion.app.session import TableSession
from companion.tracker import observations as o

from .test_session import press


def _carol_boxer_then_dan_investigators():
    said = []
    s = TableSession(say=said.append)
    s.observe(o.start("arkham", ["Alice", "Bob", "Carol", "Dan"], "en", 0))
    for seat, key in ((0, "the_fed"), (1, "the_fed"), (2, "the_boxer"), (3, "investigators")):
        s.observe(o.card_seen(seat, key))
    return s, said


def test_qa56_key_8_does_not_say_a_card_was_played_while_asked_if_it_was_a_hand():
    s, said = _carol_boxer_then_dan_investigators()
    assert s.tracker.question is not None and s.tracker.question.seat == 3
    press(s, "8")
    table = next(a.brief for a in reversed(said) if a.brief.startswith("Table."))
    assert table == ("Table. Dan may be out (not confirmed); if Dan played the Investigators, "
                     "it may have put a player out (not confirmed; no hand laid yet); Alice, "
                     "Bob, and Carol are in, unless that play put one of them out."), table


def test_qa56_key_8_names_the_play_once_the_question_says_it_was_a_play():
    s, said = _carol_boxer_then_dan_investigators()
    press(s, "+2")  # no, Dan is still in: the Investigators was his play
    press(s, "8")
    table = next(a.brief for a in reversed(said) if a.brief.startswith("Table."))
    assert "Dan played the Investigators: it may have put a player out" in table, table
