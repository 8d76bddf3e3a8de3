"""How a sticker-only card's pictures vote when some of them hedge (session 72, wr72).

A sticker reading may name two cards, e.g. "Cultists or Investigators" when the Other
World bit (the cross) is in doubt (:func:`vision.cross_above.cross_above`): a hedge, which
the tracker turns into a question ("Which card is it?") rather than a fact. The plain vote
(:func:`vision.card_tracks.consensus`) lets an exact reading win over the hedges that
contain it, so one picture read "Investigators" among five read "Cultists or
Investigators" made the card stable as the Investigators, said as fact: the one reading
that decided was the very "no cross" the five hedges doubted (review rev-wr71, MEDIUM,
``tests/vision/test_rev_wr71_open_bit.py``).

For a card read from its stickers only (:class:`vision.stabilize.Stabilizer`,
``sticker_hits``):

* :func:`sticker_identity`: an exact reading wins over the hedges containing it only when
  it is read in at least as many pictures as they are (three and three: the card; one and
  five: the hedge, the tracker asks).
* :func:`agrees`: a picture agrees with a hedge identity when it names a card of it (an
  exact "Investigators" does not contest "Cultists or Investigators").
* :func:`narrowed`: a card made stable as a hedge is narrowed to one of its cards once
  the pictures of a whole sticker window read it so by the same vote (the evidence that
  would have made it stable as that card had it been first seen then).

Pure functions of the pictures' candidate tuples; no state.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from .card_tracks import consensus


@dataclass(frozen=True)
class HedgeNarrowed:
    """A card made stable as a hedge (its :class:`~vision.records.CardAppeared` named two
    cards or more), read since as one of them by a whole sticker window (:func:`narrowed`):
    :meth:`vision.stabilize.Stabilizer.take_narrowed`. No new card: the app may take it as
    the camera's answer to its "Which card is it?" question for that zone.

    Attributes:
        seat: the card's seat (its zone), or ``None``.
        candidates: the one card key it now reads as, e.g. ``("cultists",)``.
        was: the hedge it was made stable as, e.g. ``("cultists", "investigators")``.
        card_id: the stabilizer's number of the card (``CardUnseen.card_id``'s).
        frame_index: the picture that narrowed it.
        t: that picture's time, s.
    """

    seat: int | None
    candidates: tuple[str, ...]
    was: tuple[str, ...]
    card_id: int
    frame_index: int
    t: float


def sticker_identity(votes: Counter) -> tuple[tuple[str, ...], int]:
    """The agreed identity of a sticker-only card and its support (pictures naming it).

    ``votes`` counts candidate tuples (sorted card keys) over pictures. As
    :func:`~vision.card_tracks.consensus`, except that an exact winner ``(k,)`` gives way to
    the hedge containing it read most often (ties: the first in sorted order) when the
    pictures hedging on ``k`` (two cards or more, ``k`` among them) outnumber those reading
    ``k`` alone. Support is consensus's (the pictures whose candidates contain ``k``).

    >>> sticker_identity(Counter({("a", "b"): 5, ("a",): 1}))
    (('a', 'b'), 6)
    >>> sticker_identity(Counter({("a", "b"): 3, ("a",): 3}))
    (('a',), 6)
    >>> sticker_identity(Counter({("a",): 6}))
    (('a',), 6)
    """
    identity, support = consensus(votes)
    if len(identity) != 1:
        return identity, support
    k = identity[0]
    hedges = Counter({c: n for c, n in votes.items() if len(c) > 1 and k in c})
    if sum(hedges.values()) <= votes.get((k,), 0):
        return identity, support
    return max(sorted(hedges), key=lambda c: hedges[c]), support


def agrees(identity: tuple[str, ...], candidates: tuple[str, ...]) -> bool:
    """Whether one picture's reading ``candidates`` agrees with a sticker-only card's
    ``identity``: it names every card of it, or, for a hedge identity, it names one or more
    of its cards and no other (a narrower reading of the same card)."""
    ident, cands = set(identity), set(candidates)
    return ident <= cands or (len(ident) > 1 and bool(cands) and cands <= ident)


def narrowed(identity: tuple[str, ...], recent: list[tuple[str, ...]],
             need: int) -> tuple[str, ...] | None:
    """The one card a stable sticker-only hedge ``identity`` narrows to, or ``None``.

    ``recent``: the candidate tuples of its pictures of the last sticker window (fresh
    pictures, oldest first); ``need``: the pictures a sticker-only card must be read in
    (the stabilizer's ``sticker_hits``). It narrows to ``(k,)``, ``k`` a card of
    ``identity``, when at least ``need`` pictures are in ``recent``, every one agreeing with
    ``identity`` (:func:`agrees`) and naming ``k``, and :func:`sticker_identity` of them
    gives ``(k,)``: as many pictures read ``k`` alone as hedge on it or more."""
    if len(identity) < 2 or len(recent) < need:
        return None
    if not all(agrees(identity, c) for c in recent):
        return None
    ident, support = sticker_identity(Counter(recent))
    if len(ident) != 1 or ident[0] not in identity or support < len(recent):
        return None
    return ident


__all__ = ["HedgeNarrowed", "sticker_identity", "agrees", "narrowed"]
