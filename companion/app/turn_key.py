"""Key 5 (whose turn), and the players the accounts kept differ on whether they are out (also
said by key 8): a turn unless a player is out, the seats whose turn it may be, those out
only by an effect still to come. A part of :class:`companion.app.info_keys.InfoKeys`
(:class:`TurnKey`), split from :mod:`companion.app.info_keys` by job (rf70).
"""
from __future__ import annotations

from companion.app.result_held import game_may_end
from companion.narration.catalog import message
from companion.narration.narrate import wait_phrase
from companion.rules import other_world_count
from companion.tracker.doubts import unsure_facts


class TurnKey:
    """Key 5 and the players maybe out, in
    :class:`~companion.app.info_keys.InfoKeys` (a mixin: it uses what
    :class:`~companion.app.info_keys.InfoKeys` uses)."""

    def _key_whose_turn(self, _command) -> None:
        view = self._view_told()
        over = self._game_over(view)
        if over:
            self._answer_text(over)
            return
        foreseen = self._result_either_way()
        if foreseen is not None:  # the one left in wins, whatever the answer: the fact
            # (fresh QA62b LOW-1: "Whose turn it is depends on the answer", Alice out
            # either way, Bob the round's and the game's winner)
            self.tell("app.game_won_either_way" if foreseen.game_won
                      else "app.round_won_either_way", player=self._player(foreseen.winner))
            return
        if view.active is None:
            self.tell("app.no_turn")
            if self.tracker.question is not None and not self.choice \
                    and (self.tracker.round_end_held() and self.tracker.deal_closes_question()
                         or game_may_end(self.tracker)):
                # the round's result waits for it, not the deal, taken past it when the
                # first card or the deal tells (review of deal45: "The next deal waits");
                # nor is a deal sure when its answer may end the game (fresh QA62 HIGH-1)
                self.ask("app.round_result_waits_answer")
            elif self.tracker.question is not None and not self.choice \
                    and not self.tracker.deal_closes_question():
                # between rounds the next deal waits for the open question's answer: say so
                # and ask it again (QA F6: only "No turn in progress." was said); not when
                # the deal will be taken past it (reread of deal45)
                self.deal_waits()
            return
        if self.tracker.question is not None and self.tracker.question.value != "holder" \
                and (not self.tracker.active_settled() or self._held_moved_turn()):
            # the answer decides whose turn it is: no name (QA13b N8 named the player who
            # had just played); not who took the Stowaway Eggs, which never does (review
            # of qh63: asked first, the question that does waits for the next input)
            self.ask("app.turn_depends")
            return
        if not self.tracker.active_settled():
            # no question yet: the next card tells (QA: after Bob's Boxer, no target told,
            # "It is Cy's turn." while Bob or Cy may have lost the compare)
            unless = self._turn_unless_out()
            if unless is not None:  # QA22 #9: "Ann, Bob, or Cy may be out" named everyone
                self._tell_turn_unless(*unless)
            elif maybe := self._maybe_out():
                self.tell("app.turn_depends_card", count=len(maybe),
                          players=self.names_of(maybe, style="or"))
            elif turns := self._turns_possible():
                self.tell("app.turn_depends_players", players=self.names_of(turns, style="or"))
            else:
                self.tell("app.turn_depends_next")
            return
        seat = view.active
        player = self._player(seat)
        kind, wseat, played = self.tracker.waiting()
        if len({h.wait[0] for h in self.tracker.hyps}) > 1:
            kind = "play"  # the open question decides it (QA23 #24: a Stowaway's Sane
            # discard was said awaited while Sane or Insane was asked)
        if kind == "check" and all(h.wait[0] == "check" and h.wait[3]
                                   for h in self.tracker.hyps):
            kind = "check_next"  # its first cards in (QA58 MEDIUM-1, r2c: "waiting for
            # Alice's Sanity check" with its first card in the log)
        # mid Sanity check, an Other World card among its first cards: the check's cards,
        # then "fails", then "out" (seed 002 "Sanity Checks"; RULINGS A14): not out yet
        # as heard (fresh QA65 L3, n245: "Carol is out." before her 2nd card and "Carol
        # fails")
        out = view.seats[seat].out and kind != "check_next"
        parts = [message(self.lang, "app.whose_turn", player=player)]
        if out:  # a failed Sanity check: no turn, the hand is awaited
            parts = [message(self.lang, "app.active_out", player=player)]  # (QA N3)
        elif view.seats[seat].insane:
            parts.append(message(self.lang, "app.state_insane", player=player,
                                 count=other_world_count(view.seats[seat].zone)))
        if view.seats[seat].protected and not out:
            parts.append(message(self.lang, "app.state_protected", player=player))
        if kind != "play":  # QA: after a failed Sanity check, only "It is Bob's turn."
            parts.append(message(self.lang, "app.waiting_for", expected=wait_phrase(
                self.lang, kind, self._player(wseat if wseat is not None else seat), played,
                [self._player(s) for s in self.tracker.showdown_seats()])))
        for late in self.tracker.late_hands():  # a knocked-out hand not laid yet (QA F26)
            parts.append(message(self.lang, "app.waiting_for", expected=wait_phrase(
                self.lang, "hand", self._player(late))))
        self._answer_text(" ".join(parts))
        self._pending()

    def _turn_unless_out(self) -> tuple[int, list[int]] | None:
        """While the accounts kept differ on whose turn it is only because one player may
        be out (after a Boxer with no target told, Bob plays unless he lost the compare):
        ``(that player's seat, the seats that may play instead, in turn order after it)``;
        ``None`` otherwise (some account has no turn, or no one player decides it)."""
        hyps = self.tracker.hyps
        turns = self.tracker.next_turns()
        actives = set(turns)
        if None in actives or len(actives) < 2:
            return None
        for seat in sorted(actives):
            if all(h.out[seat] for h, turn in zip(hyps, turns) if turn != seat):
                n = len(self.tracker.names)
                return seat, sorted(actives - {seat}, key=lambda s: (s - seat) % n)
        return None

    def _tell_turn_unless(self, first: int, then: list[int]) -> None:
        """Say "It is Bob's turn, unless Bob is out: then Cy plays." (``first`` and
        ``then``: seats, 0-based, as :meth:`_turn_unless_out` gives them)."""
        self.tell("app.turn_unless_out", player=self._player(first),
                  next=self.names_of(then, style="or"))

    def _turns_possible(self) -> list[int]:
        """The seats whose turn it may be, when every account kept names one (an Insane
        Nightgaunt: its player's extra turn, seed 002 card 2 and RULINGS A15, or the next
        player's after its Sane look; QA23 #21: key 5 named nobody), the player of the
        card being resolved first, then in turn order; ``[]`` otherwise."""
        turns = self.tracker.next_turns()
        if None in turns or len(set(turns)) < 2:
            return []
        state = self.tracker.state
        start = state.play.seat if state.play is not None else state.active
        n = len(self.tracker.names)
        return sorted(set(turns), key=lambda s: (s - start) % n)

    def _maybe_out(self) -> list[int]:
        """The seats the accounts kept differ on whether they are out (not confirmed), and
        those said only probably out (``Tracker.probably_out``: the cards alone closed the
        question, QA42 H1; or held out while their zone was unread, QA43 M1: "Carol is
        out" for a player with no seat marker, who never sat), their hand not named."""
        hyps = self.tracker.hyps
        return sorted({*self.tracker.probably_out(),
                       *(s for s in range(len(self.tracker.names))
                         if "out" in unsure_facts(hyps, s))})

    def _out_by_effect(self, maybe: list[int]) -> tuple[list[int], object, bool]:
        """Of ``maybe`` (seats, 0-based, :meth:`_maybe_out`): those out only in the accounts
        whose hand, laid face up, is still to come (awaited: ``wait`` ``("hand", seat, …)``;
        or owed, the table gone on: :attr:`~companion.tracker.table.TableState.late`) after
        the effect of one play, whose target no card told (a guess, a compare: seed 002's
        Investigators and Boxer, RULINGS A1): said together as that play's effect not known
        yet (fresh QA51 run E: "Alice, Bob, Carol, Dan, and Eve may be out" right after
        Fay's Investigators); one alone is named with that play (fresh QA57 LOW-1: "Carol
        may be out" after Bob's Investigators, Alice protected, was heard as said ahead).
        With them the seats that play may have chosen whose next card the table waits for
        (:func:`_next_settles`): the tracker keeps no account of their out, the next card
        in their zone tells it (its play or their hand), but the table has said no more of
        them than of the others (fresh QA59 M2, run B: "Bob, Dan, and Eve may be out (not
        confirmed); Alice is in; Carol is in." after Alice's Cultists and "was the Shoggoth
        Bob's hand?", Dan and Eve's hands owed, Carol's turn next).

        Returns ``(seats, play, sure)``: ``play`` the tracker's ``PlayNote`` of that play,
        ``sure`` whether every account holds it as a play (``False``: another account took
        the card for a hand, the question open; fresh QA56 HIGH-1: "Dan played the
        Investigators" was said as fact while asked whether it was Dan's hand, laid because
        Carol's Boxer put him out). ``([], None, False)`` when no seat, no single such
        play, or its target told (a Boxer aimed at Cy: "Ann and Cy may be out", review of
        keys51)."""
        hyps, held = self.tracker.hyps, self.tracker.probably_out()
        seats = [s for s in maybe if s not in held and all(
            _knocked_by(h, s) is not None for h in hyps if h.out[s])]
        plays = {(n.seat, n.card, _nth(h, n)) for s in seats for h in hyps if h.out[s]
                 for n in (_knocked_by(h, s),)}
        if not seats or len(plays) != 1:
            return [], None, False
        play = next(iter(plays))
        same = [n for h in hyps for n in (_note_of(h, play),) if n is not None]
        targets = {n.target for n in same}
        if len(targets) == 1 and None not in targets:  # its target told: name them (review)
            return [], None, False
        note = next((n for n in same if any(
            h.out[s] and _knocked_by(h, s) is n for h in hyps for s in seats)), same[0])
        seats += [s for s in note.valid if s not in maybe and _next_settles(hyps, s)]
        return sorted(seats), note, len(same) == len(hyps)


