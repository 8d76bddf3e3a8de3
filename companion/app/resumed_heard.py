"""A resumed log ending with an undo: the undone input's news taken as heard, as the live
session takes it (rev-res69, LOW; QA67 L1).

Live, the lines the player heard for an input the undo key takes back are kept
(:meth:`SaidAgain.undoing <companion.app.said_again.SaidAgain.undoing>`): the same input
given again, or an answer that settles the reopened question as it had, says only "Taken.
Its news is as heard before the undo." (fresh QA52 M2). What was heard is no part of the
session log, so a resume started with none: d493's round 1, Bob's Investigators (which
had settled his Boxer as his play) taken back by minus (the question asked again), the
quit, the resume, and '+2' said "Turno de Bob." "Bob: el Boxeador." again, lines heard
before the quit. The log's last undo took back a camera's card
(:attr:`Resumed.redo <companion.session_log.Resumed.redo>`) and no input followed it: that
card's news is made again on a copy of the resumed table, its lines taken as heard (the
summary said before the quit that it was over; the live session had said them), and
taken back by the undo key there as live, which keeps what still stands
(:meth:`~companion.app.said_again.SaidAgain.question_told`,
:meth:`~companion.app.said_again.SaidAgain.round_end_told`); those lines become the
resumed session's heard-before-undo lines. Nothing is said, logged nor applied to the
resumed session's tracker."""
from __future__ import annotations

import logging
from dataclasses import replace

log = logging.getLogger(__name__)


def heard_before_undo(session) -> None:
    """After ``session`` (a :class:`~companion.app.session.TableSession`) resumed a log
    (:meth:`~companion.app.session_resume.SessionResume.resume`): when its last input is
    the undo of a camera's card (``session.redo``: ``(observation, newest history entry
    after the undo, history length)``, as :attr:`Resumed.redo
    <companion.session_log.Resumed.redo>` gives it, and the tracker's history still that),
    the lines that card said and that its undo left standing are the session's lines heard
    before an undo (module docstring). A session without such an undo is left as it is;
    a failure is logged, never raised (the resume goes on without them)."""
    redo, tracker = getattr(session, "redo", None), session.tracker
    if redo is None or not tracker.started or len(tracker.history) != redo[2] \
            or (tracker.history[-1] if tracker.history else None) is not redo[1]:
        return
    from companion.app.keys import Command
    from companion.app.session import TableSession
    from companion.app.voiceout import Heard
    try:
        # each line a voice took and said whole (a Heard of no entry: heard at once), one
        # object a line, as a voice's (SaidFor keeps the lines by identity)
        copy = TableSession(say=lambda announcement: Heard(None, {}, lambda entry: 0.0),
                            lang=session.lang)
        copy.tracker = tracker._trial_copy()
        if copy.tracker.question is not None:  # heard before the card closed it
            copy.announce(copy.tracker.question)
        copy.observe(replace(redo[0]))
        if copy.tracker.history and copy.tracker.history[-1][0].kind != "undo" \
                and len(copy.tracker.history) == redo[2] + 1:
            copy.key(Command("undo"))
        if len(copy.tracker.history) != redo[2]:
            return  # not taken back as live: nothing known of what was heard
        session.said_for.take_heard(copy.said_for)
    except Exception:  # the resume must go on: the lines are then said again, as before
        log.exception("the undone card's lines could not be made again")


__all__ = ["heard_before_undo"]
