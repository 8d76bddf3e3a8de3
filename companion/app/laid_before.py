"""Cards refused as laid before the awaited card whose place in the round is unknown
(:class:`LaidBefore`): never given as a later turn's card, left out and said instead.

A card the camera reads in a zone while the table waits for another zone's card is refused
("The Cultists by Carol? Waiting for Bob's play.") and left (:mod:`companion.app.left_cards`);
once the awaited card is taken it is given again where it fits: a slow player's card read a
moment late (the refused one "It lay there before this turn: check it."), or the effect of
a card entered by key (QA34 st3: the Tommy Gun's cards, laid before Carol's play was
entered, go before Alice's next play, even behind the question the entered card opened).
Fresh QA52b HIGH 4 (r6, 3 players, round 1): Bob's play unread for 30 s, the table played
round 1 to its end and laid round 2's cards; Carol's round-2 Cultists, refused then, was
given behind the question Bob's late play opened ("The Fed or the Nightgaunt?") as Carol's
Sanity check card: "The Cultists." "Carol fails." "Bob wins the round" (truth: her check
card The Boxer, never read; she passed and won round 1). Three things now tell such a card
is not placed in the round:

- behind an open question, the card would be a turn's card begun after the one asked
  about (:meth:`LaidBefore._later_turn_asked`): it waits for the answer (a card of the
  asked card's own turn, the Tommy Gun's, still goes first);
- a card of its zone laid after it was taken since (:meth:`LaidBefore._laid_under`): it
  cannot follow it in the round;
- since it was laid, the camera read a card no account of the round can take: in the zone
  of a player out, or a copy too many of a card its zone does not hold (not the same card
  read again): the table played on past the awaited card's round (:meth:`LaidBefore.
  _played_on_since`; the signs of r6: Alice's round-2 Fed, Urchin and R'lyeh in her zone,
  Carol's Randall Tillinghast).

Behind such a question a zone's order laid is never inverted (review of fits53 HIGH: Carol's
check card, The Boxer, refused; her play, The Urchin, read behind "The Fed or the
Nightgaunt?", was taken first as her check card and the Boxer left out): a newer card of the
zone is held too (:meth:`LaidBefore._behind_older`), and at the answer they are given in the
order laid, unless that order cannot be (the later cards could not follow, or the first would
put its player out, as r6's Cultists would): then the first is asked, not stated
(:meth:`LaidBefore._order_holds`, ``app.left_order_asked``), Enter and its rank entering it.

A card refused before the awaited play was entered by key (Enter and its rank) is not that
play's forced discard without a question (fresh QA53 HIGH, r3c round 3, 4 players: Alice's
Musician never read, Bob's Investigators and Carol's refused; Enter 5 and "the Musician"
gave Bob's Investigators as the Musician's discard, "Bob discards the Investigators." false:
Alice chose Dan, who discarded Cthulhu, never read; Bob's card was his own play). Laid
before the entry, it may as well be its player's next play, the discard unread
(:meth:`LaidBefore._entry_held`): it is held and asked, once ("Still waiting for the card
Alice makes someone discard with The Musician. Laid before Alice's play was entered: the
Investigators (1) in Bob's zone. Is it the discarded card, or a later play? …"); Enter and
the discarded card's rank (its zone asked) settle it, the held cards then given in order,
the held card so entered counting as the camera's report of it (:meth:`LaidBefore.
_entry_claims`). Asked even at 2 players, where Bob's lone card, laid before his turn, is
most often the discard (a design decision of session 54: the discard missed too is as
common in the testers' runs, QA53 r3c and QA53b runC2, and a question has a way to correct
it, a false discard stated has none: tests/companion/app/test_rev_musician54.py).

Such a card is left out (watched until taken away, never given: :attr:`~companion.app.
left_cards.LeftCard.old`) and said once, zone by zone: one of the round may be entered by
Enter and its rank when the table waits for it (:attr:`~companion.app.left_cards.LeftCard.
asked`: it then counts as the camera's report).
"""
from __future__ import annotations

