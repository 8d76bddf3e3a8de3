"""The printable adaptation kit: sticker sheets at true size, as a PDF (fpdf2, millimetres).

Pages:
    1. how to print and apply, the 50 mm calibration ruler, a true-size placement guide;
    2. seat tiles (ArUco seat markers with their colour shapes) and the token crosses (Mythos
       tokens, or the original edition's Sanity tokens: :func:`token_name`);
    3. then, per edition, one cell per physical card copy: the card's top band at true size with
       the tactile rank sticker's shapes as cut guides at their place, and the two marker labels
       (top-right and bottom-left corners, same id); then the optional QR labels.

Every page carries the ruler and the "print at 100 %" line. Geometry: ``vision.adaptation``;
rule source: seed 000 "Adaptation"; spec: ``docs/adaptation.md``.
"""
from __future__ import annotations

import io
from functools import lru_cache
from pathlib import Path
from typing import Iterable, Sequence

import cv2
from fpdf import FPDF

from companion.cards import Edition, card, deck_list
from vision import adaptation as A
from vision.shapes import colour_shape, cross

PAPERS = {"a4": "A4", "letter": "Letter"}
MARGIN_MM = 10.0
RULER_MM = 50.0
PRINT_NOTE = ("Print at 100 % scale (\"actual size\", no \"fit to page\"). "
              "Check: the ruler must measure exactly 50 mm.")
BAND_GUIDE_MM = 31.0
CELL_W_MM = BAND_GUIDE_MM + 2 * (A.CARD_MARKERS[0].label_mm + 1.5)
CELL_H_MM = 30.0


@lru_cache(maxsize=64)
def _marker_png(marker_id: int, px_per_cell: int = 16) -> bytes:
    d = cv2.aruco.getPredefinedDictionary(getattr(cv2.aruco, A.ARUCO_DICT))
    img = cv2.aruco.generateImageMarker(d, int(marker_id), A.ARUCO_CELLS * px_per_cell,
                                        borderBits=1)
    ok, buf = cv2.imencode(".png", img)
    return buf.tobytes()


@lru_cache(maxsize=64)
def _qr_png(text: str, px_per_module: int = 8) -> bytes:
    code = cv2.QRCodeEncoder.create().encode(text)
    code = code[2:-2, 2:-2]                         # our own quiet zone is the label's margin
    big = cv2.resize(code, (code.shape[1] * px_per_module, code.shape[0] * px_per_module),
                     interpolation=cv2.INTER_NEAREST)
    ok, buf = cv2.imencode(".png", big)
    return buf.tobytes()


def _poly(pdf: FPDF, pts, style="F") -> None:
    pdf.polygon([(float(x), float(y)) for x, y in pts], style=style)


def _cut_box(pdf: FPDF, x, y, w, h) -> None:
    pdf.set_draw_color(150, 150, 150)
    pdf.set_line_width(0.2)
    pdf.set_dash_pattern(dash=1.0, gap=1.0)
    pdf.rect(x, y, w, h)
    pdf.set_dash_pattern()
    pdf.set_draw_color(0, 0, 0)


def _header(pdf: FPDF, title: str) -> float:
    """Title, print note and ruler at the top of a page; returns the y below them (mm)."""
    pdf.add_page()
    pdf.set_font("helvetica", "B", 13)
    pdf.set_xy(MARGIN_MM, MARGIN_MM)
    pdf.cell(0, 6, title)
    pdf.set_font("helvetica", "", 8)
    pdf.set_xy(MARGIN_MM, MARGIN_MM + 6.5)
    pdf.cell(0, 4, PRINT_NOTE)
    y = MARGIN_MM + 12.5
    ruler(pdf, MARGIN_MM, y)
    return y + 10.0


def ruler(pdf: FPDF, x: float, y: float, length_mm: float = RULER_MM) -> None:
    """Draw a calibration ruler of ``length_mm`` at (x, y) mm: a bar with mm ticks, long ticks
    every 10 mm and the label "50 mm"."""
    pdf.set_line_width(0.25)
    pdf.set_fill_color(0, 0, 0)
    pdf.line(x, y + 4, x + length_mm, y + 4)
    for mm in range(int(length_mm) + 1):
        tick = 4.0 if mm % 10 == 0 else (2.5 if mm % 5 == 0 else 1.5)
        pdf.line(x + mm, y + 4, x + mm, y + 4 - tick)
    pdf.set_font("helvetica", "", 7)
    pdf.set_xy(x + length_mm + 2, y + 1)
    pdf.cell(20, 4, f"{length_mm:g} mm")


