"""The passes of :class:`vision.marker_reader.MarkerReader` and its set-up, a part of the
reader (:class:`MarkerPasses`, split from :mod:`vision.marker_reader` by job): the ArUco
detectors each pass scans with (:func:`detector_parameters`), the reader's switches and
the last frame's counts, the main pass's scale, and the steps that run the main,
local-contrast, glare, noisy-frame and far-side passes with them, the cascade gate's zones
and the check of a card marker unlike its neighbours (:meth:`MarkerPasses._unlike`).
:meth:`MarkerReader.detect <vision.marker_reader.MarkerReader.detect>` runs them in order.

Passes, in the order they run (figures: docs/benchmarks-history.md, "Vision", marker deck):

1. Main pass on the whole frame (1280 px wide at most), threshold windows 3 and 21 px
   (:func:`detector_parameters`): the 3 px window reads markers whose white quiet zone
   touches a neighbour label or card edge (92.6 → 94.85 %). On a noisy frame (dim room,
   :data:`~vision.noisy_pass.NOISE_MIN_DIFF`) the pass reads the image with its plain
   cloth flattened (:func:`vision.plain_cloth.flatten_plain`: the noise's contours gone,
   every marker's pixels kept; session 41: the same readings, dim 720p frames ×0.85). Edge pass
   (:mod:`vision.edge_pass`): the strips along the frame's four edges of the main pass's
   image (flattened too: session 43, the same readings, a dim frame's strips ×0.48) scanned
   again with the 3 px window alone (a marker a few px from the edge, lost when ArUco keeps the 21 px
   window's contour of its label, cut by the edge, and drops it at the border).
2. Local-contrast pass (:mod:`vision.contrast_pass`, :meth:`MarkerReader._contrast`) on
   the quads the main pass found but could not decode, when their inside is not plain:
   each is cropped, stretched between its local grey minimum and maximum and decoded
   again; reads markers under glare (harsh 94.3 → 96.1 %). About 1–8 crops a frame (a
   gingham cloth's hundreds of plain squares are skipped); ~1 ms.
   Glare pass (:mod:`vision.glare_pass`, :meth:`MarkerReader._glare`), on a frame with
   glare only (:func:`~vision.glare_pass.has_glare`: 2 % of its pixels clipped white): an
   ArUco3 scan with a 5 px window and constant 3 (a hot spot lifts a marker's border
   toward its label and the main pass's constant 7 loses the contour), its rejected quads
   through the local-contrast pass, and the rejected quads still unread decoded under an
   illumination model (:func:`~vision.lit_model.lit_decode`): harsh 96.39 → 97.29 %,
   all 98.60 → 98.75 %, 0 wrong; ~+17 % of a harsh frame's time. On a frame without
   glare its last step alone (:meth:`MarkerReader._lit_rejected`, no scan): the main
   pass's rejected quads under the illumination model (a dim hot spot; session 72).
3. Noisy-frame pass (:meth:`MarkerReader._noisy`, :mod:`vision.noisy_pass`): on a frame
   with sensor noise (dim room), the squares round the card markers read are scanned once
   more smoothed (1 px Gaussian, 21 px window): noise breaks the thin quiet zone of a
   marker whose label touches a neighbour's. Dim 96.84 → 98.85 %, all 97.75 → 98.10 %;
   ~2 ms a noisy frame, ~0.1 ms (the noise estimate) on the others. On a slightly noisy
   frame (typical) where two card markers' labels touch, the same scan with a 3 px window
   (:func:`vision.noisy_pass.touching_labels`): typical 97.88 → 99.09 %, all 98.10 →
   98.30 %; ~+0.9 ms a typical frame on average (~+2.8 ms on a third of them).
   On a frame scaled down for the main pass (1080p) that is at least slightly noisy,
   squares round the near pass's zones (pass 4, with the near-model pass's least label
   white) are scanned once more on the full-resolution frame with 3 and 5 px windows
   (:func:`vision.noisy_pass.read_round_full`, after the near passes): markers the
   downscale loses.
4. Near pass (:mod:`vision.near_pass`): markers beside a card marker read, for which no
   threshold finds a quad (labels touching, quiet zone broken), in the zones beside it that
   hold a label's white and a marker's black and no marker read, rescanned ×2 upscaled with
   5 and 7 px windows (cut from the full-resolution frame when the main pass's image was
   scaled down, :func:`vision.near_pass.zone_crop`): 720p 98.60 → 98.85 %, 1080p 98.30 →
   98.70 %; ~1.8 ms a 720p frame. It scans the zones with a tenth of label white
   (:data:`~vision.near_pass.NEAR_SCAN_WHITE`; the other passes a fifth): a marker that
   fills its zone, its label cut thin by the card's edge (session 39). On a noisy frame
   (``last_noisy``), the near-model pass (:mod:`vision.near_model`): in the zones still
   without a marker, the place where a marker's quiet-zone ring is lightest against its
   border (in the read marker's axes, at its size) is decoded under the illumination model
   (:mod:`vision.lit_model`), and a marker read there opens the zones beside it (a
   cascade's next card): dim markers that no threshold finds (720p seed 1000 99.20 →
   99.30 %); on a frame that is not noisy, a place its squares do not read is decoded at
   the quad fitted to its printed border (:mod:`vision.border_fit`: a curled card's
   marker, session 47). On a frame with
   glare that is not noisy, the zones with label white but too
   little marker black (a hot spot lifts a marker's black cells:
   :mod:`vision.lifted_zones`) are searched on the log-darkness image and decoded under
   the glare model (``lifted``; session 42: 720p 150000 99.35 → 99.50 %).
5. Far-side pass (:mod:`vision.far_pass`, :meth:`MarkerReader._far`; a camera tilted up to
   40°, TABLE-CONDITIONS.md): when the markers found grow in size down the frame
   (:func:`~vision.far_pass.far_band`), the rows where a card marker would be under
   ``FAR_SIDE_PX`` are rescanned ×2 upscaled and sharpened (and that band's rejected quads
   go through pass 2); a marker found there is kept only when its size fits the tilt (a
   false marker made of blurred cells is much smaller). Tilted 63.9 → 83 %. The rows
   blurred most are scanned once more after a Wiener deconvolution of their measured
   defocus (:mod:`vision.far_side`; where a card marker is under ``DEBLUR_SIDE_PX`` px of
   the main pass's image, so at the same markers at 1080p): tilted 83.0 → 93.0 %. Quads the
   far scans find but ArUco cannot decode are decoded from their cells in the quad grown by
   10 % (:func:`~vision.far_pass.soft_decode`, :func:`~vision.marker_checks.decode_cells`;
   strict: exact id, every cell clear of the threshold): tilted 92.99 → 93.80 %.
6. Blur-model pass (:func:`vision.far_pass.model_reads`, :mod:`vision.far_model`; run by
   the far-side pass): in the deblurred rows, the far markers for which no scan finds a
   quad (16 px, σ ≈ 2.4 px) are read by drawing every id, blurred as measured, in the quad
   the table plane gives there (:mod:`vision.table_plane`) and keeping a clear best:
   tilted 93.80 → 96.50 %. When the reader reads the achromatic image
   (:func:`vision.grey_planes.achromatic`), the far rows of the frame's plain gray conversion
   (``plain``) are deconvolved too and give it more candidates
   (:data:`vision.far_pass.PLAIN_CANDIDATES`).
7. Card-first pass (:mod:`vision.band_markers`), on a frame with glare or a tilted camera
   only: each seat zone (from the seat markers read) is rectified and its cards' name
   bands found (:func:`vision.card_bands.find_bands`); where a band's top marker was not
   read, it is decoded at the place the band puts it (the card's top edge up), under the
   illumination model (:mod:`vision.lit_model`), over small shifts and turns, keeping a
   clear best; on a frame with glare, a place it does not read is searched again under
   the glare model (:func:`vision.band_markers.decode_glare_at`: the black cells a sleeve
   glare lifts, clipped cells unknown).
"""
from __future__ import annotations

