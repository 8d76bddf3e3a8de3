"""What the voice said for which input or prompt, to tell whether the player has heard it.

A collaborator of :class:`companion.app.session.TableSession` (its ``said_for``): it keeps
what the session's ``say`` returned (a :class:`~companion.app.voiceout.Heard`) for each
line said about the newest inputs of the tracker's history, for the keys' refusals, for
the undo's last confirm question, for the prompts answered with plus and a number and for
the tracker's last question (a "No answer needed." for it is dropped unsaid when the
question itself was: QA33 N1, or left out of the line with news: QA35), and ties each
line to its input, so that it goes stale once that input is undone (QA28 #3, #4; QA29 N3;
QA31 N1, N3); a slash correction of an older card replaces the later inputs' lines, said
again when it is undone (:meth:`SaidFor.restored`). Minus twice asks to be confirmed while
the input it would undo, or a refusal, is still unheard (:meth:`SaidFor.undo_question`; the
words are the undo key's, :mod:`companion.app.undo_key`); plus and a number answers the
prompt heard last (:meth:`SaidFor.heard_last`; QA24 N2, QA26 N1).
"""
from __future__ import annotations

from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from enum import Enum
from typing import Callable, NamedTuple

from companion.app.said_again import SaidAgain
from companion.app.said_heard import _begun, _heard, _TakenBack, _waits, either, saying
from companion.app.said_question import SaidQuestion
from companion.app.said_restore import SaidRestore
from companion.tracker.observations import ANSWER_KINDS

#: How many inputs :meth:`SaidFor.unheard` knows what was said for: as many as a voice far
#: behind the table may have still to say (QA32 M3: 8 kept, key 5 with 9 inputs waiting
#: after the camera's lines was said after all that news, never heard before q).
SAID_FOR_KEPT = 24
#: How many refusals :meth:`SaidFor.refusal_unheard` knows what was said for.
REFUSALS_KEPT = 4
#: How many sayings of one prompt kind :attr:`SaidFor.prompts_heard` keeps.
PROMPTS_KEPT = 4
#: The app messages that refuse a key (it changed nothing): said firm
#: (:attr:`~companion.app.announcement.Announcement.firm`; QA29 N3: "No question is open." was
#: dropped unsaid by the next key; QA44 LOW-8: "Key x does nothing." too, replaced by the
#: star key's answer 2 s later: a blind player heard nothing, docs/keys.en.md).
REFUSALS = frozenset({
    "app.unknown_key", "app.special_key",
    "app.no_question", "app.bad_answer", "app.answer_unheard", "app.cancelled",
    "app.not_started", "app.no_turn", "app.not_started_camera",
    "app.nothing_to_correct", "app.nothing_to_undo", "app.cannot_undo_start",
    "app.correct_same", "app.correct_dropped", "app.enter_all_seen", "app.enter_no_card",
    "app.enter_read_already", "app.enter_read_meanwhile", "app.enter_round_over",
    "app.enter_face_up_dealt", "app.no_rank", "app.undo_confirm_card",
    "app.undo_confirm_card_unsure",
    "app.undo_confirm_round", "app.undo_confirm", "app.undo_confirm_answer",
    "app.undo_confirm_unsaid_card", "app.undo_since_unsaid_card",
    "app.undo_confirm_unsaid_card_again", "app.undo_since_unsaid_card_again",
    "app.undo_since_card", "app.undo_since_card_unsure", "app.undo_since_round",
    "app.undo_since_answer", "app.undo_since", "app.undo_card_read", "app.undo_closed",
    "app.early_keys.answer", "app.early_keys.correct", "app.early_keys.enter",
    "app.early_keys.undo"})


class Closed(Enum):
    """What closed a prompt when no line the voice says tells it: stands where a line's
    :class:`~companion.app.voiceout.Heard` would (:func:`saying`: never still to say;
    :func:`_heard`: heard)."""

    #: the player's own key closed the tracker's question (:meth:`SaidFor.input`): the
    #: player knows it closed (:meth:`SaidFor.meant_another`)
    BY_KEY = "by_key"
    #: the session's own list (slash's "Which card?", Enter's "whose zone?") closed by a
    #: card read while the voice still had to say so, when plus came
    #: (:attr:`~companion.app.live_keys.LiveKeys.plus_for`; QA29 H2): its number is that
    #: list's, refused
    LIST = "list"

    def __repr__(self) -> str:
        return f"{type(self).__name__}.{self.name}"


