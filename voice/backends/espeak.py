"""espeak-ng driven directly: the command plays through its own audio output and is
killed mid-utterance for real interruption; also synthesis to WAV (``-w``).

On a machine without a sound card espeak-ng prints ALSA errors and still exits 0, so
any error text on stderr counts as a failure (the chain then falls through).
"""

from __future__ import annotations

import functools
import os
import shutil
import subprocess
import tempfile
import threading
import wave
from collections.abc import Callable, Sequence

import numpy as np

from voice.backends.base import Backend, BackendError, SpeechRequest, VoiceNotFoundError
from voice.earcon_audio import EarconAudio
from voice.player import PlayerError, exit_reason, kill, wait_process

COMMAND = "espeak-ng"
SAMPLE_RATE = 22050  # Hz; espeak-ng's WAV output is mono 16-bit at this rate
VOICE_MISSING = "voice does not exist"  # in espeak-ng's stderr for an unknown -v voice


def amplitude(volume: float) -> int:
    """espeak-ng ``-a`` amplitude (0..200, 100 is normal) for a 0..1 volume."""
    return int(round(max(0.0, min(1.0, volume)) * 100))


def command_args(request: SpeechRequest, command: str = COMMAND) -> list[str]:
    """The espeak-ng argument list for ``request`` (text goes on stdin)."""
    return [command, "-v", request.espeak_voice, "-s", str(request.rate), "-a", str(amplitude(request.volume))]


@functools.lru_cache(maxsize=4)
def list_voices(command: str = COMMAND) -> frozenset[str]:
    """Lower-case names accepted by ``espeak-ng -v`` (languages, voice names, files).

    Empty if espeak-ng is missing.
    """
    try:
        out = subprocess.run([command, "--voices"], capture_output=True, text=True, timeout=10).stdout
    except (OSError, subprocess.SubprocessError):
        return frozenset()
    names: set[str] = set()
    for line in out.splitlines()[1:]:
        cols = line.split()
        if len(cols) >= 5:
            names.update({cols[1].lower(), cols[3].lower(), cols[4].lower(), cols[4].rsplit("/", 1)[-1].lower()})
    return frozenset(names)


def voice_exists(voice: str, command: str = COMMAND) -> bool:
    """Whether espeak-ng knows ``voice`` (a variant after ``+`` is not checked)."""
    return voice.split("+", 1)[0].strip().lower() in list_voices(command)


#: Seconds ``espeak-ng -w`` may take to synthesize one line (:func:`synthesize`) before it
#: is taken as hung (a ``BackendError``).
SYNTH_TIMEOUT_S = 60.0


def synthesize(request: SpeechRequest, command: str = COMMAND,
               timeout: float = SYNTH_TIMEOUT_S) -> np.ndarray:
    """Speech for ``request.text`` as mono ``int16`` samples at ``SAMPLE_RATE`` Hz.

    Uses ``espeak-ng -w``. Raises ``BackendError`` if espeak-ng is missing, fails, reports
    an error (e.g. unknown voice) or takes longer than ``timeout`` seconds.
    """
    with tempfile.TemporaryDirectory(prefix="llc-voice-") as tmp:
        path = os.path.join(tmp, "speech.wav")
        try:
            proc = subprocess.run(
                [*command_args(request, command), "-w", path],
                input=request.text.encode("utf-8", "replace"),
                capture_output=True,
                timeout=timeout,
            )
        except FileNotFoundError as exc:
            raise BackendError(f"{command} is not installed (apt-get install espeak-ng)", "reason_not_installed") from exc
        except subprocess.TimeoutExpired as exc:
            raise BackendError(f"{command} took more than {timeout} s to synthesize") from exc
        err = proc.stderr.decode("utf-8", "replace").strip()
        if proc.returncode != 0 or err or not os.path.exists(path):
            if VOICE_MISSING in err:
                raise VoiceNotFoundError(f"{command} has no voice {request.espeak_voice!r}")
            raise BackendError(f"{command} failed: {err or exit_reason(proc.returncode)}")
        with wave.open(path, "rb") as wav:
            if wav.getnchannels() != 1 or wav.getsampwidth() != 2:
                raise BackendError(f"{command} wrote an unexpected WAV format")
            data = np.frombuffer(wav.readframes(wav.getnframes()), dtype="<i2").astype(np.int16)
            rate = wav.getframerate()
    if rate != SAMPLE_RATE:
        from voice.wavfile import resample

        data = resample(data, rate, SAMPLE_RATE)
    return data


