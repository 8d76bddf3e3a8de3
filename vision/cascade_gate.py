"""Cascade gate: which near-pass zones of a frame in ordinary light deserve the near-model
pass (:mod:`vision.near_model`; used by :class:`vision.marker_reader.MarkerReader`).

In a hand-laid cascade the next card's marker sometimes gets no quad from any scan, in
any light, yet decodes cleanly where it lies; the near-model pass reads it, but run in
every zone of every frame it costs ×1.40 at the median 720p frame (its ring search, ~1 ms
a zone, ~10 zones a frame), and most zones hold nothing to read: they lie on the read
card's own body (its art, its label). A zone deserves the pass when label white and
marker black lie there *outside every card read* (:func:`unexplained_shares`: the
outlines of the cards whose markers were read, :func:`vision.marker_reader.card_outline`,
explain what lies inside them): an unread card's label and marker. On 49 frames of 720p
seed 70000 (no dim ones) 1 zone in 10 passes, holding 15 of the 19 markers the pass reads
in all zones; over nine held-out and benchmark sets +21 cards identified, 0 wrong, 0
phantom, ~×1.02–1.05 at the median 720p frame.

A card lying *over* a read one lies inside that card's outline, so the outline explains
its label and marker away as the read card's body. Above or below a read marker (along
its card's length, :func:`along_length`) a zone passes too when its label white lies
outside every read card's label squares and its marker black outside their marker
squares (:func:`over_shares`, at both marker places of each card read): the read card's
art alone rarely gives both. Beside a read marker (across its card) the same test passes
a read card's art ~17× as often and read none of the missed cards, so it is not asked
there.

Figures: docs/benchmarks-history.md, "Vision", marker deck (session 22, helper cascade; session
24, helper ring). Inputs:
``H×W uint8`` gray images; zones as :func:`vision.near_pass.zone_axes` gives them.
"""
from __future__ import annotations

import numpy as np

from .near_pass import NEAR_ZONE, zone_samples

#: Least share of a zone's 11×11 samples that are label white outside every card read.
CASCADE_MIN_WHITE = 0.12
#: Least share that are marker black outside every card read.
CASCADE_MIN_DARK = 0.15
#: A card lying *over* a read one lies inside its outline: a zone above or below a read
#: marker (along its card's length, :data:`CASCADE_OVER_AXIS`) passes too when this share
#: of its samples is label white outside every read card's two label squares and
#: :data:`CASCADE_OVER_DARK` marker black outside their two marker squares
#: (:func:`over_shares`). White 0.18, was 0.25 (session 46, acc46): the over-lying card's
#: label, cut by the card after it, gave 0.18–0.23 in the zones of 720p 680000 (its
#: tuning set since) f1 (the Necronomicon) and f217 (the Urchin), each marker clean and
#: decoded there. 0.18 is at least 22 of the 121 samples, exactly f217's zone (no margin:
#: 0.182 loses f217, 0.191 f1; review rev-acc46); fresh 710000 f79, f112 gained 2 cards
#: with it, read at any value to 0.24.
CASCADE_OVER_WHITE = 0.18
CASCADE_OVER_DARK = 0.3
#: Least |cos| between a zone's axis and the up axis of the marker it lies beside for
#: the zone to count as above or below it. Beside it (across the card) the over-lying
#: test passes ~17× the zones (a read card's art) and read none of the cards missed on
#: 720p seeds 80000 and 120000.
CASCADE_OVER_AXIS = 0.7
#: On a noisy frame the near-model pass searches every zone, and a zone's next best place
#: after a miss (:data:`vision.near_model.MODEL_PLACE_MISSES`) only where this share of
#: its samples is label white outside every card read and :data:`SECOND_PLACE_DARK`
#: marker black (:func:`second_place_worth`): the second places it read on the dim frames
#: of ten 720p and 1080p sets all lie in such zones.
SECOND_PLACE_WHITE = 0.03
SECOND_PLACE_DARK = 0.05


