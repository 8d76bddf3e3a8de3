"""The near pass's zone sampling (:func:`vision.near_pass.zone_axes`) and the cascade gate's
inside test (:func:`vision.cascade_gate._inside_any`) after session 42's speed cuts
(docs/benchmarks-history.md, "speed42"): with ``beside`` only the zones near its points are
tested and only their markers' levels sampled, the zones the same as the whole list
filtered; the inside test takes a quad's four edges at once, the same answers as edge by
edge. Frame: the accuracy benchmark's held-out 720p seed 210000, frame 109 (typical)."""
from __future__ import annotations

import cv2
import numpy as np
import pytest

from benchmarks.vision_accuracy import scene_at
from vision import cascade_gate
from vision import marker_reader as mr
from vision import near_pass
from vision.near_pass import NEAR_TWO_STEPS, zone_axes
from vision.pipeline import achromatic


@pytest.fixture(scope="module")
def table():
    """``(img, found, card ids)``: the main pass's image and markers of the frame."""
    _, frame, _ = scene_at(109, True, seed0=210000)
    img = achromatic(frame, cv2.cvtColor(frame, cv2.COLOR_BGR2GRAY))
    reader = mr.MarkerReader("arkham")
    found, _ = reader._main_pass(img)
    return img, found, set(reader.cards)


def _beside(zones, pts, reach):
    """The ``zones`` whose centre lies under ``reach`` sides from one of ``pts``."""
    return [z for z in zones
            if np.hypot(*(np.asarray(pts) - z[5]).T).min() < reach * z[4]]


def test_zones_beside_points_are_the_whole_list_filtered(table):
    img, found, cards = table
    every = zone_axes(img, found, cards, 0.1, out=NEAR_TWO_STEPS)
    assert len(every) >= 4
    pts = np.array([z[5] for z in every[::2]])
    got = zone_axes(img, found, cards, 0.1, beside=(pts, 0.05), out=NEAR_TWO_STEPS)
    assert repr(got) == repr(_beside(every, pts, 0.05))
    far = np.array([[-1000.0, -1000.0]])
    assert zone_axes(img, found, cards, 0.1, beside=(far, 0.05), out=NEAR_TWO_STEPS) == []


def test_zones_beside_one_point_sample_only_that_markers_levels(table, monkeypatch):
    img, found, cards = table
    every = zone_axes(img, found, cards, 0.1, out=NEAR_TWO_STEPS)
    asked = []
    levels = near_pass.marker_levels

    def counted(image, quads):
        asked.append(len(quads))
        return levels(image, quads)

    monkeypatch.setattr(near_pass, "marker_levels", counted)
    got = zone_axes(img, found, cards, 0.1, beside=(every[0][5][None], 0.05),
                    out=NEAR_TWO_STEPS)
    assert repr(got) == repr(every[:1])
    assert asked == [1]  # the whole frame's card markers before session 42
    assert sum(1 for i, _ in found if i in cards) > 1


def _inside_edge_by_edge(pts, quads):
    """The inside test as it was before session 42: each point against each quad whose box
    meets the zone's, one edge at a time."""
    inside = np.zeros(pts.shape[:2], bool)
    for z in range(len(pts)):
        for q in quads:
            if (pts[z].min(axis=0) > q.max(axis=0)).any() or \
                    (q.min(axis=0) > pts[z].max(axis=0)).any():
                continue
            left = right = np.ones(pts.shape[1], bool)
            for e in range(4):
                a, b = q[e], q[(e + 1) % 4]
                cross = ((b[0] - a[0]) * (pts[z, :, 1] - a[1])
                         - (b[1] - a[1]) * (pts[z, :, 0] - a[0]))
                left, right = left & (cross >= 0), right & (cross <= 0)
            inside[z] |= left | right
    return inside


def test_inside_any_takes_all_four_edges_with_the_same_answers():
    rng = np.random.default_rng(42)
    # integer corners and points: points on edges and corners are tested too
    quads = rng.integers(0, 60, (12, 4, 2)).astype(np.float64)
    quads[::2] = quads[::2, ::-1]  # both windings
    square = np.array([[10.0, 10], [30, 10], [30, 30], [10, 30]])
    quads = np.concatenate([quads, square[None], square[None, ::-1]])
    pts = rng.integers(-5, 70, (9, 121, 2)).astype(np.float64)
    pts[0, :4] = [[10, 10], [20, 10], [30, 30], [10, 20.5]]  # the square's corners, edges
    got = cascade_gate._inside_any(pts, quads)
    assert np.array_equal(got, _inside_edge_by_edge(pts, quads))
    assert got[0, :4].all()
    assert not cascade_gate._inside_any(pts, quads[:0]).any()
