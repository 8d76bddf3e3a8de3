"""A lift seen before a correction still tells the order: the cards laid before the entered
play are tried as its forced discard once the play is the camera's card (session 72,
wrong72; fresh QA70 H4 after the true answer).

handB (the d491 demo, a hand over Bob's zone from his first play on): Enter 5 for that play
(The Musician; truth: The Entertainer); the hand lifted, one picture made Bob's
Entertainer, Musician and Sailor stable at once; "/7 +1" corrected the entry to The
Entertainer, the camera's Musician was then asked "was that Bob's hand?", and the true
"+2" (no: his play) left the table waiting for the Musician's discard: "Still waiting for
the card Bob makes someone discard with The Musician. Laid before Bob's play was entered:
the Tommy Gun (0) in Carol's zone. … Press Enter, then the discarded card's rank" — a stall
though the lift had told the order. hold71's rule (:mod:`companion.app.entry_lifted`: the
card seen right on the play in one picture is its player's next card, so the cards laid
before the entry were played after the play) was not tried: the lift was noted only on the
tracker's zone as it stood at the lift (:meth:`~companion.app.entry_lifted.EntryLifted.
_note_lift`), then the entered Musician alone, the Entertainer not in it yet.

So each picture's pairs of a zone's cards made stable together, one right on the other
(``index_in_zone`` one apart), are remembered (:meth:`CorrectedLift._note_lift`, the last
:data:`PAIRS_KEPT`); when the table waits for a forced discard with no lift noted
(:meth:`CorrectedLift._lift_first`), a remembered pair whose lower card lies in the
waiting zone at the place of the play waited on, read as that card, its upper card still
watched there, is noted as the lift, and hold71's rule runs as for an entered play (tried
once; the stall asks as before when the tracker does not take that order). Rules: seed 001
(turn order; The Musician's discard).

:class:`CorrectedLift`, a mixin of :class:`~companion.app.live.LiveTable` placed before
:class:`~companion.app.differs_hold.DiffersHold` (it extends :class:`~companion.app.
entry_lifted.EntryLifted`'s two methods). No I/O.
"""
from __future__ import annotations

from companion.app.entry_lifted import Lift
from companion.app.laid_before import ENTRY_EFFECTS

#: How many pairs of cards made stable one on the other in one picture are remembered
PAIRS_KEPT = 8


class CorrectedLift:
    """Lifts remembered by the camera's cards, for a play the camera read (module
    docstring)."""

    #: ``(round, on, under)``: camera cards (:class:`vision.records.CardAppeared`, seats
    #: 1-based) made stable in one picture, ``on`` right on ``under``, oldest first
    lift_pairs: tuple = ()

    def _note_lift(self, event) -> None:
        """:meth:`~companion.app.entry_lifted.EntryLifted._note_lift`, then the pair
        ``event`` makes with the card right under it in the same picture remembered
        (module docstring). Raises nothing."""
        super()._note_lift(event)
        tracker = self.session.tracker
        if event.seat is None or not tracker.started:
            return
        under = next((e for e in self._same_picture_zone(event)
                      if e.index_in_zone == event.index_in_zone - 1), None)
        if under is not None:
            pairs = (*self.lift_pairs, (tracker.view().round, event, under))
            self.lift_pairs = pairs[-PAIRS_KEPT:]

    def _lift_first(self) -> None:
        """:meth:`~companion.app.entry_lifted.EntryLifted._lift_first`, a remembered pair
        noted as the lift first when none is (module docstring). Raises nothing."""
        if self.entry_lift is None:
            self.entry_lift = self._pair_lift()
        super()._lift_first()

    def _pair_lift(self) -> Lift | None:
        """The newest remembered pair fitting the forced discard the table waits for, as
        a :class:`~companion.app.entry_lifted.Lift`: its lower card in the waiting play's
        zone, at a place the tracker holds that play at and read as it, its upper card a
        card watched there; else ``None``."""
        tracker = self.session.tracker
        if not tracker.started or not self.lift_pairs:
            return None  # (no game yet: a key before the set-up)
        kind, effect, play = tracker.waiting()
        if kind not in ENTRY_EFFECTS or effect is None or tracker.question is not None:
            return None
        view = tracker.view()
        zone = view.seats[effect].zone if effect < len(view.seats) else ()
        for rnd, on, under in reversed(self.lift_pairs):
            if rnd != view.round or on.seat != effect + 1:
                continue
            at = under.index_in_zone
            if at < len(zone) and zone[at] == play and play in under.candidates \
                    and any(x.event is on and x.there for x in self.left_cards):
                self.lift_pairs = tuple(p for p in self.lift_pairs if p[1] is not on)
                return Lift(rnd, effect, on, play)
        return None


__all__ = ["CorrectedLift", "PAIRS_KEPT"]
