"""A resumed game's card taken as the card its log waits for, watched till anything follows
it (review of resume45, review of resume48).

``play --resume`` takes the only card the log does not hold in the zone of a player the
log's table waits for a card of as that card, as live (QA45 M5, QA47 M4, QA48b:
:meth:`~companion.app.live_setup.GuidedSetup._card_owed`): "Alice: the Investigators.",
"The Sailor. Bob passes.", "The Nightgaunt in Carol's discard zone: was that Carol's hand,
so Carol is out?". It may be an old card instead (her round-1 card left on her pile),
which the table takes away, as the resume's line for such cards says ("Take it away").
Taken away while nothing came since (no answer, no card) and, when it opened a question
about its seat, that question still open, the card is undone as minus twice undoes it
("Undone: the Nightgaunt in Carol's zone.", a question it opened closed, the log as
before); before, it stayed logged (a Sanity check's card silently: the check stayed passed,
review of resume48), and only minus twice dropped it. Taken away means unseen for the left
cards' bounds (``GONE_FRAMES`` readable pictures and ``GONE_S`` seconds, its place not
covered by a hand: :mod:`companion.app.left_cards`; fewer cards of its kind read in its
zone than the tracker holds there: a log copy under it is no sight of it, review of
resume49) while the camera still reads another
card in its player's zone (the log's cards under it): a zone gathered whole is no answer,
the table gathering at the round's end, all at once or zone by zone (review of xfail46: a
2-player table that knew Alice was out gathered her pile first, and her hand was undone).
A play alone in its zone is undone so too while another zone's card is still read, or
when it is the round's only zone card and no hand is owed, and no account has the round
over (review of resume49: an old card alone on Alice's pile, taken as her play); else, and
a hand asked about, minus twice takes it back.
"""
from __future__ import annotations

import logging
from dataclasses import dataclass

from companion.app.card_place import hidden, nearest, places

log = logging.getLogger(__name__)


@dataclass
class OwedCard:
    """The card taken as the owed one: its :class:`vision.records.CardAppeared` ``event``
    (seat 1-based), the tracker's history ``entry`` it made, whether it opened a question
    about its seat (``asked``), where it was last seen
    (:class:`~companion.app.card_place.Place`, ``None`` before), and the readable pictures
    in a row (``unseen``) since the frame time ``unseen_t`` (s) that did not show it."""

    event: object
    entry: tuple
    asked: bool = False
    place: object = None
    unseen: int = 0
    unseen_t: float | None = None


class OwedAsked:
    """The watch of :class:`companion.app.live.LiveTable` (a mixin: it uses the table's
    ``session``, ``watcher``, ``known``, ``speech`` and ``owed_asked``)."""

    def _watch_owed(self, event) -> None:
        """Watch ``event``'s card, just given to the tracker as the owed one, when the
        tracker took it (its newest input: else nothing to take back by taking it away)."""
        tracker = self.session.tracker
        if not tracker.history or not _made_by(tracker.history[-1], event):
            return
        question = tracker.question
        asked = question is not None and question.seat == event.seat - 1
        place = nearest(places(self.watcher.last_reading, event.seat, event.candidates), None)
        self.owed_asked = OwedCard(event, tracker.history[-1], asked, place)

    def _owed_step(self) -> None:
        """Once per picture: the watch ends when anything came after the card (an answer,
        another card) or the question it opened closed; the card taken away meanwhile is
        undone (module docstring)."""
        from companion.app.left_cards import GONE_FRAMES, GONE_S
        owed, tracker = self.owed_asked, self.session.tracker
        if owed is None:
            return
        if not tracker.history or tracker.history[-1] is not owed.entry \
                or owed.asked and tracker.question is None:
            self.owed_asked = None
            return
        reading, event = self.watcher.last_reading, owed.event
        if reading is None or not reading.readable:
            return
        seen = places(reading, event.seat, event.candidates)
        # as many read as its zone holds of its kind: a copy under it is no sight of it
        # (review of resume49: an old Cats of Ulthar over the log's, taken away, stayed)
        copies = max(1, sum(1 for key in tracker.view().seats[event.seat - 1].zone
                            if key in event.candidates))
        if len(seen) >= copies or hidden(reading, event.seat, event.candidates, owed.place) \
                or not any(s.seat == event.seat for s in reading.sightings) \
                and not self._alone_taken_away(owed, reading):
            owed.place = nearest(seen, owed.place) if seen else owed.place
            owed.unseen, owed.unseen_t = 0, None
            return
        owed.unseen += 1
        owed.unseen_t = reading.t if owed.unseen_t is None else owed.unseen_t
        if owed.unseen >= GONE_FRAMES and reading.t - owed.unseen_t >= GONE_S:
            self._owed_taken_away(owed)

    def _alone_taken_away(self, owed: OwedCard, reading) -> bool:
        """Whether ``owed``'s zone read empty in ``reading`` is its card taken away, not
        the table gathered: taken as a play (no question about its seat), no account has
        the round over, and another zone's card is still read, or it is the round's only
        zone card and no hand is owed (review of resume49: Alice's round-1 Investigators,
        left alone on her pile, taken as her round-2 play, then taken away, stayed her play,
        and her real play was refused). A hand asked about may be gathered with its zone
        first (review of xfail46)."""
        seat, tracker = owed.event.seat, self.session.tracker
        if owed.asked or any(h.wait[0] == "deal" for h in tracker.hyps):
            return False
        if any(s.seat is not None and s.seat != seat for s in reading.sightings):
            return True
        # no other zone's card read: the round's only zone card, no hand owed (its first
        # play, an old card on a table otherwise bare: no round's cards to gather)
        return not tracker.hand_seats() \
            and sum(len(z.zone) for z in tracker.view().seats) == 1

    def _owed_taken_away(self, owed: OwedCard) -> None:
        """Undo the card ``owed`` (the history's newest input) as minus twice would, said
        "Undone: …"; the camera forgets it, so that laid again it is read again."""
        self.owed_asked = None
        seat, cards = owed.event.seat - 1, tuple(owed.event.candidates)
        log.info("camera: %s taken as seat %d's owed card was taken away", cards, seat + 1)
        self.session._undo_newest(owed.entry[0])
        if self.speech is not None:  # its question is not said any more
            self.speech.drop_stale()
        self.known.undone(seat, cards)
        self.watcher.forget(seat + 1, cards)


def _made_by(entry, event) -> bool:
    """Whether the tracker's history ``entry`` is the card observation of ``event`` (a
    :class:`vision.records.CardAppeared`, seat 1-based)."""
    obs = entry[0]
    return getattr(obs, "kind", None) == "card" and obs.seat == event.seat - 1 \
        and tuple(obs.cards) == tuple(event.candidates)


__all__ = ["OwedAsked", "OwedCard"]
