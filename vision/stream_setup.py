"""The per-layout set-up of a sticker-only stream's frame, kept while the layout stays.

On a camera stream of a still table the seat layout changes seldom (its seat markers are
reused, :mod:`vision.still_reuse`), yet every frame the card-first reader
(:meth:`vision.sticker_cards.CardFirstReader.read`) worked out again, for each seat zone,
its scale (image px per mm) and its window's corners in the frame, and the middle's
window: a few dozen small numpy and OpenCV calls a frame, paid by the frames whose parts
are all reused too. :class:`StreamSetup` hands them out from the last frame while each
zone's seat homography, the table centre and the frame's cell grid are the same, bit for
bit: the same functions on the same inputs give the same values, so every reading is the
one computed anew (session 72, sps72; docs/benchmarks-history.md).

Units: image px; cells of :data:`~vision.band_cache.CELL_PX` px.
"""
from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType
from typing import Callable

import numpy as np

from .band_cache import window_cells
from .card_bands import zone_homography, zone_size
from .centre_cards import centre_window, window_px


@dataclass(frozen=True)
class ZoneSet:
    """One layout's set-up for a frame of ``cells`` (rows, cols).

    Shared by every frame while the layout stays, so read-only: its dicts are read-only
    views, its arrays not writeable.

    Attributes:
        scale: ``{seat: image px per seat mm}`` at each zone window's middle, for the seats
            with a homography (``zone_scale``).
        wins: ``{seat: 4×2 image px}``, each zone window's corners.
        corners: every zone window's corners (``N×2`` image px, seats in ``scale``'s
            order): a part is read again when one moves.
        centre: the middle's window (3×3 rectified px → image px), ``None`` without a
            table centre.
        centre_pts: its corners (4×2 image px), ``None`` with no window.
    """

    scale: dict
    wins: dict
    corners: np.ndarray
    centre: "np.ndarray | None"
    centre_pts: "np.ndarray | None"


class StreamSetup:
    """:class:`ZoneSet` of a layout, made again only when the layout changed (module
    docstring). ``zone_scale``: image px per seat mm of a zone window (3×3 rectified px →
    image px), :func:`vision.sticker_cards.zone_scale`."""

    def __init__(self, zone_scale: Callable[[np.ndarray], float]) -> None:
        self._zone_scale = zone_scale
        self._key: "tuple | None" = None
        self._set: "ZoneSet | None" = None
        #: frames whose set-up was handed out from an earlier frame (for diagnosis)
        self.reused = 0

    def get(self, layout, cells: tuple[int, int], centre: bool) -> ZoneSet:
        """The set-up of ``layout`` (:class:`~vision.layout.TableLayout`) for a frame of
        ``cells`` (rows, cols of its thumbnail); ``centre``: the middle is read (its window
        wanted)."""
        seats = [(s, layout.zone(s).to_seat) for s in layout.seats]
        c = layout.centre() if centre else None
        key = (tuple(cells), centre,
               None if c is None else np.asarray(c, np.float64).tobytes(),
               tuple((s, None if h is None else np.asarray(h, np.float64).tobytes())
                     for s, h in seats))
        if key == self._key:
            self.reused += 1
            return self._set
        scale, wins = {}, {}
        for s, h in seats:
            if h is None:
                continue
            m = zone_homography(h)
            scale[s] = self._zone_scale(m)
            wins[s] = window_cells(m, zone_size(), cells)[0]
        corners = np.concatenate(list(wins.values())) if wins else np.zeros((0, 2))
        cm = centre_window(layout) if centre else None
        pts = None if cm is None else window_cells(cm, window_px(layout), cells)[0]
        # handed to every frame while the layout stays: read-only (review rev-sps72)
        for arr in (*wins.values(), corners, cm, pts):
            if arr is not None:
                arr.setflags(write=False)
        self._key = key
        self._set = ZoneSet(MappingProxyType(scale), MappingProxyType(wins), corners, cm, pts)
        return self._set

    def clear(self) -> None:
        """Forget the set-up (the next frame makes it anew)."""
        self._key = self._set = None


__all__ = ["StreamSetup", "ZoneSet"]
