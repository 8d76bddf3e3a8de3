"""The cascade gate (vision.cascade_gate): the near-model pass outside dim frames, only in
the zones where label white and marker black lie outside every card read."""
from __future__ import annotations

import numpy as np
import pytest

from benchmarks.vision_accuracy import scene_at
from tests.vision.scored import marker_reads
from tests.vision.test_marker_recall import _bench_img, _drawn_marker, _on_table
from tests.vision.test_near_model import _code_at, _ids_at
from vision import cascade_gate as cg
from vision.marker_reader import MarkerReader, card_outline
from companion.cards import card

CODE = card("investigators").code


def _zone(centre, side=28.0, axis=(1.0, 0.0), light=200.0, dark=60.0):
    """A zone as :func:`vision.near_pass.zone_axes` gives it (its box unused here)."""
    return (0, 0, 0, 0, side, np.array(centre, np.float64), np.array(axis), light, dark)


def test_label_and_marker_outside_every_card_read_open_the_zone():
    img = _drawn_marker(CODE, 30, canvas=(120, 160), at=(65, 45), quiet=5)
    img[img == 150] = 90  # the cloth: neither label white nor marker black
    zone = _zone((79.5, 59.5))  # on the unread marker and its label
    white, dark = cg.unexplained_shares(img, [zone], np.zeros((0, 4, 2)))
    assert white[0] >= cg.CASCADE_MIN_WHITE + 0.1 and dark[0] >= cg.CASCADE_MIN_DARK
    assert cg.cascade_zones(img, [zone], np.zeros((0, 4, 2))) == [zone]
    # inside a card read (either winding) the same label and marker are explained
    card_ = np.array([[40.0, 20.0], [130.0, 20.0], [130.0, 110.0], [40.0, 110.0]])
    for outline in (card_, card_[::-1]):
        white, dark = cg.unexplained_shares(img, [zone], outline[None])
        assert white[0] == 0 and dark[0] == 0
        assert cg.cascade_zones(img, [zone], outline[None]) == []
    # half covered: only what lies outside counts
    half = np.array([[40.0, 20.0], [79.5, 20.0], [79.5, 110.0], [40.0, 110.0]])
    white_all = cg.unexplained_shares(img, [zone], np.zeros((0, 4, 2)))[0][0]
    assert 0 < cg.unexplained_shares(img, [zone], half[None])[0][0] < white_all
    # a zone on plain cloth holds neither
    assert cg.cascade_zones(img, [_zone((20.0, 60.0), side=14.0)], np.zeros((0, 4, 2))) == []


def test_a_zones_second_place_is_worth_it_only_with_label_and_marker_outside_the_cards_read():
    # on a noisy frame every zone is searched, its next best place only where a little
    # label white and marker black lie outside every card read
    img = _drawn_marker(CODE, 30, canvas=(120, 160), at=(65, 45), quiet=5)
    img[img == 150] = 90
    zone = _zone((79.5, 59.5))
    assert cg.second_place_worth(img, [zone], np.zeros((0, 4, 2)))[0]
    card_ = np.array([[40.0, 20.0], [130.0, 20.0], [130.0, 110.0], [40.0, 110.0]])
    assert not cg.second_place_worth(img, [zone], card_[None])[0]
    # a card read over all but a strip of the zone: a strip holding label and marker (white
    # 0.09, black 0.06 of the samples) is worth it, one holding label only is not
    def strip(right):
        return np.array([[[40.0, 20.0], [right, 20.0], [right, 110.0], [40.0, 110.0]]])

    assert cg.second_place_worth(img, [zone], strip(90.0))[0]
    assert not cg.second_place_worth(img, [zone], strip(95.0))[0]
    # asked for many zones at once, each zone's answer is the one it gets alone
    zones = [zone, _zone((40.0, 40.0)), _zone((120.0, 80.0)), _zone((79.5, 30.0))]
    for outlines in (np.zeros((0, 4, 2)), card_[None], strip(90.0), strip(95.0)):
        together = cg.second_place_worth(img, zones, outlines)
        assert together.tolist() == [cg.second_place_worth(img, [z], outlines)[0]
                                     for z in zones]
    # marker black without label white is not
    img[img == 255] = 90
    assert not cg.second_place_worth(img, [zone], np.zeros((0, 4, 2)))[0]


