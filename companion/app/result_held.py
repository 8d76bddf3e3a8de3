"""Whether the round's result waits for the open question's answer, as the app tells it.

The tracker holds a round's end unsaid while an open question decides it
(:meth:`Tracker.round_end_held <companion.tracker.tracker.Tracker.round_end_held>`: some
account's ``round_ended`` among its events still to say). Its accounts may differ on the
round's or the game's result with no ``round_ended`` held at all (fresh QA62 HIGH-1, run
B: Alice's Cthulhu, "Sane or Insane effect?" open; Sane, she is out and her hand owed, the
round's end held for it (``TableState.end_held``); Insane, she wins the game, a
``game_won``; RULINGS A13): that result waits for the answer too
(:meth:`TableQueries.result_waits
<companion.tracker.table_queries.TableQueries.result_waits>`). The live table's "Gather all
the cards" waits with it; an undo or a correction that takes that round's end back says no
token taken back (none was said: fresh QA55 LOW-1). No I/O.
"""
from __future__ import annotations

from companion.tracker.table_queries import ROUND_OVER_WAITS


def result_held(tracker) -> bool:
    """Whether ``tracker``'s (a :class:`~companion.tracker.tracker.Tracker`) round's result
    waits for the open question's answer: held in some account
    (``Tracker.round_end_held``), or the accounts kept differ on the round's or the game's
    result while a question is open (``TableQueries.result_waits``). ``False`` with no
    question open or no game started."""
    return tracker.round_end_held() \
        or (tracker.question is not None and tracker.result_waits() is not None)



def game_may_end(tracker) -> bool:
    """Whether every account ``tracker`` (a :class:`~companion.tracker.tracker.Tracker`)
    keeps has the round over and some has the game won, the open question deciding which
    (``TableQueries.result_waits`` ``"game"``): no next deal is sure, so neither key 5 nor
    the cleared table says "The next deal waits for the answer" but "The round is over; its
    result waits for the answer to the question." (fresh QA62 HIGH-1: Alice's Cthulhu,
    Insane her game won; RULINGS O14, A13; review of qh62: the cleared table said the
    next deal waits)."""
    return tracker.question is not None and tracker.result_waits() == "game" \
        and all(h.wait[0] in ROUND_OVER_WAITS for h in tracker.hyps)


__all__ = ["game_may_end", "result_held"]
