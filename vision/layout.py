"""Table layout: seats, their discard zones, and which zone each sighting lies in.

Each player has a printed seat tile (``vision.adaptation.SEAT_MARKER``: an ArUco marker of
known side) lying flat by their discard zone, top toward the table centre. The marker's four
corners give a homography from the image to that seat's own table-plane frame in
millimetres, so distances are in mm whatever the camera tilt (perspective handled per seat):

    seat frame: origin at the marker's centre, +x to the player's right, +y away from the
    player (toward the table centre), millimetres on the table plane.

A seat's discard zone is described by its *spine*: the segment where the card centres of
its cascade lie, ``x = spine_x`` from ``y = spine_y[0]`` to ``spine_y[1]`` in the seat
frame. The default (:data:`BESIDE`) is the kit's lay-out, shared with the synthetic
renderer and ``docs/adaptation.md`` (``adaptation.SEAT_TILE_SIDE_MM``): the tile sits to the
player's left of the pile, level with its newest card; the pile grows from the table centre
toward the player. :data:`BEHIND` (tile at the far edge of the zone) is an alternative.

A sighting goes to the seat whose spine is nearest (in mm, in each seat's frame, within
``reach_mm`` across and ``reach_along_mm`` beyond its ends); otherwise it has no seat. The
spine stops ``centre_clear_mm`` short of the table centre (where the seats' pile axes meet).
A sighting is placed by its card's centre (:func:`card_centre`: a sticker block's card too).
A card whose centre lies nearer the player than the shape's ``near_y`` (the tile's near edge
plus :data:`NEAR_OUT_MM`) is in the pile only as part of its cascade: when a card of that
pile, seen in this frame or before in this round, lies within :data:`CASCADE_STEP_MM`
toward the centre (:meth:`TableLayout.apply`; :meth:`TableLayout.forget_piles` at a new round). Else it is a card
held face up at the player's side, past the tile: a hand card, in no pile (QA: such a card
was said as a play). Likewise a card more than :data:`LATERAL_OWN_MM` across the spine is
in the pile only beside a card of the pile a side step nearer the spine (QA: a hand card
laid face up beside a pile was said as a play). A card in no pile lies *in the middle*
(``Sighting.middle``, :meth:`TableLayout.in_middle`) when it lies within :data:`MIDDLE_MM` of
the table centre along every seat's axis (two facing seats, one marker showing
:data:`ONE_FRAME_AREA_RATIO` times the other's area: along their one axis, in the frame of
the seat whose marker shows largest): where the face-up set-aside cards lie. Seat markers are
often covered later by the cascade itself, so the layout keeps the last position of each
seat (a one-time calibration); a marker seen again refreshes it.

With ``joint_plane`` (a deck without card markers, whose sticker reader rectifies each zone
with its seat's homography) and three or more seat markers known, the table plane is fitted
to all of them at once (:func:`vision.seat_plane.plane_seat_maps`) and a seat's zone takes
that fit where its own marker's homography moves the zone's window by more than
:data:`PLANE_GATE_MM`.

Without seat markers: :meth:`TableLayout.from_zones` takes each zone's outline in image px
(drawn once in a calibration screen), and :meth:`TableLayout.sectors` splits the frame into
``n`` angular sectors around its centre (a last resort).
"""
from __future__ import annotations

import math
from dataclasses import dataclass, replace
from typing import Iterable, Mapping, Sequence

import cv2
import numpy as np

from . import adaptation as ad
from .records import FrameReading, Point, Polygon, SeatSighting, Sighting
from .seat_plane import plane_seat_maps, window_moved_mm
from .sticker_read import REPORT_MM

