"""The tactile block of a card, for the card-first reader (:mod:`vision.sticker_cards`):
the card's top-left block resampled in card mm from the frame, the printed-frame check, and
the matched filters the code is read from.

* :func:`block_image`: the block :data:`BLOCK_MM` at :data:`P` px/mm straight from the frame;
* :func:`framed`: it shows a light name band inside the card's darker printed frame;
  :func:`light_near_row`: lighter than that frame next to the row too;
* :func:`block_maps`: darkness relative to the band's own light ground (:func:`darkness`)
  and the responses of the 8 mm cross filter (:func:`cross_map`), a 4 mm dot and a 7 mm
  ring with its centre dot (:func:`maps_from_dark`: a DFT of the block for the dot, one of
  the rows and columns where a ring may be read, :func:`filter_rows`, for the ring; one
  product per kernel) as :class:`BlockMaps`; :func:`window_max` the dot or ring filter on a small box
  only (a quick test before the whole maps); :func:`peaks`, :func:`box_max`,
  :func:`box_argmax`, :func:`value_at` look them up in card mm; :func:`percentile` is
  numpy's, without its per-call overhead.

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
    near 0 on plain ground, negative on the wrong shape; ``ring`` only on the rows of
    :data:`FILTER_Y_MM` left of :data:`RING_X_MAX_MM`, −1 elsewhere). All ``h×w float32``
    (``BLOCK_MM`` at ``P`` px/mm)."""

    dark: np.ndarray
    dot: np.ndarray
    ring: np.ndarray
    cross: np.ndarray


