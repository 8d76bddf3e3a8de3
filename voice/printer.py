"""Printing off the caller's thread: lines for the text channel go through a small queue
and one printer thread, so ``Speaker.say`` never waits for a slow terminal (a braille
display, a remote shell, a paused pager)."""

from __future__ import annotations

import queue
import threading

from voice.backends.text import TextBackend

_STOP = object()


class Printer:
    """Writes lines to ``text`` (a ``TextBackend``) from its own daemon thread, in order.

    ``line`` and ``report`` return at once. ``drain(timeout)`` waits (seconds) until
    everything given so far is written; ``close(timeout)`` drains and ends the thread.
    After ``close`` lines are written directly, on the caller's thread.
    """

    def __init__(self, text: TextBackend) -> None:
        self.text = text
        self._queue: queue.SimpleQueue = queue.SimpleQueue()
        self._pending = 0
        self._cond = threading.Condition()
        self._closed = False
        self._thread = threading.Thread(target=self._run, name="voice-printer", daemon=True)
        self._thread.start()

    def line(self, text: str) -> None:
        """Print ``text`` as one line on the text channel."""
        with self._cond:
            if not self._closed:
                self._pending += 1
                self._queue.put(text)
                return
        self.text.write_line(text)

    def report(self, message: str) -> None:
        """A voice-layer problem, marked ``[voice]``."""
        self.line(f"[voice] {message}")

    def drain(self, timeout: float | None = None) -> bool:
        """Block until every line given so far is written; ``False`` on timeout (seconds)."""
        with self._cond:
            return self._cond.wait_for(lambda: self._pending == 0, timeout)

    def close(self, timeout: float | None = 2.0) -> None:
        """Write what is pending (waiting up to ``timeout`` seconds), then end the thread."""
        with self._cond:
            if self._closed:
                return
            self._closed = True
        self._queue.put(_STOP)
        self._thread.join(timeout)

    def _run(self) -> None:
        while True:
            text = self._queue.get()
            if text is _STOP:
                return
            try:
                self.text.write_line(text)
            except Exception:  # a broken stream never stops the printer
                pass
            finally:
                with self._cond:
                    self._pending -= 1
                    self._cond.notify_all()
