"""Near-model pass: a card marker beside one read, for which no threshold finds a quad,
located by its printed border and read under the illumination model
(:mod:`vision.lit_model`; used by :class:`vision.marker_reader.MarkerReader` after its
near pass).

Some markers next to a read one get no quad from any ArUco scan, even ×2 upscaled (the
near pass, :mod:`vision.near_pass`): on a dim frame the white quiet zone between a label
and the dark card beside it is 1–2 px of grey, and the threshold joins the marker's
black border to the dark beyond. Yet with its true quad every cell reads clearly
(:func:`~vision.lit_model.lit_decode`: best clearance ~0.4, runner-up under −0.5). The
marker's size and axes are those of the read marker beside it (same seat, the cards of
a cascade lie within a few degrees), so only its place is unknown:

* each near-pass zone (:func:`~vision.near_pass.zone_axes`) is rectified in the read
  marker's axes at :data:`MODEL_CELL_PX` px a cell;
* :func:`ring_contrast` (one integral image) gives at every place the mean grey of a
  marker's quiet-zone ring minus that of its black border, the data cells left out; its
  best place in the zone, at least 0.7 side from every marker read, is decoded when the
  contrast reaches :data:`MODEL_MIN_CONTRAST` of the cells' own white-to-black span
  there (:func:`~vision.near_pass.marker_levels`);
* when the marker's edges there are turned :data:`MODEL_RETURN_DEG` or more from those
  axes (:func:`marker_turn`; the cards of a hand-laid cascade lie up to ~15° from each
  other), the place is searched again in the turned axes, which the decode then uses;
* decoded at a few turns (:data:`MODEL_TURNS_DEG`) under the illumination model
  (:func:`~vision.lit_model.lit_scores`), card ids only, and kept when the best id clears
  every cell by :data:`MODEL_MIN_MARGIN` and no other id or rotation reaches
  :data:`MODEL_MAX_RUNNER_UP` (stricter than ``lit_decode``'s 0.1 and 0: the place was
  searched), no marker of that id was read within a side, and it is printed on a white
  label (:func:`~vision.marker_checks.printed_on_label`); on a frame with glare, a place
  that model does not read is decoded under the glare model too
  (:func:`~vision.lit_model.glare_scores_many`: a sleeve's glare lifts the black cells
  toward the label's white; :data:`MODEL_GLARE_MIN_CLEAR`, :data:`MODEL_GLARE_MAX_OTHER`);
* on a frame that is not noisy, a place whose squares no id clears (or whose square's
  ring reaches only :data:`MODEL_FIT_MIN_CONTRAST`) is decoded once more at the quad
  fitted to its printed border (:mod:`vision.border_fit`, :data:`MODEL_FIT`), when that
  quad's own ring reaches :data:`MODEL_MIN_CONTRAST`, with the same margins: a curled
  card's marker is not its flat neighbour's square (curled 720p seed 30000 97.22 →
  98.01 %, session 47);
* a zone is searched again after a read (two markers in one zone), on a noisy frame also
  after a place that gave none (its next best place, :data:`MODEL_PLACE_MISSES`: the best
  is sometimes a read card's label edge) where a little label white and marker black lie
  outside every card read (the reader's ``second_place``:
  :func:`vision.cascade_gate.second_place_worth`), and the zones beside
  a marker just read are searched in a second round (:data:`MODEL_ROUNDS`): a cascade's
  card two steps from the nearest marker read before; past each of those zones, the zone
  two cascade steps out too (:data:`MODEL_TWO_STEP_ROUNDS`): the card beyond one covered
  past reading.

Its zones are the near pass's with less label white asked (:data:`MODEL_MIN_WHITE`: in a
dim room the label of a cascade's next card, partly under the card after it, shows less).
The reader runs it in every zone of a noisy frame (``MarkerReader.last_noisy``: dim
light), where most misses it reads were; ~1 ms a zone on a loaded machine, ~12 zones a
dim frame. On the other frames it runs only in the zones the cascade gate keeps
(:func:`vision.cascade_gate.cascade_zones`: an unread card's label and marker outside
every card read), ~1 zone in 10, its second round too (``zone_filter``).

Figures: docs/benchmarks-history.md, "Vision", marker deck. Inputs: ``H×W uint8`` gray images;
markers as ``(id, 4×2 corners px)`` in ArUco order.
"""
from __future__ import annotations

