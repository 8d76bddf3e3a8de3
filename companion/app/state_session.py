"""The live table's session side (live71: a part of ``LiveTable.__init__``, one job): the
:class:`~companion.app.session.TableSession` (tracker, narration, session log), the
resumed log's observations and the log's end, and the hooks by which the session asks
the table back (an answer's undo, a hold's end, the face-up cards in view, …). DESIGN.md:
observations ─▶ tracker; every observation and command ─▶ session log. No I/O."""
from __future__ import annotations

from typing import Callable

from companion.app.cleared_logged import cleared_round
from companion.app.entry_back import entry_reads
from companion.app.entry_word import rests_on_entry


def session_state(table, session, *, resumed: bool, logged: bool, log_observations,
                  log_empty: Callable[[], bool]) -> None:
    """Set ``table``'s (a :class:`~companion.app.live.LiveTable`) session and its log:
    ``session`` (a :class:`~companion.app.session.TableSession`), ``resumed`` (a game
    resumed from its log), ``log_observations`` (that log's observations as written,
    oldest first: kept as a tuple), ``logged`` (a session log is written),
    ``log_empty`` (whether the new log still holds nothing), and the end's lines not
    said yet. Raises nothing."""
    table.session = session
    table.resumed = resumed
    #: a resumed log's game was already over: the camera sees that old table (QA17 #13)
    table.over_when_resumed = False
    #: a resumed session log's observations as written (corrections included), oldest first
    table.log_observations = tuple(log_observations)
    table.logged = logged
    #: True while the session log is new and holds nothing: it is removed at the end,
    #: so the end says "Nothing was recorded" instead of "Session saved." (QA12 F15)
    table.log_empty = log_empty
    table.said_empty = False  # the end said so (play prints no second line then)
    table.end_noted = False  # the pictures' end line said whether the log is kept
    #: the pictures' end line naming the open question or a card awaited: ``(its
    #: message key, the question, what say returned, the card's phrase)``
    #: (:meth:`~companion.app.live_end.PicturesEnd._end_reworded`; ``None``: none)
    table.end_asked = None
    #: what :meth:`~companion.app.live_end.PicturesEnd._end_awaits` gave last (main
    #: thread): the end line naming a card is stale once it changes
    table.end_awaited: str | None = None


def wire_session(table, session) -> None:
    """Give ``session`` (a :class:`~companion.app.session.TableSession`) the hooks by
    which it asks ``table`` (a :class:`~companion.app.live.LiveTable`, whose mixins hold
    the methods named) back, and the live table's settings of it (news said ahead of an
    open question, the 2-player face-up cards told). Raises nothing."""
    session.cleared_round = lambda: cleared_round(table)  # logged for a resume (hq64)
    session.entry_read_there = table._own_entry_there  # (UndoKey._entry_with_answer)
    session.round_back_held = table._round_back_waits  # (undo_under; waits_logged)
    session.reheld = table._answer_back  # the hold back with its answer undone, or
    # the cards that waited behind it (answer_back)
    session.differs_answer = table._differs_answer  # minus twice: the kept answer
    session.rests_on_kept = table._kept_now  # results on a kept entry (kept_results)
    session.before_turn = table._held_over  # the hold's end said before the next turn
    session.says_ahead = True  # the plays an open question does not change: at once
    session.face_up_extra = table._left_face_up  # key 3: they are in view (QA23 #23)
    session.face_up_notice = True  # missing 2-player face-up cards told (QA37 es13_a)
    session.unread_told = table._unread_awaited  # Enter asks not whose zone (QA43 M2)
    session.rests_on_entry = lambda: rests_on_entry(table)  # the player's word (entry_word)
    session.entry_reads = lambda seat, entered: entry_reads(table, seat, entered)  # (entry_back)
