"""Frame sources: a webcam index, a video file, a folder of images, a stream URL.

Every source has ``read() -> Frame`` and ``close()``, and never raises for a device or file
problem: a missing, lost or frozen camera, an unreadable image, the end of a video come back
as a :class:`Frame` without an image and with a :class:`~vision.records.SourceStatus` whose
``message`` is a plain sentence the app can speak. Live sources (webcam, stream) retry by
themselves: ``read()`` returns at once while waiting and reopens the device every
``retry_s`` seconds. A real device is read on a thread of its own
(:class:`~vision.grabber.LatestFrame`): ``read()`` gets the newest picture, never a stale
buffered one, and a device that hangs is said as a stall after ``frozen_after_s``. The same
picture again and again is a frozen camera only from a source that has shown sensor noise
(:class:`LiveSource`); from one that repeats its picture while the table is still, it is a
still table. Only a
wrong *argument* (``open_source(3.5)``, a negative camera index) raises
:class:`SourceSpecError`, a ``ValueError`` with a code and values, as a status has, so that
the app says it in the table's language (``app.source_spec.<reason>``).

``Frame.image`` is ``H×W×3 uint8 BGR`` (as OpenCV decodes it); ``Frame.t`` is seconds
(the video's own clock for files, the wall clock since opening for live sources). A picture
larger than the reader needs (:data:`READ_MAX_PX`, a 4K phone camera) is scaled down once,
as it is decoded (:func:`fit_for_reading`); ``Frame.scaled_from`` then keeps its own size.
"""
from __future__ import annotations

import concurrent.futures
import os
import re
import time
import warnings
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterator

import cv2
import numpy as np
from PIL import Image

from .frames import fingerprint, noise_only, signature
from .grabber import LatestFrame
from .jpeg_check import is_jpeg, jpeg_problem
from .png_check import is_png, png_problem
from .records import GapKind, SourceStatus

IMAGE_SUFFIXES = (".png", ".jpg", ".jpeg", ".bmp", ".tif", ".tiff", ".webp")
_OK = SourceStatus(ok=True)
#: The largest picture the reader needs, px (long side, short side): the readers are tuned
#: and measured at 1280×720 and 1920×1080 (``benchmarks.vision_accuracy``), and a 20 mm
#: marker is 40–65 px at 1920 wide over a 60–90 cm table. A 3840×2160 picture scaled to
#: 1920×1080 reads as many cards, none wrong, and its reading takes ×0.55 of the CPU
#: (QA27 #2; docs/benchmarks.md, "Vision", session 22: decoding it costs more still).
READ_MAX_PX = (1920, 1080)


def fit_for_reading(image: np.ndarray) -> tuple[np.ndarray, tuple[int, int] | None]:
    """``image`` (``H×W×3 uint8 BGR``) scaled down (area averaging) so that its long side
    is at most ``READ_MAX_PX[0]`` and its short side at most ``READ_MAX_PX[1]`` px, keeping
    its shape (a portrait picture stays portrait). Returns ``(image, scaled_from)``:
    ``scaled_from`` is the original ``(width, height)`` px, or ``None`` (and the same
    array) when it was no larger."""
    h, w = image.shape[:2]
    f = min(READ_MAX_PX[0] / max(w, h), READ_MAX_PX[1] / max(1, min(w, h)))
    if f >= 1.0:
        return image, None
    size = (max(1, round(w * f)), max(1, round(h * f)))
    return cv2.resize(image, size, interpolation=cv2.INTER_AREA), (w, h)


class SourceSpecError(ValueError):
    """What the user gave as a source names none (:func:`source_kind`): ``str()`` is the
    English sentence, for logs; ``reason`` (``"not_a_source"``, ``"empty"``,
    ``"camera_index"``, ``"path_refused"``) and ``params`` (``(name, text)`` pairs:
    ``value``, ``index``, ``most``, ``error``) let the app say it in the table's language,
    as :class:`~vision.records.SourceStatus` ``reason`` / ``params`` do."""

    def __init__(self, reason: str, message: str, **params: object) -> None:
        super().__init__(message)
        self.reason = reason
        self.params = tuple((k, str(v)) for k, v in params.items())


