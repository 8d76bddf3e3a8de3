"""Latest-frame reading for live sources: a thread reads the capture as fast as it sends,
and the game loop always gets the newest picture.

Why (``shared/TABLE-CONDITIONS.md``, camera faults: "stale buffered frames"): a webcam or a
phone stream queues the pictures the loop has not read yet (OpenCV's FFmpeg back end keeps
several, and ``CAP_PROP_BUFFERSIZE`` is ignored by many back ends). When reading a frame
takes longer than the camera's frame interval, for a moment or for good (a sticker-only deck
takes ~40 ms a frame, a 30 fps camera sends one every 33 ms), the queue grows and the
companion answers what the table looked like seconds ago. Here only the newest picture is
kept; the older ones are counted (:attr:`LatestFrame.skipped`) and dropped.

It also bounds a stall: a camera driver or stream whose ``read()`` hangs blocks only this
thread; :meth:`LatestFrame.take` gives up after its timeout, so the source can say so and
reopen the device.

The capture is only ever touched by the thread (read, then release), never by the caller:
releasing a capture while another thread is inside its ``read()`` can crash the back end.
"""
from __future__ import annotations

import atexit
import threading
import time
import weakref
from dataclasses import dataclass
from typing import Callable

import numpy as np


@dataclass(frozen=True)
class Grab:
    """One ``read()`` of the capture.

    Attributes:
        ok: the capture gave a non-empty image.
        image: ``H×W×3 uint8 BGR`` or ``None``.
        error: what ``read()`` raised, or ``None``.
        t: when it was read, seconds on the source's clock.
        scaled_from: ``(width, height)`` px of the picture before ``prepare`` scaled it
            down, or ``None``.
    """

    ok: bool
    image: np.ndarray | None
    error: Exception | None
    t: float
    scaled_from: tuple[int, int] | None = None


class LatestFrame:
    """Reads ``cap`` on a daemon thread of its own and keeps only the newest :class:`Grab`.

    The thread stops after the first failed read (the source then reopens the device) or
    after :meth:`close`, and releases the capture itself when its current ``read()`` returns.

    Args:
        cap: an opened ``cv2.VideoCapture``-like object (``read() -> (ok, image)``,
            ``release()``).
        clock: ``() -> seconds``, stamps each grab.
        prepare: ``image -> (image, scaled_from)`` run on the thread on each picture read
            (``vision.sources.fit_for_reading``: a 4K picture scaled down there, not in the
            game loop), or ``None``.
    """

    def __init__(self, cap, clock: Callable[[], float],
                 prepare: Callable[[np.ndarray], tuple[np.ndarray, tuple[int, int] | None]]
                 | None = None) -> None:
        self._cap = cap
        self._clock = clock
        self._prepare = prepare
        self._cond = threading.Condition()
        self._latest: Grab | None = None
        self._seq = 0        # grabs made
        self._taken = 0      # the grab number last handed out
        self._closed = False
        #: pictures read from the capture but never handed out (the loop was busy)
        self.skipped = 0
        self._thread = threading.Thread(target=self._run, name="frame-grabber", daemon=True)
        self._thread.start()
        _RUNNING.add(self)

    def _run(self) -> None:
        try:
            while True:
                with self._cond:
                    if self._closed:
                        return
                try:
                    ok, image = self._cap.read()
                    error = None
                except Exception as exc:  # noqa: BLE001 - a driver may throw anything
                    ok, image, error = False, None, exc
                ok = bool(ok) and image is not None and getattr(image, "size", 0) > 0
                scaled_from = None
                if ok and self._prepare is not None:
                    image, scaled_from = self._prepare(image)
                with self._cond:
                    if self._seq > self._taken:
                        self.skipped += 1  # the previous picture was never taken
                    self._seq += 1
                    self._latest = Grab(ok, image if ok else None, error, self._clock(),
                                        scaled_from)
                    self._cond.notify_all()
                if not ok:
                    return
        finally:
            try:
                self._cap.release()
            except Exception:  # noqa: BLE001
                pass

    def take(self, timeout_s: float) -> Grab | None:
        """The newest grab not handed out yet, waiting up to ``timeout_s`` seconds for one;
        ``None`` when none came in that time (the device stalls). A failed grab (``ok``
        false) is the last one this object gives: the thread has stopped."""
        with self._cond:
            if not self._cond.wait_for(lambda: self._seq > self._taken, timeout_s):
                return None
            self._taken = self._seq
            return self._latest

    def close(self, wait_s: float = 0.0) -> bool:
        """Stop reading; the thread releases the capture when its current read returns.
        Waits up to ``wait_s`` seconds for that (``0``: never blocks, for a device that may
        hang); returns whether the thread has stopped."""
        with self._cond:
            self._closed = True
        if wait_s > 0 and self._thread is not threading.current_thread():
            self._thread.join(wait_s)
        return not self._thread.is_alive()

    @property
    def running(self) -> bool:
        """The thread is still reading (it stops on a failed read or after close)."""
        return self._thread.is_alive()


#: Seconds :func:`_stop_all` waits at exit for each reading thread's current read.
EXIT_WAIT_S = 3.0
_RUNNING: "weakref.WeakSet[LatestFrame]" = weakref.WeakSet()


@atexit.register
def _stop_all() -> None:
    """At interpreter exit, stop every reading thread and let it release its capture: a
    thread still inside OpenCV's ``read()`` while Python shuts down crashes the process
    (measured: a segmentation fault on exit after reading an MJPEG stream). Waits
    :data:`EXIT_WAIT_S` in all, not per thread: a hung driver does not hold the exit longer."""
    grabbers = list(_RUNNING)
    for grabber in grabbers:
        grabber.close()
    deadline = time.monotonic() + EXIT_WAIT_S
    for grabber in grabbers:
        grabber.close(max(0.0, deadline - time.monotonic()) or 1e-3)


__all__ = ["Grab", "LatestFrame", "EXIT_WAIT_S"]
