"""The keys of ``companion play``'s loop: :class:`LiveKeys`, a mixin of
:class:`~companion.app.live.LiveTable`. The keyboard thread's keys are read between pictures
(:mod:`companion.app.keys` turns them into commands): a prefix key waits for its digit
(slash names the card it corrects, and is dropped when another card read is heard of
first: QA25 F6, QA43 L2), the session's own choice closes after a pause (QA23 #5), keys
pressed before the set-up's sentences are said are sifted (QA23 #12, QA24 N5), minus twice
undoes with its guards, and nothing is answered after "Goodbye." (QA24 N6).

Its parts, split by job (rf69), each a mixin of :class:`LiveKeys`: a prefix key's cue,
:mod:`companion.app.prefix_cues`; the session's choice closed, :mod:`companion.app.choice_close`;
Enter giving back an undone card and the entries taken, :mod:`companion.app.enter_redo`;
what waits for the voice or a list, :mod:`companion.app.key_waits`; minus twice at the table,
:mod:`companion.app.table_undo`. Their times: :mod:`companion.app.key_times`.
"""
from __future__ import annotations

import queue
import threading
import time
from contextlib import nullcontext

from companion.app.as_heard import HeardTable, as_heard
from companion.app.enter_early import EnterEarly
from companion.app.enter_raced import EnterRaced
from companion.app.entry_round import EntryRound
from companion.app.entry_seen import entered_seen
from companion.app.keys import PREFIXES, QUERIES, STATE_KEYS, Command, EarlyKeys
from companion.app.key5_held_end import end_held_line
from companion.app.plus_key import PlusKey
from companion.app.result_held import result_held
from companion.app.prefix_drop import PrefixDrop
from companion.app.said_for import saying
from companion.narration.catalog import message
from companion.app.choice_close import ChoiceClose
from companion.app.prefix_cues import PrefixCues
from companion.app.enter_redo import EnterRedo
from companion.app.key_waits import KeyWaits
from companion.app.table_undo import TableUndo
from companion.app.minus_soon import MinusSoon
from companion.app.key_times import (EARLY_KEYS_MAX_S, PREFIX_TIMEOUT_S, UNDO_CONFIRM_S,
                                     UNDO_REPEAT_S)
from companion.app.choice_close import _CLOSE_CHOICE, _begun

# Re-exported: the names this module held before the split (rf69), for the code and
# tests that take them from here.
from companion.app.key_times import CHOICE_GRACE_S  # noqa: F401
from companion.app.prefix_cues import PREFIX_CUES  # noqa: F401
from companion.app.table_undo import lost_starter  # noqa: F401


