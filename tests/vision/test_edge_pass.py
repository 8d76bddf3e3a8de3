"""The edge pass (vision.edge_pass): card markers a few px from the frame's edge."""
from __future__ import annotations

import cv2
import numpy as np
import pytest

from tests.vision.test_marker_recall import _bench_img, _keys, read_only_with_pass
from vision import adaptation as ad
from vision.edge_pass import EDGE_STRIP_PX, edge_boxes
from vision.marker_reader import MarkerReader


def test_a_marker_5_px_from_the_bottom_edge_is_read_by_the_edge_pass():
    # seed 1000 frame 125 (busy): Randall Tillinghast's bottom marker, 28 px, its label
    # 2 px above the frame's bottom edge; the main pass's 21 px window finds the label's
    # contour cut by the edge, kept over the 3 px window's and then dropped at the border
    preset, img, truth = _bench_img(125)
    assert preset == "busy"
    reader = read_only_with_pass("randall_tillinghast", img, truth, edge_pass=False)
    assert reader.last_edge_reads == 1


def test_edge_boxes_cover_the_four_edges_once():
    boxes = edge_boxes((720, 1280))
    cover = np.zeros((720, 1280), np.int32)
    for x0, y0, x1, y1 in boxes:
        cover[y0:y1, x0:x1] += 1
    s = EDGE_STRIP_PX
    assert cover.max() == 1 and cover[s:-s, s:-s].sum() == 0
    assert cover[:s].all() and cover[-s:].all() and cover[:, :s].all() and cover[:, -s:].all()
    assert edge_boxes((100, 1280)) == []  # too small for strips
    with pytest.raises(ValueError):
        edge_boxes((720, 1280), 0)


def _marker_at(code: int, x: int, y: int, side: int = 30, shape=(720, 1280)) -> np.ndarray:
    """A mid-grey ``H×W uint8`` frame with card marker ``code`` (``side`` px, on a white
    label 4 px wide) whose top-left corner is at ``(x, y)`` (may lie outside the frame)."""
    d = cv2.aruco.getPredefinedDictionary(getattr(cv2.aruco, ad.ARUCO_DICT))
    big = np.full((shape[0] + 200, shape[1] + 200), 110, np.uint8)
    q = 4
    big[100 + y - q:100 + y + side + q, 100 + x - q:100 + x + side + q] = 245
    big[100 + y:100 + y + side, 100 + x:100 + x + side] = cv2.aruco.generateImageMarker(
        d, code, side) // 255 * 225 + 15
    return big[100:100 + shape[0], 100:100 + shape[1]].copy()


def test_a_marker_near_the_frame_edge_is_read_and_one_cut_by_it_is_not():
    # a drawn marker whose label ends 5 px above the bottom edge (the marker 9 px): the
    # main pass alone loses it (as frame 125's), the edge pass reads it
    r = MarkerReader("arkham")
    code = next(iter(r.cards))
    key = r.cards[code].key
    near = _marker_at(code, 600, 720 - 30 - 9)
    assert key in _keys(r, near) and r.last_edge_reads == 1
    assert key not in _keys(MarkerReader("arkham", edge_pass=False), near)
    for y in (720 - 30, 720 - 22):  # touching the edge; its bottom 8 px outside the frame
        assert key not in _keys(r, _marker_at(code, 600, y))
