"""The questions the tracker asks the players, and how they close (a mixin of
:class:`~companion.tracker.tracker.Tracker`, whose open question it keeps; which question
fits the accounts is :mod:`.questions`): a question is asked only when no later
observation can settle it, and once (:meth:`Asking._questions`); a numbered answer is an
observation (``answer_observation``, ``answer``); a question the table's cards settled is
said closed (``_worked_out``), in its place among the events (:func:`settled_in_order`).
No I/O.
"""
from __future__ import annotations

from dataclasses import replace

from companion.tracker import questions
from companion.tracker.events import TableEvent, inconsistency
from companion.tracker.inconsistencies import CARD_KINDS
from companion.tracker.observations import Observation


class Asking:
    """The questions of :class:`~companion.tracker.tracker.Tracker` (see the module
    docstring)."""

    def answer_observation(self, number: int) -> Observation | None:
        """The observation meaning "answer ``number``" (1-based, as on the keypad) to the
        open question, or ``None`` when no question is open or the number is not one of
        its answers (``card``: ``was(candidate)``; ``was_hand``: 1 yes, 2 no; ``out``:
        1 out, 2 in, or 2 not the hand (:func:`.questions.out_no`); ``effect``: 1 Sane,
        2 Insane; ``rlyeh``: 1 end, 2 play on; ``first``: the listed winners in order)."""
        q = self.question
        if q is None or not 1 <= number <= len(q.info):
            return None
        return _answer_to(q, q.info[number - 1])

    def answer(self, number: int) -> list[TableEvent]:
        """Apply the numbered answer to the open question (see :meth:`answer_observation`);
        an ``answer_not_possible`` inconsistency when there is none to give."""
        obs = self.answer_observation(number)
        if obs is None:
            return [inconsistency("answer_not_possible", None, (), answer="number",
                                  given=number, expected="question", expected_seat=None)]
        return self.apply(obs)

    def _worked_out(self, q: TableEvent, told: str | None = None) -> list[TableEvent]:
        """The ``question_settled`` event for the question ``q`` that the table's cards
        settled (the last input is a card, ``CARD_KINDS``: not an answer or a told
        choice; or, for an ``out`` or ``was_hand`` question, the new round the cleared
        table dealt: :meth:`~companion.tracker.tracker.Tracker.deal_settles`; for an
        ``effect`` one, the new round dealt whatever its side, ``info`` ``moot``:
        :meth:`~companion.tracker.tracker.Tracker.deal_closes_question`), with what
        the accounts now agree on: an ``effect``'s side, whether an ``out`` or ``was_hand``
        question's player is out (for ``out``, only that its card was no hand, ``info``
        ``play``, when the accounts still differ on the out or a later card of that seat's
        told it: QA45 HIGH-3), which card a ``card`` question's read was (``told``,
        :meth:`_read_told`); ``[]`` otherwise (QA19 #2: left unanswered, R'lyeh's question
        was silently replaced by "was that Cy's hand?", which a late R'lyeh answer then
        answered; the other questions closed in silence)."""
        last = self.history[-1][0].kind if self.history else None
        if questions.asks_discard(q) and questions.discard_or_play_open(self.hyps, q.seat):
            return []  # closed while a card's candidates are asked, asked again (st62)
        if last not in CARD_KINDS and not (last == "new_round"
                                           and q.value in ("out", "was_hand", "effect")):
            return []
        cards, info = q.cards, None
        if q.value == "effect" and last == "new_round":
            # dealt with the accounts agreeing whatever the side: its answer changed
            # nothing (Tracker.deal_closes_question, QA44 MEDIUM-5)
            info = "moot"
        elif q.value == "effect":
            info = questions.effect_side(q.seat, self.hyps, q.cards[0] if q.cards else None)
        elif q.value in ("out", "was_hand"):
            # after a deal, the ended round's accounts that it kept (those dealt anew
            # have everyone in): the ones its snapshot holds with the deal awaited
            ended = [h for h in self.history[-1][1][0] if h.wait[0] == "deal"] \
                if last == "new_round" else self.hyps
            outs = {h.out[q.seat] for h in ended}
            info = ("out" if True in outs else "in") if len(outs) == 1 else None
            if q.value == "out" and info != "in" \
                    and not any(questions.names_hand(h, q) for h in ended) \
                    and (info is None or questions.laid_since(q, ended)):
                # its card no hand in any account, the player's out still open or told by
                # a later card of theirs (QA45 HIGH-3: "The cards tell it: Dan is out."
                # before his Silver Key): only "that was Dan's play", said when the events
                # show that play (:func:`settled_in_order`), else unsaid
                info = "play"
            if info is None and last == "new_round" and len(self.hyps) == 1:
                # one table dealt whatever the answer: it changes nothing now (QA44 t1)
                info = "moot_out"
        elif q.value == "card" and told is not None:
            cards, info = (told,), "card"
        if info is None:
            return []
        return [TableEvent("question_settled", seat=q.seat, cards=cards, value=q.value,
                           info=info)]

    def _questions(self, opened: TableEvent | None = None) -> list[TableEvent]:
        """:meth:`_questions_picked`; a ``holder`` question left open whose seats a
        knocked-out hand narrowed (:func:`.questions.holder_asked`) is asked again with
        the seats left, unless another question replaced it (review of hq64, MEDIUM)."""
        fresh = questions.holder_asked(self.question, self.hyps)
        if fresh is self.question:
            return self._questions_picked(opened)
        self.question = fresh
        asked = self._questions_picked(fresh if opened is not None else None)
        return asked if asked or self.question is not fresh else [fresh]

    def _questions_picked(self, opened: TableEvent | None = None) -> list[TableEvent]:
        """Ask only what no later observation can settle (:func:`.questions.pick`), once (the
        "out" question about a player again after "2 no, Bob played it": Tracker.apply).
        ``opened``: the question the input being committed opened, if any; a ``holder``
        question still open is asked first, the picked one at a later input, unless that
        one may tell the holder (:func:`.questions.holder_first`; fresh QA61 MEDIUM-2).
        A ``holder`` question another replaced while still open waits
        (:attr:`~.tracker.Tracker.holder_waiting`) and is asked again once no other is
        open (:meth:`_holder_again`; review of qh63, MEDIUM)."""
        hyps = self.hyps
        if not questions.holder_open(self.holder_waiting, hyps):
            self.holder_waiting = None  # taken by another input, its round over
        if len(hyps) == 1:
            if self.question is not None and self.question.value in ("effect", "out"):
                self.question = None
            if (hyps[0].wait[0] not in ("rlyeh", "first")
                    and not questions.holder_open(self.question, hyps)):
                self.question = None
            return self._holder_again()
        read = None
        index = self._open_read()
        if index is not None:
            seat = next(r[1] for h in hyps for r in h.reads if r[0] == index)
            cands = tuple(dict.fromkeys(r[2] for h in hyps for r in h.reads if r[0] == index))
            if len(cands) >= 2:  # else the accounts differ on something else than which
                read = (index, seat, cands)  # card it was ("Which card is it: X?", QA)
        if self.question is not None and self.question.value == "card" \
                and (read is None or read[0] > self._card_asked() >= 0):
            # the table told which candidate it was; so it did when the oldest read still
            # open came after it (fresh QA52b HIGH 3, r6b: the Dilettante given back with
            # Enter and 8, read as it or Cthulhu, told Carol's Cultists before it, and
            # "which card: the Investigators or the Cultists?" stayed open, unanswerable)
            self.question = None
        if self.question is not None and questions.settled(self.question, hyps):
            self.question = None  # answered; the accounts differ on something else (QA F4)
        if self.question is not None and self.question.value in questions.PICKED:
            return []  # kept until answered or settled, never replaced (QA19 #2)
        picked = questions.pick(hyps, read, self._last_card(), self._newest, self._laid_at,
                                self._played_at)
        if picked is None or picked[1] in self._asked:
            return self._holder_again()
        if opened is self.question and questions.holder_open(opened, hyps) \
                and questions.holder_first(opened, picked[0]):
            return []  # not asked yet (its key not kept): picked again at a later input
        q, asked = picked
        self._asked = self._asked | {asked}
        was, self.question = self.question, q
        self._holder_replaced(was)
        return [q]

    def _holder_replaced(self, was: TableEvent | None) -> None:
        """Keep ``was``, the question open until now, in
        :attr:`~.tracker.Tracker.holder_waiting` when it is a ``holder`` question still
        open (:func:`.questions.holder_open`) that another question replaces: the app may
        not have said it yet (the voice some 10 s behind the table), and the players have
        not answered it; :meth:`_holder_again` asks it again once no other question is
        open (review of qh63, MEDIUM: Bob's "who took the Stowaway Eggs?", asked first,
        replaced by the question about Ann's Fed at Cy's card before it was said, was
        dropped unsaid and never asked; QA53b r3: replaced in the same input by "R'lyeh
        or the Stowaway Eggs?", answered R'lyeh, never asked)."""
        if was is not None and was is not self.question \
                and questions.holder_open(was, self.hyps):
            self.holder_waiting = was

    def _holder_again(self) -> list[TableEvent]:
        """The ``holder`` question that waits (:meth:`_holder_replaced`), opened again
        and asked (the same ``question`` event: a line of it not said yet is said) when
        no question is open and it is still worth an answer; else ``[]``."""
        held = self.holder_waiting
        if self.question is not None or held is None \
                or not questions.holder_open(held, self.hyps):
            return []
        self.holder_waiting = None
        self.question = held = questions.holder_asked(held, self.hyps)
        return [held]

    def _card_asked(self) -> int:
        """The history index of the card read the newest ``card`` question asked about
        (its key in ``_asked``: :func:`.questions.pick`), ``-1`` if none (the open
        question then kept): the open ``card`` question's, which stays open until told or
        answered (:meth:`_questions`)."""
        return max((key[1] for key in self._asked if key[0] == "card"), default=-1)

    def _played_at(self, seat: int, card: str) -> int:
        """The history index of ``seat``'s newest card read as ``card`` (one of its
        candidates), ``-1`` if none: the play an ``effect`` question is about, its key
        (:func:`.questions.pick`; QA53b r3: Carol's Necronomicon after her Stowaway)."""
        for i in range(len(self.history) - 1, -1, -1):
            old = self.history[i][0]
            if old.kind == "card" and old.seat == seat and card in old.cards:
                return i
        return -1

    def _newest(self, seat: int) -> tuple[str, ...]:
        """The newest card in ``seat``'s discard zone, in the accounts kept (one key, or
        several when they differ), or ``()``."""
        return tuple(dict.fromkeys(h.zones[seat][-1] for h in self.hyps if h.zones[seat]))

    def _laid_at(self, seat: int) -> int:
        """The history index of the last card seen in ``seat``'s zone, ``-1`` if none: the
        "was that X's hand?" question asks about the oldest such card first (QA44 HIGH-2,
        order45: asked about Carol's newer card, Fay's older one held the plays after it
        unsaid and the question came before them)."""
        return self._last_card(seat)[1]

    def _last_card(self, seat: int | None = None) -> tuple[int | None, int]:
        """(seat, history index) of the last card seen in a seat's zone (``seat``'s only,
        when given), or ``(None, -1)``."""
        for i in range(len(self.history) - 1, -1, -1):
            old = self.history[i][0]
            if old.kind in ("card", "revealed", "hand") and old.seat is not None \
                    and seat in (None, old.seat):
                return old.seat, i
        return None, -1


