"""A zone's cards in the order laid, told by where they lie in its row
(:mod:`companion.app.row_order`; review of runc56 HIGH): the check card read late (glare)
after the play laid beside it is still the check's card, whether it is read before the
key that moves the table to its zone or after it. In-process, as
:mod:`tests.companion.app.test_rev_runc56` (a real stabilizer, readings by hand)."""
import pytest

from companion.app.card_place import Place
from companion.app.row_order import in_row_order, laid_before, row_says, zones_in_order
from tests.companion.app import test_live_deal as live_deal
from tests.companion.app.test_qa56_zone_order import _SEATS4
from tests.companion.app.test_rev_runc56 import _dan_s_check


@pytest.fixture(autouse=True)
def _four_seats(monkeypatch):
    monkeypatch.setattr(live_deal, "_SEATS", _SEATS4)


def _at(y):
    return Place((0.0, 0.0), 20.0, (0.0, y))


def test_the_row_tells_the_older_card_nearer_the_centre():
    assert row_says(_at(200.0), _at(164.0)) is True
    assert row_says(_at(164.0), _at(200.0)) is False


def test_cards_level_or_unplaced_go_in_the_order_first_reported():
    # a card laid squarely on another (or a copy beside it): the one seen later lies on top
    assert row_says(_at(200.0), _at(190.0)) is None
    assert laid_before(_at(200.0), 5.0, _at(190.0), 3.0) is False
    assert laid_before(None, 1.0, _at(100.0), 2.0) is True
    assert laid_before(Place((0.0, 0.0), 20.0), 3.0, _at(300.0), 2.0) is False
    assert laid_before(_at(100.0), 1.0, _at(200.0), 2.0) is False


def test_each_zone_in_its_row_among_the_places_its_cards_take():
    cards = [("a", 1, 1.0, 164.0), ("b", 2, 2.0, 0.0), ("c", 1, 3.0, 200.0),
             ("d", 1, 4.0, None)]
    row = zones_in_order(cards, lambda c: c[1],
                         lambda c: None if c[3] is None else _at(c[3]), lambda c: c[2])
    assert [c[0] for c in row] == ["c", "b", "a", "d"]
    assert [c[0] for c in in_row_order(cards[:1] + cards[2:3], lambda c: _at(c[3]),
                                       lambda c: c[2])] == ["c", "a"]


def test_a_check_card_read_late_before_the_key_is_the_check_card():
    # both refused before Enter 2, kept by the stall it began: given in the row's order
    # (the stall gave them in the order first reported: "The Boxer. It lay there before
    # this turn: check it. Dan passes." then "Dan: The Urchin." "Dan is protected.")
    texts = _dan_s_check("the_boxer", read_before_key=True)
    assert "Dan: The Boxer. It lay there before this turn: check it." in texts, texts


def test_a_check_card_read_first_goes_first_by_its_row_too():
    # the order first reported and the row agree (fresh QA56 HIGH-3's own case)
    texts = _dan_s_check("the_urchin")
    assert "Dan: The Boxer." in texts, texts
