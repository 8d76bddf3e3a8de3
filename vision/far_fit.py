"""A far card's band placed again along the card's y axis from its own light edges.

On a tilted camera's far seat the seat zone's homography (from the seat marker, extrapolated
over the discard zone) is off in scale: on 14 rendered tilted 4-seat tables (seeds
1254200–1254213, the far seat's growing piles) a card's y axis in the band's card mm ran
0.91–0.97 of the true card's (x 0.95–0.98; the near seat's 0.997), so the block read at
the band's corner put the card's bottom printed frame (card y 24–26 mm) 2–3 mm below where
it lies: the frame test read the band there ("no printed frame round the band", its
bottom line 0.66–0.82 of the band's light for a limit of 0.65) although the deconvolved block
at the card's true place read the code (docs/benchmarks-history.md, session 57, far57).
:func:`refit`: the band's top and bottom light edges found in a profile down the band
(:data:`PROFILE_X_MM`, each row's :data:`PROFILE_PCT` percentile: the printed name, the
row's dots and the cross are minorities), the card's y axis rescaled and shifted so they
fall at card y 2 and 24 mm (:data:`~vision.card_bands.BAND_MM`).

Units: card mm (origin at the card's top-left corner, x right, y down), image px.
"""
from __future__ import annotations

import cv2
import numpy as np

from .card_bands import BAND_MM

#: The profile down the band: card mm x range, y range and y step.
PROFILE_X_MM = (3.0, 38.0)
PROFILE_Y_MM = (-5.0, 32.0)
STEP_MM = 0.25
#: Each row's percentile (of the grey levels along x): the band's light where the printed
#: name (thin strokes), the row's dots and the cross cover less than a fifth of the row.
PROFILE_PCT = 80
#: The band's light level: this percentile of the profile over card y :data:`LIGHT_Y_MM`.
LIGHT_Y_MM = (4.0, 20.0)
#: Each edge is where the profile, going out from card y :data:`MID_Y_MM`, first falls under
#: half-way between the band's light and the darkest level past it, which must lie at least
#: :data:`MIN_STEP` grey levels under the light.
MID_Y_MM = 12.0
MIN_STEP = 20.0
#: The y scale taken (the band's height found / 22 mm) and the top edge's shift from card
#: y 2 mm: outside these, no refit. Measured on the far seat's bands of 1254200–1254213
#: (79 with both edges found): scales 0.92–1.13 (median 1.06; the true card's y axis
#: 0.91–0.97 of the band's), top edge −0.1–3.1 mm (the stricter mask's bands ~2 mm low).
SCALE_RANGE = (0.9, 1.2)
TOP_SHIFT_MAX_MM = 3.5


def band_edges(fgray: np.ndarray, c2i: np.ndarray) -> "tuple[float, float] | None":
    """``(top, bottom)`` card mm y (of ``c2i``, 3×3 card mm → image px) of the band's light
    edges in the frame ``fgray`` (``H×W float32``), see :data:`MID_Y_MM`; ``None`` when the
    profile leaves the frame or an edge is not found."""
    ys = np.arange(PROFILE_Y_MM[0], PROFILE_Y_MM[1] + 1e-9, STEP_MM)
    nx = int(round((PROFILE_X_MM[1] - PROFILE_X_MM[0]) / 0.5)) + 1
    a = np.array([[0.5, 0, PROFILE_X_MM[0]], [0, STEP_MM, PROFILE_Y_MM[0]], [0, 0, 1]])
    img = cv2.warpPerspective(fgray, c2i @ a, (nx, ys.size),
                              flags=cv2.INTER_LINEAR | cv2.WARP_INVERSE_MAP,
                              borderMode=cv2.BORDER_CONSTANT, borderValue=float("nan"))
    if not np.isfinite(img).all():
        return None
    p = np.percentile(img, PROFILE_PCT, axis=1)
    light = float(np.percentile(p[(ys >= LIGHT_Y_MM[0]) & (ys <= LIGHT_Y_MM[1])], 80))
    mid = int(np.argmin(np.abs(ys - MID_Y_MM)))
    found = []
    for seq, yy, sign in ((p[:mid][::-1], ys[:mid][::-1], 1.0), (p[mid:], ys[mid:], -1.0)):
        dark = float(seq.min())
        if light - dark < MIN_STEP:
            return None
        half = (light + dark) / 2
        idx = np.nonzero(seq < half)[0]
        if not idx.size or idx[0] == 0:
            return None
        i = int(idx[0])
        # the crossing between the sample before (lighter) and this one
        frac = (seq[i - 1] - half) / (seq[i - 1] - seq[i])
        found.append(float(yy[i - 1]) - sign * frac * STEP_MM)
    return found[0], found[1]


def refit(fgray: np.ndarray, c2i: np.ndarray) -> "np.ndarray | None":
    """The card homography ``c2i`` (3×3, card mm → image px) with its y axis rescaled and
    shifted so that the band's light edges found in ``fgray`` (``H×W float32``,
    :func:`band_edges`) lie at card y 2 and 24 mm; ``None`` when they are not found or the
    scale or the shift is out of :data:`SCALE_RANGE` / :data:`TOP_SHIFT_MAX_MM`."""
    edges = band_edges(fgray, c2i)
    if edges is None:
        return None
    top, bottom = edges
    y0, y1 = BAND_MM[1], BAND_MM[3]
    b = (bottom - top) / (y1 - y0)
    if not SCALE_RANGE[0] <= b <= SCALE_RANGE[1] or abs(top - y0) > TOP_SHIFT_MAX_MM:
        return None
    return c2i @ np.array([[1.0, 0.0, 0.0], [0.0, b, top - y0 * b], [0.0, 0.0, 1.0]])


__all__ = ["band_edges", "refit"]
