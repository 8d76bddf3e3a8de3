"""The synthetic table renderer: ground truth and the ArUco contract (vision/render)."""
import cv2
import numpy as np
import pytest

from companion.cards import deck_list
from vision import adaptation as A
from vision.render import Conditions, build_scene, render_table

SMALL = Conditions(size=(640, 360))
ZONES = {1: ["the_boxer", "cultists", "the_musician"], 2: ["deep_one", "the_fed"],
         3: ["necronomicon"], 4: ["investigators", "rlyeh", "tommy_gun"]}


def _detector():
    d = cv2.aruco.getPredefinedDictionary(getattr(cv2.aruco, A.ARUCO_DICT))
    return cv2.aruco.ArucoDetector(d, cv2.aruco.DetectorParameters())


@pytest.fixture(scope="module")
def rendered():
    return render_table(build_scene(ZONES, seats=4, conditions=SMALL, seed=7, deck=5))


def test_frame_shape_and_polygons_inside_frame(rendered):
    frame, truth = rendered
    assert frame.shape == (360, 640, 3) and frame.dtype == np.uint8
    assert truth.size == (640, 360)
    for c in truth.cards:
        if c.visible_fraction > 0.99:
            for x, y in c.polygon:
                assert -1 <= x <= 641 and -1 <= y <= 361


def test_zones_keep_order_and_keys(rendered):
    _, truth = rendered
    for seat, keys in ZONES.items():
        assert [c.key for c in truth.zone(seat)] == keys
        assert [c.index for c in truth.zone(seat)] == list(range(len(keys)))
    assert sum(c.zone == "deck" for c in truth.cards) == 5
    assert [c.key for c in truth.cards if c.zone == "set_aside"] == ["stowaway_eggs"]


def test_reproducible_with_the_same_seed():
    scene = build_scene(ZONES, seats=4, conditions=Conditions(size=(640, 360), noise=5,
                                                              glare=0.5, hands=1), seed=3)
    f1, t1 = render_table(scene)
    f2, t2 = render_table(scene)
    assert np.array_equal(f1, f2) and t1 == t2
    f3, _ = render_table(build_scene(ZONES, seats=4, conditions=scene.conditions, seed=4))
    assert not np.array_equal(f1, f3)


def test_across_the_table_is_upside_down(rendered):
    _, truth = rendered
    assert not truth.zone(1)[0].upside_down          # seat 1 sits at the bottom edge
    assert truth.zone(3)[0].upside_down              # seat 3 across the table
    up = truth.zone(2)[0].up                          # seat 2 on the left: top points right
    assert up[0] > 0.9


def test_cascades_show_top_bands(rendered):
    _, truth = rendered
    for seat in ZONES:
        zone = truth.zone(seat)
        for older in zone[:-1]:
            assert older.top_band_visible_fraction > 0.8
            assert older.visible_fraction < 0.6
            assert older.markers[0].role == "top" and older.markers[0].visible
            assert not older.markers[1].visible       # the bottom marker is under newer cards
        assert zone[-1].visible_fraction > 0.95      # the newest card shows whole


def test_side_strip_cascade_hides_the_top_right_marker():
    scene = build_scene({1: ["the_boxer", "cultists", "the_fed"]}, seats=2, cascade="right",
                        conditions=SMALL, seed=2)
    _, truth = render_table(scene)
    older = truth.zone(1)[0]
    assert older.top_band_visible_fraction < 0.6
    assert older.corners_visible[0] and not older.corners_visible[1]


def test_every_edition_card_renders_and_stickers_are_in_the_truth():
    keys = sorted(set(deck_list("arkham") + deck_list("original")))
    zones = {1: keys[:10], 2: keys[10:20], 3: keys[20:30], 4: keys[30:]}
    _, truth = render_table(build_scene(zones, seats=4, conditions=SMALL, seed=1))
    for c in truth.cards:
        if c.key:
            want = A.card_sticker_elements(c.key)
            assert sorted(e.shape for e in c.elements) == sorted(e.shape.value for e in want)


def test_rendered_markers_are_detected_on_a_clean_720p_frame():
    """The contract with the readers: every whole-visible marker is found by ArucoDetector
    with default parameters on a clean top-down 1280×720 frame."""
    scene = build_scene(ZONES, seats=4, conditions=Conditions(), seed=11, deck=3)
    frame, truth = render_table(scene)
    corners, ids, _ = _detector().detectMarkers(frame)
    found = {}
    for c, i in zip(corners, ids.ravel()):
        found.setdefault(int(i), []).append(c.reshape(4, 2))
    for card in truth.cards:
        for m in card.visible_markers:
            assert m.marker_id in found, (card.key, m.role)
            best = min(np.abs(f - np.array(m.corners)).max() for f in found[m.marker_id])
            assert best < 2.5        # same corners, same order, within 2.5 px
    for s in truth.seats:
        assert s.marker.visible and A.seat_marker_id(s.seat) in found
    assert all(A.parse_marker_id(i) is not None for i in found)


