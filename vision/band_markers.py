"""Card-first marker reading: a card whose printed name band is found in its seat zone but
whose top marker no pass read has that marker at a known place; it is decoded there.

The seat markers give each seat zone's homography; :func:`vision.card_bands.find_bands`
finds each card's light name band in the rectified zone and hence the card's top-left
corner and axes (:meth:`~vision.card_bands.Band.card_to_rect`). The kit puts the top
marker at card mm (39.5–59.5, 2.5–22.5), upright (docs/adaptation.md), so its quad in the
frame is known to a few px and its rotation exactly. :func:`decode_at` reads it under the
illumination model (:func:`vision.lit_model.lit_scores`) at small shifts
(up to :data:`SHIFT_SIDES` of a side) and turns (:data:`TURNS_DEG`) round that place, and
keeps a clear best: one id, at its upright rotation, clearing every cell by
:data:`MIN_CLEAR`, while no other hypothesis reaches :data:`MAX_OTHER`. The band search
uses the first light mask only (:data:`BAND_MASKS`). On a frame with glare, a place it
does not read is searched again under the glare model (:func:`decode_glare_at`,
:func:`vision.lit_model.glare_scores_many`: a sleeve glare lifting the inner black cells,
clipped cells unknown).

Run by :class:`vision.marker_reader.MarkerReader` (``band_pass``) on frames with glare or
a tilted camera only (the presets whose misses it reads; the others keep their time).
Measured in docs/benchmarks-history.md ("Vision", marker deck, "Card-first marker reading"):
720p seed 1000 99.00 → 99.15 %, +12 instances over 8 seed × size sets, 0 wrong; tilted and
harsh frames ~20 % slower (1080p tilted ~36 %).

Inputs: ``H×W uint8`` gray images; markers as ``(id, 4×2 corners px)`` in ArUco order.
"""
from __future__ import annotations

import cv2
import numpy as np

from . import adaptation as ad
from .card_bands import BAND_CS, bands_in_masks, light_masks, rectify_zone
from .lit_model import (CELL_INNER, IDS_H, LIT_CELL_PX, N, RING_STRIP, ROTS_H,
                        glare_scores_many, lit_scores_many)
from .layout import TableLayout
from .marker_checks import mean_side, plausible_quads
from .records import SeatSighting

_TOP = next(m for m in ad.CARD_MARKERS if m.role is ad.MarkerRole.TOP)
#: The top marker's corners, card mm, ArUco order (the marker upright on the card).
TOP_MARKER_MM = np.array(_TOP.corners_mm(), np.float64)

#: Shifts searched round the predicted quad, as a share of its mean side each way (the
#: band's corner is off by up to ~0.17 side on the benchmark's misses).
SHIFT_SIDES = 0.2
#: Least clearance (:func:`~vision.lit_model.lit_scores`) of the id read, and the most
#: any other hypothesis may reach (:func:`decode_at`). Measured on every band of seeds
#: 1000, 70000 and 80000 (720p, 4,969 places): at places on no marker or another card's,
#: no hypothesis over −0.135; 2,097 of 2,105 places on the card's own marker clear 0.05,
#: their best other hypothesis at −0.149 or lower.
MIN_CLEAR = 0.05
MAX_OTHER = -0.2
#: A band whose predicted marker centre lies within this many sides of a card marker
#: already read is that marker's card: not decoded again.
TAKEN_SIDES = 0.8


def top_marker_quad(card_to_image: np.ndarray) -> np.ndarray:
    """The top marker's 4×2 corners (image px, ArUco order) on a card whose homography
    card mm → image px is ``card_to_image`` (3×3)."""
    return cv2.perspectiveTransform(TOP_MARKER_MM.reshape(-1, 1, 2),
                                    card_to_image).reshape(4, 2)


