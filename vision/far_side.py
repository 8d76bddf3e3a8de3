"""The far side of a tilted camera: undo the measured defocus before the far-side marker pass.

A phone tilted up to 40° (TABLE-CONDITIONS.md) sees the far seats' 20 mm markers at 16–22 px
and out of focus: a 3 px cell under a blur of ~2 px is a grey smear, and the marker reader's
far-side pass (:func:`vision.far_pass.read_far_side`) found neither its quad nor its
bits. This module measures that blur in the far band itself and inverts it:

1. :func:`estimate_blur` — per horizontal strip of the band, the Gaussian blur (sigma, px)
   of its strongest edges, from how much a known extra blur lowers their gradient
   (re-blur ratio: an edge blurred by ``s`` loses ``s / sqrt(s² + r²)`` of its gradient
   under an extra blur ``r``). Any strong edge serves (card edges, labels, markers); no
   marker needs to be read first.
2. :func:`blur_profile` — a straight line through those estimates against the row (the
   defocus grows toward the far edge), so a strip without strong edges still gets a sigma.
3. :func:`deblur_rows` — each strip whose sigma (times :data:`DEBLUR_FACTOR`) is at least
   :data:`DEBLUR_MIN_SIGMA` is Wiener-deconvolved with a Gaussian of that sigma
   (:func:`wiener_deblur`), only in the columns where cards lie. The marker reader scans
   these rows once more (the sharpened band, :func:`sharpen`, is scanned as before).

Figures (docs/benchmarks-history.md, "Vision", marker deck): on the benchmark's 41 tilted frames
(371 instances) the far-side pass reads 83.0 → 93.0 %, on the 50 tilted frames of each of
two other seed sets (300 frames of seed 0 and of seed 20000) 83.3 → 91.3 % and
82.1 → 90.4 %; 0 wrong. The gain shrinks with JPEG
compression and noise (the renderer's tilted preset has neither): 60 tilted frames with
JPEG 85 78.2 → 85.0 %, noise 3 + JPEG 85 78.2 → 80.9 %, noise 6 + JPEG 75 75.7 → 76.5 %;
the deconvolution alone (without the sharpened scan) lost up to 7.5 points there.
Inputs are ``H×W uint8`` gray; sigmas are in image px.
"""
from __future__ import annotations

import cv2
import numpy as np

from .small_stats import median

#: Rows per strip of the band: the blur is taken as constant within a strip.
STRIP_PX = 36
#: Extra Gaussian blur (px) of the re-blur estimate.
REBLUR_SIGMA = 2.0
#: Edge pixels of a strip used by the estimate: gradient at least this share of the
#: strip's strongest, and at least :data:`EDGE_MIN` (sum of the |x| and |y| gradients in
#: grey levels per 2 px: a 200-level step blurred by 2.5 px gives ~60).
EDGE_SHARE = 0.3
EDGE_MIN = 32
#: Fewest edge pixels for a strip's estimate.
EDGE_MIN_COUNT = 20
#: Largest re-blur ratio taken (a ratio near 1 means an edge far blurrier than the re-blur,
#: where the estimate explodes): caps a strip's sigma at ~6 px.
MAX_RATIO = 0.95
#: Range a fitted sigma is clamped to (px).
SIGMA_RANGE = (0.3, 4.0)
#: The deconvolution uses this share of the measured sigma: the full sigma rings and
#: splits a marker's thin white quiet zone (the deconvolved band alone, the benchmark's
#: tilted frames, 371 instances: 0.5 → 79.8 %, 0.6 84.9 %, 0.7 90.6 %, 0.8 91.4 %, 0.9
#: 90.3 %).
DEBLUR_FACTOR = 0.8
#: Wiener regularisation (noise-to-signal power). Tilted frames clean, JPEG 85, noise 3 +
#: JPEG 85, noise 6 + JPEG 75 and the benchmark's (2,447 instances): 5e-4, 1e-3 and 2e-3
#: miss 433, 439 and 440 (with the first, ×2 deblurred scan); 2e-3 reads 1–3 points more
#: on the compressed frames and 2–4 fewer on clean ones.
DEBLUR_K = 5e-4
#: Strips whose deconvolution sigma is under this (px) are not deconvolved: the sharpened
#: scan reads them (1.1 instead: 1 more miss of 1,244 tilted instances), and skipping
#: them halves the cost.
DEBLUR_MIN_SIGMA = 0.9
#: The unsharp mask of the sharpened scan (the whole far band): (amount, sigma px).
SHARPEN = (3.0, 1.5)
#: Reflected margin (px) around a strip before its Fourier transform.
PAD_PX = 16
#: Columns deconvolved: those with strong edges in the blurred rows, widened by this (px):
#: a far marker's label lies inside its card's outline.
SPAN_MARGIN_PX = 24


