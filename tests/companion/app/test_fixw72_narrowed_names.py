"""fixw72 (session 72): after the camera narrows a stable hedge
(:meth:`vision.stabilize.Stabilizer.take_narrowed`) its stored name is the one card, while
the app's records of that card (a left card's :class:`vision.records.CardAppeared`) keep
the hedge: the app's checks that compare the two by name (rev-wr72's risk) must know the
card again by the stabilizer's number (``card_id``)."""
from __future__ import annotations

from types import SimpleNamespace

from companion.app.left_card import LeftCard
from companion.app.old_cards import OldCards
from tests.vision.test_stabilize import _s
from vision.records import FrameReading
from vision.stabilize import Stabilizer

HEDGE = ("cultists", "investigators")


def _narrowed_left_card():
    """Bob's card (seat 2) made stable as the hedge, then read "Cultists" alone till the
    stabilizer narrows it; returns the stabilizer, its last reading and the hedge's
    CardAppeared."""
    stab, said, narrowed, reading = Stabilizer(min_dwell_s=0), [], [], None
    for i in range(12):
        keys = HEDGE if i < 6 else ("cultists",)
        reading = FrameReading(i, i / 10, (
            _s(keys, 100, 100, seat=2, source="sticker", conf=0.6 if i < 6 else 0.8),))
        said += stab.update(reading)
        narrowed += stab.take_narrowed()
    assert [e.candidates for e in said] == [HEDGE]
    assert [x.candidates for x in narrowed] == [("cultists",)]
    assert [p.candidates for p in stab.stable_places()] == [("cultists",)]
    return stab, reading, said[0]


def _table(stab, reading, left_cards=(), fresh=()):
    """A stand-in for the live table as OldCards reads it; its ``forgot`` list holds the
    watcher's forget calls."""
    forgot = []
    return SimpleNamespace(
        watcher=SimpleNamespace(stabilizer=stab, last_reading=reading,
                                forget=lambda *a, **k: forgot.append(a)),
        left_cards=list(left_cards), fresh=list(fresh), forgot=forgot,
        options=SimpleNamespace(edition="original", names=["Alice", "Bob", "Cy"]))


def test_a_left_hedge_narrowed_since_is_no_old_card():
    """A hedged card the game did not take (watched as a left card, its record the hedge)
    and narrowed since by the camera is still that watched card at the next deal, not an
    old round's card to say as still on the table (OldCards._old_cards)."""
    stab, reading, event = _narrowed_left_card()
    table = _table(stab, reading, left_cards=[LeftCard(event, 1)])
    assert OldCards._old_cards(table) == [] and table.forgot == []


def test_a_hedge_made_stable_this_picture_and_named_otherwise_since_is_no_old_card():
    """The picture's own new card (``fresh``: its CardAppeared, the hedge) is known again
    by its number when the stabilizer's name for it is already the one card."""
    stab, reading, event = _narrowed_left_card()
    table = _table(stab, reading, fresh=[event])
    assert OldCards._old_cards(table) == [] and table.forgot == []


def test_an_old_card_still_seen_is_kept():
    """The same narrowed card, neither watched nor this picture's: an old card still on
    the table (the check above is no blanket skip)."""
    stab, reading, _event = _narrowed_left_card()
    assert OldCards._old_cards(_table(stab, reading)) == [(2, ("cultists",), 0)]
