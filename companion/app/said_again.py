"""The lines the player heard for an input an undo took back: a mixin of
:class:`companion.app.said_for.SaidFor`, split from it by job. An undo takes back an
input, and the tracker replays the table without it; the next input (the same card given
back by Enter, the same answer typed again) or the undo itself then makes the same lines
again (fresh QA52 M2, run r6: after "Undone: The Fed in Alice's zone." "Bob is out, with
R'lyeh.", "Alice: the Stowaway." were said again; after "Undone: the last answer." Alice's
Sanity check and "Alice: The Urchin."; fresh QA51c run B: "Alice: The Musician." said
twice). Only the session knows what was heard: a line heard of an undone input whose fact
still stands (said in the same words) is not said again; a line telling the same fact
otherwise ("Carol is out." where "Carol is still in." was heard) says that it replaces it
(``app.instead_of``); lines not heard are said as any. A key's input whose lines were all
heard so says only that it was taken (``app.as_heard_before_undo``), a card the camera
reads again whose line naming it was heard so is named in one line (``app.read_again``,
:meth:`SaidAgain.read_again`), and a question the undo key asks again, which the player
heard closed by the undone input's lines, has those lines said again when the cards close
it again (:meth:`SaidAgain.question_told`).
"""
from __future__ import annotations

from contextlib import contextmanager
from typing import NamedTuple

from companion.app.said_heard import _heard

#: The event kinds whose lines tell one fact of one seat, by the fact they tell
#: (:attr:`~companion.app.announcement.Announcement.fact`): a line of another kind or seat
#: is another fact, never said to replace one heard.
FACTS = {"player_out": "standing", "still_in": "standing", "check_passed": "check",
         "check_failed": "check", "card_played": "play", "now_insane": "insane"}


#: The kinds of the lines that begin a turn: heard before an undo that said whose turn it
#: is now, said again when the turn comes (:meth:`SaidAgain.turn_told`)
TURN_BEGUN = frozenset({"turn_started", "sanity_check"})

#: The kinds of the lines that tell a round's end (its knock-outs, showdown, winner and
#: tokens, the game's winner): heard before an undo that said the round's end taken back,
#: said again when the table ends the round again (:meth:`SaidAgain.round_end_told`)
ROUND_END = frozenset({"player_out", "showdown", "hand_revealed", "showdown_tie",
                       "round_ended", "first_player", "game_won"})

#: The kinds of the lines that tell a round's deal ("Round 2. Bob starts."): heard before an
#: undo that said the deal taken back, said again when the table deals the round again
#: (:meth:`SaidAgain.deal_told`)
DEAL_BEGUN = frozenset({"round_started"})

#: The lines always said, even in the words heard before the undo: the app's own lines
#: (``kind`` ``None``: a prompt, a warning).
UNMATCHED = frozenset({None})


class HeardBefore(NamedTuple):
    """One line said for an input an undo took back (:meth:`SaidAgain.undoing`)."""

    brief: str  #: its brief text, as made (before the voice's "Again:")
    verbose: str  #: its verbose text
    fact: tuple | None  #: :attr:`~companion.app.announcement.Announcement.fact`
    kind: str | None  #: its event kind (:attr:`~companion.app.announcement.Announcement.kind`)
    heard: object  #: what ``say`` returned for it (:class:`~companion.app.voiceout.Heard`)


