"""The two-player game's middle cards across a gather (seed 002 "Setup": with two
players five cards are dealt face up in the middle): the ended round's middle cards
forgotten once its piles are gathered, the next round's face-up cards taken when it is
dealt, and those face-up cards telling a deal the camera never saw bare (fresh QA50 run A,
cover50); a middle card read lying there since the ended round was in play is that round's,
read late: no deal and no face-up card of the next (fresh QA51 run B2). Split from
:mod:`companion.app.live_deal` (session 50).

:class:`MiddleCards`, a mixin of :class:`~companion.app.live.LiveTable` (it uses the
table's ``session``, ``options``, ``watcher``, ``gathered_middle``, and
:class:`~companion.app.live_deal.NextDeal`'s ``_stable_places`` and
:class:`~companion.app.live_cards.LiveCards`' ``_piles_gathered``).
"""
from __future__ import annotations

import logging

from companion.rules import TWO_PLAYER_FACE_UP, set_aside_face_up
from companion.tracker import observations as o

log = logging.getLogger(__name__)

#: With two players, middle cards laid once the round's piles were gathered that tell the
#: next deal done while a question about the round is open (:meth:`MiddleCards._face_up_dealt`):
#: the new round's five face-up cards (seed 002 "Setup"); one could be the round's own
#: face-up card read late, or a hand card held over the middle.
NEW_FACE_UP_DEAL = 2
#: Seconds (frame time) a middle card must stay unread, the round's piles gathered, to
#: count as gathered with them (:meth:`MiddleCards._forget_gathered_middle`): a busy
#: cloth's middle cards go unread for a few pictures at a time.
GATHERED_S = 1.0


