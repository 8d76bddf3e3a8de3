"""speech-dispatcher backend: the SSIP client against a small in-process fake daemon
(the real daemon here has no sound card and never finishes a message)."""

from __future__ import annotations

import io
import socket
import threading

import pytest

from tests.voice.conftest import TIMEOUT, TickClock
from voice import Speaker, Status, TextBackend, VoiceSettings
from voice.backends.base import BackendError, SpeechRequest
from voice.backends.speechd import SpeechdBackend, escape, ssip_rate
from voice.earcon_audio import EarconAudio


class FakeDaemon:
    """Accepts clients; answers SSIP commands. ``finish``: send END after BEGIN;
    otherwise BEGIN only (a hung synthesizer), and CANCEL SELF sends CANCELED.
    ``silent``: accepts connections but never answers (a wedged daemon)."""

    def __init__(self, path, finish=True, silent=False):
        self.path, self.finish, self.silent = str(path), finish, silent
        self.commands: list[str] = []
        self.texts: list[str] = []
        self.clients: list[socket.socket] = []
        self.accepted = threading.Event()
        self.gone = threading.Event()  # a client that had spoken to us went away
        self.server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self.server.bind(self.path)
        self.server.listen(8)
        self.begun = threading.Event()
        threading.Thread(target=self.accept, daemon=True).start()

    def accept(self):
        while True:
            try:
                conn, _ = self.server.accept()
            except OSError:
                return
            self.clients.append(conn)
            threading.Thread(target=self.serve, args=(conn,), daemon=True).start()

    def serve(self, conn):
        try:
            self._serve(conn)
        except OSError:  # the client went away
            pass

    def _serve(self, conn):
        f = conn.makefile("rb")
        first = f.readline()  # the availability check connects and leaves at once
        if not first:
            return
        self.accepted.set()
        if self.silent:
            while f.readline():
                pass
            self.gone.set()
            return
        pending = [first]
        msg_id, current = 0, None
        while True:
            line = pending.pop() if pending else f.readline()
            if not line:
                return
            line = line.decode().rstrip("\r\n")
            self.commands.append(line)
            if line == "SPEAK":
                conn.sendall(b"230 OK RECEIVING DATA\r\n")
                body = []
                while (part := f.readline().decode().rstrip("\r\n")) != ".":
                    body.append(part[1:] if part.startswith("..") else part)
                self.texts.append("\n".join(body))
                msg_id += 1
                current = msg_id
                conn.sendall(f"225-{msg_id}\r\n225 OK MESSAGE QUEUED\r\n".encode())
                conn.sendall(f"701-{msg_id}\r\n701-1\r\n701 BEGIN\r\n".encode())
                if self.texts[-1] != ".":  # not the first-use probe
                    self.begun.set()
                if self.finish:
                    conn.sendall(f"702-{msg_id}\r\n702-1\r\n702 END\r\n".encode())
            elif line == "CANCEL SELF":
                conn.sendall(b"210 OK CANCELED\r\n")
                conn.sendall(f"703-{current}\r\n703-1\r\n703 CANCELED\r\n".encode())
            elif line == "QUIT":
                conn.sendall(b"231 HAPPY HACKING\r\n")
                return
            else:
                conn.sendall(b"200 OK\r\n")


def backend(path, **options) -> SpeechdBackend:
    return SpeechdBackend(path, spawn=False, earcons=EarconAudio(None), **options)


def test_escape_and_rate():
    assert escape("a\n.b") == b"a\r\n..b\r\n.\r\n"
    assert (ssip_rate(175), ssip_rate(450), ssip_rate(80), ssip_rate(1000)) == (0, 100, -100, 100)


def test_speaks_with_language_rate_volume_and_events(tmp_path):
    daemon = FakeDaemon(tmp_path / "s.sock")
    b = backend(tmp_path / "s.sock")
    began = []
    assert b.speak(SpeechRequest(".Alice wins.", "fr", rate=175, volume=0.5), threading.Event(), lambda: began.append(1))
    b.close()
    assert began == [1] and daemon.texts == [".", ".Alice wins."]  # the first-use probe, then ours
    assert "SET SELF LANGUAGE fr" in daemon.commands and "SET SELF VOLUME 0" in daemon.commands
    assert "SET SELF NOTIFICATION ALL on" in daemon.commands


