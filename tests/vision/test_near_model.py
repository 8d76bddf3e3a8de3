"""The near-model pass (vision.near_model): a marker beside one read, no quad found,
located by its printed border and read under the illumination model."""
from __future__ import annotations

import numpy as np
import pytest

from tests.vision.test_marker_recall import (_bench_img, _drawn_marker, _labels_in_a_row,
                                             _on_table)
from vision import glare_pass
from vision import near_model as nm
from vision.marker_reader import MarkerReader
from companion.cards import card

CODE = card("investigators").code


def _ids_at(reader: MarkerReader, img, at, within: float = 6.0) -> list[int]:
    """Ids of the markers ``reader`` detects with their centre within ``within`` px of
    ``at``."""
    return [d.marker_id for d in reader.detect(img)
            if np.hypot(*(d.corners.mean(axis=0) - at)) < within]


def _code_at(truth, at, visible: bool = True) -> int:
    """The card code of the rendered card (``truth``: the renderer's ground truth) with a
    marker centred within 6 px of ``at`` (px); ``visible``: a visible marker only."""
    return card(next(c.key for c in truth.cards if c.key and any(
        np.hypot(*(np.mean(m.corners, axis=0) - at)) < 6 and (m.visible or not visible)
        for m in c.markers))).code


def test_ring_contrast_peaks_where_a_marker_lies_on_its_label():
    k = nm.MODEL_CELL_PX
    img = _drawn_marker(CODE, 6 * k, canvas=(120, 140), at=(50, 40), quiet=k)
    img[:, 50 + 6 * k + k:] = 40  # a dark card touching the label's right edge
    r = nm.ring_contrast(img.astype(np.float32), k)
    y, x = np.unravel_index(int(np.argmax(r)), r.shape)
    off = 3.5 * k - 0.5
    assert abs(x + off - (50 + 3 * k - 0.5)) <= 1 and abs(y + off - (40 + 3 * k - 0.5)) <= 1
    assert r.max() > 150  # label 255 against the black border (~0)
    # a plain patch has no contrast anywhere
    assert np.abs(nm.ring_contrast(np.full((60, 60), 90, np.float32), k)).max() < 1e-6


def test_decode_place_reads_the_marker_at_its_place_and_nothing_half_a_side_off():
    side = 30
    img = _drawn_marker(CODE, side, canvas=(140, 160), at=(60, 50), quiet=3)
    img[:, 60 + side + 3:] = 35  # the next card's dark edge against the label
    centre = np.array([60 + side / 2 - 0.5, 50 + side / 2 - 0.5])
    got = nm.decode_place(img, centre, np.array([1.0, 0.0]), float(side), {CODE})
    assert got is not None and got[0] == CODE
    # the marker's own top-left first (ArUco's order), within a px of the drawn corners
    assert np.abs(got[1][0] - (59.5, 49.5)).max() < 1.5
    assert nm.decode_place(img, centre + (side / 2, 0), np.array([1.0, 0.0]), float(side),
                           {CODE}) is None


@pytest.mark.parametrize("index, at", [(165, (936.0, 563.0)), (123, (372.0, 273.0))])
def test_dim_marker_without_a_quad_beside_one_read_is_read_by_the_model(index, at):
    # benchmark (seed 1000, 720p) dim frames: 165, the middle Investigators' bottom marker of
    # a cascade of three, its neighbours above and below read; 123, The Fed, two steps from
    # the nearest marker read (The Urchin, over it, is read first by this pass, then the
    # zone beside it). No ArUco threshold (main, noisy-frame, near scans) finds their quads
    preset, img, truth = _bench_img(index)
    assert preset == "dim"
    reader = MarkerReader("arkham")
    want = _code_at(truth, at, visible=False)
    assert _ids_at(reader, img, at) == [want]
    assert reader.last_near_model_reads >= 1
    assert {s.key for s in reader.read(img)[0]} <= _on_table(truth)
    assert _ids_at(MarkerReader("arkham", near_model=False), img, at) == []


def test_zone_axes_gives_each_near_zone_its_centre_and_axis():
    from vision.near_pass import side_zones, zone_axes
    img, a, b, c = _labels_in_a_row()
    zones = zone_axes(img, [(1, a), (2, b)], {1, 2})  # c not read
    assert [z[:5] for z in zones] == side_zones(img, [(1, a), (2, b)], {1, 2})
    (_, _, _, _, side, centre, axis, light, dark, white), = zones  # left of a, over c
    assert np.allclose(axis, (-1, 0)) and side == 28
    assert 0 < dark < light < 255  # the levels a sample counts as marker black / label white
    assert np.allclose(centre, (154 - 1.4 * 28 - 0.0, 94), atol=1)
    assert 0.2 * 121 <= white <= 121  # c's label: at least the near pass's share of white


