"""A play the camera read late, repaired (QA42 H1): a card refused in the zone of a player
only *probably* out (the cards alone closed an unanswered "was that Carol's hand?" and so
put Bob out: :meth:`~companion.tracker.tracker.Tracker.probably_out`) is tried where it
was laid, before the card that closed that question, and the table is replayed; the
repair is kept only when that replay takes the refused card and every input the table
had taken, and changes no fate but the question's (:meth:`LatePlays._late_play`). No I/O.

How the repair is kept in the history: the history becomes the replayed one, the late
card in its place, and ends with a *late marker*, an entry holding that same card
observation whose snapshot is the table before the repair with a
:class:`~.corrected.Correction` (``card`` ``None``) holding the history before it: undo
of the marker puts back the table and the history as they were before the late card
(the card undone), a slash correction corrects the late card in its place, and a replay
of the history (a slash correction's) skips the marker (:func:`late_marker`).
"""
from __future__ import annotations

import copy
from typing import Callable

from companion.tracker.corrected import (AFTER_ALL, ROUND_OPENERS, Correction, late_marker,
                                         told)
from companion.tracker.events import TableEvent
from companion.tracker.observations import Observation


def _without(events: list[TableEvent], said: list[TableEvent]) -> list[TableEvent]:
    """``events`` less one of each event in ``said`` (what was said already), in order
    (events compare equal field by field; some hold a dict, so no set)."""
    left = list(said)
    out = []
    for e in events:
        if e in left:
            left.remove(e)
        else:
            out.append(e)
    return out


def _held_unsaid(h, said: list[TableEvent]):
    """A copy of the account ``h`` whose held events (``h.events``, to be said once the
    accounts agree) leave out one of each event in ``said`` (said already)."""
    h = copy.copy(h)
    h.events = _without(h.events, said)
    return h