def _knocked_by(h, seat: int):
    """The ``PlayNote`` of the play that put ``seat`` out in the account ``h`` (a
    :class:`~companion.tracker.table.TableState`) whose hand, laid face up, is still to
    come: awaited (``wait`` ``("hand", seat, …)``) or owed (``late``, the table gone on
    before it; QA F26); ``None`` otherwise (its hand laid, or said out by its own card)."""
    if h.wait[:2] == ("hand", seat):
        return h.play
    return next((note for s, _, note in h.late if s == seat), None)


def _note_of(h, play: tuple):
    """The ``PlayNote`` of ``play`` (``(seat, card key, nth)``: that seat's ``nth`` play of
    that card this round, 0-based, :func:`_nth`) in the account ``h``: the play resolving,
    or one played earlier this round (``earlier``), an owed hand's knocking play among
    them; ``None`` when ``h`` holds no such play (it took that card for a hand). A seat's
    earlier play of the same card is another play (review of m60a: Alice's second
    Investigators, perhaps her hand after Carol's Boxer, was said "Alice played the
    Investigators: it may have put Carol out" as fact, her first one matched)."""
    seat, key, nth = play
    same = [n for n in _round_plays(h) if (n.seat, n.card) == (seat, key)]
    return same[nth] if 0 <= nth < len(same) else None


