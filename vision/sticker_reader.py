"""Tactile sticker reader: the rank code (dots = 1, dotted circle = 5, dotted square = 10) and
the Other World cross, read by OpenCV shape analysis; works on a deck with no printed
marker at all.

Geometry (``vision.adaptation``): rank row centred at ``y = RANK_Y_MM`` from
``x = RANK_X0_MM`` with ``RANK_GAP_MM`` gaps; dot 4 mm, ring/square 7 mm with a 2 mm centre
dot, cross 8 mm with 2 mm bars centred at ``(CROSS_X_MM, CROSS_Y_MM)``; every size ±15 %,
±2 mm, ±10° (hand-applied, TABLE-CONDITIONS.md).

Pipeline on a gray image with a known scale ``ppm`` (px per mm, ± ``scale_tol``):
1. dark-on-light adaptive threshold (window ≈ 9 mm), 8-connected components
   (``cv2.connectedComponentsWithStats``, vectorised size filter);
2. each component of plausible size is classified from its mask: *dot* (solid, 4 mm),
   *ring* (hollow, round), *square* (hollow, fills its minimum-area rectangle), *cross*
   (centre filled, diagonals empty, 8 mm); a ring/square's own centre dot is absorbed;
3. elements are chained into rows (neighbour spacing = half sizes + 2 mm, ±45 %), and a
   cross is attached to a row end when it lies ~9.7 mm from it;
4. a row must read squares, then rings, then dots from one end (the code's order) and
   decode to a rank in 1..8; a lone cross is rank 0.

The Other World bit is ``True`` with a cross, ``False`` when the places where a cross would
be are clean, and ``None`` (unknown: both kinds stay candidates) when something dark but
unrecognised lies there (the bare-black-cross-on-dark-frame case).

Safety (a misread rank spoken aloud misleads a blind player): :meth:`StickerReader.orient`
checks a code against the card's axes known from its seat zone (the whole row in reading
order along the card's x, no vinyl or faint blob where a missed element would extend it,
glare not hiding the row's end); the pipeline drops codes outside every seat zone, and lone
crosses are off by default. What remains is partial (rank only, Other World open) or nothing.

Results: :class:`StickerCode` (value, other_world, polygon, ppm, confidence) and, through
:func:`candidates_for`, card keys for an edition.

The pipeline no longer uses this whole-frame reader: :class:`~vision.pipeline.CardReader`
reads stickers card first (:mod:`vision.sticker_cards`: 4.3 → 59 % of sticker-only cards
identified on the benchmark's frames, no wrong reading; docs/benchmarks.md). It stays for a
view without seat markers (an ROI handed in by a caller) and for its tests;
:func:`candidates_for` and :func:`code_to_sighting` are shared.
"""
from __future__ import annotations

import math

import cv2
import numpy as np

from companion.cards import Edition, edition_cards

from . import adaptation as ad
from .records import Sighting
from .sticker_shapes import (CROSS_MM, CROSS_TO_ROW_MM, DOT_MM, NOMINAL, RING_MM, _ORDER,
                             Element,
                             StickerCode, _absorb_centre_dots, _best_row, _block_polygon,
                             _chain_rows, _classify, _complete, _drop_stray_dots, _ink_mm2,
                             _inked, _on_plain_ground)

#: Largest angle between a rank row and the card's x axis (card ±6° on the table, sticker
#: ±10° by hand, measurement).
ROW_ANGLE_TOL_DEG = 20.0
#: A window holds black vinyl when its darkest third lies within this fraction of the
#: ink-to-ground range above the block's own ink (a card's printed frame, ~45 grey levels
#: lighter than vinyl, does not count).
VINYL_FRAC = 0.12
#: The same for a ring missed before a first dot: its darkest tenth within this fraction.
RING_FRAC = 0.2


def _ink_reference(gray: np.ndarray, elements) -> tuple[float, float] | None:
    """``(ink, ground)`` grey levels of a block: the darkest part of its elements' centres
    and the light ground around them; ``None`` when out of the frame or with no contrast."""
    h, w = gray.shape
    inks, grounds = [], []
    for e in elements:
        x, y = int(round(e.x)), int(round(e.y))
        r = max(1, int(round(e.size * 0.9)))
        if not (r <= x < w - r and r <= y < h - r):
            return None
        win = gray[y - r:y + r + 1, x - r:x + r + 1]
        inks.append(float(np.percentile(win, 10)))
        grounds.append(float(np.percentile(win, 90)))
    ink, ground = float(np.median(inks)), float(np.median(grounds))
    if ground - ink < 20:
        return None
    return ink, ground


