"""Turn an engine game into what a camera and the players would give the tracker.

For each engine action, :class:`Converter` reads the new public events
(``GameState.events``) and returns the observations a camera would make (cards landing face
up, hands revealed, the visible deck card, the face-up cards) and the answers players would
give (the effect they chose, their target and guess, who is out or still in after a
compare or a guess, the R'lyeh choice, who starts after a tie). Nothing private is used:
every answer is something said aloud at a real table.

``answers`` chooses how talkative the players are:

- ``"all"``: every choice is told as it is made (``effect`` when an Insane player had the
  choice, ``target``, ``guess``; ``out`` / ``in`` after a compare, a guess or a kill). The
  tracker is then exact after every action (the differential test).
- ``"asked"``: only the choices the rules say must be told (R'lyeh, the first player after
  a tie); the rest the tracker infers, or asks (see ``answer_question``).

``hands`` chooses how revealed hands reach the tracker: ``"hand"`` as ``hand``
observations, ``"card"`` as a real camera gives them, a ``card`` in the seat's own zone
(the tracker knows a showdown or a Shoggoth reveal is due).

Used by the differential test, the demo (which renders the camera observations as frames)
and ``companion simulate`` (through :func:`companion.narration.narrate_game`).
"""
from __future__ import annotations

import random
from typing import Iterable, Iterator

from companion import rules
from companion.engine.effects import EFFECTS, has_insane_effect
from companion.engine.state import Event, GameState
from companion.tracker import observations as o
from companion.tracker.events import TableEvent
from companion.tracker.observations import Observation

_EFFECT_KO = ("compared", "guessed")


class Converter:
    """Stateful converter of one game's engine events, action by action."""

    def __init__(self, edition: str, names: Iterable[str], first_player: int = 0,
                 options: dict | None = None, lang: str = "en", answers: str = "all",
                 hands: str = "hand"):
        if answers not in ("all", "asked"):
            raise ValueError(f"answers={answers!r}: choose 'all' or 'asked'")
        if hands not in ("hand", "card"):
            raise ValueError(f"hands={hands!r}: choose 'hand' or 'card'")
        self.hands = hands
        self.edition = str(getattr(edition, "value", edition))
        self.names = list(names)
        self.first_player = first_player
        self.options = dict(options or {})
        self.lang = lang
        self.answers = answers
        self.zones: list[list[str]] = [[] for _ in self.names]
        self.started = False
        self.last_play: dict | None = None  # truth of the last play, for questions
        self.out = [False] * len(self.names)
        #: per observation of the last :meth:`convert`: who is out once what that
        #: observation shows has resolved (what players answer "is N out?" with)
        self.out_at: list[tuple[bool, ...]] = []
        #: per observation of the last :meth:`convert`: (seat, True) when it was a
        #: knocked-out hand landing face up (what players answer "was that the hand?" with)
        self.hand_at: list[tuple[int | None, bool]] = []
        #: per observation of the last :meth:`convert`: whether it was an effect's forced
        #: discard (what players answer "the forced discard, or her play?" with)
        self.discard_at: list[bool] = []

    def convert(self, events: list[Event], action=None) -> list[Observation]:
        """The observations and answers for ``events`` (the new events of ``action``)."""
        out: list[Observation] = []
        self.out_at = []
        self.hand_at = []
        self.discard_at = []
        talk = self.answers == "all"

        def emit(obs: Observation, ko_hand: bool = False, discard: bool = False) -> None:
            # what came before has resolved by the time the table shows something new
            self.out_at.extend([tuple(self.out)] * (len(out) - len(self.out_at)))
            self.hand_at.append((obs.seat, ko_hand))
            self.discard_at.append(discard)
            out.append(obs)

        def hand(seat: int, card: str | None) -> None:
            if self.hands == "hand":
                emit(o.hand_revealed(seat, card))
            elif card is not None:
                emit(o.card_seen(seat, card))

        if action is not None and action.kind == "first":
            emit(o.first_player(action.target))
        for i, ev in enumerate(events):
            k = ev.kind
            if k == "round_start":
                self.zones = [[] for _ in self.names]
                self.out = [False] * len(self.names)
                if not self.started:
                    self.started = True
                    emit(o.start(self.edition, self.names, self.lang, ev.seat, self.options))
                else:
                    emit(o.new_round())
                for c in ev.cards:
                    emit(o.face_up(c))
            elif k == "rlyeh_choice":
                emit(o.rlyeh(bool(ev.info)))
            elif k in ("sanity_check", "placed"):
                fails = k == "sanity_check" and any(
                    e.kind == "knocked_out" and e.seat == ev.seat and e.info == "sanity_check"
                    for e in events[i + 1:])
                for c in ev.cards:
                    self.zones[ev.seat].append(c)
                    emit(o.card_seen(ev.seat, c))
                    if fails and rules.sanity_check_failed((c,), self.edition):
                        self.out[ev.seat] = True  # everyone sees the check has failed
            elif k == "play":
                for obs in self._play(ev, events[i + 1:], talk):
                    emit(obs)
            elif k == "discard":
                self.zones[ev.seat].extend(ev.cards)
                emit(o.card_seen(ev.seat, ev.cards[0]), discard=True)
            elif k == "knocked_out":
                self.out[ev.seat] = True
                if talk and (ev.info in _EFFECT_KO or (
                        str(ev.info).startswith("played ") and self.last_play
                        and self.last_play["seat"] != ev.seat)):
                    emit(o.seat_out(ev.seat))
                for c in ev.cards:
                    self.zones[ev.seat].append(c)
                    emit(o.card_seen(ev.seat, c), ko_hand=True)
            elif k == "took_aside":
                emit(o.aside_taken())
            elif k == "deck_visible":
                emit(o.deck_visible(ev.cards[0] if ev.cards else None))
            elif k == "revealed_hand":
                hand(ev.seat, ev.cards[0])
            elif k == "showdown":
                for s, c in ev.info:
                    hand(s, c)
        self.out_at.extend([tuple(self.out)] * (len(out) - len(self.out_at)))
        return out

    def _play(self, ev: Event, later: list[Event], talk: bool) -> list[Observation]:
        seat, key = ev.seat, ev.cards[0]
        side, guess = ev.info
        insane = rules.is_insane(self.zones[seat])
        self.zones[seat].append(key)
        eff = EFFECTS[(key, side)]
        # Who the effect knocked out, from the events of the same action (public facts).
        ko = []
        for e in later:
            if e.kind == "play":
                break
            if e.kind == "knocked_out" and (e.info in _EFFECT_KO or (
                    str(e.info).startswith("played ") and e.seat != seat)):
                ko.append(e.seat)
        self.last_play = {"seat": seat, "card": key, "side": side, "target": ev.target,
                          "guess": guess, "ko": ko}
        out = [o.card_seen(seat, key)]
        if not talk:
            return out
        if insane and has_insane_effect(key):
            out.append(o.effect(side))
        if ev.target is not None:
            out.append(o.target(ev.target))
        if guess is not None:
            out.append(o.guess(guess))
        if ev.target is not None and eff.behaviour in ("compare", "guess", "guess_insane",
                                                       "kill_sane") and ev.target not in ko:
            if not ko or eff.behaviour != "compare":
                out.append(o.still_in(ev.target))
        return out

    def answer_question(self, q: TableEvent, index: int) -> Observation | None:
        """The answer players give to the tracker's question ``q``, raised by observation
        ``index`` of the last :meth:`convert` (``"asked"`` mode): the effect of the last
        play, or whether a seat is out once that observation has resolved; ``None`` when no
        answer fits (the card was a play its player lost with: the hand laid next tells)."""
        if q.value == "effect" and self.last_play is not None:
            return o.effect(self.last_play["side"])
        if q.value == "out" and q.info[-1] in ("discard", "check"):
            # the forced discard, or her play (fresh QA60 HIGH-3), or her Sanity check's
            # card (review of st63): 1 when the card was the discard, 2 the other
            return o.seat_out(q.seat) if self.discard_at[index] else o.not_hand(q.seat)
        if q.value == "out":  # "was that Bob's hand, so Bob is out?" (QA13b N3)
            if self.hand_at[index] == (q.seat, True):
                return o.seat_out(q.seat)
            if q.info[-1] != "in":  # "2 no, Bob played it": a play he lost with (QA38 #1),
                return o.not_hand(q.seat)  # or won with: the key a player presses (rv38b)
            if not self.out_at[index][q.seat]:
                return o.still_in(q.seat)
            return None  # a play he lost with: no answer fits; his hand, laid next, tells
        if q.value == "was_hand":
            seat, ko = self.hand_at[index]
            return o.was_hand(q.seat, seat == q.seat and ko)
        return None


