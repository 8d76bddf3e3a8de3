"""Far markers the id-free fit leaves unread, read by fitting each likely id with its own
drawing (:func:`vision.far_model.duel_ids`, :data:`~vision.far_model.DUEL`): the id-free
fit (:func:`~vision.far_model.refine`) leaves a far marker's quad ~0.5 px off and the
right id's margin under :data:`~vision.far_model.MIN_RATIO` there (session 42,
docs/benchmarks-history.md, "tilt42"); and far markers read from more candidates
(:data:`~vision.far_model.CAND_MORE`, session 42; :data:`~vision.far_model.CAND_LAST`,
session 44, "acc44"). Known answers on held-out frames of the accuracy benchmark
(``vision.render``, tilted preset, 720p), and a drawn marker."""
from __future__ import annotations

import numpy as np
import pytest

from benchmarks.vision_accuracy import scene_at
from tests.vision.test_far_model import (_CAMERA, _blurred_marker, _marker_on_table,
                                         _near_markers)
from tests.vision.scored import marker_reads
from vision import far_model as fm
from vision.table_plane import fit_plane


# (seed, frame, card, seat, index in its pile, the switch that reads it and its value on /
# off): far markers the id-free fit leaves unread (only readable marker 45–55 px under the
# frame's top edge, 16.5 px, defocus σ ≈ 1.8 px), read by the id duel (DUEL); far markers
# whose blob the 15 px window loses (merged with a neighbour marker or the card's art near
# the frame's top edge), a candidate of the 9 px / constant 2 threshold (CAND_MORE); far
# markers with no candidate from those either, one of the 7 px / constant 2 threshold's,
# from the deconvolved rows of the achromatic or the plain gray image (CAND_LAST, session
# 44: 250000 frame 116's Musician, its one marker whole in view 20 px at row 143, frame
# 200's Investigators 19.6 px at row 140 and Musician 16.6 px at row 52, 360000 frame
# 146's Cultists; review rev-acc44, from the whole sets: 200000 frame 170's Urchin (its
# sighting at row 32), 270000 frame 212's Cthulhu (row 143), among acc44's saved misses)
CASES = [(200000, 92, "stowaway", 3, 1, "DUEL", True, False),
         (200000, 116, "shoggoth", 4, 1, "DUEL", True, False),
         (200000, 116, "investigators", 4, 2, "DUEL", True, False),
         (200000, 128, "stowaway", 4, 2, "DUEL", True, False),
         (280000, 176, "cthulhu", 3, 2, "DUEL", True, False),
         (270000, 74, "the_boxer", 4, 0, "CAND_MORE", ((9, 2),), ()),
         (270000, 128, "investigators", 3, 2, "CAND_MORE", ((9, 2),), ()),
         (280000, 230, "the_fed", 2, 0, "CAND_MORE", ((9, 2),), ()),
         (250000, 116, "the_musician", 2, 2, "CAND_LAST", ((7, 2),), ()),
         (250000, 200, "investigators", 3, 1, "CAND_LAST", ((7, 2),), ()),
         (250000, 200, "the_musician", 4, 1, "CAND_LAST", ((7, 2),), ()),
         (360000, 146, "cultists", 2, 2, "CAND_LAST", ((7, 2),), ()),
         (200000, 170, "the_urchin", 4, 2, "CAND_LAST", ((7, 2),), ()),
         (270000, 212, "cthulhu", 2, 0, "CAND_LAST", ((7, 2),), ())]


@pytest.mark.parametrize("seed0, index, key, seat, pile, switch, on, off", CASES)
def test_a_far_marker_the_blur_model_left_unread_is_read(
        monkeypatch, seed0, index, key, seat, pile, switch, on, off):
    preset, frame, truth = scene_at(index, True, seed0=seed0)
    assert preset == "tilted"
    # the 7 px window's candidates, tried last, find the CAND_MORE cases too (session 44):
    # each switch is checked on the candidates before it
    monkeypatch.setattr(fm, "CAND_LAST", ())
    # and without session 71's retries (CAND_RETRY, CAND_SHIFT, acc71), which read some of
    # these markers another way (200000 f92, f116's Investigators, f128; 280000 f176)
    monkeypatch.setattr(fm, "CAND_RETRY", False)
    monkeypatch.setattr(fm, "CAND_SHIFT", False)
    monkeypatch.setattr(fm, switch, on, raising=False)
    assert (key, seat, pile) in marker_reads(frame, truth)
    monkeypatch.setattr(fm, switch, off)
    assert (key, seat, pile) not in marker_reads(frame, truth)


def _far_scene(code: int):
    """A blurred far marker (id ``code``, σ 2 px, ~17 px) drawn where the tilted camera
    puts a table point near the frame's top, with the table plane from near markers:
    ``(image H×W uint8, plane, true quad 4×2 px in the image)``."""
    near = _near_markers(5)
    far = _marker_on_table(*_CAMERA.unproject(np.array([[700.0, 40.0]]))[0], 12.0)
    # drawn in a 160×120 window placed round the marker
    shift = far.mean(axis=0) - (80, 60)
    img = _blurred_marker(code, far - shift, 2.0)
    plane = fit_plane(np.array(near) - shift)
    return img, plane, far - shift


def test_the_id_duel_names_a_drawn_far_marker_from_a_start_half_a_px_off():
    img, plane, quad = _far_scene(9)
    centre = quad.mean(axis=0) + (0.6, -0.4)
    turn = float(np.radians(12.0 + 4.0))
    first = fm.match_ids(img, plane.quad(centre, turn), 2.0, 2)[0]
    got, got_quad = fm.duel_ids(img, plane, centre, turn, 2.0, first, {9, 12, 20})
    assert got is not None and got[0] == 9
    rolled = np.roll(got_quad, -got[1], axis=0)
    assert np.abs(rolled - quad).max() < 1.0


def test_the_id_duel_names_no_other_id_when_the_true_one_may_not_be_read():
    img, plane, quad = _far_scene(9)
    centre = quad.mean(axis=0)
    turn = float(np.radians(12.0))
    first = fm.match_ids(img, plane.quad(centre, turn), 2.0, 2)[0]
    others = set(range(50)) - {9}
    assert fm.duel_ids(img, plane, centre, turn, 2.0, first, others) == (None, None)