def _problem(kind: GapKind, reason: str, message: str, *, ended: bool = False,
             retrying: bool = False, **params: object) -> SourceStatus:
    """A not-ok status: ``message`` in English for logs, ``reason`` and ``params`` for the
    app to say it in the table's language."""
    return SourceStatus(False, kind, message, retrying=retrying, ended=ended, reason=reason,
                        params=tuple((k, str(v)) for k, v in params.items()))


@dataclass(frozen=True)
class Frame:
    """One pull from a source.

    Attributes:
        index: running count of pulls that gave an image (0-based).
        t: seconds.
        image: ``H×W×3 uint8 BGR`` or ``None`` when there was no usable image.
        status: ok, or what went wrong (said in words).
        name: where it came from (file name for folders, ``""`` otherwise).
        scaled_from: ``(width, height)`` px of the picture as the source gave it, when it
            was scaled down for reading (:func:`fit_for_reading`); ``None`` otherwise.
    """

    index: int
    t: float
    image: np.ndarray | None
    status: SourceStatus
    name: str = ""
    scaled_from: tuple[int, int] | None = None

    @property
    def ok(self) -> bool:
        return self.image is not None and self.status.ok


class FrameSource:
    """Base class. Subclasses implement :meth:`read`; iterate to get frames until the end."""

    description = "frame source"

    def read(self) -> Frame:  # pragma: no cover - abstract
        raise NotImplementedError

    def close(self) -> None:
        """Release the device or file; reading again afterwards reports the end."""

    def __enter__(self):
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def __iter__(self) -> Iterator[Frame]:
        """Frames until the source ends (live sources never end; break out yourself)."""
        while True:
            frame = self.read()
            yield frame
            if frame.status.ended:
                return

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.description}>"


# --------------------------------------------------------------------------- files


class VideoFileSource(FrameSource):
    """A video file read frame by frame with ``cv2.VideoCapture``.

    Frames are handed out as fast as the caller asks (``companion.app.pace.RealTime`` plays
    them at the video's own clock). A missing, unreadable or truncated file is reported
    (``ended=True``), not raised; one that ends well short of the frames its header
    announces (:func:`cut_short_margin`) ends with ``video_cut_short``.
    """

    def __init__(self, path: str | os.PathLike) -> None:
        self.path = Path(path)
        self.description = f"video file {self.path.name}"
        self._cap = None
        self._index = 0
        self._ended = False
        self._fps = 0.0
        self.frame_count = 0
        self.status = _OK
        if not self.path.is_file():
            if self.path.suffix or self.path.exists():
                self._end("video_not_found", f"Video file {self.path} not found; check the "
                          "path.", path=self.path)
            else:  # "nodir": a folder as likely as a file (QA20 #14: "video file nodir")
                self._end("path_not_found", f"{self.path} not found: no folder or file has "
                          "that name; check the path.", path=self.path)
            return
        cap = cv2.VideoCapture(str(self.path))
        if not cap.isOpened():
            cap.release()
            self._end("video_unopenable", f"Video file {self.path.name} cannot be opened: "
                      "it is truncated, damaged or in a format OpenCV cannot decode.",
                      name=self.path.name)
            return
        self._cap = cap
        self._fps = float(cap.get(cv2.CAP_PROP_FPS) or 0.0)
        #: the frames the file's header announces (0: unknown)
        self.frame_count = max(0, int(cap.get(cv2.CAP_PROP_FRAME_COUNT) or 0))

    def _end(self, reason: str, message: str, **params: object) -> Frame:
        self._ended = True
        self.status = _problem(GapKind.NO_FRAME, reason, message, ended=True, **params)
        return Frame(self._index, self._t(), None, self.status)

    def _t(self) -> float:
        return self._index / self._fps if self._fps > 0 else float(self._index)

    def read(self) -> Frame:
        if self._ended or self._cap is None:
            return Frame(self._index, self._t(), None, self.status)
        try:
            ok, image = self._cap.read()
        except cv2.error as exc:  # a broken stream inside the file
            ok, image = False, None
            self.close()
            return self._end("video_damaged", f"Video file {self.path.name} is damaged "
                             f"after frame {self._index}: {exc}", name=self.path.name,
                             frames=self._index)
        if not ok or image is None or image.size == 0:
            self.close()
            if self._index == 0:
                return self._end("video_empty", f"Video file {self.path.name} has no "
                                 "readable frame: it is empty or truncated.",
                                 name=self.path.name)
            if self._index < self.frame_count - cut_short_margin(self.frame_count):
                # QA27 #6: a file cut short ended as if whole
                return self._end("video_cut_short", f"Video file {self.path.name} ended "
                                 f"early, after {self._index} of its {self.frame_count} "
                                 "frames: it is damaged or cut short.", name=self.path.name,
                                 frames=self._index, total=self.frame_count)
            return self._end("video_ended", f"Video file {self.path.name} ended after "
                             f"{self._index} frames.", name=self.path.name, frames=self._index)
        image, scaled_from = fit_for_reading(image)
        frame = Frame(self._index, self._t(), image, _OK, scaled_from=scaled_from)
        self._index += 1
        return frame

    def close(self) -> None:
        if self._cap is not None:
            self._cap.release()
            self._cap = None
        if not self._ended:
            self._ended = True
            self.status = _problem(GapKind.NO_FRAME, "closed", f"{self.description} is closed.",
                                   ended=True, name=self.path.name)


