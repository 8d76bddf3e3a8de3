"""The play a question held, said in the question's place when the cards closed that
question before the player heard it (QA49 MEDIUM-1, session 49, r6 and r1b by ear).

While "The Entertainer in Bob's discard zone: was that Bob's hand?" is open, the plays
every account tells are said at once (:attr:`TableSession.says_ahead
<companion.app.session.TableSession.says_ahead>`, QA42 M1: "Carol: the Investigators."),
and Bob's own play waits for the answer. A voice behind a fast table had still to say the
question when the cards closed it (Bob played again): it was dropped unsaid (its
``stale()``, QA18 N1), and "Bob: The Entertainer." came after Carol's play, out of turn
order with nothing between them. Its lines now take the question's place in the voice's
queue (:attr:`~companion.app.announcement.Announcement.after`): ahead of the plays said
after it, in turn order, as if no question had been asked.
"""
from __future__ import annotations

from collections.abc import Sequence

from companion.tracker.events import TableEvent

#: the event kinds of the question's own seat that tell what its held card did: its play
#: (the question's card only), the question's settling, the player's knock-out (the card
#: was the hand), and the play's effects on its player (Insane, protected, a choice)
HELD_KINDS = frozenset({"card_played", "question_settled", "player_out", "now_insane",
                        "protected", "immune", "choice"})


def held_by(question: TableEvent, events: Sequence[TableEvent]) -> int:
    """How many of ``events`` (an input's events, in the order said) tell what the card of
    ``question`` (an ``out`` / ``was_hand`` question just closed: a ``question`` event
    with its seat and card) did: the leading ones of its seat among :data:`HELD_KINDS`,
    a ``card_played`` only of the question's card; the first other event (the next turn's
    cue, another seat's news, a new question) ends them. 0 for a question of no seat or
    card. A knock-out of its seat after its card's play ends them too: the news of a
    later play, said after the plays said ahead of the question's answer (review of
    order52: "Bob is out, with The Dilettante." was said in the question's place, heard
    or not, before "Cy: the Investigators." that guessed it).

    >>> q = TableEvent("question", seat=1, cards=("the_entertainer",), value=("out", "in"))
    >>> play = TableEvent("card_played", seat=1, cards=("the_entertainer",), info="named")
    >>> done = TableEvent("question_settled", seat=1, cards=("the_entertainer",))
    >>> turn = TableEvent("turn_started", seat=1)
    >>> again = TableEvent("card_played", seat=1, cards=("cultists",))
    >>> held_by(q, [play, done, turn, again]), held_by(q, [again, play])
    (2, 0)
    >>> out = TableEvent("player_out", seat=1, cards=("the_fed",))
    >>> held_by(q, [play, done, out])
    2
    """
    if question.seat is None or not question.cards:
        return 0
    count, played = 0, False
    for event in events:
        if event.seat != question.seat or event.kind not in HELD_KINDS \
                or event.kind == "card_played" and event.cards[:1] != question.cards[:1] \
                or played and event.kind == "player_out":
            break
        played = played or event.kind == "card_played"
        count += 1
    return count
