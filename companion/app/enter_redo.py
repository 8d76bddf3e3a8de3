"""Enter giving back an undone card (still lying there, beneath, given) and the entries by key
taken: entered now, redone, dealing the next round. A part of
:class:`companion.app.live_keys.LiveKeys` (:class:`EnterRedo`), split from
:mod:`companion.app.live_keys` by job (rf69).
"""
from __future__ import annotations

from companion.app.keys import Command
from companion.app.redo_beneath import redo_beneath
from companion.app.undone_before_answer import undone_entered


class EnterRedo:
    """Enter's give-back and the entries taken in
    :class:`~companion.app.live_keys.LiveKeys` (a mixin: it uses the table's ``session``)."""

    def _redo_there(self) -> bool:
        """Whether the card the last undo took back (the session's ``redo``) still lies
        in its zone, watched as left out: Enter and its rank give it back there
        (:meth:`~companion.app.question_keys.QuestionKeys.redo_entered`)."""
        redo = self.session.redo
        return redo is not None and self.session.redo_since() is not None \
            and self._undone_lies(redo)

    def _undone_lies(self, redo: tuple) -> bool:
        """Whether the undone card of ``redo`` (the session's ``redo`` shape) is watched as
        left out, still lying in its zone."""
        return any(x.undone and x.there and x.event.seat == redo[0].seat + 1
                   and set(x.event.candidates) & set(redo[0].cards) for x in self.left_cards)

    def _redo_beneath(self) -> None:
        """Before Enter's rank: when the cards the last undos took back were laid on a
        card undone before them, that card still lying there, at the place the last undo
        left the table (:func:`~companion.app.redo_beneath.redo_beneath`), it is the one
        Enter gives back, corrected by the rank; the cards laid on it stay watched as left
        out (review of g163, LOW: minus twice for R'lyeh and the Fed read on Bob's undone
        Deep One, then Enter and 1, corrected R'lyeh, no longer watched though it lay
        there, never said again)."""
        self.session.redo = self._redo_given()

    def _redo_given(self) -> tuple | None:
        """The undone card Enter and its rank give back (the session's ``redo`` shape):
        the card beneath the last one undone, still lying there
        (:func:`~companion.app.redo_beneath.redo_beneath`), else the session's ``redo``."""
        beneath = redo_beneath(self.session.redo, self.session.redo_kept)
        return beneath if beneath is not None and self._undone_lies(beneath) \
            else self.session.redo

    def _gives_back(self, command: Command) -> bool:
        """At Enter's rank (``command``): when it gives back the card the last undo took
        back, still lying in its zone (:meth:`_redo_there`, its rank fitting there:
        :meth:`~companion.app.question_keys.QuestionKeys.redo_fits`), that card is of the
        round it was read in: neither refused as typed after that round's end
        (:meth:`_entry_refused`) nor dealing the next round (:meth:`_enter_deals`), even
        while the round's end hinges on the question the undo opened again. Fresh QA52b
        MEDIUM 3 (r6, r6b): Carol's Necronomicon undone, Alice's Sanity check read since
        (if Carol was out, Bob won), Enter and its rank said "Not entered: round 1 ended
        before the rank was typed. For a card of round 2, press Enter and its rank
        again.", and the card came back by itself once the question was answered ("as
        read before the undo"): obeyed, that advice entered it twice. Returns whether
        it gives the card back (the session does it); the Enter press noted for its
        round is used up then."""
        if undone_entered(self.session, command.number) is not None:
            return True  # the card the cleared table names, given back (hi4)
        if not (self._redo_there() and self.session.redo_fits(command.number)):
            return False
        self.enter_round = self.enter_told = None
        return True

    def _entered_now(self, told: list, seen: float | None = None) -> None:
        """Enter pressed for a card the camera did not give (not an undone card given
        back: :meth:`_redone`): when it was laid is unknown, at the latest now (the last
        picture's frame time, s, in :attr:`entered_t`). A card refused as laid before the
        awaited one, laid before this key, may have lain there before its turn: given then
        (:meth:`~companion.app.left_cards.LeftCards._left_cards`), it keeps "It lay there
        before this turn: check it." (review of inturn49: Bob's Musician, laid before
        Alice's Urchin, which Alice entered by key, was said plainly as his play).
        ``told``: the first unread pictures' frame times (s, :attr:`unread_at`; ``None``
        unknown) of the told cards awaited as it was pressed; the latest known is
        :attr:`entered_told`, the entered card laid by then (fresh QA59 MEDIUM-4), else
        ``None``: an Enter for a card never told (a stalled play) bounds nothing (review
        of g60: a told card entered earlier in another zone did, and a card laid while the
        stalled play was never seen lost its doubt). The card entered an old card asked
        as maybe this round's ("… or Eve's first play: the Investigators in her zone? If it
        is the play, press Enter, then 1"): it lay there when it was asked
        (:meth:`~companion.app.asked_hold.AskedHold._asked_entered_t`; fresh QA61
        MEDIUM-4). ``seen``: the frame time (s) a card of the entered rank was first read,
        never stable, in the one zone awaited (:func:`~companion.app.entry_seen.
        entered_seen`): the entered card lay there by then too (fresh QA63 HIGH-2)."""
        known = [t for t in told if t is not None]
        asked = self._asked_entered_t()  # an old card asked as this round's: seen then
        self.entered_told = asked if asked is not None else max(known) if known else None
        if asked is None and seen is not None:  # read now and then, never stable: by then
            self.entered_told = seen if self.entered_told is None \
                else min(self.entered_told, seen)
        reading = getattr(self.watcher, "last_reading", None)
        if reading is not None:
            self.entered_t = max(self.entered_t, reading.t)

    def _redone(self, obs, read: tuple = ()) -> None:
        """The card ``obs`` the last undo took back, given back by Enter and its rank
        (:meth:`~companion.app.question_keys.QuestionKeys.redo_entered`): as before the
        undo, counted as the camera's report, no longer watched as left out (fresh QA48
        EARLY HIGH-1: undo then redo is the identity). ``read``: the undone reading's
        candidates; another rank corrected it (review of undo51), the camera's report of
        it counting for ``obs``, as a slash correction's does."""
        view = self.session.tracker.view()
        zone = list(view.seats[obs.seat].zone)
        key = next((k for k in obs.cards if k in zone), None)
        left = [x for x in self.left_cards if x.undone and x.event.seat == obs.seat + 1
                and set(x.event.candidates) & (set(obs.cards) | set(read))]
        # a report already counted for it (:meth:`_undone_taken`) is not counted again
        if key is not None and not any(x.claimed for x in left):
            zone.reverse()
            zone.remove(key)
            zone.reverse()
            self.known.played(view, obs.seat, obs.cards, zone)
        self.left_cards = [x for x in self.left_cards if all(x is not y for y in left)]

    def _enter_deals(self, command: Command) -> bool:
        """Enter then a rank between rounds (after "Gather the cards"): the next round is
        dealt and that card is its first play, as a card the camera sees laid
        (:meth:`~companion.app.live_deal.NextDeal._deal_on_card`; QA34 F3: only the camera
        could begin round 2, so a game by keys stopped after its first round). While a
        question about the round is open, the deal waits for its answer and says so.
        The round's dealing steps (the card set aside face up, shuffle and deal) are said
        first, as on the cleared table: the camera did not see it cleared, and a game by
        keys alone heard them only before round 1 (session 30, QA31 low #1); not again for
        a round whose undone deal is dealt again (said with it). What the voice has still
        to say of the round's end comes first (QA35 m5_en: "Carol wins the round and has 1
        Insane." came after "Set the Stowaway Eggs aside…" and "Shuffle the other cards…").
        After rounds lost, only in the zone the camera told unread
        (:meth:`~companion.app.lost_rounds.LostRounds._lost_enter`). Returns True when
        the key was answered here (the deal waits, or no card has that rank). While the
        round under way after rounds lost is watched (:meth:`~companion.app.lost_rounds.
        LostRounds._lost_until_gathered`), the next round's first card is awaited too (QA49
        HIGH-1, r1: "No turn in progress." after the loss). Not while the hand of the
        player whose own card ended the round is owed, the table not read gathered: that
        is the card entered (fresh QA60 HIGH-1: :func:`companion.tracker.flow.
        round_over_owed`)."""
        if self._lost_until_gathered():
            self.session.tell("app.rounds_lost_enter")
            return True
        if self._round_over() and self.session.tracker.hand_seats() \
                and not self.gathered.done:
            return False  # the owed hand, entered (fresh QA60 HIGH-1)
        if self._deal_begun():
            if not self.session._cards_of_rank(command.number):
                return True  # "No card has rank 9 in this edition.": no deal
            if self._lost_enter():
                return True  # after rounds lost, who starts is not known (lost_rounds)
            session = self.session
            with session.bringing(session.said_for.news_waiting(session.tracker.history)):
                if self.redeal_round is None:
                    self._deal_guidance()
                self._deal_on_card()
            return False
        if self._deal_begun(question=True):
            self.session.deal_waits()
            return True
        return False
