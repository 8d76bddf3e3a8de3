"""What is said of a table cleared while a round is in progress
(:mod:`companion.app.mid_cleared`): the cleared-table line, with what to do (the open
question, the stall, the card last undone). A part of
:class:`companion.app.live_deal.NextDeal` (:class:`MidClearedSaid`), split from
:mod:`companion.app.live_deal` by job (rf68b).
"""
from __future__ import annotations

from companion.app.undone_before_answer import undone_named as undone_named_now
from companion.cards import card
from companion.tracker.observations import Observation, ObservationError


class MidClearedSaid:
    """The lines said of a table cleared in a round's middle: a part of
    :class:`~companion.app.live_deal.NextDeal` (a mixin of
    :class:`companion.app.live.LiveTable` through it: it uses the table's attributes that
    class's docstring lists)."""

    def _cleared_question_key(self) -> str:
        """The catalog key of the line said before the open question when the table was
        cleared while the round is not settled: ``app.cleared_end_asked`` when the answer
        decides whether the round is over (:meth:`Tracker.end_asked
        <companion.tracker.table_queries.TableQueries.end_asked>`; cq64: "round 1 is not
        over" would say the "no" account as fact), else ``app.cleared_mid_round_question``."""
        return "app.cleared_end_asked" if self.session.tracker.end_asked() \
            else "app.cleared_mid_round_question"

    def _say_cleared(self, view, kept: list) -> None:
        """Say that the table was cleared while round ``view.round`` is not over
        (:meth:`_cleared_mid_round`; again: :mod:`companion.app.cleared_again`): with the
        open question, else with what is missing and the cards ``kept`` behind it when
        the table stalled (:class:`~companion.app.left_cards.LeftCard` objects), else with
        the card awaited and what to do."""
        if self.session.tracker.question is not None:
            self.session.ask(self._cleared_question_key(), round=view.round)
        elif kept and self.stall is not None and self.stall.asked:
            # what is missing and what to do, with the cards kept for after it
            self.session.tell("app.cleared_mid_stalled", count=len(kept), round=view.round,
                              expected=self._expected(), stale=self.session.taken_since())
            self.session.remind_blamed()  # the answer the kept cards contradict (QA39 H1)
        else:
            # with the turn the missed card is awaited for (session 40, stk3 by ear: "If it
            # ended, press Enter and the missed card's rank" named no card, no turn); over
            # once the round is settled or its cards are back (last37, QA37 en5: said
            # again after the win), not at an input: cut by Enter's card, it is said again
            # to ask for a Sanity check's next card (en5: the round ends so)
            # nor once the wait it names changed (fresh QA60 MEDIUM-1, r4: cut by plus's
            # "The cards have settled the question about Alice …: the lines to come say
            # how.", it was said again, "still waiting for Alice's play", her play taken)
            rnd, waited = view.round, self.session.waited
            key, args = self._cleared_mid_line(
                rnd, undone_named=self.session.kept_round_names_undone())
            self.session.tell(key, **args, stale=lambda: self._cleared_over(rnd)
                              or self.session.waited != waited)
            # a recent answer may be what keeps the round going (QA50 F720)
            self.session.blame_kept_round(rnd, over=lambda: self._cleared_over(rnd))

    def _cleared_mid_line(self, round_: int, undone_named: bool = False
                          ) -> tuple[str, dict]:
        """The cleared-table line of ``round_`` (no question open, no stall): its
        catalog key and arguments. ``app.cleared_mid_round_undo_named`` when the line
        after it names (``undone_named``), or named, the card undone before the answer
        that keeps the round going (``app.cleared_by_undo``:
        :func:`~companion.app.undone_before_answer.undone_named`): Enter's rank and minus
        twice then give that card back, so no other way out is said (review of hi4, LOW:
        "If it ended, press Enter and the missed card's rank; to replay it, undo each card:
        minus twice."). ``app.cleared_mid_round_undone`` when the card last
        undone is the one the table waits for (:meth:`_undone_awaited`): its name (said
        already, face up: "Undone: …") and the rank to enter (session 40, QA en3 by ear:
        the round's last card undone, left out, gathered; every next card held, and
        "the missed card's rank" named none)."""
        args = {"round": round_, "expected": self._expected()}
        if undone_named or undone_named_now(self.session) is not None:
            return "app.cleared_mid_round_undo_named", args
        undone = self._undone_awaited()
        if undone is None:
            return "app.cleared_mid_round", args
        seat, key = undone
        undone_card = card(key)
        return "app.cleared_mid_round_undone", dict(
            args, card=undone_card.name(self.session.lang), rank=undone_card.rank,
            player=self.session.tracker.names[seat])

    def _undone_awaited(self) -> tuple[int, str] | None:
        """``(seat, card key)`` (seat 0-based) of the card last undone
        (:attr:`~companion.app.live.LiveTable.undone_card`, one card read) when it is
        still what the table waits for: nothing entered since the undo (the history as
        the undo left it: the same round too), and the tracker would take it now with no
        inconsistency (:meth:`Tracker.trial`); else ``None``."""
        undone, tracker = self.undone_card, self.session.tracker
        if undone is None or not tracker.started:
            return None
        seat, cards, length = undone
        if len(cards) != 1 or len(tracker.history) != length:
            return None
        try:
            events = tracker.trial(Observation("card", seat, cards))
        except ObservationError:
            return None
        if any(e.kind == "inconsistency" for e in events):
            return None
        return seat, cards[0]
