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


#: ``companion demo --players 3 --edition arkham --seed 38``, round 3: Bob's (seat 2) pile,
#: its newest card the Investigators, when he lays a second Investigators and the pile has
#: room for a 21 mm slide toward the centre only (review rev-aside50: the pile slid and the
#: copy was laid in the same picture, 24 mm from where its twin lay; never said)
SLID = ["investigators", "deep_one", "investigators", "the_musician", "investigators"]
SLID_OTHERS = {1: ["the_urchin", "investigators", "rlyeh"],
               3: ["stowaway", "the_boxer", "nightgaunt", "shoggoth"]}


def _slid_scene(pile):
    return build_scene({2: pile, **SLID_OTHERS}, seats=3, edition="arkham", growing=True,
                       conditions=PRESETS["clean"], seed=38, set_aside=["stowaway_eggs"])


def test_a_copy_with_room_for_part_of_a_slide_is_laid_beside_its_twin_unslid():
    """The pile does not slide when the card laid is a copy that lies beside its twin anyway
    (the slide waits for the next card): every older card stays where it lay."""
    before, after = (_poses(_slid_scene(p)) for p in (SLID, SLID + ["investigators"]))
    assert {k: v for k, v in after.items() if k != (2, 5)} == before


def test_a_demo_copy_laid_when_the_pile_had_room_for_part_of_a_slide_is_said():
    """Read as ``test_a_demo_copy_laid_on_its_twin_is_read_and_said``: the copy is said once,
    and the next card (the Fed), laid as the pile slides, once too."""
    frames = [render_table(_slid_scene(p))[0]
              for p in (SLID, SLID + ["investigators"], SLID + ["investigators", "the_fed"])]
    watcher = TableWatcher("arkham")
    said = [[(e.seat, e.candidates) for k in range(8 * j, 8 * j + 8)
             for e in watcher.update(frame, k / 5)] for j, frame in enumerate(frames)]
    assert (2, ("investigators",)) in said[0]
    assert said[1:] == [[(2, ("investigators",))], [(2, ("the_fed",))]]


def test_a_third_copy_lies_beside_both_when_the_right_leaves_the_frame():
    """A third card of the name (5 players, seat 4, a full pile): the second copy lies
    10 mm to the right of the first, the right of it leaves the frame, and the left of it
    was the first card's place, squarely on it (review rev-aside50: the camera cannot see
    that one either); now at least 9 mm from each earlier copy."""
    pile = PILE[:5] + ["the_fed"] + ["investigators"] * 3
    scene = build_scene({4: pile}, seats=5, edition="arkham", growing=True,
                        conditions=PRESETS["clean"], seed=3)
    copies = [c for c in scene.cards if c.seat == 4 and c.key == "investigators"]
    assert len(copies) == 3
    for i, a in enumerate(copies):
        for b in copies[i + 1:]:
            assert math.hypot(a.x_mm - b.x_mm, a.y_mm - b.y_mm) >= 9.0


#: ``companion demo --players 4 --edition arkham-classic --seed 2``, round 7: Alice's full
#: pile, each card squarely on the last, ends the Musician, the Investigators, the
#: Musician, when she lays another Investigators (review rev-aside50: squarely on the
#: Musician, where the older Investigators had lain, never said); the other piles left out
#: (a growing pile's places depend on its seat only)
UNDER = ["randall_tillinghast", "the_fed", "investigators", "the_fed", "nightgaunt",
         "the_musician", "investigators", "the_musician"]


def test_a_card_due_squarely_where_a_card_of_its_name_lies_under_another_is_said():
    """Read as ``test_a_demo_copy_laid_on_its_twin_is_read_and_said``, from the table whose
    newest card is the older Investigators: the Musician laid on it is said, then the
    Investigators due squarely on the Musician lies beside them and is said."""
    def frame(pile):
        return render_table(build_scene(
            {1: pile}, seats=4, edition="arkham-classic", growing=True,
            conditions=PRESETS["clean"], seed=2, set_aside=[]))[0]
    watcher = TableWatcher("arkham-classic")
    said = [[(e.seat, e.candidates) for k in range(8 * j, 8 * j + 8)
             for e in watcher.update(frame(pile), k / 5)]
            for j, pile in enumerate((UNDER[:-1], UNDER, UNDER + ["investigators"]))]
    assert (1, ("investigators",)) in said[0]
    assert said[1:] == [[(1, ("the_musician",))], [(1, ("investigators",))]]
