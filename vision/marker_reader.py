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

Passes, in the order they run: :mod:`vision.marker_passes` (their steps and the reader's
set-up: :class:`~vision.marker_passes.MarkerPasses`, a part of the reader); the card
geometry from one marker: :mod:`vision.marker_geometry`; from markers to cards:
:mod:`vision.marker_sightings`.

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

from functools import partial

import numpy as np

from . import adaptation as ad
from .area_resize import area_resize
from .band_markers import read_bands
from .edge_pass import read_edges
from .far_pass import far_band, fits_tilt
from . import glare_pass as _glare_pass
from .glare_pass import has_glare
from .lifted_zones import read_lifted
from .marker_checks import (FAR_MIN_SIDE_PX, FAR_MIN_SIDE_RATIO, plausible_quads,
                            printed_on_label, quads_sides)
from .marker_geometry import _OUTLINE_MAP
from .marker_passes import MarkerPasses
from .marker_sightings import (MarkerDetection, _inside_another, _poly, _sighting,
                               _twin_misreads)
from .near_model import MODEL_MIN_WHITE, MODEL_PLACE_MISSES, read_near_model
from .near_pass import (NEAR_MIN_WHITE, NEAR_SCAN_WHITE, NEAR_THREE_STEPS, NEAR_TWO_STEPS,
                        read_near, with_white, zone_axes, zones_past)
from .noisy_pass import (FULL_MIN_NOISE, FULL_NOISY_ZONE_REACH, FULL_ZONE_REACH,
                         NOISE_MIN_DIFF, noise_level, read_round_full)
from .plain_cloth import flatten_plain
from .records import SeatSighting, Sighting

# Re-exported: the names this module held before the split (rf68), for the code and tests
# that take them from here.
from .marker_checks import label_levels, mean_side, plausible_shape  # noqa: F401
from .marker_geometry import (CARD_RECT_MM, MARKER_CORNERS_MM, _LABEL_MAP,  # noqa: F401
                              _MARK_MAP, _MARKER_PINV, _TOP, _squares_mm, _turned, _up,
                              card_outline)
from .marker_passes import SHAPE_MIN_MARGIN, _SEAT_PRINTED, detector_parameters  # noqa: F401
from .marker_sightings import (NESTED_AREA_RATIO, TWIN_PLACE_MM, TWIN_UP_COS,  # noqa: F401
                               _confidence)

#: The near-model pass's zones asked again after the near pass read a marker: those
#: beside its markers too (the ones it read explain theirs). Without it a card beside a
#: marker only the near pass read is not searched (docs/benchmarks-history.md, session
#: 53, speed53).
NEAR_ZONES_AGAIN = True


#: The near pass scans the zones three cascade steps out too, past the two-step zones
#: asked (:meth:`MarkerReader._three_step_zones`, :data:`~vision.near_pass.NEAR_THREE_STEPS`;
#: only with ``two_steps``): held-out 720p 280000 f218's Randall Tillinghast and f223's
#: Necronomicon, the oldest cards of cascades whose next two cards are covered past reading
#: (session 69, acc69, docs/benchmarks-history.md). ``False``: the code path before it.
THREE_STEPS = True
#: The three-step zones go through the cascade gate (:meth:`MarkerReader._cascade_zones`)
#: as the two-step zones do (280000 f218's and f223's pass it).
THREE_STEPS_GATE = True
#: A three-step zone's box padded this far (marker sides) on every side: 280000 f218's
#: marker lies 0.34 sides across from the zone's centre, and the unpadded crop cut its
#: quiet zone (read with the pad, not without).
THREE_STEPS_PAD = 0.3


#: Main-pass markers in the far band whose size fits the tilt
#: (:func:`vision.far_pass.fits_tilt`) get the far side's shape check too: at 1080p the
#: main pass (on the frame scaled to 1280 px) reads the far markers itself, 0.44–0.49 as
#: tall as wide (benchmark seed 1000: 1080p 98.10 → 98.30 %, tilted 97.30 → 98.38; 720p,
#: seed 20000 and curled unchanged; 0 wrong).
FAR_BAND_SHAPE = True


class MarkerReader(MarkerPasses):
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
            On a frame without glare (a dim hot spot clips little) the main pass's rejected
            quads still go through the illumination model, with no scan
            (:meth:`_lit_rejected`, :data:`vision.glare_pass.LIT_REJECTED`; session 72).
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
            noisy frame the near-model pass (:meth:`_two_step_zones`); and, after the
            other near passes, three steps out (:data:`THREE_STEPS`,
            :meth:`_three_step_zones`).
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
        elif self.glare_pass and _glare_pass.LIT_REJECTED:  # a dim hot spot: no scan
            found += self._lit_rejected(img, rejected, found)
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
            # three steps out, past a two-step zone asked, after every other near pass (a
            # marker read there first explained the zones where they read the cards
            # between: 720p 1000 f124, f186): the near pass's scan, once more
            three = self._three_step_zones(img, found, two) if two and THREE_STEPS else []
            if three:
                found += read_near(img, found, self.near_detector, set(self.cards),
                                   self.quiet_zone_check, three, gray)
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

    def _three_step_zones(self, img: np.ndarray, found: list[tuple[int, np.ndarray]],
                          two: list) -> list:
        """The zones :data:`~vision.near_pass.NEAR_THREE_STEPS` sides out beside the card
        markers ``found`` (``(id, 4×2 corners px)`` of ``img``, the main pass's ``H×W
        uint8`` image), each one cascade step past a two-step zone asked (``two``:
        :meth:`_two_step_zones`' tuples, label white and marker black there, no marker
        read), at least :data:`~vision.near_pass.NEAR_SCAN_WHITE` of label white and, with
        the cascade gate, outside the cards read (:meth:`_cascade_zones`): a cascade's
        oldest card whose two younger neighbours are covered past reading (session 69,
        acc69). Returns those :func:`~vision.near_pass.zone_axes` tuples, each box padded
        :data:`THREE_STEPS_PAD` marker sides (clipped to ``img``). The near pass's ArUco
        scan reads them, after the other near passes; no other pass is given them."""
        zones = zones_past(img, found, set(self.cards), two, NEAR_SCAN_WHITE,
                           out=NEAR_THREE_STEPS, zones_out=NEAR_TWO_STEPS)
        if zones and self.cascade_gate and THREE_STEPS_GATE:
            zones = self._cascade_zones(img, zones, found)
        h, w = img.shape[:2]
        return [(max(z[0] - round(THREE_STEPS_PAD * z[4]), 0),
                 max(z[1] - round(THREE_STEPS_PAD * z[4]), 0),
                 min(z[2] + round(THREE_STEPS_PAD * z[4]), w),
                 min(z[3] + round(THREE_STEPS_PAD * z[4]), h)) + tuple(z[4:])
                for z in zones]

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


__all__ = ["MarkerReader", "MarkerDetection", "detector_parameters", "plausible_shape",
           "label_levels", "printed_on_label", "CARD_RECT_MM",
           "MARKER_CORNERS_MM"]