def settled_in_order(told: list[TableEvent], events: list[TableEvent]
                     ) -> list[TableEvent]:
    """``events`` with ``told`` (``[]`` or the one ``question_settled`` event of
    :meth:`Asking._worked_out`) put where it follows from them, each fact said once.

    An ``out``/``was_hand`` question whose card ``events`` show as the player's play
    ("Bob: Deep One.") is said closed right after that play, as the play
    (``info="play"``: "No answer needed: that was Bob's play."), not as "Bob is out" before
    it (QA28 #2: heard as "yes, that was Bob's hand", and "out" twice when his hand was
    laid next). One whose player ``events`` say out is said closed after that
    (``info="said"``: "No answer needed."). One :meth:`Asking._worked_out` closed as
    ``play`` (its card no hand in any account, the player's fate by a later card still
    open: QA45 HIGH-3) without that play among ``events`` (a Sanity check's card) is not
    said. One whose card ``events`` show as a card of the player's Sanity check is said
    closed after the check's lines (``info="check"``: "No answer needed: Bob's Sanity
    check showed The Musician."; :func:`_after_check`), not "The cards tell it: Bob is
    out." before "Bob: Sanity check, 2 cards." (QA47 MEDIUM-1: heard as "yes, his hand",
    then a turn of a player out). Otherwise it comes first, before what follows from it
    and any next question (QA19 #2: after the next turn's name it was heard as part of
    that turn).

    >>> q = TableEvent("question_settled", seat=1, cards=("deep_one",), value="out",
    ...                info="out")
    >>> play = TableEvent("card_played", seat=1, cards=("deep_one",), value=False)
    >>> out = TableEvent("player_out", seat=1, cards=("the_fed",))
    >>> [(e.kind, e.info) for e in settled_in_order([q], [play, out])]
    [('card_played', None), ('question_settled', 'play'), ('player_out', None)]
    """
    if not told or told[0].value not in ("out", "was_hand") or not told[0].cards:
        return told + events
    q = told[0]
    played = next((i for i, e in enumerate(events) if e.kind == "card_played"
                   and e.seat == q.seat and e.cards[:1] == q.cards[:1]), None)
    # its card a Sanity check's: closed after the check's lines; a check before a play of
    # the same card is the card asked about (review of qa47m, bot game arkham 2 players
    # seed 150: "that was Player 2's play." of the Investigators his check showed)
    checked = _after_check(q, events if played is None else events[:played])
    if checked is not None:
        return events[:checked] + [replace(q, info="check")] + events[checked:]
    if played is not None:
        return events[:played + 1] + [replace(q, info="play")] + events[played + 1:]
    if q.info == "play":  # no play of its card shown (a Sanity check's card): closed
        return events     # unsaid, as before QA45 HIGH-3
    if q.info == "out":
        for i, e in enumerate(events):
            if e.kind == "player_out" and e.seat == q.seat:
                return events[:i + 1] + [replace(q, info="said")] + events[i + 1:]
    return told + events


