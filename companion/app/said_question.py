"""The tracker's question as the voice said it: a mixin of
:class:`companion.app.said_for.SaidFor`, split from it by job. It keeps what ``say``
returned for each saying of the question said last (and the few before) and for the lines
that told the player it closed, to tell whether the player heard it, will, or never will
(QA28 of session 28, QA32 L3, QA33 N1, QA35, QA37 of session 27).
"""
from __future__ import annotations

from typing import Callable

from companion.app.said_heard import _begun, _heard, _waits, saying


def _taken(said) -> bool:
    """Whether the voice is saying a line ``say`` returned ``said`` for, begun or taken from
    its queue (:meth:`~companion.app.voiceout.Heard.taken`; anything else: shown at once,
    never)."""
    return getattr(said, "taken", lambda: False)()


def _begun_heard(said) -> bool:
    """Whether the voice has begun a line ``said`` (:func:`_begun`) and either has no more
    of it to say (said whole, cut for good, dropped) or has said it for :data:`EARLY_S`
    seconds or more in one go: one cut sooner and said again is still to come."""
    if not _begun(said) or not saying((said,)):
        return _begun(said)
    return said.said_s(said.entry.id) >= EARLY_S


def _taken_heard(said) -> bool:
    """Whether the voice is saying a line ``said`` (as :func:`_taken`) and has said it for
    :data:`EARLY_S` seconds or more in one go (:meth:`~companion.app.voiceout.Heard.said_s`,
    the voice's clock): a key the live table handles sooner was typed for what the player
    heard before it, not for that line (flake61: the cards cut the question being said,
    and the voice's thread began the closing play's first line a few milliseconds before
    the live table came to plus, typed while the question was heard)."""
    return _taken(said) and said.said_s(said.entry.id) >= EARLY_S


#: How many questions said before the one before the question said last
#: :meth:`SaidQuestion.closed_unheard` remembers: the voice is seldom more than a few
#: questions behind (each needs a card read or a key).
QUESTIONS_KEPT = 4
#: seconds into a question's saying before which a number typed is not taken while its
#: numbered answers are unheard (:meth:`SaidQuestion.options_unheard`): too soon to have
#: heard, or read on the screen or a braille line, what it asks (QA39 M1: "+1" typed 0.2 s
#: in); later, a player who knows the question's form, or read it printed, is answered
#: (review 39c: "+2" typed 0.8 s in from the braille line was refused). Likewise a key for
#: a question typed within as long of the start of the line telling that the cards closed
#: it was typed for the question, not that line (:meth:`SaidQuestion.closing_now`;
#: flake61)
EARLY_S = 0.6


