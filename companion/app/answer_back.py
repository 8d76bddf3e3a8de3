"""Minus twice takes back a wrong answer that ended a round under the next deal: the round's
cards that waited behind that answer are read again first, and the camera's own report of
the entered card the question was about is not read as a new card (session 71, wrong71;
fresh QA70 H1).

handC (the d491 demo, a hand over Bob's zone while he plays The Musician and The Sailor):
Carol's Tommy Gun, read before Bob's play was entered, waits ("The Tommy Gun by Carol?
Waiting for Bob's play or Bob's hand."); Enter 5 (the right rank), "was that Bob's hand?"
answered a wrong "yes": "Bob is out, with The Musician." "Carol wins the round", Carol's
Necronomicon deals round 2; the hand lifts (Bob's Musician and Sailor seen); the advised
minus twice takes the answer back under the deal (:func:`~companion.app.undo_under.
undo_answer_under`) and reads the camera's cards since again. The Tommy Gun, refused
before the answer and carried into round 2 as an old card, was dropped with that round, so
the Necronomicon became the Musician's discard ("Carol discards the Necronomicon."
"Carol: Sanity check, 1 card." "Carol passes. 16 cards left." … "Carol fails. 12 cards
left.", false, as fact; the Sailor never said); and the camera's Musician, read in round
2 as a card of its own, read again as Bob's second Musician.

So, read again (:meth:`AnswerBack._answer_back`, the session's ``reheld`` hook, after the
camera-differs hold's own :meth:`~companion.app.differs_hold.DiffersHold._differs_again`,
and only when that held nothing): (1) the round's camera cards refused before the answer
(:meth:`~companion.tracker.tracker.Tracker.refused_at`), not taken since (no later input of
the round, taken, with their seat and candidates: :func:`_refused_untaken`, by laid order —
session 72: the name rule, none of their names in their zone, skipped Carol's second
Investigators), still lying on the table (a left card of the undone round, there), go
first, their camera reports counted when the round's reports were given back (else her
Sanity check's Investigators was taken for it), in their order (they were laid before the
answer, the cards read again after it); (2) the first card read again in the question's
zone that names the question's card, when that zone holds a copy of it the camera never
reported in the round given back (an entered card:
:attr:`~companion.app.session.TableSession.keyed_as`), is that copy's report: left out (the
live table's :meth:`~companion.app.known_cards.KnownCards.give_back` counts it there).
Round 1 is then read as the transcript says it: "Bob: The Musician." "No answer needed:
that was Bob's play." "Carol discards the Tommy Gun." "Carol: the Necronomicon." … "Bob:
The Sailor." Rules: seed 001 (the Musician's discard; turn order).

:class:`AnswerBack`, a mixin of :class:`~companion.app.live.LiveTable` (its ``session``,
``left_cards``, ``differs_reheld``). No I/O.
"""
from __future__ import annotations

from dataclasses import replace

from companion.app.answer_unseen import UnseenBack