@dataclass
class SaidFor(SaidQuestion, SaidRestore, SaidAgain):
    """What was said for the newest inputs, the last refusals, the undo's question and the
    prompts (see the module docstring). The session calls :meth:`dress` and
    :meth:`worded` on each line before it is said and :meth:`note` with what ``say``
    returned; each input is applied within :meth:`input`. The tracker's question's methods
    are :class:`~companion.app.said_question.SaidQuestion`'s, the undo of a correction's
    :class:`~companion.app.said_restore.SaidRestore`'s, the lines heard of an undone input
    :class:`~companion.app.said_again.SaidAgain`'s."""

    #: each prompt answered with plus and a number, by kind: ``"question"`` (the
    #: tracker's), ``"choice"`` (the session's own), and the live table's (``"held"``: its
    #: old cards, plus 1 counts them); and ``"enter"``, a line asking for a card by Enter
    #: (:data:`~companion.app.enter_raced.ENTER_ASKS`), answered by no plus; each kind's
    #: last sayings, ``(count, heard)`` oldest first:
    #: ``count`` numbers all prompts said (:meth:`prompted`), ``heard`` is what ``say``
    #: returned for the sentence (``None``: shown at once). Plus and a number answers the
    #: open one heard last (:meth:`heard_last`; QA24 N2, QA26 N1: with a real voice, plus 2
    #: went to a prompt begun 0.4 s before)
    prompts_heard: dict = field(default_factory=dict)
    _prompts: int = 0  # prompts said so far (:meth:`prompted`)
    _prompting: str | None = None  # the prompt kind the next sentence says (:meth:`prompted`)

    #: what ``say`` returned for each line said within :meth:`collecting` (``None``:
    #: outside it)
    _said: list | None = None
    #: the ``stale()`` that what is said for the input being applied gets: true once it is
    #: undone (:meth:`input`; ``None``: none is, or an undo)
    _tied: Callable[[], bool] | None = None
    #: the newest inputs of the tracker's history with what was said for them
    #: (:class:`_Input`), oldest first
    _inputs: list = field(default_factory=list)
    #: the announcement (:class:`~companion.app.announcement.Announcement`, as given to the
    #: session's ``_emit``) each line of :attr:`_inputs` said, by ``id`` of what ``say``
    #: returned for it: ``(announcement, heard)`` (:meth:`restored`)
    _sayings: dict = field(default_factory=dict)
    #: the slash corrections of an older card that replaced the later inputs' lines
    #: (:meth:`replaced`): ``(its history entry, [the records replaced])``
    _replaced: list = field(default_factory=list)
    #: what ``say`` returned for the lines of the inputs no longer kept in :attr:`_inputs`
    #: that the voice had still to say when they were let go (:meth:`waiting`)
    _older: list = field(default_factory=list)
    #: what ``say`` returned for the lines naming the cards of the input being applied
    #: (:meth:`input`, :meth:`naming`; ``None``: none is)
    _names: list | None = None
    _naming: bool = False  # the line being said names the input's cards (:meth:`naming`)
    #: the answers to a question asked before that the lines of the input being applied
    #: tell (:meth:`telling`): ``[(question, answer, [heard])]``; ``None``: none applied
    _answers: list | None = None
    _telling: list | None = None  # what ``say`` returned for the line telling an answer
    #: the ``named`` lists of the older card inputs said nothing of that the line being
    #: said names (:meth:`naming` ``cards``)
    _held: list = field(default_factory=list)
    #: ``say`` returned a voice's :class:`~companion.app.voiceout.Heard` (not text shown at
    #: once): an input nothing was said for is unheard (:meth:`unheard`)
    _voice: bool = False
    #: what ``say`` returned for the last line said (:meth:`note`; ``None``: none yet)
    last_line: object = None
    #: lines noted so far, a voice's or text shown at once (:meth:`note`): an input that
    #: added none told nothing (:attr:`_Input.told`, :meth:`said_nothing`)
    _noted: int = 0
    _refusing: int = 0  # > 0 while a key's refusal is said (:meth:`refusing`)
    #: what ``say`` returned for the last refusals said (:meth:`refusal_unheard`)
    _refusals: list = field(default_factory=list)
    #: the last "Undo X? Press minus twice to confirm." (:class:`_UndoAsked`;
    #: :meth:`undo_question`; ``None``: none asked)
    _undo_asked: _UndoAsked | None = None
    #: the tracker's question said last, what ``say`` returned each time it was said
    #: (:meth:`asked`), and for each line that told the player it was closed
    #: (:meth:`told_closed`; :attr:`Closed.BY_KEY`: a key's input closed it): ``(question,
    #: [heard], [heard])``; ``None``: none said yet
    _question: tuple | None = None
    #: the same for the questions said before it, oldest first, the last
    #: :data:`~companion.app.said_question.QUESTIONS_KEPT` + 1 (:meth:`closed_unheard`;
    #: the last of them: :attr:`_question_before`, :meth:`meant_another`)
    _questions_before: list = field(default_factory=list)
    #: the text said before the question said last in each of its sayings, in the same
    #: line (:meth:`~companion.app.session.TableSession.ask`; ``None``: none), as ``(what
    #: say returned, lead)`` in the order said: :meth:`coming_lead`
    _leads: list = field(default_factory=list)
    #: what ``say`` returned for the sayings of those questions the voice was told to cut
    #: as the cards closed them (:meth:`~companion.app.said_question.SaidQuestion.note_cut`)
    _cut: list = field(default_factory=list)
    #: the questions (``question`` events) a key was told the cards settled, the lines to
    #: come saying how (:meth:`~companion.app.said_question.SaidQuestion.settled_told`)
    _settled_told: list = field(default_factory=list)
    #: where the round's start begins in the lines of the input being applied
    #: (:meth:`starting_round`; ``None``: none said)
    _round_at: int | None = None
    #: the lines said for the inputs undone last, oldest first
    #: (:class:`~companion.app.said_again.HeardBefore`; :meth:`undoing`)
    _undone_heard: list = field(default_factory=list)
    #: the "now Insane" lines of the input undone last, not heard
    #: (:meth:`~companion.app.said_again.SaidAgain.insane_unheard`)
    _insane_unheard: list = field(default_factory=list)
    #: within :meth:`replaying`: whether a line of the input matched one of
    #: :attr:`_undone_heard` (``None``: none said yet)
    _matched: bool | None = None
    _replaying: bool = False  # an input's lines are being said (:meth:`replaying`)
    #: within :meth:`replaying`: what ``say`` returned then for the lines not said again
    _replayed: list = field(default_factory=list)
    #: the same for the input applied last
    #: (:meth:`~companion.app.said_again.SaidAgain.all_heard_before`)
    replayed: list = field(default_factory=list)
    #: the lines of the input applied last were all heard before an undo, none said
    #: (:meth:`~companion.app.said_again.SaidAgain.all_heard_before`)
    replayed_heard: bool = False
    #: within :meth:`input` of a card the camera read: its cards, until a line naming
    #: them is not said again (:meth:`~companion.app.said_again.SaidAgain.read_again`)
    _again_cards: tuple = ()

    @contextmanager
    def input(self, obs, tracker, by_key: bool, before: object = None):
        """Within: ``obs`` (an observation, or an undo) is applied to ``tracker`` and its
        lines said; ``before``: what the session had before it that the tracker does not
        keep (the last card played), given back by :meth:`waiting`. Each line gets a
        ``stale()`` true once ``obs`` is undone (QA28 #4: an undone round end's "Carol
        wins the round" was still said); what ``say`` returned for them is kept for
        :meth:`unheard`. ``by_key``: ``obs`` came from a key; applied
        after a refusal, it clears the refusals: minus twice is for it (QA31 N3: "Undo the
        last step?" after plus 2). An undo marks the lines of the input it removed stale."""
        history = tracker.history
        top = history[-1] if obs.kind == "undo" and history else None
        asked = self._question
        back = _TakenBack()
        noted = self._noted
        answers, self._answers = self._answers, []
        told = self._answers
        round_at, self._round_at = self._round_at, None
        again, self._again_cards = self._again_cards, () if by_key else tuple(obs.cards or ())
        try:
            with self._tied_lines(back if obs.kind != "undo" else None) as (lines, named), \
                    (self.undoing(top) if obs.kind == "undo" else self.replaying()) as done:
                yield
                if done is not None:  # the lines heard of ``top`` kept if it went
                    done(not (tracker.history and tracker.history[-1] is top))
        finally:
            self._answers, self._again_cards = answers, again
            round_at, self._round_at = self._round_at, round_at
        if by_key and asked is not None and tracker.question is not asked[0]:
            asked[2].append(Closed.BY_KEY)  # the player knows (:meth:`meant_another`)
        history = tracker.history
        if top is not None and not (history and history[-1] is top):
            for record in self._inputs:
                record.taken.undone = record.taken.undone or record.entry is top
            _unnamed(self._inputs)
        elif obs.kind != "undo" and history and history[-1][0] is obs:
            held = any(h.events for h in tracker.hyps)  # news no line says yet
            self._inputs.append(_Input(history[-1], by_key, lines, named, back, before,
                                       self._noted > noted, told, held, round_at))
            let_go = self._inputs[:-SAID_FOR_KEPT]
            del self._inputs[:-SAID_FOR_KEPT]
            self._older = [h for h in self._older + [
                h for record in let_go for h in record.lines] if saying((h,))]
            self._forget(h for record in let_go for h in record.lines)
            if by_key:
                self._refusals = []
        if not any(r.lines is lines for r in self._inputs):
            self._forget(lines)  # an undo's, or an input not kept (refused)
        self.replayed_heard = obs.kind != "undo" and self.all_heard_before(lines)

    @contextmanager
    def _tied_lines(self, tied: Callable[[], bool] | None):
        """Within: the lines said get the ``stale()`` ``tied`` (``None``: none) and are
        collected: yields ``(lines, named)``, the lists of what ``say`` returned for each
        line said and for those naming the input's cards (:meth:`naming`)."""
        was, self._tied = self._tied, tied
        names, self._names = self._names, []
        named = self._names
        try:
            with self.collecting() as lines:
                yield lines, named
        finally:
            self._tied, self._names = was, names

    @contextmanager
    def collecting(self):
        """Within: what ``say`` returns for each line said is added to the list yielded
        (:class:`~companion.app.voiceout.Heard`), to tell later whether it was heard; an
        outer collection does not get them."""
        said, self._said = self._said, []
        try:
            yield self._said
        finally:
            self._said = said

    @contextmanager
    def naming(self, names: bool = True, cards: tuple = (), seat: int | None = None):
        """Within (when ``names``): the line said names a card of the input being applied
        (:meth:`input`): once heard, the player knows what an undo would take back
        (:meth:`unheard`; QA29 of session 28: "Carol." heard, "The Investigators." not,
        minus twice undid her Sanity check's card at once). ``cards``: the cards the line
        names (card keys); it names too an older card input that no line heard named yet
        (said nothing of, held for the open question: its news comes with this input's
        lines; or whose lines told other news: "Alice: the Deep One.") read in ``seat``'s
        zone (the line's seat, ``None``: none), which slash then counts as heard once that
        line is begun (:meth:`unbegun_cards`); a line of another seat naming the same kind
        of card does not name it (review of lows41: "Bob: The Fed." named Cy's copy, held)."""
        naming, self._naming = self._naming, names
        same = [r for r in self._inputs if r.entry[0].cards and r.entry[0].seat == seat
                and set(r.entry[0].cards) & set(cards)] if cards and seat is not None else []
        # the newest such card too, though heard named: a line said late (a play said
        # after the later plays said ahead of the open question, QA42 M1) names it anew
        held, self._held = self._held, [
            r.named for r in same if r is same[-1] or not any(_heard(h) for h in r.named)]
        try:
            yield
        finally:
            self._naming, self._held = naming, held

    def starting_round(self) -> None:
        """The next line said for the input being applied (:meth:`input`, a deal) is the
        first of the new round's start (its dealing steps, "Round 3. Alice starts."): the
        lines before it tell the end of the round the deal ended, the moment a key pressed
        while they are said asks about (:meth:`waiting`; fresh QA50: star 1 during "Bob is
        out, with The Fed." was answered after the deal, with round 3's empty zone)."""
        if self._said is not None:
            self._round_at = len(self._said)

    @contextmanager
    def telling(self, question, answer):
        """Within: the line said tells the player the ``answer`` (an observation, ``None``:
        none) to the tracker's ``question`` asked before, the table's cards having closed
        it ("No answer needed: that was Alice's play."): once it is heard, the table as
        heard takes that answer (:attr:`Backlog.answers`; review of heard41)."""
        if answer is None or self._answers is None:
            yield
            return
        heard: list = []
        self._answers.append((question, answer, heard))
        was, self._telling = self._telling, heard
        try:
            yield
        finally:
            self._telling = was

    @contextmanager
    def refusing(self):
        """While a key's refusal is said: what is said is firm
        (:attr:`~companion.app.announcement.Announcement.firm`)."""
        self._refusing += 1
        try:
            yield
        finally:
            self._refusing -= 1

    def dress(self, announcement):
        """``announcement`` (a :class:`~companion.app.announcement.Announcement`) as it is said
        now: firm while a refusal is said, stale once the input it is said for is undone."""
        if self._refusing:
            announcement = replace(announcement, firm=True)
        if self._tied is not None:
            announcement = replace(announcement, stale=either(announcement.stale, self._tied))
        return announcement

    def prompt_count(self) -> int:
        """How many prompts were said so far (:meth:`prompted`): the count the line being
        worded is noted with in :attr:`prompts_heard`."""
        return self._prompts

    def prompted(self, kind: str) -> None:
        """Note that the prompt ``kind`` (see :attr:`prompts_heard`) is being said now: the
        next line said (:meth:`worded`) says it."""
        self._prompts += 1
        self._prompting = kind

    def worded(self) -> str | None:
        """The prompt kind the line about to be said says (:meth:`prompted`; ``None``:
        none), given to :meth:`note` with what ``say`` returned; the next line says none."""
        kind, self._prompting = self._prompting, None
        return kind

    def note(self, heard, firm: bool, prompt: str | None = None, said: object = None
             ) -> None:
        """Keep what ``say`` returned for a line (``heard``: a
        :class:`~companion.app.voiceout.Heard`, or anything without ``pending``: shown at
        once, not kept); ``firm``: the line is a refusal; ``prompt``: the prompt kind it
        says (:meth:`worded`); ``said``: its announcement, kept while the line is an
        input's, to be said again (:meth:`restored`)."""
        if prompt is not None:
            kept = self.prompts_heard.setdefault(prompt, [])  # not ``said``: kept below
            kept.append((self._prompts, heard if hasattr(heard, "heard") else None))
            del kept[:-PROMPTS_KEPT]
        self.last_line = heard
        self._noted += 1
        if not hasattr(heard, "pending"):
            return
        self._voice = True
        if self._said is not None:
            self._said.append(heard)
            if said is not None and self._tied is not None:
                self._sayings[id(heard)] = (said, heard)
            if self._naming and self._names is not None:
                self._names.append(heard)
            for named in self._held:
                named.append(heard)
            if self._telling is not None:
                self._telling.append(heard)
        if firm:
            self._refusals = [*self._refusals[1 - REFUSALS_KEPT:], heard]

    def heard_last(self, open_: list[str]) -> str | None:
        """Of the open prompts ``open_`` (kinds, see :attr:`prompts_heard`), the one the
        player heard last; ``None`` when none is open. The prompt being worded is the one
        (it lists its own answers). With a voice, a prompt counts once heard
        (:meth:`~companion.app.voiceout.Heard.heard`: said, or begun 1.5 s ago; QA26 N1:
        plus 2, 0.4 s after the question was heard, went to the prompt just begun); when
        no open prompt is heard yet, the one said last."""
        if self._prompting in open_:
            return self._prompting

        def said_at(kind: str, heard_only: bool) -> int:
            return max((n for n, heard in self.prompts_heard.get(kind, ())
                        if not heard_only or heard is None or heard.heard()), default=0)
        heard_only = any(said_at(kind, True) for kind in open_)
        return max(open_, key=lambda kind: said_at(kind, heard_only), default=None)

    def unheard(self, history: list) -> bool:
        """Whether the newest input of ``history`` (the tracker's) came from the table (not
        a key) and the player has not heard what it is: none of the lines said for it
        that name its cards (:meth:`naming`; all its lines when none does) is
        :meth:`~companion.app.voiceout.Heard.heard`: each still waits, was begun too
        recently, or was dropped or cut before it was heard (session 27, QA28: the stop
        key dropped "Bob is out, with The Fed." unsaid, and minus twice undid The Fed at
        once); or, with a voice, nothing was said for it (QA29 of session 28: a card that
        waited for the open question's answer, said nothing, was undone at once). Minus
        twice then asks to be confirmed (QA28 #3: with the voice behind, an undo meant for
        the answer just typed removed a card the player had not heard yet; QA29 of session
        28: "Carol." heard, her Sanity check's "The Investigators." not, the card was
        undone at once). A deal that ended the round it follows tells that round's end
        first (:meth:`starting_round`): only the new round's start (its dealing steps,
        "Round 2. Alice starts.") tells the deal (fresh QA59 MEDIUM-6: "Bob is out…" heard,
        the deal's own lines printed, never said, and minus twice undid the deal at once)."""
        said = self._said_of(history, table_only=True)
        if said is None:
            return False
        tells = said[1] or _deal_news(self.record_of(history[-1])) or said[0]
        return not any(h.heard() for h in tells) if tells else self._voice

    def never_begun(self, history: list) -> bool:
        """Whether the voice has begun none of the lines naming the cards of the newest
        input of ``history`` (:meth:`naming`; all its lines when none does), or said
        nothing for it: the undo's question then names its card as not said yet (session
        28's review: judged from every unsaid line, a card heard by name was called "not
        said yet" when only its later lines waited)."""
        said = self._said_of(history)
        if said is None:  # no record kept (older than the inputs kept): as unheard() does
            return False
        return not any(_begun(h) for h in (said[1] or said[0]))

    def unbegun_cards(self, history: list, card_kinds, openers=()) -> int:
        """How many of the newest card inputs of ``history`` (the tracker's; those of
        ``card_kinds`` with cards) the voice has begun none of the lines naming the cards
        of (:meth:`naming`; all its lines when none does), while it has still to say one,
        or said nothing of (:meth:`untold`): the player has not heard of them yet (QA35
        k_es: slash during "Turno de Carol." corrected her Sanity check's card, named 3 s
        later). A slash correction then acts on the card before them, the last one the
        player heard named or hears now (QA32 M1: slash pressed during "Bob: the
        Investigators." named and corrected Carol's card, read but not said yet; session
        32's review: Carol's card held for the open question, said nothing of, was named).
        A card said nothing of, held for the open question, is named by a later input's
        lines (:meth:`naming` ``cards``): heard once one of those is begun (QA40 L5: slash
        during the answer's "Alice is now Insane." named and corrected Carol's card, read
        while the question waited, its line not begun). Inputs of other kinds are passed
        over. 0 when no card before them is known to be
        heard of (the voice is behind more inputs than are kept, :data:`SAID_FOR_KEPT`,
        has said nothing of any card, or none of this round: the count stops at an input
        of ``openers``, a round's beginning; session 32's review): the newest card, as
        the voice goes in order. A card a correction rewrote (its history entry new, no
        record of its own) is heard of once a line of that correction is begun
        ("Corrected: …", "Alice: The Dilettante.": fresh QA57 MEDIUM-1, slash during it
        named Bob's card read since, never begun); a card after it that the correction
        replayed (a new entry too) is judged by the record of the same observation, where
        its lines said again are named (review of medium58: one card back corrected,
        slash during "Corrected: …" named Bob's card, never begun)."""
        count, fixes = 0, []  # fixes: [card inputs to pass, record] of the ``was`` passed
        for entry in reversed(history):
            obs = entry[0]
            if obs.kind in openers:
                return 0
            if obs.kind != "was" and (obs.kind not in card_kinds or not obs.cards):
                continue
            record = self.record_of(entry)
            if obs.kind == "was":
                fixes.append([obs.value if isinstance(obs.value, int) else 0, record])
                continue
            old = None if record is not None or not any(fix[0] > 0 for fix in fixes) \
                else next((r for r in reversed(self._inputs) if r.entry[0] is obs), None)
            if record is None and old is None:
                return count if _fix_begun(fixes) else 0
            for fix in fixes:
                fix[0] -= 1
            if old is not None:  # a card after the one a slash corrected, its entry new
                # from the replay: the same observation's record, its lines said again
                # named in it (review of medium58)
                if any(_begun(h) for h in old.named or old.lines):
                    return count
                count += 1
                continue
            if self._untold(record):
                count += 1
                continue
            lines = record.lines or record.named  # held: named by a later input's lines
            if not lines or not saying(lines) \
                    or any(_begun(h) for h in record.named or lines):
                return _named_later(history, entry, count, card_kinds, openers,
                                    self._inputs)
            count += 1
        return 0

    def untold(self, history: list) -> bool:
        """Whether the newest input of ``history`` (the tracker's) is a card the voice was
        never told of: nothing was said for it, nor begun of any input after it (a card
        held for the open question's answer: its news comes with a later input's lines;
        its line does not name it, :class:`~companion.app.live_cards.LiveCards`). Slash
        does not name it (session 32's review: "Correct Carol's card, The Fed" named a
        card the companion did not say). False with no voice, or no record kept."""
        record = self.record_of(history[-1]) if history else None
        return record is not None and self._untold(record)

    def said_nothing(self, history: list) -> bool:
        """Whether nothing was said for the newest input of ``history`` (the tracker's), a
        voice or not: a card the tracker took while its accounts differ on what it is (Bob's
        play, or his hand shown by Alice's Investigators), told once a later input settles
        it. No later input is looked at (:meth:`untold` does: a card whose news came with
        a later input's lines). False when no record of it is kept."""
        record = self.record_of(history[-1]) if history else None
        return record is not None and not record.told

    def record_of(self, entry) -> "_Input | None":
        """The record of what was said for the tracker's history ``entry`` (matched by
        identity), ``None`` when it has none (a card said with another, or replayed)."""
        return next((r for r in self._inputs if r.entry is entry), None)

    def _untold(self, record: _Input) -> bool:
        """:meth:`untold` for ``record``, one of :attr:`_inputs`."""
        if record.lines or not self._voice:
            return False
        after = self._inputs[self._inputs.index(record) + 1:]
        return not any(_begun(h) for r in after for h in r.lines)

    def begun_after(self, history: list, entry) -> bool:
        """Whether the voice has begun a line said for an input of ``history`` (the
        tracker's) newer than ``entry``, one of its entries (``False`` when it is not
        there): the player heard of a later input (review 39: minus twice after "Carol:
        The Boxer." took back an answer blamed before it). Text shown at once is kept for
        no input: never begun here."""
        at = next((i for i in range(len(history) - 1, -1, -1) if history[i] is entry), None)
        later = {id(e) for e in history[at + 1:]} if at is not None else set()
        return any(_begun(h) for r in self._inputs if id(r.entry) in later for h in r.lines)

    def round_start_begun(self, entry) -> bool:
        """Whether the voice has begun the round's start ("Round 1. Alice starts.") said
        for the tracker's history ``entry`` (the game's start, or a deal): a key's answer
        given during the set-up comes after the line being said, so once that line is
        begun the player hears the round begin before the answer (review of lw64: key 5
        during "Round 1. Alice starts." said "The game has not started yet." after it).
        ``False`` when ``entry`` has no record or no such line."""
        record = self.record_of(entry)
        return record is not None and any(
            _begun(h) for h in record.lines
            if getattr(self._sayings.get(id(h), (None,))[0], "kind", None) == "round_started")

    def unsaid(self, history: list) -> list:
        """What ``say`` returned for the lines said for the newest input of ``history``
        (the tracker's) that the voice has still to say to their end (queued or being
        said), oldest first: an answer that acts on that input brings them first
        (:attr:`~companion.app.announcement.Announcement.brings`)."""
        said = self._said_of(history)
        return [h for h in (said[0] if said else ()) if saying((h,))]

    def unsaid_of(self, entry) -> list:
        """What ``say`` returned for the lines said for the input ``entry`` (one of the
        tracker's history entries) that the voice has still to say, oldest first; ``[]``
        when no record of it is kept."""
        return [h for r in self._inputs if r.entry is entry for h in r.lines if saying((h,))]

    def news_waiting(self, history: list) -> list:
        """:meth:`unsaid` for the newest input of ``history``, or, when the voice has no
        line of it left to say, for the newest input kept with one: what a key's input
        brings, so that the news before it is said first, in the game's order (QA35 k_en:
        plus said the open question ahead of the news before it, its queued saying
        dropped; the answer's news then went ahead of "Alice: the Cultists.")."""
        lines = self.unsaid(history)
        for record in reversed(self._inputs if not lines else ()):
            lines = [h for h in record.lines if saying((h,))]
            if lines:
                break
        return lines

    def before_question(self, question) -> list:
        """What ``say`` returned for the lines said before the tracker's ``question`` by
        the input that asked it and the kept inputs before it, that the voice has still
        to say (the play it is about: "Alice: the Stowaway.", or "Alice: the Deep One."
        read as the card before Bob's laid hand), oldest first; ``[]`` when no kept input
        said it. Plus says an unheard question at once (QA35 k_en), these first (QA41 M3:
        "Alice: Sane or Insane effect?" was heard before "Alice: the Stowaway."; QA44
        MEDIUM-3, order45: "The Cultists in Bob's discard zone: was that Bob's hand…" was
        heard before "Alice: the Deep One.", the play that knocked him out: the voice
        says the game in its order, docs/guide-helper.en.md §2)."""
        asked = self._question[1] if self._question is not None \
            and self._question[0] is question else []
        before: list = []
        for record in self._inputs:
            at = next((i for i, h in enumerate(record.lines)
                       if any(h is a for a in asked)), None)
            before += [h for h in record.lines[:at] if saying((h,))]
            if at is not None:
                return before
        return []

    def rest_of_begun(self, history: list) -> list:
        """:meth:`unsaid` up to the line naming the card, when the voice has begun a line
        of the newest input of ``history``, else ``[]``: slash acts on that card, what
        names it said first (QA32 M1); its other lines (the turn it passed, the next
        player's Sanity check) wait after slash's cue (QA34 M4: "Turno de Alice." and
        "Alice: prueba de cordura, 1 carta." came between the card and the cue, 4.3 s after
        the key), and a correction taken replaces them. The line being said is ended
        (not cut) in any case. A card the voice has said nothing of (slash then acts on
        the newest card, as the voice is too far behind to tell) is not waited for, nor
        the backlog before it."""
        said = self._said_of(history)
        if said is None or not any(_begun(h) for h in said[0]):
            return []
        lines, named = said
        last = max((i for i, h in enumerate(lines)
                    if _begun(h) or any(h is n for n in named)), default=-1)
        return [h for h in lines[:last + 1] if saying((h,))]

    def _said_of(self, history: list, table_only: bool = False) -> tuple | None:
        """``(lines, lines naming its cards)`` said for the newest input of ``history``
        (what ``say`` returned for each), ``None`` when no record of it is kept;
        ``table_only``: ``None`` too for a key's input."""
        return next(((r.lines, r.named) for r in reversed(self._inputs)
                     if history and r.entry is history[-1]
                     and not (table_only and r.by_key)), None)

    def waiting(self, history: list, begun_heard: bool = False,
                brought: bool = True, whole: bool = False) -> Backlog | None:
        """The inputs of ``history`` (the tracker's) from the oldest one whose news the
        player has not heard yet (:meth:`_told`): a line of it waits to be said, or is
        being said and not :meth:`~companion.app.voiceout.Heard.heard` yet (a line the
        voice drops as over, :meth:`~companion.app.voiceout.Heard.lost`, never will be),
        or it is a card said nothing of while the tracker held its news (read while a
        question was open) and no line naming it is heard yet (QA41 M1). The news of each
        input is tied to the lines that tell it: its own, or for such a card the lines of
        the later input that settles the question (:meth:`naming`); so the table as heard
        is the one after exactly the inputs whose news was heard, the answers that the
        cards gave to its open question and that the player heard taken
        (:attr:`Backlog.answers`). When the player has heard a line of an input being said
        (a round's start: begun), the rest of its lines are said first
        (:attr:`Backlog.brings`, counted as heard) and it counts as heard
        (:attr:`Backlog.index` ``len(history)`` when no other input's news is unheard, and
        when no line waits, no card held: a state key is answered at once with the table
        as it is, ahead of the lines of no input the voice has still to say, the camera's
        prompts; QA36 en5_k: star 2 was said 14 s late, behind two of them).
        :attr:`Backlog.count`: the inputs from the oldest unheard whose news waits in the
        voice's queue (a card held with no line naming it yet is not: nothing waits).
        ``None`` when the voice says every line in order (not
        :attr:`~companion.app.voiceout.Heard.ahead`: a recording): the answer to a key
        comes after that news anyway; but with no line waiting (such a voice caught up, or
        the video replay's, each line heard at once as given: :func:`~companion.app.
        video_replay.heard_at_once`), the cards held unsaid are looked at as for a live
        voice: not heard until a line naming them is (fresh QA65 MEDIUM-3, r17: key 3
        counted the 5 cards held behind Carol's question as seen; LOW-2, r1: key 8 said Bob
        out by his Sanity check card held unsaid). Text shown at once (no voice): all
        heard, the table as it is. :attr:`Backlog.index` is ``None`` when the oldest is
        not known: a line of an input older than the :data:`SAID_FOR_KEPT` kept still
        waits, or a waiting input is no longer in ``history`` though not undone. A slash
        correction of an older card replays the inputs after that card as new entries:
        each such input's record stands for its new entry (:func:`_replayed_where`). A state
        key answers with the table as the player has heard it, before that input
        (:func:`~companion.app.as_heard.as_heard`; QA29, QA30 M1). ``begun_heard`` (keys 5,
        8 and 2, :data:`~companion.app.as_heard.BEGUN_HEARD`): the line being said is said
        to its end before the answer, which then tells the table with it (low49).
        ``whole`` (key 2, :data:`~companion.app.as_heard.BEGUN_WHOLE`): with
        ``begun_heard``, the input begun is said whole before the answer, not only up to
        the line telling an answer (the count would name a question said after it), and,
        when no other input is unheard, the lines still waiting of the later inputs that
        count as heard (an answer's next turn cue let through after the plays said ahead:
        :func:`~companion.app.answer_place.answer_seat`), so the live table's count agrees
        with every line before it.
        ``brought`` false (star and a seat, :data:`~companion.app.as_heard.BRINGS_NOTHING`):
        the rest of the input begun is not said first, so it counts as not heard (no
        :attr:`Backlog.brings`): its cards are named as not said yet (review of keys56:
        star 3 during "Carol: Sanity check, 1 card." named her Investigators as heard,
        before "The Investigators." was said)."""
        records = [r for r in self._inputs if any(_waits(h) for h in r.lines)]
        older = [h for h in self._older if _waits(h)]
        lines = [h for r in records for h in r.lines if _waits(h)] + older
        if lines and not all(getattr(h, "ahead", False) for h in lines):
            return None  # said in order: the answer comes after that news
        if not lines and not self._voice:
            return Backlog(len(history), 0, None)  # text shown at once: all heard
        where = _replayed_where(history, self._inputs)
        if older or any(id(r.entry) not in where for r in records):
            return Backlog(None, 0, None)
        kept = sorted((r for r in self._inputs if id(r.entry) in where),
                      key=lambda r: where[id(r.entry)])
        # the input being said, a line of it heard: the rest is said first (QA32 M2: key
        # 8, just after "Carol: Sanity check, 1 card.", told the table before her check),
        # the line being said too, though heard (QA43 L3: key 2, 2 s into "Alice's R'lyeh:
        # the Stowaway, from the deck…", its last line, cut it and it was said again from
        # its start); a round's start as soon as begun (QA37 es13_k: key 5, 0.8 s into
        # "Ronda 2. Empieza Bob.", cut it and said "No hay ningún turno en curso.")
        begun = next((r for r in kept if saying(r.lines) and (
            any(_heard(h) for h in r.lines)
            or r.entry[0].kind == "new_round"
            and any(_begun(h) for h in r.lines[r.round_at or 0:]))), None)
        if not brought:
            begun = None
        if begun is not None and any(_waits(h) for r in kept[:kept.index(begun)]
                                     for h in r.lines):
            # its line heard was said ahead of older inputs' lines, which wait (a play in
            # its closed question's place, QA49 MEDIUM-1): not the input being said;
            # brought, it would bring them, and the answer after them (review unsaid49)
            begun = None
        # a deal whose new round's start is not begun: the lines of the round it ended
        # are the moment asked, the table that round's (fresh QA50, run A: star 1 during
        # "Bob is out, with The Fed." waited for the dealing steps and "Round 3. Alice
        # starts.", 20 s, and named round 3's empty zone)
        ending = begun if begun is not None and _ends_round(begun) else None
        brings = _rest(begun, ending)
        told_at = None  # the input whose brought lines end with the one telling its answer
        if begun_heard and not whole and begun is not None and ending is None:
            brings, told_at = _upto_answer(begun, brings, self.ever_heard)

        answered = self.answered_sayings()

        def heard(said) -> bool:  # heard, or to be said before the answer (not cut as over)
            over = getattr(said, "stale", None)
            return _heard(said) or any(said is h for h in answered) \
                or _waits(said) and not (over is not None and over()) \
                and any(said is h for h in brings)
        unheard = [r for r in kept if r is ending or r is told_at
                   or not self._told(r, kept, heard)]
        first = _naming_first(unheard)
        if begun_heard and begun is None and first is not None \
                and first.entry[0].kind != "start" and saying(first.lines) \
                and any(_begun(h) for h in first.lines):
            # with ``begun_heard`` (keys 5 and 8), the oldest input not heard yet, a line
            # of it begun, is said to its end first too (QA48 stress: key 5 0.5 s into
            # "Alice: los Investigadores." said "Es el turno de Alice."; QA48b r4: key 5
            # 1 s into "Bob's hand: Cthulhu." said "The table is waiting for Bob's
            # hand."); not the game's start (the set-up tells it: as_heard.heard_table),
            # nor a later input's, cards held before it still unheard (QA41 M1), but for
            # those the line begun names (fresh QA59 M2, run F: key 8 0.5 s into "Bob
            # quitte la manche ; sa main : Cthulhu.", the deal's, cut it and said "Bob a
            # peut-être quitté la manche (non confirmé ; aucune main posée)")
            ending = first if _ends_round(first) else None
            begun, brings = first, _rest(first, ending)
            if ending is None and not whole:
                brings, told_at = _upto_answer(first, brings, self.ever_heard)
            unheard = [r for r in kept if r is ending or r is told_at
                       or not self._told(r, kept, heard)]
        if not unheard:
            if whole and begun is not None:
                # key 2 tells the live table: the lines of inputs after the one begun that
                # count as heard though a line of theirs waits go first too (an answer's
                # next turn cue, said after the plays said ahead: answer_place.answer_seat;
                # "Bob." after Alice's R'lyeh, its count taking his draw)
                brings = (*brings, *(h for r in kept[kept.index(begun) + 1:]
                                     for h in r.lines if _waits(h)))
            return Backlog(len(history), 0, None, brings)
        first = unheard[0]
        count = sum(1 for r in unheard if any(_waits(h) for h in (*r.lines, *r.named)))
        # an answer is heard with its line, or, that line dropped as over, with the
        # input's other lines (review of news42: "Carol is now Insane." heard, "No answer
        # needed: …" dropped, key 8 said "Carol is in.")
        answers = tuple(answer for r in kept[kept.index(first):]
                        for answer in [*((q, answer) for q, answer, said in r.answers
                                         if any(map(heard, said)) or (
                                             said and all(h.lost() for h in said)
                                             and any(map(heard, r.lines)))),
                                       *_key_answer(r, first, heard, begun_heard)])
        return Backlog(where[id(first.entry)], count, first.before, brings, answers,
                       first is told_at)

    def _told(self, record: _Input, kept: list, heard: Callable[[object], bool]) -> bool:
        """Whether the player has heard the news of ``record``, one of ``kept`` (the
        inputs of :attr:`_inputs` in the tracker's history, oldest first), for
        :meth:`waiting`: not while a line of its own waits unheard (a later line naming
        it may be heard first: a key's answer, said at once); then once a line naming its
        card is heard (:meth:`naming`: its own, or a later input's: the Dilettante whose
        lines settle "was that Alice's hand?" is named by the next input's), or a line of
        its own is heard and none naming it waits, or none is left to say; but a card
        said nothing of while the tracker held its news (:attr:`_Input.held`: read while
        a question was open) only once a later line naming it is heard, or a later input
        after which the tracker held no news was heard to its end (QA41 M1: key 3
        counted cards held behind "was that Bob's hand?", never said). The news
        of an input the player heard tells nothing of another's held card: key 8 took
        cards read after the play being said (review of heard41, HIGH 2)."""
        own = any(map(heard, record.lines))
        if not own and any(_waits(h) for h in record.lines):
            return False  # a later line naming it heard first: a key's answer, said at once
        if any(map(heard, record.named)) or self._asked_of(record, heard):
            return True
        if own:  # its card named by no line, or by one heard
            return not any(_waits(h) for h in record.named)
        if any(_waits(h) for h in (*record.lines, *record.named)):
            return False
        # none heard, none to say: dropped (its question closed by the next card before
        # it was said) or none said (a card held for the question)
        if not (self._voice and record.held and record.entry[0].cards and not record.by_key):
            return True
        return any(
            not r.held and any(map(heard, r.lines))
            and not any(_waits(h) and not heard(h) for h in r.lines)
            for r in kept[kept.index(record) + 1:])

    def _asked_of(self, record: _Input, heard: Callable[[object], bool]) -> bool:
        """Whether ``record`` is a card held for the tracker's question said last
        (:attr:`_Input.held`) that this question asks about (its ``cards`` read in its
        ``seat``'s zone: "The Boxer in Alice's discard zone: was that Alice's hand…?"), a
        saying of it ``heard``: the player heard of that card as the question tells it.
        Fresh QA61 LOW-4 (g1, 16:26:41): minus twice undid Alice's hand, the Necronomicon,
        whose news had named her Boxer (:func:`_unnamed`); the question about the Boxer was
        asked again, and key 5, during it, told the table before the Boxer: "Whose turn it
        is depends on the next card: Alice may be out.", not the question."""
        said = self._question
        obs = record.entry[0]
        if said is None or not record.held or obs.seat is None or not obs.cards:
            return False
        question = said[0]
        return question.seat == obs.seat and bool(set(question.cards or ()) & set(obs.cards)) \
            and any(map(heard, said[1]))

    def above_heard_fix(self, history: list, taken: Callable[[int], bool]) -> int:
        """How many newest inputs of ``history`` (the tracker's) lie above the slash
        correction the player heard of last: each a card from the table (not a key) of
        whose lines the voice has begun none, and below them a correction by key
        (``taken(index)`` true) a line of which it has begun ("Corrected: …" being said,
        or said). Minus twice then undoes that correction (QA37 en21_k). 0 otherwise (no
        record kept of one of them, another input between, or none above)."""
        count = 0
        for index in range(len(history) - 1, 0, -1):
            entry = history[index]
            record = self.record_of(entry)
            if record is None:
                return 0
            if not record.by_key and entry[0].kind == "card" \
                    and not any(_begun(h) for h in record.lines):
                count += 1
                continue
            heard = record.by_key and taken(index) and any(_begun(h) for h in record.lines)
            return count if heard else 0
        return 0

    def unbegun_since(self, history: list, index: int) -> bool:
        """Whether the inputs of ``history`` (the tracker's) after entry ``index`` are all
        from the table (not a key), at least one, and the voice has begun none of their
        lines: the player has heard of nothing after that entry (minus twice then means
        it: :meth:`~companion.app.undo_key.UndoKey.blamed_index`). False when no record
        of one of them is kept, and in text (every line shown at once, none kept)."""
        if not self._voice:
            return False
        after = history[index + 1:]
        for entry in after:
            record = self.record_of(entry)
            if record is None or record.by_key or any(_begun(h) for h in record.lines):
                return False
        return bool(after)

    def answered_sayings(self) -> list:
        """What ``say`` returned for the sayings of the questions kept (the one said last
        and the few before it) that the player's own key closed (:attr:`Closed.BY_KEY`):
        the player knew them, however little of them the voice said (a number is taken
        :data:`~companion.app.said_question.EARLY_S` seconds into its question, which the
        answer then cuts, 1.5 s being "heard"). :meth:`waiting` counts them heard: the
        card such a question names was heard of, so the inputs said after it are not taken
        for unheard behind it (fresh QA58 HIGH-3, r5: "+1" 0.7 s into "The Investigators
        in Dan's discard zone: was that Dan's hand…?" cut it; key 8 then told the table
        before that card, "Bob is Insane", after "Alice is now Insane." and "Bob is out,
        with The Fed." were heard, and star 3 named Carol's Investigators, heard, as not
        said yet)."""
        return [h for said in (self._question, *self._questions_before)
                if said is not None and Closed.BY_KEY in said[2] for h in said[1]]

    def answered_by_key(self, question) -> bool:
        """Whether the player's own key closed ``question`` (a ``question`` event said last,
        or one of the few before it; :attr:`Closed.BY_KEY`): a state key's answer about a
        table as heard where it is still open does not tell the cards settled it (fresh
        QA51 run H: "The cards have settled the question about the Shoggoth in Carol's
        zone already" after plus 2 had answered it)."""
        return any(said is not None and said[0] is question and Closed.BY_KEY in said[2]
                   for said in (self._question, *self._questions_before))

    def refusal_unheard(self) -> bool:
        """Whether a key's refusal (:attr:`~companion.app.announcement.Announcement.firm`)
        waits unsaid: a key pressed right after it was meant for what the refused key
        should have done (QA28 #3: a minus pressed 0.3 s after a refused plus 2, to take
        the plus back, undid a card heard 20 s before)."""
        return any(h.pending() for h in self._refusals)

    def by_key(self, entry) -> bool:
        """Whether the history entry ``entry`` is a key's input (an answer, a card given
        by key), as far as the newest inputs tell."""
        return any(r.entry is entry and r.by_key for r in self._inputs)

    def undo_question(self, history: list) -> str | None:
        """Whether minus twice must ask before undoing the newest input of ``history``:
        ``None`` (undo it now), else the question's message key prefix:
        ``"app.undo_confirm"`` ("Undo X?") or ``"app.undo_since"`` (X came since the last
        such question). It asks while the voice has not said that input (:meth:`unheard`)
        or has a refusal still to say (:meth:`refusal_unheard`); once the last question
        is heard, minus twice undoes what it named while that is still the newest input,
        even with lines of it unsaid (QA31 N1: while cards kept coming, each confirmation
        asked about a newer card, and nothing was undone). After a question an input
        from the table closed (:meth:`close_undo`), it asks too, even about a card heard:
        the minus pair may be the answer to the closed question (session 30, QA31: "Not
        said yet: the Tommy Gun … Undo it?", the next card read, and minus twice 12 s
        later undid that card, not the Tommy Gun). The question is said within
        :meth:`asking_undo`."""
        top = history[-1]
        asked, self._undo_asked = self._undo_asked, None
        heard = asked is not None and all(h.heard() for h in asked.lines)
        if heard and asked.entry is top and not self.refusal_unheard():
            return None
        closed = asked is not None and asked.closed and asked.entry is not top
        if not (closed or self.unheard(history) or self.refusal_unheard()):
            return None
        since = asked is not None and asked.entry is not top and any(
            entry is asked.entry for entry in history)
        return "app.undo_since" if since else "app.undo_confirm"

    @contextmanager
    def asking_undo(self, top):
        """Within: the undo's question naming the history entry ``top`` is said; what
        ``say`` returns for it is kept, for :meth:`undo_question` to tell it was heard."""
        with self.collecting() as lines:
            yield
        self._undo_asked = _UndoAsked(top, lines, False)

    def undo_open(self, history: list) -> list | None:
        """What ``say`` returned for the lines of the undo's last question
        (:meth:`asking_undo`) while it waits for its answer: it names the newest input of
        ``history`` (the tracker's) and no input from the table closed it
        (:meth:`close_undo`); ``None`` otherwise."""
        asked = self._undo_asked
        if asked is None or asked.closed or not history or asked.entry is not history[-1]:
            return None
        return asked.lines

    def close_undo(self) -> None:
        """An input from the table (the camera) came while the undo's question waited
        (:meth:`undo_open`): the next minus pair asks its own question
        (:meth:`undo_question`)."""
        if self._undo_asked is not None:
            self._undo_asked = self._undo_asked._replace(closed=True)


