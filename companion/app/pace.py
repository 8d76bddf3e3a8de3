"""A recorded source (video file, folder of pictures) played at its own clock, as the camera
it stands for: ``companion play`` read a folder of 1135 pictures, 113 s at its "10 pictures
a second", in 32 s, and the voice fell ever further behind (QA18 N2; QA17 #9 for videos).
Tests and benchmarks read sources directly, as fast as they ask.

Pictures that take longer to decode and read than their interval (a 4K folder: 0.15 s of
CPU to decode each PNG, 0.8 s at 8000×4500) are not queued either: like a live camera's
newest picture (:class:`vision.grabber.LatestFrame`), the source passes over, unread, those
whose time is more than :data:`LATE_S` gone (QA27 #2: a 4K folder was said 15–45 s late,
ever later)."""
from __future__ import annotations

import time
from typing import Callable

from vision.sources import Frame, FrameSource

#: Seconds a picture may be behind its time and still be read: later ones are passed over
#: (by a source with ``skip_to``) up to the newest whose time has come.
LATE_S = 0.5

class RealTime(FrameSource):
    """``source`` handing out each picture no sooner than its time ``Frame.t`` (seconds)
    after the first picture; a picture read late is handed out at once, and those more
    than :data:`LATE_S` behind are passed over unread when the source can (``skip_to(t)``,
    counted in :attr:`skipped`).
    A frame without a picture (an unreadable file, the end) is not waited for.

    ``clock`` (seconds, monotonic) and ``sleep`` are the real ones unless a test gives
    its own."""

    def __init__(self, source: FrameSource, clock: Callable[[], float] | None = None,
                 sleep: Callable[[float], None] | None = None) -> None:
        self.source = source
        self.description = source.description
        self._clock, self._sleep = clock or time.monotonic, sleep or time.sleep
        self._start: float | None = None  # the clock when frame time 0 was (seconds)
        #: seconds the last :meth:`read` slept for its picture's time (not decoding it)
        self.waited = 0.0
        self.skipped = 0  # pictures passed over unread, being too late

    def read(self) -> Frame:
        """The source's next frame, at its time (the newest one whose time has come when
        the reading is more than :data:`LATE_S` behind)."""
        self.waited = 0.0
        skip_to = getattr(self.source, "skip_to", None)
        if self._start is not None and skip_to is not None:
            behind = self._clock() - self._start - LATE_S
            if behind > 0:
                self.skipped += skip_to(behind)
        frame = self.source.read()
        if frame.image is None:
            return frame
        if self._start is None:
            self._start = self._clock() - frame.t
        wait = self._start + frame.t - self._clock()
        if wait > 0:
            self._sleep(wait)
            self.waited = wait
        return frame

    def close(self) -> None:
        """Close the source."""
        self.source.close()
