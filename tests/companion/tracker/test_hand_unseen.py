"""The tracker's ``hand_unseen`` (koround52, review of holdlost52 MEDIUM): the last
knock-out's hand, awaited behind a cleared table, was gathered unseen while the table played
the next round through (:mod:`companion.app.hold_lost`). The round is settled as seed 002
says ("Out of the Round": out whether or not the hand is face up; the round ends when only
one player is left, who takes a token, RULINGS A11, A12): its winner counted, the hand never
named, no hand owed any more. Before: the round was ended as lost (``lost``), no token."""
from companion.narration import narrate_events
from companion.session_log import SessionLog, resume
from companion.tracker import observations as o
from tests.companion.tracker.builders import feed, tracker

NAMES = ["Ann", "Bob"]


def _knocked_out():
    """Ann's Investigators guessed Bob's 5, Bob out: his hand awaited, the round's end."""
    t = tracker(2)
    feed(t, o.card_seen(0, "investigators"), o.target(1), o.guess(5), o.seat_out(1))
    assert t.waiting()[:2] == ("hand", 1) and t.view().active is not None
    return t


def test_a_knocked_out_hand_never_seen_settles_the_round_with_its_winner():
    t = _knocked_out()
    said = narrate_events(feed(t, o.hand_unseen(1)), NAMES)
    assert said == ["Bob is out.", "Ann wins the round and has 1 Sane."], said
    view = t.view()
    assert view.round_winners == (0,) and view.seats[0].tokens.sane == 1
    assert [s.zone for s in view.seats] == [("investigators",), ()]  # the hand not named
    assert t.waiting()[0] == "deal" and not t.state.late and t.late_hands() == ()
    feed(t, o.new_round(), o.card_seen(0, "the_urchin"))  # Ann, the winner, starts
    assert t.view().round == 2 and t.view().seats[0].zone == ("the_urchin",)


def test_no_knocked_out_hand_of_that_seat_awaited_refuses_it():
    t = _knocked_out()
    assert [e.kind for e in t.apply(o.hand_unseen(0))] == ["inconsistency"]
    t = tracker(2)
    assert [e.kind for e in t.apply(o.hand_unseen(1))] == ["inconsistency"]
    assert t.view().round_winners == ()


def test_the_log_replays_it_and_undo_takes_it_back(tmp_path):
    assert o.from_json(o.to_json(o.hand_unseen(1))) == o.hand_unseen(1)
    path = tmp_path / "unseen.jsonl"
    with SessionLog(path, sync=False) as log:
        for obs in (o.start("arkham", NAMES, "en", 0), o.card_seen(0, "investigators"),
                    o.target(1), o.guess(5), o.seat_out(1), o.hand_unseen(1)):
            log.record(obs)
    t, errors = resume(path)
    assert errors == [] and t.view().seats[0].tokens.sane == 1
    t.undo()
    assert t.waiting()[:2] == ("hand", 1) and t.view().seats[0].tokens.sane == 0
