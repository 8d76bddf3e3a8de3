"""A flat cover (a finger, a sleeve) over a band's left end, hiding the Other World cross
and most of the ring, found by the review of ``sticker48`` (session 48) on main and on
that branch alike: the dot after them is read alone, a lower rank said as fact. In the
review's scan (each ring-headed card of a frame under a flat skin-toned or dark cover from
past the card's left edge to within ±1.4 mm of its ring's centre, slanted up to ±1 mm):
seed 790000 frames 0–149, 18 frames wrong on main and 16 on the branch (2 and 0 without the
covers); fresh 950000 frames 0–119, 13 on both (2 and 1 without). The renderer's own hands
(``busy``) have given none so far. Since session 49 (``sticker49``) the ring's near half
before the dot, the rest of its place under a flat cover, refuses the reading
(:data:`vision.sticker_read.COVER_SPREAD_MAX`)."""
from __future__ import annotations

import math

import cv2
import numpy as np

from benchmarks.vision_accuracy import scene_at
from tests.vision.scored import read_as
from vision import sticker_read


def test_a_dot_left_alone_by_a_cover_over_the_band_is_no_lower_rank(monkeypatch):
    # seed 950000 frame 83 (busy), a flat brown cover over Randall Tillinghast's band's
    # left end up to 0.3 mm before its ring's centre: read as Investigators from its dot
    # alone before session 49 (rev-sticker48's strict xfail)
    _preset, frame, truth = scene_at(83, False, seed0=950000)
    cover = np.int32([[967, 225], [958, 211], [994, 187], [1003, 202]])  # px
    covered = frame.copy()
    cv2.fillConvexPoly(covered, cover, (60, 80, 120), cv2.LINE_AA)
    wrong = ("randall_tillinghast", ("investigators",))
    named = read_as(covered, truth)
    assert all(k in cands for k, cands in named)  # nothing wrong
    monkeypatch.setattr(sticker_read, "COVER_SPREAD_MAX", -math.inf)  # no cover looked for
    assert wrong in read_as(covered, truth)
