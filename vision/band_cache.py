"""Frame-to-frame reuse of the card bands found in each seat zone (for a camera stream).

Finding the bands of a zone (:func:`vision.card_bands.rectify_zone` and
:func:`~vision.card_bands.find_bands`) is a third of the sticker-only reader's time. On a
stream of one table the cards do not move between two frames 33 ms apart, so
:class:`BandCache` hands out a zone's bands from its last search for up to ``every − 1``
frames after it, when

* the zone's seat homography moved by less than :data:`MOVE_MAX_PX` (image px at the
  rectified window's corners: the layout smooths its markers), and
* no 8 × 8 px cell of the frame within the zone's window changed its mean grey level by
  more than :data:`CHANGE_MAX` since that search (a hand, a card laid or moved, a shadow:
  the bands are searched again).

Only the bands' places are reused: every card's block is resampled from the new frame and
read again, so each frame's reading stays its own (the stabilizer's agreeing frames are
still separate readings). ``every = 1`` searches every frame (no reuse).

:mod:`vision.still_reuse` reuses whole readings (not only band places) of the parts that
stay still, with the same cell test (:func:`cells_still`).

Units: image px; rectified px (:data:`vision.card_bands.S` per seat mm).
"""
from __future__ import annotations

from dataclasses import dataclass

import cv2
import numpy as np

from .card_bands import Band, find_bands, rectify_zone, zone_homography, zone_size

#: A zone whose window corners moved by more than this (image px) is searched again.
MOVE_MAX_PX = 0.5
#: Side of the cells (image px) whose mean grey levels are compared between frames, and the
#: largest change (grey levels) under which a zone's bands are reused. Sensor noise of
#: σ = 10 grey levels moves an 8 × 8 mean by ~1.3; a card laid, a hand or a moved glare
#: spot by tens of levels.
CELL_PX = 8
CHANGE_MAX = 12.0


@dataclass
class _Entry:
    m: np.ndarray            # rectified px → image px at the search
    bands: list            # what the search found (a zone's Band s)
    thumb: np.ndarray        # the frame's cell means at the search
    box: tuple[int, int, int, int]  # the zone's window in cells (x0, y0, x1, y1)
    age: int = 0             # frames served since the search


def thumbnail(gray: np.ndarray) -> np.ndarray:
    """Mean grey level of each :data:`CELL_PX` square cell of ``gray`` (``H×W uint8``):
    ``(H // CELL_PX) × (W // CELL_PX) float32``."""
    h, w = gray.shape
    small = cv2.resize(gray[:h - h % CELL_PX, :w - w % CELL_PX],
                       (w // CELL_PX, h // CELL_PX), interpolation=cv2.INTER_AREA)
    return small.astype(np.float32)


def window_cells(m: np.ndarray, size: tuple[int, int], cells: tuple[int, int]
                 ) -> tuple[np.ndarray, tuple[int, int, int, int]]:
    """A rectified window's corners in image px (4×2; ``m``: rectified px → image px,
    ``size``: its ``(width, height)`` px) and its bounding box in cells, clipped to
    ``cells`` (rows, cols)."""
    w, h = size
    pts = cv2.perspectiveTransform(
        np.array([[[0.0, 0.0], [w, 0.0], [w, h], [0.0, h]]], np.float64), m)[0]
    return pts, box_cells(pts, cells)


def box_cells(pts: np.ndarray, cells: tuple[int, int], margin: int = 0
              ) -> tuple[int, int, int, int]:
    """The bounding box ``(x0, y0, x1, y1)`` in cells of image points ``pts`` (N×2 px),
    grown by ``margin`` cells and clipped to ``cells`` (rows, cols)."""
    lo = np.floor(pts.min(axis=0) / CELL_PX).astype(int) - margin
    hi = np.ceil(pts.max(axis=0) / CELL_PX).astype(int) + 1 + margin
    return (max(int(lo[0]), 0), max(int(lo[1]), 0), min(int(hi[0]), cells[1]),
            min(int(hi[1]), cells[0]))


def cells_still(then: np.ndarray, now: np.ndarray, box: tuple[int, int, int, int]) -> bool:
    """Whether no cell of ``box`` (cells, :func:`box_cells`) changed its mean grey level by
    more than :data:`CHANGE_MAX` between the thumbnails ``then`` and ``now``
    (:func:`thumbnail`, same shape); an empty box is still."""
    x0, y0, x1, y1 = box
    return x1 <= x0 or y1 <= y0 or float(cv2.absdiff(
        now[y0:y1, x0:x1], then[y0:y1, x0:x1]).max()) <= CHANGE_MAX


class BandCache:
    """The bands of each seat zone, searched again every ``every`` frames at the latest
    (``every`` ≥ 1; 1: every frame), or sooner when the zone moved or its picture changed
    (module docstring).

    Raises:
        ValueError: ``every`` < 1.
    """

    def __init__(self, every: int = 1) -> None:
        if every < 1:
            raise ValueError(f"every must be 1 or more (frames), got {every}")
        self.every = every
        self._zones: dict[int, _Entry] = {}
        self._thumb: np.ndarray | None = None
        #: zones whose bands came from the cache in the current frame
        self.reused = 0

    def start_frame(self, gray: np.ndarray, thumb: np.ndarray | None = None) -> None:
        """Call once per frame (``H×W uint8``) before :meth:`bands`; ``thumb``: the frame's
        :func:`thumbnail` when already made."""
        self.reused = 0
        self._thumb = None if self.every == 1 else thumbnail(gray) if thumb is None else thumb

    def bands(self, seat: int, gray: np.ndarray, to_seat, far: bool = False
              ) -> tuple[list[Band], np.ndarray]:
        """``(bands, M)`` of a seat zone of homography ``to_seat`` in this frame: ``M`` the
        3×3 homography rectified px → image px the bands are in; ``far``: a far zone's
        bands (:func:`~vision.card_bands.find_bands`), not reused for a search that is not
        far, nor the other way round."""
        m = zone_homography(to_seat)
        return self.get((seat, far) if far else seat, gray, m, zone_size(),
                        lambda: find_bands(rectify_zone(gray, to_seat)[0], far)), m

    def get(self, key, gray: np.ndarray, m: np.ndarray, size: tuple[int, int], search):
        """What ``search()`` found in the window ``m`` (3×3 rectified px → image px, ``size``
        its ``(width, height)`` px) at the last search for ``key``, while it may be reused
        (module docstring), else ``search()`` run now."""
        e = self._zones.get(key)
        if e is not None and self._thumb is not None and e.age < self.every - 1 \
                and e.thumb.shape == self._thumb.shape:
            pts_then, _ = window_cells(e.m, size, self._thumb.shape)
            pts_now, _ = window_cells(m, size, self._thumb.shape)
            if float(np.abs(pts_now - pts_then).max()) < MOVE_MAX_PX and cells_still(
                    e.thumb, self._thumb, e.box):
                e.age += 1
                self.reused += 1
                return e.bands
        found = search()
        if self._thumb is not None:
            self._zones[key] = _Entry(m, found, self._thumb,
                                      window_cells(m, size, self._thumb.shape)[1])
        return found

    def clear(self) -> None:
        """Forget every zone's bands (the next frame searches them all)."""
        self._zones.clear()


__all__ = ["BandCache", "thumbnail", "window_cells", "box_cells", "cells_still", "MOVE_MAX_PX",
           "CELL_PX", "CHANGE_MAX"]
