"""The tactile block of a card, for the card-first reader (:mod:`vision.sticker_cards`):
the card's top-left block resampled in card mm from the frame, the printed-frame check, and
the matched filters the code is read from.

* :func:`block_image`: the block :data:`BLOCK_MM` at :data:`P` px/mm straight from the frame;
* :func:`framed`: it shows a light name band inside the card's darker printed frame;
* :func:`block_maps`: darkness relative to the band's own light ground and the responses of
  a 4 mm dot, a 7 mm ring (with its centre dot) and the 8 mm cross filter
  (:class:`BlockMaps`); :func:`peaks`, :func:`box_max`, :func:`box_argmax`,
  :func:`value_at` look them up in card mm.

Units: card mm (origin at the card's top-left corner, x right, y down,
``vision.adaptation``), block px (:data:`P` per card mm, origin at :data:`BLOCK_MM`'s
corner). Images ``H×W`` gray (``uint8`` frame, ``float32`` block).
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import cv2
import numpy as np

from .card_bands import BAND_MM

#: Resolution of the card-frame block the code is read from, px per card mm.
P = 4.0
#: The block read for the code, card mm (x0, y0, x1, y1).
BLOCK_MM = (-1.0, -1.0, 40.0, 27.0)


# --- reading the block ---------------------------------------------------------------------
def _disc(r_mm: float) -> np.ndarray:
    r = r_mm * P
    n = int(math.ceil(r))
    yy, xx = np.mgrid[-n:n + 1, -n:n + 1]
    return (np.hypot(xx, yy) <= r).astype(np.float32)


def _annulus(r0_mm: float, r1_mm: float) -> np.ndarray:
    n = int(math.ceil(r1_mm * P))
    yy, xx = np.mgrid[-n:n + 1, -n:n + 1]
    d = np.hypot(xx, yy) / P
    return ((d >= r0_mm) & (d <= r1_mm)).astype(np.float32)


def _norm(k: np.ndarray) -> np.ndarray:
    return k / max(float(k.sum()), 1.0)


_K = {
    "dot_in": _norm(_disc(1.6)), "dot_out": _norm(_annulus(2.9, 3.7)),
    "ring_line": _norm(_annulus(2.5, 3.4)), "ring_centre": _norm(_disc(0.8)),
    "ring_hollow": _norm(_annulus(1.35, 1.95)), "ring_out": _norm(_annulus(4.4, 5.2)),
}
#: the dot filter as one kernel (disc minus annulus, each normalised)
_n = max(_K["dot_in"].shape[0], _K["dot_out"].shape[0])
_DOT_K = np.zeros((_n, _n), np.float32)
for _k, _sg in ((_K["dot_in"], 1.0), (_K["dot_out"], -1.0)):
    _o = (_n - _k.shape[0]) // 2
    _DOT_K[_o:_o + _k.shape[0], _o:_o + _k.shape[1]] += _sg * _k
#: rings are looked for left of this (card mm): a ring is only ever a row's first element
RING_X_MAX_MM = 15.5


@dataclass(frozen=True)
class BlockMaps:
    """Filter responses over a card's block (``BLOCK_MM`` at ``P`` px/mm, card mm axes).

    ``dark``: darkness 0..1 relative to the light ground around (1 = black);
    ``dot``, ``ring``, ``cross``: matched-filter responses (about 0.6–0.9 on a clean shape,
    near 0 on plain ground, negative on the wrong shape)."""

    dark: np.ndarray
    dot: np.ndarray
    ring: np.ndarray
    cross: np.ndarray


def block_image(gray: np.ndarray, card_to_img: np.ndarray) -> np.ndarray:
    """The card's block ``BLOCK_MM`` resampled at :data:`P` px/mm (``float32``; pixels out
    of the frame are NaN). ``card_to_img``: 3×3 homography card mm → image px."""
    x0, y0, x1, y1 = BLOCK_MM
    a = np.array([[1 / P, 0, x0], [0, 1 / P, y0], [0, 0, 1]])
    m = card_to_img @ a
    w, h = int(round((x1 - x0) * P)), int(round((y1 - y0) * P))
    out = cv2.warpPerspective(gray.astype(np.float32), m, (w, h),
                              flags=cv2.INTER_LINEAR | cv2.WARP_INVERSE_MAP,
                              borderMode=cv2.BORDER_CONSTANT, borderValue=float("nan"))
    return out


def strip(img: np.ndarray, box_mm) -> np.ndarray:
    """The part of a block image (or map) inside a card-mm box ``(x0, y0, x1, y1)``."""
    x0, y0, x1, y1 = box_mm
    u0, v0 = int(round((x0 - BLOCK_MM[0]) * P)), int(round((y0 - BLOCK_MM[1]) * P))
    u1, v1 = int(round((x1 - BLOCK_MM[0]) * P)), int(round((y1 - BLOCK_MM[1]) * P))
    return img[v0:v1, u0:u1]


#: The card's printed frame around the band (card mm boxes: left of it, above it, below
#: it; a line of pixels along the band's edge within each, the darkest line counted, so a
#: corner found 1 mm off still sees its frame) must be darker than the band: that line's
#: median under this share of the band's light ground (measured on rendered cards:
#: median 0.38, 95th percentile 0.45–0.55; light artwork or a cloth's check mistaken for
#: a band reads 0.5–1.0).
FRAME_BOXES_MM = ((-0.8, 4.0, 2.0, 22.0), (3.0, -0.8, 30.0, 2.0), (3.0, 23.6, 30.0, 26.4))
FRAME_MAX = (0.6, 0.6, 0.65)


def framed(img: np.ndarray) -> bool:
    """True when the block image (:func:`block_image`) shows a light band inside the
    card's darker printed frame on its left, top and bottom (:data:`FRAME_BOXES_MM`);
    False when any of it is out of the frame."""
    if not np.isfinite(img).all():
        return False
    g = float(np.percentile(strip(img, (2.5, 2.5, 39.0, 23.5)), 80))
    if g <= 0:
        return False
    for k, (b, m) in enumerate(zip(FRAME_BOXES_MM, FRAME_MAX)):
        st = strip(img, b)
        lines = np.median(st, axis=0 if k == 0 else 1)
        if float(lines.min()) > m * g:
            return False
    return True


def _cross_response(dark: np.ndarray) -> np.ndarray:
    """The cross filter with box means (fast): the least dark of the four arm ends (boxes
    1.75 × 1.25 mm, 2.5 mm from the centre) minus the mean of the four gaps between them
    (1.5 mm squares 2.5 mm off both axes)."""
    o = int(round(2.5 * P))
    pad = o + int(P)
    d = cv2.copyMakeBorder(dark, pad, pad, pad, pad, cv2.BORDER_CONSTANT, value=0.0)
    along, across, sq = int(round(1.75 * P)) | 1, int(round(1.25 * P)) | 1, int(round(1.5 * P)) | 1
    bh = cv2.boxFilter(d, -1, (along, across), borderType=cv2.BORDER_CONSTANT)
    bv = cv2.boxFilter(d, -1, (across, along), borderType=cv2.BORDER_CONSTANT)
    bq = cv2.boxFilter(d, -1, (sq, sq), borderType=cv2.BORDER_CONSTANT)
    h, w = dark.shape

    def at(b, dx, dy):
        return b[pad + dy:pad + dy + h, pad + dx:pad + dx + w]

    arms = np.minimum(np.minimum(at(bh, o, 0), at(bh, -o, 0)),
                      np.minimum(at(bv, 0, o), at(bv, 0, -o)))
    quad = (at(bq, o, o) + at(bq, -o, o) + at(bq, o, -o) + at(bq, -o, -o)) / 4.0
    return arms - quad


def block_maps(img: np.ndarray) -> BlockMaps:
    """Darkness and filter responses of a block image (:func:`block_image`). The printed
    frame outside the band (``BAND_MM``) counts as plain ground (it is not vinyl)."""
    x0, y0 = BLOCK_MM[0], BLOCK_MM[1]
    valid = np.isfinite(img)
    im = np.where(valid, img, 0).astype(np.float32)
    bx0, by0, bx1, by1 = (int(round((v - o) * P)) for v, o in
                          zip(BAND_MM, (x0, y0, x0, y0)))
    band = np.zeros(im.shape, bool)
    band[by0:by1, bx0:bx1] = True
    # the light ground: a 9 mm max filter over the band (labels, the band itself), run on
    # a 4 × 4 max-pooled copy (1 px/mm) for speed
    src = np.where(band & valid, im, 0).astype(np.float32)
    q = int(P)
    hh, ww = src.shape[0] // q * q, src.shape[1] // q * q
    pooled = src[:hh, :ww].reshape(hh // q, q, ww // q, q).max(axis=(1, 3))
    pooled = cv2.dilate(pooled, cv2.getStructuringElement(cv2.MORPH_ELLIPSE, (9, 9)))
    ground = cv2.resize(pooled, (src.shape[1], src.shape[0]), interpolation=cv2.INTER_LINEAR)
    k = int(9 * P) | 1
    ground = cv2.blur(ground, (k // 2 | 1, k // 2 | 1))
    dark = np.clip(1.0 - im / np.maximum(ground, 1.0), 0.0, 1.0)
    dark[~(band & valid)] = 0.0
    f = {"dot": cv2.filter2D(dark, -1, _DOT_K, borderType=cv2.BORDER_CONSTANT)}
    # rings only where a row may start (card mm x < 15.8: a ring is only ever first)
    ru1 = int((RING_X_MAX_MM + 5.2 - x0) * P)
    rsub = dark[:, :ru1]
    for n in ("ring_line", "ring_centre", "ring_hollow", "ring_out"):
        full = np.zeros_like(dark)
        full[:, :ru1] = cv2.filter2D(rsub, -1, _K[n], borderType=cv2.BORDER_CONSTANT)
        f[n] = full
    # the cross only where it may be (card mm x 1–16, y 0–15): a sixth of the block
    cu0, cu1 = int((1.0 - x0) * P), int((16.0 - x0) * P)
    cv0, cv1 = int((0.0 - y0) * P), int((15.0 - y0) * P)
    cross = np.zeros_like(dark)
    cross[cv0:cv1, cu0:cu1] = _cross_response(dark[cv0:cv1, cu0:cu1])
    dot = f["dot"]
    ring = np.minimum(f["ring_line"], f["ring_centre"]) - np.maximum(f["ring_hollow"],
                                                                      f["ring_out"])
    ring[:, int((RING_X_MAX_MM - x0) * P):] = -1.0
    return BlockMaps(dark, dot, ring, cross)


def peaks(resp: np.ndarray, thr: float, radius_mm: float, box_mm) -> list[tuple[float, float, float]]:
    """Local maxima ``(x_mm, y_mm, value)`` above ``thr`` inside ``box_mm`` (card mm)."""
    k = int(2 * radius_mm * P) | 1
    mx = cv2.dilate(resp, cv2.getStructuringElement(cv2.MORPH_RECT, (k, k)))
    x0, y0, x1, y1 = box_mm
    u0, v0 = int((x0 - BLOCK_MM[0]) * P), int((y0 - BLOCK_MM[1]) * P)
    u1, v1 = int((x1 - BLOCK_MM[0]) * P), int((y1 - BLOCK_MM[1]) * P)
    sub = resp[v0:v1, u0:u1]
    ys, xs = np.nonzero((sub >= thr) & (sub >= mx[v0:v1, u0:u1]))
    out = [((u0 + x) / P + BLOCK_MM[0], (v0 + y) / P + BLOCK_MM[1], float(sub[y, x]))
           for y, x in zip(ys, xs)]
    out.sort(key=lambda t: -t[2])
    keep: list[tuple[float, float, float]] = []
    for p in out:
        if all(math.hypot(p[0] - q[0], p[1] - q[1]) > radius_mm for q in keep):
            keep.append(p)
    return keep


def box_max(resp: np.ndarray, box_mm) -> float:
    """Largest response inside a card-mm box ``(x0, y0, x1, y1)``."""
    u0, v0 = int(round((box_mm[0] - BLOCK_MM[0]) * P)), int(round((box_mm[1] - BLOCK_MM[1]) * P))
    u1, v1 = int(round((box_mm[2] - BLOCK_MM[0]) * P)), int(round((box_mm[3] - BLOCK_MM[1]) * P))
    return float(resp[v0:v1 + 1, u0:u1 + 1].max())


def box_argmax(resp: np.ndarray, box_mm) -> tuple[float, tuple[float, float]]:
    """Largest response inside a card-mm box and where it lies, ``(value, (x_mm, y_mm))``."""
    u0, v0 = int(round((box_mm[0] - BLOCK_MM[0]) * P)), int(round((box_mm[1] - BLOCK_MM[1]) * P))
    u1, v1 = int(round((box_mm[2] - BLOCK_MM[0]) * P)), int(round((box_mm[3] - BLOCK_MM[1]) * P))
    sub = resp[v0:v1 + 1, u0:u1 + 1]
    y, x = np.unravel_index(int(np.argmax(sub)), sub.shape)
    return float(sub[y, x]), ((u0 + x) / P + BLOCK_MM[0], (v0 + y) / P + BLOCK_MM[1])


def value_at(resp: np.ndarray, x_mm: float, y_mm: float, r_mm: float = 0.75) -> float:
    """Largest response within ``r_mm`` of a card-mm point (``-1`` outside the block)."""
    u = (x_mm - BLOCK_MM[0]) * P
    v = (y_mm - BLOCK_MM[1]) * P
    r = int(math.ceil(r_mm * P))
    h, w = resp.shape
    u0, u1 = int(round(u)) - r, int(round(u)) + r + 1
    v0, v1 = int(round(v)) - r, int(round(v)) + r + 1
    if u0 < 0 or v0 < 0 or u1 > w or v1 > h:
        return -1.0
    return float(resp[v0:v1, u0:u1].max())