from functools import partial

import cv2
import numpy as np

from .border_fit import fit_border
from .lit_model import IDS_H, ROTS_H, cell_grid, glare_scores_many, lit_scores
from .marker_checks import new_marker
from .near_pass import NEAR_ZONE, marker_levels, zone_axes, zones_past

#: px per marker cell of the rectified zone (a marker is 6 cells wide).
MODEL_CELL_PX = 6
#: Least ring-minus-border contrast of the best place, as a share of the white-to-black
#: span of the cells there (:func:`~vision.near_pass.marker_levels`; a printed marker ~0.5,
#: the zone's best place on no marker mostly under 0.35).
MODEL_MIN_CONTRAST = 0.35
#: Least white-to-black span (grey levels) of the cells at the best place.
MODEL_MIN_SPAN = 30.0
#: Rounds of :func:`read_near_model`: after a read, the zones beside the new marker are
#: searched too (a second round).
MODEL_ROUNDS = 2
#: Least share of label white in the samples of a zone the pass searches
#: (:func:`~vision.near_pass.zone_axes`; the near pass's :data:`~vision.near_pass.NEAR_MIN_WHITE`
#: is 0.2): in a dim room the next label of a cascade, partly under the card after it,
#: gives 0.17–0.19.
MODEL_MIN_WHITE = 0.1
#: Whether a round's next zones (:func:`read_near_model`) take, past each zone beside a
#: marker just read, the zone two cascade steps out too
#: (:data:`~vision.near_pass.NEAR_TWO_STEPS`): a cascade's oldest card lies two steps past
#: the marker this pass read, the card between covered past reading (75–82 % of its marker
#: in view; session 43, acc43: 720p 270000 f39, 280000 f123 twice).
MODEL_TWO_STEP_ROUNDS = True
#: A place the squares at :data:`MODEL_TURNS_DEG` do not read is decoded once more at the
#: quad fitted to its printed border (:func:`decode_place` ``fit``,
#: :mod:`vision.border_fit`): a curled card's marker is not its flat neighbour's square
#: (26 × 20 px beside 24 × 24, or sheared; session 47, curl47, docs/benchmarks-history.md).
MODEL_FIT = True
#: With :data:`MODEL_FIT`, a place whose square's ring contrast is under
#: :data:`MODEL_MIN_CONTRAST` but reaches this share of the span is decoded at its fitted
#: quad alone (whose own ring must reach :data:`MODEL_MIN_CONTRAST`): the square of a
#: curled card's marker, off its cells, gave 0.24–0.33 (curled seed 30000, f9 and f10).
MODEL_FIT_MIN_CONTRAST = 0.2
#: Turns (degrees, from the read marker's axes) at which the best place is decoded.
MODEL_TURNS_DEG = (0.0, -5.0, 5.0)
#: The other turns are tried only when the first reaches this clearance.
MODEL_FIRST_TURN_MIN = 0.0
#: A best place whose marker edges (:func:`marker_turn`) are turned this much or more
#: (degrees) from the read marker's axes is searched again in the turned axes: the cards
#: of a hand-laid cascade lie up to ~15° from each other, past :data:`MODEL_TURNS_DEG`.
MODEL_RETURN_DEG = 4.0
#: On a noisy frame, places of a zone that may give no new marker before the zone is
#: left (elsewhere 1): the best place is sometimes a read card's own label edge or the
#: dark beside it, the marker the next best (dim cascade cards of 720p 80000 frame 27 and
#: 110000 frame 213). Everywhere it would cost ×1.07 at the median 720p frame; on a
#: noisy frame the reader asks it only where ``second_place`` keeps the zone
#: (:func:`read_near_model`).
MODEL_PLACE_MISSES = 2
#: Least clearance of the best hypothesis and most the runner-up may reach
#: (:func:`~vision.lit_model.lit_scores`).
MODEL_MIN_MARGIN = 0.25
MODEL_MAX_RUNNER_UP = -0.3
#: :func:`decode_place` under the glare model (a sleeve's glare or a hot spot lifting the
#: black cells): least clearance of the best hypothesis, most any other id may reach. Of
#: the 486 places the near-model pass decoded in vain on 720p seeds 1000 and 90000, none
#: off a marker of the id it named reached 0 (best −0.01); 18 on one reached 0.1. About
#: 1 ms a place, so the reader asks it on frames with glare only (where all the cards it
#: gained on eleven sets lay).
MODEL_GLARE_MIN_CLEAR = 0.1
MODEL_GLARE_MAX_OTHER = -0.25

