"""A knocked-out hand told only by a card laid before the play that put its player out
was entered by key: said hedged, its player only probably out (fresh QA58 HIGH-2).

The camera reads a card in Alice's zone while the table waits for Carol's play, which it
never reads; the player enters Carol's play by key (Enter and its rank: The Boxer, its
target unseen), and the card kept meanwhile is given after it (:meth:`~companion.app.
stall.Stalls._stall_release`). When every account takes that card as Alice's knocked-out
hand, nothing at the table showed it: laid before Carol's play was entered, it may as
well be a later turn's card (Alice's Sanity check card, her next play) with the turns
between unread (QA58 r1, 6 players, stickers-only, busy: Fay's hand, Dan's Shoggoth and
Eve's Boxer and hand unread; "Alice is out, with the Investigators." said as fact, the
Investigators her Sanity check card, Carol's Boxer's target Fay). So it is said hedged,
"Alice's hand, if Alice is out (not confirmed): the Investigators.", and Alice is only
probably out (:meth:`~companion.tracker.tracker.Tracker.probably_out`: key 8 says "may be
out (not confirmed)"; a later card of hers is not counted, said so), as a seat held out
while its zone was unread is (:attr:`~.table.TableState.unread_out`, QA43 M1). The
account itself is kept: the cards still count; only what is said of the out changes. A
card read as several candidates is hedged alike (``CardReads._candidates``), and its
hand, named once its question is answered, stays hedged (:func:`entry_hedged`; review of
h2).

So is a card the camera made stable in the same picture as the card right under it in its
zone (``value`` :data:`~.observations.PILE`, :mod:`companion.app.pile_read`; fresh QA59
HIGH-1, run E, seed 332: Carol's zone read late, her Deep One, the Entertainer and the
Stowaway in one picture; "Carol is out, with the Entertainer." was said as fact, the Deep
One's target unread; truth: Dan out, the Entertainer Carol's Sanity check card two unread
turns later).

Rules: seed 002 "Out of the Round" (a knocked-out player lays their hand face up);
docs/tracker.md (observations, ``card`` ``value`` ``"entered_before"``, ``"pile"``). Pure;
no I/O.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Sequence

from companion import rules
from companion.cards import Edition
from companion.tracker.corrected import ROUND_OPENERS
from companion.tracker.flow import UNCONFIRMED
from companion.tracker.observations import ENTERED_BEFORE, PILE, Observation
from companion.tracker.questions import hand_laid
from companion.tracker.table import TableState

#: ``TableEvent.info`` of a knocked-out hand said hedged ("Bob's hand, if Bob is out (not
#: confirmed): The Fed."; :func:`~companion.tracker.tracker.hands_named`).
HAND_UNCONFIRMED = "hand_unconfirmed"

#: The ``card`` values whose knocked-out hand is said hedged: laid before its play's entry
#: (QA58 HIGH-2), read in a pile (QA59 HIGH-1).
HEDGED = (ENTERED_BEFORE, PILE)


def hedged_entry_hand(obs: Observation, hyps: Sequence[TableState],
                      new: list[TableState]) -> list[TableState]:
    """``new`` (the accounts after ``obs``, changed in place), with the knocked-out hand
    ``obs`` lays hedged when ``obs`` is a ``card`` laid before the play entered by key
    (``value`` :data:`~.observations.ENTERED_BEFORE`) or read in a pile (:data:`~.
    observations.PILE`), every account of ``new`` takes it as its seat's knocked-out hand
    and not every account of ``hyps`` (those before it) had that seat out already (an out
    told, entered or answered, is said as a fact, as for an unread seat: review of
    unify43; one account's Boxer lost by that seat, its hand owed, is no telling): its
    ``player_out`` event is marked :data:`HAND_UNCONFIRMED` and the seat kept
    said out and held out unread (``said_out``, ``unread_out``), so :meth:`~companion.
    tracker.tracker.Tracker.probably_out` lists it until the round ends. So is a card
    whose own discard put its holder out (no hand to name: :func:`_names_hand`), its plain
    out marked :data:`~.flow.UNCONFIRMED` ("Dan is probably out: the cards tell it, not
    confirmed."), unless that card puts its holder out however it came
    (:func:`_outs_wherever`: then a fact; fresh QA60 MEDIUM-2, review of m61). Any other
    input: ``new`` unchanged.

    >>> from companion.tracker.observations import card_seen
    >>> hedged_entry_hand(card_seen(0, "the_fed"), [], []) == []
    True
    """
    seat = obs.seat
    if obs.kind != "card" or obs.value not in HEDGED or seat is None or not new \
            or all(h.out[seat] for h in hyps) or not all(hand_laid(n, seat) for n in new):
        return new
    if not any(_names_hand(n, seat) for n in new) \
            and all(_outs_wherever(new[0].edition, c) for c in obs.cards):
        return new  # its own discard put its holder out, whatever turn it came in: a fact
    for n in new:
        n.events = [replace(e, info=HAND_UNCONFIRMED)
                    if e.kind == "player_out" and e.seat == seat and e.cards else
                    # out by the card's own discard (no hand to name): said hedged, not
                    # dropped (review of m61: "Alice is probably out: the cards tell it")
                    replace(e, value=UNCONFIRMED)
                    if e.kind == "player_out" and e.seat == seat and e.value is None else e
                    for e in n.events]
        n.said_out = n.said_out if seat in n.said_out else n.said_out + (seat,)
        n.unread_out = n.unread_out | {seat}
    return new


def _names_hand(n: TableState, seat: int) -> bool:
    """Whether account ``n`` took the card just laid in ``seat``'s zone as their
    knocked-out hand: its events name that hand (a ``player_out`` with its card). Not so
    for a card whose discard itself put its holder out, no hand left to lay (Cthulhu
    discarded by Prof. Henry Armitage or The Musician: RULINGS O14, A10; seed 002 card 8):
    that out is told by the card, whatever turn it came in, a fact where the card itself
    says so (:func:`_outs_wherever`; fresh QA60 MEDIUM-2: "Dan descarta Cthulhu." and no
    "Dan queda fuera.", then key 8 "Dan quizá está fuera (sin confirmar)")."""
    return any(e.kind == "player_out" and e.seat == seat and e.cards for e in n.events)


def _outs_wherever(edition: Edition, key: str) -> bool:
    """Whether card ``key`` in a seat's zone puts that seat out however it came there:
    discarded or played from the hand (seed 002 card 8; RULINGS A10, O4, O14), revealed by
    that seat's own Sanity check (seed 002 "Sanity Checks": an Other World card fails it;
    RULINGS O4, O15), and not placed by a Tommy Gun, which knocks nobody out (seed 002
    card 0, RULINGS A9; the Arkham edition only). So the original edition's Cthulhu and
    Necronomicon, the Arkham Classic Cthulhu; never a card of the Arkham edition (review
    of m61: The Dilettante laid before the entry may be that seat's passed Sanity check
    card, a later turn's, as the Investigators of fresh QA58 HIGH-2 was).

    >>> _outs_wherever(Edition.ORIGINAL, "cthulhu_original"), _outs_wherever(
    ...     Edition.ARKHAM_CLASSIC, "the_dilettante"), _outs_wherever(Edition.ARKHAM, "cthulhu")
    (True, False, False)
    """
    return (Edition.parse(edition) is not Edition.ARKHAM
            and rules.knocks_out_when_discarded(edition, key, played=False)
            and rules.knocks_out_when_discarded(edition, key, played=True)
            and rules.sanity_check_failed([key], edition))


def hedged_out(events: Sequence, seat: int) -> bool:
    """Whether ``events`` (the :class:`~.events.TableEvent` list an input gave) say
    ``seat``'s (0-based) knocked-out hand hedged (a ``player_out`` marked
    :data:`HAND_UNCONFIRMED` by :func:`hedged_entry_hand`): what :meth:`~companion.tracker.
    tracker.Tracker.pile_asked` asks about instead (session 60, q60e).

    >>> hedged_out([], 0)
    False
    """
    return any(e.kind == "player_out" and e.seat == seat and e.info == HAND_UNCONFIRMED
               for e in events)


def entry_hedged(history: Sequence[tuple], hyps: Sequence[TableState], seat: int) -> bool:
    """Whether ``seat`` (0-based) is held out by :func:`hedged_entry_hand` in every account
    of ``hyps`` (said out, held out unread: ``said_out``, ``unread_out``) and this round's
    inputs (``history``: the tracker's ``(observation, snapshot)`` entries, back to the
    round's ``start`` / ``new_round``) hold a ``card`` of that seat marked
    :data:`~.observations.ENTERED_BEFORE` or :data:`~.observations.PILE`: its hand, named
    later (a card read as several candidates, its question answered), stays hedged (review
    of h2: "Alice's hand: the Investigators." said as fact once "the Investigators or The
    Fed?" was answered)."""
    if not hyps or not all(seat in h.said_out and seat in h.unread_out for h in hyps):
        return False
    for obs, _ in reversed(history):
        if obs.kind in ROUND_OPENERS:
            return False
        if obs.kind == "card" and obs.seat == seat and obs.value in HEDGED:
            return True
    return False


__all__ = ["HAND_UNCONFIRMED", "entry_hedged", "hedged_entry_hand", "hedged_out"]
