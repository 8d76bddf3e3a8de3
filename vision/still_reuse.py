"""Frame-to-frame reuse of whole readings of the still parts of a table (for one camera's
stream).

On a stream of one table most frames show the same picture with fresh sensor noise: a
hand or a card laid changes a few places for a moment. :class:`StillReuse` hands out a
part's last reading instead of reading it again (a deck without printed markers: the seat
markers, a seat zone's cards, the middle of the table; the marker deck, whose passes are
frame-global: the whole frame, :class:`vision.pipeline.CardReader`) when

* the part's last :data:`CONFIRM` full readings in a row agreed (``same``: the same seats,
  the same cards at the same places) over a picture that did not
  change between them — a reading is repeated only once as many frames read it
  separately as the stabilizer needs to make a sticker card stable
  (:class:`~vision.stabilize.Stabilizer` ``sticker_hits``), so a one-off misread is never
  repeated;
* no 8 × 8 px cell of the part's region changed its mean grey level by more than
  :data:`~vision.band_cache.CHANGE_MAX` since its last full reading
  (:func:`~vision.band_cache.cells_still`: a hand, a card laid or moved, a shadow), and
  the windows it was read in (every seat zone's, the middle's) moved by less than
  :data:`~vision.band_cache.MOVE_MAX_PX`;
* for a part's cards, every card it names is already stable in the stream's stabilizer
  and no card is pending (seen, not yet stable) in its window (:attr:`StillReuse.settled`,
  :meth:`vision.stabilize.Stabilizer.settled`): whether a card becomes stable, and as
  what, is decided by fresh readings only (the marker deck's whole-frame readings agree
  while they differ by one stable card read in some frames only:
  :func:`vision.pipeline._same_frame`, session 56); the marker deck's whole frame is
  reused too while a pending card only waits out its 1-s hold (``get`` ``t``,
  :meth:`vision.stabilize.Stabilizer.holding`, session 57): the stabilizer takes such a
  reading as no frame for a pending card, and the frame at the hold's end is read anew;
* it was read in full less than :data:`EVERY` frames ago (a seat marker laid where no
  region is watched is found within that many frames).

Any change in a region reads that part again in full; with no previous frame every part is
read in full (the per-frame path). Once the seats agreed, their refresh readings give the
confirmed ones (:meth:`StillReuse.get` ``keep``): the layout stops following its running
average while the markers' regions stay still (docs/benchmarks-history.md "Sticker-only deck on a
stream": a card at the edge of readability is then read from one zone window, not many).
Unless the refresh readings settle elsewhere (``shift``): :data:`DRIFT_CONFIRM` of them in a
row within :data:`DRIFT_SAME_PX` of each other and over :data:`DRIFT_APART_PX` from the
kept one (fresh QA51 run C, tilted 40°: the far seat's ~40 px marker read 3.9 px off in the
video's first 12 frames, kept, and every card of that zone unread for the whole game)
confirm the part anew from them. Units: image px; cells of
:data:`~vision.band_cache.CELL_PX` px (:func:`~vision.band_cache.thumbnail`).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import numpy as np

from .band_cache import MOVE_MAX_PX, cells_still, thumbnail

#: Full readings in a row that must agree before a part's reading is reused: the
#: stabilizer's frames for a sticker card (``Stabilizer(sticker_hits=6)``).
CONFIRM = 6
#: A reused part is read in full again at least every this many frames (0.2 s at 30 fps).
EVERY = 6
#: Two readings of a zone or the middle agree when their cards lie within this, px.
SAME_PX = 2.0
#: A kept reading (:meth:`StillReuse.get` ``keep``) is given up when this many refresh
#: readings in a row lie within :data:`DRIFT_SAME_PX` of the one before and farther than
#: :data:`DRIFT_APART_PX` from it (``shift``, px, told per seat marker: another marker's
#: jitter does not hide one's move): it was misread, or the camera moved by less than the
#: regions' cells notice. A far or dim seat marker's corners jitter 1–4 px between frames
#: of a still table (:func:`vision.pipeline._same_seats`): jitter that wide is not a
#: settled place and leaves the kept reading where it is.
DRIFT_CONFIRM = 3
DRIFT_SAME_PX = 1.0
DRIFT_APART_PX = 2.0


@dataclass
class _Part:
    value: object                 # the last full reading
    boxes: list                   # the regions watched, cells (x0, y0, x1, y1)
    thumb: np.ndarray             # the frame's cell means at that reading
    corners: np.ndarray | None    # the windows' corners then, image px (N×2)
    agreed: int                   # full readings in a row that agreed, this one included
    age: int = 0                  # frames served since that reading
    fresh: object = None          # a kept part: the last full reading (not handed out)
    apart: dict | None = None     # a kept part: per item, refresh readings settled away


class StillReuse:
    """Whole readings of still parts reused between frames of one stream (module
    docstring).

    Args:
        confirm: agreeing full readings in a row before a reuse (≥ 1).
        every: a part is read in full at least every this many frames (≥ 1; 1: never
            reused).

    Raises:
        ValueError: ``confirm`` or ``every`` < 1.

    Call :meth:`start_frame` once per frame, then :meth:`get` for each part.
    """

    def __init__(self, confirm: int = CONFIRM, every: int = EVERY) -> None:
        if confirm < 1 or every < 1:
            raise ValueError(f"confirm and every must be 1 or more, got {confirm}, {every}")
        self.confirm = confirm
        self.every = every
        self._parts: dict = {}
        #: the current frame's :func:`~vision.band_cache.thumbnail` (cells, float32)
        self.thumb: np.ndarray | None = None
        #: ``settled(sightings, area[, t=frame time]) -> bool``
        #: (:meth:`vision.stabilize.Stabilizer.settled`): a part whose reading names cards
        #: (:meth:`get` ``cards``) is reused only while it holds; ``None``: no such condition
        self.settled: Callable[[list, object], bool] | None = None
        #: the keys of the parts reused in the current frame (not read)
        self.reused: list = []
        #: the keys of the parts whose reading in the current frame is an earlier frame's
        #: (reused, or read again and kept: :meth:`get` ``keep``)
        self.kept: list = []

    def start_frame(self, gray: np.ndarray) -> np.ndarray:
        """Begin a frame (``H×W uint8``); returns its thumbnail (``(H//8)×(W//8) float32``)."""
        self.reused = []
        self.kept = []
        self.thumb = thumbnail(gray)
        return self.thumb

    def get(self, key, read: Callable[[], object], same: Callable[[object, object], bool],
            boxes: "list | Callable[[object], list]", corners: np.ndarray | None = None,
            keep: bool = False, cards: Callable[[object], list] | None = None,
            area: np.ndarray | None = None,
            shift: Callable[[object, object], float] | None = None,
            prefer: Callable[[object, object], object] | None = None,
            t: float | None = None):
        """The reading of part ``key``: the last one while it may be reused (module
        docstring), else ``read()`` now.

        Args:
            read: reads the part in full in the current frame.
            same: whether two readings agree.
            boxes: the part's regions in cells (``(x0, y0, x1, y1)``,
                :func:`~vision.band_cache.box_cells`), or a function giving them from a
                reading (the seat markers' regions are where they were read).
            corners: image px (N×2) of the windows the part is read in; a move of any by
                :data:`~vision.band_cache.MOVE_MAX_PX` or more (or another N) reads it again.
            keep: a full reading that agrees with a confirmed one (``confirm`` agreeing
                readings in a row, the picture still) gives that one (the seat markers:
                the layout, smoothed over the readings until then, stays where it is while
                the seats and their regions stay; the cards' readings are each frame's
                own).
            cards: the sightings of a reading, for :attr:`settled`; ``area``: the part's
                window (N×2 image px), where no card may be pending.
            shift: with ``keep``, how far apart two readings lie (px; ``inf`` when not
                comparable; or ``{item: px}``, each item told apart): refresh readings
                settled away from the kept one (:data:`DRIFT_CONFIRM`, for one item) are
                handed out and confirmed anew, not replaced by it.
            prefer: ``(last reading, this frame's) -> reading`` for two agreeing full
                readings of a still picture: the one handed out and kept for reuse (the
                marker deck's: the one naming a stable card the other missed,
                :func:`vision.pipeline._richer`); ``None``: this frame's.
            t: the frame's time, s, given to :attr:`settled` (the marker deck's whole
                frame: a card waiting out its hold does not stop the reuse,
                :meth:`vision.stabilize.Stabilizer.settled`); ``None``: not given.
        """
        if self.thumb is None:
            raise RuntimeError("call start_frame(gray) before get()")
        e = self._parts.get(key)
        still = e is not None and self._still(e, corners)
        if still and e.agreed >= self.confirm and e.age < self.every - 1 and (
                cards is None or self.settled is None or (
                    self.settled(cards(e.value), area) if t is None
                    else self.settled(cards(e.value), area, t=t))):
            e.age += 1
            self.reused.append(key)
            self.kept.append(key)
            return e.value
        value = read()
        agreed = e.agreed + 1 if still and same(e.value, value) else 1
        if agreed > 1 and prefer is not None:
            value = prefer(e.value, value)
        fresh, apart = None, None
        if keep and agreed > self.confirm:
            apart = self._apart(e, value, shift)
            if max(apart.values(), default=0) >= DRIFT_CONFIRM:
                agreed, apart = 1, None  # confirmed anew from the readings from now on
            else:
                fresh, value = value, e.value
                self.kept.append(key)
        self._parts[key] = _Part(value, boxes(value) if callable(boxes) else list(boxes),
                                 self.thumb, None if corners is None else corners.copy(),
                                 agreed, fresh=fresh, apart=apart)
        return value

    @staticmethod
    def _apart(e: _Part, value, shift: "Callable[[object, object], object] | None") -> dict:
        """Per item (a seat; ``None`` for a ``shift`` giving one distance), refresh readings
        in a row, ``value`` the last, where it settled away from the kept one ``e.value``
        (``shift``: their distance, px, or ``{item: px}``; :data:`DRIFT_SAME_PX`,
        :data:`DRIFT_APART_PX`): one item's jitter does not hide another's move (review of
        sticker52); empty without ``shift``."""
        if shift is None:
            return {}
        near = {} if e.fresh is None else _per_item(shift(e.fresh, value))
        before = e.apart or {}
        return {k: before.get(k, 0) + 1 if near.get(k, np.inf) <= DRIFT_SAME_PX else 1
                for k, px in _per_item(shift(e.value, value)).items() if px > DRIFT_APART_PX}

    def _still(self, e: _Part, corners: np.ndarray | None) -> bool:
        """Whether part ``e``'s windows did not move and none of its regions changed."""
        if e.thumb.shape != self.thumb.shape or (e.corners is None) != (corners is None):
            return False
        if corners is not None and (corners.shape != e.corners.shape or float(
                np.abs(corners - e.corners).max(initial=0.0)) >= MOVE_MAX_PX):
            return False
        return all(cells_still(e.thumb, self.thumb, b) for b in e.boxes)

    def clear(self) -> None:
        """Forget every part (the next frame reads them all in full)."""
        self._parts.clear()


def same_places(a, b, key: Callable, tol_px: "float | Callable" = SAME_PX) -> bool:
    """Whether two lists of records name the same things at the same places: ``key(r)`` is
    ``(name, points)`` (``points`` N×2 px); paired by sorted name, each pair's points within
    ``tol_px`` (px, or a function of ``a``'s record giving its px)."""
    if len(a) != len(b):
        return False
    ka = sorted(((key(r), r) for r in a), key=lambda kr: _order(kr[0]))
    kb = sorted((key(r) for r in b), key=_order)
    for ((na, pa), r), (nb, pb) in zip(ka, kb):
        pa, pb = np.asarray(pa, np.float64), np.asarray(pb, np.float64)
        tol = tol_px(r) if callable(tol_px) else tol_px
        if na != nb or pa.shape != pb.shape or float(np.abs(pa - pb).max(initial=0.0)) > tol:
            return False
    return True


def _per_item(px) -> dict:
    """A ``shift`` (:meth:`StillReuse.get`) as ``{item: px}``: one distance is item ``None``."""
    return dict(px) if isinstance(px, dict) else {None: float(px)}


def _order(k) -> tuple:
    name, pts = k
    p = np.asarray(pts, np.float64).reshape(-1, 2)
    return (str(name), float(p[:, 0].mean()), float(p[:, 1].mean()))


__all__ = ["StillReuse", "same_places", "CONFIRM", "EVERY", "SAME_PX", "DRIFT_CONFIRM",
           "DRIFT_SAME_PX", "DRIFT_APART_PX"]
