"""A cross pushed out of a band found low: the Other World bit left open.

:func:`vision.sticker_code.read_block` says "no cross" only when the cross's place
(:data:`~vision.sticker_code.CROSS_BOX_MM`, card y 4–10 mm) holds no cross response and no
thick ink. The darkness map it reads is blind outside the band (``BAND_MM``, card y from
2 mm: :func:`~vision.sticker_block.darkness` counts the printed frame as plain ground), so
when the band's top edge is found a few mm too low, the cross's upper arm lies in that
blind strip, the cross filter (which takes the least dark of its four arms) answers
nothing there, and the card is told "no cross" as a fact. Fresh 9752423 (rev-wr70's
side-cascade table, tilt 40°, 1080p, both seat modes; session 71, wr71): a Cultists (cross,
one dot) under The Boxer, its band cut by the Boxer's edge, its top edge found 2.3 mm low
(the renderer's truth: the cross at (8.6, 3.7) mm of the card as read, its dot at (6.5,
13.3)), told "Investigators" outright; its cross box 0.07, the widened place 0.11.

:func:`cross_above` reads the cross's place once more in the block taken
:data:`CROSS_ABOVE_MM` higher on the card (so that the darkness map sees the strip above
the band's edge as found): a cross response over :data:`~vision.sticker_code.CROSS_NO`
there is the weak cross that leaves the Other World bit open in
:func:`~vision.sticker_code.read_block` (the reading becomes both cards of its rank,
"Investigators or Cultists", and the fusion keeps that open: issue 4 item 3). It never
makes or drops a reading. Units: card mm; homographies card mm → image px.
"""
from __future__ import annotations

import numpy as np

from .sticker_block import block_image, box_max, cross_map, darkness
from .sticker_code import CROSS_BOX_MM, CROSS_NO

#: How far up the card (mm) the cross's place is read again. The 9752423 Cultists' cross
#: lay 0.3 mm above the cross box's top (card y 4) in the card as read: read 1–4 mm higher
#: the box gives 0.19–0.26 (its place as read 0.07); fresh tilted dim 1543028's Cthulhu
#: (cross at card y 3.75 as read) 0.41 and curled 740000 f65's Stowaway (cross at (10.0,
#: 2.25) mm) 0.35 at 2.5 mm, both wrong on main for that reason too.
CROSS_ABOVE_MM = 2.5
#: The cross response, in :data:`~vision.sticker_code.CROSS_BOX_MM` of the block taken
#: :data:`CROSS_ABOVE_MM` higher, over which "no cross" is not said:
#: :data:`~vision.sticker_code.CROSS_NO`, the limit "no cross" already asks of the cross's
#: place as read (the same filter, the same box, only higher on the card). Measured: the
#: 9752423 Cultists 0.26; right "no cross" readings on main, 2.5 mm higher: at most 0.135
#: (515, both seat modes: the first 36 frames of rev-wr70's four sets 9752100–9752499 and
#: seed 5000's first 40). Held out (fresh 9753000–9753649, 250 frames, and seed 5000's 330,
#: both seat modes): it fired on no frame (docs/benchmarks-history.md, session 71, wr71).
CROSS_ABOVE_MIN = CROSS_NO

_UP = np.array([[1.0, 0.0, 0.0], [0.0, 1.0, -CROSS_ABOVE_MM], [0.0, 0.0, 1.0]])


def cross_above(fgray: np.ndarray, c2i: np.ndarray) -> bool:
    """Whether a cross may lie above the cross's place of the card ``c2i`` (3×3, card mm →
    image px) in the frame ``fgray`` (``H×W float32``), in the strip the darkness map is
    blind to when the band's top edge was found low: the cross filter over
    :data:`CROSS_ABOVE_MIN` in :data:`~vision.sticker_code.CROSS_BOX_MM` of the block
    taken :data:`CROSS_ABOVE_MM` higher. False when that block leaves the frame (nothing
    seen there). Raises nothing."""
    img = block_image(fgray, c2i @ _UP)
    if not np.isfinite(img).all():
        return False
    return box_max(cross_map(darkness(img, whole=True)), CROSS_BOX_MM) > CROSS_ABOVE_MIN


__all__ = ["CROSS_ABOVE_MIN", "CROSS_ABOVE_MM", "cross_above"]