def _initial_first(state: GameState) -> int:
    for ev in state.events:
        if ev.kind == "round_start":
            return ev.seat
    return state.first_player


def game_observations(state: GameState, lang: str = "en", answers: str = "all",
                      hands: str = "hand") -> list[Observation]:
    """All observations of a finished (or running) engine game, by replaying its actions.

    Raises:
        ValueError: ``answers`` is not ``"all"`` or ``"asked"``.
    """
    from companion.engine.state import new_game
    replay = new_game(state.edition, state.players, state.names, state.options,
                      _initial_first(state))
    conv = Converter(state.edition.value, state.names, _initial_first(state), state.options,
                     lang, answers, hands)
    out: list[Observation] = []
    for action in state.actions:
        n = len(replay.events)
        replay.apply_action(action)
        out.extend(conv.convert(replay.events[n:], action))
    return out


def observe_random_play(game: GameState, rng: random.Random,
                        conv: Converter) -> Iterator[tuple[int, Observation]]:
    """Play ``game`` to its end with random legal bots
    (:func:`~companion.engine.bots.random_action` drawing from ``rng``), yielding ``(index, observation)`` for each observation ``conv``
    makes of each action, as it is made: ``index`` is its place in its action's batch, what
    :meth:`Converter.answer_question` takes while that batch is the newest. The engine game
    is advanced in place (``game`` is left terminal). For the differential tests and the
    tracker benchmark."""
    from companion.engine.bots import random_action
    while not game.is_terminal():
        action = random_action(game, rng)
        n = len(game.events)
        game.apply_action(action)
        yield from enumerate(conv.convert(game.events[n:], action))