class SaidQuestion:
    """The question bookkeeping of :class:`~companion.app.said_for.SaidFor` (its fields
    ``_question``, ``_questions_before``, ``_leads`` and ``_cut``)."""

    @property
    def _question_before(self) -> tuple | None:
        """The question said before the one said last, as :attr:`_question` (``None``:
        none)."""
        return self._questions_before[-1] if self._questions_before else None

    def asked(self, question, heard, lead: str | None = None) -> None:
        """Note that the tracker's ``question`` (its ``question`` event) was said, and what
        ``say`` returned for it (``heard``, see :meth:`note`); said again, it is added.
        ``lead``: the text said before it in the same line (:meth:`coming_lead`)."""
        if self._question is None or self._question[0] is not question:
            if self._question is not None:
                self._questions_before = [*self._questions_before,
                                          self._question][-(QUESTIONS_KEPT + 1):]
            self._question = (question, [], [])
            self._leads = []
        self._question[1].append(heard)
        self._leads.append((heard, lead))

    def reopened(self, question, heard) -> None:
        """Note that a line (``heard``: what ``say`` returned for it) told the player that
        the answer to ``question`` was taken back ("Undone: your answer to: …?",
        :meth:`~companion.app.undo_key.UndoKey._undo_blamed`): to the player it is open
        again, asked by that line, and the lines that closed it before (the answer by key)
        no longer count; until they hear it closed, a number is meant for it
        (:meth:`closed_unheard`, :meth:`meant_another`; recheck39 d7: "+2" typed 0.35 s
        into that line answered "The Fed in Bob's discard zone: …?", queued, never said:
        a false "Bob: The Fed." and "18 cards left", truth 19)."""
        old = [h for said in (self._question, *self._questions_before)
               if said is not None and said[0] is question for h in said[1]]
        self.asked(question, heard)
        self._settled_told = [q for q in self._settled_told if q is not question]
        # its sayings before, when another question was said since: heard, it is not
        # taken for a question "meant" before it (:meth:`meant_another`; rev40a)
        self._question = (question, old + [h for h in self._question[1]
                                           if not any(h is x for x in old)], [])

    def coming_lead(self, question) -> str | None:
        """The text said before the tracker's ``question`` in its newest saying that the
        voice has still to say to its end ("Whose turn it is depends on the answer to the
        open question:", the resume's summary), else ``None``: key 1 asks for that same
        line again, which the voice then says once, in its place (QA32 L3: key 1 during a
        resume's set-up said the question at once, and the summary said it again in full,
        11 s; QA42 M3: the same once key 8's answer, said ahead of the summary, had said
        the question)."""
        if self._question is None or self._question[0] is not question:
            return None
        return next((lead for heard, lead in reversed(self._leads) if saying((heard,))),
                    None)

    def told_closed(self, seat: int | None, heard) -> None:
        """Note what ``say`` returned (``heard``, see :meth:`note`) for a line that says the
        question said last, about ``seat``, is closed (settled by the cards)."""
        if self._question is not None and self._question[0].seat == seat:
            self._question[2].append(heard)

    def closed_unheard(self, question) -> bool:
        """Whether the player heard (or began to hear: QA37 en21_u, the answer typed 0.8 s
        into it was told "No question is open.") a question other than ``question`` (the
        tracker's open one; ``None``: none is open), one of those said last (the last
        :data:`QUESTIONS_KEPT` + 2), whose lines telling it closed ("No answer needed: that
        was Bob's play.") wait to be said and were not heard: to the player it is still
        open. A key about it (plus, key 1) is told so at once
        (:meth:`~companion.app.question_keys.QuestionKeys.closing_coming`; QA36 st7_b,
        es13_a; review 37a: the cards closing two more before the voice caught up, the one
        heard was forgotten)."""
        return self.closed_unheard_one(question) is not None

    def closed_unheard_one(self, question):
        """The question (its ``question`` event) :meth:`closed_unheard` finds, the one said
        last first, or ``None``: the line saying that the cards closed it names it (QA47
        LOW-1)."""
        return next((said[0] for said in (self._question, *self._questions_before)
                     if said is not None and said[0] is not question
                     and any(_begun(h) for h in said[1])
                     and any(_waits(h) for h in said[2])
                     and not any(_heard(h) for h in said[2])), None)

    def closing_now(self) -> bool:
        """Whether the voice is saying now (:func:`_taken`) a line telling the player that
        the cards closed a question they heard (the question said last or one of the few
        before it, begun): one of its closing lines (:meth:`told_closed`: "The cards tell
        it: Bob's R'lyeh, Sane effect. No answer needed."), or the line its input said
        right before one still to say ("Alice is out, with R'lyeh." before "No answer
        needed."). A key for that question (plus, key 1) is answered by that line: it
        cuts nothing and adds nothing
        (:meth:`~companion.app.question_keys.QuestionKeys.closing_heard_now`; fresh QA56
        L1, run E: "No question is open." or "The cards have settled the question …: the
        lines to come say how." cut it, and "Again: …" said it once more). Only once that
        line has been said for :data:`EARLY_S` seconds (:func:`_taken_heard`; QA56 L1's
        keys came 0.8 and 1.6 s in): a key sooner was typed while the player heard what came
        before it, the question itself maybe, cut by the cards a moment before; whether the
        voice's thread had begun the line yet was a race of milliseconds (flake61: plus 2
        typed while hearing the question got "The cards have settled …" or nothing, as the
        threads ran; QA37 en21_u wants the former)."""
        last = self._question
        newer = last is not None and any(_begun(h) for h in last[1]) and not last[2]
        for said in (last, *self._questions_before):
            if said is None or not any(_begun(h) for h in said[1]) \
                    or newer and said is not last:  # a newer question heard, open
                continue
            closing = [h for h in said[2] if hasattr(h, "pending")]
            # told settled already (:meth:`settled_told`): its closing line said again
            # after that, begun anew, is the answer at once (review of flake61)
            heard = _taken if any(q is said[0] for q in self._settled_told) \
                else _taken_heard
            if any(heard(h) for h in closing):
                return True
            waiting = [h for h in closing if _waits(h)]
            if any(heard(line) and any(after is h for h in waiting)
                   for record in self._inputs
                   for line, after in zip(record.lines, record.lines[1:])):
                return True
        return False

    def settled_told(self, question) -> None:
        """Note that a key was told the cards settled ``question`` (a ``question`` event
        said last or one of the few before it; ``None``: not known), the lines to come
        saying how: from then on a key during a line telling it closed is answered by that
        line at once, even in its first :data:`EARLY_S` seconds (:meth:`closing_now`;
        review of flake61: plus typed again 0.3 s into the closing play's line, said again
        after "The cards have settled …", said that line a second time and cut it again).
        """
        if question is not None:
            self._settled_told = [*self._settled_told, question][-(QUESTIONS_KEPT + 2):]

    def closing_begun(self, question) -> bool:
        """Whether a line telling ``question`` (a ``question`` event said last, or one of
        the few before it) closed has begun to be said: "the lines to come say how" is then
        untrue (QA50 D 11:30:43: said 16 s after "Alice is out, with the Investigators.").
        Not one begun and cut in its first :data:`EARLY_S` seconds that the voice says
        again (:func:`_begun_heard`): cut by that very line, a key's answer typed as it
        began (:meth:`closing_now`), it is still to come (flake61: "…, as just said."
        then "The cards tell it: …" said whole after it)."""
        return any(_begun_heard(h) for said in (self._question, *self._questions_before)
                   if said is not None and said[0] is question for h in said[2])

    def closed_being_said(self, question) -> bool:
        """Whether a question said last (or one of the few before it) is no longer the
        tracker's open ``question`` (closed by the cards or a key) while the voice is saying
        it (:meth:`~companion.app.voiceout.Heard.taken`: begun, or taken from its queue with
        its audio still to begin): the voice then cuts it (its ``stale()``), and says the
        news that closed it (QA37 en21_u: closed 0.2 s into its saying, the question was
        said whole, 7 s, and the answer typed while hearing it was told "No question is
        open." 10 s later; flaky49: closed as the engine was starting it, it was said whole,
        then "No answer needed"). One still queued unbegun is left to be dropped at its
        turn if still closed: the card that closed it undone, it is said (review of
        flaky49: dropped at once, the question open again was never said)."""
        return any(said is not None and said[0] is not question
                   and any(_taken(h) for h in said[1])
                   for said in (self._question, *self._questions_before))

    def note_cut(self, question) -> None:
        """The voice is told to cut the sayings :meth:`closed_being_said` finds (``question``:
        the tracker's open one): noted as cut for good (:meth:`never_whole`), though the
        voice may mark them so a moment later (its thread)."""
        kept = [said for said in (self._question, *self._questions_before) if said is not None]
        self._cut = [h for h in (*self._cut, *(h for said in kept if said[0] is not question
                                               for h in said[1] if _taken(h)))
                     if any(h is x for said in kept for x in said[1])]

    def never_whole(self, question) -> bool:
        """Whether ``question`` (a ``question`` event) is the one said last or one of the
        few before it, and the voice said none of its sayings to its end and has none
        still to say: cut as the cards closed it (:meth:`note_cut`), or dropped unsaid; a
        line the voice did not take (shown at once) is said whole."""
        sayings = [h for said in (self._question, *self._questions_before)
                   if said is not None and said[0] is question for h in said[1]]
        return bool(sayings) and not any(
            getattr(h, "said_whole", lambda: True)()
            or saying((h,)) and not any(h is x for x in self._cut) for h in sayings)

    def question_coming(self, question) -> bool:
        """Whether the tracker's ``question`` is the one said last and the voice has still
        to say a saying of it to its end (queued or being said)."""
        return self._question is not None and self._question[0] is question \
            and saying(self._question[1])

    def question_said_last(self, question) -> bool:
        """Whether the tracker's ``question`` is the question said last (said or queued)."""
        return self._question is not None and self._question[0] is question

    def question_unbegun(self, question) -> bool:
        """Whether the tracker's ``question`` is the one said last and the voice has begun
        none of its sayings, one still to say (queued behind the news): the cards read
        meanwhile may settle it before it is said, and it is then dropped unsaid (QA39 M1:
        a video held for the voice read the card that settled it only once the question
        was being said: "The Deep One in Bob's discard zone: was that Bob's hand…" cut
        1.8 s in by "Bob: the Deep One.")."""
        return self._question is not None and self._question[0] is question \
            and saying(self._question[1]) and not any(_begun(h) for h in self._question[1])

    def question_saying(self, question) -> bool:
        """Whether the tracker's ``question`` is the one said last and the voice is saying
        one of its sayings now (begun, not ended, dropped nor cut for good): the player is
        hearing it (fresh QA58 LOW-3: plus typed 0.7 s into it, not heard yet, said it
        again at once, cut and begun anew, then cut by the answer: begun twice in 0.7 s)."""
        return self._question is not None and self._question[0] is question \
            and any(_begun(h) and saying((h,)) for h in self._question[1])

    def options_unheard(self, question) -> bool:
        """Whether the tracker's ``question`` is the one said last, the voice is saying it
        and has not reached its numbered answers yet (after its last question mark:
        :meth:`~companion.app.voiceout.Heard.reached`), and no saying of it reached them
        before: a number typed now was typed before its answers were heard (QA39 M1:
        "+1" typed 0.2 s into "The Deep One in Bob's discard zone: was that Bob's hand, so
        Bob is out? 1 yes, 2 no, Bob played it." was taken, and Bob, who had played it,
        was out), and only in its first :data:`EARLY_S` seconds. A question not begun
        (printed, queued behind the news) is not one: a helper may answer it from the screen
        (:meth:`meant_another`)."""
        if self._question is None or self._question[0] is not question \
                or getattr(self, "_answers_told", None) is question:
            return False
        sayings = [h for h in self._question[1] if hasattr(h, "reached")
                   and getattr(h, "entry", None) is not None]
        if not sayings or not any(_begun(h) and saying((h,)) for h in sayings):
            return False

        def options(h) -> int:
            return h.entry.text.rfind("?") + 1

        begun = [h for h in sayings if _begun(h)]
        return not any(h.reached(options(h)) for h in begun) \
            and all(h.said_s(h.entry.id) < EARLY_S for h in begun)  # no "?": reached

    def answers_told(self, question) -> None:
        """Note that the numbered answers of ``question`` were told on their own (a number
        typed too early: :meth:`options_unheard` is false for it from now on: the next
        number, typed once they were heard, is taken)."""
        self._answers_told = question

    def question_waits(self, question) -> tuple:
        """What ``say`` returned for the sayings of the tracker's ``question`` (the one
        said last) that the voice has still to say: a refusal about it comes after them."""
        if self._question is None or self._question[0] is not question:
            return ()
        return tuple(h for h in self._question[1] if saying((h,)))

    def question_heard(self, question) -> bool:
        """Whether the tracker's ``question`` is the one said last and the player heard a
        saying of it (:meth:`~companion.app.voiceout.Heard.heard`; shown at once: heard)."""
        return self._question is not None and self._question[0] is question \
            and any(_heard(h) for h in self._question[1])

    def ever_heard(self, question) -> bool:
        """Whether the player heard a saying of ``question``, the question said last or the
        one before it (:meth:`question_heard` knows only the one said last): a line may
        then refer to it as heard (QA33 L1: "The news not said yet settles the open
        question.", as it was then worded, about a question dropped unsaid, the cards
        having closed it first)."""
        return any(said is not None and said[0] is question
                   and any(_heard(h) for h in said[1])
                   for said in (self._question, self._question_before))

    def meant_another(self, question) -> bool:
        """Whether a number typed now for the tracker's open ``question`` was meant for the
        question said before it: the player heard that one, and none of ``question``'s
        sayings yet (still waiting behind the news, printed only: session 27, note of
        QA37: plus 1 answered a question opened before plus and never said). A question
        no other was heard before may be answered from the screen (a sighted helper), and
        so may one whose question before the player knew closed: answered by key, or its
        closing heard (QA28 of session 28: a helper's plus was refused once for a question
        heard long before and answered)."""
        if self._question is None or self._question[0] is not question \
                or self._question_before is None:
            return False
        _, sayings, closings = self._question_before
        return not any(_heard(h) for h in self._question[1]) \
            and any(_heard(h) for h in sayings) and not any(_heard(h) for h in closings)

    def question_unheard(self, seat: int | None) -> Callable[[], bool] | None:
        """``stale()`` for a line that only closes the question said last, about ``seat``
        ("No answer needed."): true once the voice is done with every saying of it and
        heard none (dropped unsaid because the cards closed it first; QA33 N1: "No answer
        needed." answered a question the player never heard). ``None`` (never stale): no
        question about ``seat`` was said. A saying begun and cut (by the cards closing it:
        :meth:`closed_being_said`) counts as heard: the player heard a piece of it."""
        if self._question is None or self._question[0].seat != seat:
            return None
        sayings = self._question[1]

        def unheard() -> bool:
            return not any(not hasattr(h, "pending") or h.begun() or h.pending()
                           for h in sayings)
        return unheard

    def unheard_place(self, question):
        """What ``say`` returned for the newest saying of ``question`` (a ``question``
        event, the one said last) when the player heard none of its sayings (they wait,
        were dropped, or were cut before :data:`~companion.app.voiceout.HEARD_AFTER_S`),
        else ``None``: the lines of the play it held, the cards closing it, take its place
        (:attr:`~companion.app.announcement.Announcement.after`; QA49 MEDIUM-1)."""
        if question is None or self._question is None or self._question[0] is not question \
                or any(_heard(h) for h in self._question[1]):
            return None
        return self._question[1][-1] if self._question[1] else None

    def untold_after_place(self, question):
        """What ``say`` returned for the newest saying of ``question`` (a ``question``
        event, the one said last) when the voice began it but no line given after it yet
        (the plays said ahead of its answer wait, queued), else ``None``: the lines of the
        play it held, the cards closing it, take their place right after it, in turn order
        (:attr:`~companion.app.announcement.Announcement.after`; fresh QA51 run D: the
        question cut, "Carol: the Stowaway." was said before "Bob: The Sailor.", and her
        Stowaway's "Bob discards the Shoggoth." after it, heard as the Sailor's)."""
        if question is None or self._question is None or self._question[0] is not question \
                or not self._question[1]:
            return None
        newest = self._question[1][-1]
        entry, starts = getattr(newest, "entry", None), getattr(newest, "starts", None)
        if entry is None or starts is None or entry.id not in starts:
            return None
        try:
            begun_after = any(other > entry.id for other in tuple(starts))
        except RuntimeError:  # the voice's thread began a line meanwhile
            return None
        return None if begun_after else newest

    def question_lost(self, seat: int | None) -> bool:
        """Whether the question said last is about ``seat`` and the player will never hear
        it: every saying of it was dropped unsaid or waits to be, as the cards closed it
        (:meth:`~companion.app.voiceout.Heard.lost`). Its settling line then says its news
        without "No answer needed." (QA35: "The cards tell it: Bob is out. No answer
        needed." answered a question never heard)."""
        if self._question is None or self._question[0].seat != seat:
            return False
        return all(hasattr(h, "lost") and h.lost() for h in self._question[1])
