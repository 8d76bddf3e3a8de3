"""The printable adaptation kit: sticker sheets at true size, as a PDF (fpdf2, millimetres).

Pages:
    1. how to print and apply, the 50 mm calibration ruler, a true-size placement guide;
    2. seat tiles (ArUco seat markers with their colour shapes) and the token crosses, one per
       token of each box (18 Mythos tokens, or the original edition's 18 Sanity tokens:
       :func:`token_name`, :func:`token_boxes`); the second box of a kit for both decks on a
       page of its own;
    3. then, per edition, one cell per physical card copy: the card's top band at true size with
       the tactile rank sticker's shapes as cut guides at their place, and the two marker labels
       (top-right and bottom-left corners, same id); then the optional QR labels.

Every page carries the ruler and the "print at 100 %" line. Geometry: ``vision.adaptation``;
rule source: seed 000 "Adaptation"; spec: ``docs/adaptation.md``. The text is in the table's
language (``en``, ``fr``, ``es``): catalog keys ``app.kit.sheet.*``, the card names of
:mod:`companion.cards`, the token names of :func:`companion.narration.narrate.token_words`;
written in DejaVu Sans, embedded (:mod:`companion.kit.font`).
"""
from __future__ import annotations

import io
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Iterable, Sequence

import cv2
from babel.numbers import format_decimal
from fpdf import FPDF

from companion.cards import Edition, card, deck_list
from companion.narration.catalog import message
from companion.narration.narrate import token_words
from vision import adaptation as A
from companion.kit.font import KitFont, kit_font
from vision.shapes import colour_shape, cross

PAPERS = {"a4": "A4", "letter": "Letter"}
MARGIN_MM = 10.0
RULER_MM = 50.0
INTRO_PT = 8.5
INTRO_LINE_MM = 4.4
BAND_GUIDE_MM = 31.0
CELL_W_MM = BAND_GUIDE_MM + 2 * (A.CARD_MARKERS[0].label_mm + 1.5)
CELL_H_MM = 30.0
TOKEN_BOX_MM = 18.0                 # a token cross's cut-out square
TOKEN_GAP_MM = 2.0
TOKEN_PITCH_MM = TOKEN_BOX_MM + TOKEN_GAP_MM


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


@dataclass(frozen=True)
class _Words:
    """The kit's text in one language, spelled for the PDF's font."""

    lang: str
    font: KitFont

    def __call__(self, key: str, **args) -> str:
        """Catalog message ``app.kit.sheet.<key>`` with ``args``, printable in the font."""
        return self.font.text(message(self.lang, f"app.kit.sheet.{key}", **args))

    def set(self, pdf: FPDF, style: str, size_pt: float) -> None:
        pdf.set_font(self.font.family, style, size_pt)

    def set_fitting(self, pdf: FPDF, style: str, size_pt: float, text: str, width_mm: float,
                    least_pt: float = 3.5) -> None:
        """Set the font at ``size_pt``, or smaller by 0.25 pt steps (down to ``least_pt``)
        until ``text`` fits in ``width_mm``: a long card name stays inside its label."""
        self.set(pdf, style, size_pt)
        while size_pt > least_pt and pdf.get_string_width(text) > width_mm:
            size_pt -= 0.25
            self.set(pdf, style, size_pt)


def _poly(pdf: FPDF, pts, style="F") -> None:
    pdf.polygon([(float(x), float(y)) for x, y in pts], style=style)


def _cut_box(pdf: FPDF, x, y, w, h) -> None:
    pdf.set_draw_color(150, 150, 150)
    pdf.set_line_width(0.2)
    pdf.set_dash_pattern(dash=1.0, gap=1.0)
    pdf.rect(x, y, w, h)
    pdf.set_dash_pattern()
    pdf.set_draw_color(0, 0, 0)


