"""A card read as several candidates, and the open "Which card is it?" question about it
(a mixin of :class:`~companion.tracker.tracker.Tracker`, whose accounts and history it
reads and changes): one account per candidate the table allows, each marking the read in
``TableState.reads`` as ``(history index, seat, key)`` (:meth:`CardReads._candidates`);
the oldest read the accounts still differ on (``_open_read``); a ``was`` answer keeping
one candidate's accounts (``_choose_read``); the candidate every new account agrees on
(``_read_told``). Never a silent guess. No I/O.
"""
from __future__ import annotations

from companion.tracker import inference as flow
from companion.tracker.entry_hand import HAND_UNCONFIRMED, entry_hedged, hedged_entry_hand
from companion.tracker.events import TableEvent, inconsistency
from companion.tracker.inconsistencies import explain, suggest
from companion.tracker.observations import Observation
from companion.tracker.table import TableState


class CardReads:
    """The card reads with several candidates of :class:`~companion.tracker.tracker.Tracker`
    (see the module docstring)."""

    def _candidates(self, obs: Observation) -> list[TableEvent]:
        """One card read as several candidates: keep each candidate the table allows (its
        copies, the set-aside card, what the rules wait for); several left: one account
        per candidate and a ``card`` question (never a silent guess)."""
        h0 = self.hyps[0]
        seat = obs.seat
        if not 0 <= seat < h0.players:
            return [inconsistency("no_such_seat", seat, obs.cards, players=h0.players)]
        known = [c for c in obs.cards if flow.max_copies(h0.edition, c) > 0]
        if not known:
            return [inconsistency("not_in_edition", seat, obs.cards[:1],
                                  edition=h0.edition.value)]
        room = [c for c in known if any(flow.copies_seen(x, c) < flow.max_copies(x.edition, c)
                                        for x in self.hyps)]
        if not room:
            return [inconsistency("too_many_copies", seat, known[:1],
                                  copies=flow.max_copies(h0.edition, known[0]),
                                  suggest=suggest(h0, known[0]))]
        index = len(self.history) - 1
        by_card: dict[str, list[TableState]] = {}
        for c in room:
            one = Observation("card", seat, (c,), obs.value)  # "play" / "hand": told_play
            pool = [h for h in self.hyps
                    if flow.copies_seen(h, c) < flow.max_copies(h.edition, c)]
            by_card[c] = self._undone_kept(one, pool, self._step(one, pool))
        by_card = {c: hs for c, hs in by_card.items() if hs}
        seen = self._hand_seen(seat)
        if len(by_card) > 1 and seen in by_card:
            by_card = {seen: by_card[seen]}  # the hand every player saw (QA41 M4)
        if not by_card:
            return [explain(self.hyps, Observation("card", seat, (room[0],)))]
        if len(by_card) > 1:
            for c, hs in by_card.items():
                for h in hs:
                    h.reads = h.reads + ((index, seat, c),)
        # laid before its play's entry: the hand it alone tells hedged, whichever card it
        # is (review of h2: read as two candidates, "Alice is out." said as fact)
        return self._commit(hedged_entry_hand(obs, self.hyps,
                                              [h for hs in by_card.values() for h in hs]))

    def _hand_seen(self, seat: int) -> str | None:
        """The card every account owes as ``seat``'s knocked-out hand and knows is that
        hand, every player having seen it taken (:attr:`~.table.TableState.held`: the
        set-aside Stowaway Eggs given by a Stowaway's Insane effect, seed 002 card 5), else
        ``None`` (QA41 M4: "Which card is in Bob's zone: R'lyeh or the Stowaway Eggs?"
        after "Bob now has the Stowaway Eggs." and his other card played)."""
        from companion.tracker.tracker import owes_hand  # the tracker imports this module
        cards = {dict(h.held).get(seat) if owes_hand(h, seat) else None for h in self.hyps}
        return cards.pop() if len(cards) == 1 else None

    def _read_question(self, key: str) -> bool:
        q = self.question
        return q is not None and q.value == "card" and key in q.info

    def _choose_read(self, key: str, seen: bool = False) -> list[TableEvent]:
        """``was`` while a ``card`` question is open: keep the accounts of that candidate.
        ``seen``: the camera read it (``was`` with value ``"seen"``), so the question is
        said settled by the cards first (``question_settled``; QA22 #1: the camera's clear
        reading of a card entered by key was dropped, and the question stayed open)."""
        q = self.question
        index = self._open_read()
        keep = [h for h in self.hyps if any(r[0] == index and r[2] == key for r in h.reads)]
        if not keep:
            return [inconsistency("answer_not_possible", q.seat, (key,), answer="was",
                                  given=key, expected="card", expected_seat=q.seat)]
        keep = [h.copy() for h in keep]  # the accounts before stay as they were, for undo
        for h in keep:
            h.reads = tuple(r for r in h.reads if r[0] != index)
        self.question = None
        # held out by a card laid before its play's entry: named hedged, still held out
        # (review of h2: "Alice's hand: the Investigators." as fact)
        hedged = entry_hedged(self.history, self.hyps, q.seat)
        named = [TableEvent("player_out", seat=q.seat, cards=(key,),
                            info=HAND_UNCONFIRMED if hedged else "hand")] \
            if q.seat in self._unnamed else []  # said out without the card: name it now
        self._unnamed = tuple(s for s in self._unnamed if s != q.seat)
        if not hedged:
            for h in keep:
                h.said_out = tuple(s for s in h.said_out if s != q.seat)
        told = [TableEvent("question_settled", seat=q.seat, cards=(key,), value="card",
                           info="card")] if seen else []
        return told + named + self._commit(keep)

    def asked_read(self) -> int | None:
        """The history index (``Tracker.history``) of the card read a ``was`` answer would
        settle while a ``card`` question ("Which card is it?") is open: the oldest read the
        accounts still differ on; ``None`` when no ``card`` question is open. The app
        answers that question with the camera's later reading of the very card it asked
        about only (:func:`companion.app.hedge_narrowed.settle_narrowed`; rev-wr72 HIGH:
        another card of the zone's reading answered it)."""
        if self.question is None or self.question.value != "card":
            return None
        return self._open_read()

    def _open_read(self) -> int | None:
        """The history index of the oldest card read the accounts still disagree on."""
        indexes = sorted({r[0] for h in self.hyps for r in h.reads})
        for i in indexes:
            cards = {next((r[2] for r in h.reads if r[0] == i), None) for h in self.hyps}
            if len(cards) > 1:
                return i
        return None

    def _read_told(self, new: list[TableState]) -> str | None:
        """When a ``card`` question is open ("Which card is it?"): the one card every
        account of ``new`` (before :meth:`_commit` drops the reads they agree on) now
        holds for the card read it is about, else ``None``."""
        if self.question is None or self.question.value != "card":
            return None
        index = self._open_read()
        keys = [next((r[2] for r in h.reads if r[0] == index), None) for h in new]
        return keys[0] if keys and None not in keys and len(set(keys)) == 1 else None


def agreed_reads(accounts: list[TableState]) -> set[tuple]:
    """The card reads (``(history index, seat, key)``, :attr:`~.table.TableState.reads`)
    that every account of ``accounts`` holds: no longer open, each account drops them
    (:meth:`~companion.tracker.tracker.Tracker._commit`). Taken before any account drops
    one: dropped in turn, the first account's read looked open to the next ones (fresh
    QA52b HIGH 3, r6b: Carol's Cultists read, told by the Dilettante given back with Enter
    and 8, stayed open in the Cthulhu accounts only; the oldest read "disagreed on" was it,
    with one candidate, so no "which card?" was asked but Cthulhu's "Sane or Insane
    effect?", whose answer Sane dropped the Dilettante read by the camera).

    >>> a, b = TableState.__new__(TableState), TableState.__new__(TableState)
    >>> a.reads, b.reads = ((23, 2, "cultists"), (29, 2, "x")), ((23, 2, "cultists"),)
    >>> sorted(agreed_reads([a, b]))
    [(23, 2, 'cultists')]
    """
    return set.intersection(*(set(h.reads) for h in accounts)) if accounts else set()
