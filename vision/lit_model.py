"""Illumination-model decode of a card marker's cells: the marker read where one Otsu
threshold fails (a hot spot, a shadow, dim light), used by the glare pass
(:mod:`vision.glare_pass`), the near-model pass (:mod:`vision.near_model`) and the
card-first pass (:mod:`vision.band_markers`).

* :func:`cell_grid` samples a quad's marker as an ``8×8`` grid of mean grey levels: the
  marker's 6×6 cells (border and 4×4 data bits) and the ring of its quiet zone round them.
* Every id of the dictionary (:data:`~vision.marker_checks.MARKER_BITS`) under every
  rotation is a *hypothesis* (:data:`IDS_H`, :data:`ROTS_H`, :data:`WHITE_H`): which of
  the 64 cells are white.
* :func:`lit_scores` fits, for each hypothesis, a quadratic black surface through the cells
  it says are black and a white one through those it says are white (the precomputed
  least-squares projections :data:`PROJ_BLACK`, :data:`PROJ_WHITE`), and scores how
  clearly every border and data cell lies on its own side of the mid-level between them.
* :func:`lit_decode` keeps a clear best id (:data:`LIT_MIN_MARGIN`) with no close
  runner-up (:data:`LIT_MAX_RUNNER_UP`).
* :func:`glare_scores_many` scores the same hypotheses under a model of sleeve glare (the
  log of a cell's darkness ``255 − grey`` is one smooth cubic surface plus a gap on the
  black cells), the cells clipped white left out of the fit (erasures; a black hypothesis
  there checked against the most darkness a clipped cell can have, session 40): markers
  whose inner black cells a glare lifts further than two quadratic surfaces can follow
  (used by the card-first pass on frames with glare,
  :func:`vision.band_markers.decode_glare_at`, the near-model pass,
  :func:`vision.near_model.decode_place`, and the glare pass,
  :func:`vision.glare_pass.glare_decode`).

Units: grey levels of ``H×W uint8`` gray images; quads ``4×2`` px in ArUco order
(clockwise, ``np.roll(quad, rotation, axis=0)`` puts the marker's own top-left first);
clearances are shares of the local black-to-white span.
"""
from __future__ import annotations

import cv2
import numpy as np

from .marker_checks import MARKER_BITS

