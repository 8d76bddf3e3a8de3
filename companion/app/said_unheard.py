"""Whether the player has heard the newest inputs: a mixin of
:class:`companion.app.said_for.SaidFor`, split from it by job (rf68b). From what ``say``
returned for each line said for an input (its record, :class:`~companion.app.said_for._Input`)
it tells whether that input is unheard or never begun (minus twice then asks to be
confirmed), how many card inputs the voice has not begun naming (slash acts on the card
before them), and which of an input's lines the voice has still to say (what a key's
input brings first).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from companion.app.said_heard import _begun, saying

if TYPE_CHECKING:
    from companion.app.said_for import _Input


class SaidUnheard:
    """Whether the inputs were heard, for :class:`~companion.app.said_for.SaidFor` (its
    fields ``_inputs``, ``_voice``, ``_sayings`` and ``_question``)."""

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


def _deal_news(record: _Input | None) -> list:
    """What ``say`` returned for the lines of ``record`` (``None``: none) that tell its new
    round's start, when it is a deal whose lines tell first the end of the round it ended
    (:attr:`_Input.round_at` > 0): the dealing steps and "Round 2. Alice starts."; else
    ``[]``. The round's end heard is not the deal heard: an undo of the deal leaves that
    end (:meth:`SaidFor.unheard`; fresh QA59 MEDIUM-6)."""
    if record is None or record.entry[0].kind != "new_round" or not record.round_at:
        return []
    return record.lines[record.round_at:]


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