def test_conditions_reject_bad_values():
    with pytest.raises(ValueError, match="tablecloth"):
        Conditions(tablecloth="lava")
    with pytest.raises(ValueError, match="seats"):
        build_scene({}, seats=7)
    with pytest.raises(KeyError, match="unknown card"):
        build_scene({1: ["no_such_card"]}, seats=2)


@pytest.mark.parametrize("cloth", ["polka", "tiles", "gingham", "checks", "stripes", "wood", "felt"])
def test_messy_conditions_render(cloth):
    cond = Conditions(size=(320, 180), tablecloth=cloth, tilt_deg=40, focus_blur=2, noise=8,
                      hotspot=0.7, shadow=0.5, white_balance=-0.6, glare=1.0,
                      jpeg_quality=60, hands=1, mugs=1, labels="mixed", qr=True)
    frame, truth = render_table(build_scene(ZONES, seats=4, conditions=cond, seed=5))
    assert frame.shape == (180, 320, 3)
    assert len(truth.occluders) > 0


@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_every_seat_tile_and_newest_card_in_view_at_16_9(seats):
    """Diagonal seats of a 16:9 view used to put tiles past the frame's corners."""
    zones = {s: ["the_boxer", "the_fed"] for s in range(1, seats + 1)}
    _, truth = render_table(build_scene(zones, seats=seats, conditions=Conditions(), seed=1))
    assert [s.seat for s in truth.seats if s.marker.visible] == list(range(1, seats + 1))
    for s in range(1, seats + 1):
        assert truth.zone(s)[-1].visible_fraction > 0.95


def test_marker_label_stays_white_with_transparent_tactile_labels():
    from vision.render.face import card_face
    face = card_face("the_boxer", 1, "transparent", False, True, False, True, True)
    top = next(m for m in face.markers if m.role == "top")
    (x0, y0), (x1, _), _, _ = top.corners_mm
    s = 6.0
    strip = face.image[int((y0 - 1.2) * s), int((x0 + 2) * s):int((x1 - 2) * s)]
    assert strip.min() > 200          # the quiet zone above the black border is label white


def test_curled_cards_bend_their_edges_and_keep_exact_truth():
    """TABLE-CONDITIONS: bent and curled cards. With ``bend_mm`` each copy curls in 3D
    through the camera: its long or short edges are no longer straight in the frame, the
    truth follows the curl (a marker's truth corners still match ArUco's), and a flat
    scene renders exactly as before."""
    from vision.render.compose import card_surface
    flat_cond = Conditions(tilt_deg=30.0)
    scene = build_scene(ZONES, seats=4, conditions=flat_cond, seed=11, deck=3)
    flat, flat_truth = render_table(scene)
    again, _ = render_table(build_scene(ZONES, seats=4, conditions=Conditions(
        tilt_deg=30.0, bend_mm=0.0), seed=11, deck=3))
    assert np.array_equal(flat, again)
    curled_scene = build_scene(ZONES, seats=4, conditions=Conditions(
        tilt_deg=30.0, bend_mm=8.0), seed=11, deck=3)
    curled, truth = render_table(curled_scene)
    assert not np.array_equal(flat, curled)
    moved = [np.abs(np.subtract(a.polygon, b.polygon)).max()
             for a, b in zip(flat_truth.cards, truth.cards)]
    assert max(moved) > 1.0                  # lifted corners move in the frame
    surfaces = [card_surface(p, 8.0) for p in curled_scene.cards]
    assert all(0.3 * 8.0 <= s.lift_mm <= 8.0 for s in surfaces)
    assert len({(s.along_length, s.edges_up) for s in surfaces}) > 1   # copies differ
    corners, ids, _ = _detector().detectMarkers(curled)
    truth_markers = [m for card in truth.cards for m in card.markers] + \
        [s.marker for s in truth.seats]
    for c, i in zip(corners, ids.ravel()):   # every detection is where the truth says
        assert min(np.abs(c.reshape(4, 2) - np.array(m.corners)).max()
                   for m in truth_markers if m.marker_id == int(i)) < 2.5
    assert len(corners) >= 10
    with pytest.raises(ValueError, match="bend_mm"):
        Conditions(bend_mm=-1.0)


def test_sensor_noise_reaches_every_colour_channel_at_its_sigma():
    """QA (marker helper): ``noise`` filled only the blue channel (``cv2.randn`` with a
    scalar sigma fills the first channel), so the dim preset's noise 10 was ~1.3 grey
    levels on a plain cloth and every benchmark figure was measured on nearly clean frames."""
    from vision.render import effects

    flat = np.full((120, 160, 3), 128, np.uint8)
    noisy = effects.noise(flat, 10.0, seed=3).astype(np.float64)
    assert [round(float(noisy[..., c].std())) for c in range(3)] == [10, 10, 10]
    gray = cv2.cvtColor(effects.noise(flat, 10.0, seed=3), cv2.COLOR_BGR2GRAY)
    assert 6.0 < float(gray.std()) < 7.5  # independent channels: 10 × |(.114, .587, .299)|
    assert np.array_equal(effects.noise(flat, 10.0, seed=3), effects.noise(flat, 10.0, seed=3))


