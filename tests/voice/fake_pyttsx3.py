"""Fake pyttsx3 engines, each reproducing one known fault of pyttsx3 on Linux, so the
tests can prove the wrapper (``voice.backends.pyttsx3_backend``) hides it.

Audio is a tone whose length encodes the text (``SAMPLES_PER_CHAR`` per character),
so a test can tell which text a WAV file holds.
"""

from __future__ import annotations

import threading
import wave
from dataclasses import dataclass, field

import numpy as np

SAMPLES_PER_CHAR = 100
RATE = 22050


@dataclass
class FakeVoice:
    id: str
    name: str
    languages: list = field(default_factory=list)


VOICES = [FakeVoice("gmw/en-us", "English (America)", ["en-us"]), FakeVoice("roa/fr", "French", ["fr-fr"]),
          FakeVoice("roa/es", "Spanish", ["es"])]


def tone_for(text: str) -> np.ndarray:
    n = SAMPLES_PER_CHAR * len(text)
    return (np.sin(np.arange(n) * 2 * np.pi * 440 / RATE) * 8000).astype(np.int16)


def write_tone(path: str, text: str) -> None:
    with wave.open(path, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(tone_for(text).tobytes())


class KeepsOnlyLast:
    """Fault 1: several say()/save_to_file() before runAndWait() keep only the last.
    Fault 3: stop() does nothing. Fault 4: say() "plays" with a missing aplay: nothing
    happens and nobody is told."""

    def __init__(self) -> None:
        self.properties = {"rate": 200, "volume": 1.0, "voice": "gmw/en"}
        self.pending: tuple[str, str | None] | None = None
        self.run_count = 0
        self.stop_count = 0
        self.played_by_engine: list[str] = []

    def getProperty(self, name):
        return VOICES if name == "voices" else self.properties[name]

    def setProperty(self, name, value):
        self.properties[name] = value

    def say(self, text, name=None):
        self.pending = (text, None)  # overwrites: only the last survives

    def save_to_file(self, text, path, name=None):
        self.pending = (text, path)

    def stop(self):
        self.stop_count += 1  # no effect at all

    def runAndWait(self):
        self.run_count += 1
        pending, self.pending = self.pending, None
        if pending is None:
            return
        text, path = pending
        if path is None:
            return  # os.system("aplay …") with no aplay: silently nothing
        write_tone(path, text)


class ReturnsEarly(KeepsOnlyLast):
    """Fault 2: runAndWait() returns before the audio exists; the file appears later
    (written in pieces, as a real driver would) once ``go`` is set."""

    def __init__(self) -> None:
        super().__init__()
        self.go = threading.Event()
        self.returned = threading.Event()

    def runAndWait(self):
        self.run_count += 1
        pending, self.pending = self.pending, None
        if pending is None:
            return
        text, path = pending

        def later():
            self.go.wait(20)
            with wave.open(path, "wb") as out:  # header first, frames after
                out.setnchannels(1)
                out.setsampwidth(2)
                out.setframerate(RATE)
                data = tone_for(text).tobytes()
                out.writeframesraw(data[: len(data) // 2])
                out.writeframes(data[len(data) // 2:])

        threading.Thread(target=later, daemon=True).start()
        self.returned.set()


class Hangs(KeepsOnlyLast):
    """runAndWait() never returns (until ``release``)."""

    def __init__(self) -> None:
        super().__init__()
        self.release = threading.Event()

    def runAndWait(self):
        self.release.wait(20)


class Throws(KeepsOnlyLast):
    def runAndWait(self):
        raise RuntimeError("driver exploded")