def _naming_first(unheard: list) -> _Input | None:
    """The oldest of ``unheard`` (:class:`_Input` records, oldest first) whose own lines
    tell its news: the first, or, when the first are cards with no lines of their own (held
    while a question was open) each named by a line of the next input (its
    news comes with that input's lines: the hand a deal's "Bob is out, with Cthulhu."
    names), that input; ``None`` when ``unheard`` is empty."""
    for index, record in enumerate(unheard):
        if record.lines:
            said = {id(h) for h in record.lines}
            if all(any(id(h) in said for h in r.named) for r in unheard[:index]):
                return record
            break
    return unheard[0] if unheard else None


def _unnamed(inputs: list) -> None:
    """Take the lines said for the undone inputs of ``inputs`` (:class:`_Input` records)
    out of the lines naming the others' cards (:attr:`_Input.named`), in place: a card
    read while a question was open, named by the news of an answer since undone, is held
    again, unheard, until a line naming it anew (fresh QA59 M2, run B: after plus 2, its
    news "Carol: The Boxer." and Eve's question heard, then minus twice, key 8 said "if Eve
    played the Investigators, …", a card no line kept said)."""
    gone = {id(h) for r in inputs if r.taken.undone for h in r.lines}
    for record in inputs:
        if not record.taken.undone and any(id(h) in gone for h in record.named):
            record.named[:] = [h for h in record.named if id(h) not in gone]