def _vinyl_at(gray: np.ndarray, cx: float, cy: float, half_px: float,
              ref: tuple[float, float], pct: float = 33.0, frac: float | None = None) -> bool:
    """True when the window of half-side ``half_px`` at (cx, cy) holds black vinyl like the
    block's own elements (its darkest ``pct`` % within ``frac`` (default :data:`VINYL_FRAC`)
    of the ink-to-ground range above the ink), or lies out of the frame (unknown counts as
    ink: be safe)."""
    h, w = gray.shape
    r = max(1, int(round(half_px)))
    x, y = int(round(cx)), int(round(cy))
    if not (r <= x < w - r and r <= y < h - r):
        return True
    win = gray[y - r:y + r + 1, x - r:x + r + 1]
    ink, ground = ref
    frac = VINYL_FRAC if frac is None else frac
    return float(np.percentile(win, pct)) <= ink + frac * (ground - ink)


def _washed_out(gray: np.ndarray, cx: float, cy: float, half_px: float) -> bool:
    """True when glare may hide an element here: over a fifth of the window saturated
    (grey ≥ :data:`SATURATED`), where a washed-out dot cannot be told from white."""
    h, w = gray.shape
    r = max(1, int(round(half_px)))
    x, y = int(round(cx)), int(round(cy))
    win = gray[max(0, y - r):min(h, y + r + 1), max(0, x - r):min(w, x + r + 1)]
    return win.size == 0 or float(np.count_nonzero(win >= SATURATED)) > 0.2 * win.size


def _blob_at(gray: np.ndarray, cx: float, cy: float, ppm: float,
             ref: tuple[float, float]) -> bool:
    """True when a dot-sized blob darker than its surroundings lies at (cx, cy), even a
    faint one (a dot half washed out by glare): the darkest third of a 2.4 mm window is
    darker than the median of a 6 mm window by a quarter of the block's ink-to-ground
    range. Used where the spec puts plain ground (after the last element of a row)."""
    h, w = gray.shape
    r_in, r_out = max(1, int(round(1.2 * ppm))), max(2, int(round(3.0 * ppm)))
    x, y = int(round(cx)), int(round(cy))
    if not (r_out <= x < w - r_out and r_out <= y < h - r_out):
        return True
    inner = gray[y - r_in:y + r_in + 1, x - r_in:x + r_in + 1]
    outer = gray[y - r_out:y + r_out + 1, x - r_out:x + r_out + 1]
    ink, ground = ref
    return float(np.percentile(inner, 33)) < float(np.median(outer)) - 0.25 * (ground - ink)


#: Grey level from which a pixel counts as saturated (glare, a lamp's hot spot).
SATURATED = 252
#: The strip after a row's last element that must be plain ground, mm along the row (from
#: the element's edge) and half-width across: one more dot (2 mm gap + 4 mm) would lie there.
AFTER_STRIP_MM = (0.6, 7.0, 2.0)
#: How far above the ink (fraction of the ink-to-ground range) the strip's darkest pixels
#: must stay (measured: plain card band 0.5–0.9, a card frame over the row ~0.2).
STRIP_DARK_FRAC = 0.4


def _plain_strip(gray: np.ndarray, x0: float, y0: float, u, scale: float,
                 ref: tuple[float, float]) -> bool:
    """True when the strip :data:`AFTER_STRIP_MM` from (x0, y0) (the last element's edge)
    along unit vector ``u`` holds nothing dark: its darkest 3 % stay above the ink by
    :data:`STRIP_DARK_FRAC` of the ink-to-ground range (the dark frame of a card lying over
    the row's end, a card's edge, a shadow or an element not read would not). Out of the
    frame is not plain (unknown is not safe). The strip may be lighter or darker ground
    than the label (a white label ends, the card's band goes on)."""
    h, w = gray.shape
    a0, a1, half = AFTER_STRIP_MM
    along = np.arange(a0, a1 + 1e-6, 0.5) * scale
    across = np.arange(-half, half + 1e-6, 0.5) * scale
    aa, cc = np.meshgrid(along, across)
    xs = np.rint(x0 + aa * u[0] - cc * u[1]).astype(int)
    ys = np.rint(y0 + aa * u[1] + cc * u[0]).astype(int)
    if xs.min() < 0 or ys.min() < 0 or xs.max() >= w or ys.max() >= h:
        return False
    vals = gray[ys, xs].astype(np.float32)
    ink, ground = ref
    span = ground - ink
    return float(np.percentile(vals, 3)) >= ink + STRIP_DARK_FRAC * span


