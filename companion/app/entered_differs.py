"""A card the camera reads otherwise than it was entered by key or read in a resumed log: the
card taken with it, read elsewhere, the resumed table's card held. A part of
:class:`companion.app.live_cards.CameraCards` (:class:`EnteredDiffers`), split from
:mod:`companion.app.live_cards` by job (rf69).
"""
from __future__ import annotations

import logging
from typing import Sequence

from companion.app.entry_told import told_by_cards_on
from companion.app.keyed_cards import keyed_in_zone
from companion.app.resume_differs import unseen_log_card
from companion.cards import card
from companion.narration.narrate import place_name
from companion.tracker.observations import Observation, ObservationError
from companion.app.cards_order import card_observation

log = logging.getLogger(__name__)


class EnteredDiffers:
    """A card read otherwise than entered, in
    :class:`~companion.app.live_cards.CameraCards` (a mixin: it uses what
    :class:`~companion.app.live_cards.CameraCards` uses)."""

    def _differs_from_entered(self, obs: Observation, index: int,
                              on: Sequence = ()) -> bool:
        """When the table refuses the camera's card at place ``index`` (0 = oldest) of a
        zone whose place is filled by a card entered by key the camera has not reported,
        it is that card read otherwise: say so, change nothing, and count the report as
        that card (QA12 F12: the camera's The Fed where Nightgaunt was entered was dropped
        in silence). After the game's end, the game-over sentence is said instead.
        Decided by place: where the camera told a card unread in that zone this round, the
        reading is that card only at the told place (:meth:`_read_elsewhere`), else a new
        card refused for its own reason (QA35 st11a: the Tommy Gun entered, the
        Investigators and The Entertainer it drew reported after it, then Bob's Cthulhu,
        read before Alice's play, was taken for the Tommy Gun read otherwise, never
        played: "The camera reads Cthulhu in Bob's zone where the Tommy Gun was entered");
        an entered card the camera never placed is that card even after newer cards were
        reported on its zone (review rv36b: the old card read at last, a sticker no longer
        washed out). ``on``: the cards of its zone made stable in the same picture as it
        and on it (:meth:`_cards_on`): its ``index`` is then its place, so at an entered
        card's place it is that card even when the table would take it (fresh QA65
        MEDIUM-2), unless the table would take it and all the cards on it in turn: the
        camera's ``index_in_zone`` counts the cards it emitted, so an entered card it never
        read shifts the cards laid on it down one place (review rev-slash: the Entertainer
        entered right, unread, Bob's Musician and Sailor seen at once, the Musician said
        read where the Entertainer was entered and lost). Returns True when said."""
        tracker = self.session.tracker
        view = tracker.view()
        zone = view.seats[obs.seat].zone
        places = self.known.entered_places(view, obs.seat)
        if not places or index >= len(zone) or view.game_winners:
            return False
        # seen at once with a card on it, at the place of a card entered by key (not a
        # resumed log's: resume_differs), it is that card even when the table would take
        # it (fresh QA65 MEDIUM-2: Bob's Entertainer, under a hand with his Musician and
        # Sailor, taken as his hand, the Musician then counted as the Boxer entered)
        placed = bool(on) and index in places and not self._logged_read(view, obs.seat,
                                                                         index)
        if not any(e.kind == "inconsistency" for e in tracker.trial(obs)) and (
                not placed or self._taken_with(obs, on)):
            return False  # taken as a new card, with the cards on it (rev-slash)
        if self._read_elsewhere(obs.seat):
            return False  # not at the unread card's place: a newer card
        at = index if index in places else places[-1]
        self.known.claim(view, obs.seat, zone[at], obs.cards)
        # a place not confirmed yet is said with its candidates ("The Fed or Nightgaunt",
        # QA22 #1: "where The Fed was entered" while the question asked which it was); a
        # resumed log's card was not entered (QA32 L6): "where the log has" it
        logged = self._logged_read(view, obs.seat, at)
        # the cards on it wait for the player's word while a question is open (hc68)
        held = placed and not logged and self._differs_hold_begins(
            obs.seat, tracker.zone_reads(obs.seat)[at], obs.cards, index)
        said = self.session.tell(
            "app.camera_differs_log" if logged else "app.camera_differs_held" if held
            else "app.camera_differs", player=self.session._player(obs.seat),
            read=card(obs.cards[0]).name(self.session.lang),
            entered=place_name(tracker.zone_reads(obs.seat)[at], self.session.lang,
                               note=False))
        # slash corrects that card next (fresh QA55 MEDIUM-2: it corrected the newest)
        self.session.note_differs(obs.seat, tracker.zone_reads(obs.seat)[at], said)
        if logged:  # the resumed table differs from the log (resume_differs, QA61 HIGH-2)
            self.resume_differs.note(view.round, obs.seat, at, zone[at])
        return True

    def _logged_read(self, view, seat: int, index: int) -> bool:
        """Whether the card at place ``index`` (0 = oldest) of ``seat``'s zone (0-based;
        ``view``: the tracker's public view) is a resumed log's card the camera read
        before the quit (:meth:`~companion.app.known_cards.KnownCards.from_log`), not one
        the player entered by key (its log line marked ``"keyed"``, res70:
        :func:`~companion.app.keyed_cards.keyed_in_zone`): a keyed card the camera reads
        otherwise after a resume is said and held as live ("The camera reads The Musician
        in Bob's zone where The Boxer was entered"; fresh QA70 L10, low71: resumed while
        a hand covered Bob's entered Boxer, "Bob: The Boxer." "Bob is out, with The
        Musician." "Carol wins the round", false, or the question again in silence)."""
        if not self.known.from_log(view, seat, index):
            return False
        # each keyed card at one place, the newest log place holding one of its candidates
        # (as KnownCards.logged_unread): an older copy the camera read stays the log's
        # (rev-low71)
        zone = view.seats[seat].zone
        places = [i for i in range(len(zone)) if self.known.from_log(view, seat, i)]
        for candidates in keyed_in_zone(self.session, seat):
            place = next((i for i in reversed(places) if zone[i] in candidates), None)
            if place is not None:
                places.remove(place)
        return index in places

    def _taken_with(self, obs: Observation, on: Sequence) -> bool:
        """Whether the table would take ``obs`` (a zone card) and then the cards ``on`` it
        (:meth:`_cards_on`, events), one after the other, each awaited
        (:meth:`Tracker.takes_in_turn`); ``False`` when one is no valid observation."""
        try:
            cards = [card_observation(e.seat, e.candidates) for e in on]
            return self.session.tracker.takes_in_turn([obs, *cards]) \
                and not told_by_cards_on(self.session.tracker, obs, cards)  # (entry_told)
        except ObservationError:
            return False

    def _resume_differs_holds(self, obs: Observation, event) -> bool:
        """Whether the card ``event`` (``obs``, a card the table would take unrefused) is
        held, not taken: the camera read the resumed round's table otherwise than the log,
        and a log card of its zone is unseen (:func:`~companion.app.resume_differs.
        unseen_log_card`; fresh QA61 HIGH-2: round 1's Deep One, the video restarted,
        taken as Alice's knocked-out hand in round 3, "Bob wins the round"). Said once
        ("The table does not match the log: …"), watched as a left card (:meth:`_leave`).
        A card the table refuses (:meth:`~companion.app.live_setup.GuidedSetup.
        _resume_takes`) goes the usual way (False)."""
        tracker = self.session.tracker
        view = tracker.view()
        at = unseen_log_card(view, self.known, self.resume_differs, obs.seat)
        if at is None or not self._resume_takes(event):  # refused: the usual way
            return False
        log.info("camera: %s in seat %d held, the log's cards there unseen", event.candidates,
                 event.seat)
        self._leave(event)
        if self.resume_differs.first_said(view.round, obs.seat, event.candidates):
            self.session.tell("app.resume_table_differs",
                              player=self.session._player(obs.seat),
                              read=card(obs.cards[0]).name(self.session.lang),
                              logged=place_name(tracker.zone_reads(obs.seat)[at],
                                                self.session.lang, note=False),
                              enter_zones=(obs.seat,))
        return True

    def _read_elsewhere(self, seat: int) -> bool:
        """Whether the camera told a card unread in ``seat``'s zone (0-based) this round
        (:meth:`_unread_cards`) and has read no card at a told place since
        (:meth:`_told_read`): a card it reads there now lies elsewhere, or on the entered
        card (one without a sticker), not at the entered card's place read otherwise."""
        told = self.unread_count.get((self.session.tracker.view().round, seat), 0)
        return told > 0 and not self._told_read(seat, entered=True)
