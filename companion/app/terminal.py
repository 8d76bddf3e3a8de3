"""The terminal of ``companion play``: single keys read without Enter, and the status line
for a sighted helper. Only terminal I/O lives here; the keys' meaning is
:mod:`companion.app.keys`, the game loop :mod:`companion.app.live`."""
from __future__ import annotations

import atexit
import os
import queue
import sys
import threading
from typing import Callable, TextIO

from companion.app.keys import SPECIAL_KEY


class KeyboardThread:
    """Reads single keys from ``stream`` into a queue (cbreak mode on a terminal).

    Without a terminal (a pipe, a test), each character read is a key. The thread is a
    daemon: it never keeps the program alive. ``ended`` is set once no key can come any
    more (the stream at its end, closed, or unreadable: ``< /dev/null``, a closed pipe,
    pytest's captured input), so that ``companion play`` does not wait for ``q`` at the end
    of the pictures.
    """

    def __init__(self, stream: TextIO | None = None):
        self.stream = stream if stream is not None else sys.stdin
        self.keys: "queue.Queue[str]" = queue.Queue()
        self.ended = threading.Event()
        self._thread = threading.Thread(target=self._run, name="keyboard", daemon=True)

    def start(self) -> "KeyboardThread":
        self._thread.start()
        return self

    def _run(self) -> None:
        restore = None
        try:
            if self.stream.isatty():
                import termios
                import tty
                fd = self.stream.fileno()
                old = termios.tcgetattr(fd)
                tty.setcbreak(fd)
                restore = (termios, fd, old)
                # this daemon thread's own clean-up never runs when the program ends: put
                # the terminal back at exit, even after an error (QA: a crash left it
                # without echo until `reset`)
                atexit.register(termios.tcsetattr, fd, termios.TCSADRAIN, old)
        except (OSError, ValueError, AttributeError):
            restore = None
        try:
            while True:
                if restore is not None:
                    # A terminal sends a special key (arrows, F keys) as one escape sequence:
                    # read what is there at once and pass it on as a single key.
                    data = os.read(restore[1], 32).decode("utf-8", "replace")
                    if not data:
                        return
                    chunks = ([data[:1] if len(data) == 1 else SPECIAL_KEY]
                              if data.startswith("\x1b") else list(data))
                else:
                    data = self.stream.read(1)
                    if not data:
                        return
                    chunks = [data]
                for ch in chunks:
                    self.keys.put(ch)
        except (OSError, ValueError):
            return
        finally:
            self.ended.set()
            if restore is not None:
                termios, fd, old = restore
                termios.tcsetattr(fd, termios.TCSADRAIN, old)


def terminal_status(stream: TextIO) -> Callable[[str], None]:
    """A status-line printer for a sighted helper: prints the line on ``stream`` whenever it
    changes, as a whole line (never rewritten in place, so a screen reader and the spoken
    transcript on the other stream never mix inside one line)."""
    last = [""]

    def show(line: str) -> None:
        if line == last[0]:
            return
        last[0] = line
        try:
            stream.write(f"[status] {line}\n")
            stream.flush()
        except (OSError, ValueError):
            pass

    return show
