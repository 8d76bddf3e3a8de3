"""Fresh QA58 HIGH-5 (demo seed 297, 6 players, stickers-only, frame 504): Alice's R'lyeh,
laid with its label past her zone's inner end, was read by her zone's reader and again by
the middle's (vision.centre_cards.read_centre, which skips only a label centre inside a
zone), both placed in her zone by the card's centre: two sightings, two cards reported
("Check Alice's zone: R'lyeh again?"). The sightings below are frame 504's own."""
from vision.centre_cards import not_read_in_zones
from vision.records import Sighting

RLYEH = ((607.30, 442.42), (647.36, 446.30), (644.63, 474.99), (604.36, 471.06))
EGGS = ((651.62, 300.53), (690.79, 302.25), (689.77, 329.52), (650.39, 327.77))


def _sticker(polygon, seat=None):
    return Sighting(candidates=("rlyeh", "stowaway_eggs"), rank=0, other_world=True,
                    polygon=polygon, confidence=0.8, source="sticker", seat=seat,
                    up=(0.10, -0.99), px_per_mm=1.43)


def test_qa58_h5_a_zone_card_read_by_the_middle_too_is_reported_once():
    zone = [_sticker(RLYEH, seat=1)]
    middle = [_sticker(RLYEH), _sticker(EGGS)]
    assert not_read_in_zones(middle, zone) == [middle[1]]  # the Stowaway Eggs kept


def test_qa58_h5_the_middle_card_alone_is_kept():
    assert not_read_in_zones([_sticker(EGGS)], []) == [_sticker(EGGS)]
    assert not_read_in_zones([_sticker(EGGS)], [_sticker(RLYEH, seat=1)]) == [_sticker(EGGS)]


def test_qa58_h5_the_sticker_reader_reports_frame_504s_rlyeh_once(monkeypatch):
    # through the card-first reader: the middle's read of the zone card left out
    import numpy as np
    import vision.sticker_cards as sc
    from vision.pipeline import CardReader

    reader = CardReader("arkham", markers=False).sticker_reader
    monkeypatch.setattr(sc.CardFirstReader, "_zone",
                        lambda self, *a, **k: ([_sticker(RLYEH, seat=1)], []))
    monkeypatch.setattr(sc, "read_centre", lambda *a, **k: [_sticker(RLYEH), _sticker(EGGS)])
    monkeypatch.setattr(sc, "zone_scale", lambda m: 1.0)
    monkeypatch.setattr(sc, "zone_homography", lambda m: np.eye(3))
    zone = type("Z", (), {"to_seat": np.eye(3)})()
    layout = type("L", (), {"seats": [1], "zone": lambda self, s: zone})()
    found = reader.read(np.zeros((720, 1280), np.uint8), layout)
    assert [s.polygon for s in found] == [RLYEH, EGGS], found
