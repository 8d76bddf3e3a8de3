"""Review rev-wr69 (session 69) of wr69's :func:`vision.art_panel.framed_as_art`: a right
card lying inside another card's artwork window is told from the art by its own frame
share (the lightest of its three printed-frame lines over its ground next to the row) under
:data:`vision.art_panel.WINDOW_INNER_FRAME_MIN` (0.45). On hard tables (a tilted camera's
far seats, glare, hot spots) a right card's own share passes that limit: rev-wr69's fresh
hard set (9750004-9750249: two cards a seat, the newer one laid with its corner inside the
older one's window, harsh-like light, gingham / polka / wood / felt cloths, tilt 0-40°,
line shadows) read 24 of 390 right in-window readings at 0.45-0.65 (wr69's fresh sets:
at most 0.493). A hard shadow over such a card (its lower card's band left in the light)
then takes it for art, as on main.

The table: :func:`_table` (rev-wr69's hard-set scene of ``seed``), the shadow
(:func:`_shaded`: every pixel past a line 3 mm above the upper card's corner, in the lower
card's axes, times ``gain``), the two cards' truth homographies (card mm → image px) given
to :func:`vision.art_panel.under_own_band` as a seat zone's read cards."""
from __future__ import annotations

import math
import random
from dataclasses import replace

import cv2
import numpy as np
import pytest

from companion.cards import edition_cards
from vision.art_panel import framed_as_art, under_own_band
from vision.render import PRESETS, build_scene, render_table

CARD_MM = np.array([[0, 0], [63, 0], [63, 88], [0, 88]], np.float32)
KEYS = [c.key for c in edition_cards("arkham") if c.key != "tommy_gun"]


def _at(pose, x: float, y: float) -> tuple[float, float]:
    """Table mm of card mm ``(x, y)`` of ``pose`` (``vision.render.CardPose``)."""
    a = math.radians(pose.angle_deg)
    t = (math.sin(a), -math.cos(a))
    r = (-t[1], t[0])
    return (pose.x_mm + (x - 31.5) * r[0] - (y - 44) * t[0],
            pose.y_mm + (x - 31.5) * r[1] - (y - 44) * t[1])


def _table(seed: int):
    """``(frame, truth)``: 2-4 seats of two cards, the newer one's corner laid 7-30 mm right
    and 29-48 mm down the older one's (inside its artwork window), harsh-like light."""
    rng = random.Random(seed)
    seats = rng.choice([2, 3, 4])
    zones = {q: rng.sample(KEYS, 2) for q in range(1, seats + 1)}
    cond = replace(PRESETS["harsh"], markers=False, seed=seed,
                   tablecloth=rng.choice(["gingham", "polka", "wood", "felt", "plain", "gingham"]),
                   shadow=rng.choice([0.0, 0.5, 0.6, 0.8]), hotspot=rng.choice([0.0, 0.5, 0.8, 1.0]),
                   hotspot_at=(rng.uniform(0.2, 0.8), rng.uniform(0.2, 0.8)),
                   glare=rng.choice([0.0, 0.5, 0.9]), tilt_deg=rng.choice([0.0, 20.0, 35.0, 40.0]),
                   focus_blur=rng.choice([0.0, 1.5]), white_balance=rng.uniform(-0.5, 0.5))
    scene = build_scene(zones, seats=seats, conditions=cond, seed=seed, cascade="down")
    return _laid_on(scene, rng, seats, (7, 30), (29, 48), 4)


def _laid_on(scene, rng, seats: int, right_mm, down_mm, turn_deg: float):
    """``render_table`` of ``scene`` with each seat's newer discard laid on its older one:
    its corner ``rng.uniform(*right_mm)`` mm right and ``rng.uniform(*down_mm)`` mm down
    the older one's, turned up to ``turn_deg`` from it: ``(frame, truth)``."""
    cards = list(scene.cards)
    for q in range(1, seats + 1):
        idx = [k for k, c in enumerate(cards) if c.seat == q and c.zone == "discard"]
        lower = cards[idx[0]]
        dx, dy = rng.uniform(*right_mm), rng.uniform(*down_mm)
        x, y = _at(lower, 31.5 + dx, 44 + dy)
        cards[idx[1]] = replace(cards[idx[1]], x_mm=x, y_mm=y,
                                angle_deg=lower.angle_deg + rng.uniform(-turn_deg, turn_deg))
    return render_table(replace(scene, cards=tuple(cards)))


