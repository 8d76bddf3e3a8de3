"""Photometric and camera effects on a rendered frame (TABLE-CONDITIONS.md "Light",
"Sleeves", "Camera faults"): uneven light, hard shadow, white balance, glare, depth of field,
blur, noise, JPEG. Each function takes an ``H×W×3 uint8 BGR`` frame and returns a new one."""
from __future__ import annotations

import cv2
import numpy as np


def lighting(frame: np.ndarray, cond, rng: np.random.Generator) -> np.ndarray:
    """Exposure, lamp hot spot, vignette, a hard shadow and white balance, as one gain map."""
    h, w = frame.shape[:2]
    if (cond.exposure == 1.0 and not cond.hotspot and not cond.vignette and not cond.shadow
            and not cond.white_balance):
        return frame
    lh, lw = max(8, h // 8), max(8, w // 8)
    yy, xx = np.mgrid[0:lh, 0:lw].astype(np.float32)
    xx /= lw
    yy /= lh
    gain = np.full((lh, lw), cond.exposure, np.float32)
    if cond.hotspot:
        hx, hy = cond.hotspot_at
        d2 = ((xx - hx) * w / h) ** 2 + (yy - hy) ** 2
        gain *= 1.0 + 1.6 * cond.hotspot * np.exp(-d2 / (2 * 0.18 ** 2))
    if cond.vignette:
        r2 = ((xx - 0.5) * 2) ** 2 + ((yy - 0.5) * 2) ** 2
        gain *= 1.0 - 0.35 * cond.vignette * r2
    full = cv2.resize(gain, (w, h), interpolation=cv2.INTER_LINEAR)
    if cond.shadow:
        mask = np.zeros((h, w), np.uint8)
        # a hard-edged shadow from a window side: a slanted band over one side of the frame
        x0 = rng.uniform(0.15, 0.6) * w
        slant = rng.uniform(-0.3, 0.3) * w
        poly = np.array([(0, 0), (x0 + slant, 0), (x0 - slant, h), (0, h)], np.int32)
        if rng.random() < 0.5:
            poly[:, 0] = w - poly[:, 0]
        cv2.fillConvexPoly(mask, poly, 1)
        full = np.where(mask > 0, full * (1 - 0.65 * cond.shadow), full)
    wb = cond.white_balance
    bal = np.array((1 - 0.25 * wb, 1.0, 1 + 0.25 * wb), np.float32)   # B, G, R
    out = frame.astype(np.float32) * full[..., None] * bal
    return np.clip(out, 0, 255).astype(np.uint8)


def glare(frame: np.ndarray, spots, idmap: np.ndarray | None = None) -> np.ndarray:
    """Add specular glare: each spot ``(cx, cy, rx, ry, angle_deg, strength, ident)`` in px
    washes its area towards white (a glossy sleeve under a lamp); with ``idmap`` (H×W int16
    item ids) only where item ``ident`` shows (a hand over the sleeve has no glare)."""
    if not spots:
        return frame
    h, w = frame.shape[:2]
    out = frame.copy()
    for cx, cy, rx, ry, ang, k, ident in spots:
        r = int(max(rx, ry) * 2) + 2
        x0, y0, x1, y1 = max(0, int(cx) - r), max(0, int(cy) - r), min(w, int(cx) + r), min(h, int(cy) + r)
        if x1 <= x0 or y1 <= y0:
            continue
        m = np.zeros((y1 - y0, x1 - x0), np.float32)
        cv2.ellipse(m, (int(cx - x0), int(cy - y0)), (max(1, int(rx)), max(1, int(ry))), ang,
                    0, 360, 1.0, -1, cv2.LINE_AA)
        m = cv2.GaussianBlur(m, (0, 0), max(1.0, min(rx, ry) / 3))
        if idmap is not None:
            m *= idmap[y0:y1, x0:x1] == ident
        roi = out[y0:y1, x0:x1].astype(np.float32)
        roi += (255 - roi) * (m * k)[..., None]
        out[y0:y1, x0:x1] = np.clip(roi, 0, 255).astype(np.uint8)
    return out


def depth_of_field(frame: np.ndarray, sigma_far: float) -> np.ndarray:
    """Blur growing towards the top of the frame (the far side of a tilted view): ``sigma_far``
    px at the top row, none from the middle down."""
    if sigma_far <= 0:
        return frame
    h = frame.shape[0]
    half = cv2.GaussianBlur(frame, (0, 0), sigma_far * 0.5)
    full = cv2.GaussianBlur(frame, (0, 0), sigma_far)
    out = frame.copy()
    a, b = h // 4, h // 2
    # rows 0..a: full blur blending to half blur; a..b: half blur blending to sharp
    wa = np.linspace(1, 0, a, dtype=np.float32)[:, None, None]
    out[:a] = (full[:a] * wa + half[:a] * (1 - wa)).astype(np.uint8)
    wb = np.linspace(1, 0, b - a, dtype=np.float32)[:, None, None]
    out[a:b] = (half[a:b] * wb + frame[a:b] * (1 - wb)).astype(np.uint8)
    return out


def blur(frame: np.ndarray, sigma: float) -> np.ndarray:
    """Global Gaussian defocus (sigma px)."""
    return cv2.GaussianBlur(frame, (0, 0), sigma) if sigma > 0 else frame


def noise(frame: np.ndarray, sigma: float, seed: int) -> np.ndarray:
    """Additive Gaussian sensor noise (sigma grey levels), reproducible for a seed."""
    if sigma <= 0:
        return frame
    n = np.empty(frame.shape, np.int16)
    cv2.setRNGSeed(int(seed) & 0x7FFFFFFF)
    cv2.randn(n, (0.0,) * 3, (float(sigma),) * 3)  # every channel (a scalar fills only B)
    return np.clip(frame.astype(np.int16) + n, 0, 255).astype(np.uint8)


def jpeg(frame: np.ndarray, quality: int | None) -> np.ndarray:
    """A JPEG encode/decode round trip (compression artefacts)."""
    if quality is None:
        return frame
    ok, buf = cv2.imencode(".jpg", frame, [cv2.IMWRITE_JPEG_QUALITY, int(quality)])
    return cv2.imdecode(buf, cv2.IMREAD_COLOR) if ok else frame