class SaidAgain:
    """The bookkeeping of the lines of undone inputs (:class:`HeardBefore`) of
    :class:`~companion.app.said_for.SaidFor` (its fields ``_undone_heard``, ``_matched``,
    ``_replaying`` and ``_again_cards``, with its ``_inputs``, ``_sayings`` and ``_naming``)."""

    @contextmanager
    def undoing(self, top):
        """Within: an undo of the tracker's newest input, history entry ``top`` (``None``:
        none), is applied and its lines said. The lines said for ``top`` (the record kept
        of it, :attr:`_inputs`) come before those of the inputs undone before it, in the
        order the game said them. Yields a callable ``done(removed)`` to tell whether the
        undo took ``top`` back: if not, they are forgotten."""
        record = self.record_of(top) if top is not None else None
        was = list(self._undone_heard)
        if record is not None:
            lines = [(self._sayings[id(heard)][0], heard) for heard in record.lines
                     if id(heard) in self._sayings]
            self._undone_heard = [HeardBefore(said.brief, said.verbose, said.fact, said.kind,
                                              heard) for said, heard in lines] \
                + self._undone_heard
        removed = [True]
        with self.replaying(forget=False):
            yield lambda taken: removed.__setitem__(0, taken)
        if not removed[0]:
            self._undone_heard = was
        elif record is not None:
            self._insane_unheard = self._insane_unheard + [
                said for said, heard in lines if said.kind == "now_insane" and not _heard(heard)]

    def take_heard(self, other) -> None:
        """The lines heard for the inputs undone last of ``other`` (another
        :class:`~companion.app.said_for.SaidFor`: a copy of a resumed table's that made
        the log's last undone card and its undo again, :mod:`companion.app.resumed_heard`)
        become this one's (:attr:`_undone_heard`, read by :meth:`heard_before`)."""
        self._undone_heard = list(other._undone_heard)

    def insane_unheard(self, tracker) -> list:
        """Once an undo took an input back (:meth:`undoing`): its "now Insane" lines the
        player did not hear whose fact the tracker keeps as said (Insane, told, the line not
        held among its events, in every account: :func:`companion.tracker.flow.
        insane_said_stays`, said once per card), to be said now, each once: the same input
        given again will not say them (fresh QA61 MEDIUM-1: "Carol sombre dans la folie."
        shown, cut by minus twice, never heard). ``tracker``: the session's
        :class:`~companion.tracker.tracker.Tracker` after the undo."""
        lines, self._insane_unheard = self._insane_unheard, []
        return [said for said in lines if said.fact is not None and all(
            said.fact[1] in h.insane_told and h.insane(said.fact[1])
            and not any(e.kind == "now_insane" and e.seat == said.fact[1] for e in h.events)
            for h in tracker.hyps)]

    @contextmanager
    def replaying(self, forget: bool = True):
        """Within: the lines of one input (or undo) are said; those matching a line heard
        before (:meth:`heard_before`) are not. An input that said lines of which none
        matched is news no undo replayed: the lines heard before are forgotten (not by
        an undo's own lines, ``forget`` false: the next input may give the card back)."""
        outer, self._replaying = self._replaying, True
        matched, self._matched = self._matched, None
        kept, self._replayed = self._replayed, []
        try:
            yield
        finally:
            if self._matched is False and forget:
                self._undone_heard = []
            self._matched = matched
            self._replaying = outer
            self._replayed, self.replayed = kept, self._replayed

    def not_said_again(self) -> int:
        """How many lines of the input being applied (within :meth:`replaying`) were not
        said, heard before an undo (:meth:`heard_before`)."""
        return len(self._replayed)

    def all_heard_before(self, lines: list) -> bool:
        """Whether ``lines`` (what ``say`` returned for the lines of the input applied
        last, within :meth:`replaying`) are lines heard before an undo, at least one, and
        lines the voice will never say (dropped as over: a turn's cue): the input told
        the player nothing new."""
        return bool(self.replayed) and all(
            any(h is x for x in self.replayed) or getattr(h, "lost", lambda: False)()
            for h in lines)

    def heard_before(self, announcement):
        """For ``announcement`` (a line the input being applied says): ``(heard, None)``
        when the player heard it said in the same words for an undone input (``heard``:
        what ``say`` returned then: it stands for this saying, which is not said);
        ``(None, old)`` when a line heard then told the same fact otherwise (``old``: its
        :class:`HeardBefore`: the new line says it replaces it); ``(None, None)``
        otherwise. Each line heard before stands for one line, the first matching it in the
        order the game said them: the replayed table may say them in another order (the
        answer's "Bob is out." first, where "Bob is still in." came after the cards it
        held)."""
        if not self._replaying:
            return None, None
        found = self._heard_before(announcement)
        if found[0] is not None:
            self._replayed.append(found[0])
        return found

    def _heard_before(self, announcement):
        """:meth:`heard_before` within :meth:`replaying`."""
        if not self._undone_heard or announcement.kind in UNMATCHED:
            return None, None
        words = (announcement.brief, announcement.verbose)
        if self._matched is None:
            self._matched = False
        for at, old in enumerate(self._undone_heard):
            if (old.brief, old.verbose) == words:
                del self._undone_heard[at]
                self._matched = True
                return (old.heard, None) if _heard(old.heard) else (None, None)
        fact = getattr(announcement, "fact", None)
        for at, old in enumerate(self._undone_heard):
            if fact is not None and old.fact == fact and _heard(old.heard):
                del self._undone_heard[at]
                self._matched = True
                return None, old
        return None, None

    def read_again(self) -> tuple:
        """Called once the line being said (within :meth:`~companion.app.said_for.SaidFor.
        naming` of a card the camera read, :meth:`~companion.app.said_for.SaidFor.input`)
        was not said again, heard before the undo: the cards (keys) to name in one line,
        ``app.read_again`` ("Read again: The Musician, as before."), once per input;
        ``()`` for any other line, or a key's input (its line: ``app.as_heard_before_undo``).
        Review of resaid52: a card read again after its undo said nothing (567 of 720
        random replays), or only the turn's lines it begins: the player who undid a
        reading they doubted did not hear it was read again, nor what as."""
        cards = self._again_cards if self._naming and self._replaying else ()
        if cards:
            self._again_cards = ()
        return cards

    def turn_told(self) -> None:
        """The undo told whose turn it is now ("It is Bob's turn."): a turn's cue heard
        before it ("Carol.") is said again once the table passes the turn to her, and so is
        the Sanity check that turn begins ("Carol: Sanity check, 1 card.": review of
        resaid52, the check's card was said alone)."""
        self._undone_heard = [old for old in self._undone_heard if old.kind not in TURN_BEGUN]

    def round_end_told(self) -> None:
        """The undo told the player that the round's end is taken back ("The game and the
        round are not over any more: the last token is taken back."): the lines heard of
        that end (:data:`ROUND_END`) no longer stand, and are said again once the table
        ends the round again (the card given back, or read again). Fresh QA62 MEDIUM-2
        (run E p2): Carol's Cthulhu undone at the game's end, then given back by Enter and
        8: only "Rank 8 taken as Cthulhu: …" was said, not "Carol is out, with Cthulhu.",
        "Alice wins the round …", "Alice wins the game! …"."""
        self._undone_heard = [old for old in self._undone_heard if old.kind not in ROUND_END]

    def deal_told(self) -> None:
        """The undo told the player that the new round's deal is taken back ("Undone: the
        new round's deal." "The next deal waits: … lay the new round's first card"): the
        round's start heard with that deal (:data:`DEAL_BEGUN`) no longer stands, and is
        said again once the table deals the round again (its first card laid, or a face-up
        card with two players). Fresh QA64 L2 (r8, d493: 2 players, es): after the undo the
        next face-up card dealt round 2 again and "Ronda 2. Empieza Alice." was not said:
        the player never heard that the round had begun, nor who starts."""
        self._undone_heard = [old for old in self._undone_heard if old.kind not in DEAL_BEGUN]

    def question_told(self, question) -> None:
        """The undo asked ``question`` (a ``question`` event, the tracker's open one) again.
        When the player heard it closed by lines of the input the undo took back
        (:meth:`closed_heard_undone`), it is open again to them too: those lines ("No
        answer needed: that was Bob's play.", :meth:`~companion.app.said_question.
        SaidQuestion.told_closed`; an ``out`` or ``was_hand`` question's answer the cards
        told, "Bob is out, with R'lyeh.") no longer stand, and are said again once the cards
        close it again (the card given back, or read again). Fresh QA64b HIGH-1: Carol's
        Tommy Gun, which had closed "was that Bob's hand?", undone; nothing said the
        question was open again (fresh QA52 M2, r6, had it not asked again: to the player
        its answer stood). An undone answer's lines stand: the answer given again says
        only what changed ("Bob is out, with The Fed. Instead of: Bob is still in."). So
        too when the player heard only the start of the question, cut by the card that
        closed it, then its closing lines (review of hi1: the card read again said nothing,
        the question asked again stood open to the player, and "+2" meant for it answered
        the next question: "Bob is still in.", false)."""
        if not self.closed_heard_undone(question, whole=False):
            return
        closing = [h for said in (self._question, *self._questions_before)
                   if said is not None and said[0] is question for h in said[2]]
        standing = ("standing", question.seat) if question.value in ("out", "was_hand") \
            else None
        self._undone_heard = [old for old in self._undone_heard
                              if not any(old.heard is h for h in closing)
                              and not (standing is not None and old.fact == standing)]

    def closed_heard_undone(self, question, whole: bool = True) -> bool:
        """Whether the player heard ``question`` (a ``question`` event, the tracker's open
        one) said to its end, then closed by a line of an input an undo just took back
        (:meth:`undoing`): the undo reopened it in the tracker, and to the player its
        answer stood (fresh QA52 M2, r6: "R'lyeh in Bob's discard zone: was that Bob's
        hand?" after "Undone: The Fed in Alice's zone.", a card never said, whose lines
        had said "Bob is out, with R'lyeh." and "No answer needed."): asked again, those
        lines no longer stand (:meth:`question_told`). One the player heard only the start
        of (cut by the card that closed it) is asked again as any (review of flaky49): not
        one, unless ``whole`` is false (:meth:`question_told`)."""
        undone = [old.heard for old in self._undone_heard]
        return question is not None and any(
            said is not None and said[0] == question
            and (not whole or any(getattr(h, "said_whole", lambda: True)() for h in said[1]))
            and any(_heard(h) and any(h is u for u in undone) for h in said[2])
            for said in (self._question, *self._questions_before))
