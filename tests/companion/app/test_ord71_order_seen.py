"""ord71 (rev-ord70 MEDIUM, the order asked): a refused card whose order against the card
counted last in its zone was asked (``app.left_order_unknown``, copies of that card's name
unsettled for :data:`~companion.app.taken_place.ORDER_WAIT_S`) has its question withdrawn
once the copies settle and the zone's row tells the order
(:meth:`~companion.app.taken_place.TakenPlace._order_seen`): laid after, said so and
given in its turn (:mod:`tests.companion.app.test_rev_ord70_order_asked`); laid before,
said so and left out, not counted; an Enter typed for it first takes the camera's card, no
line withdrawing. Dan Insane, his Boxer refused, his late check card an Urchin, an Urchin
moving in a hand over his zone, as :mod:`tests.companion.app.test_ord70_order_bounded`.
In-process (a real stabilizer, readings by hand, places in the seat's frame)."""
from companion.app import taken_place
from companion.cards import card
from tests.companion.app.test_live_deal import _frames, _texts
from tests.companion.app.test_ord70_order_bounded import ASKED, _dan_s_play_under_a_moving_copy
from tests.companion.app.test_rev_runc56 import _press, four_seats  # noqa: F401

SEEN_AFTER = ("I see the order now: The Boxer in Dan's zone lies after The Urchin. No need "
              "to enter it.")
SEEN_BEFORE = ("I see the order now: The Boxer in Dan's zone lies before The Urchin, "
               "counted there since. Not counted: check the zone, or undo.")


def test_an_order_asked_then_seen_after_is_withdrawn_and_the_card_given(four_seats):
    table, said, n0, cards = _dan_s_play_under_a_moving_copy(95)  # 3.2 s: asked
    _frames(table, 30, *cards)  # the hand gone
    texts = _texts(said)[n0:]
    assert texts.count(ASKED) == 1 and texts.count(SEEN_AFTER) == 1, texts
    at = texts.index(SEEN_AFTER)
    assert texts[at + 1].startswith("Dan: The Boxer."), texts
    assert table.session.tracker.view().seats[3].zone[-1] == "the_boxer", texts


def test_an_order_asked_then_seen_before_is_withdrawn_and_the_card_left_out(four_seats,
                                                                             monkeypatch):
    """The row telling the Boxer lies before the Urchin once the copies settle (set here:
    on the table, ZoneOrder gives such a card first when the check card comes, and a card
    pushed that far is reported anew): said so, left out, no longer entered by Enter."""
    table, said, n0, cards = _dan_s_play_under_a_moving_copy(95)  # 3.2 s: asked
    monkeypatch.setattr(taken_place, "row_says", lambda a, b: True)
    _frames(table, 30, *cards)  # the hand gone
    texts = _texts(said)[n0:]
    assert texts.count(SEEN_BEFORE) == 1, texts
    assert not any(t.startswith("Dan: The Boxer") for t in texts), texts
    assert table.session.tracker.view().seats[3].zone == ("randall_tillinghast",
                                                          "the_urchin"), texts
    boxer = next(x for x in table.left_cards if x.event.candidates == ("the_boxer",))
    assert boxer.old and not boxer.asked and not boxer.order_asked


def test_an_enter_typed_for_the_asked_card_takes_it_before_the_camera_tells(four_seats):
    """Enter pressed as the hand lifts, its rank after the copies settled: the entry
    takes the camera's card, as the question said; nothing withdrawn, the Boxer once."""
    table, said, n0, cards = _dan_s_play_under_a_moving_copy(95)
    _press(table, "\n")
    _frames(table, 30, *cards)  # the hand gone while Enter waits for its rank
    _press(table, "%d" % card("the_boxer").rank)
    _press(table, "+1")  # "The Boxer or the Deep One?": The Boxer
    _frames(table, 30, *cards)
    texts = _texts(said)[n0:]
    assert SEEN_AFTER not in texts, texts
    assert table.session.tracker.view().seats[3].zone == (
        "randall_tillinghast", "the_urchin", "the_boxer"), texts
    assert not any(t.startswith("Not counted") or "The Boxer again" in t for t in texts), texts
