"""A slash correction as kept in the history (:class:`Correction`), how the tracker takes
one (:class:`Corrections`, a mixin of :class:`~companion.tracker.tracker.Tracker`: the
card a ``was`` corrects, the table replayed from it), and how a taken one is told: what it
corrected, and which player's fate it turned round (QA13a F16: "Carol fails." then, after
the correction, "The Fed. Carol passes." with nothing said of the first reading being
withdrawn). No I/O.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Collection, Sequence

from companion.engine.views import PublicView
from companion.tracker.ahead import said_early_stays
from companion.tracker.flow import insane_unsaid
from companion.tracker.insane_told import told_insane
from companion.tracker.events import TableEvent, inconsistency
from companion.tracker.inconsistencies import CARD_KINDS, refused_correction
from companion.tracker.observations import ANSWER_KINDS, Observation

#: The inputs that begin a round: a ``was`` counting ``back`` cards does not reach past one
#: (session 32's review: slash during "Cy wins the round" with a round-2 card read named
#: and corrected a round-1 card, rewriting a finished round).
ROUND_OPENERS = ("start", "new_round")


@dataclass(frozen=True)
class Correction:
    """What a slash correction (a ``was`` that answers no question) did, kept in its
    history entry so that undo puts the history back as it was (QA12 F7: after an undone
    correction the history still held the corrected card, and the next undo named it).

    Attributes:
        history: the history entries before the correction, oldest first.
        card: the card observation it corrected (``None``: no card read yet).
        taken: whether the correction was taken (else it was refused and changed nothing).
    """

    history: tuple
    card: Observation | None
    taken: bool


def late_marker(entry: tuple) -> bool:
    """Whether the history entry ``entry`` (``(observation, snapshot)``) is the marker a
    repaired late play ends with (a ``card`` input whose snapshot holds a
    :class:`Correction`; a slash correction's entry is a ``was``)."""
    return entry[0].kind == "card" and entry[1][-1] is not None


def placed_at(entries: Sequence[tuple], marker: int) -> int:
    """The index in ``entries`` (a tracker's history) of the entry a repaired late play's
    card sits at in its place: the first holding the observation of :func:`late_marker`
    entry ``marker``."""
    obs = entries[marker][0]
    return next(k for k, entry in enumerate(entries) if entry[0] is obs)


def state_after(entries: Sequence[tuple], index: int, now: tuple) -> tuple:
    """The snapshot of the table after history entry ``index`` of ``entries``: that of
    the next entry that is no :func:`late_marker` (a marker's snapshot is the table
    before the repair, not after the entry before it), else ``now``."""
    for entry in entries[index + 1:]:
        if not late_marker(entry):
            return entry[1]
    return now


#: ``value`` of an event that states the opposite of what was said before the correction
#: (narration: the ``*_after_all`` messages, "Carol passes after all.").
AFTER_ALL = "after_all"

#: The events that say a seat stays in / goes out, by which way the correction turned it.
_BACK_IN = ("check_passed", "still_in")
_NOW_OUT = ("check_failed", "player_out")


def told(seat: int | None, old_cards: Sequence[str], new_card: str, before: PublicView,
         after: PublicView, events: Sequence[TableEvent],
         unsaid: Collection[int] = ()) -> list[TableEvent]:
    """The events of a taken correction as they are to be said.

    ``events`` are the replayed events (from the corrected card on); ``before`` and
    ``after`` the public views before and after the correction; ``old_cards`` the card read
    (or its candidates), ``new_card`` the card it was. Returns a ``corrected`` event
    (``seat``, ``cards`` = (new card,), ``info`` = the old card read, ``value`` = the
    seats whose ``now_insane`` is left out below, in order, or ``None``) followed by
    ``events``, where the first event that says a seat's fate turned round by the
    correction (out before, in now: ``check_passed`` / ``still_in``; in before, out now:
    ``check_failed`` / ``player_out``) has ``value`` :data:`AFTER_ALL`; a seat back in with
    no such event gets a ``still_in`` with that value at the end. A ``now_insane`` of a
    seat already Insane ``before`` is left out: it was said then, and the correction did
    not change it (QA33 N5: Deep One corrected to the Necronomicon said "Bob is now Insane."
    again; a record holds that line until the effect is over, so it may be unsaid yet:
    :class:`~companion.narration.record_order.RecordOrder` keeps it for those seats),
    unless that seat is in ``unsaid``: the tracker had not said it yet either
    (:func:`~.now_insane.insane_unsaid`: its card's effect was not over; session 40); so
    is a ``deck_count`` of the count ``before`` has, said already (QA36 #4: "18 cards
    left." was said before and after "Carol passes after all."), and the Sanity
    check's reveal of the card corrected, which the ``corrected`` event names ("Corrected:
    the Investigators, not the Cultists. / The Investigators.").
    """
    out = []
    turned, insane = {}, []
    for s, (b, a) in enumerate(zip(before.seats, after.seats)):
        if b.out != a.out:
            turned[s] = _NOW_OUT if a.out else _BACK_IN
    for e in events:
        if (e.kind == "now_insane" and before.seats[e.seat].insane
                and e.seat not in unsaid) or (
                e.kind == "deck_count" and e.count == before.deck_count) or (
                e.kind == "card_revealed" and not e.info and e.seat == seat
                and e.cards == (new_card,)):
            if e.kind == "now_insane":
                insane.append(e.seat)
            continue
        if e.seat in turned and e.kind in turned[e.seat] and e.value is None:
            e = replace(e, value=AFTER_ALL)
            del turned[e.seat]
        out.append(e)
    out += [TableEvent("still_in", seat=s, value=AFTER_ALL)
            for s, kinds in turned.items() if kinds is _BACK_IN]
    return [TableEvent("corrected", seat=seat, cards=(new_card,), info=tuple(old_cards),
                       value=tuple(insane) or None)] + out


def _never_told(h) -> set[int]:
    """The seats Insane by their zone in account ``h`` (a :class:`~.table.TableState`),
    in, whose "now Insane" was never said this round (not in ``insane_told``): a card an
    effect still resolving laid in its own player's zone (that player's Tommy Gun's deck
    card). A correction's replay says it (:func:`told`'s ``unsaid``). Session 70 (hold70,
    fresh QA69 M2): Carol's Tommy Gun drew the Necronomicon, on the Boxer entered wrong;
    slash 5 replayed her Necronomicon as her play, and its "Carol is now Insane." was
    left out as said before, though it never was."""
    return {s for s in range(h.players)
            if h.insane(s) and not h.out[s] and s not in h.insane_told}


class Corrections:
    """The slash corrections of :class:`~companion.tracker.tracker.Tracker` (see the
    module docstring)."""

    def correction(self, index: int = -1) -> Correction | None:
        """The :class:`Correction` of history entry ``index`` (``None``: not a correction,
        or no such entry)."""
        try:
            return self.history[index][1][-1]
        except IndexError:
            return None

    def replayed(self) -> tuple:
        """The history entries ``(observation, state before)`` that the last input, a taken
        slash correction of an older card (``back`` >= 1:
        :attr:`~companion.tracker.observations.Observation.back`), replayed: those after
        the card it corrected, as they were before it (what was said for them is stale:
        the correction's events say them again, once; QA32 M1); ``()`` after any other
        input."""
        fix = self.correction()
        if fix is None or not fix.taken or fix.card is None or not self.history[-1][0].back:
            return ()
        i = next(k for k, (obs, _) in enumerate(fix.history) if obs is fix.card)
        return fix.history[i + 1:]

    def replay_refused(self) -> list[Observation]:
        """The inputs of :meth:`replayed` (taken before the last input, a taken slash
        correction of an older card) that the corrected table refused (they changed
        nothing there: a card out of turn now), oldest first; ``[]`` after any other
        input. Session 70 (hold70, review rev-hold69 HIGH): handC's Sailor, taken as the
        Tommy Gun's deck card into Bob's zone on the kept Boxer, refused once slash made
        it The Musician (Carol's turn)."""
        replayed = {id(obs) for obs, _ in self.replayed()}
        if not replayed:
            return []
        entries = tuple(self.history[:-1])  # the correction's own entry holds the table
        # before it: the replayed inputs' states end at the table now
        return [obs for k, (obs, _) in enumerate(entries)
                if id(obs) in replayed and self._refused(entries, k)]

    def corrected_index(self, back: int = 0) -> int:
        """Index in :attr:`history` of the card a ``was`` would correct: the last card
        input with cards, or with ``back`` >= 1 the one ``back`` card inputs before it (a
        ``was`` whose ``value`` is ``back``) in the same round (:data:`ROUND_OPENERS`);
        -1 when there is none. Counted in the order the cards were read
        (:meth:`_read_order`): a late play repaired counts where it was read, its entry
        in its place given (review of late44: one card back after it and a card went to
        the card before the one read before it)."""
        counted = False  # a card passed over: the round's beginning ends the search
        for i in reversed(self._read_order()):
            old = self.history[i][0]
            if counted and old.kind in ROUND_OPENERS:
                return -1
            if old.kind in CARD_KINDS and old.cards:
                if not back:
                    return i
                back -= 1
                counted = True
        return -1

    def _read_order(self) -> list[int]:
        """The indices of :attr:`history` in the order their inputs were read: a late
        play's entry in its place (:mod:`.late_play`) comes where its marker is
        (:func:`late_marker`), the marker itself left out."""
        markers = {id(entry[0]): k for k, entry in enumerate(self.history)
                   if late_marker(entry)}
        placed = {}  # a marker's index: the index of its card's entry in its place
        for k, (obs, _) in enumerate(self.history):
            if markers.get(id(obs), k) != k:
                placed.setdefault(markers[id(obs)], k)
        moved = set(placed.values())
        return [placed.get(k, k) for k in range(len(self.history)) if k not in moved]

    def up_to_corrected(self, back: int = 0) -> list:
        """:attr:`history` up to the card a ``was`` would correct (``back``: see
        :meth:`corrected_index`), that card last: what was said of it is that of the
        newest entry; ``[]`` when there is none."""
        return self.history[:self.corrected_index(back) + 1]

    def cards_after(self, index: int) -> int:
        """How many card inputs with cards :attr:`history` holds after entry ``index``: the
        ``back`` of a ``was`` that corrects that entry's card (:meth:`corrected_index`);
        counted as read (:meth:`_read_order`: a late play repaired after the cards read
        before it)."""
        order = self._read_order()
        if index not in order:  # a marker: its card's entry in its place
            index = placed_at(self.history, index)
        return sum(1 for k in order[order.index(index) + 1:]
                   if self.history[k][0].kind in CARD_KINDS and self.history[k][0].cards)

    def correctable(self, back: int = 0) -> tuple[str, ...]:
        """The card keys (candidates) of the card a ``was`` would correct (``back``: see
        :meth:`corrected_index`), or ``()``."""
        target = self.correct_target(back)
        return target.cards if target is not None else ()

    def correct_target(self, back: int = 0) -> Observation | None:
        """The card input a ``was`` would correct now (the last card input with cards, as
        corrected so far: a face-up card; ``back``: see :meth:`corrected_index`), or
        ``None``; a new card read gives a new one."""
        i = self.corrected_index(back)
        return self.history[i][0] if i >= 0 else None

    def _correct(self, obs: Observation) -> list[TableEvent]:
        """``was``: the last card read (or the one ``value`` card inputs before it) was
        another card; replay from there.

        The entry kept for the ``was`` holds a :class:`Correction` (the history before it),
        so undo puts back the card read and its history. A correction the table cannot
        take (the card's only copy already in another zone, a card that does not fit
        there) changes nothing: the card read stays, and a ``correction_refused``
        inconsistency says why (QA12 F10: the card read was removed and the round reopened,
        with only "Check: The Dilettante again?"). The inputs replayed after the corrected
        card leave out earlier corrections (folded into the card, or refused) and inputs
        that were refused (QA12 F10: each old refusal was said again)."""
        was_obs, was_before = self.history.pop()
        saved = tuple(self.history)
        i = self.corrected_index(obs.back)
        if i < 0:
            self.history.append((was_obs, was_before[:-1] + (Correction(saved, None, False),)))
            return [inconsistency("nothing_to_correct")]
        old, before = saved[i]
        if old.kind == "card":
            # a card told the seat's play stays told so (review of qaE57b: "value" "play")
            fixed = Observation("card", old.seat, (obs.cards[0],), old.value)
        else:
            fixed = Observation(old.kind, old.seat, (obs.cards[0],) + old.cards[1:],
                                old.value)
        later = [e for k, e in enumerate(saved[i + 1:], start=i + 1)
                 if e[1][-1] is None and not self._refused(saved, k)]
        if len(old.cards) > 1 and later and later[0][0].kind == "was" \
                and later[0][0].cards[0] in old.cards:
            # the answer to "which card?" for the read corrected goes with it (QA: it was
            # replayed after the fix: "That answer does not fit.")
            later = later[1:]
        try:
            del self.history[i:]
            self._restore(before)
            self.hyps = list(self.hyps)  # the snapshot's own list, shared by a trial: kept
            said_early_stays(self.hyps, was_before[0])  # not said again (QA43 H1 review)
            self.history.append((fixed, before))
            events = self._apply(fixed)
            refusal = next((e for e in events if e.kind == "inconsistency"), None)
            if refusal is None:
                for o, _ in later:
                    events.extend(self._replay_later(o))
        except Exception:  # a failure inside leaves the table and history as before it
            self.history = list(saved)
            self._restore(was_before)
            raise
        if refusal is not None:
            self.history = list(saved)
            self._restore(was_before)
            self.history.append((was_obs, was_before[:-1] + (Correction(saved, old, False),)))
            return [refused_correction(before[0], old, obs.cards[0], refusal)]
        self.history.append((was_obs, was_before[:-1] + (Correction(saved, old, True),)))
        unsaid = set().union(*map(insane_unsaid, was_before[0]), *map(_never_told,
                                                                      was_before[0]))
        view = was_before[0][0].view()
        # as told: not a player out never said Insane (their hand, the Nightgaunt, laid face
        # up; review of m61: any correction later in the round made key 8 say him "out,
        # Insane" again, QA60 MEDIUM-3's fix undone)
        said = frozenset(s for s in range(len(view.seats))
                         if told_insane(was_before[0][0], s) and s not in unsaid)
        for h in self.hyps:  # said before: not again once the replayed effect is over
            h.insane_told = h.insane_told | said
            h.events = [e for e in h.events if e.kind != "now_insane" or e.seat not in said]
        q = self.question
        if q is not None and q != was_before[5] and q not in events:
            # a question the correction opened again, told settled before (review of
            # undo53: a misread one-copy card told which card another zone held): asked
            events.append(q)
        return told(old.seat, old.cards, obs.cards[0], view,
                    self.hyps[0].view(), events, unsaid)  # said as a correction (F16)

    def _replay_later(self, obs: Observation) -> list[TableEvent]:
        """Apply ``obs``, an input kept after the card a taken correction replays from; its
        events. An answer the replayed table refuses as answering no question there
        (``answer_not_possible``: the question it answered was the corrected card's) is
        dropped, unsaid and out of the history; undoing the correction puts it back with
        the card read. Review of qh62: Alice's Cthulhu answered Insane (she wins the
        game), corrected to the Elder Sign, said "That answer does not fit: waiting for
        Dan's Sanity check." of an answer the player never typed there."""
        snap = self._snapshot()
        self.history.append((obs, snap))
        events = self._apply(obs)
        if obs.kind in ANSWER_KINDS and any(e.kind == "inconsistency"
                                            and e.value == "answer_not_possible"
                                            for e in events):
            self.history.pop()
            self._restore(snap)
            return []
        return events

    def _refused(self, entries: tuple, k: int) -> bool:
        """Whether history entry ``k`` of ``entries`` changed nothing (refused: the
        accounts after it are the very accounts before it)."""
        after = state_after(entries, k, (self.hyps,))[0]
        return after is entries[k][1][0]
