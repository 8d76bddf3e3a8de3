"""ArUco marker reader: card markers → identified :class:`Sighting` s, seat markers →
:class:`SeatSighting` s.

Geometry from ``vision.adaptation``: dictionary ``ARUCO_DICT``; a card marker's id is the
card's code (``parse_marker_id``); both markers of a card are point-symmetric, so in the
detected marker's own frame the card outline is always the ``TOP`` placement's: the reader
maps the card rectangle through the marker's homography and gets the whole card outline,
oriented with ``up`` toward the exposed end. Two detections of one id that point opposite
ways and whose card centres lie within ``same_card_mm`` are one card (its top and bottom
markers).

Passes (figures: docs/benchmarks.md, "Vision", marker deck; 2,040 instances, 250 frames):

1. Main pass on the whole frame (1280 px wide at most), threshold windows 3 and 21 px
   (:func:`detector_parameters`): the 3 px window reads markers whose white quiet zone
   touches a neighbour label or card edge (92.6 → 94.85 %).
2. Local-contrast pass (:meth:`MarkerReader._contrast`) on the quads the main pass found but
   could not decode, when their inside is not plain: each is cropped, stretched between
   its local grey minimum and maximum and decoded again; reads markers under glare
   (harsh 94.3 → 96.1 %). About 1–8 crops a frame (a gingham cloth's hundreds of plain
   squares are skipped); ~1 ms.
3. Far-side pass (a camera tilted up to 40°, TABLE-CONDITIONS.md): when the markers found
   grow in size down the frame, the rows where a card marker would be under
   ``FAR_SIDE_PX`` are rescanned ×2 upscaled and sharpened (and that band's rejected
   quads go through pass 2); a marker found there is kept only when its size fits the
   tilt (a false marker made of blurred cells is much smaller). Tilted 63.9 → 83 %.
   The rows blurred most are scanned once more after a Wiener deconvolution of their
   measured defocus (:mod:`vision.far_side`): tilted 83.0 → 93.0 %. Quads the far scans
   find but ArUco cannot decode are decoded from their cells in the quad grown by 10 %
   (:meth:`MarkerReader._soft`, :func:`~vision.marker_checks.decode_cells`; strict: exact
   id, every cell clear of the threshold): tilted 92.99 → 93.80 %.
2b. Noisy-frame pass (:meth:`MarkerReader._noisy`, :mod:`vision.noisy_pass`): on a frame
   with sensor noise (dim room), the squares round the card markers read are scanned once
   more smoothed (1 px Gaussian, 21 px window): noise breaks the thin quiet zone of a
   marker whose label touches a neighbour's. Dim 96.84 → 98.85 %, all 97.75 → 98.10 %;
   ~2 ms a noisy frame, ~0.1 ms (the noise estimate) on the others.
4. Blur-model pass (:meth:`MarkerReader._model`, :mod:`vision.far_model`): in the
   deblurred rows, the far markers for which no scan finds a quad (16 px, σ ≈ 2.4 px) are
   read by drawing every id, blurred as measured, in the quad the table plane gives there
   (:mod:`vision.table_plane`) and keeping a clear best: tilted 93.80 → 96.50 %.

A main-pass marker must look printed on a white label (:func:`printed_on_label`): a gingham
cloth under hard light gave Tommy Guns (QA); the benchmark reads the same.

Every detection must also have a plausible shape (:func:`plausible_shape`: sides of at
least 10 px, not a sliver): this refuses the artwork squares of 5–9 px that decode as a
card's id (2 wrong readings in 300 frames before) and slivers of covered markers.

Uses ``cv2.aruco.ArucoDetector`` (OpenCV 4.7+/5 API). Input ``H×W uint8`` gray.
"""
from __future__ import annotations


from dataclasses import dataclass

import cv2
import numpy as np

from companion.cards import Card, Edition, edition_cards

from . import adaptation as ad
from .busy_cloth import BusyClothDetector, busy_parameters
from .far_model import read_far
from .far_side import DEBLUR_FACTOR, STRIP_PX, deblur_rows, sharpen
from .marker_checks import (decode_cells, label_levels, plausible_quads, plausible_shape,
                            printed_on_label)