Markers = list[tuple[int, np.ndarray]]


def ring_contrast(patch: np.ndarray, cell_px: int = MODEL_CELL_PX) -> np.ndarray:
    """For every place of an upright marker of ``6·cell_px`` px in ``patch`` (``H×W``
    gray): the mean grey of the half-cell ring round it (its quiet zone) minus that of its
    one-cell black border (grey levels; the data cells left out), from one integral image
    (``int32`` for a ``uint8`` patch: its box sums are exact integers, as in ``float64``).
    Returns ``(H − 7·cell_px + 1)×(W − 7·cell_px + 1) float64``: entry ``[y, x]`` is the
    marker whose ring's top-left pixel is ``(x, y)``, its centre at
    ``(x, y) + 3.5·cell_px − 0.5``."""
    h = cell_px // 2
    n = 6 * cell_px + 2 * h
    if patch.dtype == np.uint8:
        ii = cv2.integral(np.ascontiguousarray(patch), sdepth=cv2.CV_32S)
    else:
        ii = cv2.integral(np.ascontiguousarray(patch, np.float32), sdepth=cv2.CV_64F)
    ny, nx = patch.shape[0] - n + 1, patch.shape[1] - n + 1

    def box(offset: int, size: int) -> np.ndarray:
        rows = ii[offset + size:offset + size + ny] - ii[offset:offset + ny]  # whole rows
        return rows[:, offset + size:offset + size + nx] - rows[:, offset:offset + nx]

    outer, marker, data = box(0, n), box(h, 6 * cell_px), box(h + cell_px, 4 * cell_px)
    ring_px = n * n - (6 * cell_px) ** 2
    border_px = (6 * cell_px) ** 2 - (4 * cell_px) ** 2
    outer -= marker
    marker -= data
    return outer / ring_px - marker / border_px


def _quad(centre: np.ndarray, axis: np.ndarray, side: float, turn_deg: float) -> np.ndarray:
    """A square marker quad (4×2 px, clockwise in the image as ArUco's) of ``side`` px
    about ``centre``, its first side along ``axis`` turned by ``turn_deg``."""
    t = np.deg2rad(turn_deg)
    e1 = np.array([axis[0] * np.cos(t) - axis[1] * np.sin(t),
                   axis[0] * np.sin(t) + axis[1] * np.cos(t)])
    e2 = np.array([-e1[1], e1[0]])
    h = side / 2.0
    return np.array([centre - h * e1 - h * e2, centre + h * e1 - h * e2,
                     centre + h * e1 + h * e2, centre - h * e1 + h * e2])


