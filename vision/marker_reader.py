"""ArUco marker reader: card markers → identified :class:`Sighting` s, seat markers →
:class:`SeatSighting` s.

Geometry from ``vision.adaptation``: dictionary ``ARUCO_DICT``; a card marker's id is the
card's code (``parse_marker_id``); both markers of a card are point-symmetric, so in the
detected marker's own frame the card outline is always the ``TOP`` placement's: the reader
maps the card rectangle through the marker's homography and gets the whole card outline,
oriented with ``up`` toward the exposed end. Two detections of one id that point opposite
ways and whose card centres lie within ``same_card_mm`` are one card (its top and bottom
markers). A lone marker read where another read card of its id has its other marker, but
turned wrong, is that marker and is left out (:func:`_twin_misreads`).

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
   all 98.60 → 98.75 %, 0 wrong; ~+17 % of a harsh frame's time.
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

A main-pass marker must look printed on a white label (:func:`printed_on_label`): a gingham
cloth under hard light gave Tommy Guns (QA); the benchmark reads the same.

Every detection must also have a plausible shape (:func:`plausible_shape`: sides of at
least 10 px, not a sliver): this refuses the artwork squares of 5–9 px that decode as a
card's id (2 wrong readings in 300 frames before) and slivers of covered markers. A
far-side pass marker, whose size already fits the tilt, may be as squashed as the far side
of a 40° tilt makes it (:data:`~vision.marker_checks.FAR_MIN_SIDE_RATIO`, ``FAR_MIN_SIDE_PX``):
tilted 96.50 → 98.11 %, all 98.30 → 98.60 %; so may a main-pass marker in the far band
whose size fits the tilt (:data:`FAR_BAND_SHAPE`): 1080p 98.10 → 98.30 %.

A card marker (but those sized against the tilt, ``MarkerDetection.far``) must also have
the shape the markers nearest it show there (:func:`~vision.marker_checks.unlike_neighbours`:
every marker is a square on the table, a seat marker twice a card marker's side): the
piece of a seat tile's marker left by a hand across it, a black quad round one of its
white cells, decodes as the Tommy Gun (id 17, a 2×2 white block in a dark square), 1.44×
longer one way than the card markers beside it (fresh 340000 frame 119; genuine markers
1.25 at most, session 43).

Uses ``cv2.aruco.ArucoDetector`` (OpenCV 4.7+/5 API). Input ``H×W uint8`` gray.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import partial

import cv2
import numpy as np

from companion.cards import Card, Edition, edition_cards

from . import adaptation as ad
from .area_resize import area_resize
from .band_markers import read_bands
from .busy_cloth import BusyClothDetector, busy_parameters
from .cascade_gate import cascade_zones, second_place_worth
from .contrast_pass import CONTRAST_MIN_PRINTED, read_rejected
from .edge_pass import EDGE_WINDOW_PX, read_edges
from .glare_pass import glare_parameters, has_glare, read_glare
from .far_pass import (DEBLUR_SIDE_PX, DEBLUR_THRESH_CONSTANT, DEBLUR_WINDOW_PX, far_band,
                       fits_tilt, read_far_side)
from .marker_checks import (FAR_MIN_SIDE_PX, FAR_MIN_SIDE_RATIO, label_levels, mean_side,
                            plausible_quads, plausible_shape, printed_on_label,
                            quads_sides, SHAPE_MAX_STRETCH, neighbour_stretch,
                            reads_as_its_neighbours_show)
from .lifted_zones import read_lifted
from .near_model import MODEL_MIN_WHITE, MODEL_PLACE_MISSES, read_near_model
from .near_pass import (NEAR_MIN_WHITE, NEAR_SCAN_WHITE, NEAR_THRESH_CONSTANT,
                        NEAR_WINDOW_PX, read_near, with_white, zone_axes, zones_past)
from .noisy_pass import (FULL_MIN_NOISE, FULL_NOISY_ZONE_REACH, FULL_WINDOWS_PX,
                         FULL_ZONE_REACH, NOISE_MIN_DIFF, SMOOTH_WINDOW_PX, TOUCH_MIN_DIFF,
                         TOUCH_REACH_SIDES, TOUCH_THRESH_CONSTANT, TOUCH_WINDOW_PX,
                         noise_level, read_round, read_round_full, touching_labels)
from .plain_cloth import flatten_plain
from .records import SeatSighting, Sighting

_TOP = next(m for m in ad.CARD_MARKERS if m.role is ad.MarkerRole.TOP)
#: Card outline in card mm (TL, TR, BR, BL) and the top placement's corners in card mm.
CARD_RECT_MM = np.array([[0, 0], [ad.CARD_W_MM, 0], [ad.CARD_W_MM, ad.CARD_H_MM],
                         [0, ad.CARD_H_MM]], np.float64)
MARKER_CORNERS_MM = np.array(_TOP.corners_mm(), np.float64)
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


#: The near-model pass's zones asked again after the near pass read a marker: those
#: beside its markers too (the ones it read explain theirs). Without it a card beside a
#: marker only the near pass read is not searched (docs/benchmarks-history.md, session
#: 53, speed53).
NEAR_ZONES_AGAIN = True


#: Main-pass markers in the far band whose size fits the tilt
#: (:func:`vision.far_pass.fits_tilt`) get the far side's shape check too: at 1080p the
#: main pass (on the frame scaled to 1280 px) reads the far markers itself, 0.44–0.49 as
#: tall as wide (benchmark seed 1000: 1080p 98.10 → 98.30 %, tilted 97.30 → 98.38; 720p,
#: seed 20000 and curled unchanged; 0 wrong).
FAR_BAND_SHAPE = True


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
            the frame), rescan the far rows upscaled and sharpened
            (:func:`vision.far_pass.far_band`, :meth:`_far`); a top-down frame gets no
            second pass.
        contrast_pass: decode ArUco's rejected candidates again after a local contrast
            stretch (:meth:`_contrast`, :mod:`vision.contrast_pass`): markers under glare.
            ``last_contrast_rois`` tells how many crops the last frame needed.
        deblur_pass: in the far-side pass, scan the most blurred rows once more after
            deconvolving their measured defocus (:mod:`vision.far_side`);
            ``last_far_sigmas`` tells the deconvolution sigmas of the last frame.
        quiet_zone_check: refuse a main-pass marker that does not look printed on a white
            label (:func:`printed_on_label`): cloth patterns decoded as a card.
        soft_decode: decode the far scans' rejected quads from their cells
            (:func:`vision.far_pass.soft_decode`).
        noisy_pass: on a noisy frame (:func:`vision.noisy_pass.noise_level`), scan the
            squares round the card markers read once more, smoothed (:meth:`_noisy`);
            ``last_noisy`` tells whether the last frame was; on a slightly noisy frame with
            touching labels, with a 3 px window (``last_touching``).
        model_pass: in the deblurred far rows, read the markers no scan found through a
            model of their blur (:func:`vision.far_pass.model_reads`,
            :mod:`vision.far_model`).
        glare_pass: on a frame with glare, scan for markers under a hot spot and decode
            the quads left unread under an illumination model (:meth:`_glare`,
            :mod:`vision.glare_pass`); ``last_glare`` tells whether the last frame got it.
        near_pass: beside the card markers read, rescan the zones where a neighbour's
            label shows and no marker was read ×2 upscaled
            (:func:`vision.near_pass.read_near`): markers that got no quad.
        band_pass: on a frame with glare or a tilted camera, decode the top marker of
            every card whose name band is found in a seat zone and whose marker no pass
            read, where the band puts it (:func:`vision.band_markers.read_bands`);
            ``last_band_reads`` tells how many the last frame read.
        near_model: on a noisy frame, after the near pass, read the markers left in its
            zones at the place their printed border shows, under an illumination model
            (:func:`vision.near_model.read_near_model`); ``last_near_model_reads`` tells
            how many the last frame read.
        two_steps: the near pass scans the zones two cascade steps out too, and on a
            noisy frame the near-model pass (:meth:`_two_step_zones`).
        lifted: on a frame with glare that is not noisy, read the markers beside those
            read whose zones hold label white but too little marker black, a hot spot
            lifting it (:func:`vision.lifted_zones.read_lifted`).
        neighbour_shape: leave out a card marker (not one sized against the tilt,
            ``MarkerDetection.far``) whose shape is not the square its nearest markers
            show there (:func:`vision.marker_checks.unlike_neighbours`): a piece of a
            seat tile's marker half under a hand, read as a card; ``last_unlike`` tells how many the
            last frame left out.
        cascade_gate: on the other frames, the near-model pass too, in the zones only
            where an unread card's label and marker may lie
            (:func:`vision.cascade_gate.cascade_zones`: label white and marker black
            outside every card read; above or below a read marker, outside every read
            card's label and marker squares: a card lying over a read one).
        edge_pass: scan the strips along the frame's edges again with the 3 px window
            alone (:func:`vision.edge_pass.read_edges`): markers a few px from the edge;
            ``last_edge_reads`` tells how many the last frame read.
        plain_cloth: on a noisy frame (noise level at least
            :data:`~vision.noisy_pass.NOISE_MIN_DIFF`), give the main pass and the edge
            pass the image with its plain cloth flattened
            (:func:`vision.plain_cloth.flatten_plain`): fewer contours, the same markers.
        full_scan: on a frame scaled down for the main pass (wider than 1280 px) whose
            noise level is at least :data:`~vision.noisy_pass.FULL_MIN_NOISE`, scan
            squares round the near pass's zones on the full-resolution frame
            (:func:`vision.noisy_pass.read_round_full`,
            :data:`~vision.noisy_pass.FULL_ZONE_REACH`); ``last_full_reads`` tells how
            many the last frame read. Only with ``noisy_pass`` on (it measures the noise
            level, ``last_noise``, 0 otherwise): ``noisy_pass=False`` turns this scan off
            too; with no card marker read, neither runs.

    The main pass is a :class:`~vision.busy_cloth.BusyClothDetector` (``detector``): on a
    tablecloth that floods ArUco with candidates (fine checks) it switches to ArUco3's
    faster search, and ``detector.busy`` says so.
    """

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

    def detect(self, gray: np.ndarray, plain: np.ndarray | None = None,
               small: np.ndarray | None = None) -> list[MarkerDetection]:
        """Raw detections in full-image px (``gray``: ``H×W uint8``): the main pass
        (:meth:`_main_pass`) on the detection image (``scale``), the printed-label check,
        the local-contrast pass on its rejected candidates, the noisy-frame pass, the near
        pass (the near-model pass: on a noisy frame in its zones, else in the cascade
        gate's; on a frame with glare the lifted zones, :mod:`vision.lifted_zones`),
        the full-resolution scan (a frame wider than 1280 px: ``full_scan``), the
        far-side pass and the card-first pass. ``plain``: the frame's plain
        gray conversion (``H×W uint8``) when ``gray`` is the achromatic image
        (:func:`vision.grey_planes.achromatic`): the far-side pass's blur model takes
        candidates from it too (:data:`vision.far_pass.PLAIN_CANDIDATES`). ``small``:
        ``gray`` already scaled down to :meth:`detection_size` as :func:`area_resize`
        scales it (:func:`vision.grey_planes.achromatic_planes`), when the caller has it."""
        h, w = gray.shape[:2]
        scale = self._main_scale(w)
        size = self.detection_size(gray.shape)
        if scale == 1.0:
            img = gray
        elif small is not None and small.shape[:2] == (size[1], size[0]):
            img = small
        else:  # INTER_AREA (area_resize: cv2.resize's pixels, ×0.7 of its time at 1080p)
            img = area_resize(gray, size)
        # the noise level, measured once: a noisy frame's plain cloth is flattened for the
        # main pass (plain_cloth), and the noisy-frame pass scans a noisy frame once more
        noise = noise_level(img) if self.noisy_pass or self.plain_cloth else 0
        # the main pass's image: a noisy frame's plain cloth flattened (the edge pass's too)
        scan = flatten_plain(img) if self.plain_cloth and noise >= NOISE_MIN_DIFF else img
        found, rejected = self._main_pass(scan)
        if self.quiet_zone_check and found:
            ok = printed_on_label(img, np.array([c for _, c in found]), [i for i, _ in found])
            found = [f for f, keep in zip(found, ok) if keep]
        self.last_edge_reads = 0
        if self.edge_pass:
            edges = read_edges(scan, found, self.edge_detector, set(self.cards),
                               self.quiet_zone_check,
                               self._edge_rate * max(img.shape[:2]))
            self.last_edge_reads = len(edges)
            found += edges
        self.last_contrast_rois = 0
        if self.contrast_pass:
            found += self._contrast(img, rejected, found)
        self.last_glare = False
        if self.glare_pass and has_glare(img):
            self.last_glare = True
            found += self._glare(img, rejected, found)
        self.last_noisy = self.last_touching = False
        self.last_noise = 0
        if self.noisy_pass and found:
            found += self._noisy(img, found, noise)
        self.last_near_model_reads = 0
        # the full-resolution scan (a frame scaled down for the main pass, at least slightly
        # noisy) covers the near pass's zones, those with less label white too
        full = self.full_scan and scale < 1.0 and self.last_noise >= FULL_MIN_NOISE
        full_zones = None
        if self.near_pass and found:
            wide = ((self.near_model and self.last_noisy) or full) \
                and MODEL_MIN_WHITE < NEAR_MIN_WHITE
            # on a noisy frame the near-model pass takes the zones with less label white too;
            # the near pass alone scans those with NEAR_SCAN_WHITE (a marker with a thin label)
            least = MODEL_MIN_WHITE if wide else NEAR_MIN_WHITE
            every = zone_axes(img, found, set(self.cards), min(least, NEAR_SCAN_WHITE))
            zones = full_zones = with_white(every, least)
            near = with_white(zones, NEAR_MIN_WHITE) if wide else zones
            # the zones two cascade steps out share the near pass's canvas (one ArUco call)
            two = self._two_step_zones(img, found, every) if self.two_steps else []
            got = read_near(img, found, self.near_detector, set(self.cards),
                            self.quiet_zone_check, with_white(every + two, NEAR_SCAN_WHITE),
                            gray)
            found += got
            if got and NEAR_ZONES_AGAIN:  # the zones beside the near pass's markers too
                zones = zone_axes(img, found, set(self.cards), least)
                near = with_white(zones, NEAR_MIN_WHITE) if wide else zones
            gate = None
            if not self.near_model or not (self.last_noisy or self.cascade_gate):
                zones = []
            elif not self.last_noisy:  # in ordinary light, where an unread card may lie only
                gate = partial(self._cascade_zones, img)
                zones = gate(near, found)
            if zones:
                model = read_near_model(img, found, zones, set(self.cards),
                                        self.quiet_zone_check, gate,
                                        MODEL_PLACE_MISSES if self.last_noisy else 1,
                                        partial(self._second_place, img),
                                        glare=self.last_glare and not self.last_noisy,
                                        fit=not self.last_noisy)
                self.last_near_model_reads = len(model)
                found += model
            if self.lifted and self.last_glare and not self.last_noisy:
                # markers whose black a hot spot lifts: their zones hold too little black
                found += read_lifted(img, found, set(self.cards), self.quiet_zone_check)
            if two and self.near_model and self.last_noisy:
                model = read_near_model(img, found, with_white(two, MODEL_MIN_WHITE),
                                        set(self.cards), self.quiet_zone_check, None,
                                        MODEL_PLACE_MISSES, partial(self._second_place, img))
                self.last_near_model_reads += len(model)
                found += model
        self.last_full_reads = 0
        if full and found:
            got = read_round_full(gray, img, found, self.full_detector, set(self.cards),
                                  self.quiet_zone_check, zones=full_zones,
                                  zone_reach=FULL_NOISY_ZONE_REACH if self.last_noisy
                                  else FULL_ZONE_REACH)
            self.last_full_reads = len(got)
            found += got
        if scale != 1.0:
            found = [(i, (pts + 0.5) / scale - 0.5) for i, pts in found]
        self.last_far_band = self.last_far_sigmas = None
        far: list[tuple[int, np.ndarray]] = []
        tilted = [False] * len(found)
        if self.far_pass:
            fit = far_band(found, h)
            if fit is not None:
                self.last_far_band = fit[:2]
                far = self._far(gray, fit, found, plain, scale)
                if FAR_BAND_SHAPE:
                    tilted = [fits_tilt(i, pts, fit) for i, pts in found]
        self.last_band_reads = 0
        if self.band_pass and (self.last_glare or self.last_far_band is not None):
            bands = read_bands(gray, found + far, set(self.cards), glare=self.last_glare)
            self.last_band_reads = len(bands)
            found += bands
            tilted += [False] * len(bands)
        return ([MarkerDetection(i, pts, far=t) for (i, pts), t in zip(found, tilted)]
                + [MarkerDetection(i, pts, far=True) for i, pts in far])

    def _two_step_zones(self, img: np.ndarray, found: list[tuple[int, np.ndarray]],
                        near: list) -> list:
        """The zones :data:`~vision.near_pass.NEAR_TWO_STEPS` sides out beside the card
        markers ``found`` (``(id, 4×2 corners px)`` of ``img``, the main pass's ``H×W
        uint8`` image; :func:`~vision.near_pass.zone_axes`' tuples, at least
        :data:`~vision.near_model.MODEL_MIN_WHITE` and :data:`NEAR_SCAN_WHITE` of label
        white): only one step past a near zone asked (``near``: label white and marker
        black there, no marker read; the card between covered past reading) and, with the
        cascade gate, with label white and marker black outside the cards read
        (:meth:`_cascade_zones`). The older card of such a cascade shows its marker there
        (session 41, docs/benchmarks-history.md); the near pass scans them with its own
        zones, and on a noisy frame the near-model pass too."""
        zones = zones_past(img, found, set(self.cards), near,
                           min(NEAR_SCAN_WHITE, MODEL_MIN_WHITE))
        if zones and self.cascade_gate:
            zones = self._cascade_zones(img, zones, found)
        return zones

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

    def read(self, gray: np.ndarray, plain: np.ndarray | None = None,
             small: np.ndarray | None = None) -> tuple[list[Sighting], list[SeatSighting]]:
        """Card sightings (one per card) and seat markers in ``gray`` (``H×W uint8``;
        ``plain`` and ``small``: as :meth:`detect`'s).

        Each detection's shape check, mean side, centre and up vector are computed for all
        detections at once (:func:`_per_detection`: the same arithmetic as
        :func:`plausible_shape`, :func:`mean_side` and :func:`_up` one by one, bit for
        bit); then each card marker is merged with the other marker of its card, in order
        (``same_card_mm``; a card whose two markers are merged takes no third: two
        copies of a card in one cascade, 110000 frame 178 and 140000 frame 135 at 720p)."""
        dets = self.detect(gray, plain, small)
        cards: list[list] = []  # [card, outline, its centre, best det, ppm, marks]
        seats: list[SeatSighting] = []
        foreign: set[int] = set()
        quads = None  # N×4×2 corners px, for another edition's codes (_inside_another)
        ok, sides, centres, ups, side_rows, outlines, middles = _per_detection(dets)
        self.last_unlike = self.last_unlike_kept = 0
        if self.neighbour_shape and len(dets) > 1:
            ok = ok & ~self._unlike(gray, dets, ok)
        for k, det in enumerate(dets):
            if not ok[k]:
                continue
            meaning = ad.parse_marker_id(det.marker_id)
            if meaning is None:
                continue
            kind, what = meaning
            if kind == "seat":
                seats.append(SeatSighting(int(what), _poly(det.corners)))
                continue
            if what.code not in self.cards:
                # another edition's card: left out, but noted; not a quad read inside
                # another marker (QA43b M1: a 10 x 25 px "Tommy Gun" across Liber Ivonis's
                # 26 px marker, in rounds 2 to 4, said "the labels are of the arkham
                # edition" in a correct original-edition game)
                if quads is None:  # the detections' corners, once a foreign one is read
                    quads = np.array([d.corners for d in dets], np.float64).reshape(-1, 4, 2)
                if not _inside_another(k, quads, centres, ok):
                    foreign.add(what.code)
                continue
            outline = outlines[k]
            ppm = float(sides[k]) / _TOP.size_mm
            center = middles[k]
            top = ups[k]
            mark = (float(centres[k, 0]), float(centres[k, 1]), float(top[0]), float(top[1]))
            for entry in cards:
                c, o, oc, m, p, marks = entry
                if c.code == what.code and len(marks) == 1 and np.linalg.norm(oc - center) < \
                        self.same_card_mm * min(p, ppm) and float(np.dot(ups[m], top)) < 0:
                    # the same card's other marker (turned 180°): average the outlines; a
                    # card holding its two already takes no third (a copy in its cascade)
                    turned = np.roll(outline, 2, axis=0)
                    if np.abs(turned - o).sum() < np.abs(outline - o).sum():
                        outline = turned
                    merged = (o + outline) / 2
                    entry[1:] = [merged, merged.mean(axis=0), m if p >= ppm else k,
                                 max(p, ppm), marks + (mark,)]
                    break
            else:
                cards.append([what, outline, center, k, ppm, (mark,)])
        drop = _twin_misreads(cards)
        sightings = []
        for n, (c, outline, _, k, ppm, marks) in enumerate(cards):
            if n not in drop:
                sightings.append(_sighting(c, outline, side_rows[k], ppm, marks))
        self.last_foreign = tuple(sorted(foreign))
        return sightings, seats

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


