"""The table seen cleared before its round was over, kept in the session log for a resume
(hq64).

A live table notes the round whose table the camera saw cleared in its middle
(:attr:`~companion.app.live.LiveTable.cleared_mid`), then settled by a key or an answer
(:attr:`~companion.app.live.LiveTable.cleared_end`): the round's cards were gathered, so a
card first read since is the next round's, never that round's knocked-out hand
(:meth:`~companion.app.live_cards.CameraCards._owed_hand`; fresh QA63 HIGH-3; guide-helper
§12, seed 002 "Out of the Round"). Each input the session logs meanwhile carries that
round (its ``"cleared"`` mark: :meth:`~companion.session_log.SessionLog.record`); a resume
reads the last input's (:attr:`~companion.session_log.Resumed.cleared`) and the resumed
table sets the same state (:func:`restore_cleared`): ``play --resume`` after Enter gave
Bob's play on a gathered table deals round 2 with his next card, as the live run did, not
"Bob's hand: the Investigators.". A log without the mark resumes as before.
"""
from __future__ import annotations

import logging

log = logging.getLogger(__name__)


def cleared_round(table) -> "int | None":
    """The round ``table`` (a :class:`~companion.app.live.LiveTable`) has seen cleared
    before it was over: its ``cleared_mid`` (in progress), else its ``cleared_end``
    (settled since, the next deal not yet seen), else ``None``. What
    :attr:`~companion.app.session.TableSession.cleared_round` gives the session log."""
    mid = getattr(table, "cleared_mid", None)
    return mid if mid is not None else getattr(table, "cleared_end", None)


def restore_cleared(table, logged: "int | None") -> None:
    """After a resume (``table``: the resumed :class:`~companion.app.live.LiveTable`,
    ``logged``: the log's :attr:`~companion.session_log.Resumed.cleared`): when the
    rebuilt game is still in that round, set the table's cleared state as the live table
    had it: ``cleared_end`` when the round is over (its cards gathered, a key settled
    it; the next deal awaited), else ``cleared_mid`` (the round in progress, its table
    gathered). The stabilizer's numbers of the cards held at the clear are the earlier
    camera's: none kept (``cleared_end_ids`` empty, ``cleared_ids`` ``None``), so no
    card read since is taken for one of them read back. Nothing for a log without the
    mark, a game over, or another round."""
    tracker = table.session.tracker
    if logged is None or not tracker.started:
        return
    view = tracker.view()
    if view.round != logged or view.game_winners:
        return
    if view.active is None:  # the round over, its next deal awaited
        table.cleared_end, table.cleared_end_ids = logged, frozenset()
        table.cleared_mid = None
    else:
        table.cleared_mid, table.cleared_end = logged, None
    log.info("resume: round %d's table was seen cleared before it was over", logged)


__all__ = ["cleared_round", "restore_cleared"]