import cv2
import numpy as np

from companion.cards import Card, Edition, edition_cards

from . import adaptation as ad
from .busy_cloth import BusyClothDetector, busy_parameters
from .cascade_gate import cascade_zones, second_place_worth
from .contrast_pass import CONTRAST_MIN_PRINTED, read_rejected
from .edge_pass import EDGE_WINDOW_PX
from .far_pass import DEBLUR_SIDE_PX, DEBLUR_THRESH_CONSTANT, DEBLUR_WINDOW_PX, read_far_side
from .glare_pass import glare_parameters, read_glare, read_lit_rejected
from .marker_checks import (SHAPE_MAX_STRETCH, label_levels, mean_side, neighbour_stretch,
                            reads_as_its_neighbours_show)
from .marker_geometry import _LABEL_MAP, _MARK_MAP, _OUTLINE_MAP, _TOP
from .marker_sightings import MarkerDetection
from .near_pass import NEAR_THRESH_CONSTANT, NEAR_WINDOW_PX
from .noisy_pass import (FULL_WINDOWS_PX, NOISE_MIN_DIFF, SMOOTH_WINDOW_PX, TOUCH_MIN_DIFF,
                         TOUCH_REACH_SIDES, TOUCH_THRESH_CONSTANT, TOUCH_WINDOW_PX, read_round,
                         touching_labels)

