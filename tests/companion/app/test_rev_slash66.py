"""Review of branch slash (session 66, rev-slash): the rule "a card made stable in the same
picture as a card on it, at the place of a card entered by key the camera never reported,
is that card read otherwise" (:meth:`~companion.app.live_cards.CameraCards.
_differs_from_entered`, ``_uncovered_under``) compares the camera's ``index_in_zone`` with
the tracker's place. ``index_in_zone`` counts the cards the stabilizer emitted for that seat
(vision/stabilize.py), so a card entered by key because the camera never read it (glare, a
washed-out sticker, a card the next one covers) shifts every later card of that zone down
one place: the next two cards seen at once put the older one at the entered card's place.

The d491 demo's round 1 (3 players, arkham, en): Bob plays The Entertainer (never read,
entered right: Enter 7, plus 1), Carol the Investigators, Bob The Musician (Carol discards
the Tommy Gun), then Bob's zone seen at once with The Musician and The Sailor (a hand over
it). The live table with a real stabilizer, the tester's keys."""
import pytest

from tests.companion.app.test_live_deal import _frames, _table, _texts
from tests.companion.app.test_qa50_enter_heard import _keys

NAMES = ("Alice", "Bob", "Carol")


def _entered_unread(first, bob):
    """Round 1 with Bob's Entertainer never read, entered with ``first`` (keys), then Bob's
    zone seen at once with ``bob`` (``(key, place)``, the camera's places): ``(table,
    said)``."""
    table, said, _ = _table(NAMES)
    cards = [(1, "stowaway", 0), (1, "the_dilettante", 1)]
    _frames(table, 6, *cards)
    for keys in first:
        _keys(table, keys)
        _frames(table, 6, *cards)
    for card in ((3, "investigators", 0), (3, "tommy_gun", 1)):
        cards.append(card)
        _frames(table, 6, *cards)
    cards += [(2, key, place) for key, place in bob]
    _frames(table, 6, *cards)
    return table, said


@pytest.mark.parametrize("first", [("\n7", "+1"), ("\n7",)], ids=["answered", "asked"])
def test_rev_slash_entered_right_and_unread_two_new_cards_seen_at_once_are_taken(first):
    """rev-slash HIGH (a regression of slash against main): the Musician, emitted at
    ``index_in_zone`` 0 (the Entertainer's place) with the Sailor on it, was taken as the
    Entertainer read otherwise: "The camera reads The Musician in Bob's zone where The
    Entertainer was entered: check it; slash to correct." (false), the Musician lost, the
    Sailor asked as Bob's hand. The table takes the Musician and the Sailor in turn: they
    are new cards (as main: "Bob: The Musician.")."""
    table, said = _entered_unread(first, (("the_musician", 0), ("the_sailor", 1)))
    told = _texts(said)
    assert not any(t.startswith("The camera reads The Musician") for t in told), told
    assert table.session.tracker.view().seats[1].zone[:2] == (
        "the_entertainer", "the_musician"), told


@pytest.mark.parametrize("first", [("\n7", "+1"), ("\n7",)], ids=["answered", "asked"])
def test_rev_slash_entered_right_then_seen_at_once_with_the_cards_on_it_takes_them(first):
    """Guard (as main): the right card entered, then seen at once with the two cards laid
    on it: it is the entered card, the two others are new cards, nothing 'read otherwise'."""
    table, said = _entered_unread(first, (("the_entertainer", 0), ("the_musician", 1),
                                          ("the_sailor", 2)))
    told = _texts(said)
    assert not any(t.startswith("The camera reads") for t in told), told
    assert table.session.tracker.view().seats[1].zone == (
        "the_entertainer", "the_musician", "the_sailor"), told


def _four(first, bob, names=("Alice", "Bob", "Carol", "Dan")):
    """As :func:`_entered_unread` at 4 or 5 players (Dan's Fed laid after Carol's
    Investigators, as test_rev_ent65; Eve's Fed after it): ``(table, said)``."""
    table, said, _ = _table(names)
    cards = [(1, "stowaway", 0), (1, "the_dilettante", 1)]
    _frames(table, 6, *cards)
    for keys in first:
        _keys(table, keys)
        _frames(table, 6, *cards)
    laid = [(3, "investigators", 0), (4, "the_fed", 0), (5, "the_fed", 0)][:len(names) - 1]
    for card in (*laid, (3, "tommy_gun", 1)):
        cards.append(card)
        _frames(table, 6, *cards)
    cards += [(2, key, place) for key, place in bob]
    _frames(table, 6, *cards)
    return table, said


@pytest.mark.parametrize("names", [("Alice", "Bob", "Carol", "Dan"),
                                   ("Alice", "Bob", "Carol", "Dan", "Eve")],
                         ids=["4", "5"])
def test_rev_slash_more_players_the_wrong_entry_seen_at_once_is_named_the_right_one_taken(
        names):
    """At 4 and 5 players: the wrong rank entered (the Boxer), Bob's three cards seen at
    once: the Entertainer is the Boxer read otherwise (slash's fix holds); the right card
    entered (the Entertainer, unread), the Musician and the Sailor seen at once are new
    cards (the review's)."""
    bob = (("the_entertainer", 0), ("the_musician", 1), ("the_sailor", 2))
    _, said = _four(("\n3", "+1"), bob, names)
    told = _texts(said)
    assert "The camera reads The Entertainer in Bob's zone where The Boxer was entered: " \
           "check it; slash to correct." in told, told
    assert not any(t.startswith("The camera reads The Musician") for t in told), told
    table, said = _four(("\n7", "+1"), (("the_musician", 0), ("the_sailor", 1)), names)
    told = _texts(said)
    assert not any(t.startswith("The camera reads") for t in told), told
    assert table.session.tracker.view().seats[1].zone[:2] == (
        "the_entertainer", "the_musician"), told
