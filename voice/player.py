"""Play a WAV file through a system audio player, killably.

pyttsx3 on Linux plays with ``aplay`` through ``os.system`` and ignores the result, so a
missing player or a missing sound card is silent. Here the player is found by us, run
as a child process we can terminate (real interruption), and any non-zero exit status
or any error text is an error (``ffplay`` exits 0 when it cannot open the device).
"""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import threading
from collections.abc import Sequence
from pathlib import Path

# Candidate commands, tried in order; the WAV path is appended.
PLAYERS: tuple[tuple[str, ...], ...] = (
    ("aplay", "-q"),
    ("paplay",),
    ("pw-play",),
    ("play", "-q"),
    ("ffplay", "-nodisp", "-autoexit", "-loglevel", "error"),
)

POLL_S = 0.02  # seconds between checks of the cancel event

# stderr fragments that mean "there is no sound card / audio server".
NO_DEVICE_SIGNS = ("Unknown PCM", "cannot find card", "no default audio device", "Connection refused",
                   "Failed to open audio device", "Audio device")


class PlayerError(RuntimeError):
    """No audio player, or the player failed (the message says which and why).

    ``key``: ``"reason_no_audio_device"`` when the player found no sound card, else ``None``.
    """

    def __init__(self, message: str, key: str | None = None) -> None:
        super().__init__(message)
        self.key = key


def sound_device_present() -> bool:
    """True when an ALSA playback device or a PulseAudio/PipeWire server is reachable
    (Linux); elsewhere always True (the platform's own speech service plays)."""
    if not sys.platform.startswith("linux"):
        return True
    runtime = os.environ.get("XDG_RUNTIME_DIR", "")
    if runtime and any((Path(runtime) / name).exists() for name in ("pulse/native", "pipewire-0")):
        return True
    try:
        return any("playback" in line for line in
                   Path("/proc/asound/pcm").read_text().splitlines())
    except OSError:
        return False


def find_player() -> tuple[str, ...] | None:
    """The first installed player command from ``PLAYERS``, or ``None``."""
    for cmd in PLAYERS:
        if shutil.which(cmd[0]):
            return cmd
    return None


def play(path: str, command: Sequence[str], cancel: threading.Event | None = None) -> bool:
    """Play WAV ``path`` with ``command`` (path appended); block until done.

    Returns ``True`` when played to the end, ``False`` when ``cancel`` was set (the player
    is terminated at once). Raises ``PlayerError`` if the player is missing, exits
    non-zero, or writes anything on stderr.
    """
    try:
        proc = subprocess.Popen(
            [*command, path], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE
        )
    except OSError as exc:
        raise PlayerError(f"audio player {command[0]!r} cannot run: {exc}", "reason_no_player") from exc
    return wait_process(proc, cancel, what=f"audio player {command[0]!r}")


def wait_process(proc: subprocess.Popen, cancel: threading.Event | None, what: str) -> bool:
    """Wait for ``proc``; terminate it if ``cancel`` is set (returns ``False`` then).

    Raises ``PlayerError`` when it exits non-zero or printed an error on stderr.
    """
    while True:
        try:
            proc.wait(timeout=POLL_S)
            break
        except subprocess.TimeoutExpired:
            if cancel is not None and cancel.is_set():
                kill(proc)
                return False
    err = proc.stderr.read().decode("utf-8", "replace").strip() if proc.stderr else ""
    if proc.stderr:
        proc.stderr.close()
    if proc.returncode != 0 or err:
        last = err.splitlines()[-1] if err else exit_reason(proc.returncode)
        key = None
        if any(sign in err for sign in NO_DEVICE_SIGNS):
            last = f"no audio device ({last})"
            key = "reason_no_audio_device"
        raise PlayerError(f"{what} failed: {last}", key)
    return True


def kill(proc: subprocess.Popen) -> None:
    """Terminate ``proc`` (then kill it after 1 s) and reap it."""
    if proc.poll() is None:
        proc.terminate()
        try:
            proc.wait(timeout=1.0)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
    if proc.stderr:
        proc.stderr.close()


def exit_reason(returncode: int) -> str:
    """A child process's exit status as words: ``"exit status 3"``, or for a process a
    signal stopped (``returncode`` −N) its name and meaning, e.g. ``"stopped by SIGXFSZ
    (File size limit exceeded)"`` (QA: a full file system said "exit status -25")."""
    if returncode < 0:
        try:
            sig = signal.Signals(-returncode)
        except ValueError:
            return f"stopped by signal {-returncode}"
        return f"stopped by {sig.name} ({signal.strsignal(sig)})"
    return f"exit status {returncode}"
