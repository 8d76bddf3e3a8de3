"""Which card given by Enter and its rank an answer to its "which card?" question goes with,
so minus twice taking that answer back takes the card entered back too (fresh QA65 HIGH-1).

Enter and a rank shared by two cards (3: The Boxer or the Deep One) gives a card with two
candidates, and the table asks "Which card in Bob's zone: The Boxer or the Deep One?"; the
answer is a second input. When a card the camera reads later does not fit, the companion
names that answer ("… this card would fit without your answer to: Which card in Bob's zone:
…? To take that answer back, press minus twice."). The answer alone undone left the rank
entered, a card nobody saw: the cards read again then settled it by themselves ("The cards
tell it: the Deep One in Bob's zone. No answer needed."), and a whole false game followed,
said as fact (Bob Insane, his Sanity check, Carol's Tommy Gun draws), while the rank itself
was the mistake (Bob played The Entertainer). docs/keys.en.md: "a wrong answer: minus twice
takes the card back, and Enter asks again": the entry and its answer go back together
(:meth:`~companion.app.undo_key.UndoKey._undo_blamed`). So does minus twice right after the
answer, before any card blamed it (fresh QA65b H3: "Undone: the last answer." left the rank
nobody saw, and Bob's Entertainer read later ended the round in one account, key 8 "Bob is
out", false; :meth:`~companion.app.undo_key.UndoKey._entry_with_answer`), unless a card the
camera read in that zone counts as the card entered (the answer alone then, the card held
again). The cards the live table held meanwhile then follow in the order laid
(:meth:`~companion.app.live_keys.LiveKeys._entry_undone`; fresh QA65b H4).

Pure: reads the tracker's history (``(observation, snapshot)`` entries). No I/O.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Callable

from companion.tracker import observations as o


def entry_answered(history: list, index: int, by_key: Callable[[tuple], bool]) -> int | None:
    """The history index of the card given by key whose ``card`` question ("Which card in
    Bob's zone: The Boxer or the Deep One?") the answer at ``index`` answered, or ``None``.

    Args:
        history: the tracker's history, ``(observation, snapshot)`` entries; a snapshot's
            item 5 is the question open before its input.
        index: the history index of a ``was`` answer.
        by_key: a history entry → whether a key gave it (Enter and a rank:
            :meth:`~companion.app.said_for.SaidFor.by_key`).

    Only a player's answer (not the camera's reading, ``value`` ``"seen"``, nor a slash
    correction), to a card of the question's seat read as several candidates (its rank's
    cards) that hold the question's, given by key, with only the camera's inputs between
    it and the answer (they are read again after the undo): anything else, ``None`` (the
    answer alone is taken back, as before).
    """
    answer, snap = history[index]
    question = snap[5]
    if answer.kind != "was" or answer.value is not None or question is None \
            or question.value != "card" or question.seat is None:
        return None
    for i in range(index - 1, 0, -1):
        obs = history[i][0]
        if obs.kind == "card" and obs.seat == question.seat and len(obs.cards) > 1 \
                and set(question.cards) <= set(obs.cards):
            return i if by_key(history[i]) else None
        if obs.kind not in o.CAMERA_KINDS:
            return None
    return None


def entry_logged(history: list, differs: "dict | None", keyed=frozenset()) -> "tuple | None":
    """The history entry of the card a resumed session log's camera-differs hold says was
    entered by key (``differs``: :attr:`~companion.session_log.Resumed.differs`, a
    :mod:`companion.session_log_waits` line's value; ``None``: no hold), else ``None``.

    The hold stands only on a card entered by Enter and its rank
    (:mod:`companion.app.differs_hold`): the newest card before the hold's hint (history
    index below ``differs["size"]``) in its seat (``differs["seat"]``, 0-based), holding
    the entered keys (``differs["entered"]``), that the log marks entered by key
    (``keyed``: ids of the history's observations marked ``"keyed"``,
    :attr:`~companion.app.session_resume.SessionResume.keyed_logged_ids`; res71: a camera
    card read as several candidates is not one), is that entry. :func:`entry_answered`
    counts it as given by key, so minus twice takes it back with its answer, as live
    (review rev-log70 HIGH: resumed, minus twice took back only "the last answer",
    reopened "Which card in Bob's zone: The Boxer or the Deep One?", and the restored
    hold, ended by that undo, gave its cards on it: "The round is over; its result waits
    for the answer", false). A log with no ``"keyed"`` mark (an edited one: the hold's
    line and the mark are both of session 70): the newest such card read as several
    candidates, as fix70 found it.
    """
    if not differs:
        return None
    seat, entered = differs["seat"], set(differs["entered"])
    for i in range(min(differs["size"], len(history)) - 1, 0, -1):
        obs = history[i][0]
        if obs.kind == "card" and obs.seat == seat and entered <= set(obs.cards) \
                and (id(obs) in keyed if keyed else len(obs.cards) > 1):
            return history[i]
    return None


def read_plain(obs):
    """``obs``, a camera card marked seen before the play entered by key it follows
    (:data:`~companion.tracker.observations.ENTERED_BEFORE`), without that mark once that
    entry is taken back (it follows no entry now); any other input: ``obs`` itself."""
    if obs.kind == "card" and obs.value == o.ENTERED_BEFORE:
        return replace(obs, value=None)
    return obs


__all__ = ["entry_answered", "entry_logged", "read_plain"]
