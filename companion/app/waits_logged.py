"""The camera-differs hold kept in the session log and restored by a resume (session 70,
log70; QA68 M2, QA69 HIGH-1).

The hold (:mod:`companion.app.differs_hold`) was not logged, so a quit lost a round: handC,
Enter 3, plus 1 (The Boxer entered for Bob's Musician), the hint "The camera reads The
Musician in Bob's zone where The Boxer was entered. The cards laid on it wait…", a wrong
plus 1, the quit, the resume, then minus twice: "Bob: The Boxer." "Bob is out, with The
Sailor. Check it." "Carol wins the round…" (false; live, the hold comes back:
:meth:`~companion.app.differs_hold.DiffersHold._differs_again`); a quit during the hold:
its cards "the log does not hold", the hint never said again.

:class:`WaitsLogged` writes each change of it after a key or a picture
(:meth:`WaitsLogged._waits_log`, :func:`differs_record`; the line:
:mod:`companion.session_log_waits`). A resume restores it as the live table had it:

- standing at the quit: once the set-up pictures are read, the cards they show that
  match it are held again (the camera's card counted as the entry's read, the left cards
  that waited with it watched again, laid before them), the hint said once more
  (:meth:`WaitsLogged._differs_restored`);
- ended by an answer still the table's input: kept at once, before the set-up pictures
  (a minus twice read meanwhile brings it back, :meth:`WaitsLogged.
  _differs_ended_restored`), its cards made from the log's line until the set-up reads
  them (:meth:`WaitsLogged._made_read`); minus twice after the set-up also holds the
  set-up's cards neither log round holds, laid after the answer
  (:meth:`WaitsLogged._differs_again`), as live.

Since session 71 (res71): a hold restored while its camera card is unseen (under a hand)
takes that card, once read, as the entry's read (:meth:`WaitsLogged._differs_holds`;
rev-log70 HIGH); a hold restored standing holds the set-up's other zone cards the log does
not hold; an answer that ended the hold before the next picture released it is written as
the ended hold, ``"unreleased"`` (:func:`_answered`), put back by the resume so that the
next picture gives its cards as live (:meth:`WaitsLogged._differs_unreleased`;
rev-log70 MEDIUM); the ended round's cards still lying at a resume in the next round are
its old cards (:mod:`companion.app.resumed_old_round`; QA70 M4).

A log without the line resumes as before. The cards held behind an open question without
the hold have a line of their own (:mod:`companion.app.waiting_logged`; res71, QA69
HIGH-4), written and restored here too. No I/O but the session log's.
"""
from __future__ import annotations

import logging

from companion.app.differs_hold import DiffersEnded, DiffersHeld
from companion.app.keyed_cards import logged_keyed_places
from companion.app.left_card import LeftCard
from companion.app.resumed_old_round import old_round_restored
from companion.app.waiting_logged import (corrected_since, hold_as_waiting, restore_waiting,
                                         waiting_holds, waiting_record)
from companion.session_log_waits import DIFFERS, WAITING
from vision.records import CardAppeared

log = logging.getLogger(__name__)


def _card(event, t=None) -> list:
    """``[seat 1-based, candidates, time s]`` of the camera card ``event``."""
    return [event.seat, list(event.candidates), float(event.t if t is None else t)]


def _left(left) -> list:
    """A left card (:class:`~companion.app.left_card.LeftCard`) as a log's waiting card:
    ``[seat 1-based, candidates, laid time s, held behind an older card]``."""
    return [*_card(left.event, left.laid_t), bool(left.behind_older)]