def cut_short_margin(frame_count: int) -> int:
    """Frames a video may end short of its header's ``frame_count`` and still count as
    whole: a container's count can be an estimate from its duration (a frame or two off);
    more missing frames mean a damaged or truncated file."""
    return max(2, frame_count // 50)


class ImageFolderSource(FrameSource):
    """The images of a folder in name order (``.png``, ``.jpg``, …), one per ``read()``.

    An unreadable file gives a ``BAD_FRAME`` status naming it, and the next ``read()``
    moves on; a damaged PNG or a truncated JPEG is found before OpenCV decodes it
    (:mod:`vision.png_check`, :mod:`vision.jpeg_check`: libpng and libjpeg would print
    their own lines on standard error, and libjpeg hand back a half-grey picture). A missing file
    when none of the next ones is there either (the folder was emptied or removed during
    the game) ends the source with ``folder_gone`` (QA12 F15: 64 s of silence followed, one
    skipped picture after another). ``t`` is ``index / fps``.
    """

    def __init__(self, folder: str | os.PathLike, fps: float = 10.0) -> None:
        self.folder = Path(folder)
        self.description = f"image folder {self.folder}"
        self.fps = fps
        self._pos = 0
        self._index = 0
        self._size: tuple[int, int] | None = None  # the last picture's (width, height) px
        if self.folder.is_dir():
            self.files = sorted(p for p in self.folder.iterdir()
                                if p.suffix.lower() in IMAGE_SUFFIXES and p.is_file())
            self.status = _OK if self.files else _problem(
                GapKind.NO_FRAME, "folder_empty", f"Folder {self.folder} holds no images "
                f"({', '.join(IMAGE_SUFFIXES)}).", ended=True, folder=self.folder)
        else:
            self.files = []
            self.status = _problem(GapKind.NO_FRAME, "folder_not_found",
                                   f"Folder {self.folder} not found; check the path.",
                                   ended=True, folder=self.folder)

    def read(self) -> Frame:
        t = self._index / self.fps
        if self._pos >= len(self.files):
            if self.status.ok:
                self.status = _problem(GapKind.NO_FRAME, "folder_done",
                                       f"No more images in {self.folder.name} "
                                       f"after {self._index}.", ended=True,
                                       folder=self.folder.name, frames=self._index)
            return Frame(self._index, t, None, self.status)
        path = self.files[self._pos]
        self._pos += 1
        image = _load_image(path)
        if image is None and not path.exists() and \
                not any(p.exists() for p in self.files[self._pos:]):
            self._pos = len(self.files)
            self.status = _problem(GapKind.NO_FRAME, "folder_gone",
                                   f"The pictures in {self.folder.name} are gone (the folder "
                                   f"was emptied or removed) after {self._index}.",
                                   ended=True, folder=self.folder.name, frames=self._index)
            return Frame(self._index, t, None, self.status, path.name)
        if image is None or image.size == 0:
            status = _problem(GapKind.BAD_FRAME, "image_unreadable",
                              f"Image {path.name} cannot be read (damaged or not an "
                              "image); skipped.", name=path.name)
            return Frame(self._index, t, None, status, path.name)
        h, w = image.shape[:2]
        if self._odd_size((w, h)):  # QA27 #8: a stray 1×1 file was said as camera advice
            status = _problem(GapKind.BAD_FRAME, "image_odd_size",
                              f"Image {path.name} is {w}×{h} px, unlike the pictures "
                              "around it; skipped.", name=path.name, width=w, height=h)
            return Frame(self._index, t, None, status, path.name)
        self._size = (w, h)
        image, scaled_from = fit_for_reading(image)
        frame = Frame(self._index, t, image, _OK, path.name, scaled_from)
        self._index += 1
        return frame

    def _odd_size(self, size: tuple[int, int]) -> bool:
        """Whether a picture of ``size`` (width, height px) is a stray file among the
        folder's pictures: its size differs from the picture before it and the next file's
        is that one's (for the first picture: the next two files agree with each other and
        not with it). A folder whose pictures change size for good (the camera set anew)
        is read on; only the files' headers are read (Pillow), not the pictures."""
        def shape(wh):  # a picture turned a quarter (EXIF orientation) is the same shape
            return None if wh is None else tuple(sorted(wh))
        if shape(size) == shape(self._size):
            return False
        after = [shape(_header_size(p)) for p in self.files[self._pos:self._pos + 2]]
        before = shape(self._size) if self._size is not None else (
            after[1] if len(after) > 1 else None)
        return bool(after) and before is not None and after[0] == before != shape(size)

    def close(self) -> None:
        self._pos = len(self.files)


def _header_size(path: Path) -> tuple[int, int] | None:
    """``(width, height)`` px from the image file's header (Pillow reads no pixels), or
    ``None`` when it cannot be read."""
    try:
        with warnings.catch_warnings():  # a huge picture's DecompressionBombWarning
            warnings.simplefilter("ignore")
            with Image.open(path) as image:
                return image.size
    except (OSError, SyntaxError, ValueError, Image.DecompressionBombError):
        return None


def _load_image(path: Path) -> np.ndarray | None:
    """``H×W×3 uint8 BGR`` of the image file ``path``, or ``None`` when it is missing,
    unreadable, a damaged PNG or a truncated JPEG (never given to libpng or libjpeg, which
    print their own lines on standard error: :mod:`vision.png_check`,
    :mod:`vision.jpeg_check`)."""
    try:
        data = path.read_bytes()
    except OSError:
        return None
    if not data or (is_png(data) and png_problem(data) is not None) or \
            (is_jpeg(data) and jpeg_problem(data) is not None):
        return None
    return cv2.imdecode(np.frombuffer(data, np.uint8), cv2.IMREAD_COLOR)


# --------------------------------------------------------------------------- live


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
            raise _bad_index(target)
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
        self.status = _OK
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
                    self.status = _problem(GapKind.NO_FRAME, "stream_connecting",
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
            if cap is not None:
                try:
                    cap.release()
                except Exception:  # noqa: BLE001
                    pass
            self.failures += 1
            hint = ("check that it is plugged in and not used by another program"
                    if self.is_camera else "check the address and the network")
            self.status = _problem(GapKind.NO_FRAME, f"{self._kind()}_unopenable",
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
        self.status = _problem(kind, f"{self._kind()}_{reason}", message, retrying=True,
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
            return Frame(self._index, t, None, _problem(
                GapKind.NO_FRAME, "closed", f"{self.description} is closed.", ended=True,
                name=self.target))
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
        self.status = _OK
        frame = Frame(self._index, t, image, _OK, scaled_from=scaled_from)
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


#: Largest camera index: OpenCV reads an index of 100 and more as a capture back-end's code
#: plus a camera number (``cv2.CAP_V4L2`` is 200: 200 opens camera 0), and no machine has a
#: hundred cameras (QA15: 99999999999999999999 was retried for ever).
MAX_CAMERA_INDEX = 99


def _bad_index(index: int) -> SourceSpecError:
    """A negative camera index (OpenCV's "any camera", ``-1``, crashes some builds), or one
    over :data:`MAX_CAMERA_INDEX`."""
    return SourceSpecError("camera_index", f"camera index {index} is not valid; give 0 for "
                           f"the first webcam, 1 for the second, … (at most "
                           f"{MAX_CAMERA_INDEX})", index=index, most=MAX_CAMERA_INDEX)


def source_kind(spec: int | str | os.PathLike) -> tuple[str, int | str | Path]:
    """What ``spec`` names, without opening it: ``("camera", index)``, ``("stream", url)``,
    ``("folder", path)``, ``("image", path)`` or ``("video", path)``.

    Raises:
        SourceSpecError: ``spec`` is none of those (a float, an empty text, a camera index
            under 0 — OpenCV's "any camera" ``-1`` crashes some builds — or over
            :data:`MAX_CAMERA_INDEX`, or a path the system refuses, e.g. a name over 255
            characters); the message says what to give, its ``reason`` and ``params`` let
            the app say it in the table's language.
    """
    if isinstance(spec, bool) or not isinstance(spec, (int, str, os.PathLike)):
        raise SourceSpecError("not_a_source", f"cannot open {spec!r} as a frame source; give "
                              "a camera index (0, 1, …), a video file, a folder of images or "
                              "a stream URL", value=repr(spec))
    text = spec if isinstance(spec, int) else os.fspath(spec).strip()
    if isinstance(text, str) and not text:
        raise SourceSpecError("empty", "empty frame source; give a camera index (0, 1, …), a "
                              "video file, a folder of images or a stream URL")
    if isinstance(text, int) or re.fullmatch(r"[+-]?[0-9]+", text):
        index = int(text)
        if not 0 <= index <= MAX_CAMERA_INDEX:
            raise _bad_index(index)
        return "camera", index
    if "://" in text:
        return "stream", text
    path = Path(text)
    try:
        if path.is_dir() or text.endswith(("/", os.sep)):  # a folder, or meant as one
            return "folder", path
        if path.suffix.lower() in IMAGE_SUFFIXES and path.is_file():
            return "image", path
    except OSError as exc:  # e.g. a name too long for the file system
        shown = f"{text[:40]!r}{'…' if len(text) > 40 else ''}"
        raise SourceSpecError("path_refused", f"cannot use {shown} as a video file or "
                              f"folder: {exc.strerror or exc}", value=shown,
                              error=exc.strerror or exc) from None
    return "video", path


def open_source(spec: int | str | os.PathLike, **options) -> FrameSource:
    """Open a frame source from what the user typed (see :func:`source_kind`).

    ``spec``: a device index (``0``, ``"1"``), a folder of images, a video file, or a URL
    (``rtsp://…``, ``http://…``). ``options`` go to the source's constructor. Never raises
    for a missing device or file: the source reports it in its first ``read()``.

    Raises:
        SourceSpecError: ``spec`` names no source (:func:`source_kind`).
    """
    kind, target = source_kind(spec)
    if kind in ("camera", "stream"):
        return LiveSource(target, **options)
    if kind == "folder":
        return ImageFolderSource(target, **options)
    if kind == "image":
        return _SingleImage(target)
    return VideoFileSource(target, **options)


class _SingleImage(ImageFolderSource):
    """One image file, read once."""

    def __init__(self, path: Path) -> None:  # noqa: D107 - no folder scan
        self.folder, self.fps, self._pos, self._index = path.parent, 10.0, 0, 0
        self._size = None
        self.files = [path]
        self.description = f"image {path.name}"
        self.status = _OK


__all__ = ["Frame", "FrameSource", "SourceSpecError", "READ_MAX_PX", "fit_for_reading", "VideoFileSource",
           "ImageFolderSource", "LiveSource",
           "open_source", "source_kind", "IMAGE_SUFFIXES"]
