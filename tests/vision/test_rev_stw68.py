"""Review rev-stw68 (session 68) of stw68's art-window rule
(:func:`vision.art_panel.under_own_band`: a band whose corner lies well inside another read
card's artwork window, :data:`vision.art_panel.WINDOW_INNER_MM`, is dropped when its ground
is under :data:`vision.art_panel.WINDOW_INNER_GROUND_MAX` 0.5 of that card's band).

The rule compares two cards' grounds as if they lay under the same light. A hard shadow
(TABLE-CONDITIONS.md "Light"; the renderer's ``shadow``: gain 1 - 0.65 x strength, the harsh
preset's 0.6 giving 0.61) whose edge crosses the lower card's artwork window, over the card
lying on it but not over the lower card's band, halves that ratio: a right reading main
keeps is dropped (mended in session 69, wr69: the band inside the window must also be
framed as art, :func:`vision.art_panel.framed_as_art`).

Frame: the author's fresh 9748200 frame 15 (tilted preset, 720p, seats forgotten): seat 6's
Investigators lies on a Deep One, its corner at (7.8, 31.6) mm of the Deep One, inside its
window; with no shadow its ground is 0.83 of the Deep One's band (the lowest of stw68's 12
right readings there) and main and stw68 read it alike.

Also pinned: a wrong reading main and stw68 share, found on the reviewer's fresh sets
(9748600-9748899: 2-6 seats, tilted, 720p and 1080p, both seat modes)."""
from __future__ import annotations

import random
from dataclasses import replace

import cv2
import numpy as np
import pytest

from benchmarks.vision_accuracy import scene_at, setup_frame
from companion.cards import edition_cards
from tests.vision.test_stw68_deblur_cover import _told as _told_f26
from tests.vision.test_stw68_shared_wrong import FAR_STRICT_CLASS, _side_table, _told, _wrong
from vision.render import PRESETS, build_scene, render_table

#: Card mm corners (TL, TR, BR, BL) of a card face, for the truth polygon's homography.
CARD_MM = np.array([[0, 0], [63, 0], [63, 88], [0, 88]], np.float32)


def _shadowed(gain: float):
    """``(frame, truth)`` of 9748200 frame 15 with every pixel past a line 6 mm above the
    Investigators' corner (in the Deep One's card axes, across its artwork window) times
    ``gain``: a hard shadow's edge."""
    _preset, frame, truth = scene_at(15, markers=False, seed0=9748200, presets=("tilted",))
    cards = {(c.seat, c.key): c for c in truth.cards if c.key}
    lower, upper = cards[(6, "deep_one")], cards[(6, "investigators")]
    to_mm = cv2.getPerspectiveTransform(np.array(lower.polygon, np.float32), CARD_MM)
    corner = cv2.perspectiveTransform(np.array([[upper.polygon[0]]], np.float32), to_mm)[0, 0]
    h, w = frame.shape[:2]
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    mm = cv2.perspectiveTransform(np.stack([xx.ravel(), yy.ravel()], 1)[None], to_mm)[0]
    shade = (mm[:, 1] > corner[1] - 6.0).reshape(h, w)
    out = frame.astype(np.float32)
    out[shade] *= gain
    return np.clip(out, 0, 255).astype(np.uint8), truth


def test_a_shadowed_card_on_another_s_art_is_still_read():
    """A hard shadow (gain 0.6) over the Investigators lying on the Deep One's art, its edge
    across the Deep One's window: the Investigators still read right, nothing wrong.
    (rev-stw68's strict xfail until session 69, wr69: under_own_band compared the two
    cards' grounds, 0.49 here, as if both lay under one light; it now also asks the band
    inside the window to be framed as art, :func:`vision.art_panel.framed_as_art`: the
    Investigators' frame share 0.31 under any gain.)"""
    frame, truth = _shadowed(0.6)
    told = _told(frame, truth)
    assert (("investigators",), "investigators") in told
    assert _wrong(told) == []


@pytest.mark.xfail(strict=True, raises=AssertionError, reason=(
    "rev-stw68 (session 68), found on its fresh side-cascade set 9748700 (2-4 seats, main "
    "792099fd and stw68 alike): 9748706 (2 seats, cascade right, tilt 35, 720p, seats "
    "forgotten and learnt alike): seat 2's far The Urchin (the pile's top card, fully in "
    "view, upside down at the frame's top, ~0.9 px/mm) told 'Cultists or Investigators' "
    "(one dot of its four), the sighting ~15 px from its corner. Not diagnosed further "
    "(maybe 9748336's class: the band's corner found right of the card's, a lone dot "
    "read); would mend: as there, measured; not done") + FAR_STRICT_CLASS)
