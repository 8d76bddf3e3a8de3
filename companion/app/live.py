"""``companion play``: the real-time loop at a real table.

Frames from a camera (or video, image folder, stream URL) go through the vision pipeline;
each card that becomes stable in a seat's discard zone goes to the
:class:`~companion.app.session.TableSession` (tracker, narration, voice, session log); keys
from the keyboard go there too. One thread owns the tracker (this loop); a second one only
reads keys into a queue (:mod:`companion.app.terminal`). A lost camera, an ended video, a
wrong key or a dead speech engine is said and printed, and the game and its log stay
intact.
"""
from __future__ import annotations

import logging
import queue
import threading
import time
from collections import Counter
from dataclasses import dataclass
from typing import Callable, Sequence

from babel.lists import format_list

from companion.app.camera_watch import CameraWatch, source_reason
from companion.app.card_place import places
from companion.app.edition_labels import EditionLabels
from companion.app.keys import Command, EarlyKeys, KeyReader
from companion.app.known_cards import KnownCards
from companion.app.live_deal import NextDeal
from companion.app.live_keys import LiveKeys
from companion.app.held_cards import HeldCards
from companion.app.left_cards import LeftCards
from companion.app.live_setup import GuidedSetup
from companion.app.session import TableSession
from companion.cards import card
from companion.narration.catalog import message
from companion.narration.narrate import place_name
from companion.tracker import observations as o
from companion.tracker.observations import Observation, ObservationError
from vision.records import GapKind

log = logging.getLogger(__name__)

#: Seconds the loop waits before asking a source with no picture again (keys are still
#: read 20 times a second).
IDLE_S = 0.05


def waited(source) -> float:
    """Seconds ``source``'s last ``read()`` spent waiting rather than decoding: for a
    picture's time (:class:`~companion.app.pace.RealTime`) or a camera's next picture
    (:class:`~vision.sources.LiveSource`); ``0.0`` for a source that does not say."""
    return float(getattr(source, "waited", 0.0) or 0.0)


def behind(source) -> float:
    """Seconds ``source``'s last picture came after its own time (a recorded source read
    slower than its pictures come: :attr:`~companion.app.pace.RealTime.behind`); ``0.0``
    for a source that does not say (a camera hands out its newest picture)."""
    return float(getattr(source, "behind", 0.0) or 0.0)


@dataclass
class LiveOptions:
    """What ``companion play`` runs with (from the config file and the command line).

    Attributes:
        edition, lang, names, first: the game (``first`` is 0-based).
        source: camera index, video file, image folder or URL (:func:`vision.sources.open_source`).
        duration: stop after this many seconds (``None``: until ``q`` or the end of a video).
    """

    edition: str
    lang: str
    names: tuple[str, ...]
    first: int = 0
    source: str = "0"
    duration: float | None = None


def card_observation(seat_1based: int | None, candidates: tuple[str, ...]) -> Observation | None:
    """The tracker observation for a card the camera saw (``None`` outside every zone).

    Several candidates (an ambiguous read such as R'lyeh / Stowaway Eggs) are passed on:
    the tracker decides from context or asks.
    """
    if seat_1based is None or not candidates:
        return None
    return Observation("card", seat_1based - 1, tuple(candidates))


