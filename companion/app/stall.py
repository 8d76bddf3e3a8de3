"""A table stalled behind a card the camera never gave (QA35 st3, st5, stfr1): the card an
effect brings that the camera never told (R'lyeh's Musician), a card it cannot read (a
Tommy Gun without a sticker), so that every later card is refused as not awaited ("The
Necronomicon by Alice? Waiting for the cards of Carol's R'lyeh.") or held behind the
unread card, and the round never ends.

While a card told unread in an awaited zone is not entered, or the stall asked for an
effect's missing cards and the table has not moved since (:meth:`Stalls._holds_all`),
EVERY camera card is held, in the order laid, whatever zone it lies in and even while a
question is open: none reaches the tracker, so none settles the question or the turn
meanwhile (session 37, QA36 es13: Alice's Musician, taken while Carol's Tommy Gun was
unread, closed "was that Bob's hand?" the wrong way, "Carol is out." false; st7: Alice's
Necronomicon settled R'lyeh's Sane or Insane as "Carol flips the deck."). The first card of
the unread card's own zone is named ("The Fed in Carol's zone: first the card I cannot
read there."); the others are held in silence, the prompt said again after
:data:`REMIND_EVERY` cards held, then 8, 16 …

From the second refused card with nothing taken meanwhile, while the table waits for the
cards of an effect (:data:`EFFECT_WAITS`) or a turn's play (QA37 en21_f: Carol's Randall
Tillinghast never read, five cards refused, "Waiting for Carol's play.", the game lost), the
table is stalled (:class:`Stall`): the missing card is asked for by key, once ("Still
waiting for the cards of Carol's R'lyeh: a card I could not read? Press Enter, then its
rank. The 2 cards laid since wait for it."), then again after :data:`REMIND_EVERY` more
cards held, then 8, 16 …. Cards of other players laid since are the sign: a slow player
whom nobody passes is not asked, and behind a play only the refused cards are held (no
:attr:`Stall.waits`), so the awaited play, read late, is taken; but once the stall asked for
it, a card in that player's zone is held too, most likely their next card (fresh QA48
HIGH-2: :meth:`Stalls._after_missed`). The held cards are kept
even once taken away with the others or with the whole table (cleared for the next round:
said with what is missing, :meth:`~companion.app.live_deal.NextDeal._cleared_mid_round`,
and again now and then, :mod:`companion.app.cleared_again`),
and given in that order once the table takes an input again (the missing card entered).
A card alone refused is not kept, nor a kept card taken away alone or after the others
(not within :data:`~companion.app.left_cards.GONE_S` of each: :meth:`Stalls._kept_stays`):
laid out of turn, it may go back into its player's hand, a hidden card never said
(:mod:`companion.app.left_cards`). The stall's only card taken away is remembered a few
seconds, unsaid: kept if the table is then seen cleared, else forgotten
(:meth:`Stalls._lone_waits`). More cards laid since a stall began than its round had left
are a table that played past it: the round is ended unseen
(:mod:`companion.app.stall_lost`, QA49 HIGH-1 r1).

:class:`Stalls`, a mixin of :class:`~companion.app.live.LiveTable`.

Its parts, split by job (rf70), each a mixin of :class:`Stalls`: the stall's cards taken
away, kept or forgotten, :mod:`companion.app.stall_kept`; the kept cards given once the
table moves, :mod:`companion.app.stall_release`.
"""
from __future__ import annotations

import logging
from dataclasses import dataclass, field
from typing import Callable

from companion.app.twin_asked import TwinQuestion
from companion.app.undo_under import remind_answer_under
from companion.narration.narrate import wait_phrase
from companion.tracker.doubts import awaited_step
from companion.app.stall_kept import StallKept
from companion.app.stall_release import StallRelease

# Re-exported: the names this module held before the split (rf70), for the code and
# tests that take them from here.
from companion.app.stall_kept import LONE_KEPT_S  # noqa: F401