class LiveKeys(ChoiceClose, PrefixCues, EnterRedo, KeyWaits, TableUndo, MinusSoon, PlusKey,
               PrefixDrop, EntryRound, EnterRaced, EnterEarly):
    """The key handling of :class:`~companion.app.live.LiveTable` (a mixin: it uses the
    table's ``session``, ``keys``, ``reader``, ``speech``, ``say_control``, ``quit``,
    ``prefix_at``, ``prefix_n``, ``enter_for``, ``prefix_heard``, ``prefix_closed``,
    ``correct_for``,
    ``early_keys``, ``early_since``, ``setup_said``, ``setup_line``, ``choice_seen``, ``choice_at``,
    ``undo_at``, ``undo_seen``, ``undo_heard_at``, ``known``, ``watcher``,
    ``redeal_round``, ``cleared_mid``, ``deal_held``, ``round_over_said``, ``round_undone``,
    ``round_over_heard``, ``round_over_told``, ``cleared``,
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
                self._minus_soon_due()  # a minus too soon after an undo: said (minus_soon)
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
        if self._minus_refused(key, self._minus_gap(key)):
            # minus held down after an undo: not the start of another one; pressed anew
            # (no key repeating), said once an undo (fresh QA69 L2: a second minus twice
            # 0.6 s after an undo did nothing, and a blind player heard nothing), once no
            # stream of repeats follows it (rev-ord70); not after an undo that took
            # nothing back ("Nothing to undo", or its confirm question); the second of a
            # pair so refused, refused with it (minus_soon)
            return False
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
        self._waits_log()  # and the cards waiting for the player's word (waits_logged)

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
        # a slash's replay refusing cards: noted before the cards kept behind a stall are
        # given below (rev-hold70 HIGH: the Necronomicon given first, the Sailor was lost)
        refused = self._fix_rereads(entry)  # (differs_fixed)
        named = self._twin_named(twin if command.name == "enter" else None, size)
        if command.name == "enter" and self.session.redone is not None:
            self._redone(self.session.redone, read)  # the rank's two cards (review of undo48)
            self._taken_again()  # the camera's cards read again over it (fresh QA51 HIGH)
        elif command.name == "enter":
            self._entered_now(told, seen)
        if refused:
            self._fix_refused(refused)  # a card the replay refused: watched (differs_fixed)
            refused = []
        self._stall_release(named)  # the missing card entered: the cards kept behind it
        self._revived_lost()  # a late answer resumed a round the table played past (r6b)
        self._twin_ask_again(twin)  # standing again (an undo given back: review)
        self._glimpse_ask_again()  # a check's card entered, held cards still held
        self._say_held_again()  # an answer left the held cards held (QA25 F2)
        if command.name == "whose_turn":
            over = self._turn_completed()
            if over is not None:  # "The round is over. Gather the cards": noted said
                self._round_over_noted(over[0])  # (rev-flk70: not asked twice)
        history = tracker.history
        fix = tracker.correction()
        read = fix.card if fix is not None else None  # the card corrected: not always the
        if history and history[-1] is not entry and fix is not None and fix.taken \
                and read is not None and read.kind == "card" and read.seat is not None:
            # last read (QA32 M1); a refused one changed nothing (QA12 F10)
            self.known.corrected(self.session.tracker.view(), read.seat, read.cards,
                                 history[-1][0].cards[0])
        if refused:
            self._fix_refused(refused)  # a card the replay refused: watched (differs_fixed)

    def _turn_completed(self) -> tuple[object] | None:
        """After key 5's answer between rounds ("No turn in progress."): the live table's
        line that completes it, how the next round begins (QA13b N5), the deal held for
        the round's question (QA12 F8), the table cleared mid-round. Said as the answer
        was: at once, right after it, when it told the table as it is (no input's line
        waits: :meth:`~companion.app.said_for.SaidFor.waiting`), after the rest of a line
        heard 1.5 s that the answer brought (review of lows43: it cut "Bob is out, with The
        Musician.", said again from its start), else after the news
        (review 37a: the answer came at once, ahead of two camera prompts, and this line
        behind them; keys.en.md, key 5). Returns ``(what the voice returned,)`` for the
        round's end said (``app.deal_next``: the resume's summary notes it said, QA69 L9),
        else ``None``."""
        session, tracker = self.session, self.session.tracker
        over = False
        if self.redeal_round is not None and self._deal_begun(question=True):
            key, args = "app.deal_held", {}
        elif (held := end_held_line(session)) is not None:  # the hand read first (keys72)
            key, args = held
        elif self._deal_begun():
            key, args = self._round_over_line("app.deal_next")
            over = True
        elif self.cleared_mid is not None and tracker.question is not None:
            key, args = self._cleared_question_key(), {"round": self.cleared_mid}
        elif self.cleared_mid is not None:
            key, args = self._cleared_mid_line(self.cleared_mid)
        else:
            return None
        backlog = session.said_for.waiting(tracker.history, begun_heard=True)  # key 5
        if backlog is None or backlog.index != len(tracker.history):
            told = session.tell(key, **args)  # after the news, as the answer was
        else:
            with session.answering(), as_heard(session, HeardTable(
                    tracker, 0, session.last_card, backlog.brings)):
                told = session.tell(key, **args)
        if key == "app.cleared_mid_round_undo_named":  # its way out is the line after it:
            session.remind_blamed()  # said again (review of low68: key 5 gave no way out)
        return (told,) if over else None

    def _round_over_noted(self, told) -> None:
        """Key 5's answer said the round's end between rounds (``app.deal_next``, "The
        round is over. Gather the cards: …", :meth:`_turn_completed`; ``told``: what the
        voice returned for it): noted as the round's end said, as the table's own line
        notes it (:meth:`~companion.app.live_deal.NextDeal._between_rounds`), so the next
        picture does not ask the gather again ("Gather all the cards for the next round.",
        ``app.new_round``; rev-flk70 LOW: key 5 pressed between the round's end and the
        next picture). Not when the table's line was said already for that round, nor while
        the round's end is held (a self-out's hand owed, :meth:`~companion.tracker.
        tracker.Tracker.end_held`, or its result waiting for a question, :func:`~companion.
        app.result_held.result_held`): the table's line then comes after who won (QA43 H1;
        rev-ord71 MEDIUM: key 5 during k61's hold for Bob's hand left "The round is over.
        Gather the cards" said before his hand and Carol's win, and none after)."""
        tracker = self.session.tracker
        round_ = tracker.view().round
        if self.round_over_said == round_ or tracker.end_held() or result_held(tracker):
            return
        self.round_over_said, self.round_over_heard, self.cleared = round_, told, 0
        self.round_over_told = (round_, self.timer())
        self.round_undone = threading.Event()

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


__all__ = ["LiveKeys", "CHOICE_GRACE_S", "PREFIX_TIMEOUT_S", "PREFIX_CUES", "EARLY_KEYS_MAX_S",
           "UNDO_REPEAT_S", "UNDO_CONFIRM_S"]