def _plain(zones) -> list:
    """:func:`vision.near_pass.zone_axes`' zones as plain values (to compare lists)."""
    return [(z[:5], z[5].tolist(), z[6].tolist(), z[7:]) for z in zones]


def _dim_frame_markers():
    """Benchmark dim frame 165 (seed 1000, 720p): ``(img, markers read, card ids)``."""
    _, img, _ = _bench_img(165)
    reader = MarkerReader("arkham")
    return img, [(d.marker_id, d.corners) for d in reader.detect(img)], set(reader.cards)


def test_zones_asked_with_less_label_white_then_narrowed_are_the_near_pass_zones():
    # on a noisy frame the reader asks the zones once, with the near-model pass's share of
    # label white, and gives the near pass those holding its own share (with_white)
    from vision.near_pass import NEAR_MIN_WHITE, with_white, zone_axes
    img, found, cards = _dim_frame_markers()
    wide = zone_axes(img, found, cards, nm.MODEL_MIN_WHITE)
    narrow = zone_axes(img, found, cards, NEAR_MIN_WHITE)
    assert 0 < len(narrow) < len(wide)
    assert _plain(with_white(wide, NEAR_MIN_WHITE)) == _plain(narrow)


def test_zones_beside_points_are_the_whole_list_filtered_by_distance():
    # the near-model pass's second round asks only the zones beside the markers just read
    from vision.near_pass import zone_axes
    img, found, cards = _dim_frame_markers()
    every = zone_axes(img, found, cards, nm.MODEL_MIN_WHITE)
    pts = np.array([every[0][5], every[-1][5]]) + 5.0  # near the first and last zones
    want = [z for z in every if np.hypot(*(pts - z[5]).T).min() < 1.5 * z[4]]
    got = zone_axes(img, found, cards, nm.MODEL_MIN_WHITE, beside=(pts, 1.5))
    assert 0 < len(got) < len(every) and _plain(got) == _plain(want)
    assert zone_axes(img, found, cards, beside=(np.zeros((0, 2)), 1.5)) == []


def test_best_place_finds_the_unread_marker_and_keeps_away_from_those_read():
    side = 30
    img = _drawn_marker(CODE, side, canvas=(120, 220), at=(40, 45), quiet=3)
    other = _drawn_marker(CODE, side, canvas=(120, 220), at=(85, 45), quiet=3)
    img[:, 80:] = other[:, 80:]  # two labels side by side, their markers 45 px apart
    left = np.array([40 + side / 2 - 0.5, 45 + side / 2 - 0.5])
    right = left + (45, 0)
    axis = np.array([1.0, 0.0])
    zone = left + 1.4 * side * axis  # the near zone right of the marker on the left
    place, contrast = nm.best_place(img, zone, axis, float(side), np.array([left]))
    assert np.hypot(*(place - right)) < 1.5 and contrast > 150
    # once it is read too, what is left of the zone is no marker
    got = nm.best_place(img, zone, axis, float(side), np.array([left, right]))
    assert got is None or got[1] < 0.5 * contrast


@pytest.mark.parametrize("turn", [0.0, 8.0, -12.0, 15.0])
def test_marker_turn_measures_how_far_a_marker_is_turned_from_the_axis(turn):
    import cv2

    side = 30
    img = _drawn_marker(CODE, side, canvas=(140, 160), at=(65, 55), quiet=3)
    img[:, :50] = 40  # a dark card beside the label, its edge along the axes
    centre = (65 + side / 2 - 0.5, 55 + side / 2 - 0.5)
    rot = cv2.getRotationMatrix2D(centre, turn, 1.0)
    img = cv2.warpAffine(img, rot, (160, 140), flags=cv2.INTER_LINEAR,
                         borderMode=cv2.BORDER_REPLICATE)
    want = np.degrees(np.arctan2(rot[1, 0], rot[0, 0]))  # where the image's x axis went
    for axis in ((1.0, 0.0), (0.0, 1.0), (-1.0, 0.0)):  # a square's axes: turn modulo 90°
        got = nm.marker_turn(img, np.array(centre), np.array(axis), float(side))
        assert abs(got - want) < 1.5
    # from an axis turned 30° the other way it is 30° more
    a = np.deg2rad(-30.0)
    got = nm.marker_turn(img, np.array(centre), np.array([np.cos(a), np.sin(a)]), float(side))
    assert abs(got - ((want + 30.0 + 45.0) % 90.0 - 45.0)) < 1.5
    # a window that leaves the image gives no turn
    assert nm.marker_turn(img, np.array([5.0, 5.0]), np.array([1.0, 0.0]), float(side)) == 0.0


