"""Put it together: a :class:`~vision.render.scene.Scene` in, a frame and its ground truth out."""
from __future__ import annotations

import math
from dataclasses import dataclass

import cv2
import numpy as np

from vision import adaptation as A
from vision.render import effects
from vision.render.camera import Camera, camera_for
from vision.render.cloth import tablecloth
from vision.render.face import TEX_PX_PER_MM, Face, card_back, card_face, seat_tile
from vision.render.occluders import hand, mug
from vision.render.scene import CardPose, Scene, SeatTile
from vision.render.truth import CardTruth, ElementTruth, FrameTruth, MarkerTruth, SeatTruth

_LABELS = ("white", "cream", "transparent")
_SHIFT = 4


def _card_to_table(pose, w=A.CARD_W_MM, h=A.CARD_H_MM) -> np.ndarray:
    a = math.radians(pose.angle_deg)
    ca, sa = math.cos(a), math.sin(a)
    rot = np.array([[ca, -sa, 0], [sa, ca, 0], [0, 0, 1.0]])
    t1 = np.array([[1, 0, -w / 2], [0, 1, -h / 2], [0, 0, 1.0]])
    t2 = np.array([[1, 0, pose.x_mm], [0, 1, pose.y_mm], [0, 0, 1.0]])
    return t2 @ rot @ t1


def _apply(m: np.ndarray, pts) -> np.ndarray:
    p = np.asarray(pts, np.float64).reshape(-1, 2)
    q = np.c_[p, np.ones(len(p))] @ m.T
    return q[:, :2] / q[:, 2:3]


#: Strips a curled card is drawn in (flat pieces along its curl).
BEND_STRIPS = 16


@dataclass(frozen=True)
class CardSurface:
    """How one copy curls (TABLE-CONDITIONS.md: bent and curled cards): its height above
    the table is ``lift_mm × t²`` (edges up) or ``lift_mm × (1 − t²)`` (middle up), with
    ``t`` from −1 to 1 across the card's width, or along its length when
    ``along_length``."""

    lift_mm: float
    along_length: bool
    edges_up: bool

    def height(self, pts_mm: np.ndarray) -> np.ndarray:
        """Height in mm above the table of card points (``N×2`` card mm)."""
        pts = np.asarray(pts_mm, np.float64).reshape(-1, 2)
        t = (pts[:, 1] / A.CARD_H_MM if self.along_length else pts[:, 0] / A.CARD_W_MM) * 2 - 1
        return self.lift_mm * (t * t if self.edges_up else 1 - t * t)


def card_surface(pose, bend_mm: float) -> CardSurface | None:
    """The curl of card ``pose`` (a :class:`CardPose`; seat tiles lie flat) when cards
    curl up to ``bend_mm`` mm; ``None`` when flat. Stable per copy (``pose.variant``)."""
    if bend_mm <= 0 or not isinstance(pose, CardPose):
        return None
    rng = np.random.default_rng([pose.variant, 0xBE4D])
    return CardSurface(float(bend_mm * rng.uniform(0.3, 1.0)), bool(rng.random() < 0.5),
                       bool(rng.random() < 0.7))


@dataclass(frozen=True)
class Placement:
    """Where a card's face lands in the frame: card mm → image px, flat (``card_px``, a
    3×3 homography) or curled (``surface`` through the camera's 3D ``projection``)."""

    card_px: np.ndarray
    table: np.ndarray                  # 3×3: card mm → table mm
    cam: Camera
    surface: CardSurface | None = None

    def __call__(self, pts_mm) -> np.ndarray:
        """Image px (``N×2``) of card points (``N×2`` mm)."""
        if self.surface is None:
            return _apply(self.card_px, pts_mm)
        pts = np.asarray(pts_mm, np.float64).reshape(-1, 2)
        return self.cam.project_3d(np.c_[_apply(self.table, pts), self.surface.height(pts)])


