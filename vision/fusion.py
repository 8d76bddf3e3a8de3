"""Fuse the readers' sightings into one sighting per card.

A marker (or QR) sighting knows its card and the card's outline (in the marker's frame,
whose "top" is the card's exposed end). A sticker block belongs to that card when it lies
where the tactile block sits in card millimetres: near the exposed end's left corner, or,
for a card put down reversed, at the opposite corner (then the outline is turned). Agreeing
readings become one ``"fused"`` sighting with higher confidence; a sticker that contradicts
the marker lowers its confidence (the marker wins: its id is error-checked); a sticker block
on no marker card stays a sticker-only sighting, ambiguity included.
"""
from __future__ import annotations

from dataclasses import replace

import numpy as np

from . import adaptation as ad
from .records import Sighting

#: Where a tactile block's centre may lie, card mm (x0, y0, x1, y1): the top-left corner.
BLOCK_REGION_MM = (-4.0, -4.0, 36.0, 28.0)


def card_coords(outline, points) -> np.ndarray:
    """Image px → card mm through the affine map fitted to the outline's 4 corners
    (TL, TR, BR, BL = card (0,0), (W,0), (W,H), (0,H))."""
    src = np.asarray(outline, np.float64).reshape(4, 2)
    dst = np.array([[0, 0], [ad.CARD_W_MM, 0], [ad.CARD_W_MM, ad.CARD_H_MM],
                    [0, ad.CARD_H_MM]], np.float64)
    a = np.hstack([src, np.ones((4, 1))])
    m, *_ = np.linalg.lstsq(a, dst, rcond=None)
    p = np.asarray(points, np.float64).reshape(-1, 2)
    return np.hstack([p, np.ones((len(p), 1))]) @ m


def _block_side(outline, point) -> int:
    """+1: the point is where the tactile block of the exposed end sits; -1: where it sits
    on the far end (the card is reversed); 0: neither."""
    x, y = card_coords(outline, [point])[0]
    x0, y0, x1, y1 = BLOCK_REGION_MM
    if x0 <= x <= x1 and y0 <= y <= y1:
        return 1
    xr, yr = ad.CARD_W_MM - x, ad.CARD_H_MM - y
    if x0 <= xr <= x1 and y0 <= yr <= y1:
        return -1
    return 0


def _combine(a: float, b: float) -> float:
    return round(1.0 - (1.0 - a) * (1.0 - b), 3)


def fuse(markers: list[Sighting], qrs: list[Sighting], stickers: list[Sighting]
         ) -> list[Sighting]:
    """One sighting per card from the three readers' lists (inputs are not changed).

    QR sightings of a card already seen by a marker (same key, centre within that card's
    outline) raise its confidence; other QR sightings are kept. Sticker sightings are
    matched to marker/QR cards by :data:`BLOCK_REGION_MM`.
    """
    cards: list[Sighting] = list(markers)
    for q in qrs:
        for k, m in enumerate(cards):
            if m.key == q.key and _inside(m.polygon, q.center):
                cards[k] = replace(m, confidence=_combine(m.confidence, q.confidence),
                                   source="fused")
                break
        else:
            cards.append(q)
    out = list(cards)
    leftovers: list[Sighting] = []
    for s in stickers:
        matched = False
        for k, m in enumerate(out):
            if m.source == "sticker" or len(m.polygon) != 4:
                continue
            side = _block_side(m.polygon, s.center)
            if side == 0:
                continue
            matched = True
            agree = m.key in s.candidates
            poly = m.polygon if side > 0 else m.polygon[2:] + m.polygon[:2]
            up = m.up if side > 0 or m.up is None else (-m.up[0], -m.up[1])
            if agree:
                out[k] = replace(m, polygon=poly, up=up, source="fused",
                                 confidence=_combine(m.confidence, s.confidence))
            else:
                out[k] = replace(m, confidence=round(m.confidence * 0.8, 3))
            break
        if not matched and not any(m.source != "sticker" and len(m.polygon) == 4
                                   and _inside(m.polygon, s.center) for m in out):
            leftovers.append(s)  # (a block on a marker card, off its place, is artwork)
    return out + leftovers


def _inside(polygon, point) -> bool:
    import cv2  # noqa: PLC0415 - keep the module light to import
    return cv2.pointPolygonTest(np.asarray(polygon, np.float32),
                                (float(point[0]), float(point[1])), False) >= 0


__all__ = ["fuse", "card_coords", "BLOCK_REGION_MM"]
