"""A knocked-out hand told only by a card first read together with the cards under it (a
zone the camera read late): said hedged, its player only probably out (fresh QA59 HIGH-1).

Fresh QA59 HIGH-1 (run E: seed 332, 4 players, arkham, stickers-only, busy preset, es):
Carol's zone went unread for three turns; the camera then read, in one picture, her Deep
One, the Entertainer on it and the Stowaway on that. Its target unread, the Deep One's
compare may have been lost by Carol (the Entertainer her knocked-out hand, laid at once)
or by Dan (his hand, the Urchin, laid unread; then Alice's and Bob's turns; the
Entertainer Carol's Sanity check card, the Stowaway her play): only the first account
takes the Entertainer next, so "Carol is out, with the Entertainer." was said as fact and
the Stowaway refused (truth: "Dan is out." … "Carol: Sanity check, 1 card. The
Entertainer. Carol passes."). A card first read in the same picture as the card under it
tells nothing of the turns laid between them; so the hand it alone tells is said hedged,
"Carol's hand, if Carol is out (not confirmed): The Entertainer.", and Carol only probably
out (:meth:`~companion.tracker.tracker.Tracker.probably_out`: key 8 says "may be out (not
confirmed)"; a later card of hers is refused with that word, not as a fact), as a seat held
out while its zone was unread is (:attr:`~.table.TableState.unread_out`, QA43 M1). The
account itself is kept: the cards still count; only what is said of the out changes.

Rules: seed 002 "Out of the Round" (a knocked-out player lays their hand face up), "State of
Mind" (an Insane player's turn starts with a Sanity check, its card laid in their zone);
docs/tracker.md (observations, ``card`` ``value`` ``"pile"``). Pure; no I/O.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Sequence

from companion.tracker.observations import Observation
from companion.tracker.questions import hand_laid
from companion.tracker.table import TableState

#: ``Observation.value`` of a ``card`` first read in the same picture as the card under it
#: in that zone (:func:`.observations.card_seen` ``pile=True``; the app:
#: :mod:`companion.app.pile_read`).
PILE = "pile"

#: ``TableEvent.info`` of a knocked-out hand said hedged ("Carol's hand, if Carol is out
#: (not confirmed): The Entertainer."; :func:`~companion.tracker.tracker.hands_named`).
HAND_UNCONFIRMED = "hand_unconfirmed"


def hedged_pile_hand(obs: Observation, hyps: Sequence[TableState],
                     new: list[TableState]) -> list[TableState]:
    """``new`` (the accounts after ``obs``, changed in place), with the knocked-out hand
    ``obs`` lays hedged when ``obs`` is a ``card`` read in a pile (``value``
    :data:`PILE`), every account of ``new`` takes it as its seat's knocked-out hand and
    not every account of ``hyps`` (those before it) had that seat out already (an out told,
    entered or answered, stays a fact): its ``player_out`` event is marked
    :data:`HAND_UNCONFIRMED` and the seat kept said out and held out unread (``said_out``,
    ``unread_out``), so :meth:`~companion.tracker.tracker.Tracker.probably_out` lists it
    until the round ends. Any other input: ``new`` unchanged. Raises nothing.

    >>> from companion.tracker.observations import card_seen
    >>> hedged_pile_hand(card_seen(0, "the_fed"), [], []) == []
    True
    """
    seat = obs.seat
    if obs.kind != "card" or obs.value != PILE or seat is None or not new \
            or all(h.out[seat] for h in hyps) or not all(hand_laid(n, seat) for n in new):
        return new
    for n in new:
        n.events = [replace(e, info=HAND_UNCONFIRMED)
                    if e.kind == "player_out" and e.seat == seat and e.cards else e
                    for e in n.events]
        n.said_out = n.said_out if seat in n.said_out else n.said_out + (seat,)
        n.unread_out = n.unread_out | {seat}
    return new


__all__ = ["PILE", "HAND_UNCONFIRMED", "hedged_pile_hand"]