def _per_detection(dets: list[MarkerDetection]):
    """For :meth:`MarkerReader.read`: ``(ok, sides, centres, ups, side_rows, outlines,
    middles)`` of ``N`` detections — the shape check (:func:`plausible_shape`, the far one
    for ``far`` detections), mean sides px, corner centres px (``N×2``), unit up vectors
    (``N×2``, :func:`_up`), the 4 sides px (``N×4``, :func:`quad_sides`), the card
    outlines (``N×4×2`` px, :func:`card_outline`) and their centres (``N×2`` px) — computed
    together, the same float operations as one by one on ``float64`` corners (the passes
    give float64; tests/vision/test_marker_batched.py checks it against the one-by-one
    loop)."""
    q = np.array([d.corners for d in dets], np.float64).reshape(-1, 4, 2)
    far = np.array([d.far for d in dets], bool)
    ok, sides = plausible_quads(q)
    ok = np.where(far, plausible_quads(q, FAR_MIN_SIDE_RATIO, FAR_MIN_SIDE_PX)[0], ok)
    side_rows = quads_sides(q)
    top = (q[:, 0] + q[:, 1]) / 2 - (q[:, 2] + q[:, 3]) / 2
    norm = np.hypot(top[:, 0], top[:, 1])
    ups = top / np.where(norm == 0, 1.0, norm)[:, None]
    outlines = _OUTLINE_MAP @ q
    return ok, sides, q.mean(axis=1), ups, side_rows, outlines, outlines.mean(axis=1)


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


def _poly(pts: np.ndarray) -> tuple[tuple[float, float], ...]:
    return tuple((round(x, 2), round(y, 2)) for x, y in np.asarray(pts, np.float64).tolist())


def _confidence(sides: np.ndarray) -> float:
    """A marker's confidence from its 4 sides (px, :func:`quad_sides`): high for a
    square-looking marker of decent size, lower for tiny or skewed ones (0.3–1)."""
    skew = float(sides.min()) / max(float(sides.max()), 1e-6)
    size = min(1.0, float(sides.mean()) / 24.0)
    return round(float(max(0.3, min(1.0, 0.55 + 0.25 * skew + 0.2 * size))), 3)


__all__ = ["MarkerReader", "MarkerDetection", "detector_parameters", "plausible_shape",
           "label_levels", "printed_on_label", "CARD_RECT_MM",
           "MARKER_CORNERS_MM"]

