"""The public log of a game: one :class:`Event` per happening, in table order
(``GameState.events``, :mod:`companion.engine.state`)."""
from __future__ import annotations

from typing import NamedTuple


class Event(NamedTuple):
    """One public happening, in table order, as the players at a real table see it.

    ``kind`` is one of: ``round_start`` (seat = first player, cards = 2-player face-up
    cards), ``rlyeh_choice`` (info = True when the round ends), ``sanity_check`` (cards =
    revealed, info = True when passed), ``draw``, ``play`` (cards = (card,), target,
    info = (effect, guess)), ``discard`` (a forced discard, cards = (card,)),
    ``knocked_out`` (cards = the hand laid face up, info = reason), ``placed`` (Tommy Gun:
    seat = chosen player, cards = revealed), ``protected``, ``immune``, ``traded``,
    ``took_hands`` (info = recipients), ``gave``, ``took_aside`` (seat receives cards[0]),
    ``looked``, ``extra_turn``, ``deck_flipped``, ``deck_visible`` (cards = (top,) or ()),
    ``revealed_hand`` (Shoggoth / Trapezohedron), ``compared``, ``stole``,
    ``draw_face_down`` (Musician from an empty deck), ``knock_out_prevented`` (immunity),
    ``showdown`` (info = ((seat, card), ...)),
    ``round_end`` (info = winners), ``first_player`` (seat), ``game_end`` (info = winners).
    """

    kind: str
    seat: int | None = None
    cards: tuple[str, ...] = ()
    target: int | None = None
    info: object = None


__all__ = ["Event"]
