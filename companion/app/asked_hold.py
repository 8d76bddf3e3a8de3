"""Cards held behind an old card asked as maybe this round's.

At the next deal, an old card read again in the zone of the player whose first play is
awaited is asked ("Still on the table from the last round, or Eve's first play: The
Musician in Eve's zone? If it is the play, press Enter, then 5; if not, take it away.",
``app.old_card_or_first_play``), and after a bare second so is any other zone's old card
("… or laid in this round: The Urchin in Bob's zone? …", ``app.old_card_or_new``):
:meth:`~companion.app.live_deal.NextDeal._say_old_cards`. Each is a
:class:`~companion.app.left_cards.LeftCard` with ``asked``, watched, never taken by itself.

While the table may be waiting for such a card (its zone awaited, :meth:`AskedHold.
_asked_waits`), a camera card that the tracker would take is held, in the
order laid, with the stall's cards (:class:`~companion.app.stall.Stall`): taken, it would
settle the turn without the asked card, as if it had never been laid. So is one read in
the asked card's own zone (laid after it), the starter's too when her old card is asked as
her first play: if that card is her play, the new one is her next card (QA59 HIGH-2, runB
round 2: Carol's Musician, her knocked-out hand laid on her Boxer asked so, was said as
her play, "Carol: el Músico."); taken away as asked, the new card is her play (review of
leftover48). Fresh QA52 r4 (6
players, arkham, harsh, seed 84, round 4): Fay's R'lyeh dealt round 4 while "Eve's first
play: The Musician?" was open; taken at once, the account where Dan's Investigators had
knocked Eve out took it ("Eve is probably out"), Enter 5 then gave Eve's Musician as her
hand, and rounds 4 and 5 were lost. Held, the cards are given in the order laid once the
asked card is entered (Enter and its rank), taken away, or no longer awaited
(:meth:`~companion.app.stall.Stalls._stall_release`), but not once the table was seen
cleared (gathered with the held cards, it was not shown the old round's: review of deal53,
round 4's held cards were given during round 5, "Eve is probably out"); a card the
tracker refuses as not awaited is refused as before (said, kept with the stall's cards). The
first card held behind an asked card says what it waits for (``app.asked_holds``, a line that Enter
obeys: its rank goes to the asked card's zone), then the 4th, 8th, 16th … with the count
(``app.asked_holds_count``); so does a card still held when the table comes to wait for
another asked card (Eve's Musician entered, The Musician's discard awaited: Bob's Urchin).

:class:`AskedHold`, a mixin of :class:`~companion.app.live.LiveTable`.
"""
from __future__ import annotations

import logging

from companion.app.stall import reminds
from companion.cards import card

log = logging.getLogger(__name__)


