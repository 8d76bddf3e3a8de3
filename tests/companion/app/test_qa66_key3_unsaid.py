"""Fresh QA66 MEDIUM-1 and MEDIUM-2 (session 66): key 3 took off the unseen cards the
camera cards held in silence behind "Still waiting for Bob's play" (the stall's
:meth:`~companion.app.stall.Stalls._hold`: said only as a count, "The 6 cards laid since
wait for it."), five cards no line had named (run a2: "Unseen: 16 cards", 21 from the lines
heard); and, Bob's play then entered, behind "was that Bob's hand?" (run a2c: 17, 20
heard). docs/keys.en.md, key 3: a card counts as seen once a line naming it was heard. A
:class:`~companion.app.left_cards.LeftCard` held with no line naming it is
:attr:`~companion.app.left_cards.LeftCard.unsaid` and not face up for key 3. The d491 demo
video with a hand over Bob's zone (/tmp/s65/qa65/vid/handB.mp4), in-process: a real
stabilizer, the readings by hand (:mod:`tests.companion.app.test_qa65_held_order`'s)."""
from companion.app.keys import Command

from .test_live_deal import _frames, _table, _texts
from .test_qa65_held_order import _row
from .test_rev_runc56 import _lay, _press


def _unseen(table, said) -> list[str]:
    told = len(said)
    table._key(Command("unseen"))
    return _texts(said)[told:]


def _hand_over_bob(shoggoth: bool):
    """Run a2's route: Alice out by her Stowaway; Carol's Investigators refused aloud
    (Bob's play under the hand); Enter 3, plus 1, minus twice (the entry and its answer
    undone); Carol's Tommy Gun refused aloud, her Necronomicon held; Bob's Entertainer
    (named: "waits too"), Musician and Sailor read at once, Carol's second Investigators
    (and her Shoggoth): held in silence. ``(table, said, cards)``."""
    table, said, _ = _table(("Alice", "Bob", "Carol"), "en", "arkham")
    cards = []
    _lay(table, cards, _row(1, "stowaway"), _row(1, "the_dilettante", 1))
    _lay(table, cards, _row(3, "investigators"))
    _press(table, "\n3")
    _frames(table, 6, *cards)
    table.undo_at = float("-inf")  # (minus twice at once, as typed '+1--')
    _press(table, "+1--")
    _frames(table, 6, *cards)
    _lay(table, cards, _row(3, "tommy_gun", 1), _row(3, "necronomicon", 2))
    cards += [_row(2, "the_entertainer"), _row(2, "the_musician", 1), _row(2, "the_sailor", 2)]
    _frames(table, 6, *cards)
    _lay(table, cards, _row(3, "investigators", 3))
    if shoggoth:
        _lay(table, cards, _row(3, "shoggoth", 4))
    return table, said, cards


def test_qa66_m1_cards_held_behind_still_waiting_count_unseen_until_named():
    table, said, _ = _hand_over_bob(shoggoth=True)
    heard = _texts(said)
    assert heard[-1].startswith("Still waiting for Bob's play: a card I could not read?")
    assert not any(name in line for line in heard for name in (
        "Necronomicon", "Musician", "Sailor", "Shoggoth")), heard
    # heard: the Stowaway Eggs, the Stowaway, the Dilettante, Carol's Investigators and
    # Tommy Gun (refused aloud), Bob's Entertainer ("waits too"); main: 16
    assert _unseen(table, said) == [
        "Unseen: 21 cards; by rank: 1 each of ranks 8, 7, and 0; 2 each of ranks 6 and 5; "
        "3 each of ranks 4, 3, and 2; 5 of rank 1."]


def test_qa66_m2_cards_held_unnamed_behind_the_question_count_unseen():
    table, said, cards = _hand_over_bob(shoggoth=False)
    _press(table, "\n7")  # Bob's play: the Entertainer
    _frames(table, 6, *cards)
    _press(table, "+1")
    _frames(table, 6, *cards)
    assert _texts(said)[-1].startswith(
        "The Musician in Bob's discard zone: was that Bob's hand"), _texts(said)
    # Bob's Sailor, Carol's Necronomicon and second Investigators never named; main: 17
    assert _unseen(table, said) == [
        "Unseen: 20 cards; by rank: 1 each of ranks 8, 7, 5, and 0; 2 of rank 6; 3 each of "
        "ranks 4, 3, and 2; 5 of rank 1."]


def test_qa66_the_held_cards_count_seen_once_their_lines_are_said():
    # Enter 5 plus 2 (the Musician Bob's play, not his hand) then the Musician's discard:
    # every held card given and said (test_qa65_held_order): key 3 counts them seen
    table, said, cards = _hand_over_bob(shoggoth=False)
    _press(table, "\n7+1")
    _frames(table, 6, *cards)
    _press(table, "+2\n0+2")
    _frames(table, 6, *cards)
    heard = _texts(said)
    assert "Bob: The Sailor." in heard and "Carol passes. 14 cards left." in heard, heard
    unseen = _unseen(table, said)
    # 14 in the deck, the set-aside card, Bob's and Carol's hands
    assert unseen[0].startswith("Unseen: 17 cards;"), unseen


def test_qa66_l3_bob_s_entered_play_held_is_counted_not_left_out():
    """Fresh QA66 LOW-3 (a2d, 270): Bob's Entertainer, held "waits too: Bob's play, or a
    later card?", then entered (Enter 7, plus 1: "Bob: The Entertainer."), was never given
    (the tracker refuses a second Entertainer; Stalls._kept_fits did not see it was the
    play entered, unreported): at the round's end it was left out, "Not counted: The
    Entertainer in Bob's zone, laid before The Fed, counted there since. Check the zone,
    or undo." Now its report counts as the play entered (KnownCards.known)."""
    table, said, cards = _hand_over_bob(shoggoth=False)
    for key in ("\n7", "+1", "+2", "\n0", "+2"):  # the Entertainer; not his hand; discard
        _press(table, key)
        _frames(table, 6, *cards)
    assert not table.left_cards
    _lay(table, cards, _row(3, "shoggoth", 4), _row(2, "the_fed", 3))
    _lay(table, cards, _row(3, "deep_one", 5), _row(3, "the_musician", 6),
         _row(3, "cthulhu", 7))
    heard = _texts(said)
    assert heard[-2:] == ["Bob wins the round and has 1 Sane.",
                          "Gather all the cards for the next round."], heard
    assert not any(line.startswith("Not counted") for line in heard), heard