#: Side of a printed seat marker's black square, mm.
SEAT_MARKER_MM = float(ad.SEAT_MARKER.marker_mm)
#: With ``joint_plane``, a seat's zone takes the joint plane fit only where its own marker's
#: homography and the fit place the sticker reader's zone window more than this apart (mm,
#: :func:`vision.seat_plane.window_moved_mm`): the zones the single fit bends. Measured on
#: the sticker-only benchmark (720p seeds 5000 and 20000, 1080p, curled): every zone
#: replaced (0 mm) read the most (720p 59.22 → 59.97 %) but made 1 wrong reading on seed
#: 20000 (a covered row end under glare, read one dot short), 3 mm too; 6 mm: 59.82 %, 0
#: wrong on the four sets.
PLANE_GATE_MM = 6.0
#: How far (mm) a card may stick out past its seat tile's near edge (toward the player) and
#: still be in the pile on its own. docs/adaptation.md "Seat markers": the pile grows toward
#: the player and never passes the tile, its newest card level with the tile (centre at
#: seat-frame y -18 mm); the renderer lays it 4 mm nearer, ±3 mm, turned ±6°; the demo's
#: newest cards were read at -18 to -30.4 mm (curled, 20° tilt). 12 mm out: centre -30 mm.
#: Further out, a card is in the pile only with a card of the pile a cascade step further in
#: (:data:`CASCADE_STEP_MM`): a pile too long for the space between the centre and the tile
#: passes the tile (the renderer's 6-card piles: newest card at -38.5 to -54.2 mm), a hand
#: card held face up past the tile does not (QA: -43.5 and -53.7 mm, 90 mm or more from the
#: pile's newest card).
NEAR_OUT_MM = 12.0
#: The farthest (mm, seat-frame y) a card of a cascade lies from the next older one:
#: TABLE-CONDITIONS.md, 25–40 mm of an older card shows; the renderer's growing piles step
#: 36 ± 4 mm; plus 8 mm laid carelessly.
CASCADE_STEP_MM = 48.0
#: Places of pile cards kept per seat for :data:`CASCADE_STEP_MM` (a pile holds 8 cards at
#: most in a round; a card covered by the newer one is no longer seen).
PILE_PLACES = 12
#: The tile's near edge in the seat frame, mm (the marker sits ``marker_y_mm`` below the
#: tile's top, which faces the table centre).
TILE_NEAR_Y = ad.SEAT_MARKER.marker_y_mm - ad.SEAT_MARKER.h_mm
#: A card in no pile lies in the middle of the table when its centre is within this many mm
#: of the table centre along every seat's pile axis (half a card length: it lies across the
#: line between the players). Seed 002 "Setup": the 2-player face-up cards lie by the deck in
#: the middle; the renderer lays them 0 ± 3 mm from the line between two facing seats. QA's
#: hand card held at a player's side of the table lay 60 mm from it.
MIDDLE_MM = ad.CARD_H_MM / 2
#: Two seats face each other when, in each seat's own frame, the other's pile start lies
#: within this many degrees of straight ahead along its pile axis: the renderer's facing
#: seats 0.1-0.7 degrees (tilt 0-35); the nearest seats not facing (5 seats, 144 degrees
#: apart) 10.7-25.6 in one frame and 13.0-30.0 in the other. Their table centre is then the
#: middle of their pile starts, whatever the two axes' directions: a far seat's small
#: marker (39×20 px under a tilt) gave its axis 22 degrees off in the image (its frame saw
#: the other seat 7.6 degrees off), and the two image lines met 60 px from that seat's
#: marker: its zone ended short of the card laid in it, taken as a face-up card in the
#: middle (fresh QA55 HIGH-1, ``companion demo --seed 141 --players 2 --conditions tilted``
#: cut at frame 185: Bob's Sailor said "Face up: The Sailor.", then entered by key as
#: Randall Tillinghast).
FACING_DEG = 12.0
#: The part of the way between two near-facing seats (fraction, from each seat's own pile
#: start) where their pile axes' crossing is believed: fresh QA55 HIGH-1's crossing lay at
#: 0.84 of the way in the near seat's frame, 0.01 in the far one's; two seats 16 degrees
#: short of across (renderer, 720p, tilted 0-40 and turned 0/-40 degrees) at 0.25-0.78,
#: but 0.12/0.90 tilted 40 and turned 40 (the middle of the starts then, as before);
#: exactly across, 0.37-0.63 (review of resume55).
CROSSING_SPAN = (0.2, 0.8)
#: Two facing seats measure the middle in the frame of the seat whose marker shows largest
#: alone (:meth:`TableLayout.in_middle`) when its marker's area (px²) is at least this many
#: times the other's: the far marker is then too small for its frame to judge the middle
#: (tilt's demo: 67×63 vs 42×23 px, 4.4; fresh tilted 25-45° tables 9734000+: 2.9-5.9 where
#: the far frame alone refused a face-up card). Below it, both frames must agree, as before:
#: review of tilt, fresh 9730014 (``typical``, 10° tilt, areas 3600 and 2735 px², 1.3): a
#: pile's oldest card slid to the middle lay 43.5 mm from the centre in the near frame, 45.2
#: in its own; one frame took it for a face-up card.
ONE_FRAME_AREA_RATIO = 2.0
#: How far (mm) across its zone's spine a card's centre may lie and be in the pile on its
#: own: a card laid carelessly (±3 mm, turned ±6°), or a side cascade of up to 4 cards
#: centred on the spine (16–22 mm steps: ±33 mm). Further across, a card is in the pile only
#: next to a card of the pile :data:`SIDE_STEP_MM` nearer the spine, at its level (QA: a
#: hand card laid face up 70–75 mm beside a pile was said as a play and lost the round).
LATERAL_OWN_MM = 40.0
#: A side cascade's step as this rule takes it, mm: 16–22 mm, ±3 mm jitter, laid carelessly,
#: or two steps where the card between is not read.
SIDE_STEP_MM = (8.0, 50.0)
#: How far (mm, along the spine) a side cascade's cards lie from each other's level.
SIDE_LEVEL_MM = 20.0
#: How far across (mm) a card may lie from the pile card a cascade step further in and
#: continue that card's cascade: laid carelessly (±3 mm, turned ±6°) plus 6 mm. A card
#: far across the spine continues the pile when a card of the pile lies so in line with
#: it (QA25 F3: a pile slid 4 cm sideways, its cards kept by their old places, and the
#: Shoggoth laid on it, 41 mm across, was in no zone and never said).
IN_LINE_MM = 12.0


