"""Each player's state of mind as the voice tells it, for the keys and ``companion resume``
(fresh QA60 MEDIUM-3).

:meth:`~.table.TableState.view` gives a seat Insane as soon as an Other World card lies in
their zone (seed 002 "State of Mind"). The voice says it otherwise, on purpose
(:func:`~.now_insane.went_insane`, :func:`~.now_insane.insane_after_effect`):

- a card played is not in its player's zone until its effect is over (seed 002 "State of
  Mind": "When you play an Other World card, it does not enter your discard zone until
  after its effects resolve"): a round won meanwhile is won Sane (RULINGS A12). QA60 r5:
  ``companion resume`` of a log ending on Alice's Hound of Tindalos said her "insane", and
  the voice then gave her a Sane token;
- a player knocked out is never said driven Insane by their hand laid face up, nor by a
  card whose discard knocks them out (Cthulhu; RULINGS A10, O14): moot for the round.
  QA60 r6: key 8 "Alice is out, Insane" after her hand, the Nightgaunt; r2b: "Bob …, en
  proie à la folie" after his Cthulhu discarded, "Dan …" after his hand, R'lyeh.

So a seat is told Insane in an account only when that account has said it, or will say it
once the accounts agree (:func:`told_insane`). Pure; no I/O.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Sequence

from companion.engine.views import PublicView
from companion.tracker.flow import insane_once_resolved
from companion.tracker.table import TableState


def told_insane(h: TableState, seat: int) -> bool:
    """Whether account ``h`` has ``seat`` (0-based) Insane as the voice tells it: an Other
    World card in their zone (seed 002 "State of Mind"), except the one their play still
    resolving laid first (it enters the zone once its effect is over; RULINGS A12), and,
    for a player out, only when their "now Insane" was told this round
    (:attr:`~.table.TableState.insane_told`; their knocked-out hand, or a discard that
    knocked them out, is never said to drive them Insane: :func:`~.now_insane.went_insane`).

    Raises:
        IndexError: no such seat.
    """
    if not h.insane(seat):
        return False
    if insane_once_resolved(h) == seat:
        return False
    return not h.out[seat] or seat in h.insane_told


def untold_out(hyps: Sequence[TableState]) -> set[int]:
    """The seats (0-based) out and Insane by their zone in some account of ``hyps`` but
    never told Insane there (:func:`told_insane`): key 8 says them out, not "out, Insane"."""
    return {s for h in hyps for s in range(h.players)
            if h.out[s] and h.insane(s) and not told_insane(h, s)}


def told_view(h: TableState) -> PublicView:
    """``h.view()`` with each seat's ``insane`` as told (:func:`told_insane`); the zones,
    tokens and the rest unchanged."""
    return as_told(h.view(), h)


def as_told(view: PublicView, h: TableState | None) -> PublicView:
    """``view`` (account ``h``'s :class:`~companion.engine.views.PublicView`) with each
    seat's ``insane`` as ``h`` tells it (:func:`told_insane`); ``view`` itself when ``h``
    is ``None`` (no account kept: nothing to tell it by)."""
    if h is None:
        return view
    return replace(view, seats=tuple(replace(v, insane=v.insane and told_insane(h, s))
                                     for s, v in enumerate(view.seats)))


__all__ = ["as_told", "told_insane", "told_view", "untold_out"]
