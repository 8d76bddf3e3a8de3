"""Players only probably out: said out by the cards alone while a question is unanswered,
out while a card stays unread, the result that hinges on them and the counts hedged
meanwhile. A part of :class:`companion.tracker.tracker.Tracker` (:class:`ProbablyOut`),
split from :mod:`companion.tracker.tracker` by job (rf69).
"""
from __future__ import annotations

from dataclasses import replace

from companion.tracker.corrected import ROUND_OPENERS
from companion.tracker.inconsistencies import CARD_KINDS
from companion.tracker.early_card import held_for_discard
from companion.tracker.events import TableEvent
from companion.tracker.flow import UNCONFIRMED
from companion.tracker.questions import late_or_held
from companion.tracker.table import TableState


class ProbablyOut:
    """The players only probably out of
    :class:`~companion.tracker.tracker.Tracker` (a mixin: it uses the tracker's ``hyps``,
    ``history``, ``question``, :meth:`_snapshot`, :meth:`refused_at`)."""

    def _probably_out(self, refusal: TableEvent) -> TableEvent:
        """``refusal``, a ``seat_out`` refusal ("Not counted: The Musician in Bob's zone,
        as Bob is out."), made ``seat_out_unconfirmed`` when that seat was said only
        probably out (:data:`UNCONFIRMED`: the cards alone closed an unanswered ``out`` /
        ``was_hand`` question, :meth:`_out_by_cards`) and their hand was not named since
        (:attr:`~.table.TableState.said_out`): said "Not counted: The Musician in Bob's
        zone: Bob was only probably out. …" with what to do if Bob is still in, ``info``
        ``asked`` the seat of the question the cards closed, to undo back to and answer
        ("the question on Carol's card"; QA42 H1: Bob's Musician, read 11 cards late, was
        refused as if his out were told); ``info`` ``again`` ``True`` when a card of that
        seat was already refused since, still in :attr:`history`: said short, without the
        how-to ("Not counted: the Stowaway in Bob's zone: Bob was only probably out."),
        as always for a seat held out while unread (no question to go back to; review of
        unify43). Any other refusal: unchanged."""
        seat = refusal.seat
        closed = None if refusal.value != "seat_out" or seat is None \
            else self._said_out_by_cards(seat)
        if closed is None and refusal.value == "seat_out" and self._unread_out(seat):
            # held out while the seat was unread (:attr:`~.table.TableState.unread_out`):
            # no question to go back to, so the short line (review of unify43)
            return replace(refusal, value="seat_out_unconfirmed",
                           info={**refusal.info, "again": True})
        if closed is None:
            return refusal
        # the how-to said once per such out: a card of that seat refused since the out
        # was told, still in the history, had it (review of probable43)
        again = any(obs.kind in CARD_KINDS and obs.seat == seat and self.refused_at(i)
                    for i, (obs, _) in enumerate(self.history[closed + 1:-1], closed + 1))
        return replace(refusal, value="seat_out_unconfirmed",
                       info={**refusal.info, "asked": self.history[closed][1][5].seat,
                             "again": again})

    def probably_out(self) -> tuple[int, ...]:
        """The seats (0-based) said only probably out this round (:data:`UNCONFIRMED`),
        their hand not named since (or named only hedged, :func:`hands_named`): the cards
        alone closed an unanswered ``out`` / ``was_hand`` question that put them out (QA42
        H1), or the next player's card held them out while their zone was unread
        (:attr:`~.table.TableState.unread_out`, even once their seat marker is seen; QA43
        M1). Key 8 says them "may be out (not confirmed)", not "out" as a fact (reviews of probable43 and seats43)."""
        if not self.hyps:
            return ()
        return tuple(s for s in range(self.hyps[0].players)
                     if self._unread_out(s) or self._said_out_by_cards(s) is not None)

    def result_hinges_on(self) -> tuple[int, ...]:
        """The seats only probably out (:meth:`probably_out`) on which the round's, or the
        game's, result hinges once won: if one of them is still in, nobody has won yet
        (review of probable43; said "If Bob is out: …"). ``()`` while no account has a
        round or the game won, or when every account has it won by a card whoever else is
        in: Cthulhu's Insane effect the game (RULINGS A13, O14), a 5 or more revealed by
        Shoggoth's or the Shining Trapezohedron's Insane effect the round (seed 002 card
        7 "immediately win the round"; RULINGS O12) (review of hedge44: said "If Bob is
        out", and "not confirmed" by ``companion resume``)."""
        held = self.probably_out()
        if not held or all(_won_by_card(h) for h in self.hyps):
            return ()
        return held

    def _unread_out(self, seat: int) -> bool:
        """Whether every account has ``seat`` said out, its hand not named, held out while
        its zone was unread (:attr:`~.table.TableState.unread_out`)."""
        return all(seat in h.said_out and seat in h.unread_out for h in self.hyps)

    def _said_out_by_cards(self, seat: int) -> int | None:
        """:meth:`_out_by_cards` for ``seat`` when every account has it said out, its hand
        not named (:attr:`~.table.TableState.said_out`); else ``None``."""
        if not all(seat in h.said_out for h in self.hyps):
            return None
        return self._out_by_cards(seat)

    def _out_by_cards(self, seat: int) -> int | None:
        """The :attr:`history` index, in this round, of the card input that closed an
        unanswered ``out`` / ``was_hand`` question and so put ``seat`` out (some account
        before it had ``seat`` in and another out, every account after it out; a card not
        in ``seat``'s own zone, as :func:`_told_by_cards`), the newest such; ``None`` when
        there is none (``seat`` was told out by an answer, or shown out by their hand;
        QA42 H1)."""
        for index in range(len(self.history) - 1, -1, -1):
            obs, before = self.history[index]
            if obs.kind in ROUND_OPENERS:
                return None
            # the state after it: the next entry's snapshot, or now for the newest input
            # (key 8 asked right after the card that closed it; review of probable43)
            after = self.history[index + 1][1] if index + 1 < len(self.history) \
                else self._snapshot()
            q = before[5]
            if obs.kind not in CARD_KINDS or before[-1] is not None or q is None \
                    or q.value not in ("out", "was_hand") or after[5] is q \
                    or obs.seat == seat:  # a card in his own zone shows it (RULINGS A10)
                continue
            if _torn(before[0], seat) and not _held_in(before[0], seat) \
                    and all(h.out[seat] for h in after[0]):
                return index
        return None

    def _counts_hedged(self, events: list[TableEvent]) -> list[TableEvent]:
        """``events``, each ``deck_count`` of one or more cards given
        :attr:`~.events.TableEvent.hedge` ``((seat, asked), ...)`` (as
        :meth:`_results_hedged`) while seats are only probably out now
        (:meth:`probably_out`): counted as if they are out, fewer are left if one of them
        is still in (their Sanity check's card, their turn's draw, missed). Said "11 cards
        left, or fewer if Alice is still in." (fresh QA58 HIGH-4: "Bob passes. 11 cards
        left." as fact, 9 left: Alice's check card, a second Urchin, and her play were
        never read, and Bob's card put her out). A count with an open question's counts
        (``info``) is left as it is: that answer tells. So is each ``turn_started``'s
        count (said verbose: "Carol's turn. 10 cards left, or fewer if Alice is still in
        (not confirmed)."; review of h4: "Carol's turn. 10 cards left." as fact, 8 left).
        A count before a seat's ``player_out`` in ``events`` is not hedged by that seat
        (a stall's cards given at once: the count came before her play)."""
        if not any(_counted(e) for e in events):
            return events
        held = self.probably_out()
        if not held:
            return events
        # a count said before a seat's out in these same events does not rest on it
        # ("13 cards left, or fewer if Alice is still in." before Alice had played)
        out_at = {e.seat: i for i, e in enumerate(events) if e.kind == "player_out"}
        asked = {s: self._question_seat(s) for s in held}
        hedged = []
        for i, e in enumerate(events):
            hedge = tuple((s, asked[s]) for s in held
                          if out_at.get(s, -1) < i) if _counted(e) else ()
            hedged.append(replace(e, hedge=hedge) if hedge else e)
        return hedged

    def _question_seat(self, seat: int) -> int | None:
        """The seat of the unanswered question whose closing by the cards put ``seat``
        only probably out (:meth:`_said_out_by_cards`), ``None`` when there is none."""
        closed = self._said_out_by_cards(seat)
        return None if closed is None else self.history[closed][1][5].seat


