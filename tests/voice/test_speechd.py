"""speech-dispatcher backend: the SSIP client against a small in-process fake daemon
(the real daemon here has no sound card and never finishes a message)."""

from __future__ import annotations

import io
import socket
import threading

import pytest

from tests.voice.conftest import TIMEOUT
from voice import Speaker, Status, TextBackend, VoiceSettings
from voice.backends.base import BackendError, SpeechRequest
from voice.backends.speechd import SpeechdBackend, escape, ssip_rate
from voice.earcon_audio import EarconAudio


class FakeDaemon:
    """Accepts one client; answers SSIP commands. ``finish``: send END after BEGIN;
    otherwise BEGIN only (a hung synthesizer), and CANCEL SELF sends CANCELED."""

    def __init__(self, path, finish=True):
        self.path, self.finish = str(path), finish
        self.commands: list[str] = []
        self.texts: list[str] = []
        self.server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self.server.bind(self.path)
        self.server.listen(1)
        self.begun = threading.Event()
        threading.Thread(target=self.serve, daemon=True).start()

    def serve(self):
        try:
            self._serve()
        except OSError:  # the client went away
            pass

    def _serve(self):
        conn, _ = self.server.accept()
        f = conn.makefile("rb")
        msg_id, current = 0, None
        while True:
            line = f.readline()
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


def backend(path) -> SpeechdBackend:
    return SpeechdBackend(path, spawn=False, earcons=EarconAudio(None))


def test_escape_and_rate():
    assert escape("a\n.b") == b"a\r\n..b\r\n.\r\n"
    assert (ssip_rate(175), ssip_rate(450), ssip_rate(80), ssip_rate(1000)) == (0, 100, -100, 100)


def test_speaks_with_language_rate_volume_and_events(tmp_path):
    daemon = FakeDaemon(tmp_path / "s.sock")
    b = backend(tmp_path / "s.sock")
    began = []
    assert b.speak(SpeechRequest(".Alice wins.", "fr", rate=175, volume=0.5), threading.Event(), lambda: began.append(1))
    b.close()
    assert began == [1] and daemon.texts == [".Alice wins."]
    assert "SET SELF LANGUAGE fr" in daemon.commands and "SET SELF VOLUME 0" in daemon.commands
    assert "SET SELF NOTIFICATION ALL on" in daemon.commands


def test_cancel_stops_only_our_own_messages(tmp_path):
    daemon = FakeDaemon(tmp_path / "s.sock", finish=False)
    b = backend(tmp_path / "s.sock")
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
                      watchdog_base=0.3, watchdog_factor=0)
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
