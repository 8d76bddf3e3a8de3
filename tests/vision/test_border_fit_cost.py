"""Review rev-curl47 (LOW, cost): the border fit (:mod:`vision.border_fit`) runs on every
place of a frame that is not noisy whose squares do not read, curled card or not. On the
speed set (30 frames of seed 7000) it ran 33 times at 720p and read nothing, and
``CardReader.read``'s median CPU rose ×1.07–1.09 (A/A ×1.00–1.01; 1080p ×1.02): the light
frames pay most (frame 25: 6 fits, ×1.17). Counted calls, not time."""
from __future__ import annotations

import pytest

from benchmarks.vision_accuracy import _another_table, scene_at
from vision import near_model as nm
from vision.pipeline import CardReader


@pytest.mark.xfail(strict=True, reason="rev-curl47 LOW: the border fit runs on ordinary "
                   "frames' empty places (speed set 7000 f25: 6 fits, none read); not "
                   "gated to a curl sign")
def test_an_ordinary_frame_with_no_curled_card_costs_at_most_one_fit(monkeypatch):
    _, frame, _ = scene_at(25, True, seed0=7000)  # the speed set's frame 25, 720p
    calls = []
    real = nm.fit_border

    def counted(img, guess):
        got = real(img, guess)
        calls.append(got is not None)
        return got

    monkeypatch.setattr(nm, "fit_border", counted)
    reader = CardReader("arkham", markers=True)
    _another_table(reader)
    reader.read(frame)
    assert len(calls) <= 1, f"{len(calls)} fits ({sum(calls)} fitted) on an ordinary frame"