from .noisy_pass import NOISE_MIN_DIFF, SMOOTH_WINDOW_PX, noise_level, read_round
from .records import SeatSighting, Sighting
from .table_plane import fit_plane

_TOP = next(m for m in ad.CARD_MARKERS if m.role is ad.MarkerRole.TOP)
#: Card outline in card mm (TL, TR, BR, BL) and the top placement's corners in card mm.
CARD_RECT_MM = np.array([[0, 0], [ad.CARD_W_MM, 0], [ad.CARD_W_MM, ad.CARD_H_MM],
                         [0, ad.CARD_H_MM]], np.float64)
MARKER_CORNERS_MM = np.array(_TOP.corners_mm(), np.float64)


def detector_parameters(fast: bool = True) -> "cv2.aruco.DetectorParameters":
    """Detector settings for 20 mm markers of 12–75 px.

    Two adaptive-threshold windows, 3 and 21 px (``fast``; 3–19 px every 4 otherwise). The
    3 px window is what reads markers whose white quiet zone touches a neighbouring label,
    a card edge or a shadow: a wider window merges the thin white gap into the dark
    surroundings and the marker's border contour is lost. Measured on the benchmark's 250
    frames (seed 1000, 2,040 instances): windows 5/13/21 → 3/21 raised the marker deck from
    92.60 % to 94.85 % (clean 95.5 → 99.7 %, busy 96.3 → 99.3 %, harsh 92.2 → 94.3 %) and
    saves one threshold pass. Minimum perimeter 3 % of the larger image side (a 9.6 px side
    at 1280 px, under :data:`~vision.marker_checks.MIN_SIDE_PX`): fewer candidates to decode, faster."""
    p = cv2.aruco.DetectorParameters()
    p.adaptiveThreshWinSizeMin = 3
    p.adaptiveThreshWinSizeMax = 21 if fast else 19
    p.adaptiveThreshWinSizeStep = 18 if fast else 4
    p.minMarkerPerimeterRate = 0.03  # of the larger image side: 9.6 px sides at 1280 px
    p.maxMarkerPerimeterRate = 0.5
    # 0.08 reads a marker whose corner the next card clips (a pentagon at 0.05): 3 more of
    # the benchmark's 2,000 instances, but it also made a quad of an artwork square and
    # circle, decoded as Stowaway on a Stowaway Eggs card (1080p, harsh frame 28): kept at 0.05
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
        same_card_mm: two markers of one id turned 180° from each other and closer than
            this (card centres) are one card.
        fast: fewer adaptive-threshold passes (see :func:`detector_parameters`).
        far_pass: when the markers found show a tilted camera (smaller toward the top of
            the frame), rescan the far rows upscaled and sharpened (:func:`far_band`,
            :meth:`_far`); a top-down frame gets no second pass.
        contrast_pass: decode ArUco's rejected candidates again after a local contrast
            stretch (:meth:`_contrast`): markers under glare. ``last_contrast_rois`` tells
            how many crops the last frame needed.
        deblur_pass: in the far-side pass, scan the most blurred rows once more after
            deconvolving their measured defocus (:mod:`vision.far_side`);
            ``last_far_sigmas`` tells the deconvolution sigmas of the last frame.
        quiet_zone_check: refuse a main-pass marker that does not look printed on a white
            label (:func:`printed_on_label`): cloth patterns decoded as a card.
        soft_decode: decode the far scans' rejected quads from their cells (:meth:`_soft`).
        noisy_pass: on a noisy frame (:func:`vision.noisy_pass.noise_level`), scan the
            squares round the card markers read once more, smoothed (:meth:`_noisy`);
            ``last_noisy`` tells whether the last frame was.
        model_pass: in the deblurred far rows, read the markers no scan found through a
            model of their blur (:meth:`_model`, :mod:`vision.far_model`).

    The main pass is a :class:`~vision.busy_cloth.BusyClothDetector` (``detector``): on a
    tablecloth that floods ArUco with candidates (fine checks) it switches to ArUco3's
    faster search, and ``detector.busy`` says so.
    """

    def __init__(self, edition: "str | Edition" = Edition.ARKHAM, *, scale: float | None = None,
                 same_card_mm: float = 20.0, fast: bool = True, far_pass: bool = True,
                 contrast_pass: bool = True, deblur_pass: bool = True,
                 quiet_zone_check: bool = True, soft_decode: bool = True,
                 model_pass: bool = True, noisy_pass: bool = True) -> None:
        self.cards: dict[int, Card] = {c.code: c for c in edition_cards(edition)}
        self.scale = scale
        self.far_pass = far_pass
        self.contrast_pass = contrast_pass
        self.deblur_pass = deblur_pass
        self.quiet_zone_check = quiet_zone_check
        self.soft_decode = soft_decode
        self.model_pass = model_pass
        self.noisy_pass = noisy_pass
        #: whether the last frame was noisy enough for the smoothed pass (:meth:`_noisy`)
        self.last_noisy = False
        #: markers the last frame's blur-model pass read (:meth:`_model`)
        self.last_model_reads = 0
        #: rejected candidates the last frame's local-contrast pass decoded again
        self.last_contrast_rois = 0
        #: rows of the last frame rescanned by the far-side pass (``(y0, y1)`` px) or ``None``
        self.last_far_band: tuple[int, int] | None = None
        #: deconvolution sigma (px) per strip of the last far band (``vision.far_side``),
        #: ``None`` when it was only sharpened or not scanned
        self.last_far_sigmas: np.ndarray | None = None
        self.same_card_mm = same_card_mm
        dictionary = cv2.aruco.getPredefinedDictionary(getattr(cv2.aruco, ad.ARUCO_DICT))
        self.detector = BusyClothDetector(dictionary, detector_parameters(fast),
                                          busy_parameters(detector_parameters(fast)))
        far = detector_parameters(fast)
        # markers are 24–60 px after the upscale: one 9 px threshold window (9 and 25 read
        # 1 more of 805 tilted instances for ~4 ms more per tilted frame at 720p)
        far.adaptiveThreshWinSizeMin = far.adaptiveThreshWinSizeMax = 9
        self.far_detector = cv2.aruco.ArucoDetector(dictionary, far)
        deblur = detector_parameters(fast)
        deblur.adaptiveThreshWinSizeMin = deblur.adaptiveThreshWinSizeMax = DEBLUR_WINDOW_PX
        deblur.adaptiveThreshConstant = DEBLUR_THRESH_CONSTANT
        self.deblur_detector = cv2.aruco.ArucoDetector(dictionary, deblur)
        crop = detector_parameters(fast)
        # the crop is 2 sides wide: the marker's perimeter is ~2× the crop's larger side
        crop.minMarkerPerimeterRate, crop.maxMarkerPerimeterRate = 0.5, 4.0
        self.contrast_detector = cv2.aruco.ArucoDetector(dictionary, crop)
        smooth = detector_parameters(fast)
        smooth.adaptiveThreshWinSizeMin = smooth.adaptiveThreshWinSizeMax = SMOOTH_WINDOW_PX
        self.smooth_detector = cv2.aruco.ArucoDetector(dictionary, smooth)

    def detect(self, gray: np.ndarray) -> list[MarkerDetection]:
        """Raw detections in full-image px (``gray``: ``H×W uint8``): the main pass
        (:meth:`_main_pass`) on the detection image (``scale``), the printed-label check,
        the local-contrast pass on its rejected candidates and the far-side pass."""
        h, w = gray.shape[:2]
        scale = self.scale if self.scale is not None else min(1.0, 1280.0 / w)
        img = gray if scale == 1.0 else cv2.resize(gray, (round(w * scale), round(h * scale)),
                                                   interpolation=cv2.INTER_AREA)
        found, rejected = self._main_pass(img)
        if self.quiet_zone_check and found:
            ok = printed_on_label(img, np.array([c for _, c in found]), [i for i, _ in found])
            found = [f for f, keep in zip(found, ok) if keep]
        self.last_contrast_rois = 0
        if self.contrast_pass:
            found += self._contrast(img, rejected, found)
        self.last_noisy = False
        if self.noisy_pass and found and noise_level(img) >= NOISE_MIN_DIFF:
            self.last_noisy = True
            found += self._noisy(img, found)
        out = []
        for i, pts in found:
            if scale != 1.0:
                pts = (pts + 0.5) / scale - 0.5
            out.append(MarkerDetection(i, pts))
        self.last_far_band = self.last_far_sigmas = None
        if self.far_pass:
            fit = far_band(out, h)
            if fit is not None:
                self.last_far_band = fit[:2]
                out += self._far(gray, fit, out)
        return out

    def _main_pass(self, img: np.ndarray) -> tuple[list[tuple[int, np.ndarray]], list]:
        """ArUco on the detection image ``img`` (``H×W uint8``): ``(found, rejected)``,
        ``found`` as ``(id, 4×2 corners px)``, ``rejected`` ArUco's rejected quads."""
        corners, ids, rejected = self.detector.detectMarkers(img)
        found = [(int(i), c.reshape(4, 2).astype(np.float64))
                 for c, i in zip(corners, () if ids is None else ids.ravel())]
        return found, rejected

    def _contrast(self, img: np.ndarray, rejected, found: list[tuple[int, np.ndarray]]
                  ) -> list[tuple[int, np.ndarray]]:
        """Local-contrast pass on the main pass's *rejected candidates* (quads ArUco found
        but could not decode). ``img``: the ``H×W uint8`` image the main pass ran on;
        returns new ``(id, 4×2 corners px of img)``.

        A hot spot or sleeve glare adds light across a marker: its black cells turn into a
        grey-to-white gradient and ArUco's per-marker Otsu threshold misreads them, although
        the quad is found. Each plausible candidate (:func:`plausible_shape`, side up to
        :data:`CONTRAST_MAX_SIDE_PX`, not on a marker already read) is cropped with half a
        side of margin and stretched between its local minimum and maximum (grey erosion and
        dilation over a third of the side, box-smoothed): ``(I − min) / max(max − min,
        CONTRAST_MIN_RANGE)``; the crop is then decoded by ArUco again (its own error-checked
        ids). A marker found there is kept when its centre lies within a third of a side of
        the candidate's."""
        h, w = img.shape[:2]
        new: list[tuple[int, np.ndarray]] = []
        if len(rejected) == 0:
            return new
        # the shape and size tests on every candidate at once (a cloth gives hundreds)
        quads = np.asarray(rejected, np.float64).reshape(-1, 4, 2)
        ok, mean = plausible_quads(quads)
        keep = ok & (mean <= CONTRAST_MAX_SIDE_PX)
        done_c = [c.mean(axis=0) for _, c in found]
        done_s = [_mean_side(c) for _, c in found]
        for q, side in zip(quads[keep], mean[keep]):
            side = float(side)
            centre = q.mean(axis=0)
            if done_c and bool(np.any(np.hypot(*(np.asarray(done_c) - centre).T)
                                      < np.maximum(done_s, side))):
                continue
            r = max(1, int(side * CONTRAST_INNER))
            cx, cy = int(round(centre[0])), int(round(centre[1]))
            inner = img[max(cy - r, 0):cy + r + 1, max(cx - r, 0):cx + r + 1]
            if inner.size == 0 or float(inner.std()) < CONTRAST_MIN_STD:
                continue
            done_c.append(centre)
            done_s.append(side)
            m = 0.5 * side
            x0, y0 = (q.min(axis=0) - m).astype(int)
            x1, y1 = (q.max(axis=0) + m).astype(int) + 1
            x0, y0, x1, y1 = max(x0, 0), max(y0, 0), min(x1, w), min(y1, h)
            self.last_contrast_rois += 1
            crop = _stretch(img[y0:y1, x0:x1], side)
            corners, ids, _ = self.contrast_detector.detectMarkers(crop)
            for c, i in zip(corners, () if ids is None else ids.ravel()):
                pts = c.reshape(4, 2).astype(np.float64) + (x0, y0)
                if np.linalg.norm(pts.mean(axis=0) - centre) < side / 3:
                    new.append((int(i), pts))
                    break
        return new

    def _noisy(self, img: np.ndarray, found: list[tuple[int, np.ndarray]]
               ) -> list[tuple[int, np.ndarray]]:
        """New card markers of a noisy frame next to those ``found`` (``(id, 4×2 corners
        px of img)``; ``img`` ``H×W uint8``, the main pass's image):
        :func:`vision.noisy_pass.read_round`."""
        return read_round(img, found, self.smooth_detector, set(self.cards),
                          self.quiet_zone_check)

    def _far(self, gray: np.ndarray, fit: tuple[int, int, float, float],
             found: list[MarkerDetection]) -> list[MarkerDetection]:
        """Second pass on rows ``fit[:2]`` of ``gray``: far-side markers of a tilted camera,
        too small and blurred for the full-frame pass. Two scans, each upscaled (cubic) with
        one threshold window (:meth:`_far_scan`):

        * the whole band sharpened (unsharp mask, :func:`vision.far_side.sharpen`),
          ×:data:`FAR_UPSCALE`, a 9 px window;
        * the rows whose measured defocus is large, Wiener-deconvolved where cards lie
          (:func:`vision.far_side.deblur_rows`), ×:data:`DEBLUR_UPSCALE`, window
          :data:`DEBLUR_WINDOW_PX` and constant :data:`DEBLUR_THRESH_CONSTANT`; an id the
          first scan found there is not taken twice. Both scans together, not the
          deconvolution alone: on JPEG-compressed, noisy frames the deconvolution alone
          read less than the unsharp mask.

        Keeps new detections only (an id already found within a marker's size is the
        same marker) whose size fits the frame's tilt (``fit[2:]``: card-marker side =
        slope × row + intercept, within :data:`FAR_SIZE_TOL`): sharpening can make a marker
        out of a few blurred cells, and such a false one is far smaller than a real one
        there. Each scan's rejected candidates go through the local-contrast pass
        (:meth:`_contrast`) too."""
        y0, y1, slope, icept = fit
        k = FAR_UPSCALE
        band = gray[y0:y1]
        # sharpened before the upscale: the same unsharp mask on k² fewer pixels
        # a card marker's side anywhere in the band (px), for the cell decoding's candidates
        sides = (FAR_SIZE_TOL[0] * (slope * y0 + icept), FAR_SIZE_TOL[1] * (slope * y1 + icept))
        dets = self._far_scan(sharpen(band), self.far_detector, k, 0, sides=sides)
        deblurred = None
        self.last_model_reads = 0
        if self.deblur_pass:
            # rows where a card marker is under DEBLUR_SIDE_PX (px of gray)
            last = int((DEBLUR_SIDE_PX - icept) / slope) - y0
            deblurred = deblur_rows(band, last) if last > 0 else None
        if deblurred is not None:
            patches, self.last_far_sigmas = deblurred
            for r0, c0, img in patches:
                dets += self._far_scan(img, self.deblur_detector, DEBLUR_UPSCALE, r0, c0,
                                       sides=sides)
        new: list[MarkerDetection] = []
        for i, c in dets:
            pts = c.copy()
            pts[:, 1] += y0
            centre = pts.mean(axis=0)
            side = _mean_side(pts)
            # the same marker found before (the main pass, or the other far scan)
            if any(d.marker_id == int(i) and np.linalg.norm(d.corners.mean(axis=0) - centre)
                   < side for d in (*found, *new)):
                continue
            expected = (slope * centre[1] + icept) * _printed_mm(int(i)) / _TOP.size_mm
            lo, hi = FAR_SIZE_TOL
            if not lo * expected <= side <= hi * expected:
                continue
            new.append(MarkerDetection(int(i), pts))
        if self.model_pass and deblurred is not None:
            for det in self._model(gray, deblurred, y0, [*found, *new]):
                expected = (slope * det.corners[:, 1].mean() + icept)
                if FAR_SIZE_TOL[0] * expected <= _mean_side(det.corners) <= \
                        FAR_SIZE_TOL[1] * expected:
                    new.append(det)
                    self.last_model_reads += 1
        return new

    def _model(self, gray: np.ndarray, deblurred, y0: int,
               found: list[MarkerDetection]) -> list[MarkerDetection]:
        """Card markers in the deconvolved far rows (``deblurred``: :func:`deblur_rows`'s
        patches and per-strip deconvolution sigmas, rows from ``y0`` of ``gray``) that no
        scan read, through a model of their blur (:func:`vision.far_model.read_far`): the
        table plane from the markers ``found`` (:func:`vision.table_plane.fit_plane`), the
        defocus as measured (the deconvolution sigma over :data:`DEBLUR_FACTOR`)."""
        plane = fit_plane(np.array([d.corners for d in found]).reshape(-1, 4, 2),
                          np.array([_printed_mm(d.marker_id) / _TOP.size_mm for d in found]))
        if plane is None:
            return []
        patches, sigmas = deblurred
        rows = (np.arange(len(sigmas)) + 0.5) * STRIP_PX + y0
        profile = np.asarray(sigmas, np.float64) / DEBLUR_FACTOR
        shifted = [(r0 + y0, c0, img) for r0, c0, img in patches]
        skip = [(d.corners.mean(axis=0), _mean_side(d.corners)) for d in found]
        reads = read_far(gray, plane, shifted, lambda y: float(np.interp(y, rows, profile)),
                         set(self.cards), skip)
        return [MarkerDetection(i, c) for i, c in reads]

    def _far_scan(self, band: np.ndarray, detector, k: float, row0: int, col0: int = 0,
                  sides: tuple[float, float] = (0.0, np.inf)) -> list[tuple[int, np.ndarray]]:
        """ArUco on ``band`` (``h×w uint8``, from row ``row0`` and column ``col0`` of the far
        band) upscaled ×``k`` (cubic), its rejected candidates through the local-contrast
        pass and, those whose grown side lies within ``sides`` (px of the band, not
        upscaled), through the cell decoding (:meth:`_soft`): ``(id, 4×2 corners)`` in px
        of the far band (not upscaled)."""
        up = cv2.resize(band, None, fx=k, fy=k, interpolation=cv2.INTER_CUBIC)
        corners, ids, rejected = detector.detectMarkers(up)
        dets = [(int(i), c.reshape(4, 2).astype(np.float64))
                for c, i in zip(corners, () if ids is None else ids.ravel())]
        if self.contrast_pass:  # its rejected candidates too: +5 of 805 tilted instances
            dets += self._contrast(up, rejected, dets)
        if self.soft_decode and len(rejected):
            dets += self._soft(up, rejected, dets, (k * sides[0], k * sides[1]))
        out = []
        for i, c in dets:
            out.append((i, (c + 0.5) / k - 0.5 + (col0, row0)))
        return out

    def _soft(self, up: np.ndarray, rejected, dets: list[tuple[int, np.ndarray]],
              sides: tuple[float, float] = (0.0, np.inf)) -> list[tuple[int, np.ndarray]]:
        """Far-band candidates ArUco found but could not decode (``rejected``, quads px of the
        upscaled band ``up``, ``h×w uint8``) decoded from their cells
        (:func:`vision.marker_checks.decode_cells`) after growing the quad by
        :data:`SOFT_GROW`: the quad of a blurred 16 px marker lies ~10 % inside the printed
        border, so ArUco's own cell grid straddles the cells. Only quads whose grown mean
        side lies within ``sides`` (px of ``up``), card ids of this edition, away from a
        marker already read; the caller's tilt-size check follows. Returns ``(id, 4×2
        corners px of up)``: the grown quad, the marker's own top-left first."""
        quads = np.asarray(rejected, np.float64).reshape(-1, 4, 2)
        ok, mean = plausible_quads(quads)
        ok &= (mean * SOFT_GROW >= sides[0]) & (mean * SOFT_GROW <= sides[1])
        new: list[tuple[int, np.ndarray]] = []
        done_c = [c.mean(axis=0) for _, c in dets]
        done_s = [_mean_side(c) for _, c in dets]
        for q in quads[ok]:
            centre = q.mean(axis=0)
            if done_c and bool(np.any(np.hypot(*(np.asarray(done_c) - centre).T)
                                      < np.asarray(done_s))):
                continue
            grown = (q - centre) * SOFT_GROW + centre
            got = decode_cells(up, grown, SOFT_MIN_MARGIN)
            if got is None or got[0] not in self.cards:
                continue
            new.append((got[0], np.roll(grown, got[1], axis=0)))
            done_c.append(centre)
            done_s.append(_mean_side(grown))
        return new

    def read(self, gray: np.ndarray) -> tuple[list[Sighting], list[SeatSighting]]:
        """Card sightings (one per card) and seat markers in ``gray`` (``H×W uint8``)."""
        cards: list[tuple[Card, np.ndarray, np.ndarray, float, tuple]] = []
        seats: list[SeatSighting] = []
        for det in self.detect(gray):
            if not plausible_shape(det.corners):
                continue
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
            top = _up(det.corners)
            mark = (*(float(v) for v in det.corners.mean(axis=0)), float(top[0]), float(top[1]))
            for k, (c, o, m, p, marks) in enumerate(cards):
                if c.code == what.code and np.linalg.norm(o.mean(axis=0) - center) < \
                        self.same_card_mm * min(p, ppm) and _turned(m, det.corners):
                    # the same card's other marker (turned 180°): average the outlines
                    turned = np.roll(outline, 2, axis=0)
                    if np.abs(turned - o).sum() < np.abs(outline - o).sum():
                        outline = turned
                    best = m if p >= ppm else det.corners
                    cards[k] = (c, (o + outline) / 2, best, max(p, ppm), marks + (mark,))
                    merged = True
                    break
            if not merged:
                cards.append((what, outline, det.corners, ppm, (mark,)))
        sightings = []
        for c, outline, corners, ppm, marks in cards:
            top_mid = (outline[0] + outline[1]) / 2
            bottom_mid = (outline[2] + outline[3]) / 2
            v = top_mid - bottom_mid
            norm = float(np.hypot(*v)) or 1.0
            conf = _marker_confidence(corners, ppm)
            sightings.append(Sighting(candidates=(c.key,), rank=c.rank, other_world=c.other_world,
                                      polygon=_poly(outline), confidence=conf, source="aruco",
                                      code=c.code, up=(float(v[0] / norm), float(v[1] / norm)),
                                      px_per_mm=float(ppm), marks=marks))
        return sightings, seats