def _header(pdf: FPDF, w: _Words, title: str) -> float:
    """Title, print note and ruler at the top of a page; returns the y below them (mm)."""
    pdf.add_page()
    w.set(pdf, "B", 13)
    pdf.set_xy(MARGIN_MM, MARGIN_MM)
    pdf.cell(0, 6, title)
    w.set(pdf, "", 8)
    pdf.set_xy(MARGIN_MM, MARGIN_MM + 6.5)
    pdf.cell(0, 4, w("print_note"))
    y = MARGIN_MM + 12.5
    ruler(pdf, MARGIN_MM, y, family=w.font.family)
    return y + 10.0


def ruler(pdf: FPDF, x: float, y: float, length_mm: float = RULER_MM,
          family: str = "helvetica") -> None:
    """Draw a calibration ruler of ``length_mm`` at (x, y) mm: a bar with mm ticks, long ticks
    every 10 mm and the label "50 mm" (in the font ``family``, registered in ``pdf``)."""
    pdf.set_line_width(0.25)
    pdf.set_fill_color(0, 0, 0)
    pdf.line(x, y + 4, x + length_mm, y + 4)
    for mm in range(int(length_mm) + 1):
        tick = 4.0 if mm % 10 == 0 else (2.5 if mm % 5 == 0 else 1.5)
        pdf.line(x + mm, y + 4, x + mm, y + 4 - tick)
    pdf.set_font(family, "", 7)
    pdf.set_xy(x + length_mm + 2, y + 1)
    pdf.cell(20, 4, f"{length_mm:g} mm")


def _marker_label(pdf: FPDF, w: _Words, x: float, y: float, marker_id: int,
                  caption: str = "") -> None:
    """A card marker label at (x, y) = its top-left corner: quiet zone + marker, true size."""
    mp = A.CARD_MARKERS[0]
    _cut_box(pdf, x, y, mp.label_mm, mp.label_mm)
    pdf.image(io.BytesIO(_marker_png(marker_id)), x + mp.quiet_mm, y + mp.quiet_mm,
              w=mp.size_mm, h=mp.size_mm)
    if caption:
        w.set_fitting(pdf, "", 4.5, caption, mp.label_mm)
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


def _card_cell(pdf: FPDF, w: _Words, x: float, y: float, key: str, copy: int,
               copies: int) -> None:
    """One physical copy: the card's top band at true size with the tactile code as cut guides,
    then the two marker labels."""
    c = card(key)
    mp = A.CARD_MARKERS[0]
    line = _cell_line(w, key, copy, copies)
    w.set_fitting(pdf, "B", 6, line, CELL_W_MM)
    pdf.set_xy(x, y)
    pdf.cell(CELL_W_MM, 3, line)
    y0 = y + 3.5
    pdf.set_draw_color(200, 200, 200)
    pdf.rect(x, y0, BAND_GUIDE_MM, A.TOP_BAND_MM)
    pdf.set_draw_color(0, 0, 0)
    _tactile(pdf, x, y0, c.rank, c.other_world)
    if not A.sticker_elements(c.rank, c.other_world):
        w.set(pdf, "", 5)
        pdf.set_xy(x + 1, y0 + 10)
        pdf.cell(BAND_GUIDE_MM - 2, 3, w("no_sticker"))
    xx = x + BAND_GUIDE_MM + 1.5
    _marker_label(pdf, w, xx, y0, c.code, w("marker_top"))
    _marker_label(pdf, w, xx + mp.label_mm + 1.5, y0, c.code, w("marker_bottom"))


def _cell_line(w: "_Words", key: str, copy: int, copies: int) -> str:
    """The line above one card copy's labels: its name as printed in the kit's language, then
    rank, code and copy ("Œufs clandestins (0, Autre Monde) - code 24 - ex. 1/1")."""
    c = card(key)
    rest = "cell_other_world" if c.other_world else "cell"
    return (w.font.text(c.name(w.lang)) + " "
            + w(rest, rank=c.rank, code=c.code, copy=copy, copies=copies))


