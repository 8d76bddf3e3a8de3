"""Review of ord71 (rev-ord71): the order question withdrawn (``app.left_order_seen``,
:meth:`~companion.app.taken_place.TakenPlace._order_seen`) raced by the keys the question
asked for. Dan Insane, his Boxer refused, his late check card an Urchin, an Urchin moving
in a hand over his zone (:mod:`tests.companion.app.test_ord71_order_seen`)."""
from tests.companion.app.test_live_deal import _frames, _texts
from tests.companion.app.test_ord70_order_bounded import ASKED, _dan_s_play_under_a_moving_copy
from tests.companion.app.test_rev_runc56 import _press, four_seats  # noqa: F401

SEEN_AFTER = ("I see the order now: The Boxer in Dan's zone lies after The Urchin. No need "
              "to enter it.")


def test_enter_typed_as_asked_right_after_the_withdrawal_enters_no_card_elsewhere(
        four_seats):
    """rev-ord71 HIGH, mended (fix71): the order question ("… press Enter, then 3") is an
    Enter prompt naming Dan's zone (enter_raced.ENTER_ASKS); withdrawn, the Boxer given as
    Dan's late play, Enter 3 typed as it asked enters nothing and says the card read, as
    for a stall's prompt the camera settled (app.enter_read_meanwhile); the +1 after it
    answers no "whose discard zone?" (on ord71 it entered a card for Alice)."""
    table, said, n0, cards = _dan_s_play_under_a_moving_copy(95)  # 3.2 s: asked
    _frames(table, 30, *cards)  # the hand gone: withdrawn, the Boxer given
    texts = _texts(said)[n0:]
    assert ASKED in texts and SEEN_AFTER in texts, texts
    alice = table.session.tracker.view().seats[0].zone
    n1 = len(said)
    _press(table, "\n3+1")  # the question's route, typed as it was withdrawn
    _frames(table, 10, *cards)
    after = _texts(said)[n1:]
    assert table.session.tracker.view().seats[0].zone == alice, after
    assert not any("Alice's zone" in t for t in after), after
    assert any(t.startswith("Nothing entered: the camera read The Boxer in Dan's zone "
                            "meanwhile") for t in after), after
