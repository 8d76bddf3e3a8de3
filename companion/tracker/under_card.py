"""A card the camera read after the card laid on it, repaired (fresh QA58 HIGH-1).

A zone's pile grows from the table centre toward its player, each newer card laid on the
one before (seed 001 "Sanity check"; ../shared/TABLE-CONDITIONS.md "Cascades"). Under glare
or a hand, the camera may read the newer card first: QA58 r2 (4 players, original
edition, stickers only): Bob played the Necronomicon (original: discarding it knocks him
out, seed 003 "Necronomicon"), then laid his hand, the Mi-Go, on it. The Mi-Go was read
first ("Was that Bob's hand?"), the Necronomicon under it then refused ("The Necronomicon
by Bob? Waiting for Carol's play, …"), and Carol's next card closed the question: Bob out
by Alice's Investigators with no draw, every later deck count one too high.

The app tells, by the zone's row (:mod:`companion.app.row_order`), that such a card lies
*before* the newest card the table took in its zone this round, and gives it so: a
``card`` observation with ``value`` :data:`~.observations.BEFORE`. Refused where it came,
it is tried in the place of that newer card (:meth:`UnderCards._under_card`) while that
card's role is still open: a question its input raised is still open, or the cards alone
closed it (:meth:`~companion.tracker.tracker.Tracker._out_by_cards`). The history is
replayed with the card first, kept only if every input the table had taken is still taken
(the late-play repair's replay and marker, :mod:`.late_play`: undo takes the card back
and the table as it was, a slash correction corrects it in its place, a session log
replays it).

Stated only when that order alone fits the cards read (session 59, qh1b; review of qh1,
HIGH): the row cannot tell a card read late under the newest from one laid after it and
pushed under it by a hand, nor from the next round's first card (a new pile starts at the
centre side of the old one's newest card). When the card would also be taken AFTER the
newest with one card the camera missed before it (another seat's play, a knocked-out
hand), or one or two missed cards could end the round (:meth:`UnderCards._after_fits`;
two: session 59, qh1c, review of qh1b: a play that knocks its own player out and that
player's hand, then the next deal, all unread), the
card is refused as before and the app asks ("The Necronomicon lies under the Mi-Go: was
it Bob's play? 1 yes, 2 no.", :meth:`UnderCards.under_asked`,
:mod:`companion.app.under_asked`); "yes" gives the card again told so (``value``
:data:`~.observations.UNDER`), tried in that place without this test. No I/O.
"""
from __future__ import annotations

from dataclasses import replace

from companion.tracker.asking import settled_in_order
from companion.tracker.corrected import AFTER_ALL, ROUND_OPENERS
from companion.tracker.events import TableEvent
from companion.tracker.inconsistencies import CARD_KINDS
from companion.cards import edition_cards
from companion.tracker.observations import BEFORE, UNDER, Observation, card_seen