#: Far-band rejected candidates decoded from their cells (:meth:`MarkerReader._soft`): the
#: quad grown by this factor about its centre, and the least margin of every cell from the
#: black/white threshold (share of the border-to-white span).
SOFT_GROW = 1.1
SOFT_MIN_MARGIN = 0.12
#: Largest candidate side (px of the detection image) the local-contrast pass decodes again.
CONTRAST_MAX_SIDE_PX = 90.0
#: Half-width of the square around a candidate's centre whose grey spread is checked, as a
#: share of its side (inside the 4×4 data cells), and the least spread (grey levels, std)
#: decoded again: a cloth's squares are plain inside, a marker's cells are not.
CONTRAST_INNER = 0.25
CONTRAST_MIN_STD = 12.0
#: Smallest grey range (max − min) the local-contrast pass stretches to full scale: flatter
#: patches (cloth, plain table) are stretched less, so their noise does not become cells.
CONTRAST_MIN_RANGE = 24.0


def _stretch(crop: np.ndarray, side: float) -> np.ndarray:
    """``crop`` (``h×w uint8``) stretched between its local min and max (erosion/dilation
    over ~2 cells of a marker of ``side`` px, box-smoothed over ~1 cell)."""
    k = max(3, int(round(side / 3)) | 1)
    ker = cv2.getStructuringElement(cv2.MORPH_RECT, (k, k))
    b = max(3, int(round(side / 6)) | 1)
    lo = cv2.blur(cv2.erode(crop, ker), (b, b)).astype(np.float32)
    hi = cv2.blur(cv2.dilate(crop, ker), (b, b)).astype(np.float32)
    out = (crop.astype(np.float32) - lo) * (255.0 / np.maximum(hi - lo, CONTRAST_MIN_RANGE))
    return np.clip(out, 0, 255).astype(np.uint8)


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
#: gray image): the misses it reads are 15–19 px (tilted frames, 1,244 instances: 18 px
#: reads 1 fewer, 22 px or every far row none more); a 1080p frame's far markers are 21 px
#: and up, where it read nothing more for ~11 ms.
DEBLUR_SIDE_PX = 20.0
#: Card-marker side (px) under which the far-side pass rescans the rows: 20 mm markers
#: under ~30 px with the far side's defocus lose their 4–7 px cells.
FAR_SIDE_PX = 30.0
#: Most of the frame's height the far-side pass rescans (cost: ×k² pixels per row).
FAR_MAX_FRAC = 0.4
#: A far-pass marker's side over the side the tilt fit expects there: outside, dropped.
FAR_SIZE_TOL = (0.6, 1.6)


