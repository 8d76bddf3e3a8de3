"""The keys of ``companion play``'s loop: :class:`LiveKeys`, a mixin of
:class:`~companion.app.live.LiveTable`. The keyboard thread's keys are read between pictures
(:mod:`companion.app.keys` turns them into commands): a prefix key waits for its digit
(slash names the card it corrects, and is dropped when another card read is heard of
first: QA25 F6, QA43 L2), the session's own choice closes after a pause (QA23 #5), keys
pressed before the set-up's sentences are said are sifted (QA23 #12, QA24 N5), minus twice
undoes with its guards, and nothing is answered after "Goodbye." (QA24 N6).
"""
from __future__ import annotations

import queue
import time
from contextlib import nullcontext

from companion.app.as_heard import HeardTable, as_heard
from companion.app.enter_early import EnterEarly
from companion.app.enter_raced import EnterRaced
from companion.app.entry_round import EntryRound
from companion.app.entry_seen import entered_seen
from companion.app.keys import PREFIXES, QUERIES, STATE_KEYS, Command, EarlyKeys
from companion.app.plus_key import PlusKey
from companion.app.redo_beneath import redo_beneath
from companion.app.prefix_drop import PrefixDrop
from companion.app.said_for import Closed, saying
from companion.app.under_asked import give_unanswered
from companion.app.undone_before_answer import undone_entered, undone_named
from companion.app.session_resume import UNSEEN_ENDS, first_untied
from companion.narration.catalog import message
from vision.records import CardAppeared

#: Seconds a prefix key (``*``, ``+``, ``/``, Enter) waits for its digit, from the end of
#: its spoken cue, before it is cancelled; also how long the session's own choice (slash's
#: "which card?") waits for plus and a number once said.
PREFIX_TIMEOUT_S = 6.0
#: What the companion says when a prefix key waits for its digit.
PREFIX_CUES = {"*": "app.prefix_zone", "+": "app.prefix_answer", "/": "app.prefix_correct",
               "-": "app.prefix_undo", "\n": "app.prefix_enter"}
#: Seconds after the set-up at most during which keys pressed while the voice still says
#: it are sifted (:class:`~companion.app.keys.EarlyKeys`, QA23 #12).
EARLY_KEYS_MAX_S = 30.0

#: Seconds after the undo's question was said to its end during which a card the camera
#: reads waits, the question staying open (session 30, QA31), as it did after the
#: session's own list (QA30 #4) until QA33 M2: a card read while that list is open now
#: waits for its answer or close (:meth:`LiveKeys._choice_waits`).
CHOICE_GRACE_S = 3.0
#: Seconds after an undo during which minus is ignored (a minus key held down repeats).
UNDO_REPEAT_S = 1.0
#: Seconds within which the second minus of an undo must come, counted from the end of
#: "Undo: press minus again." (QA: a lone minus stayed armed, and one more minus five
#: seconds later undid a card; QA34 F4: counted from the first key, 1.5 s, the window
#: closed as the cue ended, so a player who did what it said started a new undo).
UNDO_CONFIRM_S = 3.0


