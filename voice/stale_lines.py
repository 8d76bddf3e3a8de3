"""Lines the game takes back, and the game's own checks of a line: :meth:`StaleLines.expire`
(a topic over) and :meth:`~StaleLines.drop_stale` (the lines whose ``stale()`` is true
now) drop or cut them; a line's ``stale()`` and ``refresh()`` are the game's code, called
outside the lock, an error in them reported on the text channel, never raised. A part of
:class:`voice.speaker.Speaker`, split from it by job.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

from voice.priority import Status
from voice.speech_queue import Item


class StaleLines:
    """Stale lines, for :class:`~voice.speaker.Speaker`. A part of the speaker: it uses its
    ``text``, ``printer``, ``_cond``, ``_queue``, ``_current``, ``_expired``, its
    ``_items`` and ``_choose``."""

    def expire(self, topic: Hashable) -> int:
        """Mark ``topic`` (e.g. a turn id) as over: its queued announcements are dropped
        before synthesis, later ones too. Returns how many queued ones were dropped
        (0, with a report on the text channel, for an unhashable topic)."""
        try:
            hash(topic)
        except TypeError:
            self.printer.report(f"expire() needs a hashable topic (e.g. a turn number), got {topic!r}; nothing expired.")
            return 0
        with self._cond:
            self._expired.add(topic)
            keep = []
            for item in self._queue:
                if item.record and item.entry.topic == topic:
                    item.entry.status = Status.DROPPED_STALE
                else:
                    keep.append(item)
            dropped = len(self._queue) - len(keep)
            self._queue[:] = keep
            return dropped

    def drop_stale(self) -> int:
        """Drop the queued announcements whose ``stale()`` (see :meth:`say`) is true now,
        and cut the one being said if its ``stale()`` is (not resumed): for the game that
        takes back what they say (an undo: its question, "Gather all the cards", QA28 #4,
        QA29 N3: the question went on 6 s after the undo that removed it). ``stale()`` is
        called on the caller's thread, outside the lock. Returns how many were dropped or
        cut."""
        with self._cond:
            items = [item for item in self._items() if item.record and item.stale is not None]
        stale = [item for item in items if self._is_stale(item)]
        if not stale:
            return 0
        with self._cond:
            for item in stale:
                if item in self._queue:
                    self._queue.remove(item)
                    item.entry.status = Status.DROPPED_STALE
                elif item is self._current:
                    item.cut()
            self._cond.notify_all()
        return len(stale)

    def _is_stale(self, item: Item) -> bool:
        if not item.record:
            return False
        if item.entry.topic is not None and item.entry.topic in self._expired:
            return True
        return item.stale is not None and self._true(item.stale)

    def _fresh(self, item: Item) -> str | None:
        """``item``'s ``refresh()`` text (the game's code, called outside the lock), chosen
        as :meth:`say` chooses it; ``None`` to keep its text: none given, it returned
        ``None``, the line was begun before, or it failed (reported on the text channel)."""
        if item.refresh is None or not item.record or item.resumed or item.next_chunk:
            return None
        try:
            text = item.refresh()
        except Exception as exc:
            self.text.report(f"Refreshing a line failed ({exc!r}); saying it as it was.")
            return None
        return None if text is None else self._choose(text)

    def _true(self, check: Callable[[], bool]) -> bool:
        """``check()`` (the game's code, called outside the lock: a ``stale()``); an error
        is reported on the text channel and counts as false."""
        try:
            return bool(check())
        except Exception as exc:
            self.text.report(f"Staleness check failed ({exc!r}); announcing anyway.")
            return False
