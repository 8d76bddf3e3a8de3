"""Near pass: card markers beside those read for which no threshold finds a quad, rescanned
×2 upscaled (used by :class:`vision.marker_reader.MarkerReader` after its noisy-frame pass).

A 28 px marker whose label touches a neighbour's label or a dark card edge keeps a white
quiet zone of 2–3 px; noise, JPEG or the label's own soft edge breaks it in places, the
threshold joins the marker's black border to the dark beyond, and ArUco finds no quad at
any window of the main, noisy-frame or touching-label scans. Upscaled ×:data:`NEAR_UPSCALE`
(cubic), the gap is 4–6 px wide and small threshold windows (:data:`NEAR_WINDOW_PX`) keep
it white.

Where (:func:`side_zones`): beside each card marker read, along its own four axes (a
card's neighbours in its seat's cascade lie 1.1–2.4 marker sides away, along one axis), in
a zone where no marker was read (:data:`NEAR_EXPLAINED`) and whose samples hold both label
white and marker black (:data:`NEAR_MIN_WHITE`, :data:`NEAR_MIN_DARK`, levels of the
marker beside it, :func:`marker_levels`): ~8 zones a 720p frame, 3 % of its area. The
near pass itself scans those with :data:`NEAR_SCAN_WHITE` of label white (a tenth; the
near-model pass and the cascade gate keep their own shares). The
zones, upscaled, are packed into one canvas for one ArUco call (:func:`read_near`). A marker
found there must be a card id not yet read there, inside its zone, of a plausible shape,
of a size near the marker beside it (:data:`NEAR_SIZE_TOL`), and printed on a white label
(:func:`~vision.marker_checks.printed_on_label`), as the main pass's; ArUco's own decoding
(error correction as the main pass) gives the id.

Figures (docs/benchmarks-history.md, "Vision", marker deck; 0 wrong, 0 phantom on every set):
720p seed 1000 98.60 → 98.85 %, 1080p 98.30 → 98.70 %; held-out seeds 70000 / 80000:
720p 98.70 → 99.00 / 98.41 → 98.65 %, 1080p 98.06 → 98.76 / 97.70 → 98.15 %; curled
(seed 30000, 2,008 instances) 96.31 → 97.21 %. Cost ~1.8 ms a 720p frame (same process,
median 13.07 → 14.84 ms). Its least perimeter counts contour points
(:func:`~vision.marker_checks.perimeter_rates`): 720p seed 1000 99.15 → 99.20 %.

Inputs: ``H×W uint8`` gray images; markers as ``(id, 4×2 corners px)`` in ArUco order.
"""
from __future__ import annotations

import cv2
import numpy as np

from .marker_checks import new_marker, perimeter_rates, plausible_quads

#: Upscale factor of the zones (×1 with 5/7 px windows read 1 of the 5 at 720p seed 1000,
#: ×1.5 3).
NEAR_UPSCALE = 2.0
#: Adaptive-threshold windows (px of the upscaled zones; min, max, 2 apart) and constant
#: (grey levels). 720p seed 1000 / 1080p seed 70000 misses read: 5 and 7 px 5 / 14; 7 px
#: alone 4 / 8 (~0.5 ms less); 9 px alone 3 at 720p.
NEAR_WINDOW_PX = (5, 7)
NEAR_THRESH_CONSTANT = 7
#: Zone beside a marker, in its mean sides: centred this far out along one of its axes,
#: half as long along it and half as wide across it (covers a neighbour at 1.1–2.1 sides,
#: 0.35 off the axis, turned up to 45°).
NEAR_ZONE = (1.4, 0.8, 0.85)
#: A read marker whose centre lies within this (sides along, across) of a zone's centre
#: explains it: no scan there (markers do not overlap).
NEAR_EXPLAINED = (0.85, 0.7)
#: Least share of a zone's 11×11 samples as light as the label (the marker's white less a
#: third of its white-to-black span) and as dark as the marker's black (its black plus a
#: third of the span): a neighbour's label and marker. 0.25 / 0.25 read 2 fewer at 720p
#: seed 1000 and 3 fewer at 1080p seed 70000 for ~0.4 ms less; white 0.2 alone ~2× zones.
NEAR_MIN_WHITE = 0.2
NEAR_MIN_DARK = 0.2
#: Least share of label white in the zones the near pass itself scans
#: (:class:`vision.marker_reader.MarkerReader` asks :func:`zone_axes` with it; the other
#: passes keep :data:`NEAR_MIN_WHITE`): a cascade's next card whose marker fills most of its
#: zone and whose label is cut thin by the card's edge gives 0.12–0.2 (session 39, held39).
NEAR_SCAN_WHITE = 0.1
#: Zones two cascade steps out (:func:`zone_axes` ``out``, marker sides; the zone as long
#: and wide as :data:`NEAR_ZONE`'s, so 1.6–3.2 sides out): a cascade's older card showing
#: only its top band, whose neighbour towards the read card is covered past reading (its
#: marker 75–90 % in view), lies 2.1–2.5 sides from the marker read (session 41, held41:
#: 200000 and 210000, 7 of their 39 misses).
NEAR_TWO_STEPS = 2.4
#: Zones three cascade steps out (marker sides; the zone as long and wide as
#: :data:`NEAR_ZONE`'s), each one step past a two-step zone asked (label white and marker
#: black there, no marker read): a cascade's oldest card whose two younger neighbours are
#: covered past reading (their markers 65–97 % in view) lies 3.0–3.2 sides from the marker
#: read, its own marker cut by the two-step zone's crop (session 69, acc69: held-out 720p
#: 280000 f218, f223). :meth:`vision.marker_reader.MarkerReader._three_step_zones` asks
#: them for the near pass's ArUco scan only.
NEAR_THREE_STEPS = 3.0
#: A marker found must have a mean side within these shares of the marker beside it.
NEAR_SIZE_TOL = (0.75, 1.3)