def test_cancel_stops_only_our_own_messages(tmp_path):
    daemon = FakeDaemon(tmp_path / "s.sock", finish=False)
    b = backend(tmp_path / "s.sock", probe=False)
    cancel, result = threading.Event(), {}
    worker = threading.Thread(target=lambda: result.setdefault("r", b.speak(SpeechRequest("Long."), cancel, lambda: None)))
    worker.start()
    assert daemon.begun.wait(TIMEOUT)
    cancel.set()
    worker.join(TIMEOUT)
    b.close()
    assert result["r"] is False and "CANCEL SELF" in daemon.commands


def test_daemon_that_never_ends_is_replaced_by_the_watchdog(tmp_path):
    FakeDaemon(tmp_path / "s.sock", finish=False)
    stream = io.StringIO()
    speaker = Speaker(VoiceSettings(), [backend(tmp_path / "s.sock"), TextBackend(stream)],
                      watchdog_base=0.3, watchdog_factor=0,
                      clock=TickClock(step=0.01))  # flk70: the watchdog on a clock of its own
    with speaker:
        entry = speaker.say("Your turn.")
        assert speaker.wait_idle(TIMEOUT)
    assert entry.status is Status.SPOKEN and "Your turn." in stream.getvalue()
    assert "speech-dispatcher failed (it never finished)" in stream.getvalue()


def test_no_daemon_is_a_clear_error(tmp_path):
    b = backend(tmp_path / "none.sock")
    assert not b.available()
    with pytest.raises(BackendError, match="cannot reach speech-dispatcher"):
        b.speak(SpeechRequest("Hi."), threading.Event(), lambda: None)


def test_daemon_that_accepts_speech_but_never_ends_fails_the_first_use_probe(tmp_path):
    FakeDaemon(tmp_path / "s.sock", finish=False)
    stream = io.StringIO()
    # default watchdogs: only the probe (1 s) can drop it before the test's patience runs out
    speaker = Speaker(VoiceSettings(), [backend(tmp_path / "s.sock"), TextBackend(stream)],
                      watchdog_base=10 * TIMEOUT, clock=lambda: 0.0)  # flk70: no watchdog fires
    with speaker:
        entry = speaker.say("Your turn.")
        assert speaker.wait_idle(TIMEOUT)
        why = speaker.chain.dead["speech-dispatcher"]
    assert entry.status is Status.SPOKEN and "Your turn." in stream.getvalue()
    assert "never finishes" in why


def test_stale_socket_file_is_unavailable(tmp_path):
    path = tmp_path / "s.sock"
    server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    server.bind(str(path))
    server.close()  # the file stays, nobody listens (a dead daemon)
    assert path.exists() and not backend(path).available()


def test_connection_is_closed_when_the_daemon_does_not_answer(tmp_path):
    daemon = FakeDaemon(tmp_path / "s.sock", silent=True)
    b = backend(tmp_path / "s.sock", reply_timeout=0.2)
    with pytest.raises(BackendError, match="did not answer"):
        b.speak(SpeechRequest("Hi."), threading.Event(), lambda: None)
    assert daemon.gone.wait(TIMEOUT)  # our socket was closed (and with it the reader thread)
    b.close()


def test_close_ends_a_connection_still_being_set_up(tmp_path):
    daemon = FakeDaemon(tmp_path / "s.sock", silent=True)
    b = backend(tmp_path / "s.sock", reply_timeout=10 * TIMEOUT)
    errors = []

    def speak():
        try:
            b.speak(SpeechRequest("Hi."), threading.Event(), lambda: None)
        except BackendError as exc:
            errors.append(exc)

    worker = threading.Thread(target=speak, daemon=True)
    worker.start()
    assert daemon.accepted.wait(TIMEOUT)
    b.close()
    worker.join(TIMEOUT)
    assert not worker.is_alive() and errors
    assert daemon.gone.wait(TIMEOUT)
