"""A card's mid-grey artwork panel taken for a name band, framed on two sides only: the check
that refuses it, for the sticker reader (:func:`vision.sticker_read.read_card`).

The band a tactile sticker lies in is the card's light parchment strip inside its printed
frame (docs/adaptation.md, "Why everything sits in the top band"; the renderer draws it as
the frame colour plus 95–120 per channel, ``vision.render.face``): that frame shows on the
band's left, top and bottom alike, about a third of the band's ground. A card's
artwork panel with a light cloth beside it can pass :func:`~vision.sticker_block.framed`
(whose light ground is the whole block's, there the cloth) and
:func:`~vision.sticker_block.light_near_row` (which looks at the *darkest* frame line only,
there the art's black), with no frame at all on one side: the held-out seed 50000 read a
Shoggoth as Investigators that way (frame 179, busy, 720p and 1080p, both seat modes: an
art dot read as one dot, no frame above the panel).

:func:`no_frame_side`: the *lightest* of the three frame lines against the ground next to
the row. Units: grey levels; card mm boxes of :mod:`vision.sticker_block`.
"""
from __future__ import annotations


#: A frame line (the darkest line of one of :data:`~vision.sticker_block.FRAME_BOXES_MM`,
#: as :func:`~vision.sticker_block.framed` takes it) at least this share of the band next to
#: the row (:data:`~vision.sticker_block.NEAR_BOX_MM`, 80th percentile) is no printed frame.
#: Measured on every accepted reading of 720p and 1080p seeds 5000, 1000, 20000
#: (`--instances 2700` at 720p), 30000, 40000, 50000 and (after the limit was set) 60000,
#: and curled (720p), both seat modes, with the check off (docs/benchmarks.md): 42,044
#: RIGHT readings, median 0.33, 99.9th percentile 0.59, at most 0.65 on a block placed on
#: its band (0.68 on a deconvolved block); WRONG ones (artwork panels): seed 50000 frame
#: 179 0.98 (720p) and 1.01 (1080p), seed 20000 frame 82 (1080p, seats learnt; also
#: refused by ``light_near_row``) 0.88. Refused too, scored right by chance: an artwork
#: ring read as The Musician on a Musician (seed 5000 frame 119, busy, 720p and 1080p)
#: 0.77, a block 5 mm down a Cultists band (seed 1000 frame 160, harsh, 1080p, seats
#: learnt; the card read from its right corner too) 0.95.
NO_FRAME_MIN = 0.75


def frame_share(lines: "tuple[float, float, float]", ground: float) -> float:
    """The lightest of a block's three printed-frame lines (grey levels,
    :func:`~vision.sticker_block.frame_lines`) over the band's light ground next to the row
    (:func:`~vision.sticker_block.near_ground`); ``inf`` when that ground is black."""
    return max(lines) / ground if ground > 0 else float("inf")


def no_frame_side(lines: "tuple[float, float, float]", ground: float) -> bool:
    """True when one side of the band's printed frame is missing: :func:`frame_share` of
    the block's frame ``lines`` and near ``ground`` (grey levels) at least
    :data:`NO_FRAME_MIN` (an artwork panel rather than a card's name band)."""
    return frame_share(lines, ground) >= NO_FRAME_MIN


__all__ = ["NO_FRAME_MIN", "frame_share", "no_frame_side"]
