"""Whether a camera card taken in a player's zone is a card an earlier play's effect brought
there from the deck (:func:`laid_by_effect`): R'lyeh (Sane) and the Tommy Gun turn up cards
from the deck into the chosen player's discard zone (the Arkham rulebook, seed
``002_1338ba0f269b81df.txt``, the cards' texts; RULINGS A2, A9). Such a card is explained by
the table: laid on the zone's cards, it is never the card under it read right, so it does not
settle a doubt ("Check Alice's zone: R'lyeh again?", ``app.doubt_settled``: fresh QA58
HIGH-5, Alice's R'lyeh on herself read twice, then R'lyeh's card, The Fed, said as "Alice's
card was The Fed, not R'lyeh.")."""
from __future__ import annotations

from collections.abc import Iterable

from companion.tracker.events import TableEvent


def laid_by_effect(events: Iterable[TableEvent], seat: int, key: str) -> bool:
    """Whether ``events`` (the tracker's events of one observation, or one event in a list)
    take the card ``key`` in seat ``seat``'s zone (0-based) as an effect's card from the
    deck: a ``card_revealed`` event naming whose effect (``info``: ``(owner seat, played
    card key)``, as R'lyeh's and the Tommy Gun's cards; a Sanity check's cards have no
    ``info``) in that zone, naming ``key``. No errors raised."""
    return any(e.kind == "card_revealed" and e.info
               and e.seat == seat and key in (e.cards or ()) for e in events)
