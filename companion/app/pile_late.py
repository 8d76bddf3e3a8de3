"""The pile question answered late: after its list closed unanswered, while its card's
knocked-out hand is still said hedged (session 61, q61; review of q60e, MEDIUM).

The pile question ("The Sailor in Bob's discard zone: was that Bob's hand, so Bob is out?
1: yes; 2: no.", :mod:`companion.app.pile_asked`) is the session's own list: it closes 6 s
after it is heard, or with another key, and its card is then given read in a pile
(:func:`~companion.app.under_asked.give_unanswered`): "Bob's hand, if Bob is out (not
confirmed): The Sailor." A plus 1 pressed after that found "No question is open." and the
hedge stayed all round (no key made it a fact). Now, while the hedge stands (the seat still
only probably out: :meth:`~companion.tracker.tracker.Tracker.probably_out`), plus and a
number with no question open answers that card's question late: the card given in a pile
is taken back, the answer given in its place (1: ``card_seen(..., hand=True)``, "Bob is
out, with The Sailor." as fact; 2: ``card_seen(..., later=True)``), and the inputs after it
taken again, each a line of the session log, as a late answer to a question the deal
closed is (:meth:`~companion.app.question_keys.QuestionKeys._answer_past_deal`). An answer
the table then refuses (2, his turn not come: "The Sailor by Bob? Waiting for …") is said
so, nothing changed: the hedge stands. Only while the pile question is the last one the
player heard: once another prompt answered with plus and a number was said (the tracker's
question, the session's list, a held card's), or a question the player heard was closed
by lines not said yet, plus answers that one as on main ("No question is open.", "The
cards have settled the question about …"; review of q61, HIGH: a second plus 1 meant for
"Which card in Carol's zone: The Boxer or the Deep One?", answered already, said "Bob is
out, with The Sailor." as fact; so did one meant for that question when its answer had
closed the pile list). :class:`PileLate`, a mixin of
:class:`~companion.app.session.TableSession`. No I/O of its own.
"""
from __future__ import annotations

from dataclasses import replace

from companion.tracker import observations as o

#: The prompt kinds answered with plus and a number (:meth:`~companion.app.
#: session_speech.SessionSpeech.asked_last`): one said after the pile question closed
#: takes the late plus (:meth:`PileLate._pile_heard_last`).
PLUS_PROMPTS = ("question", "choice", "held")


class PileLate:
    """Answers the pile question late, while its card's hand is said hedged (module
    docstring)."""

    #: ``(the card's observation given in a pile, hand observation, later observation,
    #: check, the prompt count the pile list was said with)`` once the pile question
    #: closed unanswered (:meth:`pile_given`), else ``None``
    pile_unanswered: tuple | None = None

    def pile_given(self, choice, check: bool = False) -> None:
        """Note that the pile question ``choice`` (its ``(text, observation)`` pairs:
        1 the hand, 2 a later card) closed unanswered and its card was just given read in
        a pile (the tracker's newest input), so that a late plus answers it
        (:meth:`_answer_pile_late`). ``check``: its answers said with "Check it."
        (:meth:`~companion.app.question_keys.QuestionKeys.checked`)."""
        history = self.tracker.history
        if not history or history[-1][0].kind != "card" \
                or history[-1][0].seat != choice[0][1].seat:
            return
        # the count the pile list was said with (the newest list said: another one since
        # would have closed it); a prompt said after it, heard later (the tracker's
        # question whose answer closed the list: _choice_gone), takes the late plus
        said = self.said_for.prompts_heard.get("choice", ())
        self.pile_unanswered = (history[-1][0], choice[0][1], choice[1][1], check,
                                said[-1][0] if said else 0)

    def _pile_heard_last(self, count: int) -> bool:
        """Whether the pile question is still the last one the player heard: no prompt
        answered with plus and a number (:data:`PLUS_PROMPTS`) was said after the pile
        list (said as the ``count``-th prompt), and no question heard waits for the lines
        that closed it (:meth:`~companion.app.said_question.SaidQuestion.closed_unheard`).
        Review of q61, HIGH (module docstring)."""
        heard = self.said_for.prompts_heard
        return not self.said_for.closed_unheard(None) and not any(
            n > count for kind in PLUS_PROMPTS for n, _ in heard.get(kind, ()))

    def _answer_pile_late(self, number: int) -> bool:
        """Plus and ``number``, no question open: the pile question that closed
        unanswered, answered now while its card's hand is still said hedged (module
        docstring). Returns False (nothing done, nothing said) when no such question
        stands; True when the key was answered here (taken, or said refused or out of
        range)."""
        given = self.pile_unanswered
        if given is None:
            return False
        taken, hand, later, check, count = given
        history = self.tracker.history
        index = next((i for i, entry in enumerate(history) if entry[0] is taken), None)
        if index is None or taken.seat not in self.tracker.probably_out() \
                or not self._pile_heard_last(count):
            # undone, or the round settled it: no hedge; or another question asked since:
            # the plus is that one's (review of q61, HIGH)
            self.pile_unanswered = None
            return False
        if number not in (1, 2):
            self.tell("app.bad_answer", count=2)
            return True
        answer = replace(hand if number == 1 else later)
        again = [entry[0] for entry in history[index + 1:]]
        past = self.tracker.as_before(index)
        refused = past.refusal(answer)
        if refused:  # said why, nothing changed: the hedge stands (as _key_answer's)
            with self.said_for.refusing():
                for event in refused:
                    self.announce(event)
            return True
        self.pile_unanswered = None
        for _ in range(len(again) + 1):
            self.observe(o.undo())
        self.observe(answer, check=check)
        for obs in again:
            # a copy, not the same object: said_for finds an input's lines by the identity
            # of its history entry's observation (as _answer_past_deal's)
            self.observe(replace(obs))
        return True


__all__ = ["PileLate"]
