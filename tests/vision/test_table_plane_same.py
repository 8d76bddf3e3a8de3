"""The table plane's fit (vision.table_plane, session 34: less overhead, docs/benchmarks-history.md
"Vision"): its residual and image → table map give the floats of the plain form they
replaced, bit for bit, on markers seen by a tilted camera and on random corners."""
from __future__ import annotations

import numpy as np

from tests.vision.test_far_model import _marker_on_table
from vision import table_plane as tp


def _matrix_before(p: np.ndarray) -> np.ndarray:
    g1, g2, l1, l2 = p[:4]
    return np.array([[1.0, g1, 0.0], [0.0, g2, 0.0], [l1, l2, 1.0]]) @ np.diag(
        [1 / tp._SCALE, 1 / tp._SCALE, 1.0])


def _residual_before(p: np.ndarray, flat: np.ndarray, size: np.ndarray) -> np.ndarray:
    """fit_plane's residual as written before session 34."""
    m = _matrix_before(p)
    t = tp._apply(m, flat).reshape(-1, 4, 2)
    z = t[..., 0] + 1j * t[..., 1]
    mid = z.mean(axis=1, keepdims=True)
    turn = np.angle((np.conj(tp._SQUARE)[None] * (z - mid)).sum(axis=1))
    sq = mid + p[4] * size[:, None] * np.exp(1j * turn)[:, None] * tp._SQUARE[None]
    back = tp._apply(np.linalg.inv(m), np.stack([sq.real.ravel(), sq.imag.ravel()], 1))
    return (back - flat).ravel()


def _marker_sets(rng: np.random.Generator):
    """Corner sets (``N×4×2`` px): markers on the tilted camera's table, and random quads."""
    for n in (3, 8, 24):
        yield np.array([_marker_on_table(rng.uniform(-400, 400), rng.uniform(-300, 300),
                                         rng.uniform(0, 360)) for _ in range(n)])
        yield rng.uniform(0, 1280, (n, 4, 2))


def test_residual_and_map_as_the_plain_form_bit_for_bit():
    rng = np.random.default_rng(34)
    for q in _marker_sets(rng):
        flat = q.reshape(-1, 2)
        sizes = (np.ones(len(q)), rng.choice([1.0, 0.75, 1.5], len(q)))
        for _ in range(40):
            p = np.array([rng.normal(0, 0.3), rng.uniform(0.5, 2), rng.normal(0, 1e-3),
                          rng.normal(0, 1e-3), rng.uniform(0.005, 0.05)])
            assert np.array_equal(tp._matrix(p), _matrix_before(p))
            for size in sizes:
                assert np.array_equal(tp._residual(p, flat, size),
                                      _residual_before(p, flat, size))
    # the Jacobian's steps: one parameter moved by 1e-6, as the zeros with one 1e-6 were
    for k in range(5):
        e = np.zeros(5)
        e[k] = 1e-6
        assert np.array_equal(tp._STEPS[k], e)


def test_fit_plane_still_fits_the_tilted_table():
    rng = np.random.default_rng(3)
    quads = next(_marker_sets(rng))
    quads = np.concatenate([quads, next(_marker_sets(np.random.default_rng(4)))])
    plane = tp.fit_plane(quads)
    assert plane is not None and plane.rms < 1e-3
