"""The local-contrast pass's batched plainness test (:func:`vision.contrast_pass.inner_varied`)
decides as ``np.std`` of each window did, one window at a time (the code it replaced)."""
import numpy as np

from vision.contrast_pass import CONTRAST_INNER, CONTRAST_MIN_STD, inner_varied


def _one_by_one(img, centres, sides):
    out = []
    for (x, y), s in zip(centres, sides):
        r = max(1, int(float(s) * CONTRAST_INNER))
        cx, cy = int(round(x)), int(round(y))
        inner = img[max(cy - r, 0):cy + r + 1, max(cx - r, 0):cx + r + 1]
        out.append(inner.size > 0 and float(inner.std()) >= CONTRAST_MIN_STD)
    return np.array(out, bool)


def test_same_decisions_as_np_std_on_random_windows():
    rng = np.random.default_rng(7)
    seen = np.zeros(2, int)
    for trial in range(30):
        h, w = rng.integers(20, 200, 2)
        # smooth and noisy patches: stds on both sides of the threshold
        img = (rng.normal(128, rng.uniform(2, 30), (h, w))).clip(0, 255).astype(np.uint8)
        n = 200
        centres = rng.uniform(-0.49, 1, (n, 2)) * (w - 0.51, h - 0.51)
        centres[:5] = [[0, 0], [w - 1, h - 1], [0.5, 3.5], [w - 1.5, 0], [2.5, h - 0.5]]
        sides = rng.uniform(10, 90, n)
        got = inner_varied(img, centres, sides)
        assert np.array_equal(got, _one_by_one(img, centres, sides))
        seen += got.sum(), (~got).sum()
    assert seen.min() > 500  # both outcomes occur often


def test_exact_threshold_tie_matches_np_std():
    # a window clipped by the left edge, 2 columns × 3 rows of 100 / 124: std exactly 12
    img = np.full((20, 20), 100, np.uint8)
    img[:, 1] = 124
    centre = np.array([[0.0, 5.0]])
    side = np.array([1.9 / CONTRAST_INNER])  # r = int(1.9) = 1
    assert float(img[4:7, 0:2].std()) == CONTRAST_MIN_STD
    assert inner_varied(img, centre, side)[0] == _one_by_one(img, centre, side)[0]
    img[:, 1] = 123  # std 11.5: plain
    assert not inner_varied(img, centre, side)[0]
