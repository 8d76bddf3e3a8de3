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
other zone's pending card is told, in seat order, of the zones the table awaits a card in
(``Tracker.awaited_seats``: not a player out, whom no effect chooses; review of runc54:
Dan's, out, was told). No I/O."""
from __future__ import annotations

from companion.tracker.observations import Observation, ObservationError


def tell_unread_under(table, events) -> None:
    """Before one picture's cards (``events``: :class:`vision.records.CardAppeared`, seats
    1-based) are given to the tracker of ``table`` (a
    :class:`~companion.app.live.LiveTable`): each one whose trial knocks its own zone's
    player out, in a zone whose unread card is pending, has that card told now; each one
    whose trial is an effect's forced discard has every other awaited zone's pending card
    told now (module docstring)."""
    unread = getattr(table.watcher, "unread", None)
    tracker = table.session.tracker
    if unread is None or not tracker.started:
        return
    for event in events:
        seat = event.seat
        pending = [s for s in range(1, len(tracker.names) + 1) if unread.pending(s)]
        if seat is None or not 1 <= seat <= len(tracker.names) or not pending:
            continue
        if not event.candidates:
            continue
        obs = Observation("card", seat - 1, tuple(event.candidates))
        try:
            trial = tracker.trial(obs)
        except ObservationError:
            continue
        out = any(e.kind == "player_out" and e.seat == seat - 1 for e in trial)
        if out and seat in pending and unread.tell_now(seat):
            table._unread_told(seat - 1)
        if any(e.kind == "card_discarded" and e.seat == seat - 1 for e in trial):
            chosen = tracker.awaited_seats()  # the zones the effect may have chosen
            for other in pending:
                if other != seat and other - 1 in chosen and unread.tell_now(other):
                    table._unread_told(other - 1)
