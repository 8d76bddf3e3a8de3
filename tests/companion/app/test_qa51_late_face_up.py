"""Fresh QA51 HIGH (run B2: 2 players, arkham, busy cloth, en; demo seed 72): round 2's
face-up Sailor, unread all round 2 (busy cloth), was first read lying in the middle as
Alice's last card ended round 2 and made stable a picture after it: it dealt round 3 and
was said "Face up: The Sailor." (round 3's Sailor was Bob's hand: refused when he laid it,
round 3 lost). A middle card read lying at its place since a picture in which the ended
round was still in play (:attr:`vision.records.CardAppeared.since_t`) is that round's card
read late: it neither deals the next round nor is taken as its face-up card
(:meth:`~companion.app.middle_cards.MiddleCards._lay_in_ended_round`)."""
from companion.tracker import observations as o

from .test_live_deal import GATHERED, _frames, _table, _texts

#: round 1's face-up cards read before its first play (2 of the 5)
FACE_UP_READ = ("rlyeh", "the_urchin")


def _round_one_over(sailor_from: int):
    """Round 1: Alice's Investigators guess Bob's Musician, Bob out, his hand laid; the
    Sailor, a face-up card unread till then, read in the middle from ``sailor_from``
    pictures after Bob's hand is first read (``0``: with it; made stable as the hand)."""
    table, said, logged = _table()
    s = table.session
    for key in FACE_UP_READ:
        s.observe(o.face_up(key))
    _frames(table, 6, (1, "investigators"))
    for obs in (o.target(1), o.guess(5), o.seat_out(1)):
        s.observe(obs)
    hand = ((1, "investigators"), (2, "the_musician"))
    _frames(table, sailor_from, *hand)
    _frames(table, 8, *hand, (None, "the_sailor", 0))
    view = s.tracker.view()
    assert view.round_winners == (0,) or view.round == 2, _texts(said)[-6:]
    return table, said, logged


def test_a_face_up_card_read_as_the_round_ends_does_not_deal_the_next_round():
    for sailor_from in (0, 1, 3):
        table, said, logged = _round_one_over(sailor_from)
        assert [ob.kind for ob in logged].count("new_round") == 0, sailor_from
        assert "Face up: The Sailor." not in _texts(said), (sailor_from, _texts(said)[-6:])


def test_the_next_round_dealt_later_has_not_the_old_sailor_face_up():
    """The table gathered (no card read), then round 2's face-up cards laid: round 2 is
    dealt by them, and the Sailor is not among its face-up cards."""
    table, said, logged = _round_one_over(1)
    _frames(table, GATHERED)
    new = ((None, "the_fed", 0), (None, "cthulhu", 1))
    _frames(table, 8, *new)
    view = table.session.tracker.view()
    assert view.round == 2 and "the_sailor" not in view.face_up, _texts(said)[-6:]
    assert sorted(view.face_up) == ["cthulhu", "the_fed"]
