"""``companion play``'s guided set-up, and the cards the game could not take when read.

The set-up steps (players, seat markers seen, set-aside card, deal, first player) are said
before the game starts (seed 002 "Setup"). Cards the camera already sees while it reads
the set-up pictures are not lost (QA12 F1: a card in Alice's zone from the first picture was
dropped in silence, and the game waited for Alice's play for ever while it lay there):

* a card in the middle may be a 2-player face-up card (as any card outside the zones);
* the cards in the players' zones are said in one sentence, every zone with all its cards
  ("3 cards are already on the table: The Urchin and The Fed in Ann's zone; The Boxer in
  Bob's zone. Take them away; or, …, press plus and 1.") and held: none is taken until the
  table takes them away or confirms them (QA19 #3: they became plays at once, one turn after
  the other); the same for a resumed game's cards that its log does not hold (never
  counted, QA19 #4). Each is a :class:`LeftCard`. The camera reports a card once
  (:class:`vision.stabilize.Stabilizer`), so a left card is watched: taken away (not seen in
  its zone for :data:`GONE_FRAMES` readable pictures and :data:`GONE_S` seconds: a hand
  over it is not its removal), the camera forgets it and reads it again when it is laid
  again; a confirmed one still there when the table waits for a card in its zone alone is
  taken then, with "Check it.". A hand resting longer makes them taken away (said zone by
  zone); seen again at their own places within :data:`RETURN_S`, they are the same old
  cards, not plays (QA21 #1, :mod:`companion.app.card_place`).

Left the same way: a card laid out of turn and refused
(:meth:`~companion.app.live.LiveTable._card_appeared`); a card laid while the next deal
waits for an answer after the deal was undone (QA12 F8,
:meth:`~companion.app.live_deal.NextDeal._deal_begun`): once answered, it deals the round and
is taken as its first play; a card in the zone of a seat marker beyond the players (QA12
F9), said with what to do; a card laid after the table was cleared in the middle of a round
(QA13b N2, held until the round is settled). An old round's card still on the table after
a deal begun by a new card (QA13b N5) is watched only: never taken, forgotten when taken
away (:mod:`companion.app.live_deal`). Extra seat markers are said at the set-up.
"""
from __future__ import annotations

import logging
from collections import Counter
from dataclasses import dataclass

from babel.lists import format_list

from companion.app.card_place import at_place, nearest, places
from companion.cards import card
from companion.narration.catalog import message
from companion.rules import set_aside_face_up
from companion.tracker import observations as o
from vision.records import CardAppeared
from vision.stabilize import MIN_DWELL_S

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
#: The most held cards the sentence that says them lists (:meth:`GuidedSetup._say_held`);
#: more are said by count, what to do first (QA21 #7).
HELD_LISTED = 4
#: Seconds of pictures (frame time) the set-up reads at least, and the most pictures it
#: reads: a card lying in a zone from the start becomes stable only after it has lain still
#: ``vision.stabilize.MIN_DWELL_S`` (1 s), so it is a set-up card, said and left, only if
#: the set-up reads that long (QA15 #6: 10 pictures, a third of a second at 30 a second,
#: made no card stable: Bob's old card was said "The Entertainer by Bob? Waiting for
#: Alice's play.", and with one in Alice's zone too, both were taken as plays).
SETUP_S = MIN_DWELL_S + 0.5
#: Seconds (frame time) an old card taken away is remembered (a start's card, held or
#: counted, or an old round's or undone card: :attr:`LeftCard.gone_t`): seen again at its
#: own place (:func:`companion.app.card_place.at_place`) within them, it is that card, back
#: from under a hand, not a play (QA21 #1: a hand resting 3.5-4 s on the start's cards
#: made them plays when it lifted, once a whole made-up round, "Cy is out."). A blind
#: player feeling a pile may rest a hand there well beyond a few seconds: 60 s after the
#: 3 s (:data:`GONE_S`) that made it taken away. No real play is lost to it: alone where a
#: play is awaited, such a card is taken, with "check it" (:meth:`GuidedSetup._came_back`);
#: elsewhere a play would be refused anyway, so only a card laid out of turn, another copy
#: of the old card, within 15 mm of its place, would be left out instead of refused (and
#: it is said: "The old card is still there: …").
RETURN_S = 60.0
SETUP_MAX_FRAMES = 150


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
    #: a card of the old round still on the table after the next deal (QA13b N5): watched
    #: until taken away, never taken as a play
    old: bool = False
    #: in a zone at the start (or at a resume, not in the log): said once, not taken
    #: until the table confirms it with plus 1 (:meth:`GuidedSetup._hold_key`, QA19 #3)
    held: bool = False
    #: held, then counted with plus 1: taken when the table waits for a card in its zone
    #: and it is its player's turn, even if another zone may get a card too (QA20 #5)
    counted: bool = False
    #: where it was last seen (:class:`~companion.app.card_place.Place`), ``None`` before
    place: object = None
    #: frame time (s) it counted as taken away, for a held, counted or old card: it is
    #: remembered :data:`RETURN_S` to be known again at its place (QA21 #1)
    gone_t: float | None = None

    @property
    def there(self) -> bool:
        """Whether it still counts as lying on the table (not taken away)."""
        return self.gone_t is None


