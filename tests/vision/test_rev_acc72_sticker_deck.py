"""Review of acc72 (session 72): :data:`vision.glare_pass.LIT_REJECTED` sends the main
pass's rejected quads of *every* frame without glare through the illumination and glare
models, with no printed-label check. On a deck without printed card markers (the
sticker-only deck) one card marker read there would be a phantom with a lasting cost:
:class:`vision.pipeline.CardReader` (``markers=True``, ``stickers="auto"``, what ``play``
runs without ``--stickers-only``) sets ``deck_has_markers`` for good on the first card
marker and stops the sticker reader, so the game would lose every card reading after it.

Guard (passes on acc72): a sticker-only deck's dim frame (no glare, 38 rejected quads go
through :func:`vision.glare_pass.read_lit_rejected`) reads no card marker and the reader
keeps reading stickers. rev-acc72's sweep: 720p seed 9758300, sticker-only frames of every
preset, no card marker read with the rule on or off."""
from __future__ import annotations

import cv2

import vision.marker_passes as marker_passes
from benchmarks.vision_accuracy import scene_at
from vision.glare_pass import has_glare
from vision.grey_planes import achromatic
from vision.pipeline import CardReader


def test_a_sticker_only_decks_rejected_quads_read_no_card_marker(monkeypatch):
    """Sticker-only deck, 720p seed 9758400, dim frame 0: no glare, so the rule runs on
    the main pass's rejected quads (38); none reads as a card marker, no marker sighting,
    and ``deck_has_markers`` stays False (the sticker reader goes on)."""
    _preset, frame, _truth = scene_at(0, False, seed0=9758400, presets=("dim",))
    gray = cv2.cvtColor(frame, cv2.COLOR_BGR2GRAY)
    assert not has_glare(achromatic(frame, gray))
    calls: list[tuple[int, int]] = []
    real = marker_passes.read_lit_rejected

    def spy(img, found, rejected, card_ids, side):
        out = real(img, found, rejected, card_ids, side)
        calls.append((len(rejected), len(out)))
        return out

    monkeypatch.setattr(marker_passes, "read_lit_rejected", spy)
    reader = CardReader("arkham", markers=True)
    reader.read(frame)
    assert calls and calls[0][0] > 0, "the rule did not run on rejected quads"
    assert [n for _, n in calls] == [0], "a card marker read on a deck without markers"
    assert not reader.deck_has_markers
