"""Is a detected quad a printed card marker? Tests on ArUco's detections beyond its own
border and bit checks (used by :class:`vision.marker_reader.MarkerReader`):

* :func:`plausible_shape` / :func:`plausible_quads` — sides long enough and not a sliver
  (artwork squares of 5–9 px, covered markers' slivers); :func:`quad_sides` /
  :func:`mean_side` of one quad;
* :func:`label_levels` / :func:`printed_on_label` — black printed on the white label: border
  against white cells, and the quiet-zone ring (grey-on-grey gingham checks decoded as a
  card id);
* :func:`perimeter_rates` — ArUco's perimeter limits for markers of given sides;
* :func:`unlike_neighbours` — a card marker whose shape is not the square its neighbours
  show there (a piece of a larger marker, a seat tile's, cut by a hand);
* :func:`decode_cells` — a marker's id read from the cells of a given quad (far-side
  candidates ArUco could not decode), against :data:`MARKER_BITS`, each id's printed cells.

Inputs: ``N×4×2`` or ``4×2`` corners in image px (ArUco order), ``H×W uint8`` gray images.
"""
from __future__ import annotations

import cv2
import numpy as np

from . import adaptation as ad


#: Smallest marker side (px) taken: real 20 mm markers are 12 px and more even at the far
#: side of a 40° tilt at 1280×720; squares of artwork 5–9 px wide decoded as markers.
MIN_SIDE_PX = 10.0
#: Shortest over longest side of a marker taken: a 40° tilt foreshortens a side to ~0.75;
#: a sliver left of a covered marker (a hand across it) is far thinner.
MIN_SIDE_RATIO = 0.5
#: The same two for a marker the far-side pass read, or the main pass read in the far band,
#: whose mean side already fits the tilt (:data:`vision.far_pass.FAR_SIZE_TOL`,
#: :func:`vision.far_pass.fits_tilt`). At the far edge of a 40° tilt a marker is
#: 0.54–0.6 as tall as wide (renderer truth), and the quad found there, blurred, is
#: squashed further: of the 829 far-pass markers on the tilted frames of 5 sets (seeds
#: 1000, 20000, 0, 50000; seed 1000 with noise 6 + JPEG 75), all on a marker of that id,
#: 40 have a ratio of 0.40–0.50 (0.43 least) and 25 a shortest side of 9.2–9.9 px; under
#: 0.5 and 10 px they were dropped after being read (6 of the 13 tilted misses of the
#: benchmark, seed 1000, 720p). With the main pass's markers in the far band (and 3 sets at
#: 1080p: seeds 1000, 20000, 0): 2,306 markers, all on a marker of that id, 113 of them
#: 0.40–0.50.
FAR_MIN_SIDE_RATIO = 0.4
FAR_MIN_SIDE_PX = 9.0


def perimeter_rates(min_side: float, max_side: float, image_px: float) -> tuple[float, float]:
    """ArUco's ``(minMarkerPerimeterRate, maxMarkerPerimeterRate)`` for markers of mean
    sides ``min_side`` to ``max_side`` px in an image whose larger side is ``image_px`` px.

    ArUco compares a candidate's *contour point count* (``findContours`` with
    ``CHAIN_APPROX_NONE``: one point a pixel step, diagonal steps included) with
    ``rate × image_px``, not its length: a square of side ``s`` turned by θ has about
    ``4 s max(|cos θ|, |sin θ|)`` points, ``4 s / √2`` at 45°. The least rate is therefore
    ``4 min_side / √2``: with ``4 min_side`` a marker turned 45° of the size asked for was
    never a candidate (the near pass's 0.75 × side left out every such marker; benchmark
    720p seed 1000 frame 228, a clean frame). Raises ``ValueError`` on ``image_px <= 0``."""
    if image_px <= 0:
        raise ValueError(f"image side {image_px} px: give the image's larger side, > 0")
    return 4.0 * min_side / np.sqrt(2.0) / image_px, 4.0 * max_side / image_px


