"""A table cleared while a round is in progress, or while its accounts differ on
whether it is over: a part of :class:`companion.app.live_deal.NextDeal`
(:class:`MidCleared`), split from :mod:`companion.app.live_deal` by job (rf68b); what is
said of it: :mod:`companion.app.mid_cleared_said`.

A table seen empty for :data:`CLEARED_FRAMES` pictures while one account of the table has
the round over and another has it going on (a Boxer or Deep One compare: the loser's hand
laid in the next player's zone looks like that player's play) tells the round is over:
the next round is dealt (:meth:`Tracker.deal_settles
<companion.tracker.tracker.Tracker.deal_settles>`), the ended round's news said first, then
the dealing steps (QA35 stfr2: round 3's cards were taken as round 2's, which never ended).

A table seen empty for :data:`GATHER_RUN_S` of frame time (or :data:`CLEARED_MID_FRAMES`
pictures), or a moment of it then a card new to the camera (:mod:`companion.app.mid_gather`:
review of late56, a gather a picture short of 30 said nothing), while a round is in progress
(QA13b N2: the players moved on while "is Carol out?" was open, or dealt again after a
misdeal) is said, with what to do; cards laid after it are held (left, said once) until
the round is settled: the open question answered (then the first of them deals the next
round, the others after it in the order laid, seen now or under a later card:
:meth:`NextDeal._deal_held`; a card first read once the round is settled, before they are
given, was laid after them and is held among them: fresh QA54b HIGH B, it dealt the round
on itself ahead of them), or the round undone to its deal (then each is taken in its
turn). Once new cards held so are not the round's next plays in turn
(:meth:`NextDeal._played_on`), a card of the round read again where it lay (or one of its
name in its zone) is a new card too, reported as laid when first read again or forgotten
by the camera and read as such (:mod:`companion.app.cleared_cards`; QA46b: the next
rounds' cards laid where the round's cards of those names had lain were never reported).
Held cards the round takes in turn, and every card of the round back, were a cloth lifted:
the alarm ends, the held cards given in turn (review of integ47).
"""
from __future__ import annotations

import logging
from dataclasses import replace

from companion.app.card_deal import _in_order_laid
from companion.app.card_place import at_place, places
from companion.app.cleared_cards import ClearedCards
from companion.app.cleared_logged import cleared_quiet, cleared_restored, cleared_unsaid
from companion.app.deal_times import (CLEARED_FRAMES, CLEARED_MID_FRAMES, FROM_LOG_BARE_S,
                                      GATHER_RUN_PICTURES, GATHER_RUN_S, GATHERED_DEALT_S)
from companion.app.gathered_table import _zone_places, _zones_covered
from companion.app.keyed_cards import keyed_in_zone
from companion.app.live_cards import card_observation
from companion.app.one_pile_covered import one_pile_covered_at_most


log = logging.getLogger(__name__)