class UnderCards:
    """The under-card repair of :class:`~companion.tracker.tracker.Tracker` (see the
    module docstring); it uses the late-play repair's replay
    (:class:`~.late_play.LatePlays`)."""

    def _under_card(self, obs: Observation) -> list[TableEvent] | None:
        """The repair of ``obs``, a one-card ``card`` input marked laid before its zone's
        newest card taken (``value`` :data:`~.observations.BEFORE`), just refused (its
        history entry the newest). ``None`` (the refusal stands) unless:

        - the round's newest input taken in ``obs``'s zone (:meth:`_under_entry`) raised a
          question still open, or one the cards alone closed since (that card's role not
          told by anyone: QA58 r2, "was that Bob's hand?" open, or closed by Carol's card);
        - no slash correction nor late play was made since it (their replay is their own);
        - the table replayed from there with ``obs`` first (:meth:`_replayed_from`) takes
          ``obs`` and every input the table had taken, turns round no other seat's fate
          (out in one, in the other) and leaves no other seat's out resting on the cards
          alone (as the late-play repair, review of late44).

        Kept: the table becomes the replay's, the history the replayed one with a late
        marker (:mod:`.late_play`). Returns an ``under_card`` event ("The camera read the
        Necronomicon late, under the Mi-Go in Bob's zone: counted in its place, the first
        of the two."), the ``question_settled`` of the question the replay closed, then the
        replayed events not said before over the same inputs ("Bob: the Necronomicon.",
        "Bob is out; his hand: the Mi-Go.", the deck counts); a question the replay leaves
        open is asked (ambiguous: asked, never stated)."""
        if obs.kind != "card" or obs.value not in (BEFORE, UNDER) or obs.seat is None \
                or len(obs.cards) != 1 or self._replaying:
            return None
        if all(h.round_winners for h in self.hyps):
            return None  # the round over in every account: a card of the next round, its
            # deal unread (review of qh1: a new pile starts at the centre side of the old
            # one's newest card); over in some only (2 players, "was that Bob's hand?"
            # open), the repair is tried
        end = len(self.history) - 1  # obs's own entry
        at = self._under_entry(obs.seat, end)
        if at is None or any(entry[1][-1] is not None for entry in self.history[at:end]):
            return None
        replay = self._replayed_from(at, end, obs)
        if replay is None or any(refused and not self.refused_at(index)
                                 for index, refused in replay[2]):
            return None
        past, events = replay[0], replay[1]
        now, then = past.hyps, self.hyps
        if any({h.out[s] for h in now} != {h.out[s] for h in then}
               for s in range(now[0].players) if s != obs.seat):
            return None
        if set(past.probably_out()) - set(self.probably_out()):
            return None
        if obs.value == BEFORE and self._after_fits(obs):
            return None  # either order fits: asked (under_asked), never stated
        said_then = self._replayed_from(at, end)[1]
        under = TableEvent("under_card", seat=obs.seat, cards=obs.cards,
                           info=self.history[at][0].cards)
        open_fate = len({h.out[obs.seat] for h in then}) > 1
        return _in_order(self._late_taken(obs, past, events, said_then, under,
                                          self._under_settled), obs.seat, open_fate)

    def under_asked(self, obs: Observation) -> bool:
        """Whether the camera's ``card`` observation ``obs``, marked laid before its zone's
        newest card (``value`` :data:`~.observations.BEFORE`), is to be asked about, not
        given: refused as it is (the repair not stated: either order fits, see
        :meth:`_after_fits`), and taken in the newer card's place once the player tells
        it so (``value`` :data:`~.observations.UNDER`). ``False`` for any other input, or
        when one order alone fits (given as it is: stated, or refused). The tracker is
        left as it was (tried on copies). Session 59, qh1b (review of qh1, HIGH).

        Raises:
            ObservationError: as :meth:`apply`.
        """
        if obs.kind != "card" or obs.value != BEFORE or obs.seat is None \
                or len(obs.cards) != 1:
            return False
        trial = self._trial_copy()
        if not _refused(trial, trial.apply(obs)):
            return False
        told = self._trial_copy()
        return any(e.kind == "under_card" for e in told.apply(replace(obs, value=UNDER)))

    def _after_fits(self, obs: Observation) -> bool:
        """Whether ``obs`` (a one-card ``card`` input just refused, its history entry the
        newest) fits the table laid AFTER its zone's newest card as well: with one card the
        camera did not read before it (any card of the edition, in any zone the table
        awaits a card for: another seat's play, a knocked-out hand), the table takes it,
        or one or two such cards end the round in some account (``obs`` the next round's
        first card, its deal unread). The review of qh1: Player 4's Necronomicon laid on his
        Golden Mead, pushed under it, read while Player 1's Henry Armitage went unread;
        the next round's first card read while the old round waits for Player 1's hand.
        The review of qh1b (arkham, 3 players): round 1's last two cards, Player 2's
        Nightgaunt and his hand Randall Tillinghast, unread with the next deal; Player 3's
        Tommy Gun, round 2's first card, was stated into round 1. One card missed is as
        small a camera error as two cards read swapped; two missed are tried only to end
        the round (a round's last cards go by fast, the deal is never read as cards): QA58
        r2's Necronomicon, read once Dan's card put Bob out in every account, would need
        Dan's and Alice's plays both missed to be taken after the Mi-Go, but two missed
        cards could end the round in the account with Dan out (asked since qh1c; stated
        by qh1b). Two missed cards are stepped on the accounts alone
        (:func:`_ends_round`): the worst engine try took 49 ms of CPU against 10 ms with
        one (arkham, 6 players, seed 2)."""
        plain = replace(obs, value=None)
        keys = [c.key for c in edition_cards(self.hyps[0].edition)]
        going = []  # the tables one missed card leads to, the round still on
        for trial in _missed(self, keys):
            if any(h.round_winners for h in trial.hyps) \
                    or not _refused(trial, trial.apply(plain)):
                return True
            going.append(trial)
        return any(_ends_round(trial, keys) for trial in going)

    def _under_settled(self, q: TableEvent) -> list[TableEvent]:
        """The ``question_settled`` of ``q``, open before the repair and closed by its
        replay: for an ``out`` / ``was_hand`` question, what every account now says of
        its player ("No answer needed." / "That was Bob's play."); ``[]`` when they differ
        or for another question (its card's place moved by one in the replayed history,
        :meth:`~.asking.Asking._worked_out` would read the wrong entries: QA58 r2 said
        "that was Bob's play" of his hand)."""
        if q.value not in ("out", "was_hand"):
            return []
        outs = {h.out[q.seat] for h in self.hyps}
        if len(outs) != 1:
            return []
        (out,) = outs
        info = "out" if out else ("play" if q.value == "out" else "in")
        return [TableEvent("question_settled", seat=q.seat, cards=q.cards, value=q.value,
                           info=info)]

    def _under_entry(self, seat: int, end: int) -> int | None:
        """The :attr:`history` index of the round's newest input before ``end`` taken in
        ``seat``'s zone (a one-card camera input, not refused), when its role is still
        open: the question it raised is the open one, or the one the cards alone closed
        since (:meth:`_out_by_cards`); else ``None``."""
        at = end - 1
        while at > 0 and not (self.history[at][0].kind in CARD_KINDS
                              and self.history[at][0].seat == seat
                              and not self.refused_at(at)):
            if self.history[at][0].kind in ROUND_OPENERS:
                return None
            at -= 1
        if at <= 0:
            return None
        raised = self.history[at + 1][1][5]  # the question after the newer card's input
        if raised is None or raised is self.history[at][1][5]:
            return None  # it raised no question: its role told
        if self.question is raised:
            return at
        closed = self._out_by_cards(seat)
        return at if closed is not None and self.history[closed][1][5] is raised else None


