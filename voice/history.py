"""The last announcements, to step back and forth through (like NVDA's speech history)."""

from __future__ import annotations

import itertools
import threading
import time
from collections import deque
from collections.abc import Hashable, Iterator
from dataclasses import dataclass, field

from voice.earcons import Earcon
from voice.priority import Priority, Status

HISTORY_SIZE = 50

_ids = itertools.count(1)


@dataclass(eq=False)
class Entry:
    """One announcement as given to ``Speaker.say`` and what became of it.

    ``status`` changes as it is queued, spoken, interrupted or dropped; ``time`` is
    ``time.monotonic()`` seconds at ``say()``.
    """

    text: str
    priority: Priority = Priority.NORMAL
    topic: Hashable | None = None
    earcon: Earcon | None = None
    status: Status = Status.QUEUED
    time: float = field(default_factory=time.monotonic)
    id: int = field(default_factory=lambda: next(_ids))

    def __repr__(self) -> str:
        return f"Entry(text={self.text!r}, priority={self.priority!r}, status={self.status!r})"


class History:
    """A bounded list of ``Entry`` (oldest first) with a cursor for back / forward.

    The cursor sits on the newest entry after every ``add``, and just past it after
    :meth:`step_out` (a line said but not kept, e.g. an answer to a key): ``back()`` then
    gives the newest entry, which the player did not hear last.
    """

    def __init__(self, size: int = HISTORY_SIZE) -> None:
        self._entries: deque[Entry] = deque(maxlen=size)
        self._cursor = -1
        self._lock = threading.Lock()

    def add(self, entry: Entry) -> None:
        with self._lock:
            self._entries.append(entry)
            self._cursor = len(self._entries) - 1

    def step_out(self) -> None:
        """Put the cursor just past the newest entry: something not kept in the history
        was said after it, so ``back()`` says the newest entry again."""
        with self._lock:
            self._cursor = len(self._entries)

    def __len__(self) -> int:
        return len(self._entries)

    def __iter__(self) -> Iterator[Entry]:
        return iter(list(self._entries))

    def __getitem__(self, index: int) -> Entry:
        return list(self._entries)[index]

    @property
    def last(self) -> Entry | None:
        return self._entries[-1] if self._entries else None

    @property
    def current(self) -> Entry | None:
        """The entry under the cursor."""
        with self._lock:
            return self._entries[min(self._cursor, len(self._entries) - 1)] \
                if self._entries else None

    def back(self) -> Entry | None:
        """Move to the older entry and return it; ``None`` at the oldest (cursor stays)."""
        with self._lock:
            if self._cursor <= 0:
                return None
            self._cursor -= 1
            return self._entries[self._cursor]

    def forward(self) -> Entry | None:
        """Move to the newer entry and return it; ``None`` at the newest, or past it
        (cursor stays)."""
        with self._lock:
            if self._cursor >= len(self._entries) - 1:
                return None
            self._cursor += 1
            return self._entries[self._cursor]
