"""The cards laid on an entered card the camera reads otherwise wait for the player's word
(session 68, hc68; fresh QA67 H1, H2).

A zone seen at once after a hand lifted (the cards of a zone made stable in one picture),
its card at the place of a card entered by key read as another card, is that card read
otherwise (:meth:`~companion.app.live_cards.CameraCards._differs_from_entered`, rev-slash):
"The camera reads The Musician in Bob's zone where The Boxer was entered". The pictures
cannot tell which is right: the player may have entered the wrong rank, the camera may
have misread. QA67 H1 (handC: the d491 demo video, a hand over Bob's zone while he played
The Musician and The Sailor; Enter 3, plus 1: The Boxer, "was that Bob's hand?" left open):
the Sailor, seen on the Musician in that picture, was given at once, built on the Boxer:
"Bob: The Boxer." "No answer needed: that was Bob's play." "Bob is out, with The Sailor."
"Carol wins the round" said as fact (false: the Musician chose Carol, who discarded the
Tommy Gun). H2: slash then corrected the Boxer to the Musician, but the Sailor was in the
table's history already, so the correction replayed it as the Musician's discard ("Bob
discards The Sailor."), ahead of Carol's Tommy Gun held before that picture: session 67's
order (:meth:`~companion.app.zone_order.ZoneOrder._older_first`) was never tried.

So while the entered card's own question is open ("was that Bob's hand?", asked before the
camera read the zone; not another's: handB, where Carol's question was open, was true), the
cards made stable on the card read otherwise, in that
picture, are not given: held (:class:`DiffersHeld`), and no held card of another zone is
given either; the hint says so and how to go on (``app.camera_differs_held``: "The cards
laid on it wait: to take The Musician, press slash, then its rank; to keep The Boxer,
answer the open question; key 1 repeats it."). The hold ends at the table's next input: a correction (slash, a
``was``), the question's answer (the player keeps the entered card), an undo. Then the held
cards are given as if read now, each the card of a zone seen at once
(:meth:`~companion.app.live_cards.CameraCards._read_on_under`), so the held cards of other
zones read before that picture go first where the table takes them in turn (ord's rule):
"Bob: The Musician." "Carol discards the Tommy Gun." "Carol: the Necronomicon." "Bob: The
Sailor.". Rules: seed 001 (turn order; the Musician's discard); docs/keys.en.md (slash).

Given back, they are ordered as of the hint's picture (hcfix68, review rev-hc68 HIGH): the
hold lasts until the player's word, and meanwhile a zone's later cards may cover its older
ones (:meth:`_seen_for_order`) or lie where a taken card lay (:meth:`_order_picture`). Minus
twice taking back the entered card, the camera's card is given first, as the card of the
hint's picture it is (:meth:`_differs_undone`).

Session 69 (hold69, fresh QA68): a wrong answer ending the hold ("yes, Bob's hand"),
then minus twice taking it back under the cards given since: the hold stands again, its
hint said again, its cards not read again (:meth:`_differs_again`; H1: they were read
again on the Boxer, "Bob is out, with The Sailor.", "Carol wins the round", false). The
answer keeping the entered card gives the held cards with why to check them
(:data:`DIFFERS_LAID`, "It lay on the card the camera reads otherwise: check it."; M1).
While the hold stands, key 3 counts the cards it keeps waiting unseen
(:meth:`_differs_waits`; M3). Slash pressed while minus twice would bring the hold back
says to take that answer back first (:meth:`_differs_slash_first`; L1: it corrected the
held Sailor given since and refused The Musician).

Session 70 (hold70, its parts as mixins): a card a slash's replay refuses is watched
again (:mod:`~companion.app.differs_fixed`; rev-hold69 HIGH: the Sailor lost after plus 2
then slash 5); one picture's card at the entered card's place goes before the cards on it
(:mod:`~companion.app.entered_under`; QA69 HIGH-3: the Sailor entered, the camera's Sailor
on the Musician counted as it); the round resting on an entry kept against the camera says
its camera cards to check (:mod:`~companion.app.differs_kept`); the first minus twice after
that answer takes it back (:mod:`~companion.app.differs_undo`); the hint said again names a
card no longer seen in the past (:meth:`_differs_hint`).

:class:`DiffersHold`, a mixin of :class:`~companion.app.live.LiveTable` (its ``session``,
``left_cards``, ``_leave``, ``_unleave``, ``_card_appeared``). No I/O.
"""
from __future__ import annotations

