"""The demo's renderer lays a copy as the helper guide asks (docs/guide-helper.en.md, section
5, item 4): a card that ``growing_pile`` would lay squarely on the newest card of its pile,
a card of the same name, lies about 1 cm to the side of it (``vision.render.scene``
``beside_twin``, ``TWIN_SIDE_MM``), so the camera sees a second card and says it. Laid
squarely (QA48 r5, QA49 r1b), the copy was taken for its twin and never said (known40,
``vision.stabilize``; tests/vision/test_stabilize_twin_copy.py), and ``companion play`` on
the demo video lost the game.

The table is ``companion demo --players 3 --edition arkham --seed 1`` (clean, 1280×720), round
1: Alice's (seat 1) pile holds 6 cards, its newest the Investigators, when she lays a second
Investigators and the pile has no room left.
"""
from __future__ import annotations

import math

import pytest

from vision.pipeline import TableWatcher
from vision.render import PRESETS, build_scene, render_table
from vision.render.scene import TWIN_SIDE_MM

PILE = ["tommy_gun", "cthulhu", "randall_tillinghast", "the_boxer", "the_urchin",
        "investigators"]
OTHERS = {2: ["necronomicon", "the_fed", "rlyeh"], 3: ["investigators", "the_sailor"]}


def _scene(pile):
    return build_scene({1: pile, **OTHERS}, seats=3, edition="arkham", growing=True,
                       conditions=PRESETS["clean"], seed=1, set_aside=["stowaway_eggs"])


def _poses(scene):
    return {(c.seat, c.index): c for c in scene.cards}


def test_a_copy_with_no_room_left_lies_1_cm_beside_its_twin_and_nothing_else_moves():
    """The copy lies 10 mm (± a careful hand's 1 mm) across its twin's axis, at most 1 mm
    along it and 2° turned from it; a card of another name laid there lies squarely on the
    newest card as before; every other card, and the copy's own artwork and labels
    (``variant``), are the same in both tables."""
    copy, other = _poses(_scene(PILE + ["investigators"])), _poses(_scene(PILE + ["the_fed"]))
    twin, laid, plain = copy[1, 5], copy[1, 6], other[1, 6]
    assert {k: v for k, v in copy.items() if k != (1, 6)} == \
        {k: v for k, v in other.items() if k != (1, 6)}
    assert laid.variant == plain.variant
    a = math.radians(twin.angle_deg)
    top = (math.sin(a), -math.cos(a))
    dx, dy = laid.x_mm - twin.x_mm, laid.y_mm - twin.y_mm
    across, along = -dx * top[1] + dy * top[0], dx * top[0] + dy * top[1]
    assert abs(abs(across) - TWIN_SIDE_MM) <= 1.0 and abs(along) <= 1.0
    assert abs(laid.angle_deg - twin.angle_deg) <= 2.0
    assert math.hypot(plain.x_mm - twin.x_mm, plain.y_mm - twin.y_mm) < 9.0  # squarely


@pytest.fixture(scope="module")
def frames():
    """The table before the copy and with it (one picture each: the clean preset has no
    noise, hand or mug)."""
    return [render_table(_scene(pile))[0] for pile in (PILE, PILE + ["investigators"])]


def test_a_demo_copy_laid_on_its_twin_is_read_and_said(frames):
    """Read at 5 frames a second (the demo reads 10; a card is said once it has lain still
    for 1 s, ``vision.stabilize.MIN_DWELL_S``): the table's cards are said (Alice's newest,
    the Investigators, among them), then her second Investigators, once; on the renderer
    that laid it squarely nothing was said for it."""
    before, after = frames
    watcher = TableWatcher("arkham")
    said = [(e.seat, e.candidates) for k in range(8) for e in watcher.update(before, k / 5)]
    assert (1, ("investigators",)) in said
    said = [(e.seat, e.candidates) for k in range(8, 20)
            for e in watcher.update(after, k / 5)]
    assert said == [(1, ("investigators",))]
