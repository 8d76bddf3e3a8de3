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


def result_held(tracker) -> bool:
    """Whether ``tracker``'s (a :class:`~companion.tracker.tracker.Tracker`) round's result
    waits for the open question's answer: held in some account
    (``Tracker.round_end_held``), or the accounts kept differ on the round's or the game's
    result while a question is open (``TableQueries.result_waits``). ``False`` with no
    question open or no game started."""
    return tracker.round_end_held() \
        or (tracker.question is not None and tracker.result_waits() is not None)


__all__ = ["result_held"]
