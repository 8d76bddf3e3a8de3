"""Seat markers only, for a deck without printed card markers (``CardReader(markers=False)``).

The card-first sticker reader (:mod:`vision.sticker_cards`) needs the seat markers alone: a
40 mm seat marker (:data:`vision.adaptation.SEAT_MARKER`) is never under 20 px a side at
1280×720, even at the far side of a 40° tilt, while the main ArUco pass is set for 20 mm card
markers down to 10 px (:func:`vision.marker_reader.detector_parameters`). Its smallest
candidates are what a patterned cloth gives by the hundred (gingham, tiles). This reader is
the :class:`~vision.marker_reader.MarkerReader` (same passes: main, local contrast, far
side) with the main pass's smallest marker perimeter raised to
:data:`SEAT_MIN_PERIMETER_RATE` of the larger image side, and its main pass found on the
frame halved (:meth:`SeatMarkerReader.detect`): ArUco looks for the markers in a quarter of
the pixels (windows :data:`HALF_WINDOWS_PX`), and each marker found is detected again at full
resolution in a crop round it (:func:`crop_box`), so its corners are the full-resolution
pass's.

Measured (same seats, corners identical to the hundredth of a px, on the sticker-only
benchmark's 225 frames and the 30 + 30 speed frames; one core): main pass and its passes
720p median 6.7 → 5.9 ms a frame, mean 31 → 7.3 ms (patterned cloths); 1080p median
10.0 → 8.6 ms. A rate of 0.05 left the cloth frames slow (mean 27 ms); a single 21 px
threshold window (median 3.9 ms) moved one seat's corners by 4 px: not kept. The halved
search (next round): the same seats on those 285 frames, 1,136 of them, none lost or added;
the corners of 24 within 0.22 px (markers found by the local-contrast pass, whose crops
start from the halved frame's candidates), the others equal; 720p median ~9.5 → ~7.4 ms
a frame CPU on the shared machine (docs/benchmarks-history.md, "Sticker-only deck").
"""
from __future__ import annotations

import cv2
import numpy as np

from companion.cards import Edition

from . import adaptation as ad
from .marker_reader import MarkerReader, detector_parameters

#: Smallest marker perimeter, share of the larger image side (the card-marker pass: 0.03):
#: 77 px at 1280 px wide, a square of 19 px sides; seat markers measured 20.4 px at the least
#: (the far side of a 40° tilt, 720p), 56 px median.
SEAT_MIN_PERIMETER_RATE = 0.06
#: Adaptive-threshold windows of the search on the halved frame, px of the halved frame
#: (measured on 285 frames: 3 and 11 or 15 lose no seat; 3 alone lost 10, 5 and 11 lost 2,
#: 3 and 7 moved corners by 1.8 px through the contrast pass's crops).
HALF_WINDOWS_PX = (3, 11)
#: Margin of the full-resolution crop round a marker found on the halved frame: half its
#: side plus this many px (the 21 px threshold window's reach, and the halved corners' error).
CROP_MARGIN_PX = 14


def crop_box(quad: np.ndarray, width: int, height: int) -> tuple[int, int, int, int]:
    """``(x0, y0, x1, y1)`` px of the crop round a marker ``quad`` (4×2 px of an image of
    ``width`` × ``height`` px): its bounding box grown by half its mean side plus
    :data:`CROP_MARGIN_PX`, clipped to the image."""
    side = float(np.mean(np.hypot(*(quad - np.roll(quad, 1, axis=0)).T)))
    m = 0.5 * side + CROP_MARGIN_PX
    x0, y0 = (int(v) for v in np.maximum(np.floor(quad.min(axis=0) - m), 0))
    x1, y1 = (int(v) for v in np.floor(quad.max(axis=0) + m) + 1)
    return x0, y0, min(x1, width), min(y1, height)


def halved_to_full(quads) -> list[np.ndarray]:
    """Quads found on a frame halved by ``cv2.resize(INTER_AREA)`` (each ``1×4×2`` or
    ``4×2`` px of the halved frame) → ``4×2 float64`` px of the full frame (pixel centres:
    ``(p + 0.5) × 2 − 0.5``)."""
    return [(np.asarray(q, np.float64).reshape(4, 2) + 0.5) * 2.0 - 0.5 for q in quads]