import logging
from collections import Counter
from dataclasses import replace

from companion.app.taken_place import TakenPlace, _held_at
from companion.app.live_cards import card_observation
from companion.app.row_order import laid_before, row_says
from companion.cards import card
from companion.tracker.observations import BEFORE, ObservationError

log = logging.getLogger(__name__)

#: The values of the inconsistencies that refuse a camera card no account of the round
#: can take where it lies: a card in the zone of a player out (confirmed; one only
#: probably out may be the tracker's mistake), a copy too many (:meth:`LaidBefore.
#: _note_played_on` leaves out a copy of a card its zone holds: that card read again).
PLAYED_ON = ("seat_out", "too_many_copies")

#: The tracker's waits (:meth:`~companion.tracker.tracker.Tracker.waiting` kinds) for the
#: card a play's effect makes a player lay, in any zone, as which a card laid before the
#: play was entered is not given without a question (:meth:`LaidBefore._entry_held`): a
#: forced discard (The Musician, Stowaway Sane, Prof. Henry Armitage: RULINGS, the cards'
#: texts). Not the Tommy Gun's cards (``gun``: QA34 st3, two cards laid in the target's
#: zone before Carol's Tommy Gun was entered are its cards, given first).
ENTRY_EFFECTS = ("discard",)


class LaidBefore(TakenPlace):
    """The check of refused cards given again, in :class:`~companion.app.live.LiveTable`
    (a mixin: it uses the table's ``session``, ``watcher``, ``early``, ``played_on``,
    ``zone_taken``, ``entered_t``, ``unread_at``, ``known``, ``left_cards``, and its
    ``_card_names``,
    ``_doubt_zones``, ``_expected``, ``_entered_undone``, ``_leave``, ``_takes``,
    ``_held_by_question`` and ``_unread_awaited``)."""

    def _later_turn_asked(self) -> bool:
        """Whether a question is open and some account of it has begun a turn after the
        card asked about (a ``turn_started`` event not said yet: :attr:`~companion.tracker.
        table.TableState.events`): a card refused as laid before the awaited one, taken
        now, would be that later turn's, its place hanging on the answer (fresh QA52b
        HIGH 4: Carol's round-2 Cultists as her Sanity check card behind "The Fed or the
        Nightgaunt?"). While the asked card's turn goes on (QA34 st3: the Tommy Gun's
        cards), ``False``."""
        tracker = self.session.tracker
        return tracker.question is not None and any(
            e.kind == "turn_started" for h in tracker.hyps for e in h.events)

    def _behind_older(self, obs, event) -> bool:
        """Whether the camera card ``event`` (``obs``: its ``card`` observation, seat
        0-based), read behind an open question some account of which began a later turn
        (:meth:`_later_turn_asked`), is held instead of given to the tracker: an older card
        of its zone, refused as laid before the awaited one, is held behind the question
        (review of fits53 HIGH: Carol's check card, The Boxer, held; her play, The Urchin,
        laid after it, taken behind "The Fed or the Nightgaunt?" as her check card, and
        the Boxer then left out: the zone's order inverted). It is watched as a left card,
        given after the older one once the question is answered, in the order laid."""
        if not self._later_turn_asked():
            return False
        round_ = self.session.tracker.view().round
        if not any(x.event.seat == obs.seat + 1 and x.round == round_ and x.laid_t < event.t
                   and x.open for x in self.left_cards):
            return False
        log.info("camera: %s in seat %d held behind its zone's older card", event.candidates,
                 event.seat)
        self._leave(event)
        self.left_cards[-1].behind_older = True
        self._held_by_question(obs.seat)
        return True

    def _zone_held(self, left) -> list:
        """The left cards of ``left``'s zone and round, laid after it and held behind the
        question with it (:meth:`_behind_older`, :attr:`~companion.app.left_cards.LeftCard.
        behind_older`), still waiting to be given (``open``), in the order laid."""
        return [x for x in self.left_cards if x is not left and x.behind_older
                and x.event.seat == left.event.seat and x.round == left.round
                and x.laid_t > left.laid_t and x.open]

    def _order_holds(self, left) -> bool:
        """Whether ``left`` (a refused card about to be given again) is not given now: held
        behind an older card of its zone that still waits (behind the question, or the
        tracker would take it now: the zone's order is never inverted, review of fits53
        HIGH), or the cards laid after it in its zone (:meth:`_zone_held`) cannot
        follow it in the round, taken one after the other (:meth:`~companion.tracker.
        tracker.Tracker.takes_in_turn`), or would put its player out (:meth:`~companion.
        tracker.tracker.Tracker.puts_out`; fresh QA52b HIGH 4, r6: Carol's round-2 Cultists
        given as her Sanity check card made her fail, her Fed laid after it then taken as
        her revealed hand): its place unknown, it is asked, not stated (:meth:`_ask_order`)."""
        tracker = self.session.tracker
        if left.behind_older and any(
                left in self._zone_held(x) and (tracker.question is not None
                                                or self._takes(x.event))
                for x in self.left_cards if x.open):
            return True  # an older card of its zone still to be given first
        later = self._zone_held(left)
        if not later:
            return False
        obs = [card_observation(x.event.seat, x.event.candidates) for x in (left, *later)]
        others = [card_observation(x.event.seat, x.event.candidates)
                  for x in self._laid_between(left, later)]
        try:
            if any(tracker.takes_in_turn(cards) and not tracker.puts_out(
                    cards, left.event.seat - 1) for cards in (
                    obs, [obs[0], *others, *obs[1:]] if others else [])):
                return False
        except ObservationError:
            pass
        self._ask_order(left, later)
        return True

    def _laid_between(self, left, later: list) -> list:
        """The left cards of other zones than ``left``'s, of its round, still waiting to be
        given (``open``, still there), first reported before the last of ``later`` (the
        cards of ``left``'s zone laid after it: :meth:`_zone_held`), in the order laid:
        the other players' turns that may come between ``left`` and ``later``
        (:meth:`_order_holds` tries them there too). Fresh QA65b H4 (r9h): Carol's
        Necronomicon, then Bob's Sailor, then her Sanity check card, the Investigators,
        held behind the question the Musician opened: "the Necronomicon, laid before the
        Investigators: the card I wait for, or laid later?", her check card unable to
        follow her play without Bob's turn between."""
        last = later[-1].laid_t
        return sorted((x for x in self.left_cards if x.round == left.round and x.open
                       and x.there and x.event.seat not in (None, left.event.seat)
                       and x.laid_t < last), key=lambda x: x.laid_t)

    def _ask_order(self, left, later: list) -> None:
        """Leave out ``left`` and the cards of its zone laid after it (``later``), their
        place in the round unknown, and ask: "The Cultists in Carol's zone, laid before The
        Fed: the card I wait for, or laid later? …" (``app.left_order_asked``); Enter and
        its rank enters the card (:attr:`~companion.app.left_cards.LeftCard.asked`)."""
        for x in (left, *later):
            x.kept, x.old, x.asked = False, True, True
            log.info("camera: %s in seat %d left out, its order unknown", x.event.candidates,
                     x.event.seat)
        if self.early is not None and any(self.early is x.event for x in (left, *later)):
            self.early = None
        first = card(left.event.candidates[0])
        self.session.tell("app.left_order_asked", card=self._card_names(
            left.event.candidates), player=self.session.tracker.names[left.event.seat - 1],
            later=self._card_names(later[0].event.candidates), rank=first.rank)
        self._named(left, later[0])  # (the others laid later stay unsaid: fresh QA66 M1)

    def _note_played_on(self, obs, events, t: float) -> None:
        """A camera card (``obs``: its ``card`` observation, seat 0-based; ``t``: its frame
        time, s) the tracker refused with ``events``: noted in :attr:`played_on` as
        ``(round, t, seat)`` when no account of the round can take it there
        (:data:`PLAYED_ON`), not a copy too many of a card its zone holds (read again: a
        hand over its pile); ``seat`` (0-based) for a card in the zone of a player out,
        ``None`` for a copy too many."""
        refusals = {e.value for e in events if e.kind == "inconsistency"}
        view = self.session.tracker.view()
        if not refusals & set(PLAYED_ON):
            return
        if refusals == {"too_many_copies"} and set(obs.cards) & set(view.seats[obs.seat].zone):
            return
        out = obs.seat if "seat_out" in refusals else None
        self.played_on.append((view.round, t, out))

    def _note_zone_taken(self, seat: int, laid_t: float, key: str, place=None) -> None:
        """The tracker took a camera card of ``seat``'s zone (0-based) first reported at
        ``laid_t`` (frame time, s), read as ``key``, the zone's last card, lying at
        ``place`` (a :class:`~companion.app.card_place.Place`, ``None``: unknown): the
        latest laid there (:func:`~companion.app.row_order.laid_before`: by the zone's row,
        else first reported), in :attr:`zone_taken` with its index in the zone."""
        view = self.session.tracker.view()
        at = (view.round, seat)
        taken = self.zone_taken.get(at)
        if taken is None or laid_before(self._taken_place(seat, taken), taken[0], place,
                                        laid_t):
            self.zone_taken[at] = (laid_t, key, len(view.seats[seat].zone) - 1, place)

    def _laid_under(self, left) -> str | None:
        """The key of the card of ``left``'s zone laid after it that the tracker took
        (:attr:`zone_taken`) and still holds there (not undone since: review of fits53,
        "laid before The Urchin, taken there since" once the Urchin was undone), ``None``
        if none: ``left`` cannot follow it in the round. Laid after it by the zone's row
        (:func:`~companion.app.row_order.laid_before`; review of runc56 HIGH: a check
        card read late, its play read first and refused, was "laid before" the check card
        by the order first reported), else first reported after it."""
        seat = left.event.seat - 1
        taken = self.zone_taken.get((left.round, seat))
        # (its place as of the hint's picture while the cards held on a card read
        # otherwise are given back: DiffersHold._left_order_place; hcfix68)
        if taken is None or self._order_unsettled(left) or not laid_before(
                self._left_order_place(left), left.laid_t, self._taken_place(seat, taken),
                taken[0]):
            return None
        zone = self.session.tracker.view().seats[seat].zone
        return taken[1] if _held_at(taken, zone) else None

    def _marked_under(self, obs, event):
        """``obs`` (the camera card ``event``'s ``card`` observation, seat 0-based), marked
        :data:`~companion.tracker.observations.BEFORE` when its zone's row tells it lies
        before the newest card the tracker took there this round (:attr:`zone_taken`, still
        held at its place in the zone): read after the card laid on it, the tracker tries it
        in that card's place if it refuses it where it comes (:mod:`companion.tracker.
        under_card`; fresh QA58 HIGH-1: Bob's Necronomicon, under his hand the Mi-Go, read
        after it and refused). Only the places tell (:func:`~companion.app.row_order.
        row_says`), never the order first reported; else ``obs`` as it is."""
        if obs is None or len(obs.cards) != 1:
            return obs
        view = self.session.tracker.view()
        taken = self.zone_taken.get((view.round, obs.seat))
        zone = view.seats[obs.seat].zone
        if taken is None or not _held_at(taken, zone):
            return obs
        reading = self.watcher.last_reading
        if row_says(self._event_place(event, reading), self._taken_place(obs.seat, taken)):
            log.info("camera: %s in seat %d lies before %s there", obs.cards, event.seat,
                     taken[1])
            return replace(obs, value=BEFORE)
        return obs

    def _under_taken(self, seat: int) -> None:
        """After the tracker took a card marked laid before the newest card of ``seat``'s
        zone (0-based; :meth:`_marked_under`) in that card's place: that newest card's index
        in :attr:`zone_taken` is one further (the zone's row unchanged)."""
        view = self.session.tracker.view()
        at = (view.round, seat)
        taken = self.zone_taken.get(at)
        zone = view.seats[seat].zone
        if taken is not None and _held_at(taken, zone, shift=1):
            self.zone_taken[at] = (taken[0], taken[1], taken[2] + 1, taken[3])

    def _played_on_since(self, laid_t: float, round_: int) -> bool:
        """Whether since ``laid_t`` (frame time, s) the camera read a card of round
        ``round_`` that no account of it can take (:meth:`_note_played_on`); one in the zone
        of a player no longer out (an undo took back what put them out) tells nothing."""
        seats = self.session.tracker.view().seats
        return any(r == round_ and t >= laid_t and (seat is None or seats[seat].out)
                   for r, t, seat in self.played_on)

    def _before_entry(self, left) -> bool:
        """Whether ``left`` (a refused or kept card, :class:`~companion.app.left_cards.
        LeftCard`) is held as laid before the play whose forced discard the table waits
        for was entered (:meth:`_entry_held`)."""
        return any(x is left for x in self._entry_held())

    def _entry_held(self) -> list:
        """The cards held, in the order laid, while the table waits for a forced discard
        (:data:`ENTRY_EFFECTS`) in any zone: this round's refused or kept cards laid before
        the last card entered by key (``laid_t`` before :attr:`entered_t` when the wait
        began, :attr:`entry_wait`, frame times, s; review of musician53: not the Enter of
        the answer, which named later cards as laid before),
        in the zone of a player still in, that may as well be their player's later play,
        the discard unread (fresh QA53 HIGH, r3c: Bob's Investigators, Bob next after
        Alice): every player still in between the effect's player and theirs, in turn
        order, had a card laid before it (none for the next player); or a card held so was
        laid before it (the discard then, or after it: no discard in either story; r3c:
        Alice's own Randall Tillinghast).
        Else it is the discard (QA49 r1b: Carol's Cats of Ulthar after her entered
        Armitage, no other card laid between). None when an undone play is entered again
        (:meth:`~companion.app.left_cards.LeftCards._entered_undone`)."""
        tracker = self.session.tracker
        kind, effect, _ = tracker.waiting()
        if kind not in ENTRY_EFFECTS:
            return []
        view = tracker.view()
        wait = (view.round, effect, len(tracker.history))
        if self.entry_wait[0] != wait:  # the Enter of its answer moves entered_t: not this
            self.entry_wait = (wait, self.entered_t)  # (review of musician53)
        laid = sorted((x for x in self.left_cards if x.round == view.round
                       and (x.there or x.kept) and x.laid_t < self.entry_wait[1]
                       and x.open and not view.seats[x.event.seat - 1].out),
                      key=lambda x: x.laid_t)
        laid = self._not_entered(view, laid)
        if not laid or self._entered_undone(view):
            return []
        count, held = len(view.seats), []
        for left in laid:
            seat = left.event.seat - 1
            between = [(effect + i) % count for i in range(1, (seat - effect) % count or count)]
            if held or all(view.seats[b].out or any(
                    y.event.seat - 1 == b and y.laid_t < left.laid_t for y in laid)
                    for b in between):
                held.append(left)
        return held

    def _not_entered(self, view, lefts: list) -> list:
        """``lefts`` (refused or kept cards of the round in ``view``, the tracker's public
        view, in the order laid) less those whose report counts as a card the tracker holds
        in their zone, entered by key and not reported yet (:meth:`~companion.app.
        known_cards.KnownCards.known`, the oldest such card of a name first): given, each is
        that card read late, no later play nor forced discard. Fresh QA65 HIGH-2 (MEDIUM):
        Bob's Musician, held under a hand ("waits too: Bob's play, or a later card?") and
        entered as his play by Enter 5, was named "laid before Bob's play was entered"
        among the cards that might be the Musician's discard."""
        owed: dict = {}
        out = []
        for left in lefts:
            seat = left.event.seat - 1
            if seat not in owed:
                zone = Counter(view.seats[seat].zone)
                owed[seat] = Counter({k: n - self.known.reported(view, seat, k)
                                      for k, n in zone.items()})
            key = next((k for k in left.event.candidates if owed[seat][k] > 0), None)
            if key is None:
                out.append(left)
            else:
                owed[seat][key] -= 1
        return out

    def _entry_doubt(self, left) -> bool:
        """Whether ``left``, a kept card a stall gives now, is given as the forced discard
        (:data:`ENTRY_EFFECTS`) of a play entered by key after it was laid (``laid_t``
        before :attr:`entered_t` when the wait began): said with its check ("It lay there
        before this turn: check it."), as a left card so given is (:meth:`~companion.app.
        left_cards.LeftCards._left_cards`; review of musician54: two cards laid before
        Alice's Musician was entered, kept, "Bob discards The Boxer." said as plain fact;
        so Carol's Boxer, two seats on, nothing laid between, given as the discard, her
        card only the likelier story). Not one no longer there to check (gathered with the
        table: test_rv37c's Sailor)."""
        tracker = self.session.tracker
        kind, effect, _ = tracker.waiting()
        if kind not in ENTRY_EFFECTS or not left.there:
            return False
        wait = (tracker.view().round, effect, len(tracker.history))
        entered_t = self.entry_wait[1] if self.entry_wait[0] == wait else self.entered_t
        return left.laid_t < entered_t

    def _laid_before_entry(self, laid_t: float) -> bool:
        """Whether a card first seen at ``laid_t`` (frame time, s; a kept or refused
        card given after the last card entered by key) was laid before that entered card
        may have been: before Enter was pressed (:attr:`entered_t`), and before the camera
        told unread a card of a zone the round's cards were entered in (:attr:`unread_at`:
        the entered card lay there by then; review of stickR2: Dan's Boxer and hand,
        Alice's Fed, Bob's Cultists, laid after Carol's starting card was told unread, are
        in turn). Such a card is given to the tracker as laid before the entry
        (``card_seen(..., entered_before=True)``): the turns between may have gone unread, so a
        knocked-out hand it alone tells is said hedged (:mod:`companion.tracker.
        entry_hand`; fresh QA58 HIGH-2)."""
        if laid_t >= self.entered_t:
            return False
        view = self.session.tracker.view()
        told = [t for seat, t in self.unread_at.items() if t is not None
                and seat < len(view.seats) and self.known.entered(view, seat)]
        return not told or laid_t < max(told)

    def _ask_before_entry(self, lefts: list) -> None:
        """Ask, once, for the forced discard the table waits for when ``lefts`` (cards
        held by :meth:`_before_entry`, in the order laid) were laid before the play was
        entered: "Still waiting for …. Laid before Alice's play was entered: the
        Investigators (1) in Bob's zone. Is it the discarded card, or a later play? Press
        Enter, then the discarded card's rank, even if it is that one."
        (``app.discard_laid_before``). Said again only for a card not asked yet for this
        wait (:attr:`~companion.app.left_cards.LeftCard.entry_asked`: the entered play's
        answer undone and changed, "the Stowaway" for "The Musician", the discard awaited
        is another card's, and the cards laid before it are asked again; review of
        fmusic54 MEDIUM: only the stall's reminder, 4 cards later, asked for "a card I
        could not read"); not while a question is open (its answer may end the wait). The
        cards named are no longer :attr:`~companion.app.left_cards.LeftCard.unsaid` (key 3
        counts them seen: review of key4, L3)."""
        tracker = self.session.tracker
        _, seat, effect = tracker.waiting()
        wait = (tracker.view().round, seat, effect)
        if not lefts or tracker.question is not None \
                or all(left.entry_asked == wait for left in lefts):
            return
        for left in lefts:
            left.entry_asked = wait
        self.session.tell(
            "app.discard_laid_before", count=len(lefts), expected=self._expected(),
            player=tracker.names[seat], zones=self._doubt_zones(
                [(x.event.seat, x.event.candidates) for x in lefts]),
            enter_zones=tracker.awaited_seats())
        # named by the line: seen (key 3), though held in silence before (review of key4,
        # L3: fmusic54's Randall and Shoggoth, held behind the open question, counted unseen)
        self._named(*lefts)

    def _entry_claims(self, left) -> bool:
        """Whether ``left``, a card asked as maybe the forced discard of a play entered after
        it was laid (:meth:`_ask_before_entry`), not kept by a stall (whose release gives it
        in order: the card entered then counts as its report), counts as the camera's report
        of the card the tracker holds in its zone entered by key, not reported (:meth:`~
        companion.app.left_cards.LeftCards._undone_taken`): the answer named it, Enter, its
        rank and its zone (review of musician53: at 3 players, Bob's Boxer so entered was
        counted, then said "Not counted: The Boxer in Bob's zone, laid before The Fed,
        counted there since." once his Fed was taken). Looked for once the discard is no
        longer awaited (an older card of its name entered in its zone is not its answer);
        one claimed is given up again when its entry is undone."""
        return left.entry_asked is not None and not left.kept and (
            left.claimed is not None
            or self.session.tracker.waiting()[0] not in ENTRY_EFFECTS)

    def _behind_entry(self, event) -> bool:
        """Whether a card the camera reads now (``event``: its stable card, ``t`` its frame
        time, s; a kept card given again has its first reading's) is held: the table still
        waits for the
        forced discard (:data:`ENTRY_EFFECTS`) that cards laid before the play was entered
        were asked as (:meth:`_ask_before_entry`; kept, of this round). Laid after them, it
        is no discard in either story (that card the discard, it is a later play; that
        card a later play, the discard went before it): given as the discard, it would make
        them later cards (r3c: Bob's Cultists as the Musician's discard, his Investigators
        his Sanity check's card). So too for a card laid after cards held but not asked yet
        (:meth:`_entry_held`), a question open (fresh QA54 r5p2, 5 players: "The Musician or
        the Stowaway?" after Enter 5, Bob's Deep One held; Dan's Sailor, read behind the
        question, was taken as the Musician's discard by the account that had it: "Dan
        discards The Sailor.", the Deep One then Bob's play; truth: Bob discarded the Deep
        One, the Sailor was Dan's hand laid six cards later); not a kept card laid before
        them, given now (the first of two in Bob's zone, as the discard: review of
        musician54)."""
        tracker = self.session.tracker
        if tracker.waiting()[0] not in ENTRY_EFFECTS:
            return False
        round_ = tracker.view().round
        return any(left.entry_asked is not None and left.round == round_
                   and (left.there or left.kept)
                   for left in self.left_cards) or any(
                       x.event is not event and x.laid_t < event.t for x in self._entry_held())

    def _entry_behind_held(self, command) -> bool:
        """At Enter's rank (``command``): whether it answers the camera's (or a stall's)
        prompt for a card told unread in one zone ("I cannot read a card in Alice's zone"),
        said while the table waits for a forced discard (:data:`ENTRY_EFFECTS`) as which
        cards laid before the play was entered were asked (:meth:`_ask_before_entry`; kept,
        of this round): that card, laid after one of them in its own zone, is no discard in
        either story (:meth:`_behind_entry`), so it is not entered as one. Said instead
        (``app.enter_after_discard_held``: the discard first, then that card again), and
        the next Enter's rank goes to no zone without asking until an entry is taken (the
        discard's zone unknown: :attr:`~companion.app.enter_heard.EnterHeard.enter_ask_zone`),
        nor to that zone as it is now (:meth:`~companion.app.enter_heard.EnterHeard.
        enter_refused`). Returns True when refused (nothing applied). Not when no card of
        its zone asked so was laid before the unread card was first seen (``unread_at``;
        unknown: not refused; another zone's card tells nothing, review of qaD57): that
        card may be the discard. Fresh QA57 HIGH-1 (runD, 6 players, stickers-only: "Card
        in Alice's zone: which rank?", 7, plus 2, gave "Alice discards the Shoggoth."
        "Alice is now Insane."; truth: Bob's Musician made Fay discard Cthulhu, the card in
        Alice's zone was her later play)."""
        session = self.session
        tracker = session.tracker
        prompt = session.enter_prompt
        if command.name != "enter" or not tracker.started or tracker.question is not None \
                or tracker.waiting()[0] not in ENTRY_EFFECTS or prompt is None \
                or prompt.asked is None or prompt.waits != tracker.waiting() \
                or prompt.at != len(tracker.history):
            return False  # not a prompt for an unread card said in this very wait
        target = session.enter_target(tracker.awaited_seats())  # as the rank goes
        if len(target) != 1 or target[0] not in prompt.asked \
                or target[0] not in self._unread_awaited():
            return False
        seat, round_ = target[0], tracker.view().round
        laid_t = self.unread_at.get(seat)  # the unread card's picture (its laid time)
        if laid_t is None or not any(
                left.entry_asked is not None and left.round == round_
                and (left.there or left.kept) and left.event.seat == seat + 1
                and left.laid_t < laid_t
                for left in self.left_cards):
            return False  # not seen laid after a card of its zone asked as maybe the
            # discard (another zone's only: its time is the camera's telling, 2 s or more
            # late; the discard laid before them, told late, is entered: review of qaD57)
        session.enter_refused(seat)  # the next Enter's rank: whose zone? asked
        log.info("enter: rank %s for the card unread in seat %d, laid after the cards held "
                 "as the discard: not entered", command.number, seat + 1)
        news = tuple(session.said_for.news_waiting(tracker.history))
        with session.bringing(news):
            session.tell("app.enter_after_discard_held", player=tracker.names[seat],
                         expected=self._expected(), enter_zones=tracker.awaited_seats())
        return True

    def _unplaced(self, left) -> bool:
        """Whether ``left``, a card refused as laid before the awaited one, about to be
        given again, is left out instead (module docstring): a card of its zone laid after
        it taken, or the table played on since it was laid. Then it is left out and said
        (:meth:`_leave_unplaced`). Also true, nothing done, while its order against that
        card cannot be told in this picture (:meth:`_order_waits`): not given yet; once that
        wait ran out (:meth:`_order_unknown`), true, it left out and its order asked
        (:meth:`_ask_unordered`; ord70)."""
        later = self._laid_under(left)
        if later is None and not self._played_on_since(left.laid_t, left.round):
            if self._order_unknown(left):  # waited long enough: asked (taken_place)
                self._ask_unordered(left)
                return True
            return self._order_waits(left)
        self._leave_unplaced([left], later)
        return True

    def _leave_unplaced(self, lefts: list, later: str | None = None) -> None:
        """Leave out ``lefts`` (refused or kept cards whose place in the round is unknown):
        watched until taken away, never given; said once: "Not counted: … laid before The
        Fed, counted there since." (``later``: the key of that card, one card) or, the table
        played on, with their ranks to enter one of the round by Enter (``asked``)."""
        for left in lefts:
            left.kept, left.old, left.asked = False, True, later is None
            log.info("camera: %s in seat %d left out, its place unknown",
                     left.event.candidates, left.event.seat)
        if self.early is not None and any(self.early is x.event for x in lefts):
            self.early = None
        names, lang = self.session.tracker.names, self.session.lang
        if later is not None:
            left = lefts[0]
            self.session.tell("app.left_laid_under", card=self._card_names(
                left.event.candidates), player=names[left.event.seat - 1],
                later=card(later).name(lang))
            self._named(left)
            return
        self.session.tell("app.left_played_on", count=len(lefts), zones=self._doubt_zones(
            [(x.event.seat, x.event.candidates) for x in lefts]))
        self._named(*lefts)


__all__ = ["ENTRY_EFFECTS", "LaidBefore", "PLAYED_ON"]
