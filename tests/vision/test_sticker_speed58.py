"""Session 58 (sspeed58) cuts in the sticker-only reader's per-band work give the answers
the plain computations gave, with less work: the quick "no row can start" test computes the
ring's centre response once (:func:`vision.sticker_block.ring_window_max`), the "card's edge
across the row" test samples only the gaps where a line can be darker than its limit
(:func:`vision.sticker_code._cut_across`), the band's right end takes its median without
numpy's per-call overhead (:func:`vision.card_bands._median`), and a peak's top centre
takes its index grids once per shape (:func:`vision.sticker_block._indices`). Every frame's
card set of the speed set, the sticker accuracy sets and fresh sets was compared with
main's in one process (docs/benchmarks-history.md, session 58, sspeed58)."""
from __future__ import annotations

import numpy as np
import pytest

from vision import adaptation as ad
from vision import card_bands
from vision import sticker_block as sb
from vision import sticker_code as sc


def _random_dark(seed: int) -> np.ndarray:
    rng = np.random.default_rng(seed)
    x0, y0, x1, y1 = sb.BLOCK_MM
    h, w = round((y1 - y0) * sb.P), round((x1 - x0) * sb.P)
    return ((rng.random((h, w)) > rng.random()) * rng.random((h, w))).astype(np.float32)


def _disc(dark: np.ndarray, x_mm: float, y_mm: float, r0_mm: float, r1_mm: float) -> None:
    """Paints darkness 1 between radii ``r0_mm`` and ``r1_mm`` round a card-mm point."""
    yy, xx = np.mgrid[:dark.shape[0], :dark.shape[1]]
    d = np.hypot(xx / sb.P + sb.BLOCK_MM[0] - x_mm, yy / sb.P + sb.BLOCK_MM[1] - y_mm)
    dark[(d >= r0_mm) & (d <= r1_mm)] = 1.0


def _ring_dark() -> np.ndarray:
    """A darkness map with a ring (7 mm, its 2 mm centre dot) where a row's first ring
    lies, nothing where a first dot may lie: the quick test reaches the whole ring."""
    dark = np.zeros_like(_random_dark(0))
    _disc(dark, 8.0, 17.0, 2.5, 3.4)
    _disc(dark, 8.0, 17.0, 0.0, 0.8)
    return dark


def _old_row_may_start(dark: np.ndarray, cross: np.ndarray) -> bool:
    """:func:`~vision.sticker_code.row_may_start` as it was before session 58: the ring's
    centre and its whole filter each by :func:`~vision.sticker_block.window_max`."""
    if sb.box_max(cross, sc.CROSS_BOX_MM) >= sc.CROSS_YES:
        return True
    for shape, kind, thr in ((ad.Shape.DOT, "dot", sc.DOT_MIN),
                             (ad.Shape.RING, "ring_centre", sc.RING_MIN),
                             (ad.Shape.RING, "ring", sc.RING_MIN)):
        box = (sc.FIRST_X_MM[shape][0], sc.ROW_Y_MM[0], sc.FIRST_X_MM[shape][1],
               sc.ROW_Y_MM[1])
        quick = sb.window_max(dark, kind, box) >= thr - sc._QUICK_EPS
        if kind == "ring_centre" and not quick:
            return False
        if quick and kind != "ring_centre":
            return True
    return False


def _counting(monkeypatch, module, name: str) -> list:
    calls: list = []
    real = getattr(module, name)

    def counted(*a, **k):
        calls.append(name)
        return real(*a, **k)

    monkeypatch.setattr(module, name, counted)
    return calls


def test_row_may_start_computes_the_ring_centre_once(monkeypatch):
    """A block whose first ring passes its centre's quick test: the dot's filter, the
    ring's centre and its three other kernels, 5 correlations (6 before: the centre's
    twice), the same answer."""
    dark = _ring_dark()
    cross = sb.cross_map(dark)
    assert _old_row_may_start(dark, cross) is True
    calls = _counting(monkeypatch, sb.cv2, "matchTemplate")
    assert sc.row_may_start(dark, cross) is True
    assert len(calls) == 5


@pytest.mark.parametrize("seed", range(40))
def test_row_may_start_answers_as_before(seed):
    """Random darkness maps (dense to sparse) and the ring map: the same answer as the
    pre-session-58 loop over :func:`~vision.sticker_block.window_max`."""
    dark = _random_dark(seed) * np.float32(0.2 + 0.02 * seed)
    cross = sb.cross_map(dark)
    assert sc.row_may_start(dark, cross) == _old_row_may_start(dark, cross)


