"""The terminal of ``companion play``: single keys read without Enter, and the status line
for a sighted helper. Only terminal I/O lives here; the keys' meaning is
:mod:`companion.app.keys`, the game loop :mod:`companion.app.live`."""
from __future__ import annotations

import atexit
import os
import queue
import select
import sys
import threading
import time
from typing import Callable, TextIO

from companion.app.key_stamps import StampedKey
from companion.app.keys import SPECIAL_KEY

#: how the status line for a sighted helper begins on the transcript's stream
#: (:func:`terminal_status`); a tester's said.log of stdout skips such lines
#: (:func:`companion.app.replay_keys.keys_from_tester`)
STATUS_PREFIX = "[status] "


#: Seconds the terminal reader waits for the rest of an escape sequence once it has read
#: its escape alone (a terminal may hand an arrow key's bytes in two reads).
SEQUENCE_WAIT_S = 0.05


class EscapeKeys:
    """Cuts what a keyboard sends into keys: an escape sequence (an arrow, F, Home, …: ESC
    ``[`` … final byte, or ESC ``O`` and one character) is one :data:`SPECIAL_KEY`, however
    it is split across reads (QA36: the up arrow, read as ESC then ``[A``, was said "Key
    escape does nothing", then "Key [ does nothing"); every other character is one key. An
    escape not yet followed by anything waits in :attr:`pending` until :meth:`feed` gives
    more or :meth:`flush` ends the wait (then it is the Escape key)."""

    def __init__(self) -> None:
        self.pending = ""

    def feed(self, text: str) -> list[str]:
        """The keys complete in what was read so far plus ``text``."""
        data, keys, i = self.pending + text, [], 0
        while i < len(data):
            if data[i] != "\x1b":
                keys.append(data[i])
                i += 1
                continue
            end = _sequence_end(data, i)
            if end is None:  # not complete yet
                break
            keys.append(SPECIAL_KEY if end > i + 1 else "\x1b")
            i = end
        self.pending = data[i:]
        return keys

    def flush(self) -> list[str]:
        """The keys of what waits when nothing more comes: a lone escape is the Escape
        key, a cut sequence one special key."""
        pending, self.pending = self.pending, ""
        if not pending:
            return []
        return ["\x1b" if pending == "\x1b" else SPECIAL_KEY]


def _sequence_end(data: str, i: int) -> int | None:
    """Where the escape at ``data[i]`` ends: after its sequence (ESC ``[`` parameters and a
    final byte ``@``–``~``; ESC ``O`` and one character), just after it when another key
    follows it, ``None`` when the text ends before that is known."""
    if i + 1 >= len(data):
        return None
    if data[i + 1] == "O":
        return i + 3 if i + 2 < len(data) else None
    if data[i + 1] != "[":
        return i + 1  # the Escape key, then another key
    for j in range(i + 2, len(data)):
        if "@" <= data[j] <= "~":
            return j + 1
    return None


