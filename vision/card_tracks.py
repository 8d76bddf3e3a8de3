"""A card followed over frames (:class:`Track`, with its :class:`Hit` s) and how a sighting
is measured against it: the distance unit (:func:`sighting_size`, :data:`UNIT_MM`), the
distance in units (:func:`units_apart`), another copy laid beside it (:func:`beside`), a
pile's slide toward the table centre (:func:`toward_centre`), and the identity its frames
agree on (:func:`consensus`). What :class:`vision.stabilize.Stabilizer` is made of; no
state of its own.
"""
from __future__ import annotations

import math
from collections import Counter, deque
from dataclasses import dataclass, field

from .place_cover import NEAR_MM
from .records import Point, Sighting


@dataclass
class Hit:
    """One frame's sighting of a tracked card (image px)."""

    center: Point
    candidates: tuple[str, ...]
    confidence: float
    sticker: bool = False  # read from tactile stickers only (no marker, no QR)
    #: fresh-frame counter when seen (``Stabilizer``: readable frames read anew, not a
    #: reading handed out again by a stream's reuse): a pending card's windows count these
    k: int = 0


@dataclass
class Track:
    """A card followed over frames: pending until its hits make it stable (said once),
    then remembered until the stabilizer forgets it. Places are image px unless named mm;
    ``size`` is its distance unit, px (:func:`sighting_size`); ``*_n`` count readable
    frames, ``*_t`` are frame times, s."""

    id: int
    seat: int | None
    size: float
    center: Point
    hits: deque
    first_n: int
    last_n: int
    last_t: float
    identity: tuple[str, ...]
    stable: bool = False
    first_t: float = 0.0          # when it was first seen, s (frame time)
    still_t: float = 0.0          # when it came to lie where it lies now, s (frame time)
    still_at: Point | None = None  # that place, image px
    zone_xy: Point | None = None  # its place in its seat's frame, mm (marker-based zones)
    middle: bool = False  # its last sighting lay in the middle of the table (Sighting.middle)
    up: Point | None = None       # its last reading's up (Sighting.up: an axis, not a turn)
    ppm: float | None = None      # px per mm at the card (markers and stickers)
    anchors: dict = field(default_factory=dict)  # seat -> seat marker centre px, last hit
    marks: tuple = ()             # its printed markers (x, y, ux, uy), image px, last read
    card_centre: Point | None = None  # the whole card's centre, px, last read (stickers)
    buried_by: int | None = None  # the id of the stable card laid squarely over it (buried)
    #: the readable frame it was last read again after a cover, moved or turned (a copy of
    #: it laid squarely on it may be what was read: :data:`COVER_S`, known40), else ``None``
    moved_n: int | None = None
    #: that frame's time, s (:data:`TWIN_ALONE_S`)
    moved_t: float | None = None
    #: its pose before that cover: ``(zone_xy, center, up)`` (:func:`pose_moved`)
    moved_from: tuple | None = None
    #: its last :data:`POSES_KEPT` poses ``(zone_xy, center, up)``, oldest first
    #: (:func:`rest_pose`)
    poses: deque = field(default_factory=lambda: deque(maxlen=POSES_KEPT))
    #: the ids of the tracks read in a same readable frame as it (other cards, never it
    #: moved: ``StableQueries._moved_copy``)
    seen_with: set = field(default_factory=set)
    #: its last reading's move: ``(n, mm)``, the readable frame and the distance from its
    #: reading before (:func:`moved_mm`), or from where it lay (:func:`rest_pose`) when that
    #: is less and the first is 2.5 mm or more (:data:`STILL_MATE_MM`); stable cards only
    step: tuple | None = None
    #: read moved in one picture (:func:`jumped`), not yet weighed against its zone's
    #: other cards (``Stabilizer._weigh_jumps``): ``(n, t, rest pose, mm)``
    jump: tuple | None = None