def _draw(frame, idmap, face: Face, place: Placement, ident: int) -> np.ndarray:
    """Warp ``face`` onto ``frame`` where ``place`` puts it; return the card polygon (its
    four corners, px)."""
    if place.surface is not None:
        return _draw_curled(frame, idmap, face, place, ident)
    card_px = place.card_px
    h, w = frame.shape[:2]
    poly = _apply(card_px, ((0, 0), (A.CARD_W_MM, 0), (A.CARD_W_MM, A.CARD_H_MM),
                            (0, A.CARD_H_MM)))
    x0, y0 = np.floor(poly.min(axis=0)).astype(int)
    x1, y1 = np.ceil(poly.max(axis=0)).astype(int) + 1
    cx0, cy0, cx1, cy1 = max(x0, 0), max(y0, 0), min(x1, w), min(y1, h)
    if cx1 <= cx0 or cy1 <= cy0:
        return poly
    scale = math.sqrt(max(cv2.contourArea(poly.astype(np.float32)), 1.0)
                      / (A.CARD_W_MM * A.CARD_H_MM))        # px per mm here
    tex = _texture(face, scale)
    tex_s = tex.shape[1] / A.CARD_W_MM
    m = np.array([[1, 0, -cx0], [0, 1, -cy0], [0, 0, 1.0]]) @ card_px @ np.diag(
        [1 / tex_s, 1 / tex_s, 1.0])
    bw, bh = cx1 - cx0, cy1 - cy0
    warped = cv2.warpPerspective(tex, m, (bw, bh), flags=cv2.INTER_LINEAR,
                                 borderMode=cv2.BORDER_REPLICATE)
    mask = np.zeros((bh, bw), np.uint8)
    pts = np.round((poly - (cx0, cy0)) * (1 << _SHIFT)).astype(np.int32)
    cv2.fillConvexPoly(mask, pts, 255, cv2.LINE_AA, _SHIFT)
    roi = frame[cy0:cy1, cx0:cx1]
    a = mask.astype(np.float32)[..., None] / 255.0
    roi[:] = (roi * (1 - a) + warped * a).astype(np.uint8)
    cv2.fillConvexPoly(idmap[cy0:cy1, cx0:cx1], pts, ident, 8, _SHIFT)
    return poly


def _texture(face: Face, scale: float) -> np.ndarray:
    """The face's texture level for ``scale`` px per mm in the frame (no aliasing)."""
    level = 0
    while level < len(face.levels) - 1 and TEX_PX_PER_MM / 2 ** (level + 1) >= 1.5 * scale:
        level += 1
    return face.levels[level] if face.levels else face.image


def _draw_curled(frame, idmap, face: Face, place: Placement, ident: int) -> np.ndarray:
    """A curled card: :data:`BEND_STRIPS` flat strips along its curl, each with its own
    homography, sampled in one ``cv2.remap`` (no seams) inside the card's outline."""
    h, w = frame.shape[:2]
    cw, ch = A.CARD_W_MM, A.CARD_H_MM
    ts = np.linspace(0.0, 1.0, BEND_STRIPS + 1)
    if place.surface.along_length:
        side_a, side_b = [(0.0, ch * t) for t in ts], [(cw, ch * t) for t in ts]
    else:
        side_a, side_b = [(cw * t, ch) for t in ts], [(cw * t, 0.0) for t in ts]
    a_px, b_px = place(side_a), place(side_b)
    outline = np.vstack([a_px, b_px[::-1]])
    x0, y0 = np.floor(outline.min(axis=0)).astype(int)
    x1, y1 = np.ceil(outline.max(axis=0)).astype(int) + 1
    cx0, cy0, cx1, cy1 = max(x0, 0), max(y0, 0), min(x1, w), min(y1, h)
    corners = place(((0, 0), (cw, 0), (cw, ch), (0, ch)))
    if cx1 <= cx0 or cy1 <= cy0:
        return corners
    bw, bh = cx1 - cx0, cy1 - cy0
    scale = math.sqrt(max(cv2.contourArea(outline.astype(np.float32)), 1.0) / (cw * ch))
    tex = _texture(face, scale)
    tex_s = tex.shape[1] / cw
    strips = np.zeros((bh, bw), np.uint8)
    origin = np.array([cx0, cy0], np.float64)
    quads = []
    for k in range(BEND_STRIPS):
        img = np.array([a_px[k], b_px[k], b_px[k + 1], a_px[k + 1]]) - origin
        src = np.array([side_a[k], side_b[k], side_b[k + 1], side_a[k + 1]]) * tex_s
        quads.append(cv2.getPerspectiveTransform(img.astype(np.float32),
                                                 src.astype(np.float32)))
        cv2.fillConvexPoly(strips, np.round(img * (1 << _SHIFT)).astype(np.int32), k + 1,
                           8, _SHIFT)
    map_x = np.full((bh, bw), -1.0, np.float32)
    map_y = np.full((bh, bw), -1.0, np.float32)
    for k, inv in enumerate(quads):
        ys, xs = np.nonzero(strips == k + 1)
        if len(xs):
            q = np.c_[xs, ys, np.ones(len(xs))] @ inv.T
            map_x[ys, xs] = q[:, 0] / q[:, 2]
            map_y[ys, xs] = q[:, 1] / q[:, 2]
    warped = cv2.remap(tex, map_x, map_y, cv2.INTER_LINEAR, borderMode=cv2.BORDER_REPLICATE)
    mask = np.zeros((bh, bw), np.uint8)
    pts = np.round((outline - origin) * (1 << _SHIFT)).astype(np.int32)
    cv2.fillPoly(mask, [pts], 255, cv2.LINE_AA, _SHIFT)
    roi = frame[cy0:cy1, cx0:cx1]
    alpha = mask.astype(np.float32)[..., None] / 255.0
    roi[:] = (roi * (1 - alpha) + warped * alpha).astype(np.uint8)
    cv2.fillPoly(idmap[cy0:cy1, cx0:cx1], [pts], ident, 8, _SHIFT)
    return corners