class AnswerBack(UnseenBack):
    """The cards read again when minus twice takes back a round-ending answer under the
    next deal (module docstring)."""

    def _answer_back(self, again: list) -> list:
        """The session's ``reheld`` hook (:func:`~companion.app.undo_under.
        undo_answer_under`): ``again`` (observations, oldest first) are the camera's inputs
        taken back with the deal, to be read again; returns the inputs to read, in order
        (module docstring). The camera-differs hold goes first (:meth:`~companion.app.
        differs_hold.DiffersHold._differs_again`); when it held cards again, its answer is
        kept as is. Raises nothing."""
        given_back = self._unseen_back()  # the reports back, less those the camera
        again = self._differs_again(again)  # forgot at the deal (answer_unseen)
        if self.differs_reheld:
            return again
        session = self.session
        tracker = session.tracker
        history, view = tracker.history, tracker.view()
        begun = max((i for i, (obs, _) in enumerate(history)
                     if obs.kind in ("start", "new_round")), default=0)
        back = [replace(obs) for i, obs in _refused_untaken(tracker, begun)
                if obs.seat < len(view.seats) and self._still_lying(obs, view.round)]
        back = _unique(back)
        if given_back:  # their camera reports count when read again (known_cards)
            for obs in back:
                if len(obs.cards) == 1:
                    self.known.claim(view, obs.seat, obs.cards[0])
        rest = self._report_left_out(again, history[begun + 1:], view)
        self._stall_cards_back(again, view.round)
        return [*back, *rest]

    def _stall_cards_back(self, again: list, rnd: int) -> None:
        """The cards the undone round ``rnd`` + 1's stall held (none of them an input of
        the tracker's, so not in ``again``), still lying: watched again as cards of the
        round given back, given by the watch once they fit (:meth:`~companion.app.
        left_cards.LeftCards._left_cards`; handC: Bob's Sailor, held at the lift behind
        round 2's "Still waiting for Alice's play", else lost)."""
        stall = getattr(self, "stall", None)
        if stall is None:
            return
        for left in list(stall.cards):
            event = left.event
            if not left.there or left.round != rnd + 1 or event.seat is None \
                    or any(obs.kind == "card" and obs.seat == event.seat - 1
                           and tuple(obs.cards) == tuple(event.candidates) for obs in again):
                continue
            self._unleave(event)
            self._leave(event)

    def _still_lying(self, obs, rnd: int) -> bool:
        """Whether the card input ``obs`` (seat 0-based) lies on the table as a card the
        undone round ``rnd`` + 1 watched (a left card there, of its seat and names)."""
        return any(x.there and x.round == rnd + 1 and x.event.seat == obs.seat + 1
                   and tuple(x.event.candidates) == tuple(obs.cards)
                   for x in self.left_cards)

    def _report_left_out(self, again: list, round_history: list, view) -> list:
        """``again`` less the first card in the open question's zone naming its card when
        that zone holds more copies of it than the camera reported in the round
        (``round_history``: its history entries; keyed inputs and refused ones not
        counted): the camera's report of the entered card (module docstring)."""
        session = self.session
        question = session.tracker.question
        if question is None or question.seat is None or not question.cards:
            return again
        seat, keyed = question.seat, getattr(session, "keyed_as", None) or {}
        zone = view.seats[seat].zone
        for key in question.cards:
            reported = sum(1 for obs, _ in round_history
                           if obs.kind == "card" and obs.seat == seat and key in obs.cards
                           and keyed.get(id(obs)) is not obs)
            if zone.count(key) <= reported:
                continue
            first = next((obs for obs in again if obs.kind == "card" and obs.seat == seat
                          and key in obs.cards), None)
            if first is not None:  # not an undone card left out (TableUndo._undo)
                self.differs_reheld = self.differs_reheld | {id(first)}
                return [obs for obs in again if obs is not first]
        return again


def _refused_untaken(tracker, begun: int) -> list:
    """The card inputs of a seat in ``tracker``'s history after entry ``begun`` (its round's
    start) that it refused, each with its index, oldest first, less those taken since: a
    later input of the round, taken, of the same seat and candidates, each later input
    standing for one refused input (the oldest not yet matched). By laid order, not by the
    names in the zone (rev-wrong71 HIGH: Carol's second Investigators, refused behind the
    question, was never read again because her first lay in her zone)."""
    history = tracker.history
    refused, out = [], []
    for i, (obs, _) in enumerate(history[begun + 1:], begun + 1):
        if obs.kind != "card" or obs.seat is None:
            continue
        if tracker.refused_at(i):
            refused.append((i, obs))
            continue
        match = next((r for r in refused if r[1].seat == obs.seat
                      and tuple(r[1].cards) == tuple(obs.cards)), None)
        if match is not None:
            refused.remove(match)
    return refused


def _unique(observations: list) -> list:
    """``observations`` with each ``(seat, cards)`` once, the first kept."""
    seen, out = set(), []
    for obs in observations:
        if (obs.seat, tuple(obs.cards)) not in seen:
            seen.add((obs.seat, tuple(obs.cards)))
            out.append(obs)
    return out


__all__ = ["AnswerBack"]
