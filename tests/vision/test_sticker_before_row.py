"""A band narrower than a band whose left end a finger hides: its left edge is found on the
finger's edge, the row's first dot left of it; one dot step before the row's first dot
must hold nothing as dark as the dots (vision.sticker_read.nothing_before)."""
from __future__ import annotations

from benchmarks.vision_accuracy import setup_scene_at
from tests.vision.scored import read_as
from vision import sticker_read


def _named(monkeypatch=None, width=None) -> set:
    # benchmark frame 17 (busy, 720p, seed 5000) read with the seats learnt at set-up:
    # The Boxer (3 dots) under a finger; its band found 52.5 mm wide and 7 mm right
    _preset, frame, truth, setup = setup_scene_at(17, False, seed0=5000)
    if width is not None:
        monkeypatch.setattr(sticker_read, "BEFORE_WIDTH_MM", width)
    return read_as(frame, truth, setup)


def test_the_boxer_under_a_finger_is_not_read_one_dot_short(monkeypatch):
    named = _named()
    assert all(key in cands for key, cands in named)  # nothing wrong
    assert ("shoggoth", ("shoggoth",)) in named  # the frame's other cards still read
    # without the check, The Boxer reads as The Fed (2 dots)
    assert ("the_boxer", ("the_fed",)) in _named(monkeypatch, (0.0, 0.0))
