"""Review of low69 (rev-low69): the order waits while copies are read
(:meth:`~companion.app.taken_place.TakenPlace._order_waits`,
:meth:`~companion.app.zone_order.ZoneOrder._older_left`'s ``copies``), tried where the
second copy is no flicker: a legitimate older copy the tracker holds in the zone, and a
card the camera keeps reading as a copy (corrected by slash). In-process, as
:mod:`tests.companion.app.test_low69_order_unsettled_copy` (a real stabilizer, readings
by hand, places in the seat's frame: each newer card 36 mm nearer the player)."""
import pytest

from companion.tracker import observations as o
from tests.companion.app.test_live_deal import _frames, _table, _texts
from tests.companion.app.test_qa56_zone_order import INSANE_DAN
from tests.companion.app.test_rev_runc56 import _lay, _press, _row, four_seats  # noqa: F401

from .test_hi2_next_deal_after_no import FACE_UP_1


def _bob_s_late_check(older: str):
    """2 players, arkham-classic (d493's face-up cards): Alice's Fed, Bob's Randall
    Tillinghast (Insane); Alice's Urchin; Bob's Sanity check card ``older`` (place 1) and
    his play (place 2: the Fed, or the Investigators when ``older`` is the Fed); Bob's next
    play, The Boxer (place 4), read while Alice's play is awaited (refused); his check card,
    the Investigators (place 3, laid before the Boxer), read 3 pictures, then Alice's play
    entered (Enter 6: The Sailor); 30 pictures: ``(the lines said from the Boxer on, Bob's
    zone)``."""
    table, said, _ = _table(("Alice", "Bob"), "en", "arkham-classic")
    for k in FACE_UP_1:
        table.session.observe(o.face_up(k))
    cards = []
    play = "investigators" if older == "the_fed" else "the_fed"
    _lay(table, cards, _row(1, "the_fed", 0), _row(2, "randall_tillinghast", 0),
         _row(1, "the_urchin", 1), _row(2, older, 1), _row(2, play, 2))
    n0 = len(said)
    _lay(table, cards, _row(2, "the_boxer", 4))
    cards.append(_row(2, "investigators", 3))
    _frames(table, 3, *cards)
    _press(table, "\n6")
    _frames(table, 30, *cards)
    return _texts(said)[n0:], table.session.tracker.view().seats[1].zone


def test_without_an_older_copy_the_late_check_card_goes_before_the_boxer():
    """The control (main and low69 alike): no Investigators in Bob's zone before."""
    texts, zone = _bob_s_late_check("the_urchin")
    assert zone[-2:] == ("investigators", "the_boxer"), texts
    assert "Bob: The Boxer. It lay there before this turn: check it." in texts, texts


@pytest.mark.parametrize("older", ["the_fed", "investigators"])
def test_an_older_copy_in_the_zone_does_not_leave_the_play_out(older):
    """rev-low69, HIGH (mended by ord70): Bob's zone already holds an Investigators (his
    check card or play before): low69 said "Not counted: The Boxer in Bob's zone, laid
    before the Investigators, counted there since. Check the zone, or undo.", Bob's play
    lost (the older copy at place 2; at place 1, as main: the Boxer given as his Sanity
    check card, the Investigators as his play). Cause: the new card's place was unknown
    while the tracker's own older copy was read beside it (zone_taken's place ``None``),
    and laid_before fell back to the time first reported. Now the new card's place is the
    one nearest the camera's newest stable card of its name there, its own track
    (:meth:`~companion.app.zone_order.ZoneOrder._event_place`)."""
    texts, zone = _bob_s_late_check(older)
    assert not any(t.startswith("Not counted") for t in texts), texts
    assert zone[-2:] == ("investigators", "the_boxer"), texts
    assert "Bob: The Boxer. It lay there before this turn: check it." in texts, texts