def candidates_for(value: int, other_world: bool | None, edition: "str | Edition"
                   ) -> tuple[str, ...]:
    """Card keys of ``edition`` with rank ``value`` (and the Other World bit when known),
    sorted; empty when no card fits."""
    return tuple(sorted(c.key for c in edition_cards(edition) if c.rank == value
                        and (other_world is None or c.other_world == other_world)))


class StickerReader:
    """Finds and decodes tactile blocks.

    Args:
        edition: decides the candidate cards.
        contrast: adaptive-threshold offset, grey levels (lower finds fainter shapes and
            more clutter).
        scale_tol: the scale given to :meth:`read` may be off by this factor either way.
        accept_lone_cross: report a cross with no rank row (rank-0 Other World cards). Off by
            default: such a reading can only say "R'lyeh or Stowaway Eggs" (never one card),
            and on rendered tables most lone crosses that pass every check are artwork.
        accept_lone: report a lone dot (rank 1) or a lone ring (rank 5) without a cross.
            Off by default: on rendered tables most lone blobs that pass every check are
            artwork (see docs/benchmarks.md, "Vision"); these cards then go unread by the
            sticker reader rather than misread.
    """

    def __init__(self, edition: "str | Edition" = Edition.ARKHAM, *, contrast: float = 12.0,
                 scale_tol: float = 1.35, accept_lone_cross: bool = False,
                 accept_lone: bool = False) -> None:
        self.edition = Edition.parse(edition)
        self.contrast = contrast
        self.scale_tol = scale_tol
        self.accept_lone_cross = accept_lone_cross
        self.accept_lone = accept_lone
        #: why :meth:`orient` last dropped a code ("before-4", "before-7", "after",
        #: "after-faint"), for diagnosis; "" when it kept one.
        self.last_reject = ""

    # ------------------------------------------------------------------ public
    def read(self, gray: np.ndarray, ppm: float, origin: tuple[float, float] = (0.0, 0.0)
             ) -> list[StickerCode]:
        """Decode every tactile block in ``gray`` (``H×W uint8``, a frame or an ROI whose
        top-left is at ``origin`` in frame px) at about ``ppm`` px per mm."""
        if ppm <= 0:
            raise ValueError(f"ppm must be positive, got {ppm}")
        mask = self._binarize(gray, ppm)
        self._gray = gray
        elements = self._elements(mask, ppm, gray)
        codes = self._decode(elements, mask, ppm)
        if origin != (0.0, 0.0):
            ox, oy = origin
            codes = [StickerCode(c.value, c.other_world,
                                 tuple((x + ox, y + oy) for x, y in c.polygon), c.ppm,
                                 c.confidence,
                                 tuple(Element(e.shape, e.x + ox, e.y + oy, e.size, e.score)
                                       for e in c.elements)) for c in codes]
        return codes

    def sightings(self, gray: np.ndarray, ppm: float, origin: tuple[float, float] = (0.0, 0.0)
                  ) -> list[Sighting]:
        """:meth:`read` as :class:`Sighting` records (codes that fit no card are dropped)."""
        out = []
        for code in self.read(gray, ppm, origin):
            s = code_to_sighting(code, self.edition)
            if s is not None:
                out.append(s)
        return out

    def orient(self, code: StickerCode, gray: np.ndarray, x_dir, y_dir) -> StickerCode | None:
        """Check and complete ``code`` knowing the card's axes at its place (from the seat
        zone it lies in: a card faces its player, its top toward the table centre).

        ``x_dir``: image px per mm along the card's +x (the player's right); ``y_dir``: image
        px per mm toward the card's top edge. This is the conservative check that makes a
        sticker reading safe to speak (a wrong rank misleads a blind player; no reading
        does not). The code is kept only when the whole tactile block fits the spec:

        * the row runs along +x in reading order (squares, ring, dots), within
          :data:`ROW_ANGLE_TOL_DEG` (card ±6° on the table + sticker ±10°);
        * no black-vinyl ink where one more element would sit before the first element or
          after the last one (a missed element would give a lower rank): the window's
          darkest third must be much lighter than the elements' own ink
          (:func:`_vinyl_at`); no faint blob or glare after the last, no glare where a ring
          would sit before a first dot;
        * the strip after the last element, where one more dot would lie, is plain ground
          like the block's own (:func:`_plain_strip`): not the edge of a card, hand or
          shadow lying over the row's end, which could hide more elements;
        * a lone cross (rank 0) has no ink where the rank row would be below it;
        * the Other World bit is then read from the ink at the one place the cross goes (a
          6 mm window, 9.5 mm toward the top from the row): at least 12 mm² of ink is a
          cross, at most 5 mm² is none, in between unknown.

        Returns ``None`` when the block does not fit (clutter, or part of a row missed).
        """
        xd = np.asarray(x_dir, np.float64)
        yd = np.asarray(y_dir, np.float64)
        ppm = float(np.hypot(*xd))
        if ppm <= 0:
            return code
        ux = xd / ppm
        uy = yd / max(float(np.hypot(*yd)), 1e-9)
        row = [e for e in code.elements if e.shape is not ad.Shape.CROSS]
        ref = _ink_reference(gray, code.elements)
        if ref is None:
            return None
        if not row:
            # a lone cross: the rank row's places below it must be free of vinyl
            c = code.elements[0]
            scale = c.size / CROSS_MM * ppm if c.size else ppm
            for dx_mm in (ad.RANK_X0_MM + DOT_MM / 2 - ad.CROSS_X_MM,
                          ad.RANK_X0_MM + 1.5 * DOT_MM + ad.RANK_GAP_MM - ad.CROSS_X_MM):
                dy_mm = ad.CROSS_Y_MM - ad.RANK_Y_MM
                px = c.x + (ux[0] * dx_mm + uy[0] * dy_mm) * scale
                py = c.y + (ux[1] * dx_mm + uy[1] * dy_mm) * scale
                if _vinyl_at(gray, px, py, 1.0 * scale, ref):
                    return None
            return code
        row.sort(key=lambda e: e.x * ux[0] + e.y * ux[1])
        ranks = [_ORDER[e.shape] for e in row]
        if ranks != sorted(ranks):
            return None
        if len(row) > 1:
            v = np.array([row[-1].x - row[0].x, row[-1].y - row[0].y])
            if float(v @ ux) < math.cos(math.radians(ROW_ANGLE_TOL_DEG)) * float(np.hypot(*v)):
                return None
            rx = v / max(float(np.hypot(*v)), 1e-9)
        else:
            rx = ux
        scale = float(np.median([e.size / NOMINAL[e.shape] for e in row]))  # px per mm
        # one more element before the first / after the last: a dot or a ring's width away
        first, last = row[0], row[-1]
        # (name, x, y, half window in mm): a window over most of the missed element, so a
        # probe a little off its centre (row direction from two dots, blur-swollen sizes)
        # still lands on its vinyl; a ring merged with the cross above it (an Other World
        # card) is the commonest missed element
        probes = []
        if first.shape is ad.Shape.DOT:
            # a ring's 1 mm line and 2 mm centre dot are thin at 1.4 px/mm: its darkest
            # tenth within RING_FRAC of the ink is enough
            for size, half, pct, frac in ((DOT_MM, 1.5, 33.0, VINYL_FRAC),
                                          (RING_MM, 2.0, 10.0, RING_FRAC)):
                d = (NOMINAL[first.shape] / 2 + ad.RANK_GAP_MM + size / 2) * scale
                probes.append((f"before-{size:g}", first.x - rx[0] * d, first.y - rx[1] * d,
                               half, pct, frac))
        d = (NOMINAL[last.shape] / 2 + ad.RANK_GAP_MM + DOT_MM / 2) * scale
        probes.append(("after", last.x + rx[0] * d, last.y + rx[1] * d, 1.0, 33.0, VINYL_FRAC))
        for name, px, py, half, pct, frac in probes:
            if _vinyl_at(gray, px, py, half * scale, ref, pct, frac):
                self.last_reject = name
                return None
        if _washed_out(gray, probes[-1][1], probes[-1][2], 2.5 * scale) or _blob_at(
                gray, probes[-1][1], probes[-1][2], scale, ref):
            self.last_reject = "after-faint"
            return None
        if first.shape is ad.Shape.DOT and _washed_out(gray, probes[1][1], probes[1][2],
                                                       2.5 * scale):
            self.last_reject = "before-glare"  # a ring may hide under the glare
            return None
        edge = NOMINAL[last.shape] / 2 * scale
        if not _plain_strip(gray, last.x + rx[0] * edge, last.y + rx[1] * edge, rx, scale, ref):
            self.last_reject = "after-strip"  # the row may go on under something
            return None
        along = ad.CROSS_X_MM - (ad.RANK_X0_MM + NOMINAL[first.shape] / 2)
        up = ad.RANK_Y_MM - ad.CROSS_Y_MM
        cx = first.x + xd[0] * along + yd[0] * up
        cy = first.y + xd[1] * along + yd[1] * up
        ink = _ink_mm2(gray, cx, cy, 3.0, ppm)
        if ink is None:
            ow = code.other_world
        elif ink >= 12.0:
            ow = True
        elif ink <= 5.0:
            ow = False
        else:
            ow = None
        if code.other_world is True:
            ow = True  # a cross was recognised by shape
        self.last_reject = ""
        return StickerCode(code.value, ow, code.polygon, code.ppm, code.confidence, code.elements)

    # ------------------------------------------------------------------ stages
    def _binarize(self, gray: np.ndarray, ppm: float) -> np.ndarray:
        block = max(3, int(round(9.0 * ppm)) | 1)
        return cv2.adaptiveThreshold(gray, 255, cv2.ADAPTIVE_THRESH_MEAN_C,
                                     cv2.THRESH_BINARY_INV, block, self.contrast)

    def _elements(self, mask: np.ndarray, ppm: float, gray: np.ndarray) -> list[Element]:
        # connectedComponents without stats + external contours for the boxes: about five
        # times faster than connectedComponentsWithStats at 720p.
        self._boxes = np.zeros((0, 4), np.int32)
        found, hierarchy = cv2.findContours(mask, cv2.RETR_CCOMP, cv2.CHAIN_APPROX_SIMPLE)
        if not found:
            return []
        # outer boundaries only (RETR_CCOMP puts a shape inside another's hole at the top too)
        contours = [c for c, hi in zip(found, hierarchy[0]) if hi[3] < 0]
        boxes = np.array([cv2.boundingRect(c) for c in contours], np.int32).reshape(-1, 4)
        self._boxes = boxes
        w, h = boxes[:, 2].astype(float), boxes[:, 3].astype(float)
        d = np.maximum(w, h)
        lo = DOT_MM * 0.8 / self.scale_tol * ppm - 1.0
        hi = CROSS_MM * 1.35 * self.scale_tol * ppm + 2.0
        keep = np.nonzero((d >= max(lo, 2.0)) & (d <= hi) & (d <= 2.2 * np.minimum(w, h)))[0]
        if len(keep) == 0:
            return []
        _, labels = cv2.connectedComponents(mask, connectivity=8)
        out: list[Element] = []
        for i in keep:
            x, y, ww, hh = (int(v) for v in boxes[i])
            px, py = contours[i][0][0]
            comp = (labels[y:y + hh, x:x + ww] == labels[py, px]).astype(np.uint8)
            a = int(comp.sum())
            if a < 3:
                continue
            e = _classify(comp, x, y, a, ppm, self.scale_tol, contours[i])
            if e is not None and _inked(gray, comp, x, y):
                out.append(e)
        return _absorb_centre_dots(out)

    def _decode(self, elements: list[Element], mask: np.ndarray, ppm: float) -> list[StickerCode]:
        rows = _chain_rows([e for e in elements if e.shape is not ad.Shape.CROSS], ppm)
        crosses = [e for e in elements if e.shape is ad.Shape.CROSS]
        used_cross: set[int] = set()
        codes: list[StickerCode] = []
        for row in rows:
            ordered = _best_row(row)
            if ordered is None:
                continue
            shapes = [e.shape for e in ordered]
            value = ad.decode_shapes(shapes)
            if not 1 <= value <= 8:
                continue
            scale = float(np.median([e.size / NOMINAL[e.shape] for e in ordered]))
            first = ordered[0]
            cross_i, ow = self._cross_for(ordered, crosses, mask, scale)
            els = tuple(ordered)
            if cross_i is not None:
                used_cross.add(cross_i)
                els = els + (crosses[cross_i],)
            conf = float(np.clip(np.mean([e.score for e in els]) * (0.85 if ow is None else 1.0),
                                 0.05, 0.95))
            codes.append(StickerCode(value, ow, _block_polygon(els, scale), scale, round(conf, 3),
                                     els))
            del first
        codes = _drop_stray_dots(codes)
        codes = [c for c in codes if (len(c.elements) > 1 or (self.accept_lone and _on_plain_ground(
            self._gray, c.elements[0], ppm))) and _complete(self._boxes, c, self._gray)]
        if self.accept_lone_cross:
            for i, c in enumerate(crosses):
                if i in used_cross:
                    continue
                scale = c.size / CROSS_MM
                if any(math.hypot(c.x - e.x, c.y - e.y) < 14.0 * scale for r in rows for e in r):
                    continue  # a cross beside a row we could not decode: not a lone cross
                codes.append(StickerCode(0, True, _block_polygon((c,), scale), scale,
                                         round(min(0.8, c.score * 0.85), 3), (c,)))
        return codes

    def _cross_for(self, row: list[Element], crosses: list[Element], mask: np.ndarray,
                   scale: float) -> tuple[int | None, bool | None]:
        """The cross belonging to ``row`` (index), and the Other World bit."""
        same = len({e.shape for e in row}) == 1
        ends = [row[0], row[-1]] if (same and len(row) > 1) else [row[0]]
        best = None
        for end in ends:
            for i, c in enumerate(crosses):
                d = math.hypot(c.x - end.x, c.y - end.y) / scale
                if abs(d - CROSS_TO_ROW_MM) <= 4.0 and (best is None or d < best[0]):
                    best = (d, i)
        if best is not None:
            return best[1], True
        # no cross: are the places where it would be clean?  With a row of 2+ the cross
        # sits 9.5 mm to one side of the first element; a lone element leaves a circle.
        h, w = mask.shape
        win = max(1, int(round(2.0 * scale)))
        spots = []
        for end in ends:
            if len(row) > 1:
                other = row[1] if end is row[0] else row[-2]
                ux, uy = other.x - end.x, other.y - end.y
                norm = math.hypot(ux, uy) or 1.0
                ux, uy = ux / norm, uy / norm
                along = (ad.CROSS_X_MM - (ad.RANK_X0_MM + NOMINAL[end.shape] / 2)) * scale
                up = (ad.RANK_Y_MM - ad.CROSS_Y_MM) * scale
                for side in (1, -1):
                    spots.append((end.x + ux * along - side * uy * up,
                                  end.y + uy * along + side * ux * up))
            else:
                r = CROSS_TO_ROW_MM * scale
                spots += [(end.x + r * math.cos(a), end.y + r * math.sin(a))
                          for a in (2 * math.pi * k / 16 for k in range(16))]
        seen = 0
        for px, py in spots:
            px, py = int(round(px)), int(round(py))
            if win <= px < w - win and win <= py < h - win:
                seen += 1
                patch = mask[py - win:py + win + 1, px - win:px + win + 1]
                if patch.mean() > 0.1 * 255:
                    return None, None  # something dark where the cross may be
        if seen < len(spots):
            return None, None  # partly out of view
        return None, False


def code_to_sighting(code: StickerCode, edition: "str | Edition") -> Sighting | None:
    """The :class:`Sighting` for a decoded block, or ``None`` when no card of ``edition``
    has that code."""
    cands = candidates_for(code.value, code.other_world, edition)
    if not cands:
        return None
    ow = code.other_world
    if ow is None:
        kinds = {c.other_world for c in edition_cards(edition) if c.key in cands}
        ow = kinds.pop() if len(kinds) == 1 else None
    return Sighting(candidates=cands, rank=code.value, other_world=ow, polygon=code.polygon,
                    confidence=code.confidence, source="sticker", px_per_mm=code.ppm)


__all__ = ["StickerReader", "StickerCode", "Element", "candidates_for", "code_to_sighting",
           "CROSS_TO_ROW_MM"]
