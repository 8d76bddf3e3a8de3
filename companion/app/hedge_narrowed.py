"""The camera's answer to a hedge it made: a sticker-only card made stable as two cards
("Cultists or Investigators": the tracker asks "Which card in Bob's zone?") and read since
as one of them over a whole sticker window (:class:`vision.hedge_votes.HedgeNarrowed`,
:meth:`vision.stabilize.Stabilizer.take_narrowed`) settles that question, said as the
camera's reading to check (session 72, wr72; review rev-wr71, LOW: the question waited
for a key although the camera knew). No I/O.
"""
from __future__ import annotations

from companion.tracker import observations as o


def settle_narrowed(session, narrowed) -> bool:
    """Answer the open "Which card is it?" question with ``narrowed`` (a
    :class:`vision.hedge_votes.HedgeNarrowed`: ``seat`` 1-based, ``candidates`` one key,
    ``was`` the hedge) when it asks exactly that hedge of that zone and one place of the
    zone holds it (``Tracker.zone_reads``): the tracker is given ``was(key, seen=True)``
    as a reading from stickers (``check``: the first line naming it asks to check it).
    ``session``: the app's :class:`~companion.app.session.Session`. Returns True when the
    question was settled; anything else (no question, another zone's or card's, the
    tracker refusing the answer) changes nothing and returns False."""
    tracker = session.tracker
    q = tracker.question
    if narrowed.seat is None or len(narrowed.candidates) != 1 or q is None \
            or q.value != "card" or q.seat != narrowed.seat - 1 \
            or set(q.info) != set(narrowed.was):
        return False
    if sum(1 for p in tracker.zone_reads(q.seat) if set(p) == set(narrowed.was)) != 1:
        return False
    session.observe(o.was(narrowed.candidates[0], seen=True), check=True)
    return tracker.question is not q


__all__ = ["settle_narrowed"]