class LiveKeys(PlusKey, PrefixDrop, EntryRound, EnterRaced, EnterEarly):
    """The key handling of :class:`~companion.app.live.LiveTable` (a mixin: it uses the
    table's ``session``, ``keys``, ``reader``, ``speech``, ``say_control``, ``quit``,
    ``prefix_at``, ``prefix_n``, ``enter_for``, ``prefix_heard``, ``prefix_closed``,
    ``correct_for``,
    ``early_keys``, ``early_since``, ``setup_said``, ``setup_line``, ``choice_seen``, ``choice_at``,
    ``undo_at``, ``undo_seen``, ``undo_heard_at``, ``known``, ``watcher``,
    ``redeal_round``, ``cleared_mid``, ``deal_held``, ``round_over_said``, ``round_undone``,
    and its ``_goodbye``, ``_hold_key``, ``_say_held_again``, ``_stall_release``, ``_undo_count``,
    ``_undone_left``, ``_undone_taken``, ``_taken_again``, ``_deal_begun``, ``_round_over``;
    ``entered_t``, ``left_cards``, and the lost rounds' ``lost_next``, ``_lost_enter`` and
    ``_lost_until_gathered``: :class:`~companion.app.lost_rounds.LostRounds`)."""

    @staticmethod
    def timer() -> float:
        """Seconds of the keys' waits (prefix, choice, undo): ``time.monotonic`` looked up
        at each call; the live table's own :attr:`~companion.app.live.LiveTable.timer`
        takes its place (a deterministic replay's video clock: review of replay54, a
        loaded machine timed Enter out between two key groups)."""
        return time.monotonic()

    def _prefix_started(self) -> int:
        """A prefix key's wait for its digit starts (or Enter pressed again switches its
        zone: a new cue): :attr:`prefix_at` is the timer's reading (seconds) and
        ``prefix_n`` one more. Returns the new ``prefix_n``: the prefix's cues are stale once it changes,
        told apart by that count, not by the reading (flk68: two prefixes begun at one
        reading, a replay's key group on the video's clock, looked like one)."""
        self.prefix_at = self.timer()
        self.prefix_n += 1
        return self.prefix_n

    #: at an Enter press obeying the prompt heard last: the Enter prompt heard before it
    #: naming another zone awaited, and that zone, ``(EnterAsked, seat 0-based)``, that
    #: Enter pressed again while it waits for its rank takes instead (:meth:`_switch_enter`;
    #: fresh QA51b M1); ``None``: none
    enter_switch: tuple | None = None

    def _sift_early_keys(self) -> None:
        """Once the set-up's (or the resume's) sentences are all given to the voice: the
        keys pressed until the voice has said them answer nothing (QA23 #12: plus 1
        counted the old cards unheard); those already waiting are answered now (the query
        keys) or dropped, whatever the voice says (:class:`~companion.app.keys.EarlyKeys`),
        but plus and a number for the open question once heard (:meth:`_question_heard`)."""
        self.early_keys = EarlyKeys(answers=self._question_heard)
        self.early_since = None
        self.setup_said = self.speech.mark() if self.speech is not None else 0
        self.setup_line = self.session.said_for.last_line
        self._keys()
        self.early_since = self.timer()

    def _keys(self) -> None:
        """Answer the keys pressed since the last look (between pictures), each at once."""
        if self.quit:  # after "Goodbye." no key is answered (QA24 N6: the newline typed
            return     # after q was read as Enter: "Card played: which rank?")
        with self.session.answering():  # every answer to a key is said at once
            self._choice_timeout()
            self._answer_keys()
            if not self.quit:
                self._choice_timeout()  # a choice the keys opened waits from now
                self._undo_waits()  # so does the undo's question

    def _answer_keys(self) -> None:
        now, pending = self.timer(), self.reader.pending
        if pending is not None and saying(self.prefix_said):
            # the cue is still to be said: the wait for the digit counts from the end of it
            # (QA32 F3: the voice behind left 1 s of the 6 after "Card played: which
            # rank?"), not from the end of the news the voice is behind with (QA36 H3)
            self.prefix_heard = now
        waited = now - max(self.prefix_at, self.prefix_heard)
        limit = UNDO_CONFIRM_S if pending == "-" else PREFIX_TIMEOUT_S
        if pending is not None and waited > limit:
            self.reader.pending = None
            # a cue never begun (plus's question the cards closed before the voice got to
            # it: QA41 M3) names its key, as at once (QA30 M2)
            unheard = pending in PREFIXES and not _begun(self.prefix_said)
            with self.session.setting_up(self.early_keys is not None):  # after the set-up's
                self.session.tell(f"app.cancelled_unheard.{PREFIXES[pending]}" if unheard
                                  else "app.cancelled")  # line, not cutting it (star's help)
        elif self.reader.pending == "/" \
                and self.session.tracker.correct_target() is not self.correct_for \
                and self.session.correct_heard_since(self.correct_for):
            # QA25 F6: its digit corrected the card read since; the digit typed next is
            # swallowed (run B1: key 3 acted); not for a card not heard of yet (QA43 L2)
            self._drop_prefix(lambda: self.session.tell("app.correct_dropped"), minus=False)
        self._drop_heard(now)
        carried: tuple[str, ...] = ()
        early = self.early_keys
        if early is not None and self.early_since is not None \
                and (not self.keys.empty() or early.reader.pending in PREFIXES) \
                and self._set_up_said():
            # keys act from now; a prefix typed during the set-up waits on for its digit
            # (session 36, hp_fr: Enter typed as the set-up ended was lost), carried as the
            # set-up is said, key or not: its cue is said then and its wait counts from it
            # (review 36: carried at the next key, a minute later, it took that key)
            carried = tuple(k for k in early.typed if k in PREFIXES)
            self.early_keys = None
        dropped = len(self.early_keys.dropped) if self.early_keys is not None else 0
        # while the set-up is said, a key's answer comes at the end of its line being said,
        # in the order of the presses (QA33 L2)
        summary = tuple(h for h in self.summary_said if saying((h,))) \
            if self.early_keys is not None else ()
        with self.session.setting_up(self.early_keys is not None), \
                self.session.bringing(summary) if summary else nullcontext():
            if any(self._one_key(key) for key in carried):
                return
            while True:
                try:
                    key = self.keys.get_nowait()
                except queue.Empty:
                    break
                for key in self.early_keys.sift(key) if self._sifted(key) else (key,):
                    if self._one_key(key):
                        return
        # each kind dropped is named (QA26 N3: "Keys pressed during the set-up were not
        # used" was said after keys 5 and 8 had been answered), after the set-up it speaks
        # of (it brings the set-up's lines first), and leaving the answers of the keys
        # answered before it (QA32 L3: said at once, it came before the resume's summary;
        # it dropped the answer to star 1 waiting)
        setup = (self.setup_line,) if saying((self.setup_line,)) else ()
        with self.session.pressed(query=False):
            for name in dict.fromkeys(self.early_keys.dropped[dropped:]
                                      if self.early_keys is not None else ()):
                question = self.session.tracker.question
                if name == "answer" and question is not None:
                    # with the question to answer again, in one line (QA37 gB: not said
                    # again, the player did not answer, the cards then closed it wrongly)
                    with self.session.bringing(setup):
                        self.session.announce(question, lead=message(
                            self.session.lang, "app.early_keys.answer"))
                else:
                    self.session.tell(f"app.early_keys.{name}", brings=setup)

    def _sifted(self, key: str) -> bool:
        """Whether ``key`` is sifted as pressed during the set-up (:attr:`early_keys`):
        not after it, nor slash with no card read, which says so at once and waits for
        nothing (:meth:`_prefix_cue`; QA36 es13_k: slash during the set-up said nothing,
        stayed armed 10 s and then named a card read since)."""
        early = self.early_keys
        return early is not None and not (key == "/" and early.reader.pending is None
                                          and self.session.last_read is None)

    def _question_heard(self) -> bool:
        """Whether plus and a number typed now, while the keys are sifted, answers a prompt
        the player heard: the tracker's open question, plus's prompt
        (:meth:`~companion.app.session.TableSession.asked_last`), of which a saying was
        heard (a resume's summary asks it; QA31: plus 1, typed as the voice ended it, was
        refused "pressed during the set-up"), or is being said (fresh QA58 LOW-2, r2c: plus
        1 typed 1.2 s into the resume's question was refused, though the guide says a key
        typed once the question is heard is used; a number typed before its answers were
        heard is then told them, as in a live game: :meth:`~companion.app.said_question.
        SaidQuestion.options_unheard`). It acts at once, as after the set-up."""
        session = self.session
        question = session.tracker.question
        return question is not None and session.asked_last() == "question" \
            and (session.said_for.question_heard(question)
                 or session.said_for.question_saying(question))

    def _set_up_said(self) -> bool:
        """Whether the voice has said the set-up's sentences (:attr:`setup_said`; what came
        after them may still be said: QA24 N5, minus twice as the first play was said was
        dropped as pressed "during the set-up"), or ``EARLY_KEYS_MAX_S`` have passed since
        (a voice that never catches up must not drop the keys for the whole game). Asked
        only when a key waits, or a prefix typed during the set-up (:attr:`early_keys`)."""
        if self.timer() - self.early_since > EARLY_KEYS_MAX_S:
            return True
        return not (self.speech is not None and self.speech.backlog(self.setup_said))

    def _one_key(self, key: str) -> bool:
        """Carry out one key press; True when it was ``q`` (the session ends)."""
        if key == "-" and self.timer() - self.undo_at < UNDO_REPEAT_S:
            return False  # minus held down after an undo: not the start of another one
        if key == "\n" and self.reader.pending == "\n" and self.enter_switch is not None:
            if self.session.switch_open(self.enter_switch):
                self._switch_enter()  # Enter again: the other prompt's zone (fresh QA51b M1)
                return False
            self.enter_switch = None  # answered since: Enter again cancels (review of enter52)
        early = self._rank_before_cue(key)  # Enter's rank before its cue (QA62 M3)
        self.enter_for = ()  # before the press: no old Enter's zones with a new Enter
        if self.reader.pending != "\n":  # noted for the Enter waiting
            self.enter_round = self.enter_told = self.enter_asked = None
            self.enter_switch = None
        if self._enter_stands(key, PREFIX_TIMEOUT_S):
            self.dropped_at = None  # the question closed since Enter was refused at once:
            self._one_key("\n")  # Enter stands, and the digit is its rank
        if self._dropped_digit(key, PREFIX_TIMEOUT_S):
            return False  # meant for the prefix cancelled, or plus refused (said why)
        pending = self.reader.pending
        command = self.reader.press(key)
        self._closed_unsaid(pending, command)
        if early is not None and command is not None and command.name == "enter":
            self._refuse_rank_before_cue(early)  # its cue unheard named another card
            return False
        if command is None and self.reader.pending == "\n" and self._game_won():
            self.reader.pending = None  # no card to give: said at once (QA31 #6)
            command = Command("enter")
        if command is None and pending is None and self.reader.pending == "-" \
                and self.session.choice:
            self._minus_closes_list()
            return False
        if command is None:
            self.session.presses += 1  # a prefix key is a press too (QA28 #1), one that
            with self.session.pressed(query=False):  # acts: older answers stay (QA29 N4)
                opener = self._close_choice() \
                    if self.reader.pending in _CLOSE_CHOICE and self.session.choice else ""
                with self.session.said_for.collecting() as said:
                    self._prefix_cue(opener)
            self.prefix_said, self.prefix_closed = said, bool(opener)
            return False
        if command.name == "prefix_help":
            self._prefix_help(command.key)
            return False
        if command.name == "quit":
            self.quit = True
            self._goodbye()
            return True
        # a key that acts leaves older keys' answers not yet said (QA29 N4)
        with self.session.pressed(query=command.name in QUERIES), \
                self.session.after_news(command.name in STATE_KEYS):
            if command.name == "undo":
                self._undo(command)
            elif command.name == "cancelled" and pending in PREFIXES \
                    and not _begun(self.prefix_said):
                # its cue was never heard: "Cancelled." would cancel a prompt the player
                # never heard (QA30 M2: star then z, "Cancelado."); the key is named instead
                self.session.presses += 1  # a key answered (:meth:`TableSession.key`)
                with self.session.answering():  # at once, as "Cancelled." is
                    self.session.tell(f"app.cancelled_unheard.{PREFIXES[pending]}")
                self._ask_in_place(pending)
            elif not self.say_control(command):
                self._key(command)
                if command.name == "cancelled":  # "Cancelled." cut plus's question begun
                    self._ask_in_place(pending)  # unheard: said again after the news
        return False

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

    def _redo_there(self) -> bool:
        """Whether the card the last undo took back (the session's ``redo``) still lies
        in its zone, watched as left out: Enter and its rank give it back there
        (:meth:`~companion.app.question_keys.QuestionKeys.redo_entered`)."""
        redo = self.session.redo
        return redo is not None and self.session.redo_since() is not None \
            and self._undone_lies(redo)

    def _undone_lies(self, redo: tuple) -> bool:
        """Whether the undone card of ``redo`` (the session's ``redo`` shape) is watched as
        left out, still lying in its zone."""
        return any(x.undone and x.there and x.event.seat == redo[0].seat + 1
                   and set(x.event.candidates) & set(redo[0].cards) for x in self.left_cards)

    def _redo_beneath(self) -> None:
        """Before Enter's rank: when the cards the last undos took back were laid on a
        card undone before them, that card still lying there, at the place the last undo
        left the table (:func:`~companion.app.redo_beneath.redo_beneath`), it is the one
        Enter gives back, corrected by the rank; the cards laid on it stay watched as left
        out (review of g163, LOW: minus twice for R'lyeh and the Fed read on Bob's undone
        Deep One, then Enter and 1, corrected R'lyeh, no longer watched though it lay
        there, never said again)."""
        self.session.redo = self._redo_given()

    def _redo_given(self) -> tuple | None:
        """The undone card Enter and its rank give back (the session's ``redo`` shape):
        the card beneath the last one undone, still lying there
        (:func:`~companion.app.redo_beneath.redo_beneath`), else the session's ``redo``."""
        beneath = redo_beneath(self.session.redo, self.session.redo_kept)
        return beneath if beneath is not None and self._undone_lies(beneath) \
            else self.session.redo

    def _gives_back(self, command: Command) -> bool:
        """At Enter's rank (``command``): when it gives back the card the last undo took
        back, still lying in its zone (:meth:`_redo_there`, its rank fitting there:
        :meth:`~companion.app.question_keys.QuestionKeys.redo_fits`), that card is of the
        round it was read in: neither refused as typed after that round's end
        (:meth:`_entry_refused`) nor dealing the next round (:meth:`_enter_deals`), even
        while the round's end hinges on the question the undo opened again. Fresh QA52b
        MEDIUM 3 (r6, r6b): Carol's Necronomicon undone, Alice's Sanity check read since
        (if Carol was out, Bob won), Enter and its rank said "Not entered: round 1 ended
        before the rank was typed. For a card of round 2, press Enter and its rank
        again.", and the card came back by itself once the question was answered ("as
        read before the undo"): obeyed, that advice entered it twice. Returns whether
        it gives the card back (the session does it); the Enter press noted for its
        round is used up then."""
        if undone_entered(self.session, command.number) is not None:
            return True  # the card the cleared table names, given back (hi4)
        if not (self._redo_there() and self.session.redo_fits(command.number)):
            return False
        self.enter_round = self.enter_told = None
        return True

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

    def _choice_timeout(self) -> None:
        """Close the session's own choice (slash's "which card?", Enter's "whose zone?")
        ``PREFIX_TIMEOUT_S`` after it was said with no key pressed for it, as a prefix key
        is (QA23 #5: a slash menu left open took the plus 1 meant for the open question
        much later). The wait starts once the voice has said it (not the news it is behind
        with: QA36 H3), and the news it had still to say when the list was given, said
        after it (:meth:`_list_talked_over`; QA33 M2: the Tommy Gun's lines took the 6 s
        after the list, and plus 1 pressed as the voice fell silent found it closed)."""
        choice, now = self.session.choice, self.timer()
        self._list_holds(choice)
        said = self.session.said_for.prompts_heard.get("choice", [])[-1:]
        if not choice or choice is not self.choice_seen or self.reader.pending is not None \
                or saying(heard for _, heard in said) or self._list_talked_over():
            self.choice_seen, self.choice_at = choice, now
        elif now - self.choice_at > PREFIX_TIMEOUT_S:
            self.session.drop_choice()
            self.choice_seen = ()

    def _list_holds(self, choice: tuple) -> None:
        """While slash's number list (``choice``, the session's: its options correct a
        card) is open, the voice holds the news it has still to say (the cards read after
        the card slash corrects): not said during the list's wait, and said once, after
        the answer (a correction replays them, as the right card makes them) or the close
        (list33: said during the wait, and again after the correction)."""
        listing = any(getattr(obs, "kind", None) == "was" for _, obs in choice)
        hold = getattr(self.speech, "hold", None)
        if listing != self.list_holding and hold is not None:
            self.list_holding = listing
            hold(listing)

    def _list_talked_over(self) -> bool:
        """Whether the voice has still to say lines given up to the session's list (the
        list, and the news it had still to say then, said after it: the cards read after
        the card slash corrects), or any line given since (a prompt said after the list:
        fresh QA50 MEDIUM, run U, the stall's 14-s "Still waiting for Bob's play: …" ran
        the list's 6 s out under it, and "Choice cancelled." came by itself as it ended);
        not the news the voice holds for the list (:meth:`_list_holds`), nor lines behind
        a catch-up (the backlog up to the voice's newest mark); false without a voice."""
        return self.speech is not None \
            and bool(self.speech.backlog(self.speech.mark()))

    def _choice_waits(self) -> bool:
        """Whether a card the camera reads now waits rather than closes the session's own
        list: while the list is open, it waits for the list's answer or close
        (:meth:`_choice_timeout`: :data:`PREFIX_TIMEOUT_S` once the voice has said it and
        the news before it, or while plus pressed for it waits for its number,
        :attr:`plus_for`). QA33 M2: a card read 3 s after the list (the old grace,
        :data:`CHOICE_GRACE_S`) closed it within its 6 s ("Correction cancelled: a new card
        was read."), and the player's plus 1 then changed nothing."""
        choice = self.session.choice
        if not choice:
            return False
        if choice is not self.choice_seen or self.reader.pending == "+" \
                and self.plus_for is not None and self.plus_for[1] is choice:
            return True  # just opened (being said), or its number awaited
        return self.timer() - self.choice_at <= PREFIX_TIMEOUT_S

    def _cards_wait(self) -> bool:
        """Whether a card the camera reads now waits, kept in ``choice_held``: the
        session's own list (:meth:`_choice_waits`) or the undo's question
        (:meth:`_undo_waits`) waits for its answer, or the first minus of an undo waits
        for its second: the pair acts on what the player had heard when it began (fresh
        QA60 MEDIUM-6, r6b: a face-up card of the new round read between two minuses 0.15
        s apart turned the undo into a question about that card)."""
        return self._choice_waits() or self._undo_waits() or self.reader.pending == "-"

    def _undo_waits(self) -> bool:
        """Whether a card the camera reads now waits rather than closes the undo's question
        ("Undo X? Press minus twice to confirm.", :meth:`SaidFor.undo_open
        <companion.app.said_for.SaidFor.undo_open>`), as the session's own list does
        (:meth:`_choice_waits`): the question is still to be said to its end, or was said
        less than :data:`CHOICE_GRACE_S` ago, or the first minus of the answer waits for
        the second (session 30, QA31: the next card, read while the question was said,
        closed it in silence, and minus twice 12 s later undid that card). Notes when the
        question was last seen still to be said (:attr:`undo_seen`,
        :attr:`undo_heard_at`)."""
        lines = self.session.said_for.undo_open(self.session.tracker.history)
        now = self.timer()
        if lines is None:
            self.undo_seen = None
            return False
        if lines is not self.undo_seen or saying(lines):
            self.undo_seen, self.undo_heard_at = lines, now
            return True
        return self.reader.pending == "-" or now - self.undo_heard_at < CHOICE_GRACE_S

    def _key(self, command: Command) -> None:
        """A command for the session (:meth:`_key_taken`), then the glimpse hold it may
        have changed written to the session log (:meth:`~companion.app.glimpse_logged.
        GlimpseLogged._glimpse_log`: a quit right after it resumes that hold), the twin
        question (:meth:`~companion.app.twin_logged.TwinLogged._twin_log`) and the round
        seen cleared (:func:`~companion.app.cleared_logged.log_cleared`)."""
        self._key_taken(command)
        self._glimpse_log()
        self._twin_log()  # the twin question too (twin_logged)
        self._cleared_log()  # and the round seen cleared (hqq)

    def _key_taken(self, command: Command) -> None:
        """A command for the session; a correction of the last card read (slash, then plus
        when two cards share the rank) is told to :attr:`known` too."""
        tracker = self.session.tracker
        entry = tracker.history[-1] if tracker.history else None
        if command.name == "answer" \
                and (self._plus_early() or self._question_opened_after_plus()):
            return
        if self._hold_key(command):
            return
        if command.name == "enter":
            self._redo_beneath()  # the card beneath the ones undone since (review of g163)
        if command.name == "enter" and (self._entry_raced(command) or (
                not self._gives_back(command) and (self._entry_refused(command)
                                                   or self._enter_deals(command)
                                                   or self._entry_behind_held(command)))):
            return
        if command.name == "enter" and not self._redo_there():
            self.session.redo, self.session.redo_kept = None, ()  # taken away: Enter's
            # card goes where awaited
        self.session.redone = None
        read = self.session.redo[0].cards if self.session.redo is not None else ()
        twin = self._twin_standing()  # "a second copy?" standing: Enter's rank answers it
        size = len(tracker.history)
        # the told cards this Enter may answer, before it is taken (review of g60)
        told = [self.unread_at.get(s) for s in self._unread_awaited()] \
            if command.name == "enter" else []
        seen = entered_seen(self, command.number) if command.name == "enter" else None
        self.session.key(command, twin=twin if command.name == "enter" else None)
        named = self._twin_named(twin if command.name == "enter" else None, size)
        if command.name == "enter" and self.session.redone is not None:
            self._redone(self.session.redone, read)  # the rank's two cards (review of undo48)
            self._taken_again()  # the camera's cards read again over it (fresh QA51 HIGH)
        elif command.name == "enter":
            self._entered_now(told, seen)
        self._stall_release(named)  # the missing card entered: the cards kept behind it
        self._revived_lost()  # a late answer resumed a round the table played past (r6b)
        self._twin_ask_again(twin)  # standing again (an undo given back: review)
        self._glimpse_ask_again()  # a check's card entered, held cards still held
        self._say_held_again()  # an answer left the held cards held (QA25 F2)
        if command.name == "whose_turn":
            self._turn_completed()
        history = tracker.history
        fix = tracker.correction()
        read = fix.card if fix is not None else None  # the card corrected: not always the
        if history and history[-1] is not entry and fix is not None and fix.taken \
                and read is not None and read.kind == "card" and read.seat is not None:
            # last read (QA32 M1); a refused one changed nothing (QA12 F10)
            self.known.corrected(self.session.tracker.view(), read.seat, read.cards,
                                 history[-1][0].cards[0])

    def _entered_now(self, told: list, seen: float | None = None) -> None:
        """Enter pressed for a card the camera did not give (not an undone card given
        back: :meth:`_redone`): when it was laid is unknown, at the latest now (the last
        picture's frame time, s, in :attr:`entered_t`). A card refused as laid before the
        awaited one, laid before this key, may have lain there before its turn: given then
        (:meth:`~companion.app.left_cards.LeftCards._left_cards`), it keeps "It lay there
        before this turn: check it." (review of inturn49: Bob's Musician, laid before
        Alice's Urchin, which Alice entered by key, was said plainly as his play).
        ``told``: the first unread pictures' frame times (s, :attr:`unread_at`; ``None``
        unknown) of the told cards awaited as it was pressed; the latest known is
        :attr:`entered_told`, the entered card laid by then (fresh QA59 MEDIUM-4), else
        ``None``: an Enter for a card never told (a stalled play) bounds nothing (review
        of g60: a told card entered earlier in another zone did, and a card laid while the
        stalled play was never seen lost its doubt). The card entered an old card asked
        as maybe this round's ("… or Eve's first play: the Investigators in her zone? If it
        is the play, press Enter, then 1"): it lay there when it was asked
        (:meth:`~companion.app.asked_hold.AskedHold._asked_entered_t`; fresh QA61
        MEDIUM-4). ``seen``: the frame time (s) a card of the entered rank was first read,
        never stable, in the one zone awaited (:func:`~companion.app.entry_seen.
        entered_seen`): the entered card lay there by then too (fresh QA63 HIGH-2)."""
        known = [t for t in told if t is not None]
        asked = self._asked_entered_t()  # an old card asked as this round's: seen then
        self.entered_told = asked if asked is not None else max(known) if known else None
        if asked is None and seen is not None:  # read now and then, never stable: by then
            self.entered_told = seen if self.entered_told is None \
                else min(self.entered_told, seen)
        reading = getattr(self.watcher, "last_reading", None)
        if reading is not None:
            self.entered_t = max(self.entered_t, reading.t)

    def _redone(self, obs, read: tuple = ()) -> None:
        """The card ``obs`` the last undo took back, given back by Enter and its rank
        (:meth:`~companion.app.question_keys.QuestionKeys.redo_entered`): as before the
        undo, counted as the camera's report, no longer watched as left out (fresh QA48
        EARLY HIGH-1: undo then redo is the identity). ``read``: the undone reading's
        candidates; another rank corrected it (review of undo51), the camera's report of
        it counting for ``obs``, as a slash correction's does."""
        view = self.session.tracker.view()
        zone = list(view.seats[obs.seat].zone)
        key = next((k for k in obs.cards if k in zone), None)
        left = [x for x in self.left_cards if x.undone and x.event.seat == obs.seat + 1
                and set(x.event.candidates) & (set(obs.cards) | set(read))]
        # a report already counted for it (:meth:`_undone_taken`) is not counted again
        if key is not None and not any(x.claimed for x in left):
            zone.reverse()
            zone.remove(key)
            zone.reverse()
            self.known.played(view, obs.seat, obs.cards, zone)
        self.left_cards = [x for x in self.left_cards if all(x is not y for y in left)]

    def _turn_completed(self) -> None:
        """After key 5's answer between rounds ("No turn in progress."): the live table's
        line that completes it, how the next round begins (QA13b N5), the deal held for
        the round's question (QA12 F8), the table cleared mid-round. Said as the answer
        was: at once, right after it, when it told the table as it is (no input's line
        waits: :meth:`~companion.app.said_for.SaidFor.waiting`), after the rest of a line
        heard 1.5 s that the answer brought (review of lows43: it cut "Bob is out, with The
        Musician.", said again from its start), else after the news
        (review 37a: the answer came at once, ahead of two camera prompts, and this line
        behind them; keys.en.md, key 5)."""
        session, tracker = self.session, self.session.tracker
        if self.redeal_round is not None and self._deal_begun(question=True):
            key, args = "app.deal_held", {}
        elif self._deal_begun():
            key, args = self._round_over_line("app.deal_next")
        elif self.cleared_mid is not None and tracker.question is not None:
            key, args = self._cleared_question_key(), {"round": self.cleared_mid}
        elif self.cleared_mid is not None:
            key, args = self._cleared_mid_line(self.cleared_mid)
        else:
            return
        backlog = session.said_for.waiting(tracker.history, begun_heard=True)  # key 5
        if backlog is None or backlog.index != len(tracker.history):
            session.tell(key, **args)  # after the news, as the answer was
        else:
            with session.answering(), as_heard(session, HeardTable(
                    tracker, 0, session.last_card, backlog.brings)):
                session.tell(key, **args)
        if key == "app.cleared_mid_round_undo_named":  # its way out is the line after it:
            session.remind_blamed()  # said again (review of low68: key 5 gave no way out)

    def _plus_early(self) -> bool:
        """Whether the number just typed came before the voice began the question plus
        said at once (:meth:`_prefix_cue`: it was unheard, waiting behind the news): it is
        not taken, whatever the number ("Not taken: your number came before the
        question.", said after that question, which it does not cut, and not once the
        question closed). QA42 H2: "+1" typed in one go was taken before the question was
        begun; the question, closed, was dropped unsaid, and the player heard only "Carol
        is out, with The Musician." (docs/keys.en.md, plus: "so that your number answers a
        question you heard"). Once begun, the number follows the question's rules
        (:meth:`~companion.app.said_question.SaidQuestion.options_unheard`)."""
        asked, self.plus_asked = self.plus_asked, None
        session = self.session
        question = session.tracker.question
        if asked is not None and asked is session.choice and self.session.choice_unbegun() \
                and self.plus_for is not None and self.plus_for[1] is asked:
            # the session's list (Enter's "whose zone?", slash's "which card?") plus was
            # pressed for while it waited behind the news, not begun yet (review of plus42)
            self.plus_for = None
            session.presses += 1
            session.tell("app.answer_unheard", stale=lambda: session.choice is not asked)
            return True
        if asked is None or asked is not question or session.asked_last() != "question" \
                or not session.said_for.question_unbegun(question) \
                or self.plus_for is not None and self.plus_for[1]:  # for a list: refused as
            return False  # closed (:meth:`_question_opened_after_plus`, QA29 H2)
        self.plus_for = None
        session.presses += 1  # a key answered (:meth:`TableSession.key`)
        session.tell("app.answer_unheard", brings=session.said_for.question_waits(question),
                     stale=lambda: session.tracker.question is not question)
        return True

    def _question_opened_after_plus(self) -> bool:
        """Whether the tracker's open question, the prompt plus and a number answers now,
        opened after plus was pressed: it is then said again instead of taking the number
        meant for another (QA35 N1: plus pressed for "was that Carol's hand?", the camera
        closed it and opened "was that Alice's hand?", printed, not yet said, and the 1
        put Alice out). A number typed with its plus before the question opened is the
        same case; a helper answering from the screen presses plus after it opened (but a
        number for a question not said yet, typed after another was heard, is refused too:
        :meth:`~companion.app.said_for.SaidFor.meant_another`). Plus pressed for the
        session's own list ("Which card?") that closed before the number: the number is
        refused, whatever else is open (QA29 H2)."""
        plus_for, self.plus_for = self.plus_for, None
        if plus_for is not None and plus_for[1] and self.session.choice is not plus_for[1]:
            # plus was for the session's own list, closed since (a card read: QA29 H2):
            # its number answers nothing else
            with self.session.said_for.refusing():
                self.session.tell("app.choice_closed_number")
            return True
        question = self.session.tracker.question
        if plus_for is None or question is None or question is plus_for[0] \
                or self.session.asked_last() != "question":
            return False
        self.session.say_prompt(again=True)
        return True

    def _enter_deals(self, command: Command) -> bool:
        """Enter then a rank between rounds (after "Gather the cards"): the next round is
        dealt and that card is its first play, as a card the camera sees laid
        (:meth:`~companion.app.live_deal.NextDeal._deal_on_card`; QA34 F3: only the camera
        could begin round 2, so a game by keys stopped after its first round). While a
        question about the round is open, the deal waits for its answer and says so.
        The round's dealing steps (the card set aside face up, shuffle and deal) are said
        first, as on the cleared table: the camera did not see it cleared, and a game by
        keys alone heard them only before round 1 (session 30, QA31 low #1); not again for
        a round whose undone deal is dealt again (said with it). What the voice has still
        to say of the round's end comes first (QA35 m5_en: "Carol wins the round and has 1
        Insane." came after "Set the Stowaway Eggs aside…" and "Shuffle the other cards…").
        After rounds lost, only in the zone the camera told unread
        (:meth:`~companion.app.lost_rounds.LostRounds._lost_enter`). Returns True when
        the key was answered here (the deal waits, or no card has that rank). While the
        round under way after rounds lost is watched (:meth:`~companion.app.lost_rounds.
        LostRounds._lost_until_gathered`), the next round's first card is awaited too (QA49
        HIGH-1, r1: "No turn in progress." after the loss). Not while the hand of the
        player whose own card ended the round is owed, the table not read gathered: that
        is the card entered (fresh QA60 HIGH-1: :func:`companion.tracker.flow.
        round_over_owed`)."""
        if self._lost_until_gathered():
            self.session.tell("app.rounds_lost_enter")
            return True
        if self._round_over() and self.session.tracker.hand_seats() \
                and not self.gathered.done:
            return False  # the owed hand, entered (fresh QA60 HIGH-1)
        if self._deal_begun():
            if not self.session._cards_of_rank(command.number):
                return True  # "No card has rank 9 in this edition.": no deal
            if self._lost_enter():
                return True  # after rounds lost, who starts is not known (lost_rounds)
            session = self.session
            with session.bringing(session.said_for.news_waiting(session.tracker.history)):
                if self.redeal_round is None:
                    self._deal_guidance()
                self._deal_on_card()
            return False
        if self._deal_begun(question=True):
            self.session.deal_waits()
            return True
        return False

    def _undo(self, command: Command) -> None:
        """Undo (minus twice), as the session does it, with two guards (QA): a minus key
        held down repeats, so an undo within :data:`UNDO_REPEAT_S` of the last one is
        ignored; and an undone card the camera no longer sees is forgotten by it, so that,
        laid again, it is reported again (the game stalled waiting for it), while one still
        lying there is left out until taken away (QA21 #2, #3:
        :meth:`~companion.app.left_cards.LeftCards._undone_left`)."""
        now = self.timer()
        if now - self.undo_at < UNDO_REPEAT_S:
            return
        self.undo_at = now
        if self._undo_count():
            return
        self.session.drop_unheard()  # the camera never reported those (QA19 #5)
        history = self.session.tracker.history
        entry = history[-1] if history else None
        last = entry[0] if entry else None
        before = list(history)
        fix = self.session.tracker.correction()
        self.session.redone = None
        self.differs_reheld = frozenset()  # (set by this undo only: differs_hold)
        self.session.key(command)
        blamed = self.session.undid_blamed  # an answer taken back under cards (review 39)
        if self.session.round_given_back:  # under the deal (undo_under): round's reports
            self.session.round_given_back = False
            self.known.give_back(self.session.tracker.view())  # (fresh QA65b HIGH-1)
        # the card undone before that answer given back in its place (undone_before_answer)
        given = self.session.redone if blamed else None
        if self.speech is not None:  # what the undo took back is not said any more: its
            self.speech.drop_stale()  # question cut at once (QA29 N3, QA28 #4)
        after = self.session.tracker.history
        undone = entry is not None and not (after and after[-1] is entry)
        # read again: the correction under it was undone (UndoKey._undo_fix_under, QA37)
        again = undone and after and after[-1][0] is last
        if undone and blamed:
            self._taken_again()
            if given is not None:  # as Enter's give-back: counted, not watched as left
                self._redone(given)
            if self.session.undid_entry is not None:  # the card entered went too (QA65)
                self._entry_undone(*self.session.undid_entry)
        elif undone and (again or fix is not None and fix.taken):  # the card read is back
            self.known.uncorrected()  # (QA12 F7)
        if undone and not again and last.kind == "card" and last.seat is not None \
                and id(last) not in self.differs_reheld:  # (held again: differs_hold)
            self.known.undone(last.seat, last.cards)
            # named by the cleared-table line while it is still the awaited card
            # (NextDeal._undone_awaited; session 40, QA en3)
            self.undone_card = (last.seat, tuple(last.cards), len(after))
            if not self._undone_left(last.seat + 1, last.cards):
                self.watcher.forget(last.seat + 1, last.cards)
        if undone:  # a held card taken as the play undone from its place (own_next)
            self._own_undone()
        if undone and self.round_over_said and not self._round_over():
            # the round's end undone: "Gather all the cards" is not said now (QA28 #4), but
            # again when the round ends again
            self.round_undone.set()
            self.round_over_said = 0
        if undone and last.kind in UNSEEN_ENDS:
            # the round ended unseen past a stall (or its hand gathered unseen) taken back:
            # it goes on, none lost
            # (review of stall50); its held cards stay dropped, watched till taken away
            self.lost_next, self.lost_wait = False, None
        kept = {id(e) for e in after}
        gone = [e[0] for e in before if id(e) not in kept]
        if undone and gone and gone[0].kind == "new_round" \
                and all(obs.kind == "face_up" for obs in gone[1:]):
            # the deal, or the deal with its face-up cards none said (UndoKey.
            # _undo_deal_under; review of u61: with them, the deal was not held, its
            # first card dealt it as new, the steps said again, the face-up cards lost):
            # they still lie in the middle, the camera does not report them again, so
            # the round dealt again by its first card takes them back (_deal_on_card)
            self.redeal_face_up = gone[1:]
            self.deal_held = self.session.applied
            self.redeal_round = self.session.tracker.view().round
            # the deal after rounds lost undone: its starter was its first card's player,
            # so the next first card tells it again (second review of late49: the undone
            # starter kept, the real one's card refused, the table stalled)
            self.lost_next = self.lost_next or lost_starter(after)
            self.session.tell("app.deal_held")

    def _entry_undone(self, seat: int, entered: tuple[str, ...]) -> None:
        """Minus twice took back the card entered by key in ``seat``'s zone (0-based) as
        one of ``entered`` with the answer to its "which card?" (fresh QA65 HIGH-1): the
        camera's reports counted for it ("The camera reads The Musician in Bob's zone
        where The Boxer was entered") are cards of their own again, watched as left cards
        at once, before the left cards of that zone (refused since, laid after it): reported
        anew, after the cards read again, Bob's Musician came after his Sailor laid later
        ("Bob: The Sailor.", "Carol's Tommy Gun: The Musician, from the deck", false;
        review rev-ent). The left cards held behind the question gone with the entry
        (:attr:`~companion.app.left_cards.LeftCard.behind_older`) are held no more: given in
        the order laid (fresh QA65b H4: Carol's Necronomicon, held so, kept her Investigators
        from being given, "laid before the Necronomicon: the card I wait for, or laid
        later?", and the round stalled)."""
        view = self.session.tracker.view()
        for left in self.left_cards:
            left.behind_older = False
        for read in self.known.unclaim(view, seat, entered):
            self._leave(CardAppeared(seat=seat + 1, candidates=tuple(read), index_in_zone=0,
                                     frame_index=0))
            left = self.left_cards.pop()
            at = next((i for i, x in enumerate(self.left_cards) if x.round == left.round
                       and x.event.seat == seat + 1), len(self.left_cards))
            self.left_cards.insert(at, left)


#: The prefix keys that close the session's own list as they are pressed ("Choice
#: cancelled." before their cue): all but plus, which answers it (QA34 M5).
_CLOSE_CHOICE = frozenset({"*", "/", "\n"})


def lost_starter(history) -> bool:
    """Whether ``history``'s (the tracker's) last input is a ``first`` taken with no "who
    starts?" question open: the starter the first card after rounds lost told
    (:meth:`~companion.app.lost_rounds.LostRounds._lost_starter`; as
    :func:`companion.app.session_resume.rounds_lost` finds them in a log)."""
    return bool(history) and first_untied(*history[-1])


def _begun(said: list) -> bool:
    """Whether the voice began one of the lines ``said`` (what its ``say`` returned for a
    prefix's cue; a line shown at once, or none: true)."""
    return not said or any(getattr(heard, "begun", lambda: True)() for heard in said)


__all__ = ["LiveKeys", "CHOICE_GRACE_S", "PREFIX_TIMEOUT_S", "PREFIX_CUES", "EARLY_KEYS_MAX_S",
           "UNDO_REPEAT_S", "UNDO_CONFIRM_S"]