def test_a_far_urchin_of_a_two_player_table_is_not_read_one_dot():
    """9748706 (2 seats, tilt 35°, 720p): no sighting names cards the card under it is
    not."""
    _scene, frame, truth = _side_table(9748706, tilt=35.0, seats_from=(2, 3, 4))
    told = _told(frame, truth)
    assert _wrong(told) == []


@pytest.mark.xfail(strict=True, raises=AssertionError, reason=(
    "rev-stw68 (session 68), found on its fresh growing-pile set 9748880 (main 792099fd "
    "and stw68 alike): 9748882 with 4 cards a pile (6 seats, tilted preset, tilt 35, "
    "720p, seats forgotten): a Cthulhu told 'Cultists or Investigators'. Not diagnosed; "
    "would mend: unknown, not done"))
def test_a_cthulhu_of_a_growing_pile_is_not_read_one_dot():
    """Fresh 9748882, the piles grown to 4 cards (the reviewer's ``grow`` tables: 4-6
    seats, 4 random Arkham cards a pile, shown card by card): nothing wrong."""
    seed = 9748882
    keys = [c.key for c in edition_cards("arkham")]
    rng = random.Random(seed)
    seats = rng.choice([4, 5, 6])
    piles = {q: [rng.choice(keys) for _ in range(4)] for q in range(1, seats + 1)}
    cond = replace(PRESETS["tilted"], markers=False, seed=seed * 10 + 4, size=(1280, 720),
                   tilt_deg=35.0)
    scene = build_scene(piles, seats=seats, conditions=cond, seed=seed, growing=True)
    frame, truth = render_table(scene)
    told = _told(frame, truth)
    assert _wrong(told) == []


@pytest.mark.xfail(strict=True, raises=AssertionError, reason=(
    "rev-stw68 (session 68), main 792099fd and stw68 alike: fresh 9742000 frame 26's table "
    "(test_stw68_deblur_cover's) rendered with its view x0.975: Randall Tillinghast told "
    "'Cultists or Investigators' (x0.972-0.98 otherwise clean but for the Urchin main "
    "reads short at x0.98); maybe 9748341's class (a far Randall's dot read alone). Not "
    "diagnosed; would mend: as 9748341, not done") + FAR_STRICT_CLASS)
def test_randall_of_9742000_f26_at_view_0_975_is_not_read_one_dot():
    """9742000 f26's table, view x0.975: nothing wrong."""
    told = _told_f26(view=0.975)
    assert _wrong(told) == []


@pytest.mark.xfail(strict=True, raises=AssertionError, reason=(
    "rev-stw68 (session 68), found on its fresh side-cascade set 9748700 (stw68's 4-6 "
    "seat tables): 9748736 (tilt 35, 720p, seats learnt; main 792099fd wrong with seats "
    "forgotten too, stw68 only learnt): seat 3's far Cthulhu (the pile's third card, fully "
    "in view, upside down at the frame's top) told 'Deep One or The Boxer' from a "
    "deconvolved block (no_edge_above 0.013: not the cover-edge class), the sighting ~25 "
    "px from its corner, like 9748706's Urchin. Not diagnosed; would mend: unknown, not "
    "done") + FAR_STRICT_CLASS)
def test_a_far_cthulhu_is_not_read_as_deep_one_or_the_boxer():
    """9748736 (side cascades, tilt 35°, 720p, seats learnt): nothing wrong."""
    scene, frame, truth = _side_table(9748736, tilt=35.0)
    told = _told(frame, truth, setup_frame(scene))
    assert _wrong(told) == []


@pytest.mark.xfail(strict=True, raises=AssertionError, reason=(
    "rev-stw68 (session 68), found on its fresh side-cascade set 9748700 (main 792099fd "
    "and stw68 alike, both seat modes): 9748788 (4 seats, tilt 40, 720p): seat 3's far "
    "The Urchin (the pile's bottom card, 33 % of its band in view, its fourth dot under "
    "The Entertainer) told 'Deep One or The Boxer' from a deconvolved block: the far "
    "Urchin's class stw68 mended with the deconvolved cover limit 0.40 "
    "(sticker_code.ABOVE_EDGE_SHARPENED_LESS), but here no_edge_above gives 0.382, under "
    "it and under the right deconvolved Fed's 0.391 (test_stw68_deblur_cover): no limit "
    "on that score separates the two. Would mend: a cut found another way (the cover's "
    "own frame or label edge past the row's end in the deconvolved zone), measured; not "
    "done"))
def test_another_far_urchin_under_a_cover_is_not_read_three_dots_long():
    """9748788 (side cascades, tilt 40°, 720p, seats forgotten): nothing wrong."""
    _scene, frame, truth = _side_table(9748788, tilt=40.0)
    told = _told(frame, truth)
    assert _wrong(told) == []
