"""Review of far55 (session 55): a far sticker block refused at 0.8 of its blur read once
more at 0.9 (:data:`vision.sticker_deblur.SECOND_FACTOR`), its Other World bit left open.

The branch's first version read every refused far block at 0.9 with the Other World test
measured at 0.8 and named one The Fed as Nightgaunt (fresh 1254300, frame 14, tilted: the
Fed at (1052, 191) px, 720p; reproduced by the review with that version emulated). These
tests pin that no path reaches it: the second pass never decides an Other World bit of a
rank 1..8 (:func:`test_the_second_pass_leaves_the_other_world_bit_open`), and that frame's
Fed is named with the Fed among its candidates
(:func:`test_the_fed_the_first_version_named_nightgaunt_is_read_right`)."""
from __future__ import annotations

from unittest import mock

import pytest

import numpy as np

from tests.vision.scored import read_as, scene
from vision import sticker_deblur
from vision.sticker_code import BlockReading

PRESETS = ("clean", "typical", "tilted", "dim", "harsh", "busy")


def test_the_fed_the_first_version_named_nightgaunt_is_read_right():
    frame, truth = scene(14, 1254300, PRESETS)
    got = read_as(frame, truth)
    assert not {(k, c) for k, c in got if k is not None and k not in c}, got  # nothing wrong
    assert any(k == "the_fed" and "the_fed" in c for k, c in got), got


def test_the_second_pass_leaves_the_other_world_bit_open():
    """A block the 0.8 pass refuses and the 0.9 pass reads as a rank with its Other World
    bit decided (here The Fed, no cross) is given with the bit open: the 0.8 cross test
    (:data:`vision.sticker_deblur.OW_CROSS_YES`) is not applied at 0.9; a 0 (a cross
    alone) keeps its bit."""
    gray = np.full((720, 1280), 128, np.uint8)
    c2i = np.array([[1.1, 0, 600], [0, 0.9, 100], [0, 0, 1]], np.float64)  # far: 1.1 px/mm
    patch = (np.zeros((60, 70), np.float32), c2i)
    for value, ow, want in ((2, False, None), (2, True, None), (0, True, True)):
        rd = BlockReading(value, ow, ())
        with mock.patch.object(sticker_deblur, "blurred_block",
                               return_value=(gray[:60, :70], (600, 100), 1.8)), \
                mock.patch.object(sticker_deblur, "deconvolved", return_value=patch), \
                mock.patch.object(sticker_deblur, "read_sharpened", return_value=None), \
                mock.patch.object(sticker_deblur, "read_card", return_value=rd):
            got = sticker_deblur.read_deblurred(gray, c2i, 1.0, {(2, False), (2, True)})
        assert got is not None and got.value == value and got.other_world is want


def _growing_far_pile_frames(seed: int, cards: int, frames: int):
    """``frames`` pictures (``H×W×3 uint8 BGR``, 720p, 0.25 s apart: per-frame noise and
    glare) of a 4-seat tilted sticker-only table whose piles (4 random arkham cards a seat,
    ``random.Random(seed)``) hold their first ``cards`` cards, grown as the demo grows them."""
    import random
    from dataclasses import replace

    from companion.cards import edition_cards
    from vision.render import PRESETS as RENDER_PRESETS, build_scene, render_table

    keys = [c.key for c in edition_cards("arkham")]
    rng = random.Random(seed)
    piles = {q: [rng.choice(keys) for _ in range(4)] for q in range(1, 5)}
    zones = {q: p[:cards] for q, p in piles.items()}
    for k in range(frames):
        cond = replace(RENDER_PRESETS["tilted"], markers=False, seed=seed * 1000 + cards * 50 + k)
        yield render_table(build_scene(zones, seats=4, conditions=cond, seed=seed,
                                       growing=True))[0], piles


@pytest.mark.xfail(strict=True, reason=(
    "review of far55, MEDIUM: a far card the 0.9 pass reads (Other World open) for 4 "
    "pictures keeps a place of its zone alive, so the mark of the zone's told card "
    "forgotten (UnreadCards._moved, inf) is not cleared and the next unread card of that "
    "zone is taken for it moved: never told"))
def test_a_far_card_read_for_a_moment_is_told_unread_as_on_main():
    """Fresh 1255106 (review of far55), far seat 3's pile grown card by card, 12 pictures
    0.25 s apart a stage (3 s). Stage 1: its Stowaway Eggs is told unread (main and
    branch). Stage 3: The Fed, newly on top, is refused "no row can start here" in every
    picture on main and told unread at picture 10 (2.5 s). The branch reads it "The Fed or
    Nightgaunt" in pictures 0-3 (4 of :data:`vision.stabilize.STICKER_HITS`: never
    stable), then refused. The Stowaway Eggs' told place was forgotten as the pile grew
    (:class:`vision.unread_cards.UnreadCards` marks its zone ``_moved`` with no end: a new
    unread place there is that card moved, not told). On main seat 3 shows no place at
    picture 1 (the cards gathered?) and the mark is cleared; on the branch the Fed's read
    place keeps the zone alive, the mark stays, and the Fed's unread place, stable at
    picture 10, is taken for the Stowaway Eggs moved: never told (not in 24 pictures, 6 s,
    by the review). Neither read nor told: the app's stall asks later. Where to fix: the
    mark (phantom55 works in vision/unread_cards.py), or a second-pass read not keeping a
    place alive."""
    from vision.pipeline import CardReader, TableWatcher

    w = TableWatcher("arkham", reader=CardReader("arkham", markers=False))
    told, t = [], 0.0
    for cards, frames in ((1, 12), (2, 12), (3, 14)):
        for k, (frame, piles) in enumerate(_growing_far_pile_frames(1255106, cards, frames)):
            w.update(frame, t)
            t += 0.25
            told += [(cards, k, s) for s in w.unread_new]
    assert piles[3][:3] == ["stowaway_eggs", "the_sailor", "the_fed"]
    assert (1, 8, 3) in told, told  # the Stowaway Eggs, both
    assert any(c == 3 and s == 3 for c, _, s in told), told  # the Fed
