"""Review of twin50 (a copy laid squarely on its twin, asked): a hand arriving over the
newest card, one reading off, asked falsely (the pose measured from one reading:
:func:`vision.card_tracks.rest_pose` now); a copy among an Insane player's Sanity check
cards was not asked (the question waited for a play only; asked since checktwin51:
:mod:`.test_checktwin51`).

Fresh QA50 run F720b (3 players, arkham, en; ``/tmp/s50/qa50/runs/F720b``): Alice's Sanity
check, 4 cards, truth the Musician, the Boxer, the Boxer, the Nightgaunt; the second Boxer
laid squarely on the first was never read (known40), and her revealed hand, the Deep One,
was said as her 4th check card: "Alice: Sanity check, 4 cards. The Musician. The Boxer.
The Nightgaunt. The Deep One." The camera's sign is there (the Nightgaunt comes with
``covered_twin`` the Boxer), but :meth:`TwinAsked._twin_question` asked only while a play was
awaited. The tracker's inputs are the run's session log up to the check
(``tests/companion/qa50_f720b_check.jsonl``, seq 1-76); the readings after it are given by
hand to a real stabilizer as in :mod:`.test_twin50_asked`; what is said of it is checked in
:mod:`.test_checktwin51` (all of it, in en, fr and es)."""
from pathlib import Path

from .test_twin50_asked import COVER, _card, _frames, _logged_table, _old_cards, _texts

LOG = Path(__file__).parent.parent / "qa50_f720b_check.jsonl"


def _f720b(lang="en", hand_laid=False):
    """F720b at Alice's Sanity check: the Musician, the Boxer, a hand over it, the copy read
    15 px (6 mm) off, the Nightgaunt beside it, and (``hand_laid``) her revealed Deep One
    after it. Returns the table, what was said, its length before the check, and a
    function showing the table again (6 pictures) with or without the Deep One."""
    table, said = _logged_table(LOG, "arkham", ("Alice", "Bob", "Carol"), lang)
    tracker = table.session.tracker
    assert tracker.waiting()[:2] == ("check", 0)
    old = _old_cards(table)
    at = len(tracker.view().seats[0].zone)
    n = len(said)
    musician, boxer = _card(1, "the_musician", at), _card(1, "the_boxer", at + 1)
    _frames(table, 6, *old, musician)
    _frames(table, 6, *old, musician, boxer)
    _frames(table, COVER, *old, musician)  # a hand lays the second Boxer squarely on it
    copy = _card(1, "the_boxer", at + 1, 15.0)
    _frames(table, 6, *old, musician, copy)
    laid = [*old, musician, copy, _card(1, "nightgaunt", at + 2)]
    _frames(table, 6, *laid)
    deep = _card(1, "deep_one", at + 3)
    if hand_laid:
        _frames(table, 6, *laid, deep)

    def show(hand=True):
        _frames(table, 6, *laid, *([deep] if hand else []))
    return table, said, n, show


def test_r1b_a_hand_arriving_over_the_check_card_read_off_once_asks_nothing():
    # r1b round 7 without a copy: Carol's check Armitage read once 15 px (6 mm) off as a
    # hand arrives over it (one marker read), covered, read again where it lay, then her
    # Cats laid: her play, said (twin50's c52ee336 asked "A second copy of ... laid?")
    from .test_twin50_asked import LOG as R1B
    table, said = _logged_table(R1B, "original", ("Alice", "Bob", "Carol", "Dan", "Eve"), "en")
    tracker = table.session.tracker
    old = _old_cards(table)
    at = len(tracker.view().seats[2].zone)
    check = _card(3, "henry_armitage", at)
    _frames(table, 6, *old, check)
    assert tracker.waiting()[:2] == ("play", 2)
    n = len(said)
    _frames(table, 1, *old, _card(3, "henry_armitage", at, 15.0))
    _frames(table, COVER, *old)
    _frames(table, 6, *old, check)
    _frames(table, 6, *old, check, _card(3, "cats_of_ulthar", at + 1))
    assert _texts(said)[n:][:1] == ["Carol: the Cats of Ulthar."], _texts(said)[n:]
    assert tracker.view().seats[2].zone[-1] == "cats_of_ulthar"
