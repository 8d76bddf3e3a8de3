"""The tactile stickers of a marker deck, read where glare may hide the printed markers.

Every card of the adapted deck carries both its printed ArUco markers and its tactile rank
sticker (docs/adaptation.md). Once a deck shows markers, :class:`~vision.pipeline.CardReader`
(``stickers="auto"``) stops the card-first sticker reader (:mod:`vision.sticker_cards`):
the markers carry the reading. Under a sleeve's glare (harsh light) a marker's cells are
washed out while the same card's sticker, 20–40 mm away at the top band's other end, may
still read; on such frames (:func:`worth_reading`) the sticker reader runs too and its
sightings are fused per card (:func:`vision.fusion.fuse`).

:func:`vision.fusion.fuse` drops a sticker block that lies inside a marker card's outline
off that card's own block place as that card's artwork. A card laid *over* a read card lies
inside the read card's outline too (an outline from a marker covers the whole card, hidden
parts included), so its sticker, read, was dropped with them. :func:`over_read_cards`
gives such sightings back when no read card of a code it names holds the block (the
block is then no read card's own sticker) and the code is more than a lone dot. A reading that leaves two cards open (a 0 with
a cross, the Other World bit unknown) stays a sighting of both.

Measured in docs/benchmarks.md (session 27, helper held27).
"""
from __future__ import annotations

import numpy as np

from .fusion import _block_side, _inside
from .glare_pass import has_glare
from .records import Sighting

__all__ = ["worth_reading", "over_read_cards", "LONE_DOT_RANK"]

#: The rank whose code is a lone dot: over a read card it is not given back. One dark spot
#: of the card below reads so (720p seed 200000, harsh frame 196: the read Entertainer's
#: sticker half covered by the Stowaway Eggs laid over it, read as Investigators).
LONE_DOT_RANK = 1


def worth_reading(gray: np.ndarray) -> bool:
    """Whether a marker deck's frame ``gray`` (``H×W uint8``) gets the sticker reader: it
    has glare (:func:`~vision.glare_pass.has_glare`, 2 % of its pixels clipped white),
    where the markers it misses lie (sessions 23–25: harsh hot spots; docs/benchmarks.md)."""
    return has_glare(gray)


def over_read_cards(markers: list[Sighting], stickers: list[Sighting],
                    fused: list[Sighting]) -> list[Sighting]:
    """The sticker sightings of ``stickers`` (``source="sticker"``) that
    :func:`~vision.fusion.fuse` dropped as a marker card's artwork but that lie on a card
    over a read one: on no marker card's block place (neither end), inside some marker
    card's outline (``markers``: polygon 4 image px), and inside no outline of a marker
    card whose key the sticker names, and not a lone dot (:data:`LONE_DOT_RANK`). ``fused``: what :func:`~vision.fusion.fuse` returned
    for them (sightings it kept are not given twice). Inputs are not changed."""
    cards = [m for m in markers if m.source != "sticker" and len(m.polygon) == 4]
    kept = {id(s) for s in fused}
    out = []
    for s in stickers:
        if id(s) in kept or s.source != "sticker":
            continue
        if any(_block_side(m.polygon, s.center) for m in cards):
            continue  # fused into that card, or contradicting it (the marker wins)
        if any(m.key in s.candidates and _inside(m.polygon, s.center) for m in cards):
            continue  # a read card's own code off its place: its artwork
        if s.rank == LONE_DOT_RANK:
            continue  # one dark spot of the card below reads so
        out.append(s)
    return out
