"""What every frame source shares: the :class:`Frame` it hands out, the :class:`FrameSource`
base class, the not-ok :class:`~vision.records.SourceStatus` it reports (:func:`source_problem`),
the :class:`SourceSpecError` a wrong argument raises (:mod:`vision.source_spec`), and the
scaling of a picture larger than the reader needs (:func:`fit_for_reading`).

The sources themselves: :mod:`vision.file_sources` (video file, image folder, one image),
:mod:`vision.live_source` (webcam, stream URL); :mod:`vision.sources` opens the one a user
names.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterator

import cv2
import numpy as np

from .records import GapKind, SourceStatus
from .source_spec import MAX_CAMERA_INDEX, SourceSpecError, bad_camera_index

#: The status of a frame read without a problem.
OK_STATUS = SourceStatus(ok=True)
#: The largest picture the reader needs, px (long side, short side): the readers are tuned
#: and measured at 1280×720 and 1920×1080 (``benchmarks.vision_accuracy``), and a 20 mm
#: marker is 40–65 px at 1920 wide over a 60–90 cm table. A 3840×2160 picture scaled to
#: 1920×1080 reads as many cards, none wrong, and its reading takes ×0.55 of the CPU
#: (QA27 #2; docs/benchmarks-history.md, "Vision", session 22: decoding it costs more still).
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


def source_problem(kind: GapKind, reason: str, message: str, *, ended: bool = False,
                   retrying: bool = False, **params: object) -> SourceStatus:
    """A not-ok status: ``message`` in English for logs, ``reason`` and ``params`` for the
    app to say it in the table's language."""
    return SourceStatus(False, kind, message, retrying=retrying, ended=ended, reason=reason,
                        params=tuple((k, str(v)) for k, v in params.items()))


def closed_status(description: str, name: object) -> SourceStatus:
    """The status of a source read after :meth:`FrameSource.close` (``description``: the
    source's, ``name``: its file name or target): the end."""
    return source_problem(GapKind.NO_FRAME, "closed", f"{description} is closed.",
                          ended=True, name=name)


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


__all__ = ["Frame", "FrameSource", "SourceSpecError", "READ_MAX_PX", "fit_for_reading",
           "OK_STATUS", "MAX_CAMERA_INDEX", "bad_camera_index", "source_problem",
           "closed_status"]