def _ends_round(record: _Input) -> bool:
    """Whether ``record`` is a deal whose lines telling the end of the round it ended
    (those before :attr:`_Input.round_at`) the voice has begun, and none of the new
    round's start: a key pressed then asks about the round ended (:meth:`SaidFor.waiting`)."""
    at = record.round_at
    return record.entry[0].kind == "new_round" and bool(at) \
        and any(_begun(h) for h in record.lines[:at]) \
        and not any(_begun(h) for h in record.lines[at:])


def _deal_news(record: _Input | None) -> list:
    """What ``say`` returned for the lines of ``record`` (``None``: none) that tell its new
    round's start, when it is a deal whose lines tell first the end of the round it ended
    (:attr:`_Input.round_at` > 0): the dealing steps and "Round 2. Alice starts."; else
    ``[]``. The round's end heard is not the deal heard: an undo of the deal leaves that
    end (:meth:`SaidFor.unheard`; fresh QA59 MEDIUM-6)."""
    if record is None or record.entry[0].kind != "new_round" or not record.round_at:
        return []
    return record.lines[record.round_at:]


def _upto_answer(record: _Input, brings: tuple, heard: Callable[[object], bool]) -> tuple:
    """``(brings, record or None)``: ``brings`` (the lines of ``record`` still to say, said
    before a state key's answer, :func:`_rest`) cut after the line telling the answer the
    cards gave to a question the player heard asked (``heard(question)``,
    :meth:`SaidFor.ever_heard`; :meth:`SaidFor.telling`: "No answer needed: that was Bob's
    play."), with ``record``, when one of them tells it and later lines follow:
    the answer then tells the table before ``record`` with that answer taken, its other
    news not said yet (fresh QA50 run C: key 5 during "Alice: prueba de cordura, 1 carta."
    waited for the later card's own news and question, 4 lines); else ``(brings, None)``."""
    tells = [h for question, _, said in record.answers if heard(question) for h in said]
    at = max((i for i, h in enumerate(brings) if any(h is t for t in tells)), default=None)
    if at is None or at == len(brings) - 1:
        return brings, None
    return brings[:at + 1], record