def _after_check(q: TableEvent, events: list[TableEvent]) -> int | None:
    """The index in ``events`` right after the lines of the Sanity check that showed the
    card of ``q`` (an ``out`` / ``was_hand`` question; rulebook "Sanity Check": the
    revealed cards are discarded in the player's zone): after its outcome
    (``check_passed`` / ``check_failed``) and the count folded into it, or after its
    last card when no outcome follows yet; ``None`` when no ``card_revealed`` of the
    check (``info`` empty: not an effect's) names that card in that seat's zone.

    >>> q = TableEvent("question_settled", seat=1, cards=("the_musician",), info="out")
    >>> evs = [TableEvent("sanity_check", seat=1),
    ...        TableEvent("card_revealed", seat=1, cards=("the_musician",)),
    ...        TableEvent("check_failed", seat=1), TableEvent("deck_count", count=8)]
    >>> _after_check(q, evs)
    4
    """
    shown = next((i for i, e in enumerate(events) if e.kind == "card_revealed"
                  and not e.info and e.seat == q.seat and e.cards[:1] == q.cards[:1]), None)
    if shown is None:
        return None
    at = shown
    for i in range(shown + 1, len(events)):
        e = events[i]
        if e.kind == "card_revealed" and e.seat == q.seat and not e.info:
            at = i
        elif e.kind in ("check_passed", "check_failed") and e.seat == q.seat:
            at = i
            break
        else:
            break
    if at + 1 < len(events) and events[at + 1].kind == "deck_count":
        at += 1
    return at + 1