def _visible(idmap, poly, ident) -> float:
    """Share of polygon ``poly`` (px) inside the frame and showing item ``ident``."""
    h, w = idmap.shape
    poly = np.asarray(poly, np.float64)
    x0, y0 = np.floor(poly.min(axis=0)).astype(int)
    x1, y1 = np.ceil(poly.max(axis=0)).astype(int) + 1
    mask = np.zeros((y1 - y0, x1 - x0), np.uint8)
    cv2.fillConvexPoly(mask, np.round((poly - (x0, y0)) * (1 << _SHIFT)).astype(np.int32), 1,
                       8, _SHIFT)
    total = int(mask.sum())
    if total == 0:
        return 0.0
    cx0, cy0, cx1, cy1 = max(x0, 0), max(y0, 0), min(x1, w), min(y1, h)
    if cx1 <= cx0 or cy1 <= cy0:
        return 0.0
    sub = mask[cy0 - y0:cy1 - y0, cx0 - x0:cx1 - x0]
    shown = int(np.count_nonzero(sub & (idmap[cy0:cy1, cx0:cx1] == ident)))
    return shown / total


def _point_shows(idmap, pt, ident) -> bool:
    h, w = idmap.shape
    x, y = int(round(pt[0])), int(round(pt[1]))
    return 0 <= x < w and 0 <= y < h and int(idmap[y, x]) == ident


def _t(a) -> tuple:
    return tuple(tuple(float(v) for v in p) for p in a)


