"""The cards the camera reported in a zone that the game did not take, watched
(:class:`LeftCard`). The camera reports a card once (:class:`vision.stabilize.Stabilizer`),
so a left card is watched: taken away (not seen in its zone for :data:`GONE_FRAMES`
readable pictures and :data:`GONE_S` seconds; a picture where its place is covered, by a
hand, an arm or a mug, is not one: ``vision.place_cover``, QA23 #1-#3), the
camera forgets it and reads it again when it is laid again; a confirmed one still there
when the table waits for a card in its zone alone is taken then, with "Check it.". An old
card taken away (the start's, held or counted, or an old round's or undone card) and seen
again at its own place within :data:`RETURN_S` is the same old card, back from under a
hand, not a play (QA21 #1, :mod:`companion.app.card_place`).

Left this way: the start's old cards (:mod:`companion.app.held_cards`); a card laid out of
turn and refused (:meth:`~companion.app.live_cards.CameraCards._card_appeared`); a card laid while
the next deal waits for an answer after the deal was undone (QA12 F8,
:meth:`~companion.app.live_deal.NextDeal._deal_begun`): once answered, it deals the round and
is taken as its first play; a card in the zone of a seat marker beyond the players (QA12
F9), said with what to do; a card laid after the table was cleared in the middle of a round
(QA13b N2, held until the round is settled); an undone card still in its zone. An old
round's card still on the table after a deal begun by a new card (QA13b N5) is watched
only: never taken, forgotten when taken away (:mod:`companion.app.live_deal`).
"""
from __future__ import annotations

import logging
from collections import Counter
from dataclasses import dataclass

from babel.lists import format_list

from companion.app.card_place import (at_place, bare_now, bared, hidden, laid_on, nearest,
                                      own_place, places, stable_place, stable_places, under_pile)
from companion.app.live_cards import card_observation
from companion.app.undone_before_answer import taken_alone
from companion.cards import card
from companion.narration.catalog import message
from companion.tracker.observations import ObservationError
from vision.records import CardAppeared

log = logging.getLogger(__name__)

#: Readable pictures in a row without a left card in its zone (and :data:`GONE_S` seconds)
#: after which it was taken away: the camera then forgets it (it is read again when laid
#: again). A card needs 4 of 6 pictures and 1 s lying still to become stable
#: (:class:`vision.pipeline.TableWatcher`, ``vision.stabilize.MIN_DWELL_S``), and a pending
#: card unseen for 6 pictures is dropped; 10 is more than glare or a misread takes away
#: (with a slow camera, 10 pictures may be more than :data:`GONE_S`).
GONE_FRAMES = 10
#: Seconds (frame time) a left card must also stay unseen to count as taken away: the
#: camera cannot tell a hidden zone from an empty one, so a card is gone only when its zone
#: has looked empty this long. QA20 #1: an arm over the zones hid the start's old cards for
#: 10 pictures (1/3 s at 30 a second), "The discard zones are clear." was said, and when
#: seen again they were taken as plays in the same second; a card laid out of turn or
#: fallen is watched the same way (the same hand, the same loss).
GONE_S = 3.0
#: Seconds (frame time) an old card taken away is remembered (a start's card, held or
#: counted, or an old round's or undone card: :attr:`LeftCard.gone_t`): seen again at its
#: own place (:func:`companion.app.card_place.at_place`) within them, it is that card, back
#: from under a hand, not a play (QA21 #1: a hand resting 3.5-4 s on the start's cards
#: made them plays when it lifted, once a whole made-up round, "Cy is out."). A blind
#: player feeling a pile may rest a hand there well beyond a few seconds: 60 s after the
#: 3 s (:data:`GONE_S`) that made it taken away. No real play is lost to it: alone where a
#: play is awaited, such a card is taken, with "check it" (:meth:`LeftCards._came_back`);
#: elsewhere a play would be refused anyway, so only a card laid out of turn, another copy
#: of the old card, within 15 mm of its place, would be left out instead of refused (and
#: it is said: "The old card is still there: …").
RETURN_S = 60.0




