"""vision.rules_box: a card's rules box told from a name band by what is printed in it
(session 56, phantom56), on card faces as the renderer draws them, seen at a near seat's
scale and at a tilted table's far seat's."""
import cv2
import numpy as np
import pytest

from vision.render.face import TEX_PX_PER_MM, card_face
from vision.rules_box import LINES_MIN_PX_PER_MM, rules_box, text_lines

KEYS = ("tommy_gun", "rlyeh", "the_boxer", "investigators", "deep_one", "necronomicon")
#: (along, across) image px per card mm: a near seat; the far seat of fresh tilted
#: 1248000 (720p, 4 players, seat 3: 0.99 / 0.54)
NEAR, FAR = (1.4, 1.4), (1.0, 0.54)


def _seen(key, scale, variant=0, cover_mm=0.0):
    """``(gray, c2i)``: ``key``'s face (no markers) seen square at ``scale`` px per card mm
    on a dark cloth, slightly blurred; ``cover_mm``: a dark card laid over its left part
    up to that card x. ``c2i``: card mm → image px."""
    sx, sy = scale
    g = cv2.cvtColor(card_face(key, variant, markers=False).image, cv2.COLOR_BGR2GRAY)
    c2i = np.array([[sx, 0, 40.0], [0, sy, 30.0], [0, 0, 1]])
    t2i = c2i @ np.diag([1 / TEX_PX_PER_MM, 1 / TEX_PX_PER_MM, 1])
    warped = cv2.warpPerspective(g, t2i, (300, 300), flags=cv2.INTER_AREA)
    inside = cv2.warpPerspective(np.full_like(g, 255), t2i, (300, 300)) > 127
    img = np.where(inside, warped, 70).astype(np.uint8)
    if cover_mm:
        img[:, :int(40 + sx * cover_mm)] = 60
    return cv2.GaussianBlur(img, (0, 0), 0.7), c2i


def _moved(c2i, dx, dy):
    """``c2i`` of a band found with its corner (card mm (2, 2)) at card (2 + dx, 2 + dy)."""
    return c2i @ np.array([[1, 0, dx], [0, 1, dy], [0, 0, 1.0]])


#: a rules box (card mm x 5–58, y 67–84) found as a band: its corner at the box's (0, 0)
RULES_AS_BAND = (3.0, 65.0)


@pytest.mark.parametrize("key", KEYS)
@pytest.mark.parametrize("scale", [NEAR, FAR], ids=["near", "far"])
def test_a_rules_box_is_one_a_name_band_is_not(key, scale):
    """A rules box found as a band is one (near: its 4 text lines; far, 0.54 px per mm
    across, the lines blurred together: nothing at its left); the card's own name band,
    with its rank emblem or sticker at its left, is not, in four copies of each card."""
    for variant in range(4):
        gray, c2i = _seen(key, scale, variant)
        assert rules_box(gray, _moved(c2i, *RULES_AS_BAND))
        assert not rules_box(gray, c2i)


@pytest.mark.parametrize("key", ["tommy_gun", "rlyeh", "necronomicon"])
def test_a_name_band_cut_at_its_left_is_no_rules_box_where_lines_are_seen(key):
    """Review of phantom55: a card laid over a Tommy Gun's left 13 mm, its band found from
    that card's edge on (11 mm right of its corner), is as short as a rules box and has
    no emblem left of it; its one line of text (the name) tells it from a rules box's 4
    where the camera resolves them. At the far seat (lines not resolved) it is taken for
    one (a prompt missed there, never a wrong one)."""
    gray, c2i = _seen(key, NEAR, cover_mm=13.0)
    assert text_lines(gray, _moved(c2i, 11.0, 0.0)) <= 1
    assert not rules_box(gray, _moved(c2i, 11.0, 0.0))
    gray, c2i = _seen(key, FAR, cover_mm=13.0)
    assert FAR[1] < LINES_MIN_PX_PER_MM and rules_box(gray, _moved(c2i, 11.0, 0.0))


def test_text_lines_counts_a_rules_box_s_four_lines():
    """The rules box's 4 printed lines, 3.5 mm apart, counted at a near seat's scale."""
    gray, c2i = _seen("the_boxer", NEAR)
    assert text_lines(gray, _moved(c2i, *RULES_AS_BAND)) == 4


def test_a_band_partly_outside_the_frame_is_no_rules_box():
    """Part of the boxes outside the frame: not known, not a rules box (told as before)."""
    gray, c2i = _seen("the_boxer", FAR)
    assert not rules_box(gray, _moved(c2i, -60.0, *RULES_AS_BAND[1:]))
    gray, c2i = _seen("the_boxer", NEAR)
    assert not rules_box(gray, _moved(c2i, -60.0, *RULES_AS_BAND[1:]))


def _rendered(zones, preset, seats, seed):
    """A rendered table (720p, no markers, growing piles, scene and conditions seed
    ``seed``), as :func:`vision.render.render_table` draws it: ``H×W×3`` uint8 BGR."""
    from dataclasses import replace

    from vision.render import PRESETS, build_scene, render_table

    cond = replace(PRESETS[preset], markers=False, seed=seed)
    frame, _ = render_table(build_scene(zones, seats=seats, conditions=cond, seed=seed,
                                        growing=True))
    return frame


