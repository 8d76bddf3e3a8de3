"""Covered is not gone: what a stable card's place shows in a picture that does not read it.

The readers find cards; a picture without a card's reading does not say why: the card was
taken away (the place shows bare table, or the card under it in a pile), or something lies
over it (a hand feeling the pile, an arm, a mug, glare). QA23 #1-#4: a hand resting a few
seconds on a pile made the companion take its cards for gone, and, when the hand lifted,
for new plays; a hand over the only pile dealt the next round or said "the table was
cleared". :class:`PlaceCover` tells them apart cheaply, from a few small patches:

* while a stable card is read, it keeps the look of its place (the patch where its marker
  or label was read) and of the table around the card (:data:`RING_K` patches on a circle
  :data:`RING_MM` from the card's centre, outside its outline), a sample every
  :data:`SAMPLE_S` seconds, the last :data:`HISTORY`;
* in a picture that does not read it, its place is ``"card"`` when it still looks like the
  card, its grey pattern too (unread: blur, a glint); ``"bare"`` when it looks like one of
  the table patches around it that kept their look over the samples (a hand reaching in
  while the card was still read changes its patches: they are not table) and those
  patches still look as they did (a hand over a card covers some of them too: its palm,
  fingers or arm; a patch on or by a card read in that picture is not looked at: the card
  moved there, QA23 #7), or when another card of its zone is read within :data:`NEAR_MM`
  of it (the card under it in a pile, or the card moved); else ``"covered"``.

A look is a patch's mean colour and its grey-level spread: two looks match when their
brightness ratio lies within :data:`BRIGHT_RATIO`, their chromaticities within
:data:`CHROMA_TOL` and their spreads within :data:`SPREAD_TOL` (uneven light and textured
cloth change little of that over a few mm; skin, sleeves and mugs change it).

Only the app decides what a covered place means: :attr:`PlaceState.hides` is a covered
place not read for at most :data:`COVER_MAX_S` seconds (a long bound: a table never stays
stuck on a hand forgotten there or a cup put down for good).

Units: image px, table mm, frame-time seconds.
"""
from __future__ import annotations

import math
from collections import deque
from dataclasses import dataclass

import cv2
import numpy as np

from .records import Point

#: A ring patch this near (mm, plus half a patch) another stable card's centre may lie on
#: that card (the card's half diagonal): it is no table patch (the card may be gathered).
CARD_REACH_MM = 54.0
#: Table patches sampled around a card while it is read.
RING_K = 12
#: Their circle's radius from the card's centre, mm: the card's half diagonal
#: (63 × 88 mm: 54 mm) and 14 mm more, so the patches lie off the card.
RING_MM = 68.0
#: A patch's side, mm (a table patch and the place's patch).
PATCH_MM = 14.0
#: Seconds (frame time) between two samples of a read card's looks.
SAMPLE_S = 0.5
#: Samples kept per card: a table patch must have kept its look over them.
HISTORY = 4
#: Another card of its zone read within this distance (mm) of a place: the place shows
#: that card (the pile's card under a card taken away: a cascade's step is 22-36 mm), not
#: a cover.
NEAR_MM = 45.0
#: Two looks match within these: brightness ratio, chromaticity (share of each colour
#: channel in B+G+R, with :data:`DARK` added to each channel so that noise in dark
#: patches does not swing it) and grey-level spread difference (grey levels; or half the
#: larger spread, for coarse textures).
BRIGHT_RATIO = (0.7, 1.45)
CHROMA_TOL = 0.035
SPREAD_TOL = 9.0
DARK = 20.0
#: The place's grey pattern (:func:`thumb`) is this many cells a side; the card's own
#: pattern (its marker, its label) correlates above :data:`SAME_PATTERN` with itself
#: unread (a glint, blur), not with bare or dotted cloth.
THUMB = 8
SAME_PATTERN = 0.75
#: A table patch around a card is one that looks like this many of the others, itself
#: included (the rest lie on other cards or tiles); a textured one (grey spread at least
#: :data:`TEXTURED`) must also keep its pattern; :data:`DISTURBED` of them changed: a
#: cover lies there.
TABLE_LIKE = 3
TEXTURED = 8.0
DISTURBED = 2
#: Seconds a place may stay covered before the app stops waiting for it (:attr:`PlaceState.hides`).
COVER_MAX_S = 30.0

