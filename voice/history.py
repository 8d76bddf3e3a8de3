"""The last announcements, to step back and forth through (like NVDA's speech history)."""

from __future__ import annotations

import itertools
import threading
from collections import deque
from collections.abc import Hashable, Iterator
from dataclasses import dataclass, field

from voice.earcons import Earcon
from voice.priority import Priority, Status

HISTORY_SIZE = 50
#: The new kept line the voice begins while the player steps through the history (keys 7
#: and 9) that puts the cursor back on the newest line (:meth:`History.hear`), counted from
#: the last step, of the lines it was behind with then (a line added after the step puts
#: it there at once): with fewer said between two presses of 7 (the voice behind with a
#: turn's news), the next 7 still says the line before the one the last 7 said (QA40 L1:
#: it said the line before the newest, a line newer than the one just heard: 7 went
#: forward); a player who has listened on to this many steps back from what was said last.
BROWSE_HOLD_LINES = 3

_ids = itertools.count(1)


@dataclass(eq=False)
class Entry:
    """One announcement as given to ``Speaker.say`` and what became of it.

    ``status`` changes as it is queued, spoken, interrupted or dropped; ``time`` is the
    speaker's clock (``Speaker(clock=)``, monotonic seconds) at ``say()``, 0.0 if not
    given (flk70: no time read here, the speaker's clock is the only one).
    """

    text: str
    priority: Priority = Priority.NORMAL
    topic: Hashable | None = None
    earcon: Earcon | None = None
    status: Status = Status.QUEUED
    time: float = 0.0
    id: int = field(default_factory=lambda: next(_ids))
    #: the voice began it once (:meth:`History.hear`): a line never begun (dropped as over
    #: before its turn) is not stepped to (QA37 en21_k: 7 said "Alice.", a turn's cue
    #: dropped unsaid)
    begun: bool = False

    def __repr__(self) -> str:
        return f"Entry(text={self.text!r}, priority={self.priority!r}, status={self.status!r})"


class History:
    """A bounded list of ``Entry`` (oldest first) with a cursor for back / forward.

    ``add`` leaves the cursor on its entry: the speaker puts it on each line as the voice
    begins it (:meth:`hear`), except while the player steps through the history.
    :meth:`back` and :meth:`forward` step only to entries the voice began
    (:attr:`Entry.begun`): "what was said", not a line dropped unsaid.
    """

    def __init__(self, size: int = HISTORY_SIZE) -> None:
        self._entries: deque[Entry] = deque(maxlen=size)
        self._cursor = -1
        #: while the player steps through the history (the cursor put by :meth:`back` or
        #: :meth:`forward` before the newest line): how many new kept lines the voice began
        #: since (:data:`BROWSE_HOLD_LINES`); ``None`` otherwise
        self._browsing: int | None = None
        #: the newest entry when the player last stepped: a line added after it is news
        #: that came after the step, whose beginning ends the walk (:meth:`hear`)
        self._stepped_at: Entry | None = None
        self._lock = threading.Lock()

    def add(self, entry: Entry, before: Entry | None = None) -> None:
        """Append ``entry`` (the oldest is dropped when full), or put it just before
        ``before`` when that entry is held (a line said in an older one's place,
        ``Speaker.say(after=…)``: the history keeps the order the lines are said in; review
        of unsaid49: 7 said "Bob: The Entertainer.", heard three lines before); the cursor
        stays on its entry (:meth:`hear` moves it)."""
        with self._lock:
            if len(self._entries) == self._entries.maxlen and self._cursor > 0:
                self._cursor -= 1  # the oldest drops out: the same entry, one place down
            at = next((i for i, e in enumerate(self._entries) if e is before), None) \
                if before is not None else None
            if at is None:
                self._entries.append(entry)
                return
            if len(self._entries) == self._entries.maxlen:  # insert() would refuse
                self._entries.popleft()
                at = max(at - 1, 0)
            self._entries.insert(at, entry)
            if at <= self._cursor:
                self._cursor += 1  # the same entry, one place up

    def hear(self, entry: Entry | None, past: bool = False) -> None:
        """Put the cursor on ``entry`` (the line the voice began), or just past it when
        ``past`` (a line not kept was begun after it: ``back()`` says ``entry`` again);
        before the first entry when ``entry`` is ``None``. An entry no longer held changes
        nothing. While the player steps through the history (:meth:`back`,
        :meth:`forward`), the cursor stays where they left it: a line not kept moves it
        not, nor do the first :data:`BROWSE_HOLD_LINES` - 1 new lines the voice was behind
        with at the step (added before it); the next one, or a line added after the step
        (news that came since: 7 then steps back from it; review of lows41: 7 passed over
        the turn just heard), puts it on that line (QA40 L1: 7, then the voice behind said
        a line, and 7 said the line before that one, newer than the line the first 7
        said)."""
        with self._lock:
            at = next((i for i, e in enumerate(self._entries) if e is entry), None) \
                if entry is not None else -1
            if entry is not None:
                entry.begun = True
            if self._browsing is not None and entry is not None:
                if past:
                    return
                stepped = next((i for i, e in enumerate(self._entries)
                                if e is self._stepped_at), None)
                self._browsing += 1
                if self._browsing < BROWSE_HOLD_LINES and None not in (at, stepped) \
                        and at <= stepped:
                    return
                self._browsing = None
            if at is not None:
                self._cursor = at + (past and entry is not None)

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
        """Move to the older entry the voice began and return it; ``None`` at the oldest
        (cursor stays)."""
        with self._lock:
            at = next((i for i in range(min(self._cursor, len(self._entries)) - 1, -1, -1)
                       if self._entries[i].begun), None)
            if at is None:
                return None
            self._cursor, self._browsing, self._stepped_at = at, 0, self._entries[-1]
            return self._entries[at]

    def forward(self, upto: Entry | None | bool = True) -> Entry | None:
        """Move to the newer entry and return it; ``None`` at the newest, or past it, or at
        ``upto`` (an entry: no further; ``None``: none may be stepped to; the default:
        any) (cursor stays). Stepping to the last it may step to, or finding none, ends
        the player's steps through the history (:meth:`hear` moves the cursor again)."""
        with self._lock:
            last = len(self._entries) - 1
            if upto is None:
                last = -1
            elif upto is not True:
                last = next((i for i, e in enumerate(self._entries) if e is upto), last)
            newer = [i for i in range(self._cursor + 1, last + 1) if self._entries[i].begun]
            if not newer:
                self._browsing = None
                return None
            self._cursor = newer[0]
            self._browsing = 0 if newer[1:] else None
            self._stepped_at = self._entries[-1]
            return self._entries[newer[0]]