def _qr_pages(pdf: FPDF, w: _Words, ed: Edition, keys: Sequence[str]) -> None:
    """Optional QR labels, one per physical copy, 24 mm with their quiet zone."""
    side = A.QR_MM + 2 * A.QR_QUIET_MM
    cols = max(1, int((pdf.w - 2 * MARGIN_MM + 3) // (side + 3)))
    y = None
    i = 0
    for k in keys:
        if y is None or y + side + 3 > pdf.h - MARGIN_MM:
            y = _header(pdf, w, w("qr_title", edition=ed.value))
            i = 0
        x = MARGIN_MM + (i % cols) * (side + 3)
        _qr_label(pdf, x, y, k)
        caption = w.font.text(f"{card(k).name(w.lang)} ({card(k).code})")
        w.set_fitting(pdf, "", 4.5, caption, side)
        pdf.set_xy(x, y + side + 0.2)
        pdf.cell(side, 2, caption, align="C")
        i += 1
        if i % cols == 0:
            y += side + 3.5


def placement_guide(pdf: FPDF, x: float, y: float, words: "_Words | None" = None) -> None:
    """A 63 × 88 mm card outline at true size, its top-left corner at (x, y) mm, showing where
    every sticker goes; labelled in ``words``' language (default English, core Helvetica)."""
    w = words or _Words("en", KitFont("helvetica", embedded=False))
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
        w.set(pdf, "", 5)
        pdf.set_xy(x + mp.x_mm - half, y + mp.y_mm - 2)
        pdf.cell(mp.label_mm, 4, w("guide_marker_upside_down" if mp.rotation_deg
                                   else "guide_marker"), align="C")
    _cut_box(pdf, x + A.QR_X_MM - A.QR_MM / 2 - A.QR_QUIET_MM,
             y + A.QR_Y_MM - A.QR_MM / 2 - A.QR_QUIET_MM, A.QR_MM + 2 * A.QR_QUIET_MM,
             A.QR_MM + 2 * A.QR_QUIET_MM)
    pdf.set_xy(x + A.QR_X_MM - 10, y + A.QR_Y_MM - 2)
    pdf.cell(20, 4, w("guide_qr"), align="C")
    _tactile(pdf, x, y, 7, True)
    w.set(pdf, "", 5)
    pdf.set_xy(x + 1, y + A.TOP_BAND_MM + 0.5)
    pdf.cell(40, 3, w("guide_top_band"))


def _edition_label(edition: Edition, lang: str = "en") -> str:
    """An edition as the kit's first line names it: the Arkham labels serve its classic
    version too (same cards and codes), so "arkham" says so (QA19 #11: the guides said
    ``--edition all`` was "for the three" and the sheet named two)."""
    if edition is Edition.ARKHAM:
        return message(lang, "app.kit.sheet.edition_also", edition=edition.value,
                       other=Edition.ARKHAM_CLASSIC.value)
    return edition.value


def token_name(editions: Sequence[Edition], lang: str = "en") -> str:
    """The tokens' name as the chosen editions' rulebooks print it, in ``lang``, as inside a
    sentence: "Mythos tokens" (the Arkham editions, seed 002), "Sanity tokens" (the original
    edition, seeds 003/004), or both when the kit is for both decks (docs/rulings.md point
    13): catalog ``token_name.*`` and ``app.kit.sheet.tokens_both``."""
    original = Edition.ORIGINAL in editions
    if original and any(e is not Edition.ORIGINAL for e in editions):
        return message(lang, "app.kit.sheet.tokens_both")
    return token_words(lang, Edition.ORIGINAL if original else Edition.ARKHAM)["tokens_word"]


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def intro_lines(editions: Sequence[Edition], lang: str = "en") -> list[str]:
    """The instructions of the kit's first page in ``lang``, one string per numbered item
    (the page wraps each to its width, :func:`wrap`). The seat tile's place is the one of
    docs/adaptation.md "Seat markers" and the helper guides section 5 (QA13a F2: the sheet
    said "level with the newest card", which moves every turn).

    Raises:
        ValueError: unknown language.
    """
    def mm(value: float) -> str:
        return format_decimal(value, format="0.##", locale=lang)

    def say(key: str, **args) -> str:
        return message(lang, f"app.kit.sheet.{key}", **args)

    steps = [say("step1"),
             say("step2", top=mm(A.CARD_MARKER_TOP_MM), right=mm(A.CARD_MARKER_RIGHT_MM)),
             say("step3"), say("step4"),
             say("step5", Tokens=_capital(token_name(editions, lang))),
             say("step6", cm=f"{A.SEAT_TILE_SIDE_MM / 10:.0f}")]
    return ([say("editions", editions=", ".join(_edition_label(e, lang) for e in editions))]
            + [f"{i}. {step}" for i, step in enumerate(steps, 1)]
            + [say("tolerances"), say("top_band")])


def wrap(pdf: FPDF, text: str, width_mm: float, indent: str = "   ") -> list[str]:
    """``text`` cut at spaces into lines at most ``width_mm`` wide in ``pdf``'s current font;
    every line after the first starts with ``indent``. A single word wider than the width
    stays whole on its line; French punctuation set off by a space (" :", " ;", " »") stays
    with the word before it."""
    words: list[str] = []
    for word in text.split():
        if words and word in (":", ";", "!", "?", "»"):
            words[-1] += " " + word
        else:
            words.append(word)
    lines: list[str] = []
    line = ""
    for word in words:
        candidate = f"{line} {word}" if line else (indent if lines else "") + word
        if line and pdf.get_string_width(candidate) > width_mm:
            lines.append(line)
            line = indent + word
        else:
            line = candidate
    return lines + [line] if line else lines


def _intro_page(pdf: FPDF, w: _Words, editions: Sequence[Edition]) -> None:
    y = _header(pdf, w, w("title"))
    w.set(pdf, "", INTRO_PT)
    lines = [row for item in intro_lines(editions, w.lang)
             for row in wrap(pdf, w.font.text(item), pdf.w - 2 * MARGIN_MM)]
    for i, line in enumerate(lines):
        pdf.set_xy(MARGIN_MM, y + i * INTRO_LINE_MM)
        pdf.cell(0, 4, line)
    placement_guide(pdf, MARGIN_MM + 5, y + len(lines) * INTRO_LINE_MM + 6, w)


def _seat_page(pdf: FPDF, w: _Words, editions: Sequence[Edition]) -> None:
    tokens = token_words(w.lang, token_boxes(editions)[0])["tokens_word"]
    y = _header(pdf, w, w("seat_title", tokens_word=tokens))
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
        _, (b, g, r) = A.COLOUR_OF[shape]
        pdf.set_fill_color(r, g, b)
        for p in colour_shape(shape, x0 + spec.shape_x_mm, y0 + spec.shape_y_mm, spec.shape_mm):
            _poly(pdf, p, "DF" if shape is A.ColourShape.FULL_SQUARE else "F")
        pdf.set_fill_color(0, 0, 0)
        w.set(pdf, "", 6)
        pdf.set_xy(x0, y0 + spec.h_mm - 4)
        pdf.cell(spec.w_mm, 3, w("seat", seat=seat, shape=message(
            w.lang, f"app.kit.sheet.shape.{shape.value}")), align="C")
    _token_crosses(pdf, w, editions, y + 2 * (spec.h_mm + 2) + 4)


def token_boxes(editions: Sequence[Edition]) -> list[Edition]:
    """One edition per box of tokens the chosen editions play with, in their order: the
    Arkham editions share one box of Mythos tokens (``Edition.ARKHAM``: arkham-classic is the
    same box, seed 002's last section), the original edition has its Sanity tokens."""
    boxes: list[Edition] = []
    for e in editions:
        box = Edition.ORIGINAL if e is Edition.ORIGINAL else Edition.ARKHAM
        if box not in boxes:
            boxes.append(box)
    return boxes


def _token_crosses(pdf: FPDF, w: _Words, editions: Sequence[Edition], y: float) -> None:
    """Per box of tokens (:func:`token_boxes`), its name and one cut-out cross per token
    (``A.TOKEN_STICKERS``, 18): the first box's from ``y`` mm on the seat page (under the
    tiles: it fits on A4 and Letter), any other box on a page of its own (the kit for both
    decks: the original edition's Sanity tokens), so that page 2's title names its box."""
    cols = max(1, int((pdf.w - 2 * MARGIN_MM + TOKEN_GAP_MM) // TOKEN_PITCH_MM))
    rows = -(-A.TOKEN_STICKERS // cols)
    height = 5 + rows * TOKEN_PITCH_MM
    boxes = token_boxes(editions)
    for box in boxes:
        words = token_words(w.lang, box)
        if box is not boxes[0] or y + height > pdf.h - MARGIN_MM:
            y = _header(pdf, w, w("tokens_title", tokens_word=words["tokens_word"]))
        w.set(pdf, "B", 8)
        pdf.set_xy(MARGIN_MM, y)
        pdf.cell(0, 4, w("tokens_cross", Tokens=words["Tokens"], count=A.TOKEN_STICKERS))
        for i in range(A.TOKEN_STICKERS):
            x0 = MARGIN_MM + (i % cols) * TOKEN_PITCH_MM
            y0 = y + 5 + (i // cols) * TOKEN_PITCH_MM
            _cut_box(pdf, x0, y0, TOKEN_BOX_MM, TOKEN_BOX_MM)
            for p in cross(x0 + TOKEN_BOX_MM / 2, y0 + TOKEN_BOX_MM / 2, A.TOKEN_CROSS_MM,
                           A.TOKEN_CROSS_LINE_MM):
                _poly(pdf, p, "F")


def build_kit(editions: Iterable["str | Edition"] = (Edition.ARKHAM,), paper: str = "a4",
              qr: bool = True, lang: str = "en", font_dir: "str | Path | None" = None) -> FPDF:
    """The whole kit as an ``FPDF`` document (unit mm, true size), its text in ``lang``
    (``en``, ``fr``, ``es``), in DejaVu Sans from ``font_dir`` (default: where Debian's
    ``fonts-dejavu-core`` puts it; without it, Helvetica: :func:`companion.kit.font.kit_font`).

    Raises:
        ValueError: unknown paper, edition or language (the message lists the choices).
    """
    eds = [Edition.parse(e) for e in editions]
    if not eds:
        raise ValueError("choose at least one edition")
    if paper.lower() not in PAPERS:
        raise ValueError(f"unknown paper {paper!r}; choose one of: {', '.join(PAPERS)}")
    message(lang, "app.kit.sheet.title")  # an unknown language fails here, before any page
    pdf = FPDF(unit="mm", format=PAPERS[paper.lower()])
    pdf.set_auto_page_break(False)
    w = _Words(lang, kit_font(pdf, font_dir))
    pdf.set_lang(lang)
    pdf.set_title(message(lang, "app.kit.sheet.title"))
    pdf.set_creator("lovecraft-letter-companion print-kit")
    _intro_page(pdf, w, eds)
    _seat_page(pdf, w, eds)
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
                y = _header(pdf, w, w("cards_title", edition=ed.value, count=len(keys)))
                i = 0
            x = MARGIN_MM + (i % cols) * (CELL_W_MM + 4)
            _card_cell(pdf, w, x, y, k, n, card(k).copies)
            i += 1
            if i % cols == 0:
                y += CELL_H_MM + 1.5
        if qr:
            _qr_pages(pdf, w, ed, keys)
    return pdf


def write_kit(path: "str | Path", editions: Iterable["str | Edition"] = (Edition.ARKHAM,),
              paper: str = "a4", qr: bool = True, lang: str = "en") -> int:
    """Write the kit PDF to ``path``, its text in ``lang``; return its page count.

    Raises:
        ValueError: bad paper, edition or language. OSError: the file cannot be written.
    """
    pdf = build_kit(editions, paper, qr, lang)
    pdf.output(str(path))
    return pdf.pages_count
