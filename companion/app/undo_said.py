"""What the undo says: a round's end or a won game undone, back or corrected, the Insane line
unheard, a player back in or out, the table's new wait. A part of
:class:`companion.app.undo_key.UndoKey` (:class:`UndoSaid`), split from
:mod:`companion.app.undo_key` by job (rf69).
"""
from __future__ import annotations

from dataclasses import replace

from companion.cards import card
from companion.narration.catalog import message
from companion.narration.narrate import narrate, token_words, wait_phrase
from companion.tracker.events import TableEvent


class UndoSaid:
    """The undo's lines in :class:`~companion.app.undo_key.UndoKey` (a mixin: it
    uses what :class:`~companion.app.undo_key.UndoKey` uses)."""

    def _say_round_end_undone(self, before, held: bool) -> None:
        """The undo took back the round's end (``before``: the public view before it): say
        its win and token are taken back (QA18 N8: without a word), or, its result held for
        the open question (``held``: no winner nor token said), only that the round is not
        over any more, once its end was said (:attr:`round_result_told`), else nothing
        (fresh QA55 LOW-1: "its token is taken back", no token ever said). Once said, the
        lines of that end heard before are said again when it comes again
        (:meth:`~companion.app.said_again.SaidAgain.round_end_told`; fresh QA62 MEDIUM-2)."""
        if not held:
            self.tell("app.undone_round_end", count=1 + bool(before.game_winners),
                      **token_words(self.lang, self.tracker.edition))
        elif self.round_result_told == before.round:
            self.round_result_told = 0
            self.tell("app.undone_round_end_held")
        else:
            return
        # the end's lines heard no longer stand: said again when it comes again (QA62 M2)
        self.said_for.round_end_told()

    def _say_game_won_undone(self) -> None:
        """The undo (or a slash correction) took back a game won with no round won nor
        token taken (an Insane Cthulhu, RULINGS O14/A13: its player wins the game, nobody
        takes a token): say the game is not over any more (``app.undone_game_won``); the
        lines of that end heard no longer stand, said again when it comes again
        (:meth:`~companion.app.said_again.SaidAgain.round_end_told`). Fresh QA63 MEDIUM-1
        (r3): Bob's Cthulhu answered Insane ("Bob wins the game with Cthulhu!"), then minus
        twice said only "Undone: the last answer." and the question again; review of qh62:
        corrected to the Elder Sign by slash, nothing of the game no longer won."""
        self.tell("app.undone_game_won")
        self.said_for.round_end_told()

    def _say_round_end_back(self, before) -> None:
        """After an undone correction: say the round's end it restores (``before``: the
        public view before the undo, the round going on), its winner and token, when every
        account tells it (not held for a question). Review of k60 (a self-out that leaves
        one player in ends the round at once, :func:`companion.tracker.flow.round_over_owed`):
        Bob's Cthulhu ("Carol wins the round and has 1 Sane.") corrected to The Sailor, then
        the correction undone, said "Bob is out." and nothing of Carol's win and token,
        back in the tracker. A game won with Cthulhu (Insane: no round won,
        :func:`_game_won_undone`) that the undone correction restores is said again ("Alice
        wins the game with Cthulhu!"), "The game is not over any more." having been said of
        that correction (:meth:`_say_game_won_undone`; ct63)."""
        after = self.tracker.view()
        if _game_won_undone(after, before):  # the game won with Cthulhu, back (ct63)
            winner = after.game_winners[0]
            ended = TableEvent("game_won", info=after.game_winners, value=tuple(
                (seat.tokens.sane, seat.tokens.insane) for seat in after.seats),
                cards=after.seats[winner].zone[-1:])
            self._answer_text(narrate(ended, self.tracker.names, self.lang, "brief",
                                      self.tracker.edition))
            return
        if before.round_winners or not after.round_winners or after.round != before.round \
                or self.tracker.round_end_held() or self.tracker.end_held():
            return  # (held again for the self-out's hand: said with the next input, k61)
        if after.game_winners:
            return  # (said by the game's end the undo restores, if any)
        ended = TableEvent("round_ended", info=after.round_winners, value=tuple(
            (seat.tokens.sane, seat.tokens.insane) for seat in after.seats))
        self._answer_text(narrate(ended, self.tracker.names, self.lang, "brief",
                                  self.tracker.edition))

    def _say_round_end_corrected(self, before, held: bool, unsaid: bool = False) -> None:
        """After a taken slash correction (``before``: the public view before it, ``held``:
        its round's end held for a question then): say the round's end it took back, as
        an undo of it says it (:meth:`_say_round_end_undone`). Review of k60: Bob's Cthulhu
        ended the round at once ("Carol wins the round and has 1 Sane."); corrected to The
        Sailor, only "Bob is still in after all." was said, Carol's win and token left
        standing. ``unsaid``: that end was still held for the self-out's hand, its winner
        and token never said (``Tracker.end_held``, k61): taken back as a held result."""
        after = self.tracker.view()
        if before.round_winners and not after.round_winners and after.round == before.round:
            self._say_round_end_undone(before, held or unsaid)
        elif _game_won_undone(before, after):
            self._say_game_won_undone()

    def say_insane_unheard(self, say: bool = True) -> None:
        """After an undo and its own line: the "now Insane" lines of the inputs it took
        back that the player did not hear, their fact standing (the tracker keeps such a
        line said once per card: :func:`companion.tracker.flow.insane_said_stays`), said
        now, once (:meth:`~companion.app.said_again.SaidAgain.insane_unheard`). Fresh
        QA61 MEDIUM-1 (g2/run2): minus twice right after the answer "la Mitraillette" cut
        "Carol sombre dans la folie." unsaid; the answer given again did not say it. Each
        is over (``stale()``) once its player is not Insane in every account (the card that
        made them so undone too, or the round over: review of qm61a, HIGH: minus twice twice
        more took back the Deep One, and "Ann is now Insane." was still to be said).
        ``say`` false (a correction undone: the restored table's own lines tell it, its
        Other World card's effect maybe still resolving): they are forgotten unsaid (review
        of qm61a: "Alice is now Insane." was said before the question her Cultists' effect
        waits on, tests/companion/app/test_keys38b.py)."""
        lines = self.said_for.insane_unheard(self.tracker)
        for line in lines if say else ():
            self._emit(replace(line, stale=lambda seat=line.fact[1]: not all(
                h.insane(seat) for h in self.tracker.hyps)))

    def _say_restored(self) -> None:
        """After an undone correction of an older card: the lines of the inputs after that
        card, which its replayed lines had replaced, said again, once, as said before
        (:meth:`~companion.app.said_for.SaidFor.restored`; session 32's review: "Carol
        passes.", "18 cards left." were never said though the table held them). A question
        is not among them: the undo asks the open question itself, and one closed since is
        over (QA38 #2, pU: "was that Bob's hand?" was said twice in a row)."""
        for record, sayings in self.said_for.restored(self.tracker.history):
            with self.said_for.restoring(record):
                for said, names in sayings:
                    if said.kind == "question":
                        continue
                    with self.said_for.naming(names):
                        self._emit(replace(said, brings=()))

    def _say_back_out_or_in(self, was_out: list[bool]) -> None:
        """After an undone correction: say each player the restored reading puts out or
        back in ("Bob is out." again; QA13b F7 leftover: the listener last heard the
        corrected "Bob: The Sailor." and had to press 5 to learn Bob was out again)."""
        owed = self.tracker.hand_seats()
        for s, seat in enumerate(self.tracker.view().seats):
            if s >= len(was_out) or seat.out == was_out[s]:
                continue
            player = self._player(s)
            if not seat.out:
                text = message(self.lang, "still_in.brief", player=player)
            elif s in owed or not seat.zone:
                text = message(self.lang, "player_out_nohand.brief", player=player)
            else:
                text = message(self.lang, "player_out.brief", player=player,
                               cards=card(seat.zone[-1]).name(self.lang))
            self._answer_text(text)

    def _say_new_wait(self, waited: tuple) -> None:
        """After an undone correction: say what the table waits for when it changed (QA17
        #2: undoing a correction that had made Alice Insane left "Alice: Sanity check, 1
        card." standing, and a card she revealed would have been read as her play)."""
        kind, seat, played = self.tracker.waiting()
        if (kind, seat, played) == waited or seat is None:
            return
        self._answer_text(message(self.lang, "app.waiting_for", expected=wait_phrase(
            self.lang, kind, self._player(seat), played)))


def _game_won_undone(before, after) -> bool:
    """Whether an undo or a correction took back a game won with no round won (``before``,
    ``after``: the public views before and after it; swapped, whether an undone
    correction restored one,
    :class:`~companion.engine.views.PublicView`): an Insane Cthulhu's win (RULINGS
    O14/A13), the round the same."""
    return bool(before.game_winners) and not before.round_winners \
        and not after.game_winners and after.round == before.round
