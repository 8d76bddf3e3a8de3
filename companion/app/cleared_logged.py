"""The table seen cleared before its round was over, kept in the session log for a resume
(hq64).

A live table notes the round whose table the camera saw cleared in its middle
(:attr:`~companion.app.live.LiveTable.cleared_mid`), then settled by a key or an answer
(:attr:`~companion.app.live.LiveTable.cleared_end`): the round's cards were gathered, so a
card first read since is the next round's, never that round's knocked-out hand
(:meth:`~companion.app.live_cards.CameraCards._owed_hand`; fresh QA63 HIGH-3; guide-helper
§12, seed 002 "Out of the Round"). Each input the session logs meanwhile carries that
round (its ``"cleared"`` mark: :meth:`~companion.session_log.SessionLog.record`), and each
change of it is a line of its own (:func:`log_cleared`,
:meth:`~companion.session_log.SessionLog.record_cleared`, ``{"cleared": {"round": 1}}``):
the clear itself is no input, and a quit right after it, before any key, left no mark
(session 66, hqq; fresh QA65b H2: the 2-player table gathered with "whose card was it?"
asked again, ``replay --resume`` said "Bob queda fuera, con el Ángel descarnado." "Alice
gana la ronda…" from round 2's cards). A resume reads the later of the two
(:attr:`~companion.session_log.Resumed.cleared`) and the resumed table sets the same state
(:func:`restore_cleared`), then says the clear again with its question at its first
readable picture (:func:`cleared_unsaid`): ``play --resume`` after Enter gave Bob's play on
a gathered table deals round 2 with his next card, as the live run did, not "Bob's hand:
the Investigators.". A log without the mark resumes as before.
"""
from __future__ import annotations

import logging

