"""A slash correction as kept in the history (:class:`Correction`), and how a taken one is
told: what it corrected, and which player's fate it turned round (QA13a F16: "Carol
fails." then, after the correction, "The Fed. Carol passes." with nothing said of the
first reading being withdrawn). No I/O.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Sequence

from companion.engine.views import PublicView
from companion.tracker.events import TableEvent
from companion.tracker.observations import Observation

@dataclass(frozen=True)
class Correction:
    """What a slash correction (a ``was`` that answers no question) did, kept in its
    history entry so that undo puts the history back as it was (QA12 F7: after an undone
    correction the history still held the corrected card, and the next undo named it).

    Attributes:
        history: the history entries before the correction, oldest first.
        card: the card observation it corrected (``None``: no card read yet).
        taken: whether the correction was taken (else it was refused and changed nothing).
    """

    history: tuple
    card: Observation | None
    taken: bool


#: ``value`` of an event that states the opposite of what was said before the correction
#: (narration: the ``*_after_all`` messages, "Carol passes after all.").
AFTER_ALL = "after_all"

#: The events that say a seat stays in / goes out, by which way the correction turned it.
_BACK_IN = ("check_passed", "still_in")
_NOW_OUT = ("check_failed", "player_out")


def told(seat: int | None, old_cards: Sequence[str], new_card: str, before: PublicView,
         after: PublicView, events: Sequence[TableEvent]) -> list[TableEvent]:
    """The events of a taken correction as they are to be said.

    ``events`` are the replayed events (from the corrected card on); ``before`` and
    ``after`` the public views before and after the correction; ``old_cards`` the card read
    (or its candidates), ``new_card`` the card it was. Returns a ``corrected`` event
    (``seat``, ``cards`` = (new card,), ``info`` = the old card read) followed by
    ``events``, where the first event that says a seat's fate turned round by the
    correction (out before, in now: ``check_passed`` / ``still_in``; in before, out now:
    ``check_failed`` / ``player_out``) has ``value`` :data:`AFTER_ALL`; a seat back in with
    no such event gets a ``still_in`` with that value at the end. A ``now_insane`` of a
    seat already Insane ``before`` is left out: it was said then, and the correction did
    not change it (QA33 N5: Deep One corrected to the Necronomicon said "Bob is now Insane."
    again); so is a ``deck_count`` of the count ``before`` has, said already (QA36 #4: "18
    cards left." was said before and after "Carol passes after all."), and the Sanity
    check's reveal of the card corrected, which the ``corrected`` event names ("Corrected:
    the Investigators, not the Cultists. / The Investigators.").
    """
    out = [TableEvent("corrected", seat=seat, cards=(new_card,), info=tuple(old_cards))]
    turned = {}
    for s, (b, a) in enumerate(zip(before.seats, after.seats)):
        if b.out != a.out:
            turned[s] = _NOW_OUT if a.out else _BACK_IN
    for e in events:
        if (e.kind == "now_insane" and before.seats[e.seat].insane) or (
                e.kind == "deck_count" and e.count == before.deck_count) or (
                e.kind == "card_revealed" and not e.info and e.seat == seat
                and e.cards == (new_card,)):
            continue
        if e.seat in turned and e.kind in turned[e.seat] and e.value is None:
            e = replace(e, value=AFTER_ALL)
            del turned[e.seat]
        out.append(e)
    out += [TableEvent("still_in", seat=s, value=AFTER_ALL)
            for s, kinds in turned.items() if kinds is _BACK_IN]
    return out
