"""``companion play``'s guided set-up, and the cards the game could not take when read.

The set-up steps (players, seat markers seen, set-aside card, deal, first player) are said
before the game starts (seed 002 "Setup"). Cards the camera already sees while it reads
the set-up pictures are not lost (QA12 F1: a card in Alice's zone from the first picture was
dropped in silence, and the game waited for Alice's play for ever while it lay there):

* a card in the middle may be a 2-player face-up card (as any card outside the zones);
* a card in the zone of the player whose play the table waits for is that play;
* any other card in a zone is said ("There is already a card in Bob's zone: …") and left:
  :class:`LeftCard`. The camera reports a card once (:class:`vision.stabilize.Stabilizer`),
  so a left card is watched: taken away (not seen in its zone for :data:`GONE_FRAMES`
  readable pictures), the camera forgets it and reads it again when it is laid again;
  still there when the table waits for a card in its zone alone, it is taken then, with
  "Check it." (the game does not wait for a card that lies there).

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
from dataclasses import dataclass

from babel.lists import format_list

from companion.cards import card
from companion.rules import set_aside_face_up
from companion.tracker import observations as o
from vision.stabilize import MIN_DWELL_S

log = logging.getLogger(__name__)

#: Readable pictures in a row without a left card in its zone after which it was taken
#: away: the camera then forgets it (it is read again when laid again). A card needs 4 of 6
#: pictures and 1 s lying still to become stable (:class:`vision.pipeline.TableWatcher`,
#: ``vision.stabilize.MIN_DWELL_S``), and a pending card
#: unseen for 6 pictures is dropped; 10 (a third of a second at 30 pictures a second) is
#: more than glare or a misread takes away, and a card covered by a hand longer than that
#: is only said again when uncovered.
GONE_FRAMES = 10
#: Seconds of pictures (frame time) the set-up reads at least, and the most pictures it
#: reads: a card lying in a zone from the start becomes stable only after it has lain still
#: ``vision.stabilize.MIN_DWELL_S`` (1 s), so it is a set-up card, said and left, only if
#: the set-up reads that long (QA15 #6: 10 pictures, a third of a second at 30 a second,
#: made no card stable: Bob's old card was said "The Entertainer by Bob? Waiting for
#: Alice's play.", and with one in Alice's zone too, both were taken as plays).
SETUP_S = MIN_DWELL_S + 0.5
SETUP_MAX_FRAMES = 150


@dataclass
class LeftCard:
    """A card the camera reported in a zone that the game did not take (a
    :class:`vision.records.CardAppeared` ``event``, seat 1-based), in ``round``; ``unseen``:
    readable pictures in a row that did not show it there."""

    event: object
    round: int
    unseen: int = 0
    #: laid after the round's end, held while a question about the round was open (or the
    #: table was cleared in the middle of the round, QA13b N2): once the round is over and
    #: the question answered, it deals the next round and is its first play
    deals: bool = False
    #: a card of the old round still on the table after the next deal (QA13b N5): watched
    #: until taken away, never taken as a play
    old: bool = False


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
        start, QA); then, in seat order from the first player, the first card in the zone the
        table waits for at the start is taken (the first play), any other one is said and
        left (:meth:`_leave`): taken when the table waits for its zone. QA12 F1: every card
        in a zone was dropped in silence."""
        tracker = self.session.tracker
        players = len(tracker.names)
        first = self.options.first
        middle = [e for e in events if e.seat is None]
        zones = sorted((e for e in events if e.seat is not None),
                       key=lambda e: ((e.seat - 1 - first) % max(players, e.seat),
                                      e.index_in_zone))
        for event in middle:
            self._card_appeared(event)
        # only the first player's first card is a play: the others are said before any
        # turn moves on (QA15 #6: with Alice's card taken, Bob's turn came and his old card
        # was taken as his play, unsaid)
        awaited = tracker.awaited_seats()
        first_play = next((e for e in zones if awaited == (e.seat - 1,)
                           and tracker.question is None), None)
        active = tracker.view().active
        for event in zones:
            seat = event.seat - 1
            if seat >= players:
                self._card_appeared(event)  # said as a card by an extra seat marker
            elif event is not first_play:
                # the first player's other card: her play on her next turn, not "when her
                # turn comes" (QA18 N9: said during her turn)
                when = ("" if seat != active else "_next"
                        if first_play is not None and first_play.seat == event.seat else "_now")
                self.session.tell("app.setup_card_in_zone" + when, player=tracker.names[seat],
                                  card=self._card_names(event.candidates))
                self._leave(event)
        if first_play is not None:
            self._card_appeared(first_play)

    # ------------------------------------------------------------------ left cards
    def _card_names(self, candidates) -> str:
        """A camera reading's card name(s), in the table's language ("The Fed or
        Nightgaunt" when it could not tell them apart)."""
        names = [card(k).name(self.session.lang) for k in candidates]
        return format_list(names, style="or", locale=self.session.lang)

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
        self.left_cards.append(LeftCard(event, self.session.tracker.view().round,
                                        deals=deals))

    def _unleave(self, event) -> None:
        """Stop watching ``event``'s card: it is being taken."""
        self.left_cards = [left for left in self.left_cards if left.event is not event]

    def _left_cards(self) -> None:
        """Once per picture: a left card taken away is forgotten by the camera (read again
        when laid again); one still there when the table waits for a card in its zone alone
        is taken, with "Check it."; those of a past round are dropped (the camera was reset
        for the deal)."""
        if not self.left_cards or not self.session.tracker.started:
            return
        tracker = self.session.tracker
        reading = self.watcher.last_reading
        view = tracker.view()
        for left in list(self.left_cards):
            if left.round != view.round:
                self.left_cards.remove(left)
                continue
            event = left.event
            if reading is None or not reading.readable:
                continue
            if not self._still_there(event):
                left.unseen += 1
                if left.unseen >= GONE_FRAMES:
                    self.left_cards.remove(left)
                    self.watcher.forget(event.seat, event.candidates)
                    log.info("camera: %s left in seat %d was taken away", event.candidates,
                             event.seat)
                continue
            left.unseen = 0
            if left.old or event.seat is None:
                continue  # watched until taken away only
            # laid after the round's end: it begins the next round (QA12 F8, QA13b N2)
            dealt = left.deals and self._deal_begun()
            if dealt or (tracker.awaited_seats() == (event.seat - 1,)
                         and tracker.question is None and self.cleared_mid is None):
                self.left_cards.remove(left)
                if self.early is event:
                    self.early = None
                self._card_appeared(event, early=not dealt)
                view = tracker.view()


__all__ = ["GuidedSetup", "LeftCard", "GONE_FRAMES"]