class AskedHold:
    """Cards held behind an old card asked as maybe this round's (module docstring; a
    mixin: it uses the table's ``session``, ``left_cards``, ``stall``, and its ``_hold``,
    ``_fits``, ``_stall_kept``, ``_stall_moved``, ``_card_names``)."""

    #: the :class:`~companion.app.left_cards.LeftCard` objects held behind an asked card
    #: (:meth:`_behind_asked`), the newest last: a stall holding none of them is not this
    #: hold's (:meth:`_asked_holds_again`)
    asked_kept: tuple = ()

    def _asked_waits(self):
        """The old card asked as maybe this round's (:attr:`~companion.app.left_cards.
        LeftCard.asked`) the table may be waiting for now: still there, not entered
        (:attr:`~companion.app.left_cards.LeftCard.claimed` ``None``), of the round in
        play, in a zone some account awaits a card in (:meth:`Tracker.awaited_seats
        <companion.tracker.tracker.Tracker.awaited_seats>`). The first in seat order from
        the active player on, or ``None``. A card read since in an asked card's own zone is
        held too: laid after it, it is that zone's next card if the asked one was laid in
        this round (the r4 replay: Bob's round-4 Investigators, read while his Urchin,
        discarded to Eve's Musician, was asked, was taken as that discard, and round 4 went
        wrong); so too in the starter's zone whose old card is asked as her first play: a
        card laid after it is her play only once the old card is taken away (QA59 HIGH-2;
        module docstring)."""
        tracker = self.session.tracker
        asked = [left for left in self.left_cards if left.asked and left.there
                 and left.claimed is None and left.event.seat is not None]
        if not asked or not tracker.started:  # (most pictures: none asked)
            return None
        view = tracker.view()
        awaited = tracker.awaited_seats()
        if view.active is None or not awaited:
            return None
        found = [left for left in asked
                 if left.round == view.round and left.event.seat - 1 in awaited]
        n = len(view.seats)
        found.sort(key=lambda left: (left.event.seat - 1 - view.active) % n)
        return found[0] if found else None

    def _asked_entered_t(self) -> float | None:
        """When the tracker's newest entry (Enter and its rank, just taken) is an old card
        asked as maybe this round's (:attr:`~companion.app.left_cards.LeftCard.asked`: of
        the round in play, still there, not entered yet, in the entry's zone, a name of
        it among the entry's): the frame time (s) it was asked at
        (:attr:`~companion.app.left_cards.LeftCard.asked_t`), the entered card lying there
        by then; ``None`` otherwise (unknown). Fresh QA61 MEDIUM-4 (g3 run1, 5 players,
        es, round 3): Eve's Investigators, asked as her first play, entered by Enter and
        1 after Alice's Stowaway (the card that dealt the round) was refused, counted as
        laid at the key: the Stowaway, laid after it, was said "Alice: el Polizón. Esta
        carta ya estaba ahí antes de este turno", and asked as Alice's knocked-out hand."""
        tracker = self.session.tracker
        if not tracker.started or not tracker.history:
            return None
        obs = tracker.history[-1][0]
        if getattr(obs, "kind", None) != "card" or obs.seat is None:
            return None
        round_ = tracker.view().round
        return next((left.asked_t for left in self.left_cards
                     if left.asked and left.there and left.claimed is None
                     and left.round == round_ and left.event.seat == obs.seat + 1
                     and set(left.event.candidates) & set(obs.cards)), None)

    def _behind_asked(self, obs, event) -> bool:
        """Whether the camera's card (``obs``, ``event``: a zone's, the game started) is
        held behind an asked old card (:meth:`_asked_waits`): one the tracker would take
        (:meth:`~companion.app.live_cards.CameraCards._fits`), kept in the stall in the
        order laid (:meth:`~companion.app.stall.Stalls._hold`), released once that card
        no longer waits (:meth:`~companion.app.stall.Stalls._stall_moved`). Said, no
        question open (else once it is answered: :meth:`_asked_holds_again`): the first
        held behind it, then after 4, 8, 16 … more (:func:`~companion.app.stall.reminds`)."""
        asked = self._asked_waits()
        if asked is None or not self._fits(event):
            return False
        log.info("camera: %s in seat %d held behind the asked %s in seat %d",
                 event.candidates, event.seat, asked.event.candidates, asked.event.seat)
        self._hold(obs, event)
        self.asked_kept = (*self.asked_kept, self.left_cards[-1])
        self.stall.asked = True  # its line asks (the stall's own ask is not said)
        self.stall.moved = self._stall_moved()  # (a stall of refused cards before it)
        if self.session.tracker.question is not None or asked.behind is None:
            self._asked_holds_again()
            return True
        asked.behind += 1
        if reminds(asked.behind):
            self._say_asked_holds(asked, "app.asked_holds_count",
                                  count=len(self._stall_kept()))
        return True

    def _asked_holds_again(self) -> None:
        """Once a picture and as a card is held, no question open: cards kept in the
        stall, some held behind an asked card (:attr:`asked_kept`), behind an asked card
        whose line was not said yet (:attr:`~companion.app.
        left_cards.LeftCard.behind` ``None``; the first card, or the table now waiting
        for another asked card: Eve's first play entered, The Musician's discard awaited,
        Bob's Urchin asked): that card's line, naming the card held if it is the only one,
        else with their count; the stall waits for it too
        (:meth:`~companion.app.stall.Stalls._stall_moved`)."""
        kept = self._stall_kept()
        self.asked_kept = tuple(x for x in self.asked_kept if any(x is y for y in kept))
        if not self.asked_kept or self.session.tracker.question is not None:
            return  # after its answer (Enter's card opened "The Musician or the Stowaway?")
        asked = self._asked_waits()
        if asked is None or asked.behind is not None:
            return
        asked.behind = 0
        self.stall.asked = True
        self.stall.moved = self._stall_moved()
        if len(kept) > 1:
            self._say_asked_holds(asked, "app.asked_holds_count", count=len(kept))
            return
        event = kept[0].event
        self._say_asked_holds(asked, "app.asked_holds", card=self._card_names(event.candidates),
                              player=self.session.tracker.names[event.seat - 1])
        self._named(kept[0])  # its line named it: seen for key 3 (review of key4)

    def _say_asked_holds(self, asked, key: str, **args) -> None:
        """Say ``key`` about the cards held behind ``asked`` (a
        :class:`~companion.app.left_cards.LeftCard`): its card, zone and rank (the lowest
        of its candidates, the rank Enter takes), over once it no longer waits; Enter's
        rank goes to its zone (``enter_zones``)."""
        seat = asked.event.seat - 1
        self.session.tell(key, **args, old=self._card_names(asked.event.candidates),
                          owner=self.session.tracker.names[seat],
                          rank=min(card(k).rank for k in asked.event.candidates),
                          enter_zones=(seat,),
                          stale=lambda: not asked.there or asked.claimed is not None)

    def _asked_keeps(self) -> bool:
        """Whether a kept card stays kept at the stall's release: an asked card still
        waits (:meth:`_asked_waits`), whatever its zone."""
        return self._asked_waits() is not None


__all__ = ["AskedHold"]
