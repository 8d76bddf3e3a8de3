"""Key 4: the Mythos tokens (the edition's word), the round's result every account tells while
the open question splits them, the tokens line, what the open question decides. A part of
:class:`companion.app.info_keys.InfoKeys` (:class:`ScoreKey`), split from
:mod:`companion.app.info_keys` by job (rf70).
"""
from __future__ import annotations

from companion.narration.narrate import token_words, tokens_summary
from companion.tracker.result_foreseen import Foreseen, result_either_way
from companion.tracker.table_queries import ROUND_OVER_WAITS


class ScoreKey:
    """Key 4 in :class:`~companion.app.info_keys.InfoKeys` (a mixin: it uses
    what :class:`~companion.app.info_keys.InfoKeys` uses)."""

    def _key_scores(self, _command) -> None:
        """Key 4: "Mythos tokens." (the edition's word: "Sanity tokens." in the original
        edition, :func:`~companion.narration.narrate.token_words`) and
        :func:`~companion.narration.narrate.tokens_summary` ("Player 3 has 1 Sane; the others
        none."); "nobody has one yet" at the start (QA18 N7: "Sane 0, Insane 0" for each of 6
        players took 15 s by ear; QA19 #6: "Player 3 1 Sane" was heard as "player three
        one"). A round won while players are only probably out
        (``Tracker.result_hinges_on``): "Mythos tokens, if Bob is out (not confirmed): …"
        until the next deal (review of probable43). The accounts kept differing on whose
        the last round's token is (an open question decides who won it, or the new round's
        first card will: seed 002 "Starting the Next Round"): the tokens they all give,
        and who may take that one ("Mythos tokens, not counting the last round's, which
        Alice or Bob takes: …"; review of deal45: the first account's were said as fact),
        "which Dan may take" when some account gives it to nobody (fresh QA62 HIGH-1:
        Cthulhu's Insane effect wins the game, no token; RULINGS A13);
        mid-round (some account has the round won, another has it going on), the tokens
        every account gives, as if none were won yet. Either way, while the open question
        decides it, that the round's token depends on its answer, the question said after
        (:meth:`_scores_pending`). After rounds the table played unseen
        (:attr:`rounds_lost`): "Mythos tokens, not counting the rounds I lost (the table's
        are right): …" (review of late49: the count missing them was said as fact)."""
        view = self.tracker.view()
        edition = self.tracker.edition
        words = token_words(self.lang, edition)
        tokens = [(v.tokens.sane, v.tokens.insane) for v in view.seats]
        hyps = self.tracker.hyps
        apart = [s for s in range(len(tokens)) if len({h.tokens[s] for h in hyps}) > 1]
        foreseen = self._result_either_way() if apart else None
        if foreseen is not None:  # every account ends the round alike: its tokens, as fact
            self._tell_tokens(view, list(foreseen.tokens), words)  # (fresh QA62b LOW-1)
            return
        if apart:
            agreed = [(min(h.tokens[s].sane for h in hyps), min(h.tokens[s].insane for h in hyps))
                      for s in range(len(tokens))]
            if len({h.wait[0] in ROUND_OVER_WAITS for h in hyps}) == 1:  # every account
                # has the round over, or the next one dealt past the question: the last
                # round's token (fresh QA52 M5: one account with the game won, "over", the
                # other with the round going on, said "which Bob takes"); "may take" when
                # some account gives it to nobody (fresh QA62 HIGH-1: Alice's Cthulhu,
                # Insane her game won, no token; said "which Dan takes")
                nobody = any(all((h.tokens[s].sane, h.tokens[s].insane) == agreed[s]
                                 for s in apart) for h in hyps)
                self.tell("app.scores_undecided_maybe" if nobody else "app.scores_undecided",
                          players=self.names_of(apart, style="or"),
                          list=tokens_summary(self.lang, [self._player(s)
                                                          for s in range(len(tokens))],
                                              agreed, edition), **words)
                self._scores_pending(words)
                return
            # mid-round, some account has it won on an open question: the tokens every
            # account gives, no winner named (reread of deal45: "…which Alice takes" was
            # said while the question could still keep the round going); the round's
            # token then depends on the open question, named (fresh QA62 HIGH-1)
            self._tell_tokens(view, agreed, words)
            self._scores_pending(words)
            return
        self._tell_tokens(view, tokens, words)

    def _result_either_way(self) -> Foreseen | None:
        """The round's result every account the tracker keeps tells while its open question
        splits them (:func:`~companion.tracker.result_foreseen.result_either_way`: one
        winner, the same tokens, the same game's end, some account's end not said yet as
        it waits for a knocked-out hand), or ``None`` (no question open, the session's list
        open, or the answer decides the result). Keys 5 and 4 say it as fact (fresh QA62b
        LOW-1; seed 002 "End of the Round", "Out of the Round")."""
        if self.tracker.question is None or self.choice:
            return None
        return result_either_way(self.tracker.hyps)

    def _tell_tokens(self, view, tokens: list[tuple[int, int]], words: dict[str, str]) -> None:
        """Key 4's tokens line (:meth:`_key_scores`): ``tokens``, ``(sane, insane)`` per
        seat (0-based), of ``view`` (the tracker's public view); ``words``:
        :func:`~companion.narration.narrate.token_words`."""
        edition = self.tracker.edition
        if self.rounds_lost:  # the table played rounds unseen (companion.app.lost_rounds)
            self.tell("app.scores_lost", list=tokens_summary(
                self.lang, [self._player(s) for s in range(len(tokens))], tokens, edition),
                **words)
            return
        if not any(sane or insane for sane, insane in tokens):  # "yet": not once it is won
            self.tell("app.scores_nobody_over" if view.game_winners else "app.scores_nobody",
                      **words)
            return
        summary = tokens_summary(
            self.lang, [self._player(s) for s in range(len(tokens))], tokens, edition)
        # the round won while players are only probably out: its token counts only if
        # they are (review of probable43: "Dan wins the round" was said as fact)
        held = self.tracker.result_hinges_on()
        if held:
            self.tell("app.scores_if_out", count=len(held), list=summary,
                      players=self.names_of(held), **words)
            return
        self.tell("app.scores", list=summary, **words)

    def _scores_pending(self, words: dict[str, str]) -> None:
        """After key 4's tokens while the accounts differ on the round's (``words``:
        :func:`~companion.narration.narrate.token_words`): when the open question decides
        it, that the round's token depends on its answer, and the question ("The round's
        Sanity token depends on the answer to the open question: Alice: Sane or Insane
        effect? …"; fresh QA62 HIGH-1: "which Dan takes" was said as fact, the Insane
        answer winning Alice the game with no token). Nothing when no question is open
        (the next round's first card tells: ``app.result_by_first_card``) or the session's
        list is (as :meth:`_pending`)."""
        if self.tracker.question is not None and not self.choice:
            self.ask("app.scores_waits_answer", **words)
