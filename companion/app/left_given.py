"""A left card given to the tracker once it fits (:meth:`LeftGiven._give_left`), what it takes,
an answer that lets the round go on. A part of :class:`companion.app.left_cards.LeftCards`
(:class:`LeftGiven`), split from :mod:`companion.app.left_cards` by job (rf69).
"""
from __future__ import annotations

from companion.app.live_cards import card_observation
from companion.tracker.observations import ObservationError
from companion.app.left_card import LeftCard


class LeftGiven:
    """The left cards given, in :class:`~companion.app.left_cards.LeftCards` (a
    mixin: it uses what :class:`~companion.app.left_cards.LeftCards` uses)."""

    def _answer_goes_on(self, held: list) -> bool:
        """Whether ``held``, the cards held for the next deal (:attr:`LeftCard.deals`), one
        of them only while a question about the round was open (:attr:`LeftCard.for_answer`),
        are the round's own: the question answered, the round goes on (not over, the table
        not cleared in its middle, no rounds lost nor played and gathered meanwhile:
        :meth:`~companion.app.lost_rounds.LostRounds._lost_pending`, test_qa53b_xfail's
        late answer). Fresh QA53b HIGH 3 (r6b2, r6b3): Carol's
        Necronomicon, undone and entered again, asked "The Urchin or the Necronomicon?";
        with the Urchin her Deep One ended the round, so Bob's hand laid after it, the
        Stowaway, was held for the next deal; the answer (the Necronomicon) left the round
        waiting for that hand, never given: "The table was cleared, but round 1 is not
        over", and the answer blamed for it."""
        return any(left.for_answer for left in held) \
            and self.session.tracker.question is None and self.cleared_mid is None \
            and not self._round_over() and not self._lost_until_gathered() \
            and not self._lost_pending()

    def _give_left(self, left: LeftCard, view, behind: bool = False) -> bool:
        """Give ``left`` (a left card seen at its place in this picture, of the round in
        play, none of old, held, kept, claimed, dealing at a showdown: :meth:`_left_cards`'s
        checks) to the tracker when the table waits for a card in its zone alone, or it
        fits now (:meth:`_fits_now`), and its place in the round is known; ``view``: the
        tracker's public view; ``behind``: given before a card read on another in one
        picture (:meth:`_fits_now`). Whether it was given."""
        tracker = self.session.tracker
        event = left.event
        # (laid after the round's end, it deals the next round: _deal_held, QA13b N2)
        # a counted start card: also when another zone may get a card (QA20 #5: Bob's
        # hand may be owed, and Ann's counted card lay there untaken to the end)
        awaited = tracker.awaited_seats()
        if not (((awaited == (event.seat - 1,) or left.counted and event.seat - 1
                  == view.active and event.seat - 1 in awaited)
                 and tracker.question is None and self.cleared_mid is None)
                or self._fits_now(left, awaited, behind)):
            return False
        if not (left.counted or left.deals) and (self._unplaced(left)
                                                 or self._order_holds(left)):
            # its place in the round unknown: left out; or not before an older
            # card of its zone, nor before cards laid after it it cannot precede
            # (laid_before; review of fits53 HIGH)
            return False
        self.left_cards.remove(left)
        if self.early is event:
            self.early = None
        # a counted start card lay there before this turn; a refused one, laid
        # after the card the table took last, is in its turn (QA49 MEDIUM-3),
        # unless laid before a card entered by key since, which may have been
        # laid after it (review of inturn49); not one laid after the told card that
        # Enter answered was first seen unread (entered_told; fresh QA59 MEDIUM-4: "It
        # lay there before this turn"; a told card of another zone bounds nothing,
        # review of g60)
        told = self.entered_told
        entry = left.laid_t < self.entered_t and not self._entered_undone(view) \
            and (told is None or left.laid_t < told) and self._entry_bounds()
        doubt = left.counted or entry
        self._card_appeared(event, early=True, laid_t=None if doubt else left.laid_t,
                            before_entry=entry and self._laid_before_entry(left.laid_t))
        return True

    def _entry_bounds(self) -> bool:
        """Whether the time of the card entered by key last (``entered_t``) bounds when a
        left card laid before it was laid: not while the cards a hold kept waiting on an
        entered card the camera reads otherwise are given back after a slash took the
        camera's card or an undo took the entry back (:mod:`~companion.app.differs_hold`:
        ``differs_lifted`` set, no ``differs_ended``: the entry not kept). The camera's
        card lay under the hand before it was entered, so a card of another zone read
        before the entry is no card of an earlier turn (the same rule as
        :meth:`~companion.app.zone_order.ZoneOrder._older_first`'s ``_entry_under``):
        said plainly, not "It lay there before this turn: check it." (fresh QA70 L1 =
        QA69 L1, low71: handC, Enter 3, plus 1, then slash 5: "Carol discards the Tommy
        Gun. It lay there before this turn", laid in Bob's turn as his Musician's
        discard; seed 001, the Musician). An entry kept by the answer keeps its own hedge
        (:data:`~companion.app.differs_hold.DIFFERS_LAID`, differs_kept)."""
        return not (self.differs_lifted and self.differs_ended is None)

    def _fits_now(self, left: LeftCard, awaited: tuple[int, ...],
                  behind: bool = False) -> bool:
        """Whether ``left``, a card refused as laid before the awaited one (none of held,
        counted, old, undone, dealing), now fits where the table may wait for a card in its
        zone (``awaited``: :meth:`~companion.tracker.tracker.Tracker.awaited_seats`, 0-based)
        among others, or while a question is open: the tracker would take it without any
        inconsistency (:meth:`~companion.tracker.tracker.Tracker.trial`). Then it goes
        before any card laid after it. QA34 st2, st3: Carol's Tommy Gun (no sticker)
        entered by key opened "Tommy Gun or R'lyeh?"; its two cards, laid in Alice's zone
        before, waited for the answer while Alice's next play, read later, went first: it
        was said as the Tommy Gun's card ("Carol's Tommy Gun: the Cultists"), or unanswered
        made R'lyeh "told by the cards". Not behind a question once an account has begun a
        turn after the card asked about (:meth:`~companion.app.laid_before.LaidBefore.
        _later_turn_asked`): taken, it would be that later turn's card, its place hanging
        on the answer (fresh QA52b HIGH 4: Carol's round-2 Cultists as her round-1 Sanity
        check card behind Bob's "The Fed or the Nightgaunt?"). Nor, laid before the play
        whose forced discard the table waits for was entered, as that discard
        (:meth:`~companion.app.laid_before.LaidBefore._before_entry`: asked; fresh QA53
        HIGH, r3c). ``behind``: tried before a card of another zone made stable on a card
        of its own in one picture (a hand lifted: :meth:`~companion.app.live_cards.
        CameraCards._read_on_under`), laid when the camera does not know: tried even
        behind such a question and though the table has not changed since the last try
        (session 67, ord: Carol's Tommy Gun, held, is the discard of Bob's Musician seen
        with his Sailor on it, not her play after "Bob discards The Sailor.")."""
        event = left.event
        if left.counted or left.undone or left.deals or self.cleared_mid is not None \
                or event.seat - 1 not in awaited:  # held and old ones: not asked (caller)
            return False
        tracker = self.session.tracker
        tried, left.tried = left.tried, (self.session.applied, len(tracker.history))
        if tried == left.tried and not behind:
            return False  # tried, and the table has not changed since
        if self._before_entry(left) and not behind:
            # laid before the play entered, as its discard: asked (laid_before); not
            # before a card seen on that play under a hand: ord's order tells (hc68)
            return False
        if self._later_turn_asked() and not behind:
            # behind the question, a turn begun after the card asked about (laid_before,
            # fresh QA52b HIGH 4): said to wait for the answer, once (review of fits53)
            # (not one held as the resumed table differs from the log: not counted for
            # that, whatever the answer; review of h61b, resume_differs)
            said = self.waits_said
            if (said is None or said[0] is not tracker.question
                    or event.seat - 1 not in said[1]) and not self.resume_differs.held(
                        tracker.view().round, event.seat - 1, event.candidates):
                self._held_by_question(event.seat - 1)
            return False
        return self._takes(event)

    def _takes(self, event) -> bool:
        """Whether the tracker would take ``event``'s card (seat 1-based) now without any
        inconsistency (:meth:`~companion.tracker.tracker.Tracker.trial`; an observation
        error: no)."""
        obs = card_observation(event.seat, event.candidates)
        try:
            return not any(e.kind == "inconsistency" for e in self.session.tracker.trial(obs))
        except ObservationError:
            return False