#: Review of phantom56, rendered tables where a real card's name band, its sticker refused
#: "no row can start here", has 3 dark runs of rows: (zones, preset, seats, seed, the
#: seat). Typical 6 seats: the Entertainer on top (a white label, its square and two dots;
#: 1.33 px per card mm across), taken for a rules box on phantom56 (its prompt lost; main
#: told it). Harsh 4 seats: the Shoggoth on R'lyeh under a Deep One (a hotspot's gradient
#: across its band), not taken for one on phantom56, but so with a light level at the
#: rows' median (a fix tried in review; the four seats' piles: seat 2's alone reads it).
WHITE_LABEL_BANDS = {
    "typical_6_entertainer": ({3: ["stowaway_eggs", "the_entertainer", "the_entertainer"]},
                              "typical", 6, 1406303, 3),
    "harsh_4_shoggoth": ({1: ["the_urchin", "randall_tillinghast", "cultists"],
                          2: ["rlyeh", "shoggoth", "deep_one"],
                          3: ["the_fed", "the_urchin", "investigators"],
                          4: ["rlyeh", "the_entertainer", "the_boxer"]}, "harsh", 4, 1406201, 2),
}


@pytest.mark.parametrize("case", sorted(WHITE_LABEL_BANDS))
def test_a_name_band_s_stray_dark_rows_are_no_text_lines_rendered(case):
    """Review of phantom56: a name band's dark runs of rows (its name, its sticker's dots,
    and grey-level flicker at the dark threshold where a white label's rows set the light
    level, or a hotspot's gradient) made 3 "text lines" at a near seat: a rules box, told
    nowhere. A rules box's lines lie 3.5 mm apart, one after the other; these do not. The
    refused name band's reading must not look like a rules box."""
    from vision.pipeline import CardReader
    from vision.unread_cards import UNREAD_REASON

    zones, preset, seats, seed, seat = WHITE_LABEL_BANDS[case]
    reader = CardReader("arkham", markers=False)
    reader.layout.apply(reader.read(_rendered(zones, preset, seats, seed)))
    refused = [(s, rd.rules_box) for s, b, rd in reader.sticker_reader.last
               if s and rd.reason == UNREAD_REASON and b.width_mm > 59.0]
    assert (seat, False) in refused and (seat, True) not in refused


def test_a_white_label_s_band_is_no_rules_box_in_dim_light():
    """Review of phantom56: the same at a near seat in dim light (faces drawn at 1.4 px per
    mm, ×0.45 exposure, noise σ 3): the white label's rows set the light level and the
    band's flicker counted as lines (these copies: 3–5 lines)."""
    for key, variant in (("the_sailor", 2), ("randolph_carter", 1), ("randolph_carter", 2),
                         ("nyarlathotep", 2)):
        gray, c2i = _seen(key, NEAR, variant)
        rng = np.random.default_rng(0)
        dim = np.clip(gray * 0.45 + rng.normal(0, 3, gray.shape), 0, 255).astype(np.uint8)
        assert text_lines(dim, c2i) <= 2 and not rules_box(dim, c2i), (key, variant)


def test_the_entertainer_whose_sticker_is_refused_is_told_rendered():
    """Review of phantom56: the typical 6-seat table above, watched 3.5 s (a reading each
    0.25 s): main tells seat 3 (the Entertainer on top, its sticker never read); phantom56
    told nothing there (its band taken for a rules box). Told, once, at seat 3."""
    from vision.pipeline import CardReader, TableWatcher

    zones, preset, seats, seed, seat = WHITE_LABEL_BANDS["typical_6_entertainer"]
    frame = _rendered(zones, preset, seats, seed)
    watcher = TableWatcher("arkham", reader=CardReader("arkham", markers=False))
    told = []
    for k in range(14):
        watcher.update(frame, k * 0.25)
        if watcher.unread_new:
            told += watcher.unread.told
    assert [s for s, _ in told] == [seat]


@pytest.mark.parametrize("across", [0.54, 0.63, 0.75])
def test_a_glare_over_a_name_band_s_emblem_is_no_rules_box_at_the_far_seat(across):
    """Review of phantom56: at the far seat (lines not resolved) a glare over a Tommy Gun's
    left part (card x 0-16 mm, y 2-20 mm: its emblem washed out) left "nothing at its
    left": taken for a rules box, its prompt lost while the glare lasts. A glare is lighter
    than the printed band beyond it; a rules box's left part is as light: not one."""
    for variant in range(4):
        gray, c2i = _seen("tommy_gun", (1.0, across), variant)
        yy, xx = np.mgrid[0:300, 0:300]
        cx, cy, rx, ry = 40 + 8.0, 30 + across * 11.0, 8.0, across * 9.0
        patch = np.exp(-(((xx - cx) / rx) ** 2 + ((yy - cy) / ry) ** 2) ** 2) * 200
        glared = np.clip(gray + patch, 0, 255).astype(np.uint8)
        assert across < LINES_MIN_PX_PER_MM and not rules_box(glared, c2i), variant


@pytest.mark.xfail(strict=True, reason="review of phantom56, MEDIUM: at the far seat (lines not "
                   "resolved) a flat light thing as bright as the band (a hand or sleeve resting "
                   "on a Tommy Gun's left 15 mm) hides its emblem: 'nothing at its left', taken "
                   "for a rules box, its prompt not said while it rests there; what lies at the "
                   "left is all blank_left sees (the author's cut band at the far seat alike)")
def test_a_hand_resting_on_a_far_tommy_gun_s_emblem_is_no_rules_box():
    """Review of phantom56: a Tommy Gun seen at the far seat (0.54 px per mm across), a
    flat grey 170 (a hand, as light as its printed band) over its left 15 mm: every copy
    taken for a rules box (grey 190: 3 of 4). A hand resting there should not make it one."""
    for variant in range(4):
        gray, c2i = _seen("tommy_gun", FAR, variant)
        covered = gray.copy()
        covered[:, :int(40 + FAR[0] * 15.0)] = 170
        assert not rules_box(covered, c2i), variant
