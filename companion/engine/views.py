"""What each player, and the whole table, may know of a game (OpenSpiel-style observers).

:class:`PublicView` is everything visible at a real table; it is the contract the table
tracker must reproduce from camera observations (``tests`` compare both after every step).
:class:`PlayerView` adds one player's own hand.

>>> import random
>>> from companion.engine import new_game
>>> state = new_game("arkham", 4)
>>> state.apply_action(state.sample_chance(random.Random(1)))
>>> view = public_view(state)
>>> view.deck_count, view.seats[0].zone
(20, ())
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from companion import rules
from companion.cards import deck_list


@dataclass(frozen=True)
class SeatView:
    """One seat as the table sees it.

    Attributes:
        zone: the discard zone, oldest card first (seed 002 "Played and Discarded Cards").
        out: knocked out of the round.
        insane: an Other World card is in the zone (seed 002 "State of Mind").
        protected: cannot be chosen until their next turn (The Urchin, Elder Sign, ...).
        immune: cannot be knocked out (Necronomicon / Liber Ivonis, Insane).
        tokens: Mythos (Sanity) tokens won so far.
    """

    zone: tuple[str, ...] = ()
    out: bool = False
    insane: bool = False
    protected: bool = False
    immune: bool = False
    tokens: rules.Tokens = rules.Tokens()


@dataclass(frozen=True)
class PublicView:
    """The public state of the table.

    Attributes:
        edition: edition value (``"arkham"``, ...).
        round: round number, 1 for the first round (0 before the first deal).
        active: the seat whose turn it is, ``None`` between rounds and at the end.
        seats: one :class:`SeatView` per seat.
        deck_count: cards left in the deck.
        face_up: the 2-player face-up set-aside cards.
        aside: the card still set aside face up (Stowaway Eggs / Mi-Go Braincase), if any.
        deck_visible: the deck's next card once R'lyeh flipped it (RULINGS A16), else None.
        showdown: hands revealed at the last showdown, ``((seat, card), ...)``.
        round_winners: winners of the last finished round (empty while it runs).
        game_winners: winners of the game (empty until it ends).
    """

    edition: str
    round: int
    active: int | None
    seats: tuple[SeatView, ...]
    deck_count: int
    face_up: tuple[str, ...] = ()
    aside: str | None = None
    deck_visible: str | None = None
    showdown: tuple[tuple[int, str | None], ...] = ()
    round_winners: tuple[int, ...] = ()
    game_winners: tuple[int, ...] = ()

    def face_up_cards(self) -> Counter:
        """Every card the table can see, counted (zones, set-aside, visible deck, showdown)."""
        seen = Counter(self.face_up)
        for seat in self.seats:
            seen.update(seat.zone)
        if self.aside:
            seen[self.aside] += 1
        if self.deck_visible:
            seen[self.deck_visible] += 1
        showdown_cards = Counter(k for _, k in self.showdown if k)
        seen.update(showdown_cards)
        return seen


@dataclass(frozen=True)
class PlayerView:
    """What one player knows: the public view plus their own hand."""

    seat: int
    public: PublicView
    hand: tuple[str, ...]


def unseen_cards(view: PublicView) -> Counter:
    """Cards of the edition that no one at the table can see: all cards minus the face-up
    ones (seed 002: "they will give you some information about what your opponent might
    have"). Counts per card key; the hands, the deck and the face-down card are in it."""
    unseen = Counter(deck_list(view.edition))
    unseen.subtract(view.face_up_cards())
    return +unseen


def public_view(state) -> PublicView:
    """The public view of a :class:`~companion.engine.state.GameState`."""
    in_round = state.phase in ("play", "give", "rlyeh")
    seats = tuple(
        SeatView(zone=tuple(state.zones[s]), out=state.out[s],
                 insane=rules.is_insane(state.zones[s]), protected=state.protected[s],
                 immune=state.immune[s] is not None, tokens=state.tokens[s])
        for s in range(state.players))
    return PublicView(
        edition=state.edition.value, round=state.round,
        active=state.current if in_round else None, seats=seats,
        deck_count=len(state.deck), face_up=tuple(state.face_up), aside=state.aside,
        deck_visible=state.deck[-1] if (state.flipped and state.deck) else None,
        showdown=state.showdown, round_winners=state.round_winners,
        game_winners=state.game_winners)


def player_view(state, seat: int) -> PlayerView:
    """What ``seat`` knows: the public view and their own hand.

    Raises:
        IndexError: no such seat (also for a seat that is not an integer).
    """
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < state.players:
        raise IndexError(f"no seat {seat}; seats are 0 to {state.players - 1}")
    return PlayerView(seat, public_view(state), tuple(state.hands[seat]))
