"""``companion play``: the real-time loop at a real table.

Frames from a camera (or video, image folder, stream URL) go through the vision pipeline;
each card that becomes stable in a seat's discard zone goes to the
:class:`~companion.app.session.TableSession` (tracker, narration, voice, session log); keys
from the keyboard go there too. One thread owns the tracker (this loop); a second one only
reads keys into a queue (:mod:`companion.app.terminal`). A lost camera, an ended video, a
wrong key or a dead speech engine is said and printed, and the game and its log stay
intact.

This module is the loop itself (:class:`LiveTable`: pictures read and timed, keys between
them, the status line); its parts are mixins, one job each: the guided set-up
(:mod:`~companion.app.live_setup`), the camera's cards to the tracker
(:mod:`~companion.app.live_cards`), the start's old cards (:mod:`~companion.app.held_cards`),
the cards left in a zone (:mod:`~companion.app.left_cards`), the next round's deal
(:mod:`~companion.app.live_deal`), the keys (:mod:`~companion.app.live_keys`) and the end of
the pictures and goodbye (:mod:`~companion.app.live_end`).

Its parts, split by job (rf70), each a mixin of :class:`LiveTable`: one step of the loop
(the keys, one picture read and its cards), :mod:`companion.app.live_step`; the status
line, :mod:`companion.app.status_line`.

Its state, one builder a part of DESIGN.md's data flow (live71; each module documents
the attributes it sets, :meth:`LiveTable.__init__` calls them in that order): the camera
side (:mod:`companion.app.state_camera`), the cards read (:mod:`companion.app.state_cards`),
the rounds (:mod:`companion.app.state_rounds`), the holds and waits
(:mod:`companion.app.state_holds`), the session and its log
(:mod:`companion.app.state_session`), the keys (:mod:`companion.app.state_keys`) and the
voice (:mod:`companion.app.state_voice`).
"""
from __future__ import annotations

import threading
import time
from dataclasses import dataclass
from typing import Callable

from babel.lists import format_list

from companion.app.asked_hold import AskedHold
from companion.app.cleared_again import ClearedAgain
from companion.app.cleared_cards import ClearedTable
from companion.app.answer_back import AnswerBack
from companion.app.entered_lift import EnteredLift
from companion.app.undone_way_back import UndoneWayBack
from companion.app.corrected_lift import CorrectedLift
from companion.app.differs_hold import DiffersHold
from companion.app.waits_logged import WaitsLogged
from companion.app.end_held import EndHeld
from companion.app.held_cards import HeldCards
from companion.app.hold_lost import HoldLost
from companion.app.keys import Command
from companion.app.laid_before import LaidBefore
from companion.app.under_asked import UnderAsked
from companion.app.undo_under import hint_resumed
from companion.app.left_cards import LeftCards
from companion.app.live_cards import CameraCards
from companion.app.live_deal import NextDeal
from companion.app.middle_cards import MiddleCards
from companion.app.live_end import PicturesEnd
from companion.app.live_keys import LiveKeys
from companion.app.live_setup import GuidedSetup
from companion.app.log_table_back import LogTableBack
from companion.app.loop_guard import LoopGuard
from companion.app.lost_rounds import LostRounds
from companion.app.owed_asked import OwedAsked
from companion.app.own_next import OwnNext
from companion.app.pile_asked import PileAsked
from companion.app.relaid_round import RelaidRound
from companion.app.gathered_early import GatheredEarly
from companion.app.glimpse_asked import GlimpseAsked
from companion.app.glimpse_logged import GlimpseLogged
from companion.app.glimpse_play import GlimpsePlay
from companion.app.twin_asked import TwinAsked
from companion.app.twin_logged import TwinLogged
from companion.app.check_pile import CheckPile
from companion.app.session import TableSession
from companion.app.session_resume import deal_undone, round_lost
from companion.app.stall import Stalls
from companion.app.state_camera import camera_state
from companion.app.state_cards import cards_state
from companion.app.state_holds import holds_state
from companion.app.state_keys import keys_state
from companion.app.state_rounds import rounds_state
from companion.app.state_session import session_state, wire_session
from companion.app.state_voice import voice_state
from companion.app.stall_earlier import StallEarlier
from companion.app.stall_lost import StallLost
from companion.app.stall_undone import StallUndone
from companion.app.told_again import ToldAgain
from companion.app.unread_held import UnreadHeld
from companion.app.zone_order import ZoneOrder
from vision.records import GapKind
from companion.app.live_step import LiveStep
from companion.app.status_line import StatusLine
from companion.app.live_step import FIRST_PICTURE_NO_KEYS_S

