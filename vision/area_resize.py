"""The marker reader's ``INTER_AREA`` downscale of a 1080p frame to 1280 px, in less time.

``cv2.resize`` with ``INTER_AREA`` takes a fast path only for whole-number factors; at
1920 → 1280 (×2/3) it runs its general area code, 4–11 ms a 1080p frame on session 29's
Xeon, ~9 % of a 1080p frame's reading. At ×2/3 each output pixel covers a
2×2 corner of a 3×3 block of the frame with weights 4, 2, 2, 1 (ninths): the top-left one
is ``(4·p00 + 2·p01 + 2·p10 + p11) / 9``, the others mirrored. OpenCV sums those weights in
``float`` and rounds; the exact value is a whole number of ninths, never within 1/18 of a
half, and the float sum's error is under 1e-4 grey levels, so its result is the exact sum
rounded to the nearest integer. :func:`area_resize` computes that sum in ``uint16`` with
OpenCV's vectorised same-type additions (columns split by phase, then rows), then rounds
it: the same pixels as ``cv2.resize``, bit for bit (``tests/vision/test_area_resize.py``),
in ~0.7 of its time (session 32, docs/benchmarks-history.md). Any other size goes to
``cv2.resize``.
"""
from __future__ import annotations

import threading

import cv2
import numpy as np

_BUFFERS = threading.local()


def area_resize(gray: np.ndarray, size: tuple[int, int]) -> np.ndarray:
    """``cv2.resize(gray, size, interpolation=cv2.INTER_AREA)`` (``gray``: ``H×W uint8``;
    ``size``: ``(width, height)`` px): a new ``height×width uint8`` array, computed by
    :func:`_two_thirds` when ``size`` is exactly 2/3 of the frame's (1920×1080 →
    1280×720), else by ``cv2.resize`` itself."""
    h, w = gray.shape[:2]
    if (gray.ndim == 2 and gray.dtype == np.uint8 and 3 * size[0] == 2 * w
            and 3 * size[1] == 2 * h):
        return _two_thirds(gray)
    return cv2.resize(gray, size, interpolation=cv2.INTER_AREA)


def _two_thirds(gray: np.ndarray) -> np.ndarray:
    """``gray`` (``H×W uint8``, ``H`` and ``W`` multiples of 3) area-resized to 2/3:
    ``(2H/3)×(2W/3) uint8``, a new array (:func:`two_thirds_into`)."""
    h, w = gray.shape
    out = np.empty((2 * h // 3, 2 * w // 3), np.uint8)
    two_thirds_into(gray, out)
    return out


def two_thirds_into(gray: np.ndarray, out: np.ndarray) -> None:
    """``gray`` (``H×W uint8``, ``H`` and ``W`` multiples of 3; a band of a frame's rows
    gives the band of its downscale, the 3×3 blocks being independent) area-resized to 2/3
    into ``out`` (``(2H/3)×(2W/3) uint8``, written in place, rows contiguous). Per 3×3
    block: columns ``2·c0 + c1`` and ``c1 + 2·c2``, then rows the same, then the sum over
    9, rounded (``cv2.convertScaleAbs``)."""
    h, w = gray.shape
    phases, (c0, c1, c2), cols, sums = _planes(h, w)
    # the column phases split in uint8, then widened: ~×0.65 of widening the whole frame
    # and splitting it in uint16 (session 34), the same values
    cv2.split(gray.reshape(h, w // 3, 3), phases)
    for c, p in zip((c0, c1, c2), phases):
        np.copyto(c, p)
    cv2.add(c0, c0, dst=c0)
    cv2.add(c0, c1, dst=c0)  # 2·c0 + c1: the block's left output column
    cv2.add(c2, c2, dst=c2)
    cv2.add(c2, c1, dst=c2)  # c1 + 2·c2: its right one
    cv2.merge([c0, c2], cols)  # the output's columns in order, rows still the frame's
    rows = cols.reshape(h // 3, 3, 2 * w // 3)
    top, bottom = sums[:, 0], sums[:, 1]
    cv2.add(rows[:, 0], rows[:, 0], dst=top)
    cv2.add(top, rows[:, 1], dst=top)
    cv2.add(rows[:, 2], rows[:, 2], dst=bottom)
    cv2.add(bottom, rows[:, 1], dst=bottom)
    got = cv2.convertScaleAbs(sums.reshape(2 * h // 3, 2 * w // 3), out, alpha=1.0 / 9.0)
    if got is not out:  # OpenCV wrote a new array (``out`` not a usable destination)
        out[...] = got


def _planes(h: int, w: int):
    """Work arrays of :func:`two_thirds_into` for an ``h×w`` image (a frame or a band of
    its rows), kept per thread and size (the last few): the three column phases
    (``h×w/3``) in ``uint8`` and in ``uint16``, the columns summed and the rows summed
    (fresh 1080p planes each frame would cost page faults)."""
    return kept_planes(_BUFFERS, (h, w), lambda: (
        [np.empty((h, w // 3), np.uint8) for _ in range(3)],
        [np.empty((h, w // 3), np.uint16) for _ in range(3)],
        np.empty((h, w // 3, 2), np.uint16), np.empty((h // 3, 2, 2 * w // 3), np.uint16)))


def kept_planes(store: threading.local, key, make):
    """The work arrays ``make()`` gives for ``key`` (their sizes), kept in ``store`` per
    thread and key (up to four keys; a fifth drops them all): made once, then the same
    arrays each call."""
    cache = getattr(store, "planes", None)
    if cache is None:
        cache = store.planes = {}
    got = cache.get(key)
    if got is None:
        if len(cache) >= 4:
            cache.clear()
        got = cache[key] = make()
    return got


__all__ = ["area_resize", "two_thirds_into", "kept_planes"]
