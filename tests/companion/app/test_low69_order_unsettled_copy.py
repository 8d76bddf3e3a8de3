"""low69 (runc56's risk, left untested by low68): :meth:`~companion.app.taken_place.
TakenPlace._taken_place` is ``None`` while more copies of the counted card's name are read
in its zone than accounted for (one read a moment, not stable yet), and the time first
reported then decided the order laid (:func:`~companion.app.row_order.laid_before`). Dan
Insane, his play (The Boxer) read first and refused, his check card (The Urchin, laid
before it: nearer the table centre) read late and taken; the Boxer covered one picture,
then seen again while a second Urchin is read a moment in his zone: main said "Not
counted: The Boxer in Dan's zone, laid before The Urchin, counted there since." (false:
laid after it, his play) and lost his play. Now its order waits for a picture that tells
(:meth:`~companion.app.taken_place.TakenPlace._order_waits`). In-process, as
:mod:`tests.companion.app.test_rev_runc56` (a real stabilizer, readings by hand, places in
the seat's frame)."""
from tests.companion.app.test_live_deal import _frames, _table, _texts
from tests.companion.app.test_qa56_zone_order import INSANE_DAN
from tests.companion.app.test_rev_runc56 import _lay, _press, _row, four_seats  # noqa: F401


def dan_s_late_check_entered():
    """The table (4 players, arkham-classic) up to :func:`_dan_s_late_check`'s pictures:
    Dan's Boxer refused, Alice's Urchin, Bob's Fed, Dan's late check card (The Urchin,
    place 1) read 3 pictures, then Enter 2 (Carol's play, unread): ``(table, said, the
    number of lines said before Dan's first card, the camera's cards, the Boxer's
    row)``."""
    table, said, _ = _table(("Alice", "Bob", "Carol", "Dan"), "en", "arkham-classic")
    cards = []
    _lay(table, cards, *(_row(*c) for c in INSANE_DAN))
    n0 = len(said)
    boxer = _row(4, "the_boxer", 2)
    _lay(table, cards, boxer, _row(1, "the_urchin", 1), _row(2, "the_fed", 1))
    cards.append(_row(4, "the_urchin", 1))
    _frames(table, 3, *cards)
    _press(table, "\n2")
    return table, said, n0, cards, boxer


def _dan_s_late_check(*pictures):
    """Dan's Boxer (his play, place 2) read and refused while Alice's play is awaited;
    Alice's Urchin, Bob's Fed; Dan's check card, The Urchin (place 1, laid before the
    Boxer), read late, then Enter 2 (Carol's play); then ``pictures``, each a function of
    the camera's cards giving one picture's cards; then 6 pictures of every card: ``(the
    lines said since Dan's first card, Dan's zone)``."""
    table, said, n0, cards, boxer = dan_s_late_check_entered()
    for picture in pictures:
        _frames(table, 1, *picture(cards, boxer))
    _frames(table, 6, *cards)
    return _texts(said)[n0:], table.session.tracker.view().seats[3].zone


def _covered(cards, boxer):
    """The Boxer covered (a hand): the Urchin alone in Dan's zone."""
    return [c for c in cards if c is not boxer]


def _copy_flickers(cards, boxer):
    """Every card, and a second Urchin read a moment in Dan's zone (place 3)."""
    return [*cards, _row(4, "the_urchin", 3)]


def test_a_copy_read_a_moment_does_not_leave_the_play_out_by_the_time_read(four_seats):
    texts, zone = _dan_s_late_check(_covered, _copy_flickers)
    # main: "Not counted: The Boxer in Dan's zone, laid before The Urchin, counted there
    # since. Check the zone, or undo." and Dan's zone without his play
    assert not any(t.startswith("Not counted") for t in texts), texts
    assert zone == ("randall_tillinghast", "the_urchin", "the_boxer"), texts
    assert "Dan: The Boxer. It lay there before this turn: check it." in texts, texts


def test_without_the_copy_the_play_is_given_after_the_check_card(four_seats):
    texts, zone = _dan_s_late_check(_covered)
    assert zone == ("randall_tillinghast", "the_urchin", "the_boxer"), texts
    assert not any(t.startswith("Not counted") for t in texts), texts


def test_a_copy_read_as_the_check_card_settles_does_not_give_the_play_first(four_seats):
    """The second Urchin read a moment in the very picture Dan's late check card becomes
    stable: its place then unknown (two of its name), the refused Boxer was ordered
    against it by the time first reported and given first, as the check card (main: "The
    Boxer. It lay there before this turn: check it." "Dan passes." "Dan: The Urchin." "Dan
    is protected.", false). Not given first now (:meth:`~companion.app.zone_order.
    ZoneOrder._older_left`), and the Urchin's place, not told when it was taken, is the
    one read in a later picture (:meth:`~companion.app.taken_place.TakenPlace.
    _taken_place`)."""
    texts, zone = _dan_s_late_check(_copy_flickers)
    assert zone == ("randall_tillinghast", "the_urchin", "the_boxer"), texts
    check = texts.index("Dan: Sanity check, 1 card.")
    assert texts[check + 1] == "The Urchin.", texts
    assert "Dan is protected." not in texts, texts
    assert not any(t.startswith("Not counted") for t in texts), texts
