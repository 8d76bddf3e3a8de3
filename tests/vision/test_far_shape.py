"""The shape check of a far-side marker (vision.marker_checks.FAR_MIN_SIDE_RATIO,
FAR_MIN_SIDE_PX): at the far edge of a 40° tilt a marker is foreshortened to ~0.55 of its
width and the blurred quad found there is squashed further; the far-side pass read such
markers and the reader then dropped them as slivers."""
from __future__ import annotations

import numpy as np

from tests.vision.test_marker_recall import _bench_img, _keys, _on_table
from vision import marker_reader as mr
from vision.marker_checks import plausible_shape
from vision.marker_reader import MarkerReader


def test_a_far_markers_squashed_quad_is_kept(monkeypatch):
    # benchmark frame 74 (tilted 40°, seed 1000): Tommy Gun's top marker at row 51, 16.7 px
    # wide, is read by the far-side pass as a quad 0.46 as tall as wide
    preset, img, truth = _bench_img(74)
    assert preset == "tilted"
    reader = MarkerReader("arkham")
    # (the one at row 51: session 71's blur-model retries read its other marker too, row 35)
    far = [d for d in reader.detect(img) if d.far and d.marker_id == 17
           and abs(float(d.corners[:, 1].mean()) - 51) < 8]
    assert len(far) == 1 and not plausible_shape(far[0].corners)  # the main check refuses it
    got = _keys(reader, img)
    assert "tommy_gun" in got and got <= _on_table(truth)
    monkeypatch.setattr(mr, "FAR_MIN_SIDE_RATIO", 0.5)
    monkeypatch.setattr(mr, "FAR_MIN_SIDE_PX", 10.0)
    # session 71's blur-model retries (acc71) read the Tommy Gun's other marker: off, so
    # the shape check alone is judged
    from vision import far_model
    monkeypatch.setattr(far_model, "CAND_RETRY", False)
    monkeypatch.setattr(far_model, "CAND_SHIFT", False)
    assert "tommy_gun" not in _keys(MarkerReader("arkham"), img)


def test_the_far_check_still_refuses_slivers_and_specks():
    sliver = np.array([[0, 0], [20, 0], [20, 7.5], [0, 7.5]], np.float64)  # 0.375
    speck = np.array([[0, 0], [8.5, 0], [8.5, 8.5], [0, 8.5]], np.float64)  # artwork square
    far = np.array([[0, 0], [21, 0], [21, 9.5], [0, 9.5]], np.float64)  # 0.45, 9.5 px
    for q in (sliver, speck):
        assert not plausible_shape(q, mr.FAR_MIN_SIDE_RATIO, mr.FAR_MIN_SIDE_PX)
    assert plausible_shape(far, mr.FAR_MIN_SIDE_RATIO, mr.FAR_MIN_SIDE_PX)
    assert not plausible_shape(far)


def test_a_squashed_main_pass_marker_in_the_far_band_is_kept(monkeypatch):
    # benchmark frame 116 at 1920×1080 (tilted 40°, seed 1000): Cthulhu's top marker at row
    # 135, 26 px, is read by the main pass (on the frame scaled to 1280 px) as a quad 0.47
    # as tall as wide; its size fits the tilt there, so it gets the far side's shape check
    import cv2

    from benchmarks.vision_accuracy import scene_at
    from vision.pipeline import achromatic

    preset, frame, truth = scene_at(116, True, size=(1920, 1080), seed0=1000)
    assert preset == "tilted"
    img = achromatic(frame, cv2.cvtColor(frame, cv2.COLOR_BGR2GRAY))
    got = _keys(MarkerReader("arkham"), img)
    assert "cthulhu" in got and got <= _on_table(truth)
    monkeypatch.setattr(mr, "FAR_BAND_SHAPE", False)
    assert "cthulhu" not in _keys(MarkerReader("arkham"), img)
