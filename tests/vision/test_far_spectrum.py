"""The far-side deconvolution's Wiener spectra (session 30, branch cost30;
docs/benchmarks-history.md, "Vision"): written straight into ``cv2.dft``'s packed layout,
the values its two FFTs gave, and a bounded cache (a 1080p far band's patch spectrum is
~0.6 MB, and its size and sigma change from frame to frame)."""
from __future__ import annotations

import cv2
import numpy as np

from vision import far_side as fs


def _by_dft(h: int, w: int, sigma: float, k: float) -> np.ndarray:
    """The spectrum as built before: ``cv2.dft`` of the filter's inverse transform."""
    fy = np.fft.fftfreq(h)[:, None]
    fx = np.fft.fftfreq(w)[None, :]
    g = np.exp(-2.0 * np.pi ** 2 * round(sigma, 1) ** 2 * (fx ** 2 + fy ** 2))
    return cv2.dft(np.real(np.fft.ifft2(g / (g * g + k))).astype(np.float32))


def test_packed_spectrum_is_the_dft_of_the_filter():
    fs._FILTERS.clear()
    for h in (45, 48, 72, 75):  # odd and even sizes: the packed layout differs
        for w in (75, 81, 128, 400, 1944):
            for sigma in (0.9, 1.74, 3.0):
                want = _by_dft(h, w, sigma, fs.DEBLUR_K)
                got = fs._wiener_spectrum(h, w, sigma, fs.DEBLUR_K)
                assert got.shape == want.shape and got.dtype == np.float32
                assert np.abs(got - want).max() <= 1e-6 * np.abs(want).max()


def test_deconvolution_as_before():
    rng = np.random.default_rng(4)
    img = cv2.GaussianBlur(rng.integers(0, 256, (40, 150), np.uint8), (0, 0), 1.5)
    src = cv2.copyMakeBorder(img.astype(np.float32), 16, 16, 16, 16, cv2.BORDER_REFLECT)
    fh, fw = cv2.getOptimalDFTSize(src.shape[0]), cv2.getOptimalDFTSize(src.shape[1])
    pad = cv2.copyMakeBorder(src, 0, fh - src.shape[0], 0, fw - src.shape[1],
                             cv2.BORDER_REFLECT)
    before = cv2.idft(cv2.mulSpectrums(cv2.dft(pad), _by_dft(fh, fw, 1.2, fs.DEBLUR_K), 0),
                      flags=cv2.DFT_SCALE | cv2.DFT_REAL_OUTPUT)
    before = np.clip(before[:src.shape[0], :src.shape[1]], 0, 255).astype(np.uint8)
    fs._FILTERS.clear()
    # float32 rounding: a grey level at most, on a few pixels
    diff = np.abs(fs._deconvolve(src, 1.2).astype(int) - before.astype(int))
    assert diff.max() <= 1 and np.count_nonzero(diff) <= 0.01 * diff.size


def test_spectra_kept_are_bounded():
    fs._FILTERS.clear()
    for w in range(100, 100 + 3 * fs.FILTERS_KEPT):
        fs._wiener_spectrum(72, w, 1.5, fs.DEBLUR_K)
    assert len(fs._FILTERS) == fs.FILTERS_KEPT
    # the latest are the ones kept
    assert (72, 100 + 3 * fs.FILTERS_KEPT - 1, 1.5, fs.DEBLUR_K) in fs._FILTERS
