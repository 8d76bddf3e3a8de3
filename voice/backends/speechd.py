"""speech-dispatcher (Linux's speech service), spoken to directly over SSIP.

A small client of the Speech Synthesis Interface Protocol on the daemon's unix socket:
our own messages only (``CANCEL SELF`` interrupts us, not the user's screen reader),
with begin / end / cancel notifications. A daemon that never sends END (e.g. no sound
card) is caught by the chain's watchdog.
"""

from __future__ import annotations

import math
import os
import queue
import shutil
import socket
import subprocess
import threading
import time
from collections.abc import Callable
from pathlib import Path

from voice.backends.base import Backend, BackendError, SpeechRequest
from voice.earcon_audio import EarconAudio

POLL_S = 0.02  # seconds
REPLY_TIMEOUT = 2.0  # seconds to wait for a command reply
CONNECT_TIMEOUT = 0.2  # seconds for the availability check's connect()
SPAWN_LOOKS = 60  # looks, 50 ms apart (3 s), for the socket of a daemon just spawned
PROBE_TIMEOUT = 1.0  # seconds the first-use probe has to BEGIN and END
CLOSED = ("000", ["connection closed"])


def socket_path() -> Path:
    """The daemon's socket: ``$SPEECHD_ADDRESS`` (``unix_socket:/path``), then
    ``$XDG_RUNTIME_DIR/speech-dispatcher/speechd.sock``, then
    ``~/.cache/speech-dispatcher/speechd.sock``."""
    address = os.environ.get("SPEECHD_ADDRESS", "")
    if address.startswith("unix_socket:") and len(address) > len("unix_socket:"):
        return Path(address.split(":", 1)[1])
    runtime = os.environ.get("XDG_RUNTIME_DIR")
    if runtime and (Path(runtime) / "speech-dispatcher/speechd.sock").exists():
        return Path(runtime) / "speech-dispatcher/speechd.sock"
    return Path.home() / ".cache/speech-dispatcher/speechd.sock"


def ssip_rate(wpm: int) -> int:
    """SSIP rate (-100..100, 0 = the module's default of about 175 wpm) for ``wpm``."""
    if wpm >= 175:
        return min(100, round((wpm - 175) / (450 - 175) * 100))
    return max(-100, round((wpm - 175) / (175 - 80) * 100))


def escape(text: str) -> bytes:
    """SSIP message body: CRLF lines, a line starting with '.' doubled, '.' terminator."""
    lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    body = "\r\n".join("." + line if line.startswith(".") else line for line in lines)
    return (body + "\r\n.\r\n").encode("utf-8", "replace")


class SSIPConnection:
    """One SSIP connection: a reader thread sorts replies (1xx-6xx) from events (7xx)."""

    def __init__(self, path: Path, timeout: float = REPLY_TIMEOUT) -> None:
        self.timeout = timeout
        self._sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        try:
            self._sock.settimeout(timeout)
            self._sock.connect(str(path))
            self._sock.settimeout(None)
        except OSError:
            self._sock.close()
            raise
        self._file = self._sock.makefile("rb")
        self.replies: queue.Queue = queue.Queue()
        self.events: queue.Queue = queue.Queue()
        self._lock = threading.Lock()
        self.closed = False
        self.reader = threading.Thread(target=self._read, name="ssip-reader", daemon=True)
        self.reader.start()

    def _read(self) -> None:
        lines: list[str] = []
        try:
            for raw in self._file:
                line = raw.decode("utf-8", "replace").rstrip("\r\n")
                lines.append(line[4:])
                if len(line) >= 4 and line[3] == " ":
                    code = line[:3]
                    (self.events if code.startswith("7") else self.replies).put((code, lines))
                    lines = []
        except (OSError, ValueError):
            pass
        self.closed = True
        self.replies.put(CLOSED)
        self.events.put(CLOSED)

    def send(self, data: bytes, expect: str) -> list[str]:
        """Send raw ``data``; return the reply lines. Raises ``BackendError`` on an
        unexpected code, a timeout or a closed connection."""
        try:
            self._sock.sendall(data)
        except OSError as exc:
            raise BackendError(f"speech-dispatcher connection lost: {exc}", "reason_no_answer") from exc
        try:
            code, lines = self.replies.get(timeout=self.timeout)
        except queue.Empty:
            raise BackendError("speech-dispatcher did not answer", "reason_no_answer") from None
        if not code.startswith(expect):
            raise BackendError(f"speech-dispatcher said {code} {' '.join(lines)}")
        return lines

    def command(self, line: str, expect: str = "2") -> list[str]:
        with self._lock:
            return self.send(line.encode("utf-8") + b"\r\n", expect)

    def speak(self, text: str) -> str:
        """Queue ``text``; returns the message id."""
        with self._lock:
            self.send(b"SPEAK\r\n", "230")
            lines = self.send(escape(text), "225")
        return lines[0] if lines else ""

    def close(self) -> None:
        """Say QUIT (best effort), shut the socket down (the reader thread then ends) and
        close it. Idempotent, also after the daemon closed the connection."""
        if getattr(self, "_closing", False):
            return
        self._closing = True
        if not self.closed:
            try:
                self._sock.settimeout(0.2)
                self._sock.sendall(b"QUIT\r\n")
            except OSError:
                pass
        self.closed = True
        try:
            self._sock.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass
        self._sock.close()
        try:
            self._file.close()
        except (OSError, ValueError):
            pass