#: px per cell of the rectified marker in :func:`cell_grid`.
LIT_CELL_PX = 8
#: Cells across the marker (its black border included): 6.
N = MARKER_BITS.shape[1] + 2
#: Rows (and columns) of the rectified cells averaged for each cell of :func:`cell_grid`:
#: the cell's inner half, ``[CELL_INNER[0], CELL_INNER[1])`` px of its :data:`LIT_CELL_PX`.
CELL_INNER = (LIT_CELL_PX // 4, LIT_CELL_PX - LIT_CELL_PX // 4)
#: The quiet-zone ring's strip, px of the ring cell's :data:`LIT_CELL_PX` from the outer
#: edge: 0.15–0.45 cell outside the border (the label's quiet zone is 0.6 cell).
RING_STRIP = (LIT_CELL_PX - int(round(0.45 * LIT_CELL_PX)),
              LIT_CELL_PX - int(round(0.15 * LIT_CELL_PX)))


def cell_grid(img: np.ndarray, quad: np.ndarray) -> np.ndarray:
    """Mean grey of the 8×8 cells of ``quad`` (4×2 px of ``img``, ``H×W uint8``, ArUco
    order) grown by one cell round: the marker's 6×6 cells and the ring outside them,
    whose inner 0.45 cell is the label's quiet zone. Returns ``8×8 float32`` grey levels,
    row 0 along the quad's first side; the marker cells averaged over their inner half
    (:data:`CELL_INNER`), the ring cells only 0.15–0.45 cell outside the border
    (:data:`RING_STRIP`)."""
    n = N
    k = LIT_CELL_PX
    m = (n + 2) * k
    dst = np.array([[k, k], [(n + 1) * k, k], [(n + 1) * k, (n + 1) * k], [k, (n + 1) * k]],
                   np.float32)
    hom = cv2.getPerspectiveTransform(np.asarray(quad, np.float32), dst)
    w = cv2.warpPerspective(img, hom, (m, m), flags=cv2.INTER_LINEAR,
                            borderMode=cv2.BORDER_REPLICATE).astype(np.float32)
    a, b = CELL_INNER
    lo, hi = RING_STRIP
    # means as ``ndarray.mean`` takes them (the same float32 sums over the same axes, then
    # divided by the count), without its wrapper: 9 means a call (session 50, speed50)
    add = np.add.reduce
    cells = add(w.reshape(n + 2, k, n + 2, k)[:, a:b, :, a:b], axis=(1, 3)) / ((b - a) ** 2)
    top = add(add(w[lo:hi], axis=0).reshape(n + 2, k)[:, a:b] / (hi - lo), axis=1) / (b - a)
    bot = add(add(w[m - hi:m - lo], axis=0).reshape(n + 2, k)[:, a:b] / (hi - lo),
              axis=1) / (b - a)
    left = add(add(w[:, lo:hi], axis=1).reshape(n + 2, k)[:, a:b] / (hi - lo), axis=1) / (b - a)
    right = add(add(w[:, m - hi:m - lo], axis=1).reshape(n + 2, k)[:, a:b] / (hi - lo),
                axis=1) / (b - a)
    cells[0], cells[-1], cells[:, 0], cells[:, -1] = top, bot, left, right
    return cells


_YY, _XX = np.mgrid[0:N + 2, 0:N + 2].astype(np.float64)
_RING = np.zeros((N + 2, N + 2), bool)
_RING[0, 1:-1] = _RING[-1, 1:-1] = _RING[1:-1, 0] = _RING[1:-1, -1] = True
_BORDER = np.zeros((N + 2, N + 2), bool)
_BORDER[1:-1, 1:-1] = True
_BORDER[2:-2, 2:-2] = False
_DATA = np.zeros((N + 2, N + 2), bool)
_DATA[2:-2, 2:-2] = True


def _hypotheses() -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Every id under every rotation as the 8×8 grid of :func:`cell_grid`: ``(white
    masks H×64 bool, ids H, rotations H)`` (ring white, border black, data cells the id's
    bits turned as ArUco's rotation ``r`` says: ``np.roll(quad, r)`` puts the marker's own
    top-left first)."""
    masks, ids, rots = [], [], []
    for i, bits in enumerate(MARKER_BITS):
        for r in range(4):
            g = np.zeros((N + 2, N + 2), bool)
            g[_RING] = True
            g[2:-2, 2:-2] = np.rot90(bits, r)
            masks.append(g.ravel())
            ids.append(i)
            rots.append(r)
    return np.array(masks), np.array(ids), np.array(rots)


#: The hypotheses (every dictionary id under its 4 rotations, ``H = 4 × ids``): which of
#: the 64 cells of :func:`cell_grid` each says white (``H×64 bool``), and its id and
#: ArUco rotation (``H`` ints each).
WHITE_H, IDS_H, ROTS_H = _hypotheses()
_USED = (_RING | _BORDER | _DATA).ravel()
#: The cells every hypothesis is checked on (border and data cells): ``64 bool``.
CHECKED = (_BORDER | _DATA).ravel()
_X, _Y = ((_XX - (N + 1) / 2) / N).ravel(), ((_YY - (N + 1) / 2) / N).ravel()
#: The quadratic surface's basis over the 8×8 cells (64×6; cell coordinates in marker sides)
_BASIS = np.stack([np.ones(64), _X, _Y, _X * _X, _X * _Y, _Y * _Y], -1)

#: :func:`lit_decode`: least clearance of every border and data cell from its own
#: threshold (share of the local black-to-white span), the most the runner-up hypothesis
#: may reach, and the least local span (grey levels) at any cell.
LIT_MIN_MARGIN = 0.1
LIT_MAX_RUNNER_UP = 0.0
LIT_MIN_SPAN = 20.0


def _projections(mask: np.ndarray) -> np.ndarray:
    """``H×64×64``: for each hypothesis, the matrix taking the 64 cell levels to the
    least-squares quadratic surface (:data:`_BASIS`) through the cells of ``mask[h]``."""
    m = mask.astype(np.float64)
    ata = np.einsum("hc,ci,cj->hij", m, _BASIS, _BASIS) + 1e-9 * np.eye(6)
    pinv = np.linalg.solve(ata, np.einsum("ci,hc->hic", _BASIS, m))  # H×6×64
    return np.einsum("ci,hid->hcd", _BASIS, pinv).astype(np.float32)


#: ``H×64×64 float32``: for each hypothesis, the matrix taking the 64 cell levels (grey)
#: to its white surface (fitted through the cells it says white) and to its black one.
PROJ_WHITE = _projections(WHITE_H & _USED)
PROJ_BLACK = _projections(~WHITE_H & _USED)


#: The border and data cells (the ones checked), the projections' rows for them, and +1
#: where a hypothesis says white, −1 black (for :func:`lit_scores_many`).
_CHECKED_AT = np.flatnonzero(CHECKED)
_PB = np.ascontiguousarray(PROJ_BLACK[:, _CHECKED_AT, :])
_PW = np.ascontiguousarray(PROJ_WHITE[:, _CHECKED_AT, :])
_SIGN = np.where(WHITE_H[:, _CHECKED_AT], 1.0, -1.0).astype(np.float32)


#: :func:`_row_tables`' copies, by the hypotheses' indices (a reader asks for its card ids'
#: rows on every frame).
_ROW_TABLES: dict[tuple, tuple[np.ndarray, np.ndarray, np.ndarray]] = {}


def _row_tables(rows) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The rows of the checked cells (:data:`CHECKED`, the only ones :func:`lit_scores`
    keeps) of :data:`PROJ_BLACK` and :data:`PROJ_WHITE` and the columns of
    :data:`WHITE_H`, at the hypotheses ``rows`` (a slice, or indices: their contiguous
    copies, made once): ``R×C×64 float32``, ``R×C×64 float32``, ``R×C bool`` (``C`` =
    36 of the 64 cells). Each kept row gives the same product as in the whole table
    (one matrix product per hypothesis, a dot product per row: the same sums), so the
    same clearances in ×0.56 of the products (session 39)."""
    if isinstance(rows, slice):
        return _PB[rows], _PW[rows], WHITE_H[rows][:, _CHECKED_AT]
    idx = np.asarray(rows)
    key = (idx.dtype.str, idx.shape, idx.tobytes())
    got = _ROW_TABLES.get(key)
    if got is None:
        if len(_ROW_TABLES) >= 32:
            _ROW_TABLES.clear()
        got = _ROW_TABLES[key] = (np.ascontiguousarray(_PB[idx]),
                                  np.ascontiguousarray(_PW[idx]),
                                  np.ascontiguousarray(WHITE_H[idx][:, _CHECKED_AT]))
    return got


def lit_scores(cells: np.ndarray, rows=slice(None)) -> np.ndarray:
    """Least clearance per hypothesis (every id under every rotation, :data:`IDS_H`,
    :data:`ROTS_H`) of the cells ``8×8`` (grey levels) from :func:`cell_grid`: for each,
    quadratic black and white surfaces ``B``, ``W`` are fitted through its black cells
    (border and black bits) and white cells (quiet-zone ring and white bits); each border
    and data cell's level ``t = (v − B) / (W − B)`` must be under 0.5 for black, over it
    for white; the clearance is ``|t − 0.5|`` signed (negative: on the wrong side), and −1
    where ``W − B`` is under :data:`LIT_MIN_SPAN`. Returns ``H`` floats (those of the
    hypotheses ``rows`` only, when given: a slice or indices). The surfaces are evaluated
    at the checked cells only (:func:`_row_tables`)."""
    v = cells.ravel().astype(np.float32)
    proj_black, proj_white, white = _row_tables(rows)
    b, w = proj_black @ v, proj_white @ v
    span = w - b
    t = (v[_CHECKED_AT] - b) / np.maximum(span, 1e-6)
    clear = np.where(white, t - 0.5, 0.5 - t)
    clear = np.where(span < LIT_MIN_SPAN, -1.0, clear)
    return clear.min(axis=1)


def lit_scores_many(cells: np.ndarray, rows=None) -> np.ndarray:
    """:func:`lit_scores` of many cell grids at once: ``cells`` ``S×64 float32`` (grey
    levels, each a raveled :func:`cell_grid`), the hypotheses ``rows`` (indices into
    :data:`IDS_H`; default all). Returns ``S×R float32`` clearances. One matrix product
    for all grids (:func:`lit_scores` keeps ``H`` small products for one grid: a single
    large product is slow when NumPy's BLAS runs several threads)."""
    v = np.asarray(cells, np.float32)
    if rows is None:
        rows = np.arange(len(IDS_H))
    r, c = len(rows), len(_CHECKED_AT)
    bl = (_PB[rows].reshape(r * c, 64) @ v.T).reshape(r, c, -1)  # R×C×S
    span = (_PW[rows].reshape(r * c, 64) @ v.T).reshape(r, c, -1)
    span -= bl
    t = v.T[_CHECKED_AT][None] - bl
    t /= np.maximum(span, 1e-6)
    t -= 0.5
    t *= _SIGN[rows][:, :, None]
    t[span < LIT_MIN_SPAN] = -1.0
    return t.min(axis=1).T


def lit_decode(img: np.ndarray, quad: np.ndarray, card_ids=None
               ) -> tuple[int, int, float, float] | None:
    """The id of the marker in ``quad`` (4×2 px of ``img``, ``H×W uint8``) read under
    uneven light (:func:`lit_scores`): ``(id, rotation, best clearance, runner-up's)`` or
    ``None``. The best id and rotation must clear every cell by :data:`LIT_MIN_MARGIN`
    and no other (``card_ids``: ids considered, default all) reach
    :data:`LIT_MAX_RUNNER_UP`. ``rotation`` as ArUco's: ``np.roll(quad, rotation,
    axis=0)`` puts the marker's own top-left first."""
    cells = cell_grid(img, quad)
    rows = (slice(None) if card_ids is None
            else np.flatnonzero(np.isin(IDS_H, list(card_ids))))
    s = np.full(len(IDS_H), -np.inf)
    s[rows] = lit_scores(cells, rows)
    order = np.argsort(s)[::-1]
    best, second = float(s[order[0]]), float(s[order[1]])
    if best < LIT_MIN_MARGIN or second > LIT_MAX_RUNNER_UP:
        return None
    return int(IDS_H[order[0]]), int(ROTS_H[order[0]]), best, second


# --- Glare model: the marker's darkness times a smooth glare term, clipped cells unknown ---

#: :func:`glare_scores_many`: a cell at least this grey (its inner-half mean) is clipped
#: white by glare or a hot spot: an erasure, left out of the fit; a white hypothesis there
#: is not checked, a black one is checked against the most darkness a clipped cell can
#: have (``255 − GLARE_CLIP_GREY``): the fitted surface plus the gap must fall that low.
GLARE_CLIP_GREY = 249.0
#: Least log ratio of a black cell's darkness (``255 − grey``) to a white one's at the same
#: place (``log 1.4``): a smaller gap is no marker.
GLARE_MIN_GAP = float(np.log(1.4))
#: Most data cells (of 16) that may be clipped. 6 until session 40, when a black
#: hypothesis on a clipped cell was not checked at all; with that check (see
#: :data:`GLARE_CLIP_GREY`), glared markers with 8 data cells clipped read on held-out
#: 720p harsh frames (150000 frame 40, 210000 frame 226: clearance 0.35–0.37, every
#: other id −0.64 or under; docs/benchmarks-history.md, "vis40").
GLARE_MAX_ERASED = 8
_CLIP_LOG = float(np.log(255.0 - GLARE_CLIP_GREY))
_CUBIC = np.stack([_X ** (d - i) * _Y ** i for d in range(4) for i in range(d + 1)], -1)  # 64×10


def glare_scores_many(cells: np.ndarray, rows=None) -> tuple[np.ndarray, np.ndarray]:
    """Clearances of the hypotheses ``rows`` (indices into :data:`IDS_H`; default all) for
    each of ``cells`` (``S×64`` grey levels, raveled :func:`cell_grid` s) under a model of
    sleeve glare, ``I' = I + (255 − I)·a`` with ``a`` smooth: the darkness ``255 − I'`` is
    the printed darkness times ``1 − a``, so its log is one smooth (cubic) surface over the
    marker plus a constant gap on the black cells. Fitted by least squares through the
    ring, border and data cells that are not clipped (under :data:`GLARE_CLIP_GREY`); each
    known border and data cell's level ``t`` (0 at the white surface, 1 at the black one)
    gives the clearance ``t − 0.5`` for black, ``0.5 − t`` for white, as :func:`lit_scores`;
    a clipped cell the hypothesis calls black gets the most it can have (``y`` at its
    bound, :data:`GLARE_CLIP_GREY`), one it calls white none. −1 where the gap is under :data:`GLARE_MIN_GAP` or more than :data:`GLARE_MAX_ERASED`
    data cells are clipped. Returns ``(S×R float64 clearances, S ints: data cells
    clipped)``."""
    v = np.asarray(cells, np.float64).reshape(-1, 64)
    rows = np.arange(len(IDS_H)) if rows is None else np.asarray(rows)
    known = (v < GLARE_CLIP_GREY) & _USED  # S×64
    w = known.astype(np.float64)
    y = np.log(np.maximum(255.0 - v, 1.0))
    blk = (~WHITE_H[rows]).astype(np.float64)  # R×64
    # least squares of y ≈ surface (cubic, shared) + gap·black, by the Schur complement:
    # one 10×10 inverse per grid, not per hypothesis
    wb = w[:, :, None] * _CUBIC  # S×64×10
    m_inv = np.linalg.inv(wb.transpose(0, 2, 1) @ _CUBIC + 1e-9 * np.eye(10))  # S×10×10
    proj = _CUBIC[_CHECKED_AT] @ m_inv  # S×C×10: cubic coefficients → checked cells
    cross = wb.transpose(0, 2, 1) @ blk.T  # S×10×R
    b_surf = (y[:, None, :] @ wb)[:, 0]  # S×10
    k = m_inv @ cross  # S×10×R
    gap = (((w * y) @ blk.T) - (b_surf[:, None, :] @ k)[:, 0]) / np.maximum(
        (w @ blk.T) - (k * cross).sum(axis=1), 1e-9)  # S×R
    # t = (y − surface) / gap at the checked cells: 0 on the white surface, 1 on the black;
    # at a clipped cell y is at most log(255 − GLARE_CLIP_GREY), so t at most that bound's
    yc = np.where(known[:, _CHECKED_AT], y[:, _CHECKED_AT], _CLIP_LOG)
    t = (proj @ cross) * gap[:, None, :]  # S×C×R
    t += (yc - (proj @ b_surf[:, :, None])[:, :, 0])[:, :, None]
    t /= np.maximum(gap, 1e-6)[:, None, :]
    t -= 0.5
    black = blk[:, _CHECKED_AT].T[None] > 0  # 1×C×R
    t *= np.where(black, 1.0, -1.0)
    # a clipped cell: a black hypothesis keeps the bound (its clearance is at most that),
    # a white one is unknown
    t[(~known[:, _CHECKED_AT])[:, :, None] & ~black] = np.inf
    out = t.min(axis=1)
    erased = (~known[:, _DATA.ravel()]).sum(axis=1)
    out[(gap < GLARE_MIN_GAP) | (erased > GLARE_MAX_ERASED)[:, None]] = -1.0
    return out, erased


__all__ = ["cell_grid", "lit_scores", "lit_scores_many", "lit_decode", "LIT_CELL_PX", "N",
           "CELL_INNER", "RING_STRIP", "WHITE_H", "IDS_H", "ROTS_H", "CHECKED", "PROJ_WHITE",
           "PROJ_BLACK", "LIT_MIN_MARGIN", "LIT_MAX_RUNNER_UP", "LIT_MIN_SPAN",
           "glare_scores_many", "GLARE_CLIP_GREY", "GLARE_MIN_GAP", "GLARE_MAX_ERASED"]
