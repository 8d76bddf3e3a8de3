"""Far markers with no blur-model candidate from the wider thresholds, read from the
candidates of a 7 px window (:data:`vision.far_model.CAND_LAST`, session 44,
docs/benchmarks-history.md "acc44"): at the frame's top edge or beside a darker card the
wider windows merge a 16–20 px marker's blob with its neighbour's, though the blur model
names it right at its true quad. Known answers on held-out frames of the accuracy
benchmark (``vision.render``, tilted preset, 720p), each read only with the 7 px
threshold, and nothing named off its card either way (``marker_reads`` fails the test on
a wrong reading)."""
from __future__ import annotations

import pytest

from benchmarks.vision_accuracy import scene_at
from tests.vision.scored import marker_reads
from vision import far_model as fm

# (seed, frame, card, seat, index in its pile): 250000 frame 116's Musician (its one marker
# whole in view 20 px, centre row 143), frame 200's Investigators (19.6 px, row 140) and
# Musician (16.6 px, row 52), 360000 frame 146's Cultists
CASES = [(250000, 116, "the_musician", 2, 2),
         (250000, 200, "investigators", 3, 1),
         (250000, 200, "the_musician", 4, 1),
         (360000, 146, "cultists", 2, 2)]


@pytest.mark.parametrize("seed0, index, key, seat, pile", CASES)
def test_a_far_marker_with_no_wider_threshold_candidate_is_read_from_the_7_px_window(
        monkeypatch, seed0, index, key, seat, pile):
    preset, frame, truth = scene_at(index, True, seed0=seed0)
    assert preset == "tilted"
    assert fm.CAND_LAST == ((7, 2),)
    assert (key, seat, pile) in marker_reads(frame, truth)
    monkeypatch.setattr(fm, "CAND_LAST", ())  # main's candidates
    assert (key, seat, pile) not in marker_reads(frame, truth)
