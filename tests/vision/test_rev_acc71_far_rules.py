"""Review rev-acc71 of session 71's far blur-model rules (:data:`vision.far_model.CAND_RETRY`,
:data:`~vision.far_model.CAND_SHIFT`, branch ``acc71``).

* The rules can read a marker the model missed from a start 0.2 of a side off (CAND_SHIFT)
  or from a second candidate next to a refused one (CAND_RETRY): each far-model read must
  be the rendered marker under it, with its id (a shifted start landing on a neighbour's
  marker, or a quad straddling two, would name the wrong card). Pinned on the frames the
  branch mends, two of them with a neighbour marker 23-31 px away at the frame's top edge.
* ``test_far_duel`` now judges each older switch with the two rules off; these check that
  its cards the rules read "another way" (200000 f92, f116, f128; 280000 f176) are still
  read with every switch as shipped."""
from __future__ import annotations

import numpy as np
import pytest

from benchmarks.vision_accuracy import scene_at
from tests.vision.scored import marker_reads
from vision import far_model
from vision import far_pass


def _far_reads(monkeypatch, frame, truth) -> list[tuple[int, np.ndarray]]:
    """Every blur-model read on ``frame`` (``H×W×3 uint8 BGR``, 720p; ``truth`` its
    ``vision.render`` truth) with the shipped switches, as the marker reader runs it:
    ``(id, centre px)``."""
    reads: list[tuple[int, np.ndarray]] = []
    real = far_pass.read_far

    def spy(gray, *args, **kwargs):
        out = real(gray, *args, **kwargs)
        reads.extend((int(i), np.asarray(q, np.float64).mean(axis=0)) for i, q in out)
        return out

    monkeypatch.setattr(far_pass, "read_far", spy)
    marker_reads(frame, truth)
    return reads


# (seed, frame, ids the rules read there: CAND_SHIFT's at 380000 f194 and 700000 f92,
# CAND_RETRY's at 700000 f182)
MENDED = [(380000, 194, {1, 11}), (700000, 92, {10}), (700000, 182, {8})]


@pytest.mark.parametrize("seed0, index, new_ids", MENDED,
                         ids=[f"{m[0]}_f{m[1]}" for m in MENDED])
def test_every_far_model_read_is_the_marker_rendered_under_it(monkeypatch, seed0, index,
                                                              new_ids):
    preset, frame, truth = scene_at(index, True, seed0=seed0)
    assert preset == "tilted"
    markers = [m for c in truth.cards for m in c.markers]
    reads = _far_reads(monkeypatch, frame, truth)
    assert new_ids <= {i for i, _ in reads}  # the rules' reads are among them
    for marker_id, centre in reads:
        nearest = min(markers, key=lambda m: float(np.hypot(
            *(np.asarray(m.corners, np.float64).mean(axis=0) - centre))))
        off = float(np.hypot(*(np.asarray(nearest.corners, np.float64).mean(axis=0)
                               - centre)))
        assert off < 4.0, f"id {marker_id} read at {centre} px, no marker there"
        assert marker_id == nearest.marker_id, f"id {marker_id} read on marker {nearest.marker_id}"


# test_far_duel's cases the two rules read another way (acc71's note there)
DUEL_CASES = [(200000, 92, "stowaway", 3, 1), (200000, 116, "shoggoth", 4, 1),
              (200000, 116, "investigators", 4, 2), (200000, 128, "stowaway", 4, 2),
              (280000, 176, "cthulhu", 3, 2)]


@pytest.mark.parametrize("seed0, index, key, seat, pile", DUEL_CASES,
                         ids=[f"{c[0]}_f{c[1]}_{c[2]}" for c in DUEL_CASES])
def test_the_duels_far_markers_are_read_with_every_switch_as_shipped(seed0, index, key,
                                                                     seat, pile):
    preset, frame, truth = scene_at(index, True, seed0=seed0)
    assert preset == "tilted"
    assert far_model.CAND_RETRY and far_model.CAND_SHIFT and far_model.DUEL
    assert (key, seat, pile) in marker_reads(frame, truth)


def test_a_far_marker_below_the_top_edge_is_read_by_the_retry(monkeypatch):
    # fresh 720p frame (rev-acc71's seeds, rendered after the rules): Stowaway Eggs' marker
    # (id 8) centred at row 73, 10 % of the frame's height down, read by CAND_RETRY alone:
    # a gate of the rules to the top edge's rows (9 % of the height) loses it
    preset, frame, truth = scene_at(62, True, seed0=9755000)
    assert preset == "tilted"
    assert ("stowaway", 4, 1) in marker_reads(frame, truth)
    monkeypatch.setattr(far_model, "CAND_RETRY", False)
    assert ("stowaway", 4, 1) not in marker_reads(frame, truth)
