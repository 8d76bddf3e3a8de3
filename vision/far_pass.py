"""Far-side pass: the card markers at the far side of a tilted camera (up to 40°,
TABLE-CONDITIONS.md), too small and blurred for the full-frame pass (used by
:class:`vision.marker_reader.MarkerReader` after its main, local-contrast and noisy-frame
passes).

1. :func:`far_band` — when the markers found grow in size down the frame, the rows where a
   card marker would be under :data:`FAR_SIDE_PX`.
2. :func:`far_scan` — those rows rescanned ×:data:`FAR_UPSCALE` upscaled and sharpened
   (:func:`vision.far_side.sharpen`); the rows blurred most once more after a Wiener
   deconvolution of their measured defocus (:func:`vision.far_side.deblur_rows`),
   ×:data:`DEBLUR_UPSCALE`. Each scan's rejected candidates go through the local-contrast
   pass (:mod:`vision.contrast_pass`) and are decoded from their cells
   (:func:`soft_decode`). A marker found there is kept only when its size fits the tilt
   (:data:`FAR_SIZE_TOL`; a false marker made of blurred cells is much smaller).
3. :func:`model_reads` — in the deblurred rows, the markers no scan found, read through a
   model of their blur (:mod:`vision.far_model`, the table plane of
   :mod:`vision.table_plane`).

:func:`read_far_side` runs the three. Figures (docs/benchmarks-history.md, "Vision", marker deck):
tilted 63.9 → 83 % (sharpened scan), 83.0 → 93.0 % (deblurred scan), 92.99 → 93.80 %
(cell decoding), 93.80 → 96.50 % (blur model).

Inputs: ``H×W uint8`` gray images; markers as ``(id, 4×2 corners px)`` in ArUco order.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import cv2
import numpy as np

from . import adaptation as ad
from .far_model import read_far
from .far_side import DEBLUR_FACTOR, STRIP_PX, deblur_rows, sharpen
from .marker_checks import decode_cells, mean_side, plausible_quads
from .table_plane import fit_plane

#: Side of a card marker, mm (the ``TOP`` placement's; both of a card's markers are alike).
CARD_MARKER_MM = next(m for m in ad.CARD_MARKERS if m.role is ad.MarkerRole.TOP).size_mm

#: Upscale factor of the far-side pass.
FAR_UPSCALE = 2.0
#: Upscale factor of the deblurred far rows, and their adaptive-threshold window (px of the
#: upscaled rows) and constant (grey levels; the other passes use 7: the deconvolution's
#: ringing joins a marker's border to the card frame at 7). Tilted frames of 7 sets (3
#: seeds and 4 compressed or noisy variants, 3,485 instances): ×2 with a 9 px window
#: missed 536, ×2 with 15 px 503 (13–19 px: 503–507; 9 and 15 together: 490 for 2–7 ms
#: more a frame), ×3 with 27 px **456** (23 px: 459–465; ×4 with 31 px: 4 sets as ×3)
#: for about the same time (the rows and columns deblurred are a small part of the frame).
DEBLUR_UPSCALE = 3.0
DEBLUR_WINDOW_PX = 27
DEBLUR_THRESH_CONSTANT = 10
#: The deblurred scan covers the far rows where a card marker is under this side (px of the
#: main pass's image, at most 1280 px wide: ``deblur_side_px`` of :func:`read_far_side` is
#: this over the marker reader's scale): the misses it reads are 15–19 px (720p tilted
#: frames, 1,244 instances: 18 px reads 1 fewer, 22 px or every far row none more). Taken
#: in px of the 1080p frame itself it never ran there (far markers 21 px and up), and the
#: 1080p frame's far markers of 23–25 px (16 px at 720p) the 720p frame reads went unread
#: (benchmark seed 1000, frames 2 and 140; session 29, docs/benchmarks-history.md).
DEBLUR_SIDE_PX = 20.0
#: Card-marker side (px) under which the far-side pass rescans the rows: 20 mm markers
#: under ~30 px with the far side's defocus lose their 4–7 px cells.
FAR_SIDE_PX = 30.0
#: Most of the frame's height the far-side pass rescans (cost: ×k² pixels per row).
FAR_MAX_FRAC = 0.4
#: A far-pass marker's side over the side the tilt fit expects there: outside, dropped.
FAR_SIZE_TOL = (0.6, 1.6)
#: The blur-model pass also takes its candidates from the far rows of the frame's plain
#: gray conversion, deconvolved with their own blur estimate, when the marker reader reads
#: the achromatic image (:func:`vision.grey_planes.achromatic`): on a coloured cloth the
#: achromatic far rows measure less blur (deconvolution sigma 0.1–0.25 px lower at the
#: top rows of 720p seed 1000's tilted frames 2, 8, 110, 206) and their deconvolved rows
#: gave no candidate on 3 markers the plain gray's do (frames 2, 110, 206; the blur model
#: names each right there). Candidates only: every id is still matched on the achromatic
#: image. Figures: docs/benchmarks-history.md, "Vision", session 21.
PLAIN_CANDIDATES = True
#: Far-band rejected candidates decoded from their cells (:func:`soft_decode`): the quad
#: grown by this factor about its centre, and the least margin of every cell from the
#: black/white threshold (share of the border-to-white span).
SOFT_GROW = 1.1
SOFT_MIN_MARGIN = 0.12

Markers = list[tuple[int, np.ndarray]]
#: The local-contrast pass as the far scans call it: ``(image, rejected, found) -> new``
#: (:meth:`vision.marker_reader.MarkerReader._contrast`).
ContrastPass = Callable[[np.ndarray, object, Markers], Markers]


@dataclass(frozen=True)
class FarSideReading:
    """What :func:`read_far_side` read on one frame.

    Attributes:
        markers: new markers, ``(id, 4×2 corners px of the frame)``.
        sigmas: deconvolution sigma (px) per strip of the far band (``vision.far_side``),
            ``None`` when it was only sharpened.
        model_reads: how many of ``markers`` the blur-model pass read (:func:`model_reads`).
    """

    markers: Markers
    sigmas: np.ndarray | None
    model_reads: int


def printed_mm(marker_id: int) -> float:
    """Printed side (mm) of the marker ``marker_id``: a seat marker's or a card marker's."""
    meaning = ad.parse_marker_id(marker_id)
    return ad.SEAT_MARKER.marker_mm if meaning and meaning[0] == "seat" else CARD_MARKER_MM


#: :func:`printed_mm` of every id in use (seat and card markers).
_PRINTED_MM = {i: printed_mm(i) for i in range(256)}


def far_band(found: Markers, height: int) -> tuple[int, int, float, float] | None:
    """Rows ``(0, y1)`` to rescan for far-side markers of a tilted camera, with the fit
    ``(slope, intercept)`` of a card marker's side (px) against its row; or ``None``.
    ``found``: the markers read so far, ``(id, 4×2 corners px)`` of a frame ``height`` px
    high.

    The camera's tilt shows as marker size growing down the frame: a line fitted to the
    markers' sides (px) against their row gives the row above which a marker would be under
    :data:`FAR_SIDE_PX`; the band is capped at :data:`FAR_MAX_FRAC` of the height. Needs
    three markers spread over a fifth of the height, and a slope (a top-down camera, every
    marker the same size, gets no second pass)."""
    if len(found) < 3:
        return None
    if all(c.dtype == np.float64 and c.shape == (4, 2) for _, c in found):
        # all at once: the same float operations as one marker at a time
        q = np.array([c for _, c in found])
        ys = q[:, :, 1].mean(axis=1)
        if ys.max() - ys.min() < 0.2 * height:
            return None
        # sides as a card marker's would be there (seat markers are larger)
        sides = plausible_quads(q)[1] * CARD_MARKER_MM / np.array(
            [_PRINTED_MM.get(i) or printed_mm(i) for i, _ in found])
    else:
        ys = np.array([c[:, 1].mean() for _, c in found])
        sides = np.array([mean_side(c) * CARD_MARKER_MM / printed_mm(i) for i, c in found])
        if ys.max() - ys.min() < 0.2 * height:
            return None
    slope, icept = np.polyfit(ys, sides, 1)
    if slope <= 0.01:  # px of side per px of row: no tilt toward the top
        return None
    y1 = (FAR_SIDE_PX - icept) / slope
    y1 = int(min(y1, FAR_MAX_FRAC * height))
    if y1 < 0.1 * height:
        return None
    return 0, y1, float(slope), float(icept)


def fits_tilt(marker_id: int, corners: np.ndarray, fit: tuple[int, int, float, float]
              ) -> bool:
    """Whether a marker (``corners`` 4×2 px) lies in the far band ``fit[:2]`` (rows) of
    :func:`far_band` with a size that fits the tilt there (``fit[2:]``: card-marker side =
    slope × row + intercept, within :data:`FAR_SIZE_TOL`)."""
    y0, y1, slope, icept = fit
    y = float(corners[:, 1].mean())
    if not y0 <= y < y1:
        return False
    expected = (slope * y + icept) * printed_mm(marker_id) / CARD_MARKER_MM
    return FAR_SIZE_TOL[0] * expected <= mean_side(corners) <= FAR_SIZE_TOL[1] * expected


def read_far_side(gray: np.ndarray, fit: tuple[int, int, float, float], found: Markers,
                  far_detector, deblur_detector, card_ids: set[int], *,
                  contrast: ContrastPass | None = None, soft: bool = True,
                  deblur: bool = True, model: bool = True,
                  plain: np.ndarray | None = None,
                  deblur_side_px: float = DEBLUR_SIDE_PX) -> FarSideReading:
    """Second pass on rows ``fit[:2]`` of ``gray`` (``H×W uint8``): far-side markers of a
    tilted camera, too small and blurred for the full-frame pass. Two scans, each upscaled
    (cubic) with one threshold window (:func:`far_scan`):

    * the whole band sharpened (unsharp mask, :func:`vision.far_side.sharpen`),
      ×:data:`FAR_UPSCALE`, ArUco ``far_detector`` (a 9 px window);
    * (``deblur``) the rows whose measured defocus is large, Wiener-deconvolved where cards
      lie (:func:`vision.far_side.deblur_rows`; rows where a card marker is under
      ``deblur_side_px`` px of ``gray``, :data:`DEBLUR_SIDE_PX` scaled to ``gray`` by the
      caller), ×:data:`DEBLUR_UPSCALE`,
      ``deblur_detector`` (window :data:`DEBLUR_WINDOW_PX` and constant
      :data:`DEBLUR_THRESH_CONSTANT`); an id the first scan found there is not taken twice.
      Both scans together, not the deconvolution alone: on JPEG-compressed, noisy frames
      the deconvolution alone read less than the unsharp mask.

    Keeps new detections only (an id already among ``found``, ``(id, 4×2 corners px)``,
    within a marker's size is the same marker) whose size fits the frame's tilt
    (``fit[2:]``: card-marker side = slope × row + intercept, within
    :data:`FAR_SIZE_TOL`): sharpening can make a marker out of a few blurred cells, and such
    a false one is far smaller than a real one there. Each scan's rejected candidates go
    through ``contrast`` (the local-contrast pass; ``None``: off) and, with ``soft``,
    :func:`soft_decode` (ids in ``card_ids``). With ``model`` and deblurred rows, the
    markers no scan read there go through :func:`model_reads`, with the same size check;
    ``plain`` (``H×W uint8``, the frame's plain gray conversion when ``gray`` is the
    marker reader's achromatic image, :func:`vision.grey_planes.achromatic`): its far rows are
    deconvolved too (their own blur estimate) and give the blur model more candidates
    (:data:`PLAIN_CANDIDATES`)."""
    y0, y1, slope, icept = fit
    k = FAR_UPSCALE
    band = gray[y0:y1]
    # sharpened before the upscale: the same unsharp mask on k² fewer pixels
    # a card marker's side anywhere in the band (px), for the cell decoding's candidates
    sides = (FAR_SIZE_TOL[0] * (slope * y0 + icept), FAR_SIZE_TOL[1] * (slope * y1 + icept))
    soft_ids = card_ids if soft else None
    dets = far_scan(sharpen(band), far_detector, k, 0, sides=sides, contrast=contrast,
                    soft_ids=soft_ids)
    deblurred = None
    sigmas = None
    n_model = 0
    if deblur:
        # rows where a card marker is under deblur_side_px (px of gray)
        last = int((deblur_side_px - icept) / slope) - y0
        deblurred = deblur_rows(band, last) if last > 0 else None
    if deblurred is not None:
        patches, sigmas = deblurred
        for r0, c0, img in patches:
            dets += far_scan(img, deblur_detector, DEBLUR_UPSCALE, r0, c0, sides=sides,
                             contrast=contrast, soft_ids=soft_ids)
    new: Markers = []
    for i, c in dets:
        pts = c.copy()
        pts[:, 1] += y0
        centre = pts.mean(axis=0)
        side = mean_side(pts)
        # the same marker found before (the main pass, or the other far scan)
        if any(j == int(i) and np.linalg.norm(d.mean(axis=0) - centre) < side
               for j, d in (*found, *new)):
            continue
        expected = (slope * centre[1] + icept) * printed_mm(int(i)) / CARD_MARKER_MM
        lo, hi = FAR_SIZE_TOL
        if not lo * expected <= side <= hi * expected:
            continue
        new.append((int(i), pts))
    if model and deblurred is not None:
        more = None
        if PLAIN_CANDIDATES and plain is not None and plain.shape == gray.shape:
            more = deblur_rows(plain[y0:y1], last)
        for i, c in model_reads(gray, deblurred, y0, [*found, *new], card_ids,
                                None if more is None else more[0]):
            expected = (slope * c[:, 1].mean() + icept)
            if FAR_SIZE_TOL[0] * expected <= mean_side(c) <= FAR_SIZE_TOL[1] * expected:
                new.append((i, c))
                n_model += 1
    return FarSideReading(new, sigmas, n_model)


def model_reads(gray: np.ndarray, deblurred, y0: int, found: Markers, card_ids: set[int],
                more_patches=None) -> Markers:
    """Card markers (ids in ``card_ids``) in the deconvolved far rows (``deblurred``:
    :func:`~vision.far_side.deblur_rows`' patches and per-strip deconvolution sigmas, rows
    from ``y0`` of ``gray``, ``H×W uint8``) that no scan read, through a model of their
    blur (:func:`vision.far_model.read_far`): the table plane from the markers ``found``
    (``(id, 4×2 corners px)``; :func:`vision.table_plane.fit_plane`), the defocus as
    measured (the deconvolution sigma over :data:`~vision.far_side.DEBLUR_FACTOR`).
    ``more_patches``: the same rows of another rendering of the frame deconvolved
    (``deblur_rows``' patches, rows from ``y0``): more candidates
    (:func:`vision.far_model.read_far`). Returns ``(id, 4×2 corners px of gray)``."""
    plane = fit_plane(np.array([c for _, c in found]).reshape(-1, 4, 2),
                      np.array([printed_mm(i) / CARD_MARKER_MM for i, _ in found]))
    if plane is None:
        return []
    patches, sigmas = deblurred
    rows = (np.arange(len(sigmas)) + 0.5) * STRIP_PX + y0
    profile = np.asarray(sigmas, np.float64) / DEBLUR_FACTOR
    shifted = [(r0 + y0, c0, img) for r0, c0, img in patches]
    more = [(r0 + y0, c0, img) for r0, c0, img in more_patches or ()]
    skip = [(c.mean(axis=0), mean_side(c)) for _, c in found]
    return read_far(gray, plane, shifted, lambda y: float(np.interp(y, rows, profile)),
                    card_ids, skip, more)


def far_scan(band: np.ndarray, detector, k: float, row0: int, col0: int = 0,
             sides: tuple[float, float] = (0.0, np.inf), *,
             contrast: ContrastPass | None = None, soft_ids: set[int] | None = None
             ) -> Markers:
    """ArUco ``detector`` on ``band`` (``h×w uint8``, from row ``row0`` and column ``col0``
    of the far band) upscaled ×``k`` (cubic), its rejected candidates through ``contrast``
    (the local-contrast pass, ``None``: off) and, those whose grown side lies within
    ``sides`` (px of the band, not upscaled), through the cell decoding
    (:func:`soft_decode`, ids in ``soft_ids``; ``None``: off): ``(id, 4×2 corners)`` in px
    of the far band (not upscaled)."""
    up = cv2.resize(band, None, fx=k, fy=k, interpolation=cv2.INTER_CUBIC)
    corners, ids, rejected = detector.detectMarkers(up)
    dets = [(int(i), c.reshape(4, 2).astype(np.float64))
            for c, i in zip(corners, () if ids is None else ids.ravel())]
    if contrast is not None:  # its rejected candidates too: +5 of 805 tilted instances
        dets += contrast(up, rejected, dets)
    if soft_ids is not None and len(rejected):
        dets += soft_decode(up, rejected, dets, soft_ids, (k * sides[0], k * sides[1]))
    out = []
    for i, c in dets:
        out.append((i, (c + 0.5) / k - 0.5 + (col0, row0)))
    return out


def soft_decode(up: np.ndarray, rejected, dets: Markers, card_ids: set[int],
                sides: tuple[float, float] = (0.0, np.inf)) -> Markers:
    """Far-band candidates ArUco found but could not decode (``rejected``, quads px of the
    upscaled band ``up``, ``h×w uint8``) decoded from their cells
    (:func:`vision.marker_checks.decode_cells`) after growing the quad by
    :data:`SOFT_GROW`: the quad of a blurred 16 px marker lies ~10 % inside the printed
    border, so ArUco's own cell grid straddles the cells. Only quads whose grown mean
    side lies within ``sides`` (px of ``up``), ids in ``card_ids``, away from a marker
    already read (``dets``, ``(id, 4×2 corners px of up)``); the caller's tilt-size check
    follows. Strict: exact id, every cell :data:`SOFT_MIN_MARGIN` clear of the threshold.
    Returns ``(id, 4×2 corners px of up)``: the grown quad, the marker's own top-left
    first."""
    quads = np.asarray(rejected, np.float64).reshape(-1, 4, 2)
    ok, mean = plausible_quads(quads)
    ok &= (mean * SOFT_GROW >= sides[0]) & (mean * SOFT_GROW <= sides[1])
    new: Markers = []
    done_c = [c.mean(axis=0) for _, c in dets]
    done_s = [mean_side(c) for _, c in dets]
    for q in quads[ok]:
        centre = q.mean(axis=0)
        if done_c and bool(np.any(np.hypot(*(np.asarray(done_c) - centre).T)
                                  < np.asarray(done_s))):
            continue
        grown = (q - centre) * SOFT_GROW + centre
        got = decode_cells(up, grown, SOFT_MIN_MARGIN)
        if got is None or got[0] not in card_ids:
            continue
        new.append((got[0], np.roll(grown, got[1], axis=0)))
        done_c.append(centre)
        done_s.append(mean_side(grown))
    return new


__all__ = ["far_band", "fits_tilt", "read_far_side", "far_scan", "soft_decode", "model_reads",
           "printed_mm", "FarSideReading", "CARD_MARKER_MM", "FAR_UPSCALE", "FAR_SIDE_PX",
           "FAR_MAX_FRAC", "FAR_SIZE_TOL", "DEBLUR_UPSCALE", "DEBLUR_WINDOW_PX",
           "DEBLUR_THRESH_CONSTANT", "DEBLUR_SIDE_PX", "SOFT_GROW", "SOFT_MIN_MARGIN"]
