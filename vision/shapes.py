"""Outlines of the kit's shapes as polygons, shared by the renderer (pixels) and the printable
kit (PDF millimetres). No drawing here: each function returns plain point lists.

Coordinates are whatever unit the caller uses (mm for the kit); y points down.
"""
from __future__ import annotations

import math

from vision.adaptation import ColourShape

Polygon = list[tuple[float, float]]


def circle(cx: float, cy: float, r: float, n: int = 32) -> Polygon:
    """A regular n-gon approximating a circle of radius ``r``."""
    return [(cx + r * math.cos(2 * math.pi * i / n), cy + r * math.sin(2 * math.pi * i / n))
            for i in range(n)]


def rotated_rect(cx: float, cy: float, w: float, h: float, angle_deg: float = 0.0) -> Polygon:
    """A ``w × h`` rectangle centred at (cx, cy), turned clockwise (y down) by ``angle_deg``."""
    a = math.radians(angle_deg)
    ca, sa = math.cos(a), math.sin(a)
    pts = [(-w / 2, -h / 2), (w / 2, -h / 2), (w / 2, h / 2), (-w / 2, h / 2)]
    return [(cx + x * ca - y * sa, cy + x * sa + y * ca) for x, y in pts]


def cross(cx: float, cy: float, span: float, bar: float, angle_deg: float = 0.0) -> list[Polygon]:
    """A plus-shaped cross: two bars of length ``span`` and width ``bar``."""
    return [rotated_rect(cx, cy, span, bar, angle_deg), rotated_rect(cx, cy, bar, span, angle_deg)]


def crescent(cx: float, cy: float, r: float, bite_dx: float = 0.5, bite_r: float = 0.9,
             n: int = 24) -> Polygon:
    """A crescent moon, horns to the left, centred at (cx, cy) in a ``2r`` square: a disc of
    radius ``r`` less a "bite" disc of radius ``bite_r * r`` centred ``bite_dx * r`` to its
    left, moved left so that the crescent's width (horns to back) is centred on ``cx``.

    The outline follows the outer circle's right arc (``n`` points, horn to horn), then the
    bite's right arc back (``n - 2`` points between the horns), so the shape is thick in the
    middle (``(1 - bite_r + bite_dx) * r``, 0.6 r by default) and pointed at both horns.
    With the defaults its area is 40 % of the disc's and 52 % of its convex hull's: by sight
    and by touch it is no full circle (QA34 L1: the kit's moon was the disc plus a bulge,
    near-full).

    Raises:
        ValueError: the two circles do not cross (``bite_dx`` and ``bite_r`` make no crescent).
    """
    d, b = bite_dx * r, bite_r * r
    x = (b * b - r * r - d * d) / (2 * d) if d > 0 else float("nan")
    if not -r < x < r:
        raise ValueError(f"no crescent with bite_dx={bite_dx}, bite_r={bite_r}")
    y = math.sqrt(r * r - x * x)
    cx -= (x + r) / 2                   # the horns are at cx + x, the back at cx + r
    outer_end, bite_end = math.atan2(y, x), math.atan2(y, x + d)
    outer = [(cx + r * math.cos(a), cy + r * math.sin(a))
             for a in (-outer_end + 2 * outer_end * i / (n - 1) for i in range(n))]
    bite = [(cx - d + b * math.cos(a), cy + b * math.sin(a))
            for a in (bite_end - 2 * bite_end * i / (n - 1) for i in range(1, n - 1))]
    return outer + bite             # the horns' points are the outer arc's ends


def colour_shape(shape: ColourShape, cx: float, cy: float, size: float) -> list[Polygon]:
    """Filled polygons drawing ``shape`` within a ``size`` square centred at (cx, cy)."""
    s = size / 2
    if shape is ColourShape.HEART:
        pts = []
        for i in range(48):
            t = 2 * math.pi * i / 48
            x = 16 * math.sin(t) ** 3
            y = 13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t)
            pts.append((cx + x / 17 * s, cy - (y + 2) / 17 * s))
        return [pts]
    if shape is ColourShape.MOON:
        return [crescent(cx, cy, s)]
    if shape is ColourShape.DROP:
        pts = []
        for i in range(40):
            t = 2 * math.pi * i / 40
            x = math.sin(t) * math.sin(t / 2) ** 1.0
            y = -math.cos(t)
            pts.append((cx + x * s * 0.75, cy + y * s))
        return [pts]
    if shape is ColourShape.FULL_CIRCLE:
        return [circle(cx, cy, s)]
    if shape is ColourShape.CLOVER:
        r = s * 0.36
        leaves = [circle(cx + dx * s * 0.42, cy + dy * s * 0.42 - s * 0.1, r, 24)
                  for dx, dy in ((-1, 0), (1, 0), (0, -1))]
        stem = rotated_rect(cx, cy + s * 0.5, s * 0.14, s * 0.9)
        return leaves + [stem]
    if shape is ColourShape.FOUR_DIAMONDS:
        d = s * 0.45
        return [[(x, y - d), (x + d, y), (x, y + d), (x - d, y)]
                for x, y in ((cx - d, cy - d), (cx + d, cy - d), (cx - d, cy + d), (cx + d, cy + d))]
    if shape is ColourShape.GRAPES:
        r = s * 0.22
        rows = ((-2, -2), (0, -2), (2, -2), (-1, 0), (1, 0), (0, 2))
        return [circle(cx + dx * r, cy + dy * r * 0.9, r, 16) for dx, dy in rows]
    if shape is ColourShape.FLOWER:
        r = s * 0.34
        petals = [circle(cx + s * 0.55 * math.cos(2 * math.pi * k / 5 - math.pi / 2),
                         cy + s * 0.55 * math.sin(2 * math.pi * k / 5 - math.pi / 2), r, 16)
                  for k in range(5)]
        return petals + [circle(cx, cy, r, 16)]
    if shape is ColourShape.THICK_CROSS:
        return cross(cx, cy, size, size * 0.38)
    if shape is ColourShape.FULL_SQUARE:
        return [rotated_rect(cx, cy, size * 0.9, size * 0.9)]
    raise ValueError(f"unknown colour shape {shape!r}")