@dataclass
class LeftCard:
    """A card the camera reported in a zone that the game did not take (a
    :class:`vision.records.CardAppeared` ``event``, seat 1-based), in ``round``; ``unseen``:
    readable pictures in a row that did not show it there."""

    event: object
    round: int
    unseen: int = 0
    #: frame time (s) of the first picture of ``unseen`` (``None`` while seen)
    unseen_t: float | None = None
    #: laid after the round's end, held while a question about the round was open (or the
    #: table was cleared in the middle of the round, QA13b N2): once the round is over and
    #: the question answered, it deals the next round and is its first play
    deals: bool = False
    #: held for the next deal (``deals``) only because a question about the round was open
    #: and an account had the round over: answered with the round going on, it was laid in
    #: the round, given in its turn (:meth:`~companion.app.live_deal.NextDeal._deal_held`);
    #: never one laid after the table read gathered: the next round's (review of r6b54)
    for_answer: bool = False
    #: a card of the old round still on the table after the next deal (QA13b N5): watched
    #: until taken away, never taken as a play
    old: bool = False
    #: in a zone at the start (or at a resume, not in the log): said once, not taken
    #: until the table confirms it with plus 1
    #: (:meth:`~companion.app.held_cards.HeldCards._hold_key`, QA19 #3)
    held: bool = False
    #: held, then counted with plus 1: taken when the table waits for a card in its zone
    #: and it is its player's turn, even if another zone may get a card too (QA20 #5)
    counted: bool = False
    #: where it was last seen (:class:`~companion.app.card_place.Place`), ``None`` before
    place: object = None
    #: frame time (s) it counted as taken away, for a held, counted or old card: it is
    #: remembered :data:`RETURN_S` to be known again at its place (QA21 #1)
    gone_t: float | None = None
    #: it counted as taken away while its place was still covered (a hand or a cup left
    #: there beyond ``vision.place_cover.COVER_MAX_S``): back at its place, it is the old
    #: card even alone where a play is awaited (QA23 #1)
    under: bool = False
    #: an undone play left in its zone (:meth:`LeftCards._undone_left`): taken away and
    #: laid again where its play is awaited, it is laid in this turn, no card to check
    #: (QA23 #10: "It lay there before this turn: check it." after minus twice, the card
    #: lifted and laid again)
    undone: bool = False
    #: an undone card that the tracker holds again (an account with it laid first kept:
    #: :meth:`LeftCards._undone_taken`): the card whose camera report it counts as, not
    #: face up beside the tracker's cards; ``None`` otherwise
    claimed: str | None = None
    #: an old round's card asked as maybe this round's (the starter's first play, or laid
    #: in this round after a bare second: :meth:`~companion.app.live_deal.NextDeal.
    #: _say_old_cards`), its Enter and rank the way to enter it: the tracker holding it
    #: there unreported, it counts as the camera's report (:meth:`LeftCards._undone_taken`)
    asked: bool = False
    #: asked (:attr:`asked`): the frame time (s) of the picture it was asked at (the
    #: card that dealt the round: it lay there by then), ``None``: unknown. Entered by
    #: Enter and its rank, the cards laid from then on are not laid before it
    #: (:meth:`~companion.app.asked_hold.AskedHold._asked_entered_t`; fresh QA61 MEDIUM-4)
    asked_t: float | None = None
    #: asked (:attr:`asked`): the camera cards held behind it since its line was said
    #: (:mod:`companion.app.asked_hold`), for the reminders; ``None``: not said yet
    behind: int | None = None
    #: read behind a question after an older card of its zone refused as laid before the
    #: awaited one (:meth:`~companion.app.laid_before.LaidBefore._behind_older`): given only
    #: after it, in the order laid (review of fits53 HIGH)
    behind_older: bool = False
    #: ``(session.applied, tracker history length)`` when :meth:`LeftCards._fits_now` last
    #: tried it: not tried again before the table changes
    tried: tuple | None = None
    #: refused, or held behind an unread card, while the table is stalled behind a missing
    #: card (:class:`~companion.app.stall.Stall`): once the stall asked for it, kept even
    #: taken away, and given in the order laid once the table moves
    #: (:meth:`~companion.app.stall.Stalls._stall_release`)
    kept: bool = False
    #: kept as the awaited player's card laid after the cards the stall held behind their
    #: play (:meth:`~companion.app.stall.Stalls._after_missed`): their zone then, ``(round,
    #: cards)`` (:meth:`~companion.app.session_watch.SessionWatch.zone`); not given while
    #: it is unchanged, that play not entered (fresh QA48 HIGH-2: most likely their next
    #: card); ``None`` for any other card
    after_missed: tuple | None = None
    #: a readable picture since it was last seen showed its place with nothing on it (not
    #: covered, no later card read there, :func:`~companion.app.card_place.laid_on`): it
    #: was taken away, so a card laid there later is not laid on it
    #: (:meth:`~companion.app.stall.Stalls._kept_under`; review of missed48: Alice's Fed,
    #: taken back into her hand, kept under her Boxer laid at once on its place, was said)
    bare: bool = False
    #: held for the next round and kept though taken away only because these other held
    #: cards were going with it (unseen, still there: :meth:`LeftCards._deals_stays`): one
    #: of them seen again before it went, ``self`` went alone after all and is forgotten
    gone_with: tuple = ()
    #: frame time (s) of ``event`` when first reported: kept when the card is reported
    #: again (moved, laid back at its place), so held cards keep the order laid
    #: (:func:`~companion.app.live_deal._in_order_laid`; review of cleared48: Bob's held
    #: Investigators straightened after Carol's card was laid was given after it)
    laid_t: float | None = None
    #: held for the next round: the frame time (s) it was last read at its place after a
    #: gather of the held cards (:meth:`~companion.app.lost_rounds.LostRounds.
    #: _note_held_gather`): that gather was the table put back, no round played
    back_t: float | None = None
    #: held as laid before the play whose forced discard the table waits for was entered,
    #: and asked (:meth:`~companion.app.laid_before.LaidBefore._ask_before_entry`): the
    #: wait it was asked for, ``(round, seat 0-based of the effect's player, its card
    #: key)``, not asked again for it; ``None``: not asked. Another wait (the entered
    #: play's answer undone and changed: the Stowaway's discard, not the Musician's) asks
    #: again (review of fmusic54 MEDIUM)
    entry_asked: tuple[int, int | None, str | None] | None = None
    #: refused as laid before the awaited card, then taken away while the table read
    #: gathered (:meth:`~companion.app.gathered_early.GatheredEarly._early_gathered`):
    #: kept, given once its zone's card is awaited alone (fresh QA60 MEDIUM-1)
    gathered: bool = False
    #: the table it was gathered with surely cleared (every zone still empty 1 s after it
    #: counted as taken away, or the next deal's cards read): it may be given
    #: (:meth:`~companion.app.gathered_early.GatheredEarly._gather_sure`; review of q61)
    gather_sure: bool = False
    #: held with no line naming it (:meth:`~companion.app.stall.Stalls._hold`: a stall's,
    #: a glimpse hold's or an asked card's card held in silence, said only in a count,
    #: "The 6 cards laid since wait for it."): not seen by the player, so key 3 counts it
    #: unseen (:meth:`LeftCards._left_face_up`) until a line names it
    #: (:meth:`LeftCards._named`; fresh QA66 MEDIUM-1, MEDIUM-2: five such cards held
    #: behind "Still waiting for Bob's play" were taken off the unseen cards)
    unsaid: bool = False

    def __post_init__(self) -> None:
        if self.laid_t is None:
            self.laid_t = self.event.t

    @property
    def there(self) -> bool:
        """Whether it still counts as lying on the table (not taken away)."""
        return self.gone_t is None

    @property
    def open(self) -> bool:
        """Whether it still waits to be given: not counted, dealing, undone, old nor held
        at the start (the laid-before rules' cards: :mod:`companion.app.laid_before`)."""
        return not (self.counted or self.deals or self.undone or self.old or self.held
                    or self.claimed is not None)