def _shift_cells(img: np.ndarray, quad: np.ndarray, reach: int, step: int = 1
                 ) -> tuple[np.ndarray, np.ndarray]:
    """The 8×8 cell grids of :func:`vision.lit_model.cell_grid` for ``quad`` moved by
    every ``step`` px of its rectified image (:data:`~vision.lit_model.LIT_CELL_PX` a
    cell) within ``reach`` px each way: ``(S×64 float32 cells, S×2 shifts in cells)``,
    from one warp and three box filters."""
    n, k = N, LIT_CELL_PX
    m = (n + 2) * k + 2 * reach
    o = k + reach
    dst = np.array([[o, o], [o + n * k, o], [o + n * k, o + n * k], [o, o + n * k]], np.float32)
    hom = cv2.getPerspectiveTransform(np.asarray(quad, np.float32), dst)
    w = cv2.warpPerspective(img, hom, (m, m), flags=cv2.INTER_LINEAR,
                            borderMode=cv2.BORDER_REPLICATE).astype(np.float32)
    a, b = CELL_INNER
    lo, hi = RING_STRIP
    box = dict(anchor=(0, 0), borderType=cv2.BORDER_REPLICATE)
    inner = cv2.boxFilter(w, -1, (b - a, b - a), **box)
    ring_h = cv2.boxFilter(w, -1, (b - a, hi - lo), **box)  # the strips above and below
    ring_v = cv2.boxFilter(w, -1, (hi - lo, b - a), **box)  # left and right
    d = np.arange(-reach, reach + 1, step)
    dy, dx = (g.ravel() for g in np.meshgrid(d, d, indexing="ij"))
    mid = np.arange(n + 2) * k + reach + a  # each cell's inner window, warped px
    cols = mid[None, :] + dx[:, None]
    rows = mid[None, :] + dy[:, None]
    cells = inner[rows[:, :, None], cols[:, None, :]]  # S×(n+2)×(n+2)
    cells[:, 0, :] = ring_h[(reach + lo + dy)[:, None], cols]
    cells[:, -1, :] = ring_h[(m - reach - hi + dy)[:, None], cols]
    cells[:, :, 0] = ring_v[rows, (reach + lo + dx)[:, None]]
    cells[:, :, -1] = ring_v[rows, (m - reach - hi + dx)[:, None]]
    return cells.reshape(len(dx), -1), np.stack([dx, dy], -1) / k


def shift_scores(img: np.ndarray, quad: np.ndarray, reach: int, step: int = 1,
                 rows=None, model=lit_scores_many) -> tuple[np.ndarray, np.ndarray]:
    """Clearances of the hypotheses ``rows`` (indices into :data:`~vision.lit_model.IDS_H`;
    default all) at every shift of :func:`_shift_cells`, under ``model`` (``model(S×64
    cells, rows) -> S×R``: :func:`~vision.lit_model.lit_scores_many`, or the glare model
    :func:`_glare_model`): ``(S×R scores, S×2 shifts in cells)``."""
    v, shifts = _shift_cells(img, quad, reach, step)  # S×64
    return model(v, rows), shifts


def _glare_model(cells: np.ndarray, rows=None) -> np.ndarray:
    """:func:`~vision.lit_model.glare_scores_many`'s clearances alone (``S×R``)."""
    return glare_scores_many(cells, rows)[0]


#: Rectified px (:data:`~vision.lit_model.LIT_CELL_PX` a cell) between the shifts of the
#: first, coarse search, and the reach (rectified px each way) of the fine search every px
#: round its best.
COARSE_STEP = 2
FINE_REACH = 1
#: The quad is also tried turned by these angles (degrees) about its centre: the band's
#: top edge gives the card's angle to a few degrees.
TURNS_DEG = (0.0, -4.0, 4.0)
#: The other turns are tried only when the coarse search unturned reaches this clearance
#: (no marker: −1 to −0.27 on the benchmark's bands; the markers misread unturned −0.1).
TURN_GATE = -0.3


def _turned(quad: np.ndarray, deg: float) -> np.ndarray:
    """``quad`` (4×2 px) turned by ``deg`` degrees about its centre."""
    if deg == 0:
        return quad
    a = np.radians(deg)
    rot = np.array([[np.cos(a), -np.sin(a)], [np.sin(a), np.cos(a)]])
    c = quad.mean(axis=0)
    return c + (quad - c) @ rot.T


