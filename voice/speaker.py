"""The speaker: a non-blocking, prioritized announcement queue with one worker thread.

``say()`` only records the announcement and wakes the worker (well under 1 ms); the
worker speaks one announcement at a time through the fallback chain
(``voice.chain``). Model: NVDA's speech manager and speech-dispatcher priorities
(``shared/STYLE.md``); see ``voice.priority.Priority`` for the rules. This module: the
speaker's set-up (``default_backends``, its state), :meth:`Speaker.say` and the queue's
public state (``stop``, ``backlog``, ``hold``, ``giving``, ``wait_idle``, ``close``).
Split by job: the queue's rules (``voice.speech_queue``), what it is given, checked
(``voice.speaker_input``), its last words at the program's end (``voice.last_words``), the
worker thread that says it (``voice.speaker_worker``), the speech keys and the catch-up
after a fault (``voice.speech_keys``), the lines the game takes back and its checks of a
line (``voice.stale_lines``).
"""

from __future__ import annotations

import sys
import threading
import time
from collections.abc import Callable, Hashable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import TextIO

from voice import settings as settings_mod
from voice.backends.base import DEFAULT_VOICES, Backend, SpeechRequest
from voice.backends.text import TextBackend
from voice.chain import BackendChain
from voice.earcons import Earcon
from voice.history import HISTORY_SIZE, Entry, History
from voice.last_words import FINISH_MAX_S, FINISH_POLL_S, LAST_WORDS_SLACK, LastWords
from voice.printer import Printer
from voice.priority import Priority, Status, Verbosity
from voice.settings import VoiceSettings
from voice.speaker_input import SpeakerInput, Text
from voice.speaker_worker import RESUME_MARGIN_S, RESUME_PACE, SpeakerWorker
from voice.speech_keys import SpeechKeys
from voice.speech_queue import Item, QueueRules
from voice.stale_lines import StaleLines
from voice.textprep import MAX_CHARS, split

__all__ = ["FINISH_MAX_S", "FINISH_POLL_S", "LAST_WORDS_SLACK", "LOW_BEHIND_S", "RESUME_MARGIN_S",
           "RESUME_PACE", "Speaker", "Text", "default_backends"]
#: Seconds of queued speech (besides the sentence being said) above which the voice is
#: behind and a ``LOW`` announcement is dropped.
LOW_BEHIND_S = 3.0


def default_backends(text_stream: TextIO | None = None, preferred: str | None = None) -> list[Backend]:
    """The automatic chain: espeak-ng, pyttsx3, speech-dispatcher, text (on ``text_stream``)
    on Linux; pyttsx3 first elsewhere (SAPI5 on Windows, NSSpeechSynthesizer on macOS).

    On Linux pyttsx3 drives the same espeak-ng library *inside* this process, where a fault
    of the library kills the game (seen: a segmentation fault in ``espeak_Synth`` on the
    first Spanish sentence, 1 run in 2); the espeak-ng program speaks with the same voices
    in a process of its own, so it comes first. ``preferred`` (a backend name) is moved to
    the front. Backends whose engine is not installed are skipped by the chain at first use.
    """
    from voice.backends.espeak import EspeakBackend
    from voice.backends.pyttsx3_backend import Pyttsx3Backend
    from voice.backends.speechd import SpeechdBackend
    from voice.earcon_audio import EarconAudio

    text = TextBackend(text_stream)
    earcons = EarconAudio(report=text.report)
    backends: list[Backend] = [
        Pyttsx3Backend(earcons=earcons),
        EspeakBackend(earcons=earcons),
        SpeechdBackend(earcons=earcons),
        text,
    ]
    if sys.platform.startswith("linux"):
        backends[0], backends[1] = backends[1], backends[0]
    backends.sort(key=lambda b: b.name != preferred)
    return backends


#: Seconds of one look at the printer while :meth:`Speaker.wait_idle`'s bound is not spent.
DRAIN_LOOK_S = 0.01


