"""low68 (fresh QA67 L4, hC5: handC, 130 ``\\n5``, 132 ``+2``): "Not counted: the Tommy Gun
in Carol's zone, laid before the Investigators, counted there since." The Tommy Gun was
laid after the Investigators counted there (and was in truth the Musician's discard, asked
about): the line took the place of Carol's second Investigators, laid later, nearer the
place noted for her first, which her pile had pushed toward the table centre since
(:meth:`~companion.app.laid_before.LaidBefore._taken_place`). The place of another copy
the camera reads there (a left card, or one not stable yet) is not the counted card's. The
same table by hand: a real stabilizer, places in the seat's frame (``zone_mm``, +y toward
the centre: the older card nearer it)."""
from dataclasses import replace

from .stabilizer_camera import sighting
from .test_live_deal import _frames, _table, _texts
from .test_qa50_enter_heard import _keys


def _at(seat, key, y, x_mm):
    """``key`` read in ``seat``'s zone ``y`` mm along its row (``x_mm`` across), its
    picture place moved with it (3 px a mm)."""
    s = sighting(seat, key, 0)
    dx = 3.0 * (200.0 - y)
    return replace(s, polygon=tuple((px + dx, py) for px, py in s.polygon),
                   zone_mm=(x_mm, y))


def _carol_s_pile_pushed():
    """Alice's Fed, Bob's Sailor, Carol's Investigators (at 65 mm), Alice's Entertainer;
    Carol's pile pushed 55 mm toward the centre, her Tommy Gun laid (84 mm), refused while
    Bob's play is awaited; Bob's Musician entered by key (the Tommy Gun asked as maybe its
    discard): ``(table, said, cards)``."""
    table, said, _ = _table(("Alice", "Bob", "Carol"), "en", "arkham")
    a, b, inv = (1, "the_fed"), (2, "the_sailor"), _at(3, "investigators", 65.0, 86.0)
    _frames(table, 6, a)
    _frames(table, 6, a, b)
    _frames(table, 6, a, b, inv)
    cards = [a, b, (1, "the_entertainer", 1)]
    _frames(table, 6, *cards, inv)
    for y in range(70, 125, 5):  # Carol's pile pushed toward the centre
        _frames(table, 2, *cards, _at(3, "investigators", float(y), 86.0))
    cards += [_at(3, "investigators", 120.0, 86.0), _at(3, "tommy_gun", 84.0, 75.0)]
    _frames(table, 6, *cards)
    for keys in ("+2", "\n5", "+1"):  # Alice still in; Bob's play: the Musician
        _keys(table, keys)
        _frames(table, 2, *cards)
    assert "Laid before Bob's play was entered: the Tommy Gun (0) in Carol's zone." in \
        " ".join(_texts(said)), _texts(said)
    return table, said, cards


def test_a_later_copy_of_the_counted_card_does_not_leave_out_a_card_laid_after_it():
    table, said, cards = _carol_s_pile_pushed()
    n = len(said)
    cards.append(_at(3, "necronomicon", 50.0, 83.0))
    _frames(table, 12, *cards)
    cards.append(_at(3, "investigators", 18.0, 78.0))  # her second, nearer the player
    _frames(table, 12, *cards)
    texts = _texts(said)[n:]
    # main: "Not counted: the Tommy Gun in Carol's zone, laid before the Investigators,
    # counted there since. Check the zone, or undo."
    assert not any(t.startswith("Not counted") for t in texts), texts
    left = next(x for x in table.left_cards if x.event.candidates == ("tommy_gun",))
    assert left.there and not left.old and left.entry_asked is not None  # still asked
