"""A live frame source: a webcam (device index) or a network stream (URL), read on a thread
of its own (:class:`~vision.grabber.LatestFrame`) and reopened when lost, stalled or frozen
(:class:`LiveSource`). It never raises for a device problem: its status says it
(:mod:`vision.frame_source`).
"""
from __future__ import annotations

import concurrent.futures
import time
from typing import Callable

import cv2

from .frame_source import (OK_STATUS, Frame, FrameSource, bad_camera_index, closed_status,
                           fit_for_reading, source_problem)
from .frames import fingerprint, noise_only, signature
from .grabber import LatestFrame
from .records import GapKind


#: A stream URL that does not answer fails after this long, ms (OpenCV's FFmpeg back end
#: waits 30 s by default); streams open on :data:`_OPENER`, so the loop never waits for it.
STREAM_TIMEOUT_MS = 3000
#: Picture pairs differing by sensor noise only (:func:`vision.frames.noise_only`) after
#: which a live source counts as a noisy camera, whose identical pictures mean it froze.
#: One such pair could be chance; a camera over a still table gives one with nearly every
#: picture (30 a second), so five take a fraction of a second.
NOISE_PAIRS = 5
#: The threads stream sources open on (a capture is opened there, then read by the loop).
_OPENER = concurrent.futures.ThreadPoolExecutor(2, thread_name_prefix="stream-open")


def capture(target: int | str) -> "cv2.VideoCapture":
    """``cv2.VideoCapture`` for a device index, or for a stream URL with open and read
    timeouts of :data:`STREAM_TIMEOUT_MS` (FFmpeg back end)."""
    if isinstance(target, str):
        return cv2.VideoCapture(target, cv2.CAP_FFMPEG,
                                [cv2.CAP_PROP_OPEN_TIMEOUT_MSEC, STREAM_TIMEOUT_MS,
                                 cv2.CAP_PROP_READ_TIMEOUT_MSEC, STREAM_TIMEOUT_MS])
    return cv2.VideoCapture(target)


