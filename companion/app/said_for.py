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

Split by job (rf68b), each a mixin of :class:`SaidFor`: the prompts plus and a number
answers, :mod:`companion.app.said_prompts`; whether the player heard an input and which
of its lines wait, :mod:`companion.app.said_unheard`; the inputs whose news is still
unheard (:class:`~companion.app.said_waiting.Backlog`), :mod:`companion.app.said_waiting`;
the undo's confirm question, :mod:`companion.app.said_undo`.
"""
from __future__ import annotations

from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from enum import Enum
from typing import Callable, NamedTuple

from companion.app.said_again import SaidAgain
from companion.app.said_heard import _heard, _TakenBack, either, saying
from companion.app.said_prompts import SaidPrompts
from companion.app.said_question import SaidQuestion
from companion.app.said_restore import SaidRestore
from companion.app.said_undo import SaidUndo, _UndoAsked
from companion.app.said_unheard import SaidUnheard
from companion.app.said_waiting import SaidWaiting

# Re-exported: the names this module held before the split (rf68b), for the code and
# tests that take them from here.
from companion.app.said_unheard import (_begun_last, _deal_news, _fix_begun,  # noqa: F401
                                        _named_later)
from companion.app.said_waiting import (Backlog, _ends_round, _key_answer,  # noqa: F401
                                        _naming_first, _replayed_where, _rest, _upto_answer)


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
    "app.undo_too_soon", "app.minus_held_steady",
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
class SaidFor(SaidPrompts, SaidUnheard, SaidWaiting, SaidUndo, SaidQuestion, SaidRestore,
              SaidAgain):
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
