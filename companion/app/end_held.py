"""The round's end a player's own card told, held a moment for that player's hand (k61).

A player whose own card put them out (The Dilettante, Cthulhu Sane, the Stowaway Eggs,
the Mi-Go Braincase) with one player left ends the round at once
(:func:`companion.tracker.flow.round_over_owed`; fresh QA60 HIGH-1: the round's end waited
for a hand never read, every later card was held and the game lost). The knocked-out hand
is still laid face up (seed 002 "Out of the Round"): its line comes before the round's
result (QA34 L2: "Bob is out." / "Bob's hand: the Investigators." / "Ann wins the round";
QA43: a knocked-out hand's line is never said after "… wins the round"). So the tracker
holds the round's end unsaid (:attr:`~companion.tracker.table.TableState.end_held`) until
its next input: the hand (its line, then the result), or anything else (the result
first). This module says it when no input comes: after :data:`END_HELD_S` seconds of
pictures (the camera's frame time, deterministic in a replay), or at the pictures' end.

:class:`EndHeld`, a mixin of :class:`~companion.app.live.LiveTable` (it uses the table's
``session`` and ``watcher``).
"""
from __future__ import annotations

#: Seconds of pictures (frame time) the round's end told by a self-out waits for that
#: player's hand: the hand is laid face up at the knock-out (seed 002 "Out of the Round");
#: the demo lays it 1.8 s after the play (seed 413: "Bob: The Dilettante." at 31.8 s,
#: "Bob's hand: The Boxer." at 33.6 s), the voice says "Bob: The Dilettante. Bob is out."
#: in about 2 s meanwhile; past it the players hear the round's result without waiting
#: for a hand that may never be read (fresh QA60 HIGH-1, r4: never read; the table was
#: cleared 4.3 s after the Dilettante, round 2 dealt 8.2 s after it).
END_HELD_S = 3.0


class EndHeld:
    """Says the round's end the tracker holds for a self-out's hand
    (:meth:`Tracker.end_held <companion.tracker.tracker.Tracker.end_held>`) once
    :data:`END_HELD_S` seconds of pictures passed without an input, or at the pictures'
    end (:meth:`_say_end_held`)."""

    #: the frame time (seconds) of the first picture read while the round's end was held,
    #: ``None`` when none is held
    end_held_since: float | None = None

    def _end_held_waits(self) -> bool:
        """Whether the round's end is still held for the self-out's hand: ``True`` until
        :data:`END_HELD_S` seconds of pictures passed since it was first seen held (the
        live table then says nothing of the round's end yet: "Gather all the cards" follows
        the result); then it is said (:meth:`_say_end_held`) and ``False``. ``False`` when
        nothing is held, or while a question is open (not said then: kept for after its
        answer). No picture read yet: held (no time has passed)."""
        if not self.session.tracker.end_held():
            self.end_held_since = None
            return False
        if self.session.tracker.question is not None:
            # the question (about the card that ended the round, or any other) is
            # answered first: its answer says that play's news, then the round's end
            # (QA43: a result is never said before its own turns); the frame time counts
            # from the answer. Not a wait of the table: the live table says "The round is
            # over; its result waits for the answer" (NextDeal._result_waits), and a
            # cleared table is dealt as any past an open question. Review of k61: Bob's
            # card read "The Dilettante or Cthulhu?", answered 4 s later, said "Carol wins
            # the round" and "Gather all the cards" before "Bob: Cthulhu. Bob is out."
            self.end_held_since = None
            return False
        reading = self.watcher.last_reading
        if reading is None:
            return True
        if self.end_held_since is None or reading.t < self.end_held_since:
            self.end_held_since = reading.t
        if reading.t - self.end_held_since < END_HELD_S:
            return True
        self._say_end_held()
        return False

    def _say_end_held(self) -> None:
        """Say the round's end held now (:meth:`TableSession.say_end_held
        <companion.app.session.TableSession.say_end_held>`), no input having come."""
        self.end_held_since = None
        self.session.say_end_held()
