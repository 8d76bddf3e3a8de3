"""Shared fixtures for the voice tests: settings never touch the real user dir, a
scripted in-memory backend, and the fake sound card command."""

from __future__ import annotations

import io
import shutil
import sys
import threading
import time
from pathlib import Path

import pytest

from voice.backends.base import Backend, BackendError, SpeechRequest
from voice.backends.text import TextBackend

HERE = Path(__file__).parent
TIMEOUT = 20.0  # generous seconds for any wait in a test (never a speed assertion)


def wait_for(predicate) -> None:
    """Wait (polling every 10 ms, up to :data:`TIMEOUT` seconds) until ``predicate()`` is
    true; fails the test if it never is."""
    for _ in range(int(TIMEOUT / 0.01)):
        if predicate():
            return
        threading.Event().wait(0.01)
    raise AssertionError("condition not reached")

def gate_until_idle(speaker, engine, timeout: float = TIMEOUT) -> None:
    """Open ``engine``'s gate (a ``"gate"`` :class:`ScriptedBackend`) for each line until
    ``speaker`` is idle; fails the test after ``timeout`` seconds (a regression that never
    lets the voice go idle fails, not hangs the suite: review of session 34)."""
    deadline = time.monotonic() + timeout
    while not speaker.wait_idle(0.02):
        if time.monotonic() > deadline:
            raise AssertionError(f"the voice was not idle after {timeout} s")
        engine.gate.set()


needs_espeak = pytest.mark.skipif(
    shutil.which("espeak-ng") is None, reason="espeak-ng is not installed (make setup installs it)"
)


@pytest.fixture(autouse=True)
def _private_settings(tmp_path, monkeypatch):
    """Any default settings path points into tmp_path, never the user's config dir."""
    monkeypatch.setenv("LLC_VOICE_SETTINGS", str(tmp_path / "voice-settings.toml"))


class ScriptedBackend(Backend):
    """An in-memory engine. ``mode``: ``"ok"`` (records and returns), ``"block"``
    (blocks until cancelled), ``"raise"`` (fails), ``"hang"`` (ignores cancel until
    ``release``), ``"gate"`` (waits for ``gate`` then finishes), ``"mute"`` (accepts the
    text but never begins; stops when cancelled)."""

    def __init__(self, name: str = "scripted", mode: str = "ok") -> None:
        self.name = name
        self.mode = mode
        self.spoken: list[str] = []  # finished utterances, in order
        #: every utterance begun: noted once ``on_begin`` returned (the speaker notes what
        #: the player heard then), or given to the engine (``"raise"``, ``"mute"``)
        self.started: list[str] = []
        self.cancelled: list[str] = []
        self.begun = threading.Event()
        self.gate = threading.Event()
        self.release = threading.Event()
        self._lock = threading.Lock()

    def speak(self, request: SpeechRequest, cancel: threading.Event, on_begin) -> bool:
        if self.mode in ("raise", "mute"):
            with self._lock:
                self.started.append(request.text)
        if self.mode == "raise":
            raise BackendError(f"{self.name} is broken")
        if self.mode == "mute":
            cancel.wait(TIMEOUT)
            return False
        on_begin()
        with self._lock:
            self.started.append(request.text)
        self.begun.set()
        if self.mode == "hang":
            self.release.wait(TIMEOUT)
            return True
        if self.mode == "block":
            cancel.wait(TIMEOUT)
            self.cancelled.append(request.text)
            return False
        if self.mode == "gate":
            while not self.gate.wait(0.01):
                if cancel.is_set():
                    self.cancelled.append(request.text)
                    return False
            self.gate.clear()
        with self._lock:
            self.spoken.append(request.text)
        return True

    def say_until(self, start: str) -> None:
        """(``"gate"`` mode) Let each sentence end until one starting with ``start`` is
        being said, and return while it is. The gate is opened only while a sentence is
        begun (``begun``), never between two: opened then, it let the next sentence, maybe
        the awaited one, through unheard (a race under load)."""
        while True:
            wait_for(self.begun.is_set)
            if self.started[-1].startswith(start):
                return
            self.begun.clear()
            self.gate.set()
            wait_for(lambda: not self.gate.is_set())


def fake_soundcard(outdir: Path, *flags: str) -> list[str]:
    """The fake sound card as a player command (the WAV path or stdin is its input)."""
    outdir.mkdir(parents=True, exist_ok=True)
    return [sys.executable, str(HERE / "fake_soundcard.py"), str(outdir), *flags]


@pytest.fixture
def text_channel():
    """(stream, TextBackend writing to it)."""
    stream = io.StringIO()
    return stream, TextBackend(stream)
