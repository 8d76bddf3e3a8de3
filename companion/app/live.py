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
"""
from __future__ import annotations

import threading
import time
from dataclasses import dataclass
from typing import Callable

from babel.lists import format_list

from companion.app.asked_hold import AskedHold
from companion.app.camera_watch import CameraWatch
from companion.app.cleared_again import ClearedAgain
from companion.app.cleared_logged import cleared_round
from companion.app.cleared_cards import ClearedCards, ClearedTable
from companion.app.answer_back import AnswerBack
from companion.app.entered_lift import EnteredLift
from companion.app.differs_hold import DiffersHold
from companion.app.waits_logged import WaitsLogged
from companion.app.edition_labels import EditionLabels
from companion.app.end_held import EndHeld
from companion.app.held_cards import HeldCards
from companion.app.hold_lost import HoldLost
from companion.app.keys import Command, EarlyKeys, KeyReader
from companion.app.known_cards import KnownCards
from companion.app.resume_differs import ResumeDiffers
from companion.app.laid_before import LaidBefore
from companion.app.under_asked import UnderAsked
from companion.app.undo_under import hint_resumed
from companion.app.left_cards import LeftCards
from companion.app.live_cards import CameraCards
from companion.app.live_deal import Gathered, NextDeal
from companion.app.mid_gather import MidGather
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
from companion.app.pile_read import PileReads
from companion.app.relaid_round import RelaidRound
from companion.app.resume_layout import ResumeLayout
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


class LiveTable(LiveStep, StatusLine, GuidedSetup, CameraCards, HeldCards, LeftCards, NextDeal,
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
        self.clock = clock or (lambda: time.monotonic())  # looked up at each call
        self.camera = CameraWatch(session, options.source, self.clock)  # pictures' problems
        session.not_started_why = self.camera.not_started_why  # key 5 before the game
        session.cleared_round = lambda: cleared_round(self)  # logged for a resume (hq64)
        # another edition's code labels (QA23 #18)
        self.labels = EditionLabels(session, resumed=resumed, logged=logged)
        reader = getattr(watcher, "reader", None)  # a CardReader (tests give fakes)
        self.camera.labels_read = getattr(reader, "card_markers", True)
        self.card_reader = reader  # its card labels left out (--stickers-only: QA34 L5)
        #: the reader of card markers: which other edition's labels it left out
        self.marker_reader = getattr(reader, "marker_reader", None)
        self.cleared = 0
        #: the run of readable pictures reading no zone card during a round some account
        #: has over, ``(first frame time s, pictures)`` or ``None``
        #: (:meth:`~companion.app.live_deal.NextDeal._bare_for_deal`)
        self.bare_run = None
        #: the mid-round clear's run in frame time (:mod:`companion.app.mid_gather`)
        self.mid_gather = MidGather()
        self.frames = 0
        self.pictures_over = False  # the source said its pictures ended (:meth:`_step`)
        self.started = self.clock()
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
        #: the pictures' end line naming the open question or a card awaited: ``(its
        #: message key, the question, what say returned, the card's phrase)``
        #: (:meth:`~companion.app.live_end.PicturesEnd._end_reworded`; ``None``: none)
        self.end_asked = None
        #: what :meth:`~companion.app.live_end.PicturesEnd._end_awaits` gave last (main
        #: thread): the end line naming a card is stale once it changes
        self.end_awaited: str | None = None
        self.round_over_said = 0  # the round whose end was last announced
        #: what the voice's ``say`` returned for its "Gather all the cards for the next
        #: round." (:class:`~companion.app.voiceout.Heard`): Enter pressed once it is
        #: begun is for the next round (:mod:`companion.app.entry_round`)
        self.round_over_heard = None
        #: ``(round, the table's timer)`` as that line was given to the voice
        #: (:func:`~companion.app.entry_round.notice_obeyed`); ``None``: not yet
        self.round_over_told = None
        #: set once that round's end is undone: its "Gather all the cards" is then stale
        self.round_undone = threading.Event()
        self.prefix_at = 0.0  # when a prefix key (* + /) started waiting for its digit
        self.prefix_n = 0  # prefixes started so far (LiveKeys._prefix_started)
        #: the zones (0-based seats) the table waited for a card in when Enter was last
        #: pressed, set on the main thread (``()`` from the next key on): a card told unread
        #: there is being entered (:meth:`~companion.app.live_cards.CameraCards.
        #: _unread_answered`, read on the voice's thread)
        self.enter_for: tuple[int, ...] = ()
        #: ``(the tracker's open question, the session's choice heard last, or
        #: :attr:`~companion.app.said_for.Closed.LIST` while the voice still says it closed,
        #: or ())`` when plus was last pressed (``None``: plus not pressed since the last
        #: answer): its number answers only that question (QA35 N1), or that choice (QA29 H2)
        self.plus_for: tuple | None = None
        #: the question plus said at once, not heard yet (:meth:`LiveKeys._plus_early`)
        self.plus_asked = None
        #: when the table last cancelled a prefix's wait, or plus was refused (nothing to
        #: answer: "No question is open." said at once, QA34 L3) (``None``: not since the
        #: last key), what the voice's ``say`` returned for the line saying why, and whether
        #: it was plus's or Enter's refused at once: the digit typed next is swallowed
        #: (:class:`~companion.app.prefix_drop.PrefixDrop`)
        self.dropped_at: float | None = None
        self.dropped_said: list = []
        self.dropped_plus = self.dropped_enter = False
        self.dropped_minus = False  # a minus right after it is its cancel (PrefixDrop)
        #: the last time the voice still had the prefix's cue to say while it waited: its
        #: wait counts from then, once its cue is heard (QA32 F3)
        self.prefix_heard = 0.0
        #: what the voice's ``say`` returned for the prefix's cue
        #: (:class:`~companion.app.voiceout.Heard`)
        self.prefix_said: list = []
        #: Enter's cue last said, ``(catalog key, args)``, or ``None`` (the plain cue, or
        #: another prefix's): :class:`~companion.app.enter_early.EnterEarly`
        self.enter_cue_said: tuple | None = None
        #: whether that cue's line opens with "Choice cancelled." (the key closed the
        #: session's list as it was pressed): said apart if the next key comes first
        self.prefix_closed = False
        self.correct_for = None  # the card input slash's cue named (QA25 F6)
        #: the session's open choice last seen, and since when it waits (said, no key
        #: pending): it is closed after
        #: :data:`~companion.app.live_keys.PREFIX_TIMEOUT_S` (QA23 #5)
        self.choice_seen: tuple = ()
        #: the cards the camera read while the session's own list, or the undo's question,
        #: waited for its answer
        #: (:meth:`~companion.app.live_cards.CameraCards._cards_appeared`, QA30 #4)
        self.choice_held: list = []
        #: ``(frame time s, seats 1-based)``: since when the cards wait for an unread card
        #: pending in those zones, one of which an effect may have chosen
        #: (:func:`~companion.app.unread_under.waits_for_unread`; kept as the wait ends,
        #: till the cards are given: :func:`~companion.app.unread_under.waited_first`);
        #: ``None``: they do not
        self.unread_under: tuple[float, frozenset[int]] | None = None
        #: the undo's open question last seen (what ``say`` returned for its lines), and
        #: the last time it was seen still to be said (:meth:`~companion.app.live_keys.
        #: LiveKeys._undo_waits`)
        self.undo_seen: list | None = None
        self.undo_heard_at = 0.0
        #: keys pressed before the set-up's sentences were all said: only the query keys
        #: act (QA23 #12); ``None`` from then on
        self.early_keys: EarlyKeys | None = None
        self.early_since: float | None = None  # when the set-up's keys were sifted
        #: what ``say`` returned for a resumed game's summary lines ("Game resumed …",
        #: a play waiting, whose turn it is and the open question): a key answered while
        #: they are said brings those still to say, said first (QA42 M3: key 8's answer
        #: came before "Game resumed …", and key 1 then said the question twice)
        self.summary_said: tuple = ()
        #: the voice's mark (``speech.mark()``) after the set-up's (or resume's) sentences:
        #: keys are sifted until those are said, not the news after them (QA24 N5)
        self.setup_said = 0
        #: what the voice's ``say`` returned for the set-up's (or resume's) last sentence:
        #: the keys not used during it are said after it (QA32 L3)
        self.setup_line = None
        self.choice_at = 0.0
        #: the voice holds the news while slash's number list is open (:meth:`_list_holds`)
        self.list_holding = False
        self._setup_events: list = []  # cards the camera made stable during the set-up
        # a resumed set-up's first picture read before the others, and its reading
        # (GuidedSetup._first_look_bare: the blamed clear's first look, review of res68)
        self._read_early: tuple = (None, None)
        self.known = KnownCards()  # cards the tracker holds that the camera did not report
        #: a resumed game's zones as its set-up pictures read them: a card laid on one of
        #: them later is new, not the log's (:mod:`companion.app.resume_layout`)
        self.resume_layout = ResumeLayout()
        #: the resumed round's zones the camera read otherwise than the log: a card on a
        #: zone whose log cards are unseen is held (:mod:`companion.app.resume_differs`)
        self.resume_differs = ResumeDiffers()
        self.undo_at = float("-inf")  # when the last undo was done (monotonic seconds)
        self.undo_soon_said = None  # the undo_at a minus too soon after was said for
        #: when the last undo took an input back (``undo_at`` when it did; an undo refused
        #: or asked to confirm leaves it: no minus after it is said "an undo was just done")
        self.undo_took_at = float("-inf")
        self.minus_at = float("-inf")  # when minus was last pressed (the table's clock)
        #: the card last undone (minus twice): ``(seat 0-based, card keys, tracker history
        #: length after the undo)``, named by the cleared-table line while still
        #: awaited (:meth:`~companion.app.live_deal.NextDeal._undone_awaited`)
        self.undone_card: tuple | None = None
        #: after the next round's deal was undone: ``session.applied`` then; no new deal
        #: until something else is applied or the camera sees a card (QA: the cleared table
        #: dealt again at once, so undo never reached the finished round)
        self.deal_held: int | None = None
        self.answer_awaited = 0  # the round whose deal was said to wait for an answer
        #: the round whose result was said to wait for an answer (NextDeal._result_waits)
        self.result_awaited = 0
        #: (round, cards held while its deal waited for an answer): the wait is said with
        #: the 1st, 4th, 8th … (CameraCards._card_appeared)
        self.waits_held = (0, 0)
        #: (round, the different middle cards read before its first play: their candidate
        #: tuples) with more than 2 names and 2 seat markers: the 2-player set-up said once
        #: a round (GuidedSetup._set_for_two)
        self.two_set = (0, frozenset())
        self.early = None  # a card refused as laid before the awaited one (_card_appeared)
        #: frame time (s) the latest-laid camera card the tracker took was first read lying
        #: at its place (``CardAppeared.since_t``; else the picture that made it stable: a
        #: play read late lay there before; fresh QA63 HIGH-2): a held card laid (made
        #: stable) before it and given now was laid out of turn (CameraCards._card_appeared);
        #: or that a card awaited was told unread (CameraCards._unread_told, review inturn48)
        self.laid_taken = float("-inf")
        #: the picture each zone card became stable in: cards of one zone made stable in
        #: one picture are read in a pile (companion.app.pile_read; fresh QA59 HIGH-1)
        self.piles = PileReads()
        #: ``(round, frame time s, seat 0-based or None)`` of each camera card no account of
        #: its round could take (a player out's zone: that seat; a copy too many: None): the
        #: table played on (LaidBefore._note_played_on)
        self.played_on: list[tuple[int, float, int | None]] = []
        #: ``(round, seat 0-based)`` -> ``(frame time s first reported, key, index in the
        #: zone, card_place.Place or None)`` of the latest-laid camera card the tracker took
        #: in that zone (LaidBefore._laid_under; its place: row_order)
        self.zone_taken: dict[tuple[int, int], tuple] = {}
        #: frame time (s) of the last picture when Enter was last pressed for a card the
        #: camera did not give (LiveKeys._entered_now): a card refused as early, laid
        #: before it, keeps the doubt (LeftCards._left_cards; review of inturn49)
        self.entered_t = float("-inf")
        #: frame time (s) the card told unread that the last such Enter may have entered
        #: was first seen unread (the latest of the zones awaited for one then; ``None``:
        #: none awaited, the entered card's laying unknown): a refused card laid after it
        #: is in turn (LeftCards._left_cards; fresh QA59 MEDIUM-4, review of g60)
        self.entered_told: float | None = None
        #: the forced discard's wait ``(round, seat 0-based, tracker history length)`` and
        #: :attr:`entered_t` when it began: the entry its held cards were laid before, not
        #: moved by the Enter of the discard's answer (LaidBefore._entry_held)
        self.entry_wait: tuple = (None, float("-inf"))
        #: cards read in a zone that the game did not take: said, then watched
        #: (:class:`~companion.app.left_cards.LeftCard`, QA12 F1 and F9)
        self.left_cards: list = []
        #: stable card (``card_id``) -> frame time (s) its place was last seen bare, no
        #: card laid on it (:meth:`~companion.app.left_cards.LeftCards._note_bare`)
        self.bare_t: dict[int, float] = {}
        #: a resumed game's card taken as the one its log waits for, watched till anything
        #: follows it (:class:`~companion.app.owed_asked.OwedCard`), or ``None``
        self.owed_asked = None
        #: the set-up's old cards are held (QA19 #3): ``session.applied`` then, while plus
        #: 1 may count them (:meth:`~companion.app.held_cards.HeldCards._hold_key`)
        self.held_at: int | None = None
        self.held_said = None  # message key of the held cards' sentence (app.*_old_cards)
        #: a resumed game's held card on the pile of the player mid Sanity check (its
        #: set-up event): plus 1 takes it as the check's next card (check_pile), or None
        self.held_check = None
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
        #: the face-up cards undone with that deal, none said (2 players): still lying
        #: in the middle, unreported again by the camera, taken back when a card deals the
        #: round again (:meth:`~companion.app.live_deal.NextDeal._deal_on_card`; review
        #: of u61)
        self.redeal_face_up: list = []
        #: the round whose table was seen cleared while in progress (QA13b N2): cards laid
        #: are held until it is settled
        #: (:meth:`~companion.app.live_deal.NextDeal._cleared_mid_round`)
        self.cleared_mid: int | None = None
        #: the round seen cleared while in progress, then settled (a key, an answer): its
        #: cards were gathered, so a card first read before the next deal was laid after
        #: the clear, never that round's knocked-out hand
        #: (:meth:`~companion.app.live_cards.CameraCards._owed_hand`; fresh QA63 HIGH-3)
        self.cleared_end: int | None = None
        #: the round a resume set ``cleared_end`` or ``cleared_mid`` for from the log's
        #: ``"cleared"`` mark (:func:`~companion.app.cleared_logged.restore_cleared`)
        self.cleared_from_log: int | None = None
        #: the round an undo saw cleared again from the log's cards (its question said by
        #: the undo: the clear not said at once; ``cleared_logged.cleared_quiet``)
        self.cleared_quiet: int | None = None
        #: the stabilizer's numbers of that round's zone cards held at the clear, unless
        #: it was sure (:attr:`~companion.app.cleared_cards.ClearedCards.played_on`): half
        #: of them read back at their places after the round's end: ``cleared_end`` was a
        #: cloth or an arm judged cleared (:meth:`~companion.app.cleared_cards.
        #: ClearedTable._cleared_back`; review of hc63)
        self.cleared_end_ids: frozenset[int] = frozenset()
        #: the seats (0-based) of the cards held since then, in order: a zone's first and
        #: the 4th, 8th, 16th … are said (:func:`~companion.app.stall.reminds`)
        self.cleared_held: list[int] = []
        #: the round's zone cards when its table was seen cleared (the stabilizer's
        #: numbers, and whether a card laid since is a new one:
        #: :class:`~companion.app.cleared_cards.ClearedCards`), or ``None``
        self.cleared_ids: ClearedCards | None = None
        #: frame times (s) the cards held for the next round were laid, and those of the
        #: gathered tables seen after held cards (a round played through meanwhile), the
        #: run of bare pictures being counted, and the round settled after such rounds
        #: until the table reads gathered (:mod:`companion.app.lost_rounds`, QA49 HIGH-1)
        self.held_laid: list[float] = []
        self.held_gathers: list[tuple[float, tuple]] = []  # (time, the held cards taken)
        #: the tracker's round and the held cards (``(seat 1-based, candidates)``) a gather
        #: of :attr:`held_gathers` took, then forgotten, taken away alone
        #: (:meth:`~companion.app.lost_rounds.LostRounds._note_held_gone`), or ``None``
        self.held_gone: tuple[int, tuple] | None = None
        #: the tracker's round and the frame time (s) of the gather of held cards before
        #: which the cards held for a question's answer were laid, given back to that round
        #: by the answer (:meth:`~companion.app.live_deal.NextDeal._deal_held`), or
        #: ``None``: a card laid after it is a later round's
        #: (:meth:`~companion.app.lost_rounds.LostRounds._revived_gathered`, int54)
        self.revived_gather: tuple[int, float] | None = None
        self.held_gather_run: tuple[float, int] | None = None
        #: the round the held cards dealt after they were seen gathered (a gather of
        #: :attr:`held_gathers`, nothing held since): its table is gone already, seen
        #: cleared once it reads so a moment
        #: (:meth:`~companion.app.live_deal.NextDeal._gathered_dealt_bare`; QA52b runC2)
        self.gathered_dealt: int | None = None
        #: the pictures reading it gathered since (``(first picture's time s, pictures)``,
        #: :func:`~companion.app.live_deal.run_on`): a card read first was no gather
        self.gathered_dealt_run: tuple[float, int] | None = None
        self.lost_wait: int | None = None
        #: rounds were lost (said): the next round is dealt by its first zone card, whose
        #: player starts it (the last lost round's winner), not on the bare table
        self.lost_next = False
        self.fresh: list = []  # the cards the picture being handled made stable
        self.zone_reads: dict = {}  # (seat, key) -> (frame time, Sighting) last read: glimpse_play
        #: 2 players: the middle cards first reported in a round after its first play while
        #: no zone card was seen (the round's piles gathered): ``(round, event)``, the next
        #: round's face-up cards if its deal comes by a card (NextDeal._deal_on_card)
        self.gathered_middle: list = []
        #: the ended round's table reading no zone card (``NextDeal._gathered_unread``): the
        #: old cards read again before the dealing card's turn were laid again
        #: (``NextDeal._laid_again``)
        self.gathered = Gathered()
        self.quiet_question = None  # a question that picture's cards raised: said once
        #: ``(question, seats, cards)``: the cards said waiting for the open question's answer
        #: (:meth:`~companion.app.live_cards.CameraCards._held_by_question`), or ``None``
        self.waits_said = None
        self.unseen_said: set = set()  # (camera id, last seen s) said unseen ("taken back?")
        #: frame time (s) of the last readable picture ending a run of them reading no zone
        #: card for :data:`~companion.app.live_deal.GATHER_RUN_S` during a round
        #: (:meth:`~companion.app.live_deal.NextDeal._taken_back`): a card unseen since before
        #: it went with the whole table, not taken back; ``None``: none yet
        self.zone_bare_t: float | None = None
        #: the run of readable pictures reading no zone card (:func:`~companion.app.
        #: live_deal.run_on`'s ``(first picture's time s, pictures)``), ``None``: a zone
        #: card read in the last one; it sets :attr:`zone_bare_t` once long enough
        self.zone_bare_run: tuple[float, int] | None = None
        #: seat (0-based) -> ``(round, cards in its zone)`` when a card there was told unread
        #: (:meth:`~companion.app.stall.Stalls._holds_all`)
        self.unread_zones: dict[int, tuple[int, int]] = {}
        #: seat (0-based) -> frame time (s) the card told unread there counts as laid at
        #: (its picture's, or when cards began to wait for it; ``None``: unknown;
        #: :meth:`~companion.app.live_cards.CameraCards._unread_told`)
        self.unread_at: dict[int, float | None] = {}
        #: seat (0-based) -> ``(round, frame time s)``: the card told unread there read
        #: after all (:meth:`~companion.app.live_cards.CameraCards._unread_waits`), counted
        #: as laid when told once taken (its :attr:`unread_at`, fresh QA60 HIGH-4)
        self.unread_read: dict[int, tuple[int, float]] = {}
        #: ``(told s, taken s)``: the card told unread and read after all taken last
        #: (:meth:`~companion.app.live_cards.CameraCards._note_told_laid`); a held card first read
        #: after it was told keeps no doubt (review of x60); ``None``: none yet
        self.told_laid: tuple[float, float] | None = None
        #: ``(round, seat)`` (seat 0-based) -> cards told unread there
        self.unread_count: dict[tuple[int, int], int] = {}
        #: seat (0-based) whose zone grew by a card entered while another card told unread
        #: there stays owed (:meth:`~companion.app.live_cards.CameraCards._unread_owed`):
        #: the stall asks for it again (:meth:`~companion.app.stall.Stalls._stall_release`)
        self.unread_again: int | None = None
        #: ``(round, seat)`` (seat 0-based) -> ``(cards told unread, cards entered by key)``
        #: there when its last wait ended (:meth:`~companion.app.live_cards.CameraCards.
        #: _unread_waits`): only the cards told since can still be owed (a told card read by
        #: the camera after all is not entered by key: review of late60)
        self.unread_settled: dict[tuple[int, int], tuple[int, int]] = {}
        #: ``(seat 0-based, frame time s, round)`` of the cards told unread while the cards
        #: laid waited for the last round: the next round's (:mod:`companion.app.unread_held`)
        self.unread_held: list[tuple[int, float]] = []
        #: the table stalled behind a card the camera never gave
        #: (:class:`~companion.app.stall.Stall`; ``None``: not stalled)
        self.stall = None
        #: ``(LeftCard, key)`` of each held card given as its player's whose report counted
        #: as the play entered (:meth:`~companion.app.own_next.OwnNext._give_own`)
        self.own_taken: list = []
        #: id of each card of :attr:`own_taken` → the tracker's history length when taken
        self.own_taken_at: dict[int, int] = {}
        session.entry_read_there = self._own_entry_there  # (UndoKey._entry_with_answer)
        session.round_back_held = self._held_given_back  # (undo_under.undo_answer_under)
        session.reheld = self._answer_back  # the hold back with its answer undone, or
        # the cards that waited behind it (answer_back)
        session.differs_answer = self._differs_answer  # minus twice: the kept answer
        session.before_turn = self._held_over  # the hold's end said before the next turn
        session.says_ahead = True  # the plays an open question does not change: at once
        session.face_up_extra = self._left_face_up  # key 3: they are in view (QA23 #23)
        session.face_up_notice = True  # missing 2-player face-up cards told (QA37 es13_a)
        session.unread_told = self._unread_awaited  # Enter asks not whose zone (QA43 M2)

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
