"""The left cards waiting behind an open question kept in the session log and restored by
a resume (session 71, res71; QA69 HIGH-4).

A live table holds a card read while a question is open ("A card in Carol's zone waits
for the answer to the question; key 1 repeats it.") and the cards refused before it
(:class:`~companion.app.left_card.LeftCard`), and gives them in their turn once the
question is answered. They were not in the log (the refused ones only as refused lines),
so a quit lost them: handC, Enter 3, plus 1 (The Boxer entered for Bob's Musician, "was
that Bob's hand?" open), Carol's Tommy Gun refused and her Necronomicon held behind the
question, quit at 150, resumed: "2 cards the log does not hold are on the table: The
Tommy Gun and the Necronomicon in Carol's zone. You will be asked about them once the
open question is answered.", the camera's Musician then said nowhere, round 1 never
ended (QA70 H3, replays s4a/s4b).

:func:`waiting_record` writes them as a ``"waiting"`` line
(:mod:`companion.session_log_waits`) at each change, while no camera-differs hold stands
(its own line holds its waiting cards). A resume (:func:`restore_waiting`) watches the
set-up's cards matching them again as the left cards they were, laid before the set-up's
other cards, with their ``behind_older`` flag, and says they wait for the answer, as
live; the resumed card entered by key is "entered", not the log's
(:func:`~companion.app.keyed_cards.logged_keyed_places`), so the camera's card read at
its place holds the cards on it as live. A log without the line resumes as before. No
I/O but the session log's.
"""
from __future__ import annotations

import logging

log = logging.getLogger(__name__)


def _lefts(table, round_: int) -> list:
    """The left cards of ``table`` (a :class:`~companion.app.live.LiveTable`) waiting to
    be given in round ``round_``, as the log writes them (``[seat 1-based, candidates,
    laid time s, held behind an older card]``, in the order laid); not the glimpse
    hold's (:class:`~companion.app.glimpse_asked.GlimpseHold`: its ``"held"`` line)."""
    from companion.app.waits_logged import _left
    glimpse = getattr(table, "glimpse", None)  # its own line holds its cards (lead58)
    own = [] if glimpse is None else glimpse.cards
    return [_left(x) for x in table.left_cards if x.round == round_ and x.there and x.open
            and not x.kept and x.event.seat is not None and all(x is not y for y in own)]


def _stalled(table, round_: int) -> list:
    """The cards the stall of ``table`` keeps (:class:`~companion.app.stall.Stall`), of
    round ``round_``, still lying, as the log writes them (:func:`_lefts`)."""
    from companion.app.waits_logged import _left
    stall = getattr(table, "stall", None)
    if stall is None:
        return []
    glimpse = getattr(table, "glimpse", None)  # its own line holds its cards (lead58)
    own = [] if glimpse is None else glimpse.cards
    return [_left(x) for x in stall.cards if x.round == round_ and x.there
            and x.event.seat is not None and all(x is not y for y in own)]


def waiting_record(table) -> "dict | None":
    """The left cards of ``table`` waiting behind its open question as a ``"waiting"``
    line's value (:mod:`companion.session_log_waits`): ``{"round", "size" (the tracker's
    history length), "lefts", "stall"}``; ``None`` when no question is open, no such card
    waits, or a camera-differs hold stands or is ended but not released yet (its line
    holds them). A hold an answer ended and released (kept for minus twice) does not
    stop it: its line keeps copies of the cards that waited then, as live
    (:class:`~companion.app.differs_hold.DiffersEnded`)."""
    tracker = table.session.tracker
    if not tracker.started or tracker.question is None or table.differs_held is not None:
        return None
    round_ = tracker.view().round
    lefts, stall = _lefts(table, round_), _stalled(table, round_)
    if not lefts and not stall:
        return None
    return {"round": round_, "size": len(tracker.history), "lefts": lefts, "stall": stall}


def _take(held: list, seat: int, keys) -> "object | None":
    """The first of ``held`` (set-up card events) in ``seat``'s zone (1-based) that may be
    the card ``keys``, removed from ``held``; ``None``: none."""
    from companion.app.waits_logged import _take as take
    return take(held, seat, keys)


def restore_waiting(table, held: list) -> list:
    """After a resume's set-up (``held``: the set-up's card events the log does not hold,
    seat 1-based): the log's waiting cards (:attr:`~companion.app.session_resume.
    SessionResume.waiting_logged`) watched again on the events matching them, one each,
    while the log's question is still open on the same table (its history as long as
    when the line was written, its round); the cards a stall kept (``"stall"``) kept by
    that stall again (:class:`~companion.app.stall.Stall`, asked, in silence: its
    missing card was entered); "A card in Carol's zone waits for the answer …" said for
    each zone of the other cards, as live. Returns the other events (held as before).
    Nothing when a camera-differs hold restored meanwhile took the table (its own line
    wins)."""
    logged = getattr(table.session, "waiting_logged", None)
    tracker = table.session.tracker
    if not logged or tracker.question is None or table.differs_held is not None \
            or logged["size"] != len(tracker.history) \
            or logged["round"] != tracker.view().round:
        return held
    rest = list(held)
    stalled = [(e, t, b) for e, t, b in ((_take(rest, s, k), t, b)
                                         for s, k, t, b in logged.get("stall", ()))
               if e is not None]
    found = [(e, t, b) for e, t, b in ((_take(rest, s, k), t, b)
                                       for s, k, t, b in logged["lefts"]) if e is not None]
    if not found and not stalled:
        return held
    both = sorted([*stalled, *found], key=lambda x: x[1])  # in the order laid
    table._left_again(both, [e for e, _, _ in both])
    if stalled and table.stall is None:  # kept by the stall, as live
        from companion.app.stall import Stall
        kept = [x for x in table.left_cards if any(x.event is e for e, _, _ in stalled)]
        for left in kept:
            left.kept = True
        table.stall = Stall(table.session.taken_since(), kept, asked=True)
    log.info("resume: %d cards waiting behind the question held again", len(both))
    for seat in dict.fromkeys(e.seat - 1 for e, _, _ in found):
        table._held_by_question(seat)
    return rest


__all__ = ["restore_waiting", "waiting_record"]