def render_table(scene: Scene) -> tuple[np.ndarray, FrameTruth]:
    """Render ``scene`` as a camera frame and its exact ground truth.

    Returns:
        ``(frame, truth)``: ``frame`` is ``H×W×3 uint8 BGR`` (``Conditions.size``); ``truth``
        a :class:`~vision.render.truth.FrameTruth` (polygons in px of this frame).

    The same scene (same seeds) gives the same frame, byte for byte.
    """
    cond = scene.conditions
    cam: Camera = camera_for(cond)
    hm = cam.homography
    w, h = cond.size
    rng = np.random.default_rng([scene.seed, cond.seed])
    frame = tablecloth(cond.tablecloth, cam, scene.seed).copy()
    idmap = np.full((h, w), -1, np.int16)
    items: list[tuple[object, Face, Placement]] = []

    def place(obj) -> Placement:
        table = _card_to_table(obj)
        return Placement(hm @ table, table, cam, card_surface(obj, cond.bend_mm))

    for tile in scene.seat_tiles:
        items.append((tile, seat_tile(tile.seat), place(tile)))
    for pose in scene.cards:
        if pose.key is None:
            face = card_back()
        else:
            label = cond.labels if cond.labels != "mixed" else _LABELS[pose.variant % 3]
            face = card_face(pose.key, pose.variant, label, cond.jitter, cond.markers, cond.qr,
                             cond.tactile, cond.artwork_distractors)
        items.append((pose, face, place(pose)))
    polys = []
    spots = []
    for ident, (obj, face, placement) in enumerate(items):
        poly = _draw(frame, idmap, face, placement, ident)
        polys.append(poly)
        if cond.glare and isinstance(obj, CardPose) and rng.random() < cond.glare:
            k = int(rng.integers(0, 4))
            c = poly.mean(axis=0)
            p = poly[k] * 0.7 + c * 0.3
            r = cam.px_per_mm * rng.uniform(10, 20)
            spots.append((float(p[0]), float(p[1]), r, r * rng.uniform(0.4, 0.8),
                          float(rng.uniform(0, 180)), float(rng.uniform(0.6, 0.95)), ident))
    occl = []
    targets = [(c.x_mm, c.y_mm) for c in scene.cards] or [(0.0, 0.0)]
    for _ in range(cond.hands):
        occl += hand(frame, idmap, cam, rng, targets[int(rng.integers(0, len(targets)))])
    for _ in range(cond.mugs):
        occl += mug(frame, idmap, cam, rng, targets[int(rng.integers(0, len(targets)))])
    frame = effects.lighting(frame, cond, rng)
    frame = effects.glare(frame, spots, idmap)
    frame = effects.depth_of_field(frame, cond.focus_blur)
    frame = effects.blur(frame, cond.blur)
    frame = effects.noise(frame, cond.noise, scene.seed * 1000003 + cond.seed)
    frame = effects.jpeg(frame, cond.jpeg_quality)
    # --- ground truth ---------------------------------------------------------------------
    cards, seats = [], []
    band = ((0, 0), (A.CARD_W_MM, 0), (A.CARD_W_MM, A.TOP_BAND_MM), (0, A.TOP_BAND_MM))
    for ident, ((obj, face, placement), poly) in enumerate(zip(items, polys)):
        markers = []
        for pm in face.markers:
            corners = placement(pm.corners_mm)
            markers.append(MarkerTruth(pm.marker_id, pm.role, _t(corners),
                                       _visible(idmap, corners, ident)))
        if isinstance(obj, SeatTile):
            seats.append(SeatTruth(obj.seat, markers[0]))
            continue
        centroid = poly.mean(axis=0)
        corners_vis = tuple(_point_shows(idmap, p + 2.5 * (centroid - p) / max(
            1e-6, np.linalg.norm(centroid - p)), ident) for p in poly)
        top_band = placement(band)
        up = (poly[0] + poly[1]) / 2 - (poly[2] + poly[3]) / 2
        up = up / max(1e-9, np.linalg.norm(up))
        elements = []
        for e in face.elements:
            c = placement([(e.x_mm, e.y_mm)])[0]
            edge = placement([(e.x_mm + e.size_mm / 2, e.y_mm)])[0]
            elements.append(ElementTruth(e.shape.value, (float(c[0]), float(c[1])),
                                         float(2 * np.linalg.norm(edge - c)),
                                         _point_shows(idmap, c, ident)))
        qr = qr_vis = None
        if face.qr_corners_mm:
            q = placement(face.qr_corners_mm)
            qr, qr_vis = _t(q), _visible(idmap, q, ident)
        cards.append(CardTruth(
            key=obj.key, seat=obj.seat, index=obj.index, zone=obj.zone, polygon=_t(poly),
            top_band=_t(top_band), up=(float(up[0]), float(up[1])),
            visible_fraction=_visible(idmap, poly, ident),
            top_band_visible_fraction=_visible(idmap, top_band, ident),
            corners_visible=corners_vis, markers=tuple(markers), elements=tuple(elements),
            qr=qr, qr_visible_fraction=qr_vis or 0.0))
    truth = FrameTruth(size=(w, h), homography=_t(hm), px_per_mm=cam.px_per_mm,
                       cards=tuple(cards), seats=tuple(seats), occluders=tuple(occl))
    return frame, truth