def differs_record(table) -> "dict | None":
    """The camera-differs hold of ``table`` (a :class:`~companion.app.live.LiveTable`) as
    a log line's value (:mod:`companion.session_log_waits`): the hold standing
    (``ended`` false, with the left cards of its round waiting meanwhile), else the hold
    an answer ended while that answer is still the table's input (``ended`` true, with
    the left cards that waited with it); ``None``: neither."""
    held, ended = table._differs_standing(), False
    if held is None and _answered(table):  # ended, not released before the next picture
        held, ended = table.differs_held, True
        lefts = [_left(x) for x in table.left_cards if x.round == held.round and x.there
                 and x.open and not x.kept and x.event.seat is not None]
    elif held is None:
        done = table.differs_ended
        if done is None or len(table.session.tracker.history) <= done.held.size:
            return None
        held, ended = done.held, True  # (a card of no seat: not a log's line, rev-log70)
        lefts = [_left(x) for x in done.lefts if x.event.seat is not None]
    else:
        lefts = [_left(x) for x in table.left_cards if x.round == held.round and x.there
                 and x.open and not x.kept and x.event.seat is not None]
    value = {"round": held.round, "seat": held.seat, "size": held.size, "ended": ended,
             "read": list(held.read), "index": held.index, "entered": list(held.entered),
             "cards": [_card(e) for e in held.events if e.seat is not None],
             "lefts": lefts}
    if ended and held is table.differs_held:  # its cards not given yet (rev-log70 MEDIUM)
        value["unreleased"] = True
    return value


def _answered(table) -> bool:
    """Whether ``table``'s camera-differs hold no longer stands but is not released yet
    (:meth:`~companion.app.differs_hold.DiffersHold._differs_release` runs at the next
    picture) because an answer the table took ended it: the same round, inputs since,
    the first the hold's, none a slash correction taken (``_differs_release``'s own
    test). A quit before that picture then keeps it ended in the log (rev-log70 MEDIUM:
    ``null`` was the log's last word, the hold lost)."""
    held = table.differs_held
    if held is None or table._differs_standing() is not None:
        return False
    tracker = table.session.tracker
    history = tracker.history
    try:
        return tracker.view().round == held.round and len(history) > held.size \
            and history[held.size - 1] is held.entry \
            and not any((fix := tracker.correction(i)) is not None and fix.taken
                        for i in range(held.size, len(history)))
    except Exception:  # a tracker bug must not stop the loop: not written so
        log.exception("the ended hold's test failed")
        return False


def _take(held: list, seat: int, keys) -> "object | None":
    """The first of ``held`` (set-up card events) in ``seat``'s zone (1-based) that may be
    the card ``keys`` (a candidate in common), removed from ``held``; ``None``: none."""
    event = next((e for e in held if e.seat == seat and set(e.candidates) & set(keys)),
                 None)
    if event is not None:
        held.remove(event)
    return event


def _laid_first(lefts: list, events: list) -> None:
    """The left cards ``lefts`` (:class:`~companion.app.left_card.LeftCard`, in the order
    laid) made laid before every card of ``events`` (camera cards of the resumed table;
    none: as they are), in their order: the log's clock is not the resumed table's."""
    times = [e.t for e in events] + [x.event.t for x in lefts]
    if not lefts or not times:
        return
    for i, left in enumerate(lefts):
        left.laid_t = min(times) - (len(lefts) - i) * 1e-3


#: The :class:`~companion.app.differs_hold.DiffersHeld` fields a log's line does not hold
#: (live71): the resumed table gives them anew (``taken``: a taken-since predicate;
#: ``reading``: the hint's picture; ``entry``: the tracker's entry at ``size``). Every other
#: field is written by :func:`differs_record` and read back by :func:`_ended_hold` and
#: :meth:`~companion.app.differs_hold.DiffersHeld.begun`
#: (tests/companion/app/test_live71_differs_fields.py fails on a field in neither).
LIVE_FIELDS = frozenset({"taken", "reading", "entry"})


def _ended_hold(logged: dict, events: list, tracker) -> DiffersHeld:
    """The hold of a log's line ``logged`` (:func:`differs_record`'s value) ended by an
    answer still ``tracker``'s input, its cards ``events``: as it stood when its hint was
    said (``size``; its entry the tracker's then), taken since (the answer)."""
    return DiffersHeld(logged["round"], logged["seat"], logged["size"], lambda: True, events,
                       read=tuple(logged["read"]), index=logged["index"],
                       entered=tuple(logged["entered"]),
                       entry=tracker.history[logged["size"] - 1])  # (hold70's kept)


def _logged_event(seat: int, keys, t: float) -> CardAppeared:
    """A camera card made from a log's waiting card the set-up did not read."""
    return CardAppeared(seat, tuple(keys), 0, 0, t)