def decode_at(img: np.ndarray, quad: np.ndarray, card_ids
              ) -> tuple[int, float, float, np.ndarray] | None:
    """The card id of an upright marker about ``quad`` (4×2 px of ``img``, ``H×W uint8``,
    ArUco order, the marker's own top-left first): ``(id, its clearance, the best other
    hypothesis's, the quad read: 4×2 px)`` or ``None``.

    Every id of ``card_ids`` at rotation 0 is scored (:func:`shift_scores`) at every
    :data:`COARSE_STEP` shift within :data:`SHIFT_SIDES` of a side, with the quad turned
    by each of :data:`TURNS_DEG` (the turns only past :data:`TURN_GATE`); the best place
    is searched again every px within :data:`FINE_REACH`, and there every id under every
    rotation is scored. The best must clear :data:`MIN_CLEAR` there; every other id at
    rotation 0 at every place searched, and every other hypothesis at the place read,
    must stay under :data:`MAX_OTHER`."""
    return _search(img, quad, card_ids, lit_scores_many, MIN_CLEAR, MAX_OTHER, TURN_GATE)


def _search(img: np.ndarray, quad: np.ndarray, card_ids, model, min_clear: float,
            max_other: float, gate: float) -> tuple[int, float, float, np.ndarray] | None:
    """:func:`decode_at`'s search under ``model`` (:func:`shift_scores`) with its least
    clearance ``min_clear``, the most ``max_other`` for any other hypothesis and the
    unturned coarse search's least best ``gate``."""
    q = np.asarray(quad, np.float64)
    upright = np.flatnonzero((ROTS_H == 0) & np.isin(IDS_H, list(card_ids)))
    if len(upright) == 0:
        return None
    reach = max(1, int(round(SHIFT_SIDES * N * LIT_CELL_PX)))  # rectified px
    reach -= reach % COARSE_STEP
    best = None  # (score, upright index, turned quad, shift in cells)
    per_id = np.full(len(upright), -np.inf)
    for deg in TURNS_DEG:
        qt = _turned(q, deg)
        s, shifts = shift_scores(img, qt, reach, COARSE_STEP, upright, model)
        np.maximum(per_id, s.max(axis=0), out=per_id)
        at, j = np.unravel_index(int(np.argmax(s)), s.shape)
        if best is None or s[at, j] > best[0]:
            best = (float(s[at, j]), int(j), qt, shifts[at])
        if deg == TURNS_DEG[0] and best[0] < gate:
            return None
    _, j, qt, shift = best
    qt = qt + _image_shift(qt, shift)
    f, fine = shift_scores(img, qt, FINE_REACH, 1, upright, model)
    np.maximum(per_id, f.max(axis=0), out=per_id)
    others = np.delete(per_id, j)
    if others.size and float(others.max()) > max_other:
        return None
    k = int(np.argmax(f[:, j]))
    if float(f[k, j]) < min_clear:
        return None
    moved = qt + _image_shift(qt, fine[k])
    every, _ = shift_scores(img, moved, 0, 1, None, model)  # every hypothesis, the place read
    h = int(upright[j])
    clear = float(every[0, h])
    other = float(np.max(np.delete(every[0], h)))
    if clear < min_clear or other > max_other:
        return None
    return (int(IDS_H[h]), clear, max(other, float(others.max()) if others.size else -1.0),
            moved)


#: :func:`decode_glare_at` (the glare model, :func:`~vision.lit_model.glare_scores_many`):
#: least clearance of the id read, the most any other hypothesis may reach, and the least
#: clearance of the unturned coarse search for the turns and the fine search to be tried.
GLARE_MIN_CLEAR = 0.15
GLARE_MAX_OTHER = -0.3
GLARE_GATE = -0.2


def decode_glare_at(img: np.ndarray, quad: np.ndarray, card_ids
                    ) -> tuple[int, float, float, np.ndarray] | None:
    """:func:`decode_at` under the glare model (:func:`~vision.lit_model.glare_scores_many`:
    sleeve glare lifting the black cells, clipped cells unknown): the same search over
    shifts and turns about ``quad`` (4×2 px of ``img``, ``H×W uint8``, the marker upright,
    its own top-left first), every id of ``card_ids`` at rotation 0; the turns only past
    :data:`GLARE_GATE`. The best must clear :data:`GLARE_MIN_CLEAR` at the place read
    (every px within :data:`FINE_REACH` of the best coarse place), every other id at
    rotation 0 at every place searched and every other hypothesis at the place read must
    stay under :data:`GLARE_MAX_OTHER`. Returns ``(id, clearance, best other, 4×2 quad
    px)`` or ``None``."""
    return _search(img, quad, card_ids, _glare_model, GLARE_MIN_CLEAR, GLARE_MAX_OTHER,
                   GLARE_GATE)


