"""A resumed log whose round was dealt on the ended round's table, never gathered: the
set-up's cards of that ended round are its old cards, as live, not "cards the log does not
hold" (session 71, res71; fresh QA70 M4).

handC, Enter 3, plus 1, a wrong plus 1 ("yes, Bob's hand": round 1 over), the Sailor
dealing round 2 on round 1's table, quit at 200, resumed: "9 cards the log does not hold
are on the table. Take them away; or, if they were played while the companion was off,
press plus and 1. They are: The Investigators, the Tommy Gun, the Necronomicon, and the
Investigators in Carol's zone; The Stowaway and The Dilettante in Alice's zone; The
Entertainer, The Musician, and The Sailor in Bob's zone." The log holds round 1's plays
(the Stowaway, the Dilettante, the Entertainer, the Investigators), and plus 1 would have
counted them in round 2. The live table said them "Still on the table from the last round:
… Take them away; they are not read as plays." (:meth:`~companion.app.old_cards.OldCards.
_say_old_cards`) and watched the cards that waited in that round silently, as old.

:func:`old_round_restored` does the same after the resumed set-up: the set-up's cards the
log's round does not hold that are the ended round's cards (its zones as they stood before
the deal, copies counted; the camera's card of a camera-differs hold that answer ended,
the cards held on it and the left cards that waited with it: :attr:`~companion.app.
differs_hold.DiffersHold.differs_ended`), when at least two of them are (one when that
round had one card: a card of the new round of an old card's name laid during the quit is
not enough, as :func:`~companion.app.undo_under.hint_resumed` weighs it). No I/O.
"""
from __future__ import annotations

import logging
from collections import Counter

log = logging.getLogger(__name__)


def _ended_zones(tracker):
    """The zones (0-based seats: ``Counter`` of card keys) of the round the log's last
    deal ended, as they stood right before that deal, and its round number; ``None``: no
    deal in the history (round 1), or the tracker cannot tell."""
    history = tracker.history
    deal = next((i for i in range(len(history) - 1, 0, -1)
                 if history[i][0].kind == "new_round"), None)
    if deal is None:
        return None
    try:
        view = tracker.as_before(deal).view()
    except Exception:  # a tracker bug must not stop a resume: as before
        log.exception("the ended round's zones")
        return None
    return {s: Counter(seat.zone) for s, seat in enumerate(view.seats)}, view.round


def old_round_restored(table, held: list) -> list:
    """After a resume's set-up (``table``: the resumed :class:`~companion.app.live.
    LiveTable`; ``held``: the set-up's card events the log's round does not hold, seat
    1-based): those that are the ended round's cards still lying (module docstring) said
    once as the last round's ("Still on the table from the last round: …"), the cards its
    ended camera-differs hold held or kept waiting watched as old in silence, as live;
    returns the other events (held as before). Nothing when fewer than two match (one
    for a round of one card)."""
    tracker = table.session.tracker
    ended = _ended_zones(tracker)
    if ended is None or not held:
        return held
    zones, round_ = ended
    hold = table.differs_ended
    hold = hold if hold is not None and hold.held.round == round_ else None
    waited = [] if hold is None else [*hold.held.events, *(x.event for x in hold.lefts)]
    total = sum(sum(c.values()) for c in zones.values())
    zone_old, silent, rest = [], [], []
    read = None if hold is None else (hold.held.seat + 1, set(hold.held.read))
    # the oldest of each zone first: a newer copy of an old card's name is the later card
    for event in sorted(held, key=lambda e: (e.seat or 0, e.index_in_zone)):
        counts = zones.get(event.seat - 1) if event.seat is not None else None
        key = next((k for k in event.candidates if counts and counts[k] > 0), None)
        if key is not None:
            counts[key] -= 1
            zone_old.append(event)
        elif read is not None and event.seat == read[0] and read[1] & set(event.candidates):
            read = None  # the camera's card of the hold that answer ended
            zone_old.append(event)
        elif any(event is e for e in waited):
            silent.append(event)
        else:
            rest.append(event)
    rest = [e for e in held if any(e is x for x in rest)]  # in their order
    if not zone_old and not silent or len(zone_old) + len(silent) < min(2, max(total, 1)):
        return held
    view_round = tracker.view().round
    from companion.app.left_card import LeftCard
    for event in silent:  # waited in that round: old now, as live (card_deal)
        table._unleave(event)
        table.left_cards.append(LeftCard(event, view_round, old=True))
    log.info("resume: %d cards of round %d still lying said as old, %d watched", len(zone_old),
             round_, len(silent))
    if zone_old:
        before = {id(x) for x in table.left_cards}
        table._say_old_cards([(e.seat, tuple(e.candidates), None) for e in zone_old],
                             view_round)
        table.waits_old = tuple(x for x in table.left_cards if id(x) not in before)
    return rest


__all__ = ["old_round_restored"]