def best_place(img: np.ndarray, centre: np.ndarray, axis: np.ndarray, side: float,
               taken: np.ndarray, responses: dict | None = None
               ) -> tuple[np.ndarray, float] | None:
    """The place (px of ``img``, ``H×W uint8``) within a near-pass zone (centre
    ``centre`` px, along ``axis``, a unit vector, of a marker of ``side`` px:
    :data:`~vision.near_pass.NEAR_ZONE`) where a marker's quiet-zone ring is lightest
    against its border (:func:`ring_contrast`), at least 0.7 side from the centres
    ``taken`` (``N×2`` px, the markers read): ``(centre 2 px, contrast grey levels)``,
    or ``None`` when no place is left. ``responses``: a dict kept by the caller for one
    ``img``, in which the zone's rectified ring contrasts are kept by ``(centre, axis,
    side)``: a zone searched again (after a read, or past a place that gave none) takes
    them from there, only ``taken`` being new (session 54, speed54)."""
    k = MODEL_CELL_PX
    c = side / (6.0 * k)  # image px per patch px
    reach = max(NEAR_ZONE[1], NEAR_ZONE[2]) * side
    w = int(np.ceil(2 * (reach + 0.6 * side) / c))
    ax = np.asarray(axis, np.float64)
    across = np.array([-ax[1], ax[0]])
    key = (float(centre[0]), float(centre[1]), float(ax[0]), float(ax[1]), float(side))
    got = None if responses is None else responses.get(key)
    if got is None:
        a = np.empty((2, 3))
        a[:, 0], a[:, 1] = ax * c, across * c
        a[:, 2] = np.asarray(centre, np.float64) - a[:, :2] @ (w / 2.0, w / 2.0)
        patch = cv2.warpAffine(img, a, (w, w),
                               flags=cv2.INTER_LINEAR | cv2.WARP_INVERSE_MAP,
                               borderMode=cv2.BORDER_REPLICATE)
        got = a, ring_contrast(patch, k)
        if responses is not None:
            responses[key] = got
    a, resp = got
    off = 3.5 * k - 0.5  # a response entry's marker centre, patch px, from its index
    ny, nx = resp.shape
    du, dv, ok = _place_grid(w, ny, nx, off, NEAR_ZONE[1] * side / c,
                             NEAR_ZONE[2] * side / c)
    if len(taken):
        rel = np.asarray(taken, np.float64).reshape(-1, 2) - centre
        rel = rel[np.hypot(rel[:, 0], rel[:, 1]) < (reach + 0.7 * side) * np.sqrt(2.0)]
        r2 = (0.7 * side / c) ** 2
        if len(rel):
            ok = _away(ok, du, dv, rel @ ax / c, rel @ across / c, r2)
    if not ok.any():
        return None
    resp = np.where(ok, resp, -np.inf)  # a new array: ``responses`` keeps the whole one
    y, x = divmod(int(np.argmax(resp)), nx)
    return a[:, :2] @ (x + off, y + off) + a[:, 2], float(resp[y, x])


def _away(ok: np.ndarray, du: np.ndarray, dv: np.ndarray, u: np.ndarray, v: np.ndarray,
          r2: float) -> np.ndarray:
    """``ok`` (``ny×nx`` bools, read-only) and, at each entry, squared distance at least
    ``r2`` (patch px²) from every point ``(u[k], v[k])`` (patch px along and across, as
    ``du`` (``nx``) and ``dv`` (``ny×1``), both increasing): a new ``ny×nx`` array. Each
    point is tested only in the window of entries within ``√r2 + 1`` px of it along and
    across; outside it the distance is more than ``√r2 + 1``, so the test holds there: the
    same products and answers as every entry against every point at once (``K×ny×nx``),
    :func:`best_place` ×0.92 of its time (session 43)."""
    out = ok.copy()
    reach = float(np.sqrt(r2)) + 1.0
    xs = np.searchsorted(du, np.concatenate([u - reach, u + reach]))
    ys = np.searchsorted(dv[:, 0], np.concatenate([v - reach, v + reach]))
    k = len(u)
    for x0, x1, y0, y1, uk, vk in zip(xs[:k], xs[k:], ys[:k], ys[k:], u, v):
        if x0 < x1 and y0 < y1:
            out[y0:y1, x0:x1] &= (du[x0:x1] - uk) ** 2 + (dv[y0:y1] - vk) ** 2 >= r2
    return out


#: :func:`_place_grid`'s answers, by their arguments (every zone of a frame has the same).
_PLACE_GRIDS: dict[tuple, tuple[np.ndarray, np.ndarray, np.ndarray]] = {}