class WaitsLogged:
    """The camera-differs hold's lines of :class:`~companion.app.live.LiveTable` (a mixin:
    it uses the table's ``session``, ``watcher``, ``known``, ``left_cards``, ``_leave``,
    ``_unleave`` and :class:`~companion.app.differs_hold.DiffersHold`'s members; module
    docstring)."""

    #: the value the session log holds now for the camera-differs hold (a change is
    #: written)
    differs_written: "dict | None" = None
    #: ids of the cards made from a resumed log's line until its set-up reads them
    #: (:meth:`_differs_ended_restored`, :meth:`_made_read`)
    waits_made: frozenset = frozenset()
    #: :meth:`_differs_ended_restored` was called (once a resume)
    waits_tried: bool = False
    #: a hold ended by an answer was restored from the resumed log
    waits_resumed: bool = False
    #: the value the session log holds now for the cards waiting behind an open question
    #: (:func:`~companion.app.waiting_logged.waiting_record`; a change is written)
    waiting_written: "dict | None" = None
    #: the ended round's cards a resume's set-up said still lying as old
    #: (:func:`~companion.app.resumed_old_round.old_round_restored`): minus twice
    #: bringing that round back counts them as its cards read (:meth:`_round_back_waits`)
    waits_old: tuple = ()
    #: the hold restored standing while the set-up did not read its camera's card (under
    #: a hand): that card, once read, is the entry's read, not a card laid on it
    #: (:meth:`_differs_holds`; rev-log70 HIGH); ``None``: none
    waits_unread: "DiffersHeld | None" = None

    def _waits_log(self) -> None:
        """After a key or a picture: the camera-differs hold and the cards waiting behind
        an open question written to the session log when they changed
        (:func:`differs_record`, :func:`~companion.app.waiting_logged.waiting_record`);
        not while a resumed log's are still to be restored (:attr:`~companion.app.session_resume.SessionResume.waits_unrestored`)."""
        session = self.session
        if not session.tracker.started or session.waits_unrestored:
            return
        value = differs_record(self)
        if value != self.differs_written:
            self.differs_written = value
            session._keep("record_waits", DIFFERS, value)
        value = waiting_record(self)  # the cards behind an open question (res71)
        if value != self.waiting_written:
            self.waiting_written = value
            session._keep("record_waits", WAITING, value)

    def _waiting_holds(self, event, held: list) -> bool:
        """Whether the resume's set-up event ``event`` (of ``held``) is one the log's
        ``"waiting"`` line restores (:func:`~companion.app.waiting_logged.waiting_holds`):
        no card the log's table waits for (res72)."""
        return waiting_holds(self, event, held)

    def _differs_again(self, again: list) -> list:
        """:meth:`~companion.app.differs_hold.DiffersHold._differs_again`, and when it
        brought back a hold a resumed log ended by an answer (:meth:`_differs_ended_
        restored`) after the set-up read the table: the set-up's cards held as not the
        log's (:attr:`~companion.app.left_card.LeftCard.held`, of the later round the
        answer dealt) that the log's table of the hold's round does not hold either, but
        the camera's card read otherwise, are held with it: laid after the answer, as the
        live table holds the next round's cards it undid (rev-hold69 HIGH; handC stopped
        at 200, minus twice at 205: Carol's check card, the Investigators, left out, "The
        Shoggoth." "Carol fails.", false)."""
        kept = super()._differs_again(again)
        held = self.differs_held
        if held is None or not self.waits_resumed or self.waits_made:
            return kept
        view, read = self.session.tracker.view(), None
        for left in [x for x in self.left_cards if x.held and x.there and x.round > held.round
                     and x.event.seat is not None and x.event.seat <= len(view.seats)]:
            event = left.event
            if read is None and event.seat == held.seat + 1 \
                    and set(event.candidates) & set(held.read):
                read = event  # the camera's card read otherwise: not laid after
                continue
            if self.known.known(view, event.seat - 1, event.candidates):
                continue  # the log's card of that round
            self._unleave(event)
            self._leave(event)
            self.left_cards[-1].kept = True
            held.events.append(event)
        held.events.sort(key=lambda e: e.t)  # given in the order read (stable)
        return kept

    def _differs_holds(self, event) -> bool:
        """:meth:`~companion.app.differs_hold.DiffersHold._differs_holds`, but the first
        card of the hold's zone that may be its camera's card, read after a resume whose
        set-up did not see it (:attr:`waits_unread`: the video goes on under the hand), is
        that card: counted as the entry's read (:meth:`KnownCards.claim
        <companion.app.known_cards.KnownCards.claim>`), not held as laid on itself, and
        the hint said as of now (rev-log70 HIGH: "Bob discards The Musician." after minus
        twice and slash 5, false). True: taken so."""
        held, unread = self._differs_standing(), self.waits_unread
        if unread is None or held is not unread or event.seat != held.seat + 1 \
                or not set(event.candidates) & set(held.read):
            return super()._differs_holds(event)
        self.waits_unread = None
        view = self.session.tracker.view()
        zone = view.seats[held.seat].zone
        if held.index < len(zone):
            self.known.claim(view, held.seat, zone[held.index], event.candidates)
        log.info("camera: %s in seat %d is the resumed hold's card read otherwise",
                 event.candidates, event.seat)
        self._differs_hint(held)
        return True

    def _round_back_waits(self) -> None:
        """Minus twice took back, under the next round's deal, the answer that ended the
        round (:func:`~companion.app.undo_under.undo_answer_under`'s
        ``session.round_back_held``): the cards a resume's set-up said still lying from
        that round (:attr:`waits_old`) count as the camera's reports of that round's
        cards, before the cards it held as not in the log do
        (:meth:`~companion.app.held_cards.HeldCards._held_given_back`): a newer copy of
        one's name is then not taken for it (res71; Carol's Sanity check Investigators)."""
        old, self.waits_old = self.waits_old, ()
        view = self.session.tracker.view()
        for left in old:  # said still lying at the set-up: that round's, read (res71)
            if left.there and left.event.seat is not None \
                    and left.event.seat <= len(view.seats):
                self.known.known(view, left.event.seat - 1, left.event.candidates)
        self._held_given_back()

    def _differs_ended_restored(self) -> None:
        """At a resume, before its set-up pictures (a key read meanwhile may be minus
        twice): the log's camera-differs hold ended by an answer still the table's input
        (:attr:`~companion.session_log.Resumed.differs`, ``ended``) kept for minus twice
        (:meth:`~companion.app.differs_hold.DiffersHold._differs_again`), its cards made
        from the log's line until the set-up reads them (:meth:`_made_read`)."""
        logged = self.session.differs_logged
        tracker = self.session.tracker
        if self.waits_tried:
            return
        self.waits_tried = True
        # the log's cards entered by key are entered, not the log's (res71)
        self.known.keyed_logged = logged_keyed_places(self.session)
        if logged is None or not logged["ended"] or logged.get("unreleased") \
                or not logged["size"] < len(tracker.history) \
                or logged["round"] > tracker.view().round \
                or logged["seat"] >= len(tracker.names):
            return
        round_ = logged["round"]
        events = [_logged_event(s, k, t) for s, k, t in logged["cards"]]
        lefts = [LeftCard(_logged_event(s, k, t), round_, laid_t=t, behind_older=behind)
                 for s, k, t, behind in logged["lefts"]]
        self.waits_made = frozenset(id(e) for e in (*events, *(x.event for x in lefts)))
        held = _ended_hold(logged, events, tracker)
        self.differs_ended = DiffersEnded(held, lefts)
        # its round rests on the card the answer kept, as live (differs_kept; rev-hold71
        # HIGH: resumed, "Carol fails. 13 cards left." was said as fact again)
        self._differs_kept_begins(held, logged["size"] + 1)
        self.waits_resumed = True
        log.info("resume: the camera-differs hold ended by the answer at %d kept",
                 logged["size"])

    def _waits_restored(self, held: list) -> list:
        """After a resume's set-up (``held``: the set-up's card events the log does not
        hold, seat 1-based): the log's camera-differs hold standing at the quit restored
        on the events matching it (:meth:`_differs_restored`; those it takes removed), one
        an answer ended before its cards were given put back (:meth:`_differs_unreleased`),
        the cards made from the log's line for a hold ended by an answer replaced by the
        set-up's events matching them (:meth:`_made_read`; those left held as before),
        the cards waiting behind the log's open question watched again
        (:func:`~companion.app.waiting_logged.restore_waiting`) and the ended round's
        cards still lying said as old (:func:`~companion.app.resumed_old_round.
        old_round_restored`); returns the other events. What the log holds is then what is written on
        (:meth:`_waits_log`)."""
        session = self.session
        differs = session.differs_logged
        session.waits_unrestored = False
        self.differs_written = differs
        self.waiting_written = getattr(session, "waiting_logged", None)
        rest = list(held)
        if differs is not None and corrected_since(session.tracker, differs):
            # its entry corrected by a slash before the set-up (keys typed ahead): ended
            # as live, its cards given as the corrected entry's (res72; QA71 H1)
            session.waiting_logged = hold_as_waiting(differs, session)
            differs = None
        if differs is not None and not differs["ended"]:
            rest = self._differs_restored(differs, rest)
        elif differs is not None and differs.get("unreleased"):
            if differs["size"] < len(session.tracker.history):
                rest = self._differs_unreleased(differs, rest)
            else:  # its answer taken back meanwhile (minus twice before the set-up)
                rest = self._differs_restored(differs, rest)
        rest = self._made_read(rest)
        rest = restore_waiting(self, rest)  # the cards behind the question (res71)
        return old_round_restored(self, rest)  # the ended round's, still lying (res71)

    def _made_read(self, held: list) -> list:
        """The cards made from the log's line (:attr:`waits_made`) replaced, in the hold
        ended by an answer or in the hold minus twice brought back meanwhile, by the
        set-up's events of ``held`` matching them, one each (seat, a candidate in
        common): watched where they lie. Returns ``held`` but the events the hold brought
        back took (and its camera's card, counted as the entry's read)."""
        made, self.waits_made = self.waits_made, frozenset()
        if not made:
            return held
        free = list(held)

        def real(event):
            found = _take(free, event.seat, event.candidates) if id(event) in made else None
            return event if found is None else found
        swapped = {}
        for left in self.left_cards:  # brought back by minus twice meanwhile
            if id(left.event) in made:
                swapped[id(left.event)] = left.event = real(left.event)
                left.laid_t = left.event.t
        ended, standing = self.differs_ended, self.differs_held
        for hold in (ended and ended.held, standing):  # the picture of its cards, for
            if hold and hold.reading is None:  # ord's order (the hint's live)
                hold.reading = self.watcher.last_reading
        if ended is not None:
            ended.held.events = [real(e) for e in ended.held.events]
            for left in ended.lefts:
                left.event = real(left.event)
            _laid_first([x for x in ended.lefts if id(x.event) not in made],
                        [e for e in ended.held.events if id(e) not in made])
        if standing is None:
            return held
        standing.events = [swapped.get(id(e), e) for e in standing.events]
        taken = [e for e in swapped.values() if id(e) not in made]
        waiting = []  # the left cards that waited with it, in the order laid
        for seat, keys, _, behind in (self.session.differs_logged or {}).get("lefts", ()):
            left = next((x for x in self.left_cards if not x.kept and x.open and x.there
                         and x.event.seat == seat and set(x.event.candidates) & set(keys)
                         and x not in waiting), None)
            if left is None:  # not back by minus twice (its picture not read yet)
                event = _take(free, seat, keys)
                if event is None:
                    continue
                self._leave(event)
                left = self.left_cards[-1]
                left.behind_older = behind
                taken.append(event)
            waiting.append(left)
        _laid_first(waiting, [e for e in standing.events if id(e) not in made])
        read = next((e for e in free if e.seat == standing.seat + 1
                     and set(e.candidates) & set(standing.read)), None)
        rest = [e for e in held if not any(e is x for x in (*taken, read))]
        players = len(self.session.tracker.names)
        for event in [e for e in rest if e.seat is not None and e.seat <= players]:
            # laid after the answer, as the next round's, that round undone: held with
            # it, as live (DiffersHold._differs_again; rev-hold69 HIGH)
            self._leave(event)
            self.left_cards[-1].kept = True
            standing.events.append(event)
            rest.remove(event)
        return rest

    def _left_again(self, lefts: list, events: list) -> None:
        """The left cards that waited with the hold (``lefts``: ``(set-up event, logged
        laid time s, held behind an older card)``, in the order laid) watched again, laid
        before every card of ``events`` (the set-up's events of the hold), in their
        order (:func:`_laid_first`)."""
        again = []
        for event, _, behind in lefts:
            self._leave(event)
            self.left_cards[-1].behind_older = behind
            again.append(self.left_cards[-1])
        _laid_first(again, events)

    def _hold_cards_taken(self, logged: dict, rest: list, view) -> tuple:
        """The set-up's events of ``rest`` (those taken removed from it) that match the
        log's camera-differs hold line ``logged`` (:func:`differs_record`'s value) on the
        tracker's ``view``: the camera's card at the entered card's place (counted as the
        entry's read; ``None``: the set-up did not see it) and the cards held on it; the
        left cards that waited with the hold watched again (:meth:`_left_again`). Returns
        ``(read, events)``. Raises nothing."""
        seat = logged["seat"]
        read = _take(rest, seat + 1, logged["read"])
        zone, index = view.seats[seat].zone, logged["index"]
        if read is not None and index < len(zone):
            self.known.claim(view, seat, zone[index], read.candidates)
        events = [e for e in (_take(rest, s, k) for s, k, _ in logged["cards"])
                  if e is not None]
        lefts = [(e, t, b) for e, t, b in ((_take(rest, s, k), t, b)
                                           for s, k, t, b in logged["lefts"])
                 if e is not None]
        self._left_again(lefts, [*events, *(e for e, _, _ in lefts)])
        return read, events

    def _differs_restored(self, logged: dict, rest: list) -> list:
        """The log's camera-differs hold standing at the quit (``logged``) restored on the
        set-up's events ``rest`` (those it takes removed; returned) while the log's
        question is the entered card's own: the camera's card counted as the entry's
        read, the cards on it held again, the left cards that waited with it watched
        again, the hint said again."""
        tracker = self.session.tracker
        view = tracker.view()
        seat, round_, question = logged["seat"], logged["round"], tracker.question
        if seat >= len(view.seats) or round_ != view.round or question is None \
                or question.seat != seat \
                or not set(question.cards or ()) & set(logged["entered"]):
            return rest
        read, events = self._hold_cards_taken(logged, rest, view)
        # the other cards of the players' zones the log does not hold: laid while it
        # stood, held with it as live holds any card then (res71; handC f1 -> f2: minus
        # twice before the set-up, Carol's check card then 'a card the log does not
        # hold', held, and round 1 stalled after slash 5)
        later = [e for e in rest if e.seat is not None and e.seat <= len(view.seats)]
        rest = [e for e in rest if not any(e is x for x in later)]
        events += sorted(later, key=lambda e: e.t)
        hold = DiffersHeld.begun(self.session, self.watcher, seat, read=logged["read"],
                                 index=logged["index"], entered=logged["entered"],
                                 events=events)
        for event in events:
            self._leave(event)
            self.left_cards[-1].kept = True
        self.differs_held = hold
        self.waits_unread = hold if read is None else None  # (rev-log70 HIGH)
        self._differs_hint(hold)
        return rest

    def _differs_unreleased(self, logged: dict, rest: list) -> list:
        """The log's camera-differs hold ended by the answer the log ends with, the quit
        coming before the next picture gave its cards (``logged["unreleased"]``): the
        hold put back on the set-up's events ``rest`` matching it, as the live table held
        it then (the camera's card counted as the entry's read, the cards on it held, the
        left cards that waited with it watched again), ended, so that the next picture
        gives its cards and keeps it for minus twice
        (:meth:`~companion.app.differs_hold.DiffersHold._differs_release`), as live
        (rev-log70 MEDIUM: a quit right after the answer lost the hold). Returns the
        other events."""
        tracker = self.session.tracker
        view = tracker.view()
        seat, round_, size = logged["seat"], logged["round"], logged["size"]
        if seat >= len(view.seats) or round_ != view.round \
                or not 0 < size < len(tracker.history):
            return rest
        _read, events = self._hold_cards_taken(logged, rest, view)
        for event in events:
            self._leave(event)
            self.left_cards[-1].kept = True
        self.differs_held = _ended_hold(logged, events, tracker)
        self.differs_held.reading = getattr(self.watcher, "last_reading", None)
        # that answer is the player's key, as live: the deal its cards make says the
        # hint, and minus twice takes it back under the deal (undo_under)
        self.session.answer_from_log = tracker.history[size]
        log.info("resume: the camera-differs hold ended by the answer at %d, its cards "
                 "not given yet, put back", size)
        return rest


__all__ = ["WaitsLogged", "differs_record"]
