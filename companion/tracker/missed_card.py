"""A card the camera may have missed: whether one card not read in a zone the table waits
for would let the accounts take a card they refused (fresh QA45 MEDIUM-4).

A camera that misses a card (a curled card read from its tactile sticker only, a card laid
on another) gives the next card as if that one had never been laid: in t3 (3 players,
stickers-only deck, seed 4) Bob's round-2 Cultists, his play after his Sanity check, was
never reported, and Carol's Sanity check card came next. Refused, it "would fit without"
the player's right answer to "was that Alice's hand?" (Alice out: the table waits for Bob's
play); the answer was blamed before the missing card was asked for. :func:`missed_seat`
tells the tracker that the missing card explains the refusal as well, so the card is asked
for first (the app's :meth:`~companion.app.undo_key.UndoKey._tell_blame`; the tracker's
:meth:`~companion.tracker.tracker.Tracker.answer_blamed` still names the answer).

Rules: seed 002 "Player Turn" (a turn's card goes to its player's discard zone before the
next player's turn); no I/O, the tracker is never changed (tried on copies).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from companion.tracker import observations as o

if TYPE_CHECKING:  # pragma: no cover
    from companion.tracker.tracker import Tracker


def missed_seat(tracker: Tracker) -> int | None:
    """The seat (0-based) whose card, laid before the newest input and not read, would let
    the accounts take that input, when it was a camera card refused: a seat the table
    waited for (:meth:`~.table_queries.TableQueries.awaited_seats`) other than that card's
    own, with some card no one has seen (:meth:`~.table_queries.TableQueries.unseen`)
    there making the refused card fit; ``None`` when the newest input was not refused, was
    no card in a zone, or no such seat (e.g. a card in the zone of a player out in every
    account: one card more does not put them back in). The tracker is left as it was.

    Shapes: a tracker whose :attr:`~.tracker.Tracker.history` ends with the input tested.
    """
    if not tracker.refused_last():
        return None
    obs = tracker.history[-1][0]
    if obs.kind != "card" or obs.seat is None:
        return None
    before = tracker.as_before(len(tracker.history) - 1)
    for seat in before.awaited_seats():
        if seat == obs.seat:
            continue
        for key in sorted(before.unseen()):
            trial = before._trial_copy()  # its accounts never changed in place
            try:
                trial.apply(o.card_seen(seat, key))
                if trial.refused_last():
                    continue
                trial.apply(obs)
            except o.ObservationError:  # not a card of this game
                continue
            if not trial.refused_last():
                return seat
    return None