def block_image(gray: np.ndarray, card_to_img: np.ndarray) -> np.ndarray:
    """The card's block ``BLOCK_MM`` resampled at :data:`P` px/mm (``float32``; pixels out
    of the frame are NaN). ``gray``: the frame, ``H×W`` ``uint8`` or ``float32`` (pass the
    ``float32`` copy once per frame when reading many cards: the conversion of a whole
    frame costs more than the resampling); ``card_to_img``: 3×3 homography card mm →
    image px."""
    x0, y0, x1, y1 = BLOCK_MM
    a = np.array([[1 / P, 0, x0], [0, 1 / P, y0], [0, 0, 1]])
    m = card_to_img @ a
    w, h = int(round((x1 - x0) * P)), int(round((y1 - y0) * P))
    src = gray if gray.dtype == np.float32 else gray.astype(np.float32)
    out = cv2.warpPerspective(src, m, (w, h),
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
    return frame_line(img) is not None


def frame_line(img: np.ndarray) -> float | None:
    """The darkest of the three printed-frame lines of :func:`framed` (grey level) when
    the block image is framed, else ``None`` (for :func:`light_near_row`)."""
    lines = frame_lines(img)
    return None if lines is None else min(lines)


def frame_lines(img: np.ndarray) -> "tuple[float, float, float] | None":
    """The three printed-frame lines of :func:`framed` (grey levels: the darkest line of
    each of :data:`FRAME_BOXES_MM`, left, top, bottom) when the block image is framed, else
    ``None``."""
    if not np.isfinite(img).all():
        return None
    inner = strip(img, (2.5, 2.5, 39.0, 23.5))
    # the light ground (the 80th percentile) is at most the box's largest value (a hair
    # over it for the interpolation's rounding): a line lighter than its share of that
    # is lighter than its share of the ground, refused without the percentile (~85 % of
    # the refusals, ~40 % of the blocks read; the same answers), at the first such line
    top = float(inner.max())
    top += abs(top) * 1e-6
    lines = []
    for k, (b, m) in enumerate(zip(FRAME_BOXES_MM, FRAME_MAX)):
        line = darkest_line(strip(img, b), 0 if k == 0 else 1)
        if line > m * top:
            return None
        lines.append(line)
    lines = tuple(lines)
    g = percentile(inner, 80)
    if g <= 0 or any(line > m * g for line, m in zip(lines, FRAME_MAX)):
        return None
    return lines


#: The band next to the row (card mm box, the rank sticker's side) must be lighter than
#: its printed frame too: the darkest of the three frame lines of :func:`framed` at most
#: NEAR_FRAME_MAX of this box's 80th percentile. :func:`framed` takes its light ground over
#: the whole block, which the cloth's light squares can give (a Sailor's artwork ring read
#: as The Musician on a gingham cloth, seed 20000 frame 82, harsh, 1080p, the seats learnt
#: at set-up: the "band" its mid-grey artwork, 0.74 here, 0.41 over the block). Measured
#: on the right readings of the benchmark's frames (720p seeds 5000, 20000 (307 frames)
#: and 1000, 1080p seeds 5000 and 20000, curled; both seat modes; 16,210, not those of
#: deconvolved blocks): median 0.30, 99.9th percentile 0.55, at most 0.59.
NEAR_BOX_MM = (2.5, 2.5, 16.0, 23.5)
NEAR_FRAME_MAX = 0.66


def near_ground(img: np.ndarray) -> float:
    """The band's light ground next to the row: the 80th percentile (grey level) of the
    block image (``h×w float32``) in :data:`NEAR_BOX_MM`."""
    return percentile(strip(img, NEAR_BOX_MM), 80)


def light_near_row(img: np.ndarray, line: float | None = None,
                   ground: float | None = None) -> bool:
    """True when the band next to the row (:data:`NEAR_BOX_MM`) of a block image that
    passed :func:`framed` (``h×w float32``) is lighter than its printed frame, see
    :data:`NEAR_FRAME_MAX`; ``line``: :func:`frame_line` of the block if known;
    ``ground``: its :func:`near_ground` if known."""
    g = near_ground(img) if ground is None else ground
    if line is None:
        line = min(darkest_line(strip(img, b), 0 if k == 0 else 1)
                   for k, b in enumerate(FRAME_BOXES_MM))
    return g > 0 and line <= NEAR_FRAME_MAX * g


def percentile(a: np.ndarray, q: float) -> float:
    """``np.percentile(a, q)`` (linear; the same bits for ``float32`` and ``float64``
    values) by a partial sort of the two values it lies between, without numpy's per-call
    overhead (~0.1 ms) on these small arrays."""
    flat = a.ravel()
    vi = (flat.size - 1) * (q / 100)
    lo = math.floor(vi)
    hi = min(lo + 1, flat.size - 1)
    part = np.partition(flat, (lo, hi))
    x, y = part[lo], part[hi]
    g = vi - lo
    # in the values' dtype, the weight rounded to it: as numpy's interpolation does
    ty = flat.dtype.type
    d = y - x
    return float(y - d * ty(1 - g) if g >= 0.5 else x + d * ty(g))


def darkest_line(st: np.ndarray, axis: int) -> float:
    """The least of the medians of ``st`` (``h×w``) along ``axis`` (0: each column's
    median, 1: each row's)."""
    n = st.shape[axis]
    s = np.sort(st, axis=axis)
    if axis == 1:
        s = s.T
    med = s[n // 2] if n % 2 else (s[n // 2 - 1] + s[n // 2]) / np.float32(2)
    return float(med.min())


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


#: The large matched filters, applied by one forward DFT of the darkness map and one
#: product and inverse DFT per kernel (:func:`_correlate`); the ring's 2 mm centre dot
#: (9 × 9 px) is cheaper direct. All the kernels are symmetric: correlation = convolution.
_DFT_KERNELS = ("dot", "ring_line", "ring_hollow", "ring_out")
_SPECTRA: dict = {}
#: The largest DFT kernel's radius, px (the 5.2 mm ring surround).
_R_DFT = max(k.shape[0] // 2 for k in (_DOT_K, _K["ring_line"], _K["ring_hollow"],
                                       _K["ring_out"]))


def _spectra(shape: tuple[int, int], names: tuple[str, ...] = _DFT_KERNELS
             ) -> tuple[int, int, dict]:
    """``(H, W, {name: CCS spectrum})`` of the kernels ``names`` (of :data:`_DFT_KERNELS`)
    for a map of ``shape`` (``h×w`` px) zero-padded to ``H×W`` (at least a kernel radius
    more: no wrap-around)."""
    key = (shape, names)
    if key not in _SPECTRA:
        kers = {"dot": _DOT_K, **{n: _K[n] for n in _DFT_KERNELS[1:]}}
        hh = cv2.getOptimalDFTSize(shape[0] + _R_DFT)
        ww = cv2.getOptimalDFTSize(shape[1] + _R_DFT)
        specs = {}
        for n in names:
            k = kers[n]
            z = np.zeros((hh, ww), np.float32)
            kr = k.shape[0] // 2
            offs = np.arange(-kr, kr + 1)
            z[np.ix_(offs % hh, offs % ww)] = k  # centred on (0, 0), wrapped
            specs[n] = cv2.dft(z)
        _SPECTRA[key] = (hh, ww, specs)
    return _SPECTRA[key]


def _correlate(dark: np.ndarray, names: tuple[str, ...] = _DFT_KERNELS
               ) -> dict[str, np.ndarray]:
    """The responses of the kernels ``names`` (of :data:`_DFT_KERNELS`) over ``dark``
    (``h×w float32``), zero outside it (as ``cv2.filter2D`` with ``BORDER_CONSTANT``;
    equal within 1e-6). Measured: 0.3 ms a block against 0.75 ms for ``filter2D``
    (direct for kernels up to 43 × 43 px)."""
    h, w = dark.shape
    hh, ww, specs = _spectra((h, w), names)
    z = np.zeros((hh, ww), np.float32)
    z[:h, :w] = dark
    f = cv2.dft(z)
    return {n: cv2.idft(cv2.mulSpectrums(f, s, 0),
                        flags=cv2.DFT_SCALE | cv2.DFT_REAL_OUTPUT)[:h, :w]
            for n, s in specs.items()}


def block_maps(img: np.ndarray) -> BlockMaps:
    """Darkness and filter responses of a block image (:func:`block_image`, ``h×w
    float32``, NaN out of the frame): :func:`darkness`, :func:`cross_map`, then
    :func:`maps_from_dark`."""
    dark = darkness(img)
    return maps_from_dark(dark, cross_map(dark))


#: :func:`darkness`'s kernels: the 4 × 4 max pooling's, the 9 mm (9 pooled px) disc's.
_POOL_K = np.ones((int(P), int(P)), np.uint8)
_GROUND_K = cv2.getStructuringElement(cv2.MORPH_ELLIPSE, (9, 9))


def darkness(img: np.ndarray, whole: "bool | None" = None) -> np.ndarray:
    """Darkness 0..1 of a block image (``h×w float32``) relative to the light ground
    around (a 9 mm max filter over the band: labels, the band itself), 1 = black. The
    printed frame outside the band (``BAND_MM``) and pixels out of the frame count as
    plain ground (0: they are not vinyl). (A block wholly in the frame, as every block
    past :func:`framed`, takes a shorter path to the same values: the band is a
    rectangle of the block.) ``whole``: whether every pixel of ``img`` is finite, when
    the caller knows it (:func:`frame_lines` passed); ``None``: looked at here."""
    x0, y0 = BLOCK_MM[0], BLOCK_MM[1]
    bx0, by0, bx1, by1 = (int(round((v - o) * P)) for v, o in
                          zip(BAND_MM, (x0, y0, x0, y0)))
    inband = (slice(by0, by1), slice(bx0, bx1))
    if whole is None:
        whole = bool(np.isfinite(img).all())
    if whole:
        im = img if img.dtype == np.float32 else img.astype(np.float32)
        src = np.zeros(im.shape, np.float32)
        src[inband] = im[inband]
    else:
        valid = np.isfinite(img)
        im = np.where(valid, img, 0).astype(np.float32)
        band = np.zeros(im.shape, bool)
        band[inband] = True
        inside = band & valid
        src = np.where(inside, im, 0).astype(np.float32)
    # the 9 mm max filter is run on a 4 × 4 max-pooled copy (1 px/mm) for speed
    q = int(P)
    hh, ww = src.shape[0] // q * q, src.shape[1] // q * q
    # 4 × 4 max pooling: a dilation whose window starts at each pixel, sampled every 4 px
    pooled = cv2.dilate(src, _POOL_K, anchor=(0, 0),
                        borderType=cv2.BORDER_REPLICATE)[:hh:q, :ww:q]
    pooled = cv2.dilate(pooled, _GROUND_K)
    ground = cv2.resize(pooled, (src.shape[1], src.shape[0]), interpolation=cv2.INTER_LINEAR)
    k = int(9 * P) | 1
    ground = cv2.blur(ground, (k // 2 | 1, k // 2 | 1))
    if whole:
        dark = np.zeros(im.shape, np.float32)
        dark[inband] = np.clip(1.0 - im[inband] / np.maximum(ground[inband], 1.0), 0.0, 1.0)
        return dark
    dark = np.clip(1.0 - im / np.maximum(ground, 1.0), 0.0, 1.0)
    dark[~inside] = 0.0
    return dark


#: Where the cross filter is computed, card mm (x0, y0, x1, y1): where a cross may be.
CROSS_MAP_MM = (1.0, 0.0, 16.0, 15.0)


def cross_map(dark: np.ndarray) -> np.ndarray:
    """The cross filter's response over :data:`CROSS_MAP_MM` (a sixth of the block; 0
    elsewhere), same shape as ``dark``."""
    x0, y0 = BLOCK_MM[0], BLOCK_MM[1]
    cu0, cu1 = int((CROSS_MAP_MM[0] - x0) * P), int((CROSS_MAP_MM[2] - x0) * P)
    cv0, cv1 = int((CROSS_MAP_MM[1] - y0) * P), int((CROSS_MAP_MM[3] - y0) * P)
    cross = np.zeros_like(dark)
    cross[cv0:cv1, cu0:cu1] = _cross_response(dark[cv0:cv1, cu0:cu1])
    return cross


#: The card-mm rows (y0, y1) where :func:`maps_from_dark` computes the ring map (−1
#: elsewhere): the row's search box (y 10.5–23.5 mm, :data:`vision.sticker_code.ROW_BOX_MM`)
#: and the peak finder's maximum filter round it (2.8 mm for a ring); the only rows
#: :func:`vision.sticker_code.read_block` looks at.
FILTER_Y_MM = (7.5, 26.5)


def filter_rows(h: int) -> tuple[int, int]:
    """``(v0, v1)``: the block rows (px) of :data:`FILTER_Y_MM`, clipped to ``h`` rows."""
    v0 = max(int(math.floor((FILTER_Y_MM[0] - BLOCK_MM[1]) * P)), 0)
    v1 = min(int(math.ceil((FILTER_Y_MM[1] - BLOCK_MM[1]) * P)), h)
    return v0, v1


def maps_from_dark(dark: np.ndarray, cross: np.ndarray) -> BlockMaps:
    """The dot filter over the whole darkness map, the ring filter over its rows of
    :data:`FILTER_Y_MM` and only where a row may start (left of :data:`RING_X_MAX_MM`;
    −1 elsewhere), with the cross map: :class:`BlockMaps`. The ring's three large kernels
    run on those rows and columns and a kernel radius round them (their values there are
    the whole map's within 1e-6; measured: 0.78 → ~0.65 ms a block); the dot's on the
    whole map (the same bits as before: on a drawn card face a dot's peak is a plateau
    whose pixel the rounding picks)."""
    x0 = BLOCK_MM[0]
    h, w = dark.shape
    dot = _correlate(dark, ("dot",))["dot"]
    v0, v1 = filter_rows(h)
    a0, a1 = max(v0 - _R_DFT, 0), min(v1 + _R_DFT, h)
    cut = int((RING_X_MAX_MM - x0) * P)
    f = _correlate(dark[a0:a1, :min(cut + _R_DFT, w)], _DFT_KERNELS[1:])
    # the ring's centre dot only where a row may start (a ring is only ever first)
    ru1 = int((RING_X_MAX_MM + 5.2 - x0) * P)
    centre = cv2.filter2D(dark[:, :ru1], -1, _K["ring_centre"],
                          borderType=cv2.BORDER_CONSTANT)[v0:v1, :cut]
    ring = np.full_like(dark, -1.0)
    rows = slice(v0 - a0, v1 - a0)
    ring[v0:v1, :cut] = np.minimum(f["ring_line"][rows, :cut], centre) - np.maximum(
        f["ring_hollow"][rows, :cut], f["ring_out"][rows, :cut])
    return BlockMaps(dark, dot, ring, cross)


#: Zero margin round the darkness map for :func:`window_max` (the largest kernel radius).
_PAD = _K["ring_out"].shape[0] // 2


def window_max(dark: np.ndarray, kind: str, box_mm) -> float:
    """The largest ``kind`` response at the pixels of a card-mm box (every pixel whose
    centre lies in it, and a few on its edge), computed there only (correlation of each
    kernel with the zero-padded map, ``cv2.matchTemplate``: the values
    :func:`maps_from_dark` gives there, within 1e-6). ``kind``: ``"dot"``, ``"ring"``, or
    ``"ring_centre"`` (the ring's 2 mm centre dot alone, an upper bound of the ring's
    response: the ring filter is at most its centre's). For a quick "could anything strong
    lie there" test before the whole maps."""
    sub = _window(dark, box_mm)
    if kind == "dot":
        return float(_resp(sub, _DOT_K).max())
    centre = _resp(sub, _K["ring_centre"])
    if kind == "ring_centre":
        return float(centre.max())
    return _ring_max(sub, centre)


def ring_window_max(dark: np.ndarray, box_mm, centre_min: float
                    ) -> "tuple[float, float | None]":
    """``(ring_centre, ring)``: :func:`window_max` of ``"ring_centre"`` and of ``"ring"``
    over the same box, the ring's centre response computed once; ``ring`` ``None`` (not
    computed) when ``ring_centre`` is under ``centre_min``."""
    sub = _window(dark, box_mm)
    centre = _resp(sub, _K["ring_centre"])
    top = float(centre.max())
    return top, (None if top < centre_min else _ring_max(sub, centre))


def _window(dark: np.ndarray, box_mm) -> np.ndarray:
    """The card-mm box of :func:`window_max` cut from the darkness map (``h×w float32``)
    with a margin of the largest kernel radius, zero outside the block."""
    x0, y0, x1, y1 = box_mm
    h, w = dark.shape
    u0 = max(int(math.floor((x0 - BLOCK_MM[0]) * P)), 0)
    v0 = max(int(math.floor((y0 - BLOCK_MM[1]) * P)), 0)
    u1 = min(int(math.ceil((x1 - BLOCK_MM[0]) * P)) + 1, w)
    v1 = min(int(math.ceil((y1 - BLOCK_MM[1]) * P)) + 1, h)
    a, b = u0 - _PAD, v0 - _PAD
    sub = dark[max(b, 0):v1 + _PAD, max(a, 0):u1 + _PAD]
    return cv2.copyMakeBorder(sub, max(-b, 0), max(v1 + _PAD - h, 0), max(-a, 0),
                              max(u1 + _PAD - w, 0), cv2.BORDER_CONSTANT, value=0.0)


def _resp(sub: np.ndarray, k: np.ndarray) -> np.ndarray:
    """Kernel ``k``'s correlation over a :func:`_window` (its box's pixels)."""
    r = _PAD - k.shape[0] // 2
    return cv2.matchTemplate(sub[r:sub.shape[0] - r, r:sub.shape[1] - r], k, cv2.TM_CCORR)


def _ring_max(sub: np.ndarray, centre: np.ndarray) -> float:
    """The ring filter's largest response over a :func:`_window`, its centre dot's
    response ``centre`` given."""
    ring = np.minimum(_resp(sub, _K["ring_line"]), centre) - np.maximum(
        _resp(sub, _K["ring_hollow"]), _resp(sub, _K["ring_out"]))
    return float(ring.max())


_RECTS: dict = {}


def _rect_kernel(k: int) -> np.ndarray:
    """``cv2.getStructuringElement(cv2.MORPH_RECT, (k, k))``, made once per size."""
    kern = _RECTS.get(k)
    if kern is None:
        kern = _RECTS[k] = cv2.getStructuringElement(cv2.MORPH_RECT, (k, k))
    return kern


def peaks(resp: np.ndarray, thr: float, radius_mm: float, box_mm) -> list[tuple[float, float, float]]:
    """Local maxima ``(x_mm, y_mm, value)`` above ``thr`` inside ``box_mm`` (card mm)."""
    k = int(2 * radius_mm * P) | 1
    x0, y0, x1, y1 = box_mm
    u0, v0 = int((x0 - BLOCK_MM[0]) * P), int((y0 - BLOCK_MM[1]) * P)
    u1, v1 = int((x1 - BLOCK_MM[0]) * P), int((y1 - BLOCK_MM[1]) * P)
    sub = resp[v0:v1, u0:u1]
    # the local maximum filter on the box and half a kernel round it only (the same
    # values in the box: the filter's border never wins a maximum)
    r = k // 2
    a, b = max(u0 - r, 0), max(v0 - r, 0)
    mx = cv2.dilate(resp[b:v1 + r, a:u1 + r], _rect_kernel(k))
    ys, xs = np.nonzero((sub >= thr) & (sub >= mx[v0 - b:v1 - b, u0 - a:u1 - a]))
    out = []
    for y, x in zip(ys, xs):
        du, dv = _top_centre(resp, u0 + x, v0 + y)
        out.append(((u0 + x + du) / P + BLOCK_MM[0], (v0 + y + dv) / P + BLOCK_MM[1],
                    float(sub[y, x])))
    out.sort(key=lambda t: -t[2])
    keep: list[tuple[float, float, float]] = []
    for p in out:
        if all(math.hypot(p[0] - q[0], p[1] - q[1]) > radius_mm for q in keep):
            keep.append(p)
    return keep


#: Depth (response units) of a peak's top whose centre :func:`peaks` gives: a filter's
#: response is flat over a dot of nearly its size (three block px tie within 1e-4), and
#: which of them is the largest then depends on the CPU's rounding (on an AVX2 machine
#: OpenCV picked rows 0.5 mm apart from those of the machine the code was tuned on, enough
#: to bend a row of four dots past the chain's 8°: 2026-12-01). Rounding differs by ~1e-6;
#: a real second maximum lies further down, and is left alone.
TOP_DEPTH = 1e-3


def _top_centre(resp: np.ndarray, u: int, v: int) -> tuple[float, float]:
    """Offset (block px) from the local maximum ``resp[v, u]`` to the centre of its top:
    the centroid of the 5 × 5 px round it weighted by how far each px lies above
    ``max − TOP_DEPTH`` (px under that weigh 0). Within ±2 px."""
    h, w = resp.shape
    a, b = max(u - 2, 0), max(v - 2, 0)
    win = resp[b:min(v + 3, h), a:min(u + 3, w)]
    wt = np.maximum(win - (resp[v, u] - TOP_DEPTH), 0.0)
    total = float(wt.sum())
    if total <= 0.0:
        return 0.0, 0.0
    rows, cols = _indices(win.shape)
    return (float((wt * cols).sum()) / total + a - u, float((wt * rows).sum()) / total + b - v)


_INDICES: dict = {}


def _indices(shape: tuple[int, int]) -> np.ndarray:
    """``np.indices(shape)`` (read-only), made once per shape (:func:`_top_centre`'s 5 × 5
    window, smaller at the map's edges)."""
    grid = _INDICES.get(shape)
    if grid is None:
        grid = _INDICES[shape] = np.indices(shape)
        grid.flags.writeable = False
    return grid


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