class GuidedSetup:
    """The set-up part of :class:`companion.app.live.LiveTable` (a mixin: it uses the
    table's ``options``, ``session``, ``watcher``, ``source``, ``camera`` and card
    methods)."""

    # ------------------------------------------------------------------ set-up
    def guided_setup(self, first=None) -> None:
        """Say the set-up steps (players, seat markers seen, set-aside card, deal, first
        player), then start the game in the tracker and take the cards the set-up pictures
        showed (module docstring). ``first``: the picture already read (a
        :class:`~vision.sources.Frame`), looked at for seat markers too."""
        lang, names = self.options.lang, self.options.names
        say = self.session.tell
        say("app.setup_players", count=len(names), names=", ".join(names))
        seats = self._seat_markers_seen(first)
        self.camera.table_seen = bool(seats)
        if seats:
            say("app.setup_markers", seats=", ".join(str(s) for s in seats))
            missing = [s for s in range(1, len(names) + 1) if s not in seats]
            if missing:  # QA: a blind player had to notice by ear which number was not said
                say("app.setup_markers_missing", count=len(missing),
                    seats=format_list([str(s) for s in missing], locale=lang),
                    names=format_list([names[s - 1] for s in missing], locale=lang))
            extra = [s for s in seats if s > len(names)]
            if extra:  # QA12 F9: a stray tile made a zone whose cards were "No seat 3."
                say("app.setup_markers_extra", count=len(extra),
                    seats=format_list([str(s) for s in extra], locale=lang),
                    players=len(names), names=max(extra))
        else:
            say("app.setup_no_markers")
        self._deal_guidance()
        say("app.setup_first", player=names[self.options.first])
        self.session.observe(o.start(self.options.edition, list(names), lang,
                                     self.options.first))
        events, self._setup_events = self._setup_events, []
        self._setup_cards(events)

    def _deal_guidance(self) -> None:
        """The dealing steps of seed 002 "Setup", said at each round's start."""
        say = self.session.tell
        say("app.setup_aside",
            card=card(set_aside_face_up(self.options.edition)).name(self.options.lang))
        say("app.setup_deal")
        if len(self.options.names) == 2:
            say("app.setup_two_players")

    def _seat_markers_seen(self, first=None, frames: int = 10) -> list[int]:
        """Seat numbers whose marker shows in ``first`` (a frame already read, or ``None``)
        and the next pictures: at least ``frames`` pictures and :data:`SETUP_S` seconds of
        them, at most :data:`SETUP_MAX_FRAMES` (QA: a single picture as ``--source`` was
        read before the set-up and its markers never counted)."""
        seen: set[int] = set()
        start = None
        for k in range(SETUP_MAX_FRAMES):
            frame = first if k == 0 and first is not None else self.source.read()
            if frame.image is None:
                if frame.status.ended:
                    break
                continue
            self._setup_events += self.watcher.update_from(frame)
            reading = self.watcher.last_reading
            if reading is not None:
                seen.update(s.seat for s in reading.seats)
            start = frame.t if start is None else start
            if k + 1 >= frames and frame.t - start >= SETUP_S:
                break
        return sorted(seen)

    def _setup_cards(self, events) -> None:
        """The cards the set-up pictures made stable, once the game has started: those in
        the middle as any card outside the zones (the 2-player face-up cards laid before the
        start, QA); those by an extra seat marker as such; those in the players' zones are
        held (:meth:`_hold_old_cards`): said once, all of them, and none taken until the
        table clears them or confirms them with plus 1 (QA19 #3: the first player's oldest
        card was taken as her play at once, the next player's turn began in the same second
        and his old card became his play, with no time to take them away)."""
        players = len(self.session.tracker.names)
        zones = [e for e in events if e.seat is not None and e.seat - 1 < players]
        for event in events:
            if event.seat is None or event.seat - 1 >= players:
                self._card_appeared(event)  # face up, or by an extra seat marker
        self._hold_old_cards(zones, confirm=True)

    def _resumed_cards(self, first) -> None:
        """After ``play --resume`` (a game not over): read the set-up pictures, as a new
        game does, and hold the cards in the zones that the log does not hold
        (:class:`~companion.app.known_cards.KnownCards`): said once, never taken nor logged
        as refused (QA19 #4: the first session's old card was read as a wrong play on the
        same table and a refused line was appended to the log). A card laid during the
        crash is laid again to be read. ``first``: the picture already read. When every
        such card lies under a card the log holds (the first session's left-out start
        cards, with plays laid over them), they are said left out, not to take away (QA21
        #6: "take them away" from under the plays)."""
        self._seat_markers_seen(first)
        events, self._setup_events = self._setup_events, []
        tracker = self.session.tracker
        players = len(tracker.names)
        held, logged = [], []
        for event in events:
            if event.seat is None or event.seat - 1 >= players:
                self._card_appeared(event)
            elif not self.known.known(tracker.view(), event.seat - 1, event.candidates):
                held.append(event)
            else:
                logged.append(event)
        under = all(any(e.seat == h.seat and e.index_in_zone > h.index_in_zone
                        for e in logged) for h in held)
        self._hold_old_cards(held, confirm=False, under=under)

    def _hold_old_cards(self, events, confirm: bool, under: bool = False) -> None:
        """Say the cards ``events`` lying in the players' zones at the start in one sentence,
        every zone with all its cards, first player first, and watch them (:class:`LeftCard`,
        ``held``): taken away, each is forgotten by the camera and read when laid again; the
        zones all cleared is said. ``confirm`` (a new game): plus 1 counts them as the
        game's plays (:meth:`_hold_key`); a card taken meanwhile ends the hold and those
        left are only watched. Else (a resumed game) they are never taken (``under``: all
        lie under the log's cards, said left out)."""
        if not events:
            return
        tracker = self.session.tracker
        players, first = len(tracker.names), tracker.view().active or 0
        for event in sorted(events, key=lambda e: ((e.seat - 1 - first) % players,
                                                   e.index_in_zone)):
            self._leave(event)  # oldest first: taken in that order once counted
            self.left_cards[-1].held = True
        self.held_said = "app.setup_old_cards" if confirm else (
            "app.resumed_left_out" if under else "app.resumed_old_cards")
        self._say_held()
        self.held_at = self.session.applied if confirm else None
        self.resumed_hold = None if confirm else self.session.applied

    def _say_held(self, asked: bool = False) -> None:
        """Say the held cards still watched (:attr:`LeftCard.held`) in one sentence, every
        zone with all its cards, first player first (QA20 #3: key 1 said the cards of the
        start after some were taken away). More than :data:`HELD_LISTED` cards: what to do
        comes first, and the list only when ``asked`` (key 1), or after a resume, where no
        key lists them (QA21 #7: 11 cards made a 330-character sentence, what to do last)."""
        events = [left.event for left in self.left_cards if left.held and left.there]
        key = self.held_said
        if len(events) > HELD_LISTED and key != "app.resumed_left_out":
            key += "_many" if key == "app.setup_old_cards" and not asked else "_long"
        self.session.tell(key, count=len(events), zones=self._zones(events))

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

    def _hold_key(self, command) -> bool:
        """Keys while the set-up's old cards are held and no other question is open: plus 1
        counts them as plays (each taken when the table waits for its zone, with "Check
        it."), unless they cannot all be (more copies of a card than the game has,
        :meth:`_held_misfit`): then it says so and what to do, and they stay held; key 1,
        or plus and another number, says the cards still there again. Just after a taken
        card ended the hold, plus says they are left out. After a resume, until the next
        observation, key 1 says the cards the log does not hold again. Returns True when it
        answered the key."""
        if self.session.tracker.question is not None or self.session.choice \
                or command.name not in ("answer", "question"):
            return False
        if self.held_at is None:
            if command.name == "question" and self.held_said in (
                    "app.resumed_old_cards", "app.resumed_left_out") \
                    and self.resumed_hold == self.session.applied:
                self._say_held()  # QA21 #6: "No question is open." after a resume
                return True
            if command.name != "answer" or self.held_out is None \
                    or self.held_out[0] != self.session.applied:
                return False
            # the hold just ended (QA20 #2, #6); "The old card" for one (QA22 #7)
            self.session.tell("app.old_cards_out", count=self.held_out[1])
            return True
        if command.name == "question" or command.number != 1:
            self._say_held(asked=True)
        elif (misfit := self._held_misfit()) is not None:
            # QA20 #14: two Dilettantes, with one in the deck, were counted
            card_key, count, copies = misfit
            name = card(card_key).name(self.session.lang)
            if copies:
                self.session.tell("app.old_cards_too_many", card=name, count=count,
                                  copies=copies)
            else:
                self.session.tell("app.old_cards_face_up", card=name)
        else:
            self.held_at, self.held_said = None, None
            for left in self.left_cards:
                if left.held:
                    left.held, left.counted = False, True
            self.session.tell("app.old_cards_counted")
        return True

    def _held_misfit(self) -> tuple[str, int, int] | None:
        """Why the held cards cannot all be plays of this game: ``(card key, how many lie in
        the zones, how many copies the game has that no one sees)`` for the first card held
        more times than that, else ``None``. A reading with several candidates is not
        counted (it may be either card)."""
        unseen = self.session.tracker.unseen()
        held = Counter(left.event.candidates[0] for left in self.left_cards
                       if left.held and left.there and len(left.event.candidates) == 1)
        return next(((key, count, unseen[key]) for key, count in held.items()
                     if count > unseen[key]), None)

    def _held_over(self) -> None:
        """After each observation applied, before its next turn is said
        (:attr:`TableSession.before_turn <companion.app.session.TableSession.before_turn>`),
        and once per picture: a card taken by the game while the set-up's old cards are
        held (a new play laid over them, or a card laid out of turn) ends the hold: the
        cards left are only watched (:attr:`LeftCard.old`), and the table is told so (QA20
        #2, #6: nothing was said, and plus 1 then answered "No question is open.")."""
        if self.held_at is not None and self.session.applied != self.held_at:
            self.held_at, self.held_said = None, None
            held = [left for left in self.left_cards if left.held]
            for left in held:
                left.held, left.old = False, True
            self.held_out = (self.session.applied, len(held))
            self.session.tell("app.old_cards_out", count=len(held))

    # ------------------------------------------------------------------ left cards
    def _card_names(self, candidates) -> str:
        """A camera reading's card name(s), in the table's language ("The Fed or
        Nightgaunt" when it could not tell them apart)."""
        names = [card(k).name(self.session.lang) for k in candidates]
        return format_list(names, style="or", locale=self.session.lang)

    def _undone_left(self, seat: int, candidates) -> bool:
        """An undone card of ``seat`` (1-based) that the last picture still shows in its
        zone: left out (:attr:`LeftCard.old`: watched, never taken), not forgotten by the
        camera, and said: "Take it away, or it stays left out." Taken away, it is read when
        laid again. QA21 #2: forgotten, it was read again at once and said as a play again
        (after "press minus twice to undo", and after plus 1 each undo looped); QA21 #3: an
        undone refused card was both given again after the awaited play and read again,
        "Check: The Sailor again?" with one Sailor. Returns False when it is not seen."""
        seen = places(self.watcher.last_reading, seat, candidates)
        if not seen:
            return False
        left = next((x for x in self.left_cards if x.there and not x.held
                     and x.event.seat == seat and set(x.event.candidates) & set(candidates)),
                    None)  # a refused card is left already
        if left is None:
            event = CardAppeared(seat=seat, candidates=tuple(candidates), index_in_zone=0,
                                 frame_index=0)
            self._leave(event)
            left = self.left_cards[-1]
        if self.early is left.event:
            self.early = None
        left.held, left.counted, left.deals, left.old = False, False, False, True
        self.session.tell("app.undone_left")
        return True

    def _extra_seat_card(self, event) -> None:
        """A card in the zone of a seat marker beyond the players: said with what was seen
        and what to do, not given to the tracker (QA12 F9: "No seat 3."), and left."""
        players = len(self.session.tracker.names)
        self.session.tell("app.card_extra_seat", card=self._card_names(event.candidates),
                          seat=event.seat, players=players, names=event.seat)
        self._leave(event)

    def _leave(self, event, deals: bool = False) -> None:
        """Watch a card the game did not take (module docstring; ``deals``: see
        :attr:`LeftCard.deals`)."""
        left = LeftCard(event, self.session.tracker.view().round, deals=deals)
        if event.seat is not None:
            left.place = nearest(places(self.watcher.last_reading, event.seat,
                                        event.candidates), None)
        self.left_cards.append(left)

    def _unleave(self, event) -> None:
        """Stop watching ``event``'s card: it is being taken."""
        self.left_cards = [left for left in self.left_cards if left.event is not event]

    def _left_cards(self) -> None:
        """Once per picture: a left card taken away is forgotten by the camera (read again
        when laid again); one still there when the table waits for a card in its zone alone
        is taken, with "Check it."; those of a past round are dropped (the camera was reset
        for the deal)."""
        if not self.session.tracker.started:
            return
        self._held_over()
        if not self.left_cards:
            return
        tracker = self.session.tracker
        reading = self.watcher.last_reading
        view = tracker.view()
        gone = []  # held cards taken away with this picture
        for left in list(self.left_cards):
            if left.round != view.round:
                self.left_cards.remove(left)
                continue
            event = left.event
            if reading is None or not reading.readable:
                continue
            if not left.there:
                if reading.t - left.gone_t > RETURN_S:
                    self.left_cards.remove(left)
                continue
            seen = places(reading, event.seat, event.candidates)
            if not seen:
                left.unseen += 1
                left.unseen_t = reading.t if left.unseen_t is None else left.unseen_t
                if left.unseen >= GONE_FRAMES and reading.t - left.unseen_t >= GONE_S:
                    self._taken_away(left, reading.t)
                    gone += [left] if left.held else []
                continue
            left.place = nearest(seen, left.place)
            left.unseen, left.unseen_t = 0, None
            if left.old or left.held or event.seat is None:
                continue  # watched until taken away only
            # laid after the round's end: it begins the next round (QA12 F8, QA13b N2)
            dealt = left.deals and self._deal_begun()
            # a counted start card: also when another zone may get a card (QA20 #5: Bob's
            # hand may be owed, and Ann's counted card lay there untaken to the end)
            awaited = tracker.awaited_seats()
            if dealt or ((awaited == (event.seat - 1,) or left.counted and event.seat - 1
                          == view.active and event.seat - 1 in awaited)
                         and tracker.question is None and self.cleared_mid is None):
                self.left_cards.remove(left)
                if self.early is event:
                    self.early = None
                self._card_appeared(event, early=not dealt)
                view = tracker.view()
        if gone:
            self._held_gone(gone)

    def _taken_away(self, left: LeftCard, t: float) -> None:
        """``left``'s card counts as taken away (unseen :data:`GONE_FRAMES` pictures and
        :data:`GONE_S` s; ``t``: the frame time now): the camera forgets it, so that it is
        read when laid again. A held, counted or old card is remembered
        (:attr:`LeftCard.gone_t`): seen again at its place it is that card
        (:meth:`_came_back`)."""
        event = left.event
        if left.held or left.counted or left.old:
            left.gone_t = t
        else:
            self.left_cards.remove(left)
        self.watcher.forget(event.seat, event.candidates)
        log.info("camera: %s left in seat %d was taken away", event.candidates, event.seat)

    def _held_gone(self, gone) -> None:
        """Held cards ``gone`` were taken away with one picture: when none is left held,
        the zones cleared is said and the hold ends (kept in :attr:`hold_gone` so that the
        cards, back from under a hand, are held again); else each zone left with none
        (QA21 #1: a hand over Ann's pile made her cards taken away, and nothing was said)."""
        held = [x for x in self.left_cards if x.held and x.there]
        if not held:
            # a resumed game's zones still hold the log's cards (QA20 #4)
            self.session.tell("app.old_cards_cleared"
                              if self.held_said == "app.setup_old_cards"
                              else "app.extra_cards_gone")
            self.hold_gone = (self.held_at, self.held_said, self.session.applied)
            self.held_at, self.held_said = None, None
            return
        names = self.session.tracker.names
        for seat in dict.fromkeys(left.event.seat for left in gone):
            if not any(x.event.seat == seat for x in held):
                self.session.tell("app.old_zone_cleared", player=names[seat - 1])

    def _came_back(self, event) -> str | None:
        """Whether the card the camera reports (``event``) is an old card that counted as
        taken away less than :data:`RETURN_S` ago, seen again at its own place with its
        identity (a hand lifted from it: QA21 #1). ``"old"``: it is that card, watched
        again as before, held if its hold is still on (else left out,
        :attr:`LeftCard.old`); :meth:`_say_back` says it. It is, when no play of its zone
        is awaited, or when another such card is back too (one turn's play is one card: a
        hand lifted shows all it hid). ``"check"``: alone, where a play is awaited, it may
        be that play (another copy laid just there): taken, with "It lay there before this
        turn: check it." (no play is lost). ``None``: no such card."""
        reading = self.watcher.last_reading
        if event.seat is None or reading is None:
            return None
        left = next((x for x in self.left_cards if not x.there and x.event.seat == event.seat
                     and set(x.event.candidates) & set(event.candidates)
                     and at_place(places(reading, event.seat, event.candidates), x.place)),
                    None)
        if left is None:
            return None
        others = self.back or any(
            not x.there and x is not left and at_place(
                places(reading, x.event.seat, x.event.candidates), x.place)
            for x in self.left_cards)
        if not others and event.seat - 1 in self.session.tracker.awaited_seats():
            self.left_cards.remove(left)
            return "check"
        left.event, left.gone_t, left.unseen, left.unseen_t = event, None, 0, None
        if left.held and self.held_at is None and self.held_said is None:
            back = self.hold_gone
            if back is not None and back[2] == self.session.applied:
                self.held_at, self.held_said = back[0], back[1]  # nothing played since
            else:
                left.held, left.old = False, True
        self.back.append(left)
        log.info("camera: %s in seat %d is the old card back", event.candidates, event.seat)
        return "old"

    def _say_back(self) -> None:
        """Say the old cards :meth:`_came_back` found with one picture, zone by zone."""
        if self.back:
            events, self.back = [left.event for left in self.back], []
            self.session.tell("app.old_cards_back", count=len(events),
                              zones=self._zones(sorted(events, key=lambda e: e.seat)))


__all__ = ["GuidedSetup", "LeftCard", "GONE_FRAMES", "GONE_S"]
