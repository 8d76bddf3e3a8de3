"""The cleared-table prompt said again while the round it blocks stays unsettled (fresh
QA47b MEDIUM-1: "The table was cleared, but round 5 is not over: still waiting for Bob's
hand. …", 17 s in French, was said once; a table that missed it laid rounds 6-8, every
card held, and lost them and the game's winner: it came again only once the video ended).

While the table is seen cleared in the middle of a round (``cleared_mid``,
:meth:`~companion.app.live_deal.NextDeal._cleared_mid_round`) every new card is held: the
prompt blocks the game. It comes back:

* after :data:`AGAIN_S` seconds (frame time) from the end of its last saying, then after
  twice as long each time, up to :data:`AGAIN_MAX_S`: a table that heard it may be
  finding the card, so not at once; one that did not hear it is told again soon; one that
  keeps ignoring it is not nagged (QA46 MEDIUM-6: a question said again every 10-15 s,
  ~10 times, was too often; the camera's own reminder waits 30 s too,
  :data:`~companion.app.camera_watch.CAMERA_REMIND_S`);
* at once when a card is held behind it, the table having moved on: the first card held
  since its last saying, if its zone's first and laid :data:`AGAIN_CARD_S` or more after
  that saying was heard (cards laid as it ends are the table doing what "New cards wait."
  tells), and the 4th, 8th, 16th … card held since the clear
  (:func:`~companion.app.stall.reminds`; before, only when the table had stalled) say it,
  in its short form ("4 cards are held: round 5 is not over, still waiting for Bob's
  hand. Press Enter, then its rank."), instead of that card's own line ("The Fed in Bob's
  zone: held; …"): never more lines than the held cards' rule said before (a zone's first
  card, the 4th, 8th, 16th …; QA14: the whole question for each held card, 6 times in
  7 s). While a question about the round is open, held cards keep their own line (key 1
  repeats the question), and only the time brings it back;
* at once, worded for the new wait, when the inputs changed the wait it named (Enter's
  card for it: "still waiting for Carol's play" is over, Alice's play awaited next), no
  question open (review of q61, MEDIUM; QA37 en5: a Sanity check's second card never
  asked, the round lost);
* at once when it was said asking again the question that decides whether the round is
  over (``app.cleared_end_asked``: :meth:`Tracker.end_asked
  <companion.tracker.table_queries.TableQueries.end_asked>`) and that question is closed
  with the round going on (not for any question open at a clear: there an Enter prompt
  said since asks for the card, test_rev_deal53): the answer "no,
  still in" to "was that Bob's hand?" asked again by the clear left the wait the same,
  and the table, gathered, heard only "Alice." (review of cq64, MEDIUM-1: nothing said
  of the round not over, or how to go on, for 30 s).

Each saying, by time or by card, starts the wait again; only one by time doubles it.
:class:`ClearedAgain` is a mixin of :class:`~companion.app.live.LiveTable` (it uses
``session``, ``cleared_mid``, ``cleared_held``, ``_stall_kept``, ``_say_cleared``,
``_cleared_over``, ``_undone_awaited``, ``_held_count`` and ``_expected``).
"""
from __future__ import annotations

from dataclasses import dataclass

from companion.app.said_for import saying
from companion.app.stall import reminds

#: Seconds (frame time) from the end of the cleared-table prompt's last saying to the
#: first time it is said again with no card held meanwhile (module docstring)
AGAIN_S = 30.0
#: The longest wait between two sayings: the wait doubles after each one said by time
AGAIN_MAX_S = 240.0
#: Seconds (frame time) from the end of the prompt's last saying after which the first
#: card held since says it again at once
AGAIN_CARD_S = AGAIN_S / 2


