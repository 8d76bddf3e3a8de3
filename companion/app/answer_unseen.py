"""Minus twice takes back a wrong answer under the next deal: the round given back's cards
the camera forgot at that deal, hidden then (a hand over them), are reported again when
seen, and each such report is that card, not a new one (session 72, wrong72;
rev-wrong71 HIGH).

handC (the d491 demo, a hand over Bob's whole zone from frame 100 to 155): Enter 5 for
Bob's play under the hand, a wrong "yes, Bob's hand" ends round 1, Carol's Necronomicon
deals round 2. At that deal the old round's cards the camera no longer sees are forgotten
(:meth:`~companion.app.old_cards.OldCards._old_cards`): Bob's Entertainer, under the
hand. The advised minus twice, pressed before the hand lifts (the advice at 143, the lift
at 166), gives round 1 back with its camera reports
(:meth:`~companion.app.known_cards.KnownCards.give_back`: the Entertainer counted as
reported); at the lift the camera reports the Entertainer again, which the table took for
a card read otherwise at the entered Musician's place ("The camera reads The Entertainer
in Bob's zone where The Musician was entered"), the report counted for the Musician, and
the camera's Musician then read as Bob's next play: "Bob: The Musician." a second time,
"Bob discards The Sailor.", "Carol passes. 13 cards left." (false, as fact).

So, after the give-back (:meth:`UnseenBack._unseen_back`, from
:meth:`~companion.app.answer_back.AnswerBack._answer_back`): in each zone, a card counted as
reported more times than the camera now holds it among its stable cards (forgotten) is
counted once less per copy missing: its next report is that card again
(:meth:`~companion.app.known_cards.KnownCards.known`). Only when the undo gave a round's
reports back (the deal made on its ungathered table): after a cleared table's deal the
camera was reset and every card laid back is reported anew anyway. Rule source: seed 001
(turn order; a card is played once).

:class:`UnseenBack`, a mixin of :class:`~companion.app.live.LiveTable` (its ``session``,
``known``, ``watcher``). No I/O.
"""
from __future__ import annotations

from collections import Counter

from companion.app.card_place import stable_places


class UnseenBack:
    """The given-back round's cards the camera forgot at the undone deal, counted as not
    reported (module docstring)."""

    def _unseen_back(self) -> bool:
        """Called while minus twice takes back an answer under the next deal (the tracker
        already back in the ended round): give that round's camera reports back now
        (:meth:`~companion.app.known_cards.KnownCards.give_back`, idempotent: the undo's own
        call then finds nothing), then, per zone, take off the count of each card the
        camera's stable cards (:func:`~companion.app.card_place.stable_places`, seats
        1-based) hold fewer times than counted. Returns whether the round's reports were
        given back (with a stand-in camera, nothing is taken off). Raises nothing."""
        known, view = self.known, self.session.tracker.view()
        ended = getattr(known, "_ended", None)
        if ended is None or ended[0] != view.round:
            return False
        known.give_back(view)
        stable = stable_places(self.watcher)
        if stable is None:
            return True
        held: dict[int, Counter] = {}
        for place in stable:
            if place.seat is not None:
                held.setdefault(place.seat - 1, Counter()).update(set(place.candidates))
        _as_counted(known, view.round, held)
        for seat in range(len(view.seats)):
            zone = Counter(view.seats[seat].zone)
            for key in sorted(zone):
                missing = min(known.reported(view, seat, key), zone[key]) \
                    - held.get(seat, Counter())[key]
                for _ in range(max(0, missing)):
                    known.undone(seat, (key,))
        return True


def _as_counted(known, rnd: int, held: dict) -> None:
    """``held`` (seat, 0-based -> the camera's stable cards' names) read as ``known``
    counts them in round ``rnd``: a stable card corrected by slash holds the corrected
    card, a report claimed for an entered card it differs from holds that card
    (rev-wrong72 HIGH: Carol's Investigators, read as the Deep One and corrected, was
    counted forgotten and her Sanity check's Investigators swallowed as it)."""
    pairs = [(seat, reported, actual) for at, seat, reported, actual
             in getattr(known, "_fixes", ()) if at == rnd]
    pairs += [(seat, read, key) for at, seat, key, read in getattr(known, "_claims", ())
              if at == rnd]
    for seat, read, key in pairs:
        counts = held.get(seat)
        if counts is None or key in read:
            continue
        name = next((k for k in read if counts[k] > 0), None)
        if name is not None:
            counts[name] -= 1
            counts[key] += 1


__all__ = ["UnseenBack"]
