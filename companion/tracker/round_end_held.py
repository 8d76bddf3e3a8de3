"""The round's end held while the accounts differ on it, released once they agree, and the
round's result hedged meanwhile. A part of :class:`companion.tracker.tracker.Tracker`
(:class:`EndHeld`), split from :mod:`companion.tracker.tracker` by job (rf69).
"""
from __future__ import annotations

from dataclasses import replace

from companion.tracker.events import TableEvent
from companion.tracker.round_result import result_held


class EndHeld:
    """The held round end of :class:`~companion.tracker.tracker.Tracker` (a
    mixin: it uses the tracker's ``hyps``, ``history`` and its players only probably out,
    :class:`~companion.tracker.probably_out.ProbablyOut`)."""

    def round_end_held(self) -> bool:
        """Whether a round's end waits for the open question's answer: some account has
        ended the round, its result not said yet (it depends on the answer:
        :func:`.round_result.result_held`). A result every account tells was said at once
        (:func:`.round_result.result_agreed`, QA43 H1); the live table's "Gather all the
        cards" waits with a held one."""
        return result_held(self.question, [h.events for h in self.hyps])

    def end_held(self) -> bool:
        """Whether a round's end is held unsaid (:attr:`~.table.TableState.end_held`),
        the same in every account: a player's own card ended the round at once, that
        player's hand owed (:func:`~.flow.round_over_owed`), and no input came since. Its
        result is already the table's (:meth:`view`: the next card is the next deal's);
        the next input says it (after that hand's line when it is the hand), or
        :meth:`release_end`. ``False`` when the accounts hold different ends, or only some
        hold one (Bob's Cthulhu his play, or his hand a guess named): their next input says
        each its own, as any news they differ on."""
        return bool(self._end_held_alike())

    def _end_held_alike(self) -> tuple:
        """The round's end every account holds alike (:meth:`end_held`), ``()`` if none."""
        held = {h.end_held for h in self.hyps}
        return next(iter(held)) if len(held) == 1 else ()

    def release_end(self) -> list[TableEvent]:
        """Say the round's end held (:meth:`end_held`) now, with no input: its events
        (``[]`` when none), no longer held. The live table calls it when the owed hand
        did not come within ``companion.app.end_held.END_HELD_S`` (k61; fresh QA60
        HIGH-1: the hand was never read). Held events are what the table says, not what
        it holds: they are changed in place, so an undo of a later input does not say
        them again (as :attr:`~.table.TableState.said_out`)."""
        events = list(self._end_held_alike())
        if not events:
            return []
        for h in self.hyps:
            h.end_held = ()
        return self._results_hedged(events)

    def _results_hedged(self, events: list[TableEvent]) -> list[TableEvent]:
        """``events``, each ``round_ended`` and each ``game_won`` won by tokens (no card)
        given :attr:`~.events.TableEvent.hedge` ``((seat, asked), ...)`` when seats are
        only probably out now (:meth:`probably_out`): the round ended because the cards
        alone put them out, and if one of them is still in, nobody won it yet (review of
        probable43: "Dan wins the round and has 1 Sane." was said as fact while Bob, only
        probably out, may still hold his card). Said "If Bob is out: Dan wins the round
        …" with how to go back to the question (``asked``, ``None`` for a seat held out
        while unread: no question). The token stays counted; the next round's deal
        (the players gathered the cards: the round was over) ends the hedge, as a round's
        start ends :meth:`probably_out` (seed 002 "End of the Round", "One Player Left";
        RULINGS A11). A round that ends the game leaves the way back to the game's end,
        said once (review of hedge44: "If Alice is still in, press minus twice …" was
        said after both)."""
        held = self.result_hinges_on()
        if not held:
            return events
        hedge = tuple((s, self._question_seat(s)) for s in held)
        game = any(e.kind == "game_won" and not e.cards for e in events)
        return [replace(e, hedge=tuple((s, None) for s, _ in hedge) if game else hedge)
                if e.kind == "round_ended" else replace(e, hedge=hedge)
                if e.kind == "game_won" and not e.cards else e for e in events]