@dataclass
class PromptAgain:
    """When the cleared-table prompt of round ``round`` was last said.

    Attributes:
        round: the round seen cleared (``cleared_mid``).
        said: what the voice's ``say`` returned for its last saying (a list): while it
            is still to be said, the wait counts from now (:meth:`hearing`).
        at: frame time (seconds) of its last saying, or of the last picture while the
            voice had still to say it.
        wait: seconds from ``at`` to the next saying by time.
        card_since: a card was held since that saying.
        waited: the wait it named, ``(kind, seat)`` of the tracker's ``waiting()`` as
            the session noted it then (:attr:`~companion.app.session.TableSession.waited`):
            once the inputs change it, the prompt is said anew (:meth:`ClearedAgain.
            _cleared_due`), unless another line asking for a card by Enter was said since
            (``prompts``).
    """

    round: int
    said: list
    at: float
    wait: float = AGAIN_S
    card_since: bool = False
    waited: tuple = (None, None)
    #: how many prompts were said when it was (``SaidFor.prompt_count``), or at the last
    #: picture its wait still lasted: an Enter prompt said since
    #: (``SaidFor.prompts_heard["enter"]``) tells the new wait itself
    prompts: int = 0
    #: it was said asking again the question that decides whether the round is over
    #: (cq64): once that question is closed with the round going on, it is said anew
    #: (review of cq64)
    asked: bool = False

    def hearing(self, t: float) -> None:
        """At frame time ``t``: while the voice has still to say it, the wait counts
        from now (as a prefix's digit wait counts from its cue's end: QA32 F3)."""
        if saying(self.said):
            self.at = t

    def due(self, t: float) -> bool:
        """Whether it is to be said again by time at frame time ``t``."""
        return t - self.at >= self.wait