def unexplained_shares(img: np.ndarray, zones, outlines: np.ndarray
                       ) -> tuple[np.ndarray, np.ndarray]:
    """For each of the ``zones`` (:func:`~vision.near_pass.zone_axes` of ``img``, ``H×W
    uint8``): the shares of its 11×11 samples (:func:`~vision.near_pass.zone_samples`) as
    light as the zone's label white and as dark as its marker black that lie inside none
    of the convex ``outlines`` (``M×4×2`` px, the cards read). Two length-``Z`` float
    arrays (both empty without zones)."""
    if not zones:
        return np.zeros(0), np.zeros(0)
    return _shares(*_sampled(img, zones), outlines, outlines)


def _sampled(img: np.ndarray, zones) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """The ``zones``' 11×11 samples (:func:`~vision.near_pass.zone_samples`): their points
    (``Z×P×2`` px) and grey values (``Z×P``), with each zone's label white and marker
    black levels (``Z×1`` each, to compare with the values)."""
    centres = np.array([z[5] for z in zones], np.float64)
    sides = np.array([z[4] for z in zones], np.float64)
    along = np.array([z[6] for z in zones], np.float64)
    light = np.array([z[7] for z in zones])[:, None]
    dark = np.array([z[8] for z in zones])[:, None]
    return (*zone_samples(img, centres, sides, along), light, dark)


def _shares(pts: np.ndarray, v: np.ndarray, light: np.ndarray, dark: np.ndarray,
            lights, darks) -> tuple[np.ndarray, np.ndarray]:
    """The zones' shares of samples (:func:`_sampled`) as light as their label white lying
    inside none of the convex ``lights``, and as dark as their marker black inside none of
    the convex ``darks`` (``M×4×2`` px each; the same array tested once)."""
    on_light = _inside_any(pts, np.asarray(lights, np.float64).reshape(-1, 4, 2))
    on_dark = on_light if darks is lights else _inside_any(
        pts, np.asarray(darks, np.float64).reshape(-1, 4, 2))
    return ((v >= light) & ~on_light).mean(axis=1), ((v <= dark) & ~on_dark).mean(axis=1)


#: each quad corner's next corner (its edge's end)
_NEXT_CORNER = np.array([1, 2, 3, 0])


def _inside_any(pts: np.ndarray, quads: np.ndarray) -> np.ndarray:
    """Whether each point of each zone (``pts``, ``Z×P×2``) lies inside (or on) any of the
    convex ``quads`` (``M×4×2``, either winding): ``Z×P`` bools. Only the pairs whose
    bounding boxes meet are tested."""
    inside = np.zeros(pts.shape[:2], bool)
    if not len(quads):
        return inside
    zlo, zhi = pts.min(axis=1), pts.max(axis=1)  # Z×2
    qlo, qhi = quads.min(axis=1), quads.max(axis=1)  # M×2
    meet = ((zlo[:, None] <= qhi[None]) & (qlo[None] <= zhi[:, None])).all(axis=2)
    zi, qi = np.nonzero(meet)  # K pairs
    if not len(zi):
        return inside
    a = quads[qi]  # K×4×2: each edge a → b
    edge = a[:, _NEXT_CORNER] - a
    px, py = pts[zi, None, :, 0], pts[zi, None, :, 1]  # K×1×P
    # K×4×P, all four edges at once (session 42: the same products as edge by edge)
    cross = (edge[:, :, 0, None] * (py - a[:, :, 1, None])
             - edge[:, :, 1, None] * (px - a[:, :, 0, None]))
    hit = (cross >= 0).all(axis=1) | (cross <= 0).all(axis=1)  # inside, either winding
    # zi is sorted: each zone's run
    first = np.flatnonzero(np.concatenate(([True], zi[1:] != zi[:-1])))
    inside[zi[first]] = np.logical_or.reduceat(hit, first, axis=0)
    return inside


def over_shares(img: np.ndarray, zones, labels: np.ndarray, marks: np.ndarray
                ) -> tuple[np.ndarray, np.ndarray]:
    """As :func:`unexplained_shares`, with label white explained only inside the convex
    ``labels`` and marker black only inside the convex ``marks`` (both ``M×4×2`` px: the
    label and marker squares of the cards read, at both marker places). Two length-``Z``
    float arrays."""
    if not zones:
        return np.zeros(0), np.zeros(0)
    return _shares(*_sampled(img, zones), labels, marks)


