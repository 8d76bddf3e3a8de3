"""Another edition's card markers noted by the marker reader (``last_foreign``, which the
app's edition alarm counts: companion/app/edition_labels.py): a sliver read inside an own
card's marker is no card of another edition (QA43b M1)."""
from __future__ import annotations

import numpy as np

from companion.cards import card
from vision.marker_reader import MarkerDetection, MarkerReader

#: Video QA42 A (5-player original-edition demo) at 109.5 s, 720p: Liber Ivonis's marker
#: and the "Tommy Gun" (code 17) ArUco read across it, as detected (image px), both by the
#: far-side pass (``far``: the far side's shape check).
LIBER = ((489.0, 138.0), (512.56, 125.51), (525.64, 147.49), (502.33, 160.61))
SLIVER = ((524.0, 147.0), (515.89, 153.28), (500.0, 134.0), (512.0, 127.0))


def _read(dets):
    reader = MarkerReader("original")
    reader.neighbour_shape = False  # the detections are given: no picture to check them
    reader.detect = lambda gray, plain=None, small=None: dets
    sightings, _ = reader.read(np.zeros((720, 1280), np.uint8))
    return reader, sightings


def _det(code, corners, shift=(0.0, 0.0)):
    return MarkerDetection(code, np.asarray(corners, np.float64) + shift, far=True)


def test_qa43b_m1_a_code_read_inside_an_own_card_s_marker_is_no_other_edition_s_card():
    tommy = card("tommy_gun").code
    reader, sightings = _read([_det(card("liber_ivonis").code, LIBER), _det(tommy, SLIVER)])
    assert [s.candidates for s in sightings] == [("liber_ivonis",)]  # the card still read
    assert reader.last_foreign == ()


def test_another_edition_s_marker_on_its_own_is_still_noted():
    """The same detections 300 px apart, and a foreign marker found twice at one place
    (the same size): both are another edition's cards."""
    tommy, fed = card("tommy_gun").code, card("the_fed").code
    reader, _ = _read([_det(card("liber_ivonis").code, LIBER),
                       _det(tommy, SLIVER, (300.0, 0.0)),
                       _det(fed, LIBER, (0.0, 300.0)), _det(fed, LIBER, (0.5, 300.5))])
    assert reader.last_foreign == tuple(sorted((fed, tommy)))