def _rest(record: _Input | None, ending: _Input | None) -> tuple:
    """What ``say`` returned for the lines of ``record`` (``None``: none) the voice has
    still to say, said before a key's answer: for a deal ``ending`` the round it ended
    (:func:`_ends_round`), only that round's lines, not the new round's start."""
    if record is None:
        return ()
    lines = record.lines[:record.round_at] if record is ending else record.lines
    return tuple(h for h in lines if saying((h,)))


def _replayed_where(history: list, inputs: list) -> dict:
    """Index in ``history`` (the tracker's) of each entry, by ``id``, and of each record of
    ``inputs`` (:class:`_Input`) whose entry a slash correction of an older card replayed
    as a new entry of the same observation (one no record of its own names): the record
    stands for it (review of news42: the 3 cards held behind "was that Alice's hand?",
    replayed by slash 3 on her Deep One, had no record, and key 3 counted them as heard).
    An input undone and read again has a record of its own."""
    where = {id(entry): i for i, entry in enumerate(history)}
    recorded = {id(r.entry) for r in inputs}
    replayed = {id(entry[0]): i for i, entry in enumerate(history)
                if id(entry) not in recorded}
    for record in inputs:
        if id(record.entry) not in where and id(record.entry[0]) in replayed:
            where[id(record.entry)] = replayed[id(record.entry[0])]
    return where


