"""The kit's token crosses and seat shapes as drawn in the PDF (QA34 M3: 6 crosses for 18
tokens; QA34 L1: the seat 2 moon printed as a near-full disc, like seat 4's full circle)."""
import cv2
import numpy as np
import pytest
from fpdf import FPDF

from companion.kit import sheets as kit
from vision import adaptation as A


class Drawn(FPDF):
    """An FPDF that keeps every filled polygon: (page, points, fill colour) and every title."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.polygons = []
        self.texts = []

    def polygon(self, point_list, *args, **kwargs):
        self.polygons.append((self.page, [tuple(p) for p in point_list],
                              self.fill_color.colors255 if self.fill_color else None))
        return super().polygon(point_list, *args, **kwargs)

    def cell(self, w=None, h=None, text="", *args, **kwargs):
        self.texts.append((self.page, text))
        return super().cell(w, h, text, *args, **kwargs)


def _build(monkeypatch, editions, paper="a4", lang="en"):
    monkeypatch.setattr(kit, "FPDF", Drawn)
    return kit.build_kit(editions, paper, qr=False, lang=lang)


def _token_crosses(pdf):
    """{page: token crosses}: a cross is two bars, 10 × 2.5 mm (a card's Other World cross is
    8 × 2 mm), counted by its horizontal bar."""
    pages = {}
    for page, pts, _ in pdf.polygons:
        xs, ys = [x for x, _ in pts], [y for _, y in pts]
        if (max(xs) - min(xs), max(ys) - min(ys)) == pytest.approx(
                (A.TOKEN_CROSS_MM, A.TOKEN_CROSS_LINE_MM)):
            assert 0 < min(xs) and max(xs) < pdf.w and 0 < min(ys) and max(ys) < pdf.h
            pages[page] = pages.get(page, 0) + 1
    return pages


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_the_kit_prints_a_cross_for_each_of_the_18_tokens_of_a_box(monkeypatch, paper):
    # seed 002 "18 Mythos Tokens", seed 000 "18 pions mythe" with a cross on their Insane
    # side; seeds 003/004: the original edition's 18 Sanity tokens. Before: 6 (one per seat)
    for editions in (["arkham"], ["original"], ["arkham", "arkham-classic"]):
        pdf = _build(monkeypatch, editions, paper)
        assert _token_crosses(pdf) == {2: 18}, editions      # under the seat tiles


def test_a_kit_for_both_decks_prints_both_boxes_each_under_its_name(monkeypatch):
    pdf = _build(monkeypatch, ["arkham", "original"], lang="fr")
    assert _token_crosses(pdf) == {2: 18, 3: 18}
    said = dict(reversed(pdf.texts))             # the first text of each page: its title
    assert said[2] == "Tuiles de place et croix des pions Mythe"
    assert said[3] == "Croix des jetons de santé mentale"
    lines = [t for _, t in pdf.texts]
    assert "Pions Mythe : une croix pour chacun des 18, sur sa face Fou" in lines
    assert "Jetons de santé mentale : une croix pour chacun des 18, sur sa face Fou" in lines
    assert pdf.pages_count == 2 + 1 + 2 * 2       # intro, seats, Sanity crosses, card labels


def _area_mm2(pdf, page, colour):
    """Total area (mm²) of the polygons filled in ``colour`` (RGB) on ``page``."""
    return sum(cv2.contourArea(np.array(pts, np.float32))
               for p, pts, fill in pdf.polygons if p == page and fill == colour)


def test_the_moon_is_a_crescent_by_sight_and_by_touch(monkeypatch):
    pdf = _build(monkeypatch, ["arkham"])

    def rgb(shape):
        b, g, r = A.COLOUR_OF[shape][1]
        return (r, g, b)
    moon = [pts for p, pts, fill in pdf.polygons if p == 2 and fill == rgb(A.ColourShape.MOON)]
    disc = _area_mm2(pdf, 2, rgb(A.ColourShape.FULL_CIRCLE))
    assert len(moon) == 1 and disc == pytest.approx(np.pi * (A.SEAT_MARKER.shape_mm / 2) ** 2,
                                                    rel=0.02)
    outline = np.array(moon[0], np.float32)
    area = cv2.contourArea(outline)
    # by sight: well under the full circle's area (before: 1.04 times it)
    assert area < 0.5 * disc
    # by touch, the raised sticker's outline: a deep hollow, not a round edge (its area over
    # its convex hull's; a disc's is 1; before: 0.99)
    assert area < 0.6 * cv2.contourArea(cv2.convexHull(outline))
    x, y, w, h = cv2.boundingRect(outline)
    assert w > 0.6 * A.SEAT_MARKER.shape_mm and h > 0.9 * A.SEAT_MARKER.shape_mm
