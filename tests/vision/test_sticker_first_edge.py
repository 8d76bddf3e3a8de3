"""A weak "dot" at the very edge of the first dot's place (a covering card's printed frame
bulging into a band's corner) is not a row (vision.sticker_code.FIRST_EDGE_DOT_MIN)."""
from __future__ import annotations

from benchmarks.vision_accuracy import card_under, scene_at
from vision import sticker_code
from vision.pipeline import CardReader


def _named() -> set:
    # benchmark frame 222 of seed 20000 (clean, 1080p): a card's rules box, cut by the
    # card lying over it, taken for a band; the cover's frame bulge in its lower-left
    # corner read as one dot (Investigators, on The Urchin)
    _preset, frame, truth = scene_at(222, False, size=(1920, 1080), seed0=20000)
    cards = [c for c in truth.cards if c.key]
    out = set()
    for s in CardReader("arkham", markers=False).read(frame).sightings:
        under = card_under(s.center, s.candidates, cards)
        out.add((under.key if under else None, s.candidates))
    return out


def test_a_frame_bulge_in_a_band_corner_is_not_a_first_dot(monkeypatch):
    named = _named()
    assert all(key in cands for key, cands in named)  # nothing wrong
    assert ("the_musician", ("the_musician",)) in named  # the frame's other cards still read
    monkeypatch.setattr(sticker_code, "FIRST_EDGE_DOT_MIN", 0.0)
    assert ("the_urchin", ("investigators",)) in _named()  # without the check