def _marker_label(pdf: FPDF, x: float, y: float, marker_id: int, caption: str = "") -> None:
    """A card marker label at (x, y) = its top-left corner: quiet zone + marker, true size."""
    mp = A.CARD_MARKERS[0]
    _cut_box(pdf, x, y, mp.label_mm, mp.label_mm)
    pdf.image(io.BytesIO(_marker_png(marker_id)), x + mp.quiet_mm, y + mp.quiet_mm,
              w=mp.size_mm, h=mp.size_mm)
    if caption:
        pdf.set_font("helvetica", "", 4.5)
        pdf.set_xy(x, y + mp.label_mm + 0.3)
        pdf.cell(mp.label_mm, 2.0, caption, align="C")


def _qr_label(pdf: FPDF, x: float, y: float, key: str) -> None:
    side = A.QR_MM + 2 * A.QR_QUIET_MM
    _cut_box(pdf, x, y, side, side)
    pdf.image(io.BytesIO(_qr_png(A.qr_payload(key))), x + A.QR_QUIET_MM, y + A.QR_QUIET_MM,
              w=A.QR_MM, h=A.QR_MM)


def _tactile(pdf: FPDF, ox: float, oy: float, rank: int, other_world: bool) -> None:
    """The tactile elements as cut guides, placed as on the card (origin = card top-left)."""
    pdf.set_line_width(0.25)
    for e in A.sticker_elements(rank, other_world):
        x, y, s = ox + e.x_mm, oy + e.y_mm, e.size_mm
        spec = A.SHAPES[e.shape]
        if e.shape is A.Shape.DOT:
            pdf.circle(x, y, s / 2, style="D")
        elif e.shape is A.Shape.RING:
            pdf.circle(x, y, s / 2, style="D")
            pdf.circle(x, y, s / 2 - spec.line_mm, style="D")
            pdf.circle(x, y, spec.centre_dot_mm / 2, style="F")
        elif e.shape is A.Shape.SQUARE:
            pdf.rect(x - s / 2, y - s / 2, s, s)
            pdf.rect(x - s / 2 + spec.line_mm, y - s / 2 + spec.line_mm, s - 2 * spec.line_mm,
                     s - 2 * spec.line_mm)
            pdf.circle(x, y, spec.centre_dot_mm / 2, style="F")
        elif e.shape is A.Shape.CROSS:
            for p in cross(x, y, s, spec.line_mm):
                _poly(pdf, p, "F")


def _card_cell(pdf: FPDF, x: float, y: float, key: str, copy: int, copies: int) -> None:
    """One physical copy: the card's top band at true size with the tactile code as cut guides,
    then the two marker labels."""
    c = card(key)
    mp = A.CARD_MARKERS[0]
    pdf.set_font("helvetica", "B", 6)
    pdf.set_xy(x, y)
    ow = ", Other World" if c.other_world else ""
    name = c.name("en").encode("latin-1", "replace").decode("latin-1")
    pdf.cell(CELL_W_MM, 3, f"{name} ({c.rank}{ow}) - code {c.code} - copy {copy}/{copies}")
    y0 = y + 3.5
    pdf.set_draw_color(200, 200, 200)
    pdf.rect(x, y0, BAND_GUIDE_MM, A.TOP_BAND_MM)
    pdf.set_draw_color(0, 0, 0)
    _tactile(pdf, x, y0, c.rank, c.other_world)
    if not A.sticker_elements(c.rank, c.other_world):
        pdf.set_font("helvetica", "", 5)
        pdf.set_xy(x + 1, y0 + 10)
        pdf.cell(BAND_GUIDE_MM - 2, 3, "no tactile sticker")
    xx = x + BAND_GUIDE_MM + 1.5
    _marker_label(pdf, xx, y0, c.code, "top-right corner")
    _marker_label(pdf, xx + mp.label_mm + 1.5, y0, c.code, "bottom-left, upside down")


