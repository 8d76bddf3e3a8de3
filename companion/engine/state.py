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
"""
from __future__ import annotations

import itertools
import random
from typing import NamedTuple, Sequence

from companion import rules
from companion.cards import Edition, deck_list
from companion.engine.actions import Action, IllegalActionError
from companion.engine.effects import EFFECTS, effect as card_effect, has_insane_effect
from companion.engine.resolve import CardEffects
from companion.reason import Reason

#: ``current_player()`` at a chance node (the shuffle, a random first player).
CHANCE = -1
#: ``current_player()`` once the game is over.
TERMINAL = -4

TABLE_OPTIONS = {
    # RULINGS O10: how long Liber Ivonis (Insane) protects from being knocked out.
    "liber_ivonis_duration": ("round", "turn"),
}


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


_PLAY_ACTIONS: dict[tuple, Action] = {}


def _play_action(card: str, effect: str, target: int | None, guess: int | None) -> Action:
    """A shared ``play`` Action (values are immutable, so one instance per tuple)."""
    key = (card, effect, target, guess)
    action = _PLAY_ACTIONS.get(key)
    if action is None:
        action = _PLAY_ACTIONS[key] = Action("play", card, effect, target, guess)
    return action


class GameState(CardEffects):
    """The one mutable object of the engine: a whole game, round after round.

    Build it with :func:`new_game`. Query it with :meth:`current_player`,
    :meth:`legal_actions`, :meth:`is_terminal`; change it with :meth:`apply_action`
    (checked) or :meth:`push` / :meth:`pop` (checked, with undo). ``events`` is the public
    log of everything that happened; ``actions`` every action applied.
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
            cards = deck_list(self.edition)
            cards.remove(rules.set_aside_face_up(self.edition))
            rng.shuffle(cards)
            return Action("deal", cards=tuple(cards))
        if self.phase == "first":
            return Action("first", target=rng.choice(self.round_winners))
        raise IllegalActionError(f"not a chance node (phase {self.phase!r})")

    def legal_actions(self) -> list[Action]:
        """Every legal action of the player to act, in a stable order.

        At a ``first`` chance node: the possible first players. At a ``deal`` node: empty
        (see :meth:`sample_chance`; any permutation of the round's cards is legal).
        """
        if self.phase == "play":
            if self._legal is None:
                self._legal = self._play_actions()
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

    def _play_actions(self) -> list[Action]:
        seat = self.current
        hand = self.hands[seat]
        insane = self.insane(seat)
        playable = rules.forced_cards(self.edition, hand, insane)
        guesses = rules.guess_values(self.edition)
        actions: list[Action] = []
        for key in dict.fromkeys(hand):
            if key not in playable:
                continue
            sides = ("sane", "insane") if insane and has_insane_effect(key) else ("sane",)
            for side in sides:
                eff = EFFECTS[(key, side)]
                targets = self.targets(seat, eff.targeting) or [None]
                for target in targets:
                    if eff.guess and target is not None:
                        actions.extend(_play_action(key, side, target, g) for g in guesses)
                    else:
                        actions.append(_play_action(key, side, target, None))
        return actions

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
            expected = deck_list(self.edition)
            expected.remove(rules.set_aside_face_up(self.edition))
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
                                     f"{self._why_illegal(action)}; legal: {shown}{more}")

    def _why_illegal(self, action: Action) -> str:
        """A short reason why a ``play`` action is not legal (empty when none is simple)."""
        if action.kind != {"play": "play", "give": "give", "rlyeh": "rlyeh",
                           "first": "first"}.get(self.phase):
            return f" (the game waits for a '{self.phase}' action)"
        if action.kind != "play":
            return ""
        seat, hand = self.current, self.hands[self.current]
        if action.card not in hand:
            return f" ({action.card} is not in their hand)"
        if action.card not in rules.forced_cards(self.edition, hand, self.insane(seat)):
            return " (a forced play: the other card must be played)"
        if action.effect == "insane" and not (self.insane(seat) and has_insane_effect(action.card)):
            return " (no Insane effect: the player is Sane or the card has none)"
        eff = EFFECTS[(action.card, action.effect)]
        allowed = self.targets(seat, eff.targeting)
        if action.target is not None and action.target not in allowed:
            return (f" (seat {action.target} cannot be chosen: out, protected, "
                    f"or not allowed by the card; choose from {allowed or 'nobody'})")
        if eff.guess and action.guess not in rules.guess_values(self.edition):
            return f" (guess one of {rules.guess_values(self.edition)})"
        return ""

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

    # ------------------------------------------------------------------ flow
    def _apply(self, action: Action) -> None:
        self._legal = None
        kind = action.kind
        if kind == "play":
            self._play(action)
        elif kind == "deal":
            self._deal(action.cards)
        elif kind == "give":
            self._give(action.cards)
        elif kind == "rlyeh":
            self._rlyeh(action.end)
        elif kind == "first":
            self.first_player = action.target
            self.events.append(Event("first_player", action.target))
            self.phase = "deal"

    def _log(self, kind: str, seat: int | None = None, cards: tuple = (), target=None,
             info=None) -> None:
        self.events.append(Event(kind, seat, cards, target, info))

    def _deal(self, top_first: tuple[str, ...]) -> None:
        """Set up a round (seed 002 "Setup"; RULINGS O1)."""
        n = self.players
        self.round += 1
        self.deck = list(reversed(top_first))
        self.hands = [[] for _ in range(n)]
        self.zones = [[] for _ in range(n)]
        self.out = [False] * n
        self.protected = [False] * n
        self.immune = [None] * n
        self.flipped = False
        self.rlyeh_owner = None
        self.resolving = None
        self.round_winners = ()
        self.showdown = ()
        self.aside = rules.set_aside_face_up(self.edition)
        self.face_down = self.deck.pop()
        self.face_up = [self.deck.pop() for _ in range(rules.TWO_PLAYER_FACE_UP)] if n == 2 else []
        for i in range(n):
            seat = (self.first_player + i) % n
            self.hands[seat].append(self.deck.pop())
        self._log("round_start", self.first_player, tuple(self.face_up), info=len(self.deck))
        self._start_turn(self.first_player)

    def _start_turn(self, seat: int) -> None:
        """Start of a turn: R'lyeh choice, protection ends, Sanity check, draw."""
        self.current = seat
        if not self.deck and self.edition is not Edition.ORIGINAL:
            # RULINGS A1: this player must draw from an empty deck; the round ends (no
            # R'lyeh choice, no Sanity check: neither could change anything).
            self._showdown()
            return
        if self.rlyeh_owner == seat:
            self.phase = "rlyeh"
            return
        self.protected[seat] = False
        if self.immune[seat] == "turn":
            self.immune[seat] = None
        if self.insane(seat):
            if not self._sanity_check(seat):
                return
        self._draw_and_play(seat)

    def _rlyeh(self, end: bool) -> None:
        """RULINGS A3: before the Sanity check, the R'lyeh player may end the round."""
        seat = self.current
        self.rlyeh_owner = None
        self._log("rlyeh_choice", seat, info=end)
        if end:
            self._showdown()
        else:
            self._start_turn(seat)

    def _sanity_check(self, seat: int) -> bool:
        """Make a Sanity check; return True when the turn goes on (seed 002; A1, A14, O2, O15)."""
        original = self.edition is Edition.ORIGINAL
        if not self.deck:
            if original:  # RULINGS O2: a check that cannot be made ends the round.
                self._log("sanity_check", seat, (), info=True)
                self._showdown()
                return False
        top_first = self.deck[::-1]
        count = rules.sanity_check_reveals(self.edition, self.zones[seat], top_first,
                                           immune=self.immune[seat] is not None)
        revealed = tuple(top_first[:count])
        del self.deck[len(self.deck) - count:]
        self.zones[seat].extend(revealed)
        failed = rules.sanity_check_failed(revealed, self.edition)  # O4: Necronomicon too
        self._log("sanity_check", seat, revealed, info=not failed)
        if count and self.flipped:
            self._log_visible()
        if failed and self._knock_out(seat, "sanity_check"):
            if self._one_left():
                return False
            if not self.deck:  # RULINGS A1: the round ends right after the check.
                self._showdown()
                return False
            self._end_turn()
            return False
        if not self.deck and (count or original):
            # RULINGS A1: a check that empties the deck ends the round after the check.
            self._showdown()
            return False
        return True

    def _draw_and_play(self, seat: int) -> None:
        """Draw one card, or end the round if the deck is empty (RULINGS A1, O2)."""
        if not self.deck:
            self._showdown()
            return
        self.hands[seat].append(self.deck.pop())
        self._log("draw", seat)
        if self.flipped:
            self._log_visible()
        self.phase = "play"

    def _log_visible(self) -> None:
        """RULINGS A16: after R'lyeh, the deck's next card is public."""
        self._log("deck_visible", cards=(self.deck[-1],) if self.deck else ())

    def _end_turn(self) -> None:
        """End the active player's turn and start the next one: the played card has
        resolved (its token counts it from now on, RULINGS A12)."""
        self.resolving = None
        if self.phase in ("over", "first", "deal"):
            return
        if not self.deck and self.edition is Edition.ORIGINAL:
            self._showdown()  # RULINGS O2: the deck is empty at the end of a turn.
            return
        nxt = rules.next_seat(self.current, self.out)
        if nxt is None:  # pragma: no cover - _one_left ends the round first
            self._showdown()
            return
        self._start_turn(nxt)

    def _knock_out(self, seat: int, reason: str) -> bool:
        """Knock ``seat`` out; their hand goes face up into their zone (seed 002 "Out of the
        Round"; RULINGS A10). Returns False when they cannot be knocked out (A8, O10)."""
        if self.out[seat]:
            return False
        if self.immune[seat] is not None:
            self._log("knock_out_prevented", seat, info=reason)
            return False
        self.out[seat] = True
        self.protected[seat] = False
        hand = tuple(self.hands[seat])
        self.zones[seat].extend(hand)
        self.hands[seat] = []
        self._log("knocked_out", seat, hand, info=reason)
        return True

    def _one_left(self) -> bool:
        """End the round if a single player is left (seed 002 "One Player Left")."""
        alive = self.alive()
        if len(alive) == 1:
            self._end_round(tuple(alive))
            return True
        return False

    def _showdown(self) -> None:
        """Everyone still in reveals their hand; the highest card wins (seed 002 "The Deck
        Runs Out"; RULINGS A11, O3; classic version)."""
        hands = {s: (self.hands[s][0] if self.hands[s] else None) for s in self.alive()}
        self.showdown = tuple(sorted(hands.items()))
        self._log("showdown", info=self.showdown)
        immune = [s for s in hands if self.immune[s] is not None]
        self._end_round(rules.showdown_winners(self.edition, hands, immune))

    def _end_round(self, winners: tuple[int, ...]) -> None:
        """Award Mythos tokens, check the game's end, set up the next round (A11-A13, O3, O5)."""
        self.round_winners = winners
        for w in winners:
            resolving = self.resolving[1] if self.resolving and self.resolving[0] == w else None
            self.tokens[w] = self.tokens[w].add(rules.insane_when_won(self.zones[w], resolving))
        self._log("round_end", info=winners)
        game = rules.game_winners(self.tokens)
        if game:
            self._end_game(game)
            return
        if len(winners) == 1:
            self.first_player = winners[0]
        if len(winners) > 1:
            self.phase = "first"
        else:
            self.phase = "deal"
            if winners:
                self._log("first_player", winners[0])
            else:
                self._log("first_player", self.first_player)

    def _end_game(self, winners: tuple[int, ...]) -> None:
        self.game_winners = winners
        self.phase = "over"
        self._log("game_end", info=winners)

    # ------------------------------------------------------------------ playing a card
    def _play(self, action: Action) -> None:
        seat, key = self.current, action.card
        self.hands[seat].remove(key)
        self.zones[seat].append(key)
        self.resolving = (seat, len(self.zones[seat]) - 1)
        self._log("play", seat, (key,), action.target, (action.effect, action.guess))
        eff = card_effect(key, action.effect)
        again = getattr(self, "_" + eff.behaviour)(seat, key, action)
        if self.phase in ("over", "first", "deal", "give"):
            return
        if self._one_left():
            return
        if again == "play":
            self.phase = "play"
            return
        if again == "extra_turn":
            self._log("extra_turn", seat)
            self._draw_and_play(seat)
            return
        if self.out[seat] or again is None:
            self._end_turn()



def table_options(options: dict | None) -> dict[str, str]:
    """Every table option (:data:`TABLE_OPTIONS`, RULINGS O10) with its value: those given in
    ``options`` (option name → value), the others at their first (default) value.

    Raises:
        ValueError: an unknown option, or a value the option does not allow (the message,
            a :class:`~companion.reason.Reason`, names the allowed ones).
    """
    opts = {name: values[0] for name, values in TABLE_OPTIONS.items()}
    for name, value in (options or {}).items():
        if name not in TABLE_OPTIONS:
            raise ValueError(Reason("app.obs_table_option", name=repr(name),
                                    known=", ".join(TABLE_OPTIONS)))
        if value not in TABLE_OPTIONS[name]:
            raise ValueError(Reason("app.obs_table_option_value", name=name,
                                    value=repr(value),
                                    allowed=", ".join(TABLE_OPTIONS[name])))
        opts[name] = value
    return opts


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
