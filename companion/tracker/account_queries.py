"""What one account (:class:`~.table.TableState`) waits for and the copies of a card it
shows: :func:`awaited`, :func:`describe_wait`, :func:`wait_of`, :func:`copies_seen`,
:func:`max_copies`. Split from :mod:`.inference` by job.
"""
from __future__ import annotations

from companion.cards import Edition
from companion.tracker.table import TableState


def awaited(h: TableState) -> set[int]:
    """The seats whose zone the card ``h`` waits for may go to (see
    :meth:`~companion.tracker.tracker.Tracker.awaited_seats`)."""
    kind, w = h.wait[0], h.wait
    told = h.play.target if h.play is not None else None  # the chosen player (QA)
    if kind in ("play", "check", "hand", "reveal"):
        return {w[1]}
    if kind == "gun":
        return {w[3]} if w[3] is not None else {told} if told in w[1] else set(w[1])
    if kind == "discard":
        return {told} if told in w[1] else set(w[1])
    if kind == "showdown":
        return set(w[1])
    return set()


def describe_wait(h: TableState) -> tuple[str, int | None]:
    """What the table waits for, as ``(kind, seat)`` (for inconsistency messages)."""
    w = h.wait
    seat = w[1] if len(w) > 1 and isinstance(w[1], int) else None
    if w[0] == "discard" or w[0] == "gun":
        seat = h.play.seat if h.play else None
    return w[0], seat


def wait_of(h: TableState) -> tuple[str, int | None, str | None]:
    """What the account ``h`` waits for, as ``(kind, seat, card)``: :func:`describe_wait`
    and the play whose effect is awaited (R'lyeh's gun is no Tommy Gun)."""
    return describe_wait(h) + (h.play.card if h.play is not None else None,)


def copies_seen(h: TableState, key: str) -> int:
    """Face-up copies of ``key`` on the table (zones, set-aside, visible, showdown)."""
    n = sum(z.count(key) for z in h.zones) + h.face_up.count(key)
    n += h.aside == key
    if h.visible == key and h.flipped and h.deck and h.wait[0] not in ("check", "gun"):
        n += 1  # a Sanity check or Tommy Gun takes the visible card first
    n += sum(1 for _, k in h.showdown if k == key)
    if h.wait[0] == "showdown":
        n += sum(1 for _, k in h.wait[2] if k == key)
    return n


def max_copies(edition: Edition, key: str) -> int:
    """Copies of ``key`` in ``edition`` (0 when the card is not in it)."""
    from companion.cards import edition_cards
    for c in edition_cards(edition):
        if c.key == key:
            return c.copies
    return 0
