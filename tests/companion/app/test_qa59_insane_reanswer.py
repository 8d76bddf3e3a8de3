"""A "now Insane" line that rested on the answer undone is said again when the answer is
given again (seed 002 "State of Mind": a player knocked out is not driven Insane).
QA59 MEDIUM-1 (runB, 5p arkham-classic, es): Alice's Cultists, then a Shoggoth in Bob's
zone asked "was that Bob's hand?"; +2 said "Bob: the Shoggoth. / Bob is now Insane.",
minus twice took the answer back and +2 again said "Bob: the Shoggoth." without "Bob is
now Insane." (flow.insane_said_stays kept it said, though in the account "Bob's hand,
Bob out" restored by the undo Bob is not Insane: the line was the answer's, not the
card's); key 8 then said "Bob está presa de la locura" with the question open again.
Alice's own line, true whatever the answer, stays said once (session 41)."""
from companion.tracker import observations as o
from tests.companion.app.test_session import press, session


def _count(said, line):
    return [a.brief for a in said].count(line)


def test_the_re_answer_says_again_the_insane_line_the_answer_made_true():
    s, said = session()
    s.observe(o.card_seen(0, "cultists"))
    s.observe(o.card_seen(1, "shoggoth"))  # "was that Bob's hand?"
    press(s, "+2")  # no: Bob played it, "Bob is now Insane."
    assert _count(said, "Bob is now Insane.") == 1, [a.brief for a in said]
    assert _count(said, "Ann is now Insane.") == 1
    press(s, "--")
    assert s.tracker.question is not None  # the question is open again
    press(s, "8")  # the table: Bob's Insane rests on the answer taken back
    assert "Bob is Insane" not in said[-2].brief + said[-1].brief, [a.brief for a in said[-2:]]
    press(s, "+2")
    briefs = [a.brief for a in said]
    assert _count(said, "Bob is now Insane.") == 2, briefs
    assert _count(said, "Ann is now Insane.") == 1, briefs  # her Cultists were not undone


def test_the_other_answer_after_the_undo_does_not_say_bob_insane():
    s, said = session()
    s.observe(o.card_seen(0, "cultists"))
    s.observe(o.card_seen(1, "shoggoth"))
    press(s, "+2")
    press(s, "--")
    press(s, "+1")  # Bob's hand: Bob out, never Insane
    assert _count(said, "Bob is now Insane.") == 1, [a.brief for a in said]