def estimate_blur(band: np.ndarray, strip: int = STRIP_PX) -> np.ndarray:
    """Gaussian blur sigma (px) of the strongest edges in each ``strip``-row strip of
    ``band`` (``H×W uint8`` gray): ``ceil(H / strip)`` floats, ``nan`` where a strip has
    fewer than :data:`EDGE_MIN_COUNT` edge pixels (a plain cloth). Raises ``ValueError``
    for anything but a 2-D uint8 image.

    Re-blur ratio: at an edge pixel the gradient after an extra blur of
    :data:`REBLUR_SIGMA` (``r``) over the gradient before is ``s / sqrt(s² + r²)`` for an
    edge of blur ``s``; the median ratio over the strip's edge pixels gives ``s``. It
    reads ~0.4 px over a known Gaussian blur (the gradient filter's own smoothing; a sharp
    rendered frame measures 0.7–0.9), which :data:`DEBLUR_FACTOR` absorbs."""
    if band.ndim != 2 or band.dtype != np.uint8:
        raise ValueError(f"estimate_blur needs an H×W uint8 gray image, got {band.dtype} "
                         f"{band.shape}")
    return _estimate(*_gradients(band), strip)


def _gradients(band: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """:func:`_gradient` of ``band`` and of ``band`` re-blurred by :data:`REBLUR_SIGMA`."""
    return _gradient(band), _gradient(cv2.GaussianBlur(band, (0, 0), REBLUR_SIGMA))


def _estimate(g0: np.ndarray, g1: np.ndarray, strip: int) -> np.ndarray:
    out = np.full(-(-g0.shape[0] // strip), np.nan)
    for k, a in enumerate(range(0, g0.shape[0], strip)):
        s0 = g0[a:a + strip]
        edge = s0 >= max(EDGE_MIN, EDGE_SHARE * int(s0.max()))
        if np.count_nonzero(edge) < EDGE_MIN_COUNT:
            continue
        r = min(median(g1[a:a + strip][edge].astype(np.float32) / s0[edge]),
                MAX_RATIO)
        out[k] = REBLUR_SIGMA * r / np.sqrt(1.0 - r * r)
    return out


def _gradient(img: np.ndarray) -> np.ndarray:
    """|∂x| + |∂y| (3×3 Sobel / 4, saturated to uint8) of an ``H×W uint8`` image."""
    gx, gy = cv2.spatialGradient(img)
    return cv2.add(cv2.convertScaleAbs(gx, alpha=0.25), cv2.convertScaleAbs(gy, alpha=0.25))


def blur_profile(sigmas: np.ndarray, strip: int = STRIP_PX) -> np.ndarray | None:
    """The strips' sigmas (px) on a straight line against the row, fitted to
    :func:`estimate_blur`'s finite values and clamped to :data:`SIGMA_RANGE`; ``None``
    when fewer than two strips have an estimate."""
    rows = (np.arange(len(sigmas)) + 0.5) * strip
    ok = np.isfinite(sigmas)
    if np.count_nonzero(ok) < 2:
        return None
    slope, icept = np.polyfit(rows[ok], np.clip(sigmas[ok], *SIGMA_RANGE), 1)
    return np.clip(slope * rows + icept, *SIGMA_RANGE)


_FILTERS: dict[tuple[int, int, float, float], np.ndarray] = {}
#: Most Wiener spectra kept (:func:`_wiener_spectrum`); the oldest go first. A 1080p far
#: band's patch spectrum is ~0.6 MB and the keys (patch size, sigma) vary from frame to
#: frame, so an unbounded cache grows with every tilted frame of a long game.
FILTERS_KEPT = 64


def _wiener_spectrum(h: int, w: int, sigma: float, k: float) -> np.ndarray:
    """``G / (G² + k)`` of a Gaussian of ``sigma`` px (rounded to 0.1 px) on an ``h×w``
    grid, ``h×w float32`` packed as ``cv2.dft`` packs a real image's spectrum (CCS), cached
    (:data:`FILTERS_KEPT`).

    The transfer function is real and even (``H(f) = H(−f)``), so its spectrum has no
    imaginary part: it is written into the packed layout directly (the real parts at the
    places ``cv2.dft`` gives them, zeros for the imaginary ones). The same values as
    ``cv2.dft`` of its inverse transform, which this built before (two FFTs of the grid,
    ~4 ms for a 1080p far band's patch against ~0.3 ms; relative difference ≤ 3e-7,
    float32 rounding; session 30, docs/benchmarks-history.md)."""
    key = (h, w, round(sigma, 1), k)
    spec = _FILTERS.get(key)
    if spec is None:
        fy = np.fft.fftfreq(h)[:, None]
        fx = np.fft.rfftfreq(w)[None, :]  # 0 … w // 2: the packed layout's columns
        g = np.exp(-2.0 * np.pi ** 2 * key[2] ** 2 * (fx ** 2 + fy ** 2))
        half = (g / (g * g + k)).astype(np.float32)
        spec = np.zeros((h, w), np.float32)
        inner = (w - 1) // 2  # frequencies 1 … inner: real part in column 2j − 1
        spec[:, 1:2 * inner:2] = half[:, 1:inner + 1]
        spec[:, 0] = _packed_column(half[:, 0])
        if w % 2 == 0:  # the Nyquist column, packed as column 0
            spec[:, w - 1] = _packed_column(half[:, w // 2])
        if len(_FILTERS) >= FILTERS_KEPT:
            del _FILTERS[next(iter(_FILTERS))]
        _FILTERS[key] = spec
    return spec


def _packed_column(col: np.ndarray) -> np.ndarray:
    """A real, even column spectrum (``h`` floats, frequencies 0 … h − 1) packed as
    ``cv2.dft`` packs a real column's: frequency 0, then the real part of 1, 2, … at rows
    1, 3, …, their (zero) imaginary parts at rows 2, 4, …, and frequency h / 2 last (even
    ``h``)."""
    h = len(col)
    out = np.zeros(h, np.float32)
    out[0] = col[0]
    inner = (h - 1) // 2
    out[1:2 * inner:2] = col[1:inner + 1]
    if h % 2 == 0:
        out[h - 1] = col[h // 2]
    return out


def wiener_deblur(img: np.ndarray, sigma: float, k: float | None = None) -> np.ndarray:
    """``img`` (``H×W uint8``) Wiener-deconvolved for a Gaussian blur of ``sigma`` px with
    noise-to-signal ``k`` (default :data:`DEBLUR_K`): ``H×W uint8`` (reflected margins of
    :data:`PAD_PX`)."""
    p = PAD_PX
    src = cv2.copyMakeBorder(img.astype(np.float32), p, p, p, p, cv2.BORDER_REFLECT)
    return _deconvolve(src, sigma, k)[p:p + img.shape[0], p:p + img.shape[1]]


def _deconvolve(src: np.ndarray, sigma: float, k: float | None = None) -> np.ndarray:
    """Wiener deconvolution of ``src`` (``H×W float32``, margins included), ``H×W uint8``."""
    k = DEBLUR_K if k is None else k
    h, w = src.shape
    fh, fw = cv2.getOptimalDFTSize(h), cv2.getOptimalDFTSize(w)
    src = cv2.copyMakeBorder(src, 0, fh - h, 0, fw - w, cv2.BORDER_REFLECT)
    out = cv2.idft(cv2.mulSpectrums(cv2.dft(src), _wiener_spectrum(fh, fw, sigma, k), 0),
                   flags=cv2.DFT_SCALE | cv2.DFT_REAL_OUTPUT)
    return np.clip(out[:h, :w], 0, 255).astype(np.uint8)


def sharpen(band: np.ndarray) -> np.ndarray:
    """``band`` (``H×W uint8``) with the unsharp mask :data:`SHARPEN` (the far-side pass's
    image before the deblurred pass existed)."""
    amount, sigma = SHARPEN
    return cv2.addWeighted(band, 1.0 + amount, cv2.GaussianBlur(band, (0, 0), sigma),
                           -amount, 0)


def deblur_rows(band: np.ndarray, last_row: int | None = None
                ) -> tuple[list[tuple[int, int, np.ndarray]], np.ndarray] | None:
    """The parts of the far band (``H×W uint8`` gray, the frame's top rows) blurred enough
    to deconvolve, deconvolved: ``([(row0, col0, h×w uint8), …], per-strip deconvolution
    sigmas px)``, or ``None`` (no blur estimate: fewer than two strips with strong edges;
    or no strip blurred enough).

    The strips whose deconvolution sigma (:data:`DEBLUR_FACTOR` × :func:`blur_profile`)
    is at least :data:`DEBLUR_MIN_SIGMA` (on a straight-line profile they are contiguous;
    their span is taken) are Wiener-deconvolved one by one, each with :data:`PAD_PX` rows
    of context; only the columns with strong edges in those rows, widened by
    :data:`SPAN_MARGIN_PX` (cards; a plain cloth has no marker to read), one patch per
    run of such columns."""
    g0, g1 = _gradients(band)
    profile = blur_profile(_estimate(g0, g1, STRIP_PX))
    if profile is None:
        return None
    sigmas = DEBLUR_FACTOR * profile
    rows = np.arange(len(sigmas)) * STRIP_PX
    todo = np.flatnonzero((sigmas >= DEBLUR_MIN_SIGMA)
                          & (rows < (band.shape[0] if last_row is None else last_row)))
    if len(todo) == 0:
        return None
    h, w = band.shape
    k0, k1 = int(todo[0]), int(todo[-1]) + 1
    row0, row1 = k0 * STRIP_PX, min(k1 * STRIP_PX, h)
    p = PAD_PX
    cols = (g0[row0:row1] >= EDGE_MIN).any(axis=0).astype(np.uint8)
    cols = cv2.dilate(cols.reshape(1, -1), np.ones((1, 2 * SPAN_MARGIN_PX + 1), np.uint8))[0]
    edges = np.flatnonzero(np.diff(np.concatenate([[0], cols, [0]])))
    padded = cv2.copyMakeBorder(band.astype(np.float32), p, p, p, p, cv2.BORDER_REFLECT)
    patches = []
    for c0, c1 in zip(edges[::2], edges[1::2]):
        c0, c1 = int(c0), int(c1)
        out = np.empty((row1 - row0, c1 - c0), np.uint8)
        for k in range(k0, k1):
            a, b = k * STRIP_PX, min((k + 1) * STRIP_PX, h)
            src = padded[a:b + 2 * p, c0:c1 + 2 * p]  # the strip and its margins
            out[a - row0:b - row0] = _deconvolve(src, float(sigmas[k]))[p:p + b - a, p:-p]
        patches.append((row0, c0, out))
    return patches, sigmas


__all__ = ["estimate_blur", "blur_profile", "wiener_deblur", "sharpen", "deblur_rows",
           "FILTERS_KEPT"]