from companion.app.cleared_cards import ClearedCards
from companion.tracker.answer_trial import ANSWER_REACH, answer_keeps_round

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
    camera's: none kept (``cleared_end_ids`` empty; ``cleared_ids`` a sure clear of the
    log's cards, :attr:`~companion.app.cleared_cards.ClearedCards.from_log`: the log's
    cards unread since the resume count as the round's, :func:`cleared_restored`, and
    half of them read back end it, :mod:`companion.app.log_table_back`). Nothing for a
    log without the mark, a game over, or another round."""
    table.session.cleared_unrestored = False  # written as it stands from now (log_cleared)
    tracker = table.session.tracker
    if logged is None or not tracker.started:
        return
    view = tracker.view()
    if view.round != logged or view.game_winners:
        return
    table.cleared_from_log = logged  # (its end undone: :func:`recleared_from_log`)
    if view.active is None:  # the round over, its next deal awaited
        table.cleared_end, table.cleared_end_ids = logged, frozenset()
        table.cleared_mid = None
    else:  # the log's cards, unread since the resume, stand for the round's
        table.cleared_mid, table.cleared_end = logged, None
        table.cleared_ids = ClearedCards(logged, set(), played_on=True, from_log=True)
    log.info("resume: round %d's table was seen cleared before it was over", logged)


def log_cleared(table) -> None:
    """After a key or a picture: the round ``table`` (a :class:`~companion.app.live.
    LiveTable`) has seen cleared (:func:`cleared_round`) written to the session log when it
    differs from the log's (:attr:`~companion.app.session_resume.SessionResume.
    cleared_written`: its last input's mark or cleared table's line), as
    ``{"cleared": {"round": 1}}`` or ``{"cleared": null}``
    (:meth:`~companion.app.session_resume.SessionResume.keep_cleared`; hqq). Not before the
    game's start, nor while a resumed log's clear is still to be restored
    (:attr:`~companion.app.session_resume.SessionResume.cleared_unrestored`)."""
    session = table.session
    if not session.tracker.started or session.cleared_unrestored:
        return
    now = cleared_round(table)
    if now != session.cleared_written:
        session.keep_cleared(now)


def recleared_from_log(table, view) -> None:
    """The end of round ``view.round`` undone (minus) on a resumed ``table`` whose
    ``cleared_end`` the log gave (:func:`restore_cleared`), the round seen cleared again
    (:meth:`~companion.app.live_deal.NextDeal._between_rounds` sets ``cleared_mid``): its
    cards are still the log's, unread since the resume, so the clear is one of them again
    (``from_log``, :func:`cleared_restored`), as the live table's stays a clear of the
    cards its camera had read. Without it, the zones the camera never read were no clear,
    the round's clear was forgotten, and the next round's first card settled the question
    asked again as "No answer needed: that was Bob's play." (review of hqr)."""
    if getattr(table, "cleared_from_log", None) == view.round and table.cleared_ids is None:
        table.cleared_ids = ClearedCards(view.round, set(), played_on=True, from_log=True)
        table.cleared_quiet = view.round  # the undo asked its question again: not twice


def cleared_restored(table, view) -> bool:
    """Whether ``table``'s round ``view.round`` (``view``: the tracker's public view) is
    seen cleared as a resumed log had it (:func:`restore_cleared`: its ``cleared_mid``,
    with a :attr:`~companion.app.cleared_cards.ClearedCards.from_log` clear): the
    clear's cards are then the log's unread since the resume
    (:meth:`~companion.app.live_deal.NextDeal._cleared_mid_round`), not forgotten as a
    round none of whose cards the camera read."""
    cleared = table.cleared_ids
    return table.cleared_mid == view.round and cleared is not None and cleared.from_log \
        and cleared.round == view.round


def cleared_unsaid(table, view) -> bool:
    """Whether ``table``'s round ``view.round`` is seen cleared from a resumed log
    (:func:`cleared_restored`) and its clear not yet said since the resume (its
    :attr:`~companion.app.cleared_again.ClearedAgain.cleared_again` none for the round):
    the live table said it ("The table was cleared, but round 1 is not over: still
    waiting for Alice's play. …"), the resumed one says it once at its first readable
    picture (:meth:`~companion.app.live_deal.NextDeal._cleared_mid_round`), then again
    now and then."""
    again = getattr(table, "cleared_again", None)
    return cleared_restored(table, view) and (again is None or again.round != view.round)


def cleared_quiet(table, view) -> bool:
    """Whether the unsaid clear of :func:`cleared_unsaid` is one an undo brought back
    (:func:`recleared_from_log`): the undo said its question again, as live, so the clear
    is not said at once (the question twice), only again now and then."""
    return getattr(table, "cleared_quiet", None) == view.round


def say_blamed_clear(table, t: float, bare=None) -> None:
    """Right after :func:`restore_cleared`, before the resume's set-up pictures: when the
    restored clear is of a round going on (``cleared_mid``) with no question open and the
    newest answer is what keeps it going (:func:`~companion.tracker.answer_trial.
    answer_keeps_round`), the clear is said at once with the answer (or the card undone
    before it, hi3) that minus twice takes back (``_say_cleared``:
    :meth:`~companion.app.undo_key.UndoKey.blame_kept_round`), as the live table said it
    last, and noted said at frame time ``t`` (s), so the first readable picture does not
    say it again (:func:`cleared_unsaid`; "again now and then" goes on). Other clears wait
    for that picture, as before (hqr). Fresh QA67 M1 (d493 quit at 25.5 s right after that
    line: "Quizá sea la carta que deshiciste antes de tu respuesta: los Investigadores…"):
    resumed, it was not said before the set-up pictures, and minus twice pressed as it had
    told, 1 s in, took back the answer alone ("Deshecho: la última respuesta."); '+1' then
    said "Bob queda fuera, con el Boxeador.", false. ``bare``: a callable, asked last,
    whether the table's first look shows no card in the zones
    (:meth:`~companion.app.live_setup.GuidedSetup._first_look_bare`); ``False``: the
    clear waits for a bare picture, as the others (review of res68, LOW: the round's cards
    laid back during the quit, the clear was said before the set-up read them back)."""
    tracker = table.session.tracker
    if not tracker.started or tracker.question is not None:
        return
    view = tracker.view()
    if not cleared_unsaid(table, view):
        return
    try:
        blamed = answer_keeps_round(tracker, ANSWER_REACH)
    except Exception:  # a tracker bug must not end the resume: said at the picture then
        log.exception("answer_keeps_round failed")
        return
    if blamed is None or bare is not None and not bare():
        return
    with table.session.said_for.collecting() as said:
        table._say_cleared(view, [])
    table._cleared_said(view.round, said, t)


__all__ = ["cleared_round", "log_cleared", "cleared_unsaid", "cleared_quiet", "restore_cleared",
           "recleared_from_log", "cleared_restored", "say_blamed_clear"]