#: The distance unit of a sighting whose scale is known: ``UNIT_MM`` × its px per mm.
UNIT_MM = 20.0
#: A card read this near (units) where a stable card lay lies on it or on its place (the
#: next card of its pile: a cascade step is 22-40 mm): that card did not move away from
#: there (:meth:`~vision.stabilize.Stabilizer.moved_away`; ``vision.place_cover.NEAR_MM``).
NEAR_UNITS = NEAR_MM / UNIT_MM
#: A same-id marker this far (mm) beside a stable card's marker, across the card's own
#: axis, and at least :data:`SIDE_RATIO` times as far across as along it, is another copy
#: laid in a sideways cascade, not the card moved (:func:`beside`): a pile is pushed along
#: its own axis (toward the centre, up to 50 mm), while a copy laid beside it lies one side
#: step away (16–22 mm; the renderer re-centres a side pile, so its new copy lies only
#: 5–11 mm from where the old one lay: vision.render ``cascade="left"/"right"``). QA 2a:
#: the second Urchin of a side cascade was taken for the first one moved, never said, and
#: the game stalled. A still marker's centre wanders well under 1 mm.
SIDE_MM = 5.0
SIDE_RATIO = 1.5
#: A marker within this (mm) of where one of a card's markers lay is that marker: the card.
SAME_MM = 2.0
#: A same-identity card seen within this many units (:func:`sighting_size`) of where a
#: stable card was last seen is that card moved, not taken away
#: (:meth:`~vision.stabilize.Stabilizer.unseen_newest`): a pile is pushed up to 50 mm
#: (2.5 units; QA15 pushed a card 35–60 mm, out of its zone toward the middle).
MOVED_UNITS = 4.0
#: A stable card whose centre lies within this many units (:func:`sighting_size`: 10 mm)
#: of where an older stable card of its zone was last seen, that older card unseen since
#: the newer one was first seen, was laid squarely on it and buries it
#: (:meth:`~vision.stabilize.Stabilizer._bury`): while that newer card is itself covered
#: (a still newer card of the zone first seen after it was last seen), a card of its name
#: read there later is another copy laid on the pile; a top card taken back or pushed off
#: uncovers it (review rev-buried47). Under half the least step of a ``down`` cascade
#: (25 mm, vision.adaptation ``TOP_BAND_MM``), below a side
#: strip (16-22 mm): the older card of a cascade shows and is read, never buried; a card laid
#: squarely lies within the renderer's pose jitter (±3 mm a side, vision.render ``scene``):
#: demo seed 11 (4 players, typical) measured 0.03-0.53 units (63 of 64 within), the older
#: card of a step (its pile slid) 0.97 or more (docs/benchmarks-history.md, buried47).
#: QA46 HIGH-1 (demo seed 11, round 3): Carol's revealed Boxer, laid on her pile over the
#: Sanity check's Boxer buried under 4 newer cards, was taken for it and never said.
SQUARE_UNITS = 0.5
#: A stable card unread in a readable picture or more (a hand laying a card over it: QA49
#: r1's video, Carol's second Armitage, one picture covered, then read 8.4 mm off and 5.2°
#: turned), or for this long (frame time, s: pictures unreadable), and read again moved
#: :data:`MOVED_MM` or more, or its axis turned :data:`TURNED_DEG` or more, may be another
#: copy laid squarely on it (known40: the copy is taken for the card), when that pose is
#: kept until the next card of its zone (a misread a few mm off, read back where it lay, is
#: none) and came after every other zone's newest card (read moved in one picture, with
#: no cover, counts too while the rest of its zone lies still: :data:`STILL_MATE_MM`):
#: :attr:`vision.records.CardAppeared.covered_twin` tells the app, which asks. No sign to
#: say a card by (sessions 48-49: a curled card flattening, a far blurred marker read again
#: move and turn as much), only to ask. The copies of known40's tests: 1.0 mm and 6.7°,
#: 6 mm and 4.6°, 13 mm (tests/vision/test_stabilize_twin_copy.py); r1's 8.4 mm and 5.2°.
COVER_S = 0.4
#: Seconds (frame time) a card read again moved after a cover must have been read so before
#: the next card of its zone is first seen, to be a sign (:data:`COVER_S`): a copy laid
#: squarely on it is read alone while the hand goes back for the next card (0.2 s or more
#: in the tests' tables, far longer at a real table: to the deck or the hand and back);
#: a card nudged by the hand laying the next one beside it is uncovered with that card, the
#: fingers leaving one a picture or a few before the other (review of checktwin51, F720b's
#: table: the Boxer nudged, read again 1/30 s before the Nightgaunt: "a second copy?"
#: asked falsely, the table stalled). Between: 0.15 s, 5 pictures at 30 a second (4 are
#: 0.133 s, no sign).
TWIN_ALONE_S = 0.15
#: Pictures (readable, as the stabilizer counts them) :data:`TWIN_ALONE_S` must span too:
#: at 5 pictures a second one picture is 0.2 s, and a nudged card uncovered between two
#: pictures, one before the next card, was a sign (review of twin52); at 7 a second or more
#: 0.15 s spans 2 pictures already, and this changes nothing.
TWIN_ALONE_PICTURES = 2
#: A move after a cover (mm, in its seat's frame and in the image: :func:`pose_moved`) this
#: far or more is a sign. A still card's reading wanders up to ~4 mm where one of its
#: markers is read now and then (r1's video, round 2: Dan's Investigators read at 3 places
#: 1.7 mm apart, its axis within 1°), so a move under this counts only with a turn.
MOVED_MM = 4.0
#: The poses a track keeps to tell where it lay before a cover (:func:`rest_pose`): one
#: reading off as a hand arrives over it (one marker read, the fingers over the other) is
#: outvoted (rev-twin50: measured from that reading alone, the card read again where it
#: always lay was taken as moved).
POSES_KEPT = 5
#: 4°, not twin50's 2.5°: a still card on a busy table (benchmarks.taken_back, seed
#: 1120100, table 17) read 3.2° turned after a hand; the copies above turn 4.6° or more.
TURNED_DEG = 4.0
#: A move beyond this (mm) is no copy laid squarely (a pile slid 18-36 mm in the demo's
#: renders): the copies above lay 1-13 mm off.
SQUARE_MAX_MM = 15.0
#: A card read moved in one picture, with nothing over it (:func:`jumped`), is a sign
#: (check54, fresh QA54b r3: Carol's second Musician laid on her first in one picture of a
#: rendered video, read 9 mm off, her hand then taken as a Sanity check card) only when some
#: other card of its zone, read in that picture, lay still: moved less than this (mm) and
#: less than :data:`ALONG_RATIO` of the card's move. A pile pushed by a hand, bumped, or slid
#: as the next card is laid moves all its cards together (QA49 r1's video, frame 3314: an
#: Elder Sign's pile slid with the next card, a false "second copy?" of check54's prototype);
#: a copy lands on its twin alone, the pile under it still. A still card's reading wanders
#: up to ~4 mm where one of its markers is read now and then (:data:`MOVED_MM`), once in a
#: while; :func:`rest_pose` takes the place it lay at over its last readings.
STILL_MATE_MM = 2.5
#: see :data:`STILL_MATE_MM`: a card of the zone that moved this share of the jumped card's
#: move or more moved with it
ALONG_RATIO = 0.5
#: Two markers point the same way when their directions' cosine is above this (60°).
SAME_WAY_COS = 0.5
#: A seat marker that moved less than this (mm, image px / the card's px per mm) between
#: two frames shows the camera did not move between them (marker corners jitter well
#: under 1 px in the renderer's presets).
STILL_MM = 1.0
#: A pile slid toward the table centre moves along its own axis:
#: the stabilizer's ``_pile_shifts`` and ``_slid`` take a move at least this
#: many times more toward the centre than sideways.
SLIDE_RATIO = 2.0


