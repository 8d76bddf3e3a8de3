"""One table session: observations in, the tracker's events said aloud, key commands answered.

The app layer that wires the core (tracker, narration, session log) to the voice. It has
no camera: :mod:`companion.app.live` feeds it camera observations, :mod:`companion.app.demo`
rendered ones; both send the players' keys to :meth:`TableSession.key`.

Every observation and command goes to the session log *before* the tracker sees it, so
a crash loses nothing (``companion resume LOG``). A wrong key, a misread card or a dead
speech engine never raises out of here.

Its part split by job (rf70), a mixin of :class:`TableSession`: an observation taken by the
tracker and its news said, :mod:`companion.app.session_observe`.
"""
from __future__ import annotations

import logging
from collections import Counter
from contextlib import nullcontext
from dataclasses import dataclass, field
from typing import Callable

from babel.lists import format_list

from companion.narration.narrate import repeats
from companion.narration.catalog import message
from companion.narration.record_order import RecordOrder, live_order
from companion.tracker.events import TableEvent
from companion.tracker.observations import Observation
from companion.tracker.tracker import Tracker

from companion.app.announcement import Announcement
from companion.app.under_asked import give_unanswered
from companion.app.as_heard import as_heard, heard_table
from companion.app.differs_slash import DiffersSlash
from companion.app.kept_results import kept_key
from companion.app.enter_heard import EnterHeard
from companion.app.info_keys import InfoKeys
from companion.app.keys import QUERIES, STATE_KEYS, Command
from companion.app.question_keys import QuestionKeys
from companion.app.pile_late import PileLate
from companion.app.rank_counted import RankCounted
from companion.app.said_for import SaidFor
from companion.app.said_heard import _begun, _waits
from companion.app.session_modes import SessionModes
from companion.app.session_resume import SessionResume
from companion.app.session_speech import SessionSpeech
from companion.app.session_watch import SessionWatch
from companion.app.twin_asked import TwinQuestion
from companion.app.undo_key import UndoKey
from companion.app.session_observe import SessionObserve

# Re-exported: the names this module held before the split (rf70), for the code and
# tests that take them from here.
from companion.app.session_observe import _NOT_CARD_NEWS  # noqa: F401


log = logging.getLogger(__name__)