import logging
from dataclasses import dataclass, field, replace
from typing import Callable

from companion.app.card_place import places
from companion.app.differs_fixed import DIFFERS_LAID, DiffersFixed
from companion.app.differs_kept import DiffersKept
from companion.app.differs_undo import DiffersUndo
from companion.app.entered_under import EnteredUnder
from companion.app.entry_lifted import EntryLifted
from companion.app.kept_deal import KeptDeal
from companion.app.row_order import place_now
from companion.app.undo_under import answer_hinted, answer_under_deal
from companion.cards import card
from companion.narration.narrate import place_name

log = logging.getLogger(__name__)



@dataclass
class DiffersHeld:
    """The hold on the cards laid on an entered card read otherwise: ``round`` and
    ``seat`` (0-based) of the zone; ``size``: the tracker's history length when the hint
    was said; ``taken``: true once the tracker took an input since (:meth:`~companion.
    app.session_watch.SessionWatch.taken_since`); ``events``: the cards held (:class:`vision.records.
    CardAppeared`, oldest first)."""

    round: int
    seat: int
    size: int
    taken: Callable[[], bool]
    events: list = field(default_factory=list)
    #: the hint's picture (:class:`vision.records.FrameReading`, ``None``: unknown)
    reading: object = None
    #: the camera's card read otherwise: its card keys and its place in the zone
    #: (``index_in_zone``)
    read: tuple = ()
    index: int = 0
    #: the entered card's keys as the table holds them (the card and its candidates)
    entered: tuple = ()
    #: the tracker's newest history entry when the hint was said (a slash correcting the
    #: entered card replaces it: no answer kept that card)
    entry: object = None

    @classmethod
    def begun(cls, session, watcher, seat: int, *, read: tuple, index: int, entered: tuple,
              events: list | None = None) -> "DiffersHeld":
        """The hold beginning now, live (:meth:`DiffersHold._differs_hold_begins`) or
        restored standing at a resume's quit (:meth:`~companion.app.waits_logged.
        WaitsLogged._differs_restored`; live71: one constructor for both): ``seat``'s
        zone (0-based) in ``session``'s (a :class:`~companion.app.session.TableSession`)
        round as its tracker stands (its history length, newest entry and
        ``taken_since``), ``watcher``'s last picture (``None``: it has none), the
        camera's card ``read`` (its keys) at ``index`` in the zone, the ``entered``
        card's keys, ``events``: the cards held (``None``: none yet). The log's line
        (:func:`~companion.app.waits_logged.differs_record`) holds every field but
        :data:`~companion.app.waits_logged.LIVE_FIELDS`. Raises nothing."""
        tracker = session.tracker
        return cls(tracker.view().round, seat, len(tracker.history), session.taken_since(),
                   [] if events is None else events,
                   reading=getattr(watcher, "last_reading", None), read=tuple(read),
                   index=index, entered=tuple(entered),
                   entry=tracker.history[-1] if tracker.history else None)


@dataclass
class DiffersEnded:
    """A hold ended by an answer the table took, not a correction
    (:meth:`DiffersHold._differs_release`), for
    minus twice taking that input back under the cards given since
    (:meth:`DiffersHold._differs_again`): ``held`` (:class:`DiffersHeld`) as it stood;
    ``lefts``: copies of the left cards (:class:`~companion.app.left_cards.LeftCard`) of
    its round that waited with it, in their order."""

    held: DiffersHeld
    lefts: list = field(default_factory=list)
    #: :attr:`~companion.app.live.LiveTable.laid_taken` before the held cards were given
    #: (frame time, s): restored with the hold (:meth:`DiffersHold._differs_again`);
    #: ``None``: not known (a resumed log's hold), left as it is
    laid_taken: float | None = None