def _qr_pages(pdf: FPDF, ed: Edition, keys: Sequence[str]) -> None:
    """Optional QR labels, one per physical copy, 24 mm with their quiet zone."""
    side = A.QR_MM + 2 * A.QR_QUIET_MM
    cols = max(1, int((pdf.w - 2 * MARGIN_MM + 3) // (side + 3)))
    y = None
    i = 0
    for k in keys:
        if y is None or y + side + 3 > pdf.h - MARGIN_MM:
            y = _header(pdf, f"QR labels (optional) - {ed.value} edition")
            i = 0
        x = MARGIN_MM + (i % cols) * (side + 3)
        _qr_label(pdf, x, y, k)
        pdf.set_font("helvetica", "", 4.5)
        pdf.set_xy(x, y + side + 0.2)
        pdf.cell(side, 2, f"{card(k).name('en')} ({card(k).code})".encode(
            "latin-1", "replace").decode("latin-1"), align="C")
        i += 1
        if i % cols == 0:
            y += side + 3.5


def placement_guide(pdf: FPDF, x: float, y: float) -> None:
    """A 63 × 88 mm card outline at true size showing where every sticker goes."""
    pdf.set_line_width(0.3)
    pdf.rect(x, y, A.CARD_W_MM, A.CARD_H_MM, round_corners=True)
    pdf.set_draw_color(120, 120, 120)
    pdf.set_dash_pattern(dash=0.8, gap=0.8)
    pdf.line(x, y + A.TOP_BAND_MM, x + A.CARD_W_MM, y + A.TOP_BAND_MM)
    pdf.set_dash_pattern()
    pdf.set_draw_color(0, 0, 0)
    for mp in A.CARD_MARKERS:
        half = mp.label_mm / 2
        _cut_box(pdf, x + mp.x_mm - half, y + mp.y_mm - half, mp.label_mm, mp.label_mm)
        pdf.set_font("helvetica", "", 5)
        pdf.set_xy(x + mp.x_mm - half, y + mp.y_mm - 2)
        pdf.cell(mp.label_mm, 4, "marker" + (" (upside down)" if mp.rotation_deg else ""),
                 align="C")
    _cut_box(pdf, x + A.QR_X_MM - A.QR_MM / 2 - A.QR_QUIET_MM,
             y + A.QR_Y_MM - A.QR_MM / 2 - A.QR_QUIET_MM, A.QR_MM + 2 * A.QR_QUIET_MM,
             A.QR_MM + 2 * A.QR_QUIET_MM)
    pdf.set_xy(x + A.QR_X_MM - 10, y + A.QR_Y_MM - 2)
    pdf.cell(20, 4, "QR (optional)", align="C")
    _tactile(pdf, x, y, 7, True)
    pdf.set_font("helvetica", "", 5)
    pdf.set_xy(x + 1, y + A.TOP_BAND_MM + 0.5)
    pdf.cell(40, 3, "top band: 25 mm")


def _edition_label(edition: Edition) -> str:
    """An edition as the kit's first line names it: the Arkham labels serve its classic
    version too (same cards and codes), so "arkham" says so (QA19 #11: the guides said
    ``--edition all`` was "for the three" and the sheet named two)."""
    if edition is Edition.ARKHAM:
        return f"{edition.value} (also for {Edition.ARKHAM_CLASSIC.value})"
    return edition.value


def token_name(editions: Sequence[Edition]) -> str:
    """The tokens' name as the chosen editions' rulebooks print it: "Mythos tokens" (the
    Arkham editions, seed 002), "Sanity tokens" (the original edition, seeds 003/004), or
    both when the kit is for both decks (docs/rulings.md point 13)."""
    original = Edition.ORIGINAL in editions
    if original and any(e is not Edition.ORIGINAL for e in editions):
        return "Mythos or Sanity tokens"
    return "Sanity tokens" if original else "Mythos tokens"


def intro_lines(editions: Sequence[Edition]) -> list[str]:
    """The instruction lines of the kit's first page (English; about 95 characters at most
    each, the page's width at 8.5 pt). The seat tile's place is the one of
    docs/adaptation.md "Seat markers" and the helper guides section 5 (QA13a F2: the sheet
    said "level with the newest card", which moves every turn)."""
    side_cm = A.SEAT_TILE_SIDE_MM / 10
    return [
        "Editions: " + ", ".join(_edition_label(e) for e in editions) + ".",
        "1. Cut along the dashed lines. Print the marker labels on WHITE (or cream) sticker",
        "   paper, never on transparent film: the camera needs the white margin.",
        f"2. On each card: the marker label in the top-right corner ({A.CARD_MARKER_TOP_MM:g} mm "
        f"from the top,",
        f"   {A.CARD_MARKER_RIGHT_MM:g} mm from the right edge); the same label upside down in "
        "the bottom-left corner.",
        "3. Tactile rank sticker at the top-left: dot = 1, ring with a dot = 5,",
        "   square with a dot = 10, read left to right (square, ring, dots). Rank 0: none.",
        "4. Other World cards: a black cross above the rank sticker.",
        f"5. {token_name(editions)}: a black cross on the Insane side.",
        "6. Seat tiles: one per player, flat on the LEFT of their discard pile (as the player",
        f"   sees it), top toward the table centre, its centre {side_cm:.0f} cm left of the "
        "pile's",
        "   centre line. The tile stays put and marks the pile's near end (nearest the",
        "   player): lay the first card of a round about 9 cm from the tile's level toward the",
        "   centre, each newer card 3-4 cm nearer the player, never past the tile or on it.",
        "Tolerances: position +-2 mm, rotation +-10 degrees, size +-15 %.",
        "Keep every older card's top band (25 mm) visible in your discard pile.",
    ]


def _intro_page(pdf: FPDF, editions: Sequence[Edition]) -> None:
    y = _header(pdf, "Lovecraft Letter - adaptation kit")
    lines = intro_lines(editions)
    pdf.set_font("helvetica", "", 8.5)
    for i, line in enumerate(lines):
        pdf.set_xy(MARGIN_MM, y + i * 4.4)
        pdf.cell(0, 4, line)
    placement_guide(pdf, MARGIN_MM + 5, y + len(lines) * 4.4 + 6)


def _seat_page(pdf: FPDF, editions: Sequence[Edition]) -> None:
    tokens = token_name(editions)
    y = _header(pdf, f"Seat tiles and crosses for the {tokens}")
    spec = A.SEAT_MARKER
    for i in range(A.MAX_SEATS):
        seat = i + 1
        x0 = MARGIN_MM + (i % 3) * (spec.w_mm + 2)
        y0 = y + (i // 3) * (spec.h_mm + 2)
        pdf.set_line_width(0.3)
        pdf.rect(x0, y0, spec.w_mm, spec.h_mm)
        m = spec.marker_mm
        pdf.image(io.BytesIO(_marker_png(A.seat_marker_id(seat), 20)), x0 + spec.marker_x_mm - m / 2,
                  y0 + spec.marker_y_mm - m / 2, w=m, h=m)
        shape = A.seat_shape(seat)
        colour_name, (b, g, r) = A.COLOUR_OF[shape]
        pdf.set_fill_color(r, g, b)
        for p in colour_shape(shape, x0 + spec.shape_x_mm, y0 + spec.shape_y_mm, spec.shape_mm):
            _poly(pdf, p, "DF" if shape is A.ColourShape.FULL_SQUARE else "F")
        pdf.set_fill_color(0, 0, 0)
        pdf.set_font("helvetica", "", 6)
        pdf.set_xy(x0, y0 + spec.h_mm - 4)
        pdf.cell(spec.w_mm, 3, f"seat {seat} - {shape.value.replace('_', ' ')} ({colour_name})",
                 align="C")
    ty = y + 2 * (spec.h_mm + 2) + 4
    pdf.set_font("helvetica", "B", 8)
    pdf.set_xy(MARGIN_MM, ty)
    pdf.cell(0, 4, f"{tokens}: stick a cross on the Insane side")
    for i in range(A.TOKEN_STICKERS):
        cx = MARGIN_MM + 10 + i * 22
        cy = ty + 16
        _cut_box(pdf, cx - 9, cy - 9, 18, 18)
        for p in cross(cx, cy, A.TOKEN_CROSS_MM, A.TOKEN_CROSS_LINE_MM):
            _poly(pdf, p, "F")


def build_kit(editions: Iterable["str | Edition"] = (Edition.ARKHAM,), paper: str = "a4",
              qr: bool = True) -> FPDF:
    """The whole kit as an ``FPDF`` document (unit mm, true size).

    Raises:
        ValueError: unknown paper or edition (the message lists the choices).
    """
    eds = [Edition.parse(e) for e in editions]
    if not eds:
        raise ValueError("choose at least one edition")
    if paper.lower() not in PAPERS:
        raise ValueError(f"unknown paper {paper!r}; choose one of: {', '.join(PAPERS)}")
    pdf = FPDF(unit="mm", format=PAPERS[paper.lower()])
    pdf.set_auto_page_break(False)
    pdf.set_title("Lovecraft Letter adaptation kit")
    pdf.set_creator("lovecraft-letter-companion print-kit")
    _intro_page(pdf, eds)
    _seat_page(pdf, eds)
    for ed in eds:
        keys = deck_list(ed)
        counts: dict[str, int] = {}
        cells = []
        for k in keys:
            counts[k] = counts.get(k, 0) + 1
            cells.append((k, counts[k]))
        cols = max(1, int((pdf.w - 2 * MARGIN_MM + 4) // (CELL_W_MM + 4)))
        y = None
        i = 0
        for k, n in cells:
            if y is None or y + CELL_H_MM > pdf.h - MARGIN_MM:
                y = _header(pdf, f"Card labels - {ed.value} edition ({len(keys)} cards)")
                i = 0
            x = MARGIN_MM + (i % cols) * (CELL_W_MM + 4)
            _card_cell(pdf, x, y, k, n, card(k).copies)
            i += 1
            if i % cols == 0:
                y += CELL_H_MM + 1.5
        if qr:
            _qr_pages(pdf, ed, keys)
    return pdf


def write_kit(path: "str | Path", editions: Iterable["str | Edition"] = (Edition.ARKHAM,),
              paper: str = "a4", qr: bool = True) -> int:
    """Write the kit PDF to ``path``; return its page count.

    Raises:
        ValueError: bad paper or edition. OSError: the file cannot be written.
    """
    pdf = build_kit(editions, paper, qr)
    pdf.output(str(path))
    return pdf.pages_count
