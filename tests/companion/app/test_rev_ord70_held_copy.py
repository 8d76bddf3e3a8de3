"""Review of ord70 (rev-ord70): the new card's place among copies of its name in its zone,
the one nearest the camera's newest stable card of that name
(:meth:`~companion.app.zone_order.ZoneOrder._event_place`), tried with a card given late:
held by a lone minus (``choice_held``) and given after the key that follows it. 2 players,
arkham-classic, as :mod:`tests.companion.app.test_rev_low69_order_copies` (d493's face-up
cards): Bob Insane, his older Investigators (place 1) and Fed (place 2) in his zone; his
play, The Boxer (place 4), read and refused while Alice's play is awaited; a lone minus;
his Sanity check card, an Investigators (place 3, laid before the Boxer), held for the
second minus; Alice's play entered (Enter 6: The Sailor). In-process (a real stabilizer,
readings by hand, places in the seat's frame: each newer card 36 mm nearer the player)."""
from companion.tracker import observations as o
from tests.companion.app.test_live_deal import GONE, _frames, _table, _texts
from tests.companion.app.test_rev_runc56 import _lay, _press, _row

from .test_hi2_next_deal_after_no import FACE_UP_1

CHECK = ("Bob: Sanity check, 1 card.", "The Investigators.")


def _bob_s_held_check(then):
    """The set-up above; ``then(table, cards, older)`` runs while the check card is held
    (``older``: Bob's older Investigators' reading); ``(the lines said from the Boxer on,
    Bob's zone)`` after Enter 6 and 30 pictures."""
    table, said, _ = _table(("Alice", "Bob"), "en", "arkham-classic")
    for k in FACE_UP_1:
        table.session.observe(o.face_up(k))
    cards = []
    older = _row(2, "investigators", 1)
    _lay(table, cards, _row(1, "the_fed", 0), _row(2, "randall_tillinghast", 0),
         _row(1, "the_urchin", 1), older, _row(2, "the_fed", 2))
    n0 = len(said)
    _lay(table, cards, _row(2, "the_boxer", 4))  # refused: Alice's play awaited
    then(table, cards, older)
    assert table.choice_held, _texts(said)[n0:]
    _press(table, "\n6")
    _frames(table, 30, *cards)
    return _texts(said)[n0:], table.session.tracker.view().seats[1].zone


def _held(table, cards, older):
    _press(table, "-")
    cards.append(_row(2, "investigators", 3))
    _frames(table, 8, *cards)


def test_a_held_check_card_goes_before_the_play_laid_after_it():
    """The control (main gives the Boxer as the check card here: its place unknown among
    copies, the time first reported decided; right on ord70)."""
    texts, zone = _bob_s_held_check(_held)
    assert zone[-2:] == ("investigators", "the_boxer"), texts
    at = texts.index(CHECK[0])
    assert texts[at + 1] == CHECK[1], texts


def test_a_held_check_card_read_as_the_hand_lifts_off_the_older_copy_keeps_its_place():
    """Bob's hand rests on his older Investigators long enough for the camera to forget
    it, the check card laid and held meanwhile; the hand lifts: the older copy read again
    after it (right on ord70; main: "The Boxer. It lay there before this turn" as the
    check card, the Investigators as his play)."""
    def hand_on_the_older_copy(table, cards, older):
        _frames(table, GONE, *(c for c in cards if c is not older))
        _press(table, "-")
        cards.append(_row(2, "investigators", 3))
        _frames(table, 8, *(c for c in cards if c is not older))
        _frames(table, 8, *cards)  # the hand lifted
    texts, zone = _bob_s_held_check(hand_on_the_older_copy)
    assert zone[-2:] == ("investigators", "the_boxer"), texts
    assert texts[texts.index(CHECK[0]) + 1] == CHECK[1], texts


def test_a_held_check_card_with_a_copy_stable_after_it_goes_before_the_play():
    """rev-ord70, MEDIUM (mended, ord71): a third copy of the name made stable in the zone
    (place 5) while the check card is held; ZoneOrder._event_place took the place nearest
    the camera's newest stable card of the name, that copy's, so the refused Boxer (place
    4) lay "before" the check card: "The Boxer. It lay there before this turn: check it."
    (false), the Investigators as his play. Now a card held as it is made stable keeps the
    place it had then (ZoneOrder._note_held_places)."""
    def copy_after(table, cards, older):
        _held(table, cards, older)
        cards.append(_row(2, "investigators", 5))  # a copy made stable after it, held too
        _frames(table, 8, *cards)
    texts, zone = _bob_s_held_check(copy_after)
    assert zone[3:5] == ("investigators", "the_boxer"), texts
    assert texts[texts.index(CHECK[0]) + 1] == CHECK[1], texts
