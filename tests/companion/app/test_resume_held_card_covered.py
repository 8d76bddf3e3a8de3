"""Review of tommy43: while a resumed game's card the log does not hold is held (every
camera card held, ``Stalls._holds_all``), the next card laid on it (a cascade, its sticker
hidden) does not make it taken away after ``GONE_S``: it is still there, so "Those cards
were taken away" is not said and the card laid on it waits; plus 1 then gives both in the
order laid (``LeftCards._left_cards``, ``card_place.laid_on``; QA37: Bob's Boxer, laid on
his Deep One while it waited)."""
from dataclasses import replace

from companion.app.keys import Command
from vision.records import FrameReading

from .stabilizer_camera import sighting
from .test_live_setup import _texts
from .test_prompts import _BOXER, _TABLE, _resumed_with_a_question


def _pictures(table, count, *cards):
    """``count`` pictures of ``cards`` ((seat, key[, place]) or Sightings) through the
    live loop's steps."""
    watcher = table.watcher
    for _ in range(count):
        watcher.n += 1
        watcher.t += 1 / watcher.fps
        seen = tuple(c if not isinstance(c, tuple) else sighting(*c) for c in cards)
        table._cards_appeared(watcher.picture(FrameReading(watcher.n, watcher.t,
                                                           sightings=seen)))
        table._left_cards()
        table._between_rounds()


def test_resumed_held_card_covered_by_the_next_card_is_not_taken_away():
    table, said, _ = _resumed_with_a_question()
    table._key(Command("answer", 1))
    n = len(said)
    # Alice's Sailor laid on the held Boxer (1.1 card units lower, its sticker hidden)
    sailor = replace(sighting(1, "the_sailor"), polygon=tuple(
        (x, y + 54.0) for x, y in sighting(*_BOXER).polygon))
    _pictures(table, 6, *_TABLE, _BOXER)
    _pictures(table, 40, *_TABLE, sailor)  # 10 s at 4 pictures a second: past GONE_S
    assert table.held_at is not None, _texts(said)[n:]
    assert not any("taken away" in t for t in _texts(said)[n:])
    assert table.session.tracker.view().seats[0].zone == ("the_urchin",)
    for key in "+1":
        table._one_key(key)
    _pictures(table, 20, *_TABLE, sailor)
    assert table.session.tracker.view().seats[0].zone[:3] == (
        "the_urchin", "the_boxer", "the_sailor"), _texts(said)[n:]
