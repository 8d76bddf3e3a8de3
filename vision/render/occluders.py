"""Hands and mugs over the table (TABLE-CONDITIONS.md "Hands and mugs over the cards").

Occluders are laid out in table mm and drawn through the camera; each returns its outline in
px so the ground truth can mark what it hides.
"""
from __future__ import annotations

import math

import cv2
import numpy as np

from vision.render.camera import Camera
from vision.shapes import circle, rotated_rect


def _px(camera: Camera, poly) -> np.ndarray:
    return np.round(camera.project(poly)).astype(np.int32)


def hand(frame, idmap, camera: Camera, rng: np.random.Generator, target=(0.0, 0.0)):
    """Draw a hand (palm, four fingers, thumb and forearm to the frame edge) reaching for
    ``target`` (table mm). Returns the outline polygons in px."""
    skin = tuple(float(v) for v in np.array((110, 150, 200)) * rng.uniform(0.6, 1.1))
    ang = rng.uniform(0, 360)
    ca, sa = math.cos(math.radians(ang)), math.sin(math.radians(ang))
    cx, cy = target[0] + rng.uniform(-30, 30), target[1] + rng.uniform(-30, 30)
    polys = []
    # forearm: a long band from the palm away along the hand's direction
    arm_c = (cx - sa * 220, cy + ca * 220)
    polys.append(rotated_rect(arm_c[0], arm_c[1], 70, 360, ang))
    polys.append(circle(cx, cy, 45, 24))
    for k, off in enumerate((-27, -9, 9, 27)):
        length = (60, 72, 70, 55)[k]
        fx = cx + ca * off + sa * (40 + length / 2)
        fy = cy + sa * off - ca * (40 + length / 2)
        polys.append(rotated_rect(fx, fy, 16, length, ang))
    tx = cx + ca * 55 + sa * 10
    ty = cy + sa * 55 - ca * 10
    polys.append(rotated_rect(tx, ty, 18, 55, ang + 50))
    outs = []
    for p in polys:
        q = _px(camera, p)
        cv2.fillPoly(frame, [q], skin, cv2.LINE_AA)
        cv2.fillPoly(idmap, [q], -2)
        outs.append(tuple(map(tuple, q.astype(float))))
    return outs


def mug(frame, idmap, camera: Camera, rng: np.random.Generator, target=(0.0, 0.0)):
    """Draw a mug seen from above (rim, coffee, handle, a soft shadow) near ``target``."""
    cx, cy = target[0] + rng.uniform(-40, 40), target[1] + rng.uniform(-40, 40)
    body = tuple(float(v) for v in rng.uniform(60, 230, 3))
    shadow = _px(camera, circle(cx + 12, cy + 12, 46, 32))
    sh = np.zeros(frame.shape[:2], np.uint8)
    cv2.fillConvexPoly(sh, shadow, 1)
    frame[sh > 0] = (frame[sh > 0] * 0.55).astype(np.uint8)
    ha = rng.uniform(0, 2 * math.pi)
    handle = rotated_rect(cx + 48 * math.cos(ha), cy + 48 * math.sin(ha), 26, 12,
                          math.degrees(ha))
    outs = []
    for poly, col in ((handle, body), (circle(cx, cy, 42, 40), body),
                      (circle(cx, cy, 36, 40), (25, 35, 50))):
        q = _px(camera, poly)
        cv2.fillPoly(frame, [q], col, cv2.LINE_AA)
        cv2.fillPoly(idmap, [q], -2)
        outs.append(tuple(map(tuple, q.astype(float))))
    return outs[:2]
