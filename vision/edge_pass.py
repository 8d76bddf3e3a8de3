"""Edge pass: card markers a few px from the frame's edge, scanned again in strips along it.

A marker whose label lies within a few px of the frame's edge is read by the main pass's
3 px threshold window alone; with its 21 px window too, ArUco keeps the larger contour of
the two it finds there (the label's, cut by the edge), which the ``minDistanceToBorder``
check then drops, and the marker with it (720p seed 1000, busy frame 125: a marker 5 px
above the bottom edge). ``minDistanceToBorder`` 0 read it but also read markers cut by the
edge with wrong quads (docs/benchmarks-history.md, "Vision", session 20). Here the strips
:data:`EDGE_STRIP_PX` wide along the four edges are scanned with the 3 px window alone and
``minDistanceToBorder`` 1 (a marker cut by the frame's or the strip's edge is still
dropped); a card marker found there counts when the main pass did not read it (no marker
of that id within a side), its shape is plausible and it looks printed on a white label,
as the main pass's. Figures: docs/benchmarks-history.md, "Vision", session 21.

Inputs: ``H×W uint8`` gray (the main pass's image); markers ``(id, 4×2 corners px)``.
"""
from __future__ import annotations

import numpy as np

from .marker_checks import new_marker, plausible_quads

#: Width (px of the main pass's image) of the strips scanned along each edge of the frame:
#: a card marker of up to ~40 px whole inside one.
EDGE_STRIP_PX = 48
#: The edge pass's threshold window (px): the main pass's smallest.
EDGE_WINDOW_PX = 3


def edge_boxes(shape: tuple[int, int], strip: int = EDGE_STRIP_PX
               ) -> list[tuple[int, int, int, int]]:
    """The strips along the four edges of an image of ``shape`` ``(H, W)`` px, as ``(x0,
    y0, x1, y1)`` boxes: top and bottom the full width, left and right between them
    (``strip`` px wide; none when the image is under 3 strips in either direction).
    Raises ``ValueError`` for a ``strip`` under 1."""
    if strip < 1:
        raise ValueError(f"edge strip of {strip} px: give 1 or more")
    h, w = shape[:2]
    if h < 3 * strip or w < 3 * strip:
        return []
    return [(0, 0, w, strip), (0, h - strip, w, h), (0, strip, strip, h - strip),
            (w - strip, strip, w, h - strip)]


def read_edges(img: np.ndarray, found: list[tuple[int, np.ndarray]], detector,
               card_ids: set[int], label_check: bool = True, min_perimeter: float = 0.0
               ) -> list[tuple[int, np.ndarray]]:
    """Card markers (ids in ``card_ids``) in the strips of :func:`edge_boxes` along the
    edges of ``img`` (``H×W uint8``, the main pass's image) that ``found`` (``(id, 4×2
    corners px)``) lacks: ArUco ``detector`` (its parameters' perimeter rates set per
    strip so that a candidate needs ``min_perimeter`` contour points, the main pass's
    least) on each strip; kept when plausible in shape, not of an id read within a side,
    and (``label_check``) printed on a white label. Returns ``(id, 4×2 corners px of
    img)``."""
    params = detector.getDetectorParameters()
    new: list[tuple[int, np.ndarray]] = []
    near: dict[int, list[np.ndarray]] = {}
    for x0, y0, x1, y1 in edge_boxes(img.shape):
        big = max(x1 - x0, y1 - y0)
        params.minMarkerPerimeterRate = min_perimeter / big
        detector.setDetectorParameters(params)
        corners, ids, _ = detector.detectMarkers(np.ascontiguousarray(img[y0:y1, x0:x1]))
        if ids is None:
            continue
        dets = [(int(i), c.reshape(4, 2).astype(np.float64) + (x0, y0))
                for c, i in zip(corners, ids.ravel()) if int(i) in card_ids]
        if not dets:
            continue
        oks, sides = plausible_quads(np.array([c for _, c in dets]))
        for (i, c), ok, side in zip(dets, oks, sides):
            if ok and new_marker(img, [*found, *new], near, i, c, side, label_check):
                new.append((i, c))
    return new


__all__ = ["edge_boxes", "read_edges", "EDGE_STRIP_PX", "EDGE_WINDOW_PX"]