@dataclass(frozen=True)
class ZoneShape:
    """Where a seat's pile lies in its seat frame (mm): card centres along the segment
    ``x = spine_x``, ``y`` in ``spine_y``; a sighting belongs when it lies within
    ``reach_mm`` across and ``reach_along_mm`` beyond the segment's ends (an ellipse)."""

    spine_x: float
    spine_y: tuple[float, float]
    reach_mm: float = 120.0
    reach_along_mm: float = 60.0
    #: with 2+ seat markers known, the table centre is their mean; piles stop this far
    #: short of it (the deck and set-aside cards lie there, in no zone).
    centre_clear_mm: float = 90.0
    #: a card whose centre lies at a smaller y (nearer the player) is in the pile only as
    #: part of its cascade (:meth:`TableLayout.apply`); ``None``: the ellipse only.
    near_y: float | None = None


#: The kit's lay-out (``adaptation.SEAT_TILE_SIDE_MM``, docs/adaptation.md, the renderer):
#: tile to the player's left of the pile, its marker 18 mm above the tile centre; the
#: pile's near end level with the tile, older cards toward the table centre.
BESIDE = ZoneShape(spine_x=ad.SEAT_TILE_SIDE_MM,
                   spine_y=(ad.SEAT_MARKER.marker_y_mm - ad.SEAT_MARKER.h_mm / 2 - 4.0, 280.0),
                   near_y=TILE_NEAR_Y + ad.CARD_H_MM / 2 - NEAR_OUT_MM)
#: An alternative lay-out some tables may prefer (not the kit's): tile at the far edge of
#: the zone, pile between tile and player; use ``TableLayout(shape=BEHIND)``.
BEHIND = ZoneShape(spine_x=0.0, spine_y=(-(ad.SEAT_MARKER.h_mm - ad.SEAT_MARKER.marker_y_mm)
                                         - ad.CARD_H_MM / 2 - 260.0,
                                         -(ad.SEAT_MARKER.h_mm - ad.SEAT_MARKER.marker_y_mm)
                                         - ad.CARD_H_MM / 2))


@dataclass(frozen=True)
class SeatZone:
    """One seat's discard zone.

    Attributes:
        seat: seat number.
        to_seat: 3×3 homography, image px → seat frame mm (as a tuple of 9 floats), or
            ``None`` for a zone given as an image polygon.
        outline: the zone's outline in image px (for display and for polygon zones).
    """

    seat: int
    to_seat: tuple[float, ...] | None
    outline: Polygon

    def to_mm(self, points: np.ndarray) -> np.ndarray:
        """``N×2`` image px → ``N×2`` seat-frame mm (requires a marker-based zone)."""
        h = np.asarray(self.to_seat, np.float64).reshape(3, 3)
        pts = np.asarray(points, np.float64).reshape(-1, 1, 2)
        return cv2.perspectiveTransform(pts, h).reshape(-1, 2)


