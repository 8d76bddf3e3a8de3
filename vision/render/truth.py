"""Ground truth of a rendered frame: what is where, and which part of it the camera can see.

Image coordinates in px (x right, y down) of the frame as rendered. A part is *visible* when it
lies inside the frame and no later card, hand or mug covers it (computed per pixel); lighting,
glare and blur are not taken into account (they are what the readers must survive).
"""
from __future__ import annotations

from dataclasses import dataclass

Point = tuple[float, float]
Quad = tuple[Point, Point, Point, Point]

#: A marker counts as visible when at least this fraction of it shows.
MARKER_VISIBLE = 0.98


@dataclass(frozen=True)
class MarkerTruth:
    """A printed ArUco marker: id, role (``top``/``bottom``/``seat``), corners in ArUco order
    (the marker's own TL, TR, BR, BL; what ``ArucoDetector`` returns), visibility."""

    marker_id: int
    role: str
    corners: Quad
    visible_fraction: float

    @property
    def visible(self) -> bool:
        """True when the whole marker shows (at least :data:`MARKER_VISIBLE` of it)."""
        return self.visible_fraction >= MARKER_VISIBLE


@dataclass(frozen=True)
class ElementTruth:
    """A tactile element as stuck: shape name, centre px, size px (outer size along the card),
    visible when its centre shows."""

    shape: str
    center: Point
    size_px: float
    visible: bool


@dataclass(frozen=True)
class CardTruth:
    """One card instance in the frame.

    Attributes:
        key: card key, ``None`` for a face-down deck card.
        seat: seat whose discard zone holds it, ``None`` for deck/set-aside.
        index: position in its pile (0 = oldest, drawn first).
        zone: ``"discard"``, ``"set_aside"`` or ``"deck"``.
        polygon: the card's corners in px, card order TL, TR, BR, BL (TL = the tactile corner).
        top_band: the top band's corners in px (TL, TR, then the band's BR, BL).
        up: unit vector in px pointing to the card's top edge.
        visible_fraction: share of the card's area that shows.
        top_band_visible_fraction: share of the top band that shows.
        corners_visible: per card corner (TL, TR, BR, BL): inside the frame and not covered.
        markers: the card's ArUco markers (empty for the deck or without markers).
        elements: the tactile elements.
        qr: the QR symbol's corners when printed, else ``None``; ``qr_visible_fraction``.
    """

    key: str | None
    seat: int | None
    index: int
    zone: str
    polygon: Quad
    top_band: Quad
    up: Point
    visible_fraction: float
    top_band_visible_fraction: float
    corners_visible: tuple[bool, bool, bool, bool]
    markers: tuple[MarkerTruth, ...] = ()
    elements: tuple[ElementTruth, ...] = ()
    qr: Quad | None = None
    qr_visible_fraction: float = 0.0

    @property
    def upside_down(self) -> bool:
        """True when the card's top points down the image (its reader sits across the table)."""
        return self.up[1] > 0.5

    @property
    def visible_markers(self) -> tuple[MarkerTruth, ...]:
        """The markers that show whole."""
        return tuple(m for m in self.markers if m.visible)


@dataclass(frozen=True)
class SeatTruth:
    """A seat tile: seat number, its marker."""

    seat: int
    marker: MarkerTruth


@dataclass(frozen=True)
class FrameTruth:
    """Everything known about a rendered frame.

    Attributes:
        size: ``(width, height)`` px.
        homography: 3×3 table-mm → px matrix, as nested tuples.
        px_per_mm: scale at the frame centre.
        cards: every card in drawing order (older first).
        seats: the seat tiles.
        occluders: outlines (px) of hands and mugs.
    """

    size: tuple[int, int]
    homography: tuple[tuple[float, ...], ...]
    px_per_mm: float
    cards: tuple[CardTruth, ...]
    seats: tuple[SeatTruth, ...] = ()
    occluders: tuple[tuple[Point, ...], ...] = ()

    def zone(self, seat: int) -> tuple[CardTruth, ...]:
        """The cards of ``seat``'s discard zone, oldest first."""
        return tuple(sorted((c for c in self.cards if c.zone == "discard" and c.seat == seat),
                            key=lambda c: c.index))