STATES = ("card", "bare", "covered")


@dataclass(frozen=True)
class PlaceState:
    """What the place of a stable card not read in this picture shows.

    Attributes:
        card_id: the stabilizer's number for the card (as in :class:`CardUnseen`).
        seat: its zone's seat (``None``: in no zone).
        candidates: its card keys.
        center: its centre as last read (its outline's), image px.
        state: ``"card"`` (it still looks like the card, unread), ``"bare"`` (bare table,
            or another card read there) or ``"covered"`` (something else lies over it).
        seen_t: the frame time it was last read, s.
        unseen_s: seconds of frame time since then.
        around: ``"covered"`` judged from the table around the card alone: the place
            itself looked like that table (a hand over the card shows at the place too;
            QA48 r3: a gathered pile's oldest card's place, the wood around it changed).
    """

    card_id: int
    seat: int | None
    candidates: tuple[str, ...]
    center: Point
    state: str
    seen_t: float
    unseen_s: float
    around: bool = False

    @property
    def hides(self) -> bool:
        """True when the card may still lie there under something: ``"card"`` or
        ``"covered"``, for at most :data:`COVER_MAX_S` seconds since it was read."""
        return self.state != "bare" and self.unseen_s <= COVER_MAX_S


def _square(img: np.ndarray, center: Point, half: float) -> np.ndarray | None:
    """The square of half side ``half`` px (at least 2, rounded) around ``center`` (image
    px, rounded) of ``img`` (``H×W×3 uint8 BGR``): a view, ``(2r+1)×(2r+1)×3``; ``None``
    when it leaves the picture. The patch of :func:`look` and :func:`thumb`."""
    h, w = img.shape[:2]
    r = max(int(round(half)), 2)
    x, y = int(round(center[0])), int(round(center[1]))
    if x - r < 0 or y - r < 0 or x + r >= w or y + r >= h:
        return None
    return img[y - r:y + r + 1, x - r:x + r + 1]


def look(img: np.ndarray, center: Point, half: float) -> np.ndarray | None:
    """A patch's look: ``[B, G, R, spread]`` (mean colour, grey-level standard deviation)
    of the square of half side ``half`` px around ``center`` (image px) of ``img``
    (``H×W×3 uint8 BGR``), float32; ``None`` when the square leaves the picture."""
    square = _square(img, center, half)
    if square is None:
        return None
    patch = square.reshape(-1, 3).astype(np.float32)
    mean = patch.mean(axis=0)
    grey = patch @ np.float32([0.114, 0.587, 0.299])
    return np.array([mean[0], mean[1], mean[2], grey.std()], np.float32)


def _ring_points(center: Point, radius: float) -> list:
    """The :data:`RING_K` table patches' centres around ``center``, image px."""
    return [(center[0] + radius * math.cos(2 * math.pi * k / RING_K),
             center[1] + radius * math.sin(2 * math.pi * k / RING_K)) for k in range(RING_K)]


def _ring_patch(img, center: Point, radius: float, k: int, half: float):
    """The ``k``-th table patch around ``center`` (:func:`_ring_points`, circle of
    ``radius`` px): ``(look, pattern)``, or ``None`` off the picture."""
    at = _ring_points(center, radius)[k]
    a = look(img, at, half)
    return None if a is None else (a, thumb(img, at, half))


def thumb(img: np.ndarray, center: Point, half: float) -> np.ndarray | None:
    """The grey pattern of the square of :func:`look`: :data:`THUMB` × :data:`THUMB`
    grey levels, zero mean and unit norm (float32; all zero for a flat patch); ``None``
    when the square leaves the picture."""
    square = _square(img, center, half)
    if square is None:
        return None
    grey = cv2.cvtColor(square, cv2.COLOR_BGR2GRAY)
    small = cv2.resize(grey, (THUMB, THUMB), interpolation=cv2.INTER_AREA).astype(np.float32)
    small -= small.mean()
    norm = float(np.linalg.norm(small))
    return small / norm if norm > 1e-3 else small


