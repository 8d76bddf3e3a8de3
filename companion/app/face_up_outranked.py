"""Enter and a rank outrank the camera's 2-player face-up reading: a rank whose every copy
is counted, some of them only as face-up cards of the round in progress, drops such a
reading instead of refusing the key.

With two players five cards lie face up in the middle each round (seed 002 "Setup",
2-Player Only); the camera takes them before the round's first play
(:meth:`~companion.app.live_cards.LiveCards._face_up_card`). A wrong reading there (an
ended round's card still in the middle, read late) counts a copy that is in a hand: the
card laid from that hand is then refused ("Check Bob's zone: The Sailor again?"), and so
was Enter and its rank ("All the cards of rank 6 are already face up": fresh QA51 run B2,
round 3 lost; the face-up card could not be undone, minus undoes the last card only).

* one card of the rank counted face up: that reading is dropped (a ``not_face_up``
  command, logged, undone with minus twice like any input), said so, and the rank is
  entered as usual;
* two cards of the rank both counted face up: which reading was wrong is asked (plus and
  the number), then Enter and the rank give the card.

A mixin-free helper of :class:`~companion.app.question_keys.QuestionKeys` (its session).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from babel.lists import format_list

from companion.cards import card
from companion.tracker import observations as o

if TYPE_CHECKING:
    from companion.app.session import TableSession


def face_up_counted(session: "TableSession", matches: tuple[str, ...]) -> list[str]:
    """Of ``matches`` (the edition's card keys of the rank typed, every copy counted), those
    the round in progress holds face up (2 players, the tracker's view), each once, in the
    order read; ``[]`` when the table waits for no card in a zone (nothing to enter)."""
    tracker = session.tracker
    if len(tracker.names) != 2 or not tracker.awaited_seats():
        return []
    return [k for k in dict.fromkeys(tracker.view().face_up) if k in matches]


class Outranked(NamedTuple):
    """What :func:`outrank_face_up` did. ``dropped``: the card key whose face-up reading
    it dropped (one card of the rank counted face up: the caller enters the rank as usual,
    not offering that card face up again), else ``None``; ``asked``: two were, which
    reading was wrong is asked. Neither: none was (the caller refuses the rank)."""

    dropped: str | None = None
    asked: bool = False


def say_face_up_dropped(session: "TableSession", key: str) -> None:
    """Say that the face-up reading of card ``key`` was dropped
    (``app.enter_face_up_dropped``): by Enter's rank, or by plus answering which reading
    was wrong (no event tells it: review of faceup51)."""
    session.tell("app.enter_face_up_dropped", card=card(key).name(session.lang))


def outrank_face_up(session: "TableSession", matches: tuple[str, ...],
                    rank: int) -> Outranked:
    """Enter and ``rank``, whose every copy (``matches``) is counted: one card of it
    counted face up, that reading dropped and said; two, which was wrong asked
    (:class:`Outranked`)."""
    up = face_up_counted(session, matches)
    if len(up) == 1:
        session.observe(o.not_face_up(up[0]))
        say_face_up_dropped(session, up[0])
        return Outranked(dropped=up[0])
    if up:
        names = [card(k).name(session.lang) for k in up]
        session._open_choice(tuple((name, o.not_face_up(k)) for name, k in zip(names, up)),
                             "app.enter_face_up_which", rank=rank,
                             cards=format_list(names, locale=session.lang))
        return Outranked(asked=True)
    return Outranked()


__all__ = ["Outranked", "face_up_counted", "outrank_face_up", "say_face_up_dropped"]
