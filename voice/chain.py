"""The fallback chain: backends in order of preference, each call under a watchdog.

A backend that raises twice in a row (the sentence is tried again at once after the
first error: QA34 F1, one audio-device hiccup silenced the voice for the whole game), does
not begin speaking within the start timeout, does not finish within its watchdog time once
begun (nor answer a probe once past its expected end), or does not stop within
``cancel_grace`` seconds of being interrupted, is marked dead, the problem is reported on
the text channel, and the same request is given to the next backend: the message is not
lost. While only the text channel is left, each line rings ``alert`` (the terminal bell),
and every ``revive_after`` seconds (6 times that after a hang) the dead engine is tried
again by saying "The voice is back…" (``voice_back``); if that is heard, it speaks again. ``reset()`` revives
every backend at once.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import replace

from voice.backends.base import Backend, BackendError, SpeechRequest
from voice.cut_event import CutEvent
from voice.earcons import duration as earcon_duration
from voice.messages import message
from voice.priority import Status

POLL_S = 0.02  # seconds
START_TIMEOUT = 1.5  # seconds a backend has to begin speaking (see BackendChain)
#: An utterance still running, or cut by a key, this many seconds past its expected end (it
#: should have finished by then), and an engine that then fails
#: :meth:`~voice.backends.base.Backend.responsive` within ``PROBE_TIMEOUT`` seconds, is taken
#: as hung (QA: a blind player pressing keys because nothing was heard cut each hung
#: utterance before the finish watchdog saw it; QA12 F13: with no key, only that watchdog,
#: 3 s + 3 × the expected length, found it: 11 s of silence for the first set-up line).
#: ``espeak-ng -q a`` takes 0.04 s on this machine at a load of 5, so 3 s is no hurry.
OVERDUE_S = 1.0
PROBE_TIMEOUT = 3.0
#: Errors in a row after which an engine is taken as dead (QA34 F1: one failed call of
#: espeak-ng, e.g. an audio device hiccup, is not a dead engine; the sentence is said again).
FAILS_TO_DEAD = 2
RETRY_PAUSE_S = 0.3  # seconds between an engine's error and its second try of the sentence
#: Seconds after its death (or its last failed comeback) a dead engine is tried again, while
#: only the text channel speaks.
REVIVE_AFTER_S = 10.0
#: Engine failures that took their time already (a hang): not tried again at once, and a
#: comeback waits ``HANG_REVIVE_FACTOR`` times longer (a try of a hung engine holds the
#: text channel up to its watchdog).
_HANGS = ("reason_no_start", "reason_never_finished", "reason_not_interruptible")
HANG_REVIVE_FACTOR = 6


class BackendChain:
    """Speak through the first live backend, falling through on failure or hang.

    ``report(text)`` receives one sentence per problem (the text channel).
    Two watchdogs, in seconds:

    - start: the backend must call ``on_begin`` within ``start_timeout`` + the earcon's
      length + ``backend.begin_allowance(request)`` (an engine that accepts speech but
      never starts, or a service that does not answer, is dropped quickly);
    - finish: once speech has begun, it must end within
      ``watchdog_base + watchdog_factor * request.expected_seconds()`` + the earcon.

    An utterance still running, or cut by ``cancel``, ``overdue`` seconds past its expected
    end makes the chain ask the engine whether it still answers
    (``backend.responsive(probe_timeout)``, on a thread of its own while the utterance goes
    on); one that does not is dropped like a hung one, one that does is waited for up to the
    finish watchdog (a slow engine, or one whose sound output hangs, which the probe does not
    see), and one whose check fails at once (``BackendError``: it exits with an error) is an
    engine error, not a hang: the utterance is cut and handled like one that raised (QA29 H3). ``closing``: set by the speaker when it quits; a cut utterance is then neither
    probed nor reported (the engines are released anyway).

    ``on_voice_error(voice)``: called when an engine does not know the requested voice;
    the same engine is then retried with the language's default voice (a settings
    problem, not an engine death).

    An engine that raises is given the same sentence once more after ``retry_pause``
    seconds; only ``FAILS_TO_DEAD`` errors in a row (or one hang) make it dead. While the
    text channel is the only one left, ``alert()`` is called before each line (the
    terminal bell) and a dead engine is tried again ``revive_after`` seconds (``clock()``,
    monotonic seconds; ``HANG_REVIVE_FACTOR`` times that after a hang) after it died: it first says ``voice_back`` ("The voice is back…
    press 7"), and speaks on if that worked (``on_comeback()`` is then called, on the
    speaking thread, before the request is said); else it stays dead, without a new report.

    ``clock()``: monotonic seconds (``time.monotonic`` by default), the only time the chain
    reads: its watchdogs (start, finish, overdue, the cancel grace), :meth:`late` and the
    revival. The waits between two looks are real (``POLL_S``), so a test's hand clock
    decides when a watchdog fires, a loaded machine never does (flk70: under a clock read
    10 s later each time, the watchdogs on ``time.monotonic`` dropped engines that kept pace).
    A clock that stands still never fires one: an engine that never ends is then waited for.
    """

    def __init__(
        self,
        backends: Sequence[Backend],
        report: Callable[[str], None],
        *,
        watchdog_base: float = 3.0,
        watchdog_factor: float = 3.0,
        cancel_grace: float = 1.0,
        start_timeout: float = START_TIMEOUT,
        on_voice_error: Callable[[str], None] | None = None,
        probe_timeout: float = PROBE_TIMEOUT,
        overdue: float = OVERDUE_S,
        alert: Callable[[], None] | None = None,
        revive_after: float = REVIVE_AFTER_S,
        retry_pause: float = RETRY_PAUSE_S,
        clock: Callable[[], float] = time.monotonic,
        on_comeback: Callable[[], None] | None = None,
    ) -> None:
        if not backends:
            raise ValueError("A backend chain needs at least one backend (e.g. TextBackend()).")
        self.backends = list(backends)
        self.report = report
        self.watchdog_base = watchdog_base
        self.watchdog_factor = watchdog_factor
        self.cancel_grace = cancel_grace
        self.start_timeout = start_timeout
        self.probe_timeout = probe_timeout
        self.overdue = overdue
        self.on_voice_error = on_voice_error
        self.closing = False
        self.alert = alert
        self.revive_after = revive_after
        self.retry_pause = retry_pause
        self.clock = clock
        self.on_comeback = on_comeback
        self._dead: dict[int, str] = {}
        self._due: dict[int, float] = {}  # clock() at which a dead backend is tried again
        self._fails: dict[int, int] = {}  # errors in a row per backend
        self._available: dict[int, bool] = {}
        self._no_engine_said = False
        self._lock = threading.Lock()

    # -- state ----------------------------------------------------------------------
    def _live(self) -> list[int]:
        live = []
        for i, backend in enumerate(self.backends):
            with self._lock:
                if i in self._dead:
                    continue
                known = self._available.get(i)
            if known is None:
                try:
                    known = bool(backend.available())
                except Exception:
                    known = False
                with self._lock:
                    self._available[i] = known
            if known:
                live.append(i)
        return live

    @property
    def active(self) -> Backend | None:
        """The backend the next request goes to, or ``None`` if all are dead."""
        live = self._live()
        return self.backends[live[0]] if live else None

    @property
    def dead(self) -> dict[str, str]:
        """Dead backends: name -> reason (English detail)."""
        with self._lock:
            return {self.backends[i].name: why for i, why in self._dead.items()}

    def reset(self) -> None:
        """Give every backend another chance (e.g. after plugging in headphones, or after
        the voice or language changed). Thread-safe."""
        with self._lock:
            self._dead.clear()
            self._due.clear()
            self._fails.clear()
            self._available.clear()

    @staticmethod
    def _earcon_seconds(request: SpeechRequest) -> float:
        if not request.earcon:
            return 0.0
        try:
            return earcon_duration(request.earcon)
        except (ValueError, KeyError):  # not an Earcon: the backend will not play it
            return 0.0

    def timeout_for(self, request: SpeechRequest) -> float:
        """Finish watchdog in seconds for ``request``, counted from the begin of speech."""
        return self.watchdog_base + self.watchdog_factor * request.expected_seconds() + self._earcon_seconds(request)

    def overdue_after(self, request: SpeechRequest, overdue: float | None = None) -> float:
        """Seconds from the begin of speech after which ``request`` is late: its expected
        length, the earcon, and ``overdue`` (default :attr:`overdue`)."""
        extra = self.overdue if overdue is None else overdue
        return request.expected_seconds() + extra + self._earcon_seconds(request)

    def late(self, request: SpeechRequest, handed: float, began: float | None,
             overdue: float | None = None) -> bool:
        """Whether ``request``, handed to :meth:`speak` at ``handed`` (``clock()`` seconds)
        and begun at ``began`` (``None``: not yet), is late now: not begun within the
        start time of the backend in front, or ``overdue`` past its expected end."""
        now = self.clock()
        if began is None:
            backend = self.active
            return backend is not None and now - handed > self.start_timeout_for(backend, request)
        return now - began > self.overdue_after(request, overdue)

    def start_timeout_for(self, backend: Backend, request: SpeechRequest) -> float:
        """Start watchdog in seconds: how long ``backend`` may take to begin ``request``."""
        try:
            allowance = max(0.0, float(backend.begin_allowance(request)))
        except Exception:
            allowance = 0.0
        return self.start_timeout + self._earcon_seconds(request) + allowance

    def _no_engine(self, language: str) -> None:
        """Report once when the text channel speaks because no speech engine of the chain
        was found at all (none installed, none dead): QA17 #7, with espeak-ng missing the
        game ran in silence and nothing said why."""
        with self._lock:
            if self._no_engine_said or self._dead:
                return
            self._no_engine_said = True
            engines = [b.name for b in self.backends if b.fallible]
        if engines:
            self.report(message("no_engine", language, engines=", ".join(engines)))

    # -- speaking -------------------------------------------------------------------
    def speak(
        self, request: SpeechRequest, cancel: threading.Event, on_begin: Callable[[str], None] | None = None
    ) -> Status:
        """Say ``request``; returns ``Status.SPOKEN``, ``INTERRUPTED`` (``cancel`` was set)
        or ``FAILED`` (every backend failed). ``on_begin(backend_name)`` is called when
        audio starts. Blocks until done; never raises."""
        while True:
            live = self._live()
            if not live:
                return Status.FAILED
            index = live[0]
            backend = self.backends[index]
            if not backend.fallible:
                back = self._comeback(request, cancel, on_begin)
                if back is not None:
                    if cancel.is_set():
                        return Status.INTERRUPTED
                    continue  # the engine is back: it says the request
                if self._dead and self.alert is not None:
                    try:
                        self.alert()
                    except Exception:
                        pass
                self._no_engine(request.language)
            status, problem, key = self._run(backend, request, cancel, on_begin)
            if problem is None:
                self._fails.pop(index, None)
                return status
            if key == "reason_unknown_voice" and request.voice is not None:
                self.report(message("voice_fallback", request.language, engine=backend.name, voice=repr(request.voice)))
                if self.on_voice_error is not None:
                    try:
                        self.on_voice_error(request.voice)
                    except Exception:
                        pass
                request = replace(request, voice=None)
                continue  # same engine, default voice
            if not backend.fallible:
                return Status.FAILED  # the last resort stays in the chain
            if self.closing and status is Status.INTERRUPTED:
                return status  # quitting: a cut engine is released, not reported
            fails = self._fails[index] = self._fails.get(index, 0) + 1
            if status is Status.FAILED and key not in _HANGS and fails < FAILS_TO_DEAD:
                if cancel.wait(self.retry_pause):
                    return Status.INTERRUPTED
                continue  # one error is not a dead engine: the same sentence again
            with self._lock:
                self._dead[index] = problem
                self._due[index] = self.clock() + self._wait(key)
            following = self.active
            reason = message(key, request.language) if key else _short(problem)
            # the text channel is named in the table's language (QA12 F15: "passage à text")
            to_text = following is not None and following.name == "text"
            self.report(
                message(
                    "engine_failed_text" if to_text else "engine_failed",
                    request.language,
                    engine=backend.name,
                    reason=reason,
                    next=following.name if following else "-",
                )
            )
            if status is Status.INTERRUPTED:
                return status

    def _comeback(self, request: SpeechRequest, cancel: threading.Event,
                  on_begin: Callable[[str], None] | None) -> int | None:
        """Try again the first dead engine whose ``revive_after`` has passed, by saying
        ``voice_back`` with it; returns its index if that was said (it is alive again),
        else ``None`` (none due, or it failed again: dead for another ``revive_after``)."""
        if self.closing:
            return None  # quitting: "press 7" would be of no use
        now = self.clock()
        with self._lock:
            due = [i for i, at in sorted(self._due.items()) if now >= at]
        if not due:
            return None
        index = due[0]
        backend = self.backends[index]
        back = replace(request, text=message("voice_back", request.language), earcon=None)
        status, problem, key = self._run(backend, back, cancel, on_begin)
        with self._lock:
            if problem is not None or (status is not Status.SPOKEN and not cancel.is_set()):
                self._due[index] = self.clock() + self._wait(key)
                return None
            self._dead.pop(index, None)
            self._due.pop(index, None)
            self._fails.pop(index, None)
        if self.on_comeback is not None:
            try:
                self.on_comeback()
            except Exception:
                pass
        return index

    def _wait(self, key: str | None) -> float:
        """Seconds before a backend dropped for ``key`` (a reason key) is tried again."""
        return self.revive_after * (HANG_REVIVE_FACTOR if key in _HANGS else 1)

    def _run(
        self,
        backend: Backend,
        request: SpeechRequest,
        cancel: threading.Event,
        on_begin: Callable[[str], None] | None,
    ) -> tuple[Status, str | None, str | None]:
        """Run one backend; returns (status, English problem or None, reason key or None)."""
        inner = CutEvent(cancel)  # the engine sees a cut at once, not at the next poll
        done = threading.Event()
        begun = threading.Event()
        box: dict[str, object] = {}

        def began() -> None:
            if begun.is_set():
                return
            box["began_at"] = self.clock()
            begun.set()
            if on_begin is not None:
                try:
                    on_begin(backend.name)
                except Exception:
                    pass

        def target() -> None:
            try:
                box["result"] = backend.speak(request, inner, began)
            except Exception as exc:  # BackendError or a bug in the engine: same treatment
                box["error"] = exc
            finally:
                done.set()

        threading.Thread(target=target, name=f"voice-{backend.name}", daemon=True).start()
        start_by = self.clock() + self.start_timeout_for(backend, request)
        finish_after = self.timeout_for(request)
        late_after = self.overdue_after(request)
        probe: dict[str, object] = {}
        stop_by: float | None = None
        hung: str | None = None
        failure: object = None  # the error of a probe that failed at once
        while not done.wait(POLL_S):
            now = self.clock()
            if stop_by is None:
                if cancel.is_set():
                    pass
                elif not begun.is_set() and now > start_by:
                    hung = "reason_no_start"
                elif begun.is_set() and now > float(box["began_at"]) + finish_after:
                    hung = "reason_never_finished"
                elif probe.get("answer") is False:
                    hung = "reason_never_finished"
                elif "error" in probe:  # it failed at once: a failure, not a hang (QA29 H3)
                    failure = probe["error"]  # the line is cut, then tried again or dropped
                else:
                    if begun.is_set() and not probe and backend.fallible and not self.closing and \
                            now > float(box["began_at"]) + late_after:
                        self._probe(backend, probe)
                    continue
                inner.set()
                stop_by = now + self.cancel_grace
            elif now > stop_by:
                if hung:
                    return Status.FAILED, _ENGLISH[hung], hung
                if failure is not None:
                    break
                return Status.INTERRUPTED, _ENGLISH["reason_not_interruptible"], "reason_not_interruptible"
        if hung:
            return Status.FAILED, _ENGLISH[hung], hung
        if "error" in box or failure is not None:
            exc = box.get("error", failure)
            key = getattr(exc, "key", None)
            if not isinstance(exc, BackendError):
                key = key or "reason_internal"
            return Status.FAILED, str(exc) or type(exc).__name__, key
        if cancel.is_set() or box.get("result") is False:
            if begun.is_set() and self._overdue(backend, request, float(box["began_at"])):
                return Status.INTERRUPTED, _ENGLISH["reason_never_finished"], "reason_never_finished"
            return Status.INTERRUPTED, None, None
        return Status.SPOKEN, None, None

    def _probe(self, backend: Backend, box: dict[str, object]) -> None:
        """Ask ``backend`` whether it still answers, on a thread of its own (the utterance
        goes on meanwhile); ``box["answer"]`` gets the answer (``False`` on an unexpected
        error), or ``box["error"]`` the ``BackendError`` of an engine that failed at once
        (QA29 H3: taken as hung, such an engine was tried again only 60 s later)."""
        box["asked"] = True

        def ask() -> None:
            try:
                box["answer"] = bool(backend.responsive(self.probe_timeout))
            except BackendError as exc:
                box["error"] = exc
            except Exception:
                box["answer"] = False

        threading.Thread(target=ask, name=f"voice-probe-{backend.name}", daemon=True).start()

    def _overdue(self, backend: Backend, request: SpeechRequest, began_at: float) -> bool:
        """True when a cut utterance ran ``overdue`` s past its expected end and the engine
        no longer answers (:meth:`~voice.backends.base.Backend.responsive`)."""
        late = self.clock() - began_at > self.overdue_after(request)
        if not late or not backend.fallible or self.closing:
            return False
        try:
            return not backend.responsive(self.probe_timeout)
        except BackendError:
            return False  # it failed at once, not hung: the next line tries it (QA29 H3)
        except Exception:
            return True

    def close(self) -> None:
        for backend in self.backends:
            try:
                backend.close()
            except Exception:
                pass


_ENGLISH = {key: message(key, "en") for key in ("reason_no_start", "reason_never_finished", "reason_not_interruptible")}


def _short(problem: str, limit: int = 120) -> str:
    """An engine's own (untranslated) message, on one line and not too long."""
    line = " ".join(problem.split())
    return line if len(line) <= limit else line[: limit - 1] + "…"