class MidCleared:
    """The table cleared in a round's middle: a part of
    :class:`~companion.app.live_deal.NextDeal` (a mixin of
    :class:`companion.app.live.LiveTable` through it: it uses the table's attributes that
    class's docstring lists)."""

    def _cleared_mid_round(self, view) -> None:
        """During a round with cards the camera reported in its zones, or cards a stall
        keeps (:mod:`companion.app.stall`, QA35 stfr1): every zone seen empty for
        :data:`CLEARED_MID_FRAMES` real pictures (seat markers seen), or for
        :data:`GATHER_RUN_S` of frame time, or for a moment before a card new to the camera
        (:meth:`_mid_look`, :class:`~companion.app.mid_gather.MidGather`: review of late56,
        a 2.9 s gather at 10 pictures a second said nothing, and the next round's Boxer was
        said as Dan's discard once the late answer came), is said, with what
        to do (again now and then: :mod:`companion.app.cleared_again`), and, when the table
        stalled behind a missing card, what is missing (``app.cleared_mid_stalled``); half
        the old cards seen again (a kept card at its own place only: a false alarm; not a
        card laid and held since the clear, named like one of the round's: QA46 HIGH-3) or
        the round undone to its deal ends it. A round the held cards dealt after they were
        seen gathered (:attr:`~companion.app.live.LiveTable.gathered_dealt`) is seen cleared
        once it reads gathered a moment (:meth:`_gathered_dealt_bare`): the table played it
        through and gathered it while the round before waited (fresh QA52b runC2: the
        answer came a frame after the gather, the bare table then lasted 16 pictures, and
        round 3's cards were given as round 2's: "Carol queda fuera.", "Bob gana la
        ronda"). While a hand that ends the round is awaited
        (:meth:`_hand_ends_round`), a resumed log's
        cards the camera has not read since the resume count too, once the table reads bare
        for :data:`FROM_LOG_BARE_S`: the table gathered while the companion was off (review
        of showdown47: round 6's cards were said "where the log has …", and round 6 was
        never dealt)."""
        reading = self.watcher.last_reading
        # only cards the camera reported count: one entered by key (a worn label, a card
        # the camera cannot read) is not seen, so its empty zone is no clear (QA15 #2: the
        # round's first card entered by key was said "table cleared", the next card held)
        seen = [len(seat.zone) - len(self.known.entered(view, s))
                for s, seat in enumerate(view.seats)]
        # a resumed log's (docstring), or its round seen cleared before the quit (hqr)
        from_log = not any(seen) and (self._hand_ends_round() or cleared_restored(self, view)
                                      or self._log_end_asked())
        if from_log:
            seen = [len(self._log_unread(view, s)) for s in range(len(view.seats))]
        # and the cards kept behind a missing card (QA35 stfr1: none taken, all refused or
        # held behind Alice's unread Cthulhu; the cleared table was never said)
        kept = [left for left in self._stall_kept() if left.round == view.round]
        if not any(seen) and not kept or view.game_winners or view.round == 0:
            self.cleared_mid, self.cleared, self.cleared_ids = None, 0, None
            self.mid_gather.forget()
            return
        if reading is None or not reading.readable:
            return
        if self.cleared_mid == view.round:
            self._note_back(reading)
            back = self._cards_back(reading, view, kept)
            # and more than the cards laid and held since the clear: a table played on
            # since (QA46 HIGH-3: round 3's Investigators of Alice and Bob, at the places of
            # round 2's, the stabilizer took for those; Alice's Urchin, Bob's Randall
            # Tillinghast and Shoggoth held), not the round's cards uncovered
            laid = sum(1 for left in self.left_cards if left.deals and left.there)
            # the next deal's face-up cards laid since: the round ended, a zone card read
            # is the next round's, never the round's back (fresh QA64b HIGH-2)
            dealt = self._next_deal_laid()
            sure = dealt or self._played_on()  # the held cards tell it (once a picture)
            played_on = sure or self.cleared_ids is not None and self.cleared_ids.played_on
            total = sum(seen) + len(kept)
            if dealt:
                self._tell_next_deal_laid(view.round)
            # some but not all five laid yet: the count not known, no card is back for
            # sure (review of hi2 (c): the 5th face-up card read after the zone cards)
            laying = not dealt and self._next_deal_laying()
            if not dealt and not laying and back * 2 >= total \
                    and back >= min(2, total) \
                    and (back > laid or not played_on and back >= total):
                # at least half the round's cards are back: it was not cleared (a cloth, a
                # hand over the table); one new card named like an old one is not enough
                # (QA14 NEW-1: a new round's copy ended the alarm, and the later rounds'
                # cards were taken as the old round's plays), even when it is half of a
                # 2-card round's (review of hqq: QA65b's route, round 2's Investigators at
                # the place of Alice's round-1 one, then "Bob is out, with the Nightgaunt."
                # said of round 2's card, false); no more than those laid since
                # either (new cards the camera took for the old: QA46 HIGH-3), unless all
                # are back and those laid since may be the round's next plays, then given
                # in turn (review of integ47: Carol's Fed and Dan's Deep One)
                self.cleared_mid = self.cleared_ids = None
                log.info("camera: the round's cards are seen again")
            elif sure:  # an old card read again is a new one
                self._forget_cleared_round(reading, view)
            if self.cleared_mid == view.round and cleared_unsaid(self, view):
                # a resumed log's clear (hqr), never said since the resume: said once, then
                # again now and then, as live (review of hqr: silent until a card was held)
                said = []  # (an undo's: its question said again, the clear not twice)
                if not cleared_quiet(self, view):
                    with self.session.said_for.collecting() as said:
                        self._say_cleared(view, kept)
                self._cleared_said(view.round, said, reading.t)
            elif self.cleared_mid == view.round:  # still blocked: said again now and then
                self._cleared_due(view, reading.t)  # (QA47b MEDIUM-1, cleared_again)
            return
        # a round's face-up cards stay in the middle; a stray covered place is no pile under
        # a hand (_stray_covered)
        look = self._mid_look(reading)
        self.cleared = self.cleared + 1 if look == "bare" else 0
        # and in frame time: GATHER_RUN_S, or a moment then a new card (mid_gather)
        told = "" if from_log else self.mid_gather.see(
            look, reading.t, view.round, GATHER_RUN_S, GATHER_RUN_PICTURES)
        if told == "new" and len({s for s, n in enumerate(seen, 1) if n}
                                 | {left.event.seat for left in kept}) < 2:
            told = ""  # one zone's cards gone: taken back, not gathered (mid_gather)
        settles, asked = self._clear_settles()
        if told and settles:
            # an account has the round over: the bare run deals it, not a clear said as
            # "round N is not over" (review of gather57: a seatless picture in the gather
            # broke the bare run, not the frame-time one; QA44 HIGH-1's deal never came)
            told = ""
        run = self._bare_for_deal(reading)  # the bare run kept up in every picture
        bare = self.cleared >= CLEARED_FRAMES or run
        if from_log:  # the log's cards unread a moment after the resume: no clear yet
            bare = self.bare_run is not None and reading.t - self.bare_run[0] >= FROM_LOG_BARE_S
        # the round's table gathered before its held cards dealt it (gathered_dealt)
        gathered = self._gathered_dealt_bare(view, reading)
        bare = bare or gathered
        if bare and settles:
            # some account has the round over (a compare's loser's hand taken as the next
            # player's play is another): the cards gathered tell it was (QA35 stfr2: round
            # 3's cards were taken as round 2's, whose end was never said)
            log.info("camera: the table cleared ends round %d", view.round)
            self._deal(ended=True)
            return
        if self.cleared < CLEARED_MID_FRAMES and not told \
                and not (bare and (asked or self._hand_ends_round())) and not gathered:
            return
        if told:
            log.info("camera: the table read gathered %s", "and a new card laid"
                     if told == "new" else f"for {reading.t - self.mid_gather.first_t:.1f} s")
        self._mark_cleared(view, reading, kept, gathered, from_log)

    def _face_up_cleared(self, event) -> None:
        """Two players, the next round's face-up cards laid while the round's end is asked
        (:meth:`~companion.app.middle_cards.MiddleCards._face_up_asked`): the table was
        gathered and dealt though never seen bare. Taken as a table cleared in the round's
        middle (:meth:`_mark_cleared`): the clear said with the question again
        (``app.cleared_end_asked``), the cards laid since held until the answer; "yes" ends
        the round and the held cards deal the next one (cq64b). ``event``: the zone card
        laid now (a camera event), the next round's: not among the round's cards held at
        the clear (the stabilizer's newest card of its name in its zone)."""
        view = self.session.tracker.view()
        log.info("camera: round %d's next face-up cards laid, its end asked", view.round)
        kept = [left for left in self._stall_kept() if left.round == view.round]
        same = [p.card_id for p in self._stable_places()
                if p.seat == event.seat and tuple(p.candidates) == tuple(event.candidates)]
        self._mark_cleared(view, self.watcher.last_reading, kept, gathered=False,
                           from_log=False, played_on=True, new=max(same, default=None))

    def _mark_cleared(self, view, reading, kept: list, gathered: bool, from_log: bool,
                      played_on: bool = False, new: int | None = None) -> None:
        """Note round ``view.round`` cleared in its middle at ``reading`` (a readable
        picture) and say so (:meth:`_say_cleared`; again later: ``cleared_again``).
        ``kept``: the cards a stall keeps; ``gathered``: the table gathered before its held
        cards dealt it (none held now is the round's); ``played_on``: a card laid since is
        the next round's at once (:class:`ClearedCards`); ``new``: the stabilizer's number
        of a card laid since, not the round's."""
        self.mid_gather.forget(view.round)
        self.gathered_dealt = self.gathered_dealt_run = None
        self.cleared, self.cleared_mid, self.cleared_held = 0, view.round, []
        # the zone cards the camera held: gathered, or not (a cloth, a hand over the
        # table). At the round's end, a hand awaited, a card laid since is the next round's
        # at once; in its middle only once a new card was held since the clear (see
        # :class:`ClearedCards`)
        # (gathered before its deal: none of the cards held now is the round's)
        self.cleared_ids = ClearedCards(view.round, set() if gathered else {
            p.card_id for p in self._stable_places() if p.seat is not None
            and p.card_id != new},
            played_on=played_on or gathered or self._hand_ends_round(), from_log=from_log)
        with self.session.said_for.collecting() as said:
            self._say_cleared(view, kept)
        self._cleared_said(view.round, said, reading.t)  # said again later (cleared_again)

    def _mid_look(self, reading) -> str:
        """What ``reading`` (a readable picture of a round in progress) shows, as
        :meth:`MidGather.see <companion.app.mid_gather.MidGather.see>` takes it: ``"bare"``
        (seat markers seen, no zone card read, each zone's places bare or one stray covered
        one: :meth:`_table_empty`, :meth:`_stray_covered`), ``"quiet"`` (the same but no
        seat markers), ``"new"`` (the same but for zone cards the camera does not hold as
        stable: new ones, not yet laid still), ``"covered"`` (a place judged covered, a card
        pushed out of its zone) or ``"seen"`` (a stable zone card read: the table's cards
        are there; any zone card without a stabilizer)."""
        stabilizer = getattr(self.watcher, "stabilizer", None)
        zone = [s for s in reading.sightings if s.seat is not None]
        if stabilizer is None and zone or stabilizer is not None \
                and stabilizer.zone_cards_in_view():
            return "seen"
        rest = replace(reading, sightings=tuple(s for s in reading.sightings
                                                if s.seat is None)) if zone else reading
        if not self._table_empty(rest, middle=False) \
                and not self._stray_covered(rest, unmarked=True):
            return "covered"
        return "new" if zone else "bare" if reading.seats else "quiet"

    def _gathered_dealt_bare(self, view, reading) -> bool:
        """Whether the round the held cards dealt after they were seen gathered
        (:attr:`~companion.app.live.LiveTable.gathered_dealt`, round ``view.round``) still
        reads gathered: no zone card read nor held in view (:meth:`_zone_card_seen`) in
        ``reading`` (a readable picture) and the pictures since the deal, for
        :data:`GATHERED_DEALT_S` of frame time and :data:`GATHER_RUN_PICTURES` pictures
        (:attr:`~companion.app.live.LiveTable.gathered_dealt_run`). A card read first: no
        gathered table (review of runc53: the key came while an arm still hid the held
        cards, read again a picture after the deal; "The table was cleared, but round 2 is
        not over" was said over them)."""
        if self.gathered_dealt != view.round:
            return False
        if self._zone_card_seen(reading):
            self.gathered_dealt = self.gathered_dealt_run = None
            return False
        first, count = self.gathered_dealt_run or (reading.t, 0)
        self.gathered_dealt_run = first, count + 1
        return count + 1 >= GATHER_RUN_PICTURES and reading.t - first >= GATHERED_DEALT_S

    def _stray_covered(self, reading, unmarked: bool = False) -> bool:
        """Whether ``reading`` (a readable picture) is one of a gathered table though a
        place is judged covered: :meth:`_bare_picture`, two zones or more with places and
        none counting as covered (:func:`_zones_covered`: its covered places outnumbered
        by its bare ones). Fresh QA52b runC2, round 3's gather (frames 916-947): one of
        Alice's ten places judged covered in every picture, every zone bare; no clear, and
        round 4's plays were taken as round 3's. A hand on a zone's only play beside a
        refused card taken back (one zone, review of leftover48) still is no clear, nor is
        it with a refused card taken back from another zone (review of runc53: two zones,
        none covered): the places of the round's plays (the tracker's zone cards) alone
        must not count as covered either (runC2's covered place was a held card's). One
        zone covered beside two bare zones or more, of all places and of the plays' alike,
        is a stray look, not a hand on the round's cards
        (:func:`~companion.app.one_pile_covered.one_pile_covered_at_most`; fresh QA55
        HIGH-3: Carol's only play judged covered through round 2's whole gather, the
        answer late, round 3's Mi-Go said as her round-2 play). ``unmarked``: no seat
        marker need be read (:meth:`_bare_picture`)."""
        zone_places = _zone_places(reading)
        zones = _zones_covered(zone_places)
        view = self.session.tracker.view()
        plays = _zones_covered([p for p in zone_places if 0 < p.seat <= len(view.seats)
                                and set(p.candidates) & set(view.seats[p.seat - 1].zone)])
        return len(zones) >= 2 and one_pile_covered_at_most(zones) \
            and one_pile_covered_at_most(plays) and self._bare_picture(reading, unmarked)

    def _played_on(self) -> bool:
        """Whether the cards held since the table was seen cleared in a round's middle
        (:attr:`~companion.app.left_cards.LeftCard.deals`, still there) tell it was played
        on: some held, and not all of them, in the order laid (:func:`_in_order_laid`),
        the round's next plays (:meth:`Tracker.takes_in_turn
        <companion.tracker.tracker.Tracker.takes_in_turn>`: each in a zone then awaited,
        none refused). Held cards the round takes so may be its plays, the clear false (a
        hand over the table): the round's cards read again then are its own (integ47: Carol's Fed
        laid while a hand hid Alice's and Bob's cards; held47 forgot each as it came back,
        said it "held; this round is not settled yet", and round 1 stalled; review of
        integ47: so with Carol's Fed and Dan's Deep One, two plays in turn)."""
        held = [left for left in self.left_cards if left.deals and left.there]
        if not held:
            return False
        cards = [card_observation(left.event.seat, left.event.candidates)
                 for left in _in_order_laid(held, self._taking_order())]
        return None in cards or not self.session.tracker.takes_in_turn(cards)

    def _log_end_asked(self) -> bool:
        """Whether the open question decides whether the round is over
        (:meth:`Tracker.end_asked <companion.tracker.table_queries.TableQueries.end_asked>`),
        on a resumed table (:attr:`~companion.app.known_cards.KnownCards.from_log`): its
        log's cards unread since the resume then count for a clear
        (:meth:`_cleared_mid_round`, after :data:`FROM_LOG_BARE_S` of bare table), said
        with the question again as live (cq64). res68, found at the cut points of QA67
        M1's route (d493 --stop-at 199, 201, 210; '--' at 20.0 s): the round's cards,
        lying at the resume but gathered before the set-up made them stable, never
        counted as reported; Bob's Investigators undone (the question open again), the
        table gathered said nothing, so '+2' got no clear line nor hint and round 2's
        cards were later held as round 1's."""
        tracker = self.session.tracker
        if tracker.question is None or not tracker.started:
            return False
        view = tracker.view()
        if not any(self._log_unread(view, s) for s in range(len(view.seats))):
            return False
        try:
            return bool(tracker.end_asked())
        except Exception:  # a tracker bug must not stop the loop: no clear from the log
            log.exception("end_asked failed")
            return False

    def _log_unread(self, view, seat: int) -> tuple[int, ...]:
        """The places (0 = oldest) in ``seat``'s zone (0-based) of the resumed log's cards
        the camera has not reported since the resume (:meth:`KnownCards.logged_unread
        <companion.app.known_cards.KnownCards.logged_unread>`), less those entered by key
        (:func:`~companion.app.keyed_cards.keyed_in_zone`): what counts for a clear, as
        live only the camera's cards do (rev-res69). ``view``: the tracker's view now."""
        unread = self.known.logged_unread(view, seat)
        if not unread:  # (a table not resumed: no history read)
            return unread
        return self.known.logged_unread(view, seat, keyed_in_zone(self.session, seat))

    def _hand_ends_round(self) -> bool:
        """Whether every account waits for a hand whose reveal ends the round: hands
        revealed at the round's end (the tracker's ``waiting()`` kind ``showdown``; the
        deck is empty and every card laid), so a table gathered (:meth:`_bare_for_deal`:
        :data:`GATHER_RUN_S` of frame time, or :data:`CLEARED_FRAMES` bare pictures, as a
        deal needs) is the round's end, not
        an arm over it: said at once (:meth:`_cleared_mid_round`), with the hand awaited.
        QA46 HIGH-1 (A: 4 players, arkham, seed 11): Carol's revealed Boxer never read,
        the 3 s of gathered table were ~7 pictures at 0.4 s a picture, short of
        :data:`CLEARED_MID_FRAMES`; nothing asked for her card, and round 4's plays were
        refused as round 3's ("Check Carol's zone: the Nightgaunt again?"), then named
        leftovers, then wrong facts. So is a wait (kind ``hand``) for the last knock-out's
        hand, whose reveal ends the round (no account has a next turn,
        ``TableQueries.next_turns``): review of showdown47, QA47 HIGH-1 (3 players,
        original, demo seed 22, round 5): Bob out at his Sanity check, his hand never read,
        the table gathered ~3 s; his round-6 Great Race of Yith was taken as that hand,
        then "Still on the table from the last round"."""
        tracker = self.session.tracker
        if not tracker.waiting_agreed():
            return False
        kind = tracker.waiting()[0]
        return kind == "showdown" or kind == "hand" and not any(
            turn is not None for turn in tracker.next_turns())

    def _cards_back(self, reading, view, kept: list) -> int:
        """How many of the round's cards ``reading`` shows back on a table seen cleared in
        its middle (:meth:`_cleared_mid_round`), each sighting counted once: a kept card
        (``kept``, :meth:`~companion.app.stall.Stalls._stall_kept`) at its own place only
        (the next rounds' cards, named alike, are not it: QA35 stfr1, by ear, round 2's
        Investigators ended the alarm), else a card named like one of its zone's
        (``view``: the tracker's). Not a card laid and held since the clear
        (:attr:`~companion.app.left_cards.LeftCard.deals`): QA46 HIGH-3 (2 players,
        resumed), round 3's Investigators, laid where round 2's kept one had lain, counted
        twice, as that card at its place and as a name of Alice's zone: the alarm ended,
        and the cards kept behind Bob's missing play were given as round 2's. Nor a card
        the camera does not hold as stable (:func:`_stable_only`): round 3's Investigators
        of Alice and Bob, each read for a while before it was stable (and so held), ended
        it too."""
        new = [left for left in self.left_cards if left.deals and left.there]
        rest = []
        for s in reading.sightings:
            laid = next((x for x in new if x.event.seat == s.seat
                         and set(x.event.candidates) & set(s.candidates)), None)
            if laid is None:
                rest.append(s)
            else:
                new.remove(laid)
        stabilizer = getattr(self.watcher, "stabilizer", None)
        rest = _stable_only(rest, stabilizer.stable_places()
                            if hasattr(stabilizer, "stable_places") else None)
        back = 0
        for left in kept:
            event = left.event
            s = next((s for s in rest if s.seat == event.seat
                      and set(s.candidates) & set(event.candidates)), None)
            if s is not None and at_place(places(reading, event.seat, event.candidates),
                                          left.place):
                rest.remove(s)
                back += 1
        zones = [list(seat.zone) for seat in view.seats]
        for s in rest:
            zone = zones[s.seat - 1] if s.seat is not None and 0 < s.seat <= len(zones) else []
            key = next((k for k in s.candidates if k in zone), None)
            if key is not None:
                zone.remove(key)
                back += 1
        return back

    def _clear_settles(self) -> tuple[bool, bool]:
        """``(settles, asked)``: whether a table gathered in the round's middle ends it,
        dealt at once: some account has the round over and the next deal awaited, the
        others going on (:meth:`Tracker.deal_settles
        <companion.tracker.tracker.Tracker.deal_settles>`; QA35 stfr2, QA44 HIGH-1), unless
        the players were asked whose card it was that decides it (``asked``:
        :meth:`Tracker.end_asked <companion.tracker.table_queries.TableQueries.end_asked>`):
        the gathered table does not tell which card was the hand, as the round may have
        gone on unread; the clear is said then, on the same bare run that would have dealt
        it, with the question again, and its answer ends the round or not (fresh QA63b,
        cq64: "Bob is out, with The Fed." "No answer needed." as fact, the Fed his play and
        Alice's unread Deep One the card that put him out)."""
        tracker = self.session.tracker
        deals = tracker.deal_settles()
        asked = deals and tracker.end_asked()
        return deals and not asked, asked


def _stable_only(sightings: list, stable: list | None) -> list:
    """The ``sightings`` (a reading's, with a seat) that lie on a stable card read in this
    picture (``stable``: :meth:`Stabilizer.stable_places
    <vision.stabilize.Stabilizer.stable_places>`, each
    :class:`vision.place_cover.StablePlace` counted once, same seat, a candidate in
    common): a card the camera still tracks, not a new one not yet stable (QA46 HIGH-3).
    ``stable`` ``None`` (a stand-in camera without a stabilizer): all of them."""
    if stable is None:
        return list(sightings)
    left = [p for p in stable if p.seen and p.seat is not None]
    out = []
    for s in sightings:
        p = next((p for p in left if p.seat == s.seat
                  and set(p.candidates) & set(s.candidates)), None)
        if p is not None:
            left.remove(p)
            out.append(s)
    return out
