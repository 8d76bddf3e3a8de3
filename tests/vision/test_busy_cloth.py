"""The busy-cloth switch of ArUco's main pass (vision.busy_cloth; TABLE-CONDITIONS,
tablecloths)."""
from __future__ import annotations

import cv2
import pytest

from vision import adaptation as ad
from vision import busy_cloth
from vision.busy_cloth import BusyClothDetector, busy_parameters
from vision.marker_reader import detector_parameters
from vision.render import Conditions, build_scene, render_table

ZONES = {1: ["the_fed", "the_urchin"], 2: ["deep_one"], 3: ["shoggoth"]}


def _gray(cloth):
    cond = Conditions(size=(1280, 720), tablecloth=cloth, noise=4, jpeg_quality=85)
    frame, _ = render_table(build_scene(ZONES, seats=3, conditions=cond, seed=3))
    return cv2.cvtColor(frame, cv2.COLOR_BGR2GRAY)


@pytest.fixture(scope="module")
def frames():
    return {cloth: _gray(cloth) for cloth in ("checks", "plain")}


def _detector():
    d = cv2.aruco.getPredefinedDictionary(getattr(cv2.aruco, ad.ARUCO_DICT))
    return BusyClothDetector(d, detector_parameters(), busy_parameters(detector_parameters()))


def _ids(result):
    return sorted(int(i) for i in (result[1].ravel() if result[1] is not None else ()))


def test_a_check_cloth_switches_to_the_fast_search_and_reads_the_same_markers(frames):
    det = _detector()
    first = det.detectMarkers(frames["checks"])
    assert det.busy and det.last_candidates > busy_cloth.BUSY_CANDIDATES
    second = det.detectMarkers(frames["checks"])
    assert _ids(second) == _ids(first) and len(_ids(first)) >= 8  # cards and seats
    assert det.last_candidates < busy_cloth.BUSY_CANDIDATES / 4  # the checks left out


def test_a_plain_cloth_stays_on_the_normal_pass(frames):
    det = _detector()
    for _ in range(3):
        det.detectMarkers(frames["plain"])
    assert not det.busy


def test_the_normal_pass_runs_again_now_and_then_and_sees_the_cloth_gone(frames, monkeypatch):
    monkeypatch.setattr(busy_cloth, "RECHECK_FRAMES", 2)
    det = _detector()
    det.detectMarkers(frames["checks"])
    seen = []
    for cloth in ["checks"] * 3 + ["plain"] * 5:
        det.detectMarkers(frames[cloth])
        seen.append(det.busy)
    # 2 fast frames, a recheck on checks (still busy: next recheck after 4), then plain:
    # 4 fast frames, then the recheck that leaves
    assert seen == [True] * 7 + [False]
    det.detectMarkers(frames["plain"])
    assert not det.busy and det.last_candidates < busy_cloth.BUSY_CANDIDATES / 4

