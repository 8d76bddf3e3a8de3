"""ord70: the wait of a refused card's order against the card counted last in its zone,
while copies of that card's name are unsettled (:meth:`~companion.app.taken_place.
TakenPlace._order_waits`), is bounded (:data:`~companion.app.taken_place.ORDER_WAIT_S` of
frame time), then the order is asked (``app.left_order_unknown``), never stated nor waited
for longer. Dan Insane: his play, The Boxer, read and refused while Alice's play is
awaited; his late Sanity check card, The Urchin, taken after Enter 2 (Carol's play); then
an Urchin held in a hand over his zone, read in every picture as it moves (never stable):
low69 held the Boxer for good, neither given nor said. In-process, as
:mod:`tests.companion.app.test_low69_order_unsettled_copy` (a real stabilizer, readings
by hand, places in the seat's frame)."""
from companion.cards import card
from tests.companion.app.test_live_deal import _frames, _texts
from tests.companion.app.test_low69_order_unsettled_copy import dan_s_late_check_entered
from tests.companion.app.test_rev_runc56 import _press, _row, four_seats  # noqa: F401

ASKED = ("The Boxer in Dan's zone: laid before or after The Urchin? I read more copies of "
         "The Urchin there than I count. If it is the card I wait for, press Enter, then 3; "
         "if not, check the zone.")


def _moving(table, cards, count):
    """``count`` pictures of ``cards`` and an Urchin in a hand over Dan's zone, read 18 mm
    further each other picture (moving: never stable)."""
    for i in range(count):
        _frames(table, 1, *cards, _row(4, "the_urchin", 3.5 if i % 2 else 3.0))


def _dan_s_play_under_a_moving_copy(pictures):
    """The table (4 players, arkham-classic), the lines said since Dan's Boxer, and the
    camera's cards, after ``pictures`` pictures (30 a second) of the moving Urchin."""
    table, said, n0, cards, boxer = dan_s_late_check_entered()  # Enter 2: Carol's play
    _frames(table, 1, *(c for c in cards if c is not boxer))
    _moving(table, cards, pictures)
    return table, said, n0, cards


def test_a_copy_never_stable_asks_the_order_instead_of_holding_the_play(four_seats):
    table, said, n0, cards = _dan_s_play_under_a_moving_copy(300)  # 10 s
    texts = _texts(said)[n0:]
    assert "Dan: Sanity check, 1 card." in texts, texts
    assert texts.count(ASKED) == 1, texts
    assert not any(t.startswith("Not counted") for t in texts), texts
    assert table.session.tracker.view().seats[3].zone == ("randall_tillinghast",
                                                          "the_urchin"), texts
    n1 = len(said)
    _press(table, "\n%d" % card("the_boxer").rank)  # the answer the line names
    _press(table, "+1")  # "The Boxer or the Deep One?": The Boxer
    _moving(table, cards, 30)
    texts = _texts(said)[n1:]
    assert table.session.tracker.view().seats[3].zone == ("randall_tillinghast",
                                                          "the_urchin", "the_boxer"), texts
    assert not any("The Boxer again" in t or t.startswith("Not counted") for t in texts), texts


def test_within_the_bound_the_order_still_waits(four_seats):
    """1 s of the moving copy (less than ORDER_WAIT_S): neither asked nor given yet."""
    table, said, n0, _ = _dan_s_play_under_a_moving_copy(30)
    texts = _texts(said)[n0:]
    assert "Dan: Sanity check, 1 card." in texts, texts
    assert ASKED not in texts and not any(t.startswith("Not counted") for t in texts), texts
    assert table.session.tracker.view().seats[3].zone[-1] == "the_urchin", texts