def _image_shift(quad: np.ndarray, cells: np.ndarray) -> np.ndarray:
    """The image px offset (2,) that moves ``quad`` (4×2 px) by ``cells`` (2,: marker
    cells along its own x and y axes)."""
    ux = ((quad[1] - quad[0]) + (quad[2] - quad[3])) / (2 * N)
    uy = ((quad[3] - quad[0]) + (quad[2] - quad[1])) / (2 * N)
    return cells[0] * ux + cells[1] * uy


def zone_layout(found: list[tuple[int, np.ndarray]], size: tuple[int, int]) -> TableLayout:
    """A layout of the seat markers among ``found`` (``(id, 4×2 corners px)``) in a frame
    of ``size`` ``(width, height)`` px."""
    lay = TableLayout()
    seats = []
    for i, c in found:
        meaning = ad.parse_marker_id(i)
        if meaning is not None and meaning[0] == "seat":
            seats.append(SeatSighting(int(meaning[1]), tuple(map(tuple, c.tolist()))))
    lay.update(seats, size=size)
    return lay


#: How many of :func:`vision.card_bands.light_masks`' masks are searched for bands (the
#: first: a band lighter than its neighbourhood; the second, for light cloths, would cost
#: as much again, and is not computed: session 34).
BAND_MASKS = 1


def band_quads(img: np.ndarray, layout: TableLayout) -> list[np.ndarray]:
    """The top marker's predicted quad (4×2 px, ArUco order) of every card band found
    (:func:`vision.card_bands.bands_in_masks`, :data:`BAND_MASKS`) in each seat zone of
    ``layout`` (``img``: ``H×W uint8``)."""
    out = []
    for seat in layout.seats:
        to_seat = layout.zone(seat).to_seat
        if to_seat is None:
            continue
        rect, m = rectify_zone(img, to_seat)
        for band in bands_in_masks(light_masks(rect, BAND_CS[:BAND_MASKS])):
            out.append(top_marker_quad(m @ np.vstack([band.card_to_rect(), [0.0, 0.0, 1.0]])))
    return out


def read_bands(img: np.ndarray, found: list[tuple[int, np.ndarray]], card_ids,
               glare: bool = False) -> list[tuple[int, np.ndarray]]:
    """New card markers read at the top-marker places of the cards' bands (``img``:
    ``H×W uint8``; ``found``: the markers read so far, seat markers included, ``(id, 4×2
    corners px)``): ``(id, 4×2 corners px)``, the quad where it was read. With ``glare``
    (a frame with glare), a place :func:`decode_at` does not read is decoded under the
    glare model too (:func:`decode_glare_at`)."""
    lay = zone_layout(found, (img.shape[1], img.shape[0]))
    if not lay.seats:
        return []
    cards = [c for i, c in found if i in card_ids]
    taken_c = [c.mean(axis=0) for c in cards]
    taken_s = list(plausible_quads(np.array(cards))[1]) if cards else []
    new: list[tuple[int, np.ndarray]] = []
    for q in band_quads(img, lay):
        centre = q.mean(axis=0)
        side = mean_side(q)
        if taken_c and bool(np.any(np.hypot(*(np.asarray(taken_c) - centre).T)
                                   < TAKEN_SIDES * np.maximum(taken_s, side))):
            continue
        got = decode_at(img, q, card_ids)
        if got is None and glare:
            got = decode_glare_at(img, q, card_ids)
        if got is None:
            continue
        new.append((got[0], got[3]))
        taken_c.append(centre)
        taken_s.append(side)
    return new


__all__ = ["read_bands", "decode_at", "decode_glare_at", "band_quads", "top_marker_quad",
           "shift_scores", "zone_layout", "SHIFT_SIDES", "MIN_CLEAR", "MAX_OTHER", "TAKEN_SIDES",
           "TOP_MARKER_MM", "GLARE_MIN_CLEAR", "GLARE_MAX_OTHER", "GLARE_GATE"]