def plausible_shape(corners: np.ndarray, min_ratio: float = MIN_SIDE_RATIO,
                    min_side: float = MIN_SIDE_PX) -> bool:
    """Whether a detected marker's 4×2 corners (image px) can be a printed marker:
    shortest side at least ``min_side`` px (default :data:`MIN_SIDE_PX`), and at least
    ``min_ratio`` (default :data:`MIN_SIDE_RATIO`) of the longest. Measured on 300
    benchmark frames (seed 0): refuses 2 wrong ids (artwork squares of 5.5 and 8.4 px) and
    1 phantom (a sliver of a covered marker), no real marker."""
    return bool(plausible_quads(np.asarray(corners, np.float64).reshape(1, 4, 2),
                                min_ratio, min_side)[0][0])


#: Each corner's next one round a quad (``np.roll(q, -1)`` along the corners, by indexing:
#: the same values without ``np.roll``'s ~10 µs a call).
_NEXT = np.array([1, 2, 3, 0])


def quads_sides(quads: np.ndarray) -> np.ndarray:
    """The side lengths (px) of ``N×4×2`` quads (corners px, in order round each): ``N×4``
    float64, side ``k`` from corner ``k`` to the next (:func:`quad_sides` of each)."""
    d = quads - quads[:, _NEXT]
    return np.sqrt((d * d).sum(axis=2))


def plausible_quads(quads: np.ndarray, min_ratio: float = MIN_SIDE_RATIO,
                    min_side: float = MIN_SIDE_PX) -> tuple[np.ndarray, np.ndarray]:
    """:func:`plausible_shape` of ``N×4×2`` quads at once: ``(N bools, N mean sides px)``."""
    sides = quads_sides(quads)
    lo = sides.min(axis=1)
    return (lo >= min_side) & (lo >= min_ratio * sides.max(axis=1)), sides.mean(axis=1)


def quad_sides(c: np.ndarray) -> np.ndarray:
    """The 4 side lengths (px) of a 4×2 quad (corners px, in order round it)."""
    c = np.asarray(c)
    d = c - c[_NEXT]
    return np.sqrt((d * d).sum(axis=1))


def mean_side(c: np.ndarray) -> float:
    """The mean side (px) of a 4×2 quad (:func:`quad_sides`)."""
    return float(quad_sides(c).mean())


#: :func:`label_levels` samples: a 3×3 grid in each cell's middle and the ring outside the
#: marker at these depths (cells; the 2 mm quiet zone is 0.6 cell).
LABEL_CELL_OFFSETS, LABEL_RING_DEPTHS = (0.3, 0.5, 0.7), (0.25, 0.45)
#: Least contrast of a marker, (white cells − border) / white cells: printed black on white
#: it is 0.9–1; main-pass markers of 550 benchmark frames (seeds 1000 and 0, 8,643 markers;
#: glare, dim, tilt) 0.32 and up; a grey-on-grey gingham patch decoded as Tommy Gun 0.13.
LABEL_MIN_CONTRAST = 0.2
#: A marker of at least :data:`LABEL_SIDE_PX` (mean side, px) with a contrast under
#: :data:`LABEL_LOW_CONTRAST` needs a light quiet zone: ring level (median over the ring
#: of (I − border) / (white cells − border)) at least :data:`LABEL_MIN_RING`. Main-pass
#: markers of those 550 frames: contrast under 0.5 only under a hot spot (26–28 px, ring
#: 0.65 and up) or small and blurred at the far side of a tilt (17–18.5 px; ring down to
#: 0.18: the blur spreads the border over the quiet zone); a neighbour card's edge or
#: label in a clear marker's quiet zone (ring down to 0.09) comes with contrast 0.9 and up.
#: Gingham patches decoded as Tommy Gun (QA repros): 34–48 px, contrast 0.28–0.35, ring
#: 0.19–0.46.
LABEL_SIDE_PX = 24.0
LABEL_LOW_CONTRAST = 0.5
LABEL_MIN_RING = 0.55
#: White level (grey) from which a low contrast is glare (clipped white cells, lifted black
#: ones; no ring test): hot-spot markers 249–255 (one at 1080p: contrast 0.33, ring 0.37);
#: the gingham phantoms 75–120.
LABEL_GLARE_WHITE = 230.0


