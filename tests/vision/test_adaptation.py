"""Geometry of the adaptation kit (vision/adaptation.py; seed 000 "Adaptation")."""
import pytest

from companion.cards import CARDS, Edition, edition_cards
from vision import adaptation as A


def test_every_card_of_every_edition_has_a_parseable_marker_id():
    for edition in Edition:
        for c in edition_cards(edition):
            ids = A.card_marker_ids(c.key)
            assert len(ids) == len(A.CARD_MARKERS)
            for i in ids:
                assert 0 <= i < A.ARUCO_DICT_SIZE
                assert A.parse_marker_id(i) == ("card", c)


def test_card_ids_unique_and_disjoint_from_seats():
    codes = [c.code for c in CARDS.values()]
    assert len(codes) == len(set(codes))
    seats = [A.seat_marker_id(n) for n in range(1, 7)]
    assert len(set(seats)) == 6 and not set(seats) & set(codes)
    for n, i in enumerate(seats, start=1):
        assert A.parse_marker_id(i) == ("seat", n)
    assert A.parse_marker_id(0) is None
    assert A.parse_marker_id(49) is None
    assert A.parse_marker_id("junk") is None


@pytest.mark.parametrize("bad", [0, 7, -1, "1"])
def test_seat_marker_id_rejects_bad_seats(bad):
    with pytest.raises(ValueError, match="seat"):
        A.seat_marker_id(bad)


def test_qr_round_trip():
    for c in CARDS.values():
        assert A.parse_qr_payload(A.qr_payload(c.key)) == c
        assert A.parse_qr_payload(A.qr_payload(c.key).encode()) == c
    assert A.parse_qr_payload("hello") is None
    assert A.parse_qr_payload("LL:x") is None
    assert A.parse_qr_payload("LL:999") is None


@pytest.mark.parametrize("rank", range(0, 20))
def test_sticker_elements_encode_rank(rank):
    for ow in (False, True):
        els = A.sticker_elements(rank, ow)
        shapes = [e.shape for e in els]
        assert (A.Shape.CROSS in shapes) == ow
        assert A.decode_shapes(shapes) == rank
        row = [e for e in els if e.shape != A.Shape.CROSS]
        # left to right: squares, circle, dots; no overlaps
        order = {A.Shape.SQUARE: 0, A.Shape.RING: 1, A.Shape.DOT: 2}
        assert [order[e.shape] for e in row] == sorted(order[e.shape] for e in row)
        for a, b in zip(row, row[1:]):
            assert b.x_mm - b.size_mm / 2 >= a.x_mm + a.size_mm / 2


def test_examples_from_the_seed():
    assert [e.shape for e in A.sticker_elements(7, False)] == [A.Shape.RING, A.Shape.DOT, A.Shape.DOT]
    assert A.rank_shapes(17) == [A.Shape.SQUARE, A.Shape.RING, A.Shape.DOT, A.Shape.DOT]
    assert A.card_sticker_elements("tommy_gun") == []
    assert [e.shape for e in A.card_sticker_elements("rlyeh")] == [A.Shape.CROSS]
    with pytest.raises(ValueError):
        A.rank_shapes(20)


def test_everything_that_identifies_a_card_sits_in_the_top_band():
    jitter = A.POSITION_TOL_MM
    for c in CARDS.values():
        for e in A.card_sticker_elements(c.key):
            # a square turned by 10°: half side × (cos 10° + sin 10°) ≈ × 1.16
            half = e.size_mm * (1 + A.SIZE_TOL) / 2 * 1.16 + jitter
            assert A.top_band_ok(e.x_mm, e.y_mm, 0.0)
            assert e.y_mm + half <= A.TOP_BAND_MM + 0.5
            assert e.x_mm - half >= 0
    top = A.CARD_MARKERS[0]
    assert top.role is A.MarkerRole.TOP
    assert A.top_band_ok(top.x_mm, top.y_mm, top.label_mm / 2)
    # the rank row of the widest sticker (rank 8) ends before the marker label begins
    widest = max((A.sticker_elements(r, True) for r in range(9)), key=lambda els: els[-1].x_mm)
    assert widest[-1].x_mm + widest[-1].size_mm / 2 + 2 * jitter < top.x_mm - top.label_mm / 2


def test_bottom_marker_is_the_top_marker_turned_half_round():
    top, bottom = A.CARD_MARKERS
    for (x1, y1), (x2, y2) in zip(top.corners_mm(), bottom.corners_mm()):
        assert (x1 + x2, y1 + y2) == pytest.approx((A.CARD_W_MM, A.CARD_H_MM))


def test_seat_shapes_follow_the_seed_colour_list():
    assert A.seat_shape(1) is A.ColourShape.HEART
    assert A.COLOUR_OF[A.seat_shape(1)][0] == "red"
    assert A.COLOUR_OF[A.seat_shape(2)][0] == "yellow"
    assert len({A.seat_shape(n) for n in range(1, 7)}) == 6
