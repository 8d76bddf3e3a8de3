"""The full-information game state of Lovecraft Letter, for 2 to 6 players.

>>> import random
>>> state = new_game("arkham", 4)
>>> state.current_player() == CHANCE
True
>>> state.apply_action(state.sample_chance(random.Random(7)))
>>> state.current_player(), len(state.legal_actions()) > 0
(0, True)

Sources: seed 002 (Arkham edition: "Setup", "Player Turn", "State of Mind", "Sanity
Checks", "End of the Round", "End of Game", "Card Effects", "Classic Version"), seed 004
(original edition), and the RULINGS items named at each rule.

Seats are numbered 0..n-1 clockwise. The deck is a list whose *last* element is the top.
Every card lands in a discard zone at the moment it is laid on the table (a played card
before its effect resolves), so a zone lists cards in the order a camera sees them arrive;
the rules that must not count the card being played say so: Cthulhu's Insane effect, and
the Mythos token of a round won during that card's effect (``resolving``; RULINGS A12).

Module map: this module holds :class:`GameState` (queries, chance, legal actions, apply,
push / pop undo) and :func:`new_game`; :mod:`companion.engine.round_flow` moves the game on
(turns, Sanity checks, the round's end), :mod:`companion.engine.resolve` the card effects,
:mod:`companion.engine.legal` lists the legal plays, :mod:`companion.engine.events` the
public log's :class:`Event`, :mod:`companion.engine.options` the table options.
``Event``, ``TABLE_OPTIONS`` and ``table_options`` stay importable from here.
"""
from __future__ import annotations

import itertools
import random
from typing import Sequence

from companion import rules
from companion.cards import Edition, deck_list
from companion.engine.actions import Action, IllegalActionError
from companion.engine.events import Event
from companion.engine.legal import play_actions, why_illegal
from companion.engine.options import TABLE_OPTIONS, table_options
from companion.engine.resolve import CardEffects
from companion.engine.round_flow import RoundFlow

#: ``current_player()`` at a chance node (the shuffle, a random first player).
CHANCE = -1
#: ``current_player()`` once the game is over.
TERMINAL = -4