_DICT = cv2.aruco.getPredefinedDictionary(getattr(cv2.aruco, ad.ARUCO_DICT))
#: Each dictionary id's data cells as printed, without the black border: ``ids × n × n``
#: bool (``50×4×4`` for ``DICT_4X4_50``), indexed by marker id; True = a white cell; rows
#: from the marker's own top edge, each from its own left (its top-left corner first, as
#: ``cv2.aruco.generateImageMarker`` draws it, rotation 0). The marker spans ``n + 2``
#: cells a side with its border.
MARKER_BITS = np.array([cv2.aruco.Dictionary.getBitsFromByteList(_DICT.bytesList[i:i + 1],
                        _DICT.markerSize) for i in range(len(_DICT.bytesList))], bool)


def _label_samples() -> tuple[np.ndarray, np.ndarray, int]:
    """Sample points in marker cells (the marker spans 0..n, n = data bits + 2): the cells'
    grids (cell after cell, row-major) then the ring; and the border-cell mask."""
    n = MARKER_BITS.shape[1] + 2
    off = np.array(LABEL_CELL_OFFSETS)
    gy, gx = np.meshgrid(off, off, indexing="ij")
    cy, cx = np.meshgrid(np.arange(n), np.arange(n), indexing="ij")
    cells = np.stack([(cx.reshape(-1, 1) + gx.ravel()), (cy.reshape(-1, 1) + gy.ravel())], -1)
    t = (np.arange(4 * n) + 0.5) / 4  # along a side, 4 points a cell
    ring = [np.stack([t, np.full_like(t, e)][::o], -1) for d in LABEL_RING_DEPTHS
            for e in (-d, n + d) for o in (1, -1)]
    pts = np.vstack([cells.reshape(-1, 2)] + ring)
    border = np.ones((n, n), bool)
    border[1:-1, 1:-1] = False
    return np.hstack([pts, np.ones((len(pts), 1))]), border.ravel(), n * n * len(off) ** 2


_SAMPLES, _BORDER_CELLS, _N_CELL_SAMPLES = _label_samples()
_UNIT = np.array([[0, 0], [1, 0], [1, 1], [0, 1]], np.float32) * (MARKER_BITS.shape[1] + 2)