Markers = list[tuple[int, np.ndarray]]
_GRID = np.stack(np.meshgrid(np.linspace(-1, 1, 11), np.linspace(-1, 1, 11)), -1).reshape(-1, 2)
#: Samples of a zone (:func:`zone_samples`: 11×11).
ZONE_SAMPLES = len(_GRID)
#: :func:`zone_axes`' sample grid along and across a zone, in marker sides (1×121×1).
_GRID_ALONG = _GRID[None, :, :1] * NEAR_ZONE[1]
_GRID_ACROSS = _GRID[None, :, 1:] * NEAR_ZONE[2]
#: A zone's crop (only the box :func:`read_near` cuts: the zone's centre, samples and levels
#: stay) reaches this far (marker sides) past :data:`NEAR_ZONE`'s width towards the side
#: whose outer row of 11 samples (across) holds the more marker black, at least
#: :data:`NEAR_EDGE_DARK`: moved that way, its size kept, when the other side's holds at most
#: :data:`NEAR_EDGE_CLEAR` (no marker there to cut); widened that way only otherwise. A
#: cascade's next card lying 0.5–0.9 sides off its read neighbour's axis, its white border
#: cut to ~1 px by the card after it, had its marker cut by the crop and was never read
#: (session 45, acc45 and acc45b, docs/benchmarks-history.md). 0 keeps main's crops.
#: :data:`NEAR_EDGE_CLEAR` −1: never moved, only widened (session 45, acc45c: the move lost
#: a card main reads, held-out 1080p 70000 f34, the Investigators of seat 2).
NEAR_SHIFT = 0.3
NEAR_EDGE_DARK = 5
NEAR_EDGE_CLEAR = -1
#: :func:`zone_axes`' outer sample rows across a zone: ``1×2×121`` (its −1 side, its +1 side).
_ACROSS_EDGES = np.stack([_GRID[:, 1] == -1, _GRID[:, 1] == 1])[None]


#: :func:`marker_levels` samples: the 6×6 cell centres of a marker (border and data).
_CELLS = (np.arange(6) + 0.5) / 6


def _cell_weights() -> tuple[np.ndarray, ...]:
    """The bilinear weights of :func:`marker_levels`' samples on a quad's 4 corners (TL, TR,
    BR, BL), each ``1×36×1``."""
    u, v = np.meshgrid(_CELLS, _CELLS)
    u, v = u.ravel()[None, :, None], v.ravel()[None, :, None]
    return (1 - u) * (1 - v), u * (1 - v), u * v, (1 - u) * v


_CELL_WEIGHTS = _cell_weights()