def same_look(a: np.ndarray, b: np.ndarray) -> bool:
    """Whether looks ``a`` and ``b`` (:func:`look`) match (module docstring)."""
    sa, sb = float(a[:3].sum()), float(b[:3].sum())
    ratio = (sa + 3 * DARK) / (sb + 3 * DARK)
    if not BRIGHT_RATIO[0] <= ratio <= BRIGHT_RATIO[1]:
        return False
    ca = (a[:3] + DARK) / (sa + 3 * DARK)
    cb = (b[:3] + DARK) / (sb + 3 * DARK)
    if float(np.abs(ca - cb).max()) > CHROMA_TOL:
        return False
    return abs(float(a[3]) - float(b[3])) <= max(SPREAD_TOL, 0.5 * max(float(a[3]), float(b[3])))


def _kept_pattern(a: tuple, b: tuple) -> bool:
    """Whether ring patch ``b`` kept patch ``a``'s pattern (each ``(look, pattern)``:
    :func:`_ring_patch`): a plain ``a`` (grey spread under :data:`TEXTURED`) always; a
    textured one when their patterns correlate :data:`SAME_PATTERN` or more."""
    return a[0][3] < TEXTURED or float(np.sum(a[1] * b[1])) >= SAME_PATTERN


@dataclass
class _Looks:
    place: Point   # where its marker was read, image px
    ppm: float     # px per mm there
    samples: deque  # (t, (place look, place pattern), [(ring look, pattern) or None, ...])
    center: Point = (0.0, 0.0)  # the card's centre, image px (the ring's centre)


@dataclass(frozen=True)
class StablePlace:
    """A stable card as :class:`PlaceCover` needs it (:meth:`Stabilizer.stable_places
    <vision.stabilize.Stabilizer.stable_places>`).

    Attributes:
        card_id, seat, candidates: as in :class:`PlaceState`.
        center: the card's centre, image px (its outline's, as read).
        place: where its marker or label was read, image px.
        px_per_mm: the image scale at the card.
        seen: read in this picture.
        seen_t: the frame time it was last read, s.
    """

    card_id: int
    seat: int | None
    candidates: tuple[str, ...]
    center: Point
    place: Point
    px_per_mm: float
    seen: bool
    seen_t: float