@dataclass
class TableSession(SessionObserve, InfoKeys, QuestionKeys, RankCounted, DiffersSlash, UndoKey,
                   SessionSpeech, SessionWatch, SessionModes, SessionResume, EnterHeard, PileLate):
    """Tracker + narration + session log + key commands for one table. The keys' answers
    are its mixins': :class:`~companion.app.info_keys.InfoKeys` (the game's state),
    :class:`~companion.app.question_keys.QuestionKeys` (questions answered, cards given)
    and :class:`~companion.app.undo_key.UndoKey`; what it says, its mixins'
    :class:`~companion.app.session_speech.SessionSpeech` (lines given to the voice),
    :class:`~companion.app.session_watch.SessionWatch` (their ``stale()`` predicates) and
    :class:`~companion.app.session_modes.SessionModes` (how a line is said while a key is
    answered or the game changes), :class:`~companion.app.enter_heard.EnterHeard` (the
    zone of the Enter prompt heard last), :class:`~companion.app.rank_counted.RankCounted`
    (a card Enter gave that the count alone chose), :class:`~companion.app.pile_late.
    PileLate` (the pile question answered late); going on from a session log,
    :class:`~companion.app.session_resume.SessionResume`.

    Args:
        say: called with each :class:`Announcement` (the voice adapter); must not block;
            may return how far the voice has said it (a
            :class:`~companion.app.voiceout.Heard`: ``heard()``), ``None`` when it is
            shown at once (text).
        record: called with each observation before it is applied (the session log's
            ``record``), or ``None`` for no log; with ``check`` and ``already`` (see
            :meth:`observe`) and ``refused`` (the tracker will refuse it: :meth:`_refuses`)
            too when it has a true ``keeps_marks`` attribute
            (:meth:`~companion.session_log.SessionLog.record`).
        tracker: an existing tracker (e.g. from ``companion resume``), else a new one.
        mark: the voice's :meth:`~companion.app.voiceout.VoiceOut.mark` (a live voice that
            may fall behind), taken when a game change begins (:meth:`news`), else
            ``None``.
    """

    say: Callable[[Announcement], None]
    record: Callable[[Observation], object] | None = None
    tracker: Tracker = field(default_factory=Tracker)
    mark: Callable[[], int] | None = None
    lang: str = "en"
    #: the edition set (the settings'), whose token words the help says before the game
    #: starts (then the tracker's: :func:`~companion.narration.narrate.token_words`)
    edition: str | None = None
    last_card: str | None = None
    #: the plays said (:meth:`announce`), newest last, for key 6
    #: (:meth:`~companion.app.info_keys.InfoKeys.card_heard`): ``(card, heard, before)``
    #: (what ``say`` returned for its line; the card played before it)
    cards_said: list = field(default_factory=list)
    last_read: Observation | None = None
    #: the session's own open choice, answered with plus and a number: which card of a
    #: shared rank a misread card was (slash), or whose zone Enter's card goes to;
    #: (spoken label, observation) in key order. Any other observation outdates it (QA:
    #: answering "whose zone?" after the camera read the card gave it twice).
    choice: tuple[tuple[str, Observation], ...] = ()
    #: the :attr:`choice` said after the news the voice had still to say (Enter's zone
    #: list, QA41 M2): a key that only asks leaves it open until it is begun
    choice_behind: tuple = ()
    #: the observations of :attr:`choice` said with "Check it." when given (a camera card
    #: read from its stickers only, asked about: :func:`~companion.app.pile_asked.
    #: ask_card`; review of q60e): :meth:`checked`
    choice_check: tuple = ()
    #: the observations of :attr:`choice` kept at their number but not said in its list:
    #: slash's card whose every copy the table shows (:meth:`~companion.app.correct_key.
    #: CorrectKey._correct_to`; review of ord71, MEDIUM: the numbers stay the rank's)
    choice_unlisted: tuple = ()
    #: what :attr:`say` returned for the line that said a card read closed :attr:`choice`
    #: (``None``: none yet): a plus pressed before the voice said it was meant for the
    #: list (QA29 H2; :class:`~companion.app.live_keys.LiveKeys`)
    choice_closed: object = None
    turn_said: int | None = None  # seat of the last turn announced
    transcript: list[Announcement] = field(default_factory=list)
    log_failed: bool = False  # a write to the session log failed: it is no longer written
    applied: int = 0  # observations applied so far, undos not counted (never decreases)
    #: a game played back from its record (``companion demo``): a choice told right after
    #: a card is said before the next turn, as ``replay`` says it (QA17 #6); ``None`` at a
    #: live table, where a choice may come much later or never
    order: RecordOrder | None = None
    #: inputs of the tracker's history that came from a resumed session log (the oldest
    #: ones) whose refused lines the table never heard refused: set by :meth:`resume` only
    #: when a damaged line comes before the refusals (QA19 #5, QA20 #10)
    from_log: int = 0
    #: called once for each observation applied, just before the first of its events that
    #: ends the turn is said (else after its events): the live table says there what the
    #: observation changed outside the tracker, before the next player's name (the start's
    #: old cards left out: it was said after "Bob.", heard as part of Bob's turn)
    before_turn: Callable[[], None] | None = None
    #: the cards of a round (its number, 1-based) lying face up in the zones that the
    #: tracker does not hold (the live table's left cards: an undone card left out, the
    #: start's old cards), counted per key; key 3 does not count them as unseen (QA23 #23)
    face_up_extra: Callable[[int], Counter] | None = None
    #: the live table: the seats (0-based) whose card the camera told it cannot read ("I
    #: cannot read a card in Alice's zone") and still awaits; Enter's rank goes there
    #: without asking whose zone, when it is one of the zones awaited (QA43 M2)
    unread_told: Callable[[], tuple[int, ...]] | None = None
    #: the live table: a 2-player round's first play with fewer face-up cards read than
    #: set aside says so, and Enter then offers them (:mod:`companion.app.face_up_missed`)
    face_up_notice: bool = False
    #: the line that said the table set for 2 players while more were named ("" before):
    #: the deck count the tracker keeps for the names is not said as fact, and key 2 says
    #: that line again (QA43 M1: "15 cards left", truth 11)
    deck_unsure: str = ""
    #: the live table lost rounds the table played while it waited
    #: (:mod:`companion.app.lost_rounds`) or past a stall (:mod:`companion.app.stall_lost`);
    #: set again from the history by a resume and by the undo of such a loss
    #: (:func:`~companion.app.session_resume.rounds_lost`): its round count and tokens are
    #: behind the table's, so a round's start is said without its number ("The next round.
    #: Bob starts."), every line with an ``_unnumbered`` form says that form
    #: (:meth:`~companion.app.session_speech.SessionSpeech.unnumbered`), and key 4's tokens
    #: as not counting those rounds (``app.scores_lost``)
    rounds_lost: bool = False
    face_up_told: int | None = None  # the round whose missing face-up cards were told
    #: the count of the prompts said (:meth:`~companion.app.said_for.SaidFor.prompt_count`)
    #: as that notice (or ``app.face_up_late``) was said: whether it is the Enter prompt
    #: heard last (:func:`~companion.app.entry_round.notice_obeyed`); ``None``: none
    face_up_prompt: int | None = None
    #: what ``say`` returned for that notice (:func:`~companion.app.face_up_missed.
    #: tell_missed`): a camera prompt said after the play line of the round's first card,
    #: which the undo's question does not wait for (fresh QA57 MEDIUM-2); ``None``: none
    face_up_heard: object = None
    #: the round whose card seen in the middle after its first play was told
    #: (:func:`~companion.app.face_up_missed.tell_late`)
    face_up_late_told: int | None = None
    #: ``(round, face-up cards)`` while some are missing in a 2-player round, else
    #: ``None``: set on the main thread, the notice's ``stale()`` reads it
    face_up_now: tuple[int, int] | None = None
    #: before the game starts, what keeps it from starting, said after "The game has not
    #: started yet.": ``(message key, arguments)`` or ``None`` (the live table's camera
    #: that gives no picture: QA36 M3, key 5 said nothing of it)
    not_started_why: Callable[[], "tuple[str, dict] | None"] | None = None
    #: while the tracker's "was that Bob's hand?" waits, the events every account tells
    #: are said at once (:attr:`Tracker.says_ahead
    #: <companion.tracker.tracker.Tracker.says_ahead>`, QA42 M1): the live table's
    #: (``companion play``); ``False``: they wait for the answer (the keys' tests of the
    #: cards held behind a question, written before it)
    says_ahead: bool = False
    #: the app's own key call (``key(at_once=False)``) said last: its command's name, the
    #: tracker's newest input then, and what ``say`` returned for its lines (:meth:`key`)
    _told: tuple | None = None
    _answering: int = 0  # > 0 while a key is answered (:meth:`answering`)
    presses: int = 0  # keys answered so far (:meth:`key`): :attr:`Announcement.press`
    _news: int = 0  # > 0 while the game changes (:meth:`news`)
    _news_mark: int | None = None  # the voice's mark when the game change began (:meth:`news`)
    #: the lines a key's input acts on, said before what it makes (:meth:`observe`,
    #: :attr:`Announcement.brings`)
    _brings: tuple = ()
    #: while an answer's news is said: ``(seat, lines)``, its first event of another seat
    #: than ``seat`` (0-based) or of the round's end
    #: (:func:`~companion.app.answer_place.later_news`) and those after it bring ``lines``
    #: instead of
    #: :attr:`_brings` (:func:`~companion.app.answer_place.answer_seat`); else ``None``
    _brings_rest: tuple | None = None
    #: the key being answered tells what the player heard: said ahead of the lines older
    #: keys brought (:attr:`Announcement.as_heard`; set by :func:`as_heard` and for key 6)
    _heard_ahead: bool = False
    #: what ``say`` returned for the line whose place the lines said now take
    #: (:meth:`placed`, :attr:`Announcement.after`), or ``None``
    _after: object = None
    _replaces: bool = True  # the key being answered asks (:meth:`pressed`)
    _fix_first: bool = False  # a correction by key is being applied (:meth:`observe`)
    #: cards read with a request to check them (``(cards, already, seat)``) that the
    #: tracker holds behind its open question, or in several accounts with none open (a
    #: check card that may be a hand: QA48 r4), no event naming them yet: the first that
    #: does, when the question is answered or the accounts agree, asks it (:meth:`_observe`)
    _owed_checks: tuple = ()
    #: how the camera read its cards to check (``id(obs)`` -> ``(obs, check, already)``,
    #: the observation kept so its id is never reused): a card read again after an undo
    #: (:meth:`UndoKey._undo_fix_under`) keeps its request to check it (rv38b); filled
    #: from the session log on a resume (:meth:`resume`), its undone cards dropped at a
    #: new round (review 38c)
    read_as: dict = field(default_factory=dict)
    #: the cards entered by key (Enter and its rank: ``id(obs)`` -> ``obs``, kept so its
    #: id is never reused), the camera not reading them; filled from the session log on a
    #: resume (:attr:`Resumed.keyed <companion.session_log.Resumed.keyed>`), dropped at a
    #: new round as :attr:`read_as`: :mod:`companion.app.keyed_cards` (rev-res69)
    keyed_as: dict = field(default_factory=dict)
    #: the video time (s from the file's start) of the last picture read from a video
    #: file (``companion play --source VIDEO``: :class:`~companion.app.video_resume.
    #: PictureTimes`), kept with each observation in the session log (its ``"t"``) for
    #: ``play --resume`` to go on there (fresh QA60 LOW); ``None``: no such source
    picture_t: float | None = None
    #: the round whose table the camera has seen cleared before it was over, else
    #: ``None`` (the live table's :func:`~companion.app.cleared_logged.cleared_round`),
    #: kept with each observation in the session log (its ``"cleared"``) for a resume
    #: (hq64); ``None`` here: no table tells it (a demo, a log replay)
    cleared_round: Callable[[], "int | None"] | None = None
    #: the answer a refused camera input was said to contradict, that minus twice takes
    #: back (:meth:`UndoKey.blame_answer`): ``(history entry, what say returned for the
    #: line naming it, the newest input read before the voice began that line)``, or
    #: ``None``
    blamed: tuple | None = None
    #: ``(history entry, observation)``: the :attr:`blamed` answer's entry and the camera's
    #: card undone right before it, whose give-back ends the round: the cleared table names
    #: that card, and minus twice gives it back in the answer's place
    #: (:mod:`~companion.app.undone_before_answer`; review of hi2 (b)); ``None``: none
    blamed_undone: tuple | None = None
    #: the camera's inputs refused before and taken when read again by the last undo of
    #: a :attr:`blamed` answer (:meth:`UndoKey._undo_blamed`), in order
    taken_again: list = field(default_factory=list)
    #: the same undo's inputs taken before and refused as not awaited when read again
    #: (the wrong answer had let an early card in), in order: the live table watches them
    #: as left cards
    refused_now: list = field(default_factory=list)
    #: the same undo's inputs refused before and still refused when read again, in order,
    #: each as ``(input, how many of refused_now were read before it)``: the live table
    #: watches those of :attr:`refused_now` before them (fresh QA65 HIGH-1: Carol's Tommy
    #: Gun was taken before her Investigators, laid first)
    still_refused: list = field(default_factory=list)
    #: the questions whose :attr:`blamed` answer minus twice took back: answered again
    #: (the player kept that answer), a cleared table names it no more
    #: (:meth:`UndoKey.blame_kept_round`; review of gather50: said again every 30 s)
    reconsidered: list = field(default_factory=list)
    #: the last undo key took back a :attr:`blamed` answer (:meth:`UndoKey._key_undo`
    #: decides it once; the live table asks it after: review 39, the voice may begin the
    #: hint between two asks)
    undid_blamed: bool = False
    #: the live table's sieve of the camera's inputs an undo of an answer under them reads
    #: again (:meth:`~companion.app.differs_hold.DiffersHold._differs_again`: those held
    #: again are not read), or ``None``: all read again
    reheld: Callable[[list], list] | None = None
    #: the next round's deal undone under the answer that ended the round
    #: (:func:`~companion.app.undo_under.undo_answer_under`): the live table gives the
    #: camera's counts of that round back (:meth:`~companion.app.known_cards.KnownCards.give_back`)
    round_given_back: bool = False
    #: the card the last undo took back: ``(observation, the history's newest entry then,
    #: its length)``, kept after later inputs; Enter and its rank give it back only while
    #: only cards the camera read came since, at most a few
    #: (:meth:`~companion.app.question_keys.QuestionKeys.redo_entered` checks), or ``None``
    redo: tuple | None = None
    #: the cards undone before :attr:`redo`, still at their place: the one beneath it is
    #: given back in its stead (:mod:`~companion.app.redo_beneath`; review of g163)
    redo_kept: tuple = ()
    #: the :attr:`redo` whose undone card the player took away alone, the other zones'
    #: cards still read (:meth:`~companion.app.left_cards.LeftCards._taken_away`): disowned
    #: as a stray or a misread, so never named as what kept a round going
    #: (:func:`~companion.app.undone_before_answer.undone_before`; review of hi3), or ``None``
    redo_disowned: tuple | None = None
    #: the card Enter and its rank last gave back in place of :attr:`redo` (its rank's
    #: cards), or ``None``; the live table counts it as the camera's report
    redone: Observation | None = None
    _in_order: bool = False  # the key's answer waits for the news (:meth:`after_news`)
    #: a key the app itself answers (:meth:`key` ``at_once`` false: the resume's summary),
    #: not the player's: :meth:`ask` says no question twice in a row then (QA69 L4)
    _own_key: bool = False
    _setup: bool = False  # keys are answered while the set-up is said (:meth:`setting_up`)
    _key_news: int = 0  # lines of news said in answer to keys (:meth:`after_news`)
    _turns: int = 0  # turn starts and round ends announced (a turn's cue's ``stale()``)
    #: what the voice returned for each turn start and round end said, in order (a cue
    #: saying the deck count is dropped only once a later one is begun: :meth:`_passed`)
    _turn_lines: list = field(default_factory=list)
    _plays: int = 0  # card plays announced (:meth:`played_since`)
    _taken: int = 0  # inputs the tracker took, not refused (a refusal's ``stale()``)
    #: ``(round, seat 0-based, card key)`` of the camera's card doubted in a zone ("Check
    #: Carol's zone: R'lyeh again?"), until the next card the camera reads is taken
    #: (:meth:`_doubt_settled`; QA43 M3)
    _doubt: tuple[int, int, str] | None = None
    #: ``(seat 0-based, card key, app.doubt_settled arguments)``: the doubt settled by a
    #: card held behind the open question, said with that card's news (review of stick43)
    _settle_held: tuple[int, str, dict] | None = None
    #: ``(round, cards in the zone)`` per seat after the last input applied (``()`` before
    #: the game starts), set on the main thread: :meth:`zone_changed` reads it on the
    #: voice's thread, never the tracker (a trial changes it in place: Tracker.trial)
    zones: tuple = ()
    #: ``(seat 0-based, round, cards left)`` each time a zone lost cards or its round
    #: changed after an input applied, oldest first, only appended to (main thread):
    #: :meth:`zone_lost` reads it on the voice's thread
    zone_cuts: list = field(default_factory=list)
    #: the last input applied left the round (or the game) won, set with :attr:`zones`:
    #: the cleared table's prompt reads it on the voice's thread (session 38)
    round_over: bool = False
    #: ``(kind, seat 0-based)`` of what the table waits for after the last input applied
    #: (:meth:`~companion.tracker.tracker.Tracker.waiting`), set with :attr:`zones`: the
    #: cleared table's prompt, naming that wait, reads it on the voice's thread (q61)
    waited: tuple = (None, None)
    _last_event: TableEvent | None = None  # the table event said (or noted) last
    #: a card laid after the game's end was said ("The game is over: nothing more is
    #: counted."): the next ones are not, one line for them all, until the game is won
    #: again (an undo reopened it) (:meth:`_after_the_game`; QA47 MEDIUM-2: 12 lines)
    _over_said: bool = False
    #: what the voice said for the newest inputs, the refusals and the undo's question,
    #: to tell whether they were heard (:class:`~companion.app.said_for.SaidFor`)
    said_for: SaidFor = field(default_factory=SaidFor)
    #: while a state key answers with the table as the player has heard it: the live
    #: tracker (:attr:`tracker` is then a copy of it as it was:
    #: :func:`~companion.app.as_heard.as_heard`)
    _live: Tracker | None = None

    def say_end_held(self) -> list[TableEvent]:
        """Say the round's end the tracker holds for a self-out's hand, no input having
        come (:meth:`Tracker.release_end <companion.tracker.tracker.Tracker.release_end>`;
        the live table's :class:`~companion.app.end_held.EndHeld`, k61): "Carol wins the
        round and has 1 Sane." as any news, kept for keys 7 and 9. Returns its events
        (``[]``: none held, or the accounts hold different ends: their next input says
        each its own)."""
        events = self.tracker.release_end()
        with self.giving(), self.news():
            for event in live_order(events):
                before, self._last_event = self._last_event, event
                if not repeats(before, event) and not self._after_the_game(event):
                    self.announce(event)
        return events

    def flush(self) -> None:
        """Say the events :attr:`order` still holds (the end of a played-back game)."""
        for event in self.order.flush() if self.order is not None else ():
            self.announce(event)

    def key(self, command: Command, *, at_once: bool = True,
            twin: TwinQuestion | None = None) -> None:
        """Carry out one keyboard command (see :mod:`companion.app.keys`); every key answers.
        ``at_once`` false: the answer is said in order after what the voice has still to
        say, not ahead of it (:meth:`answering`; the resume's summary, key 5's answer after
        "Game resumed …", QA25 F4: it was said first, cutting that line). A key pressed
        while the lines of such a call for the same command wait, none begun, with the
        table unchanged since, says nothing: those lines answer it (QA33 L7, rk1: key 5
        during a resume said "It is Bob's turn, unless …" again right after the summary);
        the table as the player has heard it counts (:func:`heard_table`: QA44 LOW-7, t4b,
        Alice's card read while the summary was said, "C'est au tour d'Alice." twice).
        ``twin``: for Enter, the live table's question whether a copy was laid on its twin,
        standing (:class:`~companion.app.twin_asked.TwinQuestion`), given to
        :meth:`~companion.app.question_keys.QuestionKeys._key_enter`."""
        handler = getattr(self, "_key_" + command.name, None)
        if handler is None:
            return
        handler = kept_key(self, command.name, handler)  # on a kept entry (kept_results)
        history = self.tracker.history
        newest = history[-1] if history else None
        told = self._told
        heard = heard_table(self, command.name) if at_once else None
        if at_once and told is not None and told[0] == command.name \
                and (told[1] is newest or heard is not None and not heard.brings
                     and (heard.tracker.history or [None])[-1] is told[1]) \
                and told[2] and not any(map(_begun, told[2])) and all(map(_waits, told[2])):
            return  # the app's own answer, still to be said, answers it
        self.presses += 1
        with self.giving(), self.answering() if at_once else nullcontext(), \
                self.after_news(command.name in STATE_KEYS and heard is None), \
                as_heard(self, heard), self.heard_ahead(command.name == "card_help"), \
                self.said_for.collecting() if not at_once else nullcontext([]) as said:
            if not at_once:
                self._told = (command.name, newest, said)
            if self.choice and command.name not in _KEEP_CHOICE \
                    and not (command.name in QUERIES and self.choice_behind is self.choice
                             and self.choice_unbegun()):
                self.drop_choice()  # QA23 #5: a stale menu took the next plus 1
            if not self.tracker.started and command.name in _GAME_KEYS:
                self._not_started()  # QA: "No turn in progress." for every key
                return
            if command.name == "whose_turn" and heard is not None and heard.setting_up:
                # the set-up being said, "Round 1. Alice starts." still to come: no turn
                # yet as heard (fresh QA64 L6: "It is Alice's turn." came before it)
                self.tell("app.not_started")
                return
            self._own_key = not at_once
            try:
                handler(command, **({"twin": twin} if twin is not None else {}))
            except RuntimeError:  # no game started yet
                self._not_started()
            finally:
                self._own_key = False

    def _not_started(self) -> None:
        """Say that the game has not started, and why when the table knows
        (:attr:`not_started_why`)."""
        why = self.not_started_why() if self.not_started_why is not None else None
        if why is None:
            self.tell("app.not_started")
        else:
            self.tell(why[0], **why[1])

    def choice_unbegun(self) -> bool:
        """Whether the session's open list (its saying noted last: ``prompts_heard``) waits
        to be said, the voice having begun none of it (queued behind the news; a list
        shown at once, with no voice, is begun). A key that only asks does not close such
        a list said behind the news it follows (:attr:`choice_behind`; QA41 M2; review,
        session 42: key 5 pressed during that wait said "Choice cancelled." for it, Enter's
        card lost); a number typed with plus before it begins is not taken (review of
        plus42: :meth:`~companion.app.live_keys.LiveKeys._plus_early`)."""
        said = [h for _, h in self.said_for.prompts_heard.get("choice", [])[-1:]
                if h is not None]
        return bool(self.choice) and bool(said) and not any(map(_begun, said))

    def drop_choice(self) -> None:
        """Close the session's open :attr:`choice` and say so ("Choice cancelled."): any
        key but plus, 1 and the speech keys closes it, and the live table closes it after
        a pause (QA23 #5: a slash menu left open took the plus 1 meant for the tracker's
        question)."""
        choice, self.choice = self.choice, ()
        self.tell("app.choice_dropped")
        give_unanswered(self, choice)  # the under-card list's card, as read (rev-qh1b)

    # ------------------------------------------------------------------ queries
    def _after_the_game(self, event: TableEvent) -> bool:
        """Whether ``event``, a card refused as laid after the game's end, goes unsaid: one
        was said since the game was won (:attr:`_over_said`; QA47 MEDIUM-2: 12 lines "La
        partie est terminée : les Investigateurs de Bob ne compte pas." in 2 minutes). The
        first is said naming no card ("The game is over: nothing more is counted."), once
        per end: a game won again (an undo reopened it) lets the next one be said."""
        if event.kind == "game_won":
            self._over_said = False
        if not self._over_card(event):
            return False
        said, self._over_said = self._over_said, True
        return said

    def _over_card(self, event: TableEvent) -> bool:
        """Whether ``event`` is the refusal of a card laid after the game's end: an
        ``inconsistency`` that expected nothing, the game over (narrated ``game_over``), or
        a copy too many once the game is over (QA47c LOW: "Vérifiez la zone de Carol :
        encore le Signe des Anciens ?" after "plus rien ne compte")."""
        if event.kind != "inconsistency" or not event.cards:
            return False
        if isinstance(event.info, dict) and event.info.get("expected") == "over":
            return True
        return event.value == "too_many_copies" and self.tracker.waiting_agreed() \
            and self.tracker.waiting()[0] == "over"

    def _player(self, seat: int) -> str:
        return self.tracker.names[seat]

    def names_of(self, seats, style: str = "standard") -> str:
        """The names of ``seats`` (0-based) as one list in the table's language ("Alice
        and Bob"; ``style="or"``: "Alice or Bob")."""
        return format_list([self._player(s) for s in seats], style=style, locale=self.lang)

    def _game_over(self, view) -> str:
        """"The game is over, won by …" when the game is won, else ``""`` (QA17 #3: keys 5
        and 8 said "No turn in progress." and "Carol is in, Insane" after the game); won
        while players are only probably out (``Tracker.result_hinges_on``), "If Alice is out
        (not confirmed), the game is over, won by …": if she is in, the round goes on
        (review of hedge44: said as fact, key 8 then "Alice may be out"). The open
        question deciding it (the first account, ``view``'s, has the game won, another
        not: seed 002 "Winning the Game"), "The game may be over, won by Bob: the open
        question decides it." (review of deal45: keys 5 and 8 said "The game is over")."""
        if not view.game_winners:
            return ""
        won = {h.view().game_winners for h in self.tracker.hyps}
        if self.tracker.question is not None and len(won) > 1:
            seats = sorted({s for w in won for s in w})
            return message(self.lang, "app.game_over_if",
                           players=self.names_of(seats, style="or"))
        names = self.names_of(view.game_winners)
        held = self.tracker.result_hinges_on()
        if held:
            return message(self.lang, "app.game_over_if_out", count=len(held), players=names,
                           out=self.names_of(held))
        return message(self.lang, "app.game_over", players=names)


#: Keys that leave the session's open choice open: its answer, and key 1 that says it
#: again (the speech keys 0, dot, 7 and 9 never reach :meth:`TableSession.key`).
_KEEP_CHOICE = frozenset({"answer", "question", "help", "cancelled"})
#: Keys about the game, which have nothing to say before it starts.
_GAME_KEYS = frozenset({"whose_turn", "deck", "unseen", "scores", "card_help", "table", "zone",
                        "answer", "correct", "enter"})
