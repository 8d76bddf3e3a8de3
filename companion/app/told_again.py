"""A card told unread, its prompt answered by Enter for another card of its zone, told
again before the zone's next card is taken (fresh QA59 HIGH-3; session 60, g60).

Run G (3 players, arkham-classic, ``--stickers-only``, tilted, fr, demo seed 337, round
1; replay ``/tmp/s59/qa59/runG``, keys-frames.tsv): Carol's first play, The
Investigators, was never made stable (read in 4 pictures only, then refused with ink: a
glimpse); the table stalled for it ("une carte que je n'ai pas pu lire ? Appuyez sur
Entrée"). Her next play, Cthulhu, laid on it, was told unread ("Je ne peux pas lire une
carte de la zone de Carol"); the helper, who had heard the stall, pressed Enter and 1 for
The Investigators. That answered the Cthulhu's prompt (the zone grew): Cthulhu counted as
settled and was never told again; her knocked-out hand, The Boxer, read next with The
Investigators glimpsed under it, was held (:mod:`~companion.app.glimpse_play`), then given
as her play once the glimpse stopped: "Carol : le Boxeur." (truth: "Carol : Cthulhu. /
Carol quitte la manche. / Main de Carol : le Boxeur."), and round 1 was lost.

Now (:class:`ToldAgain`): before a picture's cards are taken, a zone the table awaits a
card in, whose told card is not awaited any more, that shows more cards (read there, or
told unread: :meth:`vision.unread_cards.UnreadCards.shown`) than the tracker holds in it
plus this picture's new cards there and the camera's cards it did not take there (left
or held, :class:`~companion.app.left_cards.LeftCard`), while a place told unread still lies
unread among them, has its unread card told again (:meth:`~companion.app.live_cards.CameraCards.
_unread_told`, the same prompt): every card then waits for it
(:meth:`~companion.app.stall.Stalls._holds_all`), so the new card is never taken as a play
over it; Enter and its rank enter it, and the held cards follow in the order laid. Not
with a question open, the round over or the table cleared (their own holds speak). No I/O.

:class:`ToldAgain`, a mixin of :class:`~companion.app.live.LiveTable` (it uses the table's
``session``, ``watcher``, ``cleared_mid``, ``left_cards``, and its ``_round_over``,
``_unread_waits``, ``_unread_told``).
"""
from __future__ import annotations

import logging

log = logging.getLogger(__name__)


def unsettled(watcher, seat: int, held: int) -> float | None:
    """The frame time (s) a card told unread in ``seat``'s zone (1-based) was first seen
    unread (laid by then), when the zone shows more cards than ``held`` (the cards the
    tracker holds there, plus any about to be taken) and a place told unread is among
    them (:meth:`vision.unread_cards.UnreadCards.shown`); else ``None``. A watcher
    without the unread cards' record (a marker deck's) never says so."""
    shown = getattr(getattr(watcher, "unread", None), "shown", None)
    if shown is None:
        return None
    cards, told = shown(seat)
    return told if told is not None and cards > held else None


def _laying(watcher, seat: int) -> int:
    """How many cards ``watcher``'s last picture reads in ``seat``'s zone (1-based) that
    are not stable yet and were not only glimpsed before (laid just now:
    :meth:`vision.stabilize.Stabilizer.laying` less
    :meth:`vision.unread_cards.UnreadCards.glimpsed`); 0 without a stabilizer."""
    stabilizer = getattr(watcher, "stabilizer", None)
    if stabilizer is None:
        return 0
    unread = getattr(watcher, "unread", None)
    glimpsed = 0 if unread is None or not hasattr(unread, "glimpsed") else \
        unread.glimpsed(seat)
    return max(0, stabilizer.laying(seat) - glimpsed)


class ToldAgain:
    """A told card settled by an Enter meant for another, told again (module docstring)."""

    def _tell_again(self, events: list) -> None:
        """Before ``events`` (one picture's :class:`vision.records.CardAppeared`, seats
        1-based) are taken: each zone of theirs the table awaits a card in whose told card
        is settled but still lies unread there among more cards than the tracker holds
        plus these and the zone's cards it did not take (:func:`unsettled`) has it told
        again, once, so that they wait for it."""
        tracker = self.session.tracker
        if not tracker.started or tracker.question is not None \
                or self.cleared_mid is not None or self._round_over():
            return
        view, awaited = tracker.view(), tracker.awaited_seats()
        for seat in sorted({e.seat for e in events if e.seat is not None}):
            if seat - 1 not in awaited or self._unread_waits(seat - 1):
                continue
            new = sum(1 for e in events if e.seat == seat)
            # the camera's cards of that zone the table did not take, still there (refused,
            # held): shown, not in the account
            left = sum(1 for x in self.left_cards if x.there and x.event.seat == seat
                       and x.claimed is None)
            # and the cards read there not stable yet: laid just now, they are no unsettled
            # card (review of g60: a hand discarded a second after the play; the table
            # told the card entered before again and, answered, took it twice); but not a
            # glimpse read again (UnreadCards.glimpsed: the unsettled card itself)
            laying = _laying(self.watcher, seat)
            since = unsettled(self.watcher, seat,
                              len(view.seats[seat - 1].zone) + new + left + laying)
            if since is not None:
                log.info("camera: seat %d shows a told card unsettled (since %.1f s): "
                         "told again", seat, since)
                self._unread_told(seat - 1, t=since, since=since)


__all__ = ["ToldAgain", "unsettled"]
