"""A play read while another card of its zone was only glimpsed: not given before the
glimpsed card is read or gone, then the two in the order their places tell (fresh QA57
HIGH-2; session 58, glimpse58).

Run E (3 players, arkham-classic, dim, ``--stickers-only``, demo seed 254, round 2; truth
``demo-transcript.txt``: "Alice: Cthulhu." "Alice is out." "Alice's hand: The Musician."):
Alice's play, Cthulhu, laid first, was read in a few pictures only; her hand, The
Musician, laid on the row after it, was stable first (replay frame 245, its
:attr:`vision.records.CardAppeared.glimpsed` ``(("cthulhu",),)``), Cthulhu 0.5 s later.
Main took The Musician as her play and Cthulhu as its forced discard, as fact: "Alice: The
Musician. Check it." "Alice discards Cthulhu. Check it." The glimpse was heeded only while
a Sanity check waited (:mod:`companion.app.glimpse_asked`). Session 57's attempt held and
asked at once, as at a check; its hold was lost at the round's end, and the held card came
back in round 3 ("Alice: Cthulhu. … check it.": /tmp/s57/qaE57b/high2-attempt.diff).

Now (:class:`GlimpsePlay`): a camera card the table would take as the play it waits for,
read after another card was glimpsed in that zone (no question open, no stall), is held in
silence (:class:`PlayGlimpse`) with every card the camera makes stable meanwhile, any
zone's, in the order reported. Each picture:

* another card of that zone is read (the glimpsed one, or a card laid on): both read, their
  places tell the order laid (:func:`~companion.app.row_order.row_says`: the one nearer the
  table centre was laid first; seed 001 "Sanity check", ../shared/TABLE-CONDITIONS.md
  "Cascades"); the held cards are given in that order, the zone's first as the play;
* their places do not tell (no marker-based layout, or level within
  :data:`~companion.app.row_order.ROW_MM`): asked, not stated, once ("Cthulhu and The
  Musician lie in Alice's zone, the order laid unknown: which is Alice's play? Press
  Enter, then its rank.", ``app.play_order_asked``); the zone's cards stay held, other
  zones' go on as for a missing play (refused, the stall's own prompts), but a card the
  table would take waits with them (review of glimpse58: the next player's play, taken,
  had the tracker put the asked player out unsaid, his play never said); Enter and the
  play's rank (:mod:`companion.app.live_keys`, "Card played") enter it, and at the next
  picture the held cards are given in the order first reported, the entered one counting as
  the camera's report of it (:meth:`~companion.app.known_cards.KnownCards.known`), the
  other its player's next card (her knocked-out hand here);
* the glimpsed card is gone (unread in that zone for :data:`GLIMPSE_GONE_S`; so gone
  already, nothing is held; a read lying where the held card lies is that card misread,
  glare on it: no glimpse, review of glimpse58), or still unread after
  :data:`PLAY_GLIMPSE_S`: the held cards are given as they came (main's reading: a card
  flashed from a hand, or one the camera cannot read);
* the table no longer waits for that play (a key: the play entered, an undo) in the same
  round: given as they came (an entered card is known, not given twice). The round over,
  or another begun (its end entered by key): the held cards of the zone are dropped,
  never said in a later round (the old attempt's round-end leak); other zones' are given.

Glimpsed names are never said (a hand card flashed over the zone may be read so): the
question names two cards read face up in the zone. Not kept over a resume (the hold is not
logged; a held card is the camera's, read again as any other). No I/O.

:class:`GlimpsePlay`, a mixin of :class:`~companion.app.live.LiveTable` (it uses the table's
``session``, ``watcher``, ``stall``, ``cleared_mid``, ``zone_reads``, and its ``_fits``,
``_round_over``, ``_holds_all``, ``_card_names``).
"""
from __future__ import annotations

import logging
from dataclasses import dataclass, field

from companion.app.card_place import at_place, places, sighting_place
from companion.app.live_cards import card_observation
from companion.app.row_order import place_now, row_says

log = logging.getLogger(__name__)

#: Seconds (frame time) a play is held for the card glimpsed under it to be read: a card
#: read in some pictures is most often reported within 1 s (run E: 0.5 s); past this it is
#: a card the camera cannot read, and the held card goes as main's reading would have it.
PLAY_GLIMPSE_S = 4.0
#: Seconds (frame time) a glimpsed card unread in its zone is gone: a card laid there and
#: read unsteadily is read again within it (run E's Cthulhu, dim, stickers only, 10
#: pictures a second: held so, read 0.5 s later); a hand card shown for a moment is not
#: (QA13b N1, tests/companion/app/test_live_setup.py: Bob's Sailor shown 0.27 s, his play read
#: 1 s later, given at once as before). Past it the held play goes as main read it.
GLIMPSE_GONE_S = 1.0


