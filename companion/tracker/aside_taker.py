"""Who took the set-aside card, told by a knocked-out hand (review of hq64, MEDIUM).

Stowaway / Mi-Go, Insane: "Choose another player. Take their hand ... The chosen player
draws the Stowaway Eggs card that was set aside" (seed 002 card 5; RULINGS O8, O9). While
no hand moved since and the taker was not told (:attr:`~.table.TableState.held` still
holds ``(None, card)``), the taker's hand is that card until they play it or are knocked
out (it then lies face up in their zone). So a player knocked out with another card as
their hand was not the chosen player: dropped from the ``holder`` question's seats
(``valid`` of the play's note), and the one seat left, if one, is told ("Cy now holds the
Stowaway Eggs."). Review of hq64: "who took the Stowaway Eggs? 1 Ann, 2 Cy." was asked
again after "Ann is out, with The Fed.", and plus 1 said "Ann now holds the Stowaway
Eggs.", a state no table can have.
"""
from __future__ import annotations

from companion import rules
from companion.engine.effects import EFFECTS
from companion.tracker.events import TableEvent
from companion.tracker.flow import held_told
from companion.tracker.table import TableState, with_play


def hand_not_taker(h: TableState, seat: int, key: str) -> None:
    """``seat``'s knocked-out hand ``key`` just landed face up in account ``h``
    (``player_out`` queued): when it is not the set-aside card and the taker of that
    card is still unknown with no hand moved since (:attr:`~.table.TableState.held`),
    drop ``seat`` from the seats the Stowaway / Mi-Go play may have chosen; with one seat
    left, that seat took it: told after the knock-out (``aside_taken``), the note's
    target set (the ``holder`` question then closed, :func:`.questions.holder_open`).
    Nothing once that card lies face up in a zone: its taker knocked out with it as
    their hand holds it no more (review of rxf, HIGH: "Cy is out, with the Stowaway
    Eggs." then, at Ann's knock-out, "Cy now holds the Stowaway Eggs.").
    Changes ``h`` in place; nothing when the hand tells nothing."""
    aside = rules.set_aside_face_up(h.edition)
    if key == aside or (None, aside) not in h.held or any(aside in z for z in h.zones):
        return  # the card face up in a zone (its taker out with it): no one holds it
    notes = (h.play, *h.earlier)
    i, note = next(((i, n) for i, n in enumerate(notes) if n is not None
                    and n.target is None and seat in n.valid and len(n.valid) > 1
                    and _steals(n.card)),
                   (None, None))
    if note is None:
        return
    left = tuple(s for s in note.valid if s != seat)
    new = with_play(note, valid=left, target=left[0] if len(left) == 1 else None)
    if i == 0:
        h.play = new
    else:
        h.earlier = h.earlier[:i - 1] + (new,) + h.earlier[i:]
    if new.target is not None:
        h.events.append(TableEvent("aside_taken", seat=new.target, cards=(aside,)))
        held_told(h, new.target, aside)


def _steals(card: str) -> bool:
    """Whether ``card``'s Insane effect gives the chosen player the set-aside card
    (Stowaway / Mi-Go: the effect table's ``steal``, seed 002 card 5, RULINGS O8)."""
    eff = EFFECTS.get((card, "insane"))
    return eff is not None and eff.behaviour == "steal"
