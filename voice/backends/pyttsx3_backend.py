"""pyttsx3, wrapped so that its known Linux faults never reach the user.

Faults of pyttsx3 (2.9x, espeak driver) and what this wrapper does about each:

1. Several ``say()`` before ``runAndWait()`` keep only the last: we never queue in the
   engine; one ``save_to_file`` per ``runAndWait``, one utterance at a time.
2. ``runAndWait()`` can return before the audio exists / has played: we do our own
   completion tracking: wait until the WAV file is complete, then play it with our
   own player process and wait for that process to exit.
3. Speech cannot be interrupted (``stop()`` does nothing while ``aplay`` plays): we
   terminate our own player process.
4. A missing audio player fails silently (``os.system("aplay …")``): we never let the
   engine play; we find the player ourselves, and a missing player or a player error
   is a ``BackendError`` (the chain falls through).
Also: an unknown voice is silently ignored by the engine (we map espeak-ng names to
the engine's voice ids and fail loudly), and the driver prints "Audio saved to …" on
stdout (silenced).

All engine calls run on one dedicated thread (pyttsx3 is not thread-safe); a hung
engine is caught by the chain's watchdog.
"""

from __future__ import annotations

import atexit
import concurrent.futures
import itertools
import math
import os
import shutil
import tempfile
import threading
import wave
from collections.abc import Callable, Sequence

from voice.backends.base import Backend, BackendError, SpeechRequest, VoiceNotFoundError
from voice.earcon_audio import AUTO, EarconAudio
from voice.player import PlayerError, find_player, play, sound_device_present

POLL_S = 0.02  # seconds


def real_engine() -> object:
    """``pyttsx3.init()`` with the driver's stdout chatter silenced.

    Raises ``ImportError`` / ``RuntimeError`` when pyttsx3 or its driver cannot load.
    """
    import pyttsx3

    engine = pyttsx3.init()
    try:  # the espeak driver prints "Audio saved to …" / "Playback error" with print()
        import pyttsx3.drivers.espeak as driver

        driver.print = lambda *args, **kwargs: None  # module global shadows the builtin
    except ImportError:
        pass
    return engine


def wav_complete(path: str) -> bool:
    """True when ``path`` is a finished WAV file with at least one frame."""
    try:
        size = os.path.getsize(path)
        with wave.open(path, "rb") as wav:
            frames = wav.getnframes()
            needed = frames * wav.getsampwidth() * wav.getnchannels()
    except (OSError, EOFError, wave.Error):
        return False
    return frames > 0 and size >= 44 + needed


def match_voice(voices: Sequence[object], wanted: str) -> str | None:
    """The engine voice id for espeak-ng name ``wanted`` (``"fr-fr"``, ``"en"``), or ``None``."""
    name = wanted.split("+", 1)[0].strip().lower()
    for rule in (
        lambda v: str(v.id).lower() == name,
        lambda v: [str(x).lower() for x in (getattr(v, "languages", None) or [])][:1] == [name],
        lambda v: str(v.id).lower().rsplit("/", 1)[-1] == name,
    ):
        for voice in voices:
            if rule(voice):
                return voice.id
    return None


class Pyttsx3Backend(Backend):
    """pyttsx3 for synthesis, our own player for audio (see the module docstring).

    ``engine_factory``: returns an engine object (``pyttsx3.init`` by default; tests pass
    a fake). ``player``: audio player command (default: first found by
    ``voice.player.find_player``; ``None`` means no player, so unavailable).
    ``file_timeout``: seconds to wait for the engine's WAV after ``runAndWait`` returned.
    """

    name = "pyttsx3"

    def __init__(
        self,
        engine_factory: Callable[[], object] | None = None,
        player: Sequence[str] | None | object = AUTO,
        earcons: EarconAudio | None = None,
        file_timeout: float = 10.0,
    ) -> None:
        self._factory = engine_factory or real_engine
        self._default_factory = engine_factory is None
        self.player = find_player() if player is AUTO else player
        self.earcons = earcons if earcons is not None else EarconAudio(self.player)
        self.file_timeout = file_timeout
        self._engine: object | None = None
        self._executor = concurrent.futures.ThreadPoolExecutor(1, thread_name_prefix="pyttsx3-engine")
        self._tmp: str | None = None  # made at the first utterance (QA: a full disk at
        self._count = itertools.count()  # start-up ended the program in this constructor)

    def available(self) -> bool:
        if self.player is None:
            return False
        if self._default_factory and not sound_device_present():
            # nothing could play the WAV: never load the engine library in-process for it
            return False
        if self._default_factory:
            try:
                import pyttsx3  # noqa: F401
            except Exception:
                return False
        return True

    def begin_allowance(self, request: SpeechRequest) -> float:
        """The whole utterance is synthesized before audio starts (and the engine is
        loaded on first use): about a second plus a quarter of its spoken length."""
        return 1.0 + 0.25 * request.expected_seconds()

    # -- on the engine thread -------------------------------------------------------
    def _synthesize(self, request: SpeechRequest, path: str) -> None:
        if self._engine is None:
            self._engine = self._factory()
        engine = self._engine
        voice_id = match_voice(engine.getProperty("voices") or [], request.espeak_voice)
        if voice_id is None:
            raise VoiceNotFoundError(f"pyttsx3 has no voice {request.espeak_voice!r}")
        engine.setProperty("voice", voice_id)
        engine.setProperty("rate", request.rate)
        engine.setProperty("volume", request.volume)
        engine.save_to_file(request.text, path)  # one utterance per runAndWait (fault 1)
        engine.runAndWait()

    # -- on the chain's thread ------------------------------------------------------
    def speak(self, request: SpeechRequest, cancel: threading.Event, on_begin: Callable[[], None]) -> bool:
        if self.player is None:
            raise BackendError("no audio player found (aplay, paplay, pw-play, play or ffplay)", "reason_no_player")
        if self._tmp is None:
            try:
                self._tmp = tempfile.mkdtemp(prefix="llc-pyttsx3-")
            except OSError as exc:  # a full disk: this engine fails, the next one speaks
                raise BackendError(f"no temporary folder for its sound files: {exc}") from exc
            atexit.register(shutil.rmtree, self._tmp, True)
        path = os.path.join(self._tmp, f"utterance-{next(self._count)}.wav")
        try:
            future = self._executor.submit(self._synthesize, request, path)
            while True:
                try:
                    future.result(timeout=POLL_S)
                    break
                except concurrent.futures.TimeoutError:
                    if cancel.is_set():
                        return False
                except BackendError:
                    raise
                except Exception as exc:
                    raise BackendError(f"pyttsx3 failed: {exc!r}") from exc
            # Fault 2: runAndWait may return before the file is written.
            looks = math.ceil(self.file_timeout / POLL_S)  # counted, not read on a clock (flk70)
            while not wav_complete(path):
                if cancel.wait(POLL_S):
                    return False
                looks -= 1
                if looks < 0:
                    raise BackendError(f"pyttsx3 produced no audio within {self.file_timeout} s")
            if request.earcon is not None and not self.earcons.play(request.earcon, request.earcon_volume, cancel):
                return False
            on_begin()
            try:
                return play(path, self.player, cancel)  # faults 3 and 4
            except PlayerError as exc:
                raise BackendError(str(exc), exc.key) from exc
        finally:
            try:
                os.remove(path)
            except OSError:
                pass

    def close(self) -> None:
        self._executor.shutdown(wait=False, cancel_futures=True)

    def __repr__(self) -> str:
        return f"Pyttsx3Backend(player={self.player!r})"
