"""The reckoning of a round resting on an entered card kept against the camera, said as
resting on it (session 71, hold71; review rev-hold70 HIGH).

The answer to an entered card's open question keeps that card though the camera read
another at its place (:mod:`companion.app.differs_kept`): the camera cards given after it
say "The table rests on the card you kept, not the camera's: check it.", but what the
table reckons from them was said as fact. handC (the d491 demo with a hand over Bob's
zone), Enter 6, plus 1 (The Sailor for Bob's Musician), the true plus 2: "Carol: Sanity
check, 1 card." "The Shoggoth. It lay there before this turn: check it." "Carol fails. 13
cards left." "Bob wins the round and has 1 Sane." (truth: she drew the Investigators and
passed, 14 left; she failed later, 10 left).

The rule: while the kept entry stands (:meth:`~companion.app.differs_kept.DiffersKept.
_kept_standing`: its round, its answer not taken back nor replayed by a correction), each
line of a result the table reckons (:data:`KEPT_RESULTS`: a Sanity check and its size, its
result, the cards left, a player out or still in, the round's and the game's result) is
said as resting on the kept card, its doubt first: "If the card you kept is right: Carol
fails. 13 cards left." (``app.kept_if``). Such a line that is also a camera card's own
(the card laid out with it) says that doubt once, as this lead, not as its check's end
(``app.check_card_kept``). So too the line telling to gather the cards for the next round
(``app.new_round_kept``, ``app.deal_next_kept``: "If the card you kept is right, gather all
the cards for the next round."). Plays, turns and the cards' own lines are said as before,
the camera cards with their check. Rules: seed 002 (Sanity check; knocked out; end of a
round).

Used by :meth:`~companion.app.session_speech.SessionSpeech.announce` through the
session's ``rests_on_kept`` (set by :meth:`~companion.app.differs_kept.DiffersKept.
_differs_kept_begins`). No I/O.
"""
from __future__ import annotations

from companion.narration.catalog import message

#: event kinds whose line states a result the table reckons from the cards: said as
#: resting on the kept entry while it stands (:func:`kept_said`)
KEPT_RESULTS = frozenset({
    "sanity_check", "check_passed", "check_failed", "deck_count", "player_out",
    "still_in", "now_insane", "knock_out_prevented", "showdown", "showdown_tie",
    "round_ended", "first_player", "game_won"})


def kept_standing(session) -> bool:
    """Whether the round rests on an entered card kept against the camera: the session's
    ``rests_on_kept()`` (the live table's kept entry standing; ``None``: no live table)."""
    standing = getattr(session, "rests_on_kept", None)
    return standing is not None and bool(standing())


def rests_on_kept(session, event) -> bool:
    """Whether the line of ``event`` (:class:`~companion.tracker.events.TableEvent`) is
    said as resting on an entered card kept against the camera: a kind of
    :data:`KEPT_RESULTS` while :func:`kept_standing`."""
    return event.kind in KEPT_RESULTS and kept_standing(session)


def kept_said(lang: str, brief: str, verbose: str) -> tuple[str, str]:
    """``brief`` and ``verbose`` (a line's two forms) led by the kept entry's doubt
    (``app.kept_if``): "If the card you kept is right: Carol fails. 13 cards left."."""
    return (message(lang, "app.kept_if_brief", line=brief),
            message(lang, "app.kept_if", line=verbose))


__all__ = ["KEPT_RESULTS", "kept_standing", "rests_on_kept", "kept_said"]
