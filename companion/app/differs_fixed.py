"""The cards a slash correction's replay refuses, watched again (session 70, hold70;
review rev-hold69 HIGH).

A slash correction of an older card replays the inputs after it
(:meth:`~companion.tracker.corrected.Corrections._correct`); a card the table took before
may be refused now, out of turn on the corrected table: handC, plus 2 kept The Boxer
entered for Bob's Musician, the Sailor laid on it given as the Tommy Gun's deck card; slash
5 then took The Musician, Carol discarded the Tommy Gun, and the replayed Sailor was
refused ("The Sailor by Bob? Waiting for Carol's play."). Its left card had gone when it
was taken, and the camera does not report a card it made stable again: round 1 waited on
Bob forever. Each such card is watched as a left card of its round, as a card refused
again after an undo is (:meth:`~companion.app.left_back.LeftBack._taken_again`, review
39): given in its turn, its camera report no longer counted.

:class:`DiffersFixed`, a mixin of :class:`~companion.app.differs_hold.DiffersHold` (the
live table's ``session``, ``_taken_again``). No I/O.
"""
from __future__ import annotations

from dataclasses import replace

#: The ``already`` value of :meth:`companion.app.session.TableSession.observe` for a held
#: card given after the player kept the entered card the camera read otherwise: its
#: request to check it says why (``app.check_card_differs``; fresh QA68 M1). Re-exported
#: by :mod:`companion.app.differs_hold`.
DIFFERS_LAID = "differs"


class DiffersFixed:
    """Watches the cards a taken slash correction's replay refused (module docstring)."""

    def _fix_refused(self, refused: list | None = None) -> None:
        """After a key's input: when it was a taken slash correction of an older card
        (:meth:`~companion.tracker.corrected.Corrections.replayed` not empty), each
        camera card (``card`` input with a seat) it replayed and the table refuses now
        (:meth:`~companion.tracker.corrected.Corrections.replay_refused`) is watched again as a left card (:meth:`~companion.app.left_back.LeftBack.
        _taken_again` with ``session.refused_now`` those inputs, oldest first). Inputs
        refused before the correction are not replayed
        (:meth:`~companion.tracker.corrected.Corrections._correct`), so each was taken.
        ``refused``: those inputs as noted right after the correction was taken, before
        the cards kept behind a stall were given in the same key
        (:meth:`~companion.app.live_keys.LiveKeys._key_taken`; rev-hold70 HIGH: handC,
        plus 2, the Investigators seen, slash 5: the Necronomicon given at once, the
        correction no longer the newest input, the Sailor lost); ``None``: asked now."""
        session = self.session
        if refused is None:
            refused = session.tracker.replay_refused()
        refused = [obs for obs in refused if obs.kind == "card" and obs.seat is not None]
        if not refused:
            return
        round_ = session.tracker.view().round
        laid = {}  # when each was first reported, as the tracker took it last in its zone
        for obs in refused:
            taken = self.zone_taken.get((round_, obs.seat))
            if taken is not None and taken[1] in obs.cards:
                laid[id(obs)] = taken[0]
        session.taken_again, session.refused_now = [], refused
        session.still_refused = []
        try:
            self._taken_again()
        finally:
            session.refused_now = []
        for obs in refused:
            left = next((x for x in reversed(self.left_cards)
                         if x.event.seat == obs.seat + 1 and x.event.frame_index == 0
                         and tuple(x.event.candidates) == tuple(obs.cards)), None)
            if left is None:
                continue
            if id(obs) in laid:
                left.laid_t = laid[id(obs)]  # laid in its turn: said plainly when given
            self._fix_undoubted(left, obs)

    def _fix_undoubted(self, left, obs) -> None:
        """``left`` (:class:`~companion.app.left_card.LeftCard`), watched again for ``obs``,
        was given by the camera-differs hold's release with its check line
        (:data:`~companion.app.differs_hold.DIFFERS_LAID`: laid on the card read
        otherwise, the entered card kept); the correction took the camera's card since,
        so that doubt is over: its event checks only what the camera's own reading
        did (``from_stickers`` of the held card, :attr:`~companion.app.differs_hold.
        DiffersEnded.held`)."""
        _, check, already = self.session.read_as.get(id(obs), (obs, False, False))
        ended = self.differs_ended
        if already != DIFFERS_LAID or not check or ended is None:
            return
        held = next((e for e in ended.held.events if e.seat == obs.seat + 1
                     and tuple(e.candidates) == tuple(obs.cards)), None)
        if held is None or held.from_stickers:
            return
        event = replace(left.event, from_stickers=False)
        if self.early is left.event:
            self.early = event
        left.event = event


__all__ = ["DiffersFixed"]