class DiffersHold(DiffersFixed, DiffersKept, DiffersUndo, EnteredUnder, EntryLifted,
                  KeptDeal):
    """Holds the cards laid on an entered card the camera reads otherwise (module
    docstring)."""

    #: the hold standing, else ``None``
    differs_held: DiffersHeld | None = None
    #: ids of the held cards given back: each a card of a zone seen at once
    #: (:meth:`~companion.app.live_cards.CameraCards._read_on_under`)
    differs_lifted: frozenset = frozenset()
    #: while the held cards are given back: the hint's picture, where ord's order still
    #: sees the cards of other zones covered since (:meth:`_seen_for_order`)
    differs_picture: object = None
    #: the last hold ended by an input the table took (:class:`DiffersEnded`), else
    #: ``None``
    differs_ended: "DiffersEnded | None" = None
    #: ``id`` of the observations the last undo took back and held again
    #: (:meth:`_differs_again`): not left out as undone cards
    differs_reheld: frozenset = frozenset()
    #: ids of the held cards being given back after the player kept the entered card the
    #: camera reads otherwise (:meth:`_differs_doubt`)
    differs_doubted: frozenset = frozenset()

    def _differs_hold_begins(self, seat: int, keys: tuple[str, ...], read: tuple = (),
                             index: int = 0) -> bool:
        """The hint on ``seat``'s zone (0-based) card read otherwise (held by the table as
        ``keys``: the entered card, its candidates), made stable with cards on it in one
        picture, is being said: whether those cards are held, the open question being
        that entered card's own (its seat's, naming it: "The Boxer in Bob's discard zone:
        was that Bob's hand?"), which the cards on it would answer as built on it; its
        answer keeps the entered card. Another question (handB, QA67 a1: Carol's "was
        that Carol's hand?", the entered card Bob's older play) holds nothing: the cards
        go on as before. ``read``: the camera's card (its keys), at ``index`` in its zone.
        Begins the hold."""
        if not _entry_question(self.session.tracker.question, seat, keys):
            return False
        self.differs_held = DiffersHeld.begun(self.session, self.watcher, seat, read=read,
                                              index=index, entered=keys)
        return True

    def _differs_holds(self, event) -> bool:
        """Whether the camera card ``event`` (not given yet) is held: a card of the held
        zone made stable in the hint's picture, or any card while the hold stands. Held,
        it is watched (:meth:`~companion.app.left_cards.LeftCards._leave`) and given at
        the hold's end (:meth:`_differs_release`); a card of a later picture is said to
        wait for the answer, unnamed (:meth:`~companion.app.live_cards.CameraCards.
        _held_by_question`)."""
        self._note_lift(event)  # a card right on an entered play, a hand lifted (QA69 M1)
        held = self._differs_standing()
        if held is None or event.seat is None:
            return False
        self._leave(event)
        self.left_cards[-1].kept = True  # not given by the watch meanwhile
        later = bool(held.events) and event.frame_index != held.events[0].frame_index
        held.events.append(event)
        if later and self.session.tracker.question is not None:
            self._held_by_question(event.seat - 1)  # a later card: said to wait, unnamed
        log.info("camera: %s in seat %d held on the card read otherwise", event.candidates,
                 event.seat)
        return True

    def _entry_under(self, event) -> bool:
        """Whether the new camera card ``event`` (a zone card) lies on a card entered by
        key, in a zone seen at once (:meth:`~companion.app.live_cards.CameraCards.
        _read_on_under`): a held card given back (:attr:`differs_lifted`), or one made
        stable on a card of its zone while the zone holds a card entered by key. The time
        of that entry then bounds nothing of when the cards of other zones were laid
        (:meth:`~companion.app.zone_order.ZoneOrder._older_first`): the entered card lay
        under the hand before it was entered (QA67 H2: Carol's Tommy Gun, read before Bob's
        play under the hand was entered, is that play's discard)."""
        if id(event) in self.differs_lifted:
            return True
        if event.seat is None or not self._read_on_under(event):
            return False
        view = self.session.tracker.view()
        seat = event.seat - 1
        return seat < len(view.seats) and bool(self.known.entered_places(view, seat))

    def _differs_standing(self) -> DiffersHeld | None:
        """The hold while it stands: same round, no input taken since, nothing undone."""
        held = self.differs_held
        if held is None:
            return None
        tracker = self.session.tracker
        if held.taken() or len(tracker.history) < held.size \
                or tracker.view().round != held.round:
            return None
        return held

    def _differs_waits(self, left) -> bool:
        """Whether the left card ``left`` (:class:`~companion.app.left_cards.LeftCard`)
        waits for the standing hold's end, not given yet (:attr:`~companion.app.left_cards.
        LeftCard.open`), of its round: not yet said as the table's, so not seen for key 3
        (:meth:`~companion.app.left_cards.LeftCards._left_face_up`; fresh QA68 M3: the
        held Sailor and Carol's Tommy Gun counted as seen, "Unseen: 19", 21 true)."""
        held = self._differs_standing()
        return held is not None and left.round == held.round and left.open

    def _differs_doubt(self, event) -> "str | bool":
        """:data:`DIFFERS_LAID` when the camera card ``event`` is a held card given back
        after the player's answer kept the entered card the camera reads otherwise, else
        ``False``: it lay on the camera's card in the hint's picture, so what the table
        makes of it, built on the entered card, is said to be checked, not as fact (fresh
        QA68 M1: plus 2 kept The Boxer, and "Carol's Tommy Gun: The Sailor, from the deck
        into Bob's zone." was stated, the picture showing the Sailor on Bob's Musician)."""
        if id(event) in self.differs_doubted:
            return DIFFERS_LAID
        return self._differs_kept(event)  # the round rests on the kept card (differs_kept)

    def _differs_release(self) -> None:
        """Once per picture: the hold ended (module docstring): its cards given, oldest
        first, as read now, each a card of a zone seen at once; a card taken away
        meanwhile is not given."""
        held = self.differs_held
        if held is None or self._differs_standing() is not None:
            return
        self.differs_held = None
        tracker = self.session.tracker
        if tracker.view().round != held.round:
            return
        events = [*self._differs_undone(held), *held.events]
        kept = self._differs_answer_kept(held)  # kept by an answer, not a slash (differs_kept)
        self.differs_ended = DiffersEnded(held, [
            replace(x) for x in self.left_cards if x.there and x.open and not x.kept
            and x.round == held.round], self.laid_taken) if kept else None
        self.differs_lifted = frozenset(id(e) for e in events)
        self.differs_picture = held.reading
        if kept:
            self.differs_doubted = frozenset(  # kept: answered; on that card: its zone's
                id(e) for e in held.events if e.seat == held.seat + 1)  # (rev-hold69)
            begun = self.differs_kept  # by the answer's own lines or cards (_kept_by_answer)
            if begun is None or begun.size != held.size + 1:
                self._differs_kept_begins(held)
        try:
            for event in events:
                left = next((x for x in self.left_cards if x.event is event), None)
                if left is None or not left.there:
                    continue
                self._unleave(event)
                self._card_appeared(event)
        finally:
            self.differs_lifted, self.differs_picture = frozenset(), None
            self.differs_doubted = frozenset()

    def _differs_again(self, again: list) -> list:
        """Minus twice took back the input that ended the hold (:attr:`differs_ended`:
        the open question's answer, the entered card kept) under the cards given since
        (:meth:`~companion.app.undo_key.UndoKey._undo_blamed`, :func:`~companion.app.
        undo_under.undo_answer_under`), ``again`` (observations, oldest first) being the
        camera's inputs to read again: when that question is open again, the entered card
        still there, the hold stands again: the camera's cards among ``again`` that were
        held (the cards laid on the card read otherwise, the left cards that waited with
        them) are held again, not read (watched as before, said by the hint again), and
        so are the open left cards of the undone next round, laid after the answer
        (rev-hold69 HIGH: else dropped as of another round); returns the others, to be
        read again. Fresh QA68 H1: a wrong plus 1 ("yes, Bob's
        hand"), then minus twice: the held Sailor read again on the Boxer, "Bob: The
        Boxer." "Bob is out, with The Sailor." "Carol wins the round" (false)."""
        ended, self.differs_ended = self.differs_ended, None
        self.differs_reheld = frozenset()
        if ended is None or self._differs_standing() is not None:
            return again
        old, tracker = ended.held, self.session.tracker
        question = tracker.question
        if len(tracker.history) > old.size or tracker.view().round != old.round \
                or not _entry_question(question, old.seat, old.entered):
            return again
        waiting = [*((x.event, x) for x in ended.lefts), *((e, None) for e in old.events)]
        back = _held_reads(again, waiting)
        if not back:
            return again
        reading = self.watcher.last_reading
        restored = set(back.values()) | {  # still there, dropped since (the round's end
            i for i, (event, left) in enumerate(waiting)  # undone: the next deal's)
            if left is not None and (any(x.event is event for x in self.left_cards)
                                     or places(reading, event.seat, event.candidates))}
        for obs in again:
            if id(obs) in back:
                self.known.undone(obs.seat, obs.cards)  # its report no longer counted
        held = replace(old, size=len(tracker.history), taken=self.session.taken_since(),
                       events=[], entry=tracker.history[-1] if tracker.history else None)
        for i, (event, left) in enumerate(waiting):
            if i not in restored:
                continue  # given before, or taken away
            self._unleave(event)
            if left is not None:  # a left card that waited with the hold, as it was
                self.left_cards.append(left)
            else:  # a card laid on the card read otherwise
                self._leave(event)
                self.left_cards[-1].kept = True
                held.events.append(event)
        for left in [x for x in self.left_cards if x.round > old.round and x.open
                     and x.there and x.event.seat is not None]:
            # laid after the answer, waiting as the next round's, that round undone: held
            # too, else dropped (rev-hold69 HIGH: minus twice 0.4 s later than QA68's,
            # Carol's Sanity check card lost, "The Shoggoth." "Carol fails.")
            self._unleave(left.event)
            self._leave(left.event)
            self.left_cards[-1].kept = True
            held.events.append(left.event)
        self.differs_held = held
        self.differs_reheld = frozenset(back)
        # the newest card taken as before the answer: the cards it gave are held again (rev-
        # hold70 MEDIUM: the Sailor kept, its Tommy Gun's Necronomicon taken since, so
        # Carol's Tommy Gun, laid before it, was never given before the slash's Sailor)
        if ended.laid_taken is not None:
            self.laid_taken = ended.laid_taken
        self._differs_hint(held)
        return [obs for obs in again if id(obs) not in back]

    def _differs_slash_first(self) -> bool:
        """Slash was just pressed while minus twice would bring the hold back
        (:meth:`_differs_again`): the answer that ended it is the one the table told to
        take back (``session.blamed_index()``, :meth:`~companion.app.undo_key.UndoKey.
        blame_answer`; or the deal hint's: :func:`~companion.app.undo_under.
        answer_hinted`). Slash then corrects no card given since: it says to take that
        answer back first (``app.camera_differs_undo_first``), its digit swallowed
        (:meth:`~companion.app.prefix_drop.PrefixDrop._drop_prefix`); returns whether it
        did. Fresh QA68 L1: after a wrong plus 1, slash named the held Sailor given since
        and refused The Musician ("does not fit there")."""
        ended, session = self.differs_ended, self.session
        if ended is None:
            return False
        history = session.tracker.history
        blamed = session.blamed_index() or answer_under_deal(session.said_for, history) \
            or answer_hinted(session)  # the answer minus twice takes back (UndoKey)
        if blamed != ended.held.size:
            return False
        held = ended.held
        self._drop_prefix(lambda: session.tell(
            "app.camera_differs_undo_first", player=session._player(held.seat),
            read=card(held.read[0]).name(session.lang),
            entered=place_name(held.entered, session.lang, note=False)))
        return True

    def _differs_hint(self, held: DiffersHeld) -> None:
        """Say the hold's hint (``app.camera_differs_held``) for ``held`` again, slash
        then correcting the entered card; in the past (``app.camera_differs_held_past``)
        when the camera's card is not seen at its place now (rev-hold69 MEDIUM: the
        table gathered as told, "The camera reads The Musician…" named a card taken away) (:meth:`~companion.app.differs_slash.
        DiffersSlash.note_differs`)."""
        session = self.session
        keys = held.entered
        reading = getattr(self.watcher, "last_reading", None)  # none yet (a resume's
        seen = reading is None or places(reading, held.seat + 1, held.read)  # set-up): as held
        said = session.tell("app.camera_differs_held" if seen  # taken away since: past
                            else "app.camera_differs_held_past",  # (rev-hold69 MEDIUM)
                            player=session._player(held.seat),
                            read=card(held.read[0]).name(session.lang),
                            entered=place_name(keys, session.lang, note=False))
        session.note_differs(held.seat, keys, said)

    def _differs_undone(self, held: DiffersHeld) -> list:
        """The camera's card read otherwise as a card of its own again, when the hold ended
        by minus twice taking back the entered card (:meth:`~companion.app.live_keys.
        LiveKeys._entry_undone` watches it as a left card made by the app, of no picture:
        time 0, laid before every card of its zone): that left card's event made the
        card of the hint's picture it is (its frame, time and place in the zone), watched
        in its stead, to be given first (``[]`` otherwise). Review rev-hc68 HIGH: minus
        twice during the hold, the held Sailor was given first ("was that Bob's hand?",
        then "Bob: The Sailor.", Carol's Tommy Gun as her play) and the Musician left out
        as laid before the Entertainer."""
        if not held.events or len(self.session.tracker.history) >= held.size:
            return []  # not undone
        seat = held.seat + 1
        left = next((x for x in self.left_cards if x.event.seat == seat
                     and x.event.frame_index == 0 and x.there and not x.kept
                     and tuple(x.event.candidates) == held.read), None)
        if left is None:
            return []
        first = held.events[0]
        event = replace(left.event, index_in_zone=held.index, frame_index=first.frame_index,
                        t=first.t)
        at = self.left_cards.index(left)
        self._unleave(left.event)
        self._leave(event)
        self.left_cards.insert(at, self.left_cards.pop())
        return [event]

    def _order_picture(self):
        """The picture where the cards the tracker took lie for ord's order
        (:meth:`~companion.app.taken_place.TakenPlace._taken_place`): the hint's while the
        held cards are given back (:meth:`_differs_release`), else the last one. The
        video's slash at frame 200 (review rev-hc68 HIGH, run vA): Carol's Sanity check
        card, the Investigators, laid during the hold after her Tommy Gun, was taken for
        her first Investigators (taken, covered by then): the Tommy Gun "laid before a
        card taken since" was not tried before the held Sailor. In the hint's picture
        only her first Investigators lay there."""
        picture = self.differs_picture
        return picture if picture is not None else self.watcher.last_reading

    def _left_order_place(self, left):
        """Where the left card ``left`` lies for ord's order (:meth:`~companion.app.
        laid_before.LaidBefore._laid_under`): while the held cards are given back, its
        place in the hint's picture nearest the one last seen; else the one last seen
        (:attr:`~companion.app.left_cards.LeftCard.place`). The video's slash at frame
        276 (review rev-hc68 HIGH, run vE): Carol's Tommy Gun, last seen 190 mm down her
        zone (her pile pushed and covered), lay before her first Investigators by the row:
        "laid before a card taken since", not tried before the held Sailor."""
        picture = self.differs_picture
        if picture is None:
            return left.place
        return place_now(picture, left.event.seat, left.event.candidates, left.place)

    def _seen_for_order(self, left, reading) -> bool:
        """Whether the left card ``left`` (:class:`~companion.app.left_cards.LeftCard`) is
        seen at its place for ord's order (:meth:`~companion.app.zone_order.ZoneOrder.
        _older_left`): in ``reading`` (the last picture), or, while the held cards are given
        back (:meth:`_differs_release`), still there and seen in the hint's picture. The
        hold lasts until the player's word (the hint alone takes ~10 s to say); meanwhile a
        zone's later cards may cover its older one (review rev-hc68 HIGH, handC, slash at
        frame 200 or 276: Carol's Investigators and Shoggoth over her Tommy Gun; unseen, it
        was not tried before the held Sailor, which waited behind "The Musician in Bob's
        discard zone: was that Bob's hand?", round 1 never settled). The held cards were
        laid as of the hint's picture: their order is that picture's."""
        seat, candidates = left.event.seat, left.event.candidates
        if places(reading, seat, candidates):
            return True
        picture = self.differs_picture
        return picture is not None and left.there and bool(places(picture, seat, candidates))