def test_card_outline_explains_the_zones_on_the_read_card_itself():
    # a read marker's zones toward its own card's body lie inside its outline
    side = 28.0
    q = np.array([[100.0, 100.0], [128.0, 100.0], [128.0, 128.0], [100.0, 128.0]])
    outline = card_outline(q)
    c = q.mean(axis=0)
    img = np.full((400, 400), 230, np.uint8)  # all label white
    img[::4] = 20  # and marker black
    below = _zone(c + (0, 1.4 * side), axis=(0.0, 1.0))  # toward the card's far end
    assert cg.cascade_zones(img, [below], outline[None]) == []
    assert cg.cascade_zones(img, [below], np.zeros((0, 4, 2))) == [below]


@pytest.mark.parametrize("seed0, index, at", [
    # 720p seed 70000, typical frame 115: Nightgaunt's top marker beside a read one, no
    # quad from any scan; its label and marker lie outside every card read
    (70000, 115, (503.7, 106.4)),
    # 720p seed 120000, clean frame 126: The Musician's top marker, two steps from the
    # nearest marker read before (an Investigators read by the same pass first)
    (120000, 126, (977.4, 80.3)),
])
def test_cascade_markers_in_ordinary_light_are_read_by_the_gated_model(seed0, index, at):
    preset, img, truth = _bench_img(index, seed0)
    assert preset in ("typical", "clean")
    want = _code_at(truth, at)
    assert _ids_at(MarkerReader("arkham"), img, at) == [want]
    # the gated model's own read: the two-step zones (session 41) read some first
    reader = MarkerReader("arkham", two_steps=False)
    assert _ids_at(reader, img, at) == [want]
    assert reader.last_near_model_reads >= 1
    assert {s.key for s in reader.read(img)[0]} <= _on_table(truth)
    # without the gate the near-model pass does not run on these frames (the two-step
    # zones, session 41, read some of them with the near pass: left out here)
    off = MarkerReader("arkham", cascade_gate=False, two_steps=False)
    assert _ids_at(off, img, at) == [] and off.last_near_model_reads == 0


def test_a_label_and_marker_over_a_read_cards_body_open_a_zone_along_its_length():
    # a card lying over a read one: its label and marker lie inside the read card's
    # outline, on its body, away from that card's own label and marker squares
    img = _drawn_marker(CODE, 36, canvas=(120, 160), at=(62, 42), quiet=4)
    img[img == 150] = 90
    zone = _zone((79.5, 59.5))  # 1.4 sides right of the read marker below
    body = np.array([[0.0, 0.0], [160.0, 0.0], [160.0, 120.0], [0.0, 120.0]])[None]
    away = np.array([[140.0, 0.0], [160.0, 0.0], [160.0, 20.0], [140.0, 20.0]])[None]
    white, dark = cg.over_shares(img, [zone], away, away)
    assert white[0] >= cg.CASCADE_OVER_WHITE and dark[0] >= cg.CASCADE_OVER_DARK
    assert cg.cascade_zones(img, [zone], body) == []
    # the read marker the zone lies beside, its up axis along the zone's (turned 90°)
    along = np.array([[54.0, 45.0], [54.0, 73.0], [26.0, 73.0], [26.0, 45.0]])[None]
    assert cg.along_length([zone], along).tolist() == [True]
    assert cg.cascade_zones(img, [zone], body, along, away, away) == [zone]
    # on the read card's own label and marker squares they are explained
    label = np.array([[60.0, 40.0], [100.0, 40.0], [100.0, 80.0], [60.0, 80.0]])[None]
    assert cg.cascade_zones(img, [zone], body, along, label, label) == []
    # beside the read marker (across its card) the zone is a read card's art: not opened
    across = along[:, [1, 2, 3, 0]]
    assert cg.along_length([zone], across).tolist() == [False]
    assert cg.cascade_zones(img, [zone], body, across, away, away) == []