class GameState(RoundFlow, CardEffects):
    """The one mutable object of the engine: a whole game, round after round.

    Build it with :func:`new_game`. Query it with :meth:`current_player`,
    :meth:`legal_actions`, :meth:`is_terminal`; change it with :meth:`apply_action`
    (checked) or :meth:`push` / :meth:`pop` (checked, with undo). ``events`` is the public
    log of everything that happened; ``actions`` every action applied. How an action moves
    the game on is :class:`~companion.engine.round_flow.RoundFlow`, how a card's effect
    changes it :class:`~companion.engine.resolve.CardEffects`.
    """

    def __init__(self, edition: Edition, players: int, names: Sequence[str],
                 options: dict, first_player: int = 0):
        self.edition = edition
        self.players = players
        self.names = tuple(names)
        self.options = dict(options)
        self.round = 0
        self.first_player = first_player
        self.tokens = [rules.Tokens() for _ in range(players)]
        self.phase = "deal"
        self.current = first_player
        self.hands: list[list[str]] = [[] for _ in range(players)]
        self.zones: list[list[str]] = [[] for _ in range(players)]
        self.out = [False] * players
        self.protected = [False] * players
        self.immune: list[str | None] = [None] * players
        self.deck: list[str] = []
        self.face_down: str | None = None
        self.face_up: list[str] = []
        self.aside: str | None = None
        self.flipped = False
        self.rlyeh_owner: int | None = None
        self.recipients: tuple[int, ...] = ()
        #: ``(seat, index in their zone)`` of the played card whose effect is resolving,
        #: until the turn ends; ``None`` between turns (seed 002 "State of Mind": it
        #: enters the zone only after its effects resolve; RULINGS A12)
        self.resolving: tuple[int, int] | None = None
        self.round_winners: tuple[int, ...] = ()
        self.game_winners: tuple[int, ...] = ()
        self.showdown: tuple[tuple[int, str | None], ...] = ()
        self.events: list[Event] = []
        self.actions: list[Action] = []
        self._stack: list[tuple] = []
        self._legal: list[Action] | None = None  # cache of the play phase's legal actions

    # ------------------------------------------------------------------ queries
    def current_player(self) -> int:
        """The seat to act, :data:`CHANCE` at a chance node, :data:`TERMINAL` at the end."""
        if self.phase in ("deal", "first"):
            return CHANCE
        if self.phase == "over":
            return TERMINAL
        return self.current

    def is_terminal(self) -> bool:
        """True once the game is won (RULINGS A13, O5)."""
        return self.phase == "over"

    def is_chance_node(self) -> bool:
        """True when chance acts next (a shuffle, or a random first player)."""
        return self.phase in ("deal", "first")

    def insane(self, seat: int) -> bool:
        """Whether ``seat`` is Insane (an Other World card in their zone; seed 002)."""
        return rules.is_insane(self.zones[seat])

    def alive(self) -> list[int]:
        """Seats still in the round."""
        return [s for s in range(self.players) if not self.out[s]]

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        """The outcomes of a ``first`` chance node with their probabilities.

        A ``deal`` has 26! outcomes: it is sampled with :meth:`sample_chance` instead.

        Raises:
            IllegalActionError: not at a ``first`` chance node.
        """
        if self.phase != "first":
            raise IllegalActionError(f"no enumerable chance outcomes in phase {self.phase!r}")
        p = 1.0 / len(self.round_winners)
        return [(Action("first", target=s), p) for s in self.round_winners]

    def sample_chance(self, rng: random.Random) -> Action:
        """A random outcome of the current chance node, drawn with ``rng`` (reproducible).

        Raises:
            IllegalActionError: not at a chance node.
        """
        if self.phase == "deal":
            cards = self._round_cards()
            rng.shuffle(cards)
            return Action("deal", cards=tuple(cards))
        if self.phase == "first":
            return Action("first", target=rng.choice(self.round_winners))
        raise IllegalActionError(f"not a chance node (phase {self.phase!r})")

    def _round_cards(self) -> list[str]:
        """The cards a ``deal`` shuffles: the edition's deck but the card set aside face up."""
        cards = deck_list(self.edition)
        cards.remove(rules.set_aside_face_up(self.edition))
        return cards

    def legal_actions(self) -> list[Action]:
        """Every legal action of the player to act, in a stable order.

        At a ``first`` chance node: the possible first players. At a ``deal`` node: empty
        (see :meth:`sample_chance`; any permutation of the round's cards is legal).
        """
        if self.phase == "play":
            if self._legal is None:
                self._legal = play_actions(self)
            return list(self._legal)
        if self.phase == "give":
            hand = self.hands[self.current]
            picks = set(itertools.permutations(hand, len(self.recipients)))
            return [Action("give", cards=p) for p in sorted(picks)]
        if self.phase == "rlyeh":
            return [Action("rlyeh", end=True), Action("rlyeh", end=False)]
        if self.phase == "first":
            return [a for a, _ in self.chance_outcomes()]
        return []

    def targets(self, seat: int, targeting: str | None) -> list[int]:
        """Seats ``seat`` may choose under a targeting rule (:func:`rules.choosable_seats`)."""
        return rules.choosable_seats(seat, targeting, self.out, self.protected, self.insane)

    # ------------------------------------------------------------------ changes
    def apply_action(self, action: Action) -> None:
        """Apply a legal action (a chance outcome included).

        Raises:
            IllegalActionError: the action is not legal here; the message lists the legal
                actions (or what a ``deal`` must contain). The state is unchanged.
        """
        self._check(action)
        self.actions.append(action)
        self._apply(action)

    def push(self, action: Action) -> None:
        """Apply a legal action and remember the state before it, for :meth:`pop`.

        Raises:
            IllegalActionError: as :meth:`apply_action`; nothing is pushed.
        """
        self._check(action)
        self._stack.append(self._snapshot())
        self.actions.append(action)
        self._apply(action)

    def pop(self) -> Action:
        """Undo the last :meth:`push` and return its action.

        Raises:
            IndexError: nothing to undo.
        """
        if not self._stack:
            raise IndexError("nothing to undo: no action was pushed")
        self._restore(self._stack.pop())
        return self.actions.pop()

    @property
    def move_stack(self) -> list[Action]:
        """The actions applied so far (pushed or not), oldest first."""
        return list(self.actions)

    def _check(self, action: Action) -> None:
        if not isinstance(action, Action):
            raise IllegalActionError(f"{action!r} is not an Action")
        if self.phase == "over":
            raise IllegalActionError(f"{action}: the game is over")
        if self.phase == "deal":
            expected = self._round_cards()
            if action.kind != "deal" or sorted(action.cards) != sorted(expected):
                raise IllegalActionError(
                    f"{action}: a new round needs a 'deal' action listing the "
                    f"{len(expected)} shuffled cards of the {self.edition.value} deck "
                    f"(all but {rules.set_aside_face_up(self.edition)}), top first")
            return
        legal = self.legal_actions()
        if action not in legal:
            shown = ", ".join(str(a) for a in legal[:40])
            more = f" (and {len(legal) - 40} more)" if len(legal) > 40 else ""
            who = self.names[self.current] if self.phase != "first" else "chance"
            raise IllegalActionError(f"{action}: not legal for {who} now"
                                     f"{why_illegal(self, action)}; legal: {shown}{more}")


    def _snapshot(self) -> tuple:
        return (self.round, self.first_player, list(self.tokens), self.phase, self.current,
                [list(h) for h in self.hands], [list(z) for z in self.zones], list(self.out),
                list(self.protected), list(self.immune), list(self.deck), self.face_down,
                list(self.face_up), self.aside, self.flipped, self.rlyeh_owner,
                self.recipients, self.round_winners, self.game_winners, self.showdown,
                self.resolving, len(self.events))

    def _restore(self, snap: tuple) -> None:
        (self.round, self.first_player, self.tokens, self.phase, self.current, self.hands,
         self.zones, self.out, self.protected, self.immune, self.deck, self.face_down,
         self.face_up, self.aside, self.flipped, self.rlyeh_owner, self.recipients,
         self.round_winners, self.game_winners, self.showdown, self.resolving,
         n_events) = snap
        self._legal = None
        del self.events[n_events:]

    def copy(self) -> "GameState":
        """An independent copy (the undo stack is not copied)."""
        other = GameState(self.edition, self.players, self.names, self.options)
        other._restore(self._snapshot())
        other.events = list(self.events)
        other.actions = list(self.actions)
        return other