def along_length(zones, quads: np.ndarray) -> np.ndarray:
    """Whether each of the ``zones`` (:func:`~vision.near_pass.zone_axes`) lies above or
    below the marker it was laid beside (the one of ``quads``, ``M×4×2`` px in ArUco
    order, whose centre is nearest the zone's origin, :data:`~vision.near_pass.NEAR_ZONE`
    sides back along its axis): |cos| of the zone's axis and that marker's up axis at
    least :data:`CASCADE_OVER_AXIS`. Length-``Z`` bools."""
    if not zones or not len(quads):
        return np.zeros(len(zones), bool)
    q = np.asarray(quads, np.float64).reshape(-1, 4, 2)
    axes = np.array([z[6] for z in zones], np.float64)
    origins = (np.array([z[5] for z in zones], np.float64)
               - NEAR_ZONE[0] * np.array([z[4] for z in zones])[:, None] * axes)
    nearest = np.argmin(np.hypot(*(origins[:, None] - q.mean(axis=1)[None]).transpose(2, 0, 1)),
                        axis=1)
    up = (q[:, 0] + q[:, 1] - q[:, 2] - q[:, 3])[nearest]
    cos = np.abs((up * axes).sum(axis=1)) / np.maximum(np.hypot(up[:, 0], up[:, 1]), 1e-9)
    return cos >= CASCADE_OVER_AXIS


def second_place_worth(img: np.ndarray, zones, outlines: np.ndarray) -> np.ndarray:
    """Whether the near-model pass should try the next best place of each of the ``zones``
    (:func:`~vision.near_pass.zone_axes` of ``img``, ``H×W uint8``) after its best gave
    no marker: its label white and marker black outside every card read (``outlines``,
    ``M×4×2`` px; :func:`unexplained_shares`) reach :data:`SECOND_PLACE_WHITE` and
    :data:`SECOND_PLACE_DARK`. Length-``Z`` bools, each zone's the same as asked alone:
    the near-model pass asks once for all the zones of a round
    (:func:`vision.near_model.read_near_model`)."""
    white, black = unexplained_shares(img, zones, outlines)
    return (white >= SECOND_PLACE_WHITE) & (black >= SECOND_PLACE_DARK)


def cascade_zones(img: np.ndarray, zones, outlines: np.ndarray, quads=None, labels=None,
                  marks=None) -> list:
    """The ``zones`` (:func:`~vision.near_pass.zone_axes` of ``img``, ``H×W uint8``) whose
    label white and marker black outside every card read (``outlines``, ``M×4×2`` px;
    :func:`unexplained_shares`) reach :data:`CASCADE_MIN_WHITE` and
    :data:`CASCADE_MIN_DARK`: the places an unread card may lie. With the cards' read
    marker ``quads`` (``M×4×2`` px) and their ``labels`` and ``marks`` squares (``K×4×2``
    px, :func:`over_shares`), also the zones above or below a read marker
    (:func:`along_length`) where a card may lie *over* a read one
    (:data:`CASCADE_OVER_WHITE`, :data:`CASCADE_OVER_DARK`)."""
    if not zones:
        return []
    pts, v, light, dark = _sampled(img, zones)  # once: both tests read the same samples
    white, black = _shares(pts, v, light, dark, outlines, outlines)
    keep = (white >= CASCADE_MIN_WHITE) & (black >= CASCADE_MIN_DARK)
    if quads is not None and not keep.all():
        rest = np.flatnonzero(~keep)
        rest = rest[along_length([zones[n] for n in rest], quads)]
        if len(rest):
            w2, d2 = _shares(pts[rest], v[rest], light[rest], dark[rest], labels, marks)
            keep[rest] = (w2 >= CASCADE_OVER_WHITE) & (d2 >= CASCADE_OVER_DARK)
    return [z for z, k in zip(zones, keep) if k]


__all__ = ["cascade_zones", "unexplained_shares", "second_place_worth", "CASCADE_MIN_WHITE",
           "CASCADE_MIN_DARK", "SECOND_PLACE_WHITE", "SECOND_PLACE_DARK"]