class MiddleCards:
    """The middle cards of a two-player table across a gather (module docstring)."""

    #: the frame time, s, of the last picture in which a round was in play with cards in
    #: its zones (:meth:`_note_in_play`): a middle card read lying at its place since then
    #: or before lay there while that round was played (:meth:`_lay_in_ended_round`)
    played_t: float = float("-inf")
    #: ``(round, frame time s)``: the first picture in which the tracker's round had a card
    #: in some zone (its first play taken, read or entered by key: :meth:`_note_in_play`)
    first_play: tuple[int, float] = (-1, float("inf"))
    #: the round whose table, seen cleared, was told to lie under the next deal's face-up
    #: cards (:meth:`_tell_next_deal_laid`): told once a round
    next_deal_told: int = -1

    def _note_in_play(self) -> None:
        """Once a picture, before its cards: note its frame time (:attr:`played_t`) while
        the tracker's round is in play with a card in some zone (its first play made: the
        next round's face-up cards are laid once it is over, seed 002 "Setup") and the
        picture reads a zone card: a round the tracker holds in play on a table gathered
        (its last card awaited by key) is over there, and a middle card first read then is
        the next round's face-up card (review of faceup51: one read while Bob's hand was
        awaited, made stable after Enter gave it, was said "still on the table"). A
        picture that reads none (a hand over the zones) notes the last time the camera
        read one of its stable zone cards (:attr:`~vision.place_cover.StablePlace.seen_t`):
        the round's first play made stable from earlier pictures, unread in the picture
        itself and the next ones (fresh QA52 r3: f151-f153, a hand over Alice's first
        play as round 1's face-up Elder Sign, under a cup till then, became stable)."""
        tracker, reading = self.session.tracker, self.watcher.last_reading
        if not tracker.started or reading is None:
            return
        view = tracker.view()
        if view.active is None and not tracker.hand_seats() \
                or not any(seat.zone for seat in view.seats):
            return  # (a round ended at a self-out, its hand owed, is still on the table:
            # its late face-up card deals nothing; review of k60, tracker.flow.round_over_owed)
        if self.first_play[0] != view.round:
            self.first_play = (view.round, reading.t)
        if self._next_deal_laying():
            return  # its zone cards are the next round's, held (review of hi2 (c))
        if any(s.seat is not None for s in reading.sightings):
            self.played_t = reading.t
            return
        seen = [p.seen_t for p in self._stable_places() if p.seat is not None]
        self.played_t = max([self.played_t, *seen])

    def _note_resumed_round(self) -> None:
        """A resumed game's set-up pictures read (before their cards are taken,
        :meth:`~companion.app.live_setup.GuidedSetup._resumed_cards`): when the camera made
        stable a zone card the log's round holds there (by name, in that seat's zone of the
        tracker's view), those pictures showed that round's table still lying, so the
        latest time one of them was read counts as a picture of that round in play
        (:attr:`played_t`, as :meth:`_note_in_play` notes it live): a middle card read
        lying since then or before is that round's face-up card, read anew by a camera
        that starts empty, neither dealing the next round nor taken as its face-up card
        (:meth:`_lay_in_ended_round`; seed 002 "Setup": the next deal's five are laid once
        the table is gathered). Fresh QA69 HIGH-2 (d493, 2 players, quit once round 1 was
        over, ``--stop-at`` 161, 165 or 178): resumed, round 1's face-up Cthulhu, Deep One,
        Musician and Entertainer were said as round 2's ("Boca arriba: Cthulhu." …), round
        2's own never, and key 3 was false all round 2. Two players only; no zone card of
        the log read: nothing noted (a table gathered during the quit: its middle cards
        may be the next deal's), or no middle card read that the log's round holds face up
        (rev-res70, HIGH: round 2 dealt during the quit, Alice's first play the
        Investigators as in round 1, took round 2's face-up cards as round 1's)."""
        tracker = self.session.tracker
        if len(self.options.names) != 2 or not tracker.started:
            return
        view = tracker.view()
        zones = [seat.zone for seat in view.seats]
        places = self._stable_places()
        seen = [p.seen_t for p in places
                if p.seat is not None and 1 <= p.seat <= len(zones)
                and set(p.candidates) & set(zones[p.seat - 1])]
        # and a middle card the log's round holds face up: the next round dealt during
        # the quit, its first play named as an old zone card, is no old round still lying
        # (rev-res70, HIGH: d493's round 2 and Alice's Investigators both rounds)
        if seen and any(p.seat is None and set(p.candidates) & set(view.face_up)
                        for p in places):
            self.played_t = max(self.played_t, *seen)
            log.info("camera: the resumed log's round lay in its zones until %.2f s",
                     self.played_t)

    def _lay_in_ended_round(self, event) -> bool:
        """Whether ``event`` (a card the camera made stable in the middle, 2 players) was
        read lying at its place (:attr:`~vision.records.CardAppeared.since_t`, never seen
        taken away: the time resets when it moves) since a picture in which the ended
        round was still in play (:attr:`played_t`): a card of that round read late (one of
        its face-up cards, unread on a busy cloth), not one the next round's deal laid.
        It neither deals the next round nor is taken as its face-up card; the camera keeps
        it, and once the round is dealt it is said still on the table and watched until
        taken away (:meth:`~companion.app.live_deal.NextDeal._old_cards`). Fresh QA51 run
        B2 (2 players, busy cloth, demo seed 72): round 2's face-up Sailor, first read as
        Alice's last card ended round 2, dealt round 3 and was said "Face up: The
        Sailor."; round 3's Sailor was Bob's hand, refused when he laid it, round 3 lost."""
        view = self.session.tracker.view()
        if not self._lay_in_round_played(event) \
                or view.active is not None and any(seat.zone for seat in view.seats):
            return False  # (the last: a round in play, its first play made)
        log.info("camera: %s in the middle since %.2f s, the ended round in play then (%.2f s)",
                 event.candidates, event.since_t, self.played_t)
        return True

    def _lay_in_round_played(self, event) -> bool:
        """Whether ``event`` (a card the camera made stable in the middle, 2 players) was
        read lying at its place (:attr:`~vision.records.CardAppeared.since_t`) since a
        picture in which the round was in play with a zone card read (:attr:`played_t`):
        that round's own face-up card read late (seed 002 "Setup": the five are laid
        before the first play), never the next round's, even when this picture reads no
        zone card (a hand over the only one: :meth:`~companion.app.live_cards.LiveCards.
        _piles_gathered` holds no covered place). Fresh QA52 run r3 (2 players, original,
        busy cloth, es, demo seed 83): round 1's face-up Elder Sign and Mi-Go, under a cup
        till then, made stable in the one picture a hand hid Alice's first play, were held
        as the next round's and said "Face up: The Elder Sign." in round 2 (truth: The
        Deep Ones); Alice's round-2 hand, the Elder Sign, was then taken as the Liber
        Ivonis. Or lying there since before the picture in which the round first had a
        zone card (:attr:`first_play`): a first play entered by key, the camera unable to
        read it, tells no time of its own (review of faceup52: the late Sailor said "Face
        up: The Sailor." as round 2's)."""
        since = event.since_t
        round_, first_t = self.first_play
        return len(self.options.names) == 2 and event.middle and since is not None \
            and (since <= self.played_t
                 or round_ == self.session.tracker.view().round and since < first_t)

    def _face_up_dealt(self) -> bool:
        """Whether a card laid in a zone now deals the next round on the next round's
        face-up cards (:meth:`_face_up_laid`), the round's end not asked: a question whose
        answer decides it (:meth:`Tracker.end_asked
        <companion.tracker.table_queries.TableQueries.end_asked>`) is asked again instead
        (:meth:`_face_up_asked`), as on a gathered table (cq64)."""
        return self._face_up_laid() and not self.session.tracker.end_asked()

    def _face_up_asked(self) -> bool:
        """Whether the next round's face-up cards were laid (:meth:`_face_up_laid`) while
        the open question asks whose card a discard-zone card was and its answer decides
        whether the round is over (:meth:`Tracker.end_asked
        <companion.tracker.table_queries.TableQueries.end_asked>`): the table was gathered
        and dealt, which tells that the round ended, not which card was the hand (the round
        may have gone on with cards the camera missed). Then the clear is said with the
        question again (:meth:`~companion.app.live_deal.NextDeal._face_up_cleared`), and a
        card laid in a zone is held for the answer, not dealt as "yes" (cq64b: the 2-player
        face-up path dealt "Bob is out, with the Deep One." "No answer needed." as fact,
        as the gathered table did before cq64; fresh QA63b, seed 002 "End of the
        Round")."""
        return self._face_up_laid() and self.session.tracker.end_asked()

    def _face_up_laid(self) -> bool:
        """Whether, with two players and a question about the round open that some account
        answers with the round over (:meth:`Tracker.deal_settles
        <companion.tracker.tracker.Tracker.deal_settles>`), at least
        :data:`NEW_FACE_UP_DEAL` cards were laid in the middle this round once its piles
        were gathered (``gathered_middle``) and still lie there (read within
        :data:`GATHERED_S`; hand cards held over the middle are taken back) and not the
        round's own face-up cards (by name: read anew after arms hid them), some pile's
        top card no longer read (arms over the whole table hide the piles and make the
        middle's cards read anew, not gathered: review of cover50): the next round's
        face-up cards, laid before its first play (seed 002 "Setup"), so the table was
        gathered and dealt even though the camera never saw it bare. A card laid in a zone
        then is the new round's and deals it (:meth:`_deal_on_card`), never a play of the
        ended round. Fresh QA50 run A (2 players, busy cloth, seed 61): "was that Bob's
        hand?" open, Alice's gathered place judged covered, round 2's face-up cards laid,
        then Bob's round-2 Musician closed the question as fact the wrong way ("No answer
        needed: that was Bob's play. Bob is out, with The Musician."; his Deep One was his
        hand)."""
        tracker = self.session.tracker
        if len(self.options.names) != 2 or tracker.question is None:
            return False
        return self._laid_since_gather() >= NEW_FACE_UP_DEAL and tracker.deal_settles()

    def _laid_since_gather(self) -> int:
        """How many middle cards were laid in the round in progress once its piles were
        gathered (``gathered_middle``) and still lie there, not the round's own face-up
        cards read anew (:meth:`_face_up_laid`'s count; 0 when every pile's top card is
        read again: the piles were hidden, not gathered). Two players only."""
        tracker = self.session.tracker
        round_ = tracker.view().round
        laid = [e.candidates for rnd, e in self.gathered_middle if rnd == round_]
        if len(laid) < NEW_FACE_UP_DEAL:
            return 0
        # still lying in the middle (read within GATHERED_S): face-up cards stay there, hand
        # cards held over the middle while hands hid both piles are taken back (review of
        # cover50: two such cards dealt round 2 mid-round and were said face up)
        # (no stabilizer, a test's fake camera: no card there, none dealt)
        reading = self.watcher.last_reading
        if reading is None:
            return 0
        places = [p for p in self._stable_places() if reading.t - p.seen_t <= GATHERED_S]
        tops = [(k + 1, seat.zone[-1]) for k, seat in enumerate(tracker.view().seats)
                if seat.zone]
        if tops and all(any(p.seat == k and top in p.candidates for p in places)
                        for k, top in tops):
            # every pile's top card read again: the piles were hidden (arms over the
            # table, the middle's cards forgotten and read anew), not gathered (review)
            return 0
        there = [p.candidates for p in places if p.seat is None]
        old = list(tracker.view().face_up)  # the round's own face-up cards, read anew
        kept = 0
        for candidates in laid:
            if candidates in there:
                there.remove(candidates)
                if len(candidates) == 1 and candidates[0] in old:
                    old.remove(candidates[0])
                else:
                    kept += 1
        return kept

    def _next_deal_laid(self) -> bool:
        """Whether, with two players, the round in progress seen cleared in its middle
        (:attr:`~companion.app.live.LiveTable.cleared_mid`), the next deal's face-up cards
        were laid since: as many middle cards as a deal lays face up
        (:data:`~companion.rules.TWO_PLAYER_FACE_UP`; seed 004 "Setup", RULINGS O1) laid
        once its piles were gathered and still lying there (:meth:`_laid_since_gather`).
        A round is dealt only once the one before ended (seed 002 "End of the Round":
        one player left, or the deck empty), so that round ended, whatever the answers
        that have it go on: a card then read in a zone is the next round's, held, never
        that round's card back nor its awaited card
        (:meth:`~companion.app.live_deal.NextDeal._cleared_mid_round`). Fresh QA64b
        HIGH-2 (2 players, es, demo d493): Bob's knocked-out Investigators undone, the
        gathered table asked again, "no" to "was that Bob's hand?"; round 2's five
        face-up cards laid, Alice's round-2 Investigators ended the clear as her round-1
        card back, and Bob's round-2 Nightgaunt was said as his round-1 hand ("Bob is
        out, with the Nightgaunt." "Alice wins the round and has 1 token."): round 2
        never existed. Not while a question is open: its answer decides (cq64, cq64b: yes
        deals the round on the held cards), "no" closing it."""
        tracker = self.session.tracker
        if len(self.options.names) != 2 or not tracker.started or tracker.question is not None:
            return False  # (a question open: its answer decides, cq64, cq64b)
        return self.cleared_mid == tracker.view().round \
            and self._laid_since_gather() >= TWO_PLAYER_FACE_UP

    def _next_deal_laying(self) -> bool:
        """Whether, with two players, the round in progress seen cleared in its middle
        (:attr:`~companion.app.live.LiveTable.cleared_mid`) and no question open, the next
        deal's face-up cards are being laid: at least :data:`NEW_FACE_UP_DEAL` middle cards
        laid once its piles were gathered and still lying there
        (:meth:`_laid_since_gather`), fewer than a deal lays face up
        (:data:`~companion.rules.TWO_PLAYER_FACE_UP`; seed 004 "Setup"). The count is not
        known yet: a card then read in a zone where one of the round's lay is no proof the
        round's cards are back (:meth:`~companion.app.live_deal.NextDeal._cleared_mid_round`
        keeps the clear; the card waits as any laid since). Review of hi2 (c), fresh
        QA64b HIGH-2's d493: the 5th face-up card read after Alice's round-2
        Investigators (at her round-1 place) and Bob's Nightgaunt; her card ended the
        clear as her round-1 card back, and "Bob is out, with the Nightgaunt." was said."""
        tracker = self.session.tracker
        if len(self.options.names) != 2 or not tracker.started or tracker.question is not None \
                or self.cleared_mid != tracker.view().round:
            return False
        return NEW_FACE_UP_DEAL <= self._laid_since_gather() < TWO_PLAYER_FACE_UP

    def _tell_next_deal_laid(self, round_: int) -> None:
        """Say once (:attr:`next_deal_told`) that the next deal's face-up cards lie in the
        middle of round ``round_``'s table seen cleared (:meth:`_next_deal_laid`): that
        round ended, how not seen; Enter and the missed card's rank end it, the new cards
        held till then (``app.cleared_next_dealt``). Over once the table takes an input or
        the clear ends. Then the newest answer that keeps the round going, if one does, and
        that minus twice takes it back (``app.cleared_by_answer``, :meth:`TableSession.
        blame_kept_round <companion.app.undo_key.UndoKey.blame_kept_round>`): d493's way
        out, "no" taken back and "yes" given, deals round 2 on the held cards."""
        if self.next_deal_told == round_:
            return
        self.next_deal_told = round_
        taken = self.session.taken_since()
        self.session.tell("app.cleared_next_dealt", round=round_, stale=lambda: taken()
                          or self.cleared_mid != round_)
        # the answer that kept the round going, if any: minus twice takes it back
        self.session.blame_kept_round(round_, over=lambda: self._cleared_over(round_))

    def _forget_gathered_middle(self, view) -> None:
        """With two players, once the round's piles are gathered
        (:meth:`~companion.app.live_cards.LiveCards._piles_gathered`), the middle cards the
        camera remembers and has not read for :data:`GATHERED_S` are forgotten (gathered
        with them; not the card set aside face up): a card of the same name laid near
        where one lay, the next round's face-up card, is then reported as a new card
        (session 39, en21 busy: round 2's three Investigators and Cultists were taken for
        round 1's, never reported, and none was taken face up)."""
        stabilizer = getattr(self.watcher, "stabilizer", None)
        reading = self.watcher.last_reading
        if len(self.options.names) != 2 or view.round == 0 or stabilizer is None \
                or not hasattr(stabilizer, "stable_places") or not self._piles_gathered():
            return
        aside = set_aside_face_up(self.options.edition)
        for p in stabilizer.stable_places():
            if p.seat is None and not p.seen and aside not in p.candidates \
                    and reading.t - p.seen_t >= GATHERED_S:
                log.info("camera: %s in the middle gathered", p.candidates)
                self.watcher.forget(None, p.candidates, card_id=p.card_id)

    def _new_face_up(self, laid, doubt=()) -> None:
        """With two players, the middle cards ``laid`` (camera events) first reported in
        the ended round once its piles were gathered (``gathered_middle``,
        :meth:`~companion.app.live_cards.LiveCards._piles_gathered`): the new round's
        face-up cards, laid before its first play (seed 002 "Setup"), taken now, in the
        order laid, never said as the old round's (session 39, en21 busy: round 2's three
        Investigators were said left from round 1, whose face-up cards had Investigators
        too, and none was taken). ``doubt``: those of ``laid`` that may be the ended
        round's, left lying (an old middle card read again at its place,
        :meth:`~companion.app.live_deal.Gathered.middle_again`): said with "Check it."
        (review of faceup52)."""
        for event in laid:  # each a card of its own: reported apart, laid apart
            view = self.session.tracker.view()
            if len(event.candidates) == 1 and len(view.face_up) < 5 \
                    and event.candidates[0] != view.aside:
                self.session.observe(o.face_up(event.candidates[0]),
                                     check=event.from_stickers
                                     or any(event is d for d in doubt))


__all__ = ["GATHERED_S", "MiddleCards", "NEW_FACE_UP_DEAL"]