log = logging.getLogger(__name__)

#: Cards held in silence behind the missing card before its prompt is said again (a card
#: about every 3-5 s in the QA35 videos: 15-20 s, not at each card), doubled after each
#: reminder (:func:`reminds`)
REMIND_EVERY = 4
#: What the table waits for (:meth:`~companion.tracker.table_queries.TableQueries.waiting`
#: kinds) when the missing card is one an effect brings, that the camera may never tell
#: (R'lyeh's or Tommy Gun's cards, a Sanity check's, a discard, a knocked-out hand): two
#: cards refused then begin a stall, and once it asked every card is held. Behind a plain
#: ``play`` two refused cards begin one too (QA37 en21_f), but only refused cards are held:
#: the play itself, read late, is taken (a slow player); a card laid early and taken back
#: into its hand is forgotten, never said (:meth:`Stalls._kept_stays`, review of session 36)
EFFECT_WAITS = frozenset({"gun", "discard", "check", "hand", "reveal"})


def reminds(held: int) -> bool:
    """Whether the ``held``-th card held (counted from 1) on a cleared table brings a
    reminder: the 4th, 8th, 16th … (:data:`REMIND_EVERY`, doubling)."""
    return held >= REMIND_EVERY and held & (held - 1) == 0


@dataclass
class Stall:
    """Cards refused (not awaited) or held behind an unread card while the table took
    nothing: ``moved`` (:meth:`~companion.app.session.TableSession.taken_since` at its
    start) turns true once it takes an input; ``cards``: the
    :class:`~companion.app.left_cards.LeftCard` objects, in the order laid."""

    moved: Callable[[], bool]
    cards: list = field(default_factory=list)
    #: the missing card was asked for (said, or the unread card's prompt had asked)
    asked: bool = False
    #: cards held since the prompt was last said
    held: int = 0
    #: cards held before the next reminder: :data:`REMIND_EVERY`, doubled at each one
    every: int = REMIND_EVERY
    #: the tracker's :meth:`~companion.tracker.table_queries.TableQueries.waiting` when the
    #: stall asked for an effect's missing card ("Still waiting for the cards of Carol's
    #: R'lyeh"): every card is held while it still waits so (:meth:`Stalls._holds_all`)
    waits: tuple | None = None
    #: a stall's :attr:`waits` whose card was entered while a question opened with it:
    #: asked again once it is answered, if still waiting so (:meth:`Stalls._stall_ask_again`)
    again: tuple | None = None
    #: its only card, taken away alone, while it is not yet known whether the table is
    #: being gathered: ``(LeftCard, stale)``, ``stale`` true once the table takes an input
    #: (:meth:`Stalls._lone_waits`)
    lone: list = field(default_factory=list)
    #: begun at a showdown (a hand not revealed), or behind the unread hand whose reveal
    #: ends the round (the last knock-out's: ``NextDeal._hand_ends_round``; fresh QA53
    #: HIGH 3): once it ends the round, its cards are the next round's, left to the deal
    #: (:meth:`Stalls._stall_release`)
    showdown: bool = False
    #: begun behind the round-ending unread hand (not at a showdown): a card held whose
    #: zone still shows more of the old round's cards than it holds is that round's, seen
    #: again, not the next's (:meth:`Stalls._old_zone_seen`; review of r3d53)
    behind_hand: bool = False
    #: the question about a card held asking whether a copy was laid on its twin
    #: (:class:`~companion.app.twin_asked.TwinQuestion`): while it stands, that zone's
    #: later cards are held too, and Enter with either's rank gives that card; kept with
    #: its held card when the stall is kept again (:meth:`Stalls._stall_release`)
    twin: TwinQuestion | None = None
    #: camera cards refused otherwise than as not awaited (a copy too many, a card in a
    #: knocked-out player's zone) while it stood, the table taking nothing: laid since it
    #: began, as its :attr:`cards` (:mod:`companion.app.stall_lost`)
    refused: int = 0