def test_a_copy_read_for_good_does_not_hold_the_play_for_good(four_seats):
    """rev-low69, MEDIUM (mended by ord70): Dan's Randall Tillinghast misread as The
    Urchin, corrected by slash 6 (the camera still reads an Urchin there); his Boxer
    refused, his late check card an Urchin: low69's wait saw 2 Urchins for the tracker's 1
    in every picture, so the Boxer was neither given nor said, held for good (main: "Not
    counted: The Boxer … laid before The Urchin", false too). Now copies read each at a
    stable card's place are settled (:meth:`~companion.app.taken_place.TakenPlace.
    _copies_unsettled`), and the check card's place is its own track's."""
    table, said, _ = _table(("Alice", "Bob", "Carol", "Dan"), "en", "arkham-classic")
    cards = []
    _lay(table, cards, *(_row(*c) for c in INSANE_DAN[:3]))
    _lay(table, cards, _row(4, "the_urchin", 0))  # Dan's Randall Tillinghast, misread
    _press(table, "/6+2")  # Randall Tillinghast, listed alone at its number: Bob's Sailor,
    # the edition's only one, lies counted (ord71, QA69 L3; fix71)
    _frames(table, 6, *cards)
    assert table.session.tracker.view().seats[3].zone == ("randall_tillinghast",)
    n0 = len(said)
    boxer = _row(4, "the_boxer", 2)
    _lay(table, cards, boxer, _row(1, "the_urchin", 1), _row(2, "the_fed", 1))
    cards.append(_row(4, "the_urchin", 1))
    _frames(table, 3, *cards)
    _press(table, "\n2")  # Carol's play, unread
    _frames(table, 1, *(c for c in cards if c is not boxer))
    _frames(table, 300, *cards)  # 10 s
    texts = _texts(said)[n0:]
    assert "Dan: Sanity check, 1 card." in texts, texts
    assert not any(t.startswith("Not counted") for t in texts), texts
    # given (his play), or its order asked ("The Boxer in Dan's zone, laid before …?")
    assert table.session.tracker.view().seats[3].zone[-1] == "the_boxer" or any(
        "The Boxer in Dan's zone" in t for t in texts), texts


@pytest.mark.parametrize("older", ["the_boxer", "investigators"])
def test_a_refused_check_card_goes_before_a_play_with_an_older_copy_in_the_zone(older):
    """QA56 HIGH-3's case (the check card read and refused first, the play made stable in
    the first picture after a key), Bob's zone holding an older Boxer (his Sanity check
    card before) when he plays the second one. HIGH (rev-low69, mended on this branch):
    low69 did not give the refused Urchin first, its ``copies`` rule counting the
    tracker's own older Boxer as a copy read a moment: "Bob: Sanity check, 1 card." "The
    Boxer." "Bob passes." "Not counted: The Urchin in Bob's zone, laid before The Boxer,
    counted there since." (false: the Urchin was his check card, the Boxer his play; main
    right). The control: an older Investigators."""
    table, said, _ = _table(("Alice", "Bob"), "en", "arkham-classic")
    for k in FACE_UP_1:
        table.session.observe(o.face_up(k))
    cards = []
    _lay(table, cards, _row(1, "the_fed", 0), _row(2, "randall_tillinghast", 0),
         _row(1, "the_urchin", 1), _row(2, older, 1), _row(2, "the_fed", 2))
    n0 = len(said)
    _lay(table, cards, _row(2, "the_urchin", 3))  # his check card, read first: refused
    cards.append(_row(2, "the_boxer", 4))
    _frames(table, 3, *cards)
    _press(table, "\n6")  # Alice's play, unread: The Sailor
    _frames(table, 30, *cards)
    texts = _texts(said)[n0:]
    assert table.session.tracker.view().seats[1].zone[-2:] == ("the_urchin",
                                                               "the_boxer"), texts
    check = texts.index("Bob: Sanity check, 1 card.")
    assert texts[check + 1] == "The Urchin. It lay there before this turn: check it.", texts
    assert not any(t.startswith("Not counted") for t in texts), texts