def label_levels(img: np.ndarray, corners: np.ndarray, marker_ids
                 ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """``(contrast, ring, white)`` of decoded markers in ``img`` (``H×W uint8`` gray; ``N×4×2``
    corners px in ArUco order, each marker's own top-left first, or one 4×2; ``N`` ids):
    length-``N`` float arrays, from the grey levels (nearest pixel) at points mapped
    through each marker's homography. Border level ``B`` = median of the 20 border cells'
    means (a 3×3 grid in each cell's middle, :data:`LABEL_CELL_OFFSETS`), white level ``W``
    = median of the white data cells' (the id's bits); ``contrast = (W − B) / W``;
    ``ring`` = median of ``(I − B) / (W − B)`` at the ring outside the marker
    (:data:`LABEL_RING_DEPTHS`): about 1 on a white quiet zone; ``white`` = W (grey levels)."""
    quads = np.asarray(corners, np.float32).reshape(-1, 4, 2)
    ids = np.atleast_1d(np.asarray(marker_ids, np.intp))
    if len(quads) == 0:
        return np.zeros(0), np.zeros(0), np.zeros(0)
    homs = np.stack([cv2.getPerspectiveTransform(_UNIT, q) for q in quads])
    p = np.matmul(homs, _SAMPLES.T)  # N×3×samples
    h, w = img.shape[:2]
    x = np.clip(p[:, 0] / p[:, 2] + 0.5, 0, w - 1).astype(np.intp)
    y = np.clip(p[:, 1] / p[:, 2] + 0.5, 0, h - 1).astype(np.intp)
    v = img.ravel()[y * w + x].astype(np.float32)
    k = _N_CELL_SAMPLES
    n = MARKER_BITS.shape[1] + 2
    cells = v[:, :k].reshape(len(quads), n * n, -1).mean(axis=2)
    border = _medians(cells[:, _BORDER_CELLS])
    bits = MARKER_BITS[ids].reshape(len(quads), -1)
    inner = np.where(bits, cells.reshape(-1, n, n)[:, 1:-1, 1:-1].reshape(len(quads), -1), np.inf)
    white = np.where(bits.any(axis=1), _medians(inner, bits.sum(axis=1)), 255.0)
    span = np.maximum(white - border, 1.0)
    ring = (_medians(v[:, k:]) - border) / span
    return (white - border) / np.maximum(white, 1.0), ring, white


def _medians(x: np.ndarray, counts=None) -> np.ndarray:
    """Row medians of ``N×M`` ``x`` (of each row's ``counts`` smallest): ``np.median`` is slow."""
    s, rows = np.sort(x, axis=1), np.arange(len(x))
    m = np.full(len(s), s.shape[1]) if counts is None else np.maximum(counts, 1)
    return 0.5 * (s[rows, (m - 1) // 2] + s[rows, m // 2])


def printed_on_label(img: np.ndarray, corners: np.ndarray, marker_ids) -> np.ndarray:
    """Whether each main-pass marker (``img`` ``H×W uint8``; ``N×4×2`` corners px and
    ``N`` ids, or one 4×2 and one id) looks printed on a white label
    (:func:`label_levels`): length-``N`` bools. Contrast at least
    :data:`LABEL_MIN_CONTRAST`; and a marker of :data:`LABEL_SIDE_PX` or more with a
    contrast under :data:`LABEL_LOW_CONTRAST` needs a light quiet zone (ring at least
    :data:`LABEL_MIN_RING`) unless its white cells are clipped by glare
    (:data:`LABEL_GLARE_WHITE`). Refuses gingham patches decoded as Tommy Gun (id 17: a 2×2
    white block in a dark square; QA: 35–60° tilt, exposure 0.35–0.5, noise 16 + JPEG 30)."""
    quads = np.asarray(corners, np.float64).reshape(-1, 4, 2)
    contrast, ring, white = label_levels(img, quads, marker_ids)
    side = quads_sides(quads).mean(axis=1)
    return (contrast >= LABEL_MIN_CONTRAST) & (
        (contrast >= LABEL_LOW_CONTRAST) | (ring >= LABEL_MIN_RING) | (side < LABEL_SIDE_PX)
        | (white >= LABEL_GLARE_WHITE))


#: :func:`decode_cells`: px per cell of the rectified marker, and the least border-to-white
#: span (grey levels) decoded.
DECODE_CELL_PX = 8
DECODE_MIN_SPAN = 20.0



def new_marker(img: np.ndarray, found, near: dict, marker_id: int, corners: np.ndarray,
               side: float, label_check: bool = True) -> bool:
    """Whether a marker a rescan found (``marker_id``, ``corners`` 4×2 px of ``img``, mean
    ``side`` px) is a new one: no marker of that id read within a side of its centre (those
    of ``found``, ``(id, 4×2 corners px)``, and those kept before, remembered per id in
    ``near``), and with ``label_check`` printed on a white label
    (:func:`printed_on_label`). A new marker's centre is added to ``near``."""
    centre = corners.mean(axis=0)
    same = near.get(marker_id)
    if same is None:
        same = near[marker_id] = [d.mean(axis=0) for j, d in found if j == marker_id]
    if any(np.linalg.norm(d - centre) < side for d in same):
        return False
    if label_check and not printed_on_label(img, corners, [marker_id])[0]:
        return False
    same.append(centre)
    return True

#: :func:`unlike_neighbours`: how many of the nearest other markers a card marker is
#: compared with, and the most it may be stretched (or shrunk) in any direction against
#: the best of them (largest singular value, or inverse of the least, of the map from that
#: neighbour's square to its own). Genuine markers of every pass but the far-side one on the
#: 720p frames of seeds 340000, 390000 and 400000 (9,639 markers, every preset): 1.25 at
#: most against the best of their 3 nearest (the far-side pass's, squashed by blur and
#: checked against the tilt instead, reach 1.33). Seat 1's tile 42 % under a hand on seed
#: 340000 frame 119, read as the Tommy Gun: 1.44 (a 43.5 × 28.5 px piece of its 57 px
#: marker among 28 px card markers).
SHAPE_NEIGHBOURS = 3
SHAPE_MAX_STRETCH = 1.35


def unlike_neighbours(quads: np.ndarray, printed: np.ndarray, checked: np.ndarray,
                      k: int = SHAPE_NEIGHBOURS, max_stretch: float = SHAPE_MAX_STRETCH
                      ) -> np.ndarray:
    """Which markers of ``checked`` do not have the shape their neighbours show there:
    length-``N`` bools (False where not ``checked``): :func:`neighbour_stretch` over
    ``max_stretch``. A marker with no other in view is not judged.

    ``quads``: ``N×4×2`` corners px (ArUco order); ``printed``: ``N`` sides over a card
    marker's; ``checked``: ``N`` bools."""
    stretch, _ = neighbour_stretch(quads, printed, checked, k)
    return np.isfinite(stretch) & (stretch > max_stretch)


def neighbour_stretch(quads: np.ndarray, printed: np.ndarray, checked: np.ndarray,
                      k: int = SHAPE_NEIGHBOURS) -> tuple[np.ndarray, np.ndarray]:
    """How far each marker of ``checked`` is from the shape its neighbours show there:
    ``(stretch, best)``, length-``N`` float and int arrays (``inf`` and -1 where not
    ``checked`` or with no other marker in view): the least stretch against its ``k``
    nearest others and the index of that best neighbour.

    Every marker is a square lying on the table, so near each other any two look alike
    once scaled by their printed sides: one camera's view maps both squares the same way.
    Each marker's affine fit ``A`` (2×2, unit square → its corners) is divided by its
    printed side (``printed``: a card marker's 1, a seat marker's 2); a checked marker is
    compared with each of its ``k`` nearest others (by centre, those whose centre lies at
    least half its side away, the side the square root of its area: not the same marker
    read twice) as ``L⁻¹ A``, ``L Lᵀ`` the neighbour's ``A Aᵀ`` (its turn on the table
    drops out): its singular values are 1 for a square like the neighbour's (their squares
    are the eigenvalues of ``(L Lᵀ)⁻¹ A Aᵀ``, computed in closed form); the stretch is the
    largest or the inverse of the least, whichever is more. Pure arithmetic on all pairs
    at once."""
    q = np.asarray(quads, np.float64).reshape(-1, 4, 2)
    stretch, best = np.full(len(q), np.inf), np.full(len(q), -1, np.intp)
    idx = np.flatnonzero(checked)
    if len(q) < 2 or len(idx) == 0:
        return stretch, best
    # A's columns (the affine fit of the unit square: the corners' differences, halved)
    # over the printed side, and M = A Aᵀ = [[p, r], [r, s]]: the turn drops out
    size = np.asarray(printed, np.float64)
    k1, k2 = _affine_columns(q, size)
    p = k1[:, 0] ** 2 + k2[:, 0] ** 2
    s = k1[:, 1] ** 2 + k2[:, 1] ** 2
    r = k1[:, 0] * k1[:, 1] + k2[:, 0] * k2[:, 1]
    det = p * s - r * r
    centres = q.mean(axis=1)
    d2 = ((centres[idx, None] - centres[None]) ** 2).sum(axis=2)  # C×N
    # itself, or the same marker read twice (within half its side: side² = √det M)
    d2[d2 < 0.25 * np.sqrt(det[idx])[:, None] * size[idx, None] ** 2] = np.inf
    near = np.argsort(d2, axis=1)[:, :k]  # C×k
    gone = np.isinf(np.take_along_axis(d2, near, axis=1)) | (det[near] <= 1e-9)
    # the singular values² of L⁻¹A (M_j = L Lᵀ) are the eigenvalues of M_j⁻¹ M_i
    i = idx[:, None]
    dj = np.where(gone, 1.0, det[near])
    tr = (s[near] * p[i] - 2 * r[near] * r[i] + p[near] * s[i]) / dj
    prod = det[i] / dj
    root = np.sqrt(np.maximum(tr * tr / 4 - prod, 0.0))
    hi, lo = tr / 2 + root, np.maximum(tr / 2 - root, 1e-12)
    each = np.where(gone, np.inf, np.sqrt(np.maximum(hi, 1.0 / lo)))
    pick = np.argmin(each, axis=1)
    stretch[idx] = each[np.arange(len(idx)), pick]
    best[idx] = np.where(np.isfinite(stretch[idx]), near[np.arange(len(idx)), pick], -1)
    return stretch, best


def _affine_columns(q: np.ndarray, size: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The affine fit's columns of ``N×4×2`` quads over their printed sides (``N``):
    ``(N×2, N×2)`` px, the mean of the sides from corner 0 to 1 (and 3 to 2), and from
    corner 0 to 3 (and 1 to 2)."""
    k1 = (q[:, 1] + q[:, 2] - q[:, 0] - q[:, 3]) / (2 * size)[:, None]
    k2 = (q[:, 2] + q[:, 3] - q[:, 0] - q[:, 1]) / (2 * size)[:, None]
    return k1, k2


def neighbour_square(quad: np.ndarray, printed: float, like: np.ndarray,
                     like_printed: float) -> np.ndarray:
    """The square a marker (``quad`` 4×2 px, ArUco order; ``printed`` its side over a card
    marker's) would show were it shaped as its neighbour (``like`` 4×2 px, printed
    ``like_printed``) there: 4×2 corners px, the same centre as ``quad``, the neighbour's
    affine fit scaled to ``printed`` and turned as near ``quad``'s own as can be (the
    rotation ``R`` of least ``‖L R − A‖``, ``L`` the neighbour's fit, ``A`` the marker's:
    the polar factor of ``Lᵀ A``), corners in ``quad``'s order."""
    q = np.asarray([quad, like], np.float64).reshape(2, 4, 2)
    k1, k2 = _affine_columns(q, np.array([printed, like_printed], np.float64))
    own = np.stack([k1[0], k2[0]], axis=1)
    lf = np.stack([k1[1], k2[1]], axis=1) * printed
    u, _, vt = np.linalg.svd(lf.T @ own)
    turn = u @ np.diag([1.0, np.sign(np.linalg.det(u @ vt))]) @ vt
    return q[0].mean(axis=0) + _CENTRED_UNIT @ (lf @ turn).T


_CENTRED_UNIT = np.array([[-0.5, -0.5], [0.5, -0.5], [0.5, 0.5], [-0.5, 0.5]])
#: :func:`reads_as_its_neighbours_show`: the step (cells of the marker) between the
#: places its square is tried at inside the quad ArUco found, and the least quiet-zone ring
#: level (:func:`label_levels`) there; at most :data:`SQUARE_MAX_PLACES` places, nearest the
#: quad's centre first (about 2 cells either way; the genuine 1080p 90000 frame 1 marker
#: reads 9 px, 1.3 of its 7 px cells, off its quad's centre, the 19th place tried; without
#: the bound a quad 5× its neighbour's side took 2,401 decodes, ~0.18 s, session 43 review).
SQUARE_STEP_CELLS = 0.5
SQUARE_MIN_RING = 0.55
SQUARE_MAX_PLACES = 49


def reads_as_its_neighbours_show(img: np.ndarray, quad: np.ndarray, printed: float,
                                 like: np.ndarray, like_printed: float, marker_id: int,
                                 min_margin: float) -> bool:
    """Whether a marker :func:`unlike_neighbours` refuses (``quad`` 4×2 px of ``img``,
    ``H×W uint8``, ArUco order; its dictionary id ``marker_id``; ``printed`` as there) is
    a printed marker after all, its outline badly fitted: somewhere inside ``quad`` the
    square its best neighbour (``like``, ``like_printed``) shows there
    (:func:`neighbour_square`, moved by :data:`SQUARE_STEP_CELLS` cells at a time along
    its own sides, as far as ``quad`` reaches past it, nearest the centre first, at most
    :data:`SQUARE_MAX_PLACES` places) decodes
    as ``marker_id`` (:func:`decode_cells` with ``min_margin``) with a light quiet zone
    round it (:func:`label_levels` ring at least :data:`SQUARE_MIN_RING`).

    A genuine card marker ArUco fitted as a 64.8 × 41.5 px quad among 42 px squares
    (held-out 1080p 90000 frame 1): its id, 9 px from the quad's centre, ring light. The
    piece of a seat tile's marker half under a hand (720p 340000 frame 119, a 43.5 × 28.5 px
    quad among 28 px squares) does decode as the Tommy Gun on the card-sized square (one
    white cell of the seat marker, twice a card marker's, with the dark ones round it) but
    its ring lies in the seat marker's dark cells round that one: refused."""
    square = neighbour_square(quad, printed, like, like_printed)
    cells = MARKER_BITS.shape[1] + 2
    axes = (square[1] - square[0], square[3] - square[0])  # the square's sides, px
    q = np.asarray(quad, np.float64)
    centred = q - q.mean(axis=0)
    reach = []
    for ax in axes:
        length = float(np.hypot(*ax))
        extent = float(np.ptp(centred @ (ax / max(length, 1e-9))))
        reach.append(int(max(extent - length, 0.0) / 2 / (SQUARE_STEP_CELLS * length / cells)))
    places = [(a, b) for a in range(-reach[0], reach[0] + 1)
              for b in range(-reach[1], reach[1] + 1)]
    places.sort(key=lambda ab: ab[0] ** 2 + ab[1] ** 2)
    for a, b in places[:SQUARE_MAX_PLACES]:
        at = square + (a * axes[0] + b * axes[1]) * (SQUARE_STEP_CELLS / cells)
        got = decode_cells(img, at, min_margin)
        if got is None or got[0] != marker_id:
            continue
        if label_levels(img, np.roll(at, got[1], axis=0), [marker_id])[1][0] >= SQUARE_MIN_RING:
            return True
    return False


def decode_cells(img: np.ndarray, quad: np.ndarray, min_margin: float
                 ) -> tuple[int, int] | None:
    """The dictionary id of the marker whose 6×6 cells (border and 4×4 data bits) fill
    ``quad`` (4×2 px of ``img``, ``H×W uint8``; a marker's corners in ArUco order), read
    as the mean of each cell's middle half (the quad rectified to :data:`DECODE_CELL_PX`
    px a cell): ``(id, rotation)`` (ArUco's: ``np.roll(quad, rotation, axis=0)`` puts the
    marker's own top-left first), or ``None``.

    Strict: the 36 cell means are split by Otsu's threshold; every border cell must be
    dark, every cell at least ``min_margin`` × (white − border) from the threshold (border:
    the border cells' median; white: the data cells' 90th percentile, at least
    :data:`DECODE_MIN_SPAN` above the border), and the bits must be an id exactly (no
    error correction; this dictionary's ids differ in 4 bits or more under any rotation).
    ~0.1 ms."""
    n = MARKER_BITS.shape[1] + 2
    k = DECODE_CELL_PX
    dst = np.array([[0, 0], [n * k, 0], [n * k, n * k], [0, n * k]], np.float32)
    hom = cv2.getPerspectiveTransform(np.asarray(quad, np.float32), dst)
    warped = cv2.warpPerspective(img, hom, (n * k, n * k), flags=cv2.INTER_LINEAR)
    a, b = k // 4, k - k // 4
    cells = warped.reshape(n, k, n, k)[:, a:b, :, a:b].astype(np.float32).mean(axis=(1, 3))
    edge = cells[_BORDER_CELLS.reshape(n, n)]
    dark = float(np.partition(edge, [9, 10])[9:11].mean())  # median of the 20
    inner = np.sort(cells[1:-1, 1:-1].ravel())
    white = float(0.5 * (inner[13] + inner[14]))  # 90th percentile of the 16
    span = white - dark
    if span < DECODE_MIN_SPAN:
        return None
    v = np.sort(cells.ravel())
    cut = np.arange(1, len(v))
    low = np.cumsum(v)[:-1]
    score = cut * (len(v) - cut) * ((v.sum() - low) / (len(v) - cut) - low / cut) ** 2
    best = int(np.argmax(score))
    thr = 0.5 * (v[best] + v[best + 1])
    if float(edge.max()) > thr or float(np.abs(cells - thr).min()) < min_margin * span:
        return None
    ok, idx, rot = _DICT.identify((cells[1:-1, 1:-1] > thr).astype(np.uint8), 0.0)
    return (int(idx), int(rot)) if ok else None


__all__ = ["new_marker", "unlike_neighbours", "neighbour_stretch", "neighbour_square",
           "reads_as_its_neighbours_show", "plausible_shape", "plausible_quads",
           "quads_sides", "perimeter_rates", "label_levels", "printed_on_label", "decode_cells",
           "quad_sides", "mean_side",
           "MARKER_BITS", "MIN_SIDE_PX", "MIN_SIDE_RATIO", "FAR_MIN_SIDE_RATIO", "FAR_MIN_SIDE_PX"]