def _shaded(frame, lower, upper, gain: float, above_mm: float = 3.0):
    """``frame`` with every pixel past a line ``above_mm`` above ``upper``'s corner (in
    ``lower``'s card axes: 3 mm, across its artwork window) times ``gain``."""
    to_mm = cv2.getPerspectiveTransform(np.array(lower.polygon, np.float32), CARD_MM)
    corner = cv2.perspectiveTransform(np.array([[upper.polygon[0]]], np.float32), to_mm)[0, 0]
    h, w = frame.shape[:2]
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    mm = cv2.perspectiveTransform(np.stack([xx.ravel(), yy.ravel()], 1)[None], to_mm)[0]
    out = frame.astype(np.float32)
    out[(mm[:, 1] > corner[1] - above_mm).reshape(h, w)] *= gain
    return np.clip(out, 0, 255).astype(np.uint8)


@pytest.mark.xfail(strict=True, raises=AssertionError, reason=(
    "rev-wr69, MEDIUM (main 254ba33b drops it too; not a regression): framed_as_art takes "
    "a right card's band for art when its own frame share is 0.45 or over, and a far card "
    "of a tilted table (its 2 mm frame lines a few px wide, lightened by blur) reads over "
    "it: 9750210 seat 3's The Musician 0.55, 9750084 seat 3's R'lyeh 0.60 (tilt 35-40). "
    "A hard shadow across the lower card's window (gain 0.6 / 0.5; its band in the light) "
    "puts its ground under 0.5 of the lower card's band and it is dropped. Would mend: a "
    "limit that grows with the blur or shrinks with the scale (px per mm) of the block, "
    "or the frame share measured against the lower card's art at the same place; "
    "measured against the art readings (fresh 9747200 f38 0.61); not done. Shown on the "
    "truth homographies: end to end these two shaded far cards were not read at all "
    "(their reads failed before under_own_band); none of rev-wr69's 246 hard frames "
    "showed it end to end"))
@pytest.mark.parametrize("seed, seat, gain", [(9750210, 3, 0.6), (9750084, 3, 0.5)])
def test_a_far_card_in_a_shadow_on_another_s_art_is_not_taken_for_art(seed, seat, gain):
    """A right card laid inside another's artwork window, a hard shadow across that window
    (the lower card's band lit): under_own_band keeps it."""
    frame, truth = _table(seed)
    lower, upper = [c for c in truth.cards if c.seat == seat and c.key]
    shaded = _shaded(frame, lower, upper, gain)
    fgray = cv2.cvtColor(shaded, cv2.COLOR_BGR2GRAY).astype(np.float32)
    homs = [cv2.getPerspectiveTransform(CARD_MM, np.array(c.polygon, np.float32)).astype(np.float64)
            for c in (lower, upper)]
    assert 1 not in under_own_band(fgray, homs)


def test_a_near_card_in_a_shadow_on_another_s_art_is_kept():
    """9750172 seat 4 (tilt 20): a Necronomicon laid inside a Cthulhu's window, frame share
    0.25, under a shadow of gain 0.45 across that window (ground ratio 1.05 unshaded, ~0.47
    shaded: under WINDOW_INNER_GROUND_MAX): kept, as wr69 says (framed_as_art False; main
    drops it)."""
    frame, truth = _table(9750172)
    lower, upper = [c for c in truth.cards if c.seat == 4 and c.key]
    shaded = _shaded(frame, lower, upper, 0.45)
    fgray = cv2.cvtColor(shaded, cv2.COLOR_BGR2GRAY).astype(np.float32)
    homs = [cv2.getPerspectiveTransform(CARD_MM, np.array(c.polygon, np.float32)).astype(np.float64)
            for c in (lower, upper)]
    assert not framed_as_art(fgray, homs[1])
    assert 1 not in under_own_band(fgray, homs)
