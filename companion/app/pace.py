"""A recorded source (video file, folder of pictures) played at its own clock, as the camera
it stands for: ``companion play`` read a folder of 1135 pictures, 113 s at its "10 pictures
a second", in 32 s, and the voice fell ever further behind (QA18 N2; QA17 #9 for videos).
Tests and benchmarks read sources directly, as fast as they ask. ``companion play`` also
holds a recorded source while the voice is behind (:meth:`RealTime.hold`): a video is no
live table, and its pictures can wait for the voice (QA36 M1)."""
from __future__ import annotations

import time
from typing import Callable

from vision.sources import Frame, FrameSource


class RealTime(FrameSource):
    """``source`` handing out each picture no sooner than its time ``Frame.t`` (seconds)
    after the first picture; a picture read late is handed out at once (nothing skipped).
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
        #: seconds the last picture came after its time (reading slower than the pictures
        #: come: QA29 #1, a 4K folder at 0.2 s a picture, 10 a second, fell 49 s behind)
        self.behind = 0.0

    def read(self) -> Frame:
        """The source's next frame, at its time."""
        self.waited = 0.0
        frame = self.source.read()
        if frame.image is None:
            return frame
        if self._start is None:
            self._start = self._clock() - frame.t
        wait = self._start + frame.t - self._clock()
        if wait > 0:
            self._sleep(wait)
            self.waited = wait
        self.behind = max(0.0, -wait)
        return frame

    def hold(self, seconds: float) -> None:
        """The caller read no picture for ``seconds`` on purpose (the voice was behind,
        :data:`~companion.app.live.VOICE_AHEAD_S`): the pictures' clock stops that long, so
        the next pictures come at their pace, not all at once to catch up (QA36 M1)."""
        if self._start is not None:
            self._start += max(0.0, seconds)

    def close(self) -> None:
        """Close the source."""
        self.source.close()
