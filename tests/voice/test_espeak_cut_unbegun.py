"""A line the voice cut before espeak-ng started it (a question the next card made moot
while its engine was starting: flaky52, flaky49) never starts espeak-ng: started, its
first audio could come out before its first poll of the cut (``POLL_S``, later under
load) killed it."""
import stat
import threading

from voice.backends.base import SpeechRequest
from voice.backends.espeak import EspeakBackend


def test_a_line_cut_before_it_began_never_starts_espeak(tmp_path):
    ran = tmp_path / "ran"
    fake = tmp_path / "espeak-ng"  # notes that it ran, reads its text, "says" it
    fake.write_text(f"#!/bin/sh\ntouch '{ran}'\ncat > /dev/null\n")
    fake.chmod(fake.stat().st_mode | stat.S_IXUSR)
    cut = threading.Event()
    cut.set()
    begun = []
    said = EspeakBackend(command=str(fake)).speak(
        SpeechRequest("Was that Bob's hand?"), cut, lambda: begun.append(True))
    assert (said, begun, ran.exists()) == (False, [], False)