class ClearedAgain:
    """Says the cleared-table prompt again (see the module docstring)."""

    #: the prompt's last saying (:class:`PromptAgain`), or ``None``: not said
    cleared_again: PromptAgain | None = None
    #: how many times "N cards are held: round … is not over" was told
    #: (:meth:`_tell_reminder`): a held card's own line not said yet when the next comes is
    #: over (fresh QA58 MEDIUM-3; read on the voice's thread: a number)
    held_counts_told: int = 0

    def _cleared_said(self, round_: int, said: list, t: float) -> None:
        """Note that the cleared-table prompt of ``round_`` was just said (``said``: what
        ``say`` returned, a list; ``t``: frame time), the first time or again by a card:
        the wait starts again, as long as it was."""
        again = self.cleared_again
        wait = again.wait if again is not None and again.round == round_ else AGAIN_S
        self.cleared_again = self._prompt_again(round_, said, t, wait)

    def _prompt_again(self, round_: int, said: list, t: float, wait: float) -> PromptAgain:
        """The :class:`PromptAgain` of the cleared-table prompt of ``round_`` just said
        (``said``, at frame time ``t``; next by time in ``wait`` s), with the wait it names
        and the prompts said so far."""
        return PromptAgain(round_, said, t, wait, waited=self.session.waited,
                           prompts=self.session.said_for.prompt_count(),
                           asked=self.session.tracker.end_asked())

    def _enter_asked_since(self, again: PromptAgain) -> bool:
        """Whether a line asking for a card by Enter (``enter_raced.ENTER_ASKS``) was said
        since ``again``'s saying and the last picture the wait it names lasted (one said
        while it lasted asks for that wait's card: review of lw62): it tells the new wait
        ("Still waiting for the card Bob makes someone discard with The Musician. Laid
        before …: is it the discarded card? Press Enter, …"; test_rv37c), not said again
        in the cleared prompt."""
        asked = self.session.said_for.prompts_heard.get("enter") or []
        return bool(asked) and asked[-1][0] > again.prompts

    def _cleared_due(self, view, t: float) -> None:
        """Each picture while round ``view.round`` stays seen cleared (``t``: its frame
        time): the prompt again once its wait is over, the wait doubled (up to
        :data:`AGAIN_MAX_S`); or at once, worded for the new wait, once the inputs changed
        the wait it named (:attr:`PromptAgain.waited`; the wait not doubled), no question
        open. Review of q61 (MEDIUM): the prompt "still waiting for Carol's play" went
        stale once Enter gave Carol's card, and nothing asked for Alice's play, the table
        still cleared (QA37 en5: a Sanity check's second card never asked, the round
        lost)."""
        again = self.cleared_again
        if again is None or again.round != view.round:
            return
        if self._next_deal_laid():
            # the next deal's face-up cards tell the round over (said once,
            # app.cleared_next_dealt): "round 1 is not over … press Enter" would contradict
            # it, and Enter there goes to the tracker's awaited play (review of hi2)
            return
        again.hearing(t)
        if again.waited == self.session.waited:
            # the Enter prompts said while the wait it names lasts asked for that wait's
            # card (review of lw62: "I cannot read a card in Carol's zone: press Enter …",
            # then Enter 7 for Carol: the new wait, Alice's play, was never said)
            again.prompts = self.session.said_for.prompt_count()
        anew = (again.waited != self.session.waited or again.asked) \
            and self.session.tracker.question is None
        if anew and self._enter_asked_since(again):
            again.waited, again.prompts, anew = self.session.waited, \
                self.session.said_for.prompt_count(), False
        if not (anew or again.due(t)):
            return
        with self.session.said_for.collecting() as said:
            if self.session.tracker.question is None and self._held_count() \
                    and self._undone_awaited() is None:
                # the short form, but not when the card undone fits the wait: the full
                # one names it and the rank to enter (review of prompt48)
                self._tell_reminder(view.round)
            else:
                self._say_cleared(view, [left for left in self._stall_kept()
                                         if left.round == view.round])
        wait = again.wait if anew else min(again.wait * 2, AGAIN_MAX_S)
        self.cleared_again = self._prompt_again(view.round, said, t, wait)

    #: ``(round held, the most cards held counted then)``: :meth:`_held_reached`
    held_top: tuple = (None, 0)

    def _held_reached(self) -> bool:
        """Whether the card just held behind the cleared-table prompt brings the count of
        the held cards (:meth:`~companion.app.hold_lost.HoldLost._held_count`, the number
        said) to a 4th, 8th, 16th … (:func:`~companion.app.stall.reminds`) it had not
        reached in round ``cleared_mid``: a card taken back and laid again is no new count
        (fresh reader of session 52: timed by ``cleared_held``, the cards reported, "6 cards
        are held" came with the 8th)."""
        count = self._held_count()
        round_, top = self.held_top
        top = top if round_ == self.cleared_mid else 0
        self.held_top = (self.cleared_mid, max(top, count))
        return any(reminds(n) for n in range(top + 1, count + 1))

    def _held_reminds(self, new: bool, reached: bool, t: float) -> bool:
        """Whether the card just held behind the cleared-table prompt (the last of
        ``cleared_held``; ``new``: the first of its zone; ``reached``: the 4th, 8th, 16th …
        held since the clear, :meth:`_held_reached`; ``t``: frame time) says the
        prompt again instead of its own line: the 4th, 8th, 16th … held since the clear
        (:func:`~companion.app.stall.reminds`), and the first held since the prompt's last
        saying when its zone's first, that saying heard to its end :data:`AGAIN_CARD_S`
        before or more (cards laid as it ends are the table doing what "New cards wait."
        tells). Not while a question about the round is open."""
        if self.session.tracker.question is not None or self._next_deal_laid():
            return False  # (the next deal's face-up cards told the round over: review of hi2)
        if reached:
            return True
        again = self.cleared_again
        if again is None or again.round != self.cleared_mid or again.card_since:
            return False
        again.card_since = True
        return new and not saying(again.said) and t - again.at >= AGAIN_CARD_S

    def _tell_reminder(self, round_: int) -> None:
        """Say "4 cards are held: round 1 is not over, still waiting for Alice's play.
        Press Enter, then its rank." (``app.cleared_mid_reminder``, the count of the held
        cards still watched, each once: :meth:`~companion.app.hold_lost.HoldLost.
        _held_count`), over once the round is settled, and the answer the kept cards
        contradict (QA39 H1). The held cards' own lines not said yet are over once it is
        told (:attr:`held_counts_told`)."""
        self.held_counts_told += 1
        taken = self.session.taken_since()
        self.session.tell("app.cleared_mid_reminder", count=self._held_count(),
                          round=round_, expected=self._expected(),
                          stale=lambda: taken() or self._cleared_over(round_))
        self.session.remind_blamed()


__all__ = ["AGAIN_S", "AGAIN_MAX_S", "AGAIN_CARD_S", "PromptAgain", "ClearedAgain"]
