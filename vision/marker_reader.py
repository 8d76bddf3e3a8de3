"""ArUco marker reader: card markers → identified :class:`Sighting` s, seat markers →
:class:`SeatSighting` s.

Geometry from ``vision.adaptation``: dictionary ``ARUCO_DICT``; a card marker's id is the
card's code (``parse_marker_id``); both markers of a card are point-symmetric, so in the
detected marker's own frame the card outline is always the ``TOP`` placement's: the reader
maps the card rectangle through the marker's homography and gets the whole card outline,
oriented with ``up`` toward the exposed end. Two detections of one id whose card centres
lie within ``same_card_mm`` are one card (its top and bottom markers).

Uses ``cv2.aruco.ArucoDetector`` (OpenCV 4.7+/5 API). Input ``H×W uint8`` gray.
"""
from __future__ import annotations


from dataclasses import dataclass

import cv2
import numpy as np

from companion.cards import Card, Edition, edition_cards

from . import adaptation as ad
from .records import SeatSighting, Sighting

_TOP = next(m for m in ad.CARD_MARKERS if m.role is ad.MarkerRole.TOP)
#: Card outline in card mm (TL, TR, BR, BL) and the top placement's corners in card mm.
CARD_RECT_MM = np.array([[0, 0], [ad.CARD_W_MM, 0], [ad.CARD_W_MM, ad.CARD_H_MM],
                         [0, ad.CARD_H_MM]], np.float64)
MARKER_CORNERS_MM = np.array(_TOP.corners_mm(), np.float64)


def detector_parameters(fast: bool = True) -> "cv2.aruco.DetectorParameters":
    """Detector settings for 20 mm markers of 25–75 px: few threshold passes (speed),
    small markers allowed, contour corner refinement."""
    p = cv2.aruco.DetectorParameters()
    p.adaptiveThreshWinSizeMin = 5
    p.adaptiveThreshWinSizeMax = 21 if fast else 33
    p.adaptiveThreshWinSizeStep = 8 if fast else 4
    p.minMarkerPerimeterRate = 0.015
    p.maxMarkerPerimeterRate = 0.5
    p.polygonalApproxAccuracyRate = 0.05
    p.minCornerDistanceRate = 0.05
    p.minDistanceToBorder = 1
    p.perspectiveRemovePixelPerCell = 6
    p.perspectiveRemoveIgnoredMarginPerCell = 0.2
    p.errorCorrectionRate = 0.5
    p.cornerRefinementMethod = cv2.aruco.CORNER_REFINE_SUBPIX
    p.cornerRefinementWinSize = 3
    return p


@dataclass(frozen=True)
class MarkerDetection:
    """One raw marker: id and its 4 corners (image px, ArUco order)."""

    marker_id: int
    corners: np.ndarray  # 4×2 float