def _won_by_card(h: TableState) -> bool:
    """Whether account ``h`` has no round nor game won, or has it won by a card whoever
    else is in (:meth:`Tracker.result_hinges_on`): the game with no round won (Cthulhu,
    :func:`~.flow.end_game` with its card), or a round won with no showdown while others
    are still in (a revealed 5 or more: :func:`~.card_laid._hand`)."""
    if not h.round_winners:
        return True  # no round won, or the game won by Cthulhu
    return not h.showdown and len(h.alive()) > len(h.round_winners)


def _told_by_cards(q: TableEvent, last: tuple | None, events: list[TableEvent]
                   ) -> list[TableEvent]:
    """``events``, each ``player_out`` with no hand (value ``None``) of a seat some account
    before the last input ``last`` (its history entry) had in and another out marked
    :data:`UNCONFIRMED`, when that input is a card that closed the ``out`` / ``was_hand``
    question ``q`` nobody answered: the card alone decided it, from a turn it shows
    skipped, and a play read late tells it wrongly (QA42 H1: after Carol's Investigators,
    her hand, Dan's card came before Bob's Musician was read, which closed "was that
    Carol's hand?" as her play, and Bob, who lost Alice's Boxer compare in that account,
    his hand owed, was said out). Said "Bob is probably out: the cards tell it, not
    confirmed."; a card then refused in his zone says so (:meth:`Tracker._probably_out`).
    A hand laid in the player's own zone shows the knock-out, and an answer tells it:
    said as before, and so does a card laid in the player's own zone (a forced discard of
    The Dilettante / Cthulhu knocks its holder out, RULINGS A10: A's Stowaway, then her
    Dilettante, closed "was that A's hand?"; review of probable43), and so does a forced
    discard in the player's own zone held as their play in the other accounts
    (:func:`_held_in`). Any other input: ``events`` unchanged."""
    if last is None or q.value not in ("out", "was_hand") or last[0].kind not in CARD_KINDS:
        return events
    before = last[1][0]
    torn = {s for s in range(before[0].players) if _torn(before, s)
            and s != last[0].seat and not _held_in(before, s)}
    return [replace(e, value=UNCONFIRMED) if e.kind == "player_out" and e.seat in torn
            and e.value is None and not e.cards else e for e in events]


def _held_in(hyps, seat: int) -> bool:
    """Whether every account of ``hyps`` with ``seat`` in holds its card as that player's
    play before a forced discard awaited elsewhere (:func:`.early_card.held_for_discard`):
    the others took that card, in the player's own zone, as the discard that put them out
    (RULINGS A10), a fact when those are kept (fresh QA60 HIGH-3; QA44 t1's "Bob discards
    Cthulhu." was followed by "Bob is probably out" and every count hedged)."""
    return all(held_for_discard(h) and h.early[0] == seat for h in hyps if not h.out[seat]) \
        or late_or_held(hyps, seat)


def _torn(hyps, seat: int) -> bool:
    """Whether the accounts ``hyps`` differ on ``seat``'s being out (one has the player
    in, another out): what an ``out`` / ``was_hand`` question leaves open."""
    return len({h.out[seat] for h in hyps}) > 1


def _counted(event: TableEvent) -> bool:
    """Whether ``event`` tells the deck's count as a fact, one card or more
    (``deck_count`` without an open question's counts, ``turn_started``): hedged by
    :meth:`Tracker._counts_hedged` while a player is only probably out."""
    return bool(event.count) and (event.kind == "turn_started"
                                  or event.kind == "deck_count" and not event.info)