def _key_answer(record: _Input, first: _Input, heard: Callable[[object], bool],
                begun_heard: bool = False) -> tuple:
    """For :meth:`SaidFor.waiting`: ``((question, answer),)`` when ``record``, an input
    after ``first`` (the oldest whose news is unheard), is the player's answer by key to
    the question open before it (an ``ANSWER_KINDS`` input, no correction: its entry's
    state, ``[1][5]`` the question, ``[1][-1]`` the correction) and a line of it was
    heard: the table as heard takes it, as an answer the cards gave (fresh QA58 HIGH-3:
    "Dan is out, with the Investigators.", said right after its question, was heard,
    Carol's check after it not yet; key 8 said "Dan may be out"); else ``()``. With
    ``begun_heard`` (keys 5 and 8), a line of it being said counts too: it is said to its
    end before the key's answer (review of qh3: key 8 during "Dan is out, with the
    Investigators." said "Dan may be out (not confirmed); if Dan played the
    Investigators…" right after it)."""
    obs, before = record.entry
    if record is first or not record.by_key or obs.kind not in ANSWER_KINDS \
            or before[5] is None or before[-1] is not None \
            or not any(heard(h) or begun_heard and _begun(h) and saying((h,))
                       for h in record.lines):
        return ()
    return ((before[5], obs),)