def _missed(tracker, keys: list[str]):
    """Yield, for each card of ``keys`` (card keys of the edition) in each zone
    ``tracker`` awaits a card for (:meth:`~.table_queries.TableQueries.awaited_seats`)
    that it takes, a trial copy with that card taken as the table's own answer (no
    repair); ``tracker`` is left as it was."""
    for seat in tracker.awaited_seats():
        for key in keys:
            trial = tracker._trial_copy()
            trial._replaying = True  # the table's own answer, no repair
            if not _refused(trial, trial.apply(card_seen(seat, key))):
                yield trial


def _ends_round(tracker, keys: list[str]) -> bool:
    """Whether one card of ``keys`` (card keys of the edition) no one has seen yet
    (:meth:`~.table_queries.TableQueries.unseen`), in a zone ``tracker`` awaits a card
    for, ends the round in some account (the accounts stepped alone,
    :meth:`~.tracker.Tracker._step`: no question, repair nor event made)."""
    unseen = tracker.unseen()
    return any(h.round_winners for seat in tracker.awaited_seats() for key in keys
               if unseen[key] > 0
               for h in tracker._step(card_seen(seat, key), tracker.hyps))


def _refused(trial, events: list[TableEvent]) -> bool:
    """:func:`companion.tracker.tracker._refused` (imported late: that module imports
    this one)."""
    from companion.tracker.tracker import _refused as refused
    return refused(trial, events)


def _in_order(events: list[TableEvent], seat: int, open_fate: bool) -> list[TableEvent]:
    """The repair's ``events`` (its ``under_card`` event first) as said: a
    ``question_settled`` where it follows from the replayed events
    (:func:`~.asking.settled_in_order`: after the line that tells its player out, "No
    answer needed."), not before the plays that tell it; and, ``open_fate`` (the accounts
    differed on whether ``seat`` was out: nothing was said of it), no "after all" on
    ``seat``'s fate (:data:`~.corrected.AFTER_ALL`: "Bob is out after all" of a fate never
    told)."""
    if open_fate:
        events = [replace(e, value=None) if e.seat == seat and e.value == AFTER_ALL else e
                  for e in events if not (e.kind == "still_in" and e.seat == seat
                                          and e.value == AFTER_ALL)]
    settled = [e for e in events if e.kind == "question_settled"]
    rest = [e for e in events[1:] if e.kind != "question_settled"]
    # a question the replay asked and closed again (review of qh1: "The Stowaway in
    # Player 4's discard zone: was that Player 4's hand, …?" then at once "No answer
    # needed: that was Player 4's play."): neither said, the play says it
    moot = [(q, s) for q in rest if q.kind == "question" for s in settled
            if (s.seat, s.value, s.cards) == (q.seat, q.value, q.cards)]
    for q, s in moot:
        if q in rest and s in settled:
            rest.remove(q)
            settled.remove(s)
    return events[:1] + settled_in_order(settled, rest)


__all__ = ["UnderCards"]
