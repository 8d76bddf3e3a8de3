"""A pinhole camera over the table: table millimetres to image pixels (a plane homography)."""
from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

import numpy as np

#: Camera distance to the table centre, mm (a webcam on a stand, a phone on a holder).
DISTANCE_MM = 700.0


@dataclass(frozen=True)
class Camera:
    """Maps table mm to image px.

    Attributes:
        size: ``(width, height)`` of the image, px.
        view_mm: table width seen across the image at its centre, mm.
        tilt_deg: tilt from straight down; the camera moves towards the near (bottom) side.
        roll_deg: rotation of the image about its centre.
    """

    size: tuple[int, int]
    view_mm: float
    tilt_deg: float = 0.0
    roll_deg: float = 0.0

    @property
    def homography(self) -> np.ndarray:
        """3×3 float64 matrix: ``[u, v, w] = H @ [x_mm, y_mm, 1]``, pixel = (u/w, v/w)."""
        return _homography(self.size, self.view_mm, self.tilt_deg, self.roll_deg)

    @property
    def px_per_mm(self) -> float:
        """Scale at the image centre, px per mm."""
        return self.size[0] / self.view_mm

    @property
    def projection(self) -> np.ndarray:
        """3×4 float64 matrix: ``[u, v, w] = P @ [x_mm, y_mm, z_mm, 1]``; the table is
        ``z = 0`` and a point ``h`` mm *above* it has ``z = -h`` (the camera is on the
        negative side). ``homography`` is ``P`` without its third column."""
        return _projection(self.size, self.view_mm, self.tilt_deg, self.roll_deg)

    def project_3d(self, points_mm) -> np.ndarray:
        """Image px of points above the table: ``N×3`` (x, y, height) mm in, ``N×2`` px out."""
        p = np.asarray(points_mm, dtype=np.float64).reshape(-1, 3) * (1.0, 1.0, -1.0)
        q = np.c_[p, np.ones(len(p))] @ self.projection.T
        return q[:, :2] / q[:, 2:3]

    def project(self, points_mm) -> np.ndarray:
        """Image px of table points: ``N×2`` mm in, ``N×2`` float64 px out."""
        p = np.asarray(points_mm, dtype=np.float64).reshape(-1, 2)
        q = np.c_[p, np.ones(len(p))] @ self.homography.T
        return q[:, :2] / q[:, 2:3]

    def unproject(self, points_px) -> np.ndarray:
        """Table mm of image points: ``N×2`` px in, ``N×2`` mm out."""
        p = np.asarray(points_px, dtype=np.float64).reshape(-1, 2)
        q = np.c_[p, np.ones(len(p))] @ np.linalg.inv(self.homography).T
        return q[:, :2] / q[:, 2:3]

    def inside(self, point_mm, margin_px: float = 0.0) -> bool:
        """True when a table point projects inside the frame (with a margin)."""
        u, v = self.project([point_mm])[0]
        w, h = self.size
        return margin_px <= u <= w - margin_px and margin_px <= v <= h - margin_px

    def reach_mm(self, direction: tuple[float, float], limit: float = 3000.0) -> float:
        """How far from the table centre (mm) a point can go along ``direction`` (unit
        vector, table mm) and still project inside the frame."""
        lo, hi = 0.0, limit
        for _ in range(40):
            mid = (lo + hi) / 2
            if self.inside((direction[0] * mid, direction[1] * mid)):
                lo = mid
            else:
                hi = mid
        return lo


@lru_cache(maxsize=64)
def _homography(size, view_mm, tilt_deg, roll_deg) -> np.ndarray:
    hm = _projection(size, view_mm, tilt_deg, roll_deg)[:, [0, 1, 3]].copy()
    hm.setflags(write=False)
    return hm


@lru_cache(maxsize=64)
def _projection(size, view_mm, tilt_deg, roll_deg) -> np.ndarray:
    w, h = size
    d = DISTANCE_MM
    f = w * d / view_mm
    t = math.radians(tilt_deg)
    c = np.array([0.0, d * math.sin(t), -d * math.cos(t)])
    xc = np.array([1.0, 0.0, 0.0])
    zc = -c / np.linalg.norm(c)
    yc = np.cross(zc, xc)
    r = np.stack([xc, yc, zc])
    tvec = -r @ c
    k = np.array([[f, 0, w / 2], [0, f, h / 2], [0, 0, 1.0]])
    pm = k @ np.c_[r, tvec]
    if roll_deg:
        a = math.radians(roll_deg)
        rot = np.array([[math.cos(a), -math.sin(a), 0], [math.sin(a), math.cos(a), 0], [0, 0, 1]])
        tr = np.array([[1, 0, w / 2], [0, 1, h / 2], [0, 0, 1.0]])
        pm = tr @ rot @ np.linalg.inv(tr) @ pm
    pm = pm / pm[2, 3]
    pm.setflags(write=False)
    return pm


def camera_for(conditions) -> Camera:
    """The :class:`Camera` of a :class:`~vision.render.scene.Conditions`."""
    return Camera(tuple(conditions.size), float(conditions.view_mm),
                  float(conditions.tilt_deg), float(conditions.roll_deg))