@pytest.mark.parametrize("seed", range(5))
def test_ring_window_max_is_window_max(seed):
    """:func:`~vision.sticker_block.ring_window_max` gives the ring centre's and the whole
    ring's :func:`~vision.sticker_block.window_max` (the same bits); the whole ring
    ``None`` under ``centre_min``."""
    dark = _random_dark(seed)
    box = (4.5, 12.5, 11.0, 21.0)
    centre, ring = sb.ring_window_max(dark, box, -1.0)
    assert centre == sb.window_max(dark, "ring_centre", box)
    assert ring == sb.window_max(dark, "ring", box)
    assert sb.ring_window_max(dark, box, centre + 1e-3) == (centre, None)


def _row(*xs: float, y: float = 17.0) -> list:
    return [(ad.Shape.DOT, x, y, 0.9, True) for x in xs]


def test_cut_across_samples_no_gap_of_a_plain_band(monkeypatch):
    """A plain band between a row's dots: asked only whether a line is darker than the
    limit, no line is sampled (no partition), and the answer is the same."""
    dark = np.zeros_like(_random_dark(0))
    row = _row(6.0, 12.0, 18.0)
    assert sc._cut_across(dark, row) <= sc.CUT_LINE_MAX
    calls = _counting(monkeypatch, sc.np, "partition")
    assert sc._cut_across(dark, row, sc.CUT_LINE_MAX) <= sc.CUT_LINE_MAX
    assert calls == []


@pytest.mark.parametrize("seed", range(30))
def test_cut_across_with_a_limit_answers_as_without(seed):
    """Random maps, some with a dark line across the band between two dots: darker than
    the limit with the limit given exactly when without it (the value itself the same
    whenever it is darker)."""
    rng = np.random.default_rng(seed)
    dark = _random_dark(seed) * np.float32(rng.random())
    if seed % 3 == 0:  # a card's edge across the band, a little turned
        u = int(round((9.0 + rng.random() * 2 - sb.BLOCK_MM[0]) * sb.P))
        dark[:, u:u + 3] = np.float32(0.3 + 0.2 * rng.random())
    row = _row(6.0, 13.0, 19.0)
    for limit in (sc.CUT_LINE_MAX, 0.2, 0.45):
        full = sc._cut_across(dark, row)
        quick = sc._cut_across(dark, row, limit)
        assert (quick > limit) == (full > limit)
        if full > limit:
            assert quick == full


def test_band_median_is_numpys_bit_for_bit():
    """:func:`vision.card_bands._median` is ``np.median`` (odd and even lengths, ties,
    negative values), the same bits."""
    rng = np.random.default_rng(58)
    for n in list(range(1, 40)) + [81, 100, 257]:
        for values in (rng.normal(0, 50, n), np.round(rng.normal(0, 5, n), 1),
                       rng.integers(-3, 3, n).astype(np.float64)):
            assert card_bands._median(values) == float(np.median(values))


def test_band_of_takes_no_numpy_median(monkeypatch):
    """The band's right end at the row (:attr:`~vision.card_bands.Band.right_mm`) without
    ``np.median``'s per-call overhead: the same band as the plain median gives."""
    s = card_bands.S
    m = np.zeros((int(24 * s), int(40 * s)), bool)
    m[:, 3:] = True
    m[:4, :10] = False  # a notch: a top edge not quite whole
    band = card_bands._band_of(m, 10, 20, m.shape[1], m.shape[0], 400)
    assert band is not None and band.right_mm is not None
    monkeypatch.setattr(card_bands.np, "median", lambda *a, **k: 1 / 0)
    assert card_bands._band_of(m, 10, 20, m.shape[1], m.shape[0], 400) == band


def test_band_of_skips_empty_columns_and_rows():
    """A component whose box has empty columns and rows inside (``m.any`` in the plain
    form): the columns and rows with light are those where the first light px is light."""
    s = card_bands.S
    m = np.zeros((int(26 * s), int(40 * s)), bool)
    m[2:, 2:] = True
    m[:, 30:33] = False  # an empty column run
    m[20:22, :] = False  # an empty row run
    first = m.argmax(0)
    cols = np.flatnonzero(m[first, card_bands._arange(m.shape[1])])
    assert np.array_equal(cols, np.nonzero(m.any(0))[0])
    first = m.argmax(1)
    rows = np.flatnonzero(m[card_bands._arange(m.shape[0]), first])
    assert np.array_equal(rows, np.nonzero(m.any(1))[0])
    assert card_bands._arange(5000).size == 5000