def test_a_growing_pile_keeps_its_older_cards_where_they_lie():
    """``growing=True`` (the demo): laying a card moves no card of another pile, and none of
    its own until a card would pass the seat tile: then the whole pile slides toward the
    centre by one vector of at most a step (36 mm) (docs/adaptation.md, seat markers;
    guide-helper: "Do not push the pile")."""
    import math

    def poses(zones):
        scene = build_scene(zones, seats=2, conditions=Conditions(), seed=7, growing=True)
        return {(c.seat, c.index): (c.key, c.x_mm, c.y_mm, c.angle_deg, c.variant)
                for c in scene.cards if c.zone == "discard"}
    pile = ["the_fed", "the_boxer", "cultists", "deep_one", "shoggoth"]
    before = poses({1: pile[:1], 2: ["the_sailor"]})
    slides = []
    for n in range(2, len(pile) + 1):
        after = poses({1: pile[:n], 2: ["the_sailor"]})
        assert after[(2, 0)] == before[(2, 0)]  # the other pile stays
        moves = {(round(after[k][1] - before[k][1], 6), round(after[k][2] - before[k][2], 6))
                 for k in before if k[0] == 1}
        assert len(moves) == 1  # the whole pile together, or not at all
        (dx, dy), = moves
        assert math.hypot(dx, dy) <= 36.0 + 1e-6
        slides.append(round(math.hypot(dx, dy), 1))
        before = after
    assert slides[:2] == [0.0, 0.0] and max(slides) == 36.0  # 3 cards laid without a move


@pytest.mark.parametrize("seats, seat", [(3, 1), (3, 3)])
def test_a_long_growing_pile_never_moves_apart_and_its_newest_card_shows(seats, seat):
    """QA38 en5 (``companion demo --stickers-only --seed 5``, seat 1 of 3, 10 cards): once
    the pile could slide no further it was laid again 25 mm a step (every card moved, each
    its own way) and from the 8th card on the newest lay past the frame's edge, never read
    nor told. Now a card laid moves the older ones together by one vector of at most a step
    or not at all, and the newest card's name band always shows whole (laid nearer its
    predecessor, then squarely on the newest card, once the pile fills its room)."""
    import math
    from vision.render import PRESETS

    keys = ["the_urchin", "investigators", "the_fed", "tommy_gun", "nightgaunt", "the_boxer",
            "shoggoth", "cthulhu", "the_musician", "randall_tillinghast"]
    before = {}
    for n in range(1, len(keys) + 1):
        scene = build_scene({seat: keys[:n]}, seats=seats, conditions=PRESETS["clean"],
                            seed=5, growing=True, set_aside=[])
        after = {c.index: (c.x_mm, c.y_mm) for c in scene.cards if c.seat == seat}
        moves = {(round(after[i][0] - before[i][0], 6), round(after[i][1] - before[i][1], 6))
                 for i in before}
        assert len(moves) <= 1, n  # the whole pile together, or not at all
        assert all(math.hypot(*m) <= 36.0 + 1e-6 for m in moves), n
        _, truth = render_table(scene)
        newest = next(c for c in truth.cards if c.seat == seat and c.index == n - 1)
        assert newest.top_band_visible_fraction > 0.99, n
        before = after


def test_a_growing_two_player_table_keeps_each_face_up_card_where_it_was_laid():
    """``growing=True`` with 2 seats (the demo lays the 5 face-up cards one by one, seed 002
    "Setup"): a card laid in the row moves none laid before (face38: the row re-centred at
    each card moved them 17 mm, taken by the camera for new cards; on a busy table their
    reading restarted, and only 2 of the 5 were read before the first play); the full row
    lies as it did."""
    row = ["stowaway_eggs", "the_boxer", "deep_one", "tommy_gun", "the_urchin", "the_fed"]

    def poses(n, growing=True):
        scene = build_scene({}, seats=2, conditions=Conditions(), seed=13, set_aside=row[:n],
                            growing=growing)
        return [(c.key, c.x_mm, c.y_mm, c.angle_deg) for c in scene.cards
                if c.zone == "set_aside"]
    for n in range(2, len(row) + 1):
        assert poses(n)[:n - 1] == poses(n - 1)
    assert poses(len(row)) == poses(len(row), growing=False)


def test_the_seat_2_moon_is_drawn_as_a_crescent_not_a_disc():
    # QA34 L1: the moon's outline took the far arc of its "bite", a disc with a bulge (1.05
    # times seat 4's full circle); seed 000 "Stickers code couleur": Lune = jaune, Rond plein
    # = orange, two shapes to tell apart by sight and by touch
    from vision.render.face import seat_tile

    def painted(seat):
        shape = A.seat_shape(seat)
        img = seat_tile(seat).image.astype(int)
        return int((np.abs(img - A.COLOUR_OF[shape][1]).sum(axis=2) < 30).sum())
    assert 0 < painted(2) < 0.5 * painted(4)
    from vision.shapes import crescent
    with pytest.raises(ValueError):
        crescent(0, 0, 10, bite_dx=0.1, bite_r=0.5)     # the bite inside the disc: no horns
