"""Minus twice right after the player's answer ended a round, the next round dealt since and
not heard yet: that answer is what the player heard last, so it is the one undone, the deal
and its cards under it taken back unsaid (fresh QA63b MEDIUM-1, MEDIUM-4).

:func:`answer_under_deal` tells when (from what the voice said for which input,
:class:`~companion.app.said_for.SaidFor`); :func:`undo_answer_under` does it for the
session (:meth:`~companion.app.undo_key.UndoKey._key_undo` calls both).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from companion.tracker import observations as o

if TYPE_CHECKING:
    from companion.app.session import TableSession

#: the inputs a deal may come with, from the table: the round's first plays. Not the
#: 2-player face-up cards: taken back unsaid, the camera never reports them again, and the
#: round dealt again by its first card had none, told to take them away as the last
#: round's (review of mw64, HIGH): under them, minus twice goes main's way (the step to
#: undo named first; a deal undone keeps them for its deal again)
_DEALT_WITH = ("card",)
#: inputs that are no answer of the player's
_NO_ANSWER = ("start", "card", "face_up", "new_round", "undo")


def answer_under_deal(said_for, history: list) -> int:
    """The history index of the player's answer (an input by key, not a card) that minus
    twice is for when the next round's deal (``new_round``) came right after it, with only
    cards from the table since (the round's first plays; no face-up card: review of
    mw64), and the voice has
    begun none of the lines of that deal and those cards: the player heard of nothing
    after the answer, whose news (the round's end) is what they heard last; else 0 (also
    in text, every line shown at once). ``said_for``: the session's
    :class:`~companion.app.said_for.SaidFor`; ``history``: the tracker's."""
    at = next((i for i in range(len(history) - 1, 0, -1)
               if history[i][0].kind not in _DEALT_WITH), None)
    if at is None or at < 2 or history[at][0].kind != "new_round":
        return 0
    answer = at - 1
    if history[answer][0].kind in _NO_ANSWER or not said_for.by_key(history[answer]):
        return 0
    return answer if said_for.unbegun_since(history, answer) else 0


def undo_answer_under(session: "TableSession", index: int) -> None:
    """Undo the answer at history entry ``index`` of ``session`` (a
    :class:`~companion.app.session.TableSession`), found by :func:`answer_under_deal`: the
    deal and its cards above it taken back unsaid (their lines dropped; the lines the live
    table said for that deal outside its input too:
    :meth:`~companion.app.undo_key.UndoKey.deal_undone_stale`), the answer undone as the
    newest input ("Undone: the last answer.", the round's end taken back), then the cards
    read again in their order, as the camera gave them
    (:meth:`~companion.app.undo_key.UndoKey._read_again`): a play laid after a wrong
    answer ended the round is that round's again and settles its question, else the
    question is asked again. Fresh QA63b MEDIUM-1: "was that Alice's hand? 1 yes"
    (wrongly) ended the round, Bob's next play dealt round 2; three minus twice took back
    that card, the deal, then the answer, and the card stayed left out; MEDIUM-4: minus
    twice right after "Bob wins the round" was answered only after the whole next deal's
    lines. Never under a deal's face-up cards (2 players; :data:`_DEALT_WITH`)."""
    history = session.tracker.history
    again = [entry[0] for entry in history[index + 1:] if entry[0].kind == "card"]
    refused = {id(entry[0]) for i, entry in enumerate(history[index + 1:], index + 1)
               if session.tracker.refused_at(i)}
    session.taken_again, session.refused_now = [], []
    session.deals_under_answer += 1  # the deal's lines said outside its input: stale
    with session.news():
        for _ in range(len(history) - 1 - index):
            session.observe(o.undo())
    session._undo_newest(session.tracker.history[-1][0], ask=not again)
    # the 2-player face-up notice told for the deal undone: the round back had its own
    # (face_up_missed.tell_missed), not said again for its cards read again
    rnd = session.tracker.view().round
    if session.face_up_told is not None and session.face_up_told > rnd:
        session.face_up_told = rnd
    question = session.tracker.question
    session._read_again(again, refused)
    if question is not None and session.tracker.question is question:
        session.announce(question)