def marker_levels(img: np.ndarray, quads: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """``(white, black)`` grey levels of ``N×4×2`` marker quads (px of ``img``, ``H×W
    uint8``), from the nearest pixel at each of the 36 cells' centres (bilinear in the
    quad): white the second lightest, black the 11th darkest (20 border cells and about
    half the 16 data cells are black). Length-``N`` float arrays."""
    w00, w10, w11, w01 = _CELL_WEIGHTS
    q = quads[:, None]
    pts = w00 * q[:, :, 0] + w10 * q[:, :, 1] + w11 * q[:, :, 2] + w01 * q[:, :, 3]
    h, w = img.shape[:2]
    x = np.clip(pts[..., 0] + 0.5, 0, w - 1).astype(np.intp)
    y = np.clip(pts[..., 1] + 0.5, 0, h - 1).astype(np.intp)
    vals = np.sort(img[y, x].astype(np.float32), axis=1)
    return vals[:, -2], vals[:, 10]


def zone_samples(img: np.ndarray, centres: np.ndarray, sides: np.ndarray, along: np.ndarray,
                 across: np.ndarray | None = None) -> tuple[np.ndarray, np.ndarray]:
    """The 11×11 samples (nearest pixel of ``img``, ``H×W uint8``) of ``Z`` zones (centres
    ``Z×2`` px, marker sides ``Z`` px, unit axes ``along`` and ``across`` ``Z×2``, across
    by default ``along`` turned 90°; :data:`NEAR_ZONE`'s extents): ``(points Z×121×2 px,
    grey values Z×121 uint8)``."""
    if across is None:
        across = np.stack([-along[:, 1], along[:, 0]], axis=1)
    pts = centres[:, None] + sides[:, None, None] * (_GRID_ALONG * along[:, None]
                                                    + _GRID_ACROSS * across[:, None])
    h, w = img.shape[:2]
    x = np.clip(pts[..., 0] + 0.5, 0, w - 1).astype(np.intp)
    y = np.clip(pts[..., 1] + 0.5, 0, h - 1).astype(np.intp)
    return pts, img[y, x]


def side_zones(img: np.ndarray, found: Markers, card_ids: set[int]
               ) -> list[tuple[int, int, int, int, float]]:
    """Zones to scan beside the card markers of ``found`` (``(id, 4×2 corners px)`` of
    ``img``, ``H×W uint8``): ``(x0, y0, x1, y1, side px)``, the bounding box (px) of a
    rectangle beside a marker along one of its axes (:data:`NEAR_ZONE`) with no read
    marker's centre in it (:data:`NEAR_EXPLAINED`), whose 11×11 samples (nearest pixel)
    hold at least :data:`NEAR_MIN_WHITE` within a third of the white-to-black span below
    that marker's white and :data:`NEAR_MIN_DARK` within a third above its black
    (:func:`marker_levels`); ``side`` is that marker's mean side. Card markers only
    (ids in ``card_ids``, plausible shapes); every read marker explains."""
    return [z[:5] for z in zone_axes(img, found, card_ids)]


def zone_axes(img: np.ndarray, found: Markers, card_ids: set[int],
              min_white: float = NEAR_MIN_WHITE,
              beside: tuple[np.ndarray, float] | None = None,
              out: float = NEAR_ZONE[0], min_dark: float = NEAR_MIN_DARK) -> list[tuple]:
    """:func:`side_zones` with each zone's centre, axis, levels and label white: ``(x0, y0,
    x1, y1, side px, centre 2 px, axis 2, light, dark, white)``, ``axis`` the unit vector
    (image px) along which the zone lies beside its marker (one of that marker's own axes),
    ``light`` / ``dark`` the grey levels from which a sample counts as label white / marker
    black (that marker's levels, a third of its span in), ``white`` how many of its
    :data:`ZONE_SAMPLES` samples are label white (:func:`with_white` keeps those with more).
    ``min_white``: the least share of label white in a zone's samples (default
    :data:`NEAR_MIN_WHITE`). ``beside``: ``(points P×2 px, reach)``: only the zones whose
    centre lies under ``reach`` times its marker's side from one of the points (the same
    zones, in the same order, as the whole list filtered so; the others are not sampled).
    ``out``: how far out (marker sides) the zones' centres lie along the axes (default
    :data:`NEAR_ZONE`'s; :data:`NEAR_TWO_STEPS` for the zones two cascade steps out).
    ``min_dark``: the least share of marker black (default :data:`NEAR_MIN_DARK`; less for
    :func:`vision.lifted_zones.lifted_zones`, a marker's black lifted by glare). The box
    ``(x0, y0, x1, y1)`` is moved or widened across towards marker black on its outer
    samples (:data:`NEAR_SHIFT`); the centre is the zone's own."""
    if not found:
        return []
    quads = np.array([c for _, c in found])
    centres = quads.mean(axis=1)
    ok, sides = plausible_quads(quads)
    cards = np.array([k for k, (i, _) in enumerate(found) if i in card_ids and ok[k]], np.intp)
    if not len(cards):
        return []
    q, c, s = quads[cards], centres[cards], sides[cards]
    up = (q[:, 0] + q[:, 1] - q[:, 2] - q[:, 3]) / 2
    right = (q[:, 1] + q[:, 2] - q[:, 0] - q[:, 3]) / 2
    up /= np.maximum(np.hypot(up[:, 0], up[:, 1]), 1e-6)[:, None]
    right /= np.maximum(np.hypot(right[:, 0], right[:, 1]), 1e-6)[:, None]
    along = np.concatenate([up, -up, right, -right])  # 4M×2, side by side
    across = np.concatenate([right, right, up, up])
    c4, s4 = np.concatenate([c] * 4), np.concatenate([s] * 4)  # as np.tile, cheaper
    z = c4 + out * s4[:, None] * along  # zone centres
    cand = np.arange(len(z))  # the zones tested: with ``beside`` only those near its points
    if beside is not None:
        pts, reach = np.asarray(beside[0], np.float64).reshape(-1, 2), beside[1]
        near = np.hypot(pts[None, :, 0] - z[:, None, 0], pts[None, :, 1] - z[:, None, 1])
        cand = np.flatnonzero(near.min(axis=1, initial=np.inf) < reach * s4)
        if not len(cand):
            return []
    rel = centres[None] - z[cand, None]  # Z×N×2
    ca, cc = along[cand], across[cand]
    da = np.abs(rel[..., 0] * ca[:, None, 0] + rel[..., 1] * ca[:, None, 1])
    dc = np.abs(rel[..., 0] * cc[:, None, 0] + rel[..., 1] * cc[:, None, 1])
    sc = s4[cand, None]
    # the zones no read marker explains; only they are sampled (each zone on its own)
    open_ = cand[~np.any((da / sc < NEAR_EXPLAINED[0]) & (dc / sc < NEAR_EXPLAINED[1]),
                         axis=1)]
    if not len(open_):
        return []
    m = open_ % len(cards)  # each open zone's marker
    if beside is not None:  # few asked: only their markers' levels (each its own)
        mk, m = np.unique(m, return_inverse=True)
        white, black = marker_levels(img, q[mk])
    else:
        white, black = marker_levels(img, q)
    white, black = white[m], black[m]
    zo, so, alo, aco = z[open_], s4[open_], along[open_], across[open_]
    _, v = zone_samples(img, zo, so, alo, aco)
    h, w = img.shape[:2]
    light = white - (white - black) / 3
    dark = black + (white - black) / 3
    n_min = (min_white * v.shape[1], min_dark * v.shape[1])
    n_white = np.count_nonzero(v >= light[:, None], axis=1)
    keep = n_white >= n_min[0]
    keep &= np.count_nonzero(v <= dark[:, None], axis=1) >= n_min[1]
    # the crop's box: moved or widened across towards the side whose outer row of samples
    # holds the more marker black (NEAR_SHIFT; ties: the -1 side)
    n_edge = np.count_nonzero((v <= dark[:, None])[:, None] & _ACROSS_EDGES, axis=2)  # Z×2
    to_plus = n_edge[:, 1] > n_edge[:, 0]
    n_dark, n_other = n_edge.max(axis=1), n_edge.min(axis=1)
    moved = (n_dark >= NEAR_EDGE_DARK) & (n_other <= NEAR_EDGE_CLEAR)
    grown = (n_dark >= NEAR_EDGE_DARK) & ~moved
    reach = NEAR_ZONE[2] + NEAR_SHIFT * (moved | grown)  # sides, towards the dark side
    back = NEAR_ZONE[2] - NEAR_SHIFT * moved  # sides, the other way
    sign = np.where(to_plus, 1.0, -1.0)
    zc = zo + aco * (sign * (reach - back) / 2 * so)[:, None]
    ext = (np.abs(alo) * NEAR_ZONE[1] + np.abs(aco) * ((reach + back) / 2)[:, None]) * so[:, None]
    lo = np.maximum(np.floor(zc - ext), 0).astype(int)
    hi = np.minimum(np.ceil(zc + ext) + 1, (w, h)).astype(int)
    keep &= ((hi - lo) > 4).all(axis=1)
    return [(int(lo[n, 0]), int(lo[n, 1]), int(hi[n, 0]), int(hi[n, 1]), float(so[n]),
             zo[n], alo[n], float(light[n]), float(dark[n]), int(n_white[n]))
            for n in np.flatnonzero(keep)]


def with_white(zones, min_white: float) -> list[tuple]:
    """The ``zones`` (:func:`zone_axes`) whose samples hold at least ``min_white`` (a
    share) of label white: what :func:`zone_axes` with that ``min_white`` gives, when the
    zones were asked with less."""
    return [z for z in zones if z[9] >= min_white * ZONE_SAMPLES]


def zones_past(img: np.ndarray, found: Markers, card_ids: set[int], zones,
               min_white: float, out: float = NEAR_TWO_STEPS,
               zones_out: float = NEAR_ZONE[0]) -> list[tuple]:
    """The zones ``out`` (default :data:`NEAR_TWO_STEPS`) sides out beside the markers
    ``found`` (``(id, 4×2 corners px)`` of ``img``, ``H×W uint8``), each one cascade step
    past one of ``zones`` (:func:`zone_axes`' tuples, ``zones_out`` sides out: by default
    :data:`NEAR_ZONE`'s distance; :data:`NEAR_TWO_STEPS` for the three-step zones past
    the two-step ones, ``out=NEAR_THREE_STEPS``): the same marker and axis, as
    :func:`zone_axes` gives them with ``out`` and ``min_white`` (a share of label white).
    A cascade's older card shows its marker there when the cards between are covered past
    reading (session 41, held41; session 43, acc43; session 69, acc69)."""
    if not zones:
        return []
    past = np.array([z[5] + (out - zones_out) * z[4] * z[6] for z in zones])
    return zone_axes(img, found, card_ids, min_white, beside=(past, 0.05), out=out)


#: Zones are upscaled and packed into one canvas (rows of at most this width, px),
#: separated by :data:`NEAR_GAP_PX` px of the frame's mean grey: one ArUco call a frame.
NEAR_CANVAS_W = 1600
NEAR_GAP_PX = 8


def zone_crop(full: np.ndarray, shape: tuple[int, int], zone, k: float) -> np.ndarray:
    """The ``zone`` (``(x0, y0, x1, y1, …)`` px of an image of ``shape`` ``(H, W)``, the
    marker reader's detection image) upscaled ×``k`` as :func:`read_near` upscales it, cut
    from ``full`` (``h×w uint8``, the frame that image was scaled down from, px centres
    mapped as the reader maps them back: ``(p + 0.5) × w / W − 0.5``): the same pixel grid
    (``round(k·(x1 − x0))`` wide, cubic), from the frame's own detail instead of the
    downscale's (``INTER_AREA`` at 1080p softens a 2–3 px quiet zone the 720p frame keeps;
    session 29, docs/benchmarks-history.md)."""
    x0, y0, x1, y1 = zone[:4]
    sx, sy = full.shape[1] / shape[1], full.shape[0] / shape[0]
    m = np.array([[sx / k, 0.0, (x0 + 0.5 / k) * sx - 0.5],
                  [0.0, sy / k, (y0 + 0.5 / k) * sy - 0.5]])
    return cv2.warpAffine(full, m, (round(k * (x1 - x0)), round(k * (y1 - y0))),
                          flags=cv2.INTER_CUBIC | cv2.WARP_INVERSE_MAP,
                          borderMode=cv2.BORDER_REPLICATE)


def read_near(img: np.ndarray, found: Markers, detector, card_ids: set[int],
              label_check: bool = True, zones=None, full: np.ndarray | None = None
              ) -> Markers:
    """Card markers beside those ``found`` (``(id, 4×2 corners px)`` of ``img``,
    ``H×W uint8``, the main pass's image) that ArUco ``detector`` (its windows
    :data:`NEAR_WINDOW_PX`; its perimeter rates are set here) reads in their
    :func:`side_zones`, upscaled ×:data:`NEAR_UPSCALE` and packed into one canvas (rows of
    at most :data:`NEAR_CANVAS_W` px, :data:`NEAR_GAP_PX` px of the frame's mean grey
    between them): new ``(id, 4×2 corners px of img)``. Kept: ids in ``card_ids``, the quad
    inside its zone, a plausible shape, a mean side within :data:`NEAR_SIZE_TOL` of the
    marker beside it, no marker of that id read within a side, and (``label_check``)
    printed on a white label (:func:`~vision.marker_checks.printed_on_label`). ``zones``:
    :func:`side_zones` of ``found`` when already computed (:func:`zone_axes`' are taken).
    ``full``: the frame ``img`` was scaled down from (``h×w uint8``, larger): the zones are
    cut from it (:func:`zone_crop`; 1080p benchmark seed 1000: 2 more read, 0 wrong)."""
    zones = side_zones(img, found, card_ids) if zones is None else [z[:5] for z in zones]
    if not zones:
        return []
    k = NEAR_UPSCALE
    if full is None or full.shape == img.shape:
        crops = [cv2.resize(img[y0:y1, x0:x1], None, fx=k, fy=k,
                            interpolation=cv2.INTER_CUBIC) for x0, y0, x1, y1, _ in zones]
    else:
        crops = [zone_crop(full, img.shape[:2], z, k) for z in zones]
    g = NEAR_GAP_PX
    order = sorted(range(len(zones)), key=lambda n: -crops[n].shape[0])
    place: dict[int, tuple[int, int]] = {}
    x = y = row_h = width = 0
    for n in order:
        ch, cw = crops[n].shape
        if x and x + cw > NEAR_CANVAS_W:
            x, y, row_h = 0, y + row_h + g, 0
        place[n] = (x + g, y + g)
        x += cw + g
        row_h = max(row_h, ch)
        width = max(width, x)
    canvas = np.full((y + row_h + 2 * g, width + g), int(img[::16, ::16].mean()), np.uint8)
    rects = []  # (n, x0, y0, x1, y1) of each zone on the canvas (disjoint)
    for n, (cx, cy) in place.items():
        ch, cw = crops[n].shape
        canvas[cy:cy + ch, cx:cx + cw] = crops[n]
        rects.append((n, cx, cy, cx + cw, cy + ch))
    lo_all = NEAR_SIZE_TOL[0] * min(z[4] for z in zones)
    hi_all = NEAR_SIZE_TOL[1] * max(z[4] for z in zones)
    params = detector.getDetectorParameters()
    params.minMarkerPerimeterRate, params.maxMarkerPerimeterRate = perimeter_rates(
        k * lo_all, k * hi_all, max(canvas.shape))
    detector.setDetectorParameters(params)
    corners, ids, _ = detector.detectMarkers(canvas)
    new: Markers = []
    near: dict[int, list[np.ndarray]] = {}  # id -> centres of the markers of that id read
    for q, i in zip(corners, () if ids is None else ids.ravel()):
        i = int(i)
        q = q.reshape(4, 2).astype(np.float64)
        m = q.mean(axis=0)
        mx, my = int(m[0]), int(m[1])
        n = next((r[0] for r in rects if r[1] <= mx < r[3] and r[2] <= my < r[4]), -1)
        if n < 0 or i not in card_ids:
            continue
        x0, y0, x1, y1, s = zones[n]
        cx, cy = place[n]
        c = (q - (cx, cy) + 0.5) / k - 0.5 + (x0, y0)
        lo, hi = NEAR_SIZE_TOL[0] * s, NEAR_SIZE_TOL[1] * s
        ok, side = plausible_quads(c[None])
        if not ok[0] or not lo <= side[0] <= hi:
            continue
        if (c.min(axis=0) < (x0, y0)).any() or (c.max(axis=0) > (x1 - 1, y1 - 1)).any():
            continue  # reaches past its crop: a quad closed by the gap
        if new_marker(img, found, near, i, c, side[0], label_check):
            new.append((i, c))
    return new


__all__ = ["read_near", "side_zones", "zone_axes", "with_white", "zones_past", "zone_samples", "ZONE_SAMPLES", "marker_levels", "NEAR_UPSCALE",
           "NEAR_WINDOW_PX", "zone_crop",
           "NEAR_THRESH_CONSTANT", "NEAR_ZONE", "NEAR_EXPLAINED", "NEAR_MIN_WHITE", "NEAR_SCAN_WHITE",
           "NEAR_MIN_DARK", "NEAR_SIZE_TOL", "NEAR_TWO_STEPS", "NEAR_THREE_STEPS"]
