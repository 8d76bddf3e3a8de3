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
        outer = [(cx + s * math.cos(a), cy + s * math.sin(a))
                 for a in (math.radians(d) for d in range(60, 301, 8))]
        inner = [(cx + s * 0.35 + s * 0.8 * math.cos(a), cy + s * 0.8 * math.sin(a))
                 for a in (math.radians(d) for d in range(-100, 101, 8))]
        # outer arc on the left (60°..300° going through 180°), inner arc back
        outer = [(cx - (x - cx), y) for x, y in outer]
        inner = [(cx - (x - cx), y) for x, y in inner]
        return [outer + inner]
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
