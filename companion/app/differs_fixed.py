"""The cards a slash correction's replay refuses, watched again (session 70, hold70;
review rev-hold69 HIGH).

A slash correction of an older card replays the inputs after it
(:meth:`~companion.tracker.corrected.Corrections._correct`); a card the table took before
may be refused now, out of turn on the corrected table: handC, plus 2 kept The Boxer
entered for Bob's Musician, the Sailor laid on it given as the Tommy Gun's deck card; slash
5 then took The Musician, Carol discarded the Tommy Gun, and the replayed Sailor was
refused ("The Sailor by Bob? Waiting for Carol's play."). Its left card had gone when it
was taken, and the camera does not report a card it made stable again: round 1 waited on
Bob forever. Each such card is watched as a left card of its round (and so is a camera card the table
had refused before the correction as another copy of the card it corrected, never replayed:
session 72, hold72, rev-hold71 MEDIUM — :meth:`DiffersFixed._fix_rereads`), as a card
refused again after an undo is (:meth:`~companion.app.left_back.LeftBack._taken_again`, review
39): given in its turn, its camera report no longer counted.

:class:`DiffersFixed`, a mixin of :class:`~companion.app.differs_hold.DiffersHold` (the
live table's ``session``, ``_taken_again``). No I/O.
"""
from __future__ import annotations

from dataclasses import replace

from companion.tracker.corrected import state_after

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
            self._fix_placed(left, obs)  # a card refused before: its own picture's place

    def _fix_rereads(self, entry) -> list:
        """After a key's input (``entry``: the tracker's newest history entry before it):
        the inputs a taken slash correction of an older card made the table refuse, as
        :meth:`_fix_refused` watches them (``replay_refused``), and the camera cards the
        table had refused before it as another copy of the card it corrected, read after
        that card, in its zone, held on it by the camera-differs hold that answer ended
        (:attr:`~companion.app.differs_hold.DiffersHold.differs_ended`), its name not in
        the zone after the correction (not replayed, they were lost: rev-hold71 MEDIUM, the camera's
        Sailor, refused as the kept Sailor read again, "Check Bob's zone: The Sailor
        again?", never given once slash 5 made the kept Sailor The Musician), oldest
        first; ``[]`` after any other input."""
        tracker = self.session.tracker
        history = tracker.history
        if not history or history[-1] is entry:
            return []
        refused = tracker.replay_refused()
        fix = tracker.correction()
        if fix is None or not fix.taken or fix.card is None or not history[-1][0].back \
                or fix.card.seat is None:
            return refused
        old = tuple(fix.history)
        at = next((k for k, (obs, _) in enumerate(old) if obs is fix.card), None)
        if at is None:
            return refused
        ended = self.differs_ended  # only a card the hold kept on the entry read otherwise
        held = [] if ended is None else [tuple(e.candidates) for e in ended.held.events
                                         if e.seat == fix.card.seat + 1]
        names, end = set(fix.card.cards), history[-1][1]  # (the table before the fix)
        zone = set(tracker.view().seats[fix.card.seat].zone)  # a name there now: given
        rereads = [obs for k, (obs, _) in enumerate(old) if k > at and obs.kind == "card"
                   and obs.seat == fix.card.seat and set(obs.cards) & names
                   and tuple(obs.cards) in held  # (real handB hb2d, /7 +1: no hold, none)
                   and not set(obs.cards) & zone
                   and all(obs is not x for x in refused)
                   and state_after(old, k, end)[0] is old[k][1][0]]  # refused then
        order = {id(x): k for k, (x, _) in enumerate(old)}
        return sorted([*refused, *rereads], key=lambda obs: order.get(id(obs), len(old)))

    def _fix_placed(self, left, obs) -> None:
        """``left`` (:class:`~companion.app.left_card.LeftCard`), watched again for
        ``obs``, a camera card the table refused before the correction as another copy of
        the card it corrected (:meth:`_fix_rereads`), held on the entered card the camera
        read otherwise (the ended hold's events, :attr:`~companion.app.differs_hold.
        DiffersHold.differs_ended`): its event is that card of the hint's picture (its
        frame, time and place in the zone), not a card of no picture laid before every
        card of its zone ("Not counted: The Sailor in Bob's zone, laid before The
        Entertainer")."""
        ended = self.differs_ended
        if ended is None or left.event.frame_index != 0:
            return
        held = next((e for e in ended.held.events if e.seat == obs.seat + 1
                     and tuple(e.candidates) == tuple(obs.cards)), None)
        if held is None:
            return
        event = replace(left.event, index_in_zone=held.index_in_zone,
                        frame_index=held.frame_index, t=held.t)
        if self.early is left.event:
            self.early = event
        left.event, left.laid_t = event, held.t

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
