"""Seat markers only, for a deck without printed card markers (``CardReader(markers=False)``).

The card-first sticker reader (:mod:`vision.sticker_cards`) needs the seat markers alone: a
40 mm seat marker (:data:`vision.adaptation.SEAT_MARKER`) is never under 20 px a side at
1280×720, even at the far side of a 40° tilt, while the main ArUco pass is set for 20 mm card
markers down to 10 px (:func:`vision.marker_reader.detector_parameters`). Its smallest
candidates are what a patterned cloth gives by the hundred (gingham, tiles). This reader is
the :class:`~vision.marker_reader.MarkerReader` (same passes: main, local contrast, far
side) with the main pass's smallest marker perimeter raised to
:data:`SEAT_MIN_PERIMETER_RATE` of the larger image side.

Measured (same seats, corners identical to the hundredth of a px, on the sticker-only
benchmark's 225 frames and the 30 + 30 speed frames; one core): main pass and its passes
720p median 6.7 → 5.9 ms a frame, mean 31 → 7.3 ms (patterned cloths); 1080p median
10.0 → 8.6 ms. A rate of 0.05 left the cloth frames slow (mean 27 ms); a single 21 px
threshold window (median 3.9 ms) moved one seat's corners by 4 px: not kept.
"""
from __future__ import annotations

import cv2

from companion.cards import Edition

from . import adaptation as ad
from .marker_reader import MarkerReader, detector_parameters

#: Smallest marker perimeter, share of the larger image side (the card-marker pass: 0.03):
#: 77 px at 1280 px wide, a square of 19 px sides; seat markers measured 20.4 px at the least
#: (the far side of a 40° tilt, 720p), 56 px median.
SEAT_MIN_PERIMETER_RATE = 0.06


class SeatMarkerReader(MarkerReader):
    """A :class:`~vision.marker_reader.MarkerReader` for seat markers: its main pass skips
    candidates smaller than a seat marker (:data:`SEAT_MIN_PERIMETER_RATE`), and its far
    side gets no deblurred rescan (that is for 20 mm card markers: on tilted frames the same
    seats for ~10 ms less). Card markers it happens to read are returned as usual (the
    caller of a deck without markers drops them). Arguments as
    :class:`~vision.marker_reader.MarkerReader`."""

    def __init__(self, edition: "str | Edition" = Edition.ARKHAM, **kw) -> None:
        kw.setdefault("deblur_pass", False)
        super().__init__(edition, **kw)
        params = detector_parameters(kw.get("fast", True))
        params.minMarkerPerimeterRate = SEAT_MIN_PERIMETER_RATE
        dictionary = cv2.aruco.getPredefinedDictionary(getattr(cv2.aruco, ad.ARUCO_DICT))
        self.detector = cv2.aruco.ArucoDetector(dictionary, params)


__all__ = ["SeatMarkerReader", "SEAT_MIN_PERIMETER_RATE"]
