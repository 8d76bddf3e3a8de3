"""The synthetic table renderer: camera frames of a Lovecraft Letter table with exact ground
truth, for tests, benchmarks and the demo.

>>> from vision.render import build_scene, render_table, Conditions
>>> scene = build_scene({1: ["the_boxer", "cultists"], 2: ["deep_one"]}, seats=2,
...                     conditions=Conditions(size=(640, 360)), seed=1)
>>> frame, truth = render_table(scene)
>>> frame.shape, [c.key for c in truth.zone(1)], truth.zone(2)[0].upside_down
((360, 640, 3), ['the_boxer', 'cultists'], True)
"""
from vision.render.camera import Camera, camera_for
from vision.render.compose import render_table
from vision.render.scene import (CASCADES, LABELS, PRESETS, RESOLUTIONS, TABLECLOTHS, CardPose,
                                 Conditions, Scene, SeatTile, build_scene, seat_direction)
from vision.render.truth import CardTruth, ElementTruth, FrameTruth, MarkerTruth, SeatTruth

__all__ = [
    "CASCADES", "LABELS", "PRESETS", "RESOLUTIONS", "TABLECLOTHS", "Camera", "CardPose",
    "CardTruth", "Conditions", "ElementTruth", "FrameTruth", "MarkerTruth", "Scene", "SeatTile",
    "SeatTruth", "build_scene", "camera_for", "render_table", "seat_direction",
]
