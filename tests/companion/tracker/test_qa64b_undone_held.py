"""Fresh QA64b HIGH-1 (session 65; t3e): the tracker fed the replay's observations. Carol's
Tommy Gun, the forced discard of Bob's Musician, undone while it still lies in her zone,
then "was that Bob's hand?" answered "no": the answer lays no card, so her next card is
still the next one after the undone discard, held two ways (the Musician's discard, or her
play after the Tommy Gun: :func:`companion.tracker.undone_discard.held_since`). Main lost
the hold with the answer: "Carol discards the Necronomicon." at once, her play, and Bob's
Sailor refused. The live table's route: tests/companion/app/
test_qa64b_undone_discard_answered.py."""
import pytest

from companion.tracker import Tracker
from companion.tracker import observations as o

NAMES = ("Alice", "Bob", "Carol")


@pytest.mark.parametrize("answer", [o.not_hand(1), o.still_in(1)])
def test_tracker_an_answer_after_the_undo_keeps_the_undone_discard_s_hold(answer):
    """The tracker fed t3e's observations: after the undo and an answer (laying no card),
    the Necronomicon is held two ways (the Musician's discard, or Carol's play after the
    undone Tommy Gun), and the Sailor tells it; the hold lasts through the answer undone
    too. Main: "Carol discards the Necronomicon." at once, the Sailor refused."""
    t = Tracker()
    for obs in (o.start("arkham", list(NAMES), "en", 0), o.card_seen(0, "stowaway"),
                o.card_seen(0, "the_dilettante"), o.card_seen(1, "the_entertainer"),
                o.card_seen(2, "investigators"), o.card_seen(1, "the_musician"),
                o.card_seen(2, "tommy_gun"), o.undo(), answer, o.undo(), answer):
        t.apply(obs)
    assert t.question is None and len(t.hyps) == 1
    assert not [e for e in t.apply(o.card_seen(2, "necronomicon")) if e.seat == 2]
    events = t.apply(o.card_seen(1, "the_sailor"))
    assert [(e.kind, e.cards, e.info) for e in events if e.seat == 2][:2] == [
        ("card_discarded", ("tommy_gun",), "undone"), ("turn_started", (), None)]
    assert not any(e.kind == "inconsistency" for e in events)
    assert t.view().seats[2].zone == ("investigators", "tommy_gun", "necronomicon")
