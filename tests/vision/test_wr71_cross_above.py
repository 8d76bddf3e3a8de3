"""wr71 (session 71, issue 4): :func:`vision.cross_above.cross_above` on drawn card tops
(card mm as read, the band's top edge found ``low`` mm too low, so the printed band starts
above the darkness map's band mask). The frame case (9752423's Cultists told
Investigators) is ``tests/vision/test_rev_wr70_held_out.py``."""
from __future__ import annotations

import cv2
import numpy as np

from vision.cross_above import CROSS_ABOVE_MIN, cross_above
from vision.sticker_block import block_image, box_max, cross_map, darkness
from vision.sticker_code import CROSS_BOX_MM

S = 3.0  # image px per card mm


def _card_top(cross_at, low: float, size=(90, 60), origin=(10.0, 15.0)):
    """``(fgray, c2i)``: a card's top drawn in card mm as read (frame grey 80, band 200 from
    y 2 − ``low`` to 24 − ``low``, a dot at (6.5, 13.25), a black cross 8 mm wide, 2 mm
    bars at ``cross_at`` or none), blurred 1.5 px; ``fgray`` ``size`` mm at ``S`` px/mm
    (``H×W float32``), the card's (0, 0) at ``origin`` mm of it."""
    img = np.full((int(size[1] * S), int(size[0] * S)), 80, np.float32)
    ox, oy = origin[0] * S, origin[1] * S

    def rect(x0, y0, x1, y1, v):
        cv2.rectangle(img, (int(round(ox + x0 * S)), int(round(oy + y0 * S))),
                      (int(round(ox + x1 * S)), int(round(oy + y1 * S))), v, -1)

    rect(2, 2 - low, 61, 24 - low, 200)
    if cross_at is not None:
        cx, cy = cross_at
        rect(cx - 4, cy - 1, cx + 4, cy + 1, 25)
        rect(cx - 1, cy - 4, cx + 1, cy + 4, 25)
    cv2.circle(img, (int(round(ox + 6.5 * S)), int(round(oy + 13.25 * S))), int(2 * S), 25, -1)
    img = cv2.GaussianBlur(img, (0, 0), 1.5)
    return img, np.array([[S, 0, ox], [0, S, oy], [0, 0, 1]], np.float64)


def _box_as_read(img, c2i) -> float:
    return box_max(cross_map(darkness(block_image(img, c2i), whole=True)), CROSS_BOX_MM)


def test_a_cross_above_a_band_edge_found_low_is_seen():
    """A cross centred at card y 2.5 as read (its band's edge found 2.3 mm low): the cross
    box as read answers under CROSS_NO (its upper arm in the masked strip), the place read
    2.5 mm higher over it."""
    img, c2i = _card_top((8.6, 2.5), low=2.3)
    assert _box_as_read(img, c2i) <= CROSS_ABOVE_MIN
    assert cross_above(img, c2i)


def test_no_cross_above_a_plain_band_edge_found_low():
    """The same card top without a cross (an Investigators): nothing above."""
    img, c2i = _card_top(None, low=2.3)
    assert not cross_above(img, c2i)


def test_a_place_above_out_of_the_frame_says_nothing():
    """A card whose block read 2.5 mm higher leaves the frame (its top at the frame's top
    edge): False (nothing seen), no error."""
    img, c2i = _card_top((8.6, 2.5), low=2.3, origin=(10.0, 0.5))
    assert not cross_above(img, c2i)