class MarkerReader:
    """Reads card and seat ArUco markers.

    Args:
        edition: the edition on the table; card markers of other editions are ignored
            (a stray card of another deck is not "seen").
        scale: detect on the gray image resized by this factor (``< 1`` is faster; markers
            must stay above ~20 px). ``None`` picks 1.0 up to 1280 px wide, else 1280/width.
        same_card_mm: two markers of one id closer than this (card centres) are one card.
    """

    def __init__(self, edition: "str | Edition" = Edition.ARKHAM, *, scale: float | None = None,
                 same_card_mm: float = 20.0, fast: bool = True) -> None:
        self.cards: dict[int, Card] = {c.code: c for c in edition_cards(edition)}
        self.scale = scale
        self.same_card_mm = same_card_mm
        dictionary = cv2.aruco.getPredefinedDictionary(getattr(cv2.aruco, ad.ARUCO_DICT))
        self.detector = cv2.aruco.ArucoDetector(dictionary, detector_parameters(fast))

    def detect(self, gray: np.ndarray) -> list[MarkerDetection]:
        """Raw detections in full-image px."""
        h, w = gray.shape[:2]
        scale = self.scale if self.scale is not None else min(1.0, 1280.0 / w)
        img = gray if scale == 1.0 else cv2.resize(gray, (round(w * scale), round(h * scale)),
                                                   interpolation=cv2.INTER_AREA)
        corners, ids, _rejected = self.detector.detectMarkers(img)
        if ids is None:
            return []
        out = []
        for c, i in zip(corners, ids.ravel()):
            pts = c.reshape(4, 2).astype(np.float64)
            if scale != 1.0:
                pts = (pts + 0.5) / scale - 0.5
            out.append(MarkerDetection(int(i), pts))
        return out

    def read(self, gray: np.ndarray) -> tuple[list[Sighting], list[SeatSighting]]:
        """Card sightings (one per card) and seat markers in ``gray`` (``H×W uint8``)."""
        cards: list[tuple[Card, np.ndarray, np.ndarray, float, np.ndarray]] = []
        seats: list[SeatSighting] = []
        for det in self.detect(gray):
            meaning = ad.parse_marker_id(det.marker_id)
            if meaning is None:
                continue
            kind, what = meaning
            if kind == "seat":
                seats.append(SeatSighting(int(what), _poly(det.corners)))
                continue
            if what.code not in self.cards:
                continue
            outline = card_outline(det.corners)
            side = _mean_side(det.corners)
            ppm = side / _TOP.size_mm
            merged = False
            center = outline.mean(axis=0)
            for k, (c, o, m, p, _corn) in enumerate(cards):
                if c.code == what.code and np.linalg.norm(o.mean(axis=0) - center) < \
                        self.same_card_mm * min(p, ppm):
                    # the same card's other marker (turned 180°): average the outlines
                    turned = np.roll(outline, 2, axis=0)
                    if np.abs(turned - o).sum() < np.abs(outline - o).sum():
                        outline = turned
                    best = m if p >= ppm else det.corners
                    cards[k] = (c, (o + outline) / 2, best, max(p, ppm), best)
                    merged = True
                    break
            if not merged:
                cards.append((what, outline, det.corners, ppm, det.corners))
        sightings = []
        for c, outline, corners, ppm, _ in cards:
            top_mid = (outline[0] + outline[1]) / 2
            bottom_mid = (outline[2] + outline[3]) / 2
            v = top_mid - bottom_mid
            norm = float(np.hypot(*v)) or 1.0
            conf = _marker_confidence(corners, ppm)
            sightings.append(Sighting(candidates=(c.key,), rank=c.rank, other_world=c.other_world,
                                      polygon=_poly(outline), confidence=conf, source="aruco",
                                      code=c.code, up=(float(v[0] / norm), float(v[1] / norm)),
                                      px_per_mm=float(ppm)))
        return sightings, seats


def card_outline(corners: np.ndarray) -> np.ndarray:
    """The card's outline (4×2 image px: exposed end's left, right, then the far corners)
    from one marker's 4 corners. A least-squares affine fit: over a 20 mm marker the
    perspective terms are noise, and extrapolating them to the card's far end would
    magnify corner jitter."""
    a = np.hstack([MARKER_CORNERS_MM, np.ones((4, 1))])
    m, *_ = np.linalg.lstsq(a, corners.astype(np.float64), rcond=None)  # 3×2
    return np.hstack([CARD_RECT_MM, np.ones((4, 1))]) @ m


def _poly(pts: np.ndarray) -> tuple[tuple[float, float], ...]:
    return tuple((round(float(x), 2), round(float(y), 2)) for x, y in pts)


def _mean_side(c: np.ndarray) -> float:
    return float(np.mean([np.hypot(*(c[i] - c[(i + 1) % 4])) for i in range(4)]))


def _marker_confidence(c: np.ndarray, ppm: float) -> float:
    """High for a square-looking marker of decent size; lower for tiny or skewed ones."""
    sides = [np.hypot(*(c[i] - c[(i + 1) % 4])) for i in range(4)]
    skew = min(sides) / max(max(sides), 1e-6)
    size = min(1.0, _mean_side(c) / 24.0)
    return round(float(max(0.3, min(1.0, 0.55 + 0.25 * skew + 0.2 * size))), 3)


__all__ = ["MarkerReader", "MarkerDetection", "detector_parameters", "CARD_RECT_MM",
           "MARKER_CORNERS_MM"]

