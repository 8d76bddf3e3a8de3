"""Minus twice at the live table (:meth:`TableUndo._undo`): its guards, the entry undone, the
starter lost (:func:`lost_starter`). A part of :class:`companion.app.live_keys.LiveKeys`
(:class:`TableUndo`), split from :mod:`companion.app.live_keys` by job (rf69).
"""
from __future__ import annotations

from companion.app.keys import Command
from companion.app.session_resume import UNSEEN_ENDS, first_untied
from vision.records import CardAppeared
from companion.app.key_times import UNDO_REPEAT_S


class TableUndo:
    """The undo of :class:`~companion.app.live_keys.LiveKeys` (a mixin: it uses
    the table's ``session``, ``voice`` and ``timer``)."""

    def _undo(self, command: Command) -> None:
        """Undo (minus twice), as the session does it, with two guards (QA): a minus key
        held down repeats, so an undo within :data:`UNDO_REPEAT_S` of the last one is
        ignored; and an undone card the camera no longer sees is forgotten by it, so that,
        laid again, it is reported again (the game stalled waiting for it), while one still
        lying there is left out until taken away (QA21 #2, #3:
        :meth:`~companion.app.left_cards.LeftCards._undone_left`)."""
        now = self.timer()
        if now - self.undo_at < UNDO_REPEAT_S:
            return
        self.undo_at = now
        if self._undo_count():
            self.undo_took_at = now  # the start's count undone (said: app.undone_counted)
            return
        self.session.drop_unheard()  # the camera never reported those (QA19 #5)
        history = self.session.tracker.history
        entry = history[-1] if history else None
        last = entry[0] if entry else None
        before = list(history)
        fix = self.session.tracker.correction()
        self.session.redone = None
        self.differs_reheld = frozenset()  # (set by this undo only: differs_hold)
        self.session.key(command)
        blamed = self.session.undid_blamed  # an answer taken back under cards (review 39)
        if self.session.round_given_back:  # under the deal (undo_under): round's reports
            self.session.round_given_back = False
            self.known.give_back(self.session.tracker.view())  # (fresh QA65b HIGH-1)
        # the card undone before that answer given back in its place (undone_before_answer)
        given = self.session.redone if blamed else None
        if self.speech is not None:  # what the undo took back is not said any more: its
            self.speech.drop_stale()  # question cut at once (QA29 N3, QA28 #4)
        after = self.session.tracker.history
        undone = entry is not None and not (after and after[-1] is entry)
        if undone:  # (a minus soon after is said not taken only then: LiveKeys._one_key)
            self.undo_took_at = now
        # read again: the correction under it was undone (UndoKey._undo_fix_under, QA37)
        again = undone and after and after[-1][0] is last
        if undone and blamed:
            self._taken_again()
            if given is not None:  # as Enter's give-back: counted, not watched as left
                self._redone(given)
            if self.session.undid_entry is not None:  # the card entered went too (QA65)
                self._entry_undone(*self.session.undid_entry)
        elif undone and (again or fix is not None and fix.taken):  # the card read is back
            self.known.uncorrected()  # (QA12 F7)
        if undone and not again and last.kind == "card" and last.seat is not None \
                and id(last) not in self.differs_reheld and id(last) not in getattr(
                    self.session, "entry_left", ()):  # (held again: differs_hold; entry_back)
            self.known.undone(last.seat, last.cards)
            # named by the cleared-table line while it is still the awaited card
            # (NextDeal._undone_awaited; session 40, QA en3)
            self.undone_card = (last.seat, tuple(last.cards), len(after))
            if not self._undone_left(last.seat + 1, last.cards):
                self.watcher.forget(last.seat + 1, last.cards)
        if undone:  # a held card taken as the play undone from its place (own_next)
            self._own_undone()
        if undone and self.round_over_said and not self._round_over():
            # the round's end undone: "Gather all the cards" is not said now (QA28 #4), but
            # again when the round ends again
            self.round_undone.set()
            self.round_over_said = 0
        if undone and last.kind in UNSEEN_ENDS:
            # the round ended unseen past a stall (or its hand gathered unseen) taken back:
            # it goes on, none lost
            # (review of stall50); its held cards stay dropped, watched till taken away
            self.lost_next, self.lost_wait = False, None
        kept = {id(e) for e in after}
        gone = [e[0] for e in before if id(e) not in kept]
        if undone and gone and gone[0].kind == "new_round" \
                and all(obs.kind == "face_up" for obs in gone[1:]):
            # the deal, or the deal with its face-up cards none said (UndoKey.
            # _undo_deal_under; review of u61: with them, the deal was not held, its
            # first card dealt it as new, the steps said again, the face-up cards lost):
            # they still lie in the middle, the camera does not report them again, so
            # the round dealt again by its first card takes them back (_deal_on_card)
            self.redeal_face_up = gone[1:]
            self.deal_held = self.session.applied
            self.redeal_round = self.session.tracker.view().round
            # the deal after rounds lost undone: its starter was its first card's player,
            # so the next first card tells it again (second review of late49: the undone
            # starter kept, the real one's card refused, the table stalled)
            self.lost_next = self.lost_next or lost_starter(after)
            self.session.tell("app.deal_held")

    def _entry_undone(self, seat: int, entered: tuple[str, ...]) -> None:
        """Minus twice took back the card entered by key in ``seat``'s zone (0-based) as
        one of ``entered`` with the answer to its "which card?" (fresh QA65 HIGH-1): the
        camera's reports counted for it ("The camera reads The Musician in Bob's zone
        where The Boxer was entered") are cards of their own again, watched as left cards
        at once, before the left cards of that zone (refused since, laid after it): reported
        anew, after the cards read again, Bob's Musician came after his Sailor laid later
        ("Bob: The Sailor.", "Carol's Tommy Gun: The Musician, from the deck", false;
        review rev-ent). The left cards held behind the question gone with the entry
        (:attr:`~companion.app.left_cards.LeftCard.behind_older`) are held no more: given in
        the order laid (fresh QA65b H4: Carol's Necronomicon, held so, kept her Investigators
        from being given, "laid before the Necronomicon: the card I wait for, or laid
        later?", and the round stalled)."""
        view = self.session.tracker.view()
        for left in self.left_cards:
            left.behind_older = False
        for read in self.known.unclaim(view, seat, entered):
            self._leave(CardAppeared(seat=seat + 1, candidates=tuple(read), index_in_zone=0,
                                     frame_index=0))
            left = self.left_cards.pop()
            at = next((i for i, x in enumerate(self.left_cards) if x.round == left.round
                       and x.event.seat == seat + 1), len(self.left_cards))
            self.left_cards.insert(at, left)


def lost_starter(history) -> bool:
    """Whether ``history``'s (the tracker's) last input is a ``first`` taken with no "who
    starts?" question open: the starter the first card after rounds lost told
    (:meth:`~companion.app.lost_rounds.LostRounds._lost_starter`; as
    :func:`companion.app.session_resume.rounds_lost` finds them in a log)."""
    return bool(history) and first_untied(*history[-1])
