"""The checks :meth:`~companion.app.live_cards.CameraCards._card_appeared` makes on a card
read: read on a card under it, in the same picture as its zone's others, held by an open
question, a tie at the start, settling a read, still there, the piles gathered, a card
shown after a clear, the camera lost. A part of
:class:`companion.app.live_cards.CameraCards` (:class:`ReadChecks`), split from
:mod:`companion.app.live_cards` by job (rf69).
"""
from __future__ import annotations

import logging
from typing import Sequence

from companion.app.card_place import places
from companion.tracker import observations as o
from companion.tracker.observations import Observation, ObservationError

log = logging.getLogger(__name__)


class ReadChecks:
    """The checks of a card read in :class:`~companion.app.live_cards.CameraCards`
    (a mixin: it uses what :class:`~companion.app.live_cards.CameraCards` uses)."""

    def _reveal_after_clear(self, obs) -> bool:
        """Whether ``obs`` is the revealed hand the showdown's cleared line asked for
        ("still waiting for Carol's revealed hand", :meth:`NextDeal._hand_ends_round`): the
        first cards laid since, each in the zone of a player awaited (two with 5-6 players),
        taken with no inconsistency. Review of qa46h1 (HIGH): it was held as the next
        round's, then dealt as Carol's round 4 play."""
        tracker = self.session.tracker
        if self.cleared_held or tracker.waiting()[0] != "showdown" \
                or obs.seat not in tracker.awaited_seats():
            return False
        try:
            return not any(e.kind == "inconsistency" for e in tracker.trial(obs))
        except ObservationError:
            return False

    def _watch_lost(self, event) -> None:
        """``event``'s card (a zone's, or the middle's) belongs to the round under way after
        rounds lost (:mod:`companion.app.lost_rounds`): watched as an old card until taken
        away, never a play nor a deal."""
        log.info("camera: %s in seat %s, the round under way lost", event.candidates,
                 event.seat)
        self._leave(event)
        self.left_cards[-1].old = True

    def _read_on_under(self, event) -> bool:
        """Whether ``event`` (a zone card, :class:`vision.records.CardAppeared`) became
        stable in the same picture as a card under it in its zone (this picture's cards,
        :attr:`fresh`, ``index_in_zone`` lower, same ``frame_index``; the one under it may
        be a card entered by key, already on the table): the zone seen at once, a hand
        lifted from it, so when it was laid is not known, only that it was after the card
        under it. Taken, it does not count as laid at its first reading
        (:attr:`laid_taken`): a card of another zone read before that picture, refused
        then, may have been laid after it and is still given before the cards laid on it
        when the table takes it (:meth:`~companion.app.zone_order.ZoneOrder._older_first`;
        session 67, QA65 MEDIUM-2: handB, Carol's Tommy Gun, read at frame 125 and held,
        discarded for Bob's Musician, read at 171 with his Sailor on it: "Bob discards The
        Sailor." was said, then "Carol: the Tommy Gun.")."""
        return id(event) in self.differs_lifted or any(  # held on it (differs_hold)
            e.index_in_zone < event.index_in_zone for e in self._same_picture_zone(event))

    def _same_picture_zone(self, event) -> list:
        """The other cards of ``event``'s zone made stable in the same picture as it (this
        picture's cards, :attr:`fresh`; none for a middle card)."""
        if event.seat is None:
            return []
        return [e for e in self.fresh if e is not event and e.seat == event.seat
                and e.frame_index == event.frame_index]

    def _held_by_question(self, seat: int) -> None:
        """A card read in ``seat``'s zone (0-based) waits for the open question's answer:
        say so, so the table knows why nothing is said (QA: cards were held back in
        silence), without the whole question again for each card (QA13b N7: it was said
        2-3 times in a row), and not named (a hand card shown over a zone for a moment
        must not be said). The question's first such card says it in full; a card in
        another zone then says only how many cards wait ("3 cards wait for the
        answer."), a newer count making the one not said yet needless (QA38: with 5
        players, 30 s of "A card in X's zone waits for the answer…", one a card); a card
        in a zone told already is counted in silence (QA14: two cards laid together said
        it twice at once). Said after the question while the voice has still to say it
        (its sayings brought first): fresh QA60 LOW, r1, a card held as Enter's rank
        asked "Which card in Alice's zone…?" was said, as that key's answer, 5 s ahead of
        the question it named. :attr:`waits_said`: ``(question, seats told, cards)``."""
        tracker = self.session.tracker
        question = tracker.question
        closed = self.session.question_closed(question)
        first = self.session.said_for.question_waits(question)  # the question first
        said = self.waits_said
        if said is None or said[0] is not question:
            self.waits_said = (question, {seat}, 1)
            self.session.tell("app.card_waits_answer", player=tracker.names[seat],
                              stale=closed, brings=first)
            return
        told, count = said[1], said[2] + 1
        self.waits_said = (question, told | {seat}, count)
        if seat in told:
            return
        self.session.tell("app.cards_wait_answer", count=count, stale=lambda: closed() or (
            self.waits_said is None or self.waits_said[2] != count), brings=first)

    def _starts_tied(self, obs: Observation, candidates: Sequence[str]) -> bool:
        """Whether the zone card ``obs`` (a ``card`` observation; ``candidates``: the
        camera's keys for it), laid after the round ended while "who starts?" is open, is a
        tied winner's: the starter is one of them and plays first (RULINGS A11), so the
        first card of one of theirs answers the question (QA of session 40, fr5dim M2:
        Carol's R'lyeh lay in her zone while "Who starts? 1 Bob, 2 Carol." was asked again
        every 7.4 s). A card that may be one of the ended round's cards of that seat (its
        zone, its shown hand: read late, or slid and reported again) answers nothing: it
        is held as before and the question stays (review rev40e); so is any card while
        the table played rounds meanwhile (:meth:`~companion.app.lost_rounds.LostRounds.
        _lost_pending`: a later round's card tells nothing of who started the next one;
        second review of late49: "Alice starts next." from a card of the round under way)."""
        q = self.session.tracker.question
        if not (obs.kind == "card" and q is not None and q.value == "first"
                and obs.seat in q.info and self._round_over()) or self._lost_pending():
            return False
        view = self.session.tracker.view()
        ended = set(view.seats[obs.seat].zone) | {k for s, k in view.showdown
                                                  if s == obs.seat and k}
        return not ended.intersection(candidates)

    def _settles_read(self, obs: Observation, candidates: Sequence[str],
                      stickers: bool = False) -> bool:
        """When the open question asks which card a read of ``obs``'s zone is ("Which card
        is it: The Fed or Nightgaunt?", a card entered by key) and the camera's report
        (``candidates``) names exactly one of its answers, and no other card of that zone
        the camera has not reported is that card: the camera's reading answers it (said
        settled by the cards, :func:`~companion.tracker.observations.was` ``seen``), and
        the report counts for that place. QA22 #1: the report was dropped as "already on
        the table", the question stayed open and the next player's card waited for it.
        A report naming none of the answers is left to :meth:`_differs_from_entered`.
        ``stickers``: read from tactile stickers only, so the sentence asks to check it.
        Returns True when the question was settled."""
        tracker = self.session.tracker
        q = tracker.question
        if q is None or q.value != "card" or q.seat != obs.seat:
            return False
        told = [key for key in candidates if key in q.info]
        if len(told) != 1:
            return False
        key = told[0]
        places = tracker.zone_reads(obs.seat)
        open_places = [p for p in places if len(p) > 1 and key in p]
        if len(open_places) != 1:
            return False
        certain = sum(1 for p in places if p == (key,))
        view = tracker.view()
        held = view.seats[obs.seat].zone[places.index(open_places[0])]
        if self.known.reported(view, obs.seat, key) < certain \
                or held not in self.known.entered(view, obs.seat):
            return False  # maybe an older copy of that card, or a read of the camera's
        self.session.observe(o.was(key, seen=True), check=stickers)
        if tracker.question is q:
            return False  # refused: the report goes the usual way
        view = tracker.view()
        self.known.claim(view, obs.seat, key)
        return True

    def _cards_on(self, event) -> list:
        """The cards that became stable in the same picture as ``event`` (a zone card) and
        on it in its zone (a higher ``index_in_zone`` of this picture's cards,
        :attr:`fresh`), oldest first: the zone seen at once, a hand lifted from it, so its
        place is the camera's place of that zone's card (fresh QA65 MEDIUM-2)."""
        return sorted((e for e in self._same_picture_zone(event)
                       if e.index_in_zone > event.index_in_zone),
                      key=lambda e: e.index_in_zone)

    def _still_there(self, event) -> bool:
        """Whether the last picture shows ``event``'s card in its zone (QA: a card laid out
        of turn and taken back into the hand was given again, and said, as a play)."""
        return bool(places(self.watcher.last_reading, event.seat, event.candidates))

    def _piles_gathered(self) -> bool:
        """Whether the round is under way with cards in its zones (its first play made)
        and the last picture shows none of them: no card read in a zone, none the
        stabilizer still sees in one (a middle card laid then is the next round's face-up
        card, not a late one of this round: session 39, en21 busy). Unlike
        :meth:`~companion.app.live_deal.NextDeal._table_empty`, a zone place seen covered
        does not count: a busy cloth keeps a gathered pile's place "covered" up to 30 s."""
        tracker = self.session.tracker
        reading = self.watcher.last_reading
        stabilizer = getattr(self.watcher, "stabilizer", None)
        if not tracker.started or reading is None or not reading.readable:
            return False
        view = tracker.view()
        return any(seat.zone for seat in view.seats) \
            and not any(s.seat is not None for s in reading.sightings) \
            and not (stabilizer is not None and stabilizer.zone_cards_in_view())
