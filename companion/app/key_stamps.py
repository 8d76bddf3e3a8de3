"""Keys stamped with their time of arrival (keys72; rev-ord71 MEDIUM): the keyboard's thread
(:class:`~companion.app.terminal.KeyboardThread`) puts each key it reads in the queue as a
:class:`StampedKey`, the character with the ``time.monotonic()`` reading (seconds) taken as
its bytes were read. The table answers keys between pictures, so on a loaded machine (a
picture read every 0.25 s) a minus key held down reached the loop in bunches: the first of
each bunch came a loop's time after the last one read, was taken as pressed anew and armed
a new undo, the next in the bunch completing it (held 3 s, three steps undone). The gaps
between two minus presses are now those of their stamps
(:meth:`~companion.app.minus_soon.MinusSoon._minus_gap`), whatever the loop's pace.

A :class:`StampedKey` is a ``str``: it equals, hashes and prints as its character, so every
reader of the queue (the key reader, ``"q" in queue``, a test's ``keys.get()``) takes it as
the plain key. Keys put without a stamp (a replay's keys, typed on the video's clock; a
test's) are timed by the table's clock as before (:func:`key_time` gives ``None``).
"""
from __future__ import annotations


class StampedKey(str):
    """One key press (a character, or :data:`~companion.app.keys.SPECIAL_KEY`) and
    :attr:`at`, when it arrived (seconds, the clock it was stamped with:
    ``time.monotonic`` for the keyboard's thread). A ``str`` in every other way."""

    at: float

    def __new__(cls, key: str, at: float) -> "StampedKey":
        """``key`` (a one-key string) stamped ``at`` (seconds)."""
        stamped = super().__new__(cls, key)
        stamped.at = float(at)
        return stamped

    def __reduce__(self):  # a copy or a pickle keeps its stamp
        return (StampedKey, (str(self), self.at))


def key_time(key: str) -> float | None:
    """When ``key`` arrived (seconds, :attr:`StampedKey.at`), or ``None`` for a key put
    without a stamp (then the table's clock at its answer times it)."""
    return key.at if isinstance(key, StampedKey) else None
