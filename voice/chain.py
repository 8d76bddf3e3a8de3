"""The fallback chain: backends in order of preference, each call under a watchdog.

A backend that raises, or does not finish within its watchdog time, or does not stop
within ``cancel_grace`` seconds of being interrupted, is marked dead for the session
(``reset()`` revives them), the problem is reported on the text channel, and the same
request is given to the next backend: the message is not lost.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Sequence

from voice.backends.base import Backend, SpeechRequest
from voice.earcons import duration as earcon_duration
from voice.messages import message
from voice.priority import Status

POLL_S = 0.02  # seconds


class BackendChain:
    """Speak through the first live backend, falling through on failure or hang.

    ``report(text)`` receives one sentence per problem (the text channel).
    Watchdog time for a request, in seconds:
    ``watchdog_base + watchdog_factor * request.expected_seconds() + earcon length``.
    """

    def __init__(
        self,
        backends: Sequence[Backend],
        report: Callable[[str], None],
        *,
        watchdog_base: float = 3.0,
        watchdog_factor: float = 3.0,
        cancel_grace: float = 1.0,
    ) -> None:
        if not backends:
            raise ValueError("A backend chain needs at least one backend (e.g. TextBackend()).")
        self.backends = list(backends)
        self.report = report
        self.watchdog_base = watchdog_base
        self.watchdog_factor = watchdog_factor
        self.cancel_grace = cancel_grace
        self._dead: dict[int, str] = {}
        self._available: dict[int, bool] = {}
        self._lock = threading.Lock()

    # -- state ----------------------------------------------------------------------
    def _live(self) -> list[int]:
        live = []
        for i, backend in enumerate(self.backends):
            if i in self._dead:
                continue
            if i not in self._available:
                try:
                    self._available[i] = bool(backend.available())
                except Exception:
                    self._available[i] = False
            if self._available[i]:
                live.append(i)
        return live

    @property
    def active(self) -> Backend | None:
        """The backend the next request goes to, or ``None`` if all are dead."""
        live = self._live()
        return self.backends[live[0]] if live else None

    @property
    def dead(self) -> dict[str, str]:
        """Dead backends: name -> reason."""
        return {self.backends[i].name: why for i, why in self._dead.items()}

    def reset(self) -> None:
        """Give every backend another chance (e.g. after plugging in headphones)."""
        self._dead.clear()
        self._available.clear()

    def timeout_for(self, request: SpeechRequest) -> float:
        """Watchdog time in seconds for ``request``."""
        extra = earcon_duration(request.earcon) if request.earcon else 0.0
        return self.watchdog_base + self.watchdog_factor * request.expected_seconds() + extra

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
            status, problem = self._run(backend, request, cancel, on_begin)
            if problem is None:
                return status
            self._dead[index] = problem
            following = self.active
            self.report(
                message(
                    "engine_failed",
                    request.language,
                    engine=backend.name,
                    reason=problem,
                    next=following.name if following else "-",
                )
            )
            if status is Status.INTERRUPTED:
                return status

    def _run(
        self,
        backend: Backend,
        request: SpeechRequest,
        cancel: threading.Event,
        on_begin: Callable[[str], None] | None,
    ) -> tuple[Status, str | None]:
        inner = threading.Event()
        done = threading.Event()
        box: dict[str, object] = {}

        def began() -> None:
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
        deadline = time.monotonic() + self.timeout_for(request)
        stop_by: float | None = None
        hung = False
        while not done.wait(POLL_S):
            now = time.monotonic()
            if stop_by is None and (cancel.is_set() or now > deadline):
                hung = not cancel.is_set()
                inner.set()
                stop_by = now + self.cancel_grace
            elif stop_by is not None and now > stop_by:
                why = "it never finished" if hung else "it could not be interrupted"
                return (Status.FAILED if hung else Status.INTERRUPTED), why
        if hung:
            return Status.FAILED, "it never finished"
        if "error" in box:
            return Status.FAILED, str(box["error"]) or type(box["error"]).__name__
        if cancel.is_set() or box.get("result") is False:
            return Status.INTERRUPTED, None
        return Status.SPOKEN, None

    def close(self) -> None:
        for backend in self.backends:
            try:
                backend.close()
            except Exception:
                pass
