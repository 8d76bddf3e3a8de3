"""The main ArUco pass's image with the plain cloth flattened: fewer contours, same markers.

ArUco's main pass (:meth:`vision.marker_reader.MarkerReader._main_pass`) thresholds the
whole frame with a 3 px and a 21 px window and follows every contour of both binary
images. On a dim table the sensor noise of the empty cloth gives ~30,000 contours a window
(docs/benchmarks-history.md, session 39, speed39): most of the pass's time goes to cloth
where no card lies. A printed marker is black ink on a white label, so every 16 px block
it touches holds both (benchmark seed 1000, 720p, every preset: at least 78 grey levels
between the block's darkest and lightest 4×4 mean; the far side of a tilted camera),
while plain cloth, even noisy, stays within a few levels once 4×4 px are averaged, and wood
grain within a small share of its own light.

:func:`flatten_plain` replaces the blocks whose 4×4 means span at most
:data:`PLAIN_RANGE` grey levels or :data:`PLAIN_SHARE` of their largest, and that lie more
than :data:`GROW_BLOCKS` blocks from any busy block, by the cloth's smooth local mean (the
blocks' means, linearly interpolated):
an adaptive threshold finds no dark pixel in a smooth ramp, so no contour is left there.
Every block within :data:`GROW_BLOCKS` (16 px) of a busy block keeps its pixels, so a
marker, its label and the 21 px window's 10 px reach round it see the same pixels and give
the same contours and corners. A frame with busy blocks nearly everywhere (gingham, a
patterned cloth: more than :data:`MAX_BUSY_SHARE`) is returned as it is. The reader
flattens noisy frames only (:class:`vision.marker_reader.MarkerReader`, ``plain_cloth``):
on a clean or typical frame the main pass's cost is the cards' candidates, not the cloth,
and the flattening did not pay for itself (session 41).

Figures (session 41, fast41): docs/benchmarks-history.md, "session 41, fast41".
"""
from __future__ import annotations

import cv2
import numpy as np

#: Block side (px of the main pass's image).
BLOCK_PX = 16
#: A block is busy when its 4×4 px means span more than this many grey levels and more
#: than :data:`PLAIN_SHARE` of their largest: the card markers read on benchmark seed 1000
#: (720p, 90 frames, all presets, every pass) span at least 78 levels and 0.54 of their
#: largest (the far side of a tilted camera; dim 97 and 0.92, harsh 141 and 0.65);
#: wood grain spans 20–60 levels but under 0.3 of its largest in 79 % of its blocks.
#: 12, not 30 (review rev-fast41): a marker printed 16–28 levels under its label (a card
#: in shadow in a dark room) is read by the main pass on the noisy image (synthetic
#: 28 px marker, noise 3: 5–6 of 6), none of its blocks span 30 levels, and the frame's
#: cloth was flattened over it; ArUco reads nothing under ~16 levels (threshold constant
#: 7 plus the noise), and on dark noisy cloth the share binds first (0.3 of a ~40 grey
#: cloth is 12 levels): the dim frames keep the same blocks within 1 %.
PLAIN_RANGE = 12
PLAIN_SHARE = 0.3
#: Busy blocks are grown by this many blocks (16 px each way) before the rest is
#: flattened: more than the 21 px window's 10 px reach past a marker's outer contour.
GROW_BLOCKS = 1
#: Above this share of busy blocks (after growing) the frame is read as it is: too
#: little cloth to flatten for the cost.
MAX_BUSY_SHARE = 0.6

_QUARTER = np.ones((4, 4), np.uint8)


def _halved(img: np.ndarray) -> np.ndarray:
    """``img`` (``H×W uint8``, even sides) area-resized to half: each pixel the rounded
    mean of a 2×2 block (OpenCV's fast whole-factor path)."""
    return cv2.resize(img, (img.shape[1] // 2, img.shape[0] // 2),
                      interpolation=cv2.INTER_AREA)


def busy_blocks(img: np.ndarray, plain_range: float = PLAIN_RANGE,
                plain_share: float = PLAIN_SHARE) -> tuple[np.ndarray, np.ndarray]:
    """Which :data:`BLOCK_PX` blocks of ``img`` (``H×W uint8``, gray, ``H`` and ``W``
    multiples of 16) are busy: their 4×4 px means (two 2×2 halvings) span more than
    ``plain_range`` grey levels and more than ``plain_share`` of the largest mean.
    Returns ``(busy, means)``: ``H/16×W/16`` bools and the ``H/4×W/4 uint8`` means.
    Raises ``ValueError`` for an image that is not 2-D ``uint8`` with sides multiple of
    :data:`BLOCK_PX`."""
    if img.ndim != 2 or img.dtype != np.uint8 or img.shape[0] % BLOCK_PX \
            or img.shape[1] % BLOCK_PX:
        raise ValueError(f"busy_blocks needs an H×W uint8 image with sides multiple of "
                         f"{BLOCK_PX}, got {img.shape} {img.dtype}")
    means = _halved(_halved(img))
    # anchor (0, 0): each pixel takes the 4×4 means to its right and below, so every
    # fourth one is its block's
    top = cv2.dilate(means, _QUARTER, anchor=(0, 0))[::4, ::4].astype(np.int16)
    spread = top - cv2.erode(means, _QUARTER, anchor=(0, 0))[::4, ::4]
    return (spread > plain_range) & (spread > plain_share * top), means


def flatten_plain(img: np.ndarray, plain_range: float = PLAIN_RANGE,
                  plain_share: float = PLAIN_SHARE, grow: int = GROW_BLOCKS,
                  max_busy: float = MAX_BUSY_SHARE) -> np.ndarray:
    """``img`` (``H×W uint8``, the main pass's gray image) with its plain cloth flattened
    (module docstring): a new ``H×W uint8`` image in which the blocks farther than
    ``grow`` blocks from every busy block (:func:`busy_blocks` with ``plain_range`` and
    ``plain_share``) hold the blocks' means, linearly interpolated, and the others
    ``img``'s own pixels. ``img`` itself (not a copy) when more than ``max_busy`` of the
    blocks are kept, or when a side is not a multiple of :data:`BLOCK_PX` (a size the
    pipeline does not make: 1280×720, and 1080p scaled to it). Raises ``ValueError``
    for an image that is not 2-D ``uint8``."""
    if img.ndim != 2 or img.dtype != np.uint8:
        raise ValueError(f"flatten_plain needs an H×W uint8 image, got {img.shape} {img.dtype}")
    h, w = img.shape
    if h % BLOCK_PX or w % BLOCK_PX:
        return img
    busy, means = busy_blocks(img, plain_range, plain_share)
    busy = busy.astype(np.uint8)
    if grow > 0:
        busy = cv2.dilate(busy, np.ones((2 * grow + 1, 2 * grow + 1), np.uint8))
    if busy.mean() > max_busy:
        return img
    out = cv2.resize(_halved(_halved(means)), (w, h), interpolation=cv2.INTER_LINEAR)
    # the busy blocks' runs along each row of blocks: [start, end) block pairs
    rows, cols = np.nonzero(np.diff(busy, axis=1, prepend=0, append=0))
    for row, x0, x1 in zip(rows[::2].tolist(), (cols[::2] * BLOCK_PX).tolist(),
                           (cols[1::2] * BLOCK_PX).tolist()):
        ys = slice(row * BLOCK_PX, (row + 1) * BLOCK_PX)
        out[ys, x0:x1] = img[ys, x0:x1]
    return out
