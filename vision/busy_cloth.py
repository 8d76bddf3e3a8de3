"""ArUco's main pass on a busy tablecloth: a second setting when the cloth floods it.

TABLE-CONDITIONS lists patterned tablecloths. Fine black-and-white checks are the worst
for ArUco: each check is a square candidate that ArUco must warp and decode, about
0.1–0.2 ms each, so 8 mm checks (~11 px at 1280×720) give ~2,000 candidates and
0.2–0.5 s a frame, and a whole-frame 12 px checkerboard ~6,000 and 2.6 s
(docs/benchmarks-history.md, "Vision", patterned cloths). ArUco's own faster search
(``useAruco3Detection``: contours searched on a binarized image scaled so that the
smallest marker is ``minSideLengthCanonicalImg`` px) leaves the checks out and reads the
same cards there, but it is slower than the normal pass on ordinary tables (+4 ms a 720p
frame on the benchmark, the gingham frames +27 ms). So :class:`BusyClothDetector` runs the
normal pass until a frame gives more than :data:`BUSY_CANDIDATES` candidates, then the
ArUco3 pass; every :data:`RECHECK_FRAMES` frames (doubling while the cloth stays busy, up to
:data:`RECHECK_MAX_FRAMES`) it runs the normal pass once more to see whether the cloth has
gone. The cloth does not change during a game: one slow frame a while is the price.
"""
from __future__ import annotations

import cv2
import numpy as np

#: Candidates (found + rejected) of one normal main pass above which the cloth is busy.
#: Rendered tables give 20–70 (plain, wood, polka), up to 750 (gingham, after the
#: achromatic image; the benchmark's 246 frames), ~2,000 (8 mm black-and-white checks),
#: ~6,000 (a 12 px checkerboard).
BUSY_CANDIDATES = 1000
#: Frames between two normal passes while the cloth is busy (doubled after each one that
#: still finds it busy, up to :data:`RECHECK_MAX_FRAMES`).
RECHECK_FRAMES = 30
RECHECK_MAX_FRAMES = 960
#: ArUco3's smallest marker side in its binarized search image (px); 12–20 read the same
#: cards on the check-cloth frames, 32 lost the smaller markers.
CANONICAL_SIDE_PX = 16


def busy_parameters(params: "cv2.aruco.DetectorParameters") -> "cv2.aruco.DetectorParameters":
    """``params`` (a fresh copy of the normal pass's settings) with ArUco3's fast candidate
    search turned on; returns it."""
    params.useAruco3Detection = True
    params.minSideLengthCanonicalImg = CANONICAL_SIDE_PX
    params.minMarkerLengthRatioOriginalImg = 0.0
    return params


class BusyClothDetector:
    """``cv2.aruco.ArucoDetector``'s ``detectMarkers`` for a stream of frames, switching to
    ArUco3's search on a busy tablecloth (module docstring).

    Args:
        dictionary: the ArUco dictionary.
        params: the normal pass's ``DetectorParameters``.
        busy: the busy-cloth pass's, usually ``busy_parameters(<a copy of params>)``.

    Attributes:
        busy: whether the last frames were read with the busy-cloth setting.
        last_candidates: found + rejected candidates of the last pass (either setting).
    """

    def __init__(self, dictionary, params: "cv2.aruco.DetectorParameters",
                 busy: "cv2.aruco.DetectorParameters") -> None:
        self.normal = cv2.aruco.ArucoDetector(dictionary, params)
        self.fast = cv2.aruco.ArucoDetector(dictionary, busy)
        self.busy = False
        self.last_candidates = 0
        self._recheck = RECHECK_FRAMES
        self._since = 0

    def detectMarkers(self, img: np.ndarray):  # noqa: N802 - OpenCV's name
        """``(corners, ids, rejected)`` as ``ArucoDetector.detectMarkers`` for ``img``
        (``H×W uint8`` gray, px)."""
        recheck = self.busy and self._since >= self._recheck
        if self.busy and not recheck:
            self._since += 1
            corners, ids, rejected = self.fast.detectMarkers(img)
            self.last_candidates = len(rejected) + (0 if ids is None else len(ids))
            return corners, ids, rejected
        corners, ids, rejected = self.normal.detectMarkers(img)
        self.last_candidates = n = len(rejected) + (0 if ids is None else len(ids))
        if recheck:
            self._since = 0
            if n > BUSY_CANDIDATES // 2:
                self._recheck = min(self._recheck * 2, RECHECK_MAX_FRAMES)
            else:
                self.busy, self._recheck = False, RECHECK_FRAMES
        elif n > BUSY_CANDIDATES:
            self.busy, self._since = True, 0
        return corners, ids, rejected

    def getDictionary(self):  # noqa: N802 - OpenCV's name
        """The ArUco dictionary (as ``ArucoDetector.getDictionary``)."""
        return self.normal.getDictionary()

    def reset(self) -> None:
        """Forget the cloth (another table, another camera)."""
        self.busy, self._recheck, self._since = False, RECHECK_FRAMES, 0


__all__ = ["BusyClothDetector", "busy_parameters", "BUSY_CANDIDATES", "RECHECK_FRAMES",
           "RECHECK_MAX_FRAMES", "CANONICAL_SIDE_PX"]