class LeftCards:
    """The watch of the left cards in :class:`companion.app.live.LiveTable` (a mixin: it
    uses the table's ``session``, ``watcher``, ``known``, ``left_cards``, ``early``,
    ``entered_t``, ``entered_told``, ``back``,
    ``cleared_mid``, ``stall``, the hold's ``held_at``, ``held_said`` and ``hold_gone``, and
    its ``_stall_release``, ``_asked_holds_again``, ``_kept_stays``, ``_unread_waits``,
    ``_holds_all``, ``_card_appeared``, ``_deal_begun``, ``_gathered_card``,
    ``_held_over``, ``_say_held_again``, ``_held_gone``, ``_owed_step``, the lost
    rounds' ``held_laid``, ``lost_next``, ``gathered``, ``_note_held_gather`` and
    ``_rounds_lost``, and the laid-before part's ``_later_turn_asked``, ``_laid_under``,
    ``_unplaced`` and ``_entry_claims``: :class:`~companion.app.laid_before.LaidBefore`;
    ``waits_said`` and
    ``_held_by_question``: :class:`~companion.app.live_cards.CameraCards`)."""

    def _cleared_over(self, round_: int) -> bool:
        """Whether the cleared-table prompt of ``round_`` (``app.cleared_mid_round``) is
        stale: its alarm ended (:attr:`cleared_mid` no longer ``round_``: its cards back,
        the round undone to its deal), or the tracker has that round over, settled by the
        inputs since, before the live loop steps to end the alarm (session 38, recheck37
        en5 by ear: cut by Enter's card, it was said again after "Bob wins the round": the
        loop waited for the voice, ``_wait_for_voice``). Read on the voice's thread: no
        tracker (a trial changes it in place), only what the main thread noted after the
        last input (:attr:`~companion.app.session.TableSession.round_over`, ``zones``)."""
        zones = self.session.zones
        return self.cleared_mid != round_ or self.session.round_over \
            or bool(zones) and zones[0][0] != round_

    def _left_face_up(self, round_: int) -> Counter:
        """The cards the camera shows in the zones now that the tracker does not hold
        (:class:`LeftCard` still there, of round ``round_`` (1-based), read as one card),
        counted per key: face up, so not unseen (QA23 #23: an undone Urchin left out in
        Alice's zone was counted as unseen by key 3). ``round_``: the round key 3 tells,
        the next one while its deal is not heard yet (review of env44: the ended round's
        left card was taken off the dealt round's unseen cards). Not the cards held to be
        given later, which no line has told as this round's: those held for the next deal
        (:attr:`LeftCard.deals`, the next round's, or the round's own only if the answer
        says so; fresh QA65 MEDIUM-3, r20: round 1 held behind Dan's question, the table
        cleared, the next round's cards laid were taken off round 1's unseen cards, the
        list growing as they were), nor those held behind the open question, unnamed
        (:attr:`LeftCard.behind_older`: "A card in Bob's zone waits for the answer…")
        while they wait to be given (:attr:`LeftCard.open`): once asked and left out,
        named ("The Cultists in Carol's zone, laid before The Fed: …"), they are face up
        as the older card is (review of key3); nor any card held with no line naming it
        (:attr:`LeftCard.unsaid`: a stall's card held in silence behind "Still waiting for
        Bob's play", only counted, "The 6 cards laid since wait for it."; fresh QA66
        MEDIUM-1, MEDIUM-2: docs/keys.en.md, a card counts once a line naming it was
        heard), nor those the hold on an entered card the camera reads otherwise keeps
        waiting, unsaid (:meth:`~companion.app.differs_hold.DiffersHold._differs_waits`;
        fresh QA68 M3). After a resume whose log's round ``round_`` was seen cleared in its middle
        (:func:`~companion.app.cleared_logged.restore_cleared`), while it still is: the
        cards that log undid in that round and did not take again, said undone and left
        out ("take it away, or it stays left out"), lay on the table gathered, as the
        live table counts them (:attr:`~companion.app.known_cards.KnownCards.
        undone_logged`; fresh QA66 LOW-2, q1r: "5 of rank 1", 4 live)."""
        face_up = Counter(left.event.candidates[0] for left in self.left_cards
                          if left.there and left.round == round_
                          and left.event.seat is not None
                          and len(left.event.candidates) == 1 and left.claimed is None
                          and not left.deals and not left.unsaid
                          and not (left.behind_older and left.open)
                          and not self._differs_waits(left))
        if getattr(self, "cleared_from_log", None) == round_ == self.cleared_mid:
            face_up.update(cards[0] for logged, _, cards in self.known.undone_logged
                           if logged == round_ and len(cards) == 1)
        return face_up

    @staticmethod
    def _named(*lefts: LeftCard) -> None:
        """``lefts`` (:class:`LeftCard`) were just named by a line said (a question or
        prompt about them): no longer :attr:`LeftCard.unsaid`, key 3 counts them seen while
        they lie face up."""
        for left in lefts:
            left.unsaid = False

    def _card_names(self, candidates) -> str:
        """A camera reading's card name(s), in the table's language ("The Fed or
        Nightgaunt" when it could not tell them apart)."""
        names = [card(k).name(self.session.lang) for k in candidates]
        return format_list(names, style="or", locale=self.session.lang)

    def _zones(self, events) -> str:
        """``events``' cards (in seat order) said zone by zone: "The Urchin and The Fed in
        Ann's zone; The Boxer in Bob's zone" (``app.old_zone``)."""
        tracker, lang = self.session.tracker, self.session.lang
        by_seat: dict[int, list[str]] = {}
        for event in events:
            by_seat.setdefault(event.seat - 1, []).append(self._card_names(event.candidates))
        return message(lang, "app.list_sep").join(
            message(lang, "app.old_zone", player=tracker.names[seat],
                    cards=format_list(cards, locale=lang)) for seat, cards in by_seat.items())

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

    def _leave(self, event, deals: bool = False, for_answer: bool = False) -> None:
        """Watch a card the game did not take (module docstring; ``deals``, ``for_answer``:
        see :attr:`LeftCard.deals`, :attr:`LeftCard.for_answer`)."""
        left = LeftCard(event, self.session.tracker.view().round, deals=deals,
                        for_answer=for_answer)
        if deals:
            self.held_laid.append(left.laid_t)  # (companion.app.lost_rounds)
        if event.seat is not None:  # its own place, not an older copy's (fresh QA65 HIGH-2)
            left.place = own_place(
                self.watcher.last_reading, stable_places(self.watcher), event.seat,
                event.candidates, [x.place for x in self.left_cards if x.event is not event
                                   and x.event.seat == event.seat
                                   and set(x.event.candidates) & set(event.candidates)])
        self.left_cards.append(left)

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

    def _unleave(self, event) -> None:
        """Stop watching ``event``'s card: it is being taken."""
        self.left_cards = [left for left in self.left_cards if left.event is not event]

    def _taken_again(self) -> None:
        """After minus twice took back an answer a refused card contradicted
        (:meth:`~companion.app.undo_key.UndoKey._undo_blamed`): each card refused before
        and taken now (``session.taken_again``) counts as the camera's report of it, and
        the left card it was is no longer watched, nor kept by a stall (else, given again
        where its zone's card is awaited, or once the stall moves, it would be counted
        twice: :meth:`~companion.app.stall.Stalls._stall_kept` keeps only watched cards).
        Each card taken before and refused now (``session.refused_now``: the wrong answer
        had let it in early) is watched as any card refused as early
        (:meth:`~companion.app.live_cards.CameraCards._card_appeared`), no longer counted
        as reported (review 39: the camera does not report it again, and the game waited
        for it forever)."""
        awaited = False
        for obs in self.session.refused_now:
            if obs.kind != "card" or obs.seat is None:
                continue
            self.known.undone(obs.seat, obs.cards)
            _, check, _ = self.session.read_as.get(id(obs), (obs, False, False))
            event = CardAppeared(seat=obs.seat + 1, candidates=tuple(obs.cards),
                                 index_in_zone=0, frame_index=0, from_stickers=check)
            self.early = event
            self._leave(event)
            later = self._before_later(obs)
            if awaited or not any(e.kind == "inconsistency"
                                  for e in self.session.tracker.trial(obs)):
                # awaited now (the cards read again moved the table): given next, and the
                # cards refused after it wait behind it, no stall asking for it
                awaited = True
                continue
            self._stall_note(next(x for x in self.left_cards if x.event is event))
            for left in later:
                if not left.kept:  # kept behind it too: given after it, in order
                    self._stall_note(left)
        view = self.session.tracker.view()
        for obs in self.session.taken_again:
            if obs.kind != "card" or obs.seat is None:
                continue
            zone = list(view.seats[obs.seat].zone)
            key = next((k for k in obs.cards if k in zone), None)
            if key is not None:
                zone.remove(key)
                self.known.played(view, obs.seat, obs.cards, zone)
            left = next((x for x in self.left_cards if x.event.seat == obs.seat + 1
                         and tuple(x.event.candidates) == tuple(obs.cards)
                         and not (x.old or x.held or x.counted or x.undone)), None)
            if left is not None:
                self._unleave(left.event)
                if self.early is left.event:
                    self.early = None

    def _before_later(self, obs) -> list:
        """The left card just watched for ``obs`` (``session.refused_now``, the newest of
        :attr:`left_cards`) is put before the left cards of the inputs read after it and
        still refused (``session.still_refused``), returned: left cards are taken in their
        order, and it was laid first (fresh QA65 HIGH-1: after the entry undone, Carol's Tommy Gun
        was taken before her Investigators: "Carol's Tommy Gun: The Sailor, from the
        deck", false)."""
        session = self.session
        k = next(i for i, x in enumerate(session.refused_now) if x is obs)
        later = [x for x, before in session.still_refused if before > k]
        left = self.left_cards[-1]
        after = [x for x in self.left_cards[:-1] if x.round == left.round and any(
            x.event.seat == y.seat + 1 and tuple(x.event.candidates) == tuple(y.cards)
            for y in later)]
        if after:
            self.left_cards.insert(self.left_cards.index(after[0]), self.left_cards.pop())
        return after

    def _left_cards(self) -> None:
        """Once per picture: a left card taken away is forgotten by the camera (read again
        when laid again); one still there when the table waits for a card in its zone alone
        is taken, with "Check it.", unless its place in the round is unknown (a card of its
        zone laid after it taken, or the table played on since it was laid: left out and
        said, :mod:`companion.app.laid_before`); those of a past round are dropped (the
        camera was reset for the deal); a stall's kept cards are given once the table moved
        (:meth:`~companion.app.stall.Stalls._stall_release`); the glimpse hold, changed by
        this picture, is written to the session log (:mod:`companion.app.glimpse_logged`),
        and so are the twin question (:mod:`companion.app.twin_logged`) and the round seen
        cleared (:func:`~companion.app.cleared_logged.log_cleared`)."""
        self._note_bare()
        if not self.session.tracker.started:
            return
        self._left_cards_step()
        self._glimpse_log()
        self._twin_log()  # the twin question too (twin_logged)
        self._cleared_log()  # and the round seen cleared (hqq)

    def _note_bare(self) -> None:
        """Note, by stable card (``card_id``), the frame time the last picture showed its
        place bare table with no card laid on it (:attr:`bare_t`, for
        :func:`~companion.app.card_place.under_pile`): a card so seen after it was last
        read was taken away, so a card laid later on its place does not cover it (review of
        g263: the Cultists lifted, Cthulhu laid there, then undone, was said left out).
        Only the camera's stable cards are kept."""
        stable = stable_places(self.watcher) or []
        reading = self.watcher.last_reading
        ids = {p.card_id for p in stable}
        self.bare_t = {k: t for k, t in self.bare_t.items() if k in ids}
        for card_id in bare_now(reading, stable):
            self.bare_t[card_id] = reading.t

    def _left_cards_step(self) -> None:
        """:meth:`_left_cards`'s work on the left cards, once the game has started."""
        self._undone_taken()  # an undone card an account kept (review of undo49)
        self._differs_release()  # the cards held on a card read otherwise (differs_hold)
        self._stall_release()
        self._asked_holds_again()  # kept cards now behind another asked card (asked_hold)
        self._note_held_gather(self.watcher.last_reading)  # held cards gathered (QA49)
        self._rounds_lost()  # the table played on past the held round: none given
        self._deal_held()  # the cards held for the next round, in the order laid
        self._held_over()
        self._say_held_again()
        self._owed_step()  # a resumed card taken as the owed one, taken away (owed_asked)
        if not self.left_cards:
            return
        tracker = self.session.tracker
        reading = self.watcher.last_reading
        view = tracker.view()
        gone = []  # held cards taken away with this picture
        for left in list(self.left_cards):
            if all(x is not left for x in self.left_cards):
                # taken meanwhile: the card before it, taken, gave it again as the play
                # it had been refused for (``early``; QA34 st3: removed twice, a crash)
                continue
            if left.round != view.round:
                self.left_cards.remove(left)
                continue
            event = left.event
            if reading is None or not reading.readable:
                continue
            if not left.there:
                if self._give_gathered(left):  # refused, gathered: its turn (QA60 M1)
                    view = tracker.view()
                    continue
                if reading.t - left.gone_t > RETURN_S and not (left.kept or left.deals) \
                        or self._went_alone(left):
                    self.left_cards.remove(left)
                continue
            seen = places(reading, event.seat, event.candidates)
            if not seen and (left.deals or self._holds_all() or left.undone) \
                    and laid_on(reading, event.seat, event.candidates, left.place,
                                stable_places(self.watcher)):
                # held for the next round, or behind a card told unread, under the next
                # card laid on its pile: still there, given in the order laid
                # (NextDeal._deal_held; session 37, st7; tommy43: the Tommy Gun's first
                # card, covered by its second while the rank was awaited, was dropped);
                # or undone, left out under a card laid on it: still there, as its "take it
                # away" line says (fresh QA62b LOW-3)
                left.unseen, left.unseen_t = 0, None
                continue
            if not seen and self._kept_under(left):
                # a stall's card under a later one of its pile, held too (QA48 HIGH-2:
                # Alice's check card under her next play, forgotten, the play her check's)
                left.unseen, left.unseen_t = 0, None
                continue
            if not seen and hidden(reading, event.seat, event.candidates, left.place):
                # its place is covered (a hand feeling the pile, an arm, a mug): no picture
                # of its zone without it; the pictures without it start again (QA23 #1-#3)
                left.unseen, left.unseen_t = 0, None
                continue
            if not seen:
                if left.kept and not left.bare:
                    left.bare = not laid_on(reading, event.seat, event.candidates,
                                            left.place, stable_places(self.watcher))
                left.unseen += 1
                left.unseen_t = reading.t if left.unseen_t is None else left.unseen_t
                if left.unseen >= GONE_FRAMES and reading.t - left.unseen_t >= GONE_S:
                    # still covered after the long bound (vision.place_cover.COVER_MAX_S):
                    # seen again at its place, it is the old card, whatever is awaited
                    left.under = hidden(reading, event.seat, event.candidates, left.place,
                                        bound=False)
                    self._taken_away(left, reading.t)
                    gone += [left] if left.held else []
                continue
            left.place = nearest(seen, left.place)
            left.unseen, left.unseen_t, left.bare = 0, None, False
            if left.old or left.held or left.kept or left.claimed is not None \
                    or event.seat is None \
                    or self._unread_waits(event.seat - 1) or self._holds_all() \
                    or self._differs_standing() is not None \
                    or left.deals and tracker.waiting()[0] == "showdown":
                # watched until taken away only; or behind an unread card (QA34 st1), or
                # while every card is held (session 37: it settled an open question); or
                # kept behind a missing card, given in order (Stalls._stall_release); or
                # the next round's, laid at a showdown, the round's end undone (review of
                # qa46h1: Carol's round-4 Musician given as her revealed hand)
                continue
            if not (left.counted or left.deals) and tracker.question is None \
                    and event.seat <= len(view.seats) and not view.seats[event.seat - 1].out \
                    and self._laid_under(left) is not None:
                self._unplaced(left)  # a card of its zone laid after it taken (laid_before)
                continue
            if self._give_left(left, view):
                view = tracker.view()
        if gone:
            self._held_gone(gone)
        self._ask_before_entry(self._entry_held())

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
            and (told is None or left.laid_t < told)
        doubt = left.counted or entry
        self._card_appeared(event, early=True, laid_t=None if doubt else left.laid_t,
                            before_entry=entry and self._laid_before_entry(left.laid_t))
        return True

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

    def _taken_away(self, left: LeftCard, t: float) -> None:
        """``left``'s card counts as taken away (unseen :data:`GONE_FRAMES` pictures and
        :data:`GONE_S` s; ``t``: the frame time now): the camera forgets it, so that it is
        read when laid again. A held, counted or old card is remembered
        (:attr:`LeftCard.gone_t`): seen again at its place it is that card
        (:meth:`_came_back`)."""
        event = left.event
        # remembered or not: a stall's card taken later is judged by it (_kept_stays)
        left.gone_t = t
        if left.undone and taken_alone(self.session.redo, event, self.watcher.last_reading,
                                       self._zone_beneath(event.seat - 1)):
            if self.session.redo_disowned is not self.session.redo:
                self.session.keep_disowned()  # and so resumed (review of hi4)
            self.session.redo_disowned = self.session.redo  # a stray: not named (rev-hi3)
        if not (left.held or left.counted or left.old or self._deals_stays(left, t)
                or self._kept_stays(left, t)  # a stall's card: a play to give (QA35 st5)
                or self._early_gathered(left)):  # gathered, not taken back (QA60 M1)
            self.left_cards.remove(left)
            self._note_held_gone(left)  # gathered with the table (lost_rounds)
        self.watcher.forget(event.seat, event.candidates)
        log.info("camera: %s left in seat %d was taken away", event.candidates, event.seat)

    def _zone_beneath(self, seat: int) -> bool:
        """Whether the tracker's zone of ``seat`` (0-based) holds cards (those under a card
        undone there: :func:`~companion.app.undone_before_answer.taken_alone`)."""
        try:
            return bool(self.session.tracker.view().seats[seat].zone)
        except (IndexError, AttributeError):
            return False

    def _deals_stays(self, left: LeftCard, t: float) -> bool:
        """Whether ``left``, a card held for the next round (:attr:`LeftCard.deals`) that
        counted as taken away now (frame time ``t``, s), is still held, to be given in the
        order laid once the round is settled (:meth:`~companion.app.live_deal.NextDeal.
        _deal_held`): another card held with it went too (taken away within
        :data:`GONE_S` s of ``t``, or going: unseen now), and none is still seen: the
        table was gathered for the next deal; or a later card of its zone is held (the
        card taken back into a hand is the last laid there; QA46b: Eve's round-8
        Investigators, taken away while her Cats of Ulthar, laid after it, still counted
        as there, was forgotten, and round 8 dealt from Fay's card, refused; that later card
        gone too: the zone gathered, as a hand takes back one card only). The last
        held card of its zone taken away alone, or while others
        stay, may be back in its player's hand, a hidden card: forgotten, never said (as a
        stall's card, :meth:`~companion.app.stall.Stalls._kept_stays`). QA46 HIGH-2: round
        7 waited for a Sanity check's card; rounds 8 and 9's cards, held, were gathered
        for the next deals and forgotten, and round 10's alone would have been given."""
        if not left.deals:
            return False
        at = next((i for i, x in enumerate(self.left_cards) if x is left), len(self.left_cards))
        if any(x.deals and x.round == left.round and x.event.seat == left.event.seat
               for x in self.left_cards[at + 1:]):
            left.gone_with = ()  # a later card of its zone held: no card taken back
            return True
        went, going = False, []
        for other in self.left_cards:
            if other is left or not other.deals or other.round != left.round:
                continue
            if not other.there:
                went = went or t - other.gone_t <= GONE_S
            elif other.unseen == 0:
                return False  # still seen: ``left`` went alone
            else:
                going.append(other)  # going with it, unless seen again (_went_alone)
        left.gone_with = () if went else tuple(going)
        return went or bool(going)

    def _went_alone(self, left: LeftCard) -> bool:
        """Whether ``left``, a held card kept though taken away because others held with
        it were going (:attr:`LeftCard.gone_with`), went alone after all: one of them is
        seen again before it went (only missed a moment: a hand over it, a misread), so
        ``left`` may be back in its player's hand, a hidden card, never given nor said
        (review of qa46h2: Alice's Urchin taken back while Carol's Fed was missed for 6
        pictures was said at the goodbye and given as Alice's play)."""
        if not left.gone_with:
            return False
        if any(x.there and x.unseen == 0 and any(x is y for y in self.left_cards)
               for x in left.gone_with):
            return True
        if any(not x.there for x in left.gone_with):
            left.gone_with = ()  # one went too: gathered with it
        return False

    def _deals_back(self, event) -> bool:
        """Whether ``event`` is a card held for the next round, kept though taken away
        (:meth:`_deals_stays`), seen again at its own place: it is watched again as that
        card (its event), not held a second time."""
        reading = self.watcher.last_reading
        for left in self.left_cards:
            if left.deals and not left.there and left.event.seat == event.seat \
                    and set(left.event.candidates) & set(event.candidates) \
                    and at_place(places(reading, event.seat, event.candidates), left.place):
                left.event, left.gone_t, left.unseen, left.unseen_t = event, None, 0, None
                return True
        return False

    def _came_back(self, event) -> str | None:
        """Whether the card the camera reports (``event``) is an old card that counted as
        taken away less than :data:`RETURN_S` ago, seen again at its own place with its
        identity (a hand lifted from it: QA21 #1). ``"old"``: it is that card, watched
        again as before, held if its hold is still on (else left out,
        :attr:`LeftCard.old`); :meth:`_say_back` says it. It is, when no play of its zone
        is awaited, or when another such card is back too (one turn's play is one card: a
        hand lifted shows all it hid). ``"check"``: alone, where a play is awaited, it may
        be that play (another copy laid just there): taken, with "It lay there before this
        turn: check it." (no play is lost), unless it was taken away while still covered
        (:attr:`LeftCard.under`: it never showed bare table); an undone play
        (:attr:`LeftCard.undone`) there is a plain play (``None``). ``"moved"``: a card of its
        zone that the camera knows, moved (:meth:`_moved_here`). ``None``: no such card."""
        reading = self.watcher.last_reading
        if event.seat is None or reading is None:
            return None
        if self._moved_here(event, reading) or self._deals_back(event):
            return "moved"
        left = next((x for x in self.left_cards if not x.there and not x.kept and not x.deals
                     and x.event.seat == event.seat
                     and set(x.event.candidates) & set(event.candidates)
                     and at_place(places(reading, event.seat, event.candidates), x.place)),
                    None)
        if left is None:
            return None
        others = self.back or any(
            not x.there and not x.kept and x is not left and at_place(
                places(reading, x.event.seat, x.event.candidates), x.place)
            for x in self.left_cards)
        if not others and not left.under \
                and event.seat - 1 in self.session.tracker.awaited_seats():
            self.left_cards.remove(left)
            # an undone play laid again: this turn's play, nothing to check (QA23 #10)
            return None if left.undone else "check"
        left.event, left.gone_t, left.unseen, left.unseen_t = event, None, 0, None
        if left.held and self.held_at is None and self.held_said is None:
            back = self.hold_gone
            if back is not None and back[2] == self.session.applied:
                self.held_at, self.held_said = back[0], back[1]  # nothing played since
                self.held_entry = self._last_entry()
            else:
                left.held, left.old = False, True
        self.back.append(left)
        log.info("camera: %s in seat %d is the old card back", event.candidates, event.seat)
        return "old"

    def _moved_here(self, event, reading) -> bool:
        """Whether the card the camera reports (``event``, seat 1-based) is a card of its
        zone it reported before, moved: that card is not read where it lay, its place
        shows bare table (``reading.places``, not a hand over it), and the new report is
        the only card of its name near it (:meth:`vision.stabilize.Stabilizer.moved_away`).
        Then nothing is said: a left card (held, old, refused) is watched at its new place,
        a play stays the play. QA23 #7: an old card put down 7 cm away after a hand lifted
        was refused as out of turn, then taken as the next play; #8: a play slid back 4 cm
        to where an old card had lain was said "The old card is still there". Not a card
        gathered with a table seen cleared at the round's end: one laid since is new
        (:meth:`~companion.app.cleared_cards.ClearedTable._gathered_card`, QA46b HIGH); nor,
        after rounds lost (:attr:`~companion.app.live.LiveTable.lost_next`), once the table
        read gathered (:attr:`~companion.app.live_deal.Gathered.done`): the camera's cards
        are the lost rounds', all taken away (the r6b replay, session 54: round 4's first
        card, Carol's Boxer, read near her round-1 Boxer, was never dealt)."""
        stabilizer = getattr(self.watcher, "stabilizer", None)
        if stabilizer is None:
            return False
        bare = {p.card_id for p in getattr(reading, "places", ()) if p.state == "bare"}
        moved = [i for i in stabilizer.moved_away(event.seat, event.candidates) if i in bare]
        if not moved or self._gathered_card(moved) or self.lost_next and self.gathered.done:
            # none moved, or gathered with the table (or after rounds lost, the table read
            # gathered: every card the camera holds is theirs): a new card laid
            return False
        left = next((x for x in self.left_cards if x.there and x.event.seat == event.seat
                     and set(x.event.candidates) & set(event.candidates)), None)
        if left is not None:
            if self.early is left.event:
                self.early = event
            left.event, left.unseen, left.unseen_t = event, 0, None
            left.place = nearest(places(reading, event.seat, event.candidates), left.place)
        log.info("camera: %s in seat %d is a known card moved", event.candidates, event.seat)
        return True

    def _say_back(self) -> None:
        """Say the old cards :meth:`_came_back` found with one picture, zone by zone."""
        if self.back:
            events, self.back = [left.event for left in self.back], []
            self.session.tell("app.old_cards_back", count=len(events),
                              zones=self._zones(sorted(events, key=lambda e: e.seat)))


__all__ = ["LeftCard", "LeftCards", "GONE_FRAMES", "GONE_S", "RETURN_S"]