class LiveSource(FrameSource):
    """A webcam (device index) or a network stream (URL), reopened when lost or frozen.

    Args:
        target: device index (``int``) or stream URL.
        retry_s: seconds between reopening attempts.
        frozen_after_s: seconds. No picture at all for this long (a ``read()`` that hangs,
            ``latest`` only) is a stall: reported, and the device reopened. The same picture
            for this long is a frozen camera only once the source has shown sensor noise
            (:data:`NOISE_PAIRS` pictures differing by noise only, :attr:`noisy`): a live
            camera never sends two byte-identical pictures, so identical ones mean its
            driver or app froze; it is reported and reopened, and the picture it froze on,
            sent again after the restart, is still frozen (no image is handed out until the
            picture changes). A source that sends identical pictures while the table is
            still (a phone app repeating its JPEG, a rendered stream: QA12 F2, said frozen
            after every card laid) is never said frozen; were its camera to freeze while it
            goes on sending the last picture, that looks like a still table and is not said
            (docs/guide-helper.en.md, section 8).
        width, height: requested capture size (webcams), or ``None``.
        capture_factory: ``target -> cv2.VideoCapture``-like object (tests pass a fake
            device here); defaults to :func:`capture`.
        clock: ``() -> seconds`` (tests pass a fake clock).
        background: open on a thread of its own, ``read()`` saying "connecting" meanwhile
            (a stream can take :data:`STREAM_TIMEOUT_MS` to fail); ``None``: for stream
            URLs with the default factory.
        latest: read the device on a thread of its own and hand out only the newest
            picture (:class:`~vision.grabber.LatestFrame`: no stale buffered frames, and a
            ``read()`` that hangs is given up after ``frozen_after_s`` and said as a
            stall); ``None``: for real devices (the default factory).

    Raises:
        SourceSpecError: a negative camera index.
    """

    def __init__(self, target: int | str, *, retry_s: float = 2.0, frozen_after_s: float = 3.0,
                 width: int | None = None, height: int | None = None,
                 capture_factory: Callable[[int | str], object] | None = None,
                 clock: Callable[[], float] = time.monotonic,
                 background: bool | None = None, latest: bool | None = None) -> None:
        if isinstance(target, int) and target < 0:
            raise bad_camera_index(target)
        self.target = target
        self.is_camera = isinstance(target, int)
        self.description = f"camera {target}" if self.is_camera else f"stream {target}"
        self.retry_s = retry_s
        self.frozen_after_s = frozen_after_s
        self.size = (width, height)
        self._factory = capture_factory or capture
        self._clock = clock
        self._t0 = clock()
        self._cap = None
        self._index = 0
        self._next_try = self._t0
        self._last_print: bytes | None = None
        self._same_since: float | None = None
        #: the picture of the last "frozen" restart: not handed out again until it changes
        self._frozen_print: bytes | None = None
        #: the source has shown sensor noise (:data:`NOISE_PAIRS` noise-only picture pairs):
        #: only then is the same picture again and again a frozen camera
        self.noisy = False
        self._noise_pairs = 0
        self._last_sig: tuple | None = None  # the last changed picture's signature
        self._closed = False
        self.failures = 0
        self.status = OK_STATUS
        self.background = (not self.is_camera and capture_factory is None
                           if background is None else background)
        self._opening: "concurrent.futures.Future | None" = None
        self.latest = capture_factory is None if latest is None else latest
        self._grabber: LatestFrame | None = None
        #: a reader given up while its thread hung in ``read()``: the device is not reopened
        #: until that read returns (a hung driver would otherwise pile up threads)
        self._stuck: LatestFrame | None = None
        self._skipped = 0
        #: seconds the last :meth:`read` waited for the device's next picture (``latest``)
        self.waited = 0.0
        self._open()

    # -- device handling
    def _what(self) -> str:
        return "Camera" if self.is_camera else "Video stream"

    def _connect(self) -> tuple[object, bool, str]:
        """One blocking attempt: ``(capture or None, opened, detail of the failure)``."""
        try:
            cap = self._factory(self.target)
            return cap, bool(cap is not None and cap.isOpened()), ""
        except Exception as exc:  # noqa: BLE001 - a driver may throw anything
            return None, False, f" ({exc})"

    def _open(self) -> bool:
        if self.background:
            if self._opening is None:  # start an attempt; the loop goes on meanwhile
                self._opening = _OPENER.submit(self._connect)
            if not self._opening.done():
                if self.status.ok:
                    self.status = source_problem(GapKind.NO_FRAME, "stream_connecting",
                                           f"Connecting to {self.description}.",
                                           retrying=True, target=self.target)
                return False
            cap, opened, detail = self._opening.result()
            self._opening = None
        else:
            cap, opened, detail = self._connect()
        # the next attempt counts from the end of this one: a stream that takes the whole
        # open timeout to fail must not be retried at once on every read
        self._next_try = self._clock() + self.retry_s
        if not opened:
            _release(cap)
            self.failures += 1
            hint = ("check that it is plugged in and not used by another program"
                    if self.is_camera else "check the address and the network")
            self.status = source_problem(GapKind.NO_FRAME, f"{self._kind()}_unopenable",
                                   f"{self._what()} {self.target} cannot be opened{detail}; "
                                   f"{hint}. Retrying in {self.retry_s:g} s.", retrying=True,
                                   target=self.target, retry=f"{self.retry_s:g}")
            return False
        if self.is_camera:
            try:
                cap.set(cv2.CAP_PROP_BUFFERSIZE, 1)  # fewer stale buffered frames
                if self.size[0]:
                    cap.set(cv2.CAP_PROP_FRAME_WIDTH, self.size[0])
                if self.size[1]:
                    cap.set(cv2.CAP_PROP_FRAME_HEIGHT, self.size[1])
            except Exception:  # noqa: BLE001 - optional properties
                pass
        self._cap = cap
        if self.latest:
            self._grabber = LatestFrame(cap, self._clock, prepare=fit_for_reading)
        self._last_print, self._same_since = None, None
        return True

    def _kind(self) -> str:
        return "camera" if self.is_camera else "stream"

    def _forget_device(self, wait_s: float = 0.0) -> None:
        """Let go of the capture: its reading thread releases it (never this thread while
        that one may be inside ``read()``; waiting up to ``wait_s`` seconds for that), or
        released here when there is no thread."""
        if self._grabber is not None:
            self._skipped += self._grabber.skipped
            if not self._grabber.close(wait_s):
                self._stuck = self._grabber
            self._grabber = None
        else:
            _release(self._cap)
        self._cap = None

    def _drop(self, kind: GapKind, reason: str, message: str) -> Frame:
        self._forget_device()
        self.failures += 1
        self._next_try = self._clock() + self.retry_s
        self.status = source_problem(kind, f"{self._kind()}_{reason}", message, retrying=True,
                               target=self.target, retry=f"{self.retry_s:g}",
                               seconds=f"{self.frozen_after_s:g}")
        return Frame(self._index, self._clock() - self._t0, None, self.status)

    def _frozen(self) -> Frame:
        return self._drop(GapKind.FROZEN, "frozen",
                          f"{self._what()} {self.target} is frozen: the same picture "
                          f"for {self.frozen_after_s:g} s. Restarting it.")

    def _learn_noise(self, sig: tuple) -> None:
        """Count the pictures that differ from the last one by sensor noise only, until the
        source is known :attr:`noisy`; ``sig``: a changed picture's
        :func:`~vision.frames.signature` (an identical one is not passed here)."""
        if self.noisy:
            return
        if self._last_sig is not None and noise_only(self._last_sig, sig):
            self._noise_pairs += 1
            self.noisy = self._noise_pairs >= NOISE_PAIRS
        self._last_sig = None if self.noisy else sig

    # -- public
    @property
    def skipped(self) -> int:
        """Pictures the device sent that were dropped to stay current (``latest`` only)."""
        return self._skipped + (self._grabber.skipped if self._grabber is not None else 0)

    def read(self) -> Frame:
        now = self._clock()
        t = now - self._t0
        self.waited = 0.0
        if self._closed:
            return Frame(self._index, t, None, closed_status(self.description, self.target))
        if self._cap is None:
            if self._stuck is not None and not self._stuck.running:
                self._stuck = None
            if now < self._next_try or self._stuck is not None or not self._open():
                return Frame(self._index, t, None, self.status)
        if self._grabber is not None:
            grab = self._grabber.take(self.frozen_after_s)
            self.waited = self._clock() - now  # for the next picture, not decoding it
            if grab is None:
                return self._drop(GapKind.FROZEN, "stalled",
                                  f"{self._what()} {self.target} sent no picture for "
                                  f"{self.frozen_after_s:g} s. Restarting it.")
            ok, image, error, now = grab.ok, grab.image, grab.error, grab.t
            scaled_from = grab.scaled_from
            t = now - self._t0
        else:
            try:
                ok, image = self._cap.read()
                error = None
            except Exception as exc:  # noqa: BLE001
                ok, image, error = False, None, exc
            scaled_from = None
            if ok and image is not None and getattr(image, "size", 0):
                image, scaled_from = fit_for_reading(image)
        if error is not None:
            return self._drop(GapKind.NO_FRAME, "failed",
                              f"{self._what()} {self.target} failed ({error}). "
                              f"Retrying in {self.retry_s:g} s.")
        if not ok or image is None or getattr(image, "size", 0) == 0:
            return self._drop(GapKind.NO_FRAME, "stopped",
                              f"{self._what()} {self.target} stopped sending pictures; "
                              f"check the cable or connection. Retrying in {self.retry_s:g} s.")
        sig = signature(image)
        fp = fingerprint(sig)
        if fp == self._last_print:
            if self.noisy and self._same_since is not None and \
                    now - self._same_since >= self.frozen_after_s:
                self._frozen_print = fp
                return self._frozen()
        elif self.noisy and fp == self._frozen_print:
            return self._frozen()  # the picture it froze on, again after the restart
        else:
            self._learn_noise(sig)
            self._last_print, self._same_since, self._frozen_print = fp, now, None
        if not self.status.ok:
            self.failures = 0
        self.status = OK_STATUS
        frame = Frame(self._index, t, image, OK_STATUS, scaled_from=scaled_from)
        self._index += 1
        return frame

    def close(self) -> None:
        self._closed = True
        if self._opening is not None:  # a stream still opening: release it when it does
            self._opening.add_done_callback(lambda f: _release(f.result()[0]))
            self._opening = None
        self._forget_device(STREAM_TIMEOUT_MS / 1000)


def _release(cap) -> None:
    if cap is not None:
        try:
            cap.release()
        except Exception:  # noqa: BLE001 - a driver may throw anything
            pass


__all__ = ["LiveSource", "capture", "STREAM_TIMEOUT_MS", "NOISE_PAIRS"]
