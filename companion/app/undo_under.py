"""Minus twice right after the player's answer ended a round, the next round dealt since and
not heard yet: that answer is what the player heard last, so it is the one undone, the deal
and its cards under it taken back unsaid (fresh QA63b MEDIUM-1, MEDIUM-4). Once that deal
was heard, dealt by a card laid on the ended round's table never gathered, a hint names
the answer and minus twice undoes it so too (fresh QA64b MEDIUM-1).

:func:`answer_under_deal` tells when (from what the voice said for which input,
:class:`~companion.app.said_for.SaidFor`), :func:`hint_answer_under` says the hint and
:func:`remind_answer_under` says it again at a stall, :func:`hint_resumed` after a resume
whose log ends so (review of mwf), :func:`answer_hinted` tells when
minus twice is for it; :func:`undo_answer_under` does it
for the session (:meth:`~companion.app.undo_key.UndoKey._key_undo` calls them).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from companion.app.said_heard import _begun
from companion.tracker import observations as o
from companion.tracker.answer_trial import ANSWER_REACH
from companion.tracker.observations import ANSWER_KINDS
from companion.tracker.round_result import ROUND_OVER

if TYPE_CHECKING:
    from companion.app.session import TableSession

#: the inputs a deal may come with, from the table: the round's first plays. Not the
#: 2-player face-up cards: taken back unsaid, the camera never reports them again, and the
#: round dealt again by its first card had none, told to take them away as the last
#: round's (review of mw64, HIGH): under them, minus twice goes main's way (the step to
#: undo named first; a deal undone keeps them for its deal again)
_DEALT_WITH = ("card",)
#: inputs that are no answer of the player's
_NO_ANSWER = ("start", "card", "face_up", "new_round", "undo")


def answer_before_deal(said_for, history: list, logged=None) -> int:
    """The history index of the player's answer (an input by key, not a card) right before
    the next round's deal (``new_round``), with only cards from the table since (the
    round's first plays; no face-up card: review of mw64); else 0. ``said_for``: the
    session's :class:`~companion.app.said_for.SaidFor`; ``history``: the tracker's;
    ``logged``: a history entry a resumed session log holds as that answer
    (:func:`hint_resumed`: the log keeps no record of the key, its answers are the
    player's), taken as by key."""
    answer = _before_deal(history)
    if not answer or not (said_for.by_key(history[answer]) or history[answer] is logged):
        return 0
    return answer


def _before_deal(history: list) -> int:
    """The history index of the input right before the last deal when only cards from the
    table came since and it is no input of the table's (:data:`_NO_ANSWER`); else 0."""
    at = next((i for i in range(len(history) - 1, 0, -1)
               if history[i][0].kind not in _DEALT_WITH), None)
    if at is None or at < 2 or history[at][0].kind != "new_round":
        return 0
    answer = at - 1
    return 0 if history[answer][0].kind in _NO_ANSWER else answer


def _ended_round(history: list, answer: int) -> bool:
    """Whether the input at history entry ``answer`` answered a question and ended the
    round: going on in some account before it, over in every account after it."""
    entry, deal = history[answer], history[answer + 1]
    question, before = entry[1][5], entry[1][0]
    return question is not None and not all(h.wait[0] in ROUND_OVER for h in before) \
        and all(h.wait[0] in ROUND_OVER for h in deal[1][0])


def answer_under_deal(said_for, history: list) -> int:
    """The history index of the player's answer (:func:`answer_before_deal`) that minus
    twice is for when the voice has begun none of the lines of the deal after it and of
    the cards since: the player heard of nothing after the answer, whose news (the
    round's end) is what they heard last; else 0 (also in text, every line shown at
    once). ``said_for``: the session's :class:`~companion.app.said_for.SaidFor`;
    ``history``: the tracker's."""
    answer = answer_before_deal(said_for, history)
    return answer if answer and said_for.unbegun_since(history, answer) else 0


def hint_answer_under(session: "TableSession") -> None:
    """The next round just dealt by a card laid on the ended round's table, never
    gathered (the live table: :meth:`~companion.app.live_deal.NextDeal._deal_on_card`),
    right after the player's answer ended the round (:func:`answer_before_deal`; the
    round going on in some account before it): say that if the round is not over, that
    answer was wrong, and that minus twice takes it back (``app.answer_ended_round``,
    said once the dealing card is applied, after its lines: :func:`read_before_hint`);
    minus twice then undoes it under the deal and its cards (:func:`answer_hinted`,
    :func:`undo_answer_under`). Fresh QA64b MEDIUM-1 (replay of d491): "was that Bob's
    hand? 1 yes" (wrongly) ended round 1, Carol's forced discard laid on the table dealt
    round 2 ("Round 2. Carol starts.", "Still on the table from the last round: …"),
    with no word of the answer, the way back three undo pairs. Not over a 2-player
    deal's face-up cards (:data:`_DEALT_WITH`: review of mw64)."""
    history = session.tracker.history
    answer = answer_before_deal(session.said_for, history,  # (a resumed log's: res71)
                                getattr(session, "answer_from_log", None))
    if not answer or not _ended_round(history, answer):
        return  # not the answer that ended the round
    entry = history[answer]

    # said once the dealing card is applied, after its lines (read_before_hint): minus
    # twice follows what was heard last, that card before the hint is begun (review of
    # mwh: the hint said first, minus twice right after "Bob: The Sailor." undid a right
    # answer, not the misread card)
    session.deal_hint_due = entry


def remind_answer_under(session: "TableSession") -> bool:
    """While the round dealt after the hint of :func:`hint_answer_under` stalls (the
    live table asked for the missing card: :meth:`~companion.app.stall.Stall._stall_ask`),
    that answer still right before the deal with only cards from the table since (at most
    ``ANSWER_REACH``): say the hint again, the line minus twice is then for; returns
    whether it was said. Said here the first time (the dealing card held, the hint due
    never said: ``deal_hint_due``), it is written to the session log as
    :func:`read_before_hint` writes it (:meth:`~companion.app.session_resume.
    SessionResume.keep_hinted`), so a resume says it again at once, not only once the
    set-up pictures show the ended round's cards (res69, LOW of the review of res68). Fresh QA64b MEDIUM-1: after the wrong deal, "Still waiting for
    Alice's play…" was said to the end, the cards she never laid awaited."""
    hinted = session.deal_hinted
    first = hinted is None and session.deal_hint_due is not None
    if first:
        hinted, session.deal_hint_due = (session.deal_hint_due,), None  # the card held
    if hinted is None:
        return False
    history = session.tracker.history
    answer = answer_before_deal(session.said_for, history, session.answer_from_log)
    if not answer or history[answer] is not hinted[0] \
            or len(history) - 2 - answer > ANSWER_REACH:
        return False
    session.deal_hinted = (hinted[0], _tell_hint(session, answer), history[-1])
    if first:  # said here the first time (its dealing card held, never read_before_hint):
        session.keep_hinted()  # a line of the log, so a resume says it at once (res69)
    return True


def _tell_hint(session: "TableSession", answer: int):
    """Say ``app.answer_ended_round`` for the answer at history entry ``answer``, the
    deal right after it; stale once that deal is taken back. Returns what say returned."""
    history = session.tracker.history
    deal = history[answer + 1]

    def stale() -> bool:  # the answer or the deal taken back (read on the voice's thread)
        return not any(e is deal for e in list(session.tracker.history))

    return session.tell("app.answer_ended_round", round=session.tracker.view().round - 1,
                        question=session._asked_words(history[answer][1][5]), stale=stale)


def hint_resumed(session: "TableSession", lying=None) -> None:
    """After ``play --resume`` / ``replay --resume``: when the log ends with the player's
    answer that ended the round (an ``ANSWER_KINDS`` input, the log's lines being the
    player's keys), the next round's deal, then only cards from the table (at most
    ``ANSWER_REACH``), say the hint of :func:`hint_answer_under` again, and let minus twice
    undo that answer under the deal (:func:`answer_hinted`, :func:`undo_answer_under`), as
    before the quit. ``lying`` ``None``: the log says the live table said the hint there
    (its deal hint's line, :attr:`~companion.session_log.Resumed.hinted`, written by
    :func:`read_before_hint`), or the log is older than the hint's lines (written before
    session 69: no ``"format"`` mark on its start line,
    :attr:`~companion.session_log.Resumed.hints_logged`; review of res68, MEDIUM: it
    waited for the set-up pictures and minus twice undid Carol's Tommy Gun): said right
    after the summary. Else (a log that would hold the hint's line) once the set-up
    pictures are read
    (:meth:`~companion.app.live_setup.LiveSetup._resumed_cards`), and only when they show
    that ended round's cards still lying (``lying``: the set-up's card events the log's
    round does not hold, :class:`vision.records.CardAppeared`, seat 1-based: one of them
    a card of that round's zone): the log alone does not tell a deal on the ungathered
    table (the hint said live) from a gathered table's (no hint). Review
    of mwf, MEDIUM (replay of d491, '+1' at 11.0 s, ``--stop-at 128 --save-log``, then
    ``--resume`` and '--'): the hint was not said again, and minus twice undid Carol's
    Tommy Gun, not the answer; review of low67, MEDIUM: said after the summary for any
    such log, it doubted a right answer whose table was gathered before the deal, and
    minus twice reopened the finished round."""
    history = session.tracker.history
    answer = _before_deal(history)
    if not answer or history[answer][0].kind not in ANSWER_KINDS \
            or len(history) - 2 - answer > ANSWER_REACH or not _ended_round(history, answer):
        return
    if lying is not None and not _ended_round_lies(session.tracker, answer, lying):
        return  # gathered before the deal: no doubt live either (review of low67)
    entry = history[answer]
    session.answer_from_log = entry
    session.deal_hint_due = None
    session.deal_hinted = (entry, _tell_hint(session, answer), history[-1])
    if lying is not None and getattr(session, "hints_logged", False):
        session.keep_hinted()  # said at the set-up's look: a line of the log now (res69)


def _ended_round_lies(tracker, answer: int, lying) -> bool:
    """Whether ``lying`` (card events, seat 1-based) show the round the answer at history
    entry ``answer`` ended still lying, as it stood before the next deal: at least two of
    them (one when that round had one card) are cards of their seat's zone then. One card
    named as an old one is not enough: the next round's card laid during the downtime
    (review of res68: Carol's Investigators, her round-1 card's name, read at the set-up
    of a table gathered before the deal, said the hint the live game never said)."""
    try:
        seats = tracker.as_before(answer + 1).view().seats
    except Exception:  # a tracker bug must not end the resume: no hint then
        return False
    total = sum(len(seat.zone) for seat in seats)
    found = sum(1 for e in lying if e.seat is not None and 0 < e.seat <= len(seats)
                and set(e.candidates) & set(seats[e.seat - 1].zone))
    return found >= min(2, total) and found > 0


def read_before_hint(session: "TableSession") -> None:
    """A camera input just applied: the card that dealt the round (the first after
    :func:`hint_answer_under`): the hint is said now, after its lines (review of mwh);
    or one read while the voice has not begun the hint, read before the player heard it:
    it does not end the hint (:func:`answer_hinted`)."""
    due, history = session.deal_hint_due, session.tracker.history
    if due is not None:
        session.deal_hint_due = None
        answer = answer_before_deal(session.said_for, history, session.answer_from_log)
        if answer and history[answer] is due:
            session.deal_hinted = (due, _tell_hint(session, answer), history[-1])
            session.keep_hinted()  # so a resume says it again at once (review of low67)
        return
    hinted = session.deal_hinted
    if hinted is not None and (hinted[2] is None or not _begun(hinted[1])):
        session.deal_hinted = (*hinted[:2], history[-1])


def answer_hinted(session: "TableSession") -> int:
    """The history index of the answer :func:`hint_answer_under` named when minus twice is
    for it: the answer still right before the deal with only cards from the table since
    (:func:`answer_before_deal`, at most ``ANSWER_REACH`` of them), the hint begun (shown,
    in text), and no line of a card read after the hint begun (the hint is what the
    player heard last, as for a blamed answer:
    :meth:`~companion.app.undo_key.UndoKey.blamed_index`); else 0."""
    hinted = session.deal_hinted
    if hinted is None:
        return 0
    history = session.tracker.history
    answer = answer_before_deal(session.said_for, history, session.answer_from_log)
    if not answer or history[answer] is not hinted[0]:
        return 0
    read = history[answer + 1] if hinted[2] is None else hinted[2]
    if len(history) - 2 - answer > ANSWER_REACH or not _begun(hinted[1]) \
            or not any(e is read for e in history[answer:]) \
            or session.said_for.begun_after(history, read):
        return 0
    return answer


def undo_answer_under(session: "TableSession", index: int) -> None:
    """Undo the answer at history entry ``index`` of ``session`` (a
    :class:`~companion.app.session.TableSession`), found by :func:`answer_under_deal`: the
    deal and its cards above it taken back unsaid (their lines dropped; the lines the live
    table said for that deal outside its input too:
    :meth:`~companion.app.undo_key.UndoKey.deal_undone_stale`), the answer undone as the
    newest input ("Undone: the last answer.", the round's end taken back), then the cards
    read again in their order, as the camera gave them
    (:meth:`~companion.app.undo_key.UndoKey._read_again`): a play laid after a wrong
    answer ended the round is that round's again and settles its question, else the
    question is asked again. Fresh QA63b MEDIUM-1: "was that Alice's hand? 1 yes"
    (wrongly) ended the round, Bob's next play dealt round 2; three minus twice took back
    that card, the deal, then the answer, and the card stayed left out; MEDIUM-4: minus
    twice right after "Bob wins the round" was answered only after the whole next deal's
    lines. Never under a deal's face-up cards (2 players; :data:`_DEALT_WITH`)."""
    history = session.tracker.history
    again = [entry[0] for entry in history[index + 1:] if entry[0].kind == "card"]
    refused = {id(entry[0]) for i, entry in enumerate(history[index + 1:], index + 1)
               if session.tracker.refused_at(i)}
    session.taken_again, session.refused_now = [], []
    session.deal_hinted = session.deal_hint_due = None
    session.deals_under_answer += 1  # the deal's lines said outside its input: stale
    session.round_given_back = True  # the camera's reports of its cards (fresh QA65b HIGH-1)
    with session.news():
        for _ in range(len(history) - 1 - index):
            session.observe(o.undo())
    session._undo_newest(session.tracker.history[-1][0], ask=not again)
    # the 2-player face-up notice told for the deal undone: the round back had its own
    # (face_up_missed.tell_missed), not said again for its cards read again
    rnd = session.tracker.view().round
    if session.face_up_told is not None and session.face_up_told > rnd:
        session.face_up_told = rnd
    session.round_back_held()  # a resumed table's held cards of that round (review of mwf)
    question = session.tracker.question
    if session.reheld is not None:  # the cards the live table holds again (differs_hold)
        again = session.reheld(again)
    session._read_again(again, refused)
    if question is not None and session.tracker.question is question:
        session.announce(question)
