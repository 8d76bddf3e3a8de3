"""Minus twice on a card the camera read right: the way to give it back is said with "take it
away, or it stays left out" (session 72, wrong72; fresh QA71 m4).

d491 (the demo, no hand), minus twice at 90 just after "Carol: the Investigators." (a player
undoing a true card by mistake): "Undone: the Investigators in Carol's zone." "The
Investigators in Carol's zone: take it away, or it stays left out." — and nothing said how
to undo the undo; the camera's Tommy Gun, her real Musician's discard, was then taken as
her play: "Carol: the Tommy Gun." "Carol's Tommy Gun: The Sailor, from the deck into Bob's
zone. 17 cards left." (false, as fact). Enter and the undone card's rank give it back in
its place, under the camera's cards taken since (:meth:`~companion.app.redo_entry.RedoEntry.
redo_entered`, while :meth:`~companion.app.redo_entry.RedoEntry.redo_since` allows it),
which the table then reads again in order — round 1 as the transcript — but the player had
to know it.

So, right after that line (:meth:`UndoneWayBack._undone_left`), when Enter and a rank can
give the card back now (the session's ``redo`` is that card and ``redo_since`` is not
``None``), no other undone card lies in its zone (Enter would give back the one beneath:
:mod:`~companion.app.redo_beneath`) and its candidates share one rank: "If it was right,
press Enter, then 1, to give it back." (``app.undone_way_back``), dropped unsaid once the
card is taken away or can no longer be given back so. The card is face up: naming its rank
tells nothing hidden. Rules: seed 001 (the card's rank).

:class:`UndoneWayBack`, a mixin of :class:`~companion.app.live.LiveTable` placed before
:class:`~companion.app.left_cards.LeftCards` (it extends
:meth:`~companion.app.left_undone.LeftUndone._undone_left`). No I/O.
"""
from __future__ import annotations

from companion.cards import card


class UndoneWayBack:
    """Says how to give back an undone card still lying in its zone (module docstring)."""

    def _undone_left(self, seat: int, candidates) -> bool:
        """:meth:`~companion.app.left_undone.LeftUndone._undone_left` (``seat`` 1-based,
        ``candidates`` the undone card's keys; True when it still lies there, left out and
        said), then the way back said when Enter and its rank give it back now (module
        docstring). Raises nothing."""
        left = super()._undone_left(seat, candidates)
        if left:
            self._say_way_back(seat, tuple(candidates))
        return left

    def _say_way_back(self, seat: int, candidates: tuple) -> None:
        """Say ``app.undone_way_back`` for the undone card of ``seat`` (1-based) read as
        ``candidates`` when the session's redo is that card and allowed now, its candidates
        of one rank; stale once it is taken away or the redo no longer allowed."""
        session = self.session
        redo = getattr(session, "redo", None)
        if redo is None or redo[0].kind != "card" or redo[0].seat != seat - 1 \
                or tuple(redo[0].cards) != candidates or session.redo_since() is None:
            return
        ranks = {card(key).rank for key in candidates}
        if len(ranks) != 1:
            return
        watched = next((x for x in self.left_cards if x.there and x.undone
                        and x.event.seat == seat and tuple(x.event.candidates) == candidates),
                       None)
        if watched is None or any(x is not watched and x.there and x.undone
                                  and x.event.seat == seat for x in self.left_cards):
            return  # Enter gives back the undone card beneath it first (redo_beneath)
        with session.news():  # the undo's news, as the line before it
            session.tell("app.undone_way_back", rank=ranks.pop(), stale=lambda: (
                not watched.there or all(x is not watched for x in self.left_cards)
                or session.redo is not redo or session.redo_since() is None))


__all__ = ["UndoneWayBack"]