class SpeechdBackend(Backend):
    """speech-dispatcher over SSIP; see the module docstring.

    ``path``: socket path (default ``socket_path()``); ``spawn``: start the daemon with
    ``speech-dispatcher --spawn`` if the socket is missing. ``reply_timeout``: seconds
    to wait for each command's reply. ``probe``: on each new connection, say ``"."`` at
    volume 0 first and require its END within ``PROBE_TIMEOUT`` seconds, so a daemon
    that accepts speech but never finishes it (no sound card) is dropped at once
    instead of after the long watchdog. A socket that refuses connections is
    unavailable (skipped silently); the connection is closed on any failure and by
    ``close()``, even while it is being set up.
    """

    name = "speech-dispatcher"

    def __init__(
        self,
        path: Path | str | None = None,
        spawn: bool = True,
        earcons: EarconAudio | None = None,
        *,
        reply_timeout: float = REPLY_TIMEOUT,
        probe: bool = True,
    ):
        self.path = Path(path) if path is not None else None
        self.spawn = spawn
        self.earcons = earcons if earcons is not None else EarconAudio()
        self.reply_timeout = reply_timeout
        self.probe = probe
        self._conn: SSIPConnection | None = None
        self._conn_lock = threading.Lock()

    def _path(self) -> Path:
        return self.path if self.path is not None else socket_path()

    def available(self) -> bool:
        path = self._path()
        if path.exists():
            return _accepts(path)
        return self.spawn and shutil.which("speech-dispatcher") is not None

    def _connect(self) -> SSIPConnection:
        with self._conn_lock:
            if self._conn is not None and not self._conn.closed:
                return self._conn
            if self._conn is not None:
                self._conn.close()
                self._conn = None
        path = self._path()
        if not path.exists() and self.spawn and shutil.which("speech-dispatcher"):
            subprocess.run(["speech-dispatcher", "--spawn"], capture_output=True, timeout=10)
            for _ in range(SPAWN_LOOKS):  # counted, not read on a clock (flk70)
                if path.exists():
                    break
                time.sleep(0.05)
        try:
            conn = SSIPConnection(path, self.reply_timeout)
        except OSError as exc:
            raise BackendError(f"cannot reach speech-dispatcher at {path}: {exc}", "reason_no_answer") from exc
        with self._conn_lock:
            self._conn = conn  # close() can end it even while we set it up
        try:
            user = os.environ.get("USER", "user")
            conn.command(f"SET SELF CLIENT_NAME {user}:lovecraft-letter-companion:voice")
            conn.command("SET SELF NOTIFICATION ALL on")
            conn.command("SET SELF PRIORITY message")
            if self.probe:
                self._probe(conn)
        except BaseException:
            conn.close()
            with self._conn_lock:
                if self._conn is conn:
                    self._conn = None
            raise
        return conn

    def _probe(self, conn: SSIPConnection) -> None:
        """Say "." at volume 0; raise ``BackendError`` unless it ends within PROBE_TIMEOUT."""
        conn.command("SET SELF VOLUME -100")
        msg_id = conn.speak(".")
        for _ in range(math.ceil(PROBE_TIMEOUT / POLL_S)):  # counted, not read on a clock (flk70)
            try:
                code, lines = conn.events.get(timeout=POLL_S)
            except queue.Empty:
                continue
            if (code, lines) == CLOSED:
                raise BackendError("speech-dispatcher closed the connection", "reason_no_answer")
            if lines and lines[0] == msg_id and code in ("702", "703"):
                return
        raise BackendError("speech-dispatcher accepts speech but never finishes it", "reason_never_finished")

    def speak(self, request: SpeechRequest, cancel: threading.Event, on_begin: Callable[[], None]) -> bool:
        conn = self._connect()
        while not conn.events.empty():  # forget events of earlier messages
            conn.events.get_nowait()
        conn.command(f"SET SELF LANGUAGE {request.language}")
        conn.command(f"SET SELF RATE {ssip_rate(request.rate)}")
        conn.command(f"SET SELF VOLUME {round(request.volume * 200 - 100)}")
        if request.earcon is not None and not self.earcons.play(request.earcon, request.earcon_volume, cancel):
            return False
        msg_id = conn.speak(request.text)
        while True:
            if cancel.is_set():
                conn.command("CANCEL SELF")
                return False
            try:
                code, lines = conn.events.get(timeout=POLL_S)
            except queue.Empty:
                continue
            if (code, lines) == CLOSED:
                raise BackendError("speech-dispatcher closed the connection")
            if lines and lines[0] != msg_id:
                continue
            if code == "701":
                on_begin()
            elif code == "702":
                return True
            elif code == "703":
                return False

    def close(self) -> None:
        with self._conn_lock:
            conn, self._conn = self._conn, None
        if conn is not None:
            conn.close()

    def __repr__(self) -> str:
        return f"SpeechdBackend(path={self.path!r})"


def _accepts(path: Path) -> bool:
    """Whether something listens on unix socket ``path`` (a stale socket file left by a
    dead daemon refuses the connection). Takes at most ``CONNECT_TIMEOUT`` seconds."""
    probe = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    probe.settimeout(CONNECT_TIMEOUT)
    try:
        probe.connect(str(path))
        return True
    except OSError:
        return False
    finally:
        probe.close()
