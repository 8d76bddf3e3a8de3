"""How a game moves on once an action is taken: the deal, turns, Sanity checks, draws,
knock-outs, the round's end and the game's (seed 002 "Setup", "Player Turn", "Sanity
Checks", "End of the Round", "End of Game"; the RULINGS items named at each method).

A mixin of :class:`companion.engine.state.GameState` (whose attributes it changes); the
card effects themselves are :class:`companion.engine.resolve.CardEffects`.
"""
from __future__ import annotations

from companion import rules
from companion.cards import Edition
from companion.engine.actions import Action
from companion.engine.effects import effect as card_effect
from companion.engine.events import Event


class RoundFlow:
    """The round and turn flow of the rules engine (see the module docstring)."""

    def _apply(self, action: Action) -> None:
        """Carry out a checked action (``GameState.apply_action`` / ``push`` checked it)."""
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
            self._log("first_player", action.target)
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


__all__ = ["RoundFlow"]