class Stalls(StallKept, StallRelease):
    """The stall behind a missing card in :class:`~companion.app.live.LiveTable` (a mixin:
    it uses the table's ``session``, ``watcher``, ``left_cards``, ``stall``, ``early``,
    ``cleared_mid``, ``fresh``, ``unread_zones``, ``quiet_question``, and its ``_leave``,
    ``_unleave``, ``_held_by_question``,
    ``_card_names``, ``_card_appeared``, ``_fits``, ``_takes``, ``_unread_waits``,
    ``_unread_answered``, ``_resume_holds``, ``_resume_remind``, ``_counted_first``,
    ``_cards_wait``, ``_round_over``, ``_hand_ends_round``, the asked hold's
    ``_asked_waits``, ``_behind_asked``, ``_asked_keeps``
    (:class:`~companion.app.asked_hold.AskedHold`), the laid-before part's
    ``_played_on_since``, ``_leave_unplaced`` and ``_entry_doubt``
    (:class:`~companion.app.laid_before.LaidBefore`), the zone order's ``_left_place``
    (:class:`~companion.app.zone_order.ZoneOrder`), and the own-next part's
    ``_early_next``, ``_own_entered``, ``_asks_which``:
    :class:`~companion.app.own_next.OwnNext`)."""

    def _holds_all(self) -> bool:
        """Whether every camera card is held now, whatever its zone, even while a question
        is open (module docstring): a resumed game's card the log does not hold awaits
        plus 1 or its removal (:meth:`~companion.app.held_cards.HeldCards._resume_holds`),
        a card told unread in a zone the table waits for a
        card in is not entered yet (:meth:`_unread_waits`), or the stall asked for an
        effect's missing card and the table still waits for it, having taken nothing
        since (:attr:`Stall.waits`)."""
        tracker = self.session.tracker
        if not tracker.started:
            return False
        if self._resume_holds() or any(self._unread_waits(s) for s in tracker.awaited_seats()):
            return True
        stall = self.stall
        return stall is not None and stall.waits is not None and not stall.moved() \
            and stall.waits == tracker.waiting()

    def _stall_note(self, left) -> None:
        """``left`` (a :class:`~companion.app.left_cards.LeftCard`, just left), a card
        refused as not awaited or held behind an unread card, said so by the caller:
        it begins a stall, or is its second card, which asks for the missing one.

        A stall begins only while the table awaits a card in some zone with no question
        open, and waits for an effect's cards (:data:`EFFECT_WAITS`: the tracker's
        ``waiting()`` kinds gun, discard, check, hand, reveal) or a ``play`` (QA37 en21_f);
        behind a card told unread, every card is held already (:meth:`_holds_all`). At a
        ``showdown`` too (a hand not revealed): a card refused there, a copy too many
        included (:meth:`~companion.app.live_cards.CameraCards._not_awaited`), is the next
        round's, laid on the table not gathered; the stall asks for the hand ("Still
        waiting for Carol's revealed hand", :meth:`_expected`) and, once it ends the round,
        its cards go to the next round's deal (:meth:`_stall_release`; QA46 HIGH-1). The
        other kinds (``aside``, ``rlyeh``, ``first``, ``deal``, ``over``) await no zone
        (:func:`~companion.tracker.inference.awaited`): none begins."""
        tracker = self.session.tracker
        if not tracker.awaited_seats() or tracker.question is not None:
            return
        kind = tracker.waiting()[0]
        if kind not in EFFECT_WAITS and kind not in ("play", "showdown"):
            return
        left.kept = True
        if self.stall is not None and self.stall.moved():
            self._stall_release()  # the older kept cards first (or the stall dropped)
        stall = self.stall
        if stall is not None and stall.moved() and stall.asked:
            # given after them once the list or question that delays them is answered
            stall.cards.append(left)
            return
        if stall is None or stall.moved():
            self._stall_drop()
            # the cards refused before while a question was open, in the order laid
            earlier = [] if kind == "showdown" else self._keep_refused_before(left)
            self.stall = Stall(self.session.taken_since(), [*earlier, left],
                               showdown=kind == "showdown")
            if earlier:  # its second card or more: the missing one is asked for
                self._stall_ask()
            return
        stall.cards.append(left)
        self._stall_ask()

    def _stall_holds(self, obs, event) -> bool:
        """Whether the camera's card (``obs``, ``event``) is held behind the missing card:
        every card is while :meth:`_holds_all`, or behind a counted card the table takes at
        this picture's end (:meth:`~companion.app.held_cards.HeldCards._counted_first`);
        else the awaited player's card taken as the play while another's refused card
        stands (2 players: :meth:`~companion.app.own_next.OwnNext._early_next`), or a copy
        perhaps laid squarely on its twin (:meth:`~companion.app.twin_asked.TwinAsked.
        _twin_question`), both asking for the play; any card while cards laid before the
        entered play are held as maybe its discard, asked or to be asked once the open
        question is answered (:meth:`~companion.app.laid_before.LaidBefore._behind_entry`;
        fresh QA54 r5p2); else one the tracker would refuse as not
        awaited, once the table is stalled (two cards already), or, once the stall asked
        for a player's play, a card in that player's zone (:meth:`_after_missed`). Held, it
        is kept (:meth:`_stall_note`'s order; :meth:`_hold`). A kept card taken away and
        seen again at its place is that card back (its event, not a second card)."""
        if self.stall is not None and self.stall.moved():
            self._stall_release()  # the older kept cards first
        if self._holds_all() or self._counted_first(event):
            if self.stall is None or not self._kept_back(event):
                self._hold(obs, event)
            return True
        if self._behind_asked(obs, event):  # an old card asked may be the play (asked_hold)
            return True
        stall, tracker = self.stall, self.session.tracker
        twin = self._twin_standing()  # a copy laid on its twin asked about (twin_asked)
        if twin is not None and twin.seat == event.seat - 1:  # a card of that zone
            self._hold(obs, event, own=self._fits(event))
            return True
        if twin is not None and tracker.waiting()[0] in EFFECT_WAITS:
            # its Sanity check under way (a card lies in that zone): a later seat's card
            # waits for the answer too (fresh QA58 HIGH-4: Bob's Boxer, taken, skipped
            # Alice's turn, "Alice is probably out", every count after it 2 short)
            self._hold(obs, event)
            return True
        if self._glimpse_holds(obs, event):  # a check's cards glimpsed under it (glimpse_asked)
            return True
        if self._behind_entry(event):  # laid after cards held as the discard (laid_before)
            # behind the entered play's own question ("The Musician or the Stowaway?"), it
            # waits for its answer, said as any card a question holds, not the stall's
            # prompt for a missing card (review of fmusic54: "Still waiting for the card
            # Alice makes someone discard with The Musician: a card I could not read?")
            asking = tracker.question is not None
            if self.stall is None or not self._kept_back(event):  # no stall: 2 players
                self._hold(obs, event, quiet=asking)
            if asking and tracker.question is not self.quiet_question:
                self._held_by_question(obs.seat)
            return True
        early = self._early_next(obs, event)  # 2 players: after one card (own_next)
        # else a copy perhaps laid squarely on its twin (twin_asked)
        twin = None if early else self._twin_question(obs, event)
        if early or twin is not None:
            if stall is not None and not stall.moved():  # (always so when early)
                stall.asked = True  # its line asks for the play
            self._hold(obs, event, own=True, twin=twin)
            return True
        if stall is None or len(stall.cards) < 2 or stall.moved() \
                or tracker.question is not None or not tracker.awaited_seats():
            return False
        if self._kept_back(event):
            return True
        own = self._fits(event)  # not refused as not awaited (or the real attempt says
        if own and not self._after_missed(obs.seat):  # what is wrong): taken
            return False
        self._hold(obs, event, own=own)
        return True

    def _after_missed(self, seat: int) -> bool:
        """Whether a card in ``seat``'s zone (0-based) that the table would take as that
        seat's play is held instead, behind the stall (called once it holds two cards or
        more, nothing taken since, no question open): the stall asked for that very play
        ("Still waiting for Alice's play: a card I could not read?"). Cards of later seats
        were laid since: the table moved on, the camera most likely missed the play (laid
        squarely on its twin, QA48 r5), and a card of that seat laid after them is far more
        likely its next one (a Sanity check's, a later play, a shown hand) than the play
        (fresh QA48 HIGH-2: r5, Alice's next Sanity check's Dilettante was taken as her
        play, "Alice is out." and a false round and game end; r1, Carol's showdown hand as
        hers). Held with the others, named once (:meth:`_hold`, ``app.stall_own_next``);
        Enter and the play's rank give them all in order, a slow player's play read late
        included: it is the card entered, read then, not a second card
        (:meth:`~companion.app.known_cards.KnownCards.known`). One card laid early asks
        nothing (no stall yet), nor one left of two (the other taken back into its
        player's hand: played out of turn, not on): a slow player's play read then is
        taken, as before (review of session 36)."""
        return self.stall.asked and len(self._stall_kept()) >= 2 \
            and self.session.tracker.waiting()[:2] == ("play", seat)

    def _hold(self, obs, event, own: bool = False, twin: TwinQuestion | None = None,
              quiet: bool = False, named: bool = False) -> None:
        """Keep the camera's card (``obs``, ``event``) in the stall (begun, as asked, if
        there is none: the unread card's prompt asked), in the order laid, and count it for
        the reminder (:meth:`_stall_ask`). The first card of a zone holding a card told
        unread that the table waits for is named, with what to do ("The Fed in Carol's
        zone: first the card I cannot read there.", over as that prompt is:
        :meth:`_unread_answered`; QA34 st1: Carol's next Sanity check's Fed was taken as
        her play, a wrong round); so is the first card ``own`` (the awaited player's,
        which the table would take as the play the stall asked for: :meth:`_after_missed`;
        "The Dilettante in Alice's zone waits too: …", over once the table takes an input);
        the others are held in silence (a line each was said before: QA35 st3). Behind
        the unread hand whose reveal ends the round, the stall's cards are the next round's
        once it is entered (:attr:`Stall.showdown`). ``twin``:
        the question whether a copy was laid squarely on its twin, unsaid
        (:class:`~companion.app.twin_asked.TwinQuestion`): its line asks it
        (``app.twin_asked``), and the stall keeps it. ``quiet``: held behind an open
        question, which says so itself (:meth:`_stall_holds`): not counted for the
        reminder, nothing asked. ``named``: the caller said a line naming it (a glimpse
        hold's question); a card held in silence is :attr:`~companion.app.left_cards.
        LeftCard.unsaid` (key 3 counts it unseen: fresh QA66 MEDIUM-1)."""
        tracker, stall = self.session.tracker, self.stall
        seat = obs.seat
        first = not any(left.event.seat == event.seat for left in (stall.cards if stall else ()))
        said = named or twin is not None or own and first
        if self._unread_waits(seat) and seat in tracker.awaited_seats() and first:
            said = True
            self.session.tell("app.unread_first", card=self._card_names(event.candidates),
                              player=tracker.names[seat], stale=self._unread_answered(seat))
            self.session.note_asked_zones((seat,))  # an Enter obeying it: EnterRaced
        elif twin is not None:
            self._say_twin(twin)
        elif own and first:
            # its play or its next card: the play's rank entered gives both (QA48 HIGH-2)
            self.session.tell("app.stall_own_next", card=self._card_names(event.candidates),
                              player=tracker.names[seat], stale=self.session.taken_since())
        log.info("camera: %s in seat %d held behind the missing card", event.candidates,
                 event.seat)
        self._leave(event)
        left = self.left_cards[-1]
        left.kept, left.unsaid = True, not said
        if own:  # not given before its player's zone grows (_kept_fits)
            left.after_missed = self.session.zone(seat)
        if stall is None:
            if self._resume_holds():
                self._resume_remind()
            # behind the hand that ends the round (the last knock-out's, unread): no one
            # has a turn left, so a card laid meanwhile is the next round's (fresh QA53
            # HIGH 3, r3d: round 3's first three cards held behind Dan's unread hand were
            # dropped once it was entered, and Randall Tillinghast taken as Alice's first)
            ends = self._hand_ends_round()
            self.stall = Stall(self._stall_moved(), [left], asked=True,
                               showdown=ends, behind_hand=ends)
        else:
            stall.cards.append(left)
        if twin is not None:
            self.stall.twin = twin
        if not quiet:
            self._stall_ask()

    def _stall_ask(self) -> None:
        """Ask for the missing card: at the stall's second card, then after
        :data:`REMIND_EVERY` cards held, then twice as many each time. An awaited zone
        whose unread card was told ("I cannot read a card in Alice's zone") was asked
        already: only the reminders."""
        stall = self.stall
        stall.held += 1
        if stall.asked and stall.held < stall.every or self._asked_waits() is not None:
            return  # (behind an old card asked, its line asks: asked_hold)
        tracker = self.session.tracker
        unread = [s for s in tracker.awaited_seats() if self._unread_waits(s)]
        reminder, stall.asked, stall.held = stall.asked, True, 0
        if self._resume_holds():  # what the cards wait for: that card's prompt again
            stall.every *= 2
            self._resume_remind()
            return
        if reminder:
            stall.every *= 2  # 4, 8, 16 … cards: a long stall is not said every 15 s
        elif unread:
            return  # the unread card's own prompt asked for it
        count = len(self._stall_kept())
        if unread:
            self._ask_unread(unread[0], count)
        else:
            if not reminder and tracker.waiting()[0] in EFFECT_WAITS:
                stall.waits = tracker.waiting()  # every later card held (_holds_all)
            if not self.session.remind_blamed():  # the answer they contradict, if any
                self._ask_missing(count)
                # the answer that ended the last round, if this round was dealt on its
                # table right after it (fresh QA64b MEDIUM-1)
                remind_answer_under(self.session)

    def _expected(self) -> str:
        """What the table waits for, as a phrase ("the cards of Carol's R'lyeh"; "the
        outcome of The Boxer, played by Bob" while the accounts differ on whose play or hand
        is awaited, no question open: :func:`~companion.tracker.doubts.awaited_step`, fresh
        QA68 L3)."""
        tracker = self.session.tracker
        kind, seat, card_key = awaited_step(tracker)
        player = tracker.names[seat] if seat is not None else ""
        # the hands not yet revealed, named (QA46 HIGH-1: "the hands to be revealed" after
        # Bob's was, Carol's never read): "Carol's revealed hand"
        return wait_phrase(self.session.lang, kind, player, card_key,
                           [tracker.names[s] for s in tracker.showdown_seats()])

    def _stall_kept(self) -> list:
        """The stall's cards still watched (there, or kept though taken away)."""
        if self.stall is None:
            return []
        return [left for left in self.stall.cards if any(x is left for x in self.left_cards)]

    def _stall_drop(self) -> None:
        """End a stall that never asked: its cards are plain left cards again (one taken
        away is forgotten, as any refused card)."""
        stall, self.stall = self.stall, None
        if stall is None:
            return
        for left in stall.cards:
            left.kept = False
            if not left.there:
                self._unleave(left.event)

    def _stall_ask_again(self, waits: tuple | None) -> None:
        """After :meth:`_stall_release`: when the stall had asked for an effect's card
        (``waits``, its :attr:`Stall.waits`) and the card entered leaves the table waiting
        for the same effect's next card (the tracker's ``waiting()`` kind and seat
        unchanged: a Sanity check's second card), with cards still kept and no question
        open (else once it is answered: :attr:`Stall.again`), the ask is said again at once,
        with the cards still kept (last37, QA37 recheck en21_f2: Carol's 2-card check, its
        first card entered, nothing asked for the second; no card was laid after, the
        game's end lost). Not every card is held again (no :attr:`Stall.waits`): that next
        card is laid after the ask, and the camera may read it (review 38a: Carol's check's
        second card, read, was held in silence and the round stopped)."""
        tracker, stall = self.session.tracker, self.stall
        if waits is None or stall is None:
            return
        if tracker.question is not None:  # the entered card's question ("which card?")
            stall.again = waits
            return
        if tracker.waiting()[:2] != waits[:2] or not tracker.awaited_seats():
            return
        self._ask_missing(len(self._stall_kept()))

    def _ask_missing(self, count: int) -> None:
        """Say "Still waiting for {expected}: a card I could not read? Press Enter, then its
        rank." with the ``count`` cards kept, noted for an Enter obeying it once the camera
        read that card (:mod:`companion.app.enter_raced`; fresh QA48 MEDIUM-2). Naming
        the card the last undo left out in the awaited zone instead, if one lies there
        (:meth:`~companion.app.stall_undone.StallUndone._ask_undone`; fresh QA64 MEDIUM-1)."""
        if self._ask_undone(count):
            return
        self.session.tell("app.stall_missing", count=count, expected=self._expected(),
                          stale=self.session.taken_since())
        self.session.note_asked_zones(self.session.tracker.awaited_seats())

    def _stall_keep(self, cards: list, twin: TwinQuestion | None = None) -> None:
        """Keep ``cards`` (still refused, or after a question) as a stall asked already,
        with ``twin``, the question whether a copy was laid on its twin
        (:attr:`Stall.twin`) their held card waits for."""
        if cards:
            self.stall = Stall(self._stall_moved(), cards, asked=True, twin=twin)

    def _stall_moved(self) -> Callable[[], bool]:
        """A new stall's :attr:`Stall.moved`: the table takes an input from now on; behind
        a resumed game's card the log does not hold (:meth:`~companion.app.held_cards.
        HeldCards._resume_holds`), also once that card is counted (it goes first:
        :meth:`~companion.app.held_cards.HeldCards._resume_counted`) or taken away, but
        not with the whole table (:attr:`cleared_mid`: the stall's Enter gives it); behind
        an old card asked as maybe this round's (:mod:`companion.app.asked_hold`), also once
        no such card waits (entered, taken away, its zone no longer awaited), but not once
        the table was seen cleared: gathered with the held cards, it was not shown the old
        round's (review of deal53: round 4's held cards given during round 5, "Eve is
        probably out"); Enter gives them, or the cleared hold's net ends the round
        (:class:`~companion.app.hold_lost.HoldLost`)."""
        moved = self.session.taken_since()
        resume, asked = self._resume_holds(), self._asked_waits() is not None
        if not resume and not asked:
            return moved
        # not when it went with the whole table (seen cleared mid-round: QA37 res_b, the
        # Boxer laid on Bob's Deep One became his Sanity check's card): it waits for Enter
        return lambda: moved() or resume and not self._resume_holds() \
            and self.cleared_mid is None \
            or asked and self._asked_waits() is None and self.cleared_mid is None

    def _ask_unread(self, seat: int, count: int) -> None:
        """Say that the card told unread in ``seat``'s zone (0-based) still holds the
        ``count`` cards laid since (``app.stall_unread``), its Enter then taken for that
        zone (:class:`~companion.app.enter_raced.EnterRaced`)."""
        self.session.tell("app.stall_unread", count=count,
                          player=self.session.tracker.names[seat],
                          stale=self.session.taken_since())
        self.session.note_asked_zones((seat,))


__all__ = ["EFFECT_WAITS", "LONE_KEPT_S", "REMIND_EVERY", "Stall", "Stalls", "reminds"]
