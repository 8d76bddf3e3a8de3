"""An undone card left in its zone: watched, read lately, taken, an extra seat's card, an
entered card undone. A part of :class:`companion.app.left_cards.LeftCards`
(:class:`LeftUndone`), split from :mod:`companion.app.left_cards` by job (rf69).
"""
from __future__ import annotations

from companion.app.card_place import bared, places, stable_place, stable_places, under_pile
from vision.records import CardAppeared
from companion.app.left_card import GONE_S


class LeftUndone:
    """The undone cards left, in :class:`~companion.app.left_cards.LeftCards` (a
    mixin: it uses what :class:`~companion.app.left_cards.LeftCards` uses)."""

    def _undone_left(self, seat: int, candidates) -> bool:
        """An undone card of ``seat`` (1-based) that the last picture still shows in its
        zone: left out (:attr:`LeftCard.old`: watched, never taken; no longer kept by a
        stall), not forgotten by the camera, and said: "The Fed in Bob's zone: take it
        away, or it stays left out." (its card named: fresh QA61 LOW-3). Taken away, it is
        read when laid again. QA21 #2: forgotten, it was read again at once and said as a
        play again (after "press minus twice to undo", and after plus 1 each undo looped);
        QA21 #3: an undone refused card was both given again after the awaited play and read again,
        "Check: The Sailor again?" with one Sailor. Said as the undo's news ("Undone: …"):
        QA29 of session 28, it waited behind the question asked again and key 5 dropped it
        unsaid. Not in the last picture but read within :data:`GONE_S` before it (a hand
        laying the next card over it; fresh QA51c M1, run B: forgotten, read again as a new
        card, Enter's cue "Card played: which rank?"), it is left too: the watch of left
        cards forgets it once unseen that long. So too when a card of its zone lies on it (its
        stable place not bare, :func:`~companion.app.card_place.under_pile`): still in its
        zone, under the pile, it is left too, watched while a card lies on it (fresh QA62b
        LOW-3: Carol's Sanity check card, the Cultists, under her hand Cthulhu, undone after
        Cthulhu: no "take it away" said). Returns False when it is not seen."""
        stable = stable_places(self.watcher)
        seen = places(self.watcher.last_reading, seat, candidates)
        if not (seen or self._read_lately(seat, candidates)
                or under_pile(self.watcher.last_reading, stable, seat, candidates,
                              self.bare_t)):
            return False
        left = next((x for x in self.left_cards if x.there and not x.held
                     and x.event.seat == seat and set(x.event.candidates) & set(candidates)),
                    None)  # a refused card is left already
        if left is None:
            event = CardAppeared(seat=seat, candidates=tuple(candidates), index_in_zone=0,
                                 frame_index=0)
            self._leave(event)
            left = self.left_cards[-1]
        if not seen and left.place is None:  # where it lies unseen (the watch's laid_on)
            left.place = stable_place(stable, seat, candidates)
        if self.early is left.event:
            self.early = None
        if self.stall is not None and any(x is left for x in self.stall.cards):
            # left out, no longer kept (review of xfail50: a held card given back to the
            # stall by its answer's undo, own_next, then given from it AND read again)
            self.stall.cards = [x for x in self.stall.cards if x is not left]
            self.stall = self.stall if self.stall.cards else None
        left.held, left.counted, left.deals, left.old = False, False, False, True
        left.kept, left.unsaid = False, False  # (named by the line below)
        left.undone = True
        left.claimed = None  # the report it counted as: undone (KnownCards.undone, caller)
        with self.session.news():  # the undo's news: no newer key drops it unsaid (QA29 M3)
            # not said once given back or taken away (fresh QA51c LOW, run R: behind key 5's
            # answer and Enter's cue, said after the rank gave it back, it sounded failed)
            # naming its card: a question asked again or a key's answer may come between
            # (fresh QA61 LOW-3: said alone right after a question about the Boxer)
            self.session.tell("app.undone_left", stale=lambda: not left.there or all(
                x is not left for x in self.left_cards),
                card=self._card_names(left.event.candidates),
                player=self.session.tracker.names[seat - 1])
        return True

    def _read_lately(self, seat: int, candidates) -> bool:
        """Whether the camera holds a stable card of ``seat``'s zone (1-based) that may be
        one of ``candidates``, last read at most :data:`GONE_S` s (frame time) before the
        last picture: not taken away yet (:meth:`_undone_left`)."""
        reading, wanted = self.watcher.last_reading, set(candidates)
        stable = stable_places(self.watcher) or []
        # its place bare in the last picture: taken away by the player, not hidden (review
        # of enter52: lifted, minus twice within GONE_S, laid again: never read again)
        return reading is not None and any(
            p.seat == seat and wanted & set(p.candidates) and reading.t - p.seen_t <= GONE_S
            and not bared(reading, p, stable) for p in stable)

    def _undone_taken(self) -> None:
        """Each undone card still lying in its zone (:attr:`LeftCard.undone`) that the
        tracker now holds there unreported (:meth:`~.known_cards.KnownCards.entered`: an
        account with that forced discard laid first was kept, the next cards told it,
        :mod:`companion.tracker.undone_discard`) counts as the camera's report of it
        (:attr:`LeftCard.claimed`), as when Enter and its rank give it back
        (:meth:`_redone`); no longer held there (the input that told it undone), its report
        is undone again. Review of undo49 (HIGH): the player's other copy of it, read next
        in that zone, was swallowed as that card ("already on the table"), unsaid, and key
        3 took it off the unseen cards twice. The same for an old card asked as maybe this
        round's (:attr:`LeftCard.asked`) and entered by Enter and its rank, as its line says
        (review of stale52: the same two faults). The same for a card asked as maybe the
        forced discard of a play entered after it was laid (:meth:`~companion.app.
        laid_before.LaidBefore._entry_claims`: review of musician53, its answer in its zone
        then said "Not counted: The Boxer in Bob's zone, laid before The Fed")."""
        view = None
        for left in self.left_cards:
            if not ((left.undone or left.asked or self._entry_claims(left)) and left.there):
                continue
            view = view or self.session.tracker.view()
            seat = left.event.seat - 1
            if left.round != view.round or not 0 <= seat < len(view.seats):
                continue
            if left.claimed is not None:
                if view.seats[seat].zone.count(left.claimed) < self.known.reported(
                        view, seat, left.claimed):
                    self.known.undone(seat, (left.claimed,))
                    left.claimed = None
                continue
            entered = self.known.entered(view, seat)
            left.claimed = next((k for k in left.event.candidates if k in entered), None)
            if left.claimed is not None:
                self.known.claim(view, seat, left.claimed)

    def _extra_seat_card(self, event) -> None:
        """A card in the zone of a seat marker beyond the players: said with what was seen
        and what to do, not given to the tracker (QA12 F9: "No seat 3."), and left. In a
        resumed game, more names mean a new game: a resumed game keeps its log's players
        (QA54 M2: "start again with 4 names" could not work with ``--resume``)."""
        players = len(self.session.tracker.names)
        key = "app.card_extra_seat.resumed" if self.resumed else "app.card_extra_seat"
        self.session.tell(key, card=self._card_names(event.candidates),
                          seat=event.seat, players=players, names=event.seat)
        self._leave(event)

    def _entered_undone(self, view) -> bool:
        """Whether a card entered by key (``view``: the tracker's public view) is an undone
        play the camera still shows in its zone (:attr:`LeftCard.undone`), entered again:
        laid before the cards refused since, so it casts no doubt on them (fresh QA49
        MEDIUM-3, r2u: Alice's undone Urchin entered again, Bob's Musician laid after it).
        Such a card already counted as the camera's report (:attr:`LeftCard.claimed`,
        :meth:`_undone_taken`) is entered again too."""
        return any(x.undone and x.there and (x.claimed is not None or set(
            x.event.candidates) & set(self.known.entered(view, x.event.seat - 1)))
            for x in self.left_cards)
