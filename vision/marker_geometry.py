"""A card's geometry from one of its markers: the card's outline, its label and marker
squares at both marker places (``vision.adaptation``: a card's two markers are
point-symmetric, so in the read marker's own frame the card is always the ``TOP``
placement's), and which way a marker points. Used by :class:`vision.marker_reader.MarkerReader`
and its passes; split from :mod:`vision.marker_reader` by job.
"""
from __future__ import annotations

import numpy as np

from . import adaptation as ad

_TOP = next(m for m in ad.CARD_MARKERS if m.role is ad.MarkerRole.TOP)
#: Card outline in card mm (TL, TR, BR, BL) and the top placement's corners in card mm.
CARD_RECT_MM = np.array([[0, 0], [ad.CARD_W_MM, 0], [ad.CARD_W_MM, ad.CARD_H_MM],
                         [0, ad.CARD_H_MM]], np.float64)
MARKER_CORNERS_MM = np.array(_TOP.corners_mm(), np.float64)


def _turned(a: np.ndarray, b: np.ndarray) -> bool:
    """Whether markers ``a`` and ``b`` (ArUco corners, px) point opposite ways, as a card's
    top and bottom markers do (turned 180°). Two copies of a card side by side in a cascade
    point the same way, their card centres one step (15–25 mm) apart: merged by distance
    alone, they were read as one card: the older copy was never seen (two Investigators 21 mm
    apart in a side cascade, one of the 56 misses of the benchmark's marker deck)."""
    return float(np.dot(_up(a), _up(b))) < 0


def _up(corners: np.ndarray) -> np.ndarray:
    """Unit vector (image px) from a marker's bottom edge toward its own top edge (ArUco
    corners: TL, TR, BR, BL)."""
    q = np.asarray(corners, np.float64)
    top = (q[0] + q[1]) / 2 - (q[2] + q[3]) / 2
    return top / (float(np.hypot(*top)) or 1.0)


def card_outline(corners: np.ndarray) -> np.ndarray:
    """The card's outline (4×2 image px: exposed end's left, right, then the far corners)
    from one marker's 4 corners. A least-squares affine fit: over a 20 mm marker the
    perspective terms are noise, and extrapolating them to the card's far end would
    magnify corner jitter."""
    return _OUTLINE_MAP @ np.asarray(corners, np.float64)


#: The least-squares affine fit of :func:`card_outline` folded into one 4×4 matrix (card
#: outline = map @ marker corners): the pseudo-inverse of the marker's corners (card mm,
#: homogeneous) is fixed, so no per-marker solve is needed.
_MARKER_PINV = np.linalg.pinv(np.hstack([MARKER_CORNERS_MM, np.ones((4, 1))]))
_OUTLINE_MAP = np.hstack([CARD_RECT_MM, np.ones((4, 1))]) @ _MARKER_PINV


def _squares_mm(half_mm: float) -> np.ndarray:
    """The squares of half-side ``half_mm`` round a card's two marker places (8×2 card mm,
    in the read marker's own frame: its own place, then the point-symmetric one)."""
    top = MARKER_CORNERS_MM.mean(axis=0)
    unit = np.array([[-1, -1], [1, -1], [1, 1], [-1, 1]], np.float64) * half_mm
    bottom = (ad.CARD_W_MM, ad.CARD_H_MM) - top
    return np.vstack([top + unit, bottom + unit])


#: A card's label squares (marker and quiet zone) and marker squares at both marker
#: places, 8 points each, from one marker's 4 corners (as :data:`_OUTLINE_MAP`): what
#: explains label white and marker black on a read card for the cascade gate's zones over
#: a read card (:func:`vision.cascade_gate.over_shares`).
_LABEL_MAP, _MARK_MAP = (np.hstack([_squares_mm(h), np.ones((8, 1))]) @ _MARKER_PINV
                         for h in (ad.CARD_MARKER_MM / 2 + ad.CARD_MARKER_QUIET_MM,
                                   ad.CARD_MARKER_MM / 2))