def moved_after_cover(track: "Track", s: Sighting, n: int, t: float) -> tuple | None:
    """The pose (:func:`rest_pose`) ``s``, matched to stable ``track`` in readable frame
    ``n`` at frame time ``t`` (s), moved or turned from (:func:`pose_moved`) when it reads
    it again after a cover (unread in a readable frame or more, or for :data:`COVER_S` or
    more); else None. ``track`` as it was before ``s`` (its last reading)."""
    if not track.stable or (n - track.last_n < 2 and t - track.last_t < COVER_S):
        return None
    rest = rest_pose(track)
    now = (s.zone_mm if s.seat == track.seat else None, s.center, s.up)
    return rest if pose_moved(track, rest, now) else None


def jumped(track: "Track", s: Sighting, n: int) -> tuple | None:
    """``(rest pose, mm)`` when ``s``, matched to stable ``track`` in readable frame ``n``,
    reads it moved :data:`MOVED_MM` or more (to :data:`SQUARE_MAX_MM`; a turn alone is
    none: on a busy table a still card's reading turns 4° and back from one picture to the
    next, demo seed 1100000) both from its last reading, one readable picture before, and
    from where it lay (:func:`rest_pose`), none of its markers where one of the card's lay
    (:func:`same_marker`), one of them pointing the way of one read before
    (:func:`known_marker`): a card moved in one picture with nothing over it, perhaps a
    copy laid squarely on it (check54; a sign only when the rest of its zone lay still:
    :data:`STILL_MATE_MM`); else None. ``mm`` is the move from the
    rest pose (:func:`moved_mm`). ``track`` as it was before ``s``."""
    if not track.stable or n - track.last_n != 1 or not track.poses:
        return None
    rest = rest_pose(track)
    now = (s.zone_mm if s.seat == track.seat else None, s.center, s.up)
    mm = moved_mm(track, rest, now)
    if min(mm, moved_mm(track, track.poses[-1], now)) < MOVED_MM \
            or not pose_moved(track, rest, now) or same_marker(track, s) \
            or not known_marker(track, s):
        return None  # a turn alone is none: a busy table's readings turn 4° and back
    return rest, mm


