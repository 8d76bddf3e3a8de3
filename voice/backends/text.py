"""The text channel: prints announcements to a stream. The last fallback; never fails."""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable
from typing import TextIO

from voice.backends.base import Backend, BackendError, SpeechRequest

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

    Also used for the voice layer's own error reports (``report``). A stream that cannot
    encode a character (an ASCII or Latin-1 terminal, a lone surrogate) gets a
    replacement character instead; a closed or broken stream is replaced by
    ``sys.__stderr__`` for that line. Only when no stream took the line does ``speak``
    raise ``BackendError`` (the announcement is then marked failed); the chain never
    drops this backend (``fallible = False``).
    """

    name = "text"
    fallible = False

    def __init__(self, stream: TextIO | None = None, *, earcon_marks: bool = True) -> None:
        self._stream = stream
        self._earcon_marks = earcon_marks
        self._lock = threading.Lock()

    @property
    def stream(self) -> TextIO:
        return self._stream if self._stream is not None else sys.stdout

    def write_line(self, line: str) -> bool:
        """Write one line and flush; ``True`` if some stream took it (see the class)."""
        line = str(line) + "\n"
        with self._lock:
            main = self.stream
            if _write(main, line):
                return True
            spare = sys.__stderr__
            return spare is not None and spare is not main and _write(spare, line)

    def bell(self) -> None:
        """Ring the terminal bell (BEL, no new line) on the stream: the audible sign that
        the speech engine is dead and a line is only written (QA34 F1)."""
        with self._lock:
            _write(self.stream, "\a")

    def report(self, message: str) -> None:
        """A voice-layer problem, on the text channel, marked as such."""
        self.write_line(f"[voice] {message}")

    def speak(self, request: SpeechRequest, cancel: threading.Event, on_begin: Callable[[], None]) -> bool:
        on_begin()
        mark = EARCON_MARKS.get(getattr(request.earcon, "value", ""), "") if request.earcon and self._earcon_marks else ""
        if not self.write_line(f"{mark} {request.text}".strip() if mark else request.text):
            raise BackendError("no text stream could be written")
        return True

    def __repr__(self) -> str:
        return f"TextBackend(stream={self._stream!r})"


def _write(stream: TextIO | None, text: str) -> bool:
    """Write ``text`` to ``stream`` and flush; characters the stream cannot encode are
    replaced. ``False`` if the stream is closed, broken or missing."""
    if stream is None:
        return False
    try:
        try:
            stream.write(text)
        except UnicodeEncodeError:
            encoding = getattr(stream, "encoding", None) or "ascii"
            stream.write(text.encode(encoding, "replace").decode(encoding, "replace"))
        stream.flush()
        return True
    except (OSError, ValueError, LookupError, AttributeError, TypeError):
        return False
