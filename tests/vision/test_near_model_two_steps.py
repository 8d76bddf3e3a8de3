"""The near-model pass's next rounds (:func:`vision.near_model.read_near_model`,
:data:`~vision.near_model.MODEL_TWO_STEP_ROUNDS`): beside a marker the pass just read, the
zone two cascade steps out too, where a cascade's oldest card shows its marker whole past
a card covered past reading (session 43, docs/benchmarks-history.md, "acc43"). Known
answers on held-out dim frames of the accuracy benchmark (``vision.render``, 720p)."""
from __future__ import annotations

import pytest

from benchmarks.vision_accuracy import scene_at
from tests.vision.scored import marker_reads
from vision.pipeline import CardReader
from vision import marker_reader, near_model

# (seed, frame, card, seat, index in its pile): a cascade's oldest card, two steps past a
# marker the near-model pass reads, the marker between 75–82 % in view
CASES = [(270000, 39, "investigators", 3, 0),
         (280000, 123, "the_boxer", 2, 0),
         (280000, 123, "stowaway", 6, 0)]


@pytest.mark.parametrize("seed0, index, key, seat, pile", CASES)
def test_a_cascades_oldest_card_two_steps_past_a_near_model_read_is_read(
        monkeypatch, seed0, index, key, seat, pile):
    preset, frame, truth = scene_at(index, True, seed0=seed0)
    assert preset == "dim"
    # the three-step zones (session 69, acc69) read 280000 f123's Stowaway with the rounds
    # off too: left out, so that the rounds alone are compared
    monkeypatch.setattr(marker_reader, "THREE_STEPS", False)
    reads = {}
    for two_steps in (False, True):  # off: main's path before session 43
        monkeypatch.setattr(near_model, "MODEL_TWO_STEP_ROUNDS", two_steps)
        reads[two_steps] = marker_reads(frame, truth)
    assert (key, seat, pile) in reads[True] - reads[False]
    assert reads[False] <= reads[True]  # every card read without the zones is read with them


def test_no_zones_are_sought_after_the_near_model_last_round(monkeypatch):
    """Zones are sought only for a round that follows (:data:`~vision.near_model.MODEL_ROUNDS`
    rounds, so at most ``MODEL_ROUNDS - 1`` times a call): 270000 f39's second round reads
    the cascade's oldest card, and the zones beside it would be searched by no round."""
    _, frame, _ = scene_at(39, True, seed0=270000)
    sought = []
    for name in ("zone_axes", "zones_past"):
        real = getattr(near_model, name)
        monkeypatch.setattr(near_model, name,
                            lambda *a, _real=real, _name=name, **k: sought.append(_name)
                            or _real(*a, **k))
    reader = CardReader("arkham", markers=True)
    reader.read(frame)
    # 2 read in the first round, the cascade's oldest card in the second (the last)
    assert reader.marker_reader.last_near_model_reads >= 3
    assert sought.count("zone_axes") == near_model.MODEL_ROUNDS - 1  # for the second only