class LatePlays:
    """The late-play repair of :class:`~companion.tracker.tracker.Tracker` (see the
    module docstring)."""

    #: a copy replaying the table for :meth:`_late_play`: no late play within it
    _replaying = False

    def _late_play(self, obs: Observation) -> list[TableEvent] | None:
        """The repair of ``obs``, a one-card ``card`` input just refused (its history
        entry the newest) in the zone of a seat every account has said out, its hand not
        named, only because a card closed an unanswered ``out`` / ``was_hand`` question
        (:meth:`~companion.tracker.tracker.Tracker._said_out_by_cards`; QA42 H1).

        Each place from that closing card back to the input that raised the question
        (put before it) is tried on a copy of the table as it was there, keeping the
        accounts with that seat in: ``obs`` there, then every later input as it came (a
        late marker skipped). A place is kept only if the copy takes ``obs`` and every
        input the table had taken, has that player in at the end, and turns round no
        other player's fate (out in one, in the other) than that of the seat the question
        was about, and that one only to undecided: its question asked again, never
        answered by the replay of one place (review of late44: arkham games said a play
        a hand, "Bob is out after all, with The Boxer.", the true place left it open; see
        docs/tracker.md), and leaves no other seat's out resting on the cards alone
        (:meth:`~companion.tracker.tracker.Tracker.probably_out`: the case repaired here,
        made anew; review of late44, arkham-classic 6 players seed 27: a play taken for a
        hand, the round said won by another); of those, the one that turns the fewest (the
        latest of equals). Else ``None``: the refusal stands. Never when an input of the
        round was refused before ``obs`` (the round read wrong: QA42's log, a card missing
        besides the late one), nor when a slash correction was made since the question
        closed (its replay is its own). The search is made once per card: a trial's copy
        (the session log's refusal probe,
        :meth:`~companion.tracker.tracker.Tracker.refusal`) leaves it in
        :attr:`~companion.tracker.tracker.Tracker._late_memo` for the apply that follows
        with the same accounts, history, ``says_ahead`` and ``unread_seats`` (review of
        late44: up to 22 ms each in a 6-player game). Measured: docs/tracker.md
        ("An out only the cards told").

        Kept: the table becomes the copy's, the history the replayed one with a late
        marker (module docstring). Returns a ``late_card`` event ("Bob was not out: the
        camera read The Musician in Bob's zone late. …"), the ``question_settled`` of a
        question open before that the replay closed, then only the replayed events not
        said before over the same inputs (a question it opens again asked), a fate turned
        round "after all"
        (:func:`~.corrected.told`; reviews of settle43: plays dropped unsaid, a question
        vanished unsaid, plays said again)."""
        seat = obs.seat
        if obs.kind != "card" or seat is None or len(obs.cards) != 1 or self._replaying:
            return None
        closed = self._said_out_by_cards(seat)
        if closed is None:
            return None
        end = len(self.history) - 1  # obs's own entry
        if any(entry[1][-1] is not None and not late_marker(entry)
               for entry in self.history[closed:end]):
            return None
        opened = closed
        while opened > 0 and self.history[opened][0].kind not in ROUND_OPENERS:
            opened -= 1
        if any(self.refused_at(index) for index in range(opened, end)):
            return None  # the round was read wrong already: no place is sound
        # what steers the replay besides the accounts and the history: the live setting
        # of what is said ahead and the zones unread (review of late45: a probe under
        # another ``says_ahead`` handed its events to the apply)
        key = (obs, self.says_ahead, self.unread_seats)
        memo = self._late_memo[0]
        if memo is not None and memo[0] == key and memo[1] is self.hyps \
                and len(memo[2]) == end and all(
                    a is b for a, b in zip(memo[2], self.history)):
            found = memo[3]  # searched already, on a trial's copy (the refusal probe)
        else:
            found = self._late_search(obs, closed, opened, end)
            self._late_memo[0] = (key, self.hyps, self.history[:end], found)
        return None if found is None else self._late_taken(obs, *found)

    def _late_search(self, obs: Observation, closed: int, opened: int, end: int):
        """The place kept for ``obs`` by :meth:`_late_play` (``closed``: the closing
        card's entry, ``opened``: the round's first, ``end``: ``obs``'s own): the replay
        from there (a copy of the table), its events, and the events the table said over
        the same inputs; ``None`` when no place is kept."""
        q = self.history[closed][1][5]
        raised = closed
        while raised > 0 and self.history[raised - 1][1][5] is q:
            raised -= 1
        best = None
        for at in range(closed, max(raised - 2, opened), -1):
            replay = self._late_replay(obs, at, end, q.seat)
            if replay is not None and (best is None or replay[0] < best[0]):
                best = (replay[0], at, replay[1])
        if best is None:
            return None
        return (*best[2], self._replayed_from(best[1], end)[1])

    def _replayed_from(self, at: int, end: int, first: Observation | None = None,
                       seat: int | None = None):
        """A copy of the table before :attr:`history` entry ``at`` (only the accounts with
        ``seat`` in, when given), ``first`` applied, then the inputs of entries ``at`` to
        ``end`` (excluded; late markers skipped); returns the copy, its events and, per
        input, its history index and whether the copy refused it; ``None`` when no
        account is kept or ``first`` is refused."""
        past = self.as_before(at)
        past._replaying = True
        if seat is not None:
            past.hyps = [h for h in past.hyps if not h.out[seat]]
            if not past.hyps:
                return None
        events = []
        if first is not None:
            events += past.apply(first)
            if past.refused_last():
                return None
        refused = []
        for index in range(at, end):
            if late_marker(self.history[index]):
                continue
            events += past.apply(self.history[index][0])
            refused.append((index, past.refused_last()))
        return past, events, refused

    def _late_replay(self, obs: Observation, at: int, end: int, asked: int):
        """:meth:`_replayed_from` with ``obs`` put before entry ``at``, when it takes every
        input the table had taken, leaves ``obs``'s player in, and turns round no other
        player's fate than that of ``asked``, the seat the closed question was about, and
        that one only to undecided (see :meth:`_late_play`); else ``None``."""
        replay = self._replayed_from(at, end, obs, obs.seat)
        if replay is None or any(refused and not self.refused_at(index)
                                 for index, refused in replay[2]):
            return None
        now, then = replay[0].hyps, self.hyps
        turned = [s for s in range(now[0].players) if s != obs.seat
                  and {h.out[s] for h in now} != {h.out[s] for h in then}]
        if any(h.out[obs.seat] for h in now) or [s for s in turned if s != asked]:
            return None
        if turned and len({h.out[asked] for h in now}) == 1:
            # the question's seat decided by this place alone: the true place may leave it
            # open (review of late44: "Bob is out after all, with The Boxer.", his play)
            return None
        if set(replay[0].probably_out()) - set(self.probably_out()):
            # another seat's out now rests on the cards alone: a read the table cannot
            # tell, the very case repaired here, made anew (review of late44,
            # arkham-classic 6 seed 27: Player 2's play taken for his hand, his next
            # cards refused, the round said won by another player)
            return None
        return len(turned), replay[:2]

    def _late_taken(self, obs: Observation, past, events: list[TableEvent],
                    said_then: list[TableEvent], first: TableEvent | None = None,
                    settle: "Callable[[TableEvent], list[TableEvent]] | None" = None
                    ) -> list[TableEvent]:
        """Swap in the replay ``past`` (``events``: its events; ``said_then``: what the
        table said over the same inputs) of :meth:`_late_play` and return what to say
        (``past`` and the lists are left as they are: a trial's copy and the table may
        take the same search), led by ``first`` (``None``: the ``late_card`` event; the
        under-card repair's own, :mod:`.under_card`); ``settle(question)``: the events
        saying the question open before, closed by the replay, settled (``None``:
        :meth:`~.asking.Asking._worked_out`)."""
        was_view, was_question = self.hyps[0].view(), self.question
        entry = self.history[-1]
        self._restore(past._snapshot())
        self.history = past.history + [
            (obs, entry[1][:-1] + (Correction(tuple(self.history[:-1]), None, True),))]
        said = [e for e in events if e.kind != "inconsistency"]
        new = _without(said, said_then)
        unsaid = _without(said_then, said)  # said by the table, held by the replay
        self.hyps = [_held_unsaid(h, unsaid) for h in self.hyps]
        if self.question is not None and self.question != was_question \
                and self.question not in new:
            new.append(self.question)  # open again: asked again
        new = told(obs.seat, obs.cards, obs.cards[0], was_view, self.hyps[0].view(),
                   new)[1:]
        new = [e for e in new if (e.kind, e.seat, e.value) != ("still_in", obs.seat,
                                                                AFTER_ALL)]
        closed = []
        if was_question is not None and was_question.value != "effect" and (
                self.question is None or (self.question.value, self.question.seat)
                != (was_question.value, was_question.seat)) and not any(
                e.kind in ("question", "question_settled") and e.seat == was_question.seat
                for e in new):
            closed = (settle or self._worked_out)(was_question)
        if first is None:
            first = TableEvent("late_card", seat=obs.seat, cards=obs.cards)
        return [first] + closed + new