def _read_by_the_model(seed0: int, index: int, at, preset: str = "dim") -> np.ndarray:
    """The benchmark's frame ``index`` of ``seed0`` (``H×W×3 uint8 BGR``; of the
    ``preset`` given), after checking that today's reader reads the marker at ``at`` (px)
    right, through the near-model pass, and nothing that is not on the table."""
    shown, img, truth = _bench_img(index, seed0)
    assert shown == preset
    reader = MarkerReader("arkham")
    assert _ids_at(reader, img, at) == [_code_at(truth, at)]
    assert reader.last_near_model_reads >= 1
    assert {s.key for s in reader.read(img)[0]} <= _on_table(truth)
    return img


@pytest.mark.parametrize("seed0, index, at, turn", [
    # 720p seed 70000, dim frame 87: R'lyeh's top marker, its card ~16° from The Deep
    # One's beside it: at the read marker's axes (and ±5°) no id clears its cells
    (70000, 87, (905.0, 442.0), True),
    # 720p seed 90000, dim frame 87: The Dilettante's bottom marker beside The Fed's, its
    # label partly under the next card: 0.17 of the zone's samples label white (0.2 asked)
    (90000, 87, (508.3, 107.7), False),
])
def test_dim_cascade_markers_turned_or_half_covered_are_read_by_the_model(seed0, index, at,
                                                                        turn, monkeypatch):
    img = _read_by_the_model(seed0, index, at)
    # without the turned search (or with the near pass's share of label white) it is not
    if turn:
        monkeypatch.setattr(nm, "MODEL_RETURN_DEG", 90.0)
    else:
        import vision.marker_reader as mr
        from vision.near_pass import NEAR_MIN_WHITE
        monkeypatch.setattr(nm, "MODEL_MIN_WHITE", NEAR_MIN_WHITE)
        monkeypatch.setattr(mr, "MODEL_MIN_WHITE", NEAR_MIN_WHITE)
    # (the two-step zones, session 41, read some of these markers too: left out here)
    assert _ids_at(MarkerReader("arkham", two_steps=False), img, at) == []


@pytest.mark.parametrize("seed0, index, at", [
    # 720p seed 80000, dim frame 27: The Musician's bottom marker beside The Stowaway's;
    # the zone's best place lies 25 px off it, on no marker
    (80000, 27, (851.0, 90.0)),
    # 720p seed 110000, dim frame 213: The Dilettante's bottom marker, the best place 22 px
    # off it
    (110000, 213, (624.0, 687.0)),
])
def test_a_dim_cascade_marker_at_a_zones_second_place_is_read(seed0, index, at, monkeypatch):
    img = _read_by_the_model(seed0, index, at)
    # with the zone left at its best place's miss, it is not
    import vision.marker_reader as mr
    monkeypatch.setattr(mr, "MODEL_PLACE_MISSES", 1)
    assert _ids_at(MarkerReader("arkham", two_steps=False), img, at) == []