def known_marker(track: "Track", s: Sighting) -> bool:
    """Whether ``s`` can be weighed by its markers against stable ``track``: one of its
    printed markers points the way of one ``track`` keeps (``Track.marks``; cosine above
    :data:`SAME_WAY_COS`), or either reading has none (stickers). A card read so far by one
    marker only (the other under glare on its sleeve, or a hand's shadow), then read by
    the other alone, gets its outline from that label (stuck up to ±2 mm and ±10° off): it
    seems moved 4-10 mm, and :func:`same_marker` has nothing to compare it with (review of
    twin55: a false "second copy?" at a glare-lit seat)."""
    if not s.marks or not track.marks:
        return True
    return any(m[2] * o[2] + m[3] * o[3] > SAME_WAY_COS for m in s.marks for o in track.marks)


def same_marker(track: "Track", s: Sighting) -> bool:
    """Whether one of ``s``'s printed markers lies where one of stable ``track``'s lay
    (within :data:`SAME_MM`, image px over its px per mm): the card itself read again,
    however far its outline seems to move (read by its other marker, its outline comes
    from a label stuck up to ±2 mm and ±10° off: up to ~10 mm; demo seed 1100000, busy:
    still cards read 4-9 mm off from one picture to the next)."""
    if not s.marks or not track.marks or not track.ppm:
        return False
    return any(dist(m[:2], o[:2]) < SAME_MM * track.ppm
               for m in s.marks for o in track.marks)


def moved_mm(track: "Track", a: tuple, b: tuple) -> float:
    """How far ``track``'s card lies from pose ``a`` at pose ``b`` (poses as
    :func:`pose_moved`'s), mm: the lesser of the seat-frame move (when both places are
    known there) and the image move (px over its px per mm, else over its distance unit)."""
    return min(_moves(track, a, b))