class PlaceCover:
    """Keeps the looks of the stable cards' places and judges them in each picture
    (module docstring). ``update`` once per readable picture, ``reset`` for a new round."""

    def __init__(self) -> None:
        self.reset()

    def reset(self) -> None:
        """Forget every card's looks."""
        self._looks: dict[int, _Looks] = {}

    def update(self, img: np.ndarray, t: float, cards, sightings) -> tuple[PlaceState, ...]:
        """Take one picture ``img`` (``H×W×3 uint8 BGR``) at frame time ``t`` (s), with
        ``cards`` (the stable cards, :class:`StablePlace`) and the picture's ``sightings``
        (:class:`~vision.records.Sighting`); return the state of each stable card's place
        that is not read in it (:class:`PlaceState`), in ``cards``' order."""
        out = []
        ids = set()
        for c in cards:
            ids.add(c.card_id)
            looks = self._looks.get(c.card_id)
            if c.seen:
                self._sample(img, t, c, looks, [o.center for o in cards if o is not c])
                continue
            if looks is None or not looks.samples:
                continue
            state = self._judge(img, looks, c.seat, sightings)
            out.append(PlaceState(c.card_id, c.seat, c.candidates, c.center,
                                  state.replace("around", "covered"), c.seen_t,
                                  round(t - c.seen_t, 3), state == "around"))
        for gone in set(self._looks) - ids:
            del self._looks[gone]
        return tuple(out)

    def _sample(self, img, t: float, c: StablePlace, looks: "_Looks | None",
                others: list) -> None:
        if looks is not None and math.hypot(c.place[0] - looks.place[0], c.place[1]
                                            - looks.place[1]) > 0.25 * NEAR_MM * c.px_per_mm:
            looks = None  # moved: its old looks are of another place
        if looks is not None and looks.samples and t - looks.samples[-1][0] < SAMPLE_S:
            return
        half = 0.5 * PATCH_MM * c.px_per_mm
        radius = RING_MM * c.px_per_mm
        reach = (CARD_REACH_MM + 0.5 * PATCH_MM) * c.px_per_mm
        if looks is None:
            looks = self._looks[c.card_id] = _Looks(c.place, c.px_per_mm, deque(maxlen=HISTORY),
                                                    c.center)
        # the ring stays where it was first drawn: the card's centre as read wanders a few
        # mm from picture to picture (session 40, en21 busy: 10 px), and a ring patch drawn
        # elsewhere on a patterned cloth (polka dots) shows another pattern, judged a cover
        # for 30 s once the card was gathered
        center = looks.center
        ring = [None if any(math.hypot(x - o[0], y - o[1]) <= reach for o in others)
                else _ring_patch(img, center, radius, k, half)
                for k, (x, y) in enumerate(_ring_points(center, radius))]
        looks.place, looks.ppm = c.place, c.px_per_mm
        looks.samples.append((t, (look(img, c.place, half), thumb(img, c.place, half)), ring))

    def _judge(self, img, looks: _Looks, seat, sightings) -> str:
        """One of :data:`STATES`, or ``"around"``: covered, judged from the ring alone
        (:attr:`PlaceState.around`)."""
        px, py = looks.place
        near = NEAR_MM * looks.ppm
        for s in sightings:
            if s.seat != seat:
                continue  # another zone's card, or the middle's, lies near: not its pile
            points = [m[:2] for m in s.marks] or [s.center]
            if any(math.hypot(x - px, y - py) <= near for x, y in points):
                return "bare"  # another card read there (the pile's next, or it moved)
        half = 0.5 * PATCH_MM * looks.ppm
        now = look(img, looks.place, half)
        if now is None:
            return "covered"
        first, last = looks.samples[0], looks.samples[-1]
        card, pattern = first[1]
        if card is not None and same_look(now, card) and float(
                np.sum(pattern * thumb(img, looks.place, half))) >= SAME_PATTERN:
            return "card"
        # the ring patches that kept their look over the samples, with their index; a
        # textured one its pattern too (fresh QA50 run A, busy cloth: an arm crossing two
        # patches at the first sample left their colour, not their pattern; counted as
        # table, they were "disturbed" against it once the table was gathered)
        kept = [(k, a) for k, (a, b) in enumerate(zip(first[2], last[2]))
                if a is not None and b is not None and same_look(a[0], b[0])
                and _kept_pattern(a, b)]
        table = [a for _, a in kept]
        if not any(same_look(now, a[0]) for a in table):
            return "covered"
        # the table around it must be as it was: a hand over the card covers some of it
        # too (its palm, fingers or arm), and changes its pattern even where its colour
        # is the table's (dim warm light, a wooden table)
        radius, disturbed = RING_MM * looks.ppm, 0
        cards = [np.asarray(s.polygon, np.float32).reshape(-1, 1, 2) for s in sightings
                 if len(s.polygon) >= 3]
        points = _ring_points(looks.center, radius)
        for k, a in kept:
            if sum(same_look(a[0], o[0]) for o in table) < TABLE_LIKE \
                    or not same_look(now, a[0]):
                # not table (another card, a tile): it may go with the cards. Not the
                # table the place shows now either: cards of a like look are no table (QA35
                # st11a, typical light, wood: the gathered piles' card faces, four of
                # a look, changed; the cleared table was "covered" and never dealt)
                continue
            if any(cv2.pointPolygonTest(c, (float(points[k][0]), float(points[k][1])), True)
                   >= -half for c in cards):
                continue  # a card read here now (the card moved there, QA23 #7): no cover
            cur = _ring_patch(img, looks.center, radius, k, 0.5 * PATCH_MM * looks.ppm)
            if cur is None or not same_look(cur[0], a[0]) or not _kept_pattern(a, cur):
                disturbed += 1
        return "bare" if disturbed < DISTURBED else "around"  # covered, the place table


__all__ = ["PlaceCover", "PlaceState", "StablePlace", "look", "same_look", "thumb",
           "COVER_MAX_S", "STATES"]