def settled_answer(q: TableEvent, settled: TableEvent) -> Observation | None:
    """The answer to the question ``q`` (a ``question`` event) that ``settled``, the
    ``question_settled`` event the table's cards closed it with
    (:meth:`Asking._worked_out`), tells: the observation the player's number would have
    been (:meth:`Asking.answer_observation`); ``None`` when ``settled`` is not about ``q``
    or names no answer of it. ``out``/``was_hand``: ``info`` ``"out"`` or ``"said"`` is
    the first answer (out, yes), ``"in"``, ``"play"``, ``"play_named"`` or ``"check"``
    the second (``out``: those three "not the hand"); ``effect``: its side;
    ``card``: the card told. The table as the player has heard it takes it
    (:func:`~companion.app.as_heard.heard_table`; QA41 M1, review of heard41: key 8 said
    "Alice may be out" after "No answer needed: that was Alice's play." was heard)."""
    if settled.seat != q.seat or settled.value != q.value:
        return None
    pick = None
    if q.value == "out" and settled.info in ("play", "play_named", "check"):
        # its card was no hand: "not the hand", not "still in", which an account where a
        # later play put the player out (a guess on the next card, the hand owed) belies
        # (review of cards46: the Fed's question asked "2 no, still in", Bob's guess then
        # put Dan out, his R'lyeh closed it; the table as heard dropped that true account)
        from companion.tracker import observations as o
        return o.not_hand(q.seat)
    if q.value in ("out", "was_hand") and len(q.info) == 2:
        # (an out question closed by its card's play returned above: this is for
        # ``was_hand``) ``play_named``: the card's play said at its place, "No answer
        # needed." after it (order46 (a)), the second answer; not ``said``, the first
        # (integ46: read as ``said``, "No answer needed." after "Fay: the Nightgaunt."
        # made the table as heard take Fay out)
        pick = q.info[0] if settled.info in ("out", "said") else \
            q.info[1] if settled.info in ("in", "play", "play_named", "check") else None
    elif q.value == "effect":
        pick = settled.info
    elif q.value == "card" and settled.cards:
        pick = settled.cards[0]
    return _answer_to(q, pick) if pick in q.info else None


def _answer_to(q: TableEvent, pick) -> Observation:
    """The observation answering the question ``q`` with ``pick``, one of its ``info``
    (:meth:`Asking.answer_observation`)."""
    from companion.tracker import observations as o
    return {
        "card": lambda: o.was(pick),
        "was_hand": lambda: o.was_hand(q.seat, pick == "yes"),
        "out": lambda: (o.seat_out(q.seat) if pick == "out" else o.still_in(q.seat)
                        if pick == "in" else o.not_hand(q.seat)),
        "effect": lambda: o.effect(pick, q.seat, q.cards[0] if q.cards else None),
        "rlyeh": lambda: o.rlyeh(pick == "end"),
        "first": lambda: o.first_player(pick),
        "holder": lambda: o.target(pick, q.cards[0]),
    }[q.value]()
