"""The near-model pass's zones asked again after the near pass reads a marker
(:data:`vision.marker_reader.NEAR_ZONES_AGAIN`): a card beside a marker only the near pass
reads is searched too (session 53, speed53, docs/benchmarks-history.md). Known answers on
a fresh curled frame of the accuracy benchmark (``vision.render``, 720p)."""
from __future__ import annotations

from benchmarks.vision_accuracy import scene_at
from tests.vision.scored import marker_reads
from vision import marker_reader as mr


def test_a_card_beside_a_marker_only_the_near_pass_reads_is_searched(monkeypatch):
    """Fresh 720p 1234000's curled frame 5: The Musician lies beside a marker the near
    pass reads; the near-model pass reads it once its zones are asked after that pass."""
    preset, frame, truth = scene_at(5, True, seed0=1234000, presets=("curled",))
    assert preset == "curled"
    reads = {}
    for again in (False, True):  # False: main's zones before session 53
        monkeypatch.setattr(mr, "NEAR_ZONES_AGAIN", again)
        reads[again] = marker_reads(frame, truth)
    assert {key for key, *_ in reads[True] - reads[False]} == {"the_musician"}
    assert reads[False] <= reads[True]  # nothing read before is lost
