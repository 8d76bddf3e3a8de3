"""A resumed game's Sanity check told again: the check the log's last turn holds, when
nothing followed it (fresh QA58 MEDIUM-1, run r2d: the table quit after "The Elder Sign.",
the first of Alice's two cards, with four lines unsaid; the resume said only "Alice is out.
The table is waiting for Alice's hand.", her second card, Nyarlathotep, and "Alice fails"
never said). The log does not keep what the voice said before the quit, so the check is
told whole, as the cards of the turn the table is in (public: turned over face up from the
deck, seed 002 "Sanity Checks"; RULINGS A14).

So are the cards a Tommy Gun or R'lyeh (Sane) brought from the deck so far when the table
still waits for the rest (fresh QA65 LOW-3, r2/n365: the quit after "Carol's R'lyeh: Randall
Tillinghast, from the deck into Bob's zone.", the resume said only "The table is waiting
for the cards of Carol's R'lyeh."; seed 002 card 0, RULINGS A9).
"""
from __future__ import annotations

from companion.session_log import replay
from companion.tracker.events import TableEvent

#: the events a Sanity check makes after its ``sanity_check`` line, while nothing follows it
CHECK_KINDS = frozenset({"card_revealed", "check_passed", "check_failed", "deck_count"})


def check_tail(tracker) -> list[TableEvent]:
    """The events of the Sanity check the last turn of ``tracker`` (a
    :class:`~companion.tracker.tracker.Tracker` a session log rebuilt) holds, from its
    ``sanity_check`` event ("Alice: Sanity check, 2 cards.") on: its cards revealed so far
    and its result; empty when that turn holds no check, or something followed the check
    (a play, a hand laid, another turn), or a question is open (the check's lines wait
    for its answer, said with it). Refused inputs' ``inconsistency`` events are left out.
    The tracker's history is replayed for its events (:func:`companion.session_log.replay`,
    nothing said ahead of a question, as the resume rebuilt it); the tracker is not
    changed."""
    if tracker.question is not None or not tracker.history:
        return []
    _, events = replay([obs for obs, _ in tracker.history])
    events = [e for e in events if e.kind != "inconsistency"]
    start = max((i for i, e in enumerate(events) if e.kind == "turn_started"), default=None)
    if start is None or start + 1 >= len(events) or events[start + 1].kind != "sanity_check":
        return []
    # the choice an answer made for the play before the check (the Fed's target, answered
    # once the check had begun: review of low67) is no event of the check
    tail = [e for e in events[start + 1:]
            if e.kind != "choice" or e.seat == events[start + 1].seat]
    if any(e.kind not in CHECK_KINDS for e in tail[1:]):
        return []
    return tail


def effect_tail(tracker) -> list[TableEvent]:
    """The cards the last play of ``tracker`` (a rebuilt
    :class:`~companion.tracker.tracker.Tracker`) brought from the deck so far while every
    account still waits for more of them (a Tommy Gun's or R'lyeh's Sane effect, the
    ``gun`` wait): its ``card_revealed`` events ("Carol's R'lyeh: Randall Tillinghast,
    from the deck into Bob's zone."), in order; empty when anything but them follows that
    play (its Sane-or-Insane question, answered, and the choice aside: an Insane player's
    R'lyeh), none came yet, a question is open or an account waits otherwise. The play may
    follow the turn's Sanity check (an Insane player's, passed: review of low67). Refused
    inputs' ``inconsistency`` events are left out; the tracker is not changed."""
    if tracker.question is not None or not tracker.history \
            or any(h.wait[0] != "gun" for h in tracker.hyps):
        return []
    _, events = replay([obs for obs, _ in tracker.history])
    events = [e for e in events if e.kind != "inconsistency"]
    start = max((i for i, e in enumerate(events) if e.kind == "turn_started"), default=None)
    at = None if start is None else max(
        (i for i in range(start + 1, len(events)) if events[i].kind == "card_played"),
        default=None)
    if at is None or events[at].seat != events[start].seat:
        return []
    played = events[at]
    after = events[at + 1:]
    tail = after[next((i for i, e in enumerate(after) if e.kind not in _EFFECT_ASKED),
                      len(after)):]
    if not tail or any(e.kind != "card_revealed" or not e.info
                   or tuple(e.info) != (played.seat, played.cards[0]) for e in tail):
        return []
    return tail


#: the events of the Sane-or-Insane question a play of an Insane player opens, answered
#: (the effect chosen), before the cards its effect brings
_EFFECT_ASKED = frozenset({"question", "choice"})


def say_check(session) -> None:
    """Say :func:`check_tail` of ``session``'s tracker (a resumed
    :class:`~companion.app.session.TableSession`), each line as the live session says it
    (:meth:`~companion.app.session_speech.SessionSpeech.announce`): a card its log marks
    read from the stickers only is said "Check it." again, the deck count at the end of the
    result's line ("Alice fails. 10 cards left."). Else the cards of the last play's
    effect so far (:func:`effect_tail`), each as said live."""
    tail = check_tail(session.tracker) or effect_tail(session.tracker)
    marked = [obs for obs, check, _ in session.read_as.values() if check]
    for i, event in enumerate(tail):
        if event.kind == "deck_count" and i and tail[i - 1].kind in ("check_passed",
                                                                     "check_failed"):
            continue  # said with the result
        count = tail[i + 1] if i + 1 < len(tail) and tail[i + 1].kind == "deck_count" \
            and event.kind in ("check_passed", "check_failed") else None
        check = event.kind == "card_revealed" and any(
            obs.seat == event.seat and set(obs.cards) & set(event.cards) for obs in marked)
        session.announce(event, check=check, count=count)
