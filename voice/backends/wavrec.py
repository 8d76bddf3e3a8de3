"""A backend that records everything said into one WAV file instead of playing it.

For the demo on a machine without a sound card and for sharing a session: plug it in
as the first backend (``Speaker(settings, [WavRecorderBackend(path), TextBackend()])``).
Each utterance is appended (only the new frames are written and the header's sizes
patched), so the cost per utterance does not grow with the recording and the file is a
valid WAV after every utterance.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path

import numpy as np

from voice import earcons
from voice.backends.base import Backend, SpeechRequest
from voice.backends.espeak import COMMAND, SAMPLE_RATE, SYNTH_TIMEOUT_S, synthesize
from voice.wavfile import WavAppender


class WavRecorderBackend(Backend):
    """Synthesizes with ``espeak-ng -w`` and appends to ``path`` (22050 Hz mono 16-bit),
    with ``gap`` seconds of silence between utterances. Raises ``BackendError`` (via the
    chain: falls through) when espeak-ng fails."""

    name = "wav-file"

    def __init__(self, path: Path | str, gap: float = 0.25, command: str = COMMAND) -> None:
        self.path = Path(path)
        self.gap = gap
        self.command = command
        self._file: WavAppender | None = None  # created at the first utterance

    def speak(self, request: SpeechRequest, cancel: threading.Event, on_begin: Callable[[], None]) -> bool:
        new: list[np.ndarray] = []
        if request.earcon is not None:
            new.append(earcons.samples(request.earcon, request.earcon_volume))
        new.append(synthesize(request, self.command))
        if cancel.is_set():
            return False
        on_begin()
        silence = np.zeros(int(round(self.gap * SAMPLE_RATE)), dtype=np.int16)
        if self._file is None:
            self._file = WavAppender(self.path, SAMPLE_RATE)
        pieces: list[np.ndarray] = []
        for piece in new:
            if pieces or self._file.frames:
                pieces.append(silence)
            pieces.append(piece)
        self._file.append(np.concatenate(pieces))
        return True

    def begin_allowance(self, request: SpeechRequest) -> float:
        """The utterance is synthesized to the end before it counts as begun: a recording
        has no listener waiting, so it fails when espeak-ng fails or passes its own
        :data:`~voice.backends.espeak.SYNTH_TIMEOUT_S` (a ``BackendError``), never because
        a busy machine synthesizes slower than the chain's start timeout (fresh QA64 L5:
        under load, every demo fell back to text after its first lines, its WAV cut)."""
        return SYNTH_TIMEOUT_S + 1.0 + 0.25 * request.expected_seconds()

    def __repr__(self) -> str:
        return f"WavRecorderBackend({str(self.path)!r})"