def test_ring_contrast_of_a_uint8_patch_is_the_box_means_exactly():
    # a uint8 patch is summed in int32 (exact integers): the same float64 values as its
    # float32 copy, and as the ring's and border's means taken place by place
    k = nm.MODEL_CELL_PX
    patch = np.random.default_rng(5).integers(0, 256, (60, 64), dtype=np.uint8)
    got = nm.ring_contrast(patch, k)
    assert got.dtype == np.float64 and got.shape == (60 - 7 * k + 1, 64 - 7 * k + 1)
    assert np.array_equal(got, nm.ring_contrast(patch.astype(np.float32), k))
    p = patch.astype(np.int64)
    for y, x in ((0, 0), (7, 3), (17, 22)):
        outer = p[y:y + 7 * k, x:x + 7 * k].sum()
        marker = p[y + k // 2:y + k // 2 + 6 * k, x + k // 2:x + k // 2 + 6 * k].sum()
        data = p[y + k // 2 + k:y + k // 2 + 5 * k, x + k // 2 + k:x + k // 2 + 5 * k].sum()
        want = ((outer - marker) / ((7 * k) ** 2 - (6 * k) ** 2)
                - (marker - data) / ((6 * k) ** 2 - (4 * k) ** 2))
        assert got[y, x] == want


def test_card_rows_are_the_card_ids_hypotheses_made_once():
    from vision.lit_model import IDS_H

    rows = nm._card_rows({CODE, 3})
    assert np.array_equal(rows, np.flatnonzero(np.isin(IDS_H, [CODE, 3])))
    assert sorted(set(IDS_H[rows])) == sorted({CODE, 3}) and len(rows) == 8  # 4 turns each
    assert nm._card_rows([3, CODE]) is rows  # the same ids, any order: the same table


def test_turn_weight_is_a_gaussian_of_a_third_of_a_side_made_once():
    w = nm._turn_weight(23, 30.0)
    assert w.shape == (47, 47) and w.dtype == np.float32
    assert w[23, 23] == 1.0 and w[23, 23 + 10] == pytest.approx(np.exp(-100 / (2 * 10.5 ** 2)))
    assert np.array_equal(w, w.T) and nm._turn_weight(23, 30.0) is w


def _decoy_then_marker(side: int = 30):
    """A drawn zone (:func:`vision.near_pass.zone_axes`'s tuple, along x, 1.4 sides right
    of a read marker) whose best place (:func:`~vision.near_model.best_place`) is a black
    square on white, no marker, and its next best an Investigators marker of lower contrast:
    ``(img H×W uint8, zone, the read marker (id, 4×2 px), the marker's centre px)``."""
    img = _drawn_marker(CODE, side, canvas=(140, 200), at=(104, 79), quiet=3)
    img[(img > 150)] = 200  # its quiet zone and white cells 200, black cells 40:
    img[(img < 150)] = 40  # contrast ~160
    img[28:31 + side + 3, 83:86 + side + 3] = 255  # the decoy: ring 255, all black inside
    img[31:31 + side, 86:86 + side] = 0
    centre = np.array([110.0, 70.0])  # the decoy 24.5 px above its axis, the marker below
    zone = (0, 0, 0, 0, float(side), centre, np.array([1.0, 0.0]), 200.0, 40.0)
    back = centre - (1.4 * side, 0)
    read = (card("the_fed").code, back + np.array([[-15.0, -15], [15, -15], [15, 15], [-15, 15]]))
    return img, zone, read, np.array([104 + side / 2 - 0.5, 79 + side / 2 - 0.5])


def test_a_zones_second_place_is_searched_only_where_second_place_keeps_it():
    img, zone, read, at = _decoy_then_marker()
    best = nm.best_place(img, zone[5], zone[6], zone[4], np.array([read[1].mean(axis=0)]))
    assert np.hypot(*(best[0] - at)) > 30  # the decoy first
    args = dict(card_ids={CODE, read[0]}, label_check=False)
    # the best place only: nothing; the next best too: the marker
    assert nm.read_near_model(img, [read], [zone], **args) == []
    got = nm.read_near_model(img, [read], [zone], place_misses=2, **args)
    assert [i for i, _ in got] == [CODE] and np.hypot(*(got[0][1].mean(axis=0) - at)) < 1.5
    # past the first miss only where second_place keeps the zone, asked with the markers
    # read when the zone's search began (after a read, the zones beside it are asked too)
    asked = []

    def second_place(zones, found):
        asked.append((zones, [i for i, _ in found]))
        return np.full(len(zones), keep)

    for keep, want in ((False, []), (True, [CODE])):
        asked.clear()
        got = nm.read_near_model(img, [read], [zone], place_misses=2, second_place=second_place,
                                 **args)
        assert [i for i, _ in got] == want
        assert len(asked[0][0]) == 1 and asked[0][0][0] is zone and asked[0][1] == [read[0]]
        assert (len(asked) == 1) != keep


def test_second_place_is_asked_once_for_all_the_zones_of_a_round():
    # every zone's best place is the decoy, a miss: the second-place test is asked once,
    # for the round's three zones together (each asked alone cost ~0.15 ms, 6-9 % of a
    # dim frame), not once a zone
    img, zone, read, _ = _decoy_then_marker()
    zones = [zone] + [zone[:5] + (zone[5] + (0.0, dy),) + zone[6:] for dy in (1.0, 2.0)]
    asked = []

    def second_place(zs, found):
        asked.append((zs, [i for i, _ in found]))
        return np.zeros(len(zs), bool)

    got = nm.read_near_model(img, [read], zones, {CODE, read[0]}, label_check=False,
                             place_misses=2, second_place=second_place)
    assert got == []
    assert len(asked) == 1 and asked[0][0] is zones and asked[0][1] == [read[0]]


def test_decode_place_reads_a_marker_under_sleeve_glare_with_the_glare_model():
    # a sleeve's glare washes the marker toward white (I' = I + (255 − I)·a, a smooth): its
    # inner black cells reach the label's grey, so no two quadratic surfaces part them
    side = 30
    img = _drawn_marker(CODE, side, canvas=(120, 140), at=(55, 45), quiet=4).astype(np.float32)
    img = np.where(img == 150, 90, np.where(img > 200, 200, np.where(img < 60, 30, img)))
    centre = np.array([55 + side / 2 - 0.5, 45 + side / 2 - 0.5])
    yy, xx = np.mgrid[0:120, 0:140]
    a = 0.8 * np.exp(-((xx - centre[0] - 4) ** 2 + (yy - centre[1] + 3) ** 2) / (2 * 8.0 ** 2))
    glare = np.clip(img + (255 - img) * a, 0, 255).astype(np.uint8)
    axis, ids = np.array([1.0, 0.0]), {CODE, card("the_fed").code}
    assert nm.decode_place(img.astype(np.uint8), centre, axis, float(side), ids)[0] == CODE
    assert nm.decode_place(glare, centre, axis, float(side), ids) is None
    got = nm.decode_place(glare, centre, axis, float(side), ids, glare=True)
    assert got is not None and got[0] == CODE and np.abs(got[1][0] - (54.5, 44.5)).max() < 1.5
    # the same place with no marker, or half a side off, is read by neither
    plain = np.full_like(glare, 200)
    assert nm.decode_place(plain, centre, axis, float(side), ids, glare=True) is None
    assert nm.decode_place(glare, centre + (side / 2, 0), axis, float(side), ids,
                           glare=True) is None


@pytest.mark.parametrize("seed0, index, at", [
    # 720p seed 90000, harsh frame 16: Stowaway Eggs' top marker beside The Urchin's, a
    # sleeve's glare over its lower half; 214: Shoggoth's, the glare over its right side
    (90000, 16, (670.2, 553.7)),
    (90000, 214, (1034.0, 106.7)),
])
def test_a_marker_under_glare_beside_one_read_is_read_by_the_glare_model(seed0, index, at,
                                                                         monkeypatch):
    # since session 40 the glare pass decodes its quads under the glare model too and reads
    # these two first (vision.glare_pass.glare_decode): left out, the near-model pass's is
    # tested
    monkeypatch.setattr(glare_pass, "glare_decode", lambda img, quad, ids: None)
    img = _read_by_the_model(seed0, index, at, preset="harsh")
    # under the illumination model alone it is not (the card-first pass left out: since
    # session 40 its glare model reads frame 16's marker too, a black hypothesis checked on
    # the clipped cells, vision.lit_model.GLARE_CLIP_GREY)
    monkeypatch.setattr(nm, "MODEL_GLARE_MIN_CLEAR", 2.0)
    assert _ids_at(MarkerReader("arkham", band_pass=False), img, at) == []


def test_a_zone_searched_three_times_rectifies_once_and_reads_as_without_the_kept_contrasts(
        monkeypatch):
    # review rev-speed54: _read_zone hands best_place one dict a zone, so a zone searched
    # three times (two misses, then the marker) rectifies its ring contrasts once, on an
    # image nothing writes to (read-only here), and reads what a fresh search each time reads
    img, zone, read, at = _decoy_then_marker()
    img.flags.writeable = False
    args = dict(card_ids={CODE, read[0]}, label_check=False, place_misses=3)
    rings = []
    ring_contrast = nm.ring_contrast
    monkeypatch.setattr(nm, "ring_contrast", lambda *a: rings.append(1) or ring_contrast(*a))
    kept = nm.read_near_model(img, [read], [zone], **args)
    kept_rings = len(rings)
    best_place = nm.best_place
    monkeypatch.setattr(nm, "best_place", lambda *a: best_place(*a[:5]))  # none kept
    rings.clear()
    fresh = nm.read_near_model(img, [read], [zone], **args)
    assert [i for i, _ in kept] == [CODE] and np.hypot(*(kept[0][1].mean(axis=0) - at)) < 1.5
    assert len(kept) == len(fresh) and all(
        i == j and np.array_equal(c, d) for (i, c), (j, d) in zip(kept, fresh))
    # the zone searched again twice at least (three places): two warps saved at least
    assert len(rings) >= kept_rings + 2
