"""A knock-out not stated over a card the camera cannot read (fresh QA53 r1, 3 players,
arkham, ``--stickers-only``, seed 91, round 5): Alice's R'lyeh, refused by the sticker
reader, lay under the Cthulhu its effect laid from the deck; the Cthulhu, stable first, was
taken for her play and "Alice is out." said as fact (truth: "Alice: R'lyeh." ... "Alice is
now Insane."). A card that, taken now, would knock its own zone's player out (a
``player_out`` event of the tracker's trial for that seat: discarding Cthulhu, a failed
Sanity check) in a zone where the camera sees a card it has not read and not told yet
(:meth:`vision.unread_cards.UnreadCards.pending`, told only after ``STABLE_S``) makes that
card told at once: "I cannot read a card in Alice's zone …", and the card waits for it
("Cthulhu in Alice's zone: first the card I cannot read there …") as for any card told
unread (:meth:`~companion.app.live_cards.CameraCards._unread_told`).

So too a card that, taken now, would be an effect's forced discard (a ``card_discarded``
event of the trial for its seat: The Musician's, the Stowaway's) while
another zone shows a card pending unread: the effect may have chosen that player, whose
discard the camera saw but could not read (QA53b runC2, s51 run C's video, 4 players
arkham es ``--stickers-only``, round 4: Alice's Stowaway chose Carol, whose Randall
Tillinghast, in her far zone, was refused; Bob's Dilettante, his play, read next, was
taken for the forced discard: "Bob descarta la Diletante." "Bob queda fuera."). Every
other zone's pending card may be the forced discard, in the zones the table awaits a card in
(``Tracker.awaited_seats``: not a player out, whom no effect chooses; review of runc54:
Dan's, out, was told). Such a card is not told at once, as the own zone's is: a refusal
pending is no card until it lasts ``STABLE_S`` (one of about a second is a hand passing, a
glint), and a card told unread holds every camera card until it is entered (review of
runc54: a 1-s refusal in Carol's zone told so, gone, and the table stalled, Bob's discard
never taken). The picture's cards wait instead (:func:`waits_for_unread`), kept with the
cards a list's answer holds, until that zone's card is told as any (its prompt, and the
card behind it) or is gone (the card taken), or read at last and its card stable (taken
first: it lay there before them; review of xfail55: given as the refusal ended, Bob's
card was said discarded, "Bob is out."); the card laid in the own zone may cover the
pending one, another zone's is not covered by it. At most :data:`HOLD_S`, then told at once,
as at the pictures' end. No I/O."""
from __future__ import annotations

from companion.tracker.observations import Observation, ObservationError
from vision.unread_cards import DOUBT_S

#: Seconds of frame time (``FrameReading.t``) the cards wait for a pending unread card in
#: another zone (:func:`waits_for_unread`): the longest a pending place takes to be told
#: (a doubtful one, :data:`vision.unread_cards.DOUBT_S`); pending longer, its zone is no
#: longer read (the camera lost): told at once.
HOLD_S = DOUBT_S


def _trials(table, events):
    """``(seat 1-based, pending seats 1-based, trial)`` of each of ``events`` in a zone of
    ``table``'s tracker while a zone's unread card is pending (or became stable in the last
    reading, ``watcher.unread_new``: not told by the app yet when the picture's cards come
    first, as in the live loop), ``trial`` the tracker's events were it taken now; nothing
    without an unread watch or before the game."""
    unread = getattr(table.watcher, "unread", None)
    tracker = table.session.tracker
    if unread is None or not tracker.started:
        return
    new = getattr(table.watcher, "unread_new", ())
    for event in events:
        seat = event.seat
        pending = [s for s in range(1, len(tracker.names) + 1)
                   if unread.pending(s) or s in new]
        if seat is None or not 1 <= seat <= len(tracker.names) or not pending:
            continue
        if not event.candidates:
            continue
        obs = Observation("card", seat - 1, tuple(event.candidates))
        try:
            trial = tracker.trial(obs)
        except ObservationError:
            continue
        yield seat, pending, trial


def _chosen(table, seat: int, pending, trial) -> list[int]:
    """Of ``pending`` (seats 1-based), the zones other than ``seat``'s (1-based) the effect
    may have chosen (awaited: module docstring) when ``trial`` is its forced discard."""
    tracker = table.session.tracker
    if not any(e.kind == "card_discarded" and e.seat == seat - 1 for e in trial) \
            and not _asked_as_discard(tracker, seat - 1, trial):
        return []
    chosen = tracker.awaited_seats()
    return [other for other in pending if other != seat and other - 1 in chosen]