class SeatMarkerReader(MarkerReader):
    """A :class:`~vision.marker_reader.MarkerReader` for seat markers: its main pass skips
    candidates smaller than a seat marker (:data:`SEAT_MIN_PERIMETER_RATE`) and is searched
    on the frame halved (:meth:`detect`), and its far side gets no deblurred rescan (that is
    for 20 mm card markers: on tilted frames the same seats for ~10 ms less), and the
    passes that read card markers only are off (edge strips; the card-first marker pass,
    :mod:`vision.band_markers`: the same seats, the sticker-only reader's CPU ×0.42 on
    seed 5000's 720p frames, session 47). Card markers it happens to read are returned as
    usual (the caller of a deck without markers only counts them). Arguments as
    :class:`~vision.marker_reader.MarkerReader`, and ``halved``: False
    runs the main pass on the whole detection image instead (its candidates go to the
    local-contrast pass as they are; for comparison)."""

    def __init__(self, edition: "str | Edition" = Edition.ARKHAM, *, halved: bool = True,
                 **kw) -> None:
        kw.setdefault("deblur_pass", False)
        kw.setdefault("soft_decode", False)  # it reads card ids only
        kw.setdefault("model_pass", False)  # needs the deblurred rows; card ids only
        kw.setdefault("edge_pass", False)  # card ids only
        # card ids only too: the card-first marker pass (vision.band_markers) finds every
        # card band of each zone (the sticker reader finds them again) and decodes a card
        # marker there; a deck without card markers has none (session 47, sspeed47)
        kw.setdefault("band_pass", False)
        # its halved main pass follows few contours already; the sticker-only deck's
        # seats read as before (vision.plain_cloth is measured on the marker deck)
        kw.setdefault("plain_cloth", False)
        super().__init__(edition, **kw)
        self.halved = halved
        self._dictionary = cv2.aruco.getPredefinedDictionary(getattr(cv2.aruco, ad.ARUCO_DICT))
        self._params = detector_parameters(kw.get("fast", True))
        self._params.minMarkerPerimeterRate = SEAT_MIN_PERIMETER_RATE
        self.detector = cv2.aruco.ArucoDetector(self._dictionary, self._params)
        half = detector_parameters(kw.get("fast", True), HALF_WINDOWS_PX)
        half.minMarkerPerimeterRate = SEAT_MIN_PERIMETER_RATE
        self.half_detector = cv2.aruco.ArucoDetector(self._dictionary, half)

    def _full_res(self, img: np.ndarray, marker_id: int, quad: np.ndarray
                  ) -> np.ndarray | None:
        """The marker ``marker_id`` found near ``quad`` (4×2 px of ``img``, from the halved
        frame) detected again by the main pass's detector on a crop of ``img`` (``H×W
        uint8``): its 4×2 corners px of ``img``, or ``None`` when the full-resolution pass
        does not read it there. The crop's perimeter limits are the whole image's in px."""
        h, w = img.shape
        x0, y0, x1, y1 = crop_box(quad, w, h)
        crop = img[y0:y1, x0:x1]
        side = max(crop.shape)
        p = self._params
        full = max(w, h)
        lo, hi = p.minMarkerPerimeterRate, p.maxMarkerPerimeterRate
        p.minMarkerPerimeterRate, p.maxMarkerPerimeterRate = lo * full / side, hi * full / side
        try:
            corners, ids, _ = cv2.aruco.ArucoDetector(self._dictionary, p).detectMarkers(crop)
        finally:
            p.minMarkerPerimeterRate, p.maxMarkerPerimeterRate = lo, hi
        centre = quad.mean(axis=0)
        reach = float(np.mean(np.hypot(*(quad - np.roll(quad, 1, axis=0)).T))) / 3
        for c, i in zip(corners, () if ids is None else ids.ravel()):
            pts = c.reshape(4, 2).astype(np.float64) + (x0, y0)
            if int(i) == marker_id and np.linalg.norm(pts.mean(axis=0) - centre) < reach:
                return pts
        return None

    def _main_pass(self, img: np.ndarray) -> tuple[list[tuple[int, np.ndarray]], list]:
        """The main pass for seat markers (``img``: the detection image, ``H×W uint8``): on
        ``img`` halved (``INTER_AREA``), each marker found there read again at full
        resolution in a crop (:meth:`_full_res`), the halved pass's rejected candidates
        scaled up and kept from a seat marker's perimeter (the full pass would not have the
        smaller ones); with ``halved`` False, ArUco on the whole image. The label check,
        the local-contrast and far-side passes follow in
        :meth:`MarkerReader.detect <vision.marker_reader.MarkerReader.detect>`."""
        if not self.halved:
            return super()._main_pass(img)
        ih, iw = img.shape
        small = cv2.resize(img, (iw // 2, ih // 2), interpolation=cv2.INTER_AREA)
        corners, ids, rejected = self.half_detector.detectMarkers(small)
        found = []
        for i, q in zip(() if ids is None else ids.ravel(), halved_to_full(corners)):
            pts = self._full_res(img, int(i), q)
            if pts is not None:
                found.append((int(i), pts))
        rejected = halved_to_full(rejected)
        if len(rejected):
            quads = np.array(rejected)
            per = np.hypot(*(quads - np.roll(quads, 1, axis=1)).transpose(2, 0, 1)).sum(axis=1)
            rejected = list(quads[per >= self._params.minMarkerPerimeterRate * max(iw, ih)])
        return found, rejected


__all__ = ["SeatMarkerReader", "SEAT_MIN_PERIMETER_RATE", "HALF_WINDOWS_PX", "crop_box",
           "halved_to_full"]
