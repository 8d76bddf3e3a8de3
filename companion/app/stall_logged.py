"""A stall a resumed session log ends with, held again (fresh QA65 LOW-4).

A live table stalls behind a card the camera never gave (:mod:`companion.app.stall`): from
the second card refused as not awaited, nothing taken since, while it waits for a play or
an effect's cards, it asks for the missing card ("Still waiting for Bob's play: a card I
could not read? Press Enter, then its rank. The 2 cards laid since wait for it.") and
keeps those cards, given in the order laid once the missing card is entered. Those refused
cards are in the session log, each as its refused line (``"refused": […]``, said so live).
A resume read the log's game without them and held them as cards the log does not hold
("2 cards the log does not hold are on the table: … press plus and 1"), so Enter's rank for
the missing play never gave them (run r13: ``replay --source handB.mp4 --stop-at 150
--save-log``, then ``--resume`` and Enter 5: Carol's Tommy Gun and Necronomicon never read).

:func:`logged_stall` reads the stall from the log's last inputs (the tracker rebuilt keeps
the refused ones in its history), :func:`restore_stall` holds the set-up's cards that match
them as that stall, asked, and says its prompt again, as the live table did. The cards a
stall that asked for an effect's cards held in silence afterwards (never refused, so not
in the log) are not restored: held as cards the log does not hold, as before.
"""
from __future__ import annotations

from companion.app.stall import EFFECT_WAITS, Stall


def logged_stall(tracker) -> list[tuple[int, tuple[str, ...]]]:
    """The cards a resumed log's table stalled behind (``tracker``: the rebuilt
    :class:`~companion.tracker.tracker.Tracker`), as ``(seat 0-based, cards)`` in the
    order laid: its last inputs when they are two or more camera cards in a zone, each
    refused as not awaited (``unexpected``, :func:`_unexpected`), while no question is
    open and the table waits for a play or an effect's cards in some zone
    (:meth:`~companion.app.stall.Stalls._stall_note`'s conditions); else ``[]``."""
    history = tracker.history
    if not tracker.started or tracker.question is not None or not tracker.awaited_seats():
        return []
    kind = tracker.waiting()[0]
    if kind not in EFFECT_WAITS and kind != "play":
        return []
    tail = []
    for index in range(len(history) - 1, 0, -1):
        obs = history[index][0]
        if obs.kind != "card" or obs.seat is None or not obs.cards \
                or not tracker.refused_at(index) or not _unexpected(tracker, obs):
            break
        tail.append((obs.seat, tuple(obs.cards)))
    return tail[::-1] if len(tail) >= 2 else []


def _unexpected(tracker, obs) -> bool:
    """Whether the camera card ``obs``, refused (the table unchanged since: every input
    after it refused too), is refused as not awaited (``unexpected``), as the live table
    stalls only for such (:meth:`~companion.app.live_cards.CameraCards._not_awaited`);
    not one refused otherwise, e.g. in the zone of a player out (``seat_out``: "Not
    counted: …, as Alice is out"; review of low67)."""
    from companion.tracker.observations import ObservationError
    try:
        events = tracker.trial(obs)
    except ObservationError:
        return False
    return any(e.kind == "inconsistency" and e.value == "unexpected" for e in events)


def restore_stall(table, held: list) -> list:
    """After a resume's set-up (``table``: the resumed
    :class:`~companion.app.live.LiveTable`; ``held``: the set-up's card events the log
    does not hold, seat 1-based): the events matching :func:`logged_stall`'s cards, one
    each, in its order (its zone and one of its candidates), are left cards kept as the
    table's stall, asked already, and the stall's prompt said again
    (:meth:`~companion.app.stall.Stalls._ask_missing`); returns the other events, held as
    before. Nothing when one of the stall's cards is not read, or the table already
    stalls."""
    cards = logged_stall(table.session.tracker)
    if not cards or table.stall is not None:
        return held
    found, rest = [], list(held)
    for seat, keys in cards:
        event = next((e for e in rest if e.seat == seat + 1
                      and set(e.candidates) & set(keys)), None)
        if event is None:
            return held
        rest.remove(event)
        found.append(event)
    lefts = []
    for event in found:
        table._leave(event)
        left = table.left_cards[-1]
        left.kept = True
        lefts.append(left)
    table.stall = Stall(table.session.taken_since(), lefts, asked=True)
    table._ask_missing(len(lefts))
    return rest