# Re-exported: the names this module held before the split (rf70), for the code and
# tests that take them from here.
from companion.app.live_step import behind, waited  # noqa: F401

#: Seconds the loop waits before asking a source with no picture again (keys are still
#: read 20 times a second).
IDLE_S = 0.05
#: Seconds of speech waiting (behind the sentence being said) above which a recorded
#: source (a video, a folder: :meth:`~companion.app.pace.RealTime.hold`) waits for the
#: voice (QA36 M1: the guide's try-out on the demo video ended with "87 sentences were not
#: said"). A camera or a stream never waits.
VOICE_AHEAD_S = 4.0
#: Seconds of speech waiting up to which a recorded source reads on while the tracker's
#: open question waits unsaid behind the news: a live table's camera reads on, and the
#: next card may settle it, dropped unsaid (QA39 M1: held for the voice, the video showed
#: Bob's Fed, which told his Deep One his play, only once "…was that Bob's hand, so Bob
#: is out?" was being said; it was cut 1.8 s in, before "Bob: the Deep One.").
QUESTION_AHEAD_S = 15.0


def won_for_sure(tracker) -> bool:
    """Whether every account ``tracker`` keeps has the game won, by the same players: else
    an open question decides it (QA37's log, cut on "was that Alice's hand?": Alice out,
    Carol wins the game; still in, the round goes on), and a resume does not say it over
    (``companion resume`` marks it not confirmed: ``commands.resume._game_won``); nor when
    it was won while players are only probably out (``Tracker.result_hinges_on``: if
    one of them is in, the round goes on; review of hedge44)."""
    winners = {h.view().game_winners for h in tracker.hyps}
    return len(winners) == 1 and bool(next(iter(winners))) and not tracker.result_hinges_on()


@dataclass
class LiveOptions:
    """What ``companion play`` runs with (from the config file and the command line).

    Attributes:
        edition, lang, names, first: the game (``first`` is 0-based).
        source: camera index, video file, image folder or URL (:func:`vision.sources.open_source`).
        duration: stop after this many seconds (``None``: until ``q`` or the end of a video).
        stickers_only: the deck has no code labels (``--stickers-only``): kept in a new
            game's start line (:mod:`companion.app.deck_mode`).
    """

    edition: str
    lang: str
    names: tuple[str, ...]
    first: int = 0
    source: str = "0"
    duration: float | None = None
    stickers_only: bool = False