def new_game(edition: "str | Edition" = "arkham", players: int = 4,
             names: Sequence[str] | None = None, options: dict | None = None,
             first_player: int = 0) -> GameState:
    """A new game at its first chance node (the first round's shuffle).

    Args:
        edition: ``"arkham"``, ``"arkham-classic"`` or ``"original"`` (RULINGS "Editions").
        players: 2 to 6.
        names: one name per seat (default "Player 1", ...).
        options: table options, see :data:`TABLE_OPTIONS` (RULINGS O10).
        first_player: the seat that starts the first round.

    Raises:
        ValueError: unknown edition, player count outside 2..6, wrong number of names,
            unknown option or value, first player out of range.
    """
    edition = Edition.parse(edition)
    rules.check_players(players)
    names = list(names) if names is not None else [f"Player {i + 1}" for i in range(players)]
    if len(names) != players:
        raise ValueError(f"{len(names)} names for {players} players; give one name per seat")
    opts = table_options(options)
    if isinstance(first_player, bool) or not isinstance(first_player, int) \
            or not 0 <= first_player < players:
        raise ValueError(f"first player {first_player!r}: choose a seat from 0 to {players - 1}")
    return GameState(edition, players, names, opts, first_player)


__all__ = ["CHANCE", "TERMINAL", "Event", "GameState", "new_game", "TABLE_OPTIONS",
           "table_options"]
