"""The grey images the marker reader reads a colour frame through: the achromatic image
(:func:`achromatic`) and, for a frame scaled down for the main pass (1080p → 1280 px), its
downscale, computed together band by band (:func:`achromatic_planes`).

Computed one after the other over the whole frame, the BGR frame's three planes, the
achromatic image and the downscale's work planes (~14 bytes a pixel, 29 MB at 1080p) leave
a core's 2 MB cache between steps, and each step reads its input back from memory: with
the gray conversion they cost 6.4–7.0 ms a 1080p frame (CPU, the 30 frames of the
benchmark's speed set in turn, session 46's Xeon) against ~3.7 on a frame read again at
once. The same operations on bands of :data:`BAND_ROWS` rows (their work planes ~1.1 MB
at 1080p, ~1.5 MB with the band's input and outputs) give the same pixels, bit for bit
(every step is per pixel or per 3×3 block: ``tests/vision/test_grey_planes.py``), in
~4.5 ms a 1080p frame with the gray
conversion before them, ~1.25 against ~1.4 at 720p; the reader's 1080p frames ×0.92–0.95
of their CPU, every reading the same (docs/benchmarks-history.md, session 46, speed46).
"""
from __future__ import annotations

import threading

import cv2
import numpy as np

from .area_resize import area_resize, kept_planes, two_thirds_into

#: Colourfulness (grey levels of max − min of B, G, R) that :func:`achromatic` ignores: a
#: warm or cool light's cast on the black cells and white labels (dim preset: 0.6 warm).
SPREAD_FLOOR = 30
#: Rows of a band (a multiple of 3: the 2/3 downscale's 3×3 blocks stay whole). Measured
#: with the gray conversion in the bands too (not kept), 1080p: 27 rows 4.16 ms, 54:
#: 3.98–4.37, 81: 3.97, 120: 4.04; as kept (the gray before them), 54 rows: 4.49 ms.
BAND_ROWS = 54

_BUFFERS = threading.local()


def achromatic(img: np.ndarray, gray: np.ndarray) -> np.ndarray:
    """The image the marker reader sees: ``gray`` (``H×W uint8``) lightened by each pixel's
    colourfulness beyond :data:`SPREAD_FLOOR` (max − min of ``img``'s B, G, R, ``H×W×3
    uint8 BGR``). The black-and-white markers stay as they are; coloured cloths and
    artwork fade. Measured on the benchmark's frames (2,000 instances): 95.25 → 95.45 %
    identified, 0 wrong (tilted +0.8, harsh +0.3 points, the others unchanged; without the
    floor typical and dim lost 1.5 and 1.2 points); a red gingham table 226 → 44 ms a frame
    (ArUco had ~900 square candidates to decode). Returns a new ``H×W uint8`` array,
    computed by bands (:func:`achromatic_planes`)."""
    return achromatic_planes(img, gray)[0]


def achromatic_planes(img: np.ndarray, gray: np.ndarray, size: "tuple[int, int] | None" = None
                      ) -> tuple[np.ndarray, "np.ndarray | None"]:
    """``(achromatic(img, gray), its downscale to size)``: the achromatic image (``H×W
    uint8``, a new array) and, when ``size`` (``(width, height)`` px) is given and differs
    from the frame's, ``area_resize`` of it to ``size`` (:func:`vision.area_resize.area_resize`'s
    pixels; a new array), else ``None``. Both are computed band by band
    (:data:`BAND_ROWS`) when ``size`` is exactly 2/3 of the frame (1920×1080 → 1280×720);
    another size is downscaled whole afterwards. Raises ``ValueError`` when ``gray`` is
    not ``img``'s size (a band would read only part of ``img``). A frame 1 px wide whose
    last band has <= 4 rows (e.g. 58 rows) raises ``cv2.error`` (OpenCV's binding reads a
    band of <= 4 pixels as a scalar); the pipeline refuses frames under 32 px a side
    before this (``BAD_FRAME``)."""
    h, w = gray.shape[:2]
    if img.shape[:2] != (h, w):
        raise ValueError(f"grey image {w}×{h} px is not the frame's "
                         f"{img.shape[1]}×{img.shape[0]} px")
    out = np.empty((h, w), np.uint8)
    small = None
    if size is not None and tuple(size) != (w, h):
        if 3 * size[0] == 2 * w and 3 * size[1] == 2 * h:
            small = np.empty((size[1], size[0]), np.uint8)
        else:  # not 2/3: the achromatic image by bands, then cv2.resize over it whole
            _bands(img, gray, out, None)
            return out, area_resize(out, tuple(size))
    _bands(img, gray, out, small)
    return out, small


def _bands(img: np.ndarray, gray: np.ndarray, out: np.ndarray, small: "np.ndarray | None"
           ) -> None:
    """:func:`achromatic_planes`' work: for each band of :data:`BAND_ROWS` rows, the
    achromatic band into ``out`` and, when ``small`` is given (2/3 of ``out``, ``H`` a
    multiple of 3), its 2/3 downscale into ``small``'s rows (2/3 of the band's)."""
    h, w = gray.shape[:2]
    for y0 in range(0, h, BAND_ROWS):
        y1 = min(h, y0 + BAND_ROWS)
        b, g, r, hi, lo = _planes(y1 - y0, w)
        b, g, r = cv2.split(img[y0:y1], [b, g, r])
        cv2.max(b, g, dst=hi)
        cv2.max(hi, r, dst=hi)
        cv2.min(b, g, dst=lo)
        cv2.min(lo, r, dst=lo)
        cv2.subtract(hi, lo, dst=hi)
        cv2.subtract(hi, SPREAD_FLOOR, dst=hi)
        band = out[y0:y1]
        cv2.add(gray[y0:y1], hi, dst=band)
        if small is not None:
            two_thirds_into(band, small[2 * y0 // 3:2 * y1 // 3])


def _planes(rows: int, w: int) -> list[np.ndarray]:
    """Five ``rows×w uint8`` work planes of :func:`_bands`, kept per thread and size (a
    frame's bands and its last, shorter one)."""
    return kept_planes(_BUFFERS, (rows, w),
                       lambda: [np.empty((rows, w), np.uint8) for _ in range(5)])


__all__ = ["achromatic", "achromatic_planes", "SPREAD_FLOOR", "BAND_ROWS"]
