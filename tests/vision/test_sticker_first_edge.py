"""A weak "dot" at the very edge of the first dot's place (a covering card's printed frame
bulging into a band's corner) is not a row (vision.sticker_code.FIRST_EDGE_DOT_MIN); a block
deconvolved (vision.sticker_deblur) is held neither to that check nor to the ring check."""
from __future__ import annotations

from benchmarks.vision_accuracy import card_under, scene_at
from vision import sticker_code
from tests.vision.scored import identified_on, read_as
from vision.pipeline import CardReader


def _named() -> set:
    # benchmark frame 222 of seed 20000 (clean, 1080p): a card's rules box, cut by the
    # card lying over it, taken for a band; the cover's frame bulge in its lower-left
    # corner read as one dot (Investigators, on The Urchin)
    _preset, frame, truth = scene_at(222, False, size=(1920, 1080), seed0=20000)
    return read_as(frame, truth)


def test_a_frame_bulge_in_a_band_corner_is_not_a_first_dot(monkeypatch):
    named = _named()
    assert all(key in cands for key, cands in named)  # nothing wrong
    assert ("the_musician", ("the_musician",)) in named  # the frame's other cards still read
    monkeypatch.setattr(sticker_code, "FIRST_EDGE_DOT_MIN", 0.0)
    assert ("the_urchin", ("investigators",)) in _named()  # without the check



def test_a_deconvolved_block_is_not_held_to_the_edge_check():
    # benchmark frame 26 of seed 20000 (tilted, 720p): a far Investigators read from the
    # frame deconvolved round it (vision.sticker_read.read_card(sharpened=True)), its first
    # dot weak at its place's edge there
    _p, frame, truth = scene_at(26, False, seed0=20000)
    assert any(key == "investigators" for key, _seat in identified_on(frame, truth))


def test_a_deconvolved_block_is_not_held_to_the_ring_check():
    # frame 80 of seed 5000 (tilted, 720p): a far "Deep One or The Boxer" whose
    # deconvolution rings like a ring before its row
    _p, frame, truth = scene_at(80, False, seed0=5000)
    cards = [c for c in truth.cards if c.key]
    reading = CardReader("arkham", markers=False).read(frame)
    assert any(card_under(s.center, s.candidates, cards).key == "deep_one"
               for s in reading.sightings)
