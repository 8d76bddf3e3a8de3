"""The deck adaptation kit: every size and position, in millimetres (single source of truth).

Readers, the synthetic renderer and the printable kit all take their geometry from here; no
drawing code lives in this module. ``docs/adaptation.md`` is the written spec.

Rule source: seed ``000_…``, section "Adaptation" (rank sticker top-left of every card but
rank 0; black cross above it on Other World cards; dot = 1, dotted circle = 5, dotted
square = 10; black cross on the Insane side of the Mythos tokens; colour-code shapes).
``shared/TABLE-CONDITIONS.md`` (cascades show only the top 25–40 mm; hand-applied stickers
±2 mm, ±10°, ±15 %) decides the *top band* layout.

Card coordinates: origin at the card's top-left corner as printed (the tactile sticker's
corner), x to the right, y down, millimetres. "Top" is the end carrying the tactile code.

>>> [e.shape.value for e in sticker_elements(7, False)]
['ring', 'dot', 'dot']
>>> card_marker_ids("the_boxer"), parse_marker_id(11), parse_marker_id(seat_marker_id(2))
((11, 11), ('card', card('the_boxer')), ('seat', 2))
>>> qr_payload("deep_one"), parse_qr_payload("LL:12")
('LL:12', card('deep_one'))
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import NamedTuple

from companion.cards import BY_CODE, Card, Edition, card, edition_cards

# --- The card --------------------------------------------------------------------------------

#: Standard card size (Lovecraft Letter uses 63 × 88 mm "standard" cards).
CARD_W_MM = 63.0
CARD_H_MM = 88.0
#: Radius of the printed card's rounded corners.
CARD_CORNER_RADIUS_MM = 3.0
#: Depth of the top band: everything that identifies a card lies within y ∈ [0, TOP_BAND_MM].
#: A cascaded discard pile shows only about the top 25–40 mm of older cards.
TOP_BAND_MM = 25.0

# --- Hand-application tolerances (TABLE-CONDITIONS.md) ------------------------------------
POSITION_TOL_MM = 2.0
ROTATION_TOL_DEG = 10.0
SIZE_TOL = 0.15          # relative: ±15 %


class Shape(str, Enum):
    """Tactile sticker shapes (seed 000 "Adaptation", "Stickers code numérique")."""

    DOT = "dot"          # a filled dot, worth 1
    RING = "ring"        # a circle with a dot in its centre ("rond pointé"), worth 5
    SQUARE = "square"    # a square outline with a dot in its centre ("carré pointé"), worth 10
    CROSS = "cross"      # a black cross: Other World card (or Insane side of a Mythos token)


#: Value of each counting shape.
SHAPE_VALUE = {Shape.DOT: 1, Shape.RING: 5, Shape.SQUARE: 10}


@dataclass(frozen=True)
class ShapeSpec:
    """Nominal size of a tactile shape.

    Attributes:
        size_mm: outer diameter (dot, ring), side (square) or arm span (cross).
        line_mm: stroke width of the ring/square outline or of the cross bars; 0 for a dot.
        centre_dot_mm: diameter of the dot in the middle of a ring/square; 0 if none.
    """

    size_mm: float
    line_mm: float = 0.0
    centre_dot_mm: float = 0.0


SHAPES = {
    Shape.DOT: ShapeSpec(4.0),
    Shape.RING: ShapeSpec(7.0, line_mm=1.0, centre_dot_mm=2.0),
    Shape.SQUARE: ShapeSpec(7.0, line_mm=1.0, centre_dot_mm=2.0),
    Shape.CROSS: ShapeSpec(8.0, line_mm=2.0),
}

# --- Tactile block layout (top-left of the card) ------------------------------------------
#: Left edge of the first rank-sticker element.
RANK_X0_MM = 4.0
#: Gap between neighbouring rank-sticker elements (edge to edge).
RANK_GAP_MM = 2.0
#: Centre line of the rank sticker row.
RANK_Y_MM = 16.5
#: Centre of the Other World cross (above the rank sticker).
CROSS_X_MM = 8.0
CROSS_Y_MM = 7.0
#: Highest value the tactile code is defined for here (one square = 10; a game rank is 0..8).
MAX_STICKER_VALUE = 19


class StickerElement(NamedTuple):
    """One tactile element as placed on a card (nominal, before hand-application jitter).

    ``x_mm``, ``y_mm`` is the element's centre in card coordinates; ``size_mm`` its
    outer size (see :class:`ShapeSpec`). Unpacks as ``(shape, x_mm, y_mm, size_mm)``.
    """

    shape: Shape
    x_mm: float
    y_mm: float
    size_mm: float


def rank_shapes(rank: int) -> list[Shape]:
    """The counting shapes encoding ``rank``, left to right: squares, circle, dots.

    ``rank_shapes(7) == [RING, DOT, DOT]``; ``rank_shapes(0) == []`` (rank 0 has no sticker).

    Raises:
        ValueError: ``rank`` outside 0..19.
    """
    if not isinstance(rank, int) or not 0 <= rank <= MAX_STICKER_VALUE:
        raise ValueError(f"rank must be an integer 0..{MAX_STICKER_VALUE}, got {rank!r}")
    tens, rest = divmod(rank, 10)
    fives, ones = divmod(rest, 5)
    return [Shape.SQUARE] * tens + [Shape.RING] * fives + [Shape.DOT] * ones


def decode_shapes(shapes: "list[Shape] | tuple[Shape, ...]") -> int:
    """The value of a row of counting shapes (crosses are ignored). Inverse of rank_shapes."""
    return sum(SHAPE_VALUE.get(Shape(s), 0) for s in shapes)


def sticker_elements(rank: int, other_world: bool) -> list[StickerElement]:
    """Every tactile element of a card with ``rank`` and ``other_world``, nominal positions.

    Order: the cross first (Other World only, centred at ``CROSS_X_MM, CROSS_Y_MM``), then the
    rank row left to right (squares, circle, dots) on the line ``y = RANK_Y_MM`` starting at
    ``x = RANK_X0_MM`` with ``RANK_GAP_MM`` between elements. Rank 0 has no rank sticker;
    a rank-0 Other World card has the cross only; Tommy Gun (rank 0, Arkham) has nothing.
    Positions: element centres, mm from the card's top-left corner (seed 000 "Adaptation").

    Raises:
        ValueError: ``rank`` outside 0..19.
    """
    out: list[StickerElement] = []
    if other_world:
        out.append(StickerElement(Shape.CROSS, CROSS_X_MM, CROSS_Y_MM, SHAPES[Shape.CROSS].size_mm))
    x = RANK_X0_MM
    for shape in rank_shapes(rank):
        size = SHAPES[shape].size_mm
        out.append(StickerElement(shape, x + size / 2, RANK_Y_MM, size))
        x += size + RANK_GAP_MM
    return out


def card_sticker_elements(card_key: str) -> list[StickerElement]:
    """:func:`sticker_elements` for a card key (``Card.rank``, ``Card.other_world``).

    Raises:
        KeyError: unknown card key.
    """
    c = card(card_key)
    return sticker_elements(c.rank, c.other_world)


# --- Printed code markers (ArUco) ---------------------------------------------------------
#: The ArUco dictionary (``cv2.aruco.getPredefinedDictionary(getattr(cv2.aruco, ARUCO_DICT))``).
#: 4×4 bits: the biggest cells for a given size, which matters at 720p (TABLE-CONDITIONS).
ARUCO_DICT = "DICT_4X4_50"
ARUCO_DICT_SIZE = 50
#: Cells across a marker including its black border (4 data bits + 2 border cells).
ARUCO_CELLS = 6
#: Card marker ids are the cards' codes (``Card.code``, unique across editions): 1..39.
CARD_ID_MAX = 39
#: Seat markers: seat n (1..6) has id SEAT_ID_BASE + n - 1, i.e. 40..45.
SEAT_ID_BASE = 40
MAX_SEATS = 6
#: Ids 0 and 46..49 are reserved (not printed); a reader ignores them.


class MarkerRole(str, Enum):
    """Where a card marker sits."""

    TOP = "top"          # top-right corner of the top band, upright
    BOTTOM = "bottom"    # bottom-left corner, turned 180° (the top band of a reversed card)


@dataclass(frozen=True)
class MarkerPlacement:
    """One printed ArUco marker on a card.

    Attributes:
        role: :class:`MarkerRole`.
        x_mm, y_mm: the marker's centre, card coordinates.
        size_mm: side of the black marker square (border included, quiet zone excluded).
        rotation_deg: the marker's rotation relative to the card, clockwise in the image
            (y down): 0 = the marker's own top edge faces the card's top edge.
        quiet_mm: white margin around the black square on the label (label side =
            ``size_mm + 2 * quiet_mm``).
    """

    role: MarkerRole
    x_mm: float
    y_mm: float
    size_mm: float
    rotation_deg: float
    quiet_mm: float

    @property
    def label_mm(self) -> float:
        """Side of the printed square label (marker + quiet zone)."""
        return self.size_mm + 2 * self.quiet_mm

    def corners_mm(self) -> tuple[tuple[float, float], ...]:
        """The marker's four corners in card mm, in ArUco order (the marker's own
        top-left, top-right, bottom-right, bottom-left, as a detector returns them)."""
        h = self.size_mm / 2
        own = ((-h, -h), (h, -h), (h, h), (-h, h))
        if self.rotation_deg % 360 == 180:
            own = tuple((-x, -y) for x, y in own)
        elif self.rotation_deg % 360 != 0:
            raise ValueError("only 0° and 180° marker placements are defined")
        return tuple((self.x_mm + x, self.y_mm + y) for x, y in own)


#: Side of the card marker's black square, and its white quiet zone. 20 mm: at 720p over a
#: 90 cm wide table a cell is ~4.7 px (16 mm gave ~3.8 px). The label is always printed
#: white (or cream) with its quiet zone: ArUco needs light all round the black border, so a
#: marker on transparent film is not an allowed kit (transparent film is fine for the
#: tactile stickers only).
CARD_MARKER_MM = 20.0
CARD_MARKER_QUIET_MM = 2.0
#: Margins of the top label from the card's right and top edges.
CARD_MARKER_RIGHT_MM = 1.5
CARD_MARKER_TOP_MM = 0.5
_M_CX = CARD_W_MM - CARD_MARKER_RIGHT_MM - CARD_MARKER_QUIET_MM - CARD_MARKER_MM / 2  # 49.5
_M_CY = CARD_MARKER_TOP_MM + CARD_MARKER_QUIET_MM + CARD_MARKER_MM / 2                # 12.5
#: Label colours the kit allows under a card marker (``Conditions.labels`` "transparent"
#: applies to the tactile stickers' labels only).
MARKER_LABELS = ("white", "cream")

#: The card markers: the same id twice, point-symmetric about the card's centre, so the
#: exposed end of a card shows a marker at its right corner whichever way round the card was
#: put down; in the marker's own frame the card outline is the same for both.
CARD_MARKERS: tuple[MarkerPlacement, ...] = (
    MarkerPlacement(MarkerRole.TOP, _M_CX, _M_CY, CARD_MARKER_MM, 0.0, CARD_MARKER_QUIET_MM),
    MarkerPlacement(MarkerRole.BOTTOM, CARD_W_MM - _M_CX, CARD_H_MM - _M_CY, CARD_MARKER_MM,
                    180.0, CARD_MARKER_QUIET_MM),
)

# --- QR code (optional, for close views of a fully visible card) ---------------------------
QR_PREFIX = "LL:"
#: Side of the QR symbol (quiet zone excluded) and its quiet zone; centred just below the top
#: band, so it shows on the newest (fully visible) card of a pile and on a card held up.
QR_MM = 20.0
QR_QUIET_MM = 2.0
QR_X_MM = CARD_W_MM / 2
QR_Y_MM = TOP_BAND_MM + QR_QUIET_MM + QR_MM / 2 + 1.0   # 38.0


def _card_obj(card_key: "str | Card") -> Card:
    return card_key if isinstance(card_key, Card) else card(card_key)


def card_marker_ids(card_key: "str | Card") -> tuple[int, ...]:
    """The ArUco ids printed on ``card_key``, one per :data:`CARD_MARKERS` entry (all equal
    to ``Card.code``).

    Raises:
        KeyError: unknown card key.
    """
    c = _card_obj(card_key)
    if not 1 <= c.code <= CARD_ID_MAX:
        raise ValueError(f"card {c.key} has code {c.code}, outside the card id range "
                         f"1..{CARD_ID_MAX} of {ARUCO_DICT}")
    return tuple(c.code for _ in CARD_MARKERS)


def seat_marker_id(seat: int) -> int:
    """The ArUco id of the seat marker of ``seat`` (1..6).

    Raises:
        ValueError: seat outside 1..6.
    """
    if not isinstance(seat, int) or not 1 <= seat <= MAX_SEATS:
        raise ValueError(f"seat must be 1..{MAX_SEATS}, got {seat!r}")
    return SEAT_ID_BASE + seat - 1


def parse_marker_id(marker_id: int) -> "tuple[str, Card | int] | None":
    """What a detected ArUco id means: ``('card', Card)``, ``('seat', n)`` or ``None``
    (reserved or unused id: ignore the marker)."""
    try:
        marker_id = int(marker_id)
    except (TypeError, ValueError):
        return None
    if 1 <= marker_id <= CARD_ID_MAX and marker_id in BY_CODE:
        return ("card", BY_CODE[marker_id])
    if SEAT_ID_BASE <= marker_id < SEAT_ID_BASE + MAX_SEATS:
        return ("seat", marker_id - SEAT_ID_BASE + 1)
    return None


def qr_payload(card_key: "str | Card") -> str:
    """The text of a card's QR code: ``"LL:<code>"``.

    Raises:
        KeyError: unknown card key.
    """
    return f"{QR_PREFIX}{_card_obj(card_key).code}"


def parse_qr_payload(text: "str | bytes") -> "Card | None":
    """The card a QR text names (``"LL:<code>"``, surrounding spaces allowed), else ``None``."""
    if isinstance(text, bytes):
        text = text.decode("utf-8", "replace")
    text = str(text).strip()
    if not text.upper().startswith(QR_PREFIX):
        return None
    digits = text[len(QR_PREFIX):].strip()
    if not digits.isdigit():
        return None
    return BY_CODE.get(int(digits))


# --- Seat markers ----------------------------------------------------------------------------
class ColourShape(str, Enum):
    """Colour-code shapes of the seed (seed 000 "Stickers code couleur"): shape = colour."""

    HEART = "heart"            # red
    MOON = "moon"              # yellow
    DROP = "drop"              # blue
    FULL_CIRCLE = "full_circle"  # orange
    CLOVER = "clover"          # green
    FOUR_DIAMONDS = "four_diamonds"  # brown
    GRAPES = "grapes"          # purple
    FLOWER = "flower"          # pink
    THICK_CROSS = "thick_cross"  # black
    FULL_SQUARE = "full_square"  # white


#: Colour of each colour-code shape: (name, BGR).
COLOUR_OF = {
    ColourShape.HEART: ("red", (40, 40, 220)),
    ColourShape.MOON: ("yellow", (40, 220, 240)),
    ColourShape.DROP: ("blue", (200, 110, 30)),
    ColourShape.FULL_CIRCLE: ("orange", (30, 140, 250)),
    ColourShape.CLOVER: ("green", (60, 170, 50)),
    ColourShape.FOUR_DIAMONDS: ("brown", (30, 70, 130)),
    ColourShape.GRAPES: ("purple", (140, 40, 120)),
    ColourShape.FLOWER: ("pink", (180, 130, 250)),
    ColourShape.THICK_CROSS: ("black", (20, 20, 20)),
    ColourShape.FULL_SQUARE: ("white", (245, 245, 245)),
}

#: Seat n's colour shape: the first six of the seed's list, in order.
SEAT_SHAPES = (ColourShape.HEART, ColourShape.MOON, ColourShape.DROP,
               ColourShape.FULL_CIRCLE, ColourShape.CLOVER, ColourShape.FOUR_DIAMONDS)


@dataclass(frozen=True)
class SeatMarkerSpec:
    """The seat tile laid beside each player's discard pile (:data:`SEAT_TILE_SIDE_MM`).

    A card-sized tile: the ArUco marker in the upper part, the tactile colour shape below it.
    Coordinates in tile mm, origin top-left; "top" faces the table centre.
    """

    w_mm: float = CARD_W_MM
    h_mm: float = CARD_H_MM
    marker_mm: float = 40.0
    quiet_mm: float = 4.0
    marker_x_mm: float = CARD_W_MM / 2
    marker_y_mm: float = 26.0
    shape_mm: float = 24.0
    shape_x_mm: float = CARD_W_MM / 2
    shape_y_mm: float = 66.0


SEAT_MARKER = SeatMarkerSpec()

#: Where the seat tile lies (the one lay-out used by the renderer, the layout and the doc):
#: beside the player's discard pile, on the player's **left**, its centre this far from the
#: pile's centre line, level with the pile's near end (nearest the player; the pile grows toward it),
#: top toward the table centre like the cards.
SEAT_TILE_SIDE_MM = 1.25 * CARD_W_MM


def seat_shape(seat: int) -> ColourShape:
    """The colour-code shape of ``seat`` (1..6): heart, moon, drop, full circle, clover,
    four diamonds.

    Raises:
        ValueError: seat outside 1..6.
    """
    seat_marker_id(seat)
    return SEAT_SHAPES[seat - 1]


# --- Mythos tokens -----------------------------------------------------------------------------
#: Black cross on the Insane side of each Mythos token (seed 000 "Adaptation").
TOKEN_CROSS_MM = 10.0
TOKEN_CROSS_LINE_MM = 2.5
#: Crosses to print per box of tokens: one per token, as any token can be won Insane. Every
#: edition's box holds 18 (seed 002 "18 Mythos Tokens", seed 000 "18 pions mythe", seed 003
#: "18 jetons", seed 004 "18 fichas de Cordura"); QA34 M3: the kit printed one per player.
TOKEN_STICKERS = 18


def top_band_ok(x_mm: float, y_mm: float, half_extent_mm: float = 0.0) -> bool:
    """True when a point (with a half extent) lies inside the card's top band."""
    return (half_extent_mm <= x_mm <= CARD_W_MM - half_extent_mm
            and half_extent_mm <= y_mm <= TOP_BAND_MM - half_extent_mm)


def candidates_for(value: int, other_world: bool | None, edition: "str | Edition"
                   ) -> tuple[str, ...]:
    """Card keys of ``edition`` whose tactile code is rank ``value`` with the Other World
    cross (``True``), without it (``False``) or either (``None``: the cross could not be
    judged), sorted; empty when no card fits. A 0 with a cross is ``("rlyeh",
    "stowaway_eggs")`` in the arkham edition: both are reported, the tracker decides."""
    return tuple(sorted(c.key for c in edition_cards(edition) if c.rank == value
                        and (other_world is None or c.other_world == other_world)))