def _place_grid(w: int, ny: int, nx: int, off: float, along: float, across: float
                ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """:func:`best_place`'s grids for a ``w`` px patch whose ring image is ``ny×nx``
    (``off``: an entry's marker centre, patch px, from its index): ``(du, dv, ok)``, the
    entries' patch px from the patch centre along (``nx float64``) and across (``ny×1``),
    and whether each lies within ``along`` / ``across`` patch px of it (``ny×nx bool``),
    made once per set of arguments (the marker's side is the patch's scale, so a frame's
    zones all ask the same). Read-only: callers combine them into new arrays."""
    key = (w, ny, nx, off, along, across)
    got = _PLACE_GRIDS.get(key)
    if got is None:
        if len(_PLACE_GRIDS) >= 64:
            _PLACE_GRIDS.clear()
        du = np.arange(nx) + off - w / 2.0  # patch px from the zone's centre, along
        dv = np.arange(ny)[:, None] + off - w / 2.0  # across
        ok = (np.abs(du) <= along) & (np.abs(dv) <= across)
        for arr in (du, dv, ok):
            arr.flags.writeable = False
        got = _PLACE_GRIDS[key] = (du, dv, ok)
    return got


def marker_turn(img: np.ndarray, centre: np.ndarray, axis: np.ndarray, side: float
                ) -> float:
    """How far the edges of the marker of ``side`` px at ``centre`` (px of ``img``, ``H×W
    uint8``) are turned from ``axis`` (a unit vector), degrees in [−45, 45): the dominant
    gradient direction modulo 90° (a square's border and cells give edges at two right
    angles): the gradients' fourfold angle averaged, weighted by their fourth power and a
    Gaussian of 0.35 side round ``centre``. ``0.0`` when the window leaves the image."""
    r = int(np.ceil(0.75 * side))
    x, y = int(round(float(centre[0]))), int(round(float(centre[1])))
    h, w = img.shape[:2]
    if x - r < 0 or y - r < 0 or x + r + 1 > w or y + r + 1 > h:
        return 0.0
    crop = img[y - r:y + r + 1, x - r:x + r + 1].astype(np.float32)
    gx = cv2.Sobel(crop, cv2.CV_32F, 1, 0, ksize=3)
    gy = cv2.Sobel(crop, cv2.CV_32F, 0, 1, ksize=3)
    weight = _turn_weight(r, side)
    # |g|^4 e^{4iθ} (θ modulo 90°) in real arithmetic: (gx + i·gy)² = c + i·s, its square
    # c² − s² + 2i·cs (×0.45 of the complex power's time, session 54)
    c = gx * gx - gy * gy
    s = 2.0 * gx * gy
    z = complex(float(np.sum(weight * (c * c - s * s))), float(np.sum(weight * (2.0 * c * s))))
    turn = np.degrees(np.angle(z) / 4 - np.arctan2(axis[1], axis[0]))
    return float((turn + 45.0) % 90.0 - 45.0)


#: :func:`_turn_weight`'s windows, by ``(r, side)`` (a zone's calls share its side).
_TURN_WEIGHTS: dict[tuple[int, float], np.ndarray] = {}


def _turn_weight(r: int, side: float) -> np.ndarray:
    """:func:`marker_turn`'s Gaussian window (``(2r+1)×(2r+1) float32``, sigma 0.35
    ``side`` px), made once per ``(r, side)``."""
    got = _TURN_WEIGHTS.get((r, side))
    if got is None:
        if len(_TURN_WEIGHTS) >= 256:
            _TURN_WEIGHTS.clear()
        d = np.arange(-r, r + 1, dtype=np.float32)
        got = _TURN_WEIGHTS[(r, side)] = np.exp(-(d[:, None] ** 2 + d[None, :] ** 2)
                                                / (2 * (0.35 * side) ** 2))
    return got


def _turned(axis: np.ndarray, deg: float) -> np.ndarray:
    """``axis`` (unit vector, image px) turned by ``deg`` degrees."""
    t = np.deg2rad(deg)
    return np.array([axis[0] * np.cos(t) - axis[1] * np.sin(t),
                     axis[0] * np.sin(t) + axis[1] * np.cos(t)])


#: :func:`_card_rows`' answers, by card ids (a reader asks for the same ids every frame).
_CARD_ROWS: dict[frozenset, np.ndarray] = {}


def _card_rows(card_ids) -> np.ndarray:
    """The indices into :data:`~vision.lit_model.IDS_H` of the hypotheses of ``card_ids``
    (ints), made once per set of ids."""
    key = frozenset(card_ids)
    got = _CARD_ROWS.get(key)
    if got is None:
        if len(_CARD_ROWS) >= 16:
            _CARD_ROWS.clear()
        got = _CARD_ROWS[key] = np.flatnonzero(np.isin(IDS_H, list(key)))
    return got


def decode_place(img: np.ndarray, centre: np.ndarray, axis: np.ndarray, side: float,
                 card_ids, glare: bool = False, fit: bool = False
                 ) -> tuple[int, np.ndarray] | None:
    """The card marker at ``centre`` (px of ``img``, ``H×W uint8``), ``side`` px, its axes
    near ``axis`` (unit vector): the quad at each of :data:`MODEL_TURNS_DEG` decoded under
    the illumination model (:func:`~vision.lit_model.lit_scores`, ids of ``card_ids``);
    ``(id, 4×2 corners px, the marker's own top-left first)`` when the best clears every
    cell by :data:`MODEL_MIN_MARGIN` and no other id or rotation at any turn reaches
    :data:`MODEL_MAX_RUNNER_UP`, else ``None``. With ``glare``, a place that model does
    not read is decoded under the glare model too
    (:func:`~vision.lit_model.glare_scores_many`: black cells lifted toward white, clipped
    cells unknown), with :data:`MODEL_GLARE_MIN_CLEAR` and :data:`MODEL_GLARE_MAX_OTHER`.
    With ``fit``, a place the squares do not read is decoded once more (before the glare
    model) at the quad fitted to the printed border there
    (:func:`~vision.border_fit.fit_border`, from the square at the first turn), under the
    illumination model with the same margins: a curled card's marker, not the read
    marker's square (:data:`MODEL_FIT`)."""
    rows = _card_rows(card_ids)
    centre = np.asarray(centre, np.float64)
    quads, cells = [], []  # made as decoded: most places stop at the first turn
    s = np.full((len(MODEL_TURNS_DEG), len(IDS_H)), -np.inf)
    for n, turn in enumerate(MODEL_TURNS_DEG):
        quads.append(_quad(centre, axis, side, turn))
        cells.append(cell_grid(img, quads[n]))
        s[n, rows] = lit_scores(cells[n], rows)
        if n == 0 and s[0].max() < MODEL_FIRST_TURN_MIN:
            break  # nothing near a marker at the read marker's own axes
    else:
        got = _clear_best(s, quads, MODEL_MIN_MARGIN, MODEL_MAX_RUNNER_UP)
        if got is not None:
            return got
    if fit:
        got = _fitted(img, quads[0], rows)
        if got is not None:
            return got
    if not glare:
        return None
    for turn in MODEL_TURNS_DEG[len(quads):]:
        quads.append(_quad(centre, axis, side, turn))
        cells.append(cell_grid(img, quads[-1]))
    g = np.full_like(s, -np.inf)
    g[:, rows] = glare_scores_many(np.array([c.ravel() for c in cells]), rows)[0]
    return _clear_best(g, quads, MODEL_GLARE_MIN_CLEAR, MODEL_GLARE_MAX_OTHER)


def _fitted(img: np.ndarray, square: np.ndarray, rows: np.ndarray
            ) -> tuple[int, np.ndarray] | None:
    """The card marker at the quad fitted to the printed border near ``square`` (``4×2``
    px of ``img``, ``H×W uint8``; :func:`~vision.border_fit.fit_border`), decoded under the
    illumination model over the hypotheses ``rows`` (:func:`_card_rows`) with
    :data:`MODEL_MIN_MARGIN` and :data:`MODEL_MAX_RUNNER_UP`, when its quiet-zone ring
    (:func:`~vision.lit_model.cell_grid`'s outer cells) is lighter than its border by
    :data:`MODEL_MIN_CONTRAST` of its cells' span (at least :data:`MODEL_MIN_SPAN`), as
    :func:`read_near_model` asks of a square's place: ``(id, 4×2 corners px, the marker's
    own top-left first)`` or ``None`` (no border fitted, too dim a ring, or no clear
    best)."""
    quad = fit_border(img, square)
    if quad is None:
        return None
    cells = cell_grid(img, quad)
    white, black = marker_levels(img, quad[None])
    span = float(white[0] - black[0])
    ring = np.r_[cells[0], cells[-1], cells[1:-1, 0], cells[1:-1, -1]].mean()
    inner = cells[1:-1, 1:-1]
    border = np.r_[inner[0], inner[-1], inner[1:-1, 0], inner[1:-1, -1]].mean()
    if span < MODEL_MIN_SPAN or ring - border < MODEL_MIN_CONTRAST * span:
        return None  # the fitted quad's quiet zone is no lighter than at a printed marker
    s = np.full((1, len(IDS_H)), -np.inf)
    s[0, rows] = lit_scores(cells, rows)
    return _clear_best(s, [quad], MODEL_MIN_MARGIN, MODEL_MAX_RUNNER_UP)


def _clear_best(scores: np.ndarray, quads: list[np.ndarray], min_clear: float,
                max_other: float) -> tuple[int, np.ndarray] | None:
    """The best hypothesis of ``scores`` (turns × :data:`~vision.lit_model.IDS_H`
    clearances, one row per quad of ``quads``, 4×2 px each) when it reaches ``min_clear``
    and no other id at any rotation or turn exceeds ``max_other``: ``(id, its quad turned
    to put the marker's own top-left first)``, else ``None``."""
    t, h = np.unravel_index(int(np.argmax(scores)), scores.shape)
    others = np.where(IDS_H == IDS_H[h], -np.inf, scores)
    if scores[t, h] < min_clear or others.max() > max_other:
        return None
    return int(IDS_H[h]), np.roll(quads[t], int(ROTS_H[h]), axis=0)


def read_near_model(img: np.ndarray, found: Markers, zones, card_ids: set[int],
                    label_check: bool = True, zone_filter=None, place_misses: int = 1,
                    second_place=None, glare: bool = False, fit: bool = False) -> Markers:
    """New card markers in the near-pass ``zones`` (:func:`~vision.near_pass.zone_axes`
    of ``img``, ``H×W uint8``) beside the markers ``found`` (``(id, 4×2 corners px)``,
    every pass's so far): in each zone, the best place away from the markers read
    (:func:`best_place`) when its contrast reaches :data:`MODEL_MIN_CONTRAST` of the
    cells' white-to-black span there (at least :data:`MODEL_MIN_SPAN`), decoded by
    :func:`decode_place`; a new id there (:func:`~vision.marker_checks.new_marker`: none
    of that id within a side, printed on a label with ``label_check``); then the zone
    again, and the zones beside the new markers (:data:`MODEL_ROUNDS`; with
    :data:`MODEL_TWO_STEP_ROUNDS` also the zone two cascade steps past each), those that
    ``zone_filter(zones, markers read)`` keeps when given (the caller's gate, e.g.
    :func:`vision.cascade_gate.cascade_zones`). ``place_misses``: places of a zone that
    may give no new marker before it is left (1: the best only; the reader gives
    :data:`MODEL_PLACE_MISSES` on a noisy frame); past the first miss only in the zones
    for which ``second_place(zones, markers)`` (length-``Z`` bools, the reader's
    :func:`vision.cascade_gate.second_place_worth`) is true when given, with the markers
    read when the zone's search began: asked once for all the round's zones per list of
    markers read (:func:`_places_worth`). ``glare``:
    a place the illumination model does not read is decoded under the glare model too
    (:func:`decode_place`; the reader asks it on frames with glare,
    :func:`vision.glare_pass.has_glare`, that are not noisy). ``fit``: with
    :data:`MODEL_FIT`, a place its squares do not read is decoded at the quad fitted to
    its printed border (:func:`decode_place`, :func:`_fitted`; the reader asks it on the
    frames that are not noisy, the curled cards of session 47: on a dim frame, every zone
    searched, ~9 fits a frame, 8 in 9 refused, ~+15 % of its CPU, for 1 card on the dim
    frames of 720p seeds 1000, 670000 and 700000). Returns ``(id, 4×2 corners
    px of img)``."""
    if not zones or not found:
        return []
    new: Markers = []
    near: dict[int, list[np.ndarray]] = {}
    # the centres of found + new, in order (one mean for all: the same sums as one by one)
    taken = list(np.array([c for _, c in found], np.float64).mean(axis=1))
    for r in range(MODEL_ROUNDS):
        before = len(new)
        worth = None if second_place is None else _places_worth(second_place, zones, found,
                                                                 new)
        for k, zone in enumerate(zones):
            _read_zone(img, found, new, near, zone, card_ids, label_check, taken,
                       place_misses, None if worth is None else partial(worth, k), glare,
                       fit and MODEL_FIT)
        if len(new) == before or r == MODEL_ROUNDS - 1:  # no next round: no zones sought
            break
        # the zones beside the markers just read: a cascade's next card, two steps from
        # the nearest marker read before
        fresh = np.array([c.mean(axis=0) for _, c in new[before:]])
        zones = zone_axes(img, found + new, card_ids, MODEL_MIN_WHITE,
                          beside=(fresh, NEAR_ZONE[0] + 0.1))
        if MODEL_TWO_STEP_ROUNDS:
            # past those, the next card of the cascade but one (the card between covered)
            zones += zones_past(img, found + new, card_ids, zones, MODEL_MIN_WHITE)
        if zone_filter is not None:
            zones = zone_filter(zones, found + new)
    return new


def _places_worth(second_place, zones, found: Markers, new: Markers):
    """``worth(k, reads)``: ``second_place(zones, found + new[:reads])[k]`` (the reader's
    :func:`vision.cascade_gate.second_place_worth` for ``zones``, bools), each list of
    markers asked once for all the zones (``new`` only grows while a round reads)."""
    asked: dict[int, np.ndarray] = {}

    def worth(k: int, reads: int) -> bool:
        if reads not in asked:
            asked[reads] = second_place(zones, found + new[:reads])
        return bool(asked[reads][k])

    return worth


def _read_zone(img: np.ndarray, found: Markers, new: Markers, near: dict, zone,
               card_ids: set[int], label_check: bool, taken: list[np.ndarray],
               place_misses: int = 1, second_place=None, glare: bool = False,
               fit: bool = False) -> None:
    """:func:`read_near_model` in one ``zone`` (:func:`~vision.near_pass.zone_axes`): its
    best places read in turn (a zone may hold two unread markers), appended to ``new``
    (``near``: :func:`~vision.marker_checks.new_marker`'s memory) and their centres (px)
    to ``taken`` (the centres of ``found`` + ``new``, kept by the caller: not computed
    again for every zone). A place that gives no new marker is left out of the next
    search, up to ``place_misses`` of them (past the first only when
    ``second_place(reads)``, if given, keeps the zone, ``reads`` the length of ``new``
    when the zone's search began: :func:`read_near_model`); ``glare`` and ``fit`` as
    there."""
    side, centre = zone[4:6]
    reads_before = len(new)
    missed: list[np.ndarray] = []  # places that gave no new marker
    responses: dict = {}  # the zone's ring contrasts, searched again after each place
    while len(missed) < place_misses:
        got = best_place(img, centre, zone[6], side, np.array(taken + missed), responses)
        if got is None:
            return
        place, contrast = got
        axis = zone[6]
        turn = marker_turn(img, place, axis, side)
        if abs(turn) >= MODEL_RETURN_DEG:  # a marker turned from the read one's axes
            again = best_place(img, place, _turned(axis, turn), side,
                               np.array(taken + missed))
            if again is not None and np.hypot(*(again[0] - place)) < 0.25 * side:
                axis = _turned(axis, turn)
                place, contrast = again
        white, black = marker_levels(img, _quad(place, axis, side, 0.0)[None])
        span = float(white[0] - black[0])
        read = None
        if span >= MODEL_MIN_SPAN and contrast >= MODEL_MIN_CONTRAST * span:
            read = decode_place(img, place, axis, side, card_ids, glare, fit)
        elif fit and span >= MODEL_MIN_SPAN and contrast >= MODEL_FIT_MIN_CONTRAST * span:
            # a curled card's marker: the square's ring is dimmer than its own quad's
            read = _fitted(img, _quad(place, axis, side, 0.0), _card_rows(card_ids))
        if read is None or not new_marker(img, found + new, near, read[0], read[1], side,
                                          label_check):
            missed.append(place)
            if (len(missed) == 1 < place_misses and second_place is not None
                    and not second_place(reads_before)):
                return
            continue
        new.append(read)
        taken.append(read[1].mean(axis=0))


__all__ = ["read_near_model", "best_place", "decode_place", "ring_contrast", "MODEL_CELL_PX",
           "MODEL_MIN_CONTRAST", "MODEL_TURNS_DEG", "MODEL_MIN_MARGIN", "MODEL_MAX_RUNNER_UP"]
