"""The stall's prompt when the awaited zone holds the card the last undo left out there
(fresh QA64 MEDIUM-1, r5; session 65, rxf).

Minus twice took back a card the camera read right (Bob's Fed); the card stayed on the
table, watched as left out ("The Fed in Bob's zone: take it away, or it stays left out.",
docs/keys.en.md: an undone card still on the table is left out until taken away, or given
back by Enter and its rank). The round then waits for Bob's play and holds every card laid
since. The stall's usual prompt asks "a card I could not read?" (``app.stall_missing``),
false: the companion read that card and left it out itself. While that card still lies
in a zone the table waits for, the prompt names it and how to give it back
(``app.stall_undone``: "Still waiting for Bob's play: is it The Fed, undone but still in
Bob's zone? Press Enter, then 2, to give it back; or take it away. The 3 cards laid since
wait for it."), an Enter prompt (:data:`~companion.app.enter_raced.ENTER_ASKS`). A mixin
of :class:`~companion.app.live.LiveTable` (its :class:`~companion.app.stall.Stalls` and
:class:`~companion.app.live_keys.LiveKeys`); no I/O of its own.
"""
from __future__ import annotations

from companion import rules


class StallUndone:
    """The stall's prompt naming the undone card left in the awaited zone (see the module
    docstring)."""

    def _ask_undone(self, count: int) -> bool:
        """Say ``app.stall_undone`` with the ``count`` cards held since, when the card Enter
        and its rank would give back (:meth:`~companion.app.live_keys.LiveKeys._redo_given`,
        still lying there: :meth:`~companion.app.live_keys.LiveKeys._redo_there`) lies in
        a zone the table waits for a card in, its candidates all of one rank (said: the
        rank to type). Returns whether it was said (else the caller asks as usual)."""
        if not self._redo_there():
            return False
        given = self._redo_given()
        tracker = self.session.tracker
        seat, keys = given[0].seat, given[0].cards
        ranks = {rules.rank(k) for k in keys}
        if seat not in tracker.awaited_seats() or len(ranks) != 1:
            return False
        self.session.tell("app.stall_undone", count=count, expected=self._expected(),
                          card=self._card_names(keys), player=tracker.names[seat],
                          rank=ranks.pop(), stale=self.session.taken_since())
        self.session.note_asked_zones((seat,))
        return True


__all__ = ["StallUndone"]
