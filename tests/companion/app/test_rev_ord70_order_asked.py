"""Review of ord70 (rev-ord70): the order asked after :data:`~companion.app.taken_place.
ORDER_WAIT_S` of copies unsettled (``app.left_order_unknown``), tried with the hand that held
the copy over the zone lifted right after the question: the order is then told by the
zone's row. Dan Insane, his Boxer refused, his late check card an Urchin, an Urchin moving
in a hand over his zone, as :mod:`tests.companion.app.test_ord70_order_bounded`."""
import pytest

from tests.companion.app.test_live_deal import _frames, _texts
from tests.companion.app.test_ord70_order_bounded import ASKED, _dan_s_play_under_a_moving_copy
from tests.companion.app.test_rev_runc56 import four_seats  # noqa: F401


@pytest.mark.xfail(strict=True, reason=(
    "rev-ord70, MEDIUM (a question that stands once the camera knows the answer): after "
    "3.2 s of the moving copy the Boxer is asked ('laid before or after The Urchin? … press "
    "Enter, then 3'), left out (LeftCard.old, asked); the hand lifts at once and the row "
    "tells the Boxer lies after the Urchin (place 2 against 1), yet 10 s later it is still "
    "left out, nothing more said, the table waiting for Dan's play until someone presses "
    "Enter 3 and +1 (TakenPlace._ask_unordered is final; before ord70 the card was held for "
    "good, unsaid: better, not right). Mend: keep such a card watched (an own flag, not "
    "`old`), and give it when the copies settle and the row says after, saying it as a "
    "late play; mind the race with an Enter typed for it (the entry then takes the camera's "
    "card, as LeftCard.asked does)"))
def test_an_order_asked_is_given_once_the_copy_is_gone(four_seats):
    table, said, n0, cards = _dan_s_play_under_a_moving_copy(95)  # 3.2 s: asked
    assert ASKED in _texts(said)[n0:], _texts(said)[n0:]
    _frames(table, 300, *cards)  # the hand gone: 10 s of the zone's cards alone
    assert table.session.tracker.view().seats[3].zone == (
        "randall_tillinghast", "the_urchin", "the_boxer"), _texts(said)[n0:]
