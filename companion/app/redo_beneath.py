"""The card beneath: which undone card Enter and its rank give back when minus twice took
back, one by one, cards laid on a card undone before them, all still lying in their zone
(review of g163, LOW; session 64, hq64).

The voice's advice for a card kept "as read before the undo: check it" is "press minus
twice for each card laid since, then Enter and its rank" (``card_*_undone.verbose``). Run B
(tests/companion/app/test_qa51_undo_redo.py): Bob's Deep One (a misread) undone, R'lyeh and
the Fed read on it, then each undone: the table is back where the Deep One was undone, and
R'lyeh's undo, the last, stands at that same place (the same history entry before it). The
card that place holds is the one beneath, the Deep One, laid first: Enter's rank corrects
it, and R'lyeh, laid on it, stays watched as left out (it was given back instead, no longer
watched, and never said again).

Each redo is :attr:`companion.app.session.TableSession.redo`'s shape: ``(observation, the
history's newest entry before it, the history's length then)``. Pure functions; no I/O.
"""
from __future__ import annotations

from typing import Sequence


def redos_kept(kept: Sequence[tuple], redo: tuple | None, history: Sequence) -> tuple:
    """The undone cards a new undo keeps beneath it: ``kept`` and ``redo`` (the one the
    undo replaces, ``None``: none), those still at a place of ``history`` (the tracker's,
    after the undo: their place not taken back, the same entry before it), oldest first."""
    return tuple(r for r in (*kept, *((redo,) if redo is not None else ()))
                 if r[2] <= len(history) and (history[r[2] - 1] if r[2] else None) is r[1])


def redo_beneath(redo: tuple | None, kept: Sequence[tuple]) -> tuple | None:
    """The oldest of ``kept`` (:func:`redos_kept`) undone at ``redo``'s place (the same
    history length and entry before it) in the same zone, other than ``redo``: the card
    beneath the one undone last, which that place holds; ``None`` if none."""
    if redo is None:
        return None
    return next((r for r in kept if r is not redo and r[2] == redo[2] and r[1] is redo[1]
                 and r[0].seat == redo[0].seat), None)