def _round_plays(h) -> tuple:
    """The ``PlayNote`` of each play of this round in the account ``h``, oldest first."""
    return (*h.earlier, *((h.play,) if h.play is not None else ()))


def _nth(h, note) -> int:
    """How many plays of ``note``'s card by its seat the account ``h`` holds before it this
    round (the same play across accounts, as ``tracker.questions.earlier_effect`` tells
    it); an owed hand's note no longer among them (replaced since) is taken as the
    newest."""
    same = [n for n in _round_plays(h) if (n.seat, n.card) == (note.seat, note.card)]
    return next((i for i, n in enumerate(same) if n is note), len(same) - 1)


def _next_settles(hyps, seat: int) -> bool:
    """Whether every account of ``hyps`` has ``seat`` in, not immune (seed 002 card 4,
    Necronomicon: an Insane one cannot be knocked out), and waits for its next card, its
    play or, Insane, the first card of its Sanity check (seed 002 "Sanity Checks";
    ``wait`` ``("check", seat, left, ())``): the tracker then keeps no account of ``seat``
    put out by the play resolving, its hand owed, as the next card in its zone tells
    (``Tracker._step``'s late hands, QA F1; review of m60a: an Insane next player was said
    "in" as fact, a Sane one "in, unless that play put them out")."""
    return all(not h.out[seat] and h.immune[seat] is None and (
        h.wait[:2] == ("play", seat) or h.wait[:2] == ("check", seat) and not h.wait[3])
        for h in hyps)
