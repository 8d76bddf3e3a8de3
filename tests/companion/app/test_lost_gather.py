"""companion.app.lost_gather: the gathered table awaited after rounds lost is no hand over a
pile a moment (review of next54)."""
from types import SimpleNamespace as NS

from companion.app.live_deal import TAKEN_BACK_S, Gathered
from companion.app.lost_gather import gathered_after_loss


def _place(card_id, seen, seen_t, seat=1):
    return NS(card_id=card_id, seat=seat, seen=seen, seen_t=seen_t)


def _bare(hidden):
    """A bare second read, card 7 (seat 1) held then, its place last judged ``hidden``."""
    return Gathered(done=True, hidden={7: hidden}, held={7: (1, ("the_sailor",))})


def test_no_bare_second_no_gather():
    assert not gathered_after_loss(Gathered(), [], 10.0)


def test_a_pile_bared_or_never_looked_at_is_gathered():
    assert gathered_after_loss(_bare(False), [_place(7, False, 9.0)], 10.0)
    assert gathered_after_loss(Gathered(done=True), [_place(7, False, 9.0)], 10.0)


def test_a_pile_under_a_hand_waits_until_taken_back_s():
    gathered = _bare(True)
    assert not gathered_after_loss(gathered, [_place(7, False, 9.0)], 9.0 + TAKEN_BACK_S - 0.1)
    assert gathered_after_loss(gathered, [_place(7, False, 9.0)], 9.0 + TAKEN_BACK_S)


def test_a_pile_read_again_after_the_hand_voids_the_bare_second():
    gathered = _bare(True)
    assert not gathered_after_loss(gathered, [_place(7, True, 11.0)], 11.0)
    assert not gathered.done and gathered.held == {}
    # later, unread long enough: still no gather without a new bare second
    assert not gathered_after_loss(gathered, [_place(7, False, 11.0)], 20.0)


def test_a_middle_card_under_a_hand_does_not_hold_the_gather():
    gathered = Gathered(done=True, hidden={8: True}, held={})
    assert gathered_after_loss(gathered, [_place(8, False, 9.5, seat=None)], 10.0)
