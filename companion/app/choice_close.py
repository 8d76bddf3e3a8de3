"""The session's own choice (a list, a question asked in place) closed by a key: minus closing
a list, a key asking in place, a closed choice not said, the game won. A part of
:class:`companion.app.live_keys.LiveKeys` (:class:`ChoiceClose`), split from
:mod:`companion.app.live_keys` by job (rf69).
"""
from __future__ import annotations

from companion.app.keys import Command
from companion.app.under_asked import give_unanswered
from companion.narration.catalog import message


class ChoiceClose:
    """The choice closed by a key in :class:`~companion.app.live_keys.LiveKeys`
    (a mixin: it uses the table's ``session`` and ``voice``)."""

    def _minus_closes_list(self) -> None:
        """Minus pressed while the session's own list is open (slash's "Which card? 1: …",
        Enter's "where is it?", any list of :attr:`~companion.app.session.TableSession.
        choice`): it only closes the list, said at once and firm ("Choice cancelled."), as
        minus after a prefix only cancels the prefix (docs/keys.en.md); it does not arm an
        undo: a second minus then only starts one ("Undo: press minus again."), a third
        undoes. Fresh QA64 MEDIUM-1: "/3" then "--" to back out of a mistaken correction
        closed the list and armed the undo at the first minus, and the second undid the
        very card being corrected (Bob's Musician, read right)."""
        self.reader.pending = None
        self.session.presses += 1  # a key answered (:meth:`TableSession.key`)
        with self.session.pressed(query=False), self.session.said_for.refusing():
            self.session.drop_choice()

    def _ask_in_place(self, pending: str | None) -> None:
        """Plus cancelled before the voice began the question it said at once
        (:meth:`_prefix_cue`, :attr:`plus_asked`; its saying behind the news was dropped
        for that one, and is dropped with the cancel): the question, still open and never
        heard, is said in its place, after the news the voice has still to say (review of
        plus42: "Plus cancelled." and the news were said, the open question never was);
        so is it when "Cancelled." cut plus's saying of it before the player heard it
        (:meth:`~companion.app.said_question.SaidQuestion.question_heard`: said, or begun
        1.5 s ago; review of keysb42)."""
        asked, self.plus_asked = self.plus_asked, None
        session = self.session
        question = session.tracker.question
        if pending != "+" or asked is None or asked is not question \
                or session.said_for.question_heard(question):
            return
        # firm, as a list behind the news is (:meth:`_open_choice`): a newer key's answer
        # does not drop it unsaid (review of keysb42: "+-" then key 3, never said)
        with session.after_news(), session.said_for.refusing():
            session.say_prompt()

    def _closed_unsaid(self, pending: str | None, command: Command | None) -> None:
        """The key after a prefix key (``pending``, waiting as it came) that closed the
        session's list (its digit, h, any other; not q: ``command``) came before the voice
        began the cue's line, which opens with "Choice cancelled." and is now dropped
        unsaid (stale): "Choice cancelled." is said apart, at once and firm (no newer press
        drops it), ahead of that key's answer (review 36: the player who heard the list
        never heard it closed). The voice's thread may begin the joint line meanwhile (past
        its ``stale()``, its audio not begun yet): the line said apart is then dropped
        unsaid, by its own ``stale()``, which the same thread asks after it has begun or
        dropped the joint line (review, session 37: heard twice)."""
        if not self.prefix_closed or pending is None or command is None:
            return
        self.prefix_closed = False
        joint = self.prefix_said
        if command.name != "quit" and not _begun(joint):
            with self.session.pressed(query=False), self.session.said_for.refusing():
                self.session.tell("app.choice_dropped", stale=lambda: _begun(joint))

    def _game_won(self) -> bool:
        """Whether the game is won (Enter then waits for no rank: it says so at once, and
        how to begin another game; QA31 #6: "Card played: which rank?" came first)."""
        tracker = self.session.tracker
        return tracker.started and bool(tracker.view().game_winners)

    def _close_choice(self) -> str:
        """Close the session's own list as a prefix key (star, slash, Enter) is pressed,
        not at its digit (QA34 M5: "Choice cancelled." after Enter's rank, the player
        heard the entry cancelled). Slash says "Choice cancelled." apart (its cue is said
        even once its digit came); star and Enter return it, said in their cue's line
        (QA35 kn_en, m5_en: said apart, it took the second before the digit, and the cue
        was dropped unsaid; a key typed before that line is begun says it apart:
        :meth:`_closed_unsaid`), or ``""`` when the list was never begun (nothing to cancel
        that the player heard: the list is not said, its ``stale()``)."""
        if self.reader.pending == "/":
            self.session.drop_choice()
            return ""
        heard = self.session.said_for.prompts_heard.get("choice", [])[-1:]
        closed, self.session.choice = self.session.choice, ()
        give_unanswered(self.session, closed)  # the under-card list's card (rev-qh1b)
        if heard and not _begun([h for _, h in heard if h is not None]):
            return ""
        return message(self.session.lang, "app.choice_dropped")


#: The prefix keys that close the session's own list as they are pressed ("Choice
#: cancelled." before their cue): all but plus, which answers it (QA34 M5).
_CLOSE_CHOICE = frozenset({"*", "/", "\n"})


def _begun(said: list) -> bool:
    """Whether the voice began one of the lines ``said`` (what its ``say`` returned for a
    prefix's cue; a line shown at once, or none: true)."""
    return not said or any(getattr(heard, "begun", lambda: True)() for heard in said)
