"""The main ArUco pass on a noisy (dim) frame: the 21 px threshold window alone
(:data:`vision.marker_reader.NOISY_MAIN_WINDOW_PX`), and the near-model pass's zones asked
again beside the markers the near pass reads (:data:`vision.marker_reader.NEAR_ZONES_AGAIN`).
Session 53 (speed53), docs/benchmarks-history.md. Known answers on dim frames of the
accuracy benchmark (``vision.render``, 720p)."""
from __future__ import annotations

from benchmarks.vision_accuracy import scene_at
from tests.vision.scored import marker_reads
from vision import marker_reader as mr
from vision.noisy_pass import NOISE_MIN_DIFF
from vision.pipeline import CardReader


class _Windows:
    """An ``ArucoDetector`` that notes the threshold windows (px) of each call."""

    def __init__(self, detector, calls: list) -> None:
        self.detector, self.calls = detector, calls

    def detectMarkers(self, img):  # noqa: N802 - OpenCV's name
        p = self.detector.getDetectorParameters()
        self.calls.append((p.adaptiveThreshWinSizeMin, p.adaptiveThreshWinSizeMax))
        return self.detector.detectMarkers(img)


def _main_windows(frame):
    """The main pass's threshold windows ``(least, most)`` px and the card sets read on
    ``frame`` with the settings now."""
    calls: list = []
    reader = CardReader("arkham", markers=True)
    det = reader.marker_reader.detector
    det.normal, det.noisy_normal = _Windows(det.normal, calls), _Windows(det.noisy_normal, calls)
    reading = reader.read(frame)
    return reader.marker_reader, calls, sorted(s.candidates for s in reading.sightings)


def test_a_noisy_frames_main_pass_takes_one_window_and_reads_the_same_cards(monkeypatch):
    """The speed set's dim frame 21 (seed 7000, in the benchmark's median pair): the 21 px
    window alone (the 3 px window traces the noise of every card's artwork), every card
    read as with both windows."""
    preset, frame, _ = scene_at(21, True, seed0=7000)
    assert preset == "dim"
    got = {}
    for window in (None, 21):  # None: both windows, main's pass before session 53
        monkeypatch.setattr(mr, "NOISY_MAIN_WINDOW_PX", window)
        got[window] = _main_windows(frame)
    assert got[21][0].last_noise >= NOISE_MIN_DIFF
    assert got[21][1] == [(21, 21)] and got[None][1] == [(3, 21)]
    assert got[21][2] == got[None][2] and len(got[21][2]) >= 8


def test_a_clean_frames_main_pass_keeps_both_windows():
    preset, frame, _ = scene_at(24, True, seed0=7000)
    assert preset == "clean"
    reader, calls, _ = _main_windows(frame)
    assert reader.last_noise < NOISE_MIN_DIFF and calls == [(3, 21)]


def test_a_card_beside_a_marker_only_the_near_pass_reads_is_searched(monkeypatch):
    """Fresh 720p 1231000's dim frame 46: with the 21 px window alone the main pass misses
    a marker the near pass then reads; The Fed beside it is read by the near-model pass
    only when its zones are asked again after the near pass."""
    preset, frame, truth = scene_at(46, True, seed0=1231000, presets=("dim",))
    assert preset == "dim"
    reads = {}
    for again in (False, True):
        monkeypatch.setattr(mr, "NEAR_ZONES_AGAIN", again)
        reads[again] = marker_reads(frame, truth)
    assert {key for key, *_ in reads[True] - reads[False]} == {"the_fed"}
    assert reads[False] <= reads[True]
