"""Review of missed48 (fresh QA48 HIGH-2's fix): a card of the awaited player held behind
the stall, taken back into her hand, must not be kept "under" her next card laid at once on
its place (:meth:`~companion.app.stall.Stalls._kept_under`): it is a hidden card, never
said nor given as a play (the product's first rule; review of session 36)."""
from dataclasses import replace

from vision.card_tracks import sighting_size

from .stabilizer_camera import sighting
from .test_live_deal import GONE, _frames, _table, _texts
from .test_qa48_missed_play_next_card import LAID, _next_card_read
from .test_stall import _lay


def test_her_held_card_taken_back_then_her_next_laid_on_its_place_is_never_said():
    # rev-missed48 HIGH: the Fed, her play laid after her check's Dilettante, was taken
    # back into her hand (its place bare table 1 s), the Boxer laid there instead; kept
    # "under" the Boxer, it was given after the missed play: "Alice: The Fed." (in her hand)
    table, said, _ = _next_card_read()
    _frames(table, 6, *LAID, (1, "the_fed", 2))
    _frames(table, 30, *LAID)                      # the Fed taken back: bare table there
    _frames(table, GONE * 2, *LAID, (1, "the_boxer", 2))
    n = len(said)
    for key in ("\n", "6", "+", "2"):              # Alice's missed play: Randall Tillinghast
        table._one_key(key)
    _frames(table, 6, *LAID, (1, "the_boxer", 2))
    heard = _texts(said)[n:]
    assert not any("Fed" in line for line in heard), heard
    assert "the_fed" not in table.session.tracker.view().seats[0].zone


# rev-missed48 HIGH (fixed in missed49, companion/app/own_next.py): the held card of the
# awaited player, far more likely her next card, settled the rank entered for her missed
# play: "The cards tell it: The Fed in Alice's zone. No answer needed." "Alice: The Fed."
# when her play was the Nightgaunt (same rank); it waits for the answer now
def test_her_held_card_of_the_entered_rank_does_not_settle_which_card_her_play_was():
    table, said, _ = _table(names=("Alice", "Bob", "Carol"))
    laid = ((2, "the_urchin", 1), (3, "the_entertainer", 1), (1, "the_fed", 1))
    _lay(table, *laid[:2])
    _frames(table, 6, *laid)
    n = len(said)
    for key in ("\n", "2"):  # her missed play's rank: the Fed or the Nightgaunt
        table._one_key(key)
    _frames(table, 6, *laid)
    heard = _texts(said)[n:]
    assert not any(line.startswith("The cards tell it") for line in heard), heard


# rev-missed48 HIGH (fixed in missed49, own_next.OwnNext._early_next): at 2 players the table
# moves on with ONE card (Bob's) before Alice's next: no stall asked, so her next card was
# taken as her missed play: "Alice: The Dilettante." "Alice is out." (fresh QA48 HIGH-2)
def test_two_players_her_next_card_after_bobs_early_card_is_not_her_missed_play():
    table, said, _ = _table(names=("Alice", "Bob"))
    n = len(said)
    _lay(table, (2, "the_urchin", 1), (1, "the_dilettante", 1))
    heard = _texts(said)[n:]
    assert "Alice is out." not in heard, heard
    assert table.session.tracker.view().seats[0].zone == ()


def _at(seat, key, units):
    """``key`` read in ``seat``'s zone ``units`` card units right of its first place."""
    s = sighting(seat, key)
    return replace(s, polygon=tuple((x + units * sighting_size(s), y) for x, y in s.polygon))


def test_her_held_card_taken_back_from_a_cascade_is_forgotten_not_kept_under_the_next():
    # the same, her Fed laid in cascade on her Sailor read before (1.1 units): that older
    # card, still read near its place, is no card laid on it (card_place.laid_on's _older)
    table, said, _ = _table(names=("Alice", "Bob", "Carol"))
    base = (_at(1, "the_sailor", 0), (2, "the_urchin", 0), (3, "the_entertainer", 0))
    _lay(table, *base)
    later = ((2, "the_boxer", 1), (3, "the_fed", 1))  # Alice's next play missed
    _lay(table, *base, *later)
    _frames(table, 6, *base, *later, _at(1, "the_fed", 1.1))
    assert "The Fed in Alice's zone waits too" in _texts(said)[-1]
    _frames(table, 30, *base, *later)              # taken back into her hand
    _frames(table, GONE * 2, *base, *later, _at(1, "the_boxer", 1.1))
    assert [(x.event.seat, x.event.candidates) for x in table._stall_kept()] == [
        (2, ("the_boxer",)), (3, ("the_fed",)), (1, ("the_boxer",))]
