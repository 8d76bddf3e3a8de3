"""The text channel: prints announcements to a stream. The last fallback; never fails."""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable
from typing import TextIO

from voice.backends.base import Backend, SpeechRequest

EARCON_MARKS = {
    "your_turn": "(♪ your turn)",
    "card_read": "(♪ card)",
    "check_failed": "(♪ check failed)",
    "round_won": "(♪ round won)",
    "player_out": "(♪ out)",
    "error": "(♪ error)",
}


class TextBackend(Backend):
    """Writes each announcement as one line on ``stream`` (default ``sys.stdout``).

    Also used for the voice layer's own error reports (``report``). A broken stream is
    ignored: the game goes on.
    """

    name = "text"

    def __init__(self, stream: TextIO | None = None, *, earcon_marks: bool = True) -> None:
        self._stream = stream
        self._earcon_marks = earcon_marks
        self._lock = threading.Lock()

    @property
    def stream(self) -> TextIO:
        return self._stream if self._stream is not None else sys.stdout

    def write_line(self, line: str) -> None:
        """Write one line and flush; swallow errors of a closed or broken stream."""
        with self._lock:
            try:
                self.stream.write(line + "\n")
                self.stream.flush()
            except (OSError, ValueError):
                pass

    def report(self, message: str) -> None:
        """A voice-layer problem, on the text channel, marked as such."""
        self.write_line(f"[voice] {message}")

    def speak(self, request: SpeechRequest, cancel: threading.Event, on_begin: Callable[[], None]) -> bool:
        on_begin()
        mark = EARCON_MARKS.get(request.earcon.value, "") if request.earcon and self._earcon_marks else ""
        self.write_line(f"{mark} {request.text}".strip() if mark else request.text)
        return True

    def __repr__(self) -> str:
        return f"TextBackend(stream={self._stream!r})"
