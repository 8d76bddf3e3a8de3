"""Where the news of the player's answer to the open question is said: right after that
question, ahead of the later plays' lines the voice has still to say, when it tells only
what the question was about (fresh QA58 HIGH-3, run r5: "Dan is out, with the
Investigators." was said 48 s after the "+1" that gave it, behind the 14 lines of the
plays read while the question was open and said ahead of its answer, "Bob is out, with
The Fed." among them, and after keys 8 and star had told the table without it).

A key's input brings the news the voice has still to say first
(:meth:`~companion.app.said_for.SaidFor.news_waiting`: the game's order, QA35 k_en), which
for an answer is every line said ahead of it since its question (the live table says the
plays every account agrees on at once: :attr:`~companion.tracker.tracker.Tracker.
says_ahead`). Those plays come after the question's card in the game: its answer's news
goes before them, after only the lines before the question
(:meth:`~companion.app.said_for.SaidFor.before_question`: the play it is about, QA41 M3).
Not when an account holds back news of another seat than the question's: the answer then
lets later plays through too (a turn the accounts disagree on), said in the game's order
after the lines said ahead of them, as before.
"""
from __future__ import annotations

from companion.tracker.observations import ANSWER_KINDS, Observation


def answer_brings(session, obs: Observation) -> tuple | None:
    """For ``obs``, an input a key gives to ``session`` (a
    :class:`~companion.app.session.TableSession`), when it answers the tracker's open
    question (one of its numbered answers, ``Tracker.answer_observation``; not a slash
    correction, ``was``) and every account holds back only news of the question's seat
    (its ``events``, each of that seat: the answer's news is that seat's, "Dan is out,
    with the Investigators." or his play): what ``say`` returned for the lines still to
    say before that question (its play), which the answer brings (said first, then its
    news, ahead of the later lines waiting). ``None`` otherwise: the caller brings the
    news waiting, as for any key's input."""
    tracker = session.tracker
    question = tracker.question
    if question is None or obs.kind not in ANSWER_KINDS or obs.kind == "was" \
            or question.seat is None:
        return None
    if not any(obs == tracker.answer_observation(n)
               for n in range(1, len(question.info or ()) + 1)):
        return None
    if any(e.seat != question.seat for h in tracker.hyps for e in h.events):
        return None  # news of another seat held back: later plays the answer lets through
    return tuple(session.said_for.before_question(question))


def answer_split(session, obs: Observation) -> int | None:
    """For ``obs`` as :func:`answer_brings` takes it, when that brings nothing placed
    (``None``) only because the accounts also hold back news of other seats, each
    account's held news of the question's seat all coming before the first of them
    (fresh QA62 MEDIUM-4, run E p1: Alice's turn cue, "Alice.", held behind Carol's
    play or knock-out, which the plays said ahead, Dan's and Eve's, came before): the
    question's seat (0-based). Its news is said right after the question (what
    :func:`answer_brings` would bring), the first line of another seat and those after
    it in the game's order, after the lines said ahead (the news waiting). ``None``
    otherwise."""
    tracker = session.tracker
    question = tracker.question
    if question is None or obs.kind not in ANSWER_KINDS or obs.kind == "was" \
            or question.seat is None:
        return None
    if not any(obs == tracker.answer_observation(n)
               for n in range(1, len(question.info or ()) + 1)):
        return None
    for h in tracker.hyps:
        seats = [e.seat for e in h.events if e.seat is not None]
        first_other = next((i for i, seat in enumerate(seats) if seat != question.seat),
                           len(seats))
        if question.seat in seats[first_other:]:
            return None  # the question's seat's news after another's: the game's order
    return question.seat


__all__ = ["answer_brings", "answer_split"]
