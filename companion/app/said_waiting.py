"""The inputs whose news the player has not heard yet: a mixin of
:class:`companion.app.said_for.SaidFor`, split from it by job (rf68b).
:meth:`SaidWaiting.waiting` gives them as a :class:`Backlog` (the oldest, how many, the
lines said first and the answers heard), for a state key's answer with the table as the
player has heard it (:func:`~companion.app.as_heard.as_heard`; QA29, QA30 M1).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable, NamedTuple

from companion.app.said_heard import _begun, _heard, _waits, saying
from companion.tracker.observations import ANSWER_KINDS

if TYPE_CHECKING:
    from companion.app.said_for import _Input


class SaidWaiting:
    """The backlog of unheard inputs of :class:`~companion.app.said_for.SaidFor` (its
    fields ``_inputs``, ``_older``, ``_voice`` and ``_question``, with its
    ``answered_sayings`` and ``ever_heard``)."""

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


def _ends_round(record: _Input) -> bool:
    """Whether ``record`` is a deal whose lines telling the end of the round it ended
    (those before :attr:`_Input.round_at`) the voice has begun, and none of the new
    round's start: a key pressed then asks about the round ended (:meth:`SaidFor.waiting`)."""
    at = record.round_at
    return record.entry[0].kind == "new_round" and bool(at) \
        and any(_begun(h) for h in record.lines[:at]) \
        and not any(_begun(h) for h in record.lines[at:])


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