class LiveTable(UndoneWayBack, CorrectedLift, LiveStep, StatusLine, GuidedSetup, CameraCards,
                HeldCards, LeftCards, NextDeal,
                MiddleCards, ClearedTable, ClearedAgain, LiveKeys, PicturesEnd, Stalls, OwnNext,
                TwinAsked, UnreadHeld, OwedAsked, LogTableBack, LostRounds, StallLost, HoldLost,
                StallEarlier, AskedHold, LaidBefore, RelaidRound, GlimpseAsked, GlimpseLogged,
                GlimpsePlay, ZoneOrder, UnderAsked, TwinLogged, CheckPile, ToldAgain, PileAsked,
                GatheredEarly, EndHeld, StallUndone, WaitsLogged, DiffersHold, AnswerBack,
                EnteredLift):
    """The loop of ``companion play``. ``say_control`` handles the speech keys (repeat,
    stop, back, forward) and returns True when it did; ``status`` shows the status line.
    ``speech`` (a :class:`~companion.app.voiceout.VoiceOut`, or ``None`` for no voice)
    tells how much the voice has still to say (``backlog()``; ``backlog(upto)``: of what
    was said before a ``mark()``) and silences it (``cut()``,
    returning how many sentences it left unsaid): at the end of the pictures the rest is
    said, and the end by ``q`` says how much was left (QA18 N1). ``clock``: monotonic
    seconds of the camera's reminders and the wait for a first picture (a test gives its
    own)."""

    def __init__(self, options: LiveOptions, session: TableSession, watcher, source,
                 keys: "queue.Queue[str]", say_control: Callable[[Command], bool],
                 status: Callable[[str], None], *, resumed: bool = False,
                 logged: bool = True, log_observations=(),
                 log_empty: Callable[[], bool] = lambda: False, speech=None,
                 keys_open: Callable[[], bool] = lambda: False,
                 clock: Callable[[], float] | None = None,
                 timer: Callable[[], float] | None = None):
        self.options = options
        #: seconds of the pictures' decoding and reading (:meth:`_read`: a camera too slow
        #: is said) and of the keys' waits (prefix, choice, undo: :class:`~companion.app.
        #: live_keys.LiveKeys`): ``time.monotonic`` looked up at each call; a deterministic
        #: replay gives the video's own clock (:mod:`companion.app.video_replay`): the
        #: machine's load then says nothing and times no key out (not given: the class's,
        #: :meth:`LiveKeys.timer <companion.app.live_keys.LiveKeys.timer>`)
        if timer is not None:
            self.timer = timer
        # DESIGN.md's data flow, one builder a part (its module documents each attribute it sets):
        # camera frames ─▶ vision: the source, its watcher, the camera's own problems
        camera_state(self, options, session, watcher, source, clock, resumed=resumed,
                     logged=logged)
        # vision ─▶ observations: the cards made stable, laid, left, on their way
        cards_state(self)
        # ─▶ tracker ─▶ table events: the rounds' ends, deals, cleared or gathered tables
        rounds_state(self)
        # the cards held or waiting: old cards, cards told unread, a stall
        holds_state(self)
        # every observation and command ─▶ session log: the session, its log, a resume
        session_state(self, session, resumed=resumed, logged=logged,
                      log_observations=log_observations, log_empty=log_empty)
        # keys ─▶ tracker (corrections, choices, questions)
        keys_state(self, keys, say_control, keys_open)
        # narration ─▶ voice: the voice, the status line, the lines keys wait on
        voice_state(self, speech, status)
        # the session asks the table back (an answer's undo, a hold's end, …)
        wire_session(self, session)

    def run(self) -> int:
        """Run until ``q``, the end of a video, or ``duration``; returns the exit status."""
        first, skipped = self.source.read(), []
        while first.image is None and first.status.kind is GapKind.BAD_FRAME \
                and not first.status.ended:  # a bad first picture is skipped as a later
            skipped.append(first)            # one is (QA25 F8: it ended the run)
            first = self.source.read()
        if first.image is None and (first.status.ended or not first.status.retrying):
            # Not one image: say why (a missing file, a damaged video, an empty folder)
            # and start nothing; a folder none of whose pictures can be read says so
            # alone (QA34 ni20: 20 skipped files were said first, 3.4 s each)
            if first.status.reason != "folder_unreadable":
                self._skipped(skipped)
                self.camera.say_skipped()
            return self._no_picture(first.status)
        self._skipped(skipped)
        while first.image is None and not self._stopping():
            # A camera that is not there yet: say it, keep trying, start nothing meanwhile.
            self.camera.picture(first)
            if self._no_first_picture():  # what the camera said is not said again
                self.session.tell("app.camera_never_opened", seconds=round(
                    FIRST_PICTURE_NO_KEYS_S))
                return 1
            self.status(self.status_line())
            self._keys()
            self._idle(first)
            first = self.source.read()
        if first.image is None:  # --duration ran out, or q, before any picture
            if not self.quit:  # (QA: it ended in silence)
                self._goodbye()
            return 0
        self.camera.picture(first)
        if self.resumed:
            self.session.recall()
            self.known.resumed(self.session.tracker.view(), self.log_observations)
            view = self.session.tracker.view()
            over = won_for_sure(self.session.tracker)
            self.over_when_resumed = self.camera.markers_quiet = over
            # a round ended unseen past a stall: its last winner, who starts the next
            # round, is told by that round's first card (stall_lost, lost_rounds)
            self.lost_next = round_lost(self.session.tracker)
            # the log ends with the next deal undone: held, as live (review of undo2p54)
            redeal = not over and deal_undone(self.log_observations)
            if redeal:
                self.redeal_round, self.deal_held = view.round, self.session.applied
            if over:  # QA: a finished game's resume said "No turn in progress."
                names = [self.session.tracker.names[s] for s in view.game_winners]
                self.session.tell("app.resumed_over", news=True,  # never cut (QA32 F7)
                                  players=format_list(names, locale=self.session.lang))
            elif view.game_winners and self.session.tracker.question is None \
                    and self.session.tracker.result_hinges_on():
                # won while players are only probably out: no fact (review of hedge44)
                self.session.tell("app.resumed_over_if_out", news=True, round=view.round,
                                  over=self.session._game_over(view))
            elif view.game_winners:  # the open question decides it: no fact (session 38)
                seats = sorted({s for h in self.session.tracker.hyps
                                for s in h.view().game_winners})
                names = [self.session.tracker.names[s] for s in seats]
                self.session.tell("app.resumed_over_if", news=True, round=view.round,
                                  players=format_list(names, style="or",
                                                      locale=self.session.lang))
            else:
                self._say_summary(view)
                # a log ending with a card refused against an answer: said again, and
                # minus twice takes that answer back, as before the crash (review 38c)
                self.session.blame_answer(resumed=True)
                if redeal:  # "To go on, lay the new round's first card", as before
                    self.session.tell("app.deal_held")
            if self.session.tracker.question is not None and view.game_winners:
                self.session.announce(self.session.tracker.question)
            # the log's camera-differs hold ended by an answer: minus twice, even during
            # the set-up pictures, brings it back as live (waits_logged; QA69 HIGH-1)
            self._differs_ended_restored()
            # keys are sifted only until this summary is said: the set-up pictures read
            # next take seconds, and a key pressed once the question was heard answers it
            # (QA25 F5: plus 2, 0.4 s after the question was said, was dropped as "pressed
            # during the set-up")
            self._sift_early_keys()
            if not over:
                self._resumed_cards(first)
            else:  # no hold to look for: written as it stands from now (glimpse_logged)
                self.session.held_unrestored = False
                self.session.cleared_unrestored = False  # nor a clear (cleared_logged)
                self.session.waits_unrestored = False  # nor waiting cards (waits_logged)
        else:
            self.guided_setup(first)
            self._sift_early_keys()
        guard = LoopGuard(self.session)
        while not self._stopping():
            try:
                if self._step():
                    break
                guard.ok()
            except Exception as exc:  # one step's bug ends neither the game nor its state
                if guard.failed(exc):  # stuck: the keys may be what fails
                    self._goodbye(noted=self.end_noted)
                    return 1
                if self.pictures_over:  # the end of the pictures failed: no step follows
                    break
                time.sleep(IDLE_S)  # a failure that comes back is not a busy loop
        self._keys()
        if not self.quit:  # --duration ran out, or the pictures ended (QA: in silence)
            if self.pictures_over:  # the keys a replay types at the end, too
                self._end_held_after_end()
            self._goodbye(noted=self.end_noted)
        return 0

    def _say_summary(self, view) -> None:
        """Say a resumed game's summary (not won): "Game resumed from the log: round 2.",
        a play whose outcome the log does not hold, whose turn it is and the open question
        (``view``: the tracker's view);
        what the voice returned for those lines is kept in :attr:`summary_said`, so that a
        key answered while they are said comes after them (QA42 M3)."""
        resumed = self.session.tell("app.resumed", round=view.round, news=True)
        with self.session.said_for.collecting() as pending:
            self._resumed_pending(view)
        # asks an open question (QA13b N7), in order after the line above (QA25 F4)
        self.session.key(Command("whose_turn"), at_once=False)
        told = self.session._told
        if view.active is None:  # between rounds: "The round is over. Gather the cards…",
            over = self._turn_completed()  # as key 5 live (QA65b L2: "No turn in progress.")
            if over is not None:  # said: the round's end is not said again once the table
                # is seen gathered ("Gather all the cards for the next round.": QA69 L9)
                self.round_over_said, self.round_over_heard = view.round, over[0]
                self.round_over_told = (view.round, self.timer())
                self.round_undone = threading.Event()
        if self.session.hinted_logged or not self.session.hints_logged:  # the log ends
            # with an answer that ended the round, the deal on its ungathered table, its
            # first cards, the hint said there: "If round 1 is not over…" again (review
            # of mwf), and so for a log written before session 69, which does not tell
            # (review of res68); else once the set-up pictures show that round's cards
            # still lying (_resumed_cards: low67)
            hint_resumed(self.session)
        hinted = self.session.deal_hinted
        self.summary_said = (resumed, *pending, *(told[2] if told else ()),
                             *((hinted[1],) if hinted else ()))

    def _wait_for_voice(self) -> bool:
        """A recorded source (one with ``hold``: :class:`~companion.app.pace.RealTime`)
        waits while the voice is more than :data:`VOICE_AHEAD_S` behind: no picture is read
        for :data:`IDLE_S` (keys are still answered), and the source's clock stops that
        long; returns whether it waited; not while the tracker's open question waits unsaid
        and the voice is at most :data:`QUESTION_AHEAD_S` behind (the next card may settle
        it). It waits too while the cards it read wait for
        the answer to the session's list or to the undo's question (:attr:`choice_held`):
        read on meanwhile, its next cards came all at once after it (session 30: five
        cards' news in one burst after the undo's question). A camera or stream never
        waits (QA36 M1)."""
        hold = getattr(self.source, "hold", None)
        if hold is None or self.speech is None:
            return False
        held = bool(self.choice_held) and self._cards_wait()
        behind = self.speech.behind_seconds()
        if not held and (behind <= VOICE_AHEAD_S or (
                behind <= QUESTION_AHEAD_S
                and self.session.said_for.question_unbegun(self.session.tracker.question))):
            return False
        self.status(self.status_line())
        began = self.clock()
        time.sleep(IDLE_S)
        hold(self.clock() - began)
        return True

    def _after_the_end(self) -> None:
        """The pictures have ended: keys are still answered, until ``q`` (or
        ``--duration``) while keys can come (:attr:`keys_open`: the player may answer the
        open question, undo, ask a key; QA28 #6: the program quit as soon as the voice had
        caught up, and the answer typed next was lost with no word). Once no key can come
        (standard input closed or at its end: a script, a test, CI), the voice says what it
        still has, and the session ends (QA18 N1: with the voice 60 s behind a video, the
        program ended with 126 sentences never said); :meth:`run` then says goodbye."""
        while not self._stopping() and (self.keys_open() or (
                self.speech is not None and self.speech.backlog())):
            self._keys()
            if self.quit:
                return
            self._held_after_end()
            self._end_reworded()
            self.status(self.status_line())
            time.sleep(IDLE_S)

    def _held_after_end(self) -> None:
        """After the pictures ended, once a key settled the table: the cards kept behind a
        missing card (:meth:`~companion.app.stall.Stalls._stall_release`) and those held
        for the next round (:meth:`~companion.app.live_deal.NextDeal._deal_held`) are
        given in the order laid, as a picture would have (QA46 HIGH-2: Enter closed round
        7 after the video's end, and the 32 cards held for rounds 8-10 were dropped). A
        round's end held for a self-out's hand (:class:`~companion.app.end_held.EndHeld`),
        no question open, is said: no picture will show that hand now."""
        if self.session.tracker.started:
            self._stall_release()
            self._rounds_lost()  # the table played on past the held round (lost_rounds)
            self._deal_held()
            self._end_held_after_end()

    def _end_held_after_end(self) -> None:
        """After the pictures ended, once a key settled the question: a self-out's round
        end held for a hand no picture can show now (:class:`~companion.app.end_held.
        EndHeld`) is said (fresh QA63 MEDIUM-1, r3: Bob's Cthulhu answered Sane after the
        video's end, "Carol remporte la manche et a 1 pion fou." never said)."""
        tracker = self.session.tracker
        if tracker.started and tracker.end_held() and tracker.question is None:
            self._say_end_held()

    def _idle(self, frame) -> None:
        """No picture yet (a camera retrying, a stream connecting): wait a little instead of
        asking again at once (QA: the loop spun a whole core while the camera was away)."""
        if frame.image is None and not frame.status.ended:
            time.sleep(IDLE_S)
