"""``not_face_up``: a 2-player face-up card of the round in progress dropped, the camera's
reading wrong (fresh QA51 run B2: round 2's Sailor, read late, taken face up in round 3;
Bob's hand, the Sailor, refused as a copy too many). The player's key outranks the
reading (:mod:`companion.app.face_up_outranked`)."""
from companion.tracker import observations as o
from tests.companion.tracker.builders import feed, kinds, tracker


def test_a_dropped_face_up_card_frees_its_copy_for_a_zone():
    t = tracker(2)
    feed(t, o.face_up("the_sailor"), o.face_up("the_urchin"))
    assert t.unseen()["the_sailor"] == 0
    assert kinds(t.trial(o.card_seen(0, "the_sailor"))) == ["inconsistency"]
    events = feed(t, o.not_face_up("the_sailor"))
    assert "inconsistency" not in kinds(events)
    assert t.view().face_up == ("the_urchin",) and t.unseen()["the_sailor"] == 1
    feed(t, o.card_seen(0, "the_sailor"))
    assert t.view().seats[0].zone == ("the_sailor",)


def test_a_card_not_face_up_cannot_be_dropped_and_undo_restores_it():
    t = tracker(2)
    feed(t, o.face_up("the_sailor"))
    assert kinds(t.apply(o.not_face_up("the_urchin"))) == ["inconsistency"]
    t.undo()  # the refused input
    feed(t, o.not_face_up("the_sailor"))
    t.undo()
    assert t.view().face_up == ("the_sailor",)
    assert kinds(tracker(3).apply(o.not_face_up("the_sailor"))) == ["inconsistency"]


def test_its_log_line_reads_back():
    obs = o.not_face_up("the_sailor")
    assert o.from_json(o.to_json(obs)) == obs and obs.is_command
