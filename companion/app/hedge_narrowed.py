"""The camera's answer to a hedge it made: a sticker-only card made stable as two cards
("Cultists or Investigators": the tracker asks "Which card in Bob's zone?") and read since
as one of them over a whole sticker window (:class:`vision.hedge_votes.HedgeNarrowed`,
:meth:`vision.stabilize.Stabilizer.take_narrowed`) settles that question, said as the
camera's reading to check (session 72, wr72; review rev-wr71, LOW: the question waited
for a key although the camera knew). Only the question about that very card: the app
notes which tracker input each hedged camera card became (:class:`HedgesAsked`, by the
stabilizer's card number ``CardAppeared.card_id``), and the narrowing answers only while
the open question is about that input (``Tracker.asked_read``; fixw72, rev-wr72 HIGH: an
older card's narrowing answered a newer card's same hedge question). No I/O.
"""
from __future__ import annotations

from companion.tracker import observations as o


class HedgesAsked:
    """The hedged camera cards the tracker took as card reads: the stabilizer's card number
    (``card_id``) -> ``(history index, observation)`` of the tracker input it became
    (``Tracker.history``). The observation is kept to know the entry again: an undo or a
    correction that rebuilds the history leaves another object there, and the card then
    answers nothing. Raises nothing."""

    def __init__(self) -> None:
        self.reads: dict[int, tuple[int, object]] = {}

    def given(self, tracker, event, before: int) -> None:
        """Note ``event`` (a :class:`vision.records.CardAppeared`) given to ``tracker``
        when its input is the history's entry ``before`` (the history's length before it
        was given) and is a card read of ``event``'s seat (1-based) with two cards or more
        (a hedge); anything else (no ``card_id``, one card, refused before the history, a
        different input there) is not noted."""
        card_id = getattr(event, "card_id", None)
        if card_id is None or len(event.candidates) < 2 or event.seat is None \
                or len(tracker.history) <= before:
            return
        obs = tracker.history[before][0]
        if obs.kind == "card" and obs.seat == event.seat - 1 \
                and set(obs.cards) == set(event.candidates):
            self.reads[card_id] = (before, obs)

    def asks(self, tracker, card_id: int) -> bool:
        """Whether ``tracker``'s open ``card`` question is about the input the camera card
        ``card_id`` became (:meth:`given`): a ``was`` answer would settle that read."""
        noted = self.reads.get(card_id)
        if noted is None:
            return False
        index, obs = noted
        return index < len(tracker.history) and tracker.history[index][0] is obs \
            and tracker.asked_read() == index


def settle_narrowed(session, narrowed, asked: HedgesAsked | None = None) -> bool:
    """Answer the open "Which card is it?" question with ``narrowed`` (a
    :class:`vision.hedge_votes.HedgeNarrowed`: ``seat`` 1-based, ``candidates`` one key,
    ``was`` the hedge, ``card_id`` the stabilizer's card number) when it asks exactly that
    hedge of that zone, about that very card (``asked``: the hedged cards given,
    :meth:`HedgesAsked.asks`; ``None``: none known, nothing answered): the tracker is
    given ``was(key, seen=True)`` as a reading from stickers (``check``: the first line
    naming it asks to check it). ``session``: the app's :class:`~companion.app.session.Session`.
    Returns True when the question was settled; anything else (no question, another zone's
    or card's, the tracker refusing the answer) changes nothing and returns False."""
    tracker = session.tracker
    q = tracker.question
    if narrowed.seat is None or len(narrowed.candidates) != 1 or q is None \
            or q.value != "card" or q.seat != narrowed.seat - 1 \
            or set(q.info) != set(narrowed.was):
        return False
    if asked is None or not asked.asks(tracker, narrowed.card_id):
        return False
    session.observe(o.was(narrowed.candidates[0], seen=True), check=True)
    return tracker.question is not q


__all__ = ["HedgesAsked", "settle_narrowed"]