class KeyboardThread:
    """Reads single keys from ``stream`` into a queue (cbreak mode on a terminal).

    Without a terminal (a pipe, a test), each character read is a key. The thread is a
    daemon: it never keeps the program alive. ``ended`` is set once no key can come any
    more (the stream at its end, closed, or unreadable: ``< /dev/null``, a closed pipe,
    pytest's captured input), so that ``companion play`` does not wait for ``q`` at the end
    of the pictures.

    Each key is put as a :class:`~companion.app.key_stamps.StampedKey` (a ``str``), stamped
    with ``time.monotonic()`` (seconds) as its bytes were read: the keys of one read share
    that stamp (keys72: the table judges a held key's repeats by these stamps, not by when
    its loop read them).
    """

    def __init__(self, stream: TextIO | None = None):
        self.stream = stream if stream is not None else sys.stdin
        self.keys: "queue.Queue[str]" = queue.Queue()
        self.ended = threading.Event()
        self._thread = threading.Thread(target=self._run, name="keyboard", daemon=True)
        self._restore: "tuple[int, list] | None" = None  # (fd, mode) once in cbreak mode

    def start(self) -> "KeyboardThread":
        """Put a terminal in cbreak mode, its restore registered to run at exit, then start
        reading; returns itself. The mode is set here, before the thread starts, not in it
        (review 36: a refusal to start said with no voice ends at once, and the program
        could exit between the thread's cbreak and its ``atexit`` registration, leaving the
        terminal without echo)."""
        self._restore = self._cbreak()
        self._thread.start()
        return self

    def _cbreak(self) -> "tuple[int, list] | None":
        """Cbreak mode on :attr:`stream` when it is a terminal: ``(fd, old mode)`` to put
        back, ``None`` for any other stream (or a terminal that refuses)."""
        try:
            if not self.stream.isatty():
                return None
            import termios
            import tty
            fd = self.stream.fileno()
            old = termios.tcgetattr(fd)
            # the terminal put back at exit, even after an error (QA: a crash left it
            # without echo until `reset`), registered before the mode is changed: this
            # daemon thread's own clean-up never runs when the program ends
            atexit.register(_restore, fd, old)
            # at once, the keys already typed kept (QA27 M4 of session 27: the default,
            # TCSAFLUSH, threw away the keys pressed in the first seconds)
            tty.setcbreak(fd, termios.TCSANOW)
            return fd, old
        except (OSError, ValueError, AttributeError):
            return None

    def _run(self) -> None:
        restore = self._restore
        keys = EscapeKeys()  # a special key (arrows, F keys) is one escape sequence
        try:
            while True:
                if restore is not None:
                    data = os.read(restore[0], 32).decode("utf-8", "replace")
                    at = time.monotonic()  # when its bytes came (keys72)
                    if not data:
                        return
                    found = keys.feed(data)
                    while keys.pending and select.select([restore[0]], [], [],
                                                         SEQUENCE_WAIT_S)[0]:
                        more = os.read(restore[0], 32).decode("utf-8", "replace")
                        if not more:
                            break
                        found += keys.feed(more)
                    found += keys.flush()  # nothing more came: a lone Escape key
                else:
                    data = self.stream.read(1)
                    at = time.monotonic()
                    if not data:
                        return
                    found = keys.feed(data)
                for ch in found:
                    self.keys.put(StampedKey(ch, at))
        except (OSError, ValueError):
            return
        finally:
            for ch in keys.flush():
                self.keys.put(StampedKey(ch, time.monotonic()))
            self.ended.set()
            if restore is not None:
                _restore(*restore)


def _restore(fd: int, mode: list) -> None:
    """Put the terminal ``fd`` back in ``mode`` (``termios.tcgetattr``'s), once what was
    written is out; a terminal gone (closed) is left as it is."""
    import termios
    try:
        termios.tcsetattr(fd, termios.TCSADRAIN, mode)
    except termios.error:
        pass


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
            stream.write(f"{STATUS_PREFIX}{line}\n")
            stream.flush()
        except (OSError, ValueError):
            pass

    return show


#: Seconds between two looks at the keys while a refusal is said (:func:`finish_unless_q`).
QUIT_POLL_S = 0.05


def finish_unless_q(speaker, keys: "queue.Queue[str]") -> bool:
    """Let ``speaker`` (a :class:`voice.Speaker`) say what it has to its end (its
    ``finish``), but cut it at once (its ``stop``) when ``q`` (or ``Q``) comes on ``keys``
    (a :class:`KeyboardThread`'s queue; other keys are left unused): a refusal to start,
    said before any game, is no reason to wait (QA35: q during the settings file's refusal
    acted only once it was said, 2 s later). Returns whether q cut it."""
    done, quit_ = threading.Event(), threading.Event()

    def watch() -> None:
        while not done.is_set():
            try:
                key = keys.get(timeout=QUIT_POLL_S)
            except queue.Empty:
                continue
            if key.lower() == "q":
                quit_.set()
                speaker.stop()
                return

    watcher = threading.Thread(target=watch, name="refusal-keys", daemon=True)
    watcher.start()
    try:
        speaker.finish()
    finally:
        done.set()
        watcher.join()
    return quit_.is_set()
