"""Fresh QA65 HIGH-2 (session 65): a hand over Bob's zone during two of his plays, every
prompt answered right, and the held cards replayed in the wrong order: Carol's Sanity check
card, a second Investigators held behind Bob's Musician, was given the place of her first
Investigators (:meth:`~companion.app.left_cards.LeftCards._leave`: the first place of its
name in her zone), so her zone's row (:mod:`companion.app.row_order`) put it before her
Tommy Gun and Necronomicon held with it: "Carol: the Investigators." (false: her check's
card), the Necronomicon "It lay there before this turn", and then a check that failed on
the Shoggoth, her next play. Also (MEDIUM) Bob's Musician, held and entered as his play,
was named "laid before Bob's play was entered" as maybe the Musician's discard. The d491
demo video with the hand (/tmp/s65/qa65/vid/handB.mp4), in-process: a real stabilizer,
the readings by hand (:mod:`tests.companion.app.test_rev_runc56`'s rows)."""
from dataclasses import replace

from tests.companion.app.stabilizer_camera import sighting
from tests.companion.app.test_live_deal import _frames, _table, _texts
from tests.companion.app.test_rev_runc56 import _lay, _press


def _row(seat, key, place=0):
    """``key`` read at ``place`` in ``seat``'s zone, its place in the seat's frame as a
    marker-based layout gives it: each newer card 36 mm nearer the player."""
    return replace(sighting(seat, key, place), zone_mm=(0.0, 200.0 - 36.0 * place))


def _hand_over_bob():
    """Round 1 of d491 (3 players, arkham): Alice out by her own Stowaway; Bob's
    Entertainer under a hand (Carol's Investigators refused; Enter 7, plus 1); Bob's
    Musician under it too (Carol's Tommy Gun, discarded, and Necronomicon refused); the
    hand lifts: Bob's Entertainer, Musician and Sailor read at once (the Musician "waits
    too"; Enter 5, plus 2: not his hand); Carol's second Investigators, her Sanity check's
    card, read: ``(table, said, cards)``, the lines said from there on."""
    table, said, _ = _table(("Alice", "Bob", "Carol"), "en", "arkham")
    cards = []
    _lay(table, cards, _row(1, "stowaway"), _row(1, "the_dilettante", 1))
    _lay(table, cards, _row(3, "investigators"))
    _press(table, "\n7+1")
    _frames(table, 6, *cards)
    _lay(table, cards, _row(3, "tommy_gun", 1), _row(3, "necronomicon", 2))
    cards += [_row(2, "the_entertainer"), _row(2, "the_musician", 1), _row(2, "the_sailor", 2)]
    _frames(table, 6, *cards)
    _press(table, "\n5+2")
    _frames(table, 6, *cards)
    n = len(said)
    _lay(table, cards, _row(3, "investigators", 3))
    return table, said, n, cards


def test_the_held_cards_go_in_the_order_laid_and_her_check_passes():
    table, said, n, cards = _hand_over_bob()
    _press(table, "\n0+2")  # the Musician's discard: rank 0 in Carol's zone
    _frames(table, 6, *cards)
    heard = _texts(said)[n:]
    # main: "Carol discards the Tommy Gun." "Carol: the Investigators." "Bob: The Sailor."
    # "Carol: the Necronomicon. It lay there before this turn: check it."
    told = ["Carol discards the Tommy Gun.", "Carol: the Necronomicon.", "Bob: The Sailor.",
            "Carol: Sanity check, 1 card.", "The Investigators.",
            "Carol passes. 14 cards left."]
    assert [line for line in heard if line in told] == told, heard
    assert not any(line.startswith("Carol: the Investigators") for line in heard), heard
    view = table.session.tracker.view()
    assert view.seats[2].zone == ("investigators", "tommy_gun", "necronomicon",
                                  "investigators"), heard
    assert view.seats[1].zone == ("the_entertainer", "the_musician", "the_sailor"), heard


def test_her_next_play_is_her_play_not_her_check_card():
    table, said, n, cards = _hand_over_bob()
    _press(table, "\n0+2")
    _frames(table, 6, *cards)
    n = len(said)
    _lay(table, cards, _row(3, "shoggoth", 4))
    heard = _texts(said)[n:]
    assert heard[:1] == ["Carol: the Shoggoth."], heard


def test_the_musician_entered_is_not_named_laid_before_it():
    table, said, n, cards = _hand_over_bob()
    asked = next(line for line in _texts(said) if line.startswith(
        "Still waiting for the card Bob makes someone discard with The Musician."))
    assert "The Musician (5)" not in asked, asked
    assert "The Sailor (6) in Bob's zone" in asked, asked
