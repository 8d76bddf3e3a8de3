"""Review of order57 (session 57): a zone's cards in the order laid told by where they lie
in its row (:mod:`companion.app.row_order`, the seat-frame y of
:attr:`vision.records.Sighting.zone_mm`). In-process, as
:mod:`tests.companion.app.test_rev_runc56` (a real stabilizer, readings by hand, each
sighting's ``zone_mm`` given as a marker-based layout gives it)."""
from dataclasses import replace

import pytest

from tests.companion.app import test_live_deal as live_deal
from tests.companion.app.stabilizer_camera import sighting
from tests.companion.app.test_live_deal import _frames, _table, _texts
from tests.companion.app.test_qa56_zone_order import _SEATS4, INSANE_DAN


@pytest.fixture(autouse=True)
def _four_seats(monkeypatch):
    monkeypatch.setattr(live_deal, "_SEATS", _SEATS4)


def _at(seat, key, place, x, y):
    """``key`` read in ``seat``'s zone at ``place`` (image, :func:`~tests.companion.app.
    stabilizer_camera.sighting`), lying at ``(x, y)`` mm in the seat's frame."""
    return replace(sighting(seat, key, place), zone_mm=(x, y))


def _lay(table, cards, *new):
    for card in new:
        cards.append(card)
        _frames(table, 6, *cards)


def _dan_s_check_then_play(urchin_mm, boxer_mm):
    """Dan Insane (Randall Tillinghast at (0, 200) mm); his check card, The Urchin, laid at
    ``urchin_mm`` and read at once, refused while Alice's play is awaited; Alice's and Bob's
    plays; his play, The Boxer, laid at ``boxer_mm``, stable in the first picture after Enter
    2 (Carol's play entered): the lines said since Dan's first card."""
    table, said, _ = _table(("Alice", "Bob", "Carol", "Dan"), "en", "arkham-classic")
    cards = []
    _lay(table, cards, *(_at(s, k, 0, 0.0, 200.0) for s, k in INSANE_DAN))
    n0 = len(said)
    _lay(table, cards, _at(4, "the_urchin", 1, *urchin_mm), _at(1, "the_urchin", 1, 0.0, 164.0),
         _at(2, "the_fed", 1, 0.0, 164.0))
    cards.append(_at(4, "the_boxer", 2, *boxer_mm))
    _frames(table, 3, *cards)
    for key in "\n2":
        table._one_key(key)
    _frames(table, 6, *cards)
    texts = _texts(said)[n0:]
    view = table.session.tracker.view()
    return texts, view


def test_a_side_cascade_s_level_does_not_reverse_the_order_first_reported():
    # a side cascade (docs: TABLE-CONDITIONS "only a side strip"; vision.layout
    # SIDE_STEP_MM, SIDE_LEVEL_MM): Dan's play laid a side step (20 mm) across his check card,
    # at its level give or take a careless hand (here 17 mm nearer the centre, within the
    # layout's 20 mm). Both read at once, the Urchin first. On order57 the row said the Boxer
    # lay before the Urchin: "The Boxer." said as the check's card, the Urchin as his play
    texts, view = _dan_s_check_then_play((0.0, 164.0), (20.0, 181.0))
    assert view.seats[3].zone == ("randall_tillinghast", "the_urchin", "the_boxer"), texts
    check = texts.index("Dan: Sanity check, 1 card.")
    assert texts[check + 1].startswith("The Urchin."), texts
    assert "Dan: The Boxer." in texts[check + 1:], texts


def test_a_straight_cascade_still_tells_the_order():
    # the branch's own case kept: the same laid in a straight cascade (36 mm steps), read
    # in that order: the row and the order first reported agree
    texts, view = _dan_s_check_then_play((0.0, 164.0), (0.0, 128.0))
    assert view.seats[3].zone == ("randall_tillinghast", "the_urchin", "the_boxer"), texts
    check = texts.index("Dan: Sanity check, 1 card.")
    assert texts[check + 1].startswith("The Urchin."), texts