#: A seat marker's printed side over a card marker's (40 / 20 mm).
_SEAT_PRINTED = ad.SEAT_MARKER.marker_mm / _TOP.size_mm
#: :meth:`MarkerReader._unlike`: the margin (of white − border) every cell must keep from
#: the threshold when a marker unlike its neighbours is decoded again on the square they
#: show there (:func:`vision.marker_checks.decode_cells`; the far-side pass's soft decode
#: takes 0.12).
SHAPE_MIN_MARGIN = 0.12


def detector_parameters(fast: bool = True, windows: "int | tuple[int, int] | None" = None,
                        constant: "float | None" = None) -> "cv2.aruco.DetectorParameters":
    """Detector settings for 20 mm markers of 12–75 px; a later pass's own threshold
    ``windows`` (px: one window, or the smallest and largest of two) and ``constant``
    (the adaptive threshold's, OpenCV's 7 otherwise) when given.

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
    if isinstance(windows, int):
        p.adaptiveThreshWinSizeMin = p.adaptiveThreshWinSizeMax = windows
    elif windows is not None:
        p.adaptiveThreshWinSizeMin, p.adaptiveThreshWinSizeMax = windows
        p.adaptiveThreshWinSizeStep = windows[1] - windows[0]
    if constant is not None:
        p.adaptiveThreshConstant = constant
    return p


class MarkerPasses:
    """The set-up and the passes' steps of :class:`~vision.marker_reader.MarkerReader` (its
    arguments: that class's docstring), a part of the reader: it is one, so its
    ``detect`` and ``read`` use the detectors, switches and counts set here."""

    def __init__(self, edition: "str | Edition" = Edition.ARKHAM, *, scale: float | None = None,
                 same_card_mm: float = 20.0, fast: bool = True, far_pass: bool = True,
                 contrast_pass: bool = True, deblur_pass: bool = True,
                 quiet_zone_check: bool = True, soft_decode: bool = True,
                 model_pass: bool = True, noisy_pass: bool = True,
                 glare_pass: bool = True, near_pass: bool = True,
                 band_pass: bool = True, near_model: bool = True,
                 edge_pass: bool = True, cascade_gate: bool = True,
                 full_scan: bool = True, plain_cloth: bool = True,
                 two_steps: bool = True, lifted: bool = True,
                 neighbour_shape: bool = True) -> None:
        self.cards: dict[int, Card] = {c.code: c for c in edition_cards(edition)}
        self.scale = scale
        self.plain_cloth = plain_cloth
        self.far_pass = far_pass
        self.contrast_pass = contrast_pass
        self.deblur_pass = deblur_pass
        self.quiet_zone_check = quiet_zone_check
        self.soft_decode = soft_decode
        self.model_pass = model_pass
        self.noisy_pass = noisy_pass
        self.glare_pass = glare_pass
        #: whether the last frame had glare and got the glare pass (:meth:`_glare`)
        self.last_glare = False
        #: codes of the card markers of another edition the last :meth:`read` saw (and
        #: left out): a wrong edition setting is said (QA23 #18); not one read inside an
        #: own marker (:func:`_inside_another`); ``()`` after a
        #: :class:`~vision.pipeline.CardReader` frame whose reading was reused (QA43b M1)
        self.last_foreign: tuple[int, ...] = ()
        self.near_pass = near_pass
        self.band_pass = band_pass
        self.near_model = near_model
        self.cascade_gate = cascade_gate
        self.two_steps = two_steps
        self.lifted = lifted
        self.neighbour_shape = neighbour_shape
        #: card markers the last :meth:`read` left out as unlike their neighbours
        #: (:func:`~vision.marker_checks.unlike_neighbours`)
        self.last_unlike = 0
        #: card markers unlike their neighbours the last :meth:`read` kept, their id read
        #: again on the square the neighbours show there (:meth:`_unlike`)
        self.last_unlike_kept = 0
        #: markers the last frame's near-model pass read (:mod:`vision.near_model`)
        self.last_near_model_reads = 0
        #: markers the last frame's card-first pass read (:func:`~vision.band_markers.read_bands`)
        self.last_band_reads = 0
        #: whether the last frame was noisy enough for the smoothed pass (:meth:`_noisy`)
        self.last_noisy = False
        #: whether the last frame, slightly noisy with touching labels, got the same scan
        #: with a 3 px window (:func:`vision.noisy_pass.touching_labels`)
        self.last_touching = False
        #: markers the last frame's blur-model pass read (:func:`~vision.far_pass.model_reads`)
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
        # markers are 24–60 px after the upscale: one 9 px threshold window (9 and 25 read
        # 1 more of 805 tilted instances for ~4 ms more per tilted frame at 720p)
        self.far_detector = cv2.aruco.ArucoDetector(dictionary, detector_parameters(fast, 9))
        self.deblur_detector = cv2.aruco.ArucoDetector(dictionary, detector_parameters(
            fast, DEBLUR_WINDOW_PX, DEBLUR_THRESH_CONSTANT))
        crop = detector_parameters(fast)
        # the crop is 2 sides wide: the marker's perimeter is ~2× the crop's larger side
        crop.minMarkerPerimeterRate, crop.maxMarkerPerimeterRate = 0.5, 4.0
        self.contrast_detector = cv2.aruco.ArucoDetector(dictionary, crop)
        self.glare_detector = cv2.aruco.ArucoDetector(
            dictionary, glare_parameters(detector_parameters(fast)))
        self.smooth_detector = cv2.aruco.ArucoDetector(
            dictionary, detector_parameters(fast, SMOOTH_WINDOW_PX))
        self.touch_detector = cv2.aruco.ArucoDetector(dictionary, detector_parameters(
            fast, TOUCH_WINDOW_PX, TOUCH_THRESH_CONSTANT))
        self.near_detector = cv2.aruco.ArucoDetector(dictionary, detector_parameters(
            fast, NEAR_WINDOW_PX, NEAR_THRESH_CONSTANT))
        self.edge_pass = edge_pass
        self.full_scan = full_scan
        self.full_detector = cv2.aruco.ArucoDetector(dictionary, detector_parameters(
            fast, FULL_WINDOWS_PX))
        #: card markers the last frame's full-resolution scan read (:meth:`detect`)
        self.last_full_reads = 0
        #: the last frame's noise level (:func:`vision.noisy_pass.noise_level`; 0 when the
        #: noisy-frame pass did not run)
        self.last_noise = 0
        edge = detector_parameters(fast, EDGE_WINDOW_PX)
        self.edge_detector = cv2.aruco.ArucoDetector(dictionary, edge)
        self._edge_rate = edge.minMarkerPerimeterRate  # of the whole image's larger side
        #: card markers the last frame's edge pass read (:mod:`vision.edge_pass`)
        self.last_edge_reads = 0

    def detection_size(self, shape: tuple[int, ...]) -> tuple[int, int]:
        """The main pass's image size ``(width, height)`` px for a frame of ``shape``
        (``(H, W, ...)``): the frame scaled by ``scale`` (1280 px wide at most by
        default)."""
        h, w = shape[:2]
        scale = self._main_scale(w)
        return (w, h) if scale == 1.0 else (round(w * scale), round(h * scale))

    def _main_scale(self, width: int) -> float:
        """The main pass's scale for a frame ``width`` px wide: ``scale``, else down to
        1280 px wide (never up)."""
        return self.scale if self.scale is not None else min(1.0, 1280.0 / width)

    def _cascade_zones(self, img: np.ndarray, zones, found: list[tuple[int, np.ndarray]]
                       ) -> list:
        """The near-pass ``zones`` of ``img`` (``H×W uint8``) worth the near-model pass on
        a frame that is not noisy (:func:`vision.cascade_gate.cascade_zones`): label white
        and marker black outside the outlines of the cards ``found`` (``(id, 4×2 corners
        px)``)."""
        quads = [c for i, c in found if i in self.cards]
        if not zones or not quads:
            return []
        quads = np.array(quads)
        return cascade_zones(img, zones, _OUTLINE_MAP @ quads, quads,
                             (_LABEL_MAP @ quads).reshape(-1, 4, 2),
                             (_MARK_MAP @ quads).reshape(-1, 4, 2))

    def _second_place(self, img: np.ndarray, zones, found: list[tuple[int, np.ndarray]]
                      ) -> np.ndarray:
        """Whether the near-model pass tries the next best place of each of the ``zones``
        of ``img`` (``H×W uint8``) after a miss
        (:func:`vision.cascade_gate.second_place_worth`, length-``Z`` bools): label white
        and marker black outside the outlines of the cards ``found`` (``(id, 4×2 corners
        px)``)."""
        quads = np.array([c for i, c in found if i in self.cards]).reshape(-1, 4, 2)
        return second_place_worth(img, zones, _OUTLINE_MAP @ quads)

    def _main_pass(self, img: np.ndarray) -> tuple[list[tuple[int, np.ndarray]], list]:
        """ArUco on the detection image ``img`` (``H×W uint8``): ``(found, rejected)``,
        ``found`` as ``(id, 4×2 corners px)``, ``rejected`` ArUco's rejected quads."""
        corners, ids, rejected = self.detector.detectMarkers(img)
        found = [(int(i), c.reshape(4, 2).astype(np.float64))
                 for c, i in zip(corners, () if ids is None else ids.ravel())]
        return found, rejected

    def _contrast(self, img: np.ndarray, rejected, found: list[tuple[int, np.ndarray]]
                  ) -> list[tuple[int, np.ndarray]]:
        """Local-contrast pass (:func:`vision.contrast_pass.read_rejected`, ArUco
        ``contrast_detector``) on ArUco's rejected candidates ``rejected`` (quads px of
        ``img``, the ``H×W uint8`` image that ArUco ran on; ``found``: the markers read
        there, ``(id, 4×2 corners px)``): new ``(id, 4×2 corners px of img)``, each with its
        white cells lighter than its border (:data:`~vision.contrast_pass.CONTRAST_MIN_PRINTED`:
        the stretch can make cells of a card's artwork). Adds its crops to
        ``last_contrast_rois``."""
        new, crops = read_rejected(img, rejected, found, self.contrast_detector)
        self.last_contrast_rois += crops
        if new:  # printed: white cells lighter than the border (CONTRAST_MIN_PRINTED)
            contrast = label_levels(img, np.array([q for _, q in new]), [i for i, _ in new])[0]
            new = [m for m, c in zip(new, contrast) if c > CONTRAST_MIN_PRINTED]
        return new

    def _glare(self, img: np.ndarray, rejected, found: list[tuple[int, np.ndarray]]
               ) -> list[tuple[int, np.ndarray]]:
        """Glare pass (:func:`vision.glare_pass.read_glare`) on the main pass's image
        ``img`` (``H×W uint8``; ``rejected``: its rejected quads; ``found``: the markers
        read, ``(id, 4×2 corners px)``): new ``(id, 4×2 corners px of img)``. The marker
        side is the median of the card markers read (``img`` width / 45 without one)."""
        sides = [mean_side(c) for i, c in found if i in self.cards]
        side = float(np.median(sides)) if sides else img.shape[1] / 45.0
        return read_glare(img, found, rejected, self.glare_detector, self._contrast,
                          set(self.cards), side)

    def _lit_rejected(self, img: np.ndarray, rejected, found: list[tuple[int, np.ndarray]]
                      ) -> list[tuple[int, np.ndarray]]:
        """The glare pass's illumination-model step alone
        (:func:`vision.glare_pass.read_lit_rejected`) on the main pass's rejected quads of
        a frame without glare (arguments as :meth:`_glare`): new ``(id, 4×2 corners px of
        img)``."""
        sides = [mean_side(c) for i, c in found if i in self.cards]
        side = float(np.median(sides)) if sides else img.shape[1] / 45.0
        return read_lit_rejected(img, found, rejected, set(self.cards), side)

    def _noisy(self, img: np.ndarray, found: list[tuple[int, np.ndarray]], level: int
               ) -> list[tuple[int, np.ndarray]]:
        """New card markers next to those ``found`` (``(id, 4×2 corners px of img)``;
        ``img`` ``H×W uint8``, the main pass's image, whose noise level
        (:func:`vision.noisy_pass.noise_level`) is ``level``), by
        :func:`vision.noisy_pass.read_round`: on a noisy frame with the smoothed 21 px
        window (``last_noisy``); on a slightly noisy one whose card labels touch, with the
        3 px window (``last_touching``); else none."""
        self.last_noise = level
        cards = set(self.cards)
        if level >= NOISE_MIN_DIFF:
            self.last_noisy = True
            return read_round(img, found, self.smooth_detector, cards, self.quiet_zone_check)
        if level >= TOUCH_MIN_DIFF and touching_labels(found, cards):
            self.last_touching = True
            return read_round(img, found, self.touch_detector, cards, self.quiet_zone_check,
                              TOUCH_REACH_SIDES)
        return []

    def _far(self, gray: np.ndarray, fit: tuple[int, int, float, float],
             found: list[tuple[int, np.ndarray]], plain: np.ndarray | None = None,
             scale: float = 1.0) -> list[tuple[int, np.ndarray]]:
        """Far-side pass on rows ``fit[:2]`` of ``gray`` (``H×W uint8``; ``fit`` from
        :func:`vision.far_pass.far_band`): :func:`vision.far_pass.read_far_side` with this
        reader's detectors, ids and passes (local contrast, cell decoding, deblurred scan,
        blur model). ``found``: the markers read so far, ``(id, 4×2 corners px of gray)``;
        returns the new ones alike; ``plain``: as :meth:`detect`'s; ``scale``: the main
        pass's (its image is ``gray`` × ``scale``): the deblurred rows are those where a
        card marker is under :data:`~vision.far_pass.DEBLUR_SIDE_PX` px of that image.
        Sets ``last_far_sigmas`` and ``last_model_reads``."""
        far = read_far_side(gray, fit, found, self.far_detector, self.deblur_detector,
                            set(self.cards),
                            contrast=self._contrast if self.contrast_pass else None,
                            soft=self.soft_decode, deblur=self.deblur_pass,
                            model=self.model_pass, plain=plain,
                            deblur_side_px=DEBLUR_SIDE_PX / scale)
        self.last_far_sigmas = far.sigmas
        self.last_model_reads = far.model_reads
        return far.markers

    def _unlike(self, gray: np.ndarray, dets: list[MarkerDetection], ok: np.ndarray
                ) -> np.ndarray:
        """Length-``N`` bools: the card markers among ``dets`` (``ok``: those of a
        plausible shape; those sized against the tilt, ``far``, are not judged) unlike
        the other plausible markers near them
        (:func:`~vision.marker_checks.unlike_neighbours`: seat markers at twice a card
        marker's side) and whose cells, read again on the square their best neighbour
        shows there (:func:`~vision.marker_checks.reads_as_its_neighbours_show`; ``gray``
        ``H×W uint8``, the detections' image), do not give back their id with a light
        quiet zone round it (margin :data:`SHAPE_MIN_MARGIN`): a
        genuine marker whose outline ArUco fitted badly is kept (held-out 1080p 90000
        frame 1), a piece of a seat tile's marker is not (720p 340000 frame 119). Sets
        ``last_unlike`` (left out) and ``last_unlike_kept`` (kept on the second read)."""
        kinds = [ad.parse_marker_id(d.marker_id) if ok[k] else None
                 for k, d in enumerate(dets)]
        use = np.flatnonzero([m is not None for m in kinds])
        out = np.zeros(len(dets), bool)
        if len(use) < 2:
            return out
        printed = np.array([_SEAT_PRINTED if kinds[k][0] == "seat" else 1.0 for k in use])
        checked = np.array([kinds[k][0] == "card" and not dets[k].far for k in use])
        quads = np.array([dets[k].corners for k in use], np.float64).reshape(-1, 4, 2)
        stretch, best = neighbour_stretch(quads, printed, checked)
        kept = 0
        for i in np.flatnonzero(np.isfinite(stretch) & (stretch > SHAPE_MAX_STRETCH)):
            j = best[i]
            if reads_as_its_neighbours_show(gray, quads[i], printed[i], quads[j], printed[j],
                                            dets[use[i]].marker_id, SHAPE_MIN_MARGIN):
                kept += 1
            else:
                out[use[i]] = True
        self.last_unlike = int(out.sum())
        self.last_unlike_kept = kept
        return out
