"""A backend that records everything said into one WAV file instead of playing it.

For the demo on a machine without a sound card and for sharing a session: plug it in
as the first backend (``Speaker(settings, [WavRecorderBackend(path), TextBackend()])``).
The file is rewritten after each utterance, so it is always a valid WAV.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path

import numpy as np

from voice import earcons
from voice.backends.base import Backend, SpeechRequest
from voice.backends.espeak import COMMAND, SAMPLE_RATE, synthesize
from voice.wavfile import write_wav


class WavRecorderBackend(Backend):
    """Synthesizes with ``espeak-ng -w`` and appends to ``path`` (22050 Hz mono 16-bit),
    with ``gap`` seconds of silence between utterances. Raises ``BackendError`` (via the
    chain: falls through) when espeak-ng fails."""

    name = "wav-file"

    def __init__(self, path: Path | str, gap: float = 0.25, command: str = COMMAND) -> None:
        self.path = Path(path)
        self.gap = gap
        self.command = command
        self._pieces: list[np.ndarray] = []

    def speak(self, request: SpeechRequest, cancel: threading.Event, on_begin: Callable[[], None]) -> bool:
        new: list[np.ndarray] = []
        if request.earcon is not None:
            new.append(earcons.samples(request.earcon, request.earcon_volume))
        new.append(synthesize(request, self.command))
        if cancel.is_set():
            return False
        on_begin()
        silence = np.zeros(int(round(self.gap * SAMPLE_RATE)), dtype=np.int16)
        for piece in new:
            if self._pieces:
                self._pieces.append(silence)
            self._pieces.append(piece)
        write_wav(self.path, np.concatenate(self._pieces))
        return True

    def __repr__(self) -> str:
        return f"WavRecorderBackend({str(self.path)!r})"
