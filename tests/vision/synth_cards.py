"""Small drawing helpers for vision tests: a card face from ``vision.adaptation`` geometry,
put on a table image at a given place, size and angle (no lighting effects; the synthetic
renderer does those)."""
from __future__ import annotations

import math

import cv2
import numpy as np
import pytest

from companion.cards import card
from vision import adaptation as ad

PPM_FACE = 8.0  # px per mm of the drawn card face


def _dict():
    return cv2.aruco.getPredefinedDictionary(getattr(cv2.aruco, ad.ARUCO_DICT))


def _marker_img(marker_id: int, side_px: int) -> np.ndarray:
    return cv2.aruco.generateImageMarker(_dict(), marker_id, side_px)


def card_face(key: str, markers: bool = True, stickers: bool = True,
              background=(235, 235, 235)) -> np.ndarray:
    """The face of card ``key`` at PPM_FACE px/mm, BGR (63×88 mm)."""
    k = PPM_FACE
    w, h = round(ad.CARD_W_MM * k), round(ad.CARD_H_MM * k)
    face = np.full((h, w, 3), background, np.uint8)
    cv2.rectangle(face, (int(5 * k), int(30 * k)), (int(58 * k), int(60 * k)), (120, 90, 60), -1)
    c = card(key)
    if markers:
        for m in ad.CARD_MARKERS:
            side = round(m.size_mm * k)
            img = _marker_img(c.code, side)
            if m.rotation_deg % 360 == 180:
                img = cv2.rotate(img, cv2.ROTATE_180)
            x0, y0 = round((m.x_mm - m.size_mm / 2) * k), round((m.y_mm - m.size_mm / 2) * k)
            face[y0:y0 + side, x0:x0 + side] = img[:, :, None]
    if stickers:
        for e in ad.sticker_elements(c.rank, c.other_world):
            spec = ad.SHAPES[e.shape]
            cx, cy, s = e.x_mm * k, e.y_mm * k, e.size_mm * k
            lw = max(1, round(spec.line_mm * k))
            if e.shape is ad.Shape.DOT:
                cv2.circle(face, (round(cx), round(cy)), round(s / 2), (20, 20, 20), -1, cv2.LINE_AA)
            elif e.shape is ad.Shape.RING:
                cv2.circle(face, (round(cx), round(cy)), round(s / 2 - lw / 2), (20, 20, 20), lw, cv2.LINE_AA)
            elif e.shape is ad.Shape.SQUARE:
                hh = s / 2 - lw / 2
                cv2.rectangle(face, (round(cx - hh), round(cy - hh)), (round(cx + hh), round(cy + hh)),
                              (20, 20, 20), lw)
            else:
                hh = s / 2
                cv2.rectangle(face, (round(cx - hh), round(cy - lw / 2)), (round(cx + hh), round(cy + lw / 2)), (20, 20, 20), -1)
                cv2.rectangle(face, (round(cx - lw / 2), round(cy - hh)), (round(cx + lw / 2), round(cy + hh)), (20, 20, 20), -1)
            if spec.centre_dot_mm:
                cv2.circle(face, (round(cx), round(cy)), round(spec.centre_dot_mm * k / 2), (20, 20, 20), -1, cv2.LINE_AA)
    return face


def place(table: np.ndarray, face: np.ndarray, center, px_per_mm: float, angle_deg: float = 0.0):
    """Paste ``face`` onto ``table`` (in place) with its centre at ``center`` px, scaled to
    ``px_per_mm`` and turned ``angle_deg`` clockwise on screen (180 = upside down)."""
    h, w = face.shape[:2]
    s = px_per_mm / PPM_FACE
    a = math.radians(angle_deg)
    ca, sa = math.cos(a) * s, math.sin(a) * s
    m = np.array([[ca, -sa, 0], [sa, ca, 0]], np.float64)
    m[:, 2] = np.array(center) - m[:, :2] @ np.array([w / 2, h / 2])
    warped = cv2.warpAffine(face, m, (table.shape[1], table.shape[0]), flags=cv2.INTER_AREA)
    mask = cv2.warpAffine(np.full((h, w), 255, np.uint8), m, (table.shape[1], table.shape[0]))
    table[mask > 127] = warped[mask > 127]
    return table


def seat_tile(seat: int) -> np.ndarray:
    k = PPM_FACE
    spec = ad.SEAT_MARKER
    w, h = round(spec.w_mm * k), round(spec.h_mm * k)
    tile = np.full((h, w, 3), 240, np.uint8)
    side = round(spec.marker_mm * k)
    img = _marker_img(ad.seat_marker_id(seat), side)
    x0 = round((spec.marker_x_mm - spec.marker_mm / 2) * k)
    y0 = round((spec.marker_y_mm - spec.marker_mm / 2) * k)
    tile[y0:y0 + side, x0:x0 + side] = img[:, :, None]
    return tile


def table(w: int = 1280, h: int = 720, color=(60, 110, 60)) -> np.ndarray:
    return np.full((h, w, 3), color, np.uint8)


@pytest.fixture
def draw():
    """The drawing helpers as a namespace."""
    class NS:
        pass
    ns = NS()
    ns.card_face, ns.place, ns.seat_tile, ns.table = card_face, place, seat_tile, table
    return ns
