"""Phantom reads (a card named where no card lies) on held-out accuracy-benchmark frames
(``benchmarks.vision_accuracy``, marker deck, 720p): issue 4 asks for none
(docs/benchmarks.md). Found by the review of session 45 (rev-acc45b), removed by
``vision.marker_reader._twin_misreads`` (phantom45)."""
from __future__ import annotations

import numpy as np

from benchmarks.vision_accuracy import scene_at, score
from vision.marker_reader import MarkerReader, _twin_misreads
from vision.pipeline import CardReader


def test_no_phantom_on_held_out_680000_frame_11():
    """680000 f11 (busy): every card the pipeline names lies under a card of the truth; the
    Tommy Gun's top marker, read turned ~75°, once named a second Tommy Gun off the top
    edge at (1102, 24) px."""
    preset, frame, truth = scene_at(11, True, seed0=680000)
    assert preset == "busy"
    counts = score(CardReader("arkham", markers=True).read(frame), truth, True)
    assert counts["phantom"] == 0
    assert counts["identified"] == counts["counted"] == 5


def _entry(card, centre, mark, up, ppm=1.4):
    return [card, np.zeros((4, 2)), np.array(centre, float), 0, ppm,
            ((mark[0], mark[1], up[0], up[1]),)]


def test_lone_marker_at_another_cards_twin_place_turned_wrong_is_dropped():
    """A lone Tommy Gun marker where the other read Tommy Gun's other marker lies
    (mirrored about its centre), turned ~75° from that marker's up: dropped; the card that
    explains both is kept (the 680000 f11 geometry, px)."""
    gun = MarkerReader("arkham").cards[17]
    a = _entry(gun, (1140.9, 76.7), (1192.7, 77.0), (0.872, -0.490))
    b = _entry(gun, (1102.1, 24.0), (1082.7, 68.9), (0.181, 0.984))
    assert _twin_misreads([a, b]) == {1}
    assert _twin_misreads([b, a]) == {0}


def test_cascade_copy_turned_as_the_twin_marker_is_kept():
    """The same lone marker turned as the other marker would be (a copy of the card lying
    in a cascade, turned as the first), or far from the twin place: nothing dropped."""
    gun = MarkerReader("arkham").cards[17]
    a = _entry(gun, (1140.9, 76.7), (1192.7, 77.0), (0.872, -0.490))
    copy = _entry(gun, (1040.0, 77.0), (1089.0, 76.0), (-0.86, 0.50))
    assert _twin_misreads([a, copy]) == set()
    far = _entry(gun, (1102.1, 60.0), (1082.7, 110.0), (0.181, 0.984))
    assert _twin_misreads([a, far]) == set()