class EspeakBackend(Backend):
    """espeak-ng's own audio output, one process per utterance, terminated on cancel.

    ``on_begin`` fires when the process has started (espeak-ng gives no audio event).
    Earcons are played first through a system player when one works.
    ``audio_command``: instead of espeak-ng's own output, pipe ``espeak-ng --stdout``
    (a WAV stream) into this command (e.g. ``["aplay", "-q"]``, or ``paplay`` for a
    given sink); both processes are killed on cancel.
    """

    name = "espeak-ng"

    def __init__(
        self,
        command: str = COMMAND,
        earcons: EarconAudio | None = None,
        audio_command: Sequence[str] | None = None,
    ) -> None:
        self.command = command
        self.earcons = earcons if earcons is not None else EarconAudio()
        self.audio_command = list(audio_command) if audio_command else None
        #: the processes this backend started that may still run (utterances, checks)
        self._procs: set[subprocess.Popen] = set()
        self._procs_lock = threading.Lock()
        #: set by :meth:`close`: a process started after it is killed at once
        self._closed = False

    def available(self) -> bool:
        return shutil.which(self.command) is not None

    def responsive(self, timeout: float) -> bool:
        """``espeak-ng -q`` (synthesis, no audio) of one word ends within ``timeout`` s. The
        check is killed when it takes longer, or by :meth:`close` (QA12 F13: a check still
        running when the program ended was left behind). Raises ``BackendError`` when
        espeak-ng cannot run or exits with an error (a failure, not a hang: QA29 H3)."""
        try:
            proc = subprocess.Popen([self.command, "-q", "a"], stdin=subprocess.DEVNULL,
                                    stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        except FileNotFoundError as exc:
            raise BackendError(f"{self.command} is not installed", "reason_not_installed") from exc
        except OSError as exc:
            raise BackendError(f"{self.command} cannot run: {exc}") from exc
        self._track(proc)
        try:
            err = proc.communicate(timeout=timeout)[1].decode("utf-8", "replace").strip()
        except subprocess.TimeoutExpired:
            return False
        finally:
            self._track(proc, False)
            _kill_now(proc)
            proc.stderr.close()
        if proc.returncode != 0 and not self._closed:  # not the kill of close()
            last = err.splitlines()[-1] if err else exit_reason(proc.returncode)
            raise BackendError(f"{self.command} failed: {last}")
        return proc.returncode == 0

    def _track(self, proc: subprocess.Popen, running: bool = True) -> None:
        with self._procs_lock:
            (self._procs.add if running else self._procs.discard)(proc)
            closed = self._closed
        if running and closed:
            # started while the backend was being closed (between Popen and here): it
            # would outlive the program
            _kill_now(proc)

    def close(self) -> None:
        """Kill (SIGKILL) the processes still running: a :meth:`responsive` check, or an
        utterance whose engine ignores SIGTERM, which :meth:`speak`'s own kill would end
        only a second later, after the program has quit (QA12 F13: such processes were
        left behind once quitting stopped waiting for a hung engine). A process started
        after (or while) closing is killed as soon as it is started."""
        with self._procs_lock:
            self._closed = True
            procs = list(self._procs)
        for proc in procs:
            _kill_now(proc)

    def speak(self, request: SpeechRequest, cancel: threading.Event, on_begin: Callable[[], None]) -> bool:
        if request.earcon is not None and not self.earcons.play(request.earcon, request.earcon_volume, cancel):
            if cancel.is_set():
                return False
        if cancel.is_set():  # cut before it started (a moot question): no audio at all,
            return False  # not espeak-ng started then killed at its first poll (flaky52)
        args = command_args(request, self.command)
        piped = self.audio_command is not None
        try:
            proc = subprocess.Popen(
                [*args, "--stdout"] if piped else args,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE if piped else subprocess.DEVNULL,
                stderr=subprocess.PIPE,
            )
        except OSError as exc:
            raise BackendError(f"{self.command} cannot run: {exc}") from exc
        self._track(proc)
        sink = None
        if piped:
            try:
                sink = subprocess.Popen(self.audio_command, stdin=proc.stdout, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
                self._track(sink)
            except OSError as exc:
                kill(proc)
                self._track(proc, False)
                raise BackendError(f"audio command {self.audio_command[0]!r} cannot run: {exc}") from exc
            finally:
                proc.stdout.close()  # the sink owns the pipe now
        on_begin()
        try:
            assert proc.stdin is not None
            proc.stdin.write(request.text.encode("utf-8", "replace"))
            proc.stdin.close()
        except OSError:  # died at once (e.g. broken audio): its stderr says why below
            try:
                proc.stdin.close()
            except OSError:
                pass
        try:
            if sink is None:
                return wait_process(proc, cancel, what=self.command)
            try:
                finished = wait_process(sink, cancel, what=f"audio command {self.audio_command[0]!r}")
            finally:
                if sink.returncode is None or cancel.is_set():
                    kill(proc)
            return finished and wait_process(proc, cancel, what=self.command)
        except PlayerError as exc:
            if VOICE_MISSING in str(exc):
                raise VoiceNotFoundError(f"{self.command} has no voice {request.espeak_voice!r}") from exc
            raise BackendError(str(exc), exc.key) from exc
        finally:
            kill(proc)
            self._track(proc, False)
            if sink is not None:
                self._track(sink, False)

    def __repr__(self) -> str:
        return f"EspeakBackend(command={self.command!r})"


def _kill_now(proc: subprocess.Popen) -> None:
    """SIGKILL ``proc`` if it still runs, and reap it (a check has no audio to stop)."""
    if proc.poll() is None:
        try:
            proc.kill()
        except OSError:
            pass
        proc.wait()