def _begun_last(said: list) -> int:
    """The place in the order the voice began its lines (:meth:`Heard.begun_order
    <companion.app.voiceout.Heard.begun_order>`; its entry id when not known) of the
    newest line of ``said`` begun; -1 when none was (or none the voice took)."""
    return max((getattr(h, "begun_order", lambda h=h: h.entry.id)() for h in said
                if getattr(h, "entry", None) is not None and h.begun()), default=-1)


def _fix_begun(fixes: list) -> bool:
    """Whether a line of a correction of the card input :meth:`SaidFor.unbegun_cards` has
    come to is begun (``fixes``: ``[card inputs still to pass, record]`` of the ``was``
    inputs newer than it, newest first; 0 to pass: that card is the one it corrected)."""
    return any(passed == 0 and record is not None
               and any(_begun(h) for h in record.named or record.lines)
               for passed, record in fixes)


def _named_later(history: list, entry, count: int, card_kinds, openers,
                 inputs: list) -> int:
    """:meth:`SaidFor.unbegun_cards` once it found ``entry``, the newest card input heard
    of, ``count`` card inputs after it: more, when an older card input of the round is
    named by a line begun after every line of it (QA42 M1: Cy's The Fed said ahead of
    "was that Bob's hand?", then the answer's "Bob: The Fed.": slash during it named Cy's
    card); the count of card inputs after that older one."""
    records = {id(r.entry): r for r in inputs}
    newest = _begun_last(records[id(entry)].lines + records[id(entry)].named)
    at = next(i for i in range(len(history) - 1, -1, -1) if history[i] is entry)
    found, after = count, count
    for older in reversed(history[:at]):
        obs = older[0]
        if obs.kind in openers:
            break
        if obs.kind not in card_kinds or not obs.cards:
            continue
        after += 1
        record = records.get(id(older))
        if record is None:
            break
        last = _begun_last(record.named)
        if last > newest:
            found, newest = after, last
    return found


