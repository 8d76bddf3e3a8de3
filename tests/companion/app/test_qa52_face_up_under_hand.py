"""Fresh QA52 HIGH (run r3/r3b: 2 players, original, busy cloth, es; demo seed 83): round
1's face-up Elder Sign and Mi-Go, under a cup till then, were made stable in the one picture
in which a hand hid Alice's first play, the only zone card: the piles looked gathered, so
they were held as the next round's face-up cards and said "Boca arriba: el Signo Antiguo."
in round 2 (truth: los Profundos); Alice's round-2 hand, the Elder Sign, was then taken as
the Liber Ivonis. A middle card read lying at its place since a picture in which the round
was in play with a zone card read is that round's own face-up card read late
(:meth:`~companion.app.middle_cards.MiddleCards._lay_in_round_played`): the table hears a
card it did not take, not named, and the next round's face-up cards are not it.

The pictures as the recorded run's (replay of /tmp/s52/qa52/r3/demo/demo.mp4, frames
112-153): three face-up cards read before the first play, the two others read now and
then under the cup, then made stable in the picture the hand hid the zone card."""
from companion.tracker import observations as o

from .test_live_deal import GATHERED, _frames, _table, _texts

#: round 1's face-up cards read before its first play (3 of the 5)
FACE_UP_READ = ("the_boxer", "deep_one", "the_fed")
#: Alice's first play, in her zone; the late face-up card, in the middle (place 2)
PLAY, LATE = (1, "investigators"), (None, "the_sailor", 2)


def _late_face_up_under_hand():
    """Round 1: 3 face-up cards given; the Sailor read in the middle every other picture
    from the 1st, Alice's first play from the 2nd, made stable in the 5th (its 4th
    reading), hidden by a hand in the 6th, where the Sailor becomes stable (its 4th
    reading of 6) as the only card read (the run: f151 and f153)."""
    table, said, logged = _table()
    for key in FACE_UP_READ:
        table.session.observe(o.face_up(key))
    for cards in ((LATE,), (PLAY,), (PLAY, LATE), (PLAY,), (PLAY, LATE), (LATE,)):
        _frames(table, 1, *cards)
    view = table.session.tracker.view()
    assert view.round == 1 and view.seats[0].zone == ("investigators",), _texts(said)
    return table, said, logged


def test_a_face_up_card_made_stable_under_a_hidden_play_is_not_held_for_the_next_round():
    table, said, logged = _late_face_up_under_hand()
    assert not table.gathered_middle
    late = [t for t in _texts(said) if "did not take" in t]
    assert len(late) == 1 and "Sailor" not in late[0], _texts(said)[-4:]


def test_the_next_round_has_not_the_old_face_up_card():
    """Round 1 played to its end, the table gathered (3 pictures reading nothing: on the
    busy cloth, never seen bare), round 2's two face-up cards laid: round 2 is dealt with
    those, the Sailor neither said nor taken face up (the run: "Boca arriba: el Signo
    Antiguo." first of round 2's)."""
    table, said, logged = _late_face_up_under_hand()
    s = table.session
    _frames(table, 2, PLAY, LATE)
    for obs in (o.target(1), o.guess(5), o.seat_out(1)):
        s.observe(obs)
    _frames(table, 8, PLAY, (2, "the_musician"), LATE)
    assert s.tracker.view().round_winners == (0,), _texts(said)[-6:]
    _frames(table, 3)
    _frames(table, 8, (None, "the_fed", 0), (None, "cthulhu", 1))
    view = s.tracker.view()
    assert view.round == 2 and sorted(view.face_up) == ["cthulhu", "the_fed"], \
        (view.face_up, _texts(said)[-6:])
    assert not any("Sailor" in t for t in _texts(said)), _texts(said)


#: round 1's two face-up cards (the middle's places 0 and 1); its two piles at its end
MIDDLE = ((None, "the_fed", 0), (None, "cthulhu", 1))
PILES = (PLAY, (2, "the_musician"))


def _round_one_unread_2_s():
    """Round 1 with :data:`MIDDLE` face up, played to its end (:data:`PILES`), then 2 s
    reading no zone card, a card over the middle read now and then (the table never read
    empty 15 pictures in a row, as on the busy cloth: no deal)."""
    table, said, logged = _table()
    s = table.session
    _frames(table, 6, *MIDDLE)
    _frames(table, 6, *MIDDLE, PLAY)
    for obs in (o.target(1), o.guess(5), o.seat_out(1)):
        s.observe(obs)
    _frames(table, 8, *MIDDLE, *PILES)
    assert s.tracker.view().round_winners == (0,), _texts(said)[-6:]
    for picture in range(2 * GATHERED):
        _frames(table, 1, *[(None, "the_sailor", 3)] * (picture % 10 == 0))
    return table, said


def test_a_face_up_card_laid_where_the_last_rounds_lay_is_no_old_card():
    """Fresh QA52 r3/r3b, the same run: round 3's face-up Investigators was said "Still on
    the table from the last round: The Investigators in the middle. Take it away" (the
    replay: round 4's, laid where round 3's lay; the camera took it for that one). After
    :func:`_round_one_unread_2_s` (its piles and the middle gathered), round 2's Deep One
    laid, its Fed at round 1's Fed's place: both round 2's face-up cards, nothing said
    left on the table."""
    table, said = _round_one_unread_2_s()
    _frames(table, 8, (None, "deep_one", 2), (None, "the_fed", 0))
    view = table.session.tracker.view()
    assert view.round == 2 and sorted(view.face_up) == ["deep_one", "the_fed"], \
        (view.face_up, _texts(said)[-6:])
    assert not any("Still on the table" in t for t in _texts(said)), _texts(said)[-6:]


def test_the_old_face_up_card_back_with_the_old_piles_is_still_said_old():
    """After :func:`_round_one_unread_2_s`, round 1's piles read again with its Fed (arms
    over the whole table, nothing gathered) as round 2's Deep One is laid: the Fed is
    still said left on the table, not taken face up."""
    table, said = _round_one_unread_2_s()
    _frames(table, 8, (None, "deep_one", 2), (None, "the_fed", 0), *PILES)
    assert "the_fed" not in table.session.tracker.view().face_up, _texts(said)[-6:]
    assert any("Still on the table" in t and "The Fed in the middle" in t
               for t in _texts(said)), _texts(said)[-6:]
