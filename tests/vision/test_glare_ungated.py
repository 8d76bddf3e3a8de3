"""Near-model pass on a frame with glare (:data:`vision.marker_reader.GLARE_UNGATED`,
session 40, docs/benchmarks-history.md, "vis40"): a cascade's glared marker, whose zone the
cascade gate (:func:`vision.cascade_gate.cascade_zones`) drops because glare lifts its black
cells, is read. Known answers on held-out harsh frames of the accuracy benchmark
(``vision.render``, 720p)."""
from __future__ import annotations

import cv2
import pytest

from benchmarks.vision_accuracy import card_under, scene_at
from vision import marker_reader as mr
from vision.pipeline import achromatic


def _read(frame, truth) -> tuple[set[tuple[str, int, int]], bool]:
    """``(key, seat, index in its pile)`` of the cards the marker reader names on ``frame``
    (BGR, read as the pipeline gives it, :func:`~vision.pipeline.achromatic`), and whether
    the frame had glare; fails on a sighting naming no card under it."""
    gray = cv2.cvtColor(frame, cv2.COLOR_BGR2GRAY)
    cards = [c for c in truth.cards if c.key]
    reader = mr.MarkerReader("arkham")
    got = set()
    for s in reader.read(achromatic(frame, gray), gray)[0]:
        under = card_under(s.center, s.candidates, cards)
        assert under is not None and under.key in s.candidates
        got.add((under.key, under.seat, under.index))
    return got, reader.last_glare


# (seed, frame, card, seat, index in its pile): harsh frames, the marker under glare beside
# a read one (gate's shares: label white 0.04 / marker black 0.16; over a read card 0.41 / 0.27)
CASES = [(150000, 58, "the_entertainer", 5, 2), (210000, 52, "cultists", 4, 2)]


@pytest.mark.parametrize("seed0, index, key, seat, pile", CASES)
def test_a_glared_marker_beside_one_read_is_read(seed0, index, key, seat, pile, monkeypatch):
    preset, frame, truth = scene_at(index, True, seed0=seed0)
    assert preset == "harsh"
    got, glare = _read(frame, truth)
    assert glare and (key, seat, pile) in got
    # through the cascade gate, as on a frame without glare, it is not read
    monkeypatch.setattr(mr, "GLARE_UNGATED", False)
    assert (key, seat, pile) not in _read(frame, truth)[0]
