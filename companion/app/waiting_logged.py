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

Since session 72 (res72) the line is written question or not (a card refused for a
missing play, a stall's kept cards, a slash-ended hold's cards not given yet:
rev-res71's HIGHs, QA71 H1/H2) and restored by matching the set-up's cards, not by the
history's size.

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
    be given in round ``round_`` (:class:`~companion.app.left_card.LeftCard`, in the
    order laid), not kept by a stall nor held by the glimpse hold
    (:class:`~companion.app.glimpse_asked.GlimpseHold`: its ``"held"`` line)."""
    own = _glimpse_cards(table)
    return [x for x in table.left_cards if x.round == round_ and x.there and x.open
            and not x.kept and x.event.seat is not None and all(x is not y for y in own)]


def _glimpse_cards(table) -> list:
    """The glimpse hold's cards of ``table`` (its own line holds them: lead58)."""
    glimpse = getattr(table, "glimpse", None)
    return [] if glimpse is None else glimpse.cards


def _stalled(table, round_: int) -> list:
    """The cards the stall of ``table`` keeps (:class:`~companion.app.stall.Stall`), of
    round ``round_``, still lying (:class:`~companion.app.left_card.LeftCard`)."""
    stall = getattr(table, "stall", None)
    if stall is None:
        return []
    own = _glimpse_cards(table)
    return [x for x in stall.cards if x.round == round_ and x.there
            and x.event.seat is not None and all(x is not y for y in own)]


def waiting_record(table) -> "dict | None":
    """The left cards of ``table`` waiting to be given, question or not (session 72,
    res72: a card refused for a missing play, a stall's kept cards, the cards behind an
    open question, the cards a camera-differs hold ended by a slash correction has not
    given yet), as a ``"waiting"`` line's value (:mod:`companion.session_log_waits`):
    ``{"round", "size" (the tracker's history length), "lefts", "stall"}`` (each card
    ``[seat 1-based, candidates, laid time s, held behind an older card]``, in the order
    laid); ``None`` when no such card waits, or a camera-differs hold's own line holds
    them (:func:`~companion.app.waits_logged.differs_record` not ``None``). A hold an
    answer ended and released (kept for minus twice) does not stop it: its line keeps
    copies of the cards that waited then, as live
    (:class:`~companion.app.differs_hold.DiffersEnded`)."""
    from companion.app.waits_logged import _card, _left, differs_record
    tracker = table.session.tracker
    if not tracker.started:
        return None
    held = table.differs_held
    if held is not None and differs_record(table) is not None:
        return None  # its own line holds them
    round_ = tracker.view().round
    lefts, stall = _lefts(table, round_), _stalled(table, round_)
    on = []
    if held is not None and held.round == round_:
        # ended by a slash correction, its cards given at the next picture (rev-res71
        # HIGH: a quit then wrote "differs": null and lost them): waiting, as laid
        ids = {id(e) for e in held.events}
        lefts = [x for x in lefts if id(x.event) not in ids]
        stall = [x for x in stall if id(x.event) not in ids]
        on = [_card(e) for e in held.events if e.seat is not None]
    asked = _entry_asked(stall)
    lefts, stall = [_left(x) for x in lefts], [_left(x) for x in stall]
    if not lefts and not stall and not on:
        return None
    value = {"round": round_, "size": len(tracker.history), "lefts": lefts, "stall": stall}
    if on:
        value["given"] = on
    if asked is not None:
        value["entry_asked"] = asked
    return value


def _entry_asked(stall: list) -> "dict | None":
    """The stall's kept cards (:class:`~companion.app.left_card.LeftCard`) asked as maybe
    the forced discard of a play entered after they were laid
    (:attr:`~companion.app.left_card.LeftCard.entry_asked`, one wait): ``{"wait":
    [round, seat 0-based, effect], "cards": [their indices in the stall]}``; ``None``:
    none. While it stands every new card is held, as live (:meth:`~companion.app.
    laid_before.LaidBefore._behind_entry`; QA71 H2, handB s20: resumed without it, Bob's
    Musician was "Bob discards The Musician.", false)."""
    waits = {x.entry_asked for x in stall if x.entry_asked is not None}
    if len(waits) != 1:
        return None
    wait = next(iter(waits))
    return {"wait": list(wait),
            "cards": [i for i, x in enumerate(stall) if x.entry_asked == wait]}


def _take(held: list, seat: int, keys) -> "object | None":
    """The first of ``held`` (set-up card events) in ``seat``'s zone (1-based) that may be
    the card ``keys``, removed from ``held``; ``None``: none."""
    from companion.app.waits_logged import _take as take
    return take(held, seat, keys)


def _release(table, given: list) -> None:
    """The set-up's events ``given`` (seat 1-based, in the order laid), the cards a
    camera-differs hold ended by a slash correction held at the quit, given as
    :meth:`~companion.app.differs_hold.DiffersHold._differs_release` gives them (each a
    card of a zone seen at once, laid under the hand, in the set-up's picture)."""
    table.differs_lifted = frozenset(id(e) for e in given)
    table.differs_picture = table.watcher.last_reading
    try:
        for event in given:
            table._card_appeared(event)
    finally:
        table.differs_lifted, table.differs_picture = frozenset(), None


def _behind_them(table, logged: dict, found: list, rest: list) -> list:
    """The set-up's events of ``rest`` (those taken removed) in a zone where a card of
    ``found`` (``(event, laid time s, behind)``: the log's waiting cards read again)
    waits behind the log's question still open (no input since the line), as
    ``(event, time, True)``: laid while the companion was off behind that older card,
    held behind it as live (:meth:`~companion.app.laid_before.LaidBefore._behind_older`;
    rev-res71 HIGH: handC quit at 140, Carol's Necronomicon then "a card the log does
    not hold", round 1 lost)."""
    tracker = table.session.tracker
    if tracker.question is None or logged["size"] != len(tracker.history):
        return []
    seats = {e.seat for e, _, _ in found}
    late = max((t for _, t, _ in found), default=0.0)
    behind = sorted((e for e in rest if e.seat in seats),
                    key=lambda e: (e.t, getattr(e, "index_in_zone", 0)))
    for event in behind:
        rest.remove(event)
    return [(e, late + (i + 1) * 1e-3, True) for i, e in enumerate(behind)]


def corrected_since(tracker, logged: dict) -> bool:
    """Whether a slash correction ``tracker`` took (:meth:`~companion.tracker.tracker.
    Tracker.correction`) lies at or after the entry of the log's camera-differs hold line
    ``logged`` (its input ``size - 1`` on; the hold's round still the table's): typed
    after the resume, before the set-up read the table (QA71 H1: minus twice, slash 5,
    plus 1 before the set-up's pictures, the Boxer corrected to the Musician), it ended
    that hold, as a slash ends it live. Raises nothing (a tracker bug: ``False``)."""
    try:
        if tracker.view().round != logged["round"]:
            return False
        return any((fix := tracker.correction(i)) is not None and fix.taken
                   for i in range(max(0, logged["size"] - 1), len(tracker.history)))
    except Exception:  # a tracker bug must not stop the resume
        log.exception("the resumed hold's correction test failed")
        return False


def hold_as_waiting(logged: dict, session) -> dict:
    """The log's camera-differs hold line ``logged`` ended by a slash correction typed
    before the set-up (:func:`corrected_since`), as a ``"waiting"`` value
    (:func:`waiting_record`'s shape) that :func:`restore_waiting` restores: the left cards
    that waited with it watched again (with the log's own waiting cards, if any), the
    cards held on it given as the released hold gives them (``"given"``)."""
    tracker, own = session.tracker, getattr(session, "waiting_logged", None) or {}
    return {"round": logged["round"], "size": len(tracker.history),
            "lefts": [*own.get("lefts", ()), *logged["lefts"]],
            "stall": list(own.get("stall", ())),
            "given": [*own.get("given", ()), *logged["cards"]]}


def _laid_last(table, later: list, events: list) -> None:
    """The set-up's events ``later`` (laid while the companion was off behind the log's
    waiting cards, :func:`_behind_them`) watched as left cards laid after every card of
    ``events`` (the set-up's events the line restored), in their order, once those are
    restored and the hold's cards given: laid after the quit, they follow the log's cards
    (handC quit at 172: Carol's Sanity check Investigators, laid at 180, taken as laid
    before Bob's held Sailor, kept the Tommy Gun from being given first as the Musician's
    discard: "Bob discards The Sailor.", false). Held behind an older card of their zone
    while the log's question is still open, said so (as live,
    :meth:`~companion.app.laid_before.LaidBefore._behind_older`)."""
    if not later:
        return
    top = max((e.t for e in events), default=max(e.t for e in later))
    question = table.session.tracker.question is not None
    for i, event in enumerate(later):
        table._leave(event)
        left = table.left_cards[-1]
        left.laid_t, left.behind_older = top + (i + 1) * 1e-3, question
    if question:
        for seat in dict.fromkeys(e.seat - 1 for e in later):
            table._held_by_question(seat)


def waiting_holds(table, event, held: list) -> bool:
    """Whether the set-up's event ``event`` (of ``held``: the set-up's events the log does
    not hold, seat 1-based) is one the log's ``"waiting"`` line restores
    (:func:`restore_waiting`: its cards matched in order, one each, in the line's round):
    the resume's set-up then takes it for no card the log's table waits for
    (:meth:`~companion.app.live_setup.GuidedSetup._card_owed`; rev-res71 HIGH, handB
    quit at 172: the stall's Sailor taken as the Musician's discard, "Bob discards The
    Sailor.", false)."""
    logged = getattr(table.session, "waiting_logged", None)
    if not logged or logged["round"] != table.session.tracker.view().round:
        return False
    free = list(held)
    taken = [_take(free, s, k) for s, k, *_ in (*logged.get("stall", ()), *logged["lefts"],
                                                *logged.get("given", ()))]
    return any(e is event for e in taken)


def _asked_events(logged: dict, held: list, tracker) -> list:
    """The set-up's events of ``held`` (not removed) the log's stall cards asked as maybe
    the forced discard (``"entry_asked"``, :func:`_entry_asked`) match, while the
    tracker still waits so (its round, seat and effect); ``[]``: none."""
    asked = logged.get("entry_asked")
    try:
        _, seat, effect = tracker.waiting()
        if not isinstance(asked, dict) \
                or list(asked["wait"]) != [tracker.view().round, seat, effect]:
            return []
    except Exception:  # an edited line: nothing asked
        return []
    free, out = list(held), []
    for i, (seat, keys, *_) in enumerate(logged.get("stall", ())):
        event = _take(free, seat, keys)
        if event is not None and i in asked.get("cards", ()):
            out.append(event)
    return out


def restore_waiting(table, held: list) -> list:
    """After a resume's set-up (``held``: the set-up's card events the log does not hold,
    seat 1-based): the log's waiting cards (:attr:`~companion.app.session_resume.
    SessionResume.waiting_logged`) watched again on the events matching them (seat, a
    candidate in common), one each, in the line's round, question or not, inputs typed
    since the resume or not (res72); with the log's question still open and no input
    since, the set-up's other cards of their zones held behind them
    (:func:`_behind_them`); the cards a stall kept (``"stall"``) kept by that stall
    again (:class:`~companion.app.stall.Stall`; asked from its second card, as live;
    already moved when the tracker took inputs since the line: rev-res72); a
    slash-ended hold's cards (``"given"``) given as its release gives them
    (:func:`_release`); "A card in Carol's zone waits for the answer …" said for each
    zone of the other cards while a question is open, as live. Returns the other events
    (held as before).
    Nothing when a camera-differs hold restored meanwhile took the table (its own line
    wins)."""
    logged = getattr(table.session, "waiting_logged", None)
    tracker = table.session.tracker
    if not logged or table.differs_held is not None \
            or logged["round"] != tracker.view().round:
        return held
    rest = list(held)
    asked = _asked_events(logged, rest, tracker)
    stalled = [(e, t, b) for e, t, b in ((_take(rest, s, k), t, b)
                                         for s, k, t, b in logged.get("stall", ()))
               if e is not None]
    found = [(e, t, b) for e, t, b in ((_take(rest, s, k), t, b)
                                       for s, k, t, b in logged["lefts"]) if e is not None]
    given = [e for e in (_take(rest, s, k) for s, k, _ in logged.get("given", ()))
             if e is not None]
    later = _behind_them(table, logged, found, rest)
    if not found and not stalled and not given:
        return held
    both = sorted([*stalled, *found], key=lambda x: x[1])  # in the order laid
    table._left_again(both, [*(e for e, _, _ in both), *given])
    if stalled and table.stall is None:  # kept by the stall, as live
        from companion.app.stall import Stall
        kept = [x for x in table.left_cards if any(x.event is e for e, _, _ in stalled)]
        for left in kept:
            left.kept = True
            if any(left.event is e for e in asked):  # (LeftCard.entry_asked)
                left.entry_asked = tuple(logged["entry_asked"]["wait"])
        # asked at its second card, as live (stall._stall_note; rev-res72: one card
        # kept, the next one laid asks for the missing play)
        # the tracker took inputs since the line (the set-up's owed cards, keys typed
        # ahead): the missing card may be among them, moved as live (rev-res72 HIGH)
        moved = table.session.taken_since() if len(tracker.history) <= logged["size"] \
            else (lambda: True)
        table.stall = Stall(moved, kept, asked=len(kept) >= 2 or bool(asked))
    log.info("resume: %d cards waiting held again, %d given", len(both), len(given))
    if given:  # a hold's, ended by a slash correction: released as live
        _release(table, given)  # (DiffersHold._differs_release)
    if tracker.question is not None:
        for seat in dict.fromkeys(e.seat - 1 for e, _, _ in found):
            table._held_by_question(seat)
    _laid_last(table, [e for e, _, _ in later], [e for e, _, _ in both] + given)
    return rest


__all__ = ["restore_waiting", "waiting_holds", "waiting_record"]
