"""Tablecloths seen through the camera: plain, wood, felt and the distracting ones (polka dots,
tiles, gingham, fine black-and-white checks, stripes look like dots, squares and crosses;
TABLE-CONDITIONS.md)."""
from __future__ import annotations

from functools import lru_cache

import cv2
import numpy as np

from vision.render.camera import Camera


def _pattern(kind: str, w: int, h: int, s: float, rng: np.random.Generator) -> np.ndarray:
    """A tablecloth texture, ``h×w×3`` uint8, at ``s`` px per mm."""
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32) / s
    if kind == "plain":
        img = np.empty((h, w, 3), np.uint8)
        img[:] = (95, 105, 110)
    elif kind == "felt":
        img = np.empty((h, w, 3), np.uint8)
        img[:] = (55, 95, 40)
    elif kind == "wood":
        grain = (np.sin(yy * 0.35 + 3 * np.sin(xx * 0.01) + rng.uniform(0, 6)) * 0.5 + 0.5)
        base = np.array((50, 95, 145), np.float32)
        img = (base * (0.8 + 0.25 * grain[..., None])).astype(np.uint8)
        for _ in range(int(w * h / (200 * 200 * s * s)) + 3):       # plank joints
            y = int(rng.uniform(0, h))
            cv2.line(img, (0, y), (w, y), (30, 55, 90), max(1, int(s)))
    elif kind == "polka":
        img = np.empty((h, w, 3), np.uint8)
        img[:] = (200, 205, 215)
        pitch, r = 22 * s, 4.5 * s
        for j, y in enumerate(np.arange(0, h + pitch, pitch)):
            for x in np.arange((j % 2) * pitch / 2, w + pitch, pitch):
                cv2.circle(img, (int(x), int(y)), int(r), (40, 35, 120), -1, cv2.LINE_AA)
    elif kind == "tiles":
        img = np.empty((h, w, 3), np.uint8)
        img[:] = (190, 190, 185)
        pitch = 40 * s
        for x in np.arange(0, w, pitch):
            cv2.line(img, (int(x), 0), (int(x), h), (70, 70, 70), max(1, int(2 * s)))
        for y in np.arange(0, h, pitch):
            cv2.line(img, (0, int(y)), (w, int(y)), (70, 70, 70), max(1, int(2 * s)))
        for _ in range(int(w * h / (pitch * pitch * 6)) + 1):       # small dark inlay squares
            x, y = rng.uniform(0, w), rng.uniform(0, h)
            q = int(6 * s)
            cv2.rectangle(img, (int(x), int(y)), (int(x) + q, int(y) + q), (60, 60, 60), -1)
    elif kind == "gingham":
        pitch = 12.0
        a = ((xx // pitch) % 2 == 0).astype(np.float32)
        b = ((yy // pitch) % 2 == 0).astype(np.float32)
        dark = (a + b)[..., None]
        white = np.array((235, 235, 240), np.float32)
        red = np.array((50, 40, 170), np.float32)
        img = (white - (white - red) * dark / 2).astype(np.uint8)
    elif kind == "checks":   # fine black-and-white checks, 8 mm: ArUco's slowest cloth
        dark = ((xx // 8.0 + yy // 8.0) % 2)[..., None]
        img = np.where(dark > 0, np.array((35, 35, 38), np.uint8),
                       np.array((225, 228, 230), np.uint8)).astype(np.uint8)
    elif kind == "stripes":
        band = ((xx + yy * 0.3) // 8) % 2
        img = np.where(band[..., None] > 0, np.array((40, 40, 40), np.uint8),
                       np.array((210, 200, 190), np.uint8)).astype(np.uint8)
    else:
        raise ValueError(f"unknown tablecloth {kind!r}")
    return img


@lru_cache(maxsize=16)
def tablecloth(kind: str, camera: Camera, seed: int = 0) -> np.ndarray:
    """The tablecloth as the camera sees it: ``H×W×3`` uint8 BGR (read-only, cached)."""
    rng = np.random.default_rng(seed)
    w, h = camera.size
    corners = camera.unproject([(0, 0), (w, 0), (w, h), (0, h)])
    x0, y0 = corners.min(axis=0) - 20
    x1, y1 = corners.max(axis=0) + 20
    s = min(2.0, 2400.0 / max(x1 - x0, y1 - y0))
    tw, th = int((x1 - x0) * s) + 1, int((y1 - y0) * s) + 1
    tex = _pattern(kind, tw, th, s, rng)
    tex_to_mm = np.array([[1 / s, 0, x0], [0, 1 / s, y0], [0, 0, 1]])
    out = cv2.warpPerspective(tex, camera.homography @ tex_to_mm, (w, h), flags=cv2.INTER_LINEAR,
                              borderMode=cv2.BORDER_REFLECT)
    if kind in ("plain", "felt"):
        n = np.empty((h, w, 3), np.int16)
        cv2.setRNGSeed(seed + 17)
        cv2.randn(n, 0, 4)
        out = np.clip(out.astype(np.int16) + n, 0, 255).astype(np.uint8)
    out.setflags(write=False)
    return out