class _Input(NamedTuple):
    """One of the newest inputs of the tracker's history and what was said for it
    (:attr:`SaidFor._inputs`)."""

    entry: tuple  #: its entry in the tracker's history
    by_key: bool  #: it came from a key (an answer, a card given by key)
    lines: list  #: what ``say`` returned for each line said for it
    named: list  #: the same for the lines naming its cards (:meth:`SaidFor.naming`)
    taken: _TakenBack  #: true once it is undone
    before: object  #: what the session gave :meth:`SaidFor.input` (the last card played)
    #: a line was said for it, a voice's or text shown at once (:meth:`SaidFor.said_nothing`)
    told: bool = True
    #: the answers to questions asked before that its lines tell
    #: (:meth:`SaidFor.telling`): ``[(question, answer, [heard])]``
    answers: list = ()
    #: after it, an account of the tracker holds news no line said yet (a card read while
    #: a question is open: its news comes with a later input's lines)
    held: bool = False
    #: a deal's: the index in :attr:`lines` of the first line of the new round's start
    #: (:meth:`SaidFor.starting_round`), the lines before it the ended round's news;
    #: ``None``: no round's start said
    round_at: int | None = None


class _UndoAsked(NamedTuple):
    """The undo's last question, "Undo X? Press minus twice to confirm."
    (:attr:`SaidFor._undo_asked`)."""

    entry: tuple  #: the entry of the tracker's history it named
    lines: list  #: what ``say`` returned for its lines
    #: an input from the table came before its answer (:meth:`SaidFor.close_undo`)
    closed: bool


class Backlog(NamedTuple):
    """The inputs whose lines the player has not heard yet (:meth:`SaidFor.waiting`)."""

    #: index in the tracker's history of the oldest of them; ``None``: not known
    index: int | None
    #: how many of the inputs from it to the newest have lines the player has still to
    #: hear (0 when not known)
    count: int
    before: object  #: what the session gave :meth:`SaidFor.input` for the oldest
    #: what ``say`` returned for the lines still to say of an input the voice has begun
    #: saying: said before the answer (QA32 M2)
    brings: tuple = ()
    #: the answers to the question open before :attr:`index` (and to those they lead to)
    #: that lines the player heard told, ``(question, answer)`` in order
    #: (:meth:`SaidFor.telling`): the table as heard takes them
    answers: tuple = ()
    #: :attr:`brings` end with the line telling such an answer, the oldest input's later
    #: lines not said yet (:func:`_upto_answer`): what else that answer makes the table
    #: say ("Bob is now Insane.") is not heard yet
    told: bool = False