def _entry_question(question, seat: int, keys) -> bool:
    """Whether ``question`` (the tracker's open ``question`` event, or ``None``) is the
    entered card's own at ``seat`` (0-based; ``keys``: that card's keys): its seat's,
    naming it ("The Boxer in Bob's discard zone: was that Bob's hand?"), or asking which
    of its candidates it is ("Which card in Bob's zone: The Sailor or Randall
    Tillinghast?", a ``card`` question: its candidates in ``info``; fresh QA71 H3, the
    Enter typed after the Necronomicon, that question open at the lift)."""
    if question is None or question.seat != seat:
        return False
    named = (question.info if question.value == "card" else ()) + tuple(question.cards or ())
    return bool(set(named) & set(keys))


def _held_reads(again: list, waiting: list) -> dict:
    """The camera's inputs of ``again`` (observations) that are cards of ``waiting`` (``(
    event, left card or None)``: :class:`vision.records.CardAppeared`, seat 1-based), each
    matched once, in order, by seat and candidates: ``id(observation)`` → its index in
    ``waiting``."""
    back: dict = {}
    for obs in again:
        if obs.kind != "card" or obs.seat is None:
            continue
        match = next((i for i, (e, _) in enumerate(waiting) if i not in back.values()
                      and obs.seat == e.seat - 1 and tuple(obs.cards) == tuple(e.candidates)),
                     None)
        if match is not None:
            back[id(obs)] = match
    return back


__all__ = ["DiffersHold", "DiffersHeld", "DiffersEnded", "DIFFERS_LAID"]