def test_top_centre_index_grids_made_once():
    """A peak's top centre (:func:`vision.sticker_block._top_centre`) as with
    ``np.indices`` made each time: the same offsets, at the map's edges too."""
    rng = np.random.default_rng(5)
    resp = rng.random((40, 50)).astype(np.float32)

    def plain(u: int, v: int) -> tuple[float, float]:
        h, w = resp.shape
        a, b = max(u - 2, 0), max(v - 2, 0)
        win = resp[b:min(v + 3, h), a:min(u + 3, w)]
        wt = np.maximum(win - (resp[v, u] - sb.TOP_DEPTH), 0.0)
        total = float(wt.sum())
        if total <= 0.0:
            return 0.0, 0.0
        rows, cols = np.indices(win.shape)
        return (float((wt * cols).sum()) / total + a - u,
                float((wt * rows).sum()) / total + b - v)

    for u, v in [(0, 0), (1, 1), (25, 20), (49, 39), (48, 3), (2, 38)]:
        assert sb._top_centre(resp, u, v) == plain(u, v)
    with pytest.raises(ValueError):
        sb._indices((5, 5))[0, 0, 0] = 1


def _old_frame_lines(img: np.ndarray):
    """:func:`~vision.sticker_block.frame_lines` as it was before session 58."""
    if not np.isfinite(img).all():
        return None
    g = sb.percentile(sb.strip(img, (2.5, 2.5, 39.0, 23.5)), 80)
    if g <= 0:
        return None
    lines = []
    for k, (b, m) in enumerate(zip(sb.FRAME_BOXES_MM, sb.FRAME_MAX)):
        line = sb.darkest_line(sb.strip(img, b), 0 if k == 0 else 1)
        if line > m * g:
            return None
        lines.append(line)
    return tuple(lines)


def _framed_block(seed: int, frame_grey: float) -> np.ndarray:
    """A block image: a light band (its grey varying) inside a printed frame of
    ``frame_grey``, noise over both."""
    rng = np.random.default_rng(seed)
    x0, y0, x1, y1 = sb.BLOCK_MM
    h, w = round((y1 - y0) * sb.P), round((x1 - x0) * sb.P)
    img = np.full((h, w), frame_grey, np.float32)
    u0, v0 = round((2.0 - x0) * sb.P), round((2.0 - y0) * sb.P)
    img[v0:v0 + round(22 * sb.P), u0:] = 150 + 80 * rng.random()
    return (img + rng.normal(0, 6, img.shape)).clip(0, 255).astype(np.float32)


def test_frame_lines_refuse_without_the_percentile(monkeypatch):
    """A block with no darker frame (plain ground): refused as before, without the light
    ground's percentile; a framed block still takes it, and reads its three lines."""
    plain, framed = _framed_block(1, 200.0), _framed_block(2, 60.0)
    assert _old_frame_lines(plain) is None
    lines = _old_frame_lines(framed)
    assert lines is not None
    calls = _counting(monkeypatch, sb, "percentile")
    assert sb.frame_lines(plain) is None
    assert calls == []
    assert sb.frame_lines(framed) == lines
    assert calls == ["percentile"]


@pytest.mark.parametrize("seed", range(60))
def test_frame_lines_as_before(seed):
    """Frames from black to as light as the band, a hole out of the frame: the same
    lines, or the same refusal, as before session 58."""
    img = _framed_block(seed, 4.0 * seed)
    if seed % 7 == 0:
        img[:3, :3] = np.nan
    assert sb.frame_lines(img) == _old_frame_lines(img)


@pytest.mark.parametrize("seed", range(10))
def test_filled_component_as_before(seed):
    """A contour's filled component within its light mask (any nonzero level light) is
    the plain ``(filled > 0) & (light > 0)``, refused under the same fill."""
    import cv2

    rng = np.random.default_rng(seed)
    light = np.zeros((120, 160), np.uint8)
    for k in range(8):  # solid, outlined and speckled boxes, at any light level
        x0, y0 = (int(v) for v in rng.integers(0, 120, 2))
        x1, y1 = x0 + int(rng.integers(8, 40)), y0 + int(rng.integers(8, 40))
        level = int(rng.integers(1, 256))
        cv2.rectangle(light, (x0, y0), (x1, y1), level, -1 if k % 3 else 2)
        if k % 4 == 1:
            light[y0:y1, x0:x1] *= (rng.random(light[y0:y1, x0:x1].shape) > 0.5)
    contours, _ = cv2.findContours((light > 0).astype(np.uint8), cv2.RETR_EXTERNAL,
                                   cv2.CHAIN_APPROX_SIMPLE)
    for cnt in contours:
        x, y, w, h = cv2.boundingRect(cnt)
        m8 = np.zeros((h, w), np.uint8)
        cv2.drawContours(m8, [cnt], -1, 255, -1, offset=(-x, -y))
        plain = (m8 > 0) & (light[y:y + h, x:x + w] > 0)
        got = card_bands._filled(cnt, light, x, y, w, h)
        if cv2.contourArea(cnt) < 0.35 * w * h or int(plain.sum()) < 0.45 * w * h:
            assert got is None
        else:
            assert got is not None and got.dtype == bool and np.array_equal(got, plain)