class _Budget:
    """A real-time bound of ``seconds`` (a ``threading.Timer`` sets it; no clock is read,
    so a test's clock or one read late under load cannot spend it): :meth:`is_set` once
    the seconds are past, :meth:`cancel` ends the timer's thread at once."""

    def __init__(self, seconds: float) -> None:
        self._spent = threading.Event()
        self._timer = threading.Timer(max(seconds, 0.0), self._spent.set)
        self._timer.daemon = True
        self._timer.name = "voice-wait-bound"
        self._timer.start()

    def is_set(self) -> bool:
        """Whether the bound is spent."""
        return self._spent.is_set()

    def cancel(self) -> None:
        """End the timer (its thread ends at once)."""
        self._timer.cancel()


def _budget(seconds: float) -> _Budget:
    """A :class:`_Budget` of ``seconds`` (a function, so a test can hand one it spends)."""
    return _Budget(seconds)


class Speaker(QueueRules, SpeakerInput, LastWords, SpeakerWorker, SpeechKeys, StaleLines):
    """Speaks announcements; never blocks the caller, never loses a message.

    ``settings``: ``VoiceSettings``; ``None`` loads them from ``settings_path`` (default:
    the user's config file, see ``voice.settings``). Changes made through ``set_*`` are
    saved to ``settings_path`` when one is given or when settings were loaded (never
    when ``settings`` is passed without a path).
    ``backends``: the fallback chain in order; ``None`` for ``default_backends``. The
    last ``TextBackend`` in it (one is added if absent) is the text channel where
    problems are reported.
    ``echo``: also print every announcement on the text channel.
    ``on_begin(entry, backend_name)``: called from the worker when audio starts.
    ``on_end(entry)``: called from the worker when the voice stops saying an entry it
    began (said to its end, cut, or failed), once each time it was said.
    ``start_timeout``: seconds a backend has to begin speaking (see ``BackendChain``).
    ``clock``: monotonic seconds, every time the voice reads: how long a cut line was said
    (:data:`RESUME_MARGIN_S`), the chain's watchdogs (``BackendChain(clock=)``) and the pace
    :meth:`finish` checks; a test's hand clock (one that stands still: no watchdog fires)
    makes none of them depend on how loaded the machine is (flk70).

    Nothing is printed on the caller's thread: reports, echo and long texts go through a
    printer thread (``voice.printer``); ``wait_idle`` also waits for it. A voice the
    engines do not know (in the settings file, or given to the constructor) is reported
    once and replaced by the language's default voice.
    """

    def __init__(
        self,
        settings: VoiceSettings | None = None,
        backends: Sequence[Backend] | None = None,
        *,
        settings_path: Path | str | None = None,
        text_stream: TextIO | None = None,
        echo: bool = False,
        resume_interrupted: bool = True,
        history_size: int = HISTORY_SIZE,
        watchdog_base: float = 3.0,
        watchdog_factor: float = 3.0,
        on_begin: Callable[[Entry, str], None] | None = None,
        on_end: Callable[[Entry], None] | None = None,
        start_timeout: float | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        problems: list[settings_mod.SettingProblem] = []
        self._settings_path: Path | None = Path(settings_path) if settings_path is not None else None
        if settings is None:
            self._settings_path = self._settings_path or settings_mod.default_path()
            settings, problems = settings_mod.load(self._settings_path)
        if settings.voice is not None and not self._voice_ok(settings.voice):
            problems.append(settings_mod.unknown_voice(
                settings.voice, DEFAULT_VOICES.get(settings.language, "en")))
            settings = settings.with_(voice=None)
        self.settings = settings
        #: the settings' problems found here, printed at once: the file's (read when no
        #: ``settings`` are given) and a voice no engine has (the default voice is used)
        self.problems = problems
        if backends is None:
            backends = default_backends(text_stream, settings.backend)
        backends = list(backends)
        texts = [b for b in backends if isinstance(b, TextBackend)]
        if not texts:
            backends.append(TextBackend(text_stream))
            texts = [backends[-1]]
        self.text: TextBackend = texts[-1]
        chain_options: dict = {} if start_timeout is None else {"start_timeout": start_timeout}
        self.chain = BackendChain(
            backends,
            self.text.report,
            watchdog_base=watchdog_base,
            watchdog_factor=watchdog_factor,
            on_voice_error=self._voice_failed,
            alert=self.text.bell,
            on_comeback=self._voice_back,
            clock=clock,
            **chain_options,
        )
        self.printer = Printer(self.text)
        self.echo = echo
        self.resume_interrupted = resume_interrupted
        self.on_begin = on_begin
        self.on_end = on_end
        self._clock = clock
        self.history = History(history_size)
        self._queue: list[Item] = []
        self._current: Item | None = None
        self._expired: set[Hashable] = set()
        self._cond = threading.Condition()
        self._idle = threading.Event()
        self._idle.set()
        self._closed = False
        #: the id (``Entry.id``) of the newest announcement queued by :meth:`say` (0: none)
        self._newest = 0
        #: the game's news waits in the queue, unsaid (:meth:`hold`)
        self._holding = False
        #: how many game inputs are being given (:meth:`giving`): the worker begins no line
        self._giving = 0
        #: the history's announcements only written (the text channel) while a speech
        #: engine was dead, oldest first; once the voice is back they are :attr:`_missed`,
        #: which :meth:`back` says in one go
        self._written: list[Entry] = []
        self._missed: list[Entry] = []
        #: the last history entry the voice began (:meth:`repeat`), and the last kept line
        #: it began (:meth:`forward` goes no further): see :meth:`_hear`
        self._last_heard: Entry | None = None
        self._heard_news: Entry | None = None
        #: the piece being said: ``(request, when it was handed to the chain, when its audio
        #: began or None)``, for :meth:`finish`
        self._pace: tuple[SpeechRequest, float, float | None] | None = None
        for problem in problems:  # in the settings' language (QA: English in fr/es)
            self.printer.report(problem.in_language(settings.language))
        self._worker = threading.Thread(target=self._run, name="voice-speaker", daemon=True)
        self._worker.start()

    # -- the public API ---------------------------------------------------------------
    def say(
        self,
        text: Text,
        priority: Priority = Priority.NORMAL,
        *,
        topic: Hashable | None = None,
        earcon: Earcon | None = None,
        stale: Callable[[], bool] | None = None,
        keep: bool = True,
        repeatable: bool = True,
        hurry: bool = False,
        refresh: Callable[[], Text | None] | None = None,
        news: bool = True,
        press: int | None = None,
        replaces: bool = True,
        again: bool = False,
        cuts: bool = True,
        behind_upto: int | None = None,
        brings: Sequence[Entry] = (),
        asks: bool = False,
        first: bool = False,
        after: Entry | None = None,
        ahead: bool = False,
    ) -> Entry | None:
        """Announce ``text``; returns at once with its history ``Entry`` (``None`` if the
        text was empty or unusable, reported on the text channel).

        ``text``: a string, or a mapping ``{"brief": …, "normal": …, "verbose": …}`` from
        which the current verbosity picks (falling back to ``"normal"``).
        ``topic``: e.g. a turn id; ``expire(topic)`` drops it before synthesis.
        ``stale()``: true when the announcement is no longer worth saying.
        ``refresh()``: the text as it stands when its turn to be said comes (as ``text``),
        or ``None`` to keep it: called outside the lock each time the line is to be begun
        (again if it was cut before it began), not for a line cut once begun and said
        again; the text channel echoes the text as first given (QA48: "17 or 18 cards
        left: the answer tells." was said after the answer had told 18).
        ``earcon``: a sound played before the text.
        ``keep``: kept in the history that :meth:`back` and :meth:`forward` step through;
        ``False`` for a line that is no announcement (a key's prompt or echo, an answer to
        a key): :meth:`repeat` does not say it again, and :meth:`back` then starts with the
        newest kept one heard (QA21 #4: key 7 said "Undo: press minus again." out of
        context).
        ``repeatable`` false (with ``keep``): kept for :meth:`back` and :meth:`forward`, but
        once heard :meth:`repeat` still says the kept line heard before it (QA31 #6: after
        the game, key 0 said "The pictures have ended." again, not the game's last line).
        ``hurry``: an answer the player waits for (what a key asked for, a key's prompt),
        said at once, ahead of the backlog of news the voice has still to say (QA36 H2, H3:
        behind that backlog, answers and prompts were dropped by the next key, or ran out,
        unheard): it goes right after the ``NOW`` lines and answers queued first, and cuts
        the line being said (not an answer, not ``NOW``; news only for a key press's answer,
        ``press``), which is said again after it, as ``NOW`` does. Answers keep their order. ``news``
        false: a line a newer press may drop (see ``press``).
        ``press``: the key press this answer belongs to (a number counting up, ``None``:
        no key's answer). As screen readers do, a newer press drops the answers (``news``
        false) of older presses that wait unsaid and cuts the one being said; their news
        is always said, and every sentence of the newest press too. A sentence an older
        press's line (being said or queued) already says is not said twice: that line goes
        on, and is returned (QA28 #1: ``5858583`` typed fast made 36 s of speech, the next
        question heard 26.6 s late), unless this one neither cuts nor replaces (``cuts``
        and ``replaces`` false: a key pressed during an app's set-up, answered in press
        order, each press said, a key held down at most
        :data:`~voice.speech_queue.EACH_PRESS_MOST` times: QA41 L6). A key's answer given
        as ``news`` (a refusal: "No question is open.") is never dropped by a newer press
        (QA29 N3: plus 2 refused, then minus 0.3 s later: the refusal was never heard).
        ``replaces`` false (with ``press``): a press that acts rather than asks (a prefix
        key's cue, "Answer: which number?"; an answer, an undo): it cuts an older press's
        answer being said, but leaves those not yet said, which the player has not heard
        (QA29 N4: plus, or minus twice, typed while key 5's answer waited behind the
        question, dropped it unheard). A newer query's answer replaces them.
        ``again``: the player asked for this line again (key 1: the open question): if the
        line being said has its text, it is cut and said again from its start, at once
        (not resumed), as :meth:`repeat` does; if it waits in the queue, it is said there,
        once, after the news it follows, nothing cut (QA31 #1: said at once, it cut "Alice
        is now Insane.", said again after it), and for a ``hurry`` line as an answer, as
        ``brings`` does: nothing newer goes ahead of it (QA29 N4: key 1 during the
        question, or during its repeat, had no audible effect; during the question it was
        said twice in full).
        ``cuts`` false (with ``hurry``): the line being said is never cut, the answer goes
        right after it (news the player did not ask for, said ahead of what waits: QA35 #5,
        a line cut by "The video has ended" was said again in full, twice).
        ``behind_upto`` (a :meth:`mark`, for ``LOW``): the voice is behind when what was
        given up to that point and waits takes over :data:`LOW_BEHIND_S` to say, the lines
        given since (the same game change's) not counted (QA37: "12 cards left." after a
        Sanity check was dropped behind its own check's lines, the voice idle before them).
        ``brings`` (with ``hurry``): the lines (their entries) this answer acts on, which
        the voice has still to say: those queued are said first, in their order, after the
        queued lines older than them (older news, a line cut to be said again: session 28)
        (as answers: no later answer goes ahead of them), then the answer; the line being
        said is not cut when it, or a queued line, is among them (QA27 #5, #6: the undo's question "Undo the Cultists in Alice's
        zone?" came 8 s late, said in order so as not to name a card not heard yet; the
        card typed with Enter was said ahead of the Sanity check it was for).
        ``asks``: a question the player is to answer. Like a ``hurry`` line, it does not
        wait for the catch-up after a fault (:meth:`back`) asked for before it: that
        catch-up stops at the end of its sentence being said (a ``hurry`` line that cuts
        cuts it), the lines queued before the question are said, then the question, then
        the rest of the catch-up (QA32 M4: the new round's question, and key 5's answer,
        waited behind 40 s of catch-up and were not heard at q).
        ``first`` (with ``hurry`` and ``press``): a prompt the player must hear before
        typing (a prefix key's cue): it goes ahead of the answers of older presses queued
        (not news, not brought), which follow it (QA35 kn_en: "Card played: which rank?"
        waited behind "2 updates not said yet." and was dropped by the rank typed 1 s
        later).
        ``after`` (news, not ``NOW``): the line whose place it takes, said or dropped (a
        question the cards closed before the voice began it): it goes ahead of the lines
        queued that were given after that one, in the order such lines are given
        (:meth:`~voice.speech_queue.QueueRules._placed`; QA49 MEDIUM-1: the play that
        question held was said after the next player's play).
        ``ahead`` (with ``hurry`` and ``press``): an answer that tells what the player
        heard before the lines the voice has still to say (a state key's table as heard):
        bringing nothing, it goes ahead of the lines older answers brought too, and cuts
        such a line being said, said again after it (fresh QA54: key 2's count before
        Alice's R'lyeh drew 2 cards, said after those 2 lines plus 2 had brought: "18
        cards left" heard 8 s after "16 cards left"); bringing lines an older answer
        brought already, it goes right after them and the answers given before it, ahead
        of the news that older key made.
        """
        chosen = self._choose(text)
        if chosen is None:
            return None
        priority = self._priority(priority)
        earcon = self._earcon(earcon)
        topic = self._topic(topic)
        entry = Entry(chosen, priority, topic, earcon, time=self._clock())
        chunks = split(chosen[:MAX_CHARS])
        if len(chosen) > MAX_CHARS:
            self.printer.report(
                f"Announcement of {len(chosen)} characters: only the first {MAX_CHARS} are spoken; full text:"
            )
            self.printer.line(chosen)
        item = Item(entry, chunks, priority, earcon, stale, refresh, kept=keep,
                    repeatable=repeatable,
                    news=news, hurried=hurry, press=press, replaces=replaces, again=again,
                    cuts=cuts, asks=asks, first=first, ahead=ahead,
                    after=after.id if after is not None else None)
        with self._cond:
            if keep:  # the cursor moves when the voice begins it (:meth:`_hear`)
                self.history.add(entry, self._placed_before(item))
            if self._closed:
                entry.status = Status.FAILED
                self.printer.line(chosen)
                return entry
            if topic is not None and topic in self._expired:
                entry.status = Status.DROPPED_STALE
                return entry
            # LOW: dropped only when the voice is behind (what waits would take more than
            # LOW_BEHIND_S to say), not for one sentence being said or a short one queued
            # (QA34 F9: "14 cards left." after "Carol passes." was never heard, the voice
            # then idle 7 s)
            if priority is Priority.LOW and (self._waiting_seconds(behind_upto) > LOW_BEHIND_S
                                             or self.settings.verbosity is Verbosity.BRIEF):
                entry.status = Status.DROPPED_BUSY
                return entry
            said = self._supersede(item, brings) if press is not None else None
            restarted = again and said is None and self._restart(item)
            if again and said is None and not restarted:  # said there, once
                twin = self._queued_twin(item)
                said = twin.entry if twin is not None else None
                if twin is not None and hurry:  # an answer: nothing newer goes first
                    twin.hurried = twin.brought = True
            if restarted:
                pass  # said at once, in place of the same line cut (:meth:`_restart`)
            elif said is not None:  # the line being said says it (a key pressed twice)
                entry.status = Status.DROPPED_STALE
            elif hurry:
                self._enqueue_answer(item, brings)
            else:
                self._enqueue(item)
            self._newest = entry.id
        if self.echo:
            self.printer.line(chosen)
        return said or entry

    def stop(self) -> None:
        """Silence: cut the current announcement and clear the queue (all stay in history)."""
        with self._cond:
            for item in self._queue:
                if item.record:
                    item.entry.status = Status.STOPPED
            self._queue.clear()
            self._holding = False
            if self._current is not None:
                self._current.cut()
            self._cond.notify_all()

    def waiting_seconds(self) -> float:
        """Rough seconds the queued announcements (not the one being said) take to say, at
        the settings' rate (6 characters a word): how far the voice is behind."""
        with self._cond:
            return self._waiting_seconds()

    def mark(self) -> int:
        """A point in what was given to :meth:`say`: the id (``Entry.id``) of the newest
        announcement queued so far (0 before any), for :meth:`backlog` ``upto``."""
        with self._cond:
            return self._newest

    def backlog(self, upto: int | None = None) -> int:
        """Announcements queued or being said, not counting what repeat, back and forward
        say again, nor one being cut for good (:meth:`stop`, :meth:`drop_stale`) (0 when
        idle). ``upto`` (a :meth:`mark`): only those given before that point, whatever came
        after (an app that waits for its own sentences to be said, not for the news that
        followed them), nor those waiting behind the catch-up after a fault (key 7, up to
        ~40 s: review 32b, slash's list stayed open for all of it), nor those the voice
        holds (:meth:`hold`: the list's wait goes on)."""
        with self._cond:
            behind = self._behind_catch_up() if upto is not None else []
            return sum(1 for item in self._items() if item.record and not item.stopped
                       and (upto is None or (item.entry.id <= upto
                                             and (item is self._current or not self._held(item))
                                             and not any(item.entry is entry
                                                         for entry in behind))))

    def hold(self, on: bool) -> None:
        """While ``on``: the game's news queued (not answers, ``NOW`` lines or the speech
        keys' lines) waits, unsaid, in its place; ``False`` says it, in order. For a list
        the player answers by number: the news said during it talked over its wait, and
        what a correction replays was heard twice (list33). :meth:`stop` ends it."""
        with self._cond:
            self._holding = on
            if not on and self._queue:
                self._idle.clear()
            self._cond.notify_all()

    @contextmanager
    def giving(self) -> Iterator[None]:
        """Within: the worker begins no line (the one being said goes on, and can be cut):
        the lines of one game input (a card read, a key) are all queued before the voice
        takes the first, so each line's ``stale()`` is read once the input has given them
        all, as when the game's thread is not preempted between two of them (cue53: a
        loaded machine let the voice take the turn's cue "Alice." between it and "Alice:
        The Musician.", the play line that makes it stale, and both were said; testers'
        said.log: 28 of 182 cues). Nests; the game's thread must not wait for the voice
        within it."""
        with self._cond:
            self._giving += 1
        try:
            yield
        finally:
            with self._cond:
                self._giving -= 1
                if not self._giving:
                    self._cond.notify_all()

    @property
    def speaking(self) -> bool:
        """True while an announcement is being said or waits in the queue."""
        return not self._idle.is_set()

    def wait_idle(self, timeout: float | None = None) -> bool:
        """Block until nothing is queued or speaking and every line for the text channel
        is printed; ``False`` on timeout. ``timeout``: seconds for the whole wait, the
        voice's and then the printer's together (low71: the printer was given the whole
        timeout again after the voice's wait, up to twice it in all), None for no bound.
        The bound is a real-time timer (:func:`_budget`), not a clock read: the injected
        ``clock`` is the voice's time for its watchdogs (flk70), and a wait is real time
        whatever that clock says. Past the bound, the printer is looked at once more and
        at most :data:`DRAIN_LOOK_S` seconds after it."""
        if timeout is None:
            self._idle.wait()
            return self.printer.drain()
        if self._idle.is_set() and self.printer.drain(0):
            return True  # idle already: no timer started
        spent = _budget(timeout)
        try:
            if not self._idle.wait(timeout):
                return False
            while not spent.is_set():
                if self.printer.drain(min(DRAIN_LOOK_S, timeout)):
                    return True
            return self.printer.drain(0)
        finally:
            spent.cancel()

    # -- the end --------------------------------------------------------------------
    def close(self, timeout: float = 2.0) -> None:
        """Stop speaking, end the worker (waits up to ``timeout`` seconds), release engines."""
        with self._cond:
            if self._closed:
                return
            self._closed = True
        self.chain.closing = True
        self.stop()
        with self._cond:
            self._cond.notify_all()
        self._worker.join(timeout)
        self.chain.close()
        self.printer.close(timeout)

    def __enter__(self) -> "Speaker":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