def _asked_as_discard(tracker, seat: int, trial) -> bool:
    """Whether ``trial`` (the tracker's events were a card in ``seat``'s zone, 0-based,
    taken now) asks about that card as the forced discard the tracker awaits there or
    that player's play (:func:`companion.tracker.early_card.discard_or_play`; fresh QA60
    HIGH-3): a forced discard in some account, as a ``card_discarded`` would be."""
    return any(e.kind == "question" and e.value == "out" and e.seat == seat for e in trial) \
        and any(h.wait[0] == "discard" and seat in h.wait[1] for h in tracker.hyps)


def waits_for_unread(table, events) -> bool:
    """Whether one picture's cards (``events``, :class:`vision.records.CardAppeared` with
    the cards held before them, seats 1-based) wait for the next picture: one would be an
    effect's forced discard while another zone the effect may have chosen shows an unread
    card pending (module docstring; review of runc54), or, that refusal ended, a card read
    in a zone waited for is not stable yet (review of xfail55). Not after :data:`HOLD_S`
    of frame time (``table.watcher.last_reading.t``, s) since they began to wait: then
    :func:`tell_unread_under` tells it. Notes the wait in ``table.unread_under``: ``(frame
    time s it began, seats 1-based waited for)``, ``None`` when not waiting; kept when a
    wait ends, for :func:`waited_first`, until the cards are given."""
    chosen = {other for found in _trials(table, events) for other in _chosen(table, *found)}
    reading = getattr(table.watcher, "last_reading", None)
    if not chosen and table.unread_under is not None and reading is not None:
        # its refusal ended: read at last, its card not stable yet (review of xfail55)
        chosen = _settling(table, reading, table.unread_under[1])
        if not chosen:
            return False  # kept: its zone's cards go first (waited_first)
    if not chosen or reading is None:
        table.unread_under = None
        return False
    since, seats = table.unread_under or (reading.t, frozenset())
    table.unread_under = (since, seats | chosen)
    return reading.t - since < HOLD_S


def _settling(table, reading, seats) -> set[int]:
    """Of ``seats`` (1-based), the zones where ``reading`` (the watcher's last
    :class:`vision.records.FrameReading`) read more cards than the camera's stable cards
    read there: a card read, not stable yet (a pending refusal read at last: the card
    laid, under a hand or glare a moment; review of xfail55)."""
    places = table._stable_places()
    return {seat for seat in seats
            if sum(s.seat == seat for s in reading.sightings)
            > sum(p.seen and p.seat == seat for p in places)}


def waited_first(table, events) -> tuple[list, list]:
    """``events`` (one picture's cards with those held before them, seats 1-based) split
    in two, to be taken in that order: those in the zones the cards waited for
    (``table.unread_under``, :func:`waits_for_unread`), then the others. The waited-for
    card was there, pending, before the held cards became stable: taken first, it is the
    forced discard (review of xfail55: Carol's Randall refused a moment, then read, after
    Bob's Dilettante; clockwise from Alice, Bob's came first and was said discarded,
    "Bob is out.")."""
    seats = table.unread_under[1] if table.unread_under is not None else frozenset()
    first = [e for e in events if e.seat in seats]
    return first, [e for e in events if e.seat not in seats]


def told_at(table, seat: int) -> float | None:
    """The frame time (s) a card told unread in ``seat``'s zone (1-based) counts as laid by
    (:meth:`~companion.app.live_cards.CameraCards._unread_told`'s ``t``): when the cards
    began to wait for it (:func:`waits_for_unread`), pending before them; ``None`` (its
    picture's) if they did not. A card that waited is no card laid before it (main, told
    at once: "Bob: The Dilettante." once Carol's card was entered; told 0.6 s later, "It
    lay there before this turn: check it.")."""
    wait = table.unread_under
    return wait[0] if wait is not None and seat in wait[1] else None


def tell_unread_under(table, events) -> None:
    """Before one picture's cards (``events``: :class:`vision.records.CardAppeared`, seats
    1-based) are given to the tracker of ``table`` (a
    :class:`~companion.app.live.LiveTable`): each one whose trial knocks its own zone's
    player out, in a zone whose unread card is pending, has that card told now; each one
    whose trial is an effect's forced discard, once the cards no longer wait
    (:func:`waits_for_unread`: :data:`HOLD_S` over, or the pictures ended), has every
    other awaited zone's pending card told now (module docstring); the caller then ends
    the wait (``table.unread_under``)."""
    unread = getattr(table.watcher, "unread", None)
    for seat, pending, trial in _trials(table, events):
        out = any(e.kind == "player_out" and e.seat == seat - 1 for e in trial)
        if out and seat in pending and unread.tell_now(seat):
            table._unread_told(seat - 1)
        for other in _chosen(table, seat, pending, trial):
            if unread.tell_now(other):
                table._unread_told(other - 1, t=told_at(table, other))