class TableLayout:
    """Seats and zones of one table; assigns sightings to seats.

    Args:
        marker_mm: side of the seat markers' black square, mm.
        shape: where piles lie relative to their seat marker (:data:`BESIDE`, :data:`BEHIND`).
        smoothing: weight of a new seat-marker sighting in the running corner average
            (1 = trust the newest only). A jump of more than ``jump_px`` replaces it.
        joint_plane: fit the table plane to all the seat markers at once (module
            docstring; :meth:`update` needs the frame's size for it).
    """

    def __init__(self, *, marker_mm: float = SEAT_MARKER_MM, shape: ZoneShape = BESIDE,
                 smoothing: float = 0.3, jump_px: float = 25.0,
                 joint_plane: bool = False) -> None:
        self.marker_mm = float(marker_mm)
        self.joint_plane = joint_plane
        self.shape = shape
        self.smoothing = smoothing
        self.jump_px = jump_px
        self._corners: dict[int, np.ndarray] = {}
        self._zones: dict[int, SeatZone] = {}
        #: seat -> its zone from its own marker (``joint_plane`` may replace it in _zones)
        self._own: dict[int, SeatZone] = {}
        self._fixed = False
        self._centre_cache: np.ndarray | None = None
        self._centre_key = -1
        self._centre_dirty = True
        #: seat -> (zone, centre, inner end mm) of :meth:`_inner_end`
        self._tops: dict[int, tuple[SeatZone, np.ndarray | None, float]] = {}
        #: seat -> (seat, x, y mm) of its pile's cards seen this round (:meth:`_cascades`)
        self._piles: dict[int, list[tuple[int, float, float]]] = {}

    # ------------------------------------------------------------------ building
    @classmethod
    def from_zones(cls, outlines: Mapping[int, Sequence[Point]]) -> "TableLayout":
        """A layout from each seat's zone outline in image px (one-time calibration by hand).

        Raises:
            ValueError: an outline with fewer than 3 points.
        """
        layout = cls()
        for seat, outline in outlines.items():
            pts = tuple((float(x), float(y)) for x, y in outline)
            if len(pts) < 3:
                raise ValueError(f"zone outline of seat {seat} needs at least 3 points, "
                                 f"got {len(pts)}")
            layout._zones[int(seat)] = SeatZone(int(seat), None, pts)
        layout._fixed = True
        return layout

    @classmethod
    def sectors(cls, n_seats: int, size: tuple[int, int], first_angle_deg: float = 90.0
                ) -> "TableLayout":
        """``n_seats`` pie sectors around the frame centre (seat 0 at ``first_angle_deg``,
        measured clockwise on screen from +x, so 90° is the bottom edge; then clockwise).

        Raises:
            ValueError: fewer than 1 seat or an empty size.
        """
        if n_seats < 1 or size[0] <= 0 or size[1] <= 0:
            raise ValueError("sectors need at least one seat and a frame size (w, h) in px")
        w, h = size
        cx, cy, r = w / 2, h / 2, float(w + h)
        step = 360.0 / n_seats
        outlines = {}
        for seat in range(n_seats):
            a0 = math.radians(first_angle_deg + (seat - 0.5) * step)
            a1 = math.radians(first_angle_deg + (seat + 0.5) * step)
            arc = [(cx + r * math.cos(a0 + (a1 - a0) * k / 8),
                    cy + r * math.sin(a0 + (a1 - a0) * k / 8)) for k in range(9)]
            outlines[seat] = [(cx, cy)] + arc
        return cls.from_zones(outlines)

    def update(self, seats: Iterable[SeatSighting], size: tuple[int, int] | None = None
               ) -> None:
        """Take this frame's seat markers into account (a polygon layout ignores them).
        ``size``: the frame's ``(width, height)`` px, for ``joint_plane`` (without it, or
        with fewer than :data:`vision.seat_plane.MIN_MARKERS` seats known, each zone
        comes from its own marker)."""
        if self._fixed:
            return
        seen = False
        for s in seats:
            new = np.asarray(s.polygon, np.float64).reshape(4, 2)
            old = self._corners.get(s.seat)
            if old is not None and np.abs(new - old).max() <= self.jump_px:
                new = old + self.smoothing * (new - old)
            self._corners[s.seat] = new
            self._zones[s.seat] = self._own[s.seat] = self._zone_from_marker(s.seat, new)
            self._centre_dirty = True
            seen = True
        if seen and self.joint_plane and size is not None and min(size) > 0:
            self._fit_plane(size)

    def _fit_plane(self, size: tuple[int, int]) -> None:
        """Each seat's zone from the table plane fitted to all the seat markers known,
        where it moves the zone's window by more than :data:`PLANE_GATE_MM` (else, and for
        an outlier marker, from its own marker)."""
        maps = plane_seat_maps(self._corners, self.marker_mm, size)
        for seat, h in maps.items():
            own = self._own[seat]
            if window_moved_mm(np.asarray(own.to_seat).reshape(3, 3), h) > PLANE_GATE_MM:
                self._zones[seat] = self._zone_from_h(seat, h)
            else:
                self._zones[seat] = own
        self._centre_dirty = True

    def reset(self) -> None:
        """Forget the seats learnt from markers (a polygon layout is kept)."""
        if not self._fixed:
            self._corners.clear()
            self._zones.clear()
            self._own.clear()
            self._piles.clear()
            self._centre_dirty = True

    def _zone_from_marker(self, seat: int, corners: np.ndarray) -> SeatZone:
        half = self.marker_mm / 2
        # marker corners TL, TR, BR, BL → seat frame (+y toward the marker's top)
        local = np.array([[-half, half], [half, half], [half, -half], [-half, -half]], np.float64)
        h, _ = cv2.findHomography(corners.astype(np.float64), local, 0)
        if h is None:  # degenerate quad; keep a far-away zone that matches nothing
            h = np.diag([1e-9, 1e-9, 1.0])
        return self._zone_from_h(seat, h)

    def _zone_from_h(self, seat: int, h: np.ndarray) -> SeatZone:
        """The zone of ``seat`` whose homography image px → seat mm is ``h`` (3×3)."""
        sh = self.shape
        x0, x1 = sh.spine_x - sh.reach_mm / 2, sh.spine_x + sh.reach_mm / 2
        y0, y1 = sh.spine_y[0] - ad.CARD_H_MM / 2, sh.spine_y[1] + ad.CARD_H_MM / 2
        rect = np.array([[x0, y0], [x1, y0], [x1, y1], [x0, y1]], np.float64).reshape(-1, 1, 2)
        try:
            outline = cv2.perspectiveTransform(rect, np.linalg.inv(h)).reshape(-1, 2)
        except np.linalg.LinAlgError:
            outline = np.zeros((4, 2))
        return SeatZone(seat, tuple(float(v) for v in h.ravel()),
                        tuple((float(x), float(y)) for x, y in outline))

    # ------------------------------------------------------------------ queries
    @property
    def seats(self) -> tuple[int, ...]:
        """The seats known so far, sorted."""
        return tuple(sorted(self._zones))

    def zone(self, seat: int) -> SeatZone:
        """The zone of ``seat``.

        Raises:
            KeyError: the seat has not been seen (no marker yet, no calibration).
        """
        try:
            return self._zones[seat]
        except KeyError:
            raise KeyError(f"seat {seat} is not laid out yet; known seats: "
                           f"{list(self.seats)}. Show its seat marker to the camera.") from None

    def locate(self, point: Point) -> tuple[int | None, Point | None]:
        """``(seat, position in that seat's frame mm)`` for an image point; the position is
        ``None`` for polygon zones; ``(None, None)`` outside every zone."""
        best: tuple[tuple[float, float], int, Point | None] | None = None
        sh = self.shape
        centre = self.centre()
        for seat, zone in self._zones.items():
            if zone.to_seat is None:
                inside = cv2.pointPolygonTest(np.asarray(zone.outline, np.float32),
                                              (float(point[0]), float(point[1])), True)
                score = (0.0, -inside)  # deepest inside wins
                if inside >= 0 and (best is None or score < best[0]):
                    best = (score, seat, None)
                continue
            x, y = zone.to_mm(np.array([point]))[0]
            top = self._inner_end(zone, centre)
            # beyond the outer end (toward the player) up to reach_along_mm; past the inner
            # end (toward the middle, where the deck and set-aside cards lie) 15 mm only
            dy = max((sh.spine_y[0] - y) / sh.reach_along_mm, 0.0, (y - top) / 15.0)
            dist = math.hypot((x - sh.spine_x) / sh.reach_mm, dy)
            score = (dist, 0.0)
            if dist <= 1.0 and (best is None or score < best[0]):
                best = (score, seat, (float(x), float(y)))
        if best is None:
            return None, None
        return best[1], best[2]

    def seats_at(self, points) -> list[int | None]:
        """The seat :meth:`locate` gives each image point of ``points`` (``N×2`` px), each
        zone's homography applied to all of them at once (the same values: one
        ``perspectiveTransform`` per zone instead of one per point and zone; the sticker
        reader places every band it finds, ~17 a frame)."""
        pts = np.asarray(points, np.float64).reshape(-1, 2)
        if not len(pts):
            return []
        if any(z.to_seat is None for z in self._zones.values()):
            return [self.locate(p)[0] for p in pts]
        sh = self.shape
        centre = self.centre()
        best: list[tuple[float, int] | None] = [None] * len(pts)
        for seat, zone in self._zones.items():
            top = self._inner_end(zone, centre)
            for i, (x, y) in enumerate(zone.to_mm(pts).tolist()):
                # as in locate
                dy = max((sh.spine_y[0] - y) / sh.reach_along_mm, 0.0, (y - top) / 15.0)
                dist = math.hypot((x - sh.spine_x) / sh.reach_mm, dy)
                b = best[i]
                if dist <= 1.0 and (b is None or dist < b[0]):
                    best[i] = (dist, seat)
        return [None if b is None else b[1] for b in best]

    def _inner_end(self, zone: "SeatZone", centre: np.ndarray | None) -> float:
        """Where ``zone``'s pile ends toward the table centre (seat-frame y, mm): the shape's
        end, or short of the centre by ``centre_clear_mm``. Cached per zone and centre
        (both are replaced, never changed, when the layout moves): ``locate`` runs for
        every sighting, ~18 a frame."""
        cached = self._tops.get(zone.seat)
        if cached is not None and cached[0] is zone and cached[1] is centre:
            return cached[2]
        sh = self.shape
        top = sh.spine_y[1]
        if centre is not None:
            _, cy = zone.to_mm(np.array([centre]))[0]
            top = min(top, max(sh.spine_y[0], float(cy) - sh.centre_clear_mm))
        self._tops[zone.seat] = (zone, centre, top)
        return top

    def centre(self) -> np.ndarray | None:
        if self._centre_key != len(self._zones) or self._centre_dirty:
            self._centre_cache = self._compute_centre()
            self._centre_key, self._centre_dirty = len(self._zones), False
        return self._centre_cache

    def _compute_centre(self) -> np.ndarray | None:
        """The table centre in image px, or ``None`` with fewer than 2 seat markers: where
        the seats' pile axes (``x = spine_x``, toward +y) meet, least squares; for two
        seats face to face (:meth:`_facing`, by position) or parallel axes, the middle of
        their starting points."""
        zones = [z for z in self._zones.values() if z.to_seat is not None]
        if len(zones) < 2:
            return None
        crossing = self._crossing(zones)
        if len(zones) == 2 and self._facing(*zones) and not self._between(zones, crossing):
            return np.mean([self._start(z) for z in zones], axis=0)
        return crossing

    def _between(self, zones: "list[SeatZone]", point: np.ndarray) -> bool:
        """Whether ``point`` (image px) lies, along each of two seats' pile axes, in the
        middle part (:data:`CROSSING_SPAN`) of the way to the other seat's pile start: the
        crossing of two near-facing seats' axes is then kept (two players not quite across
        the table, at different distances from its centre); nearer either seat it comes
        from a far marker's turned axis (fresh QA55 HIGH-1)."""
        lo, hi = CROSSING_SPAN
        for a, b in ((zones[0], zones[1]), (zones[1], zones[0])):
            (_, y), (_, far) = a.to_mm(np.array([point, self._start(b)]))
            if far <= 0 or not lo <= float(y) / float(far) <= hi:
                return False
        return True

    def _crossing(self, zones: "list[SeatZone]") -> np.ndarray:
        """Where the zones' pile axes meet (least squares, image px); the middle of their
        starting points for (near) parallel axes."""
        a = np.zeros((2, 2))
        b = np.zeros(2)
        starts = []
        for z in zones:
            h = np.linalg.inv(np.asarray(z.to_seat, np.float64).reshape(3, 3))
            pts = cv2.perspectiveTransform(
                np.array([[[self.shape.spine_x, 0.0]], [[self.shape.spine_x, 100.0]]]), h
            ).reshape(2, 2)
            d = pts[1] - pts[0]
            d /= np.linalg.norm(d) or 1.0
            m = np.eye(2) - np.outer(d, d)
            a += m
            b += m @ pts[0]
            starts.append(pts[0])
        if np.linalg.cond(a) > 50:
            return np.mean(starts, axis=0)
        return np.linalg.solve(a, b)

    def _start(self, zone: "SeatZone") -> np.ndarray:
        """Where ``zone``'s pile axis starts (seat frame ``(spine_x, 0)``), image px."""
        h = np.linalg.inv(np.asarray(zone.to_seat, np.float64).reshape(3, 3))
        return cv2.perspectiveTransform(np.array([[[self.shape.spine_x, 0.0]]]), h).reshape(2)

    def _facing(self, one: "SeatZone", other: "SeatZone") -> bool:
        """Whether two marker seats face each other (:data:`FACING_DEG`): judged in each
        seat's own frame from the other's pile start, a position, not from the axes'
        directions in the image (a far marker's is turned more than its frame is)."""
        for a, b in ((one, other), (other, one)):
            x, y = a.to_mm(np.array([self._start(b)]))[0]
            if y <= 0 or abs(math.degrees(math.atan2(float(x) - self.shape.spine_x,
                                                     float(y)))) > FACING_DEG:
                return False
        return True

    def in_middle(self, point: Point) -> bool:
        """Whether an image point (px) lies in the middle of the table: within
        :data:`MIDDLE_MM` of the table centre along every marker-based seat's pile axis
        (for two facing seats, a strip across the table midway between them, measured
        along their shared axis in one frame only when one marker shows much larger than
        the other: that seat's, :meth:`_best_seen`). False with no centre known (fewer
        than 2 seat markers) and for polygon zones.

        Session 65 (tilt, QA64 L5): the far seat's small marker (42 × 23 px, tilted demo),
        extrapolated 200-350 mm, put the face-up row 680-930 mm from the centre; 0.5 px of
        noise at its corners alone took the row's first card out in 61 % of draws."""
        centre = self.centre()
        zones = [z for z in self._zones.values() if z.to_seat is not None]
        if centre is None or len(zones) < 2:
            return False
        if len(zones) == 2 and self._facing(*zones):
            zones = self._best_seen(zones)
        for zone in zones:
            (_, cy), (_, py) = zone.to_mm(np.array([centre, point]))
            if abs(float(py) - float(cy)) > MIDDLE_MM:
                return False
        return True

    def _best_seen(self, zones: "list[SeatZone]") -> "list[SeatZone]":
        """Of two facing seats' ``zones``, the frames that judge the middle
        (:meth:`in_middle`): the one whose seat marker shows largest in the picture (its
        corners' area, px²) alone when it shows :data:`ONE_FRAME_AREA_RATIO` times the
        other's area or more (the far frame extrapolates badly); else both."""
        def area(zone: "SeatZone") -> float:
            corners = self._corners.get(zone.seat)
            if corners is None:
                return 0.0
            return abs(float(cv2.contourArea(np.asarray(corners, np.float32))))
        near, far = sorted(zones, key=area, reverse=True)
        if area(near) >= ONE_FRAME_AREA_RATIO * area(far):
            return [near]
        return list(zones)

    def assign(self, sighting: Sighting) -> Sighting:
        """A copy of ``sighting`` with its ``seat`` (``None`` outside every zone), its place
        in that seat's frame (``zone_mm``, marker-based zones only) and ``middle`` set, all
        from its card's centre (:func:`card_centre`)."""
        point = card_centre(sighting)
        seat, pos = self.locate(point)
        middle = seat is None and self.in_middle(point)
        if seat == sighting.seat and pos == sighting.zone_mm and middle == sighting.middle:
            return sighting
        return replace(sighting, seat=seat, zone_mm=pos, middle=middle)

    def apply(self, reading: FrameReading, update: bool = True) -> FrameReading:
        """Update from the reading's seat markers (unless ``update`` is false: seats
        reused from an earlier frame, already taken), then return a new reading whose
        sightings carry their seats (the caller's reading is not changed)."""
        if update:
            self.update(reading.seats, size=reading.size)
        if not self._zones:
            return reading
        sightings = self._cascades([self.assign(s) for s in reading.sightings])
        return replace(reading, sightings=tuple(sightings))

    def _cascades(self, sightings: list[Sighting]) -> list[Sighting]:
        """``sightings`` with every card that lies on no cascade taken out of its zone (seat
        ``None``; module docstring):

        * past its zone's ``near_y``: no card of that pile lies 8 to
          :data:`CASCADE_STEP_MM` mm further toward the centre within half a card width
          across;
        * more than :data:`LATERAL_OWN_MM` across the spine: no card of that pile lies a
          side step (:data:`SIDE_STEP_MM`) nearer the spine on the same side, within
          :data:`SIDE_LEVEL_MM` of its level, nor a cascade step further in, within
          :data:`IN_LINE_MM` across (the pile slid sideways);

        looking at the cards of this frame (judged as a chain: older and nearer the spine
        first) and the places where the pile's cards were seen this round (an older card
        covered by the newer one)."""
        near = self.shape.near_y
        if near is None:
            return sightings
        spine = self.shape.spine_x

        def across(i: int) -> float:
            return abs(sightings[i].zone_mm[0] - spine)

        # cards near the spine first, older (nearer the centre) first; then the cards
        # further across, nearest the spine first: a long cascade is judged as a chain
        order = sorted((i for i, s in enumerate(sightings) if s.zone_mm is not None),
                       key=lambda i: (across(i) > LATERAL_OWN_MM,
                                      across(i) if across(i) > LATERAL_OWN_MM else 0.0,
                                      -sightings[i].zone_mm[1]))
        out = list(sightings)
        now: list[tuple[int, float, float]] = []
        for i in order:
            s = out[i]
            x, y = s.zone_mm
            pile = [(kx, ky) for seat, kx, ky in now + self._piles.get(s.seat, [])
                    if seat == s.seat]
            lateral = abs(x - spine)
            on_cascade = y >= near or any(8.0 <= ky - y <= CASCADE_STEP_MM
                                          and abs(kx - x) <= ad.CARD_W_MM / 2
                                          for kx, ky in pile)
            beside = lateral <= LATERAL_OWN_MM or any(
                SIDE_STEP_MM[0] <= lateral - abs(kx - spine) <= SIDE_STEP_MM[1]
                and ((kx - spine) * (x - spine) >= 0 or abs(kx - spine) <= LATERAL_OWN_MM)
                and abs(ky - y) <= SIDE_LEVEL_MM
                for kx, ky in pile) or any(8.0 <= ky - y <= CASCADE_STEP_MM
                                           and abs(kx - x) <= IN_LINE_MM for kx, ky in pile)
            if not (on_cascade and beside):
                out[i] = replace(s, seat=None, zone_mm=None,
                                 middle=self.in_middle(card_centre(s)))
                continue
            if y >= near:
                self._remember(s.seat, x, y)
            now.append((s.seat, x, y))
        return out

    def _remember(self, seat: int, x: float, y: float) -> None:
        """Keep the place (seat mm) of a card seen in ``seat``'s pile this round: a place
        within 10 mm of one kept is that card (it moves there), at most
        :data:`PILE_PLACES` per seat (the oldest go)."""
        places = self._piles.setdefault(seat, [])
        for k, (_, kx, ky) in enumerate(places):
            if math.hypot(kx - x, ky - y) <= 10.0:
                places[k] = (seat, x, y)
                return
        places.append((seat, x, y))
        del places[:-PILE_PLACES]

    def forget_piles(self) -> None:
        """A new round: the piles were gathered; forget where their cards lay."""
        self._piles.clear()


def card_centre(sighting: Sighting) -> Point:
    """The centre of the card a sighting saw, image px: its polygon's centre for a marker,
    QR or fused sighting (the card's outline; a QR's centre lies 6 mm from the card's), and
    for a sticker sighting, whose polygon is the tactile block (card mm
    :data:`vision.sticker_read.REPORT_MM`, 32 mm from the card's centre), the card's centre
    (31.5, 44) mm through the affine map of the block's 4 corners."""
    if sighting.source != "sticker" or len(sighting.polygon) != 4:
        return sighting.center
    src = np.hstack([np.asarray(REPORT_MM, np.float64), np.ones((4, 1))])
    m, *_ = np.linalg.lstsq(src, np.asarray(sighting.polygon, np.float64), rcond=None)
    x, y = np.array([ad.CARD_W_MM / 2, ad.CARD_H_MM / 2, 1.0]) @ m
    return float(x), float(y)


__all__ = ["SEAT_MARKER_MM", "NEAR_OUT_MM", "MIDDLE_MM", "card_centre", "SeatZone",
           "TableLayout", "ZoneShape", "BESIDE", "BEHIND"]