@dataclass
class PlayGlimpse:
    """Camera cards held behind a play read with a card glimpsed in its zone."""

    #: the player whose play it is, 0-based (the camera's seat is one more)
    seat: int
    #: the round it was read in (:attr:`~companion.tracker.table.PublicView.round`)
    round: int
    #: frame time (s) it was held at
    start_t: float
    #: frame time (s) the glimpsed card was last seen in that zone
    seen_t: float
    #: the glimpsed cards' keys (each a card's candidates), never said
    glimpsed: tuple
    #: the :class:`vision.records.CardAppeared` events held, in the order reported
    events: list = field(default_factory=list)
    #: ``id(event)`` -> its last known :class:`~companion.app.card_place.Place` (or ``None``)
    places: dict = field(default_factory=dict)
    #: the order was asked (``app.play_order_asked``): the zone's cards wait for the key
    asked: bool = False


class GlimpsePlay:
    """A play held while a card glimpsed in its zone is read (module docstring)."""

    #: the hold standing, ``None``: none
    play_glimpse: PlayGlimpse | None = None
    #: the events given back by a hold: never held again (their ``glimpsed`` stays)
    glimpse_given: tuple = ()

    def _glimpse_play(self, events: list, final: bool = False) -> tuple[list, list]:
        """The camera cards of one picture (``events``, :class:`vision.records.
        CardAppeared`, in the order reported) the table goes on with now, as ``(kept,
        events)``: ``kept``, a hold's cards of its zone, given first, in that order, as
        cards held before a clear are (``kept``: :meth:`~companion.app.live_cards.
        CameraCards._card_appeared`); ``events``, the others, taken as any picture's. Both
        empty while a hold keeps them (module docstring). ``final``: the pictures are
        over, every held card goes."""
        hold = self.play_glimpse
        reading = getattr(self.watcher, "last_reading", None)
        self._note_zone_reads(reading)
        if hold is None:
            start = next((e for e in events if self._play_glimpse_starts(e)), None)
            if start is None:
                return [], events
            own = places(reading, start.seat, start.candidates)
            hold = self.play_glimpse = PlayGlimpse(
                start.seat - 1, self.session.tracker.view().round, start.t,
                self._glimpse_seen(start.seat, start.glimpsed,
                                   (start, own[-1]) if own else None),
                tuple(start.glimpsed))
            log.info("camera: %s in seat %d held, %s glimpsed under it", start.candidates,
                     start.seat, hold.glimpsed)
            self._glimpse_keep(hold, events, reading)
            return [], []
        if hold.asked:  # other zones' cards go on as for a missing play, refused; not one
            # the table would take: the tracker would end the asked play's turn unsaid
            # (review of glimpse58: Carol's play read, "Bob is out." without his play, his
            # held hand "Not counted", lost from the record)
            now = [e for e in events if e.seat != hold.seat + 1 and not self._fits(e)]
            self._glimpse_keep(hold, [e for e in events if not any(e is x for x in now)],
                               reading)
        else:
            now = []
            self._glimpse_keep(hold, events, reading)
        given = self._glimpse_ends(hold, reading, final)
        if given is None:
            return [], now
        self.play_glimpse = self.session.play_asked = None
        self.glimpse_given = (*self.glimpse_given[-8:], *given)
        zone = [e for e in given if e.seat == hold.seat + 1]
        return zone, [*(e for e in given if e.seat != hold.seat + 1), *now]

    def _note_zone_reads(self, reading) -> None:
        """Note when and where each name was last read in each zone (``zone_reads``:
        ``(seat 1-based, key)`` -> ``(frame time s, Sighting)``, its place worked out only
        when asked: :meth:`_glimpse_seen`) from ``reading`` (the last picture's
        :class:`vision.records.FrameReading`, or ``None``). Run every picture."""
        if reading is None or not reading.readable:
            return
        for s in reading.sightings:
            if s.seat is not None:
                for key in s.candidates:
                    self.zone_reads[(s.seat, key)] = (reading.t, s)

    def _glimpse_seen(self, seat: int, glimpsed, held=None) -> float:
        """The frame time (s) one of ``glimpsed`` (cards' keys) was last read in ``seat``'s
        zone (1-based; ``-inf``: never noted), not counting a read lying where ``held`` (a
        held ``(event, Place)``) lies (within :data:`~companion.app.card_place.
        SAME_PLACE_UNITS`) since the camera first read that card lying there
        (:attr:`vision.records.CardAppeared.since_t`): the held card itself misread, glare
        on the play (review of glimpse58: each play so read was held 4 s). A read there
        before it is a card it was laid on, still counted (a knocked-out hand laid on the
        play, slid off it after)."""
        event, own = held if held is not None else (None, None)
        since = float("inf") if event is None else (
            event.since_t if event.since_t is not None else event.t)
        seen = (self.zone_reads.get((seat, key)) for keys in glimpsed for key in keys)
        return max((t for t, at in (x for x in seen if x is not None)
                    if t < since or not at_place((sighting_place(at),), own)),
                   default=float("-inf"))

    def _play_glimpse_starts(self, event) -> bool:
        """Whether ``event`` (a camera card) is held as a play read after a card glimpsed in
        its zone: it lies in the zone of the player whose play the table waits for, no
        question open, no stall nor cleared table, the round under way, and the table would
        take it (:meth:`_fits`); never a card a hold gave back."""
        if not getattr(event, "glimpsed", ()) or event.seat is None \
                or any(e is event for e in self.glimpse_given):
            return False
        tracker = self.session.tracker
        obs = card_observation(event.seat, event.candidates)
        if obs is None or not tracker.started or obs.seat >= len(tracker.names) \
                or tracker.question is not None or self.stall is not None \
                or self.cleared_mid is not None or self._round_over() or self._holds_all():
            return False
        seen = places(getattr(self.watcher, "last_reading", None), event.seat,
                      event.candidates)
        if event.t - self._glimpse_seen(event.seat, event.glimpsed,
                                        (event, seen[-1]) if seen else None) > GLIMPSE_GONE_S:
            return False  # gone already (QA13b N1), or read only on the card: glare
        return tracker.waiting()[:2] == ("play", obs.seat) and self._fits(event)

    def _glimpse_keep(self, hold: PlayGlimpse, events: list, reading) -> None:
        """Add ``events`` to ``hold``, each with its place in ``reading``; the places of
        the held cards of its zone and the glimpsed card's last sight brought up to
        ``reading`` (the last picture)."""
        for e in events:
            seen = places(reading, e.seat, e.candidates)
            hold.places[id(e)] = seen[-1] if seen else None
            hold.events.append(e)
        if reading is None or not reading.readable:
            return
        for e in hold.events:
            if e.seat == hold.seat + 1:
                hold.places[id(e)] = place_now(reading, e.seat, e.candidates,
                                               hold.places[id(e)])
        own = next(((e, hold.places[id(e)]) for e in hold.events
                    if e.seat == hold.seat + 1), None)
        hold.seen_t = max(hold.seen_t, self._glimpse_seen(hold.seat + 1, hold.glimpsed, own))

    def _glimpse_ends(self, hold: PlayGlimpse, reading, final: bool) -> list | None:
        """The held cards in the order to give them if ``hold`` ends now, else ``None``
        (asked once when the zone's two cards' places do not tell their order)."""
        tracker = self.session.tracker
        zone = [e for e in hold.events if e.seat == hold.seat + 1]
        others = [e for e in hold.events if e.seat != hold.seat + 1]
        if tracker.view().round != hold.round or self._round_over():
            # its round over (a key): the zone's held cards are that round's, never a
            # later one's (session 57's attempt: "Alice: Cthulhu." said in round 3); but
            # its player's hand owed past the round's end (Cthulhu entered: the round over
            # at once, fresh QA60 HIGH-1) is among them: given, as a hand
            if tracker.view().round == hold.round and hold.seat in tracker.hand_seats():
                return hold.events
            for e in zone:
                log.info("camera: %s in seat %d dropped, its round over", e.candidates,
                         e.seat)
            return others
        if final or tracker.waiting()[:2] != ("play", hold.seat):
            return hold.events  # entered by key, or undone: as they came
        if len(zone) >= 2:
            order = self._glimpse_row(hold, zone)
            if order is not None:
                log.info("camera: seat %d's cards in row order: %s", hold.seat + 1,
                         [e.candidates for e in order])
                return [*order, *others]
            if not hold.asked and tracker.question is None:
                self._ask_play_order(hold, zone)
            return None
        t = reading.t if reading is not None else hold.seen_t
        if t - hold.seen_t > GLIMPSE_GONE_S or t - hold.start_t > PLAY_GLIMPSE_S:
            log.info("camera: the card glimpsed in seat %d gone or unread: held cards given",
                     hold.seat + 1)
            return hold.events
        return None

    @staticmethod
    def _glimpse_row(hold: PlayGlimpse, zone: list) -> list | None:
        """``zone`` (the held cards of the hold's zone) in the order laid, told by their
        places in its row (:func:`~companion.app.row_order.row_says`: nearer the table
        centre, laid first), ``None`` when some two do not tell."""
        out = []
        for e in zone:  # insertion, each pair told
            at = 0
            for i, x in enumerate(out):
                said = row_says(hold.places.get(id(x)), hold.places.get(id(e)))
                if said is None:
                    return None
                if said:
                    at = i + 1
            out.insert(at, e)
        return out

    def _ask_play_order(self, hold: PlayGlimpse, zone: list) -> None:
        """Ask which of the zone's held cards is the play (``app.play_order_asked``); Enter
        and its rank answer ("Card played")."""
        hold.asked = True
        self.session.play_asked = hold.seat  # Enter's card: his play (QuestionKeys)
        names = [self._card_names(e.candidates) for e in zone[:2]]
        self.session.tell("app.play_order_asked", first=names[0], second=names[1],
                          player=self.session.tracker.names[hold.seat],
                          stale=self.session.taken_since())
        self.session.note_asked_zones((hold.seat,))  # an Enter obeying it: EnterRaced


__all__ = ["GlimpsePlay", "PlayGlimpse", "PLAY_GLIMPSE_S"]
