"""Review of busy55 (session 55, rev-busy55): :attr:`vision.records.CardAppeared.glimpsed`
and :mod:`companion.app.check_glimpsed` on a Sanity check read well.

A check's two cards laid one after the other in a second, both read in every picture: the
first becomes stable (1 s of dwell) while the second, laid 0.3 s later, is still pending
with more than :data:`vision.stabilize.GLIMPSE_HITS` readings. The second was laid AFTER
the first, and is reported a moment later: the first is the check's card, said as fact
(as on main). On busy55 the pending second card was counted as "glimpsed" before it
(``Stabilizer._glimpsed`` took every unconfirmed card first read after the zone's previous
card, even one first read after the card being reported), so the check's true first card
was said "The Investigators. Cards laid there before it were not read: check it." (a false
reason, and a doubt where there is none, on every quickly laid check).

The review's HIGH (narrow), fixed in session 56 (check56): a check card glimpsed whose name
is that of an older card of the zone lying elsewhere is told (only the zone's newest other
stable card and a stable card lying near the glimpse lend it their names), and the card
after it is held and asked (:mod:`companion.app.glimpse_asked`, ``GLIMPSED``)."""
from __future__ import annotations

from .test_busy55_check_glimpsed import GLIMPSED, check_begun
from .test_twin50_asked import _card, _frames, _texts


def test_rev_busy55_a_check_s_second_card_pending_is_no_glimpse_before_the_first():
    table, said, n, old, at = check_begun()
    tracker = table.session.tracker
    inv, sailor = _card(1, "investigators", at), _card(1, "the_sailor", at + 1)
    _frames(table, 2, *old, inv)             # the check's first card laid, read
    _frames(table, 60, *old, inv, sailor)    # its second laid a picture later, read too
    heard = _texts(said)[n:]
    assert heard[:2] == ["The Investigators.", "The Sailor."], heard
    assert list(tracker.view().seats[0].zone[-2:]) == ["investigators", "the_sailor"]


def test_rev_busy55_a_check_card_glimpsed_named_as_an_older_card_of_the_zone_is_told():
    table, said, n, old, at = check_begun()
    assert "investigators" in table.session.tracker.view().seats[0].zone[:at - 1]
    under = [c for i, c in enumerate(old) if i != at - 1]  # the Necronomicon covered
    for _ in range(5):  # the check's (second) Investigators, on the pile's top
        _frames(table, 2, *under, _card(1, "investigators", at - 1))
        _frames(table, 4, *under)
    _frames(table, 40, *under, _card(1, "the_musician", at - 1))
    assert _texts(said)[n:] == [GLIMPSED["en"]], _texts(said)[n:]
