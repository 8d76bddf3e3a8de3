"""Where the news of the player's answer to the open question is said: in the game's order.
Its news of the question's seat right after that question, ahead of the later plays' lines
the voice has still to say (fresh QA58 HIGH-3, run r5: "Dan is out, with the
Investigators." was said 48 s after the "+1" that gave it, behind the 14 lines of the
plays read while the question was open and said ahead of its answer, "Bob is out, with
The Fed." among them, and after keys 8 and star had told the table without it); what it
also lets through for later turns (the next turn's cue, held behind the question) after
those lines (fresh QA62 MEDIUM-4, run E p1: "Carol is out, with The Boxer." was said
after Dan's and Eve's plays, said ahead of it, because "Alice.", the turn after Eve's,
came with it).

A key's input brings the news the voice has still to say first
(:meth:`~companion.app.said_for.SaidFor.news_waiting`: the game's order, QA35 k_en), which
for an answer is every line said ahead of it since its question (the live table says the
plays every account agrees on at once: :attr:`~companion.tracker.tracker.Tracker.
says_ahead`). Those plays come after the question's card in the game: the answer's news
of the question's seat goes before them, after only the lines before the question
(:meth:`~companion.app.said_for.SaidFor.before_question`: the play it is about, QA41 M3);
from its first news of another seat or of the round's end on, after them
(:class:`~companion.app.session.TableSession` ``_brings_rest``). An answer typed once
those lines were heard has nothing to go ahead of: its news comes now. Not when an
account holds back news of the question's seat after news of another (a turn the
accounts disagree on): the answer's news is then all said after the lines said ahead, as
for any key's input.
"""
from __future__ import annotations

from companion.tracker.observations import ANSWER_KINDS, Observation

#: the events (of no seat) that tell the round's end (companion.tracker.events): in an
#: answer's news, said after every play of the round said ahead of it (:func:`later_news`)
ROUND_OVER = frozenset({"showdown", "showdown_tie", "round_ended", "game_won", "round_lost"})


def answer_seat(session, obs: Observation) -> int | None:
    """For ``obs``, an input a key gives to ``session`` (a
    :class:`~companion.app.session.TableSession`), when it answers the tracker's open
    question (one of its numbered answers, ``Tracker.answer_observation``; not a slash
    correction, ``was``) and in every account the news held back of the question's seat
    (its ``events`` with that ``seat``: "Dan is out, with the Investigators.", or his play)
    all comes before any of another seat (the next turn's cue, "Alice."; events of no seat
    are not counted, nor any after the round's end, :data:`ROUND_OVER`): the question's
    seat (0-based). Its news is then said right after the lines still to say before
    that question (what :meth:`~companion.app.said_for.SaidFor.before_question` returns,
    which the answer brings), and its first event of another seat or of the round's end
    (:func:`later_news`) and those after it, after the news the voice has still to say
    (:meth:`~companion.app.said_for.SaidFor.news_waiting`). ``None`` otherwise: the
    caller brings the news waiting first, as for any key's input."""
    tracker = session.tracker
    question = tracker.question
    if question is None or obs.kind not in ANSWER_KINDS or obs.kind == "was" \
            or question.seat is None:
        return None
    if not any(obs == tracker.answer_observation(n)
               for n in range(1, len(question.info or ()) + 1)):
        return None
    for h in tracker.hyps:
        ends = next((i for i, e in enumerate(h.events) if e.kind in ROUND_OVER),
                    len(h.events))  # what follows the round's end is not a turn's news
        seats = [e.seat for e in h.events[:ends] if e.seat is not None]
        first_other = next((i for i, seat in enumerate(seats) if seat != question.seat),
                           len(seats))
        if question.seat in seats[first_other:]:
            return None  # the question's seat's news after another's: the game's order
    return question.seat


def later_news(event, seat: int) -> bool:
    """Whether ``event``, of the news an answer to the question of ``seat`` (0-based; see
    :func:`answer_seat`) lets through, comes after the plays said ahead of that answer:
    an event of another seat (the next turn's cue), or the round's end
    (:data:`ROUND_OVER`, events of no seat; review of m463, HIGH: 3 players, "+1" for
    "was that Bob's hand?" said "Bob is out, with Randall Tillinghast.", "Alice wins the
    round …" and only then "Carol: The Dilettante." "Carol is out." "Carol's hand: The
    Fed.", the plays said ahead, read while the question was said, that ended it)."""
    return event.kind in ROUND_OVER or event.seat is not None and event.seat != seat


__all__ = ["ROUND_OVER", "answer_seat", "later_news"]
