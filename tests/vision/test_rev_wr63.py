"""Review of wr63 (session 63): grey_next_dot's round test (:data:`vision.sticker_read.
NEXT_ROUND_MIN`) on a washed dot NOT evenly darkened: a glare spot's edge through the row's
last dot (fresh 9663013, rev-wr63's recipe: /tmp/s63/rev-wr63/edge_ab.py, the renderer's own
spot shape placed with the last dot 0.8 of the way to its edge)."""
from __future__ import annotations

from dataclasses import replace

from tests.vision.test_rev_wr62 import _told
from vision.render import PRESETS, effects

#: Fresh table 9663013 (arkham, tilted 44.6°, focus blur 2.45, hot spot 1.0, cream labels,
#: 1080p, 3 seats, cascading down).
EDGE_ZONES = {1: ["rlyeh", "cthulhu"], 2: ["the_sailor", "tommy_gun", "investigators"],
              3: ["the_boxer"]}
#: The one glare spot (px: centre, radii, turn in degrees; strength; the item it lies on):
#: The Boxer's third dot 0.8 of the way from its centre to its edge (radii 11 × 4.8 mm).
EDGE_SPOT = (1668.387, 254.241, 18.587, 8.156, 49.763, 0.886, 9)


# review of wr63, HIGH (mended here): seat 3's The Boxer (three dots; refused on main, its third
# dot's place a grey disc) was read as The Fed (two dots): a glare spot's edge runs across its
# third dot, washed more on one side (the disc 189 against the ring 222, the annulus' parts
# 168-210 round it, a gradient): its lightest part 12.5 levels under the ring, under wr63's
# 0.5 of the disc's 33, took it for a line; opposite parts' means (NEXT_ROUND_MIN) 1.0
def test_a_dot_washed_at_a_glare_spot_s_edge_keeps_refusing_the_fed(monkeypatch):
    glare = effects.glare
    monkeypatch.setattr(effects, "glare", lambda frame, spots, idmap=None: glare(
        frame, [EDGE_SPOT], idmap))
    cond = replace(PRESETS["tilted"], tilt_deg=44.643, focus_blur=2.4455, hotspot=1.0,
                   glare=0.8, markers=False, size=(1920, 1080), seed=9663013, labels="cream",
                   hotspot_at=(0.23265, 0.37707))
    told = _told(EDGE_ZONES, 3, cond, 9663013, "down")
    assert [t for t in told if t[2] is not None and t[2] not in t[1]] == []