def far_band(found: list[MarkerDetection], height: int
             ) -> tuple[int, int, float, float] | None:
    """Rows ``(0, y1)`` to rescan for far-side markers of a tilted camera, with the fit
    ``(slope, intercept)`` of a card marker's side (px) against its row; or ``None``.

    The camera's tilt shows as marker size growing down the frame: a line fitted to the
    markers' sides (px) against their row gives the row above which a marker would be under
    :data:`FAR_SIDE_PX`; the band is capped at :data:`FAR_MAX_FRAC` of the height. Needs
    three markers spread over a fifth of the height, and a slope (a top-down camera, every
    marker the same size, gets no second pass)."""
    if len(found) < 3:
        return None
    ys = np.array([d.corners[:, 1].mean() for d in found])
    # sides as a card marker's would be there (seat markers are larger)
    sides = np.array([_mean_side(d.corners) * _TOP.size_mm / _printed_mm(d.marker_id)
                      for d in found])
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


def _printed_mm(marker_id: int) -> float:
    meaning = ad.parse_marker_id(marker_id)
    return ad.SEAT_MARKER.marker_mm if meaning and meaning[0] == "seat" else _TOP.size_mm


def card_outline(corners: np.ndarray) -> np.ndarray:
    """The card's outline (4×2 image px: exposed end's left, right, then the far corners)
    from one marker's 4 corners. A least-squares affine fit: over a 20 mm marker the
    perspective terms are noise, and extrapolating them to the card's far end would
    magnify corner jitter."""
    return _OUTLINE_MAP @ np.asarray(corners, np.float64)