@pytest.mark.parametrize("seed0, index, at", [
    # 720p seed 80000, typical frame 37: The Boxer's top marker, no quad from any scan,
    # lies over the read card beside it, inside its outline
    (80000, 37, (1006.0, 123.1)),
    # 720p seed 120000, typical frame 61: an Investigators' top marker over a read card
    (120000, 61, (663.7, 537.5)),
])
def test_a_card_lying_over_a_read_one_is_read_by_the_gated_model(seed0, index, at, monkeypatch):
    preset, img, truth = _bench_img(index, seed0)
    assert preset == "typical"
    want = _code_at(truth, at)
    reader = MarkerReader("arkham")
    assert _ids_at(reader, img, at) == [want]
    assert {s.key for s in reader.read(img)[0]} <= _on_table(truth)
    # the outline test alone explains it away as the read card's body
    monkeypatch.setattr(cg, "CASCADE_OVER_WHITE", 1.1)
    assert _ids_at(MarkerReader("arkham"), img, at) == []


@pytest.mark.parametrize("seed0, index, key, seat, pile", [
    (680000, 1, "necronomicon", 6, 1),  # its over-lying zones hold 0.19-0.23 label white
    (680000, 217, "the_urchin", 2, 2),  # 0.18-0.20
    (710000, 79, "the_boxer", 4, 1),  # fresh (review rev-acc46): read at any value to 0.24
])
def test_an_over_lying_card_whose_label_the_next_card_cuts_opens_its_zone(
        seed0, index, key, seat, pile, monkeypatch):
    """720p 680000 (its tuning set) and fresh 710000, typical frames: a cascade card lying
    over a read one, its marker whole and clean, its label cut by the card after it, so
    that under 0.25 of the zone above or below the read marker is label white outside the
    read cards' label squares; :data:`~vision.cascade_gate.CASCADE_OVER_WHITE` 0.18 opens
    the zone and the near-model pass reads it (session 46, acc46)."""
    preset, frame, truth = scene_at(index, True, seed0=seed0)
    assert preset == "typical"
    reads = marker_reads(frame, truth)
    assert (key, seat, pile) in reads
    monkeypatch.setattr(cg, "CASCADE_OVER_WHITE", 0.25)  # before session 46
    before = marker_reads(frame, truth)
    assert (key, seat, pile) not in before
    assert before <= reads  # nothing read before is lost


def test_inside_any_agrees_with_a_point_in_polygon_test_for_either_winding():
    import cv2
    rng = np.random.default_rng(7)
    quads = []
    for k in range(6):  # turned rectangles, clockwise or not, some far from every point
        c, (w, h), t = rng.uniform(0, 200, 2), rng.uniform(10, 80, 2), rng.uniform(0, np.pi)
        u, v = np.array([np.cos(t), np.sin(t)]) * w / 2, np.array([-np.sin(t), np.cos(t)]) * h / 2
        q = np.array([c - u - v, c + u - v, c + u + v, c - u + v])
        quads.append(q[::-1] if k % 2 else q)
    quads.append(np.array([[900.0, 900], [950, 900], [950, 950], [900, 950]]))
    pts = rng.uniform(0, 220, (5, 121, 2))
    got = cg._inside_any(pts, np.array(quads))
    want = np.array([[any(cv2.pointPolygonTest(q.astype(np.float32), (float(x), float(y)),
                                               False) >= 0 for q in quads) for x, y in zone]
                     for zone in pts])
    assert got.any() and not got.all() and np.array_equal(got, want)
    assert not cg._inside_any(pts, np.zeros((0, 4, 2))).any()
