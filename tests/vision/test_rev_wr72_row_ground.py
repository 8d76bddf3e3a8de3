"""rev-wr72 (session 72): review of wr72's refusal of a sticker row that runs onto another
card's band (:func:`vision.row_ground.runs_off`), on fresh frames rendered for the review
(seeds 9757000-9757499: side cascades under the tilted, harsh and dim presets, tilts
30/35/40/45, 720p and 1080p, and the benchmark's tables every preset)."""
from __future__ import annotations

import random
from dataclasses import replace

import pytest

import vision.sticker_read as sticker_read
from companion.cards import edition_cards
from tests.vision.test_stw68_shared_wrong import _told, _wrong
from vision.render import PRESETS, build_scene, render_table


def _side(seed: int, size, tilt: float, preset: str):
    """``(frame, truth)`` of a side-cascade table as rev-stw67's
    (``tests.vision.test_stw68_shared_wrong._side_table``, 2-6 seats) under ``preset``."""
    keys = [c.key for c in edition_cards("arkham")]
    rng = random.Random(seed)
    seats = rng.choice([2, 3, 4, 5, 6])
    cascade = rng.choice(["left", "right"])
    zones = {q: [rng.choice(keys) for _ in range(rng.randint(2, 4))]
             for q in range(1, seats + 1)}
    cond = replace(PRESETS[preset], markers=False, seed=seed, size=size, tilt_deg=tilt)
    return render_table(build_scene(zones, seats=seats, conditions=cond, seed=seed,
                                    cascade=cascade))


def _urchin_of_9757100() -> list[tuple]:
    frame, truth = _side(9757100, (1280, 720), 30.0, "harsh")
    return [t for t in _told(frame, truth) if t[1] == "the_urchin"]


def test_the_urchin_of_9757100_is_read_right_without_the_rule(monkeypatch):
    """What the rule takes away: with :func:`runs_off` off (main), seat 1's Urchin (on top,
    wholly in view) is read right, and nothing there is wrong."""
    monkeypatch.setattr(sticker_read, "runs_off", lambda *a: False)
    assert _urchin_of_9757100() == [(("the_urchin",), "the_urchin")]


@pytest.mark.xfail(strict=True, raises=AssertionError, reason=(
    "rev-wr72, MEDIUM (a right reading lost; main reads it): fresh 9757100 (side cascades, "
    "harsh preset, tilt 30, 720p, seats forgotten): seat 1's Urchin, on top and wholly in "
    "view, is refused by runs_off ('the row runs onto another card's band'): the harsh "
    "light's shadow edge crosses its label between the third and fourth dots, and the "
    "darkness map (the 9 mm max filter takes the lit label's white) reads the shadowed "
    "last gap 0.371 against 0.035 / 0.018 before it (step 0.353 > STEP_MAX 0.3). wr72's "
    "held-out had no harsh side cascades. Mend: tell a shadow from another card's band "
    "(e.g. the step judged on the band's ground beside the label, or against the label's "
    "white on the same side of the step, or a luminance ratio rather than the max-filter "
    "darkness), then re-measure 9754357"))
def test_the_urchin_of_9757100_under_a_shadow_edge_is_read():
    """9757100: the Urchin is read right with wr72's rule on."""
    assert _urchin_of_9757100() == [(("the_urchin",), "the_urchin")]