#: The least-squares affine fit of :func:`card_outline` folded into one 4×4 matrix (card
#: outline = map @ marker corners): the pseudo-inverse of the marker's corners (card mm,
#: homogeneous) is fixed, so no per-marker solve is needed.
_OUTLINE_MAP = np.hstack([CARD_RECT_MM, np.ones((4, 1))]) @ np.linalg.pinv(
    np.hstack([MARKER_CORNERS_MM, np.ones((4, 1))]))


def _poly(pts: np.ndarray) -> tuple[tuple[float, float], ...]:
    return tuple((round(float(x), 2), round(float(y), 2)) for x, y in pts)


def _sides(c: np.ndarray) -> np.ndarray:
    """The 4 side lengths (px) of a 4×2 quad."""
    d = c - np.roll(c, -1, axis=0)
    return np.sqrt((d * d).sum(axis=1))


def _mean_side(c: np.ndarray) -> float:
    return float(_sides(c).mean())


def _marker_confidence(c: np.ndarray, ppm: float) -> float:
    """High for a square-looking marker of decent size; lower for tiny or skewed ones."""
    sides = _sides(c)
    skew = float(sides.min()) / max(float(sides.max()), 1e-6)
    size = min(1.0, float(sides.mean()) / 24.0)
    return round(float(max(0.3, min(1.0, 0.55 + 0.25 * skew + 0.2 * size))), 3)


__all__ = ["MarkerReader", "MarkerDetection", "detector_parameters", "plausible_shape",
           "label_levels", "printed_on_label", "CARD_RECT_MM",
           "MARKER_CORNERS_MM"]