def _moves(track: "Track", a: tuple, b: tuple) -> tuple[float, float]:
    """``(mm, image mm)``: the move from pose ``a`` to ``b`` in its seat's frame (the image
    move when a place is unknown there) and in the image (:func:`moved_mm`)."""
    if track.ppm:
        image_mm = dist(a[1], b[1]) / track.ppm
    else:
        image_mm = dist(a[1], b[1]) / track.size * UNIT_MM
    if a[0] is not None and b[0] is not None:
        return dist(a[0], b[0]), image_mm
    return image_mm, image_mm


def rest_pose(track: "Track") -> tuple:
    """Where ``track`` lay at its last readings: the one of its :data:`POSES_KEPT` last
    poses (``Track.poses``) nearest the others (image px, summed), so that two readings
    off among five do not move it; its last reading's pose when it keeps none."""
    if not track.poses:
        return (track.zone_xy, track.center, track.up)
    return min(track.poses, key=lambda p: sum(dist(p[1], q[1]) for q in track.poses))


def pose_moved(track: "Track", a: tuple, b: tuple) -> bool:
    """Whether ``track``'s card lies otherwise at pose ``b`` than at pose ``a``, each
    ``(place in its seat's frame mm or None, centre image px, up or None)``: moved
    :data:`MOVED_MM` to :data:`SQUARE_MAX_MM` (in its seat's frame when both are known,
    else image px over px per mm, else over its distance unit; a move needs the image
    too: rev-twin50, a busy table's seat frame re-read 10 mm off, the card still in the
    picture), or its axis turned
    :data:`TURNED_DEG` or more (``up`` as an axis: a reading turned round is no turn,
    twin49) and moved no more than that bound (a pile slid 36 mm is no copy laid on it)."""
    mm, image_mm = _moves(track, a, b)
    if mm > SQUARE_MAX_MM:
        return False
    mm = min(mm, image_mm)
    turn = 0.0
    if a[2] is not None and b[2] is not None:
        cos = abs(a[2][0] * b[2][0] + a[2][1] * b[2][1]) / max(
            math.hypot(*a[2]) * math.hypot(*b[2]), 1e-9)
        turn = math.degrees(math.acos(min(1.0, cos)))
    return mm >= MOVED_MM or turn >= TURNED_DEG


def dist(p: Point, q: Point) -> float:
    """Distance between two points, in their unit (px or mm)."""
    return math.hypot(p[0] - q[0], p[1] - q[1])


def sighting_size(s: Sighting) -> float:
    """A sighting's distance unit in px: 20 mm at its scale when known (markers and
    stickers give it), else :func:`polygon_size`. A cascade's cards lie 22 mm or more
    apart, so one unit separates neighbours."""
    if s.px_per_mm:
        return UNIT_MM * s.px_per_mm
    return polygon_size(s.polygon)


def units_apart(track: "Track", center: Point, zone_mm: Point | None, seat: int | None,
                 size: float) -> float:
    """How far a sighting (image ``center`` px, ``size`` its unit px; ``zone_mm`` its place
    in ``seat``'s frame) lies from ``track``, in units (:data:`UNIT_MM`): in the seat's frame
    when both are known there (the seat markers move with the table: a camera bumped or
    moved keeps every card where it was), else in the image."""
    if zone_mm is not None and track.zone_xy is not None and seat == track.seat:
        return dist(zone_mm, track.zone_xy) / UNIT_MM
    d = dist(center, track.center)
    return d / max(size, track.size, 1e-9)