class LiveTable(GuidedSetup, HeldCards, LeftCards, NextDeal, LiveKeys):
    """The loop of ``companion play``. ``say_control`` handles the speech keys (repeat,
    stop, back, forward) and returns True when it did; ``status`` shows the status line.
    ``speech`` (a :class:`~companion.app.voiceout.VoiceOut`, or ``None`` for no voice)
    tells how much the voice has still to say (``backlog()``; ``backlog(upto)``: of what
    was said before a ``mark()``) and silences it (``cut()``,
    returning how many sentences it left unsaid): at the end of the pictures the rest is
    said, and the end by ``q`` says how much was left (QA18 N1)."""

    def __init__(self, options: LiveOptions, session: TableSession, watcher, source,
                 keys: "queue.Queue[str]", say_control: Callable[[Command], bool],
                 status: Callable[[str], None], *, resumed: bool = False,
                 logged: bool = True, log_observations=(),
                 log_empty: Callable[[], bool] = lambda: False, speech=None,
                 keys_open: Callable[[], bool] = lambda: False):
        self.options = options
        #: whether keys can still come (the keyboard is open: not at its end): at the end of
        #: the pictures the table then waits for ``q`` (QA28 #6)
        self.keys_open = keys_open
        self.speech = speech
        self.session = session
        self.watcher = watcher
        self.source = source
        self.keys = keys
        self.say_control = say_control
        self.status = status
        self.reader = KeyReader()
        self.quit = False
        self.camera = CameraWatch(session, options.source)  # the pictures' own problems
        self.labels = EditionLabels(session)  # another edition's code labels (QA23 #18)
        reader = getattr(watcher, "reader", None)  # a CardReader (tests give fakes)
        self.camera.labels_read = getattr(reader, "card_markers", True)
        #: the reader of card markers: which other edition's labels it left out
        self.marker_reader = getattr(reader, "marker_reader", None)
        self.cleared = 0
        self.frames = 0
        self.started = time.monotonic()
        self.resumed = resumed
        #: a resumed log's game was already over: the camera sees that old table (QA17 #13)
        self.over_when_resumed = False
        #: a resumed session log's observations as written (corrections included), oldest first
        self.log_observations = tuple(log_observations)
        self.logged = logged
        #: True while the session log is new and holds nothing: it is removed at the end,
        #: so the end says "Nothing was recorded" instead of "Session saved." (QA12 F15)
        self.log_empty = log_empty
        self.said_empty = False  # the end said so (play prints no second line then)
        self.end_noted = False  # the pictures' end line said whether the log is kept
        #: the pictures' end line naming the open question: ``(its message key, the
        #: question, what say returned)`` (:meth:`_end_reworded`; ``None``: none)
        self.end_asked = None
        self.round_over_said = 0  # the round whose end was last announced
        #: set once that round's end is undone: its "Gather all the cards" is then stale
        self.round_undone = threading.Event()
        self.prefix_at = 0.0  # when a prefix key (* + /) started waiting for its digit
        self.correct_for = None  # the card input slash's cue named (QA25 F6)
        #: the session's open choice last seen, and since when it waits (said, no key
        #: pending): it is closed after
        #: :data:`~companion.app.live_keys.PREFIX_TIMEOUT_S` (QA23 #5)
        self.choice_seen: tuple = ()
        #: keys pressed before the set-up's sentences were all said: only the query keys
        #: act (QA23 #12); ``None`` from then on
        self.early_keys: EarlyKeys | None = None
        self.early_since: float | None = None  # when the set-up's keys were sifted
        #: the voice's mark (``speech.mark()``) after the set-up's (or resume's) sentences:
        #: keys are sifted until those are said, not the news after them (QA24 N5)
        self.setup_said = 0
        self.choice_at = 0.0
        self._setup_events: list = []  # cards the camera made stable during the set-up
        self.known = KnownCards()  # cards the tracker holds that the camera did not report
        self.undo_at = float("-inf")  # when the last undo was done (monotonic seconds)
        #: after the next round's deal was undone: ``session.applied`` then; no new deal
        #: until something else is applied or the camera sees a card (QA: the cleared table
        #: dealt again at once, so undo never reached the finished round)
        self.deal_held: int | None = None
        self.answer_awaited = 0  # the round whose deal was said to wait for an answer
        self.early = None  # a card refused as laid before the awaited one (_card_appeared)
        #: cards read in a zone that the game did not take: said, then watched
        #: (:class:`~companion.app.left_cards.LeftCard`, QA12 F1 and F9)
        self.left_cards: list = []
        #: the set-up's old cards are held (QA19 #3): ``session.applied`` then, while plus
        #: 1 may count them (:meth:`~companion.app.held_cards.HeldCards._hold_key`)
        self.held_at: int | None = None
        self.held_said = None  # message key of the held cards' sentence (app.*_old_cards)
        #: the tracker's last history entry when the hold began (or an answer kept it):
        #: an answer applied after it leaves the cards held (QA25 F2)
        self.held_entry = None
        self.held_again = False  # an answer left them held: their prompt is said again
        #: ``(session.applied, how many cards it left out)`` when a taken card ended the
        #: hold (QA20 #2, #6): until the next card, plus 1 says the old cards ("The old
        #: card" for one, QA22 #7) are left out
        self.held_out: tuple[int, int] | None = None
        #: a resumed game's cards the log does not hold were said: ``session.applied`` then;
        #: until the next observation, key 1 says them again (QA21 #6)
        self.resumed_hold: int | None = None
        #: when every held card counted as taken away: ``(held_at, held_said,
        #: session.applied)`` then, to hold them again if they come back from under a hand
        #: with nothing played meanwhile (:meth:`~companion.app.left_cards.LeftCards._came_back`)
        self.hold_gone: tuple | None = None
        #: a card not taken because it would have put out a player whose zone holds a
        #: held card not counted (:meth:`~companion.app.held_cards.HeldCards._held_decides`,
        #: QA23 #17): given again once the held cards are taken away
        self.held_waiting = None
        #: plus 1 counted the held cards: ``(the tracker's last history entry then, the
        #: held cards' sentence key, the cards counted)``, so that minus twice undoes the
        #: count while it is the last step (:meth:`~companion.app.held_cards.HeldCards._undo_count`)
        self.count_step: tuple | None = None
        self.back: list = []  # old cards seen again at their place with this picture
        #: the round whose next deal was undone: a card then laid in a zone deals the next
        #: round (QA12 F8: the players had begun it; every card was refused)
        self.redeal_round: int | None = None
        #: the round whose table was seen cleared while in progress (QA13b N2): cards laid
        #: are held until it is settled (:meth:`~companion.app.live_deal.NextDeal._cleared_mid_round`)
        self.cleared_mid: int | None = None
        self.fresh: list = []  # the cards the picture being handled made stable
        self.quiet_question = None  # a question that picture's cards raised: said once
        self.waits_said = None  # (question, seat) whose held card was last said waiting
        self.unseen_said: set = set()  # (camera id, last seen s) said unseen ("taken back?")
        session.before_turn = self._held_over  # the hold's end said before the next turn
        session.face_up_extra = self._left_face_up  # key 3: they are in view (QA23 #23)

    def _left_face_up(self) -> Counter:
        """The cards the camera shows in the zones now that the tracker does not hold
        (:class:`~companion.app.left_cards.LeftCard` still there, of this round, read as
        one card), counted per key: face up, so not unseen (QA23 #23: an undone Urchin left
        out in Alice's zone was counted as unseen by key 3)."""
        round_ = self.session.tracker.view().round if self.session.tracker.started else 0
        return Counter(left.event.candidates[0] for left in self.left_cards
                       if left.there and left.round == round_ and left.event.seat is not None
                       and len(left.event.candidates) == 1)

    # ------------------------------------------------------------------ loop
    def run(self) -> int:
        """Run until ``q``, the end of a video, or ``duration``; returns the exit status."""
        first = self.source.read()
        while first.image is None and first.status.kind is GapKind.BAD_FRAME \
                and not first.status.ended:  # a bad first picture is skipped as a later
            self.camera.picture(first)       # one is (QA25 F8: it ended the run)
            first = self.source.read()
        if first.image is None and (first.status.ended or not first.status.retrying):
            # Not one image: say why (a missing file, a damaged video, an empty folder)
            # and start nothing.
            self.session.tell("app.source_failed",
                              reason=source_reason(self.session.lang, first.status))
            return 1
        while first.image is None and not self._stopping():
            # A camera that is not there yet: say it, keep trying, start nothing meanwhile.
            self.camera.picture(first)
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
            self.over_when_resumed = bool(view.game_winners)
            if view.game_winners:  # QA: a finished game's resume said "No turn in progress."
                names = [self.session.tracker.names[s] for s in view.game_winners]
                self.session.tell("app.resumed_over",
                                  players=format_list(names, locale=self.session.lang))
            else:
                self.session.tell("app.resumed", round=view.round)
                # asks an open question (QA13b N7), in order after the line above (QA25 F4)
                self.session.key(Command("whose_turn"), at_once=False)
            if self.session.tracker.question is not None and view.game_winners:
                self.session.announce(self.session.tracker.question)
            # keys are sifted only until this summary is said: the set-up pictures read
            # next take seconds, and a key pressed once the question was heard answers it
            # (QA25 F5: plus 2, 0.4 s after the question was said, was dropped as "pressed
            # during the set-up")
            self._sift_early_keys()
            if not view.game_winners:
                self._resumed_cards(first)
        else:
            self.guided_setup(first)
            self._sift_early_keys()
        while not self._stopping():
            self._keys()
            if self.quit:  # QA17 #10: one more picture was read, its news said after goodbye
                break
            t0 = time.monotonic()
            frame = self.source.read()
            self.frames += 1
            self.camera.picture(frame)
            self._idle(frame)
            if frame.status.ended:
                self._pictures_ended(frame)
                self._after_the_end()
                break
            events = self._read(frame, t0)
            self._cards_appeared(events)
            self.camera.reading(frame, self.watcher.last_reading)
            self.labels.seen(getattr(self.marker_reader, "last_foreign", ()))
            self._left_cards()
            self._between_rounds()
            self.status(self.status_line())
        self._keys()
        if not self.quit:  # --duration ran out, or the pictures ended (QA: in silence)
            self._goodbye(noted=self.end_noted)
        return 0

    def _read(self, frame, asked_at: float) -> list:
        """The cards ``frame`` makes stable (:meth:`TableWatcher.update_from
        <vision.pipeline.TableWatcher.update_from>`), its time told to the camera watch:
        from ``asked_at`` (``time.monotonic()`` before the source's ``read()``), decoding
        and reading, not waiting for the picture (QA27 #2: only the reading was timed, and
        8000×4500 pictures, ~1 s each to decode, were never said slow)."""
        events = self.watcher.update_from(frame)
        if frame.image is not None:
            self.camera.read_time(time.monotonic() - asked_at - waited(self.source), frame,
                                  behind=behind(self.source))
        return events

    def _quit_waiting(self) -> bool:
        """Whether ``q`` waits in the key queue, left there for :meth:`_keys`: the set-up
        stops reading its pictures, which it does without answering keys (QA27 #2: with
        8000×4500 pictures, ``q`` acted 12 s after it was pressed)."""
        with self.keys.mutex:
            return "q" in self.keys.queue

    def _stopping(self) -> bool:
        """True once ``q`` was pressed or ``duration`` has passed."""
        return self.quit or (self.options.duration is not None and
                             time.monotonic() - self.started > self.options.duration)

    def _pictures_ended(self, frame) -> None:
        """Say that the pictures have ended (``frame``: the source's last
        :class:`~vision.sources.Frame`) at once, ahead of what the voice has still to say:
        for a blind player it is the only sign that the camera feed stopped (QA26 N4: queued
        behind a long prompt, a key's answer went before it and ``q`` dropped it unheard).
        A folder or an image ends as pictures, not as a video (QA); pictures removed during
        the game, or a video cut short, are said so (QA12 F15: it ended in silence; QA27
        #6: a truncated video "has ended"). While keys can still come (:attr:`keys_open`)
        the table waits for ``q``, and says so, naming the open question if there is one
        (QA28 #6: it quit by itself, and the answer typed next was lost); else the line
        says whether the log is kept, as the goodbye after it does not again."""
        with self.session.answering(), self.session.news():  # kept for keys 7 and 9
            if frame.status.reason in ("folder_gone", "video_cut_short"):  # QA27 #6
                self.session.tell("app.picture_problem",
                                  reason=source_reason(self.session.lang, frame.status))
            ended = ("app.pictures_ended" if frame.status.reason in
                     ("folder_done", "folder_gone") else "app.video_ended")
            if self.keys_open():
                self._say_end_wait(ended)
            else:
                self.end_noted = True
                self.session.tell(ended + self._log_suffix(self.logged))

    def _say_end_wait(self, ended: str) -> None:
        """Say that the pictures have ended and ``q`` stops (``ended``: the message key
        without its suffix), naming the open question if there is one; that form is
        dropped unsaid once the question closes (:meth:`_end_reworded`)."""
        question = self.session.tracker.question if self.session.tracker.started else None
        if question is None:
            self.end_asked = None
            self.session.tell(ended + "_wait")
            return
        heard = self.session.tell(ended + "_question",
                                  stale=self.session.question_closed(question))
        self.end_asked = (ended, question, heard)

    def _end_reworded(self) -> None:
        """After a key, once the pictures have ended: when the question the end line named
        is closed (answered, or withdrawn by an undo) before that line was said to its end,
        say the end again as it now stands ("Press Q to stop." alone, or the new question;
        QA31 N2: "Answer the question, then press Q to stop." was said after the answer)."""
        if self.end_asked is None:
            return
        ended, question, heard = self.end_asked
        if self.session.tracker.question is question:
            return
        self.end_asked = None
        if not getattr(heard, "said_whole", lambda: True)():
            with self.session.answering(), self.session.news():
                self._say_end_wait(ended)

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
            self._end_reworded()
            self.status(self.status_line())
            time.sleep(IDLE_S)

    def _goodbye(self, noted: bool = False) -> None:
        """Say goodbye: "Session saved." only when the log was written to the end (QA: it
        was said after the log's writes had failed); ``noted``: the pictures' end line said
        already whether the log is kept, so "Goodbye." alone. What the voice had still to
        say is dropped, and how much is said first, with the app's lines it skipped as
        outdated (QA18 N1; QA17 #10: the rest came after the goodbye; QA28 #5: the dealing
        steps, dropped once a card was played, were never counted)."""
        unsaid = self.speech.cut() if self.speech is not None else 0
        unsaid += self.speech.skipped() if self.speech is not None else 0
        if unsaid:
            self.session.tell("app.unsaid", count=unsaid)
        self.session.tell("app.goodbye" + ("_nolog" if noted else self._log_suffix(self.logged)))

    def _log_suffix(self, saved: bool) -> str:
        """The end message's suffix: ``""`` (the log keeps the game), ``"_nolog"`` (no log,
        or its writes failed: QA27 #3, "the game and its log are kept" after a full disk
        had cut the log), or ``"_empty"`` when nothing was recorded (the empty log is
        removed: QA12 F15)."""
        if not saved or self.session.log_failed:
            return "_nolog"
        if self.log_empty():
            self.said_empty = True
            return "_empty"
        return ""

    def _idle(self, frame) -> None:
        """No picture yet (a camera retrying, a stream connecting): wait a little instead of
        asking again at once (QA: the loop spun a whole core while the camera was away)."""
        if frame.image is None and not frame.status.ended:
            time.sleep(IDLE_S)

    def _cards_appeared(self, events) -> None:
        """The cards one picture made stable, to the tracker one by one: those in a zone
        whose knocked-out hand the table may wait for come first (:meth:`Tracker.hand_seats
        <companion.tracker.tracker.Tracker.hand_seats>`), then the others; each group
        clockwise from the player of the card being resolved (else the active player), one
        zone's cards in the camera's order. A hand is laid at once, so a hand and the next
        play seen in one picture were laid in that order (QA F1: Carol's play went first and
        Alice's hand, after her lost Boxer compare, was taken as her own next play). An old
        card seen again at its place, back from under a hand, is not given, nor a card the
        camera knows, moved (:meth:`~companion.app.left_cards.LeftCards._came_back`, QA21
        #1, QA23 #7)."""
        tracker = self.session.tracker
        check = []  # old cards back alone where a play is awaited: plays to check
        if tracker.started:  # an old card back from under a hand is no play (QA21 #1)
            back = {id(e): self._came_back(e) for e in events}
            events = [e for e in events if back[id(e)] not in ("old", "moved")]
            check = [e for e in events if back[id(e)] == "check"]
            self._say_back()
        self.fresh, pending = list(events), list(events)
        asked = tracker.question  # a question one of these cards raises is said once
        while pending:
            if tracker.question is not asked:
                self.quiet_question = tracker.question
            if len(pending) > 1 and tracker.started:  # again after each card taken
                pending.sort(key=self._taking_order())
            # one the table would refuse waits for the others (QA13b N4: the cards laid
            # while the camera was lost came back together, the first one refused aloud)
            event = next((e for e in pending if len(pending) == 1 or self._fits(e)),
                         pending[0])
            pending.remove(event)
            self._card_appeared(event, early=any(e is event for e in check))
        self.quiet_question = None

    def _taking_order(self):
        """The sort key of :meth:`_cards_appeared` for the table as it is now."""
        tracker = self.session.tracker
        hands, state = set(tracker.hand_seats()), tracker.state
        # between rounds: from the next round's first player (QA13b N5)
        first = state.play.seat if state.play is not None else (
            state.active if state.active is not None else state.first)

        def order(e):
            if e.seat is None:
                return (2, 0)
            return (e.seat - 1 not in hands, (e.seat - 1 - first) % state.players)
        return order

    def _fits(self, event) -> bool:
        """Whether the tracker would take ``event``'s card now without refusing it as not
        awaited: cards laid while the camera was lost come back in one picture, and the
        first tried was refused aloud though the next made it right (QA13b N4)."""
        obs = card_observation(event.seat, event.candidates)
        tracker = self.session.tracker
        if obs is None or not tracker.started or obs.seat >= len(tracker.names) \
                or self._round_over():
            return True
        try:
            return not any(e.kind == "inconsistency" and e.value == "unexpected"
                           for e in tracker.trial(obs))
        except ObservationError:  # the real attempt says what is wrong
            return True

    def _card_appeared(self, event, early: bool = False) -> None:
        """A card the camera made stable (:class:`vision.records.CardAppeared`): a new card
        in a zone goes to the tracker, unless the tracker already holds it there and the
        camera had not reported it (entered by key, or a resumed game's table:
        :class:`~companion.app.known_cards.KnownCards`); a card outside the zones may be a
        2-player face-up card.

        A play seen before a late knocked-out hand (Carol's card before Bob's hand) is the
        tracker's to take (:func:`companion.tracker.flow.hand_late`, QA F26), so a replayed
        log gives the same table. Any other card refused as not awaited (Carol's play seen
        before Bob's discard for The Musician) is kept: right after the next card taken, if
        the table now waits for a card in that zone only and the picture still shows it
        there, it is given again (``early``, a new log line), said with "Check it."; else it
        is left (:meth:`_leave`): a card laid out of turn and taken back into the hand is a
        hidden card, never said, but the camera forgets it, so that laid again in its turn
        it is read (QA12: it was never reported again, and the game waited for it)."""
        tracker = self.session.tracker
        obs = card_observation(event.seat, event.candidates)
        if obs is None:
            if event.middle and len(self.options.names) == 2 and self._deal_begun():
                self._deal_on_card(event)  # the new round's face-up cards (QA12 F8)
            obs = self._face_up_card(event)
            if obs is not None:
                self.session.observe(obs, check=event.from_stickers)
            return
        if not tracker.started:
            self.session.observe(obs, check=event.from_stickers)  # it says what is wrong
            return
        if obs.seat >= len(tracker.names):
            self._extra_seat_card(event)
            return
        if self.over_when_resumed and tracker.view().game_winners:
            # a finished game resumed (the start said who won): nothing the camera shows
            # counts, and it is not logged as refused (QA17 #13: each old card was said
            # "The game is over: ... does not count." and a later resume warned of them)
            log.info("camera: %s in seat %d after the resumed game's end", event.candidates,
                     event.seat)
            return
        if self.redeal_round is None and self._round_over() and self.known.known(
                tracker.view(), obs.seat, event.candidates):
            # the ended round's card, entered by key or from a resumed log, first read now:
            # no new round's card (the deal would be taken from an old card)
            log.info("camera: %s in seat %d is the ended round's", event.candidates,
                     event.seat)
            return
        if self._deal_begun():
            self._deal_on_card(event)
        elif self._deal_begun(question=True) or self.cleared_mid is not None:
            # the deal waits for the answer about the round, or the table was cleared
            # while the round is in progress (QA13b N2): say so, keep the card for it
            if self.cleared_mid is not None:
                # the question was said with the clear; key 1 repeats it (QA14: the whole
                # question again for each held card, 6 times in 7 s)
                self.session.tell("app.cleared_mid_held", card=self._card_names(
                    event.candidates), player=tracker.names[obs.seat])
            else:
                self.session.deal_waits()
            self._leave(event, deals=True)
            return
        if self._settles_read(obs, event.candidates, event.from_stickers):
            return
        if self.known.known(tracker.view(), obs.seat, event.candidates):
            log.info("camera: %s in seat %d is already on the table", event.candidates,
                     event.seat)
            return
        if self._differs_from_entered(obs, event.index_in_zone):
            return
        if self._held_decides(obs, event):
            return
        before = tracker.view().seats[obs.seat].zone
        events = self.session.observe(obs, check=event.from_stickers or early,
                                      already=early)
        self.known.played(tracker.view(), obs.seat, event.candidates, before)
        if any(e.kind == "inconsistency" and e.value == "unexpected" for e in events):
            self.early = None if early else event
            if not early:  # watched: taken back and laid again, it is read (QA12 F1)
                self._leave(event)
        elif events and self.early is not None:
            kept, self.early = self.early, None
            if tracker.awaited_seats() == (kept.seat - 1,) and self._still_there(kept):
                self._unleave(kept)
                self._card_appeared(kept, early=True)
        if not events and tracker.question is not None \
                and tracker.question is not self.quiet_question \
                and self.waits_said != (tracker.question, obs.seat):
            # the card waits for the open question's answer: say so, so the table knows
            # why nothing is said (QA: cards were held back in silence), without the whole
            # question again for each card (QA13b N7: it was said 2-3 times in a row), once
            # a zone and question (QA14: two cards laid together said it twice at once)
            # (not named: a hand card shown over a zone for a moment must not be said)
            self.waits_said = (tracker.question, obs.seat)
            self.session.tell("app.card_waits_answer", player=tracker.names[obs.seat],
                              stale=self.session.question_closed(tracker.question))

    def _settles_read(self, obs: Observation, candidates: Sequence[str],
                      stickers: bool = False) -> bool:
        """When the open question asks which card a read of ``obs``'s zone is ("Which card
        is it: The Fed or Nightgaunt?", a card entered by key) and the camera's report
        (``candidates``) names exactly one of its answers, and no other card of that zone
        the camera has not reported is that card: the camera's reading answers it (said
        settled by the cards, :func:`~companion.tracker.observations.was` ``seen``), and
        the report counts for that place. QA22 #1: the report was dropped as "already on
        the table", the question stayed open and the next player's card waited for it.
        A report naming none of the answers is left to :meth:`_differs_from_entered`.
        ``stickers``: read from tactile stickers only, so the sentence asks to check it.
        Returns True when the question was settled."""
        tracker = self.session.tracker
        q = tracker.question
        if q is None or q.value != "card" or q.seat != obs.seat:
            return False
        told = [key for key in candidates if key in q.info]
        if len(told) != 1:
            return False
        key = told[0]
        places = tracker.zone_reads(obs.seat)
        open_places = [p for p in places if len(p) > 1 and key in p]
        if len(open_places) != 1:
            return False
        certain = sum(1 for p in places if p == (key,))
        view = tracker.view()
        held = view.seats[obs.seat].zone[places.index(open_places[0])]
        if self.known.reported(view, obs.seat, key) < certain \
                or held not in self.known.entered(view, obs.seat):
            return False  # maybe an older copy of that card, or a read of the camera's
        self.session.observe(o.was(key, seen=True), check=stickers)
        if tracker.question is q:
            return False  # refused: the report goes the usual way
        view = tracker.view()
        self.known.claim(view, obs.seat, key)
        return True

    def _differs_from_entered(self, obs: Observation, index: int) -> bool:
        """When the table refuses the camera's card at place ``index`` (0 = oldest) of a
        zone whose place is filled by a card entered by key the camera has not reported,
        it is that card read otherwise: say so, change nothing, and count the report as
        that card (QA12 F12: the camera's The Fed where Nightgaunt was entered was dropped
        in silence). After the game's end, the game-over sentence is said instead.
        Returns True when said."""
        tracker = self.session.tracker
        view = tracker.view()
        zone = view.seats[obs.seat].zone
        entered = self.known.entered(view, obs.seat)
        if not entered or index >= len(zone) or view.game_winners or not any(
                e.kind == "inconsistency" for e in tracker.trial(obs)):
            return False
        at = index if zone[index] in entered else len(zone) - 1 - zone[::-1].index(entered[-1])
        self.known.claim(view, obs.seat, zone[at])
        # a place not confirmed yet is said with its candidates ("The Fed or Nightgaunt",
        # QA22 #1: "where The Fed was entered" while the question asked which it was)
        self.session.tell("app.camera_differs", player=self.session._player(obs.seat),
                          read=card(obs.cards[0]).name(self.session.lang),
                          entered=place_name(tracker.zone_reads(obs.seat)[at],
                                             self.session.lang, note=False))
        return True

    def _still_there(self, event) -> bool:
        """Whether the last picture shows ``event``'s card in its zone (QA: a card laid out
        of turn and taken back into the hand was given again, and said, as a play)."""
        return bool(places(self.watcher.last_reading, event.seat, event.candidates))

    def _face_up_card(self, event) -> Observation | None:
        """A card outside every zone at the start of a 2-player round, in the middle of the
        table (``event.middle``, :meth:`vision.layout.TableLayout.in_middle`): one of the
        five face-up set-aside cards (seed 002 "Setup"). Anything else is ignored: a card
        held in a hand is never said (QA: a hand card held beside the table was said as
        face up). A card the tracker already holds face up, reported again after a slide
        (the camera takes a card moved over 50 mm for a new one), is that card: it is new
        only when the camera now sees more copies of it in the middle than the tracker
        holds (QA: two Investigators slid 5 cm were said three times)."""
        tracker = self.session.tracker
        candidates = event.candidates
        if len(self.options.names) != 2 or len(candidates) != 1 or not tracker.started \
                or not event.middle:
            return None
        view = tracker.view()
        key = candidates[0]
        if len(view.face_up) >= 5 or any(seat.zone for seat in view.seats) or \
                key == view.aside:
            return None
        held = list(view.face_up).count(key)
        reading = self.watcher.last_reading
        if held and reading is not None:
            seen = sum(1 for s in reading.sightings if s.middle and s.key == key)
            if seen <= held:
                log.info("camera: face-up %s seen again (moved), already held", key)
                return None
        return o.face_up(key)

    def status_line(self) -> str:
        """One line for a sighted helper, in the table's language: round, whose turn,
        deck, zones (``name:cards``, ``x`` out, ``*`` Insane), camera, keys."""
        tracker = self.session.tracker
        lang = self.session.lang
        camera = message(lang, self.camera.status_key())
        if not tracker.started:
            return message(lang, "app.status_setup", camera=camera)
        view = tracker.view()
        turn = tracker.names[view.active] if view.active is not None else "-"
        labels = [n[:6] for n in tracker.names]
        if len(set(labels)) < len(labels):  # QA16: "Player:1 Player:1" (default names)
            labels = [f"{n[:4]}{i + 1}" for i, n in enumerate(tracker.names)]
        zones = " ".join(f"{n}:{len(s.zone)}{'x' if s.out else ''}{'*' if s.insane else ''}"
                         for n, s in zip(labels, view.seats))
        question = message(lang, "app.status_question") if tracker.question is not None else ""
        return message(lang, "app.status", round=view.round, turn=turn,
                       deck=view.deck_count, zones=zones, camera=camera, question=question)
