"""The near pass's zones widened on a side whose outer samples hold marker black
(:data:`vision.near_pass.NEAR_WIDEN`, :data:`~vision.near_pass.NEAR_EDGE_DARK`): a
cascade's card lying off its read neighbour's axis (0.5–0.7 sides across), its marker whole
and clean but cut by the zone's crop, so never read (session 45, docs/benchmarks-history.md,
"acc45"). Known answers on the accuracy benchmark's frames (``vision.render``, 720p) of
the tuning sets 380000 and 450000."""
from __future__ import annotations

import cv2
import numpy as np
import pytest

from benchmarks.vision_accuracy import scene_at
from tests.vision.scored import marker_reads
from vision import near_pass
from vision.pipeline import achromatic
from vision.marker_reader import MarkerReader

# (seed, frame, preset, card, seat, index in its pile): the card's one marker in view whole,
# beside a read marker of its cascade, 0.5–0.7 of a side off that marker's axis
CASES = [(380000, 88, "harsh", "the_boxer", 1, 0),
         (450000, 68, "tilted", "investigators", 5, 1),
         (450000, 134, "tilted", "investigators", 6, 0),
         (450000, 194, "tilted", "randall_tillinghast", 2, 0)]


@pytest.mark.parametrize("seed0, index, preset, key, seat, pile", CASES)
def test_a_marker_off_its_neighbours_axis_is_read_in_the_widened_zone(
        monkeypatch, seed0, index, preset, key, seat, pile):
    got, frame, truth = scene_at(index, True, seed0=seed0)
    assert got == preset
    reads = {}
    for widen in (0.0, near_pass.NEAR_WIDEN):  # 0: main's crops before session 45
        monkeypatch.setattr(near_pass, "NEAR_WIDEN", widen)
        reads[widen] = marker_reads(frame, truth)
    assert (key, seat, pile) in reads[near_pass.NEAR_WIDEN] - reads[0.0]
    assert reads[0.0] <= reads[near_pass.NEAR_WIDEN]  # nothing read before is lost


def test_only_a_side_with_marker_black_in_its_outer_samples_is_widened(monkeypatch):
    """450000 f68: the zones beside the markers read, with and without the widening: the
    same zones (centres, levels) in the same order; a zone's crop box only grows, by at most
    :data:`~vision.near_pass.NEAR_WIDEN` sides, and only where an outer row of its samples
    holds marker black (some zones, not all)."""
    _, frame, _ = scene_at(68, True, seed0=450000)
    plain = cv2.cvtColor(frame, cv2.COLOR_BGR2GRAY)
    gray = achromatic(frame, plain)
    reader = MarkerReader("arkham")
    found = [(d.marker_id, np.asarray(d.corners, float)) for d in reader.detect(gray, plain)]
    zones = near_pass.zone_axes(gray, found, set(reader.cards), 0.0)
    widen = near_pass.NEAR_WIDEN
    monkeypatch.setattr(near_pass, "NEAR_WIDEN", 0.0)
    before = near_pass.zone_axes(gray, found, set(reader.cards), 0.0)
    assert len(zones) == len(before)
    grown = 0
    for z, p in zip(zones, before):
        assert np.array_equal(z[5], p[5]) and z[7:] == p[7:]  # centre, levels, white
        box, box0 = np.array(z[:4]), np.array(p[:4])
        if not np.array_equal(box, box0):
            grown += 1
            assert (box[:2] <= box0[:2]).all() and (box[2:] >= box0[2:]).all()
            assert np.abs(box - box0).max() <= np.ceil(widen * z[4]) + 1
    assert 0 < grown < len(zones)