def beside(track: "Track", s: "Sighting | Track", anchors: dict[int, Point]) -> bool:
    """Whether sighting (or pending track) ``s`` is another copy laid beside stable
    ``track`` (a side cascade), judged by their printed markers (``marks``): none of its
    markers lies where one of the card's lay (within :data:`SAME_MM`: the card itself,
    read by the same marker), and one of its markers lies :data:`SIDE_MM` or more from the
    card's marker that points the same way, across the card's own axis, at least
    :data:`SIDE_RATIO` times more across than along it (a pile pushed along its own axis
    is the card moved). Marker centres, not outlines: an outline is extrapolated from a
    label stuck up to ±2 mm, ±10° off, so the same card read by its other marker seems to
    move by up to ~10 mm (TABLE-CONDITIONS.md). Judged in the image, so only while the
    camera is known to be still: some seat marker (``anchors``: seat -> image centre px
    now) lies where it lay at the track's last sighting, within :data:`STILL_MM`."""
    ppm = s.ppm if isinstance(s, Track) else s.px_per_mm
    if track.up is None or track.ppm is None or not ppm or not track.marks or not s.marks:
        return False
    ppm = 0.5 * (track.ppm + ppm)
    if not any(dist(c, track.anchors[k])
               <= STILL_MM * ppm for k, c in anchors.items() if k in track.anchors):
        return False
    ux, uy = track.up
    side = False
    for m in s.marks:
        for o in track.marks:
            dx, dy = m[0] - o[0], m[1] - o[1]
            if math.hypot(dx, dy) < SAME_MM * ppm:
                return False
            if m[2] * o[2] + m[3] * o[3] < SAME_WAY_COS:
                continue  # its other end's marker
            along = abs(dx * ux + dy * uy) / ppm
            across = abs(dx * uy - dy * ux) / ppm
            side = side or (across >= SIDE_MM and across >= SIDE_RATIO * along)
    return side


def toward_centre(dx: float, dy: float) -> bool:
    """Whether a move (seat-frame mm) goes toward the table centre (+y) along the pile's
    axis: at least :data:`SLIDE_RATIO` times more than sideways, as a pile slides."""
    return dy > 0 and dy >= SLIDE_RATIO * abs(dx)


def polygon_size(polygon) -> float:
    """Square root of the polygon's area (px): a scale for distances."""
    n = len(polygon)
    if n < 3:
        return 1.0
    area = 0.0
    for i in range(n):
        x0, y0 = polygon[i]
        x1, y1 = polygon[(i + 1) % n]
        area += x0 * y1 - x1 * y0
    return max(math.sqrt(abs(area) / 2.0), 1.0)


def consensus(votes: Counter) -> tuple[tuple[str, ...], int]:
    """The agreed identity of a track and its support (number of frames agreeing).

    ``votes`` counts candidate tuples over frames. A card key's support is the number of
    frames whose candidates contain it; the best-supported keys win; among them, the one
    read exactly (alone) most often wins alone; otherwise the tie stays explicit.

    >>> consensus(Counter({("a", "b"): 3, ("a",): 2}))
    (('a',), 5)
    >>> consensus(Counter({("a", "b"): 3}))
    (('a', 'b'), 3)
    >>> consensus(Counter({("a",): 3, ("b",): 1}))
    (('a',), 3)
    """
    if not votes:
        return (), 0
    support: Counter = Counter()
    for cands, count in votes.items():
        for k in cands:
            support[k] += count
    top = max(support.values())
    tied = sorted(k for k, v in support.items() if v == top)
    exact = {k: votes.get((k,), 0) for k in tied}
    best_exact = max(exact.values())
    winners = [k for k in tied if exact[k] == best_exact]
    if best_exact > 0 and len(winners) == 1:
        return (winners[0],), top
    return tuple(tied), top



__all__ = ["Hit", "Track", "UNIT_MM", "NEAR_UNITS", "SIDE_MM", "SIDE_RATIO", "SAME_MM",
           "MOVED_UNITS", "SQUARE_UNITS", "SAME_WAY_COS", "STILL_MM", "SLIDE_RATIO",
           "STILL_MATE_MM", "ALONG_RATIO", "sighting_size", "units_apart", "beside",
           "toward_centre", "polygon_size", "consensus", "dist", "jumped", "moved_mm",
           "same_marker", "known_marker"]
