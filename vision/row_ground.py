"""A sticker row that runs off its card onto another card's band (session 72, wr72).

In a side cascade the newer card lies over the older one's band from the right, its edge
across the older card's row; the newer card's own rank sticker, stuck at its band's left
end, lies just past that edge and its first dot can continue the older card's row one step
on. Fresh 9754357 (side cascades, tilt 35°, 1080p, both seat modes; review rev-wr71): a
Necronomicon (four dots, the cross) read as the Stowaway (five dots): the Cultists' edge
crossed its fourth dot and the Cultists' own dot was read as the fifth. The cover-edge
check (:func:`vision.sticker_code._cut_across`) missed it: it samples between the
elements' edges, and the Cultists' light frame there reads under its limit.

What parts the two cards is the band's own ground: a row lies on one card's band, whose
ground (the printed band round the sticker's label) is one print; past the edge it is the
other card's band, of another print and under the darkness map's ground (the 9 mm max
filter of :func:`vision.sticker_block.darkness`, the labels' white) usually far darker. So
the band's darkness over its height (:data:`vision.sticker_code.CUT_YS_MM`) is taken in the
middle of each gap between two elements of the row (:func:`gap_grounds`), and the row is
refused when a later gap is much darker than every gap before it (:func:`runs_off`,
:data:`STEP_MAX`). Only later gaps count: a row's first gap lies under the cross's lower
arm on a card with the cross (right readings of Necronomicons: 0.28-0.38 there, the gaps
after it 0.02-0.29).

Units: card mm (``vision.adaptation``), block px (:data:`vision.sticker_block.P` a mm,
origin at :data:`vision.sticker_block.BLOCK_MM`'s corner). No I/O.
"""
from __future__ import annotations

import numpy as np

from . import adaptation as ad
from .sticker_block import BLOCK_MM, P
from .sticker_code import CUT_YS_MM

#: A later gap of the row at least this much darker (darkness 0..1, the median over the
#: band's height of the gap's middle 1 mm) than the lightest gap before it: the row runs
#: onto another card's band. Measured before the limit was set (rev-wr71's frames, 720p
#: 9754000 f0-7 every preset and 9754100-9754107 side cascades, both seat modes: 176 right
#: readings of three elements or more): at most 0.065 (244 by the run's end, f0-39 and
#: 9754100-9754135: 0.073); 9754357's Stowaway 0.592. Held out after (fresh 9756000-9756399,
#: 200 frames, every preset and curled, side cascades, 720p / 1080p, both seat modes): 595
#: rows of three elements or more, at most 0.171; it fired on none
#: (docs/benchmarks-history.md, session 72, wr72).
STEP_MAX = 0.3
#: Half the width of the column looked at in each gap's middle, mm.
GAP_HALF_MM = 0.5
_ROWS = np.rint((CUT_YS_MM - BLOCK_MM[1]) * P).astype(int)


def gap_grounds(dark: np.ndarray, row) -> list[float]:
    """For each gap between two consecutive elements of ``row`` (``(shape, x_mm, y_mm,
    ...)``, left to right; a ring's edge 3.5 mm from its centre, a dot's 2 mm), the median
    over the band's height (:data:`~vision.sticker_code.CUT_YS_MM`) of the darkness map
    ``dark`` (``h×w float32``, :func:`vision.sticker_block.darkness` of the block) averaged
    over the gap's middle ±:data:`GAP_HALF_MM`; gaps whose column leaves the block are
    left out."""
    h, w = dark.shape
    if _ROWS.max() >= h or _ROWS.min() < 0:
        return []
    out = []
    for a, b in zip(row, row[1:]):
        xc = (a[1] + (3.5 if a[0] is ad.Shape.RING else 2.0) + b[1] - 2.0) / 2.0
        u0 = int(round((xc - GAP_HALF_MM - BLOCK_MM[0]) * P))
        u1 = int(round((xc + GAP_HALF_MM - BLOCK_MM[0]) * P)) + 1
        if u0 < 0 or u1 > w:
            continue
        out.append(float(np.median(dark[_ROWS, u0:u1].mean(axis=1))))
    return out


def ground_step(grounds: list[float]) -> float:
    """How much darker a later gap is than the lightest gap before it (0 when none is, or
    with fewer than two gaps)."""
    return max([grounds[j] - min(grounds[:j]) for j in range(1, len(grounds))] + [0.0])


def runs_off(dark: np.ndarray, row) -> bool:
    """True when the row ``row`` (elements as :func:`gap_grounds`'s) runs onto another
    card's band: :func:`ground_step` of its :func:`gap_grounds` over :data:`STEP_MAX`
    (rows of three elements or more; fewer: False)."""
    return len(row) >= 3 and ground_step(gap_grounds(dark, row)) > STEP_MAX


__all__ = ["STEP_MAX", "gap_grounds", "ground_step", "runs_off"]
