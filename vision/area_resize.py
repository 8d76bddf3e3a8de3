"""The frame scaled by 2/3 with ``cv2.INTER_AREA``, faster than OpenCV's own general area
resize and to the same bits: the marker and seat readers run their main pass on a 1920×1080
frame scaled to 1280×720 (:meth:`vision.marker_reader.MarkerReader.detect`).

A 2/3 area resize takes each output pixel from a 1.5 × 1.5 px cell of the source: along
each axis, output 2k is ``(2/3)·s[3k] + (1/3)·s[3k+1]`` and output 2k+1 is
``(1/3)·s[3k+1] + (2/3)·s[3k+2]``. OpenCV (``resizeArea_``, ``float`` sums) weighs the
source columns of each row first, then the rows, each product and sum rounded to
``float32``, and rounds the result half to even; :func:`area_two_thirds` does the same
operations in the same order on the three column and row phases as whole planes (a sum of
two terms does not depend on their order). Measured: the same bits on the 30 speed frames of
the benchmark at 1920×1080 (``tests/vision/test_area_resize.py`` checks rendered and
random images), 3.0 → 2.1 ms a frame on one core.

Units: px. Images ``H×W uint8`` gray.
"""
from __future__ import annotations

import threading

import cv2
import numpy as np

#: The area weights of a 2/3 scaling as OpenCV computes them (``float``): a whole source
#: pixel in a 1.5 px cell, and half of one.
_WHOLE = np.float32(1.0 / 1.5)
_HALF = np.float32(0.5 / 1.5)


def resize_area(gray: np.ndarray, size: tuple[int, int]) -> np.ndarray:
    """``cv2.resize(gray, size, interpolation=cv2.INTER_AREA)`` (``gray``: ``H×W uint8``,
    ``size``: ``(width, height)``), by :func:`area_two_thirds` when ``size`` is 2/3 of a
    frame whose sides are multiples of 3 (1920×1080 → 1280×720), else by OpenCV."""
    h, w = gray.shape[:2]
    if (gray.ndim == 2 and gray.dtype == np.uint8 and w % 3 == 0 and h % 3 == 0
            and size == (2 * w // 3, 2 * h // 3)):
        return area_two_thirds(gray)
    return cv2.resize(gray, size, interpolation=cv2.INTER_AREA)


def area_two_thirds(gray: np.ndarray) -> np.ndarray:
    """``gray`` (``H×W uint8``, ``H`` and ``W`` multiples of 3) scaled to ``2H/3 × 2W/3``
    px, the same bits as ``cv2.resize(..., interpolation=cv2.INTER_AREA)``.

    Raises:
        ValueError: not a ``uint8`` gray image whose sides are multiples of 3."""
    if gray.ndim != 2 or gray.dtype != np.uint8 or gray.shape[0] % 3 or gray.shape[1] % 3:
        raise ValueError(f"need an H×W uint8 gray image with sides multiples of 3, got "
                         f"{gray.shape} {gray.dtype}; use cv2.resize for other images")
    h, w = gray.shape
    even, odd, mid, top, half, bottom, rounded, merged = _buffers(h, w)
    # the three column phases of each 3 px group (strided views of the source)
    g3 = np.ascontiguousarray(gray).reshape(h, w // 3, 3)
    np.multiply(g3[:, :, 1], _HALF, out=mid, dtype=np.float32)
    np.multiply(g3[:, :, 0], _WHOLE, out=even, dtype=np.float32)
    even += mid  # output columns 2k
    np.multiply(g3[:, :, 2], _WHOLE, out=odd, dtype=np.float32)
    odd += mid   # output columns 2k + 1
    for k, cols in enumerate((even, odd)):
        r = cols.reshape(h // 3, 3, w // 3)  # the three row phases
        np.multiply(r[:, 1], _HALF, out=half)
        np.multiply(r[:, 0], _WHOLE, out=top)
        top += half     # output rows 2k
        np.multiply(r[:, 2], _WHOLE, out=bottom)
        bottom += half  # output rows 2k + 1
        # rounded half to even and saturated, as OpenCV's float → uchar
        cv2.convertScaleAbs(top, dst=rounded[k])
        cv2.convertScaleAbs(bottom, dst=rounded[2 + k])
    out = np.empty((h // 3, 2, 2 * (w // 3)), np.uint8)
    for k in range(2):  # out[:, 0]: output rows 2i, out[:, 1]: 2i + 1 (columns interleaved)
        cv2.merge([rounded[2 * k], rounded[2 * k + 1]], dst=merged)
        out[:, k] = merged.reshape(h // 3, -1)
    return out.reshape(2 * (h // 3), 2 * (w // 3))


#: The planes of :func:`area_two_thirds`, kept per thread for the last frame size
#: (~12 MB at 1920×1080): fresh ones of 2.8 MB each cost page faults on every frame
#: (measured in the reader's process: 10.8 ms a frame against 2.1 ms reused).
_LOCAL = threading.local()


def _buffers(h: int, w: int) -> list[np.ndarray]:
    """The planes for an ``h×w`` source: three ``float32`` ``h × w/3``, three ``float32``
    ``h/3 × w/3``, a list of four ``uint8`` ``h/3 × w/3`` and one ``uint8``
    ``h/3 × w/3 × 2``."""
    cached = getattr(_LOCAL, "planes", None)
    if cached is None or cached[0] != (h, w):
        n = w // 3
        cached = ((h, w), [np.empty((h, n), np.float32) for _ in range(3)]
                  + [np.empty((h // 3, n), np.float32) for _ in range(3)]
                  + [[np.empty((h // 3, n), np.uint8) for _ in range(4)],
                     np.empty((h // 3, n, 2), np.uint8)])
        _LOCAL.planes = cached
    return cached[1]


__all__ = ["resize_area", "area_two_thirds"]
