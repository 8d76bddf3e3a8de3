"""From a frame's markers to its cards: a raw marker (:class:`MarkerDetection`), another
edition's code read inside a marker's square (:func:`_inside_another`), a card's other
marker read with a wrong turn (:func:`_twin_misreads`), and the :class:`Sighting` made of a
card's marker or markers (:func:`_sighting`). Used by
:meth:`vision.marker_reader.MarkerReader.read`; split from :mod:`vision.marker_reader` by job.
"""
from __future__ import annotations

from dataclasses import dataclass

import cv2
import numpy as np

from companion.cards import Card

from .records import Sighting

#: A detection inside another marker's square whose area is at least this many times its
#: own is a pattern of that marker's cells (:func:`_inside_another`): not counted as
#: another edition's card (QA43b M1: 2.7 times).
NESTED_AREA_RATIO = 1.5


@dataclass(frozen=True)
class MarkerDetection:
    """One raw marker: id and its 4 corners (image px, ArUco order)."""

    marker_id: int
    corners: np.ndarray  # 4×2 float
    #: read by the far-side pass (its size fits the tilt): the shape check allows the far
    #: side's foreshortening (:data:`~vision.marker_checks.FAR_MIN_SIDE_RATIO`)
    far: bool = False


def _inside_another(k: int, quads: np.ndarray, centres: np.ndarray,
                    ok: np.ndarray) -> bool:
    """Whether detection ``k``'s centre (``centres``: ``N×2`` px, :func:`_per_detection`)
    lies inside the square of another detection (``quads``: ``N×4×2`` px corners) of a
    plausible shape (``ok``: ``N`` bools) of at least :data:`NESTED_AREA_RATIO` times its
    area — a pattern read inside a marker's cells, not a card of its own (QA43b M1: an
    original-edition card's marker, 26 px a side, gave a foreign code 17 as a 10 × 25 px
    quad across it, its centre 6 px from the marker's). The same marker found twice (the
    same area) is not nested."""
    x, y = quads[..., 0], quads[..., 1]
    areas = np.abs((x * np.roll(y, -1, axis=1) - np.roll(x, -1, axis=1) * y).sum(axis=1)) / 2
    big = ok & (areas >= NESTED_AREA_RATIO * areas[k])
    big[k] = False
    point = (float(centres[k, 0]), float(centres[k, 1]))
    return any(cv2.pointPolygonTest(quads[j].astype(np.float32).reshape(4, 1, 2), point,
                                    False) > 0 for j in np.flatnonzero(big))


#: A lone marker read within this distance (mm) of the place where another read card of
#: its code has its other marker (point-symmetric about that card's centre) is that
#: other marker (:func:`_twin_misreads`).
TWIN_PLACE_MM = 10.0
#: ... unless its up lies within 45° of the up that other marker has (cos 45°): then it
#: may be a copy of the card in a cascade, turned as the first.
TWIN_UP_COS = 0.7071


def _twin_misreads(cards: list) -> set[int]:
    """Indices of the entries of ``cards`` (``MarkerReader.read``'s
    ``[card, outline 4×2 px, its centre px, det index, px per mm, marks]``) that are the
    other marker of another entry's card read with a wrong turn, so their outline is a card
    where none lies. Entry ``b`` (one mark) is dropped when another entry ``a`` of the same
    code (one mark) has its other marker's place (``a``'s mark mirrored about ``a``'s
    centre: both markers of a card are point-symmetric, ``vision.adaptation``) within
    :data:`TWIN_PLACE_MM` of ``b``'s mark, ``b``'s up is more than 45° from the up that
    marker has there (``-up`` of ``a``'s; within it, ``b`` may be a copy of the card in a
    cascade) and ``a``'s mark is not at ``b``'s other marker's place (``b`` does not
    explain ``a``). Held-out 680000 frame 11 at 720p (busy): the Tommy Gun's top marker
    read turned ~75° gave a second Tommy Gun off the frame's top edge (session 45).
    Never raises; ``cards`` is not changed."""
    drop: set[int] = set()
    for b, (cb, _, centre_b, _, ppm_b, marks_b) in enumerate(cards):
        if len(marks_b) != 1:
            continue
        mb = np.array(marks_b[0][:2])
        ub = np.array(marks_b[0][2:])
        for a, (ca, _, centre_a, _, ppm_a, marks_a) in enumerate(cards):
            if a == b or a in drop or ca.code != cb.code or len(marks_a) != 1:
                continue
            ma = np.array(marks_a[0][:2])
            ua = np.array(marks_a[0][2:])
            tol = TWIN_PLACE_MM * min(ppm_a, ppm_b)
            if (np.linalg.norm(2 * np.asarray(centre_a) - ma - mb) < tol
                    and float(np.dot(-ua, ub)) < TWIN_UP_COS
                    and np.linalg.norm(2 * np.asarray(centre_b) - mb - ma) >= tol):
                drop.add(b)
                break
    return drop


def _sighting(c: Card, outline: np.ndarray, sides: np.ndarray, ppm: float, marks: tuple
              ) -> Sighting:
    """The :class:`Sighting` of card ``c`` with ``outline`` (4×2 px), read from the marker
    whose 4 sides are ``sides`` (px, :func:`quad_sides`) at ``ppm`` px per mm."""
    top_mid = (outline[0] + outline[1]) / 2
    bottom_mid = (outline[2] + outline[3]) / 2
    v = top_mid - bottom_mid
    norm = float(np.hypot(*v)) or 1.0
    conf = _confidence(sides)
    return Sighting(candidates=(c.key,), rank=c.rank, other_world=c.other_world,
                    polygon=_poly(outline), confidence=conf, source="aruco",
                    code=c.code, up=(float(v[0] / norm), float(v[1] / norm)),
                    px_per_mm=float(ppm), marks=marks)


def _poly(pts: np.ndarray) -> tuple[tuple[float, float], ...]:
    return tuple((round(x, 2), round(y, 2)) for x, y in np.asarray(pts, np.float64).tolist())


def _confidence(sides: np.ndarray) -> float:
    """A marker's confidence from its 4 sides (px, :func:`quad_sides`): high for a
    square-looking marker of decent size, lower for tiny or skewed ones (0.3–1)."""
    skew = float(sides.min()) / max(float(sides.max()), 1e-6)
    size = min(1.0, float(sides.mean()) / 24.0)
    return round(float(max(0.3, min(1.0, 0.55 + 0.25 * skew + 0.2 * size))), 3)
