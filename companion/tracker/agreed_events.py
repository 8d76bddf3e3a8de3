"""What a step's accounts agree to say, used by :meth:`companion.tracker.tracker.Tracker._commit`:
the knocked-out hands named (:func:`hands_named`), the Insane marks agreed, the moot marks
dropped, a play's place in its turn (:meth:`AgreedEvents._turn_place`). A part of
:class:`companion.tracker.tracker.Tracker` (:class:`AgreedEvents`), split from
:mod:`companion.tracker.tracker` by job (rf69).
"""
from __future__ import annotations

from dataclasses import replace

from companion import rules
from companion.tracker.entry_hand import HAND_UNCONFIRMED
from companion.tracker.events import TableEvent
from companion.tracker.table import TableState


class AgreedEvents:
    """A play's place in its turn for :class:`~companion.tracker.tracker.Tracker`
    (a mixin: it uses the tracker's ``history``)."""

    def _turn_place(self, seat: int) -> bool:
        """Whether, before the input being committed (the accounts kept then,
        :attr:`hyps`), the most likely account waited for the turn (a play or a Sanity
        check) of the first player after ``seat`` (0-based) in play order, ``seat``
        counted in (:func:`companion.rules.next_seat`, clockwise): had ``seat`` been in,
        its turn came first, and a card in its zone now would be that turn's (its Sanity
        check's card, its play; fresh QA58 HIGH-4, review of h4)."""
        if not self.hyps:
            return False
        h = self.hyps[0]
        if h.wait[0] not in ("play", "check"):  # ("deal",), ("over",): one item
            return False
        out = [gone and s != seat for s, gone in enumerate(h.out)]
        return rules.next_seat(seat, out) == h.wait[1]


def _without_moot_marks(q: TableEvent, events: list[TableEvent]) -> list[TableEvent]:
    """``events`` without the marks (``protected``, ``immune``) of the player of the
    ``effect`` question ``q`` that the next deal closed as changing nothing
    (:meth:`Tracker.deal_closes_question`): the account kept told one side's mark, which
    the new round ends at once (seed 002 "End of a Round"; QA44 MEDIUM-5: "Protection
    for Alice." was said as round 5 began)."""
    start = next((i for i, e in enumerate(events) if e.kind == "round_started"), len(events))
    return [e for i, e in enumerate(events)
            if i >= start or e.kind not in ("protected", "immune") or e.seat != q.seat]


def _with_insane_agreed(hyps: list[TableState], cuts: list[int],
                        agreed: list[TableEvent]) -> list[TableEvent]:
    """The events to say now: ``agreed`` (the events other than ``now_insane`` every
    account in ``hyps`` tells first, in their order), with each ``now_insane`` that every
    account tells among its first ``cuts[i]`` events (``cuts``: one per account, where
    its first event not agreed begins), in its place in the first account's. Each
    account's events are left as what is still to say: its ``now_insane`` events not
    said, then its events from its cut on. A ``now_insane`` is only said once its play's
    effect is over (:func:`~.now_insane.insane_after_effect`), which the accounts may not agree
    on yet while the events after it they do agree on (session 40: "Bob: The Fed." and
    "Bob is still in." waited a card behind "Ann is now Insane.", the account where Ann
    lost her own Deep One compare, her hand late, still open)."""
    heads = [h.events[:cut] for h, cut in zip(hyps, cuts)]
    told = [{e.seat for e in head if e.kind == "now_insane"} for head in heads]
    said = set.intersection(*told) if told else set()
    out, rest = [], iter(agreed)
    for e in heads[0] if hyps else ():
        if e.kind != "now_insane":
            out.append(next(rest))
        elif e.seat in said:
            out.append(e)
    for h, head, cut in zip(hyps, heads, cuts):
        h.events[:] = [e for e in head if e.kind == "now_insane" and e.seat not in said] \
            + h.events[cut:]
    return out


def hands_named(events: list[TableEvent], said: tuple[int, ...], held: tuple[int, ...] = ()
                ) -> tuple[list[TableEvent], tuple[int, ...]]:
    """``events`` to announce, the knocked-out hand of a player said out before it was
    laid marked ``info="hand"`` (said "Bob's hand: The Fed.", not "Bob is out, with The
    Fed." right after "Bob is out.": QA26 N5), one said out again before its hand is named
    dropped (QA34 F3: "Alice is out." twice when her hand was entered as two cards of a
    rank), and the seats said out whose hand is still to be named. ``said``: those seats
    before ``events`` (a round's start clears them). ``held``: seats among them the cards
    alone put out (an unanswered ``out`` / ``was_hand`` question closed by another
    player's card: ``Tracker._said_out_by_cards``), whose hand, held behind an open
    question (:func:`~.ahead.said_ahead`) or laid later by itself at her turn's place
    (fresh QA58 HIGH-4: her next Sanity check's card, had she been in;
    ``Tracker._turn_place``), comes out now (a hand laid and named at once
    shows the out, as a seat held out while unread shows it by its hand: rev40a, review
    of seats43): their hand is marked ``info="hand_unconfirmed"`` ("Bob's hand, if Bob is
    out (not confirmed): The Fed."; the card lies face up in his zone, public either way: his hand if he is out,
    RULINGS A10, else his play) and they stay in the seats returned, still only probably
    out (hedge44: the hand named ended his "probably", as fact).

    >>> out = TableEvent("player_out", seat=1)
    >>> hand = TableEvent("player_out", seat=1, cards=("the_fed",))
    >>> events, said = hands_named([out], ())
    >>> said, hands_named([hand], said)[0][0].info
    ((1,), 'hand')
    >>> hands_named([hand], ())[0][0].info is None
    True
    >>> hands_named([out], said)[0]
    []
    """
    out = []
    for e in events:
        if e.kind in ("round_started", "game_started"):
            said = ()
        elif e.kind == "player_out" and not e.cards and e.seat in said and e.value is None:
            continue  # its hand laid, still to be named: not "Bob is out." again (QA34 F3)
        elif e.kind == "player_out" and (not e.cards or e.info == HAND_UNCONFIRMED):
            # out, hand still to come; or hedged when laid (laid before its play's entry or
            # read in a pile: entry_hand, fresh QA58 HIGH-2, QA59 HIGH-1), still held out
            said = said + (e.seat,) if e.seat not in said else said
        elif e.kind == "player_out" and e.seat in said and e.seat in held:
            e = replace(e, info=HAND_UNCONFIRMED)  # still said out, hand not confirmed
        elif e.kind == "player_out" and e.seat in said:
            said = tuple(s for s in said if s != e.seat)
            if e.value != "after_all":  # "Bob is out after all, with …" says the change
                e = replace(e, info="hand")
        out.append(e)
    return out, said
