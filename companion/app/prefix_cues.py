"""A prefix key's cue (star, plus, slash, Enter): what it says while it waits for its digit,
its help, Enter switched to another zone, Enter's cue and a question unheard. A part of
:class:`companion.app.live_keys.LiveKeys` (:class:`PrefixCues`), split from
:mod:`companion.app.live_keys` by job (rf69).
"""
from __future__ import annotations

from companion.app.keys import PREFIXES
from companion.app.said_for import Closed, saying
from companion.app.undone_before_answer import undone_named
from companion.narration.catalog import message


#: What the companion says when a prefix key waits for its digit.
PREFIX_CUES = {"*": "app.prefix_zone", "+": "app.prefix_answer", "/": "app.prefix_correct",
               "-": "app.prefix_undo", "\n": "app.prefix_enter"}


class PrefixCues:
    """The prefix keys' cues of :class:`~companion.app.live_keys.LiveKeys` (a
    mixin: it uses the table's ``session``, ``voice``, ``timer`` and ``enter_switch``)."""

    def _prefix_help(self, prefix: str) -> None:
        """H (or ?) while the prefix key ``prefix`` waits for its digit: say what to type
        for it, after its cue (kept: a key that acts, QA29 N4); it waits on, its wait
        counted again from the end of that help (QA33 L6: h cancelled slash, its cue never
        said and no help given). The help, and the cue, go stale once the prefix is done or
        a new one starts (:meth:`_prefix_started`), not at a second h (flk69: h twice, read
        on a moving clock, left the first help stale and said none: the tests' still timer
        hid it). The help brings the cue's lines the voice has still to
        say: one being said goes on to its end, not cut by this newer press (flake62: h
        during slash's cue cut it for good, the help came without it)."""
        self.session.presses += 1
        reader = self.reader
        self.prefix_at, at = self.timer(), self.prefix_n  # the same prefix, waiting anew
        cue = tuple(h for h in self.prefix_said if saying((h,)))
        with self.session.pressed(query=False), \
                self.session.said_for.collecting() as said:  # not said once its digit came
            self.session.tell(f"app.prefix_help.{PREFIXES[prefix]}", stale=lambda: (
                reader.pending is None or self.prefix_n != at), brings=cue)
        self.prefix_said = [*self.prefix_said, *said]

    def _prefix_cue(self, opener: str = "") -> None:
        """Say what the prefix key just pressed waits for (slash names the card it
        corrects: QA25 F6), after ``opener`` in the same line ("Choice cancelled.",
        :meth:`_close_choice`); not said once its digit came (QA26: "Answer: which
        number?" was said after plus 2 was taken, 1 s for nothing with the voice behind),
        so said first, ahead of older presses' answers still to say
        (:attr:`~companion.app.announcement.Announcement.first`; QA35 kn_en). Plus for
        the tracker's question that the player has not heard yet says that question
        instead, at once (QA35 k_en: "Answer: which number?", and the 2 answered a
        question still waiting behind the news); slash with no card read says there is
        nothing to correct, at once, and waits for nothing (QA36 es13_k)."""
        self._prefix_started()
        if self.reader.pending == "\n" and self._enter_answers_nothing():
            self._drop_enter(opener)  # its cue would ask for a rank it refuses (QA57 LOW-3)
            return
        if self.reader.pending == "\n":  # the zones its rank may go to (_unread_answered)
            self.enter_for = self.session.tracker.enter_seats()
            self._note_enter()  # the round its rank goes to
            self.session.note_enter_press()  # the zone of the prompt heard last (QA50)
            self._note_enter_asked()  # a stall's prompt it obeys, raced (EnterRaced)
            self._note_enter_check()  # else a Sanity check's card it names (QA61 LOW-5)
            # another prompt heard before, naming another zone: offered (fresh QA51b M1)
            self.enter_switch = self.session.enter_other(self.enter_for)
        if self.reader.pending == "+" and self.session.closing_heard_now():
            # the line being said tells that the cards closed the question heard: it is
            # plus's answer, said on whole; nothing said, its number swallowed (review of
            # qam57: "+1" at the live table still said "No question is open." over it,
            # fresh QA56 L1 run E 03:55:31)
            self._drop_prefix(lambda: None)
            return
        if self.reader.pending == "+" and not self._plus_answers():
            # said at once, nothing asked (QA34 L3); its number is swallowed
            self._drop_prefix(self.session._no_question, plus=True)
            return
        if self.reader.pending == "+":
            session = self.session  # and the session's own list, when heard last or
            closed = session.choice_closed  # closed by a card before the player heard so
            self.plus_asked = None
            self.plus_for = (session.tracker.question,
                             session.choice if session.asked_last() == "choice" else
                             Closed.LIST if saying((closed,)) else ())
            if session.said_for.closed_unheard(session.tracker.question) \
                    and session.asked_last() == "question":  # its number swallowed
                self._drop_prefix(session.closing_coming)
                return
            if self.plus_for[1] and self.session.choice_unbegun():  # the list, behind the news:
                self.plus_asked = session.choice  # a number typed before it is refused
            if not self.plus_for[1] and self._question_unheard():  # its cue: the question,
                # said at once after the unsaid lines of its play (QA41 M3); not for a
                # plus meant for the session's list, its number refused at once (QA29 H2)
                question = session.tracker.question
                with session.bringing(session.said_for.before_question(question)):
                    session.say_prompt()
                self.plus_asked = question
                return
        if self.reader.pending == "/" and self.session.last_read is None:
            self._drop_prefix(lambda: self.session.tell("app.nothing_to_correct"))
        elif self.reader.pending == "/" and self._differs_slash_first():
            pass  # the answer that ended the hold first (differs_hold, QA68 L1)
        elif self.reader.pending == "/":
            self.correct_for = self.session.correct_cue()
        elif self.reader.pending is not None:
            self._say_cue(opener=opener)

    def _say_cue(self, **extra) -> None:
        """Say the cue of the prefix key pending (Enter's: :meth:`_enter_cue`; else
        :data:`PREFIX_CUES`), stale once that prefix is done or pressed again; ``extra``:
        more arguments of the session's ``tell`` (``opener``)."""
        reader, at = self.reader, self.prefix_n
        key, args = self._enter_cue() if reader.pending == "\n" else (None, {})
        self.enter_cue_said = (key, args) if reader.pending == "\n" and key else None
        # plus during the question it answers: the cue waits right after it, not cutting it
        # (fresh QA58 LOW-3: cut, the question was begun again, twice within 0.7 s)
        cuts = not (reader.pending == "+" and self.session.said_for.question_saying(
            self.session.tracker.question))
        self.session.tell(key or PREFIX_CUES[reader.pending], stale=lambda: (
            reader.pending is None or self.prefix_n != at), ahead=True, cuts=cuts,
            **extra, **args)

    def _switch_enter(self) -> None:
        """Enter pressed again while Enter waits for its rank, another Enter prompt heard
        naming another zone awaited (:attr:`enter_switch`): its rank goes to that zone
        instead, said by the cue ("Card for Alice's play: which rank? For a card in Carol's
        zone, press Enter again."), its wait counted again from it; once more, back. Fresh
        QA51b M1 (run C2, es): Enter pressed 1.5 s into "I cannot read a card in Carol's
        zone", meant for the prompt before it (Alice's play), went to Carol's zone and no
        key reached Alice's (Enter again cancelled)."""
        session = self.session
        target = session.enter_target(self.enter_for)
        self.enter_switch = session.switch_enter(self.enter_switch, target[0]) \
            if len(target) == 1 else None
        if not session.switch_open(self.enter_switch):
            self.enter_switch = None  # the prompt left answered since: not offered back
        self._note_enter_asked()
        session.presses += 1
        self._prefix_started()
        with session.pressed(query=False), session.said_for.collecting() as said:
            self._say_cue()  # Enter's
        self.prefix_said = said

    def _enter_cue(self) -> tuple[str | None, dict]:
        """Enter's cue naming where its rank goes: the card undone still lying in its zone
        ("The Fed, the card undone in Bob's zone: to give it back, which rank?"; fresh QA51
        HIGH, runs B and R: "Card played: which rank?" named nobody, and the rank went to
        the next player's turn; review of hq64: it names the card, the one beneath when
        the cards laid on it were undone since, :meth:`_redo_given`), or, when the table
        waits for cards in several zones and its rank goes to one without asking, that one
        ("Card for Alice's play: which rank?"; fresh QA50 HIGH: the rank went silently to
        another player's zone than the prompt heard named); also when it waits in one zone
        for another card than a play: naming that wait ("Card for Bob's hand: which
        rank?"; fresh QA51 run B2: "Card played: which rank?" right after "still waiting
        for Bob's hand"); ``(None, {})``: the plain cue."""
        session = self.session
        if not session.tracker.started:
            return None, {}
        if self._redo_there():  # naming the card it gives back: the one beneath, if any
            # (review of hq64, MEDIUM: R'lyeh left out heard last, the Deep One given back)
            given = self._redo_given()
            return "app.prefix_enter_undone", {"player": session._player(
                given[0].seat), "card": self._card_names(given[0].cards)}
        if (named := undone_named(session)) is not None:  # the card the cleared table
            # names, undone before the answer (hi4: Enter's rank gives it back)
            return "app.prefix_enter_undone", {"player": session._player(
                named[1].seat), "card": self._card_names(named[1].cards)}
        if (face_up := self._face_up_cue()) is not None:  # a round over's (entry_round)
            return face_up
        if (raced := self._raced_cue()) is not None:  # the prompt obeyed, read meanwhile
            return raced  # (enter_raced; fresh QA61 LOW-5)
        cue = session.enter_cue(session.enter_target(self.enter_for)) \
            or session.hands_cue(self.enter_for)  # a showdown's hands (review of qam57)
        if cue is not None and self.enter_switch is not None:
            # and how to take the other prompt heard (fresh QA51b M1)
            return "app.prefix_enter_switch", {
                "cue": message(session.lang, cue[0], **cue[1]),
                "other": session.enter_phrase(self.enter_switch[1])}
        if cue is None or len(self.enter_for) > 1:
            return cue or (None, {})
        if self._enter_elsewhere():  # not the zone the prompt heard last named (QA61 M3)
            return cue
        named = cue[0] == "app.prefix_enter_wait" and session.tracker.waiting()[0] != "play"
        if named and session.tracker.waiting_agreed() or cue[0] == "app.prefix_enter_wait" \
                and session.play_or_hand(self.enter_for[0]):  # his play (or Sanity check)
                # or his hand (QA59 L5, review of low60)
            return cue
        return None, {}

    def _enter_elsewhere(self) -> bool:
        """Whether Enter's rank goes to another zone than every zone the Enter prompt the
        player heard last names (:attr:`~companion.app.enter_heard.EnterHeard.
        enter_heard`): the table awaits one zone's card (:attr:`enter_for`), that prompt
        named a card in another (the camera's unread card there, not awaited). Enter's cue
        then names whose card it takes (docs/guide-helper.en.md section 10: "a cue naming
        the wrong player: type no digit"). Fresh QA61 MEDIUM-3 (g2 run3, 3 players, fr,
        stickers-only): "The video has ended. Still waiting for the card I could not read
        in Alice's zone", Enter cued "Card played: which rank?", and its rank went to
        Carol's play ("Carol: the Tommy Gun.", false)."""
        heard = self.session.enter_heard
        return bool(heard) and len(self.enter_for) == 1 and self.enter_for[0] not in heard

    def _question_unheard(self) -> bool:
        """Whether plus and a number would answer the tracker's open question (the prompt
        heard last, or the only one open) while the player has heard no saying of it (it
        waits behind the news the voice has still to say, or was never said), nor is
        hearing one now (fresh QA58 LOW-3: said again at once, it cut itself and was begun
        anew, twice in 0.7 s)."""
        session = self.session
        question = session.tracker.question
        return question is not None and session.asked_last() == "question" \
            and not session.said_for.question_heard(question) \
            and not session.said_for.question_saying(question)
