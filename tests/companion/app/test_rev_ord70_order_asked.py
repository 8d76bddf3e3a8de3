"""Review of ord70 (rev-ord70): the order asked after :data:`~companion.app.taken_place.
ORDER_WAIT_S` of copies unsettled (``app.left_order_unknown``), tried with the hand that held
the copy over the zone lifted right after the question: the order is then told by the
zone's row. Dan Insane, his Boxer refused, his late check card an Urchin, an Urchin moving
in a hand over his zone, as :mod:`tests.companion.app.test_ord70_order_bounded`."""
from tests.companion.app.test_live_deal import _frames, _texts
from tests.companion.app.test_ord70_order_bounded import ASKED, _dan_s_play_under_a_moving_copy
from tests.companion.app.test_rev_runc56 import four_seats  # noqa: F401


def test_an_order_asked_is_given_once_the_copy_is_gone(four_seats):
    """rev-ord70, MEDIUM (mended, ord71): after 3.2 s of the moving copy the Boxer is
    asked and left out; the hand lifts at once and the row tells the Boxer lies after the
    Urchin. It stayed left out 10 s later, nothing more said (TakenPlace._ask_unordered
    was final). Now the question is withdrawn ("I see the order now: …") and the Boxer
    given (TakenPlace._order_seen; more in :mod:`tests.companion.app.
    test_ord71_order_seen`)."""
    table, said, n0, cards = _dan_s_play_under_a_moving_copy(95)  # 3.2 s: asked
    assert ASKED in _texts(said)[n0:], _texts(said)[n0:]
    _frames(table, 300, *cards)  # the hand gone: 10 s of the zone's cards alone
    assert table.session.tracker.view().seats[3].zone == (
        "randall_tillinghast", "the_urchin", "the_boxer"), _texts(said)[n0:]
