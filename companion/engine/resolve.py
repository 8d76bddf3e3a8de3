"""How each card behaviour of :data:`companion.engine.effects.EFFECTS` changes the game.

A mixin of :class:`companion.engine.state.GameState`: one method per behaviour name
(``_compare`` for ``"compare"``...), called by ``RoundFlow._play``
(:mod:`companion.engine.round_flow`) after the played card is laid in its player's zone.
Each returns ``None`` (the turn ends), ``"play"`` (the player plays again: Stowaway /
Mi-Go / Golden Mead, Insane), ``"extra_turn"`` (Nightgaunt, Insane) or ``"wait"`` (it
changed the phase itself: round or game over, cards to give back). Sources are named on each method.
"""
from __future__ import annotations

from companion import rules


class CardEffects:
    """The card behaviours of the rules engine (see the module docstring)."""

    def _hand_rank(self, seat: int) -> int:
        """Rank of the single card in ``seat``'s hand, -1 with no card."""
        return rules.rank(self.hands[seat][0]) if self.hands[seat] else -1

    # Each behaviour returns None (turn ends), "play" (play again), "extra_turn",
    # or "wait" (a phase change it made itself).
    def _none(self, seat, key, action):
        return None

    def _self_out(self, seat, key, action):
        if rules.knocks_out_when_discarded(self.edition, key, played=True):
            self._knock_out(seat, "played " + key)

    def _cthulhu(self, seat, key, action):
        """Seed 002 card 8 Insane; RULINGS O14: Cthulhu itself does not count."""
        if rules.other_world_count(self.zones[seat]) - 1 >= 2:
            self._end_game((seat,))
            return "wait"
        self._knock_out(seat, "played " + key)

    def _win_round(self, seat, key, action):
        """Seed 002 card 7 Insane; RULINGS O12."""
        hand = self.hands[seat]
        if hand and rules.rank(hand[0]) >= rules.FORCED_PLAY_RANK:
            self._log("revealed_hand", seat, (hand[0],))
            self._end_round((seat,))
            return "wait"

    def _trade(self, seat, key, action):
        t = action.target
        if t is not None:
            self.hands[seat], self.hands[t] = self.hands[t], self.hands[seat]
            self._log("traded", seat, target=t)

    def _take_all(self, seat, key, action):
        """Seed 002 card 6 Insane; RULINGS A6: protected players included."""
        others = tuple(s for s in range(self.players) if s != seat and not self.out[s])
        if not others:
            return None
        for s in others:
            self.hands[seat].extend(self.hands[s])
            self.hands[s] = []
        self.recipients = others
        self._log("took_hands", seat, info=others)
        self.phase = "give"
        return "wait"

    def _give(self, cards: tuple[str, ...]) -> None:
        seat = self.current
        for s, k in zip(self.recipients, cards):
            self.hands[seat].remove(k)
            self.hands[s].append(k)
        self._log("gave", seat, info=self.recipients)
        self.recipients = ()
        self.phase = "play"
        self._end_turn()

    def _redraw(self, seat, key, action):
        """Seed 002 card 5 Sane; RULINGS O13: from the face-down card if the deck is empty."""
        t = action.target
        if self.hands[t]:
            card = self.hands[t].pop()
            self.zones[t].append(card)
            self._log("discard", t, (card,))
            if rules.knocks_out_when_discarded(self.edition, card, played=False):
                if self._knock_out(t, "discarded " + card):
                    return None
        if self.deck:
            self.hands[t].append(self.deck.pop())
            self._log("draw", t)
            if self.flipped:
                self._log_visible()
        elif self.face_down is not None:
            self.hands[t].append(self.face_down)
            self.face_down = None
            self._log("draw_face_down", t)

    def _steal(self, seat, key, action):
        """Stowaway / Mi-Go Insane (seed 002 card 5; RULINGS O8): then play again."""
        t = action.target
        if t is None:
            return None
        self.hands[seat].extend(self.hands[t])
        self.hands[t] = []
        self._log("stole", seat, target=t)
        if self.aside is not None:
            self.hands[t].append(self.aside)
            self._log("took_aside", t, (self.aside,))
            self.aside = None
        return "play"

    def _protect(self, seat, key, action):
        self.protected[seat] = True
        self._log("protected", seat)

    def _immune(self, seat, key, action):
        """RULINGS A8 (Necronomicon), O10 (Liber Ivonis, table option)."""
        turn = (key == "liber_ivonis" and self.options.get("liber_ivonis_duration") == "turn")
        self.immune[seat] = "turn" if turn else "round"
        self._log("immune", seat)

    def _compare(self, seat, key, action):
        """Seed 002 card 3 Sane: the lower hand is out; a tie does nothing."""
        t = action.target
        if t is None:
            return None
        mine, theirs = self._hand_rank(seat), self._hand_rank(t)
        self._log("compared", seat, target=t)
        if mine < theirs:
            self._knock_out(seat, "compared")
        elif theirs < mine:
            self._knock_out(t, "compared")

    def _kill_sane(self, seat, key, action):
        """Deep One / Hound of Tindalos Insane (RULINGS A5)."""
        if action.target is not None:
            self._knock_out(action.target, "played " + key)

    def _look(self, seat, key, action):
        if action.target is not None:
            self._log("looked", seat, target=action.target)

    def _extra_turn(self, seat, key, action):
        """Nightgaunt Insane (RULINGS A15): no Sanity check, protection does not expire."""
        if action.target is None:
            return None
        self._look(seat, key, action)
        return "extra_turn"

    def _mead(self, seat, key, action):
        """Golden Mead Insane (RULINGS O7, O16)."""
        if action.target is None:
            return None
        self._look(seat, key, action)
        if not self.deck:
            return None
        self.hands[seat].append(self.deck.pop())
        self._log("draw", seat)
        return "play"

    def _guess(self, seat, key, action):
        """Investigators (seed 002 card 1 Sane; RULINGS O6)."""
        t = action.target
        if t is None:
            return None
        if self._hand_rank(t) == action.guess:
            self._knock_out(t, "guessed")

    def _guess_insane(self, seat, key, action):
        """Cultists / Deep Ones Insane: out with a 1, else the guess (seed 002 card 1)."""
        t = action.target
        if t is None:
            return None
        if self._hand_rank(t) == 1:
            self._knock_out(t, "guessed")
        else:
            return self._guess(seat, key, action)

    def _tommy_gun(self, seat, key, action):
        """Seed 002 card 0 Sane; RULINGS A2, A9: no effect resolves; the round may end."""
        t = action.target
        count = min(2, len(self.deck))
        revealed = tuple(self.deck[::-1][:count])
        del self.deck[len(self.deck) - count:]
        self.zones[t].extend(revealed)
        self._log("placed", t, revealed, info=key)
        if count and self.flipped:
            self._log_visible()
        if count and not self.deck:
            self._showdown()
            return "wait"

    def _flip_deck(self, seat, key, action):
        """R'lyeh Insane (seed 002 card 0; RULINGS A3, A16)."""
        self.deck.reverse()
        self.flipped = not self.flipped
        self.rlyeh_owner = seat
        self._log("deck_flipped", seat)
        self._log_visible()
